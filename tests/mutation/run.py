#!/usr/bin/env python3
"""Mutation testing: plant one small bug at a time and check a test fails.

Each mutant is (file, exact snippet, replacement, tests). The script copies
the working tree to a temporary folder once, builds the extension there,
then for each mutant: replaces the snippet (it must occur exactly once),
rebuilds only what changed (the one C file, or every file that includes a
mutated header, then the link), runs the mutant's test files with
``pytest -x`` under a timeout, and restores the file. A mutant is *killed*
when pytest fails (or times out or crashes), *survives* when it passes.
A snippet that is no longer in the file (the code moved on) is reported as
*stale* and skipped, not counted.

    python tests/mutation/run.py                  # everything
    python tests/mutation/run.py --only oe_low    # mutants whose id contains a word (or a,b,c)
    python tests/mutation/run.py --part 1/3       # a third of the list, for short runs
    python tests/mutation/run.py --list

The report (kill rate, survivors with their reasons) is in
tests/mutation/README.md. Baselines: each distinct test set is first run on
the unmutated copy; a mutant whose tests fail there is reported, not counted.
"""
from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import MUTANTS, Mutant  # noqa: E402

TIMEOUT = 240  # seconds per mutant's test run
# sources that run as they are (Python, the JavaScript module): a mutant there needs no rebuild
UNBUILT = (".py", ".js", ".mjs")


def copy_tree(dest: Path) -> None:
    """Tracked and untracked-but-not-ignored files, plus the build outputs."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, text=True,
                           capture_output=True, check=True).stdout.splitlines()
    for name in files:
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


class Builder:
    """Builds the extension once in the copy and remembers the compile and
    link commands, so a mutant recompiles only the files it touches."""

    def __init__(self, tree: Path) -> None:
        self.tree = tree
        self.compile: Dict[str, List[str]] = {}   # source path -> command
        self.link: List[str] = []
        self.built: Optional[Path] = None        # the .so the link writes
        self.inplace: Optional[Path] = None      # where the package imports it from

    def full_build(self) -> None:
        shutil.rmtree(self.tree / "build", ignore_errors=True)
        out = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "--force"], cwd=self.tree,
                             text=True, capture_output=True)
        if out.returncode != 0:
            raise SystemExit(f"the unmutated tree does not build:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}")
        for line in (out.stdout + "\n" + out.stderr).splitlines():
            words = shlex.split(line) if line and line.split()[0].endswith(("gcc", "cc", "clang", "g++")) else []
            if "-c" in words:
                self.compile[words[words.index("-c") + 1]] = words
            elif "-shared" in words:
                self.link = words
                self.built = self.tree / words[words.index("-o") + 1]
        copied = re.search(r"copying (\S+) -> (\S+)", out.stdout + out.stderr)
        if not self.compile or not self.link or self.built is None or not copied:
            raise SystemExit("could not read the compile and link commands from the build output")
        self.inplace = self.tree / copied.group(2) / Path(copied.group(1)).name
        # the unmutated objects and library, to put back after each mutant
        self.saved = self.tree.parent / "unmutated"
        self.saved.mkdir(exist_ok=True)
        for i, words in enumerate([*self.compile.values(), self.link]):
            target = self.tree / words[words.index("-o") + 1]
            shutil.copy2(target, self.saved / f"{i}-{target.name}")

    def restore(self) -> None:
        """Put back every unmutated object and the library (no compiling)."""
        assert self.inplace is not None
        for i, words in enumerate([*self.compile.values(), self.link]):
            target = self.tree / words[words.index("-o") + 1]
            shutil.copy2(self.saved / f"{i}-{target.name}", target)
        assert self.built is not None
        shutil.copy2(self.built, self.inplace)

    def sources_for(self, changed: str) -> List[str]:
        if changed.endswith(".c"):
            return [s for s in self.compile if s == changed]
        header = Path(changed).name  # a header: every source that includes it (the Cython output too)
        return [s for s in self.compile if f'"{header}"' in (self.tree / s).read_text(errors="replace")]

    def rebuild(self, changed: str) -> Tuple[bool, str]:
        """Recompile what includes or is ``changed``, relink; (ok, errors)."""
        sources = self.sources_for(changed)
        if not sources:
            return False, f"no compile command for {changed}"
        for source in sources:
            out = subprocess.run(self.compile[source], cwd=self.tree, text=True, capture_output=True)
            if out.returncode != 0:
                return False, out.stderr[-2000:]
        out = subprocess.run(self.link, cwd=self.tree, text=True, capture_output=True)
        if out.returncode != 0:
            return False, out.stderr[-2000:]
        assert self.built is not None and self.inplace is not None
        shutil.copy2(self.built, self.inplace)
        return True, ""


def run_tests(tree: Path, tests: Tuple[str, ...], timeout: int) -> Tuple[str, float, str]:
    """('pass' | 'fail' | 'timeout', seconds, last lines of output); for a
    failure, the first FAILED/ERROR line of pytest's summary comes first."""
    # PYTHONPATH: the tests' child processes start outside the tree (as they
    # must where the package is installed) and must import the mutated copy
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", OMAHA_EVAL_REQUIRE_ALL="", PYTHONPATH=str(tree))
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--hypothesis-seed=0", *tests]
    start = time.monotonic()
    try:
        out = subprocess.run(cmd, cwd=tree, env=env, text=True, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start, ""
    lines = (out.stdout + out.stderr).strip().splitlines()
    failed = [line for line in lines if line.startswith(("FAILED ", "ERROR "))][:1]
    tail = "\n".join(failed + lines[-3:])
    if out.returncode == 5:
        return "no tests", time.monotonic() - start, tail
    return ("pass" if out.returncode == 0 else "fail"), time.monotonic() - start, tail


def select(mutants: List[Mutant], only: Optional[str], part: Optional[str]) -> List[Mutant]:
    words = [w for w in (only or "").split(",") if w]
    chosen = [m for m in mutants if not words or any(w in m.id for w in words)]
    if part:
        k, n = map(int, part.split("/"))
        chosen = chosen[k - 1::n]
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="run the mutants whose id contains this text (or any of several, comma-separated)")
    parser.add_argument("--part", help="K/N: every N-th mutant starting at the K-th")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--timeout", type=int, default=TIMEOUT)
    parser.add_argument("--keep", action="store_true", help="keep the temporary tree")
    args = parser.parse_args()
    mutants = select(MUTANTS, args.only, args.part)
    if args.list:
        for m in mutants:
            print(f"{m.id:28} {m.file}: {m.note}")
        return 0

    tmp = Path(tempfile.mkdtemp(prefix="oe-mutation-"))
    tree = tmp / "tree"
    tree.mkdir()
    started = time.monotonic()
    try:
        copy_tree(tree)
        builder = Builder(tree)
        needs_c = any(not m.file.endswith(UNBUILT) for m in mutants)
        if needs_c or not list((tree / "omaha_eval").glob("_core*.so")) + list((tree / "omaha_eval").glob("_core*.pyd")):
            print("building the unmutated copy ...", flush=True)
            builder.full_build()
        baselines: Dict[Tuple[str, ...], str] = {}
        results = []
        for m in mutants:
            path = tree / m.file
            if m.tests not in baselines:
                state, secs, tail = run_tests(tree, m.tests, args.timeout)
                baselines[m.tests] = state
                if state != "pass":
                    print(f"BASELINE {state}: {' '.join(m.tests)}\n{tail}", flush=True)
            if baselines[m.tests] != "pass":
                results.append((m, "baseline failed", 0.0, ""))
                continue
            original = path.read_text(encoding="utf-8") if path.exists() else ""
            count = original.count(m.find)
            if count != 1:
                why = "snippet not found: the code moved on" if count == 0 else f"snippet found {count} times"
                results.append((m, "stale", 0.0, why))
                print(f"STALE    {m.id}: {why}", flush=True)
                continue
            if m.file.endswith((".pyx", ".pxi", ".pxd")):
                # the builder recompiles C, not Cython: such a mutant would never
                # run, and its build failing is no kill
                results.append((m, "stale", 0.0, "Cython sources are not rebuilt here"))
                print(f"STALE    {m.id}: Cython sources are not rebuilt here ({m.file})", flush=True)
                continue
            try:
                path.write_text(original.replace(m.find, m.replace), encoding="utf-8")
                if not m.file.endswith(UNBUILT):
                    ok, errors = builder.rebuild(m.file)
                    if not ok:  # a mutant the compiler rejects counts as killed
                        results.append((m, "killed", 0.0, "does not compile"))
                        print(f"killed   {m.id}: does not compile", flush=True)
                        continue
                state, secs, tail = run_tests(tree, m.tests, args.timeout)
            finally:
                path.write_text(original, encoding="utf-8")
                if not m.file.endswith(UNBUILT):
                    builder.restore()
            verdict = "SURVIVED" if state == "pass" else "killed"
            results.append((m, verdict, secs, state))
            # which test caught it: a mutant killed by a crash or an import error is not really caught
            caught = tail.splitlines()[0][:160] if verdict == "killed" and tail else state
            print(f"{verdict:8} {m.id} ({secs:.1f} s): {caught if verdict == 'killed' else m.note}", flush=True)
    finally:
        if args.keep:
            print(f"tree kept in {tree}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)

    counted = [r for r in results if r[1] in ("killed", "SURVIVED")]
    killed = sum(1 for r in counted if r[1] == "killed")
    survivors = [r for r in counted if r[1] == "SURVIVED"]
    stale = [r for r in results if r[1] == "stale"]
    print()
    print(f"{killed} of {len(counted)} mutants killed ({100 * killed / max(1, len(counted)):.1f}%), "
          f"{len(stale)} stale, {len(results) - len(counted) - len(stale)} with a failing baseline; "
          f"{time.monotonic() - started:.0f} s")
    by_file: Dict[str, List[int]] = {}
    for m, verdict, _, _ in counted:
        by_file.setdefault(m.file, [0, 0])
        by_file[m.file][0] += verdict == "killed"
        by_file[m.file][1] += 1
    for name, (k, n) in sorted(by_file.items()):
        print(f"  {name:32} {k}/{n}")
    for m, _, _, _ in survivors:
        print(f"survived: {m.id} ({m.file}): {m.note}")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
