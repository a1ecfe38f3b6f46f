/* Drawing only what changed: the kit records a frame's drawing as a list of operations (fills,
 * texture copies, triangles, each with its clip) instead of rasterising it at once. At the end of
 * the frame the list is compared with the previous frame's: only the rectangles where the two
 * differ (a piece that moved, a hovered button, a new log line) are rasterised again: straight
 * into the window where it keeps its pixels between frames (the software renderer), else into a
 * layer that keeps the last picture, and the layer is copied to the window. Every scene and board
 * gets it without doing anything: they draw the whole frame every time, and what they draw the
 * same as before costs the building of the list, not the pixels.
 *
 * The picture is the one drawing the whole list would give: outside the rectangles redrawn, the
 * operations that touch a pixel are the same ones in the same order as the frame before.
 * Textures are compared by their pointer: a texture the kit destroys is kept until the end of the
 * frame, and when the frame copied it the next one is drawn whole (a new texture may take its
 * address). */
#ifndef MOGULS_DRAW_LIST_H
#define MOGULS_DRAW_LIST_H

#include "ui.h"

typedef struct UiDrawList UiDrawList;

UiDrawList *ui_draw_list_create(void);
/* Destroys the layer, if any, and every texture left to destroy (before the renderer goes). */
void ui_draw_list_destroy(UiDrawList *list);

/* From now on the kit's drawing is recorded (ui_begin_frame calls it). */
void ui_draw_begin(Ui *ui);
/* Rasterises what changed since the last frame and copies the picture to the window's renderer
 * (call before reading or presenting the frame; ui_end_frame does it when it was not done). */
void ui_draw_end(Ui *ui);
/* This frame's content scrolls in `area` (ui_scroll_clip says so): when what is drawn clipped to
 * it is the last frame's moved up or down, the layer's pixels are moved instead of drawn again
 * (the first area of a frame; it must lie on a plain opaque fill). */
void ui_draw_scroll_area(Ui *ui, SDL_Rect area);
/* Ends the frame's recording without drawing it (a rehearsal, app_rehearse_frame): the window
 * keeps its pixels and the next frame is compared with the last frame drawn. */
void ui_draw_discard(Ui *ui);
/* The next frame is rasterised whole (the renderer lost its textures, the window was renewed). */
void ui_draw_redraw_all(Ui *ui);
/* Destroys a texture at the end of the frame (the kit's caches destroy theirs this way). */
void ui_draw_release_texture(UiDrawList *list, SDL_Texture *texture);
/* Notes which part of `texture`, made from `surface`, is wholly opaque: the largest rectangle
 * inset alike from each side whose every pixel has full alpha. A copy of it at its own size and
 * full alpha paints that part over whatever is under it, so what it hides is not drawn (the tile
 * under a stack's top tile, the shadow under a coin). Kept with the texture (its user data). */
void ui_draw_note_opaque(SDL_Texture *texture, SDL_Surface *surface);
/* Notes the opaque part of `texture`, `from` stretched to its size (linearly): `from`'s opaque
 * part scaled, less a margin its edge's samples may reach. */
void ui_draw_note_opaque_stretched(SDL_Texture *texture, SDL_Texture *from);
/* Tests: how many pixels the last ui_draw_end rasterised again (the whole window when drawn
 * whole). */
long ui_draw_last_pixels(const Ui *ui);
/* Tests: how many pixels the operations the last ui_draw_end ran were given to paint (what an
 * opaque fill drawn later paints over is not drawn). */
long ui_draw_last_painted(const Ui *ui);
/* Tests: how many pixels of opaque fills the last ui_draw_end copied from rows of their colour
 * kept in a texture rather than filled by SDL (the software renderer, large fills only). */
long ui_draw_last_banded(const Ui *ui);
/* Tests: how many of the pixels the last ui_draw_end painted were painted by copies stretched
 * (SDL's scaled copy, which blends through a surface it makes for that copy alone). */
long ui_draw_last_stretched(const Ui *ui);
/* Tests: how many pixels of copies blended at full alpha the last ui_draw_end copied without
 * blending (their textures' opaque parts). */
long ui_draw_last_unblended(const Ui *ui);
/* Tests: how many pixels of the window the last ui_draw_end changed (with the software renderer,
 * whose window keeps its pixels, only where the frame changed, drawn in the window itself; else
 * the whole window, copied from the layer). */
long ui_draw_last_copied(const Ui *ui);
/* Tests: whether the last picture is kept in a layer of the window's size (not with the software
 * renderer: its window keeps it). */
bool ui_draw_keeps_layer(const Ui *ui);
/* Tests: the most pixels of any texture the last frame copied (its own size, not the copy's). */
long ui_draw_largest_texture(const Ui *ui);

/* Draws `draw` with a picture's kit (ui_create_picture), at once, and gives what it drew: a
 * picture to keep, such as the lobby's pictures of the boards. Any thread may call it for a
 * picture's kit of its own. The surface (ARGB8888) is the caller's to free; NULL if it cannot be
 * made. */
typedef void (*UiOffscreenDraw)(Ui *ui, void *data);
SDL_Surface *ui_draw_picture(Ui *picture, UiOffscreenDraw draw, void *data);

/* Pixels made as they are drawn instead of kept in a texture (the window's table: its tile, lit
 * where it shows). `paint` writes the pixels of `part` (in the painter's own coordinates: 0, 0
 * where it is drawn) as RGB888, rows `pitch` bytes apart; `version` changes whenever the
 * pixels do. Drawn like an unscaled opaque copy, and only where it shows. */
typedef struct UiPainter UiPainter;
struct UiPainter {
    void (*paint)(const UiPainter *painter, SDL_Rect part, Uint32 *pixels, int pitch);
    int version;
};
void ui_draw_painted(Ui *ui, const UiPainter *painter, SDL_Rect dst);

/* The primitives the kit draws with (recorded, or drawn at once outside a frame). */
void ui_draw_fill(Ui *ui, SDL_Rect r, SDL_Color c, SDL_BlendMode blend);
/* Copies a texture with its current colour, alpha and blend modes; src may be NULL (the whole
 * texture); turned by `angle` degrees about dst's centre. */
void ui_draw_copy(Ui *ui, SDL_Texture *texture, const SDL_Rect *src, SDL_Rect dst, double angle);
/* Untextured triangles, blended. */
void ui_draw_geometry(Ui *ui, const SDL_Vertex *vertices, int vertex_count, const int *indices,
                      int index_count);

#endif
