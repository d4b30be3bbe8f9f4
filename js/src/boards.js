// Board ranges (docs/ranges.md "Boards": "xxx", "A**!AA*", "RONR") listed
// by the C core through the wasm export oe_wasm_board_range_read
// (js/wasm/oe_wasm_boards.c over oe_board_range): the same boards, order,
// weights and errors as the Python package's board_range.

import { OmahaEvalError } from "./core.js";
import { MAX_TEXT, quoted, RangeSyntaxError } from "./range.js";

/** The boards of `cards` cards (3 = flop, 4 = turn, 5 = river) that range
 *  text describes, without the dead cards (card numbers, checked by the
 *  caller): {boards (flat, `cards` a board: the flop highest card first,
 *  then turn and river), weights (one byte a board), cards, length}, in
 *  Python's board_range order. */
export function readBoards(oe, text, cards, dead) {
  if (typeof text !== "string") {
    throw new TypeError(`board range ${String(text).slice(0, 60)} has type ${typeof text}: expected a string`);
  }
  if (![3, 4, 5].includes(cards)) {
    throw new RangeError(`boards of ${String(cards).slice(0, 60)} cards: expected 3 (flop), 4 (turn) or 5 (river)`);
  }
  if (text.length > MAX_TEXT) {
    throw new RangeError(`range text of ${text.length.toLocaleString("en-US")} characters ` +
      `(${quoted(text, 30)}): at most ${MAX_TEXT.toLocaleString("en-US")}; pass a longer list of hands as an ` +
      "array of hands instead");
  }
  const core = oe.core;
  const bytes = core.encoder.encode(text);
  return core.scratch((alloc) => {
    const t = core.put(alloc, bytes);
    const d = core.put(alloc, dead);
    const out = alloc(12, 4);
    const err = alloc(core.x.oe_wasm_range_error_size(), 4);
    const status = core.x.oe_wasm_board_range_read(t, bytes.length, cards, d, dead.length, out, err);
    if (status < 0) {
      const column = core.i32[(err + 4) >> 2];
      const message = core.text(err + 8);
      if (status === -9) throw new OmahaEvalError(`board range ${quoted(text)}: out of memory`, status);
      if (column <= 0) throw new OmahaEvalError(message, status);
      throw new RangeSyntaxError(message, text, column, core.text(err + 520), status);
    }
    const o = out >> 2;
    const [bp, wp, n] = [core.u32[o], core.u32[o + 1], core.u32[o + 2]];
    try {
      const boards = core.u8.slice(bp, bp + n * cards);
      const weights = core.u8.slice(wp, wp + n);
      return Object.freeze({ boards, weights, cards, length: n });
    } finally {
      core.x.oe_wasm_free(bp);
      core.x.oe_wasm_free(wp);
    }
  });
}
