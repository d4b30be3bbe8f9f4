"""Board ranges in C (src/oe_range_boards.c, read by
omaha_eval.ranges.board_range) against the Python implementation they
replaced (tests/ranges/python_boards.py, the oracle): every board example
of the docs, generated texts and bad texts give the same boards, in the
same order, the same weights and the same errors, for flops, turns and
rivers, with and without dead cards."""
import pathlib
import random
import re

import pytest

pytestmark = pytest.mark.thread_unsafe  # hypothesis

np = pytest.importorskip("numpy")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from omaha_eval.core import _core  # noqa: E402
from omaha_eval.ranges import board_range  # noqa: E402
from omaha_eval.ranges.errors import RangeSyntaxError  # noqa: E402

from .oracle import random_pattern, random_range  # noqa: E402
from .python_boards import python_board_range  # noqa: E402

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs"
# The board examples of the range specification ("Boards and
# dead cards", as docs/ranges.md carries it) and of the PQL documentation
# (boardInRange, board ranges shorter than a flop), with a few of the
# language's corners on a board.
EXAMPLES = ["xxx", "A**!AA*", "RONR", "***A", "AA", "*", "AsKd*", "RRR", "RRO", "ROR", "xxy", "xyz", "KKKRR",
            "AAARO", "****s", "{RR}RxR", "RRONR", "xyz:Rxx", "(xxx@2,RRR@5):[A-T]**!{AA}*", "random", "AK,*:xx!RR",
            "[A-Q][J-T]2", "T8+", "664-", "KQJ-987", "A{A$W$W}", "$ds", "AxAyxz", "ssxxs", "RRONN!xxx",
            "AcKcQc", "2c3d4h5s6c", "xxxRR", "wxyzw", "AA@10,KK@8,QQ@5", "15%", "AKs", "AKQJT9", "", "AsAs"]


def doc_board_texts():
    """Board range texts written in the docs: board_range("..."), boardInRange('...'), board='...'
    that are not plain cards, and the backticked spans of docs/ranges.md."""
    found = set(EXAMPLES)
    for name in ("ranges.md", "pql.md", "equity.md"):
        path = DOCS / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r"board_range\(\"([^\"]*)\"", text))
        found |= set(re.findall(r"boardInRange\('([^']*)'\)", text))
        found |= {b for b in re.findall(r"board=[\"']([^\"']*)[\"']", text) if not re.fullmatch(r"([2-9TJQKA][shdc])*", b)}
        if name == "ranges.md":
            found |= set(re.findall(r"`([^`\n]+)`", text))
    return sorted(found)


def reading(read, text, cards, dead=""):
    """('ok', boards, weights) or ('error', type, message, column, hint)."""
    try:
        boards, weights = read(text, cards, dead)
    except RangeSyntaxError as err:
        return ("error", "syntax", err.message, err.column, err.hint)
    except ValueError as err:
        return ("error", "value", str(err))
    return ("ok", boards, weights)


def assert_same(text, cards, dead=""):
    py, c = reading(python_board_range, text, cards, dead), reading(board_range, text, cards, dead)
    assert py[0] == c[0], (text, cards, dead, py if py[0] == "error" else "ok", c if c[0] == "error" else "ok")
    if py[0] == "ok":
        assert c[1].dtype == np.uint8 and c[2].dtype == np.int64 and c[1].shape == (len(c[2]), cards)
        assert np.array_equal(py[1], c[1]), (text, cards, dead)   # same boards, same order
        assert np.array_equal(py[2], c[2]), (text, cards, dead)
    else:
        assert py[1:] == c[1:], (text, cards, dead)
    return py[0]


@pytest.mark.skipif(not DOCS.is_dir(), reason="needs the source tree's docs (an sdist's tests)")
@pytest.mark.parametrize("cards, dead", [(3, ""), (3, "AsKd2c"), (4, ""), (4, "Qh")])
def test_every_docs_example_flop_and_turn(cards, dead):
    outcomes = [assert_same(text, cards, dead) for text in doc_board_texts()]
    assert outcomes.count("ok") > 40 and outcomes.count("error") > 20


# Five-card boards by the oracle take up to a few seconds a text: a dozen
# board examples, half of them with dead cards.
RIVER = ["xxx", "A**!AA*", "RONR", "RRR", "xyz", "KKKRR", "AAARO", "****s", "{RR}RxR", "RRONR", "xyz:Rxx",
         "(xxx@2,RRR@5):[A-T]**!{AA}*", "2c3d4h5s6c", "xxxRR", "15%", "AKQJT9"]


@pytest.mark.parametrize("text, dead", [(t, "" if i % 2 else "AhTd") for i, t in enumerate(RIVER)])
def test_board_examples_river(text, dead):
    assert_same(text, 5, dead)


def test_the_largest_river_range_agrees_in_size_and_order():
    boards, weights = board_range("*", 5)
    assert len(boards) == 22100 * 49 * 48 and (weights == 1).all()
    assert boards[0].tolist() == [4, 3, 2, 0, 1] and boards[-1].tolist() == [49, 48, 47, 51, 50]


def test_errors_and_arguments():
    for cards in (0, 2, 6, -1, 10 ** 30, 3.5, True):
        with pytest.raises(ValueError, match="expected 3 \\(flop\\), 4 \\(turn\\) or 5 \\(river\\)"):
            board_range("xxx", cards)
        with pytest.raises(ValueError, match="expected 3 \\(flop\\), 4 \\(turn\\) or 5 \\(river\\)"):
            python_board_range("xxx", cards)
    with pytest.raises(TypeError, match="expected a str"):
        board_range(b"xxx")
    with pytest.raises(ValueError, match="at most 20,000"):
        board_range("x" * 20_001)
    with pytest.raises(ValueError):
        board_range("xxx", 3, "AsAs")
    with pytest.raises(RangeSyntaxError, match="board has none"):
        board_range("15%", 4)


def test_core_binding_refuses_bad_arguments():
    with pytest.raises(ValueError, match="mask of cards"):
        _core.board_range_c("xxx", 3, 1 << 52)
    with pytest.raises(ValueError, match="mask of cards"):
        _core.board_range_c("xxx", 3, -1)
    with pytest.raises(TypeError):
        _core.board_range_c("xxx", "3", 0)
    with pytest.raises(ValueError, match="expected 3"):
        _core.board_range_c("xxx", 7, 0)
    boards, weights = _core.board_range_c("xxx", 3, 0)
    assert len(boards) == 1144 and weights.dtype == np.int64


def test_every_card_dead_but_a_few():
    dead = list(range(5, 52))   # five live cards: ten flops, no room left on a river with six dead
    for cards in (3, 4, 5):
        assert_same("*", cards, dead)
    assert len(board_range("*", 5, dead)[0]) == 10 * 2


def board_text(seed, cards):
    rng = random.Random(seed)
    if rng.random() < 0.5:
        return random_pattern(rng, cards).text()
    return random_range(rng, cards).text


# token soup, mostly bad texts: the same errors at the same columns
TOKENS = ["A", "K", "T", "2", "s", "h", "x", "y", "z", "R", "O", "N", "*", "[A-J]", "[2,4", "]", "{", "}", "(",
          ")", ",", ":", "!", "-", "+", "@10", "@", "@0", "5%", "$ds", "$W", "random", "any", " ", "AKs", "QQ+",
          "\u00e9", "'", "."]
soup = st.lists(st.sampled_from(TOKENS), min_size=0, max_size=10).map("".join)
dead_cards = st.lists(st.integers(0, 51), min_size=0, max_size=6, unique=True)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2 ** 32), st.sampled_from([3, 4]), dead_cards)
def test_generated_board_texts_agree(seed, cards, dead):
    assert_same(board_text(seed, cards), cards, dead)


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 2 ** 32), dead_cards)
def test_generated_river_texts_agree(seed, dead):
    assert_same(board_text(seed, 5), 5, dead)


@settings(max_examples=150, deadline=None)
@given(soup, st.sampled_from([3, 4]))
def test_generated_bad_texts_agree(text, cards):
    assert_same(text, cards)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(1, 100), st.sampled_from([3, 4]))
def test_generated_weighted_texts_agree(seed, weight, cards):
    text = board_text(seed, cards)
    assert_same(f"({text})@{weight},xxx@{101 - weight}", cards)
