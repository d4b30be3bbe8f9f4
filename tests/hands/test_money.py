"""Statistics in the room's money (issue 40): net won after rake from a PHH
file's ``winnings`` (HandHQ's files record them after rake) and ``rake``;
raises the file records count as raises whatever the replay made of them;
amounts in each hand's currency, never added across currencies. Every hand
here was written for these tests; the expected values are worked out by
hand in the comments."""
import pytest

from omaha_eval.cli import main
from omaha_eval.engine.histories import from_phh
from omaha_eval.hands import HandDatabase, hand_facts, player_stats

# ann (p1, small blind) AsAh, bob (p2, big blind) 7c2d, cid (p3, button) KsKh;
# cid raises to 6, ann calls, bob folds, checked down: ann's aces win 6 + 6 + 2 = 14
SHOWDOWN = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
players = ["ann", "bob", "cid"]
actions = ["d dh p1 AsAh", "d dh p2 7c2d", "d dh p3 KsKh", "p3 cbr 6", "p1 cc", "p2 f",
           "d db 3c8d9h", "p1 cc", "p3 cc", "d db Ts", "p1 cc", "p3 cc", "d db 4c", "p1 cc", "p3 cc"]
'''


def _nets(hand):
    return {f.name: (f.net, f.rake) for f in hand_facts(hand)}


def test_phh_winnings_after_rake_give_the_net():
    # the room kept 0.70 of the 14: ann won 13.30, net 13.30 - 6 = 7.30 (chips of 0.1: 73)
    hand = from_phh(SHOWDOWN + "winnings = [13.3, 0, 0]\n")
    assert hand.game.chip_scale == 10
    assert _nets(hand) == {"ann": (73, 7), "bob": (-20, 0), "cid": (-60, 0)}


def test_phh_rake_field_gives_the_net():
    for field in ("rake = 0.7\n", "_rake = 0.7\n"):
        assert _nets(from_phh(SHOWDOWN + field))["ann"] == (73, 7)


def test_winnings_equal_to_the_pots_are_before_rake():
    # winnings that add up to the pots paid say nothing of rake: the rake field does
    hand = from_phh(SHOWDOWN + "winnings = [14, 0, 0]\nrake = 0.5\n")
    assert _nets(hand)["ann"] == (75, 5)
    assert _nets(from_phh(SHOWDOWN + "winnings = [14, 0, 0]\n"))["ann"] == (8, 0)


# cid shoves 40 (all-in); ann folds; bob "raises" to 300, which nobody left can
# call: the replay takes it as a call, but the file recorded a raise
IRREGULAR = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [50, 300, 40]
players = ["ann", "bob", "cid"]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 40", "p1 f", "p2 cbr 300",
           "d db 2c3d7h", "d db 8s", "d db 9c"]
'''


def test_a_recorded_raise_counts_for_pfr_and_three_bet():
    hand = from_phh(IRREGULAR)
    assert any("a call" in note for note in hand.recorded.irregular)
    facts = {f.name: f for f in hand_facts(hand)}
    bob, ann, cid = facts["bob"], facts["ann"], facts["cid"]
    # bob faced exactly one raise (cid's) and raised: a 3-bet and a preflop raise
    assert (bob.vpip, bob.pfr, bob.three_bet_chance, bob.three_bet) == (1, 1, 1, 1)
    assert (ann.vpip, ann.pfr, ann.three_bet_chance, ann.three_bet) == (0, 0, 1, 0)
    assert (cid.vpip, cid.pfr, cid.three_bet_chance) == (1, 1, 0)
    stats = player_stats([hand])
    assert stats["bob"].pfr_pct == 100.0 and stats["bob"].three_bet_pct == 100.0


def test_the_recorded_raises_are_not_written_back():
    from omaha_eval.engine.histories import to_phh
    hand = from_phh(IRREGULAR)
    assert hand.recorded.raises and "_recorded_raises" not in to_phh(hand)
    # a file that carries the field anyway is read afresh
    again = from_phh(IRREGULAR + "_recorded_raises = [1, 2, 3]\n")
    assert again.recorded.raises == hand.recorded.raises and "_recorded_raises" not in again.info


def _fold_around(number, blinds, raise_to, currency):
    """cid raises, both blinds fold: cid wins the blinds, ann loses the small, bob the big."""
    text = (f'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [{blinds[0]}, {blinds[1]}, 0]\n'
            f'min_bet = {blinds[1]}\nstarting_stacks = [{100 * blinds[1]}, {100 * blinds[1]}, {100 * blinds[1]}]\n'
            f'players = ["ann", "bob", "cid"]\nhand = "{number}"\n'
            f'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr {raise_to}", "p1 f", "p2 f"]\n')
    return text + (f'currency = "{currency}"\n' if currency else "")


MIXED = [_fold_around("u1", (0.5, 1), 3, "USD"),       # cid +1.50 USD (150 cents)
         _fold_around("e1", (1, 2), 6, "EUR"),           # cid +3.00 EUR (300 cents)
         _fold_around("t1", (100, 200), 600, None)]      # cid +300 chips


def test_player_stats_never_add_currencies():
    hands = [from_phh(t) for t in MIXED]
    cid = player_stats(hands)["cid"]
    assert cid.currency == "mixed" and cid.net_units is None and cid.ev_units is None
    assert cid.net_bb == pytest.approx(1.5 + 1.5 + 1.5)   # big blinds add up whatever the money
    by = player_stats(hands, by=("player", "currency"))
    assert {k: v.net_units for k, v in by.items() if k[0] == "cid"} == {
        ("cid", "USD"): 1.5, ("cid", "EUR"): 3.0, ("cid", "chips"): 300.0}
    assert {k: v.net_units for k, v in by.items() if k[0] == "ann"} == {
        ("ann", "USD"): -0.5, ("ann", "EUR"): -1.0, ("ann", "chips"): -100.0}
    one = player_stats(hands[:1])["cid"]
    assert (one.currency, one.net_units) == ("USD", 1.5)


def _database(tmp_path, texts):
    for i, text in enumerate(texts):
        (tmp_path / f"h{i}.phh").write_text(text, encoding="utf-8")
    path = str(tmp_path / "h.sqlite")
    with HandDatabase(path) as db:
        db.import_paths([tmp_path])
    return path


def test_the_database_never_adds_currencies(tmp_path):
    path = _database(tmp_path, MIXED + [SHOWDOWN + 'winnings = [13.3, 0, 0]\ncurrency = "USD"\nhand = "w1"\n'])
    with HandDatabase(path) as db:
        cid = db.stats(player="cid")["cid"]
        assert cid.currency == "mixed" and cid.net_units is None
        by = db.stats(by=("player", "currency"))
        assert by["cid", "USD"].net_units == pytest.approx(1.5 - 6)   # +1.50, then the 6 lost at the showdown
        assert by["cid", "EUR"].net_units == 3.0 and by["cid", "chips"].net_units == 300.0
        assert by["ann", "USD"].net_units == pytest.approx(-0.5 + 7.3)   # won 13.30 after rake, put in 6
        assert by["ann", "USD"].counts["rake"] == 70   # in the USD hands' cents


def test_the_command_line_shows_each_currency(tmp_path, capsys):
    path = _database(tmp_path, MIXED)
    assert main(["hands", "stats", "--db", path, "--player", "cid"]) == 0
    rows = {line.split()[1]: line.split() for line in capsys.readouterr().out.splitlines()[1:]}
    assert rows["USD"][-3] == "1.50" and rows["EUR"][-3] == "3.00" and rows["chips"][-3] == "300.00"
    assert main(["hands", "ev", "--db", path, "--player", "cid"]) == 2
    err = capsys.readouterr().err
    assert "EUR, USD, chips" in err and "--currency" in err
    assert main(["hands", "ev", "--db", path, "--player", "cid", "--currency", "EUR"]) == 0
    assert "cid: 1 hands in EUR, 0 all-in; net won 3.00 EUR" in capsys.readouterr().out


def test_phh_finishing_stacks_after_rake_give_the_net():
    # HandHQ-style: finishing stacks after the rake (0.70 of ann's 14), winnings before it or absent
    after = "finishing_stacks = [107.3, 98, 94]\n"
    for extra in ("", "winnings = [14, 0, 0]\n"):
        hand = from_phh(SHOWDOWN + after + extra)
        assert _nets(hand) == {"ann": (73, 7), "bob": (-20, 0), "cid": (-60, 0)}
    # finishing stacks before rake (the replay's own) say nothing of it
    assert _nets(from_phh(SHOWDOWN + "finishing_stacks = [108, 98, 94]\n"))["ann"] == (8, 0)
    # nor stacks the rake does not explain (a loser's changed): ignored
    assert _nets(from_phh(SHOWDOWN + "finishing_stacks = [108, 97, 94]\n"))["ann"] == (8, 0)


def test_a_handhq_file_imports_with_the_net_after_rake(tmp_path):
    # two hands; in the second q (the button, small blind heads-up) raises and p's big blind folds:
    # q wins 0.50, and the finishing stacks take 0.03 of it: net 0.47 as the file says
    second = '''variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.25, 0.5]
min_bet = 0.5
starting_stacks = [50, 50]
players = ["p", "q"]
currency = "USD"
venue = "HandHQ"
hand = 2
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 1", "p1 f"]
finishing_stacks = [49.5, 50.47]
'''
    (tmp_path / "1.phh").write_text(SHOWDOWN + "venue = 'HandHQ'\nhand = 1\nfinishing_stacks = [107.3, 98, 94]\n",
                                    encoding="utf-8")
    (tmp_path / "2.phh").write_text(second, encoding="utf-8")
    with HandDatabase(str(tmp_path / "h.sqlite")) as db:
        assert db.import_paths([tmp_path]).imported == 2
        nets = dict(db.db.execute("SELECT player, net FROM results").fetchall())
    assert nets["ann"] == 73 and nets["q"] == 47 and nets["p"] == -50
    assert "_recorded_finishing" not in __import__("omaha_eval.engine.histories", fromlist=["to_phh"]).to_phh(
        from_phh(second))
