// Card text and hand names, written as the Python package writes them
// (omaha_eval/core/cards.py, omaha_eval/core/values.py). Pure JavaScript: the numbers
// come from the C core, only their names are made here.

export const RANKS = "23456789TJQKA";
export const SUITS = "cdhs";

const PLURAL = ["deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
  "queens", "kings", "aces"];
const SINGULAR = ["deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
  "king", "ace"];
export const CATEGORY_NAMES = ["High card", "Pair", "Two pair", "Three of a kind", "Straight", "Flush",
  "Full house", "Four of a kind", "Straight flush"];

/** "As" for 51. */
export function cardName(card) {
  return RANKS[card >> 2] + SUITS[card & 3];
}

/** The name of a high hand from its category and packed tie-break ranks. */
export function describe(rank, category, pattern) {
  const r = [0, 1, 2, 3, 4].map((i) => (pattern >> (4 * i)) & 15);
  switch (category) {
    case 8: return rank === 1 ? "Royal flush" : `Straight flush, ${SINGULAR[r[0]]} high`;
    case 7: return `Four of a kind, ${PLURAL[r[0]]}`;
    case 6: return `Full house, ${PLURAL[r[0]]} full of ${PLURAL[r[3]]}`;
    case 5: return `Flush, ${SINGULAR[r[0]]} high`;
    case 4: return `Straight, ${SINGULAR[r[0]]} high`;
    case 3: return `Three of a kind, ${PLURAL[r[0]]}`;
    case 2: return `Two pair, ${PLURAL[r[0]]} and ${PLURAL[r[2]]}`;
    case 1: return `Pair of ${PLURAL[r[0]]}`;
    default: return `High card, ${SINGULAR[r[0]]}`;
  }
}

/** The tie-break ranks as text ("KKK55"). */
export function rankLetters(pattern) {
  return [0, 1, 2, 3, 4].map((i) => RANKS[(pattern >> (4 * i)) & 15]).join("");
}

/** An 8-or-better low's name ("7-5-3-2-A"), or null for 0 (no low); a
 *  mask that is not five low ranks throws, as Python's LowValue. */
export function lowName(mask) {
  if (typeof mask !== "number" || !Number.isInteger(mask)) {
    throw new TypeError(`low mask ${String(mask).slice(0, 60)}: expected an integer`);
  }
  if (mask === 0) return null;
  let bits = 0;
  for (let m = mask; m > 0; m >>= 1) bits += m & 1;
  if (mask < 0 || mask > 255 || bits !== 5) {
    throw new RangeError(`low mask ${mask} is not five low ranks: expected 8 bits with exactly 5 set`);
  }
  const out = [];
  for (let bit = 7; bit >= 0; bit--) if ((mask >> bit) & 1) out.push(bit === 0 ? "A" : String(bit + 1));
  return out.join("-");
}

/** 1234567 as "1,234,567" (Python's format(n, ",")); BigInt too. */
export function grouped(n) {
  const s = typeof n === "bigint" ? n.toString() : String(Math.trunc(n));
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
