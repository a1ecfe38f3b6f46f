#include "estates.h"
const GameBotHooks estates_bot_hooks = {0};
