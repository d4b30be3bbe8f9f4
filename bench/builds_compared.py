"""The same public calls timed on two builds of omaha-eval in one run: issue
41's "same speed" check (the tree and the convention changed, the answers
and the speed may not).

    python bench/builds_compared.py OLD_SRC [NEW_SRC] [--rounds 6]

Each SRC is a source tree with its extension built in place (``python
setup.py build_ext --inplace``); NEW_SRC defaults to this checkout. Every
job runs in a fresh interpreter per build (PYTHONPATH=SRC), in rounds of
A B B A so that the shared machine's drift weighs on both alike; each
figure is the job's CPU time (one thread), median over the rounds, and
the table gives new/old. The jobs use only calls that both builds spell
the same way:

- import: ``import omaha_eval`` (CPU ms, a fresh process);
- equity, two hands: ``oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h5s")``,
  exact on the turn (µs a call);
- equity, range text: ``oe.equity(["AA", "15%"], board="Ks9s4d2h7c",
  game="omaha")`` (ms a call, range text parsed on every call in the old
  build, cached in the new);
- PQL: the README's query, exact on the flop (ms a call);
- breakdown: PLO4's 15% (40,600 hands, parsed once) on a flop (ms a call).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Each job: (unit, setup, the call timed, calls per figure, unit per second)
TIMED = {
    "equity, two PLO4 hands, turn": (
        "µs", "import omaha_eval as oe",
        'oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c3d4h5s", threads=1)', 300, 1e6),
    "equity, AA against 15%, river": (
        "ms", "import omaha_eval as oe",
        'oe.equity(["AA", "15%"], board="Ks9s4d2h7c", game="omaha", threads=1)', 15, 1e3),
    "PQL, README query, flop": (
        "ms", "from omaha_eval import pql\n"
              "q = ('select avg(equity(hero)) as eq, count(nutHi(villain, river)) as vnuts '\n"
              "     \"from game='omahahi', hero='AsAhKdQd', villain='JJ$ds', board='Ks9s4d' \"\n"
              "     'where minFlopHandCategory(villain, flopset)')",
        "pql.run(q)", 3, 1e3),
    "breakdown, 15% of PLO4 (40,600 hands), flop": (
        "ms", "from omaha_eval import Range\nfrom omaha_eval.analysis import breakdown\n"
              "r = Range('15%', 'omaha')  # parsed once, outside the timing",
        'breakdown(r, "Jh9h4c")', 7, 1e3),
}
TEMPLATE = """import time
{setup}
{call}
t = time.process_time()
for _ in range({n}):
    {call}
print((time.process_time() - t) / {n} * {scale})"""

JOBS = {"import": ("ms", "import time\nt=time.process_time()\nimport omaha_eval\n"
                         "print((time.process_time()-t)*1e3)")}
JOBS.update({name: (unit, TEMPLATE.format(setup=setup, call=call, n=n, scale=scale))
             for name, (unit, setup, call, n, scale) in TIMED.items()})


def run(src: Path, code: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(src), OMAHA_EVAL_THREADS="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd="/", capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{src}: {out.stderr.strip().splitlines()[-1]}")
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path, nargs="?", default=HERE)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--only", default=None, help="run the jobs whose name contains this text")
    args = parser.parse_args()
    print(f"`python bench/builds_compared.py {args.old} {args.new} --rounds {args.rounds}`: CPU time, one "
          f"thread, median of {args.rounds} rounds of A B B A\n")
    print("| job | unit | old | new | new/old |\n|---|---|---:|---:|---:|")
    for name, (unit, code) in JOBS.items():
        if args.only and args.only not in name:
            continue
        old, new = [], []
        for _ in range(args.rounds):
            old.append(run(args.old, code))
            new.append(run(args.new, code))
            new.append(run(args.new, code))
            old.append(run(args.old, code))
        a, b = statistics.median(old), statistics.median(new)
        print(f"| {name} | {unit} | {a:.3g} | {b:.3g} | {b / a:.2f} |", flush=True)


if __name__ == "__main__":
    main()
