/* The board kit's layout: what every board view lays out the same way. */
#ifndef MOGULS_BOARD_H
#define MOGULS_BOARD_H

#include "ui.h"

/* Splits a view's area into the play area (*left) and a column on the right for the players'
 * cards: the column takes `percent` of the width, kept between min_units and max_units, with
 * `gap` pixels between the two. Returns the column. */
SDL_Rect ui_board_side(const Ui *ui, SDL_Rect area, int percent, float min_units, float max_units,
                       int gap, SDL_Rect *left);
/* A player's card in the side column: a panel framed in the accent colour while it is that
 * player's turn. */
void ui_board_card(Ui *ui, SDL_Rect card, bool turn);
/* A button sized to its label (bold, 16 units) and height_units tall, in a row laid out from
 * right to left: it ends at *right, its bottom at `bottom`; *right moves past it. */
SDL_Rect ui_board_button_rect(Ui *ui, const char *label, float height_units, int bottom,
                              int *right);

#endif
