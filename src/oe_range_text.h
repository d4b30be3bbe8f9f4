/* The range language's text before parsing (docs/ranges.md "Macros"): UTF-8
   decoded into code points, whitespace dropped, macros replaced, case
   folded, with for every character produced the column it came from, so
   that an error points at what the user wrote. Also the error record every
   stage of the language fills (oe_range_error, public in omaha_eval.h). */
#ifndef OE_RANGE_TEXT_H
#define OE_RANGE_TEXT_H
#include <stddef.h>
#include <stdint.h>

/* Longest text read, in code points: bounds the memory of a parse (about
   50 bytes per character) and the time (linear). */
#define OE_RANGE_MAX_TEXT 100000
#define OE_RANGE_MESSAGE 512

/* Error codes of the range language (the same values in omaha_eval.h). */
enum {
    OE_RANGE_OK = 0,
    OE_RANGE_ERR_SYNTAX = -3,   /* text that is not a range: message, column, hint */
    OE_RANGE_ERR_ARGUMENT = -8, /* an argument out of its range (a game, a buffer) */
    OE_RANGE_ERR_MEMORY = -9,
    OE_RANGE_ERR_ORDERING = -11 /* a percent range with no ordering given for it */
};

#ifndef OE_RANGE_ERROR_DEFINED
#define OE_RANGE_ERROR_DEFINED
/* What went wrong: code (< 0), a 1-based column in the text as written
   (counted in code points; 0 when the error is not at a place), the message
   and a hint (may be empty), both NUL-terminated and cut to fit. */
typedef struct oe_range_error {
    int code;
    int column;
    char message[OE_RANGE_MESSAGE];
    char hint[OE_RANGE_MESSAGE];
} oe_range_error;
#endif

/* The text of a range, prepared. cp[0..ncp): the code points of the text as
   written, byte[0..ncp+1): where each starts in the UTF-8 (the last entry is
   the text's length). s[0..n): the expanded text (ASCII, lower case; a
   non-ASCII character becomes 0x80, which nothing accepts); col[0..n]: the
   0-based column (code point) each came from, col[n] = ncp. */
typedef struct {
    const char *utf8;
    size_t len;
    uint32_t *cp;
    size_t *byte;
    int ncp;
    char *s;
    int *col;
    int n;
} oe_rl_text;

/* Prepares text (len bytes); OE_RANGE_OK, or an error in err (unknown
   macro, too long, out of memory). Free with oe_range_text_free, also after
   an error. */
int oe_range_text_prepare(const char *text, size_t len, oe_rl_text *t, oe_range_error *err);
void oe_range_text_free(oe_rl_text *t);

/* Fills err (code, column, message from a printf format); returns code. */
int oe_range_fail(oe_range_error *err, int code, int column, const char *format, ...);

/* Appends to out (cap bytes, kept NUL-terminated) the code points
   cp[from..to) as UTF-8. */
void oe_range_append_cps(char *out, size_t cap, const oe_rl_text *t, int from, int to);

/* Python's repr() of the one-character string of code point c, appended to
   out: 'a', "'", '\\', '\x01', 'é'. */
void oe_range_append_repr(char *out, size_t cap, uint32_t c);

/* The names of the macros, space-separated, in the documented order. */
const char *oe_range_macro_names(void);

#endif
