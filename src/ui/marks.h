/* Marks for the moves since a player's last decision: one look in every game's board and in the
 * log. The n-th of `count` recent moves (1 = the oldest) wears its number in the mover's colour;
 * the newest is drawn strongest with a ring, older ones fainter, so a player coming back to the
 * table reads what happened in order. A badge stays opaque and its number reads 4.5:1 on it; on
 * the board the number's digits are 11 pixels high at least, like a piece's. Several moves on one
 * place share one mark that lists their numbers ("2, 4" or "1-3"), and a mark's badge goes where it
 * covers no text, no seat colour and no other badge drawn before it in the frame: on its place
 * naming only the newest moves ("…8, 10") rather than beside it naming them all. */
#ifndef MOGULS_MARKS_H
#define MOGULS_MARKS_H

#include "ui.h"

/* How strongly the n-th of count recent moves is drawn: 1 for the newest, down to 0.6. */
float ui_mark_strength(int number, int count);
/* A numbered badge centred at (cx, cy) in the mover's palette colour. */
void ui_mark_badge(Ui *ui, int cx, int cy, int radius, int colour_index, int number, int count);
/* "1, 3" or "2-4, 6": the numbers (ascending) as a mark lists them. */
void ui_mark_numbers(const int *numbers, int n, char *out, size_t outlen);
/* The mark of the moves `numbers` (ascending, of `count` recent moves) on the area they touched
 * (a lot, a card, a cell): an outline in the colour of the newest one's mover and one badge
 * listing them, on or beside the area where it hides nothing to read. Returns the badge's box. */
SDL_Rect ui_mark_rect(Ui *ui, SDL_Rect r, int colour_index, const int *numbers, int n, int count);

/* The kit's side: what a badge must not cover, gathered while a frame is drawn (texts, seat
 * badges, badges). */
void ui_marks_begin_frame(Ui *ui);
void ui_marks_keep_clear(Ui *ui, SDL_Rect r);
/* An outline of r `width` thick that breaks `gap` pixels short of whatever badges keep clear of
 * (texts, seat badges, coins) outside `own`, the thing it rings: a ring drawn over a board (the
 * coach's pointer) passes under the numbers it meets instead of crossing them. */
void ui_marks_outline_clear(Ui *ui, SDL_Rect r, SDL_Rect own, int width, int gap, SDL_Color colour);

#endif
