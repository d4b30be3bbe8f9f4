"""Every public function speaks docs/api.md's one convention ("Argument
names"): the same thing has the same name everywhere (``opponents``, not
``vs``; ``dead``, not ``known``; ``hilo``, not ``low``; ``threads``, not
``n_threads``), ``game`` defaults to None (the game implied by the cards,
or the function's stated default) and ``hilo`` to False, the names that a
signature holds come in the convention's order (the players first, then
the spot: board, dead, game, hilo; the job: trials, seed, threads,
executor, progress), and a job that can run long (one that takes trials,
threads or executor) takes both threads and executor. Every ``game=``
reads every game vocabulary (the package's names, PHH codes, PQL names),
a Hi-Lo name turning hilo on.

Public: what the packages' ``__all__`` lists (functions, and the methods
and constructors of the classes listed). The checker is tried on planted
signatures at the end; a planted public function with an old name or
without executor= makes the real test fail.
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect

import pytest

PACKAGES = ["omaha_eval", "omaha_eval.analysis", "omaha_eval.ranges", "omaha_eval.batch", "omaha_eval.tables",
            "omaha_eval.engine", "omaha_eval.hands", "omaha_eval.pql", "omaha_eval.indexing"]

# a spelling the convention replaced -> the convention's name
FORBIDDEN = {"low": "hilo", "hi_lo": "hilo", "vs": "opponents", "villains": "opponents", "known": "dead",
             "n_threads": "threads", "nthreads": "threads", "num_threads": "threads", "workers": "threads",
             "n_trials": "trials", "samples": "trials", "rng_seed": "seed", "pool": "executor",
             "dead_cards": "dead", "show_progress": "progress"}

# the convention's order: a signature holding two names of one group holds them in this order
# (the spot, then the job; the engine's Game.deal takes a shuffle seed before the board it fixes)
# (a required game, such as a table's or the engine's Game, names the object: it stays first)
ORDER = [["hands", "hole", "hand", "board", "dead", "game", "hilo"],
         ["trials", "seed", "threads", "executor", "progress"]]
PLAYERS = ("hands", "hole", "hand")  # optional ones (a table's filter) are options like any other
JOB = ("trials", "threads", "executor")  # a signature with one of these runs a job that can run long
# jobs that take threads= but not yet executor=: the C chunk closures of
# the one-against-many and range-against-range sweeps do not pickle (issue
# 41); the indexer's numpy forms write every part into the caller's one
# output array, which another process cannot (issue 43)
THREADS_ONLY = {"omaha_eval.equity_each", "omaha_eval.range_equity",
                "omaha_eval.indexing.HandIndexer.index_array", "omaha_eval.indexing.HandIndexer.unindex_array"}


def _ordered(name, param):
    """Whether a name takes part in the order: an optional players' filter
    (a table's hands=) and a required game (the object a table or the
    engine's hand is of) do not."""
    required = param.default is inspect.Parameter.empty
    if name in PLAYERS:
        return required
    return not required if name == "game" else True


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
        held = [n for n in params if n in group and _ordered(n, params[n])]
        if held != sorted(held, key=group.index):
            found.append(f"{name}: {', '.join(held)} out of the convention's order ({', '.join(group)})")
    if any(n in params for n in JOB) and name not in THREADS_ONLY:
        for n in ("threads", "executor"):
            if n not in params:
                found.append(f"{name}: a job that can run long takes {n}=")
    return found


# constructors users don't call: the object is a function's result
BUILT_BY_A_FUNCTION = {"omaha_eval.analysis.Breakdown",  # analysis.breakdown()
                       "omaha_eval.HandEquities"}  # range_equity()


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

    def game_before_dead(hole, board, game=None, dead=""):
        pass

    def progress_first(hands, progress=False, trials=None, threads=None, executor=None):
        pass

    def players_late(board, hands):
        pass

    def optional_players_and_a_named_game(game, trials=None, seed=None, threads=None, executor=None,
                                          hands=None):
        pass

    def no_executor(hands, board="", trials=None, threads=None):
        pass

    def good(hands, board="", dead="", game=None, hilo=False, trials=None, seed=None, threads=None,
             executor=None, progress=False):
        pass

    found = " ".join(problems("old_names", old_names))
    for word in ("vs=", "known=", "low=", "n_threads=", "game='omaha'"):
        assert word in found, word
    for planted in (out_of_order, game_before_dead, progress_first, players_late):
        assert problems(planted.__name__, planted), planted.__name__
    assert "takes executor=" in " ".join(problems("no_executor", no_executor))
    assert problems("good", good) == []
    assert problems("table-like", optional_players_and_a_named_game) == []


def test_a_planted_public_function_fails_the_real_test(monkeypatch):
    """The real test over the packages: a public function that takes
    trials but not executor, or an old name, is reported."""
    from omaha_eval import analysis

    def planted(hole, board, opponents=None, known="", trials=None, threads=None):
        pass

    monkeypatch.setattr(analysis, "planted", planted, raising=False)
    monkeypatch.setattr(analysis, "__all__", analysis.__all__ + ["planted"])
    found = [p for name, func in public_callables() for p in problems(name, func)]
    assert any("planted(known=)" in p for p in found) and any("planted: a job" in p for p in found)


@pytest.mark.parametrize("name", ["nut_rank", "is_nuts", "outs_to_nuts", "strength"])
def test_the_old_hilo_spelling_is_gone(name):
    from omaha_eval import analysis
    with pytest.raises(TypeError):
        getattr(analysis, name)("AsKsQdJd", "2c3c4c", low=True)


# a call per public function that takes game= (and its other required arguments)
GAME_CALLS = {
    "omaha_eval.evaluate": lambda game: __import__("omaha_eval").evaluate("AsAhKdQd", "2c7d9hTsJs", game=game),
    "omaha_eval.equity": lambda game: __import__("omaha_eval").equity(["AsAhKdQd", "2c3c7d5h"], "Ks9s4d2h",
                                                                         game=game).equities,
    "omaha_eval.analysis.strength": lambda game: __import__("omaha_eval.analysis").analysis.strength(
        "As2sKdQd", "5s7d8c", game=game).value,
    "omaha_eval.analysis.nut_rank": lambda game: __import__("omaha_eval.analysis").analysis.nut_rank(
        "As2sKdQd", "5s7d8c", game=game),
    "omaha_eval.analysis.breakdown": lambda game: str(__import__("omaha_eval.analysis").analysis.breakdown(
        "AA", "5s7d8c", game=game)),
    "omaha_eval.Range": lambda game: len(__import__("omaha_eval").Range("AA2x", game)),
    "omaha_eval.indexing.index": lambda game: __import__("omaha_eval.indexing").indexing.index(
        "AsAhKdQd", "2c7d9h", game=game),
    "omaha_eval.tables.classes": lambda game: len(__import__("omaha_eval.tables").tables.classes(game)),
}


@pytest.mark.parametrize("where", sorted(GAME_CALLS))
def test_every_game_vocabulary_names_the_same_job(where):
    """The package's name, an alias, a PHH code and a PQL name give the same
    answer; a Hi-Lo name gives what hilo=True gives where there is hilo=."""
    call = GAME_CALLS[where]
    want = call("omaha")
    for name in ("PLO", "PO", "omahahi", "OMAHA"):
        assert call(name) == want, name
    call("PO/8")  # accepted everywhere
    with pytest.raises(ValueError, match="unknown game"):
        call("stud")


def test_a_hilo_game_name_turns_hilo_on():
    import omaha_eval as oe
    from omaha_eval import analysis
    hands, board = ["As2sKdQd", "AhKh3c4c"], "5s7d8c"
    want = oe.equity(hands, board, game="omaha", hilo=True)
    for name in ("omaha8", "PO/8", "plo8", "omahahilo"):
        assert oe.equity(hands, board, game=name).players == want.players, name
    assert analysis.strength("As2sKdQd", board, game="PO/8") == analysis.strength("As2sKdQd", board, hilo=True)
    assert str(analysis.breakdown("A2", board, game="omaha8")) == str(analysis.breakdown("A2", board, game="omaha",
                                                                                          hilo=True))
    from omaha_eval.engine import Game
    assert Game("PO/8") == Game("omaha", hilo=True) and Game("omahahi5") == Game("omaha5")


def test_the_game_list_names_every_public_function_with_game():
    """A public function that takes game= is in GAME_CALLS or reads game
    through games.game_and_hilo like them (the list below says which)."""
    checked_alike = {"omaha_eval.best_hand", "omaha_eval.evaluate_low", "omaha_eval.best_low",
                     "omaha_eval.evaluate_hilo", "omaha_eval.equity_each", "omaha_eval.range_equity",
                     "omaha_eval.settle", "omaha_eval.ranges.parse_player", "omaha_eval.analysis.nuts",
                     "omaha_eval.analysis.nut_low", "omaha_eval.analysis.is_nuts", "omaha_eval.analysis.outs",
                     "omaha_eval.analysis.outs_to", "omaha_eval.analysis.outs_to_low",
                     "omaha_eval.analysis.outs_to_nuts", "omaha_eval.analysis.analyze",
                     "omaha_eval.analysis.distribution", "omaha_eval.analysis.analyze_double",
                     "omaha_eval.tables.preflop", "omaha_eval.tables.matchups", "omaha_eval.hands.HandDatabase.stats",
                     "omaha_eval.indexing.indexer", "omaha_eval.indexing.unindex", "omaha_eval.ranges.Range",
                     "omaha_eval.indexing.HandIndexer"}
    game_objects = {"omaha_eval.engine.Hand", "omaha_eval.engine.Table"}  # game: an engine.Game, not a name
    missing = []
    for name, func in public_callables():
        try:
            params = inspect.signature(func).parameters
        except (TypeError, ValueError):
            continue
        if "game" in params and name not in GAME_CALLS and name not in checked_alike | game_objects:
            missing.append(name)
    assert not missing, missing
