"""The command line imports only what the chosen subcommand needs
(issue 52: `omaha-eval eval` once loaded 89 modules from all 8 subcommand
packages). Checked through sys.modules in a fresh interpreter, not by
timing; bench/cli_startup.py measures the time."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import omaha_eval
from omaha_eval.cli import SUBCOMMANDS

# beside the package this process imported, not in the source tree (no built core in CI)
PACKAGE_PARENT = Path(omaha_eval.__file__).resolve().parents[1]


def modules_after(argv):
    """The omaha_eval modules (and numpy, if loaded) after main(argv)."""
    code = ("import sys, json, contextlib, io\n"
            "from omaha_eval.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n"
            f"        main({argv!r})\n"
            "    except SystemExit:\n"   # --help
            "        pass\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('omaha_eval', 'numpy')))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE_PARENT)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout))


def test_eval_loads_the_evaluator_and_nothing_else():
    loaded = modules_after(["eval", "AhAd7c2s", "KsKd7h3c2d"])
    allowed = {"omaha_eval", "omaha_eval._version", "omaha_eval.evaluate", "omaha_eval.cli", "omaha_eval.cli.args",
               SUBCOMMANDS["eval"][0]}
    extra = {m for m in loaded if m not in allowed and not m.startswith("omaha_eval.core.")
             and m != "omaha_eval.core"}
    assert not extra, sorted(extra)
    assert "omaha_eval.core._core" in loaded


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_each_subcommand_imports_no_other_subcommands_module(name):
    loaded = modules_after([name, "--help"])
    own = SUBCOMMANDS[name][0]
    others = {module for module, _ in SUBCOMMANDS.values()} - {own, "omaha_eval.cli"}
    assert own in loaded
    assert not loaded & others, sorted(loaded & others)


def test_help_lists_every_subcommand(capsys):
    from omaha_eval.cli import main

    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out


@pytest.mark.parametrize("argv, message", [
    (["no-such-command"], "invalid choice: 'no-such-command'"),
    ([], "the following arguments are required: COMMAND"),
])
def test_an_unknown_or_missing_subcommand_lists_them_all(argv, message, capsys):
    from omaha_eval.cli import main

    with pytest.raises(SystemExit):
        main(argv)
    err = capsys.readouterr().err
    assert message in err
    if argv:
        assert all(name in err for name in SUBCOMMANDS)
