/* Reading a move's text: split into words, read small numbers. Shared by every game's apply. */
#ifndef MOGULS_MOVEWORDS_H
#define MOGULS_MOVEWORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "movelist.h"

#define MOVE_WORDS_MAX 8

typedef struct MoveWords {
    int count;
    char word[MOVE_WORDS_MAX][MOVE_MAX];
} MoveWords;

/* Splits at spaces. False with a reason for an empty, over-long or too wordy move. */
bool move_split(const char *move, MoveWords *w, char *err, size_t errlen);
/* Word i equals `word` (false when there is no word i). */
bool move_word_is(const MoveWords *w, int i, const char *word);
/* A whole number written with at most 4 digits and nothing else: no sign, no space. Leading
 * zeros are digits like any other ("05" is 5, "00005" is too long); "+5", "-0" and anything
 * longer, however big, are refused, so no move can overflow an int. */
bool move_parse_number(const char *text, int *out);

#endif
