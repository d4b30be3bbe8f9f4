"""One hand-history file as a stream of hands (``HandText``), whatever wrote
it: a room's text (PokerStars, GGPoker: every hand, each split off by its
own header, so a file joining several rooms' hands reads them all), one
PHH hand, a PHH collection (.phhs: a TOML table a hand), or an OHH file
(.ohh: JSON objects, a blank line between them).

Room text and OHH are read a hand at a time, so a file of any size takes
the memory of one hand; a .phh or .phhs file is read whole (TOML is one
document). Each ``HandText`` says what is known of its hand before it is
read (the room and the hand number, or a digest of its text), so an import
can skip a known hand without replaying it; ``records()`` then reads it.
Only regular files are read: a FIFO, a device or a link to one is refused
by name (``regular_file``).

The readers (``omaha_eval.engine.histories``) give every record its key:
the room and its hand number where the format carries one, otherwise a
digest of the deal and the actions (``hand_digest``), never the file's name
or the hand's place in it."""
from __future__ import annotations

import codecs
import hashlib
import os
import stat
from itertools import chain
from dataclasses import dataclass
from typing import Iterator, List, Optional

from ..engine.histories import HistoryRecord, read_ohh, read_phh, read_phhs
from ..engine.histories.site_header import STARTS, guess_site, hand_id
from ..engine.histories.sites import read_site_hand

SUFFIXES = (".txt", ".log", ".phh", ".phhs", ".ohh")

_BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))
_BLOCK = 1 << 20      # bytes read at a time when checking a file's encoding
_LOOK = 1 << 14       # characters looked at to tell a file's format
_WHOLE = 4 << 20      # a file up to this size is read in one go
_ROOMS = tuple(STARTS.items())
_ODD = frozenset(" \t\r\n\ufeff\x0b\x0c")   # what a line may start with that is not text


def decode_text(data: bytes, name: str = "file") -> str:
    """A hand-history file's bytes as text, in this order: a byte-order mark
    says the encoding (UTF-8, UTF-16 little or big endian); else UTF-16
    without a mark when most bytes on one side of the start are NUL (ASCII
    text's high bytes; their side tells the byte order); else UTF-8 when the bytes are valid UTF-8
    (which text in another encoding with any byte over 127 almost never
    is); else cp1252 (Windows Western, the euro as 0x80). Bytes that are
    none of these raise ValueError naming the file."""
    codec = _head_codec(data)
    if codec is not None:
        try:
            return data.decode(codec)
        except UnicodeDecodeError as err:
            if codec in ("utf-8-sig", "utf-16"):
                raise ValueError(f"{name}: starts with a {codec} byte-order mark but is not {codec} ({err})") \
                    from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as err:
        raise ValueError(f"{name}: not text in UTF-8, UTF-16 or cp1252 ({err})") from None


def _head_codec(head: bytes) -> Optional[str]:
    """The codec a byte-order mark or a UTF-16 start names, else None."""
    for mark, codec in _BOMS:
        if head.startswith(mark):
            return codec
    head = head[:400]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    half = len(head) // 2
    # ASCII in UTF-16: the high byte of most characters is NUL, on one side only
    if half >= 2 and max(even, odd) >= 0.7 * half and min(even, odd) <= 0.05 * half:
        return "utf-16-le" if odd > even else "utf-16-be"
    return None


def file_codec(path: str) -> str:
    """The encoding of a file, told as ``decode_text`` tells it, reading
    the file a block at a time (never all of it at once)."""
    with open(path, "rb") as f:
        head = f.read(4096)
        codec = _head_codec(head)
        if codec is not None:
            return codec
        f.seek(0)
        check = codecs.getincrementaldecoder("utf-8")()
        try:
            while True:
                block = f.read(_BLOCK)
                check.decode(block, final=not block)
                if not block:
                    return "utf-8"
        except UnicodeDecodeError:
            return "cp1252"


def regular_file(path: str) -> Optional[str]:
    """Why ``path`` is not read (a FIFO, a device, a socket, a link to one
    of them), or None for a regular file."""
    return _regular(path)[0]


def _regular(path: str) -> "tuple[Optional[str], int]":
    """(why the file is not read, or None; its size)."""
    try:
        found = os.stat(path)   # (follows a link: what it points to)
    except OSError as err:
        return f"cannot be read ({err.strerror})", 0
    mode = found.st_mode
    if stat.S_ISREG(mode):
        return None, found.st_size
    kind = ("a FIFO" if stat.S_ISFIFO(mode) else "a character device" if stat.S_ISCHR(mode)
            else "a block device" if stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a folder" if stat.S_ISDIR(mode) else "not a regular file")
    via = " (through a link)" if os.path.islink(path) else ""
    return f"not a regular file: {kind}{via}; only regular files are read", 0


def read_text(path: str) -> str:
    """A file's whole text, its encoding told as ``decode_text`` tells it."""
    why = regular_file(path)
    if why is not None:
        raise ValueError(f"{path}: {why}")
    with open(path, "rb") as f:
        return decode_text(f.read(), path)


@dataclass
class HandText:
    """One hand of a file before it is read: what its text says of it
    (``site`` and ``number`` for a room's hand; ``digest`` of its text for
    the others) and how to read it (``records()``)."""

    kind: str          # "room", "phh", "phhs", "ohh"
    source: str
    line: int          # the hand's first line in the file (room text and OHH), else 1
    text: str = ""
    lines: Optional[List[str]] = None   # a room's hand: its non-empty lines, as written
    site: str = ""     # a room's hand: the room
    number: str = ""   # a room's hand: its hand number
    place: int = 1     # an OHH hand: its place in the file

    @property
    def digest(self) -> str:
        """A digest of the hand's text: the same text is the same hand."""
        body = "\n".join(self.lines) if self.lines is not None else self.text.strip()
        return "@" + hashlib.blake2b(f"{self.kind}\n{body}".encode(), digest_size=10).hexdigest()

    def records(self) -> List[HistoryRecord]:
        """The hand read (a list: a .phhs file's text is many hands)."""
        if self.kind == "room":
            assert self.lines is not None
            return [read_site_hand(self.site, self.line, self.lines, self.source, self.number)]
        if self.kind == "ohh":
            return read_ohh(self.text, self.source, first=self.place)
        if self.kind == "phhs":
            return read_phhs(self.text, self.source)
        return read_phh(self.text, self.source)


def file_hands(path: str) -> Iterator[HandText]:
    """The hands of a file, one at a time. A file that is not regular, not
    text, or holds no hand raises ValueError naming it (the last only once
    the whole file has been read). A file under a few megabytes is read in
    one go (most files: one read, one decode); a bigger one a line at a
    time, its encoding told first by a pass over its bytes."""
    why, size = _regular(path)
    if why is not None:
        raise ValueError(f"{path}: {why}")
    found = 0
    if size <= _WHOLE:
        with open(path, "rb") as f:
            text = decode_text(f.read(), path)
        for hand in _hands(iter(text.splitlines(True)), path, text[:_LOOK]):
            found += 1
            yield hand
    else:
        codec = file_codec(path)
        try:
            with open(path, encoding=codec, newline=None) as f:
                for hand in _hands(f, path):
                    found += 1
                    yield hand
        except UnicodeDecodeError as err:
            raise ValueError(f"{path}: not text in UTF-8, UTF-16 or cp1252 ({err})") from None
    if not found:
        raise ValueError(f"{path}: no hand found in it (expected PokerStars or GGPoker text, a PHH or PHH "
                         f"collection file, or an OHH file, in UTF-8, UTF-16 or cp1252)")


def _hands(f: "Iterator[str]", source: str, start: Optional[str] = None) -> Iterator[HandText]:
    """The hands of a file's lines (``start``: its text's beginning, when
    known; else read from the lines to tell the format by)."""
    lower = source.lower()
    lines = iter(f)
    rest: Iterator[str] = lines
    if start is None:
        head: List[str] = []
        size = 0
        for line in lines:   # the start, to tell the format by
            head.append(line)
            size += len(line)
            if size >= _LOOK:
                break
        start = "".join(head)
        rest = chain(head, lines)
    start = start.replace("\ufeff", "")
    if lower.endswith(".ohh") or (not lower.endswith((".phh", ".phhs")) and start.lstrip().startswith("{")):
        yield from _ohh_hands(rest, source)
    elif lower.endswith(".phhs"):
        yield from _whole("phhs", start, rest, source)
    elif lower.endswith(".phh") or guess_site(start) is None and "actions" in start and "variant" in start:
        yield from _whole("phh", start, rest, source)
    else:
        yield from _room_hands(rest, source)


def _whole(kind: str, start: str, lines: Iterator[str], source: str) -> Iterator[HandText]:
    text = "".join(lines).replace("\ufeff", "")
    if text.strip():
        yield HandText(kind, source, 1, text=text)


def _room_hands(lines: Iterator[str], source: str) -> Iterator[HandText]:
    """A room's hands, each begun by its header (whichever room's it is)."""
    current: Optional[HandText] = None
    append = None
    for number, raw in enumerate(lines, 1):
        # (a line kept as written: a player's name may begin or end with a space;
        # most lines start with a letter and take the short way)
        first = raw[:1]
        if first in _ODD:
            raw = raw.replace("\ufeff", "")   # a file joined from others has a mark at each join
            head = raw.lstrip()
            if not head:
                continue
        else:
            head = raw
        if head[:5] == "Poker":   # (both rooms' first lines begin so)
            room = _room_of(head)
            if room is not None:
                if current is not None:
                    yield current
                head = head.rstrip()
                current = HandText("room", source, number, lines=[head], site=room, number=hand_id(head))
                append = current.lines.append   # type: ignore[union-attr]
                continue
        if append is not None:
            append(raw.rstrip("\r\n") if raw[-1:] in "\r\n" else raw)
    if current is not None:
        yield current


def _room_of(line: str) -> Optional[str]:
    for site, start in _ROOMS:
        if start.match(line):
            return site
    return None


def _ohh_hands(lines: Iterator[str], source: str) -> Iterator[HandText]:
    """OHH objects, split at blank lines (JSON written by OHH's storage
    format never holds one inside an object); a piece holding several
    objects is read as several."""
    piece: List[str] = []
    first = 0
    place = 1
    for number, raw in enumerate(lines, 1):
        if raw.strip():
            if not piece:
                first = number
            piece.append(raw)
            continue
        if piece:
            yield HandText("ohh", source, first, text="".join(piece).replace("\ufeff", ""), place=place)
            place += 1
            piece = []
    if piece:
        yield HandText("ohh", source, first, text="".join(piece).replace("\ufeff", ""), place=place)


def text_hands(text: str, source: str) -> Iterator[HandText]:
    """The hands of text already in memory (``source`` tells a .phh, .phhs
    or .ohh file by its suffix), as ``file_hands`` reads a file's."""
    found = 0
    for hand in _hands(iter(text.splitlines(keepends=True)), source, text[:_LOOK]):
        found += 1
        yield hand
    if not found and text.replace("\ufeff", "").strip():
        raise ValueError(f"{source}: no hand found in it (expected PokerStars or GGPoker text, a PHH or PHH "
                         f"collection file, or an OHH file, in UTF-8, UTF-16 or cp1252)")


def file_records(text: str, source: str) -> List[HistoryRecord]:
    """The hands of one file's text, read (``source``: its path, which also
    tells a .phhs or .ohh file by its suffix)."""
    return [record for hand in text_hands(text, source) for record in hand.records()]
