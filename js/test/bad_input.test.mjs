// Bad input: every error is an Error with a message, nothing crashes the
// instance (it answers correctly afterwards), and no call writes outside
// the buffers it was given (guard bytes around them stay as they were).
// A short random-input smoke per fuzz target of tests/fuzz (cards,
// evaluate, batch, equity), against the wasm build.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CancelledError, loadOmahaEval, OmahaEvalError } from "../src/index.js";

const oe = await loadOmahaEval();
const SECONDS = Number(process.env.OMAHA_EVAL_JS_FUZZ_SECONDS ?? 1);

function stillWorks() {
  assert.equal(oe.evalHigh("AhAd7c2s", "KsKd7h3c2d"), 2473);
  assert.equal(oe.equity(["AsAhKsKh", "QdQcJdJc"], { board: "2c7d9h" }).boards, 820);
}

function mustThrowWithMessage(fn, what) {
  let threw = false;
  try {
    fn();
  } catch (err) {
    threw = true;
    assert.ok(err instanceof Error, `${what}: threw a non-Error ${String(err)}`);
    assert.ok(typeof err.message === "string" && err.message.length > 5, `${what}: no message`);
  }
  assert.ok(threw, `${what}: no error`);
}

test("bad cards, games, counts and options throw Errors with messages", () => {
  const cases = [
    () => oe.parseCards("AsXx"), () => oe.parseCards("AsAs"), () => oe.parseCards(42),
    () => oe.parseCards("As".repeat(60)), () => oe.cardsText([52]), () => oe.cardsText("zz"),
    () => oe.evalHigh("AhAd7c", "KsKd7h"), () => oe.evalHigh("AhAd7c2s", "KsKd"),
    () => oe.evalHigh("AhAd7c2s", "AhKd7h"), () => oe.evalHigh("AhAd7c2s", "KsKd7h", { game: "razz" }),
    () => oe.evalHigh("AhAd7c2s", "KsKd7h", { game: "holdem" }), () => oe.evalLow("AhAd", "KsKd7h"),
    () => oe.evalCards("AsKs"), () => oe.handValue(0), () => oe.handValue(7463), () => oe.lowName(256),
    () => oe.evalHighBatch(new Uint8Array(7), new Uint8Array(5), { game: "omaha" }),
    () => oe.evalHighBatch(new Uint8Array(8), new Uint8Array(7), { game: "omaha" }),
    () => oe.evalHighBatch([1, 2], new Uint8Array(5), { game: "omaha" }),
    () => oe.evalHighBatch(Uint8Array.of(0, 1, 2, 60), Uint8Array.of(4, 5, 6, 7, 8), { game: "omaha" }),
    () => oe.evalHighBatch(Uint8Array.of(0, 1, 2, 3), Uint8Array.of(3, 5, 6, 7, 8), { game: "omaha" }),
    () => oe.evalLowBatch(Uint8Array.of(0, 1), Uint8Array.of(4, 5, 6, 7, 8), { game: "holdem" }),
    () => oe.equity("AsKs QdQc"), () => oe.equity(["AsKs"]), () => oe.equity(Array(11).fill("*")),
    () => oe.equity(["AsKs", "QdQc"], { trials: 0 }), () => oe.equity(["AsKs", "QdQc"], { trials: 1.5 }),
    () => oe.equity(["AsKs", "QdQc"], { seed: -1 }), () => oe.equity(["AsKs", "QdQc"], { seed: 2n ** 64n }),
    () => oe.equity(["AsKs", "QdQc"], { board: "2c3c" }), () => oe.equity(["AsKs", "QdQc"], { hilo: true }),
    () => oe.equity(["AsKs", "AA$ds"]), () => oe.equity(["AsKs", { hands: ["QdQc"], weights: [0] }]),
    () => oe.equity(["AsKs", { hands: ["QdQc", "JdJc"], weights: [1] }]),
    () => oe.equity(["AsKs", ["AsQc"]], { board: "2c3c4c" }), () => oe.equity(["AsKs", ["QdQcJc"]]),
    () => oe.equity(["AsKs", "QdQc"], { onProgress: 3 }), () => oe.equity(["AsKs", null]),
    () => oe.equity(Array(10).fill("*"), { game: "omaha6", trials: 10 }),
  ];
  cases.forEach((fn, i) => mustThrowWithMessage(fn, `case ${i}`));
  stillWorks();
});

test("flags and counts are read exactly: no truthy strings, no fractions", () => {
  for (const hilo of ["false", "true", 0, 1]) {
    assert.throws(() => oe.equity(["AsAhKsKh", "QdQcJdJc"], { board: "2c3d4h", hilo }),
      (err) => err instanceof TypeError && /hilo=.*expected true or false/.test(err.message), `hilo ${hilo}`);
  }
  assert.equal(oe.equity(["AsAhKsKh", "QdQcJdJc"], { board: "2c3d4h", hilo: false }).hilo, false);
  assert.throws(() => oe.evalHighBatch(new Uint8Array(9), new Uint8Array(5), { holeCards: 4.5 }),
    /holeCards 4.5: expected 2, 4, 5 or 6/);
  assert.throws(() => oe.evalHighBatch(new Uint8Array(8), new Uint8Array(7), { holeCards: 4, boardCards: 3.5 }),
    /boardCards 3.5/);
  stillWorks();
});

test("a bad card names itself", () => {
  assert.throws(() => oe.parseCards("AsKd Zz"), /unknown card 'Zz'/);
  assert.throws(() => oe.parseCards("AsKd Zz"), OmahaEvalError);
});

test("a long job is cancelled between chunks, sync and async", async () => {
  let calls = 0;
  assert.throws(() => oe.equity(["AsAhKsKh", "*", "*"], { trials: 100_000_000, seed: 1,
    onProgress: () => ++calls < 3 }), CancelledError);
  assert.equal(calls, 3);
  const controller = new AbortController();
  const started = Date.now();
  setTimeout(() => controller.abort(), 100);
  await assert.rejects(oe.equityAsync(["AsAhKsKh", "*", "*"], { trials: 100_000_000, seed: 1,
    signal: controller.signal }), CancelledError);
  assert.ok(Date.now() - started < 5000, "the cancel came late");
  stillWorks();
});

// ---- random input against the raw exports, with guard bytes ------------------

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

const GUARD = 64;

/** Calls fn with buffers of the given sizes between guard bytes; checks the guards. */
function guarded(sizes, fill, fn) {
  const core = oe.core;
  const total = sizes.reduce((a, s) => a + s + 2 * GUARD, 0);
  const base = core.alloc(total + 8);
  try {
    const ptrs = [];
    let at = Math.ceil(base / 8) * 8;
    const u8 = core.u8;
    for (const s of sizes) {
      u8.fill(0xA5, at, at + GUARD);
      ptrs.push(at + GUARD);
      for (let i = 0; i < s; i++) u8[at + GUARD + i] = fill();
      u8.fill(0xA5, at + GUARD + s, at + 2 * GUARD + s);
      at += s + 2 * GUARD;
    }
    const result = fn(ptrs);
    const after = core.u8;
    at = Math.ceil(base / 8) * 8;
    for (const s of sizes) {
      for (let i = 0; i < GUARD; i++) {
        assert.equal(after[at + i], 0xA5, "a write before a buffer");
        assert.equal(after[at + GUARD + s + i], 0xA5, "a write after a buffer");
      }
      at += s + 2 * GUARD;
    }
    return result;
  } finally {
    core.x.oe_wasm_free(base);
  }
}

function forSeconds(seconds, body) {
  const end = Date.now() + seconds * 1000;
  let n = 0;
  for (const r = rng(7); Date.now() < end; n++) body(r);
  return n;
}

test("fuzz smoke, target cards: random bytes to oe_cards_parse / oe_cards_check", () => {
  const x = oe.core.x;
  const alphabet = "AKQJT98765432cdhsx10 ,♠♦♥♣\u0000\xff";
  forSeconds(SECONDS, (r) => {
    const len = Math.floor(r() * 40);
    const text = Array.from({ length: len }, () => alphabet[Math.floor(r() * alphabet.length)]).join("");
    try { oe.parseCards(text); } catch (err) { assert.ok(err.message); }
    const cap = Math.floor(r() * 8);
    guarded([len * 3 + 1, cap, 4], () => Math.floor(r() * 256), ([t, out, bad]) => {
      const v = x.oe_cards_parse(t, Math.floor(r() * len * 3), out, cap, bad);
      assert.ok(v >= -4 && v <= cap);
    });
    const n = Math.floor(r() * 9);
    guarded([n, 8, 4], () => Math.floor(r() * 64), ([c, seen, bad]) => {
      assert.ok(x.oe_cards_check(c, n, seen, bad) <= 0);
    });
  });
  stillWorks();
});

test("fuzz smoke, target evaluate: random cards and counts to every evaluator", () => {
  const x = oe.core.x;
  forSeconds(SECONDS, (r) => {
    const nh = Math.floor(r() * 8), nb = Math.floor(r() * 7), game = [0, 2, 4, 5, 6, 3, -1][Math.floor(r() * 7)];
    const card = () => (r() < 0.97 ? Math.floor(r() * 52) : Math.floor(r() * 256));
    guarded([nh, nb, 5, 4], card, ([h, b, used, from]) => {
      for (const v of [x.oe_eval_high(game, h, nh, b, nb), x.oe_eval_low(game, h, nh, b, nb),
        x.oe_best_high(game, h, nh, b, nb, used, from), x.oe_best_low(game, h, nh, b, nb, used),
        x.oe_eval_hilo(game, h, nh, b, nb, from), x.oe_eval_cards(h, nh)]) {
        assert.ok(v >= -10 && v <= 7462);
      }
      // the same cards packed six bits a card (evalHigh's and evalLow's fast path): the same answers
      const u8 = oe.core.u8;
      const pack = (p, n, from) => {
        let lo = 0;
        for (let i = from; i < Math.min(n, from + 5); i++) lo |= (u8[p + i] & 63) << (6 * (i - from));
        return lo;
      };
      const fits = [...u8.subarray(h, h + nh), ...u8.subarray(b, b + nb)].every((c) => c < 64);
      const hp = x.oe_wasm_eval_high_packed(game, pack(h, nh, 0), pack(h, nh, 5), nh, pack(b, nb, 0), nb);
      const lp = x.oe_wasm_eval_low_packed(game, pack(h, nh, 0), pack(h, nh, 5), nh, pack(b, nb, 0), nb);
      assert.ok(hp >= -10 && hp <= 7462 && lp >= -10 && lp <= 255);
      if (fits && nh <= 6 && nb <= 5) {
        assert.equal(hp, x.oe_eval_high(game, h, nh, b, nb));
        assert.equal(lp, x.oe_eval_low(game, h, nh, b, nb));
      }
    });
    // any argument at all (counts past the packing, negative, huge words) is a status, never a trap
    const word = () => Math.floor(r() * 2 ** 32) | 0;
    const v = x.oe_wasm_eval_high_packed(game, word(), word(), word() % 9, word(), word() % 9);
    assert.ok(v >= -10 && v <= 7462);
  });
  stillWorks();
});

test("fuzz smoke, target batch: random rows to the batch evaluators", () => {
  const x = oe.core.x;
  forSeconds(SECONDS, (r) => {
    const nh = [2, 4, 5, 6, 3][Math.floor(r() * 5)], nb = 3 + Math.floor(r() * 3), n = Math.floor(r() * 20);
    const step = r() < 0.5 ? 1 : 0;
    const card = () => (r() < 0.995 ? Math.floor(r() * 52) : 200);
    guarded([n * nh, step ? n * nb : nb, 2 * n, n, 4], card, ([h, b, out16, out8, bad]) => {
      assert.ok(x.oe_eval_high_batch(0, h, nh, b, nb, step, n, out16, bad) <= 0);
      assert.ok(x.oe_eval_low_batch(0, h, nh, b, nb, step, n, out8, bad) <= 0);
    });
  });
  stillWorks();
});

test("fuzz smoke, target equity: random players, boards and options", () => {
  const hands = ["AsAhKsKh", "*", "2c3c4c5c", ["QdQcJdJc", "Td9d8c7c"], "AsKs", "7h6h5h4h3h",
    { hands: ["9s9h8s8h", "JsTs9d8d"], weights: [1, 3] }, "2d2h", "Ac2c3d4d5h6h", "Kc"];
  const boards = ["", "2h7d9c", "Ts", "2h7d9cJs", "2h7d9cJsQs", "2h2h3h", "AsKd2c"];
  let n = 0;
  forSeconds(SECONDS, (r) => {
    const np = 1 + Math.floor(r() * 4);
    const players = Array.from({ length: np }, () => hands[Math.floor(r() * hands.length)]);
    const options = { board: boards[Math.floor(r() * boards.length)], hilo: r() < 0.3,
      trials: r() < 0.6 ? 1 + Math.floor(r() * 3000) : undefined, seed: Math.floor(r() * 100),
      game: r() < 0.3 ? ["omaha", "holdem", "omaha5", "courchevel"][Math.floor(r() * 4)] : undefined };
    try {
      const res = oe.equity(players, { ...options, onProgress: () => ++n % 50 !== 0 });
      const sum = res.equities.reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(sum - 1) < 1e-9, `equities add up to ${sum}`);
    } catch (err) {
      assert.ok(err instanceof Error && err.message.length > 5, String(err));
    }
  });
  stillWorks();
});
