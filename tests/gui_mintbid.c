/* The Mint Bid board scene under SDL's dummy video driver: clicks on the drawn board must produce
 * exactly the moves of the notation (docs/notation.md "## Mint Bid"), and a sealed bid must never
 * be drawn for another viewer. Set MB_SHOTS=dir to save a BMP of each scene checked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app_internal.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/mintbid/view_internal.h"
#include "ui/sprite.h"
#include "ui/text.h"
#include "view_fixture.h"

extern const GameView mintbid_view;

typedef struct Fixture {
    Ui *ui;
    Match *match;
    MintBidView *view;
    int viewer_override; /* -2: the seat to move */
} Fixture;

static ViewFrame frame_for(const Fixture *fx)
{
    return view_fixture_frame(fx->match, fx->viewer_override, fx->ui->now);
}

static MintBidState *state(Fixture *fx)
{
    return (MintBidState *)fx->match->state;
}

static void draw(Fixture *fx)
{
    ViewFrame f = frame_for(fx);
    view_fixture_draw(&mintbid_view, fx->view, fx->ui, &f, &(SDL_Color){29, 43, 54, 255});
}

static void shot(Fixture *fx, const char *name)
{
    const char *dir = getenv("MB_SHOTS");
    if (!dir)
        return;
    draw(fx);
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, fx->ui->pixel_w, fx->ui->pixel_h, 32,
                                                       SDL_PIXELFORMAT_ARGB8888);
    SDL_RenderReadPixels(fx->ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, surf->pixels,
                         surf->pitch);
    char path[512];
    snprintf(path, sizeof path, "%s/%s.bmp", dir, name);
    SDL_SaveBMP(surf, path);
    SDL_FreeSurface(surf);
}

static ViewEventResult mouse(Fixture *fx, Uint32 type, int x, int y, char move[MOVE_MAX])
{
    ViewFrame f = frame_for(fx);
    return view_fixture_mouse(&mintbid_view, fx->view, &f, type, x, y, move);
}

static ViewEventResult click_rect(Fixture *fx, SDL_Rect r, char move[MOVE_MAX])
{
    draw(fx);
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    mouse(fx, SDL_MOUSEBUTTONDOWN, x, y, move);
    return mouse(fx, SDL_MOUSEBUTTONUP, x, y, move);
}

/* Clicks the button whose move text is `m` (or, for non-move buttons, the action). */
static ViewEventResult click_button(Fixture *fx, MbAction action, int value, const char *m,
                                    char move[MOVE_MAX])
{
    draw(fx);
    for (int i = 0; i < fx->view->buttons; i++) {
        const MbButton *b = &fx->view->button[i];
        if (b->action == action && (action != MB_ACT_PARTNER || b->value == value) &&
            (!m || !strcmp(b->move, m)))
            return click_rect(fx, b->r, move);
    }
    fprintf(stderr, "no button for action %d %s\n", (int)action, m ? m : "");
    CHECK(false);
    move[0] = '\0';
    return VIEW_IGNORED;
}

static void play(Fixture *fx, const char *move)
{
    GameState *before = view_fixture_play(fx->match, move);
    ViewFrame f = frame_for(fx);
    mintbid_view.move_played(fx->view, &f, before, move, -1, true);
    game_free(before);
}

/* Clicks a button, checks the exact move it made, and plays it. */
static void expect_button(Fixture *fx, MbAction action, const char *m, const char *expected)
{
    char move[MOVE_MAX];
    CHECK_INT(click_button(fx, action, 0, m, move), VIEW_MOVE);
    CHECK_STR(move, expected);
    play(fx, move);
}

/* A new match of `players` with that AI card (NULL: none) and strength (NULL: the default). */
static Match *new_match(int players, const char *ai, const char *strength, uint64_t seed)
{
    char err[300], assign[64];
    const GameRules *rules = registry_find("mintbid");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    if (ai) {
        snprintf(assign, sizeof assign, "ai=%s", ai);
        CHECK(options_set(rules, &opts, assign, err, sizeof err));
    }
    if (strength) {
        snprintf(assign, sizeof assign, "strength=%s", strength);
        CHECK(options_set(rules, &opts, assign, err, sizeof err));
    }
    return match_new(rules, &opts, seed, NULL);
}

static Fixture fixture_new(int players, const char *ai, uint64_t seed)
{
    Fixture fx = {0};
    fx.viewer_override = -2;
    fx.ui = view_fixture_ui("gui_mintbid");
    fx.match = new_match(players, ai, NULL, seed);
    fx.view = view_fixture_view(&mintbid_view, fx.ui, fx.match, (SDL_Rect){16, 80, 932, 704});
    return fx;
}

/* The same board, drawn from now on for another match. */
static void fixture_rematch(Fixture *fx, Match *match)
{
    match_free(fx->match);
    fx->match = match;
    ViewFrame f = frame_for(fx);
    mintbid_view.reset(fx->view, &f);
}

static void fixture_free(Fixture *fx)
{
    view_fixture_free(&mintbid_view, fx->view, fx->match, fx->ui);
}

/* A table of `players` in a window of `w` x `h`, the view laid out where the app puts it there
 * (the game screen less its header and log). */
static Fixture fixture_sized(int players, int w, int h, uint64_t seed)
{
    Fixture fx = {0};
    fx.viewer_override = -2;
    fx.ui = view_fixture_ui_sized("gui_mintbid", w, h);
    SDL_Rect area = w == 1024 ? (SDL_Rect){13, 64, 745, 563} : (SDL_Rect){22, 108, 1449, 950};
    fx.match = new_match(players, NULL, NULL, seed);
    fx.view = view_fixture_view(&mintbid_view, fx.ui, fx.match, area);
    return fx;
}

/* Picks block card `card` by clicking it. */
static void pick_card(Fixture *fx, int card)
{
    char move[MOVE_MAX];
    draw(fx);
    CHECK(fx->view->block_rect[card].w > 0);
    CHECK_INT(click_rect(fx, fx->view->block_rect[card], move), VIEW_HANDLED);
    CHECK_INT(fx->view->pick, card);
    /* it rises, but stays clear of the block's label over it (the label's descenders too) */
    draw(fx);
    int label_h;
    ui_text_size(fx->ui, "Auction block",
                 ui_style(UI_FONT_BOLD, ui_px(fx->ui, 12), ui_colour(UI_TEXT)), NULL, &label_h);
    CHECK(fx->view->block_rect[card].y >= fx->view->block_area.y + label_h);
}

/* Places the won card on the first lit spot by clicking it; checks the move. */
static void place_first(Fixture *fx)
{
    MoveList legal = MOVELIST_INIT;
    fx->match->rules->legal_moves(fx->match->state, &legal);
    char letter;
    int col, row;
    bool parsed =
        legal.count > 0 && sscanf(legal.items[0], "place %c %d %d", &letter, &col, &row) == 3;
    CHECK(parsed);
    if (!parsed) { /* nothing to place: the test has failed already */
        movelist_free(&legal);
        return;
    }
    char expected[MOVE_MAX];
    snprintf(expected, sizeof expected, "%s", legal.items[0]);
    movelist_free(&legal);
    draw(fx);
    SDL_Rect r = mbv_spot_rect(fx->view, state(fx), letter - 'A', col, row);
    char move[MOVE_MAX];
    CHECK_INT(click_rect(fx, r, move), VIEW_MOVE);
    CHECK_STR(move, expected);
    play(fx, move);
}

static void test_open_auction_with_partner(void)
{
    Fixture fx = fixture_new(4, NULL, 5);
    MintBidState *s = state(&fx);
    int deck[] = {12, 2, 20, 5, 6, 7, 8, 9, 10, 11, 13, 14};
    mintbid_test_begin(s, deck, 12, 0);
    shot(&fx, "mb-4p-pick");
    pick_card(&fx, s->block[0]);
    char expected[MOVE_MAX];
    snprintf(expected, sizeof expected, "auction %d open", s->block[0] + 1);
    expect_button(&fx, MB_ACT_MOVE, expected, expected);
    /* player 1 bids 2 with the left neighbour (player 2) putting in 1 */
    char move[MOVE_MAX];
    CHECK_INT(click_button(&fx, MB_ACT_PARTNER, 1, NULL, move), VIEW_HANDLED);
    CHECK_INT(click_button(&fx, MB_ACT_SHARE_UP, 0, NULL, move), VIEW_HANDLED);
    shot(&fx, "mb-4p-bid");
    CHECK_INT(click_button(&fx, MB_ACT_MOVE, 0, "bid 2+1 left", move), VIEW_MOVE);
    CHECK_STR(move, "bid 2+1 left");
    play(&fx, move);
    CHECK_INT(s->phase, MB_PHASE_PROPOSAL);
    shot(&fx, "mb-4p-proposal");
    expect_button(&fx, MB_ACT_MOVE, "refuse", "refuse");
    /* refused: player 1 bids alone */
    CHECK_INT(click_button(&fx, MB_ACT_MOVE, 0, "bid 1", move), VIEW_MOVE);
    CHECK_STR(move, "bid 1");
    play(&fx, move);
    expect_button(&fx, MB_ACT_MOVE, "pass", "pass");
    expect_button(&fx, MB_ACT_MOVE, "withdraw", "withdraw");
    /* player 4 proposes with the right neighbour (player 3)? player 3 withdrew: bid alone 2 */
    CHECK_INT(click_button(&fx, MB_ACT_SHARE_UP, 0, NULL, move), VIEW_HANDLED);
    CHECK_INT(click_button(&fx, MB_ACT_MOVE, 0, "bid 3", move), VIEW_MOVE);
    play(&fx, move);
    /* then everyone else gives up */
    while (s->phase == MB_PHASE_OPEN)
        expect_button(&fx, MB_ACT_MOVE, "withdraw", "withdraw");
    if (s->phase == MB_PHASE_SHARE) {
        shot(&fx, "mb-4p-share");
        draw(&fx);
        CHECK(fx.view->buttons >= 1);
        CHECK_INT(click_rect(&fx, fx.view->button[0].r, move), VIEW_MOVE);
        CHECK(!strncmp(move, "share ", 6));
        play(&fx, move);
    }
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    shot(&fx, "mb-4p-place");
    place_first(&fx);
    CHECK_INT(s->area[s->card_area[12]].count, 1);
    CHECK(fx.ui->frame_requested || ui_tween_running(fx.ui, &fx.view->fly));
    fixture_free(&fx);
}

static void test_closed_auction_hides_bids(void)
{
    Fixture fx = fixture_new(3, NULL, 7);
    MintBidState *s = state(&fx);
    int deck[] = {12, 2, 20, 5, 6, 7, 8, 9};
    mintbid_test_begin(s, deck, 8, 0);
    pick_card(&fx, s->block[0]);
    char expected[MOVE_MAX], move[MOVE_MAX];
    snprintf(expected, sizeof expected, "auction %d closed", s->block[0] + 1);
    expect_button(&fx, MB_ACT_MOVE, expected, expected);
    CHECK_INT(s->phase, MB_PHASE_SECRET);
    int first = game_to_move(fx.match->state);
    for (int i = 0; i < 3; i++)
        CHECK_INT(click_button(&fx, MB_ACT_SHARE_UP, 0, NULL, move), VIEW_HANDLED);
    CHECK_INT(fx.view->amount, 3);
    expect_button(&fx, MB_ACT_MOVE, "secret 3", "secret 3");
    /* the next seat's frame: the sealed bid of the first must not be drawn anywhere */
    int second = game_to_move(fx.match->state);
    CHECK(second != first);
    CHECK(!mintbid_secret_visible(s, first, second));
    draw(&fx);
    /* the controls start from 0 for the new seat, never from the last seat's amount */
    CHECK_INT(fx.view->amount, 0);
    shot(&fx, "mb-3p-secret");
    expect_button(&fx, MB_ACT_MOVE, "secret 0", "secret 0");
    expect_button(&fx, MB_ACT_MOVE, "secret 0", "secret 0");
    CHECK(s->auction.revealed || s->phase != MB_PHASE_SECRET);
    fixture_free(&fx);
}

static void test_solitaire(void)
{
    Fixture fx = fixture_new(1, "curator", 3);
    MintBidState *s = state(&fx);
    /* solitaire needs no pick: the one card of the round is up at once */
    CHECK_INT(s->phase, MB_PHASE_SOLO_BID);
    shot(&fx, "mb-solo-bid");
    int rolls[] = {5};
    mintbid_test_force_rolls(s, rolls, 1);
    expect_button(&fx, MB_ACT_MOVE, "bid 1", "bid 1");
    CHECK_INT(s->phase, MB_PHASE_SOLO_ANSWER);
    shot(&fx, "mb-solo-answer");
    if (s->mints[0] > s->ai_bid)
        expect_button(&fx, MB_ACT_MOVE, "raise", "raise");
    else
        expect_button(&fx, MB_ACT_MOVE, "withdraw", "withdraw");
    if (s->phase == MB_PHASE_PLACE)
        place_first(&fx);
    shot(&fx, "mb-solo-after");
    fixture_free(&fx);
}

/* The pixels of r as last drawn (ARGB, a row after another); the caller frees them. */
static Uint32 *read_pixels(Fixture *fx, SDL_Rect r)
{
    Uint32 *pixels = malloc(sizeof *pixels * (size_t)r.w * (size_t)r.h);
    CHECK(pixels != NULL);
    SDL_RenderReadPixels(fx->ui->renderer, &r, SDL_PIXELFORMAT_ARGB8888, pixels, r.w * 4);
    return pixels;
}

/* How many pixels of `area` (read at `area`) differ between two readings, outside `skip`. */
static int pixels_changed(const Uint32 *a, const Uint32 *b, SDL_Rect area, SDL_Rect skip)
{
    int changed = 0;
    for (int y = 0; y < area.h; y++)
        for (int x = 0; x < area.w; x++) {
            SDL_Point p = {area.x + x, area.y + y};
            if (!SDL_PointInRect(&p, &skip) && a[y * area.w + x] != b[y * area.w + x])
                changed++;
        }
    return changed;
}

/* The abilities the game's last move resolved, shown one by one: each rings its card on the board
 * and has its caption in the tray, where the controls were; nothing else on the board changes (a
 * caption over the board hid the blocks' headers: who controls them, their matches). */
static void check_end_captions(Fixture *fx)
{
    MintBidView *v = fx->view;
    ViewFrame f = frame_for(fx);
    int steps = v->end_steps;
    CHECK(steps > 0);
    Uint32 *board[3] = {0}, *tray[3] = {0};
    SDL_Rect ring[3] = {{0}};
    ui_stop_clock(fx->ui, 50.0);
    for (int i = 0; i < steps; i++) {
        CHECK(mintbid_view.holds_play(v, &f));
        draw(fx);
        board[i] = read_pixels(fx, v->board);
        tray[i] = read_pixels(fx, v->tray);
        SDL_Rect card = v->end_card[i] >= 0 ? v->card_rect[v->end_card[i]] : (SDL_Rect){0};
        int reach = ui_px(fx->ui, 5);
        ring[i] =
            (SDL_Rect){card.x - reach, card.y - reach, card.w + 2 * reach, card.h + 2 * reach};
        mintbid_view.release_hold(v, &f);
    }
    CHECK(!mintbid_view.holds_play(v, &f));
    draw(fx);
    Uint32 *board_after = read_pixels(fx, v->board), *tray_after = read_pixels(fx, v->tray);
    for (int i = 0; i < steps; i++) {
        CHECK_INT(pixels_changed(board[i], board_after, v->board, ring[i]), 0);
        CHECK(pixels_changed(tray[i], tray_after, v->tray, (SDL_Rect){0}) > 0);
        free(board[i]);
        free(tray[i]);
    }
    free(board_after);
    free(tray_after);
}

/* Two players and an AI card that beats them both: the end screen names the card as the winner,
 * and says nobody won only when nobody did. */
static void test_end_title_names_the_ai(void)
{
    Fixture fx = fixture_new(2, "developer", 11);
    MintBidState *s = state(&fx);
    mintbid_test_begin(s, NULL, 0, 0);
    enum { BANK = 3, CITY_HALL = 4, GAS_WORKS = 10, MILL = 17, THEATER = 24 };
    CHECK(mintbid_test_put(s, BANK, 2, 0, 0, false)); /* the AI: 10 VP in three */
    CHECK(mintbid_test_put(s, GAS_WORKS, 2, 0, 1, false));
    CHECK(mintbid_test_put(s, THEATER, 2, 1, 1, false));
    CHECK(mintbid_test_put(s, MILL, 1, 0, 0, false));      /* Ben */
    CHECK(mintbid_test_put(s, CITY_HALL, 0, 0, 0, false)); /* Ana: 5 VP */
    mintbid_test_end_game(s);
    if (s->phase == MB_PHASE_PRODUCTION)
        play(&fx, "skip");
    CHECK_INT(s->phase, MB_PHASE_OVER);
    char text[200];
    end_title(fx.match, text, sizeof text);
    CHECK_STR(text, "The Developer wins!");
    fixture_free(&fx);
}

/* The Utility, the game's last move, at 1024x640: its caption leaves the blocks' headers alone. */
static void test_end_captions(void)
{
    Fixture fx = fixture_sized(3, 1024, 640, 9);
    MintBidState *s = state(&fx);
    int deck[] = {0, 1, 2};
    mintbid_test_begin(s, deck, 3, 0);
    CHECK(mintbid_test_put(s, 16, 0, 0, 0, false));
    CHECK(mintbid_test_put(s, 17, 0, 1, 0, false));
    CHECK(mintbid_test_put(s, 18, 0, 2, 0, false));
    CHECK(mintbid_test_put(s, 7, 0, 3, 0, false));
    CHECK(mintbid_test_put(s, 9, 1, 0, 0, false));
    mintbid_test_end_game(s);
    CHECK_INT(s->phase, MB_PHASE_UTILITY);
    play(&fx, "move A 1 1 5 1");
    CHECK_INT(s->phase, MB_PHASE_OVER);
    CHECK_INT(fx.view->end_steps, 1);
    shot(&fx, "mb-end-caption");
    check_end_captions(&fx);
    fixture_free(&fx);
}

/* The end-of-game abilities: a Production rotation and a Utility move by clicks. */
static void test_abilities(void)
{
    Fixture fx = fixture_new(3, NULL, 9);
    MintBidState *s = state(&fx);
    int deck[] = {0, 1, 2};
    mintbid_test_begin(s, deck, 3, 0);
    /* area A (players 1 and 2): three Production cards in a row and a Utility under them */
    CHECK(mintbid_test_put(s, 16, 0, 0, 0, false));
    CHECK(mintbid_test_put(s, 17, 0, 1, 0, false));
    CHECK(mintbid_test_put(s, 18, 0, 2, 0, false));
    CHECK(mintbid_test_put(s, 10, 0, 0, 1, false));
    /* area B (players 2 and 3): a Utility and a Production, so that player 2 holds both */
    CHECK(mintbid_test_put(s, 9, 1, 0, 0, false));
    CHECK(mintbid_test_put(s, 19, 1, 1, 0, false));
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_UTILITY], 1);
    CHECK_INT(s->holder[MB_PRODUCTION], 1);
    char move[MOVE_MAX];
    bool moved = false, rotated = false;
    /* each ability in turn, driven by clicks */
    for (int guard = 0; guard < 6 && s->phase != MB_PHASE_OVER; guard++) {
        draw(&fx);
        if (s->phase == MB_PHASE_DEED) {
            place_first(&fx);
        } else if (s->phase == MB_PHASE_UTILITY) {
            MoveList legal = MOVELIST_INIT;
            fx.match->rules->legal_moves(fx.match->state, &legal);
            char letter;
            int c1, r1, c2, r2;
            bool found = false;
            for (int i = 0; i < legal.count && !found; i++)
                found =
                    sscanf(legal.items[i], "move %c %d %d %d %d", &letter, &c1, &r1, &c2, &r2) == 5;
            movelist_free(&legal);
            if (!found) {
                expect_button(&fx, MB_ACT_MOVE, "skip", "skip");
                continue;
            }
            int card = mintbid_card_at(s, letter - 'A', c1, r1);
            CHECK_INT(click_rect(&fx, fx.view->card_rect[card], move), VIEW_HANDLED);
            CHECK_INT(fx.view->source, card);
            draw(&fx); /* the picked card's block shows its free spots */
            shot(&fx, "mb-utility");
            char expected[MOVE_MAX];
            snprintf(expected, sizeof expected, "move %c %d %d %d %d", letter, c1, r1, c2, r2);
            CHECK_INT(click_rect(&fx, mbv_spot_rect(fx.view, s, letter - 'A', c2, r2), move),
                      VIEW_MOVE);
            CHECK_STR(move, expected);
            play(&fx, move);
            moved = true;
        } else if (s->phase == MB_PHASE_PRODUCTION) {
            SDL_Rect r = fx.view->card_rect[17];
            CHECK_INT(click_rect(&fx, r, move), VIEW_MOVE);
            char expected[MOVE_MAX];
            snprintf(expected, sizeof expected, "rotate %c %d %d", 'A' + s->card_area[17],
                     s->card_col[17] + 1, s->card_row[17] + 1);
            CHECK_STR(move, expected);
            play(&fx, move);
            CHECK(s->rotated[17]);
            rotated = true;
        } else {
            break;
        }
    }
    CHECK(moved);
    CHECK(rotated);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    shot(&fx, "mb-over");
    fixture_free(&fx);
}

/* Six players fit, and an idle board asks for no frames. */
static void test_six_players_idle(void)
{
    Fixture fx = fixture_new(6, NULL, 21);
    MintBidState *s = state(&fx);
    for (int a = 0; a < 6; a++)
        CHECK(mintbid_test_put(s, 24 + a < 30 ? 24 + a : a, a, 0, 0, a % 2 == 1));
    fx.viewer_override = -1;
    ViewFrame f = frame_for(&fx);
    (void)f;
    shot(&fx, "mb-6p");
    draw(&fx);
    CHECK(!fx.ui->frame_requested); /* nothing moves: no frames asked for */
    for (int a = 0; a < 6; a++) {
        SDL_Rect b = fx.view->box[a].box;
        CHECK(b.x >= 16 && b.y >= 80 && b.x + b.w <= 16 + 932 && b.y + b.h <= 80 + 704);
    }
    fixture_free(&fx);
}

static void test_two_players_ai(void)
{
    Fixture fx = fixture_new(2, "engineer", 13);
    MintBidState *s = state(&fx);
    pick_card(&fx, s->block[0]);
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "auction %d open", s->block[0] + 1);
    expect_button(&fx, MB_ACT_MOVE, move, move);
    shot(&fx, "mb-2ai-open");
    CHECK_INT(s->phase, MB_PHASE_OPEN);
    expect_button(&fx, MB_ACT_MOVE, "bid 1", "bid 1");
    fixture_free(&fx);
}

/* Steps a stepper (down/up actions) until *value reaches target. */
static void step_to(Fixture *fx, const int *value, int target, MbAction down, MbAction up)
{
    char move[MOVE_MAX];
    for (int guard = 0; guard < 40 && *value != target; guard++)
        CHECK_INT(click_button(fx, *value < target ? up : down, 0, NULL, move), VIEW_HANDLED);
    CHECK_INT(*value, target);
}

/* Makes `wanted` (a legal move) by clicking the board as a player would; checks the exact text
 * the view produces, then plays it. */
static void drive(Fixture *fx, const char *wanted)
{
    MintBidState *s = state(fx);
    MintBidView *v = fx->view;
    char move[MOVE_MAX] = "", letter, side[8];
    int a, b, c, d, n;
    ViewEventResult result = VIEW_IGNORED;
    draw(fx);
    if (sscanf(wanted, "auction %d", &n) == 1) {
        pick_card(fx, n - 1);
        result = click_button(fx, MB_ACT_MOVE, 0, wanted, move);
    } else if (sscanf(wanted, "bid %d+%d %7s", &a, &b, side) == 3) {
        CHECK_INT(click_button(fx, MB_ACT_PARTNER, !strcmp(side, "left") ? 1 : 2, NULL, move),
                  VIEW_HANDLED);
        step_to(fx, &v->amount, a, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP);
        step_to(fx, &v->other, b, MB_ACT_OTHER_DOWN, MB_ACT_OTHER_UP);
        result = click_button(fx, MB_ACT_MOVE, 0, wanted, move);
    } else if (sscanf(wanted, "bid %d", &a) == 1 && s->phase != MB_PHASE_SOLO_BID) {
        if (s->mode == MB_MODE_FULL)
            CHECK_INT(click_button(fx, MB_ACT_PARTNER, 0, NULL, move), VIEW_HANDLED);
        step_to(fx, &v->amount, a, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP);
        result = click_button(fx, MB_ACT_MOVE, 0, wanted, move);
    } else if (sscanf(wanted, "secret %d", &a) == 1) {
        step_to(fx, &v->amount, a, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP);
        result = click_button(fx, MB_ACT_MOVE, 0, wanted, move);
    } else if (sscanf(wanted, "place %c %d %d", &letter, &a, &b) == 3) {
        result = click_rect(fx, mbv_spot_rect(v, s, letter - 'A', a, b), move);
    } else if (sscanf(wanted, "move %c %d %d %d %d", &letter, &a, &b, &c, &d) == 5) {
        int card = mintbid_card_at(s, letter - 'A', a, b);
        CHECK_INT(click_rect(fx, v->card_rect[card], move), VIEW_HANDLED);
        draw(fx);
        result = click_rect(fx, mbv_spot_rect(v, s, letter - 'A', c, d), move);
    } else if (sscanf(wanted, "rotate %c %d %d", &letter, &a, &b) == 3) {
        result = click_rect(fx, v->card_rect[mintbid_card_at(s, letter - 'A', a, b)], move);
    } else {
        result = click_button(fx, MB_ACT_MOVE, 0, wanted, move);
    }
    CHECK_INT(result, VIEW_MOVE);
    if (strcmp(move, wanted))
        fprintf(stderr, "wanted '%s', the clicks made '%s'\n", wanted, move);
    CHECK_STR(move, wanted);
    play(fx, strcmp(move, wanted) ? wanted : move);
}

/* Whole games by clicks: random legal moves (fewer withdrawals, so auctions run), every one made
 * through the board. */
static void test_whole_game(int players, const char *ai, uint64_t seed, const char *name)
{
    Fixture fx = fixture_new(players, ai, seed);
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    int plies = 0;
    while (game_to_move(fx.match->state) != GAME_OVER && plies < 800) {
        movelist_clear(&legal);
        fx.match->rules->legal_moves(fx.match->state, &legal);
        int pick = (int)rng_below(&rng, (uint32_t)legal.count);
        if (getenv("MB_TRACE"))
            fprintf(stderr, "ply %d phase %d: %s\n", plies, state(&fx)->phase, legal.items[pick]);
        drive(&fx, legal.items[pick]);
        if (plies == 30)
            shot(&fx, name);
        plies++;
    }
    CHECK(game_to_move(fx.match->state) == GAME_OVER);
    char end_name[64];
    snprintf(end_name, sizeof end_name, "%s-end", name);
    ui_tween_stop(&fx.view->fly);
    shot(&fx, end_name);
    movelist_free(&legal);
    fixture_free(&fx);
}

/* What the table must read is held on the board: the closed bids turned over together, then the
 * abilities the game's last move resolved, one by one, until each is released. */
static void test_held_reveals(void)
{
    Fixture fx = fixture_new(4, NULL, 7);
    MintBidView *v = fx.view;
    ViewFrame f = frame_for(&fx);
    char prompt[100];
    MintBidState before = *state(&fx), after = before;
    before.phase = MB_PHASE_SECRET;
    after.phase = MB_PHASE_PLACE;
    for (int seat = 0; seat < 4; seat++)
        after.auction.secret[seat] = (int8_t)(seat + 1);
    mbv_table_move_played(v, &before, &after);
    CHECK(mintbid_view.holds_play(v, &f));
    mintbid_view.hold_prompt(v, &f, prompt, sizeof prompt);
    CHECK_STR(prompt, "Bids turned over");
    CHECK_INT(v->bids[3], 4);
    draw(&fx);
    mintbid_view.release_hold(v, &f);
    CHECK(!mintbid_view.holds_play(v, &f));

    before = after;
    before.deed_card = before.utility_move[0] = before.rotated_card = -1;
    after = before;
    after.phase = MB_PHASE_OVER;
    after.deed_card = 3;
    after.utility_move[0] = 5;
    after.rotated_card = 7;
    after.holder[MB_DEED] = 0; /* who played each: a seat, or the AI card */
    after.holder[MB_UTILITY] = MB_AI;
    after.holder[MB_PRODUCTION] = 2;
    mbv_table_move_played(v, &before, &after);
    for (int step = 1; step <= 3; step++) {
        CHECK(mintbid_view.holds_play(v, &f));
        mintbid_view.hold_prompt(v, &f, prompt, sizeof prompt);
        char expected[64];
        snprintf(expected, sizeof expected, "The end: ability %d of 3", step);
        CHECK_STR(prompt, expected);
        draw(&fx);
        mintbid_view.release_hold(v, &f);
    }
    CHECK(!mintbid_view.holds_play(v, &f)); /* now the end screen may come */

    /* an AI card that cannot win leaves its Deed unused: the table reads that too */
    before.phase = MB_PHASE_PRODUCTION;
    before.deed_unused = false;
    before.deed_card = before.utility_move[0] = before.rotated_card = -1;
    after = before;
    after.phase = MB_PHASE_OVER;
    after.deed_unused = true;
    after.holder[MB_DEED] = MB_AI;
    mbv_table_move_played(v, &before, &after);
    CHECK(mintbid_view.holds_play(v, &f));
    mintbid_view.hold_prompt(v, &f, prompt, sizeof prompt);
    CHECK_STR(prompt, "The end: ability 1 of 1");
    draw(&fx);
    mintbid_view.release_hold(v, &f);
    CHECK(!mintbid_view.holds_play(v, &f));
    fixture_free(&fx);
}

/* The tooltip shown once the mouse has rested on r. */
static const char *tooltip_at(Fixture *fx, SDL_Rect r)
{
    char move[MOVE_MAX];
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    fx->ui->mouse_x = x;
    fx->ui->mouse_y = y;
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    ui_stop_clock(fx->ui, 100.0);
    draw(fx);
    ui_stop_clock(fx->ui, 102.0);
    draw(fx);
    return fx->ui->tooltip;
}

/* What a card must show at least: its figures and letters (VP, mint letters), its name too, or
 * its type's name as well. */
typedef enum Words { WORDS_FIGURES, WORDS_NAME, WORDS_TYPE } Words;

/* Hovering a card that leaves out a word lifts it whole beside the mouse: its name and type's name
 * at the least size, within the view. */
static void check_zoom(Fixture *fx, int card, SDL_Rect r)
{
    char move[MOVE_MAX];
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    fx->ui->mouse_x = x;
    fx->ui->mouse_y = y;
    mouse(fx, SDL_MOUSEMOTION, x, y, move);
    draw(fx);
    shot(fx, "mb-zoom");
    CHECK_INT(fx->view->zoom_card, card);
    SDL_Rect z = fx->view->zoom_rect, area = fx->view->area;
    MbCardFace face;
    mbv_card_face(fx->ui, card, z, &face);
    int least = mbv_card_text_least(fx->ui);
    CHECK(face.name_size >= least && face.type_size >= least && face.vp_size >= least &&
          face.tab_size >= least);
    CHECK(z.x >= area.x && z.y >= area.y && z.x + z.w <= area.x + area.w &&
          z.y + z.h <= area.y + area.h);
    CHECK(!SDL_HasIntersection(&z, &r)); /* beside the card, not over it */
    mouse(fx, SDL_MOUSEMOTION, 0, 0, move);
    fx->ui->mouse_x = fx->ui->mouse_y = 0;
    draw(fx);
    CHECK_INT(fx->view->zoom_card, -1);
}

/* Every card on the table as drawn last frame, and the auction's card in the tray, shows its VP and
 * mint letters, and at least the `words` asked, each at the least size (capitals 11 px high) or
 * larger, clear of the others and of the gold clasp a match draws over the tabs; every table card
 * has one size. A card that leaves a word out shows it whole when hovered. (The cards still to
 * come in the block may be smaller: the controls need the tray's room.) */
static void check_faces(Fixture *fx, Words words)
{
    int least = mbv_card_text_least(fx->ui), size = 0;
    CHECK(least >= MB_LEGIBLE_PX);
    int shortened = -1;
    SDL_Rect shortened_r = {0, 0, 0, 0};
    for (int c = 0; c < MB_CARDS; c++) {
        bool on_table = state(fx)->where[c] == MB_ON_TABLE;
        SDL_Rect r = on_table ? fx->view->card_rect[c] : fx->view->block_rect[c];
        if (r.w == 0 || (!on_table && c != state(fx)->auction.card))
            continue;
        if (on_table && size == 0)
            size = r.w;
        if (on_table)
            CHECK_INT(r.w, size);
        MbCardFace face;
        mbv_card_face(fx->ui, c, r, &face);
        bool shown = face.vp_size >= least && face.tab_size >= least &&
                     (face.name_size >= least || (words < WORDS_NAME && face.name_size == 0)) &&
                     (face.type_size >= least || (words < WORDS_TYPE && face.type_size == 0));
        if (!shown)
            fprintf(stderr, "%s (%d px wide): VP %d, mints %d, name %d, type %d px\n",
                    mintbid_card_name(c), r.w, face.vp_size, face.tab_size, face.name_size,
                    face.type_size);
        CHECK(shown);
        if (shown && (face.name_size == 0 || face.type_size == 0) && shortened < 0) {
            shortened = c;
            shortened_r = r;
        }
        if (!shown || face.name_size == 0)
            continue;
        /* each word whole, descenders included: its last line as tall as the font draws it */
        int name_h, type_h = 0;
        ui_text_size(fx->ui, "Ag", ui_style(UI_FONT_BOLD, face.name_size, ui_colour(UI_TEXT)), NULL,
                     &name_h);
        if (face.type_size)
            ui_text_size(fx->ui, "Ag", ui_style(UI_FONT_BOLD, face.type_size, ui_colour(UI_TEXT)),
                         NULL, &type_h);
        int name_bottom = face.name_y + (face.name_lines - 1) * face.name_line_h + name_h;
        int clasp_top = face.tab_y - (face.tab_d / 5 > 2 ? face.tab_d / 5 : 2);
        /* the seal over the name (a card as printed) or under it, between the tabs (a band) */
        if (face.band)
            CHECK(name_bottom <= face.seal_y - face.seal_r);
        else
            CHECK(face.name_y >= face.seal_y + face.seal_r);
        CHECK(!face.picture.h || face.band == (face.picture.y >= name_bottom));
        CHECK(!face.type_size || name_bottom <= face.type_y);
        CHECK((face.type_size ? face.type_y + type_h : name_bottom) <= clasp_top);
    }
    if (shortened >= 0)
        check_zoom(fx, shortened, shortened_r);
}

/* Two rows of blocks, one of them a single block: it spans the board's width. */
static void check_lone_block_spans(Fixture *fx)
{
    const MintBidState *s = state(fx);
    int lone = 0;
    for (int a = 0; a < s->area_count; a++) {
        int in_row = 0;
        for (int b = 0; b < s->area_count; b++)
            in_row += fx->view->box[b].box.y == fx->view->box[a].box.y;
        if (in_row == 1) {
            CHECK_INT(fx->view->box[a].box.w, fx->view->quarters.w);
            lone++;
        }
    }
    CHECK_INT(lone, 1);
}

/* Laying a card keeps every card readable: the block it goes into makes room for its lit spots
 * (a free column on each side, the row under its cards) and the cards take the size that leaves,
 * never down to a picture with no name; a row with fewer blocks shares the board's whole
 * width. Two players and the Curator: Ben's area holds five cards, Ana's two; Ana wins the Mill
 * and lays it. */
static void test_placing_keeps_cards_readable(void)
{
    Fixture fx = fixture_new(2, "curator", 5);
    MintBidState *s = state(&fx);
    const int deck[4] = {17, 18, 10, 24};
    mintbid_test_begin(s, deck, 4, 0);
    mintbid_test_set_mints(s, 0, 5);
    const int bens[5] = {2, 3, 4, 8, 13}, own[2] = {19, 22};
    for (int i = 0; i < 5; i++)
        CHECK(mintbid_test_put(s, bens[i], 1, i, 0, false));
    for (int i = 0; i < 2; i++)
        CHECK(mintbid_test_put(s, own[i], 0, i, 0, false));
    play(&fx, "auction 18 open");
    draw(&fx);
    check_faces(&fx, WORDS_NAME);
    /* a block alone in its row spans it */
    check_lone_block_spans(&fx);
    play(&fx, "bid 1");
    int one = 1;
    mintbid_test_force_rolls(s, &one, 1);
    play(&fx, "pass");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    ui_tween_stop(&fx.view->fly);
    draw(&fx);
    check_faces(&fx, WORDS_NAME);
    /* the lit spots: Ana's block shows a free column on each side and the row under its cards */
    SDL_Rect left = mbv_spot_rect(fx.view, s, 0, 0, 1), right = mbv_spot_rect(fx.view, s, 0, 3, 1);
    SDL_Rect under = mbv_spot_rect(fx.view, s, 0, 1, 2), box = fx.view->box[0].box;
    CHECK(left.x >= box.x && right.x + right.w <= box.x + box.w);
    CHECK(under.y + under.h <= box.y + box.h);
    place_first(&fx);
    fixture_free(&fx);
}

/* Player 1 bids 1 for the card up for auction and the others withdraw: they win it (shared with
 * the left neighbour if asked) and lay it on the first lit spot. Every card shows its name while
 * the spots are lit and once it is laid. */
static void win_and_lay(Fixture *fx, const char *shot_name)
{
    play(fx, "bid 1");
    for (int i = 1; i < fx->match->opts.players; i++)
        play(fx, "withdraw");
    if (state(fx)->phase == MB_PHASE_SHARE)
        play(fx, "share left");
    CHECK_INT(state(fx)->phase, MB_PHASE_PLACE);
    ui_tween_stop(&fx->view->fly);
    draw(fx);
    if (shot_name)
        shot(fx, shot_name);
    check_faces(fx, WORDS_NAME);
    place_first(fx);
    ui_tween_stop(&fx->view->fly);
    draw(fx);
    check_faces(fx, WORDS_NAME);
}

/* The mint tabs of two neighbours in a row come close but never overlap: 2 px apart at least. */
static void check_tabs_apart(Fixture *fx)
{
    const MintBidState *s = state(fx);
    for (int a = 0; a < s->area_count; a++)
        for (int row = 0; row < MB_ROWS; row++)
            for (int col = 0; col + 1 < s->area[a].width; col++) {
                int left = s->area[a].cell[row][col], right = s->area[a].cell[row][col + 1];
                if (left < 0 || right < 0)
                    continue;
                MbCardFace face;
                mbv_card_face(fx->ui, left, fx->view->card_rect[left], &face);
                SDL_Rect a_tab = mbv_tab_rect(fx->view->card_rect[left], true, face.tab_d),
                         b_tab = mbv_tab_rect(fx->view->card_rect[right], false, face.tab_d);
                CHECK(b_tab.x - (a_tab.x + a_tab.w) >= 2);
            }
}

/* A table at 1024x640 with `players`: cards[i] put at spots[i] (area, column, row; areas the game
 * does not have are left out). Every card shows its name, its VP and its mints, before the
 * auction of the Telegraph Office, while the won card is laid (its block's lit slots take room)
 * and after. */
static void check_crowded_small_window(int players, const int cards[], const int spots[][3],
                                       int count, const char *shot_name)
{
    Fixture fx = fixture_sized(players, 1024, 640, 51);
    MintBidState *s = state(&fx);
    const int deck[6] = {10, 29, 28, 27, 26, 25};
    mintbid_test_begin(s, deck, 6, 0);
    for (int i = 0; i < count; i++)
        if (spots[i][0] < s->area_count)
            CHECK(mintbid_test_put(s, cards[i], spots[i][0], spots[i][1], spots[i][2], false));
    play(&fx, "auction 11 open");
    draw(&fx);
    shot(&fx, shot_name);
    check_faces(&fx, WORDS_NAME);
    win_and_lay(&fx, NULL);
    check_tabs_apart(&fx);
    fixture_free(&fx);
}

/* A crowded table at 1024x640 with `players` (4 to 6): two blocks of four cards in two rows, one
 * of three in a row, the others two or one (long names: the Telegraph Office, the Stock
 * Exchange, the Title Company...). With six players late in a game, six blocks hold 18 cards:
 * one of four in a row beside blocks of two rows (a row of boxes holding eight columns of cards
 * unless the ring of blocks is turned to start elsewhere). */
static void test_crowded_small_window(int players)
{
    const int cards[] = {11, 5, 1, 6, 8, 7, 9, 14, 13, 0, 2, 3, 4, 12, 15, 16};
    const int spots[][3] = {{0, 0, 0}, {0, 1, 0}, {0, 2, 0}, {1, 0, 0}, {1, 1, 0}, {1, 0, 1},
                            {1, 1, 1}, {2, 0, 0}, {2, 1, 0}, {2, 0, 1}, {2, 1, 1}, {3, 0, 0},
                            {3, 1, 0}, {4, 0, 0}, {5, 0, 0}, {5, 0, 1}};
    check_crowded_small_window(players, cards, spots, (int)(sizeof cards / sizeof *cards),
                               players == 4   ? "mb-4p-1024-crowded"
                               : players == 5 ? "mb-5p-1024-crowded"
                                              : "mb-6p-1024-crowded");
    if (players < 6)
        return;
    const int late_cards[] = {16, 6, 1, 5, 18, 13, 15, 21, 9, 0, 14, 7, 2, 19, 12, 8, 24, 4};
    const int late_spots[][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 0, 1}, {1, 1, 1}, {2, 0, 0},
                                 {2, 1, 0}, {3, 0, 0}, {3, 1, 0}, {3, 2, 0}, {3, 3, 0}, {4, 0, 0},
                                 {4, 1, 0}, {4, 1, 1}, {5, 0, 0}, {5, 1, 0}, {5, 0, 1}, {5, 1, 1}};
    check_crowded_small_window(players, late_cards, late_spots,
                               (int)(sizeof late_cards / sizeof *late_cards), "mb-6p-1024-late");
}

/* Four players: Bruno and Chiara's block holds the Rail Depot, Chiara and Player's the Library
 * over the Workshop; the Gas Works is up for auction, then Player and Ada win it. */
static void four_player_table(Fixture *fx)
{
    MintBidState *s = state(fx);
    const int deck[12] = {10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12};
    mintbid_test_begin(s, deck, 12, 0);
    CHECK(mintbid_test_put(s, 9, 1, 0, 0, false));
    CHECK(mintbid_test_put(s, 25, 3, 0, 0, false));
    CHECK(mintbid_test_put(s, 22, 3, 0, 1, false));
    play(fx, "auction 11 open");
}

/* The cards fill the room the board gives them: with few cards on the table they are as large
 * as a card on a table, not kept small for blocks that could fill up, and every word and number
 * on a card reads (11 px at least) at 1024x640, also while a card is being laid. */
static void test_cards_fill_the_board(void)
{
    Fixture fx = fixture_sized(4, 1920, 1080, 31);
    four_player_table(&fx);
    draw(&fx);
    shot(&fx, "mb-4p-1920");
    /* a block with one card or a column of two: its card a good share of its width */
    for (int a = 1; a <= 3; a += 2) {
        SDL_Rect card = fx.view->card_rect[a == 1 ? 9 : 25], box = fx.view->box[a].box;
        CHECK(card.w * 100 >= box.w * 40);
    }
    CHECK_INT(fx.view->card_rect[9].w, ui_px(fx.ui, MB_CARD_MOST_W)); /* (a card's size) */
    check_faces(&fx, WORDS_TYPE);
    fixture_free(&fx);

    fx = fixture_sized(4, 1024, 640, 31);
    four_player_table(&fx);
    draw(&fx);
    shot(&fx, "mb-4p-1024-bid");
    check_faces(&fx, WORDS_NAME);
    /* Player and Ada win the Gas Works: it goes into their empty block, whose two spots are lit */
    win_and_lay(&fx, "mb-4p-1024-place");
    fixture_free(&fx);
}

/* A crowded table at 1280x800: six players, two blocks of three columns and two rows in the top
 * row of blocks, one of two in the other. The cards are too small for the longest names under the
 * seal, so every card takes the band's face: every name shows (on up to three lines), the VP
 * between the tabs. */
static void test_crowded_table_names(void)
{
    Fixture fx = fixture_new(6, NULL, 41);
    MintBidState *s = state(&fx);
    const int deck[5] = {18, 19, 20, 21, 23};
    mintbid_test_begin(s, deck, 5, 0);
    /* Telegraph Office, Title Company, Stock Exchange, Records Hall, Water Works, Rail Depot */
    const int first[6] = {11, 1, 5, 6, 7, 9}, third[6] = {12, 13, 14, 15, 16, 17};
    for (int i = 0; i < 6; i++) {
        CHECK(mintbid_test_put(s, first[i], 0, i % 3, i / 3, false));
        CHECK(mintbid_test_put(s, third[i], 2, i % 3, i / 3, false));
    }
    CHECK(mintbid_test_put(s, 26, 4, 0, 0, false));
    CHECK(mintbid_test_put(s, 28, 4, 0, 1, false));
    draw(&fx);
    shot(&fx, "mb-6p-crowded");
    check_faces(&fx, WORDS_NAME);
    MbCardFace face;
    mbv_card_face(fx.ui, 11, fx.view->card_rect[11], &face);
    CHECK(face.band);
    CHECK_INT(face.name_lines, 3); /* "Tele-", "graph", "Office" */
    fixture_free(&fx);
}

/* Whether the rectangle `r` stays outside the circle of radius `rad` around (cx, cy). */
static bool rect_clear_of_circle(SDL_Rect r, int cx, int cy, int rad)
{
    int nx = cx < r.x ? r.x : cx > r.x + r.w ? r.x + r.w : cx;
    int ny = cy < r.y ? r.y : cy > r.y + r.h ? r.y + r.h : cy;
    return (nx - cx) * (nx - cx) + (ny - cy) * (ny - cy) >= rad * rad;
}

/* A late 6-player table at 1024x640 lays nine columns of cards or more in a row of blocks: cards
 * about 51 px wide and 79 high (`moguls shot mintbid --players 6 --seed 7 --moves 230`). There the
 * VP's plaque stands between the mint tabs, upright, clear of them and of a match's clasp, and a
 * name of three lines shows above it (Telegraph Office, Records Hall...); on a card 49 px wide
 * the square plaque stands over the tabs, clear of them, and a short name shows above it. */
static void test_narrow_card_faces(void)
{
    Fixture fx = fixture_sized(6, 1024, 640, 7);
    /* the names on each size, and on how many lines */
    const char *names[2][9] = {{"Bakery", "Rail Depot", "Post Office", "Water Works", "Library",
                                "Telegraph Office", "Records Hall", "Title Company",
                                "Fire Station"},
                               {"Bank", "Mine", "Mill"}};
    const int lines[2][9] = {{2, 2, 2, 2, 2, 3, 3, 3, 3}, {1, 1, 1}};
    const SDL_Rect sizes[2] = {{100, 100, 51, 79}, {100, 100, 49, 79}};
    int least = mbv_card_text_least(fx.ui), found = 0;
    for (int k = 0; k < 2; k++)
        for (int c = 0; c < MB_CARDS; c++)
            for (size_t i = 0; i < 9 && names[k][i]; i++) {
                if (strcmp(mintbid_card_name(c), names[k][i]) != 0)
                    continue;
                found++;
                SDL_Rect r = sizes[k];
                MbCardFace face;
                mbv_card_face(fx.ui, c, r, &face);
                CHECK(face.band);
                CHECK(face.name_size >= least && face.vp_size >= least && face.tab_size >= least);
                CHECK_INT(face.name_lines, lines[k][i]);
                SDL_Rect left = mbv_tab_rect(r, false, face.tab_d),
                         right = mbv_tab_rect(r, true, face.tab_d);
                int name_h, tab_cy = right.y + right.h / 2;
                ui_text_size(fx.ui, "Ag",
                             ui_style(UI_FONT_BOLD, face.name_size, ui_colour(UI_TEXT)), NULL,
                             &name_h);
                CHECK(face.name_y + (face.name_lines - 1) * face.name_line_h + name_h <=
                      face.seal_y - face.seal_r);
                SDL_Rect plaque = {face.seal_x - face.plaque_half_w, face.seal_y - face.seal_r,
                                   2 * face.plaque_half_w, 2 * face.seal_r};
                CHECK(rect_clear_of_circle(plaque, left.x + left.w / 2, tab_cy, left.w / 2));
                CHECK(rect_clear_of_circle(plaque, right.x + right.w / 2, tab_cy, right.w / 2));
                if (k == 0) {
                    /* between the tabs, its figure clear of the clasp (which ends a pixel
                     * outside the tabs) and framed by gold */
                    int figure_w;
                    ui_text_size(fx.ui, "8",
                                 ui_style(UI_FONT_BOLD, face.vp_size, ui_colour(UI_TEXT)),
                                 &figure_w, NULL);
                    CHECK_INT(face.seal_y, tab_cy);
                    CHECK(face.seal_x - figure_w / 2 > left.x + left.w + 1);
                    CHECK(face.seal_x + figure_w / 2 < right.x - 1);
                    CHECK(2 * face.plaque_half_w >= figure_w + 2);
                } else {
                    CHECK_INT(face.plaque_half_w, face.seal_r); /* square */
                    CHECK(face.seal_y < tab_cy);
                }
            }
    CHECK_INT(found, 9 + 3);
    fixture_free(&fx);
}

/* The auction block's cards at the start of a 6-player game at 1024x640 (47x65: no name fits a
 * band's two lines there but 'Mill'): a card without its name shows its type's icon above the
 * plaque, clear of it and of the tabs, rather than a blank face with only its VP. */
static void test_block_cards_show_their_type(void)
{
    Fixture fx = fixture_sized(6, 1024, 640, 3);
    SDL_Rect r = {100, 100, 47, 65};
    int iconed = 0;
    for (int c = 0; c < MB_CARDS; c++) {
        MbCardFace face;
        mbv_card_face(fx.ui, c, r, &face);
        CHECK(face.name_size > 0 || face.picture.w > 0 || face.icon.w > 0);
        if (face.icon.w == 0)
            continue;
        iconed++;
        SDL_Rect left = mbv_tab_rect(r, false, face.tab_d),
                 right = mbv_tab_rect(r, true, face.tab_d);
        CHECK(face.icon.w >= r.w / 3 && face.icon.y > r.y);
        CHECK(face.icon.y + face.icon.h < face.seal_y - face.seal_r);
        CHECK(!SDL_HasIntersection(&face.icon, &left) && !SDL_HasIntersection(&face.icon, &right));
    }
    CHECK(iconed > MB_CARDS / 2);
    fixture_free(&fx);
}

/* The block the auctioneer picks from at the start of a 6-player game at 1024x640 (five cards,
 * long names): every card says its name and VP, and once one is picked the buttons stand in the
 * tray beside the cards, over none of them. The cards were 47 px wide, only "Mill" named, while
 * the buttons kept half the tray. */
static void test_block_picked_by_name(void)
{
    Fixture fx = fixture_sized(6, 1024, 640, 61);
    MintBidState *s = state(&fx);
    /* the Telegraph Office, Stock Exchange, Botanic Garden, Title Company and Fire Station */
    const int deck[] = {11, 5, 29, 1, 14, 7, 8};
    mintbid_test_begin(s, deck, 7, 0);
    CHECK_INT(s->phase, MB_PHASE_PICK);
    CHECK_INT(s->block_count, 5);
    draw(&fx);
    shot(&fx, "mb-6p-1024-pick");
    for (int i = 0; i < s->block_count; i++) {
        MbCardFace face;
        int c = s->block[i];
        mbv_card_face(fx.ui, c, fx.view->block_rect[c], &face);
        CHECK(face.name_size > 0 && face.vp_size > 0);
    }
    pick_card(&fx, s->block[2]);
    shot(&fx, "mb-6p-1024-picked");
    CHECK_INT(fx.view->buttons, 3);
    for (int b = 0; b < fx.view->buttons; b++) {
        SDL_Rect r = fx.view->button[b].r, both;
        CHECK(SDL_IntersectRect(&r, &fx.view->tray, &both) && !memcmp(&both, &r, sizeof r));
        for (int i = 0; i < s->block_count; i++)
            CHECK(!SDL_HasIntersection(&r, &fx.view->block_rect[s->block[i]]));
    }
    fixture_free(&fx);
}

/* A 6-player table at 1024x640 whose deck starts with the Gas Works, up for an open auction,
 * and cards[i] lie at spots[i] (area, column, row). */
static Fixture small_table(const int deck[6], const int cards[], const int spots[][3], size_t count)
{
    Fixture fx = fixture_sized(6, 1024, 640, 51);
    MintBidState *s = state(&fx);
    mintbid_test_begin(s, deck, 6, 0);
    for (size_t i = 0; i < count; i++)
        CHECK(mintbid_test_put(s, cards[i], spots[i][0], spots[i][1], spots[i][2], false));
    play(&fx, "auction 11 open");
    draw(&fx);
    return fx;
}

/* A late 6-player table at 1024x640 whose lower row of blocks holds nine columns of cards (four,
 * three and two: cards 57 px wide and 79 high beside the narrow side, 52 beside a wide one):
 * every card, the names of three lines too, shows its name, VP and mints, and the cards keep one
 * face (the band's) whatever their names. */
static void test_nine_columns_named(void)
{
    const int deck[6] = {10, 29, 28, 27, 26, 25};
    /* A: the Factory; B: the Records Hall, Foundry, Telegraph Office; C: the Mine, Harbor,
     * Workshop; D: the Bakery, Rail Depot, Title Company, Mill, Museum; E: the Land Office, Fire
     * Station, Post Office, Bank; F: the Water Works, Power Plant, Theater, Courthouse */
    const int cards[] = {16, 6, 18, 11, 15, 12, 22, 21, 9, 1, 17, 23, 0, 14, 13, 3, 7, 8, 24, 2};
    const int spots[][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {2, 0, 0},
                            {2, 1, 0}, {2, 0, 1}, {3, 0, 0}, {3, 1, 0}, {3, 2, 0},
                            {3, 3, 0}, {3, 0, 1}, {4, 0, 0}, {4, 1, 0}, {4, 1, 1},
                            {4, 2, 1}, {5, 0, 0}, {5, 1, 0}, {5, 0, 1}, {5, 1, 1}};
    Fixture fx = small_table(deck, cards, spots, sizeof cards / sizeof *cards);
    shot(&fx, "mb-6p-1024-nine");
    CHECK(fx.view->card_rect[11].w <= 57);
    check_faces(&fx, WORDS_NAME);
    check_tabs_apart(&fx);
    for (size_t i = 0; i < sizeof cards / sizeof *cards; i++) {
        MbCardFace face;
        mbv_card_face(fx.ui, cards[i], fx.view->card_rect[cards[i]], &face);
        CHECK(face.band);
    }
    fixture_free(&fx);
}

/* A late 6-player table at 1024x640 whose top row of blocks holds nine columns of cards in four
 * blocks (two, two, two and three; `moguls shot mintbid --players 6 --seed 4 --moves 223`), the
 * Botanic Garden among them: the players' panels take a side only as wide as their rows, and the
 * cards 57 px wide set "Garden" whole on a line: every card shows its name, VP and mints. With
 * the side at its share of a larger window (164 px) the cards were 51 px wide and the Botanic
 * Garden showed its scene instead of its name. A window of 1280x800 keeps the side's share. */
static void test_narrow_side_names_nine_columns(void)
{
    const int deck[6] = {10, 28, 26, 25, 12, 11};
    /* A: the Stock Exchange, Land Office, Records Hall; B: the Museum, Courthouse, Gallery; C:
     * the Title Company, Shipyard, Water Works; D: the Fire Station, Post Office, Theater; E:
     * the Mine, Rail Depot, Power Plant; F: the Factory, Botanic Garden, Brewery, Mill, City
     * Hall */
    const int cards[] = {5, 0, 6, 23, 2, 27, 1, 20, 7, 14, 13, 24, 15, 9, 8, 16, 29, 19, 17, 4};
    const int spots[][3] = {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {1, 0, 0}, {1, 0, 1},
                            {1, 1, 1}, {2, 0, 0}, {2, 1, 0}, {2, 0, 1}, {3, 0, 0},
                            {3, 1, 0}, {3, 2, 0}, {4, 0, 0}, {4, 1, 0}, {4, 1, 1},
                            {5, 0, 0}, {5, 1, 0}, {5, 2, 0}, {5, 3, 0}, {5, 4, 0}};
    Fixture fx = small_table(deck, cards, spots, sizeof cards / sizeof *cards);
    shot(&fx, "mb-6p-1024-narrow-side");
    CHECK(fx.view->narrow_side);
    CHECK_INT(fx.view->side.w, mbv_narrow_panel_width(fx.ui));
    CHECK(fx.view->card_rect[29].w >= 57);
    check_faces(&fx, WORDS_NAME);
    check_tabs_apart(&fx);
    fixture_free(&fx);

    fx = fixture_new(6, NULL, 51);
    draw(&fx);
    CHECK(!fx.view->narrow_side);
    CHECK(fx.view->side.w * 100 >= fx.view->area.w * 21);
    fixture_free(&fx);
}

/* A lesson points at nothing on the board through the closed bids' panel: while the bids turned
 * over cover the board, "bids" is that panel and the board's things are not shown; once read,
 * "bids" is the players' panels, which show each bid. */
static void test_pointers_and_the_bids_panel(void)
{
    Fixture fx = fixture_new(3, NULL, 9);
    MintBidState *s = state(&fx);
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "auction %d closed", s->block[0] + 1);
    play(&fx, move);
    play(&fx, "secret 1");
    play(&fx, "secret 0");
    play(&fx, "secret 2");
    ViewFrame f = frame_for(&fx);
    CHECK(mintbid_view.holds_play(fx.view, &f));
    draw(&fx);
    SDL_Rect r;
    CHECK(mintbid_view.locate(fx.view, &f, "bids", &r));
    CHECK(SDL_RectEquals(&r, &fx.view->bids_rect));
    CHECK(SDL_HasIntersection(&r, &fx.view->board));
    CHECK(!mintbid_view.locate(fx.view, &f, "area A", &r));
    CHECK(mintbid_view.locate(fx.view, &f, "panel 1", &r)); /* beside the board: still shown */
    mintbid_view.release_hold(fx.view, &f);
    draw(&fx);
    CHECK(mintbid_view.locate(fx.view, &f, "area A", &r));
    CHECK(mintbid_view.locate(fx.view, &f, "bids", &r));
    CHECK(r.x == fx.view->panel[0].x && r.y == fx.view->panel[0].y);
    fixture_free(&fx);
}

/* The colour drawn at (x, y) last frame. */
static SDL_Color pixel_at(Fixture *fx, int x, int y)
{
    Uint32 pixel = 0;
    SDL_Rect one = {x, y, 1, 1};
    SDL_RenderReadPixels(fx->ui->renderer, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4);
    return (SDL_Color){(Uint8)(pixel >> 16), (Uint8)(pixel >> 8), (Uint8)pixel, 255};
}

/* Which cells of the AI card are drawn lit (the accent colour), as a bit per die face. */
static unsigned lit_cells(Fixture *fx)
{
    draw(fx);
    SDL_Color accent = ui_colour(UI_ACCENT);
    unsigned lit = 0;
    for (int i = 0; i < 6; i++) {
        SDL_Rect c = fx->view->ai_cell[i];
        CHECK(c.w > 0);
        SDL_Color p = pixel_at(fx, c.x + c.w / 2, c.y + c.h - 3);
        if (p.r == accent.r && p.g == accent.g && p.b == accent.b)
            lit |= 1u << i;
    }
    return lit;
}

/* The table of record (the printed tables, docs/rules/mintbid.md) and our balanced two-player
 * tables, as the card must print them: the card draws the table the AI plays, and lights the cell
 * of the roll it acted on, roll by roll, for every card. */
static void test_ai_card_lights_the_cell_used(void)
{
    static const char *const ais[4] = {"developer", "engineer", "industrialist", "curator"};
    static const struct {
        int players;
        const char *strength;
        const char *cells[4][6];
    } tables[] = {
        {2,
         "printed",
         {{"P", "P", "+1", "+1", "+2", "+3"},
          {"P", "+1", "+1", "+2", "+2", "+3"},
          {"P", "P", "+1", "+2", "+3", "+3"},
          {"P", "P", "P", "+1", "+2", "+4"}}},
        {2,
         "balanced",
         {{"P", "P", "+1", "+1", "+2", "+3"},
          {"P", "P", "+1", "+2", "+2", "+3"},
          {"P", "P", "+1", "+2", "+2", "+3"},
          {"P", "P", "+1", "+2", "+2", "+4"}}},
        {1,
         "printed",
         {{"W", "W", "R1", "R1", "R2", "S"},
          {"W", "R1", "R1", "R1", "R2", "S"},
          {"W", "W", "R1", "R2", "R2", "S"},
          {"W", "W", "W", "R1", "R2", "S"}}},
        {1,
         "tough", /* one mint more: R1 raises by 2, R2 by 3 */
         {{"W", "W", "R2", "R2", "R3", "S"},
          {"W", "R2", "R2", "R2", "R3", "S"},
          {"W", "W", "R2", "R3", "R3", "S"},
          {"W", "W", "W", "R2", "R3", "S"}}},
    };
    /* a location of no card's favourite type would need a fifth type: the Mill (Production) is
     * the Industrialist's favourite, so the bids below count it */
    const int mill = 17, foundry = 18;
    Fixture fx = fixture_new(2, "developer", 1);
    const char *names[MAX_SEATS] = {"Ana", "Ben"};
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (int ai = 0; ai < 4; ai++)
            for (int roll = 1; roll <= 6; roll++) {
                bool solo = tables[t].players == 1, fav = ai == 2;
                fixture_rematch(&fx, new_match(tables[t].players, ais[ai], tables[t].strength, 31));
                MintBidState *s = state(&fx);
                const int deck[4] = {mill, foundry, 10, 24};
                mintbid_test_begin(s, deck, 4, 0);
                mintbid_test_set_mints(s, 0, 9);
                CHECK_INT(lit_cells(&fx), 0); /* no roll yet: nothing lit */
                const char *last_move = solo ? "bid 1" : "pass";
                if (!solo) {
                    play(&fx, "auction 18 open");
                    play(&fx, "bid 1");
                }
                mintbid_test_force_rolls(s, &roll, 1);
                StrBuf line = STRBUF_INIT;
                mintbid_rules.describe_move(&s->base, last_move, names, &line);
                play(&fx, last_move);
                ui_tween_stop(&fx.view->roll);
                const char *want = tables[t].cells[ai][roll - 1];
                char label[8], last[96], said[96];
                for (int i = 0; i < 6; i++) {
                    mbv_ai_cell_label(s, i + 1, label, sizeof label);
                    CHECK_STR(label, tables[t].cells[ai][i]);
                }
                CHECK_INT(lit_cells(&fx), 1u << (roll - 1));
                /* the log and the card's last roll say what the lit cell says */
                int k = 0;
                sscanf(want + 1, "%d", &k);
                int raise = want[0] == 'S' ? mintbid_ai_cell(s, 6).step : k;
                const char *ai_name = mintbid_ai_name(s->ai);
                if (want[0] == 'P')
                    snprintf(said, sizeof said, "%s rolls %d and passes", ai_name, roll);
                else if (want[0] == '+')
                    snprintf(said, sizeof said, "%s rolls %d and bids %d", ai_name, roll,
                             1 + k + fav);
                else if (want[0] == 'W')
                    snprintf(said, sizeof said, "%s rolls %d and withdraws", ai_name, roll);
                else if (want[0] == 'S' && fav)
                    snprintf(said, sizeof said, "%s rolls %d: its favourite type", ai_name, roll);
                else
                    snprintf(said, sizeof said, "%s rolls %d and raises to %d", ai_name, roll,
                             1 + raise);
                CHECK_HAS(sb_str(&line), said);
                mbv_ai_last_roll(s, last, sizeof last);
                char expected_last[96];
                if (want[0] == 'P')
                    snprintf(expected_last, sizeof expected_last, "Rolled %d: passed", roll);
                else if (want[0] == '+')
                    snprintf(expected_last, sizeof expected_last, "Rolled %d: bid %d", roll,
                             1 + k + fav);
                else if (want[0] == 'W')
                    snprintf(expected_last, sizeof expected_last, "Rolled %d: withdrew", roll);
                else if (want[0] == 'S' && fav)
                    snprintf(expected_last, sizeof expected_last, "Rolled %d: took it", roll);
                else
                    snprintf(expected_last, sizeof expected_last, "Rolled %d: raised to %d", roll,
                             1 + raise);
                CHECK_STR(last, expected_last);
                sb_free(&line);
            }
    fixture_free(&fx);
}

/* The AI card's last roll stays on the card into the next round, until it rolls again. */
static void test_ai_card_keeps_last_roll(void)
{
    Fixture fx = fixture_new(2, "curator", 1);
    /* two players: the Curator rolls 4 (+1) on the Foundry after Ana's 1; nobody answers */
    MintBidState *s = state(&fx);
    const int deck[4] = {18, 3, 10, 24};
    mintbid_test_begin(s, deck, 4, 0);
    mintbid_test_set_mints(s, 0, 1);
    play(&fx, "auction 19 open");
    play(&fx, "bid 1");
    int four = 4;
    mintbid_test_force_rolls(s, &four, 1);
    play(&fx, "pass");
    ui_tween_stop(&fx.view->roll);
    char last[96];
    CHECK_INT(lit_cells(&fx), 1u << 3);
    mbv_ai_last_roll(s, last, sizeof last);
    CHECK_STR(last, "Rolled 4: bid 2");
    /* the Bank: Ben opens with 1, Ana lets it go, the AI rolls 1 and passes; Ben lays it, and
     * the round's die is rolled */
    CHECK_INT(s->phase, MB_PHASE_PICK);
    play(&fx, "auction 4 open");
    int rolls[2] = {1, 6};
    mintbid_test_force_rolls(s, rolls, 2); /* the AI passes on 1, then the round's die */
    int round = s->round;
    play(&fx, "bid 1");
    if (s->phase == MB_PHASE_OPEN) /* (one who cannot beat the bid is out at once) */
        play(&fx, "pass");
    ui_tween_stop(&fx.view->roll);
    CHECK_INT(lit_cells(&fx), 1u << 0);
    if (s->phase == MB_PHASE_PLACE) {
        place_first(&fx);
        ui_tween_stop(&fx.view->roll);
    }
    CHECK_INT(s->round, round + 1);
    CHECK_INT(lit_cells(&fx), 1u << 0);
    mbv_ai_last_roll(s, last, sizeof last);
    CHECK_STR(last, "Rolled 1: passed");

    /* solitaire: a raise, then a round where the player lets the card go unbid */
    fixture_rematch(&fx, new_match(1, "engineer", NULL, 2));
    s = state(&fx);
    const int solo_deck[3] = {3, 18, 10};
    mintbid_test_begin(s, solo_deck, 3, 0);
    int five = 5;
    mintbid_test_force_rolls(s, &five, 1);
    play(&fx, "bid 1");
    play(&fx, "withdraw");
    ui_tween_stop(&fx.view->roll);
    CHECK_INT(s->phase, MB_PHASE_SOLO_BID); /* the AI laid the Bank; the next round began */
    CHECK_INT(lit_cells(&fx), 1u << 4);
    play(&fx, "withdraw");
    CHECK_INT(lit_cells(&fx), 1u << 4);
    mbv_ai_last_roll(s, last, sizeof last);
    CHECK_STR(last, "Rolled 5: raised to 3");
    fixture_free(&fx);
}

/* The die and the auctioneer's token say what they are. */
static void test_tooltips(void)
{
    Fixture fx = fixture_new(3, NULL, 7);
    draw(&fx);
    CHECK_HAS(tooltip_at(&fx, fx.view->die_rect), "The die: rolled after each round's auctions");
    CHECK_HAS(tooltip_at(&fx, fx.view->token_rect), "The auctioneer's token");
    fixture_free(&fx);
}

/* ---------------------------------------------------------------- refusals */

/* The button of that action (and value, and move text if given) drawn last frame, or NULL. */
static const MbButton *find_button(Fixture *fx, MbAction action, int value, const char *m)
{
    draw(fx);
    for (int i = 0; i < fx->view->buttons; i++) {
        const MbButton *b = &fx->view->button[i];
        if (b->action == action && (action != MB_ACT_PARTNER || b->value == value) &&
            (!m || !strcmp(b->move, m)))
            return b;
    }
    return NULL;
}

/* A click at r is refused with exactly `why`, and no move is made. */
static void expect_refused(Fixture *fx, SDL_Rect r, const char *why)
{
    char move[MOVE_MAX] = "";
    view_fixture_reason[0] = '\0';
    int plies = state(fx)->plies;
    CHECK_INT(click_rect(fx, r, move), VIEW_REFUSED);
    CHECK_STR(view_fixture_reason, why);
    CHECK_INT(state(fx)->plies, plies);
}

static void expect_button_refused(Fixture *fx, MbAction action, int value, const char *m,
                                  const char *why)
{
    const MbButton *b = find_button(fx, action, value, m);
    CHECK(b != NULL && !b->enabled);
    if (b)
        expect_refused(fx, b->r, why);
}

static const char *prompt_of(Fixture *fx)
{
    static char out[200];
    ViewFrame f = frame_for(fx);
    mintbid_view.prompt(fx->view, &f, out, sizeof out);
    return out;
}

/* What the board says fits the mode: two players have open auctions only and no partners;
 * solitaire has one auctioneer; a card's tooltip names it without its internal number. */
static void test_texts_fit_the_mode(void)
{
    Fixture fx = fixture_new(2, NULL, 7);
    MintBidState *s = state(&fx);
    draw(&fx);
    CHECK_STR(tooltip_at(&fx, fx.view->token_rect),
              "The auctioneer's token: this player picks the next location for an open auction; "
              "the token passes to the other player after each one");
    int card = s->block[0];
    pick_card(&fx, card);
    CHECK_STR(prompt_of(&fx), "Put it up for an open auction");
    char why[120];
    snprintf(why, sizeof why, "Put the %s up for an open auction first", mintbid_card_name(card));
    expect_refused(&fx, fx.view->box[0].box, why);
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "auction %d open", card + 1);
    expect_button(&fx, MB_ACT_MOVE, move, move);
    CHECK_STR(prompt_of(&fx), "Open the bidding"); /* the auctioneer may not pass */
    /* the same with an AI card */
    fixture_rematch(&fx, new_match(2, "curator", NULL, 7));
    pick_card(&fx, state(&fx)->block[0]);
    CHECK_STR(prompt_of(&fx), "Put it up for an open auction");

    /* solitaire */
    fixture_rematch(&fx, new_match(1, "curator", NULL, 7));
    draw(&fx);
    CHECK_STR(tooltip_at(&fx, fx.view->token_rect),
              "The auctioneer's token: in solitaire you are always the auctioneer and put each "
              "location up yourself");

    /* three or more: open or closed, alone or with a neighbour */
    fixture_rematch(&fx, new_match(4, NULL, NULL, 7));
    s = state(&fx);
    draw(&fx);
    CHECK_STR(tooltip_at(&fx, fx.view->token_rect),
              "The auctioneer's token: this player picks the next location and an open or closed "
              "auction; the token passes left after each one");
    card = s->block[0];
    pick_card(&fx, card);
    CHECK_STR(prompt_of(&fx), "Choose an open or a closed auction");
    snprintf(move, sizeof move, "auction %d open", card + 1);
    expect_button(&fx, MB_ACT_MOVE, move, move);
    CHECK_STR(prompt_of(&fx), "Open the bidding, alone or with a neighbour");
    snprintf(why, sizeof why, "The auction for the %s is on: open the bidding below",
             mintbid_card_name(card));
    expect_refused(&fx, fx.view->box[0].box, why);
    play(&fx, "bid 1");
    CHECK_STR(prompt_of(&fx), "Bid (alone or with a neighbour), pass or withdraw");

    /* a card on the table: its name first, no number */
    CHECK(mintbid_test_put(s, 6, 0, 0, 0, false)); /* the Records Hall */
    CHECK(mintbid_test_put(s, 12, 1, 0, 0, true)); /* the Harbor, turned */
    draw(&fx);
    CHECK_STR(tooltip_at(&fx, fx.view->card_rect[6]),
              "Records Hall: Deed, 3 VP; mints yellow | yellow");
    CHECK_STR(tooltip_at(&fx, fx.view->card_rect[12]),
              "Harbor: Utility, 6 VP; mints yellow | green (turned)");
    fixture_free(&fx);
}

/* Picking: a table card before a pick; "Open auction" without mints; the pick stays. */
static void test_refusals_pick(void)
{
    Fixture fx = fixture_new(4, NULL, 5);
    MintBidState *s = state(&fx);
    int deck[] = {12, 2, 20, 5, 6, 7, 8, 9, 10, 11, 13, 14};
    mintbid_test_begin(s, deck, 12, 0);
    CHECK(mintbid_test_put(s, 16, 0, 0, 0, false));
    mintbid_test_set_mints(s, 0, 0);
    draw(&fx);
    expect_refused(&fx, fx.view->card_rect[16], "Pick a location from the auction block first");
    expect_refused(&fx, fx.view->box[2].box, "Pick a location from the auction block first");
    pick_card(&fx, 12);
    char open[MOVE_MAX];
    snprintf(open, sizeof open, "auction %d open", 13);
    expect_button_refused(&fx, MB_ACT_MOVE, 0, open, "You have no mints: choose a closed auction");
    CHECK_INT(fx.view->pick, 12); /* the pick stays */
    expect_refused(&fx, fx.view->box[1].box,
                   "Choose an open or a closed auction for the Harbor first");
    CHECK_INT(fx.view->pick, 12);
    fixture_free(&fx);
}

static int partner_buttons(Fixture *fx, int side)
{
    draw(fx);
    int n = 0;
    for (int i = 0; i < fx->view->buttons; i++)
        n += fx->view->button[i].action == MB_ACT_PARTNER && fx->view->button[i].value == side;
    return n;
}

/* An open auction: a withdrawn neighbour, or one who refused this turn, is never offered; a
 * partner bid starts at the smallest split that beats the bid; greyed buttons say why. */
static void test_refusals_open(void)
{
    Fixture fx = fixture_new(4, NULL, 5);
    MintBidState *s = state(&fx);
    int deck[] = {12, 2, 20, 5, 6, 7, 8, 9, 10, 11, 13, 14};
    mintbid_test_begin(s, deck, 12, 0);
    play(&fx, "auction 13 open");
    play(&fx, "bid 3");
    play(&fx, "withdraw"); /* player 2 */
    CHECK_INT(game_to_move(fx.match->state), 2);
    /* player 3: the right neighbour (player 2) withdrew, so only the left one is offered */
    CHECK_INT(partner_buttons(&fx, 2), 0);
    CHECK_INT(partner_buttons(&fx, 1), 1);
    char move[MOVE_MAX];
    CHECK_INT(click_button(&fx, MB_ACT_PARTNER, 1, NULL, move), VIEW_HANDLED);
    CHECK_INT(fx.view->amount, 3); /* 3 + 1 beats 3 */
    CHECK_INT(fx.view->other, 1);
    expect_button_refused(&fx, MB_ACT_OTHER_DOWN, 0, NULL, "Player 4's share is at least 1 mint");
    CHECK_INT(click_button(&fx, MB_ACT_SHARE_DOWN, 0, NULL, move), VIEW_HANDLED);
    expect_button_refused(&fx, MB_ACT_MOVE, 0, "bid 2+1 left",
                          "3 does not beat the high bid of 3: raise it first");
    CHECK_INT(fx.view->partner, 1); /* the selection stays */
    CHECK_INT(fx.view->amount, 2);
    step_to(&fx, &fx.view->amount, 4, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP);
    expect_button_refused(&fx, MB_ACT_SHARE_UP, 0, NULL, "You have only 4 mints");
    /* the block's other cards wait; the felt of a block says what to do */
    draw(&fx);
    expect_refused(&fx, fx.view->block_rect[2],
                   "The Courthouse comes up after the auction for the Harbor");
    expect_refused(&fx, fx.view->box[0].box,
                   "The auction for the Harbor is on: bid, pass or withdraw below");
    CHECK_INT(fx.view->amount, 4);
    play(&fx, "bid 3+1 left");
    play(&fx, "refuse");
    /* back to player 3: the left neighbour refused this turn, the right one withdrew */
    CHECK_INT(game_to_move(fx.match->state), 2);
    CHECK_INT(partner_buttons(&fx, 1) + partner_buttons(&fx, 2), 0);
    fixture_free(&fx);
}

/* Laying a won card: an unlit spot, a taken one, another block. */
static void test_refusals_place(void)
{
    Fixture fx = fixture_new(3, NULL, 7);
    MintBidState *s = state(&fx);
    int deck[] = {0, 1, 2, 3, 4, 5, 7, 8};
    mintbid_test_begin(s, deck, 8, 0);
    CHECK(mintbid_test_put(s, 16, 0, 0, 0, false));
    play(&fx, "auction 1 open");
    play(&fx, "bid 1");
    play(&fx, "withdraw");
    play(&fx, "withdraw");
    CHECK_INT(s->phase, MB_PHASE_SHARE);
    play(&fx, "share left"); /* block A, with player 2 */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    draw(&fx);
    expect_refused(&fx, mbv_spot_rect(fx.view, s, 0, 0, 2),
                   "The Land Office must touch a card of the block on a side: click a lit spot");
    expect_refused(&fx, fx.view->card_rect[16],
                   "That spot is taken by the Factory: lay the Land Office on a lit spot");
    expect_refused(&fx, fx.view->box[1].box,
                   "The Land Office goes into block A, between its winners");
    place_first(&fx);
    fixture_free(&fx);
}

/* The Utility: a card that cannot move, a spot it cannot go to, another block; the pick stays. */
static void test_refusals_utility(void)
{
    Fixture fx = fixture_new(3, NULL, 9);
    MintBidState *s = state(&fx);
    int deck[] = {0, 1, 2};
    mintbid_test_begin(s, deck, 3, 0);
    CHECK(mintbid_test_put(s, 16, 0, 0, 0, false));
    CHECK(mintbid_test_put(s, 17, 0, 1, 0, false));
    CHECK(mintbid_test_put(s, 18, 0, 2, 0, false));
    CHECK(mintbid_test_put(s, 7, 0, 3, 0, false));
    CHECK(mintbid_test_put(s, 9, 1, 0, 0, false));
    mintbid_test_end_game(s);
    CHECK_INT(s->phase, MB_PHASE_UTILITY);
    CHECK_INT(game_to_move(fx.match->state), 1);
    draw(&fx);
    expect_refused(&fx, fx.view->card_rect[17],
                   "The Mill cannot move: its block would fall apart, or there is no other spot "
                   "for it");
    expect_refused(&fx, fx.view->card_rect[9],
                   "The Rail Depot is alone in its block: there is nowhere to move it");
    char move[MOVE_MAX];
    CHECK_INT(click_rect(&fx, fx.view->card_rect[16], move), VIEW_HANDLED);
    CHECK_INT(fx.view->source, 16);
    draw(&fx); /* the block shows the Factory's lit spots now (row 2 with them) */
    expect_refused(&fx, mbv_spot_rect(fx.view, s, 0, 1, 2),
                   "The Factory cannot go there: it must touch another card, and the block must "
                   "stay in one piece");
    expect_refused(&fx, fx.view->card_rect[9], "The Factory can move only within its own block");
    expect_refused(&fx, fx.view->card_rect[18],
                   "That spot is taken by the Foundry: click a lit spot for the Factory");
    CHECK_INT(fx.view->source, 16); /* still picked */
    fixture_free(&fx);
}

/* Solitaire: no mints to bid; a raise the player cannot afford. */
static void test_refusals_solitaire(void)
{
    Fixture fx = fixture_new(1, "curator", 3);
    MintBidState *s = state(&fx);
    int mints = s->mints[0];
    mintbid_test_set_mints(s, 0, 0);
    expect_button_refused(&fx, MB_ACT_MOVE, 0, "bid 1", "You have no mints: withdraw");
    mintbid_test_set_mints(s, 0, mints);
    int rolls[] = {5}; /* the Curator's R2: it raises to 3 */
    mintbid_test_force_rolls(s, rolls, 1);
    play(&fx, "bid 1");
    CHECK_INT(s->phase, MB_PHASE_SOLO_ANSWER);
    char why[120];
    snprintf(why, sizeof why, "Raising to %d needs %d mints and you have %d", s->ai_bid + 1,
             s->ai_bid + 1, s->mints[0]);
    if (s->mints[0] <= s->ai_bid)
        expect_button_refused(&fx, MB_ACT_MOVE, 0, "raise", why);
    CHECK(s->mints[0] <= s->ai_bid); /* the test is meant to reach the refusal */
    draw(&fx);
    expect_refused(&fx, fx.view->box[0].box, "The AI card raised: raise to 4 or withdraw");
    fixture_free(&fx);
}

/* A card flying to its place on the table grows on its way: its art is rasterised once, at the
 * size it lands at, and drawn stretched at the sizes in between (each of which would else be
 * rasterised again, about 15 cards' worth of art per flight). */
static void test_flying_card_rasterises_once(void)
{
    Fixture fx = fixture_new(2, NULL, 7);
    MintBidView *v = fx.view;
    Rng rng;
    rng_seed(&rng, 7);
    MoveList legal = MOVELIST_INIT;
    for (int plies = 0; plies < 400 && !ui_tween_running(fx.ui, &v->fly); plies++) {
        movelist_clear(&legal);
        fx.match->rules->legal_moves(fx.match->state, &legal);
        if (legal.count == 0)
            break;
        draw(&fx); /* laid out: the card flies from where it was drawn */
        play(&fx, legal.items[rng_below(&rng, (uint32_t)legal.count)]);
    }
    movelist_free(&legal);
    CHECK(ui_tween_running(fx.ui, &v->fly));
    ui_stop_clock(fx.ui, v->fly.start + 0.01);
    draw(&fx); /* its first frame rasterises the art at the landed size */
    SDL_Rect landed = v->card_rect[v->fly_card];
    CHECK(landed.w > 0 && v->fly_from.w != landed.w); /* its size changes on the way */
    int cached = ui_sprites_cached(fx.ui->sprites);
    for (int i = 1; i < 30; i++) {
        ui_stop_clock(fx.ui, v->fly.start + v->fly.duration * i / 30.0);
        draw(&fx);
    }
    /* the picture's box is laid out by the face's words, not in proportion to the card: on the
     * way it may be a few pixels off its landed shape, rasterised again once or twice (at each of
     * the 29 frames' sizes, it and the card's four other sprites were) */
    CHECK(ui_sprites_cached(fx.ui->sprites) - cached <= 2);
    fixture_free(&fx);
}

/* The window's whole picture as the last frame left it. */
static SDL_Surface *read_window(Fixture *fx)
{
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, fx->ui->pixel_w, fx->ui->pixel_h, 32,
                                                       SDL_PIXELFORMAT_ARGB8888);
    CHECK(surf != NULL);
    SDL_RenderReadPixels(fx->ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, surf->pixels,
                         surf->pitch);
    return surf;
}

/* The width of each area's cards, summed: it changes when the city's quarters are laid out anew. */
static int cards_width(const MintBidView *v)
{
    int sum = 0;
    for (int a = 0; a < MB_AREAS_MAX; a++)
        sum += v->box[a].card_w;
    return sum;
}

/* When the city grows and the table's cards change size (at 1920x1080, about 17 pictures the
 * frame rasterised before it could show itself, 16-22 ms), that frame rasterises none of them:
 * the sizes drawn before stand in, each stretched once to its new size, while a worker thread
 * makes the new ones; the next frame shows those, pixel for pixel what a fresh cache draws. */
static void test_cards_resized_without_waiting(void)
{
    Fixture fx = fixture_sized(4, 1920, 1080, 7);
    fx.ui->anim_speed = 0.0f;
    ui_stop_clock(fx.ui, 1.0); /* the manual clock: each size asked for comes the next frame */
    ui_sprites_stand_ins(fx.ui, true);
    Rng rng;
    rng_seed(&rng, 7);
    MoveList legal = MOVELIST_INIT;
    int resized_at = -1, rasterised = 0, new_sizes = 0, stand_ins = 0;
    long stretched = 0;
    for (int plies = 0; plies < 400 && resized_at < 0; plies++) {
        movelist_clear(&legal);
        fx.match->rules->legal_moves(fx.match->state, &legal);
        if (legal.count == 0)
            break;
        draw(&fx);
        draw(&fx); /* every size this board wants is made */
        int width = cards_width(fx.view);
        play(&fx, legal.items[rng_below(&rng, (uint32_t)legal.count)]);
        int before = ui_sprites_rasterised(fx.ui->sprites);
        int sizes_before = ui_sprites_cached(fx.ui->sprites);
        int stand_ins_before = ui_sprites_stretched(fx.ui->sprites);
        draw(&fx);
        rasterised = ui_sprites_rasterised(fx.ui->sprites) - before;
        new_sizes = ui_sprites_cached(fx.ui->sprites) - sizes_before;
        stand_ins = ui_sprites_stretched(fx.ui->sprites) - stand_ins_before;
        stretched = ui_draw_last_stretched(fx.ui);
        if (width > 0 && cards_width(fx.view) != width)
            resized_at = plies;
    }
    movelist_free(&legal);
    CHECK(resized_at >= 0); /* the test is meant to reach a resize */
    CHECK_INT(rasterised, 0);
    /* each new size's stand-in is stretched once, however many cards show it, and every copy of
     * it is a blit: SDL's scaled copy stretched the same card anew for each card */
    CHECK(new_sizes > 0);
    CHECK_INT(stand_ins, new_sizes);
    CHECK_INT(stretched, 0);
    int before = ui_sprites_rasterised(fx.ui->sprites);
    draw(&fx);
    CHECK_INT(ui_sprites_rasterised(fx.ui->sprites) - before, 0); /* the worker made them */
    SDL_Surface *settled = read_window(&fx);
    ui_sprites_flush(fx.ui->sprites);
    ui_sprites_stand_ins(fx.ui, false);
    draw(&fx); /* each sprite rasterised at its size, at once */
    SDL_Surface *fresh = read_window(&fx);
    CHECK(!memcmp(settled->pixels, fresh->pixels, (size_t)settled->pitch * (size_t)settled->h));
    SDL_FreeSurface(settled);
    SDL_FreeSurface(fresh);
    fixture_free(&fx);
}

/* A card drawn at a size not drawn before (one flying: each frame a size of its own) shapes its
 * own words, not every card's name of the game again at sizes of that card: whether every name
 * fits a size is asked first at the least size, whose measures every card size shares. The face
 * is the one the whole search finds (test_crowded_table_names, check_faces). */
static void test_new_card_size_shapes_its_own_words(void)
{
    Fixture fx = fixture_sized(4, 1920, 1080, 7);
    draw(&fx);
    MbCardFace face;
    mbv_card_face(fx.ui, 0, (SDL_Rect){0, 0, 126, 176}, &face); /* names measured once */
    for (int w = 125; w >= 100; w--) {
        long before = ui_text_shaped(fx.ui->text);
        mbv_card_face(fx.ui, 0, (SDL_Rect){0, 0, w, w * 7 / 5}, &face);
        long shaped = ui_text_shaped(fx.ui->text) - before;
        CHECK(face.name_size > 0);
        CHECK(shaped <= 12);
    }
    fixture_free(&fx);
}

int main(void)
{
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_open_auction_with_partner();
    test_flying_card_rasterises_once();
    test_cards_resized_without_waiting();
    test_new_card_size_shapes_its_own_words();
    test_closed_auction_hides_bids();
    test_solitaire();
    test_abilities();
    test_end_captions();
    test_end_title_names_the_ai();
    test_six_players_idle();
    test_two_players_ai();
    test_held_reveals();
    test_tooltips();
    test_ai_card_lights_the_cell_used();
    test_ai_card_keeps_last_roll();
    test_texts_fit_the_mode();
    test_placing_keeps_cards_readable();
    test_cards_fill_the_board();
    test_crowded_table_names();
    for (int players = 4; players <= 6; players++)
        test_crowded_small_window(players);
    test_narrow_card_faces();
    test_nine_columns_named();
    test_narrow_side_names_nine_columns();
    test_block_cards_show_their_type();
    test_block_picked_by_name();
    test_pointers_and_the_bids_panel();
    test_refusals_pick();
    test_refusals_open();
    test_refusals_place();
    test_refusals_utility();
    test_refusals_solitaire();
    test_whole_game(4, NULL, 101, "mb-whole-4p");
    test_whole_game(3, NULL, 102, "mb-whole-3p");
    test_whole_game(6, NULL, 103, "mb-whole-6p");
    test_whole_game(2, NULL, 104, "mb-whole-2p");
    test_whole_game(2, "industrialist", 105, "mb-whole-2ai");
    test_whole_game(1, "developer", 106, "mb-whole-solo");
    SDL_Quit();
    return check_report("gui_mintbid");
}
