"""A random-play policy for tests that seeks the betting edges."""
import random


class EdgePolicy:
    """Bets the minimum, the maximum and all-in often; sometimes a random
    legal amount, checks, calls or folds; mucks now and then."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def __call__(self, hand):
        legal = hand.legal_actions()
        rng = self.rng
        if legal.can_show:
            return ("muck", None) if legal.can_muck and rng.random() < 0.15 else ("show", None)
        passive = ("check", None) if legal.can_check else ("call", None)
        roll = rng.random()
        wager = "bet" if legal.can_bet else "raise_to" if legal.can_raise else None
        if roll < 0.12 and not legal.can_check:
            return "fold", None
        if roll < 0.2 and legal.can_check and rng.random() < 0.1:
            return "fold", None  # folding when a check is free is legal too
        if wager is not None:
            if roll < 0.42:
                return wager, legal.min_to
            if roll < 0.6:
                return wager, legal.max_to
            if roll < 0.66:
                return wager, legal.full_min_to if legal.allows_to(legal.full_min_to) else legal.min_to
            if roll < 0.7:
                amount = rng.randint(legal.min_to, legal.max_to)
                return wager, amount if legal.allows_to(amount) else legal.max_to
        if roll < 0.82 and legal.all_in_to is not None:
            return "all_in", None
        return passive
