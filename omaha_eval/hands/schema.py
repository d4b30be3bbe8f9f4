"""The hand database's tables (SQLite, the standard library's sqlite3).

The per-hand tables are WITHOUT ROWID, clustered by (hand_id, ...): an
import appends to them in order, and statistics read ``totals``.

Amounts are integers in the hand's chips (``hands.chip_scale`` chips to one
unit of ``hands.currency``: cents for money); ``*_bb`` columns are in big
blinds; ``net_units`` and ``ev_units`` are in the hand's currency (dollars,
not cents; chips for tournaments and play money), named by ``currency``.
A hand is known by (site, hand_no): the room's hand number, or a digest of
the deal and actions where the format has no number (files.py); importing
it again adds nothing.
Documented in docs/hands.md.
"""
from __future__ import annotations

from .stats import COUNTS

SCHEMA_VERSION = 4   # 2: actions without the deal's events (their unknown cards were the engine's)
#                      3: hands without a number keyed by a digest; results and totals by currency
#                      4: hands.text_key (a hand known by its text is skipped before it is read);
#                         digests the same whatever format wrote the hand

_COUNT_COLUMNS = ",\n    ".join(f"{name} INTEGER NOT NULL" for name in COUNTS)
_TOTAL_COLUMNS = _COUNT_COLUMNS

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    site TEXT NOT NULL,             -- PokerStars, GGPoker, PHH ...
    hand_no TEXT NOT NULL,          -- the room's hand number, or '#' and a digest of the hand
    source TEXT,                    -- the file it came from
    line INTEGER,                   -- where the hand starts in it
    ok INTEGER NOT NULL,            -- 1 replayed, 0 refused (see error)
    error TEXT,
    date TEXT, time TEXT, time_zone TEXT,
    table_name TEXT, seat_count INTEGER, currency TEXT,
    game TEXT,                      -- PHH variant code: PO, PO/8, NT, PO5 ...; NSS: Short Deck, straights over trips
    game_text TEXT,                 -- the game as the header writes it
    stakes TEXT,                    -- '0.25/0.50'
    small_blind INTEGER, big_blind INTEGER, chip_scale INTEGER,
    tournament TEXT, hero TEXT,
    players INTEGER, pot INTEGER, rake INTEGER,
    all_in TEXT,                    -- street the money went in (all-in hands), else NULL
    text_key TEXT,                  -- a digest of the hand's text (PHH, OHH), NULL for a room's numbered hand
    UNIQUE (site, hand_no)
);
CREATE INDEX IF NOT EXISTS hands_text_key ON hands (text_key) WHERE text_key IS NOT NULL;
CREATE TABLE IF NOT EXISTS seats (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seat INTEGER NOT NULL,          -- engine seat 0..n-1, clockwise
    player TEXT NOT NULL,
    room_seat INTEGER,              -- the room's seat number
    starting_stack INTEGER NOT NULL,
    final_stack INTEGER NOT NULL,
    hole_cards TEXT,                -- '' when unknown
    button INTEGER NOT NULL,        -- 1 for the button's seat
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    n INTEGER NOT NULL,             -- order in the hand (the log less the deal's events)
    seat INTEGER,                   -- NULL for the dealer
    street TEXT NOT NULL,
    kind TEXT NOT NULL,             -- ante, small_blind, ..., fold, check, call, bet, raise, return, show, muck, win
    amount INTEGER NOT NULL,        -- chips; a bet or raise: the street total after it
    all_in INTEGER NOT NULL,
    cards TEXT,                     -- a show's cards; NULL otherwise
    PRIMARY KEY (hand_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS boards (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    run INTEGER NOT NULL,           -- 0, and 1.. for a board run more than once
    cards TEXT NOT NULL,
    PRIMARY KEY (hand_id, run)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS pots (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    pot INTEGER NOT NULL,           -- 0 main, 1.. side pots
    amount INTEGER NOT NULL,
    eligible TEXT NOT NULL,         -- engine seats, comma-separated
    PRIMARY KEY (hand_id, pot)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS results (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    stakes TEXT NOT NULL,
    big_blind INTEGER NOT NULL,
    {_COUNT_COLUMNS},
    put_in INTEGER NOT NULL,
    net_bb REAL NOT NULL,
    ev_won REAL NOT NULL,           -- all-in EV won (the net where no all-in EV is known)
    ev_bb REAL NOT NULL,
    currency TEXT NOT NULL,         -- 'USD', 'EUR' ...; 'chips' for tournaments and play money
    net_units REAL NOT NULL,        -- net won in the currency (net / chip_scale)
    ev_units REAL NOT NULL,         -- all-in EV won in the currency
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS all_in_ev (
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    seat INTEGER NOT NULL,
    street TEXT NOT NULL,           -- preflop, flop, turn
    ev REAL,                        -- chips won less put in, expected; NULL: a contested hand unknown
    ev_exact TEXT,                  -- the same as an exact fraction 'p/q'
    actual INTEGER NOT NULL,        -- chips won less put in, as it happened (before rake)
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS totals (   -- results summed per player, game, stakes and currency, kept at import
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    stakes TEXT NOT NULL,
    currency TEXT NOT NULL,
    hands INTEGER NOT NULL,
    {_TOTAL_COLUMNS},
    net_bb REAL NOT NULL,
    ev_won REAL NOT NULL,
    ev_bb REAL NOT NULL,
    net_units REAL NOT NULL,
    ev_units REAL NOT NULL,
    PRIMARY KEY (player, game, stakes, currency)
);
"""

# the results columns totals sums, in its order
SUMMED = ("hands", *COUNTS, "net_bb", "ev_won", "ev_bb", "net_units", "ev_units")
_SUMS_SQL = ", ".join(["COUNT(*)", *(f"SUM({c})" for c in SUMMED[1:])])
REBUILD_TOTALS = ("DELETE FROM totals;\n"
                  f"INSERT INTO totals SELECT player, game, stakes, currency, {_SUMS_SQL} FROM results "
                  "GROUP BY player, game, stakes, currency;")
# a batch's results (its hands have ids from ? on: ids only grow) added to
# the totals by SQLite itself, one statement a batch
ADD_BATCH_TOTALS = (f"INSERT INTO totals SELECT player, game, stakes, currency, {_SUMS_SQL} FROM results "
                    "WHERE hand_id >= ? GROUP BY player, game, stakes, currency "
                    "ON CONFLICT (player, game, stakes, currency) DO UPDATE SET "
                    + ", ".join(f"{c} = {c} + excluded.{c}" for c in SUMMED))
