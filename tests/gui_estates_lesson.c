/* The Estates' lesson (assets/estates/lesson.txt) played to its end by clicks through the app, at
 * three window sizes: Learn opens it, Next walks the coach's words, the taught moves are clicked on
 * the board where the view drew them, the bots' moves come from the lesson. Every pointer of
 * every step is found on the board (and not under the coach's panel); at several steps a wrong
 * click comes first and is answered, not played; no text is clipped on the way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "check.h"
#include "app_drive.h"
#include "core/lesson.h"
#include "core/match.h"
#include "games/estates/view_internal.h"

/* Where the board drew the hot spot playing `move` in the last frame. */
static bool hot_rect(App *app, const char *move, SDL_Rect *out)
{
    const EsHot *h = esv_find_hot(app->view_data, move);
    if (h)
        *out = h->r;
    return h != NULL;
}

/* A wrong click at a play step: a lit thing playing `other` is answered with the hint and what
 * it would do, and nothing is played. */
static void wrong_lit(App *app, const char *other, const char *reply)
{
    SDL_Rect r;
    int before = moves_played(app), step = step_of(app);
    bool found = hot_rect(app, other, &r);
    if (!found)
        fprintf(stderr, "nothing lit plays '%s'\n", other);
    CHECK(found);
    if (!found)
        return;
    click_rect(app, r);
    CHECK_STR(reply_of(app), reply);
    CHECK_INT(moves_played(app), before);
    CHECK_INT(step_of(app), step);
}

/* A click on something not lit: the board says why, and nothing is played. */
static void wrong_unlit(App *app, const char *name, const char *toast)
{
    SDL_Rect r;
    int before = moves_played(app), shown = 0;
    CHECK(locate_thing(app, name, &r));
    click_rect(app, r);
    CHECK_STR(app_last_toast(app, &shown), toast);
    CHECK_INT(moves_played(app), before);
}

/* The wrong clicks tried before some of the taught moves. */
static void try_wrong_clicks(App *app, const char *move)
{
    if (!strcmp(move, "auction b6")) {
        wrong_unlit(app, "cube b3",
                    "Only a cube at either end of a display row can be auctioned, and the blue 3 "
                    "is in the middle");
        wrong_lit(app, "auction y1",
                  "Click the blue 6 at the left end of the top row of cubes. (In a real game "
                  "this would be fine: Player auctions the yellow 1.)");
    } else if (!strcmp(move, "sell")) {
        wrong_lit(app, "buy",
                  "Click Sell: Ada pays you $2M and gets the blue 6. (In a real game this would "
                  "be fine: Player buys the blue 6, paying Ada $2M.)");
    } else if (!strcmp(move, "place 1.1")) {
        wrong_unlit(app, "lot 1.4",
                    "Buildings in a row leave no gaps: the next lot of row 1 is lot 1");
        wrong_lit(
            app, "place 3.1",
            "Click row 1, lot 1: the pale lot next to Main Street in the top row. (In a "
            "real game this would be fine: Player builds the white 4 on row 3 lot 1 and takes "
            "the white certificate.)");
    } else if (!strcmp(move, "permit 1 -")) {
        wrong_lit(app, "permit 1 +",
                  "Click the minus button right of row 1 (the one that makes it 1 lot long). (In "
                  "a real game this would be fine: Player places permit 3 in row 1, lengthening "
                  "it to 7 lots.)");
    }
}

/* The lesson's move number `index` was played, and it is `move`. */
static void check_played(App *app, int index, const char *move)
{
    CHECK(moves_played(app) > index);
    if (moves_played(app) > index)
        CHECK_STR(app_match(app)->moves[index], move);
}

/* Clicks the taught move where the board drew it; `index` is its number in the match. */
static void play_step(App *app, const LessonStep *step, int index)
{
    CHECK_INT(moves_played(app), index);
    try_wrong_clicks(app, step->move);
    SDL_Rect r;
    bool found = hot_rect(app, step->move, &r);
    if (!found)
        fprintf(stderr, "line %d: nothing lit plays '%s'\n", step->line, step->move);
    CHECK(found);
    if (found)
        click_rect(app, r);
    check_played(app, index, step->move);
}

/* The bot's move comes from the lesson (fast bots: at once); then Next. */
static void bot_step(App *app, const LessonStep *step, int index)
{
    for (int i = 0; i < 50 && moves_played(app) <= index; i++)
        app_step(app);
    check_played(app, index, step->move);
    click_widget(app, "Next");
}

static void play_lesson(int width, int height)
{
    char prefs[] = "/tmp/moguls-elesson-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    char err[512];
    Lesson *lesson = lesson_load("estates", err, sizeof err);
    if (!lesson) {
        fprintf(stderr, "no lesson: %s\n", err);
        CHECK(false);
        return;
    }
    AppOptions opts = {.width = width,
                       .height = height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = prefs,
                       .fast_bots = true};
    App *app = app_create(&opts, err, sizeof err);
    if (!app) {
        fprintf(stderr, "cannot create the app: %s\n", err);
        exit(1);
    }
    steps(app, 2);
    click_widget(app, "The Estates");
    click_widget(app, "Learn");
    CHECK_INT(app_scene(app), SCENE_GAME);
    int played = 0; /* the lesson's moves so far */
    for (int i = 0; i < lesson->step_count && step_of(app) == i; i++) {
        const LessonStep *step = &lesson->steps[i];
        steps(app, 2);
        check_pointers_on_board(app, step);
        if (step->kind == LESSON_READ)
            click_widget(app, "Next");
        else if (step->kind == LESSON_PLAY)
            play_step(app, step, played++);
        else
            bot_step(app, step, played++);
    }
    CHECK_INT(step_of(app), lesson->step_count);
    /* no text was clipped or cut on the way (MOGULS_TEXT_CHECK) */
    for (int k = 0; k < app_text_check_count(app) && app_text_check_line(app, k); k++)
        fprintf(stderr, "%dx%d: %s\n", width, height, app_text_check_line(app, k));
    CHECK_INT(app_text_check_count(app), 0);
    click_widget(app, "Play a real game");
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    app_destroy(app);
    lesson_free(lesson);
    char path[300];
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    snprintf(path, sizeof path, "%s/settings.txt", prefs);
    remove(path);
    rmdir(prefs);
}

int main(void)
{
    setenv("MOGULS_TEXT_CHECK", "1", 1);
    play_lesson(1280, 800);
    play_lesson(1024, 640);
    play_lesson(1920, 1080);
    return check_report("gui_estates_lesson");
}
