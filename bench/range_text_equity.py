"""The cost of range text in oe.equity (issue 41 "Speed"): the whole call
oe.equity(["AA", "15%"], board="Ks9s4d2h7c", game="omaha") against its
floor, batch-evaluating both ranges' hands on that board once. CPU time,
medians of --repeats runs after one warm-up call (parsed ranges are cached
from the first call on; so are the ranges filtered by the board, with the
sweep's tables). A second line times the same call on a new river board
each call (39 boards in turn: the filter and tables are rebuilt, only the
text is cached). A third, "parsing included" (issue 54's target: within 3x
of the floor), empties the cache of parsed range text before each call, so
that both texts are read, expanded and listed in C again, and then filtered
by the board with the sweep's tables rebuilt (a new text's arrays are new).
Run: python bench/range_text_equity.py"""
import argparse
import itertools
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import median_cpu_seconds as median_cpu  # noqa: E402

import omaha_eval as oe  # noqa: E402
from omaha_eval import batch  # noqa: E402
from omaha_eval.equity_engine import players  # noqa: E402
from omaha_eval.equity_engine.rows import row_masks  # noqa: E402
from omaha_eval.ranges.c_parser import c_range  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=31)
    args = parser.parse_args()
    board = "Ks9s4d2h7c"
    hands = np.concatenate([oe.Range("AA", game="omaha").hands, oe.Range("15%", game="omaha").hands])
    hands = hands[~np.isin(hands, oe.parse_cards(board)).any(axis=1)]  # the hands the board leaves
    boards = np.tile(np.array(oe.parse_cards(board), dtype=np.uint8), (len(hands), 1))
    call = lambda: oe.equity(["AA", "15%"], board=board, game="omaha")  # noqa: E731
    floor = lambda: batch.evaluate(hands, boards, game="omaha")  # noqa: E731
    rivers = itertools.cycle(oe.parse_cards("2c3c4c5c6c7c8c9cTcJcQcKcAc2s3s4s5s6s7s8sTsJsQsAs3d5d6d8d9dTdJdQd"
                                            "KdAd3h4h5h6h8h"))
    fresh = lambda: oe.equity(["AA", "15%"], board=oe.parse_cards(board)[:4] + [next(rivers)],  # noqa: E731
                              game="omaha")

    def parsed():
        players._parsed_range.cache_clear()  # the texts are parsed again by this call
        return call()

    known = np.uint64(sum(1 << c for c in oe.parse_cards(board)))

    def floor_parsed():  # the floor with both texts read in C first (c_range), filtered as the engine does
        both = np.concatenate([c_range("AA", game="omaha")[0], c_range("15%", game="omaha")[0]])
        left = both[(row_masks(both) & known) == 0]
        return batch.evaluate(left, boards[:len(left)], game="omaha")

    call(), floor(), fresh(), parsed(), floor_parsed()
    t_call, t_floor = median_cpu(call, args.repeats), median_cpu(floor, args.repeats)
    t_fresh = median_cpu(fresh, args.repeats)
    t_parsed = median_cpu(parsed, args.repeats)
    t_floor_parsed = median_cpu(floor_parsed, args.repeats)
    print(f"oe.equity(['AA', '15%'], river)   {t_call * 1e3:8.2f} ms CPU")
    print(f"  the same on a new river each    {t_fresh * 1e3:8.2f} ms CPU")
    print(f"  the same, parsing included      {t_parsed * 1e3:8.2f} ms CPU")
    print(f"batch-evaluate both ranges once   {t_floor * 1e3:8.2f} ms CPU ({len(hands):,} hands)")
    print(f"  the same, both texts read first {t_floor_parsed * 1e3:8.2f} ms CPU")
    print(f"ratio                             {t_call / t_floor:8.1f}x  (target: 10x or less)")
    print(f"ratio, parsing included           {t_parsed / t_floor:8.1f}x  (target: 3x or less); "
          f"{t_parsed / t_floor_parsed:.1f}x the floor with its texts read")


if __name__ == "__main__":
    main()
