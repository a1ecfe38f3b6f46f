/* Following the table, in every game: a human seat against random bots, played through the app
 * on a manual clock (nothing here waits for the wall clock) with animations on and the default
 * bot pace. Bot moves come one at a time, each after the last one's animation and the pace; the
 * moves since the human's turn are marked and numbered; Replay steps back and forward and any key
 * returns to the live game; a reveal the table must read holds play until the human clicks
 * Continue (a bot-only table lets it go by itself); Skip to my turn plays the bots at once; the
 * end screen closes to the final board and Results reopens it; the score chart is drawn from
 * zero. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"

#define PACED_TURNS 3 /* human decisions played with every bot move paced; then Skip */

typedef struct Table {
    App *app;
    char dir[64];
    Rng rng;
    int human_turns;
    int holds;       /* reveals held for the human */
    int replays;     /* Replay checks done */
    int bot_moves;   /* bot moves watched one at a time */
    int skipped;     /* bot moves played by Skip to my turn */
    AppTableInfo at; /* the table right after the last move */
} Table;

static const Match *match_of(const Table *t)
{
    return app_match(t->app);
}

static AppTableInfo info_of(const Table *t)
{
    AppTableInfo info;
    CHECK(app_table_info(t->app, &info));
    return info;
}

/* The clock moves dt seconds; the app handles its events, runs the turn flow and draws. */
static void tick(Table *t, double dt)
{
    app_advance_clock(t->app, dt);
    app_step(t->app);
}

static bool click(Table *t, const char *label)
{
    app_step(t->app); /* draw, so the widget positions are current */
    bool found = app_click_widget(t->app, label);
    if (!found)
        fprintf(stderr, "no widget '%s'\n", label);
    CHECK(found);
    app_step(t->app);
    return found;
}

static bool widget_enabled(Table *t, const char *label)
{
    bool enabled = false;
    char tip[200];
    return app_widget_state(t->app, label, &enabled, tip, sizeof tip) && enabled;
}

static Table table_open(Match *m)
{
    Table t;
    memset(&t, 0, sizeof t);
    snprintf(t.dir, sizeof t.dir, "/tmp/moguls-table-XXXXXX");
    CHECK(mkdtemp(t.dir) != NULL);
    t.app = open_test_app((AppOptions){.manual_clock = true}, t.dir);
    if (!t.app)
        exit(1);
    rng_seed(&t.rng, m->seed);
    CHECK(app_start_match(t.app, m));
    app_step(t.app);
    t.at = info_of(&t);
    return t;
}

static void table_close(Table *t)
{
    close_test_app(t->app, t->dir);
}

/* ---- the checks ---- */

/* A bot move was just played: one at a time, after the last move's animation and the pace (or at
 * once, unanimated, while skipping: then the next may come in the same step, and skipping may
 * end with it, at the human's turn). */
static void after_bot_move(Table *t, int moves_before, bool skipping)
{
    AppTableInfo now = info_of(t);
    if (skipping || !t->at.bot_pace) {
        CHECK(match_of(t)->move_count > moves_before);
        CHECK(now.anim_until <= now.now); /* nothing animates while skipping */
        t->skipped += match_of(t)->move_count - moves_before;
    } else {
        CHECK_INT(match_of(t)->move_count, moves_before + 1);
        CHECK(now.last_move_at >= t->at.anim_until);
        CHECK(now.last_move_at >= t->at.last_move_at + t->at.bot_pace - 1e-9);
        t->bot_moves++;
    }
    t->at = now;
}

/* Play is held for the human: nothing moves, whatever the time, until Continue. */
static void check_hold(Table *t)
{
    const Match *m = match_of(t);
    int moves = m->move_count;
    for (int i = 0; i < 8; i++) {
        tick(t, 2.0);
        CHECK(info_of(t).holding);
        CHECK_INT(m->move_count, moves);
        CHECK_STR(app_scene_name(app_scene(t->app)), "game");
    }
    CHECK(!info_of(t).can_act);
    click(t, "Continue");
    t->holds++;
    t->at = info_of(t);
}

/* The marks since the human's turn: every move after the human's last one, each marked on the
 * board, numbered from the oldest. */
static void check_marks(Table *t)
{
    const Match *m = match_of(t);
    app_step(t->app); /* a frame of the board as it is now */
    AppTableInfo info = info_of(t);
    int since = match_since_turn(m, 0), count = m->move_count - since;
    if (count > 24)
        count = 24;
    CHECK_INT(info.recent_count, count);
    if (!count)
        return;
    CHECK_INT(info.recent_from, m->move_count - count);
    for (int i = info.recent_from; i < m->move_count; i++)
        CHECK(m->mover[i] != 0);
    char label[32];
    snprintf(label, sizeof label, "move mark %d", count);
    SDL_Rect r;
    CHECK(app_find_widget(t->app, label, &r)); /* the newest is drawn on the board */
    snprintf(label, sizeof label, "move mark %d", count + 1);
    CHECK(!app_find_widget(t->app, label, &r));
}

/* Replay from the human's turn: back and forward through the boards after each move, the table
 * waiting meanwhile; any key returns to the live game. */
static void check_replay(Table *t)
{
    const Match *m = match_of(t);
    AppTableInfo live = info_of(t);
    int moves = m->move_count, from = live.recent_from;
    click(t, "Replay");
    AppTableInfo r = info_of(t);
    CHECK(r.replaying);
    CHECK_INT(r.replay_at, from + 1);
    CHECK_INT(r.shown_moves, from + 1);
    CHECK_INT(r.recent_count, 1); /* the move that led to the board shown */
    CHECK_INT(r.recent_from, from);
    CHECK(!r.can_act);
    click(t, "Back");
    CHECK_INT(info_of(t).replay_at, from);
    app_step(t->app);
    CHECK(!widget_enabled(t, "Back")); /* no further back than the human's turn */
    click(t, "Forward");
    click(t, "Forward");
    CHECK_INT(info_of(t).replay_at, from + 2);
    tick(t, 30.0); /* the table waits */
    CHECK_INT(m->move_count, moves);
    if (from > 0) {
        click(t, "Whole game");
        click(t, "Back");
        click(t, "Back");
        click(t, "Back");
        CHECK_INT(info_of(t).replay_at, from - 1);
    }
    app_key(t->app, SDLK_a);
    tick(t, 0);
    CHECK(!info_of(t).replaying);
    CHECK_INT(info_of(t).shown_moves, moves);
    CHECK(info_of(t).can_act);
    t->replays++;
}

static void human_turn(Table *t)
{
    const Match *m = match_of(t);
    check_marks(t);
    if (t->human_turns >= 1 && t->replays == 0 && info_of(t).recent_count >= 2)
        check_replay(t);
    MoveList legal = MOVELIST_INIT;
    m->rules->legal_moves(m->state, &legal);
    CHECK(legal.count > 0);
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "%s", legal.items[rng_below(&t->rng, (uint32_t)legal.count)]);
    movelist_free(&legal);
    CHECK(app_play_move(t->app, move));
    t->human_turns++;
    app_step(t->app);
    t->at = info_of(t);
    CHECK_INT(t->at.recent_count, 0); /* nothing has happened since this decision */
}

/* Bots to move: wait for one move, with the clock running (paced) or frozen (skipping). */
static void bot_turn(Table *t)
{
    const Match *m = match_of(t);
    if (t->human_turns >= PACED_TURNS && !info_of(t).skipping &&
        widget_enabled(t, "Skip to my turn"))
        click(t, "Skip to my turn");
    bool skipping = info_of(t).skipping;
    int before = m->move_count;
    tick(t, skipping ? 0.0 : 0.25);
    if (m->move_count > before)
        after_bot_move(t, before, skipping);
    else if (skipping)
        SDL_Delay(1); /* the bot is thinking on its thread */
}

/* The end: the screen comes once the reveals are read; Escape shows the final board, Results
 * reopens the screen, View board closes it again, and Replay reaches the first move. */
static void check_end(Table *t)
{
    for (int i = 0; i < 20 && app_scene(t->app) != SCENE_END; i++)
        tick(t, 0.5);
    CHECK_STR(app_scene_name(app_scene(t->app)), "end");
    app_key(t->app, SDLK_ESCAPE);
    tick(t, 0);
    CHECK_STR(app_scene_name(app_scene(t->app)), "game");
    tick(t, 10.0);
    CHECK_STR(app_scene_name(app_scene(t->app)), "game"); /* it does not come back by itself */
    click(t, "Results");
    CHECK_STR(app_scene_name(app_scene(t->app)), "end");
    click(t, "View board");
    CHECK_STR(app_scene_name(app_scene(t->app)), "game");
    click(t, "Replay");
    click(t, "Whole game");
    for (int i = 0; i < 3; i++)
        click(t, "Back");
    CHECK(info_of(t).replaying);
    click(t, "Back to live");
    CHECK(!info_of(t).replaying);
}

/* A whole game: a human seat against random bots. */
static void whole_game(const char *game, int players, uint64_t seed, int min_holds)
{
    Table t = table_open(random_bots_match(game, players, seed, true, NULL));
    const Match *m = match_of(&t);
    for (int guard = 0; guard < 400000 && !game_over(m->state); guard++) {
        AppTableInfo info = info_of(&t);
        if (info.holding)
            check_hold(&t);
        else if (info.can_act)
            human_turn(&t);
        else if (m->seats[game_to_move(m->state)].bot)
            bot_turn(&t);
        else
            tick(&t, 0.1);
    }
    CHECK(game_over(m->state));
    while (info_of(&t).holding) /* the end's last reveals */
        check_hold(&t);
    check_end(&t);
    fprintf(stderr, "%s: %d moves, %d human turns, %d bot moves paced, %d skipped, %d holds\n",
            game, m->move_count, t.human_turns, t.bot_moves, t.skipped, t.holds);
    CHECK(t.human_turns >= PACED_TURNS);
    CHECK(t.bot_moves >= 3);
    CHECK(t.skipped >= 1);
    CHECK_INT(t.replays, 1);
    CHECK(t.holds >= min_holds);
    table_close(&t);
}

/* A bot-only table reads a held reveal for a moment and goes on by itself. */
static void bots_alone(void)
{
    Table t = table_open(random_bots_match("buyout", 3, 7, false, NULL));
    const Match *m = match_of(&t);
    int holds = 0;
    for (int guard = 0; guard < 100000 && !game_over(m->state) && !holds; guard++) {
        tick(&t, 0.25);
        if (info_of(&t).holding) {
            holds++;
            int moves = m->move_count;
            tick(&t, 0.5);
            CHECK(info_of(&t).holding); /* a short look, meanwhile nothing moves */
            CHECK_INT(m->move_count, moves);
            tick(&t, 5.0); /* then it goes on by itself, without a click */
            CHECK(!info_of(&t).holding);
        }
    }
    CHECK_INT(holds, 1);
    table_close(&t);
}

/* A finished game played at random with these seats. */
static Match *random_game(const char *game, int players, uint64_t seed, const char *option)
{
    Match *m = random_bots_match(game, players, seed, true, option);
    Rng rng;
    rng_seed(&rng, seed);
    while (!game_over(m->state)) {
        MoveList legal = MOVELIST_INIT;
        m->rules->legal_moves(m->state, &legal);
        char err[200];
        CHECK(match_play(m, legal.items[rng_below(&rng, (uint32_t)legal.count)], err, sizeof err));
        movelist_free(&legal);
    }
    return m;
}

/* Opens the end screen of a finished match. */
static Table end_screen(Match *m)
{
    Table t = table_open(m);
    for (int i = 0; i < 10 && app_scene(t.app) != SCENE_END; i++)
        tick(&t, 0.5);
    tick(&t, 1.0); /* the panel has risen into place */
    CHECK_STR(app_scene_name(app_scene(t.app)), "end");
    return t;
}

/* A finished game whose scores are all negative: each bar ends at the zero line and points left,
 * the lowest score the longest. */
static void negative_chart(void)
{
    Match *m = NULL;
    int scores[MAX_SEATS];
    for (uint64_t seed = 1; seed < 400 && !m; seed++) { /* random Estates games often lose money */
        m = random_game("estates", 3, seed, NULL);
        m->rules->scores(m->state, scores);
        if (scores[0] >= 0 || scores[1] >= 0 || scores[2] >= 0 || scores[0] == scores[1]) {
            match_free(m);
            m = NULL;
        }
    }
    CHECK(m != NULL);
    if (!m)
        return;
    Table t = end_screen(m);
    SDL_Rect bar[3];
    for (int p = 0; p < 3; p++) {
        char label[40];
        snprintf(label, sizeof label, "bar: %s", m->seats[p].name);
        CHECK(app_find_widget(t.app, label, &bar[p]));
    }
    for (int p = 0; p < 3; p++) {
        CHECK_INT(bar[p].x + bar[p].w, bar[0].x + bar[0].w); /* all end at the zero line */
        for (int q = 0; q < 3; q++)
            if (scores[p] < scores[q])
                CHECK(bar[p].w > bar[q].w);
    }
    table_close(&t);
}

/* Solitaire: the AI card's bar stands beside the player's, as long as its score says. */
static void solitaire_chart(void)
{
    Match *m = random_game("mintbid", 1, 3, "ai=industrialist");
    ScoreSheet sheet;
    m->rules->score_sheet(m->state, &sheet);
    CHECK(sheet.rival[0] != 0);
    int scores[MAX_SEATS];
    m->rules->scores(m->state, scores);
    Table t = end_screen(m);
    SDL_Rect you, rival;
    char label[64];
    snprintf(label, sizeof label, "bar: %s", sheet.rival);
    CHECK(app_find_widget(t.app, "bar: You", &you));
    CHECK(app_find_widget(t.app, label, &rival));
    CHECK(rival.y > you.y); /* beside the player, under the player's bar */
    CHECK_INT(you.w < rival.w, scores[0] < sheet.rival_score);
    table_close(&t);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    negative_chart();
    solitaire_chart();
    bots_alone();
    whole_game("buyout", 4, 11, 1); /* the round payouts wait for Continue */
    whole_game("estates", 4, 12, 0);
    whole_game("buyword", 3, 13, 0);
    whole_game("takeover", 4, 14, 0);
    whole_game("mintbid", 4, 15, 0);
    return check_report("gui_table");
}
