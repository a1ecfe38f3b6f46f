/* The Estates: auction floor cubes, rooftops, building permits, the mayor and a cancel cube;
 * build three rows of buildings; only completed rows pay.
 *
 * The rules of record are docs/rules/estates.md; the move notation is in docs/notation.md.
 *
 * Numbering: in this header and in EstatesState rows are 0..2 and lots 0..9 (lot 0 is next to
 * Main Street). Move texts and log lines count from 1 (row 1..3, lot 1..10).
 *
 * Pieces: a floor cube's id is colour * 6 + (value - 1) (0..35); a rooftop's id is 0..11 with
 * value id / 2 + 1 (two of each value 1..6); permit p (0..2) has value p + 1.
 *
 * A view reads EstatesState directly (a flat struct) and the helpers below. Money in hand is the
 * one secret, and it never scores (a score is buildings plus the cash box, whose checks everyone
 * counts): show a seat's `hand` only where estates_money_visible() says so.
 *
 * describe() (JSON) counts rows, lots and permit lots from 1 like the moves, with 0 for "none"
 * (a row without a permit has "permit_lot":0; "last":[0,0] before any placement); hidden money
 * is null; auction bids are -1 (not asked yet), 0 (passed) or the amount. */
#ifndef MOGULS_ESTATES_H
#define MOGULS_ESTATES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define EST_COLOURS 6
#define EST_VALUES 6
#define EST_CUBES (EST_COLOURS * EST_VALUES) /* 36 */
#define EST_ROOFS 12
#define EST_PERMITS 3
#define EST_ROWS 3
#define EST_LOTS 10
#define EST_STACK_MAX 6 /* values 6..1 strictly falling upward */
#define EST_DISPLAY_ROWS 3
#define EST_DISPLAY_LEN 8
#define EST_BASE_REQUIREMENT 4
#define EST_START_MONEY 12 /* $12M; 1 = $1M */
#define EST_ROUNDS_MAX 5

enum { EST_BLUE, EST_RED, EST_YELLOW, EST_GREEN, EST_PURPLE, EST_WHITE };

/* Where a floor cube is. */
typedef enum EstatesCubePlace {
    EST_CUBE_BOX,     /* not drawn for this round */
    EST_CUBE_DISPLAY, /* in the display beside the board */
    EST_CUBE_AUCTION, /* taken from the display, under auction or waiting to be placed */
    EST_CUBE_BOARD,   /* in a building */
    EST_CUBE_GONE     /* won but with no legal spot: it left the game */
} EstatesCubePlace;

/* Where a rooftop, permit, the mayor or the cancel cube is. Rooftops never go. */
typedef enum EstatesPiecePlace {
    EST_AT_SUPPLY,  /* available (a rooftop: face down in the pile) */
    EST_AT_AUCTION, /* under auction or waiting to be placed (a rooftop is face up) */
    EST_AT_BOARD,   /* placed (the cancel cube is never on the board: it is used at once) */
    EST_AT_GONE     /* discarded or used up */
} EstatesPiecePlace;

typedef enum EstatesPieceKind {
    EST_PIECE_NONE,
    EST_PIECE_CUBE,
    EST_PIECE_ROOF,
    EST_PIECE_PERMIT,
    EST_PIECE_MAYOR,
    EST_PIECE_CANCEL
} EstatesPieceKind;

typedef enum EstatesPhase {
    EST_PHASE_CHOOSE,    /* the auctioneer may stow $1M, then chooses a piece */
    EST_PHASE_BID,       /* the other players bid or pass once each, left of the auctioneer */
    EST_PHASE_DECIDE,    /* the auctioneer sells to the high bidder or buys the piece */
    EST_PHASE_PLACE,     /* the new owner places the piece (or discards it, where allowed) */
    EST_PHASE_ROUND_END, /* multi-round games: a round is scored; "next" deals the next one */
    EST_PHASE_OVER
} EstatesPhase;

typedef enum EstatesEnd {
    EST_END_NONE,
    EST_END_TWO_ROWS,         /* two rows are complete */
    EST_END_NO_ROOFS,         /* no rooftop is left to auction */
    EST_END_NOTHING_TO_BUILD, /* every building is roofed and the display is empty */
} EstatesEnd;

/* Bid slots during an auction. */
#define EST_BID_WAITING (-1) /* not asked yet (the auctioneer's slot stays so) */
#define EST_BID_PASSED 0

/* The option values (in estates_rules.options order). */
enum { EST_OPTION_MONEY, EST_OPTION_ROUNDS };
enum { EST_MONEY_HIDDEN, EST_MONEY_OPEN };

typedef struct EstatesState {
    GameState base;
    Rng rng;
    bool open_money; /* option money=open */
    int8_t rounds;   /* option rounds (1: a single game) */

    EstatesPhase phase;
    EstatesEnd end; /* why the current (or last) round ended */

    /* The display: display[r][i] for lo[r] <= i < hi[r] are the cubes still there (only the two
     * ends, display[r][lo[r]] and display[r][hi[r] - 1], may be chosen). */
    int8_t display[EST_DISPLAY_ROWS][EST_DISPLAY_LEN];
    int8_t display_lo[EST_DISPLAY_ROWS], display_hi[EST_DISPLAY_ROWS];
    int8_t cube_place[EST_CUBES]; /* EstatesCubePlace */

    /* The board: stack[r][l][0..height-1] are cube ids, bottom to top; roof[r][l] a rooftop id
     * or -1. Buildings in a row always fill lots 0..built-1 (estates_built). */
    int8_t stack[EST_ROWS][EST_LOTS][EST_STACK_MAX];
    int8_t height[EST_ROWS][EST_LOTS];
    int8_t roof[EST_ROWS][EST_LOTS];

    /* Rooftops: roof_pile[0..roof_pile_count-1] face down, the top is the last; nobody knows the
     * order. roof_place[id] is an EstatesPiecePlace. */
    int8_t roof_pile[EST_ROOFS];
    int8_t roof_pile_count;
    int8_t roof_place[EST_ROOFS];

    /* Permits: place (EstatesPiecePlace), row and sign (+1 lengthens, -1 shortens) when on the
     * board. All permits of a row stand on one lot: estates_permit_lot. */
    int8_t permit_place[EST_PERMITS];
    int8_t permit_row[EST_PERMITS];
    int8_t permit_sign[EST_PERMITS];
    int8_t mayor_place, mayor_row; /* mayor_row valid when on the board */
    int8_t cancel_place;

    int8_t certificate[EST_COLOURS]; /* the seat holding each company certificate, or -1 */
    int16_t hand[MAX_SEATS];         /* money in hand (secret unless open money) */
    int16_t box[MAX_SEATS];          /* checks in the cash box (the count is public) */

    /* The turn and the auction in progress. */
    int8_t auctioneer;
    bool stowed; /* the auctioneer stowed this turn */
    EstatesPieceKind piece_kind;
    int8_t piece;  /* cube id, rooftop id or permit index; 0 for the mayor and the cancel cube */
    int8_t bidder; /* EST_PHASE_BID: the seat asked now */
    int8_t bid[MAX_SEATS]; /* EST_BID_WAITING, EST_BID_PASSED or the amount */
    int8_t high_bidder;    /* -1: no bid yet */
    int8_t high_bid;
    int8_t owner; /* EST_PHASE_PLACE: who places the piece */

    /* The last placement, for highlighting: row and lot (-1: none this round). */
    int8_t last_row, last_lot;

    /* Rounds (all 0-based). */
    int8_t round;
    int8_t round_starter;                           /* who began the current round */
    int16_t round_score[EST_ROUNDS_MAX][MAX_SEATS]; /* scores of finished rounds */
    int8_t round_winner[EST_ROUNDS_MAX];            /* the sole winner of a finished round, or -1 */
    int16_t plies;
} EstatesState;

/* Moves as codes (core/movecode.h): the verb in bits 0-7, then two small numbers `a` (bits
 * 8-15) and `b` (bits 16-23), 0-based: a cube id, a permit index, a bid amount, or a row and a
 * lot (PERMIT: a row, and b = 1 for '-'). */
typedef enum EstatesVerb {
    EST_VERB_STOW,
    EST_VERB_AUCTION_CUBE, /* a: the cube */
    EST_VERB_AUCTION_ROOF,
    EST_VERB_AUCTION_PERMIT, /* a: the permit */
    EST_VERB_AUCTION_MAYOR,
    EST_VERB_AUCTION_CANCEL,
    EST_VERB_PASS,
    EST_VERB_BID, /* a: the amount */
    EST_VERB_SELL,
    EST_VERB_BUY,
    EST_VERB_PLACE,   /* a: row, b: lot */
    EST_VERB_ROOF,    /* a: row, b: lot */
    EST_VERB_PERMIT,  /* a: row, b: 0 lengthens (+), 1 shortens (-) */
    EST_VERB_MAYOR,   /* a: row */
    EST_VERB_CANCEL,  /* a: the permit */
    EST_VERB_DISCARD,
    EST_VERB_NEXT
} EstatesVerb;

static inline MoveCode estates_code(EstatesVerb verb, int a, int b)
{
    return (MoveCode)verb | (MoveCode)(a & 255) << 8 | (MoveCode)(b & 255) << 16;
}
static inline EstatesVerb estates_code_verb(MoveCode code)
{
    return (EstatesVerb)(code & 255);
}
static inline int estates_code_a(MoveCode code)
{
    return (int)(code >> 8 & 255);
}
static inline int estates_code_b(MoveCode code)
{
    return (int)(code >> 16 & 255);
}

extern const GameRules estates_rules;
/* The state's fields for the text of a state (core/snapshot.h; schema.c). */
extern const struct StateSchema estates_schema;
extern const GameBotHooks estates_bot_hooks;

/* ---- pieces and names ---- */
static inline int est_colour(int cube)
{
    return cube / EST_VALUES;
}
static inline int est_value(int cube)
{
    return cube % EST_VALUES + 1;
}
static inline int est_cube(int colour, int value)
{
    return colour * EST_VALUES + value - 1;
}
static inline int est_roof_value(int roof)
{
    return roof / 2 + 1;
}

/* "blue", "red", "yellow", "green", "purple", "white": the notation's words (lessons point at
 * "certificate blue"), never translated. */
const char *estates_colour_name(int colour);
/* Short cube name: colour letter b r y g p w + value ("r5"). */
void estates_cube_text(int cube, char out[3]);
/* The names a player reads, in the player's language (core/i18n.h; English where no language is
 * bound, as in the headless commands): */
/* "the red 5" */
void estates_cube_long_name(int cube, char *out, size_t outlen);
/* "the red certificate" */
void estates_certificate_name(int colour, char *out, size_t outlen);
/* "red 5": a floor in a list */
void estates_floor_name(int cube, char *out, size_t outlen);
/* A cube id from its short name; -1 if it is not one. */
int estates_parse_cube(const char *text);
/* "the red 5", "rooftop 4", "permit 2", "the mayor", "the cancel cube" */
void estates_piece_name(EstatesPieceKind kind, int piece, char *out, size_t outlen);

/* ---- the board ---- */
/* True for the white-dirt lots, which hold a single floor cube. */
bool estates_white_dirt(int row, int lot);
/* Buildings in a row (they fill lots 0..built-1). Inline, as the next few: the bots ask often. */
static inline int estates_built(const EstatesState *s, int row)
{
    int lots = 0;
    while (lots < EST_LOTS && s->height[row][lots] > 0)
        lots++;
    return lots;
}
/* Lots the row must fill: 4 plus the signed values of its permits. */
static inline int estates_requirement(const EstatesState *s, int row)
{
    int req = EST_BASE_REQUIREMENT;
    for (int p = 0; p < EST_PERMITS; p++)
        if (s->permit_place[p] == EST_AT_BOARD && s->permit_row[p] == row)
            req += s->permit_sign[p] * (p + 1);
    return req;
}
/* The lot the row's permits stand on (= its requirement), or -1 if the row has none. */
int estates_permit_lot(const EstatesState *s, int row);
/* The cube on top of a building, or -1 for an empty lot. */
static inline int estates_top_cube(const EstatesState *s, int row, int lot)
{
    int h = s->height[row][lot];
    return h ? s->stack[row][lot][h - 1] : -1;
}
/* Cubes plus rooftop; 0 for an empty lot. */
static inline int estates_building_value(const EstatesState *s, int row, int lot)
{
    int value = 0;
    for (int i = 0; i < s->height[row][lot]; i++)
        value += est_value(s->stack[row][lot][i]);
    if (s->roof[row][lot] >= 0)
        value += est_roof_value(s->roof[row][lot]);
    return value;
}
/* Built lots equal the requirement and every building has a rooftop. */
bool estates_row_complete(const EstatesState *s, int row);
/* The top cube of a display row's end (side 0: left, 1: right), or -1 if the row is empty. */
int estates_display_end(const EstatesState *s, int row, int side);
/* Whether the top rooftop may be auctioned now (rooftops left and an unroofed building). */
bool estates_roof_available(const EstatesState *s);

/* What a view shows live: each row's state and what each building would score now. */
typedef struct EstatesRowProjection {
    bool complete;
    bool mayor;
    int built, requirement;
    int permit_lot;       /* -1: no permit */
    int holder[EST_LOTS]; /* the certificate holder of the top cube's colour, -1 if none */
    int score[EST_LOTS];  /* signed (negative in an incomplete row), doubled by the mayor */
} EstatesRowProjection;

typedef struct EstatesProjection {
    EstatesRowProjection row[EST_ROWS];
    int buildings[MAX_SEATS]; /* the sum of building scores per seat */
    int box[MAX_SEATS];       /* cash-box points */
    int round[MAX_SEATS];     /* this round's score if it ended now: buildings + box */
    int total[MAX_SEATS];     /* plus the scores of earlier rounds */
} EstatesProjection;

void estates_project(const EstatesState *s, EstatesProjection *out);

/* ---- money ---- */
/* True if `viewer` (-1: a spectator) may see `seat`'s money in hand. */
bool estates_money_visible(const EstatesState *s, int seat, int viewer);
/* Checks a seat owns: hand + box (the tie-break). */
static inline int estates_checks(const EstatesState *s, int seat)
{
    return s->hand[seat] + s->box[seat];
}

/* ---- moves ---- */
/* Round wins per seat so far (a shared round win counts for nobody). */
int estates_round_wins(const EstatesState *s, int seat);

/* ---- lessons ---- */
/* Whether the board shows the thing a lesson names now ("lot 2.3", "cube r5", "sell"; the names
 * are in docs/lessons.md): GameRules.pointable (points.c). */
bool estates_pointable(const GameState *s, const char *name);

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* ---- for tests only ----
 * Replaces the board of a game in play by a layout and starts a turn of `auctioneer` (phase
 * choose; money, rounds and the generator are untouched).
 * `rows[r]` lists the buildings of row r, whitespace-separated, lot 1 first: the cubes bottom to
 * top joined by '/', then optionally ":N" for a rooftop of value N ("g6/b4:2 r3").
 * `permits`: whitespace-separated "V:R+" or "V:R-" (permit V in row R, lengthening or
 * shortening it); "" for none. The mayor and the cancel cube return to the supply.
 * `display` lists the display rows left to right, separated by '|' ("r1 b2 | y3 |").
 * Cubes in neither stay in the box (12 of them; any beyond count as having left the game).
 * Rooftops named leave the pile; the pile holds the others in id order, so the highest value is
 * on top. `certs`: one character per colour in b r y g p w order, a seat digit or '-'.
 * False with the reason on a malformed layout. */
bool estates_test_setup(EstatesState *s, const char *const rows[EST_ROWS], const char *permits,
                        const char *display, const char *certs, int auctioneer, char *err,
                        size_t errlen);
#endif

#endif
