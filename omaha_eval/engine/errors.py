"""The engine's exception."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the hand is unchanged.
    The message says what is legal instead."""
