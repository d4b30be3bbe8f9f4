"""Issue 14: no input, however hostile, crashes the interpreter.

Every crasher found by the audit lives as a script in tests/fuzz/crashers/
and runs here in a subprocess, so a regression is a failed test, not a dead
test run. The rest are the accepted / refused inputs the audit listed.
"""
import os
import platform
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import children
import omaha_eval as oe
from omaha_eval.core import _core

CRASHERS = Path(__file__).parent / "fuzz" / "crashers"
# the directory that holds the omaha_eval being tested (in place or installed)
PACKAGE_ROOT = str(Path(oe.__file__).resolve().parent.parent)


def run_python(code_or_path, timeout=120, args=()):
    env = dict(os.environ, PYTHONPATH=PACKAGE_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, str(code_or_path), *args] if isinstance(code_or_path, Path) \
        else [sys.executable, "-c", textwrap.dedent(code_or_path), *args]
    # cwd: not the source tree, whose omaha_eval (without the built core) would shadow the one tested
    # subprocess.run kills the child on a timeout or an interrupt; dies_with_parent when the run is killed
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                          cwd=Path(__file__).parent, preexec_fn=children.dies_with_parent)


def describe(result):
    how = f"signal {-result.returncode}" if result.returncode < 0 else f"exit {result.returncode}"
    return f"{how}\nstdout: {result.stdout[-2000:]}\nstderr: {result.stderr[-4000:]}"


def crasher_params():
    for path in sorted(CRASHERS.glob("*.py")):
        yield pytest.param(path, id=path.stem)


@pytest.mark.parametrize("script", list(crasher_params()))
def test_crasher_runs_cleanly(script):
    if script.name == "batch_array_changed_during_call.py":
        pytest.importorskip("numpy")
    if script.name == "private_batch_bad_shapes.py":
        pytest.importorskip("numpy")
    result = run_python(script)
    assert result.returncode == 0 and result.stdout.strip().endswith("ok"), describe(result)


def test_crasher_corpus_is_there():
    assert len(list(CRASHERS.glob("*.py"))) >= 6


# --- 14.4: invalid input refused ---------------------------------------------

class IndexReturns:
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


@pytest.mark.parametrize("value", [3.5, True, False, "3", None])
def test_index_must_return_an_int(value):
    with pytest.raises(TypeError, match="__index__"):
        oe.evaluate([IndexReturns(value), 1, 2, 4], [5, 6, 7])
    with pytest.raises(TypeError):
        oe.Card(IndexReturns(value))


def test_index_objects_and_numpy_ints_are_cards():
    np = pytest.importorskip("numpy")
    hole = [IndexReturns(51), np.uint8(47), np.int64(43), 39]
    assert oe.evaluate(hole, [35, 30, 2]) == oe.evaluate([51, 47, 43, 39], [35, 30, 2])
    assert oe.Card(IndexReturns(51)) == oe.Card("As")


@pytest.mark.parametrize("bad", [[-1], [-52], [52], [2**70], [-2**70]])
def test_cards_text_out_of_range(bad):
    with pytest.raises(ValueError, match="out of range"):
        oe.cards_text(bad)


@pytest.mark.parametrize("bad", [[True], [1.0], [None], 5, "As"])
def test_cards_text_wrong_type(bad):
    with pytest.raises(TypeError):
        oe.cards_text(bad)


def test_cards_text_still_reads_cards():
    assert oe.cards_text([51, oe.Card("Kh")], " ") == "As Kh"
    assert oe.cards_text(iter([0, 1])) == "2c2d"
    assert oe.cards_text([0, 0]) == "2c2c"  # text of any cards, duplicates allowed


@pytest.mark.parametrize("card", [-1, 52, -52, 2**31 - 1])
def test_card_name_out_of_range(card):
    with pytest.raises(ValueError, match="out of range"):
        _core.card_name(card)


def test_card_name():
    assert [_core.card_name(c) for c in (0, 51)] == ["2c", "As"]


@pytest.mark.parametrize("game", [-1, 1, 3, 7, 100])
def test_private_game_codes_checked(game):
    for f in (_core.eval_high, _core.best_high, _core.eval_low, _core.best_low, _core.eval_hilo):
        with pytest.raises(ValueError, match=f"game code {game}"):
            f([5], [1, 2, 3], game)


def test_private_batch_columns_checked():
    np = pytest.importorskip("numpy")
    with pytest.raises(ValueError, match="8 cards per row"):
        _core.batch_high(np.zeros((1, 2), np.uint8), np.zeros((1, 8), np.uint8), np.zeros(1, np.uint16))
    with pytest.raises(ValueError, match="1 cards per row"):
        _core.batch_low(np.zeros((1, 1), np.uint8), np.zeros((1, 3), np.uint8), np.zeros(1, np.uint8))
    with pytest.raises(ValueError, match="3 cards per row"):
        _core.batch_high(np.zeros((1, 3), np.uint8), np.zeros((1, 3), np.uint8), np.zeros(1, np.uint16))


# --- 14.5: valid input accepted ----------------------------------------------

class Text(str):
    pass


def test_str_subclasses_are_card_text():
    assert oe.Card(Text("As")) == 51
    assert oe.parse_cards(Text("AsKd")) == [51, 45]
    assert oe.evaluate(Text("AsKdQhJc"), [Text("Tc"), "9c", 0]).rank == oe.evaluate("AsKdQhJc", "Tc9c2c").rank
    assert _core.parse_cards(Text("As")) == [51]


def test_numpy_str_is_card_text():
    np = pytest.importorskip("numpy")
    assert oe.Card(np.str_("As")) == 51
    assert oe.evaluate(np.str_("AsKdQhJc"), np.array(["Tc", "9c", "2c"])).rank == \
        oe.evaluate("AsKdQhJc", "Tc9c2c").rank


# --- 14.6: helpful errors -------------------------------------------------------

@pytest.mark.parametrize("text", ["As\ud800", "\udfffKd", "AsKd\ud83d"])
def test_lone_surrogate_is_an_unknown_card(text):
    with pytest.raises(ValueError, match=r"unknown card '\\ud[0-9a-f]{3}' in hole"):
        oe.evaluate(text, "2c3c4c")
    with pytest.raises(ValueError, match="unknown card"):
        oe.Card(text)


def test_settle_negative_button_is_a_value_error():
    with pytest.raises(ValueError, match="button -1"):
        oe.settle([(10, [0, 1])], {0: "AsKsQsJs", 1: "2c3d9h9d"}, board="KdTs4c5h8c", button=-1)
    with pytest.raises(TypeError, match="button"):
        oe.settle([(10, [0, 1])], {0: "AsKsQsJs", 1: "2c3d9h9d"}, board="KdTs4c5h8c", button="0")


@pytest.mark.parametrize("seed", [-1, 2**64])
def test_equity_seed_out_of_range_is_a_value_error(seed):
    with pytest.raises(ValueError, match="seed"):
        oe.equity(["AsAhKsKh", "JdTd9c8c"], board="2c3d4h", trials=100, seed=seed)


def test_cli_seed_out_of_range_is_an_error_message(capsys):
    from omaha_eval.cli import main
    assert main(["equity", "AsAhKsKh", "JdTd9c8c", "--board", "2c3d4h", "--trials", "10",
                 "--seed", "-1", "--threads", "1"]) == 2
    assert "seed" in capsys.readouterr().err


# --- 14.7: Ctrl-C inside batch -------------------------------------------------

CTRL_C = """
import os, signal, sys, threading, types
# Python leaves SIGINT ignored when started so (a non-interactive shell's background job)
signal.signal(signal.SIGINT, signal.default_int_handler)
import numpy as np
import omaha_eval.batch as batch
from omaha_eval.core import _core
threads = int(sys.argv[1])
rng = np.random.default_rng(7)
n = 4_000_000
deals = np.argsort(rng.random((4096, 52)), axis=1)[:, :11].astype(np.uint8)
holes = np.ascontiguousarray(np.resize(deals[:, :6], (n, 6)))
board = deals[:1, 6:11].copy()
holes = holes[~np.isin(holes, board).any(axis=1)]
# the kernel seen from outside: each part's rows start at 0 (a value is
# 1..7462, so 0 is a row not done), and the main thread's part says when
# it starts; Ctrl-C comes then, while the C loop runs (it holds no GIL)
outs, started = [], threading.Event()
def kernel(h, b, out, first, *stop):
    out[:] = 0
    outs.append(out)
    if threading.current_thread() is threading.main_thread():
        started.set()
    return _core.batch_high(h, b, out, first, *stop)
batch._core = types.SimpleNamespace(batch_high=kernel)
def interrupt():
    started.wait()
    os.kill(os.getpid(), signal.SIGINT)
threading.Thread(target=interrupt, daemon=True).start()
try:
    batch.evaluate(holes, board, threads=threads)
    print("finished", len(holes), len(holes))
except KeyboardInterrupt:
    print("interrupted", sum(int(np.count_nonzero(o)) for o in outs), len(holes))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT from os.kill is POSIX")
@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_batch_before_its_end(threads):
    # no clock: Ctrl-C sent once the C loop has started must end the call
    # with KeyboardInterrupt and rows left undone (the loop checks between
    # blocks of rows; test_batch_stop_event_returns_rows_done pins that a
    # stop stops the rows at a block)
    pytest.importorskip("numpy")
    result = run_python(CTRL_C, args=[str(threads)])
    assert result.returncode == 0, describe(result)
    words = result.stdout.split()
    assert words[0] == "interrupted", describe(result)
    done, rows = int(words[1]), int(words[2])
    assert done < rows, describe(result)


def test_batch_stop_event_returns_rows_done():
    np = pytest.importorskip("numpy")
    import threading
    n = 100_000
    holes = np.tile(np.array([[51, 47, 43, 39]], np.uint8), (n, 1))
    board = np.array([[0, 4, 8, 12, 16]], np.uint8)
    out = np.zeros(n, np.uint16)
    stop = threading.Event()
    stop.set()
    done = _core.batch_high(holes, board, out, 0, stop)
    assert 0 < done < n and out[:done].all() and not out[done:].any()
    assert _core.batch_high(holes, board, out, 0, None) == n


# --- 14.8: only the module init symbol is exported ---------------------------

def dynamic_symbols(path):
    if sys.platform.startswith("linux"):
        cmd = ["nm", "-D", "--defined-only", str(path)]
    elif sys.platform == "darwin":
        cmd = ["nm", "-gU", str(path)]
    else:
        pytest.skip("symbol check for ELF and Mach-O only")
    if shutil.which("nm") is None:
        pytest.skip("nm is not installed")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    names = {line.split()[-1] for line in out.splitlines() if line.strip()}
    if sys.platform == "darwin":  # Mach-O prefixes C names with one underscore
        names = {n[1:] if n.startswith("_") else n for n in names}
    return names


def test_only_module_init_is_exported():
    if os.environ.get("OMAHA_EVAL_SANITIZED"):
        pytest.skip("a sanitizer build exports the sanitizer's hooks")
    symbols = dynamic_symbols(_core.__file__)
    assert "PyInit__core" in symbols, sorted(symbols)
    assert not [s for s in symbols if s.startswith("oe_")], sorted(symbols)
    if sys.platform.startswith("linux"):  # ELF: exactly the init function (and the loader's hooks)
        extra = symbols - {"PyInit__core", "_init", "_fini"}
        assert not extra, f"exported besides PyInit__core: {sorted(extra)} ({platform.machine()})"

