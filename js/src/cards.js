// Card input in its three forms, read with no allocation: text ("AsKd",
// "As Kd", "10s", "a♠ k♦"), an array of card strings (["Ad", "As"], the form JS poker libraries use) and card numbers
// (0..51, an array or typed array). ASCII text is read here by the C
// parser's own rules (src/oe_cards.c: ranks 2-9 T J Q K A or 10, any case;
// suits c d h s, any case; spaces, tabs, newlines and commas between);
// anything else (suit symbols, a bad card) goes to the C parser, which
// also words the error.

const RANK = new Int8Array(128).fill(-1);
const SUIT = new Int8Array(128).fill(-1);
"23456789TJQKA".split("").forEach((r, i) => {
  RANK[r.charCodeAt(0)] = i;
  RANK[r.toLowerCase().charCodeAt(0)] = i;
});
"cdhs".split("").forEach((s, i) => {
  SUIT[s.charCodeAt(0)] = i;
  SUIT[s.toUpperCase().charCodeAt(0)] = i;
});
// A two-character card ("Ad") in two look-ups and no branch: RANK4[rank
// char] + SUIT1[suit char] is the card, or negative where either character is
// not one (any UTF-16 code unit indexes the tables).
const NOT_A_CARD = -1000;
const RANK4 = new Int16Array(65536).fill(NOT_A_CARD);
const SUIT1 = new Int16Array(65536).fill(NOT_A_CARD);
for (let ch = 0; ch < 128; ch++) {
  if (RANK[ch] >= 0) RANK4[ch] = RANK[ch] * 4;
  if (SUIT[ch] >= 0) SUIT1[ch] = SUIT[ch];
}
const SKIP = new Uint8Array(128);
for (const ch of " ,\t\n") SKIP[ch.charCodeAt(0)] = 1;

// The single-hand calls pass their cards to wasm as arguments, six bits a
// card (js/wasm/oe_wasm.c, oe_wasm_eval_high_packed): nothing is written
// into wasm memory, whose view a memory.grow would detach. A packer returns
// cards 0-4 packed (card i at bit 6 * i) and leaves the count and card 5 in
// packCount and packSixth; -1 where the slow path must read the cards (and
// word the error). cap is at most 6.
export let packCount = 0;
export let packSixth = 0;

/** ASCII card text, packed (at most cap cards); -1 where the C parser must
 *  decide (not ASCII, a bad card, too many). */
export function packText(text, cap) {
  let n = 0, lo = 0, sixth = 0;
  const len = text.length;
  for (let i = 0; i < len;) {
    const ch = text.charCodeAt(i);
    let card = i + 1 < len ? RANK4[ch] + SUIT1[text.charCodeAt(i + 1)] : -1; // the common case, "Ad"
    if (card >= 0) {
      i += 2;
    } else {
      let rank = ch < 128 ? RANK[ch] : -1;
      if (rank >= 0) {
        i += 1;
      } else if (ch === 49 /* 1 */ && text.charCodeAt(i + 1) === 48 /* 0 */) {
        rank = 8;
        i += 2;
      } else if (ch < 128 && SKIP[ch]) {
        i += 1;
        continue;
      } else {
        return -1;
      }
      const sc = text.charCodeAt(i); // NaN past the end: no suit
      const suit = sc < 128 ? SUIT[sc] : -1;
      if (suit < 0) return -1;
      card = rank * 4 + suit;
      i += 1;
    }
    if (n === cap) return -1;
    if (n < 5) lo |= card << (6 * n);
    else sixth = card;
    n++;
  }
  packCount = n;
  packSixth = sixth;
  return lo;
}

/** One card from a number (0..51) or a one-card string; -1 if it is neither. */
export function oneCard(c) {
  if (typeof c === "number") return Number.isInteger(c) && c >= 0 && c <= 51 ? c : -1;
  if (typeof c !== "string") return -1;
  if (c.length === 2) { // "Ad": the common case, read directly
    const card = RANK4[c.charCodeAt(0)] + SUIT1[c.charCodeAt(1)];
    return card >= 0 ? card : -1;
  }
  if (c.length <= 8) {
    const card = packText(c, 1);
    return card >= 0 && packCount === 1 ? card : -1;
  }
  return -1;
}

/** An array of cards (numbers or one-card strings), packed as packText. */
export function packList(cards, cap) {
  const n = cards.length;
  if (n > cap) return -1;
  let lo = 0, sixth = 0;
  for (let i = 0; i < n; i++) {
    const item = cards[i];
    let c;
    if (typeof item === "string" && item.length === 2) { // "Ad", read inline
      c = RANK4[item.charCodeAt(0)] + SUIT1[item.charCodeAt(1)];
    } else {
      c = oneCard(item);
    }
    if (c < 0) return -1;
    if (i < 5) lo |= c << (6 * i);
    else sixth = c;
  }
  packCount = n;
  packSixth = sixth;
  return lo;
}

/** A typed array of cards, packed as packText (a Uint8Array's cards are
 *  checked against 51 only: six bits hold no larger card). */
export function packArray(cards, cap) {
  if (!(cards instanceof Uint8Array)) return packList(cards, cap);
  const n = cards.length;
  if (n > cap) return -1;
  let lo = 0, sixth = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (c > 51) return -1;
    if (i < 5) lo |= c << (6 * i);
    else sixth = c;
  }
  packCount = n;
  packSixth = sixth;
  return lo;
}

/** Cards in any of the three forms, packed as packText. */
export function packCards(value, cap) {
  if (typeof value === "string") return packText(value, cap);
  if (Array.isArray(value)) return packList(value, cap);
  if (ArrayBuffer.isView(value)) return packArray(value, cap);
  return -1;
}

/** Whether every item of an array is one card (a number or a one-card
 *  string): then the array is one hand, else a list of hands. */
export function isCardArray(value) {
  if (ArrayBuffer.isView(value)) return true;
  if (!Array.isArray(value)) return false;
  for (const c of value) if (oneCard(c) < 0) return false;
  return true;
}
