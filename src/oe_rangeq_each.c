/* One hand against each hand of a range (oe_rangeq_each.h). */
#include "oe_rangeq_each.h"
#include "oe_cards.h"
#include "oe_exact.h"
#include <string.h>

void oe_rq_each(const oe_rq_job *job, uint64_t first, uint64_t count, uint64_t *out)
{
    const oe_eqhand *hero = &job->ranges[0].prepared[0];
    const oe_rq_range *opp = &job->ranges[1];
    uint64_t base = job->dead | hero->mask;
    oe_eqhand o;
    oe_exact_job ej;
    ej.nplayers = 2;
    ej.nhole = job->nhole;
    ej.hilo = job->hilo;
    ej.nboard = job->nboard;
    ej.board = job->board;
    ej.hands[0] = hero;
    ej.hands[1] = &o;
    ej.rows[0] = job->ranges[0].rows;
    ej.rows[1] = NULL;
    for (int p = 2; p < OE_EQ_MAX_PLAYERS; p++)
        ej.rows[p] = NULL;
    for (uint64_t i = first; i < first + count && i < opp->n; i++) {
        uint64_t *row = out + (i - first) * OE_RQ_EACH_WIDTH;
        const uint8_t *c = opp->cards + i * (uint64_t)job->nhole;
        uint64_t m = oe_card_mask(c, job->nhole);
        memset(row, 0, OE_RQ_EACH_WIDTH * sizeof *row);
        if (m & base)
            continue;
        oe_eqhand_prepare(&o, c, job->nhole);
        ej.used = base | m;
        row[2 * OE_C_N] = oe_exact(&ej, row);
    }
}
