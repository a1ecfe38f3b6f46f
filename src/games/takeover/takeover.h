/* Takeover (piecepack): merge corporations on a 6 x 4 grid of tiles; coins are cash or stocks.
 *
 * The rules of record are docs/rules/takeover.md; the move notation is in docs/notation.md.
 *
 * Pieces: 24 tiles and 24 coins, one of each per suit (suns, moons, crowns, arms) and value
 * (null, ace, 2, 3, 4, 5). A tile and a coin share one id: suit * 6 + value, so coin c is the
 * stock of tile c. Cells are numbered row * 6 + column; a cell holds a stack of tiles (a
 * corporation), listed bottom to top.
 *
 * A view reads TakeoverState directly (it is a flat struct) through the helpers below, but must
 * show the sides of coins only where takeover_side_known() says the viewer knows them. */
#ifndef MOGULS_TAKEOVER_H
#define MOGULS_TAKEOVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define TK_SUITS 4
#define TK_VALUES 6  /* null, ace, 2, 3, 4, 5 */
#define TK_PIECES 24 /* tiles, and coins: one per suit and value */
#define TK_COLS 6
#define TK_ROWS 4
#define TK_CELLS (TK_COLS * TK_ROWS)

enum { TK_SUNS, TK_MOONS, TK_CROWNS, TK_ARMS };
enum { TK_NULL, TK_ACE }; /* values 2..5 are themselves */

/* Coin owners besides a seat 0..players-1. */
#define TK_POOL (-1)    /* not drafted yet */
#define TK_DISCARD (-2) /* spent as payment, or a used penny stock */

/* Bits of TakeoverState.known[coin]: one per seat that knows the coin's side, and this one
 * once the side is public (then every seat's bit is set too). */
#define TK_KNOWN_PUBLIC (1u << MAX_SEATS)

typedef enum TakeoverPhase {
    TK_PHASE_DRAFT,  /* seats take coins in snake order */
    TK_PHASE_STOCKS, /* one seat at a time chooses, in secret, which coins are stocks */
    TK_PHASE_PLAY,   /* the seat whose turn it is offers a trade, merges or passes */
    TK_PHASE_TRADE,  /* the receiver of an offer accepts or declines */
    TK_PHASE_OVER
} TakeoverPhase;

typedef enum TakeoverEnd {
    TK_END_NONE,
    TK_END_PASSES,   /* every player passed in succession */
    TK_END_NO_MERGE, /* no player had a merge they could pay for */
} TakeoverEnd;

typedef struct TakeoverState {
    GameState base;
    Rng rng;
    TakeoverPhase phase;
    TakeoverEnd end;

    int8_t stack[TK_CELLS][TK_PIECES]; /* tile ids, bottom to top */
    int8_t height[TK_CELLS];           /* 0: an empty cell */
    int8_t tile_cell[TK_PIECES];       /* where each tile is */
    /* Kept with the board: the price of its cheapest merge and of its cheapest penny merge
     * (-1: none; the penny price only while no merge is free), which decide when the game ends. */
    int8_t cheapest, cheapest_penny;
    /* Also kept with the board, a bit per cell: the occupied cells, and those whose top tile is
     * of each suit and of each value (the merges and their prices are worked out on these). */
    uint32_t occupied, top_suit[TK_SUITS], top_value[TK_VALUES];

    int8_t owner[TK_PIECES];  /* per coin: a seat, TK_POOL or TK_DISCARD */
    bool stock[TK_PIECES];    /* per coin: suit side up (a stock); false: value side up (cash) */
    uint8_t known[TK_PIECES]; /* per coin: who knows its side (bit per seat, TK_KNOWN_PUBLIC) */

    int8_t starter;       /* the seat that drafted first; it also chooses and plays first */
    int8_t picks;         /* coins drafted so far */
    int8_t stocks_chosen; /* seats that made their secret choice, in order from the starter */
    int8_t turn;          /* play: the seat whose turn it is */
    int8_t passes;        /* consecutive passes (a trade then a pass is a pass) */
    bool offered;         /* the seat to play has made its one offer this turn */

    /* The offer awaiting an answer (TK_PHASE_TRADE), or the last one answered. */
    int8_t offer_from, offer_to;
    uint32_t offer_give; /* coins the proposer gives (bit per coin id) */
    uint32_t offer_get;  /* coins the proposer asks for */

    int8_t last_from, last_to; /* cells of the last merge (-1: none yet), for highlighting */
    int16_t plies;             /* moves applied since the start */
} TakeoverState;

/* Moves as codes (core/movecode.h). The verb is in bits 0-3; small fields a (bits 4-8), b (bits
 * 9-13) and c (bits 14-18); coin sets (a bit per coin id) in bits 16-39 ("give") and 40-63
 * ("pay"):
 *   take:    a = the coin
 *   stocks:  pay = the stocks
 *   merge:   a = from, b = to, pay = the payment (0: free)
 *   penny:   a = from, b = to, c = the penny coin, pay = the payment
 *   offer:   a = the receiving seat, give = the coins offered, pay = the coins asked for
 * (an offer uses no c, so its give bits may overlap c's). */
typedef enum TakeoverVerb {
    TK_VERB_TAKE,
    TK_VERB_STOCKS,
    TK_VERB_MERGE,
    TK_VERB_PENNY,
    TK_VERB_OFFER,
    TK_VERB_ACCEPT,
    TK_VERB_DECLINE,
    TK_VERB_PASS
} TakeoverVerb;

static inline MoveCode takeover_code(TakeoverVerb verb, int a, int b, int c)
{
    return (MoveCode)verb | (MoveCode)(a & 31) << 4 | (MoveCode)(b & 31) << 9 |
           (MoveCode)(c & 31) << 14;
}
/* The payment part of a merge code (or'ed into it), also the stocks and an offer's request. */
static inline MoveCode takeover_code_with_pay(uint32_t coins)
{
    return (MoveCode)(coins & 0xFFFFFF) << 40;
}
static inline MoveCode takeover_stocks_code(uint32_t stocks)
{
    return TK_VERB_STOCKS | takeover_code_with_pay(stocks);
}
static inline MoveCode takeover_offer_code(int to, uint32_t give, uint32_t get)
{
    return takeover_code(TK_VERB_OFFER, to, 0, 0) | (MoveCode)(give & 0xFFFFFF) << 16 |
           takeover_code_with_pay(get);
}
static inline TakeoverVerb takeover_code_verb(MoveCode code)
{
    return (TakeoverVerb)(code & 15);
}
static inline int takeover_code_a(MoveCode code)
{
    return (int)(code >> 4 & 31);
}
static inline int takeover_code_b(MoveCode code)
{
    return (int)(code >> 9 & 31);
}
static inline int takeover_code_c(MoveCode code)
{
    return (int)(code >> 14 & 31);
}
static inline uint32_t takeover_code_give(MoveCode code)
{
    return (uint32_t)(code >> 16 & 0xFFFFFF);
}
static inline uint32_t takeover_code_pay(MoveCode code)
{
    return (uint32_t)(code >> 40 & 0xFFFFFF);
}

extern const GameRules takeover_rules;
/* The state's fields for the text of a state (core/snapshot.h; schema.c). */
extern const struct StateSchema takeover_schema;
extern const GameBotHooks takeover_bot_hooks;

/* ---- pieces and names ---- */
static inline int tk_suit(int piece)
{
    return piece / TK_VALUES;
}
static inline int tk_value(int piece)
{
    return piece % TK_VALUES;
}
static inline int tk_piece(int suit, int value)
{
    return suit * TK_VALUES + value;
}
static inline int tk_cell(int col, int row)
{
    return row * TK_COLS + col;
}
static inline int tk_col(int cell)
{
    return cell % TK_COLS;
}
static inline int tk_row(int cell)
{
    return cell / TK_COLS;
}

/* "suns", "moons", "crowns", "arms" (the art's file names: never translated) */
const char *takeover_suit_name(int suit);
/* "null", "ace", "2" .. "5" */
const char *takeover_value_name(int value);
/* Short coin/tile name: suit letter s m c a + value letter n a 2 3 4 5 ("s3", "mn"). */
void takeover_coin_text(int piece, char out[3]);
/* Long name for players (translated): "the 3 of moons", "the null of arms". */
void takeover_piece_long_name(int piece, char *out, size_t outlen);
/* Long names of a coin set, in id order, as a list (translated): "the 3 of suns, the ace of
 * moons and the 5 of arms", or "nothing". */
void takeover_coin_names(uint32_t coins, StrBuf *out);
/* A coin/tile id from its short name ("1" also reads as the ace); -1 if it is not one. */
int takeover_parse_coin(const char *text);
/* Cell name: column a-f + row 1-4 ("b2"). */
void takeover_cell_text(int cell, char out[3]);
/* A cell from its name; -1 if it is not one. */
int takeover_parse_cell(const char *text);

/* ---- the board ---- */
TakeoverPhase takeover_phase(const TakeoverState *s);
/* The tile on top of a cell; -1 if the cell is empty. */
static inline int takeover_top(const TakeoverState *s, int cell)
{
    return s->height[cell] ? s->stack[cell][s->height[cell] - 1] : -1;
}
/* True if the top tile of a corporation is this tile. */
bool takeover_tops(const TakeoverState *s, int tile);
/* What the stock of `tile` is worth now: the tile's value + 1 per other tile under it if it tops
 * a stack; 0 if it is covered. */
int takeover_stock_worth(const TakeoverState *s, int tile);
/* The cost of moving the stack on `from` onto `to` (their geometry is not checked): 0 for the
 * same suit or onto a null, else the value of the top tile of `to`. -1 if a cell is empty. */
static inline int takeover_merge_cost(const TakeoverState *s, int from, int to)
{
    int mover = takeover_top(s, from), target = takeover_top(s, to);
    if (mover < 0 || target < 0)
        return -1;
    if (tk_suit(mover) == tk_suit(target) || tk_value(target) == TK_NULL)
        return 0;
    return tk_value(target);
}
/* Checks the geometry of a merge: `penny` false: two occupied cells next to each other; true:
 * in one row or column with at least one cell between them, all empty. False with the reason. */
bool takeover_merge_shape(const TakeoverState *s, int from, int to, bool penny, char *err,
                          size_t errlen);
/* Each cell's neighbour to the right, left, below and above (the order merges are listed in);
 * -1 off the board. */
extern const int8_t takeover_neighbours[TK_CELLS][4];
/* The cells the stack on `from` may move onto (normal merges, or penny merges), ignoring cost;
 * returns the count written to out (at most 4). Inline: the bots ask millions of times. */
static inline int takeover_merge_targets(const TakeoverState *s, int from, bool penny, int out[4])
{
    int count = 0;
    if (!s->height[from])
        return 0;
    for (int d = 0; d < 4; d++) {
        int cell = takeover_neighbours[from][d];
        if (!penny) {
            if (cell >= 0 && s->height[cell])
                out[count++] = cell;
            continue;
        }
        if (cell < 0 || s->height[cell])
            continue; /* a penny merge jumps at least one empty cell */
        while (cell >= 0 && !s->height[cell])
            cell = takeover_neighbours[cell][d];
        if (cell >= 0)
            out[count++] = cell;
    }
    return count;
}

/* ---- coins (call these for the viewing seat only: they read hidden sides) ---- */
/* True if `viewer` (-1: a spectator) may see the side of `coin`. */
bool takeover_side_known(const TakeoverState *s, int coin, int viewer);
/* Coins a seat holds (bit per coin id). */
uint32_t takeover_hand(const TakeoverState *s, int seat);
/* A seat's cash coins (value side up) that can pay, i.e. not nulls. */
uint32_t takeover_cash_coins(const TakeoverState *s, int seat);
/* The total value of a seat's cash. */
int takeover_cash(const TakeoverState *s, int seat);
/* A value-up null coin the seat holds (a penny stock it may spend), or -1. */
int takeover_penny_coin(const TakeoverState *s, int seat);
/* A payment of at least `cost` from the seat's cash, as little overpay as possible and then as
 * few coins as possible: a coin mask, 0 if the cost is 0 or the seat cannot afford it. */
uint32_t takeover_suggest_payment(const TakeoverState *s, int seat, int cost);
/* "s3,m1" for a coin mask, in id order ("" for none). */
void takeover_format_coins(uint32_t coins, char *out, size_t outlen);
/* Parses "s3,m1" (or "none") into a coin mask; false with the reason on an unknown or doubled
 * coin. */
bool takeover_parse_coins(const char *text, uint32_t *coins, char *err, size_t errlen);

/* Every merge the seat can pay for now, normal and (holding a penny stock) penny ones, each with
 * every minimal payment (no coin could be left out; cash coins of one value count as one). */
void takeover_list_merges(const TakeoverState *s, int seat, CodeList *out);
/* GameBotHooks.random_code: the random bot's move, the one it would draw from the listing. */
bool takeover_random_code(const GameState *state, Rng *rng, MoveCode *move_out);

/* ---- lessons (points.c) ---- */
/* GameRules.pointable: whether the board shows a thing of this name now ("cell c3", "coin s5",
 * "card 2", "pool", "tray", "passes", and the buttons "confirm", "pass", "trade", "accept",
 * "decline"; docs/lessons.md). */
bool takeover_pointable(const GameState *state, const char *name);

/* ---- scoring ---- */
int takeover_stock_total(const TakeoverState *s, int seat);
int takeover_cash_total(const TakeoverState *s, int seat); /* nulls count 0 */

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* ---- for tests only ----
 * Replaces the state of a game by a position in play. `grid` lists the 24 cells a1 b1 .. f1 a2
 * .. f4, whitespace-separated: "." for an empty cell, or a stack bottom to top joined by '/'
 * ("sn/m3/s2": the 2 of suns on top). hands[seat]: that seat's coins, comma-separated, a '*'
 * after a coin making it a stock ("s3*,ma"); coins in no hand are discarded. Every tile must
 * appear exactly once. `first` is the seat to play (also the draft starter). Every coin's side
 * is known only to its owner. False with the reason on a malformed layout. */
bool takeover_test_setup(TakeoverState *s, const char *grid, const char *const *hands, int first,
                         char *err, size_t errlen);
#endif

#endif
