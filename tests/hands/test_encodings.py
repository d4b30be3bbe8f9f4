"""Files as rooms write them (issue 40): UTF-8 with or without a
byte-order mark, UTF-16 with a mark (and without one), cp1252 (a euro
table: the euro sign is the byte 0x80)."""
import pytest

from omaha_eval.hands import HandDatabase
from omaha_eval.hands.files import decode_text

EURO = """PokerStars Hand #250000000001:  Omaha Pot Limit (\u20ac0.25/\u20ac0.50 EUR) - 2023/05/14 21:03:11 CET
Table 'Caf\u00e9 \u00c9toile' 6-max Seat #1 is the button
Seat 1: Ren\u00e9 (\u20ac50 in chips)
Seat 2: bert (\u20ac50 in chips)
Seat 3: carl (\u20ac50 in chips)
bert: posts small blind \u20ac0.25
carl: posts big blind \u20ac0.50
*** HOLE CARDS ***
Ren\u00e9: raises \u20ac1 to \u20ac1.50
bert: folds
carl: folds
Uncalled bet (\u20ac1) returned to Ren\u00e9
Ren\u00e9 collected \u20ac1.25 from pot
Ren\u00e9: doesn't show hand
*** SUMMARY ***
Total pot \u20ac1.25 | Rake \u20ac0
Seat 1: Ren\u00e9 (button) collected (\u20ac1.25)
"""

ENCODED = {
    "utf-8": EURO.encode("utf-8"),
    "utf-8 with a mark": EURO.encode("utf-8-sig"),
    "utf-16 with a mark": EURO.encode("utf-16"),
    "utf-16-be with a mark": b"\xfe\xff" + EURO.encode("utf-16-be"),
    "utf-16-le without a mark": EURO.encode("utf-16-le"),
    "cp1252": EURO.encode("cp1252"),
}


def test_cp1252_writes_the_euro_as_0x80():
    assert b"\x80" in ENCODED["cp1252"] and b"\xe9" in ENCODED["cp1252"]


@pytest.mark.parametrize("encoding", sorted(ENCODED))
def test_each_encoding_reads_as_the_same_text(encoding):
    assert decode_text(ENCODED[encoding]) == EURO


@pytest.mark.parametrize("encoding", sorted(ENCODED))
def test_each_encoding_imports(tmp_path, encoding):
    path = tmp_path / "euro.txt"
    path.write_bytes(ENCODED[encoding])
    with HandDatabase(":memory:") as db:
        summary = db.import_paths([path])
        assert (summary.imported, summary.refused) == (1, []), summary
        row = db.db.execute("SELECT currency, table_name FROM hands").fetchone()
        assert row == ("EUR", "Caf\u00e9 \u00c9toile")
        assert db.db.execute("SELECT player FROM seats WHERE seat = 0").fetchone() == ("Ren\u00e9",)
        assert db.stats(player="Ren\u00e9")["Ren\u00e9"].net_units == 0.75   # the blinds' 0.25 + 0.50
        assert db.stats(player="Ren\u00e9")["Ren\u00e9"].currency == "EUR"


def test_bytes_that_are_no_text_name_the_file():
    with pytest.raises(ValueError, match="broken.txt: not text in UTF-8, UTF-16 or cp1252"):
        decode_text(b"PokerStars \x81\x8d\x9d", "broken.txt")
    with pytest.raises(ValueError, match="x.txt: starts with a utf-8-sig byte-order mark"):
        decode_text(b"\xef\xbb\xbfab\xff", "x.txt")


def test_a_named_file_that_is_not_text_is_an_error_naming_it(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_bytes(b"\x81\x8d\x8f\x90\x9d" * 10)
    with HandDatabase(":memory:") as db, pytest.raises(ValueError, match="odd.txt"):
        db.import_paths([path])
