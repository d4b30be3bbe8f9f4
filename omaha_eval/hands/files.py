"""One hand-history file's text as ``HistoryRecord`` objects, whatever wrote it: a
room's text (PokerStars, GGPoker: every hand of the file), one PHH hand, a
PHH collection (.phhs: a TOML table a hand), or an OHH file (.ohh: JSON
objects one after another). A hand that does not replay is a record with
its error, so the rest of the file still imports; text in which no hand can
be recognised is an error naming the file.

The readers (``omaha_eval.engine.histories``) give every record its key:
the room and its hand number where the format carries one, otherwise a
digest of the deal and the actions (``hand_digest``), never the file's name
or the hand's place in it."""
from __future__ import annotations

from typing import List

from ..engine.histories import HistoryRecord, read_ohh, read_phh, read_phhs, read_site
from ..engine.histories.site_header import guess_site

SUFFIXES = (".txt", ".log", ".phh", ".phhs", ".ohh")


_BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def decode_text(data: bytes, name: str = "file") -> str:
    """A hand-history file's bytes as text, in this order: a byte-order mark
    says the encoding (UTF-8, UTF-16 little or big endian); else UTF-16
    without a mark when most bytes on one side of the start are NUL (ASCII
    text's high bytes; their side tells the byte order); else UTF-8 when the bytes are valid UTF-8
    (which text in another encoding with any byte over 127 almost never
    is); else cp1252 (Windows Western: rooms' older clients, the euro as
    0x80). Bytes that are none of these raise ValueError naming the file."""
    for mark, codec in _BOMS:
        if data.startswith(mark):
            try:
                return data.decode(codec)
            except UnicodeDecodeError as err:
                raise ValueError(f"{name}: starts with a {codec} byte-order mark but is not {codec} ({err})") \
                    from None
    head = data[:400]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    half = len(head) // 2
    # ASCII in UTF-16: the high byte of most characters is NUL, on one side only
    if half >= 2 and max(even, odd) >= 0.7 * half and min(even, odd) <= 0.05 * half:
        codec = "utf-16-le" if odd > even else "utf-16-be"
        try:
            return data.decode(codec)
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as err:
        raise ValueError(f"{name}: not text in UTF-8, UTF-16 or cp1252 ({err})") from None


def read_text(path: str) -> str:
    """A file's text, its encoding told as ``decode_text`` tells it."""
    with open(path, "rb") as f:
        return decode_text(f.read(), path)


def file_records(text: str, source: str) -> List[HistoryRecord]:
    """The hands of one file's text (``source``: its path, which also
    tells a .phhs or .ohh file by its suffix)."""
    site = guess_site(text)
    if site is not None:
        return read_site(text, site, source)
    lower = source.lower()
    if lower.endswith(".ohh") or text.lstrip().startswith("{"):
        return read_ohh(text, source)
    if lower.endswith(".phhs"):
        return read_phhs(text, source)
    if lower.endswith(".phh") or "actions" in text and "variant" in text:
        return read_phh(text, source)
    if not text.strip():
        return []
    raise ValueError(f"{source}: no hand found (expected PokerStars or GGPoker text, a PHH or PHH collection "
                     f"file, or an OHH file, in UTF-8, UTF-16 or cp1252)")
