/* BuyWord view: the layout, mouse and key input turned into moves (docs/notation.md), and the
 * animations started when a move is played. Drawing is in view_scene.c and view_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/sound.h"
#include "ui/text.h"
#include "ui/tween.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int bwv_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

int bwv_rack_letters(const uint8_t rack[BW_LETTERS], char out[BWV_RACK_MAX])
{
    int n = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        for (int i = 0; i < rack[l] && n < BWV_RACK_MAX; i++)
            out[n++] = (char)('A' + l);
    return n;
}

void bwv_word_text(const BuywordView *v, char out[BWV_WORD_MAX + 1])
{
    for (int i = 0; i < v->word_len; i++)
        out[i] = v->word[i].rack < 0 ? (char)(v->word[i].letter - 'A' + 'a') : v->word[i].letter;
    out[v->word_len] = '\0';
}

bool bwv_rack_used(const BuywordView *v, int rack)
{
    for (int i = 0; i < v->word_len; i++)
        if (v->word[i].rack == rack)
            return true;
    return false;
}

bool bwv_word_has_wild(const BuywordView *v)
{
    return bwv_rack_used(v, -1);
}

int bwv_excess(const BuywordState *s, int seat)
{
    int over = buyword_held_count(s, seat) - BW_HAND_LIMIT;
    return s->last_round || over < 0 ? 0 : over;
}

/* ---------------------------------------------------------------- places on the board */

static int step_of(int tile)
{
    return tile + tile / 9;
}

SDL_Rect bwv_rack_rect(const BuywordView *v, int index)
{
    SDL_Rect r = {v->rack_row.x + index * step_of(v->tile), v->rack_row.y, v->tile, v->tile};
    return r;
}

SDL_Rect bwv_word_slot(const BuywordView *v, int index)
{
    int inset = (v->word_row.h - v->tile) / 2;
    SDL_Rect r = {v->word_row.x + inset + index * step_of(v->tile), v->word_row.y + inset, v->tile,
                  v->tile};
    return r;
}

SDL_Rect bwv_bag_tile(const BuywordView *v)
{
    SDL_Rect r = {v->bag.x + v->bag.w / 2 - v->tile / 2, v->bag.y + v->bag.h / 4, v->tile, v->tile};
    return r;
}

SDL_Rect bwv_out_tile(const BuywordView *v)
{
    int size = v->tile / 2;
    SDL_Rect r = {v->bag.x + v->bag.w - size / 2, v->bag.y + v->bag.h - size, size, size};
    return r;
}

/* The card's rows: the tiles kept and the new ones, under the money line. */
static int card_row_y(const BuywordView *v, int seat, int row)
{
    SDL_Rect c = v->card[seat];
    int mini = ui_px(v->ui, 26);
    return c.y + ui_px(v->ui, 74) + row * (mini + ui_px(v->ui, 8));
}

/* One mini tile size for every card, from the most tiles anyone shows (v->card_most), so racks
 * compare at a glance. */
static int card_tile_size(const BuywordView *v)
{
    int label = v->card_label, pad = ui_px(v->ui, 12);
    int room = v->card[0].w - 2 * pad - label;
    int most = v->card_most > 6 ? v->card_most : 6;
    int size = (room - ui_px(v->ui, 36)) * 8 / (most * 9); /* and room for a short note */
    int fits = room * 8 / (most * 9);                      /* the note squeezed out */
    int max = ui_px(v->ui, 26), readable = ui_px(v->ui, 12);
    if (size < readable) /* a letter stays readable: the note gives way first */
        size = fits < readable ? fits : readable;
    return size > max ? max : size < 8 ? 8 : size;
}

SDL_Rect bwv_card_tile(const BuywordView *v, int seat, int row, int index)
{
    int size = card_tile_size(v), pad = ui_px(v->ui, 12), label = v->card_label;
    SDL_Rect r = {v->card[seat].x + pad + label + index * (size + size / 8),
                  card_row_y(v, seat, row), size, size};
    return r;
}

int bwv_sold_flow(BuywordView *v, const BuywordState *s, SDL_Point *at)
{
    Ui *ui = v->ui;
    int size = ui_px(ui, 34), gap = ui_px(ui, 14), line_h = size + ui_px(ui, 10);
    SDL_Rect box = v->sold_box;
    /* under the title */
    int top = box.y + ui_px(ui, 28), lines = (box.y + box.h - top) / line_h;
    if (lines < 1)
        lines = 1;
    UiTextStyle st = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_GOLD));
    int right = v->bin.w > 0 ? v->bin.x - gap : box.x + box.w; /* clear of the discard bin */
    for (int first = 0; first < s->sold_count; first++) {
        int x = box.x, line = 0;
        bool fits = true;
        for (int i = 0; i < first; i++)
            at[i] = (SDL_Point){-1, -1};
        for (int i = first; i < s->sold_count && fits; i++) {
            char value[16];
            snprintf(value, sizeof value, "$%d", s->sold[i].value);
            int tw, th;
            ui_text_size(ui, value, st, &tw, &th);
            int len = (int)strlen(s->sold[i].word);
            int w = size * 3 / 4 + len * (size + 2) + ui_px(ui, 6) + tw + 2 * ui_px(ui, 7);
            if (x > box.x && x + w > right) {
                x = box.x;
                line++;
            }
            if (line >= lines)
                fits = false;
            at[i] = (SDL_Point){x, top + line * line_h};
            x += w + gap;
        }
        if (fits)
            return size;
    }
    return size;
}

SDL_Rect bwv_sold_tile(BuywordView *v, const BuywordState *s, int index, int k)
{
    SDL_Point at[BW_SOLD_MAX];
    int size = bwv_sold_flow(v, s, at);
    SDL_Rect r = {at[index].x + size * 3 / 4 + k * (size + 2), at[index].y, size, size};
    if (at[index].x < 0)
        r = (SDL_Rect){v->sold_box.x, v->sold_box.y, size, size};
    return r;
}

int bwv_hidden_count(const BuywordView *v, BwvHide hide, int index, int seat)
{
    int n = 0;
    for (int i = 0; i < v->flyers; i++) {
        const BwvFlyer *fl = &v->flyer[i];
        if (fl->hide == hide && fl->hide_index == index && fl->hide_seat == seat &&
            ui_tween_running(v->ui, &fl->tween))
            n++;
    }
    return n;
}

bool bwv_deal_landed(const BuywordView *v)
{
    for (int i = 0; i < v->flyers; i++) {
        BwvHide hide = v->flyer[i].hide;
        if ((hide == BWV_HIDE_FRESH || hide == BWV_HIDE_CARD_NEW) &&
            ui_tween_running(v->ui, &v->flyer[i].tween))
            return false;
    }
    return true;
}

/* ---------------------------------------------------------------- the word being built */

static void clear_word(BuywordView *v)
{
    v->word_len = 0;
    v->picking = false;
    ui_gesture_reset(&v->gesture);
    v->drag_rack = v->drag_word = -1;
    v->drag_wild = false;
}

/* Drops a word made for another position, seat or viewer (a move was played, undo, load). */
static void sync_selection(BuywordView *v, const ViewFrame *f)
{
    if (v->sel_moves == f->match->move_count && v->sel_seat == f->to_move &&
        v->sel_viewer == f->viewer)
        return;
    clear_word(v);
    v->sel_moves = f->match->move_count;
    v->sel_seat = f->to_move;
    v->sel_viewer = f->viewer;
}

static void insert_piece(BuywordView *v, int at, BwvPiece piece)
{
    if (v->word_len >= BWV_WORD_MAX)
        return;
    if (at < 0 || at > v->word_len)
        at = v->word_len;
    memmove(&v->word[at + 1], &v->word[at], (size_t)(v->word_len - at) * sizeof v->word[0]);
    v->word[at] = piece;
    v->word_len++;
}

static BwvPiece remove_piece(BuywordView *v, int at)
{
    BwvPiece piece = v->word[at];
    memmove(&v->word[at], &v->word[at + 1], (size_t)(v->word_len - at - 1) * sizeof v->word[0]);
    v->word_len--;
    return piece;
}

static bool selling_now(const ViewFrame *f)
{
    return bwv_actor(f) >= 0 && bwv_state(f)->phase == BW_PHASE_SELL;
}

void bwv_sell_refusal(const BuywordView *v, const ViewFrame *f, char *out, size_t outlen)
{
    char text[BWV_WORD_MAX + 1];
    int value;
    bwv_word_text(v, text);
    out[0] = '\0';
    if (v->word_len == 0)
        snprintf(out, outlen, "%s",
                 _("Spell a word in the bar first: click your tiles or type it"));
    else if (v->word_len == 1)
        snprintf(out, outlen, "%s", _("A word needs at least 2 letters"));
    else
        buyword_check_word(bwv_state(f), f->to_move, text, &value, out, outlen);
}

/* Why a tile of the rack (or the wild pile) cannot be used before the selling. */
static ViewEventResult refuse_tiles_now(const ViewFrame *f)
{
    switch (bwv_state(f)->phase) {
    case BW_PHASE_ROLL:
        return view_refuse(f, _("Roll the die first: words are sold after this round's buying"));
    case BW_PHASE_CHOOSE:
        return view_refuse(f, _("Pick how many new tiles first: words are sold after the buying"));
    case BW_PHASE_BUY:
        return view_refuse(f, _("Buy or decline your new tiles first: selling comes after that"));
    default:
        return view_refuse(f, _("The game is over: nothing more can be sold"));
    }
}

static void add_rack_tile(BuywordView *v, const ViewFrame *f, int rack, int at)
{
    char letters[BWV_RACK_MAX];
    int n = bwv_rack_letters(bwv_state(f)->held[f->to_move], letters);
    if (rack < 0 || rack >= n || bwv_rack_used(v, rack))
        return;
    insert_piece(v, at, (BwvPiece){(int8_t)rack, letters[rack]});
    ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
}

/* The wild pile was clicked or dragged: ask which letter it stands for. */
static ViewEventResult open_picker(BuywordView *v, const ViewFrame *f, int at)
{
    const BuywordState *s = bwv_state(f);
    if (s->wilds[f->to_move] < 1)
        return VIEW_IGNORED;
    if (bwv_word_has_wild(v))
        return view_refuse(f, _("A word may use only one wild, and this one has its wild already"));
    v->picking = true;
    v->pick_insert = at;
    return VIEW_HANDLED;
}

/* ---------------------------------------------------------------- layout */

static void *bwv_create(const ViewContext *ctx, char *err, size_t errlen)
{
    BuywordView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->sel_moves = -1;
    v->kept_roll = -1;
    clear_word(v);
    return v;
}

static void drop_kept_sales(BuywordView *v)
{
    game_free(v->kept);
    v->kept = NULL;
    v->kept_roll = -1;
}

/* The roll since the viewer's turn that ended a round with sales in it, or -1. */
static int roll_after_sales(const ViewFrame *f)
{
    int roll = -1;
    bool sale = false;
    for (int k = 0; k < f->recent_count; k++) {
        const char *move = f->match->moves[f->recent[k]];
        if (!strncmp(move, "sell ", 5))
            sale = true;
        else if (!strcmp(move, "roll") && sale)
            roll = f->recent[k];
    }
    return roll;
}

const BuywordState *bwv_kept_sales(BuywordView *v, const ViewFrame *f)
{
    int roll = roll_after_sales(f);
    if (roll < 0)
        return NULL;
    if (roll != v->kept_roll) { /* the match replays to just before that roll, once */
        drop_kept_sales(v);
        v->kept = match_state_after(f->match, roll);
        v->kept_roll = roll;
    }
    return (const BuywordState *)v->kept;
}

/* Before this round's roll the state still lists the last round's sales: are some of them among
 * the moves since the viewer's turn? */
static bool last_round_unread(const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    if (s->phase != BW_PHASE_ROLL || s->sold_count == 0)
        return false;
    for (int k = 0; k < f->recent_count; k++)
        if (!strncmp(f->match->moves[f->recent[k]], "sell ", 5))
            return true;
    return false;
}

const BuywordState *bwv_sales_shown(BuywordView *v, const ViewFrame *f, bool *last_round)
{
    static const BuywordState none = {.sold_count = 0};
    const BuywordState *kept = bwv_kept_sales(v, f), *s = bwv_state(f);
    if (!kept && last_round_unread(f))
        kept = s;
    *last_round = kept != NULL;
    return kept ? kept : s->phase == BW_PHASE_ROLL ? &none : s;
}

static void bwv_destroy(void *view)
{
    drop_kept_sales(view);
    free(view);
}

static void layout_cards(BuywordView *v, int players)
{
    int gap = ui_px(v->ui, 8);
    int h = (v->side.h - gap * (players - 1)) / players;
    int max_h = ui_px(v->ui, 196);
    if (h > max_h)
        h = max_h;
    for (int i = 0; i < players; i++)
        v->card[i] = (SDL_Rect){v->side.x, v->side.y + i * (h + gap), v->side.w, h};
}

/* The tile size: as large as the rack and word bar allow for `tiles` letter tiles and a wild. */
static void fit_tiles(BuywordView *v, int tiles)
{
    if (tiles < 7)
        tiles = 7;
    /* the tiles' steps (a ninth of a tile apart) and the wild pile's room, about a step and a
     * half */
    int tile = v->rack_row.w * 9 / ((tiles + 1) * 10 + 5);
    int max = ui_px(v->ui, 62);
    v->tile = tile > max ? max : tile < 10 ? 10 : tile;
    v->rack_row.h = v->tile;
}

static void bwv_layout(void *view, SDL_Rect area, float scale)
{
    BuywordView *v = view;
    Ui *ui = v->ui;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    v->area = area;
    int pad = ui_px(ui, 12), inner = ui_board_frame_width(ui) + ui_px(ui, 14);
    SDL_Rect left;
    v->side = ui_board_side(ui, area, 30, 240, 340, pad, &left);
    int left_w = left.w, tray_h = ui_px(ui, 118);
    v->felt = (SDL_Rect){area.x, area.y, left_w, area.h - tray_h - pad};
    v->tray = (SDL_Rect){area.x, v->felt.y + v->felt.h + pad, left_w, tray_h};
    layout_cards(v, buyword_rules.max_players);

    int x = v->felt.x + inner, y = v->felt.y + inner, w = v->felt.w - 2 * inner;
    int bag = ui_px(ui, 84), die = ui_px(ui, 64);
    v->bag = (SDL_Rect){x, y, bag, bag};
    v->die = (SDL_Rect){x + bag + ui_px(ui, 44), y + (bag - die) / 2 - ui_px(ui, 6), die, die};
    int info_x = v->die.x + die + ui_px(ui, 22);
    v->info = (SDL_Rect){info_x, y, x + w - info_x, bag};
    y += bag + ui_px(ui, 52); /* the captions under the bag and die, and the rack's label */
    v->rack_row = (SDL_Rect){x, y, w, 0};
    fit_tiles(v, BW_HAND_LIMIT + 5);
    /* the largest tile, the rack's ledge at its feet, and the bar's label */
    y += ui_px(ui, 62) + ui_px(ui, 16) + ui_px(ui, 30);
    v->word_row = (SDL_Rect){x, y, w, ui_px(ui, 62) + ui_px(ui, 16)};
    y += v->word_row.h + ui_px(ui, 36); /* and the verdict line */
    /* the price card along the foot of the board, the words sold this round above it */
    int card_h = ui_px(ui, 70), foot = v->felt.y + v->felt.h - inner;
    v->price_card = (SDL_Rect){x, foot - card_h, w, card_h};
    v->sold_box = (SDL_Rect){x, y, w, v->price_card.y - ui_px(ui, 8) - y};
}

/* ---------------------------------------------------------------- moves */

/* What the last frame showed of a move the human made, for its animation. */
static void remember_sent(BuywordView *v)
{
    v->sent_len = v->word_len;
    for (int i = 0; i < v->word_len; i++)
        v->sent_rect[i] = v->word_rect[i];
}

/* The word stays in the bar until the move is played (move_played clears it): a refused move
 * keeps it. */
static ViewEventResult move_done(BuywordView *v, char move_out[MOVE_MAX], const char *move)
{
    snprintf(move_out, MOVE_MAX, "%s", move);
    remember_sent(v);
    v->drag_rack = v->drag_word = -1;
    v->drag_wild = v->picking = false;
    return VIEW_MOVE;
}

static ViewEventResult sell(BuywordView *v, const ViewFrame *f, char move_out[MOVE_MAX])
{
    char text[BWV_WORD_MAX + 1], move[MOVE_MAX], err[BWV_WHY_MAX];
    bwv_sell_refusal(v, f, err, sizeof err);
    if (err[0])
        return view_refuse(f, "%s", err);
    bwv_word_text(v, text);
    snprintf(move, sizeof move, "sell %s", text);
    return move_done(v, move_out, move);
}

static ViewEventResult discard_letter(BuywordView *v, char letter, SDL_Rect from,
                                      char move_out[MOVE_MAX])
{
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "discard %c", letter);
    ViewEventResult r = move_done(v, move_out, move);
    v->sent_len = 1;
    v->sent_rect[0] = from;
    return r;
}

static ViewEventResult button_action(BuywordView *v, const ViewFrame *f, const BwvButton *b,
                                     char move_out[MOVE_MAX])
{
    char move[MOVE_MAX];
    switch (b->action) {
    case BWV_ACT_ROLL:
        return move_done(v, move_out, "roll");
    case BWV_ACT_CHOOSE:
        snprintf(move, sizeof move, "choose %d", b->arg);
        return move_done(v, move_out, move);
    case BWV_ACT_BUY:
        return move_done(v, move_out, "buy");
    case BWV_ACT_DECLINE:
        return move_done(v, move_out, "decline");
    case BWV_ACT_SELL:
        return sell(v, f, move_out);
    case BWV_ACT_CLEAR:
        clear_word(v);
        return VIEW_HANDLED;
    case BWV_ACT_DISCARD:
        if (v->word_len == 1 && v->word[0].rack >= 0)
            return discard_letter(v, v->word[0].letter, v->word_rect[0], move_out);
        return view_refuse(f, _("Put the one tile you want to discard in the bar first, alone"));
    case BWV_ACT_DONE:
        return move_done(v, move_out, "done");
    case BWV_ACT_PICK:
        insert_piece(v, v->pick_insert, (BwvPiece){-1, (char)b->arg});
        v->picking = false;
        ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
        return VIEW_HANDLED;
    case BWV_ACT_PICK_CLOSE:
        v->picking = false;
        return VIEW_HANDLED;
    case BWV_ACT_NONE:
        break;
    }
    return VIEW_IGNORED;
}

/* ---------------------------------------------------------------- hit tests */

static int rack_at(const BuywordView *v, int x, int y)
{
    for (int i = 0; i < v->rack_shown; i++)
        if (ui_inside(v->rack_rect[i], x, y))
            return i;
    return -1;
}

static int word_at(const BuywordView *v, int x, int y)
{
    for (int i = 0; i < v->word_len; i++)
        if (ui_inside(v->word_rect[i], x, y))
            return i;
    return -1;
}

static bool over_wilds(const BuywordView *v, int x, int y)
{
    return v->wild_rect.w > 0 && ui_inside(v->wild_rect, x, y);
}

/* Where a tile dropped at x goes in the word (0..word_len). */
static int insert_index(const BuywordView *v, int x)
{
    int step = step_of(v->tile);
    int first = bwv_word_slot(v, 0).x;
    int at = (x - first + step / 2) / step;
    if (x < first)
        at = 0;
    return at < 0 ? 0 : at > v->word_len ? v->word_len : at;
}

static bool over_bar(const BuywordView *v, int x, int y)
{
    SDL_Rect r = v->bar;
    int grow = v->tile / 3;
    SDL_Rect hit = {r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow};
    return r.w > 0 && ui_inside(hit, x, y);
}

/* ---------------------------------------------------------------- input */

static ViewEventResult click_picker(BuywordView *v, const ViewFrame *f, int x, int y,
                                    char move_out[MOVE_MAX])
{
    for (int l = 0; l < BW_LETTERS; l++)
        if (ui_inside(v->picker_tile[l], x, y)) {
            BwvButton pick = {v->picker_tile[l], BWV_ACT_PICK, 'A' + l, true, ""};
            return button_action(v, f, &pick, move_out);
        }
    for (int i = 0; i < v->buttons; i++)
        if (v->button[i].enabled &&
            (v->button[i].action == BWV_ACT_PICK || v->button[i].action == BWV_ACT_PICK_CLOSE) &&
            ui_inside(v->button[i].r, x, y))
            return button_action(v, f, &v->button[i], move_out);
    if (!ui_inside(v->picker, x, y))
        v->picking = false; /* a click outside closes it */
    return VIEW_HANDLED;
}

/* Is (x, y) on a word sold this round (or the last round's, still shown)? */
static bool over_sold_word(BuywordView *v, const ViewFrame *f, int x, int y)
{
    bool kept;
    const BuywordState *s = bwv_sales_shown(v, f, &kept);
    for (int i = 0; i < s->sold_count; i++) {
        SDL_Rect first = bwv_sold_tile(v, s, i, 0);
        int len = (int)strlen(s->sold[i].word);
        SDL_Rect word = {first.x, first.y, len * (first.w + 2), first.h};
        if (ui_inside(word, x, y))
            return true;
    }
    return false;
}

/* A click on a thing of the board that cannot be used now: why not, or VIEW_IGNORED where the
 * click touched nothing. */
static ViewEventResult refuse_click(BuywordView *v, const ViewFrame *f, int x, int y)
{
    const BuywordState *s = bwv_state(f);
    if (ui_inside(v->die, x, y) && s->phase == BW_PHASE_CHOOSE)
        return view_refuse(f, _("The die shows CHOICE: pick how many new tiles with the buttons "
                                "below"));
    if (ui_inside(v->die, x, y))
        return view_refuse(f, s->base.players == 1
                                  ? _("The die is rolled once a round, and this round's roll is "
                                      "made")
                                  : _("The die is rolled once a round, by the leader, and this "
                                      "round's roll is made"));
    if (ui_inside(v->bag, x, y))
        return view_refuse(f, _("Nobody draws by hand: each roll of the die deals the new tiles"));
    if (v->fresh_row.w > 0 && ui_inside(v->fresh_row, x, y))
        return view_refuse(f, _("New tiles are bought all together or not at all: press Buy or "
                                "Decline"));
    if (rack_at(v, x, y) >= 0 || (v->wild_pile.w > 0 && ui_inside(v->wild_pile, x, y)))
        return refuse_tiles_now(f);
    for (int seat = 0; seat < s->base.players; seat++) {
        if (!ui_inside(v->card[seat], x, y))
            continue;
        if (seat == f->viewer)
            return view_refuse(f, _("Your card only sums up your money and tiles: use the tiles "
                                    "on the table"));
        return view_refuse(f,
                           /* TRANSLATORS: %s is another player's name */
                           _("%s's letters are private: their card shows only how many tiles "
                             "they hold"),
                           f->match->seats[seat].name);
    }
    if (over_sold_word(v, f, x, y))
        return view_refuse(f, _("Sold words have left the game: their tiles cannot be used again"));
    return VIEW_IGNORED;
}

/* While selling: a click on the word bar, the rack or the wild pile builds the word. */
static ViewEventResult click_word_tiles(BuywordView *v, const ViewFrame *f, int x, int y)
{
    int w = word_at(v, x, y);
    if (w >= 0) {
        remove_piece(v, w);
        return VIEW_HANDLED;
    }
    int r = rack_at(v, x, y);
    if (r >= 0) {
        if (bwv_rack_used(v, r)) {
            for (int i = 0; i < v->word_len; i++)
                if (v->word[i].rack == r)
                    remove_piece(v, i);
        } else {
            add_rack_tile(v, f, r, v->word_len);
        }
        return VIEW_HANDLED;
    }
    if (over_wilds(v, x, y))
        return open_picker(v, f, v->word_len);
    return VIEW_IGNORED;
}

static ViewEventResult click(BuywordView *v, const ViewFrame *f, int x, int y,
                             char move_out[MOVE_MAX])
{
    if (v->picking)
        return click_picker(v, f, x, y, move_out);
    for (int i = 0; i < v->buttons; i++) {
        const BwvButton *b = &v->button[i];
        if (!ui_inside(b->r, x, y))
            continue;
        return b->enabled ? button_action(v, f, b, move_out) : view_refuse(f, "%s", b->why);
    }
    const BuywordState *s = bwv_state(f);
    if (s->phase == BW_PHASE_ROLL && ui_inside(v->die, x, y))
        return move_done(v, move_out, "roll");
    ViewEventResult used = selling_now(f) ? click_word_tiles(v, f, x, y) : VIEW_IGNORED;
    return used != VIEW_IGNORED ? used : refuse_click(v, f, x, y);
}

static ViewEventResult drop(BuywordView *v, const ViewFrame *f, int x, int y,
                            char move_out[MOVE_MAX])
{
    const BuywordState *s = bwv_state(f);
    bool onto_bar = over_bar(v, x, y);
    bool onto_bin = v->bin.w > 0 && ui_inside(v->bin, x, y);
    if (v->drag_rack >= 0) {
        int rack = v->drag_rack;
        if (onto_bin && bwv_excess(s, f->to_move) > 0) {
            char letters[BWV_RACK_MAX];
            bwv_rack_letters(s->held[f->to_move], letters);
            return discard_letter(v, letters[rack], v->rack_rect[rack], move_out);
        }
        if (onto_bar)
            add_rack_tile(v, f, rack, insert_index(v, x));
    } else if (v->drag_word >= 0) {
        BwvPiece piece = v->word[v->drag_word];
        if (onto_bin && piece.rack >= 0 && bwv_excess(s, f->to_move) > 0)
            return discard_letter(v, piece.letter, v->word_rect[v->drag_word], move_out);
        remove_piece(v, v->drag_word);
        if (onto_bar)
            insert_piece(v, insert_index(v, x), piece);
    } else if (v->drag_wild && onto_bar) {
        v->drag_wild = false;
        return open_picker(v, f, insert_index(v, x));
    }
    v->drag_rack = v->drag_word = -1;
    v->drag_wild = false;
    return VIEW_HANDLED;
}

/* A press: what it takes may be carried off by a drag (gesture.held). */
static ViewEventResult mouse_down(BuywordView *v, const ViewFrame *f, int x, int y)
{
    v->drag_rack = v->drag_word = -1;
    v->drag_wild = false;
    if (v->picking || !selling_now(f))
        return VIEW_HANDLED;
    int w = word_at(v, x, y), r = rack_at(v, x, y);
    if (w >= 0)
        v->drag_word = w;
    else if (r >= 0 && !bwv_rack_used(v, r))
        v->drag_rack = r;
    else if (over_wilds(v, x, y) && !bwv_word_has_wild(v))
        v->drag_wild = true;
    v->gesture.held = v->drag_rack >= 0 || v->drag_word >= 0 || v->drag_wild;
    return VIEW_HANDLED;
}

/* What the mouse is over, as one number: a change of it redraws the board. */
static int hover_key(const BuywordView *v, int x, int y)
{
    int r = rack_at(v, x, y), w = word_at(v, x, y);
    if (r >= 0)
        return 1 + r;
    if (w >= 0)
        return 100 + w;
    if (over_wilds(v, x, y))
        return 200;
    if (ui_inside(v->die, x, y))
        return 201;
    for (int i = 0; i < BW_LETTERS; i++)
        if (v->picking && ui_inside(v->picker_tile[i], x, y))
            return 300 + i;
    return 0;
}

static ViewEventResult mouse_motion(BuywordView *v, int x, int y)
{
    int before = hover_key(v, v->mouse_x, v->mouse_y);
    v->mouse_x = x;
    v->mouse_y = y;
    return v->gesture.dragging || hover_key(v, x, y) != before ? VIEW_HANDLED : VIEW_IGNORED;
}

/* Typing: a letter takes a tile of that letter from the rack (or the wild, if none is left);
 * Backspace takes the last tile back, Enter sells, Escape clears. */
static ViewEventResult key_down(BuywordView *v, const ViewFrame *f, SDL_Keycode key,
                                char move_out[MOVE_MAX])
{
    const BuywordState *s = bwv_state(f);
    bool letter = key >= SDLK_a && key <= SDLK_z;
    char upper = letter ? (char)('A' + (key - SDLK_a)) : 0;
    if (v->picking) {
        if (letter) {
            BwvButton pick = {{0, 0, 0, 0}, BWV_ACT_PICK, upper, true, ""};
            return button_action(v, f, &pick, move_out);
        }
        if (key == SDLK_ESCAPE) {
            v->picking = false;
            return VIEW_HANDLED;
        }
        return VIEW_IGNORED;
    }
    if (s->phase == BW_PHASE_CHOOSE && key >= SDLK_2 && key <= SDLK_5) {
        char move[MOVE_MAX];
        snprintf(move, sizeof move, "choose %d", (int)(key - SDLK_0));
        return move_done(v, move_out, move);
    }
    if (!selling_now(f))
        return VIEW_IGNORED;
    if (letter) {
        char letters[BWV_RACK_MAX];
        int n = bwv_rack_letters(s->held[f->to_move], letters);
        for (int i = 0; i < n; i++)
            if (letters[i] == upper && !bwv_rack_used(v, i)) {
                add_rack_tile(v, f, i, v->word_len);
                return VIEW_HANDLED;
            }
        if (s->wilds[f->to_move] > 0 && !bwv_word_has_wild(v)) {
            insert_piece(v, v->word_len, (BwvPiece){-1, upper});
            return VIEW_HANDLED;
        }
        if (s->wilds[f->to_move] > 0)
            /* TRANSLATORS: %c is a letter the player typed */
            return view_refuse(f, _("You have no %c tile free, and the word already uses its wild"),
                               upper);
        return view_refuse(f, _("You have no %c tile free, and no wild to stand for it"), upper);
    }
    switch (key) {
    case SDLK_BACKSPACE:
        if (v->word_len > 0)
            remove_piece(v, v->word_len - 1);
        return VIEW_HANDLED;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return v->word_len > 0 ? sell(v, f, move_out) : VIEW_IGNORED;
    case SDLK_ESCAPE:
        if (v->word_len == 0)
            return VIEW_IGNORED;
        clear_word(v);
        return VIEW_HANDLED;
    default:
        return VIEW_IGNORED;
    }
}

static ViewEventResult bwv_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    BuywordView *v = view;
    sync_selection(v, f);
    int x, y;
    switch (ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y)) {
    case UI_GESTURE_HOVER:
    case UI_GESTURE_DRAG_START:
    case UI_GESTURE_DRAG:
        return mouse_motion(v, x, y);
    case UI_GESTURE_PRESS:
        return mouse_down(v, f, x, y);
    case UI_GESTURE_CLICK:
        return click(v, f, x, y, move_out);
    case UI_GESTURE_DROP:
        return drop(v, f, x, y, move_out);
    case UI_GESTURE_CANCEL:
        return VIEW_HANDLED;
    case UI_GESTURE_DESELECT:
        if (!f->can_act)
            return VIEW_IGNORED;
        clear_word(v);
        return VIEW_HANDLED;
    case UI_GESTURE_NONE:
        break;
    }
    if (e->type == SDL_KEYDOWN && f->can_act)
        return key_down(v, f, e->key.keysym.sym, move_out);
    return VIEW_IGNORED;
}

/* The width before a card's rows of tiles: room for their labels ("Tiles", "New"), however long
 * the words are in the player's language. */
static int card_label_width(const BuywordView *v)
{
    UiTextStyle st = ui_style(UI_FONT_REGULAR, ui_px(v->ui, 13), ui_colour(UI_TEXT_DIM));
    int widest = ui_px(v->ui, 44);
    const char *labels[] = {_("Tiles"), _("New")};
    for (int i = 0; i < 2; i++) {
        int w, h;
        ui_text_size(v->ui, labels[i], st, &w, &h);
        if (w + ui_px(v->ui, 8) > widest)
            widest = w + ui_px(v->ui, 8);
    }
    return widest;
}

/* The tile size follows the viewer's rack: large while it is short. */
static void fit_to_state(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    v->card_label = card_label_width(v);
    v->card_most = 0;
    for (int seat = 0; seat < s->base.players; seat++) {
        int held = buyword_held_count(s, seat), fresh = s->fresh_count[seat];
        int most = held > fresh ? held : fresh;
        if (most > v->card_most)
            v->card_most = most;
    }
    int tiles = 0;
    if (f->viewer >= 0)
        tiles = buyword_held_count(s, f->viewer) + s->fresh_count[f->viewer];
    fit_tiles(v, tiles);
}

static void bwv_draw(void *view, const ViewFrame *f)
{
    BuywordView *v = view;
    sync_selection(v, f);
    layout_cards(v, bwv_state(f)->base.players);
    fit_to_state(v, f);
    bwv_draw_scene(v, f);
}

/* ---------------------------------------------------------------- animations */

static BwvFlyer *add_flyer(BuywordView *v, SDL_Rect from, SDL_Rect to, char letter,
                           BwvTileKind kind, double delay, double seconds)
{
    if (v->flyers == BWV_MAX_FLYERS)
        return NULL;
    BwvFlyer *fl = &v->flyer[v->flyers++];
    memset(fl, 0, sizeof *fl);
    fl->from = from;
    fl->to = to;
    fl->letter = letter;
    fl->kind = kind;
    fl->secret_of = -1;
    fl->hide_seat = -1;
    ui_tween_start_delayed(v->ui, &fl->tween, delay, seconds, UI_EASE_IN_OUT_CUBIC);
    return fl;
}

static void hide_until_landed(BwvFlyer *fl, BwvHide hide, int index, int seat)
{
    if (!fl)
        return;
    fl->hide = hide;
    fl->hide_index = index;
    fl->hide_seat = seat;
}

/* The change floats over the card (the shell flies the coins and counts the money). */
static void animate_money(BuywordView *v, const ViewFrame *f, const BuywordState *before, int seat)
{
    int change = bwv_state(f)->money[seat] - before->money[seat];
    if (change == 0)
        return;
    v->money_delta[seat] = change;
    ui_tween_start(v->ui, &v->money_tween[seat], 1.0, UI_EASE_OUT_CUBIC);
    ui_sound_play(v->ui->sound, UI_SOUND_COIN);
}

/* The new tiles go round the table from the bag, one at a time from the leader. */
static void animate_deal(BuywordView *v, const ViewFrame *f, double delay)
{
    const BuywordState *s = bwv_state(f);
    char mine[BWV_RACK_MAX];
    int viewer = f->viewer;
    if (viewer >= 0)
        bwv_rack_letters(s->fresh[viewer], mine);
    int n = 0;
    for (int i = 0; i < s->count; i++)
        for (int k = 0; k < s->base.players; k++) {
            int seat = (s->leader + k) % s->base.players;
            if (i >= s->fresh_count[seat])
                continue;
            double at = delay + 0.09 * n++;
            BwvFlyer *fl;
            if (seat == viewer) {
                fl = add_flyer(v, bwv_bag_tile(v), bwv_word_slot(v, i), mine[i], BWV_TILE_LETTER,
                               at, 0.5);
                if (fl)
                    fl->secret_of = seat;
                hide_until_landed(fl, BWV_HIDE_FRESH, i, seat);
            } else {
                fl = add_flyer(v, bwv_bag_tile(v), bwv_card_tile(v, seat, 1, i), 0, BWV_TILE_BACK,
                               at, 0.5);
                hide_until_landed(fl, BWV_HIDE_CARD_NEW, seat, -1);
            }
        }
    if (n)
        ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
}

/* Bought tiles join the rack (the viewer's) or the kept row of the card (anyone else's). */
static void animate_buy(BuywordView *v, const ViewFrame *f, const BuywordState *before, int seat)
{
    const BuywordState *s = bwv_state(f);
    animate_money(v, f, before, seat);
    if (seat != f->viewer) {
        int kept = buyword_held_count(before, seat);
        for (int i = 0; i < before->fresh_count[seat]; i++) {
            BwvFlyer *fl =
                add_flyer(v, bwv_card_tile(v, seat, 1, i), bwv_card_tile(v, seat, 0, kept + i), 0,
                          BWV_TILE_BACK, 0.04 * i, 0.4);
            hide_until_landed(fl, BWV_HIDE_CARD_HELD, seat, -1);
        }
        return;
    }
    char fresh[BWV_RACK_MAX], rack[BWV_RACK_MAX];
    int n = bwv_rack_letters(before->fresh[seat], fresh);
    int total = bwv_rack_letters(s->held[seat], rack);
    bool taken[BWV_RACK_MAX] = {false};
    for (int i = 0; i < n; i++) {
        /* the new tile takes the last free place of its letter in the sorted rack */
        int to = -1;
        for (int j = total - 1; j >= 0 && to < 0; j--)
            if (rack[j] == fresh[i] && !taken[j])
                to = j;
        if (to < 0)
            continue;
        taken[to] = true;
        BwvFlyer *fl = add_flyer(v, bwv_word_slot(v, i), bwv_rack_rect(v, to), fresh[i],
                                 BWV_TILE_LETTER, 0.05 * i, 0.45);
        if (fl)
            fl->secret_of = seat;
        hide_until_landed(fl, BWV_HIDE_RACK, to, seat);
    }
}

/* Declined (or short) tiles go out of play unseen. */
static void animate_decline(BuywordView *v, const ViewFrame *f, const BuywordState *before,
                            int seat)
{
    char fresh[BWV_RACK_MAX];
    int n = bwv_rack_letters(before->fresh[seat], fresh);
    for (int i = 0; i < n; i++) {
        bool mine = seat == f->viewer;
        SDL_Rect from = mine ? bwv_word_slot(v, i) : bwv_card_tile(v, seat, 1, i);
        BwvFlyer *fl = add_flyer(v, from, bwv_out_tile(v), mine ? fresh[i] : 0,
                                 mine ? BWV_TILE_LETTER : BWV_TILE_BACK, 0.05 * i, 0.5);
        if (fl) {
            fl->fade = true;
            fl->secret_of = seat;
        }
    }
    ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
}

/* Where a sold or discarded tile starts: where the human's last frame showed it, or the seller's
 * card. */
static SDL_Rect tile_origin(const BuywordView *v, const ViewFrame *f, int seat, int k,
                            int kept_before)
{
    if (seat == f->viewer && k < v->sent_len)
        return v->sent_rect[k];
    int index = kept_before > 0 ? (k < kept_before ? k : kept_before - 1) : 0;
    return bwv_card_tile(v, seat, 0, index);
}

static void animate_sell(BuywordView *v, const ViewFrame *f, const BuywordState *before,
                         const char *word, int seat)
{
    const BuywordState *s = bwv_state(f);
    animate_money(v, f, before, seat);
    int index = s->sold_count - 1;
    bool listed = s->sold_count > before->sold_count;
    int kept = buyword_held_count(before, seat);
    for (int k = 0; word[k]; k++) {
        bool wild = word[k] >= 'a';
        char upper = (char)(wild ? word[k] - 'a' + 'A' : word[k]);
        SDL_Rect to = listed ? bwv_sold_tile(v, s, index, k) : bwv_out_tile(v);
        BwvFlyer *fl = add_flyer(v, tile_origin(v, f, seat, k, kept), to, upper,
                                 wild ? BWV_TILE_WILD_AS : BWV_TILE_LETTER, 0.05 * k, 0.55);
        if (listed)
            hide_until_landed(fl, BWV_HIDE_SOLD, index, -1);
        else if (fl)
            fl->fade = true;
    }
}

static void animate_discard(BuywordView *v, const ViewFrame *f, const BuywordState *before,
                            char letter, int seat)
{
    SDL_Rect from = tile_origin(v, f, seat, 0, buyword_held_count(before, seat));
    BwvFlyer *fl = add_flyer(v, from, bwv_out_tile(v), letter, BWV_TILE_LETTER, 0.0, 0.5);
    if (fl)
        fl->fade = true;
    ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
}

/* Forgets flyers that have landed, so the list does not fill up. */
static void drop_landed(BuywordView *v)
{
    int kept = 0;
    for (int i = 0; i < v->flyers; i++)
        if (ui_tween_running(v->ui, &v->flyer[i].tween))
            v->flyer[kept++] = v->flyer[i];
    v->flyers = kept;
}

static void bwv_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    BuywordView *v = view;
    const BuywordState *before = (const BuywordState *)before_state;
    const BuywordState *s = bwv_state(f);
    clear_word(v);
    /* nothing to animate from before the first layout (a match shown and played at once):
     * every place on the board would still be at the origin */
    if (!animate || v->area.w == 0) {
        v->sent_len = 0;
        return;
    }
    if (mover < 0)
        mover = before->turn;
    layout_cards(v, s->base.players);
    fit_to_state(v, f);
    drop_landed(v);
    if (!strcmp(move, "roll")) {
        ui_tween_start(v->ui, &v->die_roll, 0.7, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
        if (s->phase != BW_PHASE_CHOOSE)
            animate_deal(v, f, 0.55);
    } else if (!strncmp(move, "choose ", 7)) {
        animate_deal(v, f, 0.0);
    } else if (!strcmp(move, "buy")) {
        animate_buy(v, f, before, mover);
    } else if (!strcmp(move, "decline")) {
        animate_decline(v, f, before, mover);
    } else if (!strncmp(move, "sell ", 5)) {
        animate_sell(v, f, before, move + 5, mover);
    } else if (!strncmp(move, "discard ", 8)) {
        animate_discard(v, f, before, move[8], mover);
    }
    v->sent_len = 0;
}

static void bwv_reset(void *view, const ViewFrame *f)
{
    BuywordView *v = view;
    (void)f;
    clear_word(v);
    drop_kept_sales(v);
    v->sel_moves = -1;
    v->sent_len = 0;
    v->flyers = 0;
    ui_tween_stop(&v->die_roll);
    for (int seat = 0; seat < MAX_SEATS; seat++)
        ui_tween_stop(&v->money_tween[seat]);
}

/* ---------------------------------------------------------------- what a lesson points at */

/* The tray button doing `action` (with `arg`) in the last frame. */
static bool button_of(const BuywordView *v, BwvAction action, int arg, SDL_Rect *out)
{
    for (int i = 0; i < v->buttons; i++)
        if (v->button[i].action == action && v->button[i].arg == arg) {
            *out = v->button[i].r;
            return true;
        }
    return false;
}

static bool found(SDL_Rect r, SDL_Rect *out)
{
    *out = r;
    return r.w > 0;
}

/* The viewer's first rack tile of `letter` that is not in the word bar. */
static bool rack_tile_of(const BuywordView *v, const ViewFrame *f, char letter, SDL_Rect *out)
{
    char letters[BWV_RACK_MAX];
    if (f->viewer < 0)
        return false;
    int n = bwv_rack_letters(bwv_state(f)->held[f->viewer], letters);
    for (int i = 0; i < n && i < v->rack_shown; i++)
        if (letters[i] == letter && !bwv_rack_used(v, i))
            return found(v->rack_rect[i], out);
    return false;
}

static const struct {
    const char *name;
    BwvAction action;
} named_buttons[] = {{"roll", BWV_ACT_ROLL}, {"buy", BWV_ACT_BUY},     {"decline", BWV_ACT_DECLINE},
                     {"sell", BWV_ACT_SELL}, {"clear", BWV_ACT_CLEAR}, {"discard", BWV_ACT_DISCARD},
                     {"done", BWV_ACT_DONE}};

/* The names are those of buyword_pointable (points.c), found where the last frame drew them. */
static bool bwv_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    BuywordView *v = view;
    int n = 0;
    char letter = 0, end = 0;
    for (size_t i = 0; i < sizeof named_buttons / sizeof named_buttons[0]; i++)
        if (!strcmp(name, named_buttons[i].name))
            return button_of(v, named_buttons[i].action, 0, out);
    if (sscanf(name, "choose %d%c", &n, &end) == 1)
        return button_of(v, BWV_ACT_CHOOSE, n, out);
    if (sscanf(name, "card %d%c", &n, &end) == 1)
        return n >= 1 && n <= bwv_state(f)->base.players && found(v->card[n - 1], out);
    if (sscanf(name, "tile %c%c", &letter, &end) == 1)
        return rack_tile_of(v, f, letter, out);
    SDL_Rect rack = bwv_rack_rect(v, 0), last = bwv_rack_rect(v, BW_HAND_LIMIT - 1);
    if (v->rack_shown > BW_HAND_LIMIT)
        last = v->rack_rect[v->rack_shown - 1];
    rack.w = last.x + last.w - rack.x;
    const struct {
        const char *name;
        SDL_Rect r;
    } places[] = {{"bag", v->bag},  {"die", v->die},         {"round", v->info},
                  {"rack", rack},   {"wilds", v->wild_pile}, {"new tiles", v->fresh_row},
                  {"word", v->bar}, {"sold", v->sold_box},   {"price list", v->price_card},
                  {"bin", v->bin}};
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++)
        if (!strcmp(name, places[i].name))
            return (strcmp(name, "rack") || f->viewer >= 0) && found(places[i].r, out);
    return false;
}

/* ---------------------------------------------------------------- the prompt */

static void bwv_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    BuywordView *v = view;
    const BuywordState *s = bwv_state(f);
    sync_selection(v, f);
    int me = f->to_move;
    switch (s->phase) {
    case BW_PHASE_ROLL:
        snprintf(out, outlen, "%s", _("Roll the die"));
        break;
    case BW_PHASE_CHOOSE:
        snprintf(out, outlen, "%s",
                 s->base.players == 1 ? _("CHOICE: pick 2 to 5 new tiles")
                                      : _("CHOICE: pick 2 to 5 new tiles each"));
        break;
    case BW_PHASE_BUY:
        if (s->fresh_status[me] == BW_FRESH_SHORT)
            snprintf(out, outlen, "%s", _("The bag ran out: let your new tiles go"));
        else
            snprintf(out, outlen, _("Buy your new tiles for $%d, or decline"),
                     buyword_fresh_price(s, me));
        break;
    case BW_PHASE_SELL:
        if (bwv_excess(s, me) > 0)
            snprintf(out, outlen,
                     plural_text("Sell words, or discard %d tile",
                                 "Sell words, or discard %d tiles",
                                 (unsigned long)bwv_excess(s, me)),
                     bwv_excess(s, me));
        else
            snprintf(out, outlen, "%s", _("Build a word and sell it, or press Done"));
        break;
    case BW_PHASE_OVER:
        out[0] = '\0';
        break;
    }
}

/* ---------------------------------------------------------------- the shell's motion */

/* Every seat's money is public. */
static bool bwv_seat_money(const GameState *state, int seat, int viewer, int *money)
{
    (void)viewer;
    *money = ((const BuywordState *)state)->money[seat];
    return true;
}

/* A seat's card; the bank's money is where the tiles come from, the bag. */
static SDL_Rect bwv_seat_panel(void *view, const ViewFrame *f, int seat)
{
    const BuywordView *v = view;
    (void)f;
    return seat < 0 ? v->bag : v->card[seat];
}

const GameView buyword_view = {
    .game_id = "buyword",
    .create = bwv_create,
    .destroy = bwv_destroy,
    .layout = bwv_layout,
    .draw = bwv_draw,
    .handle_event = bwv_handle_event,
    .move_played = bwv_move_played,
    .reset = bwv_reset,
    .prompt = bwv_prompt,
    .locate = bwv_locate,
    .seat_money = bwv_seat_money,
    .seat_panel = bwv_seat_panel,
    .money_via_bank = true,
    .help_text = bwv_help_text,
    .draw_help_picture = bwv_draw_help_picture,
    .draw_end = bwv_draw_end,
};
