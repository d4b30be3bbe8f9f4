// The module's errors (the Python package's words, for programmers) said
// the way a player reads them, with the box they are about.

/** {text, field}: the message for the page and the id of the box to mark (or null). */
export function playerWords(message) {
  let m = /(\d+) players with (\d+) cards each, (\d+) board and (\d+) dead cards leave (-?\d+) cards/.exec(message);
  if (m) {
    const [, players, cards, board, dead] = m.map(Number);
    const need = players * cards + 5 + dead;
    return { text: `Too many players: ${players} hands of ${cards} cards, a board of 5 and ${dead} dead ` +
      `card${dead === 1 ? "" : "s"} need ${need} cards, and the deck has 52. Remove a player` +
      `${dead ? " or some dead cards" : ""}.`, field: null, board };
  }
  m = /exact equity over ([\d,]+) combinations of hands would take about ([\d,]+) hours/.exec(message);
  if (m) {
    return { text: `Exact would take about ${m[2]} hours here (${m[1]} combinations of hands): choose Auto or ` +
      "Monte Carlo.", field: "mode" };
  }
  if (/^trials=/.test(message)) return { text: message.replace(/^trials=/, "Trials "), field: "trials" };
  const player = /player (\d+)/i.exec(message);
  if (player) return { text: message.replace(/^player (\d+)/, "Player $1"), field: `player-${player[1]}` };
  const text = message.replace(/^(board|dead cards): /, (w) => w[0].toUpperCase() + w.slice(1));
  if (/\bdead\b/.test(message)) return { text, field: "dead" };
  if (/\bboard\b/.test(message)) return { text, field: "board" };
  return { text: message, field: null };
}
