/* Takeover view: the layout, mouse input turned into moves (docs/notation.md), and the
 * animations started when a move is played. Drawing is in view_scene.c and view_draw.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/sound.h"
#include "ui/tween.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int tkv_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

CoinLook tkv_coin_look(const TakeoverView *v, const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    int owner = s->owner[coin];
    /* the choice being made now is drawn as the chooser's selection */
    if (s->phase == TK_PHASE_STOCKS && owner == f->viewer && owner == tkv_actor(f))
        return (v->stocks & (1u << coin)) ? COIN_SUIT_UP : COIN_VALUE_UP;
    bool known = s->phase == TK_PHASE_OVER || owner < 0 || takeover_side_known(s, coin, f->viewer);
    /* while the secret choice goes round, the others' coins are already concealed */
    if (s->phase == TK_PHASE_STOCKS && owner != f->viewer)
        known = false;
    if (!known)
        return COIN_HIDDEN;
    return s->stock[coin] ? COIN_SUIT_UP : COIN_VALUE_UP;
}

bool tkv_pass_ends_game(const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    return tkv_actor(f) >= 0 && s->phase == TK_PHASE_PLAY && s->passes == s->base.players - 1;
}

int tkv_coins_value(uint32_t coins)
{
    int total = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c))
            total += tk_value(c);
    return total;
}

int tkv_targets(const TakeoverState *s, int seat, int from, TkTarget out[8])
{
    int n = 0, cash = takeover_cash(s, seat);
    for (int penny = 0; penny < 2; penny++) {
        if (penny && takeover_penny_coin(s, seat) < 0)
            break;
        int cells[4];
        int count = takeover_merge_targets(s, from, penny, cells);
        for (int i = 0; i < count; i++) {
            int cost = takeover_merge_cost(s, from, cells[i]);
            out[n++] = (TkTarget){cells[i], penny, cost, cost <= cash};
        }
    }
    return n;
}

bool tkv_is_source(const TakeoverState *s, int seat, int cell)
{
    if (s->height[cell] == 0)
        return false;
    TkTarget t[8];
    int n = tkv_targets(s, seat, cell, t);
    for (int i = 0; i < n; i++)
        if (t[i].affordable)
            return true;
    return false;
}

SDL_Rect tkv_pool_rect(const TakeoverView *v, int coin)
{
    /* a grid in id order, 12, 8 or 6 coins a row, whichever gives the largest coins: a taken
     * coin leaves its place empty, so the others never jump about */
    static const int choices[] = {12, 8, 6};
    /* under the tray's first line, inside the pool's own tray */
    int top = v->tray.y + ui_px(v->ui, 38), avail_h = v->tray.y + v->tray.h - ui_px(v->ui, 8) - top;
    int cols = 12, size = 0;
    for (int i = 0; i < 3; i++) {
        int w = v->tray.w * 96 / 100 / choices[i], h = avail_h / (TK_PIECES / choices[i]);
        int fit = w < h ? w : h;
        if (fit > ui_px(v->ui, 64))
            fit = ui_px(v->ui, 64);
        if (fit > size) {
            size = fit;
            cols = choices[i];
        }
    }
    int col = coin % cols, row = coin / cols;
    int coin_size = size * 88 / 100;
    int left = v->tray.x + (v->tray.w - size * cols) / 2;
    SDL_Rect r = {left + col * size + (size - coin_size) / 2,
                  top + row * size + (size - coin_size) / 2, coin_size, coin_size};
    return r;
}

SDL_Rect tkv_pool_area(const TakeoverView *v)
{
    SDL_Rect area = tkv_pool_rect(v, 0);
    for (int c = 1; c < TK_PIECES; c++) {
        SDL_Rect r = tkv_pool_rect(v, c);
        SDL_UnionRect(&area, &r, &area);
    }
    return area;
}

static const char *seat_name_of(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].name;
}

/* ---------------------------------------------------------------- the selection */

static void clear_selection(TakeoverView *v)
{
    v->mode = TK_MODE_IDLE;
    v->src = v->dst = -1;
    v->penny = false;
    v->pay = v->give = v->get = 0;
    v->partner = -1;
    ui_gesture_reset(&v->gesture);
}

/* Drops a selection made for another state or seat (a move was played, undo, load). */
static void sync_selection(TakeoverView *v, const ViewFrame *f)
{
    const TakeoverState *s = tkv_state(f);
    if (v->sel_plies == s->plies && v->sel_seat == f->to_move)
        return;
    clear_selection(v);
    v->stocks = 0;
    v->sel_plies = s->plies;
    v->sel_seat = f->to_move;
}

/* ---------------------------------------------------------------- the table entries */

static void *tkv_create(const ViewContext *ctx, char *err, size_t errlen)
{
    TakeoverView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->sel_plies = -1;
    v->hover_cell = v->hover_coin = -1;
    clear_selection(v);
    return v;
}

static void layout_cards(TakeoverView *v, int players)
{
    int gap = ui_px(v->ui, 8);
    int h = (v->side.h - gap * (players - 1)) / players;
    int max_h = ui_px(v->ui, 250);
    if (h > max_h)
        h = max_h;
    for (int i = 0; i < players; i++)
        v->card[i] = (SDL_Rect){v->side.x, v->side.y + i * (h + gap), v->side.w, h};
}

static void tkv_layout(void *view, SDL_Rect area, float scale)
{
    TakeoverView *v = view;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    v->area = area;
    Ui *ui = v->ui;
    int pad = ui_px(ui, 12);
    SDL_Rect left;
    v->side = ui_board_side(ui, area, 31, 250, 400, pad, &left);
    /* the board: its frame, the coordinates printed on it (top and left), the felt with the
     * grid; each cell holds a tile with room above it for a stack's rise and below for its
     * edge */
    int frame = ui_board_frame_width(ui), coord = ui_px(ui, 20), edge = ui_px(ui, 6);
    int felt_pad = ui_px(ui, 6), around = 2 * frame + coord + edge + 2 * felt_pad;
    int tray_h = ui_px(ui, 176); /* three lines of words (longer in some languages), the footer */
    int pitch_w = (left.w - around) / TK_COLS;
    int pitch_h_most = (area.h - tray_h - pad - around) / TK_ROWS;
    /* a cell is taller than wide by the stack's rise and a tile's edge */
    int taller = 100 + (TKV_STACK_RISE + 8) * 82 / 100;
    if (pitch_w > pitch_h_most * 100 / taller)
        pitch_w = pitch_h_most * 100 / taller;
    if (pitch_w < 10)
        pitch_w = 10;
    int tile = pitch_w * 82 / 100, margin = (pitch_w - tile) / 2;
    SDL_Rect base = {0, 0, tile, tile};
    int depth = tkv_stack_depth(base), rise = tile * TKV_STACK_RISE / 100;
    int pitch_h = 2 * margin + rise + tile + depth;
    int felt_w = pitch_w * TK_COLS + 2 * felt_pad, felt_h = pitch_h * TK_ROWS + 2 * felt_pad;
    int board_w = felt_w + 2 * frame + coord + edge, board_h = felt_h + 2 * frame + coord + edge;
    v->board = (SDL_Rect){area.x + (left.w - board_w) / 2, area.y, board_w, board_h};
    v->felt = (SDL_Rect){v->board.x + frame + coord, v->board.y + frame + coord, felt_w, felt_h};
    v->cell_size = pitch_w;
    for (int c = 0; c < TK_CELLS; c++) {
        SDL_Rect plot = {v->felt.x + felt_pad + tk_col(c) * pitch_w,
                         v->felt.y + felt_pad + tk_row(c) * pitch_h, pitch_w, pitch_h};
        v->plot[c] = plot;
        v->cell[c] =
            (SDL_Rect){plot.x + margin, plot.y + plot.h - margin - depth - tile, tile, tile};
    }
    int tray_y = v->board.y + board_h + pad;
    v->tray = (SDL_Rect){area.x, tray_y, left.w, area.y + area.h - tray_y};
    layout_cards(v, MAX_SEATS);
}

/* ---------------------------------------------------------------- moves */

/* Hands a move to the shell. The selection stays until move_played: if the move is refused (by
 * the rules, or by a lesson's coach), the player still sees what they picked. */
static ViewEventResult move_done(char move_out[MOVE_MAX], const char *move)
{
    snprintf(move_out, MOVE_MAX, "%s", move);
    return VIEW_MOVE;
}

/* Hands over a move built in a StrBuf (payments and offers can list many coins). */
static ViewEventResult finish_move(const ViewFrame *f, char move_out[MOVE_MAX], StrBuf *move)
{
    bool too_long = move->len >= MOVE_MAX;
    ViewEventResult result = too_long ? view_refuse(f, _("Too many coins for one move: pick fewer"))
                                      : move_done(move_out, sb_str(move));
    sb_free(move);
    return result;
}

static void add_coins(StrBuf *move, const char *word, uint32_t coins)
{
    char list[TK_PIECES * 3 + 1];
    takeover_format_coins(coins, list, sizeof list);
    sb_addf(move, " %s %s", word, coins ? list : "none");
}

static ViewEventResult play_merge(TakeoverView *v, const ViewFrame *f, char move_out[MOVE_MAX])
{
    const TakeoverState *s = tkv_state(f);
    char from[3], to[3];
    takeover_cell_text(v->src, from);
    takeover_cell_text(v->dst, to);
    StrBuf move = STRBUF_INIT;
    if (v->penny) {
        char coin[3];
        takeover_coin_text(takeover_penny_coin(s, f->to_move), coin);
        sb_addf(&move, "penny %s %s %s", coin, from, to);
    } else {
        sb_addf(&move, "merge %s %s", from, to);
    }
    if (takeover_merge_cost(s, v->src, v->dst) > 0)
        add_coins(&move, "pay", v->pay);
    return finish_move(f, move_out, &move);
}

static ViewEventResult play_offer(TakeoverView *v, const ViewFrame *f, char move_out[MOVE_MAX])
{
    StrBuf move = STRBUF_INIT;
    sb_addf(&move, "offer %d", v->partner + 1);
    if (v->give)
        add_coins(&move, "give", v->give);
    if (v->get)
        add_coins(&move, "get", v->get);
    return finish_move(f, move_out, &move);
}

static ViewEventResult play_stocks(TakeoverView *v, const ViewFrame *f, char move_out[MOVE_MAX])
{
    StrBuf move = STRBUF_INIT;
    sb_add(&move, "stocks");
    char list[TK_PIECES * 3 + 1];
    takeover_format_coins(v->stocks, list, sizeof list);
    sb_addf(&move, " %s", v->stocks ? list : "none");
    return finish_move(f, move_out, &move);
}

/* A target was chosen for the picked corporation: go to the payment step. */
static void choose_target(TakeoverView *v, const ViewFrame *f, const TkTarget *t)
{
    const TakeoverState *s = tkv_state(f);
    v->dst = t->cell;
    v->penny = t->penny;
    v->mode = TK_MODE_CONFIRM;
    v->pay = t->cost > 0 ? takeover_suggest_payment(s, f->to_move, t->cost) : 0;
}

static const TkTarget *find_target(const TkTarget *t, int n, int cell)
{
    /* a cell is never both a normal target (next to) and a penny one (across empty cells) */
    for (int i = 0; i < n; i++)
        if (t[i].cell == cell)
            return &t[i];
    return NULL;
}

static ViewEventResult button_action(TakeoverView *v, const ViewFrame *f, const TkButton *b,
                                     char move_out[MOVE_MAX])
{
    const TakeoverState *s = tkv_state(f);
    switch (b->action) {
    case TK_ACT_STOCKS:
        return play_stocks(v, f, move_out);
    case TK_ACT_MERGE:
        if (v->mode == TK_MODE_CONFIRM &&
            tkv_coins_value(v->pay) >= takeover_merge_cost(s, v->src, v->dst))
            return play_merge(v, f, move_out);
        return VIEW_HANDLED;
    case TK_ACT_CANCEL:
        clear_selection(v);
        return VIEW_HANDLED;
    case TK_ACT_PASS:
        return move_done(move_out, "pass");
    case TK_ACT_TRADE:
        clear_selection(v);
        v->mode = TK_MODE_TRADE;
        if (s->base.players == 2)
            v->partner = 1 - f->to_move;
        return VIEW_HANDLED;
    case TK_ACT_PARTNER:
        v->partner = b->seat;
        v->get = 0;
        return VIEW_HANDLED;
    case TK_ACT_OFFER:
        if (v->partner >= 0 && (v->give || v->get))
            return play_offer(v, f, move_out);
        return VIEW_HANDLED;
    case TK_ACT_ACCEPT:
        return move_done(move_out, "accept");
    case TK_ACT_DECLINE:
        return move_done(move_out, "decline");
    case TK_ACT_NONE:
        break;
    }
    return VIEW_IGNORED;
}

static int coin_at(const TakeoverView *v, int x, int y)
{
    for (int c = 0; c < TK_PIECES; c++)
        if (v->coin_shown[c] && ui_inside(v->coin_rect[c], x, y))
            return c;
    return -1;
}

/* The cell under (x, y): the whole cell counts (a stack stands within it), so that a click
 * between tiles still lands somewhere. */
static int cell_at(const TakeoverView *v, int x, int y)
{
    for (int c = 0; c < TK_CELLS; c++)
        if (ui_inside(v->plot[c], x, y))
            return c;
    return -1;
}

/* ---------------------------------------------------------------- clicks and their refusals
 *
 * Every click on something that cannot be played now is answered with why (view_refuse); the
 * selection stays as it was. */

static ViewEventResult refuse_answer_first(const ViewFrame *f)
{
    return view_refuse(f, _("Answer %s's offer first: Accept or Decline"),
                       seat_name_of(f, tkv_state(f)->offer_from));
}

/* A coin during the draft: only the pool's coins can be taken. */
static ViewEventResult click_draft_coin(const ViewFrame *f, int coin, char move_out[MOVE_MAX])
{
    const TakeoverState *s = tkv_state(f);
    char name[3], long_name[40];
    takeover_piece_long_name(coin, long_name, sizeof long_name);
    if (s->owner[coin] == f->to_move)
        return view_refuse(f, _("You hold %s already: take a coin from the pool"), long_name);
    if (s->owner[coin] != TK_POOL)
        return view_refuse(f, _("%s took %s already: take a coin from the pool"),
                           seat_name_of(f, s->owner[coin]), long_name);
    char move[MOVE_MAX];
    takeover_coin_text(coin, name);
    snprintf(move, sizeof move, "take %s", name);
    return move_done(move_out, move);
}

/* A coin while a merge is picked: the player's own cash pays. */
static ViewEventResult click_payment_coin(TakeoverView *v, const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    int me = f->to_move;
    char name[40];
    takeover_piece_long_name(coin, name, sizeof name);
    if (s->owner[coin] != me)
        return view_refuse(f, _("Only your own cash can pay for your merge"));
    if (s->stock[coin])
        return view_refuse(f, _("You hold %s as a stock: only cash pays"), name);
    if (tk_value(coin) == TK_NULL)
        return view_refuse(f, _("A null is worth nothing, so it cannot pay"));
    if (takeover_merge_cost(s, v->src, v->dst) == 0)
        return view_refuse(f, _("This merge is free: there is nothing to pay"));
    v->pay ^= 1u << coin;
    return VIEW_HANDLED;
}

/* A coin while an offer is being built: the player's own go into it, another's asks for it. */
static ViewEventResult click_offer_coin(TakeoverView *v, const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    int owner = s->owner[coin];
    uint32_t bit = 1u << coin;
    if (owner == f->to_move) {
        v->give ^= bit;
    } else if (owner == v->partner) {
        v->get ^= bit;
    } else {
        v->partner = owner; /* a coin of another player picks that player */
        v->get = bit;
    }
    return VIEW_HANDLED;
}

/* A coin on a turn of play with nothing that takes coins picked. */
static ViewEventResult refuse_idle_coin(const ViewFrame *f, int coin)
{
    const TakeoverState *s = tkv_state(f);
    int owner = s->owner[coin];
    if (owner == f->to_move)
        return view_refuse(f, s->offered ? _("Your cash pays once you pick a merge")
                                         : _("Your cash pays once you pick a merge; to trade "
                                             "coins, click Trade… first"));
    if (s->offered)
        return view_refuse(f, _("You have made your one offer this turn"));
    return view_refuse(f, _("To ask %s for a coin, click Trade… first"), seat_name_of(f, owner));
}

/* A click on a coin: draft it, flip it, pay with it or put it into the offer. */
static ViewEventResult click_coin(TakeoverView *v, const ViewFrame *f, int coin,
                                  char move_out[MOVE_MAX])
{
    const TakeoverState *s = tkv_state(f);
    int owner = s->owner[coin];
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        return click_draft_coin(f, coin, move_out);
    case TK_PHASE_STOCKS:
        if (owner != f->to_move)
            return view_refuse(f, _("Only your own coins can be turned: the others choose in "
                                    "secret"));
        v->stocks ^= 1u << coin;
        ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
        return VIEW_HANDLED;
    case TK_PHASE_PLAY:
        if (v->mode == TK_MODE_CONFIRM)
            return click_payment_coin(v, f, coin);
        if (v->mode == TK_MODE_TRADE && owner >= 0)
            return click_offer_coin(v, f, coin);
        return refuse_idle_coin(f, coin);
    case TK_PHASE_TRADE:
        return refuse_answer_first(f);
    case TK_PHASE_OVER:
        break;
    }
    return VIEW_IGNORED;
}

/* Why the corporation on `cell` cannot start a merge for the player now. */
static ViewEventResult refuse_source(const ViewFrame *f, int cell)
{
    const TakeoverState *s = tkv_state(f);
    if (s->height[cell] == 0)
        return view_refuse(f, _("That square is empty: pick a corporation to move"));
    char name[40];
    takeover_piece_long_name(takeover_top(s, cell), name, sizeof name);
    TkTarget t[8];
    int n = tkv_targets(s, f->to_move, cell, t);
    if (n == 0)
        return view_refuse(f, _("The corporation of %s has no neighbour to merge onto"), name);
    int cheapest = t[0].cost;
    for (int i = 1; i < n; i++)
        if (t[i].cost < cheapest)
            cheapest = t[i].cost;
    return view_refuse(f,
                       _("You cannot pay for a merge of %s: the cheapest costs $%dM and you have "
                         "$%dM in cash"),
                       name, cheapest, takeover_cash(s, f->to_move));
}

/* Why the picked corporation cannot merge onto `cell`. */
static ViewEventResult refuse_target(const TakeoverView *v, const ViewFrame *f, int cell)
{
    const TakeoverState *s = tkv_state(f);
    char from[3];
    takeover_cell_text(v->src, from);
    if (s->height[cell] == 0)
        return view_refuse(f, _("That square is empty: pick one of the lit corporations"));
    bool in_line = tk_col(cell) == tk_col(v->src) || tk_row(cell) == tk_row(v->src);
    if (!in_line)
        return view_refuse(f,
                           _("The corporation on %s merges only onto a neighbour: left, right, "
                             "above or below"),
                           from);
    if (takeover_penny_coin(s, f->to_move) < 0)
        return view_refuse(f, _("Only a penny stock reaches across squares, and you hold none"));
    return view_refuse(f, _("A penny merge needs every square in between to be empty"));
}

static ViewEventResult refuse_too_dear(const ViewFrame *f, const TkTarget *t)
{
    const TakeoverState *s = tkv_state(f);
    char name[40];
    takeover_piece_long_name(takeover_top(s, t->cell), name, sizeof name);
    return view_refuse(f, _("Covering %s costs $%dM and you have $%dM in cash"), name, t->cost,
                       takeover_cash(s, f->to_move));
}

/* A click on a board cell during the play phase: pick a corporation, then its target. */
static ViewEventResult click_cell(TakeoverView *v, const ViewFrame *f, int cell)
{
    const TakeoverState *s = tkv_state(f);
    int me = f->to_move;
    bool picked = v->mode == TK_MODE_SOURCE || v->mode == TK_MODE_CONFIRM;
    if (picked) {
        TkTarget t[8];
        int n = tkv_targets(s, me, v->src, t);
        const TkTarget *hit = find_target(t, n, cell);
        if (hit && hit->affordable) {
            choose_target(v, f, hit);
            return VIEW_HANDLED;
        }
        if (hit)
            return refuse_too_dear(f, hit);
        if (cell == v->src) { /* a second click puts it back */
            clear_selection(v);
            return VIEW_HANDLED;
        }
    }
    if (tkv_is_source(s, me, cell)) {
        clear_selection(v);
        v->mode = TK_MODE_SOURCE;
        v->src = cell;
        return VIEW_HANDLED;
    }
    return picked ? refuse_target(v, f, cell) : refuse_source(f, cell);
}

/* A click on the grid, in any phase. */
static ViewEventResult click_grid(TakeoverView *v, const ViewFrame *f, int cell)
{
    switch (tkv_state(f)->phase) {
    case TK_PHASE_DRAFT:
        return view_refuse(f, _("Merges come after the draft: take a coin from the pool"));
    case TK_PHASE_STOCKS:
        return view_refuse(f, _("Merges begin once everyone has chosen their stocks: turn your "
                                "coins, then Confirm"));
    case TK_PHASE_TRADE:
        return refuse_answer_first(f);
    case TK_PHASE_PLAY:
        if (v->mode == TK_MODE_TRADE)
            return view_refuse(f, _("Make your offer or Cancel it before you merge"));
        return click_cell(v, f, cell);
    case TK_PHASE_OVER:
        break;
    }
    return VIEW_IGNORED;
}

static ViewEventResult click(TakeoverView *v, const ViewFrame *f, int x, int y,
                             char move_out[MOVE_MAX])
{
    for (int i = 0; i < v->buttons; i++) {
        const TkButton *b = &v->button[i];
        if (!ui_inside(b->r, x, y))
            continue;
        if (!b->enabled)
            return view_refuse(f, "%s", b->why[0] ? b->why : _("That cannot be used now"));
        return button_action(v, f, b, move_out);
    }
    int coin = coin_at(v, x, y);
    if (coin >= 0)
        return click_coin(v, f, coin, move_out);
    const TakeoverState *s = tkv_state(f);
    int cell = cell_at(v, x, y);
    if (cell >= 0)
        return click_grid(v, f, cell);
    if (v->mode == TK_MODE_TRADE && s->phase == TK_PHASE_PLAY) {
        for (int seat = 0; seat < s->base.players; seat++)
            if (seat != f->to_move && ui_inside(v->card[seat], x, y)) {
                if (v->partner != seat)
                    v->get = 0;
                v->partner = seat;
                return VIEW_HANDLED;
            }
    }
    return VIEW_IGNORED;
}

/* The mouse was released after dragging a corporation. */
static ViewEventResult drop(TakeoverView *v, const ViewFrame *f, int x, int y)
{
    const TakeoverState *s = tkv_state(f);
    int cell = cell_at(v, x, y);
    if (cell < 0 || cell == v->src)
        return VIEW_HANDLED; /* put down where it was: the corporation stays picked */
    TkTarget t[8];
    int n = tkv_targets(s, f->to_move, v->src, t);
    const TkTarget *hit = find_target(t, n, cell);
    if (hit && hit->affordable) {
        choose_target(v, f, hit);
        return VIEW_HANDLED;
    }
    return hit ? refuse_too_dear(f, hit) : refuse_target(v, f, cell);
}

/* A press on a corporation that may merge: a drag may carry it (gesture.held). */
static ViewEventResult mouse_down(TakeoverView *v, const ViewFrame *f, int x, int y)
{
    const TakeoverState *s = tkv_state(f);
    v->press_cell = -1;
    if (s->phase == TK_PHASE_PLAY && v->mode != TK_MODE_TRADE && coin_at(v, x, y) < 0) {
        int cell = cell_at(v, x, y);
        if (cell >= 0 && tkv_is_source(s, f->to_move, cell))
            v->press_cell = cell;
    }
    v->gesture.held = v->press_cell >= 0;
    return VIEW_HANDLED;
}

/* The press became a drag: the pressed corporation is picked up. */
static void drag_start(TakeoverView *v)
{
    UiGesture carried = v->gesture;
    clear_selection(v);
    v->gesture = carried;
    v->mode = TK_MODE_SOURCE;
    v->src = v->press_cell;
}

static ViewEventResult mouse_motion(TakeoverView *v, int x, int y)
{
    v->mouse_x = x;
    v->mouse_y = y;
    int cell = cell_at(v, x, y), coin = coin_at(v, x, y);
    bool changed = v->gesture.dragging || cell != v->hover_cell || coin != v->hover_coin;
    v->hover_cell = cell;
    v->hover_coin = coin;
    return changed ? VIEW_HANDLED : VIEW_IGNORED;
}

static ViewEventResult tkv_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    TakeoverView *v = view;
    sync_selection(v, f);
    int x, y;
    switch (ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y)) {
    case UI_GESTURE_DRAG_START:
        drag_start(v);
        return mouse_motion(v, x, y);
    case UI_GESTURE_HOVER:
    case UI_GESTURE_DRAG:
        return mouse_motion(v, x, y);
    case UI_GESTURE_PRESS:
        return mouse_down(v, f, x, y);
    case UI_GESTURE_CLICK:
        return click(v, f, x, y, move_out);
    case UI_GESTURE_DROP:
        return drop(v, f, x, y);
    case UI_GESTURE_CANCEL:
        return VIEW_HANDLED;
    case UI_GESTURE_DESELECT:
        if (!f->can_act)
            return VIEW_IGNORED;
        clear_selection(v);
        return VIEW_HANDLED;
    case UI_GESTURE_NONE:
        break;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE && v->mode != TK_MODE_IDLE) {
        clear_selection(v);
        return VIEW_HANDLED;
    }
    return VIEW_IGNORED;
}

static void tkv_draw(void *view, const ViewFrame *f)
{
    TakeoverView *v = view;
    sync_selection(v, f);
    layout_cards(v, tkv_state(f)->base.players);
    tkv_draw_scene(v, f);
}

/* ---------------------------------------------------------------- animations */

static void animate_merge(TakeoverView *v, const ViewFrame *f, const TakeoverState *before)
{
    const TakeoverState *s = tkv_state(f);
    int from = s->last_from, to = s->last_to;
    if (from < 0 || to < 0)
        return;
    v->anim_from = from;
    v->anim_to = to;
    v->anim_height = before->height[from];
    v->anim_under = before->height[to];
    memcpy(v->anim_tiles, before->stack[from], sizeof v->anim_tiles);
    ui_tween_start(v->ui, &v->slide, 0.55, UI_EASE_IN_OUT_CUBIC);
    ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
    /* the holder of the subsumed stock turns it to its value side, for all to see */
    int subsumed = takeover_top(before, to);
    int owner = before->owner[subsumed];
    bool was_known = takeover_side_known(before, subsumed, f->viewer);
    if (owner >= 0 && (before->stock[subsumed] || !was_known)) {
        v->flip_coin = subsumed;
        v->flip_from = was_known ? COIN_SUIT_UP : COIN_HIDDEN;
        ui_tween_start_delayed(v->ui, &v->flip, 0.5, 0.5, UI_EASE_IN_OUT_CUBIC);
    }
}

/* Coins that changed hands fly from where the last frame drew them to their new owner's card. */
static void fly_coins(TakeoverView *v, const ViewFrame *f, const TakeoverState *before)
{
    const TakeoverState *s = tkv_state(f);
    v->fly_coins = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (before->owner[c] != s->owner[c] && s->owner[c] >= 0) {
            v->fly_coins |= 1u << c;
            v->fly_from[c] = v->coin_shown[c] ? v->coin_rect[c] : tkv_pool_rect(v, c);
        }
    if (v->fly_coins) {
        ui_tween_start(v->ui, &v->fly, 0.45, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_COIN);
    }
}

static void tkv_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    TakeoverView *v = view;
    const TakeoverState *before = (const TakeoverState *)before_state;
    (void)mover;
    clear_selection(v);
    if (!animate)
        return;
    if (!strncmp(move, "merge ", 6) || !strncmp(move, "penny ", 6)) {
        animate_merge(v, f, before);
    } else if (!strncmp(move, "take ", 5) || !strcmp(move, "accept")) {
        fly_coins(v, f, before);
    } else if (!strncmp(move, "stocks", 6)) {
        ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
    }
}

static void tkv_reset(void *view, const ViewFrame *f)
{
    TakeoverView *v = view;
    (void)f;
    clear_selection(v);
    v->stocks = 0;
    v->sel_plies = -1;
    ui_tween_stop(&v->slide);
    ui_tween_stop(&v->flip);
    ui_tween_stop(&v->fly);
}

/* ---------------------------------------------------------------- the prompt */

static void tkv_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    TakeoverView *v = view;
    const TakeoverState *s = tkv_state(f);
    sync_selection(v, f);
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        snprintf(out, outlen, "%s", _("Take a coin from the pool"));
        return;
    case TK_PHASE_STOCKS:
        snprintf(out, outlen, "%s", _("Turn your stocks suit side up, then Confirm"));
        return;
    case TK_PHASE_TRADE:
        snprintf(out, outlen, _("Accept or decline %s's offer"),
                 f->match->seats[s->offer_from].name);
        return;
    default:
        break;
    }
    switch (v->mode) {
    case TK_MODE_SOURCE:
        snprintf(out, outlen, "%s", _("Pick the corporation to subsume"));
        break;
    case TK_MODE_CONFIRM:
        snprintf(out, outlen, "%s", _("Check the cost and payment, then Confirm"));
        break;
    case TK_MODE_TRADE:
        snprintf(out, outlen, "%s", _("Pick a player, your coins and theirs, then Offer"));
        break;
    case TK_MODE_IDLE:
        snprintf(out, outlen, "%s",
                 tkv_pass_ends_game(f) ? _("Merge, trade, or pass: a pass now ends the game")
                                       : _("Drag a corporation onto a neighbour, trade, or pass"));
        break;
    }
}

/* ---------------------------------------------------------------- lessons */

static bool found(SDL_Rect r, SDL_Rect *out)
{
    *out = r;
    return r.w > 0;
}

/* A button of the tray drawn in the last frame, by the name a lesson gives it. */
static bool locate_button(const TakeoverView *v, const char *name, SDL_Rect *out)
{
    static const struct {
        const char *name;
        TkAction action;
    } names[] = {{"confirm", TK_ACT_STOCKS},
                 {"pass", TK_ACT_PASS},
                 {"trade", TK_ACT_TRADE},
                 {"accept", TK_ACT_ACCEPT},
                 {"decline", TK_ACT_DECLINE}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(name, names[i].name))
            for (int b = 0; b < v->buttons; b++)
                if (v->button[b].action == names[i].action)
                    return found(v->button[b].r, out);
    return false;
}

/* GameView.locate: the names of takeover_pointable (points.c), as the last frame drew them. */
static bool tkv_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    const TakeoverView *v = view;
    const TakeoverState *s = tkv_state(f);
    if (!takeover_pointable(f->match->state, name))
        return false;
    if (!strncmp(name, "cell ", 5)) {
        int cell = takeover_parse_cell(name + 5);
        return found(tkv_stack_top_rect(v->cell[cell], s->height[cell]), out);
    }
    if (!strncmp(name, "coin ", 5)) {
        int coin = takeover_parse_coin(name + 5);
        return v->coin_shown[coin] && found(v->coin_rect[coin], out);
    }
    if (!strncmp(name, "card ", 5))
        return found(v->card[atoi(name + 5) - 1], out);
    if (!strcmp(name, "pool"))
        return found(tkv_pool_area(v), out);
    if (!strcmp(name, "tray"))
        return found(v->tray, out);
    if (!strcmp(name, "passes"))
        return found(v->passes_rect, out);
    return locate_button(v, name, out);
}

/* A seat's card (where the winners come forward at the end). */
static SDL_Rect tkv_seat_panel(void *view, const ViewFrame *f, int seat)
{
    const TakeoverView *v = view;
    (void)f;
    return seat < 0 ? (SDL_Rect){0, 0, 0, 0} : v->card[seat];
}

const GameView takeover_view = {
    .game_id = "takeover",
    .create = tkv_create,
    .destroy = free, /* the view's data holds no other allocation */
    .layout = tkv_layout,
    .draw = tkv_draw,
    .handle_event = tkv_handle_event,
    .move_played = tkv_move_played,
    .reset = tkv_reset,
    .prompt = tkv_prompt,
    .locate = tkv_locate,
    .seat_panel = tkv_seat_panel,
    .help_text = tkv_help_text,
    .draw_help_picture = tkv_draw_help_picture,
};
