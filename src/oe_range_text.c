/* The range language's text before parsing: see oe_rl_text.h. Macros and
   their rules are those of omaha_eval/ranges/macros.py (the oracle). */
#include "oe_range_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *name;
    const char *expansion;
} macro;

/* In the documented order (the order the "known macros" hint lists). */
static const macro MACROS[] = {
    {"$B", "[A-J]"}, {"$M", "[T-7]"}, {"$Z", "[6-2]"}, {"$L", "[A,2,3,4,5,6,7,8]"},
    {"$N", "[K-9]"}, {"$F", "[K-J]"}, {"$R", "[A-T]"}, {"$W", "[A,2,3,4,5]"},
    {"$s", ":xx"}, {"$o", ":xy"},
    {"$ds", ":xxyy"}, {"$ss", ":xxyz"}, {"$np", "!RR"}, {"$op", ":RRON"}, {"$tp", ":RROO"}, {"$nt", "!RRR"},
    {"$0g", "(AKQJ-)"}, {"$1g", "(AKQT-,AKJT-,AQJT-)"}, {"$2g", "(AKQ9-,AKT9-,AJT9-)"},
};
#define NMACROS ((int)(sizeof MACROS / sizeof MACROS[0]))
/* The most characters one input character can produce: a macro of n >= 2
   characters gives at most 19 (plus "(*" and ")" for a constraint one). */
#define MAX_GROWTH 10

const char *oe_range_macro_names(void)
{
    return "$B $M $Z $L $N $F $R $W $s $o $ds $ss $np $op $tp $nt $0g $1g $2g";
}

int oe_range_fail(oe_range_error *err, int code, int column, const char *format, ...)
{
    va_list args;
    err->code = code;
    err->column = column;
    err->hint[0] = '\0';
    va_start(args, format);
    int n = vsnprintf(err->message, sizeof err->message, format, args);
    va_end(args);
    if (n >= (int)sizeof err->message) /* cut: say so */
        memcpy(err->message + sizeof err->message - 4, "...", 4);
    return code;
}

static void append(char *out, size_t cap, const char *bytes, size_t n)
{
    size_t have = strlen(out);
    if (have + n + 1 > cap) { /* cut, marking it */
        if (cap < 4) return;
        if (have + 4 > cap) have = cap - 4;
        memcpy(out + have, "...", 4);
        return;
    }
    memcpy(out + have, bytes, n);
    out[have + n] = '\0';
}

void oe_range_append_cps(char *out, size_t cap, const oe_rl_text *t, int from, int to)
{
    if (from < 0) from = 0;
    if (to > t->ncp) to = t->ncp;
    if (from >= to) return;
    append(out, cap, t->utf8 + t->byte[from], t->byte[to] - t->byte[from]);
}

static size_t encode_utf8(uint32_t c, char *b)
{
    if (c < 0x80) { b[0] = (char)c; return 1; }
    if (c < 0x800) { b[0] = (char)(0xC0 | c >> 6); b[1] = (char)(0x80 | (c & 0x3F)); return 2; }
    if (c < 0x10000) {
        b[0] = (char)(0xE0 | c >> 12); b[1] = (char)(0x80 | ((c >> 6) & 0x3F)); b[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    b[0] = (char)(0xF0 | c >> 18); b[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    b[2] = (char)(0x80 | ((c >> 6) & 0x3F)); b[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

void oe_range_append_repr(char *out, size_t cap, uint32_t c)
{
    char b[16];
    size_t n;
    if (c == '\'') { append(out, cap, "\"'\"", 3); return; }
    if (c == '\\') { append(out, cap, "'\\\\'", 4); return; }
    if (c == '\t' || c == '\n' || c == '\r') {
        n = (size_t)snprintf(b, sizeof b, "'\\%c'", c == '\t' ? 't' : c == '\n' ? 'n' : 'r');
    } else if (c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0xAD) {
        n = (size_t)snprintf(b, sizeof b, "'\\x%02x'", (unsigned)c);
    } else if (c >= 0xD800 && c < 0xE000) { /* a lone surrogate (or a bad byte) */
        n = (size_t)snprintf(b, sizeof b, "'\\u%04x'", (unsigned)c);
    } else {
        b[0] = '\'';
        n = 1 + encode_utf8(c, b + 1);
        b[n++] = '\'';
        b[n] = '\0';
    }
    append(out, cap, b, n);
}

/* Python's str.isspace for the code points it holds. */
static int is_space(uint32_t c)
{
    return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
           c == 0x3000;
}

/* Decodes UTF-8; a byte that starts no valid sequence becomes U+DC80..DCFF
   (as Python's surrogateescape), so every input has a reading. */
static int decode(const char *text, size_t len, oe_rl_text *t)
{
    const unsigned char *u = (const unsigned char *)text;
    size_t i = 0;
    int n = 0;
    while (i < len) {
        uint32_t c = u[i];
        size_t step = 1;
        if (c >= 0x80) {
            int more = (c >= 0xC2 && c <= 0xDF) ? 1 : (c >= 0xE0 && c <= 0xEF) ? 2 : (c >= 0xF0 && c <= 0xF4) ? 3 : 0;
            uint32_t v = c & (more == 1 ? 0x1Fu : more == 2 ? 0x0Fu : 0x07u);
            int ok = more > 0;
            for (int j = 1; ok && j <= more; j++) {
                if (i + (size_t)j >= len || (u[i + (size_t)j] & 0xC0) != 0x80) ok = 0;
                else v = v << 6 | (u[i + (size_t)j] & 0x3Fu);
            }
            if (ok && ((more == 2 && v < 0x800) || (more == 3 && (v < 0x10000 || v > 0x10FFFF)))) ok = 0;
            if (ok) { c = v; step = (size_t)more + 1; }
            else c = 0xDC00 | c;
        }
        t->cp[n] = c;
        t->byte[n] = i;
        n++;
        i += step;
    }
    t->byte[n] = len;
    return n;
}

/* The macro at code point i: exact spelling first ($s and $S differ in
   intent), then any case where that names one macro; -1 if none. Longest
   names first, so that "$ds" wins over a shorter name. */
static int macro_at(const oe_rl_text *t, int i)
{
    for (int pass = 0; pass < 2; pass++) {
        for (int len = 3; len >= 2; len--) {
            for (int m = 0; m < NMACROS; m++) {
                const char *name = MACROS[m].name;
                if ((int)strlen(name) != len || i + len > t->ncp) continue;
                int same = 1;
                for (int j = 0; j < len && same; j++) {
                    uint32_t c = t->cp[i + j];
                    uint32_t want = (unsigned char)name[j];
                    if (pass == 1 && c < 0x80) {
                        c = (uint32_t)(c >= 'A' && c <= 'Z' ? c + 32 : c);
                        want = (uint32_t)(want >= 'A' && want <= 'Z' ? want + 32 : want);
                    }
                    same = c == want;
                }
                if (!same) continue;
                if (pass == 1) { /* folded: only where one macro has that name */
                    int count = 0;
                    for (int o = 0; o < NMACROS; o++) {
                        const char *other = MACROS[o].name;
                        if ((int)strlen(other) != len) continue;
                        int eq = 1;
                        for (int j = 0; j < len && eq; j++) {
                            int a = (unsigned char)name[j], b = (unsigned char)other[j];
                            eq = (a | 32) == (b | 32) || a == b;
                        }
                        count += eq;
                    }
                    if (count != 1) continue;
                }
                return m;
            }
        }
    }
    return -1;
}

static int is_alnum_ascii(uint32_t c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static void put(oe_rl_text *t, char ch, int col)
{
    if (ch >= 'A' && ch <= 'Z') ch = (char)(ch + 32);
    t->s[t->n] = ch;
    t->col[t->n] = col;
    t->n++;
}

int oe_range_text_prepare(const char *text, size_t len, oe_rl_text *t, oe_range_error *err)
{
    memset(t, 0, sizeof *t);
    err->code = OE_RANGE_OK;
    err->column = 0;
    err->message[0] = err->hint[0] = '\0';
    if (text == NULL && len) return oe_range_fail(err, OE_RANGE_ERR_ARGUMENT, 0, "range text is NULL");
    if (len > (size_t)OE_RANGE_MAX_TEXT * 4)
        return oe_range_fail(err, OE_RANGE_ERR_SYNTAX, 1, "range text of %zu bytes: expected at most %d characters",
                             len, OE_RANGE_MAX_TEXT);
    t->utf8 = text ? text : "";
    t->len = len;
    t->cp = (uint32_t *)malloc((len + 1) * sizeof *t->cp);
    t->byte = (size_t *)malloc((len + 1) * sizeof *t->byte);
    if (!t->cp || !t->byte) return oe_range_fail(err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
    t->ncp = decode(t->utf8, len, t);
    if (t->ncp > OE_RANGE_MAX_TEXT)
        return oe_range_fail(err, OE_RANGE_ERR_SYNTAX, 1, "range text of %d characters: expected at most %d",
                             t->ncp, OE_RANGE_MAX_TEXT);
    size_t cap = (size_t)t->ncp * MAX_GROWTH + 1;
    t->s = (char *)malloc(cap);
    t->col = (int *)malloc(cap * sizeof *t->col);
    if (!t->s || !t->col) return oe_range_fail(err, OE_RANGE_ERR_MEMORY, 0, "out of memory");
    for (int i = 0; i < t->ncp;) {
        uint32_t c = t->cp[i];
        if (is_space(c)) { i++; continue; }
        if (c == '$') {
            int m = macro_at(t, i);
            if (m < 0) {
                oe_range_fail(err, OE_RANGE_ERR_SYNTAX, i + 1, "unknown macro $");
                int j = i + 1;
                while (j < t->ncp && is_alnum_ascii(t->cp[j])) j++;
                err->message[0] = '\0';
                append(err->message, sizeof err->message, "unknown macro ", 14);
                oe_range_append_cps(err->message, sizeof err->message, t, i, j);
                snprintf(err->hint, sizeof err->hint, "known macros: %s", oe_range_macro_names());
                return err->code;
            }
            const char *x = MACROS[m].expansion;
            /* right after ':' or '!' a constraint macro stands for its own
               set, as in ProPokerTools: `15%!$np`, `KQJT-T987:$ds` */
            int wrap = (x[0] == ':' || x[0] == '!') && t->n > 0 && (t->s[t->n - 1] == ':' || t->s[t->n - 1] == '!');
            if (wrap) { put(t, '(', i); put(t, '*', i); }
            for (const char *p = x; *p; p++) put(t, *p, i);
            if (wrap) put(t, ')', i);
            i += (int)strlen(MACROS[m].name);
            continue;
        }
        put(t, c < 0x80 ? (char)c : (char)0x80, i);
        i++;
    }
    t->col[t->n] = t->ncp;
    t->s[t->n] = '\0';
    return OE_RANGE_OK;
}

void oe_range_text_free(oe_rl_text *t)
{
    free(t->cp);
    free(t->byte);
    free(t->s);
    free(t->col);
    memset(t, 0, sizeof *t);
}
