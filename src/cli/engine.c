/* moguls engine: a line protocol in the spirit of GTP. Every answer starts with "= " (success)
 * or "? " (error, with the reason) and ends with an empty line. See docs/engine.md. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/match.h"
#include "core/registry.h"

#define ENGINE_LINE_MAX 1022 /* characters of a command line, a CR before its newline aside */
#define ENGINE_WORDS_MAX 16

typedef struct Engine {
    Match *match;
    FILE *out;
    StrBuf answer;
} Engine;

static bool answer_error(Engine *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool answer_error(Engine *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_clear(&e->answer);
    sb_vaddf(&e->answer, fmt, ap);
    va_end(ap);
    return false;
}

/* Digits only, and no more than a 64-bit number holds. */
static bool parse_seed(const char *text, uint64_t *out)
{
    char *end;
    errno = 0;
    *out = strtoull(text, &end, 10);
    return *text >= '0' && *text <= '9' && !*end && errno == 0;
}

static bool cmd_new(Engine *e, int argc, char **argv)
{
    if (argc < 2)
        return answer_error(e, "usage: new ID [players=N] [seed=S] [option=value ...]");
    const GameRules *rules = registry_find(argv[1]);
    if (!rules) {
        StrBuf ids = STRBUF_INIT;
        registry_ids(&ids);
        answer_error(e, "unknown game '%s' (games: %s)", argv[1], sb_str(&ids));
        sb_free(&ids);
        return false;
    }
    uint64_t seed = 1;
    const char *assignments[ENGINE_WORDS_MAX];
    int count = 0;
    for (int i = 2; i < argc; i++) {
        if (!strncmp(argv[i], "seed=", 5)) {
            if (!parse_seed(argv[i] + 5, &seed))
                return answer_error(e, "seed: expected a whole number 0-%" PRIu64 ", not '%s'",
                                    UINT64_MAX, argv[i] + 5);
        } else {
            assignments[count++] = argv[i];
        }
    }
    GameOptions opts;
    char err[700];
    if (!options_parse(rules, count, assignments, &opts, err, sizeof err))
        return answer_error(e, "%s", err);
    if (!match_prepare(rules, &opts, err, sizeof err))
        return answer_error(e, "%s cannot start: %s", rules->name, err);
    match_free(e->match);
    e->match = match_new(rules, &opts, seed, NULL);
    sb_addf(&e->answer, "%s ", rules->id);
    options_format(rules, &opts, &e->answer);
    sb_addf(&e->answer, " seed=%" PRIu64, seed);
    return true;
}

static bool cmd_legal(Engine *e)
{
    MoveList moves = MOVELIST_INIT;
    e->match->rules->legal_moves(e->match->state, &moves);
    for (int i = 0; i < moves.count; i++)
        sb_addf(&e->answer, "%s%s", i ? "\n" : "", moves.items[i]);
    movelist_free(&moves);
    return true;
}

static bool cmd_play(Engine *e, const char *move)
{
    char err[300];
    if (!*move)
        return answer_error(e, "usage: play MOVE");
    if (!match_play(e->match, move, err, sizeof err))
        return answer_error(e, "illegal move '%s': %s", move, err);
    sb_add(&e->answer, e->match->log[e->match->move_count - 1]);
    return true;
}

/* "state SEAT", "scores SEAT": the seat named, or -1 (a spectator) when none is. */
static bool parse_viewer(Engine *e, int argc, char **argv, const char *cmd, int *viewer)
{
    *viewer = -1;
    if (argc < 2)
        return true;
    char *end;
    long v = strtol(argv[1], &end, 10);
    if (*end || end == argv[1] || v < 0 || v >= e->match->opts.players)
        return answer_error(e, "%s: seat must be 0-%d", cmd, e->match->opts.players - 1);
    *viewer = (int)v;
    return true;
}

static bool cmd_state(Engine *e, int argc, char **argv)
{
    const Match *m = e->match;
    int viewer;
    if (!parse_viewer(e, argc, argv, "state", &viewer))
        return false;
    int to_move = game_to_move(m->state);
    sb_addf(&e->answer,
            "{\"game\":\"%s\",\"moves\":%d,\"to_move\":%d,\"over\":%s,\"view\":", m->rules->id,
            m->move_count, to_move, to_move == GAME_OVER ? "true" : "false");
    m->rules->describe(m->state, viewer, &e->answer);
    sb_add(&e->answer, "}");
    return true;
}

static bool cmd_genmove(Engine *e, int argc, char **argv)
{
    BotLevel level = BOT_NORMAL;
    if (argc > 1) {
        int parsed = bot_level_parse(argv[1]);
        if (parsed < 0)
            return answer_error(e, "unknown level '%s': expected random, easy, normal or hard",
                                argv[1]);
        level = (BotLevel)parsed;
    }
    char move[MOVE_MAX], err[300];
    uint64_t seed = e->match->seed * 31 + (uint64_t)e->match->move_count;
    if (!bot_choose(e->match->state, level, seed, NULL, move, NULL))
        return answer_error(e, "the game is over");
    if (!match_play(e->match, move, err, sizeof err))
        return answer_error(e, "bot chose illegal move '%s': %s", move, err);
    sb_add(&e->answer, move);
    return true;
}

/* What the viewer may know: "?" for a score that counts secrets while the game is on. */
static bool cmd_scores(Engine *e, int argc, char **argv)
{
    int viewer, scores[MAX_SEATS];
    bool known[MAX_SEATS];
    if (!parse_viewer(e, argc, argv, "scores", &viewer))
        return false;
    game_scores_seen(e->match->state, viewer, scores, known);
    for (int i = 0; i < e->match->opts.players; i++) {
        sb_add(&e->answer, i ? " " : "");
        if (known[i])
            sb_addf(&e->answer, "%d", scores[i]);
        else
            sb_add(&e->answer, "?");
    }
    return true;
}

static bool cmd_winners(Engine *e)
{
    const GameState *s = e->match->state;
    if (!game_over(s))
        return answer_error(e, "the game is not over yet");
    bool won[MAX_SEATS] = {false};
    s->rules->winners(s, won);
    int listed = 0;
    for (int i = 0; i < s->players; i++)
        if (won[i])
            sb_addf(&e->answer, "%s%d", listed++ ? " " : "", i);
    const char *rating = s->rules->rating ? s->rules->rating(s) : NULL;
    if (rating)
        sb_addf(&e->answer, "\nrating %s", rating);
    return true;
}

static bool cmd_undo(Engine *e, int argc, char **argv)
{
    char why[300];
    if (argc > 1 && !strcmp(argv[1], "force"))
        return match_undo_force(e->match) || answer_error(e, "nothing to undo");
    if (argc > 1)
        return answer_error(e, "usage: undo [force]");
    if (!match_undo(e->match, match_last_human(e->match), why, sizeof why))
        return answer_error(e, "cannot undo: %s", why);
    return true;
}

static bool cmd_log(Engine *e)
{
    for (int i = 0; i < e->match->move_count; i++)
        sb_addf(&e->answer, "%s%s", i ? "\n" : "", e->match->log[i]);
    return true;
}

static bool cmd_save(Engine *e, int argc, char **argv)
{
    char err[300];
    if (argc != 2)
        return answer_error(e, "usage: save FILE");
    if (!match_save(e->match, argv[1], err, sizeof err))
        return answer_error(e, "%s", err);
    return true;
}

static bool cmd_load(Engine *e, int argc, char **argv)
{
    char err[400];
    if (argc != 2)
        return answer_error(e, "usage: load FILE");
    Match *m = match_load(argv[1], err, sizeof err);
    if (!m)
        return answer_error(e, "%s", err);
    match_free(e->match);
    e->match = m;
    sb_addf(&e->answer, "%s, %d moves", m->rules->id, m->move_count);
    if (m->torn_line)
        sb_addf(&e->answer, " (line %d was cut short and is left out)", m->torn_line);
    return true;
}

static const char help_text[] =
    "new ID [players=N] [seed=S] [option=value ...]\n"
    "legal\nplay MOVE\nstate [SEAT]\ngenmove [random|easy|normal|hard]\nundo [force]\n"
    "scores [SEAT]\nwinners\nlog\nsave FILE\nload FILE\nlist\nhelp\nquit";

/* Runs one command line; false when the answer is an error. */
static bool run_command(Engine *e, char *line, bool *quit)
{
    char *rest = line + strspn(line, " \t");
    char copy[ENGINE_LINE_MAX + 1];
    snprintf(copy, sizeof copy, "%s", rest);
    char *argv[ENGINE_WORDS_MAX];
    int argc = 0;
    char *saved;
    for (char *tok = strtok_r(copy, " \t", &saved); tok && argc < ENGINE_WORDS_MAX;
         tok = strtok_r(NULL, " \t", &saved))
        argv[argc++] = tok;
    const char *cmd = argv[0];
    const char *after_cmd = rest + strlen(cmd);
    after_cmd += strspn(after_cmd, " \t");

    if (!strcmp(cmd, "quit")) {
        *quit = true;
        return true;
    }
    if (!strcmp(cmd, "help")) {
        sb_add(&e->answer, help_text);
        return true;
    }
    if (!strcmp(cmd, "list")) {
        for (int i = 0; i < registry_count(); i++)
            sb_addf(&e->answer, "%s%s", i ? "\n" : "", registry_game(i)->id);
        return true;
    }
    if (!strcmp(cmd, "new"))
        return cmd_new(e, argc, argv);
    if (!strcmp(cmd, "load"))
        return cmd_load(e, argc, argv);
    static const char *const game_commands[] = {"legal",  "play",    "state", "genmove", "undo",
                                                "scores", "winners", "log",   "save"};
    bool known = false;
    for (size_t i = 0; i < sizeof game_commands / sizeof game_commands[0]; i++)
        known = known || !strcmp(cmd, game_commands[i]);
    if (!known)
        return answer_error(e, "unknown command '%s' (try 'help')", cmd);
    if (!e->match)
        return answer_error(e, "no game yet: start one with 'new ID'");
    if (!strcmp(cmd, "legal"))
        return cmd_legal(e);
    if (!strcmp(cmd, "play"))
        return cmd_play(e, after_cmd);
    if (!strcmp(cmd, "state"))
        return cmd_state(e, argc, argv);
    if (!strcmp(cmd, "genmove"))
        return cmd_genmove(e, argc, argv);
    if (!strcmp(cmd, "undo"))
        return cmd_undo(e, argc, argv);
    if (!strcmp(cmd, "scores"))
        return cmd_scores(e, argc, argv);
    if (!strcmp(cmd, "winners"))
        return cmd_winners(e);
    if (!strcmp(cmd, "log"))
        return cmd_log(e);
    return cmd_save(e, argc, argv);
}

/* How a line read from the client went wrong, if it did. */
typedef enum LineFault { LINE_OK, LINE_TOO_LONG, LINE_NUL } LineFault;

/* Reads one line of at most ENGINE_LINE_MAX characters (a CR before the newline is no part of
 * it), byte by byte, so that any bytes (a NUL included) end at the newline and the next command
 * is never swallowed. `buf` holds ENGINE_LINE_MAX + 2 bytes. False at the end of input. */
static bool read_line(FILE *in, char *buf, LineFault *fault)
{
    size_t n = 0;
    int c;
    *fault = LINE_OK;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (c == '\0')
            *fault = LINE_NUL;
        else if (n < ENGINE_LINE_MAX + 1) /* room for one more: a CR, or the sign of too many */
            buf[n++] = (char)c;
        else if (*fault == LINE_OK)
            *fault = LINE_TOO_LONG;
    }
    if (n && buf[n - 1] == '\r')
        n--;
    buf[n] = '\0';
    if (n > ENGINE_LINE_MAX && *fault == LINE_OK)
        *fault = LINE_TOO_LONG;
    return c != EOF || n > 0 || *fault != LINE_OK;
}

int cli_engine(FILE *in, FILE *out)
{
    Engine e = {NULL, out, STRBUF_INIT};
    StrBuf shown = STRBUF_INIT;
    char line[ENGINE_LINE_MAX + 2];
    bool quit = false;
    LineFault fault;
    while (!quit && read_line(in, line, &fault)) {
        char *text = line + strspn(line, " \t");
        if (fault == LINE_OK && (!*text || *text == '#'))
            continue;
        sb_clear(&e.answer);
        bool ok = fault == LINE_OK && run_command(&e, text, &quit);
        if (fault == LINE_TOO_LONG)
            answer_error(&e, "line too long (at most %d characters)", ENGINE_LINE_MAX);
        else if (fault == LINE_NUL)
            answer_error(&e, "the line holds a NUL byte: commands are text");
        /* What a line or a loaded name brought in is echoed without its control bytes. */
        sb_clear(&shown);
        cli_add_printable(&shown, sb_str(&e.answer));
        fprintf(out, "%s %s\n\n", ok ? "=" : "?", sb_str(&shown));
        fflush(out);
    }
    match_free(e.match);
    sb_free(&e.answer);
    sb_free(&shown);
    return 0;
}
