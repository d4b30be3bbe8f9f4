// omaha-eval for JavaScript: the C core compiled to WebAssembly, in Node 20
// and in browsers. `await loadOmahaEval()` gives an OmahaEval: card text,
// the evaluators, batches over Uint8Arrays and equity (equity.js).

import { CancelledError, compileModule, Core, OmahaEvalError, statusText } from "./core.js";
import { CATEGORY_NAMES, cardName, describe, grouped, lowName, rankLetters } from "./names.js";
import { estimateEquity, runEquity, runEquityAsync } from "./equity.js";
import { canonicalGame, gameForHoleCount, HOLE_CARDS } from "./games.js";
import { oneCard, packCards, packCount, packSixth } from "./cards.js";
import { nodeReader, Orderings } from "./orderings.js";
import { quoted, Range, RangeSyntaxError } from "./range.js";
import { readBoards } from "./boards.js";
import { checkOptions } from "./options.js";
import { compareHands, winners } from "./showdown.js";
import { Solution, solve } from "./solver.js";

export { canonicalGame, gameForHoleCount, HOLE_CARDS };

export { CancelledError, OmahaEvalError, lowName, Range, RangeSyntaxError, Solution };

const HAND_OPTIONS = ["game"];

const CARD_HINT = "expected a rank (2-9, T, J, Q, K, A or 10) followed by a suit (c, d, h, s or a suit symbol)";

let sharedModule = null;

/** Loads the WebAssembly module (once per source) and makes an instance.
 *  options.wasm: a URL, path, bytes or WebAssembly.Module (default: dist/omaha_eval.wasm
 *  beside this package); options.orderings: the folder (URL) of the percent
 *  ranges' orderings (default: dist/orderings/ beside the .wasm). */
export async function loadOmahaEval(options = {}) {
  checkOptions(options, ["wasm", "orderings"], "loadOmahaEval");
  options ??= {};
  let module;
  if (options.wasm === undefined) {
    sharedModule ??= compileModule();
    module = await sharedModule;
  } else {
    module = await compileModule(options.wasm);
  }
  const oe = new OmahaEval(await WebAssembly.instantiate(module, {}));
  oe._orderings = new Orderings(oe.core, await nodeReader(), options.orderings);
  return oe;
}

export class OmahaEval {
  constructor(instance) {
    this.core = new Core(instance);
    const x = this.core.x;
    /** The project's one version ("0.1.0"): the Python package's and this
     *  package's (OE_PROJECT_VERSION, compiled into the .wasm). */
    this.version = this.core.text(x.oe_wasm_project_version());
    /** The C API's own ABI version ("1.4.0", oe_version(); OE_VERSION_* of
     *  omaha_eval.h), which a project release does not move. */
    this.apiVersion = this.core.text(x.oe_version());
    // the single-hand calls' exports (cards as arguments, cards.js), one
    // property load away
    this._evalHighPacked = x.oe_wasm_eval_high_packed;
    this._evalLowPacked = x.oe_wasm_eval_low_packed;
    this._gameName = null;
    this._gameCode = 0;
    const oe = this;
    /** `new oe.Range(text, {game, hilo})`: range text as a Range (range.js). */
    this.Range = class extends Range {
      constructor(text, options = {}) {
        super(oe, text, options ?? {});
      }
    };
  }

  /** Range text ("AA$ds", "15%", "AA@10,KK@5") as a Range: its hands and
   *  weights, as Python's Range(text, game, hilo=). */
  range(text, options = {}) {
    checkOptions(options, ["game", "hilo"], "range");
    return new this.Range(text, options ?? {});
  }

  /** A board range ("xxx", "A**!AA*", "RONR") as its boards of `cards`
   *  cards (3 flop, 4 turn, 5 river) without the dead cards: {boards (flat,
   *  the flop highest card first, then turn and river), weights, cards,
   *  length}, as Python's board_range(text, cards, dead) (boards.js). */
  boardRange(text, cards = 3, dead = []) {
    return readBoards(this, text, cards, this.#cards(dead ?? [], "dead"));
  }

  /** Solves a turn or river spot ({game, board, pot, stack, oop, ip,
   *  bets, raises, ...}) to options.target exploitability or
   *  options.iterations: a Solution (solver.js; docs/js.md "Solving"). */
  solve(spot, options = {}) {
    return solve(this, spot, options, (value, what) => this.#cards(value, what));
  }

  /** Fetches the game's orderings for percent ranges (browsers; Node
   *  reads them when first needed). */
  loadOrderings(game, options = {}) {
    checkOptions(options, ["hilo"], "loadOrderings");
    return this._orderings.load(canonicalGame(game), Boolean(options?.hilo));
  }

  /** The game code of the options of a single-hand call (the last name kept). */
  #optionGame(options) {
    if (options === undefined || options === null) return 0;
    if (typeof options !== "object") checkOptions(options, HAND_OPTIONS, "options");
    for (const key in options) if (key !== "game") checkOptions(options, HAND_OPTIONS, "options"); // no allocation
    const game = options.game;
    if (game == null) return 0;
    if (game !== this._gameName) {
      this._gameCode = HOLE_CARDS[canonicalGame(game)];
      this._gameName = game;
    }
    return this._gameCode;
  }

  // ---- cards ---------------------------------------------------------------

  /** Card text ("AsKd", "As Kd", "10s", "a♠ k♦") as a Uint8Array of card
   *  numbers (rank * 4 + suit; "2c" = 0, "As" = 51). Duplicates throw. */
  parseCards(text) {
    const cards = this.#parse(text);
    const seen = new Set();
    for (const c of cards) {
      if (seen.has(c)) {
        throw new OmahaEvalError(`duplicate card ${cardName(c)} in the cards: each card may appear only once`, -2);
      }
      seen.add(c);
    }
    return cards;
  }

  #parse(text) {
    if (typeof text !== "string") {
      throw new TypeError(`cards ${String(text).slice(0, 60)} have type ${typeof text}: expected card text such as "AsKd"`);
    }
    const bytes = this.core.encoder.encode(text);
    const core = this.core;
    return core.scratch((alloc) => {
      const t = core.put(alloc, bytes);
      const out = alloc(64);
      const bad = alloc(4, 4);
      const n = core.x.oe_cards_parse(t, bytes.length, out, 64, bad);
      if (n >= 0) return core.u8.slice(out, out + n);
      if (n === -4) throw new OmahaEvalError(`${quoted(text)} names more than 52 cards`, n);
      const offset = core.u32[bad >> 2];
      // as Python words it: the two characters at the bad place (three for "10")
      const position = new TextDecoder().decode(bytes.subarray(0, offset)).length;
      const token = text.slice(position, position + (text.startsWith("10", position) ? 3 : 2));
      throw new OmahaEvalError(`unknown card '${token}' in ${quoted(text)}: ${CARD_HINT}`, n);
    });
  }

  /** Cards (numbers 0..51, an array or typed array) as text: [51, 46] -> "AsKh". */
  cardsText(cards, sep = "") {
    return Array.from(this.#cards(cards, "cards"), cardName).join(sep);
  }

  /** Card numbers from text, an array of numbers or a typed array; checked. */
  #cards(value, what) {
    if (typeof value === "string") return this.parseCards(value);
    if (Array.isArray(value) || ArrayBuffer.isView(value)) {
      const out = new Uint8Array(value.length);
      for (let i = 0; i < value.length; i++) {
        const c = value[i];
        let card = oneCard(c);
        if (card < 0 && typeof c === "string") { // the C parser: suit symbols, or the error's words
          const parsed = this.parseCards(c);
          if (parsed.length !== 1) {
            throw new RangeError(`${what}: ${quoted(c)} is ${parsed.length} cards: expected one card an item`);
          }
          card = parsed[0];
        }
        if (card < 0) {
          throw new RangeError(`${what}: card ${typeof c === "string" ? quoted(c) : String(c).slice(0, 60)} ` +
            "is not a card: expected a number 0..51 or card text such as \"Ad\"");
        }
        out[i] = card;
      }
      return out;
    }
    throw new TypeError(`${what} ${String(value).slice(0, 60)}: expected card text, an array of cards ` +
      "(\"Ad\" or 0..51) or card numbers");
  }

  // ---- single hands ----------------------------------------------------------

  #gameCode(game) {
    return game == null ? 0 : HOLE_CARDS[canonicalGame(game)];
  }

  #hand(hole, board, game, what) {
    const h = this.#cards(hole, "hole");
    const b = this.#cards(board, "board");
    const code = this.#gameCode(game);
    const nh = code || h.length;
    if (!(nh === 2 || (nh >= 4 && nh <= 6)) || h.length !== nh) {
      throw new RangeError(`${h.length} hole cards: expected ${code ? nh : "2 (Hold'em) or 4, 5 or 6 (Omaha)"}`);
    }
    if (b.length < 3 || b.length > 5) {
      throw new RangeError(`board '${this.cardsText(b)}' has ${b.length} cards: expected 3, 4 or 5 for ${what}`);
    }
    const all = new Set([...h, ...b]);
    if (all.size !== h.length + b.length) {
      const seen = new Set();
      for (const c of [...h, ...b]) {
        if (seen.has(c)) throw new OmahaEvalError(`duplicate card ${cardName(c)}: each card may appear only once`, -2);
        seen.add(c);
      }
    }
    return [h, b, code];
  }

  #call(fn, h, b, code, extra = 0) {
    const core = this.core;
    return core.scratch((alloc) => {
      const hp = core.put(alloc, h);
      const bp = core.put(alloc, b);
      const ep = extra ? alloc(extra) : 0;
      const v = fn(hp, bp, ep);
      if (v < 0) throw new OmahaEvalError(statusText(v), v);
      return [v, ep ? core.u8.slice(ep, ep + extra) : null];
    });
  }

  /** The high value (1 = royal flush ... 7462 = 7-5-4-3-2) of a hand: Hold'em
   *  (2 hole cards) or Omaha 4/5/6 (exactly two hole cards and three board
   *  cards); a board of 3, 4 or 5 cards. options.game names the game. */
  evalHigh(hole, board, options) {
    const code = options === undefined ? 0 : this.#optionGame(options);
    const hole5 = packCards(hole, 6);
    if (hole5 >= 0) {
      const nh = packCount, sixth = packSixth;
      const board5 = packCards(board, 5);
      if (board5 >= 0) {
        const v = this._evalHighPacked(code, hole5, sixth, nh, board5, packCount);
        if (v > 0) return v;
      }
    }
    return this.#evalHighSlow(hole, board, options);
  }

  /** evalHigh's checked path, which words every error. */
  #evalHighSlow(hole, board, options) {
    const [h, b, code] = this.#hand(hole, board, options?.game, "a hand");
    return this.#call((hp, bp) => this.core.x.oe_eval_high(code, hp, h.length, bp, b.length), h, b, code)[0];
  }

  /** The 8-or-better low mask (0 = no low; smaller is better) of an Omaha hand. */
  evalLow(hole, board, options) {
    const code = options === undefined ? 0 : this.#optionGame(options);
    const hole5 = packCards(hole, 6);
    if (hole5 >= 0) {
      const nh = packCount, sixth = packSixth;
      const board5 = packCards(board, 5);
      if (board5 >= 0) {
        const v = this._evalLowPacked(code, hole5, sixth, nh, board5, packCount);
        if (v >= 0) return v;
      }
    }
    const [h, b] = this.#hand(hole, board, options?.game, "a low");
    if (h.length === 2) throw new RangeError("Hold'em has no 8-or-better low: use an Omaha game");
    return this.#call((hp, bp) => this.core.x.oe_eval_low(code, hp, h.length, bp, b.length), h, b, code)[0];
  }

  /** The best five of 5, 6 or 7 cards (Hold'em's ranker). */
  evalCards(cards) {
    const c = this.#cards(cards, "cards");
    if (c.length < 5 || c.length > 7) throw new RangeError(`${c.length} cards: expected 5, 6 or 7`);
    if (new Set(c).size !== c.length) throw new OmahaEvalError("duplicate card: each card may appear only once", -2);
    const core = this.core;
    return core.scratch((alloc) => {
      const v = core.x.oe_eval_cards(core.put(alloc, c), c.length);
      if (v < 0) throw new OmahaEvalError(statusText(v), v);
      return v;
    });
  }

  /** The best high hand: {rank, name, category, ranks, cards} with the five
   *  cards that make it as text (hole cards first). */
  bestHand(hole, board, options) {
    this.#optionGame(options);
    const [h, b, code] = this.#hand(hole, board, options?.game, "a hand");
    const [rank, used] = this.#call((hp, bp, ep) =>
      this.core.x.oe_best_high(code, hp, h.length, bp, b.length, ep, 0), h, b, code, 5);
    return { ...this.handValue(rank), cards: this.cardsText(used) };
  }

  /** The best low: {mask, name, cards}, or null without a low. */
  bestLow(hole, board, options) {
    this.#optionGame(options);
    const [h, b, code] = this.#hand(hole, board, options?.game, "a low");
    if (h.length === 2) throw new RangeError("Hold'em has no 8-or-better low: use an Omaha game");
    const [mask, used] = this.#call((hp, bp, ep) =>
      this.core.x.oe_best_low(code, hp, h.length, bp, b.length, ep), h, b, code, 5);
    return mask ? { mask, name: lowName(mask), cards: this.cardsText(used) } : null;
  }

  /** {rank, name, category, categoryName, ranks} of a high value 1..7462:
   *  name as Python's HandValue.name ("Two pair, aces and kings"). */
  handValue(rank) {
    if (!Number.isInteger(rank) || rank < 1 || rank > 7462) {
      throw new RangeError(`hand rank ${String(rank)} is out of range: expected 1..7462`);
    }
    const category = this.core.x.oe_hand_category(rank);
    const pattern = this.core.x.oe_wasm_rank_pattern(rank);
    return { rank, name: describe(rank, category, pattern), category, categoryName: CATEGORY_NAMES[category],
      ranks: rankLetters(pattern) };
  }

  /** The readable name of a high value ("Full house, kings full of fives"). */
  handName(rank) {
    return this.handValue(rank).name;
  }

  /** The name of a low mask ("7-5-3-2-A"), or null for 0. */
  lowName(mask) {
    return lowName(mask);
  }

  // ---- showdowns -------------------------------------------------------------

  /** The seats (0-based) that win a showdown on a full board: {high, low}
   *  (low: [] when no one has a low, or in a high-only game). hands: each
   *  player's hole cards; options: {game, hilo}. A player with no low never
   *  wins the low. */
  winners(hands, board, options) {
    return winners(this, hands, board, options);
  }

  /** -1, 0 or 1: whether hand a loses to, ties or beats hand b on the
   *  board; options.part: "high" (default) or "low" (no low loses to any
   *  low; two without a low tie). */
  compare(a, b, board, options) {
    return compareHands(this, a, b, board, options);
  }

  // ---- batches ------------------------------------------------------------------

  #batch(holes, boards, options, low) {
    if (!(holes instanceof Uint8Array) || !(boards instanceof Uint8Array)) {
      throw new TypeError("holes and boards: expected Uint8Arrays of card numbers");
    }
    const code = this.#gameCode(options.game);
    const nhole = options.holeCards ?? code;
    const nboard = options.boardCards ?? 5;
    if (!Number.isInteger(nhole) || !(nhole === 2 || (nhole >= 4 && nhole <= 6))) {
      throw new RangeError(`holeCards ${String(nhole)}: expected 2, 4, 5 or 6 (or name the game)`);
    }
    if (code && code !== nhole) throw new RangeError(`holeCards ${nhole} does not match the game's ${code}`);
    if (!Number.isInteger(nboard) || !(nboard >= 3 && nboard <= 5)) throw new RangeError(`boardCards ${String(nboard)}: expected 3, 4 or 5`);
    if (low && nhole === 2) throw new RangeError("Hold'em has no 8-or-better low: use an Omaha game");
    if (holes.length % nhole) {
      throw new RangeError(`holes holds ${holes.length} cards: not a whole number of ${nhole}-card hands`);
    }
    const n = holes.length / nhole;
    let step;
    if (boards.length === n * nboard) step = 1;
    else if (boards.length === nboard) step = 0;
    else throw new RangeError(`boards holds ${boards.length} cards: expected ${n * nboard} (one board a hand) or ${nboard}`);
    const core = this.core;
    return core.scratch((alloc) => {
      const hp = core.put(alloc, holes);
      const bp = core.put(alloc, boards);
      const out = alloc(Math.max(n, 1) * (low ? 1 : 2));
      const badp = alloc(4, 4);
      const fn = low ? core.x.oe_eval_low_batch : core.x.oe_eval_high_batch;
      const err = fn(code || nhole, hp, nhole, bp, nboard, step, n, out, badp);
      if (err < 0) {
        const row = core.u32[badp >> 2];
        throw new OmahaEvalError(`row ${row}: ${statusText(err)}`, err);
      }
      return low ? core.u8.slice(out, out + n) : new Uint16Array(core.u8.slice(out, out + 2 * n).buffer);
    });
  }

  /** High values of many hands: holes a Uint8Array of n * holeCards cards,
   *  boards one board (boardCards cards) for all or one per hand.
   *  options: {game, holeCards, boardCards (default 5)}. Returns a Uint16Array. */
  evalHighBatch(holes, boards, options = {}) {
    return this.#batch(holes, boards, options, false);
  }

  /** 8-or-better low masks of many Omaha hands, as evalHighBatch; a Uint8Array. */
  evalLowBatch(holes, boards, options = {}) {
    return this.#batch(holes, boards, options, true);
  }

  // ---- equity -------------------------------------------------------------------

  /** All-in equity of 2 to 10 players (see equity.js and docs/js.md). */
  equity(hands, options = {}) {
    return runEquity(this, hands, options);
  }

  /** What equity(hands, options) would do, without doing it: {exact,
   *  seconds (a rough one-core estimate), what}. */
  estimate(hands, options = {}) {
    return estimateEquity(this, hands, options);
  }

  /** As equity(), yielding to the event loop between chunks (options.signal
   *  cancels it; options.onProgress reports). Returns a Promise. */
  equityAsync(hands, options = {}) {
    return runEquityAsync(this, hands, options);
  }

  /** Internal: card numbers from any accepted card form (equity.js). */
  _cards(value, what) {
    return this.#cards(value, what);
  }
}

export { grouped };
