/* The app in every language of po/LINGUAS: started with the language in the settings file, it
 * draws a translated lobby (the Start button under its translated label, no English one); it
 * follows the desktop's language (LC_ALL) when the setting is "System", and the setting wins over
 * the desktop; an unknown language in the settings file is reported and falls back to the
 * desktop's; a choice in Settings takes effect at once. At 1280x800 the text check
 * (MOGULS_TEXT_CHECK=1) reports nothing on the lobby with each game chosen, settings, saved
 * games, each game's table and its menu, the pass-the-device screen and an end screen. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/bot.h"
#include "app/app.h"
#include "app_drive.h"
#include "check.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/registry.h"

typedef struct Expected {
    const char *code;
    const char *start; /* the Start button's label */
} Expected;

static const Expected expected[] = {{"de", "Starten"}, {"fr", "Jouer"}, {"es", "Empezar"}};
#define LANG_COUNT ((int)(sizeof expected / sizeof expected[0]))

static char context[200];
static int reports_read, reports;

static void read_reports(App *app)
{
    int count = app_text_check_count(app);
    for (int back = count - reports_read - 1; back >= 0; back--) {
        const char *line = app_text_check_line(app, back);
        fprintf(stderr, "REPORT (%s): %s\n", context, line ? line : "(lost)");
        reports++;
    }
    reports_read = count;
}

/* Draws a frame and reads its reports; with MOGULS_TEXT_SHOTS=DIR it is saved there too. */
static void look(App *app, const char *what)
{
    snprintf(context, sizeof context, "%s", what);
    for (int i = 0; i < 3; i++)
        app_step(app);
    SDL_Surface *frame = app_read_frame(app);
    const char *dir = getenv("MOGULS_TEXT_SHOTS");
    if (dir && frame) {
        char path[400];
        snprintf(path, sizeof path, "%s/%s.png", dir, what);
        for (char *p = path + strlen(dir) + 1; *p; p++)
            *p = *p == '/' || *p == ':' || *p == ' ' ? '-' : *p;
        IMG_SavePNG(frame, path);
    }
    SDL_FreeSurface(frame);
    read_reports(app);
}

static void click(App *app, const char *label)
{
    app_step(app);
    bool found = app_click_widget(app, label);
    if (!found)
        fprintf(stderr, "no widget '%s' (%s)\n", label, context);
    CHECK(found);
    app_step(app);
    app_step(app);
}

static App *open_app(const char *dir)
{
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    reports_read = 0;
    if (app)
        look(app, "lobby");
    return app;
}

static bool drawn(App *app, const char *label)
{
    SDL_Rect r;
    return app_find_widget(app, label, &r);
}

/* A game's moves by easy bots to the end, played into the app (the end screen follows). */
static void play_to_end(App *app, const GameRules *rules)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ana");
    CHECK(app_show_match(app, match_new(rules, &opts, 5, seats), 0));
    for (int n = 0; n < 3000 && app_match(app) && !game_over(app_match(app)->state); n++) {
        char move[MOVE_MAX];
        bot_choose(app_match(app)->state, BOT_RANDOM, 77 + (uint64_t)n, NULL, move, NULL);
        CHECK(app_play_move(app, move));
    }
    for (int i = 0; i < 200 && app_scene(app) != SCENE_END; i++)
        app_step(app);
    CHECK_STR(app_scene_name(app_scene(app)), "end");
    look(app, "end screen");
    click(app, _("Back to lobby"));
}

/* Every game's table as seat 0 sees it, its menu, then the lobby offering to continue it. */
static void tables(App *app, const char *code)
{
    char what[120];
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        GameOptions opts;
        options_defaults(rules, &opts);
        Seat seats[MAX_SEATS];
        match_default_seats(seats, 0, "Ana");
        CHECK(app_show_match(app, match_new(rules, &opts, 11, seats), 0));
        snprintf(what, sizeof what, "%s: %s table", code, rules->id);
        look(app, what);
        click(app, _("Menu"));
        snprintf(what, sizeof what, "%s: %s menu", code, rules->id);
        look(app, what);
        click(app, _("Quit to lobby"));
    }
    snprintf(what, sizeof what, "%s: lobby with a game to continue", code);
    look(app, what);
    /* humans only at a game with secrets: the pass-the-device screen */
    bool passed = false;
    for (int g = 0; g < registry_count() && !passed; g++) {
        const GameRules *rules = registry_game(g);
        if (!rules->hides_information)
            continue;
        GameOptions opts;
        options_defaults(rules, &opts);
        Seat seats[MAX_SEATS];
        match_default_seats(seats, 0, "Ana");
        for (int i = 0; i < opts.players; i++)
            seats[i].bot = false;
        Match *m = match_new(rules, &opts, 11, seats);
        int to_move = game_to_move(m->state);
        CHECK(app_show_match(app, m, (to_move + 1) % opts.players));
        snprintf(what, sizeof what, "%s: pass the device", code);
        look(app, what);
        passed = app_scene(app) == SCENE_PASS;
        if (!passed)
            click(app, _("Menu"));
        click(app, _("Quit to lobby"));
    }
    CHECK(passed);
}

static void shell_screens(App *app, const char *code)
{
    char what[120];
    for (int g = 0; g < registry_count(); g++) {
        click(app, registry_game(g)->name);
        snprintf(what, sizeof what, "%s: lobby, %s", code, registry_game(g)->id);
        look(app, what);
    }
    click(app, _("Settings"));
    snprintf(what, sizeof what, "%s: settings", code);
    look(app, what);
    click(app, _("Back"));
    click(app, _("Saved games"));
    snprintf(what, sizeof what, "%s: saved games", code);
    look(app, what);
    click(app, _("Close"));
}

/* The language from the settings file: a translated lobby, and every screen fits. */
static void in_language(const Expected *e, const char *dir)
{
    check_write_language(dir, e->code);
    App *app = open_app(dir);
    if (!app)
        return;
    CHECK(drawn(app, e->start));
    CHECK(!drawn(app, "Start"));
    shell_screens(app, e->code);
    tables(app, e->code);
    play_to_end(app, registry_game(0));
    app_destroy(app);
    check_remove_prefs(dir);
}

/* "System" follows LC_ALL; a chosen language wins over it; an unknown one falls back to it. */
static void system_and_override(const char *dir)
{
    setenv("LC_ALL", "fr_FR.UTF-8", 1);
    check_write_language(dir, "");
    App *app = open_app(dir);
    CHECK(app && drawn(app, "Jouer"));
    app_destroy(app);

    check_write_language(dir, "en");
    app = open_app(dir);
    CHECK(app && drawn(app, "Start"));
    app_destroy(app);

    check_write_language(dir, "klingon");
    app = open_app(dir);
    CHECK(app && drawn(app, "Jouer"));
    CHECK(app && strstr(app_lobby_message(app), "settings.txt") != NULL);
    app_destroy(app);
    check_remove_prefs(dir);
    setenv("LC_ALL", "C.UTF-8", 1);
}

/* Settings > Language: the next language is spoken from the next frame on, and remembered. */
static void choose_in_settings(const char *dir)
{
    check_write_language(dir, "en");
    App *app = open_app(dir);
    if (!app)
        return;
    click(app, "Settings");
    click(app, "next: English"); /* the choice after English: Deutsch */
    look(app, "settings after choosing Deutsch");
    CHECK(drawn(app, "Zur\u00fcck"));
    click(app, "Zur\u00fcck");
    CHECK(drawn(app, "Starten"));
    app_destroy(app);
    char path[400];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    char err[200];
    char *text = read_text_file(path, 4096, err, sizeof err);
    CHECK(text && strstr(text, "language=de\n"));
    free(text);
    check_remove_prefs(dir);
}

int main(void)
{
    setenv("MOGULS_TEXT_CHECK", "1", 1);
    setenv("LC_ALL", "C.UTF-8", 1);
    char dir[] = "/tmp/moguls-i18n-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    for (int i = 0; i < LANG_COUNT; i++)
        in_language(&expected[i], dir);
    system_and_override(dir);
    choose_in_settings(dir);
    if (reports)
        fprintf(stderr, "%d texts do not fit (above)\n", reports);
    CHECK_INT(reports, 0);
    rmdir(dir);
    return check_report("gui_i18n");
}
