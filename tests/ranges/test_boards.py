"""Board ranges: the flop in any order, the turn and river by position,
variables shared across the board; against the oracle on samples."""
import random
from math import comb

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges.boards import board_range  # noqa: E402

from .oracle import board_matches, random_pattern  # noqa: E402


@pytest.mark.parametrize("text, cards, count", [
    ("xxx", 3, 4 * comb(13, 3)),                        # monotone flops
    ("A**!AA*", 3, 4 * comb(48, 2)),                    # exactly one ace
    ("RRR", 3, 13 * 4),
    ("RONR", 4, comb(13, 3) * 64 * 9),                  # unpaired flop, paired on the turn
    ("*", 4, comb(52, 3) * 49),
    ("xxx", 4, 4 * comb(13, 3) * 49),
    ("****s", 4, 13 * comb(51, 3)),                     # the turn a spade
    ("AAARO", 5, 4 * 48 * 44),                          # turn and river two other, different ranks
    ("KKKRR", 5, 4 * 48 * 3),                           # turn and river one other rank
])
def test_board_counts(text, cards, count):
    boards, weights = board_range(text, cards)
    assert len(boards) == count
    assert len(set(map(tuple, np.sort(boards[:, :3], axis=1).tolist() if cards == 3 else boards.tolist()))) == count
    assert (weights == 1).all()


def test_known_cards_removed():
    boards, _ = board_range("xxx", 3, dead="As2c")
    assert len(boards) == 4 * comb(13, 3) - comb(12, 2) * 2
    assert not np.isin(boards, [51, 0]).any()


def keys(boards):
    """One int per board: the flop as a set, then the turn and river."""
    b = boards.astype(np.int64)
    flop = np.sort(b[:, :3], axis=1)
    k = flop[:, 0] * 52 * 52 + flop[:, 1] * 52 + flop[:, 2]
    for col in range(3, b.shape[1]):
        k = k * 52 + b[:, col]
    return k


@pytest.mark.parametrize("seed", range(9))
def test_boards_against_the_oracle(seed):
    rng = random.Random(30_000 + seed)
    cards = 4  # five-card boards: 2,652 turn-river pins each, too slow for the suite
    p = random_pattern(rng, cards)
    boards, _ = board_range(p.text(), cards)
    found = np.sort(keys(boards))
    deals = [rng.sample(range(52), cards) for _ in range(60)]
    if len(boards):
        deals += [list(boards[rng.randrange(len(boards))]) for _ in range(30)]
    inside = np.isin(keys(np.array(deals, dtype=np.uint8)), found)
    for deal, got in zip(deals, inside.tolist()):
        assert got == board_matches(p, deal), (p.text(), deal)


def test_board_errors():
    with pytest.raises(ValueError, match="expected 3"):
        board_range("xxx", 6)
    with pytest.raises(ValueError, match="more cards than the hand holds"):
        board_range("AKQJ", 3)
