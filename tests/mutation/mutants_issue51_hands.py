"""Mutants of issues 51 and 52 in the hand database and the history
readers: whole hands under interruption, the file split by each hand's
header, special files, numbers too large, the database's ownership of its
file, two imports at once, one digest in every format, the net after rake
from finishing stacks, all-in rows, game names by structure, names as
written. Plain tuples (id, file, snippet, replacement, test files, what
the bug means), made into ``Mutant``s by mutants.py."""

INTERRUPTS = ("tests/hands/test_import_interrupts.py",)
OWNERSHIP = ("tests/hands/test_database_ownership.py",)
HOSTILE = ("tests/hands/test_hostile_files.py",)

_DB = "omaha_eval/hands/importing.py"   # (the import pipeline)
_ROWS = "omaha_eval/hands/mapping.py"
_FILES = "omaha_eval/hands/files.py"
_OPEN = "omaha_eval/hands/opening.py"

MUTANTS = [
    ("i51.flush_on_interrupt", _DB,
     "        except BaseException:\n            self._discard()   # an interrupt or an error: nothing half-gathered",
     "        except BaseException:\n            self._flush()   # an interrupt or an error: nothing half-gathered",
     INTERRUPTS, "an interrupted import commits what it had gathered (a hand's rows in some tables only)"),
    ("i51.make_room_no_dedupe", _DB, "if stored.identity in theirs or stored.text_key in their_texts:",
     "if False:", OWNERSHIP, "a hand another import stored meanwhile stored again"),
    ("i51.foreign_file_taken", _OPEN,
     'if not ours and not ({"meta", "totals"} <= set(tables) and found is not None):', "if False:",
     OWNERSHIP, "another program's SQLite file taken for a hand database (and written to)"),
    ("i51.one_room_a_file", _FILES, "_ROOMS = tuple(STARTS.items())", "_ROOMS = tuple(STARTS.items())[:1]",
     HOSTILE, "a file's hands split by the first room's headers only: another room's hands dropped"),
    ("i51.fifo_read", _FILES, "    if stat.S_ISREG(mode):", "    if stat.S_ISREG(mode) or stat.S_ISFIFO(mode):",
     HOSTILE, "a FIFO read as a file (the import hangs)"),
    ("i51.stack_too_large", _ROWS, "if sum(starting) > _LARGEST:",
     "if sum(starting) > 2 * _LARGEST:", HOSTILE,
     "a stack beyond SQLite's integers reaches the insert (the whole batch fails)"),
    ("i51.names_stripped", "omaha_eval/engine/histories/sites.py", "            hands[-1][1].append(line)",
     "            hands[-1][1].append(line.strip())", ("tests/hands/test_player_names.py",),
     "a name's leading or trailing spaces dropped with the line's"),
    ("i52.digest_venue", "omaha_eval/engine/histories/record.py", "str(n), str(hand.button), repr(names),",
     'str(n), str(hand.button), repr(names), repr(info.get("venue")),', ("tests/hands/test_one_hand_one_row.py",),
     "the digest holds the venue, which PHH and OHH write differently: one hand stored twice"),
    ("i52.finishing_ignored", "omaha_eval/hands/facts.py", "        paid[seat] = won - int(taken)",
     "        paid[seat] = won", ("tests/hands/test_money.py",), "finishing stacks after rake ignored"),
    ("i52.allin_folded_counted", _ROWS, "allin.actual[s]) for s, v in allin.ev.items() if s in contesting]",
     "allin.actual[s]) for s, v in allin.ev.items()]", ("tests/hands/test_allin_players.py",),
     "a player who folded before the all-in counted in it"),
    ("i52.structure_ignored", "omaha_eval/hands/game_names.py",
     "(structure is None or found[2] == structure)", "(True)", ("tests/hands/test_game_structures.py",),
     "PLO matches fixed-limit Omaha too"),
    ("i52.no_forfeit", "omaha_eval/engine/dealing.py",
     "if forfeit and seat in hand.unknown_seats and may_muck(hand, seat):", "if False:", ("tests/engine/test_replay_messages.py",),
     "an all-in loser whose cards are unknown must show: the room's settlement refused"),
    ("i52.forfeit_ev_guessed", "omaha_eval/hands/allin_ev.py",
     'if any(statuses[s] != "folded" and s not in paid_to for s in unknown):', "if False:",
     ("tests/hands/test_allin_players.py",), "the EV of an all-in whose loser forfeited taken as the winner's whole pot"),
]
