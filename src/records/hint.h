/* A hint, on request: the move the hard bot would make now for the seat to move, and why in one
 * line (its best candidates with their chances of winning). Like every search it reads only
 * what that seat knows: the search runs on copies determinized for the seat, never on the true
 * hidden state, so two worlds the seat cannot tell apart give the same hint. */
#ifndef MOGULS_HINT_H
#define MOGULS_HINT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define HINT_CANDIDATES 3
/* The longest hint line, in bytes: a runner-up that would make it longer is left out (a choice of
 * twelve coins worded three times over is more than a player reads at a glance). */
#define HINT_LINE_MOST 400

typedef struct Hint {
    int seat; /* the seat it is for */
    int count;
    struct {
        char move[MOVE_MAX];
        double win;               /* 0..1, the chance of winning as the search sees it */
    } candidate[HINT_CANDIDATES]; /* the recommended move first, then the runners-up, best first:
                                     none rated above the first */
    bool hard_bot_first; /* the first is the hard bot's move (else the bot's is a runner-up) */
} Hint;

/* The hint for the seat to move: `budget` search iterations (0: the hard bot's). Every chance
 * comes from one search (bot_analyse with the hard bot's seed), asked about the hard bot's move
 * (bot_choose_code, BOT_HARD, `seed`); that move comes first unless the search tried another more
 * often and rates it clearly higher (5 points). No runner-up is rated above the first. The same
 * state and seed give the same hint. False when the game is over or the search was cancelled. */
bool hint_find(const GameState *state, int budget, uint64_t seed, const atomic_bool *cancel,
               Hint *out);

/* The hint in one line for the player, each move worded for them (GameRules.describe_own_move)
 * from `state`, the table the hint was found for, with the seats' `names`: "The hard bot would
 * sell RAT for $12 (62% to win); else stop selling (48%); or discard the Q (40%)" (or "Best found
 * by the search: ..." when that is not the hard bot's move). The first move is always there whole;
 * runners-up only while the line stays within HINT_LINE_MOST bytes (and `outlen`). */
void hint_line(const Hint *hint, const GameState *state, const char *const *names, char *out,
               size_t outlen);

#endif
