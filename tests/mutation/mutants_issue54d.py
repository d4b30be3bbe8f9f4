"""Mutants of issue 54's range speed (the hand tables of
src/oe_range_tables.c, the `:` and `!` cuts and the leading `*:`/`*!` of
src/oe_range_expand.c, and c_range's one call into C in
omaha_eval/ranges/c_parser.py), caught by tests/ranges/test_tables.py,
which holds every fill path to the Python parser and to the scans.
Plain tuples (id, file, snippet, replacement, test files, what the bug
means), made into ``Mutant``s by mutants.py."""

TABLES = ("tests/ranges/test_tables.py",)

_T = "src/oe_range_tables.c"
_EXPAND = "src/oe_range_expand.c"

# Not planted, found equivalent: dropping anonymous()'s test of rank_excl and
# suit_excl (a pattern only excludes values it writes, and a written value
# already makes some card's set less than every card).
MUTANTS = [
    ("i54d.group_order", _T, "for (uint32_t g = nkeys; g > 0; g--) start[g] = start[g - 1];",
     "for (uint32_t g = nkeys; g > 1; g--) start[g] = start[g - 1];", TABLES,
     "the second key's list starts where the first ends plus its length (lists shifted by one group)"),
    ("i54d.broad_fresh", _T, "else if (fresh) fill_keys_broad(t, start, hands, nkeys, matched, weight, dense);",
     "else if (1) fill_keys_broad(t, start, hands, nkeys, matched, weight, dense);", TABLES,
     "a broad pattern after another part wipes that part's hands and weights"),
    ("i54d.broad_half", _T, "if (total * 2 <= t->nhands) fill_keys(",
     "if (total * 2 <= t->nhands || !fresh) fill_keys_broad(t, ", TABLES,
     "a narrow pattern that is not first is written as every hand less the others"),
    ("i54d.shape_memo_suits", _T, "fill_by_rank_candidates(t, &pl, matched, suits_only_by_variables(p), weight, dense);",
     "fill_by_rank_candidates(t, &pl, matched, 1, weight, dense);", TABLES,
     "a pattern naming a suit is answered once per suit shape (`[As,Ah,K]K` takes any two suits)"),
    ("i54d.named_merge", _T,
     "uint8_t c = (b >= free_cards || (a < m && fixed[a] < other[pick[b]])) ? fixed[a++] : other[pick[b++]];",
     "uint8_t c = (b >= free_cards || (a < m && fixed[a] > other[pick[b]])) ? fixed[a++] : other[pick[b++]];",
     TABLES, "the hands holding named cards are merged out of order (wrong indices)"),
    ("i54d.named_rest_key", _T, "by = blind_to_ranks(&rest_pattern) ? 1 : blind_to_suits(&rest_pattern) ? 2 : 0;",
     "by = blind_to_ranks(&rest_pattern) ? 2 : blind_to_suits(&rest_pattern) ? 1 : 0;", TABLES,
     "beside the named cards, the rest of the pattern is answered once per count of suits where it is "
     "blind to suits (`AsKd[2-9][2-9]`), and once per rank multiset where it is blind to ranks"),
    ("i54d.list_run_weight", _T,
     "for (int j = 0; j < 8; j++) weights[found + (size_t)j] = (int64_t)((w >> (8 * j)) & 0xFF);",
     "for (int j = 0; j < 8; j++) weights[found + (size_t)j] = (int64_t)(w & 0xFF);", TABLES,
     "eight hands listed in one copy all take the first one's weight"),
    ("i54d.count_ones", _T, "*ones = (seen & 0xFE) == 0;", "*ones = 1;", TABLES,
     "a full set with weights above 1 is handed the shared table of every hand at weight 1"),
    ("i54d.cut_bang", _EXPAND, "o &= present ? held : ~held;", "o &= held;", TABLES,
     "`!` keeps the hands it should drop (as `:`)"),
    ("i54d.leading_bang", _EXPAND, "for (uint64_t i = 0; i < n; i++) out[i] = out[i] == 0;",
     "for (uint64_t i = 0; i < n; i++) out[i] = out[i] != 0;", TABLES, "`!RR` reads as `:RR`"),
]
