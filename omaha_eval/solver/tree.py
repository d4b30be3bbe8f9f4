"""Bet trees written the way solver users write them: ``"33%, 75%, pot"``
for bets, ``"2.5x"`` or ``"pot"`` for raises, ``"allin"`` anywhere.

>>> from omaha_eval.solver import BetTree
>>> tree = BetTree(bets="50%, pot", raises="pot", allin=True)
>>> print(tree.describe(pot=100, stack=300, depth=1))
OOP: check | bet 50 | bet 100 | all-in 300
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple, Union

from ..core import _core

STREETS = ("turn", "river")
PLAYERS = ("oop", "ip")
KIND_POT, KIND_MULT = 0, 1
NODE_ACTION, NODE_FOLD, NODE_SHOWDOWN, NODE_CHANCE = range(4)
ACTION_NAMES = ("root", "fold", "check", "call", "bet", "raise", "all-in", "deal")

SizeSpec = Union[str, Dict[str, str], None]


def parse_sizes(text: str, raise_sizes: bool, what: str = "sizes") -> Tuple[List[Tuple[int, float]], bool]:
    """``"33%, 75%, pot, allin"`` -> ([(kind, value), ...], allin). Kinds:
    a fraction of the pot, or (raises) a multiple of the bet faced."""
    if not isinstance(text, str):
        raise TypeError(f"{what} {text!r}: expected text such as '33%, 75%, pot'")
    sizes: List[Tuple[int, float]] = []
    allin = False
    for part in (p.strip().lower() for p in text.split(",")):
        if not part:
            continue
        if part in ("allin", "all-in", "all in", "ai", "jam"):
            allin = True
            continue
        try:
            if part == "pot":
                size = (KIND_POT, 1.0)
            elif part.endswith("%"):
                size = (KIND_POT, float(part[:-1]) / 100)
            elif part.endswith("x") and raise_sizes:
                size = (KIND_MULT, float(part[:-1]))
            else:
                raise ValueError
        except ValueError:
            hint = "'75%', 'pot', '2.5x' or 'allin'" if raise_sizes else "'75%', 'pot' or 'allin'"
            raise ValueError(f"{what}: {part!r} is not a size; expected {hint}") from None
        kind, value = size
        if not 0 < value <= 1e4 or (kind == KIND_MULT and value <= 1):
            raise ValueError(f"{what}: {part!r} is out of range; expected a positive share of the pot"
                             + (" or a multiple above 1x" if raise_sizes else ""))
        same = [v for k, v in sizes if k == kind]
        if same and value <= same[-1]:
            raise ValueError(f"{what}: {part!r} comes after {same[-1] * (100 if kind == KIND_POT else 1):g}"
                             f"{'%' if kind == KIND_POT else 'x'}; expected sizes in increasing order")
        sizes.append(size)
    if len(sizes) > _core.SOLVE_MAX_SIZES:
        raise ValueError(f"{what}: {len(sizes)} sizes; expected at most {_core.SOLVE_MAX_SIZES}")
    return sizes, allin


def _pick(spec: SizeSpec, street: str, player: str, what: str) -> str:
    """The most specific entry of a per-street / per-player spec."""
    if spec is None:
        return ""
    if isinstance(spec, str):
        return spec
    if not isinstance(spec, dict):
        raise TypeError(f"{what} {spec!r}: expected text or a dict keyed by 'oop', 'ip', 'turn', 'river', "
                        "'river ip', ...")
    for key in spec:
        words = str(key).lower().split()
        if not words or any(w not in STREETS + PLAYERS for w in words):
            raise ValueError(f"{what}: key {key!r}; expected 'oop', 'ip', 'turn', 'river' or both "
                             "('river ip')")
    for key in (f"{street} {player}", f"{player} {street}", street, player, "all"):
        if key in spec:
            return spec[key]
    return ""


class BetTree:
    """The actions of a spot: bet and raise sizes per street and player
    (text, or a dict such as ``{"oop": "50%", "ip": "33%, pot"}``, keys
    ``oop``/``ip``/``turn``/``river``/``"river ip"``, the most specific
    wins), an all-in option, the raises allowed after a bet (raise_cap), an
    all-in threshold (a bet leaving less than that share of the street's
    stack becomes all-in), donk bets (False: out of position never leads
    into the last aggressor, who at the root is in position), pot-limit
    (sizes capped at the pot, RULES.md) or no-limit, the smallest bet
    (min_bet chips, the big blind; by default a millionth of the pot;
    raises by at least the last bet or raise), and rake
    (a share of each pot, at most rake_cap chips; 0 = no cap)."""

    def __init__(self, bets: SizeSpec = "50%, pot", raises: SizeSpec = "pot", *, allin: bool = True,
                 raise_cap: int = 1, allin_threshold: float = 0.0, donk: bool = True,
                 pot_limit: bool = False, min_bet: Optional[float] = None, rake: float = 0.0,
                 rake_cap: float = 0.0) -> None:
        if not isinstance(raise_cap, int) or isinstance(raise_cap, bool) or not 0 <= raise_cap <= 20:
            raise ValueError(f"raise_cap {raise_cap!r}: expected an integer 0..20 (raises after the bet)")
        for name, value, top in (("allin_threshold", allin_threshold, 1.0), ("rake", rake, 0.999)):
            if not isinstance(value, (int, float)) or not 0 <= value <= top:
                raise ValueError(f"{name} {value!r}: expected a share 0..{top:g}")
        for name, value in (("min_bet", 1.0 if min_bet is None else min_bet), ("rake_cap", rake_cap)):
            if not isinstance(value, (int, float)) or not value >= 0 or (name == "min_bet" and value <= 0):
                raise ValueError(f"{name} {value!r}: expected a number of chips"
                                 + (" above 0" if name == "min_bet" else " >= 0"))
        self.bets, self.raises = bets, raises
        self.allin, self.raise_cap = bool(allin), raise_cap
        self.allin_threshold, self.donk, self.pot_limit = float(allin_threshold), bool(donk), bool(pot_limit)
        self.min_bet = None if min_bet is None else float(min_bet)
        self.rake, self.rake_cap = float(rake), float(rake_cap)
        # parse now, so a bad tree fails here and not at the solve
        self._sizes = {(st, pl): (parse_sizes(_pick(bets, st, pl, "bets"), False, f"{st} {pl} bets"),
                                  parse_sizes(_pick(raises, st, pl, "raises"), True, f"{st} {pl} raises"))
                       for st in STREETS for pl in PLAYERS}

    def settings(self) -> Dict[str, Any]:
        """The tree as plain data (saved with a solution)."""
        return {"bets": self.bets, "raises": self.raises, "allin": self.allin, "raise_cap": self.raise_cap,
                "allin_threshold": self.allin_threshold, "donk": self.donk, "pot_limit": self.pot_limit,
                "min_bet": self.min_bet, "rake": self.rake, "rake_cap": self.rake_cap}

    def config(self, pot: float, stack: float, streets: int = 1) -> Dict[str, Any]:
        """The binding's settings for a pot and effective stack (chips)."""
        for name, value in (("pot", pot), ("stack", stack)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1e12:
                raise ValueError(f"{name} {value!r}: expected a positive number of chips")
        names = STREETS[-streets:]
        bet, rai = [], []
        for i in range(2):
            st = names[i] if i < len(names) else names[-1]
            bet.append([(self._sizes[st, pl][0][0], self.allin or self._sizes[st, pl][0][1]) for pl in PLAYERS])
            rai.append([(self._sizes[st, pl][1][0], self.allin or self._sizes[st, pl][1][1]) for pl in PLAYERS])
        return {"pot": float(pot), "stack": float(stack), "pot_limit": int(self.pot_limit), "streets": streets,
                "raise_cap": self.raise_cap, "donk": int(self.donk), "last_aggressor": 1,
                "allin_threshold": self.allin_threshold, "min_bet": self.smallest_bet(pot), "rake_pct": self.rake,
                "rake_cap": self.rake_cap, "bet": bet, "raise": rai}

    def smallest_bet(self, pot: float) -> float:
        """min_bet in chips; by default (None) a millionth of the pot, so
        that sizes in any unit stay as written (a spot knows no blinds)."""
        return self.min_bet if self.min_bet is not None else 1e-6 * pot

    def nodes(self, pot: float, stack: float, streets: int = 1) -> List[Tuple[Any, ...]]:
        """The built tree's nodes (see _core.solve_tree)."""
        return list(_core.solve_tree(self.config(pot, stack, streets)))

    def size(self, pot: float, stack: float, streets: int = 1) -> Dict[str, int]:
        """Node counts: decisions, terminals and all."""
        nodes = self.nodes(pot, stack, streets)
        decisions = sum(1 for n in nodes if n[0] == NODE_ACTION)
        return {"nodes": len(nodes), "decisions": decisions,
                "terminals": sum(1 for n in nodes if n[0] in (NODE_FOLD, NODE_SHOWDOWN))}

    def describe(self, pot: float, stack: float, depth: Optional[int] = None, streets: int = 1) -> str:
        """The tree as indented text, one decision a line with its actions."""
        nodes = self.nodes(pot, stack, streets)
        lines: List[str] = []

        def walk(i: int, level: int) -> None:
            kind, player, nch, _, _, first = nodes[i][:6]
            if kind == NODE_CHANCE:
                walk(first, level)
                return
            if kind != NODE_ACTION or (depth is not None and level // 2 >= depth):
                return
            labels = [action_label(nodes[first + a]) for a in range(nch)]
            lines.append("  " * level + f"{PLAYERS[player].upper()}: " + " | ".join(labels))
            for a in range(nch):
                if nodes[first + a][0] in (NODE_ACTION, NODE_CHANCE) and (depth is None or level // 2 + 1 < depth):
                    lines.append("  " * (level + 1) + f"after {labels[a]}:")
                    walk(first + a, level + 2)
        walk(0, 0)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"BetTree({', '.join(f'{k}={v!r}' for k, v in self.settings().items())})"


def action_label(node: Tuple[Any, ...]) -> str:
    """A child's action as text: "check", "bet 75", "raise 300", "all-in 500"."""
    action, amount = node[4], node[9]
    name = ACTION_NAMES[action]
    if name in ("bet", "raise", "all-in"):
        return f"{name} {amount:g}"
    return name
