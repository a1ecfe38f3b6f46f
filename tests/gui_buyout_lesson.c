/* The Buyout! lesson (assets/buyout/lesson.txt) played to its end by clicks through the app, as
 * a player would: Learn in the lobby, Next through the coach's words, a click on the board to
 * close each payday panel, the taught moves clicked on the tiles, lots and buttons the view's
 * locate finds. Every pointer of every step must be found on the board (not under the coach),
 * and at several steps a wrong click comes first: the coach or the board says why, and nothing
 * is played. It runs at 1280x800 and 1024x640 with the text check on (legibility too); with
 * --language CODE in that language (the settings file says so before the app starts), its
 * buttons clicked and its words compared in their translation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "app_drive.h"
#include "check.h"
#include "core/i18n.h"
#include "core/match.h"
#include "games/buyout/view_internal.h"

static const char *language = ""; /* --language CODE; "" for English */

static bool inside(SDL_Rect outer, SDL_Rect r)
{
    return r.w > 0 && r.h > 0 && r.x >= outer.x && r.y >= outer.y &&
           r.x + r.w <= outer.x + outer.w && r.y + r.h <= outer.y + outer.h;
}

/* Where a step's pointer is: the shell's log, or a thing on the board (the view's locate). */
static bool locate(App *app, const char *name, SDL_Rect *out)
{
    if (!strcmp(name, "log")) {
        *out = app->log_area;
        return out->w > 0;
    }
    return locate_thing(app, name, out) && inside(app->board_area, *out);
}

static void click_thing(App *app, const char *name)
{
    SDL_Rect r;
    app_step(app);
    bool found = locate(app, name, &r);
    if (!found)
        fprintf(stderr, "'%s' is not on the board at step %d\n", name, step_of(app));
    CHECK(found);
    if (found)
        click_rect(app, r);
}

static int panels_closed; /* the payday panels the player closed */

static const BuyoutView *board(App *app)
{
    return app->view_data;
}

/* Picks the hand's tile of this kind (unless it is picked already). */
static void pick(App *app, char letter)
{
    if (board(app)->selected_kind == buyout_parse_kind(letter))
        return;
    char name[16];
    snprintf(name, sizeof name, "tile %c", letter);
    click_thing(app, name);
}

/* Plays a move of the notation by clicking what a player would click. */
static void play_by_clicks(App *app, const char *move)
{
    char kind, lot[4], name[16];
    if (sscanf(move, "place %c %3s", &kind, lot) == 2) {
        pick(app, kind);
        snprintf(name, sizeof name, "lot %s", lot);
        click_thing(app, name);
    } else if (sscanf(move, "move %3s", lot) == 1) {
        snprintf(name, sizeof name, "lot %s", lot);
        click_thing(app, name);
    } else {
        click_thing(app, move); /* end, stay, pass: the buttons under the city */
    }
}

/* Every pointer of the step shown is on the screen. */
static void check_pointers(App *app, const LessonStep *step)
{
    app_step(app);
    for (int k = 0; k < step->point_count; k++) {
        SDL_Rect r;
        bool found = locate(app, step->points[k], &r);
        if (!found)
            fprintf(stderr, "step %d (line %d): cannot find '%s'\n", step_of(app), step->line,
                    step->points[k]);
        CHECK(found);
    }
}

/* The coach's answer to a move that is not the one taught but is legal: the step's hint, then the
 * log's words for the move, all in the language of the app. */
static void coach_reply(char *out, size_t outlen, const char *hint, const char *would)
{
    char fine[400];
    snprintf(fine, sizeof fine, _("(In a real game this would be fine: %.*s.)"), (int)strlen(would),
             would);
    snprintf(out, outlen, "%s %s", _(hint), fine);
}

/* "5C (Downtown)": a lot and its district, as the log names them. */
static void lot_words(char *out, size_t outlen, const char *lot, const char *district)
{
    snprintf(out, outlen, "%s (%s)", lot, _(district));
}

/* A click that the board refuses itself: its reason is toasted, nothing is played. */
static void expect_board_refusal(App *app, const char *thing, const char *why)
{
    int moves = app_match(app)->move_count, shown = 0, step = step_of(app);
    click_thing(app, thing);
    CHECK_STR(app_last_toast(app, &shown), why);
    CHECK_INT(app_match(app)->move_count, moves);
    CHECK_INT(step_of(app), step);
}

/* A move that is not the one taught: the coach answers, nothing is played, the tile stays
 * picked. */
static void expect_coach_refusal(App *app, const char *move, const char *reply)
{
    int moves = app_match(app)->move_count, step = step_of(app);
    int picked = board(app)->selected_kind;
    play_by_clicks(app, move);
    CHECK_STR(reply_of(app), reply);
    CHECK_INT(app_match(app)->move_count, moves);
    CHECK_INT(step_of(app), step);
    if (picked >= 0 || !strncmp(move, "place", 5))
        CHECK(board(app)->selected_kind >= 0);
}

/* The wrong clicks tried before the taught move of some steps. */
static void wrong_clicks(App *app, const LessonStep *step)
{
    const char *me = app_match(app)->seats[0].name;
    char lot[64], would[300], reply[800], why[300];
    if (!strcmp(step->move, "place R 4C") && app_match(app)->move_count == 0) {
        expect_board_refusal(app, "lot 4C", _("Pick a tile from your hand first"));
        lot_words(lot, sizeof lot, "5C", "Downtown");
        snprintf(would, sizeof would, _("%s places a regular tile on %s"), me, lot);
        coach_reply(reply, sizeof reply,
                    "Click one of your regular tiles under the city, then lot 4C in Downtown.",
                    would);
        expect_coach_refusal(app, "place R 5C", reply);
    } else if (!strcmp(step->move, "place D 5D")) {
        lot_words(lot, sizeof lot, "4D", "Downtown");
        snprintf(would, sizeof would, _("%s places a department store on %s"), me, lot);
        coach_reply(reply, sizeof reply,
                    "Pick the department store in your hand, then click lot 5D.", would);
        expect_coach_refusal(app, "place D 4D", reply);
        CHECK_INT(board(app)->selected_kind, BUYOUT_STORE);
    } else if (!strcmp(step->move, "move 7D")) {
        snprintf(would, sizeof would, _("%s leaves the scaffolding on %s"), me, "6D");
        coach_reply(reply, sizeof reply, "Click lot 7D to move the scaffolding there.", would);
        expect_coach_refusal(app, "stay", reply);
        snprintf(why, sizeof why,
                 _("The scaffolding stands on %s already: pick another lot, or Stay"), "6D");
        expect_board_refusal(app, "lot 6D", why);
    } else if (!strcmp(step->move, "place F 4C")) {
        pick(app, 'F');
        snprintf(why, sizeof why, _("A park closes its lot for good: nothing can go on %s"), "1F");
        expect_board_refusal(app, "lot 1F", why);
        CHECK_INT(board(app)->selected_kind, BUYOUT_ROOF);
    }
}

/* A payday panel holds play (Next waits): the coach says to read it and click Continue or the
 * board, which closes it. */
static void close_panel(App *app, const LessonStep *step)
{
    app_step(app);
    if (!app->holding)
        return;
    if (language[0]) /* the coach names the button in its own words */
        CHECK_HAS(step->text, _("Continue"));
    else
        CHECK_HAS(step->text, "click Continue (or the board)");
    bool on = true;
    CHECK(app_widget_state(app, _("Next"), &on, NULL, 0) && !on);
    SDL_Rect b = app_board_area(app);
    click_rect(app, (SDL_Rect){b.x + b.w / 2, b.y + b.h / 3, 1, 1});
    CHECK(!app->holding);
    panels_closed++;
}

/* One step, done as the player would: read and Next (closing a payday panel first), a bot's
 * move waited for, or the taught move clicked. */
static void do_step(App *app, const Lesson *lesson, int i)
{
    const LessonStep *step = &lesson->steps[i];
    CHECK_INT(step_of(app), i);
    check_pointers(app, step);
    int moves = app_match(app)->move_count;
    switch (step->kind) {
    case LESSON_READ:
        close_panel(app, step);
        click_widget(app, _("Next"));
        break;
    case LESSON_BOT: /* played at once with fast bots, then Next */
        for (int k = 0; k < 20 && !app->lesson_step_done; k++)
            app_step(app);
        CHECK(app->lesson_step_done);
        CHECK_STR(app_match(app)->moves[app_match(app)->move_count - 1], step->move);
        close_panel(app, step);
        click_widget(app, _("Next"));
        break;
    case LESSON_PLAY:
        wrong_clicks(app, step);
        play_by_clicks(app, step->move);
        /* the taught move was played (a bot's step after it may have followed at once) */
        CHECK(app_match(app)->move_count > moves);
        CHECK_STR(app_match(app)->moves[moves], step->move);
        break;
    }
    steps(app, 2);
    CHECK_INT(step_of(app), i + 1);
}

/* The whole lesson at one window size, with the text check on: no text of the board, the coach
 * or the panels may be cut or run into another. */
static void play_lesson(int width, int height)
{
    char prefs[] = "/tmp/moguls-bolesson-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    if (language[0]) /* the app starts in that language */
        check_write_language(prefs, language);
    /* animations on (a manual clock: nothing waits for time), so paydays hold play as they do
     * for a player */
    App *app = open_test_app((AppOptions){.width = width,
                                          .height = height,
                                          .fast_bots = true,
                                          .animate = true,
                                          .manual_clock = true},
                             prefs);
    if (!app)
        return;
    CHECK(app->ui->text_check != NULL); /* the check is on */
    if (language[0]) /* the app speaks the language asked for, so the words below are its own */
        CHECK(strcmp(_("Next"), "Next") != 0);
    panels_closed = 0;
    steps(app, 2);
    click_widget(app, "Buyout!");
    click_widget(app, _("Learn"));
    CHECK_INT(app_scene(app), SCENE_GAME);
    const Lesson *lesson = app->lesson;
    CHECK(lesson != NULL);
    if (lesson) {
        /* the seats take the rulebook's colours: red, then yellow */
        CHECK_STR(ui_player_colour_name(app->ui, app_match(app)->seats[0].colour), _("Red"));
        CHECK_STR(ui_player_colour_name(app->ui, app_match(app)->seats[1].colour), _("Yellow"));
        for (int i = 0; i < lesson->step_count && check_failures == 0; i++)
            do_step(app, lesson, i);
        CHECK_INT(step_of(app), lesson->step_count); /* the summary */
        CHECK_INT(panels_closed, 3);                 /* three paydays */
        click_widget(app, _("Play a real game"));
        CHECK_INT(app_scene(app), SCENE_LOBBY);
        CHECK_STR(app->games[app->selected]->id, "buyout");
    }
    for (int back = 0; back < app_text_check_count(app); back++)
        fprintf(stderr, "%dx%d: %s\n", width, height, app_text_check_line(app, back));
    CHECK_INT(app_text_check_count(app), 0);
    app_destroy(app);
    check_remove_prefs(prefs);
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--language") && i + 1 < argc) {
            language = argv[++i];
        } else {
            fprintf(stderr, "usage: gui_buyout_lesson [--language CODE]\n");
            return 2;
        }
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    play_lesson(1280, 800);
    play_lesson(1024, 640);
    return check_report("gui_buyout_lesson");
}
