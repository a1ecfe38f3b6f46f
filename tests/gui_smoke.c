/* The app under SDL's dummy video driver, driven by scripted clicks: lobby -> a Takeover game
 * between bots to the end screen -> lobby; hot-seat with the pass screen; quitting to the lobby
 * and continuing; a corrupt autosave reported in the lobby. Frames are read back and checked. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "check.h"
#include "core/match.h"
#include "games/buyword/dictionary.h"

/* Distinct colours in a sample of the frame: a blank or one-colour frame has very few. */
static int colour_variety(SDL_Surface *s)
{
    Uint32 seen[256];
    int count = 0;
    for (int y = 0; y < s->h; y += 7)
        for (int x = 0; x < s->w; x += 7) {
            Uint32 p = ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x] & 0xF0F0F0;
            bool known = false;
            for (int i = 0; i < count && !known; i++)
                known = seen[i] == p;
            if (!known && count < 256)
                seen[count++] = p;
        }
    return count;
}

static void check_frame(App *app, AppScene expected, const char *what)
{
    SDL_Surface *frame = app_read_frame(app);
    CHECK(frame != NULL);
    if (!frame)
        return;
    CHECK_INT(frame->w, 1280);
    CHECK_INT(frame->h, 800);
    int variety = colour_variety(frame);
    if (variety < 12)
        fprintf(stderr, "%s: the frame looks blank (%d colours)\n", what, variety);
    CHECK(variety >= 12);
    SDL_FreeSurface(frame);
    CHECK_STR(app_scene_name(app_scene(app)), app_scene_name(expected));
}

static void steps(App *app, int n)
{
    for (int i = 0; i < n; i++)
        app_step(app);
}

static bool click(App *app, const char *label)
{
    app_step(app); /* draw, so the widget positions are current */
    bool found = app_click_widget(app, label);
    if (!found)
        fprintf(stderr, "no widget '%s' on the %s screen\n", label, app_scene_name(app_scene(app)));
    CHECK(found);
    steps(app, 2);
    return found;
}

/* Steps until the scene is `scene` or the time runs out. */
static bool wait_for_scene(App *app, AppScene scene, int seconds)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)seconds * 1000;
    while (app_scene(app) != scene && SDL_GetTicks64() < end) {
        app_step(app);
        SDL_Delay(2);
    }
    return app_scene(app) == scene;
}

static bool file_exists(const char *path)
{
    return access(path, F_OK) == 0;
}

static void push_key(SDL_Keycode key)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    SDL_PushEvent(&e);
}

/* Renames seat 1 by clicking its name field and typing. */
static void rename_seat_1(App *app, const char *name)
{
    click(app, "name 1");
    for (int i = 0; i < 8; i++)
        push_key(SDLK_BACKSPACE);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", name);
    SDL_PushEvent(&e);
    push_key(SDLK_RETURN);
    steps(app, 2);
}

/* Lobby -> two bots (random, random) play a whole game -> end screen -> lobby. */
static void bots_to_the_end(App *app, const char *autosave)
{
    check_frame(app, SCENE_LOBBY, "lobby");
    click(app, "Takeover");
    click(app, "previous: 4");           /* 3 players */
    click(app, "previous: 3");           /* 2 players */
    click(app, "next: Human");           /* seat 1: Bot: random */
    click(app, "previous: Bot: normal"); /* seat 2: easy */
    click(app, "previous: Bot: easy");   /* seat 2: random */
    rename_seat_1(app, "Zo\u00eb");
    click(app, "Start");
    CHECK_STR(app_scene_name(app_scene(app)), "game");
    check_frame(app, SCENE_GAME, "game");
    CHECK(app_match(app) != NULL);
    if (app_match(app)) {
        CHECK_INT(app_match(app)->opts.players, 2);
        CHECK_STR(app_match(app)->seats[0].name, "Zo\u00eb");
        CHECK_STR(app_match(app)->seats[1].name, "Ada");
    }
    CHECK(wait_for_scene(app, SCENE_END, 300));
    check_frame(app, SCENE_END, "end screen");
    const Match *m = app_match(app);
    CHECK(m != NULL && game_over(m->state));
    CHECK(m != NULL && m->move_count > 20);
    CHECK(!file_exists(autosave)); /* a finished game leaves no autosave */
    uint64_t seed = m ? m->seed : 0;
    click(app, "Play again"); /* the same seats and options, a new seed */
    m = app_match(app);
    CHECK(m != NULL && m->seed != seed);
    CHECK(m != NULL && m->opts.players == 2 && m->seats[0].bot && m->seats[1].bot);
    CHECK(m != NULL && m->seats[0].level == BOT_RANDOM && m->seats[1].level == BOT_RANDOM);
    CHECK(wait_for_scene(app, SCENE_END, 300));
    click(app, "Back to lobby");
    check_frame(app, SCENE_LOBBY, "lobby again");
    CHECK(app_match(app) == NULL);
}

/* Two humans in a game with hidden information: the pass screen comes first; quit to the lobby
 * keeps the game, Continue brings it back. */
static void hot_seat_and_continue(App *app, const char *autosave)
{
    click(app, "next: Bot: random"); /* seat 1: easy */
    click(app, "next: Bot: easy");   /* normal */
    click(app, "next: Bot: normal"); /* hard */
    click(app, "next: Bot: hard");   /* seat 1: Human */
    click(app, "next: Bot: random"); /* seat 2 ... */
    click(app, "next: Bot: easy");
    click(app, "next: Bot: normal");
    click(app, "next: Bot: hard"); /* seat 2: Human */
    click(app, "Start");
    check_frame(app, SCENE_PASS, "pass screen");
    click(app, "I am ready");
    check_frame(app, SCENE_GAME, "hot-seat game");
    CHECK(file_exists(autosave));
    click(app, "Menu");
    click(app, "Quit to lobby");
    check_frame(app, SCENE_LOBBY, "lobby after quitting");
    CHECK(file_exists(autosave));
    click(app, "Continue");
    CHECK(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME);
    CHECK(app_match(app) != NULL);
    click(app, "I am ready");
    click(app, "Help");
    check_frame(app, SCENE_HELP, "help");
    click(app, "Back");
    check_frame(app, SCENE_GAME, "back from help");
    click(app, "Menu");
    click(app, "Save a copy");
    click(app, "Quit to lobby");
}

/* A copy saved from the menu is listed under "Saved games" and opens. */
static void open_saved_copy(App *app)
{
    click(app, "Saved games");
    check_frame(app, SCENE_LOBBY, "saved games list");
    click(app, "Open");
    CHECK(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME);
    CHECK(app_match(app) != NULL);
    if (app_match(app))
        CHECK_STR(app_match(app)->rules->id, "takeover");
    click(app, "I am ready");
    click(app, "Menu");
    click(app, "Quit to lobby");
    CHECK_STR(app_scene_name(app_scene(app)), "lobby");
}

static void remove_saves(const char *dir)
{
    char saves[300];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    DIR *d = opendir(saves);
    int count = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char path[600];
        snprintf(path, sizeof path, "%s/%s", saves, e->d_name);
        count += remove(path) == 0;
    }
    if (d)
        closedir(d);
    CHECK_INT(count, 1); /* the one copy saved from the menu */
    rmdir(saves);
}

static void corrupt_autosave(App *app, const char *autosave)
{
    CHECK_WRITE(autosave, "moguls-save 1\ngame takeover\nseed banana\n");
    click(app, "Settings"); /* leaving and coming back refreshes the Continue buttons */
    check_frame(app, SCENE_SETTINGS, "settings");
    click(app, "Back");
    click(app, "Continue");
    check_frame(app, SCENE_LOBBY, "lobby with an error");
    CHECK_HAS(app_lobby_message(app), "cannot be continued");
    CHECK_HAS(app_lobby_message(app), "seed");
    /* and the app goes on: a new game still starts */
    click(app, "Dismiss");
    CHECK_STR(app_lobby_message(app), "");
    click(app, "Start");
    CHECK_STR(app_scene_name(app_scene(app)), "pass");
}

/* Types text as SDL delivers it: in pieces that fit a text-input event. */
static void type_text(const char *text)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    size_t piece = sizeof e.text.text - 1;
    for (size_t at = 0; at < strlen(text); at += piece) {
        snprintf(e.text.text, sizeof e.text.text, "%.*s", (int)piece, text + at);
        SDL_PushEvent(&e);
    }
}

static bool file_has(const char *path, const char *fragment)
{
    char err[200];
    char *text = read_text_file(path, 1 << 16, err, sizeof err);
    bool found = text && strstr(text, fragment);
    free(text);
    return found;
}

/* Settings: BuyWord's house word list. An unreadable file is refused and changes nothing; a
 * readable one is used and remembered; "Built-in" goes back. */
static void word_list_setting(App *app, const char *dir)
{
    char words[300], missing[300], settings[300];
    snprintf(words, sizeof words, "%s/house-words.txt", dir);
    snprintf(missing, sizeof missing, "%s/no-such-list.txt", dir);
    snprintf(settings, sizeof settings, "%s/settings.txt", dir);
    CHECK_WRITE(words, "cat\ndog\nzyzzyva\n");
    int builtin = buyword_dict_size(buyword_dictionary());
    CHECK(builtin > 50000);

    CHECK(click(app, "Settings"));
    CHECK_INT(app_scene(app), SCENE_SETTINGS);
    CHECK(click(app, "word list path"));
    type_text(missing);
    push_key(SDLK_RETURN);
    steps(app, 2);
    CHECK_INT(buyword_dict_size(buyword_dictionary()), builtin);
    CHECK(!file_has(settings, "word_list=/"));

    CHECK(click(app, "word list path"));
    for (size_t i = 0; i < strlen(missing); i++)
        push_key(SDLK_BACKSPACE);
    type_text(words);
    steps(app, 2);
    CHECK(click(app, "Use"));
    CHECK_INT(buyword_dict_size(buyword_dictionary()), 3);
    CHECK(file_has(settings, "word_list="));
    CHECK(file_has(settings, "house-words.txt"));

    CHECK(click(app, "Built-in"));
    CHECK_INT(buyword_dict_size(buyword_dictionary()), builtin);
    CHECK(file_has(settings, "word_list=\n"));
    CHECK(click(app, "Back"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    remove(words);
}

int main(void)
{
    char dir[] = "/tmp/moguls-gui-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char autosave[256];
    snprintf(autosave, sizeof autosave, "%s/autosave-takeover.txt", dir);

    AppOptions opts = {1280, 800, true, true, dir, true};
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app) {
        fprintf(stderr, "cannot create the app: %s\n", err);
        return 1;
    }
    steps(app, 3);
    word_list_setting(app, dir);
    bots_to_the_end(app, autosave);
    hot_seat_and_continue(app, autosave);
    open_saved_copy(app);
    corrupt_autosave(app, autosave);

    SDL_Event quit = {.type = SDL_QUIT};
    SDL_PushEvent(&quit);
    CHECK(!app_step(app));
    app_destroy(app);
    remove(autosave);
    remove_saves(dir);
    char path[300];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    remove(path);
    rmdir(dir);
    return check_report("gui_smoke");
}
