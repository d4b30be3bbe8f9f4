"""The nuts, nut low and nut rank against brute force over every two-card
holding (tests/analysis/oracle.py)."""
import random

import pytest

from omaha_eval.analysis import is_nuts, nut_low, nut_rank, nuts

from . import oracle as O


@pytest.mark.parametrize("game", ["omaha", "holdem"])
@pytest.mark.parametrize("nboard", [3, 4, 5])
def test_nuts_match_brute_force(game, nboard):
    rng = random.Random(f"nuts-{game}-{nboard}")
    holdem = game == "holdem"
    for _ in range(O.boards(25)):
        _, board, dead = O.deal(rng, 0, nboard, dead=rng.choice([0, 0, 3]))
        values = O.two_card_values(board, dead, holdem)
        best = min(values.values())
        found = nuts(board, game=game, dead=dead)
        assert found.value.rank == best
        assert sorted(tuple(sorted(c)) for c in found.combos) == sorted(k for k, v in values.items() if v == best)
        # every hole card's game gives the same nuts in Omaha (two cards play)
        if not holdem:
            assert nuts(board, game="omaha6", dead=dead).value.rank == best


@pytest.mark.parametrize("nboard", [3, 4, 5])
def test_nut_low_matches_brute_force(nboard):
    rng = random.Random(f"nutlow-{nboard}")
    for _ in range(O.boards(30)):
        _, board, dead = O.deal(rng, 0, nboard)
        if rng.random() < 0.7:  # mostly boards with low cards
            low_cards = [c for c in range(52) if c // 4 in (12, 0, 1, 2, 3, 4, 5, 6)]
            board = rng.sample(low_cards, nboard)
        values = O.two_card_values(board, dead, False, lows=True)
        best = min(values.values())
        found = nut_low(board, dead=dead)
        if best == (1,):
            assert found is None
            continue
        assert found is not None
        assert tuple(found.value.ranks) == best[1]
        assert sorted(tuple(sorted(c)) for c in found.combos) == sorted(k for k, v in values.items() if v == best)


@pytest.mark.parametrize("game,nhole", [("omaha", 4), ("omaha5", 5), ("omaha6", 6), ("holdem", 2)])
def test_nut_rank_matches_brute_force(game, nhole):
    rng = random.Random(f"rank-{game}")
    holdem = game == "holdem"
    for _ in range(O.boards(20)):
        hole, board, _ = O.deal(rng, nhole, rng.choice([3, 4, 5]))
        values = set(O.two_card_values(board, [], holdem).values())
        mine = O.high(hole, board, holdem)
        expected = 1 + sum(1 for v in values if v < mine)
        assert nut_rank(hole, board, game=game) == expected
        assert is_nuts(hole, board, game=game) == (expected == 1)


def test_nut_low_rank_matches_brute_force():
    rng = random.Random("lowrank")
    low_cards = [c for c in range(52) if c // 4 in (12, 0, 1, 2, 3, 4, 5, 6)]
    for _ in range(O.boards(30)):
        cards = rng.sample(low_cards, 4) + rng.sample([c for c in range(52)], 0)
        hole = cards
        board = rng.sample([c for c in range(52) if c not in hole], rng.choice([3, 4, 5]))
        mine = O.low(hole, board)
        rank = nut_rank(hole, board, hilo=True)
        if mine is None:
            assert rank is None
            continue
        values = set(O.two_card_values(board, [], False, lows=True).values())
        assert rank == 1 + sum(1 for v in values if v < (0, mine))


# --- named cases ------------------------------------------------------------

def test_paired_board_nuts_are_quads():
    n = nuts("KsKd4s")
    assert n.value.name == "Four of a kind, kings"
    assert n.groups == ["KK"]  # the two other kings, suits do not matter


def test_paired_board_nuts_full_house_when_quads_impossible():
    # 9-9-4 with one nine dead: quad nines cannot be made, so nines full of fours... no:
    # a pair of fours in the hole with the two nines makes fours full of nines;
    # the best is nines full of fours (one nine and a four in the hole)
    n = nuts("9s9d4c", dead="9h")
    assert n.value.name == "Full house, nines full of fours"
    assert "9c4d" in n.groups or "94" in n.groups


def test_trips_board_nuts():
    assert nuts("7s7d7c2h").value.name == "Four of a kind, sevens"
    assert nuts("7s7d7c2h", game="holdem").value.name == "Four of a kind, sevens"


def test_flush_board_nuts_need_the_ace():
    n = nuts("Ks9s4s")
    assert n.value.name == "Flush, ace high"
    assert n.groups == ["AsQs"]
    assert is_nuts("AsQs7h2c", "Ks9s4s")
    assert not is_nuts("AsJs7h2c", "Ks9s4s")
    assert nut_rank("AsJs7h2c", "Ks9s4s") == 2


def test_turn_flush_kills_the_nut_straight():
    hole = "JsTc5d5c"
    assert is_nuts(hole, "9h8d7h")                   # the nut straight on a two-heart flop
    assert is_nuts(hole, "9h8d7h2c")                 # a blank turn: still the nuts
    assert not is_nuts(hole, "9h8d7h2h")             # the third heart: flushes beat it
    assert nut_rank(hole, "9h8d7h2h") > 1
    assert nuts("9h8d7h2h").value.name == "Flush, ace high"


def test_nut_low_board_and_none():
    n = nut_low("As2d5h")
    assert n is not None and n.value.name == "5-4-3-2-A" and n.groups == ["43"]
    assert nut_low("Ks2d5hQc") is None


def test_groups_short_forms():
    assert nuts("AsKsQsJsTs", game="holdem").groups == ["any two"]        # the board plays
    assert nuts("AsKsQsJs9d", game="holdem").groups == ["Ts+any"]         # the ten makes the royal
    assert nuts("2s5s9sJsKs", game="holdem").groups == ["QsTs"]           # king-high straight flush
    assert nuts("Ks9s4d").groups == ["KK"]
