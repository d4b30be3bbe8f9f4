"""Mutants of issue 54, items 5 and 6 (and JavaScript's part of item 1):
the JavaScript module's card forms, showdown helpers, Python's rounding,
options, estimates, range text, and the calculator page. Plain tuples (id,
file, snippet, replacement, test files, what the bug means), made into
``Mutant``s by mutants.py; JavaScript needs no build of its own."""

PAPERCUTS = ("tests/js/test_js_papercuts.py",)
RANGES = ("tests/js/test_js_ranges.py",)
PAGE = ("tests/js/test_calculator_page.py",)

MUTANTS = [
    ("i54js.round_ties_up", "js/src/format.js", "if (last % 2 === 1) return rounded;",
     "if (last % 2 === 0) return rounded;", PAPERCUTS,
     "a tie rounds to the odd digit: 15.625% prints 15.63% and 0.125 as 13%"),
    ("i54js.no_low_wins_low", "js/src/showdown.js", "for (const v of values) if (v > 0 && v < top) top = v;",
     "for (const v of values) if (v >= 0 && v < top) top = v;", PAPERCUTS,
     "a naive minimum over the low masks: the player with no low (0) wins the low"),
    ("i54js.card_string_swapped", "js/src/cards.js", "      c = RANK4[item.charCodeAt(0)] + SUIT1[item.charCodeAt(1)];",
     "      c = (RANK4[item.charCodeAt(0)] >> 2) + SUIT1[item.charCodeAt(1)] * 13;", PAPERCUTS,
     "an array of card strings (\"Ad\") is read suit first: other cards than the text gives"),
    ("i54js.unknown_option_passes", "js/src/options.js", "    if (allowed.includes(key)) continue;",
     "    continue;", PAPERCUTS, "an unknown option (a typo such as trails) is silently ignored"),
    ("i54js.announce_every_job", "js/src/estimate.js", "if (estimate.seconds <= ANNOUNCE_SECONDS) return null;",
     "if (estimate.seconds < 0) return null;", PAPERCUTS,
     "every job, however quick, says its estimate on console.warn"),
    ("i54js.range_hilo_ignored", "js/src/range.js", 'const useHilo = Boolean(hilo) && game !== "holdem";',
     "const useHilo = false;", RANGES, "a Hi-Lo percent range cuts the high ordering"),
    ("i54js.page_marks_board", "js/calculator/words.js", "`${dead ? \" or some dead cards\" : \"\"}.`, field: null,",
     "`${dead ? \" or some dead cards\" : \"\"}.`, field: \"board\",", PAGE,
     "too many players marks the Board box, which is not at fault"),
    ("i54js.page_keeps_stale_results", "js/calculator/app.js",
     "  } else if (data.type === \"error\") {\n    running(false);\n    clearResults();",
     "  } else if (data.type === \"error\") {\n    running(false);", PAGE,
     "after an error the old results stay under the message"),
]
