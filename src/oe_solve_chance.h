/* The turn's chance node: every river card that can come (not on the
   board, not dead), each with the hands that can still be held once it is
   out (a hand holding the river card is not dealt on that river), and its
   own showdown order on the five-card board. Given both players' hands,
   the river is one of the M = 52 - 4 - dead - 2 * nhole cards neither
   holds, each with probability 1/M, so a river's values add up with the
   weight 1/M whatever the hands: card removal then needs nothing more than
   the hands that each river removes.

   Suit isomorphism: a suit permutation that maps the board, the dead cards
   and each player's weighted range onto themselves maps river r to another
   river with the same game, hands permuted. Such rivers form a class that
   keeps one strategy (its first river's, in that river's hand order); the
   others read it through dst, the hand each class hand stands for on that
   river. Exact when the reach into the chance node is symmetric too, as it
   is when the ranges are (the turn's strategies then stay symmetric, up to
   float rounding). */
#ifndef OE_SOLVE_CHANCE_H
#define OE_SOLVE_CHANCE_H
#include "oe_solve_showdown.h"
#include <stddef.h>
#include <stdint.h>

#define OE_DEAL_MAX_PERMS 24

/* One class of rivers: its first river's hands and showdown. */
typedef struct {
    int32_t n[2];           /* hands each player may hold on this river */
    int32_t *full[2];       /* class hand k -> index in the turn's list */
    oe_show show;           /* the showdown on the board and this river */
    int64_t base[2];        /* where its block starts in each player's store */
    uint8_t card;           /* its river */
} oe_river_class;

typedef struct {
    int nriver;                     /* river cards that can come */
    uint8_t card[48];               /* each river's card */
    int cls[48];                    /* its class */
    int32_t *dst[48][2];            /* class hand k -> the turn hand it stands for on this river
                                       (the class's own river: its full[]) */
    int nclass;
    oe_river_class *classes;
    int nperm;                      /* suit permutations kept (not the identity) */
    uint8_t perm[OE_DEAL_MAX_PERMS][4];
    int32_t *hand_perm[OE_DEAL_MAX_PERMS][2]; /* turn hand h -> the index of its image */
    double weight;                  /* 1 / M */
} oe_deals;

/* The plan alone (for sizes before anything big is allocated): classes
   and the hands of each; n_class gets nclass * 2 counts. Returns the
   number of classes, or a negative code. cards/weights NULL: the bound
   with every river and every hand, no isomorphism. */
int oe_deals_plan(int nhole, const uint8_t *board, uint64_t dead, const int32_t n[2],
                  const uint8_t *const cards[2], const float *const weights[2], int iso,
                  int32_t n_class[48][2], int *nriver);
/* Sets up the deals: hands n[p] * nhole cards, none on the board or dead. */
int oe_deals_init(oe_deals *d, int nhole, int hilo, const uint8_t *board, uint64_t dead,
                  const int32_t n[2], const uint8_t *const cards[2], const float *const weights[2], int iso);
void oe_deals_free(oe_deals *d);
/* The memory oe_deals_init takes for these class sizes. */
size_t oe_deals_bytes(int nhole, int hilo, int nclass, int nriver, const int32_t n_class[48][2],
                      const int32_t n[2]);
/* The river index of a card, or -1 when it cannot come. */
int oe_deals_river(const oe_deals *d, int card);

#endif
