#include "marks.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_list.h"
#include "text.h"

float ui_mark_strength(int number, int count)
{
    if (count <= 1 || number >= count)
        return 1.0f;
    return 0.6f + 0.3f * (float)(number - 1) / (float)(count - 1);
}

static SDL_Color faded(SDL_Color c, float strength)
{
    c.a = (Uint8)(c.a * strength);
    return c;
}

/* WCAG's relative luminance. */
static float luminance(SDL_Color c)
{
    const Uint8 rgb[3] = {c.r, c.g, c.b};
    const float weight[3] = {0.2126f, 0.7152f, 0.0722f};
    float l = 0;
    for (int i = 0; i < 3; i++) {
        float s = rgb[i] / 255.0f;
        l += weight[i] * (s <= 0.03928f ? s / 12.92f : powf((s + 0.055f) / 1.055f, 2.4f));
    }
    return l;
}

static float contrast(SDL_Color a, SDL_Color b)
{
    float la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05f) / (lb + 0.05f) : (lb + 0.05f) / (la + 0.05f);
}

/* The ink that stands out most on a badge's colour: white or near black. */
static SDL_Color ink_on(SDL_Color badge)
{
    SDL_Color white = ui_rgba(0xffffff, 255), black = ui_rgba(0x0b1218, 255);
    return contrast(white, badge) >= contrast(black, badge) ? white : black;
}

/* A board mark's number is read at a glance like the numbers on the pieces it sits among: its
 * digits at least 11 pixels high (Lato Bold at 16 px) whatever the window. */
#define MARK_NUMBER_PX 16

/* The size of a badge's number: half again its radius (a log line's about as large as the line's
 * text), on the board never below MARK_NUMBER_PX. */
static int number_px(int radius, bool on_board)
{
    int px = radius * 3 / 2 > 8 ? radius * 3 / 2 : 8;
    return on_board && px < MARK_NUMBER_PX ? MARK_NUMBER_PX : px;
}

/* An older move's badge is fainter: its colour toward the card stock's, but opaque, so that
 * the number on it, in the ink that stands out most from that colour, stays as clear. */
static SDL_Color badge_colour(Ui *ui, int colour_index, float strength)
{
    SDL_Color full = ui_player_colour(ui, colour_index), c = full;
    /* faded no further than its ink reads 5:1 on it: 4.5:1 and a little more for the dark rim
     * close around a small badge's number */
    for (float t = strength; t < 1.0f; t += 0.05f) {
        c = ui_mix(ui_colour(UI_PANEL), full, t);
        if (contrast(ink_on(c), c) >= 5.0f)
            return c;
    }
    return full;
}

/* A log tag's colour: the badge's, deepened until white reads on it 5:1, so that its white number
 * also reads where the log's edge cuts the tag and the dark panel shows around the number. */
static SDL_Color deepened(SDL_Color c)
{
    for (int step = 0; step < 20 && contrast(ui_rgba(0xffffff, 255), c) < 5.0f; step++)
        c = ui_mix(c, ui_rgba(0x000000, 255), 0.1f);
    return c;
}

/* How wide a badge of that radius is for the text: a disc, or longer for longer numbers. */
static int badge_width(Ui *ui, const char *text, int radius, int px)
{
    int tw;
    ui_text_size(ui, text, ui_style(UI_FONT_BOLD, px, ui_colour(UI_PANEL)), &tw, NULL);
    return tw + radius > 2 * radius ? tw + radius : 2 * radius;
}

/* A badge filling box (rounded to a disc when it is square): a gold ring around the newest
 * move's, a dark rim, its colour, the numbers. One drawing for the board's marks and the log's. */
static void draw_badge(Ui *ui, SDL_Rect box, int px, int colour_index, const char *text,
                       float strength, bool newest, bool in_log)
{
    int radius = box.h / 2, ring = ui_px(ui, 3);
    SDL_Color colour = badge_colour(ui, colour_index, strength);
    if (in_log)
        colour = deepened(colour);
    if (newest)
        ui_fill_round_rect(
            ui, (SDL_Rect){box.x - ring, box.y - ring, box.w + 2 * ring, box.h + 2 * ring},
            radius + ring, ui_colour(UI_GOLD));
    ui_fill_round_rect(ui, (SDL_Rect){box.x - 1, box.y - 1, box.w + 2, box.h + 2}, radius + 1,
                       ui_rgba(0x0b1218, 255));
    ui_fill_round_rect(ui, (SDL_Rect){box.x + 1, box.y + 1, box.w - 2, box.h - 2}, radius - 1,
                       colour);
    ui_text(ui, text, ui_style(UI_FONT_BOLD, px, ink_on(colour)), box.x + box.w / 2,
            box.y + box.h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

void ui_mark_badge(Ui *ui, int cx, int cy, int radius, int colour_index, int number, int count)
{
    char text[8];
    snprintf(text, sizeof text, "%d", number);
    /* a pixel taller than its radius says on each side: the number's surroundings are then all
     * the badge's colour */
    int px = number_px(radius, false), w = badge_width(ui, text, radius + 1, px);
    draw_badge(ui, (SDL_Rect){cx - w / 2, cy - radius - 1, w, 2 * radius + 2}, px, colour_index,
               text, ui_mark_strength(number, count), number == count, true);
}

void ui_mark_numbers(const int *numbers, int n, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used < outlen; i++) {
        int j = i;
        while (j + 1 < n && numbers[j + 1] == numbers[j] + 1)
            j++;
        const char *sep = i ? ", " : "";
        int wrote =
            j >= i + 2 ? snprintf(out + used, outlen - used, "%s%d-%d", sep, numbers[i], numbers[j])
                       : snprintf(out + used, outlen - used, "%s%d", sep, numbers[i]);
        used += wrote > 0 ? (size_t)wrote : 0;
        if (j >= i + 2)
            i = j;
    }
}

/* ---- where a badge may go ---- */

void ui_marks_begin_frame(Ui *ui)
{
    ui->mark_clear_count = 0;
}

void ui_marks_keep_clear(Ui *ui, SDL_Rect r)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    if (ui->mark_clear_count == ui->mark_clear_cap) {
        ui->mark_clear_cap = ui->mark_clear_cap ? 2 * ui->mark_clear_cap : 256;
        ui->mark_clear = realloc(ui->mark_clear, (size_t)ui->mark_clear_cap * sizeof(SDL_Rect));
        if (!ui->mark_clear)
            abort();
    }
    ui->mark_clear[ui->mark_clear_count++] = r;
}

/* An outline's side being drawn: the bar, its axis, what it rings and how far it keeps off. */
typedef struct OutlineSide {
    SDL_Rect bar;
    bool along_x;
    SDL_Rect own; /* the thing ringed: what lies within it does not break the outline */
    int gap;
} OutlineSide;

/* Whether the i-th kept-clear box (grown by the gap) crosses the side, and the part [lo, hi) of
 * the side's axis it takes. */
static bool breaks_side(const Ui *ui, const OutlineSide *s, int i, int *lo, int *hi)
{
    SDL_Rect k = ui->mark_clear[i];
    if (k.x >= s->own.x && k.y >= s->own.y && k.x + k.w <= s->own.x + s->own.w &&
        k.y + k.h <= s->own.y + s->own.h)
        return false;
    k = (SDL_Rect){k.x - s->gap, k.y - s->gap, k.w + 2 * s->gap, k.h + 2 * s->gap};
    *lo = s->along_x ? k.x : k.y;
    *hi = *lo + (s->along_x ? k.w : k.h);
    return SDL_HasIntersection(&k, &s->bar);
}

/* Where a run of the side starting at `pos` stops: where the first box crossing it begins, or
 * `end`. */
static int run_end(const Ui *ui, const OutlineSide *s, int pos, int end)
{
    int lo, hi;
    for (int i = 0; i < ui->mark_clear_count; i++)
        if (breaks_side(ui, s, i, &lo, &hi) && hi > pos && lo < end)
            end = lo > pos ? lo : pos;
    return end;
}

/* Where the side is clear again after the boxes crossing it at `pos`. */
static int gap_end(const Ui *ui, const OutlineSide *s, int pos)
{
    int lo, hi;
    for (bool moved = true; moved;) {
        moved = false;
        for (int i = 0; i < ui->mark_clear_count; i++)
            if (breaks_side(ui, s, i, &lo, &hi) && lo <= pos && hi > pos) {
                pos = hi;
                moved = true;
            }
    }
    return pos;
}

/* One side of an outline, in runs between the kept-clear boxes it meets. */
static void outline_side_clear(Ui *ui, const OutlineSide *s, SDL_Color colour)
{
    SDL_Rect bar = s->bar;
    int pos = s->along_x ? bar.x : bar.y, end = pos + (s->along_x ? bar.w : bar.h);
    while (pos < end) {
        int stop = run_end(ui, s, pos, end);
        if (stop > pos)
            ui_draw_fill(ui,
                         s->along_x ? (SDL_Rect){pos, bar.y, stop - pos, bar.h}
                                    : (SDL_Rect){bar.x, pos, bar.w, stop - pos},
                         colour, SDL_BLENDMODE_BLEND);
        pos = stop < end ? gap_end(ui, s, stop) : end;
    }
}

void ui_marks_outline_clear(Ui *ui, SDL_Rect r, SDL_Rect own, int width, int gap, SDL_Color colour)
{
    const OutlineSide sides[4] = {
        {{r.x, r.y, r.w, width}, true, own, gap},
        {{r.x, r.y + r.h - width, r.w, width}, true, own, gap},
        {{r.x, r.y + width, width, r.h - 2 * width}, false, own, gap},
        {{r.x + r.w - width, r.y + width, width, r.h - 2 * width}, false, own, gap}};
    for (int i = 0; i < 4; i++)
        outline_side_clear(ui, &sides[i], colour);
}

/* The area drawing is clipped to now (the window without a clip). */
static SDL_Rect drawing_area(Ui *ui)
{
    SDL_Rect window = {0, 0, ui->pixel_w, ui->pixel_h}, clip = window;
    if (SDL_RenderIsClipEnabled(ui->renderer)) {
        SDL_RenderGetClipRect(ui->renderer, &clip);
        if (!SDL_IntersectRect(&clip, &window, &clip))
            clip = window;
    }
    return clip;
}

static bool within(SDL_Rect outer, SDL_Rect inner)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

static bool hides_something(const Ui *ui, SDL_Rect box)
{
    for (int i = 0; i < ui->mark_clear_count; i++)
        if (SDL_HasIntersection(&box, &ui->mark_clear[i]))
            return true;
    return false;
}

/* Where a badge of w x h goes for the area r: on a corner of the area (half outside, as a tag),
 * inside a corner, or (with `beside`) beside it; the first of these in sight that hides nothing
 * (*clear), else the first in sight. `margin` is the ring's room around the badge. */
static SDL_Rect badge_spot(Ui *ui, SDL_Rect r, int w, int h, int margin, bool beside, bool *clear)
{
    *clear = true;
    int g = margin, half = h / 2;
    int left = r.x - half, right = r.x + r.w - w + half, top = r.y - half,
        bottom = r.y + r.h - h + half;
    int in_l = r.x + g, in_r = r.x + r.w - w - g, in_t = r.y + g, in_b = r.y + r.h - h - g;
    int mid_y = r.y + (r.h - h) / 2, mid_x = r.x + (r.w - w) / 2;
    const int xy[][2] = {{left, top},          {right, top},          {in_l, in_t},
                         {in_r, in_t},         {left, bottom},        {right, bottom},
                         {in_l, in_b},         {in_r, in_b},          {mid_x, in_t},
                         {mid_x, in_b},        {r.x - w - g, mid_y},  {r.x + r.w + g, mid_y},
                         {mid_x, r.y - h - g}, {mid_x, r.y + r.h + g}};
    const int on_area = 10; /* the spots before the ones beside the area */
    const int n = beside ? (int)(sizeof xy / sizeof xy[0]) : on_area;
    SDL_Rect area = drawing_area(ui), first = {in_l, in_t, w, h};
    bool have_first = false;
    for (int i = 0; i < n; i++) {
        SDL_Rect box = {xy[i][0], xy[i][1], w, h};
        SDL_Rect ringed = {box.x - g, box.y - g, w + 2 * g, h + 2 * g};
        if (!within(area, ringed))
            continue;
        if (!hides_something(ui, ringed))
            return box;
        if (!have_first)
            first = box;
        have_first = true;
    }
    *clear = false;
    return first;
}

SDL_Rect ui_mark_rect(Ui *ui, SDL_Rect r, int colour_index, const int *numbers, int n, int count)
{
    int newest = numbers[n - 1];
    float strength = ui_mark_strength(newest, count);
    int width = newest == count ? ui_px(ui, 3) : ui_px(ui, 2);
    if (width < 1)
        width = 1;
    ui_outline_rect(ui, r, width, faded(ui_player_colour(ui, colour_index), strength));
    char text[96];
    /* its number 11 px high where such a badge finds a spot that hides nothing; in a crowded
     * place (several moves' numbers beside names) the same size naming only the newest moves
     * ("…8, 10": the log lists them all), and only where even that finds no spot as large as
     * the badge's radius gives */
    int ring = ui_px(ui, 3), px = number_px(ui_px(ui, 9), true);
    int radius = px * 4 / 5 > ui_px(ui, 9) ? px * 4 / 5 : ui_px(ui, 9);
    int h = 2 * radius, w = 0;
    bool clear = false;
    SDL_Rect box = {0, 0, 0, 0};
    /* on the area naming fewer moves rather than beside it naming all: beside a player's panel
     * is the board, whose pieces it would hide and where it would tell of the wrong place */
    for (int beside = 0; !clear && beside < 2; beside++)
        for (int from = 0; !clear && from < n; from++) {
            char latest[90];
            ui_mark_numbers(numbers + from, n - from, latest, sizeof latest);
            snprintf(text, sizeof text, "%s%s", from ? "\u2026" : "", latest);
            w = badge_width(ui, text, radius, px);
            box = badge_spot(ui, r, w, h, ring + 1, beside, &clear);
        }
    if (!clear) {
        ui_mark_numbers(numbers, n, text, sizeof text);
        radius = ui_px(ui, 9), px = number_px(radius, false), h = 2 * radius;
        w = badge_width(ui, text, radius, px);
        box = badge_spot(ui, r, w, h, ring + 1, true, &clear);
    }
    draw_badge(ui, box, px, colour_index, text, strength, newest == count, false);
    ui_marks_keep_clear(ui, (SDL_Rect){box.x - ring, box.y - ring, w + 2 * ring, h + 2 * ring});
    return box;
}
