"""Mutants of issue 54, items 1, 3 and 4 as switched on: ``Range`` reads
text in C (omaha_eval/ranges/range.py over c_parser.py), the keyed scan of
broad patterns (src/oe_range_fast.c), the one "hand against each" kernel
(src/oe_analysis.c through equity_engine/each.py) and input read once
(core/cards.py's is_card_text, equity_engine/players.py and single.py).
Plain tuples (id, file, snippet, replacement, test files, what the bug
means), made into ``Mutant``s by mutants.py."""

PARSER = ("tests/ranges/test_c_parser.py",)
CACHE = ("tests/ranges/test_cache_hilo.py",)
CARDS = ("tests/core/test_card_text.py",)
ONCE = ("tests/equity_engine/test_input_read_once.py",)
EACH = ("tests/equity_engine/test_each_kernel.py",)

_FAST = "src/oe_range_fast.c"

MUTANTS = [
    ("i54s.range_hilo", "omaha_eval/ranges/range.py",
     "parse_dense(text, self._game, ordering=ordering, hilo=hilo)",
     "parse_dense(text, self._game, ordering=ordering, hilo=False)", CACHE,
     "Range(..., hilo=True) cuts its percents by the high ordering"),
    ("i54s.scan_rank_key", _FAST, "s.part[place][c] = (uint16_t)b->choose[(c >> 2) + place][place + 1];",
     "s.part[place][c] = (uint16_t)b->choose[(c >> 2) + place][place];", PARSER,
     "the keyed scan numbers rank multisets wrongly: `A` or `*` match other hands"),
    ("i54s.scan_suit_key", _FAST,
     "by_key[matched[i][0] + 7 * matched[i][1] + 49 * matched[i][2] + 343 * matched[i][3]] = 1;",
     "by_key[matched[i][0] + 7 * matched[i][1] + 49 * matched[i][3] + 343 * matched[i][2]] = 1;", PARSER,
     "the suit-count key swaps hearts and spades: `ss` keeps hands with two hearts"),
    ("i54s.scan_lowest_place", _FAST, "    for (int c = place; c < upper; c++) scan_places(",
     "    for (int c = place + 1; c < upper; c++) scan_places(", PARSER,
     "the scan skips the lowest card a place can take: its indices drift from the hands"),
    ("i54s.card_text_ten", "omaha_eval/core/cards.py", "(?:10|[2-9tjqkaTJQKA])", "(?:[2-9tjqkaTJQKA])", CARDS,
     "\"10h\" is not card text: a hand written with 10 is read as a range"),
    ("i54s.classify_repeated", "omaha_eval/equity_engine/players.py",
     "if cards is not None and len(set(cards)) == len(cards):", "if cards is not None:", ONCE,
     "a hand with a card twice is refused by the card parser, not worded by the range reader"),
    ("i54s.board_parsed_twice", "omaha_eval/equity_engine/calculator.py",
     "    return known_board_equity(hands, board_cards, dead_cards,",
     "    return known_board_equity(hands, card_numbers(board), dead_cards,", ONCE,
     "the general path parses the board again"),
    ("i54s.each_losses", "src/oe_analysis.c", "            losses[o] += q == 0;\n",
     "            losses[o] += q <= 1;\n", EACH,
     "a board where the hero keeps a quarter of the pot counts as a loss"),
    ("i54s.each_quarters", "omaha_eval/equity_engine/each.py",
     "equity=quarters[index] / (4.0 * nb)", "equity=quarters[index] / (2.0 * nb)", EACH,
     "equity_each's equity counts halves, not quarters"),
]
