"""onProgress(done, total, unit) of the JavaScript module (issue 58): called
after each chunk with the work done so far, so its reports rise to
exactly the total, for an exact job (combinations of hands, a few a
chunk) and a Monte Carlo one (16,384 trials a chunk), through equity and
equityAsync. (The node suite uses onProgress only to cancel.)"""
from __future__ import annotations

import json
import subprocess

from .jsenv import JS

SCRIPT = """
import { loadOmahaEval } from %(index)s;
const oe = await loadOmahaEval();
const nines = ["KsKh", "KsKd", "KsKc", "KhKd", "KhKc", "KdKc", "QsQh", "QsQd", "QsQc"];
const jobs = {
  // 9 combinations of hands, no board: chunks of 4 combinations
  exact: [["AsAh", nines], {}],
  // 3 full chunks of 16,384 trials and one of 100
  sampled: [["AsAhKsKh", "*"], { trials: 3 * 16384 + 100, seed: 1 }],
};
const out = {};
for (const [name, [hands, options]] of Object.entries(jobs)) {
  for (const how of ["equity", "equityAsync"]) {
    const reports = [];
    await oe[how](hands, { ...options, onProgress: (done, total, unit) => { reports.push([done, total, unit]); } });
    out[`${name} ${how}`] = reports;
  }
}
console.log(JSON.stringify(out));
"""


def _reports(node, tmp_path):
    script = tmp_path / "progress.mjs"
    script.write_text(SCRIPT % {"index": json.dumps((JS / "src" / "index.js").as_uri())}, encoding="utf-8")
    run = subprocess.run([node, str(script)], cwd=JS, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_progress_reports_each_chunks_end_up_to_the_total(wasm, node, tmp_path):
    exact = [[4, 9, "hands"], [8, 9, "hands"], [9, 9, "hands"]]
    sampled = [[16384, 49252, "trials"], [32768, 49252, "trials"], [49152, 49252, "trials"], [49252, 49252, "trials"]]
    assert _reports(node, tmp_path) == {"exact equity": exact, "exact equityAsync": exact,
                                        "sampled equity": sampled, "sampled equityAsync": sampled}
