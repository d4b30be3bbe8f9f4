"""What a site header and its table line say, field by field, where a
plausible misreading gives a plausible value: a home-game club whose name
holds 'Level' in a cash game, a table line without 'N-max', a one-digit
month and day, play money told by the table line. (Written for issue 45's
mutants of site_header.py.)"""
from decimal import Decimal

from omaha_eval.engine.histories.site_header import POKERSTARS, read_header


def test_a_cash_game_has_no_level_even_when_its_club_name_says_level():
    head = read_header(POKERSTARS, "PokerStars Home Game Hand #41: {Level 5 Club} Omaha Pot Limit ($0.10/$0.25 USD)"
                                   " - 2021/03/07 21:05:09 ET", "Table 'Home' 6-max Seat #2 is the button")
    assert (head.tournament, head.level, head.currency) == ("", "", "USD")
    assert head.stakes == (Decimal("0.10"), Decimal("0.25"))


def test_a_tournament_level_is_read():
    head = read_header(POKERSTARS, "PokerStars Hand #42: Tournament #99, $1+$0.10 USD Hold'em No Limit - "
                                   "Level IV (50/100) - 2021/03/07 21:05:09 ET", "Table '99 1' 9-max Seat #1 is the button")
    assert (head.tournament, head.level, head.currency) == ("99", "IV", "")


def test_a_table_line_without_n_max_says_no_seat_count():
    head = read_header(POKERSTARS, "PokerStars Hand #43: Hold'em No Limit ($0.25/$0.50 USD) - 2021/03/07 21:05:09 ET",
                       "Table 'Alpha' Seat #4 is the button")
    assert (head.table, head.seat_count, head.button_seat) == ("Alpha", 0, 4)
    head = read_header(POKERSTARS, "PokerStars Hand #44: Hold'em No Limit ($0.25/$0.50 USD) - 2021/03/07 21:05:09 ET",
                       "Table 'Alpha' 6-max Seat #4 is the button")
    assert (head.table, head.seat_count, head.button_seat) == ("Alpha", 6, 4)


def test_one_digit_month_and_day_are_padded():
    head = read_header(POKERSTARS, "PokerStars Hand #45: Hold'em No Limit ($0.25/$0.50 USD) - 2021/3/7 9:05:00 ET",
                       "Table 'Alpha' 6-max Seat #4 is the button")
    assert (head.date, head.time_zone) == ("2021-03-07", "ET")


def test_play_money_is_told_by_the_table_line():
    head = read_header(POKERSTARS, "PokerStars Hand #46: Hold'em No Limit (50/100) - 2021/03/07 21:05:09 ET",
                       "Table 'Alpha' 6-max (Play Money) Seat #4 is the button")
    assert head.currency == "" and head.unit == 1
