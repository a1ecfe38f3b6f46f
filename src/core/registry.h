/* The list of games Moguls plays. */
#ifndef MOGULS_REGISTRY_H
#define MOGULS_REGISTRY_H

#include "game.h"

int registry_count(void);
const GameRules *registry_game(int index);
/* NULL if no game has this id. */
const GameRules *registry_find(const char *id);
/* "buyout, estates, ..." for error messages. */
void registry_ids(StrBuf *out);

#endif
