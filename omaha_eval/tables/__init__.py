"""Precomputed preflop tables: starting-hand classes, each class's equity
against random hands, class-against-class matchups, and the orderings that
percent ranges use. Work is cut into chunks fixed by the job and runs on any
``concurrent.futures.Executor`` (threads, processes, a Dask cluster), with an
optional checkpoint file to resume. Needs numpy."""
from . import orderings
from .classes import HandClasses, all_hands, classes
from .compute import matchups, preflop
from .orderings import Ordering
from .table import Table

__all__ = ["HandClasses", "classes", "all_hands", "preflop", "matchups", "Table", "Ordering", "orderings"]
