"""Issue 52: PQL as Open PQL reads it: duplicate selector names and a
boolean in avg refused, an aggregate inside arithmetic refused with a
message about the expression, Courchevel's one-card board, a binary
query file named in the error, and `pql --help` printing one '%'."""
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval.pql import query  # noqa: E402
from omaha_eval.cli.pql import _text  # noqa: E402

FROM = " from game='omahahi', hero='AsAhKdQd', villain='AA', board='Ks9s4d'"


def test_rank_intersections():
    q = "select avg(handBoardIntersections(hero, flop)) from game='holdem', hero='AhAc', board='AdKsQs'"
    assert query(q)[0][0] == 1
    q = "select avg(handBoardIntersections(hero, flop)) from game='omaha', hero='AhAcKdQd', board='AdKsQs'"
    assert query(q)[0][0] == 3  # A, K and Q: three ranks, four cards


def test_duplicate_selector_names_refused():
    with pytest.raises(ValueError, match="two selectors are named 's1'"):
        query("select count(winsHi(hero)) as s1, avg(riverEquity(hero)) as s1" + FROM)
    with pytest.raises(ValueError, match="two selectors are named"):
        query("select count(winsHi(hero)) as e, avg(riverEquity(hero)) as e" + FROM)
    assert len(query("select count(winsHi(hero)) as a, count(winsHi(hero)) as b" + FROM)[0].values) == 2


@pytest.mark.parametrize("inner", ["1 = 1", "winsHi(hero)", "nutHi(hero, flop) and 1 = 1"])
def test_a_boolean_in_avg_is_refused(inner):
    with pytest.raises(ValueError, match=r"avg\(...\) needs a number, got a true/false expression"):
        query(f"select avg({inner})" + FROM)


@pytest.mark.parametrize("sel", ["avg(equity(hero)) * 100", "100 * avg(equity(hero))", "-count(winsHi(hero))",
                                 "avg(avg(equity(hero)))"])
def test_an_aggregate_inside_arithmetic_is_refused_by_what_it_is(sel):
    with pytest.raises(ValueError) as err:
        query(f"select {sel}" + FROM)
    assert "inside an expression" in str(err.value) and "unknown function" not in str(err.value)


def test_courchevel_one_card_board():
    q = ("select avg(riverEquity(hero)) as e, min(maxRank(boardRanks(flop))) as m from game='courchevel', "
         "hero='AsAhKdQd5c', villain='KhKcJdJc9s', board='Ks'")
    r = query(q)[0]
    want = oe.equity(["AsAhKdQd5c", "KhKcJdJc9s"], board="Ks", game="courchevel").equities[0]
    assert r.exact and r["e"] == pytest.approx(want, abs=1e-12) and r["m"] == "K"
    with pytest.raises(ValueError, match="expected 0, 3, 4 or 5"):
        query("select avg(riverEquity(hero)) from game='omahahi', hero='AsAhKdQd', villain='*', board='Ks'")


def test_a_binary_query_file_is_named(tmp_path):
    path = tmp_path / "q.pql"
    path.write_bytes(b"select \xff\xfe\x00 garbage")
    with pytest.raises(ValueError, match="q.pql.*is not UTF-8 text"):
        _text(str(path))


def test_help_shows_one_percent_sign():
    out = subprocess.run([sys.executable, "-m", "omaha_eval", "pql", "--help"], capture_output=True, text=True,
                         cwd=Path(__file__).parent)  # not the source tree: its omaha_eval has no built core
    assert out.returncode == 0 and "villain='15%'" in out.stdout and "15%%" not in out.stdout
