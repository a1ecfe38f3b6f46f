/* The Estates board scene under SDL's dummy video driver: clicks on the drawn board must
 * produce exactly the moves of the notation (docs/notation.md), only legal things are lit,
 * hidden money stays hidden, and an idle board asks for no frames. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/estates/view_internal.h"
#include "ui/text.h"
#include "ui/widgets.h"
#include "view_fixture.h"

extern const GameView estates_view;

typedef struct Fixture {
    Ui *ui;
    Match *match;
    EstatesView *view;
    int viewer; /* -2: the seat to move */
} Fixture;

static EstatesState *state(Fixture *fx)
{
    return (EstatesState *)fx->match->state;
}

static ViewFrame frame_for(const Fixture *fx)
{
    return view_fixture_frame(fx->match, fx->viewer, fx->ui->now);
}

static void draw(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    view_fixture_draw(&estates_view, fx->view, fx->ui, &f, NULL);
}

static ViewEventResult mouse(Fixture *fx, Uint32 type, int x, int y, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_mouse(&estates_view, fx->view, &f, type, x, y, move);
}

static ViewEventResult click_rect(Fixture *fx, SDL_Rect r, char move[MOVE_MAX])
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    draw(fx); /* hover draws the live projection: it must not disturb the hot spots */
    mouse(fx, SDL_MOUSEBUTTONDOWN, x, y, move);
    return mouse(fx, SDL_MOUSEBUTTONUP, x, y, move);
}

/* Is something on the board lit to play this move? */
static bool lit(Fixture *fx, const char *move)
{
    draw(fx);
    return esv_find_hot(fx->view, move) != NULL;
}

/* Clicks what the scene drew for `expected` and checks the view wrote exactly that move. */
static void click_move(Fixture *fx, const char *expected, char move[MOVE_MAX])
{
    draw(fx);
    const EsHot *h = esv_find_hot(fx->view, expected);
    if (!h) {
        fprintf(stderr, "nothing lit for '%s'\n", expected);
        CHECK(false);
        move[0] = '\0';
        return;
    }
    CHECK_INT(click_rect(fx, h->r, move), VIEW_MOVE);
    CHECK_STR(move, expected);
}

static void click_action(Fixture *fx, EsAction action)
{
    draw(fx);
    char move[MOVE_MAX];
    for (int i = 0; i < fx->view->hots; i++)
        if (fx->view->hot[i].action == action) {
            CHECK_INT(click_rect(fx, fx->view->hot[i].r, move), VIEW_HANDLED);
            return;
        }
    fprintf(stderr, "no hot spot for action %d\n", (int)action);
    CHECK(false);
}

/* Plays a move the view produced, as the shell does. */
static void play(Fixture *fx, const char *move)
{
    GameState *before = view_fixture_play(fx->match, move);
    ViewFrame f = frame_for(fx);
    estates_view.move_played(fx->view, &f, before, move, -1, true);
    game_free(before);
}

/* Clicks the move, checks it, plays it. */
static void step(Fixture *fx, const char *expected)
{
    char move[MOVE_MAX];
    click_move(fx, expected, move);
    if (!strcmp(move, expected))
        play(fx, move);
}

static Fixture fixture_new(int players, const char *option)
{
    Fixture fx = {0};
    char err[300];
    fx.ui = view_fixture_ui("gui_estates");
    const GameRules *rules = registry_find("estates");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    if (option && !options_set(rules, &opts, option, err, sizeof err)) {
        fprintf(stderr, "option: %s\n", err);
        exit(1);
    }
    fx.match = match_new(rules, &opts, 5, NULL);
    fx.viewer = -2;
    fx.view = view_fixture_view(&estates_view, fx.ui, fx.match, (SDL_Rect){16, 80, 932, 704});
    return fx;
}

static void fixture_free(Fixture *fx)
{
    view_fixture_free(&estates_view, fx->view, fx->match, fx->ui);
}

static void layout(Fixture *fx, const char *row1, const char *row2, const char *row3,
                   const char *display, const char *certs, int auctioneer)
{
    const char *rows[EST_ROWS] = {row1, row2, row3};
    char err[200];
    bool ok = estates_test_setup(state(fx), rows, "", display, certs, auctioneer, err, sizeof err);
    if (!ok)
        fprintf(stderr, "bad layout: %s\n", err);
    CHECK(ok);
    ViewFrame f = frame_for(fx);
    estates_view.reset(fx->view, &f);
}

/* Clicks the middle of the thing of this name the last frame drew (docs/lessons.md). */
static ViewEventResult click_thing(Fixture *fx, const char *name, char move[MOVE_MAX])
{
    draw(fx);
    const EsThing *t = esv_find_thing(fx->view, name);
    if (!t) {
        fprintf(stderr, "nothing drawn is named '%s'\n", name);
        CHECK(false);
        return VIEW_IGNORED;
    }
    return click_rect(fx, t->r, move);
}

/* A click on the thing is refused with exactly this reason, and nothing is played. */
static void refused(Fixture *fx, const char *name, const char *reason)
{
    char move[MOVE_MAX] = "";
    int plies = state(fx)->plies;
    view_fixture_reason[0] = '\0';
    ViewEventResult r = click_thing(fx, name, move);
    if (r != VIEW_REFUSED)
        fprintf(stderr, "a click on '%s' was not refused\n", name);
    CHECK_INT(r, VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, reason);
    CHECK_INT(state(fx)->plies, plies);
}

/* Every click that cannot be played says why, in every phase, and the bid being prepared stays. */
static void test_refusals(void)
{
    Fixture fx = fixture_new(3, NULL);
    const char *rows[EST_ROWS] = {"g6 r5/b4", "y5:2", ""};
    char err[200];
    CHECK(estates_test_setup(state(&fx), rows, "2:2+", "r1 b2 w3 | y3 p4 | g2", "0-1---", 0, err,
                             sizeof err));
    ViewFrame f = frame_for(&fx);
    estates_view.reset(fx.view, &f);

    /* choose: a middle cube, a lot, a permit on the board, a spot of Main Street */
    refused(&fx, "cube b2",
            "Only a cube at either end of a display row can be auctioned, and the blue 2 is in "
            "the middle");
    const char *choose_first = "First choose a piece to auction: a cube at a row's end of the "
                               "display, the rooftops, a permit, the mayor or the cancel cube";
    refused(&fx, "lot 1.5", choose_first);
    refused(&fx, "building 2.1", choose_first);
    refused(&fx, "street 3", choose_first);
    refused(&fx, "permit 2", "Permit 2 stays in its row: only the cancel cube can remove it");

    /* bid: other pieces and the board wait; the bid prepared stays through refusals */
    step(&fx, "auction r1");
    refused(&fx, "less", "$1M is the lowest bid you can make now");
    click_action(&fx, ES_ACT_BID_MORE);
    click_action(&fx, ES_ACT_BID_MORE);
    refused(&fx, "cube w3", "The auction of the red 1 is on: bid or pass first");
    refused(&fx, "rooftops", "The auction of the red 1 is on: bid or pass first");
    refused(&fx, "lot 3.1", "The auction of the red 1 is on: bid or pass first");
    CHECK(lit(&fx, "bid 3"));
    state(&fx)->hand[1] = 3;
    refused(&fx, "more", "You have only $3M in hand");
    CHECK(lit(&fx, "bid 3"));
    step(&fx, "bid 3");
    step(&fx, "pass");

    /* decide: buying takes the money in hand */
    state(&fx)->hand[0] = 2;
    refused(&fx, "buy", "You have only $2M in hand: you cannot pay $3M");
    refused(&fx, "mayor", "The bidding is over: sell the red 1 or buy it first");
    step(&fx, "sell");

    /* place a cube: each unlit lot says what is wrong with it */
    refused(&fx, "lot 1.1", "Row 1 lot 1 is white dirt: white dirt holds one cube");
    refused(&fx, "lot 1.6", "Buildings in a row leave no gaps: the next lot of row 1 is lot 3");
    refused(&fx, "building 2.1", "The building on row 2 lot 1 has a rooftop: it is finished");
    refused(&fx, "cube g2", "Place the red 1 first: click a lit lot");
    /* the air over an unlit lot counts as the lot, as it does over a lit one */
    char move[MOVE_MAX];
    draw(&fx);
    SDL_Rect ground = fx.view->lot[0][5];
    SDL_Rect above = {ground.x, fx.view->band[0].y + 2, ground.w, 4};
    CHECK_INT(click_rect(&fx, above, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason,
              "Buildings in a row leave no gaps: the next lot of row 1 is lot 3");
    step(&fx, "place 1.3");

    /* a permit: a row cannot be shortened below its buildings */
    step(&fx, "auction permit 3");
    step(&fx, "pass");
    step(&fx, "pass");
    refused(&fx, "shorten 1", "Permit 3 would make row 1 shorter than its 3 buildings");
    refused(&fx, "lot 1.4",
            "Place permit 3 first, with + or \xe2\x88\x92 at a row's end, or "
            "discard it");
    fixture_free(&fx);
}

/* One name a lesson may use: the rules say it is shown exactly when the view drew it. */
static void check_name(Fixture *fx, const char *name)
{
    bool pointable = fx->match->rules->pointable(fx->match->state, name);
    bool drawn = esv_find_thing(fx->view, name) != NULL;
    if (pointable != drawn)
        fprintf(stderr, "'%s': pointable %d, drawn %d (phase %d)\n", name, pointable, drawn,
                (int)state(fx)->phase);
    CHECK(pointable == drawn);
}

/* Every name of docs/lessons.md, for every row, lot, cube, permit, seat and colour. */
static void check_names(Fixture *fx)
{
    static const char *const fixed[] = {
        "board", "display", "auction", "rooftops", "mayor", "cancel", "piece",   "stow",
        "bid",   "less",    "more",    "pass",     "sell",  "buy",    "discard", "next"};
    static const char *const per_row[] = {"row", "length", "street", "lengthen", "shorten"};
    static const char *const per_lot[] = {"lot", "building", "owner"};
    char name[48];
    draw(fx);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        check_name(fx, fixed[i]);
    for (int r = 1; r <= EST_ROWS; r++) {
        for (size_t i = 0; i < sizeof per_row / sizeof per_row[0]; i++) {
            snprintf(name, sizeof name, "%s %d", per_row[i], r);
            check_name(fx, name);
        }
        for (int l = 1; l <= EST_LOTS; l++)
            for (size_t i = 0; i < sizeof per_lot / sizeof per_lot[0]; i++) {
                snprintf(name, sizeof name, "%s %d.%d", per_lot[i], r, l);
                check_name(fx, name);
            }
    }
    for (int cube = 0; cube < EST_COLOURS * 6; cube++) {
        char text[3];
        estates_cube_text(cube, text);
        snprintf(name, sizeof name, "cube %s", text);
        check_name(fx, name);
    }
    for (int p = 1; p <= EST_PERMITS; p++) {
        snprintf(name, sizeof name, "permit %d", p);
        check_name(fx, name);
    }
    for (int seat = 1; seat <= MAX_SEATS; seat++) {
        snprintf(name, sizeof name, "card %d", seat);
        check_name(fx, name);
    }
    for (int c = 0; c < EST_COLOURS; c++) {
        snprintf(name, sizeof name, "certificate %s", estates_colour_name(c));
        check_name(fx, name);
    }
}

/* Every kind of piece through choose, bid, decide and place, by clicks. */
static void test_turns(void)
{
    Fixture fx = fixture_new(3, NULL);
    char move[MOVE_MAX];
    layout(&fx, "g6 r5/b4", "", "y5:2", "r1 b2 w3 | y3 p4 | g2", "0-1---", 0);

    /* choose: stow first, then only the ends of display rows are lit */
    check_names(&fx);
    step(&fx, "stow");
    check_names(&fx);
    CHECK_INT(state(&fx)->box[0], 1);
    CHECK(!lit(&fx, "stow"));
    CHECK(lit(&fx, "auction r1") && lit(&fx, "auction w3") && lit(&fx, "auction g2"));
    CHECK(!lit(&fx, "auction b2"));
    CHECK(lit(&fx, "auction roof") && lit(&fx, "auction mayor") && lit(&fx, "auction cancel"));
    CHECK(lit(&fx, "auction permit 1") && lit(&fx, "auction permit 3"));

    /* a cube: seat 1 raises the bid once and bids, seat 2 passes, seat 0 buys */
    step(&fx, "auction r1");
    CHECK_INT(state(&fx)->phase, EST_PHASE_BID);
    check_names(&fx);
    CHECK(lit(&fx, "bid 1"));
    click_action(&fx, ES_ACT_BID_MORE);
    click_action(&fx, ES_ACT_BID_MORE);
    click_action(&fx, ES_ACT_BID_LESS);
    step(&fx, "bid 2");
    step(&fx, "pass");
    CHECK_INT(state(&fx)->phase, EST_PHASE_DECIDE);
    check_names(&fx);
    CHECK(lit(&fx, "sell"));
    step(&fx, "buy");
    CHECK_INT(state(&fx)->hand[0], 12 - 1 - 2);
    CHECK_INT(state(&fx)->hand[1], 12 + 2);
    /* place: on top of the blue 4, a new building, or a new row; not on the white-dirt lot
     * holding the green 6, nor on the roofed yellow 5, nor past the first empty lot */
    CHECK(lit(&fx, "place 1.2") && lit(&fx, "place 1.3"));
    CHECK(lit(&fx, "place 2.1") && lit(&fx, "place 3.2"));
    CHECK(!lit(&fx, "place 1.1") && !lit(&fx, "place 3.1") && !lit(&fx, "place 1.4"));
    check_names(&fx);
    step(&fx, "place 1.3");
    CHECK_INT(state(&fx)->height[0][2], 1);
    CHECK_INT(state(&fx)->certificate[EST_RED], 0);

    /* a rooftop nobody bids for goes to the auctioneer free */
    step(&fx, "auction roof");
    step(&fx, "pass");
    step(&fx, "pass");
    CHECK_INT(state(&fx)->phase, EST_PHASE_PLACE);
    CHECK(!lit(&fx, "roof 3.1")); /* already roofed */
    step(&fx, "roof 1.2");
    CHECK(state(&fx)->roof[0][1] >= 0);

    /* a cube sold: seat 2 auctions, seat 0 bids the lowest, seat 1 passes, seat 2 sells */
    step(&fx, "auction w3");
    step(&fx, "bid 1");
    step(&fx, "pass");
    step(&fx, "sell");
    CHECK_INT(state(&fx)->owner, 0);
    step(&fx, "place 2.1");

    /* permits lengthen and shorten; the mayor; the cancel cube; a discard */
    step(&fx, "auction permit 2"); /* seat 0 */
    step(&fx, "pass");
    step(&fx, "pass");
    CHECK(lit(&fx, "permit 2 +") && lit(&fx, "permit 2 -"));
    check_names(&fx);
    step(&fx, "permit 2 +");
    CHECK_INT(estates_requirement(state(&fx), 1), 6);
    step(&fx, "auction permit 1"); /* seat 1 */
    step(&fx, "pass");
    step(&fx, "pass");
    step(&fx, "permit 3 -");
    CHECK_INT(estates_requirement(state(&fx), 2), 3);
    step(&fx, "auction mayor"); /* seat 2 */
    step(&fx, "pass");
    step(&fx, "pass");
    step(&fx, "mayor 2");
    CHECK_INT(state(&fx)->mayor_row, 1);
    step(&fx, "auction cancel"); /* seat 0 */
    step(&fx, "pass");
    step(&fx, "pass");
    CHECK(lit(&fx, "cancel 1") && lit(&fx, "cancel 2") && lit(&fx, "discard"));
    check_names(&fx);
    step(&fx, "cancel 2");
    CHECK_INT(estates_requirement(state(&fx), 1), 4);
    step(&fx, "auction permit 3"); /* seat 1 */
    step(&fx, "pass");
    step(&fx, "pass");
    step(&fx, "discard");
    CHECK_INT(state(&fx)->permit_place[2], EST_AT_GONE);

    /* a click off every lit thing does nothing */
    draw(&fx);
    CHECK_INT(click_rect(&fx, (SDL_Rect){fx.view->river.x, fx.view->river.y, 2, 2}, move),
              VIEW_IGNORED);
    fixture_free(&fx);
}

/* The bid slider sets the amount where it is clicked; keys step it. */
static void test_bid_slider(void)
{
    Fixture fx = fixture_new(2, NULL);
    layout(&fx, "", "", "", "r1 b2 | y3 | g2", "------", 0);
    step(&fx, "auction r1");
    draw(&fx);
    const EsHot *track = NULL;
    for (int i = 0; i < fx.view->hots; i++)
        if (fx.view->hot[i].action == ES_ACT_BID_TRACK)
            track = &fx.view->hot[i];
    CHECK(track != NULL);
    if (track) {
        char move[MOVE_MAX];
        SDL_Rect end = {track->r.x + track->r.w - 2, track->r.y, 1, track->r.h};
        CHECK_INT(click_rect(&fx, end, move), VIEW_HANDLED);
        CHECK(lit(&fx, "bid 12")); /* all the money in hand */
    }
    SDL_Event key;
    memset(&key, 0, sizeof key);
    key.type = SDL_KEYDOWN;
    key.key.keysym.sym = SDLK_DOWN;
    char move[MOVE_MAX];
    ViewFrame f = frame_for(&fx);
    CHECK_INT(estates_view.handle_event(fx.view, &f, &key, move), VIEW_HANDLED);
    step(&fx, "bid 11");
    fixture_free(&fx);
}

/* Another seat's money in hand is never drawn while the round is on; one's own is, and open
 * money shows all. */
static void test_hidden_money(void)
{
    Fixture fx = fixture_new(4, NULL);
    char text[64];
    fx.viewer = 2;
    draw(&fx);
    for (int seat = 0; seat < 4; seat++) {
        esv_money_text(state(&fx), seat, 2, text, sizeof text);
        CHECK_STR(text, seat == 2 ? "$12M in hand" : "$?M in hand");
    }
    esv_money_text(state(&fx), 0, -1, text, sizeof text);
    CHECK_STR(text, "$?M in hand");
    fixture_free(&fx);
    Fixture open = fixture_new(4, "money=open");
    esv_money_text(state(&open), 1, 3, text, sizeof text);
    CHECK_STR(text, "$12M in hand");
    fixture_free(&open);
}

/* The auction panel names whose decision it is without saying they are at it: the same words
 * fit a bot thinking, a lesson's coach talking and a replayed board. */
static void test_turn_words(void)
{
    Fixture fx = fixture_new(3, NULL); /* Player 2 auctions first */
    fx.viewer = 0;
    char text[100];
    ViewFrame f = frame_for(&fx);
    f.can_act = false;
    esv_turn_text(&f, text, sizeof text);
    CHECK_STR(text, "Player 2 to choose a piece to auction");
    play(&fx, "auction y5");
    f = frame_for(&fx);
    esv_turn_text(&f, text, sizeof text);
    CHECK_STR(text, "Player 3 to bid");
    draw(&fx);
    play(&fx, "pass");
    play(&fx, "pass");
    f = frame_for(&fx);
    f.replay = true;
    esv_turn_text(&f, text, sizeof text);
    CHECK_STR(text, "Player 2 to place the yellow 5");
    fixture_free(&fx);
}

/* A multi-round game: play to the end of round 1; the starter deals the next round. */
static void test_next_round(void)
{
    Fixture fx = fixture_new(2, "rounds=2");
    int guard = 0;
    while (state(&fx)->phase != EST_PHASE_ROUND_END && state(&fx)->phase != EST_PHASE_OVER &&
           guard++ < 2000) {
        MoveList legal = MOVELIST_INIT;
        fx.match->rules->legal_moves(fx.match->state, &legal);
        /* bid low and build whenever possible, so the round ends */
        const char *pick = legal.items[0];
        for (int i = 0; i < legal.count; i++)
            if (!strncmp(legal.items[i], "auction roof", 12) || !strcmp(legal.items[i], "pass"))
                pick = legal.items[i];
        char chosen[MOVE_MAX];
        snprintf(chosen, sizeof chosen, "%s", pick);
        movelist_free(&legal);
        play(&fx, chosen);
    }
    CHECK_INT(state(&fx)->phase, EST_PHASE_ROUND_END);
    /* the scored round lays every player's money open: no "$?M" on a rival's card */
    char text[64], expected[64];
    esv_money_text(state(&fx), 1, 0, text, sizeof text);
    snprintf(expected, sizeof expected, "$%dM in hand", state(&fx)->hand[1]);
    CHECK_STR(text, expected);
    check_names(&fx);
    step(&fx, "next");
    CHECK_INT(state(&fx)->round, 1);
    CHECK_INT(state(&fx)->phase, EST_PHASE_CHOOSE);
    fixture_free(&fx);
}

/* Each building shows whose it is: the badge of the holder of its top colour's certificate, and
 * its tooltip names them. The piece under auction has a place before any frame is drawn, so a
 * piece flying there never starts from the window's corner. */
static void test_owners_and_flights(void)
{
    Fixture fx = fixture_new(3, NULL);
    CHECK(fx.view->auction_piece.w > 0);
    CHECK(SDL_HasIntersection(&fx.view->auction_piece, &fx.view->auction));
    layout(&fx, "g6 r5/b4", "w2", "", "r1 b2 | y3 | g2", "0--1-2", 0);
    draw(&fx);
    CHECK(esv_find_thing(fx.view, "owner 1.1") != NULL); /* green: seat 1 */
    CHECK(esv_find_thing(fx.view, "owner 1.2") != NULL); /* blue on top: seat 0 */
    CHECK(esv_find_thing(fx.view, "owner 2.1") != NULL); /* white: seat 2 */
    CHECK(esv_find_thing(fx.view, "owner 1.3") == NULL); /* no building */
    char move[MOVE_MAX];
    const EsThing *b = esv_find_thing(fx.view, "building 1.2");
    CHECK(b != NULL);
    if (b) {
        int x = b->r.x + b->r.w / 2, y = b->r.y + b->r.h / 2;
        mouse(&fx, SDL_MOUSEMOTION, x, y, move);
        fx.ui->mouse_x = x;
        fx.ui->mouse_y = y;
        ui_stop_clock(fx.ui, 100);
        draw(&fx);
        ui_stop_clock(fx.ui, 102); /* past the tooltip's delay */
        draw(&fx);
        CHECK_HAS(fx.ui->tooltip, "It counts for Player 1, who holds the blue certificate.");
    }
    fixture_free(&fx);
}

/* The help text, the picture, and no frames asked for by an idle board. */
static void test_help_and_idle(void)
{
    const char *help = estates_view.help_text;
    CHECK_HAS(help, "# Several rounds");
    CHECK_HAS(help, "# Hidden money");
    CHECK_HAS(help, "cash box");
    CHECK_HAS(help, "begins with $12M in hand");
    CHECK_HAS(help, "24 floor cubes");
    CHECK_HAS(help, "pile of 12 rooftops");
    CHECK_HAS(help, "A check is the game's money");
    Fixture fx = fixture_new(6, NULL);
    int h = estates_view.draw_help_picture(fx.ui, (SDL_Rect){0, 0, 800, 400});
    CHECK(h > 0 && h <= 400);
    fx.ui->anim_speed = 0;
    draw(&fx);
    draw(&fx);
    CHECK(!fx.ui->frame_requested);
    /* six cards fit inside the view's area without overlapping */
    for (int seat = 0; seat < 6; seat++) {
        SDL_Rect c = fx.view->card[seat];
        CHECK(c.y + c.h <= 80 + 704);
        if (seat)
            CHECK(c.y >= fx.view->card[seat - 1].y + fx.view->card[seat - 1].h);
    }
    fixture_free(&fx);
}

/* ---------------------------------------------------------------- numbers a player can read */

/* Relative luminance and contrast ratio (WCAG 2). */
static double luminance(SDL_Color c)
{
    double v[3] = {c.r / 255.0, c.g / 255.0, c.b / 255.0};
    for (int i = 0; i < 3; i++)
        v[i] = v[i] <= 0.04045 ? v[i] / 12.92 : SDL_pow((v[i] + 0.055) / 1.055, 2.4);
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}

static double contrast(SDL_Color a, SDL_Color b)
{
    double la = luminance(a) + 0.05, lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

/* A number as the last frame shows it on its plate (the patch of one colour it is set on): the
 * plate's colour (its commonest) and the ink (the colour standing out most from it), how many
 * rows the digits' ink spans, and how many pixels are neither nor a blend of the two (something
 * drawn over the number). */
typedef struct NumberSeen {
    SDL_Color ground, ink;
    int height, foreign;
} NumberSeen;

static SDL_Color colour_of(Uint32 argb)
{
    return (SDL_Color){(Uint8)(argb >> 16), (Uint8)(argb >> 8), (Uint8)argb, 255};
}

static int by_value(const void *a, const void *b)
{
    Uint32 x = *(const Uint32 *)a, y = *(const Uint32 *)b;
    return x < y ? -1 : x > y;
}

static NumberSeen look_at(Ui *ui, SDL_Rect plate)
{
    NumberSeen seen = {{0, 0, 0, 255}, {0, 0, 0, 255}, 0, 0};
    int n = plate.w * plate.h;
    if (n <= 0)
        return seen;
    Uint32 *px = malloc((size_t)n * 4), *sorted = malloc((size_t)n * 4);
    SDL_RenderReadPixels(ui->renderer, &plate, SDL_PIXELFORMAT_ARGB8888, px, plate.w * 4);
    for (int i = 0; i < n; i++)
        px[i] &= 0xffffff;
    memcpy(sorted, px, (size_t)n * 4);
    qsort(sorted, (size_t)n, 4, by_value);
    Uint32 commonest = sorted[0];
    for (int i = 0, run = 0, best = 0; i < n; i++) {
        run = i > 0 && sorted[i] == sorted[i - 1] ? run + 1 : 1;
        if (run > best) {
            best = run;
            commonest = sorted[i];
        }
    }
    seen.ground = seen.ink = colour_of(commonest);
    for (int i = 0; i < n; i++)
        if (contrast(colour_of(px[i]), seen.ground) > contrast(seen.ink, seen.ground))
            seen.ink = colour_of(px[i]);
    float a[3] = {seen.ground.r, seen.ground.g, seen.ground.b};
    float d[3] = {seen.ink.r - a[0], seen.ink.g - a[1], seen.ink.b - a[2]};
    float dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    int first = -1, last = -1;
    for (int y = 0; y < plate.h; y++)
        for (int x = 0; x < plate.w; x++) {
            SDL_Color c = colour_of(px[y * plate.w + x]);
            float p[3] = {c.r - a[0], c.g - a[1], c.b - a[2]};
            float t = dd > 0 ? (p[0] * d[0] + p[1] * d[1] + p[2] * d[2]) / dd : 0;
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            float off = 0;
            for (int k = 0; k < 3; k++)
                off += (p[k] - t * d[k]) * (p[k] - t * d[k]);
            seen.foreign += off > 24 * 24; /* anti-aliasing stays on the line between the two */
            if (t >= 0.5f) {
                first = first < 0 ? y : first;
                last = y;
            }
        }
    seen.height = first < 0 ? 0 : last - first + 1;
    free(px);
    free(sorted);
    return seen;
}

/* Every number the last frame drew on a piece or a lot (the view names its plate "number ...")
 * is at least 11 pixels high, stands out 4.5:1 from its plate, and nothing lies over it. */
static int check_numbers(Fixture *fx, const char *when)
{
    int checked = 0;
    for (int i = 0; i < fx->view->things; i++) {
        const EsThing *t = &fx->view->thing[i];
        if (strncmp(t->name, "number ", 7) != 0)
            continue;
        NumberSeen seen = look_at(fx->ui, t->r);
        double ratio = contrast(seen.ink, seen.ground);
        if (seen.height < 11 || ratio < 4.5 || seen.foreign > 0)
            fprintf(stderr,
                    "%s, %dx%d: %s at %d,%d %dx%d: %d px high, contrast %.2f, %d pixels "
                    "over it\n",
                    when, fx->ui->pixel_w, fx->ui->pixel_h, t->name, t->r.x, t->r.y, t->r.w, t->r.h,
                    seen.height, ratio, seen.foreign);
        CHECK(seen.height >= 11);
        CHECK(ratio >= 4.5);
        CHECK_INT(seen.foreign, 0);
        checked++;
    }
    return checked;
}

/* The view laid out as the game scene lays out its board in a window of w x h (game_scene.c:
 * the header, a margin, the log's column on the right). */
static Fixture fixture_window(int players, int w, int h, const char *option)
{
    Fixture fx = {0};
    char err[300];
    fx.ui = view_fixture_ui_sized("gui_estates", w, h);
    const GameRules *rules = registry_find("estates");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    if (option && !options_set(rules, &opts, option, err, sizeof err)) {
        fprintf(stderr, "option: %s\n", err);
        exit(1);
    }
    fx.match = match_new(rules, &opts, 5, NULL);
    fx.viewer = 0;
    int margin = ui_px(fx.ui, 16), header = ui_px(fx.ui, 64), log = ui_px(fx.ui, 300);
    SDL_Rect area = {margin, header + margin, fx.ui->pixel_w - log - 3 * margin,
                     fx.ui->pixel_h - header - 2 * margin};
    fx.view = view_fixture_view(&estates_view, fx.ui, fx.match, area);
    return fx;
}

/* A board in the thick of a game: a building of six floors and its rooftop, one of five floors
 * that gets its rooftop, white dirt, three permits on one lot, the mayor; then four auctions,
 * every move marked as the moves since the viewer's turn are. */
static void crowded_board(Fixture *fx, int players)
{
    const char *rows[EST_ROWS] = {"r6 w6/y5/b4/r3/g2/p1:6 b6/r5/y4/g3/p2 g5:1",
                                  "p6/b3 y6:3 w5 r4:4", "b1 w4"};
    char certs[EST_COLOURS + 1];
    for (int c = 0; c < EST_COLOURS; c++)
        certs[c] = (char)('0' + c % players);
    certs[EST_COLOURS] = '\0';
    char err[200];
    bool ok = estates_test_setup(state(fx), rows, "1:3+ 2:3+ 3:3-", "p5 g1 r1 | y3 |", certs, 0,
                                 err, sizeof err);
    if (!ok)
        fprintf(stderr, "bad layout: %s\n", err);
    CHECK(ok);
    ViewFrame f = frame_for(fx);
    estates_view.reset(fx->view, &f);
    const char *auctions[][2] = {
        {"auction roof", "roof 1.3"}, /* on five floors: six pieces high */
        {"auction p5", "place 3.3"},
        {"auction mayor", "mayor 2"},
        {"auction y3", "place 3.3"}, /* a second mark on that lot */
    };
    for (int a = 0; a < 4; a++) {
        play(fx, auctions[a][0]);
        for (int seat = 1; seat < players; seat++)
            play(fx, "pass");
        play(fx, auctions[a][1]);
    }
}

/* Draws the board as the viewer (seat 0) sees it with every move so far marked, and the toasts
 * shown as the shell draws them over it. */
static void draw_marked(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    f.viewer = 0;
    f.can_act = f.to_move == 0;
    for (int k = 0; k < fx->match->move_count && k < VIEW_RECENT_MAX; k++)
        f.recent[f.recent_count++] = fx->match->move_count - 1 - k;
    for (int i = 0, j = f.recent_count - 1; i < j; i++, j--) { /* oldest first */
        int keep = f.recent[i];
        f.recent[i] = f.recent[j];
        f.recent[j] = keep;
    }
    ui_begin_frame(fx->ui);
    estates_view.draw(fx->view, &f);
    ui_draw_toasts(fx->ui);
    ui_end_frame(fx->ui);
}

/* A refused move's toast over the marked board: it lies in the tray, clear of every move's mark
 * and of the buttons. */
static void check_toast_clear_of_marks(Fixture *fx)
{
    Ui *ui = fx->ui;
    ui_toast(ui, "Not allowed: sell to the high bidder or buy the piece yourself", true);
    draw_marked(fx);
    SDL_Rect box;
    CHECK(ui_toasts_drawn(ui, &box));
    CHECK(view_fixture_within(fx->view->tray, box));
    int marks = 0;
    for (int i = 0; i < ui_widget_count(ui); i++) {
        SDL_Rect r;
        bool button, enabled;
        const char *tip, *label = ui_widget_at(ui, i, &r, &button, &enabled, &tip);
        bool mark = !strncmp(label, "move ", 5);
        marks += mark;
        if ((mark || button) && SDL_HasIntersection(&box, &r))
            fprintf(stderr, "%dx%d: the toast at %d,%d %dx%d hides '%s'\n", ui->pixel_w,
                    ui->pixel_h, box.x, box.y, box.w, box.h, label);
        CHECK(!((mark || button) && SDL_HasIntersection(&box, &r)));
    }
    CHECK(marks > 0);
    ui_stop_clock(ui, ui->now + 60); /* the toast is gone */
}

/* At 1024x640 (and the larger sizes) every number on a cube, a rooftop, a permit and a lot is at
 * least 11 pixels high, stands out 4.5:1, and no owner's disc, move mark, rooftop or highlight
 * covers it: on a crowded board with marks, then with a cube to place and the mouse on a lit lot
 * (its highlight and the projected scores). */
static void test_numbers_legible(void)
{
    const int sizes[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    for (int size = 0; size < 3; size++)
        for (int players = 2; players <= 4; players++) {
            Fixture fx = fixture_window(players, sizes[size][0], sizes[size][1], NULL);
            fx.ui->anim_speed = 0;
            crowded_board(&fx, players);
            draw_marked(&fx);
            int floors = check_numbers(&fx, "marked");
            /* lots, floors, rooftops, permits, the display, the rooftops left, the streets' rows */
            CHECK_INT(floors, 30 + 22 + 5 + 3 + 2 + 1 + 3);
            check_toast_clear_of_marks(&fx);
            fx.viewer = -2;
            int auctioneer = state(&fx)->auctioneer;
            play(&fx, "auction r1");
            for (int seat = 1; seat < players; seat++)
                play(&fx, "pass");
            CHECK_INT(state(&fx)->owner, auctioneer);
            draw(&fx);
            const EsHot *lit = esv_find_hot(fx.view, "place 2.1");
            CHECK(lit != NULL);
            if (lit) {
                char move[MOVE_MAX];
                int x = lit->r.x + lit->r.w / 2, y = lit->r.y + lit->r.h - 2;
                mouse(&fx, SDL_MOUSEMOTION, x, y, move);
                fx.ui->mouse_x = x;
                fx.ui->mouse_y = y;
            }
            draw(&fx);
            draw(&fx); /* the projection follows the hot spots of the frame before */
            /* and the cube to place instead of the one left in the display */
            CHECK_INT(check_numbers(&fx, "placing"), 30 + 22 + 5 + 3 + 1 + 1 + 1 + 3);
            view_fixture_free(&estates_view, fx.view, fx.match, fx.ui);
        }
}

/* At 1024x640 the buildings fill the rows: while none is more than three pieces tall, a floor is
 * a cube (its face nearly as high as wide) more than half as high again as the least floor, and
 * its number bigger than the least; a building of six floors and its rooftop brings every floor
 * down to the room it needs, and still stands inside its row's strip. */
static void test_buildings_fill_rows(void)
{
    Fixture fx = fixture_window(4, 1024, 640, NULL);
    layout(&fx, "r6 b5/y4", "g3", "", "p1 w2 | y3 | g2", "0123--", 0);
    draw(&fx);
    const EsThing *face = esv_find_thing(fx.view, "number 1.2 floor 2");
    CHECK(face != NULL);
    if (face) {
        CHECK(face->r.h >= ES_FACE_MIN * 3 / 2);
        CHECK(face->r.h * 3 >= fx.view->floor.width * 2);
    }
    CHECK(fx.view->floor.number_px > ES_NUMBER_PX);
    /* lots, floors, the display, the permits and the rooftops left, the streets' rows */
    CHECK_INT(check_numbers(&fx, "low buildings"), 30 + 4 + 4 + 3 + 1 + 3);
    layout(&fx, "r6 w6/y5/b4/r3/g2/p1:6", "g3", "", "b2 y2 | y3 | b1", "0123--", 0);
    draw(&fx);
    const EsThing *tall = esv_find_thing(fx.view, "building 1.2");
    CHECK(tall != NULL);
    if (tall)
        CHECK(tall->r.y >= fx.view->band[0].y);
    CHECK(fx.view->floor.height < ES_FACE_MIN * 3 / 2);
    CHECK_INT(check_numbers(&fx, "a tall building"), 30 + 8 + 1 + 4 + 3 + 1 + 3);
    fixture_free(&fx);
}

/* ---------------------------------------------------------------- texts clear of pictures */

/* The mouse over (x, y), and the frames that show what it points at (the projection follows
 * the hot spots of the frame before). */
static void hover(Fixture *fx, int x, int y)
{
    char move[MOVE_MAX];
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    fx->ui->mouse_x = x;
    fx->ui->mouse_y = y;
    draw(fx);
    draw(fx);
}

/* The first legal move now (kept until the next call). */
static const char *first_legal(Fixture *fx)
{
    static char first[MOVE_MAX];
    MoveList legal = MOVELIST_INIT;
    fx->match->rules->legal_moves(fx->match->state, &legal);
    snprintf(first, sizeof first, "%s", legal.count ? legal.items[0] : "");
    movelist_free(&legal);
    return first;
}

/* Plays the first legal move, preferring auctions of rooftops and passes (the round ends soon). */
static void play_quickly(Fixture *fx)
{
    MoveList legal = MOVELIST_INIT;
    fx->match->rules->legal_moves(fx->match->state, &legal);
    const char *pick = legal.items[0];
    for (int i = 0; i < legal.count; i++)
        if (!strncmp(legal.items[i], "auction roof", 12) || !strcmp(legal.items[i], "pass"))
            pick = legal.items[i];
    char chosen[MOVE_MAX];
    snprintf(chosen, sizeof chosen, "%s", pick);
    movelist_free(&legal);
    play(fx, chosen);
}

/* A bidder facing a high bid it cannot beat, drawn as that bidder (three players or more:
 * with two, the only bidder never faces a high bid). */
static void high_bid_out_of_reach(Fixture *fx)
{
    fx->viewer = -2;
    for (int guard = 0;
         guard < 20 && (state(fx)->phase != EST_PHASE_BID || state(fx)->high_bidder < 0); guard++)
        play(fx, state(fx)->phase == EST_PHASE_BID ? "bid 1" : first_legal(fx));
    CHECK_INT(state(fx)->phase, EST_PHASE_BID);
    CHECK(state(fx)->high_bidder >= 0);
    state(fx)->hand[game_to_move(fx->match->state)] = state(fx)->high_bid;
    draw(fx);
    CHECK(esv_find_hot(fx->view, "pass") != NULL);
    CHECK(esv_find_hot(fx->view, "bid 2") == NULL);
    fx->viewer = 0;
}

/* The mouse over each row of the crowded board in turn (its state at the row's end, or on the
 * board's lower edge where tall buildings stand in the way), then the auctioneer, given rooftop
 * one for nothing, with the mouse on the lit lot it may build on. */
static void rows_under_mouse(Fixture *fx, int players, int *seen)
{
    for (int row = 0; row < EST_ROWS; row++) {
        SDL_Rect b = fx->view->band[row], end = fx->view->row_end[row];
        hover(fx, end.x - fx->view->lot_w / 2, b.y + b.h / 2);
        CHECK_INT(fx->view->hover_row, row);
        CHECK_INT(view_fixture_new_reports(fx->ui, seen, "a row's state"), 0);
    }
    fx->viewer = -2;
    int auctioneer = state(fx)->auctioneer;
    play(fx, "auction r1");
    for (int seat = 1; seat < players; seat++)
        play(fx, "pass");
    CHECK_INT(state(fx)->owner, auctioneer);
    draw(fx); /* as the auctioneer */
    const EsHot *lit = esv_find_hot(fx->view, "place 2.1");
    CHECK(lit != NULL);
    if (lit)
        hover(fx, lit->r.x + lit->r.w / 2, lit->r.y + lit->r.h - 2);
    CHECK_INT(view_fixture_new_reports(fx->ui, seen, "a row's state after a placement"), 0);
    play(fx, "place 2.1");
}

/* No text runs over the edge of a picture and no picture covers part of a text (the text
 * check), at every window size and table: the rooftops' count of two digits beside the next
 * supply piece (12, 11 and 10 left); the auction panel's words under its piece when the high bid is
 * out of reach; each row's state with the mouse over it; the round's scores over the button that
 * deals the next. */
static void test_texts_clear_of_pictures(void)
{
    const int sizes[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    setenv("MOGULS_TEXT_CHECK", "1", 1);
    for (int size = 0; size < 3; size++)
        for (int players = 2; players <= MAX_SEATS; players += 2) {
            Fixture fx = fixture_window(players, sizes[size][0], sizes[size][1], "rounds=2");
            CHECK(fx.ui->text_check != NULL);
            fx.ui->anim_speed = 0;
            int seen = 0;
            CHECK_INT(state(&fx)->roof_pile_count, 12);
            for (int count = 12; count >= 10; count--) { /* the widest counts */
                state(&fx)->roof_pile_count = count;
                draw_marked(&fx);
                CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "rooftops left"), 0);
            }
            if (players > 2) {
                high_bid_out_of_reach(&fx);
                CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "a high bid out of reach"), 0);
            }
            crowded_board(&fx, players);
            rows_under_mouse(&fx, players, &seen);
            for (int guard = 0; state(&fx)->phase != EST_PHASE_ROUND_END &&
                                !game_over(fx.match->state) && guard < 2000;
                 guard++)
                play_quickly(&fx);
            CHECK_INT(state(&fx)->phase, EST_PHASE_ROUND_END);
            draw(&fx); /* as the seat to deal the next round */
            CHECK(esv_find_hot(fx.view, "next") != NULL);
            CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "the round's end"), 0);
            view_fixture_free(&estates_view, fx.view, fx.match, fx.ui);
        }
    unsetenv("MOGULS_TEXT_CHECK");
}

/* The text check's reports since the last look about a text with a letter or a digit (not a
 * player colour's symbol alone). */
static int lettered_reports(Ui *ui, int *seen, const char *when)
{
    int count = ui_text_check_count(ui), lettered = 0;
    for (int back = count - *seen - 1; back >= 0; back--) {
        const char *line = ui_text_check_line(ui, back), *quote = strchr(line, '\'');
        bool letters = false;
        for (const char *p = quote ? quote + 1 : ""; *p && *p != '\''; p++)
            letters |= isalnum((unsigned char)*p) != 0;
        if (letters) {
            fprintf(stderr, "%s: %s\n", when, line);
            lettered++;
        }
    }
    *seen = count;
    return lettered;
}

/* In the colour-blind palette every cube's number has its company's letter beside it, as large
 * ("5R": 11 px at 1024x640) and clear of it, on the display's cubes, the buildings' floors and the
 * cube up for auction, whatever the table: the text check (legibility, as gui_text runs it)
 * reports none of their texts. The palette is switched on after the view's layout, as the
 * settings do. */
static void test_colour_letters_legible(void)
{
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    for (int players = 2; players <= MAX_SEATS; players += 2) {
        Fixture fx = fixture_window(players, 1024, 640, NULL);
        CHECK(fx.ui->text_check != NULL);
        fx.ui->colour_blind = true;
        fx.ui->anim_speed = 0;
        int seen = 0;
        crowded_board(&fx, players);
        draw_marked(&fx);
        CHECK_INT(lettered_reports(fx.ui, &seen, "colour-blind, a crowded board"), 0);
        fx.viewer = -2;
        play(&fx, "auction g1");
        draw(&fx);
        CHECK_INT(lettered_reports(fx.ui, &seen, "colour-blind, a cube up for auction"), 0);
        view_fixture_free(&estates_view, fx.view, fx.match, fx.ui);
    }
    unsetenv("MOGULS_TEXT_CHECK");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_turns();
    test_refusals();
    test_bid_slider();
    test_hidden_money();
    test_next_round();
    test_turn_words();
    test_owners_and_flights();
    test_help_and_idle();
    test_numbers_legible();
    test_buildings_fill_rows();
    test_texts_clear_of_pictures();
    test_colour_letters_legible();
    SDL_Quit();
    return check_report("gui_estates");
}
