"""batch.pair_table, the public pair table PQL's and analysis' nut counts
read: every cell against a plain-Python oracle written from the rules
(Hold'em: the best five of the two cards and the board; Omaha: the two
cards with exactly three of the board), the board's and dead cards' cells
empty."""
import itertools
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import batch  # noqa: E402
from omaha_eval.evaluate import rank5  # noqa: E402

EMPTY = 65535  # the C core's NO_PAIR: a cell whose cards are on the board or dead


def oracle(a, b, board, holdem):
    if holdem:
        fives = itertools.combinations([a, b] + board, 5)
    else:
        fives = ([a, b] + list(three) for three in itertools.combinations(board, 3))
    return min(rank5(list(five)) for five in fives)


@pytest.mark.parametrize("holdem", [True, False])
@pytest.mark.parametrize("board_size", [3, 4, 5])
def test_every_cell_against_the_rules(holdem, board_size):
    rng = random.Random(board_size * 2 + holdem)
    cards = rng.sample(range(52), board_size + 2)
    board, dead = cards[:board_size], cards[board_size:]
    table = np.empty(batch.PAIR_CELLS, np.uint16)
    batch.pair_table(board, dead, holdem, False, table)
    gone = set(board) | set(dead)
    for a, b in itertools.combinations(range(52), 2):
        cells = (table[a * 52 + b], table[b * 52 + a])
        if a in gone or b in gone:
            assert cells == (EMPTY, EMPTY), (a, b)
        else:
            assert cells == (oracle(a, b, board, holdem),) * 2, (a, b)


def test_a_four_flush_board_differs_by_the_rules():
    # four clubs on the board: one club makes a flush in Hold'em, not in Omaha
    board = [48, 44, 40, 36, 1]  # Ac Kc Qc Jc 2d
    tables = {}
    for holdem in (True, False):
        tables[holdem] = np.empty(batch.PAIR_CELLS, np.uint16)
        batch.pair_table(board, [], holdem, False, tables[holdem])
    two_clubs, ace = 0, 51  # 2c, As
    cell = two_clubs * 52 + ace
    assert tables[True][cell] == oracle(two_clubs, ace, board, True) < tables[False][cell] \
        == oracle(two_clubs, ace, board, False)
