"""Benchmark: complete 6-max PLO hands through the rules engine, against
pokerkit playing the same deals and the same scripts in the same run (when
it is installed).

Two scripts, as issue 5 asks:
  calldown  everyone checks or calls to the showdown;
  potbot    a random fold / call / pot-raise policy (seeded, same odds in
            both engines: fold 20 %, raise the maximum 15 %, else check/call).

Hand i is dealt from seed i by omaha-eval; pokerkit is handed the same hole
cards and board (its own dealing automations off), so both play the same
hands. Times are CPU time (time.process_time), and the figure printed is
the median of the repeats; on a shared machine the ratio in the same run is
what to read.

Run:  python bench/bench_engine.py [--hands N] [--pokerkit-hands M] [--repeats R]
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import time
from typing import List, Tuple

from omaha_eval.core.cards import cards_text
from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, calling_station, play_out
from omaha_eval.engine.histories import phh_seats

PLAYERS, STACK, SMALL, BIG = 6, 200, 1, 2
GAME = Game.pot_limit_omaha(SMALL, BIG, seats=PLAYERS)


def ours(script: str, hands: int) -> float:
    bot = calling_station if script == "calldown" else PotBot(seed=1)
    start = time.process_time()
    for i in range(hands):
        play_out(GAME.deal([STACK] * PLAYERS, button=i % PLAYERS, seed=i), bot)
    return hands / (time.process_time() - start)


def deals(hands: int) -> List[Tuple[List[str], List[str]]]:
    """Hand i's hole cards in pokerkit's player order (p1 = the first seat
    left of the button) and its board, street by street."""
    found = []
    for i in range(hands):
        hand = play_out(GAME.deal([STACK] * PLAYERS, button=i % PLAYERS, seed=i), calling_station)
        holes = [cards_text(hand.hole_cards(seat)) for seat in phh_seats(hand)]
        board = hand.board
        found.append((holes, [cards_text(board[:3]), cards_text(board[3:4]), cards_text(board[4:5])]))
    return found


def theirs(script: str, dealt: List[Tuple[List[str], List[str]]]) -> float:
    import warnings

    import pokerkit
    from pokerkit import Automation

    # pokerkit warns when handed cards its own shuffle did not put on top
    warnings.simplefilter("ignore", UserWarning)

    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
                   Automation.CARD_BURNING, Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
                   Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    rng = random.Random(1)
    start = time.process_time()
    for holes, board in dealt:
        state = pokerkit.PotLimitOmahaHoldem.create_state(
            automations, True, 0, (SMALL, BIG), BIG, (STACK,) * PLAYERS, PLAYERS)
        for cards in holes:
            state.deal_hole(cards)
        street = 0
        while state.status:
            if state.can_deal_board():
                state.deal_board(board[street])
                street += 1
                continue
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
    return len(dealt) / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per timing of this engine")
    parser.add_argument("--pokerkit-hands", type=int, default=100, help="hands per timing of pokerkit")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    have_pokerkit = importlib.util.find_spec("pokerkit") is not None
    dealt = deals(args.pokerkit_hands) if have_pokerkit else []
    print(f"6-max pot-limit Omaha {SMALL}/{BIG}, {STACK} chips each; hands per CPU second "
          f"(median of {args.repeats})")
    print(f"{'script':10} {'omaha-eval':>12} {'pokerkit':>10} {'ratio':>8}")
    for script in ("calldown", "potbot"):
        mine = statistics.median(ours(script, args.hands) for _ in range(args.repeats))
        if have_pokerkit:
            other = statistics.median(theirs(script, dealt) for _ in range(args.repeats))
            print(f"{script:10} {mine:12,.0f} {other:10,.0f} {mine / other:7.0f}x")
        else:
            print(f"{script:10} {mine:12,.0f} {'-':>10} {'-':>8}   (pokerkit not installed)")


if __name__ == "__main__":
    main()
