/* No board shows a secret. For every game that hides information, at every player count, at a
 * few positions of a game chosen by random bots: each seat's board drawn from the real state and
 * from the game's own `determinize` for that seat (a world that seat cannot tell from the real
 * one) must be the same picture, pixel for pixel: at rest, with the mouse over the board (its
 * highlights and tooltips), and in the middle of the next move's animation. A picture that
 * differs draws something the seat may not know.
 *
 * And hot-seat with bots: once a human has played a private turn and the bots are to move, the
 * board shows no seat's secrets until the next human takes the device (the pass screen), so the
 * next human, already looking, never sees the last one's hand; and the pass screen comes only
 * before a turn whose view holds a secret (Mint Bid's closed bids, not its open auctions). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "app/view.h"
#include "app_drive.h"
#include "check.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/mintbid/mintbid.h"

#define WIDTH 1024
#define HEIGHT 640
#define SAMPLES 2 /* positions looked at in each game */
#define HOVERS 6  /* mouse positions over the board at each */
#define TOOLTIP_WAIT 0.6

static int pictures_compared;

/* A match of human seats (so nothing moves by itself) after the first `k` moves; with
 * `determinize_for` >= 0 its state is replaced by that seat's determinization. */
static Match *position(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                       char (*moves)[MOVE_MAX], int k, int determinize_for)
{
    Match *m = human_match_after(rules, opts, seed, moves, k);
    if (determinize_for >= 0) {
        Rng rng;
        rng_seed(&rng, seed ^ 0x5eC7e75ULL);
        rules->determinize(m->state, determinize_for, &rng);
    }
    return m;
}

/* The mouse at (x, y): the shell and the view hear it as a player's motion, without the turn
 * flow running (no pass screen, no bot). */
typedef struct Pictures {
    SDL_Surface *frames[2 + HOVERS];
    int count;
} Pictures;

static void keep(Pictures *p, App *app)
{
    p->frames[p->count++] = app_read_frame(app);
}

/* Seat `seat`'s board of match m: at rest, under the mouse at HOVERS points, and in the middle
 * of `next`'s animation (when it can be played there). */
static void draw_seat(App *app, Match *m, int seat, const char *next, Pictures *p)
{
    p->count = 0;
    double clock = 100.0;
    app_stop_clock(app, clock);
    CHECK(app_show_match(app, m, seat));
    mouse_at(app, 0, 0);
    keep(p, app);
    SDL_Rect board = app_board_area(app);
    for (int i = 0; i < HOVERS; i++) {
        mouse_at(app, board.x + board.w * (1 + 3 * i % 8) / 9,
                 board.y + board.h * (1 + 5 * i % 7) / 8);
        SDL_FreeSurface(app_read_frame(app)); /* the hover starts */
        clock += TOOLTIP_WAIT;
        app_stop_clock(app, clock);
        keep(p, app);
    }
    mouse_at(app, 0, 0);
    if (next && app_play_move(app, next)) {
        app_stop_clock(app, clock + 0.25); /* pieces on their way */
        keep(p, app);
    }
}

static bool same_picture(const SDL_Surface *a, const SDL_Surface *b)
{
    if (!a || !b || a->w != b->w || a->h != b->h || a->pitch != b->pitch)
        return false;
    return !memcmp(a->pixels, b->pixels, (size_t)a->pitch * (size_t)a->h);
}

static void free_pictures(Pictures *p)
{
    for (int i = 0; i < p->count; i++)
        SDL_FreeSurface(p->frames[i]);
    p->count = 0;
}

/* Whether the move, played from the real position of m, brings nothing to light that `seat`
 * did not know (it reveals nothing, or only the seat's own secrets), and can be played in the
 * seat's guess too: only then must its animation look the same in both worlds (a draw or a roll
 * comes out differently in a guessed world, and shows it). */
static bool hides_nothing_from(const GameRules *rules, const Match *guess, const char *move,
                               int seat)
{
    char err[300];
    Match *real = position(rules, &guess->opts, guess->seed, guess->moves, guess->move_count, -1);
    GameState *after = game_clone(real->state);
    bool ok = rules->apply(after, move, err, sizeof err);
    int mover = game_to_move(real->state);
    Reveal r = ok ? rules->reveals(real->state, move, after) : (Reveal){REVEAL_HIDDEN, NULL, NULL};
    game_free(after);
    match_free(real);
    if (r.kind == REVEAL_HIDDEN || (r.kind == REVEAL_OWN && mover != seat))
        return false;
    GameState *trial = game_clone(guess->state);
    ok = rules->apply(trial, move, err, sizeof err);
    game_free(trial);
    return ok;
}

/* Whether the seat's board after k moves is the same from the real state and its guess. */
static void compare_seat(App *app, const GameRules *rules, const GameOptions *opts, uint64_t seed,
                         char (*moves)[MOVE_MAX], int count, int k, int seat)
{
    const char *next = k < count ? moves[k] : NULL;
    Match *guess = position(rules, opts, seed, moves, k, seat);
    if (next && !hides_nothing_from(rules, guess, next, seat))
        next = NULL;
    Pictures real, guessed;
    draw_seat(app, position(rules, opts, seed, moves, k, -1), seat, next, &real);
    draw_seat(app, guess, seat, next, &guessed);
    CHECK_INT(guessed.count, real.count);
    for (int i = 0; i < real.count && i < guessed.count; i++) {
        bool same = same_picture(real.frames[i], guessed.frames[i]);
        if (!same)
            fprintf(stderr, "%s, %d players, after %d moves: seat %d's board shows a secret (%s)\n",
                    rules->id, opts->players, k, seat,
                    i == 0        ? "at rest"
                    : i <= HOVERS ? "under the mouse"
                                  : "in an animation");
        CHECK(same);
        pictures_compared++;
    }
    free_pictures(&real);
    free_pictures(&guessed);
}

static void boards_show_no_secret(App *app)
{
    enum { LIMIT = 400 };
    static char moves[LIMIT][MOVE_MAX];
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (!rules->hides_information || !view_find(rules->id))
            continue;
        for (int n = rules->min_players; n <= rules->max_players; n++) {
            GameOptions opts;
            options_defaults(rules, &opts);
            opts.players = n;
            char err[300];
            CHECK(match_prepare(rules, &opts, err, sizeof err));
            uint64_t seed = 31 + (uint64_t)n;
            int count = random_game_moves(rules, &opts, seed, 7919, moves, LIMIT);
            for (int sample = 0; sample < SAMPLES; sample++) {
                int k = count * (1 + 2 * sample) / (2 * SAMPLES + 1);
                for (int seat = 0; seat < n; seat++)
                    compare_seat(app, rules, &opts, seed, moves, count, k, seat);
            }
        }
    }
}

/* ---- hot-seat with bots ---- */

/* A table of four: Ann (seat 0) and Ben (seat `ben`), humans at one device, and two quick bots. */
static void start_two_humans(App *app, const GameRules *rules, int ben, uint64_t seed)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 4;
    char err[300];
    CHECK(match_prepare(rules, &opts, err, sizeof err));
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ann");
    for (int seat = 1; seat < 4; seat++)
        if (seat != ben)
            seats[seat].level = BOT_RANDOM;
    seats[ben].bot = false;
    snprintf(seats[ben].name, sizeof seats[ben].name, "Ben");
    CHECK(app_start_match(app, match_new(rules, &opts, seed, seats)));
}

/* Two humans (seats 0 and 2) and two bots: when a bot is to move after a human turn and that
 * human's view still holds a secret, the board is drawn for nobody's secrets while the bots play,
 * and the next human gets the pass screen before their own board. */
static void hot_seat_hides_last_hand(App *app, const GameRules *rules)
{
    start_two_humans(app, rules, 2, 5);
    int looked = 0;
    double clock = 1000.0;
    for (int guard = 0; guard < 100000 && looked < 3; guard++) {
        app_stop_clock(app, clock += 2.0); /* every animation and bot pace is over */
        app_step(app);
        const Match *m = app_match(app);
        if (!m || game_over(m->state))
            break;
        if (app_scene(app) == SCENE_PASS) {
            click_widget(app, _("I am ready"));
            continue;
        }
        if (app_scene(app) != SCENE_GAME)
            break;
        if (app->holding) { /* the table has read what it must read */
            app_key(app, SDLK_SPACE);
            continue;
        }
        int seat = game_to_move(m->state);
        ViewFrame f = game_frame(app);
        if (m->seats[seat].bot) {
            SDL_Delay(1); /* the bot thinks on its thread */
            continue;
        }
        if (!f.can_act)
            continue;
        char move[MOVE_MAX];
        CHECK(bot_choose(m->state, BOT_RANDOM, 77 + (uint64_t)m->move_count, NULL, move, NULL));
        CHECK(app_play_move(app, move));
        app_step(app);
        m = app_match(app);
        int next = game_to_move(m->state);
        if (next == GAME_OVER || !m->seats[next].bot || app->holding ||
            !game_view_private(m->state, seat))
            continue;
        /* a bot is to move while the last human's view holds a secret (a closed bid is out in
           the open once the last one is made): that view is off the screen */
        f = game_frame(app);
        if (f.viewer != -1)
            fprintf(stderr, "%s: the board shows %s's secrets while the bots play\n", rules->id,
                    m->seats[seat].name);
        CHECK_INT(f.viewer, -1);
        looked++;
    }
    if (looked == 0)
        fprintf(stderr, "%s: no private human turn followed by a bot\n", rules->id);
    CHECK(looked > 0);
}

/* Mint Bid hot-seat, two humans (seats 0 and 1) and two bots: nothing a seat knows is hidden
 * from the others but a closed bid, so when the device goes from one human to the other the pass
 * screen comes before a closed bid and never before an open turn (it once came before every
 * turn: a game that hides information was private throughout). */
static void hot_seat_passes_before_closed_bids_only(App *app)
{
    const GameRules *rules = registry_find("mintbid");
    start_two_humans(app, rules, 1, 11);
    int last_human = -1, open_handovers = 0, closed_handovers = 0;
    bool passed = false; /* a pass screen came since the last human move */
    double clock = 1000.0;
    for (int guard = 0; guard < 100000 && (open_handovers < 3 || closed_handovers < 2); guard++) {
        app_stop_clock(app, clock += 2.0);
        app_step(app);
        const Match *m = app_match(app);
        if (!m || game_over(m->state) ||
            !(app_scene(app) == SCENE_PASS || app_scene(app) == SCENE_GAME))
            break;
        if (app_scene(app) == SCENE_PASS) {
            passed = true;
            click_widget(app, _("I am ready"));
            continue;
        }
        if (app->holding) {
            app_key(app, SDLK_SPACE);
            continue;
        }
        int seat = game_to_move(m->state);
        if (m->seats[seat].bot || !game_frame(app).can_act) {
            SDL_Delay(1); /* the bot thinks on its thread */
            continue;
        }
        if (last_human >= 0 && last_human != seat) {
            bool closed = ((const MintBidState *)m->state)->phase == MB_PHASE_SECRET;
            if (passed != closed)
                fprintf(stderr, "mintbid: %s's %s turn came %s a pass screen (move %d)\n",
                        m->seats[seat].name, closed ? "closed bid" : "open",
                        passed ? "after" : "without", m->move_count);
            CHECK(passed == closed);
            (closed ? &closed_handovers : &open_handovers)[0]++;
        }
        char move[MOVE_MAX];
        CHECK(bot_choose(m->state, BOT_RANDOM, 91 + (uint64_t)m->move_count, NULL, move, NULL));
        CHECK(app_play_move(app, move));
        last_human = seat;
        passed = false;
    }
    fprintf(stderr, "mintbid: %d open and %d closed handovers between the humans\n", open_handovers,
            closed_handovers);
    CHECK(open_handovers >= 3 && closed_handovers >= 2);
}

int main(void)
{
    char prefs[] = "/tmp/moguls-secrets-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    App *app = open_test_app(
        (AppOptions){.width = WIDTH, .height = HEIGHT, .fast_bots = true, .animate = true}, prefs);
    if (app) {
        boards_show_no_secret(app);
        fprintf(stderr, "%d pictures compared\n", pictures_compared);
        for (int g = 0; g < registry_count(); g++) {
            const GameRules *rules = registry_game(g);
            if (rules->hides_information && view_find(rules->id) && rules->min_players <= 4 &&
                rules->max_players >= 4)
                hot_seat_hides_last_hand(app, rules);
        }
        hot_seat_passes_before_closed_bids_only(app);
        app_destroy(app);
    }
    check_remove_prefs(prefs);
    return check_report("gui_secrets");
}
