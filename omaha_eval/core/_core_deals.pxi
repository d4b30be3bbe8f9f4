# PQL's deal sampler (src/oe_deals.h); included by _core.pyx. Checks every
# buffer and mask before C reads them, then samples with the GIL released.
from libc.stdint cimport int64_t

cdef extern from "oe_deals.h" nogil:
    ctypedef struct oe_deal_source:
        const uint64_t *masks
        const uint64_t *cumulative
        uint64_t n
    uint64_t oe_deals_sample(const oe_deal_source *sources, int nsources, uint64_t dead, int need,
                             uint64_t seed, uint64_t stream, uint64_t count, uint64_t max_rejects,
                             int64_t *picks, uint8_t *rest)


def sample_deals(sources, uint64_t dead, int need, uint64_t seed, uint64_t stream, uint64_t count,
                 uint64_t max_rejects, int64_t[::1] picks, uint8_t[::1] rest):
    """count random deals into picks (source-major: picks[p * count + t])
    and rest (count * need board cards). sources: per source (masks, widths
    of its rows in cards, cumulative weights or None); masks a uint64
    buffer, each naming that many cards; cumulative a non-decreasing uint64
    buffer of the same length ending >= 1. Returns the draws made, or 0
    when more than max_rejects in a row shared a card."""
    cdef int nsources = len(sources), p, width, total = _popcount(dead)
    cdef oe_deal_source src[OE_MAX_PLAYERS + 1]
    cdef const uint64_t[::1] masks
    cdef const uint64_t[::1] cum
    cdef uint64_t i, drawn
    if count == 0:
        return 0
    if not 1 <= nsources <= OE_MAX_PLAYERS + 1:
        raise ValueError(f"{nsources} sources: expected 1 to {OE_MAX_PLAYERS + 1}")
    if dead >> 52:
        raise ValueError(f"dead mask {dead:#x} names cards above 51")
    if need < 0 or need > 5:
        raise ValueError(f"need {need}: expected 0 to 5 board cards")
    if <uint64_t>picks.shape[0] < count * nsources or <uint64_t>rest.shape[0] < count * need:
        raise ValueError(f"output buffers hold {picks.shape[0]} picks and {rest.shape[0]} cards: expected "
                         f"{count * nsources} and {count * need}")
    keep = []  # every buffer stays exported while C reads it, whatever other threads do to `sources`
    for p in range(nsources):
        mask_buf, width, cum_buf = sources[p]
        masks = mask_buf
        if masks.shape[0] == 0:
            raise ValueError(f"source {p + 1} has no rows")
        for i in range(<uint64_t>masks.shape[0]):
            if masks[i] >> 52 or _popcount(masks[i]) != width:
                raise ValueError(f"source {p + 1}, row {i + 1}: mask {masks[i]:#x} does not name {width} cards")
        src[p].masks = &masks[0]
        src[p].n = masks.shape[0]
        src[p].cumulative = NULL
        if cum_buf is not None:
            cum = cum_buf
            if cum.shape[0] != masks.shape[0]:
                raise ValueError(f"source {p + 1}: {cum.shape[0]} running weights for {masks.shape[0]} rows")
            for i in range(1, <uint64_t>cum.shape[0]):
                if cum[i] < cum[i - 1]:
                    raise ValueError(f"source {p + 1}: running weights decrease at row {i + 1}")
            if cum[cum.shape[0] - 1] == 0:
                raise ValueError(f"source {p + 1}: the weights add up to 0")
            src[p].cumulative = &cum[0]
            keep.append(cum)
        keep.append(masks)
        total += width
    if total + need > 52:
        raise ValueError(f"{total} cards in the sources and dead cards and {need} to draw: more than 52")
    with nogil:
        drawn = oe_deals_sample(src, nsources, dead, need, seed, stream, count, max_rejects, &picks[0],
                                &rest[0] if rest.shape[0] else NULL)
    return drawn
