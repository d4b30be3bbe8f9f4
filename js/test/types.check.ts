// Type-checked by tests/js/test_types.py (tsc --strict --noEmit): the
// declarations of src/index.d.ts describe the module as the examples use it.
import { CancelledError, HOLE_CARDS, loadOmahaEval, OmahaEvalError } from "../src/index.js";
import type { EquityResult, OmahaEval, PlayerEquity } from "../src/index.js";

async function main(): Promise<void> {
  const oe: OmahaEval = await loadOmahaEval();
  const cards: Uint8Array = oe.parseCards("AsKd");
  const text: string = oe.cardsText(cards);
  const high: number = oe.evalHigh("AhAd7c2s", "KsKd7h3c2d", { game: "omaha" });
  const name: string = oe.handValue(high).name;
  const low: string | null = oe.lowName(oe.evalLow([0, 4, 8, 12], "3c4d8hKsQs"));
  const values: Uint16Array = oe.evalHighBatch(cards, oe.parseCards("2c3c4c5c6c"), { holeCards: 2 });
  const r: EquityResult = oe.equity(["AsAhKsKh", "*", ["QdQcJdJc", "Td9d8c7c"],
    { hands: ["9s9h8s8h"], weights: [2] }], { board: "2c7d9h", hilo: true, trials: 1000, seed: 1n,
    onProgress: (done, total, unit) => done < total && unit === "trials" });
  const first: PlayerEquity = r.players[0];
  const counters: bigint[][] = r.counters;
  const later: Promise<EquityResult> = oe.equityAsync(["AsKs", "QdQc"], { signal: new AbortController().signal });
  const holes: number = HOLE_CARDS.omaha5;
  try {
    oe.parseCards("Xx");
  } catch (err) {
    if (err instanceof OmahaEvalError) console.log(err.code, err.message);
    if (err instanceof CancelledError) console.log("cancelled");
  }
  console.log(text, name, low, values.length, first.stdError, counters.length, await later, holes);
}

void main();
