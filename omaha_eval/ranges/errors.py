"""The error a range text raises: a ValueError that points at the place."""
from __future__ import annotations


class RangeSyntaxError(ValueError):
    """A range text that does not parse (or means nothing for the game).

    ``column`` is 1-based, in the text as the user wrote it (before macros
    were expanded and whitespace dropped). The message carries the text with
    a caret under that column.
    """

    def __init__(self, message: str, text: str, column: int, hint: str = "") -> None:
        self.message = message
        self.text = text
        self.column = column
        self.hint = hint
        caret = " " * (column - 1) + "^"
        tail = f"\n{hint}" if hint else ""
        super().__init__(f"{message} at column {column}\n  {text}\n  {caret}{tail}")

    def with_hint(self, hint: str) -> "RangeSyntaxError":
        """The same error with a hint line added (unchanged if hint is empty)."""
        return RangeSyntaxError(self.message, self.text, self.column, hint) if hint else self
