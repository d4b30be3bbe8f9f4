"""Mutants of issue 57, item 2: the readers' typed actions (action.py, the
replay, each reader), the typed record of what a file records beyond the
play (engine/recorded.py, ``hand.recorded``: its fields, JSON, copies and
statistics), the long reader functions split, and the hand database split
into the import pipeline, the mapping and the queries. Plain tuples (id,
file, snippet, replacement, test files, what the bug means), made into
``Mutant``s by mutants.py."""

TYPED = ("tests/engine/test_typed_readers.py",)
SITES = ("tests/engine/test_typed_readers.py", "tests/engine/test_sites.py")
MONEY = ("tests/hands/test_money.py",)
DATABASE = ("tests/hands/test_database_parts.py", "tests/hands/test_hostile_files.py")
FORFEIT = ("tests/engine/test_replay_messages.py", "tests/engine/test_typed_readers.py")
OHH = ("tests/engine/test_ohh.py", "tests/engine/test_typed_readers.py")

_REPLAY = "omaha_eval/engine/histories/replay.py"
_PHH = "omaha_eval/engine/histories/phh.py"
_OHH = "omaha_eval/engine/histories/ohh.py"
_SITES = "omaha_eval/engine/histories/sites.py"
_RECORDED = "omaha_eval/engine/recorded.py"

MUTANTS = [
    ("i57r.show_as_muck", _REPLAY, "self._show_or_muck(seat, key, verb == SHOW)",
     "self._show_or_muck(seat, key, verb != SHOW)", SITES, "a show replayed as a muck and a muck as a show"),
    ("i57r.phh_malformed_accepted", _PHH,
     'bad="" if len(words) == 2 or typed == BET_RAISE\n                                       else _MALFORMED))',
     'bad=""))', TYPED, "'p3 f x' (a fold with a stray word) played as a fold, not refused"),
    ("i57r.forfeit_not_written", _RECORDED, '        out["_forfeit_unknown"] = True', "        pass", FORFEIT,
     "a forfeited unknown hand written without its field: PHH and JSON copies cannot be replayed"),
    ("i57r.copy_shares_recorded", "omaha_eval/engine/hand_data.py", "new.recorded = hand.recorded.copy()",
     "new.recorded = hand.recorded", TYPED, "a copy shares the recorded facts' lists with its hand"),
    ("i57r.raises_ignored", "omaha_eval/hands/facts.py", "    return set(hand.recorded.raises)",
     "    return set()", MONEY, "a raise the file records, replayed as a call, counted as a call"),
    ("i57r.rake_left_in_info", _RECORDED, '        facts.rake = rake\n        del info["_rake"]',
     "        facts.rake = rake", TYPED, "a file's _rake kept in hand.info as well as in hand.recorded"),
    ("i57r.ohh_start_dropped", _OHH, "start_utc=start if isinstance(start, str) else None)", "start_utc=None)",
     OHH, "an OHH file's start_date_utc lost: the record has no date, the OHH written back no start"),
    ("i57r.sites_rake_lost", _SITES, "hand.recorded = Recorded(rake=Decimal(chips_text(to_chips(play.fees, scale), scale)),",
     "hand.recorded = Recorded(rake=None,", SITES, "a room's rake not kept with the hand: PHH and OHH copies lose it"),
    ("i57r.refused_row_ok", "omaha_eval/hands/mapping.py", "hand_id, record.site, record.key, source, record.line, 0,",
     "hand_id, record.site, record.key, source, record.line, 1,", DATABASE,
     "a refused hand's row stored as a hand that was read"),
    ("i57r.queries_refused_ok", "omaha_eval/hands/queries.py", '"SELECT site, hand_no, error FROM hands WHERE ok = 0',
     '"SELECT site, hand_no, error FROM hands WHERE ok = 1', DATABASE, "refused() lists the hands read, not those refused"),
]
