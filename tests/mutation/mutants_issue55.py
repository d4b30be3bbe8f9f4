"""Mutants of issue 55: the ICM kernel (src/oe_icm.c) and its Python face
(omaha_eval/icm/). Plain tuples (id, file, snippet, replacement, test
files, what the bug means), made into ``Mutant``s by mutants.py."""

ICM = ("tests/icm/test_models.py", "tests/icm/test_decisions.py")
_C = "src/oe_icm.c"

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
    ("i55.allin_pot", "omaha_eval/icm/allin.py", "    pot = 2 * matched + dead", "    pot = 2 * matched", ICM,
     "the blinds and antes already in are left out of the pot"),
    ("i55.allin_fold_posted", "omaha_eval/icm/allin.py", "    folded[shover] += sum(put)",
     "    folded[shover] += sum(put) - put[caller]", ICM,
     "a fold leaves the folder's blind with them"),
    ("i55.chipchop_floor", "omaha_eval/icm/deal.py", "    rest = sum(p) - floor * len(s)", "    rest = sum(p) - floor", ICM,
     "chip chop hands out the floor once, not to every player"),
    ("i55.payouts_too_many", "omaha_eval/icm/inputs.py", "    if len(out) > players:", "    if len(out) > players + 1:",
     ICM, "one paid place more than players accepted"),
]
