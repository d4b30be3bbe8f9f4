// TypeScript declarations of omaha-eval's JavaScript module (src/index.js).

/** A game's canonical name ("holdem", "omaha", "omaha5", "omaha6", "courchevel") or an alias ("plo", "PLO5", ...). */
export type Game = string;
/** Cards: text ("AsKd", "As Kd", "10s", "a♠k♦") or card numbers (rank * 4 + suit; "2c" = 0, "As" = 51). */
export type Cards = string | ArrayLike<number>;
/** One player: a hand, "*" (any hand), a list of hands, or hands with integer weights >= 1. */
export type Player = Cards | Cards[] | { hands: Cards[]; weights?: ArrayLike<number> | null };

export declare const HOLE_CARDS: Readonly<Record<"holdem" | "omaha" | "omaha5" | "omaha6" | "courchevel", number>>;
export declare function canonicalGame(game: Game): string;
export declare function gameForHoleCount(count: number): string;
export declare function lowName(mask: number): string | null;
export declare function grouped(n: number | bigint): string;

/** An error reported by the C core; `code` is its OE_ERR_* status (negative). */
export declare class OmahaEvalError extends Error {
  code: number;
}
/** Thrown when onProgress returns false or the AbortSignal aborts. */
export declare class CancelledError extends Error {}

export interface HandValue {
  /** 1 = royal flush ... 7462 = 7-5-4-3-2; lower is better. */
  rank: number;
  /** As Python's HandValue.name: "Two pair, aces and kings". */
  name: string;
  /** 0 = high card ... 8 = straight flush. */
  category: number;
  categoryName: string;
  /** The five tie-break ranks, e.g. "KKK55". */
  ranks: string;
}

export interface BestHand extends HandValue {
  /** The five cards that make it, hole cards first. */
  cards: string;
}

export interface BestLow {
  mask: number;
  name: string;
  cards: string;
}

export interface HandOptions {
  game?: Game;
}

export interface BatchOptions {
  game?: Game;
  /** Hole cards per hand (2, 4, 5, 6); implied by the game. */
  holeCards?: number;
  /** Board cards per row (3, 4, 5); default 5. */
  boardCards?: number;
}

export interface EquityOptions {
  board?: Cards;
  dead?: Cards;
  game?: Game;
  hilo?: boolean;
  /** Monte Carlo trials; omitted: exact (also when exact is no more work than the trials). */
  trials?: number;
  /** Monte Carlo seed, 0 <= seed < 2**64; omitted: a random one (reported in the result). */
  seed?: number | bigint;
  /** Called between chunks; return false to cancel (CancelledError). */
  onProgress?: (done: number, total: number, unit: "trials" | "hands") => boolean | void;
  /** Cancels between chunks (CancelledError). */
  signal?: AbortSignal;
}

export interface PlayerEquity {
  hand: string;
  equity: number;
  win: number;
  tie: number;
  high: number;
  low: number;
  scoop: number;
  stdError: number;
}

export declare class EquityResult {
  players: PlayerEquity[];
  readonly equities: number[];
  game: string;
  hilo: boolean;
  board: string;
  dead: string;
  exact: boolean;
  /** Boards scored (exact: weighted by the hands' weights) or trials. */
  boards: number;
  seed: bigint | null;
  method: string;
  /** Per player the 8 integer counters of Python's EquityResult.counters
   *  (share, share², high wins, high ties, low wins, low ties, scoops, ties), in pot units of 5040. */
  counters: bigint[][];
  toString(): string;
}

export declare class OmahaEval {
  readonly version: string;
  parseCards(text: string): Uint8Array;
  cardsText(cards: ArrayLike<number>, sep?: string): string;
  evalHigh(hole: Cards, board: Cards, options?: HandOptions): number;
  evalLow(hole: Cards, board: Cards, options?: HandOptions): number;
  evalCards(cards: Cards): number;
  bestHand(hole: Cards, board: Cards, options?: HandOptions): BestHand;
  bestLow(hole: Cards, board: Cards, options?: HandOptions): BestLow | null;
  handValue(rank: number): HandValue;
  handName(rank: number): string;
  lowName(mask: number): string | null;
  evalHighBatch(holes: Uint8Array, boards: Uint8Array, options?: BatchOptions): Uint16Array;
  evalLowBatch(holes: Uint8Array, boards: Uint8Array, options?: BatchOptions): Uint8Array;
  equity(hands: Player[], options?: EquityOptions): EquityResult;
  equityAsync(hands: Player[], options?: EquityOptions): Promise<EquityResult>;
}

export interface LoadOptions {
  /** The .wasm: a URL, a path, bytes or a compiled module (default: dist/omaha_eval.wasm beside the package). */
  wasm?: URL | string | BufferSource | WebAssembly.Module;
}

export declare function loadOmahaEval(options?: LoadOptions): Promise<OmahaEval>;
