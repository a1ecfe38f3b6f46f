/* The Takeover board scene under SDL's dummy video driver: clicks and drags on the drawn board
 * must produce exactly the moves of the notation (docs/notation.md), hidden coins must stay
 * hidden, and an idle board must not ask for frames. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/takeover/view_internal.h"
#include "ui/sprite.h"
#include "ui/text.h"
#include "ui/widgets.h"
#include "view_fixture.h"

extern const GameView takeover_view;

typedef struct Fixture {
    Ui *ui;
    Match *match;
    TakeoverView *view;
} Fixture;

static ViewFrame frame_for(const Fixture *fx)
{
    return view_fixture_frame(fx->match, -2, fx->ui->now);
}

static void draw(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    view_fixture_draw(&takeover_view, fx->view, fx->ui, &f, NULL);
}

static ViewEventResult mouse(Fixture *fx, Uint32 type, int x, int y, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_mouse(&takeover_view, fx->view, &f, type, x, y, move);
}

/* A click (press and release) at a point, after a fresh frame; the move written, if any. */
static ViewEventResult click_at(Fixture *fx, int x, int y, char move[MOVE_MAX])
{
    draw(fx);
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    mouse(fx, SDL_MOUSEBUTTONDOWN, x, y, move);
    return mouse(fx, SDL_MOUSEBUTTONUP, x, y, move);
}

static ViewEventResult click_cell(Fixture *fx, const char *name, char move[MOVE_MAX])
{
    SDL_Rect r = fx->view->cell[takeover_parse_cell(name)];
    return click_at(fx, r.x + r.w / 2, r.y + r.h / 2, move);
}

static ViewEventResult click_coin(Fixture *fx, const char *name, char move[MOVE_MAX])
{
    draw(fx);
    int coin = takeover_parse_coin(name);
    CHECK(fx->view->coin_shown[coin]);
    SDL_Rect r = fx->view->coin_rect[coin];
    return click_at(fx, r.x + r.w / 2, r.y + r.h / 2, move);
}

static ViewEventResult click_button(Fixture *fx, TkAction action, char move[MOVE_MAX])
{
    draw(fx);
    for (int i = 0; i < fx->view->buttons; i++)
        if (fx->view->button[i].action == action) {
            SDL_Rect r = fx->view->button[i].r;
            return click_at(fx, r.x + r.w / 2, r.y + r.h / 2, move);
        }
    fprintf(stderr, "no button for action %d\n", (int)action);
    CHECK(false);
    move[0] = '\0';
    return VIEW_IGNORED;
}

/* Plays a move the view produced, as the shell does. */
static void play(Fixture *fx, const char *move)
{
    GameState *before = view_fixture_play(fx->match, move);
    ViewFrame f = frame_for(fx);
    takeover_view.move_played(fx->view, &f, before, move, -1, true);
    game_free(before);
}

static Fixture fixture_new(uint64_t seed)
{
    Fixture fx = {0};
    fx.ui = view_fixture_ui("gui_takeover");
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 2;
    fx.match = match_new(rules, &opts, seed, NULL);
    fx.view = view_fixture_view(&takeover_view, fx.ui, fx.match, (SDL_Rect){16, 80, 900, 700});
    return fx;
}

static void fixture_free(Fixture *fx)
{
    view_fixture_free(&takeover_view, fx->view, fx->match, fx->ui);
}

/* The draft and the secret choice, by clicks. */
static void test_draft_and_stocks(void)
{
    Fixture fx = fixture_new(11);
    char move[MOVE_MAX];
    TakeoverState *s = (TakeoverState *)fx.match->state;
    for (int pick = 0; pick < 3; pick++) {
        int coin = 0;
        while (s->owner[coin] != TK_POOL)
            coin++;
        char name[3], expected[16];
        takeover_coin_text(coin, name);
        snprintf(expected, sizeof expected, "take %s", name);
        CHECK_INT(click_coin(&fx, name, move), VIEW_MOVE);
        CHECK_STR(move, expected);
        play(&fx, move);
        s = (TakeoverState *)fx.match->state;
    }
    /* a coin already taken is not in the pool any more: clicking its old place does nothing */
    draw(&fx);
    CHECK(fx.view->coin_place[0] != TK_POOL);
    while (s->phase == TK_PHASE_DRAFT) {
        MoveList legal = MOVELIST_INIT;
        fx.match->rules->legal_moves(fx.match->state, &legal);
        play(&fx, legal.items[0]);
        movelist_free(&legal);
        s = (TakeoverState *)fx.match->state;
    }
    CHECK_INT(s->phase, TK_PHASE_STOCKS);
    int seat = game_to_move(fx.match->state);
    /* the other seat reads whose secret choice it is, never that they are at it */
    char text[120], whose[120];
    ViewFrame other = view_fixture_frame(fx.match, 1 - seat, fx.ui->now);
    tkv_turn_text(&other, text, sizeof text);
    snprintf(whose, sizeof whose, "%s to choose stocks in secret", fx.match->seats[seat].name);
    CHECK_STR(text, whose);
    uint32_t hand = takeover_hand(s, seat);
    int first = -1, second = -1;
    for (int c = 0; c < TK_PIECES; c++)
        if (hand & (1u << c)) {
            if (first < 0)
                first = c;
            else if (second < 0)
                second = c;
        }
    char a[3], b[3], expected[32];
    takeover_coin_text(first, a);
    takeover_coin_text(second, b);
    CHECK_INT(click_coin(&fx, a, move), VIEW_HANDLED);
    CHECK_INT(click_coin(&fx, b, move), VIEW_HANDLED);
    CHECK_INT(click_coin(&fx, a, move), VIEW_HANDLED); /* turned back */
    CHECK_INT(click_coin(&fx, a, move), VIEW_HANDLED);
    draw(&fx);
    ViewFrame f = frame_for(&fx);
    CHECK_INT(tkv_coin_look(fx.view, &f, first), COIN_SUIT_UP);
    /* the other seat's coins are concealed while the choice goes round */
    for (int c = 0; c < TK_PIECES; c++)
        if (s->owner[c] != seat)
            CHECK_INT(tkv_coin_look(fx.view, &f, c), COIN_HIDDEN);
    snprintf(expected, sizeof expected, "stocks %s,%s", a, b);
    CHECK_INT(click_button(&fx, TK_ACT_STOCKS, move), VIEW_MOVE);
    CHECK_STR(move, expected);
    play(&fx, move);
    CHECK_INT(click_button(&fx, TK_ACT_STOCKS, move), VIEW_MOVE);
    CHECK_STR(move, "stocks none");
    play(&fx, move);
    CHECK_INT(((TakeoverState *)fx.match->state)->phase, TK_PHASE_PLAY);
    fixture_free(&fx);
}

static const char *const grid = "s3 a4 . c2 m5 sn "
                                "s5/ma a2 m2 c5 cn mn "
                                "sa s2 s4 m3 m4 ca "
                                "c3 c4 an aa a3 a5";

/* Merges (click and drag), payments, a penny merge, a trade and its answer. */
static void test_play(void)
{
    Fixture fx = fixture_new(5);
    char move[MOVE_MAX], err[200] = "";
    const char *hands[2] = {"sn,sa,s3,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
    bool ok =
        takeover_test_setup((TakeoverState *)fx.match->state, grid, hands, 0, err, sizeof err);
    if (!ok)
        fprintf(stderr, "setup: %s\n", err);
    CHECK(ok);

    /* hover shows the targets of a corporation; the other seat's stocks stay hidden */
    draw(&fx);
    ViewFrame f = frame_for(&fx);
    CHECK_INT(tkv_coin_look(fx.view, &f, takeover_parse_coin("c2")), COIN_HIDDEN);
    CHECK_INT(tkv_coin_look(fx.view, &f, takeover_parse_coin("a4")), COIN_SUIT_UP);

    /* a paid merge: a1 (3 of suns) onto b1 (4 of arms) costs $4M */
    CHECK_INT(click_cell(&fx, "a1", move), VIEW_HANDLED);
    CHECK_INT(fx.view->mode, TK_MODE_SOURCE);
    CHECK_INT(click_cell(&fx, "b1", move), VIEW_HANDLED);
    CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
    CHECK_INT(tkv_coins_value(fx.view->pay), 4); /* the suggestion pays exactly */
    /* pay with the ace and the 3 of suns instead */
    uint32_t suggested = fx.view->pay;
    for (int c = 0; c < TK_PIECES; c++)
        if (suggested & (1u << c)) {
            char name[3];
            takeover_coin_text(c, name);
            click_coin(&fx, name, move);
        }
    CHECK_INT(fx.view->pay, 0);
    click_coin(&fx, "s3", move);
    CHECK(click_button(&fx, TK_ACT_MERGE, move) != VIEW_MOVE); /* $3M of $4M: refused */
    click_coin(&fx, "sa", move);
    CHECK_INT(click_button(&fx, TK_ACT_MERGE, move), VIEW_MOVE);
    CHECK_STR(move, "merge a1 b1 pay sa,s3");
    play(&fx, move);
    draw(&fx);
    CHECK(fx.ui->frame_requested); /* the stack slides */
    f = frame_for(&fx);
    CHECK_INT(tkv_coin_look(fx.view, &f, takeover_parse_coin("a4")), COIN_VALUE_UP);

    /* seat 2 drags d1 (2 of crowns) onto d2 (5 of crowns): free */
    SDL_Rect from = fx.view->cell[takeover_parse_cell("d1")];
    SDL_Rect to = fx.view->cell[takeover_parse_cell("d2")];
    draw(&fx);
    mouse(&fx, SDL_MOUSEBUTTONDOWN, from.x + from.w / 2, from.y + from.h / 2, move);
    mouse(&fx, SDL_MOUSEMOTION, from.x + from.w / 2, from.y + from.h, move);
    CHECK(fx.view->gesture.dragging);
    mouse(&fx, SDL_MOUSEMOTION, to.x + to.w / 2, to.y + to.h / 2, move);
    CHECK_INT(mouse(&fx, SDL_MOUSEBUTTONUP, to.x + to.w / 2, to.y + to.h / 2, move), VIEW_HANDLED);
    CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
    CHECK_INT(fx.view->pay, 0);
    CHECK_INT(click_button(&fx, TK_ACT_MERGE, move), VIEW_MOVE);
    CHECK_STR(move, "merge d1 d2");
    play(&fx, move);

    /* seat 1 spends the penny stock: b1 to e1 across two empty cells, $5M for the 5 of moons */
    TkTarget t[8];
    int n = tkv_targets((const TakeoverState *)fx.match->state, 0, takeover_parse_cell("b1"), t);
    bool penny_found = false;
    for (int i = 0; i < n; i++)
        if (t[i].penny && t[i].cell == takeover_parse_cell("e1")) {
            penny_found = true;
            CHECK_INT(t[i].cost, 5);
        }
    CHECK(penny_found);
    click_cell(&fx, "b1", move);
    click_cell(&fx, "e1", move);
    CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
    CHECK(fx.view->penny);
    suggested = fx.view->pay;
    CHECK(tkv_coins_value(suggested) >= 5);
    for (int c = 0; c < TK_PIECES; c++)
        if (suggested & (1u << c)) {
            char name[3];
            takeover_coin_text(c, name);
            click_coin(&fx, name, move);
        }
    click_coin(&fx, "c3", move);
    click_coin(&fx, "c4", move);
    CHECK_INT(click_button(&fx, TK_ACT_MERGE, move), VIEW_MOVE);
    CHECK_STR(move, "penny sn b1 e1 pay c3,c4");
    play(&fx, move);

    /* seat 2 offers the 2 of suns for the 4 of moons; seat 1 sees the offered side */
    CHECK_INT(click_button(&fx, TK_ACT_TRADE, move), VIEW_HANDLED);
    CHECK_INT(fx.view->partner, 0);
    click_coin(&fx, "s2", move);
    click_coin(&fx, "m4", move);
    CHECK_INT(click_button(&fx, TK_ACT_OFFER, move), VIEW_MOVE);
    CHECK_STR(move, "offer 1 give s2 get m4");
    play(&fx, move);
    draw(&fx);
    f = frame_for(&fx);
    CHECK_INT(f.viewer, 0);
    CHECK_INT(tkv_coin_look(fx.view, &f, takeover_parse_coin("s2")), COIN_VALUE_UP);
    CHECK_INT(tkv_coin_look(fx.view, &f, takeover_parse_coin("c2")), COIN_HIDDEN);
    char prompt[200];
    takeover_view.prompt(fx.view, &f, prompt, sizeof prompt);
    CHECK_HAS(prompt, "offer");
    /* the receiver reads the offer as theirs even before they may answer (a coach talking);
     * the proposer reads whose answer it waits for */
    ViewFrame receiver = f, proposer = view_fixture_frame(fx.match, 1, fx.ui->now);
    receiver.can_act = false;
    tkv_turn_text(&receiver, prompt, sizeof prompt);
    CHECK_STR(prompt, "Player 2 offers you a trade");
    tkv_turn_text(&proposer, prompt, sizeof prompt);
    CHECK_STR(prompt, "Player 1 to answer your offer");
    CHECK_INT(click_button(&fx, TK_ACT_ACCEPT, move), VIEW_MOVE);
    CHECK_STR(move, "accept");
    play(&fx, move);
    CHECK_INT(((TakeoverState *)fx.match->state)->owner[takeover_parse_coin("s2")], 0);

    /* once the animations end, an idle board asks for no frames */
    fx.ui->anim_speed = 0.0f;
    takeover_view.reset(fx.view, &f);
    draw(&fx);
    draw(&fx);
    CHECK(!fx.ui->frame_requested);
    CHECK_INT(click_button(&fx, TK_ACT_PASS, move), VIEW_MOVE);
    CHECK_STR(move, "pass");
    fixture_free(&fx);
}

/* A click that must be refused with exactly this reason, playing nothing. */
static void check_refused(ViewEventResult r, const char *move, const char *why)
{
    CHECK_INT(r, VIEW_REFUSED);
    CHECK_STR(move, "");
    CHECK_STR(view_fixture_reason, why);
}

/* Drags the corporation on one cell to another; what the drop did. */
static ViewEventResult drag_cell(Fixture *fx, const char *from_name, const char *to_name,
                                 char move[MOVE_MAX])
{
    SDL_Rect from = fx->view->cell[takeover_parse_cell(from_name)];
    SDL_Rect to = fx->view->cell[takeover_parse_cell(to_name)];
    draw(fx);
    mouse(fx, SDL_MOUSEBUTTONDOWN, from.x + from.w / 2, from.y + from.h / 2, move);
    mouse(fx, SDL_MOUSEMOTION, from.x + from.w / 2, from.y + from.h, move);
    CHECK(fx->view->gesture.dragging);
    mouse(fx, SDL_MOUSEMOTION, to.x + to.w / 2, to.y + to.h / 2, move);
    return mouse(fx, SDL_MOUSEBUTTONUP, to.x + to.w / 2, to.y + to.h / 2, move);
}

static void setup(Fixture *fx, const char *const *hands, int first)
{
    char err[200] = "";
    bool ok =
        takeover_test_setup((TakeoverState *)fx->match->state, grid, hands, first, err, sizeof err);
    if (!ok)
        fprintf(stderr, "setup: %s\n", err);
    CHECK(ok);
}

/* Every click that cannot be played in the play phase says why and keeps the selection. */
static void test_refusals_in_play(void)
{
    Fixture fx = fixture_new(5);
    char move[MOVE_MAX], why[200];
    const char *hands[2] = {"sn,sa,s3,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
    setup(&fx, hands, 0);
    const char *other = fx.match->seats[1].name;

    /* nothing picked */
    check_refused(click_cell(&fx, "c1", move), move,
                  "That square is empty: pick a corporation to move");
    snprintf(why, sizeof why, "To ask %s for a coin, click Trade… first", other);
    check_refused(click_coin(&fx, "c2", move), move, why);
    check_refused(click_coin(&fx, "s3", move), move,
                  "Your cash pays once you pick a merge; to trade coins, click Trade… first");
    CHECK_INT(fx.view->mode, TK_MODE_IDLE);

    /* a corporation picked: targets that are not lit (a click on another corporation that can
     * merge picks that one instead; a drop there is refused) */
    check_refused(drag_cell(&fx, "a1", "d4", move), move,
                  "The corporation on a1 merges only onto a neighbour: left, right, above or "
                  "below");
    check_refused(drag_cell(&fx, "a1", "a3", move), move,
                  "A penny merge needs every square in between to be empty");
    check_refused(click_cell(&fx, "c1", move), move,
                  "That square is empty: pick one of the lit corporations");
    CHECK_INT(fx.view->mode, TK_MODE_SOURCE);
    CHECK_INT(fx.view->src, takeover_parse_cell("a1"));

    /* a merge picked: only the mover's own cash pays, and Confirm wants the price */
    CHECK_INT(click_cell(&fx, "b1", move), VIEW_HANDLED);
    CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
    uint32_t pay = fx.view->pay;
    check_refused(click_coin(&fx, "a4", move), move,
                  "You hold the 4 of arms as a stock: only cash pays");
    check_refused(click_coin(&fx, "sn", move), move, "A null is worth nothing, so it cannot pay");
    check_refused(click_coin(&fx, "s2", move), move, "Only your own cash can pay for your merge");
    CHECK_INT(fx.view->pay, pay);
    for (int c = 0; c < TK_PIECES; c++)
        if (pay & (1u << c)) {
            char name[3];
            takeover_coin_text(c, name);
            click_coin(&fx, name, move);
        }
    click_coin(&fx, "sa", move);
    check_refused(click_button(&fx, TK_ACT_MERGE, move), move,
                  "Your payment covers $1M of $4M: click more of your cash");
    CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
    CHECK_INT(fx.view->dst, takeover_parse_cell("b1"));
    CHECK_INT(fx.view->pay, 1u << takeover_parse_coin("sa"));

    /* building an offer: the grid waits, and Offer wants coins */
    CHECK_INT(click_button(&fx, TK_ACT_CANCEL, move), VIEW_HANDLED);
    CHECK_INT(click_button(&fx, TK_ACT_TRADE, move), VIEW_HANDLED);
    check_refused(click_cell(&fx, "a1", move), move,
                  "Make your offer or Cancel it before you merge");
    check_refused(click_button(&fx, TK_ACT_OFFER, move), move,
                  "Pick the coins to give or to ask for first");
    CHECK_INT(fx.view->mode, TK_MODE_TRADE);
    click_coin(&fx, "s3", move);
    CHECK_INT(click_button(&fx, TK_ACT_OFFER, move), VIEW_MOVE);
    CHECK_STR(move, "offer 2 give s3");
    play(&fx, move);

    /* the offer made: Trade… is spent, and the receiver must answer before anything else */
    snprintf(why, sizeof why, "Answer %s's offer first: Accept or Decline",
             fx.match->seats[0].name);
    check_refused(click_cell(&fx, "a1", move), move, why);
    check_refused(click_coin(&fx, "ca", move), move, why);
    CHECK_INT(click_button(&fx, TK_ACT_DECLINE, move), VIEW_MOVE);
    play(&fx, move);
    check_refused(click_button(&fx, TK_ACT_TRADE, move), move,
                  "You have made your one offer this turn");
    check_refused(click_coin(&fx, "s2", move), move, "You have made your one offer this turn");
    CHECK_INT(click_button(&fx, TK_ACT_PASS, move), VIEW_MOVE);
    play(&fx, move);

    /* the other player is told that a pass now would end the game */
    char prompt[200];
    ViewFrame f = frame_for(&fx);
    takeover_view.prompt(fx.view, &f, prompt, sizeof prompt);
    CHECK_STR(prompt, "Merge, trade, or pass: a pass now ends the game");
    CHECK(tkv_pass_ends_game(&f));

    /* seat 2 holds $3M: covering the 5 of crowns is too dear, by click or by drag */
    CHECK_INT(click_cell(&fx, "c2", move), VIEW_HANDLED);
    check_refused(click_cell(&fx, "d2", move), move,
                  "Covering the 5 of crowns costs $5M and you have $3M in cash");
    CHECK_INT(fx.view->src, takeover_parse_cell("c2"));
    CHECK_INT(fx.view->mode, TK_MODE_SOURCE);
    check_refused(drag_cell(&fx, "c2", "e4", move), move,
                  "The corporation on c2 merges only onto a neighbour: left, right, above or "
                  "below");
    check_refused(drag_cell(&fx, "c2", "c4", move), move,
                  "Only a penny stock reaches across squares, and you hold none");
    CHECK_INT(fx.view->src, takeover_parse_cell("c2"));
    fixture_free(&fx);
}

/* Clicks in the draft and the secret choice that cannot be played. */
static void test_refusals_before_play(void)
{
    Fixture fx = fixture_new(11);
    char move[MOVE_MAX], why[200];
    CHECK_INT(click_coin(&fx, "s3", move), VIEW_MOVE);
    play(&fx, move);
    snprintf(why, sizeof why, "%s took the 3 of suns already: take a coin from the pool",
             fx.match->seats[0].name);
    check_refused(click_coin(&fx, "s3", move), move, why);
    check_refused(click_cell(&fx, "a1", move), move,
                  "Merges come after the draft: take a coin from the pool");
    while (((TakeoverState *)fx.match->state)->phase == TK_PHASE_DRAFT) {
        MoveList legal = MOVELIST_INIT;
        fx.match->rules->legal_moves(fx.match->state, &legal);
        play(&fx, legal.items[0]);
        movelist_free(&legal);
    }
    const TakeoverState *s = (const TakeoverState *)fx.match->state;
    int me = game_to_move(fx.match->state), theirs = 0;
    while (s->owner[theirs] == me)
        theirs++;
    char name[3];
    takeover_coin_text(theirs, name);
    check_refused(click_coin(&fx, name, move), move,
                  "Only your own coins can be turned: the others choose in secret");
    check_refused(click_cell(&fx, "a1", move), move,
                  "Merges begin once everyone has chosen their stocks: turn your coins, then "
                  "Confirm");
    fixture_free(&fx);
}

/* Hovering any corporation lights its targets with their prices; the tooltip that follows
 * covers none of those prices. */
static void test_tooltips_keep_clear(void)
{
    Fixture fx = fixture_new(5);
    const char *hands[2] = {"sn,sa,s3,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
    setup(&fx, hands, 0);
    char move[MOVE_MAX];
    double now = 100.0;
    const TakeoverState *s = (const TakeoverState *)fx.match->state;
    for (int cell = 0; cell < TK_CELLS; cell++) {
        if (s->height[cell] == 0)
            continue; /* an empty square has no tooltip */
        SDL_Rect r = fx.view->cell[cell];
        int x = r.x + r.w / 2, y = r.y + r.h / 2;
        fx.ui->mouse_x = x;
        fx.ui->mouse_y = y;
        mouse(&fx, SDL_MOUSEMOTION, x, y, move);
        for (int frame = 0; frame < 2; frame++, now += 1.0) { /* hovered, then long enough */
            ui_stop_clock(fx.ui, now);
            ViewFrame f = frame_for(&fx);
            ui_begin_frame(fx.ui);
            takeover_view.draw(fx.view, &f);
            ui_draw_tooltip(fx.ui);
            ui_end_frame(fx.ui);
        }
        SDL_Rect box;
        bool clear = false;
        char name[3];
        takeover_cell_text(cell, name);
        bool shown = ui_tooltip_drawn(fx.ui, &box, &clear);
        if (!shown || !clear)
            fprintf(stderr, "the tooltip over %s: %s\n", name, shown ? "covers a price" : "none");
        CHECK(shown && clear);
    }
    fixture_free(&fx);
}

/* A refusal's toast, drawn as the shell draws it, covers none of the board's buttons (nor, in
 * the draft, the pool). */
static void check_toast_clear(Fixture *fx, const char *why)
{
    ViewFrame f = frame_for(fx);
    ui_toast(fx->ui, why, true);
    ui_begin_frame(fx->ui);
    ui_toast_area(fx->ui, fx->view->area); /* the shell's default: the whole board */
    takeover_view.draw(fx->view, &f);
    ui_draw_toasts(fx->ui);
    ui_end_frame(fx->ui);
    SDL_Rect toast, r;
    CHECK(ui_toasts_drawn(fx->ui, &toast));
    for (int i = 0; i < fx->view->buttons; i++)
        CHECK(!SDL_HasIntersection(&toast, &fx->view->button[i].r));
    for (int c = 0; c < TK_PIECES; c++)
        if (fx->view->coin_shown[c] && fx->view->coin_place[c] == TK_POOL)
            CHECK(!SDL_HasIntersection(&toast, (r = fx->view->coin_rect[c], &r)));
}

static void test_toasts_keep_clear(void)
{
    Fixture fx = fixture_new(5);
    char move[MOVE_MAX];
    check_refused(click_cell(&fx, "a1", move), move,
                  "Merges come after the draft: take a coin from the pool");
    check_toast_clear(&fx, view_fixture_reason);
    const char *hands[2] = {"sn,sa,s3,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
    setup(&fx, hands, 0);
    click_cell(&fx, "a1", move);
    click_cell(&fx, "b1", move);
    for (int i = 0; i < 2; i++) /* both coins out of the suggested payment */
        for (int c = 0; c < TK_PIECES; c++)
            if (fx.view->pay & (1u << c)) {
                char name[3];
                takeover_coin_text(c, name);
                click_coin(&fx, name, move);
                break;
            }
    check_refused(click_button(&fx, TK_ACT_MERGE, move), move,
                  "Your payment covers $0M of $4M: click more of your cash");
    CHECK(fx.view->buttons == 2); /* Cancel and Confirm, at the foot of the tray */
    check_toast_clear(&fx, view_fixture_reason);
    fixture_free(&fx);
}

/* ---------------------------------------------------------------- the board as drawn */

/* A board laid out in a window of w x h as the shell lays it out (the log to the right). */
static Fixture fixture_window(int w, int h)
{
    Fixture fx = {0};
    fx.ui = view_fixture_ui_sized("gui_takeover", w, h);
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 2;
    fx.match = match_new(rules, &opts, 5, NULL);
    int margin = ui_px(fx.ui, 16), header = ui_px(fx.ui, 64), log = ui_px(fx.ui, 300);
    SDL_Rect area = {margin, header + margin, fx.ui->pixel_w - log - 3 * margin,
                     fx.ui->pixel_h - header - 2 * margin};
    fx.view = view_fixture_view(&takeover_view, fx.ui, fx.match, area);
    return fx;
}

static const int window_sizes[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};

/* Stacks of ten, three and two tiles and single tiles, with empty cells between. */
static const char *const tall_grid = "s3/a4/c2/m5/sn/mn/s5/ma/a2/m2 . . c5 . cn "
                                     "sa s2/s4/m3 . m4 ca . "
                                     "c3 c4 an aa/a3 . a5 "
                                     ". . . . . .";

/* Every stack's top face, however tall the stack, lies within its cell on the felt, and the mouse
 * anywhere on it points at that cell (its tooltip, its click); every coin drawn is the coin under
 * the mouse at its middle, and lies with its edge within its player's card. */
static void test_pieces_where_drawn(void)
{
    for (int size = 0; size < 3; size++) {
        Fixture fx = fixture_window(window_sizes[size][0], window_sizes[size][1]);
        const char *hands[2] = {"sn,sa,s3,c3,c4,a4", "s2,c5*,m4*,ca,a5,aa,m3,mn,a2,cn"};
        char err[200] = "", move[MOVE_MAX];
        bool ok = takeover_test_setup((TakeoverState *)fx.match->state, tall_grid, hands, 0, err,
                                      sizeof err);
        if (!ok)
            fprintf(stderr, "setup: %s\n", err);
        CHECK(ok);
        const TakeoverState *s = (const TakeoverState *)fx.match->state;
        CHECK_INT(s->height[takeover_parse_cell("a1")], 10);
        draw(&fx);
        for (int cell = 0; cell < TK_CELLS; cell++) {
            SDL_Rect top = tkv_stack_top_rect(fx.view->cell[cell], s->height[cell]);
            CHECK(view_fixture_within(fx.view->felt, fx.view->plot[cell]));
            CHECK(view_fixture_within(fx.view->plot[cell], top));
            const int corners[][2] = {{top.x + 1, top.y + 1},
                                      {top.x + top.w / 2, top.y + top.h / 2},
                                      {top.x + top.w - 2, top.y + top.h - 2}};
            for (int i = 0; i < 3; i++) {
                mouse(&fx, SDL_MOUSEMOTION, corners[i][0], corners[i][1], move);
                CHECK_INT(fx.view->hover_cell, cell);
            }
        }
        /* the tall stack is picked up where its top is drawn */
        SDL_Rect top = tkv_stack_top_rect(fx.view->cell[0], s->height[0]);
        CHECK_INT(click_at(&fx, top.x + top.w / 2, top.y + top.h / 4, move), VIEW_HANDLED);
        CHECK_INT(fx.view->mode, TK_MODE_SOURCE);
        CHECK_INT(fx.view->src, 0);
        for (int c = 0; c < TK_PIECES; c++) {
            if (!fx.view->coin_shown[c])
                continue;
            SDL_Rect r = fx.view->coin_rect[c];
            mouse(&fx, SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2, move);
            CHECK_INT(fx.view->hover_coin, c);
            int depth = r.w / 7 + 1; /* its edge and shadow */
            SDL_Rect lying = {r.x, r.y, r.w + depth, r.h + depth};
            CHECK(view_fixture_within(fx.view->card[s->owner[c]], lying));
        }
        view_fixture_free(&takeover_view, fx.view, fx.match, fx.ui);
    }
}

/* The text check's reports since `*seen`, printed after `when` and the cell; returns how many. */
static int new_reports(Fixture *fx, int *seen, const char *when, const char *cell)
{
    char label[200];
    snprintf(label, sizeof label, "%s %s", when, cell);
    return view_fixture_new_reports(fx->ui, seen, label);
}

/* Whatever is picked, hovered or carried, the prices on the lit targets are read whole: no tile
 * covers a caption (a carried one neither), and every text on the board is large and clear
 * enough (MOGULS_TEXT_CHECK=legibility), at every window size. */
static void test_captions_clear(void)
{
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    for (int size = 0; size < 3; size++) {
        Fixture fx = fixture_window(window_sizes[size][0], window_sizes[size][1]);
        CHECK(fx.ui->text_check != NULL);
        /* seat 0 holds the null of suns as cash: penny merges across the empty c1 */
        const char *hands[2] = {"sn,sa,s3,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
        setup(&fx, hands, 0);
        const TakeoverState *s = (const TakeoverState *)fx.match->state;
        char move[MOVE_MAX], name[3];
        int seen = 0, pennies = 0;
        draw(&fx);
        CHECK_INT(new_reports(&fx, &seen, "the board", ""), 0);
        for (int from = 0; from < TK_CELLS; from++) {
            if (!tkv_is_source(s, 0, from))
                continue;
            takeover_cell_text(from, name);
            TkTarget t[8];
            int n = tkv_targets(s, 0, from, t);
            /* picked by a click, then the mouse over each target in turn */
            click_cell(&fx, name, move);
            CHECK_INT(fx.view->mode, TK_MODE_SOURCE);
            draw(&fx);
            CHECK_INT(new_reports(&fx, &seen, "picked", name), 0);
            for (int i = 0; i < n; i++) {
                SDL_Rect to = fx.view->cell[t[i].cell];
                mouse(&fx, SDL_MOUSEMOTION, to.x + to.w / 2, to.y + to.h / 2, move);
                draw(&fx);
                CHECK_INT(new_reports(&fx, &seen, "picked, a target hovered", name), 0);
                pennies += t[i].penny;
            }
            /* carried over each target in turn, the stack in the hand over the target's price */
            SDL_Rect r = fx.view->cell[from];
            draw(&fx);
            mouse(&fx, SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2, move);
            mouse(&fx, SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h, move);
            CHECK(fx.view->gesture.dragging);
            for (int i = 0; i < n; i++) {
                SDL_Rect to = fx.view->cell[t[i].cell];
                mouse(&fx, SDL_MOUSEMOTION, to.x + to.w / 2, to.y + to.h / 2, move);
                draw(&fx);
                CHECK_INT(new_reports(&fx, &seen, "carried over a target", name), 0);
            }
            mouse(&fx, SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2, move);
            ViewFrame f = frame_for(&fx);
            view_fixture_key(&takeover_view, fx.view, &f, SDLK_ESCAPE, move);
            CHECK_INT(fx.view->mode, TK_MODE_IDLE);
        }
        CHECK(pennies > 0); /* a penny price was among them */
        view_fixture_free(&takeover_view, fx.view, fx.match, fx.ui);
    }
    unsetenv("MOGULS_TEXT_CHECK");
}

/* How many pixels of the last frame in r are exactly `c`. */
static int pixels_of(Ui *ui, SDL_Rect r, SDL_Color c)
{
    Uint32 *pixels = malloc(sizeof *pixels * (size_t)r.w * (size_t)r.h);
    CHECK(pixels != NULL);
    SDL_RenderReadPixels(ui->renderer, &r, SDL_PIXELFORMAT_ARGB8888, pixels, r.w * 4);
    Uint32 want = (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
    int count = 0;
    for (int i = 0; i < r.w * r.h; i++)
        count += (pixels[i] & 0xffffff) == want;
    free(pixels);
    return count;
}

/* A penny merge free across the empty a2 (a1 and a3 both suns), a free neighbour (b3). */
static const char *const penny_grid = "s3 a4 . c2 m5 sn "
                                      ". a2 m2 c5 cn mn "
                                      "s4 s2 . m3 m4 ca "
                                      "c3 c4 an/s5/ma aa a3 a5/sa";

/* A picked merge's arrow runs between the two stacks: it covers neither tile's numeral (the
 * middle of its top face) nor the price on the target ('penny · free' across a1's foot), which
 * stays whole and legible, at every window size and in each direction. */
static void test_merge_arrow_clear(void)
{
    setenv("MOGULS_TEXT_CHECK", "legibility", 1);
    const char *merges[][2] = {{"a3", "a1"}, {"a1", "a3"}, {"a3", "b3"}, {"b3", "a3"}};
    for (int size = 0; size < 3; size++) {
        Fixture fx = fixture_window(window_sizes[size][0], window_sizes[size][1]);
        const char *hands[2] = {"sn,s5,m4,c3,c4,a4*", "s2,c2*,m5*,ca"};
        char err[200] = "", move[MOVE_MAX];
        bool ok = takeover_test_setup((TakeoverState *)fx.match->state, penny_grid, hands, 0, err,
                                      sizeof err);
        if (!ok)
            fprintf(stderr, "setup: %s\n", err);
        CHECK(ok);
        const TakeoverState *s = (const TakeoverState *)fx.match->state;
        int seen = 0;
        for (int i = 0; i < 4; i++) {
            CHECK_INT(click_cell(&fx, merges[i][0], move), VIEW_HANDLED);
            CHECK_INT(click_cell(&fx, merges[i][1], move), VIEW_HANDLED);
            CHECK_INT(fx.view->mode, TK_MODE_CONFIRM);
            CHECK(fx.view->penny == (i < 2));
            draw(&fx);
            CHECK_INT(new_reports(&fx, &seen, "a merge picked onto", merges[i][1]), 0);
            for (int end = 0; end < 2; end++) {
                int cell = takeover_parse_cell(merges[i][end]);
                SDL_Rect top = tkv_stack_top_rect(fx.view->cell[cell], s->height[cell]);
                SDL_Rect numeral = {top.x + top.w * 22 / 100, top.y + top.h * 22 / 100,
                                    top.w * 56 / 100, top.h * 56 / 100};
                int covered = pixels_of(fx.ui, numeral, ui_colour(UI_ACCENT));
                if (covered)
                    fprintf(stderr, "%dx%d: the arrow %s-%s covers %s's numeral (%d px)\n",
                            fx.ui->pixel_w, fx.ui->pixel_h, merges[i][0], merges[i][1],
                            merges[i][end], covered);
                CHECK_INT(covered, 0);
            }
            CHECK_INT(click_button(&fx, TK_ACT_CANCEL, move), VIEW_HANDLED);
        }
        view_fixture_free(&takeover_view, fx.view, fx.match, fx.ui);
    }
    unsetenv("MOGULS_TEXT_CHECK");
}

static void test_help(void)
{
    const char *text = takeover_view.help_text;
    CHECK_HAS(text, "# ");
    CHECK_HAS(text, "Penny stocks");
    CHECK_HAS(text, "$5M");
    /* the picture's example is the rulebook's: the 2 of suns on three other tiles, $2M + $3M */
    int8_t pile[TKV_HELP_PILE];
    int height = tkv_help_pile(pile);
    CHECK_INT(height, 4);
    CHECK_INT(pile[height - 1], tk_piece(TK_SUNS, 2));
    CHECK_STR(tkv_help_example,
              "The 2 of suns sits on three other tiles: its stock pays 2 + 3 = $5M.");
}

/* A coin turning is drawn from its sprites at their unturned sizes, narrowed: the frames of the
 * turn rasterise no sprite again at each width. */
static void test_coin_turn_rasterises_once(void)
{
    Ui *ui = view_fixture_ui("gui_takeover");
    int coin = tk_piece(TK_SUNS, 2);
    SDL_Rect r = {100, 100, 64, 64};
    ui_begin_frame(ui);
    tkv_draw_coin(ui, coin, COIN_VALUE_UP, r);
    tkv_draw_coin(ui, coin, COIN_SUIT_UP, r);
    int cached = ui_sprites_cached(ui->sprites);
    CHECK(cached >= 4);
    for (int i = 0; i <= 30; i++)
        tkv_draw_coin_flip(ui, coin, COIN_VALUE_UP, COIN_SUIT_UP, i / 30.0f, r);
    CHECK_INT(ui_sprites_cached(ui->sprites), cached);
    /* a coin of no size (a window too small for the table) draws nothing, and does not crash */
    tkv_draw_coin(ui, coin, COIN_VALUE_UP, (SDL_Rect){100, 100, 0, 0});
    tkv_draw_coin_flip(ui, coin, COIN_VALUE_UP, COIN_SUIT_UP, 0.3f, (SDL_Rect){100, 100, 0, 0});
    ui_end_frame(ui);
    ui_destroy(ui);
}

/* Coins changing hands fly to their new owner's card, growing or shrinking on the way: their art
 * is rasterised once, at the size they land at, and drawn stretched at the sizes in between. */
static void test_flying_coins_rasterise_once(void)
{
    Fixture fx = fixture_new(5);
    TakeoverView *v = fx.view;
    Rng rng;
    rng_seed(&rng, 5);
    MoveList legal = MOVELIST_INIT;
    bool resized = false;      /* a coin whose size changes on the way */
    ui_stop_clock(fx.ui, 1.0); /* each flight starts then */
    for (int plies = 0; plies < 400 && !resized; plies++) {
        movelist_clear(&legal);
        fx.match->rules->legal_moves(fx.match->state, &legal);
        if (legal.count == 0)
            break;
        draw(&fx); /* laid out: the coins fly from where they were drawn */
        play(&fx, legal.items[rng_below(&rng, (uint32_t)legal.count)]);
        ui_stop_clock(fx.ui, 1.01);
        draw(&fx); /* (the coins' landing places are laid out by the first frame) */
        ui_stop_clock(fx.ui, 1.0);
        for (int c = 0; c < TK_PIECES && ui_tween_running(fx.ui, &v->fly); c++)
            resized |= (v->fly_coins & (1u << c)) && v->fly_from[c].w != v->coin_rect[c].w;
    }
    movelist_free(&legal);
    CHECK(resized);
    int cached = ui_sprites_cached(fx.ui->sprites);
    for (int i = 1; i < 30; i++) {
        ui_stop_clock(fx.ui, v->fly.start + v->fly.duration * i / 30.0);
        draw(&fx);
    }
    CHECK_INT(ui_sprites_cached(fx.ui->sprites), cached);
    fixture_free(&fx);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_draft_and_stocks();
    test_play();
    test_refusals_in_play();
    test_refusals_before_play();
    test_tooltips_keep_clear();
    test_toasts_keep_clear();
    test_help();
    test_flying_coins_rasterise_once();
    test_coin_turn_rasterises_once();
    test_pieces_where_drawn();
    test_captions_clear();
    test_merge_arrow_clear();
    SDL_Quit();
    return check_report("gui_takeover");
}
