/* Shared by the Mint Bid view files (view.c: layout, input, moves and animations; view_draw.c:
 * cards, coins and the scene; view_help.c: the help screen). Only the app links these. */
#ifndef MOGULS_MINTBID_VIEW_INTERNAL_H
#define MOGULS_MINTBID_VIEW_INTERNAL_H

#include "app/view.h"
#include "core/i18n.h"
#include "core/movelist.h"
#include "mintbid.h"
#include "ui/gesture.h"
#include "ui/tween.h"

typedef enum MbAction {
    MB_ACT_MOVE,       /* play the button's move text */
    MB_ACT_SHARE_DOWN, /* my share (or the one amount) minus one */
    MB_ACT_SHARE_UP,   /* ... plus one */
    MB_ACT_OTHER_DOWN, /* the partner's share minus one */
    MB_ACT_OTHER_UP,   /* ... plus one */
    MB_ACT_PARTNER,    /* pick the partner (button's value: 0 alone, 1 left, 2 right) */
    MB_ACT_CANCEL      /* drop the half-made choice */
} MbAction;

typedef struct MbButton {
    SDL_Rect r;
    MbAction action;
    int value;
    char move[MOVE_MAX];
    bool enabled;
    char why[VIEW_REASON_MAX]; /* a greyed button: why it cannot be used now */
} MbButton;

#define MB_MAX_BUTTONS 16
/* The widest a location card is drawn on the table (units): the size of a card on a table, not of
 * a poster, however much room the board has. */
#define MB_CARD_MOST_W 150
/* The least size (pixels) of a word or figure on a card, a coin or a chip: Lato's capitals and
 * digits are 11 px high from 16 px on. */
#define MB_LEGIBLE_PX 16
/* The most lines a card's name is set in. */
#define MB_NAME_LINES_MOST 4
/* The street between two quarters of the board (units). */
#define MB_STREET 10
#define MB_MAX_SPOTS (2 * MB_COLS)

/* Where an area's box and its grid lie on screen (pixels). */
typedef struct MbAreaBox {
    SDL_Rect box;  /* the whole box, header included */
    int grid_x;    /* x of notation column 0 (the new column on the left) */
    int grid_y;    /* y of the first row shown */
    int first_row; /* the notation row shown on top (1, or 2 while row 1 is empty and not lit) */
    int card_w, card_h, gap, row_gap; /* gap: between neighbours in a row */
} MbAreaBox;

typedef struct MintBidView {
    Ui *ui;
    SDL_Rect area;

    /* layout (pixels) */
    SDL_Rect board;    /* the board lying on the table, its frame included */
    SDL_Rect quarters; /* inside its frame and ring road: where the areas' quarters lie */
    SDL_Rect side;  /* the players' panels (and the AI card) */
    bool narrow_side; /* the side as narrow as a panel's rows (a small window's crowded table) */
    SDL_Rect tray;  /* the auction block, die, prompt and controls */
    SDL_Rect panel[MAX_SEATS];
    SDL_Rect ai_panel;
    SDL_Rect bank; /* where paid mints go */
    MbAreaBox box[MB_AREAS_MAX];

    /* what the last frame drew, for hit tests and animations */
    SDL_Rect block_rect[MB_CARDS]; /* cards of the auction block (w = 0: not drawn) */
    SDL_Rect card_rect[MB_CARDS];  /* every card drawn last frame */
    MbButton button[MB_MAX_BUTTONS];
    int buttons;
    /* for the coach's pointers (mbv_locate): w = 0 when not drawn */
    SDL_Rect block_area, controls_rect, die_rect, deck_rect, token_rect;
    SDL_Rect ai_cell[6]; /* the AI card's table, a cell per die face (w = 0: not drawn) */
    int zoom_card;       /* the card lifted whole under the mouse (-1: none), and where */
    SDL_Rect zoom_rect;
    bool zoom_blocked; /* a panel lies over the board: no card is lifted */

    /* the selection, valid for one state (plies) and seat */
    int sel_plies, sel_seat;
    int pick;    /* the location picked in the block, -1 */
    int amount;  /* my bid share, secret bid or answer */
    int other;   /* the partner's share */
    int partner; /* 0 alone, 1 left, 2 right */
    int source;  /* the card picked to move (Utility), -1 */

    /* hover */
    int mouse_x, mouse_y;
    UiGesture gesture;

    /* animations */
    UiTween fly; /* a won card flying from the block to its spot */
    int fly_card;
    SDL_Rect fly_from;
    UiTween coins; /* the change of mints shown on the panels (the shell flies the mints) */
    int coin_delta[MAX_SEATS];
    UiTween roll; /* the die tumbling */

    /* following the table (view_table.c) */
    int8_t mark_card[VIEW_RECENT_MAX]; /* the card each recent move laid, moved or turned, -1 */
    int mark_key[3];                   /* the recent list they were found for */
    bool bids_held;                    /* closed bids turned over together, until read */
    SDL_Rect bids_rect;                /* their panel over the board, as drawn (w = 0: none) */
    int8_t bids[MAX_SEATS];
    int bids_card;
    UiTween bids_flip;
    int end_type[3], end_card[3], end_who[3]; /* the abilities the last move resolved */
    int end_steps, end_step;                  /* shown one by one until end_step == end_steps */
} MintBidView;

static inline const MintBidState *mbv_state(const ViewFrame *f)
{
    return (const MintBidState *)f->match->state;
}

/* The width of a lit slot for a new column beside cards `card_w` wide. */
static inline int mbv_side_spot_w(int card_w)
{
    return card_w / 2;
}

/* The seat choosing now at this device, or -1. */
int mbv_actor(const ViewFrame *f);
/* The rectangle of a notation spot (col 0..width+1, row 1..2) of an area: a new column beside
 * the cards (0 or width + 1) is a lit slot narrower than a card, so that a crowded block keeps
 * its cards' size while one is laid (hovered, the slot shows the card at its size). */
SDL_Rect mbv_spot_rect(const MintBidView *v, const MintBidState *s, int area, int col, int row);
/* The partner of the bid being built (seat), or -1 alone. */
int mbv_partner_seat(const MintBidView *v, const MintBidState *s, int me);
/* The legal moves now. */
void mbv_legal(const ViewFrame *f, MoveList *out);
/* Whether a partner bid with that side (1 left, 2 right) is among the legal moves: a neighbour
 * who withdrew, refused this turn or has no mints is never offered. */
bool mbv_partner_offered(const MoveList *legal, int side);
/* The VP change for `who` if the move were played now (0 if it is refused). */
int mbv_preview_vp(const ViewFrame *f, const char *move, int who, bool *ok);
/* The area letter in moves. */
static inline char mbv_area_letter(int area)
{
    return (char)('A' + area);
}

/* view_draw.c */
/* What a card shows at a size, in pixels: every word and number is at least
 * mbv_card_text_least() high, and a word left out is one the card has no room for at that size
 * (the type's name, then the card's name: its scene or icon still says the type; on a card still
 * to come in the block, the mint letters and at last the VP); a card that leaves any out is lifted
 * whole beside the mouse when hovered. */
typedef struct MbCardFace {
    SDL_Rect picture;           /* the type's scene across the card's top */
    SDL_Rect icon; /* no room for the name (nor the band's scene): the type's icon, large */
    int seal_x, seal_y, seal_r; /* the VP's gold seal */
    int plaque_half_w;          /* the band face's plaque: half its width (its height 2 seal_r) */
    int vp_size;                /* its number */
    int tab_d, tab_size;        /* the mint tabs' diameter, and their letters (0: none) */
    int tab_y;                  /* the tabs' top */
    int name_size, name_lines;  /* name_size 0: no room for the name */
    char name_line[MB_NAME_LINES_MOST][64]; /* the name as set: a word cut ends in "-" */
    int name_y, name_line_h;    /* the first line's top, and the lines' pitch */
    int type_size, type_y;      /* type_size 0: no room for the type's name; its line's top */
    bool band; /* a crowded table's face: the name across the top, the seal between the tabs */
} MbCardFace;
int mbv_card_text_least(const Ui *ui);
void mbv_card_face(Ui *ui, int card, SDL_Rect r, MbCardFace *face);
/* Where a card's mint tab of diameter `d` sits (its left or right one). */
SDL_Rect mbv_tab_rect(SDL_Rect card, bool right, int d);
/* How many of the cards (MB_CARDS: all) show their name, VP and mints at that size (in the
 * language shown). */
int mbv_cards_named(Ui *ui, int w, int h);
/* The least width of an area's box: its header's letter, controllers' badges and matches (the
 * controllers' names are shortened as far as need be: the badges say who, and a crowded table's
 * cards need the room more). */
int mbv_header_min_width(Ui *ui, const ViewFrame *f, int area);
/* The width of a player's panel as narrow as its rows let it be: the type counts' row, its VP
 * before its mints and a long status on two lines. */
int mbv_narrow_panel_width(Ui *ui);
/* An area box's header: its plaque and the room around it. */
int mbv_header_height(const Ui *ui);
void mbv_draw_card(Ui *ui, const MintBidState *s, int card, SDL_Rect r, bool rotated);
void mbv_draw_card_back(Ui *ui, SDL_Rect r);
void mbv_draw_mints(Ui *ui, int mints, SDL_Rect r);
void mbv_draw_match(Ui *ui, SDL_Rect left_card, SDL_Rect right_card, int colour);
const char *mbv_tab_sprite(int colour);
const char *mbv_type_sprite(int type);
void mbv_draw_scene(MintBidView *v, const ViewFrame *f);
/* The AI card's table in play as the card prints it, cell by cell ("W", "R1", "S", "P", "+2"),
 * and its last roll with what it did ("Rolled 5: raised to 3"; "" before the first). */
void mbv_ai_cell_label(const MintBidState *s, int roll, char *out, size_t outlen);
void mbv_ai_last_roll(const MintBidState *s, char *out, size_t outlen);
/* A card's tooltip ("Harbor: Utility, 6 VP; mints green | yellow"). */
void mbv_card_tooltip_text(const MintBidState *s, int card, char *out, size_t outlen);

/* view_table.c: marks of the moves since the viewer's turn, and the reveals held for the table
 * (closed bids turned over together, the end's abilities one by one) */
void mbv_table_move_played(MintBidView *v, const MintBidState *before, const MintBidState *s);
void mbv_table_reset(MintBidView *v);
bool mbv_holds_play(void *view, const ViewFrame *f);
void mbv_release_hold(void *view, const ViewFrame *f);
void mbv_hold_prompt(void *view, const ViewFrame *f, char *out, size_t outlen);
void mbv_draw_table(MintBidView *v, const ViewFrame *f);
/* A seat's or the AI's name. */
const char *mbv_who_name(const ViewFrame *f, int who);

/* view_help.c */
extern const char mbv_help_text[];
int mbv_draw_help_picture(Ui *ui, SDL_Rect area);

#endif
