"""Tournament all-in EV in prize equity (hands/icm_ev.py): against a
plain-Python reference (each river card dealt, the pot paid by
oe.evaluate, the stacks through the factorial ICM of tests/icm/reference),
and against the chip EV where ICM is linear (one prize, the chips in play:
a prize EV is then the chip EV); the room's summary file; the command line."""
import os
from pathlib import Path

import pytest

import omaha_eval as oe
from omaha_eval.hands import HandDatabase, prize_ev, read_payouts

def _load(path, name):
    """A helper module of another test folder by its path, under its own
    name (tests/icm/reference.py and tests/shortdeck/reference.py share one)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icm_reference = _load(Path(__file__).resolve().parents[1] / "icm" / "reference.py", "icm_reference")

HERE = Path(__file__).resolve().parent
STARS = Path(oe.__file__).resolve().parent / "engine" / "histories" / "samples" / "stars.txt"
TURN = HERE / "data" / "tournament_turn_allin.txt"


@pytest.fixture()
def db(tmp_path):
    with HandDatabase(tmp_path / "hands.sqlite") as d:
        d.import_paths([str(STARS), str(TURN)])
        yield d


def reference_prizes(stacks, start, payouts):
    """Survivors by the factorial ICM for the first places; the busted
    below them, the larger starting stack first."""
    alive = [i for i, s in enumerate(stacks) if s > 0]
    out = [0.0] * len(stacks)
    places = list(payouts) + [0.0] * len(stacks)
    eq = icm_reference.equities([stacks[i] for i in alive], places[:len(alive)])
    for i, e in zip(alive, eq):
        out[i] = e
    for place, i in enumerate(sorted((i for i in range(len(stacks)) if stacks[i] <= 0), key=lambda i: -start[i]),
                              start=len(alive)):
        out[i] = places[place]
    return out


def test_turn_all_in_against_the_reference(db):
    payouts = [50, 30, 20]
    rows = {r.player: r for r in prize_ev(db, {"5550001": payouts})}
    assert set(rows) == {"ann", "dan"}
    start = [5000, 1200, 3000, 8000]
    after_blinds = [5000 - 25 - 200 - 4775, 1200 - 25, 3000 - 25 - 100, 8000 - 25 - 200 - 4775]
    pot = 10150
    board = "Kc9d4s2h"
    ann, dan = "KhQh", "AhAd"
    known = set(oe.parse_cards(board + ann + dan))
    expected = [0.0] * 4
    count = 0
    for river in oe.parse_cards("".join(f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs")):
        if river in known:
            continue
        full = list(oe.parse_cards(board)) + [river]
        a, d = oe.evaluate(ann, full), oe.evaluate(dan, full)
        stacks = list(after_blinds)
        if a > d:
            stacks[0] += pot
        elif d > a:
            stacks[3] += pot
        else:
            stacks[0] += pot / 2
            stacks[3] += pot / 2
        for i, e in enumerate(reference_prizes(stacks, start, payouts)):
            expected[i] += e
        count += 1
    before = reference_prizes(start, start, payouts)
    for seat, name in ((0, "ann"), (3, "dan")):
        assert rows[name].prize_before == pytest.approx(before[seat], abs=1e-9)
        assert rows[name].prize_ev == pytest.approx(expected[seat] / count - before[seat], abs=1e-9)
    final = [0, 1175, 2875, 13150]
    assert rows["dan"].prize_actual == pytest.approx(reference_prizes(final, start, payouts)[3] - before[3], abs=1e-9)
    assert rows["ann"].prize_actual == pytest.approx(-before[0], abs=1e-9)   # busted fourth: no prize


def test_one_prize_of_the_chips_in_play_gives_the_chip_ev(db):
    """ICM with one prize equal to the chips in play is linear in the
    chips: each seat's prize EV is then its chip EV (the side pot too)."""
    for tournament, chips in (("3456789012", 17200), ("5550001", 17200)):
        rows = prize_ev(db, {tournament: [chips]})
        assert rows
        for r in rows:
            assert r.prize_ev == pytest.approx(r.chip_ev, abs=1e-6)
            assert r.prize_actual == pytest.approx(r.chip_actual, abs=1e-6)


def test_only_tournaments_with_a_payout_table(db):
    assert prize_ev(db, {"999": [50, 30, 20]}) == []
    assert {r.tournament for r in prize_ev(db, [50, 30, 20])} == {"3456789012", "5550001"}
    assert {r.tournament for r in prize_ev(db, [50, 30, 20], tournament="5550001")} == {"5550001"}
    # prize equity adds up to nothing lost: the seats' changes sum to minus the folded seats' change
    rows = prize_ev(db, [50, 30, 20], tournament="3456789012")
    assert sum(r.prize_before for r in rows) < 80


@pytest.mark.parametrize("bad", [[], [50, -1], ["50"], "50"])
def test_bad_payouts(db, bad):
    with pytest.raises(ValueError, match="payout"):
        prize_ev(db, bad)


def test_the_rooms_summary_file(tmp_path):
    summary = tmp_path / "summary.txt"
    summary.write_text("PokerStars Tournament #5550001, No Limit Hold'em\n"
                       "Buy-In: $10.00/$1.00 USD\n4 players\nTotal Prize Pool: $100.00 USD\n"
                       "Tournament started 2023/05/14 21:00:00 ET\n"
                       "  1: dan (Ireland), $50.00 (50%)\n  2: cat (Spain), $30.00 (30%)\n"
                       "  3: ben (Chile), $20.00 (20%)\n  4: ann (France),\n", encoding="utf-8")
    assert read_payouts(str(summary)) == {"5550001": [50.0, 30.0, 20.0]}
    (tmp_path / "empty.txt").write_text("nothing here\n")
    with pytest.raises(ValueError, match="no tournament summary"):
        read_payouts(str(tmp_path / "empty.txt"))


def test_command_line(tmp_path, capsys):
    from omaha_eval.cli import main
    path = str(tmp_path / "h.sqlite")
    main(["hands", "import", "--db", path, "--quiet", str(TURN)])
    capsys.readouterr()
    main(["hands", "ev", "--db", path, "--player", "dan", "--payouts", "50", "30", "20", "--tournament", "5550001"])
    out = capsys.readouterr().out
    assert "prize EV won 6.33" in out and "5550001" in out
    assert main(["hands", "ev", "--db", path, "--player", "dan", "--payouts", "50", "--payouts-file",
                 os.devnull]) != 0
    assert "give one of them" in capsys.readouterr().err


def test_short_deck_all_in_chip_and_prize_ev_agree_where_icm_is_linear(tmp_path):
    """A Short Deck tournament all-in (the engine's hand as PHH): the chip
    EV (the equity engine's exact counters) and the prize EV (boards of the
    36-card deck dealt here) agree when ICM is linear."""
    from omaha_eval.engine import Game
    from omaha_eval.engine.histories import to_phh
    hand = Game.no_limit_short_deck(ante=100, button_blind=200).deal([3000, 5000, 8000], button=2, seed=5)
    hand.call()
    hand.call()
    while not hand.is_over:
        _ = hand.all_in() if hand.can_all_in() else hand.check() if hand.can_check() else hand.call()
    with HandDatabase(tmp_path / "sd.sqlite") as d:
        d.import_text(to_phh(hand), "sd.phh")
        d.db.execute("UPDATE hands SET tournament = '77'")   # (the engine's PHH names no tournament)
        rows = prize_ev(d, {"77": [16000]})
    assert len(rows) == 3 and all(r.chip_ev is not None for r in rows)
    for r in rows:
        assert r.prize_ev == pytest.approx(r.chip_ev, abs=1e-6)
