"""PQL text to syntax trees: a tokenizer and a recursive-descent parser.

The grammar is small and fixed (docs/pql.md), so a hand-written parser is
the usual choice: no dependency, and every error can name the position in
the user's own text and what was expected there.

    program    := statement (';' statement)* [';']
    statement  := 'select' selector (',' selector)* 'from' binding (',' binding)* ['where' expr]
    selector   := name '(' expr ')' ['as' name]
    binding    := name '=' (string | name | number)
    expr       := and ('or' and)*        and := not ('and' not)*
    not        := 'not' not | compare    compare := sum [('='|'!='|'<'|'<='|'>'|'>=') sum]
    sum        := product (('+'|'-') product)*
    product    := unary (('*'|'/') unary)*
    unary      := '-' unary | primary
    primary    := number | string | name ['(' [expr (',' expr)*] ')'] | '(' expr ')'
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Tuple, Union

__all__ = ["PQLSyntaxError", "Num", "Str", "Name", "Call", "Unary", "Binary", "Selector", "Binding",
           "Statement", "parse", "unparse", "position"]

KEYWORDS = {"select", "from", "where", "as", "and", "or", "not"}
AGGREGATE_NAMES = ("avg", "count", "max", "min", "histogram")
_TOKEN = re.compile(r"""
    (?P<space>\s+|--[^\n]*)
  | (?P<num>\d+(?:\.\d*)?|\.\d+)
  | (?P<str>'[^']*'|"[^"]*")
  | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op><=|>=|!=|<>|[=<>+\-*/(),;])
""", re.VERBOSE)


def position(text: str, pos: int) -> str:
    """'line L, column C' of a character offset, with the line and a caret."""
    line = text.count("\n", 0, pos) + 1
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    end = len(text) if end < 0 else end
    return f"line {line}, column {pos - start + 1}\n  {text[start:end]}\n  {' ' * (pos - start)}^"


class PQLSyntaxError(ValueError):
    """A PQL text that does not parse: names the position and what was expected."""

    def __init__(self, text: str, pos: int, message: str) -> None:
        self.pos = pos
        super().__init__(f"PQL syntax error at {position(text, pos)}\n{message}")


@dataclass(frozen=True)
class Num:
    value: float
    pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Str:
    value: str
    pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Name:
    name: str  # lower case: keywords and names are case-insensitive
    pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Call:
    name: str  # lower case
    args: Tuple["Expr", ...]
    pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Unary:
    op: str  # 'not' or '-'
    operand: "Expr"
    pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Binary:
    op: str  # 'or' 'and' '=' '!=' '<' '<=' '>' '>=' '+' '-' '*' '/'
    left: "Expr"
    right: "Expr"
    pos: int = field(default=0, compare=False)


Expr = Union[Num, Str, Name, Call, Unary, Binary]


@dataclass(frozen=True)
class Selector:
    aggregate: str  # avg count max min histogram, or '' for a bare expression
    expr: Expr
    alias: Optional[str] = None
    pos: int = field(default=0, compare=False)
    source: str = field(default="", compare=False)  # as the user wrote it, e.g. "avg(equity(hero))"


@dataclass(frozen=True)
class Binding:
    key: str  # lower case
    value: str  # the text of the value, quotes removed
    pos: int = field(default=0, compare=False)
    value_pos: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Statement:
    selectors: Tuple[Selector, ...]
    bindings: Tuple[Binding, ...]
    where: Optional[Expr] = None
    text: str = field(default="", compare=False)  # the whole program text, for error positions


_Token = Tuple[str, str, int]  # kind, text, position


def _tokens(text: str) -> List[_Token]:
    out: List[_Token] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            what = "a closing quote" if text[pos] in "'\"" else "a name, number, quoted string or operator"
            raise PQLSyntaxError(text, pos, f"unexpected character {text[pos]!r}: expected {what}")
        kind = m.lastgroup or ""
        if kind != "space":
            value = m.group()
            if kind == "name" and value.lower() in KEYWORDS:
                kind = "kw"
            out.append((kind, value, pos))
        pos = m.end()
    out.append(("end", "", len(text)))
    return out


def _shown(token: _Token) -> str:
    return "the end of the text" if token[0] == "end" else repr(token[1])


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _tokens(text)
        self.i = 0
        self.nesting = 0  # parentheses, calls, 'not's and minus signs open around the current token

    def nest(self, pos: int) -> None:
        """One more level of nesting at pos; past MAX_NESTING a clear
        error, never Python's recursion limit."""
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            raise PQLSyntaxError(self.text, pos, f"query too deeply nested: more than {MAX_NESTING} levels of "
                                                 "parentheses, function calls, 'not' or '-'")

    def peek(self) -> _Token:
        return self.toks[self.i]

    def take(self) -> _Token:
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def fail(self, expected: str) -> PQLSyntaxError:
        tok = self.peek()
        return PQLSyntaxError(self.text, tok[2], f"expected {expected}, found {_shown(tok)}")

    def is_op(self, *ops: str) -> bool:
        kind, value, _ = self.peek()
        return kind == "op" and value in ops

    def is_kw(self, *words: str) -> bool:
        kind, value, _ = self.peek()
        return kind == "kw" and value.lower() in words

    def expect_op(self, op: str, what: str) -> _Token:
        if not self.is_op(op):
            raise self.fail(what)
        return self.take()

    def expect_kw(self, word: str, what: str) -> _Token:
        if not self.is_kw(word):
            raise self.fail(what)
        return self.take()

    def name(self, what: str) -> _Token:
        if self.peek()[0] != "name":
            raise self.fail(what)
        return self.take()

    # -- statements --------------------------------------------------------
    def program(self) -> List[Statement]:
        out = []
        while True:
            while self.is_op(";"):
                self.take()
            if self.peek()[0] == "end":
                break
            out.append(self.statement())
            if self.peek()[0] != "end" and not self.is_op(";"):
                raise self.fail("';' between statements, 'where', or another ',' item")
        if not out:
            raise PQLSyntaxError(self.text, 0, "expected a statement: select ... from ...")
        return out

    def statement(self) -> Statement:
        self.expect_kw("select", "'select' to start a statement")
        selectors = [self.selector()]
        while self.is_op(","):
            self.take()
            selectors.append(self.selector())
        self.expect_kw("from", "',' and another selector, or 'from'")
        bindings = [self.binding()]
        while self.is_op(","):
            self.take()
            bindings.append(self.binding())
        where = None
        if self.is_kw("where"):
            self.take()
            where = self.expr()
        return Statement(tuple(selectors), tuple(bindings), where, self.text)

    def selector(self) -> Selector:
        """An aggregate of an expression, or (as Open PQL allows) a bare
        expression, aggregated by its kind (aggregate '')."""
        pos = self.peek()[2]
        if self.peek()[0] != "name" and not self.is_op("(", "-") and self.peek()[0] not in ("num", "str"):
            raise self.fail("an aggregate: avg, count, max, min or histogram")
        expr = self.expr()
        end = self.toks[self.i - 1][2] + len(self.toks[self.i - 1][1])
        aggregate = ""
        outer = isinstance(expr, Call) and expr.name in AGGREGATE_NAMES and len(expr.args) == 1
        inner = _aggregate_inside(expr.args[0] if outer else expr)  # type: ignore[union-attr]
        if inner is not None:
            raise PQLSyntaxError(self.text, inner.pos, f"{inner.name}(...) inside an expression: a selector is "
                                                       f"one aggregate of an expression, so put the arithmetic "
                                                       f"inside it (avg(x) * 100 is avg(x * 100))")
        if isinstance(expr, Call) and expr.name in AGGREGATE_NAMES:
            if len(expr.args) != 1:
                raise PQLSyntaxError(self.text, expr.pos, f"{expr.name} takes one expression, got {len(expr.args)}")
            aggregate, expr = expr.name, expr.args[0]
        alias = None
        if self.is_kw("as"):
            self.take()
            alias = self.name("a name after 'as'")[1]
        return Selector(aggregate, expr, alias, pos, self.text[pos:end])

    def binding(self) -> Binding:
        _, key, pos = self.name("a binding such as game='omaha' or a player such as hero='AA'")
        self.expect_op("=", f"'=' after {key}")
        kind, value, vpos = self.peek()
        if kind == "str":
            value = value[1:-1]
        elif kind not in ("name", "num"):
            raise self.fail(f"a quoted value for {key}")
        self.take()
        return Binding(key.lower(), value, pos, vpos)

    # -- expressions -------------------------------------------------------
    def expr(self) -> Expr:
        """An expression no deeper than MAX_DEPTH (what compiles it recurses)."""
        start = self.peek()[2]
        e = self.or_chain()
        if self.nesting == 0 and tree_depth(e) > MAX_DEPTH:
            raise PQLSyntaxError(self.text, start, f"query too deeply nested: an expression more than {MAX_DEPTH} "
                                                   "operations deep (a chain of that many 'or', 'and', '+', ... "
                                                   "or nesting): split it up")
        return e

    def or_chain(self) -> Expr:
        left = self.conj()
        while self.is_kw("or"):
            pos = self.take()[2]
            left = Binary("or", left, self.conj(), pos)
        return left

    def conj(self) -> Expr:
        left = self.neg()
        while self.is_kw("and"):
            pos = self.take()[2]
            left = Binary("and", left, self.neg(), pos)
        return left

    def neg(self) -> Expr:
        if self.is_kw("not"):
            pos = self.take()[2]
            self.nest(pos)
            operand = self.neg()
            self.nesting -= 1
            return Unary("not", operand, pos)
        return self.compare()

    def compare(self) -> Expr:
        left = self.sum()
        if self.is_op("=", "!=", "<>", "<", "<=", ">", ">="):
            _, op, pos = self.take()
            left = Binary("!=" if op == "<>" else op, left, self.sum(), pos)
            if self.is_op("=", "!=", "<>", "<", "<=", ">", ">="):
                raise self.fail("'and' or 'or' between comparisons (a < b < c is not PQL)")
        return left

    def sum(self) -> Expr:
        left = self.product()
        while self.is_op("+", "-"):
            _, op, pos = self.take()
            left = Binary(op, left, self.product(), pos)
        return left

    def product(self) -> Expr:
        left = self.unary()
        while self.is_op("*", "/"):
            _, op, pos = self.take()
            left = Binary(op, left, self.unary(), pos)
        return left

    def unary(self) -> Expr:
        if self.is_op("-"):
            pos = self.take()[2]
            self.nest(pos)
            operand = self.unary()
            self.nesting -= 1
            return Unary("-", operand, pos)
        return self.primary()

    def primary(self) -> Expr:
        kind, value, pos = self.peek()
        if kind == "num":
            self.take()
            return Num(float(value), pos)
        if kind == "str":
            self.take()
            return Str(value[1:-1], pos)
        if kind == "name":
            self.take()
            if self.is_op("("):
                self.nest(self.take()[2])
                args: List[Expr] = []
                if not self.is_op(")"):
                    args.append(self.expr())
                    while self.is_op(","):
                        self.take()
                        args.append(self.expr())
                self.expect_op(")", f"',' or ')' in the arguments of {value}")
                self.nesting -= 1
                return Call(value.lower(), tuple(args), pos)
            return Name(value.lower(), pos)
        if self.is_op("("):
            self.nest(self.take()[2])
            inner = self.expr()
            self.expect_op(")", "')'")
            self.nesting -= 1
            return inner
        raise self.fail("a number, a quoted string, a name or a function call")


# Limits that keep every walk of a parsed query (compiling, printing) far
# from Python's recursion limit: a clear error, never RecursionError.
MAX_NESTING = 40
MAX_DEPTH = 120


def _aggregate_inside(e: Expr) -> Optional[Call]:
    """The first aggregate call in an expression (itself included), if any."""
    stack = [e]
    while stack:
        node = stack.pop()
        if isinstance(node, Call):
            if node.name in AGGREGATE_NAMES:
                return node
            stack += list(node.args)
        elif isinstance(node, Binary):
            stack += [node.right, node.left]
        elif isinstance(node, Unary):
            stack.append(node.operand)
    return None


def tree_depth(e: Expr) -> int:
    """The depth of an expression tree, without recursion."""
    deepest, stack = 0, [(e, 1)]
    while stack:
        node, d = stack.pop()
        deepest = max(deepest, d)
        if isinstance(node, Binary):
            stack += [(node.left, d + 1), (node.right, d + 1)]
        elif isinstance(node, Unary):
            stack.append((node.operand, d + 1))
        elif isinstance(node, Call):
            stack += [(a, d + 1) for a in node.args]
    return deepest


def parse(text: str) -> List[Statement]:
    """The statements of a PQL text (raises PQLSyntaxError, a ValueError)."""
    if not isinstance(text, str):
        raise TypeError(f"PQL text {text!r} has type {type(text).__name__}: expected a str")
    return _Parser(text).program()


def _quote(value: str) -> str:
    return f"'{value}'" if "'" not in value else f'"{value}"'


def unparse_expr(e: Expr) -> str:
    """Text that parses back to the same tree (every operation parenthesised)."""
    if isinstance(e, Num):
        return repr(e.value) if e.value != int(e.value) else str(int(e.value))
    if isinstance(e, Str):
        return _quote(e.value)
    if isinstance(e, Name):
        return e.name
    if isinstance(e, Call):
        return f"{e.name}({', '.join(unparse_expr(a) for a in e.args)})"
    if isinstance(e, Unary):
        return f"(not {unparse_expr(e.operand)})" if e.op == "not" else f"(-{unparse_expr(e.operand)})"
    return f"({unparse_expr(e.left)} {e.op} {unparse_expr(e.right)})"


def unparse(statements: List[Statement]) -> str:
    parts = []
    for s in statements:
        sels = ", ".join((f"{x.aggregate}({unparse_expr(x.expr)})" if x.aggregate else unparse_expr(x.expr))
                         + (f" as {x.alias}" if x.alias else "") for x in s.selectors)
        binds = ", ".join(f"{b.key}={_quote(b.value)}" for b in s.bindings)
        where = f" where {unparse_expr(s.where)}" if s.where is not None else ""
        parts.append(f"select {sels} from {binds}{where}")
    return ";\n".join(parts)
