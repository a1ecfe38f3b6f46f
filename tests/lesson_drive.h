/* What the lesson tests (tests/gui_*lesson.c) share to drive the app as a player: frames, clicks
 * at a rectangle or a labelled widget, the coach's step and reply, the moves played. Include after
 * check.h. */
#ifndef MOGULS_TESTS_LESSON_DRIVE_H
#define MOGULS_TESTS_LESSON_DRIVE_H

#include <stdio.h>

#include "app/app.h"
#include "core/match.h"

static inline void steps(App *app, int n)
{
    for (int i = 0; i < n; i++)
        app_step(app);
}

/* The lesson's step now (from 0). */
static inline int step_of(App *app)
{
    const char *reply;
    return app_lesson_step(app, &reply);
}

/* The coach's answer to the last refused move ("" when none). */
static inline const char *reply_of(App *app)
{
    const char *reply = "";
    app_lesson_step(app, &reply);
    return reply;
}

static inline int moves_played(App *app)
{
    return app_match(app) ? app_match(app)->move_count : -1;
}

/* A click in the middle of r, and two frames for the app to answer it. */
static inline void click_rect(App *app, SDL_Rect r)
{
    app_click(app, r.x + r.w / 2, r.y + r.h / 2);
    steps(app, 2);
}

/* Clicks the widget drawn with this label in the next frame; a check fails when there is none. */
static inline bool click_widget(App *app, const char *label)
{
    app_step(app);
    bool found = app_click_widget(app, label);
    if (!found)
        fprintf(stderr, "no widget '%s' on the %s screen\n", label, app_scene_name(app_scene(app)));
    CHECK(found);
    steps(app, 2);
    return found;
}

#endif
