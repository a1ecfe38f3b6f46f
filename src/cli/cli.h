/* The headless commands: list, sim, replay, engine, bench (docs/engine.md). */
#ifndef MOGULS_CLI_H
#define MOGULS_CLI_H

#include <stdbool.h>
#include <stdio.h>

bool cli_is_command(const char *name);
/* Runs `moguls COMMAND ...`; returns the process exit code. */
int cli_main(int argc, char **argv);
/* The engine protocol over any pair of streams (used by `moguls engine` and the tests). */
int cli_engine(FILE *in, FILE *out);

#endif
