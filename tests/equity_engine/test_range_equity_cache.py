"""The range-against-range job's prepared sides (omaha_eval/equity_engine/versus.py
side_of, players._filtered_text_range): range text filtered by the known
cards is kept with its card-subset ids for the next call. Every answer must
be the one the same ranges give as arrays (never cached), whatever the
board, dead cards or other hands of the calls before; and the twin counts
(the same hand in both ranges) must hold with repeated hands on either
side, against the pair-by-pair C path."""
from __future__ import annotations

from math import comb

import pytest

import omaha_eval as oe
from omaha_eval.equity_engine import known_board as ec
from omaha_eval.equity_engine.players import normalize
from omaha_eval.core.cards import card_mask as mask

np = pytest.importorskip("numpy")


def _uncached(players, **kw):
    """The same job with every range text given as a Range: the array path,
    filtered afresh each call."""
    game = kw["game"]
    return oe.equity([oe.Range(p, game=game) if p in ("AA", "KK", "QQ", "AK") else p for p in players], **kw)


@pytest.mark.parametrize("hilo", [False, True])
def test_text_ranges_on_changing_boards_and_dead_cards_match_the_array_path(hilo):
    spots = [dict(board="Ks9s4d2h7c"), dict(board="Qs9s4d2h7c"), dict(board="Ks9s4d2h7c", dead="Ah"),
             dict(board="Ks9s4d2h7c"), dict(board="Ks9s4d2h"), dict(board="Ks9s4d2h7c", dead="Kh"),
             dict(board="3s9s4d2h7c"), dict(board="Ks9s4d2h7c")]
    for players in (["AA", "KK"], ["KK", "AA"], ["AA", "QQ"]):
        for spot in spots:
            got = oe.equity(players, game="omaha", hilo=hilo, **spot)
            want = _uncached(players, game="omaha", hilo=hilo, **spot)
            assert (got.counters, got.boards, got.method) == (want.counters, want.boards, want.method), spot


def test_a_text_range_against_changing_single_hands_matches_the_array_path():
    for hand in ("KsKhQdQc", "KsKhJdJc", "AsKhQdQc", "KsKhQdQc"):
        got = oe.equity(["AA", hand], board="Ks9s4d2h7c" if "Ks" not in hand else "Kd9s4d2h7c", game="omaha")
        want = _uncached(["AA", hand], board="Ks9s4d2h7c" if "Ks" not in hand else "Kd9s4d2h7c",
                         game="omaha")
        assert (got.counters, got.boards) == (want.counters, want.boards), hand


def _pair_oracle(players, board, game, hilo):
    b = oe.parse_cards(board)
    _, nhole, ranges = normalize(players, b, [], game)
    left = 52 - len(b) - 2 * nhole
    counters, boards, _ = ec._exact(ranges, b, 0, mask(b), nhole, hilo, ranges[0].n * ranges[1].n,
                                    comb(left, 5 - len(b)), 1, False)
    return [list(c) for c in counters], boards


@pytest.mark.parametrize("hilo", [False, True])
def test_repeated_hands_on_either_side_match_the_pair_path(hilo):
    aa = oe.Range("AA", game="omaha").hands
    rng = np.random.default_rng(7)
    small = aa[rng.choice(len(aa), 12, replace=False)]
    small = np.concatenate([small, small[:5], small[:2]])  # repeats in the smaller range
    large = np.concatenate([small[:8], aa[rng.choice(len(aa), 60, replace=False)], small[:3]])
    board = "Ks9s4d2h7c"
    for players in ([small, large], [large, small], [small, small]):
        r = oe.equity(players, board=board, game="omaha", hilo=hilo)
        assert "range against range" in r.method
        assert ([list(c) for c in r.counters], r.boards) == _pair_oracle(players, board, "omaha", hilo)
