/* A player's rating in each game: Elo, anchored on the bots (docs/ratings.md).
 *
 * Each bot level has a fixed rating per game, worked out from the measured ladder (docs/ladder.md:
 * how often each level beats the one below it heads-up), with the normal bot at 1500. A newcomer
 * starts at 1500 too, so "1500" means "about as strong as the normal bot" on every machine. After
 * a rated game of two or more seats each human's rating moves by how the game went against every
 * other seat, human or bot, against what the ratings expected; bots' ratings never move. */
#ifndef MOGULS_RATING_H
#define MOGULS_RATING_H

#include <stdbool.h>

#include "core/game.h"

#define RATING_START 1500.0

/* The fixed rating of a bot level in the game `game` (its id); RATING_START for a game or level
 * the ladder does not know. */
double rating_of_bot(const char *game, BotLevel level);

/* One seat of a finished game as the rating sees it. */
typedef struct RatingSeat {
    double rating; /* before the game */
    int games;     /* rated games of this game the seat's player had before it (bots: any) */
    bool moves;    /* a human: the rating moves; a bot: it stays */
    bool won;
    int score;
} RatingSeat;

/* The ratings after the game, one per seat (a bot's is its rating before). Seats are ranked by
 * winning first and score second: a seat ranked above another beat it, equal ranks drew. */
void rating_update(const RatingSeat *seat, int players, double *after);

#endif
