/* The Estates view: the layout, mouse input turned into moves (docs/notation.md) and the
 * animations started when a move is played. Drawing is in view_draw.c, help in view_help.c.
 *
 * Every clickable thing is recorded as a hot spot while the scene is drawn, holding the exact
 * move it plays; a click plays the hot spot under the mouse. So what is lit is what is legal. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/sound.h"
#include "ui/widgets.h"
#include "view_internal.h"

/* ---------------------------------------------------------------- helpers shared with drawing */

int esv_actor(const ViewFrame *f)
{
    return f->can_act && f->to_move != GAME_OVER ? f->to_move : -1;
}

static void refresh_legal(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    if (v->legal_valid && v->legal_plies == s->plies && v->legal_seat == f->to_move)
        return;
    movelist_clear(&v->legal);
    if (f->to_move != GAME_OVER)
        f->match->rules->legal_moves(f->match->state, &v->legal);
    v->legal_plies = s->plies;
    v->legal_seat = f->to_move;
    v->legal_valid = true;
}

bool esv_legal(EstatesView *v, const ViewFrame *f, const char *move)
{
    if (esv_actor(f) < 0)
        return false;
    refresh_legal(v, f);
    return movelist_contains(&v->legal, move);
}

void esv_hot(EstatesView *v, SDL_Rect r, EsAction action, const char *move)
{
    if (v->hots == ES_MAX_HOTS)
        return;
    EsHot *h = &v->hot[v->hots++];
    h->r = r;
    h->action = action;
    snprintf(h->move, sizeof h->move, "%s", move ? move : "");
}

const EsHot *esv_find_hot(const EstatesView *v, const char *move)
{
    for (int i = 0; i < v->hots; i++)
        if (v->hot[i].action == ES_ACT_MOVE && !strcmp(v->hot[i].move, move))
            return &v->hot[i];
    return NULL;
}

void esv_thing(EstatesView *v, SDL_Rect r, const char *fmt, ...)
{
    if (v->things == ES_MAX_THINGS)
        return;
    EsThing *t = &v->thing[v->things++];
    t->r = r;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->name, sizeof t->name, fmt, ap);
    va_end(ap);
}

const EsThing *esv_find_thing(const EstatesView *v, const char *name)
{
    for (int i = 0; i < v->things; i++)
        if (!strcmp(v->thing[i].name, name))
            return &v->thing[i];
    return NULL;
}

void esv_bid_range(const EstatesState *s, int seat, int *lo, int *hi)
{
    *lo = s->high_bidder >= 0 ? s->high_bid + 1 : 1;
    *hi = seat >= 0 ? s->hand[seat] : 0;
}

/* The bid being prepared, kept inside the legal range (a new auction turn starts at the
 * lowest bid allowed). */
static void sync_bid(EstatesView *v, const ViewFrame *f)
{
    const EstatesState *s = esv_state(f);
    int lo, hi;
    esv_bid_range(s, f->to_move == GAME_OVER ? -1 : f->to_move, &lo, &hi);
    if (v->bid_plies != s->plies) {
        v->bid = lo;
        v->bid_plies = s->plies;
    }
    if (v->bid > hi)
        v->bid = hi;
    if (v->bid < lo)
        v->bid = lo;
}

/* ---------------------------------------------------------------- the table entries */

static void *esv_create(const ViewContext *ctx, char *err, size_t errlen)
{
    EstatesView *v = view_alloc(sizeof *v, err, errlen);
    if (!v)
        return NULL;
    v->ui = ctx->ui;
    v->hover_row = -1;
    v->pressed_hot = -1;
    v->bid_plies = -1;
    return v;
}

static void esv_destroy(void *view)
{
    EstatesView *v = view;
    movelist_free(&v->legal);
    free(v);
}

static void layout_cards(EstatesView *v, int players)
{
    int gap = ui_px(v->ui, 8);
    int h = (v->side.h - gap * (players - 1)) / players;
    if (h > ui_px(v->ui, 170))
        h = ui_px(v->ui, 170);
    for (int i = 0; i < players; i++)
        v->card[i] = (SDL_Rect){v->side.x, v->side.y + i * (h + gap), v->side.w, h};
}

/* A row's strip, bottom up: a margin, the lots' label strips, a building of six floors and its
 * rooftop (each as high as a floor), the rooftop's top and a little room. */
static int band_height(const Ui *ui, EsFloor floor, int lot)
{
    return lot / 12 + (1 + 6 + 1) * floor.height + floor.depth * 7 / 10 + ui_px(ui, 4);
}

/* The board: Main Street on the left, three rows of ten lots, the river after lot 4, the rows'
 * state on the right. A row's strip holds a building of six floors and its roof, and the floors
 * are high enough for their numbers (ES_FACE_MIN): the board takes the height that needs, up to
 * most_h. */
static void layout_board(EstatesView *v, int left_w, int most_h)
{
    Ui *ui = v->ui;
    int pad = ui_board_frame_width(ui); /* the art inside the board's frame */
    /* widths in lots: street 0.9, ten lots, river 0.4, row state 1.0 */
    int lot = (int)((left_w - 2 * pad) / 12.3f);
    if (lot < 12)
        lot = 12;
    EsFloor floor = esv_floor(lot * 66 / 100, 0);
    /* lower floors while they are above their least height, then narrower lots */
    while (EST_ROWS * band_height(ui, floor, lot) + 2 * pad > most_h && lot > 12 &&
           floor.height > ES_FACE_MIN)
        floor = esv_floor(--lot * 66 / 100, 0);
    if (EST_ROWS * band_height(ui, floor, lot) + 2 * pad > most_h) { /* a very small window */
        int room = (most_h - 2 * pad) / EST_ROWS - band_height(ui, esv_floor(floor.width, 1), lot);
        floor = esv_floor(floor.width, 1 + room / 8 > 4 ? 1 + room / 8 : 4);
    }
    v->lot_w = lot;
    v->strip = v->floor = floor;
    v->floor_to = 0; /* a new size: the floors fit it at once */
    int street_w = lot * 9 / 10, river_w = lot * 4 / 10, end_w = lot;
    int w = street_w + EST_LOTS * lot + river_w + end_w + 2 * pad;
    int band_h = band_height(ui, floor, lot);
    /* above the lots' strips: the floors and the rooftop's top, less the margin at the top */
    v->rise = band_h - lot / 12 - floor.height - ui_px(ui, 4);
    int h = EST_ROWS * band_h + 2 * pad;
    v->board = (SDL_Rect){v->area.x + (left_w - w) / 2, v->area.y, w, h};
    int x0 = v->board.x + pad, y0 = v->board.y + pad;
    v->street = (SDL_Rect){x0, y0, street_w, EST_ROWS * band_h};
    v->river = (SDL_Rect){x0 + street_w + 4 * lot, y0, river_w, EST_ROWS * band_h};
    /* a lot's ground: its label strip in front, and behind it the plot a building covers */
    int ground_h = floor.height + floor.height * 8 / 10;
    for (int r = 0; r < EST_ROWS; r++) {
        v->band[r] = (SDL_Rect){x0, y0 + r * band_h, w - 2 * pad, band_h};
        int gy = y0 + (r + 1) * band_h - ground_h - lot / 12;
        for (int l = 0; l < EST_LOTS; l++) {
            int x = x0 + street_w + l * lot + (l >= 4 ? river_w : 0);
            v->lot[r][l] = (SDL_Rect){x + lot / 20, gy, lot - lot / 10, ground_h};
        }
        SDL_Rect last = v->lot[r][EST_LOTS - 1];
        v->row_end[r] = (SDL_Rect){last.x + last.w + lot / 10, y0 + r * band_h + lot / 4,
                                   end_w - lot / 10, band_h - lot / 2};
        int spot = street_w * 7 / 10;
        v->mayor_spot[r] =
            (SDL_Rect){x0 + (street_w - spot) / 2, gy + ground_h - spot - lot / 10, spot, spot};
    }
}

/* The least height of the tray under the board: its title, three rows of display cubes as small
 * as their numbers allow (half a cube holds a number's face: ES_FACE_MIN and a margin), and the
 * supply's pieces with their labels. */
static int tray_least_height(const Ui *ui)
{
    int cube = 2 * (ES_FACE_MIN + 2);
    return ui_px(ui, 22) + EST_DISPLAY_ROWS * cube * 11 / 10 + ui_px(ui, 6) + cube * 13 / 10 +
           ui_px(ui, 16);
}

static void layout_tray(EstatesView *v);

static void esv_layout(void *view, SDL_Rect area, float scale)
{
    EstatesView *v = view;
    (void)scale; /* ui_px reads ui->scale, which the shell keeps equal to this */
    Ui *ui = v->ui;
    v->area = area;
    int pad = ui_px(ui, 12);
    SDL_Rect left;
    v->side = ui_board_side(ui, area, 26, 200, 320, pad, &left);
    int left_w = left.w;
    layout_board(v, left_w, area.h - pad - tray_least_height(ui));
    int tray_y = v->board.y + v->board.h + pad;
    v->tray = (SDL_Rect){area.x, tray_y, left_w, area.y + area.h - tray_y};
    layout_tray(v);
    layout_cards(v, MAX_SEATS);
}

/* The display on the left of the tray, the supply under it, the auction panel right. In the
 * colour-blind palette a cube's face holds its letter beside its number: the display takes a
 * little more of the tray where its cubes need it. */
static void layout_tray(EstatesView *v)
{
    Ui *ui = v->ui;
    int pad = ui_px(ui, 12);
    int disp_w = v->tray.w * 50 / 100;
    int cube = disp_w / (EST_DISPLAY_LEN + 1);
    int cube_h = (v->tray.h - ui_px(ui, 28)) * 10 / 45;
    /* the front face: 74% of the cube (esv_draw_cube); the display at most 60% of the tray */
    int lettered = ui->colour_blind ? (esv_lettered_cube_width(ui) + 1) * 100 / 74 + 1 : 0;
    int most = v->tray.w * 60 / 100 / (EST_DISPLAY_LEN + 1);
    if (cube < lettered)
        cube = lettered < most ? lettered : most;
    if (cube > cube_h)
        cube = cube_h;
    if (cube > ui_px(ui, 54))
        cube = ui_px(ui, 54);
    v->cube = cube;
    v->cube_lettered = ui->colour_blind;
    int label = ui_px(ui, 22);
    v->display = (SDL_Rect){v->tray.x + pad, v->tray.y + label, EST_DISPLAY_LEN * cube * 11 / 10,
                            EST_DISPLAY_ROWS * cube * 11 / 10};
    int supply_y = v->display.y + v->display.h + pad / 2;
    v->supply =
        (SDL_Rect){v->tray.x + pad, supply_y, v->display.w, v->tray.y + v->tray.h - supply_y};
    int ax = v->display.x + v->display.w + pad * 2;
    v->auction = (SDL_Rect){ax, v->tray.y, v->tray.x + v->tray.w - ax, v->tray.h};
    int inset = ui_px(ui, 10), piece = cube * 14 / 10;
    v->auction_piece = (SDL_Rect){v->auction.x + inset, v->auction.y + inset, piece, piece};
}

/* ---------------------------------------------------------------- input */

static int hot_at(const EstatesView *v, int x, int y)
{
    /* the last drawn is on top */
    for (int i = v->hots - 1; i >= 0; i--)
        if (ui_inside(v->hot[i].r, x, y))
            return i;
    return -1;
}

static ViewEventResult click_hot(EstatesView *v, const ViewFrame *f, int index,
                                 char move_out[MOVE_MAX])
{
    const EsHot *h = &v->hot[index];
    const EstatesState *s = esv_state(f);
    int lo, hi;
    esv_bid_range(s, f->to_move, &lo, &hi);
    switch (h->action) {
    case ES_ACT_MOVE:
        if (!esv_legal(v, f, h->move))
            return esv_refuse_click(v, f, v->mouse_x, v->mouse_y);
        snprintf(move_out, MOVE_MAX, "%s", h->move);
        return VIEW_MOVE;
    case ES_ACT_BID_LESS:
        if (v->bid <= lo)
            return view_refuse(f, _("$%dM is the lowest bid you can make now"), lo);
        v->bid--;
        return VIEW_HANDLED;
    case ES_ACT_BID_MORE:
        if (v->bid >= hi)
            return view_refuse(f, _("You have only $%dM in hand"), hi);
        v->bid++;
        return VIEW_HANDLED;
    case ES_ACT_BID_TRACK:
        if (hi >= lo && h->r.w > 0) {
            int t = (v->mouse_x - h->r.x) * (hi - lo) * 2 / h->r.w;
            v->bid = lo + (t + 1) / 2;
            if (v->bid > hi)
                v->bid = hi;
            if (v->bid < lo)
                v->bid = lo;
        }
        return VIEW_HANDLED;
    }
    return VIEW_IGNORED;
}

static int row_at(const EstatesView *v, int x, int y)
{
    for (int r = 0; r < EST_ROWS; r++)
        if (ui_inside(v->band[r], x, y))
            return r;
    return -1;
}

static ViewEventResult esv_handle_event(void *view, const ViewFrame *f, const SDL_Event *e,
                                        char move_out[MOVE_MAX])
{
    EstatesView *v = view;
    sync_bid(v, f);
    int x, y;
    UiGestureKind gesture = ui_gesture_read(v->ui, &v->gesture, e, f->can_act, &x, &y);
    if (gesture != UI_GESTURE_NONE) {
        v->mouse_x = x;
        v->mouse_y = y;
    }
    switch (gesture) {
    case UI_GESTURE_HOVER: {
        int row = row_at(v, x, y);
        bool changed = row != v->hover_row;
        v->hover_row = row;
        /* hover rings and the live projection follow the mouse */
        return changed || hot_at(v, x, y) >= 0 ? VIEW_HANDLED : VIEW_IGNORED;
    }
    case UI_GESTURE_PRESS:
        v->pressed_hot = hot_at(v, x, y);
        return v->pressed_hot >= 0 ? VIEW_HANDLED : VIEW_IGNORED;
    case UI_GESTURE_CLICK: { /* released on the hot spot it was pressed on */
        int pressed = v->pressed_hot;
        v->pressed_hot = -1;
        if (pressed < 0) /* nothing playable there: say why, if it is something */
            return esv_refuse_click(v, f, x, y);
        if (hot_at(v, x, y) != pressed)
            return VIEW_IGNORED;
        ViewEventResult result = click_hot(v, f, pressed, move_out);
        if (result == VIEW_MOVE)
            v->hots = 0; /* the hot spots belong to the state before the move */
        return result;
    }
    case UI_GESTURE_CANCEL:
        v->pressed_hot = -1;
        return VIEW_IGNORED;
    default:
        break;
    }
    switch (e->type) {
    case SDL_KEYDOWN: {
        const EstatesState *s = esv_state(f);
        if (s->phase != EST_PHASE_BID || esv_actor(f) < 0)
            return VIEW_IGNORED;
        int lo, hi;
        esv_bid_range(s, f->to_move, &lo, &hi);
        SDL_Keycode k = e->key.keysym.sym;
        if ((k == SDLK_UP || k == SDLK_RIGHT || k == SDLK_PLUS || k == SDLK_EQUALS) && v->bid < hi)
            v->bid++;
        else if ((k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_MINUS) && v->bid > lo)
            v->bid--;
        else
            return VIEW_IGNORED;
        return VIEW_HANDLED;
    }
    default:
        return VIEW_IGNORED;
    }
}

static void esv_draw(void *view, const ViewFrame *f)
{
    EstatesView *v = view;
    sync_bid(v, f);
    refresh_legal(v, f);
    if (v->cube_lettered != v->ui->colour_blind) /* the palette changed in the settings */
        layout_tray(v);
    layout_cards(v, esv_state(f)->base.players);
    esv_draw_scene(v, f);
}

/* ---------------------------------------------------------------- animations */

static EsFly *new_fly(EstatesView *v)
{
    for (int i = 0; i < ES_MAX_FLIES; i++)
        if (!ui_tween_running(v->ui, &v->fly[i].tween))
            return &v->fly[i];
    return &v->fly[0];
}

static void start_fly(EstatesView *v, EsFlyKind kind, int piece, SDL_Rect from, SDL_Rect to,
                      int row, int lot, double seconds)
{
    EsFly *fl = new_fly(v);
    fl->kind = kind;
    fl->piece = piece;
    fl->from = from;
    fl->to = to;
    fl->row = row;
    fl->lot = lot;
    ui_tween_start(v->ui, &fl->tween, seconds, UI_EASE_IN_OUT_CUBIC);
}

SDL_Rect esv_lot_strip(const EstatesView *v, int row, int lot)
{
    SDL_Rect ground = v->lot[row][lot];
    return (SDL_Rect){ground.x, ground.y + ground.h - v->strip.height, ground.w, v->strip.height};
}

void esv_lot_base(const EstatesView *v, int row, int lot, int *base_x, int *base_y)
{
    SDL_Rect ground = v->lot[row][lot];
    /* the front face and the side centred on the lot */
    int w = v->floor.width, whole = w + v->floor.depth;
    *base_x = ground.x + (ground.w - whole) / 2 + w / 2;
    *base_y = esv_lot_strip(v, row, lot).y;
}

/* Where a display cube is drawn (fixed by its place in the display). */
SDL_Rect esv_display_rect(const EstatesView *v, int row, int index)
{
    int step = v->cube * 11 / 10;
    return (SDL_Rect){v->display.x + index * step, v->display.y + row * step, v->cube, v->cube};
}

static bool find_in_display(const EstatesState *s, int cube, int *row, int *index)
{
    for (int r = 0; r < EST_DISPLAY_ROWS; r++)
        for (int i = 0; i < EST_DISPLAY_LEN; i++)
            if (s->display[r][i] == cube) {
                *row = r;
                *index = i;
                return true;
            }
    return false;
}

/* The card edge where money is drawn: the middle of a seat's card. */
static SDL_Rect money_spot(const EstatesView *v, int seat)
{
    SDL_Rect c = v->card[seat];
    int s = ui_px(v->ui, 30);
    return (SDL_Rect){c.x + c.w / 2 - s, c.y + c.h / 2 - s / 2, 2 * s, s};
}

static void animate_money(EstatesView *v, const EstatesState *before, const char *move)
{
    int payer, payee;
    if (!strcmp(move, "sell")) {
        payer = before->high_bidder;
        payee = before->auctioneer;
    } else {
        payer = before->auctioneer;
        payee = before->high_bidder;
    }
    if (payer < 0 || payee < 0)
        return;
    start_fly(v, ES_FLY_MONEY, before->high_bid, money_spot(v, payer), money_spot(v, payee), -1, -1,
              0.6);
    ui_sound_play(v->ui->sound, UI_SOUND_COIN);
}

/* A rooftop turned up from the stack for auction turns over in the auction panel. */
static void turn_up_rooftop(EstatesView *v, const ViewFrame *f)
{
    ui_sound_play(v->ui->sound, UI_SOUND_FLIP);
    if (esv_state(f)->piece_kind == EST_PIECE_ROOF)
        ui_tween_start(v->ui, &v->turn_up, 0.5, UI_EASE_IN_OUT_CUBIC);
}

static void animate_placement(EstatesView *v, const ViewFrame *f, const EstatesState *before)
{
    const EstatesState *s = esv_state(f);
    int row = s->last_row, lot = s->last_lot;
    ui_sound_play(v->ui->sound, UI_SOUND_PLACE);
    if (row < 0 || lot < 0 || before->piece_kind == EST_PIECE_NONE)
        return;
    int base_x, base_y;
    esv_lot_base(v, row, lot, &base_x, &base_y);
    bool cube = before->piece_kind == EST_PIECE_CUBE;
    if (!cube && before->piece_kind != EST_PIECE_ROOF)
        return;
    /* the floors as the board with the piece draws them once they have settled */
    esv_fit_floors(v, s);
    EsFloor landing = v->floor;
    landing.height = v->floor_to;
    /* the piece lands over the place it takes, its bottom on the floor below; a rooftop no
     * smaller than its sign's number needs (esv_draw_roof: a third of its height) */
    SDL_Rect face = esv_building_top(base_x, base_y, landing, s->height[row][lot] - cube);
    int size = face.w + landing.depth;
    if (!cube && size < ES_FACE_MIN * 100 / 32)
        size = ES_FACE_MIN * 100 / 32;
    SDL_Rect to = {base_x - size / 2, face.y + face.h - size, size, size};
    start_fly(v, cube ? ES_FLY_CUBE : ES_FLY_ROOF, before->piece, v->auction_piece, to, row, lot,
              0.55);
}

static void esv_move_played(void *view, const ViewFrame *f, const GameState *before_state,
                            const char *move, int mover, bool animate)
{
    EstatesView *v = view;
    const EstatesState *before = (const EstatesState *)before_state;
    (void)mover;
    v->hots = 0;
    v->pressed_hot = -1;
    /* a move played before the board was first laid out has no places to fly between */
    if (!animate || v->area.w == 0)
        return;
    if (!strncmp(move, "auction ", 8)) {
        int cube = estates_parse_cube(move + 8), row, index;
        if (cube >= 0 && find_in_display(before, cube, &row, &index))
            start_fly(v, ES_FLY_CUBE, cube, esv_display_rect(v, row, index), v->auction_piece, -2,
                      -1, 0.45);
        else
            turn_up_rooftop(v, f);
    } else if (!strcmp(move, "sell") || !strcmp(move, "buy")) {
        animate_money(v, before, move);
    } else if (!strcmp(move, "stow")) {
        ui_sound_play(v->ui->sound, UI_SOUND_COIN);
    } else if (!strncmp(move, "place ", 6) || !strncmp(move, "roof ", 5) ||
               !strncmp(move, "permit ", 7) || !strncmp(move, "mayor ", 6) ||
               !strncmp(move, "cancel ", 7)) {
        animate_placement(v, f, before);
    } else if (!strcmp(move, "pass") && esv_state(f)->phase == EST_PHASE_PLACE &&
               before->high_bidder < 0) {
        ui_sound_play(v->ui->sound, UI_SOUND_CLICK);
    }
}

static void esv_reset(void *view, const ViewFrame *f)
{
    EstatesView *v = view;
    (void)f;
    v->legal_valid = false;
    v->bid_plies = -1;
    v->hots = 0;
    v->things = 0;
    v->pressed_hot = -1;
    for (int i = 0; i < ES_MAX_FLIES; i++)
        ui_tween_stop(&v->fly[i].tween);
    ui_tween_stop(&v->turn_up);
    v->floor_to = 0; /* another game or moment: its floors are fitted at once */
}

/* ---------------------------------------------------------------- lessons */

/* Where the last frame drew the thing a lesson names (docs/lessons.md). */
static bool esv_locate(void *view, const ViewFrame *f, const char *name, SDL_Rect *out)
{
    (void)f;
    const EsThing *t = esv_find_thing(view, name);
    if (t)
        *out = t->r;
    return t != NULL;
}

/* ---------------------------------------------------------------- the prompt */

static void esv_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    EstatesView *v = view;
    const EstatesState *s = esv_state(f);
    char piece[40];
    estates_piece_name(s->piece_kind, s->piece, piece, sizeof piece);
    sync_bid(v, f);
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        snprintf(out, outlen, "%s",
                 s->stowed || s->hand[f->to_move] == 0
                     ? _("click a piece to auction it")
                     : _("Stow $1M if you like, then click a piece to auction it"));
        break;
    case EST_PHASE_BID:
        /* TRANSLATORS: %s is the piece: "the red 5", "rooftop 4", "permit 2", "the mayor", ... */
        snprintf(out, outlen, _("Bid for %s or pass"), piece);
        break;
    case EST_PHASE_DECIDE:
        /* TRANSLATORS: a piece ("the red 5", "the mayor", ...), then the high bidder */
        snprintf(out, outlen, _("Sell %s to %s for $%dM, or buy it"), piece,
                 f->match->seats[s->high_bidder].name, s->high_bid);
        break;
    case EST_PHASE_PLACE:
        if (s->piece_kind == EST_PIECE_PERMIT)
            /* TRANSLATORS: %s is "permit 2" */
            snprintf(out, outlen, _("Lengthen or shorten a row with %s (or discard it)"), piece);
        else if (s->piece_kind == EST_PIECE_MAYOR)
            snprintf(out, outlen, "%s", _("Put the mayor in front of a row (or discard him)"));
        else if (s->piece_kind == EST_PIECE_CANCEL)
            snprintf(out, outlen, "%s", _("Click a permit on the board to cancel it (or discard)"));
        else
            /* TRANSLATORS: %s is a floor cube ("the red 5") or a rooftop ("rooftop 4") */
            snprintf(out, outlen, _("Place %s on a lit spot"), piece);
        break;
    case EST_PHASE_ROUND_END:
        snprintf(out, outlen, _("Round %d is over: deal the next one"), s->round + 1);
        break;
    case EST_PHASE_OVER:
        snprintf(out, outlen, "%s", _("The game is over"));
        break;
    }
}

/* A seat's card (where the winners come forward at the end). */
static SDL_Rect esv_seat_panel(void *view, const ViewFrame *f, int seat)
{
    const EstatesView *v = view;
    (void)f;
    return seat < 0 ? (SDL_Rect){0, 0, 0, 0} : v->card[seat];
}

const GameView estates_view = {
    .game_id = "estates",
    .create = esv_create,
    .destroy = esv_destroy,
    .layout = esv_layout,
    .draw = esv_draw,
    .handle_event = esv_handle_event,
    .move_played = esv_move_played,
    .reset = esv_reset,
    .prompt = esv_prompt,
    .locate = esv_locate,
    .seat_panel = esv_seat_panel,
    .help_text = esv_help_text,
    .draw_help_picture = esv_draw_help_picture,
    /* a lighter oak than the shell's walnut, under the green board */
    .table = {UI_SURFACE_WOOD, 0x8a6240},
};
