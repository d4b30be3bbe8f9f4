/* The pre-board-row Omaha high evaluator (pair x triple), as a test oracle. */
#ifndef PAIR_TRIPLE_ORACLE_H
#define PAIR_TRIPLE_ORACLE_H
#include <stdint.h>

int oracle_omaha_high(const uint8_t *hole, int nhole, const uint8_t *board, int nboard);

#endif
