"""`omaha-eval pql`: text, a file or standard input; a table or JSON; and
the README's PQL section runs as written."""
import io
import json
import re
import shlex
import sys
from pathlib import Path

import pytest

from omaha_eval.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"
Q = "select avg(riverEquity(hero)) as eq from game='holdem', hero='AsAh', villain='KsKh', board='2c7d9hTd'"


def test_text_table(capsys):
    assert main(["pql", Q]) == 0
    out = capsys.readouterr().out
    assert "eq" in out and "0.954545" in out and "exact" in out


def test_file_json_and_sampling(tmp_path, capsys):
    f = tmp_path / "q.pql"
    f.write_text(Q + ";\nselect count(pairedBoard(river)) as p from game='holdem', hero='AK', villain='QQ'\n")
    assert main(["pql", str(f), "--json", "--trials", "5000", "--seed", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["exact"] for d in data] == [True, False]
    assert data[1]["seed"] == 3 and data[1]["values"][0]["std_error"] > 0


def test_standard_input(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(Q))
    assert main(["pql", "-"]) == 0
    assert "0.954545" in capsys.readouterr().out


def test_errors_exit_2(capsys):
    assert main(["pql", "select avg(foo(hero)) from game='holdem', hero='AK'"]) == 2
    err = capsys.readouterr().err
    assert "unknown function 'foo'" in err and "column 12" in err


@pytest.mark.skipif(not README.exists(), reason="needs the source tree")
def test_readme_section_runs(capsys):
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## PQL queries"):text.index("## Benchmarks")]
    blocks = dict(re.findall(r"```(\w*)\n(.*?)```", section, re.S))
    exec(compile(blocks["python"], "README.md", "exec"), {})
    assert "eq" in capsys.readouterr().out
    for line in blocks[""].splitlines():
        args = shlex.split(line)
        assert args[0] == "omaha-eval"
        assert main(args[1:]) == 0


def test_progress_bar(capsys):
    pytest.importorskip("tqdm")
    assert main(["pql", "select count(pairedBoard(river)) from game='holdem', hero='AK', villain='QQ'",
                 "--trials", "3000", "--seed", "1", "--progress"]) == 0
    assert "deals" in capsys.readouterr().err


def test_missing_file_is_an_error_naming_it(capsys, tmp_path):
    assert main(["pql", "nosuchfile.pql"]) == 2
    err = capsys.readouterr().err
    assert "no such PQL file: 'nosuchfile.pql'" in err and "syntax" not in err
    assert main(["pql", str(tmp_path / "queries.txt")]) == 2
    assert "no such PQL file" in capsys.readouterr().err
    # a query with a typo stays a syntax error, and a file that exists is read whatever its name
    assert main(["pql", "selec count(pairedBoard(flop)) from board='AhAcKd'"]) == 2
    assert "syntax error" in capsys.readouterr().err
    f = tmp_path / "q.txt"
    f.write_text("-- a comment\nselect count(pairedBoard(flop)) from game='holdem', board='AhAcKd'\n")
    assert main(["pql", str(f)]) == 0
    assert "1.000000" in capsys.readouterr().out


class _Stop(Exception):
    pass


def test_huge_trials_say_their_estimate_before_starting(capsys, monkeypatch):
    from omaha_eval.pql import planner

    def refuse(*args, **kwargs):
        raise _Stop()
    monkeypatch.setattr(planner, "sample_deals", refuse)
    with pytest.raises(_Stop):
        main(["pql", "select count(pairedBoard(river)) from game='holdem', hero='AK', villain='QQ'",
              "--trials", str(10 ** 9)])
    err = capsys.readouterr().err
    assert "Monte Carlo over 1,000,000,000 deals: about" in err and "s on one core" in err
    # past a day of one core: refused before it starts, with the one estimate (issue 52)
    assert main(["pql", "select count(pairedBoard(river)) from game='holdem', hero='AK', villain='QQ'",
                 "--trials", str(10 ** 13)]) != 0
    err = capsys.readouterr().err
    assert "past the limit of 24 hours" in err and err.count("on one core") == 1
