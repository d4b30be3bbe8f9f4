// The Node side of bench/js_speed.py: the same deals, the same work as
// bench/js_speed_native.c, through the JavaScript module. Prints JSON.
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { loadOmahaEval } from "../js/src/index.js";

const [file, rowsText, matchupsText, passesText] = process.argv.slice(2);
const rows = Number(rowsText), matchups = Number(matchupsText), passes = Number(passesText);
const deals = new Uint8Array(await readFile(file));
const holes = new Uint8Array(rows * 4), boards = new Uint8Array(rows * 5);
for (let i = 0; i < rows; i++) {
  holes.set(deals.subarray(9 * i, 9 * i + 4), 4 * i);
  boards.set(deals.subarray(9 * i + 4, 9 * i + 9), 5 * i);
}
const t0 = performance.now();
const oe = await loadOmahaEval();
const loadMs = performance.now() - t0;
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const batch = [];
let check = 0;
for (let p = 0; p < passes; p++) {
  const start = performance.now();
  const out = oe.evalHighBatch(holes, boards, { game: "omaha" });
  batch.push(((performance.now() - start) * 1e6) / rows);
  check += out[p % rows];
}
const m = deals.subarray(rows * 9);
const hands = Array.from({ length: matchups }, (_, i) => [m.slice(8 * i, 8 * i + 4), m.slice(8 * i + 4, 8 * i + 8)]);
const pre = [];
let equitySum = 0;
for (let p = 0; p < passes; p++) {
  const start = performance.now();
  for (const [a, b] of hands) equitySum += oe.equity([a, b]).players[0].equity;
  pre.push((performance.now() - start) / matchups);
}
console.log(JSON.stringify({ batch_ns: median(batch), preflop_ms: median(pre), load_ms: loadMs, check,
  equity_sum: equitySum }));
