/* The player's games on disk: games in progress and saved copies (see saves.h). */
#include "saves.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/registry.h"

static const char *const folder_names[] = {"games", "saves"};

bool saves_folder(const char *pref_dir, SaveFolder folder, char *out, size_t outlen, char *err,
                  size_t errlen)
{
    snprintf(out, outlen, "%s/%s", pref_dir, folder_names[folder]);
    if (mkdir(out, 0755) == 0 || errno == EEXIST)
        return true;
    return fail(err, errlen, _("cannot create %s: %s"), out, strerror(errno));
}

bool saves_new_path(const char *pref_dir, SaveFolder folder, const char *game_id, char *out,
                    size_t outlen, char *err, size_t errlen)
{
    char dir[1100];
    return saves_folder(pref_dir, folder, dir, sizeof dir, err, errlen) &&
           saves_new_file(dir, game_id, out, outlen, err, errlen);
}

bool saves_new_file(const char *dir, const char *game_id, char *out, size_t outlen, char *err,
                    size_t errlen)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int n = 1; n < 1000; n++) {
        if (n == 1)
            snprintf(out, outlen, "%s/%s-%s.txt", dir, game_id, stamp);
        else
            snprintf(out, outlen, "%s/%s-%s-%d.txt", dir, game_id, stamp, n);
        int fd = open(out, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0) { /* the name is ours: the save renames its text over this empty file */
            close(fd);
            return true;
        }
        if (errno != EEXIST)
            return fail(err, errlen, _("cannot create %s: %s"), out, strerror(errno));
    }
    return fail(err, errlen, _("too many games saved this second in %s"), dir);
}

void saves_migrate(const char *pref_dir)
{
    for (int g = 0; g < registry_count(); g++) {
        const char *id = registry_game(g)->id;
        char old[1100], fresh[1200], err[300] = "";
        snprintf(old, sizeof old, "%s/autosave-%s.txt", pref_dir, id);
        struct stat st;
        if (lstat(old, &st) != 0)
            continue;
        if (!S_ISREG(st.st_mode)) {
            fprintf(stderr, "moguls: %s is not a file: left where it is\n", old);
            continue;
        }
        if (!saves_new_path(pref_dir, SAVE_IN_PROGRESS, id, fresh, sizeof fresh, err, sizeof err)) {
            fprintf(stderr, "moguls: cannot move %s into the games folder: %s\n", old, err);
        } else if (rename(old, fresh) != 0) {
            fprintf(stderr, "moguls: cannot move %s into the games folder: %s\n", old,
                    strerror(errno));
            remove(fresh); /* the empty file that reserved the name */
        }
    }
}

/* ---- temporary files left behind ---- */

/* write_file_atomic's temporary names: "NAME.txt.XXXXXX" (or the index's ".index.XXXXXX"),
 * the X being mkstemp's letters and digits. */
static bool is_temp_name(const char *name)
{
    size_t len = strlen(name);
    if (len < 8 || name[len - 7] != '.')
        return false;
    for (size_t i = len - 6; i < len; i++)
        if (!isalnum((unsigned char)name[i]))
            return false;
    size_t base = len - 7;
    return (base > 4 && !strncmp(name + base - 4, ".txt", 4)) ||
           (base == strlen(SAVES_INDEX) && !strncmp(name, SAVES_INDEX, base));
}

/* Stale means: no change for five minutes (a save takes well under a second; a writer that
 * has only just created its file may not hold its lock yet) and no lock held on it (a running
 * instance holds one from creating the file until renaming it, however long that takes). */
#define TEMP_STALE_SECONDS 300

int saves_remove_stale_temps(const char *pref_dir)
{
    static const char *const folders[] = {"", "/games", "/saves", "/lessons"};
    int removed = 0;
    for (size_t f = 0; f < sizeof folders / sizeof folders[0]; f++) {
        char dir[1100];
        snprintf(dir, sizeof dir, "%s%s", pref_dir, folders[f]);
        DIR *d = opendir(dir);
        for (struct dirent *de; d && (de = readdir(d));) {
            char path[1400];
            snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
            if (is_temp_name(de->d_name) && remove_stale_temp(path, TEMP_STALE_SECONDS))
                removed++;
        }
        if (d)
            closedir(d);
    }
    return removed;
}

/* ---- a file's header ---- */

#define HEADER_READ_MAX (64 * 1024) /* a save's header is a few hundred bytes */

static void entry_clear_header(SaveEntry *e)
{
    free(e->header);
    e->header = NULL;
}

/* The header's lines as read_header reads them: the first four, the resource line, practice,
 * journal, then one line per seat. Its length in text, the line ends included. */
static size_t header_length(const char *text, const SaveSummary *s)
{
    int lines = 4 + s->practice + s->journal + s->opts.players;
    const char *p = text;
    for (int i = 0; i < lines && *p; i++) {
        if (i == 4 && !strncmp(p, "resource ", 9))
            lines++;
        const char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
    }
    return (size_t)(p - text);
}

/* Reads the header of e's file (and, for a small file, counts its moves). */
static void read_entry(const char *path, SaveEntry *e)
{
    e->readable = false;
    entry_clear_header(e);
    if (e->size > SAVE_FILE_MAX)
        return; /* too large to load: loading says so */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    char *text = malloc(HEADER_READ_MAX + 1);
    if (!text)
        abort();
    size_t got = 0;
    ssize_t n;
    while (got < HEADER_READ_MAX && (n = read(fd, text + got, HEADER_READ_MAX - got)) > 0)
        got += (size_t)n;
    close(fd);
    bool binary = memchr(text, '\0', got) != NULL;
    text[got] = '\0';
    bool whole = (long long)got == e->size;
    char *last_nl = whole ? NULL : strrchr(text, '\n');
    if (last_nl) /* only whole lines: the rest is counted later */
        last_nl[1] = '\0';
    char err[300];
    e->readable = !binary && match_peek(text, &e->summary, err, sizeof err);
    if (e->readable) {
        if (!whole)
            e->summary.moves = -1;
        text[header_length(text, &e->summary)] = '\0';
        e->header = text_copy(text);
    }
    free(text);
}

void saves_count_moves(const char *pref_dir, SaveList *list, int i)
{
    SaveEntry *e = &list->entries[i];
    if (!e->readable || e->summary.moves >= 0)
        return;
    char path[1400];
    saves_path(pref_dir, e, path, sizeof path);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    int moves = 0;
    char buf[65536 + 6] = "";
    size_t kept = 0; /* the end of the last block, for a "\nmove " across two blocks */
    bool unended = false; /* the last "move" line found has no newline (yet) */
    for (ssize_t n; fd >= 0 && (n = read(fd, buf + kept, sizeof buf - 1 - kept)) > 0;) {
        size_t len = kept + (size_t)n;
        buf[len] = '\0';
        char *last = NULL;
        for (char *p = buf; (p = strstr(p, "\nmove ")) != NULL; p++) {
            moves++;
            last = p;
        }
        if (last)
            unended = !strchr(last + 1, '\n');
        else if (memchr(buf + kept, '\n', (size_t)n))
            unended = false;
        kept = len < 5 ? len : 5;
        memmove(buf, buf + len - kept, kept);
    }
    if (fd >= 0)
        close(fd);
    /* a journal's last line cut short is left out when the game is loaded */
    e->summary.moves = moves - (e->summary.journal && unended);
    list->changed = true;
}

/* ---- the index ---- */

#define INDEX_VERSION 1

static void index_path(const char *pref_dir, const char *suffix, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/games/%s%s", pref_dir, SAVES_INDEX, suffix);
}

/* "f FOLDER ok|bad SIZE SECONDS NANOSECONDS MOVES NAME", then "h LINE" per header line. */
static void write_entry(const SaveEntry *e, StrBuf *out)
{
    sb_addf(out, "f %s %s %lld %lld %ld %d %s\n", folder_names[e->folder],
            e->readable ? "ok" : "bad", e->size, (long long)e->modified, e->modified_ns,
            e->readable ? e->summary.moves : 0, e->name);
    for (const char *p = e->readable ? e->header : ""; *p;) {
        size_t n = strcspn(p, "\r\n");
        sb_addf(out, "h %.*s\n", (int)n, p);
        p += n;
        p += *p == '\r';
        p += *p == '\n';
    }
}

void saves_keep_index(const char *pref_dir, SaveList *list)
{
    if (!list->changed)
        return;
    StrBuf out = STRBUF_INIT;
    sb_addf(&out, "moguls-index %d\n", INDEX_VERSION);
    for (int i = 0; i < list->count; i++)
        if (!strpbrk(list->entries[i].name, "\r\n")) /* not one of ours: read each time */
            write_entry(&list->entries[i], &out);
    char path[1200], err[1400];
    index_path(pref_dir, "", path, sizeof path);
    if (!saves_folder(pref_dir, SAVE_IN_PROGRESS, path, sizeof path, err, sizeof err) ||
        (index_path(pref_dir, "", path, sizeof path),
         !write_file_atomic(path, sb_str(&out), err, sizeof err)))
        /* the list is right all the same: it is only slower next time */
        fprintf(stderr, "moguls: the saved-games index is not kept: %s\n", err);
    list->changed = false; /* tried: not again at every frame */
    sb_free(&out);
}

/* One "f" line into e (its header follows in "h" lines); false if it is not one. */
static bool parse_entry_line(const char *line, SaveEntry *e)
{
    char folder[8], status[4];
    long long size, seconds;
    int used = 0;
    memset(e, 0, sizeof *e);
    if (sscanf(line, "f %7s %3s %lld %lld %ld %d %n", folder, status, &size, &seconds,
               &e->modified_ns, &e->summary.moves, &used) != 6 ||
        !used)
        return false;
    const char *name = line + used;
    bool games = !strcmp(folder, "games"), ok = !strcmp(status, "ok");
    if ((!games && strcmp(folder, "saves")) || (!ok && strcmp(status, "bad")) || !*name ||
        strchr(name, '/') || strlen(name) >= SAVE_NAME_MAX)
        return false;
    snprintf(e->name, sizeof e->name, "%s", name);
    e->folder = games ? SAVE_IN_PROGRESS : SAVE_COPY;
    e->size = size;
    e->modified = (time_t)seconds;
    e->readable = ok;
    return true;
}

/* Gives an "ok" entry of the index its header; one the header no longer describes (a game
 * this version does not know) is marked to be read again from its file. */
static void finish_entry(SaveEntry *e, const StrBuf *header)
{
    if (!e || !e->readable)
        return;
    int moves = e->summary.moves;
    char err[300];
    e->header = text_copy(sb_str(header));
    if (match_peek(e->header, &e->summary, err, sizeof err)) {
        e->summary.moves = moves;
    } else {
        e->readable = false;
        e->size = -1; /* matches no file: read again */
    }
}

static SaveEntry *add_entry(SaveList *list)
{
    if (list->count == list->cap) {
        list->cap = list->cap ? 2 * list->cap : 256;
        list->entries = realloc(list->entries, (size_t)list->cap * sizeof *list->entries);
        if (!list->entries)
            abort();
    }
    SaveEntry *e = &list->entries[list->count++];
    memset(e, 0, sizeof *e);
    return e;
}

/* Reads the index text into `known`; false (with the line) if it is damaged. */
static bool parse_index(char *text, SaveList *known, char *err, size_t errlen)
{
    int version = 0;
    if (sscanf(text, "moguls-index %d\n", &version) != 1 || version != INDEX_VERSION)
        return fail(err, errlen, "line 1: not an index of version %d", INDEX_VERSION);
    StrBuf header = STRBUF_INIT;
    SaveEntry *e = NULL;
    bool ok = true;
    int line_no = 1;
    for (char *line = strchr(text, '\n') + 1, *next; ok && *line; line = next + 1) {
        line_no++;
        next = strchr(line, '\n');
        if (!next) {
            ok = fail(err, errlen, "line %d: cut short", line_no);
            break;
        }
        *next = '\0';
        if (!strncmp(line, "h ", 2) && e) {
            sb_addf(&header, "%s\n", line + 2);
            continue;
        }
        finish_entry(e, &header);
        sb_clear(&header);
        e = add_entry(known);
        if (!parse_entry_line(line, e)) {
            known->count--;
            e = NULL;
            ok = fail(err, errlen, "line %d: not an entry of the index", line_no);
        }
    }
    finish_entry(e, &header);
    sb_free(&header);
    return ok;
}

/* The index as it was last written, into `known` sorted by folder and name; empty when there
 * is none. A damaged one is set aside (never trusted, never in the way of a game) and said. */
static void read_index(const char *pref_dir, SaveList *known)
{
    char path[1200], err[1400];
    index_path(pref_dir, "", path, sizeof path);
    struct stat st;
    if (lstat(path, &st) != 0)
        return; /* none yet (or no folder): made from the files */
    char *text = read_text_file(path, 256u << 20, err, sizeof err);
    if (!text || !parse_index(text, known, err, sizeof err)) {
        char aside[1200];
        index_path(pref_dir, ".bad", aside, sizeof aside);
        bool moved = rename(path, aside) == 0;
        fprintf(stderr,
                "moguls: the saved-games index %s is damaged (%s): %s; the list is made again "
                "from the games' files\n",
                path, err, moved ? "set aside as .index.bad" : "ignored");
        for (int i = 0; i < known->count; i++)
            entry_clear_header(&known->entries[i]);
        known->count = 0;
    }
    free(text);
}

static int by_folder_and_name(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->folder != y->folder)
        return x->folder < y->folder ? -1 : 1;
    return strcmp(x->name, y->name);
}

static int newest_first(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->modified != y->modified)
        return x->modified < y->modified ? 1 : -1;
    if (x->modified_ns != y->modified_ns)
        return x->modified_ns < y->modified_ns ? 1 : -1;
    if (x->folder != y->folder)
        return x->folder < y->folder ? -1 : 1;
    return strcmp(y->name, x->name);
}

/* Adds the .txt files of one folder: from `known` when unchanged, else from their headers. */
static void list_folder(const char *pref_dir, SaveFolder folder, SaveList *known, SaveList *list)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/%s", pref_dir, folder_names[folder]);
    DIR *d = opendir(dir);
    for (struct dirent *de; d && (de = readdir(d));) {
        size_t len = strlen(de->d_name);
        struct stat st;
        if (len <= 4 || strcmp(de->d_name + len - 4, ".txt") || len >= SAVE_NAME_MAX ||
            fstatat(dirfd(d), de->d_name, &st, 0) != 0 || !S_ISREG(st.st_mode))
            continue;
        SaveEntry *e = add_entry(list);
        snprintf(e->name, sizeof e->name, "%s", de->d_name);
        e->folder = folder;
        SaveEntry *was = known->count ? bsearch(e, known->entries, (size_t)known->count,
                                                sizeof *e, by_folder_and_name)
                                      : NULL;
        if (was && was->size == st.st_size && was->modified == st.st_mtim.tv_sec &&
            was->modified_ns == st.st_mtim.tv_nsec) {
            *e = *was; /* the index knew it: its header moves to the list */
            was->header = NULL;
            list->reused++;
            continue;
        }
        e->size = st.st_size;
        e->modified = st.st_mtim.tv_sec;
        e->modified_ns = st.st_mtim.tv_nsec;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        read_entry(path, e);
        list->changed = true;
    }
    if (d)
        closedir(d);
}

void saves_list(const char *pref_dir, SaveList *list)
{
    saves_list_free(list);
    list->reused = 0;
    SaveList known = {0};
    read_index(pref_dir, &known);
    if (known.count > 1) /* (qsort and bsearch want an array, even of nothing) */
        qsort(known.entries, (size_t)known.count, sizeof *known.entries, by_folder_and_name);
    list_folder(pref_dir, SAVE_IN_PROGRESS, &known, list);
    list_folder(pref_dir, SAVE_COPY, &known, list);
    if (list->reused != known.count) /* a file the index lists is gone */
        list->changed = true;
    saves_list_free(&known);
    if (list->count > 1)
        qsort(list->entries, (size_t)list->count, sizeof *list->entries, newest_first);
    saves_keep_index(pref_dir, list);
}
void saves_players_text(const Seat *seats, int players, char *out, size_t outlen)
{
    int humans = 0;
    for (int i = 0; i < players; i++)
        humans += !seats[i].bot;
    int bots = players - humans;
    if (humans == 1 && bots == 0)
        snprintf(out, outlen, "%s", _("you alone"));
    else if (humans == 1)
        snprintf(out, outlen, plural_text("you vs %d bot", "you vs %d bots", (unsigned long)bots),
                 bots);
    else if (humans == 0)
        snprintf(out, outlen, plural_text("%d bot", "%d bots", (unsigned long)bots), bots);
    else if (bots == 0)
        snprintf(out, outlen, plural_text("%d player", "%d players", (unsigned long)humans), humans);
    else if (bots == 1)
        snprintf(out, outlen, _("%d players and a bot"), humans);
    else
        snprintf(out, outlen, _("%d players and %d bots"), humans, bots);
}

void saves_describe(const SaveEntry *e, char *out, size_t outlen)
{
    if (!e->readable) {
        snprintf(out, outlen, _("%s - cannot be read"), e->name);
        return;
    }
    const SaveSummary *s = &e->summary;
    char players[128];
    saves_players_text(s->seats, s->opts.players, players, sizeof players);
    char progress[64] = ""; /* unknown until counted (saves_count_moves) */
    if (s->moves == 0)
        snprintf(progress, sizeof progress, " - %s", _("not started"));
    else if (s->moves > 0) {
        char move[48];
        snprintf(move, sizeof move, _("move %d"), s->moves);
        snprintf(progress, sizeof progress, " - %s", move);
    }
    snprintf(out, outlen, "%s - %s%s%s", s->rules->name, players, progress,
             s->practice ? _(" - practice") : "");
}

bool saves_is_in_progress(const char *pref_dir, const char *path)
{
    char dir[1100];
    int n = snprintf(dir, sizeof dir, "%s/%s/", pref_dir, folder_names[SAVE_IN_PROGRESS]);
    return n > 0 && !strncmp(path, dir, (size_t)n) && !strchr(path + n, '/');
}

void saves_list_free(SaveList *list)
{
    for (int i = 0; i < list->count; i++)
        entry_clear_header(&list->entries[i]);
    free(list->entries);
    list->entries = NULL;
    list->count = list->cap = 0;
    list->changed = false;
}

void saves_path(const char *pref_dir, const SaveEntry *e, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/%s/%s", pref_dir, folder_names[e->folder], e->name);
}

int saves_find(const SaveList *list, SaveFolder folder, const char *name)
{
    for (int i = 0; i < list->count; i++)
        if (list->entries[i].folder == folder && !strcmp(list->entries[i].name, name))
            return i;
    return -1;
}

/* The newest game in progress that can be read (Continue's), or -1. */
static int latest_in_progress(const SaveList *list)
{
    for (int i = 0; i < list->count; i++)
        if (list->entries[i].folder == SAVE_IN_PROGRESS && list->entries[i].readable)
            return i;
    return -1;
}

bool saves_latest_in_progress(const char *pref_dir, SaveEntry *out)
{
    SaveList list = {0};
    saves_list(pref_dir, &list);
    int i = latest_in_progress(&list);
    if (i >= 0) {
        saves_count_moves(pref_dir, &list, i);
        saves_keep_index(pref_dir, &list);
        *out = list.entries[i];
        out->header = NULL; /* the list's own */
    }
    saves_list_free(&list);
    return i >= 0;
}

/* Keeps of a save's text only the game: every line but the format's (the version, "journal",
 * "end"), so a game in progress and the copy it was loaded from compare equal. */
static void keep_game_lines(char *text)
{
    char *out = text;
    for (int line = 0; *text; line++) {
        size_t n = strcspn(text, "\n");
        size_t whole = n + (text[n] == '\n');
        bool form = line == 0 || (n == 7 && !strncmp(text, "journal", 7)) ||
                    (n == 3 && !strncmp(text, "end", 3));
        if (!form) {
            memmove(out, text, whole);
            out += whole;
        }
        text += whole;
    }
    *out = '\0';
}

/* Whether two texts hold the same game lines; either may be NULL (not the same). Frees both. */
static bool same_game_lines(char *x, char *y)
{
    if (x && y) {
        keep_game_lines(x);
        keep_game_lines(y);
    }
    bool same = x && y && !strcmp(x, y);
    free(x);
    free(y);
    return same;
}

/* Whether two entries hold the same game: the same header (the seed included, so this rarely
 * needs the files) and moves, however each file was written. */
static bool same_game(const char *pref_dir, const SaveEntry *a, const SaveEntry *b)
{
    if (a->header && b->header && !same_game_lines(text_copy(a->header), text_copy(b->header)))
        return false;
    char path_a[1400], path_b[1400], err[300];
    saves_path(pref_dir, a, path_a, sizeof path_a);
    saves_path(pref_dir, b, path_b, sizeof path_b);
    char *x = read_text_file(path_a, SAVE_FILE_MAX, err, sizeof err);
    return same_game_lines(x, x ? read_text_file(path_b, SAVE_FILE_MAX, err, sizeof err) : NULL);
}

int saves_started_from(const char *pref_dir, const SaveList *list, int i)
{
    const SaveEntry *copy = &list->entries[i];
    if (copy->folder != SAVE_COPY || !copy->readable)
        return -1;
    for (int k = 0; k < list->count; k++) {
        const SaveEntry *e = &list->entries[k];
        if (e->folder == SAVE_IN_PROGRESS && e->readable && same_game(pref_dir, copy, e))
            return k;
    }
    return -1;
}

bool saves_is_abandoned(const SaveList *list, int i, time_t now)
{
    const SaveEntry *e = &list->entries[i];
    return e->folder == SAVE_IN_PROGRESS && e->readable && i != latest_in_progress(list) &&
           (e->summary.moves == 0 || e->modified <= now - SAVES_ABANDONED_DAYS * 24 * 3600);
}

int saves_count_abandoned(const SaveList *list, time_t now)
{
    int count = 0;
    for (int i = 0; i < list->count; i++)
        count += saves_is_abandoned(list, i, now);
    return count;
}

int saves_clear_abandoned(const char *pref_dir, SaveList *list, time_t now, char *err,
                          size_t errlen)
{
    int removed = 0;
    for (int i = 0; i < list->count; i++) {
        char path[1400];
        saves_path(pref_dir, &list->entries[i], path, sizeof path);
        if (!saves_is_abandoned(list, i, now))
            continue;
        if (remove(path) == 0)
            removed++;
        else
            fail(err, errlen, _("Cannot delete %s: %s"), path, strerror(errno));
    }
    saves_list(pref_dir, list);
    return removed;
}
