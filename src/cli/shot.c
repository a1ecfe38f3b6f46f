/* moguls shot: a seeded game played N moves by bots, drawn as one seat sees it into a PNG, or the
 * lobby. The moves are chosen here, headless; the app draws the picture (ShotRender). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/registry.h"

#define SHOT_USAGE                                                                                 \
    "usage: moguls shot ID --seed S --moves N --size WxH [--viewer SEAT] [--players N]\n"          \
    "                   [--bots LEVEL] [--palette default|colour-blind] [key=value ...] OUT.png\n" \
    "       moguls shot lobby --size WxH [--palette default|colour-blind] OUT.png"
#define SHOT_MIN_W 800 /* the app's smallest window */
#define SHOT_MIN_H 560
#define SHOT_MAX_SIDE 8192

typedef struct ShotConfig {
    bool lobby; /* the lobby, not a game */
    const GameRules *rules;
    GameOptions opts;
    uint64_t seed;
    long moves;
    int width, height;
    int viewer;
    BotLevel level;
    bool colour_blind;
    const char *out;
} ShotConfig;

/* "1280x800" within the app's window limits. */
static bool parse_size(const char *text, int *w, int *h, char *err, size_t errlen)
{
    char *x = strchr(text, 'x');
    char width[16];
    long lw, lh;
    if (x && (size_t)(x - text) < sizeof width) {
        snprintf(width, sizeof width, "%.*s", (int)(x - text), text);
        if (cli_parse_long(width, SHOT_MIN_W, SHOT_MAX_SIDE, &lw) &&
            cli_parse_long(x + 1, SHOT_MIN_H, SHOT_MAX_SIDE, &lh)) {
            *w = (int)lw;
            *h = (int)lh;
            return true;
        }
    }
    return fail(err, errlen,
                "--size: expected WIDTHxHEIGHT in pixels from %dx%d to %dx%d, not '%s'", SHOT_MIN_W,
                SHOT_MIN_H, SHOT_MAX_SIDE, SHOT_MAX_SIDE, text);
}

static bool unknown_game(const char *id, char *err, size_t errlen)
{
    StrBuf ids = STRBUF_INIT;
    registry_ids(&ids);
    fail(err, errlen, "unknown game '%s' (games: %s)", id, sb_str(&ids));
    sb_free(&ids);
    return false;
}

/* One "--name value" option; false with the reason. */
static bool parse_option(ShotConfig *cfg, const char *name, const char *value, const char **viewer,
                         const char **players, char *err, size_t errlen)
{
    long v;
    char *end;
    if (!value)
        return fail(err, errlen, "%s needs a value", name);
    if (!strcmp(name, "--seed")) {
        cfg->seed = strtoull(value, &end, 10);
        if (!*value || *end || value[0] == '-')
            return fail(err, errlen, "--seed: expected a whole number, not '%s'", value);
    } else if (!strcmp(name, "--moves")) {
        if (!cli_parse_long(value, 0, 1000000, &v))
            return fail(err, errlen, "--moves: expected a number of moves (0 or more), not '%s'",
                        value);
        cfg->moves = v;
    } else if (!strcmp(name, "--size")) {
        return parse_size(value, &cfg->width, &cfg->height, err, errlen);
    } else if (!strcmp(name, "--bots")) {
        int level = bot_level_parse(value);
        if (level < 0)
            return fail(err, errlen, "--bots: expected random, easy, normal or hard, not '%s'",
                        value);
        cfg->level = (BotLevel)level;
    } else if (!strcmp(name, "--palette")) {
        if (strcmp(value, "default") && strcmp(value, "colour-blind"))
            return fail(err, errlen, "--palette: expected default or colour-blind, not '%s'",
                        value);
        cfg->colour_blind = !strcmp(value, "colour-blind");
    } else if (!strcmp(name, "--viewer")) {
        *viewer = value;
    } else if (!strcmp(name, "--players")) {
        *players = value;
    } else {
        return fail(err, errlen, "unknown option '%s'", name);
    }
    return true;
}

static bool parse_viewer(ShotConfig *cfg, const char *viewer, char *err, size_t errlen)
{
    long v;
    if (!viewer)
        return true;
    if (!cli_parse_long(viewer, 0, cfg->opts.players - 1, &v))
        return fail(err, errlen,
                    "--viewer: expected a seat from 0 to %d (this game has %d "
                    "players), not '%s'",
                    cfg->opts.players - 1, cfg->opts.players, viewer);
    cfg->viewer = (int)v;
    return true;
}

static bool parse_shot_args(int argc, char **argv, ShotConfig *cfg, char *err, size_t errlen)
{
    *cfg = (ShotConfig){.seed = 1, .width = 1280, .height = 800, .level = BOT_EASY};
    const char *viewer = NULL, *players = NULL;
    const char *assignments[MAX_OPTIONS + 1];
    int assignment_count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] == '-' && a[1]) {
            if (!parse_option(cfg, a, i + 1 < argc ? argv[i + 1] : NULL, &viewer, &players, err,
                              errlen))
                return false;
            i++;
        } else if (!cfg->rules && !cfg->lobby) {
            cfg->lobby = !strcmp(a, "lobby");
            cfg->rules = registry_find(a);
            if (!cfg->rules && !cfg->lobby)
                return unknown_game(a, err, errlen);
        } else if (strchr(a, '=') && assignment_count < MAX_OPTIONS) {
            assignments[assignment_count++] = a;
        } else if (!cfg->out) {
            cfg->out = a;
        } else {
            return fail(err, errlen, "unexpected argument '%s'", a);
        }
    }
    if (!cfg->rules && !cfg->lobby)
        return fail(err, errlen, "which game? (moguls list shows them, or lobby)");
    if (!cfg->out)
        return fail(err, errlen, "where should the picture go? (the last argument, OUT.png)");
    if (cfg->lobby)
        return viewer || players || assignment_count
                   ? fail(err, errlen, "the lobby has no seats or options to set")
                   : true;
    char players_assignment[32];
    if (players) {
        snprintf(players_assignment, sizeof players_assignment, "players=%s", players);
        assignments[assignment_count++] = players_assignment;
    }
    return options_parse(cfg->rules, assignment_count, assignments, &cfg->opts, err, errlen) &&
           match_prepare(cfg->rules, &cfg->opts, err, errlen) &&
           parse_viewer(cfg, viewer, err, errlen);
}

/* A per-move seed: the same command always chooses the same moves. */
static uint64_t move_seed(uint64_t seed, int move)
{
    return rng_first(seed * 0x9e3779b97f4a7c15ULL + (uint64_t)move);
}

/* The match after cfg->moves bot moves: the viewer's seat is the human at the device, the
 * others are bots; the bots choose every move, the human's too. NULL with the reason. */
static Match *play_moves(const ShotConfig *cfg, char *err, size_t errlen)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, cfg->viewer, _("Player")); /* the app's name for its human */
    Match *m = match_new(cfg->rules, &cfg->opts, cfg->seed, seats);
    for (int i = 0; i < cfg->moves; i++) {
        char move[MOVE_MAX], why[300];
        if (game_over(m->state)) {
            fail(err, errlen, "this game is over after %d moves; ask for --moves %d or fewer", i,
                 i);
            match_free(m);
            return NULL;
        }
        bot_choose(m->state, cfg->level, move_seed(cfg->seed, i), NULL, move, NULL);
        if (!match_play(m, move, why, sizeof why)) { /* a rules bug, not a user's mistake */
            fprintf(stderr, "moguls shot: the bot's move '%s' was refused: %s\n", move, why);
            abort();
        }
    }
    return m;
}

int cli_shot(int argc, char **argv, ShotRender render)
{
    ShotConfig cfg;
    char err[600];
    if (!parse_shot_args(argc, argv, &cfg, err, sizeof err)) {
        fprintf(stderr, "moguls shot: %s\n%s\n", err, SHOT_USAGE);
        return 2;
    }
    if (!render) {
        fprintf(stderr, "moguls shot: this build has no graphical app to draw with\n");
        return 2;
    }
    Match *m = cfg.lobby ? NULL : play_moves(&cfg, err, sizeof err);
    if (!m && !cfg.lobby) {
        fprintf(stderr, "moguls shot: %s\n", err);
        return 2;
    }
    ShotRequest request = {m, cfg.viewer, cfg.width, cfg.height, cfg.colour_blind, cfg.out};
    if (!render(&request, err, sizeof err)) {
        fprintf(stderr, "moguls shot: %s\n", err);
        return 1;
    }
    return 0;
}
