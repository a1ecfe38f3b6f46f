/* The test-only set-ups of rules.c (declared in buyword.h for the tests only): rules.c includes
 * this file at its end when compiled for the tests (MOGULS_TESTING), never for the program. */

static bool take_letters(const char *letters, int available[BW_LETTERS], uint8_t *rack,
                         uint8_t *sequence, int *sequence_len, char *err, size_t errlen)
{
    for (const char *p = letters; *p; p++) {
        if (*p < 'A' || *p > 'Z')
            return fail(err, errlen, "'%c' is not an upper-case letter", *p);
        int l = *p - 'A';
        if (available[l]-- <= 0)
            return fail(err, errlen, "the set has only %d tiles of %c", letter_totals[l], *p);
        if (rack)
            rack[l]++;
        if (sequence)
            sequence[(*sequence_len)++] = (uint8_t)l;
    }
    return true;
}

bool buyword_test_setup(BuywordState *s, const char *const *racks, const int *wilds,
                        const char *bag, bool fill_bag, int leader, char *err, size_t errlen)
{
    int available[BW_LETTERS], total_wilds = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        available[l] = letter_totals[l];
    BuywordState fresh = *s;
    memset(fresh.held, 0, sizeof fresh.held);
    memset(fresh.fresh, 0, sizeof fresh.fresh);
    memset(fresh.shown, 0, sizeof fresh.shown);
    memset(fresh.boxed, 0, sizeof fresh.boxed);
    for (int seat = 0; seat < s->base.players; seat++) {
        if (!take_letters(racks[seat], available, fresh.held[seat], NULL, NULL, err, errlen))
            return false;
        fresh.wilds[seat] = (int8_t)wilds[seat];
        fresh.wilds_sold[seat] = 0;
        fresh.fresh_count[seat] = 0;
        fresh.fresh_status[seat] = BW_FRESH_NONE;
        total_wilds += wilds[seat];
    }
    if (total_wilds > BW_WILDS)
        return fail(err, errlen, "%d wilds given, the set has %d", total_wilds, BW_WILDS);
    uint8_t top[BW_TILES];
    int top_len = 0;
    if (!take_letters(bag, available, NULL, top, &top_len, err, errlen))
        return false;
    fresh.bag_count = 0;
    fresh.boxed_count = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        for (; available[l] > 0; available[l]--) {
            if (fill_bag)
                fresh.bag[fresh.bag_count++] = (uint8_t)l;
            else
                fresh.boxed[l]++, fresh.boxed_count++;
        }
    rng_shuffle(&fresh.rng, fresh.bag, fresh.bag_count, 1);
    for (int i = top_len - 1; i >= 0; i--) /* the first letter of `bag` is drawn first */
        fresh.bag[fresh.bag_count++] = top[i];
    fresh.wilds_dealt = (int8_t)total_wilds;
    fresh.phase = BW_PHASE_ROLL;
    fresh.leader = fresh.turn = (int8_t)leader;
    fresh.face = fresh.count = 0;
    fresh.last_round = false;
    fresh.sold_count = 0;
    *s = fresh;
    return true;
}
