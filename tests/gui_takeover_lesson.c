/* Takeover's lesson (assets/takeover/lesson.txt) played to its end by clicks through the app, at
 * 1280x800 and at 1024x640 with the text check on, legibility too (no text cut, too small or too
 * faint: the coach's ring crossing a stack's height was one): every pointer of every step is found
 * on screen, the player's moves are made by clicking what the coach points at, and wrong clicks are
 * answered (by the coach, or by the board's own refusal) without playing anything. Also: at a
 * table of two humans the open draft needs no pass screen, the secret choice does.
 * `--language CODE` plays it in that language (ctest gui_takeover_lesson_de, ...): buttons are
 * clicked by their translated labels and the coach's answers compared with the translated
 * sentences. MOGULS_LESSON_SHOTS=DIR saves the screen of every step there. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app_drive.h"
#include "check.h"
#include "core/i18n.h"
#include "core/lesson.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/takeover/takeover.h"

/* The language the app speaks ("": English, whatever the desktop says). */
static const char *language = "";

/* A coin's name as the log writes it ("the null of suns"), in the app's language. */
static const char *coin_name(const char *coin)
{
    static char name[4][40];
    static int next;
    char *out = name[next++ % 4];
    takeover_piece_long_name(takeover_parse_coin(coin), out, sizeof name[0]);
    return out;
}

static bool pointer_rect(App *app, const char *name, SDL_Rect *r)
{
    char label[80];
    snprintf(label, sizeof label, "pointer %s", name);
    return app_find_widget(app, label, r);
}

/* Clicks what the coach points at now. */
static void click_pointer(App *app, const char *name)
{
    SDL_Rect r;
    app_step(app);
    bool found = pointer_rect(app, name, &r);
    if (!found)
        fprintf(stderr, "no pointer '%s' at step %d\n", name,
                app_lesson_step(app, &(const char *){0}));
    CHECK(found);
    if (found)
        click_rect(app, r);
}

/* With MOGULS_LESSON_SHOTS=DIR the frame of every step is saved there, to look at. */
static void save_shot(App *app, int w, int h, int step)
{
    const char *dir = getenv("MOGULS_LESSON_SHOTS");
    SDL_Surface *frame = dir ? app_read_frame(app) : NULL;
    if (!frame)
        return;
    char path[400];
    snprintf(path, sizeof path, "%s/%dx%d-step%02d.png", dir, w, h, step);
    IMG_SavePNG(frame, path);
    SDL_FreeSurface(frame);
}

/* Every pointer of the step shown is drawn on the screen, inside the window. */
static void check_pointers(App *app, const LessonStep *step, int w, int h)
{
    steps(app, 2);
    for (int k = 0; k < step->point_count; k++) {
        SDL_Rect r;
        bool found = pointer_rect(app, step->points[k], &r);
        if (!found)
            fprintf(stderr, "line %d: pointer '%s' not on screen\n", step->line, step->points[k]);
        CHECK(found);
        CHECK(!found || (r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h));
    }
}

/* The clicks that make a step's move, on what the coach points at (docs/notation.md). */
static void play_by_clicks(App *app, const char *move)
{
    char verb[16], a[40], b[40], c[40], d[40], e[40];
    int n = sscanf(move, "%15s %39s %39s %39s %39s %39s", verb, a, b, c, d, e);
    char name[64];
    if (!strcmp(verb, "take")) {
        snprintf(name, sizeof name, "coin %s", a);
        click_pointer(app, name);
    } else if (!strcmp(verb, "stocks")) {
        for (char *coin = strtok(a, ","); coin; coin = strtok(NULL, ",")) {
            snprintf(name, sizeof name, "coin %s", coin);
            click_pointer(app, name);
        }
        click_widget(app, _("Confirm"));
    } else if (!strcmp(verb, "merge") || !strcmp(verb, "penny")) {
        const char *from = verb[0] == 'm' ? a : b, *to = verb[0] == 'm' ? b : c;
        snprintf(name, sizeof name, "cell %s", from);
        click_pointer(app, name);
        snprintf(name, sizeof name, "cell %s", to);
        click_pointer(app, name);
        click_widget(app, _("Confirm")); /* the payment the board suggests */
    } else if (!strcmp(verb, "offer") && n == 6) {
        click_widget(app, _("Trade…"));
        snprintf(name, sizeof name, "coin %s", c); /* give */
        click_pointer(app, name);
        snprintf(name, sizeof name, "coin %s", e); /* get */
        click_pointer(app, name);
        click_widget(app, _("Offer"));
    } else if (!strcmp(verb, "pass")) {
        click_widget(app, _("Pass"));
    } else {
        fprintf(stderr, "the test cannot click '%s'\n", move);
        CHECK(false);
    }
}

/* What the coach answers to a move that is fine in a real game: the step's hint, then the move
 * as the log words it. */
static void expect_reply(App *app, const LessonStep *step, const char *line)
{
    char expected[700];
    snprintf(expected, sizeof expected, "%s ", step->hint);
    size_t n = strlen(expected);
    snprintf(expected + n, sizeof expected - n, _("(In a real game this would be fine: %.*s.)"),
             (int)strlen(line), line);
    CHECK_STR(reply_of(app), expected);
}

/* Wrong clicks before some of the taught moves: each is answered and plays nothing. In English
 * the answers are also checked word for word. */
static void wrong_first(App *app, const Lesson *lesson, int index, SDL_Rect pool, SDL_Rect b3)
{
    const LessonStep *step = &lesson->steps[index];
    int before = moves_played(app);
    const char *me = app_match(app)->seats[0].name;
    bool english = !language[0];
    char expected[600], line[400], merge[300];
    if (!strcmp(step->move, "take s5")) {
        /* the pool's first place holds the null of suns: fine in a real game, not now */
        app_click(app, pool.x + 4, pool.y + 4);
        steps(app, 2);
        snprintf(line, sizeof line, _("%s takes %s"), me, coin_name("sn"));
        expect_reply(app, step, line);
        snprintf(expected, sizeof expected,
                 "%s (In a real game this would be fine: Player takes the null of suns.)",
                 step->hint);
        if (english)
            CHECK_STR(reply_of(app), expected);
        /* the board itself refuses a click on the grid during the draft */
        int toasts_before, toasts_after;
        app_last_toast(app, &toasts_before);
        click_pointer(app, "cell c3");
        const char *toast = app_last_toast(app, &toasts_after);
        CHECK_STR(toast, _("Merges come after the draft: take a coin from the pool"));
        if (english)
            CHECK_STR(toast, "Merges come after the draft: take a coin from the pool");
        CHECK_INT(toasts_after, toasts_before + 1);
    } else if (!strcmp(step->move, "stocks s5,m4")) {
        click_widget(app, _("Confirm")); /* no stocks at all */
        snprintf(line, sizeof line, _("%s chooses stocks in secret"), me);
        expect_reply(app, step, line);
        snprintf(expected, sizeof expected,
                 "%s (In a real game this would be fine: Player chooses stocks in secret.)",
                 step->hint);
        if (english)
            CHECK_STR(reply_of(app), expected);
    } else if (!strcmp(step->move, "merge c3 c2")) {
        click_pointer(app, "cell c3");
        click_rect(app, b3); /* the 3 of suns: also free, but not the lesson's merge */
        click_widget(app, _("Confirm"));
        snprintf(merge, sizeof merge, _("%s merges %s (%s) onto %s (%s) for free"), me,
                 coin_name("s5"), "c3", coin_name("s3"), "b3");
        snprintf(line, sizeof line, _("%s; %s holds %s as cash already"), merge, me,
                 coin_name("s3"));
        expect_reply(app, step, line);
        snprintf(expected, sizeof expected,
                 "%s (In a real game this would be fine: Player merges the 5 of suns (c3) onto "
                 "the 3 of suns (b3) for free; Player holds the 3 of suns as cash already.)",
                 step->hint);
        if (english)
            CHECK_STR(reply_of(app), expected);
        click_widget(app, _("Cancel"));
    } else if (!strcmp(step->move, "merge b2 b3")) {
        click_widget(app, _("Pass"));
        snprintf(line, sizeof line, _("%s passes"), me);
        expect_reply(app, step, line);
        snprintf(expected, sizeof expected,
                 "%s (In a real game this would be fine: Player passes.)", step->hint);
        if (english)
            CHECK_STR(reply_of(app), expected);
    } else {
        return;
    }
    CHECK_INT(moves_played(app), before);
    CHECK_INT(app_lesson_step(app, &(const char *){0}), index);
}

/* Waits until the match has played `count` moves (the lesson's bots move at once: fast bots),
 * and checks the last of them. */
static void wait_for_move(App *app, int count, const char *move)
{
    for (int i = 0; i < 50 && moves_played(app) < count; i++)
        app_step(app);
    CHECK(moves_played(app) >= count);
    if (moves_played(app) >= count)
        CHECK_STR(app_match(app)->moves[count - 1], move);
}

static void play_lesson(int w, int h)
{
    char prefs[] = "/tmp/moguls-tklesson-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    check_write_language(prefs, language);
    char err[512];
    App *app = open_test_app((AppOptions){.width = w, .height = h, .fast_bots = true}, prefs);
    if (!app)
        return;
    Lesson *lesson = lesson_load("takeover", err, sizeof err);
    if (!lesson)
        fprintf(stderr, "lesson: %s\n", err);
    CHECK(lesson != NULL);
    steps(app, 2);
    click_widget(app, "Takeover");
    click_widget(app, _("Learn"));
    CHECK_INT(app_scene(app), SCENE_GAME);
    SDL_Rect pool = {0, 0, 0, 0}, b3 = {0, 0, 0, 0};
    int moves = 0; /* the lesson's moves up to the step shown */
    for (int i = 0; lesson && i < lesson->step_count; i++) {
        const LessonStep *step = &lesson->steps[i];
        CHECK_INT(app_lesson_step(app, &(const char *){0}), i);
        check_pointers(app, step, w, h);
        save_shot(app, w, h, i);
        /* places to click wrongly later, where the coach showed them */
        if (i == 1)
            CHECK(pointer_rect(app, "pool", &pool));
        for (int k = 0; k < step->point_count; k++)
            if (!strcmp(step->points[k], "cell b3"))
                CHECK(pointer_rect(app, "cell b3", &b3));
        if (step->kind == LESSON_READ) {
            click_widget(app, _("Next"));
            continue;
        }
        moves++;
        if (step->kind == LESSON_BOT) {
            wait_for_move(app, moves, step->move);
            click_widget(app, _("Next"));
            continue;
        }
        CHECK_INT(moves_played(app), moves - 1);
        wrong_first(app, lesson, i, pool, b3);
        play_by_clicks(app, step->move);
        wait_for_move(app, moves, step->move);
    }
    CHECK_INT(app_lesson_step(app, &(const char *){0}), lesson ? lesson->step_count : 0);
    CHECK(game_to_move(app_match(app)->state) == GAME_OVER);
    int reports = app_text_check_count(app);
    for (int back = 0; back < reports && back < 10; back++)
        fprintf(stderr, "%dx%d: %s\n", w, h, app_text_check_line(app, back));
    CHECK_INT(reports, 0);
    click_widget(app, _("Play a real game"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    lesson_free(lesson);
    app_destroy(app);
    char path[300];
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    check_remove_prefs(prefs);
}

/* Two humans at one device: the draft is open (no pass screen between them), the secret choice
 * is not (the pass screen comes before it). */
static void hot_seat_pass_screens(void)
{
    char prefs[] = "/tmp/moguls-tkhot-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    check_write_language(prefs, language);
    char err[512];
    App *app = open_test_app((AppOptions){.fast_bots = true}, prefs);
    if (!app)
        return;
    const GameRules *rules = registry_find("takeover");
    GameOptions go;
    options_defaults(rules, &go);
    go.players = 2;
    CHECK(match_prepare(rules, &go, err, sizeof err));
    Match *m = match_new(rules, &go, 3, NULL); /* NULL: two humans */
    CHECK(app_start_match(app, m));
    steps(app, 2);
    CHECK_INT(app_scene(app), SCENE_GAME);
    while (app_match(app)->move_count < 24) {
        MoveList legal = MOVELIST_INIT;
        rules->legal_moves(app_match(app)->state, &legal);
        CHECK(app_play_move(app, legal.items[0]));
        movelist_free(&legal);
        steps(app, 2);
        if (app_match(app)->move_count < 24)
            CHECK_INT(app_scene(app), SCENE_GAME);
    }
    CHECK_INT(app_scene(app), SCENE_PASS); /* the secret choice */
    click_widget(app, _("I am ready"));
    CHECK_INT(app_scene(app), SCENE_GAME);
    CHECK(app_play_move(app, "stocks none"));
    steps(app, 2);
    CHECK_INT(app_scene(app), SCENE_PASS);
    app_destroy(app);
    check_remove_prefs(prefs);
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--language")) {
        language = argv[2];
    } else if (argc != 1) {
        fprintf(stderr, "usage: gui_takeover_lesson [--language CODE]\n");
        return 2;
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    play_lesson(1280, 800);
    play_lesson(1024, 640);
    hot_seat_pass_screens();
    return check_report("gui_takeover_lesson");
}
