"""Every public function speaks docs/api.md's one convention ("Argument
names"): the same thing has the same name everywhere (``opponents``, not
``vs``; ``dead``, not ``known``; ``hilo``, not ``low``; ``threads``, not
``n_threads``), ``game`` defaults to None (the game implied by the cards,
or the function's stated default) and ``hilo`` to False, and the names
that a signature holds come in the convention's order.

Public: what the packages' ``__all__`` lists (functions, and the methods
and constructors of the classes listed). The checker is tried on planted
signatures at the end.
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect

import pytest

PACKAGES = ["omaha_eval", "omaha_eval.analysis", "omaha_eval.ranges", "omaha_eval.batch", "omaha_eval.tables",
            "omaha_eval.engine", "omaha_eval.hands", "omaha_eval.pql"]

# a spelling the convention replaced -> the convention's name
FORBIDDEN = {"low": "hilo", "hi_lo": "hilo", "vs": "opponents", "villains": "opponents", "known": "dead",
             "n_threads": "threads", "nthreads": "threads", "num_threads": "threads", "workers": "threads",
             "n_trials": "trials", "samples": "trials", "rng_seed": "seed", "pool": "executor",
             "dead_cards": "dead", "show_progress": "progress"}

# the convention's order: a signature holding two names of one group holds them in this order
ORDER = [["hands", "hole", "board", "dead"], ["trials", "seed", "threads", "executor"]]


def problems(name, func):
    """What breaks the convention in ``func``'s signature."""
    try:
        params = inspect.signature(func).parameters
    except (TypeError, ValueError):  # a builtin without a signature
        return []
    found = []
    for p in params.values():
        if p.name in FORBIDDEN:
            found.append(f"{name}({p.name}=): the convention says {FORBIDDEN[p.name]}=")
    if "game" in params and params["game"].default is not inspect.Parameter.empty \
            and params["game"].default is not None:
        found.append(f"{name}(game={params['game'].default!r}): game defaults to None")
    if "hilo" in params and params["hilo"].default not in (False, inspect.Parameter.empty):
        found.append(f"{name}(hilo={params['hilo'].default!r}): hilo defaults to False")
    for group in ORDER:
        held = [n for n in params if n in group]
        if held != sorted(held, key=group.index):
            found.append(f"{name}: {', '.join(held)} out of the convention's order ({', '.join(group)})")
    return found


# constructors users don't call: the object is a function's result
BUILT_BY_A_FUNCTION = {"omaha_eval.analysis.Breakdown"}  # analysis.breakdown()


def public_callables():
    for package in PACKAGES:
        module = importlib.import_module(package)
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name)
            where = f"{package}.{name}"
            if inspect.isclass(obj):
                # a dataclass's or named tuple's fields are a result's parts
                # (PlayerEquity.low is the low half's share), not arguments
                record = dataclasses.is_dataclass(obj) or issubclass(obj, tuple)
                if not record and where not in BUILT_BY_A_FUNCTION and ("__init__" in vars(obj)
                                                                         or "__new__" in vars(obj)):
                    yield where, obj
                for attr, member in vars(obj).items():
                    if not attr.startswith("_") and callable(member) and not inspect.isclass(member):
                        yield f"{where}.{attr}", getattr(obj, attr)
            elif callable(obj) and not inspect.ismodule(obj):
                yield where, obj


def test_every_public_signature_follows_the_convention():
    found = [p for name, func in public_callables() for p in problems(name, func)]
    assert not found, "\n".join(found)


def test_the_convention_checker_sees_planted_signatures():
    def old_names(hole, board, vs=None, game="omaha", known="", low=False, n_threads=None):
        pass

    def out_of_order(hands, dead="", board=""):
        pass

    def good(hands, board="", dead="", game=None, hilo=False, trials=None, seed=None, threads=None):
        pass

    found = " ".join(problems("old_names", old_names))
    for word in ("vs=", "known=", "low=", "n_threads=", "game='omaha'"):
        assert word in found, word
    assert problems("out_of_order", out_of_order)
    assert problems("good", good) == []


@pytest.mark.parametrize("name", ["nut_rank", "is_nuts", "outs_to_nuts", "strength"])
def test_the_old_hilo_spelling_is_gone(name):
    from omaha_eval import analysis
    with pytest.raises(TypeError):
        getattr(analysis, name)("AsKsQdJd", "2c3c4c", low=True)
