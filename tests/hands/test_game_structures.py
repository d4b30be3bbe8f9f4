"""Game names that name a structure filter that structure (issue 52):
PLO is pot-limit Omaha as PHH's PO is, omaha every structure; FLO8, NLH,
PO/8 ... their own."""
import pytest

from omaha_eval.cli import main
from omaha_eval.engine import Game
from omaha_eval.engine.histories import to_phh
from omaha_eval.hands import HandDatabase
from omaha_eval.hands.game_names import named_game

GAMES = {   # file name: (game, its PHH code)
    "plo": (Game.pot_limit_omaha(1, 2), "PO"),
    "flo": (Game("omaha", False, "fixed-limit", 1, 2, small_bet=2, big_bet=4), "FO"),
    "flo8": (Game("omaha", True, "fixed-limit", 1, 2, small_bet=2, big_bet=4), "FO/8"),
    "nlh": (Game("holdem", False, "no-limit", 1, 2), "NT"),
    "plo8": (Game("omaha", True, "pot-limit", 1, 2), "PO/8"),
}


@pytest.fixture(scope="module")
def db_path(tmp_path_factory):
    folder = tmp_path_factory.mktemp("games")
    for name, (game, _) in GAMES.items():
        hand = game.deal([100, 100, 100], seed=7)
        hand.info.update(venue="Test", hand=name, players=["ann", "bob", "cid"])
        hand.fold(); hand.fold()
        (folder / f"{name}.phh").write_text(to_phh(hand), encoding="utf-8")
    path = str(folder / "h.sqlite")
    with HandDatabase(path) as db:
        assert db.import_paths([folder]).imported == len(GAMES)
        assert sorted(r[0] for r in db.db.execute("SELECT game FROM hands")) == sorted(c for _, c in GAMES.values())
    return path


@pytest.mark.parametrize("name, codes", [
    ("PLO", {"PO"}), ("plo", {"PO"}), ("PO", {"PO"}), ("omaha", {"PO", "FO"}), ("Omaha", {"PO", "FO"}),
    ("omahahi", {"PO", "FO"}), ("FLO", {"FO"}), ("FO", {"FO"}), ("FLO8", {"FO/8"}), ("FO/8", {"FO/8"}),
    ("omaha8", {"FO/8", "PO/8"}), ("omahahilo", {"FO/8", "PO/8"}), ("PLO8", {"PO/8"}), ("PO/8", {"PO/8"}),
    ("NLH", {"NT"}), ("NLHE", {"NT"}), ("NT", {"NT"}), ("holdem", {"NT"}), ("FLHE", set()), ("PLO5", set()),
])
def test_a_name_filters_its_structure_or_every_one(db_path, name, codes):
    with HandDatabase(db_path, readonly=True) as db:
        got = db.stats(game=name, by=("player", "game"))
        assert {game for _, game in got} == codes, name


def test_the_command_line_filters_alike(db_path, capsys):
    assert main(["hands", "stats", "--db", db_path, "--game", "PLO", "--by-game"]) == 0
    out = capsys.readouterr().out
    assert " PO " in out and " FO " not in out
    assert main(["hands", "stats", "--db", db_path, "--game", "omaha", "--by-game"]) == 0
    out = capsys.readouterr().out
    assert " PO " in out and " FO " in out


@pytest.mark.parametrize("name", ["NLH8", "PLH5", "stud", "PLX"])
def test_names_of_no_game_are_refused_by_name(name):
    with pytest.raises(ValueError, match=f"unknown game {name!r}"):
        named_game(name)
