/* What the GUI tests (tests/gui_*.c) share to drive the app as a player: frames, clicks at a
 * rectangle or a labelled widget, the moves played, and for lessons the coach's step and reply
 * and where the board shows what it points at. Include after check.h. */
#ifndef MOGULS_TESTS_APP_DRIVE_H
#define MOGULS_TESTS_APP_DRIVE_H

#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "check.h"
#include "core/lesson.h"
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

/* Where the board shows `name` now, as the coach finds it (the view's locate). */
static inline bool locate_thing(App *app, const char *name, SDL_Rect *out)
{
    ViewFrame f = game_frame(app);
    return app->view->locate(app->view_data, &f, name, out);
}

/* Every pointer of the step is on the board, inside the board's area. */
static inline void check_pointers_on_board(App *app, const LessonStep *step)
{
    SDL_Rect board = app_board_area(app);
    for (int k = 0; k < step->point_count; k++) {
        SDL_Rect r;
        bool found = locate_thing(app, step->points[k], &r);
        if (!found)
            fprintf(stderr, "line %d: '%s' is not on the board\n", step->line, step->points[k]);
        CHECK(found);
        SDL_Rect in;
        CHECK(!found || (SDL_IntersectRect(&r, &board, &in) && in.w == r.w && in.h == r.h));
    }
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

/* The text check's reports so far (MOGULS_TEXT_CHECK), each printed, but for those that hold
 * one of the `known` fragments (NULL-terminated; NULL: none known): how many are new. */
static inline int new_text_reports(App *app, const char *const *known, const char *where)
{
    int fresh = 0;
    for (int k = 0; k < app_text_check_count(app); k++) {
        const char *line = app_text_check_line(app, k);
        bool is_known = false;
        for (int i = 0; line && known && known[i]; i++)
            is_known = is_known || strstr(line, known[i]);
        fprintf(stderr, "%s%s: %s\n", is_known ? "known, " : "", where,
                line ? line : "(an older report)");
        fresh += !is_known;
    }
    return fresh;
}

#endif
