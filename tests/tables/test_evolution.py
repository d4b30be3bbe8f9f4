"""ProPokerTools' evolution ordering (tables/evolution.py): the C showdowns
and the job against an independent re-implementation in numpy on Hold'em,
the shipped files against what their recorded parameters make, and the
known shape of Hold'em's full-ring ordering."""

import pytest

np = pytest.importorskip("numpy")

import omaha_eval as oe  # noqa: E402
from omaha_eval import _core  # noqa: E402
from omaha_eval.ranges import Range  # noqa: E402
from omaha_eval.tables import classes, orderings  # noqa: E402
from omaha_eval.tables.agreement import top_agreement  # noqa: E402
from omaha_eval.tables.evolution import EvolutionRoundJob, evolve  # noqa: E402

RANKS = "23456789TJQKA"



def top(ordering, percent):
    """The range ``{percent}%`` cut by `ordering` (Range's own ordering= argument)."""
    return Range(f"{percent}%", ordering.game, ordering=ordering, hilo=ordering.hilo)

def holdem_text(a, b):
    """Hold'em class text from two cards, written from the rules: the pair,
    or high rank, low rank and s (suited) / o (offsuit)."""
    ra, rb = sorted((a >> 2, b >> 2), reverse=True)
    if ra == rb:
        return RANKS[ra] * 2
    return RANKS[ra] + RANKS[rb] + ("s" if a & 3 == b & 3 else "o")


def oracle_round(hero, plays, players, deals, rng, game="holdem"):
    """One evolution round of one hand, by the published rules:
    ``plays(hands)`` says which of the other hands (past the blind) put a
    chip in, None that all do (the first round). Returns (profit per hand,
    its standard error)."""
    k = len(hero)
    rest = np.array([c for c in range(52) if c not in hero], dtype=np.int64)
    order = np.argsort(rng.random((deals, len(rest))), axis=1)
    dealt = rest[order[:, :k * (players - 1) + 5]]
    board = np.ascontiguousarray(dealt[:, -5:], dtype=np.uint8)
    hands = [np.tile(np.array(hero, dtype=np.uint8), (deals, 1))]
    in_pot = [np.ones(deals, dtype=bool)]
    for p in range(players - 1):
        h = np.ascontiguousarray(dealt[:, k * p:k * p + k], dtype=np.uint8)
        hands.append(h)
        in_pot.append(np.ones(deals, dtype=bool) if p == 0 or plays is None else plays(h))
    values = np.stack([oe.batch.evaluate(h, board, game=game).astype(np.int64) for h in hands])
    values = np.where(np.stack(in_pot), values, 1 << 20)  # a fold never wins
    best = values.min(axis=0)
    won = np.where(values[0] == best, np.stack(in_pot).sum(axis=0) / (values == best).sum(axis=0), 0.0)
    return (won - 1.0).mean(), won.std() / np.sqrt(deals)


def holdem_plays(good_texts):
    """The Hold'em oracle's ``plays``: hands whose class text is good."""
    if good_texts is None:
        return None
    return lambda h: np.array([holdem_text(int(x), int(y)) in good_texts for x, y in h])


def test_holdem_rounds_against_an_independent_implementation():
    players, rounds, base = 4, 3, 1500
    result = evolve("holdem", players=players, rounds=rounds, base_trials=base, seed=11)
    table = classes("holdem")
    texts = table.texts
    reps = table.representatives()
    rng = np.random.default_rng(5)
    for r in range(rounds):
        # the oracle plays round r against the package's good set of round r - 1
        good = None if r == 0 else {texts[c] for c in np.flatnonzero(result.good[r - 1])}
        z = []
        for c in range(table.count):
            mean, se = oracle_round([int(x) for x in reps[c]], holdem_plays(good), players, base << r, rng)
            both = np.hypot(se, result.std_error[r][c])
            assert abs(mean - result.profit[r][c]) <= 5 * both + 1e-9, (r, texts[c])
            z.append((result.profit[r][c] - mean) / both)
            # where the good sets differ the class must be on the edge (profit about 0)
            if (mean > 0) != bool(result.good[r][c]):
                assert abs(mean) <= 5 * both, (r, texts[c], mean)
        # no bias over all classes: the mean of 169 z-scores is within 5 / 13
        assert abs(np.mean(z)) <= 5 / np.sqrt(len(z)), (r, np.mean(z))
    for r in range(rounds):  # good = wins more than its chip: profit above 0, exactly
        assert np.array_equal(result.good[r], result.profit[r] > 0)
    assert result.good[-1].sum() < table.count  # the good set shrinks


def ace_or_pair(hands):
    """A good set to test with, written on the cards: an ace, or two cards of a rank."""
    ranks = np.asarray(hands) >> 2
    pair = np.zeros(len(ranks), dtype=bool)
    for i in range(4):
        for j in range(i + 1, 4):
            pair |= ranks[:, i] == ranks[:, j]
    return (ranks == 12).any(axis=1) | pair


def test_omaha_showdowns_against_an_independent_implementation():
    """The C deals of PLO4 (seats dealt by a shuffle, the good set looked up
    by each hand's colex number in a bit table) against the numpy oracle,
    with a good set the oracle decides from the cards themselves."""
    from omaha_eval.ranges.orderings import all_hands

    every = np.ascontiguousarray(all_hands(4), dtype=np.uint8)
    good = np.zeros(len(every), dtype=np.uint8)
    good[_core.range_indices(every)] = ace_or_pair(every)
    heroes = np.array([[51, 50, 47, 46], [48, 44, 40, 36], [0, 5, 26, 31], [1, 21, 42, 14]], dtype=np.uint8)
    players, deals = 6, 40_000
    out = np.zeros((len(heroes), 3), dtype=np.uint64)
    _core.evolution_deals(heroes, False, False, players, good, deals, 7, np.arange(4, dtype=np.uint64), out)
    units = _core.EVOLUTION_UNITS
    rng = np.random.default_rng(8)
    for row, hero in zip(out, heroes):
        mean = row[1] / row[0] / units
        se = np.sqrt(max(row[2] / row[0] / units ** 2 - mean * mean, 0.0) / row[0])
        want, want_se = oracle_round([int(c) for c in hero], ace_or_pair, players, deals, rng, game="omaha")
        assert abs(mean - 1 - want) <= 5 * np.hypot(se, want_se), (hero, mean - 1, want)


@pytest.mark.parametrize("k, holdem, players", [(2, True, 10), (4, False, 10), (5, False, 9)])
def test_good_set_look_ups_find_each_hand(k, holdem, players):
    """Exact, through the look-up itself: the others never hold the hero's
    cards, so a good set that differs from "every hand" only on hands
    holding one of them plays exactly as no good set at all (the same
    stream, the same counters), and one that holds only such hands plays as
    the empty set. A hand looked up at the wrong number lands on those
    hands about a third of the time, and the counters move."""
    from omaha_eval.ranges.orderings import all_hands

    every = np.ascontiguousarray(all_hands(k), dtype=np.uint8)
    heroes = np.array([[51, 46, 41, 36, 31][:k], [0, 9, 18, 27, 36][:k]], dtype=np.uint8)
    streams = np.array([3, 4], dtype=np.uint64)

    def counters(good):
        out = np.zeros((1, 3), dtype=np.uint64)
        _core.evolution_deals(hero[None, :], holdem, False, players, good, 3000, 5, stream[None], out)
        return out.tolist()

    for hero, stream in zip(heroes, streams):
        touches = np.isin(every, hero).any(axis=1)
        at = _core.range_indices(every)
        only_others = np.ones(len(every), dtype=np.uint8)
        only_others[at[touches]] = 0
        only_touching = np.zeros(len(every), dtype=np.uint8)
        only_touching[at[touches]] = 1
        assert counters(only_others) == counters(None)
        assert counters(only_touching) == counters(np.zeros(len(every), dtype=np.uint8))
        assert counters(None) != counters(np.zeros(len(every), dtype=np.uint8))   # the good set matters


def test_first_round_against_the_race_by_hand():
    """Round one with two seats is the heads-up race: profit = 2 * equity - 1."""
    result = evolve("holdem", players=2, rounds=1, base_trials=40_000, seed=3)
    race = orderings.load("holdem")  # exact heads-up equity
    eq = dict(zip(race.classes.tolist(), race.equity.tolist()))
    for c in (0, 50, 100, 168):
        assert abs(result.profit[0][c] - (2 * eq[c] - 1)) <= 5 * result.std_error[0][c]


def test_the_result_depends_only_on_the_seed(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    a = evolve("holdem", players=6, rounds=2, base_trials=50, seed=9)
    with ThreadPoolExecutor(2) as pool:
        b = evolve("holdem", players=6, rounds=2, base_trials=50, seed=9, executor=pool,
                   checkpoint=str(tmp_path / "ck"))
    c = evolve("holdem", players=6, rounds=2, base_trials=50, seed=9, checkpoint=str(tmp_path / "ck"))  # resumed
    for x in (b, c):
        assert all(np.array_equal(p, q) for p, q in zip(a.profit, x.profit))
    assert (tmp_path / "ck.round1").exists()
    d = evolve("holdem", players=6, rounds=2, base_trials=50, seed=10)
    assert not np.array_equal(a.profit[-1], d.profit[-1])


def test_round_job_chunks_cover_every_class_once():
    job = EvolutionRoundJob("holdem", False, 6, 0, 10, 1, b"", 50)
    starts = [job.run_chunk(i)[0] for i in range(job.chunks)]
    assert starts == [0, 50, 100, 150] and job.shape == (169, 3)


def test_c_showdown_checks_its_arguments():
    out = np.zeros((1, 3), dtype=np.uint64)
    hero = np.array([[51, 47, 43, 39]], dtype=np.uint8)
    streams = np.zeros(1, dtype=np.uint64)
    for kw, message in [(dict(players=11), "players=11"), (dict(players=1), "players=1"),
                        (dict(good=np.zeros(5, np.uint8)), "good holds 5 bytes"),
                        (dict(holdem=True), "hands of 4 cards")]:
        args = dict(holdem=False, hilo=False, players=6, good=None)
        args.update(kw)
        with pytest.raises(ValueError, match=message):
            _core.evolution_deals(hero, args["holdem"], args["hilo"], args["players"], args["good"], 10, 1,
                                  streams, out)
    with pytest.raises(ValueError, match="repeated"):
        _core.evolution_deals(np.array([[51, 51, 43, 39]], dtype=np.uint8), False, False, 6, None, 10, 1,
                              streams, out)
    with pytest.raises(ValueError, match="need more than 52 cards"):
        _core.evolution_deals(np.array([[51, 47, 43, 39, 35, 31]], dtype=np.uint8), False, False, 9, None,
                              10, 1, streams, out)


@pytest.mark.parametrize("call, message", [
    (lambda: evolve("holdem", hilo=True), "Hold'em has no 8-or-better low"),
    (lambda: evolve("omaha5", players=10), r"players=10: expected 2..9"),
    (lambda: evolve("holdem", rounds=0), "rounds=0"),
    (lambda: evolve("holdem", base_trials="5"), "base_trials='5'"),
])
def test_bad_arguments(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


SHIPPED = [(g, six, hilo) for g in orderings.EVOLUTION_GAMES for six in (False, True)
           for hilo in ((False,) if g == "holdem" else (False, True))]


@pytest.mark.parametrize("game,six,hilo", SHIPPED)
def test_shipped_files_are_what_their_parameters_make(game, six, hilo):
    """Recompute the last round of a few classes from the file's recorded
    seed, seats, trials and good set: the same profits, to the last digit."""
    o = orderings.load_evolution(game, six_handed=six, hilo=hilo)
    assert o.method.startswith("ppt-evolution") and o.rounds >= 1 and o.seats == (6 if six else o.seats)
    assert o.built_by and o.good is not None and o.trials >= 1
    table = classes(game)
    sample = sorted(set(o.classes[[0, 1, len(o) // 2, len(o) - 1]].tolist()))
    stored = dict(zip(o.classes.tolist(), o.equity.tolist()))
    if o.method.startswith("ppt-evolution-raced"):   # each class's deals, in stages (tables/raced.py)
        from evolution_replay import replay

        for c in sample:
            assert abs(stored[c] - replay(o, c, table.representatives([c])[0])) < 1e-7, (game, table.text(c))
        return
    good = np.ascontiguousarray(o.good[_colex(game)])
    heroes = np.ascontiguousarray(table.representatives(sample))
    streams = np.array([((o.rounds - 1) << 40) | c for c in sample], dtype=np.uint64)
    out = np.zeros((len(sample), 3), dtype=np.uint64)
    _core.evolution_deals(heroes, game == "holdem", hilo, o.seats, good, o.trials, o.seed, streams, out)
    profit = out[:, 1] / out[:, 0] / _core.EVOLUTION_UNITS - 1
    for c, p in zip(sample, profit):
        assert abs(stored[c] - p) < 1e-7, (game, table.text(c))


def _colex(game):
    from omaha_eval.tables.evolution import colex_classes
    return colex_classes(game)


def test_holdem_full_ring_has_the_known_shape():
    o = orderings.load_evolution("holdem")
    texts = list(o)
    assert texts[0] == "AA" and set(texts[:5]) >= {"AA", "KK", "QQ"}
    for r in "KQJT98765432":
        assert texts.index(f"A{r}s") < texts.index(f"A{r}o"), r   # suited aces above offsuit
    assert texts[-1] in {"72o", "82o", "73o", "32o", "62o", "42o", "52o", "63o", "83o", "92o"}


def test_percent_ranges_use_the_full_ring_and_six_handed_evolution_orderings():
    from omaha_eval.ranges import Range

    ring, six = orderings.load_evolution("omaha"), orderings.load_evolution("omaha", six_handed=True)
    assert Range("5%", game="omaha") == top(ring, 5) and Range("5%6h", game="omaha") == top(six, 5)
    assert Range("10%", game="omaha", hilo=True) == top(orderings.load_evolution("omaha", hilo=True), 10)


# the least share of the top 5-40% two seeds agree on: PLO4's is issue 29's
# 97%; Hold'em's 169 classes hold 4 to 12 combinations each, so one pair of
# neighbours swapped at a cut moves 6% of its 10%; PLO5 six-handed's top 5%
# is 96.9% (its other cuts 97.1-97.9%; docs/ranges.md)
AGREEMENT = {"omaha-ring": 0.97, "omaha-6h": 0.97, "omaha-hilo-ring": 0.97, "omaha-hilo-6h": 0.97,
             "holdem-ring": 0.93, "holdem-6h": 0.96, "omaha5-6h": 0.965}


@pytest.mark.parametrize("stem", sorted(AGREEMENT))
def test_two_seeds_agree_on_the_top_sets(stem):
    """Each shipped evolution ordering against the same build with seed 2
    (kept in tests/tables/data; docs/tables.md gives the command), at the
    cut points 5..40% (docs/ranges.md gives the figures)."""
    import pathlib

    path = pathlib.Path(__file__).with_name("data") / f"{stem}-seed2.npz"
    other = orderings.Ordering.read(str(path))
    mine = orderings.load_evolution(stem.split("-")[0], six_handed=stem.endswith("6h"), hilo="hilo" in stem)
    assert (other.seed, mine.seed) == (2, 1)
    assert (other.trials, other.seats, other.rounds) == (mine.trials, mine.seats, mine.rounds)
    agree = top_agreement(mine, other, (5, 10, 15, 20, 25, 30, 40))
    assert min(agree.values()) >= AGREEMENT[stem], agree


def test_top_agreement_of_an_ordering_with_itself_and_its_reverse():
    o = orderings.load_evolution("holdem")
    assert top_agreement(o, o) == {5: 1.0, 10: 1.0, 20: 1.0, 30: 1.0, 40: 1.0}
    flipped = orderings.Ordering(**{**o.__dict__, "classes": o.classes[::-1].copy(),
                                    "class_sizes": o.class_sizes[::-1].copy(), "_hands": {}})
    assert top_agreement(o, flipped)[20] == 0.0
