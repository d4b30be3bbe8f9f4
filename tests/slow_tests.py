"""The tests behind the `slow` marker (registered in pyproject.toml): the
exhaustive and long cross-checks, minutes of CPU each. The README's test
command and CI run them with everything else; `pytest -n auto -m "not slow"`
leaves them out for a quick run, and the sdist check of .ci/check_package.py
leaves them to the in-tree run. Listed here, not marked in each file, so the
list is one place to read; tests/conftest.py applies the marker.

Each entry: (test file, test name prefix or "" for the whole file)."""

SLOW = (
    # exhaustive and random oracles of the C core
    ("tests/test_rank5_exhaustive.py", ""),
    ("tests/test_board_rows.py", ""),
    ("tests/test_low.py", ""),
    ("tests/indexing/test_exhaustive.py", ""),
    # long agreement and cross-checks of the equity engine, PQL, the rules engine and tables
    ("tests/test_range_vs_range.py", ""),
    ("tests/pql/test_functions.py", ""),
    ("tests/pql/test_streets.py", ""),
    ("tests/engine/test_double_board.py", ""),
    ("tests/engine/test_properties.py", ""),
    ("tests/engine/test_random_play_oracle.py", ""),
    ("tests/tables/test_classes.py", ""),
    ("tests/tables/test_evolution.py", ""),
    ("tests/tables/test_raced.py", ""),
    ("tests/analysis/test_breakdown.py", ""),
)


def is_slow(nodeid: str) -> bool:
    path, _, name = nodeid.partition("::")
    path = path.replace("\\", "/")
    return any(path.endswith(file) and (not prefix or name.startswith(prefix)) for file, prefix in SLOW)
