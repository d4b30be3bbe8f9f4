"""Mutants of issue 54's loose ends: the fast listing of a range's hands
(src/oe_range_fast.c's dense walk, its every-hand fill, and the shared
table of every hand in omaha_eval/ranges/c_parser.py), caught by
tests/ranges/test_listing.py and tests/ranges/test_c_parser.py; and
oe_equity_exact's refusal of what the job plan refuses (src/oe_api_equity.c),
caught by the C API's test (tests/c/api_test.c, run by tests/test_c_api.py).
Plain tuples (id, file, snippet, replacement, test files, what the bug
means), made into ``Mutant``s by mutants.py."""

LISTING = ("tests/ranges/test_listing.py",)
PARSER = ("tests/ranges/test_c_parser.py",)
C_API = ("tests/test_c_api.py",)

_FAST = "src/oe_range_fast.c"

MUTANTS = [
    ("i54.list_keeps_empty", _FAST, "found += (size_t)((weight != 0) & (found < cap));",
     "found += (size_t)(found < cap);", LISTING, "a dense set lists every hand, those of weight 0 too"),
    ("i54.list_row_place", _FAST, "walk_##K(w, place - 1, c, row | (uint64_t)c << (8 * (K - 1 - place)));",
     "walk_##K(w, place - 1, c, row | (uint64_t)c << (8 * (K - place)));", LISTING,
     "a dense set's rows put the upper cards one place late (the highest card lost)"),
    ("i54.list_low_card", _FAST, "uint64_t hand = row | (uint64_t)c << (8 * (K - 1));",
     "uint64_t hand = row | (uint64_t)(c + 1) << (8 * (K - 1));", LISTING,
     "a dense set's rows name the lowest card one too high"),
    ("i54.fill_all_rank_var", _FAST,
     "if (c->cards != ALL_CARDS || c->rank_var >= 0 || c->suit_var >= 0 || c->brace) return 0;",
     "if (c->cards != ALL_CARDS || c->suit_var >= 0 || c->brace) return 0;", PARSER,
     "`RR`'s rank variables are taken for any card: every hand matches"),
    ("i54.every_hand_weights", "omaha_eval/ranges/c_parser.py",
     "    if full and int(dense.min()) == 1 and int(dense.max()) == 1:",
     "    if full and int(dense.min()) == 1:", LISTING,
     "a full set with a weight above 1 is handed the table of every hand at weight 1"),
    ("i54.exact_refusal", "src/oe_api_equity.c", "        if (err == OE_OK && plan.refused != OE_PLAN_FITS)\n            err = OE_ERR_TOO_LONG;\n    }",
     "        if (err == OE_OK && plan.refused == OE_PLAN_TOO_MANY_TRIALS)\n            err = OE_ERR_TOO_LONG;\n    }",
     C_API, "oe_equity_exact runs a job the plan refuses as past an hour"),
]
