"""Every PQL function on fully known deals (one hand per player, a full
board: exactly one deal) against the plain-Python meanings in oracle.py,
for Hold'em, PLO4, PLO5 and PLO8."""
import random

import pytest

from omaha_eval import cards_text
from omaha_eval.pql import query

from analysis import oracle as A

from .oracle import FLOP_ORDER, STREET, TYPES, Deal, flop_category_two, ranks_of, straight_board

GAMES = [("holdem", 2, False), ("omahahi", 4, False), ("omaha5", 5, False), ("omaha8", 4, True)]
SPOTS = 12


def spots(nhole, players, seed):
    rng = random.Random(seed)
    for _ in range(SPOTS):
        cards = rng.sample(range(52), nhole * players + 5)
        yield [cards[i * nhole:(i + 1) * nhole] for i in range(players)], cards[-5:]


def one_deal(game, hands, board, selectors):
    names = ["hero", "villain", "third"][:len(hands)]
    players = ", ".join(f"{n}='{cards_text(h)}'" for n, h in zip(names, hands))
    text = f"select {', '.join(selectors)} from game='{game}', {players}, board='{cards_text(board)}'"
    r = query(text)[0]
    assert r.exact and r.deals == 1
    return [v.value for v in r.values]


@pytest.mark.parametrize("game,nhole,hilo", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_hand_functions(game, nhole, hilo, players):
    for hands, board in spots(nhole, players, seed=nhole * 10 + players):
        d = Deal(hands, board, nhole == 2, hilo)
        sel, want = [], []
        for p, name in enumerate(["hero", "villain", "third"][:players]):
            for street in ("flop", "turn", "river"):
                v = d.high(p, street)
                sel += [f"max(hiRating({name}, {street}))", f"max(handType({name}, {street}))",
                        f"count(nutHi({name}, {street}))", f"count(nutHiForHandType({name}, {street}))",
                        f"count(minHandType({name}, {street}, trips))",
                        f"count(exactHandType({name}, {street}, pair))",
                        f"count(bestHiRating({name}, {street}))",
                        f"count(hasTopBoardRank({name}, {street}))",
                        f"count(hasSecondBoardRank({name}, {street}))",
                        f"avg(handBoardIntersections({name}, {street}))",
                        f"count(overpair({name}, {street}))"]
                top = sorted(ranks_of(board[:STREET[street]]), reverse=True)
                held = ranks_of(hands[p])
                pairs = {r for r in held if [c // 4 + 2 for c in hands[p]].count(r) > 1}
                want += [7463 - v, TYPES[8 - ([1, 11, 167, 323, 1600, 1610, 2468, 3326, 6186, 7463].index(
                    max(x for x in [1, 11, 167, 323, 1600, 1610, 2468, 3326, 6186] if x <= v)))],
                         float(d.nut_hi(p, street)), float(d.nut_hi_for_type(p, street)),
                         float(TYPES.index(_type(v)) >= 3), float(_type(v) == "pair"),
                         float(all(v <= d.high(q, street) for q in range(players))),
                         float(top[0] in held), float(len(top) > 1 and top[1] in held),
                         float(len(held & set(top))),  # ranks in common (Open PQL)
                         float(bool(pairs) and max(pairs) > top[0])]
            sel += [f"avg(riverEquity({name}))", f"count(winsHi({name}))", f"count(tiesHi({name}))",
                    f"count(scoops({name}))", f"max(flopHandCategory({name}))",
                    f"count(pocketPair({name}))", f"avg(equity({name}, turn))"]
            share = d.shares()[p]
            want += [share, float(d.wins_hi(p)), float(d.ties_hi(p)), float(share == 1.0), d.flop_category(p),
                     float(len({c // 4 for c in hands[p]}) < nhole), d.equity(p, "turn")]
            if hilo:
                lo = d.low(p, "river")
                sel += [f"count(winsLo({name}))", f"count(tiesLo({name}))", f"count(madeLo({name}, river))",
                        f"max(loRating({name}, river))", f"count(nutLo({name}, river))",
                        f"count(bestLoRating({name}, river))"]
                lows = [A.low_key(d.low(q, "river")) for q in range(players)]
                unseen = {k: v for k, v in A.two_card_values(board, [], False, lows=True).items()
                          if not set(k) & set(hands[p])}
                want += [float(d.wins_lo(p)), float(d.ties_lo(p)), float(lo is not None),
                         0 if lo is None else 256 - sum(1 << (r - 1) for r in lo),
                         float(lo is not None and all(v >= A.low_key(lo) for v in unseen.values())),
                         float(lo is not None and A.low_key(lo) == min(lows))]
        got = one_deal(game, hands, board, sel)
        for s, g, w in zip(sel, got, want):
            assert g == pytest.approx(w), (s, cards_text(board), [cards_text(h) for h in hands])


def _type(v):
    firsts = [1, 11, 167, 323, 1600, 1610, 2468, 3326, 6186]
    return TYPES[8 - max(i for i, x in enumerate(firsts) if x <= v)]


@pytest.mark.parametrize("game,nhole,hilo", GAMES[:2])
def test_flop_equity(game, nhole, hilo):
    for hands, board in list(spots(nhole, 2, seed=5))[:2]:
        d = Deal(hands, board, nhole == 2, hilo)
        got = one_deal(game, hands, board, ["avg(equity(hero, flop))", "count(minEquity(hero, flop, 0.5))"])
        e = d.equity(0, "flop")
        assert got == pytest.approx([e, float(e >= 0.5)])


def test_board_functions():
    rng = random.Random(3)
    for _ in range(40):
        cards = rng.sample(range(52), 9)
        hands, board = [cards[:2], cards[2:4]], cards[4:]
        sel, want = [], []
        for street, n in STREET.items():
            b = board[:n]
            suits = {c % 4 for c in b}
            ranks = [c // 4 for c in b]
            lows = {(-1 if r == 12 else r) for r in ranks if r <= 6 or r == 12}
            sel += [f"avg(boardSuitCount({street}))", f"count(rainbowBoard({street}))",
                    f"count(twoToneBoard({street}))", f"count(monotoneBoard({street}))",
                    f"count(flushingBoard({street}))", f"count(pairedBoard({street}))",
                    f"count(straightBoard({street}))", f"avg(rankCount(boardRanks({street})))",
                    f"max(maxRank(boardRanks({street})))", f"max(minRank(boardRanks({street})))",
                    f"max(nthRank(2, boardRanks({street})))",
                    f"avg(rankCount(duplicatedBoardRanks({street})))",
                    f"avg(rankCount(intersectingHandRanks(hero, {street})))",
                    f"avg(rankCount(nonIntersectingHandRanks(hero, {street})))",
                    f"count(boardAllowsMadeLo({street}))"]
            distinct = sorted(set(ranks), reverse=True)
            rc = "23456789TJQKA"
            hero = {c // 4 for c in hands[0]}
            want += [len(suits), float(len(suits) == n), float(len(suits) == 2), float(len(suits) == 1),
                     float(max(sum(1 for c in b if c % 4 == s) for s in range(4)) >= 3),
                     float(len(set(ranks)) < n), float(straight_board(b)), len(set(ranks)),
                     rc[max(ranks)], rc[min(ranks)], rc[distinct[1]] if len(distinct) > 1 else None,
                     len({r for r in ranks if ranks.count(r) > 1}), len(hero & set(ranks)),
                     len(hero - set(ranks)), float(len(lows) >= 3)]
        from omaha_eval.core.cards import DECK
        sel += ["max(turnCard())", "max(riverCard())", "count(turnCard() = toCard('As'))",
                "count(maxRank(boardRanks(river)) = toRank('A'))"]
        want += [str(DECK[board[3]]), str(DECK[board[4]]), float(board[3] == 51),
                 float(max(c // 4 for c in board) == 12)]
        got = one_deal("holdem", hands, board, sel)
        for s, g, w in zip(sel, got, want):
            assert g == pytest.approx(w) if isinstance(w, float) else g == w, (s, cards_text(board))


def test_flop_categories_open_pql_cases():
    """The cases of Open PQL's eval_flop_holdem tests, through the oracle and through PQL."""
    cases = [("8s9s", "7s6sTs", "flopstraightflush"), ("8s8h", "8d8cTs", "flopquads"),
             ("7s6s", "7h6h6c", "flopfullhouse"), ("8s9s", "7s6s2s", "flopflush"),
             ("8d9s", "7s6hTc", "flopstraight"), ("7h7d", "7s6hTc", "flopset"), ("7d8s", "7s7hTc", "floptrips"),
             ("8sTs", "7s8hTc", "floptoptwo"), ("7cTs", "7s8hTc", "floptopandbottom"),
             ("7c8c", "7s8hTc", "flopbottomtwo"), ("JsJh", "7s8hTc", "flopoverpair"),
             ("TsAh", "7s8hTc", "floptoppair"), ("9s9h", "7s8hTc", "floppocket12"),
             ("8sAh", "7s8hTc", "flopsecondpair"), ("7s7h", "6s8hTc", "floppocket23"),
             ("7hAh", "7s8hTc", "flopthirdpair"), ("4s4h", "6s8hTc", "flopunderpair"),
             ("4s2h", "6s8hTc", "flopnothing")]
    from omaha_eval import parse_cards
    for hole, flop, want in cases:
        assert flop_category_two(parse_cards(hole), parse_cards(flop)) == want
        r = query(f"select max(flopHandCategory(hero)), count(exactFlopHandCategory(hero, {want})), "
                  f"count(minFlopHandCategory(hero, {want})) from game='holdem', hero='{hole}', board='{flop}'")[0]
        assert [v.value for v in r.values] == [want, 1.0, 1.0]
    assert FLOP_ORDER.index("flopset") > FLOP_ORDER.index("floptrips")


def test_ratings_and_ranges():
    r = query("select count(minHiRating(hero, river, rateHiHand('AsAdKsKdQc'))), "
              "count(inRange(hero, 'AA,KK')), count(inRange(villain, 'AA')), "
              "count(boardInRange('AxKyQz')), max(rateLoHand('A2345')), max(rateLoHand('A2349')) "
              "from game='holdem', hero='AhAc', villain='KhKc', board='AsKd2c3h4s'")[0]
    assert [v.value for v in r.values] == [1.0, 1.0, 0.0, 0.0, 256 - 31, 0]
    r = query("select count(boardInRange('AK2')), count(boardInRange('AsKd2c3h4s')) "
              "from game='holdem', hero='AhAc', villain='QhQc', board='AsKd2c3h4s'")[0]
    assert [v.value for v in r.values] == [1.0, 1.0]


def test_winning_hand_type_and_max_rating():
    r = query("select max(winningHandType()), max(maxHiRating(river)), count(hiRating(hero, river) = "
              "maxHiRating(river)) from game='holdem', hero='AhAc', villain='KhKc', board='AsKd2c3h9s'")[0]
    from omaha_eval import evaluate
    assert r[0] == "trips" and r[1] == 7463 - evaluate("AhAc", "AsKd2c3h9s").rank and r[2] == 1.0


@pytest.mark.parametrize("game,nhole,hilo", GAMES[:3])
def test_outs(game, nhole, hilo):
    from .oracle import nut_outs, outs_to_type
    for hands, board in list(spots(nhole, 2, seed=21))[:2]:
        d = Deal(hands, board, nhole == 2, hilo)
        sel = ["avg(nutHiOuts(hero, turn))", "avg(outsToHandType(hero, flop, straight))",
               "count(minOutsToHandType(hero, flop, twopair, 6))", "avg(nutHiOuts(villain, flop))"]
        want = [nut_outs(d, 0, "turn"), outs_to_type(d, 0, "flop", 4), float(outs_to_type(d, 0, "flop", 2) >= 6),
                nut_outs(d, 1, "flop")]
        assert one_deal(game, hands, board, sel) == pytest.approx(want)


@pytest.mark.parametrize("game,nhole", [("omaha6", 6), ("courchevel", 5), ("omaha68", 6)])
def test_more_games_one_deal(game, nhole):
    """Omaha 6 and Courchevel (high and Hi-Lo) read the same way."""
    hilo = game.endswith("8")
    for hands, board in list(spots(nhole, 2, seed=nhole))[:3]:
        d = Deal(hands, board, False, hilo)
        sel = ["avg(riverEquity(hero))", "max(hiRating(villain, turn))", "count(nutHi(hero, river))",
               "max(flopHandCategory(villain))"]
        want = [d.shares()[0], 7463 - d.high(1, "turn"), float(d.nut_hi(0, "river")), d.flop_category(1)]
        assert one_deal(game, hands, board, sel) == pytest.approx(want)
