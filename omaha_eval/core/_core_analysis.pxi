# Board analysis bindings (src/oe_analysis.h); included at the end of _core.pyx.
# Tables are uint16 buffers of PAIR_CELLS entries (array('H') or numpy).
from libc.stdint cimport uint16_t, uint32_t

PAIR_CELLS = OE_PAIR_CELLS
NO_PAIR = OE_NO_PAIR
NO_LOW = OE_NO_LOW
HIGH_SLOTS = OE_HIGH_SLOTS
LOW_SLOTS = OE_LOW_SLOTS


cdef uint64_t board_and_dead(board, dead, uint8_t *b, int *nb) except? 0:
    """Parses and checks a board (3..5 cards) and dead cards; returns the dead
    mask with bit 63 set (so an empty mask is not mistaken for an error)."""
    cdef uint8_t d[53]
    cdef uint64_t seen = 0
    nb[0] = to_cards(board, b, MAX_CARDS, "board")
    if nb[0] < 3 or nb[0] > 5:
        raise ValueError(f"{nb[0]} board cards: expected 3 (flop), 4 (turn) or 5 (river)")
    check_distinct(b, nb[0], &seen, "the board")
    cdef int nd = to_cards(dead, d, 52, "dead")
    check_distinct(d, nd, &seen, "the board and dead cards")
    cdef uint64_t mask = 0
    for i in range(nd):
        mask |= (<uint64_t>1) << d[i]
    return mask | ((<uint64_t>1) << 63)


cdef int check_table(uint16_t[::1] table) except -1:
    if table.shape[0] != OE_PAIR_CELLS:
        raise ValueError(f"pair table holds {table.shape[0]} entries: expected {OE_PAIR_CELLS}")
    return 0


def pair_table(board, dead, bint holdem, bint low, uint16_t[::1] out):
    """Fills `out` with the high (or low) value of every two-card
    combination with the board; cells of board/dead cards hold NO_PAIR."""
    cdef uint8_t b[MAX_CARDS]
    cdef int nb = 0
    check_table(out)
    if low and holdem:
        raise ValueError("Hold'em has no 8-or-better low: use an Omaha game (4, 5 or 6 hole cards)")
    cdef uint64_t dead_mask = board_and_dead(board, dead, b, &nb) & ~((<uint64_t>1) << 63)
    with nogil:
        if low:
            oe_pair_table_low(b, nb, dead_mask, &out[0])
        else:
            oe_pair_table_high(b, nb, dead_mask, holdem, &out[0])


def table_hands(uint16_t[::1] table, const uint8_t[:, ::1] hands, uint64_t excluded, uint16_t[::1] out):
    """Value of each hand row from the table into out (0: the hand holds an
    excluded card). A row with a bad or repeated card raises ValueError."""
    cdef size_t bad = 0
    cdef int err = OE_OK
    cdef Py_ssize_t n = hands.shape[0]
    cdef int k = <int>hands.shape[1]
    check_table(table)
    if out.shape[0] != n:
        raise ValueError(f"output holds {out.shape[0]} values: expected {n}")
    if n and not 2 <= k <= MAX_HOLE:
        raise ValueError(f"hands have {k} cards: expected 2 to {MAX_HOLE}")
    if n:
        with nogil:
            err = oe_table_hands(&table[0], &hands[0, 0], k, <size_t>n, excluded, &out[0], &bad)
    if err == OE_ERR_RANGE:
        raise ValueError(f"hand {bad}: a card outside 0..51 in {list(hands[bad])}")
    if err != OE_OK:
        raise ValueError(f"hand {bad}: duplicate card in {[card_name(c) for c in hands[bad]]}: "
                         f"each card may appear only once")


def table_histogram(uint16_t[::1] table, uint64_t live, int k, uint64_t[::1] hist, bint low):
    """Adds to hist one count per k-card hand from the `live` cards, at the
    hand's value; returns the number of hands (GIL released)."""
    cdef uint64_t hands
    cdef int slots = OE_LOW_SLOTS if low else OE_HIGH_SLOTS
    check_table(table)
    if hist.shape[0] != slots:
        raise ValueError(f"histogram holds {hist.shape[0]} slots: expected {slots}")
    if not 2 <= k <= MAX_HOLE:
        raise ValueError(f"{k} cards per hand: expected 2 to {MAX_HOLE}")
    live &= (((<uint64_t>1) << 52) - 1)
    with nogil:
        hands = oe_table_histogram(&table[0], live, k, &hist[0], slots)
    return hands


def table_best(uint16_t[::1] table, uint64_t live):
    """The smallest table entry over pairs of live cards (NO_PAIR if none)."""
    check_table(table)
    return oe_table_best(&table[0], live & (((<uint64_t>1) << 52) - 1))


def table_best_between(uint16_t[::1] table, uint64_t live, int lo, int hi):
    """The smallest table entry in lo..hi over pairs of live cards (NO_PAIR if none)."""
    check_table(table)
    return oe_table_best_between(&table[0], live & (((<uint64_t>1) << 52) - 1), lo, hi)


def table_count_better(uint16_t[::1] table, uint64_t live, int value):
    """How many distinct entries below `value` the pairs of live cards hold."""
    check_table(table)
    return oe_table_count_better(&table[0], live & (((<uint64_t>1) << 52) - 1), value)


def next_cards(hole, board, dead, bint holdem, uint16_t[::1] hero_high, uint16_t[::1] hero_low,
               uint16_t[::1] nut_high, uint16_t[::1] nut_low):
    """Per next card (52 entries each; 0 where the card cannot come): the
    hero's high and low and the nut high and low on board + that card."""
    cdef uint8_t h[MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef int nb = 0
    cdef uint64_t seen
    cdef uint64_t dead_mask = board_and_dead(board, dead, b, &nb) & ~((<uint64_t>1) << 63)
    if nb == 5:
        raise ValueError("the board is complete (5 cards): no card comes next")
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    if nh not in (2, 4, 5, 6):
        raise ValueError(f"{nh} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")
    seen = dead_mask
    for i in range(nb):
        seen |= (<uint64_t>1) << b[i]
    check_distinct(h, nh, &seen, "the hole, board and dead cards")
    if (hero_high.shape[0] != 52 or hero_low.shape[0] != 52 or nut_high.shape[0] != 52
            or nut_low.shape[0] != 52):
        raise ValueError("next_cards outputs must hold 52 values each")
    with nogil:
        oe_next_cards(h, nh, b, nb, dead_mask, holdem, &hero_high[0], &hero_low[0],
                      &nut_high[0], &nut_low[0])


def each_runouts(hole, board, dead, bint holdem, bint hilo, const uint8_t[:, ::1] opps,
                 uint32_t[::1] won, uint32_t[::1] boards, turn_won=None, turn_boards=None,
                 wins=None, losses=None):
    """The hero against each opponent row over every completion of the
    board (flop, turn or river), heads-up and exact: adds the hero's
    quarters of the pot to won[i] and the boards counted to boards[i]; with
    wins / losses (n uint32 each), the boards where the hero (the opponent)
    takes the whole pot; on a flop, with turn_won / turn_boards (52 * n
    uint32 each), per turn card too. Rows must hold distinct valid cards;
    rows holding a hero, board or dead card get nothing (GIL released)."""
    cdef uint8_t h[MAX_CARDS]
    cdef uint8_t b[MAX_CARDS]
    cdef int nb = 0, bad = 0
    cdef uint64_t seen, rowseen
    cdef uint32_t[::1] tw
    cdef uint32_t[::1] tb
    cdef uint32_t *twp = NULL
    cdef uint32_t *tbp = NULL
    cdef uint32_t[::1] wv
    cdef uint32_t[::1] lv
    cdef uint32_t *wp = NULL
    cdef uint32_t *lp = NULL
    cdef uint64_t dead_mask = board_and_dead(board, dead, b, &nb) & ~((<uint64_t>1) << 63)
    if nb < 3:
        raise ValueError(f"a board of {nb} cards: expected 3, 4 or 5")
    cdef int nh = to_cards(hole, h, MAX_CARDS, "hole")
    if nh not in (2, 4, 5, 6) or (holdem and nh != 2) or (not holdem and nh == 2):
        raise ValueError(f"{nh} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)")
    if hilo and holdem:
        raise ValueError("Hold'em has no 8-or-better low: use an Omaha game (4, 5 or 6 hole cards)")
    seen = dead_mask
    for i in range(nb):
        seen |= (<uint64_t>1) << b[i]
    check_distinct(h, nh, &seen, "the hole, board and dead cards")
    cdef Py_ssize_t n = opps.shape[0], r
    if n and opps.shape[1] != nh:
        raise ValueError(f"opponent hands have {opps.shape[1]} cards: expected {nh}")
    if won.shape[0] != n or boards.shape[0] != n:
        raise ValueError(f"outputs hold {won.shape[0]} and {boards.shape[0]} values: expected {n}")
    for r in range(n):
        rowseen = 0
        if oe_check_cards(&opps[r, 0], nh, &rowseen, &bad) != OE_OK:
            raise ValueError(f"opponent hand {r}: a card outside 0..51 or repeated in {list(opps[r])}")
    if turn_won is not None or turn_boards is not None:
        tw = turn_won
        tb = turn_boards
        if tw.shape[0] != 52 * n or tb.shape[0] != 52 * n:
            raise ValueError(f"per-turn outputs must hold {52 * n} values")
        if n:
            twp = &tw[0]
            tbp = &tb[0]
    if (wins is None) != (losses is None):
        raise ValueError("wins and losses come together")
    if wins is not None:
        wv = wins
        lv = losses
        if wv.shape[0] != n or lv.shape[0] != n:
            raise ValueError(f"wins and losses must hold {n} values each")
        if n:
            wp = &wv[0]
            lp = &lv[0]
    if n == 0:
        return
    with nogil:
        oe_each_runouts(h, nh, b, nb, dead_mask, holdem, hilo, &opps[0, 0], <size_t>n,
                        &won[0], &boards[0], wp, lp, twp, tbp)
