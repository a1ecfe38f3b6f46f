/* Buyout! view: the data shared by the view's files (view.c: layout, input, animation;
 * view_draw.c: drawing; view_help.c: the help screen). Also read by tests/gui_buyout.c. */
#ifndef MOGULS_BUYOUT_VIEW_INTERNAL_H
#define MOGULS_BUYOUT_VIEW_INTERNAL_H

#include "app/view.h"
#include "buyout.h"
#include "ui/gesture.h"
#include "ui/tween.h"

#define BOV_MAX_BUTTONS 3
/* The river runs above this row of the map (C), the avenue above this one (E). */
#define BOV_RIVER_ROW 2
#define BOV_AVENUE_ROW 4

typedef enum BovAction { BOV_ACT_END, BOV_ACT_PASS, BOV_ACT_STAY } BovAction;

typedef struct BovButton {
    SDL_Rect r;
    BovAction action;
} BovButton;

typedef struct BuyoutView {
    Ui *ui;
    SDL_Rect area, board, legend, tray, side;
    /* the city map inside the board's frame: the streets run between the blocks (the lots);
     * the river crosses it between rows B and C with a quay on each bank, and an avenue with a
     * planted median between rows D and E; the districts' names stand on the quays and the
     * median (bov_layout) */
    SDL_Rect map, river, avenue;
    int street, lane; /* a street's width; a quay's or the median's width */
    SDL_Rect card[BUYOUT_MAX_PLAYERS];
    SDL_Rect lot[BUYOUT_LOTS];         /* a lot's block, between the streets */
    SDL_Rect district[BUYOUT_REGIONS]; /* the district strip's cards, richest first */
    /* the viewer's hand as drawn in the tray: one rectangle per tile */
    SDL_Rect hand_rect[BUYOUT_HAND_SIZE * 2];
    int hand_kind[BUYOUT_HAND_SIZE * 2];
    int hand_tiles;
    /* every player's hand tiles as drawn on their card (faces or backs) */
    SDL_Rect card_tile[BUYOUT_MAX_PLAYERS][BUYOUT_HAND_SIZE * 2];
    int card_tiles[BUYOUT_MAX_PLAYERS];
    SDL_Rect hand_area; /* where the tray shows the viewer's hand (also when it is empty) */
    SDL_Rect die;       /* the die on its holder's card */
    BovButton button[BOV_MAX_BUTTONS];
    int buttons;
    int selected_kind;  /* the hand tile picked, or -1 */
    int selected_index; /* which of the drawn hand tiles it is */
    int hover_lot;
    UiGesture gesture;
    /* animations */
    int drop_lot, drop_from;
    UiTween drop;
    int delta[BUYOUT_MAX_PLAYERS]; /* money change of the last move, shown on the cards */
    UiTween delta_tween;
    /* the payout panel */
    bool overlay;
    bool overlay_final;
    BuyoutPayout payout;
    BuyoutFinal final;
    SDL_Rect overlay_rect;
} BuyoutView;

static inline const BuyoutState *bov_state(const ViewFrame *f)
{
    return (const BuyoutState *)f->match->state;
}

/* The seat whose clicks count now, or -1. */
int bov_actor(const ViewFrame *f);
/* Whether `move` is legal now. */
bool bov_legal(const ViewFrame *f, const char *move);
/* Whether the lot is a target now: for the picked kind, or a scaffolding destination. */
bool bov_lot_target(const BuyoutView *v, const ViewFrame *f, int lot);
/* The same for every lot at once (one list of legal moves: for drawing). */
void bov_lot_targets(const BuyoutView *v, const ViewFrame *f, bool out[BUYOUT_LOTS]);
/* The cost of the target under the mouse in words ("Buy out Yellow: $6,000 ..."); false if none. */
bool bov_cost_text(const BuyoutView *v, const ViewFrame *f, int lot, char *out, size_t outlen);
/* A seat's buildings in words, on its card ("2 buildings, tallest 3", "no buildings yet"). */
void bov_buildings_text(const BuyoutState *s, int seat, char *out, size_t outlen);
/* The tray's line while the viewer is not deciding: the payout the table reads, or whose turn
 * it is ("" once the game is over). */
void bov_waiting_text(const BuyoutView *v, const ViewFrame *f, char *out, size_t outlen);
/* What a district would pay if the round ended now, in words (the district chip's tooltip). */
void bov_district_words(const ViewFrame *f, BuyoutRegion region, char *out, size_t outlen);
SDL_Color bov_region_colour(BuyoutRegion region);
/* The sprite of a block's ground in the district (its colour and paving). */
const char *bov_region_ground(BuyoutRegion region);
const char *bov_kind_sprite(int kind);

void bov_draw(BuyoutView *v, const ViewFrame *f);
/* A tile face (the owner's colour with the kind's picture) in r. */
void bov_draw_tile_face(Ui *ui, SDL_Rect r, int colour_index, int kind);
/* A building on the block r: its floors stacked in their owners' colours (a lit roof, a shaded
 * side, a shadow on the ground), a special top tile as its sign on the roof (a park fills the
 * block), and its height on a plate beside it. colours maps a seat to its palette index; lift
 * raises the top tile (a tile landing). */
void bov_draw_stack(Ui *ui, const int colours[BUYOUT_MAX_PLAYERS], const BuyoutStack *st,
                    SDL_Rect r, float lift);

extern const GameView buyout_view;
extern const char bov_help_text[];
int bov_draw_help_picture(Ui *ui, SDL_Rect area);

#endif
