"""`omaha-eval hands`: import hand histories into a database, player
statistics, and all-in EV.

    omaha-eval hands import PATH... --db hands.sqlite
    omaha-eval hands stats --db hands.sqlite [--player NAME] [--game PO] [--stakes 0.25/0.50] [--by-game]
    omaha-eval hands ev --db hands.sqlite [--player NAME] [--plot ev.png]
"""
from __future__ import annotations

import argparse
import os
from typing import Any, Dict, List

_STATS_COLUMNS = (("hands", "hands", "{:>7,}"), ("VPIP", "vpip_pct", "{:>5.1f}"), ("PFR", "pfr_pct", "{:>5.1f}"),
                  ("3B", "three_bet_pct", "{:>5.1f}"), ("F3B", "fold_to_three_bet_pct", "{:>5.1f}"),
                  ("CB", "cbet_pct", "{:>5.1f}"), ("WTSD", "wtsd_pct", "{:>5.1f}"), ("W$SD", "wsd_pct", "{:>5.1f}"),
                  ("AF", "aggression", "{:>5.2f}"), ("net", "net_units", "{:>12,.2f}"),
                  ("bb/100", "bb_per_100", "{:>8.2f}"), ("EV bb/100", "ev_bb_per_100", "{:>9.2f}"))


def _open(path: str, must_exist: bool = True) -> Any:
    """The database: read-only for the queries (a read-only file can be read,
    and nothing is written to a file that is not a hand database)."""
    from ..hands.database import HandDatabase
    if must_exist and path != ":memory:" and not os.path.exists(path):
        raise ValueError(f"--db {path}: no such database (import hands into it first)")
    return HandDatabase(path, readonly=must_exist and path != ":memory:")


def cmd_import(args: argparse.Namespace) -> int:
    with _open(args.db, must_exist=False) as db:
        summary = db.import_paths(args.paths, progress=not args.quiet)
    print(summary.__str__().splitlines()[0])
    reasons: Dict[str, int] = {}
    for _, _, error in summary.refused:
        reason = error.split(": ", 2)[-1][:100]
        reasons[reason] = reasons.get(reason, 0) + 1
    for source, why in summary.skipped:
        print(f"  skipped {source}: {why}")
    for source, number, error in summary.refused[:args.show]:
        print(f"  refused {os.path.basename(source)} #{number}: {error}")
    if len(summary.refused) > args.show:
        print(f"  ... and {len(summary.refused) - args.show} more; by reason:")
        for reason, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
            print(f"  {count:6,}  {reason}")
    return 0


def _cell(stats: Any, attribute: str, form: str) -> str:
    value = getattr(stats, attribute)
    width = len(form.format(0 if "," in form and "." not in form else 0.0))
    return " " * (width - 1) + "-" if value is None else form.format(value)


def cmd_stats(args: argparse.Namespace) -> int:
    # a row per currency too: money is never summed across units
    by = ("player", "game", "stakes", "currency") if args.by_game else ("player", "currency")
    with _open(args.db) as db:
        stats = db.stats(player=args.player, game=args.game, stakes=args.stakes, by=by)
    if not stats:
        asked = [f"{k} {v!r}" for k, v in (("player", args.player), ("game", args.game), ("stakes", args.stakes))
                 if v is not None]
        raise ValueError("no hands match" + (" " + ", ".join(asked) if asked else ""))
    rows = sorted(stats.values(), key=lambda s: (-s.hands, s.player, s.game, s.stakes, s.currency))[:args.limit]
    name_width = max(6, *(len(s.player) for s in rows))
    group = " game  stakes    " if args.by_game else ""
    heads = [(h, f) for h, _, f in _STATS_COLUMNS]
    print(f"{'player':<{name_width}} {group}{'unit':<6} "
          + " ".join(f"{h:>{len(f.format(0 if ',' in f and '.' not in f else 0.0))}}" for h, f in heads))
    for s in rows:
        label = f"{s.player:<{name_width}} " + (f"{s.game:<5} {s.stakes:<10}" if args.by_game else "")
        print(label + f"{s.currency:<6} " + " ".join(_cell(s, attr, form) for _, attr, form in _STATS_COLUMNS))
    return 0


def cmd_ev(args: argparse.Namespace) -> int:
    from .icm_ev import payouts_from_args, print_prize_ev

    with _open(args.db) as db:
        player = args.player or (db.players()[0][0] if db.players() else None)
        if player is None:
            raise ValueError(f"--db {args.db}: no hands imported")
        # each hand's net and all-in EV won in its currency (dollars, not cents; chips)
        series = db.db.execute(
            "SELECT h.hand_no, r.net_units, r.ev_units, r.currency FROM results r JOIN hands h ON h.id = r.hand_id "
            "WHERE r.player = ? ORDER BY h.date, h.time, h.id", (player,)).fetchall()
        allin = db.db.execute(
            "SELECT h.hand_no, a.street, a.ev * 1.0 / h.chip_scale, a.actual * 1.0 / h.chip_scale, r.currency "
            "FROM all_in_ev a JOIN hands h ON h.id = a.hand_id "
            "JOIN results r ON r.hand_id = a.hand_id AND r.seat = a.seat WHERE r.player = ? "
            "ORDER BY h.date, h.time, h.id", (player,)).fetchall()
    if not series:
        raise ValueError(f"player {player!r}: no hands in the database")
    units = sorted({r[3] for r in series})
    unit = args.currency or (units[0] if len(units) == 1 else None)
    if unit is None:
        raise ValueError(f"player {player!r} has hands in {', '.join(units)}: amounts in different currencies "
                         f"are not added up; pass --currency with one of them")
    if unit not in units:
        raise ValueError(f"--currency {unit}: player {player!r} has hands in {', '.join(units)} only")
    series = [r[:3] for r in series if r[3] == unit]
    allin = [r[:4] for r in allin if r[4] == unit]
    net = sum(r[1] for r in series)
    ev = sum(r[2] for r in series)
    print(f"{player}: {len(series):,} hands in {unit}, {len(allin):,} all-in; net won {net:,.2f} {unit}, "
          f"all-in EV won {ev:,.2f} {unit} (luck {net - ev:+,.2f})")
    if allin:
        print(f"{'hand':>16} {'street':<8} {'EV':>10} {'actual':>10}")
        for number, street, value, actual in allin[-args.limit:]:
            shown = "unknown" if value is None else f"{value:,.2f}"
            print(f"{number:>16} {street:<8} {shown:>10} {actual:>10,.2f}")
    payouts = payouts_from_args(args.payouts, args.payouts_file, args.tournament)
    if payouts is not None:   # tournaments: the all-in hands in prize equity too (hands/icm_ev.py)
        with _open(args.db) as db:
            print_prize_ev(db, player, payouts, args.tournament, args.limit)
    if args.plot:
        plot_ev(series, player, args.plot, unit=unit)
        print(f"plot: {args.plot}")
    return 0


def plot_ev(series: List[Any], player: str, path: str, scale: float = 1.0, unit: str = "") -> None:
    """Actual and all-in EV winnings, cumulative over the hands (needs
    matplotlib); ``series``: (hand, net, EV won) in one currency, divided
    by ``scale``; ``unit`` names it on the axis."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError("--plot needs matplotlib: pip install matplotlib") from None
    net, ev = [0.0], [0.0]
    for _, won, ev_won in series:
        net.append(net[-1] + won / scale)
        ev.append(ev[-1] + ev_won / scale)
    figure, axes = plt.subplots(figsize=(8, 4.5))
    axes.plot(net, label="net won")
    axes.plot(ev, label="all-in EV won")
    axes.set_xlabel("hands")
    axes.set_ylabel(f"won ({unit})" if unit else "won")
    axes.set_title(f"{player}: actual against all-in EV")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


def register_hands(sub: Any) -> None:
    p = sub.add_parser("hands", help="hand histories: import into a database, player statistics, all-in EV",
                       description="Import PokerStars, GGPoker and PHH hand histories into a SQLite database, "
                                   "then query player statistics and all-in EV from it.")
    hands = p.add_subparsers(dest="hands_command", metavar="ACTION", required=True)

    q = hands.add_parser("import", help="import hand-history files or folders (again: adds only new hands)")
    q.add_argument("paths", nargs="+", help="files, or folders searched for .txt and .log (room text), .phh, "
                                            ".phhs and .ohh files (UTF-8, UTF-16 or cp1252)")
    q.add_argument("--db", default="hands.sqlite", help="the database file (default hands.sqlite)")
    q.add_argument("--quiet", action="store_true", help="no progress bar")
    q.add_argument("--show", type=int, default=10, help="refused hands listed one by one (default 10)")
    q.set_defaults(run=cmd_import)

    q = hands.add_parser("stats", help="player statistics (VPIP, PFR, 3-bet, ..., bb/100, all-in EV)")
    q.add_argument("--db", default="hands.sqlite", help="the database file (default hands.sqlite)")
    q.add_argument("--player", default=None, help="only this player")
    q.add_argument("--game", default=None, help="only this game: a name with a structure (PLO, PO, FLO8, NLH, "
                                                "PO/8) that structure only; omaha, omaha5, omahahilo ... every "
                                                "structure")
    q.add_argument("--stakes", default=None, help="only these stakes, e.g. 0.25/0.50 (0.25/0.5 is the same)")
    q.add_argument("--by-game", action="store_true", help="a row per player, game and stakes")
    q.add_argument("--limit", type=int, default=50, help="rows shown, most hands first (default 50)")
    q.set_defaults(run=cmd_stats)

    q = hands.add_parser("ev", help="a player's all-in hands: EV against the actual result")
    q.add_argument("--db", default="hands.sqlite", help="the database file (default hands.sqlite)")
    q.add_argument("--player", default=None, help="the player (default: the one with the most hands)")
    q.add_argument("--limit", type=int, default=30, help="all-in hands listed, the latest (default 30)")
    q.add_argument("--plot", default=None, help="save a chart of actual against all-in EV winnings (matplotlib)")
    q.add_argument("--currency", default=None, help="the currency shown (USD, EUR, chips ...) when the player "
                                                    "has hands in several")
    q.add_argument("--payouts", nargs="+", default=None, metavar="PRIZE",
                   help="a tournament's prizes of places 1, 2, ...: its all-in hands in prize equity (ICM) too")
    q.add_argument("--payouts-file", default=None, help="the room's tournament summary file, for the payouts")
    q.add_argument("--tournament", default=None, help="the tournament --payouts is for (default: every one)")
    q.set_defaults(run=cmd_ev)

