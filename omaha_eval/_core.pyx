# cython: language_level=3, boundscheck=False, wraparound=False
"""Thin binding to the C core: converts and checks arguments, raises clear
errors, calls C. No poker logic lives here; see src/ for that.

Game codes: 0 = implied by the hole-card count, 2 = Hold'em, 4/5/6 = Omaha
with that many hole cards.
"""
from cpython.long cimport PyLong_Check
from cpython.unicode cimport PyUnicode_AsUTF8AndSize
from libc.stdint cimport uint8_t, uint64_t
from libc.string cimport memcpy

from numbers import Integral

cdef enum:
    MAX_HOLE = 6
    MAX_BOARD = 5
    MAX_CARDS = 8  # a buffer large enough to detect one card too many

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
CARD_HELP = ("expected a rank (2-9, T, J, Q, K, A or 10) followed by a suit "
             "(c, d, h, s or a suit symbol)")


cpdef str card_name(int card):
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


cdef int parse_text(str text, uint8_t *out, int cap, str what) except -1:
    cdef Py_ssize_t length
    cdef size_t bad = 0
    cdef const char *raw = PyUnicode_AsUTF8AndSize(text, &length)
    cdef int n = oe_parse_cards(raw, <size_t>length, out, cap, &bad)
    if n >= 0:
        return n
    position = len(raw[:bad].decode("utf-8", "replace"))
    if n == OE_ERR_TOO_MANY:
        raise ValueError(f"too many {what} cards in {text!r}: expected at most {cap}")
    width = 3 if text.startswith("10", position) else 2
    raise ValueError(f"unknown card {text[position:position + width]!r} in {what} {text!r}: {CARD_HELP}")


cdef int card_from_item(object item, str what) except -1:
    cdef uint8_t one[2]
    cdef long number
    if PyLong_Check(item) and item is not True and item is not False:
        try:
            number = item  # fast path: int and Card
        except OverflowError:
            number = -1
        if 0 <= number <= 51:
            return number
        raise ValueError(f"{what} card {item} is out of range: expected 0..51")
    if isinstance(item, str):
        if parse_text(item, one, 2, what) != 1:
            raise ValueError(f"{what} item {item!r} is not exactly one card: {CARD_HELP}")
        return one[0]
    if isinstance(item, bool) or not isinstance(item, Integral):
        raise TypeError(f"{what} card {item!r} has type {type(item).__name__}: "
                        f"expected an int 0..51, a Card or card text such as 'As'")
    value = item.__index__()
    if not 0 <= value <= 51:
        raise ValueError(f"{what} card {value} is out of range: expected 0..51")
    return value


cdef int to_cards(object cards, uint8_t *out, int cap, str what) except -1:
    """Fills out[0..cap) from text, one card, or an iterable of cards."""
    cdef Py_ssize_t i, length
    cdef int n = 0
    if isinstance(cards, (list, tuple)):  # the common case first
        length = len(cards)
        if length > cap:
            raise ValueError(f"too many {what} cards in {cards!r}: expected at most {cap}")
        for i in range(length):
            out[i] = card_from_item(cards[i], what)
        return <int>length
    if isinstance(cards, str):
        return parse_text(cards, out, cap, what)
    if isinstance(cards, (bytes, bytearray, bool, float, dict)) or cards is None:
        raise TypeError(f"{what} cards {cards!r} have type {type(cards).__name__}: "
                        f"expected a str, or a list of ints, Cards or card strings")
    if PyLong_Check(cards) or isinstance(cards, Integral):  # one card
        out[0] = card_from_item(cards, what)
        return 1
    try:
        items = iter(cards)
    except TypeError:
        raise TypeError(f"{what} cards {cards!r} have type {type(cards).__name__}: "
                        f"expected a str, or a list of ints, Cards or card strings") from None
    for item in items:
        if n == cap:
            raise ValueError(f"too many {what} cards in {cards!r}: expected at most {cap}")
        out[n] = card_from_item(item, what)
        n += 1
    return n


cdef int check_distinct(const uint8_t *cards, int n, uint64_t *seen, str what) except -1:
    cdef int bad = 0
    cdef int err = oe_check_cards(cards, n, seen, &bad)
    if err == OE_ERR_RANGE:
        raise ValueError(f"{what} card {cards[bad]} is out of range: expected 0..51")
    if err == OE_ERR_DUPLICATE:
        raise ValueError(f"duplicate card {card_name(cards[bad])} in {what}: "
                         f"each card may appear only once")
    return 0


cdef int check_deal(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                    int game) except -1:
    """Checks the counts for the game and that all cards differ; returns the
    game code with the hole count filled in (2, 4, 5 or 6)."""
    cdef uint64_t seen = 0
    if game == 0:
        if nhole not in (2, 4, 5, 6):
            raise ValueError(f"{nhole} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")
        game = nhole
    elif nhole != game:
        name = "Hold'em" if game == 2 else f"{game}-card Omaha"
        raise ValueError(f"{name} needs {game} hole cards, got {nhole}")
    if nboard < 3 or nboard > 5:
        raise ValueError(f"{nboard} board cards: expected 3 (flop), 4 (turn) or 5 (river)")
    check_distinct(hole, nhole, &seen, "hole")
    check_distinct(board, nboard, &seen, "board")
    return game


def parse_cards(str text):
    """Card text to a list of card numbers; duplicates are not checked."""
    cdef uint8_t buf[52]
    cdef int n = parse_text(text, buf, 52, "the")
    return [buf[i] for i in range(n)]


def cards(object cards, int cap=52):
    """Any accepted card form to a list of distinct card numbers."""
    cdef uint8_t buf[53]
    cdef uint64_t seen = 0
    if cap < 0 or cap > 52:
        raise ValueError(f"cap {cap} out of range: expected 0..52")
    cdef int n = to_cards(cards, buf, cap, "the")
    check_distinct(buf, n, &seen, "the cards")
    return [buf[i] for i in range(n)]


def eval_high(hole, board, int game=0):
    """Best high value (1 = royal flush ... 7462) of hole + board."""
    cdef uint8_t h[MAX_CARDS + MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    game = check_deal(h, nh, b, nb, game)
    if game == 2:
        memcpy(h + nh, b, nb)
        return oe_holdem_high(h, nh + nb)
    return oe_omaha_high(h, nh, b, nb)


def best_high(hole, board, int game=0):
    """(value, hole cards used, board cards used) of the best high hand."""
    cdef uint8_t h[MAX_CARDS + MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef uint8_t used[5]
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    game = check_deal(h, nh, b, nb, game)
    if game == 2:
        memcpy(h + nh, b, nb)
        value = oe_holdem_best(h, nh + nb, used)
        picked = [used[i] for i in range(5)]
        return (value, [h[i] for i in picked if i < nh], [h[i] for i in picked if i >= nh])
    value = oe_omaha_best(h, nh, b, nb, used, used + 2)
    return (value, [h[used[0]], h[used[1]]], [b[used[2]], b[used[3]], b[used[4]]])


cdef int omaha_only(int game) except -1:
    if game == 2:
        raise ValueError("Hold'em has no 8-or-better low: use an Omaha game (4, 5 or 6 hole cards)")
    return 0


def eval_low(hole, board, int game=0):
    """Best 8-or-better low mask (bit 0 = ace ... bit 7 = eight), 0 if none."""
    cdef uint8_t h[MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    omaha_only(game)
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    omaha_only(check_deal(h, nh, b, nb, game))
    return oe_omaha_low(h, nh, b, nb)


def best_low(hole, board, int game=0):
    """(low mask, hole cards used, board cards used), or (0, [], []) if none."""
    cdef uint8_t h[MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef uint8_t used[5]
    omaha_only(game)
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    omaha_only(check_deal(h, nh, b, nb, game))
    low = oe_omaha_low_best(h, nh, b, nb, used, used + 2)
    if not low:
        return (0, [], [])
    return (low, [h[used[0]], h[used[1]]], [b[used[2]], b[used[3]], b[used[4]]])


def eval_hilo(hole, board, int game=0):
    """(high value, low mask) in one pass."""
    cdef uint8_t h[MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef int low = 0
    omaha_only(game)
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    omaha_only(check_deal(h, nh, b, nb, game))
    high = oe_omaha_hilo(h, nh, b, nb, &low)
    return (high, low)


def rank5(cards):
    """Value of exactly five distinct cards."""
    cdef uint8_t c[6]
    cdef uint64_t seen = 0
    cdef int n = to_cards(cards, c, 6, "the")
    if n != 5:
        raise ValueError(f"rank5 needs exactly 5 cards, got {n}")
    check_distinct(c, 5, &seen, "the five cards")
    return oe_rank5(c[0], c[1], c[2], c[3], c[4])


def rank_pattern(int value):
    """The five tie-break ranks (0 = deuce ... 12 = ace) of a value 1..7462."""
    if value < 1 or value > 7462:
        raise ValueError(f"hand value {value} is out of range: expected 1..7462")
    cdef unsigned int packed = oe_rank_pattern[value]
    return tuple((packed >> (4 * i)) & 15 for i in range(5))


CATEGORY_FIRST = tuple(oe_category_first[i] for i in range(10))


# --- batch -------------------------------------------------------------------

cdef int board_step(Py_ssize_t nhands, Py_ssize_t nboards) except -1:
    if nboards == nhands:
        return 1
    if nboards == 1:
        return 0  # one board for every hand
    raise ValueError(f"{nboards} board rows for {nhands} hands: expected {nhands} or 1")


cdef int raise_bad_row(int err, size_t bad, holes, boards, int step, size_t offset) except -1:
    row = list(holes[bad]) + list(boards[bad * step])
    if err == OE_ERR_RANGE:
        raise ValueError(f"row {bad + offset}: a card outside 0..51 in {row}")
    raise ValueError(f"row {bad + offset}: duplicate card in {row}: each card may appear only once per hand")


cdef Py_ssize_t batch_rows(holes, boards, Py_ssize_t out_len, int *step) except -1:
    """Checks the shapes agree; returns the number of rows."""
    cdef Py_ssize_t n = holes.shape[0]
    step[0] = board_step(n, boards.shape[0])
    if out_len != n:
        raise ValueError(f"output holds {out_len} values: expected {n}")
    return n


def batch_high(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, uint16_t[::1] out, size_t offset=0):
    """High values into out, checking each row (GIL released). A bad row
    raises ValueError naming it, counted from `offset`."""
    cdef int step, err = OE_OK
    cdef size_t bad = 0
    cdef Py_ssize_t n = batch_rows(holes, boards, out.shape[0], &step)
    if n:
        with nogil:
            err = oe_batch_high(&holes[0, 0], <int>holes.shape[1], &boards[0, 0], <int>boards.shape[1],
                                step, <size_t>n, &out[0], &bad)
    if err != OE_OK:
        raise_bad_row(err, bad, holes, boards, step, offset)


def batch_low(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, uint8_t[::1] out, size_t offset=0):
    """Low masks of Omaha rows into out, checking each row (GIL released)."""
    cdef int step, err = OE_OK
    cdef size_t bad = 0
    cdef Py_ssize_t n = batch_rows(holes, boards, out.shape[0], &step)
    if n:
        with nogil:
            err = oe_batch_low(&holes[0, 0], <int>holes.shape[1], &boards[0, 0], <int>boards.shape[1],
                               step, <size_t>n, &out[0], &bad)
    if err != OE_OK:
        raise_bad_row(err, bad, holes, boards, step, offset)


# --- equity: the engine's binding lives in its own file ---------------------
include "_core_equity.pxi"

include "_core_ranges.pxi"
