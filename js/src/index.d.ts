// TypeScript declarations of omaha-eval's JavaScript module (src/index.js).

/** A game's canonical name ("holdem", "omaha", "omaha5", "omaha6", "courchevel") or an alias ("plo", "PLO5", ...). */
export type Game = string;
/** Cards: text ("AsKd", "As Kd", "10s", "a♠k♦"), an array of card strings (["Ad", "As"]) or card
 *  numbers (rank * 4 + suit; "2c" = 0, "As" = 51). */
export type Cards = string | ArrayLike<number> | readonly string[];
/** One player: a hand, "*" (any hand), range text ("AA$ds", "15%"), a Range, a list of hands, or
 *  hands with integer weights >= 1. */
export type Player = Cards | Range | Cards[] | { hands: Cards[]; weights?: ArrayLike<number> | null };

export declare const HOLE_CARDS: Readonly<Record<"holdem" | "omaha" | "omaha5" | "omaha6" | "courchevel", number>>;
export declare function canonicalGame(game: Game): string;
export declare function gameForHoleCount(count: number): string;
export declare function lowName(mask: number): string | null;
export declare function grouped(n: number | bigint): string;

/** An error reported by the C core; `code` is its OE_ERR_* status (negative). */
export declare class OmahaEvalError extends Error {
  code: number;
}
/** Thrown when onProgress or onEstimate returns false or the AbortSignal aborts. */
export declare class CancelledError extends Error {}
/** Range text that does not parse, as Python's RangeSyntaxError: the message shows the text with a
 *  caret under `column` (1-based, in characters). */
export declare class RangeSyntaxError extends OmahaEvalError {
  reason: string;
  text: string;
  column: number;
  hint: string;
}

export interface RangeOptions {
  /** Needed unless the text is one fully written hand. */
  game?: Game;
  /** Percent ranges cut the Hi-Lo ordering. */
  hilo?: boolean;
}

/** Hands of one game read from range text (docs/ranges.md) by the C range language, with weights. */
export declare class Range implements Iterable<string> {
  readonly text: string;
  readonly game: string;
  readonly holeCards: number;
  /** Whether the text gives weights (else each is 1). */
  readonly weighted: boolean;
  /** The hands flat, holeCards cards each, highest card first, in Python's Range.hands order. */
  readonly hands: Uint8Array;
  /** One weight (1..100) per hand. */
  readonly weights: Uint8Array;
  readonly length: number;
  hand(i: number): Uint8Array;
  [Symbol.iterator](): Iterator<string>;
  toString(): string;
}

/** What equity() would do: exact or sampled, and a rough one-core estimate. */
export interface Estimate {
  exact: boolean;
  seconds: number;
  what: string;
}

export interface Winners {
  /** Seats (0-based) sharing the high. */
  high: number[];
  /** Seats sharing the low; [] when no one has a low (or high-only). */
  low: number[];
}

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
  trials?: number | bigint | null;
  /** Monte Carlo seed, 0 <= seed < 2**64; omitted: a random one (reported in the result). */
  seed?: number | bigint | null;
  /** Called once before the work with its estimate; return false to cancel (CancelledError). Without
   *  it, a job estimated past 10 s is said on console.warn, as Python says it on standard error. */
  onEstimate?: (estimate: Estimate) => boolean | void;
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

/** The boards of a board range (OmahaEval.boardRange). */
export interface BoardRange {
  readonly boards: Uint8Array;
  readonly weights: Uint8Array;
  readonly cards: 3 | 4 | 5;
  readonly length: number;
}

/** Bet or raise sizes: text as Python's BetTree ("33%, 75%, pot", raises "2.5x", "allin"), or per player. */
export type SolveSizes = string | { oop?: string; ip?: string };
/** One player's range for the solver: range text, a Range, or hands, each alone or with a weight >= 0. */
export type SolveRange = string | Range | (Cards | [Cards, number])[];

/** A spot and its bet tree (OmahaEval.solve), as Python's Spot and BetTree. */
export interface SolveSpot {
  game: Game;
  hilo?: boolean;
  /** 4 cards (a turn: every river dealt) or 5 (a river). */
  board: Cards;
  dead?: Cards;
  pot: number;
  stack: number;
  oop: SolveRange;
  ip: SolveRange;
  /** Default "50%, pot". */
  bets?: SolveSizes | null;
  /** Default "pot". */
  raises?: SolveSizes | null;
  /** An all-in option at every bet and raise (default true). */
  allin?: boolean;
  /** Raises after the bet, 0..20 (default 1). */
  raiseCap?: number;
  allinThreshold?: number;
  donk?: boolean;
  potLimit?: boolean;
  minBet?: number | null;
  rake?: number;
  rakeCap?: number;
}

export interface SolveOptions {
  /** Iterations in all (default 1000). */
  iterations?: number;
  /** Exploitability to stop at, a share of the pot (default 0.005). */
  target?: number;
  /** Accepted for the C API's sake; WebAssembly runs one (the answer is the same). */
  threads?: number;
  /** The solver's memory limit in MiB (default 1024). */
  memoryMiB?: number;
}

/** A node of the solved tree (Solution.nodes[i]); node 0 is the root. */
export interface SolveNode {
  readonly index: number;
  readonly kind: "decision" | "fold" | "showdown" | "deal";
  /** Who acts (a fold: who folded). */
  readonly player: "oop" | "ip";
  /** How the node was reached. */
  readonly action: "root" | "fold" | "check" | "call" | "bet" | "raise" | "all-in" | "deal";
  /** A bet or raise: the actor's total on the street. */
  readonly amount: number;
  /** Chips each player has put in since the root. */
  readonly put: readonly [number, number];
  readonly parent: number;
  readonly children: readonly number[];
  /** Below a turn's deal: strategy and values take the river card. */
  readonly belowDeal: boolean;
}

/** A solved spot (OmahaEval.solve). */
export declare class Solution {
  readonly game: string;
  readonly hilo: boolean;
  readonly board: string;
  /** Exploitability, a share of the starting pot. */
  exploitability: number;
  iterations: number;
  readonly nodes: readonly SolveNode[];
  /** Each player's hands as text, in the order of every per-hand array. */
  readonly hands: { readonly oop: readonly string[]; readonly ip: readonly string[] };
  run(options?: { iterations?: number; target?: number }): this;
  actions(node?: number): string[];
  /** Per hand of the acting player: its action frequencies, in the order of actions(node). */
  strategy(node?: number, river?: string | number | null): Float64Array[];
  values(node?: number, player?: "oop" | "ip", river?: string | number | null):
    { ev: Float64Array; equity: Float64Array; weight: Float64Array };
  free(): void;
}

export declare class OmahaEval {
  /** The project's one version ("0.1.0"), as the Python package's `omaha_eval.__version__`. */
  readonly version: string;
  /** The C API's own ABI version ("1.4.0", `oe_version()`), independent of the project's. */
  readonly apiVersion: string;
  /** `new oe.Range(text, {game, hilo})`. */
  readonly Range: new (text: string, options?: RangeOptions) => Range;
  range(text: string, options?: RangeOptions): Range;
  /** A board range's boards of `cards` cards (3 flop, 4 turn, 5 river) without the dead cards, as
   *  Python's board_range: boards flat (`cards` a board, the flop highest card first, then turn and
   *  river), one weight a board. */
  boardRange(text: string, cards?: 3 | 4 | 5, dead?: Cards): BoardRange;
  /** Solves a turn or river spot (docs/js.md "Solving"). */
  solve(spot: SolveSpot, options?: SolveOptions): Solution;
  /** Fetches a game's percent orderings (browsers; Node reads them when first needed). */
  loadOrderings(game: Game, options?: { hilo?: boolean }): Promise<void>;
  winners(hands: Cards[], board: Cards, options?: { game?: Game; hilo?: boolean }): Winners;
  compare(a: Cards, b: Cards, board: Cards, options?: { game?: Game; part?: "high" | "low" }): -1 | 0 | 1;
  estimate(hands: Player[], options?: EquityOptions): Estimate;
  parseCards(text: string): Uint8Array;
  cardsText(cards: Cards, sep?: string): string;
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
  /** The folder of the percent ranges' orderings (default: dist/orderings/ beside the package). */
  orderings?: URL | string;
}

export declare function loadOmahaEval(options?: LoadOptions | null): Promise<OmahaEval>;
