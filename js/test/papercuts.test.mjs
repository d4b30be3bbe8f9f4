// What a JavaScript user expects (issue 54): cards in every common form,
// winners and compare (a player with no low never wins the low), results
// printed as Python prints them, Python's refusals and estimates, options
// checked by name with short messages, range text anywhere a hand goes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadOmahaEval, lowName, OmahaEvalError, Range, RangeSyntaxError } from "../src/index.js";
import { pythonFixed, pythonPercent } from "../src/format.js";
import { announcement, duration } from "../src/estimate.js";

const oe = await loadOmahaEval();

test("cards as text, arrays of card strings and numbers give the same answers", () => {
  const forms = ["AhAd7c2s", "Ah Ad 7c 2s", ["Ah", "Ad", "7c", "2s"], [50, 49, 20, 3], Uint8Array.of(50, 49, 20, 3),
    ["A♥", "A♦", "7♣", "2♠"]];
  for (const hole of forms) {
    assert.equal(oe.evalHigh(hole, ["Ks", "Kd", "7h", "3c", "2d"]), 2473, String(hole));
    assert.equal(oe.evalHigh(hole, "KsKd7h3c2d", { game: "omaha" }), 2473);
  }
  assert.equal(oe.cardsText(["Ad", "As"]), "AdAs");
  const a = oe.equity([["Ad", "As"], ["Kd", "Ks"]], { board: "2c7d9h" });
  const b = oe.equity(["AdAs", "KdKs"], { board: "2c7d9h" });
  assert.deepEqual(a.counters, b.counters);
  assert.throws(() => oe.evalHigh(["Ah", "Ad", "7c", "Xx"], "KsKd7h3c2d"), /Xx/);
  assert.throws(() => oe.evalHigh(["AhAd", "7c", "2s"], "KsKd7h3c2d"), /one card an item/);
  assert.throws(() => oe.evalHigh("AhAd7c2s", "KsKd7h3cAh"), /duplicate card Ah/);
  assert.throws(() => oe.evalHigh(Uint8Array.of(50, 49, 20, 60), "KsKd7h3c2d"), /60/);
});

test("the fast path and the worded path agree on every count and game", () => {
  for (const [hole, board, game] of [["AhAd", "KsKd7h3c2d", undefined], ["AhAd7c2sKc", "KsKd7h3c2d", "omaha5"],
    ["AhAd7c2sKc", "KsKd7h", "courchevel"], ["AhAd7c2sKcQc", "KsKd7h3c", undefined]]) {
    const v = oe.evalHigh(hole, board, game ? { game } : undefined);
    assert.equal(oe.bestHand(hole, board, game ? { game } : undefined).rank, v);
  }
  assert.throws(() => oe.evalHigh("AhAd7c", "KsKd7h3c2d"), /3 hole cards/);
  assert.throws(() => oe.evalHigh("AhAd7c2s", "KsKd7h3c2d", { game: "holdem" }), /expected 2/);
  assert.throws(() => oe.evalLow("AhAd", "KsKd7h3c2d"), /Hold'em has no 8-or-better low/);
});

test("the packed fast path: every form, every hole size and the sixth card, against the worded path", () => {
  // evalHigh/evalLow pass cards to wasm packed six bits a card (cards.js);
  // bestHand/bestLow copy them into memory: random deals must agree
  const NAMES = Array.from({ length: 52 }, (_, c) => "23456789TJQKA"[c >> 2] + "cdhs"[c & 3]);
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 8;
  for (let deal = 0; deal < 400; deal++) {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 0; i < 11; i++) {
      const j = i + (next() % (52 - i));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    const nh = [2, 4, 5, 6][deal % 4], nb = 3 + (deal % 3);
    const hole = deck.slice(0, nh), board = deck.slice(6, 6 + nb);
    const high = oe.bestHand(hole, board).rank;
    const low = nh > 2 ? (oe.bestLow(hole, board)?.mask ?? 0) : null; // null: Hold'em has no low
    for (const form of [(c) => c, (c) => c.map((x) => NAMES[x]), (c) => c.map((x) => NAMES[x]).join(""),
      (c) => Uint8Array.from(c)]) {
      assert.equal(oe.evalHigh(form(hole), form(board)), high, `${hole} ${board}`);
      if (low !== null) assert.equal(oe.evalLow(form(hole), form(board)), low, `${hole} ${board}`);
    }
  }
  // a byte above 51 is refused, never read as its low six bits (64 would be 2c)
  assert.throws(() => oe.evalHigh(Uint8Array.of(50, 49, 20, 64), "KsKd7h3c2d"), /64/);
  assert.throws(() => oe.evalLow(Uint8Array.of(50, 49, 20, 3), Uint8Array.of(44, 45, 21, 1, 128)), /128/);
});

test("one version: oe.version is package.json's, oe.apiVersion the C API's own", async () => {
  const { readFile } = await import("node:fs/promises");
  const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
  assert.equal(oe.version, pkg.version);
  assert.match(oe.apiVersion, /^\d+\.\d+\.\d+$/);
});

test("winners and compare: high, low and Hi-Lo; no low never wins the low", () => {
  const board = "2d3c4h9cKd";
  // seat 0: A-5, a wheel (the best low, a 5-high straight); seat 1: no low,
  // kings; seat 2: 6-5, a 6-high straight (the best high), a 6-5-4-3-2 low
  const hands = ["As5s7h8h", "KhKsQdQh", "6s5dTcJc"];
  const w = oe.winners(hands, board, { hilo: true });
  assert.deepEqual(w.high, [2]);
  assert.deepEqual(w.low, [0]);
  assert.deepEqual(oe.winners(hands, board).low, []);
  assert.deepEqual(oe.winners(["KhKsQdQh", "JhJsTdTh"], board, { hilo: true }).low, []); // nobody has a low
  assert.deepEqual(oe.winners(["As2s7h8h", "Ah2h7s8s"], board, { hilo: true }), { high: [0, 1], low: [0, 1] });
  assert.equal(oe.compare("KhKsQdQh", "As2s7h8h", board, { part: "low" }), -1); // no low loses to a low
  assert.equal(oe.compare("As2s7h8h", "KhKsQdQh", board, { part: "low" }), 1);
  assert.equal(oe.compare("As5s7h8h", "6s5dTcJc", board, { part: "low" }), 1); // the wheel is the better low
  assert.equal(oe.compare("As5s7h8h", "6s5dTcJc", board), -1); // and the lower straight
  assert.equal(oe.compare("KhKsQdQh", "JhJsTdTh", board, { part: "low" }), 0);
  assert.equal(oe.compare("6s5dTcJc", "As2s7h8h", board), 1);
  assert.throws(() => oe.winners(hands, "2d3c4h"), /needs all 5/);
  assert.throws(() => oe.winners(["As2s7h8h", "As3s7d8d"], board), /duplicate card As/);
  assert.throws(() => oe.compare("As2s7h8h", "KhKsQdQh", board, { part: "lo" }), /"high" or "low"/);
});

test("percentages print as Python's format: the exact value, ties to even", () => {
  assert.equal(pythonPercent(0.15625, 2), "15.62%");
  assert.equal(pythonPercent(0.15635, 2), "15.63%"); // not a tie in binary
  assert.equal(pythonPercent(0.125, 0), "12%");
  assert.equal(pythonPercent(0.135, 0), "14%");
  assert.equal(pythonFixed(2.5, 0), "2");
  assert.equal(pythonFixed(3.5, 0), "4");
  assert.equal(pythonFixed(-2.5, 0), "-2");
  assert.equal(pythonFixed(0.0015625 * 100, 4), "0.1562");
  assert.equal(pythonPercent(1, 4), "100.0000%");
});

test("lowName raises as Python's LowValue for a mask that is not five ranks", () => {
  assert.equal(lowName(0b10101011), "8-6-4-2-A");
  assert.equal(lowName(0), null);
  for (const bad of [3, 255, 256, -1, 0b11111]) {
    if (bad === 0b11111) { assert.equal(lowName(bad), "5-4-3-2-A"); continue; }
    assert.throws(() => lowName(bad), /is not five low ranks/);
  }
  assert.throws(() => lowName(1.5), TypeError);
});

test("options: null is none, unknown names and wrong types are refused in few words", () => {
  const hands = ["AsAhKsKh", "QdQcJdJc"];
  assert.equal(oe.equity(hands, null).boards, oe.equity(hands).boards);
  assert.equal(oe.equity(hands, { board: "2c7d9h", trials: null, seed: null }).boards, 820);
  assert.throws(() => oe.equity(hands, { trails: 1000 }), (e) => e instanceof TypeError && /did you mean trials/.test(e.message));
  assert.throws(() => oe.equity(hands, { hilo: "false" }), /hilo="false": expected true or false/);
  assert.throws(() => oe.equity(hands, "fast"), /expected an object/);
  const r = oe.equity(hands, { trials: 1000, seed: 2 ** 60 });
  assert.equal(r.seed, 2n ** 60n);
  assert.deepEqual(oe.equity(hands, { trials: 1000, seed: 2n ** 60n }).counters, r.counters);
  assert.throws(() => oe.equity(hands, { trials: 1000, seed: 2 ** 64 }), /2\*\*64/);
  assert.throws(() => oe.equity(hands, { trials: 1000, seed: 1.5 }), /seed=1.5/);
  const huge = "Xx".repeat(500_000); // 1 MB of bad text: the messages stay short
  for (const fn of [() => oe.parseCards(huge), () => oe.equity([huge, "*"]), () => oe.evalHigh(huge, "KsKd7h3c2d"),
    () => oe.equity(hands, { board: huge }), () => oe.equity(hands, { [huge]: 1 }), () => oe.equity(hands, { hilo: huge }),
    () => oe.range(huge, { game: "omaha" }), () => oe.range(`AA,${"(".repeat(30)}${"K".repeat(10_000)}`, { game: "omaha" })]) {
    assert.throws(fn, (e) => e instanceof Error && e.message.length < 1200, String(fn));
  }
  assert.throws(() => oe.evalHigh("AhAd7c2s", "KsKd7h3c2d", { gmae: "omaha" }), /did you mean game/);
});

test("huge jobs: Python's refusals, and the estimate said before a long one starts", () => {
  assert.throws(() => oe.equity(["AsAhKsKh", "*"], { trials: 10 ** 13 }), /past the limit of 24 hours/);
  const e = oe.estimate(["AsAhKsKh", "*"]);
  assert.equal(e.exact, true);
  assert.ok(e.seconds > 100, String(e.seconds)); // about 389 s by Python's cost model
  assert.match(announcement(e, null), /^omaha-eval: exact equity over 194,580 combinations of hands: about 389 s on one core \(pass \{trials: N\} for Monte Carlo\)$/);
  let said = null;
  assert.throws(() => oe.equity(["AsAhKsKh", "*"], { onEstimate: (est) => { said = est; return false; } }),
    (err) => err.name === "CancelledError");
  assert.equal(said.seconds, e.seconds);
  const quick = oe.estimate(["AsAhKsKh", "QdQcJdJc"], { board: "2c7d9h" });
  assert.ok(quick.exact && quick.seconds < 1);
  assert.equal(announcement(quick, null), null);
  assert.equal(oe.estimate(["AsAhKsKh", "*"], { trials: 100000 }).exact, false);
  assert.equal(duration(90), "90 s");
  assert.equal(duration(7200 * 2), "4.0 hours");
});

test("range text and Range objects anywhere a hand is taken", () => {
  const r = oe.range("AA$ds", { game: "omaha" });
  assert.ok(r instanceof Range);
  assert.equal(r.length, 864);
  assert.equal(String(r), "Range('AA$ds', game='omaha')  # 864 hands");
  assert.ok([...r].includes("AsAhKsKh"));
  const a = oe.equity(["KsKhQdJd", "AA$ds"], { board: "2c7d9h" });
  const b = oe.equity(["KsKhQdJd", r], { board: "2c7d9h" });
  assert.deepEqual(a.counters, b.counters);
  assert.equal(a.players[1].hand, "AA$ds");
  assert.throws(() => oe.equity(["AsAhKsKh", "AAK$qq"]), (e) => e instanceof RangeSyntaxError && e.column === 4);
  assert.throws(() => oe.equity(["AsAh", "KK"], { game: "omaha" }), /write the range AsAh\*/);
  assert.throws(() => oe.range("AA"), /needs a game/);
  assert.throws(() => oe.range("AA", { game: "omaha", hilo: "yes" }), /hilo/);
  assert.ok(new oe.Range("15%", { game: "holdem" }).length > 100);
  assert.ok(oe.range("AsKd").game === "holdem");
});

test("errors are Errors: a RangeSyntaxError is an OmahaEvalError with its place", () => {
  try {
    oe.range("AA@101", { game: "omaha" });
    assert.fail("no error");
  } catch (err) {
    assert.ok(err instanceof OmahaEvalError && err instanceof RangeSyntaxError);
    assert.equal(err.text, "AA@101");
    assert.match(err.message, /at column \d+\n {2}AA@101\n {2} *\^/);
  }
});

test("random range text: a Range or an Error with a message, never a crash", () => {
  const alphabet = "AKQJT98765432xyzwRON$dsbSMZLNFR%@,:!-+[](){}0156 *";
  let s = 54;
  const next = () => (s = (s * 1103515245 + 12345) >>> 0) >>> 8;
  for (let i = 0; i < 400; i++) {
    const text = Array.from({ length: 1 + (next() % 14) }, () => alphabet[next() % alphabet.length]).join("");
    try {
      const r = oe.range(text, { game: i % 2 ? "omaha" : "holdem" });
      assert.equal(r.hands.length, r.length * r.holeCards);
      assert.ok(r.weights.every((w) => w >= 1 && w <= 100));
    } catch (err) {
      assert.ok(err instanceof Error && err.message.length > 5, `${text}: ${err}`);
    }
  }
  assert.equal(oe.evalHigh("AhAd7c2s", "KsKd7h3c2d"), 2473);
  assert.equal(oe.range("AA$ds", { game: "omaha" }).length, 864);
});
