/* The end screen's rating and score chart, and the Review screen (src/app/review_scene.c): the
 * review runs on its own thread behind a progress bar, opens at the costliest decision, each of
 * the three costliest a click from its board, is kept with the game and read back the next time
 * instead of being computed again; Cancel drops it. MOGULS_REVIEW_SHOTS=DIR saves the end screen
 * and the review at 1280x800 and 1024x640 there. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app_drive.h"
#include "check.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/movelist.h"
#include "core/rng.h"
#include "records/history.h"
#include "records/review.h"

/* A finished game of Takeover: "You" at seat 0 against random bots, by random moves. */
static Match *finished_match(uint64_t seed)
{
    Match *m = random_bots_match("takeover", 3, seed, true, NULL);
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    char err[300];
    while (!game_over(m->state)) {
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        CHECK(match_play(m, legal.items[rng_below(&rng, (uint32_t)legal.count)], err, sizeof err));
    }
    movelist_free(&legal);
    return m;
}

static bool wait_for(App *app, bool (*done)(App *), int seconds)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)seconds * 1000;
    while (!done(app) && SDL_GetTicks64() < end) {
        app_step(app);
        SDL_Delay(2);
    }
    return done(app);
}

static bool at_end(App *app)
{
    return app_scene(app) == SCENE_END;
}

/* The review's findings are drawn (it finished or was read back). */
static bool review_ready(App *app)
{
    SDL_Rect r;
    return app_scene(app) == SCENE_REVIEW && app_find_widget(app, "Previous decision", &r);
}

static void shot(App *app, const char *name)
{
    const char *dir = getenv("MOGULS_REVIEW_SHOTS");
    if (!dir)
        return;
    char path[600];
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", dir, name, app->ui->pixel_w, app->ui->pixel_h);
    SDL_Surface *frame = app_read_frame(app);
    CHECK(frame && IMG_SavePNG(frame, path) == 0);
    SDL_FreeSurface(frame);
}

/* The end screen of a rated game: "You"'s rating as the history moved it, the chart. */
static void check_end_screen(App *app, const Match *m)
{
    const EndRecord *e = &app->end_record;
    CHECK(e->id > 0);
    CHECK(e->kept.seat[0].rated && !e->kept.seat[1].rated);
    CHECK(e->kept.seat[0].rating_after != e->kept.seat[0].rating_before);
    CHECK_INT(e->series.points, m->move_count + 1);
    SDL_Rect r;
    CHECK(app_find_widget(app, "rating", &r));
    CHECK(app_find_widget(app, "score chart", &r));
    bool enabled = false;
    CHECK(app_widget_state(app, "Review", &enabled, NULL, 0) && enabled);
}

/* Review from the end screen: progress, then the costliest decision shown; each of the three
 * a click away; kept in the history. */
static void check_review(App *app, const char *name)
{
    click_widget(app, "Review");
    CHECK_INT(app_scene(app), SCENE_REVIEW);
    SDL_Rect r;
    CHECK(app_find_widget(app, "review progress", &r) || review_ready(app));
    CHECK(wait_for(app, review_ready, 600));
    app_step(app);
    Review kept;
    char err[300];
    CHECK_INT(history_review(app->history, app->end_record.id, &kept, err, sizeof err), 1);
    CHECK(kept.worst_count > 0);
    if (kept.worst_count > 0)
        CHECK_INT(app->replay_at, kept.decision[kept.worst[0]].move);
    CHECK(app_find_widget(app, "review chances", &r));
    shot(app, name);
    for (int w = kept.worst_count - 1; w >= 0; w--) {
        const ReviewDecision *d = &kept.decision[kept.worst[w]];
        char label[32];
        snprintf(label, sizeof label, "costliest %d", w + 1);
        /* the move played in words (where they fit the button) */
        const char *names[MAX_SEATS];
        match_names(app_match(app), names);
        GameState *before = match_state_after(app_match(app), d->move);
        StrBuf words = STRBUF_INIT;
        game_word_move(before, d->played, names, &words);
        char worded[300], short_label[64];
        int cost = (int)(review_cost(d) * 100.0 + 0.5);
        snprintf(worded, sizeof worded, "Move %d: %s, -%d%%", d->move + 1, sb_str(&words), cost);
        snprintf(short_label, sizeof short_label, "Move %d, -%d%%", d->move + 1, cost);
        CHECK(app_find_widget(app, worded, &r) || app_find_widget(app, short_label, &r));
        sb_free(&words);
        game_free(before);
        click_widget(app, label);
        CHECK_INT(app->replay_at, d->move);
    }
    review_free(&kept);
    app_key(app, SDLK_ESCAPE);
    steps(app, 2);
    CHECK_INT(app_scene(app), SCENE_END);
    /* the second time it is read back at once, not computed again */
    click_widget(app, "Review");
    CHECK(review_ready(app));
    CHECK(app->review != NULL);
    click_widget(app, "Results");
    CHECK_INT(app_scene(app), SCENE_END);
}

/* Cancel while it runs: back to the results, nothing kept. */
static void check_cancel(App *app)
{
    app->opts.review_budget = 200000; /* long enough to be caught running */
    click_widget(app, "Review");
    CHECK_INT(app_scene(app), SCENE_REVIEW);
    CHECK(!review_ready(app));
    click_widget(app, "Cancel");
    CHECK_INT(app_scene(app), SCENE_END);
    CHECK(app->review == NULL);
    Review none;
    char err[300];
    CHECK_INT(history_review(app->history, app->end_record.id, &none, err, sizeof err), 0);
}

static void run(int width, int height, uint64_t seed, bool cancel)
{
    char dir[] = "/tmp/moguls-gui-review-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    App *app = open_test_app(
        (AppOptions){.width = width, .height = height, .fast_bots = true, .review_budget = 30},
        dir);
    if (!app)
        return;
    Match *m = finished_match(seed);
    int moves = m->move_count;
    CHECK(app_start_match(app, m));
    CHECK(wait_for(app, at_end, 120));
    for (int i = 0; i < 40; i++) /* the panel rises into place */
        app_step(app);
    check_end_screen(app, app_match(app));
    CHECK_INT(app_match(app)->move_count, moves);
    shot(app, "end");
    if (cancel)
        check_cancel(app);
    else
        check_review(app, "review");
    close_test_app(app, dir);
}

static bool findings_drawn(App *app)
{
    SDL_Rect r;
    return app_scene(app) == SCENE_REVIEW && app_find_widget(app, _("Previous decision"), &r);
}

/* The end screen and the review in another language (at 1280x800, where the review's panel is
 * narrowest beside the board), with the text check on: every word fits (German's are long). */
static void reads_in(const char *language)
{
    char dir[] = "/tmp/moguls-gui-review-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    check_write_language(dir, language);
    setenv("MOGULS_TEXT_CHECK", "1", 1);
    App *app = open_test_app((AppOptions){.fast_bots = true, .review_budget = 30}, dir);
    unsetenv("MOGULS_TEXT_CHECK");
    if (!app)
        return;
    CHECK(app_start_match(app, finished_match(3)));
    CHECK(wait_for(app, at_end, 120));
    for (int i = 0; i < 40; i++) /* the panel rises into place */
        app_step(app);
    review_open(app);
    CHECK(wait_for(app, findings_drawn, 600));
    steps(app, 2);
    CHECK_INT(text_reports(app, language), 0);
    close_test_app(app, dir);
}

int main(void)
{
    run(1280, 800, 3, false);
    run(1024, 640, 3, false);
    run(1280, 800, 4, true);
    reads_in("de");
    return check_report("gui_review");
}
