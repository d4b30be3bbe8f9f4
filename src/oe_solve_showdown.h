/* The solver's terminal values with exact card removal. A player's hands
   never meet an opponent hand that shares a card: the opponent reach a hand
   sees is, by inclusion-exclusion over the subsets T of its cards,
       sum over T of (-1)^|T| * S_T,   S_T = reach of the opponent hands holding T,
   with S_{} the total and S_{whole hand} the reach of the identical hand.
   A showdown sweeps both players' hands sorted by strength, adding the
   opponent's subset sums as the weaker hands pass, so each hand reads what
   it beats and what it ties; Hi-Lo adds a low sweep.
   Speed: everything a sweep touches lies in strength order (the opponent's
   reach is gathered into it once per sweep), the subset table counts only
   the cards off the board, and each hand's subset offsets are precomputed
   in sequence; sums are doubles, in a fixed order. */
#ifndef OE_SOLVE_SHOWDOWN_H
#define OE_SOLVE_SHOWDOWN_H
#include <stddef.h>
#include <stdint.h>

#define OE_SHOW_MAX_HOLE 6

/* One player's hands on one board: fixed for the whole solve. Position x
   is the x-th weakest high hand; "lo" arrays are in low order. */
typedef struct {
    int32_t n;
    int nhole;
    /* n rows of nsub table offsets, in high order: 16 bits where the
       table fits (up to 4 cards a hand), else 32 */
    uint16_t *sub16;
    uint32_t *sub32;
    int32_t *order_hi;      /* position -> hand, weakest high first */
    int32_t *pos_hi;        /* hand -> position */
    int32_t *key_hi;        /* high strength by position, larger better */
    int32_t *same_hi;       /* position -> the opponent's identical hand's position, or -1 */
    /* Hi-Lo only */
    uint8_t *haslo_hi;      /* by high position: the hand makes a low */
    int32_t *order_lo;      /* low position -> hand, weakest low first (no low weakest) */
    int32_t *key_lo;        /* low strength by low position, larger better; 0 no low */
    int32_t *row_lo;        /* low position -> high position (its subset row) */
    int32_t *same_lo;       /* low position -> the opponent's identical hand's low position, or -1 */
    int32_t *pos_lo_of_hi;  /* high position -> low position */
} oe_show_hands;

/* What both players' hands share: the subset layout. */
typedef struct {
    int nhole, hilo, nsub;  /* nsub: proper nonempty subsets of a hand */
    int nfree;              /* cards off the board: the table's alphabet */
    int narrow;             /* rows in 16 bits (sub16) */
    int8_t dense[52];       /* card -> its index among them, -1 on the board */
    int count[OE_SHOW_MAX_HOLE];  /* subsets of each size: a row holds them by size */
    uint32_t table_size;
    oe_show_hands h[2];
} oe_show;

/* Scratch for one thread: the subset table and the sweep's outputs, all
   by position. */
typedef struct {
    double *table;
    float *rs;              /* the opponent's reach in the sweep's order */
    float *rs2;             /* Hi-Lo: the same kept to hands with a low */
    double *w, *wt, *c;     /* per position: beaten, beaten or tied, compatible */
    double *a, *b;          /* Hi-Lo partial shares, by high position */
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

/* A terminal in a batched sweep: its lane (a reach), and how its values
   come from the lane's share and compatible reach c: a fold pays pay * c,
   a showdown net * share - mine * c. out: trav's values by high position. */
typedef struct {
    int lane, fold;
    double pay, net, mine;
    float *out;
} oe_show_term;

/* Doubles of lane scratch oe_show_batch needs. */
size_t oe_show_batch_lane_doubles(int kp);
/* Many terminals' values in one high sweep (no Hi-Lo): rs holds the
   opponent's reach in its high order, kp lanes a position (kp a multiple
   of 4, unused lanes zero); lanes below ks (a multiple of 4) get the
   showdown share, every lane the compatible reach. table: table_size * kp
   doubles; share: n[p] * ks doubles of scratch. Each terminal's values are
   the floats terminal evaluation one at a time gives. */
void oe_show_batch(const oe_show *s, double *table, double *lane, int p, const float *rs, int kp, int ks,
                   double *share, const oe_show_term *terms, int nterm);

#endif
