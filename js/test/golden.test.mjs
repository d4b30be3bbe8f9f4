// The Python package's answers (js/test/golden.json, made by
// tests/js/make_golden.py) given bit for bit by the JavaScript module:
// evaluations and hand names, exact equity counters, seeded Monte Carlo
// counters, and an error wherever Python raises one.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { loadOmahaEval } from "../src/index.js";
import { rangeCaseProblem, rangeHash } from "./golden_ranges.mjs";

const golden = JSON.parse(await readFile(new URL("./golden.json", import.meta.url), "utf8"));
const oe = await loadOmahaEval();

function player(p) {
  return p; // text, "*", a list of hands, or {hands, weights}: the same shapes in both languages
}

test("evaluations and hand names", () => {
  assert.ok(golden.evaluations.length >= 2000);
  for (const c of golden.evaluations) {
    if (c.cards7) {
      assert.equal(oe.evalCards(c.cards7), c.rank, c.cards7);
      continue;
    }
    const opts = { game: c.game };
    assert.equal(oe.evalHigh(c.hole, c.board, opts), c.rank, `${c.game} ${c.hole} ${c.board}`);
    const best = oe.bestHand(c.hole, c.board, opts);
    assert.equal(best.name, c.name);
    assert.equal(best.cards, c.cards);
    if ("low" in c) {
      assert.equal(oe.evalLow(c.hole, c.board, opts), c.low);
      assert.equal(oe.lowName(c.low), c.lowName);
    }
  }
});

function checkEquity(c) {
  const r = oe.equity(c.hands.map(player), { board: c.board, dead: c.dead, game: c.game, hilo: c.hilo,
    trials: c.trials, seed: c.seed === undefined ? undefined : BigInt(c.seed) });
  const what = JSON.stringify(c.hands) + ` ${c.board}/${c.dead} ${c.game}${c.hilo ? " hi-lo" : ""}`;
  assert.deepEqual(r.counters.map((row) => row.map(String)), c.result.counters, what);
  assert.equal(r.exact, c.result.exact, what);
  assert.equal(r.boards, c.result.boards, what);
  assert.equal(r.method, c.result.method, what);
  r.players.forEach((p, i) => assert.deepEqual(p, c.result.players[i], what));
}

test("exact equity: counters, fractions and method as Python's", () => {
  for (const c of golden.exact) checkEquity(c);
});

test("seeded Monte Carlo: the same counters as Python's for the same seed", () => {
  for (const c of golden.monteCarlo) checkEquity(c);
});

test("two ranges on a flop or turn: Python's sweep and the pair-by-pair engine agree", () => {
  for (const c of golden.sweeps) checkEquity(c);
});

test("the job plan in C: the same method, exact counters and seeded streams as Python's, case after case", () => {
  assert.ok(golden.plan.length >= 2000);
  for (const c of golden.plan) {
    if (c.error) {
      assert.throws(() => oe.equity(c.hands.map(player), { board: c.board, dead: c.dead, game: c.game, hilo: c.hilo,
        trials: c.trials, seed: c.seed === undefined ? undefined : BigInt(c.seed) }), Error, JSON.stringify(c));
    } else checkEquity(c);
  }
});

test("every job Python refuses throws, with a message", () => {
  for (const c of golden.errors) {
    assert.throws(() => oe.equity(c.hands, { board: c.board, dead: c.dead, game: c.game ?? undefined, hilo: c.hilo }),
      (err) => err instanceof Error && err.message.length > 10, JSON.stringify(c));
  }
});

test("range texts: the same hands, weights and errors as Python's Range", () => {
  assert.ok(golden.ranges.length >= 300);
  for (const c of golden.ranges) {
    const what = `${c.game}${c.hilo ? " hi-lo" : ""} ${JSON.stringify(c.text)}`;
    assert.equal(rangeCaseProblem(oe, c), null, what);
  }
});

test("board ranges: the same boards, order, weights and errors as Python's board_range", () => {
  assert.ok(golden.boards.length >= 100);
  for (const c of golden.boards) {
    const what = `${c.cards} cards, dead ${JSON.stringify(c.dead)}: ${JSON.stringify(c.text)}`;
    if (c.error) {
      assert.throws(() => oe.boardRange(c.text, c.cards, c.dead), (err) => {
        if (c.column === 0) return err instanceof Error && err.message === c.error;
        assert.equal(err.reason, c.error, what);
        assert.equal(err.column, c.column, what);
        assert.equal(err.hint, c.hint, what);
        return true;
      }, what);
      continue;
    }
    const b = oe.boardRange(c.text, c.cards, c.dead);
    assert.equal(b.length, c.count, what);
    assert.equal(rangeHash({ holeCards: b.cards, hands: b.boards, weights: b.weights }), c.hash, what);
  }
});
