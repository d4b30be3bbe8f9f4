"""Benchmark: complete 6-max PLO hands through the rules engine, against
pokerkit playing the same scripts in the same run (when it is installed).

Two scripts, as issue 5 asks:
  calldown  everyone checks or calls to the showdown;
  potbot    a random fold / call / pot-raise policy (seeded, same odds in
            both engines: fold 20 %, raise the maximum 15 %, else check/call).

Run:  python bench/bench_engine.py [--hands N] [--pokerkit-hands M]
Prints hands per second for each engine and the ratio. Times are the best
of a few repeats; absolute numbers on a shared machine are noise, the ratio
is what to read.
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import time

from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, calling_station, play_out

PLAYERS, STACK, SMALL, BIG = 6, 200, 1, 2


def ours(script: str, hands: int) -> float:
    game = Game.pot_limit_omaha(SMALL, BIG, seats=PLAYERS)
    bot = calling_station if script == "calldown" else PotBot(seed=1)
    start = time.perf_counter()
    for i in range(hands):
        play_out(game.deal([STACK] * PLAYERS, button=i % PLAYERS, seed=i), bot)
    return hands / (time.perf_counter() - start)


def theirs(script: str, hands: int) -> float:
    import pokerkit
    from pokerkit import Automation

    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
                   Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
                   Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
                   Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    rng = random.Random(1)
    start = time.perf_counter()
    for _ in range(hands):
        state = pokerkit.PotLimitOmahaHoldem.create_state(
            automations, True, 0, (SMALL, BIG), BIG, (STACK,) * PLAYERS, PLAYERS)
        while state.status:
            if script == "calldown":
                state.check_or_call()
                continue
            roll = rng.random()
            if roll < 0.15 and state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
            elif state.checking_or_calling_amount == 0:
                state.check_or_call()
            elif roll < 0.35:
                state.fold()
            else:
                state.check_or_call()
    return hands / (time.perf_counter() - start)


def best_of(fn, script: str, hands: int, repeats: int) -> float:
    return max(fn(script, hands) for _ in range(repeats))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per timing of this engine")
    parser.add_argument("--pokerkit-hands", type=int, default=100, help="hands per timing of pokerkit")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    have_pokerkit = importlib.util.find_spec("pokerkit") is not None
    print(f"6-max pot-limit Omaha {SMALL}/{BIG}, {STACK} chips each; hands per second (best of {args.repeats})")
    print(f"{'script':10} {'omaha-eval':>12} {'pokerkit':>10} {'ratio':>8}")
    for script in ("calldown", "potbot"):
        mine = best_of(ours, script, args.hands, args.repeats)
        if have_pokerkit:
            other = best_of(theirs, script, args.pokerkit_hands, args.repeats)
            print(f"{script:10} {mine:12,.0f} {other:10,.0f} {mine / other:7.0f}x")
        else:
            print(f"{script:10} {mine:12,.0f} {'-':>10} {'-':>8}   (pokerkit not installed)")


if __name__ == "__main__":
    main()
