"""Range against the brute-force oracle (tests/ranges/oracle.py) on generated
range texts. Hands are sampled: uniform random ones, members of the Range,
and hands built to hold each pattern's cards (likely members of the oracle).
OMAHA_EVAL_FULL=1 checks more texts and more hands."""
import os
import random

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.ranges import Range  # noqa: E402

from .oracle import likely_member, random_range  # noqa: E402

FULL = os.environ.get("OMAHA_EVAL_FULL", "") not in ("", "0")
GAMES = {4: "omaha", 5: "omaha5", 6: "omaha6"}


def check(seed: int, k: int, hands_per_kind: int) -> None:
    rng = random.Random(seed)
    expr = random_range(rng, k)
    r = Range(expr.text, game=GAMES[k])
    sample = [rng.sample(range(52), k) for _ in range(hands_per_kind)]
    if 0 < len(r) <= 300_000:  # members too (listing millions of PLO6 hands is slow)
        members = r.hands
        sample += [list(members[rng.randrange(len(members))]) for _ in range(hands_per_kind)]
    for p in expr.patterns[:4]:
        for _ in range(hands_per_kind // 2):
            hand = likely_member(rng, p, k)
            if hand is not None:
                sample.append(hand)
    for hand in sample:
        assert (hand in r) == expr.test(hand), (expr.text, [int(c) for c in hand])


@pytest.mark.parametrize("seed", range(300 if FULL else 120))
def test_plo4_generated(seed):
    check(seed, 4, 60 if FULL else 25)


@pytest.mark.parametrize("seed", range(60 if FULL else 15))
def test_plo5_generated(seed):
    check(10_000 + seed, 5, 30 if FULL else 10)


@pytest.mark.parametrize("seed", range(30 if FULL else 2))
def test_plo6_generated(seed):
    # PLO6 has 20 million hands: a pattern of six constrained cards with
    # variables takes the C matcher seconds, so few texts by default
    check(20_002 + seed, 6, 20 if FULL else 6)


def test_exhaustive_plo4_sample_of_texts():
    """A few generated texts against every PLO4 hand (slow oracle: few texts)."""
    import itertools

    from .oracle import random_pattern, pattern_matches
    rng = random.Random(5)
    all_hands = list(itertools.combinations(range(52), 4))
    for _ in range(3 if FULL else 1):
        p = random_pattern(rng, 4)
        r = Range(p.text(), game="omaha")
        step = 1 if FULL else 7
        for hand in all_hands[::step]:
            assert (hand in r) == pattern_matches(p, hand), (p.text(), hand)
