"""The examples in the engine's docstrings run."""
import doctest

import pytest

import omaha_eval.engine
import omaha_eval.engine.hand
import omaha_eval.engine.rules
import omaha_eval.engine.table
import omaha_eval.showdown


@pytest.mark.parametrize("module", [omaha_eval.engine, omaha_eval.engine.rules, omaha_eval.engine.hand,
                                    omaha_eval.engine.table,
                                    omaha_eval.showdown])
def test_docstring_examples(module):
    assert doctest.testmod(module).failed == 0
