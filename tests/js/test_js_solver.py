"""js/test/solver.test.mjs on its own (it also runs in the whole node
suite, tests/js/test_js.py): oe.solve against the Python solver, threads,
bad input; and the freshness of its fixture, js/test/solver_golden.json.
A quick target for the mutants of tests/mutation/mutants_issue53e.py."""
from __future__ import annotations

import importlib.util
import subprocess

from .jsenv import JS, ROOT


def test_solver_golden_file_is_what_the_script_makes():
    """js/test/solver_golden.json (the Python solver's answers that oe.solve must give) is current."""
    spec = importlib.util.spec_from_file_location("make_solver_golden",
                                                  ROOT / "tests" / "js" / "make_solver_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.OUT.read_text(encoding="utf-8") == module.make(), \
        "js/test/solver_golden.json is stale: run python tests/js/make_solver_golden.py"


def test_solver_node_file(wasm, node):
    run = subprocess.run([node, "--test", "test/solver.test.mjs"], cwd=JS, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-3000:]
    assert "# fail 0" in run.stdout
