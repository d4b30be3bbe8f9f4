"""The mutants: small bugs of the kinds people make (a flipped comparison,
a dropped term, swapped arguments, an off-by-one in a loop or a table),
each with the fast test files that should catch it. Snippets are exact
text; keep them short but unique in their file."""
from __future__ import annotations

import runpy
from dataclasses import dataclass
from pathlib import Path
from typing import Tuple


@dataclass(frozen=True)
class Mutant:
    id: str
    file: str
    find: str
    replace: str
    tests: Tuple[str, ...]
    note: str


CARDS_C = ("tests/core/test_card_text.py", "tests/core/test_core_checks.py", "tests/test_bad_input.py", "tests/test_api.py",
           "tests/test_batch.py")
HOLDEM_C = ("tests/test_rules_examples.py", "tests/test_api.py", "tests/test_random_deals.py")
OMAHA_C = ("tests/test_rules_examples.py", "tests/test_random_deals.py", "tests/test_properties.py")
LOW_C = ("tests/test_low.py",)
BATCH_C = ("tests/test_batch.py", "tests/core/test_core_checks.py", "tests/test_batch_rows.py")
FLUSH_H = ("tests/test_rules_examples.py", "tests/test_random_deals.py")
BETTING = ("tests/engine/test_betting_rules.py", "tests/engine/test_rules.py",
           "tests/engine/test_random_play_oracle.py")
POTS = ("tests/engine/test_pots.py", "tests/engine/test_rules.py", "tests/engine/test_random_play_oracle.py", "tests/test_showdown.py")
SHOWDOWN = ("tests/test_showdown.py", "tests/engine/test_rules.py", "tests/engine/test_random_play_oracle.py")
# the engine's fast paths (issue 13): same hands as before, held by digests
FAST = ("tests/engine/test_engine_digest.py",) + BETTING
# the equity engine (issue 9): the board-by-board oracle, known values, seeded pins
EQUITY = ("tests/equity_engine/test_equity_engine.py", "tests/equity_engine/test_equity_oracle.py", "tests/equity_engine/test_equity_seeded.py",
          "tests/equity_engine/test_equity.py", "tests/equity_engine/test_weighted_players_exact.py")
# Hold'em exact preflop (src/oe_exact_holdem.c): the oracle first
EXACT_HOLDEM = ("tests/equity_engine/test_exact_holdem.py",) + EQUITY
# range against range (issue 24): the brute force and the pair-by-pair oracle
RVR = ("tests/equity_engine/test_range_vs_range.py",)
EVOLUTION = ("tests/tables/test_evolution.py",)
# the Monte Carlo class table on a known flop or turn (src/oe_class_places.c)
CLASSES = ("tests/equity_engine/test_range_row_tables.py", "tests/equity_engine/test_equity_seeded.py")
CARDS_PY = ("tests/core/test_card_text.py", "tests/test_shuffle.py", "tests/test_api.py", "tests/engine/test_rules.py")


def m(id, file, find, replace, tests, note):
    return Mutant(id, file, find, replace, tests, note)


MUTANTS = [
    # --- src/oe_cards.c: card text and card checks ---------------------------------------------
    m("oe_cards.lower_t", "src/oe_cards.c", "case 't': case 'T': return 8;", "case 'T': return 8;", CARDS_C,
      "a lowercase t rejected"),
    m("oe_cards.upper_H", "src/oe_cards.c", "case 'h': case 'H': return 2;", "case 'h': return 2;", CARDS_C,
      "an uppercase H rejected"),
    m("oe_cards.white_diamond", "src/oe_cards.c", "{3, 2, 1, 0, 3, 2, 1, 0}", "{3, 2, 1, 0, 3, 2, 2, 0}", CARDS_C,
      "the outlined diamond read as hearts"),
    m("oe_cards.ten", "src/oe_cards.c", "rank = 8;\n            i += 2;", "rank = 7;\n            i += 2;", CARDS_C,
      "'10' read as a nine"),
    m("oe_cards.tab", "src/oe_cards.c", " || t[i] == '\\t'", "", CARDS_C, "a tab no longer separates cards"),
    m("oe_cards.range", "src/oe_cards.c", "if (cards[i] >= OE_NCARDS) {", "if (cards[i] > OE_NCARDS) {", CARDS_C,
      "card 52 accepted"),
    m("oe_cards.duplicate", "src/oe_cards.c", "if (mask & bit) {", "if (mask & bit & 1) {", CARDS_C,
      "most duplicates missed"),
    m("oe_cards.seen", "src/oe_cards.c", "    *seen = mask;\n", "", CARDS_C,
      "duplicates between groups (hole vs board) missed"),
    m("oe_cards.symbol_width", "src/oe_cards.c", "*width = 3;", "*width = 2;", CARDS_C,
      "a suit symbol's last byte read as the next card"),
    # --- src/oe_holdem.c: five- and seven-card ranking ----------------------------------------------
    m("oe_holdem.flush_test", "src/oe_holdem.c", "(c0 ^ c4)) & 3) == 0)", "(c0 ^ c4)) & 2) == 0)", HOLDEM_C,
      "half the suits compared: false flushes"),
    m("oe_holdem.pair_row", "src/oe_holdem.c", "oe_pair_row[OE_RANK(c0) * 13 + OE_RANK(c1)]",
      "oe_pair_row[OE_RANK(c0) * 13 + OE_RANK(c0)]", HOLDEM_C, "second card's rank ignored"),
    m("oe_holdem.triple", "src/oe_holdem.c", "oe_tri_key[OE_RANK(c3)] + oe_tri_key[OE_RANK(c4)]",
      "oe_tri_key[OE_RANK(c3)] + oe_tri_key[OE_RANK(c3)]", HOLDEM_C, "fifth card's rank ignored"),
    m("oe_holdem.rank7_suit", "src/oe_holdem.c", "if (OE_SUIT(c[i]) == suit)", "if (OE_SUIT(c[i]) != suit)",
      HOLDEM_C, "seven-card flush built from the other suits"),
    m("oe_holdem.rank7_which_suit", "src/oe_holdem.c", "(flush & 0x80u) ? 1 : (flush & 0x800u) ? 2",
      "(flush & 0x80u) ? 2 : (flush & 0x800u) ? 1", HOLDEM_C, "diamond and heart flushes swapped"),
    m("oe_holdem.n7", "src/oe_holdem.c", "if (n == 7)\n", "if (n >= 6)\n", HOLDEM_C,
      "six cards ranked as seven (reads past the end)"),
    m("oe_holdem.loop", "src/oe_holdem.c", "for (int e = d + 1; e < (n); e++)", "for (int e = d + 1; e < (n) - 1; e++)",
      HOLDEM_C, "the last card never plays as the fifth"),
    m("oe_holdem.best_used", "src/oe_holdem.c", "used[0] = (uint8_t)a; used[1] = (uint8_t)b;",
      "used[0] = (uint8_t)b; used[1] = (uint8_t)b;", HOLDEM_C, "best_hand reports the wrong cards"),
    # --- src/oe_omaha.c: two plus three -------------------------------------------------------------
    m("oe_omaha.pair_loop", "src/oe_omaha.c",
      "for (int j = i + 1; j < nhole; j++)\n            rows[np++]", "for (int j = i; j < nhole; j++)\n            rows[np++]",
      OMAHA_C, "a hole card paired with itself"),
    # the flop's board-triple columns (oe_triples.h, shared with board analysis)
    m("oe_omaha.triple", "src/oe_triples.h", "oe_tri_index[key[a] + key[b] + key[c]]",
      "oe_tri_index[key[a] + key[b] + key[b]]", OMAHA_C, "the third board card's rank ignored (flop)"),
    # turn and river by board rank multiset, and the flush check of every street (oe_omaha_rows.h)
    m("oe_omaha.row_table", "src/oe_omaha_rows.h", "(unsigned)oe_river_hi[hi] + oe_river_lo[lo]",
      "(unsigned)oe_river_hi[hi] + oe_turn_lo[lo]", OMAHA_C, "river row: the low ranks looked up in the turn table"),
    m("oe_omaha.row_pair", "src/oe_omaha_rows.h", "row[oe_hole_pair[first[i] | c[j]]]",
      "row[oe_hole_pair[first[i] | c[i]]]", OMAHA_C, "turn and river: a hole card paired with itself"),
    m("oe_omaha.three_suited", "src/oe_omaha_rows.h", "(suit_count + 0x1111) & 0x4444",
      "(suit_count + 0x1110) & 0x4444", OMAHA_C, "spade flushes need four board cards"),
    m("oe_omaha.hole_suit", "src/oe_omaha_rows.h", "nh += OE_SUIT(hole[i]) == suit;", "nh += 1;", OMAHA_C,
      "every hole card counted as suited"),
    m("oe_omaha.board_suit", "src/oe_omaha_rows.h", "nb += OE_SUIT(board[b]) == suit;",
      "nb += OE_SUIT(board[b]) != suit;", OMAHA_C, "flush from the wrong board cards"),
    m("oe_omaha.flush_ignored", "src/oe_omaha.c", "return flush < best ? flush : best;", "return best;", OMAHA_C,
      "Omaha flushes never count (flop)"),
    m("oe_omaha.which_suit", "src/oe_omaha_rows.h", "(three & 0x40) ? 1 :", "(three & 0x40) ? 2 :", OMAHA_C,
      "diamond board flush looked for in hearts"),
    m("oe_omaha.best_used", "src/oe_omaha.c", "used_board[2] = (uint8_t)c;", "used_board[2] = (uint8_t)b;", OMAHA_C,
      "best_hand reports the wrong board card"),
    m("oe_omaha.best_loop", "src/oe_omaha.c", "for (int c = b + 1; c < nboard; c++) {",
      "for (int c = b + 1; c < nboard - 1; c++) {", OMAHA_C, "best_hand never uses the last board card third"),
    # --- src/oe_low.c: eight or better ------------------------------------------------------------------
    m("oe_low.nine_counts", "src/oe_low.c", "{2, 4, 8, 16, 32, 64, 128, 0, 0,", "{2, 4, 8, 16, 32, 64, 128, 128, 0,",
      LOW_C, "a nine counts as an eight"),
    m("oe_low.ace_high", "src/oe_low.c", "0, 0, 0, 0, 0, 1};", "0, 0, 0, 0, 0, 0};", LOW_C,
      "the ace does not play low"),
    m("oe_low.swap_sides", "src/oe_low.c", "oe_low[low_set(hole, nhole) << 8 | low_set(board, nboard)]",
      "oe_low[low_set(board, nboard) << 8 | low_set(hole, nhole)]", LOW_C, "hole and board swapped (3 + 2)"),
    m("oe_low.used_order", "src/oe_low.c", "(uint8_t)(h0 < h1 ? h0 : h1)", "(uint8_t)(h0 < h1 ? h1 : h0)", LOW_C,
      "low best-cards: hole positions out of order"),
    m("oe_low.bits_loop", "src/oe_low.c", "for (int x = 1; x < 256; x <<= 1) {", "for (int x = 1; x < 64; x <<= 1) {",
      LOW_C, "low best-cards: hole pairs with a seven or eight never found"),
    m("oe_low.board_dups", "src/oe_low.c", "if ((rest & bit) && find_bit(board, i, bit, -1) < 0)",
      "if (rest & bit)", LOW_C, "low best-cards: a paired board rank used twice"),
    m("oe_low.set_loop", "src/oe_low.c", "for (int i = 0; i < n; i++)\n        set |=",
      "for (int i = 1; i < n; i++)\n        set |=", LOW_C, "the first card never counts for the low"),
    # --- src/oe_batch.c: loops over many rows ------------------------------------------------------------
    m("oe_batch.step", "src/oe_batch.c", "bstride = (size_t)board_step * (size_t)nboard;\n    struct block blk;",
      "bstride = (size_t)nboard;\n    struct block blk;", BATCH_C, "a shared board (step 0) read as one board per row"),
    m("oe_batch.board_check", "src/oe_batch.c", "return err != OE_OK ? err : oe_check_cards(board, nboard, &seen, &bad);",
      "return err;", BATCH_C, "board cards never checked"),
    m("oe_batch.holdem_branch", "src/oe_batch.c", "if (nhole == 2) {", "if (nhole == 3) {", BATCH_C,
      "Hold'em rows ranked as Omaha"),
    m("oe_batch.board_len", "src/oe_batch.c", "memcpy(cards + 2, blk->board[k], (size_t)nboard);",
      "memcpy(cards + 2, blk->board[k], (size_t)nboard - 1);", BATCH_C, "the last board card dropped (Hold'em)"),
    m("oe_batch.low_board", "src/oe_batch.c", "out[i] = (uint8_t)oe_omaha_low(hole, nhole, board, nboard);",
      "out[i] = (uint8_t)oe_omaha_low(hole, nhole, board, 3);", BATCH_C, "low looks at the flop only"),
    m("oe_batch.bad_row", "src/oe_batch.c", "*bad_row = first + good;", "*bad_row = good;", BATCH_C,
      "the error names the bad row's place in its block of 32, not in the array"),
    m("oe_batch.low_bad_row", "src/oe_batch.c", "*bad_row = i;", "*bad_row = 0;", BATCH_C,
      "low: the error names row 0"),
    # --- src/oe_flush.h: the best Omaha flush --------------------------------------------------------------
    m("oe_flush.fast_path", "src/oe_flush.h", "if (nh == 2 && nb == 3)", "if (nh == 2 && nb >= 3)", FLUSH_H,
      "four or five suited board cards: only the first three tried"),
    m("oe_flush.pair_loop", "src/oe_flush.h", "for (int j = i + 1; j < nh; j++)", "for (int j = i + 2; j < nh; j++)",
      FLUSH_H, "adjacent suited hole cards never paired"),
    m("oe_flush.board_loop", "src/oe_flush.h", "for (int c = b + 1; c < nb; c++) {", "for (int c = b + 1; c < nb - 1; c++) {",
      FLUSH_H, "the last suited board card never used"),
    m("oe_flush.best", "src/oe_flush.h", "best = v < best ? v : best;", "best = v > best ? v : best;", FLUSH_H,
      "the worst flush kept"),
    # --- src/oe_exact.c, src/oe_rangeq_*.c: the equity engine -------------------------------------------------------
    m("oe_exact.flushable", "src/oe_exact.c", "flushable[s] = cx.omaha ? most >= 2 :",
      "flushable[s] = cx.omaha ? most >= 3 :", EQUITY, "Omaha flushes with exactly two suited hole cards missed"),
    m("oe_exact.flush_boards", "src/oe_exact.c", "jmin[s] = 3 - cx.known_suit[s] > 0 ? 3 - cx.known_suit[s] : 0;",
      "jmin[s] = 4 - cx.known_suit[s] > 0 ? 4 - cx.known_suit[s] : 0;", EQUITY,
      "boards with exactly three cards of a suit left to the plain pass, flushes unscored"),
    m("oe_exact.heads_up_tie", "src/oe_exact_ctx.h", "cx->ties += hi[0] == hi[1] ? w : 0;",
      "cx->ties += hi[0] <= hi[1] ? w : 0;", EQUITY, "heads-up: player 1's wins also counted as ties"),
    m("oe_exact.hx_excl_open", "src/oe_exact_holdem.c",
      "            excl[river_row(key + (uint32_t)oe_board_word[r * 4])] += (uint16_t)a[r];\n            unpaired +=",
      "            unpaired +=", EXACT_HOLDEM,
      "Hold'em preflop: boards of four suited cards and an unpaired other also counted by the plain pass"),
    m("oe_exact.hx_excl_five", "src/oe_exact_holdem.c", "cx->excl[river_row(key)] += 1;", "", EXACT_HOLDEM,
      "Hold'em preflop: five-suited boards also counted by the plain pass"),
    m("oe_exact.hx_fill_pair", "src/oe_exact_holdem.c", "int fill = (e->paired | hit) &&", "int fill = hit &&", EXACT_HOLDEM,
      "Hold'em preflop: a pair among the two other cards taken as unpaired (full houses missed)"),
    m("oe_exact.hx_fill_pocket", "src/oe_exact_holdem.c", " || (cx->pocket_pair && e->paired && hit)", "", EXACT_HOLDEM,
      "Hold'em preflop: a pocket pair's full house on trips of the board missed"),
    m("oe_exact.hx_fill_one_other", "src/oe_exact_holdem.c", "bits & cx->hole_ranks ? cx->other_ranks & ~bits :", "0 ? 0 :",
      EXACT_HOLDEM, "Hold'em preflop: with four suited cards, full houses on a paired board missed"),
    m("oe_exact.mask_tie", "src/oe_exact_ctx.h", "m = hi[p] < best ? 0 : m;", "m = hi[p] <= best ? 0 : m;", EXACT_HOLDEM,
      "three or more players: a tie counted as a win of the last of the tied"),
    m("oe_exact.mask_tie_counter", "src/oe_exact.c", "a[OE_C_TIE] += n > 1 ? w : 0;", "a[OE_C_TIE] += n > 2 ? w : 0;",
      EXACT_HOLDEM, "three or more players: a two-way tie not counted as a tie"),
    m("oe_exact.hx_ways", "src/oe_exact_holdem.c", "ways[r << 3 | m] = (uint32_t)choose4(cx->avail[r], m);",
      "ways[r << 3 | m] = (uint32_t)choose4(4, m);", EXACT_HOLDEM,
      "Hold'em preflop: a rank multiset's boards counted as if no card of it were held or dead"),
    # --- src/oe_rvr.c: range against range by sorted sweeps (issue 24) ---------------------------------------------
    m("oe_rvr.drop_subset_term", "src/oe_rvr.c", "            sum += c->table[ids[k]];",
      "            sum += k == 5 ? 0 : c->table[ids[k]];", RVR, "one pair term left out of the inclusion-exclusion"),
    m("oe_rvr.drop_card", "src/oe_rvr.c", "    for (int k = 0; k < c->nsub; k++)\n        c->table[ids[k]] += w;",
      "    for (int k = 1; k < c->nsub; k++)\n        c->table[ids[k]] += w;", RVR,
      "an inserted hand's first card left out of the running weights"),
    m("oe_rvr.twin_sign", "src/oe_rvr.c", "r = (c->nhole & 1) ? r - t : r + t;", "r = r + t;", RVR,
      "the identical hand added with the wrong sign for odd hole counts (PLO5)"),
    m("oe_rvr.tie_twins", "src/oe_rvr.c", "+= compatible(c, qry[k], twins) - c->beaten[qry[k]];",
      "+= compatible(c, qry[k], 0) - c->beaten[qry[k]];", RVR, "ties with the identical hand not counted"),
    m("oe_rvr.low_better", "src/oe_rvr.c", "    sweep(c, ins, il, qry + ql, nq - ql, R_BETTER, 0);", "", RVR,
      "Hi-Lo: an opponent's better low never counted"),
    m("oe_rvr.low_class_order", "src/oe_rvr.c", "if (c->cls[low[a[k]]] < mid)", "if (c->cls[low[a[k]]] <= mid)", RVR,
      "Hi-Lo: the low classes split one off"),
    m("oe_rvr.board_order", "src/oe_rvr.c", "for (int j = need == 2 ? i + 1 : 0;", "for (int j = need == 2 ? i : 0;", RVR,
      "flop: a board with the turn card repeated as the river"),
    m("oe_rvr.swap_low", "src/oe_rvr.c", "static const int swap_low[4] = {0, 3, 2, 1};",
      "static const int swap_low[4] = {0, 1, 2, 3};", RVR, "the other player's low outcome not swapped"),
    m("oe_rvr.scoop", "src/oe_rvr.c", "out[OE_C_SCOOP] = share == OE_EQ_POT;", "out[OE_C_SCOOP] = hi == 0;", RVR,
      "Hi-Lo: winning the high counted as a scoop"),
    m("oe_rangeq.weights", "src/oe_rangeq_exact.c", "w *= job->ranges[p].weights[idx[p]];",
      "w = job->ranges[p].weights[idx[p]];", EQUITY, "a combination weighted by the last player's weight only"),
    m("oe_rangeq.carry", "src/oe_u128.h", "acc[1] += x[1] + (lo < x[0]);", "acc[1] += x[1];", EQUITY,
      "exact counters lose the carry between chunks past 64 bits"),
    m("oe_rangeq.chunk_sums", "src/oe_rangeq_sample.c", "        acc[i] += sums[i];", "        acc[i] = sums[i];", EQUITY,
      "a thread's Monte Carlo counters keep its last chunk only"),
    m("oe_rangeq.place_vs_flush", "src/oe_rangeq_sample.c", "int under = (int)((unsigned)place / OE_PLACE_UNDER_FLUSH);",
      "int under = 0;", EQUITY, "Monte Carlo: every non-flush hand ranked above flushes"),
    m("oe_rangeq.batch_clash", "src/oe_rangeq_sample.c", "uint64_t clash = (m0 & fixed_used) | (m1 & (fixed_used | m0));",
      "uint64_t clash = (m0 & fixed_used) | (m1 & fixed_used);",
      EQUITY + ("tests/equity_engine/test_weighted_sampling.py",), "batched draws: two ranges' hands that share a card kept"),
    m("oe_rangeq.batch_clash_many", "src/oe_rangeq_sample.c", "clash |= m & used;", "clash |= m & fixed_used;",
      ("tests/equity_engine/test_weighted_sampling.py",) + EQUITY, "batched draws of three ranges or more: hands sharing a card kept"),
    m("oe_rangeq.batch_used", "src/oe_rangeq_sample.c", "b->used[n] = used;", "b->used[n] = fixed_used;",
      EQUITY + ("tests/equity_engine/test_weighted_sampling.py",), "batched draws: the board finished with the drawn hands' cards"),
    m("oe_rangeq.batch_used_pair", "src/oe_rangeq_sample.c", "b->used[n] = fixed_used | m0 | m1;",
      "b->used[n] = fixed_used | m0;", EQUITY + ("tests/equity_engine/test_weighted_sampling.py",),
      "heads-up batched draws: the board finished with the second hand's cards"),
    m("oe_rangeq.halves", "src/oe_rangeq_sample.c", "i1 = oe_rng_below32(&rng, (uint32_t)(x >> 32), n1);",
      "i1 = oe_rng_below32(&rng, (uint32_t)x, n1);", EQUITY + ("tests/equity_engine/test_weighted_sampling.py",),
      "two equally weighted ranges' hands drawn from the same 32 bits"),
    m("oe_rangeq.unbiased_draw", "src/oe_rangeq_sample.c", "if ((prod & 0xFFFF) < m && (prod & 0xFFFF) < 65536u % m)",
      "if (0)", EQUITY, "Monte Carlo deals from a slightly biased deck"),
    # --- omaha_eval/engine/betting.py: amounts ----------------------------------------------------------------
    m("betting.fl_unit_street", "omaha_eval/engine/betting.py", "unit = small_bet if street < 2 else big_bet",
      "unit = small_bet if street < 1 else big_bet", BETTING, "the big bet from the flop on"),
    m("betting.fl_max", "omaha_eval/engine/betting.py", "return to_match + unit, to_match + unit",
      "return to_match + unit, to_match + 2 * unit", BETTING, "fixed-limit raises of two units"),
    # pot- and no-limit bounds: rounds.compute_legal_actions works them out (the engine's hot path),
    # so these four bugs are planted there; betting.fixed_limit_bounds serves fixed limit
    m("betting.min_raise", "omaha_eval/engine/rounds.py",
      "full_min = to_match + hand.min_raise if to_match else hand.smallest\n        max_to = all_in_total",
      "full_min = to_match + hand.smallest if to_match else hand.smallest\n        max_to = all_in_total", BETTING,
      "the minimum raise is always one big blind (no-limit)"),
    m("betting.pot_owed", "omaha_eval/engine/rounds.py", "max_to = to_match + hand.in_middle + owed",
      "max_to = to_match + hand.in_middle", BETTING, "pot-limit maximum forgets the call"),
    m("betting.pot_own_chips", "omaha_eval/engine/rounds.py", "max_to = to_match + hand.in_middle + owed",
      "max_to = to_match + hand.in_middle + to_match", BETTING, "pot-limit maximum ignores the raiser's chips in"),
    m("betting.nl_max", "omaha_eval/engine/rounds.py", "else hand.smallest\n        max_to = all_in_total",
      "else hand.smallest\n        max_to = stack", BETTING, "no-limit maximum ignores the chips already bet"),
    m("betting.short_all_in", "omaha_eval/engine/betting.py",
      "(amount >= self.full_min_to or amount == self.all_in_to)", "(amount >= self.full_min_to)", BETTING,
      "an all-in below the minimum refused"),
    # --- omaha_eval/engine/rounds.py and hand.py: the betting round ------------------------------------------------
    m("hand.min_bet_reopens", "omaha_eval/engine/rounds.py", "full = increment >= hand.min_raise",
      "full = increment > hand.min_raise", BETTING, "an exact minimum bet does not reopen the betting"),
    m("hand.nobody_can_call", "omaha_eval/engine/rounds.py", "bets[other] + stacks[other] > to_match",
      "bets[other] + stacks[other] >= to_match", BETTING, "a raise allowed when nobody could call it"),
    m("hand.own_bet", "omaha_eval/engine/rounds.py", "if acted is not None and acted >= hand.raise_id:",
      "if acted is not None and acted > hand.raise_id:", BETTING, "a player may raise their own bet"),
    m("hand.fl_cap", "omaha_eval/engine/rounds.py", "and hand.bets_made >= 1 + game.max_raises",
      "and hand.bets_made > 1 + game.max_raises", BETTING, "one raise over the cap"),
    m("hand.bb_is_bet", "omaha_eval/engine/rounds.py", "hand.bets_made = 1 if preflop and hand.open_price else 0",
      "hand.bets_made = 0", BETTING, "preflop the big blind not counted as the bet"),
    m("hand.min_raise_update", "omaha_eval/engine/rounds.py", "hand.min_raise = increment",
      "hand.min_raise = to", BETTING, "the minimum raise grows with the bet, not the raise"),
    m("hand.heads_up_blinds", "omaha_eval/engine/forced.py", "small = button if n == 2 else (button + 1) % n",
      "small = (button + 1) % n", BETTING, "heads-up: the button posts the big blind"),
    m("hand.first_after_flop", "omaha_eval/engine/rounds.py", "start_round(hand, first=(hand.button + 1) % hand.n)",
      "start_round(hand, first=(hand.button + 2) % hand.n)", BETTING, "the wrong player acts first after the flop"),
    m("hand.call_all_in", "omaha_eval/engine/hand.py",
      "chips = owed if owed < stack else stack", "chips = owed", BETTING,
      "a short call puts in more chips than the stack"),
    m("hand.ante_cap", "omaha_eval/engine/dealing.py", "chips = amount if amount < stack else stack", "chips = amount",
      BETTING, "an ante (or blind) larger than the stack"),
    m("hand.must_match", "omaha_eval/engine/rounds.py", "if acted[seat] is None or bets[seat] < to_match:",
      "if acted[seat] is None:", BETTING, "the round ends before everyone matched a raise"),
    m("hand.last_active", "omaha_eval/engine/rounds.py", "if bets[first] >= others:", "if bets[first] > others:", BETTING,
      "the last active player asked to act with nothing to call"),
    m("hand.courchevel_flop", "omaha_eval/engine/dealing.py",
      'return 2 if hand.game.variant == "courchevel" else 3', "return 3", BETTING,
      "Courchevel deals three more flop cards"),
    m("hand.showdown_order", "omaha_eval/engine/settlement.py", "first = (hand.button + 1) % n", "first = hand.button",
      BETTING, "showdown starts at the button"),
    m("hand.wager_stack", "omaha_eval/engine/rounds.py", "may = stack > owed", "may = stack >= owed",
      BETTING, "a player whose stack only covers the call may raise"),
    m("hand.all_in_as_call", "omaha_eval/engine/hand.py", "if legal.all_in_to <= self.state.to_match:",
      "if legal.all_in_to < self.state.to_match:", BETTING, "an all-in equal to the bet logged as a raise"),
    # --- the engine's fast paths: settlement.py, bots.py, shuffle.py, checks.py ------------------------------------
    m("fast.one_pot_eligible", "omaha_eval/engine/settlement.py",
      "tuple([seat for seat in range(hand.n) if live[seat]])", "tuple([seat for seat in range(hand.n)])", FAST,
      "a showdown without all-ins lets folded players win"),
    m("fast.odd_chip_order", "omaha_eval/showdown.py", "left = bisect_right(eligible, button)",
      "left = bisect_right(eligible, button - 1)", FAST, "odd chips go to the button first"),
    m("fast.potbot_check", "omaha_eval/engine/bots.py", "if hand.to_call == 0:",
      "if hand.to_call <= 1:", FAST, "PotBot checks when one chip is owed"),
    m("fast.shuffle_swaps", "omaha_eval/engine/shuffle.py", "tuple((i, i + 1) for i in range(51, 51 - need, -1))",
      "tuple((i, i) for i in range(51, 51 - need, -1))", FAST + CARDS_PY,
      "Sattolo's shuffle: a card never stays in place"),
    m("fast.stacks_zero", "omaha_eval/engine/checks.py", "if type(chips) is not int or chips <= 0:",
      "if type(chips) is not int or chips < 0:", FAST, "a stack of 0 chips dealt in"),
    # --- omaha_eval/engine/pots.py: main and side pots -------------------------------------------------------------
    m("pots.eligible", "omaha_eval/engine/pots.py", "(c >= level or not all_in[seat])", "(c > level or not all_in[seat])",
      POTS, "an all-in player loses the pot they matched exactly"),
    m("pots.layer", "omaha_eval/engine/pots.py", "min(c, level) - min(c, previous)", "min(c, level) - previous", POTS,
      "short contributions counted negative"),
    m("pots.empty_layer", "omaha_eval/engine/pots.py", "(pots[-1].eligible == eligible or not eligible)",
      "(pots[-1].eligible == eligible)", POTS, "dead money above every live player forms its own pot"),
    m("pots.uncalled", "omaha_eval/engine/pots.py", "return top_seat, top - second", "return top_seat, top - second - 1",
      POTS, "one uncalled chip kept in the pot"),
    # --- omaha_eval/showdown.py: paying -----------------------------------------------------------------------------
    m("showdown.odd_chip_low", "omaha_eval/showdown.py", "low_half = pot.amount // 2",
      "low_half = pot.amount - pot.amount // 2", SHOWDOWN, "the odd chip goes to the low half"),
    m("showdown.odd_chips", "omaha_eval/showdown.py", "(1 if i < odd else 0)", "(1 if i <= odd else 0)", SHOWDOWN,
      "one odd chip too many"),
    m("showdown.worst_wins", "omaha_eval/showdown.py", "best = max(keys)", "best = min(keys)", SHOWDOWN,
      "the worst hand wins"),
    m("showdown.seat_order", "omaha_eval/showdown.py", "eligible = tuple(sorted(pot.eligible, key=seat_order))",
      "eligible = tuple(sorted(pot.eligible))", SHOWDOWN, "odd chips by seat number, not from the button's left"),
    m("showdown.button_side", "omaha_eval/showdown.py", "lambda seat: (seat <= button, seat)",
      "lambda seat: (seat < button, seat)", SHOWDOWN, "the button gets odd chips first"),
    m("showdown.low_key", "omaha_eval/showdown.py", "return -low.mask", "return low.mask", SHOWDOWN,
      "the worst low wins"),
    # --- omaha_eval/core/cards.py: cards, text, shuffle ------------------------------------------------------------------
    m("cards.rank", "omaha_eval/core/cards.py", "return int(self) >> 2", "return int(self) >> 3", CARDS_PY,
      "Card.rank wrong"),
    m("cards.suit", "omaha_eval/core/cards.py", "return int(self) & 3", "return int(self) & 1", CARDS_PY,
      "Card.suit wrong"),
    m("cards.text", "omaha_eval/core/cards.py", "SUITS[c & 3] for c in range(52)]", "SUITS[(c + 1) & 3] for c in range(52)]",
      CARDS_PY, "cards printed with the wrong suit"),
    m("cards.shuffle_sattolo", "omaha_eval/core/cards.py", "number, j = divmod(number, i + 1)",
      "number, j = divmod(number, i)", CARDS_PY, "Sattolo's shuffle: a card never stays in place"),
    m("cards.shuffle_first", "omaha_eval/core/cards.py", "for i in range(n - 1, 0, -1):", "for i in range(n - 1, 1, -1):",
      CARDS_PY, "the first two cards never swap"),
    m("cards.deal_order", "omaha_eval/core/cards.py", "return dealt[::-1]", "return dealt", CARDS_PY,
      "Deck.deal returns the cards bottom first"),
    # the evolution ordering's deals (src/oe_evolution.c)
    m("oe_evolution.sort_network", "src/oe_evolution.c", "SWAP_IF(1, 3); SWAP_IF(1, 2);", "SWAP_IF(1, 3);",
      EVOLUTION, "a four-card hand's sort misses an exchange: some hands looked up at another's number"),
    m("oe_evolution.good_bit", "src/oe_evolution.c", "in += (int)(good[x >> 6] >> (x & 63) & 1);",
      "in += (int)(good[x >> 6] >> (x & 31) & 1);", EVOLUTION, "the good set's bit taken from the wrong place"),
    m("oe_evolution.colex", "src/oe_evolution.c", "index += choose[s[i]][i + 1];", "index += choose[s[i]][i];",
      EVOLUTION, "the colex number off by one binomial"),
    m("oe_evolution.shuffle_range", "src/oe_evolution.c", "(uint64_t)(n - j));", "(uint64_t)(n - j - 1));",
      EVOLUTION, "the shuffle never draws the last card left"),
    m("oe_rangeq.suit_ranks", "src/oe_rangeq_sample.c", "x = (x | x >> 6) & 0x000F000F000F000Full;",
      "x = (x | x >> 6) & 0x000F000F000F0007ull;", EQUITY, "a drawn hand's suited ranks lose one rank"),
    m("oe_rangeq.flush_bits_many", "src/oe_rangeq_sample.c", "if (!(h2 & (h2 - 1)) && nb == 3)", "if (nb == 3)",
      EQUITY, "three or four suited hole cards scored as if two"),
    m("oe_class_places.colex_step", "src/oe_class_places.c", "            r[j] = 0;", "            r[j] = r[i] - 1;",
      CLASSES, "the table's walk over classes out of their numbers' order"),
    m("oe_class_places.class_number", "src/oe_range.c", "index += (uint32_t)oe_choose(r[i] + i, i + 1);",
      "index += (uint32_t)oe_choose(r[i] + i, i);", CLASSES, "a hand's class number off by one binomial"),
    m("oe_class_places.turn_row", "src/oe_class_places.h", "(unsigned)OE_RANK(board[4]);",
      "(unsigned)OE_RANK(board[3]);", CLASSES, "a known turn's trial row read from the turn, not the river"),
]

# Each issue's mutants live in their own file, mutants_issue*.py (read by
# path, as this file is by the tests), in name order: a new issue's file
# joins by being there, with no line to add here.
for _extra in sorted(Path(__file__).parent.glob("mutants_issue*.py")):
    MUTANTS += [m(*t) for t in runpy.run_path(str(_extra))["MUTANTS"]]


# Mutants found equivalent (no test can tell them apart from the code),
# kept here with the reason so nobody adds them back; not run.
EQUIVALENT = [
    (m("oe_omaha.two_hole", "src/oe_omaha_rows.h", "if (nh < 2)\n", "if (nh < 1)\n", OMAHA_C,
       "a flush with one suited hole card"),
     "an early exit only: oe_best_flush returns 0xFFFF (no flush) itself when fewer than two hole cards "
     "are suited, so the result is the same"),
    (m("pots.folded_levels", "omaha_eval/engine/pots.py", "if alive and out and c > 0}", "if out and c > 0}", POTS,
       "mucked all-ins cut side pots"),
     "a mucked all-in's level only splits a layer into two with the same eligible players, which are "
     "merged again"),
]
