"""Statistics as the room recorded the hand (issue 40): net won after the
rake a PHH file's `winnings` and `rake` give, and a raise the file records
counted as a raise (PFR) even when the replay made it a call because nobody
left could call it."""
import pytest

from omaha_eval.hands import HandDatabase

RAKED = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
players = ["Ann", "Bob", "Cy"]
hand = 7
actions = [
  "d dh p1 ????", "d dh p2 ????", "d dh p3 ????",
  "p3 cbr 6", "p1 f", "p2 cc",
  "d db Jc7d2h",
  "p2 cc", "p3 cbr 6", "p2 f",
]
winnings = [0, 0, 12]
rake = 1
'''

# Bob is all in with his big blind; Ann's recorded raise to 100 has nobody to call it
UNCALLABLE = '''variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 2, 100]
players = ["Ann", "Bob", "Cy"]
hand = 8
actions = [
  "d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 ????",
  "p3 f", "p1 cbr 100",
  "d db Jc7d2h", "d db 3s", "d db 4s",
]
'''


def _stats(text, name):
    with HandDatabase(":memory:") as db:
        assert db.import_text(text, name).imported == 1
        return db.stats()


def test_net_won_is_after_the_rake_the_file_records():
    # Cy collects the 13 pot less 1 rake (winnings 12) having put in 6: +6, not +7
    stats = _stats(RAKED, "raked.phh")
    assert {name: s.net for name, s in stats.items()} == {"Ann": -1, "Bob": -6, "Cy": 6}


def test_raked_hand_counts_without_the_rake_fields():
    # the same hand without winnings and rake: the pot is paid whole
    text = RAKED.replace("winnings = [0, 0, 12]\nrake = 1\n", "")
    assert {name: s.net for name, s in _stats(text, "plain.phh").items()} == {"Ann": -1, "Bob": -6, "Cy": 7}


def test_a_recorded_raise_nobody_could_call_is_a_raise():
    stats = _stats(UNCALLABLE, "uncallable.phh")
    ann = stats["Ann"]
    assert (ann.counts["vpip"], ann.counts["pfr"]) == (1, 1)
    assert ann.net == 2 and stats["Bob"].net == -2
