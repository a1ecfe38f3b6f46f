/* Each seat's score across a finished game, move by move, for the charts of the end screen and
 * the review (a round's payout shows as a step). Replayed headless from the game's record; no
 * SDL. */
#ifndef MOGULS_SERIES_H
#define MOGULS_SERIES_H

#include <stdbool.h>
#include <stddef.h>

#include "core/match.h"

typedef struct ScoreSeries {
    int players;
    int points;      /* move_count + 1: the start, then after each move */
    int *value;      /* value[point * players + seat] */
    int least, most; /* over every point and seat */
} ScoreSeries;

/* The scores (GameRules.scores) at the start and after every move of a finished game. Only a
 * finished game: mid-game a score may count what a spectator cannot know yet (score_hidden),
 * and once the game is over every score is public, so the whole series is too. False with the
 * reason for a game in progress or a record that does not replay. */
bool records_score_series(const Match *m, ScoreSeries *out, char *err, size_t errlen);
static inline int series_at(const ScoreSeries *s, int point, int seat)
{
    return s->value[point * s->players + seat];
}
void score_series_free(ScoreSeries *s);

#endif
