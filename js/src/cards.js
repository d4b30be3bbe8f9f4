// Card input in its three forms, read straight into wasm memory with no
// allocation: text ("AsKd", "As Kd", "10s", "a♠ k♦"), an array of card
// strings (["Ad", "As"], the form JS poker libraries use) and card numbers
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
const SKIP = new Uint8Array(128);
for (const ch of " ,\t\n") SKIP[ch.charCodeAt(0)] = 1;

/** ASCII card text into mem[at...] (at most cap cards): the count, or -1
 *  where the C parser must decide (not ASCII, a bad card, too many). */
export function textInto(text, mem, at, cap) {
  let n = 0;
  const len = text.length;
  for (let i = 0; i < len;) {
    const ch = text.charCodeAt(i);
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
    if (suit < 0 || n === cap) return -1;
    mem[at + n++] = rank * 4 + suit;
    i += 1;
  }
  return n;
}

const ONE = new Uint8Array(1); // oneCard's scratch: textInto always writes a Uint8Array

/** One card from a number (0..51) or a one-card string; -1 if it is neither. */
export function oneCard(c) {
  if (typeof c === "number") return Number.isInteger(c) && c >= 0 && c <= 51 ? c : -1;
  if (typeof c !== "string") return -1;
  if (c.length === 2) { // "Ad": the common case, read directly
    const r = c.charCodeAt(0), s = c.charCodeAt(1);
    const rank = r < 128 ? RANK[r] : -1, suit = s < 128 ? SUIT[s] : -1;
    return rank >= 0 && suit >= 0 ? rank * 4 + suit : -1;
  }
  if (c.length <= 8) {
    ONE[0] = 255;
    return textInto(c, ONE, 0, 1) === 1 ? ONE[0] : -1;
  }
  return -1;
}

/** A typed array of cards into mem[at...]: the count, or -1 where an item
 *  is not a card or there are more than cap. */
export function arrayInto(cards, mem, at, cap) {
  const n = cards.length;
  if (n > cap) return -1;
  if (cards instanceof Uint8Array) { // copied as it is: C checks each card (a bad one takes the worded path);
    for (let i = 0; i < n; i++) mem[at + i] = cards[i]; // a loop: set() costs more for a few bytes
    return n;
  }
  return listInto(cards, mem, at, cap);
}

/** An array of cards (numbers or one-card strings) into mem[at...], as arrayInto. */
export function listInto(cards, mem, at, cap) {
  const n = cards.length;
  if (n > cap) return -1;
  for (let i = 0; i < n; i++) {
    const item = cards[i];
    let c;
    if (typeof item === "string" && item.length === 2) { // "Ad", read inline
      const r = item.charCodeAt(0), s = item.charCodeAt(1);
      const rank = r < 128 ? RANK[r] : -1, suit = s < 128 ? SUIT[s] : -1;
      c = rank >= 0 && suit >= 0 ? rank * 4 + suit : -1;
    } else {
      c = oneCard(item);
    }
    if (c < 0) return -1;
    mem[at + i] = c;
  }
  return n;
}

/** Whether every item of an array is one card (a number or a one-card
 *  string): then the array is one hand, else a list of hands. */
export function isCardArray(value) {
  if (ArrayBuffer.isView(value)) return true;
  if (!Array.isArray(value)) return false;
  for (const c of value) if (oneCard(c) < 0) return false;
  return true;
}
