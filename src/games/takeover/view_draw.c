/* Takeover view: drawing the pieces (tiles, stacks, coins) from the SVG sprites in
 * assets/takeover/ (made by tools/make_takeover_art.py). */
#include <math.h>
#include <stdio.h>

#include "ui/flight.h"
#include "ui/marks.h"
#include "ui/sprite.h"
#include "ui/text.h"
#include "view_internal.h"

/* The same inks as the art (tools/make_takeover_art.py). */
static const unsigned suit_ink[TK_SUITS] = {0xc8321e, 0x26242c, 0x2a8a3a, 0x1f56b0};

SDL_Color tkv_suit_colour(int suit)
{
    return ui_rgba(suit_ink[suit], 255);
}

static void sprite_name(char *out, size_t outlen, const char *kind, const char *which)
{
    snprintf(out, outlen, "takeover/%s-%s.svg", kind, which);
}

/* A square of side `size` centred on (cx, cy). */
static SDL_Rect square(int cx, int cy, int size)
{
    SDL_Rect r = {cx - size / 2, cy - size / 2, size, size};
    return r;
}

/* Drawing laid out for the rectangle `from`, shown narrowed into `to` (a coin turning): each
 * sprite is rasterised at its laid-out size and copied narrowed, so that the frames of the turn
 * do not rasterise the art again at every width. */
typedef struct Squeeze {
    SDL_Rect from, to;
} Squeeze;

static Squeeze unsqueezed(SDL_Rect r)
{
    return (Squeeze){r, r};
}

static void squeezed_sprite(Ui *ui, const char *name, Squeeze q, SDL_Rect r, SDL_Color mod)
{
    if (q.from.w <= 0 || r.w <= 0 || r.h <= 0)
        return; /* a coin of no size (a window too small for the table) */
    SDL_Rect shown = {q.to.x + (r.x - q.from.x) * q.to.w / q.from.w, r.y + q.to.y - q.from.y,
                      r.w * q.to.w / q.from.w, r.h};
    if (shown.w < 1)
        shown.w = 1;
    ui_sprite_stretched(ui, name, r.w, r.h, shown, mod);
}

static void draw_numeral(Ui *ui, int value, Squeeze q, SDL_Rect r, SDL_Color ink)
{
    char name[64];
    sprite_name(name, sizeof name, "value", takeover_value_name(value));
    squeezed_sprite(ui, name, q, r, ink);
}

static void draw_suit(Ui *ui, int suit, Squeeze q, SDL_Rect r)
{
    char name[64];
    sprite_name(name, sizeof name, "suit", takeover_suit_name(suit));
    squeezed_sprite(ui, name, q, r, ui_rgba(0xffffff, 255));
}

void tkv_draw_tile_face(Ui *ui, int tile, SDL_Rect r)
{
    char name[64];
    sprite_name(name, sizeof name, "tile", takeover_suit_name(tk_suit(tile)));
    ui_sprite(ui, name, r);
    int size = r.w * 56 / 100;
    draw_numeral(ui, tk_value(tile), unsqueezed(r), square(r.x + r.w / 2, r.y + r.h / 2, size),
                 tkv_suit_colour(tk_suit(tile)));
}

/* A tile is a thick slab: its face, and under the face its front edge, thickness() high. A
 * stack shows one edge per tile, each tile's face raised above the one under it; the top rises
 * at most max_rise() above the bottom tile's place (thinner edges for tall stacks, and past the
 * fewest pixels an edge can be, only as many edges as fit: the count on the top says the rest). */
static int thickness(SDL_Rect base)
{
    return base.w / 14 > 2 ? base.w / 14 : 2;
}

static int max_rise(SDL_Rect base)
{
    return base.w * TKV_STACK_RISE / 100;
}

static int layers_shown(SDL_Rect base, int height)
{
    int most = max_rise(base) / 2 + 1;
    return height < most ? height : most;
}

/* How far each tile's face is raised above the one under it. */
static int layer_step(SDL_Rect base, int height)
{
    int layers = layers_shown(base, height);
    if (layers <= 1)
        return 0;
    int step = max_rise(base) / (layers - 1), t = thickness(base);
    return step < t ? step : t;
}

SDL_Rect tkv_stack_top_rect(SDL_Rect base, int height)
{
    int rise = (layers_shown(base, height) - 1) * layer_step(base, height);
    SDL_Rect top = {base.x, base.y - rise, base.w, base.h};
    return top;
}

int tkv_stack_depth(SDL_Rect base)
{
    return thickness(base);
}

/* The tiles' edge: pale wood, a dark seam under each tile. */
#define EDGE_SEAM 0x5b4a31
#define EDGE_FACE 0xcdb88c
#define EDGE_SHADE 0xa8905f

/* The count of a stack's tiles on a dark disc over the top face's upper right corner, which the
 * tile's art leaves empty: clear of the numeral, its figures 11 px high at 1024 x 640. */
static void draw_height_badge(Ui *ui, SDL_Rect top, int height)
{
    char text[12];
    snprintf(text, sizeof text, "%d", height);
    UiTextStyle st = ui_style(UI_FONT_BOLD, ui_px(ui, 20), ui_colour(UI_TEXT));
    int w, h;
    ui_text_size(ui, text, st, &w, &h);
    int radius = (w > h * 3 / 4 ? w : h * 3 / 4) * 6 / 10 + 2;
    int cx = top.x + top.w - radius * 6 / 10, cy = top.y + radius * 6 / 10;
    ui_fill_circle(ui, cx + 1, cy + 2, radius + 1, ui_rgba(0x000000, 90));
    ui_fill_circle(ui, cx, cy, radius + 1, ui_colour(UI_GOLD));
    ui_fill_circle(ui, cx, cy, radius - 1, ui_rgba(0x2a211b, 255));
    ui_text(ui, text, st, cx, cy, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    ui_marks_keep_clear(
        ui, (SDL_Rect){cx - radius - 1, cy - radius - 1, 2 * radius + 2, 2 * radius + 2});
}

/* One tile's slab whose face is at `face`: the edge shows under it (the face drawn over the
 * rest). */
static void draw_slab(Ui *ui, SDL_Rect face, int depth)
{
    int radius = face.w / 10;
    SDL_Rect slab = {face.x, face.y + face.h / 2, face.w, face.h - face.h / 2 + depth};
    ui_fill_round_rect(ui, slab, radius, ui_rgba(EDGE_SEAM, 255));
    SDL_Rect side = {slab.x + 1, slab.y, slab.w - 2, slab.h - 1};
    ui_fill_round_rect(ui, side, radius, ui_rgba(EDGE_FACE, 255));
    /* the right end turns away from the light */
    int end = face.w / 6;
    SDL_Rect right = {side.x + side.w - end, face.y + face.h - radius, end, depth + radius - 1};
    ui_fill_round_rect(ui, right, radius / 2, ui_rgba(EDGE_SHADE, 255));
}

SDL_Rect tkv_draw_stack(Ui *ui, const int8_t *tiles, int height, SDL_Rect base, float lift,
                        bool counted)
{
    if (height <= 0)
        return base;
    int layers = layers_shown(base, height), step = layer_step(base, height);
    int depth = thickness(base);
    SDL_Rect top = tkv_stack_top_rect(base, height);
    /* its shadow falls to the lower right on the felt; a carried stack floats higher */
    int fall = depth + (int)(lift * base.w / 8);
    SDL_Rect foot = {base.x + fall, top.y + fall, base.w, base.y + base.h + depth - top.y};
    ui_fill_round_rect(ui, foot, base.w / 8, ui_rgba(0x000000, 70 - (int)(lift * 25)));
    int rise = (int)(lift * base.w * 0.12f);
    for (int i = 0; i < layers; i++) {
        SDL_Rect face = {base.x, base.y - i * step - rise, base.w, base.h};
        draw_slab(ui, face, depth);
    }
    top.y -= rise;
    tkv_draw_tile_face(ui, tiles[height - 1], top);
    if (counted && height >= 2)
        draw_height_badge(ui, top, height);
    return top;
}

/* A coin laid out in r, shown in q.to. */
static void draw_coin(Ui *ui, int coin, CoinLook look, Squeeze q)
{
    SDL_Rect r = q.from;
    int suit = tk_suit(coin), value = tk_value(coin);
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    bool small = r.w < 30; /* the little marks are left out where they would be specks */
    SDL_Color white = ui_rgba(0xffffff, 255);
    switch (look) {
    case COIN_VALUE_UP:
        squeezed_sprite(ui, "takeover/coin-value.svg", q, r, white);
        draw_numeral(ui, value, q, square(cx, cy - (small ? 0 : r.h / 12), r.w * 52 / 100),
                     tkv_suit_colour(suit));
        if (!small)
            draw_suit(ui, suit, q, square(cx, r.y + r.h * 80 / 100, r.w * 20 / 100));
        break;
    case COIN_SUIT_UP:
        squeezed_sprite(ui, "takeover/coin-suit.svg", q, r, white);
        draw_suit(ui, suit, q, square(cx, cy - (small ? 0 : r.h / 14), r.w * 54 / 100));
        if (!small)
            draw_numeral(ui, value, q, square(cx, r.y + r.h * 81 / 100, r.w * 18 / 100),
                         ui_rgba(0x4a505a, 255));
        break;
    case COIN_HIDDEN:
        /* which coin it is is public; its side is not: the back with the coin's name on it */
        squeezed_sprite(ui, "takeover/coin-back.svg", q, r, white);
        draw_suit(ui, suit, q, square(cx - r.w * 14 / 100, cy, r.w * 29 / 100));
        draw_numeral(ui, value, q, square(cx + r.w * 15 / 100, cy, r.w * 29 / 100),
                     tkv_suit_colour(suit));
        break;
    }
}

/* The metal of each side's edge (the art's rim, darker: tools/make_takeover_art.py). */
static SDL_Color coin_edge(CoinLook look)
{
    static const unsigned edge[] = {0x6e4f12, 0x5f6672, 0x231c17};
    return ui_rgba(edge[look], 255);
}

void tkv_draw_coin(Ui *ui, int coin, CoinLook look, SDL_Rect r)
{
    if (r.w <= 0)
        return;
    /* a coin lying on its tray: its shadow to the lower right, its milled edge under the face */
    int radius = r.w / 2, cx = r.x + radius, cy = r.y + radius;
    int depth = r.w / 14 > 1 ? r.w / 14 : 1;
    ui_fill_circle(ui, cx + depth, cy + 2 * depth, radius, ui_rgba(0x000000, 80));
    ui_fill_circle(ui, cx, cy + depth, radius, coin_edge(look));
    draw_coin(ui, coin, look, unsqueezed(r));
}

void tkv_draw_coin_flip(Ui *ui, int coin, CoinLook from, CoinLook to, float t, SDL_Rect r)
{
    bool face;
    SDL_Rect squeezed = ui_flip_rect(r, t, &face);
    draw_coin(ui, coin, face ? to : from, (Squeeze){r, squeezed});
}
