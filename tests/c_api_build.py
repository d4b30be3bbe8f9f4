"""Builds what the C-API tests need, once per session, in a temporary
directory: the CMake library (shared, static, the C test and the example)
and a small Cython extension that uses omaha_eval's C API through the
capsule (tests/c/capi_consumer.pyx). Also used by bench/c_api.py."""
from __future__ import annotations

import importlib.util
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
CMAKE = shutil.which("cmake")
HAS_SOURCE_TREE = (ROOT / "CMakeLists.txt").exists() and (ROOT / "src").is_dir()
# A deal per game and street: (game code, hole count, board count).
GAMES = [(code, code, nboard) for code in (2, 4, 5, 6) for nboard in (3, 4, 5)]


def cmake_build(work: Path) -> Path:
    """Configures and builds the library, its C test and its example (Release,
    the extension's flags); returns the build directory."""
    build = work / "cmake-build"
    for cmd in ([CMAKE, "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release"],
                [CMAKE, "--build", str(build), "--config", "Release", "--parallel", "2"]):
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed:\n{result.stdout}\n{result.stderr}")
    return build


def find_built(build: Path, names: List[str]) -> Path:
    """The first file under the build directory with one of these names."""
    for name in names:
        found = sorted(build.rglob(name))
        if found:
            return found[0]
    raise FileNotFoundError(f"none of {names} under {build}")


def shared_library(build: Path) -> Path:
    if sys.platform == "win32":
        return find_built(build, ["omaha_eval.dll"])
    if sys.platform == "darwin":
        return find_built(build, ["libomaha_eval.dylib"])
    return find_built(build, ["libomaha_eval.so"])


def executable(build: Path, name: str) -> Path:
    return find_built(build, [name + (".exe" if sys.platform == "win32" else "")])


def compiler_available() -> bool:
    if sys.platform == "win32":
        return True  # MSVC is found by setuptools; a failure then says so
    return any(shutil.which(cc) for cc in (os.environ.get("CC", "cc"), "cc", "gcc", "clang"))


def build_consumer(work: Path) -> ModuleType:
    """Cythonizes and compiles tests/c/capi_consumer.pyx against the omaha_eval
    that is imported (its capi.pxd and get_include()), then imports it."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    import omaha_eval

    package_parent = str(Path(omaha_eval.__file__).resolve().parents[1])
    src = work / "consumer"
    src.mkdir(parents=True, exist_ok=True)
    pyx = src / "oe_capi_consumer.pyx"
    shutil.copyfile(HERE / "c" / "capi_consumer.pyx", pyx)
    ext = Extension("oe_capi_consumer", [str(pyx)], include_dirs=[omaha_eval.get_include()],
                    extra_compile_args=[] if sys.platform == "win32" else ["-O3"])
    modules = cythonize([ext], include_path=[package_parent], quiet=True,
                        compiler_directives={"language_level": "3"})
    dist = Distribution({"ext_modules": modules, "script_name": "setup.py"})
    cmd = dist.get_command_obj("build_ext")
    cmd.build_lib = str(work / "consumer-lib")
    cmd.build_temp = str(work / "consumer-tmp")
    cmd.ensure_finalized()
    cmd.run()
    built = next(Path(cmd.build_lib).glob("oe_capi_consumer*"))
    spec = importlib.util.spec_from_file_location("oe_capi_consumer", built)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def random_deals(seed: int, per_game: int) -> List[Tuple[int, List[int], List[int]]]:
    """(game code, hole, board) for every game and street, drawn from one deck."""
    rng = random.Random(seed)
    deals = []
    for game, nhole, nboard in GAMES:
        for _ in range(per_game):
            cards = rng.sample(range(52), nhole + nboard)
            deals.append((game, cards[:nhole], cards[nhole:]))
    return deals


def expected(game: int, hole: List[int], board: List[int]) -> Tuple[int, List[int], Optional[int], List[int]]:
    """What the Python API says: (high, the five cards used, hole first;
    low mask or None for Hold'em (0 = none), its five cards)."""
    import omaha_eval as oe

    name = {2: "holdem", 4: "omaha", 5: "omaha5", 6: "omaha6"}[game]
    value, used_hole, used_board = oe.best_hand(hole, board, game=name)
    used = [int(c) for c in used_hole + used_board]
    if game == 2:
        return value.rank, used, None, []
    low = oe.best_low(hole, board, game=name)
    if low is None:
        return value.rank, used, 0, []
    return value.rank, used, low[0].mask, [int(c) for c in low[1] + low[2]]


GAME_NAMES = {2: "holdem", 4: "omaha", 5: "omaha5", 6: "omaha6"}


def brute_equity(game: int, hands: List[List[int]], board: List[int], dead: List[int] = (),
                 hilo: bool = False) -> Tuple[List[float], int]:
    """Exact equity from the rules, board by board with oe.evaluate: each
    player's expected share of the pot (Hi-Lo: half to the best high, half to
    the best low if any qualifies, else all to the high; ties split), and the
    number of boards."""
    players, boards = brute_equity_detail(game, hands, board, dead, hilo)
    return [p["equity"] for p in players], boards


def brute_equity_detail(game: int, hands: List[List[int]], board: List[int], dead: List[int] = (),
                        hilo: bool = False) -> Tuple[List[dict], int]:
    """As brute_equity, with per player the fractions of boards on which it
    has the best high alone or shared ("high"), the best low ("low"), shares
    the high or (Hi-Lo) the low, a board counted once ("tie"), and takes the
    whole pot alone ("scoop")."""
    import itertools

    import omaha_eval as oe

    name = GAME_NAMES[game]
    used = set(board) | set(dead) | {c for h in hands for c in h}
    deck = [c for c in range(52) if c not in used]
    n = len(hands)
    sums = [dict(equity=0.0, high=0, low=0, tie=0, scoop=0) for _ in range(n)]
    boards = 0
    for extra in itertools.combinations(deck, 5 - len(board)):
        full = list(board) + list(extra)
        highs = [oe.evaluate(h, full, game=name).rank for h in hands]
        lows = [oe.evaluate_low(h, full, game=name) if hilo else None for h in hands]
        masks = [low.mask if low is not None else 999 for low in lows]
        halves = [(highs, 0.5 if min(masks) < 999 else 1.0, "high")]
        if min(masks) < 999:
            halves.append((masks, 0.5, "low"))
        pot = [0.0] * n
        tied = [False] * n
        for values, part, key in halves:
            best = min(values)  # lower is better for both
            winners = [i for i, v in enumerate(values) if v == best]
            for i in winners:
                pot[i] += part / len(winners)
                sums[i][key] += 1
                tied[i] |= len(winners) > 1
        for i in range(n):
            sums[i]["tie"] += tied[i]
            sums[i]["equity"] += pot[i]
            sums[i]["scoop"] += pot[i] == 1.0
        boards += 1
    return [{k: v / boards for k, v in s.items()} for s in sums], boards
