/* Immediate-mode widgets: call them while drawing a frame; they draw themselves and return what
 * the user did during the events since the last frame. Rectangles are in pixels.
 *
 *     if (ui_button(ui, r, "Start", UI_BUTTON_PRIMARY)) start_game();
 *
 * A widget is identified by its rectangle and label, so two widgets must not share both. */
#ifndef MOGULS_WIDGETS_H
#define MOGULS_WIDGETS_H

#include "text.h"
#include "ui.h"

typedef enum UiButtonKind {
    UI_BUTTON_PRIMARY, /* the one main action: filled with the accent */
    UI_BUTTON_NORMAL,  /* a panel-coloured button with a border */
    UI_BUTTON_QUIET,   /* text only until hovered */
    UI_BUTTON_DANGER   /* destructive actions */
} UiButtonKind;

/* The widget's hover state: true if the mouse is over r (and no other widget is being dragged). */
bool ui_hover(Ui *ui, SDL_Rect r);
/* True when r was clicked (pressed and released inside). Plays the click sound. */
bool ui_clicked(Ui *ui, SDL_Rect r, unsigned id);
unsigned ui_widget_id(SDL_Rect r, const char *label);

bool ui_button(Ui *ui, SDL_Rect r, const char *label, UiButtonKind kind);
/* With an enabled flag (disabled: greyed, never clicked) and an optional tooltip (NULL). */
bool ui_button_ex(Ui *ui, SDL_Rect r, const char *label, UiButtonKind kind, bool enabled,
                  const char *tooltip);
/* A switch with a label on its left; true when it changed *value. */
/* The width a button of this height needs for its label (pixels), at least min_w: labels grow
 * with the language. */
int ui_button_width(Ui *ui, const char *label, int height, int min_w);
bool ui_toggle(Ui *ui, SDL_Rect r, const char *label, bool *value);
/* A horizontal slider with a label and the value shown; true when *value changed. */
bool ui_slider(Ui *ui, SDL_Rect r, const char *label, int *value, int min, int max,
               const char *unit);
/* "-  value  +"; true when changed. The arrows are recorded as "previous: 3" and "next: 3". */
bool ui_stepper(Ui *ui, SDL_Rect r, int *value, int min, int max);
/* "<  choice  >" cycling through count names; true when changed. */
bool ui_choice(Ui *ui, SDL_Rect r, int *value, const char *const *choices, int count);
/* A vertical list of rows (row_h pixels each), scrolled by the wheel; true when *selected
 * changed. *scroll is the first visible row. */
bool ui_list(Ui *ui, SDL_Rect r, int row_h, const char *const *items, int count, int *selected,
             int *scroll);
/* A line of text being typed into a field: the caller's buffer, and whether all of it is
 * selected (Ctrl+A), in which case typing replaces it and Backspace or Delete clears it. */
typedef struct UiTextEdit {
    char *text;
    size_t size; /* of the buffer, NUL included */
    bool all_selected;
} UiTextEdit;
/* Starts editing a buffer: the caret at the end, nothing selected. */
UiTextEdit ui_edit_begin(char *text, size_t size);
/* Applies text input, Backspace, Delete and Ctrl+A; true if the event was one of those (Return,
 * Escape and Tab are the caller's). */
bool ui_edit_event(UiTextEdit *edit, const SDL_Event *e);
/* Draws a field's text inside box, centred vertically: being edited, with the selection
 * highlighted or a blinking caret at the end; an empty field not being edited shows the
 * placeholder (dim, may be NULL). A text too long for the box shows its end after "...", on
 * purpose: that is where the typing happens, and where a file's name is. */
void ui_edit_draw(Ui *ui, SDL_Rect box, const char *text, UiTextStyle style, bool editing,
                  bool all_selected, const char *placeholder);

/* Shows `text` near the mouse after a short hover over r. */
void ui_tooltip(Ui *ui, SDL_Rect r, const char *text);
/* This frame's tooltip must not cover r (a price shown on the board): it goes to the place
 * nearest the mouse that covers none of them, if there is one. */
void ui_tooltip_keep_clear(Ui *ui, SDL_Rect r);
/* Draws the pending tooltip (the app calls it last in a frame). */
void ui_draw_tooltip(Ui *ui);
/* Tests: where this frame's tooltip was drawn, and whether it lies in the window clear of
 * everything it must keep clear of; false if no tooltip was drawn. */
bool ui_tooltip_drawn(const Ui *ui, SDL_Rect *box, bool *clear);

/* Every labelled widget drawn in a frame is recorded (for tests: click "Start" by name). */
void ui_widget_record(Ui *ui, const char *label, SDL_Rect r);
bool ui_widget_find(const Ui *ui, const char *label, SDL_Rect *out);
/* Tests: how many widgets the last frame recorded, and the i-th one's label (NULL past the end),
 * rectangle, whether it is a button, enabled, and its tooltip ("" if none). */
int ui_widget_count(const Ui *ui);
const char *ui_widget_at(const Ui *ui, int i, SDL_Rect *rect, bool *button, bool *enabled,
                         const char **tooltip);
/* The first recorded widget whose label contains `fragment`. */
bool ui_widget_find_containing(const Ui *ui, const char *fragment, SDL_Rect *out);
/* A recorded button's state: enabled or greyed, and its tooltip ("" if none). */
bool ui_widget_state(const Ui *ui, const char *label, bool *enabled, const char **tooltip);

/* Toasts: short messages at the bottom of the window that fade away (errors, refusals). */
void ui_toast(Ui *ui, const char *text, bool is_error);
/* Takes every toast off the screen (what one player was told is not the next player's). */
void ui_toasts_clear(Ui *ui);
/* Toasts of this frame go at the bottom of `area` (by default, of the window). */
void ui_toast_area(Ui *ui, SDL_Rect area);
void ui_draw_toasts(Ui *ui);
/* Tests: the box around the toasts drawn in the last frame; false if none was drawn. */
bool ui_toasts_drawn(const Ui *ui, SDL_Rect *box);
/* The text of the last toast ("" if none) and how many have been shown since the start. */
const char *ui_last_toast(const Ui *ui, int *shown);

#endif
