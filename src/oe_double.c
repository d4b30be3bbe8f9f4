/* Double-board equity for fixed hands: see oe_double.h. */
#include "oe_double.h"
#include "oe_cards.h"

#include <string.h>

#include "oe_equity.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_omaha.h"

#define MAX_RUNS 1326 /* C(52, 2): the most runouts of a board missing two cards */

enum { SHARE, HIGH, LOW, SCOOP, TIE, NVALUES };
enum { FLAG_SCOOP = 1, FLAG_TIE = 2 };

/* One board's runouts: their cards, and per player the scoop and tie flags
   that the joint sums need. The sums of the five values go to `sums`. */
typedef struct {
    int nruns;
    uint8_t cards[MAX_RUNS][2];
    uint8_t flags[MAX_RUNS][OE_MAX_PLAYERS];
} board_runs;

/* Scores one complete board: adds each player's five values to sums and
   writes their flags. */
static void score(const uint8_t *holes, int n, int nhole, int hilo, const uint8_t board[5], double *sums,
                  uint8_t *flags)
{
    int high[OE_MAX_PLAYERS], low[OE_MAX_PLAYERS];
    int best_high = 1 << 30, best_low = 1 << 30, nhigh = 0, nlow = 0;
    for (int p = 0; p < n; p++) {
        const uint8_t *hole = holes + p * nhole;
        low[p] = 0;
        if (nhole == 2) {
            uint8_t seven[7];
            memcpy(seven, hole, 2);
            memcpy(seven + 2, board, 5);
            high[p] = oe_holdem_high(seven, 7);
        } else if (hilo) {
            high[p] = oe_omaha_hilo(hole, nhole, board, 5, &low[p]);
        } else {
            high[p] = oe_omaha_high(hole, nhole, board, 5);
        }
        if (high[p] < best_high) {
            best_high = high[p];
            nhigh = 1;
        } else if (high[p] == best_high) {
            nhigh++;
        }
        if (low[p]) { /* 0: no qualifying low; a smaller mask is a better low */
            if (low[p] < best_low) {
                best_low = low[p];
                nlow = 1;
            } else if (low[p] == best_low) {
                nlow++;
            }
        }
    }
    double high_part = nlow ? 0.5 : 1.0;
    for (int p = 0; p < n; p++) {
        int wins_high = high[p] == best_high;
        int wins_low = nlow && low[p] == best_low;
        double share = (wins_high ? high_part / nhigh : 0.0) + (wins_low ? 0.5 / nlow : 0.0);
        int scoop = wins_high && nhigh == 1 && (!nlow || (wins_low && nlow == 1));
        int tie = (wins_high && nhigh > 1) || (wins_low && nlow > 1);
        double *s = sums + p * NVALUES;
        s[SHARE] += share;
        s[HIGH] += wins_high;
        s[LOW] += wins_low;
        s[SCOOP] += scoop;
        s[TIE] += tie;
        flags[p] = (uint8_t)((scoop ? FLAG_SCOOP : 0) | (tie ? FLAG_TIE : 0));
    }
}

/* Every runout of one board from the deck's cards. */
static void run_board(const uint8_t *holes, int n, int nhole, int hilo, const uint8_t *known, int nknown,
                      const uint8_t *deck, int ndeck, board_runs *runs, double *sums)
{
    uint8_t board[5];
    int k = 5 - nknown;
    memcpy(board, known, (size_t)nknown);
    runs->nruns = 0;
    if (k == 0) {
        score(holes, n, nhole, hilo, board, sums, runs->flags[0]);
        runs->nruns = 1;
        return;
    }
    for (int i = 0; i < ndeck; i++) {
        board[nknown] = deck[i];
        if (k == 1) {
            int r = runs->nruns++;
            runs->cards[r][0] = deck[i];
            score(holes, n, nhole, hilo, board, sums, runs->flags[r]);
            continue;
        }
        for (int j = i + 1; j < ndeck; j++) {
            int r = runs->nruns++;
            board[nknown + 1] = deck[j];
            runs->cards[r][0] = deck[i];
            runs->cards[r][1] = deck[j];
            score(holes, n, nhole, hilo, board, sums, runs->flags[r]);
        }
    }
}

/* Sum over runout pairs (r1 of board 1, r2 of board 2) with no card in
   common of flag(r1) * flag(r2), for one player and one flag: the total
   over board 2 less, for each r1, board 2's runouts holding one of its
   cards, plus those holding both (subtracted twice). */
static uint64_t joint(const board_runs *one, int k1, const board_runs *two, int k2, int p, uint8_t flag)
{
    uint64_t total = 0, by_card[52] = {0};
    int16_t pair_run[52][52];
    if (k2 == 2)
        memset(pair_run, 0xff, sizeof pair_run);
    for (int r = 0; r < two->nruns; r++) {
        if (k2 == 2)
            pair_run[two->cards[r][0]][two->cards[r][1]] = (int16_t)r;
        if (!(two->flags[r][p] & flag))
            continue;
        total++;
        for (int c = 0; c < k2; c++)
            by_card[two->cards[r][c]]++;
    }
    uint64_t out = 0;
    for (int r = 0; r < one->nruns; r++) {
        if (!(one->flags[r][p] & flag))
            continue;
        uint64_t overlap = 0;
        for (int c = 0; c < k1; c++)
            overlap += by_card[one->cards[r][c]];
        if (k1 == 2 && k2 == 2) {
            int16_t both = pair_run[one->cards[r][0]][one->cards[r][1]];
            if (both >= 0 && (two->flags[both][p] & flag))
                overlap--;
        }
        out += total - overlap;
    }
    return out;
}

int oe_double_exact(const uint8_t *holes, int nplayers, int nhole, int hilo, const uint8_t *first,
                    int nfirst, const uint8_t *second, int nsecond, uint64_t known, double *out,
                    uint64_t *deals)
{
    if (!holes || !first || !second || !out || !deals || nplayers < 1 || nplayers > OE_MAX_PLAYERS ||
        (nhole != 2 && (nhole < 4 || nhole > 6)) || (hilo && nhole == 2) || nfirst < 3 || nfirst > 5 ||
        nsecond < 3 || nsecond > 5)
        return -1;
    uint64_t used = known | oe_card_mask(holes, nplayers * nhole);
    uint8_t deck[52];
    int ndeck = 0;
    for (int c = 0; c < 52; c++)
        if (!(used >> c & 1))
            deck[ndeck++] = (uint8_t)c;
    int k1 = 5 - nfirst, k2 = 5 - nsecond;
    if (ndeck < k1 + k2)
        return -1;
    board_runs one, two; /* about 16 KB each */
    double sums1[OE_MAX_PLAYERS * NVALUES], sums2[OE_MAX_PLAYERS * NVALUES];
    memset(sums1, 0, sizeof sums1);
    memset(sums2, 0, sizeof sums2);
    run_board(holes, nplayers, nhole, hilo, first, nfirst, deck, ndeck, &one, sums1);
    run_board(holes, nplayers, nhole, hilo, second, nsecond, deck, ndeck, &two, sums2);
    /* each runout of board 1 leaves C(ndeck - k1, k2) for board 2 */
    uint64_t after = k2 == 0 ? 1 : k2 == 1 ? (uint64_t)(ndeck - k1)
                                           : (uint64_t)(ndeck - k1) * (uint64_t)(ndeck - k1 - 1) / 2;
    uint64_t total = (uint64_t)one.nruns * after;
    for (int p = 0; p < nplayers; p++) {
        double *o = out + p * OE_DOUBLE_VALUES;
        for (int v = 0; v < NVALUES; v++) {
            o[v] = sums1[p * NVALUES + v] / one.nruns;
            o[NVALUES + v] = sums2[p * NVALUES + v] / two.nruns;
        }
        o[10] = (double)joint(&one, k1, &two, k2, p, FLAG_SCOOP) / (double)total;
        o[11] = (double)joint(&one, k1, &two, k2, p, FLAG_TIE) / (double)total;
    }
    *deals = total;
    return 0;
}
