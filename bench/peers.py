"""Python-level benchmark: omaha-eval against the installed peers
(phevaluator, eval7, treys, pokerkit, xiapl, poker-equity) on the same
random deals.

    pip install ".[bench]"
    python bench/peers.py                # under a minute on a quiet machine
    python bench/peers.py --quick        # fewer repeats, smaller budgets

How it measures:
- One list of random deals (11 distinct cards each: positions 0..5 hole,
  6..10 board) is made from a fixed seed before anything is timed. Each job
  takes its hands from the same deals: 5-card = hole[0:2] + board[0:3],
  Hold'em 7-card = hole[0:2] + board, PLO4/5/6 river = hole[0:4/5/6] + board.
- Every library gets those deals converted into its own native form (ints,
  its Card objects, masks) before timing; one call per hand, in a plain loop.
  String input is timed separately, each library given the card text and
  doing whatever its API needs to read it.
- Each library times the first n deals, n chosen so that one repeat takes
  about --budget seconds (pokerkit is slow, so it sees fewer hands); each
  round times every entry once (interleaved) and the median of --repeats
  rounds is reported in microseconds per hand. The summary's ratio to
  omaha-eval's public call (`oe.evaluate`, `oe.rank5`, `oe.evaluate_low`)
  is the ratio of the two medians it shows, so it follows from the printed
  times; the details also give the median over rounds of the two times
  measured in the same round, which resists drift on a busy machine.
- Before timing, results are cross-checked on the benchmark deals:
  omaha-eval's rank must equal phevaluator's and treys' (same 1..7462 scale),
  and must order hands exactly as eval7, xiapl and pokerkit do.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import (Entry, card_name, command_line, fmt_ratio, fmt_us,  # noqa: E402
                     machine, make_deals, markdown_table, optional_import, set_clock,
                     time_entries)

import omaha_eval as oe  # noqa: E402
from omaha_eval import _core  # noqa: E402

HOLE = {"5-card": 2, "Hold'em 7-card": 2, "PLO4 river": 4, "PLO5 river": 5,
        "PLO6 river": 6, "PLO4 low (8 or better)": 4}
BOARD = {"5-card": 3}  # others: the whole five-card board


def split(deal, job):
    nh, nb = HOLE[job], BOARD.get(job, 5)
    return list(deal[:nh]), list(deal[6:6 + nb])


# -- loops: one call per hand; `inputs` is prepared before timing ----------

def loop2(f, inputs):
    def run(n):
        for a, b in inputs[:n]:
            f(a, b)
    return run


def loop_star(f, inputs):
    def run(n):
        for args in inputs[:n]:
            f(*args)
    return run


def loop1(f, inputs):
    def run(n):
        for a in inputs[:n]:
            f(a)
    return run


# -- peers ------------------------------------------------------------------

class Peers:
    def __init__(self) -> None:
        self.notes: Dict[str, str] = {}
        self.ph = optional_import("phevaluator", self.notes)
        self.eval7 = optional_import("eval7", self.notes)
        self.treys = optional_import("treys", self.notes)
        self.pk = optional_import("pokerkit", self.notes)
        self.xiapl = optional_import("xiapl", self.notes)
        self.pe = optional_import("poker_equity", self.notes)
        if self.xiapl is not None:
            try:
                from xiapl import eval as xe, simulation as xs, card as xc
                self.x_eval, self.x_game, self.x_card = xe, xs.GameType, xc.Card
                # xiapl numbers cards its own way: look each of ours up by name
                self.x_id = [xc.Card.from_string(card_name(c)).id for c in range(52)]
            except Exception as exc:
                self.notes["xiapl"] = f"unexpected API ({type(exc).__name__}: {exc})"
                self.xiapl = None
        if self.treys is not None:
            self.treys_ev = self.treys.Evaluator()
            self.treys_card = [self.treys.Card.new(card_name(c)) for c in range(52)]
        if self.eval7 is not None:
            self.e7_card = [self.eval7.Card(card_name(c)) for c in range(52)]
        if self.pk is not None:
            self.pk_card = [next(iter(self.pk.Card.parse(card_name(c)))) for c in range(52)]

    def x_mask(self, cards):
        m = 0
        for c in cards:
            m |= 1 << self.x_id[c]
        return m

    def ph_plo(self, nhole):
        """phevaluator's public PLO call for nhole cards, or None (its PyPI
        wheel is built with PLO4 only)."""
        if self.ph is None:
            return None
        if nhole == 4:
            return self.ph.evaluate_omaha_cards
        from phevaluator import _pheval
        name = f"evaluate_plo{nhole}_cards"
        if getattr(_pheval, name, None) is None:
            self.notes[f"phevaluator PLO{nhole}"] = ("not in the installed wheel (built without "
                                                     "PHEVALUATOR_BUILD_PLO)")
            return None
        return getattr(self.ph, name)


# -- the jobs -----------------------------------------------------------------

def int_entries(job: str, deals, P: Peers, budget: float, slow_budget: float) -> List[Entry]:
    """Entries for `job` with each library's native (pre-converted) input.
    The first entry is the reference for the ratios."""
    hands = [split(d, job) for d in deals]
    N = len(hands)
    flat = [h + b for h, b in hands]
    E: List[Entry] = []

    def add(label, run, n=N, b=budget):
        E.append(Entry(label, run, n, b))

    low = job.startswith("PLO4 low")
    plo = job.startswith("PLO") and not low
    nh = HOLE[job]
    if job == "5-card":
        add("omaha-eval `oe.rank5(ints)`", loop1(oe.rank5, flat))
        add("omaha-eval `_core.rank5(ints)`", loop1(_core.rank5, flat))
        add("omaha-eval `oe.evaluate(ints, ints)`", loop2(oe.evaluate, hands))
    elif low:
        add("omaha-eval `oe.evaluate_low(ints, ints)`", loop2(oe.evaluate_low, hands))
        add("omaha-eval `_core.eval_low(ints, ints)`", loop2(_core.eval_low, hands))
    else:
        add("omaha-eval `oe.evaluate(ints, ints)`", loop2(oe.evaluate, hands))
        add("omaha-eval `_core.eval_high(ints, ints)`", loop2(_core.eval_high, hands))
        add("omaha-eval `oe.evaluate(hole_text, board_text)` (string input, same rounds)",
            loop2(oe.evaluate, [("".join(map(card_name, h)), "".join(map(card_name, b))) for h, b in hands]))

    if P.ph is not None and not low:
        if plo:
            f = P.ph_plo(nh)
            if f is not None:  # phevaluator wants the board first
                add("phevaluator `evaluate_omaha_cards(*ints)`" if nh == 4 else
                    f"phevaluator `evaluate_plo{nh}_cards(*ints)`",
                    loop_star(f, [b + h for h, b in hands]))
            from phevaluator import _pheval
            native = getattr(_pheval, "evaluate_omaha_cards" if nh == 4 else f"evaluate_plo{nh}_cards", None)
            if native is not None:  # its C binding, without the Python wrapper's conversions
                add(f"phevaluator `_pheval.{native.__name__}(*ints)` (native, no checks)",
                    loop_star(native, [b + h for h, b in hands]))
        else:
            add("phevaluator `evaluate_cards(*ints)`", loop_star(P.ph.evaluate_cards, flat))
            from phevaluator import _pheval
            native = _pheval.evaluate_5cards if job == "5-card" else _pheval.evaluate_7cards
            add(f"phevaluator `_pheval.{native.__name__}(*ints)` (native, no checks)",
                loop_star(native, flat))
    if P.eval7 is not None and not plo and not low:
        add("eval7 `evaluate([Card])`", loop1(P.eval7.evaluate, [[P.e7_card[c] for c in f] for f in flat]))
    if P.treys is not None and not plo and not low:
        tc = P.treys_card
        add("treys `Evaluator().evaluate(hand, board)`",
            loop2(P.treys_ev.evaluate, [([tc[c] for c in h], [tc[c] for c in b]) for h, b in hands]))
    if P.xiapl is not None and not low and (not plo or nh == 4):
        xe, G = P.x_eval, P.x_game
        if job == "5-card":
            add("xiapl `evaluate_mask(mask)`", loop1(xe.evaluate_mask, [P.x_mask(f) for f in flat]))
        else:
            game = G.Plo if plo else G.Holdem
            ev = xe.evaluate_hand

            def xrun_factory(inputs, game=game, ev=ev):
                def run(n):
                    for bm, hm in inputs[:n]:
                        ev(bm, hm, game=game)
                return run
            add(f"xiapl `evaluate_hand(board_mask, hole_mask, game={game.name})`",
                xrun_factory([(P.x_mask(b), P.x_mask(h)) for h, b in hands]))
    if P.pk is not None:
        pc = P.pk_card
        cls = (P.pk.OmahaEightOrBetterLowHand.from_game_or_none if low else
               P.pk.OmahaHoldemHand.from_game if plo else P.pk.StandardHighHand.from_game)
        name = ("OmahaEightOrBetterLowHand.from_game_or_none" if low else
                "OmahaHoldemHand.from_game" if plo else "StandardHighHand.from_game")
        add(f"pokerkit `{name}(hole, board)`",
            loop2(cls, [([pc[c] for c in h], [pc[c] for c in b]) for h, b in hands]), b=slow_budget)
    return E


def str_entries(job: str, deals, P: Peers, budget: float, slow_budget: float) -> List[Entry]:
    """Entries for `job` from card text: each library reads the text itself."""
    hands = [split(d, job) for d in deals]
    N = len(hands)
    texts = [("".join(map(card_name, h)), "".join(map(card_name, b))) for h, b in hands]
    names = [[card_name(c) for c in h + b] for h, b in hands]
    plo = job.startswith("PLO")
    E = [Entry('omaha-eval `oe.evaluate(hole_text, board_text)`', loop2(oe.evaluate, texts), N, budget)]
    if P.ph is not None:
        if plo:
            nh = HOLE[job]
            E.append(Entry('phevaluator `evaluate_omaha_cards("Ks", ..., "Ah", ...)`',
                           loop_star(P.ph.evaluate_omaha_cards, [n[nh:] + n[:nh] for n in names]), N, budget))
        else:
            E.append(Entry('phevaluator `evaluate_cards("Ah", "Ad", ...)`',
                           loop_star(P.ph.evaluate_cards, names), N, budget))
    if P.eval7 is not None and not plo:
        ev, C = P.eval7.evaluate, P.eval7.Card

        def e7(n, inputs=names, ev=ev, C=C):
            for cs in inputs[:n]:
                ev([C(s) for s in cs])
        E.append(Entry('eval7 `evaluate([Card(s) for s in ...])`', e7, N, budget))
    if P.treys is not None and not plo:
        ev, new = P.treys_ev.evaluate, P.treys.Card.new

        def tr(n, inputs=names, ev=ev, new=new):
            for cs in inputs[:n]:
                ev([new(cs[0]), new(cs[1])], [new(s) for s in cs[2:]])
        E.append(Entry('treys `evaluate([Card.new(s) ...], [...])`', tr, N, budget))
    if P.pe is not None and not plo:
        joined = ["".join(n) for n in names]

        def pe_run(n, inputs=joined, score=P.pe.score_batch):
            score("high", inputs[:n])
        E.append(Entry('poker-equity `score_batch("high", texts)` (one call per batch of n hands)',
                       pe_run, N, budget))
    if P.pk is not None:
        cls = P.pk.OmahaHoldemHand.from_game if plo else P.pk.StandardHighHand.from_game
        E.append(Entry(f'pokerkit `{"OmahaHoldemHand" if plo else "StandardHighHand"}.from_game(hole_text, board_text)`',
                       loop2(cls, texts), N, slow_budget))
    return E


# -- correctness cross-check on the benchmark deals ---------------------------

def same_order(ours: Sequence[int], theirs: Sequence, what: str) -> Optional[str]:
    """Checks that `theirs` (stronger = greater) orders hands exactly as our
    ranks (stronger = smaller) do: equal ranks equal, better rank greater."""
    pairs = sorted(zip(ours, range(len(ours))))
    for (r0, i0), (r1, i1) in zip(pairs, pairs[1:]):
        a, b = theirs[i0], theirs[i1]
        if (r0 == r1 and not a == b) or (r0 < r1 and not a > b):
            return f"{what}: ordering differs between deals {i0} and {i1}"
    return None


def cross_check(deals, P: Peers, pk_count: int) -> List[str]:
    lines, errors = [], []
    for job in ("5-card", "Hold'em 7-card", "PLO4 river", "PLO5 river", "PLO6 river"):
        hands = [split(d, job) for d in deals]
        ours = [_core.eval_high(h, b) for h, b in hands]
        plo = job.startswith("PLO")
        checked = []
        if P.ph is not None:
            f = P.ph_plo(HOLE[job]) if plo else P.ph.evaluate_cards
            if f is not None:
                theirs = [f(*(b + h)) if plo else f(*(h + b)) for h, b in hands]
                bad = [i for i, (x, y) in enumerate(zip(ours, theirs)) if x != y]
                (errors.append(f"{job}: phevaluator differs on {len(bad)} deals, first {bad[:3]}")
                 if bad else checked.append("phevaluator (equal ranks)"))
        if P.treys is not None and not plo:
            tc = P.treys_card
            theirs = [P.treys_ev.evaluate([tc[c] for c in h], [tc[c] for c in b]) for h, b in hands]
            bad = [i for i, (x, y) in enumerate(zip(ours, theirs)) if x != y]
            (errors.append(f"{job}: treys differs on {len(bad)} deals, first {bad[:3]}")
             if bad else checked.append("treys (equal ranks)"))
        if P.pe is not None and not plo:  # 0 = royal flush: one below ours
            theirs = [r + 1 for r in P.pe.score_batch("high", ["".join(map(card_name, h + b)) for h, b in hands])]
            bad = [i for i, (x, y) in enumerate(zip(ours, theirs)) if x != y]
            (errors.append(f"{job}: poker-equity differs on {len(bad)} deals, first {bad[:3]}")
             if bad else checked.append("poker-equity (equal ranks, its 0-based score + 1)"))
        if P.eval7 is not None and not plo:
            theirs = [P.eval7.evaluate([P.e7_card[c] for c in h + b]) for h, b in hands]
            err = same_order(ours, theirs, f"{job} eval7")
            errors.append(err) if err else checked.append("eval7 (same order)")
        if P.xiapl is not None and (not plo or HOLE[job] == 4):
            G = P.x_game.Plo if plo else P.x_game.Holdem
            theirs = []
            for h, b in hands:
                v = P.x_eval.evaluate_hand(P.x_mask(b), P.x_mask(h), game=G) if job != "5-card" \
                    else P.x_eval.evaluate_mask(P.x_mask(h + b))
                theirs.append((int(v.category), list(v.kickers)))
            err = same_order(ours, theirs, f"{job} xiapl")
            errors.append(err) if err else checked.append("xiapl (same order)")
        if P.pk is not None:
            cls = P.pk.OmahaHoldemHand if plo else P.pk.StandardHighHand
            sub = hands[:pk_count]
            theirs = [cls.from_game([P.pk_card[c] for c in h], [P.pk_card[c] for c in b]) for h, b in sub]
            err = same_order(ours[:pk_count], theirs, f"{job} pokerkit")
            errors.append(err) if err else checked.append(f"pokerkit (same order, first {len(sub)})")
        lines.append(f"- {job}, {len(hands):,} deals: " + (", ".join(checked) or "no peer to compare"))
    # the low: pokerkit's five low cards as our rank mask (A = bit 0 ... 8 = bit 7)
    if P.pk is not None:
        bit = {r: 1 << i for i, r in enumerate("A2345678")}
        hands = [split(d, "PLO4 low (8 or better)") for d in deals[:pk_count]]
        bad = 0
        for h, b in hands:
            ours = _core.eval_low(h, b)
            hand = P.pk.OmahaEightOrBetterLowHand.from_game_or_none(
                [P.pk_card[c] for c in h], [P.pk_card[c] for c in b])
            theirs = 0 if hand is None else sum(bit[str(c.rank)] for c in hand.cards)
            bad += ours != theirs
        (errors.append(f"PLO4 low: pokerkit differs on {bad} deals") if bad else
         lines.append(f"- PLO4 low, {len(hands):,} deals: pokerkit (same five low ranks)"))
    return lines, errors


# -- report -------------------------------------------------------------------

def report(title: str, entries: Sequence[Entry], ref: Entry) -> str:
    rows = []
    for e in entries:
        ratio = "1 (reference)" if e is ref else fmt_ratio(e.ratio_to(ref))
        rows.append((e.label, fmt_us(e.median), ratio, f"{e.n:,}"))
    return (f"**{title}**\n\n" +
            markdown_table(["library and call", "µs/hand", "peer / omaha-eval", "hands timed"], rows, "lrrr"))


SUMMARY_COLUMNS = ["omaha-eval", "omaha-eval `_core`", "phevaluator", "phevaluator native",
                   "eval7", "treys", "xiapl", "pokerkit", "poker-equity"]


def column_of(entry: Entry, first: bool) -> Optional[str]:
    """Which summary column an entry belongs to (None: details only)."""
    lib = entry.label.split()[0]
    if lib == "omaha-eval":
        return "omaha-eval" if first else ("omaha-eval `_core`" if "_core" in entry.label else None)
    if lib == "phevaluator" and "native" in entry.label:
        return "phevaluator native"
    return lib


def summary(results) -> str:
    """One table: a row per job, a column per library, "µs (ratio)" cells."""
    cells = {}
    for job, entries in results:
        ref = entries[0]
        for i, e in enumerate(entries):
            col = column_of(e, i == 0)
            if col:
                # the ratio of the medians shown, so a reader can check it
                ratio = "" if i == 0 else f" ({fmt_ratio(e.median / ref.median)})"
                cells[job, col] = fmt_us(e.median) + ratio
    used = [c for c in SUMMARY_COLUMNS if any(k[1] == c for k in cells)]
    rows = [[job] + [cells.get((job, c), "–") for c in used] for job, _ in results]
    return markdown_table(["µs per hand (peer / omaha-eval)"] + used, rows, "l" + "r" * len(used))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=20000, help="random deals generated (default 20000)")
    ap.add_argument("--repeats", type=int, default=15, help="timed rounds, median reported (default 15, at least 5)")
    ap.add_argument("--budget", type=float, default=0.03, help="seconds per round per entry (default 0.03)")
    ap.add_argument("--slow-budget", type=float, default=0.1,
                    help="seconds per round for pokerkit (default 0.1)")
    ap.add_argument("--check", type=int, default=300, help="deals cross-checked against pokerkit (default 300)")
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="cpu: process CPU time, ignores time descheduled on a busy machine (default); wall: elapsed")
    ap.add_argument("--quick", action="store_true", help="5 repeats, halved budgets")
    ap.add_argument("--jobs", nargs="+", choices=list(HOLE), metavar="JOB",
                    help=f"time only these jobs (default: all of {', '.join(HOLE)})")
    args = ap.parse_args(argv)
    if args.quick:
        args.repeats, args.budget, args.slow_budget = 5, args.budget / 2, args.slow_budget / 2
    args.repeats = max(args.repeats, 5)
    set_clock(args.clock)

    deals = make_deals(args.deals, args.seed)  # before any timing
    P = Peers()
    versions = [f"omaha-eval {oe.__version__}"]
    from importlib.metadata import version, PackageNotFoundError
    for dist in ("phevaluator", "eval7", "treys", "pokerkit", "xiapl", "poker-equity"):
        try:
            versions.append(f"{dist} {version(dist)}")
        except PackageNotFoundError:
            pass

    check_lines, errors = cross_check(deals, P, args.check)
    out = [f"## omaha-eval vs peers, from Python: µs per hand, median of {args.repeats} "
           f"interleaved rounds ({args.clock} time), {args.deals:,} random deals (seed {args.seed})\n"]
    out.append("Agreement verified on the benchmark deals before timing:" if not errors else
               "**DISAGREEMENT on the benchmark deals:**")
    out += check_lines + [f"- ERROR {e}" for e in errors]
    out.append("")
    results = []
    jobs = args.jobs or list(HOLE)
    for job in jobs:
        E = int_entries(job, deals, P, args.budget, args.slow_budget)
        time_entries(E, args.repeats)
        results.append((job, E))
        print(f"[done: {job}]", file=sys.stderr, flush=True)
    for job in [j for j in ("Hold'em 7-card", "PLO4 river") if j in jobs]:
        E = str_entries(job, deals, P, args.budget, args.slow_budget)
        time_entries(E, args.repeats)
        results.append((f"{job}, string input", E))
        print(f"[done: {job} strings]", file=sys.stderr, flush=True)
    out.append("### Summary\n")
    out.append(summary(results))
    out.append("")
    out.append("omaha-eval = its public call: `oe.rank5` (5-card), `oe.evaluate` (high), "
               "`oe.evaluate_low` (low); `_core` = `omaha_eval.core._core.rank5/eval_high/eval_low`, "
               "the binding without the Python wrapper. phevaluator = its public "
               "`evaluate_cards`/`evaluate_omaha_cards`; native = `_pheval.evaluate_5cards/7cards`. "
               "Native input (each library's own card form, converted before timing) except the "
               "string-input rows, where each library reads card text itself; poker-equity only "
               "scores text in batches (one call for all n hands, divided by n).\n")
    if P.notes:
        out.append("Skipped: " + "; ".join(f"{k}: {v}" for k, v in P.notes.items()) + ".\n")
    out.append("### Details\n")
    for job, E in results:
        out.append(report(job, E, E[0]))
        out.append("")
    out.append(f"Command: `{command_line()}`  ")
    out.append(f"Versions: {', '.join(versions)}  ")
    out.append(f"Machine: {machine()}")
    print("\n".join(out))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
