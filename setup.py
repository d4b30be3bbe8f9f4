"""Build the C core and its Cython binding.

Environment switches (all off by default):
  OMAHA_EVAL_DEBUG=1   -O0 -g, assertions on, Cython annotation HTML
  OMAHA_EVAL_TRACE=1   Cython line tracing, for coverage of the .pyx code
  OMAHA_EVAL_NATIVE=1  -march=native: faster on this machine, not portable
  OMAHA_EVAL_SANITIZE=1  AddressSanitizer + UndefinedBehaviorSanitizer (gcc or
                       clang; -O1 -g, any UB aborts). Python itself is not
                       instrumented, so run with the sanitizer runtime
                       preloaded: see SECURITY.md and fuzz/sanitized.sh.

On gcc and clang the C core is compiled with -fvisibility=hidden: the built
extension exports only its module init function (PyInit__core), so the
core's oe_* symbols cannot clash with another library loaded in the same
process (tests/test_hardening.py reads the dynamic symbol table to check).
"""
import os
import sys
from pathlib import Path

from Cython.Build import cythonize
from setuptools import Extension, setup

C_SOURCES = sorted(str(p) for p in Path("src").glob("*.c"))
# Every header and Cython declaration file: a change to any of them rebuilds
# the extension (without this, setuptools relinks stale objects after a
# header-only change, e.g. to src/oe_flush.h).
DEPENDS = sorted(str(p) for p in [*Path("src").glob("*.h"), *Path("omaha_eval").rglob("*.pxd"),
                                  *Path("omaha_eval").rglob("*.pxi")])


def flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def compile_args() -> list:
    if sys.platform == "win32":
        return ["/O2"] if not flag("OMAHA_EVAL_DEBUG") else ["/Od", "/Zi", "/UNDEBUG"]
    # Python's own CFLAGS carry -DNDEBUG: undefine it so assert() works.
    args = ["-O0", "-g", "-UNDEBUG"] if flag("OMAHA_EVAL_DEBUG") else ["-O3"]
    if flag("OMAHA_EVAL_NATIVE"):
        args.append("-march=native")
    # PyMODINIT_FUNC marks the init function visible; everything else stays hidden.
    args.append("-fvisibility=hidden")
    return args + sanitize_args()


def sanitize_args() -> list:
    if not flag("OMAHA_EVAL_SANITIZE") or sys.platform == "win32":
        return []
    return ["-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
            "-fno-omit-frame-pointer", "-O1", "-g"]


macros = [] if flag("OMAHA_EVAL_DEBUG") else [("NDEBUG", "1")]
# The public C API (src/oe_api.c) is compiled into the extension, not
# exported from it: OE_STATIC leaves omaha_eval.h's OE_API empty (no
# dllexport/dllimport). Other extensions reach it through the capsule.
macros.append(("OE_STATIC", "1"))
# freethreading_compatible: on a free-threaded CPython (3.14t) importing the
# module keeps the GIL off. True because the C core has no mutable global
# state (every table is const, results go to the caller's buffers) and the
# binding keeps all state on the C stack; tests/test_threads.py checks it.
directives = {
    "language_level": "3",
    "boundscheck": False,
    "wraparound": False,
    "freethreading_compatible": True,
}
if flag("OMAHA_EVAL_TRACE"):
    macros += [("CYTHON_TRACE", "1"), ("CYTHON_TRACE_NOGIL", "1"), ("CYTHON_USE_SYS_MONITORING", "0")]
    directives["linetrace"] = True

extensions = [
    Extension(
        "omaha_eval.core._core",
        sources=["omaha_eval/core/_core.pyx"] + C_SOURCES,
        include_dirs=["src", "omaha_eval/include"],
        depends=DEPENDS,
        define_macros=macros,
        extra_compile_args=compile_args(),
        extra_link_args=sanitize_args(),
    )
]

setup(
    ext_modules=cythonize(
        extensions,
        compiler_directives=directives,
        annotate=flag("OMAHA_EVAL_DEBUG"),
    )
)
