/* The motion the shell draws over every game's board (src/app/game_motion.c): after a move that
 * moves money, coins fly between the players' panels and every panel's number counts to its new
 * amount, exactly; with the animations off nothing moves and nothing waits; a click in the middle
 * of it lands everything at once and acts (here: on a held payout); at the end of a game the
 * winners come forward with the fanfare.
 *
 * MOGULS_MOTION_SHOTS=DIR saves the frames looked at in the middle of the motion as PNGs. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/estates/estates.h"

#define LIMIT 600
#define CLOCK 100.0

static char moves[LIMIT][MOVE_MAX];

typedef struct Table {
    App *app;
    char dir[64];
} Table;

static Table table_open_paced(AnimSpeed anim, bool fast)
{
    Table t;
    memset(&t, 0, sizeof t);
    snprintf(t.dir, sizeof t.dir, "/tmp/moguls-motion-XXXXXX");
    CHECK(mkdtemp(t.dir) != NULL);
    t.app = open_test_app((AppOptions){.manual_clock = true, .fast_bots = fast, .animate = true},
                          t.dir);
    if (!t.app)
        exit(1);
    t.app->settings.anim_speed = anim;
    app_apply_settings(t.app);
    return t;
}

static Table table_open(AnimSpeed anim)
{
    return table_open_paced(anim, true);
}

static AppTableInfo info_of(App *app)
{
    AppTableInfo info;
    CHECK(app_table_info(app, &info));
    return info;
}

static void save_shot(App *app, const char *name)
{
    const char *dir = getenv("MOGULS_MOTION_SHOTS");
    if (!dir)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    SDL_Surface *frame = app_read_frame(app);
    CHECK(frame && IMG_SavePNG(frame, path) == 0);
    SDL_FreeSurface(frame);
}

/* A match of human seats (nothing moves by itself) after the first k of `moves`. */
static Match *position(const GameRules *rules, const GameOptions *opts, uint64_t seed, int k)
{
    return human_match_after(rules, opts, seed, moves, k);
}

/* The largest change of money seat 0 sees any seat's money make in move k (0: none). */
static int money_change(const GameView *view, const GameRules *rules, const GameOptions *opts,
                        uint64_t seed, int k, int *seat_out)
{
    Match *m = position(rules, opts, seed, k);
    GameState *after = game_clone(m->state);
    char err[300];
    CHECK(rules->apply(after, moves[k], err, sizeof err));
    int largest = 0;
    for (int s = 0; s < opts->players; s++) {
        int was, now;
        if (!view->seat_money(m->state, s, 0, &was) || !view->seat_money(after, s, 0, &now))
            continue;
        int change = abs(now - was);
        if (change > largest) {
            largest = change;
            *seat_out = s;
        }
    }
    game_free(after);
    match_free(m);
    return largest;
}

/* The first move from `from` on that changes some money by at least 2 as seat 0 sees it; -1 if
 * none. */
static int next_money_move(const GameView *view, const GameRules *rules, const GameOptions *opts,
                           uint64_t seed, int count, int from, int *seat)
{
    for (int k = from; k < count; k++)
        if (money_change(view, rules, opts, seed, k, seat) >= 2)
            return k;
    return -1;
}

typedef struct Game {
    const GameRules *rules;
    const GameView *view;
    GameOptions opts;
    uint64_t seed;
    int count;
} Game;

static Game game_of(const GameRules *rules, int players)
{
    Game g = {rules, view_find(rules->id), {0}, 7, 0};
    options_defaults(rules, &g.opts);
    g.opts.players = players;
    char err[300];
    CHECK(match_prepare(rules, &g.opts, err, sizeof err));
    g.count = random_game_moves(rules, &g.opts, g.seed, 104729, moves, LIMIT);
    return g;
}

/* Shows the board before move k to seat 0 and plays it at CLOCK. */
static void play_at(Table *t, const Game *g, int k)
{
    app_stop_clock(t->app, CLOCK);
    CHECK(app_show_match(t->app, position(g->rules, &g->opts, g->seed, k), 0));
    SDL_FreeSurface(app_read_frame(t->app));
    CHECK(app_play_move(t->app, moves[k]));
}

static void all_amounts_shown(App *app, int players)
{
    AppTableInfo info = info_of(app);
    const Match *m = app_match(app);
    for (int s = 0; s < players; s++) {
        int actual;
        if (app->view->seat_money(m->state, s, 0, &actual))
            CHECK_INT(info.money_shown[s], actual);
    }
}

/* Coins fly, the number counts through the amounts between, and ends at the exact new one. */
static void coins_fly_and_count(const Game *g, int k, int seat)
{
    Table t = table_open(ANIM_NORMAL);
    play_at(&t, g, k);
    const Match *m = app_match(t.app);
    int actual;
    CHECK(g->view->seat_money(m->state, seat, 0, &actual));
    Match *before = position(g->rules, &g->opts, g->seed, k);
    int was;
    CHECK(g->view->seat_money(before->state, seat, 0, &was));
    match_free(before);
    app_stop_clock(t.app, CLOCK + 0.5);
    AppTableInfo mid = info_of(t.app);
    char name[96];
    snprintf(name, sizeof name, "%s-coins-mid", g->rules->id);
    save_shot(t.app, name);
    CHECK(mid.coins_in_air > 0);
    int lo = was < actual ? was : actual, hi = was < actual ? actual : was;
    if (mid.money_shown[seat] <= lo || mid.money_shown[seat] >= hi)
        fprintf(stderr, "%s move %d: seat %d shows %d half way from %d to %d\n", g->rules->id, k,
                seat, mid.money_shown[seat], was, actual);
    CHECK(mid.money_shown[seat] > lo && mid.money_shown[seat] < hi);
    CHECK(mid.anim_until > CLOCK + 0.5); /* the next bot waits for the coins */
    app_stop_clock(t.app, CLOCK + 10.0);
    CHECK_INT(info_of(t.app).coins_in_air, 0);
    all_amounts_shown(t.app, g->opts.players);
    close_test_app(t.app, t.dir);
}

/* Animations off: no coin, every number at its amount at once, nothing to wait for. */
static void off_moves_nothing(const Game *g, int k)
{
    Table t = table_open(ANIM_OFF);
    play_at(&t, g, k);
    AppTableInfo info = info_of(t.app);
    CHECK_INT(info.coins_in_air, 0);
    CHECK(info.anim_until <= info.now);
    all_amounts_shown(t.app, g->opts.players);
    close_test_app(t.app, t.dir);
}

static void press_board(App *app)
{
    SDL_Rect board = app_board_area(app);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = board.x + board.w / 2;
    e.button.y = board.y + board.h / 2;
    ui_input_event(app->ui, &e);
    game_event(app, &e);
}

/* A press in the middle of the motion lands it at once: no coin in the air, every number at its
 * amount, nothing left to wait for. */
static void click_lands_motion(const Game *g, int k)
{
    Table t = table_open(ANIM_SLOW);
    play_at(&t, g, k);
    app_stop_clock(t.app, CLOCK + 0.4);
    CHECK(info_of(t.app).coins_in_air > 0);
    press_board(t.app);
    AppTableInfo info = info_of(t.app);
    CHECK_INT(info.coins_in_air, 0);
    CHECK(info.anim_until <= info.now);
    all_amounts_shown(t.app, g->opts.players);
    close_test_app(t.app, t.dir);
}

static void money_moves_in(const char *id, int players)
{
    Game g = game_of(registry_find(id), players);
    CHECK(g.view && g.view->seat_money && g.view->seat_panel);
    int seat = 0, k = next_money_move(g.view, g.rules, &g.opts, g.seed, g.count, 0, &seat);
    CHECK(k >= 0);
    if (k < 0)
        return;
    coins_fly_and_count(&g, k, seat);
    off_moves_nothing(&g, k);
    click_lands_motion(&g, k);
    /* and once more later in the game */
    k = next_money_move(g.view, g.rules, &g.opts, g.seed, g.count, g.count / 2, &seat);
    if (k >= 0)
        coins_fly_and_count(&g, k, seat);
}

/* A click on a held payout while its coins fly: the coins land and the hold is released in the
 * same instant (the click is not spent on the motion). */
static void click_acts_on_held_payout(void)
{
    Game g = game_of(registry_find("buyout"), 3);
    Table t = table_open(ANIM_NORMAL);
    bool tried = false;
    for (int k = 0; k < g.count && !tried; k++) {
        int seat;
        if (money_change(g.view, g.rules, &g.opts, g.seed, k, &seat) < 2)
            continue;
        play_at(&t, &g, k);
        if (!info_of(t.app).holding)
            continue;
        tried = true;
        app_stop_clock(t.app, CLOCK + 0.6);
        save_shot(t.app, "buyout-payout-mid");
        CHECK(info_of(t.app).coins_in_air > 0);
        press_board(t.app);
        AppTableInfo info = info_of(t.app);
        CHECK(!info.holding);
        CHECK_INT(info.coins_in_air, 0);
        all_amounts_shown(t.app, g.opts.players);
    }
    CHECK(tried);
    close_test_app(t.app, t.dir);
}

static bool same_picture(SDL_Surface *a, SDL_Surface *b)
{
    bool same = a && b && a->h == b->h && a->pitch == b->pitch &&
                !memcmp(a->pixels, b->pixels, (size_t)a->pitch * (size_t)a->h);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return same;
}

/* Whether the board half way through move k looks different from the board once it is over. */
static bool moves_half_way(const Game *g, int k, AnimSpeed anim, const char *shot)
{
    Table t = table_open(anim);
    play_at(&t, g, k);
    app_stop_clock(t.app, CLOCK + 0.3);
    if (shot)
        save_shot(t.app, shot);
    SDL_Surface *mid = app_read_frame(t.app);
    app_stop_clock(t.app, CLOCK + 10.0);
    bool moved = !same_picture(mid, app_read_frame(t.app));
    close_test_app(t.app, t.dir);
    return moved;
}

/* The Estates: a rooftop turned up for auction turns over in the auction panel (and with the
 * animations off it is simply there). */
static void rooftop_turns_over(void)
{
    Game g = game_of(registry_find("estates"), 3);
    for (int k = 0; k < g.count; k++) {
        if (strcmp(moves[k], "auction roof") != 0)
            continue;
        Match *m = position(g.rules, &g.opts, g.seed, k + 1);
        bool roof = ((const EstatesState *)m->state)->piece_kind == EST_PIECE_ROOF;
        match_free(m);
        if (!roof)
            continue;
        CHECK(moves_half_way(&g, k, ANIM_NORMAL, "estates-rooftop-mid"));
        CHECK(!moves_half_way(&g, k, ANIM_OFF, NULL));
        return;
    }
    CHECK(!"no rooftop turned up");
}

/* The last move of a game of humans: the winners come forward and the fanfare sounds. */
static void end_is_a_moment(const char *id, int players)
{
    Game g = game_of(registry_find(id), players);
    Table t = table_open_paced(ANIM_NORMAL, false); /* the end screen waits a moment */
    t.app->settings.sound_volume = 80;
    app_apply_settings(t.app);
    play_at(&t, &g, g.count - 1);
    CHECK(!info_of(t.app).fanfare_played);
    app_step(t.app);
    AppTableInfo info = info_of(t.app);
    for (int i = 0; i < 20 && info.holding; i++) { /* the last reveals are read first */
        press_board(t.app);
        app_step(t.app);
        info = info_of(t.app);
    }
    CHECK(info.winners_forward);
    CHECK(info.fanfare_played);
    app_stop_clock(t.app, info.now + 0.3);
    char name[96];
    snprintf(name, sizeof name, "%s-winner-mid", id);
    save_shot(t.app, name);
    close_test_app(t.app, t.dir);
}

int main(void)
{
    money_moves_in("buyout", 4);
    money_moves_in("mintbid", 4);
    money_moves_in("buyword", 3);
    click_acts_on_held_payout();
    rooftop_turns_over();
    for (int i = 0; i < registry_count(); i++)
        end_is_a_moment(registry_game(i)->id, 3);
    return check_report("gui_motion");
}
