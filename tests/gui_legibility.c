/* What a player must be able to read and click, checked on the drawn frames:
 *  - move marks: the moves since the viewer's turn on one place share one mark that lists them
 *    ("move badge 1, 3"), every move is in exactly one mark, no two marks' badges touch, and
 *    every badge lies whole on the board (none clipped at its edge), in every game;
 *  - a tooltip leaves in sight the cells a player may click next: Takeover, a corporation
 *    picked, its pile's tooltip covers none of the lit cells it may merge into;
 *  - F11 on, then off: the window's layout is its own size again, with Help and Menu in it.
 * (gui_text checks that no tooltip and no toast hides a button, on every screen.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "app/view.h"
#include "app_drive.h"
#include "check.h"
#include "core/registry.h"
#include "ui/widgets.h"

#define WIDTH 1024
#define HEIGHT 640

static App *open_app(const char *prefs, bool hidden)
{
    AppOptions opts = {.width = WIDTH,
                       .height = HEIGHT,
                       .hidden = hidden,
                       .software = true,
                       .pref_dir = prefs,
                       .fast_bots = true,
                       .animate = true};
    char err[512];
    App *app = app_create(&opts, err, sizeof err);
    if (!app)
        fprintf(stderr, "app_create: %s\n", err);
    CHECK(app != NULL);
    return app;
}

/* The match after the first k moves, seat 0 a human and the others bots. */
static Match *position(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                       char (*moves)[MOVE_MAX], int k)
{
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    Match *m = match_new(rules, opts, seed, seats);
    char err[300];
    for (int i = 0; i < k; i++)
        CHECK(match_play(m, moves[i], err, sizeof err));
    return m;
}

/* ---- move marks ---- */

static int shared_marks; /* marks seen listing more than one move */

/* How a mark lists its moves: "3", "1, 3", runs of three or more as "2-4" ("1-3, 5"). */
static void mark_list(const int *numbers, int n, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j + 1 < n && numbers[j + 1] == numbers[j] + 1)
            j++;
        const char *sep = i ? ", " : "";
        if (j >= i + 2) {
            used +=
                (size_t)snprintf(out + used, outlen - used, "%s%d-%d", sep, numbers[i], numbers[j]);
            i = j;
        } else {
            used += (size_t)snprintf(out + used, outlen - used, "%s%d", sep, numbers[i]);
        }
    }
}

static bool inside(SDL_Rect outer, SDL_Rect r)
{
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}

/* The marks of the frame just drawn, against the moves since seat 0's turn. */
static void check_marks(App *app, const char *where)
{
    ViewFrame f = game_frame(app);
    SDL_Rect area[VIEW_RECENT_MAX + 1];
    bool marked[VIEW_RECENT_MAX + 1] = {false};
    char label[160];
    for (int n = 1; n <= f.recent_count; n++) {
        snprintf(label, sizeof label, "move mark %d", n);
        marked[n] = app_find_widget(app, label, &area[n]);
    }
    /* each place marked: one badge listing exactly its moves */
    bool grouped[VIEW_RECENT_MAX + 1] = {false};
    SDL_Rect badges[VIEW_RECENT_MAX];
    int badge_count = 0;
    for (int n = 1; n <= f.recent_count; n++) {
        if (!marked[n] || grouped[n])
            continue;
        int numbers[VIEW_RECENT_MAX], count = 0;
        for (int j = n; j <= f.recent_count; j++)
            if (marked[j] && !grouped[j] && !memcmp(&area[j], &area[n], sizeof area[n])) {
                grouped[j] = true;
                numbers[count++] = j;
            }
        char list[96];
        mark_list(numbers, count, list, sizeof list);
        snprintf(label, sizeof label, "move badge %s", list);
        SDL_Rect badge;
        bool found = app_find_widget(app, label, &badge);
        if (!found)
            fprintf(stderr, "%s: no mark '%s'\n", where, label);
        CHECK(found);
        if (!found)
            continue;
        shared_marks += count > 1;
        bool whole = inside(app_board_area(app), badge);
        if (!whole)
            fprintf(stderr, "%s: the mark '%s' leaves the board\n", where, label);
        CHECK(whole);
        for (int b = 0; b < badge_count; b++) {
            bool apart = !SDL_HasIntersection(&badge, &badges[b]);
            if (!apart)
                fprintf(stderr, "%s: the mark '%s' lies on another one\n", where, label);
            CHECK(apart);
        }
        badges[badge_count++] = badge;
    }
}

static void marks_in_every_game(App *app)
{
    enum { LIMIT = 300, LOOKS = 24 };
    static char moves[LIMIT][MOVE_MAX];
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (!view_find(rules->id))
            continue;
        GameOptions opts;
        options_defaults(rules, &opts);
        opts.players = rules->max_players < 4 ? rules->max_players : 4;
        char err[300];
        CHECK(match_prepare(rules, &opts, err, sizeof err));
        int count = random_game_moves(rules, &opts, 11, 31, moves, LIMIT);
        for (int look = 1; look <= LOOKS; look++) {
            int k = count * look / (LOOKS + 1);
            CHECK(app_show_match(app, position(rules, &opts, 11, moves, k), 0));
            SDL_FreeSurface(app_read_frame(app));
            char where[80];
            snprintf(where, sizeof where, "%s after %d moves", rules->id, k);
            check_marks(app, where);
        }
    }
    if (shared_marks == 0)
        fprintf(stderr, "no mark listing several moves was seen\n");
    CHECK(shared_marks > 0);
}

/* ---- tooltips ---- */

/* Takeover: seat 0 picks the pile of a merge whose target lies right of it or below it (where a
 * tooltip goes by default), and rests the mouse there: the pile's tooltip covers no lit cell. */
static void takeover_tooltip_leaves_targets(App *app)
{
    const GameRules *rules = registry_find("takeover");
    if (!rules)
        return;
    enum { LIMIT = 300 };
    static char moves[LIMIT][MOVE_MAX];
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 2;
    int count = random_game_moves(rules, &opts, 3, 31, moves, LIMIT), tried = 0;
    for (int k = 0; k < count && tried < 3; k++) {
        Match *m = position(rules, &opts, 3, moves, k);
        if (game_to_move(m->state) != 0) {
            match_free(m);
            continue;
        }
        MoveList legal = MOVELIST_INIT;
        rules->legal_moves(m->state, &legal);
        char from[8] = "", to[8] = "";
        for (int i = 0; i < legal.count && !from[0]; i++)
            if (sscanf(legal.items[i], "merge %7s %7s", from, to) != 2 || to[0] < from[0] ||
                to[1] < from[1])
                from[0] = '\0';
        movelist_free(&legal);
        if (!from[0]) {
            match_free(m);
            continue;
        }
        tried++;
        double clock = 500.0 + k;
        app_stop_clock(app, clock);
        CHECK(app_show_match(app, m, 0));
        app_step(app);
        char name[16];
        SDL_Rect source, target;
        snprintf(name, sizeof name, "cell %s", from);
        CHECK(locate_thing(app, name, &source));
        click_rect(app, source);
        app_stop_clock(app, clock + 1.0);
        app_step(app);
        snprintf(name, sizeof name, "cell %s", to);
        CHECK(locate_thing(app, name, &target));
        SDL_Rect box;
        bool clear;
        bool shown = ui_tooltip_drawn(app->ui, &box, &clear);
        CHECK(shown);
        if (shown && SDL_HasIntersection(&box, &target))
            fprintf(stderr, "takeover: picking %s, its tooltip covers %s, where it may merge\n",
                    from, to);
        CHECK(shown && !SDL_HasIntersection(&box, &target));
    }
    CHECK(tried > 0);
}

/* ---- full screen ---- */

/* F11 twice in a visible window: the layout is the window's own size again, and the game's
 * header buttons lie in it. */
static void fullscreen_and_back(const char *prefs)
{
    App *app = open_app(prefs, false);
    if (!app)
        return;
    const GameRules *rules = registry_game(0);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    GameOptions opts;
    options_defaults(rules, &opts);
    CHECK(app_show_match(app, match_new(rules, &opts, 1, seats), 0));
    steps(app, 3);
    for (int press = 0; press < 2; press++) {
        app_key(app, SDLK_F11);
        steps(app, 5);
    }
    int w, h;
    SDL_GetWindowSize(app->ui->window, &w, &h);
    CHECK_INT(w, WIDTH);
    CHECK_INT(h, HEIGHT);
    CHECK_INT(app->ui->pixel_w, WIDTH);
    CHECK_INT(app->ui->pixel_h, HEIGHT);
    const char *buttons[] = {_("Help"), _("Menu")};
    for (int i = 0; i < 2; i++) {
        SDL_Rect r;
        CHECK(app_find_widget(app, buttons[i], &r));
        CHECK(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h);
    }
    app_destroy(app);
}

int main(void)
{
    char prefs[] = "/tmp/moguls-legible-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    App *app = open_app(prefs, true);
    if (app) {
        marks_in_every_game(app);
        takeover_tooltip_leaves_targets(app);
        app_destroy(app);
    }
    fullscreen_and_back(prefs);
    check_remove_prefs(prefs);
    return check_report("gui_legibility");
}
