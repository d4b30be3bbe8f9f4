"""The argparse types the subcommands' modules share (``type=`` checks
and --game's action); nothing here knows poker."""
from __future__ import annotations

import argparse
from typing import Any


def positive_int(text: str) -> int:
    """A whole number >= 1 (--trials, --threads, --repeats, --workers)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return value


def game_action(read: Any) -> Any:
    """The argparse action of --game: stores ``read(text)[0]`` (the game),
    and where ``read(text)[1]`` is true (a name that means Hi-Lo: "omaha8",
    "PO/8") also sets --hilo where the command has it. ``read`` is
    games.game_and_hilo, passed in: nothing here knows poker."""

    class GameAction(argparse.Action):
        def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                      option_string: Any = None) -> None:
            try:
                game, hilo = read(str(values))
            except ValueError as err:
                raise argparse.ArgumentError(self, str(err)) from None
            setattr(namespace, self.dest, game)
            if hilo and hasattr(namespace, "hilo"):
                namespace.hilo = True
    return GameAction
