"""The prize equity of an all-in: calling (or folding to) one player's
shove at a table, each outcome's stacks valued by ICM."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, List, Optional, Sequence

from .inputs import check_payouts, check_player, check_probability, check_stacks, _numbers, same_length
from .model import icm_equity


@dataclass(frozen=True)
class AllInResult:
    """The caller's prize equity if they fold and if they call, and the
    chips they would expect from the call. ``call_win``, ``call_tie`` and
    ``call_lose``: the equity after each showdown outcome; ``break_even``:
    the winning chance (with the given tie chance) at which calling and
    folding are worth the same; ``chip_ev``: the call's expected chips
    against folding (the chip-EV view ICM corrects)."""
    fold: float
    call: float
    call_win: float
    call_tie: float
    call_lose: float
    break_even: float
    chip_ev: float

    @property
    def gain(self) -> float:
        """Prize equity gained by calling rather than folding."""
        return self.call - self.fold

    @property
    def should_call(self) -> bool:
        return self.call > self.fold


def allin(stacks: Iterable[float], payouts: Iterable[float], caller: int, shover: int, win: float,
          tie: float = 0.0, posted: Optional[Sequence[float]] = None) -> AllInResult:
    """``shover`` moves all in; ``caller`` calls or folds; everyone else has
    folded. ``stacks``: the chips each player had when the hand began;
    ``posted``: what each had already put in (blinds, antes; default none),
    which the pot's winner takes; ``win``, ``tie``: the caller's chances in
    the showdown. A player left with no chips finishes below everyone left.

    >>> r = allin([5000, 3000, 2000], [50, 30, 20], caller=1, shover=0, win=0.5)
    >>> r.should_call, round(r.chip_ev, 6)
    (False, 0.0)
    """
    s = check_stacks(stacks)
    n = len(s)
    p = check_payouts(payouts, n)
    check_player(caller, n, "caller")
    check_player(shover, n, "shover")
    if caller == shover:
        raise ValueError(f"caller and shover are both player {caller}: expected two players")
    w, t = check_probability(win, "win"), check_probability(tie, "tie")
    if w + t > 1 + 1e-12:
        raise ValueError(f"win {win!r} and tie {tie!r} add up to more than 1")
    put = [0.0] * n if posted is None else _numbers(posted, "posted")
    same_length(put, n, "posted")
    for i, x in enumerate(put):
        if not 0 <= x <= s[i]:
            raise ValueError(f"posted by player {i + 1}: {x:g}; expected 0..{s[i]:g} (the stack)")
    dead = sum(put) - put[caller] - put[shover]
    folded = [x - put[i] for i, x in enumerate(s)]
    folded[shover] += sum(put)
    matched = min(s[caller], s[shover])
    pot = 2 * matched + dead
    base = [x - put[i] for i, x in enumerate(s)]
    base[caller], base[shover] = s[caller] - matched, s[shover] - matched

    def after(caller_share: float) -> List[float]:
        out = list(base)
        out[caller] += pot * caller_share
        out[shover] += pot * (1 - caller_share)
        return out

    fold = _value(folded, p, caller)
    win_v, tie_v, lose_v = (_value(after(x), p, caller) for x in (1.0, 0.5, 0.0))
    call = w * win_v + t * tie_v + (1 - w - t) * lose_v
    spread = win_v - lose_v
    break_even = (fold - t * tie_v - (1 - t) * lose_v) / spread if spread > 0 else float("nan")
    chips_call = w * (base[caller] + pot) + t * (base[caller] + pot / 2) + (1 - w - t) * base[caller]
    return AllInResult(fold, call, win_v, tie_v, lose_v, break_even, chips_call - folded[caller])


def _value(stacks: List[float], payouts: List[float], player: int) -> float:
    """ICM equity of one player, players with no chips placed last (in the
    order they are listed: at most one busts in a heads-up all-in)."""
    alive = [i for i, x in enumerate(stacks) if x > 1e-12 * max(stacks)]
    if player not in alive:
        place = len(alive) + [i for i in range(len(stacks)) if i not in alive].index(player)
        return payouts[place] if place < len(payouts) else 0.0
    result = icm_equity([stacks[i] for i in alive], payouts[:len(alive)])
    return result.equities[alive.index(player)]
