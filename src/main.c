/* moguls: the GUI by default, or one of the headless commands.
 *
 * The program itself links only the rules and the headless commands; the app (SDL and its
 * libraries) is a module opened only when a window is wanted (src/app/module.h), so `moguls list`
 * and the other commands start without loading any of it; likewise `moguls server` (and OpenSSL)
 * is a module opened for that command alone. */
#define _DEFAULT_SOURCE /* wait4: a child's own resource usage */
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/module.h"
#include "cli/cli.h"
#include "cli/server_module.h"
#include "core/datadir.h"
#include "core/registry.h"

#ifndef MOGULS_MODULE_DIR /* where the modules are installed, absolute and from the program */
#define MOGULS_MODULE_DIR ""
#define MOGULS_MODULE_RELATIVE_DIR ""
#endif

/* Opens a module (`file`) and finds its table (`symbol`): beside the program (a build tree),
 * then where it is installed, as seen from the program and as configured. NULL with the reason
 * (`missing` when it is nowhere). */
static const void *open_module(const char *file, const char *symbol, const char *missing, char *err,
                               size_t errlen)
{
    char here[4096], path[8192];
    bool found_here = datadir_program_dir(here, sizeof here);
    const char *dirs[3][2] = {{found_here ? here : "", ""},
                              {found_here ? here : "", MOGULS_MODULE_RELATIVE_DIR},
                              {MOGULS_MODULE_DIR, ""}};
    snprintf(err, errlen, "%s (%s not found)", missing, file);
    for (int i = 0; i < 3; i++) {
        if (!dirs[i][0][0] || (i == 1 && !dirs[i][1][0]))
            continue;
        snprintf(path, sizeof path, "%s%s%s/%s", dirs[i][0], dirs[i][1][0] ? "/" : "", dirs[i][1],
                 file);
        if (access(path, R_OK) != 0)
            continue;
        void *module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        const void *table = module ? dlsym(module, symbol) : NULL;
        if (table)
            return table;
        snprintf(err, errlen, "cannot open %.300s: %.250s", path, dlerror());
        return NULL;
    }
    return NULL;
}

static const AppModule *open_app(char *err, size_t errlen)
{
    return open_module(APP_MODULE_FILE, APP_MODULE_SYMBOL, "this build has no graphical app", err,
                       errlen);
}

enum { STARTUP_RUNS = 5 };

static double monotonic_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/* Runs this program again with one hidden option of the app (and its argument): the first line
 * it prints into line, and its resource usage. False if it failed. */
static bool run_self(const char *option, const char *arg, char *line, size_t n,
                     struct rusage *usage)
{
    int out[2];
    line[0] = '\0';
    if (pipe(out) != 0)
        return false;
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        char program[] = "moguls";
        char *argv[] = {program, (char *)option, (char *)arg, NULL};
        execv("/proc/self/exe", argv);
        _exit(127);
    }
    close(out[1]);
    FILE *from = child > 0 ? fdopen(out[0], "r") : NULL;
    if (from) {
        if (!fgets(line, (int)n, from))
            line[0] = '\0';
        line[strcspn(line, "\n")] = '\0';
        fclose(from);
    } else {
        close(out[0]);
    }
    int status = 0;
    return child > 0 && wait4(child, &status, 0, usage) == child && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* "median (least-most)" of n values, sorted in place. */
static void print_spread(FILE *out, double *v, int n, const char *unit)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    fprintf(out, "%.0f %s (%.0f-%.0f)", v[n / 2], unit, v[0], v[n - 1]);
}

/* What a player waits for at start: the program run again as a player starts it, on this
 * display, up to its first lobby frame (app_report_first_frame), from just before exec: CPU
 * time (dynamic loading included), wall time, peak memory, libraries and the renderer. */
static void bench_startup(FILE *out)
{
    double cpu[STARTUP_RUNS], wall[STARTUP_RUNS], memory[STARTUP_RUNS];
    int libraries = 0;
    char line[600], renderer[400] = "";
    for (int i = 0; i < STARTUP_RUNS; i++) {
        struct rusage usage;
        double start = monotonic_ms(), frame_at;
        if (!run_self(APP_FIRST_FRAME_OPTION, NULL, line, sizeof line, &usage) ||
            sscanf(line, "%lf %lf %lf %d %399[^\n]", &frame_at, &cpu[i], &memory[i], &libraries,
                   renderer) != 5) {
            fprintf(out, "app: start-up not measured (no display to start on?)\n");
            return;
        }
        wall[i] = frame_at - start;
        memory[i] /= 1024;
    }
    fprintf(out,
            "app: start to the first lobby frame, from exec, median (range) of %d: ", STARTUP_RUNS);
    print_spread(out, cpu, STARTUP_RUNS, "ms CPU");
    fprintf(out, ", ");
    print_spread(out, wall, STARTUP_RUNS, "ms wall");
    fprintf(out, ", peak memory ");
    print_spread(out, memory, STARTUP_RUNS, "MB");
    fprintf(out, ", %d shared libraries; renderer %s\n", libraries, renderer);
}

/* Each game's (or game `only`'s) peak memory through a whole game of bots, in a process of its
 * own. */
static void bench_game_memory(FILE *out, const char *only)
{
    for (int i = 0; i < registry_count(); i++) {
        const char *id = registry_game(i)->id;
        if (only && strcmp(id, only))
            continue;
        char line[600];
        struct rusage usage;
        if (run_self(APP_BENCH_GAME_OPTION, id, line, sizeof line, &usage))
            fprintf(out, "app: %s, a whole game: peak memory %.1f MB (%s)\n", id,
                    usage.ru_maxrss / 1024.0, line);
        else
            fprintf(out, "app: %s, a whole game: not measured (%s)\n", id, line);
        fflush(out);
    }
}

/* The lobby's peak memory once its boxes' pictures are made, in a process of its own. */
static void bench_lobby_memory(FILE *out)
{
    char line[600];
    struct rusage usage;
    if (run_self(APP_BENCH_LOBBY_OPTION, NULL, line, sizeof line, &usage))
        fprintf(out, "app: the lobby with its boxes' pictures: peak memory %.1f MB (%s)\n",
                usage.ru_maxrss / 1024.0, line);
    else
        fprintf(out, "app: the lobby with its boxes' pictures: not measured (%s)\n", line);
    fflush(out);
}

/* The app's numbers for `moguls bench`, measured in a child process so that its peak memory is
 * the app's own. */
static int bench_app_measured(FILE *out, const char *only)
{
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
        int code = app ? app->bench(out, only) : 0;
        fflush(out);
        _exit(code);
    }
    int status = 0;
    struct rusage usage;
    if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status) ||
        getrusage(RUSAGE_CHILDREN, &usage) != 0)
        return 1;
    fprintf(out, "app: peak memory (resident) %.1f MB\n", usage.ru_maxrss / 1024.0);
    bench_startup(out);
    bench_lobby_memory(out);
    bench_game_memory(out, only);
    return WEXITSTATUS(status);
}

/* A process of the app's that keeps a connection to the display open (app_hold_display) until
 * *release is closed, as a desktop's other clients do. Under Xvfb alone, each start measured waited
 * for the reset that the one before set off by leaving as the last client (a keymap compiled, the
 * screen made again): 170-210 ms wall where the start's own was 115. -1 if none. */
static pid_t hold_display(int *release)
{
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return -1;
    pid_t holder = fork();
    if (holder == 0) {
        close(ends[0]);
        char err[600];
        const AppModule *app = open_app(err, sizeof err);
        _exit(app ? app->hold_display(ends[1]) : 1);
    }
    close(ends[1]);
    char ready;
    if (holder < 0 || read(ends[0], &ready, 1) != 1) { /* connected, or found unable to */
        close(ends[0]);
        if (holder > 0)
            waitpid(holder, NULL, 0);
        return -1;
    }
    *release = ends[0];
    return holder;
}

/* The app's numbers, the display held open throughout (hold_display). */
static int bench_app(FILE *out, const char *only)
{
    fflush(out);
    int release = -1;
    pid_t holder = hold_display(&release);
    int status = bench_app_measured(out, only);
    if (holder > 0) {
        close(release);
        waitpid(holder, NULL, 0);
    }
    return status;
}

/* The app module for a command run inside it; NULL once the reason is said. */
static const AppModule *app_for(const char *command)
{
    char err[600];
    const AppModule *app = open_app(err, sizeof err);
    if (!app)
        fprintf(stderr, "moguls %s: %s\n", command, err);
    return app;
}

/* `moguls shot`, run inside the app module. */
static int shot_app(int argc, char **argv)
{
    const AppModule *app = app_for("shot");
    return app ? app->shot(argc, argv) : 2;
}

/* `moguls import`, run inside the app module (the player's folders are the app's). */
static int import_app(int argc, char **argv)
{
    const AppModule *app = app_for("import");
    return app ? app->import(argc, argv) : 2;
}

/* `moguls server`, run inside the network module (the only command that loads OpenSSL). */
static int server_module(int argc, char **argv)
{
    char err[600];
    const ServerModule *server = open_module(SERVER_MODULE_FILE, SERVER_MODULE_SYMBOL,
                                             "this build has no network server", err, sizeof err);
    if (!server) {
        fprintf(stderr, "moguls server: %s\n", err);
        return 2;
    }
    return server->main(argc, argv);
}

int main(int argc, char **argv)
{
    static const CliAppHooks app_hooks = {bench_app, shot_app, import_app, server_module};
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
