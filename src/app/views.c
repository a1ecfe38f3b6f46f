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
