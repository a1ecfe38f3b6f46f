/* The Estates: what a lesson's coach may point at (GameRules.pointable). The names are listed in
 * docs/lessons.md; the view (view.c, esv_locate) finds each one on screen. Rows, lots, seats and
 * permits count from 1, as in the moves. No SDL here. */
#include <stdio.h>
#include <string.h>

#include "estates.h"

/* "row 2" -> 2 with *rest at what follows the number; 0 if the name is not `word` and a row. */
static int parse_row(const char *name, const char *word, const char **rest)
{
    size_t n = strlen(word);
    if (strncmp(name, word, n) || name[n] != ' ')
        return 0;
    const char *p = name + n + 1;
    if (*p < '1' || *p > '0' + EST_ROWS)
        return 0;
    *rest = p + 1;
    return *p - '0';
}

/* "lot 2.3" (or "building 2.3", "owner 2.3") -> row and lot from 0; false if not one. */
static bool parse_lot(const char *name, const char *word, int *row, int *lot)
{
    const char *rest;
    int r = parse_row(name, word, &rest), l = 0, used = 0;
    if (!r || rest[0] != '.' || rest[1] < '1' || rest[1] > '9' ||
        sscanf(rest + 1, "%2d%n", &l, &used) != 1 || rest[1 + used] || l > EST_LOTS)
        return false;
    *row = r - 1;
    *lot = l - 1;
    return true;
}

/* A name made of `word`, a space and one digit from 1 to max: the digit, else 0. */
static int parse_digit(const char *name, const char *word, int max)
{
    size_t n = strlen(word);
    if (strncmp(name, word, n) || name[n] != ' ' || name[n + 1] < '1' || name[n + 1] > '0' + max ||
        name[n + 2])
        return 0;
    return name[n + 1] - '0';
}

static bool in_phase(const EstatesState *s, EstatesPhase phase)
{
    return s->phase == phase;
}

static bool placing(const EstatesState *s, EstatesPieceKind kind)
{
    return s->phase == EST_PHASE_PLACE && s->piece_kind == kind;
}

/* The auction panel's buttons, shown to the player who decides now. */
static bool button_shown(const EstatesState *s, const char *name)
{
    int bidder = s->phase == EST_PHASE_BID ? s->bidder : -1;
    bool can_beat = bidder >= 0 && s->hand[bidder] >= (s->high_bidder >= 0 ? s->high_bid + 1 : 1);
    if (!strcmp(name, "stow"))
        return in_phase(s, EST_PHASE_CHOOSE) && !s->stowed;
    if (!strcmp(name, "bid") || !strcmp(name, "less") || !strcmp(name, "more"))
        return can_beat;
    if (!strcmp(name, "pass"))
        return in_phase(s, EST_PHASE_BID);
    if (!strcmp(name, "sell") || !strcmp(name, "buy"))
        return in_phase(s, EST_PHASE_DECIDE);
    if (!strcmp(name, "discard"))
        return placing(s, EST_PIECE_PERMIT) || placing(s, EST_PIECE_MAYOR) ||
               placing(s, EST_PIECE_CANCEL);
    if (!strcmp(name, "next"))
        return in_phase(s, EST_PHASE_ROUND_END);
    return false;
}

/* The pieces beside the board and the one under auction. */
static bool piece_shown(const EstatesState *s, const char *name)
{
    if (!strncmp(name, "cube ", 5)) {
        int cube = estates_parse_cube(name + 5);
        return cube >= 0 && s->cube_place[cube] == EST_CUBE_DISPLAY;
    }
    if (!strcmp(name, "rooftops"))
        return s->roof_pile_count > 0;
    int permit = parse_digit(name, "permit", EST_PERMITS);
    if (permit)
        return s->permit_place[permit - 1] == EST_AT_SUPPLY ||
               s->permit_place[permit - 1] == EST_AT_BOARD;
    if (!strcmp(name, "mayor"))
        return s->mayor_place == EST_AT_SUPPLY || s->mayor_place == EST_AT_BOARD;
    if (!strcmp(name, "cancel"))
        return s->cancel_place == EST_AT_SUPPLY;
    if (!strcmp(name, "piece"))
        return s->phase == EST_PHASE_BID || s->phase == EST_PHASE_DECIDE ||
               s->phase == EST_PHASE_PLACE;
    if (!strncmp(name, "certificate ", 12))
        for (int c = 0; c < EST_COLOURS; c++)
            if (!strcmp(name + 12, estates_colour_name(c)))
                return s->certificate[c] >= 0;
    return false;
}

/* The board: rows, lots, buildings, Main Street, the rows' counts and the permit buttons. */
static bool board_shown(const EstatesState *s, const char *name)
{
    const char *rest;
    int row, lot;
    if (!strcmp(name, "board"))
        return true;
    if (parse_row(name, "row", &rest) || parse_row(name, "length", &rest) ||
        parse_row(name, "street", &rest))
        return !rest[0];
    if (parse_lot(name, "lot", &row, &lot))
        return true;
    if (parse_lot(name, "building", &row, &lot))
        return s->height[row][lot] > 0;
    if (parse_lot(name, "owner", &row, &lot)) /* the holder of its top colour's certificate */
        return s->height[row][lot] > 0 &&
               s->certificate[est_colour(estates_top_cube(s, row, lot))] >= 0;
    if (parse_row(name, "lengthen", &rest) || parse_row(name, "shorten", &rest))
        return !rest[0] && placing(s, EST_PIECE_PERMIT);
    return false;
}

bool estates_pointable(const GameState *state, const char *name)
{
    const EstatesState *s = (const EstatesState *)state;
    if (!strcmp(name, "display") || !strcmp(name, "auction"))
        return true;
    int seat = parse_digit(name, "card", MAX_SEATS);
    if (seat)
        return seat <= s->base.players;
    return board_shown(s, name) || piece_shown(s, name) || button_shown(s, name);
}
