"""The C core's own card checks, reached through the binding's batch loops
(omaha_eval.batch range-checks in numpy first, so only these calls reach
the C check with a card of 52 or more): no read outside a table, an error
naming the row instead."""
import pytest

np = pytest.importorskip("numpy")
from omaha_eval import _core  # noqa: E402


@pytest.mark.parametrize("card", [52, 53, 255])
@pytest.mark.parametrize("where", ["hole", "board"])
def test_card_out_of_range_is_an_error_naming_the_row(card, where):
    holes = np.array([[51, 50, 25, 3], [47, 46, 21, 5]], dtype=np.uint8)
    boards = np.array([[0, 4, 8, 12, 16], [1, 9, 13, 17, 30]], dtype=np.uint8)
    (holes if where == "hole" else boards)[1, 2] = card
    for call, out in ((_core.batch_high, np.zeros(2, np.uint16)), (_core.batch_low, np.zeros(2, np.uint8))):
        with pytest.raises(ValueError, match="row 1: a card outside 0..51"):
            call(holes, boards, out)


def test_duplicate_between_hole_and_board_is_an_error_naming_the_row():
    holes = np.array([[51, 50, 25, 3], [47, 46, 21, 5]], dtype=np.uint8)
    boards = np.array([[0, 4, 8, 12, 16], [1, 9, 13, 17, 47]], dtype=np.uint8)
    with pytest.raises(ValueError, match="row 1: duplicate card"):
        _core.batch_high(holes, boards, np.zeros(2, np.uint16))
