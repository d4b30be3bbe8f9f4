"""Equity: exact values, a slow reference, Monte Carlo, threads, bad input."""
import random

import pytest

import omaha_eval as oe
from omaha_eval import equity

import reference

HOLE = {"holdem": 2, "omaha": 4, "omaha5": 5, "omaha6": 6, "courchevel": 5}


def test_plo_high_preflop_exact():
    result = equity(["AsAhKsKh", "JdTd9c8c"])
    assert result.exact and result.boards == 1086008
    assert [round(e, 6) for e in result.equities] == [0.614813, 0.385187]


def test_plo_hilo_preflop_exact():
    result = equity(["As2sKdQd", "Ah3h4c5c"], hilo=True)
    assert result.boards == 1086008
    assert [round(e, 6) for e in result.equities] == [0.550911, 0.449089]


def test_holdem_flop_against_plain_python_enumeration():
    hands, board = [[51, 50], [45, 44]], [0, 4, 9]  # AsAh vs KdKc on 2c3c4d
    expected, boards = reference.equity_by_enumeration(hands, board, game="holdem")
    result = equity(hands, board=board)
    assert result.boards == boards == 990
    assert result.equities == pytest.approx(expected, abs=1e-12)


def random_deal(rng, game, players, nboard):
    cards = rng.sample(range(52), players * HOLE[game] + nboard)
    hands = [cards[i * HOLE[game]:(i + 1) * HOLE[game]] for i in range(players)]
    return hands, cards[players * HOLE[game]:]


@pytest.mark.parametrize("game", list(HOLE))
@pytest.mark.parametrize("hilo", [False, True])
@pytest.mark.parametrize("nboard", [4, 5])
def test_turn_and_river_against_reference(game, hilo, nboard):
    if hilo and game == "holdem":
        pytest.skip("no Hold'em Hi-Lo")
    rng = random.Random(f"{game}{hilo}{nboard}")
    for _ in range(3):
        hands, board = random_deal(rng, game, rng.choice([2, 3]), nboard)
        expected, boards = reference.equity_by_enumeration(hands, board, game=game, hilo=hilo)
        result = equity(hands, board=board, game=game, hilo=hilo)
        assert result.exact and result.boards == boards
        assert result.equities == pytest.approx(expected, abs=1e-12)


def test_hilo_lowish_turns_against_reference():
    rng = random.Random(11)
    low_cards = [c for c in range(52) if c // 4 <= 6 or c // 4 == 12]
    for _ in range(6):
        cards = rng.sample(low_cards, 12)
        hands, board = [cards[0:4], cards[4:8]], cards[8:12]
        expected, _ = reference.equity_by_enumeration(hands, board, hilo=True)
        assert equity(hands, board=board, hilo=True).equities == pytest.approx(expected, abs=1e-12)


def test_dead_cards_are_never_dealt():
    hands, board = [[51, 50], [45, 44]], [0, 4, 9, 13]
    dead = [47, 46, 20, 21]  # both other kings, two sixes
    expected, boards = reference.equity_by_enumeration(hands, board, dead=dead, game="holdem")
    result = equity(hands, board=board, dead=dead)
    assert result.boards == boards == 52 - 4 - 4 - 4
    assert result.equities == pytest.approx(expected, abs=1e-12)
    # with every king dead, kings cannot improve to a set
    assert equity(hands, board=board, dead=[47, 46]).equities != result.equities


@pytest.mark.parametrize("players", [3, 4, 6])
def test_multiway_sums_to_one(players):
    rng = random.Random(players)
    hands, board = random_deal(rng, "omaha", players, 3)
    result = equity(hands, board=board)
    assert sum(result.equities) == pytest.approx(1.0, abs=1e-12)
    three_way = equity(hands[:3], board=board)
    assert three_way.equities != result.equities[:3] or players == 3


@pytest.mark.parametrize("hands,board,hilo", [
    (["AsAhKsKh", "JdTd9c8c"], "", False),
    (["As2sKdQd", "Ah3h4c5c"], "", True),
    (["AsKs", "7h7d", "Tc9c"], "", False),
    (["AsAhKsKh5c", "JdTd9c8c2h"], "Qs", False),
])
def test_monte_carlo_within_four_standard_errors(hands, board, hilo):
    game = "courchevel" if board == "Qs" else None
    exact = equity(hands, board=board, hilo=hilo, game=game)
    mc = equity(hands, board=board, hilo=hilo, game=game, trials=50_000, seed=42)
    assert not mc.exact and mc.boards == 50_000
    for e, m in zip(exact.players, mc.players):
        assert m.std_error > 0
        assert abs(e.equity - m.equity) < 4 * m.std_error


def test_same_seed_same_result_any_thread_count():
    kwargs = dict(hands=["AsAhKsKh", "JdTd9c8c", "7c7d6h6s"], trials=300_000, seed=7)
    one = equity(threads=1, **kwargs)
    two = equity(threads=2, **kwargs)
    four = equity(threads=4, **kwargs)
    assert one == two == four
    assert equity(hands=kwargs["hands"], trials=300_000, seed=8) != one


def test_small_board_counts_are_enumerated_even_with_trials():
    result = equity(["AsAhKsKh", "JdTd9c8c"], board="2c7d9h3s", trials=1000)
    assert result.exact and result.boards == 52 - 8 - 4


def test_full_board_is_a_showdown():
    result = equity(["AsAhKsKh", "JdTd9c8c"], board="2c7d9hQsKd")  # J-T makes a king-high straight
    assert result.boards == 1 and result.equities == [0.0, 1.0]


@pytest.mark.parametrize("kwargs,error,match", [
    (dict(hands=["AsAhKsKh", "AsTd9c8c"]), ValueError, "duplicate card As"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], board="Ah2c3c"), ValueError, "duplicate card Ah"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], dead="Jd"), ValueError, "duplicate card Jd"),
    (dict(hands=["AsAhKsKh", "JdTd9c"]), ValueError, "player 2 has 3 hole cards: expected 4"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], game="omaha5"), ValueError, "player 1 has 4 hole cards: expected 5"),
    (dict(hands=["AsAhKsKh"]), ValueError, "1 players: expected 2 to 10"),
    (dict(hands=[[i * 6 + j for j in range(6)] for i in range(8)], board=[48, 49, 50],
          game="omaha6"), ValueError, "leave 1 cards: too few to finish the board"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], board="2c"), ValueError, "has 1 cards: expected 0, 3, 4, 5"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], board="2c3c"), ValueError, "has 2 cards"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], board="2c3c4c5c6c7c"), ValueError, "has 6 cards"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], trials=0), ValueError, "trials=0"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], trials=1.5), TypeError, "trials=1.5"),
    (dict(hands=["AsAhKsKh", "JdTd9c8c"], threads=-1), ValueError, "threads=-1"),
    (dict(hands=["AsKs", "QhQd"], hilo=True), ValueError, "Hold'em has no 8-or-better low"),
    (dict(hands="AsKsQhQd"), TypeError, "expected a list of hands"),
])
def test_bad_input(kwargs, error, match):
    with pytest.raises(error, match=match):
        equity(**kwargs)


def test_progress_bar_runs():
    pytest.importorskip("tqdm")
    assert equity(["AsAhKsKh", "JdTd9c8c"], board="2c7d9h", progress=True).exact


# one copy at a time under pytest-run-parallel: four two-thread child jobs at
# once on two cores once left a child that had not exited 120 s after its
# Ctrl-C (1 run in 12 on 3.13t with --parallel-threads=4; not yet understood,
# said in the closing note of 2026-12-06)
@pytest.mark.thread_unsafe
def test_ctrl_c_stops_cleanly():
    """A long run (more Monte Carlo trials than any real deal needs, driven
    through the internal runner) stops on SIGINT, threads and all. No clock:
    the signal is sent once the progress counter shows trials done (so the
    threads are at work), and the run, far too long to finish, must end in
    KeyboardInterrupt (the communicate limit only guards a hang)."""
    import os
    import signal
    import subprocess
    import sys

    import children

    # the default SIGINT handler, even when this suite runs from a
    # non-interactive shell (which starts children with SIGINT ignored); the
    # plain progress counter (tqdm hidden), whose first redraw with trials
    # done (not "0/...") tells the parent the job is running
    script = (
        "import signal, sys\n"
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "sys.modules['tqdm'] = None\n"
        "class Watch:\n"
        "    told = False\n"
        "    def write(self, text):\n"
        "        if text.startswith('\\r') and not text.startswith('\\r0/') and not Watch.told:\n"
        "            Watch.told = True\n"
        "            print('running', flush=True)\n"
        "        return len(text)\n"
        "    def flush(self):\n"
        "        pass\n"
        "sys.stderr = Watch()\n"
        "import omaha_eval as oe\n"
        "try:\n"
        "    oe.equity(['AsAhKsKh', '*'], trials=10**11, seed=1, threads=2, progress=True)\n"
        "except KeyboardInterrupt:\n"
        "    print('stopped', flush=True)\n"
        "    sys.exit(130)\n"
        "print('finished', flush=True)\n"
    )
    # cwd: beside the package this process imported, not the source tree
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=os.path.dirname(os.path.dirname(os.path.abspath(oe.__file__))),
                            preexec_fn=children.dies_with_parent)
    try:
        assert proc.stdout.readline().strip() == "running"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 130 and out.split() == ["stopped"], (out, err)
    finally:  # never leave the two-thread job running (a failed or timed-out test included)
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


def test_top_level_api():
    assert oe.equity is equity
    assert oe.batch.evaluate is not None


def test_a_job_cannot_be_changed_once_built():
    from omaha_eval.core import _core

    job = _core.Job([(bytes([51, 47]), None, False), (bytes([42, 38]), None, False)], [], 0, 2, False,
                    [True, True])
    with pytest.raises(TypeError, match="cannot be re-initialised"):
        job.__init__([(bytes([0, 4]), None, False), (bytes([1, 5]), None, False)], [], 0, 2, False,
                     [True, True])
    assert job.sizes == (1, 1)


def test_a_job_used_without_init_refuses_politely():
    from array import array

    from omaha_eval.core import _core

    job = _core.Job.__new__(_core.Job)
    acc = array("Q", bytes(8 * 64))
    for call in (lambda: job.exact(0, 1, acc), lambda: job.sample(1, 0, 10, 10, acc),
                 lambda: job.each(0, 1, acc), lambda: job.oracle(acc)):
        with pytest.raises(TypeError, match="not initialised"):
            call()


GAMES_FOR_QUICK_PATH = [("holdem", 2), ("omaha", 4), ("omaha5", 5), ("omaha6", 6), ("courchevel", 5)]


def _general_path_result(hands, board, dead, game, hilo):
    """The same job through the general path: hands as Card lists, which
    the single-hand fast path does not take."""
    def as_cards(text):
        return [oe.Card(c) for c in oe.parse_cards(text)]
    return equity([as_cards(h) for h in hands], board=as_cards(board), dead=as_cards(dead), game=game,
                  hilo=hilo)


@pytest.mark.parametrize("game, nhole", GAMES_FOR_QUICK_PATH)
def test_single_hands_fast_path_equals_general_path(game, nhole):
    """oe.equity with every hand as text, exact, takes a short path that
    skips the Job; it must give exactly what the general path gives."""
    rng = random.Random(nhole * 101 + len(game))
    sizes = (1, 3, 4, 5) if game == "courchevel" else (3, 4, 4, 5, 5)
    for trial in range(40):
        players = rng.randint(2, 4 if nhole >= 5 else 6)
        nboard = rng.choice(sizes) if trial else 0  # one preflop deal (slower)
        ndead = rng.randint(0, 3)
        deck = rng.sample(range(52), players * nhole + nboard + ndead)
        hands = [oe.cards_text(deck[p * nhole:(p + 1) * nhole]) for p in range(players)]
        board = oe.cards_text(deck[players * nhole:players * nhole + nboard])
        dead = oe.cards_text(deck[players * nhole + nboard:])
        hilo = game != "holdem" and rng.random() < 0.5
        name = None if game in ("holdem", "omaha", "omaha5", "omaha6") and rng.random() < 0.5 else game
        fast = equity(hands, board=board, dead=dead, game=name, hilo=hilo)
        assert fast == _general_path_result(hands, board, dead, name, hilo), (hands, board, dead, hilo)
        as_ints = equity([oe.parse_cards(h) for h in hands], board=oe.parse_cards(board),
                         dead=oe.parse_cards(dead), game=name, hilo=hilo)
        assert as_ints == fast


@pytest.mark.parametrize("hands, board, dead, match", [
    (["AsAhKsKh", "AsTd9c8c"], "2c7d9h", "", "duplicate card As"),
    (["AsAhKsKh", "JdTd9c8c"], "2c7d9h", "Ks", "duplicate card Ks"),
    (["AsAhKsKh", "JdTd"], "2c7d9h", "", "player 2 has 2 hole cards"),
    (["AsAhKsKh", "JdTd9c8c"], "2c7d", "", "2 cards"),
    (["AsKs", "JdTd"], "2c7d9h", "", "Hold'em has no 8-or-better low"),
])
def test_single_hands_fast_path_leaves_errors_to_the_general_path(hands, board, dead, match):
    with pytest.raises(ValueError, match=match):
        equity(hands, board=board, dead=dead, hilo="Hold'em" in match)
    with pytest.raises(ValueError, match=match):  # the same hands as card numbers
        equity([oe.parse_cards(h) for h in hands], board=oe.parse_cards(board), dead=oe.parse_cards(dead),
               hilo="Hold'em" in match)


@pytest.mark.parametrize("hands, match", [
    ([[51, 50, 49, 48], [0, 1, 2, 52]], "52"),
    ([[51, 50, 49, 48], [0, 1, 2, -1]], "-1"),
    ([[51, 50, 49, 48], [0, 1, 2, True]], "bool"),
])
def test_bad_card_numbers_are_worded_by_the_general_path(hands, match):
    with pytest.raises((TypeError, ValueError), match=match):
        equity(hands, board=[10, 11, 12])
