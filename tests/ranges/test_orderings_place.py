"""The shipped orderings live at or below ranges/ (DESIGN.md: data flows
down), so percent ranges load them without reaching up into tables/; the
old names under omaha_eval.tables stay the same modules; the data ships."""
import pathlib
import re

import pytest

pytest.importorskip("numpy")

ROOT = pathlib.Path(__file__).resolve().parents[2]
RANGES = ROOT / "omaha_eval" / "ranges"


def test_ranges_imports_nothing_from_above():
    upward = re.compile(r"importlib|omaha_eval\.tables|from \.\.+tables|from \.\.\.? import tables"
                        r"|omaha_eval\.(engine|analysis|cli)\b")
    for path in RANGES.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if code.strip().startswith(("import", "from")) or "import_module" in code:
                assert not upward.search(code), f"{path.relative_to(ROOT)}:{number}: {line.strip()}"


def test_tables_shows_the_orderings_that_live_below_ranges():
    # 0.1.0 is unreleased: the old module names are gone (issue 41), and
    # omaha_eval.tables' names are the ones below ranges/
    import importlib

    from omaha_eval import ranges, tables
    from omaha_eval.ranges.orderings import hand_classes

    assert tables.orderings is ranges.orderings and tables.classes is hand_classes.classes
    for old in ("orderings", "hand_classes", "ppt_format"):
        with pytest.raises(ImportError):
            importlib.import_module(f"omaha_eval.tables.{old}")


def test_the_data_is_below_ranges_and_packaged():
    from omaha_eval.ranges.orderings import DATA_DIR

    data = pathlib.Path(DATA_DIR)
    # (the installed copy's place, which is the source tree's with pip install -e .)
    assert (data.parent.parent.name, data.parent.name) == ("ranges", "orderings")
    assert len(list(data.glob("*.npz"))) >= 16
    assert "ranges/orderings/data/*.npz" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    if (ROOT / "MANIFEST.in").is_file():  # the source tree (an sdist's tests have only tests/ and pyproject)
        assert "recursive-include omaha_eval/ranges/orderings/data *.npz" in (ROOT / "MANIFEST.in").read_text(
            encoding="utf-8")


@pytest.mark.parametrize("game, why", [("omaha6", "962,988 classes"), ("courchevel", "134,459 classes")])
def test_percent_in_games_without_an_ordering_says_why(game, why):
    import omaha_eval as oe

    with pytest.raises(ValueError, match=f"no shipped evolution ordering '{game}-ring' \\({why}"):
        oe.Range("15%", game=game)
