"""docs/c-core.md's module table names every C module in src/ (each
``src/oe_*.c`` by its stem, in backticks, in a row's first cell) and no
module that is gone, so the contributors' map
of the C core cannot fall behind it again. Checked on a planted listing
too: a module missing from the text, and a stale one, each fail."""
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOC, SRC = ROOT / "docs" / "c-core.md", ROOT / "src"

pytestmark = pytest.mark.skipif(not (DOC.is_file() and SRC.is_dir()), reason="needs the source tree")


def named(text):
    """The C modules the table's rows name in their first cell: `oe_x` or
    `oe_x.c` (a header, `oe_x.h`, is not a module)."""
    cells = [line.split("|")[1] for line in text.splitlines() if line.startswith("|") and line.count("|") > 2]
    return {name for cell in cells for name in re.findall(r"`(oe_[a-z0-9_]+)(?:\.c)?`", cell)}


def problems(text, modules):
    found = named(text)
    return [f"{m}: in src/ but not in docs/c-core.md" for m in sorted(modules - found)] + \
        [f"{m}: named in docs/c-core.md but not in src/" for m in sorted(found - modules)
         if not (SRC / f"{m}.h").is_file()]


def test_every_c_module_is_described_and_every_name_exists():
    modules = {p.stem for p in SRC.glob("oe_*.c")}
    assert modules, "no C modules found"
    assert not problems(DOC.read_text(encoding="utf-8"), modules)


def test_the_check_sees_a_missing_and_a_stale_module():
    assert problems("| `oe_cards` | ... |", {"oe_cards", "oe_rvr"}) == ["oe_rvr: in src/ but not in docs/c-core.md"]
    assert problems("| `oe_cards`, `oe_gone.c` | ... `oe_function` |", {"oe_cards"}) == \
        ["oe_gone: named in docs/c-core.md but not in src/"]
