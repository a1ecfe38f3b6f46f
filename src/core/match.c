#include "match.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "registry.h"

static const char *const level_names[] = {"random", "easy", "normal", "hard"};

const char *bot_level_name(BotLevel level)
{
    return level >= BOT_RANDOM && level <= BOT_HARD ? level_names[level] : "?";
}

int bot_level_parse(const char *name)
{
    for (int i = 0; i <= BOT_HARD; i++)
        if (!strcmp(name, level_names[i]))
            return i;
    return -1;
}

bool match_prepare(const GameRules *rules, GameOptions *opts, char *err, size_t errlen)
{
    if (!rules->resource || opts->resource)
        return true;
    opts->resource = rules->resource->current(err, errlen);
    return opts->resource != NULL;
}

void seat_set_name(Seat *seat, const char *name)
{
    size_t n = strlen(name);
    if (n >= SEAT_NAME_MAX) {
        n = SEAT_NAME_MAX - 1;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) /* inside a character */
            n--;
    }
    memcpy(seat->name, name, n);
    seat->name[n] = '\0';
}

Match *match_new(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                 const Seat *seats)
{
    Match *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    m->rules = rules;
    m->opts = *opts;
    char err[600];
    if (!match_prepare(rules, &m->opts, err, sizeof err)) {
        fprintf(stderr, "moguls: %s cannot start: %s\n", rules->name, err);
        abort(); /* callers check match_prepare first: this is a bug, not a user's mistake */
    }
    m->seed = seed;
    for (int i = 0; i < m->opts.players; i++) {
        if (seats) {
            m->seats[i] = seats[i];
        } else {
            m->seats[i].colour = i;
            snprintf(m->seats[i].name, SEAT_NAME_MAX, "Player %d", i + 1);
        }
        m->seats[i].name[SEAT_NAME_MAX - 1] = '\0';
    }
    m->state = rules->new_game(&m->opts, seed);
    return m;
}

void match_default_seats(Seat seats[MAX_SEATS], int human, const char *human_name)
{
    static const char *const bot_names[MAX_SEATS] = {"Ada",    "Bruno", "Chiara",
                                                     "Dmitri", "Elif",  "Farah"};
    int bots = 0;
    for (int i = 0; i < MAX_SEATS; i++) {
        Seat *s = &seats[i];
        memset(s, 0, sizeof *s);
        s->colour = i;
        s->bot = i != human;
        s->level = BOT_NORMAL;
        snprintf(s->name, SEAT_NAME_MAX, "%s", s->bot ? bot_names[bots++] : human_name);
    }
}

/* The length of the blank character at text (an ASCII space or tab, a no-break, typographic or
 * ideographic space, a zero-width space or joiner), or 0. */
static size_t blank_at(const unsigned char *text)
{
    if (text[0] == ' ' || text[0] == '\t')
        return 1;
    if (text[0] == 0xC2 && text[1] == 0xA0)
        return 2; /* U+00A0 */
    if (text[0] == 0xE2 && text[1] == 0x80 && text[2] >= 0x80 && text[2] <= 0x8D)
        return 3; /* U+2000..U+200D */
    if (text[0] == 0xE3 && text[1] == 0x80 && text[2] == 0x80)
        return 3; /* U+3000 */
    return 0;
}

void match_tidy_name(char name[SEAT_NAME_MAX], int seat)
{
    const unsigned char *start = (const unsigned char *)name;
    for (size_t n; (n = blank_at(start)) > 0;)
        start += n;
    size_t end = 0; /* the length up to the last character that is not blank */
    for (size_t at = 0; start[at];) {
        size_t n = blank_at(start + at);
        at += n ? n : 1;
        if (!n)
            end = at;
    }
    memmove(name, start, end);
    name[end] = '\0';
    if (!name[0])
        snprintf(name, SEAT_NAME_MAX, _("Player %d"), seat + 1);
}

static void truncate_history(Match *m, int count)
{
    for (int i = count; i < m->move_count; i++)
        free(m->log[i]);
    m->move_count = count;
}

void match_free(Match *m)
{
    if (!m)
        return;
    truncate_history(m, 0);
    free(m->moves);
    free(m->mover);
    free(m->reveal);
    free(m->log);
    game_free(m->state);
    free(m);
}

void match_names(const Match *m, const char *names[MAX_SEATS])
{
    for (int i = 0; i < MAX_SEATS; i++)
        names[i] = m->seats[i].name;
}

bool game_refusal(const GameState *s, const char *move, char *why, size_t whylen)
{
    GameState *copy = game_clone(s);
    char err[300];
    bool refused = !copy->rules->apply(copy, move, err, sizeof err);
    game_free(copy);
    if (refused) {
        if (err[0] >= 'a' && err[0] <= 'z')
            err[0] = (char)(err[0] - 'a' + 'A');
        snprintf(why, whylen, "%s", err);
    }
    return refused;
}

Reveal game_reveals(const GameState *before, const char *move, const GameState *after)
{
    Reveal r = before->rules->reveals(before, move, after);
    if (game_over(after) && r.kind != REVEAL_HIDDEN)
        r = (Reveal){REVEAL_HIDDEN, N_("The game ended with your move"), N_("The game ended since your move")};
    return r;
}

void game_scores_seen(const GameState *s, int viewer, int *scores, bool *known)
{
    s->rules->scores(s, scores);
    bool over = game_over(s);
    for (int seat = 0; seat < s->players; seat++)
        known[seat] = over || !s->rules->score_hidden || !s->rules->score_hidden(s, viewer, seat);
}

/* A view without the number naming its viewer, the one thing that differs between the views of
 * two seats who know the same. */
static char *view_unnamed(const GameState *s, int viewer)
{
    StrBuf json = STRBUF_INIT;
    s->rules->describe(s, viewer, &json);
    char *text = text_copy(sb_str(&json));
    sb_free(&json);
    char field[32];
    snprintf(field, sizeof field, "\"viewer\":%d", viewer);
    char *at = strstr(text, field);
    if (at) {
        size_t cut = strlen(field);
        memmove(at, at + cut, strlen(at + cut) + 1);
    }
    return text;
}

/* Whether the choice `seat` makes now is a secret one (asked of its first legal move: a game's
 * decision is secret or open as a whole). */
static bool secret_decision(const GameState *s, int seat)
{
    if (!s->rules->secret_move || seat != game_to_move(s))
        return false;
    CodeList legal = CODELIST_INIT;
    s->rules->legal_codes(s, &legal);
    bool secret = false;
    if (legal.count > 0) {
        char move[MOVE_MAX];
        s->rules->format_code(s, legal.items[0], move);
        secret = s->rules->secret_move(s, move);
    }
    codelist_free(&legal);
    return secret;
}

bool game_view_private(const GameState *s, int seat)
{
    if (!s->rules->hides_information || game_over(s) || seat < 0)
        return false;
    if (secret_decision(s, seat))
        return true;
    char *own = view_unnamed(s, seat), *open = view_unnamed(s, -1);
    bool private = strcmp(own, open) != 0;
    free(own);
    free(open);
    return private;
}

static void grow_history(Match *m)
{
    if (m->move_count < m->move_cap)
        return;
    int cap = m->move_cap ? m->move_cap * 2 : 64;
    void *moves = realloc(m->moves, (size_t)cap * MOVE_MAX);
    void *mover = realloc(m->mover, (size_t)cap * sizeof(int));
    void *log = realloc(m->log, (size_t)cap * sizeof(char *));
    void *reveal = realloc(m->reveal, (size_t)cap * sizeof(Reveal));
    if (!moves || !mover || !log || !reveal)
        abort();
    m->moves = moves;
    m->mover = mover;
    m->reveal = reveal;
    m->log = log;
    m->move_cap = cap;
}

bool match_play(Match *m, const char *move, char *err, size_t errlen)
{
    int seat = game_to_move(m->state);
    if (seat == GAME_OVER)
        return fail(err, errlen, "the game is over");
    if (strlen(move) >= MOVE_MAX)
        return fail(err, errlen, "'%.20s...' is too long to be a move", move);

    StrBuf line = STRBUF_INIT;
    const char *names[MAX_SEATS];
    match_names(m, names);
    GameState *before = game_clone(m->state);
    if (!m->rules->apply(m->state, move, err, errlen)) {
        game_free(before);
        return false;
    }
    m->rules->describe_move(before, move, names, &line);
    Reveal reveal = game_reveals(before, move, m->state);
    game_free(before);

    match_record(m, move, seat, reveal, sb_str(&line));
    sb_free(&line);
    return true;
}

void match_record(Match *m, const char *move, int mover, Reveal reveal, const char *log)
{
    grow_history(m);
    snprintf(m->moves[m->move_count], MOVE_MAX, "%s", move);
    m->mover[m->move_count] = mover;
    m->reveal[m->move_count] = reveal;
    m->log[m->move_count] = text_copy(log);
    m->move_count++;
}

void match_forget_after(Match *m, int count)
{
    if (count >= 0 && count < m->move_count)
        truncate_history(m, count);
}

static int last_human_move(const Match *m)
{
    for (int i = m->move_count - 1; i >= 0; i--)
        if (!m->seats[m->mover[i]].bot)
            return i;
    return -1;
}

int match_since_turn(const Match *m, int seat)
{
    if (seat < 0)
        return m->move_count > 0 ? m->move_count - 1 : 0;
    for (int i = m->move_count - 1; i >= 0; i--)
        if (m->mover[i] == seat)
            return i + 1;
    return 0;
}

int match_last_human(const Match *m)
{
    int i = last_human_move(m);
    return i < 0 ? -1 : m->mover[i];
}

/* The number of moves to keep when `seat` undoes, or -1 with the reason. */
static int undo_target(const Match *m, int seat, char *why, size_t whylen)
{
    int target = last_human_move(m);
    if (target < 0) {
        fail(why, whylen, "%s", _("You have not made a move yet"));
        return -1;
    }
    if (m->practice)
        return target;
    if (seat < 0 || seat >= m->opts.players || m->seats[seat].bot) {
        fail(why, whylen, "%s", _("Only a player at the table can take back a move"));
        return -1;
    }
    if (m->mover[target] != seat) {
        fail(why, whylen, _("%s has moved since your last decision"), m->seats[m->mover[target]].name);
        return -1;
    }
    for (int i = target; i < m->move_count; i++) {
        const Reveal *r = &m->reveal[i];
        bool barrier = r->kind == REVEAL_HIDDEN || (r->kind == REVEAL_OWN && m->mover[i] != seat);
        if (barrier) {
            fail(why, whylen, "%s", _(i == target ? r->with_move : r->since_move));
            return -1;
        }
    }
    return target;
}

bool match_undo_allowed(const Match *m, int seat, char *why, size_t whylen)
{
    return undo_target(m, seat, why, whylen) >= 0;
}

/* Rebuilds the state from the seed and the first `count` moves. */
GameState *match_state_after(const Match *m, int count)
{
    if (m->state_after)
        return m->state_after(m, count, m->state_source);
    GameState *s = m->rules->new_game(&m->opts, m->seed);
    for (int i = 0; i < count && i < m->move_count; i++) {
        char err[160];
        if (!m->rules->apply(s, m->moves[i], err, sizeof err))
            abort(); /* these moves were legal when played: a replay that differs is a rules bug */
    }
    return s;
}

static void replay_to(Match *m, int count)
{
    game_free(m->state);
    m->state = match_state_after(m, count);
    truncate_history(m, count);
}

bool match_undo(Match *m, int seat, char *why, size_t whylen)
{
    int target = undo_target(m, seat, why, whylen);
    if (target < 0)
        return false;
    replay_to(m, target);
    return true;
}

bool match_undo_force(Match *m)
{
    if (m->move_count == 0)
        return false;
    replay_to(m, m->move_count - 1);
    return true;
}

/* ---- save files ---- */

void match_journal_line(const Match *m, int i, StrBuf *out)
{
    sb_addf(out, "move %s\n", m->moves[i]);
}

/* The header, "journal" if it is one, and the moves. */
static void write_save(const Match *m, bool journal, StrBuf *out)
{
    /* the lowest format that holds the game: an older Moguls reads every unassisted save */
    sb_addf(out, "moguls-save %d\n", m->assisted ? SAVE_FORMAT_VERSION : 3);
    sb_addf(out, "game %s\n", m->rules->id);
    sb_addf(out, "seed %" PRIu64 "\n", m->seed);
    sb_add(out, "options ");
    options_format(m->rules, &m->opts, out);
    sb_add(out, "\n");
    if (m->rules->resource) {
        sb_addf(out, "resource %s ", m->rules->resource->key);
        m->rules->resource->identify(m->opts.resource, out);
        sb_add(out, "\n");
    }
    if (m->practice)
        sb_add(out, "practice\n");
    if (m->assisted)
        sb_add(out, "assisted\n");
    if (journal)
        sb_add(out, "journal\n");
    for (int i = 0; i < m->opts.players; i++) {
        const Seat *s = &m->seats[i];
        sb_addf(out, "seat %s %d %s\n", s->bot ? bot_level_name(s->level) : "human", s->colour,
                s->name);
    }
    for (int i = 0; i < m->move_count; i++)
        match_journal_line(m, i, out);
}

void match_write(const Match *m, StrBuf *out)
{
    write_save(m, false, out);
    sb_add(out, "end\n");
}

void match_write_journal(const Match *m, StrBuf *out)
{
    write_save(m, true, out);
}

typedef struct SaveReader {
    char *text; /* a private copy, cut into lines */
    char *next;
    const char *pending; /* the first line after the header (read_header reads one ahead) */
    int line_no;
    bool unended; /* the last line returned had no newline: the text stops inside it */
} SaveReader;

/* The next line, or NULL at the end of the text. */
static char *next_line(SaveReader *r)
{
    if (!r->next || !*r->next)
        return NULL;
    char *line = r->next;
    char *nl = strchr(line, '\n');
    if (nl) {
        *nl = '\0';
        r->next = nl + 1;
    } else {
        r->next = NULL;
    }
    r->unended = !nl;
    size_t n = strlen(line);
    if (n && line[n - 1] == '\r')
        line[n - 1] = '\0';
    r->line_no++;
    return line;
}

/* If line starts with "word ", returns what follows it. */
static const char *after_word(const char *line, const char *word)
{
    size_t n = strlen(word);
    return strncmp(line, word, n) == 0 && line[n] == ' ' ? line + n + 1 : NULL;
}

static bool parse_options_line(const GameRules *rules, const char *text, GameOptions *opts,
                               char *err, size_t errlen)
{
    char *copy = text_copy(text); /* the whole line, however long: nothing is cut unseen */
    const char *parts[MAX_OPTIONS + 2];
    int count = 0;
    bool ok = true;
    char *rest = NULL;
    for (char *tok = strtok_r(copy, " ", &rest); tok && ok; tok = strtok_r(NULL, " ", &rest)) {
        if (count == MAX_OPTIONS + 2)
            ok = fail(err, errlen, "too many options");
        else
            parts[count++] = tok;
    }
    ok = ok && options_parse(rules, count, parts, opts, err, errlen);
    free(copy);
    return ok;
}

static bool parse_seat_line(const char *text, Seat *seat, char *err, size_t errlen)
{
    char kind[16];
    int used = 0;
    if (sscanf(text, "%15s %n", kind, &used) < 1 || !used)
        return fail(err, errlen, "a seat needs a kind, a colour and a name");
    const char *colour_text = text + used;
    size_t digits = strspn(colour_text, "0123456789");
    if (digits == 0 || digits > 2 || colour_text[digits] != ' ' || !colour_text[digits + 1])
        return fail(err, errlen, "a seat needs a kind, a colour (a small number) and a name");
    int colour = atoi(colour_text);
    used = (int)(colour_text - text) + (int)digits + 1;
    memset(seat, 0, sizeof *seat);
    if (strcmp(kind, "human")) {
        int level = bot_level_parse(kind);
        if (level < 0)
            return fail(err, errlen, "unknown seat kind '%s'", kind);
        seat->bot = true;
        seat->level = (BotLevel)level;
    }
    seat->colour = colour;
    seat_set_name(seat, text + used);
    return true;
}

bool match_parse_seat(const char *text, Seat *seat, char *err, size_t errlen)
{
    return parse_seat_line(text, seat, err, errlen);
}

typedef struct SaveHeader {
    const GameRules *rules;
    uint64_t seed;
    GameOptions opts;
    Seat seats[MAX_SEATS];
    bool practice;
    bool assisted;       /* a hint was used (format 4 on) */
    bool journal;        /* moves appended as played, no "end" (format 3 on) */
    bool named_resource; /* the save names the game's replaceable file (format 2 on) */
} SaveHeader;

/* "moguls-save N": the format version, or -1 if the line is not a save's first line; *digits
 * is N as written, without leading zeros. Any number too large to read is simply newer than
 * this program. */
static long read_version(const char *line, const char **digits)
{
    const char *n = line ? after_word(line, "moguls-save") : NULL;
    if (!n || !*n || strspn(n, "0123456789") != strlen(n))
        return -1;
    while (n[0] == '0' && n[1])
        n++;
    *digits = n;
    return strlen(n) > 9 ? 999999999L : strtol(n, NULL, 10);
}

/* "resource KEY IDENTITY": finds the file the game was played with (when `resolve`). */
static bool read_resource(const char *text, SaveHeader *h, bool resolve, char *err, size_t errlen)
{
    const GameResource *res = h->rules->resource;
    const char *identity = res ? after_word(text, res->key) : NULL;
    if (!identity)
        return fail(err, errlen, "%s has no file '%.40s'", h->rules->name, text);
    if (!resolve)
        return true;
    h->named_resource = true;
    h->opts.resource = res->find(identity, err, errlen);
    return h->opts.resource != NULL;
}

/* Reads the header up to the seats. With `resolve` false the game's file is not looked for
 * (listing saves). */
static bool read_header(SaveReader *r, SaveHeader *h, bool resolve, char *err, size_t errlen)
{
    char why[600];
    memset(h, 0, sizeof *h);
    const char *line = next_line(r), *digits = "";
    long version = read_version(line, &digits);
    if (version < 0)
        return fail(err, errlen, "not a Moguls save file");
    if (version > SAVE_FORMAT_VERSION) /* the number as written, however large */
        return fail(err, errlen,
                    "this save was written by a newer Moguls (format %.40s%s; this version reads "
                    "up to %d)",
                    digits, strlen(digits) > 40 ? "..." : "", SAVE_FORMAT_VERSION);
    if (version < 1)
        return fail(err, errlen, "line 1: unknown save format %ld", version);

    line = next_line(r);
    const char *id = line ? after_word(line, "game") : NULL;
    if (!id)
        return fail(err, errlen, "line %d: expected 'game ID'", r->line_no);
    h->rules = registry_find(id);
    if (!h->rules)
        return fail(err, errlen, "line %d: unknown game '%s'", r->line_no, id);

    line = next_line(r);
    const char *seed = line ? after_word(line, "seed") : NULL;
    char *end = NULL;
    errno = 0;
    if (seed)
        h->seed = strtoull(seed, &end, 10);
    if (!seed || !*seed || *end || errno || *seed == '-')
        return fail(err, errlen, "line %d: expected 'seed NUMBER'", r->line_no);

    line = next_line(r);
    const char *opts = line ? after_word(line, "options") : NULL;
    if (!opts)
        return fail(err, errlen, "line %d: expected 'options ...'", r->line_no);
    if (!parse_options_line(h->rules, opts, &h->opts, why, sizeof why))
        return fail(err, errlen, "line %d: %s", r->line_no, why);

    line = next_line(r);
    const char *resource = line ? after_word(line, "resource") : NULL;
    if (resource && !read_resource(resource, h, resolve, why, sizeof why))
        return fail(err, errlen, "line %d: %s", r->line_no, why);
    if (resource)
        line = next_line(r);
    h->practice = line && !strcmp(line, "practice");
    if (h->practice)
        line = next_line(r);
    h->assisted = version >= 4 && line && !strcmp(line, "assisted");
    if (h->assisted)
        line = next_line(r);
    h->journal = version >= 3 && line && !strcmp(line, "journal");
    if (h->journal)
        line = next_line(r);

    for (int i = 0; i < h->opts.players; i++, line = next_line(r)) {
        const char *seat = line ? after_word(line, "seat") : NULL;
        if (!seat)
            return fail(err, errlen, "line %d: expected 'seat' %d of %d", r->line_no, i + 1,
                        h->opts.players);
        if (h->journal && r->unended) /* a name may be cut short: a journal's lines all end */
            return fail(err, errlen, "line %d: the file is cut short", r->line_no);
        if (!parse_seat_line(seat, &h->seats[i], why, sizeof why))
            return fail(err, errlen, "line %d: %s", r->line_no, why);
        match_tidy_name(h->seats[i].name, i); /* an older save may hold a blank name */
    }
    r->pending = line;
    return true;
}

/* A reader over a copy of text, after a UTF-8 byte order mark if an editor put one there. */
static SaveReader reader_of(const char *text)
{
    static const char bom[] = "\xEF\xBB\xBF";
    if (!strncmp(text, bom, 3))
        text += 3;
    return (SaveReader){text_copy(text), NULL, NULL, 0, false};
}

bool match_peek(const char *text, SaveSummary *out, char *err, size_t errlen)
{
    SaveReader r = reader_of(text);
    r.next = r.text;
    SaveHeader h;
    bool ok = read_header(&r, &h, false, err, errlen);
    if (ok) {
        memset(out, 0, sizeof *out);
        out->rules = h.rules;
        out->opts = h.opts;
        memcpy(out->seats, h.seats, sizeof h.seats);
        out->practice = h.practice;
        out->assisted = h.assisted;
        out->journal = h.journal;
        for (const char *line = r.pending; line; line = next_line(&r))
            out->moves += after_word(line, "move") != NULL && !(h.journal && r.unended);
    }
    free(r.text);
    return ok;
}

/* A move of a save the rules refuse. A save from before saves named the game's replaceable
 * file may have been played with another one: say so rather than only "illegal". */
static bool illegal_in_save(const SaveHeader *h, int line_no, const char *move, const char *why,
                            char *err, size_t errlen)
{
    const GameResource *res = h->rules->resource;
    if (res && !h->named_resource)
        return fail(err, errlen,
                    "line %d: move '%s' is illegal: %s (this save does not say which %s it was "
                    "played with: choose that one in Settings and load it again)",
                    line_no, move, why, res->label);
    return fail(err, errlen, "line %d: move '%s' is illegal: %s", line_no, move, why);
}

Match *match_read(const char *text, char *err, size_t errlen)
{
    SaveReader r = reader_of(text);
    r.next = r.text;
    SaveHeader h;
    Match *m = NULL;
    if (!read_header(&r, &h, true, err, errlen))
        goto done;
    char why[600];
    if (!match_prepare(h.rules, &h.opts, why, sizeof why)) {
        fail(err, errlen, "%s cannot start: %s", h.rules->name, why);
        goto done;
    }

    m = match_new(h.rules, &h.opts, h.seed, h.seats);
    m->practice = h.practice;
    m->assisted = h.assisted;
    bool ended = false, failed = false;
    const char *line = r.pending;
    while (!ended && !failed && line) {
        const char *move = after_word(line, "move");
        if (h.journal && r.unended) { /* cut short while it was appended: left out */
            m->torn_line = r.line_no;
            ended = true;
        } else if (!strcmp(line, "end") && !h.journal)
            ended = true;
        else if (!move)
            failed = !fail(err, errlen, "line %d: expected 'move ...'%s", r.line_no,
                           h.journal ? "" : " or 'end'");
        else if (!match_play(m, move, why, sizeof why))
            failed = !illegal_in_save(&h, r.line_no, move, why, err, errlen);
        if (!ended && !failed)
            line = next_line(&r);
    }
    if (ended && r.next && *r.next)
        failed = !fail(err, errlen, "line %d: text after 'end'", r.line_no + 1);
    else if (!ended && !failed && !h.journal)
        failed = !fail(err, errlen, "the file is cut short (no 'end' line): it may be truncated");
    if (failed) {
        match_free(m);
        m = NULL;
    }
done:
    free(r.text);
    return m;
}

/* Opens a regular file for reading without ever blocking on a FIFO or a device. */
static FILE *open_regular(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        fail(err, errlen, "cannot open %s: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        fail(err, errlen, "%s is %s, not a file", path,
             S_ISDIR(st.st_mode) ? "a folder" : "a pipe or a device");
        close(fd);
        return NULL;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        fail(err, errlen, "cannot open %s: %s", path, strerror(errno));
        close(fd);
    }
    return f;
}

char *read_text_file(const char *path, size_t max_bytes, char *err, size_t errlen)
{
    FILE *f = open_regular(path, err, errlen);
    if (!f)
        return NULL;
    StrBuf sb = STRBUF_INIT;
    char chunk[4096];
    size_t n;
    bool too_big = false, binary = false;
    while (!too_big && (n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (memchr(chunk, '\0', n))
            binary = true;
        if (sb.len + n > max_bytes)
            too_big = true;
        else
            sb_add_len(&sb, chunk, n);
    }
    bool read_error = ferror(f);
    fclose(f);
    if (too_big || binary || read_error) {
        sb_free(&sb);
        fail(err, errlen, "%s: %s", path,
             too_big ? "file is too large" : binary ? "not a text file" : "read error");
        return NULL;
    }
    if (!sb.data)
        sb_add(&sb, "");
    return sb.data;
}

/* Writes all of text to fd and flushes it to the disk. */
static bool write_all(int fd, const char *text)
{
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(fd, text, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        text += n;
        left -= (size_t)n;
    }
    return fsync(fd) == 0;
}

/* write_file_atomic; with keep_open, the file stays open: its descriptor (else 0), or -1 with
 * the reason. */
static int write_atomic(const char *path, const char *text, bool keep_open, char *err,
                        size_t errlen)
{
    StrBuf tmp = STRBUF_INIT;
    sb_addf(&tmp, "%s.XXXXXX", path);
    int fd = mkstemp(tmp.data);
    bool made = fd >= 0;
    if (made)
        flock(fd, LOCK_EX); /* held until close: remove_stale_temp sees the file is being written */
    bool ok = made && write_all(fd, text);
    int saved_errno = errno;
    if (made && (!ok || !keep_open)) {
        if (close(fd) != 0 && ok) {
            ok = false;
            saved_errno = errno;
        }
        fd = -1;
    }
    if (ok && rename(sb_str(&tmp), path) != 0) {
        ok = false;
        saved_errno = errno;
        if (fd >= 0)
            close(fd);
    }
    if (!ok) {
        fail(err, errlen, "cannot write %s: %s", path, strerror(saved_errno));
        if (made)
            remove(sb_str(&tmp));
    }
    sb_free(&tmp);
    return !ok ? -1 : keep_open ? fd : 0;
}

bool write_file_atomic(const char *path, const char *text, char *err, size_t errlen)
{
    return write_atomic(path, text, false, err, errlen) >= 0;
}

void journal_close(SaveJournal *j)
{
    if (j->fd >= 0)
        close(j->fd);
    j->fd = -1;
}

bool journal_write_whole(SaveJournal *j, const char *path, const char *text, char *err,
                         size_t errlen)
{
    journal_close(j);
    j->fd = write_atomic(path, text, true, err, errlen);
    struct stat st;
    if (j->fd >= 0 && fstat(j->fd, &st) == 0) {
        j->device = st.st_dev;
        j->inode = st.st_ino;
    }
    return j->fd >= 0;
}

bool journal_replaced(const SaveJournal *j, const char *path)
{
    struct stat st;
    return j->inode != 0 && stat(path, &st) == 0 &&
           (st.st_dev != j->device || st.st_ino != j->inode);
}

bool journal_append(SaveJournal *j, const char *path, const char *line, char *err, size_t errlen)
{
    struct stat st;
    if (j->fd < 0)
        return fail(err, errlen, "%s is not open", path);
    if (stat(path, &st) != 0 || st.st_dev != j->device || st.st_ino != j->inode)
        return fail(err, errlen, "%s is no longer the file written", path);
    /* one write of the whole line (a line cut short by a kill is left out when loading) */
    if (lseek(j->fd, 0, SEEK_END) < 0 || !write_all(j->fd, line)) {
        fail(err, errlen, "cannot write %s: %s", path, strerror(errno));
        journal_close(j);
        return false;
    }
    return true;
}

bool remove_stale_temp(const char *path, int min_age_s)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st;
    bool stale = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
                 st.st_mtime <= time(NULL) - min_age_s && flock(fd, LOCK_EX | LOCK_NB) == 0;
    stale = stale && unlink(path) == 0; /* under the lock: no writer can take it meanwhile */
    close(fd);
    return stale;
}

bool match_save(const Match *m, const char *path, char *err, size_t errlen)
{
    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    bool ok = write_file_atomic(path, sb_str(&text), err, errlen);
    sb_free(&text);
    return ok;
}

Match *match_load(const char *path, char *err, size_t errlen)
{
    char *text = read_text_file(path, 4 << 20, err, errlen);
    if (!text)
        return NULL;
    char why[800];
    Match *m = match_read(text, why, sizeof why);
    if (!m)
        fail(err, errlen, "%s: %s", path, why);
    free(text);
    return m;
}
