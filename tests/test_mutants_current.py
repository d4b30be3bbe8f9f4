"""The mutation list (tests/mutation/mutants.py) stays aimed at the code.

run.py skips a mutant whose snippet no longer occurs exactly once in its
file (the code moved on) and reports it as stale, not as a failure, so
stale mutants used to pile up silently and test nothing. This fails as soon
as one is: re-aim it at the code that now does the same job, or drop it.
A mutant's test file that no longer exists would make pytest fail on the
mutant and count it killed, so those are checked too."""
import importlib.util
import sys
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MUTATION = ROOT / "tests" / "mutation" / "mutants.py"

# the wheel and sdist jobs run the tests without the package source (src/,
# omaha_eval/): the mutants have nothing to be checked against there
pytestmark = pytest.mark.skipif(not ((ROOT / "src").is_dir() and (ROOT / "omaha_eval").is_dir()
                                     and MUTATION.is_file()),
                                reason="needs the source tree (src/, omaha_eval/)")


@lru_cache(maxsize=None)
def _load():
    """mutants.py by path (tests/mutation is not a package); registered
    while it runs, as its dataclass needs its module in sys.modules."""
    name = "oe_mutation_list"
    spec = importlib.util.spec_from_file_location(name, MUTATION)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def _problems(mutant):
    path = ROOT / mutant.file
    if not path.is_file():
        return [f"{mutant.id}: file {mutant.file} does not exist"]
    found = []
    count = path.read_text(encoding="utf-8").count(mutant.find)
    if count != 1:
        found.append(f"{mutant.id}: snippet {mutant.find!r} occurs {count} times in {mutant.file}, expected once")
    if mutant.replace == mutant.find:
        found.append(f"{mutant.id}: the replacement is the snippet itself")
    found += [f"{mutant.id}: test file {t} does not exist" for t in mutant.tests if not (ROOT / t).is_file()]
    return found


def test_every_mutant_snippet_occurs_exactly_once_in_its_file():
    mutants = _load()
    listed = list(mutants.MUTANTS) + [mutant for mutant, _why in mutants.EQUIVALENT]
    problems = [p for mutant in listed for p in _problems(mutant)]
    assert not problems, "stale mutants (tests/mutation/mutants.py):\n" + "\n".join(problems)


def test_mutant_ids_are_unique():
    mutants = _load()
    ids = [mutant.id for mutant in mutants.MUTANTS] + [mutant.id for mutant, _why in mutants.EQUIVALENT]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
