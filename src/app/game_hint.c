#include "game_hint.h"
#include "online.h"

#include <stdio.h>
#include <stdlib.h>

#include "records/hint.h"

typedef struct GameHint {
    SDL_Thread *thread;
    GameState *state; /* the worker's own copy of the table */
    uint64_t seed;
    atomic_bool cancel;
    atomic_bool done;
    bool found;
    Hint result;
    bool active;        /* asked for and not dropped: running, or its answer shown */
    int seat;           /* the seat it is for */
    int for_move_count; /* the moment it is for */
} GameHint;

bool game_hint_offered(const App *app)
{
    const Match *m = app->match;
    if (!app->settings.hints || !m || app->lesson || app->replaying || game_over(m->state) ||
        online_board_shown(app))
        return false;
    int seat = game_to_move(m->state);
    return !m->seats[seat].bot && app->viewer == seat && !app->secrets_hidden &&
           app->scene == SCENE_GAME;
}

static int hint_thread(void *data)
{
    GameHint *h = data;
    h->found = hint_find(h->state, 0, h->seed, &h->cancel, &h->result);
    atomic_store(&h->done, true);
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = SDL_USEREVENT; /* wakes the main loop */
    SDL_PushEvent(&wake);
    return 0;
}

/* Waits for the worker (after cancelling it if it still runs) and forgets the hint. */
static void drop(GameHint *h)
{
    atomic_store(&h->cancel, true);
    if (h->thread)
        SDL_WaitThread(h->thread, NULL);
    h->thread = NULL;
    game_free(h->state);
    h->state = NULL;
    h->active = false;
}

/* A seed of its own for each moment of the game, so the same table gives the same hint. */
static uint64_t hint_seed(const Match *m)
{
    uint64_t x = m->seed ^ (0xD1B54A32D192ED03ULL * (uint64_t)(m->move_count + 7));
    x ^= x >> 29;
    x *= 0x94D049BB133111EBULL;
    return x ^ (x >> 32);
}

void game_hint_request(App *app)
{
    if (!game_hint_offered(app))
        return;
    if (!app->hint) {
        app->hint = calloc(1, sizeof *app->hint);
        if (!app->hint)
            abort();
    }
    GameHint *h = app->hint;
    const Match *m = app->match;
    if (h->active && h->for_move_count == m->move_count && h->seat == app->viewer)
        return; /* already asked for at this moment */
    drop(h);
    h->state = game_clone(m->state);
    h->seed = hint_seed(m);
    h->seat = app->viewer;
    h->for_move_count = m->move_count;
    h->found = false;
    h->active = true;
    atomic_store(&h->cancel, false);
    atomic_store(&h->done, false);
    h->thread = SDL_CreateThread(hint_thread, "moguls-hint", h);
    if (!h->thread) /* no threads: search here (the window waits for it) */
        hint_thread(h);
}

void game_hint_update(App *app)
{
    GameHint *h = app->hint;
    if (!h || !h->active)
        return;
    const Match *m = app->match;
    if (!m || m->move_count != h->for_move_count || app->viewer != h->seat || app->secrets_hidden ||
        app->replaying) {
        drop(h);
        return;
    }
    if (atomic_load(&h->done) && h->thread) {
        SDL_WaitThread(h->thread, NULL);
        h->thread = NULL;
        app->dirty = true;
    }
}

/* Whether the viewer has a hint to see now. */
static bool shown_to_viewer(const App *app)
{
    const GameHint *h = app->hint;
    return h && h->active && app->viewer == h->seat && !app->secrets_hidden &&
           app->scene == SCENE_GAME;
}

bool game_hint_line(const App *app, char *out, size_t outlen)
{
    if (!shown_to_viewer(app))
        return false;
    const GameHint *h = app->hint;
    if (!atomic_load(&h->done))
        snprintf(out, outlen, "%s", _("The hard bot is weighing your options..."));
    else if (h->found) {
        const char *names[MAX_SEATS];
        match_names(app->match, names);
        hint_line(&h->result, app->match->state, names, out, outlen);
    } else
        snprintf(out, outlen, "%s", _("No hint could be found for this move."));
    return true;
}

void game_hint_draw(App *app, SDL_Rect column)
{
    char line[1024];
    if (!game_hint_line(app, line, sizeof line))
        return;
    Ui *ui = app->ui;
    int pad = ui_px(ui, 14), w = column.w;
    UiTextStyle title = ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_colour(UI_TEXT_DIM));
    UiTextStyle body = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    int text_h = ui_text_wrapped(ui, line, body, 0, 0, w - 2 * pad, 0, false);
    int title_h = ui_text_line_height(ui, title) + ui_px(ui, 4);
    SDL_Rect card = {column.x, column.y, w, pad * 2 + title_h + text_h};
    ui_shadow(ui, card, ui_px(ui, 12), ui_px(ui, 4));
    ui_panel(ui, card, UI_PANEL_CARD, true);
    ui_tooltip_keep_clear(ui, card); /* the Hint button's own tooltip goes elsewhere */
    ui_text(ui, _("HINT"), title, card.x + pad, card.y + pad, UI_ALIGN_LEFT);
    ui_text_wrapped(ui, line, body, card.x + pad, card.y + pad + title_h, w - 2 * pad, 0, true);
}

void game_hint_stop(App *app)
{
    if (!app->hint)
        return;
    drop(app->hint);
    free(app->hint);
    app->hint = NULL;
}
