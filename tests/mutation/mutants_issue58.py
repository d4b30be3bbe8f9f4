"""Mutants of issue 58, item 1: the planted bugs of the round-4 review
that the suite let through (and one caught only by chance), each with the
test written for it. Plain tuples (id, file, snippet, replacement, test
files, what the bug means), made into ``Mutant``s by mutants.py. The
JavaScript ones need no build of their own: the JavaScript tests build
js/dist/omaha_eval.wasm in the copy (the ziglang package) and node runs
the mutated source."""

LIMITS = ("tests/pql/test_planner_limits.py",)
RACED = ("tests/tables/test_raced_cuts.py",)
PHH_DECIMALS = ("tests/engine/test_phh_bet_decimals.py",)
CACHE = ("tests/ranges/test_cache_hilo.py",)
PROGRESS = ("tests/js/test_progress.py",)

MUTANTS = [
    ("i58.pql_live_not_shrunk", "omaha_eval/pql/deals.py", "        n *= math.comb(live, k)\n        live -= k\n",
     "        n *= math.comb(live, k)\n", LIMITS,
     "the count of deals keeps the whole live deck for every street: a query under the limit is sampled"),
    ("i58.pql_turncard_flop", "omaha_eval/pql/compile.py",
     'if how == "turncard":  # the fourth card alone: the flop dealt apart from it\n        return {3, 4}, 4',
     'if how == "turncard":  # the fourth card alone: the flop dealt apart from it\n        return {3, 4}, 3',
     LIMITS, "turnCard() read as three board cards: in a where on a flop it is judged on the flop and dropped"),
    ("i58.pql_drop_weighted_unread", "omaha_eval/pql/planner.py", "or r.weighted or len(r) == 1:",
     "or len(r) == 1:", LIMITS, "a weighted player whom no expression reads is dropped from the deal"),
    ("i58.raced_cut_margin_z", "omaha_eval/tables/raced.py",
     "clear &= np.abs(p - t) >= margin(z_cut, e, upto, players, skew)",
     "clear &= np.abs(p - t) >= margin(z, e, upto, players, skew)", RACED,
     "the cut points' margin uses z, not z_cut: z_cut changes nothing"),
    ("i58.segments_min_stage", "omaha_eval/tables/evolution.py", "if min_stage <= n < round_trials]",
     "if min_stage < n < round_trials]", RACED, "a stage of exactly min_stage deals is dropped"),
    ("i58.phh_scale_no_bets", "omaha_eval/engine/histories/phh.py", "*singles.values(), *bets.values(),",
     "*singles.values(),", PHH_DECIMALS,
     "the chip scale ignores the bets' decimals (a file without results fails on a bet of 2.25)"),
    ("i58.range_cache_no_hilo", "omaha_eval/equity_engine/players.py",
     "@lru_cache(maxsize=256)\ndef _parsed_range(text: str, game: str, hilo: bool) -> Tuple[Any, Any]:\n"
     "    from ..ranges import parse_player\n    r = parse_player(text, game, hilo)\n",
     "_PARSED: Dict[Tuple[str, str], Any] = {}\n\n\n"
     "def _parsed_range(text: str, game: str, hilo: bool) -> Tuple[Any, Any]:\n"
     "    from ..ranges import parse_player\n    if (text, game) in _PARSED:\n        r = _PARSED[text, game]\n"
     "    else:\n        r = _PARSED[text, game] = parse_player(text, game, hilo)\n",
     CACHE, "range text cached by text and game alone: Hi-Lo gets the high range's hands, or the reverse"),
    ("i58.js_progress_exact_start", "js/src/equity.js",
     'yield { done: Number(first + count), total: Number(product), unit: "hands" };',
     'yield { done: Number(first), total: Number(product), unit: "hands" };', PROGRESS,
     "exact JavaScript progress reports each chunk's start: it never reaches the total"),
    ("i58.js_progress_sampled_start", "js/src/equity.js",
     'yield { done: Math.min((k + 1) * jp.perChunk, trials), total: trials, unit: "trials" };',
     'yield { done: k * jp.perChunk, total: trials, unit: "trials" };', PROGRESS,
     "Monte Carlo JavaScript progress reports each chunk's start: it never reaches the total"),
]
