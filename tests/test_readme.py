"""Every example in README.md runs, from a directory outside the source
tree: the Python tour, and each command of its command-line block through
the real entry point (the Dask one on a local cluster, with fewer trials and
a file this machine can write). The README stays under 8 KB."""
import shlex
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
pytestmark = pytest.mark.skipif(not README.exists(), reason="needs the source tree's README.md")


def blocks(kind):
    """The fenced blocks opened with ```kind (kind "" = no language)."""
    out, current = [], None
    text = README.read_text(encoding="utf-8") if README.exists() else ""  # an sdist's tests have no README
    for line in text.splitlines():
        if line.startswith("```"):
            if current is None:
                current = [] if line[3:].strip() == kind else False
            else:
                if current is not False:
                    out.append("\n".join(current) + "\n")
                current = None
        elif isinstance(current, list):
            current.append(line)
    return out


def commands():
    return [line for block in blocks("") for line in block.splitlines() if line.startswith("omaha-eval ")]


def test_the_readme_is_under_8_kb():
    size = len(README.read_bytes())
    assert size < 8192, f"README.md is {size:,} bytes: move details to docs/"


@pytest.fixture(autouse=True)
def outside_the_source_tree(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def test_the_python_tour_runs(capsys):
    tour = blocks("python")[0]  # the first Python block; the others have tests of their own section
    exec(compile(tour, str(README), "exec"), {})
    assert "wrap straight draw, 20 outs" in capsys.readouterr().out


def test_there_are_commands_to_run():
    assert len(commands()) >= 4


@pytest.mark.parametrize("line", commands())
def test_each_command_runs(line, tmp_path, capsys):
    from omaha_eval.cli import main

    argv = shlex.split(line)[1:]
    if argv[0] == "hands":  # a user's own files and database: the test fixtures and a fresh database
        from omaha_eval.engine.histories.samples import sample_path
        histories = sample_path()  # the files shipped with the package
        argv = [histories if a == "~/HandHistories" else str(tmp_path / a) if a.endswith((".sqlite", ".png"))
                else a for a in argv]
        if "--plot" in argv:
            pytest.importorskip("matplotlib")
        if argv[1] != "import":
            assert main(["hands", "import", histories, "--db", str(tmp_path / "hands.sqlite"), "--quiet"]) == 0
        assert main(argv) == 0
        return
    if "--scheduler" in argv:
        distributed = pytest.importorskip("distributed")
        cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                           dashboard_address=None)
        argv[argv.index("--scheduler") + 1] = cluster.scheduler_address
        argv[argv.index("--trials") + 1] = "300"   # the same job, smaller
        argv[argv.index("--out") + 1] = str(tmp_path / "plo4.csv")  # parquet needs pyarrow
        argv.append("--quiet")
        try:
            assert main(argv) == 0
        finally:
            cluster.close()
        assert (tmp_path / "plo4.csv").exists()
        return
    assert main(argv) == 0
    assert capsys.readouterr().out.strip()
