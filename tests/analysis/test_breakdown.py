"""A range's breakdown on a board against analyze, hand by hand, on random
ranges and boards; filters are the hands whose analysis matches; and the
command line."""
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval import _core  # noqa: E402
from omaha_eval.analysis import MadeHand, analyze, breakdown  # noqa: E402
from omaha_eval.analysis.hand_features import MADE_NAMES, made_name  # noqa: E402
from omaha_eval.cli import main  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402

RANGES = {"holdem": ["*", "AKs,QQ+,T9s-65s", "A2s+,KQo"],
          "omaha": ["*", "AA$ds,KQJT-T987", "[A-9][A-9]**", "RRON", "15%"],
          "omaha5": ["AA", "*"]}


def set_rank(hole, board):
    """A set's rank: the highest rank held twice that the board holds once."""
    ranks = [r for r in range(13) if sum(c >> 2 == r for c in hole) >= 2
             and sum(c >> 2 == r for c in board) == 1]
    return max(ranks) if ranks else -1


def expected(hand, board, game, dead, hilo):
    """What the breakdown must say of one hand, from analyze's report."""
    a = analyze(hand, board, game=game, dead=dead, hilo=hilo)
    got = {"made": made_name(a.made, set_rank(hand, board), board), "nut_rank": a.nut_rank}
    d = a.draws
    if d is not None:
        got.update(fd=d.flush_draw, nfd=d.nut_flush_draw, bd=d.backdoor_flush,
                   bdn=any(f.nut and f.backdoor for f in d.flush), straight=int(d.straight),
                   outs=d.straight_outs, bds=d.backdoor_straight)
    if hilo and game != "holdem":
        got.update(low=a.low is not None, nut_low=a.low is not None and a.low_nut_rank == 1)
        if a.low_draw is not None:
            got.update(low_outs=len(a.low_draw.outs), nut_low_outs=len(a.low_draw.nut_outs))
    return got


def found(b, i):
    f = b.features
    got = {"made": MADE_NAMES[f.made[i]], "nut_rank": int(f.nut_rank[i])}
    if len(b.board) < 5:
        got.update(fd=bool(f.flush_draw[i]), nfd=bool(f.nut_flush_draw[i]), bd=bool(f.backdoor_flush[i]),
                   bdn=bool(f.backdoor_nut_flush[i]), straight=int(f.straight[i]),
                   outs=int(f.straight_outs[i]), bds=bool(f.backdoor_straight[i]))
    if f.low is not None:
        got.update(low=bool(f.low[i]), nut_low=bool(f.nut_low[i]))
        if len(b.board) < 5:
            got.update(low_outs=int(f.low_outs[i]), nut_low_outs=int(f.nut_low_outs[i]))
    return got


def cases(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        game = rng.choice(["holdem", "omaha", "omaha", "omaha", "omaha5"])
        text = rng.choice(RANGES[game])
        hilo = game != "holdem" and rng.random() < 0.3
        nboard = rng.choice([3, 3, 4, 5])
        cards = rng.sample(range(52), nboard + rng.choice([0, 0, 1]))
        yield game, text, hilo, cards[:nboard], cards[nboard:], rng


@pytest.mark.parametrize("seed", range(4))
def test_breakdown_agrees_with_analyze_hand_by_hand(seed):
    checked = 0
    for game, text, hilo, board, dead, rng in cases(f"bd{seed}", 12):
        b = breakdown(text, board, game=game, dead=dead, hilo=hilo)
        picks = rng.sample(range(len(b)), min(60, len(b)))
        for i in picks:
            hand = b.hands[i].tolist()
            assert found(b, i) == expected(hand, board, game, dead, hilo), (game, text, hand, board, dead)
            checked += 1
    assert checked > 500


def test_every_hand_of_a_flop_against_analyze():
    """All hands of a range on one flop with a flush and a straight draw
    possible, not a sample."""
    b = breakdown("T9**$ds,AA$ds,KQJ*", "Jh9h4c", game="omaha")
    for i in range(len(b)):
        assert found(b, i) == expected(b.hands[i].tolist(), b.board, "omaha", [], False)


def test_filters_are_the_hands_whose_analysis_matches():
    board = "Jh9h4c"
    b = breakdown("15%", board, game="omaha")
    want = {"top set": lambda e: e["made"] == "top set",
            "top set+": lambda e: MADE_NAMES.index(e["made"]) <= MADE_NAMES.index("top set"),
            "nut flush draw": lambda e: e["nfd"],
            "wrap": lambda e: e["straight"] == 3,
            "wrap (13 outs)": lambda e: e["straight"] == 3 and e["outs"] == 13,
            "nuts": lambda e: e["nut_rank"] == 1}
    rng = random.Random(5)
    sample = rng.sample(range(len(b)), 1500)
    truth = {i: expected(b.hands[i].tolist(), b.board, "omaha", [], False) for i in sample}
    for name, test in want.items():
        mask = b.select(name)
        for i in sample:
            assert bool(mask[i]) == test(truth[i]), (name, b.hands[i])
    narrowed = b.range("top set+", "nut flush draw")
    for hand in narrowed:
        e = expected(_core.cards(hand), b.board, "omaha", [], False)
        assert want["top set+"](e) and e["nfd"]
    assert len(narrowed) == b.count("top set+", "nut flush draw")


def test_a_range_narrowed_street_by_street():
    flop = breakdown("15%", "Jh9h4c", game="omaha")
    kept = flop.range("top set+|flush draw")
    turn = breakdown(kept, "Jh9h4c2d", game="omaha")
    assert len(turn) == len(kept.without("2d")) and len(turn) < len(flop)
    assert all(hand in kept for hand in turn.range("nuts"))


def test_weighted_shares_and_combinations():
    b = breakdown("AA@100,KK@1", "Kh9h4c", game="omaha")
    aa, kk = Range("AA", game="omaha").without("Kh9h4c"), Range("KK", game="omaha").without("Kh9h4c")
    assert len(b) == len(aa | kk)
    # every top set holds two kings, weight 1 unless it also holds two aces
    sets = b.select("top set")
    assert b.share("top set") == pytest.approx(b.weights[sets].sum() / b.weights.sum())
    assert b.share("top set") < b.count("top set") / len(b)
    assert sum(r.combos for r in b.rows() if r.section == "made") == len(b)
    assert sum(r.share for r in b.rows() if r.section == "made") == pytest.approx(1.0)


def test_print_names_and_sections():
    text = str(breakdown("15%", "Jh9h4c", game="omaha"))
    for word in ("made:", "top set", "draw:", "nut flush draw", "wrap (13 outs)", "made + draw:", "nuts:"):
        assert word in text
    hilo = str(breakdown("15%", "7h5h2c", game="omaha", hilo=True))
    assert "low draw" in hilo and "nut low" in hilo


@pytest.mark.parametrize("call, message", [
    (lambda: breakdown("AA", "Kh9h", game="omaha"), "2 board cards"),
    (lambda: breakdown("AA", "Kh9h4c"), "needs a game"),
    (lambda: breakdown("AsAhKdKc", "AsAh4c", game="omaha"), "no hand left"),
    (lambda: breakdown("AA", "Kh9hKh", game="omaha"), "duplicate card Kh"),
    (lambda: breakdown(42, "Kh9h4c", game="omaha"), "expected range text or a Range"),
    (lambda: breakdown("AA", "Kh9h4c", game="omaha").select("any"), "unknown category 'any'"),
    (lambda: breakdown("AA", "Kh9h4c", game="omaha").select("low"), "Hi-Lo one"),
    (lambda: breakdown("AKs", "Kh9h4c", game="holdem", hilo=True), "Hold'em has no"),
])
def test_bad_input(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


def test_made_hand_names_cover_analyze():
    board = [c for c in _core.cards("Kh9h4c")]
    assert made_name(MadeHand.SET, 11, board) == "top set"
    assert made_name(MadeHand.SET, 7, board) == "middle set"
    assert made_name(MadeHand.SET, 2, board) == "bottom set"
    assert {made_name(m, 11, board) for m in MadeHand} <= set(MADE_NAMES)


def test_cli_breakdown(capsys):
    assert main(["breakdown", "15%", "Jh9h4c"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("15% on Jh9h4c (omaha): ") and "top set" in out
    assert main(["breakdown", "15%", "Jh9h4c", "--filter", "top set+", "--filter", "flush draw",
                 "--list", "--limit", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    n = breakdown("15%", "Jh9h4c", game="omaha").count("top set+", "flush draw")
    assert out[0].startswith(f"15% on Jh9h4c with top set+ and flush draw: {n:,} of ")
    assert len(out) == 4 and out[-1].startswith("... and")
    assert main(["breakdown", "15%", "Jh9h4c", "--filter", "any"]) == 2
