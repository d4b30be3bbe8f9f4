"""src/oe_shortdeck_tables.c is what src/gen_shortdeck.py writes (a minute
or two: the generator searches its rank keys and packs its rows again)."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not (ROOT / "src" / "gen_shortdeck.py").exists(), reason="needs the source tree")
def test_the_committed_table_is_what_the_generator_writes():
    run = subprocess.run([sys.executable, str(ROOT / "src" / "gen_shortdeck.py"), "--check"],
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
