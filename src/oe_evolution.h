/* The showdowns of ProPokerTools' "evolution" ordering of starting hands
   (see omaha_eval/tables/evolution.py): a hand is dealt into a pot with one
   random "blind" hand and players - 2 more random hands; the hand and the
   blind each put in one chip, and each other hand puts in one chip only if
   it is "good" (else it folds, its cards still dealt); a random board is
   dealt and the pot goes to the best high hand (hilo: half to the best
   8-or-better low, the whole pot to the high when no low qualifies), split
   evenly on ties. No global state; safe from many threads. */
#ifndef OE_EVOLUTION_H
#define OE_EVOLUTION_H
#include <stddef.h>
#include <stdint.h>

/* A share of one chip: every split among up to ten players, and of a half, is whole. */
#define OE_EVO_UNITS 5040
#define OE_EVO_MAX_PLAYERS 10
#define OE_EVO_MAX_HOLE 6

/* For each of n hands (rows of `heroes`, k = 2, 4, 5 or 6 valid distinct
   cards; holdem: k = 2 and Hold'em showdowns, else Omaha), `trials` deals
   with players (2..10) seats. good: one byte per k-card hand in colex order
   (oe_range.h), nonzero = the hand plays; NULL: every hand plays. The deals
   of hand i are drawn from the stream (seed, streams[i]) (oe_rng.h), each
   deal a partial Fisher-Yates shuffle of the cards the hand does not hold
   (seats 1.. then the board), so the result depends only on those. out[3 i .. 3 i + 2] += the deals, the chips
   the hand won summed (in OE_EVO_UNITS), and that summed squared per deal.
   Returns 0, or -1 (nothing counted) when the good set's bits cannot be allocated. */
int oe_evolution_deals(const uint8_t *heroes, size_t n, int k, int holdem, int hilo, int players,
                        const uint8_t *good, uint64_t trials, uint64_t seed, const uint64_t *streams,
                        uint64_t *out);

#endif
