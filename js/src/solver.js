// The turn and river solver (docs/solver.md) for JavaScript: a spot and a
// bet tree checked here the way omaha_eval.solver checks them (Spot,
// BetTree), solved in C through js/wasm/oe_wasm_solve.c and the public
// C API (oe_solve_run, oe_solve_node, oe_solve_strategy_at,
// oe_solve_values_at). The same spot gives Python's answer: hands are
// kept, dropped and weighted as Spot does, the tree is BetTree's.

import { OmahaEvalError, statusText } from "./core.js";
import { canonicalGame } from "./games.js";
import { cardName } from "./names.js";
import { checkOptions, shown } from "./options.js";
import { Range } from "./range.js";

// The solver's games and their codes (omaha_eval.h: OE_HOLDEM ... OE_OMAHA6): by the
// turn Courchevel is Omaha with five cards (as Python's Spot plays it).
const SOLVER_GAMES = { holdem: 2, omaha: 4, omaha5: 5, omaha6: 6, courchevel: 5 };
const SPOT_OPTIONS = ["game", "hilo", "board", "dead", "pot", "stack", "oop", "ip", "bets", "raises", "allin",
  "raiseCap", "allinThreshold", "donk", "potLimit", "minBet", "rake", "rakeCap"];
const RUN_OPTIONS = ["iterations", "target", "threads", "memoryMiB"];
const KINDS = ["decision", "fold", "showdown", "deal"];
const ACTIONS = ["root", "fold", "check", "call", "bet", "raise", "all-in", "deal"];
const PLAYERS = ["oop", "ip"];
const MAX_SIZES = 8;
// js/wasm/oe_wasm_solve.c's layout of the tree: 9 settings, then four
// blocks (bets oop, bets ip, raises oop, raises ip) of n, allin, 8 values, 8 kinds.
const HEAD = 9;
const BLOCK = 18;
const NODE_BYTES = 48; // oe_solve_node_info in wasm32

// Each Solution's C solver is freed when the Solution is collected, if free() was not called.
const finalizer = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry(({ core, handle }) => core.x.oe_solve_free(handle)) : null;

/** "33%, 75%, pot, allin" -> {sizes: [[kind, value], ...], allin}: kind 0 a
 *  share of the pot, 1 (raises) a multiple of the bet faced. As Python's
 *  omaha_eval.solver.tree.parse_sizes. */
export function parseSizes(text, raises, what) {
  if (typeof text !== "string") {
    throw new TypeError(`${what} ${shown(text)}: expected text such as "33%, 75%, pot"`);
  }
  const sizes = [];
  let allin = false;
  for (const raw of text.split(",")) {
    const part = raw.trim().toLowerCase();
    if (!part) continue;
    if (["allin", "all-in", "all in", "ai", "jam"].includes(part)) {
      allin = true;
      continue;
    }
    let size = null;
    const number = (s) => (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(s.trim()) ? Number(s) : NaN);
    if (part === "pot") size = [0, 1];
    else if (part.endsWith("%")) size = [0, number(part.slice(0, -1)) / 100];
    else if (part.endsWith("x") && raises) size = [1, number(part.slice(0, -1))];
    if (!size || Number.isNaN(size[1])) {
      throw new RangeError(`${what}: ${shown(part, 30)} is not a size; expected ` +
        (raises ? "\"75%\", \"pot\", \"2.5x\" or \"allin\"" : "\"75%\", \"pot\" or \"allin\""));
    }
    const [kind, value] = size;
    if (!(value > 0 && value <= 1e4) || (kind === 1 && value <= 1)) {
      throw new RangeError(`${what}: ${shown(part, 30)} is out of range; expected a positive share of the pot` +
        (raises ? " or a multiple above 1x" : ""));
    }
    const same = sizes.filter((s) => s[0] === kind);
    if (same.length && value <= same[same.length - 1][1]) {
      const last = same[same.length - 1][1];
      throw new RangeError(`${what}: ${shown(part, 30)} comes after ${kind === 0 ? `${+(last * 100).toPrecision(6)}%` :
        `${last}x`}; expected sizes in increasing order`);
    }
    sizes.push(size);
  }
  if (sizes.length > MAX_SIZES) throw new RangeError(`${what}: ${sizes.length} sizes; expected at most ${MAX_SIZES}`);
  return { sizes, allin };
}

/** One player's entry of bets or raises: text for both, or {oop, ip}. */
function sizesOf(spec, player, raises, what) {
  if (spec == null) return parseSizes("", raises, what);
  if (typeof spec === "string") return parseSizes(spec, raises, what);
  if (typeof spec !== "object" || Array.isArray(spec)) {
    throw new TypeError(`${what} ${shown(spec)}: expected text such as "50%, pot" or {oop: ..., ip: ...}`);
  }
  for (const key of Object.keys(spec)) {
    if (!PLAYERS.includes(key)) throw new RangeError(`${what}: key ${shown(key, 30)}; expected "oop" or "ip"`);
  }
  return parseSizes(spec[player] ?? "", raises, `${what} of ${player}`);
}

function number(value, what, low, high, expected) {
  if (typeof value !== "number" || !(value >= low && value <= high)) {
    throw new RangeError(`${what} ${shown(value)}: expected ${expected}`);
  }
  return value;
}

function flag(value, what, fallback) {
  if (value == null) return fallback;
  if (typeof value !== "boolean") throw new TypeError(`${what} ${shown(value)}: expected true or false`);
  return value;
}

/** The tree as the doubles oe_wasm_solve_new reads (BetTree.config). */
function treeDoubles(spot, pot, threads, memoryMiB) {
  const raiseCap = spot.raiseCap ?? 1;
  if (!Number.isInteger(raiseCap) || raiseCap < 0 || raiseCap > 20) {
    throw new RangeError(`raiseCap ${shown(raiseCap)}: expected an integer 0..20 (raises after the bet)`);
  }
  const allinThreshold = number(spot.allinThreshold ?? 0, "allinThreshold", 0, 1, "a share 0..1");
  const rake = number(spot.rake ?? 0, "rake", 0, 0.999, "a share 0..0.999");
  const rakeCap = number(spot.rakeCap ?? 0, "rakeCap", 0, Infinity, "a number of chips >= 0");
  const minBet = spot.minBet == null ? 1e-6 * pot : number(spot.minBet, "minBet", Number.MIN_VALUE, Infinity,
    "a number of chips above 0");
  const allin = flag(spot.allin, "allin", true);
  const t = new Float64Array(HEAD + 4 * BLOCK);
  t.set([raiseCap, flag(spot.potLimit, "potLimit", false) ? 1 : 0, flag(spot.donk, "donk", true) ? 1 : 0,
    allinThreshold, minBet, rake, rakeCap, threads, memoryMiB]);
  const blocks = [
    sizesOf(spot.bets === undefined ? "50%, pot" : spot.bets, "oop", false, "bets"),
    sizesOf(spot.bets === undefined ? "50%, pot" : spot.bets, "ip", false, "bets"),
    sizesOf(spot.raises === undefined ? "pot" : spot.raises, "oop", true, "raises"),
    sizesOf(spot.raises === undefined ? "pot" : spot.raises, "ip", true, "raises"),
  ];
  blocks.forEach(({ sizes, allin: own }, b) => {
    const at = HEAD + b * BLOCK;
    t[at] = sizes.length;
    t[at + 1] = allin || own ? 1 : 0;
    sizes.forEach(([kind, value], i) => {
      t[at + 2 + i] = value;
      t[at + 2 + MAX_SIZES + i] = kind;
    });
  });
  return t;
}

/** A range in any form as {hands (flat), weights (numbers), k}: range
 *  text, a Range, or an array of hands, each a hand or a [hand, weight] pair. */
function handsOf(oe, source, game, hilo, who, cards) {
  const k = SOLVER_GAMES[game];
  if (typeof source === "string") source = oe.range(source, { game, hilo: hilo && game !== "holdem" });
  if (source instanceof Range) {
    if (source.holeCards !== k || source.game !== game) {
      throw new RangeError(`the range of ${who} is a ${source.game} range; expected ${game}`);
    }
    return { hands: source.hands, weights: Array.from(source.weights), text: source.text };
  }
  if (!Array.isArray(source)) {
    throw new TypeError(`the range of ${who}: ${shown(source)}; expected range text, a Range or an array of hands`);
  }
  const hands = new Uint8Array(source.length * k);
  const weights = [];
  const seen = new Set();
  source.forEach((item, i) => {
    const pair = Array.isArray(item) && item.length === 2 && typeof item[1] === "number" && typeof item[0] !== "number";
    const [hand, weight] = pair ? item : [item, 1];
    const h = cards(hand, `the range of ${who}`);
    if (h.length !== k || new Set(h).size !== k) {
      throw new RangeError(`the range of ${who}: hand ${shown(hand)} is not ${k} different cards`);
    }
    if (!(weight >= 0) || !Number.isFinite(weight)) {
      throw new RangeError(`the range of ${who}: weight ${shown(weight)} of ${shown(hand)}; expected a number >= 0`);
    }
    const key = Array.from(h).sort((a, b) => a - b).join(",");
    if (seen.has(key)) throw new RangeError(`the range of ${who}: hand ${shown(hand)} is listed twice`);
    seen.add(key);
    hands.set(h, i * k);
    weights.push(weight);
  });
  return { hands, weights, text: `${source.length} hands` };
}

/** The hands of a range the board and dead cards leave, weights scaled to
 *  the largest (as Spot): {hands, weights (Float32Array), n}. */
function kept(range, k, known, who, boardText) {
  const n = range.weights.length;
  const keep = [];
  for (let i = 0; i < n; i++) {
    let clash = false;
    for (let j = 0; j < k; j++) clash ||= known.has(range.hands[i * k + j]);
    if (n === 1 && clash) {
      throw new RangeError(`the hand of ${who}, ${Array.from(range.hands.subarray(0, k), cardName).join("")}, ` +
        `clashes with the board ${boardText} or dead cards`);
    }
    if (!clash && range.weights[i] > 0) keep.push(i);
  }
  if (!keep.length) {
    throw new RangeError(`the range of ${who}, ${shown(range.text)}, is empty once the board ${boardText} ` +
      "and dead cards are removed");
  }
  let top = 0; // a loop, not Math.max(...): a full PLO range has more hands than a call takes arguments
  for (const i of keep) if (range.weights[i] > top) top = range.weights[i];
  const hands = new Uint8Array(keep.length * k);
  keep.forEach((i, r) => hands.set(range.hands.subarray(i * k, (i + 1) * k), r * k));
  return { hands, weights: Float32Array.from(keep, (i) => range.weights[i] / top), n: keep.length };
}

/** Builds and runs a solve (OmahaEval.solve): see docs/js.md "Solving". */
export function solve(oe, spot, options, cards) {
  if (spot === null || typeof spot !== "object" || Array.isArray(spot)) {
    throw new TypeError(`solve: spot ${shown(spot)}: expected an object such as {game, board, pot, stack, oop, ip}`);
  }
  checkOptions(spot, SPOT_OPTIONS, "solve");
  checkOptions(options, RUN_OPTIONS, "solve");
  options ??= {};
  const game = canonicalGame(spot.game ?? "");
  if (!(game in SOLVER_GAMES)) {
    throw new RangeError(`game ${shown(spot.game)}: the solver takes ${Object.keys(SOLVER_GAMES).join(", ")}`);
  }
  const hilo = flag(spot.hilo, "hilo", false);
  if (hilo && game === "holdem") throw new RangeError("hilo: Hold'em has no low; expected an Omaha game");
  const board = cards(spot.board ?? "", "board");
  const dead = cards(spot.dead ?? [], "dead");
  const boardText = Array.from(board, cardName).join("");
  if (board.length !== 4 && board.length !== 5) {
    throw new RangeError(`board ${shown(boardText)}: ${board.length} cards; expected 4 (turn) or 5 (river) ` +
      "(flops are out of the solver's scope)");
  }
  const known = new Set([...board, ...dead]);
  if (known.size !== board.length + dead.length) {
    throw new RangeError(`board ${boardText} and dead cards ${Array.from(dead, cardName).join("")} share a card`);
  }
  const pot = number(spot.pot, "pot", Number.MIN_VALUE, 1e12, "a positive number of chips");
  const stack = number(spot.stack, "stack", Number.MIN_VALUE, 1e12, "a positive number of chips");
  const threads = options.threads ?? 1;
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new RangeError(`threads ${shown(threads)}: expected an integer 1..64 (WebAssembly runs one)`);
  }
  const memoryMiB = number(options.memoryMiB ?? 1024, "memoryMiB", 1, 4096, "MiB 1..4096");
  const tree = treeDoubles(spot, pot, threads, memoryMiB);
  const k = SOLVER_GAMES[game];
  const ranges = [["OOP", spot.oop], ["IP", spot.ip]].map(([who, source]) => {
    if (source == null) throw new TypeError(`solve: the range of ${who} (${who.toLowerCase()}) is missing`);
    return kept(handsOf(oe, source, game, hilo, who, cards), k, known, who, boardText);
  });
  const solution = new Solution(oe.core, { game, hilo, board, dead, pot, stack }, tree, ranges);
  return solution.run({ iterations: options.iterations, target: options.target });
}

/** A solved spot: exploitability (a share of the pot), iterations, the
 *  tree (nodes), per-hand strategies and values; free() releases its
 *  WebAssembly memory (a collected Solution is freed too). */
export class Solution {
  #core;
  #handle;
  #n;

  constructor(core, { game, hilo, board, dead, pot, stack }, tree, ranges) {
    this.#core = core;
    this.game = game;
    this.hilo = hilo;
    this.board = Array.from(board, cardName).join("");
    this.#n = ranges.map((r) => r.n);
    const k = SOLVER_GAMES[game];
    /** Each player's hands as text, in the order of every per-hand array. */
    this.hands = Object.freeze({
      oop: Object.freeze(Array.from({ length: ranges[0].n }, (_, i) => handText(ranges[0].hands, i, k))),
      ip: Object.freeze(Array.from({ length: ranges[1].n }, (_, i) => handText(ranges[1].hands, i, k))),
    });
    this.#handle = core.scratch((alloc) => {
      const b = core.put(alloc, board);
      const d = core.put(alloc, dead);
      const h0 = core.put(alloc, ranges[0].hands);
      const h1 = core.put(alloc, ranges[1].hands);
      const w0 = alloc(ranges[0].n * 4, 4);
      new Float32Array(core.x.memory.buffer, w0, ranges[0].n).set(ranges[0].weights);
      const w1 = alloc(ranges[1].n * 4, 4);
      new Float32Array(core.x.memory.buffer, w1, ranges[1].n).set(ranges[1].weights);
      const t = alloc(tree.length * 8, 8);
      new Float64Array(core.x.memory.buffer, t, tree.length).set(tree);
      const out = alloc(4, 4);
      const status = core.x.oe_wasm_solve_new(SOLVER_GAMES[game], hilo ? 1 : 0, b, board.length, d, dead.length,
        pot, stack, ranges[0].n, h0, w0, ranges[1].n, h1, w1, t, out);
      return status < 0 ? status : core.u32[out >> 2];
    });
    if (this.#handle < 0) fail(this.#handle, tree);
    if (finalizer) finalizer.register(this, { core, handle: this.#handle }, this);
    this.iterations = 0;
    this.exploitability = Infinity;
    this.nodes = Object.freeze(this.#readNodes());
  }

  #live() {
    if (!this.#handle) throw new OmahaEvalError("this solution was freed (free() was called)", -7);
    return this.#handle;
  }

  /** More iterations: up to `iterations` in all (default 1000) or until
   *  the exploitability is at most `target` (default 0.005 of the pot). */
  run(options = {}) {
    checkOptions(options, ["iterations", "target"], "run");
    const iterations = options?.iterations ?? 1000;
    const target = options?.target ?? 0.005;
    if (!Number.isInteger(iterations) || iterations < 0 || iterations > 1e7) {
      throw new RangeError(`iterations ${shown(iterations)}: expected an integer 0..10000000 (in all)`);
    }
    number(target, "target", 0, 10, "a share of the pot such as 0.005");
    const core = this.#core;
    const handle = this.#live();
    const [status, e, t] = core.scratch((alloc) => {
      const out = alloc(16, 8);
      const rc = core.x.oe_wasm_solve_run(handle, iterations, target, out);
      const f = new Float64Array(core.x.memory.buffer, out, 2);
      return [rc, f[0], f[1]];
    });
    if (status < 0) throw new OmahaEvalError(`solve: ${statusText(status)}`, status);
    this.exploitability = e;
    if (t >= 0) this.iterations = t;
    return this;
  }

  #readNodes() {
    const core = this.#core;
    const handle = this.#live();
    const count = core.x.oe_solve_nodes(handle);
    return core.scratch((alloc) => {
      const p = alloc(NODE_BYTES, 8);
      const nodes = [];
      for (let i = 0; i < count; i++) {
        const status = core.x.oe_solve_node(handle, i, p);
        if (status < 0) throw new OmahaEvalError(statusText(status), status);
        const ints = new Int32Array(core.x.memory.buffer, p, 6);
        const doubles = new Float64Array(core.x.memory.buffer, p + 24, 3);
        const [kind, player, nchildren, first, parent, action] = ints;
        const belowDeal = i > 0 && (nodes[parent].belowDeal || nodes[parent].kind === "deal");
        nodes.push(Object.freeze({
          index: i, kind: KINDS[kind], player: PLAYERS[player], action: ACTIONS[action], amount: doubles[0],
          put: Object.freeze([doubles[1], doubles[2]]), parent: i ? parent : -1,
          children: Object.freeze(Array.from({ length: nchildren }, (_, c) => first + c)), belowDeal,
        }));
      }
      return nodes;
    });
  }

  #node(node, river, want) {
    if (!Number.isInteger(node) || node < 0 || node >= this.nodes.length) {
      throw new RangeError(`node ${shown(node)}: expected a node number 0..${this.nodes.length - 1}`);
    }
    const nd = this.nodes[node];
    if (want && nd.kind !== want) {
      throw new RangeError(`node ${node} is a ${nd.kind}; expected a decision (a node with actions)`);
    }
    if (!nd.belowDeal) {
      if (river != null) throw new RangeError(`node ${node} is above the river's deal: no river card is taken`);
      return [nd, -1];
    }
    if (river == null) throw new RangeError(`node ${node} is below the river's deal: pass the river card`);
    const card = typeof river === "number" ? river : cardNumber(river);
    if (!Number.isInteger(card) || card < 0 || card > 51) {
      throw new RangeError(`river ${shown(river)}: expected a card such as "Ad" or a number 0..51`);
    }
    return [nd, card];
  }

  /** The action labels of a decision ("check", "bet 50", "all-in 200"). */
  actions(node = 0) {
    if (!Number.isInteger(node) || this.nodes[node]?.kind !== "decision") {
      throw new RangeError(`node ${shown(node)}: expected the number of a decision (a node with actions)`);
    }
    return this.nodes[node].children.map((c) => label(this.nodes[c]));
  }

  /** The acting player's average strategy at a decision: one array of
   *  action frequencies (in the order of actions(node)) per hand of that
   *  player. river: the river card below a turn's deal. */
  strategy(node = 0, river = null) {
    const [nd, card] = this.#node(node, river, "decision");
    const n = this.#n[PLAYERS.indexOf(nd.player)];
    const a = nd.children.length;
    const core = this.#core;
    const handle = this.#live();
    const flat = core.scratch((alloc) => {
      const p = alloc(a * n * 4 + 4, 4);
      const status = core.x.oe_solve_strategy_at(handle, node, card, p);
      if (status < 0) throw new RangeError(`strategy at node ${node}${card >= 0 ? `, river ${cardName(card)}` : ""}: ` +
        `${statusText(status)} (a river card on the board or dead is none)`);
      return new Float32Array(core.x.memory.buffer, p, a * n).slice();
    });
    return Array.from({ length: n }, (_, h) => Float64Array.from({ length: a }, (_, j) => flat[j * n + h]));
  }

  /** Per hand of `player` ("oop" or "ip") at a node: ev (chips, the pot
   *  counted as won), equity (share of the pot at showdown) and weight
   *  (the other's range it meets). */
  values(node = 0, player = "oop", river = null) {
    const [, card] = this.#node(node, river, null);
    const p = PLAYERS.indexOf(player);
    if (p < 0) throw new RangeError(`player ${shown(player)}: expected "oop" or "ip"`);
    const n = this.#n[p];
    const core = this.#core;
    const handle = this.#live();
    return core.scratch((alloc) => {
      const ev = alloc(n * 8 + 8, 8);
      const eq = alloc(n * 8 + 8, 8);
      const w = alloc(n * 8 + 8, 8);
      const status = core.x.oe_solve_values_at(handle, node, card, p, ev, eq, w);
      if (status < 0) throw new RangeError(`values at node ${node}: ${statusText(status)}`);
      const read = (q) => new Float64Array(core.x.memory.buffer, q, n).slice();
      return { ev: read(ev), equity: read(eq), weight: read(w) };
    });
  }

  /** Releases the solver's WebAssembly memory; the solution is unusable after. */
  free() {
    if (!this.#handle) return;
    if (finalizer) finalizer.unregister(this);
    this.#core.x.oe_solve_free(this.#handle);
    this.#handle = 0;
  }
}

function handText(hands, i, k) {
  let s = "";
  for (let j = 0; j < k; j++) s += cardName(hands[i * k + j]);
  return s;
}

function cardNumber(text) {
  if (typeof text !== "string") return -1;
  const m = /^([2-9TJQKA])([cdhs])$/i.exec(text.trim());
  return m ? "23456789TJQKA".indexOf(m[1].toUpperCase()) * 4 + "cdhs".indexOf(m[2].toLowerCase()) : -1;
}

/** A child's action as Python's action_label writes it. */
function label(nd) {
  if (["fold", "check", "call"].includes(nd.action)) return nd.action;
  if (nd.action === "deal") return "deal";
  return `${nd.action} ${+nd.amount.toPrecision(6)}`;
}

function fail(status, tree) {
  if (status === -9) {
    throw new OmahaEvalError(`solve: the spot needs more than memoryMiB=${tree[8]} MiB; cut the ranges or the ` +
      "bet sizes, or raise memoryMiB", status);
  }
  if (status === -10) throw new OmahaEvalError(`solve: ${statusText(status)}`, status);
  throw new OmahaEvalError(`solve: the spot or its bet tree was refused (${statusText(status)})`, status);
}
