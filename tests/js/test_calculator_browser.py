"""The calculator page (js/calculator/) in a real headless Chromium, driven
over the DevTools protocol (browser.py): hands typed in, exact and Monte
Carlo jobs run in its Web Worker, the numbers read off the page and
compared with the Python package's; a bad card shows its error; a long job
is cancelled."""
from __future__ import annotations

import pytest

import omaha_eval as oe

from .browser import Browser, Calculator, chromium_path, serve_js
from .jsenv import need


@pytest.fixture(scope="module")
def page(wasm):
    need(chromium_path() is not None, "no chromium (apt-get install chromium)")
    try:
        import websocket  # noqa: F401
    except ImportError:
        need(False, "the browser test drives Chromium with websocket-client (pip install websocket-client)")
    with serve_js() as base:
        browser = Browser()
        try:
            yield Calculator(browser, base)
        finally:
            browser.close()


def check(page_result, py):
    rows = page_result["rows"]
    assert [r["hand"] for r in rows] == [p.hand for p in py.players]
    for r, p, c in zip(rows, py.players, py.counters):
        # Hi-Lo: the page's Win is the high half alone (Python's win is the scoop, its own column)
        win = c[2] / py.boards if py.hilo else p.win
        for key, value in (("equity", p.equity), ("win", win), ("tie", p.tie), ("scoop", p.scoop),
                           ("high", p.high), ("low", p.low), ("se", p.std_error)):
            assert r[key] == pytest.approx(value, rel=1e-15, abs=0), (key, r, p)
    assert page_result["counters"] == [[str(c) for c in row] for row in py.counters]


def test_exact_heads_up_flop(page):
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
    assert page.run() == "done"
    check(page.results(), oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h"))


def test_exact_hilo_three_players_dead_cards_and_a_range(page):
    hands = ["Ac2d5h9s", "KsKh3c4c", "(QdQcJdJc,Td9d8c7c,6s6d5s4h)"]  # range text: a list of hands
    page.enter(hands, board="2h7d9cJs", dead="3d", game="omaha", hilo=True)
    assert page.run() == "done"
    py = oe.equity(hands, board="2h7d9cJs", dead="3d", game="omaha", hilo=True)
    check(page.results(), py)
    rows = page.results()["rows"]
    assert any(r["win"] != r["scoop"] for r in rows)  # Win (the high half) and Scoop differ here


def test_monte_carlo_seeded_same_counters_as_python(page):
    page.enter(["AsAd2h3c", "KsKhQdJd", "*"], board="", game="omaha", hilo=True, trials=60000, seed=42)
    assert page.run() == "done"
    py = oe.equity(["AsAd2h3c", "KsKhQdJd", "*"], game="omaha", hilo=True, trials=60000, seed=42)
    result = page.results()
    check(result, py)
    assert "Monte Carlo: 60,000 trials, seed 42" in result["status"]


@pytest.mark.parametrize("game, hands", [
    ("omaha5", ["AsAhKsKh2c", "QdQcJdJc3c"]),
    ("omaha6", ["AsAhKsKh2c3c", "QdQcJdJc4c5c"]),
    ("courchevel", ["AsAhKsKh2c", "QdQcJdJc3c"]),
    ("holdem", ["AsKs", "QdQc"]),
])
def test_other_games_on_the_turn(page, game, hands):
    page.enter(hands, board="7h8h9dTs", game=game)
    assert page.run() == "done"
    check(page.results(), oe.equity(hands, board="7h8h9dTs", game=game))


def test_a_bad_card_shows_its_error(page):
    page.enter(["AsAhKsKh", "QdQcJdXx"], board="2c7d9h")
    assert page.run() == "error"
    message = page.error()
    # not a hand, so read as range text: Python's words, said for player 2's box
    with pytest.raises(ValueError) as py:
        oe.equity(["AsAhKsKh", "QdQcJdXx"], board="2c7d9h")
    assert message == f"Player 2: {py.value}"
    assert page.b.js("document.getElementById('player-2').classList.contains('bad')")
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7Xd9h")
    assert page.run() == "error"
    assert page.error().startswith("Board: unknown card '7X' in '2c7Xd9h'")
    assert page.b.js("document.getElementById('board').classList.contains('bad')")


def test_a_duplicate_card_shows_its_error(page):
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="As7d9h")
    assert page.run() == "error"
    assert "duplicate card As" in page.error()


def test_a_long_job_is_cancelled(page):
    page.enter(["AsAhKsKh", "*", "*", "*"], game="omaha", trials=2_000_000_000, seed=1)
    page.b.js("document.body.dataset.state = ''; document.getElementById('run').click()")
    page.b.wait("document.getElementById('progress').value > 0", 30)
    page.b.js("document.getElementById('cancel').click()")
    # no clock: the job (far too long to finish) ends as cancelled, and the
    # page is ready for the next one (the wait's limit only guards a hang)
    assert page.b.wait("document.body.dataset.state === 'cancelled'", 60)
    assert page.b.js("document.getElementById('status').textContent") == "Cancelled."
    assert page.b.js("!document.getElementById('run').disabled && document.getElementById('cancel').disabled")
    assert page.b.js("document.getElementById('progress').value") == 0
    # the worker still answers
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
    assert page.run() == "done"


def test_works_offline_once_loaded(wasm):
    """Loaded once (its service worker caches the page, the module and the
    .wasm), the page still loads and computes after the server is gone."""
    need(chromium_path() is not None, "no chromium (apt-get install chromium)")
    browser = Browser()
    try:
        with serve_js() as base:
            page = Calculator(browser, base)
            browser.wait("navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller || "
                         "(location.reload(), false))", 30)
            browser.wait("document.body && document.body.dataset.ready === '1' && "
                         "!!navigator.serviceWorker.controller", 30)
            url = f"{base}/calculator/"
        # the server is shut down here; the HTTP cache is off, so only the
        # service worker can answer
        browser.send("Network.enable")
        browser.send("Network.setCacheDisabled", cacheDisabled=True)
        browser.send("Page.navigate", url=url)
        browser.wait("document.readyState === 'complete' && document.body && document.body.dataset.ready === '1'", 30)
        page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
        assert page.run() == "done"
        check(page.results(), oe.equity(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h"))
    finally:
        browser.close()
