/* moguls: the GUI by default, or one of the headless commands. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#ifdef MOGULS_HAVE_APP
#include "app/app.h"
static const CliAppHooks app_hooks = {app_bench, app_shot};
#else
static const CliAppHooks app_hooks = {NULL, NULL};
#endif

int main(int argc, char **argv)
{
    if (argc > 1 && cli_is_command(argv[1]))
        return cli_main(argc, argv, &app_hooks);
    if (argc > 1 && argv[1][0] != '-') {
        char names[200];
        cli_command_names(names, sizeof names);
        fprintf(stderr, "moguls: unknown command '%s'\ncommands: %s (or no command for the game)\n",
                argv[1], names);
        return 2;
    }
#ifdef MOGULS_HAVE_APP
    return app_main(argc, argv);
#else
    fprintf(stderr, "moguls: this build has no graphical app; try 'moguls list'\n");
    return 2;
#endif
}
