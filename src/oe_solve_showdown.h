/* The solver's terminal values with exact card removal. A player's hands
   never meet an opponent hand that shares a card: the opponent reach a hand
   sees is, by inclusion-exclusion over the subsets T of its cards,
       sum over T of (-1)^|T| * S_T,   S_T = reach of the opponent hands holding T,
   with S_{} the total and S_{whole hand} the reach of the identical hand.
   A showdown sweeps both players' hands sorted by strength, adding the
   opponent's subset sums as the weaker hands pass, so each hand reads what
   it beats and what it ties; Hi-Lo adds a low sweep. */
#ifndef OE_SOLVE_SHOWDOWN_H
#define OE_SOLVE_SHOWDOWN_H
#include <stddef.h>
#include <stdint.h>

#define OE_SHOW_MAX_HOLE 6

/* One player's hands on one board: fixed for the whole solve. */
typedef struct {
    int32_t n;
    int nhole;
    /* n rows of nsub table offsets, one per proper nonempty subset, in
       order_hi's order (row x is hand order_hi[x]): the sweeps then read
       them in sequence instead of a cache miss a hand */
    uint32_t *subsets;
    int32_t *pos_hi;        /* hand i's row in subsets */
    int32_t *same;          /* the opponent's identical hand, or -1 */
    int32_t *order_hi;      /* hands, weakest high first */
    int32_t *hi;            /* high strength, larger better */
    int32_t *order_lo;      /* Hi-Lo: hands, weakest low first (no low weakest) */
    int32_t *lo;            /* Hi-Lo: low strength, larger better; 0 no low */
} oe_show_hands;

/* What both players' hands share: the subset layout. */
typedef struct {
    int nhole, hilo, nsub;  /* nsub: proper nonempty subsets of a hand */
    int8_t sign[1 << OE_SHOW_MAX_HOLE];  /* (-1)^|T| per subset, in table order */
    uint32_t table_size;
    oe_show_hands h[2];
} oe_show;

/* Scratch for one thread: the subset table and the sweep's outputs. */
typedef struct {
    double *table;
    double *w, *wt, *c;     /* per hand: beaten, beaten or tied, compatible */
    float *masked;          /* opponent reach kept to the hands with a low */
    double *a, *b;          /* Hi-Lo partial shares */
} oe_show_work;

/* Sets up the two players' hands: cards (n[p] * nhole each), valid, on a
   board of nboard cards. Strengths come from the evaluator. Returns OE_OK,
   OE_SERR_NOMEM, or OE_SERR_BAD for a shape it cannot take. */
int oe_show_init(oe_show *s, int nhole, int hilo, const uint8_t *board, int nboard,
                 const int32_t n[2], const uint8_t *const cards[2]);
void oe_show_free(oe_show *s);
int oe_show_work_init(const oe_show *s, oe_show_work *w);
void oe_show_work_free(oe_show_work *w);
size_t oe_show_bytes(int nhole, int hilo, const int32_t n[2]);
size_t oe_show_work_bytes(int nhole, int hilo, const int32_t n[2]);

/* For each hand h of player p: the opponent reach compatible with it. */
void oe_show_compatible(const oe_show *s, oe_show_work *w, int p, const float *opp_reach, double *out);
/* For each hand of player p: sum over compatible opponent hands of reach *
   pot share (1 win, 1/2 tie; Hi-Lo halves and quarters), in out_share, and
   the compatible reach in out_compat. */
void oe_show_share(const oe_show *s, oe_show_work *w, int p, const float *opp_reach,
                   double *out_share, double *out_compat);

#endif
