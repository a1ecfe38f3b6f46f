/* Mint Bid view: the layout, mouse input turned into moves (docs/notation.md "## Mint Bid"), and
 * the animations started when a move is played. Drawing is in view_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/sound.h"
#include "ui/table.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int mbv_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

void mbv_legal(const ViewFrame *f, MoveList *out)
{
    movelist_clear(out);
    if (f->to_move != GAME_OVER)
        f->match->rules->legal_moves(f->match->state, out);
}

int mbv_preview_vp(const ViewFrame *f, const char *move, int who, bool *ok)
{
    const MintBidState *s = mbv_state(f);
    GameState *copy = game_clone(f->match->state);
    char err[160];
    *ok = copy->rules->apply(copy, move, err, sizeof err);
    int delta = *ok ? mintbid_vp((const MintBidState *)copy, who) - mintbid_vp(s, who) : 0;
    game_free(copy);
    return delta;
}

SDL_Rect mbv_spot_rect(const MintBidView *v, const MintBidState *s, int area, int col, int row)
{
    const MbAreaBox *b = &v->box[area];
    SDL_Rect r = {b->grid_x + col * (b->card_w + b->gap),
                  b->grid_y + (row - b->first_row) * (b->card_h + b->row_gap), b->card_w,
                  b->card_h};
    /* a new column beside the cards: a slot of half a card against them (mbv_side_spot_w) */
    int width = s->area[area].width;
    if (width > 0 && (col == 0 || col == width + 1)) {
        int slot = mbv_side_spot_w(b->card_w);
        if (col == 0)
            r.x += b->card_w - slot;
        r.w = slot;
    }
    return r;
}

bool mbv_partner_offered(const MoveList *legal, int side)
{
    const char *tail = side == 1 ? " left" : " right";
    size_t n = strlen(tail);
    for (int i = 0; i < legal->count; i++) {
        const char *m = legal->items[i];
        size_t len = strlen(m);
        if (!strncmp(m, "bid ", 4) && len > n && !strcmp(m + len - n, tail))
            return true;
    }
    return false;
}

/* ---------------------------------------------------------------- the selection */

static void clear_selection(MintBidView *v)
{
    v->pick = -1;
    v->source = -1;
    v->partner = 0;
    v->amount = 0;
    v->other = 1;
}

/* Starts a fresh choice for a new state or seat: sensible amounts to begin with. */
static void sync_selection(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    if (v->sel_plies == s->plies && v->sel_seat == f->to_move)
        return;
    clear_selection(v);
    v->sel_plies = s->plies;
    v->sel_seat = f->to_move;
    if (f->to_move == GAME_OVER)
        return;
    int me = f->to_move, mints = s->mints[me];
    switch (s->phase) {
    case MB_PHASE_OPEN:
        v->amount = s->auction.high + 1;
        if (v->amount > mints)
            v->amount = mints > 0 ? mints : 1;
        break;
    case MB_PHASE_AI_ANSWER:
        v->amount = s->auction.best + 1;
        break;
    case MB_PHASE_SECRET:
        v->amount = 0;
        break;
    default:
        break;
    }
}

/* ---------------------------------------------------------------- layout */

static void *mbv_create(const ViewContext *ctx, char *err, size_t errlen)
{
    MintBidView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->sel_plies = -1;
    v->fly_card = -1;
    v->mark_key[1] = -1;
    v->zoom_card = -1;
    clear_selection(v);
    return v;
}

static void mbv_layout(void *view, SDL_Rect area, float scale)
{
    MintBidView *v = view;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    v->area = area; /* laid out for the table shown: layout_columns */
}

/* The board over the tray on the left, the players' panels down the side. In a window smaller
 * than 1280x800 a table of five or six without the AI card takes a side only as wide as a
 * panel's rows (mbv_narrow_panel_width: 107 px at 1024x640 instead of 164): late in a game a
 * row of its blocks holds nine or ten columns of cards, and the board's 57 px more make a card
 * of a row of nine 57 px wide instead of 51, where 'Botanic Garden' sets "Garden" whole on its
 * third line. */
static void layout_columns(MintBidView *v, const MintBidState *s)
{
    Ui *ui = v->ui;
    int pad = ui_px(ui, 10);
    SDL_Rect area = v->area, left;
    v->narrow_side = ui->scale < 1.0f && s->base.players >= 5 && s->ai == MB_AI_NONE;
    if (v->narrow_side) {
        int w = mbv_narrow_panel_width(ui);
        v->side = (SDL_Rect){area.x + area.w - w, area.y, w, area.h};
        left = (SDL_Rect){area.x, area.y, area.w - w - pad, area.h};
    } else {
        v->side = ui_board_side(ui, area, 22, 190, 280, pad, &left);
    }
    int tray_h = ui_px(ui, 160);
    v->board = (SDL_Rect){area.x, area.y, left.w, area.h - tray_h - pad};
    v->tray = (SDL_Rect){area.x, area.y + area.h - tray_h, left.w, tray_h};
}

/* The players' panels and the AI card down the side; the AI card takes a taller slot. */
static void layout_side(MintBidView *v, const MintBidState *s)
{
    int n = s->base.players, gap = ui_px(v->ui, 8);
    bool ai = s->ai != MB_AI_NONE;
    int ai_h = ai ? ui_px(v->ui, 210) : 0;
    int h = (v->side.h - ai_h - (ai ? gap : 0) - gap * (n - 1)) / n;
    if (h > ui_px(v->ui, 112))
        h = ui_px(v->ui, 112);
    for (int i = 0; i < n; i++)
        v->panel[i] = (SDL_Rect){v->side.x, v->side.y + i * (h + gap), v->side.w, h};
    int y = v->side.y + n * (h + gap);
    v->ai_panel = (SDL_Rect){v->side.x, y, v->side.w, ai_h};
}

/* What an area must show now: the columns of its cards with a free one on either side where a lit
 * spot is, and the rows its cards and lit spots take. */
typedef struct AreaNeed {
    int cols;
    bool free_column;    /* cols counts a new column on either side */
    int first_row, rows; /* notation row shown on top (1 or 2), and how many rows are shown */
} AreaNeed;

/* The lit spot of a legal move in `area`, for the card being laid or the one the Utility moves:
 * its notation column and row; false for any other move. */
static bool lit_spot(const MintBidView *v, const MintBidState *s, const char *move, int area,
                     int *col, int *row)
{
    char letter;
    int c1, r1, c2, r2;
    if (sscanf(move, "place %c %d %d", &letter, &c1, &r1) == 3 && letter - 'A' == area) {
        *col = c1;
        *row = r1;
        return true;
    }
    if (v->source >= 0 && s->card_area[v->source] == area &&
        sscanf(move, "move %c %d %d %d %d", &letter, &c1, &r1, &c2, &r2) == 5 &&
        letter - 'A' == area && c1 == s->card_col[v->source] + 1 &&
        r1 == s->card_row[v->source] + 1) {
        *col = c2;
        *row = r2;
        return true;
    }
    return false;
}

/* `legal`: the moves of the player choosing at this device (empty for anyone else, who is shown
 * no spots). */
static AreaNeed area_need(const MintBidView *v, const MintBidState *s, const MoveList *legal,
                          int area)
{
    const MintBidArea *ar = &s->area[area];
    int width = ar->width > 0 ? ar->width : 1;
    unsigned rows = 0; /* bit r: notation row r + 1 */
    bool free_column = false;
    for (int row = 0; row < MB_ROWS; row++)
        for (int col = 0; col < ar->width; col++)
            if (ar->cell[row][col] >= 0)
                rows |= 1u << row;
    for (int i = 0; i < legal->count; i++) {
        int col, row;
        if (lit_spot(v, s, legal->items[i], area, &col, &row)) {
            rows |= 1u << (row - 1);
            free_column |= col < 1 || col > width;
        }
    }
    /* the cards stay centred: a free column on one side takes room on both */
    AreaNeed need = {width + (free_column ? 2 : 0), free_column, rows == 2u ? 2 : 1,
                     rows == 3u ? 2 : 1};
    return need;
}

/* A card's size from its width and its height in hundredths of it (140: the printed card's 5:7),
 * the gaps between neighbours a seventh of its width (their mint tabs reach across it towards
 * each other) and between its rows less: room for a match's clasp under a card's tabs. */
typedef struct CardSize {
    int w, h, gap, row_gap;
} CardSize;

static CardSize card_size(int w, int height_per_width)
{
    CardSize c = {w, w * height_per_width / 100, w / 7 > 2 ? w / 7 : 2, w / 16 > 3 ? w / 16 : 3};
    return c;
}

/* The room the boxes of the areas are laid out in, and what each box needs besides its cards. */
typedef struct AreaPlan {
    SDL_Rect room; /* the board less its margin */
    int gap;       /* between boxes */
    int head;      /* a box's header, above its cards */
    int top, pad;  /* between the header and the cards; around the cards otherwise */
    int n;         /* areas */
    int card_shape; /* a card's height in hundredths of its width */
    AreaNeed need[MB_AREAS_MAX];
    int min_w[MB_AREAS_MAX]; /* a box's least width: its header readable */
} AreaPlan;

/* Where area `a` sits when the first `top` areas fill the top row of boxes and the rest (if any)
 * the bottom one. Two rows run the ring along the top row and back along the bottom one, so that
 * neighbouring blocks sit side by side; one row (top == n) runs it left to right. Area A always
 * starts the top row: a board whose quarters changed places as the city grows would lose the
 * player (the ring turned to start elsewhere gave 6-player tables wider cards, but moved area A
 * from corner to middle while a card was laid). */
static void box_slot(int a, int n, int top, int *row, int *col, int *in_row)
{
    *row = a >= top;
    *in_row = *row ? n - top : top;
    *col = *row ? *in_row - 1 - (a - top) : a;
}

static int box_need_w(const AreaPlan *p, int a, CardSize c)
{
    int w = 2 * p->pad + p->need[a].cols * c.w + (p->need[a].cols - 1) * c.gap;
    if (p->need[a].free_column) /* its two slots are half a card each */
        w -= 2 * (c.w - mbv_side_spot_w(c.w));
    return w > p->min_w[a] ? w : p->min_w[a];
}

static int box_need_h(const AreaPlan *p, int a, CardSize c)
{
    return p->head + p->top + p->pad + p->need[a].rows * c.h + (p->need[a].rows - 1) * c.row_gap;
}

/* What each row of boxes needs across and down, with cards of that size. */
static void rows_need(const AreaPlan *p, int top, CardSize c, int width[2], int height[2])
{
    width[0] = width[1] = -p->gap;
    height[0] = height[1] = 0;
    for (int a = 0; a < p->n; a++) {
        int row, col, in_row;
        box_slot(a, p->n, top, &row, &col, &in_row);
        width[row] += box_need_w(p, a, c) + p->gap;
        int h = box_need_h(p, a, c);
        if (h > height[row])
            height[row] = h;
    }
}

static bool plan_fits(const AreaPlan *p, int top, int card_w)
{
    int width[2], height[2];
    rows_need(p, top, card_size(card_w, p->card_shape), width, height);
    int total_h = height[0] + (top < p->n ? p->gap + height[1] : 0);
    return width[0] <= p->room.w && width[1] <= p->room.w && total_h <= p->room.h;
}

/* The widest card (up to `most`) for which every box fits its row; 0 if none does. */
static int widest_card(const AreaPlan *p, int top, int most)
{
    int lo = 0, hi = most;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (plan_fits(p, top, mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* Shares `room` between `count` parts that each need at least need[i]: the parts are as equal as
 * their needs let them be, and fill the room exactly. */
static void share_room(const int need[], int count, int room, int out[])
{
    bool fixed[MB_AREAS_MAX] = {false};
    int left = room, open = count;
    for (bool changed = true; changed && open > 0;) {
        changed = false;
        for (int i = 0; i < count; i++)
            if (!fixed[i] && need[i] > left / open) {
                fixed[i] = true;
                out[i] = need[i];
                left -= need[i];
                open--;
                changed = true;
            }
    }
    for (int i = 0; i < count && open > 0; i++)
        if (!fixed[i]) {
            out[i] = left / open;
            left -= out[i];
            open--;
        }
}

/* Lays the boxes out with the first `top` areas in the top row, cards `card_w` wide, filling the
 * room: the cards centred across each box, its rows shown centred under its header. */
static void place_boxes(MintBidView *v, const MintBidState *s, const AreaPlan *p, int top,
                        int card_w)
{
    CardSize c = card_size(card_w, p->card_shape);
    int width[2], height[2], row_h[2], box_rows = top < p->n ? 2 : 1;
    rows_need(p, top, c, width, height);
    share_room(height, box_rows, p->room.h - (box_rows - 1) * p->gap, row_h);
    for (int row = 0; row < box_rows; row++) {
        int need_w[MB_AREAS_MAX] = {0}, box_w[MB_AREAS_MAX], area_of[MB_AREAS_MAX] = {0};
        int count = 0;
        for (int a = 0; a < p->n; a++) {
            int r, col, in_row;
            box_slot(a, p->n, top, &r, &col, &in_row);
            if (r == row) {
                area_of[col] = a;
                need_w[col] = box_need_w(p, a, c);
                count = in_row;
            }
        }
        share_room(need_w, count, p->room.w - (count - 1) * p->gap, box_w);
        int x = p->room.x, y = p->room.y + (row ? row_h[0] + p->gap : 0);
        for (int col = 0; col < count; col++) {
            int a = area_of[col];
            MbAreaBox *b = &v->box[a];
            b->box = (SDL_Rect){x, y, box_w[col], row_h[row]};
            x += box_w[col] + p->gap;
            b->card_w = c.w;
            b->card_h = c.h;
            b->gap = c.gap;
            b->row_gap = c.row_gap;
            b->first_row = p->need[a].first_row;
            int cols = s->area[a].width > 0 ? s->area[a].width : 1;
            int cards_w = cols * c.w + (cols - 1) * c.gap;
            b->grid_x = b->box.x + (b->box.w - cards_w) / 2 - c.w - c.gap;
            int grid_h = p->need[a].rows * c.h + (p->need[a].rows - 1) * c.row_gap;
            int top = b->box.y + p->head + p->top;
            b->grid_y = top + (b->box.y + b->box.h - p->pad - top - grid_h) / 2;
        }
    }
}

/* The rows of boxes and the card's width that give the largest cards of the plan's shape: two
 * rows, as many blocks in each as may be, or more in one where that gives larger cards (a
 * crowded table: wide blocks in a row of their own, the narrow ones together). */
static void best_plan(AreaPlan *p, int most, int *top, int *card_w)
{
    int split = (p->n + 1) / 2, two = widest_card(p, split, most), one = widest_card(p, p->n, most);
    for (int t = 1; t < p->n; t++) {
        int w = widest_card(p, t, most);
        if (w > two) {
            two = w;
            split = t;
        }
    }
    if (two == 0 && one == 0) { /* a tiny board: the headers give way to the cards */
        memset(p->min_w, 0, sizeof p->min_w);
        two = widest_card(p, split, most);
        if (two == 0)
            two = 1;
    }
    *top = one > two + two / 10 ? p->n : split;
    *card_w = one > two + two / 10 ? one : two;
}

/* The card that fills the room both ways with the first `top` areas in the top row of boxes: the
 * widest the rows' widths allow (whatever its height), as tall as their heights allow it (from
 * square up to 1:1.85). The shapes layout_areas tries may leave a pixel or two of one way unused
 * (51 by 79 px where the board has room for 52 by 79 on a late 6-player table at 1024x640), and a
 * pixel across is what a crowded card needs to keep its VP between its tabs and three lines of
 * its name above them. False if the rows have no room for a square card so wide. */
static bool filled_plan(AreaPlan *p, int most, int top, int *card_w)
{
    p->card_shape = 1; /* the widths alone */
    int w = widest_card(p, top, most), lo = 0, hi = 185;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        p->card_shape = mid;
        if (plan_fits(p, top, w))
            lo = mid;
        else
            hi = mid - 1;
    }
    p->card_shape = lo;
    *card_w = w;
    return lo >= 100 && w > 0;
}

/* The areas' boxes over the board, sized to what each shows now (its cards, and the spots lit
 * for the card being laid): every card has one size, the largest that lets every box fit, up to
 * a card's size on a table. The boxes stand in two rows (one column for two areas) unless one
 * row of them gives clearly larger cards (blocks of two rows and few columns). */
static void layout_areas(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    /* the quarters inside the board's frame, a street around them and between them */
    int margin = ui_board_frame_width(ui) + ui_px(ui, MB_STREET / 2 - 1);
    v->quarters = (SDL_Rect){v->board.x + margin, v->board.y + margin, v->board.w - 2 * margin,
                             v->board.h - 2 * margin};
    AreaPlan p = {
        .room = v->quarters,
        .gap = ui_px(ui, MB_STREET),
        .head = mbv_header_height(ui),
        .top = ui_px(ui, 3),
        .pad = ui_px(ui, 4),
        .n = s->area_count,
    };
    MoveList legal = MOVELIST_INIT;
    if (mbv_actor(f) >= 0)
        mbv_legal(f, &legal);
    for (int a = 0; a < p.n; a++) {
        p.need[a] = area_need(v, s, &legal, a);
        p.min_w[a] = mbv_header_min_width(ui, f, a);
    }
    movelist_free(&legal);
    /* the printed card's shape where every name fits it, else a squarer one (a crowded table:
     * its height is what two rows of blocks leave, and a wider card sets its name on fewer
     * lines), else a taller one where the board has height to spare (a French or Spanish
     * three-word name on four lines at 1280x800); where none has room for every name, the one
     * that names the most cards */
    static const int shapes[] = {140, 132, 124, 118, 112, 106, 100, 155, 170, 185};
    int best_named = -1, best_shape = shapes[0], top = 0, card_w = 0;
    for (int i = 0; i < (int)(sizeof shapes / sizeof *shapes) && best_named < MB_CARDS; i++) {
        int t = top, w;
        p.card_shape = shapes[i];
        /* a card taller than printed stands in the rows of boxes the best shape so far chose:
         * laying the blocks in one row for narrow tall cards (which name as many now that the VP
         * keeps between their tabs) would make the city a street */
        if (shapes[i] > shapes[0])
            w = widest_card(&p, t, ui_px(ui, MB_CARD_MOST_W));
        else
            best_plan(&p, ui_px(ui, MB_CARD_MOST_W), &t, &w);
        int named = mbv_cards_named(ui, w, w * p.card_shape / 100);
        if (named > best_named) {
            best_named = named;
            best_shape = shapes[i];
            top = t;
            card_w = w;
        }
    }
    p.card_shape = best_shape;
    /* (in the same rows of boxes: a board that names a card more by laying its blocks in one
     * row instead of two looks less like the city) */
    AreaPlan filled = p;
    int filled_w;
    if (best_named < MB_CARDS && filled_plan(&filled, ui_px(ui, MB_CARD_MOST_W), top, &filled_w) &&
        mbv_cards_named(ui, filled_w, filled_w * filled.card_shape / 100) > best_named) {
        p = filled;
        card_w = filled_w;
    }
    place_boxes(v, s, &p, top, card_w);
}

static void layout_state(MintBidView *v, const ViewFrame *f)
{
    layout_columns(v, mbv_state(f));
    layout_side(v, mbv_state(f));
    layout_areas(v, f);
}

/* ---------------------------------------------------------------- moves */

/* A move for the shell. The choice that made it stays until the move is accepted (move_played
 * drops it): a move the rules or a lesson's coach refuse leaves the player's partner, amounts and
 * picked card as they were. */
static ViewEventResult move_done(char move_out[MOVE_MAX], const char *move)
{
    snprintf(move_out, MOVE_MAX, "%s", move);
    return VIEW_MOVE;
}

/* The partner's seat for the current choice, or -1 alone. */
int mbv_partner_seat(const MintBidView *v, const MintBidState *s, int me)
{
    if (v->partner == 1)
        return mintbid_left_of(s, me);
    if (v->partner == 2)
        return mintbid_right_of(s, me);
    return -1;
}

static void clamp_amounts(MintBidView *v, const MintBidState *s, int me)
{
    int max = s->mints[me];
    int min = s->phase == MB_PHASE_SECRET ? 0 : 1;
    if (v->amount > max)
        v->amount = max;
    if (v->amount < min)
        v->amount = min;
    int p = mbv_partner_seat(v, s, me);
    if (p >= 0) {
        if (v->other > s->mints[p])
            v->other = s->mints[p];
        if (v->other < 1)
            v->other = 1;
    }
}

/* A partner bid starts as the smallest total that beats the current bid (each share at least 1):
 * the partner puts in 1 and the bidder the rest, or the partner more when the bidder is short. */
static void smallest_split(MintBidView *v, const MintBidState *s, int me)
{
    int total = s->auction.high + 1 > 2 ? s->auction.high + 1 : 2;
    v->amount = total - 1 < s->mints[me] ? total - 1 : s->mints[me];
    v->other = total - v->amount;
}

static ViewEventResult button_action(MintBidView *v, const ViewFrame *f, const MbButton *b,
                                     char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    switch (b->action) {
    case MB_ACT_MOVE:
        return move_done(move_out, b->move);
    case MB_ACT_SHARE_DOWN:
        v->amount--;
        break;
    case MB_ACT_SHARE_UP:
        v->amount++;
        break;
    case MB_ACT_OTHER_DOWN:
        v->other--;
        break;
    case MB_ACT_OTHER_UP:
        v->other++;
        break;
    case MB_ACT_PARTNER:
        v->partner = b->value;
        if (v->partner)
            smallest_split(v, s, me);
        break;
    case MB_ACT_CANCEL:
        clear_selection(v);
        return VIEW_HANDLED;
    }
    if (s->phase != MB_PHASE_AI_ANSWER)
        clamp_amounts(v, s, me);
    return VIEW_HANDLED;
}

/* The card drawn at a point, or -1 (table cards and the auction block). */
static int card_at(const MintBidView *v, const MintBidState *s, int x, int y, bool table)
{
    for (int c = 0; c < MB_CARDS; c++) {
        if (table && s->where[c] != MB_ON_TABLE)
            continue;
        if (!table && s->where[c] != MB_IN_BLOCK)
            continue;
        SDL_Rect r = table ? v->card_rect[c] : v->block_rect[c];
        if (r.w > 0 && ui_inside(r, x, y))
            return c;
    }
    return -1;
}

/* A table card's spot in notation: area letter, column from 1, row from 1. */
static void card_spot(const MintBidState *s, int card, int *area, int *col, int *row)
{
    *area = s->card_area[card];
    *col = s->card_col[card] + 1;
    *row = s->card_row[card] + 1;
}

/* The legal "place"/"move" target under the mouse, written as its move; false if none. */
static bool spot_move_at(const MintBidView *v, const ViewFrame *f, int x, int y, char out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    bool found = false;
    for (int i = 0; i < legal.count && !found; i++) {
        char letter;
        int c1, r1, c2, r2;
        const char *m = legal.items[i];
        if (sscanf(m, "place %c %d %d", &letter, &c1, &r1) == 3) {
            found = ui_inside(mbv_spot_rect(v, s, letter - 'A', c1, r1), x, y);
        } else if (v->source >= 0 &&
                   sscanf(m, "move %c %d %d %d %d", &letter, &c1, &r1, &c2, &r2) == 5) {
            int area, col, row;
            card_spot(s, v->source, &area, &col, &row);
            found = letter - 'A' == area && c1 == col && r1 == row &&
                    ui_inside(mbv_spot_rect(v, s, area, c2, r2), x, y);
        }
        if (found)
            snprintf(out, MOVE_MAX, "%s", m);
    }
    movelist_free(&legal);
    return found;
}

/* Whether a table card may be moved (Utility) or rotated (Production) now. */
static bool card_usable(const ViewFrame *f, int card, const char *verb)
{
    const MintBidState *s = mbv_state(f);
    int area, col, row;
    card_spot(s, card, &area, &col, &row);
    char prefix[MOVE_MAX];
    snprintf(prefix, sizeof prefix, "%s %c %d %d", verb, mbv_area_letter(area), col, row);
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    bool ok = false;
    size_t n = strlen(prefix);
    for (int i = 0; i < legal.count && !ok; i++)
        ok = !strncmp(legal.items[i], prefix, n) &&
             (legal.items[i][n] == '\0' || legal.items[i][n] == ' ');
    movelist_free(&legal);
    return ok;
}

/* Nobody has bid yet and `seat` put the location up: it must open, it may neither pass nor
 * withdraw. */
static bool auctioneer_opens(const MintBidState *s, int seat)
{
    return s->auction.high == 0 && seat == s->auctioneer;
}

/* What the player is asked to do now, for a click on something that plays no part in it. */
static ViewEventResult refuse_for_phase(const MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    const MintBidAuction *a = &s->auction;
    const char *card = a->card >= 0 ? mintbid_card_name(a->card) : _("location");
    switch (s->phase) {
    case MB_PHASE_PICK:
        if (v->pick < 0)
            return view_refuse(f, _("Pick a location from the auction block first"));
        if (s->mode != MB_MODE_FULL) /* two players: every auction is open */
            return view_refuse(f, _("Put the %s up for an open auction first"),
                               mintbid_card_name(v->pick));
        return view_refuse(f, _("Choose an open or a closed auction for the %s first"),
                           mintbid_card_name(v->pick));
    case MB_PHASE_OPEN:
        if (auctioneer_opens(s, f->to_move))
            return view_refuse(f, _("The auction for the %s is on: open the bidding below"), card);
        return view_refuse(f, _("The auction for the %s is on: bid, pass or withdraw below"), card);
    case MB_PHASE_PROPOSAL:
        return view_refuse(f, _("%s asks you to bid together: agree or refuse first"),
                           mbv_who_name(f, a->prop_from));
    case MB_PHASE_SECRET:
        return view_refuse(f, _("Choose your secret bid for the %s first"), card);
    case MB_PHASE_CHOOSE_WINNER:
        return view_refuse(f, _("The closed bids tied: name the winner first"));
    case MB_PHASE_SHARE:
        return view_refuse(f, _("Pick the neighbour who shares the %s first"), card);
    case MB_PHASE_AI_ANSWER:
        return view_refuse(f, _("Outbid the AI card for the %s, or let its bid stand"), card);
    case MB_PHASE_SOLO_BID:
        return view_refuse(f, _("Bid 1 mint for the %s, or withdraw"), card);
    case MB_PHASE_SOLO_ANSWER:
        return view_refuse(f, _("The AI card raised: raise to %d or withdraw"), s->ai_bid + 1);
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        return view_refuse(f, _("Lay the %s on a lit spot"),
                           mintbid_card_name(s->phase == MB_PHASE_PLACE ? a->card : s->deed_card));
    case MB_PHASE_UTILITY:
        return view_refuse(f, _("Utility: click a lit location to move it, or Skip"));
    case MB_PHASE_PRODUCTION:
        return view_refuse(f, _("Production: click a location to turn it around, or Skip"));
    case MB_PHASE_OVER:
        break;
    }
    return VIEW_IGNORED;
}

/* The area whose box holds the point, or -1. */
static int area_at(const MintBidView *v, const MintBidState *s, int x, int y)
{
    for (int a = 0; a < s->area_count; a++)
        if (ui_inside(v->box[a].box, x, y))
            return a;
    return -1;
}

/* Laying a card (won, or the Deed's): why this spot of area `area` is not lit. */
static ViewEventResult refuse_spot(const ViewFrame *f, int area, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name =
        mintbid_card_name(s->phase == MB_PHASE_PLACE ? s->auction.card : s->deed_card);
    bool here = false;
    MoveList legal = MOVELIST_INIT;
    mbv_legal(f, &legal);
    for (int i = 0; i < legal.count && !here; i++) {
        char letter;
        int c, r;
        here =
            sscanf(legal.items[i], "place %c %d %d", &letter, &c, &r) == 3 && letter - 'A' == area;
    }
    movelist_free(&legal);
    if (!here && s->phase == MB_PHASE_DEED)
        return view_refuse(f, _("The %s goes into a block you control"), name);
    if (!here && s->mode == MB_MODE_FULL)
        return view_refuse(f, _("The %s goes into block %c, between its winners"), name,
                           mbv_area_letter(s->auction.area));
    if (!here)
        return view_refuse(f, _("The %s goes into your own area"), name);
    if (card >= 0)
        return view_refuse(f, _("That spot is taken by the %s: lay the %s on a lit spot"),
                           mintbid_card_name(card), name);
    return view_refuse(f, _("The %s must touch a card of the block on a side: click a lit spot"),
                       name);
}

/* Utility: why the picked card cannot go to this point. */
static ViewEventResult refuse_move(const MintBidView *v, const ViewFrame *f, int area, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name = mintbid_card_name(v->source);
    if (card == v->source)
        return VIEW_IGNORED; /* handled by the caller: a second click drops it */
    if (area != s->card_area[v->source])
        return view_refuse(f, _("The %s can move only within its own block"), name);
    if (card >= 0)
        return view_refuse(f, _("That spot is taken by the %s: click a lit spot for the %s"),
                           mintbid_card_name(card), name);
    return view_refuse(f,
                       _("The %s cannot go there: it must touch another card, and the block must "
                         "stay in one piece"),
                       name);
}

/* Utility: why this card cannot be picked to move. */
static ViewEventResult refuse_source(const ViewFrame *f, int card)
{
    const MintBidState *s = mbv_state(f);
    const char *name = mintbid_card_name(card);
    if (s->area[s->card_area[card]].count == 1)
        return view_refuse(f, _("The %s is alone in its block: there is nowhere to move it"), name);
    return view_refuse(f,
                       _("The %s cannot move: its block would fall apart, or there is no other "
                         "spot for it"),
                       name);
}

static ViewEventResult click_table(MintBidView *v, const ViewFrame *f, int x, int y,
                                   char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    char move[MOVE_MAX];
    if (spot_move_at(v, f, x, y, move))
        return move_done(move_out, move);
    int card = card_at(v, s, x, y, true), area = area_at(v, s, x, y);
    if (card < 0 && area < 0)
        return VIEW_IGNORED; /* the felt between the blocks */
    switch (s->phase) {
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        return refuse_spot(f, card >= 0 ? s->card_area[card] : area, card);
    case MB_PHASE_UTILITY:
        if (v->source >= 0 && card == v->source) {
            v->source = -1; /* a second click on the picked card puts it back */
            return VIEW_HANDLED;
        }
        if (card >= 0 && card_usable(f, card, "move")) {
            v->source = card;
            return VIEW_HANDLED;
        }
        if (v->source >= 0)
            return refuse_move(v, f, card >= 0 ? s->card_area[card] : area, card);
        return card >= 0 ? refuse_source(f, card) : refuse_for_phase(v, f);
    case MB_PHASE_PRODUCTION:
        if (card >= 0 && card_usable(f, card, "rotate")) {
            int a, col, row;
            card_spot(s, card, &a, &col, &row);
            snprintf(move, sizeof move, "rotate %c %d %d", mbv_area_letter(a), col, row);
            return move_done(move_out, move);
        }
        return refuse_for_phase(v, f);
    default:
        return refuse_for_phase(v, f);
    }
}

/* A click on the auction block outside the auctioneer's pick. */
static ViewEventResult refuse_block(const MintBidView *v, const ViewFrame *f, int card)
{
    const MintBidState *s = mbv_state(f);
    if (card == s->auction.card)
        return refuse_for_phase(v, f);
    if (s->auction.card >= 0)
        return view_refuse(f, _("The %s comes up after the auction for the %s"),
                           mintbid_card_name(card), mintbid_card_name(s->auction.card));
    return refuse_for_phase(v, f);
}

static ViewEventResult click(MintBidView *v, const ViewFrame *f, int x, int y,
                             char move_out[MOVE_MAX])
{
    const MintBidState *s = mbv_state(f);
    for (int i = 0; i < v->buttons; i++)
        if (ui_inside(v->button[i].r, x, y))
            return v->button[i].enabled ? button_action(v, f, &v->button[i], move_out)
                                        : view_refuse(f, "%s", v->button[i].why);
    int card = card_at(v, s, x, y, false);
    if (card >= 0 && s->phase == MB_PHASE_PICK) {
        v->pick = v->pick == card ? -1 : card;
        return VIEW_HANDLED;
    }
    if (card >= 0 || (s->auction.card >= 0 && ui_inside(v->block_rect[s->auction.card], x, y)))
        return refuse_block(v, f, card >= 0 ? card : s->auction.card);
    return click_table(v, f, x, y, move_out);
}

static ViewEventResult mbv_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    MintBidView *v = view;
    sync_selection(v, f);
    layout_state(v, f);
    int x, y;
    switch (ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y)) {
    case UI_GESTURE_HOVER:
        v->mouse_x = x;
        v->mouse_y = y;
        return VIEW_HANDLED;
    case UI_GESTURE_PRESS:
        return VIEW_HANDLED;
    case UI_GESTURE_CLICK: /* cards and buttons act on the release */
        return click(v, f, x, y, move_out);
    case UI_GESTURE_DESELECT:
        if (!f->can_act)
            return VIEW_IGNORED;
        clear_selection(v);
        return VIEW_HANDLED;
    default:
        break;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE &&
        (v->pick >= 0 || v->source >= 0)) {
        clear_selection(v);
        return VIEW_HANDLED;
    }
    return VIEW_IGNORED;
}

static void mbv_draw(void *view, const ViewFrame *f)
{
    MintBidView *v = view;
    sync_selection(v, f);
    layout_state(v, f);
    mbv_draw_scene(v, f);
}

/* ---------------------------------------------------------------- animations */

static void mbv_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    MintBidView *v = view;
    const MintBidState *before = (const MintBidState *)before_state, *s = mbv_state(f);
    (void)mover;
    clear_selection(v);
    v->sel_plies = -1;
    mbv_table_move_played(v, before, s);
    if (!animate)
        return;
    layout_state(v, f);
    /* a card that came onto the table flies there from where it was drawn last */
    for (int c = 0; c < MB_CARDS; c++)
        if (before->where[c] != MB_ON_TABLE && s->where[c] == MB_ON_TABLE) {
            v->fly_card = c;
            SDL_Rect from = v->block_rect[c];
            if (from.w == 0) /* a Deed draw or an AI's card: from the deck's place in the tray */
                from = v->bank;
            v->fly_from = from;
            if (from.w > 0) /* (nothing drawn yet to fly from: it is simply there) */
                ui_tween_start(v->ui, &v->fly, 0.55, UI_EASE_IN_OUT_CUBIC);
            ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
        } else if (before->where[c] == MB_ON_TABLE && s->where[c] == MB_ON_TABLE &&
                   (before->card_col[c] != s->card_col[c] || before->rotated[c] != s->rotated[c] ||
                    before->card_row[c] != s->card_row[c])) {
            if ((before->rotated[c] != s->rotated[c] || !strncmp(move, "move", 4)) &&
                v->card_rect[c].w > 0) {
                v->fly_card = c;
                v->fly_from = v->card_rect[c];
                ui_tween_start(v->ui, &v->fly, 0.45, UI_EASE_IN_OUT_CUBIC);
            }
        }
    bool coins = false;
    for (int p = 0; p < s->base.players; p++) {
        v->coin_delta[p] = s->mints[p] - before->mints[p];
        coins |= v->coin_delta[p] != 0;
    }
    if (coins) {
        ui_tween_start(v->ui, &v->coins, 0.6, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_COIN);
    }
    if (s->rolls != before->rolls || s->ai_rolls != before->ai_rolls) {
        ui_tween_start(v->ui, &v->roll, 0.6, UI_EASE_OUT_CUBIC);
        ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
    }
}

static void mbv_reset(void *view, const ViewFrame *f)
{
    MintBidView *v = view;
    (void)f;
    clear_selection(v);
    v->sel_plies = -1;
    ui_tween_stop(&v->fly);
    ui_tween_stop(&v->coins);
    ui_tween_stop(&v->roll);
    mbv_table_reset(v);
}

/* ---------------------------------------------------------------- the coach's pointers */

/* Where the board shows a thing a lesson names (mintbid_pointable lists the names). */
/* The players' panels together (each shows its closed bid once they are turned over). */
static SDL_Rect players_panels(const MintBidView *v, const MintBidState *s)
{
    SDL_Rect r = v->panel[0];
    for (int seat = 1; seat < s->base.players; seat++)
        SDL_UnionRect(&r, &v->panel[seat], &r);
    return r;
}

static bool mbv_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    MintBidView *v = view;
    const MintBidState *s = mbv_state(f);
    if (!mintbid_pointable(f->match->state, name))
        return false;
    int number, col, row;
    char letter;
    SDL_Rect r = {0, 0, 0, 0};
    if (!strcmp(name, "block"))
        r = v->block_area;
    else if (!strcmp(name, "controls"))
        r = v->controls_rect;
    else if (!strcmp(name, "die"))
        r = v->die_rect;
    else if (!strcmp(name, "deck"))
        r = v->deck_rect;
    else if (!strcmp(name, "auctioneer"))
        r = v->token_rect;
    else if (!strcmp(name, "ai card"))
        r = v->ai_panel;
    else if (sscanf(name, "panel %d", &number) == 1)
        r = v->panel[number - 1];
    else if (sscanf(name, "area %c", &letter) == 1)
        r = v->box[letter - 'A'].box;
    else if (sscanf(name, "card %d", &number) == 1)
        r = s->where[number - 1] == MB_ON_TABLE ? v->card_rect[number - 1]
                                                : v->block_rect[number - 1];
    else if (sscanf(name, "spot %c %d %d", &letter, &col, &row) == 3)
        r = mbv_spot_rect(v, s, letter - 'A', col, row);
    else if (!strcmp(name, "bids")) /* their panel while it is up, then the players' panels */
        r = v->bids_rect.w > 0 ? v->bids_rect : players_panels(v, s);
    /* the closed bids, turned over, cover the board until the table has read them: nothing on
     * the board is pointed at through them */
    if (v->bids_rect.w > 0 && strcmp(name, "bids") && SDL_HasIntersection(&r, &v->board))
        r = (SDL_Rect){0, 0, 0, 0};
    *out = r;
    return r.w > 0;
}

/* ---------------------------------------------------------------- the prompt */

static void mbv_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    MintBidView *v = view;
    const MintBidState *s = mbv_state(f);
    sync_selection(v, f);
    const char *text = "";
    switch (s->phase) {
    case MB_PHASE_PICK:
        text = v->pick < 0               ? _("Pick a location from the auction block")
               : s->mode != MB_MODE_FULL ? _("Put it up for an open auction")
                                         : _("Choose an open or a closed auction");
        break;
    case MB_PHASE_OPEN: /* with two players there are no partners */
        if (auctioneer_opens(s, f->to_move))
            text = s->mode == MB_MODE_FULL ? _("Open the bidding, alone or with a neighbour")
                                           : _("Open the bidding");
        else if (s->auction.high == 0) /* two players: the auctioneer had no mints */
            text = _("Open the bidding or withdraw");
        else
            text = s->mode == MB_MODE_FULL ? _("Bid (alone or with a neighbour), pass or withdraw")
                                           : _("Bid, pass or withdraw");
        break;
    case MB_PHASE_PROPOSAL:
        text = _("A neighbour asks you to partner: agree or refuse");
        break;
    case MB_PHASE_SECRET:
        text = _("Choose your secret bid");
        break;
    case MB_PHASE_CHOOSE_WINNER:
        text = _("A tie: name the winner");
        break;
    case MB_PHASE_SHARE:
        text = _("Pick the neighbour who shares the location");
        break;
    case MB_PHASE_AI_ANSWER:
        text = _("Outbid the AI card or let its bid stand");
        break;
    case MB_PHASE_SOLO_BID:
        text = _("Bid 1 mint or let the AI have it");
        break;
    case MB_PHASE_SOLO_ANSWER:
        text = _("The AI raised: outbid it or withdraw");
        break;
    case MB_PHASE_PLACE:
        text = _("Place the location on a lit spot");
        break;
    case MB_PHASE_DEED:
        text = _("Deed: place the drawn location on a lit spot");
        break;
    case MB_PHASE_UTILITY:
        text = v->source < 0 ? _("Utility: pick a location to move, or skip")
                             : _("Utility: click its new spot");
        break;
    case MB_PHASE_PRODUCTION:
        text = _("Production: click a location to turn it around, or skip");
        break;
    case MB_PHASE_OVER:
        break;
    }
    snprintf(out, outlen, "%s", text);
}

/* ---------------------------------------------------------------- the shell's motion */

/* Every seat's mints are public. */
static bool mbv_seat_money(const GameState *state, int seat, int viewer, int *money)
{
    (void)viewer;
    *money = ((const MintBidState *)state)->mints[seat];
    return true;
}

/* A seat's panel; the bank's mints lie by the die. */
static SDL_Rect mbv_seat_panel(void *view, const ViewFrame *f, int seat)
{
    const MintBidView *v = view;
    (void)f;
    return seat < 0 ? v->bank : v->panel[seat];
}

const GameView mintbid_view = {
    .game_id = "mintbid",
    .create = mbv_create,
    .destroy = free, /* the view's data holds no other allocation */
    .layout = mbv_layout,
    .draw = mbv_draw,
    .handle_event = mbv_handle_event,
    .move_played = mbv_move_played,
    .reset = mbv_reset,
    .prompt = mbv_prompt,
    .holds_play = mbv_holds_play,
    .release_hold = mbv_release_hold,
    .hold_prompt = mbv_hold_prompt,
    .locate = mbv_locate,
    .seat_money = mbv_seat_money,
    .seat_panel = mbv_seat_panel,
    .money_via_bank = true,
    .coin_sprite = "mintbid/mint-white.svg",
    .help_text = mbv_help_text,
    .draw_help_picture = mbv_draw_help_picture,
};
