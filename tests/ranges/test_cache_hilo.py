"""Range text is parsed once and kept for the next call (issue 58): the
kept hands depend on Hi-Lo, which picks the percent ordering, so the same
text asked with and without Hi-Lo must give each game's own range. The
cache's other tests use AA/KK/QQ, whose hands are the same either way;
a percent range is not."""
import pytest

pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402

BOARD = "Ks9s4d"


@pytest.mark.parametrize("text", ["15%", "20%"])
def test_the_same_range_text_with_and_without_hilo_gives_each_its_own_range(text):
    # both orders of asking: whichever the cache meets first, the other must not get its hands
    for hilo in (False, True, False, True):
        by_text = oe.equity([text, "AsAh2c3d"], game="omaha", hilo=hilo, board=BOARD)
        by_object = oe.equity([Range(text, game="omaha", hilo=hilo), "AsAh2c3d"], game="omaha", hilo=hilo,
                              board=BOARD)
        assert by_text.equities == by_object.equities, \
            f"{text} hilo={hilo}: {by_text.equities} from the text, {by_object.equities} from the Range"
        assert by_text.method == by_object.method


def test_fifteen_percent_hilo_against_aces_on_a_two_spade_flop():
    # the figures of issue 58, exact over every board: the Hi-Lo 15% keeps
    # other hands than the high 15% (fewer survive this hand and flop)
    oe.equity(["15%", "AsAh2c3d"], game="omaha", board=BOARD)
    hilo = oe.equity(["15%", "AsAh2c3d"], game="omaha", hilo=True, board=BOARD)
    assert hilo.equities == pytest.approx([0.3356, 0.6644], abs=5e-5)
    assert hilo.exact and hilo.method.startswith("exact: 11,938 combinations of hands")
    high = oe.equity(["15%", "AsAh2c3d"], game="omaha", board=BOARD)
    assert high.method.startswith("exact: 17,814 combinations of hands")
    assert high.equities == pytest.approx([0.5005, 0.4995], abs=5e-5)
