"""Malmuth-Harville ICM written from its definition, with no shortcut: every
ordering of the paid places is listed, its probability the product of each
finisher's share of the chips still in play. Factorial: for small fields."""
from fractions import Fraction
from itertools import permutations


def places(stacks, paid, exact=False):
    """places[i][k]: P(player i finishes in place k + 1); Fractions when exact."""
    num = Fraction if exact else float
    s = [num(x) for x in stacks]
    n = len(s)
    out = [[num(0)] * paid for _ in range(n)]
    for order in permutations(range(n), paid):
        prob = num(1)
        left = sum(s)
        for who in order:
            prob *= s[who] / left
            left -= s[who]
        for k, who in enumerate(order):
            out[who][k] += prob
    return out


def equities(stacks, payouts):
    pl = places(stacks, len(payouts))
    return [sum(p * x for p, x in zip(row, payouts)) for row in pl]
