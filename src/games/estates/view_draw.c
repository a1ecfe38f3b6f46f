/* The Estates view: the pieces (cubes, buildings, rooftops) and the whole scene: the board with
 * Main Street, the river and three rows of lots; the tray under it (the cube display, the supply,
 * the auction panel); the players' cards. Clickable things are recorded as hot spots. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/flight.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- colours and small shapes */

SDL_Color esv_company_colour(int colour, int shade)
{
    /* front, top, side: the same shades as tools/make_estates_art.py */
    static const unsigned rgb[EST_COLOURS][3] = {
        {0x2f6fd0, 0x6b9be6, 0x1f4f9c}, {0xd23a2f, 0xec7468, 0x9a2820},
        {0xf0c534, 0xf8de7c, 0xb8921c}, {0x3a9a4a, 0x6fc27c, 0x276d33},
        {0x8c4fc0, 0xb183dc, 0x633690}, {0xecebe4, 0xffffff, 0xb9b7ad}};
    return ui_rgba(rgb[colour][shade], 255);
}

/* Relative luminance (WCAG 2), for the contrast of a number with what it is drawn on. */
static double luminance(SDL_Color c)
{
    double channel[3] = {c.r / 255.0, c.g / 255.0, c.b / 255.0}, lin[3];
    for (int i = 0; i < 3; i++)
        lin[i] =
            channel[i] <= 0.04045 ? channel[i] / 12.92 : SDL_pow((channel[i] + 0.055) / 1.055, 2.4);
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/* Black or white ink, whichever stands out more from `ground`. Black, not a soft dark: in the
 * colour-blind palette a number with its letter ("6W") spans its cube's face at 1024x640 (the
 * display at its widest), so the cube's edges lie right beside the ink and darken what it is
 * read against (a veiled white cube half under a toast: 4.4:1 in 0x1d1d24, 5.5:1 in black). */
static SDL_Color ink_for(SDL_Color ground)
{
    SDL_Color dark = ui_rgba(0x000000, 255), white = ui_rgba(0xffffff, 255);
    double l = luminance(ground);
    double on_dark = (l + 0.05) / (luminance(dark) + 0.05), on_white = 1.05 / (l + 0.05);
    return on_dark > on_white ? dark : white;
}

static SDL_Color ink_on(int colour)
{
    return ink_for(esv_company_colour(colour, 0));
}

/* `a` seen through `over` at opacity alpha (0-255). */
static SDL_Color blend(SDL_Color a, SDL_Color over, int alpha)
{
    SDL_Color c = {(Uint8)((a.r * (255 - alpha) + over.r * alpha) / 255),
                   (Uint8)((a.g * (255 - alpha) + over.g * alpha) / 255),
                   (Uint8)((a.b * (255 - alpha) + over.b * alpha) / 255), 255};
    return c;
}

static const char *colour_file(int colour)
{
    static const char *files[EST_COLOURS] = {"estates/cube-blue.svg",   "estates/cube-red.svg",
                                             "estates/cube-yellow.svg", "estates/cube-green.svg",
                                             "estates/cube-purple.svg", "estates/cube-white.svg"};
    return files[colour];
}

static char colour_letter(int colour)
{
    return "BRYGPW"[colour];
}

static UiTextStyle style(Ui *ui, UiFont font, float size, SDL_Color colour)
{
    return ui_style(font, ui_px(ui, size), colour);
}

static const char *seat_name(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].name;
}

static int seat_colour(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].colour;
}

/* The place of a chip of `text` centred at (cx, cy), as chip draws it. */
static SDL_Rect chip_rect(Ui *ui, const char *text, int cx, int cy, float size)
{
    int w, h;
    ui_text_size(ui, text, style(ui, UI_FONT_BOLD, size, ui_colour(UI_TEXT)), &w, &h);
    int pad = ui_px(ui, 6);
    return (SDL_Rect){cx - w / 2 - pad, cy - h / 2 - 1, w + 2 * pad, h + 2};
}

/* A pill with text centred at (cx, cy). Returns its rectangle. */
static SDL_Rect chip(Ui *ui, const char *text, int cx, int cy, float size, SDL_Color ink,
                     SDL_Color fill)
{
    UiTextStyle st = style(ui, UI_FONT_BOLD, size, ink);
    SDL_Rect r = chip_rect(ui, text, cx, cy, size);
    ui_fill_round_rect(ui, r, r.h / 2, fill);
    ui_text(ui, text, st, cx, cy, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    return r;
}

static void hover_ring(Ui *ui, SDL_Rect r, SDL_Color c, int width)
{
    SDL_Rect g = {r.x - width, r.y - width, r.w + 2 * width, r.h + 2 * width};
    ui_outline_rect(ui, g, width, c);
}

/* ---------------------------------------------------------------- pieces */

/* A number on a piece or a lot (ES_NUMBER_PX or more), its digits centred in `plate`, the flat
 * patch of one colour it is drawn on. */
static void draw_number(Ui *ui, const char *text, UiFont font, int px, SDL_Color ink,
                        SDL_Rect plate)
{
    /* the digits sit a pixel above the middle of their line */
    ui_text(ui, text, ui_style(font, px, ink), plate.x + plate.w / 2, plate.y + plate.h / 2 + 1,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

/* The font of the number on a piece drawn `size` pixels high: `percent` of it, not below
 * ES_NUMBER_PX. */
static int piece_number_px(int size, int percent)
{
    int px = size * percent / 100;
    return px > ES_NUMBER_PX ? px : ES_NUMBER_PX;
}

/* A cube's number, in the colour-blind palette with its company's letter after it as large
 * ("5R"): at `px`, or smaller where the pair needs it to fit the plate's width, never below
 * ES_NUMBER_PX (esv_lettered_cube_width: the room the layouts keep for it). */
static void draw_cube_number(Ui *ui, int cube, int px, SDL_Color ink, SDL_Rect plate)
{
    char text[3] = {(char)('0' + est_value(cube)), '\0', '\0'};
    if (ui->colour_blind) {
        text[1] = colour_letter(est_colour(cube));
        for (int w = plate.w + 1; px > ES_NUMBER_PX; px--) {
            ui_text_size(ui, text, ui_style(UI_FONT_BOLD, px, ink), &w, NULL);
            if (w <= plate.w)
                break;
        }
    }
    draw_number(ui, text, UI_FONT_BOLD, px, ink, plate);
}

int esv_lettered_cube_width(Ui *ui)
{
    int widest = 0;
    for (int colour = 0; colour < EST_COLOURS; colour++) {
        char text[3] = {'8', colour_letter(colour), '\0'};
        int w;
        ui_text_size(ui, text, ui_style(UI_FONT_BOLD, ES_NUMBER_PX, ui_rgba(0, 255)), &w, NULL);
        widest = w > widest ? w : widest;
    }
    return widest;
}

/* The dark veil over display cubes that cannot be auctioned (not at a row's end). */
#define VEIL 0x101418
#define VEIL_ALPHA 55

static SDL_Rect draw_cube_veiled(Ui *ui, int cube, SDL_Rect r, bool veiled)
{
    int colour = est_colour(cube);
    ui_sprite(ui, colour_file(colour), r);
    SDL_Color face = esv_company_colour(colour, 0);
    if (veiled) {
        ui_fill_round_rect(ui, r, r.w / 8, ui_rgba(VEIL, VEIL_ALPHA));
        face = blend(face, ui_rgba(VEIL, 255), VEIL_ALPHA);
    }
    /* the sprite's front face below its shine (tools/make_estates_art.py), its whole width for
     * a number with its letter */
    SDL_Rect plate = {r.x + r.w * 8 / 100, r.y + r.h * 42 / 100, r.w * 68 / 100, r.h * 50 / 100};
    if (ui->colour_blind)
        plate = (SDL_Rect){r.x + r.w * 5 / 100, plate.y, r.w * 74 / 100, plate.h};
    draw_cube_number(ui, cube, piece_number_px(r.h, 46), ink_for(face), plate);
    return plate;
}

SDL_Rect esv_draw_cube(Ui *ui, int cube, SDL_Rect r)
{
    return draw_cube_veiled(ui, cube, r, false);
}

SDL_Rect esv_draw_roof(Ui *ui, int roof, bool face_up, SDL_Rect r)
{
    ui_sprite(ui, face_up ? "estates/roof.svg" : "estates/roof-back.svg", r);
    if (!face_up)
        return (SDL_Rect){r.x, r.y, 0, 0};
    /* the pale sign in the gable */
    SDL_Rect plate = {r.x + r.w * 34 / 100, r.y + r.h * 50 / 100, r.w * 32 / 100, r.h * 32 / 100};
    char num[2] = {(char)('0' + est_roof_value(roof)), '\0'};
    draw_number(ui, num, UI_FONT_BOLD, piece_number_px(r.h, 30), ui_rgba(0x5a1e10, 255), plate);
    return plate;
}

SDL_Rect esv_draw_permit(Ui *ui, const char *value, SDL_Rect r)
{
    ui_sprite(ui, "estates/permit.svg", r);
    /* the white board of the sign */
    SDL_Rect plate = {r.x + r.w * 15 / 100, r.y + r.h * 13 / 100, r.w * 70 / 100, r.h * 39 / 100};
    draw_number(ui, value, UI_FONT_BOLD, piece_number_px(r.h, 32), ui_rgba(0x8a1c10, 255), plate);
    return plate;
}

EsFloor esv_floor(int width, int most_height)
{
    EsFloor f = {width, width * 44 / 100, width * 24 / 100, 0};
    if (f.height < ES_FACE_MIN)
        f.height = ES_FACE_MIN;
    if (most_height > 0 && f.height > most_height)
        f.height = most_height;
    /* a face too low for ES_NUMBER_PX (a window below the sizes the game is made for) gets
     * a number of its own proportion */
    f.number_px = f.height < ES_FACE_MIN ? f.height * ES_NUMBER_PX / ES_FACE_MIN
                                         : piece_number_px(f.height, 80);
    return f;
}

/* The pieces (floors and rooftop) of the tallest building on the board. */
static int tallest_building(const EstatesState *s)
{
    int most = 0;
    for (int r = 0; r < EST_ROWS; r++)
        for (int l = 0; l < EST_LOTS; l++) {
            int pieces = s->height[r][l] + (s->roof[r][l] >= 0);
            most = pieces > most ? pieces : most;
        }
    return most;
}

/* How far a lid or a rooftop's top recedes upwards. */
static int lid_height(EsFloor floor)
{
    return floor.depth * 7 / 10;
}

void esv_fit_floors(EstatesView *v, const EstatesState *s)
{
    /* room for the tallest building and a floor more (a score chip goes there), and never for
     * fewer than four pieces: the first floors do not yet tower over their lots */
    int pieces = tallest_building(s) + 1;
    pieces = pieces < 4 ? 4 : pieces > EST_STACK_MAX + 1 ? EST_STACK_MAX + 1 : pieces;
    /* as wide as the lot's ground holds with the side face (esv_lot_base centres both); in the
     * colour-blind palette wider, for the letter beside the number with its ground round it */
    EsFloor f = v->strip;
    f.width = v->lot_w * (v->ui->colour_blind ? 80 : 74) / 100;
    f.depth = f.width / 5;
    int height = (v->rise - lid_height(f)) / pieces;
    if (height > f.width) /* a cube's face at most */
        height = f.width;
    height = height > v->strip.height ? height : v->strip.height;
    if (height != v->floor_to) {
        if (v->floor_to > 0) /* not the first fit: settle from the height shown */
            ui_tween_start(v->ui, &v->floor_settle, 0.4, UI_EASE_IN_OUT_CUBIC);
        v->floor_from = v->floor_to > 0 ? v->floor.height : height;
        v->floor_to = height;
    }
    float t = ui_tween_progress(v->ui, &v->floor_settle);
    f.height = (int)(ui_lerp((float)v->floor_from, (float)v->floor_to, t) + 0.5f);
    f.number_px = f.height < ES_FACE_MIN ? v->strip.number_px : piece_number_px(f.height, 85);
    v->floor = f;
}

SDL_Rect esv_building_top(int base_x, int base_y, EsFloor floor, int index)
{
    SDL_Rect r = {base_x - floor.width / 2, base_y - (index + 1) * floor.height, floor.width,
                  floor.height};
    return r;
}

SDL_Rect esv_floor_plate(SDL_Rect face)
{
    /* inside the edges at the sides and the line under it */
    return (SDL_Rect){face.x + 1, face.y, face.w - 2, face.h - 1};
}

/* One floor: the front face with its number, the side face, and the lid when nothing stands on
 * it. Floors are told apart by the dark line under each. */
static void draw_floor(Ui *ui, int cube, SDL_Rect f, EsFloor floor, bool top)
{
    int colour = est_colour(cube);
    float x = (float)f.x, y = (float)f.y, w = (float)f.w, h = (float)f.h;
    float d = (float)floor.depth, dd = (float)lid_height(floor);
    float side[8] = {x + w, y, x + w + d, y - dd, x + w + d, y + h - dd, x + w, y + h};
    ui_fill_quad(ui, side, esv_company_colour(colour, 2));
    if (top) {
        float lid[8] = {x, y, x + d, y - dd, x + w + d, y - dd, x + w, y};
        ui_fill_quad(ui, lid, esv_company_colour(colour, 1));
    }
    ui_fill_rect(ui, f, esv_company_colour(colour, 0));
    /* dark edges: a white floor stays visible on pale white dirt, its edges a grey that its
     * dark number still stands out from 4.5:1 where they frame it closely (a number with its
     * letter on a low floor) */
    SDL_Color edge = ui_rgba(0x1d1d24, colour == EST_WHITE ? 120 : 90);
    ui_fill_rect(ui, (SDL_Rect){f.x, f.y + f.h - 1, f.w, 1}, edge);
    ui_fill_rect(ui, (SDL_Rect){f.x, f.y, 1, f.h - 1}, edge);
    ui_fill_rect(ui, (SDL_Rect){f.x + f.w - 1, f.y, 1, f.h - 1}, edge);
    SDL_Rect plate = esv_floor_plate(f);
    /* a pixel up: the digits then end on the face's own dark seam, not over the floor below
     * (a lighter one read as their ground) */
    plate.y -= 1;
    draw_cube_number(ui, cube, floor.number_px, ink_on(colour), plate);
}

/* How far a rooftop on a building overhangs its walls at the bottom, and slopes in at the top. */
static int roof_eave(SDL_Rect face)
{
    return face.w / 10 > 1 ? face.w / 10 : 1;
}

/* The plate of the value on a rooftop standing where `face` is: inside its slopes. */
static SDL_Rect roof_plate(SDL_Rect face)
{
    SDL_Rect plate = esv_floor_plate(face);
    plate.x += roof_eave(face);
    plate.w -= 2 * roof_eave(face);
    return plate;
}

/* A rooftop on a building: a red hip roof as high as a floor, its value on the front. */
static void draw_roof_on(Ui *ui, int roof, SDL_Rect f, EsFloor floor)
{
    float x = (float)f.x, y = (float)f.y, w = (float)f.w, h = (float)f.h;
    float d = (float)floor.depth, dd = (float)lid_height(floor);
    float eave = (float)roof_eave(f);
    float side[8] = {x + w + eave,     y + h,  x + w + eave + d, y + h - dd,
                     x + w - eave + d, y - dd, x + w - eave,     y};
    ui_fill_quad(ui, side, ui_rgba(0x7e2c1a, 255));
    float top[8] = {x + eave, y, x + eave + d, y - dd, x + w - eave + d, y - dd, x + w - eave, y};
    ui_fill_quad(ui, top, ui_rgba(0xd0694b, 255));
    float front[8] = {x - eave, y + h, x + eave, y, x + w - eave, y, x + w + eave, y + h};
    ui_fill_quad(ui, front, ui_rgba(0xb5452b, 255));
    /* the number's plate again as a fill: the front is opaque, and the text check reads only
     * fills as hiding what lies behind (a hedge, a tree) */
    ui_fill_rect(ui, roof_plate(f), ui_rgba(0xb5452b, 255));
    ui_fill_rect(ui, (SDL_Rect){f.x - (int)eave, f.y + f.h - 1, f.w + 2 * (int)eave, 1},
                 ui_rgba(0x5a1e10, 255));
    char num[2] = {(char)('0' + est_roof_value(roof)), '\0'};
    draw_number(ui, num, UI_FONT_BOLD, floor.number_px, ui_rgba(0xffffff, 255), roof_plate(f));
}

SDL_Rect esv_draw_building(Ui *ui, const int8_t *cubes, int height, int roof, int base_x,
                           int base_y, EsFloor floor)
{
    SDL_Rect all = {base_x - floor.width / 2, base_y, floor.width + floor.depth, 0};
    if (height == 0)
        return all;
    /* its shadow on the ground behind the lot's strip, falling right, longer for a taller one */
    int pieces_h = (height + (roof >= 0)) * floor.height;
    float x = (float)(all.x + floor.width), y = (float)base_y, d = (float)floor.depth;
    float dd = (float)lid_height(floor), reach = (float)SDL_min(pieces_h / 3, floor.width * 3 / 4);
    float shade[8] = {x, y, x + d, y - dd, x + d + reach, y - dd, x + reach, y};
    ui_fill_quad(ui, shade, ui_rgba(0x000000, 60));
    for (int i = 0; i < height; i++)
        draw_floor(ui, cubes[i], esv_building_top(base_x, base_y, floor, i), floor,
                   i == height - 1 && roof < 0);
    int pieces = height + (roof >= 0);
    if (roof >= 0)
        draw_roof_on(ui, roof, esv_building_top(base_x, base_y, floor, height), floor);
    all.y = base_y - pieces * floor.height - lid_height(floor);
    all.h = base_y - all.y;
    return all;
}

/* ---------------------------------------------------------------- the board */

static bool fly_lands_on(const EstatesView *v, EsFlyKind kind, int row, int lot)
{
    for (int i = 0; i < ES_MAX_FLIES; i++)
        if (v->fly[i].kind == kind && v->fly[i].row == row && v->fly[i].lot == lot &&
            ui_tween_running(v->ui, &v->fly[i].tween))
            return true;
    return false;
}

/* ---------------------------------------------------------------- the board's printed art */

/* The board's colours: the frame, the zoned land on the street's side of the river, the meadows
 * across it, the river, Main Street. */
#define ES_FRAME 0x33442a
#define ES_TOWN 0x76a553
#define ES_MEADOW 0x8fb257
#define ES_WATER 0x3f7fbb
#define ES_BANK 0xcdb88a
#define ES_ASPHALT 0x4b4d53
#define ES_KERB 0xcfc7b3

/* A number from 0 to n-1 that is the same for the same i and salt on every frame. */
static int scatter(int i, int salt, int n)
{
    unsigned h = (unsigned)i * 2654435761u ^ (unsigned)salt * 40503u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return n > 0 ? (int)(h % (unsigned)n) : 0;
}

/* The pixel height of a row's number above its mayor's spot on Main Street. */
static int stop_number_px(Ui *ui)
{
    return ui_px(ui, 16) > ES_NUMBER_PX ? ui_px(ui, 16) : ES_NUMBER_PX;
}

/* Whether the street from y0 to y1 meets a row's stop: its number and the mayor's spot under it,
 * which the centre line must not run through (a 3 crossed by a dash reads as an 8). */
static bool meets_a_stop(const EstatesView *v, int y0, int y1)
{
    Ui *ui = v->ui;
    for (int r = 0; r < EST_ROWS; r++) {
        SDL_Rect spot = v->mayor_spot[r];
        int top = spot.y - ui_px(ui, 9) - stop_number_px(ui) - ui_px(ui, 3);
        int bottom = spot.y + spot.h + ui_px(ui, 3);
        if (y1 > top && y0 < bottom)
            return true;
    }
    return false;
}

/* Main Street along the left edge: asphalt, the kerb on the lots' side, its name at the top and
 * a dashed line down the middle. */
static void draw_street(EstatesView *v)
{
    Ui *ui = v->ui;
    SDL_Rect st = v->street;
    int kerb = ui_px(ui, 4) > 2 ? ui_px(ui, 4) : 2;
    ui_fill_rect(ui, st, ui_rgba(ES_ASPHALT, 255));
    ui_fill_rect(ui, (SDL_Rect){st.x + st.w - kerb, st.y, kerb, st.h}, ui_rgba(ES_KERB, 255));
    ui_fill_rect(ui, (SDL_Rect){st.x + st.w - kerb - 1, st.y, 1, st.h}, ui_rgba(0x26272b, 255));
    /* the name, a word a line: the street is narrow */
    UiTextStyle lab = style(ui, UI_FONT_BOLD, 10, ui_rgba(0xffffff, 190));
    int room = st.w - kerb, line = ui_text_line_height(ui, lab);
    /* TRANSLATORS: the street's name on the board, in capitals, a word a line on a narrow
     * street: keep it to two short words */
    const char *name = _("MAIN ST");
    size_t first = strcspn(name, " ");
    char word[2][32];
    snprintf(word[0], sizeof word[0], "%.*s", (int)first, name);
    snprintf(word[1], sizeof word[1], "%s", name[first] ? name + first + 1 : "");
    for (int i = 0; i < 2; i++) {
        UiTextStyle fit = ui_style_fit(ui, word[i], lab, room, ui_px(ui, 7));
        ui_text_fit(ui, word[i], fit, st.x + room / 2, st.y + 2 + i * line, room, UI_ALIGN_CENTER);
    }
    int dash = ui_px(ui, 14);
    float mid = st.x + room / 2.0f + 0.5f; /* the road's centre line, broken at each row's stop */
    for (int y = st.y + 2 * line + dash / 2; y < st.y + st.h - dash; y += 2 * dash)
        if (!meets_a_stop(v, y, y + dash))
            ui_line(ui, mid, (float)y, mid, (float)(y + dash), (float)ui_px(ui, 3),
                    ui_rgba(0xe8d27a, 200));
}

/* The river between lots 4 and 5: sandy banks, water, ripples, and a
 * footbridge for each row at the level of its lots. */
static void draw_river(EstatesView *v)
{
    Ui *ui = v->ui;
    SDL_Rect r = v->river;
    int bank = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2;
    ui_fill_rect(ui, r, ui_rgba(ES_BANK, 255));
    SDL_Rect water = {r.x + bank, r.y, r.w - 2 * bank, r.h};
    ui_fill_rect(ui, water, ui_rgba(ES_WATER, 255));
    int wave = ui_px(ui, 18), ripple = water.w / 3 > 2 ? water.w / 3 : 2;
    for (int i = 0, y = r.y + wave / 2; y < r.y + r.h - 4; y += wave, i++) {
        int x = water.x + 1 + scatter(i, 3, water.w - ripple - 1);
        ui_fill_rect(ui, (SDL_Rect){x, y, ripple, 1}, ui_rgba(0xffffff, 90));
    }
    for (int row = 0; row < EST_ROWS; row++) {
        SDL_Rect strip = esv_lot_strip(v, row, 3);
        int h = strip.h * 6 / 10;
        SDL_Rect deck = {r.x - 1, strip.y + (strip.h - h) / 2, r.w + 2, h};
        ui_fill_rect(ui, (SDL_Rect){deck.x, deck.y + deck.h, deck.w, ui_px(ui, 2)},
                     ui_rgba(0x000000, 70));
        ui_fill_rect(ui, deck, ui_rgba(0x9c7348, 255));
        for (int x = deck.x + ui_px(ui, 4); x < deck.x + deck.w - 1; x += ui_px(ui, 4))
            ui_fill_rect(ui, (SDL_Rect){x, deck.y, 1, deck.h}, ui_rgba(0x5e4128, 255));
        ui_fill_rect(ui, (SDL_Rect){deck.x, deck.y, deck.w, 1}, ui_rgba(0xc9a276, 255));
    }
}

/* A round tree, its crown lit from the top left, standing at (x, foot). */
static void draw_tree(Ui *ui, int x, int foot, int radius)
{
    int trunk = radius / 4 > 1 ? radius / 4 : 1;
    ui_fill_rect(ui, (SDL_Rect){x - trunk / 2, foot - radius, trunk, radius},
                 ui_rgba(0x5b3d24, 255));
    ui_fill_circle(ui, x, foot - radius - radius / 2, radius, ui_rgba(0x3f7a34, 255));
    ui_fill_circle(ui, x - radius / 3, foot - radius - radius * 8 / 10, radius / 2,
                   ui_rgba(0x6ea84f, 255));
}

/* The land of one row: a hedge along its far edge on the street's side, and in the meadows grass,
 * flowers and trees behind the lots. Buildings rise in front of all of it. */
static void draw_row_land(EstatesView *v, int row)
{
    Ui *ui = v->ui;
    SDL_Rect b = v->band[row];
    int land = v->street.x + v->street.w, meadow = v->river.x + v->river.w;
    int right = v->row_end[row].x - v->lot_w / 10;
    int hedge = v->lot_w / 6 > 3 ? v->lot_w / 6 : 3;
    /* the hedge: one clipped green band, lit along its top (a few operations: every one is
     * redrawn wherever the frame changes over it) */
    SDL_Rect h = {land + hedge / 2, b.y + hedge / 3, v->river.x - land - hedge, hedge * 3 / 2};
    ui_fill_round_rect(ui, h, h.h / 2, ui_rgba(0x3f6f2e, 255));
    ui_fill_rect(ui, (SDL_Rect){h.x + h.h / 2, h.y + h.h / 4, h.w - h.h, h.h / 4},
                 ui_rgba(0x5d9240, 255));
    /* the meadows: tufts and flowers scattered over the strip behind the lots */
    int top = b.y + hedge, bottom = v->lot[row][4].y - ui_px(ui, 4);
    if (bottom <= top)
        return;
    for (int i = 0; i < 16; i++) {
        int x = meadow + ui_px(ui, 4) + scatter(i, row * 7 + 1, right - meadow - ui_px(ui, 8));
        int y = top + scatter(i, row * 7 + 2, bottom - top);
        int tuft = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2;
        if (i % 4 == 0)
            ui_fill_rect(ui, (SDL_Rect){x, y, 2, 2}, ui_rgba(i % 8 ? 0xfff4c0 : 0xf2d04e, 255));
        else
            ui_fill_rect(ui, (SDL_Rect){x, y, 1, tuft}, ui_rgba(0x557f32, 255));
    }
    /* trees along the row's far edge, between the lots below */
    for (int i = 0; i < 5; i++) {
        int radius = v->lot_w * (20 + scatter(i, row + 11, 10)) / 100;
        int x = meadow + radius + (right - meadow - 2 * radius) * (2 * i + 1) / 10 +
                scatter(i, row + 5, radius) - radius / 2;
        int foot = b.y + 3 * radius + scatter(i, row + 9, (bottom - b.y) / 3);
        draw_tree(ui, x, foot, radius);
    }
}

/* The board lying on the table: its frame, the zoned land and the meadows, Main Street, the
 * river and each row's land. */
static void draw_land(EstatesView *v)
{
    Ui *ui = v->ui;
    SDL_Rect in = ui_board_frame(ui, v->board, ui_rgba(ES_FRAME, 255));
    int split = v->river.x + v->river.w / 2;
    /* flat fills: the draw list redraws what lies under an opaque fill for nothing, and a
     * gradient over the whole board would cost every frame the mouse changes something */
    ui_fill_rect(ui, (SDL_Rect){in.x, in.y, split - in.x, in.h}, ui_rgba(ES_TOWN, 255));
    ui_fill_rect(ui, (SDL_Rect){split, in.y, in.x + in.w - split, in.h}, ui_rgba(ES_MEADOW, 255));
    for (int r = 0; r < EST_ROWS; r++)
        draw_row_land(v, r);
    draw_street(v);
    draw_river(v);
}

/* A lot's ground colour: a foundation poured inside the row's length, open ground past it; white
 * dirt pale either way. */
static SDL_Color lot_colour(const EstatesState *s, int row, int lot)
{
    bool zoned = lot < estates_requirement(s, row);
    if (estates_white_dirt(row, lot))
        return ui_rgba(zoned ? 0xf3eee2 : 0xbdb6a4, 255);
    return ui_rgba(zoned ? 0xc9c3b4 : 0x4f7a3f, 255);
}

/* A lot: inside the row's length a foundation slab (its front edge in shade under it), past it
 * a plot of open ground pegged at its corners. */
static void draw_lot_ground(EstatesView *v, const EstatesState *s, int row, int lot)
{
    Ui *ui = v->ui;
    SDL_Rect g = v->lot[row][lot];
    SDL_Color ground = lot_colour(s, row, lot);
    bool zoned = lot < estates_requirement(s, row);
    int edge = v->lot_w / 16 > 2 ? v->lot_w / 16 : 2;
    if (zoned)
        ui_fill_round_rect(ui, (SDL_Rect){g.x, g.y + edge, g.w, g.h}, ui_px(ui, 3),
                           ui_mix(ground, ui_rgba(0x000000, 255), 0.45f));
    ui_fill_round_rect(ui, g, ui_px(ui, 3), ground);
    if (zoned) /* the slab's top catches the light */
        ui_fill_rect(ui, (SDL_Rect){g.x + ui_px(ui, 3), g.y, g.w - 2 * ui_px(ui, 3), 1},
                     ui_mix(ground, ui_rgba(0xffffff, 255), 0.5f));
    else
        for (int i = 0; i < 2; i++) /* survey pegs */
            ui_fill_rect(ui, (SDL_Rect){i ? g.x + g.w - edge - 1 : g.x + 1, g.y + 1, edge, edge},
                         ui_rgba(0xe9d9a8, 255));
    if (estates_white_dirt(row, lot)) {
        /* speckles tell white dirt apart without colour; behind the label strip */
        SDL_Rect plot = {g.x, g.y, g.w, g.h - esv_lot_strip(v, row, lot).h};
        for (int i = 0; i < 6; i++)
            ui_fill_rect(ui,
                         (SDL_Rect){plot.x + plot.w * (12 + i * 15) / 100,
                                    plot.y + plot.h * (20 + (i % 3) * 25) / 100, 2, 2},
                         ui_rgba(0x8a7d5a, 200));
    }
    esv_thing(v, g, "lot %d.%d", row + 1, lot + 1);
}

/* A lot's label strip, drawn over whatever was lit there: the lot's number on the left and, on
 * a built lot, the disc of the player the building counts for (the holder of its top cube's
 * certificate) on the right. */
static void draw_lot_label(EstatesView *v, const ViewFrame *f, int row, int lot)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    SDL_Rect strip = esv_lot_strip(v, row, lot);
    char num[12];
    snprintf(num, sizeof num, "%d", lot + 1);
    int px = v->strip.number_px, w;
    ui_text_size(ui, num, ui_style(UI_FONT_REGULAR, px, ui_colour(UI_TEXT)), &w, NULL);
    /* clear of the ground's rounded corners and of the line under it */
    int inset = ui_px(ui, 4);
    SDL_Rect plate = {strip.x + inset, strip.y, w + 2, strip.h - 1};
    draw_number(ui, num, UI_FONT_REGULAR, px, ink_for(lot_colour(s, row, lot)), plate);
    esv_thing(v, plate, "number lot %d.%d", row + 1, lot + 1);
    if (lot >= estates_built(s, row))
        return;
    int owner = s->certificate[est_colour(estates_top_cube(s, row, lot))];
    if (owner < 0)
        return;
    int radius = ui_player_badge_radius(ui, strip.h * 42 / 100);
    int rim = ui_px(ui, 1.5f) > 1 ? ui_px(ui, 1.5f) : 1;
    int cx = strip.x + strip.w - rim - radius - 1, cy = strip.y + strip.h / 2;
    ui_fill_circle(ui, cx, cy, radius + rim, ui_rgba(0xffffff, 235));
    ui_player_badge(ui, seat_colour(f, owner), cx, cy, radius);
    esv_thing(v, (SDL_Rect){cx - radius, cy - radius, 2 * radius, 2 * radius}, "owner %d.%d",
              row + 1, lot + 1);
}

/* How many permits stand in a row (all on one lot). */
static int row_permits(const EstatesState *s, int row)
{
    int count = 0;
    for (int p = 0; p < EST_PERMITS; p++)
        count += s->permit_place[p] == EST_AT_BOARD && s->permit_row[p] == row;
    return count;
}

/* Where the k-th permit of a row stands on its lot (0 on the lot's strip, each next one higher,
 * its posts behind the sign below). */
static SDL_Rect permit_rect(const EstatesView *v, int row, int lot, int k)
{
    SDL_Rect strip = esv_lot_strip(v, row, lot);
    int size = strip.w;
    return (SDL_Rect){strip.x, strip.y - size - k * size * 60 / 100, size, size};
}

int esv_lot_top(const EstatesView *v, const EstatesState *s, int row, int lot)
{
    int pieces = s->height[row][lot] + (s->roof[row][lot] >= 0);
    if (pieces > 0)
        return esv_lot_strip(v, row, lot).y - pieces * v->floor.height - lid_height(v->floor);
    if (lot == estates_permit_lot(s, row) && row_permits(s, row) > 0)
        return permit_rect(v, row, lot, row_permits(s, row) - 1).y;
    return v->lot[row][lot].y;
}

/* The permits standing in a row, one above the other on their lot. Clickable for the cancel
 * cube. */
static void draw_row_permits(EstatesView *v, const ViewFrame *f, int row, bool cancelling)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    int lot = estates_permit_lot(s, row);
    if (lot < 0)
        return;
    /* the highest first: each sign below hides the posts of the one above */
    for (int k = row_permits(s, row) - 1, p = EST_PERMITS - 1; k >= 0 && p >= 0; p--) {
        if (s->permit_place[p] != EST_AT_BOARD || s->permit_row[p] != row)
            continue;
        SDL_Rect r = permit_rect(v, row, lot, k--);
        char text[16];
        snprintf(text, sizeof text, "%s%d", s->permit_sign[p] > 0 ? "+" : "\xe2\x88\x92", p + 1);
        esv_thing(v, esv_draw_permit(ui, text, r), "number permit %d", p + 1);
        char move[MOVE_MAX];
        snprintf(move, sizeof move, "cancel %d", p + 1);
        esv_thing(v, r, "permit %d", p + 1);
        if (cancelling && esv_legal(v, f, move)) {
            bool hover = ui_inside(r, v->mouse_x, v->mouse_y);
            hover_ring(ui, r, hover ? ui_rgba(0xffffff, 230) : ui_colour(UI_ACCENT), ui_px(ui, 2));
            esv_hot(v, r, ES_ACT_MOVE, move);
        }
    }
}

/* What a building is made of and whose it is, for the mouse over it. */
static void building_tooltip(EstatesView *v, const ViewFrame *f, int row, int lot, SDL_Rect drawn)
{
    const EstatesState *s = esv_state(f);
    if (!ui_inside(drawn, v->mouse_x, v->mouse_y))
        return;
    /* the floors, top first: "yellow 1, blue 6" */
    char floors[160] = "";
    for (int i = s->height[row][lot] - 1, n = 0; i >= 0 && n < (int)sizeof floors; i--) {
        char name[32];
        estates_floor_name(s->stack[row][lot][i], name, sizeof name);
        /* TRANSLATORS: between the floors listed in a building's tooltip: "yellow 1, blue 6" */
        n += snprintf(floors + n, sizeof floors - (size_t)n, "%s%s", n ? _(", ") : "", name);
    }
    char text[320];
    int worth = estates_building_value(s, row, lot), n;
    if (s->roof[row][lot] >= 0)
        /* TRANSLATORS: a building's tooltip: row, lot, its floors ("yellow 1, blue 6"), its
         * rooftop's value and the building's worth */
        n = snprintf(text, sizeof text, _("Row %d lot %d: %s, rooftop %d (worth %d)."), row + 1,
                     lot + 1, floors, est_roof_value(s->roof[row][lot]), worth);
    else
        /* TRANSLATORS: a building's tooltip: row, lot, its floors ("yellow 1, blue 6") and its
         * worth */
        n = snprintf(text, sizeof text, _("Row %d lot %d: %s (worth %d)."), row + 1, lot + 1,
                     floors, worth);
    int colour = est_colour(estates_top_cube(s, row, lot)), owner = s->certificate[colour];
    if (n > 0 && n < (int)sizeof text && owner >= 0) {
        char certificate[48];
        estates_certificate_name(colour, certificate, sizeof certificate);
        /* TRANSLATORS: follows a building's tooltip: a player, then "the blue certificate" */
        snprintf(text + n, sizeof text - (size_t)n, _(" It counts for %s, who holds %s."),
                 seat_name(f, owner), certificate);
    }
    ui_tooltip(v->ui, drawn, text);
}

static void draw_buildings(EstatesView *v, const ViewFrame *f, int row)
{
    const EstatesState *s = esv_state(f);
    for (int lot = 0; lot < EST_LOTS; lot++) {
        int height = s->height[row][lot], roof = s->roof[row][lot];
        if (height == 0)
            continue;
        if (fly_lands_on(v, ES_FLY_CUBE, row, lot))
            height--;
        if (fly_lands_on(v, ES_FLY_ROOF, row, lot))
            roof = -1;
        int bx, by;
        esv_lot_base(v, row, lot, &bx, &by);
        SDL_Rect drawn =
            esv_draw_building(v->ui, s->stack[row][lot], height, roof, bx, by, v->floor);
        esv_thing(v, drawn, "building %d.%d", row + 1, lot + 1);
        for (int i = 0; i < height; i++)
            esv_thing(v, esv_floor_plate(esv_building_top(bx, by, v->floor, i)),
                      "number %d.%d floor %d", row + 1, lot + 1, i + 1);
        if (roof >= 0)
            esv_thing(v, roof_plate(esv_building_top(bx, by, v->floor, height)),
                      "number %d.%d roof", row + 1, lot + 1);
        building_tooltip(v, f, row, lot, drawn);
    }
}

/* The move a click on a lot plays now (a floor cube or a rooftop), or "" if none. */
static void lot_move(EstatesView *v, const ViewFrame *f, int row, int lot, char move[MOVE_MAX])
{
    const EstatesState *s = esv_state(f);
    move[0] = '\0';
    if (s->phase != EST_PHASE_PLACE || esv_actor(f) < 0)
        return;
    if (s->piece_kind == EST_PIECE_CUBE)
        snprintf(move, MOVE_MAX, "place %d.%d", row + 1, lot + 1);
    else if (s->piece_kind == EST_PIECE_ROOF)
        snprintf(move, MOVE_MAX, "roof %d.%d", row + 1, lot + 1);
    if (move[0] && !esv_legal(v, f, move))
        move[0] = '\0';
}

/* Lit lots for the piece being placed, with their hot spots (the lot's whole column). */
static void draw_lot_targets(EstatesView *v, const ViewFrame *f, int row)
{
    Ui *ui = v->ui;
    double pulse = 0.5 + 0.5 * SDL_sin(f->time * 4.0);
    for (int lot = 0; lot < EST_LOTS; lot++) {
        char move[MOVE_MAX];
        lot_move(v, f, row, lot, move);
        if (!move[0])
            continue;
        SDL_Rect g = v->lot[row][lot];
        SDL_Rect col = {g.x, v->band[row].y, g.w, g.y + g.h - v->band[row].y};
        bool hover = ui_inside(col, v->mouse_x, v->mouse_y);
        SDL_Color c = ui_colour(UI_ACCENT);
        c.a = (Uint8)(hover ? 255 : 120 + 100 * pulse);
        hover_ring(ui, g, c, ui_px(ui, hover ? 3 : 2));
        if (hover)
            ui_fill_round_rect(ui, g, ui_px(ui, 4), ui_rgba(0xffffff, 60));
        esv_hot(v, col, ES_ACT_MOVE, move);
    }
}

/* The dark wood of a row's sign. */
#define ROW_SIGN 0x3a2e22

/* The row's state right of lot 10; lengthen/shorten buttons while a permit is placed. */
static void draw_row_end(EstatesView *v, const ViewFrame *f, int row,
                         const EstatesRowProjection *rp)
{
    Ui *ui = v->ui;
    const EstatesState *s = esv_state(f);
    SDL_Rect e = v->row_end[row];
    esv_thing(v, e, "length %d", row + 1);
    char text[32];
    snprintf(text, sizeof text, "%d/%d", rp->built, rp->requirement);
    SDL_Color ink = rp->complete ? ui_colour(UI_GOOD) : ui_colour(UI_TEXT);
    int px = ui_px(ui, 15) > ES_NUMBER_PX ? ui_px(ui, 15) : ES_NUMBER_PX;
    UiTextStyle big = ui_style(UI_FONT_BOLD, px, ink);
    /* TRANSLATORS: under a row's count of buildings ("3/4"): the row is complete or still open */
    const char *state = rp->complete ? _("complete") : _("open");
    UiTextStyle small = ui_style_fit(ui, state, style(ui, UI_FONT_REGULAR, 11, ink),
                                     e.w + ui_px(ui, 4), ui_px(ui, 8));
    /* both on a dark sign planted at the row's end: light words on the grass read at 2:1 */
    int cw, ch, sw, sh, pad = ui_px(ui, 4);
    ui_text_size(ui, text, big, &cw, &ch);
    ui_text_size(ui, state, small, &sw, &sh);
    int sign_w = (cw > sw ? cw : sw) + 2 * pad;
    SDL_Rect sign = {e.x + (e.w - sign_w) / 2, e.y - pad, sign_w, ch + sh + 2 * pad};
    ui_round_rect_border(ui, sign, ui_px(ui, 4), ui_rgba(ROW_SIGN, 255), ui_rgba(0x1b140e, 255), 1);
    SDL_Rect count = ui_text(ui, text, big, e.x + e.w / 2, e.y, UI_ALIGN_CENTER);
    SDL_Rect below = ui_text(ui, state, small, e.x + e.w / 2, count.y + count.h, UI_ALIGN_CENTER);
    if (s->phase != EST_PHASE_PLACE || s->piece_kind != EST_PIECE_PERMIT || esv_actor(f) < 0)
        return;
    int value = s->piece + 1, bh = ui_px(ui, 22), y = below.y + below.h + ui_px(ui, 4);
    for (int sign = 1; sign >= -1; sign -= 2) {
        char move[MOVE_MAX], label[24];
        snprintf(move, sizeof move, "permit %d %c", row + 1, sign > 0 ? '+' : '-');
        snprintf(label, sizeof label, "%s%d\xe2\x86\x92%d", sign > 0 ? "+" : "\xe2\x88\x92", value,
                 rp->requirement + sign * value);
        SDL_Rect b = {e.x - ui_px(ui, 6), y, e.w + ui_px(ui, 12), bh};
        bool ok = esv_legal(v, f, move);
        ui_button_ex(ui, b, label, UI_BUTTON_NORMAL, ok,
                     sign > 0 ? _("Lengthen this row: more lots to fill")
                              : _("Shorten this row: fewer lots to fill"));
        if (ok)
            esv_hot(v, b, ES_ACT_MOVE, move);
        esv_thing(v, b, "%s %d", sign > 0 ? "lengthen" : "shorten", row + 1);
        y += bh + ui_px(ui, 4);
    }
}

/* The mayor on Main Street, or the spots he could take. */
static void draw_mayor(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    bool placing = s->phase == EST_PHASE_PLACE && s->piece_kind == EST_PIECE_MAYOR;
    for (int r = 0; r < EST_ROWS; r++) {
        SDL_Rect spot = v->mayor_spot[r];
        char label[12];
        snprintf(label, sizeof label, "%d", r + 1);
        /* high enough above the spot for a move's mark on its corner (mark_where) */
        int px = stop_number_px(ui);
        SDL_Rect number =
            ui_text(ui, label, ui_style(UI_FONT_BOLD, px, ui_rgba(0xffffff, 230)),
                    spot.x + spot.w / 2, spot.y - ui_px(ui, 9), UI_ALIGN_CENTER | UI_ALIGN_BOTTOM);
        /* its plate: the asphalt the number stands on, clear of the centre line */
        int pad = ui_px(ui, 2);
        esv_thing(v, (SDL_Rect){number.x - pad, number.y, number.w + 2 * pad, number.h},
                  "number street %d", r + 1);
        ui_ring(ui, spot.x + spot.w / 2, spot.y + spot.h / 2, spot.w / 2, 1, ui_rgba(0xffffff, 80));
        esv_thing(v, spot, "street %d", r + 1);
        if (s->mayor_place == EST_AT_BOARD && s->mayor_row == r) {
            /* a pale disc: the dark figure stands out from the asphalt */
            ui_fill_circle(ui, spot.x + spot.w / 2, spot.y + spot.h / 2, spot.w / 2 + 1,
                           ui_rgba(0xf2c14e, 240));
            ui_sprite(ui, "estates/mayor.svg", spot);
            esv_thing(v, spot, "mayor");
        }
        char move[MOVE_MAX];
        snprintf(move, sizeof move, "mayor %d", r + 1);
        if (placing && esv_legal(v, f, move)) {
            bool hover = ui_inside(spot, v->mouse_x, v->mouse_y);
            ui_ring(ui, spot.x + spot.w / 2, spot.y + spot.h / 2, spot.w / 2 + 2,
                    ui_px(ui, hover ? 3 : 2), ui_colour(UI_ACCENT));
            if (hover)
                ui_sprite_ex(ui, "estates/mayor.svg", spot, ui_rgba(0xffffff, 150), 0);
            esv_hot(v, spot, ES_ACT_MOVE, move);
        }
    }
}

/* The projection shown: of the move under the mouse if it places something, else now. */
static bool hovered_projection(EstatesView *v, const ViewFrame *f, EstatesProjection *out, int *row)
{
    const EstatesState *s = esv_state(f);
    *row = v->hover_row;
    for (int i = v->hots - 1; i >= 0; i--) {
        const EsHot *h = &v->hot[i];
        if (h->action != ES_ACT_MOVE || !ui_inside(h->r, v->mouse_x, v->mouse_y) ||
            s->phase != EST_PHASE_PLACE)
            continue;
        GameState *copy = game_clone(f->match->state);
        char err[160];
        bool ok = copy->rules->apply(copy, h->move, err, sizeof err);
        if (ok) {
            const EstatesState *after = (const EstatesState *)copy;
            estates_project(after, out);
            if (after->last_row >= 0)
                *row = after->last_row;
            if (!strncmp(h->move, "permit ", 7))
                *row = h->move[7] - '1';
            else if (!strncmp(h->move, "mayor ", 6))
                *row = h->move[6] - '1';
        }
        game_free(copy);
        if (ok)
            return true;
    }
    estates_project(s, out);
    return false;
}

/* A chip of the projection: `text` centred at (cx, cy), set smaller while wider than `room`. */
static void projection_chip(Ui *ui, const char *text, int cx, int cy, int room, SDL_Color fill)
{
    float size = 11;
    for (int w; size > 8; size -= 0.5f) {
        ui_text_size(ui, text, style(ui, UI_FONT_BOLD, size, ui_rgba(0xffffff, 255)), &w, NULL);
        if (w <= room)
            break;
    }
    /* a words' pill (descenders, "buildings") a little deeper than a number's: its ground all
     * round the words, where they sit on the grass */
    SDL_Rect r = chip_rect(ui, text, cx, cy, size);
    int more = ui_px(ui, 3);
    r = (SDL_Rect){r.x - more, r.y - more, r.w + 2 * more, r.h + 2 * more};
    ui_fill_round_rect(ui, r, r.h / 2, fill);
    ui_text(ui, text, style(ui, UI_FONT_BOLD, size, ui_rgba(0xffffff, 255)), cx, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

/* The top of what stands on a lot beside a building (its score chip too, `chip_h` high, while
 * it is built), or the strip's top for a place that is no lot (the street, the row's state). */
static int neighbour_top(EstatesView *v, const EstatesState *s, int built, int row, int lot,
                         int chip_h)
{
    if (lot < 0 || lot >= EST_LOTS)
        return v->band[row].y;
    int top = esv_lot_top(v, s, row, lot);
    return lot < built ? top - v->floor.height - chip_h : top;
}

/* Where the score chip of the building on `lot` goes: a floor above its top (a preview adds at
 * most one floor or a roof) inside the row's strip. Where the strip has no room for that over a
 * building of six floors and its rooftop, beside its top piece instead, over the neighbour that
 * stands low enough, so that the chip hides none of the building's numbers. */
static void score_chip_spot(EstatesView *v, const EstatesState *s, int built, int row, int lot,
                            const char *text, int *cx, int *cy)
{
    Ui *ui = v->ui;
    SDL_Rect b = v->band[row];
    int bx, by, top = esv_lot_top(v, s, row, lot);
    esv_lot_base(v, row, lot, &bx, &by);
    SDL_Rect c = chip_rect(ui, text, bx, 0, 11);
    *cx = bx;
    *cy = top - v->floor.height - c.h / 2;
    int face = top + lid_height(v->floor); /* the top piece's front */
    if (*cy < b.y + c.h / 2)
        *cy = b.y + c.h / 2;
    if (*cy + c.h / 2 < face)
        return;
    /* beside the top piece: clear of its eaves, and of the holder's badge on the chip's left */
    int gap = ui_px(ui, 3), badge = ui_px(ui, 11);
    int left = bx - v->floor.width / 2 - v->floor.width / 10 - gap - c.w / 2;
    int right =
        bx + v->floor.width / 2 + v->floor.depth + v->floor.width / 10 + gap + badge + c.w / 2;
    int side_y = face + v->floor.height / 2, bottom = side_y + c.h / 2;
    if (neighbour_top(v, s, built, row, lot - 1, c.h) > bottom + gap) {
        *cx = left;
        *cy = side_y;
    } else if (neighbour_top(v, s, built, row, lot + 1, c.h) > bottom + gap) {
        *cx = right;
        *cy = side_y;
    }
}

/* Each building's signed score over its roof, for the row under the mouse, and the row's state
 * at the top of its strip, or on the board's lower edge where a tall building stands in its way. */
static void draw_projection(EstatesView *v, const ViewFrame *f)
{
    EstatesProjection p;
    int row;
    bool preview = hovered_projection(v, f, &p, &row);
    if (row < 0 || row >= EST_ROWS)
        return;
    Ui *ui = v->ui;
    const EstatesRowProjection *rp = &p.row[row];
    const EstatesState *shown = esv_state(f);
    SDL_Rect b = v->band[row];
    int chip_h = ui_px(ui, 16), highest = b.y + b.h;
    for (int lot = 0; lot < rp->built; lot++) {
        char text[16];
        snprintf(text, sizeof text, "%+d", rp->score[lot]);
        int cx, cy;
        score_chip_spot(v, shown, rp->built, row, lot, text, &cx, &cy);
        SDL_Color fill = rp->score[lot] > 0   ? ui_rgba(0x1e6b34, 235)
                         : rp->score[lot] < 0 ? ui_rgba(0x8a2a22, 235)
                                              : ui_rgba(0x303840, 235);
        SDL_Rect c = chip(ui, text, cx, cy, 11, ui_rgba(0xffffff, 255), fill);
        highest = c.y < highest ? c.y : highest;
        int badge = ui_player_badge_radius(ui, ui_px(ui, 5));
        if (rp->holder[lot] >= 0) /* beside the chip */
            ui_player_badge(ui, seat_colour(f, rp->holder[lot]), c.x - badge - ui_px(ui, 1),
                            c.y + c.h / 2, badge);
    }
    char state[160], text[200];
    const char *format =
        rp->complete
            ? (rp->mayor ? _("Row %d: %d of %d built, complete: buildings score plus, doubled by "
                             "the mayor")
                         : _("Row %d: %d of %d built, complete: buildings score plus"))
            : (rp->mayor ? _("Row %d: %d of %d built, open: buildings score minus, doubled by the "
                             "mayor")
                         : _("Row %d: %d of %d built, open: buildings score minus"));
    snprintf(state, sizeof state, format, row + 1, rp->built, rp->requirement);
    if (preview)
        /* TRANSLATORS: %s is a row's state after the placement under the mouse ("Row 2: 3 of
         * 4 built, open: buildings score minus") */
        snprintf(text, sizeof text, _("After this: %s"), state);
    else
        snprintf(text, sizeof text, "%s", state);
    int left = v->street.x + v->street.w, room = v->row_end[row].x - left - ui_px(ui, 12);
    int cy = b.y + ui_px(ui, 14);
    for (int lot = 0; lot < EST_LOTS; lot++) /* the tops of the buildings and permits */
        highest =
            esv_lot_top(v, shown, row, lot) < highest ? esv_lot_top(v, shown, row, lot) : highest;
    if (highest < cy + chip_h / 2 + ui_px(ui, 2)) /* on the board's lower edge, clear of the
                                                      last row's lots and of the tray */
        cy = (v->band[EST_ROWS - 1].y + v->band[EST_ROWS - 1].h + v->tray.y) / 2;
    projection_chip(ui, text, (left + v->row_end[row].x) / 2, cy, room, ui_rgba(0x141d25, 225));
}

static void draw_board(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    draw_land(v);
    esv_thing(v, v->board, "board");
    EstatesProjection p;
    estates_project(s, &p);
    bool cancelling =
        s->phase == EST_PHASE_PLACE && s->piece_kind == EST_PIECE_CANCEL && esv_actor(f) >= 0;
    for (int r = 0; r < EST_ROWS; r++) {
        if (s->mayor_place == EST_AT_BOARD && s->mayor_row == r)
            ui_fill_rect(ui,
                         (SDL_Rect){v->street.x + v->street.w, v->band[r].y + 1,
                                    v->band[r].w - v->street.w, v->band[r].h - 2},
                         ui_rgba(0xf2c14e, 28));
        esv_thing(v, v->band[r], "row %d", r + 1);
        for (int l = 0; l < EST_LOTS; l++)
            draw_lot_ground(v, s, r, l);
        if (s->last_row == r && s->last_lot >= 0 && s->phase != EST_PHASE_PLACE)
            hover_ring(ui, v->lot[r][s->last_lot], ui_rgba(0xf2c14e, 200), ui_px(ui, 2));
        draw_lot_targets(v, f, r);
        draw_buildings(v, f, r);
        draw_row_permits(v, f, r, cancelling);
        for (int l = 0; l < EST_LOTS; l++)
            draw_lot_label(v, f, r, l);
        draw_row_end(v, f, r, &p.row[r]);
    }
    draw_mayor(v, f);
    draw_projection(v, f);
}

/* ---------------------------------------------------------------- the tray */

static void draw_display(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    const char *title = _("Floor cubes: auction one from a row's end");
    int title_w = v->auction.x - v->display.x - ui_px(ui, 8);
    ui_text_fit(ui, title,
                ui_style_fit(ui, title, style(ui, UI_FONT_BOLD, 13, ui_colour(UI_TEXT_DIM)),
                             title_w, ui_px(ui, 11)),
                v->display.x, v->tray.y + ui_px(ui, 2), title_w, 0);
    bool choosing = s->phase == EST_PHASE_CHOOSE && esv_actor(f) >= 0;
    esv_thing(v, v->display, "display");
    for (int r = 0; r < EST_DISPLAY_ROWS; r++)
        for (int i = 0; i < EST_DISPLAY_LEN; i++) {
            SDL_Rect c = esv_display_rect(v, r, i);
            bool here = i >= s->display_lo[r] && i < s->display_hi[r];
            if (!here) {
                ui_fill_round_rect(ui, c, c.w / 8, ui_rgba(0x000000, 40));
                continue;
            }
            int cube = s->display[r][i];
            bool end = i == s->display_lo[r] || i == s->display_hi[r] - 1;
            SDL_Rect plate = draw_cube_veiled(ui, cube, c, !end);
            char name[3], move[MOVE_MAX];
            estates_cube_text(cube, name);
            snprintf(move, sizeof move, "auction %s", name);
            esv_thing(v, c, "cube %s", name);
            esv_thing(v, plate, "number cube %s", name);
            if (choosing && end && esv_legal(v, f, move)) {
                bool hover = ui_inside(c, v->mouse_x, v->mouse_y);
                hover_ring(ui, c, hover ? ui_rgba(0xffffff, 230) : ui_rgba(0xffffff, 90),
                           ui_px(ui, hover ? 3 : 1));
                esv_hot(v, c, ES_ACT_MOVE, move);
                if (hover) {
                    char long_name[40], tip[80];
                    estates_cube_long_name(cube, long_name, sizeof long_name);
                    /* TRANSLATORS: a tooltip; %s is a floor cube: "the red 5" */
                    snprintf(tip, sizeof tip, _("Auction %s"), long_name);
                    ui_tooltip(ui, c, tip);
                }
            }
        }
}

/* How far a supply piece's pale plate reaches around it. */
static int supply_rim(Ui *ui)
{
    return ui_px(ui, 3);
}

/* The place of one supply piece, which the caller then draws on it: a pale plate, and a hot spot
 * while the piece may be auctioned (its label is drawn with the others, draw_supply_labels).
 * `name` is the piece's name for lessons ("rooftops", "permit 2"). */
static void supply_piece(EstatesView *v, const ViewFrame *f, SDL_Rect r, const char *name,
                         const char *move, const char *tip)
{
    Ui *ui = v->ui;
    /* a pale plate: the dark pieces stand out from the dark table */
    int rim = supply_rim(ui);
    ui_fill_round_rect(ui, (SDL_Rect){r.x - rim, r.y - rim, r.w + 2 * rim, r.h + 2 * rim},
                       ui_px(ui, 6), ui_rgba(0xe9e2cf, 235));
    esv_thing(v, r, "%s", name);
    if (move && esv_state(f)->phase == EST_PHASE_CHOOSE && esv_legal(v, f, move)) {
        bool hover = ui_inside(r, v->mouse_x, v->mouse_y);
        hover_ring(ui, r, hover ? ui_rgba(0xffffff, 230) : ui_rgba(0xffffff, 90),
                   ui_px(ui, hover ? 3 : 1));
        esv_hot(v, r, ES_ACT_MOVE, move);
        if (hover && tip)
            ui_tooltip(ui, r, tip);
    }
}

/* A label under the supply: its text, the middle of what it names, and where it is drawn. */
typedef struct SupplyLabel {
    const char *text;
    int centre, x, w;
} SupplyLabel;

/* The labels under the supply, left to right between `left` and `right`: each centred under its
 * pieces where there is room, a wider one moved aside into the room its neighbours leave, and
 * all set smaller while even that is not enough (longer words in other languages). */
static void draw_supply_labels(Ui *ui, SupplyLabel *label, int n, int left, int right, int y)
{
    int gap = ui_px(ui, 6);
    UiTextStyle st = style(ui, UI_FONT_BOLD, 11, ui_colour(UI_TEXT));
    for (float size = 11; size >= 8; size -= 0.5f) {
        st = style(ui, UI_FONT_BOLD, size, ui_colour(UI_TEXT));
        int end = left;
        for (int i = 0; i < n; i++) {
            ui_text_size(ui, label[i].text, st, &label[i].w, NULL);
            int x = label[i].centre - label[i].w / 2;
            label[i].x = x > end ? x : end;
            end = label[i].x + label[i].w + gap;
        }
        int start = right;
        for (int i = n - 1; i >= 0; i--) {
            if (label[i].x + label[i].w > start)
                label[i].x = start - label[i].w;
            start = label[i].x - gap;
        }
        if (n == 0 || label[0].x >= left)
            break;
    }
    for (int i = 0; i < n; i++)
        ui_text(ui, label[i].text, st, label[i].x, y, 0);
}

/* The count of rooftops left, on a gold chip centred at (cx, cy), moved left while it would
 * reach past `most_right` (the next piece's plate). Returns its number's plate. */
static SDL_Rect pile_count(Ui *ui, const char *count, int cx, int cy, int most_right)
{
    int px = ui_px(ui, 14) > ES_NUMBER_PX ? ui_px(ui, 14) : ES_NUMBER_PX, w;
    ui_text_size(ui, count, ui_style(UI_FONT_BOLD, px, ui_colour(UI_TEXT)), &w, NULL);
    int face = px * ES_FACE_MIN / ES_NUMBER_PX;
    int pad = ui_px(ui, 5), half = w - w / 2 + 1 + pad; /* from cx to the chip's right */
    if (cx + half > most_right)
        cx = most_right - half;
    SDL_Rect plate = {cx - w / 2 - 1, cy - face / 2, w + 2, face};
    SDL_Rect r = {plate.x - pad, plate.y - 2, plate.w + 2 * pad, plate.h + 4};
    ui_fill_round_rect(ui, r, r.h / 2, ui_colour(UI_GOLD));
    draw_number(ui, count, UI_FONT_BOLD, px, ink_for(ui_colour(UI_GOLD)), plate);
    return plate;
}

static void draw_supply(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    /* room under the pieces for their plates' rims and a line of labels (draw_supply_labels) */
    int label_h = ui_text_line_height(ui, style(ui, UI_FONT_BOLD, 11, ui_colour(UI_TEXT)));
    int size = v->supply.h - ui_px(ui, 6) - label_h - 1;
    if (size > v->cube * 13 / 10)
        size = v->cube * 13 / 10;
    int room = (v->supply.w - ui_px(ui, 12) * 6) / 6; /* the plates and the pile's count apart */
    if (size > room)
        size = room;
    if (size < 8)
        size = 8;
    int gap = (v->supply.w - 6 * size) / 6, x = v->supply.x + ui_px(ui, 3);
    SDL_Rect r = {x, v->supply.y + ui_px(ui, 3), size, size};
    SupplyLabel labels[4];
    int count = 0;
    char label[32];
    if (s->roof_pile_count > 0) {
        supply_piece(v, f, r, "rooftops", "auction roof",
                     _("Turn up the top rooftop and auction it"));
        esv_draw_roof(ui, -1, false, r);
        labels[count++] = (SupplyLabel){_("rooftops"), r.x + r.w / 2, 0, 0};
        snprintf(label, sizeof label, "%d", s->roof_pile_count);
        int next_plate = r.x + size + gap - supply_rim(ui) - ui_px(ui, 2);
        esv_thing(v, pile_count(ui, label, r.x + r.w, r.y + ui_px(ui, 4), next_plate),
                  "number rooftops");
    } else {
        UiTextStyle dim = style(ui, UI_FONT_REGULAR, 11, ui_colour(UI_TEXT_DIM));
        const char *none = _("no rooftops");
        int h =
            ui_text_wrapped(ui, none, dim, r.x - gap / 2, 0, size + gap, UI_ALIGN_CENTER, false);
        ui_text_wrapped(ui, none, dim, r.x - gap / 2, r.y + (r.h - h) / 2, size + gap,
                        UI_ALIGN_CENTER, true);
    }
    /* the permits left share one label */
    int permits = 0, first = 0, last = 0;
    for (int p = 0; p < EST_PERMITS; p++) {
        r.x += size + gap;
        if (s->permit_place[p] != EST_AT_SUPPLY)
            continue;
        last = r.x + r.w / 2;
        if (!permits++)
            first = last;
        char move[MOVE_MAX], tip[80];
        snprintf(move, sizeof move, "auction permit %d", p + 1);
        snprintf(tip, sizeof tip, _("Auction permit %d: lengthens or shortens a row by %d"), p + 1,
                 p + 1);
        char name[16];
        snprintf(name, sizeof name, "permit %d", p + 1);
        supply_piece(v, f, r, name, move, tip);
        snprintf(label, sizeof label, "%d", p + 1);
        esv_thing(v, esv_draw_permit(ui, label, r), "number permit %d", p + 1);
    }
    if (permits)
        /* TRANSLATORS: the label under the building permits left in the supply */
        labels[count++] = (SupplyLabel){plural_text("permit", "permits", (unsigned long)permits),
                                        (first + last) / 2, 0, 0};
    r.x += size + gap;
    if (s->mayor_place == EST_AT_SUPPLY) {
        supply_piece(v, f, r, "mayor", "auction mayor",
                     _("Auction the mayor: doubles one row's scores, plus or minus"));
        ui_sprite(ui, "estates/mayor.svg", r);
        /* TRANSLATORS: the label under the mayor in the supply */
        labels[count++] = (SupplyLabel){_("mayor"), r.x + r.w / 2, 0, 0};
    }
    r.x += size + gap;
    if (s->cancel_place == EST_AT_SUPPLY) {
        supply_piece(v, f, r, "cancel", "auction cancel",
                     _("Auction the cancel cube: removes a permit from the board"));
        ui_sprite(ui, "estates/cancel.svg", r);
        /* TRANSLATORS: the label under the cancel cube in the supply */
        labels[count++] = (SupplyLabel){_("cancel"), r.x + r.w / 2, 0, 0};
    }
    draw_supply_labels(ui, labels, count, v->supply.x - ui_px(ui, 3),
                       v->supply.x + v->supply.w + ui_px(ui, 3), r.y + r.h + ui_px(ui, 3) + 1);
}

/* The piece under auction or waiting to be placed. Returns the plate of its number (empty for
 * a piece without one). */
static SDL_Rect draw_piece(Ui *ui, const EstatesState *s, SDL_Rect r)
{
    char num[12];
    switch (s->piece_kind) {
    case EST_PIECE_CUBE:
        return esv_draw_cube(ui, s->piece, r);
    case EST_PIECE_ROOF:
        return esv_draw_roof(ui, s->piece, true, r);
    case EST_PIECE_PERMIT:
        snprintf(num, sizeof num, "%d", s->piece + 1);
        return esv_draw_permit(ui, num, r);
    case EST_PIECE_MAYOR:
        ui_sprite(ui, "estates/mayor.svg", r);
        break;
    case EST_PIECE_CANCEL:
        ui_sprite(ui, "estates/cancel.svg", r);
        break;
    case EST_PIECE_NONE:
        break;
    }
    return (SDL_Rect){r.x, r.y, 0, 0};
}

/* The piece in the auction panel: a rooftop just turned up turns over from its back. */
static SDL_Rect draw_auction_piece(EstatesView *v, const EstatesState *s)
{
    if (s->piece_kind != EST_PIECE_ROOF || !ui_tween_running(v->ui, &v->turn_up))
        return draw_piece(v->ui, s, v->auction_piece);
    bool face;
    SDL_Rect r = ui_flip_rect(v->auction_piece, ui_tween_progress(v->ui, &v->turn_up), &face);
    esv_draw_roof(v->ui, face ? s->piece : -1, face, r);
    return (SDL_Rect){0, 0, 0, 0};
}

typedef struct Pen {
    int x, y, w;
} Pen;

static void pen_line(EstatesView *v, Pen *pen, const char *text, UiFont font, float size,
                     SDL_Color colour)
{
    pen->y += ui_text_wrapped(v->ui, text, style(v->ui, font, size, colour), pen->x, pen->y, pen->w,
                              0, true) +
              ui_px(v->ui, 4);
}

static SDL_Rect panel_button(EstatesView *v, const Pen *pen, int row, int col, int cols)
{
    int gap = ui_px(v->ui, 8), h = ui_px(v->ui, 34);
    int w = (pen->w - gap * (cols - 1)) / cols;
    int bottom = v->auction.y + v->auction.h - ui_px(v->ui, 4);
    SDL_Rect r = {pen->x + col * (w + gap), bottom - (row + 1) * h - row * gap, w, h};
    return r;
}

static void move_button(EstatesView *v, const ViewFrame *f, SDL_Rect r, const char *label,
                        const char *move, UiButtonKind kind, const char *tip)
{
    bool ok = esv_legal(v, f, move);
    ui_button_ex(v->ui, r, label, kind, ok, tip);
    if (ok)
        esv_hot(v, r, ES_ACT_MOVE, move);
    esv_thing(v, r, "%.*s", (int)strcspn(move, " "), move); /* "bid 3" is the button "bid" */
}

static void bid_controls(EstatesView *v, const ViewFrame *f, Pen *pen)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    int lo, hi;
    esv_bid_range(s, f->to_move, &lo, &hi);
    char move[MOVE_MAX], label[40];
    if (hi >= lo) {
        SDL_Rect minus = panel_button(v, pen, 1, 0, 5), plus = panel_button(v, pen, 1, 4, 5);
        SDL_Rect track = {minus.x + minus.w + ui_px(ui, 8), minus.y,
                          plus.x - minus.x - minus.w - ui_px(ui, 16), minus.h};
        ui_button_ex(ui, minus, "\xe2\x88\x92", UI_BUTTON_NORMAL, v->bid > lo, _("Bid less"));
        ui_button_ex(ui, plus, "+", UI_BUTTON_NORMAL, v->bid < hi, _("Bid more"));
        esv_hot(v, minus, ES_ACT_BID_LESS, NULL);
        esv_hot(v, plus, ES_ACT_BID_MORE, NULL);
        esv_thing(v, minus, "less");
        esv_thing(v, plus, "more");
        /* the slider: a groove and a knob at the amount */
        SDL_Rect groove = {track.x, track.y + track.h / 2 - 2, track.w, 4};
        ui_fill_round_rect(ui, groove, 2, ui_colour(UI_BORDER));
        float t = hi > lo ? (float)(v->bid - lo) / (float)(hi - lo) : 1.0f;
        int kx = track.x + (int)(t * (float)track.w);
        ui_fill_circle(ui, kx, track.y + track.h / 2, ui_px(ui, 8), ui_colour(UI_ACCENT));
        snprintf(label, sizeof label, "$%dM..$%dM", lo, hi);
        ui_text(ui, label, style(ui, UI_FONT_REGULAR, 10, ui_colour(UI_TEXT_DIM)),
                track.x + track.w / 2, track.y, UI_ALIGN_CENTER);
        esv_hot(v, track, ES_ACT_BID_TRACK, NULL);
        snprintf(move, sizeof move, "bid %d", v->bid);
        /* TRANSLATORS: the button that bids the amount set */
        snprintf(label, sizeof label, _("Bid $%dM"), v->bid);
        move_button(v, f, panel_button(v, pen, 0, 0, 2), label, move, UI_BUTTON_PRIMARY, NULL);
    } else {
        pen_line(v, pen, _("You cannot beat the high bid with your money in hand."),
                 UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM));
    }
    move_button(v, f, panel_button(v, pen, 0, 1, 2), _("Pass"), "pass", UI_BUTTON_NORMAL, NULL);
}

static void decide_controls(EstatesView *v, const ViewFrame *f, Pen *pen)
{
    const EstatesState *s = esv_state(f);
    char sell[80], buy[80];
    const char *bidder = seat_name(f, s->high_bidder);
    /* TRANSLATORS: the auctioneer's buttons; %s is the high bidder */
    snprintf(sell, sizeof sell, _("Sell: %s pays you $%dM"), bidder, s->high_bid);
    snprintf(buy, sizeof buy, _("Buy: you pay %s $%dM"), bidder, s->high_bid);
    move_button(v, f, panel_button(v, pen, 1, 0, 1), sell, "sell", UI_BUTTON_PRIMARY,
                _("The high bidder gets the piece and pays you"));
    move_button(v, f, panel_button(v, pen, 0, 0, 1), buy, "buy", UI_BUTTON_NORMAL,
                esv_legal(v, f, "buy") ? _("You keep the piece and pay the high bidder")
                                       : _("You have too little money in hand to buy"));
}

void esv_turn_text(const ViewFrame *f, char *out, size_t outlen)
{
    const EstatesState *s = esv_state(f);
    char piece[40];
    estates_piece_name(s->piece_kind, s->piece, piece, sizeof piece);
    out[0] = '\0';
    if (s->phase == EST_PHASE_CHOOSE)
        /* TRANSLATORS: it is this player's turn to pick what to auction */
        snprintf(out, outlen, _("%s to choose a piece to auction"), seat_name(f, s->auctioneer));
    else if (s->phase == EST_PHASE_BID)
        /* TRANSLATORS: it is this player's turn to bid or pass */
        snprintf(out, outlen, _("%s to bid"), seat_name(f, s->bidder));
    else if (s->phase == EST_PHASE_PLACE)
        /* TRANSLATORS: a player, then the piece won: "the red 5", "rooftop 4", ... */
        snprintf(out, outlen, _("%s to place %s"), seat_name(f, s->owner), piece);
}

static void auction_status(EstatesView *v, const ViewFrame *f, Pen *pen)
{
    const EstatesState *s = esv_state(f);
    char text[160], piece[40];
    estates_piece_name(s->piece_kind, s->piece, piece, sizeof piece);
    int me = esv_actor(f);
    switch (s->phase) {
    case EST_PHASE_BID:
        if (s->auctioneer == f->viewer)
            /* TRANSLATORS: %s is the piece: "the red 5", "rooftop 4", "permit 2", "the mayor",
             * ... */
            snprintf(text, sizeof text, _("You auction %s"), piece);
        else
            /* TRANSLATORS: a player, then the piece: "the red 5", "rooftop 4", "the mayor", ... */
            snprintf(text, sizeof text, _("%s auctions %s"), seat_name(f, s->auctioneer), piece);
        pen_line(v, pen, text, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
        if (s->high_bidder >= 0)
            snprintf(text, sizeof text, _("High bid: $%dM by %s"), s->high_bid,
                     seat_name(f, s->high_bidder));
        else
            snprintf(text, sizeof text, "%s", _("No bid yet"));
        pen_line(v, pen, text, UI_FONT_REGULAR, 13, ui_colour(UI_GOLD));
        if (me < 0) {
            esv_turn_text(f, text, sizeof text);
            pen_line(v, pen, text, UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM));
        }
        break;
    case EST_PHASE_DECIDE:
        if (s->auctioneer == me)
            /* TRANSLATORS: the piece ("the red 5", "the mayor", ...), then the high bidder */
            snprintf(text, sizeof text, _("You decide: sell %s to %s for $%dM, or buy it"), piece,
                     seat_name(f, s->high_bidder), s->high_bid);
        else
            /* TRANSLATORS: the piece ("the red 5", "the mayor", ...), then the high bidder */
            snprintf(text, sizeof text,
                     _("The auctioneer decides: sell %s to %s for $%dM, or buy it"), piece,
                     seat_name(f, s->high_bidder), s->high_bid);
        pen_line(v, pen, text, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
        break;
    case EST_PHASE_PLACE:
        if (s->owner == f->viewer)
            /* TRANSLATORS: %s is the piece won: "the red 5", "rooftop 4", "the mayor", ... */
            snprintf(text, sizeof text, _("You place %s"), piece);
        else
            esv_turn_text(f, text, sizeof text);
        pen_line(v, pen, text, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
        if (me >= 0)
            pen_line(v, pen,
                     s->piece_kind == EST_PIECE_PERMIT   ? _("Use + or \xe2\x88\x92 at a row's end")
                     : s->piece_kind == EST_PIECE_MAYOR  ? _("Click a spot on Main Street")
                     : s->piece_kind == EST_PIECE_CANCEL ? _("Click a permit on the board")
                                                         : _("Click a lit lot"),
                     UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM));
        break;
    default:
        break;
    }
}

static void draw_auction(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    SDL_Rect a = v->auction;
    ui_panel(ui, a, UI_PANEL_CARD, false);
    esv_thing(v, a, "auction");
    int pad = ui_px(ui, 10);
    int psize = v->cube * 14 / 10;
    v->auction_piece = (SDL_Rect){a.x + pad, a.y + pad, psize, psize};
    Pen pen = {a.x + pad, a.y + pad, a.w - 2 * pad};
    int me = esv_actor(f);
    char text[200];
    bool piece_shown =
        s->phase == EST_PHASE_BID || s->phase == EST_PHASE_DECIDE || s->phase == EST_PHASE_PLACE;
    if (piece_shown) {
        bool arriving = false;
        for (int i = 0; i < ES_MAX_FLIES; i++)
            arriving |= v->fly[i].row == -2 && ui_tween_running(ui, &v->fly[i].tween);
        if (!arriving) {
            SDL_Rect plate = draw_auction_piece(v, s);
            if (plate.w > 0)
                esv_thing(v, plate, "number piece");
        }
        esv_thing(v, v->auction_piece, "piece");
        pen.x += psize + pad;
        pen.w -= psize + pad;
        auction_status(v, f, &pen);
        /* what follows spans the panel, under the piece */
        int under_piece = v->auction_piece.y + v->auction_piece.h + ui_px(ui, 4);
        pen.y = pen.y > under_piece ? pen.y : under_piece;
        pen.x = a.x + pad;
        pen.w = a.w - 2 * pad;
    }
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        if (me >= 0) {
            pen_line(v, &pen, _("Your turn"), UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
            pen_line(v, &pen,
                     _("Click a piece to auction it: a floor cube at either end of a row, the "
                       "rooftop pile, a permit, the mayor or the cancel cube."),
                     UI_FONT_REGULAR, 13, ui_colour(UI_TEXT_DIM));
            if (!s->stowed)
                move_button(v, f, panel_button(v, &pen, 0, 0, 1), _("Stow $1M in your cash box"),
                            "stow", UI_BUTTON_NORMAL,
                            _("Hidden earnings: $1M you cannot spend, worth 1 point at the end"));
            else
                pen_line(v, &pen, _("You stowed $1M this turn."), UI_FONT_REGULAR, 13,
                         ui_colour(UI_GOOD));
        } else {
            esv_turn_text(f, text, sizeof text);
            pen_line(v, &pen, text, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
        }
        break;
    case EST_PHASE_BID:
        if (me >= 0)
            bid_controls(v, f, &pen);
        break;
    case EST_PHASE_DECIDE:
        if (me >= 0)
            decide_controls(v, f, &pen);
        break;
    case EST_PHASE_PLACE:
        if (me >= 0 && esv_legal(v, f, "discard"))
            move_button(v, f, panel_button(v, &pen, 0, 0, 1), _("Discard it"), "discard",
                        UI_BUTTON_QUIET, _("The piece leaves the game unused"));
        break;
    case EST_PHASE_ROUND_END:
    case EST_PHASE_OVER: {
        EstatesProjection p;
        estates_project(s, &p);
        if (s->phase == EST_PHASE_OVER && s->rounds == 1)
            snprintf(text, sizeof text, "%s", _("The game is over"));
        else
            snprintf(text, sizeof text, _("Round %d is over"), s->round + 1);
        pen_line(v, &pen, text, UI_FONT_BOLD, 15, ui_colour(UI_TEXT));
        for (int seat = 0; seat < s->base.players; seat++) {
            /* TRANSLATORS: a player's score for the round, then its parts */
            snprintf(text, sizeof text, _("%s: %+d (buildings %+d, cash box %d)"),
                     seat_name(f, seat), p.round[seat], p.buildings[seat], p.box[seat]);
            pen_line(v, &pen, text, UI_FONT_REGULAR, 12, ui_colour(UI_TEXT_DIM));
        }
        if (s->phase == EST_PHASE_ROUND_END && me >= 0)
            move_button(v, f, panel_button(v, &pen, 0, 0, 1), _("Deal the next round"), "next",
                        UI_BUTTON_PRIMARY, NULL);
        break;
    }
    }
}

/* ---------------------------------------------------------------- the players' cards */

static void bid_status(const EstatesState *s, int seat, char *out, size_t outlen)
{
    out[0] = '\0';
    if (s->phase != EST_PHASE_BID && s->phase != EST_PHASE_DECIDE)
        return;
    /* TRANSLATORS: a player's part in the auction, beside the name on the player's card */
    if (seat == s->auctioneer)
        snprintf(out, outlen, "%s", _("auctioneer"));
    else if (s->bid[seat] == EST_BID_PASSED)
        snprintf(out, outlen, "%s", _("passed"));
    else if (s->bid[seat] > 0)
        snprintf(out, outlen, _("bid $%dM"), s->bid[seat]);
    else if (s->phase == EST_PHASE_BID && s->bidder == seat)
        snprintf(out, outlen, "%s", _("to bid"));
}

void esv_money_text(const EstatesState *s, int seat, int viewer, char *out, size_t outlen)
{
    if (estates_money_visible(s, seat, viewer))
        snprintf(out, outlen, _("$%dM in hand"), s->hand[seat]);
    else
        /* TRANSLATORS: money in hand that this player may not see */
        snprintf(out, outlen, "%s", _("$?M in hand"));
}

static void draw_card(EstatesView *v, const ViewFrame *f, int seat, const EstatesProjection *p)
{
    const EstatesState *s = esv_state(f);
    Ui *ui = v->ui;
    SDL_Rect card = v->card[seat];
    bool turn = f->to_move == seat && s->phase != EST_PHASE_OVER;
    ui_board_card(ui, card, turn);
    esv_thing(v, card, "card %d", seat + 1);
    int pad = ui_px(ui, 8), radius = ui_player_badge_radius(ui, ui_px(ui, 8));
    int line = card.y + pad + radius;
    ui_player_badge(ui, seat_colour(f, seat), card.x + pad + radius, line, radius);
    int x = card.x + pad + 2 * radius + ui_px(ui, 6), right = card.x + card.w - pad;
    char name[64], text[96];
    bool mark = seat == f->viewer && SDL_strcasecmp(seat_name(f, seat), "you") != 0;
    if (mark)
        /* TRANSLATORS: the player's own name on the player's card */
        snprintf(name, sizeof name, _("%s (you)"), seat_name(f, seat));
    else
        snprintf(name, sizeof name, "%s", seat_name(f, seat));
    char status[48];
    bid_status(s, seat, status, sizeof status);
    if (!status[0] && turn)
        /* TRANSLATORS: beside the name on the card of the player to move */
        snprintf(status, sizeof status, "%s", esv_actor(f) == seat ? _("your move") : _("to move"));
    int status_w = 0, th;
    UiTextStyle name_style = style(ui, UI_FONT_BOLD, 14, ui_colour(UI_TEXT));
    if (status[0]) {
        UiTextStyle st = style(ui, UI_FONT_BOLD, 12,
                               s->bid[seat] > 0 && s->high_bidder == seat ? ui_colour(UI_GOLD)
                                                                          : ui_colour(UI_ACCENT));
        /* where the name and the status do not both fit (a long word in some languages), the
         * status is set smaller, down to half the line, and then the name */
        int name_w, room = right - x - pad;
        ui_text_size(ui, name, name_style, &name_w, &th);
        int status_room = room - name_w > room / 2 ? room - name_w : room / 2;
        st = ui_style_fit(ui, status, st, status_room, ui_px(ui, 9));
        ui_text_size(ui, status, st, &status_w, &th);
        ui_text(ui, status, st, right, line, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    int name_room = right - x - status_w - pad;
    ui_text_fit(ui, name, ui_style_fit(ui, name, name_style, name_room, ui_px(ui, 11)), x, line,
                name_room, UI_ALIGN_MIDDLE);
    /* money: in hand (hidden from others unless open money) and the cash box */
    int y = line + radius + ui_px(ui, 3);
    esv_money_text(s, seat, f->viewer, text, sizeof text);
    ui_text(ui, text, style(ui, UI_FONT_BOLD, 13, ui_colour(UI_GOLD)), x, y, 0);
    /* TRANSLATORS: the checks in a player's cash box, on the player's card */
    snprintf(text, sizeof text, _("box %d"), s->box[seat]);
    ui_text(ui, text, style(ui, UI_FONT_REGULAR, 12, ui_colour(UI_TEXT_DIM)), right, y,
            UI_ALIGN_RIGHT);
    y += ui_px(ui, 17);
    if (s->rounds > 1)
        /* TRANSLATORS: on the player's card: this round's score if it ended now, the total with
         * earlier rounds, the rounds won */
        snprintf(text, sizeof text, _("score now %+d · total %+d · wins %d"), p->round[seat],
                 p->total[seat], estates_round_wins(s, seat));
    else
        /* TRANSLATORS: on the player's card: the score if the game ended now */
        snprintf(text, sizeof text, _("score now %+d"), p->round[seat]);
    UiTextStyle dim = ui_style_fit(ui, text, style(ui, UI_FONT_REGULAR, 12, ui_colour(UI_TEXT_DIM)),
                                   right - x, ui_px(ui, 10));
    ui_text_fit(ui, text, dim, x, y, right - x, 0);
    y += ui_px(ui, 17);
    /* certificates: a card per company, its colour band carrying its letter */
    int ch = card.y + card.h - pad - y;
    if (ch > ui_px(ui, 40))
        ch = ui_px(ui, 40);
    if (ch < ui_px(ui, 14))
        return;
    int cx = card.x + pad;
    for (int c = 0; c < EST_COLOURS; c++) {
        if (s->certificate[c] != seat)
            continue;
        SDL_Rect r = {cx, y, ch * 13 / 10, ch};
        ui_sprite(ui, "estates/certificate.svg", r);
        SDL_Rect band = {r.x + r.w * 8 / 100, r.y + r.h * 14 / 100, r.w * 84 / 100, r.h * 36 / 100};
        /* the colour's light shade: its dark letter reads at 5.5:1 or more, still 4.5:1 under the
         * end screen's shade as it deepens */
        SDL_Color light = esv_company_colour(c, 1);
        ui_fill_round_rect(ui, band, ui_px(ui, 2), light);
        char letter[2] = {colour_letter(c), '\0'};
        ui_text(ui, letter, ui_style(UI_FONT_BOLD, band.h * 9 / 10, ink_for(light)),
                band.x + band.w / 2, band.y + band.h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        char tip[96], certificate[48];
        estates_certificate_name(c, certificate, sizeof certificate);
        /* TRANSLATORS: a player, then "the blue certificate" */
        snprintf(tip, sizeof tip, _("%s holds %s"), seat_name(f, seat), certificate);
        ui_tooltip(ui, r, tip);
        esv_thing(v, r, "certificate %s", estates_colour_name(c));
        cx += r.w + ui_px(ui, 4);
    }
}

/* ---------------------------------------------------------------- moving pieces */

static void draw_flies(EstatesView *v)
{
    Ui *ui = v->ui;
    for (int i = 0; i < ES_MAX_FLIES; i++) {
        EsFly *fl = &v->fly[i];
        float t;
        if (!ui_flight_progress(ui, &fl->tween, &t))
            continue;
        SDL_Rect r = ui_flight_rect(fl->from, fl->to, t, ui_px(ui, 30)); /* a small hop */
        char text[16];
        switch (fl->kind) {
        case ES_FLY_CUBE:
            esv_draw_cube(ui, fl->piece, r);
            break;
        case ES_FLY_ROOF:
            esv_draw_roof(ui, fl->piece, true, r);
            break;
        case ES_FLY_MONEY:
            snprintf(text, sizeof text, "$%dM", fl->piece);
            chip(ui, text, r.x + r.w / 2, r.y + r.h / 2, 14, ui_rgba(0x1d1d24, 255),
                 ui_colour(UI_GOLD));
            break;
        case ES_FLY_NONE:
            break;
        }
    }
}

/* A mark on a lot: its column from the lot's strip up to just above what stands on it, so that
 * the mark's badge, which the shell sets on the top left corner, sits over the sky and not on a
 * number (only a building of six floors and a rooftop leaves no room for it). */
static SDL_Rect lot_mark(const EstatesView *v, const EstatesState *s, int row, int lot)
{
    SDL_Rect strip = esv_lot_strip(v, row, lot);
    int top = esv_lot_top(v, s, row, lot) - ui_px(v->ui, 18);
    if (top < v->band[row].y)
        top = v->band[row].y;
    /* its outline around the strip, not over it */
    int x = strip.x - v->lot_w / 20, bottom = strip.y + strip.h + ui_px(v->ui, 3);
    return (SDL_Rect){x, top, v->lot_w, bottom - top};
}

/* A recent move's mark: the lot a cube or rooftop went on, the lot of a row's permits, the mayor's
 * spot; an auction, a bid or a pass on its mover's card. */
static SDL_Rect mark_where(void *view, const ViewFrame *f, int k)
{
    const EstatesView *v = view;
    const EstatesState *s = esv_state(f);
    const char *move = f->match->moves[f->recent[k]];
    char word[16];
    int row = 0, lot = 0;
    int n = sscanf(move, "%15s %d.%d", word, &row, &lot);
    bool on_row = row >= 1 && row <= EST_ROWS;
    if (n == 3 && on_row && lot >= 1 && lot <= EST_LOTS &&
        (!strcmp(word, "place") || !strcmp(word, "roof")))
        return lot_mark(v, s, row - 1, lot - 1);
    if (n >= 2 && on_row && !strcmp(word, "permit")) {
        int at = estates_permit_lot(s, row - 1);
        if (at < 0) /* cancelled since: just past the row's end */
            at = SDL_min(estates_requirement(s, row - 1), EST_LOTS - 1);
        return lot_mark(v, s, row - 1, at);
    }
    if (n >= 2 && on_row && !strcmp(word, "mayor"))
        return v->mayor_spot[row - 1];
    return v->card[view_recent_mover(f, k)];
}

void esv_draw_scene(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    v->hots = 0;
    v->things = 0;
    esv_fit_floors(v, s);
    draw_board(v, f);
    /* the display and the supply lie in a tray sunk into the table */
    int lip = ui_px(v->ui, 4);
    ui_panel(v->ui,
             (SDL_Rect){v->tray.x, v->tray.y - lip, v->auction.x - ui_px(v->ui, 12) - v->tray.x,
                        v->tray.h + lip},
             UI_PANEL_TRAY, false);
    draw_display(v, f);
    draw_supply(v, f);
    draw_auction(v, f);
    EstatesProjection p;
    estates_project(s, &p);
    for (int seat = 0; seat < s->base.players; seat++)
        draw_card(v, f, seat, &p);
    view_mark_recent(v->ui, f, mark_where, v);
    draw_flies(v);
    /* a refusal or a note shows over the tray, above the auction's buttons: no move is ever
     * marked there (the marks stand on the lots, Main Street and the players' cards). The shell
     * centres a toast whose text is at most two thirds as wide as its area, with a margin each
     * side (14 px at scale 1): the area is made wide enough that the widest toast (a saved copy's
     * path) spans the whole tray and no further. */
    SDL_Rect t = v->tray;
    int text_w = t.w - 2 * ui_px(v->ui, 16);
    ui_toast_area(v->ui, (SDL_Rect){t.x + t.w / 2 - text_w * 3 / 4, t.y, text_w * 3 / 2, t.h});
}
