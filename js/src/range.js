// Range text (docs/ranges.md: "AA$ds", "KQJT-T987:$ds!AAA", "15%",
// "AA@10,KK@5") read by the C range language through the wasm export
// oe_wasm_range_read (js/wasm/oe_wasm_range.c over oe_range_parse and
// oe_range_dense): the same hands, weights and errors as the Python
// package's Range. Percent ranges cut the shipped orderings (orderings.js).

import { OmahaEvalError } from "./core.js";
import { canonicalGame, gameForHoleCount, HOLE_CARDS } from "./games.js";
import { cardName } from "./names.js";
import { missingOrdering, Orderings } from "./orderings.js";

// As the Python package: longer lists of hands go in as arrays.
export const MAX_TEXT = 20_000;
// The C core's game codes (omaha_eval.h: OE_HOLDEM ... OE_COURCHEVEL).
const GAME_CODES = { holdem: 2, omaha: 4, omaha5: 5, omaha6: 6, courchevel: 7 };
// An error message shows at most this much of a long text, around the bad place.
const SHOWN = 120;

/** Python's repr of a short str (what its messages quote). */
export function quoted(text, limit = 60) {
  const s = text.length > limit ? `${text.slice(0, limit)}...` : text;
  return s.includes("'") && !s.includes('"') ? `"${s}"` : `'${s.replaceAll("'", "\\'")}'`;
}

/** A range text that does not parse: as Python's RangeSyntaxError, with
 *  `column` (1-based, in characters of the text), `text` and `hint`; the
 *  message shows the text with a caret under the column. */
export class RangeSyntaxError extends OmahaEvalError {
  constructor(reason, text, column, hint = "", code = -3) {
    const chars = Array.from(text);
    let shown = text;
    let at = column;
    if (chars.length > SHOWN) { // a long text: the part around the place, so the message stays short
      const start = Math.max(0, column - 1 - SHOWN / 2);
      shown = `${start ? "..." : ""}${chars.slice(start, start + SHOWN).join("")}` +
        `${start + SHOWN < chars.length ? "..." : ""}`;
      at = column - start + (start ? 3 : 0);
    }
    super(`${reason} at column ${column}\n  ${shown}\n  ${" ".repeat(Math.max(at - 1, 0))}^${hint ? `\n${hint}` : ""}`,
      code);
    this.name = "RangeSyntaxError";
    this.reason = reason;
    this.text = text;
    this.column = column;
    this.hint = hint;
  }
}

/** The game a range text is for: the one named, else the one its single
 *  fully written hand implies (as Python's Range). */
function gameOf(oe, text, game) {
  if (game != null) return canonicalGame(game);
  let count = 0;
  try {
    count = oe.parseCards(text).length;
  } catch {
    count = 0;
  }
  if ([2, 4, 5, 6].includes(count)) return gameForHoleCount(count);
  throw new RangeError(`range ${quoted(text)} needs a game, one of ${Object.keys(HOLE_CARDS).join(", ")} ` +
    "(the game option in JavaScript, game= in Python): only one fully written hand implies its game");
}

/** Reads a text in C: {hands, weights, weighted, k}. */
function readText(oe, text, game, hilo) {
  const core = oe.core;
  const bytes = core.encoder.encode(text);
  const percent = text.includes("%");
  const useHilo = Boolean(hilo) && game !== "holdem";
  const ring = percent ? oe._orderings.get(game, false, useHilo) : 0;
  const six = percent ? oe._orderings.get(game, true, useHilo) : 0;
  return core.scratch((alloc) => {
    const t = core.put(alloc, bytes);
    const out = alloc(20, 4);
    const err = alloc(core.x.oe_wasm_range_error_size(), 4);
    const status = core.x.oe_wasm_range_read(t, bytes.length, GAME_CODES[game], ring, six, out, err);
    const o = out >> 2;
    if (status < 0) {
      const column = Math.max(core.i32[(err + 4) >> 2], 1);
      const message = core.text(err + 8);
      if (percent && !Orderings.has(game, useHilo) && status === -8) { // the missing ordering, in Python's words
        throw new RangeSyntaxError(missingOrdering(game, message.includes("six-handed"), useHilo), text, column, "", status);
      }
      if (status === -9) throw new OmahaEvalError(`range ${quoted(text)}: out of memory`, status);
      throw new RangeSyntaxError(message, text, column, core.text(err + 520), status);
    }
    const [hp, wp, n, k, weighted] = [core.u32[o], core.u32[o + 1], core.u32[o + 2], core.i32[o + 3], core.i32[o + 4]];
    try {
      return { hands: core.u8.slice(hp, hp + n * k), weights: core.u8.slice(wp, wp + n), k, weighted: weighted === 1 };
    } finally {
      core.x.oe_wasm_free(hp);
      core.x.oe_wasm_free(wp);
    }
  });
}

/** A set of hands of one game with weights (1..100; 1 each when the text
 *  gives none), read from range text: as Python's Range. `hands` holds
 *  the hands flat (holeCards cards a hand, highest card first) in Python's
 *  Range.hands order, `weights` one byte a hand. */
export class Range {
  constructor(oe, text, options = {}) {
    if (typeof text !== "string") {
      throw new TypeError(`range text ${String(text).slice(0, 60)} has type ${typeof text}: expected a string`);
    }
    if (options === null || typeof options !== "object") {
      throw new TypeError(`range options ${String(options)}: expected an object such as {game: "omaha"}`);
    }
    if (text.length > MAX_TEXT) {
      throw new RangeError(`range text of ${text.length.toLocaleString("en-US")} characters ` +
        `(${quoted(text, 30)}): at most ${MAX_TEXT.toLocaleString("en-US")}; pass a longer list of hands as an ` +
        "array of hands instead");
    }
    if (options.hilo != null && typeof options.hilo !== "boolean") {
      throw new TypeError(`hilo=${JSON.stringify(options.hilo)}: expected true or false`);
    }
    this.game = gameOf(oe, text, options.game);
    this.text = text.trim();
    const read = readText(oe, text, this.game, options.hilo);
    this.holeCards = read.k;
    this.hands = read.hands;
    this.weights = read.weights;
    this.weighted = read.weighted;
    Object.freeze(this);
  }

  get length() {
    return this.weights.length;
  }

  /** The hands as text ("AsAhKd2c"), in the order of .hands. */
  *[Symbol.iterator]() {
    const k = this.holeCards;
    for (let i = 0; i < this.weights.length; i++) {
      let s = "";
      for (let j = 0; j < k; j++) s += cardName(this.hands[i * k + j]);
      yield s;
    }
  }

  /** The i-th hand's cards. */
  hand(i) {
    return this.hands.subarray(i * this.holeCards, (i + 1) * this.holeCards);
  }

  toString() {
    const n = this.length;
    return `Range(${quoted(this.text)}, game='${this.game}')  # ${n.toLocaleString("en-US")} hand${n !== 1 ? "s" : ""}`;
  }
}
