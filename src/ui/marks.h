/* Marks for the moves since a player's last decision: one look in every game's board and in the
 * log. The n-th of `count` recent moves (1 = the oldest) wears its number in the mover's colour;
 * the newest is drawn strongest with a ring, older ones fainter, so a player coming back to the
 * table reads what happened in order. */
#ifndef MOGULS_MARKS_H
#define MOGULS_MARKS_H

#include "ui.h"

/* How strongly the n-th of count recent moves is drawn: 1 for the newest, down to 0.6. */
float ui_mark_strength(int number, int count);
/* A numbered badge centred at (cx, cy) in the mover's palette colour. */
void ui_mark_badge(Ui *ui, int cx, int cy, int radius, int colour_index, int number, int count);
/* A move's mark on the area it touched (a lot, a card, a cell): an outline in the mover's colour
 * and the numbered badge on its top-left corner, moved `slot` badges to the right when earlier
 * moves marked the same area. */
void ui_mark_rect(Ui *ui, SDL_Rect r, int colour_index, int number, int count, int slot);

#endif
