"""Saving and loading a solution: one file, a header line of JSON (the
package and format versions, the spot, the tree, the iterations) then the
hands, weights and the solver's sums as little-endian arrays, compressed.
A file from another version is refused: the sums mean nothing to a solver
that builds its tree or orders its hands differently."""
from __future__ import annotations

import json
import types
import zlib
from typing import Any, Dict, List, Tuple, Union

import numpy as np

from .._version import __version__
from ..core.games import HOLE_CARDS

MAGIC = b"OMAHA-EVAL-SOLUTION\n"
FORMAT = 1


def save(sol: Any, path: Union[str, Any], resume: bool = True) -> None:
    """Writes the solution; resume=False leaves out the regrets (half the
    size: the strategy reads the same, and a later run starts its regrets
    afresh)."""
    spot = sol.spot
    header = {"format": FORMAT, "version": __version__, "spot": spot.settings(), "tree": sol.tree.settings(),
              "iterations": sol.iterations, "resume": bool(resume), "seconds": sol.seconds,
              "hands": [len(h) for h in spot.hands]}
    parts = [spot.hands[0], spot.weights[0].astype("<f8"), spot.hands[1], spot.weights[1].astype("<f8")]
    for p in (0, 1):
        for which in ((0, 1) if resume else (1,)):
            buf = np.empty(sol._core.store_size(p), dtype=np.float32)
            sol._core.get_store(p, which, buf)
            parts.append(buf.astype("<f4"))
    body = zlib.compress(b"".join(np.ascontiguousarray(a).tobytes() for a in parts), 1)
    with open(path, "wb") as f:
        f.write(MAGIC + json.dumps(header).encode() + b"\n" + body)


class Reader:
    """The arrays of a saved body, in the order they were written."""

    def __init__(self, body: bytes) -> None:
        self.body, self.at = body, 0

    def take(self, dtype: str, count: int) -> np.ndarray:
        size = np.dtype(dtype).itemsize * count
        if self.at + size > len(self.body):
            raise ValueError("a saved solution cut short; the file is damaged")
        out = np.frombuffer(self.body, dtype=dtype, count=count, offset=self.at)
        self.at += size
        return out

    def left(self) -> int:
        return len(self.body) - self.at


def read(path: Union[str, Any]) -> Tuple[Dict[str, Any], Reader, List[Any]]:
    """(header, reader of the sums, the two sides' hands and weights) of a
    saved solution; another version's file is refused."""
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(MAGIC):
        raise ValueError(f"{path}: not a saved solution (expected a file written by Solution.save)")
    line_end = data.index(b"\n", len(MAGIC))
    header = json.loads(data[len(MAGIC):line_end])
    if header.get("format") != FORMAT or header.get("version") != __version__:
        raise ValueError(f"{path}: saved by omaha-eval {header.get('version')} (format {header.get('format')}); "
                         f"this is {__version__} (format {FORMAT}): solve the spot again")
    reader = Reader(zlib.decompress(data[line_end + 1:]))
    s, n = header["spot"], header["hands"]
    k = HOLE_CARDS[s["game"]]
    sides = []
    for p in (0, 1):
        hands = reader.take("u1", n[p] * k).reshape(n[p], k)
        weights = reader.take("<f8", n[p])
        sides.append(types.SimpleNamespace(hands=hands, weights=weights, source=s["ranges"][p]))
    return header, reader, sides
