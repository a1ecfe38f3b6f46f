/* The compact move form: inside the rules and the bots' search a move is a 64-bit code, so
 * listing moves writes integers and matching a move is one comparison. Strings stay at the
 * edges (saves, the log, the engine protocol, tests): every game turns a code into its canonical
 * text with GameRules.format_code, and the text parses back to the same move.
 *
 * A code is only meaningful in the state it was listed for (e.g. "the second minimal payment"
 * is not a code; "pay with s3 and m1" is). Each game documents its packing in its header. */
#ifndef MOGULS_MOVECODE_H
#define MOGULS_MOVECODE_H

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t MoveCode;

typedef struct CodeList {
    int count;
    int cap;
    MoveCode *items;
} CodeList;

#define CODELIST_INIT {0, 0, NULL}

void codelist_free(CodeList *list);
static inline void codelist_clear(CodeList *list)
{
    list->count = 0;
}
/* Makes room for `count` more codes. */
void codelist_reserve(CodeList *list, int count);
static inline void codelist_add(CodeList *list, MoveCode code)
{
    if (list->count == list->cap)
        codelist_reserve(list, 1);
    list->items[list->count++] = code;
}
bool codelist_contains(const CodeList *list, MoveCode code);
/* Adds the code unless the list holds it already. */
void codelist_add_unique(CodeList *list, MoveCode code);

#endif
