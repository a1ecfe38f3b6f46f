/* Shared by the BuyWord view files (view.c: layout, input, moves and animations; view_scene.c:
 * the scene; view_draw.c: tiles and the die; view_help.c: the help screen). Only the app links
 * these: they use SDL through the UI kit. */
#ifndef MOGULS_BUYWORD_VIEW_INTERNAL_H
#define MOGULS_BUYWORD_VIEW_INTERNAL_H

#include "app/view.h"
#include "buyword.h"
#include "ui/gesture.h"
#include "ui/tween.h"

#define BWV_RACK_MAX 16    /* letter tiles one can hold: 8 kept + 5 new, with room to spare */
#define BWV_WORD_MAX 17    /* the rack and one wild */
#define BWV_MAX_BUTTONS 10 /* in the tray at once */
#define BWV_MAX_FLYERS 40  /* tiles in flight at once (a deal of 4 x 5 is the most) */
#define BWV_FRAME 0x5a3b24 /* the board's wooden frame around its baize */

/* The price card: pips from BWV_PRICE_FIRST to BWV_PRICE_LAST, BWV_PRICE_COLUMNS to a band. */
#define BWV_PRICE_FIRST 2
#define BWV_PRICE_LAST 22
#define BWV_PRICE_COLUMNS 7

/* How a tile is drawn. */
typedef enum BwvTileKind {
    BWV_TILE_LETTER,  /* a cream letter tile with its pips */
    BWV_TILE_WILD,    /* a wild not yet standing for a letter */
    BWV_TILE_WILD_AS, /* a wild standing for a letter (drawn in violet) */
    BWV_TILE_BACK     /* a tile whose letter the viewer may not know */
} BwvTileKind;

typedef enum BwvAction {
    BWV_ACT_NONE,
    BWV_ACT_ROLL,
    BWV_ACT_CHOOSE, /* arg: 2..5 */
    BWV_ACT_BUY,
    BWV_ACT_DECLINE,
    BWV_ACT_SELL,
    BWV_ACT_CLEAR,   /* empty the word bar */
    BWV_ACT_DISCARD, /* the one letter tile in the word bar */
    BWV_ACT_DONE,
    BWV_ACT_PICK, /* the letter picker: arg is the letter 'A'..'Z' */
    BWV_ACT_PICK_CLOSE
} BwvAction;

#define BWV_WHY_MAX 160

typedef struct BwvButton {
    SDL_Rect r;
    BwvAction action;
    int arg;
    bool enabled;
    char why[BWV_WHY_MAX]; /* disabled: why, in the game's words (its tooltip and refusal) */
} BwvButton;

/* One tile of the word being built: a rack tile (its index in the rack) or a wild. */
typedef struct BwvPiece {
    int8_t rack; /* index into the rack, or -1 for a wild */
    char letter; /* 'A'..'Z': the tile's letter, or what the wild stands for */
} BwvPiece;

/* What a tile in flight keeps hidden where it lands, until it gets there. */
typedef enum BwvHide {
    BWV_HIDE_NONE,
    BWV_HIDE_FRESH,    /* the viewer's new tile `index` */
    BWV_HIDE_RACK,     /* the viewer's rack tile `index` */
    BWV_HIDE_SOLD,     /* the sold word `index` of this round */
    BWV_HIDE_CARD_NEW, /* one of the new tiles on seat `index`'s card */
    BWV_HIDE_CARD_HELD /* one of the tiles on seat `index`'s card */
} BwvHide;

typedef struct BwvFlyer {
    SDL_Rect from, to;
    char letter;      /* 'A'..'Z' or 0 */
    BwvTileKind kind; /* as drawn in flight */
    int secret_of;    /* the seat whose secret the letter is (drawn as a back to others), or -1 */
    bool fade;        /* shrinks away at the end (out of play) */
    BwvHide hide;
    int hide_index, hide_seat; /* hide_seat: whose rack (BWV_HIDE_RACK/FRESH) */
    UiTween tween;
} BwvFlyer;

typedef struct BuywordView {
    Ui *ui;
    SDL_Rect area;

    /* layout (pixels) */
    SDL_Rect felt;     /* the board (frame and baize): bag, die, rack, word bar, sold words */
    SDL_Rect bag, die; /* on the felt's top row */
    SDL_Rect card_die; /* the leader's little die on its card, as last drawn */
    SDL_Rect info;     /* the round's facts, right of the die */
    SDL_Rect rack_row; /* the viewer's tiles, and the wilds at its right end */
    SDL_Rect word_row; /* the word bar (selling) or the new tiles (buying) */
    SDL_Rect sold_box; /* words sold this round */
    SDL_Rect price_card; /* the printed price list, right of the sold words */
    SDL_Rect tray;     /* under the felt: prompts and buttons */
    SDL_Rect side;     /* the players' cards */
    SDL_Rect card[MAX_SEATS];
    int tile;      /* tile size in the rack and word bar */
    int card_most; /* the most tiles a card shows in a row (sizes the mini tiles) */
    int card_label; /* the width of the cards' row labels, before their tiles */

    /* what the last frame drew, for hit tests */
    SDL_Rect rack_rect[BWV_RACK_MAX];
    int rack_shown;     /* tiles in rack_rect */
    SDL_Rect wild_rect; /* the wild pile while it can be used (w = 0: not now) */
    SDL_Rect wild_pile; /* the wild pile wherever it is drawn (w = 0: no wild) */
    SDL_Rect fresh_row; /* the viewer's new tiles while buying (w = 0: not shown) */
    SDL_Rect word_rect[BWV_WORD_MAX];
    SDL_Rect bar; /* the word bar itself (w = 0: not shown) */
    SDL_Rect bin; /* the discard bin (w = 0: not shown) */
    int bag_caption_right; /* where the bag's caption ends (the die's keeps clear of it) */
    BwvButton button[BWV_MAX_BUTTONS];
    int buttons;
    uint32_t faces_shown; /* seats whose private letters the last frame drew face up (tests) */
    SDL_Rect picker;      /* the letter picker's panel (w = 0: closed) */
    SDL_Rect picker_tile[BW_LETTERS];

    /* the word being built, valid for one position (move count), seat and viewer */
    int sel_moves, sel_seat, sel_viewer;
    BwvPiece word[BWV_WORD_MAX];
    int word_len;
    bool picking;    /* the letter picker is open for a wild */
    int pick_insert; /* where the wild goes in the word */

    /* hover and drag */
    int mouse_x, mouse_y;
    UiGesture gesture; /* gesture.dragging: a tile is carried */
    int drag_rack, drag_word; /* what is held: a rack index, a word position, or -1 */
    bool drag_wild;

    /* the state just before a roll that ended a round with sales since the viewer's turn: its
     * sales stay on the felt until the viewer plays (bwv_kept_sales) */
    GameState *kept;
    int kept_roll;

    /* where the tiles of the human's last move were drawn (for its animation) */
    SDL_Rect sent_rect[BWV_WORD_MAX];
    int sent_len;

    /* animations */
    BwvFlyer flyer[BWV_MAX_FLYERS];
    int flyers;
    UiTween die_roll;
    UiTween money_tween[MAX_SEATS];
    int money_delta[MAX_SEATS];
} BuywordView;

static inline const BuywordState *bwv_state(const ViewFrame *f)
{
    return (const BuywordState *)f->match->state;
}

/* The seat choosing now at this device, or -1 (a bot thinks, the game is over). */
int bwv_actor(const ViewFrame *f);
/* A seat's letter tiles in the order the rack shows them (alphabetical); returns the count. */
int bwv_rack_letters(const uint8_t rack[BW_LETTERS], char out[BWV_RACK_MAX]);
/* The word being built in move notation (wilds in lower case). */
void bwv_word_text(const BuywordView *v, char out[BWV_WORD_MAX + 1]);
/* Is rack tile i in the word? */
bool bwv_rack_used(const BuywordView *v, int rack);
/* Does the word hold a wild? */
bool bwv_word_has_wild(const BuywordView *v);
/* Letter tiles `seat` must still discard now (0 in the last round or under the limit). */
int bwv_excess(const BuywordState *s, int seat);
/* The round's line about the new tiles ("3 new tiles each this round", "CHOICE: ..."). */
void bwv_deal_text(const BuywordState *s, char *out, size_t outlen);

/* ---- places on the board, shared by drawing, hit tests and the animations ---- */
SDL_Rect bwv_rack_rect(const BuywordView *v, int index);
SDL_Rect bwv_word_slot(const BuywordView *v, int index);
SDL_Rect bwv_bag_tile(const BuywordView *v);
/* Where tiles put out of play go (the foot of the bag, where "out of play" is counted). */
SDL_Rect bwv_out_tile(const BuywordView *v);
/* Small tiles on a player's card: row 0 holds the kept tiles, row 1 the new ones. */
SDL_Rect bwv_card_tile(const BuywordView *v, int seat, int row, int index);
/* The sold words of this round flow left to right in lines; when they do not all fit, the
 * oldest are left out. Fills each entry's top-left corner (x < 0: not shown) and returns the
 * mini tile size. */
int bwv_sold_flow(BuywordView *v, const BuywordState *s, SDL_Point *at);
/* The last round's state when its sales must stay on the felt (a bot's sale the viewer has not
 * had a turn to read since), or NULL: the live round's sales are shown. */
const BuywordState *bwv_kept_sales(BuywordView *v, const ViewFrame *f);
/* The sales the sold box shows: the last round's while the viewer has not played since they were
 * made (*last_round true), else this round's (none before this round's roll). */
const BuywordState *bwv_sales_shown(BuywordView *v, const ViewFrame *f, bool *last_round);
/* The tiles of sold word `index` of this round (letter k), as the sold box lays them out. */
SDL_Rect bwv_sold_tile(BuywordView *v, const BuywordState *s, int index, int k);

/* Is something hidden now because a tile is still flying to it? (see BwvHide) */
int bwv_hidden_count(const BuywordView *v, BwvHide hide, int index, int seat);
/* True once every tile of this round's deal has landed (Buy waits for them). */
bool bwv_deal_landed(const BuywordView *v);
/* Why the word in the bar cannot be sold now ("" when it can). */
void bwv_sell_refusal(const BuywordView *v, const ViewFrame *f, char *out, size_t outlen);

/* view_scene.c: the whole scene. */
void bwv_draw_scene(BuywordView *v, const ViewFrame *f);
/* The money shown for a seat (counting up or down after a sale or a purchase). */
int bwv_money_shown(BuywordView *v, const ViewFrame *f, int seat);

/* view_draw.c: a tile filling r (letter 'A'..'Z' or 0). */
void bwv_draw_tile(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind);
/* A tile with a soft shadow, raised by `lift` (0..1) when hovered or carried. */
void bwv_draw_tile_lifted(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, float lift);
/* The same for a tile in the air: `bare` leaves its letter off (another tile in the air covers
 * part of it, where the letter would be half hidden). */
void bwv_draw_flying_tile(Ui *ui, SDL_Rect r, char letter, BwvTileKind kind, float lift, bool bare);
/* Asks the sprite worker for every kind of tile face at r's size, ahead of the frames that
 * first show one there (tiles dealt from the bag fly at the rack's size: each kind new to it
 * was rasterised inside the deal's first frames). */
void bwv_prepare_tile_faces(Ui *ui, SDL_Rect r);
/* The die showing face 2..5 or BW_DIE_CHOICE, turned by `angle` degrees (every face asked of
 * the sprite worker at its size, ahead of a roll). */
void bwv_draw_die(Ui *ui, SDL_Rect r, int face, double angle);
/* The ink of a wild's letter. */
SDL_Color bwv_wild_ink(void);
/* The board lying on the table: its wooden frame and the baize inside with a printed border. */
void bwv_draw_board(Ui *ui, SDL_Rect board);
/* A wooden stand (the rack, the word stand) holding the row of tiles `row` (`tile` pixels high):
 * its back board behind them, its ledge at their feet, its shadow; `rim` (alpha 0: none) rings
 * it. bwv_stand_rect is the whole stand. */
void bwv_draw_stand(Ui *ui, SDL_Rect row, int tile, SDL_Color wood, SDL_Color rim);
SDL_Rect bwv_stand_rect(SDL_Rect row, int tile);
/* A small flat plate of card stock on the baize, for a label or a price (UI_TEXT on it). */
void bwv_draw_plate(Ui *ui, SDL_Rect r);

/* The solitaire scale under `bar`: the money reached in gold, a mark at $800, $900 and $1000
 * (lit once reached), each named under it when `named`. */
void bwv_draw_rating_bar(Ui *ui, SDL_Rect bar, int money, bool named);

/* view_end.c: BuyWord's part of the end screen (GameView.draw_end). */
int bwv_draw_end(void *view, const ViewFrame *f, SDL_Rect area, bool draw);

/* view_help.c */
extern const char bwv_help_text[];
int bwv_draw_help_picture(Ui *ui, SDL_Rect area);

#endif
