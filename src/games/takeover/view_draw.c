/* Takeover view: drawing the pieces (tiles, stacks, coins) from the SVG sprites in
 * assets/takeover/ (made by tools/make_takeover_art.py). */
#include <math.h>
#include <stdio.h>

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

static void draw_numeral(Ui *ui, int value, SDL_Rect r, SDL_Color ink)
{
    char name[64];
    sprite_name(name, sizeof name, "value", takeover_value_name(value));
    ui_sprite_ex(ui, name, r, ink, 0.0);
}

static void draw_suit(Ui *ui, int suit, SDL_Rect r)
{
    char name[64];
    sprite_name(name, sizeof name, "suit", takeover_suit_name(suit));
    ui_sprite(ui, name, r);
}

void tkv_draw_tile_face(Ui *ui, int tile, SDL_Rect r)
{
    char name[64];
    sprite_name(name, sizeof name, "tile", takeover_suit_name(tk_suit(tile)));
    ui_sprite(ui, name, r);
    int size = r.w * 56 / 100;
    draw_numeral(ui, tk_value(tile), square(r.x + r.w / 2, r.y + r.h / 2, size),
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

void tkv_draw_coin(Ui *ui, int coin, CoinLook look, SDL_Rect r)
{
    int suit = tk_suit(coin), value = tk_value(coin);
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    bool small = r.w < 30; /* the little marks are left out where they would be specks */
    switch (look) {
    case COIN_VALUE_UP:
        ui_sprite(ui, "takeover/coin-value.svg", r);
        draw_numeral(ui, value, square(cx, cy - (small ? 0 : r.h / 12), r.w * 52 / 100),
                     tkv_suit_colour(suit));
        if (!small)
            draw_suit(ui, suit, square(cx, r.y + r.h * 80 / 100, r.w * 20 / 100));
        break;
    case COIN_SUIT_UP:
        ui_sprite(ui, "takeover/coin-suit.svg", r);
        draw_suit(ui, suit, square(cx, cy - (small ? 0 : r.h / 14), r.w * 54 / 100));
        if (!small)
            draw_numeral(ui, value, square(cx, r.y + r.h * 81 / 100, r.w * 18 / 100),
                         ui_rgba(0x4a505a, 255));
        break;
    case COIN_HIDDEN:
        /* which coin it is is public; its side is not: the back with the coin's name on it */
        ui_sprite(ui, "takeover/coin-back.svg", r);
        draw_suit(ui, suit, square(cx - r.w * 14 / 100, cy, r.w * 29 / 100));
        draw_numeral(ui, value, square(cx + r.w * 15 / 100, cy, r.w * 29 / 100),
                     tkv_suit_colour(suit));
        break;
    }
}

void tkv_draw_coin_flip(Ui *ui, int coin, CoinLook from, CoinLook to, float t, SDL_Rect r)
{
    if (t < 0.0f)
        t = 0.0f;
    if (t > 1.0f)
        t = 1.0f;
    /* the coin turns about its vertical axis: it narrows to an edge, then widens on its new side */
    float width = fabsf(cosf(t * 3.14159265f));
    SDL_Rect squeezed = r;
    squeezed.w = (int)(r.w * width + 0.5f);
    if (squeezed.w < 1)
        squeezed.w = 1;
    squeezed.x = r.x + (r.w - squeezed.w) / 2;
    int lift = (int)(sinf(t * 3.14159265f) * r.h * 0.15f);
    squeezed.y -= lift;
    tkv_draw_coin(ui, coin, t < 0.5f ? from : to, squeezed);
}
