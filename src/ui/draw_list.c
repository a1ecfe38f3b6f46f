#include "draw_list.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LOOK_AHEAD 96 /* how far the comparison looks for an operation that was moved along */
#define MAX_DIRTY 24  /* rectangles redrawn in one frame; more are merged */
#define MAX_COVERS 8  /* opaque fills kept to find what they hide */

typedef enum DrawKind { DRAW_FILL, DRAW_COPY, DRAW_GEOMETRY } DrawKind;

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
    SDL_Rect bounds; /* the pixels it may change (clip included); empty: none */
    int whole;       /* drawn whole or not at all: a scaled or turned copy, triangles (SDL
                        samples them from where the clip starts: a part drawn alone may differ
                        by a shade from the same part of the whole) */
    int vertex_first, vertex_count, index_first, index_count;
} DrawOp;

typedef struct OpList {
    DrawOp *ops;
    int count, cap;
    SDL_Vertex *vertices;
    int vertex_count, vertex_cap;
    int *indices;
    int index_count, index_cap;
} OpList;

struct UiDrawList {
    OpList lists[2];
    int current; /* lists[current] is being recorded, the other is the last frame's */
    bool recording;
    bool redraw_all;    /* the next frame is rasterised whole */
    SDL_Texture *layer; /* the last picture */
    int layer_w, layer_h;
    SDL_Texture **released; /* textures to destroy after the frame is drawn */
    int released_count, released_cap;
    SDL_Rect dirty[MAX_DIRTY];
    int dirty_count;
    long last_pixels;
    long last_painted;
    bool *hidden; /* per operation of the frame being drawn: nothing of it shows */
    int hidden_cap;
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
    for (int i = 0; i < 2; i++) {
        free(list->lists[i].ops);
        free(list->lists[i].vertices);
        free(list->lists[i].indices);
    }
    free(list->released);
    free(list->hidden);
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

void ui_draw_begin(Ui *ui)
{
    UiDrawList *list = ui->draws;
    OpList *l = &list->lists[list->current];
    l->count = l->vertex_count = l->index_count = 0;
    list->recording = true;
}

/* ---- recording ---- */

static bool empty(SDL_Rect r)
{
    return r.w <= 0 || r.h <= 0;
}

/* A new operation with the clip in force; its bounds are `area` within the clip. */
static DrawOp *add_op(Ui *ui, DrawKind kind, SDL_Rect area)
{
    OpList *l = &ui->draws->lists[ui->draws->current];
    l->ops = grow(l->ops, &l->cap, l->count + 1, sizeof *l->ops);
    DrawOp *op = &l->ops[l->count++];
    memset(op, 0, sizeof *op); /* the padding too: operations are compared byte by byte */
    op->kind = kind;
    op->clipped = SDL_RenderIsClipEnabled(ui->renderer);
    if (op->clipped)
        SDL_RenderGetClipRect(ui->renderer, &op->clip);
    op->bounds = area;
    if (op->clipped && !SDL_IntersectRect(&area, &op->clip, &op->bounds))
        op->bounds = (SDL_Rect){0, 0, 0, 0};
    return op;
}

static void set_clip(SDL_Renderer *renderer, const DrawOp *op, const SDL_Rect *within)
{
    SDL_Rect clip = *within;
    if (op->clipped)
        SDL_IntersectRect(&op->clip, within, &clip);
    SDL_RenderSetClipRect(renderer, &clip);
}

static void run_op(Ui *ui, const OpList *l, const DrawOp *op)
{
    SDL_Renderer *renderer = ui->renderer;
    switch (op->kind) {
    case DRAW_FILL:
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
}

void ui_draw_fill(Ui *ui, SDL_Rect r, SDL_Color c, SDL_BlendMode blend)
{
    if (empty(r))
        return;
    DrawOp *op = add_op(ui, DRAW_FILL, r);
    op->blend = blend;
    op->colour = c;
    op->dst = r;
    draw_now(ui, op);
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
    int w = dst.w, h = dst.h;
    if (src)
        w = src->w, h = src->h;
    else
        SDL_QueryTexture(texture, NULL, NULL, &w, &h);
    op->whole = angle != 0.0 || w != dst.w || h != dst.h;
    draw_now(ui, op);
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
    op->blend = SDL_BLENDMODE_BLEND;
    op->whole = true;
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

static bool same_op(const OpList *la, const DrawOp *a, const OpList *lb, const DrawOp *b)
{
    if (memcmp(a, b, offsetof(DrawOp, vertex_first)))
        return false;
    if (a->kind != DRAW_GEOMETRY)
        return true;
    return a->vertex_count == b->vertex_count && a->index_count == b->index_count &&
           !memcmp(la->vertices + a->vertex_first, lb->vertices + b->vertex_first,
                   (size_t)a->vertex_count * sizeof(SDL_Vertex)) &&
           !memcmp(la->indices + a->index_first, lb->indices + b->index_first,
                   (size_t)a->index_count * sizeof(int));
}

static SDL_Rect unite(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect u;
    SDL_UnionRect(&a, &b, &u);
    return u;
}

static long area_of(SDL_Rect r)
{
    return (long)r.w * r.h;
}

/* Adds a rectangle to redraw, merged with those that cover no more than the two apart; past
 * MAX_DIRTY, with the one it grows least. Rectangles may overlap: each is redrawn from the first
 * operation (the window's opaque background), so a pixel redrawn twice comes out the same. */
static void add_dirty(UiDrawList *list, SDL_Rect r)
{
    if (empty(r))
        return;
    for (int i = 0; i < list->dirty_count; i++) {
        SDL_Rect *d = &list->dirty[i];
        if (area_of(unite(*d, r)) <= area_of(*d) + area_of(r)) {
            r = unite(*d, r);
            *d = list->dirty[--list->dirty_count];
            i = -1; /* the larger rectangle may merge with others now */
        }
    }
    if (list->dirty_count < MAX_DIRTY) {
        list->dirty[list->dirty_count++] = r;
        return;
    }
    int best = 0;
    for (int i = 1; i < MAX_DIRTY; i++)
        if (area_of(unite(list->dirty[i], r)) - area_of(list->dirty[i]) <
            area_of(unite(list->dirty[best], r)) - area_of(list->dirty[best]))
            best = i;
    SDL_Rect merged = unite(list->dirty[best], r);
    list->dirty[best] = list->dirty[--list->dirty_count];
    add_dirty(list, merged);
}

/* The index of the first operation from `from` (within LOOK_AHEAD) equal to `op`, or -1. */
static int find_ahead(const OpList *in, int from, const OpList *l, const DrawOp *op)
{
    for (int k = from; k < in->count && k < from + LOOK_AHEAD; k++)
        if (same_op(in, &in->ops[k], l, op))
            return k;
    return -1;
}

/* Marks where the last frame's operations and this frame's differ. Walks both in order; an
 * operation only in one of them (added, dropped or changed) marks its bounds. */
static void find_changes(UiDrawList *list)
{
    const OpList *old = &list->lists[!list->current], *now = &list->lists[list->current];
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
                add_dirty(list, now->ops[j++].bounds);
        } else if (in_old >= 0) {
            while (i < in_old) /* gone since the last frame */
                add_dirty(list, old->ops[i++].bounds);
        } else { /* changed */
            add_dirty(list, old->ops[i++].bounds);
            add_dirty(list, now->ops[j++].bounds);
        }
    }
    while (i < old->count)
        add_dirty(list, old->ops[i++].bounds);
    while (j < now->count)
        add_dirty(list, now->ops[j++].bounds);
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
                if (SDL_IntersectRect(&op->bounds, &list->dirty[d], &in) &&
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

/* ---- the picture ---- */

static bool ensure_layer(Ui *ui)
{
    UiDrawList *list = ui->draws;
    if (list->layer && list->layer_w == ui->pixel_w && list->layer_h == ui->pixel_h)
        return true;
    if (list->layer)
        SDL_DestroyTexture(list->layer);
    /* the window's own format: blending into it gives the same pixels as into the window */
    Uint32 format = SDL_GetWindowPixelFormat(ui->window);
    if (format == SDL_PIXELFORMAT_UNKNOWN)
        format = SDL_PIXELFORMAT_ARGB8888;
    list->layer =
        SDL_CreateTexture(ui->renderer, format, SDL_TEXTUREACCESS_TARGET, ui->pixel_w, ui->pixel_h);
    list->layer_w = ui->pixel_w;
    list->layer_h = ui->pixel_h;
    list->redraw_all = true;
    return list->layer != NULL;
}

/* Whether an operation paints each pixel of its bounds without regard to what is under it. */
static bool paints_over(const DrawOp *op)
{
    return op->kind == DRAW_FILL &&
           (op->blend == SDL_BLENDMODE_NONE ||
            (op->blend == SDL_BLENDMODE_BLEND && op->colour.a == SDL_ALPHA_OPAQUE));
}

static bool contains(SDL_Rect outer, SDL_Rect inner)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

/* Marks in `hidden` the operations that `area` shows nothing of: those outside it, and those
 * whose part in it a later opaque fill paints over (the window's background under a panel, a
 * panel's border under its inside). Walks from the last operation, keeping the largest such
 * fills met so far. */
static void find_hidden(const OpList *l, SDL_Rect area, bool *hidden)
{
    SDL_Rect covers[MAX_COVERS];
    int cover_count = 0;
    for (int i = l->count - 1; i >= 0; i--) {
        const DrawOp *op = &l->ops[i];
        SDL_Rect part;
        hidden[i] = true;
        if (!SDL_IntersectRect(&op->bounds, &area, &part))
            continue;
        int c = 0;
        while (c < cover_count && !contains(covers[c], part))
            c++;
        if (c < cover_count)
            continue;
        hidden[i] = false;
        if (!paints_over(op))
            continue;
        if (cover_count < MAX_COVERS) {
            covers[cover_count++] = part;
            continue;
        }
        int smallest = 0;
        for (c = 1; c < MAX_COVERS; c++)
            if (area_of(covers[c]) < area_of(covers[smallest]))
                smallest = c;
        if (area_of(part) > area_of(covers[smallest]))
            covers[smallest] = part;
    }
}

/* Rasterises the operations that show in each rectangle to redraw, clipped to it. */
static void redraw(Ui *ui, const OpList *l)
{
    UiDrawList *list = ui->draws;
    SDL_Rect window = {0, 0, ui->pixel_w, ui->pixel_h};
    list->hidden = grow(list->hidden, &list->hidden_cap, l->count, sizeof *list->hidden);
    list->last_pixels = list->last_painted = 0;
    for (int d = 0; d < list->dirty_count; d++) {
        SDL_Rect area;
        if (!SDL_IntersectRect(&list->dirty[d], &window, &area))
            continue;
        list->last_pixels += area_of(area);
        find_hidden(l, area, list->hidden);
        for (int i = 0; i < l->count; i++) {
            SDL_Rect part;
            if (list->hidden[i] || !SDL_IntersectRect(&l->ops[i].bounds, &area, &part))
                continue;
            list->last_painted += area_of(part);
            set_clip(ui->renderer, &l->ops[i], &area);
            run_op(ui, l, &l->ops[i]);
        }
    }
    SDL_RenderSetClipRect(ui->renderer, NULL);
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
    bool layered = ensure_layer(ui);
    if (!layered || list->redraw_all)
        list->dirty[list->dirty_count++] = (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h};
    else
        find_changes(list);
    take_in_whole_ops(list, now);
    if (layered)
        SDL_SetRenderTarget(ui->renderer, list->layer);
    redraw(ui, now);
    if (layered) {
        SDL_SetRenderTarget(ui->renderer, NULL);
        SDL_SetTextureBlendMode(list->layer, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(ui->renderer, list->layer, NULL, NULL);
    }
    list->redraw_all = !layered;
    destroy_released_after(list, now);
    list->current = !list->current;
}
