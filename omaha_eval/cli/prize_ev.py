"""`omaha-eval hands ev --payouts`: the payout table from the command line
and the player's tournament all-in hands printed in prize equity beside
chips (the computing is hands/icm_ev.py's)."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ..hands.icm_ev import Payouts, prize_ev, read_payouts


def payouts_from_args(numbers: Optional[Sequence[str]], path: Optional[str],
                      tournament: Optional[str]) -> Optional[Payouts]:
    """The command line's payouts: ``--payouts 50 30 20`` (for
    ``--tournament``, else every tournament) or ``--payouts-file`` (a
    room's tournament summary); None when neither is given."""
    if numbers and path:
        raise ValueError("--payouts and --payouts-file: give one of them")
    if path:
        return read_payouts(path)
    if not numbers:
        return None
    try:
        table = [float(x) for x in numbers]
    except ValueError:
        raise ValueError(f"--payouts {' '.join(numbers)}: expected numbers, the prizes of places 1, 2, ...") from None
    return {tournament: table} if tournament else table


def print_prize_ev(db: Any, player: str, payouts: Payouts, tournament: Optional[str], limit: int) -> None:
    """``omaha-eval hands ev --payouts``: the player's tournament all-in
    hands in prize equity beside chips."""
    rows = [r for r in prize_ev(db, payouts, tournament) if r.player == player]
    ev = sum(r.prize_ev or 0.0 for r in rows)
    actual = sum(r.prize_actual for r in rows)
    print(f"{player}: {len(rows):,} tournament all-in hands with a payout table; prize EV won {ev:,.2f}, "
          f"prize won {actual:,.2f} (luck {actual - ev:+,.2f})")
    if rows:
        print(f"{'hand':>16} {'tournament':>12} {'street':<8} {'chip EV':>10} {'chips':>8} {'prize EV':>9} "
              f"{'prize':>8}")
        for r in rows[-limit:]:
            chip = "unknown" if r.chip_ev is None else f"{r.chip_ev:,.0f}"
            prize = "unknown" if r.prize_ev is None else f"{r.prize_ev:+,.2f}"
            print(f"{r.hand_no:>16} {r.tournament:>12} {r.street:<8} {chip:>10} {r.chip_actual:>8,} {prize:>9} "
                  f"{r.prize_actual:>+8.2f}")
