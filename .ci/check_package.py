"""Packaging checks: run by .ci/check-package (and so by .ci/run).

Each check prints what it ran and fails loudly; the script exits non-zero if
any check failed. It expects the tools of the `dev` dependency group
(pyproject.toml) in the running interpreter's environment, and the package
itself installed there (non-editable) by the README's test command.

    python .ci/check_package.py            # all checks
    python .ci/check_package.py --list     # their names
    python .ci/check_package.py NAME ...   # only some
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
import zipfile
from pathlib import Path
from typing import Callable, Dict, List, Sequence

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(tempfile.mkdtemp(prefix="omaha-eval-pkg-"))
DIST = WORK / "dist"
CHECKS: Dict[str, Callable[[], None]] = {}
IS_LINUX = sys.platform.startswith("linux")
EXE = ".exe" if os.name == "nt" else ""


class CheckFailed(Exception):
    pass


def check(func: Callable[[], None]) -> Callable[[], None]:
    CHECKS[func.__name__.replace("_", "-")] = func
    return func


def run(args: Sequence[str], cwd: Path = ROOT, env: Dict[str, str] | None = None,
        expect_fail: bool = False) -> str:
    """Runs a command, echoing it; returns its stdout + stderr."""
    shown = " ".join(str(a) for a in args)
    print(f"$ {shown}" + (f"   (in {cwd})" if cwd != ROOT else ""), flush=True)
    result = subprocess.run([str(a) for a in args], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = result.stdout
    if expect_fail:
        if result.returncode == 0:
            print(output)
            raise CheckFailed(f"expected to fail but succeeded: {shown}")
        return output
    if result.returncode != 0:
        print(output)
        raise CheckFailed(f"exit code {result.returncode}: {shown}")
    return output


def tool(name: str) -> str:
    """A console script of the running environment (the CI venv)."""
    path = Path(sys.executable).parent / (name + EXE)
    return str(path) if path.exists() else name


def version() -> str:
    text = (ROOT / "omaha_eval" / "_version.py").read_text()
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if not found:
        raise CheckFailed("no __version__ in omaha_eval/_version.py")
    return found.group(1)


def tracked(prefix: str, suffixes: Sequence[str]) -> List[str]:
    """Files under prefix (git-tracked if this is a git checkout) with one
    of the suffixes."""
    try:
        out = subprocess.run(["git", "ls-files", prefix], cwd=ROOT, text=True,
                             capture_output=True, check=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        out = [p.relative_to(ROOT).as_posix() for p in (ROOT / prefix).rglob("*") if p.is_file()]
    return sorted(p for p in out if p.endswith(tuple(suffixes)) and "__pycache__" not in p)


# --- pyproject.toml and the cibuildwheel configuration ----------------------

@check
def validate_pyproject() -> None:
    out = run([tool("validate-pyproject"), "pyproject.toml"])
    print(out.strip())
    # It knows cibuildwheel's schema (plugin), so a misspelt option fails:
    bad = WORK / "bad-pyproject" / "pyproject.toml"
    bad.parent.mkdir()
    text = (ROOT / "pyproject.toml").read_text()
    broken = text.replace("\ntest-command =", "\ntest-comand =", 1)
    if broken == text:
        raise CheckFailed("no test-command option to misspell in pyproject.toml")
    bad.write_text(broken)
    out = run([tool("validate-pyproject"), str(bad)], expect_fail=True)
    if "test-comand" not in out:
        raise CheckFailed("validate-pyproject did not name the misspelt cibuildwheel option")
    print("a misspelt [tool.cibuildwheel] option is rejected: ok")
    try:
        import tomllib
    except ImportError:  # Python < 3.11: the rest needs tomllib
        return
    config = tomllib.loads(text)["tool"]["cibuildwheel"]
    forced_off = {k: config.get("environment", {}).get(k)
                  for k in ("OMAHA_EVAL_DEBUG", "OMAHA_EVAL_TRACE", "OMAHA_EVAL_NATIVE")}
    if set(forced_off.values()) != {"0"}:
        raise CheckFailed(f"[tool.cibuildwheel] environment must force the build switches off: {forced_off}")
    print("release wheels are built with OMAHA_EVAL_DEBUG/TRACE/NATIVE forced off: ok")


PYTHONS = ["cp39", "cp310", "cp311", "cp312", "cp313", "cp314", "cp314t", "cp315", "cp315t"]
PLATFORMS = {
    # platform: (archs asked for, wheel tags that must all be there)
    "linux": ("all", ["manylinux_x86_64", "manylinux_aarch64",
                      "musllinux_x86_64", "musllinux_aarch64"]),
    "macos": ("all", ["macosx_x86_64", "macosx_arm64"]),
    "windows": ("all", ["win_amd64", "win_arm64"]),
}
# numpy (a dependency) has no wheels there, so neither has omaha-eval (pyproject's skip)
NO_NUMPY_WHEELS = {"cp39-win_arm64", "cp310-win_arm64"}
FORBIDDEN = re.compile(r"i686|win32|armv7l|ppc64le|s390x|riscv64|universal2|^pp|^gp")


@check
def cibuildwheel_identifiers() -> None:
    """What cibuildwheel would build on each platform, all architectures
    asked for: 64-bit x86_64/aarch64 only, every CPython incl. 3.14t."""
    for platform, (archs, tags) in PLATFORMS.items():
        out = run([tool("cibuildwheel"), "--print-build-identifiers",
                   "--platform", platform, "--archs", archs, "."])
        ids = set(out.split())
        if not ids:
            raise CheckFailed(f"no build identifiers for {platform}")
        missing = sorted(f"{py}-{tag}" for py in PYTHONS for tag in tags
                         if f"{py}-{tag}" not in ids and f"{py}-{tag}" not in NO_NUMPY_WHEELS)
        unwanted = sorted(i for i in ids if FORBIDDEN.search(i) or not i.startswith("cp") or i in NO_NUMPY_WHEELS)
        if missing:
            raise CheckFailed(f"{platform}: expected identifiers missing: {missing}")
        if unwanted:
            raise CheckFailed(f"{platform}: identifiers that must be skipped: {unwanted}")
        print(f"{platform}: {len(ids)} wheels, e.g. {', '.join(sorted(ids)[:3])} ... "
              f"{', '.join(i for i in sorted(ids) if 't-' in i)[:120]}")
    # And cibuildwheel itself rejects a misspelt option.
    bad = WORK / "bad-cibw"
    bad.mkdir()
    text = (ROOT / "pyproject.toml").read_text()
    broken = text.replace("\nbuild-frontend =", "\nbuild-fronted =", 1)
    if broken == text:
        raise CheckFailed("no build-frontend option to misspell in pyproject.toml")
    (bad / "pyproject.toml").write_text(broken)
    out = run([tool("cibuildwheel"), "--print-build-identifiers", "--platform", "linux",
               str(bad)], expect_fail=True)
    if "build-fronted" not in out:
        raise CheckFailed("cibuildwheel did not name the misspelt option")
    print("cibuildwheel rejects a misspelt option: ok")


@check
def cibuildwheel_options() -> None:
    """The options cibuildwheel resolves for a few wheels (overrides
    included): how each is tested and repaired. Uses cibuildwheel's own
    option reader (the version is pinned in the dev group)."""
    from cibuildwheel.options import CommandLineArguments, compute_options

    args = CommandLineArguments.defaults()
    args.package_dir = ROOT
    expected = {
        # identifier: (test command, test extras, test requires must include)
        "cp312-manylinux_x86_64": ("pytest", ["test"], []),
        "cp313-macosx_arm64": ("pytest", ["test"], []),
        "cp314-win_arm64": ("pytest", ["test"], []),
        "cp314t-musllinux_aarch64": ("pytest --parallel-threads=4", ["test"], ["pytest-run-parallel"]),
        "cp314t-macosx_x86_64": ("pytest --parallel-threads=4", ["test"], ["pytest-run-parallel"]),
        "cp315t-win_amd64": ("pytest --parallel-threads=4", ["test"], ["pytest-run-parallel"]),
        "cp39-musllinux_aarch64": ("pytest", [], ["pytest", "hypothesis"]),
        "cp310-win_amd64": ("pytest", [], ["pytest", "hypothesis"]),
    }
    platform_of = {"linux": "linux", "macosx": "macos", "win": "windows"}
    for ident, (command, extras, requires) in expected.items():
        platform = next(v for k, v in platform_of.items() if f"-{k}" in ident or f"{k}_" in ident)
        opts = compute_options(platform, args, {}).build_options(ident)
        got_extras = sorted(str(opts.test_extras).strip("[]").split(",")) if str(opts.test_extras) else []
        got_requires = " ".join(opts.test_requires)
        problems = []
        if opts.test_command != command:
            problems.append(f"test command {opts.test_command!r}, expected {command!r}")
        if [e for e in got_extras if e] != extras:
            problems.append(f"test extras {opts.test_extras}, expected {extras}")
        problems += [f"test requires lacks {r}" for r in requires if r not in got_requires]
        if sorted(opts.test_sources) != ["pyproject.toml", "tests"]:
            problems.append(f"test sources {opts.test_sources}")
        if platform == "linux" and "--strip" not in (opts.repair_command or ""):
            problems.append(f"repair command {opts.repair_command!r} does not strip")
        if problems:
            raise CheckFailed(f"{ident}: " + "; ".join(problems))
        print(f"{ident}: test `{opts.test_command}`, extras {opts.test_extras or '-'}, "
              f"requires {opts.test_requires or '-'}")


@check
def workflows() -> None:
    """GitHub workflows: valid against the workflow schema, every action
    pinned by a full commit SHA with a version comment, the runners of the
    wheels matrix, and the same cibuildwheel version as checked here."""
    files = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
    if {f.name for f in files} < {"test.yml", "wheels.yml"}:
        raise CheckFailed(f"expected test.yml and wheels.yml, found {[f.name for f in files]}")
    run([tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", *files])
    pinned = re.compile(r"^\s*(?:-\s*)?uses:\s*[\w.-]+/[\w./-]+@[0-9a-f]{40} # v\d[\w.]*\s*$")
    for f in files:
        for n, line in enumerate(f.read_text().splitlines(), 1):
            if re.match(r"^\s*(?:-\s*)?uses:", line) and not pinned.match(line):
                raise CheckFailed(f"{f.name}:{n}: action not pinned by SHA with a version comment: {line.strip()}")
    wheels = (ROOT / ".github" / "workflows" / "wheels.yml").read_text()
    for runner in ["ubuntu-24.04", "ubuntu-24.04-arm", "macos-15-intel", "macos-15",
                   "windows-latest", "windows-11-arm"]:
        if not re.search(rf"os: {re.escape(runner)}\b(?!-)", wheels):
            raise CheckFailed(f"wheels.yml: no job on runner {runner}")
    for needed in ["pypa/gh-action-pypi-publish@", "id-token: write", "types: [published]"]:
        if needed not in wheels:
            raise CheckFailed(f"wheels.yml: missing {needed!r}")
    import cibuildwheel  # the version installed from the dev group

    pin = re.search(r'CIBUILDWHEEL_VERSION: "([^"]+)"', wheels)
    if not pin or pin.group(1) != cibuildwheel.__version__:
        raise CheckFailed(f"wheels.yml pins cibuildwheel {pin and pin.group(1)}, "
                          f"checked here with {cibuildwheel.__version__}")
    out = run([tool("zizmor"), "--offline", "--no-progress", str(ROOT / ".github" / "workflows")])
    print(out.strip().splitlines()[-1])
    print(f"{len(files)} workflows valid, all actions pinned; cibuildwheel {cibuildwheel.__version__}")


# --- build: sdist and wheel --------------------------------------------------

@check
def build() -> None:
    """python -m build: the sdist, then the wheel built from that sdist."""
    run([sys.executable, "-m", "build", "--outdir", str(DIST), "."])
    names = sorted(p.name for p in DIST.iterdir())
    print("built:", *names)
    if len(list(DIST.glob("*.tar.gz"))) != 1 or len(list(DIST.glob("*.whl"))) != 1:
        raise CheckFailed(f"expected one sdist and one wheel, got {names}")


def sdist() -> Path:
    if not DIST.exists():
        build()
    return next(DIST.glob("*.tar.gz"))


def wheel() -> Path:
    if not DIST.exists():
        build()
    return next(DIST.glob("*.whl"))


@check
def twine_check() -> None:
    print(run([tool("twine"), "check", "--strict", str(sdist()), str(wheel())]).strip())


@check
def wheel_contents() -> None:
    with zipfile.ZipFile(wheel()) as zf:
        names = zf.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = zf.read(metadata_name).decode()
    compiled = [n for n in names if re.fullmatch(r"omaha_eval/core/_core\..+\.(so|pyd)", n)]
    if len(compiled) != 1:
        raise CheckFailed(f"wheel: expected one compiled omaha_eval/core/_core module, got {compiled}")
    # the C API for other extensions: its header (get_include()) and capi.pxd
    c_api = ["omaha_eval/include/omaha_eval.h", "omaha_eval/capi.pxd"]
    required = ["omaha_eval/__init__.py", "omaha_eval/core/_core.pyi", "omaha_eval/py.typed", *c_api]
    required += [p for p in tracked("omaha_eval", (".py", ".pyi"))]
    # the sample hand histories the documentation's examples read
    required += tracked("omaha_eval/engine/histories/samples", (".txt",))
    missing = sorted(set(required) - set(names))
    if missing:
        raise CheckFailed(f"wheel: missing {missing}")
    leaked = [n for n in names if (n.endswith((".pyx", ".pxd", ".pxi", ".c", ".h", ".html"))
                                   and n not in c_api)
              or n.startswith(("src/", "tests/", "bench/", "examples/"))]
    if leaked:
        raise CheckFailed(f"wheel: must not contain {leaked}")
    if not any(re.search(r"\.dist-info/licenses/LICENSE$", n) for n in names):
        raise CheckFailed("wheel: no LICENSE in .dist-info/licenses/")
    expect = {
        "Version": version(),
        "License-Expression": "MIT",
        "Requires-Python": ">=3.9",
    }
    for key, value in expect.items():
        if f"\n{key}: {value}\n" not in metadata:
            raise CheckFailed(f"wheel METADATA: expected {key}: {value}")
    for classifier in ["Programming Language :: Python :: Free Threading",
                       "Programming Language :: Python :: 3.14"]:
        if classifier not in metadata:
            raise CheckFailed(f"wheel METADATA: no classifier {classifier!r}")
    if "Project-URL: Changelog" not in metadata:
        raise CheckFailed("wheel METADATA: no Changelog project URL")
    print(f"{wheel().name}: {compiled[0]}, _core.pyi, py.typed, the C API's header and capi.pxd; "
          f"no .pyx/_core.pxd/.c; "
          f"License-Expression MIT; version {version()}")


@check
def sdist_contents() -> None:
    with tarfile.open(sdist()) as tf:
        names = {n.split("/", 1)[1] for n in tf.getnames() if "/" in n}
    required = ["pyproject.toml", "setup.py", "README.md", "LICENSE", "CHANGELOG.md",
                "src/gen_tables.py", "omaha_eval/core/_core.pyx", "omaha_eval/core/_core.pxd",
                "omaha_eval/core/_core.pyi", "omaha_eval/py.typed"]
    required += tracked("src", (".c", ".h", ".py"))
    required += tracked("omaha_eval", (".py", ".pyx", ".pxd", ".pxi", ".pyi", ".h", "py.typed"))
    required += tracked("omaha_eval/engine/histories/samples", (".txt",))
    # the C library's CMake build, its example and its C tests
    required += ["CMakeLists.txt", *tracked("cmake", (".in",)), *tracked("examples", (".c", ".py"))]
    required += tracked("tests", (".c", ".pyx"))
    required += tracked("tests", (".py",))
    missing = sorted(set(required) - names)
    if missing:
        raise CheckFailed(f"sdist: missing {missing}")
    leaked = sorted(n for n in names if n in ("omaha_eval/core/_core.c", "omaha_eval/core/_core.html")
                    or n.endswith((".so", ".pyd", ".o", ".pyc")))
    if leaked:
        raise CheckFailed(f"sdist: generated files must not be shipped: {leaked}")
    print(f"{sdist().name}: {len(names)} files, all C sources/headers, the .pyx/.pxd/.pyi, "
          f"gen_tables.py and tests; no generated _core.c")


# The sdist's suite runs every test but the `slow` ones (tests/slow_tests.py:
# exhaustive and random cross-checks of the C core, minutes of CPU), which
# the README's test command has just run on the same sources in this CI run.
# What the sdist can get wrong (a missing data file, page, sample or header;
# a build that differs) is tested by every other file.


@check
def sdist_installs_and_passes_tests() -> None:
    """A fresh venv, pip install the wheel that `build` compiled from the
    sdist (python -m build makes the wheel from the unpacked sdist, so the
    sdist's compile is proven there and not paid twice), then the test
    suite from the sdist's own tests/, where the source tree is not
    importable: the installed package is what gets tested."""
    env_dir = WORK / "venv-sdist"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / ("Scripts" if os.name == "nt" else "bin") / ("python" + EXE)
    run([py, "-m", "pip", "install", "--quiet", f"{wheel()}[test]"])
    unpacked = WORK / "sdist-tests"
    with tarfile.open(sdist()) as tf:
        top = tf.getnames()[0].split("/")[0]
        members = [m for m in tf.getmembers()
                   if m.name.startswith((f"{top}/tests/", f"{top}/pyproject.toml"))]
        try:
            tf.extractall(WORK / "unpacked", members=members, filter="data")
        except TypeError:  # Python without extraction filters
            tf.extractall(WORK / "unpacked", members=members)
    shutil.move(str(WORK / "unpacked" / top), unpacked)
    where = run([py, "-c", "import omaha_eval; print(omaha_eval.__file__)"], cwd=unpacked).strip()
    if not Path(where).resolve().is_relative_to(env_dir.resolve()):
        raise CheckFailed(f"tests would import {where}, not the installed package")
    out = run([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "auto", "-m", "not slow"], cwd=unpacked)
    print(out.strip().splitlines()[-1] + " (the slow tests left to the in-tree run)")


@check
def auditwheel() -> None:
    """Linux only: the wheel's manylinux policy, then repair (+ strip) as
    cibuildwheel does, and the repaired wheel's tag and symbols."""
    if not IS_LINUX:
        print("skipped: not Linux")
        return
    out = " ".join(run([tool("auditwheel"), "show", str(wheel())]).split())
    print(out)
    if not re.search(r'consistent with the following platform tag: "manylinux_\d+_\d+_\w+"', out):
        raise CheckFailed("auditwheel show reports no manylinux tag")
    repaired_dir = WORK / "wheelhouse"
    run([tool("auditwheel"), "repair", "--strip", "-w", str(repaired_dir), str(wheel())])
    repaired = next(repaired_dir.glob("*.whl"))
    if "manylinux" not in repaired.name:
        raise CheckFailed(f"repaired wheel has no manylinux tag: {repaired.name}")
    out = run([tool("auditwheel"), "show", str(repaired)])
    from elftools.elf.elffile import ELFFile  # auditwheel's own dependency

    with zipfile.ZipFile(repaired) as zf:
        so = next(n for n in zf.namelist() if n.endswith(".so"))
        (WORK / "core.so").write_bytes(zf.read(so))
    with open(WORK / "core.so", "rb") as fh:
        sections = [s.name for s in ELFFile(fh).iter_sections()]
    debug = [s for s in sections if s.startswith(".debug") or s == ".symtab"]
    if debug:
        raise CheckFailed(f"repaired wheel is not stripped: {debug}")
    print(f"repaired: {repaired.name} (stripped: no .symtab/.debug_* sections)")


# --- types --------------------------------------------------------------------

@check
def mypy_strict() -> None:
    """mypy --strict over whatever is in omaha_eval/ (settings in pyproject)."""
    out = run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(WORK / "mypy-cache"),
               "omaha_eval"])
    print(out.strip().splitlines()[-1])


@check
def stubtest() -> None:
    """The hand-written omaha_eval/core/_core.pyi against the compiled module
    installed in this environment (run outside the source tree)."""
    allowlist = ROOT / ".ci" / "stubtest-allowlist.txt"
    # --ignore-unused-allowlist: an installed wheel shows stubtest Cython's
    # module helpers (the allowlist's entries); an editable install of the
    # source tree, where omaha_eval.core is a plain folder, does not
    out = run([sys.executable, "-m", "mypy.stubtest", "omaha_eval.core._core",
               "--allowlist", str(allowlist), "--ignore-unused-allowlist"], cwd=WORK)
    where = run([sys.executable, "-c", "import omaha_eval.core._core as c; print(c.__file__)"],
                cwd=WORK).strip()
    print(out.strip().splitlines()[-1] if out.strip() else "stubtest: no errors", f"({where})")


def main(argv: List[str]) -> int:
    if "--list" in argv:
        print("\n".join(CHECKS))
        return 0
    names = argv or list(CHECKS)
    unknown = [n for n in names if n not in CHECKS]
    if unknown:
        print(f"unknown checks {unknown}; known: {', '.join(CHECKS)}")
        return 2
    failed = []
    try:
        for name in names:
            print(f"\n=== {name}", flush=True)
            start = time.monotonic()
            try:
                CHECKS[name]()
            except CheckFailed as exc:
                failed.append(name)
                print(f"FAILED {name}: {exc}")
            else:
                print(f"ok {name} ({time.monotonic() - start:.1f}s)")
    finally:
        shutil.rmtree(WORK, ignore_errors=True)
    if failed:
        print("\nfailed:", ", ".join(failed))
    started = os.environ.get("CI_RUN_START")
    if started:
        print(f"\n.ci/run took {time.time() - float(started):.0f}s so far")
    print(f"packaging: {len(names) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
