/* The headless commands: list, sim, replay, engine, bench, lesson, and shot, which draws with
 * the app when it is built (docs/engine.md). */
#ifndef MOGULS_CLI_H
#define MOGULS_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "core/strbuf.h"

struct Match;

/* Measures the app's numbers for `moguls bench` (start-up, memory, frames): the lobby's and every
board's, or with `only` (a game's id) the lobby's and that game's alone; provided by the app when
it is built. */
typedef int (*FrameBench)(FILE *out, const char *only);
/* What `moguls shot` asks the app to draw. */
typedef struct ShotRequest {
    struct Match *match; /* the game scene of this match; NULL: the lobby */
    int viewer;          /* the seat whose view is drawn */
    int width, height;   /* the picture's size in pixels */
    bool colour_blind;   /* the colour-blind palette (the Settings option) */
    const char *png;     /* where the picture goes */
} ShotRequest;
/* Draws what `request` asks into a PNG, with no window (`moguls shot`); takes ownership of the
 * match. False with the reason. Provided by the app when it is built. */
typedef bool (*ShotRender)(const ShotRequest *request, char *err, size_t errlen);

/* What the app lends the commands (NULL members in a build without the app): its frame numbers,
 * `moguls shot` run inside the app module (cli_shot with the module's renderer), and `moguls
 * import`, which files games in the app's own folders. */
typedef struct CliAppHooks {
    FrameBench frame_bench;
    int (*shot)(int argc, char **argv);
    int (*import)(int argc, char **argv); /* `moguls import`: only with the app */
    int (*server)(int argc, char **argv); /* `moguls server`, in the network module */
} CliAppHooks;

bool cli_is_command(const char *name);
/* "list, sim, ..." for messages. */
void cli_command_names(char *out, size_t outlen);
/* Runs `moguls COMMAND ...`; returns the process exit code. */
int cli_main(int argc, char **argv, const CliAppHooks *app);

/* A whole number in [lo, hi] from a command-line argument: false when the text is anything else. */
bool cli_parse_long(const char *text, long lo, long hi, long *out);

/* The commands themselves (argv[0] is the command's name). */
int cli_list(int argc, char **argv);
int cli_sim(int argc, char **argv);
/* `moguls replay`, printing to `out`. */
int cli_replay(int argc, char **argv, FILE *out);
/* `moguls review`, printing to `out`. */
int cli_review(int argc, char **argv, FILE *out);
int cli_bench(int argc, char **argv, FrameBench frame_bench);
/* `moguls bench`'s History line: opening `games` finished games (bench_history.c). */
void cli_bench_history(int games);
int cli_lesson(int argc, char **argv);
int cli_shot(int argc, char **argv, ShotRender render);
/* The engine protocol over any pair of streams (`moguls engine` and the tests). */
int cli_engine(FILE *in, FILE *out);

/* Appends text as a terminal or a client reading lines may be given it: every control
 * character but a newline and a tab is written as an escape (\r, \x1b, \xc2\x9b for a C1
 * control), so a player's name or a client's own bytes never move a cursor, retitle a terminal
 * or split an answer's line. */
void cli_add_printable(StrBuf *out, const char *text);
/* Seconds of CPU time used by the calling thread (what performance figures are measured in). */
double cli_cpu_now(void);

#endif
