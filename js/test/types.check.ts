// Type-checked by tests/js/test_types.py (tsc --strict --noEmit): the
// declarations of src/index.d.ts describe the module as the examples use it.
import { CancelledError, HOLE_CARDS, loadOmahaEval, OmahaEvalError, RangeSyntaxError } from "../src/index.js";
import type { Estimate, EquityResult, OmahaEval, PlayerEquity, Range, Solution, SolveNode, Winners } from "../src/index.js";

async function main(): Promise<void> {
  const oe: OmahaEval = await loadOmahaEval();
  const cards: Uint8Array = oe.parseCards("AsKd");
  const text: string = oe.cardsText(cards);
  const versions: string = `${oe.version} (C API ${oe.apiVersion})`;
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
  const range: Range = oe.range("AA$ds", { game: "omaha" });
  const other: Range = new oe.Range("15%", { game: "omaha", hilo: true });
  const firstHand: string = [...range][0];
  const w: Winners = oe.winners([["Ad", "As", "2c", "3c"], "KsKh9c8c"], "2d3h4s5c9d", { hilo: true });
  const order: -1 | 0 | 1 = oe.compare("AsAh", "KsKh", "2d3h4s5c9d", { game: "holdem", part: "high" });
  const estimate: Estimate = oe.estimate(["AsAhKsKh", range], { onEstimate: (e) => e.seconds < 60 });
  await oe.loadOrderings("omaha5", { hilo: true });
  const sol: Solution = oe.solve({ game: "holdem", board: "AsKd7c2h3s", pot: 100, stack: 100, oop: "AA, KK",
    ip: [["QsQh", 1], "JsJh"], bets: { oop: "50%", ip: "33%, pot" }, raiseCap: 0 }, { iterations: 50 });
  const root: SolveNode = sol.nodes[0];
  const freqs: Float64Array[] = sol.strategy(root.index);
  const ev: Float64Array = sol.values(0, "ip").ev;
  console.log(sol.exploitability, sol.actions(0), freqs.length, ev[0], sol.hands.oop[0]);
  sol.free();
  try {
    oe.range("AAK$qq", { game: "omaha" });
  } catch (err) {
    if (err instanceof RangeSyntaxError) console.log(err.column, err.hint);
  }
  console.log(other.length, firstHand, w.low, order, estimate.exact, range.hands.length, range.weights[0]);
  try {
    oe.parseCards("Xx");
  } catch (err) {
    if (err instanceof OmahaEvalError) console.log(err.code, err.message);
    if (err instanceof CancelledError) console.log("cancelled");
  }
  console.log(versions, text, name, low, values.length, first.stdError, counters.length, await later, holes);
}

void main();
