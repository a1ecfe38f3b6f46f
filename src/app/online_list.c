/* Your online tables (online.h): one line each in <prefs>/online.txt, so the Play online screen
 * lists them and whose turn it was, and opening one rejoins with its code.
 *
 *   moguls-online 1
 *   table CODE<TAB>GAME<TAB>SEAT<TAB>TO_MOVE<TAB>SEEN<TAB>LISTEN<TAB>NAME<TAB>NAME...
 *   invite SEAT CODE            (a table hosted here: each human seat's code, to send again)
 *   invite spectator CODE
 *
 * LISTEN is "-" for a table hosted elsewhere; the names are escaped (net_escape). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app_internal.h"
#include "online.h"

#define LIST_HEADER "moguls-online 1"
#define LIST_FILE_MAX (1024 * 1024)

static void list_path(const char *pref_dir, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/online.txt", pref_dir);
}

/* The next tab-separated field of *cursor (cut in place), or NULL when none is left. */
static char *next_field(char **cursor)
{
    if (!*cursor)
        return NULL;
    char *field = *cursor, *tab = strchr(field, '\t');
    *cursor = tab ? tab + 1 : NULL;
    if (tab)
        *tab = '\0';
    return field;
}

static bool read_int(const char *text, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = text ? strtol(text, &end, 10) : 0;
    if (!text || !*text || *end || errno || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_entry(char *line, OnlineEntry *e)
{
    memset(e, 0, sizeof *e);
    char *cursor = line;
    const char *code = next_field(&cursor), *game = next_field(&cursor);
    long seat, to_move, seen;
    if (!code || !game || strlen(code) >= sizeof e->code || strlen(game) >= sizeof e->game ||
        !read_int(next_field(&cursor), 0, MAX_SEATS - 1, &seat) ||
        !read_int(next_field(&cursor), ONLINE_TO_MOVE_UNKNOWN, MAX_SEATS - 1, &to_move) ||
        !read_int(next_field(&cursor), 0, 0x7fffffffL, &seen))
        return false;
    const char *listen = next_field(&cursor);
    if (!listen || strlen(listen) >= sizeof e->listen)
        return false;
    snprintf(e->code, sizeof e->code, "%s", code);
    snprintf(e->game, sizeof e->game, "%s", game);
    snprintf(e->listen, sizeof e->listen, "%s", strcmp(listen, "-") ? listen : "");
    e->seat = (int)seat;
    e->to_move = (int)to_move;
    e->seen = seen;
    for (const char *name; (name = next_field(&cursor)) && e->players < MAX_SEATS;)
        if (!net_unescape(name, e->names[e->players++], SEAT_NAME_MAX))
            return false;
    return e->players > e->seat;
}

static bool parse_invite(const char *text, OnlineEntry *e)
{
    char who[16], code[ONLINE_CODE_MAX];
    long seat = MAX_SEATS;
    if (sscanf(text, "%15s %399s", who, code) != 2 ||
        (strcmp(who, "spectator") && !read_int(who, 0, e->players - 1, &seat)))
        return false;
    snprintf(e->invites[seat], ONLINE_CODE_MAX, "%s", code);
    return true;
}

static bool parse_list(char *text, OnlineList *out)
{
    char *save = NULL, *line = strtok_r(text, "\n", &save);
    if (!line || strcmp(line, LIST_HEADER))
        return false;
    while ((line = strtok_r(NULL, "\n", &save))) {
        if (!strncmp(line, "invite ", 7)) {
            if (out->count == 0 || !parse_invite(line + 7, &out->entries[out->count - 1]))
                return false;
        } else if (strncmp(line, "table ", 6)) {
            return false;
        } else if (out->count < ONLINE_LIST_MAX) {
            if (!parse_entry(line + 6, &out->entries[out->count]))
                return false;
            out->count++;
        }
    }
    return true;
}

bool online_list_load(const char *pref_dir, OnlineList *out, char *err, size_t errlen)
{
    out->count = 0;
    char path[1200], why[1300];
    list_path(pref_dir, path, sizeof path);
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT)
        return true; /* no table yet */
    char *text = read_text_file(path, LIST_FILE_MAX, why, sizeof why);
    if (text && parse_list(text, out)) {
        free(text);
        return true;
    }
    free(text);
    out->count = 0;
    char aside[1300];
    snprintf(aside, sizeof aside, "%s.damaged", path);
    if (rename(path, aside) != 0)
        return fail(err, errlen, _("Your list of online tables cannot be read (%s)."),
                    text ? _("it is damaged") : why);
    return fail(err, errlen,
                _("Your list of online tables was damaged; it was set aside as %s and a new "
                  "one begun."),
                aside);
}

bool online_list_save(const char *pref_dir, const OnlineList *list, char *err, size_t errlen)
{
    StrBuf out = STRBUF_INIT;
    sb_addf(&out, "%s\n", LIST_HEADER);
    for (int i = 0; i < list->count; i++) {
        const OnlineEntry *e = &list->entries[i];
        sb_addf(&out, "table %s\t%s\t%d\t%d\t%lld\t%s", e->code, e->game, e->seat, e->to_move,
                (long long)e->seen, e->listen[0] ? e->listen : "-");
        for (int s = 0; s < e->players; s++) {
            char name[SEAT_NAME_MAX * 4];
            net_escape(e->names[s], name, sizeof name);
            sb_addf(&out, "\t%s", name);
        }
        sb_addf(&out, "\n");
        for (int s = 0; s <= MAX_SEATS; s++)
            if (e->invites[s][0] && s < MAX_SEATS)
                sb_addf(&out, "invite %d %s\n", s, e->invites[s]);
            else if (e->invites[s][0])
                sb_addf(&out, "invite spectator %s\n", e->invites[s]);
    }
    char path[1200];
    list_path(pref_dir, path, sizeof path);
    bool ok = write_file_atomic(path, sb_str(&out), err, errlen);
    sb_free(&out);
    if (ok)
        chmod(path, 0600); /* whoever holds a code plays its seat */
    return ok;
}

void online_list_put(OnlineList *list, const OnlineEntry *entry)
{
    int at = list->count < ONLINE_LIST_MAX ? list->count : ONLINE_LIST_MAX - 1;
    for (int i = 0; i < list->count; i++)
        if (!strcmp(list->entries[i].code, entry->code))
            at = i;
    memmove(&list->entries[1], &list->entries[0], (size_t)at * sizeof list->entries[0]);
    list->entries[0] = *entry;
    if (at == list->count)
        list->count++;
}

void online_entry_turn(const OnlineEntry *e, char *out, size_t outlen)
{
    if (e->to_move == GAME_OVER)
        snprintf(out, outlen, "%s", _("Game over"));
    else if (e->to_move == e->seat)
        snprintf(out, outlen, "%s", _("Your turn"));
    else if (e->to_move >= 0 && e->to_move < e->players)
        /* TRANSLATORS: whose turn it was when an online table was last seen: "Ben's turn" */
        snprintf(out, outlen, _("%s's turn"), e->names[e->to_move]);
    else
        out[0] = '\0';
}
