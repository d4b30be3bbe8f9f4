"""docs/c-api.md names the shared library's file and SONAME as the build
makes them: CMakeLists.txt takes the version from omaha_eval.h's
OE_VERSION_* (VERSION = the full version, SOVERSION = the major), so the
names in the doc are checked against the header, and the CMake file is
checked to read it from there (the doc once named .so.1.1.0 after the API
went to 1.2)."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "omaha_eval" / "include" / "omaha_eval.h"
DOC = ROOT / "docs" / "c-api.md"
CMAKE = ROOT / "CMakeLists.txt"
pytestmark = pytest.mark.skipif(not (DOC.exists() and CMAKE.exists()), reason="needs the source tree")


def header_version():
    text = HEADER.read_text(encoding="utf-8")
    return tuple(int(re.search(rf"^#define OE_VERSION_{part} +(\d+)", text, re.M).group(1))
                 for part in ("MAJOR", "MINOR", "PATCH"))


def test_cmake_takes_its_version_and_soname_from_the_header():
    cmake = CMAKE.read_text(encoding="utf-8")
    assert "omaha_eval/include/omaha_eval.h" in cmake and "OE_VERSION_" in cmake
    assert re.search(r"VERSION \$\{_oe_MAJOR\}\.\$\{_oe_MINOR\}\.\$\{_oe_PATCH\}", cmake)
    assert "VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}" in cmake


def test_the_doc_names_the_installed_library_files():
    major, minor, patch = header_version()
    doc = DOC.read_text(encoding="utf-8")
    full = re.findall(r"libomaha_eval\.so\.(\d+)\.(\d+)\.(\d+)", doc)
    assert full, "docs/c-api.md names no libomaha_eval.so.X.Y.Z"
    assert set(full) == {(str(major), str(minor), str(patch))}, (full, (major, minor, patch))
    sonames = re.findall(r"libomaha_eval\.so\.(\d+)(?![.\d])", doc)
    assert sonames and set(sonames) == {str(major)}, sonames
