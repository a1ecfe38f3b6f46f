/* The app under SDL's dummy video driver, driven by scripted clicks: lobby -> a Takeover game
 * between bots to the end screen -> lobby; hot-seat with the pass screen and fair undo; quitting
 * to the lobby and continuing; several games in progress side by side; saved copies; deleting;
 * practice games; damaged files and an unwritable folder reported without losing anything.
 * Frames are read back and checked. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "games/buyword/dictionary.h"
#include "records/history.h"

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

/* The .txt files in <dir>/<folder>; the first one's path into first (if not NULL). */
static int files_in(const char *dir, const char *folder, char *first, size_t n)
{
    char path[300];
    snprintf(path, sizeof path, "%s/%s", dir, folder);
    DIR *d = opendir(path);
    int count = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".txt"))
            continue;
        if (count++ == 0 && first)
            snprintf(first, n, "%s/%s", path, e->d_name);
    }
    if (d)
        closedir(d);
    return count;
}

static char *file_text(const char *path)
{
    char err[300];
    char *text = read_text_file(path, 1 << 20, err, sizeof err);
    return text ? text : strdup("");
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
    click_widget(app, "name 1");
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

/* The finished games the app kept in dir's history, newest first; how many. */
static int kept_games(const char *dir, HistoryGame *out, int max)
{
    char path[600], note[600], err[600];
    snprintf(path, sizeof path, "%s/history.db", dir);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    CHECK(h != NULL);
    int n = h ? history_list(h, NULL, 0, max, out) : -1;
    history_close(h);
    return n;
}

/* Lobby -> two bots (random, random) play a whole game -> end screen -> lobby. Each finished
 * game is kept in the history, with its seats and length. */
static void bots_to_the_end(App *app, const char *dir)
{
    check_frame(app, SCENE_LOBBY, "lobby");
    click_widget(app, "Takeover");
    click_widget(app, "previous: 4");           /* 3 players */
    click_widget(app, "previous: 3");           /* 2 players */
    click_widget(app, "next: Human");           /* seat 1: Bot: random */
    click_widget(app, "previous: Bot: normal"); /* seat 2: easy */
    click_widget(app, "previous: Bot: easy");   /* seat 2: random */
    rename_seat_1(app, "Zo\u00eb");
    click_widget(app, "Start");
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
    autosaver_flush(app->autosaver); /* the writer's thread removes it: wait for it */
    CHECK_INT(files_in(dir, "games", NULL, 0), 0); /* a finished game leaves no file behind */
    HistoryGame kept[3] = {0};
    CHECK_INT(kept_games(dir, kept, 3), 1); /* but is kept in the history */
    CHECK_STR(kept[0].game, "takeover");
    CHECK_INT(kept[0].kind, HISTORY_RATED);
    CHECK_INT(kept[0].moves, m ? m->move_count : -1);
    CHECK_STR(kept[0].seat[0].name, "Zo\u00eb");
    CHECK_STR(kept[0].seat[1].name, "Ada");
    uint64_t seed = m ? m->seed : 0;
    click_widget(app, "Play again"); /* the same seats and options, a new seed */
    m = app_match(app);
    CHECK(m != NULL && m->seed != seed);
    CHECK(m != NULL && m->opts.players == 2 && m->seats[0].bot && m->seats[1].bot);
    CHECK(m != NULL && m->seats[0].level == BOT_RANDOM && m->seats[1].level == BOT_RANDOM);
    CHECK(wait_for_scene(app, SCENE_END, 300));
    CHECK_INT(kept_games(dir, kept, 3), 2);
    CHECK_INT(kept[0].moves, m ? m->move_count : -1);
    click_widget(app, "Back to lobby");
    check_frame(app, SCENE_LOBBY, "lobby again");
    CHECK(app_match(app) == NULL);
}

/* Undo's state as the header draws it: enabled or not, and the tooltip that says why. */
static bool undo_state(App *app, char *why, size_t n)
{
    app_step(app);
    bool enabled = false;
    CHECK(app_widget_state(app, "Undo", &enabled, why, n));
    return enabled;
}

/* Two humans in a game with hidden information, in its open part (Takeover's draft: no pass
 * screen there, the board shows no secret); the next player cannot take back the previous
 * player's move; quit to the lobby keeps the game, Continue brings it back. */
static void hot_seat_and_continue(App *app, const char *dir)
{
    click_widget(app, "next: Bot: random"); /* seat 1: easy */
    click_widget(app, "next: Bot: easy");   /* normal */
    click_widget(app, "next: Bot: normal"); /* hard */
    click_widget(app, "next: Bot: hard");   /* seat 1: Human */
    click_widget(app, "next: Bot: random"); /* seat 2 ... */
    click_widget(app, "next: Bot: easy");
    click_widget(app, "next: Bot: normal");
    click_widget(app, "next: Bot: hard"); /* seat 2: Human */
    click_widget(app, "Start");
    check_frame(app, SCENE_GAME, "hot-seat game");
    char why[300];
    CHECK(!undo_state(app, why, sizeof why));
    CHECK_STR(why, "You have not made a move yet");
    const Match *m = app_match(app);
    int first = m ? game_to_move(m->state) : 0;
    CHECK(app_play_move(app, "take s5"));
    steps(app, 3);
    CHECK_INT(app_scene(app), SCENE_GAME);
    CHECK(!undo_state(app, why, sizeof why));
    char expected[200];
    snprintf(expected, sizeof expected, "%s has moved since your last decision",
             m ? m->seats[first].name : "?");
    CHECK_STR(why, expected);
    click_widget(app, "Undo"); /* greyed: nothing happens */
    CHECK(app_match(app) && app_match(app)->move_count == 1);

    char path[400];
    CHECK_INT(files_in(dir, "games", path, sizeof path), 1);
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    check_frame(app, SCENE_LOBBY, "lobby after quitting");
    CHECK(file_exists(path));
    SDL_Rect r;
    app_step(app);
    CHECK(app_find_widget(app, "Continue Takeover - 2 players - move 1", &r));
    click_widget(app, "Continue");
    CHECK(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME);
    CHECK(app_match(app) != NULL && app_match(app)->move_count == 1);
    if (app_scene(app) == SCENE_PASS)
        click_widget(app, "I am ready");
    SDL_Rect board_before = app_board_area(app), board_beside;
    click_widget(app, "Help"); /* the rules beside the board, in the log's place: the board stays */
    check_frame(app, SCENE_GAME, "help beside the board");
    board_beside = app_board_area(app);
    CHECK_INT(board_beside.w, board_before.w);
    CHECK(app_find_widget(app, "Full page", &r) && r.x > board_beside.x + board_beside.w);
    click_widget(app, "Help");
    CHECK(!app_find_widget(app, "Full page", &r)); /* Help again: back to the log */
    click_widget(app, "Help");
    click_widget(app, "Full page");
    check_frame(app, SCENE_HELP, "help");
    click_widget(app, "Back");
    check_frame(app, SCENE_GAME, "back from help");
    click_widget(app, "Menu");
    click_widget(app, "Save a copy");
    click_widget(app, "Quit to lobby");
    CHECK_INT(files_in(dir, "games", NULL, 0), 1); /* continued in its own file */
}

/* Start next to a game in progress makes a game of its own: the first one stays as it was. */
static void start_beside_game_in_progress(App *app, const char *dir)
{
    char first[400];
    CHECK_INT(files_in(dir, "games", first, sizeof first), 1);
    char *before = file_text(first);
    click_widget(app, "Start");
    CHECK(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME);
    if (app_scene(app) == SCENE_PASS)
        click_widget(app, "I am ready");
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    CHECK_INT(files_in(dir, "games", NULL, 0), 2);
    char *after = file_text(first);
    CHECK_STR(after, before);
    free(before);
    free(after);
}

/* Saved games lists games in progress and copies; loading a copy leaves the copy alone (here
 * the game it was copied from holds the same moves, so that game resumes: no second entry
 * alike; tests/gui_saves loads one that starts a new game); Delete asks first. */
static void saved_games(App *app, const char *dir)
{
    click_widget(app, "Saved games");
    check_frame(app, SCENE_LOBBY, "saved games list");
    CHECK_INT(files_in(dir, "saves", NULL, 0), 1);
    char copy[400];
    files_in(dir, "saves", copy, sizeof copy);
    char *copy_before = file_text(copy);
    app_step(app);
    CHECK(app_click_widget_containing(app, "saved copy"));
    steps(app, 2);
    click_widget(app, "Load");
    CHECK(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME);
    CHECK(app_match(app) != NULL && app_match(app)->move_count == 1);
    if (app_scene(app) == SCENE_PASS)
        click_widget(app, "I am ready");
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    CHECK_INT(files_in(dir, "games", NULL, 0), 2);
    char *copy_after = file_text(copy);
    CHECK_STR(copy_after, copy_before);
    free(copy_before);
    free(copy_after);

    /* Delete asks; "Keep it" keeps, "Delete for good" deletes. */
    click_widget(app, "Saved games");
    click_widget(app, "Delete");
    click_widget(app, "Keep it");
    CHECK_INT(files_in(dir, "games", NULL, 0) + files_in(dir, "saves", NULL, 0), 3);
    click_widget(app, "Delete");
    click_widget(app, "Delete for good");
    CHECK_INT(files_in(dir, "games", NULL, 0) + files_in(dir, "saves", NULL, 0), 2);
    click_widget(app, "Close");
}

/* A game file that cannot be replayed is reported; the file is left alone and the app goes
 * on. */
static void damaged_game_file(App *app, const char *dir)
{
    char path[400];
    snprintf(path, sizeof path, "%s/games/takeover-20991231-235959.txt", dir);
    const char *damaged = "moguls-save 2\ngame takeover\nseed 5\noptions players=2\n"
                          "seat human 0 A\nseat easy 1 B\nmove fly away\nend\n";
    CHECK_WRITE(path, damaged);
    click_widget(app, "Settings"); /* leaving and coming back refreshes Continue */
    click_widget(app, "Back");
    click_widget(app, "Continue");
    check_frame(app, SCENE_LOBBY, "lobby with an error");
    CHECK_HAS(app_lobby_message(app), "cannot be opened, and its file was left as it is");
    CHECK_HAS(app_lobby_message(app), "line 7: move 'fly away' is illegal");
    char *text = file_text(path);
    CHECK_STR(text, damaged);
    free(text);
    click_widget(app, "Dismiss");
    CHECK_STR(app_lobby_message(app), "");
    remove(path);
}

/* A practice game says so in the saved-games list, and undoes freely. */
static void practice_game(App *app)
{
    click_widget(app, "BuyWord");
    click_widget(app, "previous: 2"); /* solitaire */
    click_widget(app, "Practice: undo anything");
    click_widget(app, "Start");
    CHECK_INT(app_scene(app), SCENE_GAME);
    const Match *m = app_match(app);
    CHECK(m && m->practice);
    char why[300];
    CHECK(app_play_move(app, "roll"));
    CHECK(undo_state(app, why, sizeof why)); /* a roll, yet undo is allowed in practice */
    click_widget(app, "Undo");
    CHECK(app_match(app) && app_match(app)->move_count == 0);
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    SDL_Rect r;
    app_step(app);
    CHECK(app_find_widget(app, "Continue BuyWord - you alone - not started - practice", &r));
}

/* Outside a practice game, a roll that drew tiles cannot be taken back, and Undo says why. */
static void undo_stops_at_a_draw(App *app)
{
    click_widget(app, "Practice: undo anything"); /* off again */
    click_widget(app, "Start");
    const Match *m = app_match(app);
    char why[300];
    CHECK(m && !m->practice);
    CHECK(app_play_move(app, "roll"));
    CHECK(!undo_state(app, why, sizeof why));
    bool drawn = !strcmp(why, "New tiles were drawn with your move");
    bool rolled = !strcmp(why, "The die was rolled with your move");
    CHECK(drawn || rolled);
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
}

/* With a folder where nothing can be written, one warning says so and the game plays on to the
 * end (a bot plays BuyWord alone, saving after every move). */
static void unwritable_folder(void)
{
    char dir[] = "/tmp/moguls-ro-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char games[300];
    snprintf(games, sizeof games, "%s/games", dir);
    CHECK_WRITE(games, "not a folder"); /* so no game file can be made there */
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    if (!app)
        return;
    steps(app, 2);
    click_widget(app, "BuyWord");
    click_widget(app, "previous: 2");
    click_widget(app, "next: Human"); /* a random bot */
    int before;
    app_last_toast(app, &before);
    click_widget(app, "Start");
    CHECK(wait_for_scene(app, SCENE_END, 120));
    CHECK(app_match(app) && app_match(app)->move_count > 20);
    int after;
    const char *toast = app_last_toast(app, &after);
    CHECK_INT(after - before, 1);
    CHECK_HAS(toast, "This game cannot be saved (");
    CHECK_HAS(toast, "You can play on");
    app_destroy(app);
    char path[300];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    remove(path);
    remove(games);
    rmdir(dir);
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

    CHECK(click_widget(app, "Settings"));
    CHECK_INT(app_scene(app), SCENE_SETTINGS);
    CHECK(click_widget(app, "BuyWord word list path"));
    type_text(missing);
    push_key(SDLK_RETURN);
    steps(app, 2);
    CHECK_INT(buyword_dict_size(buyword_dictionary()), builtin);
    CHECK(!file_has(settings, "word_list=/"));

    CHECK(click_widget(app, "BuyWord word list path"));
    for (size_t i = 0; i < strlen(missing); i++)
        push_key(SDLK_BACKSPACE);
    type_text(words);
    steps(app, 2);
    CHECK(click_widget(app, "Use"));
    CHECK_INT(buyword_dict_size(buyword_dictionary()), 3);
    CHECK(file_has(settings, "word_list="));
    CHECK(file_has(settings, "house-words.txt"));

    CHECK(click_widget(app, "Built-in"));
    CHECK_INT(buyword_dict_size(buyword_dictionary()), builtin);
    CHECK(file_has(settings, "word_list=\n"));
    CHECK(click_widget(app, "Back"));
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    remove(words);
}

/* Removes every file in <dir>/<folder> and the folder. */
static void remove_folder(const char *dir, const char *folder)
{
    char path[300];
    snprintf(path, sizeof path, "%s/%s", dir, folder);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char file[600];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        remove(file);
    }
    if (d)
        closedir(d);
    rmdir(path);
}

int main(void)
{
    char dir[] = "/tmp/moguls-gui-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);

    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    if (!app)
        return 1;
    steps(app, 3);
    word_list_setting(app, dir);
    bots_to_the_end(app, dir);
    hot_seat_and_continue(app, dir);
    start_beside_game_in_progress(app, dir);
    saved_games(app, dir);
    damaged_game_file(app, dir);
    practice_game(app);
    undo_stops_at_a_draw(app);

    SDL_Event quit = {.type = SDL_QUIT};
    SDL_PushEvent(&quit);
    CHECK(!app_step(app));
    app_destroy(app);
    unwritable_folder();
    remove_folder(dir, "games");
    remove_folder(dir, "saves");
    char path[300];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    remove(path);
    rmdir(dir);
    return check_report("gui_smoke");
}
