"""Argument types the command lines share (argparse ``type=``): below
every layer's cli module, so each takes them from here."""
from __future__ import annotations

import argparse


def positive_int(text: str) -> int:
    """A whole number >= 1 (--trials, --threads, --repeats, --workers)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return value



class GameAction(argparse.Action):
    """--game: any name the package reads (omaha, PLO, PO/8, omahahi ...:
    games.game_and_hilo), stored as its canonical game; a name that means
    Hi-Lo ("omaha8", "PO/8") also sets --hilo where the command has it."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: object = None) -> None:
        from .games import game_and_hilo
        try:
            game, hilo = game_and_hilo(str(values))
        except ValueError as err:
            raise argparse.ArgumentError(self, str(err)) from None
        setattr(namespace, self.dest, game)
        if hilo and hasattr(namespace, "hilo"):
            namespace.hilo = True
