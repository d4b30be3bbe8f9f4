// Who wins a showdown: the high (lowest value: 1 = royal flush), and in
// Hi-Lo the 8-or-better low (lowest mask among those that have one: a
// player with no low, mask 0, never wins it). A naive minimum over the low
// masks would pick the player with no low; these helpers do not.

import { OmahaEvalError } from "./core.js";
import { checkOptions } from "./options.js";
import { cardName } from "./names.js";

function checkBoard(oe, board) {
  const b = oe._cards(board, "board");
  if (b.length !== 5) {
    throw new RangeError(`board '${oe.cardsText(b)}' has ${b.length} cards: a showdown needs all 5`);
  }
  return b;
}

/** Every seat's cards, and no card twice across seats and board. */
function seats(oe, hands, board) {
  if (!Array.isArray(hands) || hands.length < 1) {
    throw new TypeError("hands: expected an array with each player's hole cards");
  }
  const seen = new Set(board);
  return hands.map((h, p) => {
    const cards = oe._cards(h, `player ${p + 1}'s hand`);
    for (const c of cards) {
      if (seen.has(c)) {
        throw new OmahaEvalError(`duplicate card ${cardName(c)} in player ${p + 1}'s hand: each card may appear ` +
          "only once", -2);
      }
      seen.add(c);
    }
    return cards;
  });
}

/** The seats holding the best of values, smaller being better; values of 0
 *  (no low) never win: [] when every value is 0. */
export function best(values) {
  let top = Infinity;
  for (const v of values) if (v > 0 && v < top) top = v;
  const out = [];
  values.forEach((v, i) => { if (v === top) out.push(i); });
  return out;
}

/** {high: [seats], low: [seats]} of a showdown (seats 0-based). */
export function winners(oe, hands, board, options) {
  checkOptions(options, ["game", "hilo"], "winners");
  const game = options?.game;
  const hilo = options?.hilo ?? false;
  if (typeof hilo !== "boolean") throw new TypeError(`hilo=${JSON.stringify(hilo)}: expected true or false`);
  const b = checkBoard(oe, board);
  const cards = seats(oe, hands, b);
  const high = best(cards.map((h) => oe.evalHigh(h, b, { game })));
  const low = hilo ? best(cards.map((h) => oe.evalLow(h, b, { game }))) : [];
  return { high, low };
}

/** 1 if a beats b, 0 for a tie, -1 if b beats a (options.part "high" or "low"). */
export function compareHands(oe, a, b, board, options) {
  checkOptions(options, ["game", "part"], "compare");
  const part = options?.part ?? "high";
  if (part !== "high" && part !== "low") throw new RangeError(`part=${JSON.stringify(part)}: expected "high" or "low"`);
  const bd = checkBoard(oe, board);
  const [x, y] = seats(oe, [a, b], bd);
  const game = options?.game;
  if (part === "high") return Math.sign(oe.evalHigh(y, bd, { game }) - oe.evalHigh(x, bd, { game }));
  const lx = oe.evalLow(x, bd, { game });
  const ly = oe.evalLow(y, bd, { game });
  if (lx === ly) return 0;
  if (!lx || !ly) return lx ? 1 : -1; // a low beats no low
  return lx < ly ? 1 : -1;
}
