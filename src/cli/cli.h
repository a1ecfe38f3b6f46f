/* The headless commands: list, sim, replay, engine, bench (docs/engine.md). */
#ifndef MOGULS_CLI_H
#define MOGULS_CLI_H

#include <stdbool.h>
#include <stdio.h>

/* Measures the app's frames for `moguls bench`; provided by the app when it is built. */
typedef int (*FrameBench)(FILE *out);

bool cli_is_command(const char *name);
/* Runs `moguls COMMAND ...`; returns the process exit code. */
int cli_main(int argc, char **argv, FrameBench frame_bench);

/* The commands themselves (argv[0] is the command's name). */
int cli_list(int argc, char **argv);
int cli_sim(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_bench(int argc, char **argv, FrameBench frame_bench);
/* The engine protocol over any pair of streams (`moguls engine` and the tests). */
int cli_engine(FILE *in, FILE *out);

/* Seconds from a monotonic clock. */
double cli_now(void);
/* Seconds of CPU time used by the calling thread (what performance figures are measured in). */
double cli_cpu_now(void);

#endif
