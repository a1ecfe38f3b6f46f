#include "text_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_list.h"
#include "text.h"

#define KEPT_LINES 256 /* the newest reports kept for tests */
#define SEEN_MAX 8192   /* distinct reports remembered (each is printed once) */
#define COVER_ALPHA 128 /* a fill at least this opaque hides the text under it */
#define TEXT_COPY 160   /* bytes of each text kept for the overlap report */
#define MIN_OVERLAP 2   /* pixels both ways: anti-aliased edges that touch are not a clash */
#define MIN_LETTER_PX 11 /* the height of a capital or digit on a piece, at 1024x640 and up */
#define MIN_CONTRAST 4.5 /* WCAG's ratio for text */
#define RING 2           /* the background is read this many pixels around a text's ink */
#define SHADE_ALPHA 64   /* a translucent fill at least this opaque dims what is under it */

typedef struct DrawnText {
    SDL_Rect box;     /* inked pixels within the clip */
    int order;        /* drawing order within the frame */
    int layer;        /* ui_begin_overlay count */
    SDL_Color colour; /* as drawn, its alpha the text's opacity */
    int letter_h;     /* the height of a capital or digit in its font and size */
    bool inactive;    /* a greyed control's label (ui_text_check_inactive) */
    char text[TEXT_COPY];
} DrawnText;

typedef struct Cover {
    SDL_Rect inner; /* surely hidden (the square inside a disc) */
    SDL_Rect outer; /* everything it may hide (the disc's square) */
    bool round;     /* a disc inside `outer` */
    bool piece;     /* a sprite or a disc: a piece, card, tile or coin, not a panel's fill */
    int order;
    int layer;
} Cover;

/* A translucent fill laid from an overlay over what is behind it (the shade under a question). */
typedef struct Shade {
    SDL_Rect r;
    int layer;
    Uint8 alpha;
} Shade;

struct UiTextCheck {
    DrawnText *texts;
    int text_count, text_cap;
    Cover *covers;
    int cover_count, cover_cap;
    Shade *shades;
    int shade_count, shade_cap;
    int order;             /* counts draws in the frame */
    bool inactive;         /* ui_text_check_inactive in force */
    int layer;             /* raised by ui_begin_overlay */
    bool scrolling;        /* the clip in force was set by ui_scroll_clip: */
    SDL_Rect scroll_area;  /* this one */
    Uint32 seen[SEEN_MAX]; /* hashes of the reports made */
    int seen_count;
    int reports; /* distinct reports so far */
    char lines[KEPT_LINES][512];
    bool legibility;    /* MOGULS_TEXT_CHECK=legibility: texts too small or faint count too */
    SDL_Surface *frame; /* the frame as drawn (ui_text_check_read_frame), for the contrast */
    bool frame_read;    /* this frame's pixels are in `frame` */
};

UiTextCheck *ui_text_check_create(bool legibility)
{
    UiTextCheck *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    c->legibility = legibility;
    return c;
}

void ui_text_check_destroy(UiTextCheck *c)
{
    if (!c)
        return;
    free(c->texts);
    free(c->covers);
    free(c->shades);
    SDL_FreeSurface(c->frame);
    free(c);
}

static Uint32 hash_text(const char *text)
{
    Uint32 h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h;
}

/* Prints and keeps a report, once per distinct line. */
static void report(UiTextCheck *c, const char *line)
{
    Uint32 h = hash_text(line);
    for (int i = 0; i < c->seen_count; i++)
        if (c->seen[i] == h)
            return;
    if (c->seen_count < SEEN_MAX)
        c->seen[c->seen_count++] = h;
    snprintf(c->lines[c->reports % KEPT_LINES], sizeof c->lines[0], "%s", line);
    c->reports++;
    fprintf(stderr, "moguls: %s\n", line);
}

int ui_text_check_count(const Ui *ui)
{
    return ui->text_check ? ui->text_check->reports : 0;
}

const char *ui_text_check_line(const Ui *ui, int back)
{
    const UiTextCheck *c = ui->text_check;
    if (!c || back < 0 || back >= c->reports || back >= KEPT_LINES)
        return NULL;
    return c->lines[(c->reports - 1 - back) % KEPT_LINES];
}

void ui_text_check_begin_frame(Ui *ui)
{
    UiTextCheck *c = ui->text_check;
    if (!c)
        return;
    c->text_count = 0;
    c->cover_count = 0;
    c->shade_count = 0;
    c->order = 0;
    c->layer = 0;
}

void ui_begin_overlay(Ui *ui)
{
    if (ui->text_check)
        ui->text_check->layer++;
}

void ui_scroll_clip(Ui *ui, const SDL_Rect *area)
{
    SDL_RenderSetClipRect(ui->renderer, area);
    if (area)
        ui_draw_scroll_area(ui, *area);
    if (!ui->text_check)
        return;
    ui->text_check->scrolling = area != NULL;
    if (area)
        ui->text_check->scroll_area = *area;
}

static SDL_Rect current_clip(Ui *ui);

/* ---- panels that cover texts ---- */

static void add_cover(Ui *ui, SDL_Rect inner, SDL_Rect outer, Uint8 alpha, bool piece);
static void add_shade(UiTextCheck *c, SDL_Rect r, Uint8 alpha);

void ui_text_check_cover(Ui *ui, SDL_Rect r, Uint8 alpha)
{
    add_cover(ui, r, r, alpha, false);
}

void ui_text_check_piece(Ui *ui, SDL_Rect r, Uint8 alpha)
{
    add_cover(ui, r, r, alpha, true);
}

void ui_text_check_cover_shape(Ui *ui, SDL_Rect inner, SDL_Rect outer, Uint8 alpha)
{
    add_cover(ui, inner, outer, alpha, true);
}

static void add_cover(Ui *ui, SDL_Rect inner, SDL_Rect outer, Uint8 alpha, bool piece)
{
    bool round = memcmp(&inner, &outer, sizeof inner) != 0;
    UiTextCheck *c = ui->text_check;
    if (c && alpha < COVER_ALPHA)
        add_shade(c, outer, alpha);
    if (!c || alpha < COVER_ALPHA)
        return;
    SDL_Rect clip = current_clip(ui); /* only what shows hides anything */
    if (!SDL_IntersectRect(&inner, &clip, &inner) || !SDL_IntersectRect(&outer, &clip, &outer))
        return;
    if (c->cover_count == c->cover_cap) {
        c->cover_cap = c->cover_cap ? 2 * c->cover_cap : 1024;
        c->covers = realloc(c->covers, (size_t)c->cover_cap * sizeof *c->covers);
        if (!c->covers)
            abort();
    }
    c->covers[c->cover_count++] = (Cover){inner, outer, round, piece, c->order++, c->layer};
}

static bool contains(SDL_Rect outer, SDL_Rect inner)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

/* Whether the cover holds all of r: the rectangle, or the disc (every corner of r inside it, a
 * pixel of anti-aliasing allowed). */
static bool holds(const Cover *k, SDL_Rect r)
{
    if (!k->round)
        return contains(k->inner, r);
    float radius = k->outer.w / 2.0f + 1.0f;
    float cx = k->outer.x + k->outer.w / 2.0f, cy = k->outer.y + k->outer.h / 2.0f;
    float dx = fmaxf(fabsf(r.x - cx), fabsf(r.x + r.w - cx));
    float dy = fmaxf(fabsf(r.y - cy), fabsf(r.y + r.h - cy));
    return dx * dx + dy * dy <= radius * radius;
}

/* Whether a panel drawn between draws `from` and `to` hides the place r. */
static bool covered_between(const UiTextCheck *c, int from, int to, SDL_Rect r)
{
    for (int i = 0; i < c->cover_count; i++)
        if (c->covers[i].order > from && c->covers[i].order < to && holds(&c->covers[i], r))
            return true;
    return false;
}

/* ---- texts cut by their area ---- */

/* The clip rectangle in force, within the window. */
static SDL_Rect current_clip(Ui *ui)
{
    SDL_Rect window = {0, 0, ui->pixel_w, ui->pixel_h}, clip = window;
    if (SDL_RenderIsClipEnabled(ui->renderer)) {
        SDL_RenderGetClipRect(ui->renderer, &clip);
        if (!SDL_IntersectRect(&clip, &window, &clip))
            clip = (SDL_Rect){0, 0, 0, 0};
    }
    return clip;
}

/* Whether the clip in force is the scrolling area set by ui_scroll_clip. */
static bool in_scroll_area(Ui *ui, SDL_Rect clip)
{
    const UiTextCheck *c = ui->text_check;
    SDL_Rect area = c->scroll_area, window = {0, 0, ui->pixel_w, ui->pixel_h};
    if (!c->scrolling || !SDL_RenderIsClipEnabled(ui->renderer) ||
        !SDL_IntersectRect(&area, &window, &area))
        return false;
    return !memcmp(&area, &clip, sizeof area);
}

/* Reports a text whose ink leaves its clip; the part that shows is put in *shown. */
static void check_cut(Ui *ui, const char *text, SDL_Rect ink, SDL_Rect *shown)
{
    SDL_Rect clip = current_clip(ui);
    if (!SDL_IntersectRect(&ink, &clip, shown))
        *shown = (SDL_Rect){ink.x, ink.y, 0, 0};
    bool scrolling = in_scroll_area(ui, clip);
    bool cut_sides = ink.x < clip.x || ink.x + ink.w > clip.x + clip.w;
    bool cut_ends = ink.y < clip.y || ink.y + ink.h > clip.y + clip.h;
    if (scrolling && shown->h == 0)
        return; /* a line scrolled out of sight */
    char how[160];
    if (cut_sides) {
        snprintf(how, sizeof how, "cut at the side of its area %d,%d %dx%d", clip.x, clip.y, clip.w,
                 clip.h);
        ui_text_check_short(ui, text, ink.w, shown->w, how);
    } else if (cut_ends && !scrolling) {
        snprintf(how, sizeof how, "cut at the top or bottom of its area %d,%d %dx%d; heights",
                 clip.x, clip.y, clip.w, clip.h);
        ui_text_check_short(ui, text, ink.h, shown->h, how);
    }
}

void ui_text_check_short(Ui *ui, const char *text, int needs, int has, const char *how)
{
    if (!ui->text_check)
        return;
    char line[512];
    snprintf(line, sizeof line, "text does not fit: '%s' needs %d px, has %d px (%s)", text, needs,
             has, how);
    report(ui->text_check, line);
}

void ui_text_check_left_out(Ui *ui, const char *text, const char *why)
{
    UiTextCheck *c = ui->text_check;
    if (!c || !c->legibility || ui->pixel_w < 1024 || ui->pixel_h < 640)
        return;
    char line[512];
    snprintf(line, sizeof line, "text too small: '%s' is left out (%s)", text, why);
    report(c, line);
}

void ui_text_check_drawn(Ui *ui, const char *text, SDL_Rect ink, SDL_Color colour, int letter_h)
{
    UiTextCheck *c = ui->text_check;
    if (!c || ink.w <= 0 || ink.h <= 0)
        return;
    SDL_Rect shown;
    check_cut(ui, text, ink, &shown);
    if (shown.w <= 0 || shown.h <= 0)
        return;
    if (c->text_count == c->text_cap) {
        c->text_cap = c->text_cap ? 2 * c->text_cap : 256;
        c->texts = realloc(c->texts, (size_t)c->text_cap * sizeof *c->texts);
        if (!c->texts)
            abort();
    }
    DrawnText *d = &c->texts[c->text_count++];
    d->box = shown;
    d->order = c->order++;
    d->layer = c->layer;
    d->colour = colour;
    d->letter_h = letter_h;
    d->inactive = c->inactive;
    snprintf(d->text, sizeof d->text, "%s", text);
}

/* ---- texts over texts ---- */

static void check_pair(UiTextCheck *c, const DrawnText *a, const DrawnText *b)
{
    SDL_Rect meet;
    if (a->layer != b->layer || !SDL_IntersectRect(&a->box, &b->box, &meet) ||
        meet.w < MIN_OVERLAP || meet.h < MIN_OVERLAP || !strcmp(a->text, b->text) ||
        covered_between(c, a->order, b->order, meet))
        return;
    char line[512];
    snprintf(line, sizeof line, "text does not fit: '%s' overlaps '%s' (at %d,%d, %dx%d px)",
             b->text, a->text, meet.x, meet.y, meet.w, meet.h);
    report(c, line);
}

/* ---- texts and pictures ---- */

/* A text and a picture (a sprite, a disc, an opaque fill) of the same layer that partly share
 * pixels: the text runs over the picture's edge (a caption over a tile), or the picture hides
 * part of the text (a mark over a number). A text wholly on a picture is a label on its panel,
 * and a picture wholly over a text hides it on purpose (a card laid on another); neither is
 * reported, nor a text that a panel drawn between the two holds whole (it sits on that panel,
 * or that panel already hid it). */
static void check_text_and_cover(UiTextCheck *c, const DrawnText *t, const Cover *k)
{
    SDL_Rect meet;
    if (t->layer != k->layer || !SDL_IntersectRect(&t->box, &k->inner, &meet) ||
        meet.w < MIN_OVERLAP || meet.h < MIN_OVERLAP)
        return;
    bool picture_first = k->order < t->order;
    if (picture_first ? contains(k->outer, t->box) : holds(k, t->box))
        return;
    int from = picture_first ? k->order : t->order, to = picture_first ? t->order : k->order;
    if (covered_between(c, from, to, t->box))
        return;
    char line[512];
    if (picture_first)
        snprintf(line, sizeof line,
                 "text does not fit: '%s' runs over the edge of a picture at %d,%d %dx%d (at "
                 "%d,%d, %dx%d px)",
                 t->text, k->outer.x, k->outer.y, k->outer.w, k->outer.h, meet.x, meet.y, meet.w,
                 meet.h);
    else
        snprintf(line, sizeof line,
                 "text does not fit: '%s' is partly covered by a picture at %d,%d %dx%d (at "
                 "%d,%d, %dx%d px)",
                 t->text, k->outer.x, k->outer.y, k->outer.w, k->outer.h, meet.x, meet.y, meet.w,
                 meet.h);
    report(c, line);
}

static int by_top(const void *a, const void *b)
{
    const DrawnText *x = a, *y = b;
    return x->box.y < y->box.y ? -1 : x->box.y > y->box.y;
}

/* Each picture against the texts that may reach it (the texts sorted by their top). While
 * something moves (a frame was asked for), pieces pass over texts on their way: only texts
 * running over pictures count then. */
static void check_covers(Ui *ui, UiTextCheck *c)
{
    if (c->text_count > 1) /* a frame may draw no text at all: no list to sort */
        qsort(c->texts, (size_t)c->text_count, sizeof *c->texts, by_top);
    int tallest = 0;
    for (int i = 0; i < c->text_count; i++)
        if (c->texts[i].box.h > tallest)
            tallest = c->texts[i].box.h;
    for (int k = 0; k < c->cover_count; k++) {
        const Cover *cover = &c->covers[k];
        int lo = 0, hi = c->text_count, from = cover->inner.y - tallest;
        while (lo < hi) { /* the first text whose top is at `from` or below */
            int mid = (lo + hi) / 2;
            if (c->texts[mid].box.y < from)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (int i = lo; i < c->text_count && c->texts[i].box.y < cover->inner.y + cover->inner.h;
             i++)
            if (!ui->frame_requested || cover->order < c->texts[i].order)
                check_text_and_cover(c, &c->texts[i], cover);
    }
}

/* ---- texts too small or too faint ---- */

static void add_shade(UiTextCheck *c, SDL_Rect r, Uint8 alpha)
{
    if (!c->legibility || c->layer == 0 || alpha == 0)
        return;
    if (c->shade_count == c->shade_cap) {
        c->shade_cap = c->shade_cap ? 2 * c->shade_cap : 16;
        c->shades = realloc(c->shades, (size_t)c->shade_cap * sizeof *c->shades);
        if (!c->shades)
            abort();
    }
    c->shades[c->shade_count++] = (Shade){r, c->layer, alpha};
}

/* Whether an overlay above the text laid a shade over it: it is dimmed on purpose, behind what
 * the overlay shows (a question over a list). While something moves, any shade of an overlay
 * reaching over the text dims it on purpose too: a shade deepening or lifting, the shadow of a
 * panel rising (the end screen over the board); the eye is on what comes or goes, not on the text
 * going behind it. */
static bool shaded(const Ui *ui, const UiTextCheck *c, const DrawnText *t)
{
    for (int i = 0; i < c->shade_count; i++) {
        const Shade *s = &c->shades[i];
        if (s->layer > t->layer &&
            (s->alpha >= SHADE_ALPHA ? contains(s->r, t->box)
                                     : ui->frame_requested && SDL_HasIntersection(&s->r, &t->box)))
            return true;
    }
    return false;
}

/* Whether an overlay above the text (a tooltip, a pop-up) hides part of it and its shadow falls
 * on the rest: the text is behind what the player reads now, dimmed by it on purpose. */
static bool overlaid(const UiTextCheck *c, const DrawnText *t)
{
    bool hidden = false, in_shadow = false;
    for (int i = 0; i < c->cover_count && !hidden; i++)
        hidden = c->covers[i].layer > t->layer && SDL_HasIntersection(&c->covers[i].inner, &t->box);
    for (int i = 0; i < c->shade_count && !in_shadow; i++)
        in_shadow = c->shades[i].layer > t->layer && SDL_HasIntersection(&c->shades[i].r, &t->box);
    return hidden && in_shadow;
}

void ui_text_check_read_frame(Ui *ui)
{
    UiTextCheck *c = ui->text_check;
    if (!c || !c->legibility || c->text_count == 0)
        return;
    if (c->frame && (c->frame->w != ui->pixel_w || c->frame->h != ui->pixel_h)) {
        SDL_FreeSurface(c->frame);
        c->frame = NULL;
    }
    if (!c->frame)
        c->frame = SDL_CreateRGBSurfaceWithFormat(0, ui->pixel_w, ui->pixel_h, 32,
                                                  SDL_PIXELFORMAT_ARGB8888);
    c->frame_read = c->frame && SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888,
                                                     c->frame->pixels, c->frame->pitch) == 0;
}

void ui_text_check_inactive(Ui *ui, bool inactive)
{
    if (ui->text_check)
        ui->text_check->inactive = inactive;
}

/* WCAG 2's relative luminance of a colour, and the contrast ratio of two. */
static double channel(Uint8 v)
{
    double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4);
}

static double luminance(SDL_Color c)
{
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

static double contrast(SDL_Color a, SDL_Color b)
{
    double la = luminance(a) + 0.05, lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

static SDL_Color pixel_at(const SDL_Surface *s, int x, int y)
{
    Uint32 p = ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
    return (SDL_Color){(Uint8)(p >> 16), (Uint8)(p >> 8), (Uint8)p, 255};
}

static int by_luminance(const void *a, const void *b)
{
    double x = luminance(*(const SDL_Color *)a), y = luminance(*(const SDL_Color *)b);
    return x < y ? -1 : x > y;
}

/* Whether one of the `n` rectangles `hiding` surely hides the pixel (x, y). */
static bool hidden_at(const SDL_Rect *hiding, int n, int x, int y)
{
    SDL_Point p = {x, y};
    for (int i = 0; i < n; i++)
        if (SDL_PointInRect(&p, &hiding[i]))
            return true;
    return false;
}

/* What a text sits on: the median colour (by luminance) of the frame's pixels on the outline of
 * its ink grown by RING pixels, where no glyph reaches and nothing opaque drawn later hides it
 * (the panel of an overlay rising over half a label). False when none of them is in sight. */
static bool background(const UiTextCheck *c, const DrawnText *t, SDL_Color *out)
{
    const SDL_Surface *frame = c->frame;
    SDL_Rect ink = t->box;
    SDL_Rect around = {ink.x - RING, ink.y - RING, ink.w + 2 * RING, ink.h + 2 * RING};
    enum { HIDING_MOST = 64 };
    SDL_Rect hiding[HIDING_MOST];
    int hidden = 0;
    for (int i = 0; i < c->cover_count && hidden < HIDING_MOST; i++)
        if (c->covers[i].order > t->order && SDL_HasIntersection(&c->covers[i].inner, &around))
            hiding[hidden++] = c->covers[i].inner;
    enum { MOST = 4096 };
    static SDL_Color ring[MOST];
    int left = ink.x - RING, top = ink.y - RING, right = ink.x + ink.w - 1 + RING,
        bottom = ink.y + ink.h - 1 + RING, n = 0;
    for (int y = top; y <= bottom && n < MOST; y++) {
        int step = (y == top || y == bottom) ? 1 : right - left; /* the sides: both ends */
        for (int x = left; x <= right && n < MOST; x += step)
            if (x >= 0 && y >= 0 && x < frame->w && y < frame->h &&
                !hidden_at(hiding, hidden, x, y))
                ring[n++] = pixel_at(frame, x, y);
    }
    if (n == 0)
        return false;
    qsort(ring, (size_t)n, sizeof *ring, by_luminance);
    *out = ring[n / 2];
    return true;
}

/* A text's colour as it shows over `under`: blended by its opacity. */
static SDL_Color as_shown(SDL_Color colour, SDL_Color under)
{
    float a = colour.a / 255.0f;
    return (SDL_Color){(Uint8)(colour.r * a + under.r * (1 - a) + 0.5f),
                       (Uint8)(colour.g * a + under.g * (1 - a) + 0.5f),
                       (Uint8)(colour.b * a + under.b * (1 - a) + 0.5f), 255};
}

/* Whether the text has a letter or a digit (a symbol alone, a check mark or an arrow, is no
 * letter to read). */
static bool has_letters(const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if ((*p >= '0' && *p <= '9') || ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') ||
            (*p >= 0xC3 && *p <= 0xC5)) /* the lead bytes of accented Latin letters */
            return true;
    return false;
}

/* Whether a text sits on a piece: the last picture of its layer drawn before it that holds it
 * whole is a sprite or a disc (a card, a tile, a coin), not a panel's fill. */
static bool on_piece(const UiTextCheck *c, const DrawnText *t)
{
    const Cover *under = NULL;
    for (int i = 0; i < c->cover_count; i++) {
        const Cover *k = &c->covers[i];
        if (k->layer == t->layer && k->order < t->order && holds(k, t->box) &&
            (!under || k->order > under->order))
            under = k;
    }
    return under && under->piece;
}

/* Whether the same string is drawn over the text later: the text is its shadow or outline. */
static bool under_itself(const UiTextCheck *c, const DrawnText *t)
{
    SDL_Rect meet;
    for (int i = 0; i < c->text_count; i++)
        if (c->texts[i].order > t->order && SDL_IntersectRect(&t->box, &c->texts[i].box, &meet) &&
            !strcmp(t->text, c->texts[i].text))
            return true;
    return false;
}

/* Reports a letter or digit on a piece below MIN_LETTER_PX (at 1024x640 and up) and a text with
 * less contrast than MIN_CONTRAST against what it sits on. A text something hides later in the
 * frame is not judged, nor a shadow (the same string drawn over it), nor, while something moves,
 * a translucent one (fading in or out); nor the contrast of one half under an overlay, in its
 * shadow. */
static void check_legible(Ui *ui, UiTextCheck *c, const DrawnText *t)
{
    if (covered_between(c, t->order, c->order, t->box) || under_itself(c, t) ||
        (ui->frame_requested && t->colour.a < 255))
        return;
    char line[512];
    if (ui->pixel_w >= 1024 && ui->pixel_h >= 640 && t->letter_h < MIN_LETTER_PX &&
        has_letters(t->text) && on_piece(c, t)) {
        snprintf(line, sizeof line, "text too small: '%s' is %d px high (%d px at least)", t->text,
                 t->letter_h, MIN_LETTER_PX);
        report(c, line);
    }
    SDL_Color under;
    if (t->inactive || shaded(ui, c, t) || overlaid(c, t) || !c->frame_read ||
        !background(c, t, &under))
        return;
    double ratio = contrast(as_shown(t->colour, under), under);
    if (ratio < MIN_CONTRAST) { /* rounded down: 4.46 is no 4.5 */
        snprintf(line, sizeof line, "text hard to read: '%s' has contrast %.1f:1 (%.1f:1 at least)",
                 t->text, floor(ratio * 10) / 10, MIN_CONTRAST);
        report(c, line);
    }
}

void ui_text_check_end_frame(Ui *ui)
{
    UiTextCheck *c = ui->text_check;
    if (!c)
        return;
    for (int i = 0; i < c->text_count && c->legibility; i++)
        check_legible(ui, c, &c->texts[i]);
    for (int i = 0; i < c->text_count; i++)
        for (int j = i + 1; j < c->text_count; j++)
            check_pair(c, &c->texts[i], &c->texts[j]);
    check_covers(ui, c);
    c->frame_read = false;
}
