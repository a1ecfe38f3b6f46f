/* Players and hints through the app: the Hint button shows only with the setting on and only to
 * the human whose turn it is; a hint marks the game assisted at once (in its file too), is
 * dropped when the move is played, and the finished game is kept as assisted and not rated; the
 * lobby's Players button opens the profile of the table's human. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/game_hint.h"
#include "app_drive.h"
#include "core/rng.h"
#include "records/history.h"

static bool hint_button(App *app)
{
    app_step(app);
    SDL_Rect r;
    return app_find_widget(app, "Hint", &r);
}

/* Steps until the seat at the device decides (bots move on their thread). */
static bool wait_for_turn(App *app, int seconds)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)seconds * 1000;
    AppTableInfo info;
    while (SDL_GetTicks64() < end && app_scene(app) == SCENE_GAME) {
        app_step(app);
        if (app_table_info(app, &info) && info.can_act)
            return true;
        SDL_Delay(2);
    }
    return false;
}

/* The hint's line once its search is done (false if it never came). */
static bool wait_for_hint(App *app, char *line, size_t n, int seconds)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)seconds * 1000;
    while (SDL_GetTicks64() < end) {
        app_step(app);
        if (!game_hint_line(app, line, n))
            return false;
        if (!strstr(line, "weighing"))
            return true;
        SDL_Delay(5);
    }
    return false;
}

/* The human plays random legal moves (the bot its own) until the game is over. */
static void play_to_the_end(App *app, uint64_t seed)
{
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    while (app_match(app) && !game_over(app_match(app)->state) && wait_for_turn(app, 60)) {
        const Match *m = app_match(app);
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        CHECK(app_play_move(app, legal.items[rng_below(&rng, (uint32_t)legal.count)]));
    }
    movelist_free(&legal);
    for (int i = 0; i < 200 && app_scene(app) != SCENE_END; i++)
        app_step(app);
}

static void test_hint_and_assisted(App *app, const char *dir)
{
    CHECK(app_start_match(app, random_bots_match("takeover", 2, 77, true, NULL)));
    CHECK(wait_for_turn(app, 60));
    CHECK(!app->settings.hints); /* off by default */
    CHECK(!hint_button(app));
    app->settings.hints = true;
    CHECK(hint_button(app));
    CHECK(!app_match(app)->assisted);
    click_widget(app, "Hint");
    CHECK(app_match(app)->assisted);
    char line[600] = "";
    CHECK(wait_for_hint(app, line, sizeof line, 120));
    CHECK_HAS(line, "The hard bot would take the "); /* the draft's move in words */
    CHECK_HAS(line, "% to win)");

    /* the game's file says so at once */
    autosaver_flush(app->autosaver);
    char *saved = read_text_file(app->autosave_path, 1 << 20, NULL, 0);
    CHECK(saved != NULL);
    CHECK_HAS(saved ? saved : "", "\nassisted\n");
    free(saved);

    /* the hint was for that moment: a move played drops it */
    const Match *m = app_match(app);
    MoveList legal = MOVELIST_INIT;
    m->rules->legal_moves(m->state, &legal);
    CHECK(app_play_move(app, legal.items[0]));
    movelist_free(&legal);
    app_step(app);
    CHECK(!game_hint_line(app, line, sizeof line));

    play_to_the_end(app, 78);
    CHECK_STR(app_scene_name(app_scene(app)), "end");
    SDL_Rect mark;
    CHECK(app_find_widget(app, "Hints used: not rated", &mark)); /* the end says why no rating */
    char path[600], note[600], err[600];
    snprintf(path, sizeof path, "%s/history.db", dir);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    CHECK(h != NULL);
    HistoryGame kept;
    CHECK_INT(h ? history_list(h, NULL, 0, 1, &kept) : -1, 1);
    CHECK(kept.assisted);
    CHECK_STR(kept.seat[0].name, "You");
    CHECK(!kept.seat[0].rated);
    double rating = 0;
    int games = -1;
    CHECK(h && history_rating(h, "You", "takeover", &rating, &games));
    CHECK(rating == 1500.0 && games == 0);
    history_close(h);
}

/* Hot-seat: the hint belongs to the player who asked, and a refusal's toast to the player told;
 * the next player never sees them. */
static void test_hint_hot_seat(App *app)
{
    Match *m = random_bots_match("buyword", 2, 91, true, NULL);
    m->seats[1].bot = false;
    snprintf(m->seats[1].name, sizeof m->seats[1].name, "Other");
    CHECK(app_start_match(app, m));
    Uint64 end = SDL_GetTicks64() + 60000;
    AppTableInfo info;
    /* to the first decision of seat 0 at the device */
    while (SDL_GetTicks64() < end) {
        if (app_scene(app) == SCENE_PASS)
            click_widget(app, "I am ready");
        app_step(app);
        if (app_table_info(app, &info) && info.can_act && info.viewer == 0)
            break;
    }
    CHECK(hint_button(app));
    click_widget(app, "Hint");
    char line[600];
    CHECK(wait_for_hint(app, line, sizeof line, 120));
    const Match *now = app_match(app);
    MoveList legal = MOVELIST_INIT;
    int mover = game_to_move(now->state);
    ui_toast(app->ui, "That cannot be played now", true); /* as a refused click is told */
    while (app_match(app) && game_to_move(app_match(app)->state) == mover) {
        movelist_clear(&legal);
        now->rules->legal_moves(now->state, &legal);
        CHECK(app_play_move(app, legal.items[0]));
    }
    movelist_free(&legal);
    for (int i = 0; i < 10; i++) {
        app_step(app);
        CHECK(!game_hint_line(app, line, sizeof line));
    }
    SDL_Rect toast;
    CHECK_STR(app_scene_name(app_scene(app)), "pass");
    CHECK(!ui_toasts_drawn(app->ui, &toast)); /* nor what the first player was told */
    if (app_scene(app) == SCENE_PASS)
        click_widget(app, "I am ready");
    CHECK(!game_hint_line(app, line, sizeof line));
    game_close(app, false);
    app_set_scene(app, SCENE_LOBBY);
}

static int game_index(const App *app, const char *id)
{
    for (int i = 0; i < app->game_count; i++)
        if (!strcmp(app->games[i]->id, id))
            return i;
    return -1;
}

/* The lobby's Players button: the profile of the table's human, with the game kept above; it
 * opens on that game even when the lobby has another chosen, in which the player has no record. */
static void test_profile(App *app)
{
    app_set_scene(app, SCENE_LOBBY);
    app->selected = game_index(app, "estates");
    GameSetup *setup = &app->setups[app->selected];
    setup->seats[0].bot = false;
    snprintf(setup->seats[0].name, sizeof setup->seats[0].name, "You");
    steps(app, 2);
    click_widget(app, "Players");
    CHECK_STR(app_scene_name(app_scene(app)), "profile");
    CHECK_INT(app->profile_game, game_index(app, "takeover"));
    CHECK(click_widget(app, "Takeover"));
    SDL_Rect r;
    CHECK(app_find_widget(app, "You", &r)); /* the player of the kept game */

    /* one game gone and another kept: as many games as before, and the profile shows the new */
    History *h = app_history(app);
    HistoryGame kept;
    CHECK_INT(h ? history_list(h, NULL, 0, 1, &kept) : -1, 1);
    char err[300];
    CHECK(h && history_remove(h, kept.id, err, sizeof err));
    Match *m = random_bots_match("takeover", 2, 79, true, NULL);
    snprintf(m->seats[0].name, sizeof m->seats[0].name, "Zed");
    while (!game_over(m->state)) {
        char move[MOVE_MAX];
        CHECK(bot_choose(m->state, BOT_RANDOM, (uint64_t)m->move_count, NULL, move, NULL));
        CHECK(match_play(m, move, err, sizeof err));
    }
    CHECK(h && history_add(h, m, HISTORY_RATED, 1700000000, err, sizeof err) > 0);
    match_free(m);
    steps(app, 2);
    CHECK(app_find_widget(app, "Zed", &r));
    CHECK(!app_find_widget(app, "You", &r));
    click_widget(app, "Back");
    CHECK_STR(app_scene_name(app_scene(app)), "lobby");
}

int main(void)
{
    char dir[] = "/tmp/moguls-gui-players-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    AppOptions opts = {0};
    opts.fast_bots = true;
    App *app = open_test_app(opts, dir);
    if (!app)
        return check_report("gui_players");
    test_hint_and_assisted(app, dir);
    test_hint_hot_seat(app);
    test_profile(app);
    close_test_app(app, dir);
    return check_report("gui_players");
}
