/* Mint Bid: the names a lesson's coach can point at (docs/lessons.md, "### Mint Bid"), and whether
 * the board shows each one now. The view finds them on screen (view.c, mbv_locate). No SDL. */
#include <stdio.h>
#include <string.h>

#include "mintbid.h"

/* "spot A 2 1": a spot where the card being laid may go now. */
static bool spot_lit(const MintBidState *s, const char *name)
{
    char letter, tail;
    int col, row;
    if (sscanf(name, "spot %c %d %d%c", &letter, &col, &row, &tail) != 3)
        return false;
    if (s->phase != MB_PHASE_PLACE && s->phase != MB_PHASE_DEED)
        return false;
    char move[MOVE_MAX], err[160];
    snprintf(move, sizeof move, "place %c %d %d", letter, col, row);
    GameState *copy = game_clone(&s->base);
    bool ok = copy->rules->apply(copy, move, err, sizeof err);
    game_free(copy);
    return ok;
}

/* "card 13": location 13, on the auction block or on the table. */
static bool card_shown(const MintBidState *s, const char *name)
{
    int number;
    char tail;
    if (sscanf(name, "card %d%c", &number, &tail) != 1 || number < 1 || number > MB_CARDS)
        return false;
    int where = s->where[number - 1];
    return where == MB_IN_BLOCK || where == MB_ON_AUCTION || where == MB_ON_TABLE;
}

bool mintbid_pointable(const GameState *g, const char *name)
{
    const MintBidState *s = (const MintBidState *)g;
    bool over = s->phase == MB_PHASE_OVER;
    int number;
    char letter, tail;
    if (!strcmp(name, "block") || !strcmp(name, "controls"))
        return !over;
    if (!strcmp(name, "die"))
        return true;
    if (!strcmp(name, "deck"))
        return s->deck_count > 0;
    if (!strcmp(name, "auctioneer"))
        return s->phase < MB_PHASE_DEED;
    if (!strcmp(name, "bids")) /* closed bids just turned over */
        return s->auction.card >= 0 && s->auction.closed && s->auction.revealed;
    if (!strcmp(name, "ai card"))
        return s->ai != MB_AI_NONE;
    if (sscanf(name, "panel %d%c", &number, &tail) == 1)
        return number >= 1 && number <= s->base.players;
    if (sscanf(name, "area %c%c", &letter, &tail) == 1)
        return letter >= 'A' && letter < 'A' + s->area_count;
    return card_shown(s, name) || spot_lit(s, name);
}
