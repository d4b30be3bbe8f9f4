/* The solver's betting tree: two players (0 out of position, acting first
   on every street, 1 in position), one or two streets, built from sizes the
   way solver users write them. Nodes sit in one array; a node's children
   are contiguous. Amounts are chips (doubles); contributions count from the
   tree's root, so the pot at a node is pot + contrib[0] + contrib[1]. */
#ifndef OE_SOLVE_TREE_H
#define OE_SOLVE_TREE_H
#include <stddef.h>
#include <stdint.h>

#define OE_STREE_MAX_SIZES 8
#define OE_STREE_MAX_ACTIONS (OE_STREE_MAX_SIZES + 3)
#define OE_STREE_MAX_NODES 1000000

enum { OE_SN_ACTION, OE_SN_FOLD, OE_SN_SHOWDOWN, OE_SN_CHANCE };
enum { OE_SA_ROOT, OE_SA_FOLD, OE_SA_CHECK, OE_SA_CALL, OE_SA_BET, OE_SA_RAISE, OE_SA_ALLIN, OE_SA_DEAL };
/* Size kinds: a fraction of the pot (a raise's pot is the pot after the
   call, as the pot-limit rule counts it), or a multiple of the bet faced
   (raises only: 2.5 = raise to 2.5 times the bet). */
enum { OE_SZ_POT = 0, OE_SZ_MULT = 1 };

/* The solver's error codes (OE_OK is 0, as everywhere in the core). */
enum { OE_SERR_BAD = -20, OE_SERR_NOMEM = -21, OE_SERR_TOO_BIG = -22, OE_SERR_CANCELLED = -23, OE_SERR_NO_DEAL = -24 };

typedef struct {
    int n;                              /* sizes, ascending within a kind */
    double value[OE_STREE_MAX_SIZES];
    uint8_t kind[OE_STREE_MAX_SIZES];
    int allin;                          /* an all-in (pot-limit: the maximum) too */
} oe_ssizes;

typedef struct {
    double pot, stack;                  /* the pot, and the effective stack behind */
    int pot_limit;                      /* 0 no-limit, 1 pot-limit */
    int nstreets;                       /* 1 river, 2 turn and river */
    int raise_cap;                      /* raises after the bet, per street (>= 0) */
    int donk;                           /* 0: player 0 never leads into the last aggressor */
    int last_aggressor;                 /* who bet last on the street before the root (-1 none) */
    double allin_threshold;             /* a bet leaving less than this share of the street's stack goes all-in */
    double min_bet;                     /* the smallest bet and raise increment (chips) */
    double rake_pct, rake_cap;          /* rake: share of the pot, at most rake_cap (<= 0: no cap) */
    oe_ssizes bet[2][2], raise[2][2];   /* [street][player] */
} oe_stree_cfg;

typedef struct {
    uint8_t kind, player, nchildren, street, action, nraises;
    int32_t first_child, parent;
    double contrib[2];                  /* chips each has put in since the root */
    double amount;                      /* bet or raise: the actor's total on this street */
    int64_t slot;                       /* action nodes: offset of its strategy in its player's store */
} oe_snode;

typedef struct {
    oe_snode *nodes;
    int32_t n, cap;
    int depth;                          /* the longest path, in action nodes */
    int max_actions;
} oe_stree;

/* Checks the settings: OE_OK, or a negative code with the field's name in
   *what (a static string). */
int oe_stree_check(const oe_stree_cfg *cfg, const char **what);
/* Builds the tree (refusing more than OE_STREE_MAX_NODES nodes). Returns
   OE_OK or an error; on error the tree holds nothing. */
int oe_stree_build(const oe_stree_cfg *cfg, oe_stree *tree);
void oe_stree_free(oe_stree *tree);
/* The rake taken from a pot of `pot` chips. */
double oe_stree_rake(const oe_stree_cfg *cfg, double pot);

#endif
