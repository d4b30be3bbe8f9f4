"""The calculator page as a player meets it (issue 54), in headless
Chromium: it fits a 390 px phone and a 1280 px screen with no horizontal
scroll, before and after a run; every input has a label; range text works
in a hand box (checked against Python); an error clears the old results and
the status; Auto picks exact when quick and Monte Carlo otherwise, saying
the estimate; errors come in a player's words; Win and Scoop are explained."""
from __future__ import annotations

import re

import pytest

import omaha_eval as oe

from .browser import Browser, Calculator, chromium_path, serve_js
from .jsenv import JS, need
from .test_calculator_browser import check

NO_SCROLL = "document.documentElement.scrollWidth <= window.innerWidth"
# the results fit too (the section would scroll sideways on its own otherwise)
TABLE_FITS = "document.getElementById('output').scrollWidth <= document.getElementById('output').clientWidth"


@pytest.fixture(scope="module")
def server(wasm):
    need(chromium_path() is not None, "no chromium (apt-get install chromium)")
    try:
        import websocket  # noqa: F401
    except ImportError:
        need(False, "the browser test drives Chromium with websocket-client (pip install websocket-client)")
    with serve_js() as base:
        yield base


def open_page(base, width):
    browser = Browser(width, 900)
    # a phone's viewport: the page lays out at this width (meta viewport applies)
    browser.send("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1,
                 mobile=width < 600)
    return browser, Calculator(browser, base)


@pytest.fixture(scope="module")
def page(server):
    browser, calc = open_page(server, 1280)
    try:
        yield calc
    finally:
        browser.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_fits_the_screen_before_and_after_a_run(server, width):
    browser, page = open_page(server, width)
    try:
        assert browser.js("window.innerWidth") == width
        assert browser.js(NO_SCROLL), browser.js("document.documentElement.scrollWidth")
        page.enter(["Ac2d5h9s", "KsKh3c4c", "AA$ds", "(QdQcJdJc,Td9d8c7c)"], board="2h7d9cJs", hilo=True,
                   trials=20000, seed=3)
        assert page.run() == "done", page.error()
        assert browser.js(NO_SCROLL), browser.js("document.documentElement.scrollWidth")
        assert browser.js(TABLE_FITS), browser.js("document.getElementById('output').scrollWidth")
        page.enter(["AsAhKsKh", "QdQcJdXx"])
        assert page.run() == "error"
        assert browser.js(NO_SCROLL), browser.js("document.documentElement.scrollWidth")
    finally:
        browser.close()


def test_every_input_has_a_label(page):
    unlabelled = page.b.js("""[...document.querySelectorAll('input, select')].filter((el) =>
        !(el.labels && el.labels.length) && !el.getAttribute('aria-label')).map((el) => el.id)""")
    assert unlabelled == []
    page.b.js("document.getElementById('add').click()")
    assert page.b.js("document.getElementById('player-3').labels[0].textContent") == "Player 3"
    page.b.js("document.getElementById('remove').click()")


@pytest.mark.parametrize("hands, board", [
    (["AsAhKsKh", "AA$ds"], "2c7d9h"),
    (["KsKhQdJd", "15%"], "2c7d9hJs"),
    (["AA@10,KK@5", "QsQhJdTd"], "2c7d9h"),
])
def test_range_text_in_a_hand_box(page, hands, board):
    page.enter(hands, board=board)
    assert page.run() == "done"
    check(page.results(), oe.equity(hands, board=board))


def test_an_error_clears_the_results_and_the_status(page):
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
    assert page.run() == "done"
    assert page.results()["rows"]
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h2c")
    assert page.run() == "error"
    assert page.b.js("document.getElementById('results').hidden")
    assert page.b.js("document.querySelectorAll('#results tbody tr').length") == 0
    assert page.b.js("document.getElementById('status').textContent") == ""  # no stale "running" or "estimating"


def test_auto_is_exact_when_quick_and_monte_carlo_otherwise_with_the_estimate(page):
    default = page.b.js("(() => { const m = document.getElementById('mode'); "
                        "return ([...m.options].find((o) => o.defaultSelected) ?? m.options[0]).value; })()")
    assert default == "auto"  # what a fresh page runs
    page.enter(["AsAhKsKh", "QdQcJdJc"], board="2c7d9h")
    page.b.js("document.getElementById('mode').value = 'auto'")
    assert page.run() == "done"
    status = page.results()["status"]
    assert status.startswith("exact: all 820 boards") and status.endswith("Auto chose exact: under a second")
    # about 389 s exact by Python's cost model: Auto samples, and says why
    page.enter(["AsAhKsKh", "*"], trials=30000, seed=9)
    page.b.js("document.getElementById('mode').value = 'auto'")
    assert page.run() == "done"
    status = page.results()["status"]
    assert re.search(r"^Monte Carlo: 30,000 trials.* · Auto chose Monte Carlo: exact would take about \d+ minutes$",
                     status), status
    check(page.results(), oe.equity(["AsAhKsKh", "*"], trials=30000, seed=9))


def test_errors_in_a_players_words(page):
    page.enter(["AsAhKsKh", "*"], trials=1000)
    page.b.js("document.getElementById('mode').value = 'mc'")
    page.b.type_into("trials", "")
    assert page.run() == "error"
    assert page.error().startswith("The Trials box is empty")
    assert page.b.js("document.getElementById('trials').classList.contains('bad')")
    page.enter(["AsAhKsKh2c3c"] + ["*"] * 9, game="omaha6")
    assert page.run() == "error"
    message = page.error()
    assert message.startswith("Too many players: 10 hands of 6 cards") and "-" not in message.split(":")[1][:20]
    assert "leave" not in message
    assert not page.b.js("document.getElementById('board').classList.contains('bad')")
    page.enter(["AsAhKsKh", ""])
    assert page.run() == "error"
    assert page.error().startswith("Player 2's box is empty")


def test_win_tie_scoop_high_low_explained(page):
    titles = page.b.js("[...document.querySelectorAll('#results th[title]')].map((th) => th.textContent)")
    assert {"Equity", "Win", "Tie", "Scoop", "High", "Low"} <= set(titles)
    page.enter(["Ac2d5h9s", "KsKh3c4c"], board="2h7d9c", hilo=True)
    assert page.run() == "done"
    legend = page.b.js("document.getElementById('legend').textContent")
    assert "Win: takes the high half alone" in legend and "Scoop: takes both halves alone" in legend


def test_the_service_worker_keeps_every_module():
    """Offline, a module the page imports but the service worker did not
    keep would break the page: every src/*.js and calculator/*.js is listed."""
    sw = (JS / "calculator" / "sw.js").read_text(encoding="utf-8")
    for path in sorted((JS / "src").glob("*.js")):
        assert f'"../src/{path.name}"' in sw, path.name
    for path in sorted((JS / "calculator").glob("*.js")):
        if path.name != "sw.js":
            assert f'"{path.name}"' in sw, path.name
