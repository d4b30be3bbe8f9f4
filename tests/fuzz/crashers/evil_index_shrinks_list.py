"""Issue 14.1: an item whose __index__ empties the list being converted made
every card-taking call read past the list's end (signal 11)."""
import numbers

import omaha_eval as oe
from omaha_eval.core import _core


class Evil:
    def __init__(self, victim, card=3):
        self.victim, self.card = victim, card

    def __index__(self):
        self.victim.clear()
        return self.card


numbers.Integral.register(Evil)


def hostile(cards):
    lst = list(cards)
    lst[0] = Evil(lst)
    return lst


calls = [
    lambda: oe.evaluate(hostile([0, 1, 2, 4]), [5, 6, 7]),
    lambda: oe.evaluate([8, 9, 10, 11], hostile([5, 6, 7])),
    lambda: oe.best_hand(hostile([0, 1, 2, 4]), [5, 6, 7, 12, 13]),
    lambda: oe.evaluate_low(hostile([0, 1, 2, 4]), [5, 6, 7]),
    lambda: oe.best_low(hostile([0, 1, 2, 4]), [5, 6, 7]),
    lambda: oe.evaluate_hilo(hostile([0, 1, 2, 4]), [5, 6, 7]),
    lambda: oe.rank5(hostile([0, 1, 2, 4, 9])),
    lambda: oe.parse_cards(hostile([0, 1, 2, 4])),
    lambda: oe.Deck(remove=hostile([0, 1, 2])),
    lambda: _core.cards(hostile(range(40))),
    lambda: _core.eval_high(hostile([0, 1]), [5, 6, 7, 8, 9]),
]
for call in calls:
    try:
        call()
    except (ValueError, TypeError):
        pass
print("ok")
