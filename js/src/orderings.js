// The shipped orderings that percent ranges cut ("15%" full ring, "10%6h"
// six-handed; Hi-Lo jobs cut the Hi-Lo ones), as files beside the module
// (dist/orderings/*.oeorder, written by js/build.py from the Python
// package's data). Each is read into C once per instance and kept. Node reads
// a file when a range first needs it; a browser fetches them with
// `await oe.loadOrderings(game)` first (the calculator's worker does).

import { OmahaEvalError } from "./core.js";

const isNode = typeof process !== "undefined" && process.versions?.node != null;
const FOLDER = new URL("../dist/orderings/", import.meta.url);
/** Games with shipped orderings (PLO6 and Courchevel have none, as in Python). */
export const ORDERING_GAMES = Object.freeze({ holdem: [false], omaha: [false, true], omaha5: [false, true] });

export function orderingName(game, six, hilo) {
  return `${game}${hilo ? "-hilo" : ""}-${six ? "6h" : "ring"}.oeorder`;
}

/** Why a game has no ordering, in the Python package's words (load_evolution). */
export function missingOrdering(game, six, hilo) {
  const why = { omaha6: " (962,988 classes: its build is out of reach here)",
    courchevel: " (134,459 classes and a board card dealt before the betting: not built)" }[game] ?? "";
  return `no shipped evolution ordering '${game}${hilo ? "-hilo" : ""}-${six ? "6h" : "ring"}'${why}: shipped for ` +
    `${Object.keys(ORDERING_GAMES).join(", ")}; the Python package can make one`;
}

/** Node's readFileSync, imported once by loadOmahaEval (null in browsers). */
export async function nodeReader() {
  return isNode ? (await import("node:fs")).readFileSync : null;
}

/** The orderings of one instance: C pointers by file name, 0 = none. */
export class Orderings {
  constructor(core, readFileSync = null, folder = FOLDER) {
    this.core = core;
    this.readFileSync = readFileSync;
    this.folder = folder instanceof URL ? folder : new URL(String(folder));
    this.loaded = new Map();
  }

  /** Whether the game (and Hi-Lo) has shipped orderings. */
  static has(game, hilo) {
    return (ORDERING_GAMES[game] ?? []).includes(Boolean(hilo));
  }

  #read(name, bytes) {
    const core = this.core;
    return core.scratch((alloc) => {
      const data = core.put(alloc, bytes);
      const out = alloc(4, 4);
      const err = alloc(core.x.oe_wasm_range_error_size(), 4);
      const status = core.x.oe_wasm_ordering_read(data, bytes.length, out, err);
      if (status < 0) throw new OmahaEvalError(`ordering ${name}: ${core.text(err + 8)}`, status);
      return core.u32[out >> 2];
    });
  }

  /** The C ordering (a pointer), loading it in Node; 0 where the game has none. */
  get(game, six, hilo) {
    if (!Orderings.has(game, hilo)) return 0;
    const name = orderingName(game, six, hilo);
    let p = this.loaded.get(name);
    if (p !== undefined) return p;
    if (!this.readFileSync || this.folder.protocol !== "file:") {
      throw new OmahaEvalError(`the ${game}${hilo ? " Hi-Lo" : ""} orderings for percent ranges are not loaded: ` +
        `call await oe.loadOrderings("${game}"${hilo ? ", {hilo: true}" : ""}) first`, -8);
    }
    p = this.#read(name, this.readFileSync(new URL(name, this.folder)));
    this.loaded.set(name, p);
    return p;
  }

  /** Fetches (or reads) the game's two orderings. */
  async load(game, hilo) {
    if (!Orderings.has(game, hilo)) return;
    for (const six of [false, true]) {
      const name = orderingName(game, six, hilo);
      if (this.loaded.has(name)) continue;
      const url = new URL(name, this.folder);
      let bytes;
      if (this.readFileSync && url.protocol === "file:") bytes = this.readFileSync(url);
      else {
        const response = await fetch(url);
        if (!response.ok) throw new OmahaEvalError(`cannot load ${url}: HTTP ${response.status}`);
        bytes = new Uint8Array(await response.arrayBuffer());
      }
      if (!this.loaded.has(name)) this.loaded.set(name, this.#read(name, bytes));
    }
  }
}
