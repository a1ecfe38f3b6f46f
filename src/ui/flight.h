/* The board kit's flights: a piece moving across the board after a move (a tile to its lot,
 * money between players, a card to its spot), or turning over where it lies (a revealed bid), on
 * a tween so the shell waits for it before the next move. The view keeps what flies and where
 * from; these give where it is now.
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
/* A piece turning over about its upright axis at progress t (a closed bid, a coin, a card): where
 * it is drawn, narrowing to its edge half way and widening again, raised a little while it
 * turns; *face is false for the side it showed before (t < 1/2), true for the one it turns to. */
SDL_Rect ui_flip_rect(SDL_Rect r, float t, bool *face);

#endif
