/* BuyWord: the things a lesson's coach can point at (docs/lessons.md, "### BuyWord"). This says
 * whether the board shows a thing now; the view's locate finds it on screen. The names of the
 * player's own things (their tiles, wilds, new tiles, the word bar and the tray's buttons) stand
 * for the seat to move: the board shows them while that seat is the player at the device. */
#include <stdio.h>
#include <string.h>

#include "buyword.h"

/* Names the board always shows. */
static const char *const always[] = {"bag", "die", "round", "rack", "sold", "price list"};

static bool is_always(const char *name)
{
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++)
        if (!strcmp(name, always[i]))
            return true;
    return false;
}

/* "card N" (1..players), "choose N" (2..5 after a CHOICE), "tile X" (a letter the seat to move
 * holds). */
static bool numbered(const BuywordState *s, const char *name)
{
    int n = 0;
    char letter = 0, end = 0;
    int me = s->turn;
    if (sscanf(name, "card %d%c", &n, &end) == 1)
        return n >= 1 && n <= s->base.players;
    if (sscanf(name, "choose %d%c", &n, &end) == 1)
        return s->phase == BW_PHASE_CHOOSE && n >= 2 && n <= 5;
    if (sscanf(name, "tile %c%c", &letter, &end) == 1)
        return letter >= 'A' && letter <= 'Z' && s->phase != BW_PHASE_OVER &&
               s->held[me][letter - 'A'] > 0;
    return false;
}

bool buyword_pointable(const GameState *state, const char *name)
{
    const BuywordState *s = (const BuywordState *)state;
    int me = s->turn;
    bool selling = s->phase == BW_PHASE_SELL;
    bool over_limit = selling && !s->last_round && buyword_held_count(s, me) > BW_HAND_LIMIT;
    if (is_always(name) || numbered(s, name))
        return true;
    if (!strcmp(name, "wilds"))
        return s->phase != BW_PHASE_OVER && s->wilds[me] > 0;
    if (!strcmp(name, "roll"))
        return s->phase == BW_PHASE_ROLL;
    if (!strcmp(name, "new tiles") || !strcmp(name, "decline"))
        return s->phase == BW_PHASE_BUY && s->fresh_count[me] > 0;
    if (!strcmp(name, "buy"))
        return s->phase == BW_PHASE_BUY && s->fresh_status[me] == BW_FRESH_WAITING;
    if (!strcmp(name, "word") || !strcmp(name, "sell") || !strcmp(name, "clear") ||
        !strcmp(name, "done"))
        return selling;
    if (!strcmp(name, "bin") || !strcmp(name, "discard"))
        return over_limit;
    return false;
}
