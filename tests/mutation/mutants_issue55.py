"""Mutants of issue 55: the ICM kernel (src/oe_icm.c) and its Python face
(omaha_eval/icm/). Plain tuples (id, file, snippet, replacement, test
files, what the bug means), made into ``Mutant``s by mutants.py."""

ICM = ("tests/icm/test_models.py", "tests/icm/test_decisions.py")
_C = "src/oe_icm.c"
SD = ("tests/shortdeck/test_evaluator.py", "tests/shortdeck/test_equity.py")
_SD = "src/oe_shortdeck.c"

MUTANTS = [
    ("i55.icm_exact_push_last", _C, "        if (place + 1 < paid) {",
     "        if (place + 2 < paid) {", ICM,
     "the subset program stops one place early (the last paid place gets too little)"),
    ("i55.icm_exact_left", _C, "        uint32_t rest = ~m & (full - 1);\n        double scale = p / chips[rest];",
     "        uint32_t rest = ~m & (full - 1);\n        double scale = p / chips[full - 1];", ICM,
     "the next finisher drawn by share of all chips, not of those still in play"),
    ("i55.icm_light_ratio", _C, "        ratio[i] = r->a[i] >= r->b[i] ? r->b[i] / r->a[i] : 0;",
     "        ratio[i] = r->a[i] >= r->b[i] ? r->a[i] / r->b[i] : 0;", ICM,
     "dividing a light player's factor out with the ratio upside down"),
    ("i55.icm_heavy_backward", _C, "            W[j - 1] = (H[j] - a * W[j]) / b;",
     "            W[j - 1] = (H[j] - b * W[j]) / b;", ICM,
     "a heavy player's factor divided out with the wrong coefficient"),
    ("i55.icm_tail", _C, "    while (tail(&r, exp(hi)) > 1e-17 && hi < 700)",
     "    while (tail(&r, exp(hi)) > 1e-3 && hi < 700)", ICM,
     "the integral stops while a thousandth of the paid places' mass is still to come"),
    ("i55.icm_sample_place", _C, "            counts[(size_t)who * paid + place]++;\n            sum[who] += prizes[place];",
     "            counts[(size_t)who * paid + place]++;\n            sum[who] += prizes[paid - 1 - place];", ICM,
     "Monte Carlo pays the places in reverse"),
    ("i55.icm_bounty_owner", "omaha_eval/icm/model.py", "        equities = equities + np.asarray(b)",
     "        equities = equities + np.asarray(b)[::-1]", ("tests/icm/test_properties.py",),
     "bounties added to the wrong players"),
    ("i55.allin_pot", "omaha_eval/icm/decisions.py", "    pot = 2 * matched + dead", "    pot = 2 * matched", ICM,
     "the blinds and antes already in are left out of the pot"),
    ("i55.allin_fold_posted", "omaha_eval/icm/decisions.py", "    folded[shover] += sum(put)",
     "    folded[shover] += sum(put) - put[caller]", ICM,
     "a fold leaves the folder's blind with them"),
    ("i55.chipchop_floor", "omaha_eval/icm/deals.py", "    rest = sum(p) - floor * len(s)", "    rest = sum(p) - floor", ICM,
     "chip chop hands out the floor once, not to every player"),
    ("i55.payouts_too_many", "omaha_eval/icm/inputs.py", "    if len(out) > players:", "    if len(out) > players + 1:",
     ICM, "one paid place more than players accepted"),
    # --- Short Deck ---------------------------------------------------------------------
    ("i55.sd_rules_swap", _SD, "        return v < TRIPS_FIRST + NSTRAIGHTS ? v + (STRAIGHT_FIRST - TRIPS_FIRST) : v - NSTRAIGHTS;",
     "        return v < TRIPS_FIRST + NSTRAIGHTS ? v + (STRAIGHT_FIRST - TRIPS_FIRST) : v - NSTRAIGHTS + 1;", SD,
     "under straights-beat-trips, each set of trips named as the next lower one"),
    ("i55.sd_flush_bit", _SD, "            mask |= 1 << ((c[i] >> 2) - 4);", "            mask |= 1 << ((c[i] >> 2) - 3);", SD,
     "a flush's ranks read one rank off"),
    ("i55.sd_row_size", _SD, "    const uint16_t *row = n == 7 ? oe_sd_row7 : n == 6 ? oe_sd_row6 : oe_sd_row5;",
     "    const uint16_t *row = n == 7 ? oe_sd_row7 : n == 6 ? oe_sd_row7 : oe_sd_row5;", SD,
     "six cards looked up in the seven-card rows"),
    ("i55.sd_check_deck", _SD, "        if (cards[i] < OE_SD_FIRST_CARD || cards[i] > 51 || (seen >> cards[i] & 1))",
     "        if (cards[i] < 4 || cards[i] > 51 || (seen >> cards[i] & 1))", SD,
     "the deuces are refused but the threes to fives let in"),
    ("i55.sd_tie_share", _SD, "    double share = 1.0 / winners;", "    double share = 1.0 / (winners + (winners > 1));", SD,
     "a split pot paid short"),
    ("i55.sd_runout_deck", _SD, "    uint64_t used = dead | 0xFFFFull;   /* the deuces to fives are not in the deck */",
     "    uint64_t used = dead | 0xFFFull;   /* the deuces to fives are not in the deck */", SD,
     "Monte Carlo deals fives (the exact runouts start at the six regardless)"),
    ("i55.sd_best_last", _SD, "                    for (int e = d + 1; e < n; e++) {", "                    for (int e = d + 1; e < n - 1; e++) {",
     SD, "best_hand never uses the last card"),
]
