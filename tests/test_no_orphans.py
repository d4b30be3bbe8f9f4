"""A test run killed mid-way (SIGINT, SIGTERM) leaves no child process.

A pytest run in a child process starts a long grandchild and is killed
while it waits; the grandchild must be gone soon after. Each of the two
guards is checked alone: children.dies_with_parent (the kernel kills the
child with its parent) and the suite's conftest (SIGTERM unwinds like
Ctrl-C, and subprocess.run kills its child on the way out)."""
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import children

HERE = Path(__file__).resolve().parent

INNER = textwrap.dedent('''
    import subprocess, sys
    import children

    def test_waits_on_a_long_child():
        code = "import os, time; print(os.getpid(), flush=True); time.sleep(600)"
        subprocess.run([sys.executable, "-c", code], stdout=open(PID_FILE, "w"),
                       preexec_fn=PREEXEC, timeout=600)
''')


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waiting for its new parent to reap it is dead
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks processes through /proc (Linux)")
@pytest.mark.parametrize("guard", ["dies_with_parent", "conftest"])
@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_a_killed_run_leaves_no_child(tmp_path, how, guard):
    pid_file = tmp_path / "grandchild.pid"
    test_file = tmp_path / "test_inner.py"
    preexec = "children.dies_with_parent" if guard == "dies_with_parent" else "None"
    test_file.write_text(f"import children\nPID_FILE = {str(pid_file)!r}\nPREEXEC = {preexec}\n" + INNER)
    plugins = ["-p", "conftest"] if guard == "conftest" else []
    env = dict(os.environ, PYTHONPATH=str(HERE) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    # (without hypothesis' plugin, which costs seconds to load and is not needed here)
    run = subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest",
                            "--rootdir",
                            str(tmp_path), "-c", os.devnull, *plugins, str(test_file)], cwd=tmp_path, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           preexec_fn=children.dies_with_parent)
    grandchild = None
    try:
        deadline = time.monotonic() + 60
        while grandchild is None and time.monotonic() < deadline and run.poll() is None:
            text = pid_file.read_text() if pid_file.exists() else ""
            grandchild = int(text) if text.strip() else None
            time.sleep(0.05)
        assert grandchild is not None, run.communicate(timeout=30)[0]
        run.send_signal(how)
        run.communicate(timeout=30)
        deadline = time.monotonic() + 10
        while alive(grandchild) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(grandchild), f"the grandchild {grandchild} outlived the run killed by {how!r}"
    finally:
        if run.poll() is None:
            run.kill()
            run.communicate()
        if grandchild is not None and alive(grandchild):
            os.kill(grandchild, signal.SIGKILL)
