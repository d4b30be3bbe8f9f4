"""Benchmark: complete 6-max PLO hands through the rules engine, against
pokerkit playing the same scripts in the same run (when it is installed).

Two scripts, as issue 5 asks:
  calldown  everyone checks or calls to the showdown;
  potbot    a random fold / call / pot-raise policy (seeded, same odds in
            both engines: fold 20 %, raise the maximum 15 %, else check/call).

Run:  python bench/bench_engine.py [--hands N] [--pokerkit-hands M]
Both engines play the same seeded deals (hand i: the cards of
random.Random(i), dealt to the same seats). Each round times both engines
once, back to back; it prints the median hands per second of each and the
median of the same-round ratios. Absolute numbers on a shared machine are
noise, the ratio is what to read.
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import time

from omaha_eval.engine import Game
from omaha_eval.engine.bots import PotBot, calling_station, play_out

PLAYERS, STACK, SMALL, BIG = 6, 200, 1, 2


def seeded_deal(i: int):
    """Hand i's cards: four hole cards per seat (seat order) and the board."""
    cards = random.Random(i).sample(range(52), 4 * PLAYERS + 5)
    return [cards[4 * s:4 * s + 4] for s in range(PLAYERS)], cards[4 * PLAYERS:]


def ours(script: str, hands: int) -> float:
    game = Game.pot_limit_omaha(SMALL, BIG, seats=PLAYERS)
    bot = calling_station if script == "calldown" else PotBot(seed=1)
    deals = [seeded_deal(i) for i in range(hands)]  # before timing
    start = time.perf_counter()
    for i, (holes, board) in enumerate(deals):
        play_out(game.deal([STACK] * PLAYERS, button=i % PLAYERS, seed=i, cards=holes, board=board), bot)
    return hands / (time.perf_counter() - start)


def theirs(script: str, hands: int) -> float:
    import pokerkit
    from pokerkit import Automation

    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
                   Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
                   Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    rng = random.Random(1)
    text = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    deals = []  # before timing: the same cards as ours(), pokerkit's player p = our seat button + 1 + p
    for i in range(hands):
        holes, board = seeded_deal(i)
        order = [(i % PLAYERS + 1 + p) % PLAYERS for p in range(PLAYERS)]
        deals.append(([[text[c] for c in holes[seat]] for seat in order], [text[c] for c in board]))
    start = time.perf_counter()
    for holes, board in deals:
        state = pokerkit.PotLimitOmahaHoldem.create_state(
            automations, True, 0, (SMALL, BIG), BIG, (STACK,) * PLAYERS, PLAYERS)
        dealt = [0] * PLAYERS
        on_board = 0
        while state.status:
            if state.can_deal_hole():
                p = state.hole_dealee_index
                state.deal_hole(holes[p][dealt[p]])
                dealt[p] += 1
                continue
            if state.can_burn_card():  # an unknown card: the deal's cards stay for the board
                state.burn_card("??")
                continue
            if state.can_deal_board():
                count = state.board_dealing_count
                state.deal_board("".join(board[on_board:on_board + count]))
                on_board += count
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
    return hands / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per timing of this engine")
    parser.add_argument("--pokerkit-hands", type=int, default=100, help="hands per timing of pokerkit")
    parser.add_argument("--repeats", type=int, default=5, help="rounds (default 5)")
    args = parser.parse_args()
    have_pokerkit = importlib.util.find_spec("pokerkit") is not None
    print(f"6-max pot-limit Omaha {SMALL}/{BIG}, {STACK} chips each, the same seeded deals in both engines; "
          f"hands per second, median of {args.repeats} rounds; ratio = median of the same-round ratios")
    print(f"{'script':10} {'omaha-eval':>12} {'pokerkit':>10} {'ratio':>8}")
    for script in ("calldown", "potbot"):
        mine, other, ratios = [], [], []
        for _ in range(args.repeats):  # one round: both engines back to back
            mine.append(ours(script, args.hands))
            if have_pokerkit:
                other.append(theirs(script, args.pokerkit_hands))
                ratios.append(mine[-1] / other[-1])
        if have_pokerkit:
            print(f"{script:10} {statistics.median(mine):12,.0f} {statistics.median(other):10,.0f} "
                  f"{statistics.median(ratios):7.0f}x")
        else:
            print(f"{script:10} {statistics.median(mine):12,.0f} {'-':>10} {'-':>8}   (pokerkit not installed)")


if __name__ == "__main__":
    main()
