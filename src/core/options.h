/* A game's options ("key=value"), described by a small table per game and parsed with readable
 * errors: "estates: unknown option 'rounds=x': expected a number 1-5". */
#ifndef MOGULS_OPTIONS_H
#define MOGULS_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

struct GameRules;

typedef enum OptionKind {
    OPTION_NUMBER, /* min..max */
    OPTION_CHOICE, /* one of choices[0..max]; the value is the index */
    OPTION_FLAG    /* off/on (also 0/1, no/yes); the value is 0 or 1 */
} OptionKind;

typedef struct OptionSpec {
    const char *key;   /* as typed: "rounds" */
    const char *label; /* as shown in the lobby: "Rounds" */
    const char *help;  /* one line for a tooltip */
    OptionKind kind;
    int min, max, def;
    const char *const *choices; /* OPTION_CHOICE: max + 1 names */
} OptionSpec;

#define MAX_OPTIONS 8

typedef struct GameOptions {
    int players;
    int value[MAX_OPTIONS]; /* in the order of the game's OptionSpec table */
    /* The game's replaceable file (GameRules.resource), e.g. BuyWord's word list; NULL: the one
     * in use when the game is created. A match pins it, so undo and reloads replay with it. */
    const void *resource;
} GameOptions;

void options_defaults(const struct GameRules *rules, GameOptions *opts);
/* Applies one "key=value" ("players=4" included). */
bool options_set(const struct GameRules *rules, GameOptions *opts, const char *assignment,
                 char *err, size_t errlen);
/* Defaults, then each assignment in turn, then the game's own cross-checks. */
bool options_parse(const struct GameRules *rules, int count, const char *const *assignments,
                   GameOptions *opts, char *err, size_t errlen);
/* The game's own cross-checks of a complete set (e.g. an AI card needs 1-2 players). */
bool options_validate(const struct GameRules *rules, const GameOptions *opts, char *err,
                      size_t errlen);
/* "players=4 rounds=2", every option spelled out, parseable by options_parse. */
void options_format(const struct GameRules *rules, const GameOptions *opts, StrBuf *out);
/* The value of option `key`; -1 if the game has no such option. */
int options_get(const struct GameRules *rules, const GameOptions *opts, const char *key);
/* Text of one option's value as options_format writes it ("3", "hidden", "on"). */
void options_value_text(const OptionSpec *spec, int value, char *out, size_t outlen);

#endif
