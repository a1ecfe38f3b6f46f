/* The Estates' lesson (assets/estates/lesson.txt) played to its end by clicks through the app, at
 * three window sizes: Learn opens it, Next walks the coach's words, the taught moves are clicked on
 * the board where the view drew them, the bots' moves come from the lesson. Every pointer of
 * every step is found on the board (and not under the coach's panel); at several steps a wrong
 * click comes first and is answered, not played; no text is clipped on the way, nor too small or
 * too faint (MOGULS_TEXT_CHECK=legibility).
 *
 * `gui_estates_lesson --language CODE` plays it in that language (po/LINGUAS): the buttons are
 * clicked by their translated labels, and the answers to wrong clicks are the translated
 * sentences, put together here from the same catalogue entries as the game's. */
#include <stdarg.h>
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
#include "games/estates/view_internal.h"

/* The language the app is started in ("": the desktop's, English here). */
static const char *language = "";

/* The English text, or in another language the translated one (written into a static buffer
 * of `slot`, 0-3, from a format as printf takes it). */
static const char *expect(const char *english, int slot, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
static const char *expect(const char *english, int slot, const char *format, ...)
{
    static char text[4][600];
    if (!language[0])
        return english;
    va_list ap;
    va_start(ap, format);
    vsnprintf(text[slot], sizeof text[slot], format, ap);
    va_end(ap);
    return text[slot];
}

/* A name of the game's in the language shown (estates.h). */
static const char *cube_name(const char *cube)
{
    static char name[4][48];
    static int next;
    char *out = name[next++ % 4];
    estates_cube_long_name(estates_parse_cube(cube), out, sizeof name[0]);
    return out;
}

/* The coach's answer to a move that would be legal in a real game: the hint, then what the move
 * would do (src/core/lesson.c). */
static const char *coach_reply(const char *english, const char *hint, const char *line)
{
    char done[400];
    snprintf(done, sizeof done, _("(In a real game this would be fine: %.*s.)"), (int)strlen(line),
             line);
    return expect(english, 3, "%s %s", _(hint), done);
}

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
    const char *player = app_match(app)->seats[0].name;
    char line[300], piece[48];
    if (!strcmp(move, "auction b6")) {
        wrong_unlit(app, "cube b3",
                    expect("Only a cube at either end of a display row can be auctioned, and the "
                           "blue 3 is in the middle",
                           0,
                           _("Only a cube at either end of a display row can be auctioned, and "
                             "%s is in the middle"),
                           cube_name("b3")));
        snprintf(line, sizeof line, _("%s auctions %s"), player, cube_name("y1"));
        wrong_lit(app, "auction y1",
                  coach_reply("Click the blue 6 at the left end of the top row of cubes. (In a "
                              "real game this would be fine: Player auctions the yellow 1.)",
                              "Click the blue 6 at the left end of the top row of cubes.", line));
    } else if (!strcmp(move, "sell")) {
        snprintf(line, sizeof line, _("%s buys %s, paying %s $%dM"), player, cube_name("b6"), "Ada",
                 2);
        wrong_lit(app, "buy",
                  coach_reply("Click Sell: Ada pays you $2M and gets the blue 6. (In a real game "
                              "this would be fine: Player buys the blue 6, paying Ada $2M.)",
                              "Click Sell: Ada pays you $2M and gets the blue 6.", line));
    } else if (!strcmp(move, "place 1.1")) {
        /* the rules' reason, begun with a capital (game_refusal) */
        const char *gap =
            expect("Buildings in a row leave no gaps: the next lot of row 1 is lot 1", 0,
                   _("buildings in a row leave no gaps: the next lot of row %d "
                     "is lot %d"),
                   1, 1);
        char capital[300];
        snprintf(capital, sizeof capital, "%s", gap);
        if (capital[0] >= 'a' && capital[0] <= 'z')
            capital[0] = (char)(capital[0] - 'a' + 'A');
        wrong_unlit(app, "lot 1.4", capital);
        char certificate[48];
        estates_certificate_name(EST_WHITE, certificate, sizeof certificate);
        snprintf(line, sizeof line, _("%s builds %s on row %d lot %d and takes %s"), player,
                 cube_name("w4"), 3, 1, certificate);
        wrong_lit(app, "place 3.1",
                  coach_reply("Click row 1, lot 1: the pale lot next to Main Street in the top "
                              "row. (In a real game this would be fine: Player builds the white "
                              "4 on row 3 lot 1 and takes the white certificate.)",
                              "Click row 1, lot 1: the pale lot next to Main Street in the top "
                              "row.",
                              line));
    } else if (!strcmp(move, "permit 1 -")) {
        estates_piece_name(EST_PIECE_PERMIT, 2, piece, sizeof piece);
        snprintf(line, sizeof line,
                 plural_text("%s places %s in row %d, lengthening it to %d lot",
                             "%s places %s in row %d, lengthening it to %d lots", 7),
                 player, piece, 1, 7);
        wrong_lit(app, "permit 1 +",
                  coach_reply("Click the minus button right of row 1 (the one that makes it 1 lot "
                              "long). (In a real game this would be fine: Player places permit 3 "
                              "in row 1, lengthening it to 7 lots.)",
                              "Click the minus button right of row 1 (the one that makes it 1 lot "
                              "long).",
                              line));
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
    click_widget(app, _("Next"));
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
    check_write_language(prefs, language);
    char path[300];
    App *app =
        open_test_app((AppOptions){.width = width, .height = height, .fast_bots = true}, prefs);
    if (!app)
        exit(1);
    steps(app, 2);
    click_widget(app, "The Estates");
    click_widget(app, _("Learn"));
    CHECK_INT(app_scene(app), SCENE_GAME);
    int played = 0; /* the lesson's moves so far */
    for (int i = 0; i < lesson->step_count && step_of(app) == i; i++) {
        const LessonStep *step = &lesson->steps[i];
        steps(app, 2);
        check_pointers_on_board(app, step);
        if (step->kind == LESSON_READ)
            click_widget(app, _("Next"));
        else if (step->kind == LESSON_PLAY)
            play_step(app, step, played++);
        else
            bot_step(app, step, played++);
    }
    CHECK_INT(step_of(app), lesson->step_count);
    /* no text was clipped or cut on the way, nor too small or faint (MOGULS_TEXT_CHECK=legibility)
     */
    char where[40];
    snprintf(where, sizeof where, "%dx%d", width, height);
    CHECK_INT(text_reports(app, where), 0);
    click_widget(app, _("Play a real game"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    app_destroy(app);
    lesson_free(lesson);
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    snprintf(path, sizeof path, "%s/settings.txt", prefs);
    remove(path);
    rmdir(prefs);
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--language")) {
        language = argv[2];
    } else if (argc != 1) {
        fprintf(stderr, "usage: gui_estates_lesson [--language CODE]\n");
        return 2;
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    play_lesson(1280, 800);
    play_lesson(1024, 640);
    play_lesson(1920, 1080);
    char name[64];
    snprintf(name, sizeof name, "gui_estates_lesson%s%s", language[0] ? " " : "", language);
    return check_report(name);
}
