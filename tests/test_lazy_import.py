"""`import omaha_eval` stays cheap: what only some calls need (thread pools,
secrets, numpy, the rules engine, the equity code) is imported on first use.
Checked in a fresh interpreter, through sys.modules."""
import json
import os
import subprocess
import sys

import pytest

import omaha_eval
import omaha_eval as oe

NOT_AT_IMPORT = ["concurrent.futures", "secrets", "numpy", "omaha_eval.engine",
                 "omaha_eval.equity_engine.calculator", "omaha_eval.showdown", "omaha_eval.batch"]


def modules_after(code: str) -> set:
    probe = f"import sys, json\n{code}\nprint(json.dumps(sorted(sys.modules)))"
    # run beside the imported package, not in the source tree (which has no built core in CI)
    where = os.path.dirname(os.path.dirname(os.path.abspath(omaha_eval.__file__)))
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=where)
    return set(json.loads(out.stdout))


def test_import_leaves_the_heavy_modules_alone():
    loaded = modules_after("import omaha_eval")
    assert "omaha_eval.core._core" in loaded
    assert not loaded & set(NOT_AT_IMPORT), sorted(loaded & set(NOT_AT_IMPORT))


def test_evaluating_a_hand_needs_none_of_them():
    loaded = modules_after("import omaha_eval as oe; oe.evaluate('AhAd7c2s', 'KsKd7h3c2d'); oe.Deck(seed=1).deal(4)")
    assert not loaded & set(NOT_AT_IMPORT), sorted(loaded & set(NOT_AT_IMPORT))


@pytest.mark.parametrize("name, module", [
    ("equity", "omaha_eval.equity_engine.calculator"), ("equity_each", "omaha_eval.equity_engine.each"),
    ("EquityResult", "omaha_eval.equity_engine.results"), ("PlayerEquity", "omaha_eval.equity_engine.results"),
    ("EachResult", "omaha_eval.equity_engine.results"), ("settle", "omaha_eval.showdown"),
    ("Pot", "omaha_eval.showdown"), ("ShowdownResult", "omaha_eval.showdown"),
])
def test_lazy_names_resolve_to_the_real_objects(name, module):
    value = getattr(oe, name)
    assert value.__module__ == module
    assert name in dir(oe) and name in oe.__all__
    loaded = modules_after(f"from omaha_eval import {name}")
    assert module in loaded


def test_batch_is_the_module():
    pytest.importorskip("numpy")
    import omaha_eval.batch

    assert oe.batch is omaha_eval.batch


def test_unknown_names_still_raise_attribute_error():
    with pytest.raises(AttributeError, match="no_such_thing"):
        oe.no_such_thing  # noqa: B018
    with pytest.raises(AttributeError, match="Nope"):
        import omaha_eval.core.cards as cards

        cards.Nope  # noqa: B018


def test_cards_like_alias_still_importable():
    from omaha_eval.core.cards import CardsLike

    assert "Iterable" in repr(CardsLike)
