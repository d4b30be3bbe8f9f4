"""The Python reading of range text (omaha_eval/ranges/syntax.py and
nodes.py), the oracle the C parser is held to: what ``Range`` did before it
read text in C. The package itself reads hand ranges in C only."""
from omaha_eval.core.games import HOLE_CARDS, hilo_from_game
from omaha_eval.ranges.c_parser import game_of
from omaha_eval.ranges.percent import load_ordering, prepared
from omaha_eval.ranges.range import Range
from omaha_eval.ranges.syntax import parse


@hilo_from_game
def python_range(text, game=None, *, ordering=None, hilo=False):
    """A Range read by the Python parser: the same object, the same errors
    (RangeSyntaxError with its message, column and hint) as ``Range``."""
    if not isinstance(text, str):
        raise TypeError(f"range text {text!r} has type {type(text).__name__}: expected a str")
    name = game_of(text, game)
    k = HOLE_CARDS[name]
    loaded = {}

    def resolve(six_handed):
        if six_handed not in loaded:
            chosen = ordering if ordering is not None else load_ordering(name, six_handed, hilo)
            loaded[six_handed] = prepared(chosen, k)
        return loaded[six_handed]

    node, weighted = parse(text, k, name, resolve)
    r = Range.from_dense(text.strip(), name, node.dense(k), weighted)
    r._orderings = [loaded[six][0] for six in sorted(loaded)]
    return r
