/* The Buyout! board scene under SDL's dummy video driver: clicks on the drawn board must produce
 * exactly the moves of the notation (docs/notation.md), the hover text must tell the rules'
 * costs, and the other players' hands must stay hidden. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/buyout/view_internal.h"
#include "ui/text.h"
#include "view_fixture.h"

typedef struct Fixture {
    Ui *ui;
    Match *match;
    BuyoutView *view;
    int viewer; /* -2: the seat to move */
    int played; /* the moves played by the test so far */
} Fixture;

static ViewFrame frame_for(const Fixture *fx)
{
    return view_fixture_frame(fx->match, fx->viewer, fx->ui->now);
}

static void draw(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    view_fixture_draw(&buyout_view, fx->view, fx->ui, &f, &(SDL_Color){0, 0, 0, 255});
}

static ViewEventResult mouse(Fixture *fx, Uint32 type, int x, int y, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_mouse(&buyout_view, fx->view, &f, type, x, y, move);
}

static ViewEventResult click_at(Fixture *fx, SDL_Rect r, char move[MOVE_MAX])
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    draw(fx);
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    ViewEventResult result = mouse(fx, SDL_MOUSEBUTTONDOWN, x, y, move);
    char ignored[MOVE_MAX];
    mouse(fx, SDL_MOUSEBUTTONUP, x, y, ignored);
    return result;
}

static ViewEventResult click_lot(Fixture *fx, const char *name, char move[MOVE_MAX])
{
    return click_at(fx, fx->view->lot[buyout_parse_lot(name)], move);
}

/* Clicks the first tile of that kind in the tray's hand. */
static ViewEventResult click_hand(Fixture *fx, BuyoutKind kind)
{
    char move[MOVE_MAX];
    draw(fx);
    for (int i = 0; i < fx->view->hand_tiles; i++)
        if (fx->view->hand_kind[i] == (int)kind)
            return click_at(fx, fx->view->hand_rect[i], move);
    fprintf(stderr, "no %s in the drawn hand\n", buyout_kind_name(kind));
    CHECK(false);
    return VIEW_IGNORED;
}

static ViewEventResult click_button(Fixture *fx, BovAction action, char move[MOVE_MAX])
{
    draw(fx);
    for (int i = 0; i < fx->view->buttons; i++)
        if (fx->view->button[i].action == action)
            return click_at(fx, fx->view->button[i].r, move);
    fprintf(stderr, "no button for action %d\n", (int)action);
    CHECK(false);
    move[0] = '\0';
    return VIEW_IGNORED;
}

/* The cost line shown for the lot under the mouse ("" if none). */
static void hover_text(Fixture *fx, const char *name, char *out, size_t outlen)
{
    char move[MOVE_MAX];
    SDL_Rect r = fx->view->lot[buyout_parse_lot(name)];
    draw(fx);
    mouse(fx, SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2, move);
    ViewFrame f = frame_for(fx);
    if (!bov_cost_text(fx->view, &f, fx->view->hover_lot, out, outlen))
        out[0] = '\0';
}

static void play(Fixture *fx, const char *move)
{
    GameState *before = view_fixture_play(fx->match, move);
    fx->played = fx->match->move_count;
    ViewFrame f = frame_for(fx);
    buyout_view.move_played(fx->view, &f, before, move, -1, true);
    game_free(before);
}

static Fixture fixture_new(int players, const char *setup)
{
    Fixture fx = {0};
    fx.viewer = -2;
    char err[300];
    fx.ui = view_fixture_ui("gui_buyout");
    fx.ui->anim_speed = 0;
    const GameRules *rules = registry_find("buyout");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    fx.match = match_new(rules, &opts, 5, NULL);
    if (setup) {
        bool ok = buyout_test_setup((BuyoutState *)fx.match->state, setup, err, sizeof err);
        if (!ok)
            fprintf(stderr, "setup '%s': %s\n", setup, err);
        CHECK(ok);
    }
    fx.view = view_fixture_view(&buyout_view, fx.ui, fx.match, (SDL_Rect){16, 70, 920, 720});
    return fx;
}

static void fixture_free(Fixture *fx)
{
    view_fixture_free(&buyout_view, fx->view, fx->match, fx->ui);
}

/* Regular tiles (a buyout among them), a park, and ending the turn. */
static void test_place_buyout_end(void)
{
    Fixture fx = fixture_new(2, "3C:1R1R1R hand0:RPD money0:10 money1:2 turn:0");
    char move[MOVE_MAX], text[256];
    /* no tile picked: a lot click asks for one and makes no move */
    CHECK_INT(click_lot(&fx, "3C", move), VIEW_REFUSED);
    CHECK_STR(move, "");
    CHECK_INT(click_hand(&fx, BUYOUT_REGULAR), VIEW_HANDLED);
    CHECK_INT(fx.view->selected_kind, BUYOUT_REGULAR);
    hover_text(&fx, "3C", text, sizeof text);
    CHECK_HAS(text, "3C Downtown");
    CHECK_HAS(text, "buy out");
    CHECK_HAS(text, "$6,000");
    hover_text(&fx, "8F", text, sizeof text);
    CHECK_STR(text, "8F Suburbs: free");
    CHECK_INT(click_lot(&fx, "3C", move), VIEW_MOVE);
    CHECK_STR(move, "place R 3C");
    play(&fx, move);
    const BuyoutState *s = (const BuyoutState *)fx.match->state;
    CHECK_INT(s->money[0], 4);
    CHECK_INT(s->money[1], 8);
    /* the park cannot go on a building: no lit lot there, and the hover tells nothing */
    CHECK_INT(click_hand(&fx, BUYOUT_PARK), VIEW_HANDLED);
    hover_text(&fx, "3C", text, sizeof text);
    CHECK_STR(text, "");
    ViewFrame f = frame_for(&fx);
    CHECK(!bov_lot_target(fx.view, &f, buyout_parse_lot("3C")));
    CHECK(bov_lot_target(fx.view, &f, buyout_parse_lot("1A")));
    CHECK_INT(click_lot(&fx, "1A", move), VIEW_MOVE);
    CHECK_STR(move, "place P 1A");
    play(&fx, move);
    CHECK_INT(click_button(&fx, BOV_ACT_END, move), VIEW_MOVE);
    CHECK_STR(move, "end");
    play(&fx, move);
    CHECK_INT(game_to_move(fx.match->state), 1);
    fixture_free(&fx);
}

/* A roof, a department store (its charge on the hover) and scaffolding moved. */
static void test_roof_store_scaffold_move(void)
{
    Fixture fx = fixture_new(2, "4C:0R 4D:1R 6D:1R 7F:1R1R hand0:FDS money0:10 money1:5 turn:0");
    char move[MOVE_MAX], text[256];
    CHECK_INT(click_hand(&fx, BUYOUT_ROOF), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "4C", move), VIEW_MOVE);
    CHECK_STR(move, "place F 4C");
    play(&fx, move);
    CHECK_INT(click_hand(&fx, BUYOUT_STORE), VIEW_HANDLED);
    hover_text(&fx, "5D", text, sizeof text);
    CHECK_STR(text, "5D Downtown: Player 2 pays you $2,000");
    CHECK_INT(click_lot(&fx, "5D", move), VIEW_MOVE);
    CHECK_STR(move, "place D 5D");
    play(&fx, move);
    CHECK_INT(((const BuyoutState *)fx.match->state)->money[0], 12);
    CHECK_INT(click_hand(&fx, BUYOUT_SCAFFOLD), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "6D", move), VIEW_MOVE);
    CHECK_STR(move, "place S 6D");
    play(&fx, move);
    CHECK_INT(((const BuyoutState *)fx.match->state)->phase, BUYOUT_PHASE_SCAFFOLD);
    /* the destination's cost: buying out the 2-tile building on 7F */
    hover_text(&fx, "7F", text, sizeof text);
    CHECK_STR(text, "7F Suburbs: buy out Player 2 for $4,000");
    CHECK_INT(click_lot(&fx, "7F", move), VIEW_MOVE);
    CHECK_STR(move, "move 7F");
    play(&fx, move);
    fixture_free(&fx);
}

/* Scaffolding kept where it is, then a pass with nothing legal. */
static void test_stay_and_pass(void)
{
    Fixture fx = fixture_new(2, "3C:0R hand0:S hand1:F turn:0");
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_SCAFFOLD), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "3C", move), VIEW_MOVE);
    CHECK_STR(move, "place S 3C");
    play(&fx, move);
    CHECK_INT(click_button(&fx, BOV_ACT_STAY, move), VIEW_MOVE);
    CHECK_STR(move, "stay");
    play(&fx, move);
    Fixture fx2 = fixture_new(2, "hand0:F hand1:R turn:0");
    CHECK_INT(click_button(&fx2, BOV_ACT_PASS, move), VIEW_MOVE);
    CHECK_STR(move, "pass");
    play(&fx2, move);
    fixture_free(&fx2);
    fixture_free(&fx);
}

/* Every click that cannot be played says why, plays nothing and keeps the picked tile. */
static void expect_refusal(Fixture *fx, ViewEventResult got, const char *why, int selected)
{
    CHECK_INT(got, VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, why);
    CHECK_INT(fx->view->selected_kind, selected);
    CHECK_INT(fx->match->move_count, fx->played);
}

/* Clicks the first tile on a player's card. */
static ViewEventResult click_card_tile(Fixture *fx, int seat)
{
    char move[MOVE_MAX];
    draw(fx);
    CHECK(fx->view->card_tiles[seat] > 0);
    return click_at(fx, fx->view->card_tile[seat][0], move);
}

/* Placing: no tile picked, a lot the picked tile may not go on (every reason), a buyout the
 * player cannot afford, a rival's hidden tiles. */
static void test_refused_placements(void)
{
    Fixture fx = fixture_new(2, "3C:1R1R1R 4C:1P 5C:1F 6D:0R hand0:PFS hand1:RR money0:4 turn:0");
    char move[MOVE_MAX] = "";
    expect_refusal(&fx, click_lot(&fx, "4D", move), "Pick a tile from your hand first", -1);
    CHECK_STR(move, "");
    CHECK_INT(click_hand(&fx, BUYOUT_PARK), VIEW_HANDLED);
    expect_refusal(&fx, click_lot(&fx, "3C", move), "A park needs an empty lot, and 3C is built on",
                   BUYOUT_PARK);
    expect_refusal(&fx, click_lot(&fx, "4C", move),
                   "A park closes its lot for good: nothing can go on 4C", BUYOUT_PARK);
    expect_refusal(&fx, click_lot(&fx, "5C", move),
                   "A roof closes its lot for good: nothing can go on 5C", BUYOUT_PARK);
    CHECK_INT(click_hand(&fx, BUYOUT_ROOF), VIEW_HANDLED);
    expect_refusal(&fx, click_lot(&fx, "8F", move),
                   "A roof goes on top of a building, and 8F is empty", BUYOUT_ROOF);
    expect_refusal(&fx, click_lot(&fx, "3C", move),
                   "Buying out Player 2 on 3C costs $6,000, and you have $4,000", BUYOUT_ROOF);
    CHECK_INT(click_hand(&fx, BUYOUT_SCAFFOLD), VIEW_HANDLED);
    expect_refusal(&fx, click_lot(&fx, "8F", move),
                   "Scaffolding goes on top of a building, and 8F is empty", BUYOUT_SCAFFOLD);
    expect_refusal(&fx, click_card_tile(&fx, 1),
                   "Those are Player 2's tiles: you build from your own hand, under the city",
                   BUYOUT_SCAFFOLD);
    /* the player's own card works like the tray */
    CHECK_INT(click_card_tile(&fx, 0), VIEW_HANDLED);
    CHECK_INT(fx.view->selected_kind, BUYOUT_PARK);
    CHECK_STR(move, "");
    fixture_free(&fx);
}

/* A rules refusal the view does not foresee still keeps the picked tile. */
static void test_refused_by_rules_keeps_tile(void)
{
    Fixture fx = fixture_new(2, "3C:1R hand0:P turn:0");
    char move[MOVE_MAX], err[200] = "";
    CHECK_INT(click_hand(&fx, BUYOUT_PARK), VIEW_HANDLED);
    CHECK(!match_play(fx.match, "place P 3C", err, sizeof err));
    CHECK(err[0] != '\0');
    draw(&fx);
    CHECK_INT(fx.view->selected_kind, BUYOUT_PARK); /* still picked, to try another lot */
    CHECK_INT(click_lot(&fx, "4D", move), VIEW_MOVE);
    CHECK_STR(move, "place P 4D");
    fixture_free(&fx);
}

/* While the scaffolding waits to move: the hand, its own lot, a closed lot, a dear buyout. */
static void test_refused_scaffold_moves(void)
{
    Fixture fx = fixture_new(2, "3C:1R1R1R 4C:1P 6D:0R hand0:SR money0:4 turn:0");
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_SCAFFOLD), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "6D", move), VIEW_MOVE);
    play(&fx, move);
    expect_refusal(&fx, click_hand(&fx, BUYOUT_REGULAR),
                   "Finish with the scaffolding first: move it to a lit lot, or Stay", -1);
    expect_refusal(&fx, click_lot(&fx, "6D", move),
                   "The scaffolding stands on 6D already: pick another lot, or Stay", -1);
    expect_refusal(&fx, click_lot(&fx, "4C", move),
                   "A park closes its lot for good: nothing can go on 4C", -1);
    expect_refusal(&fx, click_lot(&fx, "3C", move),
                   "Buying out Player 2 on 3C costs $6,000, and you have $4,000", -1);
    CHECK_INT(click_lot(&fx, "8F", move), VIEW_MOVE);
    CHECK_STR(move, "move 8F");
    fixture_free(&fx);
}

/* A tile with nowhere to go, and a hand with nothing to play (only Pass). */
static void test_refused_tiles(void)
{
    Fixture fx = fixture_new(2, "4C:1P hand0:FR turn:0");
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_REGULAR), VIEW_HANDLED);
    expect_refusal(&fx, click_hand(&fx, BUYOUT_ROOF),
                   "Your roof cannot go anywhere now: it needs a building it may go on",
                   BUYOUT_REGULAR);
    Fixture fx2 = fixture_new(2, "hand0:F hand1:R turn:0");
    expect_refusal(&fx2, click_hand(&fx2, BUYOUT_ROOF),
                   "None of your tiles can go anywhere now: click Pass", -1);
    expect_refusal(&fx2, click_lot(&fx2, "3C", move),
                   "None of your tiles can go anywhere now: click Pass", -1);
    fixture_free(&fx2);
    fixture_free(&fx);
}

/* Each district chip tells who would be paid now for the tallest building and for the most
 * buildings, and how much; a tie pays nobody. */
static void test_district_standings(void)
{
    Fixture fx = fixture_new(2, "3C:0R0R 4C:1R 5C:1R 1A:0R 2A:1R 8F:0P hand0:R turn:0");
    draw(&fx);
    ViewFrame f = frame_for(&fx);
    char words[320];
    bov_district_words(&f, BUYOUT_DOWNTOWN, words, sizeof words);
    CHECK_STR(words, "Downtown, if the round ended now. Tallest: Player 1 (2 tiles) gets $7,000. "
                     "Most buildings: Player 2 (2) gets $4,000.");
    bov_district_words(&f, BUYOUT_HARBOR, words, sizeof words);
    CHECK_STR(words, "Harbor, if the round ended now. Tallest: tied at 1 tile, nobody is paid. "
                     "Most buildings: tied, nobody is paid.");
    bov_district_words(&f, BUYOUT_MIDTOWN, words, sizeof words);
    CHECK_STR(words, "Midtown has no buildings yet");
    for (int i = 0; i < BUYOUT_REGIONS; i++) /* the chips sit side by side under the city */
        CHECK(fx.view->district[i].w > 0 &&
              fx.view->district[i].y >= fx.view->board.y + fx.view->board.h);
    fixture_free(&fx);
}

/* The coach finds every name the rules call pointable where the board draws it, and nothing
 * else. */
static void test_locate(void)
{
    Fixture fx = fixture_new(2, "3C:0R hand0:RS hand1:RR turn:0");
    fx.viewer = 0;
    draw(&fx);
    ViewFrame f = frame_for(&fx);
    SDL_Rect r;
    const char *names[] = {"lot 3C", "district old town", "districts", "hand", "tile S", "card 2",
                           "die"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        CHECK(buyout_pointable(fx.match->state, names[i]));
        bool found = buyout_view.locate(fx.view, &f, names[i], &r);
        if (!found)
            fprintf(stderr, "cannot locate '%s'\n", names[i]);
        CHECK(found && r.w > 0 && r.h > 0);
    }
    CHECK(buyout_view.locate(fx.view, &f, "lot 3C", &r));
    CHECK(!memcmp(&r, &fx.view->lot[buyout_parse_lot("3C")], sizeof r));
    CHECK(!buyout_view.locate(fx.view, &f, "card 3", &r)); /* two players */
    CHECK(!buyout_view.locate(fx.view, &f, "card 9", &r));
    CHECK(!buyout_view.locate(fx.view, &f, "tile D", &r));
    CHECK(!buyout_view.locate(fx.view, &f, "end", &r)); /* nothing placed yet */
    play(&fx, "place R 3C");
    draw(&fx);
    f = frame_for(&fx);
    CHECK(buyout_pointable(fx.match->state, "end"));
    CHECK(buyout_view.locate(fx.view, &f, "end", &r));
    fixture_free(&fx);
}

/* Where nobody chose, the seats take the rulebook's colours in its order: red, yellow, green,
 * blue (then the palette's others). */
static void test_seat_colours(void)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ann");
    view_default_colours(&buyout_view, seats);
    Fixture fx = fixture_new(2, NULL);
    const char *names[] = {"Red", "Yellow", "Green", "Blue"};
    for (int i = 0; i < 4; i++)
        CHECK_STR(ui_player_colour_name(fx.ui, seats[i].colour), names[i]);
    CHECK_INT(seats[4].colour, 4);
    CHECK_INT(seats[5].colour, 5);
    fixture_free(&fx);
}

static SDL_Color pixel(Fixture *fx, int x, int y)
{
    return view_fixture_pixel(fx->ui, x, y);
}

static bool near(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) < 24 && abs(a.g - b.g) < 24 && abs(a.b - b.b) < 24;
}

/* Seat 0 sees its own tiles; seat 1's hand shows only backs (not its colour), in the tray and
 * on its card; with no viewer, the tray shows no hand at all. */
static void test_hidden_hands(void)
{
    Fixture fx = fixture_new(2, "hand0:RRR hand1:RRR turn:0");
    fx.viewer = 0;
    draw(&fx);
    SDL_Color own = ui_player_colour(fx.ui, fx.match->seats[0].colour);
    SDL_Color other = ui_player_colour(fx.ui, fx.match->seats[1].colour);
    CHECK_INT(fx.view->card_tiles[0], 3);
    CHECK_INT(fx.view->card_tiles[1], 3);
    CHECK_INT(fx.view->hand_tiles, 3);
    for (int i = 0; i < 3; i++) {
        SDL_Rect mine = fx.view->card_tile[0][i], theirs = fx.view->card_tile[1][i];
        /* a point on the face below the shine, clear of the back's skyline */
        CHECK(near(pixel(&fx, mine.x + mine.w / 4, mine.y + mine.h * 7 / 8), own));
        CHECK(!near(pixel(&fx, theirs.x + theirs.w / 4, theirs.y + theirs.h * 7 / 8), other));
    }
    fx.viewer = 1;
    fx.ui->now += 1;
    draw(&fx);
    for (int i = 0; i < 3; i++) {
        SDL_Rect r = fx.view->card_tile[0][i];
        CHECK(!near(pixel(&fx, r.x + r.w / 4, r.y + r.h * 7 / 8), own));
    }
    fx.viewer = -1;
    draw(&fx);
    CHECK_INT(fx.view->hand_tiles, 0);
    fixture_free(&fx);
}

/* A round's end opens the payout panel, which holds play until the table has read it (the shell
 * releases it on a click); it goes without a move being made. */
static void test_payout_panel(void)
{
    Fixture fx = fixture_new(2, "3C:0R0R 5E:1R hand0:R hand1:R turn:1 die:0");
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_REGULAR), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "8F", move), VIEW_MOVE);
    CHECK_STR(move, "place R 8F");
    play(&fx, move); /* the hand is empty: the turn and the round end */
    CHECK(fx.view->overlay);
    CHECK_INT(fx.view->payout.round, 1);
    /* Downtown: seat 0's 2-tile building, region value 5 + 2 = 7, and most buildings 2 */
    CHECK_INT(fx.view->payout.region[BUYOUT_DOWNTOWN].tallest_seat, 0);
    CHECK_INT(fx.view->payout.region[BUYOUT_DOWNTOWN].tallest_amount, 7);
    ViewFrame f = frame_for(&fx);
    CHECK(buyout_view.holds_play(fx.view, &f));
    char prompt[100];
    buyout_view.hold_prompt(fx.view, &f, prompt, sizeof prompt);
    CHECK_STR(prompt, "Round 1 payout");
    buyout_view.release_hold(fx.view, &f);
    CHECK(!fx.view->overlay);
    CHECK(!buyout_view.holds_play(fx.view, &f));
    fixture_free(&fx);
}

/* A card tells a player who never built from one whose buildings were all bought out. */
static void test_buildings_words(void)
{
    Fixture fx = fixture_new(3, "3C:0R1R hand0:R hand1:R hand2:R turn:2");
    char text[64];
    BuyoutState *s = (BuyoutState *)fx.match->state;
    bov_buildings_text(s, 0, text, sizeof text);
    CHECK_STR(text, "no buildings left");
    bov_buildings_text(s, 1, text, sizeof text);
    CHECK_STR(text, "1 building, tallest 2");
    bov_buildings_text(s, 2, text, sizeof text);
    CHECK_STR(text, "no buildings yet");
    fixture_free(&fx);
}

/* While the viewer does not decide, the tray says whose turn it is, never that someone "is
 * building": a bot may wait for the coach, a replayed board moves nobody, and during a payout
 * the table reads the payout. */
static void test_waiting_words(void)
{
    Fixture fx = fixture_new(2, "3C:0R0R 5E:1R hand0:R hand1:R turn:1 die:0");
    char text[100], expected[100];
    fx.viewer = 0; /* seat 1 moves: a bot, or the coach talks before it does */
    ViewFrame f = frame_for(&fx);
    f.can_act = false;
    bov_waiting_text(fx.view, &f, text, sizeof text);
    snprintf(expected, sizeof expected, "%s to build", fx.match->seats[1].name);
    CHECK_STR(text, expected);
    f.replay = true;
    bov_waiting_text(fx.view, &f, text, sizeof text);
    CHECK_STR(text, expected);
    fx.viewer = -2;
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_REGULAR), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "8F", move), VIEW_MOVE);
    play(&fx, move); /* the round ends: its payout waits to be read */
    CHECK(fx.view->overlay);
    fx.viewer = 0;
    f = frame_for(&fx);
    f.can_act = false;
    bov_waiting_text(fx.view, &f, text, sizeof text);
    CHECK_STR(text, "Round 1 payout");
    fixture_free(&fx);
}

/* Once the animations are over, an idle board asks for no more frames. */
static void test_idle(void)
{
    Fixture fx = fixture_new(2, "3C:1R hand0:RR turn:0");
    fx.ui->anim_speed = 1;
    char move[MOVE_MAX];
    CHECK_INT(click_hand(&fx, BUYOUT_REGULAR), VIEW_HANDLED);
    CHECK_INT(click_lot(&fx, "3C", move), VIEW_MOVE);
    play(&fx, move); /* a buyout: the tile lands and money flies */
    draw(&fx);
    CHECK(fx.ui->frame_requested);
    SDL_Delay(10);
    fx.ui->now += 10; /* long after every tween */
    ViewFrame f = frame_for(&fx);
    fx.ui->frame_requested = false;
    buyout_view.draw(fx.view, &f);
    CHECK(!fx.ui->frame_requested);
    fixture_free(&fx);
}

static void test_help(void)
{
    const char *text = buyout_view.help_text;
    CHECK_HAS(text, "$2,000 for every tile");
    CHECK_HAS(text, "Scaffolding");
    Fixture fx = fixture_new(2, NULL);
    ui_begin_frame(fx.ui);
    int h = buyout_view.draw_help_picture(fx.ui, (SDL_Rect){0, 0, 600, 300});
    CHECK(h > 0 && h <= 300);
    fixture_free(&fx);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_place_buyout_end();
    test_roof_store_scaffold_move();
    test_stay_and_pass();
    test_refused_placements();
    test_refused_by_rules_keeps_tile();
    test_refused_scaffold_moves();
    test_refused_tiles();
    test_district_standings();
    test_locate();
    test_seat_colours();
    test_hidden_hands();
    test_payout_panel();
    test_buildings_words();
    test_waiting_words();
    test_idle();
    test_help();
    SDL_Quit();
    return check_report("gui_buyout");
}
