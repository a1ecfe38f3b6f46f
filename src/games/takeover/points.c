/* Takeover: the things of the board a lesson can point at (docs/lessons.md, "### Takeover").
 * Rules side, no SDL: which names the board shows in a state; the view's locate finds them on
 * screen. */
#include <stdlib.h>
#include <string.h>

#include "takeover.h"

/* "card N": player N's panel, numbered from 1 as in the notation. */
static bool is_card(const TakeoverState *s, const char *number)
{
    char *end;
    long seat = strtol(number, &end, 10);
    return end != number && *end == '\0' && seat >= 1 && seat <= s->base.players;
}

/* The tray's buttons that exist whatever the player has picked on the board. */
static bool is_button(const TakeoverState *s, const char *name)
{
    if (!strcmp(name, "confirm"))
        return s->phase == TK_PHASE_STOCKS; /* the secret choice's Confirm */
    if (!strcmp(name, "pass"))
        return s->phase == TK_PHASE_PLAY;
    if (!strcmp(name, "trade"))
        return s->phase == TK_PHASE_PLAY && !s->offered && s->base.players > 1;
    if (!strcmp(name, "accept") || !strcmp(name, "decline"))
        return s->phase == TK_PHASE_TRADE;
    return false;
}

bool takeover_pointable(const GameState *state, const char *name)
{
    const TakeoverState *s = (const TakeoverState *)state;
    if (!strncmp(name, "cell ", 5))
        return takeover_parse_cell(name + 5) >= 0;
    if (!strncmp(name, "coin ", 5)) {
        int coin = takeover_parse_coin(name + 5);
        return coin >= 0 && s->owner[coin] != TK_DISCARD; /* spent coins are off the board */
    }
    if (!strncmp(name, "card ", 5))
        return is_card(s, name + 5);
    if (!strcmp(name, "pool"))
        return s->phase == TK_PHASE_DRAFT;
    if (!strcmp(name, "tray"))
        return true;
    if (!strcmp(name, "passes"))
        return s->phase == TK_PHASE_PLAY;
    return is_button(s, name);
}
