"""The README's commands as a new user runs them (issue 52: the tour once
failed on its second line because `pip install .` brought no numpy).

In a fresh venv made by this interpreter, from a copy of the source tree
and with every other step run outside it: the README's first command
verbatim; the tour and each command-line line against the installed
package with nothing else installed (a line that needs an extra must say
which, not fail with a traceback); then the install half of the README's
test command, which must not rebuild the extension; and
tests/test_readme.py run by the venv's pytest against the installed
package. pip may use its cache and PyPI. Several minutes (a build of the
C core): marked slow, and run only where OMAHA_EVAL_FRESH_INSTALL=1 (CI
sets it): the README's own `pytest -n auto` should not build the package a
second time and reach the network behind a newcomer's back."""
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from test_readme import README, blocks, commands

ROOT = README.parent
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (ROOT / "setup.py").exists() or not README.exists(),
                       reason="needs the source tree (setup.py, README.md)"),
    pytest.mark.skipif(os.environ.get("OMAHA_EVAL_FRESH_INSTALL", "") in ("", "0"),
                       reason="builds the package in a fresh venv: set OMAHA_EVAL_FRESH_INSTALL=1 (CI does)"),
]
# what a checkout has that a fresh clone has not (builds, venvs, caches)
LEFT_OUT = shutil.ignore_patterns(".git", "build", "dist", ".venv*", "__pycache__", "*.so", "*.pyd", "*.o",
                                  "*.egg-info", ".hypothesis", ".pytest_cache", "_build", "node_modules",
                                  "_core.c", "_core.html", "*.sqlite", "ckpt", "findings")
# a README line that needs an extra the first command does not install (Dask, pyarrow, matplotlib):
# it must stop with a message saying what to install, not a traceback
NEEDS_AN_EXTRA = ("--scheduler", ".parquet", "--plot")


def run(line, cwd, env, timeout=1800):
    out = subprocess.run(["bash", "-c", line], cwd=cwd, env=env, capture_output=True, text=True,
                         timeout=timeout)
    return out.returncode, out.stdout + out.stderr


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """(the copy of the source, a folder outside it, the venv's environment)."""
    base = tmp_path_factory.mktemp("fresh")
    source, elsewhere = base / "omaha-eval", base / "elsewhere"
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    elsewhere.mkdir()
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    # (OMAHA_EVAL_REQUIRE_ALL off: the venv has no plot extra, and its skip is not this run's to fail)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "OMAHA_EVAL_REQUIRE_ALL")}
    env["PATH"] = str(bindir) + os.pathsep + env.get("PATH", "")
    env["VIRTUAL_ENV"] = str(venv)
    return source, elsewhere, env


def test_the_readme_from_a_fresh_venv(fresh):
    source, elsewhere, env = fresh
    first, test_command = [b.strip() for b in blocks("bash")[:2]]

    # 1. the README's first command, as written, in the (copied) clone
    code, out = run(first, source, env)
    assert code == 0, out[-3000:]
    assert "Two pair, aces and kings" in out

    # 2. the tour with only what `pip install .` brought
    code, out = run(f"python -c {shlex.quote(blocks('python')[0])}", elsewhere, env)
    assert code == 0, out[-3000:]
    assert "wrap straight draw, 20 outs" in out

    # 3. each command-line line; the hand-history lines on the shipped samples and a fresh database
    code, samples = run("python -c 'from omaha_eval.engine.histories.samples import sample_path; "
                        "print(sample_path())'", elsewhere, env)
    assert code == 0, samples
    for line in commands():
        line = line.replace("~/HandHistories", shlex.quote(samples.strip()))
        code, out = run(line, elsewhere, env)
        if any(option in line for option in NEEDS_AN_EXTRA):
            assert code == 2 and " needs " in out and "pip install" in out and "Traceback" not in out, \
                (line, out[-3000:])
        else:
            assert code == 0 and out.strip(), (line, out[-3000:])

    # 4. the install half of the README's test command: no second build of the package
    install, _, pytest_part = test_command.partition(" && ")
    assert pytest_part.startswith("pytest"), test_command
    code, out = run(install, source, env)
    assert code == 0, out[-3000:]
    assert "Building wheel for omaha" not in out and "Requirement already satisfied: omaha-eval" in out, out[-3000:]

    # 5. the README's own test, by the venv's pytest, against the installed package
    code, out = run(f"pytest -q -p no:cacheprovider {shlex.quote(str(source / 'tests' / 'test_readme.py'))}",
                    elsewhere, env)
    assert code == 0, out[-3000:]
    assert " passed" in out and " failed" not in out
