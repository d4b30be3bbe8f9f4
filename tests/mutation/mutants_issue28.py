"""Mutants of issue 28: the hand-history readers and writers, the engine's
forced bets, copies and multi-run boards, the weighted samplers, and the
orderings' save and load. Plain tuples (id, file, snippet, replacement,
test files, what the bug means), made into ``Mutant``s by mutants.py, so
this file imports nothing and merges apart from the main list."""

SITES = ("tests/engine/test_sites_posts.py", "tests/engine/test_sites.py")
PHH = ("tests/engine/test_sites_posts.py", "tests/engine/test_phh.py", "tests/engine/test_engine_edges.py",
       "tests/engine/test_forced_variety.py")
OHH = ("tests/engine/test_sites_posts.py", "tests/engine/test_ohh.py", "tests/engine/test_forced_variety.py")
FORCED = ("tests/engine/test_engine_edges.py", "tests/engine/test_sites_posts.py", "tests/engine/test_forced_bets.py",
          "tests/engine/test_forced_variety.py")
COPIES = ("tests/engine/test_engine_edges.py", "tests/engine/test_state.py")
RUNS = ("tests/engine/test_engine_edges.py", "tests/engine/test_state.py", "tests/engine/test_forced_variety.py")
WEIGHTS = ("tests/equity_engine/test_weighted_sampling.py",)
BOARD_RANGES = ("tests/equity_engine/test_range_vs_range.py",)
DEAL_SAMPLER = ("tests/pql/test_deal_sampler.py",)
DISTRIBUTION = ("tests/analysis/test_distribution_weights.py", "tests/analysis/test_distribution.py")
ORDERINGS = ("tests/tables/test_ordering_files.py",)

_SITES_PY = "omaha_eval/engine/histories/sites.py"
_PHH_PY = "omaha_eval/engine/histories/phh.py"
_OHH_PY = "omaha_eval/engine/histories/ohh.py"
_CHIPS_PY = "omaha_eval/engine/histories/chips.py"
_FORCED_PY = "omaha_eval/engine/forced.py"
_DEALING_PY = "omaha_eval/engine/dealing.py"
_SETTLE_PY = "omaha_eval/engine/settlement.py"
_HAND_PY = "omaha_eval/engine/hand.py"
_STATE_PY = "omaha_eval/engine/hand_data.py"
_ORDER_PY = "omaha_eval/ranges/orderings/ordering.py"

MUTANTS = [
    # --- PokerStars / GGPoker text: the rarer forced posts, decimals, results ------------------
    ("sites.sb_bb_all_live", _SITES_PY, "blinds[seat] += min(big, value)", "blinds[seat] += value", SITES,
     "'small & big blinds' posted all live (the small blind is dead)"),
    ("sites.sb_bb_small_as_big", _SITES_PY, "blinds[seat] += min(big, value)",
     "blinds[seat] += value", SITES, "'small & big blinds' posted all live (the small blind's part is dead)"),
    ("sites.missed_blind_live", _SITES_PY, 'elif kind in ("missed blind", "dead blind", "missing blind"):',
     'elif kind in ("dead blind", "missing blind"):', SITES, "a missed blind posted live"),
    ("sites.short_bb_price", _SITES_PY, "value = max(value, play.stakes[1])", "value = max(value, play.stakes[0])", SITES,
     "a big blind all-in for less sets the price at the small blind"),
    ("sites.dead_button", _SITES_PY, "self.button = before[-1] if before else len(seats) - 1",
     "self.button = before[0] if before else len(seats) - 1", SITES, "the button on the first seat, not the button's"),
    ("sites.collected_once", _SITES_PY, "play.collected[name] = play.collected.get(name, Decimal(0)) + value",
     "play.collected[name] = value", SITES, "a player's main and side pot collections not added"),
    ("sites.bet_scale", _SITES_PY,
     '                play.amounts.append(value)\n                actions.append(Action(i, seat, BET_RAISE, value))',
     '                actions.append(Action(i, seat, BET_RAISE, value))', SITES,
     "the chip scale ignores the bets' decimals"),
    ("sites.raise_by", _SITES_PY, "text = act.group(3) or act.group(2)", "text = act.group(2) or act.group(3)", SITES,
     "'raises X to Y' read as a raise to X"),
    ("sites.fees_last", _SITES_PY, "                fees += _amount(value)\n", "                fees = _amount(value)\n",
     SITES, "only the last fee of the summary counted"),
    # --- PHH -------------------------------------------------------------------------------
    ("phh.dead_read_seats", _PHH_PY, "dead={seats[i]: d for i, d in enumerate(amounts.dead) if d},",
     "dead={i: d for i, d in enumerate(amounts.dead) if d},", PHH, "dead blinds read by player number, not seat"),
    ("phh.dead_write_order", _PHH_PY, 'amounts([hand.dead.get(seat, 0) for seat in order])',
     'amounts([hand.dead.get(seat, 0) for seat in range(n)])', PHH, "dead blinds written by seat, not by player"),
    ("phh.seating_first", _PHH_PY, "first = rank[seats[0]]", "first = rank[seats[-1]]", PHH,
     "the recorded seats never match: the button put on the last seat"),
    ("phh.heads_up_blinds_write", _PHH_PY, "        antes.reverse()\n        blinds.reverse()\n    fields",
     "        antes.reverse()\n    fields", PHH, "heads-up blinds written in seat order"),
    ("phh.runs_field", _PHH_PY, 'if len(hand.boards) > 1 and not hand.double_board:\n        fields["_runs"]',
     'if len(hand.boards) > 2 and not hand.double_board:\n        fields["_runs"]', PHH, "a board run twice written as one run"),
    ("phh.runs_prefix", _PHH_PY, "prefix = board[:5 - each]", "prefix = board[:4 - each]", PHH,
     "a later run's board built from one card too few"),
    ("chips.text_digits", _CHIPS_PY, "digits = len(str(scale)) - 1", "digits = max(1, len(str(scale)) - 2)", PHH,
     "amounts written with one decimal too few"),
    ("chips.one_decimal", _CHIPS_PY, "return len(text) - point - 1 if point >= 0 else 0",
     "return len(text) - point - 1 if point >= 0 and len(text) - point > 2 else 0", SITES + ("tests/engine/test_phh.py",),
     "amounts with one decimal need no scale"),
    # --- OHH -------------------------------------------------------------------------------
    ("ohh.dead_as_blind", _OHH_PY, 'elif verb == "Post Dead":\n            dealt.dead[seat]',
     'elif verb == "Post Dead":\n            dealt.blinds[seat]', OHH, "a dead blind read as a live blind"),
    ("ohh.dealer_before", _OHH_PY, "before = [i for i, (s, _, _) in enumerate(seated) if s <= dealer]",
     "before = [i for i, (s, _, _) in enumerate(seated) if s < dealer]", OHH, "the button read one seat early"),
    ("ohh.dead_kind", _OHH_PY, 'ev.DEAD_BLIND: "Post Dead"}', 'ev.DEAD_BLIND: "Post Extra Blind"}', OHH,
     "dead blinds written as live posts"),
    # --- forced bets -----------------------------------------------------------------------
    ("forced.dead_live", _FORCED_PY, "(seat, dead[seat], ev.DEAD_BLIND, False)", "(seat, dead[seat], ev.DEAD_BLIND, True)",
     FORCED, "a dead blind counted as part of the bet"),
    ("forced.post_is_straddle", _FORCED_PY, "kind = ev.STRADDLE if amount > posted else ev.POST",
     "kind = ev.STRADDLE if amount >= posted else ev.POST", FORCED, "a post of the big blind called a straddle"),
    ("forced.first_to_act", _FORCED_PY, "return top, (seat + 1) % n", "return top, (seat + 2) % n", FORCED,
     "preflop the wrong player acts first"),
    ("forced.bb_ante_seat", _FORCED_PY, "ante_list[big] = game.ante", "ante_list[small] = game.ante", FORCED,
     "the big-blind ante posted by the small blind"),
    ("forced.post_amount", _FORCED_PY, "                blind_list[seat] = game.big_blind\n",
     "                blind_list[seat] = game.small_blind\n", FORCED, "a player coming in posts the small blind"),
    ("dealing.table_ante_layered", _DEALING_PY, "elif kind == _DEAD or table_ante:", "elif kind == _DEAD:", FORCED,
     "the big-blind ante layered into side pots"),
    ("dealing.every_ante_table", _DEALING_PY, "sum(1 for post in plan if post[2] == _ANTE) == 1",
     "sum(1 for post in plan if post[2] == _ANTE) >= 1", FORCED,
     "antes everyone posts treated as table money (not layered)"),
    ("settlement.dead_last_pot", _SETTLE_PY, "pots[0] = Pot(pots[0].amount + extra, pots[0].eligible)",
     "pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)", FORCED,
     "table money in the last side pot, not the main pot"),
    # --- copies ----------------------------------------------------------------------------
    ("state.copy_acted", _STATE_PY, '"events", "acted",', '"events",', COPIES,
     "a copy shares who has acted this round"),
    ("state.copy_bets", _STATE_PY, '_LISTS = ("stacks", "bets",', '_LISTS = ("stacks",', COPIES,
     "a copy shares the street's bets"),
    ("state.copy_status", _STATE_PY, '"committed", "status",', '"committed",', COPIES,
     "a copy shares the players' statuses"),
    ("state.copy_mucked", _STATE_PY, '"status", "mucked",', '"status",', COPIES, "a copy shares the mucks"),
    ("state.copy_shown", _STATE_PY, '_DICTS = ("shown", ', '_DICTS = (', COPIES,
     "a copy shares the shown hands"),
    ("state.copy_boards", _STATE_PY, 'new.boards = [b[:] for b in hand.boards]',
     'new.boards = hand.boards', COPIES, "a copy shares the list of run boards"),
    # --- multi-run boards ------------------------------------------------------------------
    ("hand.run_base_shared", _DEALING_PY, "hand.run, hand.board, hand.street = run, list(base), street",
     "hand.run, hand.board, hand.street = run, base, street", RUNS, "every run deals onto the same board list"),
    ("hand.run_first_board", _DEALING_PY, "hand.run, hand.board, hand.reserve = 0, hand.boards[0], 0",
     "hand.run, hand.board, hand.reserve = 0, hand.boards[-1], 0", RUNS, "the hand's board is the last run's"),
    ("settlement.run_odd_chips", _SETTLE_PY, "p.amount // runs + (run < p.amount % runs)",
     "p.amount // runs + (run <= p.amount % runs)", RUNS, "one odd chip too many over the runs"),
    ("settlement.run_parts_first", _SETTLE_PY, "p.amount // runs + (run < p.amount % runs)",
     "p.amount // runs + (run >= runs - p.amount % runs)", RUNS, "odd chips to the last runs"),
    ("dealing.run_plan", _DEALING_PY, "hand.run_plans[run - 1] if run <= len(hand.run_plans)",
     "hand.run_plans[0] if run <= len(hand.run_plans)", RUNS, "every later run dealt the second run's board"),
    # --- weighted samplers -------------------------------------------------------------------
    ("oe_rng.weighted_ge", "src/oe_rng.h", "if (cumulative[mid] > x)", "if (cumulative[mid] >= x)", WEIGHTS,
     "each weighted draw shifted by one unit of weight"),
    ("oe_rng.weighted_total", "src/oe_rng.h", "oe_rng_below(g, cumulative[n - 1])",
     "oe_rng_below(g, cumulative[n - 1] - 1)", WEIGHTS, "the last hand's weight one too small"),
    ("oe_rng.weighted_uniform", "src/oe_rng.h", "    if (!cumulative)\n        return oe_rng_below(g, n);",
     "    if (cumulative)\n        return oe_rng_below(g, n);", WEIGHTS, "weighted ranges drawn uniformly"),
    ("oe_rangeq.draw_collision", "src/oe_rangeq_sample.c", "        if (m & *used)\n            return 0;\n        *used |= m;",
     "        *used |= m;", WEIGHTS, "colliding range hands dealt together"),
    ("oe_rng.weighted_last", "src/oe_rng.h", "uint64_t lo = 0, hi = n - 1;", "uint64_t lo = 0, hi = n - 2;",
     WEIGHTS, "the last hand of a weighted range never drawn"),
    ("oe_rangeq.board_collision", "src/oe_rangeq_sample.c", "            ok = !(bm & used);\n            used |= bm;\n            known_acc = 0;",
     "            ok = 1;\n            used |= bm;\n            known_acc = 0;", BOARD_RANGES,
     "a drawn board that meets a fixed hand is kept (Omaha)"),
    ("oe_rangeq.board_weights", "src/oe_rangeq_sample.c", "oe_rng_weighted(g, job->board_cumulative, job->nlist)",
     "oe_rng_weighted(g, NULL, job->nlist)", BOARD_RANGES, "a board range's boards drawn without their weights"),
    ("oe_deals.weights", "src/oe_deals.c", "oe_rng_weighted(&g, s->cumulative, s->n)",
     "oe_rng_weighted(&g, NULL, s->n)", DEAL_SAMPLER, "PQL's sampled deals ignore the range weights"),
    ("oe_deals.redraw_one", "src/oe_deals.c",
     "            ok = !(s->masks[i] & used);\n            used |= s->masks[i];",
     "            if (s->masks[i] & used) {\n                p--;\n                continue;\n            }\n"
     "            used |= s->masks[i];", DEAL_SAMPLER, "a clash redraws only the clashing player (biased)"),
    ("players.filter_weights", "omaha_eval/equity_engine/players.py", "            kept_w.append(weights[i])",
     "            kept_w.append(weights[len(kept_w)])", WEIGHTS, "dropped hands shift the weights of the rest"),
    ("players.filter_weights_array", "omaha_eval/equity_engine/players.py",
     "np.frombuffer(weights, dtype=np.uint32)[ok]", "np.frombuffer(weights, dtype=np.uint32)[:int(ok.sum())]",
     WEIGHTS, "dropped hands shift the weights of the rest (numpy ranges)"),
    ("distribution.kept_weights", "omaha_eval/analysis/distribution.py", "kept_w = w[compatible]",
     "kept_w = w[:int(compatible.sum())]", DISTRIBUTION, "dropped hands shift the weights of the rest"),
    ("distribution.turn_weights", "omaha_eval/analysis/distribution.py",
     "float((eq[ok] * kept_w[ok]).sum() / total)", "float(eq[ok].mean())", DISTRIBUTION,
     "turn equities unweighted"),
    ("distribution.edge_bucket", "omaha_eval/analysis/distribution.py", "np.floor(self.equity * buckets + 1e-9)",
     "np.floor(self.equity * buckets - 1e-9)", DISTRIBUTION, "an equity on a bucket edge counted below it"),
    # --- orderings: save and read --------------------------------------------------------------
    ("orderings.save_truncates", _ORDER_PY, "scores = np.round(np.asarray(self.equity) * EQUITY_SCALE)",
     "scores = np.asarray(self.equity) * EQUITY_SCALE", ORDERINGS,
     "saved equities truncated, not rounded"),
    ("orderings.read_ties", _ORDER_PY, "order = np.lexsort((np.arange(table.count), -eq_units))",
     "order = np.lexsort((-np.arange(table.count), -eq_units))", ORDERINGS, "ties read back higher class first"),
    ("orderings.save_errors", _ORDER_PY, "se[self.classes] = self.std_error.astype(np.float16)",
     "se[self.classes[::-1]] = self.std_error.astype(np.float16)", ORDERINGS,
     "standard errors saved against the wrong classes"),
    ("orderings.save_seed", _ORDER_PY, '"" if self.seed is None else str(self.seed),\n', '"",\n', ORDERINGS,
     "the seed is not saved"),
    ("orderings.read_hilo", _ORDER_PY, 'hilo=hilo == "1"', 'hilo=hilo == "0"', ORDERINGS, "Hi-Lo read back as high"),
    ("orderings.from_table_ties", _ORDER_PY, "order = np.lexsort((table.cls, -eq))",
     "order = np.lexsort((-np.asarray(table.cls), -eq))", ORDERINGS, "from_table puts ties higher class first"),
]
