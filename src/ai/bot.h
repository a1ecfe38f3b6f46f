/* Game-independent bots over the GameRules table.
 *
 * Levels follow GNU Backgammon: the same engine, weaker with noise and a smaller budget.
 *   random: a uniformly random legal move;
 *   easy:   a small ISMCTS search whose result is blurred by noise;
 *   normal: ISMCTS (Cowling, Powley & Whitehouse 2012) over determinized copies of the state;
 *   hard:   the same with a larger budget, and the game's hard hooks where it has them.
 * A bot never reads the real state: every iteration searches a copy determinized for its seat.
 * A game may take over a level through GameBotHooks.choose, and give the hard level a judgement
 * of its own through GameBotHooks.hard. */
#ifndef MOGULS_BOT_H
#define MOGULS_BOT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"

typedef struct BotStats {
    int iterations; /* search iterations run */
    int candidates; /* moves considered at the root */
} BotStats;

/* Chooses a move for the seat to move. The same state, level and seed give the same move.
 * `cancel` (may be NULL) ends the search early when set; the best move so far is returned.
 * False only when the game is over. */
bool bot_choose(const GameState *state, BotLevel level, uint64_t seed, const atomic_bool *cancel,
                char move_out[MOVE_MAX], BotStats *stats);
/* The same move as a code, for callers that play it with apply_code (moguls sim). `scratch`
 * (may be NULL) is a list the call may use, reused between calls. */
bool bot_choose_code(const GameState *state, BotLevel level, uint64_t seed,
                     const atomic_bool *cancel, CodeList *scratch, MoveCode *move_out,
                     BotStats *stats);

/* The search alone (no game's own `choose`), with `budget` iterations; `level` only picks how
 * the root move is judged (easy: noisily). For `moguls bench` and the bots themselves. */
bool bot_search(const GameState *state, int budget, BotLevel level, uint64_t seed,
                const atomic_bool *cancel, char move_out[MOVE_MAX], BotStats *stats);
/* What the hard level's search makes of a decision, for a game's review and for hints: the root
 * moves it visited most, and the moves `asked` about (the one played, the one a bot would play),
 * which the search always considers. `win` is the mover's mean share of the win over the
 * iterations through that move: its chance of winning as the search sees it. Like every search,
 * it reads only what the seat to move knows (each iteration is a determinized copy). */
#define BOT_ANALYSIS_MAX 8
typedef struct BotMoveValue {
    MoveCode move;
    int visits;
    double win; /* 0..1 */
} BotMoveValue;
typedef struct BotAnalysis {
    BotMoveValue best[BOT_ANALYSIS_MAX]; /* the most visited first */
    int count;
    BotMoveValue asked[BOT_ANALYSIS_MAX]; /* in the order asked (visits 0: never reached) */
    int asked_count;
    int iterations;
} BotAnalysis;
/* False when the game is over. `asked` may be NULL; at most BOT_ANALYSIS_MAX are reported. Each
 * asked move is visited at least `asked_visits` times (0: as often as the search chooses). */
bool bot_analyse(const GameState *state, int budget, uint64_t seed, const atomic_bool *cancel,
                 const CodeList *asked, int asked_visits, BotAnalysis *out);

/* The search budget of a level in this state's game. */
int bot_iterations(const GameState *state, BotLevel level);

/* The moves `level`'s search considers at this state (the game's candidates, else every legal
 * move), as text: for tests and tools. */
void bot_candidate_moves(const GameState *state, BotLevel level, MoveList *out);

/* A uniformly random legal move. */
bool bot_random_move(const GameState *state, Rng *rng, char move_out[MOVE_MAX]);
/* The same as a code; `scratch` holds the listed codes (reused between calls). */
bool bot_random_code(const GameState *state, Rng *rng, CodeList *scratch, MoveCode *move_out);

#endif
