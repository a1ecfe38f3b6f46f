/* The table of game views, built from the list CMake generates (one VIEW(id) per
 * src/games/<id>/view.c), and what views share with the shell (view_refuse). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "view.h"

#define VIEW(id) extern const GameView id##_view;
#include "view_list.h"
#undef VIEW

static const GameView *const views[] = {
#define VIEW(id) &id##_view,
#include "view_list.h"
#undef VIEW
    NULL};

const GameView *view_find(const char *game_id)
{
    for (int i = 0; views[i]; i++)
        if (!strcmp(views[i]->game_id, game_id))
            return views[i];
    return NULL;
}

void view_default_colours(const GameView *view, Seat seats[MAX_SEATS])
{
    if (!view || !view->seat_colours)
        return;
    bool used[MAX_SEATS * 2] = {false};
    int listed = 0;
    for (; listed < MAX_SEATS && view->seat_colours[listed] >= 0; listed++) {
        seats[listed].colour = view->seat_colours[listed];
        used[seats[listed].colour % (MAX_SEATS * 2)] = true;
    }
    for (int seat = listed, colour = 0; seat < MAX_SEATS; seat++) {
        while (used[colour])
            colour++;
        seats[seat].colour = colour;
        used[colour] = true;
    }
}

ViewEventResult view_refuse(const ViewFrame *frame, const char *fmt, ...)
{
    if (frame->refusal) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(frame->refusal, VIEW_REASON_MAX, fmt, ap);
        va_end(ap);
    }
    return VIEW_REFUSED;
}
