"""Short Deck Hold'em hand strength written from the rules, slowly and
plainly: no table, nothing shared with src/gen_shortdeck.py or the C core.

The deck is 36 cards, sixes to aces (card = rank * 4 + suit, rank 4 = six
... 12 = ace). Best first: straight flush, four of a kind, flush, full house,
then three of a kind and straight in the rule set's order ("trips": trips
beat a straight, as most rooms play; "straights": a straight beats trips, as
pokerkit plays), two pair, pair, high card. A-6-7-8-9 is a straight (and a
straight flush), the lowest, ranked by its nine."""
from collections import Counter
from itertools import combinations

DECK = [card for card in range(16, 52)]


def key5(cards, rules="trips"):
    """A tuple that compares greater for a stronger five-card hand."""
    ranks = [c // 4 for c in cards]
    flush = len({c % 4 for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [12, 7, 6, 5, 4]:     # A-9-8-7-6: the ace plays below the six
            straight_top = 7
    # ranks by how many of each, then by rank: quads first, then the kicker ...
    counted = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _, n in counted]
    order = [r for r, _ in counted]
    trips_score, straight_score = (5, 4) if rules == "trips" else (4, 5)
    if straight_top is not None and flush:
        return (9, straight_top)
    if shape == [4, 1]:
        return (8, *order)
    if flush:
        return (7, *order)
    if shape == [3, 2]:
        return (6, *order)
    if straight_top is not None:
        return (straight_score, straight_top)
    if shape == [3, 1, 1]:
        return (trips_score, *order)
    if shape == [2, 2, 1]:
        return (3, *order)
    if shape == [2, 1, 1, 1]:
        return (2, *order)
    return (1, *order)


def best_key(cards, rules="trips"):
    return max(key5(five, rules) for five in combinations(cards, 5))


def value_table(rules="trips"):
    """Every distinct five-card key, best first: the value of a key is its
    place here plus one (1 = royal flush)."""
    keys = sorted({key5(five, rules) for five in combinations(DECK, 5)}, reverse=True)
    return {k: i + 1 for i, k in enumerate(keys)}


def equity(holes, board, dead=(), rules="trips"):
    """Each player's pot share over every runout (a tie splits the pot)."""
    known = set(board) | set(dead) | {c for h in holes for c in h}
    left = [c for c in DECK if c not in known]
    shares = [0.0] * len(holes)
    count = 0
    for runout in combinations(left, 5 - len(board)):
        b = list(board) + list(runout)
        keys = [best_key(list(h) + b, rules) for h in holes]
        top = max(keys)
        winners = [i for i, k in enumerate(keys) if k == top]
        for i in winners:
            shares[i] += 1 / len(winners)
        count += 1
    return [s / count for s in shares], count
