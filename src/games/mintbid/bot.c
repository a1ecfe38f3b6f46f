/* Mint Bid: what the bots know about the game. */
#include "mintbid.h"

const GameBotHooks mintbid_bot_hooks = {0};
