/* Hints on the board (Settings: Hints): the move the hard bot would make for the human whose
 * turn it is, and why in one line (records/hint.h), searched on a worker thread so the window
 * never waits for it. The hint belongs to that seat and that moment: it is dropped as soon as a
 * move is played or the device changes hands, so in hot-seat the next player never sees it (and
 * it is drawn only while the pass screen is not up). */
#ifndef MOGULS_GAME_HINT_H
#define MOGULS_GAME_HINT_H

#include <stdbool.h>
#include <stddef.h>

#include "app_internal.h"

/* Whether the Hint button is offered now: the setting is on and a human at the device decides
 * (not during a lesson or a replay). */
bool game_hint_offered(const App *app);
/* Starts the search for the seat to move (if no hint for this moment is shown or running). */
void game_hint_request(App *app);
/* Drops a hint that no longer fits the table (a move played, another viewer); after its search
 * finished, asks for a frame. */
void game_hint_update(App *app);
/* The line the hint's card shows the viewer now (the search still running: a sentence saying
 * so); false when there is none to show. */
bool game_hint_line(const App *app, char *out, size_t outlen);
/* The hint's card over the top of the side column (the log), while it is the viewer's: the
 * board and its buttons stay in sight. */
void game_hint_draw(App *app, SDL_Rect column);
/* Stops the search and forgets the hint (the game closes). */
void game_hint_stop(App *app);

#endif
