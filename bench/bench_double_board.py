"""Benchmark: double boards against one board, in the same run (issue 27).

  equity  exact equity of two PLO4 hands on a flop: both boards' turn and
          river without replacement (``oe.equity(..., boards=[b1, b2])``)
          against one board's flop equity (the other flop dead), on the
          same seeded spots;
  engine  complete 6-max PLO hands played by the calling station: single-
          board hands with blinds against double-board hands with blinds and
          double-board bomb pots (no preflop round), hands a second.

Times are CPU time (time.process_time); read the ratios.

Run:  python bench/bench_double_board.py [--spots N] [--hands M]
"""
from __future__ import annotations

import argparse
import random
import time
from typing import List, Tuple

import omaha_eval as oe
from omaha_eval.core.cards import cards_text
from omaha_eval.engine import Game
from omaha_eval.engine.bots import calling_station, play_out


def spots(count: int, hilo: bool) -> List[Tuple[List[str], str, str]]:
    rng = random.Random(27 + hilo)
    found = []
    for _ in range(count):
        cards = rng.sample(range(52), 14)
        found.append(([cards_text(cards[0:4]), cards_text(cards[4:8])], cards_text(cards[8:11]),
                      cards_text(cards[11:14])))
    return found


def equity_times(count: int, hilo: bool) -> Tuple[float, float]:
    chosen = spots(count, hilo)
    hands, one, two = chosen[0]  # warm up: tables built on first use stay out of the timing
    oe.equity(hands, board=one, dead=two, hilo=hilo)
    oe.equity(hands, boards=[one, two], hilo=hilo)
    start = time.process_time()
    for hands, one, two in chosen:
        oe.equity(hands, board=one, dead=two, hilo=hilo)
    single = (time.process_time() - start) / count
    start = time.process_time()
    for hands, one, two in chosen:
        oe.equity(hands, boards=[one, two], hilo=hilo)
    double = (time.process_time() - start) / count
    return single, double


def engine_rate(game: Game, hands: int) -> float:
    start = time.process_time()
    for i in range(hands):
        play_out(game.deal([200] * 6, button=i % 6, seed=i), calling_station)
    return hands / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=200)
    parser.add_argument("--hands", type=int, default=3000)
    args = parser.parse_args()
    for hilo in (False, True):
        single, double = equity_times(args.spots, hilo)
        print(f"exact flop equity, PLO4{' Hi-Lo' if hilo else ''}, 2 hands: one board {single * 1e6:.1f} us, "
              f"double board {double * 1e6:.1f} us: {double / single:.1f}x")
    plain = engine_rate(Game.pot_limit_omaha(1, 2, seats=6), args.hands)
    double = engine_rate(Game.pot_limit_omaha(1, 2, seats=6, double_board=True), args.hands)
    bombs = engine_rate(Game.pot_limit_omaha(1, 2, seats=6, double_board=True, bomb_pot=2), args.hands)
    print(f"engine, 6-max PLO calldown: single board {plain:,.0f} hands/s; double board with blinds "
          f"{double:,.0f} hands/s ({plain / double:.2f}x the time); double-board bomb pots "
          f"{bombs:,.0f} hands/s ({plain / bombs:.2f}x)")


if __name__ == "__main__":
    main()
