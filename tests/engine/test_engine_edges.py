"""Engine edges with the amounts written out (docs/engine.md): the board run
two and three times from the flop and from the turn, copies that share
nothing with the hand they came from, and the pots when a big-blind ante
or a dead blind is in the middle (dead money in the main pot)."""
import random

import pytest

from omaha_eval.engine import Game, Hand
from omaha_eval.engine.bots import RandomBot, play_out

import reference as R


def best(hole, board):
    return R.best_holdem(list(hole) + list(board))


def run_parts(pot, runs):
    """Each run's part of a pot: equal parts, odd chips to the first runs."""
    return [pot // runs + (1 if r < pot % runs else 0) for r in range(runs)]


def expected_heads_up(holes, boards, pot, button):
    """Chips each seat wins over the runs of a heads-up pot (the reference's
    ranking; a split part's odd chip to the seat left of the button)."""
    won = {0: 0, 1: 0}
    left = (button + 1) % 2
    for board, part in zip(boards, run_parts(pot, len(boards))):
        values = [best(holes[s], board) for s in (0, 1)]
        if values[0] == values[1]:
            won[left] += part - part // 2
            won[1 - left] += part // 2
        else:
            won[values.index(min(values))] += part
    return {s: c for s, c in won.items() if c}


def all_in_on(hand, street):
    """Check or call up to ``street``, then bet everything and call."""
    while hand.street != street:
        hand.call() if hand.to_call else hand.check()
    hand.all_in()
    hand.all_in()


@pytest.mark.parametrize("street", ["flop", "turn"])
@pytest.mark.parametrize("runs", [2, 3])
def test_runs_from_the_flop_and_the_turn_share_the_board_so_far_and_pay_each_part_on_its_board(street, runs):
    game = Game.no_limit_holdem(1, 2)
    shared = 3 if street == "flop" else 4
    for seed in range(40):
        stacks = [101, 100] if seed % 2 else [100, 100]  # an odd pot too
        hand = game.deal(stacks, button=seed % 2, seed=seed, runs=runs)
        all_in_on(hand, street)
        assert hand.is_over
        boards = hand.boards
        holes = [hand.hole_cards(0), hand.hole_cards(1)]
        assert len(boards) == runs and hand.board == boards[0]
        assert all(len(b) == 5 and b[:shared] == boards[0][:shared] for b in boards)
        dealt_after = [c for b in boards for c in b[shared:]]
        # every run's new cards are new: not another run's, not a hole card
        assert len(set(dealt_after) | set(holes[0]) | set(holes[1]) | set(boards[0][:shared])) == \
            len(dealt_after) + 4 + shared
        pot = 2 * min(stacks)
        assert hand.payouts == expected_heads_up(holes, boards, pot, hand.button), seed
        assert [sum(r.won.values()) for r in hand.results] == run_parts(pot, runs)
        assert sum(hand.stacks) == sum(stacks)
        for run, result in enumerate(hand.results):
            wins = {e.seat: e.amount for e in hand.history if e.kind == "win" and e.run == run}
            assert wins == {s: c for s, c in result.won.items() if c}


def test_the_river_is_never_run_twice():
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([100, 100], seed=4, runs=2)
    all_in_on(hand, "river")
    assert len(hand.boards) == 1 and len(hand.results) == 1


def test_given_run_boards_are_dealt_and_paid_in_order():
    # AA against KK all-in on a K-high flop: the kings' set holds on run one, the aces hit on run two
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([100, 100], button=0, cards=["AsAh", "KsKh"], board="Kd7c2h3s4d",
                     run_boards=["Kd7c2hAd9c", "Kd7c2h5s6s"], runs=3)
    all_in_on(hand, "flop")
    assert hand.results[0].won == {1: 67} and hand.results[1].won == {0: 67} and hand.results[2].won == {1: 66}
    assert hand.payouts == {0: 67, 1: 133}
    # PHH (with omaha-eval's _runs) and JSON give back the three boards and the same payouts
    from omaha_eval.engine.histories import from_phh, to_phh

    for again in (from_phh(to_phh(hand)), Hand.from_json(hand.to_json())):
        assert again.boards == hand.boards and again.payouts == hand.payouts


# --- copies -------------------------------------------------------------------------------------

def snapshot(hand):
    state = (hand.to_json(), hand.legal_actions(), hand.stacks, hand.bets, hand.statuses, hand.street,
             hand.actor, hand.board, hand.boards, dict(hand.shown), hand.pots, hand.history, hand.committed,
             hand.total_pot, hand.to_call, hand.is_over, hand.payouts)
    return state + ((hand.payouts, hand.collected, hand.results) if hand.is_over else ())


def actions_now(hand):
    """One of each kind of action legal now, with amounts."""
    legal = hand.legal_actions()
    found = []
    if legal.can_show:
        found.append(("show", None))
    if legal.can_muck:
        found.append(("muck", None))
    if hand.street == "showdown":
        return found
    found.append(("fold", None))
    found.append(("check", None) if legal.can_check else ("call", None))
    if legal.can_bet or legal.can_raise:
        kind = "bet" if legal.can_bet else "raise_to"
        found += [(kind, legal.min_to), (kind, legal.max_to)]
    if legal.all_in_to is not None:
        found.append(("all_in", None))
    return found


def test_acting_on_a_copy_with_each_kind_of_action_leaves_the_original_as_it_was():
    rng = random.Random(28)
    checked = set()
    games = [Game.pot_limit_omaha(1, 2), Game.no_limit_holdem(1, 2, ante=1),
             Game("omaha", True, "fixed-limit", 1, 2, 0, small_bet=2), Game.no_limit_holdem(1, 2)]
    for i in range(60):
        game = games[i % len(games)]
        n = 2 + i % 4
        hand = game.deal([rng.randint(3, 80) for _ in range(n)], button=i % n, seed=i, auto_showdown=i % 3 == 0,
                         runs=1 + i % 2)
        bot = RandomBot(i)
        # a twin never copied from: the hand must go on exactly as it does
        # (state a copy shares may not show until the hand acts again)
        twin = Hand.from_json(hand.to_json())
        while hand.actor is not None:
            before = snapshot(hand)
            for action, amount in actions_now(hand):
                copy = hand.copy()
                copy.act(action, amount)
                play_out(copy, RandomBot(rng.randrange(1 << 30)))
                checked.add(action)
                assert snapshot(hand) == before, (action, amount)
            decision = bot(hand)
            hand.act(*decision)
            twin.act(*decision)
            assert snapshot(hand) == snapshot(twin)
        # a finished hand's copy: notes after the end change only the copy
        copy = hand.copy()
        for seat in range(n):
            if seat not in copy.unknown_seats:
                copy.note_show(seat)
        assert snapshot(hand) == snapshot(hand.copy()) and len(copy.history) >= len(hand.history)
    assert checked == {"fold", "check", "call", "bet", "raise_to", "all_in", "show", "muck"}


def test_a_copy_of_a_copy_and_its_original_go_separate_ways():
    hand = Game.no_limit_holdem(1, 2).deal([100, 100, 100], seed=2, runs=2)
    copy = hand.copy()
    copy.all_in()
    again = copy.copy()
    again.all_in()
    again.all_in()
    assert again.is_over and not copy.is_over and hand.stacks == [100, 99, 98]
    assert copy.stacks[copy.history[-1].seat] == 0 and hand.actor == copy.history[-1].seat
    assert len(again.boards) == 2 and hand.board == [] and copy.board == []


# --- pots with table money: dead in the main pot --------------------------------------------

def pots(hand):
    return [(p.amount, tuple(p.eligible)) for p in hand.pots]


def test_a_big_blind_ante_is_dead_money_in_the_main_pot_not_a_side_pot():
    # seats: 0 button, 1 small blind, 2 big blind (posts the table's ante of 2 first)
    game = Game("holdem", False, "no-limit", 1, 2, 2, ante_by="big_blind")
    hand = game.deal([10, 100, 100], button=0, seed=1)
    assert [(e.kind, e.seat, e.amount) for e in hand.history[:3]] == [
        ("ante", 2, 2), ("small_blind", 1, 1), ("big_blind", 2, 2)]
    hand.all_in()   # button: 10
    hand.call()     # small blind: 10
    hand.call()     # big blind: 10 (12 with the ante)
    assert hand.street == "flop"
    # the ante is not the big blind's bet: no side pot of 2 for seats 1 and 2
    assert pots(hand) == [(32, (0, 1, 2))]
    hand.bet(20)
    hand.call()
    assert pots(hand) == [(32, (0, 1, 2)), (40, (1, 2))]


def test_a_big_blind_short_for_ante_and_blind_posts_the_ante_first_and_the_price_stays_the_big_blind():
    game = Game("holdem", False, "no-limit", 1, 2, 2, ante_by="big_blind")
    hand = game.deal([100, 100, 3], button=0, seed=1)   # the big blind has 3: ante 2, blind 1, all-in
    assert [(e.kind, e.seat, e.amount, e.all_in) for e in hand.history[:3]] == [
        ("ante", 2, 2, False), ("small_blind", 1, 1, False), ("big_blind", 2, 1, True)]
    assert hand.to_call == 2          # the button owes the full big blind
    hand.call()
    hand.call()
    # main pot: 1 from each (the big blind's live chip) + the ante; side pot: the rest of the calls
    assert pots(hand) == [(5, (0, 1, 2)), (2, (0, 1))]


def test_a_dead_small_blind_is_dead_money_in_the_main_pot():
    # seat 3 comes back: a live big blind (posts) and the missed small blind dead
    game = Game.no_limit_holdem(1, 2)
    hand = game.deal([100, 100, 100, 5], button=0, seed=1, posts=[3], dead={3: 1})
    kinds = [(e.kind, e.seat, e.amount) for e in hand.history[:4]]
    assert kinds == [("small_blind", 1, 1), ("big_blind", 2, 2), ("post", 3, 2), ("dead_blind", 3, 1)]
    assert hand.actor == 3 and hand.to_call == 0   # the post is live: seat 3 may check
    hand.all_in()   # seat 3: raise to 4, all-in (5 with the dead chip)
    hand.call()     # button
    hand.fold()     # small blind
    hand.call()     # big blind
    assert hand.street == "flop"
    assert pots(hand) == [(14, (0, 2, 3))]
    hand.bet(10)    # big blind
    hand.call()     # button
    # the dead chip gives seat 3 no claim above its 4: main 4+1+4+4 and the dead chip, side 10+10
    assert pots(hand) == [(14, (0, 2, 3)), (20, (0, 2))]


def test_a_dead_blind_with_the_button_away_from_the_last_seat():
    game = Game.no_limit_holdem(1, 2)
    # button 2 of 5: blinds 3 and 4, seat 1 posts dead 1 and a live 2
    hand = game.deal([50, 6, 50, 50, 50], button=2, seed=3, posts=[1], dead={1: 1})
    posted = {(e.kind, e.seat): e.amount for e in hand.history if e.kind in ("small_blind", "big_blind",
                                                                               "post", "dead_blind")}
    assert posted == {("small_blind", 3): 1, ("big_blind", 4): 2, ("post", 1): 2, ("dead_blind", 1): 1}
    assert hand.actor == 0
    hand.fold()      # seat 0
    hand.all_in()    # seat 1: to 5, all-in
    hand.fold()      # button
    hand.fold()      # small blind
    hand.call()      # big blind: 5; nobody can bet on: the board is run out
    # one pot: 5 + 5 + the small blind's 1 + the dead 1, both eligible
    assert hand.is_over and [(a.amount, a.eligible) for a in hand.result.awards] == [(12, (1, 4))]
    assert sum(hand.payouts.values()) == 12 and set(hand.payouts) <= {1, 4}


def test_antes_everyone_posts_are_layered_like_any_chips():
    # every seat antes 5; seat 2 (the big blind) has 3: all-in for part of its ante, it wins 3 from each
    game = Game("holdem", False, "no-limit", 1, 2, 5)
    hand = game.deal([100, 100, 3, 100], button=0, seed=6)
    assert [(e.kind, e.seat, e.amount, e.all_in) for e in hand.history if e.kind == "ante"] == [
        ("ante", 1, 5, False), ("ante", 2, 3, True), ("ante", 3, 5, False), ("ante", 0, 5, False)]
    while hand.street == "preflop":
        hand.call() if hand.to_call else hand.check()
    # main pot: 3 from each of four; the rest (2 more of each full ante, each call of 2) without seat 2
    assert pots(hand) == [(12, (0, 1, 2, 3)), (6 + 3 * 2, (0, 1, 3))]
