"""One version for the project: the Python package's (omaha_eval/_version.py,
the source of truth), the JavaScript package's (js/package.json) and the C
header's OE_PROJECT_VERSION agree. The C API's OE_VERSION_* is its own ABI
version and is not checked against them (docs/releasing.md)."""
import json
import re
from pathlib import Path

import pytest

import omaha_eval

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_JSON = ROOT / "js" / "package.json"
HEADER = ROOT / "omaha_eval" / "include" / "omaha_eval.h"


def project_version() -> str:
    return omaha_eval.__version__


def test_the_header_names_the_project_version():
    if not HEADER.exists():
        pytest.skip("the header is not in this tree")
    found = re.search(r'^#define OE_PROJECT_VERSION "([^"]+)"', HEADER.read_text(encoding="utf-8"), re.M)
    assert found, "omaha_eval.h defines no OE_PROJECT_VERSION"
    assert found.group(1) == project_version()


def test_the_javascript_package_has_the_project_version():
    if not PACKAGE_JSON.exists():
        pytest.skip("js/ is not in this tree (an installed package or an sdist)")
    assert json.loads(PACKAGE_JSON.read_text(encoding="utf-8"))["version"] == project_version()


def test_the_c_api_version_is_its_own():
    """OE_VERSION_* stays the ABI's: a project release does not move it."""
    if not HEADER.exists():
        pytest.skip("the header is not in this tree")
    text = HEADER.read_text(encoding="utf-8")
    assert re.search(r"^#define OE_VERSION_MAJOR \d+", text, re.M)
    assert "its own ABI" in text
