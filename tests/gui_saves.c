/* The player's files under stress, and the lobby that lists and remembers them: settings read
 * line by line, pipes where files belong, temporary files left by a killed writer, thousands of
 * games (the index, Continue, paging), the saved-games selection, clearing abandoned games, and
 * the seats the lobby remembers across runs. Under SDL's dummy video driver. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "app/saves.h"
#include "app/settings.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
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
    AppOptions opts = {.width = width,
                       .height = height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = dir,
                       .fast_bots = true};
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app)
        fprintf(stderr, "app_create: %s\n", err);
    CHECK(app != NULL);
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

int main(void)
{
    settings_lines();
    pipes_in_prefs(false); /* the lessons' progress only */
    pipes_in_prefs(true);
    return check_report("gui_saves");
}
