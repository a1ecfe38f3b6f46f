/* The test-only set-ups of rules.c (declared in estates.h for the tests only): rules.c includes
 * this file at its end when compiled for the tests (MOGULS_TESTING), never for the program. */

static bool parse_building(EstatesState *s, int row, int lot, char *token, bool *roof_used,
                           char *err, size_t errlen)
{
    char *colon = strchr(token, ':');
    if (colon) {
        *colon = '\0';
        int value = atoi(colon + 1);
        if (value < 1 || value > 6)
            return fail(err, errlen, "'%s' is not a rooftop value", colon + 1);
        int roof = (value - 1) * 2 + (roof_used[(value - 1) * 2] ? 1 : 0);
        if (roof_used[roof])
            return fail(err, errlen, "a third rooftop %d", value);
        roof_used[roof] = true;
        s->roof[row][lot] = (int8_t)roof;
        s->roof_place[roof] = EST_AT_BOARD;
    }
    for (char *save = NULL, *name = strtok_r(token, "/", &save); name;
         name = strtok_r(NULL, "/", &save)) {
        int cube = estates_parse_cube(name);
        if (cube < 0 || s->cube_place[cube] != EST_CUBE_BOX)
            return fail(err, errlen, "'%s' is not a cube or is used twice", name);
        int h = s->height[row][lot];
        if (h && (estates_white_dirt(row, lot) ||
                  est_value(cube) >= est_value(s->stack[row][lot][h - 1])))
            return fail(err, errlen, "'%s' cannot go on row %d lot %d", name, row + 1, lot + 1);
        s->stack[row][lot][s->height[row][lot]++] = (int8_t)cube;
        s->cube_place[cube] = EST_CUBE_BOARD;
    }
    return true;
}

static bool parse_display(EstatesState *s, const char *display, char *err, size_t errlen)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", display);
    char *rest = copy;
    for (int r = 0; r < EST_DISPLAY_ROWS; r++) {
        char *bar = rest ? strchr(rest, '|') : NULL;
        if (bar)
            *bar = '\0';
        s->display_lo[r] = s->display_hi[r] = 0;
        for (char *save = NULL, *name = rest ? strtok_r(rest, " ", &save) : NULL; name;
             name = strtok_r(NULL, " ", &save)) {
            int cube = estates_parse_cube(name);
            if (cube < 0 || s->cube_place[cube] != EST_CUBE_BOX ||
                s->display_hi[r] == EST_DISPLAY_LEN)
                return fail(err, errlen, "display cube '%s' is unknown, used twice or too many",
                            name);
            s->display[r][s->display_hi[r]++] = (int8_t)cube;
            s->cube_place[cube] = EST_CUBE_DISPLAY;
        }
        rest = bar ? bar + 1 : NULL;
    }
    return true;
}

static bool parse_permits(EstatesState *s, const char *permits, char *err, size_t errlen)
{
    char copy[64];
    snprintf(copy, sizeof copy, "%s", permits);
    for (char *save = NULL, *token = strtok_r(copy, " ", &save); token;
         token = strtok_r(NULL, " ", &save)) {
        if (strlen(token) != 4 || token[0] < '1' || token[0] > '3' || token[1] != ':' ||
            token[2] < '1' || token[2] > '3' || (token[3] != '+' && token[3] != '-'))
            return fail(err, errlen, "'%s' is not a permit such as 3:2+", token);
        int p = token[0] - '1';
        if (s->permit_place[p] != EST_AT_SUPPLY)
            return fail(err, errlen, "permit %d is placed twice", p + 1);
        s->permit_place[p] = EST_AT_BOARD;
        s->permit_row[p] = (int8_t)(token[2] - '1');
        s->permit_sign[p] = (int8_t)(token[3] == '+' ? 1 : -1);
    }
    for (int row = 0; row < EST_ROWS; row++)
        if (!requirement_possible(s, row, estates_requirement(s, row)))
            return fail(err, errlen, "the layout would make row %d need %d lots with %d built",
                        row + 1, estates_requirement(s, row), estates_built(s, row));
    return true;
}

bool estates_test_setup(EstatesState *s, const char *const rows[EST_ROWS], const char *permits,
                        const char *display, const char *certs, int auctioneer, char *err,
                        size_t errlen)
{
    clear_board(s);
    for (int c = 0; c < EST_CUBES; c++)
        s->cube_place[c] = EST_CUBE_BOX;
    bool roof_used[EST_ROOFS] = {false};
    for (int i = 0; i < EST_ROOFS; i++)
        s->roof_place[i] = EST_AT_SUPPLY;
    for (int row = 0; row < EST_ROWS; row++) {
        char copy[256];
        snprintf(copy, sizeof copy, "%s", rows[row]);
        int lot = 0;
        for (char *save = NULL, *token = strtok_r(copy, " ", &save); token;
             token = strtok_r(NULL, " ", &save)) {
            if (lot == EST_LOTS)
                return fail(err, errlen, "row %d has more than 10 buildings", row + 1);
            if (!parse_building(s, row, lot++, token, roof_used, err, errlen))
                return false;
        }
    }
    if (!parse_display(s, display, err, errlen) || !parse_permits(s, permits, err, errlen))
        return false;
    /* The unused cubes of a real game: keep 12 in the box, the others left the game. */
    int boxed = 0;
    for (int c = 0; c < EST_CUBES; c++)
        if (s->cube_place[c] == EST_CUBE_BOX && ++boxed > EST_CUBES - 24)
            s->cube_place[c] = EST_CUBE_GONE;
    if (boxed < EST_CUBES - 24)
        return fail(err, errlen, "more than 24 cubes in the layout");
    s->roof_pile_count = 0;
    for (int r = 0; r < EST_ROOFS; r++)
        if (!roof_used[r])
            s->roof_pile[s->roof_pile_count++] = (int8_t)r;
    if (!certs || strlen(certs) != EST_COLOURS)
        return fail(err, errlen, "certificates: one character per colour (b r y g p w)");
    for (int c = 0; c < EST_COLOURS; c++)
        s->certificate[c] = (int8_t)(certs[c] == '-' ? -1 : certs[c] - '0');
    start_turn(s, auctioneer);
    return true;
}
