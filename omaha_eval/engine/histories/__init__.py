"""Hand histories in and out of the rules engine.

phh: the PHH format (TOML, the uoftcprg phh-std specification);
sites: PokerStars and GGPoker hand-history text;
ohh: Open Hand History (JSON);
record: the one result shape of every reader (HistoryRecord, HistoryError)
and the keys hands are known by;
replay: the one replay every reader uses;
chips: exact decimal amounts as integer chips (the chip scale).

Readers of a file (read_pokerstars, read_ggpoker, read_phh, read_phhs,
read_ohh) return a list of HistoryRecord, one a hand, a refused hand with
its HistoryError; from_phh and from_ohh read one hand and raise.
"""
from .record import HistoryError, HistoryRecord, hand_digest
from .phh import from_phh, phh_player, phh_seats, read_phh, read_phhs, to_phh, variant_code
from .ohh import from_ohh, read_ohh, to_ohh
from .sites import read_ggpoker, read_pokerstars, read_site

__all__ = ["from_phh", "to_phh", "phh_seats", "phh_player", "variant_code", "read_pokerstars", "read_ggpoker",
           "read_site", "HistoryRecord", "HistoryError", "hand_digest", "from_ohh", "to_ohh", "read_phh",
           "read_phhs", "read_ohh"]
