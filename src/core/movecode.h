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

/* Writing a code's text by hand rather than with snprintf, as the search formats moves often.
 * Text that would not fit a move is cut, as movelist_add cuts it. */
typedef struct MoveWriter {
    char *at, *end; /* end: the last byte, kept for the NUL */
} MoveWriter;

/* A writer into out[MOVE_MAX] (movelist.h), which mw_end terminates. */
MoveWriter mw_start(char *out);
void mw_text(MoveWriter *w, const char *text);
void mw_char(MoveWriter *w, char c);
void mw_number(MoveWriter *w, int n); /* in decimal, '-' for a negative */
void mw_end(MoveWriter *w);

#endif
