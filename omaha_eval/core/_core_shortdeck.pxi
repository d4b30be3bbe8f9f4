# Bindings of Short Deck Hold'em (src/oe_shortdeck.h); included at the end
# of _core.pyx. The friendly objects are omaha_eval/shortdeck.py.

cdef extern from "oe_shortdeck.h" nogil:
    enum:
        OE_SD_TRIPS
        OE_SD_STRAIGHTS
        OE_SD_VALUES
        OE_SD_FIRST_CARD
        OE_SD_MAX_PLAYERS
        OE_SD_EQUITY_VALUES
    int oe_sd_check(const uint8_t *cards, int n)
    int oe_sd_high(const uint8_t *cards, int n, int rules)
    int oe_sd_best(const uint8_t *cards, int n, int rules, uint8_t used[5])
    uint32_t oe_sd_pattern_of(int value, int rules)
    int oe_sd_batch(const uint8_t *holes, const uint8_t *boards, int nboard, size_t rows, int rules,
                    uint16_t *out, size_t *bad_row)
    int oe_sd_equity(const uint8_t *holes, int nplayers, const uint8_t *board, int nboard, uint64_t dead,
                     int rules, uint64_t trials, uint64_t seed, double *out, uint64_t *deals)

SD_VALUES = OE_SD_VALUES
SD_MAX_PLAYERS = OE_SD_MAX_PLAYERS
SD_EQUITY_VALUES = OE_SD_EQUITY_VALUES


cdef int sd_rules(int rules) except -1:
    if rules != OE_SD_TRIPS and rules != OE_SD_STRAIGHTS:
        raise ValueError(f"Short Deck rule set {rules}: expected 0 (trips beat a straight) or 1 (a straight beats trips)")
    return rules


cdef int sd_check(const uint8_t *cards, int n, str what) except -1:
    """Every card in the 36-card deck and none twice, else a ValueError naming it."""
    cdef int at = oe_sd_check(cards, n)
    if at < 0:
        return 0
    if cards[at] < OE_SD_FIRST_CARD:
        raise ValueError(f"{what} card {card_name(cards[at])} is not in the Short Deck deck: expected sixes to aces")
    raise ValueError(f"duplicate card {card_name(cards[at])}: each card may appear only once")


cdef int sd_deal(object hole, object board, uint8_t *c, int *nb) except -1:
    cdef int nh = to_cards(hole, c, MAX_CARDS, "hole")
    if nh != 2:
        raise ValueError(f"Short Deck needs 2 hole cards, got {nh}")
    nb[0] = to_cards(board, c + 2, MAX_CARDS, "board")
    if nb[0] < 3 or nb[0] > 5:
        raise ValueError(f"{nb[0]} board cards: expected 3 (flop), 4 (turn) or 5 (river)")
    sd_check(c, 2, "hole")
    sd_check(c, 2 + nb[0], "board")
    return 0


def sd_eval(hole, board, int rules):
    """The Short Deck value (1 = royal flush ... 1404) of 2 hole cards and
    3..5 board cards under a rule set (0 = trips beat a straight, 1 = a
    straight beats trips)."""
    cdef uint8_t c[2 * MAX_CARDS]
    cdef int nb
    sd_rules(rules)
    sd_deal(hole, board, c, &nb)
    return oe_sd_high(c, 2 + nb, rules)


def sd_best(hole, board, int rules):
    """(value, hole cards used, board cards used) of the best Short Deck hand."""
    cdef uint8_t c[2 * MAX_CARDS]
    cdef uint8_t used[5]
    cdef int nb
    sd_rules(rules)
    sd_deal(hole, board, c, &nb)
    value = oe_sd_best(c, 2 + nb, rules, used)
    return value, [c[used[i]] for i in range(5) if used[i] < 2], [c[used[i]] for i in range(5) if used[i] >= 2]


def sd_pattern(int value, int rules):
    """(category 0..8, the five tie-break ranks) of a Short Deck value."""
    sd_rules(rules)
    cdef uint32_t word = oe_sd_pattern_of(value, rules)
    if word == 0:
        raise ValueError(f"Short Deck value {value}: expected 1..{OE_SD_VALUES}")
    return word >> 20, tuple((word >> (4 * i)) & 15 for i in range(5))


def sd_batch(const uint8_t[:, ::1] holes, const uint8_t[:, ::1] boards, uint16_t[::1] out, int rules):
    """Short Deck values of rows of 2 hole and 3..5 board cards (GIL released);
    a row with a card outside the deck or repeated raises ValueError naming it."""
    cdef size_t rows = holes.shape[0], bad = 0
    cdef int err, nb = boards.shape[1]
    sd_rules(rules)
    if holes.shape[1] != 2 or not 3 <= nb <= 5 or boards.shape[0] != <Py_ssize_t>rows \
            or out.shape[0] != <Py_ssize_t>rows:
        raise ValueError(f"Short Deck rows: expected (n, 2) holes, (n, 3..5) boards and n outputs")
    if rows == 0:
        return
    with nogil:
        err = oe_sd_batch(&holes[0, 0], &boards[0, 0], nb, rows, rules, &out[0], &bad)
    if err:
        cards = [holes[bad, 0], holes[bad, 1]] + [boards[bad, i] for i in range(nb)]
        for i in range(len(cards)):
            if cards[i] > 51:
                raise ValueError(f"row {bad}: card {cards[i]}: expected 16..51 (sixes to aces)")
        text = " ".join(card_name(x) for x in cards)
        outside = [card_name(x) for x in cards if x < OE_SD_FIRST_CARD]
        if outside:
            raise ValueError(f"row {bad} ({text}): card {outside[0]} is not in the Short Deck deck: expected sixes to aces")
        raise ValueError(f"row {bad} ({text}): a card appears twice")


def sd_equity(const uint8_t[::1] holes, board, uint64_t dead, int rules, uint64_t trials, uint64_t seed,
              double[::1] out):
    """Short Deck equity of fixed two-card hands (holes: 2 per player, checked
    by omaha_eval.shortdeck) on a board of 0..5 cards; trials 0: every
    runout. Per player into out: share, wins, ties, squared shares; returns the runouts
    counted (GIL released)."""
    cdef uint8_t b[MAX_CARDS]
    cdef int nb = to_cards(board, b, MAX_CARDS, "board")
    cdef int n = holes.shape[0] // 2, err
    cdef uint64_t deals = 0
    sd_rules(rules)
    if holes.shape[0] % 2 or n < 1 or n > OE_SD_MAX_PLAYERS or out.shape[0] != OE_SD_EQUITY_VALUES * n or nb > 5:
        raise ValueError(f"sd_equity: 1..{OE_SD_MAX_PLAYERS} players of 2 cards, 0..5 board cards")
    with nogil:
        err = oe_sd_equity(&holes[0], n, b, nb, dead, rules, trials, seed, &out[0], &deals)
    if err:
        raise ValueError("Short Deck equity: cards outside the deck, repeated, or too few left to deal the board")
    return deals


# evaluate(game="shortdeck"): the game code is SD_GAME_CODE + the rule set
# (omaha_eval.core.games), the value object made by the registered factory.
SD_GAME_CODE = 100
MAKE_SD_VALUE = None


def register_short_deck(make_value):
    """Called once by omaha_eval.evaluate: the ShortDeckValue factory."""
    global MAKE_SD_VALUE
    MAKE_SD_VALUE = make_value


cdef object short_deck_evaluate(object hole, object board, int rules):
    if MAKE_SD_VALUE is None:
        raise RuntimeError("omaha_eval.core._core.evaluate: import omaha_eval first")
    return MAKE_SD_VALUE(sd_eval(hole, board, rules), rules)
