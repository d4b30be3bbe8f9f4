"""Mutants of issue 54, item 1: the range language in C (src/oe_range_*.c,
src/oe_api_range.c) and its Python face (omaha_eval/ranges/c_parser.py),
each caught by the tests that hold the C reading to the Python parser
(tests/ranges/test_c_parser.py) or the C API's own test
(tests/ranges/test_c_api_ranges.py). Plain tuples (id, file, snippet,
replacement, test files, what the bug means), made into ``Mutant``s by
mutants.py."""

PARSER = ("tests/ranges/test_c_parser.py",)
API = ("tests/ranges/test_c_api_ranges.py",)

_PARSE = "src/oe_range_parse.c"
_PATTERNS = "src/oe_range_patterns.c"
_PERCENTS = "src/oe_range_percents.c"
_EXPAND = "src/oe_range_expand.c"
_TEXT = "src/oe_range_text.c"
_ORDER = "src/oe_range_ordering.c"

MUTANTS = [
    ("i54.rc_weight_max", _PERCENTS, "if (value < 1 || value > 100) {", "if (value < 1 || value > 99) {", PARSER,
     "a weight of 100 is refused"),
    ("i54.rc_union_max", _EXPAND, "if ((*tmp)[i] > acc[i]) acc[i] = (*tmp)[i];", "if ((*tmp)[i]) acc[i] = (*tmp)[i];",
     PARSER, "a hand in two weighted parts takes the later part's weight, not the larger"),
    ("i54.rc_kicker_stop", _PATTERNS, "int steps = kicker ? abs((up ? hi - 1 : 0) - lo)",
     "int steps = kicker ? abs((up ? hi : 0) - lo)", PARSER, "Hold'em's A2s+ runs the kicker up to the ace"),
    ("i54.rc_percent_drop", _EXPAND, "uint64_t drop = nd->low > 0 ? oe_rl_ordering_top(o, nd->low, j->size) : 0;",
     "uint64_t drop = nd->low > 0 ? oe_rl_ordering_top(o, nd->low, j->size) - 1 : 0;", PARSER,
     "N%-M% keeps the last hand of the top N%"),
    ("i54.rc_ordering_top", _ORDER, "return lo ? o->cumulative[lo - 1] : 0;",
     "return lo > 1 ? o->cumulative[lo - 2] : 0;", PARSER, "a percent cut leaves out its last class"),
    ("i54.rc_macro_wrap", _TEXT, "int wrap = (x[0] == ':' || x[0] == '!') && t->n > 0",
     "int wrap = (x[0] == ':' || x[0] == '!') && t->n < 0", PARSER,
     "`15%!$np` reads as `15%!!RR` (an error), not 15% less its unpaired hands"),
    ("i54.rc_unknown_word", _PATTERNS, "    if (!unknown) return 0;\n", "    return 0;\n", PARSER,
     "`any` and `pairs` are read as rank variables, not refused as unknown words"),
    ("i54.rc_depth", _PARSE, "if (++p->depth > OE_RL_MAX_DEPTH) {", "if (++p->depth >= OE_RL_MAX_DEPTH) {", PARSER,
     "fifty levels of parentheses are refused (the limit is more than fifty)"),
    ("i54.rc_weighted_term", _PARSE, "int given = w > 0 || p->tree->node[node].kind == OE_RL_WEIGHTED;",
     "int given = w > 0;", PARSER, "`(AA)@5,KK` passes: a parenthesised weight does not count as the part's"),
    ("i54.rc_hilo", "omaha_eval/ranges/c_parser.py",
     "chosen = ordering if ordering is not None else load_ordering(game, six_handed, hilo)",
     "chosen = ordering if ordering is not None else load_ordering(game, six_handed, False)", PARSER,
     "a Hi-Lo job's percent ranges cut the high ordering"),
    ("i54.rc_fast_unrank", "src/oe_range_fast.c", "if (b->choose[mid][i] <= index) lo = mid;",
     "if (b->choose[mid][i] < index) lo = mid;", PARSER,
     "listing a set finds the wrong cards for a hand after an empty stretch"),
    ("i54.rc_fast_suit_ranks", "src/oe_range_fast.c", "if (next < (1 << 13)) { mask[s] = next; break; }",
     "if (next < (1 << 12)) { mask[s] = next; break; }", PARSER,
     "a pattern blind to ranks generates no hand with an ace in a suit it counts"),
    ("i54.rc_api_dead", "src/oe_api_range.c", "        oe_range_without(k, mask, dense);\n", "", API,
     "the C API's expansion keeps hands that hold a dead card"),
]
