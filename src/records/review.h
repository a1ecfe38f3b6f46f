/* A review of a game, as chess and Go servers give one: at each decision of the seats reviewed,
 * what the hard bot would have chosen from that seat's information only, the chance of winning
 * the search gives the best move it found and the move played, and the decisions that cost the
 * most. The search sees what the seat saw then: it runs on copies determinized for that seat,
 * never on the true hidden state. */
#ifndef MOGULS_REVIEW_H
#define MOGULS_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>

#include "core/match.h"

#define REVIEW_WORST 3

typedef struct ReviewDecision {
    int move; /* its index in the game's moves */
    int seat;
    char played[MOVE_MAX];
    char suggested[MOVE_MAX]; /* what the hard bot would have played */
    double win_best;   /* the chance of winning with the hard bot's move (or the move played, if
                          the search rates that higher) */
    double win_played; /* with the move played */
} ReviewDecision;

typedef struct Review {
    ReviewDecision *decision; /* in the game's order */
    int count;
    int worst[REVIEW_WORST]; /* indices into decision[], the costliest first */
    int worst_count;
    int budget; /* the search's iterations per decision it was made with (0: the hard bot's) */
} Review;

/* Called after each decision reviewed (done of total); the review stops early when `cancel` is
 * set. */
typedef void (*ReviewProgress)(void *ctx, int done, int total);

/* Reviews the decisions of every human seat (of `seat` alone when it is 0 or more) in the match's
 * moves; a move that was the only one legal is no decision. `budget` is the search's iterations
 * per decision (0: the hard bot's). Same match and seed, same review. False with the reason when
 * it was cancelled. */
bool review_match(const Match *m, int seat, int budget, uint64_t seed, const atomic_bool *cancel,
                  ReviewProgress progress, void *ctx, Review *out, char *err, size_t errlen);
void review_free(Review *r);
/* Fills worst[] from the decisions (a review read back from the history). */
void review_rank_worst(Review *r);
/* A chance in whole percents, as the Review shows it (0.455: 46). */
int review_percent(double chance);
/* What a decision cost: the chance of winning given up in whole percents (0.07 for 7), 0 when the
 * move played was as good as the best. */
double review_cost(const ReviewDecision *d);

/* The sentences a player reads about decision d, its moves worded for its seat
 * (GameRules.describe_own_move) from `before`, the state before its move: what was played ("Ana
 * chose to sell RAT for $12"), and what the hard bot would have played ("The hard bot would pass
 * instead", or that it agrees). Appended to out. */
void review_played_text(const ReviewDecision *d, const GameState *before, const char *const *names,
                        StrBuf *out);
void review_suggested_text(const ReviewDecision *d, const GameState *before,
                           const char *const *names, StrBuf *out);

#endif
