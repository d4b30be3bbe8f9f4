/* Patterns and spans: see oe_range_patterns.h. */
#include "oe_range_patterns.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ALL_CARDS ((UINT64_C(1) << 52) - 1)
#define ALL_SUITS 0xF
#define MAXK OE_RANGE_MAX_HOLE

static const char RANK_CHARS[] = "23456789tjqka";
static const char SUIT_CHARS[] = "cdhs";
static const char SUIT_VARS[] = "wxyz";
static const char *const SUFFIX_MACROS[] = {"ds", "ss", "np", "op", "tp", "nt"};

/* A card of a pattern as written (the matcher's oe_pattern_card plus what
   spans and variables need). */
typedef struct {
    uint64_t cards;
    int fixed_rank; /* a rank written as one letter, else -1 */
    int suits;      /* the suit mask written (all if none) */
    int suit_written;
    char rank_var, suit_var; /* 0 for none; Hold'em shorthand's suits are '1', '2' */
    int brace;      /* the text's brace group number, 0 for none */
} pcard;

typedef struct {
    int n;
    pcard c[MAXK];
} pattern;

static uint64_t rank_cards(int rank) { return (uint64_t)0xF << (4 * rank); }

static uint64_t suit_cards(int suits)
{
    uint64_t m = 0;
    for (int s = 0; s < 4; s++)
        if (suits >> s & 1) m |= UINT64_C(0x1111111111111) << s;
    return m;
}

static int index_of(const char *set, char ch) {
    const char *at = ch ? strchr(set, ch) : NULL;
    return at ? (int)(at - set) : -1;
}

/* The matcher's pattern: variables numbered by first appearance, brace
   groups numbered within the pattern, and the written ranks and suits that
   variables may not take. */
static int add_pattern(oe_rl_reader *p, const pattern *pt)
{
    oe_range_tree *t = p->tree;
    if (t->npatterns == t->cap_patterns) {
        int cap = t->cap_patterns ? t->cap_patterns * 2 : 16;
        oe_pattern *grown = (oe_pattern *)realloc(t->pattern, (size_t)cap * sizeof *grown);
        if (!grown) return oe_range_fail(p->err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
        t->pattern = grown;
        t->cap_patterns = cap;
    }
    oe_pattern *out = &t->pattern[t->npatterns++];
    char rank_names[MAXK], suit_names[MAXK];
    int brace_names[MAXK];
    int nr = 0, ns = 0, nb = 0;
    memset(out, 0, sizeof *out);
    out->n = pt->n;
    for (int j = 0; j < pt->n; j++) {
        const pcard *c = &pt->c[j];
        oe_pattern_card *o = &out->card[j];
        if (c->fixed_rank >= 0) out->rank_excl |= (uint16_t)(1u << c->fixed_rank);
        if (c->suit_written) out->suit_excl |= (uint8_t)c->suits;
        o->cards = c->cards;
        o->rank_var = o->suit_var = OE_RANGE_NO_VAR;
        if (c->rank_var) {
            int id = 0;
            while (id < nr && rank_names[id] != c->rank_var) id++;
            if (id == nr) rank_names[nr++] = c->rank_var;
            o->rank_var = (int8_t)id;
        }
        if (c->suit_var) {
            int id = 0;
            while (id < ns && suit_names[id] != c->suit_var) id++;
            if (id == ns) suit_names[ns++] = c->suit_var;
            o->suit_var = (int8_t)id;
        }
        if (c->brace) {
            int id = 0;
            while (id < nb && brace_names[id] != c->brace) id++;
            if (id == nb) brace_names[nb++] = c->brace;
            o->brace = (uint8_t)(id + 1);
        }
    }
    return t->npatterns - 1;
}

/* ---- patterns and spans --------------------------------------------------- */

static pcard stepped(pcard c, int by)
{
    if (c.fixed_rank < 0 || by == 0) return c;
    c.fixed_rank += by;
    c.cards = rank_cards(c.fixed_rank) & suit_cards(c.suits);
    return c;
}

static int same_shape(const pcard *a, const pcard *b)
{
    if ((a->fixed_rank < 0) != (b->fixed_rank < 0)) return 0;
    if (a->fixed_rank < 0 && a->cards != b->cards) return 0;
    return a->suits == b->suits && a->suit_written == b->suit_written && a->rank_var == b->rank_var &&
           a->suit_var == b->suit_var && a->brace == b->brace;
}

/* Appends the patterns first..last, the differing positions stepping
   together; 1 if done, 0 if the ends do not pair in this order. */
static int span_in_order(oe_rl_reader *p, const pattern *first, const pattern *last, int *count)
{
    int total = 0, have = 0;
    int moving[MAXK];
    for (int j = 0; j < first->n; j++) {
        const pcard *a = &first->c[j], *b = &last->c[j];
        if (!same_shape(a, b)) return 0;
        moving[j] = a->fixed_rank >= 0 && b->fixed_rank >= 0 && a->fixed_rank != b->fixed_rank;
        if (moving[j]) {
            int step = b->fixed_rank - a->fixed_rank;
            if (have && step != total) return 0;
            total = step;
            have = 1;
        }
    }
    int sign = total > 0 ? 1 : -1, steps = have ? abs(total) : 0;
    for (int s = 0; s <= steps; s++) {
        pattern q = *first;
        for (int j = 0; j < q.n; j++)
            if (moving[j]) q.c[j] = stepped(q.c[j], sign * s);
        if (add_pattern(p, &q) < 0) return -1;
        (*count)++;
    }
    return 1;
}

/* P-Q: the ends' cards paired in the order written, else in the first
   order (of itertools.permutations) that works. */
static int span_between(oe_rl_reader *p, const pattern *first, const pattern *last, int *count)
{
    if (first->n != last->n) return 0;
    int perm[MAXK], n = first->n;
    for (int j = 0; j < n; j++) perm[j] = j;
    for (;;) {
        pattern q;
        q.n = n;
        for (int j = 0; j < n; j++) q.c[j] = last->c[perm[j]];
        int r = span_in_order(p, first, &q, count);
        if (r != 0) return r;
        /* the next permutation in lexicographic order */
        int a = n - 2;
        while (a >= 0 && perm[a] > perm[a + 1]) a--;
        if (a < 0) return 0;
        int b = n - 1;
        while (perm[b] < perm[a]) b--;
        int tmp = perm[a]; perm[a] = perm[b]; perm[b] = tmp;
        for (int l = a + 1, r2 = n - 1; l < r2; l++, r2--) { tmp = perm[l]; perm[l] = perm[r2]; perm[r2] = tmp; }
    }
}

/* P+ / P-: every fixed rank steps up (down) until one would pass the ace
   (the deuce); Hold'em's XY+ with two ranks moves the lower one only. */
static int span_open(oe_rl_reader *p, const pattern *first, int up, int kicker, int *count)
{
    int lo = 13, hi = -1;
    for (int j = 0; j < first->n; j++) {
        int r = first->c[j].fixed_rank;
        if (r < 0) continue;
        if (r < lo) lo = r;
        if (r > hi) hi = r;
    }
    if (hi < 0) {
        *count = 1;
        return add_pattern(p, first) < 0 ? -1 : 0;
    }
    int steps = kicker ? abs((up ? hi - 1 : 0) - lo) : (up ? 12 - hi : lo);
    for (int s = 0; s <= steps; s++) {
        pattern q = *first;
        for (int j = 0; j < q.n; j++)
            if (!kicker || q.c[j].fixed_rank == lo) q.c[j] = stepped(q.c[j], up ? s : -s);
        if (add_pattern(p, &q) < 0) return -1;
        (*count)++;
    }
    return 0;
}

static int card_list(oe_rl_reader *p, uint64_t *mask)
{
    if (oe_rl_expect(p, '[') < 0) return -1;
    *mask = 0;
    for (;;) {
        int rank = index_of(RANK_CHARS, peek(p, 0));
        if (rank < 0) return oe_rl_fail_found(p, "expected a rank in the list, found ");
        p->i++;
        if (peek(p, 0) == '-') {
            p->i++;
            int other = index_of(RANK_CHARS, peek(p, 0));
            if (other < 0) return oe_rl_fail_found(p, "expected the rank that ends the span, found ");
            p->i++;
            int lo = rank < other ? rank : other, hi = rank < other ? other : rank;
            for (int r = lo; r <= hi; r++) *mask |= rank_cards(r);
        } else if (index_of(SUIT_CHARS, peek(p, 0)) >= 0) {
            *mask |= rank_cards(rank) & suit_cards(1 << index_of(SUIT_CHARS, peek(p, 0)));
            p->i++;
        } else {
            *mask |= rank_cards(rank);
        }
        if (peek(p, 0) == ',') {
            p->i++;
            continue;
        }
        return oe_rl_expect(p, ']');
    }
}

static int card(oe_rl_reader *p, int brace, pcard *c)
{
    char ch = peek(p, 0);
    c->cards = ALL_CARDS;
    c->fixed_rank = -1;
    c->rank_var = c->suit_var = 0;
    c->brace = brace;
    if (ch == '[') {
        if (card_list(p, &c->cards) < 0) return -1;
    } else if (ch == '*') {
        p->i++;
    } else if (index_of(RANK_CHARS, ch) >= 0) {
        c->fixed_rank = index_of(RANK_CHARS, ch);
        c->cards = rank_cards(c->fixed_rank);
        p->i++;
    } else if (index_of(SUIT_CHARS, ch) >= 0 || index_of(SUIT_VARS, ch) >= 0) {
        /* a suit alone: '*' of that suit */
    } else if (ch >= 'a' && ch <= 'z') {
        c->rank_var = ch;
        p->i++;
    } else {
        return oe_rl_fail_found(p, "expected a card, found ");
    }
    c->suits = ALL_SUITS;
    c->suit_written = 0;
    ch = peek(p, 0);
    if (index_of(SUIT_CHARS, ch) >= 0) {
        c->suits = 1 << index_of(SUIT_CHARS, ch);
        c->suit_written = 1;
        p->i++;
    } else if (index_of(SUIT_VARS, ch) >= 0) {
        c->suit_var = ch;
        p->i++;
    }
    c->cards &= suit_cards(c->suits);
    return 0;
}

static int ascii_lower(uint32_t c) { return c < 0x80 ? (int)(c >= 'A' && c <= 'Z' ? c + 32 : c) : -1; }

/* `AAKKds`: a macro's name written without its `$` (hint, or empty). */
static void suffix_hint(oe_rl_reader *p, int start, char *hint, size_t cap)
{
    int first = p->t.col[start], last = p->t.col[p->i - 1] + 1;
    hint[0] = '\0';
    for (int m = 0; m < 6; m++) {
        const char *name = SUFFIX_MACROS[m];
        if (last - first <= 2 || ascii_lower(p->t.cp[last - 2]) != name[0] || ascii_lower(p->t.cp[last - 1]) != name[1])
            continue;
        snprintf(hint, cap, "did you mean ");
        oe_range_append_cps(hint, cap, &p->t, first, last - 2);
        size_t have = strlen(hint);
        snprintf(hint + have, cap - have, "$%s (the macro $%s needs its $)?", name, name);
        return;
    }
}

/* A word such as `any` or `pairs` is not a pattern: rank variables are
   capitals by custom (RRON), so a lowercase one in a run of letters is a
   word the parser does not know. */
static int check_words(oe_rl_reader *p, int start)
{
    int first = p->t.col[start], last = p->t.col[p->i - 1];
    if (last - first != p->i - 1 - start || last - first < 1) return 0; /* a macro inside, or one letter */
    int unknown = 0;
    for (int c = first; c <= last; c++) {
        uint32_t ch = p->t.cp[c];
        int lower = ch >= 'a' && ch <= 'z';
        if (!lower && !(ch >= 'A' && ch <= 'Z')) return 0;
        if (lower && index_of(RANK_CHARS, (char)ch) < 0 && index_of(SUIT_CHARS, (char)ch) < 0 &&
            index_of(SUIT_VARS, (char)ch) < 0)
            unknown = 1;
    }
    if (!unknown) return 0;
    oe_range_fail(p->err, OE_RANGE_ERR_SYNTAX, column_at(p, start), "unknown word '");
    oe_range_append_cps(p->err->message, sizeof p->err->message, &p->t, first, last + 1);
    size_t have = strlen(p->err->message);
    snprintf(p->err->message + have, sizeof p->err->message - have,
             "': expected a pattern (rank variables are capitals, as in RRON), a percent, * or random");
    return -1;
}

/* A pattern no hand can hold (`AsAs`, five aces) is an error, not an empty set. */
static int check_possible(oe_rl_reader *p, const pattern *pt, int start)
{
    uint64_t seen = 0;
    for (int j = 0; j < pt->n; j++) {
        uint64_t m = pt->c[j].cards;
        if (m & (m - 1)) continue;
        if (seen & m) {
            int card = 0;
            while (!(m >> card & 1)) card++;
            char message[80];
            snprintf(message, sizeof message, "impossible pattern: the card %c%c is written twice",
                     "23456789TJQKA"[card >> 2], SUIT_CHARS[card & 3]);
            return oe_rl_fail_at(p, start, message);
        }
        seen |= m;
    }
    for (int r = 0; r < 13; r++) {
        int count = 0;
        for (int j = 0; j < pt->n; j++) {
            uint64_t m = pt->c[j].cards;
            if (m && !(m & ~rank_cards(r))) count++;
        }
        if (count > 4) {
            char message[80];
            snprintf(message, sizeof message, "impossible pattern: more than four cards of rank %c",
                     "23456789TJQKA"[r]);
            return oe_rl_fail_at(p, start, message);
        }
    }
    return 0;
}

static int holdem_rank(char ch) { return ch && strchr("23456789tjqka", ch) ? index_of(RANK_CHARS, ch) : -1; }

static pcard fixed_card(int rank, char suit_var)
{
    pcard c;
    c.cards = rank_cards(rank);
    c.fixed_rank = rank;
    c.suits = ALL_SUITS;
    c.suit_written = 0;
    c.rank_var = 0;
    c.suit_var = suit_var;
    c.brace = 0;
    return c;
}

static int parse_pattern(oe_rl_reader *p, pattern *pt)
{
    int start = p->i;
    if (p->holdem) { /* AKs, AKo */
        int a = holdem_rank(peek(p, 0)), b = holdem_rank(peek(p, 1));
        char so = peek(p, 2), after = peek(p, 3);
        if (a >= 0 && b >= 0 && (so == 's' || so == 'o') &&
            !((after >= 'a' && after <= 'z') || after == '*' || after == '[' || after == '{')) {
            p->i += 3;
            pt->n = 2;
            pt->c[0] = fixed_card(a, '1');
            pt->c[1] = fixed_card(b, so == 's' ? '1' : '2');
            return 0;
        }
    }
    pcard cards[MAXK + 1];
    int positions[MAXK + 1];
    int n = 0;
    while (pattern_start(peek(p, 0))) {
        pcard c;
        if (peek(p, 0) == '{') {
            int brace_at = p->i, count = 0;
            p->i++;
            int brace = ++p->brace_count;
            while (peek(p, 0) != '}') {
                char ch = peek(p, 0);
                if (!pattern_start(ch) || ch == '{') return oe_rl_fail_found(p, "expected a card or '}', found ");
                int at = p->i;
                if (card(p, brace, &c) < 0) return -1;
                if (n <= p->k) { cards[n] = c; positions[n] = at; }
                n++;
                count++;
            }
            if (count == 0) return oe_rl_fail_at(p, brace_at, "empty braces: expected cards inside {}");
            p->i++;
            continue;
        }
        int at = p->i;
        if (card(p, 0, &c) < 0) return -1;
        if (n <= p->k) { cards[n] = c; positions[n] = at; }
        n++;
    }
    if (n == 0) return oe_rl_fail_found(p, "expected a pattern, found ");
    char hint[OE_RANGE_MESSAGE];
    hint[0] = '\0';
    if (n > p->k) suffix_hint(p, start, hint, sizeof hint);
    if (!hint[0] && check_words(p, start) < 0) return -1;
    if (n > p->k) {
        char message[160];
        snprintf(message, sizeof message, "more cards than the hand holds: %d cards in a pattern for %d-card hands",
                 n, p->k);
        oe_rl_fail_at(p, positions[p->k], message);
        snprintf(p->err->hint, sizeof p->err->hint, "%s", hint);
        return -1;
    }
    pt->n = n;
    for (int j = 0; j < n; j++) pt->c[j] = cards[j];
    return check_possible(p, pt, start);
}

int oe_rl_span(oe_rl_reader *p)
{
    pattern first;
    if (parse_pattern(p, &first) < 0) return -1;
    int node = oe_rl_new_node(p, OE_RL_PATTERNS);
    if (node < 0) return node;
    int count = 0, at = p->tree->npatterns;
    char ch = peek(p, 0);
    if (ch == '+' || (ch == '-' && !pattern_start(peek(p, 1)))) {
        p->i++;
        int kicker = 0;
        if (p->holdem && first.n == 2 && first.c[0].fixed_rank >= 0 && first.c[1].fixed_rank >= 0 &&
            first.c[0].fixed_rank != first.c[1].fixed_rank)
            kicker = 1;
        if (span_open(p, &first, ch == '+', kicker, &count) < 0) return -1;
    } else if (ch == '-') {
        int dash = p->i;
        pattern last;
        p->i++;
        if (parse_pattern(p, &last) < 0) return -1;
        int r = span_between(p, &first, &last, &count);
        if (r < 0) return -1;
        if (r == 0)
            return oe_rl_fail_at(p, dash, "span ends of different shapes: both ends need the same cards, "
                                    "differing only in ranks that step together");
    } else {
        if (add_pattern(p, &first) < 0) return -1;
        count = 1;
    }
    p->tree->node[node].first = at;
    p->tree->node[node].count = count;
    return node;
}
