/* The options a test starts a game with, as the lobby would start it. */
#ifndef MOGULS_TESTS_LOBBY_OPTIONS_H
#define MOGULS_TESTS_LOBBY_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

#include "core/game.h"
#include "core/match.h"

/* The game's defaults for `players`, with each value the lobby would move where that count does
 * not allow it, validated and prepared (match_prepare). False, with the reason printed, when the
 * game refuses them. */
static inline bool lobby_options(const GameRules *rules, int players, GameOptions *opts)
{
    char err[300];
    options_defaults(rules, opts);
    opts->players = players;
    for (int i = 0; i < rules->option_count && rules->option_allows; i++)
        for (int v = rules->options[i].min;
             v <= rules->options[i].max && !rules->option_allows(opts, i, opts->value[i]); v++)
            opts->value[i] = v;
    if (options_validate(rules, opts, err, sizeof err) &&
        match_prepare(rules, opts, err, sizeof err))
        return true;
    fprintf(stderr, "  %s players=%d: %s\n", rules->id, players, err);
    return false;
}

#endif
