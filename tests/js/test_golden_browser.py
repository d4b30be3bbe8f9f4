"""The golden file's job-plan cases (js/test/golden.json, made by
tests/js/make_golden.py) in a real headless Chromium (browser.py): the
module, loaded by the browser's own WebAssembly engine, gives the Python
package's method, exact counters and seeded Monte Carlo counters bit for
bit, and every range text's hands, weights or error; and a few of the cases typed into the calculator page give the same
counters there."""
from __future__ import annotations

import json

import pytest

from .browser import Browser, Calculator, chromium_path, serve_js
from .jsenv import JS, need


@pytest.fixture(scope="module")
def served(wasm):
    need(chromium_path() is not None, "no chromium (apt-get install chromium)")
    try:
        import websocket  # noqa: F401
    except ImportError:
        need(False, "the browser test drives Chromium with websocket-client (pip install websocket-client)")
    with serve_js() as base:
        browser = Browser()
        try:
            yield browser, base
        finally:
            browser.close()


CHECK_ALL = """(async () => {
  const { loadOmahaEval } = await import("/src/index.js");
  const oe = await loadOmahaEval();
  const golden = await (await fetch("/test/golden.json")).json();
  const bad = [];
  let checked = 0;
  for (const c of golden.plan) {
    const options = { board: c.board, dead: c.dead, game: c.game, hilo: c.hilo, trials: c.trials,
      seed: c.seed === undefined ? undefined : BigInt(c.seed) };
    let got;
    try {
      const r = oe.equity(c.hands, options);
      got = { exact: r.exact, method: r.method, counters: r.counters.map((row) => row.map(String)) };
    } catch (err) {
      got = { error: String(err.message) };
    }
    const want = c.error ? { error: true } : { exact: c.result.exact, method: c.result.method,
      counters: c.result.counters };
    const same = c.error ? "error" in got : JSON.stringify(got) === JSON.stringify(want);
    if (!same && bad.length < 5) bad.push({ hands: c.hands, board: c.board, got, want });
    checked++;
  }
  return { checked, bad };
})()"""


def test_every_plan_case_in_the_browser(served):
    browser, base = served
    browser.goto(f"{base}/calculator/")
    out = browser.js(CHECK_ALL)
    assert out["checked"] >= 2000
    assert out["bad"] == []


CHECK_BOARDS = """(async () => {
  const { loadOmahaEval } = await import("/src/index.js");
  const oe = await loadOmahaEval();
  const golden = await (await fetch("/test/golden.json")).json();
  const bad = [];
  let checked = 0;
  for (const c of golden.boards) {
    let got;
    try {
      const b = oe.boardRange(c.text, c.cards, c.dead);
      let sum = 0;  // make_golden.py's range_hash
      for (let i = 0; i < b.length; i++) {
        let h = 2166136261;
        for (let j = 0; j < b.cards; j++) h = Math.imul(h ^ b.boards[i * b.cards + j], 16777619);
        h = Math.imul(h ^ b.weights[i], 16777619);
        sum = (sum + Math.imul(h, i + 1)) >>> 0;
      }
      got = { count: b.length, hash: sum };
    } catch (err) {
      got = { error: err.reason ?? err.message, column: err.column ?? 0 };
    }
    const want = c.error ? { error: c.error, column: c.column } : { count: c.count, hash: c.hash };
    if (JSON.stringify(got) !== JSON.stringify(want) && bad.length < 5) bad.push({ text: c.text, got, want });
    checked++;
  }
  return { checked, bad };
})()"""


def test_every_board_range_case_in_the_browser(served):
    browser, base = served
    browser.goto(f"{base}/calculator/")
    out = browser.js(CHECK_BOARDS)
    assert out["checked"] >= 100
    assert out["bad"] == []


CHECK_RANGES = """(async () => {
  const { loadOmahaEval } = await import("/src/index.js");
  const { ORDERING_GAMES } = await import("/src/orderings.js");
  const { rangeCaseProblem } = await import("/test/golden_ranges.mjs");
  const oe = await loadOmahaEval();
  // a browser fetches the percent ranges' orderings first, as the page's worker does
  for (const [game, hilos] of Object.entries(ORDERING_GAMES)) for (const hilo of hilos) await oe.loadOrderings(game, { hilo });
  const golden = await (await fetch("/test/golden.json")).json();
  const bad = [];
  for (const c of golden.ranges) {
    const problem = rangeCaseProblem(oe, c);
    if (problem !== null && bad.length < 5) bad.push({ game: c.game, hilo: c.hilo, text: c.text, problem });
  }
  return { checked: golden.ranges.length, percents: golden.ranges.filter((c) => c.text.includes("%")).length, bad };
})()"""


def test_every_range_text_in_the_browser(served):
    """The golden file's range texts (specification examples, generated
    ones, five games, weights, percents with Hi-Lo orderings, errors) give
    Python's hands, weights and errors through the module's Range in the
    browser, by the same check as node's (js/test/golden_ranges.mjs)."""
    browser, base = served
    browser.goto(f"{base}/calculator/")
    out = browser.js(CHECK_RANGES)
    assert out["checked"] >= 500 and out["percents"] >= 100
    assert out["bad"] == []


def _page_cases(n: int) -> list:
    """Cases the page's boxes take as they are: every player one hand, on a
    street the page offers, some sampled and some exact."""
    golden = json.loads((JS / "test" / "golden.json").read_text(encoding="utf-8"))
    picked: list = []
    for c in golden["plan"]:
        if "error" in c or not all(isinstance(h, str) and h != "*" for h in c["hands"]) or c["game"] == "courchevel":
            continue
        if sum(1 for p in picked if ("trials" in p) == ("trials" in c)) < n // 2:
            picked.append(c)
    return picked


@pytest.mark.parametrize("case", _page_cases(4), ids=lambda c: f"{c['game']}-{c.get('trials', 'exact')}")
def test_the_page_gives_the_golden_counters(served, case):
    browser, base = served
    page = Calculator(browser, base)
    page.enter(case["hands"], board=case["board"], dead=case["dead"], game=case["game"], hilo=case["hilo"],
               trials=case.get("trials"), seed=int(case["seed"]) if "seed" in case else None)
    assert page.run() == "done", page.error()
    assert page.results()["counters"] == case["result"]["counters"]
