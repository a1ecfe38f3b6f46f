/* An idle window costs nothing: in the lobby and on a board waiting for a human, once what moved
 * has settled, the main loop sleeps until an event (no timer) and the audio device is closed
 * (nothing is mixed). On the way, the shell asks for the lobby's music and each game's own. */
#include <stdlib.h>

#include "app_drive.h"
#include "ui/sound.h"

/* Steps on the manual clock, half a second at a time, until the loop would sleep for good;
 * true if it does within a minute of the app's time (a bot's thinking, in real time, not
 * counted). */
static bool settles(App *app)
{
    for (int i = 0; i < 120; i++) {
        /* effects play in real time on the audio thread: let them end */
        for (int wait = 0; wait < 500 && ui_sound_status(app->ui->sound).sounding; wait++)
            SDL_Delay(10);
        /* and bots think in real time on their thread (slowly on a loaded machine) */
        for (int wait = 0; wait < 6000 && app->bot_running && !atomic_load(&app->bot.done); wait++)
            SDL_Delay(10);
        app_step(app);
        if (app_idle_wait_ms(app) < 0)
            return true;
        app_advance_clock(app, 0.5);
    }
    return false;
}

static void check_idle(App *app, const char *where)
{
    bool settled = settles(app);
    if (!settled)
        fprintf(stderr, "%s: the loop still wakes in %d ms\n", where, app_idle_wait_ms(app));
    CHECK(settled);
    UiSoundStatus sound = ui_sound_status(app->ui->sound);
    CHECK(!sound.device_open);
    CHECK(!sound.sounding);
}

/* A board a third of the way into a game, the human (seat 0) to move. */
static Match *waiting_for_human(const char *id)
{
    const GameRules *rules = registry_find(id);
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    for (int i = 0; i < opts.players; i++) {
        seats[i] = (Seat){.bot = i > 0, .level = BOT_EASY, .colour = i};
        snprintf(seats[i].name, sizeof seats[i].name, "Player %d", i + 1);
    }
    return match_new(rules, &opts, 11, seats);
}

int main(void)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1); /* a device that opens, wherever this runs */
    char dir[] = "/tmp/moguls-idle-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    App *app = open_test_app((AppOptions){.manual_clock = true}, dir);
    if (!app)
        return 1;
    check_idle(app, "lobby");
    CHECK_STR(ui_sound_status(app->ui->sound).theme, "lobby"); /* the music the shell asks for */
    /* a click sounds (the device opens), then everything settles again */
    ui_sound_play(app->ui->sound, UI_SOUND_CLICK);
    CHECK(ui_sound_status(app->ui->sound).device_open);
    check_idle(app, "lobby after a click");

    const char *games[] = {"buyout", "estates", "buyword", "takeover", "mintbid"};
    for (int g = 0; g < 5; g++) {
        CHECK(app_start_match(app, waiting_for_human(games[g])));
        check_idle(app, games[g]);
        CHECK_INT(app_scene(app), SCENE_GAME);
        /* each game's own theme (assets/<id>/music.ogg), also under its rules */
        CHECK_STR(ui_sound_status(app->ui->sound).theme, games[g]);
        app_set_scene(app, SCENE_HELP);
        app_step(app);
        CHECK_STR(ui_sound_status(app->ui->sound).theme, games[g]);
        app_set_scene(app, SCENE_GAME);
        game_close(app, false);
        app_set_scene(app, SCENE_LOBBY);
        app_step(app);
        CHECK_STR(ui_sound_status(app->ui->sound).theme, "lobby");
    }
    app_destroy(app);
    app_remove_scratch_prefs(dir);
    return check_report("gui_idle");
}
