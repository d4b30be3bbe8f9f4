"""Range text in the JavaScript module (js/src/range.js over the C range
language in wasm) against the Python package: every example of
docs/ranges.md and the specification's list give the same hands, weights
and errors; percent ranges (full ring, six-handed, Hi-Lo, PLO5) cut the
same orderings; range text as an equity player gives Python's counters."""
from __future__ import annotations

import hashlib
import json
import re
import subprocess

import pytest

from .jsenv import JS, ROOT

np = pytest.importorskip("numpy")

from omaha_eval.ranges.errors import RangeSyntaxError  # noqa: E402
from omaha_eval.ranges.range import Range  # noqa: E402

DOC = ROOT / "docs" / "ranges.md"
# the specification's own examples beside those in docs/ranges.md's backticks
SPEC = ["*", "AA", "AK", "$ds", "xxxx", "wxyz", "ss", "KsTsxx", "AA!AAA", "AARR", "A{A$W$W}", "KQJT-T987",
        "T8+", "664-", "[A-Q][J-T]23", "AK,*:xx!RR", "AA@10, KK@8, QQ@5", "15%", "5%-15%", "10%6h", "AKs",
        "QQ+", "A2s+", "T9s-65s", "JJ-88", "random", "AsKd", "(QQJJ$ds,JT98$ds)", "AAK$qq", "AAKKds", "$B$M",
        "", "AA@0", "AA@101", "(AA", "AsAs", "AAAAA", "5%-3%", "150%", "0%", "AA,,KK", "é", "AA@5,KK"]

SCRIPT = """
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadOmahaEval } from %(index)s;
const oe = await loadOmahaEval();
const jobs = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = jobs.map(([text, game, hilo]) => {
  try {
    const r = oe.range(text, { game, hilo });
    const h = createHash("sha256").update(r.hands).digest("hex");
    const w = createHash("sha256").update(r.weights).digest("hex");
    return ["ok", r.length, h, w, r.weighted];
  } catch (err) {
    return [err.name, err.message];
  }
});
console.log(JSON.stringify(out));
"""


def doc_texts():
    spans = set(re.findall(r"`([^`\n]+)`", DOC.read_text(encoding="utf-8"))) if DOC.is_file() else set()
    return sorted(spans | set(SPEC))


def python_reading(text, game, hilo):
    try:
        r = Range(text, game=game, hilo=hilo)
    except RangeSyntaxError as err:
        return ["RangeSyntaxError", str(err)]
    except (ValueError, TypeError) as err:
        return ["other", str(err)]
    hands = np.ascontiguousarray(r.hands, dtype=np.uint8).tobytes()
    weights = np.ascontiguousarray(r.weights, dtype=np.uint8).tobytes()
    return ["ok", len(r), hashlib.sha256(hands).hexdigest(), hashlib.sha256(weights).hexdigest(), r.weighted]


def js_readings(node, tmp_path, jobs):
    script = tmp_path / "ranges.mjs"
    script.write_text(SCRIPT % {"index": json.dumps((JS / "src" / "index.js").as_uri())}, encoding="utf-8")
    data = tmp_path / "jobs.json"
    data.write_text(json.dumps(jobs), encoding="utf-8")
    run = subprocess.run([node, str(script), str(data)], cwd=JS, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def compare(jobs, js):
    kinds = []
    for (text, game, hilo), got in zip(jobs, js):
        want = python_reading(text, game, hilo)
        kinds.append(want[0])
        if want[0] == "other":  # Python's own words for a non-syntax refusal: JS refuses too
            assert got[0] != "ok", (text, game, want, got)
            continue
        if want[0] != "ok" and "no shipped evolution ordering" in want[1]:  # the same words, less Python's advice on making one
            assert got[0] == want[0] and got[1].split("; ")[0] == want[1].split("; ")[0], (text, game, got, want)
            assert got[1].split(" at column ")[1] == want[1].split(" at column ")[1]
            continue
        assert got == want, (text, game, hilo)
    return kinds


def test_every_docs_example_same_hands_weights_and_errors(wasm, node, tmp_path):
    jobs = [[t, g, False] for g in ("omaha", "holdem") for t in doc_texts()]
    kinds = compare(jobs, js_readings(node, tmp_path, jobs))
    assert kinds.count("ok") > 60 and kinds.count("RangeSyntaxError") > 20  # both kinds exercised


def test_percent_orderings_and_bigger_games(wasm, node, tmp_path):
    jobs = [[t, g, h] for t in ("15%", "5%-15%", "10%6h", "AA,10%", "20%!AA")
            for g, h in (("omaha", False), ("omaha", True), ("holdem", False), ("omaha5", False),
                         ("omaha5", True))]
    jobs += [[t, g, False] for g in ("omaha5", "omaha6", "courchevel")
             for t in ("AA", "AA$ds", "KQJT-T987", "AA@10,KK@5", "[A-Q][J-T]23", "AsAs", "10%", "AA,10%6h")]
    kinds = compare(jobs, js_readings(node, tmp_path, jobs))
    assert kinds.count("ok") > 20 and kinds.count("RangeSyntaxError") >= 6


EQUITY = """
import { loadOmahaEval } from %(index)s;
const oe = await loadOmahaEval();
const jobs = %(jobs)s;
const out = jobs.map(([hands, options]) => {
  const r = oe.equity(hands, options);
  return { counters: r.counters.map((row) => row.map(String)), hands: r.players.map((p) => p.hand),
    text: String(r) };
});
console.log(JSON.stringify(out));
"""


def test_range_text_as_an_equity_player_gives_pythons_counters(wasm, node, tmp_path):
    import omaha_eval as oe

    jobs = [
        [["AsAhKsKh", "JT98$ds"], {"board": "2c7d9h"}],
        [["AA$ds", "QsQhJdTd"], {"board": "2c7d9hJs", "game": "omaha"}],
        [["AsKsQhJh", "15%"], {"board": "2c7d9h4s8h"}],
        [["Ac2d5h9s", "AA2x", "*"], {"hilo": True, "trials": 20000, "seed": 5}],
        [["AA@10,KK@5", "QsQhJdTd"], {"board": "2c7d9h", "game": "omaha"}],
        [["AsAh", "AKs,QQ+"], {"board": "2c7d9h"}],
        [[["Ad", "As"], "KK"], {"board": "2c7d9h4s"}],
    ]
    script = tmp_path / "equity.mjs"
    script.write_text(EQUITY % {"index": json.dumps((JS / "src" / "index.js").as_uri()), "jobs": json.dumps(jobs)},
                      encoding="utf-8")
    run = subprocess.run([node, str(script)], cwd=JS, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    for (hands, options), got in zip(jobs, json.loads(run.stdout.strip().splitlines()[-1])):
        py = oe.equity(hands, **options)
        assert got["counters"] == [[str(c) for c in row] for row in py.counters], (hands, options)
        assert got["hands"] == [p.hand for p in py.players]
        assert got["text"] == str(py)


ERRORS = """
import { loadOmahaEval } from %(index)s;
const oe = await loadOmahaEval();
const out = %(jobs)s.map(([hands, options]) => {
  try {
    oe.equity(hands, options);
    return ["ok"];
  } catch (err) {
    return [err.name, err.message];
  }
});
console.log(JSON.stringify(out));
"""


def test_a_bad_player_gets_pythons_words(wasm, node, tmp_path):
    import omaha_eval as oe

    jobs = [[["AsAsKdKc", "QdQcJdJc"], {"board": "2c7d9h"}], [["AsAhKsKh", "QdQcJdXx"], {"board": "2c7d9h"}],
            [["AsAhKsKh", "AAK$qq"], {}], [["AsAhKsKh", "AA@101"], {}], [["AsAhKsKhQdQc", "10%"], {"game": "omaha6"}]]
    script = tmp_path / "errors.mjs"
    script.write_text(ERRORS % {"index": json.dumps((JS / "src" / "index.js").as_uri()), "jobs": json.dumps(jobs)},
                      encoding="utf-8")
    run = subprocess.run([node, str(script)], cwd=JS, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    for (hands, options), got in zip(jobs, json.loads(run.stdout.strip().splitlines()[-1])):
        with pytest.raises(RangeSyntaxError) as py:
            oe.equity(hands, **options)
        assert got[0] == "RangeSyntaxError", (hands, got)
        if "no shipped evolution ordering" in str(py.value):  # less Python's advice on making one
            assert got[1].split("; ")[0] == str(py.value).split("; ")[0]
        else:
            assert got[1] == str(py.value), hands
