"""Chip scales of decimal amounts (engine/histories/chips.py) against the
definition: the decimals of an amount are minus its exponent when that is
negative (Decimal keeps the written digits: '0.50' has two)."""
from decimal import Decimal

from hypothesis import given, strategies as st

from omaha_eval.engine.histories.chips import decimals, scale_for, to_chips


def by_definition(number):
    exponent = number.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


@given(st.decimals(allow_nan=True, allow_infinity=True))
def test_decimals_by_definition(number):
    assert decimals(number) == by_definition(number)


def test_decimals_of_written_amounts_and_exponent_forms():
    for text, want in [("0.50", 2), ("1250", 0), ("2067.40", 2), ("1E+2", 0), ("1.5E+3", 0), ("1E-7", 7),
                       ("0.0000001", 7), ("-0.25", 2), ("12.345678901", 9), ("NaN", 0), ("Infinity", 0)]:
        assert decimals(Decimal(text)) == want, text


@given(st.lists(st.decimals(min_value=0, max_value=10 ** 6, places=4, allow_nan=False), min_size=1, max_size=8))
def test_scale_makes_every_amount_whole(amounts):
    scale = scale_for(amounts)
    assert scale == 10 ** max(map(by_definition, amounts))
    for a in amounts:
        assert to_chips(a, scale) == a * scale


def test_room_amounts_read_exactly_every_time():
    # amount() remembers its texts: the second reading must be the first's, digits kept
    import pytest
    from omaha_eval.engine.histories.site_header import amount
    for _ in range(2):
        assert str(amount("$1,250.50")) == "1250.50" and str(amount("€0.10")) == "0.10" and amount("7") == 7
        with pytest.raises(ValueError):
            amount("$")
