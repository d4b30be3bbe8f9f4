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
    ("tests/equity_engine/test_range_vs_range.py", ""),
    ("tests/pql/test_functions.py", ""),
    ("tests/pql/test_streets.py", ""),
    ("tests/engine/test_double_board.py", ""),
    ("tests/engine/test_properties.py", ""),
    ("tests/engine/test_random_play_oracle.py", ""),
    ("tests/tables/test_classes.py", ""),
    ("tests/tables/test_evolution.py", ""),
    ("tests/tables/test_raced.py", ""),
    ("tests/analysis/test_breakdown.py", ""),
    ("tests/test_random_deals.py", ""),
    ("tests/pql/independent/test_against_pql.py", "test_random_queries"),
    ("tests/ranges/test_percent_orderings.py", "test_percent_ranges_are_cut_by_the_documented_ordering"),
    ("tests/shortdeck/test_ranges.py", "test_the_shipped_orderings_are_what_the_script_writes"),
    # builds: the C tests under the sanitizers, the generated tables and the
    # wasm rebuilt and compared, the analysis C alone
    ("tests/test_c_api.py", "test_c_test_under_sanitizers"),
    ("tests/test_c_core.py", "test_c_core_under_sanitizers"),
    ("tests/test_tables.py", "test_generated_tables_are_current"),
    ("tests/js/test_js.py", "test_build_is_reproducible"),
    ("tests/analysis/test_c_analysis.py", "test_analysis_c_alone"),
    # (tests/test_fresh_install.py is marked in its file, and runs where
    # OMAHA_EVAL_FRESH_INSTALL=1, as in CI: it builds the package again)
)


def is_slow(nodeid: str) -> bool:
    path, _, name = nodeid.partition("::")
    path = path.replace("\\", "/")
    return any(path.endswith(file) and (not prefix or name.startswith(prefix)) for file, prefix in SLOW)
