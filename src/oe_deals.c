#include "oe_deals.h"
#include "oe_rng.h"

uint64_t oe_deals_sample(const oe_deal_source *sources, int nsources, uint64_t dead, int need,
                         uint64_t seed, uint64_t stream, uint64_t count, uint64_t max_rejects,
                         int64_t *picks, uint8_t *rest)
{
    oe_rng g;
    oe_rng_seed(&g, seed, stream);
    uint64_t drawn = 0, rejects = 0;
    for (uint64_t t = 0; t < count;) {
        uint64_t used = dead;
        int ok = 1;
        drawn++;
        for (int p = 0; p < nsources && ok; p++) {
            const oe_deal_source *s = &sources[p];
            uint64_t i = oe_rng_weighted(&g, s->cumulative, s->n);
            picks[(uint64_t)p * count + t] = (int64_t)i;
            ok = !(s->masks[i] & used);
            used |= s->masks[i];
        }
        if (!ok) {
            if (++rejects > max_rejects)
                return 0;
            continue;
        }
        rejects = 0;
        oe_rng_cards(&g, &used, rest + t * (uint64_t)need, need);
        t++;
    }
    return drawn;
}
