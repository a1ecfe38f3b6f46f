/* The contract every game fulfils: one constant GameRules table of functions per game.
 *
 * Everything above the rules (the match history, undo, save files, the bots, the headless
 * commands, the generic tests and the app) talks to a game only through this table, with moves
 * as short printable strings at the edges and as compact codes (core/movecode.h) inside the rules
 * and the bots' search. No SDL here or in any rules.c / bot.c. */
#ifndef MOGULS_GAME_H
#define MOGULS_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "movecode.h"
#include "movelist.h"
#include "options.h"
#include "rng.h"
#include "strbuf.h"

#define MAX_SEATS 6
#define GAME_OVER (-1)

/* Every game's state struct starts with this header, so a GameState * can be cast to the
 * game's own type (e.g. TakeoverState) inside that game's code. */
typedef struct GameState {
    const struct GameRules *rules;
    int players; /* seats in this game */
} GameState;

/* Rows of an end-of-game score table: label, then one value per seat; item by item where the game
 * has items (each stock, each row, each bonus). */
#define SCORE_ROWS_MAX 14
typedef struct ScoreSheet {
    int rows;
    char label[SCORE_ROWS_MAX][40];
    int value[SCORE_ROWS_MAX][MAX_SEATS];
    char note[160]; /* e.g. a solitaire rating; "" when none */
    /* Solitaire (or a game with an AI card): what the players are measured against, drawn beside
     * them in the chart: the AI card's score, or the target of a rating ("" when none). */
    char rival[40];
    int rival_score;
} ScoreSheet;

/* What a move brought to light (GameRules.reveals). Undo never goes back past a move that showed
 * the one undoing something they could not know before: taking it back would let them choose
 * again knowing it. */
typedef enum RevealKind {
    REVEAL_NOTHING, /* nothing hidden came to light (a public choice; a secret choice kept secret) */
    REVEAL_OWN,     /* only the mover's own secrets came to light (a tile played from a hidden
                       hand): its mover may take it back, nobody else may undo past it */
    REVEAL_HIDDEN   /* something hidden from the mover came to light (a draw, a roll, a turned-up
                       piece, revealed bids, coins changing hands), or the table must have read it
                       (a round payout, an offer its receiver saw): nobody may undo past it */
} RevealKind;

/* Why Undo stops at such a move, as whole sentences for the Undo button's tooltip (marked with
 * N_ and translated where shown, so each language words them its own way): one for a move that
 * showed it ("New tiles were drawn with your move"), one for a later move ("New tiles were drawn
 * since your move"). Both NULL with REVEAL_NOTHING. */
typedef struct Reveal {
    RevealKind kind;
    const char *with_move;
    const char *since_move;
} Reveal;

/* A file a game plays with that the player may replace (BuyWord's word list). It reaches the
 * shell's settings and the save files only through this table. */
typedef struct GameResource {
    const char *key;   /* the settings key: "word_list" */
    const char *label; /* the settings row: "BuyWord word list" */
    const char *hint;  /* what to type: "a text file with one word a line" */
    /* Games created from now on use the file at path ("" = the built-in one). False with a
     * reason, and nothing changed, if it cannot be used. */
    bool (*use)(const char *path, char *err, size_t errlen);
    /* One line for the settings: which file new games use and what it holds. */
    void (*status)(char *out, size_t outlen);
    /* The handle new games get in GameOptions.resource; NULL with the reason when even the
     * built-in file is missing (the game cannot start). */
    const void *(*current)(char *err, size_t errlen);
    /* A handle's identity for save files, one line: a fingerprint, a space, the file's name. */
    void (*identify)(const void *handle, StrBuf *out);
    /* The handle with that identity (the built-in file, the one in use, or the named file if its
     * fingerprint still matches); NULL with a reason that names the file needed. */
    const void *(*find)(const char *identity, char *err, size_t errlen);
    /* The built-in file's handle (lessons always play with it); NULL with the reason. */
    const void *(*builtin)(char *err, size_t errlen);
    /* A small handle, quick to make and light to hold, for a picture of the game in play (the
     * lobby's boxes) where the whole file would cost more than the picture; freed with
     * sample_free. NULL (or a NULL handle): the picture's game uses current(). */
    const void *(*sample)(void);
    void (*sample_free)(const void *handle);
} GameResource;

typedef enum BotLevel { BOT_RANDOM = 0, BOT_EASY = 1, BOT_NORMAL = 2, BOT_HARD = 3 } BotLevel;

/* What a game adds to the game-independent bots (src/ai). Every hook may be NULL. */
typedef struct GameBotHooks {
    /* Estimated final standing of each seat from this state, in [0, 1] (1 = sure win). Used to
     * cut rollouts short. NULL: rollouts play to the end. */
    void (*evaluate)(const GameState *, double *value_per_seat);
    /* Appends the moves worth searching, as codes (a subset of the legal ones: a few sensible bid
     * amounts, not every integer). NULL, or nothing appended: all legal moves. */
    void (*candidates)(const GameState *, CodeList *);
    /* Appends moves worth a look only at the decision itself, on top of the candidates there
     * (e.g. Takeover's trade offers). Called once per decision on the real state: it must read
     * only what the seat to move knows, and list moves legal in every determinization. NULL:
     * none. */
    void (*root_candidates)(const GameState *, CodeList *);
    /* NULL, or a key that makes candidates reusable: states at one node of the search tree (the
     * same moves played from the same root, so the same public state) with the same key have
     * the same candidates, which the search then works out once. E.g. the kinds of tile the
     * mover holds, when the candidates depend only on those and on public information. */
    uint64_t (*candidate_key)(const GameState *);
    /* The random level's move (and a rollout's, in a game without `candidates` or
     * `rollout_move`) without listing every move (a game whose list is long to make):
     * a code of legal_codes' list drawn with k = rng_below(rng, count) once, as bot_random_code
     * draws from the list, so each listed move has the same chance. Which move a k gives is the
     * game's to say: the k-th listed (Takeover), or for some moves an order of the game's own
     * that costs less to reach (BuyWord's sales: the order its words are found). NULL: the
     * list is made. */
    bool (*random_code)(const GameState *, Rng *, MoveCode *move_out);
    /* A quick, reasonable move for rollouts. Returns false to fall back to a random candidate. */
    bool (*rollout_move)(const GameState *, Rng *, MoveCode *move_out);
    /* Moves a rollout plays before `evaluate` judges it; 0: 24 (to the end without evaluate). */
    int rollout_depth;
    /* A game's own decision for a level, when it has a better one than search (e.g. BuyWord's
     * exhaustive word finder), as a code. Returns false to let the search decide. */
    bool (*choose)(const GameState *, BotLevel level, Rng *, MoveCode *move_out);
    /* Search iterations of each level (indexed by BotLevel; random's unused). A level's budget
     * is a number, not a time, so decisions are reproducible; the numbers are calibrated to keep
     * within easy 50 ms, normal 250 ms and hard 300 ms of thinking at four players on the
     * reference machine (docs/ladder.md). 0: DEFAULT_ITERATIONS of that level
     * (src/ai/ismcts.c). */
    int iterations[BOT_HARD + 1];
    /* NULL, or the hooks the hard level searches with instead of these: a judgement of its own
     * (e.g. The Estates' hard bot values money as the points it can still become). Its `choose`
     * and `iterations` are not used: this table's are. */
    const struct GameBotHooks *hard;
} GameBotHooks;

/* A kind of move worth remembering in a player's profile, as the game judges it: the history
 * keeps each seat's best one when a game is kept, and the profile shows it ("Best word: ENJOYED
 * ($196)"). */
typedef struct GameNotable {
    const char *title;  /* N_("Best word"), shown translated */
    const char *format; /* N_("%s ($%d)"): the move's label, then its worth; shown translated */
    /* What `move`, played from `before`, is worth (> 0, with its label for the profile in
     * `label`), or 0 when it is no such move. */
    int (*worth)(const GameState *before, const char *move, char label[MOVE_MAX]);
} GameNotable;

struct StateSchema;

typedef struct GameRules {
    const char *id;    /* "takeover" */
    const char *name;  /* "Takeover" */
    const char *pitch; /* one line for the lobby card */
    int min_players, max_players, default_players;
    bool hides_information; /* hot-seat needs a "pass to NAME" screen between humans */
    const OptionSpec *options; /* the game's options besides "players" */
    int option_count;
    /* Cross-checks of a whole option set beyond each option's range; NULL if none. */
    bool (*validate_options)(const GameOptions *, char *err, size_t errlen);

    /* A new game; the options were validated by options_parse. Never NULL. */
    GameState *(*new_game)(const GameOptions *opts, uint64_t seed);
    /* The size of the game's state struct. States are flat (no pointer into memory of their
     * own), so a state is copied whole with memcpy (game_copy): the search copies one into the
     * same memory every iteration. */
    size_t state_size;
    GameState *(*clone)(const GameState *);
    void (*free_state)(GameState *);

    /* The seat to decide now, or GAME_OVER. */
    int (*to_move)(const GameState *);
    /* Lists every legal move of the seat to move (the list is cleared first). Where a family of
     * moves is combinatorial (trade offers, coin subsets, bids) it may list a representative part;
     * apply() accepts every legal move whether listed or not. Empty only when the game is over. */
    void (*legal_moves)(const GameState *, MoveList *);
    /* Plays a move of the seat to move. Randomness (draws, rolls) happens here from the state's
     * own seeded generator. On an illegal move: false, the state unchanged, and the reason. */
    bool (*apply)(GameState *, const char *move, char *err, size_t errlen);

    /* ---- the same moves in the compact form (core/movecode.h) ---- */
    /* Appends every legal move of the seat to move as codes: exactly the moves legal_moves lists,
     * in the same order (a game's legal_moves is game_moves_from_codes). */
    void (*legal_codes)(const GameState *, CodeList *);
    /* The canonical text of a code listed for this state. */
    void (*format_code)(const GameState *, MoveCode, char out[MOVE_MAX]);
    /* Plays a code listed for this state (or any code of a legal move): the same as apply() with
     * its text, the parsing left out. False, and the state unchanged, if the move is illegal. */
    bool (*apply_code)(GameState *, MoveCode);

    /* Current scores (final once the game is over), one per seat. */
    void (*scores)(const GameState *, int *out);
    /* Winners with the game's tie-breaks: sets out[seat]; returns how many won (0 is possible,
     * e.g. a solitaire game lost to an AI card). */
    int (*winners)(const GameState *, bool *out);
    /* The name of a winner who holds no seat (an AI card that beats the players), translated,
     * or NULL. May be NULL: every winner is a seat. */
    const char *(*other_winner)(const GameState *);
    /* The end screen's table: rows whose sum per seat is the score. */
    void (*score_sheet)(const GameState *, ScoreSheet *);

    /* The state struct's fields, for the text of a state (core/snapshot.h). */
    const struct StateSchema *schema;

    /* Replace everything `viewer` cannot know (others' hidden tiles, the order of a bag, the
     * state's own generator) by a random guess consistent with what viewer knows. The guess
     * depends on what viewer knows and on rng only, never on the hidden truth (unseen things
     * are gathered in an order of their own before they are shuffled, what is left of a
     * shuffled pile beyond its count is cleared): the network sends a seat its state so
     * guessed (docs/network.md). */
    void (*determinize)(GameState *, int viewer, Rng *);
    /* One line of JSON with what viewer may know (viewer -1: a spectator, who sees only public
     * information). */
    void (*describe)(const GameState *, int viewer, StrBuf *json);
    /* The plain-English log entry for `move` played from `before` (the state before the move),
     * with seat names. Public: it never reveals a secret choice. One line; what the move set off
     * (a round's payout) may follow as a block of rows, each after a '\n': a row without a tab is
     * the block's heading, and in a row with one the text after the last tab is an amount the
     * log panel right-aligns ("Downtown: Ana, tallest (3 tiles)\t+$8,000"). */
    void (*describe_move)(const GameState *before, const char *move, const char *const *names,
                          StrBuf *out);
    /* `move`, played from `before` by the seat to move there, worded for that seat's own eyes (a
     * hint, the review of their game): an infinitive phrase in the player's language, as it
     * follows "would" in English ("buy the tile C5 for $3,000", "sell RAT for $12", "bid $7,000
     * in secret on the Grand Hotel"); the sentence around it is the caller's. Unlike
     * describe_move it names the mover's own secret choice, but it reads only what the mover
     * knows: from the real state and from any copy determinized for the mover it gives the same
     * text (tests/test_move_words.c), and it never tells what the move sets off (draws, payouts).
     * Other seats by their names. Required; game_word_move calls it. */
    void (*describe_own_move)(const GameState *before, const char *move, const char *const *names,
                              StrBuf *out);
    /* Whether `move`, played from `before` by the seat to move there, is a secret choice whose
     * text only its mover may know (a closed bid): the network sends it to the others masked.
     * NULL: every move's text is public. */
    bool (*secret_move)(const GameState *before, const char *move);
    /* Conservation and consistency (money, tiles, cards). False with a reason if broken. */
    bool (*check_invariants)(const GameState *, char *err, size_t errlen);

    /* What `move`, played from `before` and giving `after`, brought to light (see RevealKind).
     * The match adds one rule of its own: a move that ends the game is never taken back.
     * tests/test_generic.c checks every game's answers against its determinize and describe.
     * Required. */
    Reveal (*reveals)(const GameState *before, const char *move, const GameState *after);
    /* True while `viewer` (-1: a spectator) cannot know `seat`'s current score (it counts
     * secret stocks or hidden money). NULL: every score is public. Once the game is over every
     * score is public whatever this says. */
    bool (*score_hidden)(const GameState *, int viewer, int seat);
    /* The solitaire rating of a finished game ("good"), or NULL where the game has none. May be
     * NULL. */
    const char *(*rating)(const GameState *);
    /* The kind of move a player's profile remembers the best of (BuyWord: the word that paid
     * most), or NULL where the game has none. */
    const GameNotable *notable;
    /* The replaceable file the game plays with, or NULL. */
    const GameResource *resource;
    /* Whether the board shows a thing of this name now, for lessons to point at ("lot 3C",
     * "hand"; the names are listed in docs/lessons.md and the game's view finds them on screen).
     * NULL: the game names nothing. */
    bool (*pointable)(const GameState *, const char *name);

    /* The lobby's choice options (GameOptions.value[option]): how a value is shown ("Developer"
     * for ai=developer; NULL: the name as typed), and whether it may be chosen with the rest of
     * opts (an AI card only with one or two players; the lobby offers only those). Both may be
     * NULL: every value, shown as typed. */
    const char *(*option_label)(int option, int value);
    bool (*option_allows)(const GameOptions *opts, int option, int value);

    const GameBotHooks *bot;
} GameRules;

/* `move` worded for its mover (GameRules.describe_own_move), or the notation itself if the rules
 * refuse the move. Appends to out. */
void game_word_move(const GameState *before, const char *move, const char *const *names,
                    StrBuf *out);

/* legal_moves from legal_codes: the list cleared, then every code formatted, in order. */
void game_moves_from_codes(const GameState *s, MoveList *out);

/* Convenience wrappers that read like the API. */
static inline int game_to_move(const GameState *s) { return s->rules->to_move(s); }
static inline bool game_over(const GameState *s) { return s->rules->to_move(s) == GAME_OVER; }
static inline GameState *game_clone(const GameState *s) { return s->rules->clone(s); }
/* Copies a state over another of the same game (made by new_game or clone). */
static inline void game_copy(GameState *dst, const GameState *src)
{
    memcpy(dst, src, src->rules->state_size);
}
static inline void game_free(GameState *s)
{
    if (s)
        s->rules->free_state(s);
}

#endif
