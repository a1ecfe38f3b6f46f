/* A list of moves, each a short printable string (see docs/notation.md). */
#ifndef MOGULS_MOVELIST_H
#define MOGULS_MOVELIST_H

#include <stdbool.h>

#define MOVE_MAX 64 /* longest move text, NUL included */

typedef struct MoveList {
    int count;
    int cap;
    char (*items)[MOVE_MAX];
} MoveList;

#define MOVELIST_INIT {0, 0, NULL}

void movelist_free(MoveList *list);
void movelist_clear(MoveList *list);
/* Appends printf-formatted text (cut at MOVE_MAX - 1 characters). */
void movelist_addf(MoveList *list, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void movelist_add(MoveList *list, const char *move);
bool movelist_contains(const MoveList *list, const char *move);

#endif
