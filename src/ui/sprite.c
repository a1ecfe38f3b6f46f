#include "sprite.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_list.h"
#include "text_check.h"

#define MAX_SPRITES 384
#define MAX_MISSING 64
#define NAME_MAX 160
#define PATH_MAX_LEN 1400
#define MAX_JOBS 64 /* rasterisations waiting for the worker or for the main thread to take */

typedef struct SpriteEntry {
    char name[NAME_MAX];
    int w, h;
    SDL_Texture *texture; /* NULL: the file is missing or broken, or still being rasterised */
    bool pending;         /* being rasterised on the worker: another size stands in meanwhile */
    bool before_resize;   /* made for the window's last size: a stand-in only, until wanted again */
    /* While pending: the nearest size made, stretched to this size once, drawn in its place by
     * every copy of every frame until the texture comes (NULL: none made yet) */
    SDL_Texture *stand_in;
} SpriteEntry;

/* A size to rasterise on the worker, and the pixels it made (NULL: it could not). */
typedef struct SpriteJob {
    char name[NAME_MAX];
    char path[PATH_MAX_LEN];
    int w, h;
    unsigned generation; /* the cache's when asked: a flush since makes it stale */
    SDL_Surface *surface;
} SpriteJob;

/* The worker thread and its queue, a ring: jobs [finished, added) are the worker's to do (one at
 * a time, in order), [collected, finished) are done and wait for the drawing thread, which alone
 * makes textures. SVGs are rasterised on two threads at once already (the lobby's lids). */
typedef struct SpriteWorker {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *queued, *finished_one;
    SpriteJob jobs[MAX_JOBS];
    unsigned added, finished, collected; /* counts since the start, a job's slot is count % MAX */
    int wakes;                           /* main loop wake-ups pushed so far (tests) */
    bool quit;
} SpriteWorker;

struct UiSprites {
    SpriteEntry entries[MAX_SPRITES];
    int count;
    char missing[MAX_MISSING][NAME_MAX]; /* reported once each */
    int missing_count;
    UiDrawList *draws; /* textures are destroyed through it */
    unsigned generation;     /* flushes so far */
    bool stand_ins;          /* a size not made yet may be drawn from another for a frame or two */
    int rasterised;          /* rasterisations made by the frames themselves (tests) */
    int stretched;           /* stand-ins stretched to a size of their own (tests) */
    bool stood_in;           /* the frame drew a stand-in */
    int frames_since_resize; /* frames begun since the window's size changed, up to 2 */
    SpriteWorker worker;
    /* A piece in flight: the drawn size times these is the size each sprite is rasterised at
     * (1, 1: the drawn size itself). */
    float raster_sx, raster_sy;
};

UiSprites *ui_sprites_create(UiDrawList *draws)
{
    UiSprites *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->draws = draws;
    s->raster_sx = s->raster_sy = 1.0f;
    return s;
}

/* Its textures are destroyed once the frame is drawn. */
static void release_entry(UiSprites *s, SpriteEntry *e)
{
    ui_draw_release_texture(s->draws, e->texture);
    ui_draw_release_texture(s->draws, e->stand_in);
}

void ui_sprites_flush(UiSprites *s)
{
    for (int i = 0; i < s->count; i++)
        release_entry(s, &s->entries[i]);
    s->count = 0;
    s->generation++; /* the worker's jobs in hand are for textures no longer wanted */
}

void ui_sprites_resized(UiSprites *s)
{
    for (int i = 0; i < s->count; i++)
        s->entries[i].before_resize = true;
    s->frames_since_resize = 0;
}

/* Drops the sizes made for the window's last size that no frame wanted since, once every size
 * asked for instead is in (they stand in for those until then). */
static void drop_sizes_before_resize(UiSprites *s)
{
    int kept = 0;
    for (int i = 0; i < s->count; i++) {
        if (s->entries[i].before_resize)
            release_entry(s, &s->entries[i]);
        else
            s->entries[kept++] = s->entries[i];
    }
    s->count = kept;
}

static void stop_worker(SpriteWorker *w)
{
    if (w->thread) {
        SDL_LockMutex(w->lock);
        w->quit = true;
        SDL_CondSignal(w->queued);
        SDL_UnlockMutex(w->lock);
        SDL_WaitThread(w->thread, NULL);
    }
    for (unsigned i = w->collected; i != w->finished; i++)
        SDL_FreeSurface(w->jobs[i % MAX_JOBS].surface);
    if (w->queued)
        SDL_DestroyCond(w->queued);
    if (w->finished_one)
        SDL_DestroyCond(w->finished_one);
    if (w->lock)
        SDL_DestroyMutex(w->lock);
}

void ui_sprites_destroy(UiSprites *s)
{
    if (!s)
        return;
    stop_worker(&s->worker);
    ui_sprites_flush(s);
    free(s);
}

static void report_missing(UiSprites *s, const char *name, const char *why)
{
    for (int i = 0; i < s->missing_count; i++)
        if (!strcmp(s->missing[i], name))
            return;
    fprintf(stderr, "moguls: missing asset assets/%s: %s (drawing a placeholder)\n", name, why);
    if (s->missing_count < MAX_MISSING)
        snprintf(s->missing[s->missing_count++], NAME_MAX, "%s", name);
}

static bool ends_with(const char *text, const char *suffix)
{
    size_t n = strlen(text), m = strlen(suffix);
    return n >= m && !strcmp(text + n - m, suffix);
}

/* An SVG is rasterised keeping its proportions, so it may come out narrower or shorter than the
 * size it is drawn at. Such a sprite is stretched here once, with the renderer's own linear
 * stretch (on the format it would convert it to), to that size: each copy is then one to one,
 * a blit rather than a stretch, and may be redrawn in part (a stretched copy is redrawn whole,
 * and took with it everything it touched). Takes `surface`; returns the one to use. */
static SDL_Surface *stretched_to(SDL_Surface *surface, int w, int h)
{
    if (surface->w == w && surface->h == h)
        return surface;
    SDL_Surface *argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!argb || !out || SDL_SoftStretchLinear(argb, NULL, out, NULL) != 0) {
        SDL_FreeSurface(argb);
        SDL_FreeSurface(out);
        return surface; /* drawn stretched at each copy, as before */
    }
    SDL_FreeSurface(argb);
    SDL_FreeSurface(surface);
    return out;
}

/* The pixels of `name` (at `path`) at w x h, or NULL with *why said: on any thread. */
static SDL_Surface *load_pixels(const char *path, const char *name, int w, int h, const char **why)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        *why = SDL_GetError();
        return NULL;
    }
    SDL_Surface *surface =
        ends_with(name, ".svg") ? IMG_LoadSizedSVG_RW(rw, w, h) : IMG_Load_RW(rw, 0);
    SDL_RWclose(rw);
    if (!surface) {
        *why = IMG_GetError();
        return NULL;
    }
    return ends_with(name, ".svg") ? stretched_to(surface, w, h) : surface;
}

static void asset_path(const Ui *ui, const char *name, char *path, size_t size)
{
    snprintf(path, size, "%s/assets/%s", ui->data_dir, name);
}

/* The texture of a sprite's pixels (freed here). */
static SDL_Texture *texture_of(Ui *ui, SDL_Surface *surface)
{
    SDL_Texture *t = SDL_CreateTextureFromSurface(ui->renderer, surface);
    ui_draw_note_opaque(t, surface);
    SDL_FreeSurface(surface);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

static SDL_Texture *rasterise(Ui *ui, const char *name, int w, int h)
{
    char path[PATH_MAX_LEN];
    asset_path(ui, name, path, sizeof path);
    const char *why = "";
    SDL_Surface *surface = load_pixels(path, name, w, h, &why);
    ui->sprites->rasterised++;
    if (!surface) {
        report_missing(ui->sprites, name, why);
        return NULL;
    }
    return texture_of(ui, surface);
}

/* The cached rasterisation of `name` at w x h, else the first within `slack` pixels of it, or
 * NULL: one pass over the cache. */
static SpriteEntry *cached(UiSprites *s, const char *name, int w, int h, int slack)
{
    SpriteEntry *near = NULL;
    for (int i = 0; i < s->count; i++) {
        SpriteEntry *e = &s->entries[i];
        if (abs(e->w - w) > slack || abs(e->h - h) > slack || strcmp(e->name, name))
            continue;
        if (e->w == w && e->h == h)
            return e;
        if (!near)
            near = e;
    }
    return near;
}

/* The rasterisation of `name` nearest in size to w x h that is made, or NULL. */
static const SpriteEntry *nearest_made(const UiSprites *s, const char *name, int w, int h)
{
    const SpriteEntry *best = NULL;
    int best_off = 0;
    for (int i = 0; i < s->count; i++) {
        const SpriteEntry *e = &s->entries[i];
        if (e->pending || !e->texture || strcmp(e->name, name))
            continue;
        int off = abs(e->w - w) + abs(e->h - h);
        if (!best || off < best_off) {
            best = e;
            best_off = off;
        }
    }
    return best;
}

static SpriteEntry *new_entry(UiSprites *s, const char *name, int w, int h)
{
    if (s->count == MAX_SPRITES)
        ui_sprites_flush(s);
    SpriteEntry *fresh = &s->entries[s->count++];
    snprintf(fresh->name, NAME_MAX, "%s", name);
    fresh->w = w;
    fresh->h = h;
    fresh->texture = NULL;
    fresh->pending = false;
    fresh->before_resize = false;
    fresh->stand_in = NULL;
    return fresh;
}

/* The entry of a size a frame wants, if there is one: kept whatever the window's size. */
static SpriteEntry *wanted_entry(UiSprites *s, const char *name, int w, int h)
{
    SpriteEntry *e = cached(s, name, w, h, 0);
    if (e)
        e->before_resize = false;
    return e;
}

/* A pending entry's own texture has come: its stand-in is done with. */
static void texture_came(UiSprites *s, SpriteEntry *e, SDL_Texture *texture)
{
    e->pending = false;
    e->texture = texture;
    ui_draw_release_texture(s->draws, e->stand_in);
    e->stand_in = NULL;
}

/* The exact rasterisation of an entry, made now (a frame that must show it). */
static SDL_Texture *made_now(Ui *ui, SpriteEntry *e)
{
    if (e->pending) /* the worker's copy, when it comes, is dropped */
        texture_came(ui->sprites, e, rasterise(ui, e->name, e->w, e->h));
    return e->texture;
}

SDL_Texture *ui_sprite_texture(Ui *ui, const char *name, int w, int h)
{
    UiSprites *s = ui->sprites;
    if (w <= 0 || h <= 0)
        return NULL;
    SpriteEntry *e = wanted_entry(s, name, w, h);
    if (e)
        return made_now(ui, e);
    e = new_entry(s, name, w, h);
    e->texture = rasterise(ui, name, w, h);
    return e->texture;
}

/* ---- the worker: sizes rasterised off the frame ---- */

static int worker_main(void *data)
{
    SpriteWorker *w = data;
    SDL_LockMutex(w->lock);
    for (;;) {
        while (!w->quit && w->finished == w->added)
            SDL_CondWait(w->queued, w->lock);
        if (w->quit)
            break;
        SpriteJob *job = &w->jobs[w->finished % MAX_JOBS];
        SDL_UnlockMutex(w->lock);
        const char *why = "";
        job->surface = load_pixels(job->path, job->name, job->w, job->h, &why);
        SDL_LockMutex(w->lock);
        w->finished++;
        SDL_CondSignal(w->finished_one);
        if (w->finished == w->added) { /* the main loop draws a frame, which takes them */
            SDL_Event wake = {.type = SDL_USEREVENT};
            SDL_PushEvent(&wake);
            w->wakes++;
        }
    }
    SDL_UnlockMutex(w->lock);
    return 0;
}

static bool start_worker(SpriteWorker *w)
{
    if (w->thread)
        return true;
    if (!w->lock) {
        w->lock = SDL_CreateMutex();
        w->queued = SDL_CreateCond();
        w->finished_one = SDL_CreateCond();
    }
    if (w->lock && w->queued && w->finished_one)
        w->thread = SDL_CreateThread(worker_main, "moguls-sprites", w);
    return w->thread != NULL;
}

/* Asks the worker for `e`'s pixels. False if it cannot take them (no thread, queue full). */
static bool queue_job(Ui *ui, const SpriteEntry *e)
{
    UiSprites *s = ui->sprites;
    SpriteWorker *w = &s->worker;
    if (!start_worker(w))
        return false;
    SDL_LockMutex(w->lock);
    bool room = w->added - w->collected < MAX_JOBS;
    if (room) {
        SpriteJob *job = &w->jobs[w->added % MAX_JOBS];
        snprintf(job->name, sizeof job->name, "%s", e->name);
        asset_path(ui, e->name, job->path, sizeof job->path);
        job->w = e->w;
        job->h = e->h;
        job->generation = s->generation;
        job->surface = NULL;
        w->added++;
        SDL_CondSignal(w->queued);
    }
    SDL_UnlockMutex(w->lock);
    return room;
}

/* A finished job's pixels become its entry's texture, if the entry still waits for them. */
static void take_job(Ui *ui, SpriteJob *job)
{
    UiSprites *s = ui->sprites;
    SpriteEntry *e =
        job->generation == s->generation ? cached(s, job->name, job->w, job->h, 0) : NULL;
    if (!e || !e->pending) {
        SDL_FreeSurface(job->surface);
        return;
    }
    texture_came(s, e,
                 job->surface ? texture_of(ui, job->surface) : rasterise(ui, e->name, e->w, e->h));
}

void ui_sprites_collect(Ui *ui, bool wait)
{
    SpriteWorker *w = &ui->sprites->worker;
    if (w->thread) {
        SDL_LockMutex(w->lock);
        while (wait && w->finished != w->added)
            SDL_CondWait(w->finished_one, w->lock);
        unsigned finished = w->finished;
        SDL_UnlockMutex(w->lock);
        /* the jobs before `finished` are the drawing thread's alone now */
        for (; w->collected != finished; w->collected++)
            take_job(ui, &w->jobs[w->collected % MAX_JOBS]);
    }
    UiSprites *s = ui->sprites;
    /* the old sizes stand in at the first frame after a resize, and at the next ones until the
     * new sizes are in */
    if (s->frames_since_resize < 2)
        s->frames_since_resize++;
    else if (!s->stood_in && w->collected == w->added)
        drop_sizes_before_resize(s);
    s->stood_in = false;
}

void ui_sprites_stand_ins(Ui *ui, bool on)
{
    ui->sprites->stand_ins = on;
}

int ui_sprites_rasterised(const UiSprites *sprites)
{
    return sprites->rasterised;
}

int ui_sprites_stretched(const UiSprites *sprites)
{
    return sprites->stretched;
}

/* `from` stretched to w x h once, into a texture of its own: each copy of a stand-in is then a
 * blit, not SDL's scaled and blended copy (which stretches into a surface it makes for that copy
 * alone: a Mint Bid table's 30 cards changing size stretched the same card 30 times in the
 * frame). The same pixels as each such copy when drawn whole. NULL if it cannot be made. */
static SDL_Texture *stretched_once(Ui *ui, SDL_Texture *from, int w, int h)
{
    Uint32 format;
    SDL_QueryTexture(from, &format, NULL, NULL, NULL);
    SDL_Texture *t = SDL_CreateTexture(ui->renderer, format, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t)
        return NULL;
    UiTargetKept kept = ui_target_into(ui, t);
    SDL_SetTextureBlendMode(from, SDL_BLENDMODE_NONE); /* its pixels as they are, alpha too */
    SDL_SetTextureColorMod(from, 255, 255, 255);
    SDL_SetTextureAlphaMod(from, 255);
    SDL_RenderCopy(ui->renderer, from, NULL, NULL);
    SDL_SetTextureBlendMode(from, SDL_BLENDMODE_BLEND);
    ui_target_back(ui, kept);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    ui_draw_note_opaque_stretched(t, from);
    return t;
}

/* The texture to draw `name` with at w x h this frame: its own, else (stand-ins allowed) the
 * nearest size made standing in, stretched to this size once, while the worker rasterises this
 * size: a frame where many pieces change size (a table's cards shrinking as the city grows)
 * waits for no rasteriser. The worker wakes the main loop when it has made them all (not a frame
 * requested: that would move the manual clock on). */
static SDL_Texture *drawn_texture(Ui *ui, const char *name, int w, int h)
{
    UiSprites *s = ui->sprites;
    if (w <= 0 || h <= 0)
        return NULL;
    SpriteEntry *e = wanted_entry(s, name, w, h);
    if (e && !e->pending)
        return e->texture;
    const SpriteEntry *nearest = s->stand_ins ? nearest_made(s, name, w, h) : NULL;
    if (!nearest)
        return ui_sprite_texture(ui, name, w, h);
    if (!e) {
        e = new_entry(s, name, w, h);
        e->pending = true;
        nearest = nearest_made(s, name, w, h); /* none if new_entry had to flush the cache */
        if (!nearest || !queue_job(ui, e))
            return made_now(ui, e);
    }
    if (!e->stand_in) {
        e->stand_in = stretched_once(ui, nearest->texture, w, h);
        s->stretched++;
    }
    s->stood_in = true;
    return e->stand_in ? e->stand_in : nearest->texture;
}

void ui_sprite_prepare(Ui *ui, const char *name, int w, int h)
{
    UiSprites *s = ui->sprites;
    if (w <= 0 || h <= 0 || wanted_entry(s, name, w, h))
        return;
    SpriteEntry *e = new_entry(s, name, w, h);
    e->pending = true;
    if (!queue_job(ui, e))
        s->count--; /* the entry just added: the frame that draws it makes it */
}

int ui_sprites_worker_wakes(UiSprites *sprites)
{
    SpriteWorker *w = &sprites->worker;
    if (!w->lock)
        return 0;
    SDL_LockMutex(w->lock);
    int wakes = w->wakes;
    SDL_UnlockMutex(w->lock);
    return wakes;
}

int ui_sprites_cached(const UiSprites *sprites)
{
    return sprites->count;
}

void ui_sprites_rasterise_landed(Ui *ui, SDL_Rect now, SDL_Rect landed)
{
    UiSprites *s = ui->sprites;
    bool sized = now.w > 0 && now.h > 0 && landed.w > 0 && landed.h > 0;
    s->raster_sx = sized ? (float)landed.w / (float)now.w : 1.0f;
    s->raster_sy = sized ? (float)landed.h / (float)now.h : 1.0f;
}

void ui_sprites_rasterise_drawn(Ui *ui)
{
    ui->sprites->raster_sx = ui->sprites->raster_sy = 1.0f;
}

/* The texture for a sprite drawn at w x h: in a flight, rasterised at the size it lands at. The
 * layout's rounding at each frame's size (a pixel, scaled) may put a part that much off its
 * landed size: a size already rasterised that near serves (it is drawn stretched anyway). */
static SDL_Texture *raster_texture(Ui *ui, const char *name, int w, int h)
{
    UiSprites *s = ui->sprites;
    if (s->raster_sx == 1.0f && s->raster_sy == 1.0f)
        return drawn_texture(ui, name, w, h);
    w = (int)lroundf((float)w * s->raster_sx);
    h = (int)lroundf((float)h * s->raster_sy);
    int slack = (int)fmaxf(s->raster_sx, s->raster_sy) + 1;
    const SpriteEntry *near = cached(s, name, w, h, slack);
    return near && !near->pending ? near->texture : drawn_texture(ui, name, w, h);
}

void ui_sprite_placeholder(Ui *ui, SDL_Rect dst)
{
    SDL_Color magenta = ui_rgba(0xff00ff, 255);
    ui_fill_rect(ui, dst, ui_rgba(0x400040, 160));
    ui_outline_rect(ui, dst, 3, magenta);
    ui_line(ui, (float)dst.x, (float)dst.y, (float)(dst.x + dst.w), (float)(dst.y + dst.h), 2,
            magenta);
    ui_line(ui, (float)(dst.x + dst.w), (float)dst.y, (float)dst.x, (float)(dst.y + dst.h), 2,
            magenta);
}

/* The sprite rasterised at w x h, copied into dst turned by `angle` degrees. */
static bool draw_sprite(Ui *ui, const char *name, int w, int h, SDL_Rect dst, SDL_Color mod,
                        double angle)
{
    SDL_Texture *t = raster_texture(ui, name, w, h);
    if (!t) {
        ui_sprite_placeholder(ui, dst);
        return false;
    }
    SDL_SetTextureColorMod(t, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(t, mod.a);
    ui_text_check_piece(ui, dst, mod.a);
    ui_draw_copy(ui, t, NULL, dst, angle);
    return true;
}

bool ui_sprite_stretched(Ui *ui, const char *name, int w, int h, SDL_Rect dst, SDL_Color mod)
{
    return draw_sprite(ui, name, w, h, dst, mod, 0.0);
}

bool ui_sprite_ex(Ui *ui, const char *name, SDL_Rect dst, SDL_Color mod, double angle)
{
    return draw_sprite(ui, name, dst.w, dst.h, dst, mod, angle);
}

bool ui_sprite(Ui *ui, const char *name, SDL_Rect dst)
{
    return ui_sprite_ex(ui, name, dst, ui_rgba(0xffffff, 255), 0.0);
}
