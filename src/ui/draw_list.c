#include "draw_list.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sprite.h"
#include "text.h"
#include "text_check.h"
#include "widgets.h"

#define MAX_DIRTY 64    /* rectangles redrawn in one frame; more are merged */
#define MAX_CHANGED 256 /* rectangles a frame's changes are gathered in before that */
#define MAX_COVERS 16 /* opaque operations kept to find what they hide */
#define MAX_PIECES 8  /* the most pieces an operation is drawn in (what shows of it) */

typedef enum DrawKind { DRAW_FILL, DRAW_COPY, DRAW_GEOMETRY, DRAW_PAINTED } DrawKind;
#define PAINT_ROWS 32 /* a painter's rows made and copied at a time */
#define FILL_BANDS 8  /* colours of opaque fills kept as bands of pixels (software renderer) */
#define FILL_BAND_ROWS 16 /* the rows of a band: a fill is copied from it this many at a time */
#define BAND_WORTH 16384  /* pixels: a smaller fill makes no band (SDL's unless one is kept) */
/* pixels: a copy's opaque part shown smaller is blended with the rest (each change of the
   texture's blend mode has SDL choose its blitter again) */
#define UNBLENDED_WORTH 4096

/* Rows of one opaque colour, which an opaque fill is copied from rather than filled by SDL: the
 * software renderer fills with streaming stores, which write past the cache, so the text and
 * sprites blended over the fill next read it back from memory (a panel of 280 x 702 with 30
 * lines of text on it: 1.0 ms filled, 0.6 ms copied). Its pixels are the colour as SDL's fill
 * maps it into the window's format, so the window's pixels are the same. */
typedef struct FillBand {
    SDL_Texture *texture; /* NULL: a free slot */
    SDL_Color colour;
    int w;
    unsigned last_used;
} FillBand;

/* One operation. Everything before `vertex_first` says what it draws: two operations are the
 * same when those bytes are (and, for triangles, their vertices and indices). */
typedef struct DrawOp {
    int kind;
    int blend;        /* SDL_BlendMode */
    SDL_Color colour; /* a fill's colour, a copy's colour and alpha modulation */
    int clipped;      /* a clip rectangle was in force */
    SDL_Rect clip;
    SDL_Rect src, dst; /* a copy's (src.w = 0: the whole texture); a fill's rectangle is dst */
    int has_src;
    double angle;
    SDL_Texture *texture;
    const UiPainter *painter; /* a painted operation's, and its pixels' version */
    int painter_version;
    SDL_Rect bounds; /* the pixels it may change (clip included); empty: none */
    int whole;       /* drawn whole or not at all: a scaled or turned copy, triangles (SDL
                        samples them from where the clip starts: a part drawn alone may differ
                        by a shade from the same part of the whole) */
    int vertex_first, vertex_count, index_first, index_count;
    uint64_t hash;   /* of what it draws: equal operations have equal hashes */
    SDL_Rect opaque; /* a copy's pixels it paints whatever is under them (empty: none known) */
} DrawOp;

/* What an operation hides: paints_over, its bounds; else its opaque part. */
typedef struct Cover {
    SDL_Rect hides;
    int op;
} Cover;

typedef struct OpList {
    DrawOp *ops;
    int count, cap;
    SDL_Vertex *vertices;
    int vertex_count, vertex_cap;
    int *indices;
    int index_count, index_cap;
    /* Finding an operation again: the operations with the same hash form a chain in drawing
     * order (next), and first[hash & mask] is the earliest of a chain not yet passed. */
    int *next, next_cap;
    int *first, first_cap;
    unsigned mask;
    /* The operations that hide what lies under them, in drawing order. Listed once a frame, at
     * the first change looked at (mark_changed), which then reads these and not every operation. */
    Cover *covers;
    int cover_count, cover_cap;
    bool covers_listed;
} OpList;

struct UiDrawList {
    OpList lists[2];
    int current; /* lists[current] is being recorded, the other is the last frame's */
    bool recording;
    bool redraw_all; /* the next frame is rasterised whole */
    /* The window keeps its pixels from one frame to the next (the software renderer draws into
     * the window's own surface): the frame is rasterised straight into it where it changed, and
     * no layer is kept (4 MB at 1280 x 800) ... */
    bool window_keeps;
    /* ... unless something was drawn into it since the last frame: then it is drawn whole */
    bool window_stale;
    SDL_Texture *layer;     /* else the last picture, copied to the window at each frame */
    int kept_w, kept_h;     /* the size of the picture kept (in the layer or the window) */
    SDL_Texture **released; /* textures to destroy after the frame is drawn */
    int released_count, released_cap;
    SDL_Rect dirty[MAX_CHANGED];
    int dirty_count;
    int dirty_hint; /* the rectangle that held the last change found in one (dirty_already) */
    int dirty_cap; /* MAX_CHANGED while the changes are gathered, then MAX_DIRTY */
    long last_pixels;
    long last_painted;
    long last_copied;
    long last_banded; /* pixels of opaque fills copied from bands */
    long last_stretched; /* pixels of copies drawn at another size than their texture's */
    long last_unblended; /* pixels of blending copies' opaque parts copied without blending */
    /* What shows of each operation in the rectangle being redrawn: ops_pieces[i] pieces from
     * pieces[i * MAX_PIECES] (none: nothing of it shows) */
    SDL_Rect *pieces;
    int *ops_pieces;
    int pieces_cap, ops_pieces_cap;
    /* the operations that show in it, last first (the others are not visited again) */
    int *shown;
    int shown_count, shown_cap;
    /* The operations that meet each rectangle redrawn, in drawing order: met[met_start[d]] up to
     * met[met_start[d + 1]] (found for all rectangles in one pass over the operations) */
    int *met;
    int met_cap;
    int met_start[MAX_DIRTY + 1];
    uint64_t *met_masks; /* per operation: bit d set when it meets rectangle d */
    int met_masks_cap;
    /* The scrolling area of each list's frame (ui_draw_scroll_area; empty: none), and a texture
     * to move the pixels kept through when its content scrolled (see "scrolling"). */
    SDL_Rect scroll_area[2];
    SDL_Texture *scratch;
    int scratch_w, scratch_h;
    SDL_Rect moved;          /* the pixels kept that this frame moved (copied to the window too) */
    long largest_texture[2]; /* each list's most pixels of a texture copied (tests) */
    SDL_Texture *paint_rows; /* painted pixels pass through it: PAINT_ROWS of paint_w */
    int paint_w;
    FillBand bands[FILL_BANDS]; /* opaque fills' colours, the least recently used replaced */
    unsigned band_clock;
};

static void *grow(void *data, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return data;
    int n = *cap ? *cap : 256;
    while (n < need)
        n *= 2;
    void *p = realloc(data, (size_t)n * size);
    if (!p)
        abort();
    *cap = n;
    return p;
}

UiDrawList *ui_draw_list_create(void)
{
    UiDrawList *list = calloc(1, sizeof *list);
    if (!list)
        abort();
    list->redraw_all = true;
    return list;
}

static void destroy_released(UiDrawList *list)
{
    for (int i = 0; i < list->released_count; i++)
        SDL_DestroyTexture(list->released[i]);
    list->released_count = 0;
}

void ui_draw_list_destroy(UiDrawList *list)
{
    if (!list)
        return;
    destroy_released(list);
    if (list->layer)
        SDL_DestroyTexture(list->layer);
    if (list->scratch)
        SDL_DestroyTexture(list->scratch);
    if (list->paint_rows)
        SDL_DestroyTexture(list->paint_rows);
    for (int i = 0; i < FILL_BANDS; i++)
        if (list->bands[i].texture)
            SDL_DestroyTexture(list->bands[i].texture);
    for (int i = 0; i < 2; i++) {
        free(list->lists[i].ops);
        free(list->lists[i].vertices);
        free(list->lists[i].indices);
        free(list->lists[i].next);
        free(list->lists[i].first);
        free(list->lists[i].covers);
    }
    free(list->released);
    free(list->pieces);
    free(list->ops_pieces);
    free(list->shown);
    free(list->met);
    free(list->met_masks);
    free(list);
}

void ui_draw_release_texture(UiDrawList *list, SDL_Texture *texture)
{
    if (!texture)
        return;
    list->released =
        grow(list->released, &list->released_cap, list->released_count + 1, sizeof *list->released);
    list->released[list->released_count++] = texture;
}

static int compare_pointers(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (SDL_Texture *const *)a, y = (uintptr_t) * (SDL_Texture *const *)b;
    return (x > y) - (x < y);
}

/* Whether the list copies one of the textures released (sorted). */
static bool copies_released(const UiDrawList *list, const OpList *l)
{
    for (int i = 0; i < l->count; i++)
        if (l->ops[i].kind == DRAW_COPY &&
            bsearch(&l->ops[i].texture, list->released, (size_t)list->released_count,
                    sizeof *list->released, compare_pointers))
            return true;
    return false;
}

/* Destroys the textures released, now that the frame is drawn. A new texture may then take the
 * address of one of them: if this frame copied one, the next frame cannot be compared with it
 * and is drawn whole. */
static void destroy_released_after(UiDrawList *list, const OpList *drawn)
{
    if (list->released_count == 0)
        return;
    qsort(list->released, (size_t)list->released_count, sizeof *list->released, compare_pointers);
    if (copies_released(list, drawn))
        list->redraw_all = true;
    destroy_released(list);
}

void ui_draw_redraw_all(Ui *ui)
{
    ui->draws->redraw_all = true;
}

long ui_draw_last_pixels(const Ui *ui)
{
    return ui->draws->last_pixels;
}

long ui_draw_last_painted(const Ui *ui)
{
    return ui->draws->last_painted;
}

long ui_draw_last_banded(const Ui *ui)
{
    return ui->draws->last_banded;
}

long ui_draw_last_stretched(const Ui *ui)
{
    return ui->draws->last_stretched;
}

long ui_draw_last_unblended(const Ui *ui)
{
    return ui->draws->last_unblended;
}

long ui_draw_last_copied(const Ui *ui)
{
    return ui->draws->last_copied;
}

bool ui_draw_keeps_layer(const Ui *ui)
{
    return ui->draws->layer != NULL;
}

long ui_draw_largest_texture(const Ui *ui)
{
    return ui->draws->largest_texture[!ui->draws->current];
}

void ui_draw_begin(Ui *ui)
{
    UiDrawList *list = ui->draws;
    OpList *l = &list->lists[list->current];
    l->count = l->vertex_count = l->index_count = 0;
    list->largest_texture[list->current] = 0;
    list->scroll_area[list->current] = (SDL_Rect){0, 0, 0, 0};
    list->recording = true;
}

void ui_draw_scroll_area(Ui *ui, SDL_Rect area)
{
    UiDrawList *list = ui->draws;
    if (list->recording && list->scroll_area[list->current].w <= 0)
        list->scroll_area[list->current] = area;
}

/* ---- recording ---- */

static bool empty(SDL_Rect r)
{
    return r.w <= 0 || r.h <= 0;
}

/* The rectangle a and b share, in out; false when they share no pixel. (SDL_IntersectRect's
 * result, without a call: the redraw asks it for every operation in every rectangle.) */
static inline bool meet(SDL_Rect a, SDL_Rect b, SDL_Rect *out)
{
    int x0 = a.x > b.x ? a.x : b.x, y0 = a.y > b.y ? a.y : b.y;
    int x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    *out = (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
    return x1 > x0 && y1 > y0 && !empty(a) && !empty(b);
}

/* A new operation with the clip in force; its bounds are `area` within the clip. */
/* A new operation on `area` under the renderer's clip; NULL (nothing recorded) if the clip
 * leaves nothing of it: a shape drawn in bands (a shadow) has many such parts. */
static DrawOp *add_op(Ui *ui, DrawKind kind, SDL_Rect area)
{
    bool clipped = SDL_RenderIsClipEnabled(ui->renderer);
    SDL_Rect clip = {0, 0, 0, 0}, bounds = area;
    if (clipped) {
        SDL_RenderGetClipRect(ui->renderer, &clip);
        if (!SDL_IntersectRect(&area, &clip, &bounds))
            return NULL;
    }
    OpList *l = &ui->draws->lists[ui->draws->current];
    l->ops = grow(l->ops, &l->cap, l->count + 1, sizeof *l->ops);
    DrawOp *op = &l->ops[l->count++];
    memset(op, 0, sizeof *op); /* the padding too: operations are compared byte by byte */
    op->kind = kind;
    op->clipped = clipped;
    op->clip = clip;
    op->bounds = bounds;
    return op;
}

/* Sets the renderer's clip to `within` and the operation's clip; returns it. */
static SDL_Rect set_clip(SDL_Renderer *renderer, const DrawOp *op, const SDL_Rect *within)
{
    SDL_Rect clip = *within;
    if (op->clipped)
        SDL_IntersectRect(&op->clip, within, &clip);
    SDL_RenderSetClipRect(renderer, &clip);
    return clip;
}

/* The texture painted rows pass through, at least w wide. */
static bool ensure_paint_rows(Ui *ui, int w)
{
    UiDrawList *list = ui->draws;
    if (list->paint_rows && list->paint_w >= w)
        return true;
    if (list->paint_rows)
        SDL_DestroyTexture(list->paint_rows);
    list->paint_w = w;
    list->paint_rows = SDL_CreateTexture(ui->renderer, SDL_PIXELFORMAT_RGB888,
                                         SDL_TEXTUREACCESS_STREAMING, w, PAINT_ROWS);
    if (list->paint_rows)
        SDL_SetTextureBlendMode(list->paint_rows, SDL_BLENDMODE_NONE);
    return list->paint_rows != NULL;
}

/* A painted operation where it shows within the renderer's clip, PAINT_ROWS rows at a time. */
static void run_painted(Ui *ui, const DrawOp *op)
{
    UiDrawList *list = ui->draws;
    SDL_Rect area = op->bounds, clip;
    if (SDL_RenderIsClipEnabled(ui->renderer)) {
        SDL_RenderGetClipRect(ui->renderer, &clip);
        if (!meet(area, clip, &area))
            return;
    }
    if (!ensure_paint_rows(ui, area.w))
        return;
    for (int y = area.y; y < area.y + area.h; y += PAINT_ROWS) {
        int n = area.y + area.h - y < PAINT_ROWS ? area.y + area.h - y : PAINT_ROWS;
        SDL_Rect rows = {0, 0, area.w, n};
        void *pixels;
        int pitch;
        if (SDL_LockTexture(list->paint_rows, &rows, &pixels, &pitch) != 0)
            return;
        SDL_Rect part = {area.x - op->dst.x, y - op->dst.y, area.w, n};
        op->painter->paint(op->painter, part, pixels, pitch);
        SDL_UnlockTexture(list->paint_rows);
        SDL_RenderCopy(ui->renderer, list->paint_rows, &rows, &(SDL_Rect){area.x, y, area.w, n});
    }
}

static Uint32 window_format(const Ui *ui);
static long area_of(SDL_Rect r);

static bool same_colour(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* Fills a band's texture (locked) with a colour as SDL_FillRect maps it. */
static bool paint_band(SDL_Texture *texture, SDL_Color c)
{
    Uint32 format;
    int w, h, pitch;
    void *pixels;
    if (SDL_QueryTexture(texture, &format, NULL, &w, &h) != 0 ||
        SDL_LockTexture(texture, NULL, &pixels, &pitch) != 0)
        return false;
    SDL_PixelFormat *pf = SDL_AllocFormat(format);
    bool painted = pf && pf->BytesPerPixel == 4;
    Uint32 value = painted ? SDL_MapRGBA(pf, c.r, c.g, c.b, c.a) : 0;
    for (int y = 0; painted && y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)pixels + (size_t)y * (size_t)pitch);
        for (int x = 0; x < w; x++)
            row[x] = value;
    }
    SDL_FreeFormat(pf);
    SDL_UnlockTexture(texture);
    return painted;
}

/* The band of colour c at least w wide; if there is none and `may_make`, made in place of the
 * least recently used. NULL if there is none. */
static SDL_Texture *fill_band(Ui *ui, SDL_Color c, int w, bool may_make)
{
    UiDrawList *list = ui->draws;
    FillBand *slot = &list->bands[0];
    list->band_clock++;
    for (int i = 0; i < FILL_BANDS; i++) {
        FillBand *b = &list->bands[i];
        if (b->texture && same_colour(b->colour, c)) {
            if (b->w >= w) {
                b->last_used = list->band_clock;
                return b->texture;
            }
            slot = b; /* too narrow since the window grew: made anew in its own place */
            break;
        }
        if (!b->texture || (slot->texture && b->last_used < slot->last_used))
            slot = b;
    }
    if (!may_make)
        return NULL;
    if (!slot->texture || slot->w < w) {
        if (slot->texture)
            SDL_DestroyTexture(slot->texture);
        slot->w = w > ui->pixel_w + 1 ? w : ui->pixel_w + 1;
        slot->texture = SDL_CreateTexture(ui->renderer, window_format(ui),
                                          SDL_TEXTUREACCESS_STREAMING, slot->w, FILL_BAND_ROWS);
        if (!slot->texture)
            return NULL;
        SDL_SetTextureBlendMode(slot->texture, SDL_BLENDMODE_NONE);
    }
    slot->colour = c;
    slot->last_used = list->band_clock;
    if (!paint_band(slot->texture, c)) {
        SDL_DestroyTexture(slot->texture);
        slot->texture = NULL;
        return NULL;
    }
    return slot->texture;
}

/* An opaque fill where it shows within the renderer's clip, copied from its colour's band: one
 * kept, or one made anew if the fill is large enough to be worth it (a miss paints a band as wide
 * as the window). A small piece in a colour whose band is kept is copied too, since SDL's fill
 * writes it past the cache as well (a frame after a move redraws the panels in many small
 * pieces: the worst board frame in docs/engine.md, 1,288 pieces, 400,000 pixels). The rows are
 * copied from the band's second pixel on: SDL copies rows whose ends are 16-byte aligned with
 * streaming stores too, others with memcpy. False if there is no band. */
static bool fill_from_band(Ui *ui, const DrawOp *op)
{
    SDL_Rect area = op->dst, clip;
    if (SDL_RenderIsClipEnabled(ui->renderer)) {
        SDL_RenderGetClipRect(ui->renderer, &clip);
        if (!meet(area, clip, &area))
            return true;
    }
    SDL_Texture *band = fill_band(ui, op->colour, area.w + 1, area_of(area) >= BAND_WORTH);
    if (!band)
        return false;
    for (int y = area.y; y < area.y + area.h; y += FILL_BAND_ROWS) {
        int n = area.y + area.h - y < FILL_BAND_ROWS ? area.y + area.h - y : FILL_BAND_ROWS;
        SDL_RenderCopy(ui->renderer, band, &(SDL_Rect){1, 0, area.w, n},
                       &(SDL_Rect){area.x, y, area.w, n});
    }
    ui->draws->last_banded += area_of(area);
    return true;
}

static void run_op(Ui *ui, const OpList *l, const DrawOp *op)
{
    SDL_Renderer *renderer = ui->renderer;
    switch (op->kind) {
    case DRAW_FILL:
        if (op->blend == SDL_BLENDMODE_NONE && ui->draws->window_keeps && fill_from_band(ui, op))
            break;
        SDL_SetRenderDrawBlendMode(renderer, (SDL_BlendMode)op->blend);
        SDL_SetRenderDrawColor(renderer, op->colour.r, op->colour.g, op->colour.b, op->colour.a);
        SDL_RenderFillRect(renderer, &op->dst);
        break;
    case DRAW_COPY:
        SDL_SetTextureColorMod(op->texture, op->colour.r, op->colour.g, op->colour.b);
        SDL_SetTextureAlphaMod(op->texture, op->colour.a);
        SDL_SetTextureBlendMode(op->texture, (SDL_BlendMode)op->blend);
        if (op->angle != 0.0)
            SDL_RenderCopyEx(renderer, op->texture, op->has_src ? &op->src : NULL, &op->dst,
                             op->angle, NULL, SDL_FLIP_NONE);
        else
            SDL_RenderCopy(renderer, op->texture, op->has_src ? &op->src : NULL, &op->dst);
        break;
    case DRAW_PAINTED:
        run_painted(ui, op);
        break;
    case DRAW_GEOMETRY:
        SDL_SetRenderDrawBlendMode(renderer, (SDL_BlendMode)op->blend);
        SDL_RenderGeometry(renderer, NULL, l->vertices + op->vertex_first, op->vertex_count,
                           l->indices + op->index_first, op->index_count);
        break;
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

/* Outside a frame the operation is drawn at once, as recorded. */
static void draw_now(Ui *ui, DrawOp *op)
{
    UiDrawList *list = ui->draws;
    if (list->recording)
        return;
    run_op(ui, &list->lists[list->current], op);
    list->lists[list->current].count--;
    list->window_stale = true;
}

void ui_draw_fill(Ui *ui, SDL_Rect r, SDL_Color c, SDL_BlendMode blend)
{
    if (empty(r))
        return;
    DrawOp *op = add_op(ui, DRAW_FILL, r);
    if (!op)
        return;
    op->blend = blend;
    op->colour = c;
    op->dst = r;
    draw_now(ui, op);
}

/* ---- opaque parts of textures ---- */

/* Whether every pixel of `surface` inset by `inset` from each side has full alpha (a 32-bit
 * surface, locked). */
static bool opaque_inside(const SDL_Surface *surface, int inset)
{
    Uint32 amask = surface->format->Amask;
    for (int y = inset; y < surface->h - inset; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)surface->pixels + y * surface->pitch);
        for (int x = inset; x < surface->w - inset; x++)
            if ((row[x] & amask) != amask)
                return false;
    }
    return true;
}

/* The texture's user data holds the inset plus one (0: nothing opaque known), in the pointer
 * itself: nothing to free with the texture. */
void ui_draw_note_opaque(SDL_Texture *texture, SDL_Surface *surface)
{
    if (!texture || !surface || surface->format->BytesPerPixel != 4 || SDL_LockSurface(surface))
        return;
    /* the least inset found opaque; `most` (the first leaving no pixel): none. An inset larger
     * than an opaque one keeps a part of it, so the least is found by halving. */
    int most = (surface->w < surface->h ? surface->w : surface->h) / 2, fits = most;
    if (surface->format->Amask == 0) /* no alpha: all opaque */
        fits = 0;
    else
        for (int low = 0; low < fits;) {
            int mid = (low + fits) / 2;
            if (opaque_inside(surface, mid))
                fits = mid;
            else
                low = mid + 1;
        }
    SDL_UnlockSurface(surface);
    if (fits < most)
        SDL_SetTextureUserData(texture, (void *)(uintptr_t)(fits + 1));
}

void ui_draw_note_opaque_stretched(SDL_Texture *texture, SDL_Texture *from)
{
    uintptr_t noted = (uintptr_t)SDL_GetTextureUserData(from);
    int from_w, from_h, w, h;
    if (!noted || SDL_QueryTexture(from, NULL, NULL, &from_w, &from_h) ||
        SDL_QueryTexture(texture, NULL, NULL, &w, &h))
        return;
    /* a pixel blends the two source pixels nearest where it samples: one of `from`'s pixels
     * more than its opaque inset keeps both inside, and one more spares the rounding */
    double scale = fmax((double)w / from_w, (double)h / from_h);
    int inset = (int)ceil((double)((int)noted - 1 + 2) * scale);
    if (2 * inset < w && 2 * inset < h)
        SDL_SetTextureUserData(texture, (void *)(uintptr_t)(inset + 1));
}

/* The pixels a copy paints whatever is under them: the texture's opaque part where it shows, if
 * the copy blends at full alpha, unscaled and not turned (empty: none). */
static SDL_Rect copy_opaque(const DrawOp *op, int texture_w, int texture_h)
{
    SDL_Rect none = {0, 0, 0, 0};
    uintptr_t noted = (uintptr_t)SDL_GetTextureUserData(op->texture);
    if (!noted || op->whole || op->blend != SDL_BLENDMODE_BLEND || op->colour.a != 255)
        return none;
    int inset = (int)noted - 1;
    SDL_Rect inside = {inset, inset, texture_w - 2 * inset, texture_h - 2 * inset}, shown;
    SDL_Rect src = op->has_src ? op->src : (SDL_Rect){0, 0, texture_w, texture_h};
    if (!meet(inside, src, &shown))
        return none;
    shown.x += op->dst.x - src.x;
    shown.y += op->dst.y - src.y;
    return meet(shown, op->bounds, &shown) ? shown : none;
}

void ui_draw_copy(Ui *ui, SDL_Texture *texture, const SDL_Rect *src, SDL_Rect dst, double angle)
{
    if (!texture || empty(dst))
        return;
    SDL_Rect area = dst;
    if (angle != 0.0) { /* turned about its centre: within the circle through its corners */
        int half = (int)ceil(sqrt((double)dst.w * dst.w + (double)dst.h * dst.h) / 2) + 1;
        area = (SDL_Rect){dst.x + dst.w / 2 - half, dst.y + dst.h / 2 - half, 2 * half, 2 * half};
    }
    DrawOp *op = add_op(ui, DRAW_COPY, area);
    if (!op)
        return;
    SDL_BlendMode blend;
    SDL_GetTextureColorMod(texture, &op->colour.r, &op->colour.g, &op->colour.b);
    SDL_GetTextureAlphaMod(texture, &op->colour.a);
    SDL_GetTextureBlendMode(texture, &blend);
    op->blend = blend;
    op->texture = texture;
    op->has_src = src != NULL;
    if (src)
        op->src = *src;
    op->dst = dst;
    op->angle = angle;
    int texture_w, texture_h;
    SDL_QueryTexture(texture, NULL, NULL, &texture_w, &texture_h);
    int w = src ? src->w : texture_w, h = src ? src->h : texture_h;
    op->whole = angle != 0.0 || w != dst.w || h != dst.h;
    op->opaque = copy_opaque(op, texture_w, texture_h);
    long *largest = &ui->draws->largest_texture[ui->draws->current];
    if ((long)texture_w * texture_h > *largest)
        *largest = (long)texture_w * texture_h;
    draw_now(ui, op);
}

void ui_draw_painted(Ui *ui, const UiPainter *painter, SDL_Rect dst)
{
    if (empty(dst))
        return;
    DrawOp *op = add_op(ui, DRAW_PAINTED, dst);
    if (!op)
        return;
    op->painter = painter;
    op->painter_version = painter->version;
    op->dst = dst;
    draw_now(ui, op);
}

/* Whether every vertex has the same colour: such triangles are rasterised alike whatever the clip
 * (the colour is not interpolated from where the clip starts), so a part redrawn alone matches. */
static bool one_colour(const SDL_Vertex *vertices, int vertex_count)
{
    for (int i = 1; i < vertex_count; i++)
        if (memcmp(&vertices[i].color, &vertices[0].color, sizeof vertices[0].color))
            return false;
    return true;
}

void ui_draw_geometry(Ui *ui, const SDL_Vertex *vertices, int vertex_count, const int *indices,
                      int index_count)
{
    if (vertex_count <= 0 || index_count <= 0)
        return;
    float x0 = vertices[0].position.x, x1 = x0, y0 = vertices[0].position.y, y1 = y0;
    for (int i = 1; i < vertex_count; i++) {
        x0 = fminf(x0, vertices[i].position.x);
        x1 = fmaxf(x1, vertices[i].position.x);
        y0 = fminf(y0, vertices[i].position.y);
        y1 = fmaxf(y1, vertices[i].position.y);
    }
    SDL_Rect area = {(int)floorf(x0) - 1, (int)floorf(y0) - 1, (int)ceilf(x1 - x0) + 3,
                     (int)ceilf(y1 - y0) + 3};
    DrawOp *op = add_op(ui, DRAW_GEOMETRY, area);
    if (!op)
        return;
    op->blend = SDL_BLENDMODE_BLEND;
    op->whole = !one_colour(vertices, vertex_count);
    OpList *l = &ui->draws->lists[ui->draws->current];
    l->vertices =
        grow(l->vertices, &l->vertex_cap, l->vertex_count + vertex_count, sizeof *l->vertices);
    l->indices = grow(l->indices, &l->index_cap, l->index_count + index_count, sizeof *l->indices);
    op->vertex_first = l->vertex_count;
    op->vertex_count = vertex_count;
    op->index_first = l->index_count;
    op->index_count = index_count;
    memcpy(l->vertices + l->vertex_count, vertices, (size_t)vertex_count * sizeof *vertices);
    memcpy(l->indices + l->index_count, indices, (size_t)index_count * sizeof *indices);
    l->vertex_count += vertex_count;
    l->index_count += index_count;
    draw_now(ui, op);
}

/* ---- what changed ---- */

static bool paints_over(const DrawOp *op);
static int subtract(SDL_Rect r, SDL_Rect cut, SDL_Rect *out);

/* (Both lists are hashed when this is asked.) */
static bool same_op(const OpList *la, const DrawOp *a, const OpList *lb, const DrawOp *b)
{
    if (a->hash != b->hash || memcmp(a, b, offsetof(DrawOp, vertex_first)))
        return false;
    if (a->kind != DRAW_GEOMETRY)
        return true;
    return a->vertex_count == b->vertex_count && a->index_count == b->index_count &&
           !memcmp(la->vertices + a->vertex_first, lb->vertices + b->vertex_first,
                   (size_t)a->vertex_count * sizeof(SDL_Vertex)) &&
           !memcmp(la->indices + a->index_first, lb->indices + b->index_first,
                   (size_t)a->index_count * sizeof(int));
}

static bool contains(SDL_Rect outer, SDL_Rect r)
{
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}

/* The rectangle around both. */
static inline SDL_Rect bounds(SDL_Rect a, SDL_Rect b)
{
    int x0 = a.x < b.x ? a.x : b.x, y0 = a.y < b.y ? a.y : b.y;
    int x1 = a.x + a.w > b.x + b.w ? a.x + a.w : b.x + b.w;
    int y1 = a.y + a.h > b.y + b.h ? a.y + a.h : b.y + b.h;
    return (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
}

static inline SDL_Rect unite(SDL_Rect a, SDL_Rect b)
{
    if (empty(a))
        return b;
    if (empty(b))
        return a;
    return bounds(a, b);
}

static long area_of(SDL_Rect r)
{
    return (long)r.w * r.h;
}

/* Whether `r` lies inside a rectangle to redraw already. The one that held the last change
 * found inside one is asked first: a piece's operations follow one another (a card's shadow,
 * face and words), and once its rectangle is in, the rest of them lie in it, where looking
 * through every rectangle took a tenth of a frame that lays Mint Bid's city out anew. */
static bool dirty_already(UiDrawList *list, SDL_Rect r)
{
    int hint = list->dirty_hint;
    if (hint < list->dirty_count && contains(list->dirty[hint], r))
        return true;
    for (int i = 0; i < list->dirty_count; i++)
        if (contains(list->dirty[i], r)) {
            list->dirty_hint = i;
            return true;
        }
    return false;
}

static void add_dirty(UiDrawList *list, SDL_Rect r);

/* The pixels two rectangles to redraw would add if redrawn as the one around both. */
static inline long merge_growth(SDL_Rect a, SDL_Rect b)
{
    return area_of(bounds(a, b)) - area_of(a) - area_of(b);
}

/* Whether a gap lies between two rectangles: then the one around both is larger than the two
 * (merge_growth > 0), which this tells without multiplying. */
static inline bool apart(SDL_Rect a, SDL_Rect b)
{
    return b.x > a.x + a.w || a.x > b.x + b.w || b.y > a.y + a.h || a.y > b.y + b.h;
}

/* add_dirty for a rectangle (not empty) that lies inside none to redraw already. */
static void add_dirty_outside(UiDrawList *list, SDL_Rect r)
{
    for (int i = 0; i < list->dirty_count; i++) {
        SDL_Rect *d = &list->dirty[i];
        if (!apart(*d, r) && merge_growth(*d, r) <= 0) {
            r = unite(*d, r);
            *d = list->dirty[--list->dirty_count];
            i = -1; /* the larger rectangle may merge with others now */
        }
    }
    if (list->dirty_count < list->dirty_cap) {
        list->dirty[list->dirty_count++] = r;
        return;
    }
    int best = 0;
    long least = area_of(unite(list->dirty[0], r)) - area_of(list->dirty[0]);
    for (int i = 1; i < list->dirty_count; i++) {
        long growth = area_of(unite(list->dirty[i], r)) - area_of(list->dirty[i]);
        if (growth < least) {
            best = i;
            least = growth;
        }
    }
    SDL_Rect merged = unite(list->dirty[best], r);
    list->dirty[best] = list->dirty[--list->dirty_count];
    add_dirty(list, merged);
}

/* Adds a rectangle to redraw, merged with those that cover no more than the two apart; past
 * dirty_cap, with the one it grows least. Rectangles may overlap: each is redrawn from the first
 * operation (the window's opaque background), so a pixel redrawn twice comes out the same. */
static void add_dirty(UiDrawList *list, SDL_Rect r)
{
    if (!empty(r) && !dirty_already(list, r)) /* most changes of a frame are */
        add_dirty_outside(list, r);
}

/* Mixes `size` bytes (a multiple of 4: operations, vertices and indices are) into h, eight at a
 * time (every operation of every frame is hashed). */
static uint64_t hash_bytes(uint64_t h, const void *data, size_t size)
{
    const unsigned char *p = data;
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        uint64_t word;
        memcpy(&word, p + i, sizeof word);
        h = (h ^ word) * 0x100000001b3u;
        h ^= h >> 32;
    }
    if (i + 4 <= size) {
        uint32_t word;
        memcpy(&word, p + i, sizeof word);
        h = (h ^ word) * 0x100000001b3u;
        h ^= h >> 32;
    }
    return h;
}

/* Hashes an operation of l: what same_op compares. */
static void hash_op(const OpList *l, DrawOp *op)
{
    uint64_t h = hash_bytes(0xcbf29ce484222325u, op, offsetof(DrawOp, vertex_first));
    if (op->kind == DRAW_GEOMETRY) {
        h = hash_bytes(h, l->vertices + op->vertex_first,
                       (size_t)op->vertex_count * sizeof(SDL_Vertex));
        h = hash_bytes(h, l->indices + op->index_first, (size_t)op->index_count * sizeof(int));
    }
    op->hash = h;
}

static void hash_ops(OpList *l)
{
    for (int k = 0; k < l->count; k++)
        hash_op(l, &l->ops[k]);
}

/* Chains the operations of equal hash (in drawing order) for find_ahead. */
static void chain_ops(OpList *l)
{
    unsigned size = 16;
    while (size < 2u * (unsigned)l->count)
        size *= 2;
    l->first = grow(l->first, &l->first_cap, (int)size, sizeof *l->first);
    l->next = grow(l->next, &l->next_cap, l->count, sizeof *l->next);
    l->mask = size - 1;
    memset(l->first, -1, size * sizeof *l->first);
    for (int k = l->count - 1; k >= 0; k--) {
        unsigned bucket = (unsigned)l->ops[k].hash & l->mask;
        l->next[k] = l->first[bucket];
        l->first[bucket] = k;
    }
}

/* The index of the first operation of `in` from `from` on equal to `op`, or -1. `from` never
 * goes back between calls on the same list, so the chains' starts are moved past it for good. */
static int find_ahead(OpList *in, int from, const OpList *l, const DrawOp *op)
{
    unsigned bucket = (unsigned)op->hash & in->mask;
    int k = in->first[bucket];
    while (k >= 0 && k < from)
        k = in->next[k];
    in->first[bucket] = k;
    while (k >= 0 && !same_op(in, &in->ops[k], l, op))
        k = in->next[k];
    return k;
}

/* Lists l's covers (OpList.covers), once a frame. */
static void list_covers(OpList *l)
{
    if (l->covers_listed)
        return;
    l->covers_listed = true;
    l->cover_count = 0;
    for (int i = 0; i < l->count; i++) {
        const DrawOp *op = &l->ops[i];
        SDL_Rect hides = paints_over(op) ? op->bounds : op->opaque;
        if (empty(hides))
            continue;
        l->covers = grow(l->covers, &l->cover_cap, l->cover_count + 1, sizeof *l->covers);
        l->covers[l->cover_count++] = (Cover){hides, i};
    }
}

/* The first of l's covers drawn after operation k. */
static int covers_after(const OpList *l, int k)
{
    int low = 0, high = l->cover_count;
    while (low < high) {
        int mid = (low + high) / 2;
        if (l->covers[mid].op <= k)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

/* Marks the operation k of l as changed: its bounds, less what later opaque operations of the
 * same list paint over. What a pixel shows comes from the last operation that paints it over and
 * those after it, so a change under such a cover changes nothing there (a cover that changed
 * marks itself): a panel's border in a new colour redraws the border, not the panel inside it.
 * Only large operations are worth the search, and only a large saving the pieces it leaves. */
static void mark_changed(UiDrawList *list, OpList *l, int k)
{
    enum { WORTH_TRIMMING = 16384 }; /* pixels: a square of 128 */
    SDL_Rect pieces[MAX_PIECES];
    SDL_Rect bounds = l->ops[k].bounds;
    if (dirty_already(list, bounds)) /* a layout anew: most of the window is, after a few */
        return;
    if (area_of(bounds) < WORTH_TRIMMING) {
        if (!empty(bounds))
            add_dirty_outside(list, bounds);
        return;
    }
    int n = 1;
    pieces[0] = bounds;
    list_covers(l);
    for (int c = covers_after(l, k); c < l->cover_count && n > 0; c++) {
        SDL_Rect cover;
        if (!meet(l->covers[c].hides, bounds, &cover))
            continue;
        SDL_Rect next[MAX_PIECES * 4];
        int m = 0;
        for (int p = 0; p < n; p++)
            m += subtract(pieces[p], cover, next + m);
        if (m > MAX_PIECES)
            continue; /* it would cut what shows into too many pieces: passed over */
        memcpy(pieces, next, (size_t)m * sizeof *next);
        n = m;
    }
    long shown = 0;
    for (int p = 0; p < n; p++)
        shown += area_of(pieces[p]);
    if (shown > area_of(bounds) / 2) { /* not worth more rectangles to redraw */
        add_dirty_outside(list, bounds);
        return;
    }
    for (int p = 0; p < n; p++)
        add_dirty(list, pieces[p]);
}

/* Marks where the last frame's operations and this frame's differ. Walks both in order; an
 * operation only in one of them (added, dropped or changed) marks what shows of it. */
static void find_changes(UiDrawList *list)
{
    OpList *old = &list->lists[!list->current], *now = &list->lists[list->current];
    chain_ops(old);
    chain_ops(now);
    old->covers_listed = now->covers_listed = false;
    int i = 0, j = 0;
    while (i < old->count && j < now->count) {
        if (same_op(old, &old->ops[i], now, &now->ops[j])) {
            i++, j++;
            continue;
        }
        int in_now = find_ahead(now, j + 1, old, &old->ops[i]);
        int in_old = find_ahead(old, i + 1, now, &now->ops[j]);
        if (in_now >= 0 && (in_old < 0 || in_now - j <= in_old - i)) {
            while (j < in_now) /* added this frame */
                mark_changed(list, now, j++);
        } else if (in_old >= 0) {
            while (i < in_old) /* gone since the last frame */
                mark_changed(list, old, i++);
        } else { /* changed */
            mark_changed(list, old, i++);
            mark_changed(list, now, j++);
        }
    }
    while (i < old->count)
        mark_changed(list, old, i++);
    while (j < now->count)
        mark_changed(list, now, j++);
}

/* The rectangle to redraw that d grows least when merged with it (-1: d is alone). */
static int merge_partner(const SDL_Rect *dirty, int count, int d, long *growth)
{
    int best = -1;
    for (int k = 0; k < count; k++) {
        if (k == d)
            continue;
        long g = merge_growth(dirty[d], dirty[k]);
        if (best < 0 || g < *growth) {
            best = k;
            *growth = g;
        }
    }
    return best;
}

/* Each rectangle's best partner, each pair's growth worked out once. */
static void merge_partners(const SDL_Rect *dirty, int count, int *partner, long *growth)
{
    for (int d = 0; d < count; d++)
        growth[d] = LONG_MAX;
    for (int d = 0; d < count; d++)
        for (int k = d + 1; k < count; k++) {
            long g = merge_growth(dirty[d], dirty[k]);
            if (g < growth[d])
                partner[d] = k, growth[d] = g;
            if (g < growth[k])
                partner[k] = d, growth[k] = g;
        }
}

static int least_growth(const long *growth, int count)
{
    int least = 0;
    for (int d = 1; d < count; d++)
        if (growth[d] < growth[least])
            least = d;
    return least;
}

/* Merges the rectangles a frame's changes were gathered in down to MAX_DIRTY, each time the two
 * whose merge adds the fewest pixels. Merged as they came, past MAX_DIRTY each new change joined
 * the rectangle it grew least then, and a few such joins spanned the window: after a move in
 * Buyout! the 128,113 pixels that changed were redrawn as 472,141. Each rectangle keeps its best
 * partner and that merge's growth; when the partner merged, the growth kept is only a bound
 * (stale: no other rectangle changed, so none merges with it for less), and the partner is
 * looked for again once that bound is the least. */
static void merge_dirty(UiDrawList *list)
{
    SDL_Rect *dirty = list->dirty;
    int n = list->dirty_count, partner[MAX_CHANGED];
    long growth[MAX_CHANGED];
    bool stale[MAX_CHANGED] = {false};
    if (n > MAX_DIRTY)
        merge_partners(dirty, n, partner, growth);
    while (n > MAX_DIRTY) {
        int a = least_growth(growth, n);
        for (; stale[a]; a = least_growth(growth, n)) {
            partner[a] = merge_partner(dirty, n, a, &growth[a]);
            stale[a] = false;
        }
        int b = partner[a], last = --n; /* the last rectangle takes b's place */
        dirty[a] = unite(dirty[a], dirty[b]);
        for (int d = 0; d <= last; d++)
            stale[d] = stale[d] || partner[d] == a || partner[d] == b;
        dirty[b] = dirty[last];
        partner[b] = partner[last];
        growth[b] = growth[last];
        stale[b] = stale[last];
        if (a == last)
            a = b;
        for (int d = 0; d < n; d++) {
            if (partner[d] == last)
                partner[d] = b;
            if (d == a)
                continue;
            long g = merge_growth(dirty[d], dirty[a]);
            if (g < growth[d] || (stale[d] && g == growth[d])) {
                partner[d] = a;
                growth[d] = g;
                stale[d] = false;
            }
        }
        partner[a] = merge_partner(dirty, n, a, &growth[a]);
        stale[a] = false;
    }
    list->dirty_count = n;
    list->dirty_cap = MAX_DIRTY;
}

/* Grows the rectangles to redraw over every operation drawn whole that they touch (a part of it
 * redrawn alone may differ by a shade from the rest of it). */
static void take_in_whole_ops(UiDrawList *list, const OpList *l)
{
    for (bool grown = true; grown;) {
        grown = false;
        for (int i = 0; i < l->count && !grown; i++) {
            const DrawOp *op = &l->ops[i];
            if (!op->whole || empty(op->bounds))
                continue;
            for (int d = 0; d < list->dirty_count && !grown; d++) {
                SDL_Rect in;
                if (meet(op->bounds, list->dirty[d], &in) &&
                    (in.w != op->bounds.w || in.h != op->bounds.h)) {
                    SDL_Rect with_op = unite(list->dirty[d], op->bounds);
                    list->dirty[d] = list->dirty[--list->dirty_count];
                    add_dirty(list, with_op);
                    grown = true; /* rectangles changed: look again */
                }
            }
        }
    }
}

/* ---- scrolling ----
 * A scrolling area whose lines all moved (a new line at the foot of the log pushes the others
 * up) would redraw every line. Instead the pixels kept are moved by the scroll, and the last
 * frame's list is changed to say what they now show: its operations clipped to the area
 * moved with them. Then only what differs from that is redrawn (the new line, a line that
 * changed). The moved pixels are the ones drawing would give only over a plain opaque fill, so
 * the area must lie on one (a panel), and whatever else the last frame drew over the area (a
 * fade at its top) is redrawn both where it was and where its pixels went. */

static bool in_area(const DrawOp *op, SDL_Rect area)
{
    return op->clipped && !memcmp(&op->clip, &area, sizeof area);
}

/* Whether an operation can be moved with its pixels: a fill or an unscaled, unturned copy. */
static bool movable(const DrawOp *op)
{
    return !op->whole && (op->kind == DRAW_FILL || (op->kind == DRAW_COPY && op->angle == 0.0));
}

/* The last frame's copy in the area of the same texture part at the same size and x as b, or
 * NULL. olds: the last frame's copies in the area, by texture. */
static const DrawOp *same_copy(const OpList *old, const int *olds, int count, const DrawOp *b)
{
    int low = 0, high = count;
    while (low < high) { /* the first of b's texture */
        int mid = (low + high) / 2;
        if ((uintptr_t)old->ops[olds[mid]].texture < (uintptr_t)b->texture)
            low = mid + 1;
        else
            high = mid;
    }
    for (int k = low; k < count && old->ops[olds[k]].texture == b->texture; k++) {
        const DrawOp *a = &old->ops[olds[k]];
        if (a->dst.x == b->dst.x && a->dst.w == b->dst.w && a->dst.h == b->dst.h &&
            !memcmp(&a->colour, &b->colour, sizeof a->colour) && a->blend == b->blend &&
            a->has_src == b->has_src && !memcmp(&a->src, &b->src, sizeof a->src))
            return a;
    }
    return NULL;
}

static const OpList *sorting; /* the list whose operations by_texture compares */

static int by_texture(const void *x, const void *y)
{
    uintptr_t a = (uintptr_t)sorting->ops[*(const int *)x].texture,
              b = (uintptr_t)sorting->ops[*(const int *)y].texture;
    return (a > b) - (a < b);
}

/* How far (down, in pixels) the last frame's copies in the area are from the same copies in this
 * frame's, by more of them than any other distance (0: not moved). */
static int scroll_offset(UiDrawList *list, const OpList *old, const OpList *now, SDL_Rect area)
{
    enum { MOST = 8 };
    int offsets[MOST], counts[MOST], kinds = 0, old_count = 0;
    /* the last frame's copies in the area, in the redraw's array (not in use yet) */
    int *olds = list->met = grow(list->met, &list->met_cap, old->count, sizeof *list->met);
    for (int i = 0; i < old->count; i++)
        if (in_area(&old->ops[i], area) && old->ops[i].kind == DRAW_COPY && movable(&old->ops[i]))
            olds[old_count++] = i;
    sorting = old;
    qsort(olds, (size_t)old_count, sizeof *olds, by_texture);
    for (int j = 0; j < now->count; j++) {
        const DrawOp *b = &now->ops[j], *a;
        if (!in_area(b, area) || b->kind != DRAW_COPY || !movable(b) ||
            !(a = same_copy(old, olds, old_count, b)))
            continue;
        int d = a->dst.y - b->dst.y, o = 0;
        while (o < kinds && offsets[o] != d)
            o++;
        if (o == kinds && kinds < MOST)
            offsets[kinds] = d, counts[kinds++] = 0;
        if (o < kinds)
            counts[o]++;
    }
    int best = -1;
    for (int o = 0; o < kinds; o++)
        if (best < 0 || counts[o] > counts[best])
            best = o;
    return best >= 0 ? offsets[best] : 0;
}

/* The last operation of l before its first one in the area that paints one colour over all of
 * it, or -1. */
static int plain_ground(const OpList *l, SDL_Rect area)
{
    int ground = -1;
    for (int i = 0; i < l->count && !in_area(&l->ops[i], area); i++)
        if (l->ops[i].kind == DRAW_FILL && paints_over(&l->ops[i]) &&
            contains(l->ops[i].bounds, area))
            ground = i;
    return ground;
}

static SDL_Rect moved_by(SDL_Rect r, int dy)
{
    return (SDL_Rect){r.x, r.y - dy, r.w, r.h};
}

/* The window's own format: blending into a layer of it gives the same pixels as into the window. */
static Uint32 window_format(const Ui *ui)
{
    Uint32 format = SDL_GetWindowPixelFormat(ui->window);
    return format == SDL_PIXELFORMAT_UNKNOWN ? SDL_PIXELFORMAT_ARGB8888 : format;
}

/* The texture the pixels kept are moved through, of at least w x h (made when a scrolling
 * area first shows, before anything has to move). */
static bool ensure_scratch(Ui *ui, int w, int h)
{
    UiDrawList *list = ui->draws;
    if (list->scratch && list->scratch_w >= w && list->scratch_h >= h)
        return true;
    if (list->scratch)
        SDL_DestroyTexture(list->scratch);
    list->scratch_w = w > list->scratch_w ? w : list->scratch_w;
    list->scratch_h = h > list->scratch_h ? h : list->scratch_h;
    /* the window's pixels are read into it; the layer's are copied into it */
    int access = list->layer ? SDL_TEXTUREACCESS_TARGET : SDL_TEXTUREACCESS_STREAMING;
    list->scratch = SDL_CreateTexture(ui->renderer, window_format(ui), access, list->scratch_w,
                                      list->scratch_h);
    if (list->scratch)
        SDL_SetTextureBlendMode(list->scratch, SDL_BLENDMODE_NONE);
    return list->scratch != NULL;
}

/* Moves the pixels of `from` (in the window, drawing into it) to `to`, through the scratch
 * texture. */
static bool move_window_pixels(Ui *ui, SDL_Rect from, SDL_Rect to)
{
    UiDrawList *list = ui->draws;
    void *pixels;
    int pitch;
    SDL_Rect at = {0, 0, from.w, from.h};
    if (SDL_LockTexture(list->scratch, &at, &pixels, &pitch) != 0)
        return false;
    bool read = SDL_RenderReadPixels(ui->renderer, &from, window_format(ui), pixels, pitch) == 0;
    SDL_UnlockTexture(list->scratch);
    return read && SDL_RenderCopy(ui->renderer, list->scratch, &at, &to) == 0;
}

/* Moves the pixels of `from` (in the picture kept) to `to`, through the scratch texture. */
static bool move_pixels(Ui *ui, SDL_Rect from, SDL_Rect to)
{
    UiDrawList *list = ui->draws;
    if (!ensure_scratch(ui, from.w, from.h))
        return false;
    if (!list->layer)
        return move_window_pixels(ui, from, to);
    SDL_Rect at = {0, 0, from.w, from.h};
    SDL_SetTextureBlendMode(list->layer, SDL_BLENDMODE_NONE);
    if (SDL_SetRenderTarget(ui->renderer, list->scratch) != 0 ||
        SDL_RenderCopy(ui->renderer, list->layer, &from, &at) != 0 ||
        SDL_SetRenderTarget(ui->renderer, list->layer) != 0 ||
        SDL_RenderCopy(ui->renderer, list->scratch, &at, &to) != 0)
        return false;
    return true;
}

/* The last frame's operations in the area moved up by dy, as their pixels were: those that
 * cannot be moved exactly are dropped, and where their pixels went is redrawn. Every other
 * operation over the area after its ground is redrawn where it is and where its pixels went. */
static void move_ops(UiDrawList *list, OpList *old, SDL_Rect area, int ground, int dy)
{
    int kept = 0;
    for (int i = 0; i < old->count; i++) {
        DrawOp op = old->ops[i];
        SDL_Rect went, at;
        if (in_area(&op, area) && movable(&op)) {
            op.dst.y -= dy;
            op.opaque = moved_by(op.opaque, dy);
            meet(op.dst, area, &op.bounds);
            meet(op.opaque, op.bounds, &op.opaque);
            hash_op(old, &op);
        } else if (i > ground && meet(op.bounds, area, &at)) {
            if (meet(moved_by(at, dy), area, &went))
                add_dirty(list, went);
            add_dirty(list, at);
            if (in_area(&op, area))
                continue; /* dropped: its pixels went where it is redrawn */
        }
        old->ops[kept++] = op;
    }
    old->count = kept;
}

/* When the content of this frame's scrolling area is the last frame's moved up or down (and the
 * area lies on a plain ground in the last frame), moves the pixels kept and the last frame's
 * operations with it, and marks the rows the move left as they were. */
static void follow_scroll(Ui *ui)
{
    UiDrawList *list = ui->draws;
    SDL_Rect area = list->scroll_area[list->current];
    OpList *old = &list->lists[!list->current], *now = &list->lists[list->current];
    if (empty(area) || !ensure_scratch(ui, area.w, area.h) ||
        memcmp(&area, &list->scroll_area[!list->current], sizeof area))
        return;
    int ground = plain_ground(old, area);
    int dy = ground < 0 ? 0 : scroll_offset(list, old, now, area);
    if (dy == 0 || abs(dy) >= area.h)
        return;
    SDL_Rect to = {area.x, dy > 0 ? area.y : area.y - dy, area.w, area.h - abs(dy)};
    if (!move_pixels(ui, moved_by(to, -dy), to)) {
        add_dirty(list, area);
        return;
    }
    list->moved = to;
    move_ops(list, old, area, ground, dy);
    SDL_Rect left = {area.x, dy > 0 ? area.y + area.h - dy : area.y, area.w, abs(dy)};
    add_dirty(list, left);
}

/* ---- the picture ---- */

/* Readies what keeps the last picture at the window's size: the window itself where it keeps
 * its pixels (the software renderer), else a layer. False if neither (each frame is then drawn
 * whole into the window). */
static bool ensure_picture_kept(Ui *ui)
{
    UiDrawList *list = ui->draws;
    if (list->kept_w == ui->pixel_w && list->kept_h == ui->pixel_h &&
        (list->layer || list->window_keeps))
        return true;
    if (list->layer)
        SDL_DestroyTexture(list->layer);
    list->layer = NULL;
    list->kept_w = ui->pixel_w;
    list->kept_h = ui->pixel_h;
    list->redraw_all = true;
    SDL_RendererInfo info;
    list->window_keeps =
        SDL_GetRendererInfo(ui->renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    if (!list->window_keeps)
        list->layer = SDL_CreateTexture(ui->renderer, window_format(ui), SDL_TEXTUREACCESS_TARGET,
                                        ui->pixel_w, ui->pixel_h);
    return list->window_keeps || list->layer;
}

/* Whether an operation paints each pixel of its bounds without regard to what is under it: an
 * opaque fill, a copy that replaces what is under it (not turned, so its bounds are its
 * rectangle), painted pixels. */
static bool paints_over(const DrawOp *op)
{
    if (op->kind == DRAW_PAINTED)
        return true;
    if (op->kind == DRAW_COPY)
        return op->blend == SDL_BLENDMODE_NONE && op->angle == 0.0;
    return op->kind == DRAW_FILL &&
           (op->blend == SDL_BLENDMODE_NONE ||
            (op->blend == SDL_BLENDMODE_BLEND && op->colour.a == SDL_ALPHA_OPAQUE));
}

/* The parts of r outside cut (up to four), into out; returns how many. */
static int subtract(SDL_Rect r, SDL_Rect cut, SDL_Rect *out)
{
    SDL_Rect in;
    if (!meet(r, cut, &in)) {
        out[0] = r;
        return 1;
    }
    int n = 0;
    SDL_Rect parts[4] = {
        {r.x, r.y, r.w, in.y - r.y},                        /* above */
        {r.x, in.y + in.h, r.w, r.y + r.h - in.y - in.h},   /* below */
        {r.x, in.y, in.x - r.x, in.h},                      /* left */
        {in.x + in.w, in.y, r.x + r.w - in.x - in.w, in.h}, /* right */
    };
    for (int i = 0; i < 4; i++)
        if (!empty(parts[i]))
            out[n++] = parts[i];
    return n;
}

/* The covers that meet `part`, into order (indices), those hiding most of it first; returns
 * how many. */
static int covers_by_overlap(SDL_Rect part, const SDL_Rect *covers, int cover_count, int *order)
{
    long overlap[MAX_COVERS];
    int n = 0;
    for (int c = 0; c < cover_count; c++) {
        SDL_Rect shared;
        if (!meet(part, covers[c], &shared))
            continue;
        long area = area_of(shared);
        int k = n++;
        for (; k > 0 && overlap[k - 1] < area; k--) {
            overlap[k] = overlap[k - 1];
            order[k] = order[k - 1];
        }
        overlap[k] = area;
        order[k] = c;
    }
    return n;
}

/* What shows of `part` past the covers: up to MAX_PIECES rectangles into pieces. The covers
 * hiding most of it cut it first (a panel's inside cuts its border down to four strips before
 * the cards on it cut the rest); a cover that would cut it into more pieces is passed over
 * (what it covers is drawn, and then drawn over). Returns how many (0: nothing shows). */
static int uncovered(SDL_Rect part, const SDL_Rect *covers, int cover_count, SDL_Rect *pieces)
{
    int n = 1;
    pieces[0] = part;
    int order[MAX_COVERS];
    int meeting = covers_by_overlap(part, covers, cover_count, order);
    for (int o = 0; o < meeting && n > 0; o++) {
        SDL_Rect next[MAX_PIECES * 4];
        int m = 0;
        for (int k = 0; k < n; k++)
            m += subtract(pieces[k], covers[order[o]], next + m);
        if (m > MAX_PIECES)
            continue;
        memcpy(pieces, next, (size_t)m * sizeof *next);
        n = m;
    }
    return n;
}

/* Keeps an opaque operation's part among the covers: the largest ones. */
static void add_cover(SDL_Rect *covers, int *cover_count, SDL_Rect part)
{
    if (*cover_count < MAX_COVERS) {
        covers[(*cover_count)++] = part;
        return;
    }
    int smallest = 0;
    for (int c = 1; c < MAX_COVERS; c++)
        if (area_of(covers[c]) < area_of(covers[smallest]))
            smallest = c;
    if (area_of(part) > area_of(covers[smallest]))
        covers[smallest] = part;
}

/* Strips along one axis over the rectangles redrawn, each with the rectangles (bits) that reach
 * into it: an operation is tested against the rectangles of the strips it lies in, not against
 * every rectangle (a frame after a move has dozens, spread over the window). */
enum { STRIPS = 64 };
typedef struct Strips {
    int start, size; /* the first strip's first pixel, each strip's pixels */
    uint64_t rects[STRIPS];
} Strips;

static void strips_init(Strips *s, int start, int length)
{
    s->start = start;
    s->size = length > STRIPS ? (length + STRIPS - 1) / STRIPS : 1;
    memset(s->rects, 0, sizeof s->rects);
}

/* The strips from..from + length (length > 0) lies in, clamped to those there are. */
static void strips_met(const Strips *s, int from, int length, int *first, int *last)
{
    int a = (from - s->start) / s->size, b = (from + length - 1 - s->start) / s->size;
    *first = a < 0 ? 0 : a;
    *last = b >= STRIPS ? STRIPS - 1 : b;
}

static void strips_add(Strips *s, int from, int length, int rect)
{
    int first, last;
    strips_met(s, from, length, &first, &last);
    for (int k = first; k <= last; k++)
        s->rects[k] |= (uint64_t)1 << rect;
}

static uint64_t strips_rects(const Strips *s, int from, int length)
{
    int first, last;
    uint64_t rects = 0;
    strips_met(s, from, length, &first, &last);
    for (int k = first; k <= last; k++)
        rects |= s->rects[k];
    return rects;
}

/* Finds, for each of the `count` rectangles in areas (none empty), the operations that meet it
 * (list->met). */
static void find_met(UiDrawList *list, const OpList *l, const SDL_Rect *areas, int count)
{
    _Static_assert(MAX_DIRTY <= 64, "a rectangle per bit of a mask");
    list->met_masks = grow(list->met_masks, &list->met_masks_cap, l->count, sizeof(uint64_t));
    int counts[MAX_DIRTY] = {0};
    SDL_Rect all = {0, 0, 0, 0}; /* around every rectangle: most operations are outside it */
    for (int d = 0; d < count; d++)
        all = unite(all, areas[d]);
    Strips columns, rows;
    strips_init(&columns, all.x, all.w);
    strips_init(&rows, all.y, all.h);
    for (int d = 0; d < count; d++) {
        strips_add(&columns, areas[d].x, areas[d].w, d);
        strips_add(&rows, areas[d].y, areas[d].h, d);
    }
    for (int i = 0; i < l->count; i++) {
        SDL_Rect b = l->ops[i].bounds;
        uint64_t mask = 0;
        bool near = !empty(b) && b.x < all.x + all.w && all.x < b.x + b.w && b.y < all.y + all.h &&
                    all.y < b.y + b.h;
        uint64_t maybe =
            near ? strips_rects(&columns, b.x, b.w) & strips_rects(&rows, b.y, b.h) : 0;
        for (; maybe; maybe &= maybe - 1) {
            int d = __builtin_ctzll(maybe);
            const SDL_Rect *a = &areas[d];
            if (b.x < a->x + a->w && a->x < b.x + b.w && b.y < a->y + a->h && a->y < b.y + b.h) {
                mask |= (uint64_t)1 << d;
                counts[d]++;
            }
        }
        list->met_masks[i] = mask;
    }
    int at[MAX_DIRTY];
    list->met_start[0] = 0;
    for (int d = 0; d < count; d++) {
        at[d] = list->met_start[d];
        list->met_start[d + 1] = list->met_start[d] + counts[d];
    }
    list->met = grow(list->met, &list->met_cap, list->met_start[count], sizeof *list->met);
    for (int i = 0; i < l->count; i++)
        for (uint64_t mask = list->met_masks[i]; mask; mask &= mask - 1)
            list->met[at[__builtin_ctzll(mask)]++] = i;
}

/* Finds what shows in area (the rectangle redrawn `d`) of each operation that meets it
 * (list->pieces): what no later opaque operation paints over (the window's background under a
 * panel shows only around it, a panel's border only past its inside). An operation drawn whole
 * shows all of its part or nothing. Walks from the last operation, keeping the largest opaque
 * parts met so far. */
static void find_shown(UiDrawList *list, const OpList *l, int d, SDL_Rect area)
{
    SDL_Rect covers[MAX_COVERS];
    int cover_count = 0;
    list->shown_count = 0;
    for (int m = list->met_start[d + 1] - 1; m >= list->met_start[d]; m--) {
        int i = list->met[m];
        const DrawOp *op = &l->ops[i];
        SDL_Rect part, *pieces = list->pieces + (size_t)i * MAX_PIECES;
        meet(op->bounds, area, &part);
        int n = uncovered(part, covers, cover_count, pieces);
        if (n > 0 && op->whole) {
            n = 1;
            pieces[0] = part;
        }
        if (n > 1 && op->kind == DRAW_GEOMETRY) { /* each piece would set up every triangle */
            for (int k = 1; k < n; k++)
                pieces[0] = unite(pieces[0], pieces[k]);
            n = 1;
        }
        list->ops_pieces[i] = n;
        if (n > 0)
            list->shown[list->shown_count++] = i;
        SDL_Rect opaque;
        if (n > 0 && paints_over(op))
            add_cover(covers, &cover_count, part);
        else if (n > 0 && meet(op->opaque, part, &opaque))
            add_cover(covers, &cover_count, opaque);
    }
}

/* A copy at another size than its texture's (drawn whole: turned ones are too). */
static bool is_stretched(const DrawOp *op)
{
    return op->kind == DRAW_COPY && op->whole && op->angle == 0.0;
}

/* Whether what `clip` holds of a copy has a part to copy without blending, and which (`inside`):
 * a copy at full alpha and untinted, drawn by the software renderer, shows enough of its
 * texture's opaque part. Those pixels replace the ones under them, as blending them at full
 * alpha does (a GPU blends them at no cost: one copy is better there; a small part is not worth
 * SDL choosing its blitter again for each change of the texture's blend mode). */
static bool copies_unblended(const UiDrawList *list, const DrawOp *op, SDL_Rect clip,
                             SDL_Rect *inside)
{
    SDL_Rect shown;
    return list->window_keeps && op->kind == DRAW_COPY && !op->whole &&
           op->blend == SDL_BLENDMODE_BLEND && op->colour.r == 255 && op->colour.g == 255 &&
           op->colour.b == 255 && op->colour.a == SDL_ALPHA_OPAQUE && meet(op->dst, clip, &shown) &&
           meet(shown, op->opaque, inside) && area_of(*inside) >= UNBLENDED_WORTH;
}

/* Copies the part `to` of an unscaled copy's rectangle from the texture's matching pixels. */
static void copy_part(SDL_Renderer *renderer, const DrawOp *op, SDL_Rect to)
{
    int src_x = op->has_src ? op->src.x : 0, src_y = op->has_src ? op->src.y : 0;
    SDL_Rect from = {src_x + to.x - op->dst.x, src_y + to.y - op->dst.y, to.w, to.h};
    SDL_RenderCopy(renderer, op->texture, &from, &to);
}

/* Draws what `clip` holds of such a copy: the opaque part `inside` copied plainly (a few
 * instructions a pixel, where SDL's blend takes many: a card's face is 85% opaque), the rest
 * blended. The same pixels as the copy blended whole. */
static void run_copy_unblended(Ui *ui, const DrawOp *op, SDL_Rect clip, SDL_Rect inside)
{
    SDL_Rect shown, rest[4];
    meet(op->dst, clip, &shown);
    SDL_SetTextureColorMod(op->texture, 255, 255, 255);
    SDL_SetTextureAlphaMod(op->texture, SDL_ALPHA_OPAQUE);
    SDL_SetTextureBlendMode(op->texture, SDL_BLENDMODE_NONE);
    copy_part(ui->renderer, op, inside);
    ui->draws->last_unblended += area_of(inside);
    SDL_SetTextureBlendMode(op->texture, SDL_BLENDMODE_BLEND);
    int n = subtract(shown, inside, rest);
    for (int k = 0; k < n; k++)
        copy_part(ui->renderer, op, rest[k]);
}

/* Rasterises what shows of each operation in each rectangle to redraw. */
static void redraw(Ui *ui, const OpList *l)
{
    UiDrawList *list = ui->draws;
    SDL_Rect window = {0, 0, ui->pixel_w, ui->pixel_h};
    list->pieces =
        grow(list->pieces, &list->pieces_cap, l->count * MAX_PIECES, sizeof *list->pieces);
    list->ops_pieces =
        grow(list->ops_pieces, &list->ops_pieces_cap, l->count, sizeof *list->ops_pieces);
    list->shown = grow(list->shown, &list->shown_cap, l->count, sizeof *list->shown);
    list->last_pixels = list->last_painted = list->last_banded = list->last_stretched = 0;
    list->last_unblended = 0;
    SDL_Rect areas[MAX_DIRTY];
    int count = 0;
    for (int d = 0; d < list->dirty_count; d++)
        if (meet(list->dirty[d], window, &areas[count]))
            count++;
    find_met(list, l, areas, count);
    for (int d = 0; d < count; d++) {
        list->last_pixels += area_of(areas[d]);
        find_shown(list, l, d, areas[d]);
        for (int s = list->shown_count - 1; s >= 0; s--) {
            int i = list->shown[s];
            for (int k = 0; k < list->ops_pieces[i]; k++) {
                SDL_Rect piece = list->pieces[(size_t)i * MAX_PIECES + k];
                list->last_painted += area_of(piece);
                if (is_stretched(&l->ops[i]))
                    list->last_stretched += area_of(piece);
                SDL_Rect clip = set_clip(ui->renderer, &l->ops[i], &piece), inside;
                if (copies_unblended(list, &l->ops[i], clip, &inside))
                    run_copy_unblended(ui, &l->ops[i], clip, inside);
                else
                    run_op(ui, l, &l->ops[i]);
            }
        }
    }
    SDL_RenderSetClipRect(ui->renderer, NULL);
}

/* Shows the frame in the window: the layer copied to it where the frame changed it, if the
 * window kept the rest (else whole), or nothing to copy when the frame was drawn in the window
 * itself. Counts the window's pixels the frame changed. */
static void show_frame(Ui *ui)
{
    UiDrawList *list = ui->draws;
    SDL_Rect window = {0, 0, list->kept_w, list->kept_h}, r;
    if (list->layer) {
        SDL_SetRenderTarget(ui->renderer, NULL);
        SDL_SetTextureBlendMode(list->layer, SDL_BLENDMODE_NONE);
    }
    if (!list->window_keeps) {
        SDL_RenderCopy(ui->renderer, list->layer, NULL, NULL);
        list->last_copied = area_of(window);
        return;
    }
    list->last_copied = 0;
    if (meet(list->moved, window, &r))
        list->last_copied += area_of(r); /* moved in the window itself */
    for (int d = 0; d < list->dirty_count; d++)
        if (meet(list->dirty[d], window, &r)) {
            if (list->layer)
                SDL_RenderCopy(ui->renderer, list->layer, &r, &r);
            list->last_copied += area_of(r);
        }
}

void ui_draw_discard(Ui *ui)
{
    ui->draws->recording = false;
}

void ui_draw_end(Ui *ui)
{
    UiDrawList *list = ui->draws;
    const OpList *now = &list->lists[list->current];
    if (!list->recording)
        return; /* finished already */
    SDL_RenderSetClipRect(ui->renderer, NULL);
    list->recording = false;
    list->dirty_count = 0;
    list->dirty_cap = MAX_CHANGED;
    list->moved = (SDL_Rect){0, 0, 0, 0};
    bool kept = ensure_picture_kept(ui);
    hash_ops(&list->lists[list->current]);
    /* what was drawn into the window outside a frame is painted over (a layer is copied whole) */
    bool whole = !kept || list->redraw_all || (list->window_keeps && list->window_stale);
    list->window_stale = false;
    if (whole) {
        list->dirty[list->dirty_count++] = (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h};
    } else {
        follow_scroll(ui);
        find_changes(list);
    }
    merge_dirty(list);
    take_in_whole_ops(list, now);
    if (list->layer)
        SDL_SetRenderTarget(ui->renderer, list->layer);
    redraw(ui, now);
    if (kept)
        show_frame(ui);
    ui_text_check_read_frame(ui);
    list->redraw_all = !kept;
    destroy_released_after(list, now);
    list->current = !list->current;
}

SDL_Surface *ui_draw_picture(Ui *ui, UiOffscreenDraw draw, void *data)
{
    if (!ui_picture_open(ui))
        return NULL;
    SDL_Surface *picture =
        SDL_CreateRGBSurfaceWithFormat(0, ui->pixel_w, ui->pixel_h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!picture)
        return NULL;
    SDL_SetRenderDrawColor(ui->renderer, 0, 0, 0, 0);
    SDL_RenderClear(ui->renderer);
    draw(ui, data);
    if (SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, picture->pixels,
                             picture->pitch) != 0) {
        SDL_FreeSurface(picture);
        return NULL;
    }
    return picture;
}
