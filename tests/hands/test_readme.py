"""The README's 'Your own hands' example runs, from a directory outside the
source tree, on the sample files shipped with the package."""
import os
import re

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
README = os.path.join(ROOT, "README.md")


def section():
    with open(README, encoding="utf-8") as f:
        text = f.read()
    found = re.search(r"## Your own hands\n(.*?)\n## ", text, re.S)
    assert found, "README: the 'Your own hands' section is missing"
    return found.group(1)


@pytest.mark.skipif(not os.path.exists(README), reason="needs the source tree's README")
def test_readme_hands_example_runs(tmp_path, monkeypatch, capsys):
    code = re.search(r"```python\n(.*?)```", section(), re.S).group(1)
    monkeypatch.chdir(tmp_path)
    db = str(tmp_path / "hands.sqlite")
    exec(compile(code.replace('"hands.sqlite"', repr(db)), "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert re.search(r"\b7 hands imported, 0 already known, 0 refused", out), out
    assert out.splitlines()[-1].split()[:3] == ["2", "50.0", "50.0"], out


@pytest.mark.skipif(not os.path.exists(README), reason="needs the source tree's README")
def test_readme_hands_commands_run(tmp_path, monkeypatch, capsys):
    from omaha_eval.cli import main
    from omaha_eval.engine.histories.samples import sample_path
    monkeypatch.chdir(tmp_path)
    commands = re.search(r"```\n(omaha-eval hands.*?)```", section(), re.S).group(1).splitlines()
    histories = sample_path()
    db = str(tmp_path / "hands.sqlite")
    for line in commands:
        argv = line.split()[1:]
        argv = [histories if a == "~/HandHistories" else db if a == "hands.sqlite" else
                str(tmp_path / a) if a.endswith(".png") else a for a in argv]
        if "--plot" in argv:
            pytest.importorskip("matplotlib")
        assert main(argv) == 0, line
