"""`omaha-eval hands import / stats / ev`."""
import os

import pytest

from omaha_eval.cli import main

HISTORIES = os.path.join(os.path.dirname(__file__), "..", "engine", "histories")


def _fixtures(tmp_path):
    """The room files this test counts on, in a folder of their own (other
    tests add fixtures beside them)."""
    import shutil
    folder = tmp_path / "files"
    folder.mkdir()
    for name in ("gg.txt", "gg_generations.txt", "stars.txt", "stars_generations.txt"):
        shutil.copy(os.path.join(HISTORIES, name), folder / name)
    return str(folder)


def test_import_stats_and_ev(tmp_path, capsys):
    db = str(tmp_path / "hands.sqlite")
    files = _fixtures(tmp_path)
    assert main(["hands", "import", files, "--db", db, "--quiet"]) == 0
    assert "18 hands imported, 0 already known, 0 refused" in capsys.readouterr().out
    assert main(["hands", "import", files, "--db", db, "--quiet"]) == 0
    assert "0 hands imported, 18 already known" in capsys.readouterr().out
    assert main(["hands", "stats", "--db", db, "--player", "Hero"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:4] == ["player", "unit", "hands", "VPIP"]
    assert out[1].split()[:4] == ["Hero", "USD", "4", "75.0"]
    assert main(["hands", "stats", "--db", db, "--game", "PO6", "--by-game"]) == 0
    assert "PO6   0.25/0.50 USD" in capsys.readouterr().out
    assert main(["hands", "ev", "--db", db, "--player", "Hero"]) == 0
    out = capsys.readouterr().out
    # (RC2002, where Hero folded his big blind before the all-in, is not his all-in hand)
    assert "Hero: 4 hands in USD, 1 all-in; net won -2.60 USD" in out and "RC5001 preflop        2.85       0.00" in out


def test_refused_hands_are_listed_with_reasons(tmp_path, capsys):
    with open(os.path.join(HISTORIES, "stars.txt"), encoding="utf-8") as f:
        text = f.read().replace("carol: raises $6 to $9", "carol: raises $600 to $609")
    (tmp_path / "broken.txt").write_text(text, encoding="utf-8")
    assert main(["hands", "import", str(tmp_path / "broken.txt"), "--db", str(tmp_path / "h.sqlite"),
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "4 hands imported, 0 already known, 1 refused" in out and "refused broken.txt #245678901234" in out


def test_errors_name_what_is_wrong(tmp_path, capsys):
    assert main(["hands", "stats", "--db", str(tmp_path / "none.sqlite")]) == 2
    assert "no such database" in capsys.readouterr().err
    db = str(tmp_path / "hands.sqlite")
    main(["hands", "import", HISTORIES, "--db", db, "--quiet"])
    assert main(["hands", "stats", "--db", db, "--player", "nobody"]) == 2
    assert "no hands match player 'nobody'" in capsys.readouterr().err


def test_ev_plot(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    db = str(tmp_path / "hands.sqlite")
    main(["hands", "import", HISTORIES, "--db", db, "--quiet"])
    assert main(["hands", "ev", "--db", db, "--plot", str(tmp_path / "ev.png")]) == 0
    assert os.path.getsize(tmp_path / "ev.png") > 0
