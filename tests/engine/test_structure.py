"""The engine's files import only from the layers below their own (the
list in omaha_eval/engine/__init__.py's docstring), so there is no import
circle: every runtime import, module-level or inside a function, counts;
imports under ``if TYPE_CHECKING:`` (annotations only) do not."""
import ast
import pathlib

import pytest

import omaha_eval.engine

ENGINE = pathlib.Path(omaha_eval.engine.__file__).parent


def layers():
    doc = omaha_eval.engine.__doc__
    block = doc.split("Layers, bottom first;", 1)[1].split("\n\n", 1)[1]
    found = {}
    for level, line in enumerate(l for l in block.splitlines() if l.strip()):
        for name in line.split():
            found[name] = level
    return found


def runtime_imports(path):
    """The engine modules ``path`` imports at run time (first name below engine/)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    depth = 2 if path.parent.name == "histories" else 1
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            skipped.update(id(n) for child in node.body for n in ast.walk(child))
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.ImportFrom) or node.level == 0:
            continue
        if node.level != depth:
            continue  # within histories/, or above the engine
        if node.module:
            found.add(node.module.split(".")[0])
        else:
            found.update(alias.name for alias in node.names)
    return found


def test_every_engine_module_is_in_a_layer_and_imports_only_below_it():
    level = layers()
    modules = {p.stem: p for p in ENGINE.glob("*.py") if p.stem != "__init__"}
    modules["histories"] = ENGINE / "histories"
    assert set(modules) == set(level), set(modules) ^ set(level)
    for name, path in modules.items():
        files = sorted(path.glob("*.py")) if path.is_dir() else [path]
        for file in files:
            for target in runtime_imports(file):
                assert target in level, (file.name, target)
                assert level[target] < level[name], f"{file.name} imports {target}, a layer not below its own"


def test_the_checker_sees_a_function_level_import(tmp_path):
    # the check itself: an import inside a function counts, a TYPE_CHECKING one does not
    assert "hand" not in runtime_imports(ENGINE / "rules.py")
    planted = tmp_path / "planted.py"
    planted.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .table import Table\n"
                       "def f():\n    from .hand import Hand\n    return Hand\n", encoding="utf-8")
    assert runtime_imports(planted) == {"hand"}


# -- Hand and its parts: no base classes, the shared state declared in one place --------------

PARTS = ("dealing.py", "rounds.py", "settlement.py", "hand_view.py", "hand_data.py")


def declared_state():
    """The fields hand_state.HandState declares (its annotated names, and
    its read-only properties), which are its slots too."""
    tree = ast.parse((ENGINE / "hand_state.py").read_text(encoding="utf-8"))
    protocol = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "HandState")
    return {n.target.id for n in protocol.body if isinstance(n, ast.AnnAssign)} | \
        {n.name for n in protocol.body if isinstance(n, ast.FunctionDef)
         and any(getattr(d, "id", "") == "property" for d in n.decorator_list)}


def fields_used(path):
    """Attributes a part reads or writes on the state it is handed (``hand.X``)."""
    return fields_used_as("hand", path)


def fields_used_as(name, path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == name}


def test_hand_has_no_base_class_and_its_parts_no_classes():
    from omaha_eval.engine.hand import Hand
    assert Hand.__bases__ == (object,)
    for name in PARTS:
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        assert not [n.name for n in tree.body if isinstance(n, ast.ClassDef)], name


def test_the_parts_use_only_the_state_that_hand_state_declares():
    declared = declared_state()
    for name in PARTS:
        used = fields_used(ENGINE / name)
        assert used, name  # the checker sees the part's use of the state
        assert used <= declared, (name, sorted(used - declared))


def test_every_declared_field_is_set_on_a_new_hand_and_used_by_a_part():
    from omaha_eval.engine import Game
    hand = Game.pot_limit_omaha(small_blind=1, big_blind=2).deal([100] * 3, button=0, seed=1)
    declared = declared_state()
    from omaha_eval.engine.hand_state import HandState
    assert set(HandState.__slots__) == declared  # a field is declared once, typed, and is a slot
    assert all(hasattr(hand.state, name) for name in declared), [n for n in declared if not hasattr(hand.state, n)]
    used = set().union(*(fields_used(ENGINE / name) for name in PARTS + ("start.py",))) | fields_used_as("s", ENGINE / "start.py")
    assert declared <= used, sorted(declared - used)


def test_the_state_is_public_and_one_record():
    # no field of the shared state is underscored: an underscore is private to one module
    assert not [name for name in declared_state() if name.startswith("_")]
    from omaha_eval.engine import Game
    hand = Game.pot_limit_omaha(small_blind=1, big_blind=2).deal([100] * 3, button=0, seed=1)
    with pytest.raises(AttributeError):
        hand.state.stackz = [0, 0, 0]  # slotted: a misspelt field is no new field
    assert sorted(vars(hand)) == ["_legal", "_legal_key", "state"]  # Hand's own: the state and its cache


def test_the_state_checker_sees_an_undeclared_field(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("def f(hand):\n    hand.stacks[0] += 1\n    return hand.not_declared\n", encoding="utf-8")
    assert fields_used(planted) == {"stacks", "not_declared"}
    assert not fields_used(planted) <= declared_state()


# -- the rules below every part of a hand, Game (the rules that deal) beside Hand ----------------

def test_game_is_the_rules_that_deal_and_a_restored_hand_keeps_it():
    from omaha_eval.engine import Game, Hand
    from omaha_eval.engine.rules import Rules
    game = Game.fixed_limit_omaha(2, 4, hilo=True)  # a named constructor makes the class it is called on
    assert type(game) is Game and isinstance(game, Rules) and type(Rules.pot_limit_omaha(1, 2)) is Rules
    hand = game.deal([100] * 3, button=1, seed=5)
    hand.call()
    again = Hand.from_json(hand.to_json())
    assert type(again.game) is Game and again.game == game and hash(again.game) == hash(game)
    assert again.game.deal([100] * 3, button=1, seed=5).hole_cards(0) == hand.hole_cards(0)
    with pytest.raises(TypeError, match="expected an omaha_eval.engine.Game"):
        Hand(Rules.pot_limit_omaha(1, 2), [100] * 2)  # the bare rules cannot deal


def test_no_module_below_hand_names_hand_or_game():
    # not even for type checkers: the parts take the rules (rules.Rules) and
    # a hand's declared state (hand_state.HandState)
    below = [name for name, level in layers().items() if level < layers()["hand"]]
    for name in below:
        tree = ast.parse((ENGINE / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module == "hand":
                raise AssertionError(f"{name}.py imports hand")
            if isinstance(node, ast.ImportFrom):
                assert not {"Hand", "Game"} & {alias.name for alias in node.names}, name
