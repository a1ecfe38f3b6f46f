/* A list of moves, each a short printable string (see docs/notation.md). */
#ifndef MOGULS_MOVELIST_H
#define MOGULS_MOVELIST_H

#include <stdbool.h>

/* Room for the longest move text, NUL included. No legal move may be longer: the longest is a
 * Takeover offer naming all 24 coins, "offer 2 give ... get ..." (88 characters); test_generic
 * checks every game's longest move fits. */
#define MOVE_MAX 96

typedef struct MoveList {
    int count;
    int cap;
    char (*items)[MOVE_MAX];
} MoveList;

#define MOVELIST_INIT {0, 0, NULL}

void movelist_free(MoveList *list);
void movelist_clear(MoveList *list);
void movelist_add(MoveList *list, const char *move);
bool movelist_contains(const MoveList *list, const char *move);

#endif
