/* BuyWord view: drawing the tiles and the die from the SVG sprites in assets/buyword/ (made by
 * tools/make_buyword_art.py). The sprites hold the tile and its pips; the letter is set in the
 * house font on top, so it is crisp at every size. */
#include <stdio.h>

#include "ui/sprite.h"
#include "ui/text.h"
#include "view_internal.h"

SDL_Color bwv_wild_ink(void)
{
    return ui_rgba(0x7a3fb0, 255); /* WILD_INK in the art script */
}

/* Below this height a tile's letter takes more of the face, so it stays readable on the
 * players' cards (the pips, in the corner, keep out of its way). */
#define SMALL_TILE 30

static void draw_letter(Ui *ui, SDL_Rect r, char letter, SDL_Color ink)
{
    char text[2] = {letter, '\0'};
    bool small = r.h < SMALL_TILE;
    int size = r.h * (small ? 68 : 52) / 100;
    if (size < 7)
        size = 7;
    /* the face is the top 90% of the sprite; the letter sits above the pips */
    ui_text(ui, text, ui_style(UI_FONT_BOLD, size, ink), r.x + r.w / 2,
            r.y + r.h * (small ? 44 : 41) / 100, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

void bwv_draw_tile(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind)
{
    char name[40];
    switch (kind) {
    case BWV_TILE_LETTER:
        snprintf(name, sizeof name, "buyword/tile-%d.svg", buyword_pips(letter));
        ui_sprite(ui, name, r);
        draw_letter(ui, r, letter, ui_rgba(0x2b2118, 255));
        break;
    case BWV_TILE_WILD:
        ui_sprite(ui, "buyword/tile-wild.svg", r);
        break;
    case BWV_TILE_WILD_AS:
        ui_sprite(ui, "buyword/tile-wild-letter.svg", r);
        draw_letter(ui, r, letter, bwv_wild_ink());
        break;
    case BWV_TILE_BACK:
        ui_sprite(ui, "buyword/tile-back.svg", r);
        break;
    }
}

void bwv_draw_tile_lifted(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, float lift)
{
    int rise = (int)(lift * r.h * 0.12f);
    SDL_Rect shadow = {r.x + 1, r.y + r.h / 12, r.w - 2, r.h - r.h / 12};
    ui_shadow(ui, shadow, r.w / 8, 1 + (int)(lift * r.h / 10));
    r.y -= rise;
    bwv_draw_tile(ui, r, letter, kind);
}

void bwv_draw_die(Ui *ui, SDL_Rect r, int face, double angle)
{
    char name[40];
    if (face == BW_DIE_CHOICE)
        snprintf(name, sizeof name, "buyword/die-choice.svg");
    else if (face >= 2 && face <= 5)
        snprintf(name, sizeof name, "buyword/die-%d.svg", face);
    else /* not rolled yet */
        snprintf(name, sizeof name, "buyword/die-blank.svg");
    ui_shadow(ui, r, r.w / 6, 2 + r.w / 30);
    ui_sprite_ex(ui, name, r, ui_rgba(0xffffff, 255), angle);
}
