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

typedef struct SpriteEntry {
    char name[NAME_MAX];
    int w, h;
    SDL_Texture *texture; /* NULL: the file is missing or broken */
} SpriteEntry;

struct UiSprites {
    SpriteEntry entries[MAX_SPRITES];
    int count;
    char missing[MAX_MISSING][NAME_MAX]; /* reported once each */
    int missing_count;
    UiDrawList *draws; /* textures are destroyed through it */
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

void ui_sprites_flush(UiSprites *s)
{
    for (int i = 0; i < s->count; i++)
        ui_draw_release_texture(s->draws, s->entries[i].texture);
    s->count = 0;
}

void ui_sprites_destroy(UiSprites *s)
{
    if (!s)
        return;
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

static SDL_Texture *rasterise(Ui *ui, const char *name, int w, int h)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/assets/%s", ui->data_dir, name);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        report_missing(ui->sprites, name, SDL_GetError());
        return NULL;
    }
    SDL_Surface *surface =
        ends_with(name, ".svg") ? IMG_LoadSizedSVG_RW(rw, w, h) : IMG_Load_RW(rw, 0);
    SDL_RWclose(rw);
    if (!surface) {
        report_missing(ui->sprites, name, IMG_GetError());
        return NULL;
    }
    if (ends_with(name, ".svg"))
        surface = stretched_to(surface, w, h);
    SDL_Texture *t = SDL_CreateTextureFromSurface(ui->renderer, surface);
    ui_draw_note_opaque(t, surface);
    SDL_FreeSurface(surface);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

/* The cached rasterisation of `name` at w x h, else the first within `slack` pixels of it, or
 * NULL: one pass over the cache. */
static const SpriteEntry *cached(const UiSprites *s, const char *name, int w, int h, int slack)
{
    const SpriteEntry *near = NULL;
    for (int i = 0; i < s->count; i++) {
        const SpriteEntry *e = &s->entries[i];
        if (abs(e->w - w) > slack || abs(e->h - h) > slack || strcmp(e->name, name))
            continue;
        if (e->w == w && e->h == h)
            return e;
        if (!near)
            near = e;
    }
    return near;
}

SDL_Texture *ui_sprite_texture(Ui *ui, const char *name, int w, int h)
{
    UiSprites *s = ui->sprites;
    if (w <= 0 || h <= 0)
        return NULL;
    const SpriteEntry *e = cached(s, name, w, h, 0);
    if (e)
        return e->texture;
    if (s->count == MAX_SPRITES)
        ui_sprites_flush(s);
    SpriteEntry *fresh = &s->entries[s->count++];
    snprintf(fresh->name, NAME_MAX, "%s", name);
    fresh->w = w;
    fresh->h = h;
    fresh->texture = rasterise(ui, name, w, h);
    return fresh->texture;
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
    const UiSprites *s = ui->sprites;
    if (s->raster_sx == 1.0f && s->raster_sy == 1.0f)
        return ui_sprite_texture(ui, name, w, h);
    w = (int)lroundf((float)w * s->raster_sx);
    h = (int)lroundf((float)h * s->raster_sy);
    int slack = (int)fmaxf(s->raster_sx, s->raster_sy) + 1;
    const SpriteEntry *near = cached(s, name, w, h, slack);
    return near ? near->texture : ui_sprite_texture(ui, name, w, h);
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
