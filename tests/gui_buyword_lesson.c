/* The BuyWord lesson played to its end by clicks through the app, at two window sizes: every
 * pointer of every step is found on the board (and not under the coach's panel), the taught moves
 * are made by clicking the die, the tray's buttons, the rack's tiles, the wild pile and the letter
 * picker, and at several steps a wrong click comes first: the coach explains it and nothing is
 * played. No text is clipped or cut on the way, nor too small or faint on a piece
 * (MOGULS_TEXT_CHECK=legibility).
 *
 * `--language CODE` plays it in that language (ctest gui_buyword_lesson_de, ...): the shell's
 * buttons are clicked by their translated labels and the coach's answers are compared with the
 * same sentences in that language. The words and letters stay English. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "app_drive.h"
#include "check.h"
#include "core/i18n.h"
#include "core/lesson.h"
#include "core/match.h"
#include "core/strbuf.h"
#include "games/buyword/view_internal.h"

/* The language the app plays in ("": the desktop's, English in the tests). */
static const char *language = "";

/* The coach's answer to a move that is not the lesson's but would be fine in a real game: the
 * step's hint and the move's log line, worded as the app words them in its language. */
static const char *real_game(const char *hint, const char *line)
{
    static char text[800];
    char fine[500];
    snprintf(fine, sizeof fine, _("(In a real game this would be fine: %.*s.)"), (int)strlen(line),
             line);
    snprintf(text, sizeof text, "%s %s", _(hint), fine);
    return text;
}

/* The log line of a sale, in the app's language. */
static const char *sale_line(App *app, const char *word, int value)
{
    static char line[200];
    snprintf(line, sizeof line, _("%s sells %s for $%d"), app_match(app)->seats[0].name, word,
             value);
    return line;
}

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
        char line[200];
        snprintf(line, sizeof line,
                 plural_text("%s chooses %d new tile each", "%s chooses %d new tiles each", 2),
                 app_match(app)->seats[0].name, 2);
        wrong_first(app, i, "choose 2",
                    real_game("Pick 5 tiles with the \"5 tiles\" button.", line));
        if (!language[0])
            CHECK_STR(reply_of(app), "Pick 5 tiles with the \"5 tiles\" button. (In a real game "
                                     "this would be fine: Player chooses 2 new tiles each.)");
        click_name(app, "choose 5");
    } else if (!strcmp(move, "buy")) {
        if (app_match(app)->move_count < 5) {
            char line[200];
            snprintf(line, sizeof line,
                     plural_text("%s declines the %d new tile; it goes out of play unseen",
                                 "%s declines the %d new tiles; they go out of play unseen", 5),
                     app_match(app)->seats[0].name, 5);
            wrong_first(app, i, "decline",
                        real_game("Press \"Buy for $49\" once your tiles have landed.", line));
            if (!language[0])
                CHECK_STR(reply_of(app),
                          "Press \"Buy for $49\" once your tiles have landed. (In a real game "
                          "this would be fine: Player declines the 5 new tiles; they go out of "
                          "play unseen.)");
        }
        click_name(app, "buy");
    } else if (!strcmp(move, "done")) {
        if (app_match(app)->move_count < 8) {
            spell(app, "HOPE");
            wrong_first(
                app, i, "sell",
                real_game("This time, keep your letters: press Done.", sale_line(app, "HOPE", 36)));
            if (!language[0])
                CHECK_STR(reply_of(app), "This time, keep your letters: press Done. (In a real "
                                         "game this would be fine: Player sells HOPE for $36.)");
            CHECK_INT(v->word_len, 4); /* the refused word stays in the bar */
            click_name(app, "clear");
        }
        click_name(app, "done");
    } else if (!strncmp(move, "sell ", 5)) {
        char reason[200];
        snprintf(reason, sizeof reason,
                 plural_text("You hold %d tile: sell or discard down to 8 before you are done",
                             "You hold %d tiles: sell or discard down to 8 before you are done",
                             10),
                 10);
        refused_by_board(app, "done", reason);
        if (!language[0])
            CHECK_STR(reason, "You hold 10 tiles: sell or discard down to 8 before you are done");
        spell(app, "HOPED");
        wrong_first(app, i, "sell",
                    real_game("Spell HOUSEMAID, the wild as the M, and press Sell.",
                              sale_line(app, "HOPED", 64)));
        if (!language[0])
            CHECK_STR(reply_of(app), "Spell HOUSEMAID, the wild as the M, and press Sell. (In a "
                                     "real game this would be fine: Player sells HOPED for $64.)");
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
    if (language[0]) /* the app starts in it, from the settings of its preference folder */
        check_write_language(prefs, language);
    App *app =
        open_test_app((AppOptions){.width = width, .height = height, .fast_bots = true}, prefs);
    if (!app)
        exit(1);
    CHECK(app->ui->text_check != NULL); /* the check is on */
    steps(app, 2);
    click_widget(app, "BuyWord"); /* a game's name is the same in every language */
    click_widget(app, _("Learn"));
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
            click_widget(app, _("Next"));
    }
    CHECK_INT(step_of(app), lesson->step_count); /* the summary */
    click_widget(app, _("Play a real game"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    /* no text was clipped or cut on the way, nor too small or faint (MOGULS_TEXT_CHECK=legibility)
     */
    for (int k = 0; k < app_text_check_count(app) && app_text_check_line(app, k); k++)
        fprintf(stderr, "%dx%d: %s\n", width, height, app_text_check_line(app, k));
    CHECK_INT(app_text_check_count(app), 0);
    app_destroy(app);
    char path[200];
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    check_remove_prefs(prefs);
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--language")) {
        language = argv[2];
    } else if (argc != 1) {
        fprintf(stderr, "usage: gui_buyword_lesson [--language CODE]\n");
        return 2;
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
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
