"""A headless Chromium driven over the DevTools protocol (a websocket, via
the websocket-client package), and a static server for js/: enough to use
the calculator page as a person would, from the pytest suite and from
bench/js_speed.py. `python tests/js/browser.py shot PATH` saves a
screenshot of the page after a Hi-Lo job (docs/_static/calculator.png)."""
from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Optional

JS = Path(__file__).resolve().parent.parent.parent / "js"


def chromium_path() -> Optional[str]:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript", ".mjs": "text/javascript"}

    def log_message(self, *args: Any) -> None:
        pass


@contextmanager
def serve_js() -> Iterator[str]:
    """js/ over http on 127.0.0.1 (what `python -m http.server -d js` does)."""
    handler = functools.partial(_Quiet, directory=str(JS))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class Browser:
    """One headless Chromium and one page, driven by DevTools commands."""

    def __init__(self, width: int = 1100, height: int = 900) -> None:
        import websocket  # websocket-client

        path = chromium_path()
        if path is None:
            raise RuntimeError("no chromium found")
        self.profile = tempfile.mkdtemp(prefix="oe-chromium-")
        port = free_port()
        args = [path, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--no-default-browser-check", f"--user-data-dir={self.profile}",
                f"--remote-debugging-port={port}", f"--window-size={width},{height}", "about:blank"]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        targets = None
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=1) as r:
                    targets = [t for t in json.load(r) if t.get("type") == "page"]
                if targets:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if not targets:
            self.close()
            raise RuntimeError("chromium did not start its DevTools endpoint")
        self.ws = websocket.create_connection(targets[0]["webSocketDebuggerUrl"], timeout=60,
                                              suppress_origin=True)
        self.next_id = 0
        self.send("Page.enable")
        self.send("Runtime.enable")

    def send(self, method: str, **params: Any) -> Any:
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})

    def js(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (awaited)."""
        r = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def wait(self, expression: str, timeout: float = 30.0) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.02)
        raise TimeoutError(f"waited {timeout} s for {expression}")

    def goto(self, url: str) -> None:
        self.send("Page.navigate", url=url)
        self.wait("document.readyState === 'complete' && document.body && document.body.dataset.ready === '1'")

    def type_into(self, element_id: str, text: str) -> None:
        """Focuses a field, selects what it holds and types the text (key
        events, as a person's typing)."""
        self.js(f"(() => {{ const e = document.getElementById({json.dumps(element_id)}); e.focus(); e.select(); }})()")
        self.send("Input.insertText", text=text)

    def screenshot(self, path: Path) -> None:
        import base64
        data = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Calculator:
    """The calculator page as a person uses it."""

    def __init__(self, browser: Browser, base: str) -> None:
        self.b = browser
        self.b.goto(f"{base}/calculator/")

    def enter(self, hands: list, board: str = "", dead: str = "", game: str = "omaha", hilo: bool = False,
              trials: Optional[int] = None, seed: Optional[int] = None) -> None:
        b = self.b
        b.js(f"document.getElementById('game').value = {json.dumps(game)}")
        b.js(f"document.getElementById('hilo').checked = {json.dumps(hilo)}")
        while b.js("document.querySelectorAll('input.hand').length") < len(hands):
            b.js("document.getElementById('add').click()")
        while b.js("document.querySelectorAll('input.hand').length") > len(hands):
            b.js("document.getElementById('remove').click()")
        for i, hand in enumerate(hands):
            b.type_into(f"player-{i + 1}", hand)
        b.type_into("board", board)
        b.type_into("dead", dead)
        b.js(f"document.getElementById('mode').value = {json.dumps('mc' if trials else 'exact')}")
        if trials:
            b.type_into("trials", str(trials))
            b.type_into("seed", "" if seed is None else str(seed))

    def run(self, timeout: float = 60.0) -> str:
        """Presses Run; returns the final state (done, error, cancelled)."""
        self.b.js("document.body.dataset.state = ''; document.getElementById('run').click()")
        return self.b.wait("['done', 'error', 'cancelled'].includes(document.body.dataset.state) && "
                           "document.body.dataset.state", timeout)

    def results(self) -> dict:
        return self.b.js("""(() => ({
            rows: [...document.querySelectorAll('#results tbody tr')].map((tr) => ({
              hand: tr.querySelector('td.hand').textContent,
              ...Object.fromEntries([...tr.querySelectorAll('td[data-value]')].map(
                (td) => [td.classList[0], Number(td.dataset.value)]))})),
            counters: JSON.parse(document.getElementById('results').dataset.counters),
            status: document.getElementById('status').textContent,
            ms: Number(document.getElementById('status').dataset.ms)}))()""")

    def error(self) -> str:
        return self.b.js("document.getElementById('error').hidden ? '' : document.getElementById('error').textContent")


def main(argv: list) -> int:
    if len(argv) == 2 and argv[0] == "shot":
        with serve_js() as base:
            browser = Browser(1000, 760)
            try:
                page = Calculator(browser, base)
                page.enter(["AsAd2h3c", "KsKhQdJd", "*"], board="4h7d9s", game="omaha", hilo=True,
                           trials=200000, seed=42)
                assert page.run() == "done"
                browser.screenshot(Path(argv[1]))
            finally:
                browser.close()
        print(f"wrote {argv[1]}")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
