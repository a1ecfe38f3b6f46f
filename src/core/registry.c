#include "registry.h"

#include <string.h>

extern const GameRules buyout_rules;
extern const GameRules buyword_rules;
extern const GameRules estates_rules;
extern const GameRules takeover_rules;
extern const GameRules mintbid_rules;

/* In the order the lobby shows them: the order of the games in the box. */
static const GameRules *const games[] = {
    &buyout_rules,
    &estates_rules,
    &buyword_rules,
    &takeover_rules,
    &mintbid_rules,
};

int registry_count(void)
{
    return (int)(sizeof games / sizeof games[0]);
}

const GameRules *registry_game(int index)
{
    return index >= 0 && index < registry_count() ? games[index] : NULL;
}

const GameRules *registry_find(const char *id)
{
    for (int i = 0; i < registry_count(); i++)
        if (!strcmp(games[i]->id, id))
            return games[i];
    return NULL;
}

void registry_ids(StrBuf *out)
{
    for (int i = 0; i < registry_count(); i++)
        sb_addf(out, "%s%s", i ? ", " : "", games[i]->id);
}
