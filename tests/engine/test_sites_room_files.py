"""Site files as rooms write them (issue 40): partial shows, disconnect
folds, a big blind who straddles, insurance and cash-out lines, and games
omaha-eval does not play refused as such. Every hand here was written for
these tests; amounts worked out by hand in the comments."""
from omaha_eval.core.cards import parse_cards
from omaha_eval.engine.histories import read_ggpoker, read_pokerstars

HEAD = "PokerStars Hand #{n}:  Omaha Pot Limit ($0.25/$0.50 USD) - 2023/05/14 21:03:11 ET"
TABLE = "Table 'Alcyone II' 6-max Seat #1 is the button"

# plr5 opens, the others fold, and plr5 shows two of four cards
PARTIAL = f"""{HEAD.format(n=260000000001)}
{TABLE}
Seat 1: plr1 ($50 in chips)
Seat 2: plr2 ($50 in chips)
Seat 5: plr5 ($50 in chips)
plr2: posts small blind $0.25
plr5: posts big blind $0.50
*** HOLE CARDS ***
plr1: folds
plr2: raises $1 to $1.50
plr5: raises $3 to $4.50
plr2: calls $3
*** FLOP *** [7h 8d 2c]
plr2: checks
plr5: bets $5
plr2: folds
Uncalled bet ($5) returned to plr5
plr5 collected $9 from pot
plr5: shows [Ah As]
*** SUMMARY ***
Total pot $9 | Rake $0
Board [7h 8d 2c]
Seat 1: plr1 (button) folded before Flop (didn't bet)
Seat 2: plr2 (small blind) folded on the Flop
Seat 5: plr5 (big blind) showed [Ah As] and won ($9)
"""


def test_a_partial_show_is_partial_knowledge():
    record = read_pokerstars(PARTIAL)[0]
    assert record.ok, record.error
    assert record.partial_shows == {"plr5": parse_cards("AhAs")}
    seat = record.players.index("plr5")
    assert seat in record.hand.unknown_seats   # two of four cards: the hand stays unknown
    assert record.hand.payouts == {seat: 900}   # $4.50 from each


def test_a_partial_show_of_cards_not_dealt_is_refused():
    text = PARTIAL.replace("*** HOLE CARDS ***", "*** HOLE CARDS ***\nDealt to plr5 [Kh Kd Qs Jc]")
    record = read_pokerstars(text)[0]
    assert not record.ok and "shows cards other than those dealt" in str(record.error)


# the small blind is disconnected and folded by the room; the name has a space
DISCONNECT = f"""{HEAD.format(n=260000000002)}
{TABLE}
Seat 1: Button ($50 in chips)
Seat 2: Small Blind ($50 in chips)
Seat 3: Big Blind ($50 in chips)
Small Blind: posts small blind $0.25
Big Blind: posts big blind $0.50
*** HOLE CARDS ***
Button: raises $1 to $1.50
Small Blind: folds (disconnect)
Big Blind: folds
Uncalled bet ($1) returned to Button
Button collected $1.25 from pot
*** SUMMARY ***
Total pot $1.25 | Rake $0
Seat 1: Button (button) collected ($1.25)
"""


def test_a_disconnect_fold_is_a_fold():
    record = read_pokerstars(DISCONNECT)[0]
    assert record.ok, record.error
    folds = [e.seat for e in record.hand.history if e.kind == "fold"]
    assert folds == [record.players.index("Small Blind"), record.players.index("Big Blind")]
    # the pot: the blinds' $0.75 and the $0.50 of the raise that the big blind's post matched
    assert record.hand.payouts == {record.players.index("Button"): 125}


# GGPoker: the big blind posts $50 and then straddles $100 (their total, not $150);
# the button's raise to $325 is called by nobody: $325 - $100 = $225 comes back
STRADDLE = """Poker Hand #RC3001: Hold'em No Limit ($25/$50) - 2024/01/02 10:00:00
Table 'T' 6-max Seat #1 is the button
Seat 1: btn ($5000 in chips)
Seat 2: sb ($5000 in chips)
Seat 3: bb ($5000 in chips)
sb: posts small blind $25
bb: posts big blind $50
bb: straddle $100
*** HOLE CARDS ***
Dealt to btn [Ah Kd]
btn: raises $225 to $325
sb: folds
bb: folds
Uncalled bet ($225) returned to btn
btn collected $225 from pot
*** SUMMARY ***
Total pot $225 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Seat 1: btn (button) collected ($225)
"""


def test_a_big_blind_who_straddles_puts_in_the_straddle():
    record = read_ggpoker(STRADDLE)[0]
    assert record.ok, record.error
    seat = {name: s for s, name in enumerate(record.players)}
    assert record.hand.committed[seat["bb"]] == 10000        # $100 in, not $150
    assert record.hand.payouts == {seat["btn"]: 22500}       # $25 + $100 + the $100 called


# a plain hand (the button's raise to $150 folded to: $100 back, the blinds won)
# with one line of all-in insurance or cash-out in it
CASHOUT = (STRADDLE.replace("bb: straddle $100\n", "").replace("raises $225 to $325", "raises $100 to $150")
           .replace("Uncalled bet ($225)", "Uncalled bet ($100)").replace("$225", "$125")
           .replace("bb: folds\n", "bb: folds\nbtn: {line}\n"))


def test_the_cash_out_hand_reads_without_its_line():
    record = read_ggpoker(CASHOUT.replace("btn: {line}\n", ""))[0]
    assert record.ok, record.error


def test_insurance_and_cash_out_lines_refuse_the_hand_with_the_reason():
    for line in ("Chooses to EV Cashout", "Pays Cashout Risk ($10)", "Receives Insurance ($50)",
                 "buys insurance $12"):
        record = read_ggpoker(CASHOUT.format(line=line))[0]
        assert not record.ok
        assert "insurance or cash-out" in str(record.error) and line[:20] in str(record.error), record.error


def test_games_not_played_here_are_refused_as_such():
    stud = ("PokerStars Hand #260000000010:  7 Card Stud Limit ($0.10/$0.20 USD) - 2023/05/14 21:03:11 ET\n"
            "Table 'Stud I' 8-max\nSeat 1: a ($5 in chips)\nSeat 2: b ($5 in chips)\n")
    razz = stud.replace("7 Card Stud", "Razz").replace("#260000000010", "#260000000011")
    draw = ("PokerStars Hand #260000000012:  5 Card Draw No Limit ($0.10/$0.20 USD) - 2023/05/14 21:03:11 ET\n"
            "Table 'Draw I' 6-max Seat #1 is the button\nSeat 1: a ($5 in chips)\nSeat 2: b ($5 in chips)\n")
    triple = draw.replace("5 Card Draw No Limit", "Triple Draw 2-7 Lowball Limit")
    badugi = draw.replace("5 Card Draw No Limit", "Badugi Limit")
    for text in (stud, razz, draw, triple, badugi):
        record = read_pokerstars(text)[0]
        assert not record.ok
        assert "not a game omaha-eval plays" in str(record.error), record.error
        assert "table line" not in str(record.error)
