"""`omaha-eval pql "select ..."`: run PQL statements given as text, as a
file of statements, or on standard input (`-`); print a table or JSON."""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from .args import positive_int


def _text(source: str) -> str:
    """The PQL text of the argument: '-' is standard input; text that starts
    with a statement (`select`, after blanks and comments) is the query;
    anything else names a file (a path ending .pql, or an existing file),
    and a file that is not there is an error naming it."""
    if source == "-":
        return sys.stdin.read()
    if _starts_with_select(source):
        return source
    if os.path.isfile(source):
        try:
            with open(source, encoding="utf-8-sig") as f:
                return f.read()
        except UnicodeDecodeError as err:  # a binary file, or another encoding: name the file
            raise ValueError(f"PQL file {source!r} is not UTF-8 text (byte {err.start} is "
                             f"{err.object[err.start:err.start + 1]!r}): expected a text file of statements") from None
    if source.lower().endswith(".pql") or (source.strip() and not any(ch.isspace() for ch in source.strip())):
        raise ValueError(f"no such PQL file: {source!r} (a query starts with 'select'; a file of "
                         "statements is a path, '-' reads standard input)")
    return source  # the parser names what is wrong with it


def _starts_with_select(text: str) -> bool:
    lines = [line.split("--", 1)[0] for line in text.splitlines()]
    body = " ".join(lines).lstrip()
    return body[:6].lower() == "select" and (len(body) == 6 or not body[6].isalnum())


def cmd_pql(args: argparse.Namespace) -> int:
    from ..pql.format import table
    from ..pql.planner import query
    exact = True if args.exact else False if args.sample else None
    results = query(_text(args.query), trials=args.trials, seed=args.seed, exact=exact, threads=args.threads,
                    progress=args.progress)
    if args.json:
        print(json.dumps([r.as_dict() for r in results], indent=2, default=_plain))
    else:
        print(table(results), end="")
    return 0


def _plain(x: Any) -> Any:
    try:
        return x.item()  # numpy scalars
    except AttributeError:
        return str(x)


def register_pql(sub: Any) -> None:
    p = sub.add_parser("pql", help="PQL queries (Poker Query Language): exact where possible, else sampled",
                       description="Run PQL statements (docs/pql.md), e.g. omaha-eval pql \"select avg(equity(hero)) "
                                   "from game='omahahi', hero='AsAhKdQd', villain='15%', board='Ks9s4d'\"")
    p.add_argument("query", help="PQL text, a file of statements, or - for standard input")
    p.add_argument("--trials", type=int, default=None,
                   help="Monte Carlo deals per statement when it cannot be exact (default 100,000)")
    p.add_argument("--seed", type=int, default=None, help="seed for reproducible sampling")
    p.add_argument("--threads", type=positive_int, default=None, help="threads to use (default: all cores)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="require exact enumeration")
    how.add_argument("--sample", action="store_true", help="sample even where exact is possible")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--progress", action="store_true", help="show a progress bar (needs tqdm)")
    p.set_defaults(run=cmd_pql)
