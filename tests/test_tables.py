"""The committed tables are exactly what the generator makes."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GENERATOR = ROOT / "src" / "gen_tables.py"


@pytest.mark.skipif(not GENERATOR.exists(), reason="needs the source tree (src/gen_tables.py)")
def test_generated_tables_are_current():
    result = subprocess.run([sys.executable, str(GENERATOR), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
