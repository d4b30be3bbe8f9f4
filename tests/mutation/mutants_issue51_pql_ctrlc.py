"""Mutants of issue 51 item 6 for PQL: the chunk's rows grouped by board
(and by hand and board) with a stable integer sort instead of
np.unique(axis=0), which held Ctrl-C up. Plain tuples as in mutants_issue45.py."""

GROUPS = ("tests/pql/test_distinct_groups.py",)
CTX = "omaha_eval/pql/context.py"

MUTANTS = [
    ("i51.pql_group_key_bits", CTX, "        keys <<= 6\n", "        keys <<= 5\n", GROUPS,
     "cards above 31 overlap the next card's bits: two boards share a group"),
    ("i51.pql_group_unstable", CTX, "    order = np.argsort(keys, kind=\"stable\")",
     "    order = np.argsort(keys, kind=\"quicksort\")", GROUPS,
     "a board's rows come out of their order"),
    ("i51.pql_group_first_row", CTX, "    new[0] = True\n", "    new[0] = False\n", GROUPS,
     "the first board is not counted as a group"),
    ("i51.pql_group_inverse", CTX, "    inverse[order] = np.cumsum(new) - 1\n    return boards[",
     "    inverse[order] = np.cumsum(new)\n    return boards[", GROUPS,
     "each row points at the next board's tables"),
    ("i51.pql_distinct_second_key", CTX, "    new[1:] |= ordered[1:, 1] != ordered[:-1, 1]\n",
     "    new[1:] |= False\n", GROUPS,
     "one hand with two boards counts as one distinct pair"),
    ("i51.pql_distinct_key_order", CTX, "    order = np.lexsort((keys[:, 1], keys[:, 0]))",
     "    order = np.lexsort((keys[:, 0], keys[:, 1]))", GROUPS,
     "distinct pairs in another order than np.unique's"),
]

EQUIVALENT = []
