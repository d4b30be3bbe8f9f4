"""The argparse types the subcommands share (omaha_eval/cli/args.py): a
positive whole number, and --game, whose Hi-Lo names also set --hilo.
Through main(), as a user meets them: exit code 2 and argparse's message."""
import pytest

pytestmark = pytest.mark.thread_unsafe  # captures stdout and stderr

from omaha_eval.cli import main  # noqa: E402


@pytest.mark.parametrize("value, message", [
    ("0", "0 is not a positive integer"),
    ("-3", "-3 is not a positive integer"),
    ("two", "'two' is not an integer"),
    ("1.5", "'1.5' is not an integer"),
])
def test_a_count_must_be_a_positive_whole_number(value, message, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["equity", "AsAhKsKh", "JdTd9c8c", "--trials", value])
    assert stop.value.code == 2
    assert f"argument --trials: {message}" in capsys.readouterr().err


def test_one_is_a_count(capsys):
    assert main(["equity", "AsKs", "QdQc", "--board", "2c7d9h", "--threads", "1"]) == 0
    assert "AsKs" in capsys.readouterr().out


def test_a_hilo_game_name_sets_hilo(capsys):
    assert main(["eval", "As2sKdQd", "3h4c5h9cKc", "--game", "omaha8"]) == 0
    assert "low:" in capsys.readouterr().out
    assert main(["eval", "As2sKdQd", "3h4c5h9cKc", "--game", "omaha"]) == 0
    assert "low:" not in capsys.readouterr().out


def test_a_hilo_game_name_where_the_command_has_no_hilo():
    # index has no --hilo: the game alone is taken, and nothing is added to the namespace
    from omaha_eval.cli import build_parser

    args = build_parser(only="index").parse_args(["index", "AhAd7c2s", "--game", "omaha8"])
    assert args.game == "omaha" and not hasattr(args, "hilo")


def test_an_unknown_game_is_argparses_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["eval", "AhAd7c2s", "KsKd7h3c2d", "--game", "omahaa"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "argument --game:" in err and "omahaa" in err
