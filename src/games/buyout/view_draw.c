/* Buyout! view: drawing the city, the players' cards, the tray, flying money and the payout
 * panel. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "ui/board.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/widgets.h"
#include "view_internal.h"

static UiTextStyle style(const Ui *ui, UiFont font, float size, SDL_Color colour)
{
    return ui_style(font, ui_px(ui, size), colour);
}

static SDL_Color darker(SDL_Color c, float t)
{
    return ui_mix(c, ui_rgba(0x000000, c.a), t);
}

static SDL_Color lighter(SDL_Color c, float t)
{
    return ui_mix(c, ui_rgba(0xffffff, c.a), t);
}

static void seat_colours(const ViewFrame *f, int out[BUYOUT_MAX_PLAYERS])
{
    for (int i = 0; i < BUYOUT_MAX_PLAYERS; i++)
        out[i] = f->match->seats[i].colour;
}

/* ---------------------------------------------------------------- tiles and buildings */

/* The board's colours: the frame's face and its printed coordinates, the streets and their
 * kerbs, the quays, the river and the median's planting. */
#define BOV_FRAME 0x2b3640
#define BOV_PRINT 0xeadfc4
#define BOV_ASPHALT 0x55585d
#define BOV_KERB 0xbdb6a6
#define BOV_QUAY 0xcfc6b2
#define BOV_WATER 0x3b77a6
#define BOV_GRASS 0x6d9a48
#define BOV_INK 0x23262e

void bov_draw_tile_face(Ui *ui, SDL_Rect r, int colour_index, int kind)
{
    SDL_Color c = ui_player_colour(ui, colour_index);
    int radius = r.w / 7;
    ui_round_rect_border(ui, r, radius, c, darker(c, 0.45f), r.w > 30 ? 2 : 1);
    SDL_Rect shine = {r.x + r.w / 8, r.y + r.h / 12, r.w * 3 / 4, r.h / 6};
    ui_fill_round_rect(ui, shine, shine.h / 2, ui_rgba(0xffffff, 50));
    const char *sprite = bov_kind_sprite(kind);
    if (sprite) {
        int inset = r.w / 7;
        SDL_Rect pic = {r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
        ui_fill_round_rect(ui, pic, pic.w / 5, ui_rgba(0xffffff, 170));
        ui_sprite(ui, sprite, pic);
    }
    if (ui->colour_blind) {
        int br = ui_player_badge_radius(ui, r.w / 5 > 6 ? r.w / 5 : 6);
        ui_player_badge(ui, colour_index, r.x + r.w - br * 4 / 5, r.y + br * 4 / 5, br);
    }
}

/* The height on its plate in the block's lower right corner, beside the building: a flat
 * cream plate, dark figures (14 units, never below 16 px: Lato's digits 11 px high, read at a
 * glance like the numbers on the other games' pieces). Returns the plate. */
static SDL_Rect draw_height_plate(Ui *ui, SDL_Rect r, int height)
{
    char num[8];
    snprintf(num, sizeof num, "%d", height);
    int px = ui_px(ui, 14) > BOV_NUMBER_PX ? ui_px(ui, 14) : BOV_NUMBER_PX;
    UiTextStyle st = ui_style(UI_FONT_BOLD, px, ui_rgba(BOV_INK, 255));
    int w, h;
    ui_text_size(ui, num, st, &w, &h);
    int side = h + 2 > r.w * 28 / 100 ? h + 2 : r.w * 28 / 100;
    int pw = w + ui_px(ui, 6) > side ? w + ui_px(ui, 6) : side;
    SDL_Rect plate = {r.x + r.w - pw - 1, r.y + r.h - side - 1, pw, side};
    ui_round_rect_border(ui, plate, side / 4, ui_rgba(0xf7f2e6, 255), ui_rgba(BOV_INK, 255), 1);
    ui_text(ui, num, st, plate.x + plate.w / 2, plate.y + plate.h / 2 + 1,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    return plate;
}

/* A park: the block planted, fenced in its owner's colour, with the park's picture. */
static void draw_park(Ui *ui, SDL_Color owner, SDL_Rect r, int margin)
{
    SDL_Rect lawn = {r.x + margin, r.y + margin, r.w - 2 * margin, r.h - 2 * margin};
    ui_fill_rect(ui, lawn, ui_rgba(0x7fb85a, 255));
    ui_outline_rect(ui, lawn, margin / 2 > 2 ? margin / 2 : 2, owner);
    ui_sprite(ui, "buyout/park.svg", lawn);
}

void bov_draw_stack(Ui *ui, const int colours[BUYOUT_MAX_PLAYERS], const BuyoutStack *st,
                    SDL_Rect r, float lift)
{
    if (st->height == 0)
        return;
    const BuyoutTile *top = &st->tile[st->height - 1];
    SDL_Color owner = ui_player_colour(ui, colours[top->seat]);
    int margin = r.w * 7 / 100 > 2 ? r.w * 7 / 100 : 2;
    if (top->kind == BUYOUT_PARK) {
        draw_park(ui, owner, r, margin);
        draw_height_plate(ui, r, st->height);
        return;
    }
    /* a block seen from the front and a little from above on the right: the face, a roof
     * going back up to the right, the side in shade; each tile one floor */
    int small = r.w < r.h ? r.w : r.h;
    int face_w = r.w * 50 / 100, dx = r.w * 15 / 100, dy = r.h * 16 / 100;
    int x0 = r.x + margin, y0 = r.y + r.h - margin;
    bool sign = bov_kind_sprite(top->kind) != NULL;
    int sign_w = small * 32 / 100;
    int room = y0 - (r.y + margin / 2) - dy - (sign ? sign_w * 4 / 5 : 0);
    int floor_h = room / st->height;
    if (floor_h > r.h * 19 / 100)
        floor_h = r.h * 19 / 100;
    if (floor_h < 1)
        floor_h = 1;
    int height_px = floor_h * st->height;
    /* a landing tile falls from no higher than the block's top: above it it would cover the
     * frame's coordinates or the row above */
    int lifted = (int)(lift * r.h / 3), spare = room - height_px;
    if (lifted > spare)
        lifted = spare > 0 ? spare : 0;
    /* the shadow on the ground, falling to the right */
    int reach = height_px * 2 / 3 < r.w / 3 ? height_px * 2 / 3 : r.w / 3;
    float sx = (float)(x0 + face_w), sy = (float)y0;
    ui_fill_quad(ui,
                 (float[8]){sx, sy, sx + (float)dx, sy - (float)dy, sx + (float)(dx + reach),
                            sy - (float)dy, sx + (float)reach, sy},
                 ui_rgba(0x000000, 70));
    for (int i = 0; i < st->height; i++) {
        const BuyoutTile *t = &st->tile[i];
        SDL_Color c = ui_player_colour(ui, colours[t->seat]);
        int bottom = y0 - i * floor_h - (i == st->height - 1 ? lifted : 0);
        SDL_Rect face = {x0, bottom - floor_h, face_w, floor_h};
        ui_fill_rect(ui, face, c);
        if (floor_h >= 6) /* a band of windows along the floor */
            ui_fill_rect(
                ui,
                (SDL_Rect){face.x + face_w / 8, face.y + floor_h / 3, face_w * 3 / 4, floor_h / 3},
                ui_mix(c, ui_rgba(0x1d2630, 255), 0.45f));
        if (floor_h >= 4) /* the seam under the floor above */
            ui_fill_rect(ui, (SDL_Rect){face.x, face.y, face_w, 1}, darker(c, 0.35f));
        float fx = (float)(x0 + face_w), fb = (float)bottom, ft = (float)(bottom - floor_h);
        ui_fill_quad(ui,
                     (float[8]){fx, fb, fx + (float)dx, fb - (float)dy, fx + (float)dx,
                                ft - (float)dy, fx, ft},
                     darker(c, 0.38f));
    }
    /* the roof, lit */
    float rt = (float)(y0 - height_px - lifted), rl = (float)x0;
    ui_fill_quad(ui,
                 (float[8]){rl, rt, rl + (float)face_w, rt, rl + (float)(face_w + dx),
                            rt - (float)dy, rl + (float)dx, rt - (float)dy},
                 lighter(owner, 0.35f));
    if (sign) { /* the special tile stands on the roof as its sign */
        SDL_Rect s = {x0 + (face_w + dx - sign_w) / 2, (int)rt - dy / 2 - sign_w * 4 / 5, sign_w,
                      sign_w};
        bov_draw_tile_face(ui, s, colours[top->seat], top->kind);
    } else if (ui->colour_blind) {
        int br = ui_player_badge_radius(ui, face_w / 4 > 5 ? face_w / 4 : 5);
        ui_player_badge(ui, colours[top->seat], x0 + face_w / 2, y0 - height_px / 2 - lifted, br);
    }
    draw_height_plate(ui, r, st->height);
}

/* ---------------------------------------------------------------- the city */

/* A tree on the median, its crown lit from the top left. */
static void draw_tree(Ui *ui, int cx, int cy, int radius)
{
    ui_fill_circle(ui, cx + radius / 3, cy + radius / 3, radius, ui_rgba(0x000000, 50));
    ui_fill_circle(ui, cx, cy, radius, ui_rgba(0x3d7a35, 255));
    ui_fill_circle(ui, cx - radius / 3, cy - radius / 3, radius / 2, ui_rgba(0x67a852, 255));
}

/* A district's name and value on a plate of its colour, centred in `run` (the columns it
 * fronts on a quay or the median): the name alone when both do not fit. */
static void draw_district_plate(Ui *ui, BuyoutRegion region, SDL_Rect run)
{
    char money[16], both[96];
    buyout_format_money(buyout_region_value(region), money, sizeof money);
    const char *name = _(buyout_region_name(region));
    snprintf(both, sizeof both, "%s %s", name, money);
    UiTextStyle st = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_rgba(BOV_INK, 255));
    int pad = ui_px(ui, 6), room = run.w - 2 * pad - ui_px(ui, 4), w, h;
    ui_text_size(ui, both, st, &w, &h);
    const char *text = w <= room ? both : name;
    ui_text_size(ui, text, st, &w, &h);
    if (w > room)
        w = room;
    /* one flat plate the lane's height (its edge an outline): the name lies wholly on it */
    SDL_Rect plate = {run.x + (run.w - w) / 2 - pad, run.y, w + 2 * pad, run.h};
    SDL_Color c = bov_region_colour(region);
    ui_fill_rect(ui, plate, c);
    ui_outline_rect(ui, plate, 1, darker(c, 0.5f));
    ui_text_fit(ui, text, st, plate.x + pad, plate.y + plate.h / 2 + 1, room, UI_ALIGN_MIDDLE);
}

/* A lane across the map (a quay or the median) and the districts named on it: the runs of
 * `row`'s columns whose district has no name on the map yet. Planted lanes get a tree in
 * every column without a name. */
static void draw_lane(BuyoutView *v, SDL_Rect lane, int row, bool planted,
                      bool named[BUYOUT_REGIONS])
{
    Ui *ui = v->ui;
    int pitch = v->map.w / BUYOUT_COLS;
    for (int col = 0; col < BUYOUT_COLS;) {
        BuyoutRegion region = buyout_region_of(buyout_lot_at(col, row));
        int end = col + 1;
        while (end < BUYOUT_COLS && buyout_region_of(buyout_lot_at(end, row)) == region)
            end++;
        SDL_Rect run = {lane.x + col * pitch, lane.y, (end - col) * pitch, lane.h};
        if (!named[region]) {
            named[region] = true;
            draw_district_plate(ui, region, run);
        } else if (planted) {
            for (int c = col; c < end; c++)
                for (int k = 1; k <= 3; k += 2)
                    draw_tree(ui, lane.x + c * pitch + pitch * k / 4, lane.y + lane.h / 2,
                              lane.h / 2 - 1);
        }
        col = end;
    }
}

/* The river between rows B and C: a quay on each bank, the water with its ripples, a bridge
 * carrying every street across. */
static void draw_river(BuyoutView *v, bool named[BUYOUT_REGIONS])
{
    Ui *ui = v->ui;
    SDL_Rect r = v->river;
    SDL_Rect north = {r.x, r.y, r.w, v->lane};
    SDL_Rect water = {r.x, r.y + v->lane, r.w, r.h - 2 * v->lane};
    SDL_Rect south = {r.x, water.y + water.h, r.w, v->lane};
    ui_fill_rect(ui, north, ui_rgba(BOV_QUAY, 255));
    ui_fill_rect(ui, south, ui_rgba(BOV_QUAY, 255));
    ui_fill_rect(ui, water, ui_rgba(BOV_WATER, 255));
    ui_fill_rect(ui, (SDL_Rect){water.x, water.y, water.w, 2}, ui_rgba(0x1f3f5c, 255));
    int pitch = v->map.w / BUYOUT_COLS, ripple = pitch / 5;
    for (int col = 0; col < BUYOUT_COLS; col++) /* a ripple in the middle of every reach */
        ui_fill_rect(ui,
                     (SDL_Rect){water.x + col * pitch + pitch / 2 - ripple / 2 + (col % 2) * ripple,
                                water.y + water.h / 2 + (col % 2), ripple, 1},
                     ui_rgba(0xffffff, 110));
    for (int col = 1; col < BUYOUT_COLS; col++) {
        SDL_Rect deck = {water.x + col * pitch - v->street / 2, water.y - 1, v->street,
                         water.h + 2};
        ui_fill_rect(ui, (SDL_Rect){deck.x + 2, deck.y + 2, deck.w, deck.h}, ui_rgba(0, 70));
        ui_fill_rect(ui, deck, ui_rgba(0x8f8a7e, 255));
        ui_fill_rect(ui, (SDL_Rect){deck.x, deck.y, 1, deck.h}, ui_rgba(0xd8d2c4, 255));
        ui_fill_rect(ui, (SDL_Rect){deck.x + deck.w - 1, deck.y, 1, deck.h},
                     ui_rgba(0x4a4740, 255));
    }
    draw_lane(v, north, BOV_RIVER_ROW - 1, false, named);
    draw_lane(v, south, BOV_RIVER_ROW, false, named);
}

/* The board on the table: its frame with the coordinates printed on it, the streets, the
 * blocks with their kerbs and their districts' paving, the river and the avenue. */
static void draw_map(BuyoutView *v)
{
    Ui *ui = v->ui;
    SDL_Rect in = ui_board_frame(ui, v->board, ui_rgba(BOV_FRAME, 255));
    ui_fill_rect(ui, in, ui_rgba(BOV_FRAME, 255));
    UiTextStyle print = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_rgba(BOV_PRINT, 255));
    int coord = v->map.y - in.y;
    for (int col = 0; col < BUYOUT_COLS; col++) {
        SDL_Rect r = v->lot[buyout_lot_at(col, 0)];
        char t[4];
        snprintf(t, sizeof t, "%d", col + 1);
        ui_text(ui, t, print, r.x + r.w / 2, in.y + coord / 2 + 1,
                UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
    for (int row = 0; row < BUYOUT_ROWS; row++) {
        SDL_Rect r = v->lot[buyout_lot_at(0, row)];
        char t[4];
        snprintf(t, sizeof t, "%c", 'A' + row);
        ui_text(ui, t, print, in.x + coord / 2, r.y + r.h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
    ui_fill_rect(ui, v->map, ui_rgba(BOV_ASPHALT, 255));
    int kerb = v->street / 4 > 1 ? v->street / 4 : 1;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        SDL_Rect r = v->lot[lot];
        ui_fill_rect(ui, (SDL_Rect){r.x - kerb, r.y - kerb, r.w + 2 * kerb, r.h + 2 * kerb},
                     ui_rgba(BOV_KERB, 255));
        ui_sprite(ui, bov_region_ground(buyout_region_of(lot)), r);
    }
    bool named[BUYOUT_REGIONS] = {false};
    draw_river(v, named);
    ui_fill_rect(ui, v->avenue, ui_rgba(BOV_GRASS, 255));
    draw_lane(v, v->avenue, BOV_AVENUE_ROW, true, named);
}

/* The lot a move names ("place R 3C", "move 5E"), or -1. */
static int move_lot(const char *move)
{
    const char *space = strrchr(move, ' ');
    return space ? buyout_parse_lot(space + 1) : -1;
}

/* A recent move's mark: the lot it built on, or its mover's card (end, pass, stay). */
static SDL_Rect mark_where(void *view, const ViewFrame *f, int k)
{
    const BuyoutView *v = view;
    int lot = move_lot(f->match->moves[f->recent[k]]);
    return lot >= 0 ? v->lot[lot] : v->card[view_recent_mover(f, k)];
}

static void draw_lots(BuyoutView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    int colours[BUYOUT_MAX_PLAYERS];
    seat_colours(f, colours);
    float pulse = 0.5f + 0.5f * sinf((float)f->time * 5.0f);
    bool targeting = bov_actor(f) >= 0 && !v->overlay &&
                     (v->selected_kind >= 0 || s->phase == BUYOUT_PHASE_SCAFFOLD);
    bool targets[BUYOUT_LOTS] = {false};
    if (targeting)
        bov_lot_targets(v, f, targets);
    int ring = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        SDL_Rect r = v->lot[lot];
        /* marks on the ground, under the building: nothing covers its number */
        if (targeting && !targets[lot])
            ui_fill_rect(ui, r, ui_rgba(0x1d2024, 110));
        if (targets[lot] && lot == v->hover_lot)
            ui_fill_rect(ui, r, ui_rgba(0xffffff, 110));
        float lift = 0;
        if (lot == v->drop_lot)
            lift = 1.0f - ui_tween_progress(ui, &v->drop);
        bov_draw_stack(ui, colours, &s->lot[lot], r, lift);
        /* rings in the street around the block */
        SDL_Rect around = {r.x - ring, r.y - ring, r.w + 2 * ring, r.h + 2 * ring};
        if (targets[lot]) {
            SDL_Color glow = ui_colour(UI_ACCENT);
            glow.a = (Uint8)(150 + 105 * pulse);
            ui_outline_rect(ui, around, ring, glow);
        }
        if (s->phase == BUYOUT_PHASE_SCAFFOLD && lot == s->scaffold_lot)
            ui_outline_rect(ui, around, ring, ui_colour(UI_GOLD));
    }
}

static void draw_board(BuyoutView *v, const ViewFrame *f)
{
    draw_map(v);
    draw_lots(v, f);
}

/* The small pictures that tell the district chip's two lines apart: a tower of three slabs for
 * the tallest building, a block of four houses for the most buildings. */
static void draw_standing_icon(Ui *ui, bool tallest, int x, int y, int size, SDL_Color ink)
{
    if (tallest) { /* three slabs, one on the other */
        int slab = (size - 2) / 3, w = size * 3 / 5;
        for (int i = 0; i < 3; i++)
            ui_fill_rect(
                ui, (SDL_Rect){x + (size - w) / 2, y + size - (i + 1) * (slab + 1), w, slab}, ink);
        return;
    }
    int house = (size - 3) / 2; /* four houses, two by two */
    for (int i = 0; i < 4; i++)
        ui_fill_rect(
            ui, (SDL_Rect){x + (i % 2) * (house + 2), y + 1 + (i / 2) * (house + 2), house, house},
            ink);
}

/* One standing of a district chip: the icon, then the seat that would be paid and how much, or
 * "tie" when nobody would be. */
static void draw_standing(BuyoutView *v, const ViewFrame *f, SDL_Rect line, bool tallest, int seat,
                          int amount)
{
    Ui *ui = v->ui;
    int icon = ui_px(ui, 11), b = ui_player_badge_radius(ui, ui_px(ui, 6));
    int cy = line.y + line.h / 2;
    int x = line.x + ui_px(ui, 5);
    draw_standing_icon(ui, tallest, x, cy - icon / 2, icon, ui_colour(UI_TEXT_DIM));
    x += icon + ui_px(ui, 3);
    int room = line.x + line.w - ui_px(ui, 2) - x;
    /* regular, not bold: "+$12,000" fits half a card */
    UiTextStyle st = style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT));
    if (seat < 0) {
        /* TRANSLATORS: on a district's chip: nobody would be paid (a tie); a short word */
        const char *tie = _("tie");
        ui_text_fit(ui, tie, style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT_DIM)), x, cy, room,
                    UI_ALIGN_MIDDLE);
        return;
    }
    ui_player_badge(ui, f->match->seats[seat].colour, x + b, cy, b);
    x += 2 * b + ui_px(ui, 2);
    room -= 2 * b + ui_px(ui, 2);
    char money[24], t[32];
    buyout_format_money(amount, money, sizeof money);
    snprintf(t, sizeof t, "+%s", money);
    ui_text_fit(ui, t, st, x, cy, room, UI_ALIGN_MIDDLE);
}

/* Whether a tile the seat placed, other than a park, lies in a building: it has built, even if
 * its buildings have all been bought out since. */
static bool has_built(const BuyoutState *s, int seat)
{
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        for (int i = 0; i < s->lot[lot].height; i++)
            if (s->lot[lot].tile[i].seat == seat && s->lot[lot].tile[i].kind != BUYOUT_PARK)
                return true;
    return false;
}

void bov_buildings_text(const BuyoutState *s, int seat, char *out, size_t outlen)
{
    int buildings = 0, tallest = 0;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        if (buyout_owner(s, lot) == seat) {
            buildings++;
            if (s->lot[lot].height > tallest)
                tallest = s->lot[lot].height;
        }
    if (buildings)
        snprintf(out, outlen,
                 plural_text("%d building, tallest %d", "%d buildings, tallest %d",
                             (unsigned long)buildings),
                 buildings, tallest);
    else if (has_built(s, seat))
        /* TRANSLATORS: on a player's card: all their buildings were bought out */
        snprintf(out, outlen, "%s", _("no buildings left"));
    else
        snprintf(out, outlen, "%s", _("no buildings yet"));
}

void bov_waiting_text(const BuyoutView *v, const ViewFrame *f, char *out, size_t outlen)
{
    const BuyoutState *s = bov_state(f);
    out[0] = '\0';
    if (v->overlay)
        buyout_view.hold_prompt((void *)v, f, out, outlen);
    else if (s->phase != BUYOUT_PHASE_OVER)
        /* TRANSLATORS: in the tray while another player has the turn (a bot choosing, a lesson's
         * coach talking, or a replayed board): whose turn it is */
        snprintf(out, outlen, _("%s to build"), f->match->seats[s->current].name);
}

void bov_district_words(const ViewFrame *f, BuyoutRegion region, char *out, size_t outlen)
{
    BuyoutRegionPayout p;
    buyout_region_payout(bov_state(f), region, &p);
    const char *name = _(buyout_region_name(region));
    if (p.tallest_height == 0) {
        /* TRANSLATORS: a district's chip's tooltip: the district */
        snprintf(out, outlen, _("%s has no buildings yet"), name);
        return;
    }
    char tall[140], most[140], money[24];
    unsigned long height = (unsigned long)p.tallest_height;
    if (p.tallest_seat < 0) {
        snprintf(tall, sizeof tall,
                 /* TRANSLATORS: the tallest building's part of a district's tooltip, on a tie: the
                    height shared by different players' buildings */
                 plural_text("tied at %d tile, nobody is paid", "tied at %d tiles, nobody is paid",
                             height),
                 p.tallest_height);
    } else {
        buyout_format_money(p.tallest_amount, money, sizeof money);
        snprintf(tall, sizeof tall,
                 /* TRANSLATORS: the tallest building's part of a district's tooltip: its owner, its
                    height, the sum ("Ada (2 tiles) gets $7,000") */
                 plural_text("%s (%d tile) gets %s", "%s (%d tiles) gets %s", height),
                 f->match->seats[p.tallest_seat].name, p.tallest_height, money);
    }
    if (p.most_seat < 0) {
        /* TRANSLATORS: the most buildings' part of a district's tooltip, on a tie */
        snprintf(most, sizeof most, "%s", _("tied, nobody is paid"));
    } else {
        buyout_format_money(p.most_amount, money, sizeof money);
        /* TRANSLATORS: the most buildings' part of a district's tooltip: the player, how many
           buildings, the sum ("Ada (3) gets $6,000") */
        snprintf(most, sizeof most, _("%s (%d) gets %s"), f->match->seats[p.most_seat].name,
                 p.buildings[p.most_seat], money);
    }
    /* TRANSLATORS: a district's chip's tooltip: the district, then who the tallest building
       and the most buildings would pay (the two phrases above) */
    snprintf(out, outlen, _("%s, if the round ended now. Tallest: %s. Most buildings: %s."), name,
             tall, most);
}

/* The district strip: each district's name and value, and who it would pay now (the tallest
 * building and the most buildings) and how much. */
static void draw_legend(BuyoutView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    UiTextStyle name = style(ui, UI_FONT_BOLD, 14, ui_rgba(BOV_INK, 255));
    UiTextStyle value = style(ui, UI_FONT_REGULAR, 14, ui_rgba(BOV_INK, 255));
    int head = ui_px(ui, 19), inset = ui_px(ui, 3), pad = ui_px(ui, 6);
    for (int i = 0; i < BUYOUT_REGIONS; i++) {
        SDL_Rect r = v->district[i];
        SDL_Color c = bov_region_colour((BuyoutRegion)i);
        /* a printed card: the district's name and value on a strip of its colour, what it would
         * pay now under it */
        ui_panel(ui, r, UI_PANEL_CARD, false);
        SDL_Rect strip = {r.x + inset, r.y + inset, r.w - 2 * inset, head};
        ui_fill_round_rect(ui, strip, ui_px(ui, 6), c);
        char money[16];
        buyout_format_money(buyout_region_value((BuyoutRegion)i), money, sizeof money);
        int mw, mh, cy = strip.y + strip.h / 2 + 1;
        ui_text_size(ui, money, value, &mw, &mh);
        const char *region = _(buyout_region_name((BuyoutRegion)i));
        ui_text_fit(ui, region, name, strip.x + pad, cy, strip.w - 3 * pad - mw, UI_ALIGN_MIDDLE);
        ui_text(ui, money, value, strip.x + strip.w - pad, cy, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        BuyoutRegionPayout p;
        buyout_region_payout(s, (BuyoutRegion)i, &p);
        char tip[320];
        bov_district_words(f, (BuyoutRegion)i, tip, sizeof tip);
        ui_tooltip(ui, r, tip);
        int top = strip.y + strip.h;
        SDL_Rect row = {r.x, top, r.w / 2, r.y + r.h - inset - top};
        if (p.tallest_height == 0) {
            /* TRANSLATORS: on a district's chip, before anyone built there */
            const char *none = _("no buildings");
            ui_text_fit(ui, none, style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT_DIM)), r.x + pad,
                        row.y + row.h / 2, r.w - 2 * pad, UI_ALIGN_MIDDLE);
            continue;
        }
        draw_standing(v, f, row, true, p.tallest_seat, p.tallest_amount);
        row.x += row.w;
        draw_standing(v, f, row, false, p.most_seat, p.most_amount);
    }
}

/* ---------------------------------------------------------------- the players' cards */

static void draw_card(BuyoutView *v, const ViewFrame *f, int seat)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    SDL_Rect r = v->card[seat];
    int colour = f->match->seats[seat].colour;
    bool turn = s->phase != BUYOUT_PHASE_OVER && s->current == seat;
    ui_board_card(ui, r, turn);
    ui_seat_band(ui, r, ui_player_colour(ui, colour));
    int pad = ui_px(ui, 14), x = r.x + pad, y = r.y + ui_px(ui, 10);
    int badge = ui_px(ui, 10);
    ui_player_badge(ui, colour, x + badge, y + badge, badge);
    ui_text_fit(ui, f->match->seats[seat].name, style(ui, UI_FONT_BOLD, 16, ui_colour(UI_TEXT)),
                x + 2 * badge + ui_px(ui, 8), y + badge, r.w - 2 * pad - ui_px(ui, 110),
                UI_ALIGN_MIDDLE);
    char money[24];
    buyout_format_money(view_money_shown(ui, f, seat, s->money[seat]), money, sizeof money);
    ui_text(ui, money, style(ui, UI_FONT_DISPLAY, 20, ui_colour(UI_GOLD)), r.x + r.w - pad,
            y + badge, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    /* the line of buildings under the name, across the card; the die's place under it, at the
     * right (a fixed place, the coach points at it) */
    int line_y = y + 2 * badge + ui_px(ui, 10), room = r.w - 2 * pad;
    int d = ui_px(ui, 26);
    SDL_Rect die = {r.x + r.w - pad - d, line_y + ui_px(ui, 20), d, d};
    if (ui_tween_running(ui, &v->delta_tween) && v->delta[seat]) {
        /* the money's change fades out under the buildings' line, on the right (left of the
         * die), where it leaves the line its whole width in every language */
        float t = ui_tween_progress(ui, &v->delta_tween);
        char change[32];
        buyout_format_money(v->delta[seat] < 0 ? -v->delta[seat] : v->delta[seat], money,
                            sizeof money);
        snprintf(change, sizeof change, "%c%s", v->delta[seat] < 0 ? '-' : '+', money);
        SDL_Color c = ui_colour(v->delta[seat] < 0 ? UI_BAD : UI_GOOD);
        c.a = (Uint8)(255 * (1.0f - t * t));
        UiTextStyle ds = style(ui, UI_FONT_BOLD, 15, c);
        int right = s->die_holder == seat ? die.x - ui_px(ui, 8) : r.x + r.w - pad;
        ui_text(ui, change, ds, right, die.y + die.h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    char owns[64];
    bov_buildings_text(s, seat, owns, sizeof owns);
    UiTextStyle os = ui_style_fit(ui, owns, style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT)),
                                  room, ui_px(ui, 10));
    ui_text_fit(ui, owns, os, x, line_y, room, 0);
    /* the hand: the viewer's own tiles face up, everybody else's as backs */
    int tile = ui_px(ui, 30);
    if (tile > (r.h - ui_px(ui, 60)))
        tile = r.h - ui_px(ui, 60);
    if (tile < ui_px(ui, 14))
        tile = ui_px(ui, 14);
    int hy = r.y + r.h - tile - ui_px(ui, 12), hx = x + ui_px(ui, 2);
    int hand = buyout_hand_count(s, seat);
    UiTextStyle small = style(ui, UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM));
    /* TRANSLATORS: on a player's card, above the tiles in hand */
    ui_text(ui, _("Hand"), small, hx, hy - ui_px(ui, 4), UI_ALIGN_BOTTOM);
    v->card_tiles[seat] = 0;
    for (int kind = 0; kind < BUYOUT_KINDS; kind++)
        for (int k = 0; k < s->hand[seat][kind]; k++) {
            int i = v->card_tiles[seat];
            if (i == BUYOUT_HAND_SIZE * 2)
                break;
            SDL_Rect tr = {hx + i * (tile + tile / 5), hy, tile, tile};
            if (seat == f->viewer)
                bov_draw_tile_face(ui, tr, colour, kind);
            else
                ui_sprite(ui, "buyout/tile-back.svg", tr);
            v->card_tile[seat][v->card_tiles[seat]++] = tr;
        }
    if (hand == 0)
        /* TRANSLATORS: a hand without tiles */
        ui_text(ui, _("empty"), small, hx, hy + tile / 2, UI_ALIGN_MIDDLE);
    char info[64];
    /* TRANSLATORS: on a player's card: how many tiles the hand holds */
    snprintf(info, sizeof info, _("%d in hand"), hand);
    int info_x = hx + 3 * (tile + tile / 5) + ui_px(ui, 8);
    ui_text(ui, info, small, info_x, hy + tile / 2 - ui_px(ui, 9), UI_ALIGN_MIDDLE);
    /* TRANSLATORS: on a player's card: how many tiles are left in the bag */
    snprintf(info, sizeof info, _("%d in the bag"), buyout_bag_count(s, seat));
    ui_text(ui, info, small, info_x, hy + tile / 2 + ui_px(ui, 9), UI_ALIGN_MIDDLE);
    if (s->die_holder == seat) {
        ui_sprite(ui, "buyout/die.svg", die);
        ui_tooltip(ui, die, _("Holds the die: started this round"));
        v->die = die;
    }
}

/* ---------------------------------------------------------------- the tray */

static void add_button(BuyoutView *v, int *right, const char *label, BovAction action,
                       UiButtonKind kind, bool enabled)
{
    if (v->buttons == BOV_MAX_BUTTONS)
        return;
    Ui *ui = v->ui;
    int w, h;
    ui_text_size(ui, label, style(ui, UI_FONT_BOLD, 16, ui_colour(UI_TEXT)), &w, &h);
    int bw = w + ui_px(ui, 36), bh = ui_px(ui, 38);
    SDL_Rect r = {*right - bw, v->tray.y + v->tray.h - bh - ui_px(ui, 8), bw, bh};
    *right = r.x - ui_px(ui, 10);
    /* the click itself is handled by handle_event (it must produce the move) */
    (void)ui_button_ex(ui, r, label, kind, enabled, NULL);
    v->button[v->buttons++] = (BovButton){r, action};
}

static void draw_hand(BuyoutView *v, const ViewFrame *f, int x, int y, int tile)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    int seat = f->viewer;
    v->hand_tiles = 0;
    if (seat < 0 || seat >= s->base.players)
        return;
    int colour = f->match->seats[seat].colour;
    bool active = bov_actor(f) == seat && s->phase != BUYOUT_PHASE_SCAFFOLD && !v->overlay;
    float pulse = 0.5f + 0.5f * sinf((float)f->time * 5.0f);
    for (int kind = 0; kind < BUYOUT_KINDS; kind++)
        for (int k = 0; k < s->hand[seat][kind] && v->hand_tiles < BUYOUT_HAND_SIZE * 2; k++) {
            int i = v->hand_tiles;
            SDL_Rect r = {x + i * (tile + tile / 4), y, tile, tile};
            bool picked = active && kind == v->selected_kind && i == v->selected_index;
            if (picked)
                r.y -= tile / 14;
            ui_fill_round_rect(ui, (SDL_Rect){r.x + 3, r.y + 5, r.w, r.h}, r.w / 7,
                               ui_rgba(0x000000, 70));
            bov_draw_tile_face(ui, r, colour, kind);
            if (picked) {
                SDL_Color c = ui_colour(UI_ACCENT);
                c.a = (Uint8)(170 + 85 * pulse);
                ui_outline_rect(ui, (SDL_Rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, ui_px(ui, 3),
                                c);
            }
            ui_tooltip(ui, r, _(buyout_kind_name(kind)));
            v->hand_rect[i] = r;
            v->hand_kind[i] = kind;
            v->hand_tiles++;
        }
}

static void draw_tray(BuyoutView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    SDL_Rect t = v->tray;
    ui_panel(ui, t, UI_PANEL_TRAY, false);
    int pad = ui_px(ui, 14);
    int tile = t.h - ui_px(ui, 44);
    if (tile > ui_px(ui, 76))
        tile = ui_px(ui, 76);
    UiTextStyle head = style(ui, UI_FONT_BOLD, 14, ui_colour(UI_TEXT_DIM));
    bool own = f->viewer >= 0 && f->viewer < s->base.players;
    ui_text(ui, own ? _("Your hand") : _("Hands are hidden"), head, t.x + pad, t.y + ui_px(ui, 8),
            0);
    v->hand_area = (SDL_Rect){t.x + pad, t.y + ui_px(ui, 30), 3 * tile + 2 * (tile / 4), tile};
    draw_hand(v, f, t.x + pad, t.y + ui_px(ui, 30), tile);
    if (own && v->hand_tiles == 0)
        ui_text(ui, _("empty"), style(ui, UI_FONT_REGULAR, 15, ui_colour(UI_TEXT_DIM)), t.x + pad,
                t.y + ui_px(ui, 30) + tile / 2, UI_ALIGN_MIDDLE);
    int text_x = t.x + pad + 3 * (tile + tile / 4) + ui_px(ui, 10);
    int right = t.x + t.w - pad;
    v->buttons = 0;
    int actor = bov_actor(f);
    /* the viewer's buttons show on its turn, usable only while it may act (a lesson's coach may
     * point at them while talking) */
    bool own_turn = s->phase != BUYOUT_PHASE_OVER && f->to_move == f->viewer;
    if (own_turn && !v->overlay) {
        bool on = actor >= 0;
        if (s->phase == BUYOUT_PHASE_SCAFFOLD)
            /* TRANSLATORS: a button: leave the scaffolding where it was placed */
            add_button(v, &right, _("Stay"), BOV_ACT_STAY, UI_BUTTON_PRIMARY, on);
        else if (s->phase == BUYOUT_PHASE_CONTINUE)
            add_button(v, &right, _("End turn"), BOV_ACT_END, UI_BUTTON_PRIMARY, on);
        else if (bov_legal(f, "pass"))
            /* TRANSLATORS: a button: no tile of the hand can go anywhere */
            add_button(v, &right, _("Pass"), BOV_ACT_PASS, UI_BUTTON_PRIMARY, on);
    }
    char line[256];
    int width = t.x + t.w - pad - text_x;
    UiTextStyle body = style(ui, UI_FONT_REGULAR, 15, ui_colour(UI_TEXT));
    if (bov_cost_text(v, f, v->hover_lot, line, sizeof line)) {
        ui_text_wrapped(ui, line, style(ui, UI_FONT_BOLD, 15, ui_colour(UI_TEXT)), text_x,
                        t.y + ui_px(ui, 10), width, 0, true);
    } else if ((actor >= 0 || own_turn) && !f->replay && !v->overlay) {
        /* what to do, also while a lesson's coach talks */
        GameView const *view = &buyout_view;
        view->prompt(v, f, line, sizeof line);
        ui_text_wrapped(ui, line, body, text_x, t.y + ui_px(ui, 10), width, 0, true);
    } else {
        bov_waiting_text(v, f, line, sizeof line);
        ui_text_wrapped(ui, line, body, text_x, t.y + ui_px(ui, 10), width, 0, true);
    }
    snprintf(line, sizeof line, _("Round %d"), s->round);
    ui_text_fit(ui, line, style(ui, UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM)), text_x,
                t.y + t.h - ui_px(ui, 26), right - text_x, 0);
}

/* A chip with the cost next to the hovered target. */
static void draw_hover_chip(BuyoutView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    char line[256];
    if (!bov_cost_text(v, f, v->hover_lot, line, sizeof line))
        return;
    const char *colon = strchr(line, ':');
    const char *what = colon ? colon + 2 : line;
    /* a longer cost (a buyout and store charges, longer words in some languages) is set smaller;
     * the tray under the city says it in full */
    int max_w = ui_px(ui, 300);
    UiTextStyle st = ui_style_fit(ui, what, style(ui, UI_FONT_BOLD, 13, ui_colour(UI_TEXT)), max_w,
                                  ui_px(ui, 10));
    int w, h;
    ui_text_size(ui, what, st, &w, &h);
    if (w > max_w)
        w = max_w;
    /* below the lot, clear of the mouse and of a coach's arrow coming from above; above it
     * where the city ends */
    SDL_Rect lot = v->lot[v->hover_lot];
    SDL_Rect chip = {lot.x + lot.w / 2 - w / 2 - ui_px(ui, 8), lot.y + lot.h + ui_px(ui, 4),
                     w + ui_px(ui, 16), h + ui_px(ui, 6)};
    if (chip.y + chip.h > v->board.y + v->board.h)
        chip.y = lot.y - chip.h - ui_px(ui, 4);
    if (chip.x < v->board.x)
        chip.x = v->board.x;
    if (chip.x + chip.w > v->board.x + v->board.w)
        chip.x = v->board.x + v->board.w - chip.w;
    ui_shadow(ui, chip, chip.h / 2, ui_px(ui, 2));
    ui_round_rect_border(ui, chip, chip.h / 2, ui_colour(UI_PANEL), ui_colour(UI_ACCENT), 2);
    ui_text_fit(ui, what, st, chip.x + ui_px(ui, 8), chip.y + chip.h / 2, max_w, UI_ALIGN_MIDDLE);
}

/* ---------------------------------------------------------------- the payout panel */

static void seat_text(const ViewFrame *f, int seat, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", f->match->seats[seat].name);
}

static void region_row(BuyoutView *v, const ViewFrame *f, int region, SDL_Rect row)
{
    Ui *ui = v->ui;
    const BuyoutRegionPayout *p = &v->payout.region[region];
    SDL_Color c = bov_region_colour((BuyoutRegion)region);
    SDL_Rect chip = {row.x, row.y + ui_px(ui, 3), ui_px(ui, 150), row.h - ui_px(ui, 6)};
    ui_round_rect_border(ui, chip, ui_px(ui, 6), c, darker(c, 0.4f), 1);
    char t[160], money[24], who[64];
    buyout_format_money(buyout_region_value((BuyoutRegion)region), money, sizeof money);
    snprintf(t, sizeof t, "%s %s", _(buyout_region_name((BuyoutRegion)region)), money);
    ui_text_fit(ui, t, style(ui, UI_FONT_BOLD, 13, ui_rgba(0x23262e, 255)), chip.x + chip.w / 2,
                chip.y + chip.h / 2, chip.w - 6, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    int col_w = (row.w - chip.w - ui_px(ui, 20)) / 2;
    int x1 = chip.x + chip.w + ui_px(ui, 12), x2 = x1 + col_w + ui_px(ui, 8);
    UiTextStyle plain = style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT));
    UiTextStyle dim = style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT_DIM));
    int cy = row.y + row.h / 2, b = ui_player_badge_radius(ui, ui_px(ui, 7));
    /* tallest building */
    if (p->tallest_height == 0) {
        ui_text_fit(ui, _("no buildings"), dim, x1, cy, col_w, UI_ALIGN_MIDDLE);
    } else if (p->tallest_seat < 0) {
        /* TRANSLATORS: in the payout panel: the tallest buildings of different players share
           this height, so nobody is paid */
        snprintf(t, sizeof t, _("tie at %d: nobody"), p->tallest_height);
        ui_text_fit(ui, t, dim, x1, cy, col_w, UI_ALIGN_MIDDLE);
    } else {
        ui_player_badge(ui, f->match->seats[p->tallest_seat].colour, x1 + b, cy, b);
        seat_text(f, p->tallest_seat, who, sizeof who);
        buyout_format_money(p->tallest_amount, money, sizeof money);
        snprintf(t, sizeof t, "%s (%d) +%s", who, p->tallest_height, money);
        ui_text_fit(ui, t, plain, x1 + 2 * b + 4, cy, col_w - 2 * b - 4, UI_ALIGN_MIDDLE);
    }
    /* most buildings */
    if (p->tallest_height == 0)
        return;
    if (p->most_seat < 0) {
        /* TRANSLATORS: in the payout panel: several players own the most buildings */
        ui_text_fit(ui, _("tie: nobody"), dim, x2, cy, col_w, UI_ALIGN_MIDDLE);
    } else {
        ui_player_badge(ui, f->match->seats[p->most_seat].colour, x2 + b, cy, b);
        seat_text(f, p->most_seat, who, sizeof who);
        buyout_format_money(p->most_amount, money, sizeof money);
        snprintf(t, sizeof t, "%s (%d) +%s", who, p->buildings[p->most_seat], money);
        ui_text_fit(ui, t, plain, x2 + 2 * b + 4, cy, col_w - 2 * b - 4, UI_ALIGN_MIDDLE);
    }
}

/* One final bonus: "Tallest on the board (6 tiles): Ana +$12,000" (or the most buildings), or
 * nobody paid on a tie. */
static void bonus_line(const ViewFrame *f, const BuyoutFinal *fin, bool tallest, char *out,
                       size_t outlen)
{
    int seat = tallest ? fin->tallest_seat : fin->most_seat;
    if (seat < 0) {
        snprintf(out, outlen, "%s",
                 tallest ? _("Tallest on the board: tied, nobody paid")
                         : _("Most buildings on the board: tied, nobody paid"));
        return;
    }
    const char *name = f->match->seats[seat].name;
    char m[24];
    if (tallest) {
        buyout_format_money(fin->tallest_bonus[seat], m, sizeof m);
        snprintf(
            out, outlen,
            /* TRANSLATORS: a final bonus: the height of the tallest building, its owner, the sum */
            plural_text("Tallest on the board (%d tile): %s +%s",
                        "Tallest on the board (%d tiles): %s +%s",
                        (unsigned long)fin->tallest_height),
            fin->tallest_height, name, m);
    } else {
        buyout_format_money(fin->most_bonus[seat], m, sizeof m);
        /* TRANSLATORS: a final bonus: how many buildings, the player owning them, the sum */
        snprintf(out, outlen, _("Most buildings on the board (%d): %s +%s"), fin->most_count, name,
                 m);
    }
}

static void final_rows(BuyoutView *v, const ViewFrame *f, int x, int y, int w)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    const BuyoutFinal *fin = &v->final;
    UiTextStyle head = style(ui, UI_FONT_BOLD, 14, ui_colour(UI_TEXT_DIM));
    UiTextStyle plain = style(ui, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT));
    int line = ui_px(ui, 24);
    char t[200];
    const char *why = fin->ended_by_empty_round
                          ? _("Final bonuses (a round passed with no tile placed)")
                          : _("Final bonuses (a player ran out of tiles)");
    ui_text_fit(ui, why, ui_style_fit(ui, why, head, w, ui_px(ui, 10)), x, y, w, 0);
    y += line;
    bonus_line(f, fin, true, t, sizeof t);
    ui_text_fit(ui, t, ui_style_fit(ui, t, plain, w, ui_px(ui, 10)), x, y, w, 0);
    y += line;
    bonus_line(f, fin, false, t, sizeof t);
    ui_text_fit(ui, t, ui_style_fit(ui, t, plain, w, ui_px(ui, 10)), x, y, w, 0);
    y += line;
    StrBuf list = STRBUF_INIT;
    for (int seat = 0; seat < s->base.players; seat++)
        if (fin->tiles_sold[seat])
            sb_addf(&list, "%s%s %d", list.len ? " " : "", f->match->seats[seat].name,
                    fin->tiles_sold[seat]);
    if (list.len)
        /* TRANSLATORS: the players who sell tiles at the end, each with a count ("Ada 2 Ben 1") */
        snprintf(t, sizeof t, _("Unplaced hand tiles sold at $1,000: %s"), sb_str(&list));
    else
        snprintf(t, sizeof t, "%s", _("Unplaced hand tiles sold at $1,000: none"));
    sb_free(&list);
    ui_text_fit(ui, t, ui_style_fit(ui, t, plain, w, ui_px(ui, 10)), x, y, w, 0);
}

/* The panel's top moved down to the street under a row of blocks it would cut through (the
 * heights' plates low in the blocks would show half), as long as the panel stays in the area. */
static int clear_of_plates(const BuyoutView *v, SDL_Rect o)
{
    for (int row = 0; row < BUYOUT_ROWS; row++) {
        SDL_Rect block = v->lot[row * BUYOUT_COLS];
        int below = block.y + block.h + v->street / 2;
        if (o.y > block.y && o.y < below && below + o.h <= v->area.y + v->area.h)
            return below;
    }
    return o.y;
}

static void draw_overlay(BuyoutView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const BuyoutState *s = bov_state(f);
    int pad = ui_px(ui, 18), row_h = ui_px(ui, 34);
    /* the panel is as tall as its content, centred on the board */
    int content = ui_px(ui, 36) + ui_px(ui, 22) + BUYOUT_REGIONS * row_h + ui_px(ui, 16) +
                  ui_px(ui, 32) + (v->overlay_final ? ui_px(ui, 100) : 0);
    SDL_Rect o = v->overlay_rect;
    o.h = content + 2 * pad;
    o.y = v->board.y + (v->board.h - o.h) / 2;
    if (o.y < v->area.y)
        o.y = v->area.y;
    o.y = clear_of_plates(v, o);
    ui_fill_rect(ui, v->board, ui_rgba(0x000000, 60));
    /* a printed card framed in the accent, its shadow falling down and clear of the frame's
     * coordinates */
    ui_panel(ui, o, UI_PANEL_CARD, true);
    int x = o.x + pad, w = o.w - 2 * pad, y = o.y + pad;
    char t[160];
    if (v->overlay_final)
        snprintf(t, sizeof t, _("Round %d payout - the game is over"), v->payout.round);
    else
        snprintf(t, sizeof t, _("Round %d payout"), v->payout.round);
    UiTextStyle title = style(ui, UI_FONT_BOLD, 22, ui_colour(UI_TEXT));
    ui_text_fit(ui, t, ui_style_fit(ui, t, title, w, ui_px(ui, 14)), x, y, w, 0);
    y += ui_px(ui, 36);
    UiTextStyle head = style(ui, UI_FONT_BOLD, 13, ui_colour(UI_TEXT_DIM));
    int chip_w = ui_px(ui, 150), col_w = (w - chip_w - ui_px(ui, 20)) / 2;
    int x1 = x + chip_w + ui_px(ui, 12), x2 = x1 + col_w + ui_px(ui, 8);
    /* TRANSLATORS: the payout panel's column heads */
    const char *heads[3] = {_("District"), _("Tallest building (height)"),
                            _("Most buildings (count)")};
    int head_x[3] = {x, x1, x2}, head_w[3] = {chip_w, col_w, col_w};
    for (int i = 0; i < 3; i++)
        ui_text_fit(ui, heads[i], ui_style_fit(ui, heads[i], head, head_w[i], ui_px(ui, 10)),
                    head_x[i], y, head_w[i], 0);
    y += ui_px(ui, 22);
    for (int r = 0; r < BUYOUT_REGIONS; r++)
        region_row(v, f, r, (SDL_Rect){x, y + r * row_h, w, row_h});
    y += BUYOUT_REGIONS * row_h + ui_px(ui, 8);
    ui_fill_rect(ui, (SDL_Rect){x, y, w, 1}, ui_colour(UI_BORDER));
    y += ui_px(ui, 8);
    int cw = w / s->base.players, b = ui_player_badge_radius(ui, ui_px(ui, 8));
    int room = cw - 2 * b - 10;
    char totals[BUYOUT_MAX_PLAYERS][96];
    UiTextStyle total = style(ui, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
    for (int seat = 0; seat < s->base.players; seat++) { /* one size for all, the longest fits */
        char m[24];
        buyout_format_money(v->payout.total[seat], m, sizeof m);
        snprintf(totals[seat], sizeof totals[seat], "%s +%s", f->match->seats[seat].name, m);
        total = ui_style_fit(ui, totals[seat], total, room, ui_px(ui, 11));
    }
    for (int seat = 0; seat < s->base.players; seat++) {
        int cx = x + seat * cw;
        ui_player_badge(ui, f->match->seats[seat].colour, cx + b, y + ui_px(ui, 12), b);
        ui_text_fit(ui, totals[seat], total, cx + 2 * b + 6, y + ui_px(ui, 12), room,
                    UI_ALIGN_MIDDLE);
    }
    y += ui_px(ui, 32);
    if (v->overlay_final)
        final_rows(v, f, x, y, w);
}

/* ---------------------------------------------------------------- the scene */

void bov_draw(BuyoutView *v, const ViewFrame *f)
{
    const BuyoutState *s = bov_state(f);
    draw_board(v, f);
    draw_legend(v, f);
    for (int seat = 0; seat < s->base.players; seat++)
        draw_card(v, f, seat);
    draw_tray(v, f);
    if (v->overlay && v->payout.round > 0) {
        draw_overlay(v, f);
    } else {
        view_mark_recent(v->ui, f, mark_where, v);
        draw_hover_chip(v, f);
    }
}
