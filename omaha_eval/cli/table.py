"""`omaha-eval table ...`: preflop and matchup tables from the command line,
on all local cores or on a Dask cluster (--scheduler), with a progress bar
and a checkpoint to resume."""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from concurrent.futures import Executor
from contextlib import ExitStack
from typing import Any, Optional

from .args import game_action, positive_int
from ..core.optional import require
from ..core.pool import process_pool
from ..core.games import game_and_hilo


def _executor(args: argparse.Namespace, stack: ExitStack) -> Executor:
    if args.scheduler:
        try:
            distributed: Any = importlib.import_module("distributed")
        except ImportError:
            raise ImportError("--scheduler needs Dask: pip install 'omaha-eval[dask]'") from None
        client = stack.enter_context(distributed.Client(args.scheduler))
        print(f"omaha-eval: on the Dask cluster at {args.scheduler} "
              f"({len(client.scheduler_info().get('workers', {}))} workers)", file=sys.stderr)
        return client.get_executor()  # type: ignore[no-any-return]
    workers = args.workers or os.cpu_count() or 1
    return stack.enter_context(process_pool(workers))


def cmd_table(args: argparse.Namespace) -> int:
    from ..tables import compute
    from ..tables.table import check_writable

    check_writable(args.out)  # before hours of work, not after
    ext = os.path.splitext(args.out)[1].lower()
    if ext not in (".csv", ".parquet", ".pq"):
        raise ValueError(f"--out {args.out!r}: expected a .csv or .parquet file")
    if ext != ".csv":
        require("pyarrow", f"--out {args.out}", "parquet")
    trials: Optional[int] = None if args.exact else args.trials
    with ExitStack() as stack:
        executor = _executor(args, stack)
        common: Any = dict(hilo=args.hilo, trials=trials, seed=args.seed, executor=executor,
                           checkpoint=args.checkpoint, progress=not args.quiet)
        if args.kind == "preflop":
            table = compute.preflop(args.game, opponents=args.opponents, hands=args.hands or None, **common)
        else:
            table = compute.matchups(args.game, hands=args.hands or None, **common)
    table.write(args.out)
    print(f"omaha-eval: wrote {len(table):,} rows to {args.out}", file=sys.stderr)
    return 0


def register_table(sub: Any) -> None:
    p = sub.add_parser("table", help="precomputed preflop tables: every class against random hands, or matchups",
                       description="Preflop tables, e.g. omaha-eval table preflop --game omaha --trials 250000 "
                                   "--out plo4.parquet --checkpoint plo4.ckpt [--scheduler tcp://host:8786]")
    p.add_argument("kind", choices=("preflop", "matchups"),
                   help="preflop: each class against random hands; matchups: class against class, heads-up")
    p.add_argument("--game", action=game_action(game_and_hilo), default="holdem", help="the game (default holdem)")
    p.add_argument("--opponents", type=int, default=1, help="random opponents, 1..9 (preflop; default 1)")
    p.add_argument("--hilo", action="store_true", help="split with the 8-or-better low (Omaha)")
    p.add_argument("--trials", type=positive_int, default=100_000,
                   help="Monte Carlo deals per row (default 100000)")
    p.add_argument("--exact", action="store_true", help="enumerate exactly instead (Hold'em)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1): the same seed, the same table")
    p.add_argument("--hands", nargs="*", default=[], help="only these classes: hands (AsAhKsKh), class numbers or range text ('AA$ds': each class it holds)")
    p.add_argument("--out", required=True, help="output file: .csv or .parquet")
    p.add_argument("--checkpoint", default=None, help="file that records finished chunks; rerun to resume")
    p.add_argument("--scheduler", default=None, help="a Dask scheduler address, e.g. tcp://host:8786 "
                                                      "(default: a process per local core)")
    p.add_argument("--workers", type=positive_int, default=None, help="local processes (default: all cores)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_table)
