"""Syntax trees to numpy closures: each expression is checked once (names,
argument kinds, players, streets) and becomes one function of the deals'
Context that returns an array over every deal (or a constant)."""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Set, Tuple

import numpy as np

from .context import STREET_CARDS, Context
from .functions import FLOP_CATEGORIES, FUNCTIONS, HAND_TYPES, Fn, board_pattern
from .syntax import Binary, Call, Expr, Name, Num, Str, Unary, position

Compiled = Tuple[str, Callable[[Context], Any]]  # (kind, closure)
NUMERIC = {"num", "bool", "rating", "lorating", "rank", "card", "handtype", "flopcat"}
ARITHMETIC = {"num", "bool", "rating", "lorating", "rank"}  # kinds that + - * / accept (the result is a number)
ORDERED = {"num", "rating", "lorating", "rank", "card", "handtype", "flopcat", "bool"}
_ARITH = {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.true_divide}
_CMP = {"=": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal, ">": np.greater,
        ">=": np.greater_equal}
CONSTANTS: Dict[str, Tuple[str, Any]] = {"true": ("bool", True), "false": ("bool", False)}
CONSTANTS.update({t: ("handtype", i) for i, t in enumerate(HAND_TYPES)})
CONSTANTS.update({t: ("flopcat", i) for i, t in enumerate(FLOP_CATEGORIES)})
_KIND_WORDS = {"player": "a player named in the from clause", "street": "a street (preflop, flop, turn, river)",
               "handtype": "a hand type such as flush", "flopcat": "a flop category such as flopset",
               "text": "a quoted string", "num": "a number", "rankset": "a rank set such as boardRanks(flop)",
               "rating": "a high rating such as hiRating(hero, river)",
               "lorating": "a low rating such as loRating(hero, river)"}


class Env:
    """What a statement's expressions may name, and what they turned out to
    read (streets cut, per-player functions, Hi-Lo)."""

    def __init__(self, text: str, players: List[str], hilo: bool) -> None:
        self.text = text
        self.players = players
        self.hilo = hilo
        self.cuts: Set[int] = set()  # board sizes read as a whole before the river
        self.depth = 0  # board cards read at most (the planner deals no more)
        self.calls: Set[str] = set()
        # each call's rough one-core seconds per deal (functions.Fn.cost), with the
        # player and board cards of those computed once per distinct hand and board
        self.costs: List[Tuple[float, Optional[str], int]] = []

    def error(self, pos: int, message: str) -> ValueError:
        return ValueError(f"PQL error at {position(self.text, pos)}\n{message}")


def _const(kind: str, value: Any) -> Compiled:
    return kind, lambda c: value


def compile_expr(e: Expr, env: Env) -> Compiled:
    if isinstance(e, Num):
        return _const("num", e.value)
    if isinstance(e, Str):
        return _const("text", e.value)
    if isinstance(e, Name):
        if e.name in CONSTANTS:
            return _const(*CONSTANTS[e.name])
        if e.name in env.players:
            raise env.error(e.pos, f"player {e.name!r} on its own has no value: pass it to a function "
                                   f"such as equity({e.name})")
        if e.name in STREET_CARDS:
            raise env.error(e.pos, f"street {e.name!r} on its own has no value: pass it to a function "
                                   f"such as handType(hero, {e.name})")
        raise env.error(e.pos, f"unknown name {e.name!r}: expected a function call, a number, a quoted "
                               "string, a hand type or flop category keyword, or true/false")
    if isinstance(e, Call):
        return _call(e, env)
    if isinstance(e, Unary):
        kind, f = compile_expr(e.operand, env)
        if e.op == "not":
            _need(env, e.operand, kind, {"bool"}, "'not'")
            return "bool", lambda c: np.logical_not(f(c))
        _need(env, e.operand, kind, {"num", "bool"}, "'-'")
        return "num", lambda c: np.negative(f(c))
    return _binary(e, env)


def _need(env: Env, e: Expr, kind: str, allowed: Set[str], what: str) -> None:
    if kind not in allowed:
        raise env.error(getattr(e, "pos", 0), f"{what} needs {' or '.join(sorted(allowed))}, got {kind}")


def _binary(e: Binary, env: Env) -> Compiled:
    lk, lf = compile_expr(e.left, env)
    rk, rf = compile_expr(e.right, env)
    if e.op in ("and", "or"):
        _need(env, e.left, lk, {"bool"}, f"'{e.op}'")
        _need(env, e.right, rk, {"bool"}, f"'{e.op}'")
        op = np.logical_and if e.op == "and" else np.logical_or
        return "bool", lambda c: op(lf(c), rf(c))
    if e.op in _ARITH:
        _need(env, e.left, lk, ARITHMETIC, f"'{e.op}'")
        _need(env, e.right, rk, ARITHMETIC, f"'{e.op}'")
        aop = _ARITH[e.op]
        return "num", lambda c: aop(np.asarray(lf(c), dtype=np.float64), rf(c))
    comparable = lk == rk or "num" in (lk, rk) and {lk, rk} <= NUMERIC
    if not comparable:
        raise env.error(e.pos, f"cannot compare {lk} with {rk} using {e.op!r}")
    if e.op not in ("=", "!=") and lk not in ORDERED:
        raise env.error(e.pos, f"{lk} values have no order: use = or !=")
    cop = _CMP[e.op]
    return "bool", lambda c: cop(lf(c), rf(c))


def _call(e: Call, env: Env) -> Compiled:
    spec = FUNCTIONS.get(e.name)
    if spec is None:
        near = [n for n in FUNCTIONS if n.startswith(e.name[:4])][:5]
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise env.error(e.pos, f"unknown function {e.name!r}{hint}: docs/pql.md lists every function")
    if spec.hilo_only and not env.hilo:
        raise env.error(e.pos, f"{e.name} is a Hi-Lo function: use game='omaha8' or 'omaha85'")
    required = [a for a in spec.args if not a.endswith("?")]
    if not len(required) <= len(e.args) <= len(spec.args):
        want = f"{len(required)}" + (f" to {len(spec.args)}" if len(spec.args) != len(required) else "")
        raise env.error(e.pos, f"{e.name} takes {want} argument{'s' if len(spec.args) != 1 else ''} "
                               f"({', '.join(spec.args) or 'none'}), got {len(e.args)}")
    literal: List[Any] = []
    computed: List[Tuple[int, Callable[[Context], Any]]] = []
    args = list(e.args) + [None] * (len(spec.args) - len(e.args))
    for i, (kind, arg) in enumerate(zip(spec.args, args)):
        kind = kind.rstrip("?")
        if arg is None:
            literal.append(spec.defaults[i - len(required)])
            continue
        literal.append(_argument(kind, arg, env, e.name))
        if kind in ("num", "rankset", "rating", "lorating"):
            computed.append((i, literal[-1]))
    try:
        cuts, depth = board_reads(spec, literal)
    except ValueError as err:
        raise env.error(e.pos, str(err)) from None
    env.cuts.update(cuts)
    env.depth = max(env.depth, depth)
    if spec.distinct:
        env.costs.append((spec.cost, literal[0], depth))
    else:
        env.costs.append((spec.cost, None, depth))
    if not env.players and (e.name in TABLE_FUNCTIONS or "player" in spec.args):
        raise env.error(e.pos, f"{e.name} reads the players' hands: name a player in the from clause")
    env.calls.add(e.name)
    run = spec.run
    if not computed:
        fixed = tuple(literal)
        if not any(k.rstrip("?") in ("player", "street") for k in spec.args) and spec.returns in (
                "rating", "lorating", "card", "rank") and e.name not in ("turncard", "rivercard"):
            try:  # a constant such as rateHiHand('AsKsQsJsTs'): computed now
                value = run(None, *fixed)
            except ValueError as err:
                raise env.error(e.pos, str(err)) from None
            return _const(spec.returns, value)
        return spec.returns, lambda c: run(c, *fixed)

    def call(c: Context) -> Any:
        vals = list(literal)
        for i, f in computed:
            vals[i] = f(c)
        return run(c, *vals)
    return spec.returns, call


def board_reads(spec: Fn, literal: List[Any]) -> Tuple[Set[int], int]:
    """(cuts, depth) of a call: the board sizes below five that it reads as
    a whole (the cards up to each are dealt as one unordered group, and
    every group is uniform), and how many board cards it reads at most."""
    how = spec.board
    if how == "none":
        return set(), 0
    if how == "street":
        n = max(STREET_CARDS[v] for k, v in zip(spec.args, literal) if k.rstrip("?") == "street")
        return ({n} & {3, 4}), n
    if how == "river":
        return set(), 5
    if how == "flop":
        return {3}, 3
    if how == "turncard":  # the fourth card alone: the flop dealt apart from it
        return {3, 4}, 4
    if how == "rivercard":
        return {4}, 5
    assert how == "pattern", how  # boardInRange: the flop as a set, then each later card on its own
    n, _ = board_pattern(literal[0])
    return {3, 4} & set(range(3, n + 1)) | {3}, n


def _argument(kind: str, arg: Expr, env: Env, fname: str) -> Any:
    pos = getattr(arg, "pos", 0)
    if kind == "player":
        if not isinstance(arg, Name) or arg.name not in env.players:
            got = arg.name if isinstance(arg, Name) else type(arg).__name__.lower()
            if not env.players:
                raise env.error(pos, f"{fname}: unknown player {got!r}: the from clause names no player "
                                     f"(add one such as {got}='AsAhKdQd')")
            raise env.error(pos, f"{fname}: unknown player {got!r}: expected one of {', '.join(env.players)}")
        return arg.name
    if kind == "street":
        if not isinstance(arg, Name) or arg.name not in STREET_CARDS:
            raise env.error(pos, f"{fname}: expected {_KIND_WORDS['street']}")
        return arg.name
    if kind in ("handtype", "flopcat"):
        names = HAND_TYPES if kind == "handtype" else FLOP_CATEGORIES
        if not isinstance(arg, Name) or arg.name not in names:
            raise env.error(pos, f"{fname}: expected {_KIND_WORDS[kind]} ({', '.join(names)})")
        return names.index(arg.name)
    if kind == "text":
        if not isinstance(arg, Str):
            raise env.error(pos, f"{fname}: expected {_KIND_WORDS['text']}")
        return arg.value
    got, f = compile_expr(arg, env)
    allowed = {"num", "bool"} if kind == "num" else {kind, "num"} if kind in ("rating", "lorating") else {kind}
    if got not in allowed:
        raise env.error(pos, f"{fname}: expected {_KIND_WORDS[kind]}, got {got}")
    return f


# functions that compare every player's hand (they read the whole table)
TABLE_FUNCTIONS = {"hvhequity", "equity", "riverequity", "fractionalriverequity", "minhvhequity", "minequity",
                   "winshi", "tieshi", "scoops", "winslo", "tieslo", "winninghandtype", "besthirating",
                   "maxhirating", "bestlorating"}


def reads(e: Expr, env: Env) -> Tuple[Set[str], int, bool]:
    """What an expression reads: the players named, how many board cards
    (0..5), and whether it compares all players' hands."""
    players: Set[str] = set()
    cards = 0
    table = False
    stack: List[Any] = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, Call):
            spec = FUNCTIONS.get(x.name)
            if spec is None:
                continue
            table |= x.name in TABLE_FUNCTIONS
            literal: List[Any] = []
            for i, kind in enumerate(spec.args):
                a = x.args[i] if i < len(x.args) else None
                kind = kind.rstrip("?")
                if a is None:
                    literal.append(spec.defaults[i - (len(spec.args) - len(spec.defaults))] if spec.defaults else None)
                elif isinstance(a, Name) and kind == "player":
                    players.add(a.name)
                    literal.append(a.name)
                elif isinstance(a, Name) and kind == "street":
                    literal.append(a.name)
                elif isinstance(a, Str):
                    literal.append(a.value)
                else:
                    literal.append(None)
                    stack.append(a)
            try:
                cards = max(cards, board_reads(spec, literal)[1])
            except (ValueError, KeyError, TypeError):
                cards = 5  # compile_expr names the error; read as the whole board meanwhile
        elif isinstance(x, Unary):
            stack.append(x.operand)
        elif isinstance(x, Binary):
            stack.extend([x.left, x.right])
    return players, cards, table


def conjuncts(e: Expr) -> List[Expr]:
    """The parts of a top-level chain of 'and'."""
    if isinstance(e, Binary) and e.op == "and":
        return conjuncts(e.left) + conjuncts(e.right)
    return [e]
