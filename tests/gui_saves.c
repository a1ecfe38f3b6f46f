/* The player's files under stress, and the lobby that lists and remembers them: settings read
 * line by line, pipes where files belong, temporary files left by a killed writer, thousands of
 * games (the index, Continue, paging), the saved-games selection, clearing abandoned games, and
 * the seats the lobby remembers across runs. Under SDL's dummy video driver. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "app/saves.h"
#include "app/settings.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "core/movelist.h"
#include "core/registry.h"

/* A fresh private preference folder. */
static void new_prefs(char *dir, size_t n, const char *what)
{
    snprintf(dir, n, "/tmp/moguls-saves-%s-XXXXXX", what);
    CHECK(mkdtemp(dir) != NULL);
}

/* Removes a folder and everything in it (the tests' folders hold no links to follow). */
static void remove_tree(const char *dir)
{
    char command[600];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    CHECK(system(command) == 0);
}

static App *open_app(const char *dir, int width, int height)
{
    App *app =
        open_test_app((AppOptions){.width = width, .height = height, .fast_bots = true}, dir);
    if (app)
        steps(app, 2);
    return app;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* ---- settings ---- */

/* Every bad line is named by its number as an editor counts them, blank lines included. */
static void settings_lines(void)
{
    char dir[100], path[200], err[400];
    new_prefs(dir, sizeof dir, "settings");
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    write_text(path, "# Moguls settings\n\nsound_volume=50\nbogus\n\nmusic_volume=abc\r\n"
                     "anim_speed=3\n");
    Settings s;
    CHECK(!settings_load(&s, path, err, sizeof err));
    char expected[600];
    snprintf(expected, sizeof expected,
             "%s lines 4, 6 are not valid settings; using the defaults for them", path);
    CHECK_STR(err, expected);
    CHECK_INT(s.sound_volume, 50);
    CHECK_INT(s.music_volume, 35); /* the default */
    CHECK_INT(s.anim_speed, ANIM_FAST);

    write_text(path, "\n\nwindow_w=12\n");
    CHECK(!settings_load(&s, path, err, sizeof err));
    snprintf(expected, sizeof expected,
             "%s line 3 is not a valid setting; using the default for it", path);
    CHECK_STR(err, expected);
    remove_tree(dir);
}

static void alarm_rang(int sig)
{
    (void)sig;
    static const char text[] = "gui_saves: the app hung on a pipe\n";
    if (write(2, text, sizeof text - 1) < 0)
        _exit(3);
    _exit(2);
}

/* A pipe where the settings (or a lesson's progress) belong is refused at once: the app
 * starts, says what is wrong, and never waits for a writer (the alarm fails the test if it
 * does). */
static void pipes_in_prefs(bool settings_pipe)
{
    char dir[100], path[300];
    new_prefs(dir, sizeof dir, "fifo");
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    CHECK(!settings_pipe || mkfifo(path, 0600) == 0);
    snprintf(path, sizeof path, "%s/lessons", dir);
    CHECK(mkdir(path, 0700) == 0);
    for (int g = 0; g < registry_count(); g++) {
        snprintf(path, sizeof path, "%s/lessons/%s.txt", dir, registry_game(g)->id);
        CHECK(mkfifo(path, 0600) == 0);
    }
    signal(SIGALRM, alarm_rang);
    alarm(30);
    App *app = open_app(dir, 1280, 800);
    if (app) {
        char expected[400] = "";
        if (settings_pipe)
            snprintf(expected, sizeof expected,
                     "settings ignored: %s/settings.txt is a pipe or a device, not a file", dir);
        CHECK_STR(app_lobby_message(app), expected);
        for (int g = 0; g < app->game_count; g++) { /* every card's Learn asks for its step */
            click_widget(app, app->games[g]->name);
            bool enabled;
            CHECK(app_widget_state(app, "Learn", &enabled, NULL, 0) && enabled);
        }
        app_destroy(app);
    }
    alarm(0);
    signal(SIGALRM, SIG_DFL);
    remove_tree(dir);
}

/* ---- games on disk ---- */

/* The text of a save of game `id` for `players` (seat 1 human, the others easy bots) after the
 * first `moves` legal moves, as the app writes one. */
static char *save_text(const char *id, int players, uint64_t seed, int moves)
{
    const GameRules *rules = registry_find(id);
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    char err[300];
    CHECK(match_prepare(rules, &opts, err, sizeof err));
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ana");
    for (int i = 1; i < players; i++)
        seats[i].level = BOT_EASY;
    Match *m = match_new(rules, &opts, seed, seats);
    for (int i = 0; i < moves; i++) {
        MoveList legal = MOVELIST_INIT;
        rules->legal_moves(m->state, &legal);
        CHECK(legal.count > 0 && match_play(m, legal.items[0], err, sizeof err));
        movelist_free(&legal);
    }
    StrBuf out = STRBUF_INIT;
    match_write(m, &out);
    match_free(m);
    return out.data;
}

/* Writes a file in <dir>/<folder> last changed `age` seconds ago (plus `ns` nanoseconds, which
 * orders files of the same second). */
static void put_file(const char *dir, const char *folder, const char *name, const char *text,
                     time_t age, long ns)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, folder);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/%s/%s", dir, folder, name);
    write_text(path, text);
    struct timespec when[2] = {{time(NULL) - age, ns}, {time(NULL) - age, ns}};
    CHECK(utimensat(AT_FDCWD, path, when, 0) == 0);
}

static bool exists(const char *dir, const char *name)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, F_OK) == 0;
}

static int txt_files(const char *dir, const char *folder)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, folder);
    DIR *d = opendir(path);
    int count = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        count += len > 4 && !strcmp(e->d_name + len - 4, ".txt");
    }
    if (d)
        closedir(d);
    return count;
}

/* Whether a widget with this label was drawn in the last frame. */
static bool drawn(App *app, const char *label)
{
    SDL_Rect r;
    return app_find_widget(app, label, &r);
}

/* Quits the game scene to the lobby (past a pass screen). */
static void quit_game(App *app)
{
    if (app_scene(app) == SCENE_PASS)
        click_widget(app, "I am ready");
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    CHECK(app_scene(app) == SCENE_LOBBY);
}

/* Temporary files a killed writer left are removed at start: only write_file_atomic's, only
 * when old and unlocked. */
static void stale_temps(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "temps");
    const char *text = "moguls-save 2\n";
    put_file(dir, "games", "takeover-20260101-101010.txt.Ab3dE9", text, 3600, 0);
    put_file(dir, "saves", "mine.txt.zzzzzz", text, 3600, 0);
    put_file(dir, "lessons", "buyout.txt.Q1w2E3", "step", 3600, 0);
    put_file(dir, ".", "settings.txt.000000", "", 3600, 0);
    put_file(dir, "games", ".index.aBcDeF", "", 3600, 0);
    put_file(dir, "games", "takeover-20260101-101011.txt.Fresh1", text, 10, 0);
    put_file(dir, "games", "takeover-20260101-101012.txt.Locked", text, 3600, 0);
    put_file(dir, "saves", "notes.txt.backup~", text, 3600, 0); /* not one of ours */
    put_file(dir, "saves", "notes.txt.bak", text, 3600, 0);
    char locked[300];
    snprintf(locked, sizeof locked, "%s/games/takeover-20260101-101012.txt.Locked", dir);
    int fd = open(locked, O_RDONLY); /* another instance writing it (however long) */
    CHECK(fd >= 0 && flock(fd, LOCK_EX) == 0);
    App *app = open_app(dir, 1280, 800);
    CHECK(!exists(dir, "games/takeover-20260101-101010.txt.Ab3dE9"));
    CHECK(!exists(dir, "saves/mine.txt.zzzzzz"));
    CHECK(!exists(dir, "lessons/buyout.txt.Q1w2E3"));
    CHECK(!exists(dir, "settings.txt.000000"));
    CHECK(!exists(dir, "games/.index.aBcDeF"));
    CHECK(exists(dir, "games/takeover-20260101-101011.txt.Fresh1"));
    CHECK(exists(dir, "games/takeover-20260101-101012.txt.Locked"));
    CHECK(exists(dir, "saves/notes.txt.backup~"));
    CHECK(exists(dir, "saves/notes.txt.bak"));
    close(fd);
    app_destroy(app);
    remove_tree(dir);
}

/* An old version's autosave that cannot be moved (a folder by that name) is left, and no empty
 * file is left in games/ to list as "cannot be read". */
static void migrate_refused(void)
{
    char dir[100], path[300];
    new_prefs(dir, sizeof dir, "migrate");
    snprintf(path, sizeof path, "%s/autosave-takeover.txt", dir);
    CHECK(mkdir(path, 0700) == 0);
    char *text = save_text("buyout", 2, 3, 0);
    snprintf(path, sizeof path, "%s/autosave-buyout.txt", dir);
    write_text(path, text);
    free(text);
    saves_migrate(dir);
    CHECK_INT(txt_files(dir, "games"), 1); /* Buyout's, moved */
    CHECK(exists(dir, "autosave-takeover.txt"));
    CHECK(!exists(dir, "autosave-buyout.txt"));
    SaveList list = {0};
    saves_list(dir, &list);
    CHECK_INT(list.count, 1);
    CHECK(list.count == 1 && list.entries[0].readable);
    saves_list_free(&list);
    remove_tree(dir);
}

/* Start to the first lobby frame, in seconds. */
static double first_frame(const char *dir, App **out)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    if (app)
        app_step(app);
    clock_gettime(CLOCK_MONOTONIC, &b);
    *out = app;
    return (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
}

/* A name among the 10,000: game i, played (2 days minus i seconds) ago. */
static void many_name(int i, char *out, size_t n)
{
    snprintf(out, n, "takeover-%05d.txt", i);
}

#define MANY 10000

/* 10,000 games in progress and two saved copies older than all of them: the list holds every
 * one, Continue resumes the newest, the first lobby frame comes quickly from the index, and a
 * damaged or stale index changes nothing the player sees. */
static void many_games(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "many");
    char *text = save_text("takeover", 2, 1, 0);
    char name[64];
    for (int i = 0; i < MANY; i++) { /* readdir order is not the order of age */
        many_name(i, name, sizeof name);
        put_file(dir, "games", name, text, 2 * 86400 - ((i * 7919) % MANY), i);
    }
    char *newest = save_text("estates", 3, 2, 0);
    put_file(dir, "games", "estates-newest.txt", newest, 60, 0);
    char *copy = save_text("buyout", 4, 3, 2);
    put_file(dir, "saves", "buyout-copy.txt", copy, 30 * 86400, 0);
    put_file(dir, "saves", "buyout-copy-2.txt", copy, 31 * 86400, 0);
    App *app = NULL;
    double cold = first_frame(dir, &app); /* no index yet: every header read once */
    CHECK(exists(dir, "games/.index"));
    if (app) {
        CHECK(app->has_latest && !strcmp(app->latest.name, "estates-newest.txt"));
        CHECK(drawn(app, "Continue The Estates - you vs 2 bots - not started"));
        app_destroy(app);
    }
    double warm = first_frame(dir, &app); /* from the index */
    printf("first lobby frame with %d games: %.3f s without the index, %.3f s with it\n", MANY + 3,
           cold, warm);
    CHECK(warm < 3.0);
    if (app) {
        CHECK(drawn(app, "Continue The Estates - you vs 2 bots - not started"));
        click_widget(app, "Saved games");
        CHECK_INT(app->save_list.count, MANY + 3);
        CHECK_INT(saves_find(&app->save_list, SAVE_COPY, "buyout-copy.txt"), MANY + 1);
        CHECK_INT(saves_find(&app->save_list, SAVE_COPY, "buyout-copy-2.txt"), MANY + 2);
        /* End reaches the oldest: the copies; Home the newest again. */
        app_key(app, SDLK_END);
        steps(app, 2);
        char label[200], when[32];
        char path[300];
        snprintf(path, sizeof path, "%s/saves/buyout-copy-2.txt", dir);
        struct stat st;
        CHECK(stat(path, &st) == 0);
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&st.st_mtime));
        snprintf(label, sizeof label, "Buyout! - you vs 3 bots - move 2 - saved copy - %s", when);
        CHECK(drawn(app, label));
        CHECK_STR(app->save_pick, "buyout-copy-2.txt");
        app_key(app, SDLK_HOME);
        app_key(app, SDLK_PAGEDOWN);
        steps(app, 2);
        CHECK_INT(saves_find(&app->save_list, app->save_pick_folder, app->save_pick),
                  app->save_page - 1);
        click_widget(app, "Close");
        app_destroy(app);
    }

    /* A damaged index is set aside and never trusted: the list is made from the files. */
    char path[300];
    snprintf(path, sizeof path, "%s/games/.index", dir);
    write_text(path, "moguls-index 1\nf games ok 12 0 0 3 ../../etc/passwd\nh junk\n");
    App *again = open_app(dir, 1280, 800);
    CHECK(exists(dir, "games/.index.bad"));
    if (again) {
        CHECK(again->has_latest && !strcmp(again->latest.name, "estates-newest.txt"));
        click_widget(again, "Saved games");
        CHECK_INT(again->save_list.count, MANY + 3);
        click_widget(again, "Close");
        app_destroy(again);
    }

    /* A file changed behind the index's back (another program wrote it) is read again. */
    char *changed = save_text("mintbid", 5, 4, 0);
    many_name(17, name, sizeof name);
    put_file(dir, "games", name, changed, 5, 0);
    again = open_app(dir, 1280, 800);
    if (again) {
        CHECK(drawn(again, "Continue Mint Bid - you vs 4 bots - not started"));
        app_destroy(again);
    }
    free(changed);
    free(text);
    free(newest);
    free(copy);
    remove_tree(dir);
}

/* Saved games keeps the game picked, not the row: after a load re-sorts the list, Delete
 * removes the game that was picked. */
static void pick_by_game(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "pick");
    char *a = save_text("buyout", 2, 5, 0), *b = save_text("estates", 2, 6, 0),
         *c = save_text("mintbid", 2, 7, 0);
    put_file(dir, "games", "a.txt", a, 300, 0); /* the oldest: the third row */
    put_file(dir, "games", "b.txt", b, 200, 0);
    put_file(dir, "games", "c.txt", c, 100, 0);
    App *app = open_app(dir, 1280, 800);
    if (app) {
        click_widget(app, "Saved games");
        CHECK(app_click_widget_containing(app, "Buyout! - you vs 1 bot"));
        steps(app, 2);
        click_widget(app, "Load"); /* it is played: now the newest, the first row */
        CHECK(app_scene(app) == SCENE_GAME || app_scene(app) == SCENE_PASS);
        quit_game(app);
        click_widget(app, "Saved games");
        click_widget(app, "Delete");
        click_widget(app, "Delete for good");
        CHECK(!exists(dir, "games/a.txt"));
        CHECK(exists(dir, "games/b.txt"));
        CHECK(exists(dir, "games/c.txt"));
        app_destroy(app);
    }
    free(a);
    free(b);
    free(c);
    remove_tree(dir);
}

/* A copy loaded starts a game in progress; loaded again before that game was played, it
 * resumes that game instead of adding another entry labelled the same. */
static void copy_loaded_twice(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "copy");
    char *copy = save_text("takeover", 2, 8, 3);
    put_file(dir, "saves", "takeover-copy.txt", copy, 100, 0);
    App *app = open_app(dir, 1280, 800);
    for (int round = 0; app && round < 2; round++) {
        click_widget(app, "Saved games");
        CHECK(app_click_widget_containing(app, "saved copy"));
        steps(app, 2);
        click_widget(app, "Load");
        CHECK(app_match(app) != NULL && app_match(app)->move_count >= 3);
        quit_game(app);
        CHECK_INT(txt_files(dir, "games"), 1);
    }
    char path[300];
    snprintf(path, sizeof path, "%s/saves/takeover-copy.txt", dir);
    char err[200];
    char *after = read_text_file(path, 1 << 20, err, sizeof err);
    CHECK_STR(after, copy); /* the copy stays as it was */
    free(after);
    app_destroy(app);
    free(copy);
    remove_tree(dir);
}

/* The one game file in <dir>/games (its path into out); false if there is not exactly one. */
static bool the_game_file(const char *dir, char *out, size_t n)
{
    char folder[300];
    snprintf(folder, sizeof folder, "%s/games", dir);
    DIR *d = opendir(folder);
    int count = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcmp(e->d_name + len - 4, ".txt") && count++ == 0)
            snprintf(out, n, "%s/%s", folder, e->d_name);
    }
    if (d)
        closedir(d);
    return count == 1;
}

/* The file holds the game's journal exactly (once the writer is done). */
static void check_journal(App *app, const char *path)
{
    autosaver_flush(app->autosaver);
    StrBuf expected = STRBUF_INIT;
    match_write_journal(app_match(app), &expected);
    char err[300];
    char *text = read_text_file(path, SAVE_FILE_MAX, err, sizeof err);
    CHECK_STR(text ? text : err, sb_str(&expected));
    free(text);
    sb_free(&expected);
}

/* Plays `count` of the human's moves (the first legal one each time), the bots' in between:
 * their threads are waited for in real time, so the bound is a time (a loaded machine thinks
 * slowly), not a number of steps. */
static void play_own_moves(App *app, int count)
{
    const GameRules *rules = app_match(app)->rules;
    int played = 0;
    Uint64 give_up = SDL_GetTicks64() + 120000;
    while (played < count && SDL_GetTicks64() < give_up && !game_over(app_match(app)->state)) {
        if (game_frame(app).can_act) {
            MoveList legal = MOVELIST_INIT;
            rules->legal_moves(app_match(app)->state, &legal);
            CHECK(app_play_move(app, legal.items[0]));
            movelist_free(&legal);
            played++;
        } else
            SDL_Delay(1);
        app_step(app);
    }
    CHECK_INT(played, count);
}

/* The app with prefs in dir, playing a new game of The Estates (Ana against bots); the path of
 * its file into path. */
static App *open_estates_game(const char *dir, char *path, size_t n)
{
    App *app = open_app(dir, 1280, 800);
    const GameRules *rules = registry_find("estates");
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ana");
    CHECK(app && app_start_match(app, match_new(rules, &opts, 21, seats)));
    CHECK(the_game_file(dir, path, n));
    return app;
}

/* A game in progress is a journal: written whole when it starts, then each move appended to the
 * same file (never a new file per move), and listed with its moves. */
static void moves_appended(void)
{
    char dir[100], path[400];
    new_prefs(dir, sizeof dir, "journal");
    App *app = open_estates_game(dir, path, sizeof path);
    check_journal(app, path);
    struct stat first, later;
    CHECK(stat(path, &first) == 0);
    play_own_moves(app, 12);
    CHECK(app_match(app)->move_count > 12);
    check_journal(app, path);
    CHECK(stat(path, &later) == 0);
    CHECK(later.st_ino == first.st_ino); /* the same file, appended to */
    CHECK(later.st_size > first.st_size);
    SaveList list = {0};
    saves_list(dir, &list);
    CHECK_INT(list.count, 1);
    CHECK(list.count == 1 && list.entries[0].summary.journal);
    CHECK_INT(list.count ? list.entries[0].summary.moves : -1, app_match(app)->move_count);
    saves_list_free(&list);
    app_destroy(app);
    remove_tree(dir);
}

/* Puts a file of another program's in place of path (a new file renamed over it). */
static void replace_file(const char *path, const char *text)
{
    char other[500];
    snprintf(other, sizeof other, "%s.other", path);
    write_text(other, text);
    CHECK(rename(other, path) == 0);
}

/* Another program (a second window on the same game) puts its own file where the game's
 * journal was: that file is never written over nor removed, and the game goes on, whole, in a
 * new file, said once; also when the player leaves the game right after. */
static void replaced_journal(void)
{
    char dir[100], path[400];
    new_prefs(dir, sizeof dir, "replaced");
    App *app = open_estates_game(dir, path, sizeof path);
    play_own_moves(app, 2);
    autosaver_flush(app->autosaver);
    const char *theirs = "the other window's game\n";
    replace_file(path, theirs);
    play_own_moves(app, 2);
    autosaver_flush(app->autosaver);
    steps(app, 2); /* the game scene hears of it */
    autosaver_flush(app->autosaver);
    char err[300];
    char *text = read_text_file(path, SAVE_FILE_MAX, err, sizeof err);
    CHECK_STR(text ? text : err, theirs);
    free(text);
    CHECK(strcmp(app->autosave_path, path) != 0);
    check_journal(app, app->autosave_path);
    int shown = 0;
    CHECK_STR(app_last_toast(app, &shown),
              "Another program replaced this game's file. It is left as it is, and this game "
              "goes on in a file of its own.");

    /* replaced again, and the player goes back to the lobby before the game scene hears of it */
    char second[sizeof app->autosave_path];
    snprintf(second, sizeof second, "%s", app->autosave_path);
    play_own_moves(app, 1);
    autosaver_flush(app->autosaver);
    replace_file(second, theirs);
    int moves = app_match(app)->move_count;
    play_own_moves(app, 1);
    quit_game(app);
    text = read_text_file(second, SAVE_FILE_MAX, err, sizeof err);
    CHECK_STR(text ? text : err, theirs);
    free(text);
    SaveList list = {0};
    saves_list(dir, &list);
    int most = 0; /* the game's own file, beside the two put in its place */
    for (int i = 0; i < list.count; i++)
        if (list.entries[i].summary.moves > most)
            most = list.entries[i].summary.moves;
    CHECK(most > moves);
    saves_list_free(&list);
    app_destroy(app);
    remove_tree(dir);
}

/* A game resumed from its file is that file's game, whoever wrote it last: the app that wrote
 * it before does not take it for another program's file when another window played on in it
 * meanwhile (nor when a new game is given the name of one just ended), and goes on in it. */
static void resumed_where_another_wrote(void)
{
    char dir[100], path[400], err[300];
    new_prefs(dir, sizeof dir, "resumed");
    App *app = open_estates_game(dir, path, sizeof path);
    play_own_moves(app, 2);
    quit_game(app);
    Match *other_window = match_load(path, err, sizeof err);
    CHECK(other_window != NULL);
    if (!other_window)
        return;
    MoveList legal = MOVELIST_INIT;
    other_window->rules->legal_moves(other_window->state, &legal);
    CHECK(match_play(other_window, legal.items[0], err, sizeof err));
    movelist_free(&legal);
    StrBuf text = STRBUF_INIT;
    match_write_journal(other_window, &text);
    replace_file(path, sb_str(&text));
    sb_free(&text);
    int moves = other_window->move_count;
    match_free(other_window);

    CHECK(game_load(app, path));
    CHECK_INT(app_match(app)->move_count, moves);
    play_own_moves(app, 1);
    autosaver_flush(app->autosaver);
    steps(app, 2);
    autosaver_flush(app->autosaver);
    CHECK_STR(app->autosave_path, path);
    check_journal(app, path);
    int shown = 0;
    const char *toast = app_last_toast(app, &shown);
    CHECK(!toast || !strstr(toast, "Another program"));
    app_destroy(app);
    remove_tree(dir);
}

/* A game in progress whose last line was cut short (the program was killed while adding a move)
 * is listed and loads as the game up to the move before, says so, and its file is whole again. */
static void torn_journal(void)
{
    char dir[100], path[400];
    new_prefs(dir, sizeof dir, "torn");
    char *text = save_text("takeover", 3, 4, 9);
    StrBuf journal = STRBUF_INIT;
    Match *m = match_read(text, NULL, 0);
    CHECK(m != NULL);
    if (!m)
        return;
    match_undo_force(m);
    match_write_journal(m, &journal);
    sb_add_len(&journal, "move ta", 7); /* the ninth move, cut short */
    put_file(dir, "games", "takeover-torn.txt", sb_str(&journal), 60, 0);
    snprintf(path, sizeof path, "%s/games/takeover-torn.txt", dir);

    SaveList list = {0};
    saves_list(dir, &list);
    CHECK_INT(list.count ? list.entries[0].summary.moves : -1, 8);
    saves_list_free(&list);

    App *app = open_app(dir, 1280, 800);
    CHECK(app && game_load(app, path));
    CHECK_INT(app_match(app) ? app_match(app)->move_count : -1, 8);
    int shown;
    CHECK_STR(app_last_toast(app, &shown),
              "The last move in this game's file was cut short (line 17), so it is left out: the "
              "game goes on after move 8.");
    check_journal(app, path); /* written whole again: the cut line is gone */
    app_destroy(app);
    sb_free(&journal);
    match_free(m);
    free(text);
    remove_tree(dir);
}

/* Clear abandoned games asks first, says how many, and removes only games in progress never
 * started or unplayed for a week, never the most recent one nor a saved copy. */
static void clear_abandoned(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "clear");
    char *fresh = save_text("takeover", 2, 9, 0), *played = save_text("takeover", 2, 9, 2);
    put_file(dir, "games", "newest-not-started.txt", fresh, 10, 0); /* Continue's: kept */
    put_file(dir, "games", "not-started.txt", fresh, 3600, 0);
    put_file(dir, "games", "old.txt", played, 8 * 86400, 0);
    put_file(dir, "games", "recent.txt", played, 6 * 86400, 0);
    put_file(dir, "games", "damaged.txt", "moguls-save 2\ngame nothing\n", 30 * 86400, 0);
    put_file(dir, "saves", "old-copy.txt", fresh, 90 * 86400, 0);
    setenv("MOGULS_TEXT_CHECK", "1", 1); /* every text of the list and the question fits */
    App *app = open_app(dir, 1024, 640);
    unsetenv("MOGULS_TEXT_CHECK");
    if (app) {
        click_widget(app, "Saved games");
        click_widget(app, "Clear abandoned games");
        CHECK(drawn(app, "Remove them"));
        CHECK_STR(app_text_check_line(app, 0) ? app_text_check_line(app, 0) : "", "");
        click_widget(app, "Keep them");
        click_widget(app, "Delete"); /* its question too: "Delete for good" was cut */
        CHECK(drawn(app, "Delete for good"));
        CHECK_STR(app_text_check_line(app, 0) ? app_text_check_line(app, 0) : "", "");
        click_widget(app, "Keep it");
        CHECK_INT(txt_files(dir, "games"), 5);
        click_widget(app, "Clear abandoned games");
        click_widget(app, "Remove them");
        int shown;
        CHECK_STR(app_last_toast(app, &shown), "2 abandoned games removed");
        CHECK(exists(dir, "games/newest-not-started.txt"));
        CHECK(!exists(dir, "games/not-started.txt"));
        CHECK(!exists(dir, "games/old.txt"));
        CHECK(exists(dir, "games/recent.txt"));
        CHECK(exists(dir, "games/damaged.txt"));
        CHECK(exists(dir, "saves/old-copy.txt"));
        bool enabled = true;
        CHECK(app_widget_state(app, "Clear abandoned games", &enabled, NULL, 0) && !enabled);
        app_destroy(app);
    }
    free(fresh);
    free(played);
    remove_tree(dir);
}

/* The lobby remembers each game's seats across runs: names, human or bot and level, the
 * player count. A name of blanks only becomes "Player N". */
static void remembered_lobby(void)
{
    char dir[100];
    new_prefs(dir, sizeof dir, "lobby");
    App *app = open_app(dir, 1280, 800);
    if (app) {
        click_widget(app, "Takeover");
        click_widget(app, "previous: 4"); /* three players */
        click_widget(app, "name 1");
        app_key(app, SDLK_BACKSPACE);
        for (int i = 0; i < 10; i++)
            app_key(app, SDLK_BACKSPACE);
        SDL_Event e;
        SDL_zero(e);
        e.type = SDL_TEXTINPUT;
        snprintf(e.text.text, sizeof e.text.text, "  Zed ");
        SDL_PushEvent(&e);
        app_key(app, SDLK_RETURN);
        click_widget(app, "name 3");
        for (int i = 0; i < 10; i++)
            app_key(app, SDLK_BACKSPACE);
        snprintf(e.text.text, sizeof e.text.text, "   ");
        SDL_PushEvent(&e);
        app_key(app, SDLK_RETURN);
        click_widget(app, "previous: Bot: normal"); /* seat 2: easy */
        click_widget(app, "Start");
        const Match *m = app_match(app);
        CHECK(m != NULL && m->opts.players == 3);
        if (m) {
            CHECK_STR(m->seats[0].name, "Zed");
            CHECK_STR(m->seats[2].name, "Player 3");
        }
        quit_game(app);
        app_destroy(app);
    }
    app = open_app(dir, 1280, 800); /* the next run */
    if (app) {
        click_widget(app, "Takeover");
        click_widget(app, "Start");
        const Match *m = app_match(app);
        CHECK(m != NULL && m->opts.players == 3);
        if (m) {
            CHECK_STR(m->seats[0].name, "Zed");
            CHECK(!m->seats[0].bot);
            CHECK(m->seats[1].bot && m->seats[1].level == BOT_EASY);
            CHECK_STR(m->seats[2].name, "Player 3");
            CHECK(m->seats[2].bot && m->seats[2].level == BOT_NORMAL);
        }
        quit_game(app);
        app_destroy(app);
    }

    /* With no game to continue the lobby opens on the game last started; a game this build
     * does not offer is passed over. */
    char path[300], clean[200];
    new_prefs(clean, sizeof clean, "chosen");
    snprintf(path, sizeof path, "%s/lobby.txt", clean);
    write_text(path, "chosen mintbid\ngame mintbid 3\nseat human 0 Zed\nseat easy 1 Ada\n"
                     "seat normal 2 C\nchosen chess\n");
    app = open_app(clean, 1280, 800);
    if (app) {
        CHECK_STR(app_lobby_message(app), "");
        CHECK_STR(app->games[app->selected]->id, "mintbid");
        click_widget(app, "Start");
        CHECK(app_match(app) != NULL && app_match(app)->opts.players == 3);
        quit_game(app);
        app_destroy(app);
    }
    remove_tree(clean);

    /* A damaged file is set aside with a message; the lobby starts from its defaults. */
    snprintf(path, sizeof path, "%s/lobby.txt", dir);
    write_text(path, "game takeover 3\nseat human 0 Zed\nseat easy 0 Ada\nseat normal 2 C\n");
    app = open_app(dir, 1280, 800);
    if (app) {
        char expected[600];
        snprintf(expected, sizeof expected,
                 "The seats you last used could not be read (line 4: two seats share a colour, "
                 "or one is unknown); the file was set aside as %s/lobby.txt.bad",
                 dir);
        CHECK_STR(app_lobby_message(app), expected);
        CHECK(exists(dir, "lobby.txt.bad"));
        click_widget(app, "Takeover");
        click_widget(app, "Start");
        CHECK(app_match(app) != NULL && app_match(app)->opts.players == 4);
        quit_game(app);
        app_destroy(app);
    }
    remove_tree(dir);
}

int main(void)
{
    settings_lines();
    pipes_in_prefs(false); /* the lessons' progress only */
    pipes_in_prefs(true);
    stale_temps();
    migrate_refused();
    pick_by_game();
    copy_loaded_twice();
    moves_appended();
    replaced_journal();
    resumed_where_another_wrote();
    torn_journal();
    clear_abandoned();
    remembered_lobby();
    many_games();
    return check_report("gui_saves");
}
