"""Peak memory of importing one big hand-history file: the fixtures' room
hands (tests/engine/histories/*.txt) repeated under new hand numbers into
one file of the size asked, imported into a new database in a child
process whose peak resident memory (ru_maxrss) is reported, with the time.

    python bench/hands_import_memory.py [MEGABYTES]      # default 200

The import reads a hand at a time and commits as it goes, so its memory
should not grow with the file.
"""
from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "engine", "histories")
CHILD = ("import sys, time; from omaha_eval.hands import HandDatabase\n"
         "started = time.perf_counter()\n"
         "with HandDatabase(sys.argv[1]) as db: s = db.import_paths([sys.argv[2]])\n"
         "print(s.__str__().splitlines()[0]); print(f'{time.perf_counter() - started:.1f} s')")


def write_file(path: str, megabytes: float) -> int:
    texts = []
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".txt"):
            with open(os.path.join(HERE, name), encoding="utf-8") as f:
                texts.append(f.read())
    hands, size, copy = 0, 0, 0
    per = sum(len(re.findall(r"^(?:PokerStars|Poker Hand)", t, re.M)) for t in texts)
    with open(path, "w", encoding="utf-8") as out:
        while size < megabytes * 1e6:
            for text in texts:
                # each copy under new hand numbers (a suffix: every hand a new one)
                part = re.sub(r"(Hand|Game) #([A-Z]*)(\d+)",
                              lambda m: f"{m.group(1)} #{m.group(2)}{m.group(3)}{copy:07d}", text)
                out.write(part + "\n\n")
                size += len(part.encode()) + 2
            hands += per
            copy += 1
    return hands


def main() -> None:
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 200.0
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "big.txt")
        hands = write_file(path, megabytes)
        print(f"file: {os.path.getsize(path) / 1e6:,.0f} MB, {hands:,} hands")
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", CHILD, os.path.join(folder, "h.sqlite"), path],
                              capture_output=True, text=True)
        wall = time.perf_counter() - started
        print(done.stdout.strip() or done.stderr.strip()[-2000:])
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024   # (KiB on Linux)
        print(f"peak resident memory of the import: {peak:,.0f} MB ({wall:,.0f} s wall)")


if __name__ == "__main__":
    main()
