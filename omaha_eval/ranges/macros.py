"""Macros (docs/ranges.md): textual substitution before parsing.

A constraint macro (one that begins with ``:`` or ``!``) written right after
``:`` or ``!`` stands for the set it describes: ``AA:$ds`` = ``AA:(*:xxyy)``.

`expand` also drops whitespace and keeps, for every character it produces,
the column of the text it came from, so that errors point at what the user
wrote (a character from a macro points at the macro's ``$``).
"""
from __future__ import annotations

import re
from typing import Dict, List, Optional, Tuple

from .errors import RangeSyntaxError

MACROS: Dict[str, str] = {
    "$B": "[A-J]", "$M": "[T-7]", "$Z": "[6-2]", "$L": "[A,2,3,4,5,6,7,8]",
    "$N": "[K-9]", "$F": "[K-J]", "$R": "[A-T]", "$W": "[A,2,3,4,5]",
    "$s": ":xx", "$o": ":xy",
    "$ds": ":xxyy", "$ss": ":xxyz", "$np": "!RR", "$op": ":RRON", "$tp": ":RROO", "$nt": "!RRR",
    "$0g": "(AKQJ-)", "$1g": "(AKQT-,AKJT-,AQJT-)", "$2g": "(AKQ9-,AKT9-,AJT9-)",
}
# Longest names first, so that "$ds" wins over a shorter name.
_NAMES = sorted(MACROS, key=len, reverse=True)
_FOLDED: Dict[str, List[str]] = {}
for _name in _NAMES:
    _FOLDED.setdefault(_name.lower(), []).append(_name)


def _macro_at(text: str, i: int) -> Optional[str]:
    for name in _NAMES:  # exact spelling first ($s and $S differ in intent)
        if text.startswith(name, i):
            return name
    for name in _NAMES:  # then any case, where that names one macro
        candidates = _FOLDED[name.lower()]
        if text[i:i + len(name)].lower() == name.lower() and len(candidates) == 1:
            return name
    return None


def expand(text: str) -> Tuple[str, List[int]]:
    """The text with macros replaced and whitespace removed, and for each of
    its characters (plus one for the end) the 0-based column it came from."""
    out: List[str] = []
    cols: List[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        if ch == "$":
            name = _macro_at(text, i)
            if name is None:
                found = re.match(r"\$[0-9A-Za-z]*", text[i:])
                shown = found.group() if found else "$"
                raise RangeSyntaxError(f"unknown macro {shown}", text, i + 1,
                                       hint=f"known macros: {' '.join(MACROS)}")
            expansion = MACROS[name]
            if expansion[0] in ":!" and out and out[-1][-1:] in (":", "!"):
                # right after ':' or '!' a constraint macro stands for its
                # own set, as in ProPokerTools: `15%!$np` = 15% less the
                # unpaired hands, `KQJT-T987:$ds` = the double-suited ones
                expansion = f"(*{expansion})"
            out.append(expansion)
            cols.extend([i] * len(expansion))
            i += len(name)
            continue
        out.append(ch)
        cols.append(i)
        i += 1
    cols.append(len(text))
    return "".join(out), cols
