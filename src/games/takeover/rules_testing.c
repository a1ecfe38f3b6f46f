/* The test-only set-ups of rules.c (declared in takeover.h for the tests only): rules.c includes
 * this file at its end when compiled for the tests (MOGULS_TESTING), never for the program. */

static bool parse_stack(TakeoverState *s, int cell, const char *token, int *placed, char *err,
                        size_t errlen)
{
    if (!strcmp(token, "."))
        return true;
    char copy[128];
    snprintf(copy, sizeof copy, "%s", token);
    for (char *save = NULL, *name = strtok_r(copy, "/", &save); name;
         name = strtok_r(NULL, "/", &save)) {
        int tile = takeover_parse_coin(name);
        if (tile < 0)
            return fail(err, errlen, "'%s' is not a tile", name);
        if (s->tile_cell[tile] >= 0)
            return fail(err, errlen, "tile %s appears twice", name);
        place_tile(s, cell, tile);
        (*placed)++;
    }
    return true;
}

bool takeover_test_setup(TakeoverState *s, const char *grid, const char *const *hands, int first,
                         char *err, size_t errlen)
{
    memset(s->height, 0, sizeof s->height);
    memset(s->tile_cell, -1, sizeof s->tile_cell);
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", grid);
    int cell = 0, placed = 0;
    for (char *save = NULL, *token = strtok_r(copy, " \n\t", &save); token;
         token = strtok_r(NULL, " \n\t", &save)) {
        if (cell == TK_CELLS)
            return fail(err, errlen, "more than 24 cells in the layout");
        if (!parse_stack(s, cell++, token, &placed, err, errlen))
            return false;
    }
    if (cell != TK_CELLS || placed != TK_PIECES)
        return fail(err, errlen, "the layout has %d cells and %d tiles, not 24 and 24", cell,
                    placed);
    for (int c = 0; c < TK_PIECES; c++) {
        s->owner[c] = TK_DISCARD;
        s->stock[c] = false;
        s->known[c] = 0xFF;
    }
    for (int seat = 0; seat < s->base.players; seat++) {
        char list[256];
        snprintf(list, sizeof list, "%s", hands[seat]);
        for (char *save = NULL, *name = strtok_r(list, ",", &save); name;
             name = strtok_r(NULL, ",", &save)) {
            size_t len = strlen(name);
            bool stock = len > 0 && name[len - 1] == '*';
            if (stock)
                name[len - 1] = '\0';
            int coin = takeover_parse_coin(name);
            if (coin < 0 || s->owner[coin] != TK_DISCARD)
                return fail(err, errlen, "'%s' is not a coin or is dealt twice", name);
            if (stock && !takeover_tops(s, coin))
                return fail(err, errlen, "%s is a stock but its tile is covered", name);
            s->owner[coin] = (int8_t)seat;
            s->stock[coin] = stock;
            s->known[coin] = (uint8_t)(1u << seat);
        }
    }
    s->phase = TK_PHASE_PLAY;
    s->end = TK_END_NONE;
    s->starter = s->turn = (int8_t)first;
    s->picks = TK_PIECES;
    s->stocks_chosen = (int8_t)s->base.players;
    s->passes = 0;
    s->offered = false;
    s->last_from = s->last_to = -1;
    board_changed(s);
    return true;
}
