/* The player's games on disk: games in progress and saved copies (see saves.h). */
#include "saves.h"

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
    char dir[1100], stamp[32];
    if (!saves_folder(pref_dir, folder, dir, sizeof dir, err, errlen))
        return false;
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
        char old[1100], fresh[1200], err[300];
        snprintf(old, sizeof old, "%s/autosave-%s.txt", pref_dir, id);
        if (access(old, F_OK) != 0)
            continue;
        if (!saves_new_path(pref_dir, SAVE_IN_PROGRESS, id, fresh, sizeof fresh, err,
                            sizeof err) ||
            rename(old, fresh) != 0)
            fprintf(stderr, "moguls: cannot move %s into the games folder: %s\n", old,
                    err[0] ? err : strerror(errno));
    }
}

static void read_entry(SaveEntry *e)
{
    char err[300];
    char *text = read_text_file(e->path, 4 << 20, err, sizeof err);
    e->readable = text && match_peek(text, &e->summary, err, sizeof err);
    free(text);
}

/* Adds the .txt files of one folder; returns the new count. */
static int list_folder(const char *pref_dir, SaveFolder folder, SaveEntry *out, int count,
                       int max)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/%s", pref_dir, folder_names[folder]);
    DIR *d = opendir(dir);
    for (struct dirent *de; d && count < max && (de = readdir(d));) {
        size_t len = strlen(de->d_name);
        if (len <= 4 || strcmp(de->d_name + len - 4, ".txt"))
            continue;
        SaveEntry *e = &out[count];
        memset(e, 0, sizeof *e);
        snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
        struct stat st;
        if (stat(e->path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        e->folder = folder;
        e->modified = st.st_mtim.tv_sec;
        e->modified_ns = st.st_mtim.tv_nsec;
        read_entry(e);
        count++;
    }
    if (d)
        closedir(d);
    return count;
}

static int newest_first(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->modified != y->modified)
        return x->modified < y->modified ? 1 : -1;
    if (x->modified_ns != y->modified_ns)
        return x->modified_ns < y->modified_ns ? 1 : -1;
    return strcmp(y->path, x->path);
}

int saves_list(const char *pref_dir, SaveEntry *out, int max)
{
    int count = list_folder(pref_dir, SAVE_IN_PROGRESS, out, 0, max);
    count = list_folder(pref_dir, SAVE_COPY, out, count, max);
    qsort(out, (size_t)count, sizeof *out, newest_first);
    return count;
}

bool saves_latest_in_progress(const char *pref_dir, SaveEntry *out)
{
    static SaveEntry list[SAVES_MAX]; /* the lobby's thread only */
    int count = list_folder(pref_dir, SAVE_IN_PROGRESS, list, 0, SAVES_MAX);
    qsort(list, (size_t)count, sizeof *list, newest_first);
    for (int i = 0; i < count; i++)
        if (list[i].readable) {
            *out = list[i];
            return true;
        }
    return false;
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
        const char *slash = strrchr(e->path, '/');
        snprintf(out, outlen, _("%s - cannot be read"), slash ? slash + 1 : e->path);
        return;
    }
    const SaveSummary *s = &e->summary;
    char players[128];
    saves_players_text(s->seats, s->opts.players, players, sizeof players);
    char progress[64];
    if (s->moves == 0)
        snprintf(progress, sizeof progress, "%s", _("not started"));
    else
        snprintf(progress, sizeof progress, _("move %d"), s->moves);
    snprintf(out, outlen, "%s - %s - %s%s", s->rules->name, players, progress,
             s->practice ? _(" - practice") : "");
}

bool saves_is_in_progress(const char *pref_dir, const char *path)
{
    char dir[1100];
    int n = snprintf(dir, sizeof dir, "%s/%s/", pref_dir, folder_names[SAVE_IN_PROGRESS]);
    return n > 0 && !strncmp(path, dir, (size_t)n) && !strchr(path + n, '/');
}
