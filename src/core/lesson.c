/* Lessons: parsing, replaying and checking (see lesson.h and docs/lessons.md). */
#include "lesson.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "i18n.h"
#include "registry.h"

/* Things of the shell a lesson may point at, whatever the game. */
static const char *const shell_points[] = {"header", "log", "undo", "help", "menu"};

/* Appends a paragraph to *text (paragraphs are separated by '\n'). */
static void append_paragraph(char **text, const char *more)
{
    StrBuf sb = STRBUF_INIT;
    if (*text && **text)
        sb_addf(&sb, "%s\n", *text);
    sb_add(&sb, more);
    free(*text);
    *text = text_copy(sb_str(&sb));
    sb_free(&sb);
}

void lesson_free(Lesson *lesson)
{
    if (!lesson)
        return;
    for (int i = 0; i < lesson->step_count; i++) {
        free(lesson->steps[i].text);
        free(lesson->steps[i].hint);
    }
    free(lesson->steps);
    free(lesson->summary);
    free(lesson);
}

/* ---- parsing ---- */

typedef struct Parser {
    Lesson *lesson;
    const char *source;
    int line_no;
    char **open_text; /* where indented lines go: the last step's text, or the summary */
    char *err;
    size_t errlen;
} Parser;

static bool parse_error(Parser *p, const char *why)
{
    return fail(p->err, p->errlen, "%s line %d: %s", p->source, p->line_no, why);
}

static const char *after(const char *line, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(line, word, n))
        return NULL;
    if (line[n] == '\0')
        return line + n;
    return line[n] == ' ' ? line + n + 1 : NULL;
}

static LessonStep *new_step(Parser *p, LessonStepKind kind, const char *move)
{
    Lesson *l = p->lesson;
    LessonStep *grown = realloc(l->steps, (size_t)(l->step_count + 1) * sizeof *grown);
    if (!grown)
        abort();
    l->steps = grown;
    LessonStep *step = &l->steps[l->step_count++];
    memset(step, 0, sizeof *step);
    step->kind = kind;
    step->line = p->line_no;
    snprintf(step->move, sizeof step->move, "%s", move);
    p->open_text = &step->text;
    return step;
}

static bool parse_seat(Parser *p, const char *text)
{
    Lesson *l = p->lesson;
    int count = 0;
    while (count < MAX_SEATS && l->seats[count].name[0])
        count++;
    if (count == MAX_SEATS)
        return parse_error(p, "too many seats");
    Seat *seat = &l->seats[count];
    const char *name = after(text, "human");
    if (!name) {
        char level[16];
        int used = 0;
        if (sscanf(text, "bot %15s %n", level, &used) < 1 || !used)
            return parse_error(p, "expected 'seat human NAME' or 'seat bot LEVEL NAME'");
        int parsed = bot_level_parse(level);
        if (parsed < 0)
            return parse_error(p, "unknown bot level (random, easy, normal or hard)");
        seat->bot = true;
        seat->level = (BotLevel)parsed;
        name = text + used;
    }
    if (!*name || strlen(name) >= SEAT_NAME_MAX)
        return parse_error(p, "a seat needs a name of at most 23 bytes");
    snprintf(seat->name, SEAT_NAME_MAX, "%s", name);
    seat->colour = count;
    return true;
}

static bool parse_options(Parser *p, const char *text)
{
    char copy[512], why[300];
    snprintf(copy, sizeof copy, "%s", text);
    const char *parts[MAX_OPTIONS + 2];
    int count = 0;
    char *saved;
    for (char *tok = strtok_r(copy, " ", &saved); tok && count < MAX_OPTIONS + 2;
         tok = strtok_r(NULL, " ", &saved))
        parts[count++] = tok;
    if (!options_parse(p->lesson->rules, count, parts, &p->lesson->opts, why, sizeof why))
        return parse_error(p, why);
    return true;
}

static bool parse_point(Parser *p, const char *name)
{
    Lesson *l = p->lesson;
    if (l->step_count == 0)
        return parse_error(p, "'point' belongs to a step");
    LessonStep *step = &l->steps[l->step_count - 1];
    if (step->point_count == LESSON_POINTS_MAX || strlen(name) >= LESSON_NAME_MAX || !*name)
        return parse_error(p, "at most 4 pointers a step, each a short name");
    snprintf(step->points[step->point_count++], LESSON_NAME_MAX, "%s", name);
    return true;
}

static bool parse_hint(Parser *p, const char *text)
{
    Lesson *l = p->lesson;
    if (l->step_count == 0 || l->steps[l->step_count - 1].kind != LESSON_PLAY || !*text)
        return parse_error(p, "'hint TEXT' belongs to a 'play' step");
    append_paragraph(&l->steps[l->step_count - 1].hint, table_text(text));
    return true;
}

static bool parse_header_line(Parser *p, const char *line)
{
    Lesson *l = p->lesson;
    const char *rest;
    if ((rest = after(line, "title"))) {
        snprintf(l->title, sizeof l->title, "%s", table_text(rest));
        return true;
    }
    if ((rest = after(line, "minutes"))) {
        l->minutes = atoi(rest);
        return l->minutes > 0 && l->minutes < 100 ? true : parse_error(p, "minutes: 1 to 99");
    }
    if ((rest = after(line, "seed"))) {
        char *end;
        errno = 0;
        l->seed = strtoull(rest, &end, 10);
        return *rest && !*end && !errno && *rest != '-' ? true
                                                       : parse_error(p, "expected 'seed NUMBER'");
    }
    if ((rest = after(line, "options")))
        return parse_options(p, rest);
    if ((rest = after(line, "seat")))
        return parse_seat(p, rest);
    return parse_error(p, "unknown line (see docs/lessons.md)");
}

static bool parse_line(Parser *p, const char *line)
{
    Lesson *l = p->lesson;
    const char *rest;
    if (line[0] == ' ') {
        while (*line == ' ')
            line++;
        if (!p->open_text)
            return parse_error(p, "an indented line continues a step's text or the summary");
        append_paragraph(p->open_text, table_text(line));
        return true;
    }
    if (!l->rules) {
        rest = after(line, "lesson");
        if (!rest || !(l->rules = registry_find(rest)))
            return parse_error(p, "a lesson starts with 'lesson GAME-ID'");
        options_defaults(l->rules, &l->opts);
        return true;
    }
    if (!strcmp(line, "read")) {
        new_step(p, LESSON_READ, "");
        return true;
    }
    if ((rest = after(line, "play")) || (rest = after(line, "bot"))) {
        if (!*rest || strlen(rest) >= MOVE_MAX)
            return parse_error(p, "expected 'play MOVE' or 'bot MOVE'");
        new_step(p, line[0] == 'p' ? LESSON_PLAY : LESSON_BOT, rest);
        return true;
    }
    if ((rest = after(line, "point")))
        return parse_point(p, rest);
    if ((rest = after(line, "hint")))
        return parse_hint(p, rest);
    if (!strcmp(line, "summary")) {
        p->open_text = &l->summary;
        return true;
    }
    if (l->step_count > 0)
        return parse_error(p, "expected a step (read, play, bot), point, hint or summary");
    return parse_header_line(p, line);
}

/* The seats must match the options, and a lesson needs its player, steps and a summary. */
static bool check_shape(Parser *p)
{
    Lesson *l = p->lesson;
    int seats = 0, humans = 0;
    while (seats < MAX_SEATS && l->seats[seats].name[0])
        humans += !l->seats[seats++].bot;
    if (!l->rules)
        return parse_error(p, "the file is empty");
    if (seats != l->opts.players)
        return fail(p->err, p->errlen, "%s: %d seats for %d players", p->source, seats,
                    l->opts.players);
    if (humans != 1)
        return fail(p->err, p->errlen, "%s: a lesson has exactly one human seat", p->source);
    if (l->step_count == 0 || !l->summary || !l->title[0] || l->minutes == 0)
        return fail(p->err, p->errlen, "%s: a lesson needs a title, minutes, steps and a summary",
                    p->source);
    for (int i = 0; i < l->step_count; i++)
        if (!l->steps[i].text) {
            p->line_no = l->steps[i].line;
            return parse_error(p, "every step needs the coach's words (indented lines)");
        }
    return true;
}

Lesson *lesson_parse(const char *text, const char *source, char *err, size_t errlen)
{
    Lesson *lesson = calloc(1, sizeof *lesson);
    if (!lesson)
        abort();
    Parser p = {lesson, source, 0, NULL, err, errlen};
    char *copy = text_copy(text);
    bool ok = true;
    for (char *line = copy, *next; ok && line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        p.line_no++;
        line[strcspn(line, "\r")] = '\0';
        size_t n = strlen(line);
        while (n && line[n - 1] == ' ')
            line[--n] = '\0';
        if (n && line[0] != '#')
            ok = parse_line(&p, line);
    }
    free(copy);
    if (ok)
        ok = check_shape(&p);
    if (!ok) {
        lesson_free(lesson);
        return NULL;
    }
    return lesson;
}

Lesson *lesson_load(const char *id, char *err, size_t errlen)
{
    char relative[128], path[4096], why[700];
    snprintf(relative, sizeof relative, "assets/%s/lesson.txt", id);
    if (!datadir_find(relative, path, sizeof path, why, sizeof why)) {
        fail(err, errlen, "%s has no lesson: %s", id, why);
        return NULL;
    }
    char *text = read_text_file(path, 1 << 20, why, sizeof why);
    if (!text) {
        fail(err, errlen, "%s", why);
        return NULL;
    }
    Lesson *lesson = lesson_parse(text, path, err, errlen);
    free(text);
    return lesson;
}

/* ---- playing ---- */

/* Lessons play with the game's built-in file (a house word list would not have the words the
 * lesson sells). */
Match *lesson_match(const Lesson *lesson)
{
    GameOptions opts = lesson->opts;
    const GameResource *res = lesson->rules->resource;
    char err[600];
    if (res && !(opts.resource = res->builtin(err, sizeof err)))
        return NULL;
    return match_new(lesson->rules, &opts, lesson->seed, lesson->seats);
}

Match *lesson_match_at(const Lesson *lesson, int step)
{
    Match *m = lesson_match(lesson);
    char err[300];
    if (!m)
        return NULL;
    for (int i = 0; i < step && i < lesson->step_count; i++)
        if (lesson->steps[i].kind != LESSON_READ &&
            !match_play(m, lesson->steps[i].move, err, sizeof err)) {
            match_free(m);
            return NULL;
        }
    return m;
}

/* Every seat's view after `move`, or false if the rules refuse it. */
static bool views_after(const GameState *s, const char *move, StrBuf *out)
{
    GameState *copy = game_clone(s);
    char err[300];
    bool ok = s->rules->apply(copy, move, err, sizeof err);
    for (int v = -1; ok && v < s->players; v++)
        s->rules->describe(copy, v, out);
    game_free(copy);
    return ok;
}

bool lesson_is_taught(const Lesson *lesson, const Match *m, int step, const char *move)
{
    if (step < 0 || step >= lesson->step_count || lesson->steps[step].kind != LESSON_PLAY)
        return false;
    StrBuf taught = STRBUF_INIT, tried = STRBUF_INIT;
    bool same = views_after(m->state, lesson->steps[step].move, &taught) &&
                views_after(m->state, move, &tried) && !strcmp(sb_str(&taught), sb_str(&tried));
    sb_free(&taught);
    sb_free(&tried);
    return same;
}

void lesson_refusal(const Lesson *lesson, const Match *m, int step, const char *move, char *out,
                    size_t outlen)
{
    const LessonStep *s = step >= 0 && step < lesson->step_count ? &lesson->steps[step] : NULL;
    StrBuf text = STRBUF_INIT;
    sb_add(&text, s && s->hint ? s->hint : _("That is not the move this lesson is teaching now."));
    GameState *copy = game_clone(m->state);
    char err[300];
    if (m->rules->apply(copy, move, err, sizeof err)) {
        StrBuf line = STRBUF_INIT;
        const char *names[MAX_SEATS];
        match_names(m, names);
        m->rules->describe_move(m->state, move, names, &line);
        const char *first = sb_str(&line);
        int len = (int)strcspn(first, "\n");
        sb_add(&text, " ");
        sb_addf(&text, _("(In a real game this would be fine: %.*s.)"), len, first);
        sb_free(&line);
    }
    game_free(copy);
    snprintf(out, outlen, "%s", sb_str(&text));
    sb_free(&text);
}

bool lesson_pointable(const GameState *s, const char *name)
{
    for (size_t i = 0; i < sizeof shell_points / sizeof shell_points[0]; i++)
        if (!strcmp(name, shell_points[i]))
            return true;
    return s->rules->pointable && s->rules->pointable(s, name);
}

/* ---- checking ---- */

static bool check_step(const Lesson *lesson, Match *m, int i, char *err, size_t errlen)
{
    const LessonStep *step = &lesson->steps[i];
    for (int k = 0; k < step->point_count; k++)
        if (!lesson_pointable(m->state, step->points[k]))
            return fail(err, errlen, "line %d: the board shows no '%s' here", step->line,
                        step->points[k]);
    if (step->kind == LESSON_READ)
        return true;
    int seat = game_to_move(m->state);
    if (seat == GAME_OVER)
        return fail(err, errlen, "line %d: the game is already over", step->line);
    bool bot = m->seats[seat].bot;
    if (step->kind == LESSON_PLAY && bot)
        return fail(err, errlen, "line %d: '%s' is taught, but %s (a bot) is to move",
                    step->line, step->move, m->seats[seat].name);
    if (step->kind == LESSON_BOT && !bot)
        return fail(err, errlen, "line %d: the bot should play '%s', but the player is to move",
                    step->line, step->move);
    char why[300];
    if (!match_play(m, step->move, why, sizeof why))
        return fail(err, errlen, "line %d: '%s' is illegal here: %s", step->line, step->move,
                    why);
    return true;
}

bool lesson_check(const Lesson *lesson, char *err, size_t errlen)
{
    Match *m = lesson_match(lesson);
    if (!m)
        return fail(err, errlen, "%s cannot start without its built-in files",
                    lesson->rules->name);
    bool ok = true;
    for (int i = 0; ok && i < lesson->step_count; i++)
        ok = check_step(lesson, m, i, err, errlen);
    match_free(m);
    return ok;
}
