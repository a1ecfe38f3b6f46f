/* Buyout!: build on a city of six regions, buy out rivals, collect a payout every round.
 *
 * The rules of record are docs/rules/buyout.md; the move notation is in docs/notation.md
 * ("## Buyout!"). Money is kept in whole $1,000 units everywhere (6 means $6,000), scores too.
 *
 * BuyoutState is flat (no pointers): a clone is a memcpy. Everything a board view needs is public
 * here: the stacks on the 48 lots (owner and kind of every tile, bottom first), each seat's hand
 * and bag counts, money, the die holder, the phase, the last placement's payments and the last
 * round's payout region by region. A view must show only the viewer's own hand (others' hands are
 * secret; their sizes are public) and never the bag contents (only the bag sizes).
 *
 * describe_move gives one line per move, plus a line with the payout when the move ends a round
 * and a line with the final bonuses when it ends the game, separated by '\n'. */
#ifndef MOGULS_BUYOUT_H
#define MOGULS_BUYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define BUYOUT_COLS 8
#define BUYOUT_ROWS 6
#define BUYOUT_LOTS (BUYOUT_COLS * BUYOUT_ROWS)
#define BUYOUT_REGIONS 6
#define BUYOUT_MAX_PLAYERS 4
#define BUYOUT_KINDS 5
#define BUYOUT_TILES_PER_PLAYER 30
#define BUYOUT_HAND_SIZE 3
#define BUYOUT_START_MONEY 6 /* $6,000 */
/* A stack can never hold more than every tile in the game. */
#define BUYOUT_STACK_MAX (BUYOUT_TILES_PER_PLAYER * BUYOUT_MAX_PLAYERS)

/* Tile kinds, in the order of their notation letters "RPFDS". */
typedef enum BuyoutKind {
    BUYOUT_REGULAR = 0, /* R */
    BUYOUT_PARK = 1,    /* P */
    BUYOUT_ROOF = 2,    /* F */
    BUYOUT_STORE = 3,   /* D: department store */
    BUYOUT_SCAFFOLD = 4 /* S: scaffolding */
} BuyoutKind;

/* Regions, richest first. */
typedef enum BuyoutRegion {
    BUYOUT_DOWNTOWN = 0,
    BUYOUT_HARBOR = 1,
    BUYOUT_MIDTOWN = 2,
    BUYOUT_RIVERSIDE = 3,
    BUYOUT_OLD_TOWN = 4,
    BUYOUT_SUBURBS = 5
} BuyoutRegion;

typedef enum BuyoutPhase {
    BUYOUT_PHASE_PLACE,    /* the seat to move must place a tile, or pass if none can go */
    BUYOUT_PHASE_CONTINUE, /* it placed at least one: place another or "end" */
    BUYOUT_PHASE_SCAFFOLD, /* it just placed scaffolding: "move LOT" or "stay" */
    BUYOUT_PHASE_OVER
} BuyoutPhase;

typedef struct BuyoutTile {
    uint8_t seat; /* the tile's colour */
    uint8_t kind; /* BuyoutKind */
} BuyoutTile;

/* The building on a lot: tiles bottom first; height 0 is an empty lot. Its owner and kind are
 * those of the top tile. */
typedef struct BuyoutStack {
    uint8_t height;
    BuyoutTile tile[BUYOUT_STACK_MAX];
} BuyoutStack;

/* One region's part of a round payout. */
typedef struct BuyoutRegionPayout {
    int buildings[BUYOUT_MAX_PLAYERS]; /* buildings each seat owns in the region */
    int tallest_height;                /* 0: the region is empty */
    int tallest_seat;                  /* seat paid for the tallest building; -1 nobody */
    bool tallest_tied;                 /* the tallest height is held by different seats */
    int tallest_amount;                /* region value + height, or 0 */
    int most_seat;                     /* seat paid for the most buildings; -1 nobody */
    bool most_tied;                    /* the most buildings are shared by several seats */
    int most_amount;                   /* 2 per building, or 0 */
} BuyoutRegionPayout;

typedef struct BuyoutPayout {
    int round; /* 0: no payout yet */
    BuyoutRegionPayout region[BUYOUT_REGIONS];
    int total[BUYOUT_MAX_PLAYERS];
} BuyoutPayout;

/* What a single placement (or scaffolding move) cost, for the log and the view. */
typedef struct BuyoutSettlement {
    int seat;          /* who placed; -1 before the first placement */
    int from_lot;      /* a scaffolding move's source lot, else -1 */
    int lot;           /* where the tile (or the moved pair) went */
    int kind;          /* the placed kind (BUYOUT_SCAFFOLD for a move) */
    int buyout_seat;   /* the seat bought out, or -1 */
    int buyout_height; /* the height bought out */
    int buyout_amount; /* 2 x height, paid in full */
    /* The netted store charges between the placer and each other seat, positive when that seat
     * pays the placer: owed is what the rules asked, paid what cash allowed. */
    int owed[BUYOUT_MAX_PLAYERS];
    int paid[BUYOUT_MAX_PLAYERS];
    bool uncovered_store; /* a scaffolding move made a store on the source lot active again */
} BuyoutSettlement;

/* The end-of-game bonuses (filled when the game ends). */
typedef struct BuyoutFinal {
    int money_before[BUYOUT_MAX_PLAYERS];
    int tallest_bonus[BUYOUT_MAX_PLAYERS];
    int most_bonus[BUYOUT_MAX_PLAYERS];
    int tiles_sold[BUYOUT_MAX_PLAYERS];
    int tallest_height; /* tallest building on the board */
    int tallest_seat;   /* -1: nobody (no building, or a tie between different seats) */
    int most_seat;      /* -1: nobody */
    int most_count;
    bool ended_by_empty_round; /* else: a seat ran out of tiles */
} BuyoutFinal;

/* The board as payouts see it: each lot's height and owner (-1: empty). The bots change a copy
 * of it to weigh moves without copying the whole state. */
typedef struct BuyoutBoard {
    int8_t height[BUYOUT_LOTS];
    int8_t owner[BUYOUT_LOTS];
} BuyoutBoard;

typedef struct BuyoutState {
    GameState base;
    Rng rng; /* bag draws */
    BuyoutStack lot[BUYOUT_LOTS];
    /* Kept with the stacks, for the move lists, the costs and the payouts: each lot's height and
     * owner; the lots (a bit per lot) with a building, those topped by a park or a roof (where
     * nothing more may be built) and those topped by a department store; and the payout the
     * board would give if the round ended now (its round 0). */
    BuyoutBoard board;
    uint64_t built, closed, stores;
    int tallest; /* the height of the tallest building */
    BuyoutPayout standing;
    int hand[BUYOUT_MAX_PLAYERS][BUYOUT_KINDS]; /* secret: tile counts per kind */
    int bag[BUYOUT_MAX_PLAYERS][BUYOUT_KINDS];  /* secret contents; the total is public */
    /* Public: how many of a seat's hand tiles everyone knows are regular (the dealt starting
     * hand, until tiles that could be those are played). Used by determinize. */
    int known_regular[BUYOUT_MAX_PLAYERS];
    int money[BUYOUT_MAX_PLAYERS];
    int bank_paid;  /* everything the bank paid out: payouts, bonuses, sales */
    int round;      /* 1-based */
    int die_holder; /* seat that started this round */
    int current;    /* seat to move */
    int turns_done; /* turns finished this round */
    int round_placements;
    int turn_placements;
    BuyoutPhase phase;
    int scaffold_lot; /* BUYOUT_PHASE_SCAFFOLD: where the scaffolding was just placed */
    BuyoutSettlement last;
    BuyoutPayout payout; /* the last round's payout */
    BuyoutFinal final;
} BuyoutState;

/* The cost of putting a tile on a lot, as the rules would charge it now (for hover hints). */
typedef struct BuyoutCost {
    int buyout_seat;   /* -1 if no buyout */
    int buyout_amount; /* paid in full first */
    /* Netted store charges with each other seat, positive when that seat pays the placer
     * (before the $0 floor). */
    int net[BUYOUT_MAX_PLAYERS];
} BuyoutCost;

/* Moves as codes (core/movecode.h): the verb in bits 0-3, the tile kind of a placement in bits
 * 4-7 and the lot of a placement or scaffolding move in bits 8-15. */
typedef enum BuyoutVerb {
    BUYOUT_VERB_PLACE, /* "place K LOT" */
    BUYOUT_VERB_MOVE,  /* "move LOT" */
    BUYOUT_VERB_STAY,
    BUYOUT_VERB_END,
    BUYOUT_VERB_PASS
} BuyoutVerb;

static inline MoveCode buyout_code(BuyoutVerb verb, int kind, int lot)
{
    return (MoveCode)verb | (MoveCode)kind << 4 | (MoveCode)lot << 8;
}
static inline BuyoutVerb buyout_code_verb(MoveCode code)
{
    return (BuyoutVerb)(code & 15);
}
static inline int buyout_code_kind(MoveCode code)
{
    return (int)(code >> 4 & 15);
}
static inline int buyout_code_lot(MoveCode code)
{
    return (int)(code >> 8 & 255);
}

extern const GameRules buyout_rules;
/* The state's fields for the text of a state (core/snapshot.h; schema.c). */
extern const struct StateSchema buyout_schema;
extern const GameBotHooks buyout_bot_hooks;

/* ---- the board ---- */
static inline int buyout_lot_at(int col, int row)
{
    return row * BUYOUT_COLS + col;
}
static inline int buyout_lot_col(int lot)
{
    return lot % BUYOUT_COLS;
}
static inline int buyout_lot_row(int lot)
{
    return lot / BUYOUT_COLS;
}
/* "3C" (column 1-8, row A-F); out must hold 3 bytes. */
void buyout_lot_name(int lot, char out[3]);
/* Parses "3C" (case-insensitive); -1 if it is no lot. */
int buyout_parse_lot(const char *text);
/* The region of each lot (row by row). */
extern const uint8_t buyout_lot_regions[BUYOUT_LOTS];
static inline BuyoutRegion buyout_region_of(int lot)
{
    return (BuyoutRegion)buyout_lot_regions[lot];
}
/* "Old Town": the name in English (the lessons' pointers, the JSON); shown as its translation. */
const char *buyout_region_name(BuyoutRegion region);
/* The lots of a region; returns how many (at most 10). */
int buyout_region_lots(BuyoutRegion region, int out[10]);
int buyout_region_value(BuyoutRegion region); /* in $1,000 */
/* Fills out[] with the orthogonal neighbours; returns how many (2-4). */
int buyout_neighbours(int lot, int out[4]);

/* ---- tiles ---- */
char buyout_kind_letter(BuyoutKind kind);
const char *buyout_kind_name(BuyoutKind kind); /* "department store", in English (shown: _()) */
/* 'R','P','F','D','S' (either case) to a kind; -1 otherwise. */
int buyout_parse_kind(char letter);

/* ---- reading a state ---- */
static inline int buyout_height(const BuyoutState *s, int lot)
{
    return s->lot[lot].height;
}
/* The owner of the building on a lot; -1 if empty. */
static inline int buyout_owner(const BuyoutState *s, int lot)
{
    const BuyoutStack *st = &s->lot[lot];
    return st->height ? st->tile[st->height - 1].seat : -1;
}
/* The kind of the building (its top tile); -1 if empty. */
static inline int buyout_top_kind(const BuyoutState *s, int lot)
{
    const BuyoutStack *st = &s->lot[lot];
    return st->height ? st->tile[st->height - 1].kind : -1;
}
/* The tiles of every kind in a count per kind. */
static inline int buyout_kinds_total(const int counts[BUYOUT_KINDS])
{
    int n = 0;
    for (int k = 0; k < BUYOUT_KINDS; k++)
        n += counts[k];
    return n;
}
static inline int buyout_hand_count(const BuyoutState *s, int seat)
{
    return buyout_kinds_total(s->hand[seat]);
}
static inline int buyout_bag_count(const BuyoutState *s, int seat)
{
    return buyout_kinds_total(s->bag[seat]);
}
/* Hand plus bag: the tiles a seat has not placed yet (public). */
static inline int buyout_tiles_left(const BuyoutState *s, int seat)
{
    return buyout_hand_count(s, seat) + buyout_bag_count(s, seat);
}
/* One region's payout if the round ended now. */
void buyout_region_payout(const BuyoutState *s, BuyoutRegion region, BuyoutRegionPayout *out);
/* The payout the board would give if the round ended now (out->round = s->round). */
void buyout_compute_payout(const BuyoutState *s, BuyoutPayout *out);

void buyout_board_of(const BuyoutState *s, BuyoutBoard *out);
void buyout_board_region_payout(const BuyoutBoard *board, int players, BuyoutRegion region,
                                BuyoutRegionPayout *out);
/* A region's payout `before` once `seat` put a tile on a lot of it whose building had this
 * owner (-1: none) and height: the same as working it out on the changed board, in a few steps
 * (the bots weigh many placements). */
void buyout_region_after_placement(const BuyoutRegionPayout *before, BuyoutRegion region,
                                   int players, int owner, int height, int seat,
                                   BuyoutRegionPayout *out);
/* Adds (sign 1) or takes away (-1) a region's part of a payout's totals. */
static inline void buyout_region_count(const BuyoutRegionPayout *region, int sign, int *total)
{
    if (region->tallest_seat >= 0)
        total[region->tallest_seat] += sign * region->tallest_amount;
    if (region->most_seat >= 0)
        total[region->most_seat] += sign * region->most_amount;
}
/* Works region `region` of a payout out again for the board, and its totals with it. */
void buyout_payout_replace_region(const BuyoutBoard *board, int players, BuyoutRegion region,
                                  BuyoutPayout *payout);
/* "$12,000" from thousands. */
void buyout_format_money(int thousands, char *out, size_t outlen);

/* Whether `seat` may put a tile of `kind` on `lot` now (the hand and phase aside), and what it
 * would cost. For a scaffolding move pass kind BUYOUT_REGULAR (a regular tile's rules) and the
 * source lot as from_lot; else from_lot = -1. False with the reason when it is not allowed. */
bool buyout_placement_cost(const BuyoutState *s, int seat, BuyoutKind kind, int lot, int from_lot,
                           BuyoutCost *cost, char *err, size_t errlen);
/* The same without the cost or the reason: whether the placement is allowed. */
bool buyout_can_place(const BuyoutState *s, int seat, BuyoutKind kind, int lot, int from_lot);
/* The random player's move (GameBotHooks.random_code): the code legal_codes lists at the place
 * drawn over the list's length, made without the list. */
bool buyout_random_code(const GameState *g, Rng *rng, MoveCode *move_out);

/* The bots' one-ply greedy choice for the seat to move (bot.c): every legal move scored by its
 * effect on the projected money, blurred by `noise` (in $1,000; 0 for none). Reads only public
 * information and the mover's own hand. False when the game is over. */
bool buyout_greedy_move(const GameState *s, double noise, Rng *rng, char move_out[MOVE_MAX]);

/* ---- what a lesson's coach may point at (points.c; docs/lessons.md) ---- */
typedef enum BuyoutPointKind {
    BUYOUT_POINT_LOT,       /* "lot 3C" */
    BUYOUT_POINT_DISTRICT,  /* "district old town": its chip in the strip under the city */
    BUYOUT_POINT_DISTRICTS, /* the whole strip */
    BUYOUT_POINT_HAND,      /* the viewer's hand, under the city */
    BUYOUT_POINT_TILE,      /* "tile D": a tile of that kind in the hand of the seat to move */
    BUYOUT_POINT_CARD,      /* "card 2": a player's card, seats counted from 1 */
    BUYOUT_POINT_DIE,       /* the die, on the card of the seat that started the round */
    BUYOUT_POINT_END,       /* the buttons: End turn, Stay, Pass */
    BUYOUT_POINT_STAY,
    BUYOUT_POINT_PASS
} BuyoutPointKind;

typedef struct BuyoutPoint {
    BuyoutPointKind kind;
    int arg; /* the lot, district, tile kind or seat; -1 for the others */
} BuyoutPoint;

/* Parses a pointer's name; false if Buyout! has no such thing. */
bool buyout_point_parse(const char *name, BuyoutPoint *out);
/* GameRules.pointable: whether the board shows the thing now. */
bool buyout_pointable(const GameState *s, const char *name);

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* TEST ONLY: replaces the position by one described in text, keeping every tile accounted for
 * (all tiles go back to the bags, then the named ones are taken out). Space-separated items:
 *   3C:0R1D    the stack on lot 3C, bottom first, each tile a seat digit and a kind letter
 *   hand1:RRD  seat 1's hand (the rest of its tiles stay in its bag)
 *   money2:5   seat 2's money in $1,000 (money changed here is counted as bank payments)
 *   turn:1     the seat to move, die:0 the seat that started this round (default: turn)
 *   round:3    the round number
 * Lots and hands not named are empty. The phase becomes BUYOUT_PHASE_PLACE, nothing placed yet
 * this round, and no seat's hand is known to be regular. */
bool buyout_test_setup(BuyoutState *s, const char *text, char *err, size_t errlen);
#endif

#endif
