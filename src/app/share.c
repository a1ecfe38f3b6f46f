/* Game records to share (src/records/gamerecord.h): a game exported from History or Saved games
 * goes to a folder the player can find (there is no file dialog), and a file dropped on the
 * window, or given to `moguls import`, is imported: checked move by move first, so a damaged or
 * foreign file is refused whole. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app_internal.h"
#include "records/gamerecord.h"

void share_export_text(App *app, const char *game_id, const char *text)
{
    char fallback[1100], dir[1300], path[1500], err[1600], said[2000];
    snprintf(fallback, sizeof fallback, "%s/exports", app->pref_dir);
    bool ok = gamerecord_export_folder(fallback, dir, sizeof dir, err, sizeof err) &&
              saves_new_file(dir, game_id, path, sizeof path, err, sizeof err);
    if (ok && !write_file_atomic(path, text, err, sizeof err)) {
        remove(path); /* the empty file that reserved the name */
        ok = false;
    }
    if (ok)
        snprintf(said, sizeof said,
                 _("Exported to %s. To replay it, a friend drops this file on the Moguls window."),
                 path);
    else
        snprintf(said, sizeof said, _("The game cannot be exported: %s"), err);
    ui_toast(app->ui, said, !ok);
}

void share_export_save(App *app, const char *path)
{
    char err[1400];
    Match *m = match_load(path, err, sizeof err);
    if (!m) {
        char said[3000];
        snprintf(said, sizeof said, _("The game cannot be exported: %s"), err);
        ui_toast(app->ui, said, true);
        return;
    }
    StrBuf text = STRBUF_INIT;
    gamerecord_write(m, NULL, &text);
    share_export_text(app, m->rules->id, sb_str(&text));
    sb_free(&text);
    match_free(m);
}

/* "Takeover, you vs 2 bots". */
static void describe(const Match *m, char *out, size_t outlen)
{
    char players[200];
    saves_players_text(m->seats, m->opts.players, players, sizeof players);
    snprintf(out, outlen, "%s, %s", table_text(m->rules->name), players);
}

/* Keeps an imported game where it belongs: true saying where, false with the reason. */
static bool keep_imported(const char *pref_dir, History *h, const Match *m,
                          const GameRecordInfo *info, char *said, size_t saidlen)
{
    char err[1400], what[300];
    describe(m, what, sizeof what);
    if (info->finished) {
        if (!h)
            return fail(said, saidlen, _("the history of finished games cannot be opened"));
        int64_t when = info->when ? info->when : (int64_t)time(NULL);
        if (history_add(h, m, HISTORY_IMPORTED, when, err, sizeof err) <= 0)
            return fail(said, saidlen, "%s", err);
        snprintf(said, saidlen, _("Imported into History: %s."), what);
        return true;
    }
    char path[1400];
    if (!saves_new_path(pref_dir, SAVE_COPY, m->rules->id, path, sizeof path, err, sizeof err))
        return fail(said, saidlen, "%s", err);
    if (!match_save(m, path, err, sizeof err)) {
        remove(path);
        return fail(said, saidlen, "%s", err);
    }
    snprintf(said, saidlen, _("Imported into Saved games: %s."), what);
    return true;
}

bool share_import(const char *pref_dir, History *h, const char *path, char *said, size_t saidlen)
{
    char err[1400], why[1600];
    char *text = read_text_file(path, SAVE_FILE_MAX, err, sizeof err);
    GameRecordInfo info;
    Match *m = text ? gamerecord_read(text, &info, err, sizeof err) : NULL;
    free(text);
    bool ok = m && keep_imported(pref_dir, h, m, &info, why, sizeof why);
    if (ok)
        snprintf(said, saidlen, "%s", why);
    else
        snprintf(said, saidlen, _("%s cannot be imported: %s"), path, m ? why : err);
    match_free(m);
    return ok;
}

void share_import_dropped(App *app, const char *path)
{
    char said[3000];
    bool ok = share_import(app->pref_dir, app_history(app), path, said, sizeof said);
    ui_toast(app->ui, said, !ok);
    app->history_screen.stale = true;
    if (app->saves_open)
        app->saves_open = false; /* its list is read again when it opens */
}

int share_import_command(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: moguls import FILE...\n");
        return 2;
    }
    char *pref = SDL_GetPrefPath("moguls", "moguls");
    if (!pref) {
        fprintf(stderr, "moguls import: no folder for the games: %s\n", SDL_GetError());
        return 1;
    }
    char pref_dir[1024], db[1100], note[1400], err[1400], said[3000];
    snprintf(pref_dir, sizeof pref_dir, "%s", pref);
    SDL_free(pref);
    size_t n = strlen(pref_dir);
    if (n > 1 && pref_dir[n - 1] == '/')
        pref_dir[n - 1] = '\0';
    snprintf(db, sizeof db, "%s/history.db", pref_dir);
    History *h = history_open(db, note, sizeof note, err, sizeof err);
    if (!h)
        fprintf(stderr, "moguls import: %s\n", err);
    else if (note[0])
        fprintf(stderr, "moguls import: %s\n", note);
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        bool ok = share_import(pref_dir, h, argv[i], said, sizeof said);
        fprintf(ok ? stdout : stderr, "%s\n", said);
        failed += !ok;
    }
    history_close(h);
    return failed ? 1 : 0;
}
