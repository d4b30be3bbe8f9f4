"""Helpers of the import-integrity tests: a corpus of every kind of file,
a database's content independent of its ids, and the consistency check
(every stored hand complete, the totals the sum of the results)."""
import os
import shutil
import sqlite3

from omaha_eval.engine import Game
from omaha_eval.engine.histories import to_ohh, to_phh

from .collection import HANDS

HISTORIES = os.path.join(os.path.dirname(__file__), "..", "engine", "histories")
ROOM_FILES = ["stars.txt", "gg.txt", "stars_generations.txt", "gg_generations.txt", "stars_posts.txt"]


def engine_hand(seed, showdown=True):
    hand = Game.pot_limit_omaha(1, 2).deal([100, 100, 100], seed=seed)
    if showdown:
        hand.call(); hand.call(); hand.check()
        for _ in range(3):
            hand.check(); hand.check(); hand.check()
    else:
        hand.raise_to(6); hand.fold(); hand.fold()
    return hand


def make_corpus(folder):
    """Room text, numbered PHH hands, unnumbered OHH hands (known by
    digest) and a PHH collection: every path of the import."""
    for name in ROOM_FILES:
        shutil.copy(os.path.join(HISTORIES, name), folder / name)
    for i, make in enumerate(HANDS):
        hand = make()
        hand.info["hand"] = f"c{i}"
        (folder / f"collection{i}.phh").write_text(to_phh(hand), encoding="utf-8")
    (folder / "engine.ohh").write_text("\n\n".join(to_ohh(engine_hand(s, s % 2 == 0)) for s in range(6)),
                                       encoding="utf-8")
    (folder / "session.phhs").write_text("".join(f"[{k + 1}]\n{to_phh(engine_hand(100 + k))}\n" for k in range(3)),
                                         encoding="utf-8")
    return folder


def snapshot(path):
    """What a database holds, without its ids: hands, their rows, totals."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        out = {"hands": sorted(db.execute("SELECT site, hand_no, ok, error FROM hands").fetchall())}
        for table, columns in (("seats", "seat, player, starting_stack, final_stack, hole_cards"),
                               ("actions", "n, seat, street, kind, amount"), ("boards", "run, cards"),
                               ("pots", "pot, amount, eligible"), ("results", "seat, player, net, ev_won"),
                               ("all_in_ev", "seat, street, ev_exact, actual")):
            out[table] = sorted(db.execute(f"SELECT h.site, h.hand_no, {', '.join('t.' + c.strip() for c in columns.split(','))} "
                                           f"FROM {table} t JOIN hands h ON h.id = t.hand_id").fetchall(),
                                key=repr)
        out["totals"] = sorted((r[:4] + tuple(round(x, 6) for x in r[4:]))
                               for r in db.execute("SELECT * FROM totals").fetchall())
        return out
    finally:
        db.close()


def check_consistent(path):
    """Every stored hand whole: a replayed hand has its seats, actions and a
    results row a player; a refused one nothing but its row; no row without
    its hand; the totals are the results summed."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        for ident, ok, players in db.execute("SELECT id, ok, players FROM hands"):
            seats = db.execute("SELECT COUNT(*) FROM seats WHERE hand_id = ?", (ident,)).fetchone()[0]
            results = db.execute("SELECT COUNT(*) FROM results WHERE hand_id = ?", (ident,)).fetchone()[0]
            actions = db.execute("SELECT COUNT(*) FROM actions WHERE hand_id = ?", (ident,)).fetchone()[0]
            if ok:
                assert seats == results == players and actions > 0, (ident, seats, results, players, actions)
            else:
                assert seats == results == actions == 0, ident
        for table in ("seats", "actions", "boards", "pots", "results", "all_in_ev"):
            orphans = db.execute(f"SELECT COUNT(*) FROM {table} WHERE hand_id NOT IN (SELECT id FROM hands)")
            assert orphans.fetchone()[0] == 0, table
        kept = sorted(db.execute("SELECT player, game, stakes, currency, hands, ROUND(net_bb, 6) FROM totals"))
        summed = sorted(db.execute("SELECT player, game, stakes, currency, COUNT(*), ROUND(SUM(net_bb), 6) "
                                   "FROM results GROUP BY player, game, stakes, currency"))
        assert kept == summed
    finally:
        db.close()
