"""Mutants of issue 53, item 6's WebAssembly face: oe.solve in JavaScript
(js/src/solver.js): how it weights hands, writes the bet tree for C,
reads the strategy back, labels actions, finds the river's deal and
checks sizes. Caught by js/test/solver.test.mjs (the Python solver's
answers in js/test/solver_golden.json, the tree walk, bad input). Plain
tuples (id, file, snippet, replacement, test files, what the bug means),
made into ``Mutant``s by mutants.py; JavaScript needs no build of its own."""

SOLVER = ("tests/js/test_js_solver.py",)
_JS = "js/src/solver.js"

MUTANTS = [
    ("i53e.weights_ignored", _JS, "weights: Float32Array.from(keep, (i) => range.weights[i] / top)",
     "weights: Float32Array.from(keep, () => 1)", SOLVER,
     "every hand weighs the same: [hand, weight] pairs and range weights are dropped"),
    ("i53e.allin_flag_dropped", _JS, "t[at + 1] = allin || own ? 1 : 0;", "t[at + 1] = own ? 1 : 0;", SOLVER,
     "allin: true (the default) adds no all-in: only a size list's own \"allin\" does"),
    ("i53e.strategy_transposed", _JS, "(_, j) => flat[j * n + h]", "(_, j) => flat[h * a + j]", SOLVER,
     "the C core's action-major strategy is read hand-major: frequencies land on other hands"),
    ("i53e.label_rounded", _JS, "return `${nd.action} ${+nd.amount.toPrecision(6)}`;",
     "return `${nd.action} ${Math.round(nd.amount)}`;", SOLVER,
     "a 33% bet into 60 is labelled \"bet 20\", not Python's \"bet 19.8\""),
    ("i53e.deal_not_below", _JS, "(nodes[parent].belowDeal || nodes[parent].kind === \"deal\")",
     "nodes[parent].belowDeal", SOLVER,
     "nodes under a turn's deal are taken as above it: their strategy is asked without a river card"),
    ("i53e.equal_sizes_pass", _JS, "if (same.length && value <= same[same.length - 1][1]) {",
     "if (same.length && value < same[same.length - 1][1]) {", SOLVER,
     "\"50%, 50%\" passes as two sizes instead of being refused as out of order"),
]
