"""Mutants of issue 54's golden range texts (tests/c/golden_ranges.txt and
js/test/golden.json's "ranges", made by tests/js/make_golden.py): bugs in
the C range language that the golden file must catch through the C API's
golden test (tests/test_c_golden.py). Plain tuples (id, file, snippet,
replacement, test files, what the bug means), made into ``Mutant``s by
mutants.py."""

GOLDEN = ("tests/test_c_golden.py",)

MUTANTS = [
    ("i54b.hands_lowest_first", "src/oe_range.c",
     "for (int t = 0; t < k; t++) hands[found * (size_t)k + (size_t)t] = c[k - 1 - t];",
     "for (int t = 0; t < k; t++) hands[found * (size_t)k + (size_t)t] = c[t];", GOLDEN,
     "expanded hands list their cards lowest first, not as Range.hands"),
    ("i54b.weight_max", "src/oe_range_percents.c", "if (value < 1 || value > 100) {",
     "if (value < 1 || value > 99) {", GOLDEN, "a weight of 100 is refused"),
    ("i54b.union_max", "src/oe_range_expand.c", "if ((*tmp)[i] > acc[i]) acc[i] = (*tmp)[i];",
     "if ((*tmp)[i]) acc[i] = (*tmp)[i];", GOLDEN,
     "a hand in two weighted parts takes the later part's weight, not the larger"),
    ("i54b.percent_drop", "src/oe_range_expand.c",
     "uint64_t drop = nd->low > 0 ? oe_rl_ordering_top(o, nd->low, j->size) : 0;",
     "uint64_t drop = nd->low > 0 ? oe_rl_ordering_top(o, nd->low, j->size) - 1 : 0;", GOLDEN,
     "N%-M% keeps the last hand of the top N%"),
    ("i54b.kicker_stop", "src/oe_range_patterns.c", "int steps = kicker ? abs((up ? hi - 1 : 0) - lo)",
     "int steps = kicker ? abs((up ? hi : 0) - lo)", GOLDEN, "Hold'em's A2s+ runs the kicker up to the ace"),
]
