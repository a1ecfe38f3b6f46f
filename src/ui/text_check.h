/* The text check: with MOGULS_TEXT_CHECK=1 (or =legibility) in the environment (read once by
 * ui_create) the kit reports every text that does not fit, one line on stderr per problem, and
 * keeps the reports for tests (ui_text_check_count, ui_text_check_line in text.h).
 *
 * What is reported, always as "text does not fit: ...":
 *  - a text ui_text_fit had to shorten ("... needs N px, has M px (shortened ...)"). A layout that
 *    abbreviates on purpose says so with ui_text_abbrev, which is never reported;
 *  - a word ui_text_wrapped had to cut because it is wider than the whole line;
 *  - a text whose inked pixels are cut by the clip rectangle in force or by the window's edge.
 *    Inside a scrolling area (ui_scroll_clip) lines may leave at the top and bottom: only a cut
 *    at the sides counts there;
 *  - two texts drawn in the same frame whose inked pixels overlap ("'A' overlaps 'B'"), unless
 *    one is meant to be on top of the other, which the kit takes to be so when
 *      - a panel (an opaque enough fill, circle or sprite) drawn between the two covers the place
 *        where they meet: the later text sits on something laid over the earlier one;
 *      - or the later one was drawn after ui_begin_overlay (tooltips and toasts do this);
 *      - or both are the same string (a text drawn twice for a shadow or an outline).
 *    Only what shows counts: each text's box is its inked pixels within its clip rectangle;
 *  - a text and a picture (a sprite, a disc, an opaque enough fill) of the same layer that partly
 *    share pixels: a caption running over the edge of a tile ("'A' runs over the edge of a
 *    picture"), or a badge laid over part of a number ("'A' is partly covered by a picture").
 *    A text wholly on a picture is a label on it, a picture wholly over a text hides it on
 *    purpose, and a text that a panel drawn between the two holds whole sits on that panel:
 *    none of these is reported. Outlines and lines are no pictures.
 *
 * With MOGULS_TEXT_CHECK=legibility it also checks that pieces are read without hovering (issue
 * 24; gui_text runs so, letting the games' faults tests/legibility_known.txt lists pass):
 *  - "text too small: 'A' is 9 px high (11 px at least)": a text with a letter or digit on a
 *    piece (the last picture of its layer that holds it whole, drawn before it, is a sprite or a
 *    disc: a card, a tile, a coin; not a panel's fill) whose capitals and digits are less than
 *    11 px high, when the window is 1024x640 or larger. The height is the capital H's in the
 *    text's font and size (Lato's digits are as high), whatever the text's own letters: a text
 *    of small letters is judged by the capitals of its size;
 *  - "text too small: 'A' is left out (why)": a piece that leaves out a word or figure it should
 *    show, as its view says with ui_text_check_left_out (a card drawn too small for its name);
 *  - "text hard to read: 'A' has contrast 2.9:1 (4.5:1 at least)": any text whose colour (blended
 *    by its opacity) has a WCAG 2 contrast ratio below 4.5:1 against what it sits on: the median
 *    colour of the drawn frame's pixels two pixels around its ink (read back at the end of the
 *    frame, ui_text_check_read_frame), but for those something opaque drawn later hides (the
 *    end screen's panel rising over half a label).
 *    The label of a control that cannot be used is dimmed on purpose: its drawing says so with
 *    ui_text_check_inactive, and it is not judged for contrast.
 *    Nor is a text an overlay shades (a translucent fill drawn after ui_begin_overlay over it,
 *    the shade under a question): it is dimmed on purpose, behind the overlay. A fainter shade
 *    (below a quarter opaque) dims on purpose only while something moves: it is deepening or
 *    lifting (the end screen rising over the board), and nobody reads what goes behind it.
 *    A text something opaque hides later in the frame is judged by neither rule, nor, while
 *    something moves (a frame was asked for), a translucent text: it is fading in or out.
 *
 * Each distinct report is printed once per Ui, so a frame drawn sixty times a second does not
 * repeat it. Everything here is a no-op when the check is off (ui->text_check is NULL). */
#ifndef MOGULS_TEXT_CHECK_H
#define MOGULS_TEXT_CHECK_H

#include "ui.h"

/* The kit's side (ui.c, text.c, sprite.c): */
/* With `legibility`, texts too small or too faint are reported too. */
UiTextCheck *ui_text_check_create(bool legibility);
void ui_text_check_destroy(UiTextCheck *check);
/* Forgets the texts and panels of the last frame. */
void ui_text_check_begin_frame(Ui *ui);
/* Compares the frame's texts for overlaps and reports them. */
void ui_text_check_end_frame(Ui *ui);
/* A text was drawn: `ink` is the rectangle its visible pixels cover, `colour` its colour and
 * opacity, `letter_h` the height of a capital in its font and size. Checks it against the clip
 * rectangle and remembers it for the end of the frame. */
void ui_text_check_drawn(Ui *ui, const char *text, SDL_Rect ink, SDL_Color colour, int letter_h);
/* Something that hides what is under it was drawn over `r` (alpha: its opacity): a fill. */
void ui_text_check_cover(Ui *ui, SDL_Rect r, Uint8 alpha);
/* The same for a picture of a thing (a sprite): a piece, card, tile or coin. */
void ui_text_check_piece(Ui *ui, SDL_Rect r, Uint8 alpha);
/* The same for a disc that surely hides `inner` and may hide up to `outer` (a piece too). */
void ui_text_check_cover_shape(Ui *ui, SDL_Rect inner, SDL_Rect outer, Uint8 alpha);
/* Texts drawn from ui_text_check_inactive(ui, true) to (ui, false) label a control that cannot be
 * used now (a greyed button): they are dimmed on purpose and not judged for contrast, as WCAG
 * asks no contrast of inactive controls. */
void ui_text_check_inactive(Ui *ui, bool inactive);
/* The frame is drawn: its pixels are read back for the contrast of its texts (draw_list.c). */
void ui_text_check_read_frame(Ui *ui);
/* A piece left out its word `text` (no room for it at this size); with legibility only. */
void ui_text_check_left_out(Ui *ui, const char *text, const char *why);
/* A text had to be shortened or cut: it needs `needs` pixels and has `has`; `how` says where. */
void ui_text_check_short(Ui *ui, const char *text, int needs, int has, const char *how);

#endif
