/* Takeover view: drawing the pieces (tiles, stacks, coins) from the SVG sprites in
 * assets/takeover/ (made by tools/make_takeover_art.py). */
#include <math.h>
#include <stdio.h>

#include "ui/flight.h"
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

/* Covered tiles show as edges stepped down-right from the top face; at most this many. */
#define STACK_LAYERS_SHOWN 6

static int layer_step(SDL_Rect base)
{
    return base.w / 28 > 2 ? base.w / 28 : 2;
}

static int layers_shown(int height)
{
    return height < STACK_LAYERS_SHOWN ? height : STACK_LAYERS_SHOWN;
}

SDL_Rect tkv_stack_top_rect(SDL_Rect base, int height)
{
    int shift = (layers_shown(height) - 1) * layer_step(base);
    SDL_Rect top = {base.x - shift / 2, base.y - shift / 2, base.w, base.h};
    return top;
}

static void draw_height_badge(Ui *ui, SDL_Rect top, int height)
{
    char text[12];
    snprintf(text, sizeof text, "%d", height);
    int radius = top.w / 7 > 8 ? top.w / 7 : 8;
    int cx = top.x + top.w - radius / 3, cy = top.y + radius / 3;
    ui_fill_circle(ui, cx, cy + 1, radius + 1, ui_rgba(0x000000, 90));
    ui_fill_circle(ui, cx, cy, radius, ui_rgba(0x1d2b36, 255));
    ui_ring(ui, cx, cy, radius, radius / 6 > 1 ? radius / 6 : 1, ui_colour(UI_GOLD));
    ui_text(ui, text, ui_style(UI_FONT_BOLD, radius * 5 / 4, ui_colour(UI_TEXT)), cx, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

SDL_Rect tkv_draw_stack(Ui *ui, const int8_t *tiles, int height, SDL_Rect base, float lift)
{
    if (height <= 0)
        return base;
    int layers = layers_shown(height), step = layer_step(base);
    SDL_Rect top = tkv_stack_top_rect(base, height);
    int radius = base.w / 10;
    SDL_Rect foot = {top.x, top.y, base.w + (layers - 1) * step, base.h + (layers - 1) * step};
    ui_shadow(ui, foot, radius, 2 + (int)(lift * base.w / 16));
    /* a carried stack floats above its shadow */
    int rise = (int)(lift * base.w * 0.12f);
    top.y -= rise;
    for (int i = layers - 1; i >= 1; i--) {
        SDL_Rect edge = {top.x + i * step, top.y + i * step, base.w, base.h};
        ui_sprite(ui, "takeover/tile-edge.svg", edge);
    }
    tkv_draw_tile_face(ui, tiles[height - 1], top);
    if (height >= 2)
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

void tkv_draw_coin(Ui *ui, int coin, CoinLook look, SDL_Rect r)
{
    draw_coin(ui, coin, look, unsqueezed(r));
}

void tkv_draw_coin_flip(Ui *ui, int coin, CoinLook from, CoinLook to, float t, SDL_Rect r)
{
    bool face;
    SDL_Rect squeezed = ui_flip_rect(r, t, &face);
    draw_coin(ui, coin, face ? to : from, (Squeeze){r, squeezed});
}
