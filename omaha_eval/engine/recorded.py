"""What a hand-history file records of a hand beyond its play, typed: the
room's rake, the hero, the start in UTC, the irregular actions the replay
took for what they came to, the raises it took as calls, the file's own
finishing stacks, and whether the room forfeited an unknown hand.

The history readers fill it (``hand.recorded``); the engine reads one
field (``forfeit_unknown``: the run-out mucks an all-in loser's unknown
hand, as the room settled it), statistics and the writers the rest. PHH,
OHH and the hand's JSON carry these as PHH user-defined fields (``_rake``,
``_hero``, ...): ``as_fields`` writes them, ``taken_from`` reads them back.

>>> facts = Recorded(rake="0.15", hero="Hero")
>>> as_fields(facts)
{'_rake': '0.15', '_hero': 'Hero'}
>>> info = {"venue": "PokerStars", "_hero": "Hero", "_forfeit_unknown": True}
>>> taken_from(info), info
(Recorded(rake=None, hero='Hero', start_utc=None, forfeit_unknown=True, irregular=None, raises=[], finishing=None), {'venue': 'PokerStars'})
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Dict, List, Optional, Union

Amount = Union[Decimal, int, str]


@dataclass
class Recorded:
    """The facts a history file records beyond the play (None or empty:
    the file says nothing of it)."""

    rake: Optional[Amount] = None        # the room's rake and fees, in the money's unit, as the file writes it
    hero: Optional[str] = None           # the player whose cards the file was dealt
    start_utc: Optional[str] = None      # the hand's start, ISO UTC (an OHH file's start_date_utc)
    forfeit_unknown: bool = False        # an all-in loser's unknown hand was mucked, as the room settled it
    irregular: Optional[List[str]] = None   # "where: what it was taken as", one an irregular action
    raises: List[int] = field(default_factory=list)   # history positions of calls that were the file's raises
    finishing: Optional[List[object]] = None   # the file's finishing stacks by engine seat (after rake, in HandHQ's)

    def copy(self) -> "Recorded":
        """A copy with its own lists."""
        return Recorded(self.rake, self.hero, self.start_utc, self.forfeit_unknown,
                        None if self.irregular is None else list(self.irregular), list(self.raises),
                        None if self.finishing is None else list(self.finishing))


# each fact's user-defined field, in the order the fields are written
FIELDS = ("_rake", "_hero", "_start_utc", "_forfeit_unknown", "_recorded_finishing", "_recorded_raises",
          "_irregular")
# facts that are this replay's own: in the hand's JSON, never in PHH or OHH
NOT_WRITTEN = ("_recorded_raises", "_recorded_finishing")


def as_fields(facts: Optional[Recorded]) -> Dict[str, object]:
    """The facts a file records, as their user-defined fields (those it
    records only)."""
    out: Dict[str, object] = {}
    if facts is None:
        return out
    if facts.rake is not None:
        out["_rake"] = facts.rake
    if facts.hero is not None:
        out["_hero"] = facts.hero
    if facts.start_utc is not None:
        out["_start_utc"] = facts.start_utc
    if facts.forfeit_unknown:
        out["_forfeit_unknown"] = True
    if facts.finishing is not None:
        out["_recorded_finishing"] = facts.finishing
    if facts.raises:
        out["_recorded_raises"] = facts.raises
    if facts.irregular is not None:
        out["_irregular"] = facts.irregular
    return out


def taken_from(info: Dict[str, object]) -> Recorded:
    """The facts among a file's fields (``info``), taken out of it; a field
    of a type the fact never has (``_rake = [1]``) stays in ``info``, the
    file's own."""
    facts = Recorded()
    rake = info.get("_rake")
    if isinstance(rake, (Decimal, int, str)) and not isinstance(rake, bool):
        facts.rake = rake
        del info["_rake"]
    for key in ("_hero", "_start_utc"):
        value = info.get(key)
        if isinstance(value, str):
            setattr(facts, key[1:], value)
            del info[key]
    if info.get("_forfeit_unknown") is True:
        facts.forfeit_unknown = True
        del info["_forfeit_unknown"]
    irregular = info.get("_irregular")
    if isinstance(irregular, list) and all(isinstance(note, str) for note in irregular):
        facts.irregular = [str(note) for note in irregular]
        del info["_irregular"]
    raises = info.get("_recorded_raises")
    if isinstance(raises, list) and all(isinstance(at, int) and not isinstance(at, bool) for at in raises):
        facts.raises = [int(at) for at in raises]
        del info["_recorded_raises"]
    finishing = info.get("_recorded_finishing")
    if isinstance(finishing, list):
        facts.finishing = list(finishing)
        del info["_recorded_finishing"]
    return facts
