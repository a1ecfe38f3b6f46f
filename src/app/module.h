/* The app as a loadable module (moguls-app.so). The `moguls` program links only the rules and
 * the headless commands, and opens the module (with its SDL libraries) when a window is wanted:
 * to play, or for the frame numbers of `moguls bench`. No SDL here: src/main.c includes this. */
#ifndef MOGULS_APP_MODULE_H
#define MOGULS_APP_MODULE_H

#include <stdio.h>

#define APP_MODULE_FILE "moguls-app.so"
#define APP_MODULE_SYMBOL "moguls_app_module"

/* What the module exports under APP_MODULE_SYMBOL: app_main and app_bench (src/app/app.h), and
 * `moguls shot` (argv[0] is "shot"), which plays its moves and draws with the module's own copy of
 * the rules so that no Match crosses between the program and the module; `moguls import`; and
 * app_hold_display. */
/* The app's hidden options for `moguls bench`, which runs the program again with them: report
 * the start's cost at the first lobby frame and exit; play a whole game of bots (ID follows);
 * show the lobby until its boxes' pictures are all made. */
#define APP_FIRST_FRAME_OPTION "--bench-first-frame"
#define APP_BENCH_GAME_OPTION "--bench-game"
#define APP_BENCH_LOBBY_OPTION "--bench-lobby"

typedef struct AppModule {
    int (*main)(int argc, char **argv);
    int (*bench)(FILE *out, const char *only); /* only: one game's board, or NULL for all */
    int (*shot)(int argc, char **argv);
    int (*import)(int argc, char **argv); /* `moguls import` (argv[0] is "import") */
    int (*hold_display)(int socket);      /* for `moguls bench`: app_hold_display (app.h) */
} AppModule;

#endif
