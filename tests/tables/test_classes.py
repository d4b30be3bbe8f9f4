"""Starting-hand classes: counts, sizes, and the hand -> class lookup,
checked against brute force over every hand (an independent canonical form:
the smallest sorted relabelling over all 24 suit permutations)."""
import itertools
import math

import pytest

np = pytest.importorskip("numpy")

from omaha_eval.tables import classes  # noqa: E402
from omaha_eval.ranges.orderings import all_hands  # noqa: E402

PERMS = list(itertools.permutations(range(4)))


def brute_canonical(hands):
    """Smallest sorted tuple over the 24 suit relabellings, as a packed integer."""
    best = None
    for perm in PERMS:
        table = np.array([(c & ~3) | perm[c & 3] for c in range(52)], dtype=np.uint64)
        relabelled = np.sort(table[hands], axis=1)
        packed = np.zeros(len(hands), dtype=np.uint64)
        for j in range(hands.shape[1]):
            packed = packed * np.uint64(52) + relabelled[:, j]
        best = packed if best is None else np.minimum(best, packed)
    return best


@pytest.mark.parametrize("game,count", [("holdem", 169), ("omaha", 16432), ("omaha5", 134459),
                                         ("courchevel", 134459)])
def test_known_counts_and_sizes(game, count):
    c = classes(game)
    k = c.hole_cards
    assert c.count == count
    assert int(c.sizes.sum()) == math.comb(52, k)
    assert np.all(c.sizes >= 1) and np.all(24 % c.sizes == 0)


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_lookup_matches_brute_force(game):
    c = classes(game)
    hands = all_hands(c.hole_cards)
    ids = c.lookup(hands)
    brute = brute_canonical(hands)
    # one class per brute-force orbit and the other way round
    pairs = np.unique(np.stack([ids.astype(np.uint64), brute], axis=1), axis=0)
    assert len(pairs) == c.count == len(np.unique(brute))
    assert np.array_equal(np.bincount(ids, minlength=c.count), c.sizes)


def test_plo5_every_hand_in_exactly_one_class():
    c = classes("omaha5")
    ids = c.lookup(all_hands(5))
    assert ids.min() == 0 and ids.max() == c.count - 1
    assert np.array_equal(np.bincount(ids, minlength=c.count), c.sizes)


def test_plo6_count_by_brute_force():
    """Every one of the 20,358,520 PLO6 hands, built here as 52-bit card
    masks (bit rank + 13 * suit), cut into four per-suit rank masks and
    sorted with a sorting network: the distinct results are the classes."""
    c = classes("omaha6")
    assert int(c.sizes.sum()) == math.comb(52, 6)
    cards = np.arange(52, dtype=np.uint64)
    card_bits = np.uint64(1) << ((cards >> np.uint64(2)) + np.uint64(13) * (cards & np.uint64(3)))
    hands, last = card_bits.copy(), np.arange(52)
    for _ in range(5):  # add a higher card to every hand
        counts = 51 - last
        starts = np.repeat(np.cumsum(counts) - counts, counts)
        nxt = np.repeat(last, counts) + 1 + (np.arange(int(counts.sum())) - starts)
        hands, last = np.repeat(hands, counts) | card_bits[nxt], nxt
    assert len(hands) == math.comb(52, 6)
    m = [((hands >> np.uint64(13 * s)) & np.uint64(0x1FFF)).astype(np.uint16) for s in range(4)]
    del hands, last
    for a, b in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)]:
        m[a], m[b] = np.minimum(m[a], m[b]), np.maximum(m[a], m[b])
    packed = m[0].astype(np.uint64)
    for s in (1, 2, 3):
        packed = (packed << np.uint64(13)) | m[s]
    assert len(np.unique(packed)) == c.count == 962988


def test_texts_and_index():
    h = classes("holdem")
    assert h.text(h.index("AKs")) == "AKs"
    assert h.text(h.index("AsKd")) == "AKo"
    assert h.text(h.index("AcAd")) == "AA"
    assert h.sizes[h.index("AA")] == 6 and h.sizes[h.index("AKs")] == 4 and h.sizes[h.index("AKo")] == 12
    assert len(set(h.texts)) == 169
    o = classes("omaha")
    i = o.index("KdKcAdAc")
    assert o.text(i) == "AsAhKsKh" and o.sizes[i] == 6
    assert o.index(o.text(i)) == i
    assert len(set(o.texts)) == o.count
    # every representative lies in its own class
    reps = o.representatives()
    assert np.array_equal(o.lookup(reps), np.arange(o.count))


def test_bad_input():
    o = classes("omaha")
    with pytest.raises(ValueError, match="repeats"):
        o.lookup(np.array([[0, 0, 1, 2]]))
    with pytest.raises(ValueError, match="0..51"):
        o.lookup(np.array([[0, 1, 2, 52]]))
    with pytest.raises(ValueError, match="expected"):
        o.lookup(np.array([[0, 1, 2]]))
    with pytest.raises(ValueError, match="expected 4"):
        o.index("AsKs")
    with pytest.raises(ValueError, match="unknown game"):
        classes("stud")
    with pytest.raises(ValueError):
        o.text(o.count)
