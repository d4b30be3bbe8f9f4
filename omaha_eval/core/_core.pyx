# cython: language_level=3, boundscheck=False, wraparound=False
"""Thin binding to the C core: converts and checks arguments, raises clear
errors, calls C. No poker logic lives here; see src/ for that.

Game codes: 0 = implied by the hole-card count, 2 = Hold'em, 4/5/6 = Omaha
with that many hole cards.
"""
from cpython.long cimport PyLong_AsLongAndOverflow, PyLong_Check
from cpython.bool cimport PyBool_Check
from cpython.number cimport PyIndex_Check
from cpython.unicode cimport PyUnicode_AsUTF8AndSize
from libc.stdint cimport uint8_t, uint64_t
from libc.string cimport memcmp, memcpy, memset
cimport cython

cdef extern from *:
    """
    #ifdef Py_GIL_DISABLED
    #define OE_FREE_THREADED 1
    #else
    #define OE_FREE_THREADED 0
    #endif
    """
    bint OE_FREE_THREADED

cdef extern from *:
    """
    /* The card number of an int object (PyLong_Check already true, not a
       bool), or -1 if it is not 0..51. Reads a one-digit int inline: this
       runs for every card of every call. */
    static inline int oe_int_card(PyObject *o) {
    #if !defined(Py_LIMITED_API) && !defined(PYPY_VERSION) && PY_VERSION_HEX >= 0x030C0000
        if (PyUnstable_Long_IsCompact((PyLongObject *)o)) {
            Py_ssize_t v = PyUnstable_Long_CompactValue((PyLongObject *)o);
            return (size_t)v <= 51 ? (int)v : -1;
        }
        return -1;
    #elif !defined(Py_LIMITED_API) && !defined(PYPY_VERSION) && PY_VERSION_HEX >= 0x030B0000
        /* 3.11: Python.h includes the int layout (3.9 and 3.10 do not: API call below) */
        Py_ssize_t size = Py_SIZE(o);
        if (size == 0) return 0;
        if (size == 1) {
            unsigned long v = (unsigned long)((PyLongObject *)o)->ob_digit[0];
            return v <= 51 ? (int)v : -1;
        }
        return -1;
    #else
        int overflow = 0;
        long v = PyLong_AsLongAndOverflow(o, &overflow);
        return (!overflow && (unsigned long)v <= 51) ? (int)v : -1;
    #endif
    }
    """
    int oe_int_card(object o) noexcept

cdef extern from *:
    """
    /* The cards of an exact list or tuple of plain ints or Cards 0..51, read
       in one pass from its item array: no reference counting and no Python
       code runs, so the items cannot change under us (the GIL is held; a
       free-threaded build takes the general path for lists, which copies).
       Returns the count, or -1 for anything else or too many: the caller
       then takes the general path, which names the problem. */
    static inline int oe_small_int_cards(PyObject *seq, uint8_t *out, int cap) {
        PyObject **items;
        Py_ssize_t n;
        if (PyTuple_CheckExact(seq)) {
            items = ((PyTupleObject *)seq)->ob_item;
            n = PyTuple_GET_SIZE(seq);
        }
    #ifndef Py_GIL_DISABLED
        else if (PyList_CheckExact(seq)) {
            items = ((PyListObject *)seq)->ob_item;
            n = PyList_GET_SIZE(seq);
        }
    #endif
        else
            return -1;
        if (n > cap)
            return -1;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *o = items[i];
            if (!PyLong_Check(o) || PyBool_Check(o))
                return -1;
            int card = oe_int_card(o);
            if (card < 0)
                return -1;
            out[i] = (uint8_t)card;
        }
        return (int)n;
    }
    """
    int oe_small_int_cards(object seq, uint8_t *out, int cap) noexcept

cdef extern from "Python.h":
    int PyErr_CheckSignals() except -1
    bint PyList_CheckExact(object o)
    bint PyTuple_CheckExact(object o)
    Py_ssize_t PyList_GET_SIZE(object o)

cdef enum:
    MAX_HOLE = 6
    MAX_BOARD = 5
    MAX_CARDS = 8  # a buffer large enough to detect one card too many
    MAX_VALUE = 7462

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
CARD_HELP = ("expected a rank (2-9, T, J, Q, K, A or 10) followed by a suit "
             "(c, d, h, s or a suit symbol)")
GAME_HELP = "expected 0 (implied by the hole cards), 2 (Hold'em) or 4, 5 or 6 (Omaha)"

cpdef str card_name(int card):
    if not 0 <= card <= 51:
        raise ValueError(f"card {card} is out of range: expected 0..51")
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


cdef str _of(str what):
    """The words before a text in a card message: 'hole ', 'board ', or
    none for plain card text (its callers pass "the")."""
    return "" if what == "the" else what + " "


cdef const char *utf8_of(object text, Py_ssize_t *length, str what) except NULL:
    """The UTF-8 bytes of a str (or str subclass); a lone surrogate, which has
    none, is an unknown card like any other bad character."""
    try:
        return PyUnicode_AsUTF8AndSize(text, length)
    except UnicodeEncodeError as err:
        bad = text[err.start:err.start + 1]
    raise ValueError(f"unknown card {bad!r} in {_of(what)}{text!r}: {CARD_HELP}")


cdef int parse_text(object text, uint8_t *out, int cap, str what) except -1:
    """Card text (a str or str subclass) into out[0..cap)."""
    cdef Py_ssize_t length
    cdef size_t bad = 0
    cdef const char *raw = utf8_of(text, &length, what)
    cdef int n = oe_parse_cards(raw, <size_t>length, out, cap, &bad)
    if n >= 0:
        return n
    position = len(raw[:bad].decode("utf-8", "replace"))
    if n == OE_ERR_TOO_MANY:
        raise ValueError(f"too many {_of(what)}cards in {text!r}: expected at most {cap}")
    width = 3 if text.startswith("10", position) else 2
    raise ValueError(f"unknown card {text[position:position + width]!r} in {_of(what)}{text!r}: {CARD_HELP}")


cdef str type_help(object item, str what):
    return (f"{what} card {item!r} has type {type(item).__name__}: "
            f"expected an int 0..51, a Card or card text such as 'As'")


cdef int int_card(object item, str what) except -1:
    """The card number of an int (or int subclass such as Card; not bool).
    Reads the int's value directly: no Python code of the item runs."""
    cdef int overflow = 0
    cdef long number
    if PyBool_Check(item):
        raise TypeError(type_help(item, what))
    number = PyLong_AsLongAndOverflow(item, &overflow)
    if overflow == 0 and 0 <= number <= 51:
        return <int>number
    raise ValueError(f"{what} card {int(item)} is out of range: expected 0..51")


cdef int card_from_item(object item, str what) except -1:
    """One card from an int, a Card, card text, or any object with
    __index__ (operator.index semantics: __index__ must return an int)."""
    cdef uint8_t one[2]
    if PyLong_Check(item):
        return int_card(item, what)
    if isinstance(item, str):
        if parse_text(item, one, 2, what) != 1:
            raise ValueError(f"{what} item {item!r} is not exactly one card: {CARD_HELP}")
        return one[0]
    if not PyIndex_Check(item) or isinstance(item, (bytes, bytearray)):
        raise TypeError(type_help(item, what))
    number = type(item).__index__(item)  # may run any code: callers hold no borrowed items
    if type(number) is not int:
        raise TypeError(f"{what} card {item!r}: its __index__ returned {type(number).__name__}, expected int")
    return int_card(number, what)


cdef inline int fast_card(object item) noexcept:
    """The card of a plain int or Card 0..51, else -1 (the caller then takes
    the slow path, which names the problem)."""
    if not PyLong_Check(item) or PyBool_Check(item):
        return -1
    return oe_int_card(item)


cdef int too_many(object cards, int cap, str what) except -1:
    raise ValueError(f"too many {what} cards in {cards!r}: expected at most {cap}")


cdef int bad_cards_type(object cards, str what) except -1:
    raise TypeError(f"{what} cards {cards!r} have type {type(cards).__name__}: "
                    f"expected a str, or a list of ints, Cards or card strings")


cdef inline int to_cards(object cards, uint8_t *out, int cap, str what) except -1:
    """Fills out[0..cap) from text, one card, or an iterable of cards; returns
    how many. The common case (a list or tuple of ints) is read inline."""
    cdef int n = oe_small_int_cards(cards, out, cap)
    return n if n >= 0 else any_cards(cards, out, cap, what)


cdef int any_cards(object cards, uint8_t *out, int cap, str what) except -1:
    """to_cards for every accepted form. Never reads past a list's current
    end: an item's __index__ may change the list meanwhile (and on a
    free-threaded build, another thread)."""
    cdef Py_ssize_t i
    cdef int n = 0, card
    cdef tuple tup
    cdef list lst
    items = None
    if OE_FREE_THREADED and PyList_CheckExact(cards):
        cards = tuple(cards)  # a consistent copy, made under the list's lock: another thread may change it
    if PyTuple_CheckExact(cards):  # the common cases first: tuples are immutable
        tup = <tuple>cards
        if len(tup) > cap:
            too_many(cards, cap, what)
        for i in range(len(tup)):
            card = fast_card(tup[i])
            out[i] = card if card >= 0 else card_from_item(tup[i], what)
        return <int>len(tup)
    if PyList_CheckExact(cards):
        lst = <list>cards
        i = 0
        while i < PyList_GET_SIZE(lst):  # re-read each time: see above
            if i == cap:
                too_many(cards, cap, what)
            item = lst[i]  # a new reference: the item lives even if the list drops it
            card = fast_card(item)
            out[i] = card if card >= 0 else card_from_item(item, what)
            i += 1
        return <int>i
    if isinstance(cards, str):
        return parse_text(cards, out, cap, what)
    if isinstance(cards, (bytes, bytearray, bool, float, dict)) or cards is None:
        bad_cards_type(cards, what)
    if not PyLong_Check(cards):
        try:
            items = iter(cards)
        except TypeError:
            items = None  # maybe one card: an object with __index__
            if not PyIndex_Check(cards):
                bad_cards_type(cards, what)
    if items is None or PyLong_Check(cards):  # one card
        if cap < 1:
            too_many(cards, cap, what)
        out[0] = card_from_item(cards, what)
        return 1
    for item in items:
        if n == cap:
            too_many(cards, cap, what)
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


cdef inline bint all_distinct(const uint8_t *hole, int nhole, const uint8_t *board, int nboard) noexcept:
    """True if the cards (each already 0..51) are all different: one 64-bit
    mask, no branch per card."""
    cdef uint64_t seen = 0, clash = 0, bit
    cdef int i
    for i in range(nhole):
        bit = (<uint64_t>1) << hole[i]
        clash |= seen & bit
        seen |= bit
    for i in range(nboard):
        bit = (<uint64_t>1) << board[i]
        clash |= seen & bit
        seen |= bit
    return clash == 0


cdef int check_game(int game) except -1:
    if game != 0 and game != 2 and not 4 <= game <= 6:
        raise ValueError(f"game code {game}: {GAME_HELP}")
    return 0


cdef int check_deal(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                    int game) except -1:
    """Checks the game code, the counts for the game and that all cards
    differ (cards are already 0..51); returns the game code with the hole
    count filled in (2, 4, 5 or 6)."""
    cdef uint64_t seen = 0
    check_game(game)
    if game == 0:
        if nhole != 2 and not 4 <= nhole <= 6:
            raise ValueError(f"{nhole} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")
        game = nhole
    elif nhole != game:
        name = "Hold'em" if game == 2 else f"{game}-card Omaha"
        raise ValueError(f"{name} needs {game} hole cards, got {nhole}")
    if nboard < 3 or nboard > 5:
        raise ValueError(f"{nboard} board cards: expected 3 (flop), 4 (turn) or 5 (river)")
    if not all_distinct(hole, nhole, board, nboard):  # find and name the duplicate
        check_distinct(hole, nhole, &seen, "hole")
        check_distinct(board, nboard, &seen, "board")
    return game


def parse_cards(text):
    """Card text to a list of card numbers; duplicates are not checked."""
    cdef uint8_t buf[52]
    if not isinstance(text, str):
        raise TypeError(f"card text {text!r} has type {type(text).__name__}: expected str")
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


cdef int high_value(object hole, object board, int game) except -1:
    cdef uint8_t h[MAX_CARDS + MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    game = check_deal(h, nh, b, nb, game)
    if game == 2:
        memcpy(h + nh, b, nb)
        return oe_holdem_high(h, nh + nb)
    return oe_omaha_high(h, nh, b, nb)


def eval_high(hole, board, int game=0):
    """Best high value (1 = royal flush ... 7462) of hole + board."""
    return (high_value(hole, board, game))


# omaha_eval.evaluate's shared HandValue objects, one per rank, and the
# function that builds one on first use (values.py registers both at import)
# and omaha_eval.core.games.game_code for game names.
cdef list HAND_VALUES = None
cdef object MAKE_HAND_VALUE = None
cdef object GAME_CODE = None


def register_values(list hand_values, make_hand_value, game_code):
    """Called once by omaha_eval.evaluate: where `evaluate` finds its value
    objects (a list of 7463 entries, None until built) and game codes."""
    global HAND_VALUES, MAKE_HAND_VALUE, GAME_CODE
    if len(hand_values) != MAX_VALUE + 1:
        raise ValueError(f"hand value cache of {len(hand_values)} entries: expected {MAX_VALUE + 1}")
    HAND_VALUES, MAKE_HAND_VALUE, GAME_CODE = hand_values, make_hand_value, game_code


def evaluate(hole, board, game=None):
    """The best high hand of hole + board, as a HandValue.

    The game is implied by the number of hole cards (2 = Hold'em: best five
    of all; 4, 5 or 6 = Omaha: exactly two hole and three board cards) or
    named: "holdem", "omaha", "omaha5", "omaha6", "courchevel". The board
    has 3, 4 or 5 cards.
    """
    # One call from Python straight into the binding: this is the hottest
    # public entry point, and a Python frame around it would cost a third.
    if HAND_VALUES is None:
        raise RuntimeError("omaha_eval.core._core.evaluate: import omaha_eval first")
    cdef int code = 0 if game is None else GAME_CODE(game)
    if code >= 100:  # Short Deck: games.SHORT_DECK_CODE + its rule set (_core_shortdeck.pxi)
        return short_deck_evaluate(hole, board, code - 100)
    cdef int rank = high_value(hole, board, code)
    with cython.boundscheck(True):  # the list is Python-visible: never trust its length
        value = HAND_VALUES[rank]
    if value is None:
        value = MAKE_HAND_VALUE(rank)
    return value


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
        return ((value), [h[i] for i in picked if i < nh], [h[i] for i in picked if i >= nh])
    value = oe_omaha_best(h, nh, b, nb, used, used + 2)
    return ((value), [h[used[0]], h[used[1]]], [b[used[2]], b[used[3]], b[used[4]]])


cdef int omaha_only(int game) except -1:
    if game == 2:
        raise ValueError("Hold'em has no 8-or-better low: use an Omaha game (4, 5 or 6 hole cards)")
    return check_game(game)


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
    return ((high), low)


def rank5(cards):
    """Value of exactly five distinct cards."""
    cdef uint8_t c[6]
    cdef int n = to_cards(cards, c, 6, "the")
    cdef uint64_t seen = 0
    if n != 5:
        raise ValueError(f"rank5 needs exactly 5 cards, got {n}")
    if not all_distinct(c, 5, c, 0):
        check_distinct(c, 5, &seen, "the five cards")
    return (oe_rank5(c[0], c[1], c[2], c[3], c[4]))


def rank_pattern(int value):
    """The five tie-break ranks (0 = deuce ... 12 = ace) of a value 1..7462."""
    if value < 1 or value > 7462:
        raise ValueError(f"hand value {value} is out of range: expected 1..7462")
    cdef unsigned int packed = oe_rank_pattern[value]
    return tuple((packed >> (4 * i)) & 15 for i in range(5))


CATEGORY_FIRST = tuple(oe_category_first[i] for i in range(10))


# --- batch -------------------------------------------------------------------

cdef enum:
    # Rows per GIL-free stretch. Between stretches the binding checks for
    # Ctrl-C and for a stop request: 16,384 rows are ~1-4 ms of work (PLO6
    # river is the slowest), well within the ~50 ms a user may wait.
    BATCH_BLOCK = 16384


cdef int board_step(Py_ssize_t nhands, Py_ssize_t nboards) except -1:
    if nboards == nhands:
        return 1
    if nboards == 1:
        return 0  # one board for every hand
    raise ValueError(f"{nboards} board rows for {nhands} hands: expected {nhands} or 1")


cdef int raise_bad_row(int err, size_t bad, holes, boards, int step, size_t offset) except -1:
    if err == OE_ERR_TOO_MANY:  # a shape the C loops do not handle
        raise ValueError(f"rows of {holes.shape[1]} hole and {boards.shape[1]} board cards: expected 2, 4, 5 "
                         "or 6 hole cards (4, 5 or 6 for the low) and 3, 4 or 5 board cards")
    row = list(holes[bad]) + list(boards[bad * step])
    if err == OE_ERR_RANGE:
        raise ValueError(f"row {bad + offset}: a card outside 0..51 in {row}")
    raise ValueError(f"row {bad + offset}: duplicate card in {row}: each card may appear only once per hand")


cdef Py_ssize_t batch_rows(holes, boards, Py_ssize_t out_len, int *step, bint low) except -1:
    """Checks the shapes agree and the column counts are ones the C loops
    handle (their buffers are sized for them); returns the number of rows."""
    cdef Py_ssize_t n = holes.shape[0], nhole = holes.shape[1], nboard = boards.shape[1]
    if low and not 4 <= nhole <= 6:
        raise ValueError(f"holes have {nhole} cards per row: expected 4, 5 or 6 (Omaha) for a low")
    if nhole != 2 and not 4 <= nhole <= 6:
        raise ValueError(f"holes have {nhole} cards per row: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")
    if not 3 <= nboard <= 5:
        raise ValueError(f"boards have {nboard} cards per row: expected 3, 4 or 5")
    step[0] = board_step(n, boards.shape[0])
    if out_len != n:
        raise ValueError(f"output holds {out_len} values: expected {n}")
    return n


cdef bint stop_asked(object stop) except -1:
    """Ctrl-C (raised here, in the main thread) or stop.is_set()."""
    PyErr_CheckSignals()
    return stop is not None and stop.is_set()


cdef Py_ssize_t run_blocks(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, void *out, bint low,
                           Py_ssize_t n, int step, size_t offset, object stop) except -1:
    """batch_high's and batch_low's loop: blocks of rows in C with the GIL
    released, a bad row raised, Ctrl-C and `stop` checked between blocks."""
    cdef int err = OE_OK
    cdef size_t bad = 0, done = 0, count
    cdef int nhole = <int>holes.shape[1], nboard = <int>boards.shape[1]
    while done < <size_t>n:
        count = min(<size_t>n - done, <size_t>BATCH_BLOCK)
        with nogil:
            if low:
                err = oe_batch_low(&holes[done, 0], nhole, &boards[done * step, 0], nboard,
                                   step, count, <uint8_t *>out + done, &bad)
            else:
                err = oe_batch_high(&holes[done, 0], nhole, &boards[done * step, 0], nboard,
                                    step, count, <uint16_t *>out + done, &bad)
        if err != OE_OK:
            raise_bad_row(err, done + bad, holes, boards, step, offset)
        done += count
        if done < <size_t>n and stop_asked(stop):
            break
    return <Py_ssize_t>done


def batch_high(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, uint16_t[::1] out,
               size_t offset=0, stop=None):
    """High values into out, checking each row (GIL released). A bad row
    raises ValueError naming it, counted from `offset`. Works in blocks of
    rows, checking for Ctrl-C and `stop.is_set()` (e.g. a threading.Event)
    between them; returns the number of rows done (all unless stopped)."""
    cdef int step
    cdef Py_ssize_t n = batch_rows(holes, boards, out.shape[0], &step, False)
    return run_blocks(holes, boards, &out[0] if n else NULL, False, n, step, offset, stop)


def batch_low(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, uint8_t[::1] out,
              size_t offset=0, stop=None):
    """Low masks of Omaha rows into out, checking each row (GIL released);
    blocks, Ctrl-C and `stop` as batch_high."""
    cdef int step
    cdef Py_ssize_t n = batch_rows(holes, boards, out.shape[0], &step, True)
    return run_blocks(holes, boards, &out[0] if n else NULL, True, n, step, offset, stop)


# --- equity: the engine's binding lives in its own file ---------------------
include "_core_equity.pxi"
include "_core_plan.pxi"
include "_core_versus.pxi"
include "_core_capi.pxi"
include "_core_analysis.pxi"

include "_core_ranges.pxi"
include "_core_double.pxi"
include "_core_deals.pxi"
include "_core_tables.pxi"
include "_core_index.pxi"
include "_core_range_c.pxi"
include "_core_board_range.pxi"
include "_core_icm.pxi"
include "_core_shortdeck.pxi"
include "_core_solve.pxi"
