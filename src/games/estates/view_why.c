/* The Estates view: why a click plays nothing. A click that lands on no lit hot spot is explained
 * from what the last frame drew under the mouse (EsThing names, docs/lessons.md) and the phase of
 * the turn, in the game's words; where a move exists for the thing clicked, the rules say what is
 * wrong with it. Nothing here changes the view's state, so the bid being prepared stays. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "view_internal.h"

/* The rules' reason for a move ("Row 1 is full..."), as a sentence; false if it is legal. */
static bool rules_reason(const ViewFrame *f, const char *move, char *out, size_t outlen)
{
    return game_refusal(f->match->state, move, out, outlen);
}

/* What is going on in this phase, for a click on something that has no part in it. */
static void phase_reason(const ViewFrame *f, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    char piece[40];
    estates_piece_name(s->piece_kind, s->piece, piece, sizeof piece);
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        snprintf(out, outlen, "%s",
                 _("First choose a piece to auction: a cube at a row's end of the "
                   "display, the rooftops, a permit, the mayor or the cancel cube"));
        break;
    case EST_PHASE_BID:
        /* TRANSLATORS: %s is the piece: "the red 5", "rooftop 4", "permit 2", "the mayor", ... */
        snprintf(out, outlen, _("The auction of %s is on: bid or pass first"), piece);
        break;
    case EST_PHASE_DECIDE:
        /* TRANSLATORS: %s is the piece: "the red 5", "rooftop 4", "permit 2", "the mayor", ... */
        snprintf(out, outlen, _("The bidding is over: sell %s or buy it first"), piece);
        break;
    case EST_PHASE_PLACE:
        if (s->piece_kind == EST_PIECE_CUBE || s->piece_kind == EST_PIECE_ROOF)
            /* TRANSLATORS: %s is a floor cube ("the red 5") or a rooftop ("rooftop 4") */
            snprintf(out, outlen, _("Place %s first: click a lit lot"), piece);
        else if (s->piece_kind == EST_PIECE_PERMIT)
            /* TRANSLATORS: %s is "permit 2"; + and − are the buttons at a row's end */
            snprintf(out, outlen,
                     _("Place %s first, with + or \xe2\x88\x92 at a row's end, or "
                       "discard it"),
                     piece);
        else if (s->piece_kind == EST_PIECE_MAYOR)
            snprintf(out, outlen, "%s",
                     _("Place the mayor first, on a lit spot of Main Street, or "
                       "discard him"));
        else
            snprintf(out, outlen, "%s",
                     _("Use the cancel cube first: click a lit permit on the board, "
                       "or discard it"));
        break;
    case EST_PHASE_ROUND_END:
        snprintf(out, outlen, "%s", _("This round is over: deal the next one"));
        break;
    case EST_PHASE_OVER:
        snprintf(out, outlen, "%s", _("The game is over"));
        break;
    }
}

/* A lot (or the building on it) clicked while placing: why the piece cannot go there. */
static bool lot_reason(const ViewFrame *f, int row, int lot, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    if (s->phase != EST_PHASE_PLACE)
        return false;
    char move[MOVE_MAX];
    if (s->piece_kind == EST_PIECE_CUBE)
        snprintf(move, sizeof move, "place %d.%d", row + 1, lot + 1);
    else if (s->piece_kind == EST_PIECE_ROOF)
        snprintf(move, sizeof move, "roof %d.%d", row + 1, lot + 1);
    else
        return false;
    return rules_reason(f, move, out, outlen);
}

/* A piece of the display or the supply clicked while choosing. */
static bool choice_reason(const ViewFrame *f, const char *name, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    if (s->phase != EST_PHASE_CHOOSE)
        return false;
    if (!strncmp(name, "cube ", 5)) {
        char long_name[32];
        estates_cube_long_name(estates_parse_cube(name + 5), long_name, sizeof long_name);
        /* TRANSLATORS: %s is a floor cube: "the blue 3" */
        snprintf(out, outlen,
                 _("Only a cube at either end of a display row can be auctioned, and %s is in "
                   "the middle"),
                 long_name);
        return true;
    }
    if (!strcmp(name, "rooftops") && s->roof_pile_count > 0) {
        snprintf(out, outlen, "%s",
                 _("Every building has its rooftop: the next rooftop can be "
                   "auctioned once a building is waiting for one"));
        return true;
    }
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "auction %s", name);
    if (!strncmp(name, "permit ", 7) || !strcmp(name, "mayor") || !strcmp(name, "cancel"))
        return rules_reason(f, move, out, outlen);
    return false;
}

/* A button of the auction panel or a row's end drawn disabled. */
static bool button_reason(const ViewFrame *f, const char *name, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    int row = 0;
    char sign = 0;
    if (!strcmp(name, "stow") || !strcmp(name, "buy"))
        return rules_reason(f, name, out, outlen);
    if (sscanf(name, "lengthen %d", &row) == 1)
        sign = '+';
    else if (sscanf(name, "shorten %d", &row) == 1)
        sign = '-';
    if (!sign || s->phase != EST_PHASE_PLACE || s->piece_kind != EST_PIECE_PERMIT)
        return false;
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "permit %d %c", row, sign);
    return rules_reason(f, move, out, outlen);
}

/* A permit standing on the board: only the cancel cube takes one off. */
static bool board_permit_reason(const ViewFrame *f, int permit, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    if (s->permit_place[permit] != EST_AT_BOARD)
        return false;
    if (s->phase == EST_PHASE_PLACE && s->piece_kind == EST_PIECE_CANCEL) {
        char move[MOVE_MAX];
        snprintf(move, sizeof move, "cancel %d", permit + 1);
        return rules_reason(f, move, out, outlen);
    }
    snprintf(out, outlen, _("Permit %d stays in its row: only the cancel cube can remove it"),
             permit + 1);
    return true;
}

/* The reason for a click on the thing of this name, or false if it says nothing. */
static bool thing_reason(const ViewFrame *f, const char *name, char *out, size_t outlen)
{
    int row, lot, permit;
    if (sscanf(name, "lot %d.%d", &row, &lot) == 2 ||
        sscanf(name, "building %d.%d", &row, &lot) == 2 ||
        sscanf(name, "owner %d.%d", &row, &lot) == 2) {
        if (!lot_reason(f, row - 1, lot - 1, out, outlen))
            phase_reason(f, out, outlen);
        return true;
    }
    if (sscanf(name, "permit %d", &permit) == 1 && board_permit_reason(f, permit - 1, out, outlen))
        return true;
    if (!strncmp(name, "cube ", 5) || !strcmp(name, "rooftops") || !strncmp(name, "permit ", 7) ||
        !strcmp(name, "mayor") || !strcmp(name, "cancel") || !strncmp(name, "street ", 7) ||
        !strcmp(name, "piece")) {
        if (!choice_reason(f, name, out, outlen))
            phase_reason(f, out, outlen);
        return true;
    }
    return button_reason(f, name, out, outlen);
}

/* The lot whose column (its ground and the air above it, as lit lots take clicks) holds (x, y). */
static bool lot_column_at(const EstatesView *v, int x, int y, int *row, int *lot)
{
    for (int r = 0; r < EST_ROWS; r++)
        for (int l = 0; l < EST_LOTS; l++) {
            SDL_Rect g = v->lot[r][l];
            SDL_Rect column = {g.x, v->band[r].y, g.w, g.y + g.h - v->band[r].y};
            if (ui_inside(column, x, y)) {
                *row = r;
                *lot = l;
                return true;
            }
        }
    return false;
}

ViewEventResult esv_refuse_click(EstatesView *v, const ViewFrame *f, int x, int y)
{
    char why[VIEW_REASON_MAX];
    int row, lot;
    if (lot_column_at(v, x, y, &row, &lot) && lot_reason(f, row, lot, why, sizeof why))
        return view_refuse(f, "%s", why);
    /* the last drawn is on top */
    for (int i = v->things - 1; i >= 0; i--)
        if (ui_inside(v->thing[i].r, x, y) && thing_reason(f, v->thing[i].name, why, sizeof why))
            return view_refuse(f, "%s", why);
    return VIEW_IGNORED;
}
