/* BuyWord view: drawing the tiles and the die from the SVG sprites in assets/buyword/ (made by
 * tools/make_buyword_art.py). The sprites hold the tile and its pips; the letter is set in the
 * house font on top, so it is crisp at every size. */
#include <stdio.h>

#include "ui/sprite.h"
#include "core/i18n.h"
#include "ui/text.h"
#include "view_internal.h"

SDL_Color bwv_wild_ink(void)
{
    return ui_rgba(0x5b2a92, 255); /* WILD_INK in the art script */
}

/* A letter's face size in pixels from which its capitals are 11 px high or more (issue 24:
 * a letter on a piece is read at 1024x640 without hovering). */
#define LEGIBLE_LETTER 20

static void draw_letter(Ui *ui, SDL_Rect r, char letter, SDL_Color ink)
{
    char text[2] = {letter, '\0'};
    /* the face is the top 90% of the sprite; the letter sits above the pips. On a small tile it
     * takes more of the face (the pips, in the corner, keep out of its way); on a tile too small
     * for a legible letter (one shrinking away in flight) none is set */
    int size = r.h * 52 / 100;
    bool small = size < LEGIBLE_LETTER;
    if (small)
        size = r.h * 76 / 100 < LEGIBLE_LETTER ? r.h * 76 / 100 : LEGIBLE_LETTER;
    if (size < LEGIBLE_LETTER)
        return;
    ui_text(ui, text, ui_style(UI_FONT_BOLD, size, ink), r.x + r.w / 2,
            r.y + r.h * (small ? 44 : 41) / 100, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

/* A tile's face; its letter set on it unless `bare` (the pips still say what it is worth). */
static void draw_face(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, bool bare)
{
    char name[40];
    switch (kind) {
    case BWV_TILE_LETTER:
        snprintf(name, sizeof name, "buyword/tile-%d.svg", buyword_pips(letter));
        ui_sprite(ui, name, r);
        if (!bare)
            draw_letter(ui, r, letter, ui_rgba(0x2b2118, 255));
        break;
    case BWV_TILE_WILD:
        ui_sprite(ui, "buyword/tile-wild.svg", r);
        break;
    case BWV_TILE_WILD_AS:
        ui_sprite(ui, "buyword/tile-wild-letter.svg", r);
        if (!bare)
            draw_letter(ui, r, letter, bwv_wild_ink());
        break;
    case BWV_TILE_BACK:
        ui_sprite(ui, "buyword/tile-back.svg", r);
        break;
    }
}

void bwv_prepare_tile_faces(Ui *ui, SDL_Rect r)
{
    static const char *const faces[] = {
        "buyword/tile-1.svg",    "buyword/tile-2.svg",    "buyword/tile-3.svg",
        "buyword/tile-4.svg",    "buyword/tile-wild.svg", "buyword/tile-wild-letter.svg",
        "buyword/tile-back.svg",
    };
    for (size_t i = 0; i < sizeof faces / sizeof faces[0]; i++)
        ui_sprite_prepare(ui, faces[i], r.w, r.h);
}

void bwv_draw_tile(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind)
{
    draw_face(ui, r, letter, kind, false);
}

void bwv_draw_flying_tile(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, float lift, bool bare)
{
    int rise = (int)(lift * r.h * 0.12f);
    SDL_Rect shadow = {r.x + 1, r.y + r.h / 12, r.w - 2, r.h - r.h / 12};
    ui_shadow(ui, shadow, r.w / 8, 1 + (int)(lift * r.h / 10));
    r.y -= rise;
    draw_face(ui, r, letter, kind, bare);
}

void bwv_draw_tile_lifted(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, float lift)
{
    bwv_draw_flying_tile(ui, r, letter, kind, lift, false);
}

/* The sprite of a die face: 2..5, BW_DIE_CHOICE or blank (not rolled yet). */
static void die_sprite(int face, char *name, size_t size)
{
    if (face == BW_DIE_CHOICE)
        snprintf(name, size, "buyword/die-choice.svg");
    else if (face >= 2 && face <= 5)
        snprintf(name, size, "buyword/die-%d.svg", face);
    else
        snprintf(name, size, "buyword/die-blank.svg");
}

void bwv_draw_die(Ui *ui, SDL_Rect r, int face, double angle)
{
    char name[40];
    die_sprite(face, name, sizeof name);
    ui_shadow(ui, r, r.w / 6, 2 + r.w / 30);
    ui_sprite_ex(ui, name, r, ui_rgba(0xffffff, 255), angle);
    /* A roll flickers through every face and lands on one: the others are asked of the sprite
       worker at this size ahead, not rasterised inside the roll's first frames (up to 5M
       instructions a face at 1920x1080). Nothing is asked again once made. */
    for (int other = 1; other <= BW_DIE_CHOICE; other++) {
        die_sprite(other, name, sizeof name);
        ui_sprite_prepare(ui, name, r.w, r.h);
    }
}

/* ---------------------------------------------------------------- wooden things */

/* Wood in light from the top left: its lit face, its side in shade and the grain along it. */
static SDL_Color shade_of(SDL_Color wood, float dark)
{
    return ui_mix(wood, ui_rgba(0x000000, 255), dark);
}

static void grain(Ui *ui, SDL_Rect face, SDL_Color wood)
{
    /* a few long fibres, the same on every frame (they follow the face's own width) */
    static const int at[] = {23, 51, 78};
    static const int from[] = {4, 31, 12};
    SDL_Color fibre = shade_of(wood, 0.16f);
    for (int i = 0; i < 3; i++) {
        int y = face.y + face.h * at[i] / 100, x = face.x + face.w * from[i] / 100;
        ui_fill_rect(ui, (SDL_Rect){x, y, face.x + face.w - x - face.w / 20, 1}, fibre);
    }
}

SDL_Rect bwv_stand_rect(SDL_Rect row, int tile)
{
    int side = tile / 5, ledge = tile / 4 > 4 ? tile / 4 : 4;
    return (SDL_Rect){row.x - side, row.y + tile / 4, row.w + 2 * side, row.h - tile / 4 + ledge};
}

void bwv_draw_stand(Ui *ui, SDL_Rect row, int tile, SDL_Color wood, SDL_Color rim)
{
    SDL_Rect all = bwv_stand_rect(row, tile);
    int radius = tile / 8 > 2 ? tile / 8 : 2, ledge = tile / 4 > 4 ? tile / 4 : 4;
    ui_shadow(ui, all, radius, ui_px(ui, 4));
    /* the back board, leaning away: darker, its top edge catching the light */
    SDL_Rect back = {all.x + radius / 2, all.y, all.w - radius, all.h - ledge};
    ui_fill_round_rect(ui, back, radius, shade_of(wood, 0.38f));
    ui_fill_rect(ui, (SDL_Rect){back.x + radius, back.y, back.w - 2 * radius, 2},
                 ui_mix(wood, ui_rgba(0xffffff, 255), 0.2f));
    /* the ledge the tiles stand on: its lit top, its front face with the grain, its cut edge */
    SDL_Rect front = {all.x, all.y + all.h - ledge, all.w, ledge};
    ui_fill_round_rect(ui, front, radius, shade_of(wood, 0.5f));
    SDL_Rect face = {front.x, front.y, front.w, front.h - 2};
    ui_fill_round_rect(ui, face, radius, wood);
    int top = ledge / 3 > 2 ? ledge / 3 : 2;
    ui_fill_round_rect(ui, (SDL_Rect){face.x, face.y, face.w, top}, radius / 2,
                       ui_mix(wood, ui_rgba(0xffffff, 255), 0.25f));
    grain(ui, (SDL_Rect){face.x, face.y + top, face.w, face.h - top}, wood);
    if (rim.a)
        ui_outline_rect(ui, (SDL_Rect){all.x - 2, all.y - 2, all.w + 4, all.h + 4}, 2, rim);
}

void bwv_draw_board(Ui *ui, SDL_Rect board)
{
    SDL_Rect in = ui_board_frame(ui, board, ui_rgba(BWV_FRAME, 255));
    ui_fill_rect(ui, in, ui_colour(UI_FELT));
    /* the baize's printed border: a fine double rule a little inside the frame */
    int inset = ui_px(ui, 6);
    SDL_Color rule = ui_mix(ui_colour(UI_FELT), ui_rgba(0xf2c14e, 255), 0.28f);
    SDL_Rect outer = {in.x + inset, in.y + inset, in.w - 2 * inset, in.h - 2 * inset};
    ui_outline_rect(ui, outer, 1, rule);
    int gap = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2;
    ui_outline_rect(ui,
                    (SDL_Rect){outer.x + gap, outer.y + gap, outer.w - 2 * gap, outer.h - 2 * gap},
                    1, rule);
}

void bwv_draw_plate(Ui *ui, SDL_Rect r)
{
    ui_fill_round_rect(ui, (SDL_Rect){r.x, r.y + 1, r.w, r.h}, r.h / 3, ui_rgba(0x000000, 70));
    ui_fill_round_rect(ui, r, r.h / 3, ui_colour(UI_PANEL));
}

void bwv_draw_rating_bar(Ui *ui, SDL_Rect bar, int money, bool named)
{
    /* named (the end screen), the scale starts at $500 so the three marks stand apart */
    int from = named ? 500 : 0, top = 1100, span = top - from;
    int reached = money < from ? 0 : money > top ? span : money - from;
    ui_fill_round_rect(ui, bar, bar.h / 2, ui_rgba(0x000000, 60));
    int filled = bar.w * reached / span;
    if (filled > 0)
        ui_fill_round_rect(ui, (SDL_Rect){bar.x, bar.y, filled, bar.h}, bar.h / 2,
                           ui_colour(UI_GOLD));
    if (named) { /* the money reached, over the end of the gold */
        char text[16];
        snprintf(text, sizeof text, "$%d", money);
        UiTextStyle st = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_GOLD));
        int w, h, cx = bar.x + filled;
        ui_text_size(ui, text, st, &w, &h);
        cx = cx < bar.x + w / 2           ? bar.x + w / 2
             : cx > bar.x + bar.w - w / 2 ? bar.x + bar.w - w / 2
                                          : cx;
        ui_text(ui, text, st, cx, bar.y - ui_px(ui, 5), UI_ALIGN_CENTER | UI_ALIGN_BOTTOM);
    }
    static const int marks[] = {800, 900, 1000};
    for (int i = 0; i < 3; i++) {
        int x = bar.x + bar.w * (marks[i] - from) / span;
        bool got = money >= marks[i];
        ui_fill_rect(ui, (SDL_Rect){x - 1, bar.y - ui_px(ui, 4), 2, bar.h + ui_px(ui, 8)},
                     ui_colour(got ? UI_GOOD : UI_TEXT_DIM));
        if (!named)
            continue;
        /* the rating each mark stands for and its money, under it; the one reached in gold */
        bool this_one = got && (i == 2 || money < marks[i + 1]);
        UiTextStyle st = ui_style(this_one ? UI_FONT_BOLD : UI_FONT_REGULAR, ui_px(ui, 14),
                                  this_one ? ui_colour(UI_GOLD) : ui_colour(UI_TEXT_DIM));
        char amount[16];
        snprintf(amount, sizeof amount, "$%d", marks[i]);
        int y = bar.y + bar.h + ui_px(ui, 8);
        ui_text(ui, _(buyword_rating(marks[i])), st, x, y, UI_ALIGN_CENTER);
        ui_text(ui, amount, st, x, y + ui_px(ui, 17), UI_ALIGN_CENTER);
    }
}
