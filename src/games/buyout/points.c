/* Buyout!: the things on the board a lesson's coach may point at (docs/lessons.md, "### Buyout!").
 * The names are parsed here once, for the rules (whether the board shows the thing now) and for
 * the view (where it is). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "buyout.h"
#include "core/movelist.h"

/* "district old town" -> BUYOUT_OLD_TOWN; -1 if no district has that name. */
static int parse_region(const char *text)
{
    for (int r = 0; r < BUYOUT_REGIONS; r++)
        if (!strcasecmp(text, buyout_region_name((BuyoutRegion)r)))
            return r;
    return -1;
}

static const char *after(const char *name, const char *word)
{
    size_t n = strlen(word);
    return !strncmp(name, word, n) && name[n] == ' ' ? name + n + 1 : NULL;
}

bool buyout_point_parse(const char *name, BuyoutPoint *out)
{
    static const struct {
        const char *name;
        BuyoutPointKind kind;
    } plain[] = {{"districts", BUYOUT_POINT_DISTRICTS},
                 {"hand", BUYOUT_POINT_HAND},
                 {"die", BUYOUT_POINT_DIE},
                 {"end", BUYOUT_POINT_END},
                 {"stay", BUYOUT_POINT_STAY},
                 {"pass", BUYOUT_POINT_PASS}};
    out->arg = -1;
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        if (!strcmp(name, plain[i].name)) {
            out->kind = plain[i].kind;
            return true;
        }
    const char *rest;
    if ((rest = after(name, "lot"))) {
        out->kind = BUYOUT_POINT_LOT;
        out->arg = buyout_parse_lot(rest);
    } else if ((rest = after(name, "district"))) {
        out->kind = BUYOUT_POINT_DISTRICT;
        out->arg = parse_region(rest);
    } else if ((rest = after(name, "tile"))) {
        out->kind = BUYOUT_POINT_TILE;
        out->arg = rest[0] && !rest[1] ? buyout_parse_kind(rest[0]) : -1;
    } else if ((rest = after(name, "card"))) {
        int seat = 0, used = 0;
        out->kind = BUYOUT_POINT_CARD;
        out->arg = sscanf(rest, "%d%n", &seat, &used) == 1 && !rest[used] ? seat - 1 : -1;
    } else {
        return false;
    }
    return out->arg >= 0;
}

static bool legal(const GameState *gs, const char *move)
{
    MoveList list = MOVELIST_INIT;
    gs->rules->legal_moves(gs, &list);
    bool found = movelist_contains(&list, move);
    movelist_free(&list);
    return found;
}

bool buyout_pointable(const GameState *gs, const char *name)
{
    const BuyoutState *s = (const BuyoutState *)gs;
    BuyoutPoint p;
    if (!buyout_point_parse(name, &p))
        return false;
    bool placing = s->phase == BUYOUT_PHASE_PLACE || s->phase == BUYOUT_PHASE_CONTINUE;
    switch (p.kind) {
    case BUYOUT_POINT_TILE: /* in the hand of the seat to move, shown to it alone */
        return placing && s->hand[s->current][p.arg] > 0;
    case BUYOUT_POINT_CARD:
        return p.arg < s->base.players;
    case BUYOUT_POINT_END:
        return s->phase == BUYOUT_PHASE_CONTINUE;
    case BUYOUT_POINT_STAY:
        return s->phase == BUYOUT_PHASE_SCAFFOLD;
    case BUYOUT_POINT_PASS:
        return s->phase == BUYOUT_PHASE_PLACE && legal(gs, "pass");
    default: /* the city, the district strip, the hand and the die are always on the board */
        return true;
    }
}
