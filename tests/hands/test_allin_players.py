"""All-in hands counted for a player only when that player was all-in or
called one (issue 52): GGPoker sample RC2002, where Hero folds preflop."""
import os

import omaha_eval
from omaha_eval.cli import main
from omaha_eval.hands import HandDatabase

SAMPLES = os.path.join(os.path.dirname(omaha_eval.__file__), "engine", "histories", "samples")


def test_a_player_who_folded_before_the_all_in_has_no_all_in_hand(tmp_path, capsys):
    db = str(tmp_path / "h.sqlite")
    assert main(["hands", "import", os.path.join(SAMPLES, "gg.txt"), "--db", db, "--quiet"]) == 0
    capsys.readouterr()
    assert main(["hands", "ev", "--db", db, "--player", "Hero"]) == 0
    assert capsys.readouterr().out.startswith("Hero: 2 hands in USD, 0 all-in;")
    with HandDatabase(db, readonly=True) as hands:
        rows = hands.db.execute("SELECT h.hand_no, s.player FROM all_in_ev a JOIN hands h ON h.id = a.hand_id "
                                "JOIN seats s ON s.hand_id = a.hand_id AND s.seat = a.seat").fetchall()
        folded = hands.db.execute("SELECT COUNT(*) FROM actions a JOIN hands h ON h.id = a.hand_id "
                                  "JOIN seats s ON s.hand_id = a.hand_id AND s.seat = a.seat "
                                  "WHERE h.hand_no = 'RC2002' AND s.player = 'Hero' AND a.kind = 'fold'")
        assert folded.fetchone()[0] == 1
    assert rows and all(number == "RC2002" for number, _ in rows) and "Hero" not in {p for _, p in rows}
    for _, player in rows:   # those who were in it count it
        assert main(["hands", "ev", "--db", db, "--player", player]) == 0
        assert ", 1 all-in;" in capsys.readouterr().out


def test_an_all_in_whose_loser_forfeited_unknown_cards_has_its_ev_unavailable(tmp_path, capsys):
    from engine.test_replay_messages import PARTIAL_SHOW   # (tests/ is on sys.path: pytest's rootdir-less packages)
    (tmp_path / "partial.txt").write_text(PARTIAL_SHOW, encoding="utf-8")
    db = str(tmp_path / "h.sqlite")
    assert main(["hands", "import", str(tmp_path / "partial.txt"), "--db", db, "--quiet"]) == 0
    assert "1 hand imported" in capsys.readouterr().out
    with HandDatabase(db, readonly=True) as hands:
        rows = hands.db.execute("SELECT s.player, a.ev, a.actual FROM all_in_ev a JOIN seats s "
                                "ON s.hand_id = a.hand_id AND s.seat = a.seat ORDER BY s.player").fetchall()
        nets = dict(hands.db.execute("SELECT player, net FROM results").fetchall())
    assert rows == [("plr3", None, 2000), ("plr5", None, -2000)]   # both in it; the EV unknown, not a guess
    assert nets == {"plr1": 0, "plr3": 1800, "plr5": -2000}          # (plr3: 38 collected less 20 put in)
    assert main(["hands", "ev", "--db", db, "--player", "plr3"]) == 0
    out = capsys.readouterr().out
    assert ", 1 all-in;" in out and "unknown" in out
