/* BuyWord: what the bots know about the game. */
#include "buyword.h"

const GameBotHooks buyword_bot_hooks = {0};
