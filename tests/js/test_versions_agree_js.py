"""The JavaScript module reports the project's one version (as
tests/test_versions_agree.py checks the package files): ``oe.version`` is
omaha_eval.__version__ (OE_PROJECT_VERSION compiled into the .wasm), and
``oe.apiVersion`` is the C API's own ABI version, OE_VERSION_* of the
header, which a project release does not move."""
from __future__ import annotations

import json
import re
import subprocess

import omaha_eval

from .jsenv import JS, ROOT

HEADER = ROOT / "omaha_eval" / "include" / "omaha_eval.h"
SCRIPT = ('import("./src/index.js").then(async (m) => { const oe = await m.loadOmahaEval(); '
          'console.log(JSON.stringify([oe.version, oe.apiVersion])); });')


def test_the_module_reports_the_project_version_and_the_api_version_apart(wasm, node):
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT], cwd=JS, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    version, api = json.loads(run.stdout)
    assert version == omaha_eval.__version__
    header = HEADER.read_text(encoding="utf-8")
    parts = [re.search(rf"^#define OE_VERSION_{p} (\d+)", header, re.M).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    assert api == ".".join(parts)
