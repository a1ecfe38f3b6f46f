/* moguls: the GUI by default, or one of the headless commands.
 *
 * The program itself links only the rules and the headless commands; the app (SDL and its
 * libraries) is a module opened only when a window is wanted (src/app/module.h), so `moguls list`
 * and the other commands start without loading any of it. */
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/module.h"
#include "cli/cli.h"
#include "core/datadir.h"

#ifndef MOGULS_APP_MODULE_DIR /* where the module is installed, absolute and from the program */
#define MOGULS_APP_MODULE_DIR ""
#define MOGULS_APP_MODULE_RELATIVE_DIR ""
#endif

/* Opens the app module: beside the program (a build tree), then where it is installed, as seen
 * from the program and as configured. NULL with the reason. */
static const AppModule *open_app(char *err, size_t errlen)
{
    char here[4096], path[8192];
    bool found_here = datadir_program_dir(here, sizeof here);
    const char *dirs[3][2] = {{found_here ? here : "", ""},
                              {found_here ? here : "", MOGULS_APP_MODULE_RELATIVE_DIR},
                              {MOGULS_APP_MODULE_DIR, ""}};
    snprintf(err, errlen, "this build has no graphical app (%s not found)", APP_MODULE_FILE);
    for (int i = 0; i < 3; i++) {
        if (!dirs[i][0][0] || (i == 1 && !dirs[i][1][0]))
            continue;
        snprintf(path, sizeof path, "%s%s%s/%s", dirs[i][0], dirs[i][1][0] ? "/" : "", dirs[i][1],
                 APP_MODULE_FILE);
        if (access(path, R_OK) != 0)
            continue;
        void *module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        const AppModule *app = module ? dlsym(module, APP_MODULE_SYMBOL) : NULL;
        if (app)
            return app;
        snprintf(err, errlen, "cannot open the app (%.300s): %.250s", path, dlerror());
        return NULL;
    }
    return NULL;
}

/* The app's numbers for `moguls bench`, measured in a child process so that its peak memory is
 * the app's own. */
static int bench_app(FILE *out)
{
    fflush(out);
    pid_t child = fork();
    if (child < 0) {
        fprintf(out, "app bench: cannot start a process\n");
        return 1;
    }
    if (child == 0) {
        char err[600];
        const AppModule *app = open_app(err, sizeof err);
        if (!app)
            fprintf(out, "(%s: no frame numbers)\n", err);
        int code = app ? app->bench(out) : 0;
        fflush(out);
        _exit(code);
    }
    int status = 0;
    struct rusage usage;
    if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status) ||
        getrusage(RUSAGE_CHILDREN, &usage) != 0)
        return 1;
    fprintf(out, "app: peak memory (resident) %.1f MB\n", usage.ru_maxrss / 1024.0);
    return WEXITSTATUS(status);
}

/* `moguls shot`, run inside the app module. */
static int shot_app(int argc, char **argv)
{
    char err[600];
    const AppModule *app = open_app(err, sizeof err);
    if (!app) {
        fprintf(stderr, "moguls shot: %s\n", err);
        return 2;
    }
    return app->shot(argc, argv);
}

int main(int argc, char **argv)
{
    static const CliAppHooks app_hooks = {bench_app, shot_app};
    if (argc > 1 && cli_is_command(argv[1]))
        return cli_main(argc, argv, &app_hooks);
    if (argc > 1 && argv[1][0] != '-') {
        char names[200];
        cli_command_names(names, sizeof names);
        fprintf(stderr, "moguls: unknown command '%s'\ncommands: %s (or no command for the game)\n",
                argv[1], names);
        return 2;
    }
    char err[600];
    const AppModule *app = open_app(err, sizeof err);
    if (!app) {
        fprintf(stderr, "moguls: %s; try 'moguls list'\n", err);
        return 2;
    }
    return app->main(argc, argv);
}
