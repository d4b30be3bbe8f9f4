#include "oe_analysis.h"
#include "oe_cards.h"
#include "oe_flush.h"
#include "oe_holdem.h"
#include "oe_low.h"
#include "oe_tables.h"
#include "oe_triples.h"

#define BIT(c) ((uint64_t)1 << (c))

/* Marks every cell of a card that cannot be held. */
static void block_cards(uint64_t gone, uint16_t *table)
{
    for (int c = 0; c < 52; c++) {
        table[c * 52 + c] = OE_NO_PAIR;
        if (gone & BIT(c))
            for (int d = 0; d < 52; d++)
                table[c * 52 + d] = table[d * 52 + c] = OE_NO_PAIR;
    }
}

/* Omaha without a flush: the value depends only on the two ranks, so the
   91 rank pairs are valued once against the board's triples. */
static void rank_pair_values(const uint8_t *board, int nboard, uint16_t by_ranks[13][13])
{
    uint16_t cols[10];
    int nt = oe_triple_columns(board, nboard, cols);
    for (int r = 0; r < 13; r++)
        for (int s = r; s < 13; s++) {
            int row = oe_pair_row[r * 13 + s], best = OE_NO_PAIR;
            for (int t = 0; t < nt; t++) {
                int v = oe_pair_triple[row + cols[t]];
                best = v < best ? v : best;
            }
            by_ranks[r][s] = by_ranks[s][r] = (uint16_t)best;
        }
}

/* The one suit the board holds three or more of (-1 if none), and that
   suit's board ranks as bits in br[0..*nb). */
static int flush_suit(const uint8_t *board, int nboard, int br[5], int *nb)
{
    int count[4] = {0, 0, 0, 0}, suit = -1;
    for (int b = 0; b < nboard; b++)
        count[OE_SUIT(board[b])]++;
    for (int s = 0; s < 4; s++)
        if (count[s] >= 3)
            suit = s;
    *nb = 0;
    if (suit >= 0)
        for (int b = 0; b < nboard; b++)
            if (OE_SUIT(board[b]) == suit)
                br[(*nb)++] = 1 << OE_RANK(board[b]);
    return suit;
}

static int flush_value(int r, int s, const int *br, int nb)
{
    int hr[2] = {1 << r, 1 << s};
    return oe_best_flush(hr, 2, br, nb);
}

/* A flush needs both cards in the one suit the board holds three of. */
static void omaha_table(const uint8_t *board, int nboard, uint16_t *table)
{
    uint16_t by_ranks[13][13];
    rank_pair_values(board, nboard, by_ranks);
    for (int c = 0; c < 52; c++)
        for (int d = 0; d < 52; d++)
            table[c * 52 + d] = by_ranks[OE_RANK(c)][OE_RANK(d)];
    int br[5], nb;
    int suit = flush_suit(board, nboard, br, &nb);
    if (suit < 0)
        return;
    for (int r = 0; r < 13; r++)
        for (int s = r + 1; s < 13; s++) {
            int c = r * 4 + suit, d = s * 4 + suit;
            int v = flush_value(r, s, br, nb);
            if (v < table[c * 52 + d])
                table[c * 52 + d] = table[d * 52 + c] = (uint16_t)v;
        }
}

static void holdem_table(const uint8_t *board, int nboard, uint16_t *table)
{
    uint8_t cards[7];
    for (int b = 0; b < nboard; b++)
        cards[2 + b] = board[b];
    uint64_t on_board = oe_card_mask(board, nboard);
    for (int c = 0; c < 52; c++)
        for (int d = c + 1; d < 52; d++) {
            uint16_t v = OE_NO_PAIR;
            if (!((on_board >> c) & 1) && !((on_board >> d) & 1)) {
                cards[0] = (uint8_t)c;
                cards[1] = (uint8_t)d;
                v = (uint16_t)oe_holdem_high(cards, 2 + nboard);
            }
            table[c * 52 + d] = table[d * 52 + c] = v;
        }
}

void oe_pair_table_high(const uint8_t *board, int nboard, uint64_t dead, int holdem,
                        uint16_t table[OE_PAIR_CELLS])
{
    if (holdem)
        holdem_table(board, nboard, table);
    else
        omaha_table(board, nboard, table);
    block_cards(dead | oe_card_mask(board, nboard), table);
}

/* Two different low ranks play with three of the board's low ranks. */
static void rank_pair_lows(const uint8_t *board, int nboard, uint16_t by_ranks[13][13])
{
    int board_set = 0;
    for (int b = 0; b < nboard; b++)
        board_set |= oe_low_bit[OE_RANK(board[b])];
    for (int r = 0; r < 13; r++)
        for (int s = 0; s < 13; s++) {
            int x = oe_low_bit[r], y = oe_low_bit[s], low = 0;
            if (x && y && x != y)
                low = oe_low[(x | y) << 8 | board_set];
            by_ranks[r][s] = (uint16_t)(low ? low : OE_NO_LOW);
        }
}

void oe_pair_table_low(const uint8_t *board, int nboard, uint64_t dead,
                       uint16_t table[OE_PAIR_CELLS])
{
    uint16_t by_ranks[13][13];
    rank_pair_lows(board, nboard, by_ranks);
    for (int c = 0; c < 52; c++)
        for (int d = 0; d < 52; d++)
            table[c * 52 + d] = by_ranks[OE_RANK(c)][OE_RANK(d)];
    block_cards(dead | oe_card_mask(board, nboard), table);
}

static inline uint16_t hand_value(const uint16_t *table, const uint8_t *cards, int k)
{
    uint16_t best = OE_NO_PAIR;
    for (int i = 0; i < k; i++) {
        const uint16_t *row = table + cards[i] * 52;
        for (int j = i + 1; j < k; j++) {
            uint16_t v = row[cards[j]];
            best = v < best ? v : best;
        }
    }
    return best;
}

int oe_table_hands(const uint16_t table[OE_PAIR_CELLS], const uint8_t *hands, int k, size_t n,
                   uint64_t excluded, uint16_t *out, size_t *bad_row)
{
    for (size_t i = 0; i < n; i++) {
        const uint8_t *row = hands + i * (size_t)k;
        uint64_t seen = 0;
        int bad = 0, err = oe_check_cards(row, k, &seen, &bad);
        if (err != OE_OK) {
            *bad_row = i;
            return err;
        }
        out[i] = (seen & excluded) ? 0 : hand_value(table, row, k);
    }
    return OE_OK;
}

/* Enumerates k-subsets of cards[0..n) in increasing order; `best` is the
   smallest entry over the pairs of the `depth` cards chosen so far. The last
   card's level is the hot loop: k - 1 loads and an increment per hand. */
static uint64_t count_hands(const uint16_t *table, const uint8_t *cards, int n, int start, int depth,
                            int k, uint8_t *chosen, uint16_t best, uint64_t *hist, int slots)
{
    uint64_t hands = 0;
    if (depth == k - 1) {
        for (int i = start; i < n; i++) {
            const uint16_t *row = table + cards[i] * 52;
            uint16_t m = best;
            for (int j = 0; j < depth; j++) {
                uint16_t v = row[chosen[j]];
                m = v < m ? v : m;
            }
            if (m < slots) /* a caller's table may hold anything: never write past hist */
                hist[m]++;
        }
        return (uint64_t)(n > start ? n - start : 0);
    }
    for (int i = start; i <= n - (k - depth); i++) {
        const uint16_t *row = table + cards[i] * 52;
        uint16_t m = best;
        for (int j = 0; j < depth; j++) {
            uint16_t v = row[chosen[j]];
            m = v < m ? v : m;
        }
        chosen[depth] = cards[i];
        hands += count_hands(table, cards, n, i + 1, depth + 1, k, chosen, m, hist, slots);
    }
    return hands;
}

uint64_t oe_table_histogram(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int k,
                            uint64_t *hist, int slots)
{
    uint8_t cards[52], chosen[8]; /* k <= 6; room to spare for the compiler's bounds check */
    int n = 0;
    if (k < 2 || k > 6)
        return 0;
    for (int c = 0; c < 52; c++)
        if ((live >> c) & 1)
            cards[n++] = (uint8_t)c;
    if (n < k)
        return 0;
    return count_hands(table, cards, n, 0, 0, k, chosen, OE_NO_PAIR, hist, slots);
}

int oe_table_best_between(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int lo, int hi)
{
    int best = OE_NO_PAIR;
    for (int c = 0; c < 52; c++) {
        if (!((live >> c) & 1))
            continue;
        for (int d = c + 1; d < 52; d++) {
            int v = table[c * 52 + d];
            if (((live >> d) & 1) && v < best && v >= lo && v <= hi)
                best = v;
        }
    }
    return best;
}

int oe_table_best(const uint16_t table[OE_PAIR_CELLS], uint64_t live)
{
    return oe_table_best_between(table, live, 0, OE_NO_PAIR - 1);
}

int oe_table_count_better(const uint16_t table[OE_PAIR_CELLS], uint64_t live, int value)
{
    uint8_t seen[OE_HIGH_SLOTS] = {0};
    int distinct = 0;
    if (value > OE_HIGH_SLOTS)
        value = OE_HIGH_SLOTS;
    for (int c = 0; c < 52; c++) {
        if (!((live >> c) & 1))
            continue;
        for (int d = c + 1; d < 52; d++) {
            int v = table[c * 52 + d];
            if (((live >> d) & 1) && v < value && !seen[v]) {
                seen[v] = 1;
                distinct++;
            }
        }
    }
    return distinct;
}

/* Omaha, one board: the hero's value and the best value of any pair of
   live cards, from the rank-pair values (a rank pair is possible when enough
   cards of its ranks are live) and, for flushes, the live suited pairs. */
static void omaha_hero_and_nuts(const uint8_t *hole, int nhole, const uint8_t *board, int nboard,
                                uint64_t gone, int low, uint16_t *hero, uint16_t *nut)
{
    uint16_t by_ranks[13][13];
    int live[13], br[5], nb = 0, suit = -1;
    if (low)
        rank_pair_lows(board, nboard, by_ranks);
    else {
        rank_pair_values(board, nboard, by_ranks);
        suit = flush_suit(board, nboard, br, &nb);
    }
    for (int r = 0; r < 13; r++) {
        live[r] = 0;
        for (int s = 0; s < 4; s++)
            live[r] += !((gone >> (r * 4 + s)) & 1);
    }
    int best = OE_NO_PAIR;
    for (int r = 0; r < 13; r++)
        for (int s = r; s < 13; s++)
            if (live[r] >= 1 + (r == s) && live[s] >= 1 && by_ranks[r][s] < best)
                best = by_ranks[r][s];
    if (suit >= 0)
        for (int r = 0; r < 13; r++)
            for (int s = r + 1; s < 13; s++)
                if (!((gone >> (r * 4 + suit)) & 1) && !((gone >> (s * 4 + suit)) & 1)) {
                    int v = flush_value(r, s, br, nb);
                    best = v < best ? v : best;
                }
    int mine = OE_NO_PAIR;
    for (int i = 0; i < nhole; i++)
        for (int j = i + 1; j < nhole; j++) {
            int v = by_ranks[OE_RANK(hole[i])][OE_RANK(hole[j])];
            if (suit >= 0 && OE_SUIT(hole[i]) == suit && OE_SUIT(hole[j]) == suit) {
                int f = flush_value(OE_RANK(hole[i]), OE_RANK(hole[j]), br, nb);
                v = f < v ? f : v;
            }
            mine = v < mine ? v : mine;
        }
    *hero = (uint16_t)mine;
    *nut = (uint16_t)best;
}

void oe_next_cards(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                   int holdem, uint16_t hero_high[52], uint16_t hero_low[52],
                   uint16_t nut_high[52], uint16_t nut_low[52])
{
    uint16_t table[OE_PAIR_CELLS];
    uint8_t next[5];
    uint64_t used = dead | oe_card_mask(hole, nhole) | oe_card_mask(board, nboard);
    for (int b = 0; b < nboard; b++)
        next[b] = board[b];
    for (int x = 0; x < 52; x++) {
        hero_high[x] = hero_low[x] = nut_high[x] = nut_low[x] = 0;
        if ((used >> x) & 1)
            continue;
        next[nboard] = (uint8_t)x;
        uint64_t gone = dead | oe_card_mask(next, nboard + 1);
        if (!holdem) {
            omaha_hero_and_nuts(hole, nhole, next, nboard + 1, gone, 0, &hero_high[x], &nut_high[x]);
            omaha_hero_and_nuts(hole, nhole, next, nboard + 1, gone, 1, &hero_low[x], &nut_low[x]);
            continue;
        }
        oe_pair_table_high(next, nboard + 1, dead, holdem, table);
        hero_high[x] = hand_value(table, hole, nhole);
        nut_high[x] = (uint16_t)oe_table_best(table, ~gone & (((uint64_t)1 << 52) - 1));
        hero_low[x] = nut_low[x] = OE_NO_LOW;
    }
}

/* The quarters of the pot the hero wins heads-up from high and low values
   (lower is better; OE_NO_LOW: no low). */
static inline uint32_t hero_quarters(int hh, int oh, int hl, int ol, int hilo)
{
    uint32_t high = hh < oh ? 4 : hh == oh ? 2 : 0;
    if (!hilo || (hl >= OE_NO_LOW && ol >= OE_NO_LOW))
        return high;
    uint32_t low = hl < ol ? 4 : hl == ol ? 2 : 0;
    return (high + low) / 2;
}

#if defined(__GNUC__) || defined(__clang__)
#define OE_INLINE static inline __attribute__((always_inline))
#else
#define OE_INLINE static inline
#endif

/* The opponents against one complete board; k is a constant after
   inlining, so the pair loops unroll. */
OE_INLINE void score_board(const uint16_t *high, const uint16_t *low, int hh, int hl, int hilo,
                           const uint8_t *opps, size_t n, const int k, uint64_t skip,
                           int turn, int river, uint32_t *won, uint32_t *boards, uint32_t *wins,
                           uint32_t *losses, uint32_t *turn_won, uint32_t *turn_boards)
{
    for (size_t o = 0; o < n; o++) {
        const uint8_t *row = opps + o * (size_t)k;
        uint64_t m = oe_card_mask(row, k);
        if (m & skip)
            continue;
        int oh = hand_value(high, row, k);
        int ol = hilo ? hand_value(low, row, k) : OE_NO_LOW;
        uint32_t q = hero_quarters(hh, oh, hl, ol, hilo);
        won[o] += q;
        boards[o] += 1;
        if (wins) { /* the whole pot to one side: the hero's win (scoop), or its loss */
            wins[o] += q == 4;
            losses[o] += q == 0;
        }
        if (turn_won) {
            turn_won[(size_t)turn * n + o] += q;
            turn_boards[(size_t)turn * n + o] += 1;
            turn_won[(size_t)river * n + o] += q;
            turn_boards[(size_t)river * n + o] += 1;
        }
    }
}

void oe_each_runouts(const uint8_t *hole, int nhole, const uint8_t *board, int nboard, uint64_t dead,
                     int holdem, int hilo, const uint8_t *opps, size_t n,
                     uint32_t *won, uint32_t *boards, uint32_t *wins, uint32_t *losses,
                     uint32_t *turn_won, uint32_t *turn_boards)
{
    uint16_t high[OE_PAIR_CELLS], low[OE_PAIR_CELLS];
    uint8_t full[5], cards[52];
    int ncards = 0, need = 5 - nboard;
    uint64_t used = dead | oe_card_mask(hole, nhole) | oe_card_mask(board, nboard);
    for (int c = 0; c < 52; c++)
        if (!((used >> c) & 1))
            cards[ncards++] = (uint8_t)c;
    for (int b = 0; b < nboard; b++)
        full[b] = board[b];
    if (need < 0 || need > 2)
        return;
    if (need != 2 || !turn_boards)
        turn_won = turn_boards = NULL;
    /* one, two or no cards to come: i and j index `cards` (j unused below two) */
    int imax = need >= 1 ? ncards : 1;
    for (int i = 0; i < imax; i++) {
        int jmax = need == 2 ? ncards : i + 2;
        for (int j = i + 1; j < jmax; j++) {
            uint64_t extra = 0;
            if (need >= 1) {
                full[nboard] = cards[i];
                extra |= (uint64_t)1 << cards[i];
            }
            if (need == 2) {
                full[nboard + 1] = cards[j];
                extra |= (uint64_t)1 << cards[j];
            }
            oe_pair_table_high(full, 5, 0, holdem, high);
            if (hilo)
                oe_pair_table_low(full, 5, 0, low);
            int hh = hand_value(high, hole, nhole);
            int hl = hilo ? hand_value(low, hole, nhole) : OE_NO_LOW;
            uint64_t skip = used | extra;
            int t = need == 2 ? cards[i] : 0, r = need == 2 ? cards[j] : 0;
            switch (nhole) {
            case 2: score_board(high, low, hh, hl, hilo, opps, n, 2, skip, t, r, won, boards, wins, losses, turn_won, turn_boards); break;
            case 4: score_board(high, low, hh, hl, hilo, opps, n, 4, skip, t, r, won, boards, wins, losses, turn_won, turn_boards); break;
            case 5: score_board(high, low, hh, hl, hilo, opps, n, 5, skip, t, r, won, boards, wins, losses, turn_won, turn_boards); break;
            default: score_board(high, low, hh, hl, hilo, opps, n, 6, skip, t, r, won, boards, wins, losses, turn_won, turn_boards); break;
            }
        }
    }
}
