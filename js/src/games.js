// Game names and hole counts, as omaha_eval/core/games.py has them.

/** The games, by canonical name, with their hole cards (omaha_eval/core/games.py). */
export const HOLE_CARDS = Object.freeze({ holdem: 2, omaha: 4, omaha5: 5, omaha6: 6, courchevel: 5 });
const ALIASES = { "hold'em": "holdem", texas: "holdem", nlhe: "holdem", plo: "omaha", plo4: "omaha",
  omaha4: "omaha", plo5: "omaha5", plo6: "omaha6" };
const GAME_NAMES = Object.keys(HOLE_CARDS).join(", ");

/** A game name or alias as its canonical name ("PLO5" -> "omaha5"). */
export function canonicalGame(game) {
  if (typeof game !== "string") {
    throw new TypeError(`game ${JSON.stringify(game)} has type ${typeof game}: expected one of ${GAME_NAMES}`);
  }
  const key = ALIASES[game.trim().toLowerCase()] ?? game.trim().toLowerCase();
  if (!(key in HOLE_CARDS)) throw new RangeError(`unknown game '${game}': expected one of ${GAME_NAMES}`);
  return key;
}

/** The game a hole-card count implies. */
export function gameForHoleCount(count) {
  const name = Object.keys(HOLE_CARDS).find((g) => HOLE_CARDS[g] === count);
  if (!name) throw new RangeError(`${count} hole cards: expected 2 (Hold'em) or 4, 5 or 6 (Omaha)`);
  return name;
}
