/* The board kit's flights: a piece moving across the board after a move (a tile to its lot,
 * money between players, a card to its spot), on a tween so the shell waits for it before the
 * next move. The view keeps what flies and where from; these give where it is now.
 *
 *     float t;
 *     if (ui_flight_progress(ui, &fl->tween, &t))
 *         draw_piece(ui_flight_rect(fl->from, fl->to, t, ui_px(ui, 30)));
 */
#ifndef MOGULS_FLIGHT_H
#define MOGULS_FLIGHT_H

#include "tween.h"

/* True while the flight is in the air (started, not landed), with its eased progress in *t. */
bool ui_flight_progress(Ui *ui, const UiTween *tween, float *t);
/* Where a piece going from `from` to `to` is at progress t: position and size in between,
 * raised by `hop` pixels half way (an arc; 0 for a straight slide). */
SDL_Rect ui_flight_rect(SDL_Rect from, SDL_Rect to, float t, int hop);

#endif
