#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/match.h"
#include "core/registry.h"

#ifndef MOGULS_DOC_DIR /* CMake: where the documents are installed */
#define MOGULS_DOC_DIR "/usr/share/doc/moguls"
#endif

static const char *const commands[] = {"list",  "sim",    "replay", "review", "engine",
                                       "bench", "lesson", "shot",   "import", "server"};

bool cli_parse_long(const char *text, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (!*text || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

bool cli_is_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(name, commands[i]))
            return true;
    return false;
}

void cli_command_names(char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < sizeof commands / sizeof commands[0] && used < outlen; i++)
        used += (size_t)snprintf(out + used, outlen - used, "%s%s", i ? ", " : "", commands[i]);
}

double cli_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void cli_add_printable(StrBuf *out, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        bool c1 = p[0] == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F; /* U+0080-U+009F in UTF-8 */
        if (c1) {
            sb_addf(out, "\\x%02x\\x%02x", p[0], p[1]);
            p++;
        } else if (*p == '\r') {
            sb_add(out, "\\r");
        } else if ((*p < 0x20 && *p != '\n' && *p != '\t') || *p == 0x7F) {
            sb_addf(out, "\\x%02x", *p);
        } else {
            sb_add_len(out, (const char *)p, 1);
        }
    }
}

int cli_list(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "moguls list: takes no arguments\n");
        return 2;
    }
    for (int i = 0; i < registry_count(); i++) {
        const GameRules *g = registry_game(i);
        char players[16];
        snprintf(players, sizeof players, "%d-%d", g->min_players, g->max_players);
        printf("%-10s %-14s %-5s players  %s\n", g->id, g->name, players, g->pitch);
    }
    return 0;
}

/* "winners":[0-based seats] and "rating" once the game is over; null before. */
static void add_winners_json(const GameState *s, StrBuf *out)
{
    if (!game_over(s)) {
        sb_add(out, "\"winners\":null,\"rating\":null");
        return;
    }
    bool won[MAX_SEATS] = {false};
    s->rules->winners(s, won);
    sb_add(out, "\"winners\":[");
    for (int i = 0, listed = 0; i < s->players; i++)
        if (won[i])
            sb_addf(out, "%s%d", listed++ ? "," : "", i);
    sb_add(out, "],\"rating\":");
    const char *rating = s->rules->rating ? s->rules->rating(s) : NULL;
    if (rating)
        sb_add_json_string(out, rating);
    else
        sb_add(out, "null");
}

int cli_replay(int argc, char **argv, FILE *stream)
{
    const char *path = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = true;
        else if (!path && argv[i][0] != '-')
            path = argv[i];
        else {
            fprintf(stderr,
                    "moguls replay: unexpected argument '%s'\nusage: moguls replay FILE "
                    "[--json]\n",
                    argv[i]);
            return 2;
        }
    }
    if (!path) {
        fprintf(stderr, "usage: moguls replay FILE [--json]\n");
        return 2;
    }
    char err[400];
    Match *m = match_load(path, err, sizeof err);
    if (!m) {
        fprintf(stderr, "moguls replay: %s\n", err);
        return 1;
    }
    if (m->torn_line)
        fprintf(stderr, "moguls replay: %s: line %d was cut short and is left out\n", path,
                m->torn_line);
    int scores[MAX_SEATS];
    bool known[MAX_SEATS];
    game_scores_seen(m->state, -1, scores, known);
    StrBuf out = STRBUF_INIT;
    if (json) {
        sb_addf(&out, "{\"game\":\"%s\",\"moves\":%d,\"over\":%s,\"scores\":[", m->rules->id,
                m->move_count, game_over(m->state) ? "true" : "false");
        for (int i = 0; i < m->opts.players; i++) {
            sb_add(&out, i ? "," : "");
            if (known[i])
                sb_addf(&out, "%d", scores[i]);
            else
                sb_add(&out, "null");
        }
        sb_add(&out, "],");
        add_winners_json(m->state, &out);
        sb_add(&out, ",\"state\":");
        m->rules->describe(m->state, -1, &out);
        sb_add(&out, "}\n");
    } else {
        sb_addf(&out, "%s: %d moves, all legal; %s\n", m->rules->name, m->move_count,
                game_over(m->state) ? "the game is over" : "the game is not finished");
        for (int i = 0; i < m->move_count; i++) {
            sb_addf(&out, "%4d. ", i + 1);
            cli_add_printable(&out, m->log[i]);
            sb_add(&out, "\n");
        }
        sb_add(&out, "scores:");
        for (int i = 0; i < m->opts.players; i++) {
            sb_add(&out, " ");
            cli_add_printable(&out, m->seats[i].name);
            sb_add(&out, " ");
            if (known[i])
                sb_addf(&out, "%d", scores[i]);
            else
                sb_add(&out, "?");
            sb_add(&out, i + 1 < m->opts.players ? "," : "\n");
        }
    }
    fputs(sb_str(&out), stream);
    sb_free(&out);
    match_free(m);
    return 0;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: moguls [COMMAND]\n"
            "  (no command)   open the game\n"
            "  list           the games: id, name, players\n"
            "  sim ID --players N --games G --seed S [--bots L1,L2,..] [--rotate] [--json]\n"
            "                 [key=value..]\n"
            "  replay FILE [--json]\n"
            "  review FILE [--seat N] [--budget N] [--json]  the hard bot's view of each decision\n"
            "  engine         line protocol on stdin/stdout (" MOGULS_DOC_DIR "/engine.md)\n"
            "  lesson check [ID]  replay the guided lessons headless (" MOGULS_DOC_DIR
            "/lessons.md)\n"
            "  bench [ID|history|app [ID]] [--positions N]  simulation throughput, bot thinking\n"
            "                 time, History's opening, the app's start-up, memory and frames\n"
            "  shot ID --seed S --moves N --size WxH [--viewer SEAT] OUT.png\n"
            "  import FILE..  a shared game record into History or Saved games\n"
            "  server [--listen ADDR:PORT] [--data DIR]  tables for play over the network\n"
            "                 (" MOGULS_DOC_DIR "/network.md)\n");
}

int cli_main(int argc, char **argv, const CliAppHooks *app)
{
    const char *cmd = argv[1];
    int sub_argc = argc - 1;
    char **sub_argv = argv + 1;
    if (!strcmp(cmd, "list"))
        return cli_list(sub_argc, sub_argv);
    if (!strcmp(cmd, "sim"))
        return cli_sim(sub_argc, sub_argv);
    if (!strcmp(cmd, "replay"))
        return cli_replay(sub_argc, sub_argv, stdout);
    if (!strcmp(cmd, "review"))
        return cli_review(sub_argc, sub_argv, stdout);
    if (!strcmp(cmd, "engine")) {
        if (argc > 2) {
            fprintf(stderr, "moguls engine: takes no arguments (commands come on stdin)\n");
            return 2;
        }
        return cli_engine(stdin, stdout);
    }
    if (!strcmp(cmd, "bench"))
        return cli_bench(sub_argc, sub_argv, app->frame_bench);
    if (!strcmp(cmd, "lesson"))
        return cli_lesson(sub_argc, sub_argv);
    if (!strcmp(cmd, "server")) {
        if (app->server)
            return app->server(sub_argc, sub_argv);
        fprintf(stderr, "moguls server: this build has no network server\n");
        return 2;
    }
    if (!strcmp(cmd, "shot"))
        return app->shot ? app->shot(sub_argc, sub_argv) : cli_shot(sub_argc, sub_argv, NULL);
    if (!strcmp(cmd, "import")) {
        if (app->import)
            return app->import(sub_argc, sub_argv);
        fprintf(stderr, "moguls import: this build has no app to import into\n");
        return 2;
    }
    usage();
    return 2;
}
