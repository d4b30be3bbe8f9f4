"""The npm package, made and installed offline: `npm pack` gives a tarball
with the .wasm, the orderings, README, LICENSE and the TypeScript
declarations; `npm install ./omaha-eval-X.tgz` puts it in a fresh folder,
where it loads from both `import` and `require` (percent ranges included);
`npm run build` finds python3; js/LICENSE is the project's."""
from __future__ import annotations

import json
import shutil
import subprocess
import tarfile

from .jsenv import JS, ROOT, need


def test_package_license_is_the_projects():
    assert (JS / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()


def test_build_script_calls_a_python_it_finds():
    scripts = json.loads((JS / "package.json").read_text(encoding="utf-8"))["scripts"]
    assert scripts["build"] == "node build.mjs"
    text = (JS / "build.mjs").read_text(encoding="utf-8")
    assert '"python3"' in text and text.index('"python3"') < text.index('"python"')


def test_pack_install_offline_and_import_both_ways(wasm, node, tmp_path):
    npm = shutil.which("npm")
    need(npm is not None, "no npm on PATH")
    assert npm is not None
    packed = subprocess.run([npm, "pack", "--offline", "--json", "--pack-destination", str(tmp_path)], cwd=JS,
                            capture_output=True, text=True, timeout=300)
    assert packed.returncode == 0, packed.stderr[-3000:]
    name = json.loads(packed.stdout)[0]["filename"]
    tarball = tmp_path / name
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
    for must in ["package/dist/omaha_eval.wasm", "package/README.md", "package/LICENSE", "package/src/index.d.ts",
                 "package/index.cjs", "package/index.d.cts", "package/dist/orderings/omaha-ring.oeorder",
                 "package/src/index.js", "package/package.json"]:
        assert must in names, must
    app = tmp_path / "app"
    app.mkdir()
    (app / "package.json").write_text('{"name": "app", "private": true}', encoding="utf-8")
    installed = subprocess.run([npm, "install", "--offline", "--no-audit", "--no-fund", str(tarball)], cwd=app,
                               capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr[-3000:]
    (app / "esm.mjs").write_text(
        'import { loadOmahaEval, Range } from "omaha-eval";\n'
        'const oe = await loadOmahaEval();\n'
        'console.log(oe.evalHigh("AhAd7c2s", "KsKd7h3c2d"), oe.range("15%", { game: "omaha" }).length, '
        'oe.range("AA$ds", { game: "omaha" }) instanceof Range);\n', encoding="utf-8")
    (app / "cjs.cjs").write_text(
        'const { loadOmahaEval, load } = require("omaha-eval");\n'
        'Promise.all([loadOmahaEval(), load()]).then(([oe, m]) => '
        'console.log(oe.evalHigh(["Ah", "Ad", "7c", "2s"], "KsKd7h3c2d"), oe.range("10%6h", { game: "omaha" }).length, '
        'm.lowName(31)));\n', encoding="utf-8")
    esm = subprocess.run([node, "esm.mjs"], cwd=app, capture_output=True, text=True, timeout=120)
    assert esm.returncode == 0, esm.stderr
    cjs = subprocess.run([node, "cjs.cjs"], cwd=app, capture_output=True, text=True, timeout=120)
    assert cjs.returncode == 0, cjs.stderr

    import omaha_eval as oe

    assert esm.stdout.split() == ["2473", str(len(oe.Range("15%", game="omaha"))), "true"]
    assert cjs.stdout.split() == ["2473", str(len(oe.Range("10%6h", game="omaha"))), "5-4-3-2-A"]
