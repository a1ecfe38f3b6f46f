/* Mint Bid view: the layout, mouse input turned into moves (docs/notation.md "## Mint Bid"), and
 * the animations started when a move is played. Drawing is in view_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/sound.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int mbv_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

void mbv_legal(const ViewFrame *f, MoveList *out)
{
    movelist_clear(out);
    if (f->to_move != GAME_OVER)
        f->match->rules->legal_moves(f->match->state, out);
}

int mbv_preview_vp(const ViewFrame *f, const char *move, int who, bool *ok)
{
    const MintBidState *s = mbv_state(f);
    GameState *copy = game_clone(f->match->state);
    char err[160];
    *ok = copy->rules->apply(copy, move, err, sizeof err);
    int delta = *ok ? mintbid_vp((const MintBidState *)copy, who) - mintbid_vp(s, who) : 0;
    game_free(copy);
    return delta;
}

SDL_Rect mbv_spot_rect(const MintBidView *v, const MintBidState *s, int area, int col, int row)
{
    (void)s;
    const MbAreaBox *b = &v->box[area];
    SDL_Rect r = {b->grid_x + col * (b->card_w + b->gap),
                  b->grid_y + (row - 1) * (b->card_h + b->gap), b->card_w, b->card_h};
    return r;
}

bool mbv_partner_offered(const MoveList *legal, int side)
{
    const char *tail = side == 1 ? " left" : " right";
    size_t n = strlen(tail);
    for (int i = 0; i < legal->count; i++) {
        const char *m = legal->items[i];
        size_t len = strlen(m);
        if (!strncmp(m, "bid ", 4) && len > n && !strcmp(m + len - n, tail))
            return true;
    }
    return false;
}

/* ---------------------------------------------------------------- the selection */

static void clear_selection(MintBidView *v)
{
    v->pick = -1;
    v->source = -1;
    v->partner = 0;
    v->amount = 0;
    v->other = 1;
}

/* Starts a fresh choice for a new state or seat: sensible amounts to begin with. */
static void sync_selection(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    if (v->sel_plies == s->plies && v->sel_seat == f->to_move)
        return;
    clear_selection(v);
    v->sel_plies = s->plies;
    v->sel_seat = f->to_move;
    if (f->to_move == GAME_OVER)
        return;
    int me = f->to_move, mints = s->mints[me];
    switch (s->phase) {
    case MB_PHASE_OPEN:
        v->amount = s->auction.high + 1;
        if (v->amount > mints)
            v->amount = mints > 0 ? mints : 1;
        break;
    case MB_PHASE_AI_ANSWER:
        v->amount = s->auction.best + 1;
        break;
    case MB_PHASE_SECRET:
        v->amount = 0;
        break;
    default:
        break;
    }
}

/* ---------------------------------------------------------------- layout */

static void *mbv_create(const ViewContext *ctx, char *err, size_t errlen)
{
    MintBidView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->sel_plies = -1;
    v->fly_card = -1;
    v->mark_key[1] = -1;
    clear_selection(v);
    return v;
}

static void mbv_layout(void *view, SDL_Rect area, float scale)
{
    MintBidView *v = view;
    Ui *ui = v->ui;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    v->area = area;
    int pad = ui_px(ui, 10);
    SDL_Rect left;
    v->side = ui_board_side(ui, area, 22, 190, 280, pad, &left);
    int tray_h = ui_px(ui, 160);
    int board_w = left.w;
    v->board = (SDL_Rect){area.x, area.y, board_w, area.h - tray_h - pad};
    v->tray = (SDL_Rect){area.x, area.y + area.h - tray_h, board_w, tray_h};
}

/* The players' panels and the AI card down the side; the AI card takes a taller slot. */
static void layout_side(MintBidView *v, const MintBidState *s)
{
    int n = s->base.players, gap = ui_px(v->ui, 8);
    bool ai = s->ai != MB_AI_NONE;
    int ai_h = ai ? ui_px(v->ui, 210) : 0;
    int h = (v->side.h - ai_h - (ai ? gap : 0) - gap * (n - 1)) / n;
    if (h > ui_px(v->ui, 112))
        h = ui_px(v->ui, 112);
    for (int i = 0; i < n; i++)
        v->panel[i] = (SDL_Rect){v->side.x, v->side.y + i * (h + gap), v->side.w, h};
    int y = v->side.y + n * (h + gap);
    v->ai_panel = (SDL_Rect){v->side.x, y, v->side.w, ai_h};
}

/* Whether an area shows a free column on either side now: only where the card being laid may go
 * (the won card's block, the Deed holder's blocks, the block of the card the Utility moves), so
 * that laying a card never shrinks the others. */
static bool shows_free_columns(const MintBidView *v, const MintBidState *s, int area)
{
    switch (s->phase) {
    case MB_PHASE_PLACE:
        return area == s->auction.area;
    case MB_PHASE_DEED:
        return s->holder[MB_DEED] >= 0 && mintbid_controls(s, area, s->holder[MB_DEED]);
    case MB_PHASE_UTILITY:
        return v->source >= 0 && s->card_area[v->source] == area;
    default:
        return false;
    }
}

/* The areas in two rows of boxes over the board (one column for one or two areas). The full game
 * runs the ring along the top row and back along the bottom one, so that neighbouring blocks sit
 * side by side; a bottom row with fewer boxes shares the whole width between them. Every card has
 * one size, as large as the boxes let the widest area (and its free columns) be. */
static void layout_areas(MintBidView *v, const MintBidState *s)
{
    Ui *ui = v->ui;
    int n = s->area_count;
    int cols = n <= 2 ? 1 : (n + 1) / 2, bottom = n <= 2 ? 1 : n - cols;
    int pad = ui_px(ui, 10), gap = ui_px(ui, 8), head = ui_px(ui, 26);
    int box_h = (v->board.h - 2 * pad - gap) / 2;
    /* a card is 5:7; gaps are a seventh of a card's width */
    int card_h = (box_h - head - 2 * pad) * 7 / 15;
    int card_w = card_h * 5 / 7;
    for (int a = 0; a < n; a++) {
        int row = n <= 2 ? a : a >= cols, in_row = row ? bottom : cols;
        int col = n <= 2 ? 0 : row ? in_row - 1 - (a - cols) : a;
        int box_w = (v->board.w - 2 * pad - (in_row - 1) * gap) / in_row;
        MbAreaBox *b = &v->box[a];
        b->box = (SDL_Rect){v->board.x + pad + col * (box_w + gap),
                            v->board.y + pad + row * (box_h + gap), box_w, box_h};
        int slots = s->area[a].width + (shows_free_columns(v, s, a) ? 2 : 0);
        int fit_w = (box_w - 2 * pad) * 7 / ((slots > 3 ? slots : 3) * 8);
        if (fit_w < card_w)
            card_w = fit_w;
    }
    card_h = card_w * 7 / 5;
    int card_gap = card_w / 7 > 2 ? card_w / 7 : 2;
    for (int a = 0; a < n; a++) {
        MbAreaBox *b = &v->box[a];
        b->card_w = card_w;
        b->card_h = card_h;
        b->gap = card_gap;
        /* centre the cards themselves; the grid starts one column to their left */
        int width = s->area[a].width > 0 ? s->area[a].width : 1;
        int cards_w = width * card_w + (width - 1) * card_gap;
        b->grid_x = b->box.x + (b->box.w - cards_w) / 2 - card_w - card_gap;
        int grid_h = 2 * card_h + card_gap;
        b->grid_y = b->box.y + head + (box_h - head - grid_h) / 2;
    }
}

static void layout_state(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    layout_side(v, s);
    layout_areas(v, s);
}

/* ---------------------------------------------------------------- moves */

/* A move for the shell. The choice that made it stays until the move is accepted (move_played
 * drops it): a move the rules or a lesson's coach refuse leaves the player's partner, amounts and
 * picked card as they were. */
static ViewEventResult move_done(char move_out[MOVE_MAX], const char *move)
{
    snprintf(move_out, MOVE_MAX, "%s", move);
    return VIEW_MOVE;
}

/* The partner's seat for the current choice, or -1 alone. */
int mbv_partner_seat(const MintBidView *v, const MintBidState *s, int me)
{
    if (v->partner == 1)
        return mintbid_left_of(s, me);
    if (v->partner == 2)
        return mintbid_right_of(s, me);
    return -1;
}

static void clamp_amounts(MintBidView *v, const MintBidState *s, int me)
{
    int max = s->mints[me];
    int min = s->phase == MB_PHASE_SECRET ? 0 : 1;
    if (v->amount > max)
        v->amount = max;
    if (v->amount < min)
        v->amount = min;
    int p = mbv_partner_seat(v, s, me);
    if (p >= 0) {
        if (v->other > s->mints[p])
            v->other = s->mints[p];
        if (v->other < 1)
            v->other = 1;
    }
}

/* A partner bid starts as the smallest total that beats the current bid (each share at least 1):
 * the partner puts in 1 and the bidder the rest, or the partner more when the bidder is short. */
static void smallest_split(MintBidView *v, const MintBidState *s, int me)
{
    int total = s->auction.high + 1 > 2 ? s->auction.high + 1 : 2;
    v->amount = total - 1 < s->mints[me] ? total - 1 : s->mints[me];
    v->other = total - v->amount;
}

static ViewEventResult button_action(MintBidView *v, const ViewFrame *f, const MbButton *b,
                                     char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    switch (b->action) {
    case MB_ACT_MOVE:
        return move_done(move_out, b->move);
    case MB_ACT_SHARE_DOWN:
        v->amount--;
        break;
    case MB_ACT_SHARE_UP:
        v->amount++;
        break;
    case MB_ACT_OTHER_DOWN:
        v->other--;
        break;
    case MB_ACT_OTHER_UP:
        v->other++;
        break;
    case MB_ACT_PARTNER:
        v->partner = b->value;
        if (v->partner)
            smallest_split(v, s, me);
        break;
    case MB_ACT_CANCEL:
        clear_selection(v);
        return VIEW_HANDLED;
    }
    if (s->phase != MB_PHASE_AI_ANSWER)
        clamp_amounts(v, s, me);
    return VIEW_HANDLED;
}

/* The card drawn at a point, or -1 (table cards and the auction block). */
static int card_at(const MintBidView *v, const MintBidState *s, int x, int y, bool table)
{
    for (int c = 0; c < MB_CARDS; c++) {
        if (table && s->where[c] != MB_ON_TABLE)
            continue;
        if (!table && s->where[c] != MB_IN_BLOCK)
            continue;
        SDL_Rect r = table ? v->card_rect[c] : v->block_rect[c];
        if (r.w > 0 && ui_inside(r, x, y))
            return c;
    }
    return -1;
}

/* A table card's spot in notation: area letter, column from 1, row from 1. */
static void card_spot(const MintBidState *s, int card, int *area, int *col, int *row)
{
    *area = s->card_area[card];
    *col = s->card_col[card] + 1;
    *row = s->card_row[card] + 1;
}

/* The legal "place"/"move" target under the mouse, written as its move; false if none. */
static bool spot_move_at(const MintBidView *v, const ViewFrame *f, int x, int y, char out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    bool found = false;
    for (int i = 0; i < legal.count && !found; i++) {
        char letter;
        int c1, r1, c2, r2;
        const char *m = legal.items[i];
        if (sscanf(m, "place %c %d %d", &letter, &c1, &r1) == 3) {
            found = ui_inside(mbv_spot_rect(v, s, letter - 'A', c1, r1), x, y);
        } else if (v->source >= 0 &&
                   sscanf(m, "move %c %d %d %d %d", &letter, &c1, &r1, &c2, &r2) == 5) {
            int area, col, row;
            card_spot(s, v->source, &area, &col, &row);
            found = letter - 'A' == area && c1 == col && r1 == row &&
                    ui_inside(mbv_spot_rect(v, s, area, c2, r2), x, y);
        }
        if (found)
            snprintf(out, MOVE_MAX, "%s", m);
    }
    movelist_free(&legal);
    return found;
}

/* Whether a table card may be moved (Utility) or rotated (Production) now. */
static bool card_usable(const ViewFrame *f, int card, const char *verb)
{
    const MintBidState *s = mbv_state(f);
    int area, col, row;
    card_spot(s, card, &area, &col, &row);
    char prefix[MOVE_MAX];
    snprintf(prefix, sizeof prefix, "%s %c %d %d", verb, mbv_area_letter(area), col, row);
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    bool ok = false;
    size_t n = strlen(prefix);
    for (int i = 0; i < legal.count && !ok; i++)
        ok = !strncmp(legal.items[i], prefix, n) &&
             (legal.items[i][n] == '\0' || legal.items[i][n] == ' ');
    movelist_free(&legal);
    return ok;
}

/* What the player is asked to do now, for a click on something that plays no part in it. */
static ViewEventResult refuse_for_phase(const MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    const MintBidAuction *a = &s->auction;
    const char *card = a->card >= 0 ? mintbid_card_name(a->card) : _("location");
    switch (s->phase) {
    case MB_PHASE_PICK:
        if (v->pick < 0)
            return view_refuse(f, _("Pick a location from the auction block first"));
        if (s->mode != MB_MODE_FULL) /* two players: every auction is open */
            return view_refuse(f, _("Put the %s up for an open auction first"),
                               mintbid_card_name(v->pick));
        return view_refuse(f, _("Choose an open or a closed auction for the %s first"),
                           mintbid_card_name(v->pick));
    case MB_PHASE_OPEN:
        return view_refuse(f, _("The auction for the %s is on: bid, pass or withdraw below"), card);
    case MB_PHASE_PROPOSAL:
        return view_refuse(f, _("%s asks you to bid together: agree or refuse first"),
                           mbv_who_name(f, a->prop_from));
    case MB_PHASE_SECRET:
        return view_refuse(f, _("Choose your secret bid for the %s first"), card);
    case MB_PHASE_CHOOSE_WINNER:
        return view_refuse(f, _("The closed bids tied: name the winner first"));
    case MB_PHASE_SHARE:
        return view_refuse(f, _("Pick the neighbour who shares the %s first"), card);
    case MB_PHASE_AI_ANSWER:
        return view_refuse(f, _("Outbid the AI card for the %s, or let its bid stand"), card);
    case MB_PHASE_SOLO_BID:
        return view_refuse(f, _("Bid 1 mint for the %s, or withdraw"), card);
    case MB_PHASE_SOLO_ANSWER:
        return view_refuse(f, _("The AI card raised: raise to %d or withdraw"), s->ai_bid + 1);
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        return view_refuse(f, _("Lay the %s on a lit spot"),
                           mintbid_card_name(s->phase == MB_PHASE_PLACE ? a->card : s->deed_card));
    case MB_PHASE_UTILITY:
        return view_refuse(f, _("Utility: click a lit location to move it, or Skip"));
    case MB_PHASE_PRODUCTION:
        return view_refuse(f, _("Production: click a location to turn it around, or Skip"));
    case MB_PHASE_OVER:
        break;
    }
    return VIEW_IGNORED;
}

/* The area whose box holds the point, or -1. */
static int area_at(const MintBidView *v, const MintBidState *s, int x, int y)
{
    for (int a = 0; a < s->area_count; a++)
        if (ui_inside(v->box[a].box, x, y))
            return a;
    return -1;
}

/* Laying a card (won, or the Deed's): why this spot of area `area` is not lit. */
static ViewEventResult refuse_spot(const ViewFrame *f, int area, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name =
        mintbid_card_name(s->phase == MB_PHASE_PLACE ? s->auction.card : s->deed_card);
    bool here = false;
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    for (int i = 0; i < legal.count && !here; i++) {
        char letter;
        int c, r;
        here = sscanf(legal.items[i], "place %c %d %d", &letter, &c, &r) == 3 &&
               letter - 'A' == area;
    }
    movelist_free(&legal);
    if (!here && s->phase == MB_PHASE_DEED)
        return view_refuse(f, _("The %s goes into a block you control"), name);
    if (!here && s->mode == MB_MODE_FULL)
        return view_refuse(f, _("The %s goes into block %c, between its winners"), name,
                           mbv_area_letter(s->auction.area));
    if (!here)
        return view_refuse(f, _("The %s goes into your own area"), name);
    if (card >= 0)
        return view_refuse(f, _("That spot is taken by the %s: lay the %s on a lit spot"),
                           mintbid_card_name(card), name);
    return view_refuse(f, _("The %s must touch a card of the block on a side: click a lit spot"),
                       name);
}

/* Utility: why the picked card cannot go to this point. */
static ViewEventResult refuse_move(const MintBidView *v, const ViewFrame *f, int area, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name = mintbid_card_name(v->source);
    if (card == v->source)
        return VIEW_IGNORED; /* handled by the caller: a second click drops it */
    if (area != s->card_area[v->source])
        return view_refuse(f, _("The %s can move only within its own block"), name);
    if (card >= 0)
        return view_refuse(f, _("That spot is taken by the %s: click a lit spot for the %s"),
                           mintbid_card_name(card), name);
    return view_refuse(f,
                       _("The %s cannot go there: it must touch another card, and the block must "
                         "stay in one piece"),
                       name);
}

/* Utility: why this card cannot be picked to move. */
static ViewEventResult refuse_source(const ViewFrame *f, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name = mintbid_card_name(card);
    if (s->area[s->card_area[card]].count == 1)
        return view_refuse(f, _("The %s is alone in its block: there is nowhere to move it"), name);
    return view_refuse(f,
                       _("The %s cannot move: its block would fall apart, or there is no other "
                         "spot for it"),
                       name);
}

static ViewEventResult click_table(MintBidView *v, const ViewFrame *f, int x, int y,
                                   char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    char move[MOVE_MAX];
    if (spot_move_at(v, f, x, y, move))
        return move_done(move_out, move);
    int card = card_at(v, s, x, y, true), area = area_at(v, s, x, y);
    if (card < 0 && area < 0)
        return VIEW_IGNORED; /* the felt between the blocks */
    switch (s->phase) {
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        return refuse_spot(f, card >= 0 ? s->card_area[card] : area, card);
    case MB_PHASE_UTILITY:
        if (v->source >= 0 && card == v->source) {
            v->source = -1; /* a second click on the picked card puts it back */
            return VIEW_HANDLED;
        }
        if (card >= 0 && card_usable(f, card, "move")) {
            v->source = card;
            return VIEW_HANDLED;
        }
        if (v->source >= 0)
            return refuse_move(v, f, card >= 0 ? s->card_area[card] : area, card);
        return card >= 0 ? refuse_source(f, card) : refuse_for_phase(v, f);
    case MB_PHASE_PRODUCTION:
        if (card >= 0 && card_usable(f, card, "rotate")) {
            int a, col, row;
            card_spot(s, card, &a, &col, &row);
            snprintf(move, sizeof move, "rotate %c %d %d", mbv_area_letter(a), col, row);
            return move_done(move_out, move);
        }
        return refuse_for_phase(v, f);
    default:
        return refuse_for_phase(v, f);
    }
}

/* A click on the auction block outside the auctioneer's pick. */
static ViewEventResult refuse_block(const MintBidView *v, const ViewFrame *f, int card)
{
    const MintBidState *s = mbv_state(f);
    if (card == s->auction.card)
        return refuse_for_phase(v, f);
    if (s->auction.card >= 0)
        return view_refuse(f, _("The %s comes up after the auction for the %s"),
                           mintbid_card_name(card), mintbid_card_name(s->auction.card));
    return refuse_for_phase(v, f);
}

static ViewEventResult click(MintBidView *v, const ViewFrame *f, int x, int y,
                             char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    for (int i = 0; i < v->buttons; i++)
        if (ui_inside(v->button[i].r, x, y))
            return v->button[i].enabled ? button_action(v, f, &v->button[i], move_out)
                                        : view_refuse(f, "%s", v->button[i].why);
    int card = card_at(v, s, x, y, false);
    if (card >= 0 && s->phase == MB_PHASE_PICK) {
        v->pick = v->pick == card ? -1 : card;
        return VIEW_HANDLED;
    }
    if (card >= 0 || (s->auction.card >= 0 && ui_inside(v->block_rect[s->auction.card], x, y)))
        return refuse_block(v, f, card >= 0 ? card : s->auction.card);
    return click_table(v, f, x, y, move_out);
}

static ViewEventResult mbv_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    MintBidView *v = view;
    sync_selection(v, f);
    layout_state(v, f);
    int x, y;
    switch (ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y)) {
    case UI_GESTURE_HOVER:
        v->mouse_x = x;
        v->mouse_y = y;
        return VIEW_HANDLED;
    case UI_GESTURE_PRESS:
        return VIEW_HANDLED;
    case UI_GESTURE_CLICK: /* cards and buttons act on the release */
        return click(v, f, x, y, move_out);
    case UI_GESTURE_DESELECT:
        if (!f->can_act)
            return VIEW_IGNORED;
        clear_selection(v);
        return VIEW_HANDLED;
    default:
        break;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE &&
        (v->pick >= 0 || v->source >= 0)) {
        clear_selection(v);
        return VIEW_HANDLED;
    }
    return VIEW_IGNORED;
}

static void mbv_draw(void *view, const ViewFrame *f)
{
    MintBidView *v = view;
    sync_selection(v, f);
    layout_state(v, f);
    mbv_draw_scene(v, f);
}

/* ---------------------------------------------------------------- animations */

static void mbv_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    MintBidView *v = view;
    const MintBidState *before = (const MintBidState *)before_state, *s = mbv_state(f);
    (void)mover;
    clear_selection(v);
    v->sel_plies = -1;
    mbv_table_move_played(v, before, s);
    if (!animate)
        return;
    layout_state(v, f);
    /* a card that came onto the table flies there from where it was drawn last */
    for (int c = 0; c < MB_CARDS; c++)
        if (before->where[c] != MB_ON_TABLE && s->where[c] == MB_ON_TABLE) {
            v->fly_card = c;
            SDL_Rect from = v->block_rect[c];
            if (from.w == 0) /* a Deed draw or an AI's card: from the deck's place in the tray */
                from = v->bank;
            v->fly_from = from;
            if (from.w > 0) /* (nothing drawn yet to fly from: it is simply there) */
                ui_tween_start(v->ui, &v->fly, 0.55, UI_EASE_IN_OUT_CUBIC);
            ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
        } else if (before->where[c] == MB_ON_TABLE && s->where[c] == MB_ON_TABLE &&
                   (before->card_col[c] != s->card_col[c] || before->rotated[c] != s->rotated[c] ||
                    before->card_row[c] != s->card_row[c])) {
            if ((before->rotated[c] != s->rotated[c] || !strncmp(move, "move", 4)) &&
                v->card_rect[c].w > 0) {
                v->fly_card = c;
                v->fly_from = v->card_rect[c];
                ui_tween_start(v->ui, &v->fly, 0.45, UI_EASE_IN_OUT_CUBIC);
            }
        }
    bool coins = false;
    for (int p = 0; p < s->base.players; p++) {
        v->coin_delta[p] = s->mints[p] - before->mints[p];
        coins |= v->coin_delta[p] != 0;
    }
    if (coins) {
        ui_tween_start(v->ui, &v->coins, 0.6, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_COIN);
    }
    if (s->rolls != before->rolls || s->ai_rolls != before->ai_rolls) {
        ui_tween_start(v->ui, &v->roll, 0.6, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
    }
}

static void mbv_reset(void *view, const ViewFrame *f)
{
    MintBidView *v = view;
    (void)f;
    clear_selection(v);
    v->sel_plies = -1;
    ui_tween_stop(&v->fly);
    ui_tween_stop(&v->coins);
    ui_tween_stop(&v->roll);
    mbv_table_reset(v);
}

/* ---------------------------------------------------------------- the coach's pointers */

/* Where the board shows a thing a lesson names (mintbid_pointable lists the names). */
/* The players' panels together (each shows its closed bid once they are turned over). */
static SDL_Rect players_panels(const MintBidView *v, const MintBidState *s)
{
    SDL_Rect r = v->panel[0];
    for (int seat = 1; seat < s->base.players; seat++)
        SDL_UnionRect(&r, &v->panel[seat], &r);
    return r;
}

static bool mbv_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    MintBidView *v = view;
    const MintBidState *s = mbv_state(f);
    if (!mintbid_pointable(f->match->state, name))
        return false;
    int number, col, row;
    char letter;
    SDL_Rect r = {0, 0, 0, 0};
    if (!strcmp(name, "block"))
        r = v->block_area;
    else if (!strcmp(name, "controls"))
        r = v->controls_rect;
    else if (!strcmp(name, "die"))
        r = v->die_rect;
    else if (!strcmp(name, "deck"))
        r = v->deck_rect;
    else if (!strcmp(name, "auctioneer"))
        r = v->token_rect;
    else if (!strcmp(name, "ai card"))
        r = v->ai_panel;
    else if (sscanf(name, "panel %d", &number) == 1)
        r = v->panel[number - 1];
    else if (sscanf(name, "area %c", &letter) == 1)
        r = v->box[letter - 'A'].box;
    else if (sscanf(name, "card %d", &number) == 1)
        r = s->where[number - 1] == MB_ON_TABLE ? v->card_rect[number - 1]
                                                : v->block_rect[number - 1];
    else if (sscanf(name, "spot %c %d %d", &letter, &col, &row) == 3)
        r = mbv_spot_rect(v, s, letter - 'A', col, row);
    else if (!strcmp(name, "bids")) /* their panel while it is up, then the players' panels */
        r = v->bids_rect.w > 0 ? v->bids_rect : players_panels(v, s);
    /* the closed bids, turned over, cover the board until the table has read them: nothing on
     * the board is pointed at through them */
    if (v->bids_rect.w > 0 && strcmp(name, "bids") && SDL_HasIntersection(&r, &v->board))
        r = (SDL_Rect){0, 0, 0, 0};
    *out = r;
    return r.w > 0;
}

/* ---------------------------------------------------------------- the prompt */

static void mbv_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    MintBidView *v = view;
    const MintBidState *s = mbv_state(f);
    sync_selection(v, f);
    const char *text = "";
    switch (s->phase) {
    case MB_PHASE_PICK:
        text = v->pick < 0               ? _("Pick a location from the auction block")
               : s->mode != MB_MODE_FULL ? _("Put it up for an open auction")
                                         : _("Choose an open or a closed auction");
        break;
    case MB_PHASE_OPEN:
        /* with two players there are no partners */
        text = s->mode == MB_MODE_FULL ? _("Bid (alone or with a neighbour), pass or withdraw")
                                       : _("Bid, pass or withdraw");
        break;
    case MB_PHASE_PROPOSAL:
        text = _("A neighbour asks you to partner: agree or refuse");
        break;
    case MB_PHASE_SECRET:
        text = _("Choose your secret bid");
        break;
    case MB_PHASE_CHOOSE_WINNER:
        text = _("A tie: name the winner");
        break;
    case MB_PHASE_SHARE:
        text = _("Pick the neighbour who shares the location");
        break;
    case MB_PHASE_AI_ANSWER:
        text = _("Outbid the AI card or let its bid stand");
        break;
    case MB_PHASE_SOLO_BID:
        text = _("Bid 1 mint or let the AI have it");
        break;
    case MB_PHASE_SOLO_ANSWER:
        text = _("The AI raised: outbid it or withdraw");
        break;
    case MB_PHASE_PLACE:
        text = _("Place the location on a lit spot");
        break;
    case MB_PHASE_DEED:
        text = _("Deed: place the drawn location on a lit spot");
        break;
    case MB_PHASE_UTILITY:
        text = v->source < 0 ? _("Utility: pick a location to move, or skip")
                             : _("Utility: click its new spot");
        break;
    case MB_PHASE_PRODUCTION:
        text = _("Production: click a location to turn it around, or skip");
        break;
    case MB_PHASE_OVER:
        break;
    }
    snprintf(out, outlen, "%s", text);
}

const GameView mintbid_view = {
    .game_id = "mintbid",
    .create = mbv_create,
    .destroy = free, /* the view's data holds no other allocation */
    .layout = mbv_layout,
    .draw = mbv_draw,
    .handle_event = mbv_handle_event,
    .move_played = mbv_move_played,
    .reset = mbv_reset,
    .prompt = mbv_prompt,
    .holds_play = mbv_holds_play,
    .release_hold = mbv_release_hold,
    .hold_prompt = mbv_hold_prompt,
    .locate = mbv_locate,
    .help_text = mbv_help_text,
    .draw_help_picture = mbv_draw_help_picture,
};
