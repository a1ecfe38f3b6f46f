/* What every board view test shares: a Ui under the dummy driver, the frame the shell would build,
 * drawing it, feeding the view mouse and key events, and playing a move the view produced.
 * Each test keeps its own Fixture (with its own view type) and passes the GameView it tests. */
#ifndef MOGULS_TESTS_VIEW_FIXTURE_H
#define MOGULS_TESTS_VIEW_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/view.h"
#include "check.h"
#include "core/match.h"
#include "ui/draw_list.h"
#include "ui/ui.h"

/* A Ui of w x h pixels titled `title`; the test cannot run without one. */
static inline Ui *view_fixture_ui_sized(const char *title, int w, int h)
{
    char err[300];
    UiCreateOptions uo = {title, w, h, false, true, true, NULL};
    Ui *ui = ui_create(&uo, err, sizeof err);
    if (!ui) {
        fprintf(stderr, "no ui: %s\n", err);
        exit(1);
    }
    return ui;
}

/* A 1280x800 Ui titled `title`. */
static inline Ui *view_fixture_ui(const char *title)
{
    return view_fixture_ui_sized(title, 1280, 800);
}

/* Whether `inner` lies wholly within `outer`. */
static inline bool view_fixture_within(SDL_Rect outer, SDL_Rect inner)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

/* The text check's reports since `*seen`, printed after `when` and the window's size; returns
 * how many. */
static inline int view_fixture_new_reports(Ui *ui, int *seen, const char *when)
{
    int count = ui_text_check_count(ui), fresh = count - *seen;
    for (int back = fresh - 1; back >= 0; back--)
        fprintf(stderr, "%s, %dx%d: %s\n", when, ui->pixel_w, ui->pixel_h,
                ui_text_check_line(ui, back));
    *seen = count;
    return fresh;
}

/* The view of `match`, created and laid out in `area` as the shell does. */
static inline void *view_fixture_view(const GameView *gv, Ui *ui, Match *match, SDL_Rect area)
{
    char err[300];
    ViewContext ctx = {ui, match};
    void *view = gv->create(&ctx, err, sizeof err);
    CHECK(view != NULL);
    gv->layout(view, area, ui->scale);
    return view;
}

static inline void view_fixture_free(const GameView *gv, void *view, Match *match, Ui *ui)
{
    gv->destroy(view);
    match_free(match);
    ui_destroy(ui);
}

/* Where a view's refusals are written (view_refuse): the reason of the last refused click. */
static char view_fixture_reason[VIEW_REASON_MAX];

/* The frame for `viewer`; -2 stands for the seat to move (nobody once the game is over). */
static inline ViewFrame view_fixture_frame(Match *match, int viewer, double now)
{
    int to_move = game_to_move(match->state);
    if (viewer == -2)
        viewer = to_move == GAME_OVER ? -1 : to_move;
    ViewFrame f = {.match = match,
                   .viewer = viewer,
                   .to_move = to_move,
                   .can_act = to_move != GAME_OVER,
                   .last_move = "",
                   .last_mover = -1,
                   .time = now,
                   .refusal = view_fixture_reason};
    return f;
}

/* One frame of the view; `clear` is the backdrop colour, NULL to keep the renderer's colour. */
static inline void view_fixture_draw(const GameView *gv, void *view, Ui *ui, const ViewFrame *f,
                                     const SDL_Color *clear)
{
    ui_begin_frame(ui);
    SDL_Color c;
    SDL_GetRenderDrawColor(ui->renderer, &c.r, &c.g, &c.b, &c.a);
    ui_draw_fill(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, clear ? *clear : c,
                 SDL_BLENDMODE_NONE);
    gv->draw(view, f);
    ui_end_frame(ui);
}

static inline ViewEventResult view_fixture_send(const GameView *gv, void *view, const ViewFrame *f,
                                                SDL_Event *e, char move[MOVE_MAX])
{
    move[0] = '\0';
    return gv->handle_event(view, f, e, move);
}

/* A left-button press or release, or a motion, at (x, y). */
static inline ViewEventResult view_fixture_mouse(const GameView *gv, void *view, const ViewFrame *f,
                                                 Uint32 type, int x, int y, char move[MOVE_MAX])
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
    }
    return view_fixture_send(gv, view, f, &e, move);
}

static inline ViewEventResult view_fixture_key(const GameView *gv, void *view, const ViewFrame *f,
                                               SDL_Keycode sym, char move[MOVE_MAX])
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    return view_fixture_send(gv, view, f, &e, move);
}

/* Plays a move as the shell does; returns the state before it, for the view's move_played
 * (the caller frees it). */
static inline GameState *view_fixture_play(Match *match, const char *move)
{
    char err[200] = "";
    GameState *before = game_clone(match->state);
    bool ok = match_play(match, move, err, sizeof err);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(ok);
    return before;
}

/* The colour drawn at (x, y) in the last frame. */
static inline SDL_Color view_fixture_pixel(Ui *ui, int x, int y)
{
    Uint32 value = 0;
    SDL_Rect r = {x, y, 1, 1};
    SDL_RenderReadPixels(ui->renderer, &r, SDL_PIXELFORMAT_ARGB8888, &value, 4);
    SDL_Color c = {(Uint8)(value >> 16), (Uint8)(value >> 8), (Uint8)value, 255};
    return c;
}

#endif
