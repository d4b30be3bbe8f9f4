"""Mutants of issue 54's board ranges in C (src/oe_range_boards.c, the C
API's oe_board_range in src/oe_api_board_range.c): bugs that the
comparison with the Python oracle (tests/ranges/test_board_c.py,
tests/ranges/python_boards.py) and the C API's test
(tests/ranges/test_c_api_boards.py) must catch. Plain tuples (id, file,
snippet, replacement, test files, what the bug means), made into
``Mutant``s by mutants.py."""

# (test_board_c.py's generated texts take minutes on a loaded machine: past
# the mutation run's time limit; the golden file and the oracle's cases
# through the C API are quick)
BOARDS = ("tests/ranges/test_c_api_boards.py", "tests/ranges/test_boards.py")
C_API = ("tests/ranges/test_c_api_boards.py",)
SRC = "src/oe_range_boards.c"

MUTANTS = [
    ("i54c.pin_suit_excl", SRC, "if ((p->suit_excl | suit_taken) >> s & 1) return 0;",
     "if (suit_taken >> s & 1) return 0;", BOARDS,
     "a suit variable on the turn or river may take a suit written in the pattern (ssxx: a spade turn)"),
    ("i54c.rank_excl_bound", SRC, "flop->rank_excl = (uint16_t)(p->rank_excl | rank_taken);",
     "flop->rank_excl = p->rank_excl;", BOARDS,
     "the flop's unbound rank variables may take the rank the turn bound (RONR: O may be R's rank)"),
    ("i54c.brace_flop", SRC, "if (pc->brace) o->cards &= ~rank_cards(brace_ranks[pc->brace]);",
     "(void)brace_ranks;", BOARDS,
     "a flop card in a brace group may repeat the rank of a turn or river card of the group"),
    ("i54c.river_is_turn", SRC, "if (npins == 2 && (r == t || (dead >> r & 1))) continue;",
     "if (npins == 2 && (dead >> r & 1)) continue;", BOARDS, "the river may be the turn card again"),
    ("i54c.dead_third_card", SRC, "if ((mask >> f[0] | mask >> f[1] | mask >> f[2]) & 1) continue;",
     "if ((mask >> f[0] | mask >> f[1]) & 1) continue;", BOARDS,
     "a flop whose lowest card is dead, the turn or the river is kept"),
    ("i54c.pattern_weight", SRC, "weight = nd->weight;", "weight = (uint8_t)(nd->weight > 0);", BOARDS,
     "a weighted pattern (xxx@7) gives its boards weight 1"),
    ("i54c.inter_not", SRC, "if (tmp[i]) out[i] = 0;", "if (tmp[i] > 1) out[i] = 0;", BOARDS,
     "`!` removes only the boards the right side weights above 1"),
    ("i54c.api_dead_range", "src/oe_api_board_range.c", "if (dead[i] >= 52)", "if (dead[i] > 52)", C_API,
     "the C API takes card 52 as a dead card"),
]
