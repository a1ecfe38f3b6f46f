/* BuyWord: buy letter tiles at the square of their pips, sell words at the square of theirs.
 *
 * The rules of record are docs/rules/buyword.md; the moves are in docs/notation-buyword.md:
 *   roll                      the leader rolls the die
 *   choose 4                  after a CHOICE roll the leader picks 2..5 tiles each
 *   buy | decline             take the new tiles at (sum of pips)^2, or let them go
 *   sell ENJoYED              sell a word: upper case for letter tiles, one lower-case letter
 *                             for a wild standing for that letter
 *   discard Q                 put a tile out of play (only while holding more than 8)
 *   done                      end one's selling
 *
 * Letters are numbered 0..25 ('A' = 0). Racks are counts per letter. A view reads BuywordState
 * directly (a flat struct) but must show a seat's letters (held[], fresh[]) only to that seat:
 * the bag order, other players' tiles and the unseen out-of-play tiles are secret; money, wild
 * counts, tile counts and the letters of sold or discarded tiles are public. */
#ifndef MOGULS_BUYWORD_H
#define MOGULS_BUYWORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "dictionary.h"

#define BW_LETTERS 26
#define BW_TILES 108    /* letter tiles in the bag at the start */
#define BW_WILDS 9      /* wild tiles in the box */
#define BW_HAND_LIMIT 8 /* letter tiles one may keep at the end of a round */
#define BW_START_MONEY 200
#define BW_DIE_CHOICE 6       /* the die face "CHOICE" (the others are 2..5) */
#define BW_SOLD_MAX 64        /* sales of one round remembered for the view */
#define BW_LIST_WORDS_MAX 150 /* words legal_moves lists at most (apply takes any legal word) */
#define BW_SOLITAIRE_WIN 800  /* a solitaire game counts as won from a "fair" $800 */

typedef enum BuywordPhase {
    BW_PHASE_ROLL,   /* the leader rolls */
    BW_PHASE_CHOOSE, /* the leader picks 2..5 after a CHOICE */
    BW_PHASE_BUY,    /* the new tiles are dealt; seats buy or decline, leader first */
    BW_PHASE_SELL,   /* seats sell words (and discard down to 8), leader first */
    BW_PHASE_OVER
} BuywordPhase;

/* What became of a seat's new tiles this round. */
typedef enum BuywordFresh {
    BW_FRESH_NONE,    /* nothing dealt (yet) */
    BW_FRESH_WAITING, /* dealt in full, to buy or decline */
    BW_FRESH_SHORT,   /* fewer than the roll when the bag ran out: cannot be bought */
    BW_FRESH_BOUGHT,
    BW_FRESH_DECLINED, /* declined, short or unaffordable: out of play, unseen */
} BuywordFresh;

typedef struct BuywordSale {
    int8_t seat;
    int16_t value;              /* dollars paid */
    char word[BW_WORD_MAX + 1]; /* as in the move: "ENJoYED" */
} BuywordSale;

typedef struct BuywordState {
    GameState base;
    Rng rng;
    const BuywordDict *dict; /* shared and immutable: clones copy the pointer */
    BuywordPhase phase;
    int16_t round;   /* 1, 2, ... */
    int8_t leader;   /* holds the die this round */
    int8_t turn;     /* the seat to decide (the leader while rolling or choosing) */
    int8_t face;     /* this round's roll: 0 (not yet), 2..5 or BW_DIE_CHOICE */
    int8_t count;    /* new tiles per seat this round (0 until known) */
    bool last_round; /* the bag emptied while dealing this round */

    uint8_t bag[BW_TILES]; /* letters; the next tile drawn is bag[bag_count - 1] */
    int16_t bag_count;
    uint8_t held[MAX_SEATS][BW_LETTERS];  /* bought tiles, per letter (private) */
    uint8_t fresh[MAX_SEATS][BW_LETTERS]; /* this round's new tiles before buying (private) */
    int8_t fresh_count[MAX_SEATS];        /* public */
    uint8_t fresh_status[MAX_SEATS];      /* BuywordFresh, public */
    int8_t wilds[MAX_SEATS];              /* wilds in hand */
    int8_t wilds_sold[MAX_SEATS];         /* wilds spent in sold words */
    int8_t wilds_dealt;                   /* wilds dealt at the start, all seats together */
    int money[MAX_SEATS];
    int spent[MAX_SEATS];  /* on tiles */
    int earned[MAX_SEATS]; /* from words */
    int16_t words_sold[MAX_SEATS];

    uint8_t shown[BW_LETTERS]; /* out of play face up: letters of sold words and discards */
    uint8_t boxed[BW_LETTERS]; /* out of play unseen: declined or short tiles, unsold at the end */
    int16_t boxed_count;

    BuywordSale sold[BW_SOLD_MAX]; /* this round's sales in order (cleared by the next roll) */
    int8_t sold_count;
} BuywordState;

/* A word the rack can make, as the finder returns it. */
typedef struct BuywordWord {
    char text[BW_WORD_MAX + 1]; /* move notation: "ENJoYED" */
    int index;                  /* in the dictionary */
    int wild_at;                /* the wild's position in the word, -1 none */
    int pips;
    int value; /* pips^2 */
    int length;
    bool wild;
} BuywordWord;

/* Moves as codes (core/movecode.h): the verb in bits 0-3, a small argument in bits 4-11 (choose:
 * the count; discard: the letter, 'A' = 0; sell: the wild's position + 1, 0 for none) and a
 * sale's word, as its index in the game's dictionary, in bits 32-63. */
typedef enum BuywordVerb {
    BW_VERB_ROLL,
    BW_VERB_CHOOSE,
    BW_VERB_BUY,
    BW_VERB_DECLINE,
    BW_VERB_SELL,
    BW_VERB_DISCARD,
    BW_VERB_DONE
} BuywordVerb;

static inline MoveCode buyword_code(BuywordVerb verb, int arg)
{
    return (MoveCode)verb | (MoveCode)(arg & 255) << 4;
}
static inline MoveCode buyword_sell_code(int word, int wild_at)
{
    return buyword_code(BW_VERB_SELL, wild_at + 1) | (MoveCode)(uint32_t)word << 32;
}
static inline BuywordVerb buyword_code_verb(MoveCode code)
{
    return (BuywordVerb)(code & 15);
}
static inline int buyword_code_arg(MoveCode code)
{
    return (int)(code >> 4 & 255);
}
static inline int buyword_code_word(MoveCode code)
{
    return (int)(code >> 32);
}
static inline int buyword_code_wild_at(MoveCode code)
{
    return buyword_code_arg(code) - 1;
}

extern const GameRules buyword_rules;
/* The state's fields for the text of a state (core/snapshot.h; schema.c). */
extern const struct StateSchema buyword_schema;
extern const GameBotHooks buyword_bot_hooks;
/* The random level's move (GameBotHooks.random_code): the one it would pick from legal_codes'
 * list, found without sorting or writing out every sale. */
bool buyword_random_code(const GameState *state, Rng *rng, MoveCode *move_out);

/* ---- tiles ---- */
/* Pips of a letter 'A'..'Z' (either case), 0 if not a letter. */
int buyword_pips(char letter);
/* How many tiles of letter 0..25 the bag holds at the start. */
int buyword_letter_total(int letter);
/* Wilds each seat gets for this many players (1: 8, 2: 4, 3: 3, 4: 2). */
int buyword_wilds_per_seat(int players);
/* Letter tiles a seat holds (bought, not the new ones). */
int buyword_held_count(const BuywordState *s, int seat);
/* The price of a seat's new tiles now: (sum of pips)^2; 0 when it has none. */
int buyword_fresh_price(const BuywordState *s, int seat);
/* Writes a rack as upper-case letters in alphabetical order ("DEEJ"). */
void buyword_rack_text(const uint8_t rack[BW_LETTERS], char *out, size_t outlen);

/* ---- words ---- */
/* The value of a word in move notation (lower case = a wild, 1 pip): (sum of pips)^2; 0 if the
 * text is not letters. "ENJOYED" -> 169. */
int buyword_word_value(const char *word);
/* True if the word (any case) is in this game's dictionary. */
bool buyword_in_dictionary(const BuywordState *s, const char *word);
/* Whether `seat` may sell `word` (move notation) now, ignoring whose turn it is: letters,
 * length, one wild at most, the dictionary, the tiles and wild held. True with its value in
 * *value; false with the reason ("QI is not in the dictionary"). For a view's word builder. */
bool buyword_check_word(const BuywordState *s, int seat, const char *word, int *value, char *err,
                        size_t errlen);
/* Every dictionary word that the rack plus at most one of `wilds` can make, best paying first
 * (ties alphabetical), a wild used only where a letter is missing. Returns the count and a
 * malloc'd array in *out (free it; NULL when 0). */
int buyword_find_words(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                       BuywordWord **out);
/* The same, only the words for which keep(word, context) is true: they are ordered alone, so
 * a caller that wants a few of many words pays for those. */
int buyword_find_words_where(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                             bool (*keep)(const BuywordWord *word, const void *context),
                             const void *context, BuywordWord **out);

/* ---- lessons ---- */
/* Whether the board shows the thing a lesson names now (points.c; the names are in
 * docs/lessons.md). */
bool buyword_pointable(const GameState *s, const char *name);

/* ---- scoring ---- */
/* "keep practising", "fair", "good" or "outstanding" for a solitaire total. */
const char *buyword_rating(int money);

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* ---- for tests only ----
 * Rearranges a game at the start of a round (it becomes the roll phase of the same round):
 * racks[seat] are the letters each seat holds ("ENJOY"), wilds[seat] its wilds, `bag` the tiles
 * the bag holds, top first (the first drawn first); if `fill_bag` is true every other letter
 * goes under them in random order, else every other letter goes out of play unseen. `leader` is
 * the leader. Money is left alone. False with the reason if a letter is used more often than
 * the set has, or more than 9 wilds are given. */
bool buyword_test_setup(BuywordState *s, const char *const *racks, const int *wilds,
                        const char *bag, bool fill_bag, int leader, char *err, size_t errlen);
#endif

#endif
