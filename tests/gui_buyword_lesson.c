/* The BuyWord lesson played to its end by clicks through the app, at two window sizes: every
 * pointer of every step is found on the board (and not under the coach's panel), the taught moves
 * are made by clicking the die, the tray's buttons, the rack's tiles, the wild pile and the letter
 * picker, and at several steps a wrong click comes first: the coach explains it and nothing is
 * played. */
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
#include "games/buyword/view_internal.h"

/* Where the board shows `name` now (the view's locate, as the coach finds it). */
static bool where(App *app, const char *name, SDL_Rect *out)
{
    app_step(app);
    return locate_thing(app, name, out);
}

static void click_name(App *app, const char *name)
{
    SDL_Rect r = {0, 0, 0, 0};
    bool found = where(app, name, &r);
    if (!found)
        fprintf(stderr, "nothing called '%s' on the board\n", name);
    CHECK(found);
    click_rect(app, r);
}

/* Spells a word in the bar by clicks: upper case from the rack, lower case a wild and its
 * letter in the picker. */
static void spell(App *app, const char *word)
{
    for (const char *p = word; *p; p++) {
        if (*p >= 'A' && *p <= 'Z') {
            char name[16];
            snprintf(name, sizeof name, "tile %c", *p);
            click_name(app, name);
            continue;
        }
        click_name(app, "wilds");
        BuywordView *v = app->view_data;
        CHECK(v->picking);
        click_rect(app, v->picker_tile[*p - 'a']);
    }
}

/* A wrong click first: the coach answers with `reply`, nothing is played. */
static void wrong_first(App *app, int step, const char *name, const char *reply)
{
    int moves = app_match(app)->move_count;
    click_name(app, name);
    CHECK_INT(step_of(app), step);
    CHECK_INT(app_match(app)->move_count, moves);
    CHECK_STR(reply_of(app), reply);
}

/* A click the view itself refuses (a disabled button): its reason shows, nothing is played. */
static void refused_by_board(App *app, const char *name, const char *reason)
{
    int moves = app_match(app)->move_count, before = 0, after = 0;
    app_last_toast(app, &before);
    click_name(app, name);
    CHECK_INT(app_match(app)->move_count, moves);
    CHECK_STR(app_last_toast(app, &after), reason);
    CHECK_INT(after, before + 1);
}

/* Makes the taught move by clicks (after a wrong one at some steps). */
static void play_step(App *app, int i, const LessonStep *step)
{
    const char *move = step->move;
    BuywordView *v = app->view_data;
    if (!strcmp(move, "roll")) {
        click_name(app, "die");
    } else if (!strncmp(move, "choose ", 7)) {
        wrong_first(app, i, "choose 2",
                    "Pick 5 tiles with the \"5 tiles\" button. (In a real game this would be "
                    "fine: Player chooses 2 new tiles each.)");
        click_name(app, "choose 5");
    } else if (!strcmp(move, "buy")) {
        if (app_match(app)->move_count < 5)
            wrong_first(app, i, "decline",
                        "Press \"Buy for $49\" once your tiles have landed. (In a real game "
                        "this would be fine: Player declines the 5 new tiles; they go out of "
                        "play unseen.)");
        click_name(app, "buy");
    } else if (!strcmp(move, "done")) {
        if (app_match(app)->move_count < 8) {
            spell(app, "HOPE");
            wrong_first(app, i, "sell",
                        "This time, keep your letters: press Done. (In a real game this would be "
                        "fine: Player sells HOPE for $36.)");
            CHECK_INT(v->word_len, 4); /* the refused word stays in the bar */
            click_name(app, "clear");
        }
        click_name(app, "done");
    } else if (!strncmp(move, "sell ", 5)) {
        refused_by_board(app, "done",
                         "You hold 10 tiles: sell or discard down to 8 before you are done");
        spell(app, "HOPED");
        wrong_first(app, i, "sell",
                    "Spell HOUSEMAID, the wild as the M, and press Sell. (In a real game this "
                    "would be fine: Player sells HOPED for $64.)");
        CHECK_INT(v->word_len, 5);
        click_name(app, "clear");
        spell(app, move + 5);
        click_name(app, "sell");
    }
}

static void play_lesson(int width, int height, const Lesson *lesson)
{
    char prefs[] = "/tmp/moguls-bwlesson-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    AppOptions opts = {.width = width,
                       .height = height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = prefs,
                       .fast_bots = true};
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app) {
        fprintf(stderr, "cannot create the app: %s\n", err);
        exit(1);
    }
    steps(app, 2);
    click_widget(app, "BuyWord");
    click_widget(app, "Learn");
    CHECK_INT(app_scene(app), SCENE_GAME);
    int played = 0; /* the lesson's moves played so far */
    for (int i = 0; i < lesson->step_count; i++) {
        const LessonStep *step = &lesson->steps[i];
        CHECK_INT(step_of(app), i);
        if (step_of(app) != i)
            break;
        for (int k = 0; k < 5 && step->kind == LESSON_BOT && app_match(app)->move_count <= played;
             k++)
            app_step(app);
        app_step(app);
        check_pointers_on_board(app, step);
        if (step->kind == LESSON_PLAY)
            play_step(app, i, step);
        if (step->kind != LESSON_READ) {
            CHECK(app_match(app)->move_count > played);
            CHECK_STR(app_match(app)->moves[played], step->move);
            played++;
        }
        if (step->kind != LESSON_PLAY)
            click_widget(app, "Next");
    }
    CHECK_INT(step_of(app), lesson->step_count); /* the summary */
    click_widget(app, "Play a real game");
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    app_destroy(app);
    char path[200];
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    snprintf(path, sizeof path, "%s/settings.txt", prefs);
    remove(path);
    rmdir(prefs);
}

int main(void)
{
    char err[600];
    Lesson *lesson = lesson_load("buyword", err, sizeof err);
    if (!lesson) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    CHECK(lesson_check(lesson, err, sizeof err));
    play_lesson(1280, 800, lesson);
    play_lesson(1024, 640, lesson);
    lesson_free(lesson);
    return check_report("gui_buyword_lesson");
}
