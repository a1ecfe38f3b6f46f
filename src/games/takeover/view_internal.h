/* Shared by the Takeover view files (view.c: layout, input and moves; view_draw.c: the pieces;
 * view_help.c: the help screen). Only the app links these: they use SDL through the UI kit. */
#ifndef MOGULS_TAKEOVER_VIEW_INTERNAL_H
#define MOGULS_TAKEOVER_VIEW_INTERNAL_H

#include "app/view.h"
#include "takeover.h"
#include "ui/gesture.h"
#include "ui/table.h"
#include "ui/tween.h"

/* How a coin is drawn: the side up, or a back when the viewer may not know the side. */
typedef enum CoinLook { COIN_VALUE_UP, COIN_SUIT_UP, COIN_HIDDEN } CoinLook;

/* ---- the view's own data (view.c) ---- */

/* What the human is doing on their turn. */
typedef enum TkMode {
    TK_MODE_IDLE,    /* nothing picked */
    TK_MODE_SOURCE,  /* a corporation picked: its targets are lit */
    TK_MODE_CONFIRM, /* a merge picked: choose the payment, then Confirm */
    TK_MODE_TRADE    /* building an offer: a partner, coins given and asked for */
} TkMode;

typedef enum TkAction {
    TK_ACT_NONE,
    TK_ACT_STOCKS, /* confirm the secret choice */
    TK_ACT_MERGE,  /* confirm the merge and its payment */
    TK_ACT_CANCEL,
    TK_ACT_PASS,
    TK_ACT_TRADE, /* open the trade mode */
    TK_ACT_OFFER,
    TK_ACT_ACCEPT,
    TK_ACT_DECLINE,
    TK_ACT_PARTNER /* pick the trade partner (button's seat) */
} TkAction;

typedef struct TkButton {
    SDL_Rect r;
    TkAction action;
    int seat; /* TK_ACT_PARTNER */
    bool enabled;
    char why[128]; /* a disabled button: why it cannot be used now (said on a click) */
} TkButton;

#define TK_MAX_BUTTONS 10

/* A merge target of the picked corporation. */
typedef struct TkTarget {
    int cell;
    bool penny; /* across empty cells, spending a penny stock */
    int cost;
    bool affordable;
} TkTarget;

typedef struct TakeoverView {
    Ui *ui;
    SDL_Rect area;

    /* layout (pixels) */
    SDL_Rect board;          /* the framed board on the table */
    SDL_Rect felt;           /* the felt inside its frame, under the grid */
    SDL_Rect plot[TK_CELLS]; /* each whole cell of the grid */
    SDL_Rect cell[TK_CELLS]; /* where a single tile's face sits in each cell */
    int cell_size;           /* a cell's width */
    SDL_Rect tray; /* under the board: pool, prompts, buttons */
    SDL_Rect side; /* the players' cards */
    SDL_Rect card[MAX_SEATS];

    /* what the last frame drew, for hit tests */
    SDL_Rect coin_rect[TK_PIECES];
    bool coin_shown[TK_PIECES];
    int coin_place[TK_PIECES]; /* the seat whose card shows it, or TK_POOL */
    TkButton button[TK_MAX_BUTTONS];
    int buttons;
    SDL_Rect passes_rect; /* the count of passes in a row, at the foot of the tray (w = 0: none) */

    /* the selection, valid for one state (plies) and seat */
    int sel_plies, sel_seat;
    TkMode mode;
    int src, dst;
    bool penny;
    uint32_t pay, give, get, stocks;
    int partner;

    /* hover and drag */
    int hover_cell, hover_coin;
    UiGesture gesture; /* gesture.dragging: a corporation is carried */
    int press_cell, mouse_x, mouse_y;

    /* animations */
    UiTween slide; /* a merged stack flying to its target */
    int anim_from, anim_to, anim_height, anim_under;
    int8_t anim_tiles[TK_PIECES];
    UiTween flip; /* the subsumed stock turning to its value side */
    int flip_coin;
    CoinLook flip_from;
    UiTween fly; /* coins changing hands: drafted from the pool, or traded */
    uint32_t fly_coins;
    SDL_Rect fly_from[TK_PIECES];
} TakeoverView;

static inline const TakeoverState *tkv_state(const ViewFrame *f)
{
    return (const TakeoverState *)f->match->state;
}

/* The seat choosing now at this device, or -1 (a bot thinks, the game is over). */
int tkv_actor(const ViewFrame *f);
/* How `viewer` sees a coin's side. */
CoinLook tkv_coin_look(const TakeoverView *v, const ViewFrame *f, int coin);
/* The targets of the corporation on `from` for `seat` (normal ones, and penny ones when the seat
 * holds a penny stock). Returns the count. */
int tkv_targets(const TakeoverState *s, int seat, int from, TkTarget out[8]);
/* True if `seat` can start some merge from this cell. */
bool tkv_is_source(const TakeoverState *s, int seat, int cell);
/* True if the human to move would end the game by passing (everyone else passed in a row). */
bool tkv_pass_ends_game(const ViewFrame *f);
/* The sum of the values of a coin set. */
int tkv_coins_value(uint32_t coins);
/* Whose decision the tray names to a player who does not make it now ("Ada to choose stocks in
 * secret", an offer's answer); "" in other phases. */
void tkv_turn_text(const ViewFrame *f, char *out, size_t outlen);
/* The position of a pool coin in the tray (fixed by its id). */
SDL_Rect tkv_pool_rect(const TakeoverView *v, int coin);
/* Where the pool lies: around every place a pool coin may take. */
SDL_Rect tkv_pool_area(const TakeoverView *v);

/* view_scene.c: the whole scene. */
void tkv_draw_scene(TakeoverView *v, const ViewFrame *f);

/* The board: a mahogany frame with the coordinates printed on it in cream, a green felt. */
#define TKV_FRAME 0x4a2a20
#define TKV_PRINT 0xeadfc4
#define TKV_FELT ((UiTable){UI_SURFACE_FELT, 0x2c6a48})

/* The colour of a suit's ink (suns red, moons black, crowns green, arms blue). */
SDL_Color tkv_suit_colour(int suit);

/* The top face of a tile filling r. */
void tkv_draw_tile_face(Ui *ui, int tile, SDL_Rect r);

/* How high a stack's top face rises at most above its bottom tile's, in percent of a tile's
 * side (the layout leaves that room above each cell's tile). */
#define TKV_STACK_RISE 24

/* A stack of thick tiles (bottom to top) whose bottom tile's face sits in `base`: each tile
 * shows its edge under the one above it, and (`counted`) a badge counts the tiles from two up.
 * `lift` (0..1) raises the stack off the felt (its shadow falls further) while it is carried.
 * Returns the rectangle of the top face. */
SDL_Rect tkv_draw_stack(Ui *ui, const int8_t *tiles, int height, SDL_Rect base, float lift,
                        bool counted);

/* Where the top face of a stack of `height` tiles is drawn when its bottom tile sits in base. */
SDL_Rect tkv_stack_top_rect(SDL_Rect base, int height);
/* How thick a tile of that face is drawn: its edge shows that far under the face. */
int tkv_stack_depth(SDL_Rect base);

/* A coin lying flat with its face filling r (a square), drawn with the given look: its edge
 * and shadow show below and to the right of r. */
void tkv_draw_coin(Ui *ui, int coin, CoinLook look, SDL_Rect r);

/* A coin turning over from one look to another: t from 0 (from) to 1 (to). */
void tkv_draw_coin_flip(Ui *ui, int coin, CoinLook from, CoinLook to, float t, SDL_Rect r);

/* A small sample of the board for the help screen. */
/* The help picture's example pile, bottom first (returns its height), and its caption. */
#define TKV_HELP_PILE 4
int tkv_help_pile(int8_t pile[TKV_HELP_PILE]);
extern const char tkv_help_example[];
int tkv_draw_help_picture(Ui *ui, SDL_Rect area);
extern const char tkv_help_text[];

#endif
