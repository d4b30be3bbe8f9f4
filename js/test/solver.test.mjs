// oe.solve (js/src/solver.js) against the Python package's solver: the
// same spots (js/test/solver_golden.json, written by
// tests/js/make_solver_golden.py) give the same exploitability, iterations,
// tree, hands, root strategy and values; the answer does not move with the
// thread count; bad input is refused with words naming it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { loadOmahaEval, OmahaEvalError, Solution } from "../src/index.js";

const oe = await loadOmahaEval();
const golden = JSON.parse(readFileSync(new URL("./solver_golden.json", import.meta.url), "utf8"));

function close(actual, expected, tol, what) {
  assert.equal(actual.length, expected.length, what);
  for (let i = 0; i < expected.length; i++) {
    assert.ok(Math.abs(actual[i] - expected[i]) <= tol, `${what}[${i}]: ${actual[i]} != ${expected[i]}`);
  }
}

for (const c of golden) {
  test(`${c.name}: the Python solver's answer`, () => {
    const s = oe.solve(c.spot, c.options);
    try {
      assert.ok(s instanceof Solution);
      const e = c.expected;
      assert.ok(Math.abs(s.exploitability - e.exploitability) <= 1e-9, `${s.exploitability} != ${e.exploitability}`);
      assert.equal(s.iterations, e.iterations);
      assert.equal(s.nodes.length, e.nodes);
      assert.deepEqual(s.actions(0), e.actions);
      assert.deepEqual([...s.hands.oop], e.hands.oop);
      assert.deepEqual([...s.hands.ip], e.hands.ip);
      const strategy = s.strategy(0);
      e.strategy.forEach((row, h) => close(strategy[h], row, 1e-6, `strategy of ${e.hands.oop[h]}`));
      for (const p of ["oop", "ip"]) close(s.values(0, p).ev, e.ev[p], 1e-4, `${p} ev`);
    } finally {
      s.free();
    }
  });
}

test("the tree walks from the root: parents, children, kinds and the river's deal", () => {
  const turn = golden.find((c) => c.name === "holdem turn");
  const s = oe.solve(turn.spot, { iterations: 10 });
  try {
    const deal = s.nodes.find((n) => n.kind === "deal");
    assert.ok(deal, "a turn has a deal");
    for (const n of s.nodes) for (const c of n.children) assert.equal(s.nodes[c].parent, n.index);
    const below = s.nodes.find((n) => n.belowDeal && n.kind === "decision");
    assert.throws(() => s.strategy(below.index), /below the river's deal: pass the river card/);
    assert.throws(() => s.strategy(0, "2c"), /above the river's deal/);
    const rows = s.strategy(below.index, "Ah");
    for (const row of rows) assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-5 || row.every((x) => x === 0));
    assert.throws(() => s.strategy(below.index, "Ts"), /river Ts|strategy at node/); // on the board
  } finally {
    s.free();
  }
});

test("one thread or four in WebAssembly: the same answer", () => {
  const c = golden.find((g) => g.name === "plo4 river");
  const one = oe.solve(c.spot, { ...c.options, threads: 1 });
  const four = oe.solve(c.spot, { ...c.options, threads: 4 });
  try {
    assert.equal(four.exploitability, one.exploitability);
    assert.deepEqual(four.strategy(0), one.strategy(0));
  } finally {
    one.free();
    four.free();
  }
});

test("run() goes on from where a solve stopped; a freed solution refuses", () => {
  const c = golden[0];
  const s = oe.solve(c.spot, { iterations: 10, target: 0 });
  assert.equal(s.iterations, 10);
  const before = s.exploitability;
  s.run({ iterations: 100, target: 0 });
  assert.equal(s.iterations, 100);
  assert.ok(s.exploitability < before);
  s.free();
  s.free(); // twice is harmless
  assert.throws(() => s.strategy(0), /freed/);
});

test("bad input is refused with words naming it", () => {
  const spot = { game: "holdem", board: "AsKd7c2h3s", pot: 100, stack: 100, oop: "AA", ip: "QQ" };
  const bad = [
    [{ ...spot, game: "chess" }, /unknown game 'chess'/],
    [{ ...spot, board: "AsKd7c" }, /3 cards; expected 4 \(turn\) or 5 \(river\)/],
    [{ ...spot, board: "AsKd7c2h3s", dead: "As" }, /share a card/],
    [{ ...spot, pot: 0 }, /pot 0: expected a positive number of chips/],
    [{ ...spot, stack: "100" }, /stack "100"/],
    [{ ...spot, oop: "AsAh", board: "AsKd7c2h3s" }, /clashes with the board/],
    [{ ...spot, oop: "KsKh, KdKc", board: "KsKd7c2h3s" }, /is empty once the board/],
    [{ ...spot, bets: "75%, 33%" }, /comes after 75%; expected sizes in increasing order/],
    [{ ...spot, bets: "50%, 50%" }, /comes after 50%/],
    [{ ...spot, bets: "huge" }, /"huge" is not a size/],
    [{ ...spot, raises: "0.5x" }, /out of range/],
    [{ ...spot, bets: { oop: "50%", river: "pot" } }, /key "river"; expected "oop" or "ip"/],
    [{ ...spot, raiseCap: -1 }, /raiseCap -1: expected an integer 0\.\.20/],
    [{ ...spot, rake: 2 }, /rake 2/],
    [{ ...spot, betz: "pot" }, /unknown option "betz" \(did you mean bets\?\)/],
    [{ ...spot, oop: [["AhAd", -1]] }, /weight -1/],
    [{ ...spot, oop: ["AhAd", "AdAh"] }, /listed twice/],
    [{ ...spot, oop: ["AhAdKs"] }, /not 2 different cards/],
    [{ ...spot, oop: oe.range("AA$ds", { game: "omaha" }) }, /omaha range; expected holdem/],
    [{ ...spot, ip: undefined }, /range of IP \(ip\) is missing/],
    [{ ...spot, hilo: true }, /Hold'em has no low/],
  ];
  for (const [s, message] of bad) assert.throws(() => oe.solve(s, { iterations: 1 }), message, JSON.stringify(s));
  assert.throws(() => oe.solve(spot, { iterations: -1 }), /iterations -1/);
  assert.throws(() => oe.solve(spot, { target: NaN }), /target NaN/);
  assert.throws(() => oe.solve(spot, { threads: 0 }), /threads 0/);
  assert.throws(() => oe.solve(spot, { iteratons: 5 }), /did you mean iterations/);
  assert.throws(() => oe.solve(null), /expected an object/);
  // the C core's own refusal: too little memory for the tree
  assert.throws(() => oe.solve({ ...spot, game: "omaha", oop: "AA", ip: "KK", board: "Ks7d2c9h3s" }, { memoryMiB: 1 }),
    (e) => e instanceof OmahaEvalError && e.code === -9 && /needs more than memoryMiB=1 MiB/.test(e.message));
  const s = oe.solve(spot, { iterations: 1 });
  try {
    assert.throws(() => s.strategy(99), /node 99: expected a node number 0\.\./);
    assert.throws(() => s.strategy(s.nodes.find((n) => n.kind === "showdown").index), /expected a decision/);
    assert.throws(() => s.values(0, "btn"), /player "btn"/);
  } finally {
    s.free();
  }
});

test("the raw export refuses a bad tree or dead card and hands back no solver", () => {
  const core = oe.core;
  const x = core.x;
  const size = x.oe_wasm_solve_tree_size();
  const good = () => {
    const t = new Float64Array(size);
    t.set([0, 0, 1, 0, 1e-4, 0, 0, 1, 64]);
    t[9] = 1; // one bet out of position: pot
    t[11] = 1;
    return t;
  };
  const attempt = (tree, dead = []) => core.scratch((alloc) => {
    const board = core.put(alloc, oe.parseCards("AsKd7c2h3s"));
    const d = core.put(alloc, dead);
    const h0 = core.put(alloc, oe.parseCards("AhAd"));
    const h1 = core.put(alloc, oe.parseCards("QhQd"));
    const w = alloc(8, 4);
    new Float32Array(x.memory.buffer, w, 2).set([1, 1]);
    const t = alloc(size * 8, 8);
    new Float64Array(x.memory.buffer, t, size).set(tree);
    const out = alloc(4, 4);
    core.u32[out >> 2] = 12345;
    const status = x.oe_wasm_solve_new(2, 0, board, 5, d, dead.length, 100, 100, 1, h0, w, 1, h1, w, t, out);
    const handle = core.u32[out >> 2];
    if (status === 0) x.oe_solve_free(handle);
    return [status, handle];
  });
  assert.deepEqual(attempt(good()), [0, attempt(good())[1]]);
  assert.ok(attempt(good())[1] !== 0);
  const bad = [
    (t) => { t[9] = 9; },       // nine sizes: at most 8
    (t) => { t[9] = NaN; },
    (t) => { t[11 + 8] = 3; },  // a kind that is neither pot nor multiple
    (t) => { t[0] = -1; },      // a negative raise cap
    (t) => { t[8] = 1e9; },     // a memory limit past 4 GiB
    (t) => { t[4] = 0; },       // no smallest bet
  ];
  for (const change of bad) {
    const t = good();
    change(t);
    const [status, handle] = attempt(t);
    assert.ok(status < 0, `${change}: status ${status}`);
    assert.equal(handle, 0, String(change));
  }
  assert.deepEqual(attempt(good(), [60]), [-8, 0]);
});
