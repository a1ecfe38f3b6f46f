/* What the GUI tests (tests/gui_*.c) share to drive the app as a player: frames, clicks at a
 * rectangle or a labelled widget, the moves played, and for lessons the coach's step and reply
 * and where the board shows what it points at. Include after check.h. */
#ifndef MOGULS_TESTS_APP_DRIVE_H
#define MOGULS_TESTS_APP_DRIVE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "app/app.h"
#include "app/app_internal.h"
#include "check.h"
#include "core/lesson.h"
#include "core/match.h"
#include "core/registry.h"

/* The app in a hidden window drawn in software, its settings and saves in `pref_dir`; `opts`
 * gives the rest (a size of 0: 1280 x 800). NULL, the reason printed and a check failed, when it
 * cannot start. */
static inline App *open_test_app(AppOptions opts, const char *pref_dir)
{
    opts.width = opts.width ? opts.width : 1280;
    opts.height = opts.height ? opts.height : 800;
    opts.hidden = true;
    opts.software = true;
    opts.pref_dir = pref_dir;
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app)
        fprintf(stderr, "cannot create the app: %s\n", err);
    CHECK(app != NULL);
    return app;
}

/* The moves of a game played by random bots from a seed, up to `limit` of them; each decision's
 * seed is seed * salt + its number. */
static inline int random_game_moves(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                                    uint64_t salt, char (*moves)[MOVE_MAX], int limit)
{
    GameState *s = rules->new_game(opts, seed);
    int count = 0;
    char err[300];
    while (!game_over(s) && count < limit) {
        CHECK(bot_choose(s, BOT_RANDOM, seed * salt + (uint64_t)count, NULL, moves[count], NULL));
        CHECK(rules->apply(s, moves[count], err, sizeof err));
        count++;
    }
    game_free(s);
    return count;
}

/* A match of human seats (so nothing moves by itself) after the first `k` of `moves`. */
static inline Match *human_match_after(const GameRules *rules, const GameOptions *opts,
                                       uint64_t seed, char (*moves)[MOVE_MAX], int k)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    for (int i = 0; i < MAX_SEATS; i++)
        seats[i].bot = false;
    Match *m = match_new(rules, opts, seed, seats);
    char err[300];
    for (int i = 0; i < k; i++)
        CHECK(match_play(m, moves[i], err, sizeof err));
    return m;
}

/* A new match: seat 0 a human ("You", or a bot), the others random bots; `option`: one more
 * "key=value" or NULL. */
static inline Match *random_bots_match(const char *game, int players, uint64_t seed, bool human,
                                       const char *option)
{
    const GameRules *rules = registry_find(game);
    CHECK(rules != NULL);
    GameOptions opts;
    options_defaults(rules, &opts);
    char err[200], assign[32];
    snprintf(assign, sizeof assign, "players=%d", players);
    CHECK(options_set(rules, &opts, assign, err, sizeof err));
    if (option)
        CHECK(options_set(rules, &opts, option, err, sizeof err));
    CHECK(match_prepare(rules, &opts, err, sizeof err));
    Seat seats[MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < players; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, i == 0 && human ? "You" : "Bot %d", i + 1);
        seats[i].bot = i > 0 || !human;
        seats[i].level = BOT_RANDOM;
        seats[i].colour = i;
    }
    return match_new(rules, &opts, seed, seats);
}

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
/* The mouse at (x, y): the shell and the view hear it as a player's motion, without the turn
 * flow running (no pass screen, no bot). */
static inline void mouse_at(App *app, int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    ui_input_event(app->ui, &e);
    game_event(app, &e);
}

/* Closes an app opened by open_test_app and removes its settings folder with all in it. */
static inline void close_test_app(App *app, const char *pref_dir)
{
    app_destroy(app);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", pref_dir);
    CHECK(system(cmd) == 0);
}

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

/* How many reports the text check made so far (MOGULS_TEXT_CHECK), each printed. */
static inline int text_reports(App *app, const char *where)
{
    int count = app_text_check_count(app);
    for (int k = 0; k < count; k++) {
        const char *line = app_text_check_line(app, k);
        fprintf(stderr, "%s: %s\n", where, line ? line : "(an older report)");
    }
    return count;
}

#endif
