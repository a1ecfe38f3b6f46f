/* moguls bench's frame figures: the lobby and every game's board at 1280x800 and 1920x1080, each
 * at rest, under a moving mouse and (boards) through the animations of a few moves, as the CPU
 * time of the drawing thread per frame, median and worst. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "app_internal.h"
#include "ui/draw_list.h"
#include "ui/sprite.h"
#include "ui/text.h"

#define FRAME_STEP (1.0 / 60.0) /* animations are drawn at this rate */

#define MAX_SAMPLES 4096 /* frame times kept for the median (a few moves' animations) */

/* Frame times of one kind (ms). */
typedef struct FrameStats {
    double samples[MAX_SAMPLES];
    double worst;
    int count;
} FrameStats;

/* Which animated frame was the slowest, and what it did: the bench names it so that the frame
 * can be found again (a per-frame trace, callgrind on that frame alone). */
typedef struct WorstFrame {
    double ms;
    int move;  /* the animated move it followed, from 1 */
    int frame; /* its frame in that move's animation, from 1 */
    bool bot;  /* the move was a bot's (rehearsed), not the human's */
    char text[MOVE_MAX];
    long shaped;     /* strings shaped */
    long rasterised; /* sprites rasterised on the drawing thread */
    long pixels;     /* pixels redrawn */
} WorstFrame;

/* Every animated frame's time in one run of a board's animations, in the order drawn, each
 * known by its move and its frame in that move's animation (runs of the same seeded game draw
 * the same frames). */
typedef struct FrameTime {
    int move, frame;
    double ms;
} FrameTime;

typedef struct FrameRun {
    FrameTime frames[MAX_SAMPLES];
    int count;
} FrameRun;

static double thread_cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static void stats_add(FrameStats *s, double ms)
{
    if (s->count < MAX_SAMPLES)
        s->samples[s->count++] = ms;
    if (ms > s->worst)
        s->worst = ms;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(FrameStats *s)
{
    if (s->count == 0)
        return 0.0;
    qsort(s->samples, (size_t)s->count, sizeof *s->samples, by_value);
    return s->samples[s->count / 2];
}

/* One frame as the main loop draws it after an event (events, turn flow, drawing, presenting). */
static void timed_step(App *app, FrameStats *s)
{
    double t0 = thread_cpu_ms();
    app_step(app);
    stats_add(s, thread_cpu_ms() - t0);
}

/* The mouse's `step`th move of small steps over `area`. */
static void move_mouse(SDL_Rect area, int step)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = area.x + (int)((long)area.w * (step * 37 % 101) / 101);
    e.motion.y = area.y + (int)((long)area.h * (step * 53 % 97) / 97);
    SDL_PushEvent(&e);
}

/* The mouse moves over `area` in small steps, a frame after each. */
static void mouse_frames(App *app, SDL_Rect area, int frames, FrameStats *s)
{
    for (int i = 0; i < frames; i++) {
        move_mouse(area, i);
        timed_step(app, s);
    }
}

/* Frames at the app's clock standing still. */
static void rest_frames(App *app, int frames, FrameStats *s)
{
    for (int i = 0; i < frames; i++)
        timed_step(app, s);
}

/* One animated frame drawn and timed; `worst` takes it if it is the slowest yet, and `run` (if
 * not NULL) keeps its time. */
static void animated_frame(App *app, FrameStats *s, WorstFrame *worst, const WorstFrame *where,
                           FrameRun *run)
{
    long shaped = ui_text_shaped(app->ui->text);
    long rasterised = ui_sprites_rasterised(app->ui->sprites);
    double t0 = thread_cpu_ms();
    app_draw_frame(app);
    double ms = thread_cpu_ms() - t0;
    stats_add(s, ms);
    if (run && run->count < MAX_SAMPLES)
        run->frames[run->count++] = (FrameTime){where->move, where->frame, ms};
    if (ms <= worst->ms)
        return;
    *worst = *where;
    worst->ms = ms;
    worst->shaped = ui_text_shaped(app->ui->text) - shaped;
    worst->rasterised = ui_sprites_rasterised(app->ui->sprites) - rasterised;
    worst->pixels = ui_draw_last_pixels(app->ui);
}

/* Plays `moves` random moves, each animated, drawing every frame of its animation. A bot's
 * move is rehearsed first, as the app does while the bot pace runs (game_rehearse_move); the
 * human's is not. `played` counts the moves animated before these. */
static void animation_frames(App *app, Rng *rng, int moves, int played, FrameStats *s,
                             WorstFrame *worst, FrameRun *run)
{
    double now = app->ui->now;
    for (int i = 0; i < moves && !game_over(app->match->state); i++) {
        WorstFrame where = {.move = played + i + 1};
        if (!bot_random_move(app->match->state, rng, where.text))
            return;
        where.bot = app->match->seats[game_to_move(app->match->state)].bot;
        if (where.bot)
            game_rehearse_move(app, where.text);
        if (!app_play_move(app, where.text))
            return;
        if (app->holding) /* a reveal for the table to read: read at once */
            game_release_hold(app);
        double until = app->ui->tweens_until;
        do {
            now += FRAME_STEP;
            app_stop_clock(app, now);
            where.frame++;
            animated_frame(app, s, worst, &where, run);
        } while (now < until);
    }
}

/* A board to time: a third of the way into a random game, seat 0 (a human) to move and the
 * others bots. NULL if no such position comes. */
static Match *bench_match(const GameRules *rules)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    for (int i = 0; i < opts.players; i++) {
        seats[i] = (Seat){.bot = i > 0, .level = BOT_NORMAL, .colour = i};
        snprintf(seats[i].name, sizeof seats[i].name, "Player %d", i + 1);
    }
    Match *m = match_new(rules, &opts, 7, seats);
    Rng rng;
    rng_seed(&rng, 7);
    for (int i = 0; i < 1000 && !game_over(m->state); i++) {
        if (i >= 30 && game_to_move(m->state) == 0)
            return m;
        char move[MOVE_MAX];
        if (!bot_random_move(m->state, &rng, move) || !match_play(m, move, NULL, 0))
            break;
    }
    match_free(m);
    return NULL;
}

static void print_stats(FILE *out, const char *label, FrameStats *s)
{
    fprintf(out, "  %s %5.2f/%5.2f", label, median(s), s->worst);
}

enum { WARM_UP = 5, REST_FRAMES = 60, MOUSE_FRAMES = 60, ANIMATED_MOVES = 4, ROUNDS = 5 };

/* The animations of ROUNDS rounds of ANIMATED_MOVES moves, one after the other in the same game:
 * every frame's time in `all`, and the worst frame of each round. A frame slower than the rest
 * once (the machine busy elsewhere) is one round's worst; a frame slow every move is every
 * round's. */
static int animation_rounds(App *app, FrameStats *all, double worsts[ROUNDS], WorstFrame *worst,
                            FrameRun *run)
{
    Rng rng;
    rng_seed(&rng, 11);
    int rounds = 0;
    while (rounds < ROUNDS && !game_over(app->match->state)) {
        FrameStats round = {0};
        animation_frames(app, &rng, ANIMATED_MOVES, rounds * ANIMATED_MOVES, &round, worst, run);
        if (round.count == 0)
            break;
        for (int i = 0; i < round.count; i++)
            stats_add(all, round.samples[i]);
        worsts[rounds++] = round.worst;
    }
    return rounds;
}

/* Every frame after the lobby's first until its boxes' pictures are all made (lobby_art.c: on a
 * thread of their own, each taken by the frame after it), with the mouse moving over the lobby
 * at about 60 frames a second meanwhile: the frames that take the pictures, and those drawn while
 * the thread draws them. The number of frames varies with the machine's speed. */
static void lids_frames(App *app, SDL_Rect all, FrameStats *s)
{
    for (int step = 0; (app->ui->frame_requested || app->art_job.busy) && s->count < MAX_SAMPLES;
         step++) {
        SDL_WaitEventTimeout(NULL, (int)(FRAME_STEP * 1000)); /* a picture made wakes it */
        move_mouse(all, step);
        timed_step(app, s);
    }
}

static void bench_lobby(App *app, FILE *out)
{
    FrameStats first = {0}, lids = {0}, rest = {0}, mouse = {0};
    SDL_Rect all = {0, 0, app->ui->pixel_w, app->ui->pixel_h};
    timed_step(app, &first); /* the start's: the table, texts and sprites made */
    lids_frames(app, all, &lids);
    rest_frames(app, WARM_UP, &(FrameStats){0});
    rest_frames(app, REST_FRAMES, &rest);
    mouse_frames(app, all, MOUSE_FRAMES, &mouse);
    fprintf(out, "app: %-9s", "lobby");
    print_stats(out, "rest", &rest);
    print_stats(out, "mouse", &mouse);
    fprintf(out, "  first %5.2f", first.worst);
    print_stats(out, "making the boxes", &lids);
    fprintf(out, "  (%d frames)\n", lids.count);
}

/* A board's frame times: at rest, under the mouse, and through the animations of ROUNDS
 * rounds (every frame, each round's worst and the slowest frame). */
typedef struct BoardTimes {
    FrameStats rest, mouse, anim;
    double worsts[ROUNDS];
    int rounds;
    WorstFrame worst;
} BoardTimes;

/* Times a board's frames into *t (each animated frame's time in `run` too, if not NULL); false
 * if the board cannot be shown. */
static bool board_frames(App *app, const GameRules *rules, BoardTimes *t, FrameRun *run)
{
    Match *m = bench_match(rules);
    if (!m || !app_show_match(app, m, 0))
        return false;
    rest_frames(app, WARM_UP, &(FrameStats){0}); /* sprites are rasterised at first use */
    rest_frames(app, REST_FRAMES, &t->rest);
    mouse_frames(app, app_board_area(app), MOUSE_FRAMES, &t->mouse);
    t->rounds = animation_rounds(app, &t->anim, t->worsts, &t->worst, run);
    game_close(app, false);
    app_set_scene(app, SCENE_LOBBY);
    return true;
}

static App *bench_app(const char *pref_dir, int width, int height, char *err, size_t errlen)
{
    AppOptions opts = {.width = width,
                       .height = height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = pref_dir,
                       .fast_bots = true,
                       .animate = true,
                       .manual_clock = true};
    return app_create(&opts, err, errlen);
}

enum { STEADY_RUNS = 3 };

/* Which of two frames of a run was drawn first (<0), the same frame (0) or later (>0). */
static int frame_order(const FrameTime *a, const FrameTime *b)
{
    return a->move != b->move ? a->move - b->move : a->frame - b->frame;
}

/* The slowest frame of runs[0] when each frame's time is the median of its times in all the
 * runs (a frame some run did not draw is passed over); its move and frame in *slowest. */
static double slowest_median(const FrameRun runs[STEADY_RUNS], FrameTime *slowest)
{
    double worst = 0.0;
    int at[STEADY_RUNS] = {0};
    for (int i = 0; i < runs[0].count; i++) {
        const FrameTime *f = &runs[0].frames[i];
        double ms[STEADY_RUNS] = {f->ms};
        int found = 1;
        for (int r = 1; r < STEADY_RUNS; r++) { /* each run draws its frames in the same order */
            while (at[r] < runs[r].count && frame_order(&runs[r].frames[at[r]], f) < 0)
                at[r]++;
            if (at[r] < runs[r].count && frame_order(&runs[r].frames[at[r]], f) == 0)
                ms[found++] = runs[r].frames[at[r]].ms;
        }
        if (found < STEADY_RUNS)
            continue;
        qsort(ms, STEADY_RUNS, sizeof *ms, by_value);
        if (ms[STEADY_RUNS / 2] > worst) {
            worst = ms[STEADY_RUNS / 2];
            *slowest = *f;
        }
    }
    return worst;
}

/* A board's steady worst frame: its animations played STEADY_RUNS times, each run in an app of
 * its own started for it (so that each run draws the same: no string or sprite made by an
 * earlier one), each frame's time the median of its runs. A frame slow once because the machine
 * was busy elsewhere does not decide it; a frame slow every time does. On a line of its own. */
static void bench_steady(const char *pref_dir, int width, int height, const GameRules *rules,
                         FILE *out)
{
    static FrameRun runs[STEADY_RUNS];
    static BoardTimes times; /* only the runs' frame times are wanted of it */
    for (int r = 0; r < STEADY_RUNS; r++) {
        char err[1024];
        App *app = bench_app(pref_dir, width, height, err, sizeof err);
        if (!app)
            return;
        times = (BoardTimes){0};
        runs[r].count = 0;
        bool shown = board_frames(app, rules, &times, &runs[r]);
        app_destroy(app);
        if (!shown)
            return;
    }
    FrameTime slowest = {0};
    double worst = slowest_median(runs, &slowest);
    fprintf(out,
            "app: %-9s the worst frame, each the median of %d runs in apps of their own: %.2f "
            "(frame %d after move %d)\n",
            rules->id, STEADY_RUNS, worst, slowest.frame, slowest.move);
}

static void bench_board(App *app, const GameRules *rules, FILE *out)
{
    static BoardTimes t; /* its frame times are too many for the stack */
    t = (BoardTimes){0};
    if (!board_frames(app, rules, &t, NULL))
        return;
    fprintf(out, "app: %-9s", rules->id);
    print_stats(out, "rest", &t.rest);
    print_stats(out, "mouse", &t.mouse);
    qsort(t.worsts, (size_t)t.rounds, sizeof *t.worsts, by_value);
    t.anim.worst = t.rounds ? t.worsts[t.rounds / 2] : 0.0; /* the median round's worst */
    print_stats(out, "animating", &t.anim);
    fprintf(out, "  (%d frames animated in %d rounds of %d moves; the worst frame of all: %.2f)\n",
            t.anim.count, t.rounds, ANIMATED_MOVES, t.rounds ? t.worsts[t.rounds - 1] : 0.0);
    const WorstFrame *w = &t.worst;
    if (w->move)
        fprintf(out,
                "app: %-9s the worst: frame %d after move %d, %s '%s' (%ld strings shaped, %ld "
                "sprites rasterised, %ld pixels redrawn)\n",
                rules->id, w->frame, w->move, w->bot ? "a bot's" : "the human's", w->text,
                w->shaped, w->rasterised, w->pixels);
}

/* The lobby and every board (or game `only`'s) at one window size, in a hidden app of its own. */
static bool bench_size(const char *pref_dir, int width, int height, FILE *out, const char *only)
{
    char err[1024];
    App *app = bench_app(pref_dir, width, height, err, sizeof err);
    if (!app) {
        fprintf(out, "app bench: cannot start the app: %s\n", err);
        return false;
    }
    SDL_RendererInfo info = {0};
    SDL_GetRendererInfo(app->ui->renderer, &info);
    const char *accel = SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION);
    fprintf(out,
            "app: frames at %dx%d, %s renderer on the %s video driver (framebuffer acceleration "
            "%s): CPU ms per frame, median/worst\n",
            app->ui->pixel_w, app->ui->pixel_h, info.name ? info.name : "unknown",
            SDL_GetCurrentVideoDriver(), accel ? accel : "default");
    bench_lobby(app, out);
    const GameRules *boards[MAX_GAMES];
    int count = 0;
    for (int i = 0; i < app->game_count; i++)
        if (!only || !strcmp(app->games[i]->id, only)) {
            bench_board(app, app->games[i], out);
            boards[count++] = app->games[i];
        }
    int w = app->ui->pixel_w, h = app->ui->pixel_h;
    app_destroy(app); /* the steady runs start apps of their own, one at a time */
    for (int i = 0; i < count; i++)
        bench_steady(pref_dir, w, h, boards[i], out);
    return true;
}

bool app_bench_frames(const char *pref_dir, FILE *out, const char *only)
{
    static const int sizes[][2] = {{1280, 800}, {1920, 1080}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (!bench_size(pref_dir, sizes[i][0], sizes[i][1], out, only))
            return false;
    return true;
}
