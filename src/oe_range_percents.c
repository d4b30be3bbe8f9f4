/* Percent ranges and weights: see oe_range_percents.h. */
#include "oe_range_percents.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int digits_at(const oe_rl_reader *p, int j)
{
    int n = 0;
    while (j + n < p->n && p->s[j + n] >= '0' && p->s[j + n] <= '9') n++;
    return n;
}

/* A number `\d+(\.\d*)?` at j: its length (0 if none) and value (as
   Python's float() reads it: correctly rounded). */
static int number_at(const oe_rl_reader *p, int j, double *value)
{
    int whole = digits_at(p, j);
    if (!whole) return 0;
    int len = whole;
    if (j + len < p->n && p->s[j + len] == '.') len += 1 + digits_at(p, j + len + 1);
    /* up to 15 significant digits both sides are exact doubles, and one
       division of exact doubles is correctly rounded; longer: strtod */
    int frac = len > whole ? len - whole - 1 : 0;
    if (whole + frac <= 15) {
        double mant = 0, scale = 1;
        for (int d = 0; d < len; d++)
            if (p->s[j + d] != '.') mant = mant * 10 + (p->s[j + d] - '0');
        for (int d = 0; d < frac; d++) scale *= 10;
        *value = mant / scale;
    } else {
        char buf[64];
        int keep = len < 63 ? len : 63;
        memcpy(buf, p->s + j, (size_t)keep);
        buf[keep] = '\0';
        *value = len < 63 ? strtod(buf, NULL) : HUGE_VAL;
    }
    return len;
}

/* N%, N%-M%, with 6h: the length matched (0 if not a percent). */
static int percent_at(const oe_rl_reader *p, double *low, double *high, int *six, int *has_high, int *first_len)
{
    int j = p->i;
    int len = number_at(p, j, low);
    *first_len = len;
    if (!len || j + len >= p->n || p->s[j + len] != '%') return 0;
    j += len + 1;
    *has_high = 0;
    if (j < p->n && p->s[j] == '-') {
        int more = number_at(p, j + 1, high);
        if (more && j + 1 + more < p->n && p->s[j + 1 + more] == '%') {
            j += more + 2;
            *has_high = 1;
        }
    }
    *six = j + 1 < p->n && p->s[j] == '6' && p->s[j + 1] == 'h';
    if (*six) j += 2;
    return j - p->i;
}

static int percent_node(oe_rl_reader *p, int len, double a, double b, int six, int has_high, int first_len)
{
    int start = p->i;
    double low = has_high ? a : 0.0, high = has_high ? b : a;
    char message[200];
    for (int v = 0; v < 2; v++) {
        double value = v ? high : low;
        if (!(value >= 0 && value <= 100)) {
            snprintf(message, sizeof message, "percent %g%% outside 0..100", value);
            return oe_rl_fail_at(p, start, message);
        }
    }
    if (!has_high && high == 0) {
        snprintf(message, sizeof message, "percent %.*s%% holds no hand: expected a share above 0, such as 5%%",
                 first_len < 100 ? first_len : 100, p->s + start);
        return oe_rl_fail_at(p, start, message);
    }
    if (low == high) {
        snprintf(message, sizeof message, "percent range %g%%-%g%% is empty: its two ends are equal", low, high);
        return oe_rl_fail_at(p, start, message);
    }
    if (low > high) {
        snprintf(message, sizeof message, "percent range %g%%-%g%% is empty: expected the smaller first", low, high);
        return oe_rl_fail_at(p, start, message);
    }
    if (p->available & OE_RL_NO_ORDERINGS) {
        snprintf(message, sizeof message, "%% needs an ordering of starting hands, and %s has none", p->game);
        return oe_rl_fail_at(p, start, message);
    }
    if (!(p->available & (six ? OE_RL_SIX : OE_RL_RING))) {
        oe_range_fail(p->err, OE_RANGE_ERR_ORDERING, column_at(p, start), "no hand ordering for %s%s", p->game,
                      six ? " six-handed" : "");
        return -1;
    }
    p->i += len;
    int node = oe_rl_new_node(p, OE_RL_PERCENT);
    if (node < 0) return node;
    oe_rl_node *nd = &p->tree->node[node];
    nd->low = low;
    nd->high = high;
    nd->six = (uint8_t)six;
    nd->column = column_at(p, start);
    unsigned bit = six ? OE_RL_SIX : OE_RL_RING;
    if (!(p->tree->needs & bit)) {
        p->tree->needs |= bit;
        if (six) p->tree->six_column = nd->column;
        else p->tree->ring_column = nd->column;
    }
    return node;
}

int oe_rl_weight(oe_rl_reader *p)
{
    if (oe_rl_expect(p, '@') < 0) return -1;
    int start = p->i, sign = peek(p, 0) == '-';
    int n = digits_at(p, start + sign);
    if (!n) return oe_rl_fail_at(p, p->i, "expected a weight 1..100 after @");
    p->i = start + sign + n;
    /* the value as Python prints int(text): no leading zeros, no "-0" */
    int d = start + sign, end = start + sign + n;
    while (d < end - 1 && p->s[d] == '0') d++;
    int zero = end - d == 1 && p->s[d] == '0';
    int value = 1000; /* four digits or more: out of range whatever they are */
    if (end - d <= 3) {
        value = 0;
        for (int j = d; j < end; j++) value = value * 10 + (p->s[j] - '0');
    }
    if (sign) value = -value;
    if (value < 1 || value > 100) {
        char message[OE_RANGE_MESSAGE];
        snprintf(message, sizeof message, "weight %s%.*s outside 1..100", sign && !zero ? "-" : "",
                 end - d > 400 ? 400 : end - d, p->s + d);
        return oe_rl_fail_at(p, start, message);
    }
    p->tree->weighted = 1;
    return value;
}

int oe_rl_percent(oe_rl_reader *p, int *matched)
{
    double a = 0, b = 0;
    int six = 0, has_high = 0, first_len = 0;
    int len = percent_at(p, &a, &b, &six, &has_high, &first_len);
    *matched = len > 0;
    return len ? percent_node(p, len, a, b, six, has_high, first_len) : 0;
}
