"""The documentation site: every example in docs/*.md runs (doctest), and
every public name has a docstring and an entry in the API reference."""
import doctest
import importlib.metadata
import inspect
import json
import re
from pathlib import Path

import pytest

import omaha_eval
import omaha_eval.engine

DOCS = Path(__file__).resolve().parent.parent / "docs"
# the docs live in the source tree; a wheel's or an sdist's test run copies only tests/
pytestmark = pytest.mark.skipif(not (DOCS / "api.md").exists(), reason="needs the source tree's docs/")
PAGES = sorted(p for p in DOCS.glob("*.md") if ">>>" in p.read_text(encoding="utf-8")) if DOCS.is_dir() else []
GUIDES = ["getting-started", "evaluating", "hilo", "equity", "batch", "rules-engine"]


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_examples_run(page, tmp_path, monkeypatch):
    if page.stem in ("batch", "equity", "tables", "indexing"):
        pytest.importorskip("numpy")
    monkeypatch.chdir(tmp_path)  # where a user runs them: no file of the source tree at hand
    result = doctest.testfile(str(page), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} failing example(s) in docs/{page.name}"


def test_examples_run_against_the_installed_package():
    """The examples import the installed package, never the source tree's
    copy, unless that copy is what is installed (pip install -e .)."""
    where = Path(omaha_eval.__file__).resolve()
    if not where.is_relative_to((DOCS.parent / "omaha_eval").resolve()):
        return  # not the source tree's omaha_eval/ (a venv inside the checkout is outside it): installed
    editable = [d for d in importlib.metadata.distributions() if (d.metadata["Name"] or "").lower() == "omaha-eval"
                and json.loads(d.read_text("direct_url.json") or "{}").get("dir_info", {}).get("editable")]
    assert editable, f"the examples import {where}, the source tree's copy, not the installed package"
    pytest.skip("an editable install: the source tree is the installed package")


def test_every_guide_has_a_doctest():
    with_examples = {p.stem for p in PAGES}
    assert set(GUIDES) <= with_examples


def public_names():
    for module in (omaha_eval, omaha_eval.engine):
        for name in module.__all__:
            if name in ("__version__", "batch"):
                continue
            yield module, name


@pytest.mark.parametrize("module,name", list(public_names()),
                         ids=[f"{m.__name__}.{n}" for m, n in public_names()])
def test_public_names_are_documented(module, name):
    obj = getattr(module, name)
    if inspect.isclass(obj) or inspect.isfunction(obj) or inspect.isbuiltin(obj):
        assert (obj.__doc__ or "").strip(), f"{module.__name__}.{name} has no docstring"
    api = (DOCS / "api.md").read_text(encoding="utf-8")
    assert re.search(rf"\b{re.escape(module.__name__)}\.{re.escape(name)}\b", api), \
        f"{module.__name__}.{name} is missing from docs/api.md"


def cli_page_commands():
    """The commands of docs/cli.md's first block, comments cut off."""
    text = (DOCS / "cli.md").read_text(encoding="utf-8") if DOCS.is_dir() else ""
    block = text.split("```", 2)[1] if text.count("```") >= 2 else ""
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.startswith("omaha-eval ")]


def test_the_command_line_page_runs(tmp_path, monkeypatch, capsys):
    """Each command of docs/cli.md, in order, through the real entry point
    and from outside the source tree: the interactive game left out, the
    table job smaller (and CSV where pyarrow is missing), the hand
    histories the shipped samples."""
    import shlex

    pytest.importorskip("numpy")
    from omaha_eval.cli import main
    from omaha_eval.engine.histories.samples import sample_path

    monkeypatch.chdir(tmp_path)
    commands = cli_page_commands()
    assert len(commands) >= 10
    for line in commands:
        argv = shlex.split(line)[1:]
        if argv[0] in ("play", "bench"):  # a game at the terminal; timing (tests/cli/test_cli.py runs it)
            continue
        argv = [sample_path() if a == "~/HandHistories" else a for a in argv]
        if argv[0] == "table":
            argv[argv.index("--trials") + 1] = "300"  # the same job, smaller
            try:
                import pyarrow  # noqa: F401
            except ImportError:
                argv = [a.replace(".parquet", ".csv") for a in argv]
            argv += ["--workers", "1", "--quiet"]
        assert main(argv) == 0, line
        assert capsys.readouterr().out.strip() or argv[0] == "table", line
