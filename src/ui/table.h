/* The look every screen shares (docs/look.md): the table the game is laid on, the board as an
 * object on it (a frame with thickness and a shadow), and the panels (printed cards and inset
 * trays). A game chooses its table through GameView.table; everything else is drawn the same in
 * every game. Rectangles are in pixels. */
#ifndef MOGULS_TABLE_H
#define MOGULS_TABLE_H

#include "ui.h"

typedef enum UiSurface {
    UI_SURFACE_WOOD, /* walnut planks with grain (the default) */
    UI_SURFACE_FELT  /* a fine-fibred card-table felt */
} UiSurface;

/* A table: its surface and, optionally, the surface's colour (0xRRGGBB; 0: the surface's own). */
typedef struct UiTable {
    UiSurface surface;
    unsigned tint;
} UiTable;

/* The whole window covered with the table, lighter towards the middle and shaded at the edges.
 * Its tile (deterministic noise) and the light are made once per window size and table; a frame
 * lights the tile's pixels only where the table shows and changed (ui_draw_painted). */
void ui_table(Ui *ui, UiTable table);
typedef struct UiLitTable UiLitTable;
void ui_table_free(UiLitTable *table);
/* Starts making the window's table ahead, on a thread of its own, for the window's size now:
 * the first ui_table of that table and size waits for it instead of making it (the app calls it
 * as it starts, so that the first frame is quick). */
void ui_table_prepare(Ui *ui, UiTable table);
/* Drops a table made ahead and not used (ui_destroy). */
void ui_table_forget_prepared(Ui *ui);
/* A board's own surface filling r (a felt inside the frame), made like the table and lit from
 * its middle; made once per size and surface, then copied (two sizes kept: a board and its help
 * picture). */
void ui_board_surface(Ui *ui, SDL_Rect r, UiTable surface);
/* Tests: how many tables this window has made (ui_table). */
int ui_table_made(const Ui *ui);

/* A board lying on the table: its shadow, a frame `face` coloured with a bevel (light at the top
 * and left, shade at the bottom and right) and a printed gold rule inside it. Returns the
 * printed area inside the frame, where the board's art goes. */
SDL_Rect ui_board_frame(Ui *ui, SDL_Rect board, SDL_Color face);
/* How wide ui_board_frame's frame is, in pixels. */
int ui_board_frame_width(const Ui *ui);

typedef enum UiPanelKind {
    UI_PANEL_CARD, /* a printed card lying on the table: player cards, dialogs, the tray pieces */
    UI_PANEL_TRAY  /* a tray sunk into the table: the log, lists, what holds pieces */
} UiPanelKind;

/* A panel of that kind; `lit` frames it in the accent (the player whose turn it is). Texts on
 * either kind are UI_TEXT and UI_TEXT_DIM (contrast 4.5:1 or more). */
void ui_panel(Ui *ui, SDL_Rect r, UiPanelKind kind, bool lit);
/* The seat's colour as a band down a card's left edge (inside its corners), printed on it. */
void ui_seat_band(Ui *ui, SDL_Rect card, SDL_Color seat);
/* How wide ui_seat_band's band is: texts on the card start after it. */
int ui_seat_band_width(const Ui *ui);

#endif
