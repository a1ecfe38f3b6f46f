/* A game state as one line of text, and back: what the network server sends a seat so that its
 * client can draw the board (docs/network.md, `snapshot`).
 *
 * States are flat structs of integers (GameRules.state_size), so one encoder serves every game:
 * each game lists its state struct's fields in a small table (a StateSchema: where each field
 * lies, how wide its integers are, how many), and the text is those integers in that order. A
 * pointer (BuyWord's dictionary) is no field: a state is restored into a state of the same game
 * made by its new_game, which keeps it.
 *
 * The text: "GAME VERSION COUNT V V ...": the game's id, its schema's version (a changed struct
 * gets a new one: an older client refuses it), how many integers follow, then each integer in
 * decimal as a signed number of its width, a run of one value as "V*N". */
#ifndef MOGULS_SNAPSHOT_H
#define MOGULS_SNAPSHOT_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

struct StateSchema;

/* `count` elements from `offset`, `stride` bytes apart: integers (bool and enum included) of
 * `size` bytes (1, 2, 4 or 8), or, with `part`, structs that schema describes. */
typedef struct StateField {
    const char *name;
    size_t offset;
    size_t size;
    size_t count;
    size_t stride;
    const struct StateSchema *part;
} StateField;

typedef struct StateSchema {
    int version;
    size_t size;     /* of the struct described */
    size_t pointers; /* bytes of it that are pointers: kept from the state restored into */
    const StateField *fields;
    int field_count;
    /* What the rules keep from `viewer` (-1: a spectator) though its determinize leaves it as
     * it is, because a careful player could work it out from public data (The Estates' money in
     * hand: every payment is seen, yet the table hides it): put to a value that tells no more
     * than public data, in a seat's state before it is sent. NULL: determinize hides all. */
    void (*conceal)(GameState *state, int viewer);
} StateSchema;

/* The table's rows. STATE_FIELD(T, m): a member integer, or an array of integers of any
 * dimensions (counted in elements of type E: STATE_ARRAY(T, m, E)); STATE_PART(T, m, P, schema):
 * a member struct of type P, or an array of them. STATE_SCHEMA(T, version, pointers, fields): the
 * table of a struct T, with the bytes of its pointers (a game's state: its rules, in its header).
 */
#define STATE_FIELD(T, m)                                                                          \
    {                                                                                              \
#m, offsetof(T, m), sizeof(((T *)0)->m), 1, 0, NULL                                        \
    }
#define STATE_ARRAY(T, m, E)                                                                       \
    {                                                                                              \
#m, offsetof(T, m), sizeof(E), sizeof(((T *)0)->m) / sizeof(E), sizeof(E), NULL            \
    }
#define STATE_PART(T, m, P, schema)                                                                \
    {                                                                                              \
#m, offsetof(T, m), sizeof(P), sizeof(((T *)0)->m) / sizeof(P), sizeof(P), &(schema)       \
    }
#define STATE_SCHEMA(T, version, pointers, fields)                                                 \
    {                                                                                              \
        (version), sizeof(T), (pointers), (fields), (int)(sizeof(fields) / sizeof((fields)[0])),   \
            NULL                                                                                   \
    }

/* Appends the state's text (its game's GameRules.schema). */
void state_encode(const GameState *s, StrBuf *out);
/* Reads a state's text into `into`, a state of the same game (new_game or clone): every field
 * the schema lists is overwritten, the rest (the header, pointers) kept; then the game's
 * invariants are checked. False with the reason, and `into` unchanged, when the text is not a
 * whole state of that game and version, or a value does not fit its field. */
bool state_decode(GameState *into, const char *text, char *err, size_t errlen);
/* Whether the two states agree on every field of their schema (the padding between is not
 * compared). */
bool state_fields_equal(const GameState *a, const GameState *b);
/* Checks a schema against its struct: fields in order, inside it, not overlapping, each
 * integer 1, 2, 4 or 8 bytes; the bytes left out are only padding too small for the next field
 * and its pointers. False with the first fault. For the tests. */
bool state_schema_check(const StateSchema *schema, char *err, size_t errlen);

#endif
