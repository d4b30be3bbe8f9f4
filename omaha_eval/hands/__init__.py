"""Collections of played hands: all-in EV, player statistics, a hand
database (SQLite) with incremental import, and the ``hands`` command line.

Sits above the rules engine (``omaha_eval.engine``) and the public equity
API; nothing below imports it. The database is three parts behind one
class: database (the file), importing (the import pipeline), mapping (a
hand's rows) and queries (statistics and exports).
"""
from .allin_ev import AllInEV, all_in_ev
from .facts import PlayerFacts, hand_facts
from .stats import PlayerStats, player_stats
from .database import HandDatabase, ImportSummary
from .icm_ev import PrizeEV, prize_ev, read_payouts

__all__ = ["AllInEV", "all_in_ev", "PlayerFacts", "hand_facts", "PlayerStats", "player_stats", "HandDatabase",
           "ImportSummary", "PrizeEV", "prize_ev", "read_payouts"]
