/* Every screen at three window sizes with the text check on, legibility too
 * (MOGULS_TEXT_CHECK=legibility, see src/ui/text_check.h): the lobby with each game chosen, saved
 * games, settings, the pass screen, each game's help from top to bottom (on its page and beside
 * the board), and each game played by easy bots from the first move to the end screen at the
 * default and the largest table (and alone; at 1024x640 one seat fewer than the largest too),
 * drawn as seat 0 sees it: at the start; every few moves and at each move that ends a round or
 * pays out, as the move is played and 0.45 s later (animations on, the app's clock held by the
 * test); at every turn of seat 0 at 1024x640; with the mouse over the board and its tooltips; the
 * menu; the end screen. Every button with a tooltip is hovered (the lobby, settings, saved games,
 * each game's header and board), a refused move's toast and a saved copy's are shown, and the
 * question before deleting a saved game is asked: no tooltip and no toast may hide another button.
 * The Players screen in every game, and a hint's card while it is searched and once it has
 * answered. Then in the colour-blind palette (a symbol on every badge, a letter beside a
 * company's colour): the settings, and each game played at its default table at 1024x640 and
 * 1280x800 and at its largest at 1024x640.
 *
 * `gui_text --language CODE` does the same at 1280x800 only, in that language (ctest: gui_text_de,
 * ...), in the normal palette; `--game ID` only that game's help and tables; `--colour-blind`
 * only the runs in the colour-blind palette.
 *
 * Any report fails the test, but for the legibility faults tests/legibility_known.txt still lists
 * (a game's pieces that are too small or too faint, until its look is redrawn). */
#include <SDL_image.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "app/app.h"
#include "app/app_internal.h"
#include "app/game_hint.h"
#include "app/view.h"
#include "check.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/strbuf.h"
#include "legibility_known.h"
#include "ui/widgets.h"

typedef struct Size {
    int w, h;
} Size;

static const Size sizes[] = {{1024, 640}, {1280, 800}, {1920, 1080}};
#define SIZE_COUNT ((int)(sizeof sizes / sizeof sizes[0]))

static int new_reports;

/* What is being looked at, for the messages. */
static char context[600];
static int reports_read;
static const char *run_language = ""; /* the run's --language, "" for English */

/* Reads the reports made since the last look. */
static void read_reports(App *app)
{
    int count = app_text_check_count(app);
    for (int back = count - reports_read - 1; back >= 0; back--) {
        const char *line = app_text_check_line(app, back);
        bool known_one = line && legibility_known_fault(context, run_language, line);
        new_reports += !known_one;
        fprintf(stderr, "%s (%s): %s\n", known_one ? "KNOWN" : "REPORT", context,
                line ? line : "(lost)");
    }
    reports_read = count;
}

static int looks;

/* The app's clock stands still, moved on by the test: animations are drawn at exact moments. */
static double clock_at;

/* A checksum of a frame's pixels. */
static Uint32 frame_sum(const SDL_Surface *frame)
{
    Uint32 sum = 2166136261u;
    for (int y = 0; frame && y < frame->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)frame->pixels + y * frame->pitch);
        for (int x = 0; x < frame->w; x++)
            sum = (sum ^ row[x]) * 16777619u;
    }
    return sum;
}

/* Draws a frame and reads its reports; returns the frame's checksum. With MOGULS_TEXT_SHOTS=DIR
 * every frame looked at is also saved there as a PNG named after its context. */
static Uint32 look(App *app)
{
    SDL_Surface *frame = app_read_frame(app);
    Uint32 sum = frame_sum(frame);
    const char *dir = getenv("MOGULS_TEXT_SHOTS");
    if (dir && frame) {
        char path[1000];
        snprintf(path, sizeof path, "%s/%04d %s.png", dir, looks, context);
        for (char *p = path + strlen(dir) + 1; *p; p++)
            *p = *p == '/' || *p == ':' ? '-' : *p;
        IMG_SavePNG(frame, path);
    }
    SDL_FreeSurface(frame);
    looks++;
    read_reports(app);
    return sum;
}

static void steps(App *app, int n)
{
    for (int i = 0; i < n; i++)
        app_step(app);
    read_reports(app);
}

static bool click(App *app, const char *label)
{
    app_step(app);
    bool found = app_click_widget(app, label);
    if (!found)
        fprintf(stderr, "no widget '%s' (%s)\n", label, context);
    CHECK(found);
    steps(app, 2);
    return found;
}

static void push_wheel(App *app, int x, int y, int steps_down)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = -steps_down;
    SDL_PushEvent(&e);
    app_step(app);
}

/* Whether the app draws in the colour-blind palette (the setting): a symbol on every player's
 * badge, a letter beside a company's colour. */
static bool colour_blind;

static void set_context(const char *where, Size size, const char *what)
{
    snprintf(context, sizeof context, "%s at %dx%d%s: %s", where, size.w, size.h,
             colour_blind ? " in the colour-blind palette" : "", what);
}

/* ---- tooltips and toasts ---- */

/* Whether r hides a button of the frame other than the one under the mouse (the one the player
 * may click next); names it. */
static bool hides_a_button(App *app, SDL_Rect r, const char *what)
{
    Ui *ui = app->ui;
    for (int i = 0; i < ui_widget_count(ui); i++) {
        SDL_Rect b;
        bool button, enabled;
        const char *tip, *label = ui_widget_at(ui, i, &b, &button, &enabled, &tip);
        if (button && enabled && !ui_inside(b, ui->mouse_x, ui->mouse_y) &&
            SDL_HasIntersection(&r, &b)) {
            fprintf(stderr, "%s hides the button '%s' (%s)\n", what, label, context);
            return true;
        }
    }
    return false;
}

static void move_mouse(App *app, int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
    app_step(app);
}

/* The mouse over every button of the screen that has a tooltip, one at a time, until the
 * tooltip shows: it fits, and it hides no other button. */
static void tooltip_sweep(App *app, double *clock, const char *what)
{
    char labels[64][160];
    SDL_Rect rects[64];
    int n = 0;
    app_step(app);
    Ui *ui = app->ui;
    for (int i = 0; i < ui_widget_count(ui) && n < 64; i++) {
        SDL_Rect r;
        bool button, enabled;
        const char *tip, *label = ui_widget_at(ui, i, &r, &button, &enabled, &tip);
        if (button && tip[0]) {
            snprintf(labels[n], sizeof labels[n], "%s", label);
            rects[n++] = r;
        }
    }
    char saved[sizeof context];
    snprintf(saved, sizeof saved, "%s", context);
    for (int i = 0; i < n; i++) {
        snprintf(context, sizeof context, "%.300s, %s, the tooltip of '%.100s'", saved, what,
                 labels[i]);
        move_mouse(app, rects[i].x + rects[i].w / 2, rects[i].y + rects[i].h / 2);
        *clock += 0.6;
        app_stop_clock(app, *clock);
        look(app);
        SDL_Rect box;
        bool clear;
        if (ui_tooltip_drawn(app->ui, &box, &clear)) {
            CHECK(clear);
            CHECK(!hides_a_button(app, box, "the tooltip"));
        }
    }
    snprintf(context, sizeof context, "%s", saved);
    move_mouse(app, 1, 1);
}

/* The toasts of the frame hide no button. */
static void check_toasts(App *app)
{
    SDL_Rect box;
    bool shown = ui_toasts_drawn(app->ui, &box);
    CHECK(shown);
    if (shown)
        CHECK(!hides_a_button(app, box, "a toast"));
}

/* ---- the shell's screens ---- */

/* A game's help page from the top to the bottom, a frame every few wheel steps. */
static void help_pages(App *app, const GameRules *rules, Size size)
{
    set_context(rules->id, size, "help");
    click(app, _("How to play"));
    Uint32 last = 0, now;
    while ((now = look(app)) != last) { /* until the page no longer scrolls */
        last = now;
        push_wheel(app, size.w / 2, size.h / 2, 4);
    }
    click(app, _("Back"));
}

static void lobby_and_help(App *app, Size size, const char *game)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (game && strcmp(rules->id, game))
            continue;
        set_context("shell", size, rules->name);
        click(app, rules->name);
        look(app);
        char label[40];
        GameOptions defaults;
        options_defaults(rules, &defaults);
        for (int n = defaults.players; n < rules->max_players; n++) {
            snprintf(label, sizeof label, "next: %d", n);
            click(app, label);
        }
        look(app);
        if (g == 0)
            tooltip_sweep(app, &clock_at, "the lobby");
        help_pages(app, rules, size);
    }
    set_context("shell", size, "settings");
    click(app, _("Settings"));
    look(app);
    tooltip_sweep(app, &clock_at, "settings");
    click(app, _("Back"));
    set_context("shell", size, "saved games");
    click(app, _("Saved games"));
    look(app);
    click(app, _("Close"));
}

/* ---- the games ---- */

/* A game's moves, chosen by easy bots from a seed. */
static int play_out(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                    char (**moves)[MOVE_MAX])
{
    GameState *s = rules->new_game(opts, seed);
    int count = 0, cap = 0;
    *moves = NULL;
    while (!game_over(s)) {
        if (count == cap) {
            cap = cap ? 2 * cap : 256;
            *moves = realloc(*moves, (size_t)cap * MOVE_MAX);
        }
        char *move = (*moves)[count];
        char err[200];
        bot_choose(s, BOT_EASY, seed * 1000 + (uint64_t)count, NULL, move, NULL);
        CHECK(rules->apply(s, move, err, sizeof err));
        count++;
    }
    game_free(s);
    return count;
}

static void tick(App *app, double seconds)
{
    clock_at += seconds;
    app_stop_clock(app, clock_at);
}

/* The mouse over a grid of points on the board (hover highlights, cost chips, tags), and a
 * moment later with the tooltip; only while seat 0, a human, is to move, so stepping the app
 * starts no bot. */
static void hover_sweep(App *app, Size size)
{
    const int cols = 7, rows = 5;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            SDL_Event e;
            SDL_zero(e);
            e.type = SDL_MOUSEMOTION;
            e.motion.x = size.w * (3 + 11 * c) / 100;
            e.motion.y = size.h * (12 + 20 * r) / 100;
            SDL_PushEvent(&e);
            app_step(app);
            tick(app, 0.6);
            look(app);
        }
}

/* Whether the move just played closed something the table reads: a round, a payout, scores. */
static bool closes_round(const Match *m)
{
    const char *line = m->log[m->move_count - 1];
    return strstr(line, "ound") || strstr(line, "pay") || strstr(line, "score");
}

/* A game to show: its options and seed, and the moves the bots chose. */
typedef struct Script {
    const GameRules *rules;
    GameOptions opts;
    uint64_t seed;
    char (*moves)[MOVE_MAX];
    int count;
    bool smallest_only; /* played at 1024x640 alone */
} Script;

#define SCRIPTS_MAX 24
static Script scripts[SCRIPTS_MAX];
static int script_count;

static Script *add_script(const GameRules *rules, int players)
{
    Script *sc = &scripts[script_count++];
    sc->rules = rules;
    options_defaults(rules, &sc->opts);
    sc->opts.players = players;
    char err[300];
    CHECK(match_prepare(rules, &sc->opts, err, sizeof err));
    sc->seed = 7;
    sc->count = play_out(rules, &sc->opts, sc->seed, &sc->moves);
    return sc;
}

/* The seat that moves first in a script's game. */
static int game_to_move_first(const Script *sc)
{
    GameState *s = sc->rules->new_game(&sc->opts, sc->seed);
    int seat = game_to_move(s);
    game_free(s);
    return seat;
}

/* Every game at its default table, at the largest and, where it has one, alone; and one seat
 * fewer than the largest, at the smallest size only (the most crowded boards but one). */
static void make_scripts(const char *game)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (game && strcmp(rules->id, game))
            continue;
        GameOptions defaults;
        options_defaults(rules, &defaults);
        add_script(rules, defaults.players);
        if (rules->max_players != defaults.players)
            add_script(rules, rules->max_players);
        if (rules->max_players - 1 > defaults.players)
            add_script(rules, rules->max_players - 1)->smallest_only = true;
        if (rules->min_players == 1 && defaults.players != 1) /* solitaire has words of its own */
            add_script(rules, 1);
    }
}

/* The rules beside the board (Help in the game's header), from the top to the bottom, and the
 * board laid out narrower beside them, in a game of its own (the bots may play meanwhile). */
static void help_beside(App *app, const Script *sc, Size size)
{
    const GameRules *rules = sc->rules;
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    char what[120];
    snprintf(what, sizeof what, "%d players, the rules beside the board", sc->opts.players);
    set_context(rules->id, size, what);
    CHECK(app_show_match(app, match_new(rules, &sc->opts, sc->seed, seats), 0));
    click(app, _("Help"));
    SDL_Rect board = app_board_area(app);
    Uint32 last = 0, now;
    while ((now = look(app)) != last) { /* until the panel no longer scrolls */
        last = now;
        push_wheel(app, board.x + board.w + size.w / 20, size.h / 2, 4);
    }
    click(app, _("Help"));
}

static void play_game(App *app, const Script *sc, Size size)
{
    const GameRules *rules = sc->rules;
    int players = sc->opts.players, count = sc->count;
    char(*moves)[MOVE_MAX] = sc->moves;
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    char what[120];
    snprintf(what, sizeof what, "%d players, the start", players);
    set_context(rules->id, size, what);
    CHECK(app_show_match(app, match_new(rules, &sc->opts, sc->seed, seats), 0));
    look(app);
    int every = count / 12 > 1 ? count / 12 : 1;
    bool swept = false, buttons_seen = false;
    for (int i = 0; i < count; i++) {
        tick(app, 5.0); /* the last move's animations are over */
        CHECK(app_play_move(app, moves[i]));
        /* 1280x800 has the layout of 1024x640 in units: the mouse goes over the other two */
        if (!swept && size.w != 1280 && i >= count / 2 &&
            game_to_move(app_match(app)->state) == 0) {
            snprintf(what, sizeof what, "%d players, the mouse over the board after move %d",
                     players, i + 1);
            set_context(rules->id, size, what);
            hover_sweep(app, size);
            swept = true;
        }
        if (!buttons_seen && i >= count / 3 && game_to_move(app_match(app)->state) == 0) {
            /* the board's own buttons and a refusal while seat 0 decides: no tooltip and no
               toast hides a button the player may click next */
            snprintf(what, sizeof what, "%d players, seat 0 to move after move %d", players, i + 1);
            set_context(rules->id, size, what);
            tooltip_sweep(app, &clock_at, "the board");
            snprintf(what, sizeof what, "%d players, a refused move after move %d", players, i + 1);
            set_context(rules->id, size, what);
            CHECK(!app_play_move(app, "no such move"));
            look(app);
            check_toasts(app);
            tick(app, 10.0); /* the toast is gone */
            buttons_seen = true;
        }
        if (i % every == 0 || closes_round(app_match(app)) || i == count - 1) {
            snprintf(what, sizeof what, "%d players, as move %d of %d (%s) is played", players,
                     i + 1, count, moves[i]);
            set_context(rules->id, size, what);
            look(app);
            tick(app, 0.45); /* pieces and money on their way */
            snprintf(what, sizeof what, "%d players, 0.45 s after move %d of %d (%s)", players,
                     i + 1, count, moves[i]);
            set_context(rules->id, size, what);
            look(app);
        } else if (size.w == sizes[0].w && game_to_move(app_match(app)->state) == 0) {
            /* every turn of the human at the smallest size: each prompt in the header and on
             * the board (1280x800 has the same layout in units) */
            snprintf(what, sizeof what, "%d players, seat 0 to move after move %d of %d (%s)",
                     players, i + 1, count, moves[i]);
            set_context(rules->id, size, what);
            look(app);
        }
    }
    snprintf(what, sizeof what, "%d players, the end screen rising", players);
    set_context(rules->id, size, what);
    for (int read = 0; read < 12 && app_scene(app) != SCENE_END; read++) {
        app_key(app, SDLK_SPACE); /* the human has read what the end holds (a payout, abilities) */
        tick(app, 5.0);
        steps(app, 2);
    }
    CHECK_STR(app_scene_name(app_scene(app)), "end");
    look(app);
    snprintf(what, sizeof what, "%d players, the end screen", players);
    set_context(rules->id, size, what);
    tick(app, 1.0);
    look(app);
    click(app, _("Back to lobby"));
    set_context("shell", size, "history"); /* the game just played is listed */
    click(app, _("History"));
    look(app);
    click(app, _("Back"));
}

/* A game of SC never started, left in the games folder an hour ago: an abandoned game, so that
 * Saved games offers to clear it. */
static void leave_abandoned_game(App *app, const Script *sc)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    Match *m = match_new(sc->rules, &sc->opts, sc->seed, seats);
    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    match_free(m);
    char path[sizeof app->pref_dir + 32];
    snprintf(path, sizeof path, "%s/games/abandoned.txt", app->pref_dir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs(sb_str(&text), f);
        fclose(f);
    }
    sb_free(&text);
    struct timespec an_hour_ago[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
    CHECK(utimensat(AT_FDCWD, path, an_hour_ago, 0) == 0);
}

/* A game's header with its tooltips, a refused move's toast, the menu with a copy saved, then
 * the lobby offering to continue the game, the saved games listing it and the questions before
 * deleting it and before clearing abandoned games. */
static void menu_and_continue(App *app, const Script *sc, Size size)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    CHECK(app_show_match(app, match_new(sc->rules, &sc->opts, sc->seed, seats), 0));
    for (int i = 0; i < 3; i++)
        CHECK(app_play_move(app, sc->moves[i]));
    set_context(sc->rules->id, size, "the game's buttons");
    tick(app, 5.0);
    tooltip_sweep(app, &clock_at, "the game");
    set_context(sc->rules->id, size, "a refused move's toast");
    CHECK(!app_play_move(app, "no such move"));
    look(app);
    check_toasts(app);
    set_context(sc->rules->id, size, "the menu");
    look(app);
    click(app, _("Menu"));
    look(app);
    set_context(sc->rules->id, size, "the menu, a copy saved");
    click(app, _("Save a copy"));
    look(app);
    check_toasts(app);
    tick(app, 10.0); /* the toasts are gone */
    set_context("shell", size, "the lobby with a game to continue");
    click(app, _("Quit to lobby"));
    look(app);
    leave_abandoned_game(app, sc);
    set_context("shell", size, "saved games with a game in progress");
    click(app, _("Saved games"));
    look(app);
    tooltip_sweep(app, &clock_at, "saved games");
    set_context("shell", size, "the question before deleting a game");
    click(app, _("Delete"));
    look(app);
    tooltip_sweep(app, &clock_at, "the question");
    click(app, _("Keep it"));
    set_context("shell", size, "the question before clearing abandoned games");
    click(app, _("Clear abandoned games"));
    look(app);
    tooltip_sweep(app, &clock_at, "the question");
    click(app, _("Remove them"));
    look(app);
    check_toasts(app);
    tick(app, 10.0); /* the toast is gone */
    click(app, _("Close"));
}

/* The profile of the player of the games above, in every game. */
static void players_screen(App *app, Size size)
{
    set_context("shell", size, "players");
    click(app, _("Players"));
    look(app);
    for (int g = 0; g < registry_count(); g++) {
        click(app, registry_game(g)->name);
        look(app);
    }
    click(app, _("Back"));
}

/* With Hints on, a game's header offers Hint; its card, while the bot searches and once it has
 * answered. */
static void hint_card(App *app, const Script *sc, Size size)
{
    app->settings.hints = true;
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    CHECK(app_show_match(app, match_new(sc->rules, &sc->opts, sc->seed, seats), 0));
    for (int i = 0; i < sc->count && game_to_move(app_match(app)->state) != 0; i++)
        CHECK(app_play_move(app, sc->moves[i]));
    set_context(sc->rules->id, size, "a hint");
    tick(app, 5.0);
    click(app, _("Hint"));
    look(app);
    char line[600] = "";
    Uint64 end = SDL_GetTicks64() + 120000;
    while (game_hint_line(app, line, sizeof line) &&
           !strcmp(line, _("The hard bot is weighing your options...")) && SDL_GetTicks64() < end) {
        SDL_Delay(5);
        steps(app, 1);
    }
    CHECK(strcmp(line, _("The hard bot is weighing your options...")));
    look(app);
    app->settings.hints = false;
    game_close(app, false);
    app_set_scene(app, SCENE_LOBBY);
}

/* Two humans at a game with secrets: the pass-the-device screen. */
static void pass_screen(App *app, const Script *sc, Size size)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    seats[1].bot = false;
    CHECK(app_show_match(app, match_new(sc->rules, &sc->opts, sc->seed, seats), 1));
    set_context("shell", size, "pass the device");
    steps(app, 2);
    CHECK_STR(app_scene_name(app_scene(app)), "pass");
    look(app);
    click(app, _("Quit to lobby"));
}

/* Whether the first turn is private to seat 0 (game_view_private): the pass screen comes before
 * it at a table of two humans. */
static bool first_turn_private(const Script *sc)
{
    GameState *s = sc->rules->new_game(&sc->opts, sc->seed);
    bool secret = game_view_private(s, 0);
    game_free(s);
    return secret;
}

/* The largest table of a game that hides information from its first turn on. */
static const Script *secret_script(void)
{
    const Script *found = NULL;
    for (int i = 0; i < script_count; i++)
        if (scripts[i].rules->hides_information && scripts[i].opts.players > 1 &&
            game_to_move_first(&scripts[i]) == 0 && first_turn_private(&scripts[i]))
            found = &scripts[i];
    return found;
}

/* The app at a window size, in the palette `colour_blind` names, its clock held; the lobby
 * looked at. */
static App *open_app(Size size, const char *dir)
{
    AppOptions opts = {.width = size.w,
                       .height = size.h,
                       .hidden = true,
                       .software = true,
                       .pref_dir = dir,
                       .fast_bots = true,
                       .animate = true};
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app)
        fprintf(stderr, "app_create: %s\n", err);
    CHECK(app != NULL);
    if (!app)
        return NULL;
    app->settings.colour_blind = colour_blind;
    app_apply_settings(app);
    reports_read = 0;
    clock_at = 100.0;
    app_stop_clock(app, clock_at);
    set_context("shell", size, "lobby");
    steps(app, 2);
    look(app);
    return app;
}

static void at_size(Size size, const char *dir, const char *game)
{
    App *app = open_app(size, dir);
    if (!app)
        return;
    lobby_and_help(app, size, game);
    for (int i = 0; i < script_count; i++)
        if (!scripts[i].smallest_only || size.w == sizes[0].w)
            play_game(app, &scripts[i], size);
    for (int i = 0; i < script_count; i++)
        if (i == 0 || scripts[i].rules != scripts[i - 1].rules)
            help_beside(app, &scripts[i], size);
    menu_and_continue(app, &scripts[0], size);
    players_screen(app, size);
    hint_card(app, &scripts[0], size);
    const Script *secret = secret_script();
    CHECK(secret != NULL || game != NULL);
    if (secret)
        pass_screen(app, secret, size);
    app_destroy(app);
}

/* Whether script i is played in the colour-blind palette at a size: each game's default table,
 * and at the smallest size its largest too (the smallest pieces). */
static bool colour_blind_table(int i, Size size)
{
    const Script *sc = &scripts[i];
    bool first_of_game = i == 0 || scripts[i - 1].rules != sc->rules;
    bool largest = !sc->smallest_only && sc->opts.players == sc->rules->max_players;
    return sc->opts.players > 1 && (first_of_game || (largest && size.w == sizes[0].w));
}

/* The colour-blind palette, where every badge carries its symbol and some pieces a letter
 * beside their colour: the settings showing it, and the games (colour_blind_table). The shell's
 * other screens draw the same texts in other colours: the normal runs cover them. */
static void in_colour_blind_palette(Size size, const char *dir)
{
    colour_blind = true;
    App *app = open_app(size, dir);
    if (app) {
        set_context("shell", size, "settings");
        click(app, _("Settings"));
        look(app);
        click(app, _("Back"));
        for (int i = 0; i < script_count; i++)
            if (colour_blind_table(i, size))
                play_game(app, &scripts[i], size);
        app_destroy(app);
    }
    colour_blind = false;
}

static int usage(void)
{
    fprintf(stderr, "usage: gui_text [--language CODE [--all-sizes]] [--game ID] [--colour-blind]\n"
                    "  --language CODE  only at 1280x800, in that language (po/LINGUAS)\n"
                    "  --all-sizes      in that language at every size\n"
                    "  --game ID        only that game's help and tables\n"
                    "  --colour-blind   only the runs in the colour-blind palette\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *language = "", *game = NULL;
    bool all_sizes = false, only_colour_blind = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--language") && i + 1 < argc)
            language = argv[++i];
        else if (!strcmp(argv[i], "--all-sizes"))
            all_sizes = true;
        else if (!strcmp(argv[i], "--colour-blind"))
            only_colour_blind = true;
        else if (!strcmp(argv[i], "--game") && i + 1 < argc && registry_find(argv[i + 1]))
            game = argv[++i];
        else
            return usage();
    }
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    run_language = language;
    legibility_known_read();
    char dir[] = "/tmp/moguls-text-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    check_write_language(dir, language);
    make_scripts(game);
    for (int i = 0; i < SIZE_COUNT && !only_colour_blind; i++)
        if (!language[0] || all_sizes || sizes[i].w == 1280)
            at_size(sizes[i], dir, game);
    for (int i = 0; i < SIZE_COUNT && !language[0]; i++)
        if (sizes[i].w < 1920) /* the sizes whose badges and letters are smallest */
            in_colour_blind_palette(sizes[i], dir);
    fprintf(stderr, "%d frames looked at\n", looks);
    if (new_reports)
        fprintf(stderr, "%d texts do not fit (above)\n", new_reports);
    CHECK_INT(new_reports, 0);
    if (!language[0] && !game && !only_colour_blind) /* every game at every size: each known
                                                         fault shows */
        legibility_known_all_seen();
    check_remove_prefs(dir);
    for (int i = 0; i < script_count; i++)
        free(scripts[i].moves);
    return check_report("gui_text");
}
