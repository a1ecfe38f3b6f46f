/* Text with SDL2_ttf, cached as textures. Two families, as a boxed game prints them: a reading
 * face (Lato, regular and bold) for text and a display face (Roboto Slab Bold) for titles,
 * headings and big figures. A text holding a symbol Lato lacks (a player colour's shape, a check
 * mark) is drawn in DejaVu Sans of its weight.
 *
 * Sizes are in pixels; use ui_px(ui, 16) for a 16-unit size. Rendered strings are cached by
 * (text, font, size, colour) and dropped when unused for a while, so calling ui_text every frame
 * with the same arguments is cheap. Measured sizes (by text, font and size) and wrapped lines (by
 * text, font, size and width) are kept too, so measuring and wrapping the same texts every frame
 * costs a lookup. A string measured is rendered then (in white) and its pixels kept a moment, so
 * drawing it after, in any colour, shapes it no more. UTF-8 throughout. */
#ifndef MOGULS_TEXT_H
#define MOGULS_TEXT_H

#include "ui.h"

typedef enum UiFont {
    UI_FONT_REGULAR,
    UI_FONT_BOLD,
    UI_FONT_DISPLAY /* titles, headings, a winner's line, big money and scores */
} UiFont;

typedef enum UiAlign {
    UI_ALIGN_LEFT = 0,
    UI_ALIGN_CENTER = 1,
    UI_ALIGN_RIGHT = 2,
    /* vertical placement, or-ed in: y is the top (default), the middle or the bottom */
    UI_ALIGN_MIDDLE = 4,
    UI_ALIGN_BOTTOM = 8
} UiAlign;

typedef struct UiTextStyle {
    UiFont font;
    int size; /* pixels */
    SDL_Color colour;
} UiTextStyle;

/* Finds the fonts (Lato, Roboto Slab, DejaVu Sans), each in the first of font_dirs that holds it,
 * and reads the reading faces (the others are read at their first use). NULL with the font, the
 * folders looked in and the package to install when one is missing, or the file's fault. */
UiText *ui_text_create(const char *const font_dirs[], int dir_count, char *err, size_t errlen);
void ui_text_destroy(UiText *text);
/* A text of its own (fonts, caches) for another thread, reading the faces `other` has read so
 * far from its memory (kept by `other`, which must outlive it), the rest from their files. NULL
 * if out of memory. */
UiText *ui_text_create_sharing(const UiText *other);
/* Its textures are destroyed through `draws` (draw_list.h) from now on. */
void ui_text_set_draw_list(UiText *text, UiDrawList *draws);
/* Forget textures not drawn for many frames (called once per frame by the app). */
void ui_text_end_frame(UiText *text);
/* Drops every cached texture and kept rendered string (after a renderer change). */
void ui_text_flush(UiText *text);
/* Tests: how many texts are cached, and how many strings were shaped (measured or rendered by
 * SDL_ttf) since the start. */
int ui_text_cached(const UiText *text);
long ui_text_shaped(const UiText *text);
/* Tests: how many rendered strings had their inked pixels looked for since the start. */
long ui_text_ink_boxes(const UiText *text);
/* Tests: how many strings were made into textures (in a style not drawn before) since the start. */
long ui_text_made(const UiText *text);

/* Draws one line at (x, y) with the alignment flags; returns the rectangle drawn. */
SDL_Rect ui_text(Ui *ui, const char *text, UiTextStyle style, int x, int y, int align);
/* Width and height one line would take. */
void ui_text_size(Ui *ui, const char *text, UiTextStyle style, int *w, int *h);
/* Line height (baseline to baseline) for a style. */
int ui_text_line_height(Ui *ui, UiTextStyle style);
/* Draws text wrapped at `width` pixels starting at (x, y), honouring '\n'; returns the height
 * used. With draw = false only measures. */
int ui_text_wrapped(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width, int align,
                    bool draw);
/* Makes the lines ui_text_wrapped would draw, in that style, without drawing them, and keeps them
 * as if drawn: a caller that knows the style a text takes next (the log's lines dimmed once the
 * player moves) has them made in a frame before the one that draws them. */
void ui_text_wrapped_ready(Ui *ui, const char *text, UiTextStyle style, int width);
/* Draws a text that should fit `width`. If it does not, it is shortened with "..." and the text
 * check reports it: make room, wrap, shrink (ui_style_fit) or abbreviate on purpose instead. */
SDL_Rect ui_text_fit(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width,
                     int align);
/* Draws text shortened with "..." to fit `width`, on purpose (a file path, a name a player typed,
 * a list row whose whole text is shown elsewhere): never reported by the text check. */
SDL_Rect ui_text_abbrev(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width,
                        int align);
/* The style with its size lowered (not below min_size pixels) until the text fits `width`. */
UiTextStyle ui_style_fit(Ui *ui, const char *text, UiTextStyle style, int width, int min_size);

/* The text check (MOGULS_TEXT_CHECK=1, text_check.h): how many distinct reports were made, and
 * one of the newest (back = 0 is the last; NULL past the ones kept or with the check off). */
int ui_text_check_count(const Ui *ui);
const char *ui_text_check_line(const Ui *ui, int back);

static inline UiTextStyle ui_style(UiFont font, int size, SDL_Color colour)
{
    UiTextStyle s = {font, size, colour};
    return s;
}

#endif
