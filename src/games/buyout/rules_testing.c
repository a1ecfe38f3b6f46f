/* The test-only set-ups of rules.c (declared in buyout.h for the tests only): rules.c includes
 * this file at its end when compiled for the tests (MOGULS_TESTING), never for the program. */

static bool setup_item(BuyoutState *s, const char *item, char *err, size_t errlen)
{
    const char *colon = strchr(item, ':');
    if (!colon)
        return fail(err, errlen, "setup item '%s' has no ':'", item);
    char key[8] = "";
    size_t keylen = (size_t)(colon - item);
    if (keylen >= sizeof key)
        return fail(err, errlen, "setup item '%s': unknown key", item);
    memcpy(key, item, keylen);
    const char *value = colon + 1;
    int n = s->base.players;
    int lot = buyout_parse_lot(key);
    if (lot >= 0) {
        for (const char *p = value; p[0]; p += 2) {
            int seat = p[0] - '0', kind = buyout_parse_kind(p[1]);
            if (seat < 0 || seat >= n || kind < 0)
                return fail(err, errlen, "setup item '%s': bad tile", item);
            if (s->bag[seat][kind] == 0)
                return fail(err, errlen, "setup item '%s': seat %d has no more %s tiles", item,
                            seat, kind_short[kind]);
            s->bag[seat][kind]--;
            BuyoutStack *st = &s->lot[lot];
            st->tile[st->height++] = (BuyoutTile){(uint8_t)seat, (uint8_t)kind};
        }
        return true;
    }
    int number = atoi(value);
    if (!strcmp(key, "turn") && number >= 0 && number < n) {
        s->current = number;
        return true;
    }
    if (!strcmp(key, "round") && number >= 1) {
        s->round = number;
        return true;
    }
    int seat = keylen > 1 ? key[keylen - 1] - '0' : -1;
    if (seat < 0 || seat >= n)
        return fail(err, errlen, "setup item '%s': unknown key", item);
    key[keylen - 1] = '\0';
    if (!strcmp(key, "money")) {
        s->money[seat] = number;
        return true;
    }
    if (strcmp(key, "hand"))
        return fail(err, errlen, "setup item '%s': unknown key", item);
    for (const char *p = value; *p; p++) {
        int kind = buyout_parse_kind(*p);
        if (kind < 0 || s->bag[seat][kind] == 0 || buyout_hand_count(s, seat) == BUYOUT_HAND_SIZE)
            return fail(err, errlen, "setup item '%s': cannot take that hand", item);
        s->bag[seat][kind]--;
        s->hand[seat][kind]++;
    }
    return true;
}

bool buyout_test_setup(BuyoutState *s, const char *text, char *err, size_t errlen)
{
    int n = s->base.players;
    memset(s->lot, 0, sizeof s->lot);
    for (int seat = 0; seat < n; seat++) {
        memcpy(s->bag[seat], bag_mix, sizeof bag_mix);
        memset(s->hand[seat], 0, sizeof s->hand[seat]);
        s->known_regular[seat] = 0;
    }
    int die = -1;
    char item[BUYOUT_STACK_MAX * 2 + 16];
    for (const char *p = text; *p;) {
        while (*p == ' ')
            p++;
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        if (len >= sizeof item)
            return fail(err, errlen, "setup item too long");
        memcpy(item, p, len);
        item[len] = '\0';
        p += len;
        if (!strncmp(item, "die:", 4))
            die = atoi(item + 4);
        else if (!setup_item(s, item, err, errlen))
            return false;
    }
    all_lots_changed(s);
    s->die_holder = die >= 0 && die < n ? die : s->current;
    s->turns_done = (s->current - s->die_holder + n) % n;
    s->round_placements = s->turn_placements = 0;
    s->phase = BUYOUT_PHASE_PLACE;
    s->scaffold_lot = -1;
    int money = 0;
    for (int seat = 0; seat < n; seat++)
        money += s->money[seat];
    s->bank_paid = money - n * BUYOUT_START_MONEY;
    return true;
}
