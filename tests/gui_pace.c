/* The bots' pace, through the main loop as the game runs it (app_loop_once) on a manual clock,
 * where a bot's thinking takes no time: bot moves follow one another exactly at the chosen pace,
 * not at the next tick of anything else; at pace 0 with the animations off, and on Skip to my
 * turn, the clock never moves between them, and an all-bot game takes one turn of the loop per
 * move or so. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "ui/sprite.h"
#include "ui/text.h"

typedef struct Table {
    App *app;
    char dir[64];
} Table;

/* The app on a manual clock with this bot pace and animation speed, playing m. */
static Table table_open(Match *m, int pace_ms, AnimSpeed anim)
{
    Table t;
    memset(&t, 0, sizeof t);
    snprintf(t.dir, sizeof t.dir, "/tmp/moguls-pace-XXXXXX");
    CHECK(mkdtemp(t.dir) != NULL);
    t.app = open_test_app((AppOptions){.manual_clock = true}, t.dir);
    if (!t.app)
        exit(1);
    t.app->settings.bot_pace_ms = pace_ms;
    t.app->settings.anim_speed = anim;
    app_apply_settings(t.app);
    CHECK(app_start_match(t.app, m));
    return t;
}

static void table_close(Table *t)
{
    close_test_app(t->app, t->dir);
}

static double clock_now(const Table *t)
{
    AppTableInfo info;
    CHECK(app_table_info(t->app, &info));
    return info.now;
}

/* Bots alone at a pace of `pace_ms`, animations off: each of the first 40 moves comes exactly
 * that long after the one before. */
static void moves_at_pace(const char *game, int pace_ms)
{
    Table t = table_open(random_bots_match(game, 4, 5, false, NULL), pace_ms, ANIM_OFF);
    const Match *m = app_match(t.app);
    int seen = 0, off_pace = 0;
    double last = clock_now(&t);
    int turn = 0;
    bool going = true;
    /* The bound only makes the loop stop by itself: while a bot thinks the loop turns on every
     * event, and on a loaded machine a bot's answer can take a hundred turns to come. */
    for (; turn < 20000 && seen < 40 && (going = app_loop_once(t.app)); turn++) {
        double now = clock_now(&t);
        for (; seen < m->move_count; seen++) { /* at pace 0 two may come at once */
            double late = now - last - pace_ms / 1000.0;
            if (seen > 0 && (late > 1e-9 || late < -1e-9)) {
                fprintf(stderr, "%s at %d ms: move %d came %.4f s after the last\n", game, pace_ms,
                        seen + 1, now - last);
                off_pace++;
            }
            last = now;
        }
    }
    if (seen < 40) /* which bound stopped it */
        fprintf(stderr, "%s at %d ms: %d moves in %d turns of the loop, %s\n", game, pace_ms, seen,
                turn, going ? "out of turns" : "the loop found nothing to wait for");
    CHECK(seen >= 40);
    CHECK_INT(off_pace, 0);
    table_close(&t);
}

/* A whole game of four bots at pace 0 with the animations off: no time passes before its end
 * (nothing waits for a tick), and it takes about one turn of the loop per move, plus one for
 * each time the sprite worker woke the loop with sizes it made (how many of those land on a turn
 * of their own depends on the machine's load). */
static void bots_at_full_speed(const char *game)
{
    Table t = table_open(random_bots_match(game, 4, 9, false, NULL), 0, ANIM_OFF);
    const Match *m = app_match(t.app);
    double start = clock_now(&t);
    int turns = 0;
    while (turns < 100000 && !game_over(m->state) && app_loop_once(t.app))
        turns++;
    CHECK(game_over(m->state));
    int wakes = ui_sprites_worker_wakes(t.app->ui->sprites);
    fprintf(stderr,
            "%s at pace 0: %d moves in %d turns of the loop (%d sprite wake-ups), %.3f s on its "
            "clock\n",
            game, m->move_count, turns, wakes, clock_now(&t) - start);
    CHECK(clock_now(&t) - start < 1e-9);
    CHECK(turns <= m->move_count + 10 + wakes);
    table_close(&t);
}

/* Skip to my turn at the default pace: the bots play at once, the clock standing still, until
 * the human decides again (or the table must read something). */
static void skip_plays_at_once(void)
{
    Table t = table_open(random_bots_match("estates", 4, 3, true, NULL), 1000, ANIM_OFF);
    const Match *m = app_match(t.app);
    AppTableInfo info;
    SDL_Rect skip;
    int turns = 0;
    /* the human plays and the bots answer at the pace; Skip once the human has played twice */
    while (turns++ < 5000 && (m->move_count < 6 || m->mover[m->move_count - 1] != 0 ||
                              !app_find_widget(t.app, "Skip to my turn", &skip))) {
        CHECK(app_table_info(t.app, &info));
        if (info.can_act) {
            MoveList legal = MOVELIST_INIT;
            m->rules->legal_moves(m->state, &legal);
            CHECK(app_play_move(t.app, legal.items[0]));
            movelist_free(&legal);
        }
        CHECK(app_loop_once(t.app));
    }
    CHECK(app_click_widget(t.app, "Skip to my turn"));
    int before = m->move_count;
    double start = clock_now(&t);
    for (; turns < 10000 && app_table_info(t.app, &info) && !info.can_act && !info.holding; turns++)
        CHECK(app_loop_once(t.app));
    CHECK(m->move_count >= before + 3);
    CHECK(info.can_act || info.holding);
    CHECK(clock_now(&t) - start < 1e-9);
    table_close(&t);
}

/* Mint Bid's bots at the default pace with the animations on: a move whose frame was rehearsed
 * while it waited for its time (game_rehearse_move: the board idle, the last move's animation
 * over before the pace) shapes a string or two in the turn of the loop that shows it, where a
 * move that grows the city shaped about 25 unrehearsed (every card's words at a new size, the
 * log's new entry). A move whose last animation outlasts the pace has no idle moment and is not
 * rehearsed. */
static void bot_moves_rehearsed(void)
{
    Table t = table_open(random_bots_match("mintbid", 4, 5, false, NULL), 1000, ANIM_NORMAL);
    const Match *m = app_match(t.app);
    long most = 0;
    int rehearsed = 0;
    for (int turn = 0; turn < 20000 && m->move_count < 30; turn++) {
        int moves = m->move_count;
        bool ready = t.app->bot_rehearsed;
        long before = ui_text_shaped(t.app->ui->text);
        if (!app_loop_once(t.app))
            break;
        long shaped = ui_text_shaped(t.app->ui->text) - before;
        if (m->move_count > moves && ready) {
            rehearsed++;
            most = shaped > most ? shaped : most;
        }
    }
    fprintf(stderr,
            "mintbid's bots at the default pace: %d of %d moves rehearsed, the turns showing them "
            "shaped at most %ld strings\n",
            rehearsed, m->move_count, most);
    CHECK(m->move_count >= 30);
    CHECK(rehearsed >= 15);
    CHECK(most <= 3);
    table_close(&t);
}

int main(void)
{
    moves_at_pace("buyout", 250);
    moves_at_pace("takeover", 100);
    moves_at_pace("mintbid", 1500);
    moves_at_pace("estates", 0);
    for (int i = 0; i < registry_count(); i++)
        bots_at_full_speed(registry_game(i)->id);
    skip_plays_at_once();
    bot_moves_rehearsed();
    return check_report("gui_pace");
}
