// Equity of 2 to 10 players, exact or Monte Carlo, on the C engine's job
// (js/wasm/oe_wasm.c over src/oe_rangeq.c). The plan (which players are
// ranges, exact or sampled, the chunks and what each job precomputes) is
// the Python package's (omaha_eval/equity_engine/calculator.py, equity_engine/plan.py),
// so that the integer counters are the same bit for bit: Monte Carlo chunk
// k is random stream k of the seed, 16,384 trials a chunk.

import { CancelledError, OmahaEvalError, statusText } from "./core.js";
import { cardName, grouped } from "./names.js";
import { canonicalGame, gameForHoleCount, HOLE_CARDS } from "./games.js";
import { isCardArray } from "./cards.js";
import { checkOptions, shown } from "./options.js";
import { quoted, Range } from "./range.js";
import { pythonPercent } from "./format.js";
import { announce, checkSampled, duration } from "./estimate.js";

// The options equity() and equityAsync() take (any other name is an error).
const EQUITY_OPTIONS = ["board", "dead", "game", "hilo", "trials", "seed", "onProgress", "onEstimate", "signal"];

const NCOUNTERS = 8;
const SHARE = 0, SHARE_SQ = 1, HI_WIN = 2, HI_TIE = 3, LO_WIN = 4, LO_TIE = 5, SCOOP = 6, TIE = 7;
const POT_UNITS = 5040;
const MAX_PLAYERS = 10;
const MAX_WEIGHT = 0xFFFFFFFF;
const TRIALS_PER_CHUNK = 1 << 14;
const TUPLES_PER_CHUNK = { 0: 4, 1: 8, 3: 256, 4: 2048, 5: 4096 };
const SECONDS_PER_TUPLE = { 0: 2e-3, 1: 1e-3, 3: 3e-5, 4: 5e-6, 5: 1e-6 };
const MAX_EXACT_SECONDS = 3600;
const MC_SECONDS_PER_TRIAL = 7e-8;
const PREPARE_LIMIT = 20000;
const ROW_TABLE_HANDS = 4096;
const MAX_REJECTS = 10_000_000n;
const RANDOM_TEXT = ["*", "random"];

export function comb(n, k) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function popcount(m) {
  let n = 0;
  for (; m; m &= m - 1n) n++;
  return n;
}

function maskOf(cards) {
  let m = 0n;
  for (const c of cards) m |= 1n << BigInt(c);
  return m;
}

/** a / b for non-negative BigInts, as Python's int / int (close to correctly rounded). */
function divide(a, b) {
  if (a <= 9007199254740992n && b <= 9007199254740992n) return Number(a) / Number(b);
  const q = (a << 64n) / b;
  return Number(q) / 18446744073709551616;
}

// ---- players ---------------------------------------------------------------

/** One player's input classified by its type, parsed once: {kind: "hand" |
 *  "random" | "text" | "hands", ...}; text is read as a range once the game
 *  is known. */
function classify(oe, p, player) {
  const who = `player ${p + 1}`;
  if (typeof player === "string") {
    if (RANDOM_TEXT.includes(player.trim().toLowerCase())) return { kind: "random" };
    let cards = null;
    try { // not cards (or a card twice): range text, as in Python, whose parser words the error
      cards = oe.parseCards(player);
    } catch {
      cards = null;
    }
    return cards ? { kind: "hand", cards, text: player } : { kind: "text", text: player };
  }
  if (player instanceof Range) return { kind: "hands", hands: player, weights: player.weights, range: player };
  if (isCardArray(player)) {
    return { kind: "hand", cards: checkDistinct(oe._cards(player, `${who}'s hand`), `${who}'s hand`) };
  }
  if (Array.isArray(player)) return { kind: "hands", hands: player, weights: null };
  if (player !== null && typeof player === "object" && Array.isArray(player.hands)) {
    checkOptions(player, ["hands", "weights"], `${who}`);
    return { kind: "hands", hands: player.hands, weights: player.weights ?? null };
  }
  throw new TypeError(`${who}: ${shown(player)}: expected a hand ("AsKd..." or ["As", "Kd", ...]), "*", range ` +
    "text (\"AA$ds\", \"15%\"), a Range, a list of hands, or {hands, weights}");
}

function checkDistinct(cards, what) {
  const seen = new Set();
  for (const c of cards) {
    if (seen.has(c)) throw new OmahaEvalError(`duplicate card ${cardName(c)} in ${what}: each card may appear only once`, -2);
    seen.add(c);
  }
  return cards;
}

function weightsOf(p, weights, n) {
  if (weights == null) return null;
  if (typeof weights === "string" || weights.length === undefined) {
    throw new TypeError(`player ${p + 1}: weights ${String(weights)}: expected an array of integers`);
  }
  if (weights.length !== n) {
    throw new RangeError(`player ${p + 1}: ${weights.length} weights for ${n} hands: expected one per hand`);
  }
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const w = weights[i];
    if (!Number.isInteger(w)) throw new TypeError(`player ${p + 1}: weight ${String(w)}: expected an integer`);
    if (w < 1 || w > MAX_WEIGHT) throw new RangeError(`player ${p + 1}: weight ${w}: expected 1 to ${MAX_WEIGHT}`);
    out[i] = w;
  }
  return out.every((w) => w === out[0]) ? null : out; // equal weights are no weights
}

/** Every hand of the cards not in `known`, flat, in Python's itertools order. */
function allHands(nhole, known) {
  const deck = [];
  for (let c = 0; c < 52; c++) if (!((known >> BigInt(c)) & 1n)) deck.push(c);
  const n = comb(deck.length, nhole);
  const out = new Uint8Array(n * nhole);
  const idx = Array.from({ length: nhole }, (_, i) => i);
  let k = 0;
  for (;;) {
    for (let i = 0; i < nhole; i++) out[k++] = deck[idx[i]];
    let i = nhole - 1;
    while (i >= 0 && idx[i] === deck.length - nhole + i) i--;
    if (i < 0) break;
    idx[i]++;
    for (let j = i + 1; j < nhole; j++) idx[j] = idx[j - 1] + 1;
  }
  return out;
}

/** (game, nhole, players as {cards, weights, random, label, n}) as Python's normalize. */
function normalize(oe, hands, board, dead, options) {
  if (!Array.isArray(hands)) throw new TypeError(`hands ${String(hands)}: expected an array, one entry per player`);
  if (hands.length < 2 || hands.length > MAX_PLAYERS) {
    throw new RangeError(`${hands.length} players: expected 2 to ${MAX_PLAYERS}`);
  }
  const raws = hands.map((h, p) => classify(oe, p, h));
  let game;
  if (options.game != null) game = canonicalGame(options.game);
  else {
    const first = raws.find((r) => r.kind === "hand" || (r.kind === "hands" && r.hands.length));
    if (!first) throw new RangeError("no player's hand implies the game: name it, e.g. {game: 'omaha'}");
    game = first.range ? first.range.game : gameForHoleCount(first.kind === "hand" ? first.cards.length
      : oe._cards(first.hands[0], "hand").length);
  }
  const nhole = HOLE_CARDS[game];
  const owners = new Map();
  const claim = (cards, what) => {
    let m = 0n;
    for (const c of cards) {
      if (owners.has(c)) {
        throw new OmahaEvalError(`duplicate card ${cardName(c)}: both in ${what} and in ${owners.get(c)}; ` +
          "each card may appear only once", -2);
      }
      m |= 1n << BigInt(c);
    }
    for (const c of cards) owners.set(c, what);
    return m;
  };
  let known = claim(board, "the board") | claim(dead, "the dead cards");
  const out = new Array(raws.length);
  raws.forEach((raw, p) => { // single hands first: the ranges lose their cards
    if (raw.kind !== "hand") return;
    if (raw.cards.length !== nhole) { // strict: a miscounted hand is an error, not a pattern
      const hint = typeof raw.text === "string" && raw.cards.length < nhole ?
        ` (for the hands that contain these cards, write the range ${raw.text.trim().slice(0, 40)}*)` : "";
      throw new RangeError(`player ${p + 1} has ${raw.cards.length} hole cards: expected ${nhole} (${game})${hint}`);
    }
    known |= claim(raw.cards, `player ${p + 1}'s hole cards`);
    out[p] = { cards: raw.cards, weights: null, random: false, label: oe.cardsText(raw.cards), n: 1 };
  });
  raws.forEach((raw, p) => {
    if (out[p]) return;
    if (raw.kind === "random") {
      out[p] = { cards: Uint8Array.from({ length: nhole }, (_, i) => i), weights: null, random: true, label: "*", n: 0 };
      return;
    }
    if (raw.kind === "text") { // range text: read in C once the game is known
      const range = new oe.Range(raw.text, { game, hilo: options.hilo === true });
      Object.assign(raw, { kind: "hands", hands: range, weights: range.weights, range });
    }
    if (raw.range && raw.range.game !== game) {
      throw new RangeError(`player ${p + 1}: ${String(raw.range)} is a range of ${raw.range.game}: the job is ${game}`);
    }
    const n = raw.hands.length;
    const flat = raw.range ? raw.range.hands : new Uint8Array(n * nhole);
    if (!raw.range) raw.hands.forEach((h, i) => {
      const cards = checkDistinct(oe._cards(h, `player ${p + 1}, hand ${i + 1}`), `player ${p + 1}, hand ${i + 1}`);
      if (cards.length !== nhole) {
        throw new RangeError(`player ${p + 1}, hand ${i + 1} '${oe.cardsText(cards)}' has ${cards.length} cards: ` +
          `expected ${nhole}`);
      }
      flat.set(cards, i * nhole);
    });
    const weights = weightsOf(p, raw.weights, n);
    const label = raw.range ? raw.range.text : `${grouped(n)} hands`;
    const keep = [];
    for (let i = 0; i < n; i++) if (!(maskOf(flat.subarray(i * nhole, (i + 1) * nhole)) & known)) keep.push(i);
    if (!keep.length) {
      throw new OmahaEvalError(`player ${p + 1}'s range ${label} is empty once the board, dead cards and ` +
        "other players' cards are removed", -10);
    }
    const cards = new Uint8Array(keep.length * nhole);
    keep.forEach((i, k) => cards.set(flat.subarray(i * nhole, (i + 1) * nhole), k * nhole));
    out[p] = { cards, weights: weights && Uint32Array.from(keep, (i) => weights[i]), random: false, label,
      n: keep.length };
  });
  return { game, nhole, ranges: out };
}

// ---- options -------------------------------------------------------------------

/** A count option (trials): a whole Number or a BigInt, as a Number (one
 *  past 2**53 is refused later as days of work, as in Python). */
function checkCount(name, value) {
  if (value == null) return null;
  if (typeof value === "bigint") value = Number(value);
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new TypeError(`${name}=${shown(value)}: expected a positive integer`);
  }
  if (value < 1) throw new RangeError(`${name}=${value}: expected a positive integer`);
  return value;
}

/** A true/false option read exactly: "false" is a truthy string. */
function checkFlag(name, value) {
  if (value == null) return false;
  if (typeof value !== "boolean") throw new TypeError(`${name}=${shown(value)}: expected true or false`);
  return value;
}

function checkSeed(seed) {
  if (seed == null) return null;
  if (typeof seed === "number") { // any whole Number is exact (2**60 too); a BigInt keeps every digit past 2**53
    if (!Number.isInteger(seed)) throw new TypeError(`seed=${shown(seed)}: expected an integer (or a BigInt)`);
    seed = BigInt(seed);
  }
  if (typeof seed !== "bigint") throw new TypeError(`seed=${shown(seed)}: expected an integer or a BigInt`);
  if (seed < 0n || seed >= 1n << 64n) throw new RangeError(`seed=${seed}: expected 0 <= seed < 2**64`);
  return seed;
}

function randomSeed() {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return ((BigInt(words[1]) << 32n) | BigInt(words[0])) >> 1n;
}

function estimateSweepSeconds(sizes, nhole, nboards, hilo) {
  const nsub = (1 << nhole) - 2;
  const [small, large] = [...sizes].sort((a, b) => a - b);
  const perBoard = (small + large) * 20 + (2 * large + 3 * small) * nsub * 0.6;
  return nboards * perBoard * (hilo ? 1.8 : 1.0) * 1e-9;
}

// ---- the job ---------------------------------------------------------------------

/** A wasm job (oe_wasm.c) built from the specs; freed by free(). */
function makeJob(core, specs, board, deadMask, nhole, hilo, flags, classes) {
  return core.scratch((alloc) => {
    const bp = core.put(alloc, board);
    const outp = alloc(4, 4);
    let err = core.x.oe_wasm_job_new(specs.length, nhole, hilo ? 1 : 0, bp, board.length, deadMask, outp);
    const job = core.u32[outp >> 2];
    try {
      if (err < 0) throw new OmahaEvalError(statusText(err), err);
      specs.forEach((s, p) => {
        const cp = core.put(alloc, s.cards);
        let wp = 0;
        if (s.weights) {
          wp = alloc(s.weights.length * 4, 4);
          core.u32.set(s.weights, wp >> 2);
        }
        const f = flags[p];
        err = core.x.oe_wasm_job_player(job, p, cp, s.cards.length / nhole, wp, s.random ? 1 : 0,
          f.prepare ? 1 : 0, f.rows ? 1 : 0, f.places ? 1 : 0);
        if (err < 0) throw new OmahaEvalError(`player ${p + 1}: ${statusText(err)}`, err);
      });
      if (classes && (err = core.x.oe_wasm_job_classes(job)) < 0) throw new OmahaEvalError(statusText(err), err);
    } catch (e) {
      core.x.oe_wasm_job_free(job);
      throw e;
    }
    return job;
  });
}

/** The whole job as a generator: yields {done, total, unit} after each
 *  chunk and returns the result; the wasm job is freed in `finally`, also
 *  when the caller stops early. */
function* plan(oe, hands, options) {
  const known0 = { board: options.board ?? "", dead: options.dead ?? "" };
  const trials = checkCount("trials", options.trials);
  let seed = checkSeed(options.seed);
  const hilo = checkFlag("hilo", options.hilo);
  const board = oe._cards(known0.board, "board");
  const dead = oe._cards(known0.dead, "dead");
  checkDistinct(board, "the board");
  checkDistinct(dead, "the dead cards");
  const { game, nhole, ranges } = normalize(oe, hands, board, dead, options);
  if (trials != null) checkSampled(trials, MC_SECONDS_PER_TRIAL * ranges.length); // trials=10**13 is days: refused
  if (hilo && game === "holdem") throw new RangeError("hilo: Hold'em has no 8-or-better low; use an Omaha game");
  const sizes = game === "courchevel" ? [0, 1, 3, 4, 5] : [0, 3, 4, 5];
  if (!sizes.includes(board.length)) {
    throw new RangeError(`board '${oe.cardsText(board)}' has ${board.length} cards: expected ${sizes.join(", ")}`);
  }
  const known = maskOf(board) | maskOf(dead);
  const left = 52 - board.length - dead.length - nhole * ranges.length;
  const need = 5 - board.length;
  if (left < need) {
    throw new RangeError(`${ranges.length} players with ${nhole} cards each, ${board.length} board and ` +
      `${dead.length} dead cards leave ${left} cards: too few to finish the board`);
  }
  const boardsPerTuple = comb(left, need);
  let fixed = 0n;
  let tuples = 1;
  const allSingle = ranges.every((r) => r.n === 1 && !r.random);
  if (!allSingle) {
    for (const r of ranges) if (r.n === 1 && !r.random) fixed |= maskOf(r.cards);
    for (const r of ranges) tuples *= r.random ? comb(52 - popcount(known | fixed), nhole) : r.n;
  }
  const sweep = ranges.length === 2 && board.length >= 3 && !ranges.some((r) => r.n === 1 && !r.random);
  let exact;
  let sweepEstimate = null;
  if (sweep) {
    const left2 = 52 - popcount(known);
    const counts = ranges.map((r) => (r.random ? comb(left2, nhole) : r.n));
    const nboards = comb(left2, 5 - board.length);
    const seconds = estimateSweepSeconds(counts, nhole, nboards, hilo);
    sweepEstimate = { exact: true, seconds, what: `range against range (${grouped(counts[0])} against ` +
      `${grouped(counts[1])} hands, ${grouped(nboards)} boards)` };
    exact = trials == null || seconds <= trials * MC_SECONDS_PER_TRIAL;
  } else {
    exact = trials == null || tuples * boardsPerTuple <= trials;
  }
  const core = oe.core;
  const np = ranges.length;
  let counters, n, method;
  if (exact) {
    seed = null;
    const seconds = tuples * SECONDS_PER_TUPLE[board.length];
    if (seconds > MAX_EXACT_SECONDS) {
      throw new RangeError(`exact equity over ${grouped(tuples)} combinations of hands would take about ` +
        `${Math.round(seconds / 3600)} hours on one core: pass trials for Monte Carlo`);
    }
    // this engine runs two ranges pair by pair too (no sorted sweep): its estimate is the pairs'
    yield { estimate: { exact: true, seconds, what: sweepEstimate?.what ?? `equity over ${grouped(tuples)} combinations of hands` } };
    const specs = ranges.map((r) => (r.random ? { cards: allHands(nhole, known | fixed), weights: null, random: false }
      : r));
    const counts = specs.map((s) => s.cards.length / nhole);
    const rowFlags = new Array(np).fill(false);
    if (tuples > 1 && nhole !== 2 && board.length <= 1) {
      let total = 0;
      for (const p of [...counts.keys()].sort((a, b) => counts[a] - counts[b])) {
        if (total + counts[p] > ROW_TABLE_HANDS) break;
        total += counts[p];
        rowFlags[p] = true;
      }
    }
    const flags = counts.map((c, p) => ({ prepare: c <= PREPARE_LIMIT, rows: rowFlags[p], places: false }));
    const job = makeJob(core, specs, board, maskOf(dead), nhole, hilo, flags, false);
    const width = np * NCOUNTERS + 1;
    const acc = core.alloc(16 * width + 8);
    const accp = Math.ceil(acc / 8) * 8;
    try {
      core.u8.fill(0, accp, accp + 16 * width);
      const product = counts.reduce((a, c) => a * BigInt(c), 1n);
      const size = BigInt(tuples === 1 ? 1 : TUPLES_PER_CHUNK[board.length]);
      let compatible = 0n;
      for (let first = 0n; first < product; first += size) {
        const count = product - first < size ? product - first : size;
        const found = core.x.oe_wasm_job_exact(job, first, count, accp);
        if (found < 0n) throw new OmahaEvalError(statusText(Number(found)), Number(found));
        compatible += found;
        yield { done: Number(first + count), total: Number(product), unit: "hands" };
      }
      const words = core.u64.slice(accp >> 3, (accp >> 3) + 2 * width);
      const totals = Array.from({ length: width }, (_, i) => words[2 * i] + (words[2 * i + 1] << 64n));
      n = totals[width - 1];
      if (n === 0n) {
        const named = ranges.map((r, p) => `player ${p + 1} (${r.label})`).join(", ");
        throw new OmahaEvalError(`no deal is possible: every combination of the players' hands shares a card (${named})`, -10);
      }
      counters = ranges.map((_, p) => totals.slice(p * NCOUNTERS, (p + 1) * NCOUNTERS));
      if (sweep) {
        const nb = comb(52 - popcount(known), 5 - board.length);
        method = `exact: ${grouped(counts[0])} against ${grouped(counts[1])} hands, range against range on ` +
          `${grouped(nb)} board${nb !== 1 ? "s" : ""}`;
      } else if (product === 1n) method = `exact: all ${grouped(n)} boards`;
      else method = `exact: ${grouped(compatible)} combinations of hands × ${grouped(boardsPerTuple)} boards each`;
    } finally {
      core.x.oe_wasm_free(acc);
      core.x.oe_wasm_job_free(job);
    }
  } else {
    yield { estimate: { exact: false, seconds: trials * MC_SECONDS_PER_TRIAL * np, what: `Monte Carlo over ${grouped(trials)} trials` } };
    if (seed == null) seed = randomSeed();
    const nchunks = Math.ceil(trials / TRIALS_PER_CHUNK);
    const rows = { 3: 91, 4: 13 }[board.length] ?? 0;
    const classes = !ranges.some((r) => r.random) && nhole > 2 && rows > 0 && trials >= rows * comb(12 + nhole, nhole);
    const flags = ranges.map((r) => ({
      prepare: !r.random && (r.n === 1 || (r.n <= 4096 && r.n * 32 <= trials)),
      rows: false,
      places: r.n === 1 && !r.random && nhole > 2 && nchunks > 1 && !classes,
    }));
    const job = makeJob(core, ranges, board, maskOf(dead), nhole, hilo, flags, classes);
    const width = np * NCOUNTERS;
    const acc = core.alloc(8 * width + 8);
    const accp = Math.ceil(acc / 8) * 8;
    try {
      core.u8.fill(0, accp, accp + 8 * width);
      for (let k = 0; k < nchunks; k++) {
        const count = Math.min(TRIALS_PER_CHUNK, trials - k * TRIALS_PER_CHUNK);
        const got = core.x.oe_wasm_job_sample(job, seed, BigInt(k), BigInt(count), MAX_REJECTS, accp);
        if (got < 0n) throw new OmahaEvalError(statusText(Number(got)), Number(got));
        if (got === 0n) {
          throw new OmahaEvalError(`${grouped(MAX_REJECTS)} deals in a row shared a card: the players' ranges ` +
            "leave (almost) no possible deal", -10);
        }
        yield { done: k * TRIALS_PER_CHUNK + count, total: trials, unit: "trials" };
      }
      const words = core.u64.slice(accp >> 3, (accp >> 3) + width);
      counters = ranges.map((_, p) => Array.from(words.subarray(p * NCOUNTERS, (p + 1) * NCOUNTERS)));
      n = BigInt(trials);
    } finally {
      core.x.oe_wasm_free(acc);
      core.x.oe_wasm_job_free(job);
    }
  }
  const players = ranges.map((r, p) => playerResult(r.label, counters[p], n, exact));
  if (!exact) {
    const worst = Math.max(...players.map((pl) => pl.stdError));
    method = `Monte Carlo: ${grouped(trials)} trials, seed ${seed}, standard error up to ${pythonPercent(worst, 4)}`;
  }
  return new EquityResult({ players, game, hilo, board: oe.cardsText(board), dead: oe.cardsText(dead), exact,
    boards: Number(n), seed, method, counters });
}

function playerResult(hand, c, n, exact) {
  const mean = divide(c[SHARE], n) / POT_UNITS;
  let stdError = 0;
  if (!exact) {
    const nn = Number(n);
    const variance = Math.max(0, divide(c[SHARE_SQ], n) / POT_UNITS ** 2 - mean * mean);
    stdError = Math.sqrt(variance / nn);
  }
  return {
    hand,
    equity: mean,
    win: divide(c[SCOOP], n),
    tie: divide(c[TIE], n),
    high: divide(c[HI_WIN] + c[HI_TIE], n),
    low: divide(c[LO_WIN] + c[LO_TIE], n),
    scoop: divide(c[SCOOP], n),
    stdError,
  };
}

const pct = pythonPercent;

/** The result of equity(): as Python's EquityResult (camelCase). */
export class EquityResult {
  constructor(fields) {
    Object.assign(this, fields);
  }

  get equities() {
    return this.players.map((p) => p.equity);
  }

  /** The table Python prints for the same result. */
  toString() {
    let cols = ["hand", "equity", "win", "tie"].concat(this.hilo ? ["high", "low", "scoop"] : []);
    let rows = this.players.map((p) => [p.hand, pct(p.equity, 4), pct(p.win, 2), pct(p.tie, 2)]
      .concat(this.hilo ? [pct(p.high, 2), pct(p.low, 2), pct(p.scoop, 2)] : []));
    if (!this.exact) {
      cols = cols.concat(["± s.e."]);
      rows = rows.map((r, i) => r.concat([pct(this.players[i].stdError, 4)]));
    }
    const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
    return [line(cols), ...rows.map(line), this.method].join("\n");
  }
}

function progressGuard(options) {
  const { onProgress, onEstimate, signal } = options;
  if (onProgress != null && typeof onProgress !== "function") {
    throw new TypeError("onProgress: expected a function (done, total, unit) => boolean | void");
  }
  if (onEstimate != null && typeof onEstimate !== "function") {
    throw new TypeError("onEstimate: expected a function ({exact, seconds, what}) => boolean | void");
  }
  if (signal != null && typeof signal.aborted !== "boolean") {
    throw new TypeError(`signal ${shown(signal)}: expected an AbortSignal`);
  }
  return (step) => {
    if (step.estimate) {
      if (!announce(step.estimate, options)) throw new CancelledError();
      return;
    }
    if (signal?.aborted) throw new CancelledError();
    if (onProgress && onProgress(step.done, step.total, step.unit) === false) throw new CancelledError();
  };
}

/** The options checked: an object (null: none) naming only known options. */
function checked(options) {
  checkOptions(options, EQUITY_OPTIONS, "equity");
  return options ?? {};
}

/** What equity() would do, without doing it: {exact, seconds, what}. */
export function estimateEquity(oe, hands, options) {
  const gen = plan(oe, hands, checked(options));
  try {
    const step = gen.next();
    return step.done ? { exact: true, seconds: 0, what: "" } : step.value.estimate;
  } finally {
    gen.return();
  }
}

export function runEquity(oe, hands, options) {
  options = checked(options);
  const check = progressGuard(options);
  const gen = plan(oe, hands, options);
  for (;;) {
    const step = gen.next();
    if (step.done) return step.value;
    try {
      check(step.value);
    } catch (err) {
      gen.return();
      throw err;
    }
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** As runEquity, giving the event loop a turn every ~20 ms of work so that
 *  a worker can receive a cancel message (AbortSignal) meanwhile. */
export async function runEquityAsync(oe, hands, options) {
  options = checked(options);
  const check = progressGuard(options);
  const gen = plan(oe, hands, options);
  let last = Date.now();
  try {
    for (;;) {
      const step = gen.next();
      if (step.done) return step.value;
      if (Date.now() - last > 20) {
        await tick();
        last = Date.now();
      }
      check(step.value);
    }
  } finally {
    gen.return();
  }
}
