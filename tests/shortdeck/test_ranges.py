"""Short Deck ranges: the Hold'em range language on the 36-card deck,
against a plain-Python reading of the classic Hold'em shorthand written
here; ranks and cards below the six refused by name; percents by the
shipped Short Deck ordering (read here from its file, independently); and
equity with ranges against the reference's enumeration, combination by
combination, and Monte Carlo within its standard errors."""
import itertools
import os

import numpy as np
import pytest

import omaha_eval as oe
from omaha_eval.ranges import RangeSyntaxError

from . import reference

RANKS = "6789TJQKA"           # low to high
SUITS = "shdc"
DATA = os.path.join(os.path.dirname(oe.__file__), "ranges", "orderings", "data")


def deck():
    return [r + s for r in RANKS for s in SUITS]


def holdings():
    """Every Short Deck hand as a frozenset of two card texts."""
    return [frozenset(p) for p in itertools.combinations(deck(), 2)]


def in_class(hand, text):
    """Whether a hand is in a class 'AA', 'AKs' or 'AKo', from the rules."""
    a, b = sorted(hand, key=lambda c: RANKS.index(c[0]), reverse=True)
    ranks = {a[0], b[0]}
    if text[0] == text[1]:
        return a[0] == b[0] == text[0]
    if ranks != {text[0], text[1]} or a[0] == b[0]:
        return False
    suited = a[1] == b[1]
    return len(text) == 2 or suited == (text[2] == "s")


def plus(text):
    """'TT+' or 'A9s+' by the shorthand's rule: pairs up to aces; the lower
    card up to one below the higher."""
    if text[0] == text[1]:
        return [r + r for r in RANKS[RANKS.index(text[0]):]]
    hi = RANKS.index(text[0])
    return [text[0] + r + text[2:] for r in RANKS[RANKS.index(text[1]):hi]]


def reference_set(parts):
    """The hands of a comma list of classes, 'X+' classes, single hands
    and '*', read by the rules above."""
    out = set()
    for part in parts.split(","):
        if part == "*":
            out |= set(holdings())
        elif part.endswith("+"):
            for t in plus(part[:-1]):
                out |= {h for h in holdings() if in_class(h, t)}
        elif len(part) == 4:
            out.add(frozenset((part[:2], part[2:])))
        else:
            out |= {h for h in holdings() if in_class(h, part)}
    return out


def ours(text, game="shortdeck"):
    return {frozenset((h[:2], h[2:])) for h in oe.Range(text, game=game)}


@pytest.mark.parametrize("text", ["AA", "AKs", "KQo", "T9", "TT+", "A9s+", "K7o+", "66+,AJs+,KQo", "*",
                                  "AsKd,QhQc", "JJ,76s,A8o"])
def test_classic_shorthand_against_the_reference(text):
    assert ours(text) == reference_set(text)


def test_every_hand_is_in_the_deck_and_star_is_all_630():
    r = oe.Range("*", game="shortdeck")
    assert len(r) == 630 and r.share == 1.0
    assert int(r.hands.min()) >= 16
    # a wildcard and a macro that name low ranks keep only the deck's hands
    assert len(oe.Range("A*", game="shortdeck")) == len(reference_set("AK,AQ,AJ,AT,A9,A8,A7,A6,AA"))
    assert ours("$W$W") == reference_set("AA")


@pytest.mark.parametrize("text,words,column", [
    ("22+", "rank 2 is not in the Short Deck deck", 1),
    ("AKs,A5s", "rank 5 is not in the Short Deck deck", 6),
    ("AsKd,5d5c", "card 5d is not in the Short Deck deck", 6),
    ("[A-4]K", "rank 4", 4),
    ("AA@50,K3o@20", "rank 3", 8),
])
def test_a_rank_or_card_below_the_six_is_refused_by_name(text, words, column):
    with pytest.raises(RangeSyntaxError, match=words) as err:
        oe.Range(text, game="shortdeck")
    assert err.value.column == column


def test_digits_that_are_not_ranks_are_read():
    assert oe.Range("AA@50,KK@20", game="shortdeck").weight("AsAh") == 50
    assert len(oe.Range("20%", game="shortdeck")) > 0
    with pytest.raises(RangeSyntaxError, match="more cards than the hand holds"):   # a macro's digit: no rank
        oe.Range("$0g", game="shortdeck")


def shipped(game):
    """The shipped ordering's classes, best first, read from its file."""
    with open(os.path.join(DATA, f"{game}-vs1.txt"), encoding="utf-8") as f:
        return [line.split()[0] for line in f if line.strip() and not line.startswith("#")]


def reference_percent(game, low, high):
    """The classes taken while their hands stay within N% of the 630."""
    order = shipped(game)

    def top(percent):
        taken, total = [], 0
        for t in order:
            size = 6 if t[0] == t[1] else 4 if t.endswith("s") else 12
            if total + size > percent / 100 * 630 + 1e-9:
                break
            taken.append(t)
            total += size
        return taken
    above = set(top(low))
    chosen = [t for t in top(high) if t not in above]
    return {h for h in holdings() if any(in_class(h, t) for t in chosen)}


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck_straights"])
@pytest.mark.parametrize("text,low,high", [("5%", 0, 5), ("20%", 0, 20), ("10%-30%", 10, 30), ("100%", 0, 100),
                                           ("15%6h", 0, 15), ("0%", 0, 0)])
def test_percent_ranges_cut_the_short_deck_ordering(game, text, low, high):
    assert ours(text, game) == reference_percent(game, low, high)


def test_percents_combine_with_the_rest_of_the_language():
    top = reference_percent("shortdeck", 0, 20)
    assert ours("20%!AA") == top - reference_set("AA")
    assert oe.Range("20%@40", game="shortdeck").weight("AsAh") == 40
    assert len(oe.Range("10%", game="shortdeck").best_first()) == len(oe.Range("10%", game="shortdeck"))


def test_errors_after_a_percent_point_at_the_users_column():
    with pytest.raises(RangeSyntaxError) as err:
        oe.Range("20%,AK#", game="shortdeck")
    assert err.value.column == 7 and err.value.text == "20%,AK#"


def test_the_ordering_puts_aces_first_and_is_every_class_once():
    for game in ("shortdeck", "shortdeck_straights"):
        order = shipped(game)
        assert order[0] == "AA" and len(order) == len(set(order)) == 81


def test_the_shipped_classes_are_what_the_script_computes():
    """Three classes' lines again by the builder's own rule (a seed per
    class), and the file's order from its equities; the whole build again
    is the slow test below."""
    from omaha_eval.tables.shortdeck_ordering import SEED, TRIALS
    from omaha_eval.ranges.shortdeck import class_hands, class_texts
    with open(os.path.join(DATA, "shortdeck-vs1.txt"), encoding="utf-8") as f:
        lines = {line.split()[0]: line.split()[1:] for line in f if line.strip() and not line.startswith("#")}
    for i in (0, 40, 80):
        text = class_texts()[i]
        a, b = class_hands(text)[0].tolist()
        r = oe.equity([[a, b], "*"], game="shortdeck", trials=TRIALS, seed=SEED + i)
        assert lines[text] == [f"{r.equities[0]:.6f}", f"{r.players[0].std_error:.6f}"]
    equities = [float(lines[t][0]) for t in shipped("shortdeck")]
    assert equities == sorted(equities, reverse=True)


def test_the_shipped_orderings_are_what_the_script_writes(tmp_path):
    from omaha_eval.tables.shortdeck_ordering import main
    main(["--out", str(tmp_path)])
    for game in ("shortdeck", "shortdeck_straights"):
        with open(os.path.join(DATA, f"{game}-vs1.txt"), encoding="utf-8") as f:
            assert (tmp_path / f"{game}-vs1.txt").read_text(encoding="utf-8") == f.read()


def test_bad_ordering_argument():
    with pytest.raises(TypeError, match="ShortDeckOrdering"):
        oe.Range("20%", game="shortdeck", ordering=object())


def test_from_hands_refuses_a_card_outside_the_deck():
    with pytest.raises(ValueError, match="card 5h is not in the Short Deck deck"):
        oe.Range.from_hands(np.array([[51, 14]], np.uint8), np.array([1]), "shortdeck")
    assert len(oe.Range.from_hands(np.array([[51, 50]], np.uint8), np.array([1]), "shortdeck")) == 1


# -- equity with ranges ---------------------------------------------------

def cards(text):
    return [int(c) for c in oe.parse_cards(text)]


def reference_range_equity(ranges, board, dead, rules):
    """Every compatible combination of hands, weighted by the number of
    runouts it has (each combination's boards count once)."""
    n = len(ranges)
    shares, total = [0.0] * n, 0
    for combo in itertools.product(*ranges):
        used = [c for h in combo for c in h] + list(board) + list(dead)
        if len(set(used)) != len(used):
            continue
        eq, count = reference.equity([list(h) for h in combo], board, dead, rules)
        for i in range(n):
            shares[i] += eq[i] * count
        total += count
    return [s / total for s in shares]


def hands_of(text, board, dead):
    r = oe.Range(text, game="shortdeck")
    known = set(board) | set(dead)
    return [tuple(int(c) for c in h) for h in r.hands if not known & {int(c) for c in h}]


@pytest.mark.parametrize("game,rules", [("shortdeck", "trips"), ("shortdeck_straights", "straights")])
def test_exact_range_equity_against_the_reference(game, rules):
    for board, dead, texts in ((cards("Ts9h8c7d"), cards("6s"), ["AA,KQs", "JJ,T9s"]),
                               (cards("Ts9h8c7dAc"), [], ["AA,KQs", "JJ+,T9s", "QTo"])):
        want = reference_range_equity([hands_of(t, board, dead) for t in texts], board, dead, rules)
        got = oe.equity(texts, board=board, dead=dead, game=game)
        assert got.exact
        assert got.equities == pytest.approx(want, abs=1e-12)


def test_exact_flop_range_against_hand():
    board = cards("AhKd6c")
    want = reference_range_equity([[tuple(cards("QsJs"))], hands_of("AK,66", board, [])], board, [], "trips")
    assert oe.equity(["QsJs", "AK,66"], board=board, game="shortdeck").equities == pytest.approx(want, abs=1e-12)


def test_weights_against_the_reference():
    """Each combination counts by the product of its hands' weights."""
    board = cards("Ts9h8c7d")
    kk, qq = hands_of("KK", board, cards("AsAd")), hands_of("QQ", board, cards("AsAd"))
    shares, total = [0.0, 0.0], 0
    for villain, weight in [(h, 1) for h in kk] + [(h, 3) for h in qq]:
        eq, count = reference.equity([cards("AsAd"), list(villain)], board, (), "trips")
        shares = [s + e * count * weight for s, e in zip(shares, eq)]
        total += count * weight
    got = oe.equity(["AsAd", "KK@1,QQ@3"], board=board, game="shortdeck")
    assert got.equities == pytest.approx([s / total for s in shares], abs=1e-12)


def test_weights_and_forms_of_a_range():
    board = cards("Ts9h8c")
    a = oe.equity(["AsAd", "KK@50,QQ@100"], board=board, game="shortdeck")
    kk = hands_of("KK", board, [])
    qq = hands_of("QQ", board, [])
    b = oe.equity(["AsAd", (np.array(kk + qq, np.uint8), np.array([1] * len(kk) + [2] * len(qq)))], board=board,
                  game="shortdeck")
    assert a.equities == pytest.approx(b.equities, abs=1e-12)
    c = oe.equity(["AsAd", oe.Range("KK@50,QQ@100", game="shortdeck")], board=board, game="shortdeck")
    assert c.equities == pytest.approx(a.equities, abs=1e-12)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck_straights"])
def test_monte_carlo_with_ranges_within_four_standard_errors(game):
    board = cards("Ts9h8c")
    exact = oe.equity(["AA,KQs", "JJ+,76s"], board=board, game=game)
    mc = oe.equity(["AA,KQs", "JJ+,76s"], board=board, game=game, trials=40_000, seed=3)
    assert not mc.exact and mc.seed == 3
    for e, p in zip(exact.equities, mc.players):
        assert abs(p.equity - e) < 4 * p.std_error
    again = oe.equity(["AA,KQs", "JJ+,76s"], board=board, game=game, trials=40_000, seed=3)
    assert again.equities == mc.equities


def test_any_hand_exact_on_the_river_and_drawn_on_the_flop():
    hero, river = "AsAd", cards("KhQc9s8d7h")
    exact = oe.equity([hero, "*"], board=river, game="shortdeck")
    want = reference_range_equity([[tuple(cards(hero))], hands_of("*", river + cards(hero), [])], river, [],
                                  "trips")
    assert exact.equities == pytest.approx(want, abs=1e-12)
    flop = cards("KhQc9s")
    exact = oe.equity([hero, "*"], board=flop, game="shortdeck")
    mc = oe.equity([hero, "random"], board=flop, game="shortdeck", trials=50_000, seed=9)
    assert abs(mc.equities[0] - exact.equities[0]) < 4 * mc.players[0].std_error


def test_dead_cards_leave_the_ranges():
    board = cards("Ts9h8c")
    a = oe.equity(["AA", "KK"], board=board, dead="AsKs", game="shortdeck")
    b = oe.equity(["AhAd,AhAc,AdAc", "KhKd,KhKc,KdKc"], board=board, dead="AsKs", game="shortdeck")
    assert a.equities == pytest.approx(b.equities, abs=1e-12)


@pytest.mark.parametrize("hands,board,dead,words", [
    (["AA", "KK"], "AsAhAd", "Ac", "the range of player 1, 'AA', is empty"),
    (["AA", "K5"], "", "", "rank 5 is not in the Short Deck deck"),
    (["AA", ["AsKd", "4c4d"]], "", "", "player 2: expected Short Deck hands|card 4c"),
    (["AA", (np.array([[51, 50]], np.uint8), np.array([0]))], "", "", "integers >= 1"),
    (["AA", "**"], "", "", "hours of work; pass trials=N"),
])
def test_bad_range_input(hands, board, dead, words):
    hands = list(hands)
    if hands[1] == "**":
        hands = ["*", "*", "*", "*"]
    with pytest.raises(ValueError, match=words):
        oe.equity(hands, board=board, dead=dead, game="shortdeck")


def test_command_line_equity_with_ranges(capsys):
    from omaha_eval.cli import main
    main(["equity", "AA,KK", "QQ+,AKs", "--game", "shortdeck", "--board", "Ts9h8c"])
    out = capsys.readouterr().out
    assert "AA,KK" in out and "%" in out


def test_command_line_range_counts_the_short_deck(capsys):
    from omaha_eval.cli import main
    main(["range", "TT+,AKs", "--game", "shortdeck"])
    assert "hands:  34 of 630" in capsys.readouterr().out
