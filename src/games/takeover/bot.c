/* Takeover: what the bots know about the game. */
#include "takeover.h"

const GameBotHooks takeover_bot_hooks = {0};
