/* Buyout! view: the layout, mouse input turned into moves (docs/notation.md) and the animations
 * started when a move is played. Drawing is in view_draw.c, the help screen in view_help.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "ui/board.h"
#include "ui/sound.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int bov_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

bool bov_legal(const ViewFrame *f, const char *move)
{
    MoveList list = MOVELIST_INIT;
    f->match->rules->legal_moves(f->match->state, &list);
    bool found = movelist_contains(&list, move);
    movelist_free(&list);
    return found;
}

/* The move a click on the lot would make now, or false if it makes none. */
static bool lot_move(const BuyoutView *v, const ViewFrame *f, int lot, char move[MOVE_MAX])
{
    const BuyoutState *s = bov_state(f);
    if (bov_actor(f) < 0 || v->overlay)
        return false;
    char name[3];
    buyout_lot_name(lot, name);
    if (s->phase == BUYOUT_PHASE_SCAFFOLD)
        snprintf(move, MOVE_MAX, "move %s", name);
    else if (v->selected_kind >= 0)
        snprintf(move, MOVE_MAX, "place %c %s", buyout_kind_letter(v->selected_kind), name);
    else
        return false;
    return true;
}

bool bov_lot_target(const BuyoutView *v, const ViewFrame *f, int lot)
{
    char move[MOVE_MAX];
    return lot_move(v, f, lot, move) && bov_legal(f, move);
}

void bov_lot_targets(const BuyoutView *v, const ViewFrame *f, bool out[BUYOUT_LOTS])
{
    MoveList list = MOVELIST_INIT;
    f->match->rules->legal_moves(f->match->state, &list);
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        char move[MOVE_MAX];
        out[lot] = lot_move(v, f, lot, move) && movelist_contains(&list, move);
    }
    movelist_free(&list);
}

static const char *seat_name(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].name;
}

bool bov_cost_text(const BuyoutView *v, const ViewFrame *f, int lot, char *out, size_t outlen)
{
    const BuyoutState *s = bov_state(f);
    if (lot < 0 || !bov_lot_target(v, f, lot))
        return false;
    int seat = f->to_move;
    bool moving = s->phase == BUYOUT_PHASE_SCAFFOLD;
    BuyoutKind kind = moving ? BUYOUT_REGULAR : (BuyoutKind)v->selected_kind;
    BuyoutCost cost;
    char err[128];
    if (!buyout_placement_cost(s, seat, kind, lot, moving ? s->scaffold_lot : -1, &cost, err,
                               sizeof err))
        return false;
    StrBuf sb = STRBUF_INIT;
    char name[3], money[24];
    buyout_lot_name(lot, name);
    /* TRANSLATORS: the head of what building on a lot costs: the lot ("5C") and its district.
       Keep the colon and the space after it: the chip beside the lot shows what follows them. */
    sb_addf(&sb, _("%s %s: "), name, _(buyout_region_name(buyout_region_of(lot))));
    bool any = false;
    if (cost.buyout_seat >= 0) {
        buyout_format_money(cost.buyout_amount, money, sizeof money);
        /* TRANSLATORS: a cost of building on a lot: the owner, the price */
        sb_addf(&sb, _("buy out %s for %s"), seat_name(f, cost.buyout_seat), money);
        any = true;
    }
    for (int o = 0; o < s->base.players; o++) {
        if (o == seat || cost.net[o] == 0)
            continue;
        buyout_format_money(abs(cost.net[o]), money, sizeof money);
        if (any)
            sb_add(&sb, "; ");
        if (cost.net[o] > 0)
            /* TRANSLATORS: a rival pays a new department store's charge: the rival, the sum */
            sb_addf(&sb, _("%s pays you %s"), seat_name(f, o), money);
        else
            /* TRANSLATORS: building beside a rival's department store: the rival, the sum */
            sb_addf(&sb, _("you pay %s %s (store)"), seat_name(f, o), money);
        any = true;
    }
    if (!any)
        /* TRANSLATORS: building on this lot costs nothing */
        sb_add(&sb, _("free"));
    snprintf(out, outlen, "%s", sb_str(&sb));
    sb_free(&sb);
    return true;
}

SDL_Color bov_region_colour(BuyoutRegion region)
{
    /* the grounds' colours (tools/make_buyout_art.py) */
    static const unsigned rgb[BUYOUT_REGIONS] = {0xc3a5d8, 0x93c2dc, 0xe5c981,
                                                 0x9bd3bd, 0xe0a88d, 0xcddc97};
    return ui_rgba(rgb[region], 255);
}

const char *bov_region_ground(BuyoutRegion region)
{
    static const char *file[BUYOUT_REGIONS] = {
        "buyout/ground-downtown.svg",  "buyout/ground-harbor.svg",   "buyout/ground-midtown.svg",
        "buyout/ground-riverside.svg", "buyout/ground-old-town.svg", "buyout/ground-suburbs.svg"};
    return file[region];
}

const char *bov_kind_sprite(int kind)
{
    switch (kind) {
    case BUYOUT_PARK:
        return "buyout/park.svg";
    case BUYOUT_ROOF:
        return "buyout/roof.svg";
    case BUYOUT_STORE:
        return "buyout/store.svg";
    case BUYOUT_SCAFFOLD:
        return "buyout/scaffold.svg";
    default:
        return NULL;
    }
}

/* ---------------------------------------------------------------- the table entries */

static void clear_selection(BuyoutView *v)
{
    v->selected_kind = -1;
    v->selected_index = -1;
}

static void *bov_create(const ViewContext *ctx, char *err, size_t errlen)
{
    BuyoutView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->hover_lot = v->drop_lot = v->drop_from = -1;
    clear_selection(v);
    return v;
}

/* The map's rows: each block a pitch apart, with the river (two quays and the water) before
 * BOV_RIVER_ROW and the avenue's median before BOV_AVENUE_ROW. */
static int row_top(const BuyoutView *v, int pitch, int water, int row)
{
    int y = v->map.y + row * pitch;
    if (row >= BOV_RIVER_ROW)
        y += 2 * v->lane + water;
    if (row >= BOV_AVENUE_ROW)
        y += v->lane;
    return y;
}

static void bov_layout(void *view, SDL_Rect area, float scale)
{
    BuyoutView *v = view;
    Ui *ui = v->ui;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    v->area = area;
    int pad = ui_px(ui, 10);
    SDL_Rect left;
    v->side = ui_board_side(ui, area, 27, 240, 340, pad, &left);
    int tray_h = ui_px(ui, 104), legend_h = ui_px(ui, 96);
    /* the board: its frame, a printed border with the coordinates (top and left), the map */
    int frame = ui_board_frame_width(ui), coord = ui_px(ui, 20), edge = ui_px(ui, 6);
    v->lane = ui_px(ui, 21);
    int water = ui_px(ui, 12), around = 2 * frame + coord + edge;
    int pitch_w = (left.w - around) / BUYOUT_COLS;
    int pitch_h = (area.h - tray_h - legend_h - pad - around - 3 * v->lane - water) / BUYOUT_ROWS;
    /* blocks a little wider than deep where the width allows: the map fills its column */
    if (pitch_w > pitch_h * 13 / 10)
        pitch_w = pitch_h * 13 / 10;
    if (pitch_h > pitch_w)
        pitch_h = pitch_w;
    if (pitch_h < 12)
        pitch_w = pitch_h = 12;
    v->street = pitch_h * 15 / 100 > 3 ? pitch_h * 15 / 100 : 3;
    int map_w = pitch_w * BUYOUT_COLS, map_h = pitch_h * BUYOUT_ROWS + 3 * v->lane + water;
    int board_w = map_w + around, board_h = map_h + around;
    v->board = (SDL_Rect){area.x + (left.w - board_w) / 2, area.y, board_w, board_h};
    v->map = (SDL_Rect){v->board.x + frame + coord, v->board.y + frame + coord, map_w, map_h};
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        v->lot[lot] = (SDL_Rect){v->map.x + buyout_lot_col(lot) * pitch_w + v->street / 2,
                                 row_top(v, pitch_h, water, buyout_lot_row(lot)) + v->street / 2,
                                 pitch_w - v->street, pitch_h - v->street};
    v->river = (SDL_Rect){v->map.x, row_top(v, pitch_h, water, BOV_RIVER_ROW - 1) + pitch_h, map_w,
                          2 * v->lane + water};
    v->avenue = (SDL_Rect){v->map.x, row_top(v, pitch_h, water, BOV_AVENUE_ROW - 1) + pitch_h,
                           map_w, v->lane};
    v->legend = (SDL_Rect){area.x, area.y + board_h + pad / 2, left.w, legend_h};
    /* the district cards under the board, in two rows of three across the whole column */
    int gap = ui_px(ui, 6), per_row = BUYOUT_REGIONS / 2;
    int chip_w = (left.w - gap * (per_row - 1)) / per_row, chip_h = (legend_h - gap) / 2;
    for (int i = 0; i < BUYOUT_REGIONS; i++)
        v->district[i] = (SDL_Rect){left.x + i % per_row * (chip_w + gap),
                                    v->legend.y + i / per_row * (chip_h + gap), chip_w, chip_h};
    int tray_y = v->legend.y + legend_h + pad / 2;
    v->tray = (SDL_Rect){area.x, tray_y, left.w, area.y + area.h - tray_y};
    gap = ui_px(ui, 8);
    int card_h = (area.h - gap * (BUYOUT_MAX_PLAYERS - 1)) / BUYOUT_MAX_PLAYERS;
    if (card_h > ui_px(ui, 170))
        card_h = ui_px(ui, 170);
    for (int i = 0; i < BUYOUT_MAX_PLAYERS; i++)
        v->card[i] = (SDL_Rect){v->side.x, v->side.y + i * (card_h + gap), v->side.w, card_h};
    /* the payout panel over the map, clear of the coordinates printed on the frame */
    int over_w = map_w, over_h = (area.h - tray_h) * 94 / 100;
    if (over_w < ui_px(ui, 560))
        over_w = ui_px(ui, 560);
    v->overlay_rect = (SDL_Rect){v->map.x + (map_w - over_w) / 2, area.y + pad, over_w, over_h};
}

static void bov_draw_entry(void *view, const ViewFrame *f)
{
    BuyoutView *v = view;
    const BuyoutState *s = bov_state(f);
    /* a picked tile that is no longer in the hand (undo, a move played) is dropped */
    if (v->selected_kind >= 0 && (bov_actor(f) < 0 || s->phase == BUYOUT_PHASE_SCAFFOLD ||
                                  s->hand[f->to_move][v->selected_kind] == 0))
        clear_selection(v);
    bov_draw(v, f);
}

/* A round's payout panel holds play until the table has read who was paid what (the shell
 * waits for a seated human's click); the final panel, with the bonuses, comes before the end
 * screen. */
static bool bov_holds_play(void *view, const ViewFrame *f)
{
    const BuyoutView *v = view;
    return v->overlay && !f->replay;
}

static void bov_release_hold(void *view, const ViewFrame *f)
{
    BuyoutView *v = view;
    (void)f;
    v->overlay = false;
}

static void bov_hold_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    const BuyoutView *v = view;
    (void)f;
    if (v->overlay_final)
        snprintf(out, outlen, "%s", _("Final payout"));
    else
        snprintf(out, outlen, _("Round %d payout"), v->payout.round);
}

/* ---------------------------------------------------------------- input */

static int lot_at(const BuyoutView *v, int x, int y)
{
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        if (ui_inside(v->lot[lot], x, y))
            return lot;
    return -1;
}

/* The selection stays until the move is played (move_played): a refused move keeps it. */
static ViewEventResult move_done(BuyoutView *v, char move_out[MOVE_MAX], const char *move)
{
    (void)v;
    snprintf(move_out, MOVE_MAX, "%s", move);
    return VIEW_MOVE;
}

static ViewEventResult click_button(BuyoutView *v, const BovButton *b, char move_out[MOVE_MAX])
{
    switch (b->action) {
    case BOV_ACT_END:
        return move_done(v, move_out, "end");
    case BOV_ACT_PASS:
        return move_done(v, move_out, "pass");
    case BOV_ACT_STAY:
        return move_done(v, move_out, "stay");
    }
    return VIEW_IGNORED;
}

/* Why the picked tile (or the scaffolding's pair, when from_lot >= 0) cannot go on the lot, in the
 * game's words; false if it can. */
static bool lot_refusal(const ViewFrame *f, int kind, int lot, int from_lot, char *out,
                        size_t outlen)
{
    const BuyoutState *s = bov_state(f);
    int seat = f->to_move, owner = buyout_owner(s, lot), top = buyout_top_kind(s, lot);
    int height = buyout_height(s, lot);
    char name[3];
    buyout_lot_name(lot, name);
    if (lot == from_lot)
        /* TRANSLATORS: in these refusals %s is a lot ("6D"); Stay is the button's label */
        snprintf(out, outlen, _("The scaffolding stands on %s already: pick another lot, or Stay"),
                 name);
    else if (top == BUYOUT_PARK)
        snprintf(out, outlen, _("A park closes its lot for good: nothing can go on %s"), name);
    else if (top == BUYOUT_ROOF)
        snprintf(out, outlen, _("A roof closes its lot for good: nothing can go on %s"), name);
    else if (kind == BUYOUT_PARK && height > 0)
        snprintf(out, outlen, _("A park needs an empty lot, and %s is built on"), name);
    else if (kind == BUYOUT_ROOF && height == 0)
        snprintf(out, outlen, _("A roof goes on top of a building, and %s is empty"), name);
    else if (kind == BUYOUT_SCAFFOLD && height == 0)
        snprintf(out, outlen, _("Scaffolding goes on top of a building, and %s is empty"), name);
    else if (owner >= 0 && owner != seat && s->money[seat] < 2 * height) {
        char need[24], have[24];
        buyout_format_money(2 * height, need, sizeof need);
        buyout_format_money(s->money[seat], have, sizeof have);
        /* TRANSLATORS: the owner, the lot ("5C"), the price, the player's money */
        snprintf(out, outlen, _("Buying out %s on %s costs %s, and you have %s"),
                 f->match->seats[owner].name, name, need, have);
    } else
        return false;
    return true;
}

static ViewEventResult click_lot(BuyoutView *v, const ViewFrame *f, int lot,
                                 char move_out[MOVE_MAX])
{
    const BuyoutState *s = bov_state(f);
    char name[3], move[MOVE_MAX], why[VIEW_REASON_MAX];
    buyout_lot_name(lot, name);
    if (s->phase == BUYOUT_PHASE_SCAFFOLD) {
        if (lot_refusal(f, BUYOUT_REGULAR, lot, s->scaffold_lot, why, sizeof why))
            return view_refuse(f, "%s", why);
        snprintf(move, sizeof move, "move %s", name);
        return move_done(v, move_out, move);
    }
    if (bov_legal(f, "pass"))
        return view_refuse(f, "%s", _("None of your tiles can go anywhere now: click Pass"));
    if (v->selected_kind < 0)
        return view_refuse(f, "%s", _("Pick a tile from your hand first"));
    if (lot_refusal(f, v->selected_kind, lot, -1, why, sizeof why))
        return view_refuse(f, "%s", why);
    /* anything else the rules refuse reaches the shell, which shows their reason */
    snprintf(move, sizeof move, "place %c %s", buyout_kind_letter(v->selected_kind), name);
    return move_done(v, move_out, move);
}

/* Whether a tile of this kind can go anywhere now. */
static bool kind_playable(const ViewFrame *f, int kind)
{
    MoveList list = MOVELIST_INIT;
    f->match->rules->legal_moves(f->match->state, &list);
    char prefix[16];
    snprintf(prefix, sizeof prefix, "place %c ", buyout_kind_letter(kind));
    bool found = false;
    for (int i = 0; i < list.count && !found; i++)
        found = !strncmp(list.items[i], prefix, strlen(prefix));
    movelist_free(&list);
    return found;
}

/* Why a tile of the hand cannot be picked: it fits nowhere now. */
static const char *const stuck_words[BUYOUT_KINDS] = {
    N_("Your regular tile cannot go anywhere now: it needs a building it may go on"),
    N_("Your park cannot go anywhere now: it needs an empty lot"),
    N_("Your roof cannot go anywhere now: it needs a building it may go on"),
    N_("Your department store cannot go anywhere now: it needs a building it may go on"),
    N_("Your scaffolding cannot go anywhere now: it needs a building it may go on"),
};

/* A tile of the hand (tray index i) clicked: picked, or dropped on a second click. */
static ViewEventResult click_hand_tile(BuyoutView *v, const ViewFrame *f, int i)
{
    int kind = v->hand_kind[i];
    if (bov_state(f)->phase == BUYOUT_PHASE_SCAFFOLD)
        return view_refuse(f, "%s",
                           _("Finish with the scaffolding first: move it to a lit lot, or Stay"));
    if (bov_legal(f, "pass"))
        return view_refuse(f, "%s", _("None of your tiles can go anywhere now: click Pass"));
    if (!kind_playable(f, kind))
        return view_refuse(f, "%s", _(stuck_words[kind]));
    bool again = v->selected_kind == kind && v->selected_index == i;
    v->selected_kind = again ? -1 : kind;
    v->selected_index = i;
    ui_sound_play(v->ui->sound, UI_SOUND_CLICK);
    return VIEW_HANDLED;
}

/* A tile on a player's card: the viewer's own work like the tray's, a rival's are secret. */
static ViewEventResult click_card_tile(BuyoutView *v, const ViewFrame *f, int seat, int i)
{
    if (seat != f->viewer)
        return view_refuse(f,
                           _("Those are %s's tiles: you build from your own hand, under the city"),
                           f->match->seats[seat].name);
    return i < v->hand_tiles ? click_hand_tile(v, f, i) : VIEW_HANDLED;
}

static ViewEventResult press(BuyoutView *v, const ViewFrame *f, int x, int y,
                             char move_out[MOVE_MAX])
{
    if (bov_actor(f) < 0)
        return VIEW_IGNORED;
    for (int i = 0; i < v->buttons; i++)
        if (ui_inside(v->button[i].r, x, y))
            return click_button(v, &v->button[i], move_out);
    for (int i = 0; i < v->hand_tiles; i++)
        if (ui_inside(v->hand_rect[i], x, y))
            return click_hand_tile(v, f, i);
    for (int seat = 0; seat < bov_state(f)->base.players; seat++)
        for (int i = 0; i < v->card_tiles[seat]; i++)
            if (ui_inside(v->card_tile[seat][i], x, y))
                return click_card_tile(v, f, seat, i);
    int lot = lot_at(v, x, y);
    if (lot >= 0)
        return click_lot(v, f, lot, move_out);
    return VIEW_IGNORED;
}

static ViewEventResult bov_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    BuyoutView *v = view;
    int x, y;
    switch (ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y)) {
    case UI_GESTURE_HOVER: {
        int lot = lot_at(v, x, y);
        if (lot == v->hover_lot)
            return VIEW_IGNORED;
        v->hover_lot = lot;
        return VIEW_HANDLED;
    }
    case UI_GESTURE_PRESS: /* a tile or a lot acts on the press */
        return press(v, f, x, y, move_out);
    case UI_GESTURE_DESELECT:
        clear_selection(v);
        return VIEW_HANDLED;
    default:
        break;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE && v->selected_kind >= 0) {
        clear_selection(v);
        return VIEW_HANDLED;
    }
    return VIEW_IGNORED;
}

/* ---------------------------------------------------------------- animations */

static void bov_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    BuyoutView *v = view;
    const BuyoutState *before = (const BuyoutState *)before_state, *s = bov_state(f);
    (void)mover;
    clear_selection(v);
    v->drop_lot = v->drop_from = -1;
    bool round_ended = s->payout.round != before->payout.round;
    bool game_ended = s->phase == BUYOUT_PHASE_OVER && before->phase != BUYOUT_PHASE_OVER;
    if (round_ended || game_ended) {
        v->payout = s->payout;
        v->final = s->final;
        v->overlay = true;
        v->overlay_final = game_ended;
    }
    if (!animate)
        return;
    bool placed = !strncmp(move, "place", 5) || !strncmp(move, "move", 4);
    if (placed && s->last.seat >= 0) {
        v->drop_lot = s->last.lot;
        v->drop_from = s->last.from_lot;
        ui_tween_start(v->ui, &v->drop, 0.4, UI_EASE_OUT_BACK);
        ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
    }
    bool money_moved = false;
    for (int seat = 0; seat < BUYOUT_MAX_PLAYERS; seat++) {
        v->delta[seat] = seat < s->base.players ? s->money[seat] - before->money[seat] : 0;
        money_moved |= v->delta[seat] != 0;
    }
    if (money_moved) {
        ui_tween_start_delayed(v->ui, &v->delta_tween, 0.3, 2.2, UI_EASE_LINEAR);
        ui_sound_play(v->ui->sound, UI_SOUND_COIN);
    }
}

static void bov_reset(void *view, const ViewFrame *f)
{
    BuyoutView *v = view;
    (void)f;
    clear_selection(v);
    v->drop_lot = v->drop_from = -1;
    ui_tween_stop(&v->drop);
    ui_tween_stop(&v->delta_tween);
    memset(v->delta, 0, sizeof v->delta);
    v->overlay = false;
}

/* ---------------------------------------------------------------- the prompt */

/* The prompt once a tile of the hand is picked. */
static const char *const place_words[BUYOUT_KINDS] = {
    N_("Place your regular tile on a lit lot"), N_("Place your park on a lit lot"),
    N_("Place your roof on a lit lot"),         N_("Place your department store on a lit lot"),
    N_("Place your scaffolding on a lit lot"),
};

static void bov_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    BuyoutView *v = view;
    const BuyoutState *s = bov_state(f);
    switch (s->phase) {
    case BUYOUT_PHASE_SCAFFOLD:
        /* TRANSLATORS: the prompts name the buttons Stay, End turn and Pass */
        snprintf(out, outlen, "%s", _("Move the scaffolding and the tile below it, or Stay"));
        break;
    case BUYOUT_PHASE_CONTINUE:
        snprintf(out, outlen, "%s", _("Place another tile, or End turn"));
        break;
    case BUYOUT_PHASE_PLACE:
        if (bov_legal(f, "pass"))
            snprintf(out, outlen, "%s", _("None of your tiles can go anywhere: Pass"));
        else if (v->selected_kind >= 0)
            snprintf(out, outlen, "%s", _(place_words[v->selected_kind]));
        else
            snprintf(out, outlen, "%s", _("Pick a tile from your hand, then a lit lot"));
        break;
    case BUYOUT_PHASE_OVER:
        out[0] = '\0';
        break;
    }
}

/* ---------------------------------------------------------------- what the coach points at */

static bool find_button(const BuyoutView *v, BovAction action, SDL_Rect *out)
{
    for (int i = 0; i < v->buttons; i++)
        if (v->button[i].action == action) {
            *out = v->button[i].r;
            return true;
        }
    return false;
}

/* A tile of that kind in the drawn hand; only the seat to move's own (buyout_pointable). */
static bool find_tile(const BuyoutView *v, const ViewFrame *f, int kind, SDL_Rect *out)
{
    if (f->viewer != f->to_move)
        return false;
    for (int i = 0; i < v->hand_tiles; i++)
        if (v->hand_kind[i] == kind) {
            *out = v->hand_rect[i];
            return true;
        }
    return false;
}

/* Where the board shows what a lesson names (the names: buyout_point_parse), as drawn in the
 * last frame. */
static bool bov_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    const BuyoutView *v = view;
    const BuyoutState *s = bov_state(f);
    BuyoutPoint p;
    if (!buyout_point_parse(name, &p))
        return false;
    switch (p.kind) {
    case BUYOUT_POINT_LOT:
        *out = v->lot[p.arg];
        return true;
    case BUYOUT_POINT_DISTRICT:
        *out = v->district[p.arg];
        return true;
    case BUYOUT_POINT_DISTRICTS: {
        SDL_Rect last = v->district[BUYOUT_REGIONS - 1];
        *out = (SDL_Rect){v->district[0].x, last.y, last.x + last.w - v->district[0].x, last.h};
        return true;
    }
    case BUYOUT_POINT_HAND:
        *out = v->hand_area;
        return v->hand_area.w > 0;
    case BUYOUT_POINT_TILE:
        return find_tile(v, f, p.arg, out);
    case BUYOUT_POINT_CARD:
        if (p.arg >= s->base.players)
            return false;
        *out = v->card[p.arg];
        return true;
    case BUYOUT_POINT_DIE:
        *out = v->die;
        return v->die.w > 0;
    case BUYOUT_POINT_END:
        return find_button(v, BOV_ACT_END, out);
    case BUYOUT_POINT_STAY:
        return find_button(v, BOV_ACT_STAY, out);
    case BUYOUT_POINT_PASS:
        return find_button(v, BOV_ACT_PASS, out);
    }
    return false;
}

/* The rulebook's colours in its order: red, yellow, green, blue (palette indices). */
static const int seat_colours[] = {0, 3, 2, 1, -1};

/* ---------------------------------------------------------------- the shell's motion */

/* Every seat's money is public. */
static bool bov_seat_money(const GameState *state, int seat, int viewer, int *money)
{
    (void)viewer;
    *money = ((const BuyoutState *)state)->money[seat];
    return true;
}

/* A seat's card; the bank's money comes from the city. */
static SDL_Rect bov_seat_panel(void *view, const ViewFrame *f, int seat)
{
    const BuyoutView *v = view;
    (void)f;
    return seat < 0 ? v->board : v->card[seat];
}

const GameView buyout_view = {
    .game_id = "buyout",
    .create = bov_create,
    .destroy = free, /* the view's data holds no other allocation */
    .layout = bov_layout,
    .draw = bov_draw_entry,
    .handle_event = bov_handle_event,
    .move_played = bov_move_played,
    .reset = bov_reset,
    .prompt = bov_prompt,
    .holds_play = bov_holds_play,
    .release_hold = bov_release_hold,
    .hold_prompt = bov_hold_prompt,
    .locate = bov_locate,
    .seat_money = bov_seat_money,
    .seat_panel = bov_seat_panel,
    .coin_sprite = "buyout/coin.svg",
    .seat_colours = seat_colours,
    .help_text = bov_help_text,
    .draw_help_picture = bov_draw_help_picture,
};
