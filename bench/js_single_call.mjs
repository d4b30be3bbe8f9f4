// The cost of one single-hand call through the JavaScript module against
// the wasm function alone (issue 54: a single evalHigh within 3x of
// oe_eval_high called straight from JavaScript on cards already in wasm
// memory). The same 10,000 random PLO4 river deals for every form of input:
// card numbers (Uint8Array), card text ("AhAd7c2s"), card-string arrays
// (["Ah", "Ad", ...]), and text with {game}. Passes of each form take turns;
// medians and minima over the passes, ns per call.
//
//     node bench/js_single_call.mjs [passes]
import { performance } from "node:perf_hooks";
// OE_JS_INDEX: another copy of js/src/index.js to time (an older checkout's,
// for a before-and-after in one run); forms it does not take are skipped.
const { loadOmahaEval } = await import(process.env.OE_JS_INDEX ?? "../js/src/index.js");

const passes = Number(process.argv[2] ?? 21);
const N = 10000;
const oe = await loadOmahaEval();
const x = oe.core.x;
const NAMES = Array.from({ length: 52 }, (_, c) => "23456789TJQKA"[c >> 2] + "cdhs"[c & 3]);

let state = 12345; // a fixed-seed LCG: the same deals every run
const next = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 8;
const deals = Array.from({ length: N }, () => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < 9; i++) {
    const j = i + (next() % (52 - i));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, 9);
});
const numbers = deals.map((d) => [Uint8Array.from(d.slice(0, 4)), Uint8Array.from(d.slice(4))]);
const texts = deals.map((d) => [d.slice(0, 4).map((c) => NAMES[c]).join(""), d.slice(4).map((c) => NAMES[c]).join("")]);
const strings = deals.map((d) => [d.slice(0, 4).map((c) => NAMES[c]), d.slice(4).map((c) => NAMES[c])]);
const base = x.oe_wasm_alloc(9 * N);
new Uint8Array(x.memory.buffer).set(deals.flat(), base);

const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
// one pass of every form after another, round after round: a loaded
// machine's pauses fall on every row alike; medians and minima over passes
function pass(fn) {
  let check = 0;
  const start = performance.now();
  for (let i = 0; i < N; i++) check += fn(i);
  const ns = ((performance.now() - start) * 1e6) / N;
  if (check <= 0) throw new Error("no work done");
  return ns;
}

const options = { game: "omaha" };
const forms = {
  "wasm oe_eval_high alone": (i) => x.oe_eval_high(4, base + 9 * i, 4, base + 9 * i + 4, 5),
  "evalHigh(Uint8Array, Uint8Array)": (i) => oe.evalHigh(numbers[i][0], numbers[i][1]),
  'evalHigh("AhAd7c2s", "KsKd7h3c2d")': (i) => oe.evalHigh(texts[i][0], texts[i][1]),
  'evalHigh(["Ah", ...], ["Ks", ...])': (i) => oe.evalHigh(strings[i][0], strings[i][1]),
  'evalHigh(text, text, {game: "omaha"})': (i) => oe.evalHigh(texts[i][0], texts[i][1], options),
};
for (const [name, fn] of Object.entries(forms)) {
  try {
    fn(0);
  } catch {
    delete forms[name];
  }
}
const times = Object.fromEntries(Object.keys(forms).map((k) => [k, []]));
for (let p = 0; p < 3; p++) for (const fn of Object.values(forms)) pass(fn); // warm-up: every tier compiled
for (let p = 0; p < passes; p++) for (const [name, fn] of Object.entries(forms)) times[name].push(pass(fn));
const wasmMedian = median(times["wasm oe_eval_high alone"]);
const wasmMin = Math.min(...times["wasm oe_eval_high alone"]);
console.log(`${"".padEnd(40)} ${"median".padStart(9)} ${"ratio".padStart(6)} ${"min".padStart(9)} ${"ratio".padStart(6)}`);
for (const [name, v] of Object.entries(times)) {
  const m = median(v), lo = Math.min(...v);
  console.log(`${name.padEnd(40)} ${m.toFixed(1).padStart(6)} ns ${(m / wasmMedian).toFixed(2).padStart(5)}x ` +
    `${lo.toFixed(1).padStart(6)} ns ${(lo / wasmMin).toFixed(2).padStart(5)}x`);
}
