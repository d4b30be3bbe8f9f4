"""Orderings of starting-hand classes, best first, and the shipped ones in
``data/``: what percent ranges (``N%``, ``N%6h``) cut. The classes
(``hand_classes``), the Ordering object and its loaders (``ordering``), and
ProPokerTools' ordering-file text (``ppt_format``). They sit below
``ranges.percent``, which loads them; the builders that make the data are in
``omaha_eval.tables`` (evolution, build_orderings), which import from here.
Needs numpy."""
from .hand_classes import HandClasses, all_hands, classes
from .ordering import (DATA_DIR, EVOLUTION_GAMES, Ordering, available, evolution_file_name, file_name, load,
                       load_evolution, percent_ordering)

__all__ = ["HandClasses", "all_hands", "classes", "DATA_DIR", "EVOLUTION_GAMES", "Ordering", "available",
           "evolution_file_name", "file_name", "load", "load_evolution", "percent_ordering"]
