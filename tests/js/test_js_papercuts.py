"""js/test/papercuts.test.mjs on its own (it also runs in the whole node
suite, tests/js/test_js.py): card forms, winners/compare, Python's
rounding, lowName, options, refusals and estimates, Range. A quick target
for the mutants of tests/mutation/mutants_issue54_js.py."""
from __future__ import annotations

import subprocess

from .jsenv import JS


def test_papercuts_node_file(wasm, node):
    run = subprocess.run([node, "--test", "test/papercuts.test.mjs"], cwd=JS, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    assert "# fail 0" in run.stdout
