/* SVG sprites from data_dir/assets, rasterised with IMG_LoadSizedSVG_RW at the size they are
 * drawn (crisp at any scale), cached by (file, width, height). After a window resize, the sizes
 * made for the old size stand in for the new ones (ui_sprites_stand_ins) until those are made,
 * and are then dropped. PNG files work too (scaled).
 *
 * A missing or broken file is reported once on stderr ("moguls: missing asset assets/x.svg: ...")
 * and drawn as a visible placeholder (a magenta box with a cross): never a crash. */
#ifndef MOGULS_SPRITE_H
#define MOGULS_SPRITE_H

#include "ui.h"

/* Its textures are destroyed through `draws` (draw_list.h). */
UiSprites *ui_sprites_create(UiDrawList *draws);
void ui_sprites_destroy(UiSprites *sprites);
/* Drops every rasterised texture (a renderer change). */
void ui_sprites_flush(UiSprites *sprites);
/* The window changed size: each size made so far is kept only while it stands in for one the
 * frames now want, or wanted again itself. */
void ui_sprites_resized(UiSprites *sprites);

/* Draws assets/<name> (e.g. "takeover/tile-suns-3.svg") into dst. False if it was missing (a
 * placeholder was drawn). */
bool ui_sprite(Ui *ui, const char *name, SDL_Rect dst);
/* The same with a colour modulation (white = none), alpha and rotation in degrees around the
 * centre of dst. */
bool ui_sprite_ex(Ui *ui, const char *name, SDL_Rect dst, SDL_Color mod, double angle);
/* The sprite rasterised at w x h (cached), copied stretched into dst: for a shape whose size
 * changes every frame of an animation (a coin turning), which would else be rasterised again
 * at each frame's size. */
bool ui_sprite_stretched(Ui *ui, const char *name, int w, int h, SDL_Rect dst, SDL_Color mod);
/* The texture for a sprite at a size (cached; owned by the cache), or NULL if missing. */
SDL_Texture *ui_sprite_texture(Ui *ui, const char *name, int w, int h);
/* Has the worker rasterise `name` at w x h ahead of the first frame that draws it (a piece shown
 * only in an animation, which would else be rasterised inside that animation's first frame):
 * nothing if that size is made or asked for already, or if no worker can take it (the frame
 * that draws it makes it then). */
void ui_sprite_prepare(Ui *ui, const char *name, int w, int h);
/* A piece whose size changes every frame as it flies (a card growing on its way to its place),
 * drawn at `now` and landing at `landed`: until ui_sprites_rasterise_drawn, each sprite is
 * rasterised at its drawn size scaled as `now` is to `landed` (the size it will have once landed,
 * cached after the first frame) and copied stretched, rather than rasterised again at each
 * frame's size. */
void ui_sprites_rasterise_landed(Ui *ui, SDL_Rect now, SDL_Rect landed);
/* Back to rasterising each sprite at the size it is drawn. */
void ui_sprites_rasterise_drawn(Ui *ui);
/* Allows (or not) a sprite wanted at a size not rasterised yet to be drawn for a frame or two
 * from the nearest size made, stretched, while a worker thread rasterises its own size: a
 * window's frames, not a picture read back (off by default). */
void ui_sprites_stand_ins(Ui *ui, bool on);
/* Takes the worker's finished sizes (at a frame's start); with `wait`, all those asked for so
 * far: the manual clock's frames (tests, benchmarks) then show every exact size the frame after
 * it was first asked for, the same every run. */
void ui_sprites_collect(Ui *ui, bool wait);
/* Tests: how many sprites the drawing thread rasterised itself so far. */
int ui_sprites_rasterised(const UiSprites *sprites);
/* Tests: how many stand-ins were stretched to the size they stand in at so far. */
int ui_sprites_stretched(const UiSprites *sprites);
/* Tests: how many times the worker woke the main loop (each wake-up may cost it a turn). */
int ui_sprites_worker_wakes(UiSprites *sprites);
/* Tests: how many rasterised sprites (names and sizes) are cached. */
int ui_sprites_cached(const UiSprites *sprites);
/* The visible stand-in for a missing asset. */
void ui_sprite_placeholder(Ui *ui, SDL_Rect dst);

#endif
