/* The clicks of tools/twoapps.sh: two real apps on two X displays play a whole game through a
 * server, a person's clicks made by xdotool. This program plays one seat: it reads the table's
 * true moves from the hosting app's server folder (tables.sqlite), and when the seat is to move
 * it lays the same board out in a hidden twin of the app at the real window's size, seen from
 * that seat, finds there what a player would click for one of the seat's legal moves (the
 * view's `locate` names, the buttons drawn, The Estates' lit places), checks on the twin that
 * those clicks play a move, and makes the same clicks in the real window with xdotool. It then
 * waits for the server to have the move. It never sends a move itself: the real app does.
 *
 * usage: twoapps_twin SERVER_DIR TABLE SEAT WIDTHxHEIGHT DISPLAY X,Y [LOG]
 * (X,Y: where the real window's inside starts on the screen). Exit 0 at the game's end. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "app/app_internal.h"
#include "core/match.h"
#include "games/estates/view_internal.h"
#include "net/store.h"
#include "ui/widgets.h"

#define STEPS_MAX 8     /* clicks in one move at most */
#define ATTEMPTS_MAX 12 /* tries of one move before giving up */

typedef struct Twin {
    const char *dir;
    long long table;
    int seat, width, height, origin_x, origin_y;
    const char *display;
    App *app;
    char pref[256];
} Twin;

typedef struct Plan {
    SDL_Rect at[STEPS_MAX];
    int count;
} Plan;

static void say(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    time_t now = time(NULL);
    char when[16];
    strftime(when, sizeof when, "%H:%M:%S", localtime(&now));
    fprintf(stdout, "%s ", when);
    vfprintf(stdout, format, ap);
    fputc('\n', stdout);
    fflush(stdout);
    va_end(ap);
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* ---- the true table ---- */

typedef struct Found {
    long long table;
    char *journal;
} Found;

static void keep_journal(void *ctx, int64_t id, const char *journal, const NetStoredSeats *seats)
{
    Found *f = ctx;
    (void)seats;
    if (id == f->table) {
        free(f->journal);
        f->journal = strdup(journal);
    }
}

static char journal[1 << 20]; /* the table's last journal read */

/* The table as the server holds it, or NULL. */
static Match *read_table(const Twin *t)
{
    char err[300];
    NetStore *store = net_store_open(t->dir, err, sizeof err);
    if (!store) {
        say("cannot open the server's tables: %s", err);
        return NULL;
    }
    Found found = {t->table, NULL};
    bool ok = net_store_each_table(store, keep_journal, &found, err, sizeof err);
    net_store_close(store);
    if (!ok || !found.journal) {
        free(found.journal);
        return NULL;
    }
    snprintf(journal, sizeof journal, "%s", found.journal);
    Match *m = match_read(found.journal, err, sizeof err);
    if (!m)
        say("cannot read the table: %s", err);
    free(found.journal);
    return m;
}

/* ---- the twin ---- */

/* The twin shows m from the seat's side: the other seats are bots there, so no pass screen. */
static void show(Twin *t, const Match *m)
{
    char err[300];
    (void)m;
    Match *copy = match_read(journal, err, sizeof err);
    if (!copy) {
        say("the twin cannot read the table: %s", err);
        return;
    }
    for (int i = 0; i < copy->opts.players; i++)
        copy->seats[i].bot = i != t->seat;
    if (!app_show_match(t->app, copy, t->seat))
        say("the twin cannot show the table");
    for (int i = 0; i < 4; i++)
        app_step(t->app);
}

static bool find_thing(Twin *t, const char *name, SDL_Rect *out)
{
    app_step(t->app);
    if (!strncmp(name, "hot ", 4)) {
        if (!app_match(t->app) || strcmp(app_match(t->app)->rules->id, "estates"))
            return false;
        const EsHot *h = esv_find_hot(t->app->view_data, name + 4);
        if (h)
            *out = h->r;
        return h != NULL;
    }
    if (!strncmp(name, "button ", 7))
        return app_find_widget(t->app, name + 7, out);
    if (!strncmp(name, "with ", 5))
        return ui_widget_find_containing(t->app->ui, name + 5, out);
    ViewFrame f = game_frame(t->app);
    return t->app->view->locate && t->app->view->locate(t->app->view_data, &f, name, out) &&
           out->w > 0 && out->h > 0;
}

/* Clicks the named things on the twin in order; true when a move was played by them. */
static bool try_plan(Twin *t, const Match *m, const char *const *names, int count, Plan *plan)
{
    show(t, m);
    plan->count = 0;
    if (!app_match(t->app)) {
        say("  the twin shows no table (scene %s)", app_scene_name(app_scene(t->app)));
        return false;
    }
    int before = app_match(t->app)->move_count;
    for (int i = 0; i < count && plan->count < STEPS_MAX; i++) {
        SDL_Rect r;
        if (!find_thing(t, names[i], &r)) {
            if (getenv("TWIN_DEBUG"))
                say("  no '%s' on the twin (scene %s)", names[i],
                    app_scene_name(app_scene(t->app)));
            return false;
        }
        plan->at[plan->count++] = r;
        app_click(t->app, r.x + r.w / 2, r.y + r.h / 2);
        for (int k = 0; k < 3; k++)
            app_step(t->app);
        if (!app_match(t->app))
            return true; /* the move ended the game: the twin shows the end */
        if (app_match(t->app)->move_count > before)
            return true;
    }
    bool played = app_match(t->app) && app_match(t->app)->move_count > before;
    if (!played && getenv("TWIN_DEBUG")) {
        int shown;
        const char *toast = app_last_toast(t->app, &shown);
        say("  %s: no move (scene %s, toast '%s')", names[count - 1],
            app_scene_name(app_scene(t->app)), toast ? toast : "");
    }
    return played;
}

/* Clicks a button and then every enabled button once more, as a player tries the controls. */
static bool try_buttons(Twin *t, const Match *m, Plan *plan)
{
    show(t, m);
    int n = ui_widget_count(t->app->ui);
    char labels[64][80];
    int count = 0;
    for (int i = 0; i < n && count < 64; i++) {
        SDL_Rect r;
        bool button, enabled;
        const char *tip, *label = ui_widget_at(t->app->ui, i, &r, &button, &enabled, &tip);
        SDL_Rect board = app_board_area(t->app);
        SDL_Point mid = {r.x + r.w / 2, r.y + r.h / 2};
        if (label && button && enabled && SDL_PointInRect(&mid, &board))
            snprintf(labels[count++], sizeof labels[0], "button %s", label);
    }
    for (int i = 0; i < count; i++) {
        const char *one[1] = {labels[i]};
        if (try_plan(t, m, one, 1, plan))
            return true;
        for (int j = 0; j < count; j++) {
            const char *two[2] = {labels[i], labels[j]};
            if (i != j && try_plan(t, m, two, 2, plan))
                return true;
        }
    }
    return false;
}

/* The things a player clicks for `move`, by the game's names. */
static int names_for(const char *game, const char *move, char names[STEPS_MAX][64])
{
    char a[40], b[40], c[40];
    int n = 0, x, y;
    char letter;
    if (!strcmp(game, "buyout")) {
        if (sscanf(move, "place %c %39s", &letter, a) == 2) {
            snprintf(names[n++], 64, "tile %c", letter);
            snprintf(names[n++], 64, "lot %s", a);
        } else if (sscanf(move, "move %39s", a) == 1) {
            snprintf(names[n++], 64, "lot %s", a);
        } else {
            snprintf(names[n++], 64, "%s", move);
        }
    } else if (!strcmp(game, "estates")) {
        snprintf(names[n++], 64, "hot %s", move);
    } else if (!strcmp(game, "buyword")) {
        if (sscanf(move, "discard %c", &letter) == 1) {
            snprintf(names[n++], 64, "tile %c", letter);
            snprintf(names[n++], 64, "discard");
        } else if (!strcmp(move, "roll")) {
            snprintf(names[n++], 64, "die");
        } else if (strncmp(move, "sell ", 5)) {
            snprintf(names[n++], 64, "%s", move);
        }
    } else if (!strcmp(game, "takeover")) {
        if (sscanf(move, "take %39s", a) == 1) {
            snprintf(names[n++], 64, "coin %s", a);
        } else if (sscanf(move, "stocks %39s", a) == 1) {
            for (char *coin = strtok(a, ","); coin && strcmp(coin, "none") && n < STEPS_MAX - 1;
                 coin = strtok(NULL, ","))
                snprintf(names[n++], 64, "coin %s", coin);
            snprintf(names[n++], 64, "button Confirm");
        } else if (sscanf(move, "merge %39s %39s", a, b) == 2) {
            snprintf(names[n++], 64, "cell %s", a);
            snprintf(names[n++], 64, "cell %s", b);
            snprintf(names[n++], 64, "button Confirm");
        } else if (!strcmp(move, "pass")) {
            snprintf(names[n++], 64, "button Pass");
        }
    } else if (!strcmp(game, "mintbid")) {
        if (sscanf(move, "auction %d %39s", &x, a) == 2) {
            snprintf(names[n++], 64, "card %d", x);
            snprintf(names[n++], 64, "button %s",
                     strcmp(a, "closed") ? "Open auction" : "Closed auction");
        } else if (sscanf(move, "auction %d", &x) == 1) {
            snprintf(names[n++], 64, "card %d", x);
            snprintf(names[n++], 64, "with auction");
        } else if (sscanf(move, "bid %d+%d %39s", &x, &y, a) == 3) {
            (void)c;
        } else if (sscanf(move, "bid %d", &x) == 1) {
            snprintf(names[n++], 64, "button Alone");
            snprintf(names[n++], 64, "with Bid ");
        } else if (sscanf(move, "secret %d", &x) == 1) {
            snprintf(names[n++], 64, "button Seal my bid");
        } else if (sscanf(move, "place %c %d %d", &letter, &x, &y) == 3) {
            snprintf(names[n++], 64, "spot %c %d %d", letter, x, y);
        } else if (!strcmp(move, "withdraw")) {
            snprintf(names[n++], 64, "button Withdraw");
        } else if (!strncmp(move, "share ", 6)) {
            snprintf(names[n++], 64, "with share with");
        }
    }
    return n;
}

/* A plan of clicks that plays one of the seat's moves on the twin. */
static bool plan_move(Twin *t, const Match *m, Plan *plan, int attempt)
{
    MoveList legal = {0};
    m->rules->legal_moves(m->state, &legal);
    bool found = false;
    if (getenv("TWIN_DEBUG"))
        say("  %d legal moves, the first '%s', the last '%s'", legal.count,
            legal.count ? legal.items[0] : "", legal.count ? legal.items[legal.count - 1] : "");
    /* a different first choice each attempt, so a move the real app will not take is left */
    for (int k = 0; k < legal.count && !found; k++) {
        const char *move = legal.items[(k + attempt * 7 + m->move_count * 13) % legal.count];
        if (!strcmp(move, "pass") && legal.count > 1 && k < legal.count - 1)
            continue; /* a game where everyone passes ends at once: play while one can */
        char names[STEPS_MAX][64];
        int n = names_for(m->rules->id, move, names);
        const char *list[STEPS_MAX];
        for (int i = 0; i < n; i++)
            list[i] = names[i];
        if (n && try_plan(t, m, list, n, plan)) {
            say("move %d: clicks for '%s' (the twin played '%s')", m->move_count + 1, move,
                app_match(t->app) ? app_match(t->app)->moves[m->move_count] : "the last");
            found = true;
        }
    }
    movelist_free(&legal);
    if (!found && try_buttons(t, m, plan)) {
        say("move %d: buttons (the twin played '%s')", m->move_count + 1,
            app_match(t->app) ? app_match(t->app)->moves[m->move_count] : "the last");
        found = true;
    }
    return found;
}

/* ---- the real window ---- */

static void xdo(const Twin *t, const char *args)
{
    char command[400];
    snprintf(command, sizeof command, "DISPLAY=%s xdotool %s", t->display, args);
    if (system(command) != 0)
        say("xdotool %s failed", args);
}

static void real_click(const Twin *t, SDL_Rect r)
{
    char args[200];
    snprintf(args, sizeof args, "mousemove %d %d", t->origin_x + r.x + r.w / 2,
             t->origin_y + r.y + r.h / 2);
    xdo(t, args);
    sleep_ms(150);
    xdo(t, "click 1");
    sleep_ms(450);
}

int main(int argc, char **argv)
{
    if (argc < 7) {
        fprintf(stderr, "usage: twoapps_twin SERVER_DIR TABLE SEAT WxH DISPLAY X,Y\n");
        return 2;
    }
    Twin t = {.dir = argv[1], .table = atoll(argv[2]), .seat = atoi(argv[3]), .display = argv[5]};
    if (sscanf(argv[4], "%dx%d", &t.width, &t.height) != 2 ||
        sscanf(argv[6], "%d,%d", &t.origin_x, &t.origin_y) != 2)
        return 2;
    snprintf(t.pref, sizeof t.pref, "/tmp/twoapps-twin-%d-XXXXXX", t.seat);
    if (!mkdtemp(t.pref)) {
        say("no twin: no folder %s: %s", t.pref, strerror(errno));
        return 1;
    }
    char err[300];
    AppOptions opts = {.width = t.width,
                       .height = t.height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = t.pref,
                       .fast_bots = true};
    t.app = app_create(&opts, err, sizeof err);
    if (!t.app) {
        say("no twin: %s", err);
        return 1;
    }
    int tried_at = -1, attempts = 0, waits = 0;
    for (;;) {
        Match *m = read_table(&t);
        if (!m) {
            sleep_ms(500);
            if (++waits > 600)
                return 1;
            continue;
        }
        if (game_over(m->state)) {
            say("the game is over after %d moves", m->move_count);
            match_free(m);
            break;
        }
        if (game_to_move(m->state) != t.seat) {
            match_free(m);
            sleep_ms(400);
            continue;
        }
        if (m->move_count == tried_at) {
            if (++attempts > ATTEMPTS_MAX) {
                say("move %d: the real app took none of the clicks", m->move_count + 1);
                match_free(m);
                return 1;
            }
            xdo(&t, "key Return"); /* a reveal the table holds is read */
            sleep_ms(600);
        } else {
            attempts = 0;
            sleep_ms(1200); /* the last move's pieces land */
        }
        tried_at = m->move_count;
        Plan plan;
        if (!plan_move(&t, m, &plan, attempts)) {
            say("move %d: nothing to click found", m->move_count + 1);
            match_free(m);
            return 1;
        }
        for (int i = 0; i < plan.count; i++)
            real_click(&t, plan.at[i]);
        match_free(m);
        sleep_ms(1500);
    }
    app_destroy(t.app);
    return 0;
}
