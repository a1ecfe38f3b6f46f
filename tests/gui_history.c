/* History as a player uses it: a game played to its end is listed with its scores; it opens to
 * its end screen (and back to History) and replays from its first move; Delete asks first and
 * then the game is gone from the database; Export writes a record to the documents folder, and
 * that record dropped on the window comes back as an imported game while a damaged one is refused
 * with its line; the filters keep imported games apart. With MOGULS_HISTORY_SHOTS=DIR the History
 * screen is also saved there at 1024x640 and 1280x800 in English and German. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "records/gamerecord.h"
#include "records/history.h"

static char root[200], prefs[300], home[300];

/* The games kept in the history file, as another program opening it sees them. */
static int kept_count(void)
{
    char path[400], note[600], err[600];
    snprintf(path, sizeof path, "%s/history.db", prefs);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    CHECK(h != NULL);
    int n = h ? history_count(h, NULL) : -1;
    history_close(h);
    return n;
}

static bool wait_for_scene(App *app, AppScene scene)
{
    for (int i = 0; i < 20000 && app_scene(app) != scene; i++)
        app_step(app);
    return app_scene(app) == scene;
}

/* Drops a file on the window, as the desktop does. */
static void drop_file(App *app, const char *path)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(path);
    SDL_PushEvent(&e);
    steps(app, 2);
}

static const char *last_toast(App *app)
{
    int shown;
    const char *text = ui_last_toast(app->ui, &shown);
    return text ? text : "";
}

/* The first file in a folder, into out; false if there is none. */
static bool first_file(const char *dir, char *out, size_t outlen)
{
    char command[600];
    snprintf(command, sizeof command, "ls %s 2>/dev/null | head -1", dir);
    FILE *p = popen(command, "r");
    char name[300] = "";
    bool ok = p && fgets(name, sizeof name, p);
    if (p)
        pclose(p);
    name[strcspn(name, "\n")] = '\0';
    snprintf(out, outlen, "%s/%s", dir, name);
    return ok && name[0];
}

/* Plays a Takeover game of random bots to its end; its scores into scores. */
static void play_to_the_end(App *app, int *scores)
{
    CHECK(app_start_match(app, random_bots_match("takeover", 3, 77, false, NULL)));
    CHECK(wait_for_scene(app, SCENE_END));
    const Match *m = app_match(app);
    CHECK(m && game_over(m->state));
    if (m)
        m->rules->scores(m->state, scores);
    click_widget(app, "Back to lobby");
}

static void listed_with_scores(App *app, const int *scores)
{
    click_widget(app, "History");
    CHECK_STR(app_scene_name(app_scene(app)), "history");
    steps(app, 2);
    const HistoryScreen *hs = &app->history_screen;
    CHECK_INT(hs->count, 1);
    CHECK_INT(hs->page_count, 1);
    CHECK_STR(hs->page[0].game, "takeover");
    CHECK_INT(hs->page[0].players, 3);
    for (int s = 0; s < 3; s++)
        CHECK_INT(hs->page[0].seat[s].score, scores[s]);
    CHECK(app_click_widget_containing(app, "Takeover - "));
    steps(app, 2);
    CHECK(hs->picked == hs->page[0].id);
}

/* Results: the end screen, back to History; Replay: the board as dealt, stepping forward. */
static void opened_and_replayed(App *app)
{
    int64_t picked = app->history_screen.picked;
    click_widget(app, "Results");
    CHECK_STR(app_scene_name(app_scene(app)), "end");
    /* the end screen of the kept game, as it was when the game ended: its chart, its ratings
     * (none here: bots alone) and a review kept with it (end_record.id) */
    CHECK(picked > 0 && app->end_record.id == picked);
    steps(app, 2);
    SDL_Rect r;
    CHECK(app_find_widget(app, "score chart", &r));
    click_widget(app, "Back to history");
    CHECK_STR(app_scene_name(app_scene(app)), "history");
    CHECK(app_match(app) == NULL);
    CHECK(app_click_widget_containing(app, "Takeover - "));
    steps(app, 2);
    click_widget(app, "Replay");
    CHECK_STR(app_scene_name(app_scene(app)), "game");
    CHECK(app->replaying);
    CHECK_INT(app->replay_at, 0);
    CHECK_INT(app->replay_from, 0);
    click_widget(app, "Forward");
    CHECK_INT(app->replay_at, 1);
    game_close(app, true);
    history_scene_open(app);
    steps(app, 2);
}

/* Export writes the record to ~/Documents/Moguls; dropped back it is the same game (kept once);
 * the same record with a move broken is refused with its line, and nothing is added. */
static void exported_and_imported(App *app)
{
    CHECK(app_click_widget_containing(app, "Takeover - "));
    steps(app, 2);
    click_widget(app, "Export");
    char folder[400], path[800];
    snprintf(folder, sizeof folder, "%s/Documents/Moguls", home);
    CHECK(first_file(folder, path, sizeof path));
    CHECK(strstr(last_toast(app), "Exported to ") != NULL);
    CHECK(strstr(last_toast(app), path) != NULL);
    char err[600];
    char *text = read_text_file(path, 1 << 22, err, sizeof err);
    CHECK(text && !strncmp(text, "moguls-record 1\nkind rated\nfinished ", 36));
    if (!text)
        return;

    /* a move made illegal: refused with the file's line, nothing half imported */
    char *line = strstr(text, "\nmove ");
    int line_no = 2;
    for (const char *p = text; p < line; p++)
        line_no += *p == '\n';
    memcpy(line + 6, "zzz", 3);
    char damaged[400];
    snprintf(damaged, sizeof damaged, "%s/damaged.txt", root);
    CHECK_WRITE(damaged, text);
    drop_file(app, damaged);
    char expected[200];
    snprintf(expected, sizeof expected, "line %d: move 'zzz", line_no);
    if (!strstr(last_toast(app), expected))
        fprintf(stderr, "toast: %s (expected %s)\n", last_toast(app), expected);
    CHECK(strstr(last_toast(app), expected) != NULL);
    CHECK(strstr(last_toast(app), "cannot be imported") != NULL);
    CHECK_INT(kept_count(), 1);
    free(text);

    /* a friend's game (another name, no kind): imported, apart from the player's record */
    Match *m = random_bots_match("mintbid", 2, 5, true, NULL);
    char move[MOVE_MAX];
    for (int i = 0; !game_over(m->state); i++) {
        CHECK(bot_choose(m->state, BOT_RANDOM, (uint64_t)i, NULL, move, NULL));
        CHECK(match_play(m, move, err, sizeof err));
    }
    StrBuf record = STRBUF_INIT;
    gamerecord_write(m, NULL, &record);
    char friend[400];
    snprintf(friend, sizeof friend, "%s/friend.txt", root);
    CHECK_WRITE(friend, sb_str(&record));
    sb_free(&record);
    match_free(m);
    drop_file(app, friend);
    if (strncmp(last_toast(app), "Imported into History: Mint Bid", 31))
        fprintf(stderr, "toast: %s\n", last_toast(app));
    CHECK(!strncmp(last_toast(app), "Imported into History: Mint Bid", 31));
    CHECK_INT(kept_count(), 2);
    steps(app, 2);
    CHECK_INT(app->history_screen.count, 1); /* "Your record": the imported game is apart */
    click_widget(app, "Imported");
    steps(app, 2);
    CHECK_INT(app->history_screen.count, 1);
    CHECK_INT(app->history_screen.page[0].kind, HISTORY_IMPORTED);
    click_widget(app, "Your record");
}

/* Delete asks; Keep it keeps the game; Delete for good removes it from the database. */
static void deleted_after_asking(App *app)
{
    CHECK(app_click_widget_containing(app, "Takeover - "));
    steps(app, 2);
    click_widget(app, "Delete");
    CHECK(app->history_screen.confirm_delete);
    click_widget(app, "Keep it");
    CHECK(!app->history_screen.confirm_delete);
    CHECK_INT(kept_count(), 2);
    click_widget(app, "Delete");
    click_widget(app, "Delete for good");
    CHECK_INT(kept_count(), 1);
    steps(app, 2);
    CHECK_INT(app->history_screen.count, 0);
}

/* The History screen of `games` generated games at a size in a language, saved as a PNG. */
static void shoot(const char *dir, int w, int h, const char *language)
{
    check_write_language(prefs, language);
    AppOptions opts = {.width = w, .height = h, .fast_bots = true};
    App *app = open_test_app(opts, prefs);
    if (!app)
        return;
    steps(app, 2);
    history_scene_open(app);
    app->history_screen.kinds = 3; /* every kind */
    app->history_screen.picked = app->history_screen.page[1].id;
    steps(app, 3);
    app->history_screen.picked = app->history_screen.page[1].id;
    SDL_Surface *frame = app_read_frame(app);
    char path[600];
    snprintf(path, sizeof path, "%s/history-%dx%d-%s.png", dir, w, h, language);
    CHECK(frame && IMG_SavePNG(frame, path) == 0);
    SDL_FreeSurface(frame);
    app_destroy(app);
}

/* Some games of every kind for the pictures. */
static void add_games_for_pictures(void)
{
    char path[400], note[600], err[600];
    snprintf(path, sizeof path, "%s/history.db", prefs);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    const char *games[] = {"buyout", "estates", "buyword", "takeover", "mintbid"};
    for (int k = 0; h && k < 14; k++) {
        Match *m = random_bots_match(games[k % 5], 2 + k % 3, 300 + (uint64_t)k, true, NULL);
        for (int s = 1; s < m->opts.players; s++)
            m->seats[s].level = (BotLevel)(1 + (k + s) % 3);
        char move[MOVE_MAX];
        for (int i = 0; !game_over(m->state); i++) {
            CHECK(bot_choose(m->state, BOT_RANDOM, (uint64_t)(k * 1000 + i), NULL, move, NULL));
            CHECK(match_play(m, move, err, sizeof err));
        }
        HistoryKind kind = k % 5 == 3 ? HISTORY_PRACTICE : k == 6 ? HISTORY_LESSON : HISTORY_RATED;
        CHECK(history_add(h, m, kind, 1764300000 + k * 3700, err, sizeof err) > 0);
        match_free(m);
    }
    history_close(h);
}

/* Each row says what its game counts for: practice, lessons, imported games and games in which
 * a hint was used are not rated, and say so. */
static void rows_say_what_counts(void)
{
    HistoryGame g = {.kind = HISTORY_RATED};
    CHECK_STR(history_row_mark(&g), "");
    g.assisted = true;
    CHECK_STR(history_row_mark(&g), "Hints used: not rated");
    g.kind = HISTORY_PRACTICE;
    CHECK_STR(history_row_mark(&g), "Practice");
    g.kind = HISTORY_LESSON;
    CHECK_STR(history_row_mark(&g), "Lesson");
    g.kind = HISTORY_IMPORTED;
    g.assisted = false;
    CHECK_STR(history_row_mark(&g), "Imported");
}

int main(void)
{
    snprintf(root, sizeof root, "/tmp/moguls-gui-history-XXXXXX");
    if (!mkdtemp(root))
        return 1;
    snprintf(prefs, sizeof prefs, "%s/prefs", root);
    snprintf(home, sizeof home, "%s/home", root);
    mkdir(home, 0700);
    char documents[400];
    snprintf(documents, sizeof documents, "%s/Documents", home);
    mkdir(documents, 0700);
    setenv("HOME", home, 1);
    setenv("XDG_CONFIG_HOME", home, 1); /* no user-dirs.dirs: ~/Documents */

    rows_say_what_counts();
    App *app = open_test_app((AppOptions){.fast_bots = true}, prefs);
    if (app) {
        int scores[MAX_SEATS] = {0};
        play_to_the_end(app, scores);
        listed_with_scores(app, scores);
        opened_and_replayed(app);
        exported_and_imported(app);
        deleted_after_asking(app);
        app_destroy(app);
    }
    const char *shots = getenv("MOGULS_HISTORY_SHOTS");
    if (shots) {
        add_games_for_pictures();
        const char *languages[] = {"en", "de"};
        for (int l = 0; l < 2; l++) {
            shoot(shots, 1024, 640, languages[l]);
            shoot(shots, 1280, 800, languages[l]);
        }
    }
    char command[300];
    snprintf(command, sizeof command, "rm -rf %s", root);
    CHECK(system(command) == 0);
    return check_report("gui_history");
}
