#!/usr/bin/env bash
# Build the extension in place with AddressSanitizer + UndefinedBehaviorSanitizer
# (OMAHA_EVAL_SANITIZE=1, see setup.py), then run the test suite and a fuzz
# smoke run under it. Any out-of-bounds access, use after free or undefined
# behaviour in the C core or the binding aborts the run with a report.
#
#   bash tests/fuzz/sanitized.sh                 # tests (fast subset) + 10 s of fuzzing
#   bash tests/fuzz/sanitized.sh -- tests/test_api.py   # pytest arguments after --
#   FUZZ_SECONDS=600 bash tests/fuzz/sanitized.sh       # a longer fuzz run
#   RACE_SECONDS=60 bash tests/fuzz/sanitized.sh        # a longer indexer race (tests/indexing/test_race.py)
#
# It replaces the in-place build: `python setup.py build_ext --inplace --force`
# restores the normal one. Linux with gcc or clang; Python itself is not
# instrumented, so the ASan runtime is preloaded.
set -euo pipefail
cd "$(dirname "$0")/../.."
CC=${CC:-cc}
OMAHA_EVAL_SANITIZE=1 python setup.py build_ext --inplace --force -q
asan=$($CC -print-file-name=libasan.so)
ubsan=$($CC -print-file-name=libubsan.so)
[ -f "$asan" ] || { echo "no libasan.so for $CC: install the compiler's sanitizer runtime"; exit 1; }
preload="$asan"
[ -f "$ubsan" ] && preload="$asan:$ubsan"
# Leaks: CPython keeps objects alive at exit by design, so leak checking is off.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export OMAHA_EVAL_SANITIZED=1   # tests that cannot run under ASan skip themselves
shift_args=()
if [ "${1:-}" = "--" ]; then shift; shift_args=("$@"); fi
if [ ${#shift_args[@]} -eq 0 ]; then
    shift_args=(-q -x -p no:cacheprovider)
fi
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"  # the in-place (sanitized) build, not an installed one
LD_PRELOAD="$preload" python -m pytest "${shift_args[@]}"
# the indexer against an array another thread writes meanwhile, for longer than the suite runs it
OMAHA_EVAL_RACE_SECONDS=${RACE_SECONDS:-10} LD_PRELOAD="$preload" \
    python -m pytest -q -p no:cacheprovider tests/indexing/test_race.py
LD_PRELOAD="$preload" python tests/fuzz/run.py --seconds "${FUZZ_SECONDS:-10}"
