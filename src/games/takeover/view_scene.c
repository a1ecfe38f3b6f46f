/* Takeover view: the scene. The grid on its felt, the players' cards with their coins, and the
 * tray under the grid (the draft pool, what the human is doing, the buttons). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/flight.h"
#include "ui/marks.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/tween.h"
#include "ui/widgets.h"
#include "view_internal.h"

static UiTextStyle style(const TakeoverView *v, UiFont font, float size, UiColourName colour)
{
    return ui_style(font, ui_px(v->ui, size), ui_colour(colour));
}

/* Penny-merge targets: apart from the accent (selection) and gold (the last merge). */
static SDL_Color penny_colour(void)
{
    return ui_rgba(0xb48cf2, 255);
}

static const char *seat_name(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].name;
}

static int seat_colour(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].colour;
}

/* The targets lit now: those of the picked corporation, else of the one under the mouse. */
static int lit_targets(const TakeoverView *v, const ViewFrame *f, int *from, TkTarget t[8])
{
    const TakeoverState *s = tkv_state(f);
    int me = tkv_actor(f);
    *from = -1;
    if (me < 0 || s->phase != TK_PHASE_PLAY || v->mode == TK_MODE_TRADE)
        return 0;
    if (v->mode == TK_MODE_SOURCE || v->mode == TK_MODE_CONFIRM)
        *from = v->src;
    else if (v->hover_cell >= 0 && tkv_is_source(s, me, v->hover_cell))
        *from = v->hover_cell;
    return *from >= 0 ? tkv_targets(s, me, *from, t) : 0;
}

/* ---------------------------------------------------------------- the grid */

/* The frame with the columns (a-f) and rows (1-4) printed on it, the felt, and the grid
 * stitched into the felt: a seam between the cells and a worn hollow where each tile lies. */
static void draw_grid(TakeoverView *v)
{
    Ui *ui = v->ui;
    SDL_Rect in = ui_board_frame(ui, v->board, ui_rgba(TKV_FRAME, 255));
    ui_fill_rect(ui, in, ui_rgba(TKV_FRAME, 255));
    UiTextStyle print = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_rgba(TKV_PRINT, 255));
    int coord = v->felt.y - in.y;
    for (int col = 0; col < TK_COLS; col++) {
        SDL_Rect c = v->plot[tk_cell(col, 0)];
        char text[2] = {(char)('a' + col), '\0'};
        ui_text(ui, text, print, c.x + c.w / 2, in.y + coord / 2,
                UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
    for (int row = 0; row < TK_ROWS; row++) {
        SDL_Rect c = v->cell[tk_cell(0, row)];
        char text[2] = {(char)('1' + row), '\0'};
        ui_text(ui, text, print, in.x + coord / 2, c.y + c.h / 2,
                UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
    ui_board_surface(ui, v->felt, TKV_FELT);
    /* the felt lies a little below the frame: the frame's shade on its upper and left edges */
    int shade = ui_px(ui, 3) > 1 ? ui_px(ui, 3) : 1;
    ui_gradient_rect(ui, (SDL_Rect){v->felt.x, v->felt.y, v->felt.w, shade}, ui_rgba(0x000000, 110),
                     ui_rgba(0x000000, 0));
    ui_fill_rect(ui, (SDL_Rect){v->felt.x, v->felt.y, shade / 2 + 1, v->felt.h},
                 ui_rgba(0x000000, 70));
    SDL_Color seam_dark = ui_rgba(0x000000, 60), seam_lit = ui_rgba(0xffffff, 30);
    SDL_Rect first = v->plot[0], last = v->plot[TK_CELLS - 1];
    int grid_w = last.x + last.w - first.x, grid_h = last.y + last.h - first.y;
    for (int col = 1; col < TK_COLS; col++) {
        int x = v->plot[tk_cell(col, 0)].x;
        ui_fill_rect(ui, (SDL_Rect){x - 1, first.y, 1, grid_h}, seam_dark);
        ui_fill_rect(ui, (SDL_Rect){x, first.y, 1, grid_h}, seam_lit);
    }
    for (int row = 1; row < TK_ROWS; row++) {
        int y = v->plot[tk_cell(0, row)].y;
        ui_fill_rect(ui, (SDL_Rect){first.x, y - 1, grid_w, 1}, seam_dark);
        ui_fill_rect(ui, (SDL_Rect){first.x, y, grid_w, 1}, seam_lit);
    }
    int depth = tkv_stack_depth(v->cell[0]);
    for (int c = 0; c < TK_CELLS; c++) {
        SDL_Rect r = v->cell[c];
        ui_fill_round_rect(ui, (SDL_Rect){r.x - 1, r.y - 1, r.w + 2, r.h + depth + 2}, r.w / 9,
                           ui_rgba(0x000000, 36));
    }
}

/* A cell lit: a glow on the felt around where its tile lies and a frame around the cell. */
static void cell_frame(TakeoverView *v, int cell, SDL_Color colour, int width)
{
    SDL_Rect p = v->plot[cell];
    int inset = ui_px(v->ui, 2);
    SDL_Rect frame = {p.x + inset, p.y + inset, p.w - 2 * inset, p.h - 2 * inset};
    SDL_Color glow = colour;
    glow.a = (Uint8)(colour.a / 4);
    ui_fill_round_rect(v->ui, frame, p.w / 10, glow);
    ui_outline_rect(v->ui, frame, width, colour);
}

/* A plate with the cost of merging onto a target, across the foot of its tile (drawn after every
 * tile, a carried one too: nothing covers it). */
static void cost_chip(TakeoverView *v, const ViewFrame *f, const TkTarget *t)
{
    char text[64];
    if (t->cost == 0)
        /* TRANSLATORS: the price on a lit target of a merge (short: it sits on a tile). */
        snprintf(text, sizeof text, "%s", t->penny ? _("penny · free") : _("free"));
    else if (t->penny)
        /* TRANSLATORS: the price on a target reached by spending a penny stock (short). */
        snprintf(text, sizeof text, _("penny · $%dM"), t->cost);
    else
        snprintf(text, sizeof text, "$%dM", t->cost);
    SDL_Color ink = !t->affordable ? ui_colour(UI_BAD)
                    : t->penny     ? penny_colour()
                                   : ui_colour(UI_GOOD);
    const TakeoverState *s = tkv_state(f);
    SDL_Rect r = tkv_stack_top_rect(v->cell[t->cell], s->height[t->cell]);
    SDL_Rect p = v->plot[t->cell];
    int pad = ui_px(v->ui, 6);
    /* smaller where the words are longer: the plate stays within the cell */
    UiTextStyle st = ui_style_fit(v->ui, text, ui_style(UI_FONT_BOLD, ui_px(v->ui, 14), ink),
                                  p.w - 2 * pad - ui_px(v->ui, 4), ui_px(v->ui, 12));
    int w, h;
    ui_text_size(v->ui, text, st, &w, &h);
    SDL_Rect chip = {r.x + r.w / 2 - w / 2 - pad, r.y + r.h - h / 2, w + 2 * pad,
                     h + ui_px(v->ui, 2)};
    if (chip.x < p.x + 1)
        chip.x = p.x + 1;
    ui_fill_round_rect(v->ui, (SDL_Rect){chip.x, chip.y + 1, chip.w, chip.h}, chip.h / 2,
                       ui_rgba(0x000000, 110));
    ui_fill_round_rect(v->ui, chip, chip.h / 2, ui_rgba(0x231b14, 255));
    ui_text(v->ui, text, st, chip.x + chip.w / 2, chip.y + chip.h / 2,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    ui_marks_keep_clear(v->ui, chip);
    ui_tooltip_keep_clear(v->ui, chip); /* a tooltip goes where it hides no price */
}

/* The seat holding the coin of a corporation's top tile, as a badge on the tile (public). */
static void holder_badge(TakeoverView *v, const ViewFrame *f, int tile, SDL_Rect top)
{
    int owner = tkv_state(f)->owner[tile];
    if (owner < 0)
        return;
    int radius = ui_player_badge_radius(v->ui, top.w / 10 > 5 ? top.w / 10 : 5);
    ui_player_badge(v->ui, seat_colour(f, owner), top.x + radius + top.w / 14,
                    top.y + top.h - radius - top.w / 14, radius);
}

static void draw_cell(TakeoverView *v, const ViewFrame *f, int cell)
{
    const TakeoverState *s = tkv_state(f);
    bool sliding = ui_tween_running(v->ui, &v->slide);
    int height = s->height[cell];
    if (sliding && cell == v->anim_to)
        height = v->anim_under;
    if (v->gesture.dragging && cell == v->src)
        height = 0; /* it is in the hand */
    if (height == 0)
        return;
    float lift = v->mode != TK_MODE_IDLE && cell == v->src ? 0.5f : 0.0f;
    /* the stack a merged one lands on: its count is about to be covered */
    bool landing = sliding && cell == v->anim_to;
    SDL_Rect top = tkv_draw_stack(v->ui, s->stack[cell], height, v->cell[cell], lift, !landing);
    holder_badge(v, f, s->stack[cell][height - 1], top);
}

static void draw_highlights(TakeoverView *v, const ViewFrame *f, int from, const TkTarget *t, int n)
{
    const TakeoverState *s = tkv_state(f);
    Ui *ui = v->ui;
    int thin = ui_px(ui, 2) > 1 ? ui_px(ui, 2) : 1, thick = ui_px(ui, 4);
    if (s->last_to >= 0 && !ui_tween_running(ui, &v->slide)) {
        cell_frame(v, s->last_to, ui_rgba(0xf2c14e, 150), thin);
        if (s->height[s->last_from] == 0)
            cell_frame(v, s->last_from, ui_rgba(0xf2c14e, 70), thin);
    }
    if (v->hover_coin >= 0) /* the tile of the coin under the mouse (where it lies is public) */
        cell_frame(v, s->tile_cell[v->hover_coin], ui_rgba(0xffffff, 230), thick);
    if (from >= 0)
        cell_frame(v, from, ui_colour(UI_ACCENT), v->mode == TK_MODE_IDLE ? thin : thick);
    for (int i = 0; i < n; i++) {
        SDL_Color c = !t[i].affordable ? ui_colour(UI_BAD)
                      : t[i].penny     ? penny_colour()
                                       : ui_colour(UI_GOOD);
        bool chosen = v->mode == TK_MODE_CONFIRM && t[i].cell == v->dst;
        if (v->mode == TK_MODE_CONFIRM && !chosen)
            c.a = 90;
        cell_frame(v, t[i].cell, c, chosen || v->hover_cell == t[i].cell ? thick : thin);
        ui_tooltip_keep_clear(ui, v->plot[t[i].cell]); /* the cell clicked next stays in sight */
    }
}

/* Where the arrow of a picked merge leaves a stack (towards `other`) or reaches it: on the top
 * face's margin that faces the other cell, clear of the numeral in its middle (56 %), or, when
 * it comes up to the target, under the price across the target's foot. */
static SDL_Point stack_side(const TakeoverView *v, const TakeoverState *s, int cell, int other)
{
    SDL_Rect base = v->cell[cell], top = tkv_stack_top_rect(base, s->height[cell]);
    int dx = tk_col(other) - tk_col(cell), dy = tk_row(other) - tk_row(cell);
    SDL_Point p = {top.x + top.w / 2, top.y + top.h / 2};
    if (dx != 0)
        p.x = top.x + top.w * (dx > 0 ? 82 : 18) / 100;
    else if (dy < 0)
        p.y = top.y + top.h * 18 / 100;
    else if (cell == v->src)
        p.y = top.y + top.h * 82 / 100;
    else
        p.y = base.y + base.h + tkv_stack_depth(base) + ui_px(v->ui, 11);
    return p;
}

/* The arrow of a picked merge, between the two stacks: it covers neither tile (their numerals)
 * nor the price on the target. */
static void draw_merge_arrow(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    SDL_Point a = stack_side(v, s, v->src, v->dst), b = stack_side(v, s, v->dst, v->src);
    if (tk_row(v->src) == tk_row(v->dst)) /* level, halfway between the two tops */
        a.y = b.y = (a.y + b.y) / 2;
    SDL_Color c = ui_colour(UI_ACCENT);
    float w = (float)ui_px(v->ui, 4);
    float dx = (float)(b.x - a.x), dy = (float)(b.y - a.y), len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return;
    dx /= len;
    dy /= len;
    float head = (float)v->cell_size * 0.14f;
    if (head > len * 0.6f)
        head = len * 0.6f;
    ui_line(v->ui, (float)a.x, (float)a.y, b.x - dx * head * 0.5f, b.y - dy * head * 0.5f, w, c);
    for (int side = -1; side <= 1; side += 2) {
        float bx = b.x - dx * head - side * dy * head * 0.6f;
        float by = b.y - dy * head + side * dx * head * 0.6f;
        ui_line(v->ui, bx, by, (float)b.x, (float)b.y, w, c);
    }
}

/* The stack being carried by the mouse or flying to its target. */
static void draw_moving_stack(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    if (v->gesture.dragging && v->src >= 0 && s->height[v->src] > 0) {
        SDL_Rect r = v->cell[v->src];
        r.x = v->mouse_x - r.w / 2;
        r.y = v->mouse_y - r.h / 2;
        tkv_draw_stack(v->ui, s->stack[v->src], s->height[v->src], r, 1.0f, true);
        return;
    }
    float t;
    if (!ui_flight_progress(v->ui, &v->slide, &t))
        return;
    /* it rises, travels and lands on the stack below it */
    SDL_Rect r = ui_flight_rect(v->cell[v->anim_from], v->cell[v->anim_to], t, 0);
    tkv_draw_stack(v->ui, v->anim_tiles, v->anim_height, r, sinf(t * 3.14159265f), true);
}

static void tile_tooltip(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    int cell = v->hover_cell;
    if (cell < 0 || s->height[cell] == 0 || v->gesture.dragging)
        return;
    int top = takeover_top(s, cell), owner = s->owner[top];
    char name[40], cell_name[3], pile[200], text[300];
    takeover_piece_long_name(top, name, sizeof name);
    takeover_cell_text(cell, cell_name);
    /* TRANSLATORS: a tooltip on a pile: its cell (notation), its top tile, the number of tiles,
       what the top tile's stock is worth. */
    snprintf(pile, sizeof pile,
             plural_text("%s: %s, %d tile. Its stock is worth $%dM",
                         "%s: %s, %d tiles. Its stock is worth $%dM",
                         (unsigned long)s->height[cell]),
             cell_name, name, s->height[cell], takeover_stock_worth(s, top));
    if (owner >= 0)
        /* TRANSLATORS: the tooltip above, then the player who holds the top tile's coin. */
        snprintf(text, sizeof text, _("%s; %s holds the coin"), pile, seat_name(f, owner));
    else
        snprintf(text, sizeof text, "%s", pile);
    ui_tooltip(v->ui, v->cell[cell], text);
}

static void draw_board(TakeoverView *v, const ViewFrame *f)
{
    draw_grid(v);
    TkTarget t[8];
    int from;
    int n = lit_targets(v, f, &from, t);
    draw_highlights(v, f, from, t, n);
    for (int c = 0; c < TK_CELLS; c++)
        draw_cell(v, f, c);
    if (v->mode == TK_MODE_CONFIRM)
        draw_merge_arrow(v, f);
    draw_moving_stack(v, f);
    for (int i = 0; i < n; i++)
        if (v->mode != TK_MODE_CONFIRM || t[i].cell == v->dst)
            cost_chip(v, f, &t[i]);
    tile_tooltip(v, f);
}

/* ---------------------------------------------------------------- coins */

/* Is this coin picked in the current selection (payment, offer)? */
static bool coin_picked(const TakeoverView *v, const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    uint32_t bit = 1u << coin;
    if (s->phase == TK_PHASE_TRADE)
        return ((s->offer_give | s->offer_get) & bit) != 0;
    if (tkv_actor(f) < 0)
        return false;
    if (v->mode == TK_MODE_CONFIRM)
        return (v->pay & bit) != 0;
    if (v->mode == TK_MODE_TRADE)
        return ((v->give | v->get) & bit) != 0;
    return false;
}

/* Can a click on this coin do something now? */
static bool coin_clickable(const TakeoverView *v, const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    int me = tkv_actor(f), owner = s->owner[coin];
    if (me < 0)
        return false;
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        return owner == TK_POOL;
    case TK_PHASE_STOCKS:
        return owner == me;
    case TK_PHASE_PLAY:
        if (v->mode == TK_MODE_CONFIRM)
            return (takeover_cash_coins(s, me) & (1u << coin)) != 0 &&
                   takeover_merge_cost(s, v->src, v->dst) > 0;
        if (v->mode == TK_MODE_TRADE && !s->offered)
            return owner >= 0;
        return false;
    default:
        return false;
    }
}

static void coin_tooltip(TakeoverView *v, const ViewFrame *f, int coin, CoinLook look)
{
    const TakeoverState *s = tkv_state(f);
    char name[40], text[200];
    takeover_piece_long_name(coin, name, sizeof name);
    name[0] = (char)toupper((unsigned char)name[0]); /* it starts the sentence */
    if (s->owner[coin] == TK_POOL)
        /* TRANSLATORS: coin tooltips: %s is the coin's name ("The 3 of suns"), its first letter
           made a capital; keep it at the start. */
        snprintf(text, sizeof text, _("%s, still in the pool: its tile is lit on the board"), name);
    else if (look == COIN_HIDDEN)
        snprintf(text, sizeof text, _("%s: which side is up is secret"), name);
    else if (look == COIN_SUIT_UP)
        snprintf(text, sizeof text, _("%s: a stock, worth $%dM now"), name,
                 takeover_stock_worth(s, coin));
    else if (tk_value(coin) == TK_NULL && s->owner[coin] >= 0)
        snprintf(text, sizeof text, _("%s: cash worth nothing, but a penny stock"), name);
    else
        snprintf(text, sizeof text, _("%s: cash, $%dM"), name, tk_value(coin));
    ui_tooltip(v->ui, v->coin_rect[coin], text);
}

/* The viewer's own stocks wear a gold ring (what each is worth now is in the tray's list and the
 * coin's tooltip). */
static void stock_mark(TakeoverView *v, SDL_Rect d)
{
    int ring = ui_px(v->ui, 2) > 1 ? ui_px(v->ui, 2) : 1;
    ui_ring(v->ui, d.x + d.w / 2, d.y + d.h / 2, d.w / 2 + ring / 2, ring, ui_colour(UI_GOLD));
}

/* Draws one coin where it belongs, records it for hit tests, and marks hover and picks. */
static void place_coin(TakeoverView *v, const ViewFrame *f, int coin, SDL_Rect r, int place)
{
    v->coin_rect[coin] = r;
    v->coin_shown[coin] = true;
    v->coin_place[coin] = place;
    ui_marks_keep_clear(v->ui, r); /* a move's badge goes beside the coins, never on one */
    if (ui_tween_running(v->ui, &v->fly) && (v->fly_coins & (1u << coin)))
        return; /* drawn in flight */
    bool picked = coin_picked(v, f, coin), clickable = coin_clickable(v, f, coin);
    bool hovered = v->hover_coin == coin;
    SDL_Rect d = r;
    if (picked)
        d.y -= r.h / 7;
    CoinLook look = tkv_coin_look(v, f, coin);
    if (ui_tween_running(v->ui, &v->flip) && coin == v->flip_coin)
        tkv_draw_coin_flip(v->ui, coin, v->flip_from, look, ui_tween_progress(v->ui, &v->flip), d);
    else
        tkv_draw_coin(v->ui, coin, look, d);
    int cx = d.x + d.w / 2, cy = d.y + d.h / 2, radius = d.w / 2 + ui_px(v->ui, 2);
    int ring = ui_px(v->ui, 3);
    if (picked)
        ui_ring(v->ui, cx, cy, radius, ring, ui_colour(UI_ACCENT));
    else if (clickable && hovered)
        ui_ring(v->ui, cx, cy, radius, ring, ui_rgba(0xffffff, 200));
    else if (clickable && place != TK_POOL)
        ui_ring(v->ui, cx, cy, radius, ring / 2 > 0 ? ring / 2 : 1, ui_rgba(0xffffff, 70));
    if (place >= 0 && place == f->viewer && look == COIN_SUIT_UP)
        stock_mark(v, d);
    if (hovered)
        coin_tooltip(v, f, coin, look);
}

static void draw_flying_coins(TakeoverView *v, const ViewFrame *f)
{
    float t;
    if (!ui_flight_progress(v->ui, &v->fly, &t))
        return;
    for (int c = 0; c < TK_PIECES; c++) {
        if (!(v->fly_coins & (1u << c)) || !v->coin_shown[c])
            continue;
        SDL_Rect r = ui_flight_rect(v->fly_from[c], v->coin_rect[c], t, 0);
        /* its art rasterised once, at the size it lands at, not at each frame's size */
        ui_sprites_rasterise_landed(v->ui, r, v->coin_rect[c]);
        tkv_draw_coin(v->ui, c, tkv_coin_look(v, f, c), r);
    }
    ui_sprites_rasterise_drawn(v->ui);
}

/* ---------------------------------------------------------------- the players' cards */

/* The largest coin size that fits `count` coins in a w x h box, wrapping rows. */
static int fit_coin_size(int count, int w, int h, int max)
{
    for (int size = max; size > 8; size--) {
        int per_row = w / (size + size / 6);
        if (per_row < 1)
            continue;
        int rows = (count + per_row - 1) / per_row;
        if (rows * (size + size / 6) <= h)
            return size;
    }
    return 8;
}

/* The line under a player's name; `brief` leaves out what can be left out (the viewer's total)
 * where the whole line does not fit. */
static void card_status(const ViewFrame *f, int seat, bool brief, char *out, size_t outlen)
{
    const TakeoverState *s = tkv_state(f);
    int coins = 0;
    for (int c = 0; c < TK_PIECES; c++)
        coins += s->owner[c] == seat;
    unsigned long count = (unsigned long)coins;
    if (s->phase == TK_PHASE_OVER) {
        int scores[MAX_SEATS];
        f->match->rules->scores(f->match->state, scores);
        /* TRANSLATORS: under a player's name (short): coins held, the final score. */
        snprintf(out, outlen,
                 plural_text("%d coin · final score $%dM", "%d coins · final score $%dM", count),
                 coins, scores[seat]);
    } else if (seat == f->viewer && s->phase >= TK_PHASE_PLAY && brief) {
        /* TRANSLATORS: under the player's own name, where the line with the total does not
           fit (short). */
        snprintf(out, outlen, _("cash $%dM · stocks $%dM"), takeover_cash_total(s, seat),
                 takeover_stock_total(s, seat));
    } else if (seat == f->viewer && s->phase >= TK_PHASE_PLAY) {
        /* TRANSLATORS: under the player's own name (short). */
        snprintf(out, outlen, _("cash $%dM · stocks $%dM · total $%dM"),
                 takeover_cash_total(s, seat), takeover_stock_total(s, seat),
                 takeover_cash_total(s, seat) + takeover_stock_total(s, seat));
    } else if (s->phase == TK_PHASE_STOCKS && seat != f->to_move &&
               (seat - s->starter + s->base.players) % s->base.players < s->stocks_chosen) {
        /* TRANSLATORS: under a player's name (short), once they made their secret choice. */
        snprintf(out, outlen,
                 plural_text("%d coin · stocks chosen", "%d coins · stocks chosen", count), coins);
    } else {
        snprintf(out, outlen, plural_text("%d coin", "%d coins", count), coins);
    }
}

static void card_header(TakeoverView *v, const ViewFrame *f, int seat, SDL_Rect card)
{
    Ui *ui = v->ui;
    int pad = ui_px(ui, 10), radius = ui_player_badge_radius(ui, ui_px(ui, 9));
    int band = ui_seat_band_width(ui);
    int line_y = card.y + pad + radius;
    ui_seat_band(ui, card, ui_player_colour(ui, seat_colour(f, seat)));
    int left = card.x + band + pad;
    ui_player_badge(ui, seat_colour(f, seat), left + radius, line_y, radius);
    int name_x = left + 2 * radius + ui_px(ui, 8);
    char name[64], status[120];
    /* the shell's default name for a lone human is already "You" */
    bool mark = seat == f->viewer && SDL_strcasecmp(seat_name(f, seat), "you") != 0;
    if (mark)
        /* TRANSLATORS: the player's own name on their panel. */
        snprintf(name, sizeof name, _("%s (you)"), seat_name(f, seat));
    else
        snprintf(name, sizeof name, "%s", seat_name(f, seat));
    ui_text_fit(ui, name, style(v, UI_FONT_BOLD, 16, UI_TEXT), name_x, line_y,
                card.x + card.w - pad - name_x - ui_px(ui, 80), UI_ALIGN_MIDDLE);
    if (f->to_move == seat && tkv_state(f)->phase != TK_PHASE_OVER)
        /* TRANSLATORS: at the top right of a player's panel (short): whose move it is. */
        ui_text(ui, tkv_actor(f) == seat ? _("your move") : _("to move"),
                style(v, UI_FONT_BOLD, 13, UI_ACCENT), card.x + card.w - pad, line_y,
                UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    card_status(f, seat, false, status, sizeof status);
    int room = card.x + card.w - pad - name_x, w;
    UiTextStyle dim =
        ui_style_fit(ui, status, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), room, ui_px(ui, 11));
    ui_text_size(ui, status, dim, &w, NULL);
    if (w > room) { /* longer words in some languages: the brief line */
        card_status(f, seat, true, status, sizeof status);
        dim = ui_style_fit(ui, status, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), room,
                           ui_px(ui, 11));
    }
    ui_text_fit(ui, status, dim, name_x, line_y + radius + ui_px(ui, 2), room, 0);
}

/* One coin size for every card, from the largest hand, so coins compare at a glance. */
static int card_coin_size(const TakeoverView *v, const ViewFrame *f, SDL_Rect box)
{
    const TakeoverState *s = tkv_state(f);
    int most = 1;
    for (int seat = 0; seat < s->base.players; seat++) {
        int count = 0;
        for (int c = 0; c < TK_PIECES; c++)
            count += s->owner[c] == seat;
        if (count > most)
            most = count;
    }
    return fit_coin_size(most, box.w, box.h, ui_px(v->ui, 52));
}

/* The tray sunk into a player's card, under the name, where their coins lie. */
static SDL_Rect card_tray(const TakeoverView *v, SDL_Rect card)
{
    Ui *ui = v->ui;
    int pad = ui_px(ui, 8), head = ui_px(ui, 50), left = ui_seat_band_width(ui) + ui_px(ui, 6);
    return (SDL_Rect){card.x + left, card.y + head, card.w - left - pad, card.h - head - pad};
}

static void draw_card(TakeoverView *v, const ViewFrame *f, int seat)
{
    const TakeoverState *s = tkv_state(f);
    Ui *ui = v->ui;
    SDL_Rect card = v->card[seat];
    bool turn = f->to_move == seat && s->phase != TK_PHASE_OVER;
    bool partner = v->mode == TK_MODE_TRADE && v->partner == seat && tkv_actor(f) >= 0;
    ui_panel(ui, card, UI_PANEL_CARD, turn);
    if (partner) /* the player an offer is being made to */
        ui_outline_rect(ui, (SDL_Rect){card.x + 3, card.y + 3, card.w - 6, card.h - 6},
                        ui_px(ui, 2), ui_colour(UI_GOOD));
    card_header(v, f, seat, card);
    SDL_Rect tray = card_tray(v, card);
    if (tray.h <= 0)
        return;
    ui_panel(ui, tray, UI_PANEL_TRAY, false);
    int inset = ui_px(ui, 6);
    SDL_Rect box = {tray.x + inset, tray.y + inset, tray.w - 2 * inset, tray.h - 2 * inset};
    int count = 0;
    for (int c = 0; c < TK_PIECES; c++)
        count += s->owner[c] == seat;
    if (count == 0)
        return;
    int size = card_coin_size(v, f, box);
    int step = size + size / 6, per_row = box.w / step > 0 ? box.w / step : 1, i = 0;
    for (int c = 0; c < TK_PIECES; c++) {
        if (s->owner[c] != seat)
            continue;
        SDL_Rect r = {box.x + (i % per_row) * step + size / 12,
                      box.y + (i / per_row) * step + size / 12, size, size};
        place_coin(v, f, c, r, seat);
        i++;
    }
}

/* ---------------------------------------------------------------- the tray */

typedef struct TrayText {
    int x, y, w;
} TrayText;

static SDL_Rect next_button_rect(TakeoverView *v, const char *label, int *right)
{
    int bottom = v->tray.y + v->tray.h - ui_px(v->ui, 6);
    return ui_board_button_rect(v->ui, label, 38, bottom, right);
}

/* A button; `why` (NULL: enabled) says why it cannot be used now, on hover and on a click. */
static void button_at(TakeoverView *v, SDL_Rect r, const char *label, TkAction action, int seat,
                      const char *why, UiButtonKind kind)
{
    if (v->buttons == TK_MAX_BUTTONS)
        return;
    /* the click itself is handled by handle_event (it must produce the move) */
    (void)ui_button_ex(v->ui, r, label, kind, why == NULL, why);
    TkButton *b = &v->button[v->buttons++];
    *b = (TkButton){.r = r, .action = action, .seat = seat, .enabled = why == NULL};
    snprintf(b->why, sizeof b->why, "%s", why ? why : "");
}

/* Buttons are laid out right to left along the foot of the tray. */
static void button(TakeoverView *v, int *right, const char *label, TkAction action, int seat,
                   const char *why, UiButtonKind kind)
{
    button_at(v, next_button_rect(v, label, right), label, action, seat, why, kind);
}

/* A row of buttons, one per other player, to pick the trade partner. */
static void partner_buttons(TakeoverView *v, const ViewFrame *f, TrayText *tt)
{
    const TakeoverState *s = tkv_state(f);
    int x = tt->x, h = ui_px(v->ui, 34);
    for (int seat = 0; seat < s->base.players; seat++) {
        if (seat == f->to_move)
            continue;
        int w, th;
        ui_text_size(v->ui, seat_name(f, seat), style(v, UI_FONT_BOLD, 16, UI_TEXT), &w, &th);
        SDL_Rect r = {x, tt->y, w + ui_px(v->ui, 30), h};
        button_at(v, r, seat_name(f, seat), TK_ACT_PARTNER, seat, NULL,
                  seat == v->partner ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL);
        x += r.w + ui_px(v->ui, 8);
    }
    tt->y += h + ui_px(v->ui, 6);
}

static void tray_line(TakeoverView *v, TrayText *tt, const char *text, UiFont font, float size,
                      UiColourName colour)
{
    UiTextStyle st = style(v, font, size, colour);
    tt->y += ui_text_wrapped(v->ui, text, st, tt->x, tt->y, tt->w, 0, true) + ui_px(v->ui, 4);
}

/* "the 3 of suns and the ace of moons", or "nothing". */
static void coins_phrase(uint32_t coins, char *out, size_t outlen)
{
    StrBuf list = STRBUF_INIT;
    takeover_coin_names(coins, &list);
    snprintf(out, outlen, "%s", sb_str(&list));
    sb_free(&list);
}

/* Who picks after the current pick, asked of the rules on a copy (the order snakes). */
static int next_picker(const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    int coin = 0;
    while (coin < TK_PIECES && s->owner[coin] != TK_POOL)
        coin++;
    if (coin == TK_PIECES)
        return -1;
    GameState *copy = game_clone(f->match->state);
    char move[8], name[3], err[120];
    takeover_coin_text(coin, name);
    snprintf(move, sizeof move, "take %s", name);
    int next = -1;
    if (copy->rules->apply(copy, move, err, sizeof err) &&
        ((TakeoverState *)copy)->phase == TK_PHASE_DRAFT)
        next = game_to_move(copy);
    game_free(copy);
    return next;
}

static void draw_pool(TakeoverView *v, const ViewFrame *f, TrayText *tt)
{
    const TakeoverState *s = tkv_state(f);
    char text[200];
    int left = 0, next = next_picker(f);
    for (int c = 0; c < TK_PIECES; c++)
        left += s->owner[c] == TK_POOL;
    unsigned long count = (unsigned long)left;
    const char *picker = seat_name(f, f->to_move);
    bool mine = f->to_move == f->viewer;
    if (next < 0 && mine)
        snprintf(text, sizeof text,
                 plural_text("The draft: your pick. %d coin left",
                             "The draft: your pick. %d coins left", count),
                 left);
    else if (next < 0)
        /* TRANSLATORS: the player who picks now, the coins left in the pool. */
        snprintf(text, sizeof text,
                 plural_text("The draft: %s picks. %d coin left",
                             "The draft: %s picks. %d coins left", count),
                 picker, left);
    else if (mine && next == f->viewer)
        snprintf(text, sizeof text,
                 plural_text("The draft: your pick. %d coin left; next: you",
                             "The draft: your pick. %d coins left; next: you", count),
                 left);
    else if (mine)
        /* TRANSLATORS: the coins left in the pool, the player who picks after you. */
        snprintf(text, sizeof text,
                 plural_text("The draft: your pick. %d coin left; next: %s",
                             "The draft: your pick. %d coins left; next: %s", count),
                 left, seat_name(f, next));
    else if (next == f->viewer)
        /* TRANSLATORS: the player who picks now, the coins left in the pool. */
        snprintf(text, sizeof text,
                 plural_text("The draft: %s picks. %d coin left; next: you",
                             "The draft: %s picks. %d coins left; next: you", count),
                 picker, left);
    else
        /* TRANSLATORS: the player who picks now, the coins left in the pool, the player who
           picks after them. */
        snprintf(text, sizeof text,
                 plural_text("The draft: %s picks. %d coin left; next: %s",
                             "The draft: %s picks. %d coins left; next: %s", count),
                 picker, left, seat_name(f, next));
    tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
    SDL_Rect pool = tkv_pool_area(v); /* in a tray a little larger */
    int grow = ui_px(v->ui, 6);
    ui_panel(v->ui, (SDL_Rect){pool.x - grow, pool.y - grow, pool.w + 2 * grow, pool.h + 2 * grow},
             UI_PANEL_TRAY, false);
    for (int c = 0; c < TK_PIECES; c++) {
        SDL_Rect r = tkv_pool_rect(v, c);
        if (s->owner[c] == TK_POOL)
            place_coin(v, f, c, r, TK_POOL);
        else
            ui_ring(v->ui, r.x + r.w / 2, r.y + r.h / 2, r.w / 2 - 1, 1, ui_rgba(0xffffff, 40));
    }
}

static void tray_stocks(TakeoverView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const TakeoverState *s = tkv_state(f);
    char text[600], coins[400];
    if (tkv_actor(f) < 0) {
        tkv_turn_text(f, text, sizeof text);
        tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
        return;
    }
    tray_line(v, tt, _("Choose your stocks, in secret"), UI_FONT_BOLD, 16, UI_TEXT);
    tray_line(v, tt,
              _("Click a coin in your card to turn it. Suit side up: a stock, paid at the end by "
                "its corporation. Value side up: cash, to pay for merges."),
              UI_FONT_REGULAR, 14, UI_TEXT_DIM);
    uint32_t hand = takeover_hand(s, f->to_move);
    coins_phrase(v->stocks, coins, sizeof coins);
    /* TRANSLATORS: the coins turned suit side up so far ("nothing" when none), the cash left. */
    snprintf(text, sizeof text, _("Your stocks: %s. Your cash: $%dM."), coins,
             tkv_coins_value(hand & ~v->stocks));
    tray_line(v, tt, text, UI_FONT_REGULAR, 14, UI_TEXT);
    button(v, right, _("Confirm"), TK_ACT_STOCKS, 0, NULL, UI_BUTTON_PRIMARY);
}

/* What happens to the coin of the tile about to be covered, as far as the viewer knows. */
static void cashout_phrase(const ViewFrame *f, int tile, const char *tile_name, char *out,
                           size_t outlen)
{
    const TakeoverState *s = tkv_state(f);
    int owner = s->owner[tile];
    out[0] = '\0';
    if (owner < 0)
        return;
    bool known = takeover_side_known(s, tile, f->viewer);
    if (known && !s->stock[tile])
        snprintf(out, outlen, "%s", _("Its coin is cash already."));
    else if (owner == f->viewer)
        /* TRANSLATORS: %s is the tile about to be covered. */
        snprintf(out, outlen, _("You must cash out your stock in %s."), tile_name);
    else if (known)
        /* TRANSLATORS: the holder of the coin, the tile about to be covered. */
        snprintf(out, outlen, _("%s must cash out the stock in %s."), seat_name(f, owner),
                 tile_name);
    else
        /* TRANSLATORS: the holder of the coin, the tile about to be covered. */
        snprintf(out, outlen, _("If %s holds %s as a stock, it is cashed out."),
                 seat_name(f, owner), tile_name);
}

static void merge_summary(TakeoverView *v, const ViewFrame *f, TrayText *tt)
{
    const TakeoverState *s = tkv_state(f);
    char text[600], a[40], b[40], from[3], to[3];
    int top_a = takeover_top(s, v->src), top_b = takeover_top(s, v->dst);
    takeover_piece_long_name(top_a, a, sizeof a);
    takeover_piece_long_name(top_b, b, sizeof b);
    takeover_cell_text(v->src, from);
    takeover_cell_text(v->dst, to);
    if (v->penny) {
        char penny[40];
        takeover_piece_long_name(takeover_penny_coin(s, f->to_move), penny, sizeof penny);
        /* TRANSLATORS: the merge picked: the moving pile's cell, its top tile, the covered
           pile's cell, its top tile, the null coin spent. */
        snprintf(text, sizeof text, _("Merge %s (%s) onto %s (%s), spending your penny stock, %s"),
                 from, a, to, b, penny);
    } else {
        /* TRANSLATORS: the merge picked: the moving pile's cell, its top tile, the covered
           pile's cell, its top tile. */
        snprintf(text, sizeof text, _("Merge %s (%s) onto %s (%s)"), from, a, to, b);
    }
    tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
    int cost = takeover_merge_cost(s, v->src, v->dst);
    char cashout[200], price[300];
    cashout_phrase(f, top_b, b, cashout, sizeof cashout);
    if (cost == 0)
        snprintf(price, sizeof price, "%s",
                 tk_suit(top_a) == tk_suit(top_b) ? _("Free: same suit.")
                                                  : _("Free: the subsumed top is a null."));
    else
        /* TRANSLATORS: the price of the merge picked, the tile it covers. */
        snprintf(price, sizeof price, _("Costs $%dM (the value of %s)."), cost, b);
    /* the price, then what happens to the covered tile's coin, two sentences */
    snprintf(text, sizeof text, "%s%s%s", price, cashout[0] ? " " : "", cashout);
    tray_line(v, tt, text, UI_FONT_REGULAR, 14, cost == 0 ? UI_GOOD : UI_TEXT);
    if (cost == 0)
        return;
    char coins[400];
    coins_phrase(v->pay, coins, sizeof coins);
    int paid = tkv_coins_value(v->pay);
    if (paid > cost)
        /* TRANSLATORS: the coins picked to pay, what they are worth, the price. */
        snprintf(text, sizeof text,
                 _("Paying with %s: $%dM of $%dM (the rest is lost). Click your cash coins to "
                   "change."),
                 coins, paid, cost);
    else
        /* TRANSLATORS: the coins picked to pay, what they are worth, the price. */
        snprintf(text, sizeof text,
                 _("Paying with %s: $%dM of $%dM. Click your cash coins to change."), coins, paid,
                 cost);
    tray_line(v, tt, text, UI_FONT_BOLD, 14, paid >= cost ? UI_GOOD : UI_BAD);
}

/* The viewer's stocks and what each is worth if the game ended now. */
static void stocks_line(TakeoverView *v, const ViewFrame *f, TrayText *tt)
{
    const TakeoverState *s = tkv_state(f);
    char text[600];
    StrBuf list = STRBUF_INIT;
    for (int c = 0; c < TK_PIECES; c++) {
        if (s->owner[c] != f->viewer || !s->stock[c])
            continue;
        char name[40];
        takeover_piece_long_name(c, name, sizeof name);
        if (list.len)
            sb_add(&list, " · ");
        /* TRANSLATORS: one of the player's stocks and what it is worth now ("the 5 of suns:
           $6M"); the stocks are listed one after another, between dots. */
        sb_addf(&list, _("%s: $%dM"), name, takeover_stock_worth(s, c));
    }
    if (list.len)
        /* TRANSLATORS: the list of the player's stocks with their worth. */
        snprintf(text, sizeof text, _("Your stocks now: %s"), sb_str(&list));
    else
        snprintf(text, sizeof text, "%s", _("Your stocks now: none"));
    sb_free(&list);
    tray_line(v, tt, text, UI_FONT_REGULAR, 14, UI_TEXT);
}

static void tray_play(TakeoverView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const TakeoverState *s = tkv_state(f);
    int me = tkv_actor(f);
    char text[1000];
    if (me < 0) {
        snprintf(text, sizeof text, _("%s's turn"), seat_name(f, f->to_move));
        tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
        return;
    }
    switch (v->mode) {
    case TK_MODE_IDLE:
        tray_line(v, tt,
                  _("Drag a corporation onto a lit neighbour, or click it and then its target"),
                  UI_FONT_BOLD, 16, UI_TEXT);
        /* whole sentences one after another: the cash, the penny stock, the offer made */
        snprintf(text, sizeof text, _("Your cash: $%dM."), takeover_cash(s, me));
        if (takeover_penny_coin(s, me) >= 0)
            snprintf(text + strlen(text), sizeof text - strlen(text), " %s",
                     _("You hold a penny stock: merges across empty cells light up in violet."));
        if (s->offered)
            snprintf(text + strlen(text), sizeof text - strlen(text), " %s",
                     _("You have made your offer this turn."));
        tray_line(v, tt, text, UI_FONT_REGULAR, 14, UI_TEXT_DIM);
        stocks_line(v, f, tt);
        button(v, right, _("Pass"), TK_ACT_PASS, 0, NULL, UI_BUTTON_NORMAL);
        if (tkv_pass_ends_game(f))
            ui_tooltip(v->ui, v->button[v->buttons - 1].r,
                       _("Everyone else has passed in a row: your pass ends the game"));
        if (s->base.players > 1)
            button(v, right, _("Trade…"), TK_ACT_TRADE, 0,
                   s->offered ? _("You have made your one offer this turn") : NULL,
                   UI_BUTTON_NORMAL);
        break;
    case TK_MODE_SOURCE:
        tray_line(v, tt, _("Pick the corporation to subsume"), UI_FONT_BOLD, 16, UI_TEXT);
        tray_line(v, tt,
                  _("Green: you can pay; red: too dear; violet: a penny merge. The cost is "
                    "on each target."),
                  UI_FONT_REGULAR, 14, UI_TEXT_DIM);
        button(v, right, _("Cancel"), TK_ACT_CANCEL, 0, NULL, UI_BUTTON_NORMAL);
        break;
    case TK_MODE_CONFIRM: {
        merge_summary(v, f, tt);
        int paid = tkv_coins_value(v->pay), cost = takeover_merge_cost(s, v->src, v->dst);
        char why[128];
        snprintf(why, sizeof why, _("Your payment covers $%dM of $%dM: click more of your cash"),
                 paid, cost);
        button(v, right, _("Cancel"), TK_ACT_CANCEL, 0, NULL, UI_BUTTON_NORMAL);
        button(v, right, _("Confirm"), TK_ACT_MERGE, 0, paid >= cost ? NULL : why,
               UI_BUTTON_PRIMARY);
        break;
    }
    case TK_MODE_TRADE: {
        char give[400], get[400];
        if (v->partner < 0) {
            tray_line(v, tt, _("Trade: pick the player to make an offer to"), UI_FONT_BOLD, 16,
                      UI_TEXT);
            partner_buttons(v, f, tt);
        } else {
            snprintf(text, sizeof text, _("Offer to %s"), seat_name(f, v->partner));
            tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
            if (s->base.players > 2)
                partner_buttons(v, f, tt);
            coins_phrase(v->give, give, sizeof give);
            coins_phrase(v->get, get, sizeof get);
            /* TRANSLATORS: the coins offered, the coins asked for (each "nothing" when none). */
            snprintf(text, sizeof text,
                     _("You give %s (click your coins) and get %s (click theirs)"), give, get);
            tray_line(v, tt, text, UI_FONT_REGULAR, 14, UI_TEXT);
        }
        button(v, right, _("Cancel"), TK_ACT_CANCEL, 0, NULL, UI_BUTTON_NORMAL);
        const char *why = v->partner < 0         ? _("Pick the player to make your offer to first")
                          : !(v->give || v->get) ? _("Pick the coins to give or to ask for first")
                                                 : NULL;
        /* TRANSLATORS: the button that makes the trade offer. */
        button(v, right, _("Offer"), TK_ACT_OFFER, 0, why, UI_BUTTON_PRIMARY);
        break;
    }
    }
}

/* A row of small coins in the tray (an offer's two sides). */
static int tray_coins(TakeoverView *v, const ViewFrame *f, uint32_t coins, int x, int y)
{
    int size = ui_px(v->ui, 34);
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c)) {
            tkv_draw_coin(v->ui, c, tkv_coin_look(v, f, c), (SDL_Rect){x, y, size, size});
            x += size + size / 5;
        }
    return x;
}

void tkv_turn_text(const ViewFrame *f, char *out, size_t outlen)
{
    const TakeoverState *s = tkv_state(f);
    out[0] = '\0';
    if (s->phase == TK_PHASE_STOCKS)
        /* TRANSLATORS: it is this player's turn to choose their stocks, unseen by the others */
        snprintf(out, outlen, _("%s to choose stocks in secret"), seat_name(f, f->to_move));
    else if (s->phase == TK_PHASE_TRADE && f->viewer == s->offer_to)
        snprintf(out, outlen, _("%s offers you a trade"), seat_name(f, s->offer_from));
    else if (s->phase == TK_PHASE_TRADE && f->viewer == s->offer_from)
        /* TRANSLATORS: the receiver of the viewer's offer, whose turn it is to answer it */
        snprintf(out, outlen, _("%s to answer your offer"), seat_name(f, s->offer_to));
    else if (s->phase == TK_PHASE_TRADE)
        /* TRANSLATORS: the receiver of an offer, whose turn it is to answer it; its proposer */
        snprintf(out, outlen, _("%s to answer %s's offer"), seat_name(f, s->offer_to),
                 seat_name(f, s->offer_from));
}

static void tray_offer(TakeoverView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const TakeoverState *s = tkv_state(f);
    char text[200];
    /* the receiver reads the offer as theirs, and may answer it once they may act */
    bool mine = f->viewer == s->offer_to, proposer = f->viewer == s->offer_from;
    tkv_turn_text(f, text, sizeof text);
    tray_line(v, tt, text, UI_FONT_BOLD, 16, UI_TEXT);
    UiTextStyle st = style(v, UI_FONT_REGULAR, 14, UI_TEXT_DIM);
    int y = tt->y + ui_px(v->ui, 4), size = ui_px(v->ui, 34);
    /* TRANSLATORS: the words around the two rows of coins of an offer: "You get [coins] for
       your [coins]" (to its receiver), "You give [coins] for their [coins]" (to its proposer),
       "Given [coins] for [coins]" (to the others). */
    const char *given = mine ? _("You get") : proposer ? _("You give") : _("Given");
    SDL_Rect used = ui_text(v->ui, given, st, tt->x, y + size / 2, UI_ALIGN_MIDDLE);
    int x = tray_coins(v, f, s->offer_give, used.x + used.w + ui_px(v->ui, 8), y);
    if (!s->offer_give)
        x = ui_text(v->ui, _("nothing"), st, x, y + size / 2, UI_ALIGN_MIDDLE).x + ui_px(v->ui, 60);
    used = ui_text(v->ui,
                   mine       ? _("for your")
                   : proposer ? _("for their")
                              : _("for"),
                   st, x + ui_px(v->ui, 12), y + size / 2, UI_ALIGN_MIDDLE);
    x = tray_coins(v, f, s->offer_get, used.x + used.w + ui_px(v->ui, 8), y);
    if (!s->offer_get)
        ui_text(v->ui, _("nothing"), st, x, y + size / 2, UI_ALIGN_MIDDLE);
    if (mine && tkv_actor(f) >= 0) {
        button(v, right, _("Decline"), TK_ACT_DECLINE, 0, NULL, UI_BUTTON_NORMAL);
        button(v, right, _("Accept"), TK_ACT_ACCEPT, 0, NULL, UI_BUTTON_PRIMARY);
    }
}

/* Public facts at the foot of the tray: the coins spent so far and the run of passes. */
static void tray_footer(TakeoverView *v, const ViewFrame *f, int right)
{
    const TakeoverState *s = tkv_state(f);
    Ui *ui = v->ui;
    int size = ui_px(ui, 26), pad = ui_px(ui, 12);
    int y = v->tray.y + v->tray.h - size - ui_px(ui, 12);
    UiTextStyle st = style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM);
    char text[200];
    bool last = tkv_pass_ends_game(f);
    if (last)
        /* TRANSLATORS: the passes in a row so far, the number that ends the game. */
        snprintf(text, sizeof text, _("Passes in a row: %d of %d. If you pass now, the game ends"),
                 s->passes, s->base.players);
    else
        /* TRANSLATORS: the passes in a row so far, the number that ends the game. */
        snprintf(text, sizeof text, _("Passes in a row: %d of %d"), s->passes, s->base.players);
    UiTextStyle pass_style = last ? style(v, UI_FONT_BOLD, 13, UI_BAD) : st;
    SDL_Rect used =
        ui_text(ui, text, pass_style, v->tray.x + pad, y - ui_px(ui, 8), UI_ALIGN_BOTTOM);
    v->passes_rect = used;
    /* TRANSLATORS: before the row of coins spent on merges so far. */
    used = ui_text(ui, _("Spent:"), st, used.x, y + size / 2, UI_ALIGN_MIDDLE);
    int x = used.x + used.w + ui_px(ui, 8), spent = 0, inset = ui_px(ui, 5), dots_w;
    if (right - x < size + 2 * inset)
        return;
    /* the spent coins lie in a tray of their own, out of play; what does not fit, as "…" */
    ui_panel(ui, (SDL_Rect){x, y - inset, right - x, size + 2 * inset}, UI_PANEL_TRAY, false);
    ui_text_size(ui, "…", st, &dots_w, NULL);
    x += inset;
    right -= inset;
    int total = 0;
    for (int c = 0; c < TK_PIECES; c++)
        total += s->owner[c] == TK_DISCARD;
    for (int c = 0; c < TK_PIECES; c++) {
        if (s->owner[c] != TK_DISCARD)
            continue;
        bool last = spent == total - 1;
        if (x + size + (last ? 0 : dots_w + size / 6) > right) {
            ui_text(ui, "…", st, x, y + size / 2, UI_ALIGN_MIDDLE);
            break;
        }
        tkv_draw_coin(ui, c, COIN_VALUE_UP, (SDL_Rect){x, y, size, size});
        x += size + size / 6;
        spent++;
    }
    if (!total)
        /* TRANSLATORS: after "Spent:" when no coin was spent yet. */
        ui_text(ui, _("none yet"), st, x, y + size / 2, UI_ALIGN_MIDDLE);
}

static void tray_over(TakeoverView *v, const ViewFrame *f, TrayText *tt)
{
    const TakeoverState *s = tkv_state(f);
    tray_line(v, tt, _("The game is over: every stock is shown and scored"), UI_FONT_BOLD, 16,
              UI_TEXT);
    tray_line(v, tt,
              s->end == TK_END_PASSES ? _("Every player passed in turn.")
                                      : _("No player had a merge they could pay for."),
              UI_FONT_REGULAR, 14, UI_TEXT_DIM);
}

static void draw_tray(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    int pad = ui_px(v->ui, 12);
    ui_panel(v->ui, v->tray, UI_PANEL_CARD, false);
    TrayText tt = {v->tray.x + pad, v->tray.y + pad / 2 + ui_px(v->ui, 2), v->tray.w - 2 * pad};
    int right = v->tray.x + v->tray.w - pad;
    v->buttons = 0;
    v->passes_rect.w = 0;
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        draw_pool(v, f, &tt);
        break;
    case TK_PHASE_STOCKS:
        tray_stocks(v, f, &tt, &right);
        break;
    case TK_PHASE_PLAY:
        tray_play(v, f, &tt, &right);
        tray_footer(v, f, right);
        break;
    case TK_PHASE_TRADE:
        tray_offer(v, f, &tt, &right);
        break;
    case TK_PHASE_OVER:
        tray_over(v, f, &tt);
        break;
    }
}

/* The cell a merge ended on ("merge b2 c2 ...", "penny mn b1 b4 ..."), or -1. */
static int merge_target(const char *move)
{
    char word[16], a[8], b[8], c[8];
    int n = sscanf(move, "%15s %7s %7s %7s", word, a, b, c);
    if (!strcmp(word, "merge") && n >= 3)
        return takeover_parse_cell(b);
    if (!strcmp(word, "penny") && n >= 4)
        return takeover_parse_cell(c);
    return -1;
}

/* A recent move's mark: the cell a merge ended on; anything else (a coin taken, the secret stocks,
 * an offer, a pass) on its mover's card, which tells nothing of a secret choice. */
static SDL_Rect mark_where(void *view, const ViewFrame *f, int k)
{
    const TakeoverView *v = view;
    int cell = merge_target(f->match->moves[f->recent[k]]);
    return cell >= 0 ? v->plot[cell] : v->card[view_recent_mover(f, k)];
}

/* Where the shell's toasts go: in the draft over the grid (not clickable then), later over the
 * tray's words above its buttons, so that a toast never hides a button or the pool. */
static void place_toasts(TakeoverView *v, const ViewFrame *f)
{
    if (tkv_state(f)->phase == TK_PHASE_DRAFT) {
        ui_toast_area(v->ui, v->board);
        return;
    }
    int buttons_top = v->tray.y + v->tray.h - ui_px(v->ui, 6 + 38 + 4);
    ui_toast_area(v->ui, (SDL_Rect){v->tray.x, v->board.y, v->tray.w, buttons_top - v->board.y});
}

void tkv_draw_scene(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    place_toasts(v, f);
    memset(v->coin_shown, 0, sizeof v->coin_shown);
    draw_board(v, f);
    draw_tray(v, f);
    for (int seat = 0; seat < s->base.players; seat++)
        draw_card(v, f, seat);
    view_mark_recent(v->ui, f, mark_where, v);
    draw_flying_coins(v, f);
}
