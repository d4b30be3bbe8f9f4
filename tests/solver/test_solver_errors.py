"""Bad input gets a ValueError (or TypeError) naming the value and what was
expected; nothing is left half-built."""
import numpy as np
import pytest

from omaha_eval.solver import BetTree, Spot, build, solve


@pytest.mark.parametrize("kwargs, words", [
    ({"game": "stud"}, "stud"),
    ({"board": "KsQd7h"}, "flops are out"),
    ({"board": "KsQd7h4cKs"}, "duplicate card Ks"),
    ({"dead": "Ks"}, "share a card"),
    ({"pot": 0}, "pot 0"),
    ({"stack": -5}, "stack -5"),
    ({"oop": ["Ks9s"]}, "clashes with the board"),
    ({"oop": "KK", "ip": "QQ", "dead": "KhKdKc"}, "empty once the board"),
    ({"ip": ["Ah2h3d"]}, "is not 2 different cards"),
    ({"oop": [("AhAd", -1)]}, "weight -1"),
    ({"oop": ["AhAd", "AdAh"]}, "listed twice"),
])
def test_bad_spots(kwargs, words):
    args = {"game": "holdem", "board": "KsQd7h4c2s", "pot": 100, "stack": 100, "oop": "77, T9s", "ip": "QJs"}
    args.update(kwargs)
    with pytest.raises(ValueError, match=words):
        Spot(args.pop("game"), args.pop("board"), args.pop("pot"), args.pop("stack"), args.pop("oop"),
             args.pop("ip"), **args)


@pytest.mark.parametrize("kwargs, words", [
    ({"bets": "75%, 33%"}, "increasing order"),
    ({"bets": "2.5x"}, "not a size"),
    ({"raises": "pot, 0x"}, "not a size|out of range"),
    ({"raises": "1x"}, "out of range"),
    ({"raise_cap": -1}, "raise_cap -1"),
    ({"allin_threshold": 2}, "allin_threshold 2"),
    ({"rake": -0.1}, "rake -0.1"),
    ({"bets": {"flop": "50%"}}, "key 'flop'"),
    ({"bets": "10%, 20%, 30%, 40%, 50%, 60%, 70%, 80%, 90%"}, "at most 8"),
])
def test_bad_trees(kwargs, words):
    with pytest.raises(ValueError, match=words):
        BetTree(**kwargs)


def test_hilo_needs_omaha():
    with pytest.raises(ValueError, match="Hold'em has no"):
        Spot("holdem", "KsQd7h4c2s", 100, 100, "77", "QJs", hilo=True)


def test_memory_limit_refuses_with_the_figure():
    spot = Spot("omaha", "Ks7d2c9h4s", 100, 1000, "AA, KK", "QQ, JJ")
    with pytest.raises(MemoryError, match="MiB .* over the limit"):
        build(spot, BetTree(), memory_limit=1000)


def test_wrong_types():
    spot = Spot("holdem", "KsQd7h4c2s", 100, 100, "77", "QJs")
    with pytest.raises(TypeError):
        solve("spot")
    with pytest.raises(TypeError):
        build(spot, "33%")
    with pytest.raises(ValueError, match="threads"):
        build(spot, BetTree(), threads=0)
    sol = build(spot, BetTree())
    with pytest.raises(ValueError, match="not one action here"):
        sol.strategy("raise")
    with pytest.raises(ValueError, match="expected a decision"):
        sol.strategy("check/check")
    with pytest.raises(ValueError, match="expected 'oop' or 'ip'"):
        sol.reach("", "btn")
    with pytest.raises(ValueError, match="shape"):
        sol.lock("", [[1, 0]])
    with pytest.raises(ValueError, match="sum to 1"):
        sol.lock("", [[0.5, 0.1, 0.1]] * 3)


def test_turn_paths_and_locks_below_the_deal():
    spot = Spot("holdem", "KsQd7h4c", 100, 100, "77", "QJs", dead="2c")
    sol = build(spot, BetTree(bets="pot", raises="", allin=False))
    for bad in ("check/check/Ks", "check/check/2c", "check/check/7h7d", "check/check/Xx"):
        with pytest.raises(ValueError, match="where the river comes"):
            sol.strategy(bad)
    with pytest.raises(ValueError, match="river card comes next"):
        sol.actions("check/check")
    sol.lock("check/check/As", np.full((len(sol.hands("oop")), 2), 0.5))   # below the deal: locks
    with pytest.raises(ValueError, match="'Ks' where the river comes"):
        sol.lock("check/check/Ks", np.full((len(sol.hands("oop")), 2), 0.5))


def test_ranges_that_cannot_meet():
    spot = Spot("holdem", "KsQd7h4c2s", 100, 100, ["AsAh"], ["AsAd"])
    with pytest.raises(ValueError, match="without a shared card"):
        build(spot, BetTree())
