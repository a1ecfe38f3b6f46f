/* The BuyWord board scene under SDL's dummy video driver: clicks, drags and keys on the drawn
 * board must produce exactly the moves of the notation (docs/notation.md), other players' letters
 * must never be drawn face up, and an idle board must not ask for frames. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app_internal.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/buyword/view_internal.h"
#include "ui/text.h"
#include "view_fixture.h"

extern const GameView buyword_view;

typedef struct Fixture {
    Ui *ui;
    Match *match;
    BuywordView *view;
    int viewer; /* -2: the seat to move, as the shell does for a lone human */
} Fixture;

static BuywordState *state(const Fixture *fx)
{
    return (BuywordState *)fx->match->state;
}

static ViewFrame frame_for(const Fixture *fx)
{
    int to_move = game_to_move(fx->match->state);
    int viewer = fx->viewer == -2 ? (to_move == GAME_OVER ? 0 : to_move) : fx->viewer;
    ViewFrame f = view_fixture_frame(fx->match, viewer, fx->ui->now);
    f.can_act = to_move != GAME_OVER && viewer == to_move;
    if (fx->match->move_count)
        f.last_move = fx->match->moves[fx->match->move_count - 1];
    return f;
}

static void draw(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    view_fixture_draw(&buyword_view, fx->view, fx->ui, &f, NULL);
}

static ViewEventResult mouse(Fixture *fx, Uint32 type, int x, int y, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_mouse(&buyword_view, fx->view, &f, type, x, y, move);
}

static ViewEventResult key(Fixture *fx, SDL_Keycode sym, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_key(&buyword_view, fx->view, &f, sym, move);
}

/* A click (press and release) at the middle of r, after a fresh frame. */
static ViewEventResult click_rect(Fixture *fx, SDL_Rect r, char move[MOVE_MAX])
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    draw(fx);
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    mouse(fx, SDL_MOUSEBUTTONDOWN, x, y, move);
    return mouse(fx, SDL_MOUSEBUTTONUP, x, y, move);
}

/* A drag from the middle of a to the point (x, y). */
static ViewEventResult drag(Fixture *fx, SDL_Rect a, int x, int y, char move[MOVE_MAX])
{
    draw(fx);
    int ax = a.x + a.w / 2, ay = a.y + a.h / 2;
    mouse(fx, SDL_MOUSEMOTION, ax, ay, move);
    mouse(fx, SDL_MOUSEBUTTONDOWN, ax, ay, move);
    mouse(fx, SDL_MOUSEMOTION, ax + 10, ay + 10, move);
    draw(fx);
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    draw(fx);
    return mouse(fx, SDL_MOUSEBUTTONUP, x, y, move);
}

static bool find_button(Fixture *fx, BwvAction action, int arg, BwvButton *out)
{
    draw(fx);
    for (int i = 0; i < fx->view->buttons; i++)
        if (fx->view->button[i].action == action && fx->view->button[i].arg == arg) {
            *out = fx->view->button[i];
            return true;
        }
    return false;
}

static ViewEventResult click_button(Fixture *fx, BwvAction action, int arg, char move[MOVE_MAX])
{
    BwvButton b;
    move[0] = '\0';
    if (!find_button(fx, action, arg, &b)) {
        fprintf(stderr, "no button for action %d\n", (int)action);
        CHECK(false);
        return VIEW_IGNORED;
    }
    return click_rect(fx, b.r, move);
}

/* The rack index of the first tile of `letter` not yet in the word. */
static int rack_index(Fixture *fx, char letter)
{
    char letters[BWV_RACK_MAX];
    int n = bwv_rack_letters(state(fx)->held[game_to_move(fx->match->state)], letters);
    for (int i = 0; i < n; i++)
        if (letters[i] == letter && !bwv_rack_used(fx->view, i))
            return i;
    return -1;
}

static ViewEventResult click_letter(Fixture *fx, char letter, char move[MOVE_MAX])
{
    draw(fx);
    int i = rack_index(fx, letter);
    CHECK(i >= 0);
    return click_rect(fx, fx->view->rack_rect[i < 0 ? 0 : i], move);
}

/* Plays a move the view produced, as the shell does. */
static void play(Fixture *fx, const char *move)
{
    int mover = game_to_move(fx->match->state);
    GameState *before = view_fixture_play(fx->match, move);
    ViewFrame f = frame_for(fx);
    buyword_view.move_played(fx->view, &f, before, move, mover, true);
    game_free(before);
}

static Fixture fixture_new(int players, uint64_t seed, int humans)
{
    Fixture fx = {0};
    fx.ui = view_fixture_ui("gui_buyword");
    const GameRules *rules = registry_find("buyword");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    Seat seats[MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < players; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "P%d", i + 1);
        seats[i].bot = i >= humans;
        seats[i].colour = i;
    }
    fx.match = match_new(rules, &opts, seed, seats);
    fx.viewer = -2;
    ui_stop_clock(fx.ui, 1.0); /* animations move only when a test lets time pass (settle) */
    fx.view = view_fixture_view(&buyword_view, fx.ui, fx.match, (SDL_Rect){16, 80, 932, 704});
    return fx;
}

static void fixture_free(Fixture *fx)
{
    view_fixture_free(&buyword_view, fx->view, fx->match, fx->ui);
}

/* Rearranges the match's state (before any move) with the rules' test helper. */
static void setup(Fixture *fx, const char *const *racks, const int *wilds, const char *bag)
{
    char err[200] = "";
    bool ok = buyword_test_setup(state(fx), racks, wilds, bag, true, 0, err, sizeof err);
    if (!ok)
        fprintf(stderr, "setup: %s\n", err);
    CHECK(ok);
}

/* Whether the first roll of this state comes up CHOICE (the roll is drawn from the state's own
 * generator, so a copy tells). */
static bool rolls_choice(const Fixture *fx)
{
    GameState *copy = game_clone(fx->match->state);
    char err[100];
    bool choice = copy->rules->apply(copy, "roll", err, sizeof err) &&
                  ((BuywordState *)copy)->phase == BW_PHASE_CHOOSE;
    game_free(copy);
    return choice;
}

/* A fixture whose first roll is (or is not) CHOICE, after the same setup. */
static Fixture fixture_rolling(int players, int humans, bool choice, const char *const *racks,
                               const int *wilds, const char *bag)
{
    for (uint64_t seed = 1;; seed++) {
        Fixture fx = fixture_new(players, seed, humans);
        setup(&fx, racks, wilds, bag);
        if (rolls_choice(&fx) == choice || seed == 200)
            return fx;
        fixture_free(&fx);
    }
}

/* Lets the animations under way (the deal, money counting) finish. */
static void settle(Fixture *fx)
{
    ui_advance_clock(fx->ui, 5.0);
    draw(fx);
}

/* Roll by clicking the die; on CHOICE pick `count` with its button; wait for the deal. */
static void roll_and_choose(Fixture *fx, int count)
{
    char move[MOVE_MAX];
    CHECK_INT(click_rect(fx, fx->view->die, move), VIEW_MOVE);
    CHECK_STR(move, "roll");
    play(fx, move);
    if (state(fx)->phase == BW_PHASE_CHOOSE) {
        CHECK_INT(click_button(fx, BWV_ACT_CHOOSE, count, move), VIEW_MOVE);
        char expected[16];
        snprintf(expected, sizeof expected, "choose %d", count);
        CHECK_STR(move, expected);
        play(fx, move);
    }
    settle(fx);
}

/* A click that cannot be played: refused with exactly these words, no move, the word kept. */
static void check_refused(Fixture *fx, SDL_Rect r, const char *reason)
{
    char move[MOVE_MAX], before[BWV_WORD_MAX + 1], after[BWV_WORD_MAX + 1];
    bwv_word_text(fx->view, before);
    int moves = fx->match->move_count;
    view_fixture_reason[0] = '\0';
    CHECK_INT(click_rect(fx, r, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, reason);
    CHECK_STR(move, "");
    CHECK_INT(fx->match->move_count, moves);
    bwv_word_text(fx->view, after);
    CHECK_STR(after, before);
}

static SDL_Rect button_rect(Fixture *fx, BwvAction action, int arg)
{
    BwvButton b = {{0, 0, 0, 0}, BWV_ACT_NONE, 0, false, ""};
    CHECK(find_button(fx, action, arg, &b));
    return b.r;
}

/* The tooltip of the leader's die on its card, after the mouse has rested on it. */
static void die_tooltip(Fixture *fx, char *out, size_t outlen)
{
    char move[MOVE_MAX];
    draw(fx);
    SDL_Rect die = fx->view->card_die;
    int x = die.x + die.w / 2, y = die.y + die.h / 2;
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    fx->ui->mouse_x = x;
    fx->ui->mouse_y = y;
    draw(fx);
    ui_advance_clock(fx->ui, 1.0);
    draw(fx);
    snprintf(out, outlen, "%s", fx->ui->tooltip);
}

/* Alone there is no leader and nobody to share the new tiles with: CHOICE, the die's tooltip and
 * its refusal speak to the one player. */
static void test_solitaire_words(void)
{
    const char *racks[1] = {""};
    const int wilds[1] = {4};
    Fixture fx = fixture_rolling(1, 1, true, racks, wilds, "ABCDEFGHIJKL");
    char move[MOVE_MAX], text[sizeof fx.ui->tooltip];
    die_tooltip(&fx, text, sizeof text);
    CHECK_STR(text, "Your die: roll it once a round");
    CHECK_INT(click_rect(&fx, fx.view->die, move), VIEW_MOVE);
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_CHOOSE);
    ViewFrame f = frame_for(&fx);
    buyword_view.prompt(fx.view, &f, text, sizeof text);
    CHECK_STR(text, "CHOICE: pick 2 to 5 new tiles");
    bwv_deal_text(state(&fx), text, sizeof text);
    CHECK_STR(text, "CHOICE: pick 2 to 5 new tiles");
    CHECK_INT(click_button(&fx, BWV_ACT_CHOOSE, 3, move), VIEW_MOVE);
    play(&fx, move);
    settle(&fx);
    bwv_deal_text(state(&fx), text, sizeof text);
    CHECK_STR(text, "3 new tiles this round (CHOICE)");
    check_refused(&fx, fx.view->die,
                  "The die is rolled once a round, and this round's roll is made");
    fixture_free(&fx);

    /* played to its end with a bag of four tiles: the end screen rates the game */
    fx = fixture_new(1, 3, 1);
    CHECK(buyword_test_setup(state(&fx), racks, wilds, "EEJD", false, 0, text, sizeof text));
    const char *prefer[] = {"roll", "choose 4", "buy", "decline", "done"};
    for (int guard = 0; game_to_move(fx.match->state) != GAME_OVER && guard < 20; guard++) {
        MoveList legal = MOVELIST_INIT;
        fx.match->rules->legal_moves(fx.match->state, &legal);
        const char *pick = legal.items[0];
        for (int i = 0; i < 5; i++)
            if (movelist_contains(&legal, prefer[i]))
                pick = prefer[i];
        play(&fx, pick);
        movelist_free(&legal);
    }
    CHECK_INT(game_to_move(fx.match->state), GAME_OVER);
    end_title(fx.match, text, sizeof text);
    CHECK_STR(text, "Rating: keep practising");
    fixture_free(&fx);
}

/* Every thing of the board that cannot be used now says why, in every phase. */
static void test_refusals(void)
{
    const char *racks[2] = {"EENJYD", "ABC"};
    const int wilds[2] = {1, 2};
    Fixture fx = fixture_rolling(2, 1, true, racks, wilds, "QAZB");
    char move[MOVE_MAX];
    const char *before_selling = "Roll the die first: words are sold after this round's buying";
    draw(&fx);
    check_refused(&fx, fx.view->rack_rect[0], before_selling);
    check_refused(&fx, fx.view->wild_pile, before_selling);
    check_refused(&fx, fx.view->bag,
                  "Nobody draws by hand: each roll of the die deals the new tiles");
    check_refused(&fx, fx.view->card[1],
                  "P2's letters are private: their card shows only how many tiles they hold");
    check_refused(&fx, fx.view->card[0],
                  "Your card only sums up your money and tiles: use the tiles on the table");

    CHECK_INT(click_rect(&fx, fx.view->die, move), VIEW_MOVE);
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_CHOOSE);
    check_refused(&fx, fx.view->die,
                  "The die shows CHOICE: pick how many new tiles with the buttons below");
    check_refused(&fx, fx.view->rack_rect[0],
                  "Pick how many new tiles first: words are sold after the buying");

    CHECK_INT(click_button(&fx, BWV_ACT_CHOOSE, 2, move), VIEW_MOVE);
    play(&fx, move);
    settle(&fx);
    const char *rolled = "The die is rolled once a round, by the leader, and this round's roll "
                         "is made";
    check_refused(&fx, fx.view->die, rolled);
    check_refused(&fx, fx.view->fresh_row,
                  "New tiles are bought all together or not at all: press Buy or Decline");
    check_refused(&fx, fx.view->rack_rect[0],
                  "Buy or decline your new tiles first: selling comes after that");
    state(&fx)->money[0] = 20; /* Q and Z cost $64 */
    check_refused(&fx, button_rect(&fx, BWV_ACT_BUY, 0), "You cannot pay $64: you have $20");
    CHECK_INT(click_button(&fx, BWV_ACT_DECLINE, 0, move), VIEW_MOVE);
    play(&fx, move);
    play(&fx, "decline");
    CHECK_INT(state(&fx)->phase, BW_PHASE_SELL);

    /* selling: the word in the bar stays through every refusal */
    check_refused(&fx, button_rect(&fx, BWV_ACT_SELL, 0),
                  "Spell a word in the bar first: click your tiles or type it");
    check_refused(&fx, button_rect(&fx, BWV_ACT_CLEAR, 0), "The word bar is empty already");
    CHECK_INT(click_letter(&fx, 'J', move), VIEW_HANDLED);
    check_refused(&fx, button_rect(&fx, BWV_ACT_SELL, 0), "A word needs at least 2 letters");
    CHECK_INT(click_letter(&fx, 'Y', move), VIEW_HANDLED);
    check_refused(&fx, button_rect(&fx, BWV_ACT_SELL, 0), "JY is not in the dictionary");
    view_fixture_reason[0] = '\0';
    CHECK_INT(key(&fx, SDLK_RETURN, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, "JY is not in the dictionary");
    key(&fx, SDLK_o, move); /* no O tile: the wild stands for it */
    char word[BWV_WORD_MAX + 1];
    bwv_word_text(fx.view, word);
    CHECK_STR(word, "JYo");
    check_refused(&fx, fx.view->wild_pile,
                  "A word may use only one wild, and this one has its wild already");
    CHECK_INT(key(&fx, SDLK_q, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, "You have no Q tile free, and the word already uses its wild");
    check_refused(&fx, fx.view->die, rolled);
    check_refused(&fx, fx.view->card[1],
                  "P2's letters are private: their card shows only how many tiles they hold");
    fixture_free(&fx);
}

/* Roll (CHOICE: 4), buy E E J D for $64, the other seat declines: the rulebook's example. */
static void test_roll_choose_buy(void)
{
    const char *racks[2] = {"", ""};
    const int wilds[2] = {4, 4};
    /* dealt alternately from the leader: seat 1 gets E E J D, seat 2 gets A O T N */
    Fixture fx = fixture_rolling(2, 2, true, racks, wilds, "EAEOJTDN");
    char move[MOVE_MAX];
    CHECK(rolls_choice(&fx));
    /* the Roll button does the same as the die */
    CHECK_INT(click_button(&fx, BWV_ACT_ROLL, 0, move), VIEW_MOVE);
    CHECK_STR(move, "roll");
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_CHOOSE);
    CHECK_INT(click_button(&fx, BWV_ACT_CHOOSE, 4, move), VIEW_MOVE);
    CHECK_STR(move, "choose 4");
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_BUY);
    draw(&fx);
    CHECK(fx.ui->frame_requested); /* the tiles are being dealt */

    /* seat 1 sees its own new tiles and never seat 2's */
    draw(&fx);
    CHECK_INT(fx.view->faces_shown, 1u << 0);
    char prompt[200];
    ViewFrame f = frame_for(&fx);
    buyword_view.prompt(fx.view, &f, prompt, sizeof prompt);
    CHECK_HAS(prompt, "$64");
    /* Buy waits until the new tiles have landed */
    BwvButton buy;
    CHECK(find_button(&fx, BWV_ACT_BUY, 0, &buy));
    CHECK(!buy.enabled);
    CHECK_INT(click_button(&fx, BWV_ACT_BUY, 0, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, "Wait a moment: your new tiles are still being dealt");
    CHECK_STR(move, "");
    settle(&fx);
    CHECK(find_button(&fx, BWV_ACT_BUY, 0, &buy));
    CHECK(buy.enabled);
    CHECK_INT(click_button(&fx, BWV_ACT_BUY, 0, move), VIEW_MOVE);
    CHECK_STR(move, "buy");
    play(&fx, move);
    CHECK_INT(state(&fx)->money[0], 200 - 64);

    /* seat 2 (a human at the same device) declines */
    draw(&fx);
    CHECK_INT(fx.view->faces_shown & (1u << 0), 0); /* seat 1's tiles are hidden from seat 2 */
    CHECK_INT(click_button(&fx, BWV_ACT_DECLINE, 0, move), VIEW_MOVE);
    CHECK_STR(move, "decline");
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_SELL);
    fixture_free(&fx);
}

/* ENJOYED with a wild for the O, built by clicks, a drag of the wild and the letter picker. */
static void test_sell_with_wild(void)
{
    const char *racks[2] = {"EENJYD", "ABC"};
    const int wilds[2] = {1, 2};
    Fixture fx = fixture_rolling(2, 1, false, racks, wilds, "");
    char move[MOVE_MAX];
    roll_and_choose(&fx, 2);
    CHECK_INT(click_button(&fx, BWV_ACT_DECLINE, 0, move), VIEW_MOVE);
    play(&fx, move);
    /* the bot seat declines too (played directly: the view only serves humans) */
    play(&fx, "decline");
    CHECK_INT(state(&fx)->phase, BW_PHASE_SELL);
    CHECK_INT(game_to_move(fx.match->state), 0);

    /* the other seat's rack stays hidden while seat 1 sells */
    draw(&fx);
    CHECK_INT(fx.view->faces_shown, 1u << 0);

    SDL_Rect sell_at = button_rect(&fx, BWV_ACT_SELL, 0),
             done_at = button_rect(&fx, BWV_ACT_DONE, 0);
    const char *letters = "ENJYED";
    for (const char *p = letters; *p; p++)
        CHECK_INT(click_letter(&fx, *p, move), VIEW_HANDLED);
    CHECK_INT(fx.view->word_len, 6);
    BwvButton sell;
    CHECK(find_button(&fx, BWV_ACT_SELL, 0, &sell));
    CHECK(!sell.enabled); /* ENJYED is not a word */
    /* drag the wild between J and Y: the picker asks for its letter */
    SDL_Rect gap = fx.view->word_rect[3];
    CHECK_INT(drag(&fx, fx.view->wild_rect, gap.x + gap.w / 4, gap.y + gap.h / 2, move),
              VIEW_HANDLED);
    CHECK(fx.view->picking);
    draw(&fx);
    CHECK_INT(click_rect(&fx, fx.view->picker_tile['O' - 'A'], move), VIEW_HANDLED);
    CHECK(!fx.view->picking);
    char word[BWV_WORD_MAX + 1];
    bwv_word_text(fx.view, word);
    CHECK_STR(word, "ENJoYED");
    CHECK(find_button(&fx, BWV_ACT_SELL, 0, &sell));
    CHECK(sell.enabled);
    /* "Sell for $169" is longer than "Sell": Sell and Done keep their places */
    CHECK(SDL_RectEquals(&sell.r, &sell_at));
    SDL_Rect done_now = button_rect(&fx, BWV_ACT_DONE, 0);
    CHECK(SDL_RectEquals(&done_now, &done_at));
    CHECK_INT(click_button(&fx, BWV_ACT_SELL, 0, move), VIEW_MOVE);
    CHECK_STR(move, "sell ENJoYED");
    CHECK_INT(fx.view->word_len, 7); /* until the move is played: a refused one keeps it */
    int before = state(&fx)->money[0];
    play(&fx, move);
    CHECK_INT(state(&fx)->money[0], before + 169);
    /* the money counts up: the card shows less than the new total for a moment */
    draw(&fx);
    CHECK(fx.ui->frame_requested);
    settle(&fx);
    check_refused(&fx, bwv_sold_tile(fx.view, state(&fx), 0, 2),
                  "Sold words have left the game: their tiles cannot be used again");
    fixture_free(&fx);
}

/* Typing builds words too; a click on a word tile takes it back. */
static void test_typing(void)
{
    const char *racks[1] = {"CAT"};
    const int wilds[1] = {8};
    Fixture fx = fixture_rolling(1, 1, false, racks, wilds, "");
    char move[MOVE_MAX];
    roll_and_choose(&fx, 2);
    CHECK_INT(click_button(&fx, BWV_ACT_DECLINE, 0, move), VIEW_MOVE);
    play(&fx, move);
    CHECK_INT(state(&fx)->phase, BW_PHASE_SELL);
    draw(&fx);
    key(&fx, SDLK_c, move);
    key(&fx, SDLK_a, move);
    key(&fx, SDLK_t, move);
    key(&fx, SDLK_s, move); /* no S tile: the wild stands for it */
    char word[BWV_WORD_MAX + 1];
    bwv_word_text(fx.view, word);
    CHECK_STR(word, "CATs");
    key(&fx, SDLK_BACKSPACE, move);
    bwv_word_text(fx.view, word);
    CHECK_STR(word, "CAT");
    draw(&fx);
    CHECK_INT(click_rect(&fx, fx.view->word_rect[0], move), VIEW_HANDLED); /* C goes back */
    bwv_word_text(fx.view, word);
    CHECK_STR(word, "AT");
    CHECK_INT(key(&fx, SDLK_RETURN, move), VIEW_MOVE);
    CHECK_STR(move, "sell AT");
    fixture_free(&fx);
}

/* Over the hand limit: Done is refused, tiles go by a drag onto the bin or the Discard button. */
static void test_discard_and_done(void)
{
    const char *racks[2] = {"AEIOURST", ""};
    const int wilds[2] = {4, 4};
    Fixture fx = fixture_rolling(2, 1, true, racks, wilds, "EAEAEAEAEA");
    char move[MOVE_MAX];
    roll_and_choose(&fx, 3);
    CHECK_INT(click_button(&fx, BWV_ACT_BUY, 0, move), VIEW_MOVE);
    CHECK_STR(move, "buy");
    play(&fx, move);
    play(&fx, "decline");
    CHECK_INT(state(&fx)->phase, BW_PHASE_SELL);
    CHECK_INT(buyword_held_count(state(&fx), 0), 11);
    BwvButton done;
    CHECK(find_button(&fx, BWV_ACT_DONE, 0, &done));
    CHECK(!done.enabled);
    check_refused(&fx, done.r, "You hold 11 tiles: sell or discard down to 8 before you are done");
    check_refused(&fx, button_rect(&fx, BWV_ACT_DISCARD, 0),
                  "Put the one tile you want to discard in the bar first, alone");
    /* drag the U onto the bin */
    draw(&fx);
    CHECK(fx.view->bin.w > 0);
    int u = rack_index(&fx, 'U');
    CHECK_INT(drag(&fx, fx.view->rack_rect[u], fx.view->bin.x + fx.view->bin.w / 2,
                   fx.view->bin.y + fx.view->bin.h / 2, move),
              VIEW_MOVE);
    CHECK_STR(move, "discard U");
    play(&fx, move);
    /* put the S in the bar and press Discard */
    CHECK_INT(click_letter(&fx, 'S', move), VIEW_HANDLED);
    CHECK_INT(click_button(&fx, BWV_ACT_DISCARD, 0, move), VIEW_MOVE);
    CHECK_STR(move, "discard S");
    play(&fx, move);
    CHECK_INT(click_letter(&fx, 'T', move), VIEW_HANDLED);
    CHECK_INT(click_button(&fx, BWV_ACT_DISCARD, 0, move), VIEW_MOVE);
    CHECK_STR(move, "discard T");
    play(&fx, move);
    CHECK_INT(buyword_held_count(state(&fx), 0), 8);
    CHECK(find_button(&fx, BWV_ACT_DONE, 0, &done));
    CHECK(done.enabled);
    CHECK_INT(click_button(&fx, BWV_ACT_DONE, 0, move), VIEW_MOVE);
    CHECK_STR(move, "done");
    play(&fx, move);

    /* once the animations end, an idle board asks for no frames */
    fx.ui->anim_speed = 0.0f;
    ViewFrame f = frame_for(&fx);
    buyword_view.reset(fx.view, &f);
    draw(&fx);
    draw(&fx);
    CHECK(!fx.ui->frame_requested);
    fixture_free(&fx);
}

/* A human watching while another seat decides sees only their own letters. */
static void test_hidden_racks(void)
{
    const char *racks[3] = {"QUIZ", "JAM", "BOX"};
    const int wilds[3] = {3, 3, 3};
    Fixture fx = fixture_rolling(3, 3, false, racks, wilds, "");
    for (int viewer = -1; viewer < 3; viewer++) {
        fx.viewer = viewer;
        draw(&fx);
        CHECK_INT(fx.view->faces_shown, viewer >= 0 ? 1u << viewer : 0u);
    }
    fx.viewer = -2;
    roll_and_choose(&fx, 5);
    for (int viewer = 0; viewer < 3; viewer++) {
        fx.viewer = viewer;
        for (int frame = 0; frame < 3; frame++) { /* during the deal and after it */
            draw(&fx);
            CHECK_INT(fx.view->faces_shown, 1u << viewer);
        }
    }
    fixture_free(&fx);
}

static void test_help(void)
{
    const char *text = buyword_view.help_text;
    CHECK_HAS(text, "# ");
    CHECK_HAS(text, "$169");
    CHECK_HAS(text, "$64");
    CHECK_HAS(text, "wild");
}

/* A new round waiting for its roll: the last round's sales show only while the viewer has not
 * played since one of them (under "Sold last round"); else the new round's list is empty. */
static void check_new_round_sales(Fixture *fx, int sale)
{
    CHECK(state(fx)->sold_count > 0);
    ViewFrame f = frame_for(fx);
    bool last_round = true;
    CHECK_INT(bwv_sales_shown(fx->view, &f, &last_round)->sold_count, 0);
    CHECK(!last_round);
    f.recent_count = 0;
    for (int i = sale; i < fx->match->move_count && f.recent_count < VIEW_RECENT_MAX; i++)
        f.recent[f.recent_count++] = i;
    const BuywordState *shown = bwv_sales_shown(fx->view, &f, &last_round);
    CHECK(last_round);
    CHECK_INT(shown->sold_count, state(fx)->sold_count);
}

/* A round's sales stay on the felt for the viewer until they play: after the next round's roll,
 * the sold box shows the last round's words while that roll and the sales are among the moves
 * since the viewer's turn, and the live round once they are not. */
static void test_kept_sales(void)
{
    Fixture fx = fixture_new(2, 5, 1);
    Rng rng;
    rng_seed(&rng, 5);
    int sale = -1, roll = -1;
    bool checked_roll_phase = false;
    while (roll < 0 && !game_over(fx.match->state)) {
        if (sale >= 0 && state(&fx)->phase == BW_PHASE_ROLL && !checked_roll_phase) {
            check_new_round_sales(&fx, sale);
            checked_roll_phase = true;
        }
        MoveList legal = MOVELIST_INIT;
        fx.match->rules->legal_moves(fx.match->state, &legal);
        const char *move = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        if (sale < 0 && legal.count > 1 && !strncmp(legal.items[0], "sell ", 5))
            move = legal.items[0]; /* the best paying word */
        if (!strncmp(move, "sell ", 5))
            sale = fx.match->move_count;
        else if (!strcmp(move, "roll") && sale >= 0)
            roll = fx.match->move_count;
        game_free(view_fixture_play(fx.match, move));
        movelist_free(&legal);
    }
    CHECK(sale >= 0 && roll > sale);
    ViewFrame f = frame_for(&fx);
    f.recent_count = 0;
    for (int i = sale; i < fx.match->move_count; i++)
        f.recent[f.recent_count++] = i;
    const BuywordState *kept = bwv_kept_sales(fx.view, &f);
    CHECK(kept != NULL);
    bool found = false; /* the first sale since the viewer's turn is among the kept words */
    for (int i = 0; kept && i < kept->sold_count; i++)
        found |= !strcmp(kept->sold[i].word, fx.match->moves[sale] + 5);
    CHECK(found);
    CHECK_INT(state(&fx)->sold_count, 0); /* the live round has sold nothing yet */
    f.recent_count = 0;                   /* the viewer has played since */
    CHECK(bwv_kept_sales(fx.view, &f) == NULL);
    view_fixture_draw(&buyword_view, fx.view, fx.ui, &f, NULL);
    fixture_free(&fx);
}

/* ---------------------------------------------------------------- the board at every size */

/* A fixture in a window of w x h, the board laid out as the shell lays it out. */
static Fixture fixture_window(int w, int h, const char *const *racks, const int *wilds)
{
    Fixture fx = {0};
    fx.ui = view_fixture_ui_sized("gui_buyword", w, h);
    const GameRules *rules = registry_find("buyword");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 2;
    Seat seats[MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < 2; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "P%d", i + 1);
        seats[i].bot = i > 0;
        seats[i].colour = i;
    }
    for (uint64_t seed = 1;; seed++) { /* a first roll that is not CHOICE */
        fx.match = match_new(rules, &opts, seed, seats);
        setup(&fx, racks, wilds, "");
        if (!rolls_choice(&fx) || seed == 200)
            break;
        match_free(fx.match);
    }
    fx.viewer = -2;
    ui_stop_clock(fx.ui, 1.0);
    int margin = ui_px(fx.ui, 16), header = ui_px(fx.ui, 64), log = ui_px(fx.ui, 300);
    SDL_Rect area = {margin, header + margin, fx.ui->pixel_w - log - 3 * margin,
                     fx.ui->pixel_h - header - 2 * margin};
    fx.view = view_fixture_view(&buyword_view, fx.ui, fx.match, area);
    return fx;
}

/* The price card shows every price from 2 to 22 pips, each the square of its pips (the rule's
 * examples: 8 pips cost $64, 13 pay $169), in cells of its own on the card. */
static void check_price_card(Fixture *fx)
{
    SDL_Rect cell[BWV_PRICE_LAST + 1];
    for (int pips = BWV_PRICE_FIRST; pips <= BWV_PRICE_LAST; pips++) {
        char entry[32];
        snprintf(entry, sizeof entry, "price %d: $%d", pips, pips * pips);
        CHECK(ui_widget_find(fx->ui, entry, &cell[pips]));
        CHECK(view_fixture_within(fx->view->price_card, cell[pips]));
        CHECK(view_fixture_within(fx->view->felt, cell[pips]));
        for (int other = BWV_PRICE_FIRST; other < pips; other++)
            CHECK(!SDL_HasIntersection(&cell[pips], &cell[other]));
    }
    SDL_Rect r;
    CHECK(ui_widget_find(fx->ui, "price 8: $64", &r));
    CHECK(ui_widget_find(fx->ui, "price 13: $169", &r));
    CHECK(!SDL_HasIntersection(&fx->view->price_card, &fx->view->sold_box));
}

/* The rack holds every tile where it is drawn, on the board and apart from the wild pile; a
 * click on a drawn tile puts it in the word, a drag of one onto the word stand too. */
static void check_rack(Fixture *fx, int tiles)
{
    char move[MOVE_MAX];
    draw(fx);
    CHECK_INT(fx->view->rack_shown, tiles);
    SDL_Rect stand = bwv_stand_rect(
        (SDL_Rect){fx->view->rack_rect[0].x, fx->view->rack_rect[0].y,
                   fx->view->rack_rect[tiles - 1].x + fx->view->tile - fx->view->rack_rect[0].x,
                   fx->view->tile},
        fx->view->tile);
    CHECK(view_fixture_within(fx->view->felt, stand));
    CHECK(!SDL_HasIntersection(&stand, &fx->view->wild_pile));
    for (int i = 0; i < tiles; i++) { /* standing on it: their lower half in the stand */
        SDL_Rect r = fx->view->rack_rect[i];
        CHECK(view_fixture_within(stand, (SDL_Rect){r.x, r.y + r.h / 2, r.w, r.h / 2}));
        if (i > 0)
            CHECK(!SDL_HasIntersection(&fx->view->rack_rect[i], &fx->view->rack_rect[i - 1]));
    }
    CHECK_INT(click_rect(fx, fx->view->rack_rect[tiles - 1], move), VIEW_HANDLED);
    CHECK_INT(fx->view->word_len, 1);
    CHECK_INT(fx->view->word[0].rack, tiles - 1);
    SDL_Rect bar = fx->view->bar;
    CHECK_INT(drag(fx, fx->view->rack_rect[0], bar.x + bar.w - fx->view->tile / 2,
                   bar.y + bar.h / 2, move),
              VIEW_HANDLED);
    CHECK_INT(fx->view->word_len, 2);
    CHECK_INT(fx->view->word[1].rack, 0);
}

/* The board at 1024x640, 1280x800 (in the colour-blind palette) and 1920x1080 with a full rack:
 * the price card, the rack, the word stand and a sold word where they are drawn, every text
 * legible (11 px on a piece, 4.5:1) and clear of the others (the text check, as gui_text runs
 * it). */
static void test_board_at_every_size(void)
{
    const int sizes[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    const char *racks[2] = {"QUIZBAAEEJDLM", "ABC"}; /* 13 tiles: five over the limit */
    const int wilds[2] = {2, 2};
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    for (int size = 0; size < 3; size++) {
        Fixture fx = fixture_window(sizes[size][0], sizes[size][1], racks, wilds);
        CHECK(fx.ui->text_check != NULL);
        fx.ui->colour_blind = size == 1; /* the colour-blind palette's badges too */
        int seen = 0;
        draw(&fx);
        check_price_card(&fx);
        CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "before the roll"), 0);
        char move[MOVE_MAX];
        roll_and_choose(&fx, 2);
        CHECK_INT(click_button(&fx, BWV_ACT_DECLINE, 0, move), VIEW_MOVE);
        play(&fx, move);
        play(&fx, "decline");
        settle(&fx);
        CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "selling"), 0);
        check_rack(&fx, 13);
        CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "a word on the stand"), 0);
        CHECK_INT(click_button(&fx, BWV_ACT_CLEAR, 0, move), VIEW_HANDLED);
        for (const char *p = "QUIZ"; *p; p++)
            CHECK_INT(click_letter(&fx, *p, move), VIEW_HANDLED);
        CHECK_INT(click_button(&fx, BWV_ACT_SELL, 0, move), VIEW_MOVE);
        CHECK_STR(move, "sell QUIZ");
        play(&fx, move);
        settle(&fx);
        for (int k = 0; k < 4; k++)
            CHECK(view_fixture_within(fx.view->sold_box, bwv_sold_tile(fx.view, state(&fx), 0, k)));
        check_price_card(&fx);
        CHECK_INT(view_fixture_new_reports(fx.ui, &seen, "a word sold"), 0);
        fixture_free(&fx);
    }
    unsetenv("MOGULS_TEXT_CHECK");
}

/* The end screen's part: each player's best word (the best paying sale of the game), the
 * richest player's row first; alone, the three best words, best first. */
static void test_end_best_words(void)
{
    for (int players = 1; players <= 2; players++) {
        Fixture fx = fixture_new(players, 11, players);
        Rng rng;
        rng_seed(&rng, 11);
        int best[MAX_SEATS] = {0};
        while (!game_over(fx.match->state)) {
            MoveList legal = MOVELIST_INIT;
            fx.match->rules->legal_moves(fx.match->state, &legal);
            const char *move = legal.items[rng_below(&rng, (uint32_t)legal.count)];
            if (!strncmp(legal.items[0], "sell ", 5)) /* sell the best word when one sells */
                move = legal.items[0];
            int seat = game_to_move(fx.match->state);
            if (!strncmp(move, "sell ", 5) && buyword_word_value(move + 5) > best[seat])
                best[seat] = buyword_word_value(move + 5);
            game_free(view_fixture_play(fx.match, move));
            movelist_free(&legal);
        }
        ViewFrame f = frame_for(&fx);
        SDL_Rect area = {40, 100, 900, 0};
        area.h = buyword_view.draw_end(fx.view, &f, area, false);
        CHECK(area.h > 0);
        ui_begin_frame(fx.ui);
        CHECK_INT(buyword_view.draw_end(fx.view, &f, area, true), area.h);
        ui_end_frame(fx.ui);
        int rows = 0;
        for (int i = 0; i < fx.match->move_count; i++) {
            const char *move = fx.match->moves[i];
            int seat = fx.match->mover[i];
            if (strncmp(move, "sell ", 5) || buyword_word_value(move + 5) != best[seat])
                continue;
            char label[256];
            snprintf(label, sizeof label, "best word: %s %s", fx.match->seats[seat].name, move + 5);
            SDL_Rect row;
            if (!ui_widget_find(fx.ui, label, &row))
                continue; /* a later sale of the same value: the first is shown */
            CHECK(row.y + row.h <= area.y + area.h);
            rows++;
            best[seat] = -1; /* one row a seat */
        }
        CHECK_INT(rows, players); /* every seat sold a word in this game */
        if (players == 2) {
            int rich = state(&fx)->money[1] > state(&fx)->money[0];
            SDL_Rect a, b;
            CHECK(ui_widget_find_containing(fx.ui, fx.match->seats[rich].name, &a));
            CHECK(ui_widget_find_containing(fx.ui, fx.match->seats[1 - rich].name, &b));
            CHECK(a.y < b.y);
        }
        fixture_free(&fx);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_refusals();
    test_solitaire_words();
    test_roll_choose_buy();
    test_sell_with_wild();
    test_typing();
    test_discard_and_done();
    test_hidden_racks();
    test_help();
    test_kept_sales();
    test_board_at_every_size();
    test_end_best_words();
    SDL_Quit();
    return check_report("gui_buyword");
}
