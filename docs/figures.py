"""The documentation's figures, drawn with matplotlib when the site is
built (docs/conf.py calls draw_all), so none is drawn by hand:

- cards.svg: the card numbering (card = rank * 4 + suit) and the rank scale;
- tables.svg: how the Omaha tables are indexed (hole rank pair x board rank
  triple, and the triple columns of a five-card board);
- bench.svg: benchmark ratios, read from the Markdown tables the benchmark
  scripts print (bench/results/*.md, saved from their output).

Run it alone: python docs/figures.py OUTDIR
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import List, Tuple

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SYMBOLS = "♣♦♥♠"
ROOT = Path(__file__).resolve().parent.parent


def draw_cards(out: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax, scale) = plt.subplots(2, 1, figsize=(10, 4.6), gridspec_kw={"height_ratios": [3.2, 1]})
    for rank in range(13):
        for suit in range(4):
            card = rank * 4 + suit
            color = "#c0392b" if suit in (1, 2) else "#222222"
            ax.add_patch(plt.Rectangle((rank, 3 - suit), 0.92, 0.9, fill=False, ec="#888888"))
            ax.text(rank + 0.46, 3 - suit + 0.58, RANKS[rank] + SYMBOLS[suit], ha="center", color=color,
                    fontsize=10)
            ax.text(rank + 0.46, 3 - suit + 0.18, str(card), ha="center", color="#555555", fontsize=8)
    for suit in range(4):
        ax.text(-0.25, 3 - suit + 0.4, f"suit {suit} ({SUITS[suit]})", ha="right", fontsize=9)
    for rank in range(13):
        ax.text(rank + 0.46, -0.35, f"rank {rank}", ha="center", fontsize=7, rotation=45)
    ax.set_xlim(-2.2, 13.1)
    ax.set_ylim(-0.9, 4.1)
    ax.axis("off")
    ax.set_title("card = rank × 4 + suit   (2c = 0 … As = 51; a set of cards is a 64-bit mask, bit = card)",
                 fontsize=10)
    draw_rank_scale(scale)
    fig.tight_layout()
    fig.savefig(out / "cards.svg")
    plt.close(fig)


def draw_rank_scale(ax) -> None:  # type: ignore[no-untyped-def]
    """The high-hand scale: 1 = royal flush ... 7462 = 7-5-4-3-2, by category
    (the boundaries come from the package itself)."""
    from omaha_eval.core import _core

    names = ["straight flush", "quads", "full house", "flush", "straight", "trips", "two pair",
             "pair", "high card"]
    first = list(_core.CATEGORY_FIRST)
    colors = ["#4a6fa5", "#6b8cbf"]
    for i, name in enumerate(names):
        lo, hi = first[i], first[i + 1]
        ax.barh(0, hi - lo, left=lo, color=colors[i % 2], edgecolor="white")
        if hi - lo > 600:
            ax.text((lo + hi) / 2, 0, f"{name}\n{lo}–{hi - 1}", ha="center", va="center", color="white",
                    fontsize=7)
    ax.set_xlim(1, 7463)
    ax.set_yticks([])
    ax.set_xlabel("high-hand rank: 1 = royal flush … 7462 = 7-5-4-3-2 (lower is better; the scale of "
                  "Cactus Kev, treys, phevaluator)", fontsize=8)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)


def draw_tables(out: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(10, 3.6))
    ax.axis("off")
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 4)
    boxes = [
        (0.2, 2.4, "hole rank pair\n(13 × 13 → row offset,\noe_pair_row)"),
        (3.6, 2.4, "board rank triple\n(sum of 3 rank keys →\ntriple index, oe_tri_index)"),
        (7.0, 2.4, "oe_pair_triple[row + triple]\nbest non-flush value\nof 2 hole + 3 board"),
        (0.2, 0.3, "a PLO4 hand: 6 rows\nPLO5: 10, PLO6: 15"),
        (3.6, 0.3, "a 5-card board: 10 triples\n(equity: each hand's 455-\nentry by-triple table)"),
        (7.0, 0.3, "flush: one suit at most has\n3+ board cards; checked once\n(oe_flush, 8,192 masks)"),
    ]
    for x, y, text in boxes:
        ax.add_patch(plt.Rectangle((x, y), 2.8, 1.3, fill=True, fc="#eef3fb", ec="#4a6fa5"))
        ax.text(x + 1.4, y + 0.65, text, ha="center", va="center", fontsize=9)
    for x in (3.0, 6.4):
        ax.annotate("", xy=(x + 0.6, 3.05), xytext=(x, 3.05), arrowprops=dict(arrowstyle="->"))
    ax.set_title("Omaha high without flushes: one load per (hole pair, board triple); the best is the minimum",
                 fontsize=10)
    fig.tight_layout()
    fig.savefig(out / "tables.svg")
    plt.close(fig)


def read_ratios(text: str) -> List[Tuple[str, float]]:
    """(label, peer / omaha-eval) pairs from the Markdown tables the bench
    scripts print. Only tables with a "peer / omaha-eval" column count; a
    row's task is its "equity job" cell (or the one above it), else the bold
    line before the table; its peer is the "library" cell. omaha-eval's own
    rows (other thread counts, the raw binding) are left out."""
    rows: List[Tuple[str, float]] = []
    header: List[str] = []
    heading = job = ""
    for line in text.splitlines():
        stripped = line.strip()
        bold = re.fullmatch(r"\*\*(.+?)\*\*", stripped)
        if bold:
            heading = bold.group(1)
        if not stripped.startswith("|"):
            header = []
            continue
        cells = [c.strip() for c in stripped.strip("|").split("|")]
        if not header:
            header = [c.lower() for c in cells]
            continue
        if set("".join(cells)) <= set("-: ") or "peer / omaha-eval" not in header:
            continue
        ratio = re.fullmatch(r"([0-9][0-9,.]*)×", cells[header.index("peer / omaha-eval")])
        library = next((cells[k] for k, h in enumerate(header) if h.startswith("library")), "")
        if "equity job" in header and cells[header.index("equity job")]:
            job = cells[header.index("equity job")]
        if ratio is None or library.startswith("omaha-eval"):
            continue
        task = (job if "equity job" in header else heading).split(" (")[0]
        call = re.sub(r"\(.*", "", library.replace("`", "")).strip()[:48]
        rows.append((f"{task}: {call}", float(ratio.group(1).replace(",", ""))))
    return rows


def draw_bench(out: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows: List[Tuple[str, float]] = []
    for path in sorted((ROOT / "bench" / "results").glob("*.md")):
        rows += read_ratios(path.read_text(encoding="utf-8"))
    fig, ax = plt.subplots(figsize=(10, max(2.0, 0.32 * len(rows) + 1)))
    if rows:
        labels, ratios = zip(*rows)
        ax.barh(range(len(rows)), ratios, color="#4a6fa5")
        ax.set_yticks(range(len(rows)), labels, fontsize=7)
        ax.set_xscale("log")
        ax.invert_yaxis()
        ax.set_xlabel("time of peer / time of omaha-eval (log scale; > 1: omaha-eval is faster)")
    else:
        ax.text(0.5, 0.5, "no saved benchmark output (bench/results/*.md)", ha="center")
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(out / "bench.svg")
    plt.close(fig)


def draw_all(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    draw_cards(out)
    draw_tables(out)
    draw_bench(out)


if __name__ == "__main__":
    draw_all(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/_static"))
