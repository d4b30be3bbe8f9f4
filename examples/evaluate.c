/* Evaluates poker hands with the omaha_eval C library.

       evaluate HOLE BOARD     one hand, e.g.  evaluate AhAd7c2s KsKd7h3c2d
       evaluate < deals.txt    one "HOLE BOARD" pair per line

   The game follows from the number of hole cards (2 = Hold'em, 4/5/6 =
   Omaha). For each hand it prints the high value, its category and the
   five cards that make it, and for Omaha the 8-or-better low:

       high 2473 (two pair), used Ah Ad Ks Kd 7h
       low none

   Build: cc evaluate.c $(pkg-config --cflags --libs omaha_eval), or with
   CMake: find_package(omaha_eval) and link omaha_eval::omaha_eval. */
#include <omaha_eval.h>
#include <stdio.h>
#include <string.h>

static const char *const CATEGORY[] = {"high card", "pair",       "two pair",
                                       "three of a kind", "straight", "flush",
                                       "full house", "four of a kind", "straight flush"};

/* Prints n card names after a label. */
static void print_cards(const char *label, const uint8_t *cards, int n)
{
    char name[3];
    printf("%s", label);
    for (int i = 0; i < n; i++) {
        oe_card_name(cards[i], name);
        printf(" %s", name);
    }
    printf("\n");
}

/* Parses text into cards; reports and returns a negative status if bad. */
static int parse(const char *what, const char *text, uint8_t *out, int cap)
{
    size_t bad = 0;
    int n = oe_cards_parse(text, strlen(text), out, cap, &bad);
    if (n < 0)
        fprintf(stderr, "%s '%s': %s at offset %zu\n", what, text, oe_strerror(n), bad);
    return n;
}

/* Evaluates one hand; returns 0, or 1 after printing why it failed. */
static int evaluate(const char *hole_text, const char *board_text)
{
    uint8_t hole[6], board[5], used[5];
    int nhole = parse("hole", hole_text, hole, 6);
    int nboard = parse("board", board_text, board, 5);
    int from_hole = 0;
    if (nhole < 0 || nboard < 0)
        return 1;
    int high = oe_best_high(OE_GAME_AUTO, hole, nhole, board, nboard, used, &from_hole);
    if (high < 0) {
        fprintf(stderr, "%s %s: %s\n", hole_text, board_text, oe_strerror(high));
        return 1;
    }
    printf("high %d (%s),", high, CATEGORY[oe_hand_category(high)]);
    print_cards(" used", used, 5);
    if (nhole == 2)
        return 0;
    int low = oe_best_low(OE_GAME_AUTO, hole, nhole, board, nboard, used);
    if (low > 0) {
        printf("low %d,", low);
        print_cards(" used", used, 5);
    } else {
        printf("low none\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    char hole[64], board[64];
    int failed = 0;
    if (argc == 3)
        return evaluate(argv[1], argv[2]);
    if (argc != 1) {
        fprintf(stderr, "usage: %s HOLE BOARD   (or HOLE BOARD lines on stdin)\n", argv[0]);
        return 2;
    }
    while (scanf("%63s %63s", hole, board) == 2)
        failed |= evaluate(hole, board);
    return failed;
}
