"""Mutants of issue 45: the code of the round before it (PQL's planner,
functions and deals, the hand database's statistics and all-in EV, range
breakdowns used as ranges, percent orderings by game and seats, range
against range, the class table, double boards, site headers). Plain tuples
(id, file, snippet, replacement, test files, what the bug means), made into
``Mutant``s by mutants.py. Lines that issue 40's fixes rewrite (PQL's street
cuts in compile.py, winsHi, net won after rake, recorded raises) are left
alone."""

# the independent evaluator alone (with the older PQL tests the set passes 240 s on a loaded 2-core machine)
PQL = ("tests/pql/independent/test_against_pql.py",)
STATS = ("tests/hands/test_each_statistic.py", "tests/hands/test_stats.py")
DATABASE = ("tests/hands/test_each_statistic.py", "tests/hands/test_database.py", "tests/hands/test_exports.py")
ALLIN = ("tests/hands/test_each_statistic.py", "tests/hands/test_allin_ev.py")
BREAKDOWN = ("tests/analysis/test_breakdown_as_range.py", "tests/analysis/test_breakdown.py")
ORDERINGS = ("tests/ranges/test_percent_orderings.py",)
RVR = ("tests/equity_engine/test_range_vs_range.py",)
CLASSES = ("tests/equity_engine/test_range_row_tables.py", "tests/equity_engine/test_equity_seeded.py")
DOUBLE = ("tests/equity_engine/test_double_board_equity.py",)
HEADERS = ("tests/engine/test_site_header_facts.py", "tests/engine/test_sites.py", "tests/engine/test_site_generations.py", "tests/hands/test_files.py",
           "tests/engine/test_chips.py")

_FUNCS = "omaha_eval/pql/functions.py"
_PLAN = "omaha_eval/pql/planner.py"
_DEALS = "omaha_eval/pql/deals.py"
_CTX = "omaha_eval/pql/context.py"
_FACTS = "omaha_eval/hands/facts.py"
_STATS = "omaha_eval/hands/stats.py"
_DB = "omaha_eval/hands/queries.py"   # (the statistics queries)
_ALLIN = "omaha_eval/hands/allin_ev.py"
_BREAK = "omaha_eval/analysis/range_breakdown.py"
_ORDER = "omaha_eval/ranges/orderings/ordering.py"
_PERCENT = "omaha_eval/ranges/percent.py"
_HEADER = "omaha_eval/engine/histories/site_header.py"
_DOUBLE = "omaha_eval/equity_engine/double_board.py"

MUTANTS = [
    # --- PQL: deals, planner, context, functions -------------------------------------------
    ("i45.pql_deal_weights", _DEALS, "s.masks, s.weights.astype(np.float64))", "s.masks, np.ones(len(s.weights)))",
     PQL, "exact PQL ignores the ranges' weights"),
    ("i45.pql_drop_any_unread", _PLAN, "if s.board_is_range or len(r) != math.comb(free, r.hole_cards):",
     "if s.board_is_range:", PQL, "an unread player is dropped whatever the range (its card removal lost)"),
    ("i45.pql_push_two_players", _PLAN, "if table or len(names) > 1 or cards > known:",
     "if table or len(names) > 2 or cards > known:", PQL,
     "a where part reading two players is applied to one player's range"),
    ("i45.pql_push_future_street", _PLAN, "if table or len(names) > 1 or cards > known:",
     "if table or len(names) > 1 or cards > 5:", PQL,
     "a where part on a street still to come is pushed down to the range (read on the known board)"),
    ("i45.pql_inner_dead", _CTX, "masks = row_masks(uniq) | np.uint64(self.dead_mask)", "masks = row_masks(uniq)",
     PQL, "equity on a street deals the dead cards in its inner runouts"),
    ("i45.pql_nut_dead", _CTX, "tables, ordered = _tables_of(uniq[lo:hi], dead, holdem, low)",
     "tables, ordered = _tables_of(uniq[lo:hi], [], holdem, low)", PQL,
     "nutHi counts hands made of dead cards"),
    ("i45.pql_outs_dead", _CTX, "board])) | np.uint64(self.dead_mask)", "board]))", PQL,
     "outs counted among the dead cards"),
    ("i45.pql_ties_lo", _FUNCS, "    best, n = _lo_wins(c, p)\n    return best & (n > 1)",
     "    best, n = _lo_wins(c, p)\n    return best & (n >= 1)", PQL, "tiesLo true on an outright low"),
    ("i45.pql_min_type", _FUNCS, "return category(c.hi(p, street)) >= t", "return category(c.hi(p, street)) > t",
     PQL, "minHandType is strictly better than the type"),
    ("i45.pql_best_rating", _FUNCS, "return c.hi(p, street) == c.all_hi(street).min(axis=1)",
     "return c.hi(p, street) == c.all_hi(street).max(axis=1)", PQL, "bestHiRating finds the worst hand"),
    ("i45.pql_overpair", _FUNCS, "return top_rank(pairs) > top_rank(rank_set(c.board(street)))",
     "return top_rank(pairs) >= top_rank(rank_set(c.board(street)))", PQL, "a set counted as an overpair"),
    ("i45.pql_flushing", _FUNCS, "return suit_counts(c.board(street)).max(axis=1) >= 3",
     "return suit_counts(c.board(street)).max(axis=1) >= 2", PQL, "a two-flush board called flushing"),
    ("i45.pql_rainbow", _FUNCS, "return _suit_count(c, street) == STREET_CARDS[street]",
     "return _suit_count(c, street) >= 3", PQL, "a turn or river with three suits called rainbow"),
    ("i45.pql_intersections", _FUNCS, "return _POPCOUNT[rank_set(c.hole(p)) & rank_set(c.board(street))]",
     "return _POPCOUNT[rank_set(c.hole(p)[:, :2]) & rank_set(c.board(street))]", PQL,
     "handBoardIntersections reads only the first two hole cards (Omaha)"),
    ("i45.pql_flop_pair_order", _FUNCS, "[7, 6, 5, 4, 3, 2], 1)", "[7, 6, 4, 5, 3, 2], 1)", PQL,
     "floppocket12 and flopsecondpair swapped in the order"),
    # --- the hand database: facts, statistics, all-in EV ----------------------------------
    ("i45.facts_cbet_opener", _FACTS, "if seat == last_raiser and not cbet_done:",
     "if seat == opener and not cbet_done:", STATS, "the continuation bet credited to the first raiser"),
    ("i45.facts_cbet_after_bet", _FACTS, "                if not flop_bet:\n", "                if True:\n",
     STATS, "a bet before the preflop raiser still gives a continuation-bet chance"),
    ("i45.facts_saw_flop_no_flop", _FACTS, "f.saw_flop = int(flop_dealt and f.seat not in folded_preflop)",
     "f.saw_flop = int(f.seat not in folded_preflop)", STATS, "a hand won preflop counts as a flop seen"),
    ("i45.facts_showdown_folded", _FACTS, "        if at_showdown and live[f.seat]:\n",
     "        if at_showdown:\n", STATS, "a hand that went to showdown counts as one for the players who folded"),
    ("i45.facts_won_profit", _FACTS, "f.won_showdown = int(won > 0)", "f.won_showdown = int(won > f.put_in)",
     STATS, "W$SD counts only showdowns won at a profit (a quarter pot is a win)"),
    ("i45.stats_wsd_den", _STATS, 'return self._pct("won_showdown", "showdown")',
     'return self._pct("won_showdown", "saw_flop")', STATS, "W$SD out of flops seen"),
    ("i45.stats_cbet_den", _STATS, 'return self._pct("cbet", "cbet_chance")', 'return self._pct("cbet", "saw_flop")',
     STATS, "continuation bets out of flops seen"),
    ("i45.stats_3bet_den", _STATS, 'return self._pct("three_bet", "three_bet_chance")',
     'return self._pct("three_bet")', STATS, "3-bet out of hands"),
    ("i45.stats_f3b_den", _STATS, 'return self._pct("fold_to_three_bet", "fold_to_three_bet_chance")',
     'return self._pct("fold_to_three_bet", "three_bet_chance")', STATS, "fold to 3-bet out of 3-bet chances"),
    ("i45.stats_wtsd_den", _STATS, 'return self._pct("showdown", "saw_flop")', 'return self._pct("showdown")',
     STATS, "WTSD out of hands"),
    ("i45.stats_aggression", _STATS, 'return self.counts["postflop_aggressive"] / calls if calls else None',
     'return self.counts["postflop_aggressive"] / (calls + self.counts["postflop_aggressive"]) if calls else None',
     STATS, "aggression factor read as aggression frequency"),
    ("i45.stats_bb_per_100", _STATS, "return 100.0 * self.net_bb / self.hands if self.hands else None",
     "return 100.0 * self.net / self.hands if self.hands else None", STATS, "bb/100 in chips"),
    ("i45.stats_ev_bb", _STATS, "return 100.0 * self.ev_bb / self.hands if self.hands else None",
     "return 100.0 * self.net_bb / self.hands if self.hands else None", STATS, "EV bb/100 without the EV"),
    ("i45.db_counts_offset", _DB, "sums_of = dict(zip(SUMMED, row[len(keys):len(keys) + len(SUMMED)]))",
     "sums_of = dict(zip(SUMMED, row[len(keys) - 1:len(keys) + len(SUMMED) - 1]))",
     DATABASE, "the SQL statistics read one column off"),
    ("i45.db_ev_columns", _DB, "net_bb=sums_of[\"net_bb\"], ev_won=sums_of[\"ev_won\"], ev_bb=sums_of[\"ev_bb\"],",
     "net_bb=sums_of[\"net_bb\"], ev_won=sums_of[\"ev_bb\"], ev_bb=sums_of[\"ev_won\"],", DATABASE, "all-in EV won and its bb swapped"),
    ("i45.allin_ev_sign", _FACTS, "f.net + value - allin.actual[f.seat]", "f.net - value + allin.actual[f.seat]",
     ALLIN, "the all-in adjustment's sign"),
    ("i45.allin_folded_cards", _ALLIN, "dead = [c for s, cards in known.items() if s not in seats for c in cards]",
     "dead = [c for s, cards in known.items() if s not in seats and s in seats for c in cards]", ALLIN,
     "a folded player's known cards left in the deck"),
    ("i45.allin_not_net", _ALLIN, "num = {s: -committed[s] for s in range(n)}", "num = {s: 0 for s in range(n)}",
     ALLIN, "the EV is the pot share, not net of what was put in"),
    # --- breakdowns as ranges ---------------------------------------------------------------
    ("i45.breakdown_range_weights", _BREAK, ".hands[keep]))] = self.weights[keep]", ".hands[keep]))] = 1",
     BREAKDOWN, "a category as a range loses its weights"),
    ("i45.breakdown_weighted_flag", _BREAK, 'weighted = bool(getattr(self.source, "weighted", False))',
     "weighted = False", BREAKDOWN, "a category of a weighted range given back as unweighted"),
    ("i45.breakdown_share_count", _BREAK,
     "return float(self.weights[keep].sum()) / self.total_weight if self.total_weight else 0.0",
     "return float(keep.sum()) / len(self.hands) if self.total_weight else 0.0", BREAKDOWN,
     "a category's share counted in hands, not weight"),
    ("i45.breakdown_source_weights", _BREAK, "rows, np.asarray(left.weights), found)",
     "rows, np.ones(len(rows), dtype=np.int64), found)", BREAKDOWN, "the breakdown drops the range's weights"),
    # --- percent orderings by game and seats ----------------------------------------------------
    ("i45.order_evolution_hilo", _ORDER, "    return load_evolution(game, six_handed, hilo)",
     "    return load_evolution(game, six_handed, False)", ORDERINGS, "a Hi-Lo percent range cut by the high one"),
    ("i45.order_evolution_seats", _ORDER, "    return load_evolution(game, six_handed, hilo)",
     "    return load_evolution(game, False, hilo)", ORDERINGS, "N%6h cut by the full-ring ordering"),
    ("i45.order_file_seats", _ORDER, "{'6h' if six_handed else 'ring'}.npz", "{'ring' if six_handed else '6h'}.npz",
     ORDERINGS, "full ring and six-handed files swapped"),
    ("i45.percent_six_handed", _PERCENT, "return percent_ordering(game, six_handed=six_handed, hilo=hilo)",
     "return percent_ordering(game, six_handed=False, hilo=hilo)", ORDERINGS, "N%6h cut as N%"),
    ("i45.pql_range_hilo", _PLAN, "            r = Range(text, game, hilo=hilo)", "            r = Range(text, game)",
     ORDERINGS, "a PQL Hi-Lo game cuts its percent ranges by the high ordering"),
    # --- range against range ------------------------------------------------------------
    ("i45.rvr_mean_incompatible", "omaha_eval/equity_engine/per_hand.py",
     "w = self.weights.astype(np.float64) * self.compatible.astype(np.float64)",
     "w = self.weights.astype(np.float64)", RVR, "a hand's mean counts hands no opponent hand is compatible with"),
    ("i45.rvr_sides", "omaha_eval/equity_engine/versus.py", "return sides[0], sides[1], sum(cells)",
     "return sides[1], sides[0], sum(cells)", RVR, "the queried range and the other swapped"),
    # --- the class table ------------------------------------------------------------------
    ("i45.class_rest_pairs", "src/oe_class_places.c", "            int best = rest;", "            int best = 0xFF;",
     CLASSES, "a class's place ignores the pairs among its other ranks"),
    # --- double boards ---------------------------------------------------------------------
    ("i45.double_second_known", _DOUBLE, "self.known = card_mask(first) | card_mask(second) | card_mask(dead)",
     "self.known = card_mask(first) | card_mask(dead)", DOUBLE, "a hand holding a card of the second board is dealt"),
    ("i45.double_tie_twice", _DOUBLE, "tie = one[TIE] + two[TIE] - v[11]", "tie = one[TIE] + two[TIE]", DOUBLE,
     "a tie on both boards counted twice"),
    ("i45.double_weights", _DOUBLE, "weights = [1] * r.n if r.weights is None else [int(w) for w in r.weights]",
     "weights = [1] * r.n", DOUBLE, "double-board equity ignores the range weights"),
    # --- site headers ---------------------------------------------------------------------
    ("i45.header_level_cash", _HEADER, 'level.group(1) if level and tournament else ""',
     'level.group(1) if level else ""', HEADERS, "a cash game's 'Level' word read as a tournament level"),
    ("i45.header_seconds", _HEADER, "        if len(clock) <= 5:\n", "        if len(clock) < 5:\n", HEADERS,
     "a time written without seconds (09:05) left without them"),
    ("i45.header_day_month", _HEADER, 'return f"{year}-{int(month):02d}-{int(day):02d}"',
     'return f"{year}-{int(day):02d}-{int(month):02d}"', HEADERS, "day and month swapped"),
    ("i45.header_day_pad", _HEADER, 'return f"{year}-{int(month):02d}-{int(day):02d}"',
     'return f"{year}-{month}-{day}"', HEADERS, "a one-digit month or day left unpadded (2021-3-7)"),
    ("i45.header_seat_count", _HEADER, "int(table.group(2)) if table and table.group(2) else 0",
     "int(table.group(2)) if table and table.group(2) else 9", HEADERS, "a table line without N-max taken as 9-max"),
]
