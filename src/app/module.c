/* The entry points of moguls-app.so, found by src/main.c with dlsym (see module.h). */
#include "module.h"

#include "app.h"
#include "cli/cli.h"
#include "language.h"

static int shot_command(int argc, char **argv)
{
    /* the moves are played (and logged) before the app opens: in the desktop's language too */
    language_use("");
    return cli_shot(argc, argv, app_shot);
}

extern const AppModule moguls_app_module;
const AppModule moguls_app_module = {app_main, app_bench, shot_command, share_import_command,
                                     app_hold_display};
