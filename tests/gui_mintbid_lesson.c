/* The Mint Bid lesson played to its end by clicks through the app, as a newcomer would: cards, lit
 * spots and buttons are clicked where the board drew them (the view's locate, the recorded
 * widgets); at several taught moves a wrong click comes first, and the coach must answer it with
 * the step's hint while nothing is played; every pointer of every step must be found on screen.
 * Also the lobby: AI cards are shown by name and offered only with one or two players.
 * It plays at 1280x800 and at 1024x640 with the text check on, legibility too: no text cut, too
 * small or too faint (its three players' cards show every name, in every language).
 * MB_SHOTS=dir saves a BMP of every step.
 * `--language CODE` plays it in that language (ctest gui_mintbid_lesson_de, ...): the buttons are
 * found by their translated labels. */
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
#include "games/mintbid/mintbid.h"

/* The language the app plays in ("": the desktop's, English in the tests). */
static const char *language = "";

/* A label made from a translated format with one %s or %d: tr("with %s", "Bruno"). */
static const char *tr_s(const char *format, const char *value)
{
    static char out[4][128];
    static int next;
    char *o = out[next++ % 4];
    snprintf(o, sizeof out[0], _(format), value);
    return o;
}

static const char *tr_d(const char *format, int value)
{
    static char out[4][128];
    static int next;
    char *o = out[next++ % 4];
    snprintf(o, sizeof out[0], _(format), value);
    return o;
}

/* The lobby's choice widgets are recorded as "next: LABEL" and "previous: LABEL". */
static const char *choice(const char *side, const char *label)
{
    static char out[4][128];
    static int next;
    char *o = out[next++ % 4];
    snprintf(o, sizeof out[0], "%s: %s", side, label);
    return o;
}

static void click_containing(App *app, const char *fragment)
{
    app_step(app);
    bool found = app_click_widget_containing(app, fragment);
    if (!found)
        fprintf(stderr, "no widget with '%s'\n", fragment);
    CHECK(found);
    steps(app, 2);
}

static bool has_widget(App *app, const char *label)
{
    SDL_Rect r;
    app_step(app);
    return app_find_widget(app, label, &r);
}

/* Where the board shows a thing the lesson names, as the coach finds it (the view's locate). */
static bool locate(App *app, const char *name, SDL_Rect *out)
{
    return locate_thing(app, name, out) && out->w > 0 && out->h > 0;
}

static void click_thing(App *app, const char *name)
{
    SDL_Rect r;
    app_step(app);
    bool found = locate(app, name, &r);
    if (!found)
        fprintf(stderr, "the board shows no '%s'\n", name);
    CHECK(found);
    app_click(app, r.x + r.w / 2, r.y + r.h / 2);
    steps(app, 2);
}

/* Every pointer of the step is on screen (the shell finds "log" and "header" itself). */
static void check_pointers(App *app, const LessonStep *step, int index)
{
    app_step(app);
    for (int k = 0; k < step->point_count; k++) {
        const char *name = step->points[k];
        SDL_Rect r;
        bool found = !strcmp(name, "log") || !strcmp(name, "header") || locate(app, name, &r);
        if (!found)
            fprintf(stderr, "step %d: the pointer '%s' is not on screen\n", index + 1, name);
        CHECK(found);
    }
}

static void card_name(int number, char out[32])
{
    snprintf(out, 32, "card %d", number);
}

/* Makes the taught move by clicks on the board. */
static void play_by_clicks(App *app, const char *move)
{
    int n, a, b;
    char side[8], letter, name[32];
    if (sscanf(move, "auction %d", &n) == 1) {
        card_name(n, name);
        click_thing(app, name);
        click_widget(app, strstr(move, "closed") ? _("Closed auction") : _("Open auction"));
    } else if (sscanf(move, "bid %d+%d %7s", &a, &b, side) == 3) {
        click_containing(app, tr_s("with %s", !strcmp(side, "right") ? "Bruno" : "Ada"));
        /* the shares start at the smallest split that beats the bid */
        click_widget(app, tr_d("Propose %d", a + b));
    } else if (sscanf(move, "bid %d", &a) == 1) {
        click_widget(app, _("Alone"));
        snprintf(name, sizeof name, "%s", tr_d("Bid %d", a));
        for (int i = 0; i < 10 && !has_widget(app, name); i++)
            click_widget(app, "+");
        click_widget(app, name);
    } else if (sscanf(move, "secret %d", &a) == 1) {
        for (int i = 0; i < a; i++)
            click_widget(app, "+");
        click_widget(app, _("Seal my bid"));
    } else if (sscanf(move, "place %c %d %d", &letter, &a, &b) == 3) {
        snprintf(name, sizeof name, "spot %c %d %d", letter, a, b);
        click_thing(app, name);
    } else if (sscanf(move, "rotate %c %d %d", &letter, &a, &b) == 3) {
        const MintBidState *s = (const MintBidState *)app_match(app)->state;
        card_name(mintbid_card_at(s, letter - 'A', a, b) + 1, name);
        click_thing(app, name);
    } else if (!strcmp(move, "share right")) {
        click_containing(app, tr_s("share with %s", "Bruno"));
    } else if (!strcmp(move, "withdraw")) {
        click_widget(app, _("Withdraw"));
    } else {
        fprintf(stderr, "no clicks for '%s'\n", move);
        CHECK(false);
    }
}

/* A wrong click first, where the step calls for one: the coach answers with the hint (and what it
 * would do in a real game), and nothing is played. */
static void wrong_click_first(App *app, const LessonStep *step)
{
    int moves = app_match(app)->move_count;
    if (!strcmp(step->move, "auction 7 open")) {
        click_thing(app, "card 5");
        click_widget(app, _("Open auction"));
    } else if (!strcmp(step->move, "bid 1+1 right")) {
        click_widget(app, _("Alone"));
        click_widget(app, tr_d("Bid %d", 1));
    } else if (!strcmp(step->move, "bid 2+1 left")) {
        /* with Ada, but one mint more than taught: the coach refuses, and the choice stays as
         * the player made it (partner and shares), not back to Alone */
        click_containing(app, tr_s("with %s", "Ada"));
        click_widget(app, "+");
        click_widget(app, tr_d("Propose %d", 4));
        CHECK(has_widget(app, tr_d("Propose %d", 4)));
        CHECK(!has_widget(app, tr_d("Bid %d", 3)));
    } else if (!strcmp(step->move, "secret 1")) {
        click_widget(app, _("Seal my bid"));
    } else if (!strcmp(step->move, "place C 1 1")) {
        click_thing(app, "area A"); /* not lit: the view says why, the coach has nothing to say */
        CHECK_STR(reply_of(app), "");
        int shown;
        char why[200];
        snprintf(why, sizeof why, _("The %s goes into block %c, between its winners"),
                 mintbid_card_name(6), 'C'); /* the Records Hall */
        CHECK_STR(app_last_toast(app, &shown), why);
        if (!language[0])
            CHECK_STR(why, "The Records Hall goes into block C, between its winners");
        return;
    } else if (!strcmp(step->move, "rotate C 3 1")) {
        click_widget(app, _("Skip"));
    } else {
        return;
    }
    CHECK_INT(app_match(app)->move_count, moves);
    const char *reply = reply_of(app);
    CHECK(step->hint && !strncmp(reply, step->hint, strlen(step->hint)));
    if (strcmp(step->move, "rotate C 3 1")) {
        /* the coach's "(In a real game this would be fine: ...)", up to the move's words */
        char fine[160];
        snprintf(fine, sizeof fine, "%s", _("(In a real game this would be fine: %.*s.)") + 1);
        fine[strcspn(fine, "%")] = '\0';
        CHECK_HAS(reply, fine);
    }
}

/* Next, once it may be clicked: after a bot's move, and after the table read what is held. */
static void next(App *app)
{
    for (int i = 0; i < 40; i++) {
        bool on = false;
        char tip[200];
        app_step(app);
        if (has_widget(app, _("Continue"))) {
            click_widget(app, _("Continue"));
            continue;
        }
        if (app_widget_state(app, _("Next"), &on, tip, sizeof tip) && on) {
            click_widget(app, _("Next"));
            return;
        }
    }
    fprintf(stderr, "Next never came at step %d\n", app->lesson_step + 1);
    CHECK(false);
}

static void shot(App *app, int index)
{
    const char *dir = getenv("MB_SHOTS");
    if (!dir)
        return;
    SDL_Surface *frame = app_read_frame(app);
    char path[512];
    snprintf(path, sizeof path, "%s/lesson-%dx%d-%02d.bmp", dir, frame->w, frame->h, index + 1);
    SDL_SaveBMP(frame, path);
    SDL_FreeSurface(frame);
}

/* The coach's last words say who won, with the scores the game ended on (English only: the test
 * builds the sentences). */
static void check_last_words(App *app, const Lesson *lesson)
{
    const Match *m = app_match(app);
    const char *text = NULL;
    for (int i = 0; i < lesson->step_count; i++)
        if (lesson->steps[i].kind == LESSON_READ)
            text = lesson->steps[i].text;
    CHECK(text != NULL);
    if (!text || language[0])
        return;
    int scores[MAX_SEATS];
    bool won[MAX_SEATS] = {false};
    m->rules->scores(m->state, scores);
    CHECK_INT(m->rules->winners(m->state, won), 1);
    char expected[160];
    for (int seat = 0; seat < m->opts.players; seat++)
        if (won[seat]) {
            snprintf(expected, sizeof expected, "so %s wins this game", m->seats[seat].name);
            CHECK_HAS(text, expected);
        }
    snprintf(expected, sizeof expected, "you and %s both have %d VP, %s %d", m->seats[2].name,
             scores[0], m->seats[1].name, scores[1]);
    CHECK_HAS(text, expected);
    CHECK_INT(scores[2], scores[0]);
}

static void play_lesson(App *app)
{
    click_widget(app, "Mint Bid");
    click_widget(app, _("Learn"));
    CHECK_INT(app_scene(app), SCENE_GAME);
    const Lesson *lesson = app->lesson;
    CHECK(lesson != NULL);
    int wrong = 0;
    for (int guard = 0; guard < 200 && app->lesson && app->lesson_step < lesson->step_count;
         guard++) {
        int index = app->lesson_step;
        const LessonStep *step = &lesson->steps[index];
        check_pointers(app, step, index);
        shot(app, index);
        if (step->kind != LESSON_PLAY) {
            next(app);
        } else {
            for (int i = 0; i < 20 && has_widget(app, _("Continue")); i++)
                click_widget(app, _("Continue"));
            int moves = app_match(app)->move_count;
            wrong_click_first(app, step);
            wrong += app_match(app)->move_count == moves && reply_of(app)[0];
            play_by_clicks(app, step->move);
            /* (a bot's step after it may have played already) */
            CHECK(app_match(app)->move_count > moves);
            if (app_match(app)->move_count > moves)
                CHECK_STR(app_match(app)->moves[moves], step->move);
        }
        if (app->lesson_step == index) {
            fprintf(stderr, "stuck at step %d (line %d)\n", index + 1, step->line);
            CHECK(false);
            return;
        }
    }
    CHECK(wrong >= 4);
    CHECK(game_over(app_match(app)->state));
    check_last_words(app, lesson);
    click_widget(app, _("Play a real game"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
}

/* The lobby: AI cards by name, and only where one plays. */
static void check_lobby(App *app)
{
    const char *none = _("None"), *developer = _("Developer"), *engineer = _("Engineer");
    const char *industrialist = _("Industrialist"), *curator = _("Curator");
    click_widget(app, "Mint Bid");
    CHECK(has_widget(app, choice("next", none))); /* four players: no AI card */
    click_widget(app, choice("next", none));
    CHECK(has_widget(app, choice("next", none)));
    click_widget(app, "previous: 4");
    click_widget(app, "previous: 3");
    click_widget(app, choice("next", none)); /* two players: an AI card may join */
    CHECK(has_widget(app, choice("next", developer)));
    /* its strengths: the printed tables first, then our balanced ones, tough and ruthless (the
     * text check sees that each fits) */
    const char *printed = _("As printed"), *balanced = _("Balanced"), *tough = _("Tough");
    CHECK(has_widget(app, choice("next", printed)));
    click_widget(app, choice("next", printed));
    CHECK(has_widget(app, choice("next", balanced)));
    click_widget(app, choice("next", balanced));
    CHECK(has_widget(app, choice("next", tough)));
    click_widget(app, choice("previous", tough));
    click_widget(app, choice("previous", balanced));
    CHECK(has_widget(app, choice("next", printed)));
    click_widget(app, choice("next", developer));
    click_widget(app, choice("next", engineer));
    CHECK(has_widget(app, choice("next", industrialist)));
    click_widget(app, choice("previous", industrialist));
    click_widget(app, choice("previous", engineer));
    click_widget(app, "previous: 2");
    click_widget(app, choice("previous", developer)); /* solitaire: never without one */
    CHECK(has_widget(app, choice("next", curator)));
    click_widget(app, "next: 1");
    click_widget(app, "next: 2");
    CHECK(has_widget(app, choice("next", none))); /* three players: back to none */
    CHECK(!has_widget(app, choice("next", curator)));
}

/* The lesson at one window size, from a fresh app (the lobby checked at the first only). */
static void play_at(int width, int height, bool lobby)
{
    char prefs[] = "/tmp/moguls-mblesson-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    if (language[0])
        check_write_language(prefs, language);
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
        CHECK(false);
        return;
    }
    steps(app, 2);
    play_lesson(app);
    if (lobby)
        check_lobby(app);
    /* nothing clipped, cut or covered on the way, nor too small or faint (MOGULS_TEXT_CHECK) */
    int reports = app_text_check_count(app);
    for (int back = 0; back < reports; back++) {
        const char *line = app_text_check_line(app, back);
        fprintf(stderr, "%dx%d: %s\n", width, height, line ? line : "(an older report)");
    }
    CHECK_INT(reports, 0);
    app_destroy(app);
    check_remove_prefs(prefs);
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--language"))
        language = argv[2];
    else if (argc != 1) {
        fprintf(stderr, "usage: gui_mintbid_lesson [--language CODE]\n");
        return 2;
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    play_at(1280, 800, true);
    play_at(1024, 640, false);
    return check_report("gui_mintbid_lesson");
}
