"""Builds js/dist/omaha_eval.wasm: the C core (src/*.c), the public C API
(src/oe_api*.c, omaha_eval/include/omaha_eval.h) and the wasm entry points
(js/wasm/*.c), compiled by the clang inside the `ziglang` package
from PyPI for wasm32-wasi (wasi-libc's malloc; no system calls are used, so
the module imports nothing the JavaScript loader does not stub).

    pip install ziglang     # once
    python js/build.py      # writes js/dist/omaha_eval.wasm and js/dist/orderings/

The orderings (percent ranges' data, about 3 MB, written by the built
Python package from its own data files) are read by js/src/orderings.js.

The build is reproducible: no timestamps, no paths, no debug information
in the output (tests/js/test_wasm_build.py builds twice and compares).
Options: --out PATH, --check (build again into a temporary file and fail
if it differs from --out), --salt TEXT (an unused macro, so that zig
compiles afresh instead of reading its cache), --cc "zig cc" to use another
compiler driver.
"""
from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "js" / "dist" / "omaha_eval.wasm"
ORDERINGS = ROOT / "js" / "dist" / "orderings"
# The shipped orderings percent ranges cut ("15%", "10%6h"), in the compact
# form oe_range_ordering_read takes: (game, Hi-Lo) pairs, each full ring and
# six-handed. PLO6 and Courchevel have none (as in Python).
ORDERING_GAMES = [("holdem", False), ("omaha", False), ("omaha", True), ("omaha5", False), ("omaha5", True)]
# Written by the Python package (its data files are the one source): run in
# a child so that the package found is the built one (the source tree's,
# when built in place, else the installed one).
ORDERING_SCRIPT = """
import sys
from omaha_eval.ranges.c_parser import ordering_bytes
from omaha_eval.ranges.percent import load_ordering
game, six, hilo, path = sys.argv[1], sys.argv[2] == "6h", sys.argv[3] == "hilo", sys.argv[4]
open(path, "wb").write(ordering_bytes(load_ordering(game, six, hilo)))
"""

# The public API (omaha_eval.h) and the wasm entry points (js/wasm/oe_wasm.c
# marks its own with export_name).
PUBLIC = ["oe_version", "oe_strerror", "oe_cards_parse", "oe_cards_check", "oe_card_name", "oe_eval5",
          "oe_eval_cards", "oe_eval_high", "oe_eval_low", "oe_eval_hilo", "oe_best_high", "oe_best_low",
          "oe_hand_category", "oe_eval_high_batch", "oe_eval_low_batch", "oe_equity_exact",
          "oe_equity_sample", "oe_equity_each", "oe_range_equity", "oe_equity_plan", "oe_equity_run",
          "oe_equity_fractions",
          # the solver (js/wasm/oe_wasm_solve.c builds one from flat arguments)
          "oe_solve_new", "oe_solve_free", "oe_solve_run", "oe_solve_nodes", "oe_solve_node", "oe_solve_strategy",
          "oe_solve_values", "oe_solve_strategy_at", "oe_solve_values_at", "oe_solve_lock"]


def sources() -> list:
    """Every C file of src/ (a new module is picked up), then the glue."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "src").glob("*.c")) + \
        sorted(str(p.relative_to(ROOT)) for p in (ROOT / "js" / "wasm").glob("*.c"))


def compiler(cc: str | None) -> list:
    if cc:
        return shlex.split(cc)
    try:
        import ziglang  # noqa: F401
    except ImportError:
        sys.exit("js/build.py needs the ziglang package: pip install ziglang (or pass --cc)")
    return [sys.executable, "-m", "ziglang", "cc"]


def build(out: Path, cc: str | None = None, salt: str = "") -> Path:
    """salt: an unused macro's value, which makes zig's cache miss (so a
    reproducibility check compiles twice instead of reading its cache)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    # written beside, then renamed: two builds at once (pytest -n) never
    # leave a half-written module for a reader
    partial = out.with_name(f"{out.name}.{os.getpid()}.partial")
    cmd = compiler(cc) + [
        "--target=wasm32-wasi", "-mexec-model=reactor",
        "-O3", "-g0", "-DNDEBUG", "-DOE_STATIC=1", "-std=c99",
        "-msimd128", "-mbulk-memory", "-mnontrapping-fptoint", "-msign-ext",
        "-fvisibility=hidden", "-Isrc", "-Iomaha_eval/include",
        # an address that names no absolute path in any output
        f"-ffile-prefix-map={ROOT}=.",
        "-Wl,--no-entry", "-Wl,--strip-all", "-Wl,--gc-sections",
        "-Wl,-z,stack-size=1048576", "-Wl,--initial-memory=33554432",
        *(f"-Wl,--export={name}" for name in PUBLIC),
        *([f"-DOE_WASM_UNUSED_SALT={salt}"] if salt else []),
        "-o", str(partial), *sources(),
    ]
    env = dict(os.environ)
    # zig's caches out of the tree (and not shared with another checkout's state)
    cache = Path(tempfile.gettempdir()) / "omaha-eval-zig-cache"
    env.setdefault("ZIG_GLOBAL_CACHE_DIR", str(cache))
    env.setdefault("ZIG_LOCAL_CACHE_DIR", str(cache))
    try:
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
        os.replace(partial, out)
    finally:
        partial.unlink(missing_ok=True)
    return out


def ordering_name(game: str, six: bool, hilo: bool) -> str:
    """The file name js/src/orderings.js looks for."""
    return f"{game}{'-hilo' if hilo else ''}-{'6h' if six else 'ring'}.oeorder"


def write_orderings(folder: Path = ORDERINGS) -> list:
    """Writes every shipped ordering into folder; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    if list((ROOT / "omaha_eval" / "core").glob("_core*.so")) or list((ROOT / "omaha_eval" / "core").glob("_core*.pyd")):
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    paths = []
    with tempfile.TemporaryDirectory() as tmp:  # cwd outside the tree: an installed package is not shadowed
        for game, hilo in ORDERING_GAMES:
            for six in (False, True):
                path = folder / ordering_name(game, six, hilo)
                subprocess.run([sys.executable, "-c", ORDERING_SCRIPT, game, "6h" if six else "ring",
                                "hilo" if hilo else "high", str(path)], cwd=tmp, env=env, check=True)
                paths.append(path)
    return paths


def main(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--cc", default=None, help='compiler driver (default: "python -m ziglang cc")')
    ap.add_argument("--check", action="store_true", help="fail if a fresh build differs from --out")
    ap.add_argument("--salt", default="", help="an unused macro value that defeats the compiler's cache")
    ap.add_argument("--no-orderings", action="store_true",
                    help="skip writing dist/orderings/ (percent ranges need them; they need the built Python package)")
    args = ap.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = build(Path(tmp) / "fresh.wasm", args.cc, args.salt)
            same = args.out.exists() and fresh.read_bytes() == args.out.read_bytes()
        print(f"{args.out}: {'same as a fresh build' if same else 'DIFFERS from a fresh build'}")
        return 0 if same else 1
    path = build(args.out, args.cc, args.salt)
    if not args.no_orderings and args.out == OUT:  # another --out is a build check
        try:
            written = write_orderings()
        except subprocess.CalledProcessError:  # the module works without them, bar percent ranges
            print(f"warning: {ORDERINGS.relative_to(ROOT)} not written: it needs the built Python package "
                  "(pip install . or setup.py build_ext --inplace); percent ranges cannot be read without it",
                  file=sys.stderr)
        else:
            print(f"{ORDERINGS.relative_to(ROOT)}: {len(written)} orderings, "
                  f"{sum(p.stat().st_size for p in written):,} bytes")
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
