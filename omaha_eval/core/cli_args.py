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
