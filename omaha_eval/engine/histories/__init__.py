"""Hand histories in and out of the rules engine.

phh: the PHH format (TOML, the uoftcprg phh-std specification);
sites: PokerStars and GGPoker hand-history text;
ohh: Open Hand History (JSON);
chips: exact decimal amounts as integer chips (the chip scale).
"""
from .phh import from_phh, phh_player, phh_seats, read_phhs, to_phh, variant_code
from .ohh import from_ohh, read_ohh, to_ohh
from .sites import SiteHand, read_ggpoker, read_pokerstars

__all__ = ["from_phh", "to_phh", "phh_seats", "phh_player", "variant_code", "read_pokerstars", "read_ggpoker", "SiteHand",
           "from_ohh", "to_ohh", "read_phhs", "read_ohh"]
