"""Sphinx configuration for the omaha-eval documentation site.

Build: ``pip install ".[docs]" && sphinx-build -W -b html docs docs/_build``.
Pages are Markdown (MyST); the API reference is autodoc over the package's
docstrings; the command-line page is generated from the argparse parser;
the figures are drawn at build time by docs/figures.py (matplotlib), so
nothing drawn by hand can go stale. Every ``>>>`` example in these pages
runs as a doctest in the test suite (tests/test_docs.py).
"""
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import omaha_eval  # noqa: E402  (the installed package: the docs describe what ships)

project = "omaha-eval"
author = "omaha-eval developers"
copyright = "2026, omaha-eval developers"
release = omaha_eval.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinxarg.ext",
]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "README.md"]
html_theme = "furo"
html_title = f"omaha-eval {release}"
html_static_path = ["_static"]
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
autodoc_typehints = "description"
nitpicky = False
suppress_warnings = ["myst.xref_missing"]

# Cross-links to Python and numpy need the network; offline builds (CI here
# reaches only package registries) set OMAHA_EVAL_DOCS_OFFLINE=1.
intersphinx_mapping = {} if os.environ.get("OMAHA_EVAL_DOCS_OFFLINE") else {
    "python": ("https://docs.python.org/3", None),
    "numpy": ("https://numpy.org/doc/stable", None),
}


_FIELD = re.compile(r"^([A-Za-z_][\w, ]*):\s+(\S.*)$")


def _fields_as_list(app, what, name, obj, options, lines):  # type: ignore[no-untyped-def]
    """The package's docstrings list arguments as aligned ``name: text``
    lines with indented continuations (readable in help()); render them as
    a bullet list instead of letting docutils read them as block quotes."""
    out: list = []
    in_list = False
    for line in lines:
        m = _FIELD.match(line)
        if m:
            if not in_list and out and out[-1].strip():
                out.append("")
            out.append(f"- ``{m.group(1)}``: {m.group(2)}")
            in_list = True
        elif in_list and line.startswith(" ") and line.strip():
            out[-1] += " " + line.strip()
        else:
            if in_list and line.strip():
                out.append("")
            in_list = False
            out.append(line)
    lines[:] = out


def _draw_figures(app):  # type: ignore[no-untyped-def]
    import figures
    figures.draw_all(HERE / "_static")


def setup(app):  # type: ignore[no-untyped-def]
    app.connect("builder-inited", _draw_figures)
    app.connect("autodoc-process-docstring", _fields_as_list)
