"""Mutants of issue 54's last leftovers: JavaScript's single-hand calls
passing cards to wasm packed six bits a card (js/src/cards.js), oe.version
as the project's one version (js/src/index.js), and a double board's plan
in C (oe_plan_double_make, src/oe_plan.c). Caught by node's papercuts file
(random deals of every form against the worded path), the version test and
the double-board plan's reference test. Plain tuples (id, file, snippet,
replacement, test files, what the bug means), made into ``Mutant``s by
mutants.py; JavaScript needs no build of its own."""

PAPERCUTS = ("tests/js/test_js_papercuts.py",)
VERSIONS = ("tests/js/test_versions_agree_js.py",)
DOUBLE = ("tests/equity_engine/test_double_board_plan.py",)

_PLAN = "src/oe_plan.c"

MUTANTS = [
    ("i54e.pack_text_fifth", "js/src/cards.js", "    if (n < 5) lo |= card << (6 * n);",
     "    if (n < 4) lo |= card << (6 * n);", PAPERCUTS,
     "card text's fifth card goes to the sixth card's place: a river board loses its river"),
    ("i54e.pack_list_sixth", "js/src/cards.js",
     "    if (c < 0) return -1;\n    if (i < 5) lo |= c << (6 * i);\n    else sixth = c;",
     "    if (c < 0) return -1;\n    if (i < 5) lo |= c << (6 * i);\n    else sixth = 0;", PAPERCUTS,
     "a six-card PLO hand given as an array plays 2c for its sixth card"),
    ("i54e.pack_array_unchecked", "js/src/cards.js", "    if (c > 51) return -1;",
     "    if (c > 255) return -1;", PAPERCUTS,
     "a Uint8Array byte above 51 is read as its low six bits (64 is 2c) instead of refused"),
    ("i54e.version_is_api", "js/src/index.js", "this.version = this.core.text(x.oe_wasm_project_version());",
     "this.version = this.core.text(x.oe_version());", VERSIONS,
     "oe.version reports the C API's ABI version again, not the project's"),
    ("i54e.double_chunk", _PLAN, "set_chunks(out, deals, OE_PLAN_DOUBLE_TRIALS_PER_CHUNK);",
     "set_chunks(out, deals, OE_PLAN_TRIALS_PER_CHUNK);", DOUBLE,
     "a double board takes a single board's chunk: every seeded answer past 16,384 deals moves"),
    ("i54e.double_exact_tuples", _PLAN, "in->tuples <= OE_PLAN_DOUBLE_EXACT_TUPLES",
     "in->tuples < OE_PLAN_DOUBLE_EXACT_TUPLES", DOUBLE, "400 combinations of hands are sampled, not exact"),
    ("i54e.double_exact_trials", _PLAN, "(in->trials == 0 || exact_deals <= in->trials)",
     "(in->trials == 0 || exact_deals < in->trials)", DOUBLE,
     "trials equal to the exact deals sample instead of counting every deal"),
    ("i54e.double_limit", _PLAN, "    if (out->seconds > OE_PLAN_MAX_SAMPLED_SECONDS)\n        out->refused",
     "    if (out->seconds > 2 * OE_PLAN_MAX_SAMPLED_SECONDS)\n        out->refused", DOUBLE,
     "double-board Monte Carlo of up to two days is accepted"),
]
