/* Mint Bid: bid mints, alone or with a neighbour, for the locations of a new city; the two
 * winners share the location, laid in the block of cards between their seats.
 *
 * The rules of record are docs/rules/mintbid.md; the move notation is docs/notation-mintbid.md.
 *
 * Modes (from the player count and the option `ai`):
 *   3-6 players   the full game: blocks between neighbours, open and closed auctions, partners;
 *   2 players     no partners, open auctions only, each player builds an own area;
 *   2 players + an AI card: as 2 players, plus the AI as a mock third bidder with its own area;
 *   1 player + an AI card: solitaire against the AI.
 * The AI is not a seat: its die rolls and decisions happen inside apply(), so to_move() is always
 * a real seat or GAME_OVER.
 *
 * Table geometry. Seats sit in a ring; the next seat (seat + 1) is the left neighbour and plays
 * next. In the full game *area* i is the block between seat i and its left neighbour seat i + 1,
 * and both control it. In the two-player modes area i is seat i's own area; with an AI card the
 * AI's area comes after the players' (area 2, or area 1 in solitaire). Areas are named A, B, C..
 * in moves. Every area is a grid two rows high; its cards always start at internal column 0 (the
 * grid shifts right when a card is laid to the left of everything). In moves, columns count from
 * 1 at the leftmost card; column 0 and column width + 1 open a new column on either side.
 *
 * A view reads MintBidState directly (a flat struct) through the helpers below, but must show a
 * closed bid only where mintbid_secret_visible() allows it, and never the order or contents of
 * the deck or the unused cards. */
#ifndef MOGULS_MINTBID_H
#define MOGULS_MINTBID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define MB_CARDS 30
#define MB_ROWS 2
#define MB_COLS 32 /* internal grid width; no area ever holds more than 21 cards */
#define MB_AREAS_MAX 6
#define MB_AI MAX_SEATS /* the AI's index wherever a seat or the AI may stand ("who") */
#define MB_AI_BIT (1u << MB_AI)
#define MB_NOBODY (-1)
#define MB_FORCED_ROLLS_MAX 16

typedef enum MintBidType { MB_DEED, MB_UTILITY, MB_PRODUCTION, MB_CULTURE, MB_TYPES } MintBidType;
typedef enum MintBidColour { MB_GREEN, MB_BLUE, MB_PINK, MB_YELLOW } MintBidColour;

typedef struct MintBidCard {
    const char *name;
    int8_t type;  /* MintBidType */
    int8_t vp;    /* victory points, 1..6 */
    int8_t left;  /* mint colour on the left side as printed */
    int8_t right; /* and on the right side */
} MintBidCard;

/* The 30 locations; a card's id is its printed number minus 1. */
extern const MintBidCard mintbid_cards[MB_CARDS];

typedef enum MintBidMode {
    MB_MODE_FULL,   /* 3-6 players */
    MB_MODE_TWO,    /* 2 players */
    MB_MODE_TWO_AI, /* 2 players and an AI card */
    MB_MODE_SOLO    /* 1 player against an AI card */
} MintBidMode;

typedef enum MintBidAiCard {
    MB_AI_NONE,
    MB_AI_DEVELOPER,     /* favourite: Deed */
    MB_AI_ENGINEER,      /* Utility */
    MB_AI_INDUSTRIALIST, /* Production */
    MB_AI_CURATOR        /* Culture */
} MintBidAiCard;

/* Which tables an AI card plays and how hard (option `strength`; all but printed are our own
 * additions, docs/rules/mintbid.md). */
typedef enum MintBidStrength {
    MB_STRENGTH_PRINTED,  /* the tables printed on the cards (the default) */
    MB_STRENGTH_BALANCED, /* two players only: our balanced two-player tables */
    MB_STRENGTH_TOUGH,    /* every raise and bid one mint higher (balanced tables with two) */
    MB_STRENGTH_RUTHLESS, /* as tough, and it rolls three dice and acts on the highest */
    MB_STRENGTH_STANDARD  /* older versions' default, kept for their saves: printed solitaire
                           * tables, balanced two-player ones; never offered in the lobby */
} MintBidStrength;

#define MB_AI_DICE_MAX 3 /* dice a ruthless AI card throws at once */

/* What an AI roll made the AI do. */
typedef enum MintBidAiAction {
    MB_AI_ACT_NONE,
    MB_AI_ACT_WITHDRAW, /* solitaire W */
    MB_AI_ACT_RAISE,    /* solitaire R1/R2 (and S off its favourite type) */
    MB_AI_ACT_TAKE,     /* solitaire S on its favourite type: it takes the location at once */
    MB_AI_ACT_PASS,     /* two-player P */
    MB_AI_ACT_BID       /* two-player +k */
} MintBidAiAction;

/* One cell of the AI card's table in play (its mode, card and strength): what a roll tells it. */
typedef struct MintBidAiCell {
    int8_t action; /* solitaire: MB_AI_ACT_WITHDRAW, _RAISE or _TAKE (S); two players: _PASS or
                    * _BID */
    int8_t step;   /* _RAISE: the raise over your bid; _TAKE: the raise off its favourite type;
                    * _BID: k of +k, the bid over the price (one more on its favourite type) */
} MintBidAiCell;

typedef enum MintBidPhase {
    MB_PHASE_PICK,          /* the auctioneer picks a location and open or closed */
    MB_PHASE_OPEN,          /* open auction: seat auction.turn bids, passes or withdraws */
    MB_PHASE_PROPOSAL,      /* the asked neighbour agrees to a partner bid or refuses */
    MB_PHASE_SECRET,        /* closed auction: one seat at a time chooses a hidden bid */
    MB_PHASE_CHOOSE_WINNER, /* closed tie without the auctioneer: it picks the winner */
    MB_PHASE_SHARE,         /* a lone winner picks the neighbour to share with */
    MB_PHASE_AI_ANSWER,     /* two players + AI: each player may once outbid the AI */
    MB_PHASE_SOLO_BID,      /* solitaire: bid 1 or withdraw */
    MB_PHASE_SOLO_ANSWER,   /* solitaire: the AI raised; raise above it or withdraw */
    MB_PHASE_PLACE,         /* the placer lays the won location */
    MB_PHASE_DEED,          /* end: the Deed holder lays the drawn location */
    MB_PHASE_UTILITY,       /* end: the Utility holder moves one location or skips */
    MB_PHASE_PRODUCTION,    /* end: the Production holder rotates one location or skips */
    MB_PHASE_OVER
} MintBidPhase;

/* Where a card is. */
enum { MB_IN_DECK, MB_IN_BLOCK, MB_ON_AUCTION, MB_ON_TABLE, MB_UNUSED, MB_OUT };

typedef struct MintBidArea {
    int8_t cell[MB_ROWS][MB_COLS]; /* card id, or -1 */
    int8_t width;                  /* columns in use: 0..width-1 */
    int8_t count;                  /* cards in the area */
    uint8_t controllers;           /* bit per seat, MB_AI_BIT for the AI */
} MintBidArea;

typedef struct MintBidAuction {
    int8_t card; /* the location on auction, -1 between auctions */
    bool closed; /* closed (secret) auction */
    /* open auction */
    int8_t turn;          /* seat to act */
    int8_t high;          /* the current bid (0: nobody has opened yet) */
    int8_t high_seat[2];  /* its members; [1] is -1 for a lone bid */
    int8_t high_share[2]; /* what each member put in */
    int8_t high_bidder;   /* the member who made it */
    uint8_t withdrawn;    /* bit per seat */
    uint8_t asked;        /* neighbours who refused the seat to act during this turn */
    int8_t prop_from, prop_to, prop_share_from, prop_share_to; /* the proposal awaiting answer */
    /* closed auction */
    int8_t secret[MAX_SEATS]; /* chosen bids; -1 not yet chosen */
    int8_t secrets_in;        /* how many seats have chosen */
    bool revealed;
    uint8_t candidates; /* a tie: seats the auctioneer may name the winner (bit per seat) */
    /* the outcome */
    int8_t winner;      /* a lone or tie winner who picks the neighbour to share with */
    uint8_t share_ok;   /* which sides the winner may pick: bit 0 left, bit 1 right */
    int8_t win_seat[2]; /* the winners; [1] -1 when one seat takes it (two players) */
    int8_t win_pay[2];  /* what each pays */
    int8_t placer;      /* the seat that lays the location */
    int8_t area;        /* where it goes */
    /* two players + AI: the answers to the AI's bid */
    int8_t answer_seat; /* seat to answer */
    int8_t answers;     /* answers given */
    int8_t best;        /* the highest bid so far (the AI's or a player's) */
    int8_t best_seat;   /* the player holding it, or MB_AI */
    bool free_take;     /* two players: nobody could open; the auctioneer gets it for nothing */
} MintBidAuction;

/* The last location won, for the log and a view's highlight. */
typedef struct MintBidWin {
    int8_t card;
    int8_t seat[2]; /* winners (MB_AI for the AI); [1] -1 when alone */
    int8_t pay[2];
    bool free;   /* two players: nobody opened; the auctioneer took it for nothing */
    bool shared; /* a lone winner paid it all and shares it with seat[1] */
} MintBidWin;

typedef struct MintBidState {
    GameState base;
    Rng rng;
    MintBidMode mode;
    MintBidAiCard ai;
    MintBidPhase phase;
    int8_t area_count;
    int8_t ai_area; /* -1 without an AI card */
    int8_t income;  /* per round */
    int8_t block_size;

    /* the cards */
    int8_t where[MB_CARDS];                                             /* MB_IN_DECK .. MB_OUT */
    int8_t card_area[MB_CARDS], card_col[MB_CARDS], card_row[MB_CARDS]; /* MB_ON_TABLE only */
    bool rotated[MB_CARDS]; /* turned 180 degrees: left and right colours swap */
    int8_t deck[MB_CARDS];  /* the top card is deck[deck_count - 1] (hidden order) */
    int8_t deck_count;
    int8_t block[MB_CARDS]; /* the auction block, face up */
    int8_t block_count;
    MintBidArea area[MB_AREAS_MAX];

    /* the players */
    int16_t mints[MAX_SEATS];
    int16_t income_total[MAX_SEATS], roll_total[MAX_SEATS], paid_total[MAX_SEATS];
    int8_t auctioneer;
    int8_t round;     /* 1.. */
    int8_t last_roll; /* the die of the last roll step, 0 before the first */
    int8_t rolls;     /* roll steps so far */

    MintBidAuction auction;
    MintBidWin last_win;
    int8_t wins; /* locations won so far */
    /* for the log: the seats passed over in the last move because they could not beat a bid
     * (bit per seat), and that bid; kept apart from the auction, which may end in the same move */
    uint8_t passed_over;
    int8_t passed_over_bid;

    /* the AI card */
    int8_t ai_strength; /* MintBidStrength */
    int8_t ai_roll;     /* its last die roll (the one it acted on), 0 before the first */
    int8_t ai_dice[MB_AI_DICE_MAX]; /* the dice of that roll as thrown (one unless ruthless) */
    int8_t ai_dice_count;
    int8_t ai_action;
    int8_t ai_bid;   /* what it bid on its last roll (0: none) */
    int8_t ai_rolls; /* how many times it rolled */

    /* the end */
    int8_t holder[MB_TYPES]; /* who holds each ability: a seat, MB_AI or MB_NOBODY */
    int8_t deed_card;        /* the location the Deed drew, -1 none */
    bool deed_unused;        /* the AI held the Deed but could not win with it, so left it */
    int8_t utility_move[2];  /* card moved by the Utility (card, area), -1 none; for the log */
    int8_t rotated_card;     /* card turned by the Production, -1 none */

    /* tests only: die results to use before the generator's (see mintbid_test_force_rolls) */
    int8_t forced[MB_FORCED_ROLLS_MAX];
    int8_t forced_count;
    int16_t plies;
} MintBidState;

/* Moves as codes (core/movecode.h): the verb in bits 0-7, then up to five small numbers, 8 bits
 * each (field i in bits 8 + 8i): card ids and seats 0-based, areas 0 = A, columns and rows as in
 * the notation, sides 0 = left and 1 = right. */
typedef enum MintBidVerb {
    MB_VERB_AUCTION_OPEN,   /* card */
    MB_VERB_AUCTION_CLOSED, /* card */
    MB_VERB_BID,            /* amount */
    MB_VERB_BID_WITH,       /* own share, the partner's share, side */
    MB_VERB_PASS,
    MB_VERB_WITHDRAW,
    MB_VERB_AGREE,
    MB_VERB_REFUSE,
    MB_VERB_SECRET, /* amount */
    MB_VERB_WINNER, /* seat */
    MB_VERB_SHARE,  /* side */
    MB_VERB_RAISE,
    MB_VERB_PLACE, /* area, column, row */
    MB_VERB_SKIP,
    MB_VERB_MOVE,  /* area, column, row, new column, new row */
    MB_VERB_ROTATE /* area, column, row */
} MintBidVerb;

static inline MoveCode mintbid_code(MintBidVerb verb, int a, int b, int c)
{
    return (MoveCode)verb | (MoveCode)(a & 255) << 8 | (MoveCode)(b & 255) << 16 |
           (MoveCode)(c & 255) << 24;
}
static inline MoveCode mintbid_move_code(int area, int col, int row, int new_col, int new_row)
{
    return mintbid_code(MB_VERB_MOVE, area, col, row) | (MoveCode)(new_col & 255) << 32 |
           (MoveCode)(new_row & 255) << 40;
}
static inline MintBidVerb mintbid_code_verb(MoveCode code)
{
    return (MintBidVerb)(code & 255);
}
static inline int mintbid_code_field(MoveCode code, int i)
{
    return (int)(code >> (8 + 8 * i) & 255);
}

extern const GameRules mintbid_rules;
/* The state's fields for the text of a state (core/snapshot.h; schema.c). */
extern const struct StateSchema mintbid_schema;
extern const GameBotHooks mintbid_bot_hooks;

/* ---- cards ----
 * Names in the player's language (gettext; English where no catalogue is bound, as in the
 * headless commands). mintbid_cards[].name is the English name, which mintbid_parse_card reads. */
const char *mintbid_type_name(int type);     /* "Deed" .. "Culture" */
const char *mintbid_colour_name(int colour); /* "green" .. */
const char *mintbid_ai_name(int ai);         /* "The Developer" .. ("" for none) */
const char *mintbid_card_name(int card);     /* "Harbor" */
int mintbid_ai_favourite(int ai);            /* its favourite MintBidType */
/* A card's mint colour on its left / right side as it lies now (rotation included). */
int mintbid_left_colour(const MintBidState *s, int card);
int mintbid_right_colour(const MintBidState *s, int card);
/* A card from its printed number ("13") or its name ("Harbor", case-insensitive); -1 if none. */
int mintbid_parse_card(const char *text);

/* ---- the AI card ---- */
/* The cell of the table in play for a die roll (1..6): what the AI does on it. */
MintBidAiCell mintbid_ai_cell(const MintBidState *s, int roll);
/* Whether the game plays our balanced two-player tables rather than the printed ones. */
bool mintbid_ai_balanced(const MintBidState *s);

/* ---- the table ---- */
/* A seat's left neighbour (who plays next) and right neighbour. */
static inline int mintbid_left_of(const MintBidState *s, int seat)
{
    return (seat + 1) % s->base.players;
}
static inline int mintbid_right_of(const MintBidState *s, int seat)
{
    return (seat + s->base.players - 1) % s->base.players;
}
/* Whether `who` (a seat or MB_AI) controls the area. */
bool mintbid_controls(const MintBidState *s, int area, int who);
/* The area between two neighbouring seats in the full game; -1 if they are not neighbours. */
int mintbid_block_between(const MintBidState *s, int a, int b);
/* Whether a card may be laid at notation column `col` (0..width+1) and row `row` (1..2) of an
 * area: an empty spot touching a card of the area on a side (anywhere in an empty area). */
bool mintbid_can_place(const MintBidState *s, int area, int col, int row, char *err, size_t errlen);
/* Every legal spot as pairs (col, row) in notation; returns how many (at most 2 * MB_COLS). */
int mintbid_place_spots(const MintBidState *s, int area, int cols[], int rows[]);
/* The card at notation column col (1..width), row 1..2; -1 if empty or outside. */
int mintbid_card_at(const MintBidState *s, int area, int col, int row);
/* Matches in one area: neighbours in a row whose touching mint colours are equal. */
int mintbid_area_matches(const MintBidState *s, int area);
/* The matches area `area` would have with `card` laid at notation (col, row), a spot
 * mintbid_can_place allows. */
int mintbid_matches_if_laid(const MintBidState *s, int area, int card, int col, int row);

/* ---- per seat (or MB_AI) ---- */
int mintbid_matches(const MintBidState *s, int who);   /* matches controlled */
int mintbid_locations(const MintBidState *s, int who); /* locations controlled */
int mintbid_type_count(const MintBidState *s, int who, int type);
int mintbid_location_vp(const MintBidState *s, int who);   /* VP printed on them */
int mintbid_culture_bonus(const MintBidState *s, int who); /* once the Culture is awarded */
/* The score: location VP + matches + Culture bonus. */
int mintbid_vp(const MintBidState *s, int who);
/* Who has strictly the most locations of the type now (MB_NOBODY on a tie). */
int mintbid_majority(const MintBidState *s, int type);

/* ---- hidden information ---- */
/* Whether `viewer` (-1: a spectator) may see seat's closed bid: its own, or once revealed. */
bool mintbid_secret_visible(const MintBidState *s, int seat, int viewer);
/* The seat to act. */
int mintbid_to_move(const MintBidState *s);

/* ---- lessons (points.c) ----
 * Whether the board shows the thing a lesson names now (GameRules.pointable): "block",
 * "controls", "die", "deck", "auctioneer", "ai card", "panel N", "area A", "card 13" (a location
 * on the block or the table) and "spot A 2 1" (a lit spot for the card being laid). */
bool mintbid_pointable(const GameState *s, const char *name);

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* ---- for tests only ----
 * mintbid_test_begin: clears the table (every card not in `deck` becomes unused, except those
 * already out of the game), sets every seat's mints to 0 and the ledgers with them, puts `deck`
 * (top card first) as the deck and starts a round with `auctioneer`: income is paid and the
 * auction block dealt from the top of the deck. */
void mintbid_test_begin(MintBidState *s, const int *deck, int deck_count, int auctioneer);
/* Lays a card (taken from wherever it is) at internal column col (0-based, the grid is not
 * shifted) and row (0 top, 1 bottom) of an area, rotated or not. False if the spot is taken. */
bool mintbid_test_put(MintBidState *s, int card, int area, int col, int row, bool rotated);
/* Sets a seat's mints, keeping the conservation ledger consistent. */
void mintbid_test_set_mints(MintBidState *s, int seat, int mints);
/* Takes a card out of the game (neither dealt nor drawable by the Deed). */
void mintbid_test_remove(MintBidState *s, int card);
/* Die results (1..6) used, in order, before the state's generator draws any (the round's roll,
 * the AI's rolls). */
void mintbid_test_force_rolls(MintBidState *s, const int *rolls, int count);
/* Ends the game now: the deck and the block are emptied and the end-of-game abilities begin. */
void mintbid_test_end_game(MintBidState *s);
#endif

#endif
