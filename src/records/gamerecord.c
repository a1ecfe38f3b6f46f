/* timegm */
#define _DEFAULT_SOURCE
#include "gamerecord.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/i18n.h"

static const char *const kind_names[] = {"rated", "practice", "lesson", "imported"};

void gamerecord_write(const Match *m, const GameRecordInfo *info, StrBuf *out)
{
    gamerecord_write_header(info, out);
    match_write(m, out);
}

void gamerecord_write_header(const GameRecordInfo *info, StrBuf *out)
{
    sb_addf(out, "moguls-record %d\n", GAMERECORD_VERSION);
    if (info && info->finished) {
        sb_addf(out, "kind %s\n", kind_names[info->kind]);
        time_t when = (time_t)info->when;
        struct tm tm;
        char stamp[40];
        gmtime_r(&when, &tm);
        strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &tm);
        sb_addf(out, "finished %s\n", stamp);
    }
}

/* If line starts with "word ", what follows it. */
static const char *after(const char *line, const char *word)
{
    size_t n = strlen(word);
    return !strncmp(line, word, n) && line[n] == ' ' ? line + n + 1 : NULL;
}

static bool parse_kind(const char *text, HistoryKind *kind)
{
    for (int k = 0; k < (int)(sizeof kind_names / sizeof kind_names[0]); k++)
        if (!strcmp(text, kind_names[k])) {
            *kind = (HistoryKind)k;
            return true;
        }
    return false;
}

static bool parse_time(const char *text, int64_t *when)
{
    struct tm tm = {0};
    int used = 0;
    if (sscanf(text, "%4d-%2d-%2dT%2d:%2d:%2dZ%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
               &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &used) != 6 ||
        text[used] || tm.tm_mon < 1 || tm.tm_mon > 12 || tm.tm_mday < 1 || tm.tm_mday > 31)
        return false;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    *when = (int64_t)timegm(&tm);
    return true;
}

/* One line of the header (kind or finished) into info; false with the reason. */
static bool header_line(const char *line, GameRecordInfo *info, char *why, size_t whylen)
{
    const char *value;
    if ((value = after(line, "kind"))) {
        if (!parse_kind(value, &info->kind))
            return fail(why, whylen, "unknown kind '%.40s'", value);
    } else if ((value = after(line, "finished"))) {
        if (!parse_time(value, &info->when))
            return fail(why, whylen, "expected 'finished YYYY-MM-DDTHH:MM:SSZ'");
    } else {
        return fail(why, whylen, "expected 'kind', 'finished' or 'moguls-save'");
    }
    info->finished = true;
    return true;
}

/* Reads the record's own header: where the save begins in text (NULL with the reason), and how
 * many lines came before it. */
static const char *read_header(const char *text, GameRecordInfo *info, int *lines, char *err,
                               size_t errlen)
{
    *lines = 0;
    if (!strncmp(text, "moguls-save", 11))
        return text;
    int version = 0, used = 0;
    if (sscanf(text, "moguls-record %9d%n", &version, &used) != 1 ||
        (text[used] != '\n' && text[used] != '\r')) {
        fail(err, errlen, "line 1: not a Moguls game record or save");
        return NULL;
    }
    if (version > GAMERECORD_VERSION || version < 1) {
        fail(err, errlen, "line 1: a game record of format %d (this version reads %d)", version,
             GAMERECORD_VERSION);
        return NULL;
    }
    for (const char *line = text;;) {
        const char *nl = strchr(line, '\n');
        (*lines)++;
        if (!nl) {
            fail(err, errlen, "line %d: the record is cut short", *lines);
            return NULL;
        }
        line = nl + 1;
        if (!strncmp(line, "moguls-save", 11))
            return line;
        size_t n = strcspn(line, "\r\n");
        char copy[120], why[200];
        snprintf(copy, sizeof copy, "%.*s", (int)(n < sizeof copy ? n : sizeof copy - 1), line);
        if (!header_line(copy, info, why, sizeof why)) {
            fail(err, errlen, "line %d: %s", *lines + 1, why);
            return NULL;
        }
    }
}

/* match_read's reason, its line counted in the whole file. */
static void shift_line(const char *why, int lines, char *err, size_t errlen)
{
    int line = 0, used = 0;
    if (sscanf(why, "line %d:%n", &line, &used) == 1 && used)
        fail(err, errlen, "line %d:%s", line + lines, why + used);
    else
        fail(err, errlen, "%s", why);
}

/* The header read into info: where the save begins (NULL with the reason). */
static const char *start_reading(const char *text, GameRecordInfo *info, int *lines, char *err,
                                 size_t errlen)
{
    memset(info, 0, sizeof *info);
    info->kind = HISTORY_RATED;
    if (!strncmp(text, "\xEF\xBB\xBF", 3)) /* an editor's byte order mark */
        text += 3;
    return read_header(text, info, lines, err, errlen);
}

bool gamerecord_peek(const char *text, GameRecordInfo *info, char *err, size_t errlen)
{
    int lines;
    return start_reading(text, info, &lines, err, errlen) != NULL;
}

Match *gamerecord_read(const char *text, GameRecordInfo *info, char *err, size_t errlen)
{
    int lines;
    const char *save = start_reading(text, info, &lines, err, errlen);
    if (!save)
        return NULL;
    char why[1000];
    Match *m = match_read(save, why, sizeof why);
    if (!m) {
        shift_line(why, lines, err, errlen);
        return NULL;
    }
    const char *wrong = NULL;
    if (m->torn_line)
        wrong = "its last line is cut short";
    else if (info->finished && !game_over(m->state))
        wrong = "the header says the game is finished, but its moves do not end it";
    if (wrong) {
        fail(err, errlen, "line %d: %s", (m->torn_line ? m->torn_line : 1) + lines, wrong);
        match_free(m);
        return NULL;
    }
    info->finished = game_over(m->state);
    return m;
}

static bool make_folder(const char *path, char *err, size_t errlen)
{
    if (mkdir(path, 0755) == 0 || errno == EEXIST)
        return true;
    return fail(err, errlen, _("cannot create %s: %s"), path, strerror(errno));
}

/* The XDG documents folder as user-dirs.dirs names it ("" when it does not, or names home). */
static void xdg_documents(const char *home, char *out, size_t outlen)
{
    out[0] = '\0';
    const char *config = getenv("XDG_CONFIG_HOME");
    char path[1200];
    if (config && *config)
        snprintf(path, sizeof path, "%s/user-dirs.dirs", config);
    else
        snprintf(path, sizeof path, "%s/.config/user-dirs.dirs", home);
    FILE *f = fopen(path, "r");
    char line[1200];
    while (f && fgets(line, sizeof line, f)) {
        const char *value = !strncmp(line, "XDG_DOCUMENTS_DIR=\"", 19) ? line + 19 : NULL;
        size_t n = value ? strcspn(value, "\"") : 0;
        if (!value || !n)
            continue;
        if (!strncmp(value, "$HOME", 5))
            snprintf(out, outlen, "%s%.*s", home, (int)n - 5, value + 5);
        else
            snprintf(out, outlen, "%.*s", (int)n, value);
    }
    if (f)
        fclose(f);
    if (!strcmp(out, home)) /* the folder is switched off */
        out[0] = '\0';
}

bool gamerecord_export_folder(const char *fallback, char *out, size_t outlen, char *err,
                              size_t errlen)
{
    const char *home = getenv("HOME");
    char documents[1200] = "";
    if (home && *home) {
        xdg_documents(home, documents, sizeof documents);
        if (!documents[0])
            snprintf(documents, sizeof documents, "%s/Documents", home);
    }
    struct stat st;
    if (documents[0] && stat(documents, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(out, outlen, "%s/Moguls", documents);
        return make_folder(out, err, errlen);
    }
    snprintf(out, outlen, "%s", fallback);
    return make_folder(out, err, errlen);
}
