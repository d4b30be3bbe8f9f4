"""The terminal game: scripted input, bad input answered, never a traceback."""
import argparse
import random

from omaha_eval.cli import main
from omaha_eval.cli.play import play


def run(lines, **options):
    args = argparse.Namespace(players=3, stack=200, blinds="1/2", cards=4, hilo=False, hands=0, seed=5)
    vars(args).update(options)
    feed = iter(lines)
    out = []

    def read(prompt):
        try:
            return next(feed)
        except StopIteration:
            raise EOFError

    assert play(args, read=read, write=out.append) == 0
    return "\n".join(out)


def test_bad_input_is_answered_with_what_is_legal():
    text = run(["dance", "raise", "r lots", "b -5", "r 99999", "check 5", "q"])
    assert "'dance' is not an action" in text
    assert "needs a whole number" in text
    assert "you may:" in text
    assert "Traceback" not in text


def test_plays_whole_hands_with_calls_and_checks():
    text = run(["c", "k", "k", "k", "k", "k", "k", "k"] * 20, hands=3)
    assert "=== hand 3" in text and "stacks:" in text


def test_random_typing_never_crashes():
    rng = random.Random(1)
    words = ["f", "k", "c", "b", "r", "p", "min", "a", "s", "m", "x", "?", "", "b 4", "r 10", "r 6",
             "pot", "9", "raise 1000", "all-in", "zz", "b 1.5", "c 3"]
    lines = [rng.choice(words) for _ in range(600)]
    text = run(lines, hands=30, players=4)
    assert "finish with" in text or "out of chips" in text


def test_play_subcommand_is_registered(capsys, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt="": "q")
    assert main(["play", "--players", "2", "--seed", "1"]) == 0
    assert "Pot-limit Omaha 1/2" in capsys.readouterr().out
    assert main(["play", "--blinds", "x"]) == 2


def test_bad_options_are_an_error_not_a_traceback(capsys):
    from omaha_eval.cli import main

    for argv in (["play", "--stack", "0"], ["play", "--players", "9"], ["play", "--hands", "-1"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "error:" in err and "Traceback" not in err


def test_double_board_bomb_pots_at_the_terminal():
    text = run(["c", "k", "k", "k", "k", "k", "k", "k"] * 20, hands=3, double_board=True, bomb_pot=5)
    assert "bomb pot 5" in text and "board 1" in text and "| board 2" in text
    assert "Traceback" not in text and "=== hand 3" in text
