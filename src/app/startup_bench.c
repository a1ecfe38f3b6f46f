/* What `moguls bench` asks of the app in a process of its own (src/main.c runs the program again
 * with these hidden options), so that every figure is that process's alone: the cost of a start
 * up to the first lobby frame, from exec, and the peak memory of a whole game and of the lobby
 * with its boxes' pictures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "app_internal.h"

/* Shared libraries mapped now (/proc/self/maps), each counted once. */
static int libraries_loaded(void)
{
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[4096], last[4096] = "";
    int count = 0;
    while (maps && fgets(line, sizeof line, maps)) {
        const char *path = strchr(line, '/');
        if (!path || !strstr(path, ".so") || !strcmp(path, last))
            continue;
        snprintf(last, sizeof last, "%s", path);
        count++;
    }
    if (maps)
        fclose(maps);
    return count;
}

void app_report_first_frame(const App *app)
{
    struct rusage usage;
    struct timespec now;
    getrusage(RUSAGE_SELF, &usage);
    clock_gettime(CLOCK_MONOTONIC, &now);
    double cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
                    (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    const UiRendererUsed *r = &app->ui->renderer_used;
    /* one line for src/main.c: monotonic ms, CPU ms, peak KB, libraries, renderer: reason */
    printf("%.3f %.3f %ld %d %s: %s\n", now.tv_sec * 1e3 + now.tv_nsec / 1e6, cpu_ms,
           usage.ru_maxrss, libraries_loaded(), r->name, r->plan.reason);
    fflush(stdout);
    _exit(0); /* the start is measured; nothing else is wanted of this process */
}

int app_hold_display(int socket)
{
    SDL_InitSubSystem(SDL_INIT_VIDEO); /* if it fails there is nothing to hold: the bench goes on */
    char ready = 1;
    bool told = write(socket, &ready, 1) == 1;
    while (told && read(socket, &ready, 1) > 0) /* until the bench closes its end */
        continue;
    SDL_Quit();
    return told ? 0 : 1;
}

/* A table of bots at the normal level for the game, its default options. */
static Match *bot_table(const GameRules *rules)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    for (int i = 0; i < opts.players; i++) {
        seats[i] = (Seat){.bot = true, .level = BOT_NORMAL, .colour = i};
        snprintf(seats[i].name, sizeof seats[i].name, "Bot %d", i + 1);
    }
    view_default_colours(view_find(rules->id), seats);
    return match_new(rules, &opts, 1, seats);
}

/* The app as a player gets it (its renderer, in a hidden window of 1280 x 800; no sound device
 * is needed to count), its settings in a scratch folder *pref_dir; NULL, the reason printed, if
 * it cannot start. */
static App *bench_app_create(char *pref_dir, size_t n)
{
    char err[1024];
    if (!app_scratch_prefs("bench", pref_dir, n, err, sizeof err)) {
        printf("%s\n", err);
        return NULL;
    }
    AppOptions opts = {
        .width = 1280, .height = 800, .hidden = true, .pref_dir = pref_dir, .fast_bots = true};
    SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy");
    App *app = app_create(&opts, err, sizeof err);
    if (!app && !getenv("SDL_VIDEODRIVER")) { /* no display: offscreen */
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        app = app_create(&opts, err, sizeof err);
    }
    if (!app) {
        printf("cannot start the app: %s\n", err);
        app_remove_scratch_prefs(pref_dir);
    }
    return app;
}

/* The renderer's name and why, ending the line src/main.c reads. */
static void print_renderer(const App *app)
{
    printf("renderer %s: %s\n", app->ui->renderer_used.name, app->ui->renderer_used.plan.reason);
    fflush(stdout);
}

int app_bench_lobby(void)
{
    char pref_dir[1024];
    App *app = bench_app_create(pref_dir, sizeof pref_dir);
    if (!app)
        return 1;
    app_settle(app); /* every box's picture made */
    printf("%d pictures of %dx%d, ", app->game_count, app->art[0].w, app->art[0].h);
    print_renderer(app);
    app_destroy(app);
    app_remove_scratch_prefs(pref_dir);
    return 0;
}

int app_bench_game(const char *id)
{
    const GameRules *rules = registry_find(id);
    char pref_dir[1024];
    if (!rules) {
        printf("no such game\n");
        return 1;
    }
    App *app = bench_app_create(pref_dir, sizeof pref_dir);
    if (!app)
        return 1;
    if (!app_start_match(app, bot_table(rules))) {
        printf("cannot start the game\n");
        app_destroy(app);
        app_remove_scratch_prefs(pref_dir);
        return 1;
    }
    const Uint64 give_up = SDL_GetTicks64() + 600 * 1000;
    while (!game_over(app_match(app)->state) && SDL_GetTicks64() < give_up) {
        app_step(app);
        SDL_WaitEventTimeout(NULL, 5); /* the bots think on their thread */
    }
    for (int i = 0; i < 3; i++) /* the end screen */
        app_step(app);
    printf("%d moves, bots at normal, ", app_match(app)->move_count);
    print_renderer(app);
    app_destroy(app);
    app_remove_scratch_prefs(pref_dir);
    return 0;
}
