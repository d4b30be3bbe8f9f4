"""Mutants of issue 57: the layer test's new rules (Cython files in every
folder, underscored attributes, the gated binding), the rules engine's
state record and typed events, the equity records' fields, docs/c-core.md's
check. Plain tuples (id, file, snippet, replacement, test files, what the
bug means), made into ``Mutant``s by mutants.py."""

LAYERS = ("tests/test_layers.py",)
EVENTS = ("tests/engine/test_typed_events.py",)
DOUBLE = ("tests/engine/test_double_board.py",)
EQUITY = ("tests/equity_engine/test_equity_engine.py",)
C_CORE = ("tests/test_docs_c_core.py",)

_LAYERS = "tests/test_layers.py"

MUTANTS = [
    ("i57.layers_cython_one_folder", _LAYERS, 'for p in root.rglob("*" + suffix))', 'for p in root.glob("*" + suffix))',
     LAYERS, "the checker reads the Cython files of the package's top folder only"),
    ("i57.layers_pxi_owner", _LAYERS, "owner[(path.parent / included).resolve()] = _dotted(path, root)[0]",
     'owner[(path.parent / included).resolve()] = "omaha_eval"', LAYERS,
     "an included .pxi's imports counted for the root package, not the module that includes it"),
    ("i57.layers_imported_attribute", _LAYERS,
     'add(imported_from[local], ".".join([imported_names[local]] + rest))', "pass", LAYERS,
     "an underscored attribute of a name imported from another package passes"),
    ("i57.layers_any_object", _LAYERS,
     "if not any(_in_home(name, is_package, _home(owner, sources)) for owner in defined_in[attr]):",
     "if not all(_in_home(name, is_package, _home(owner, sources)) for owner in defined_in[attr]):", LAYERS,
     "an underscored attribute the user's own package defines too is refused"),
    ("i57.layers_gate_open", _LAYERS, "and level[source_unit] not in table.opened:",
     "and level[source_unit] in table.opened:", LAYERS, "the binding refused to the rows marked * and open to the rest"),
    ("i57.event_type_swapped", "omaha_eval/engine/history.py", "CHECK: Check, CALL: Call,", "CHECK: Check, CALL: Check,",
     EVENTS, "a call handed out as a Check event"),
    ("i57.double_board_plan", "omaha_eval/engine/start.py", "s.run_plans = [board2] if board2 else",
     "s.run_plans = [] if board2 else", DOUBLE,
     "a double board's known second board dropped: dealt from the deck"),
    ("i57.copy_shares_acted", "omaha_eval/engine/hand_data.py", "        setattr(new, name, getattr(hand, name)[:])\n",
     "        setattr(new, name, getattr(hand, name))\n", ("tests/engine/test_typed_events.py",),
     "a copy shares the per-seat lists with the hand it was copied from"),
    ("i57.record_field_place", "omaha_eval/equity_engine/results.py", "property(itemgetter(place),",
     "property(itemgetter(0),", EQUITY, "every field of an equity record reads the first"),
    ("i57.c_core_missing_ignored", "tests/test_docs_c_core.py", 'for m in sorted(modules - found)]',
     'for m in sorted(modules - modules)]', C_CORE, "a C module missing from docs/c-core.md passes"),
]
