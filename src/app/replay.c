/* Replay: the board after each move since the viewer's turn (or of the whole game, from the first
 * move, for a finished game opened from History), drawn from
 * the match itself: the seed replayed through the first moves (match_state_after), shown through
 * a shallow copy of the match cut at that move, so the view needs nothing of its own. The view
 * draws it for the same viewer as the live board, so a replay never shows a secret the live
 * board would not. The table waits meanwhile (game_update); the arrow keys and the header's
 * buttons step, any other key or click returns to the live game. */
#include <stdio.h>

#include "app_internal.h"

/* Where "since your turn" begins; with nothing since, the last move. */
static int since_turn_start(const App *app)
{
    const Match *m = app->match;
    int from = match_since_turn(m, app->viewer);
    if (from >= m->move_count)
        from = m->move_count - 1;
    return from < 0 ? 0 : from;
}

static void reset_view(App *app)
{
    if (!app->view->reset)
        return;
    ViewFrame f = game_frame(app);
    app->view->reset(app->view_data, &f);
}

void replay_show(App *app, int at)
{
    const Match *m = app->match;
    if (at < app->replay_from)
        at = app->replay_from;
    if (at > m->move_count)
        at = m->move_count;
    game_free(app->replay_state);
    app->replay_state = match_state_after(m, at);
    app->replay_at = at;
    app->replay_match = *m;
    app->replay_match.move_count = at;
    app->replay_match.state = app->replay_state;
    reset_view(app); /* no selection or animation of the live board is carried over */
    app->dirty = true;
}

void replay_open(App *app)
{
    if (!app->match || app->match->move_count == 0)
        return;
    app->replaying = true;
    app->menu_open = false;
    if (app->kept_game) { /* a kept game is replayed from the table as it was dealt */
        app->replay_from = 0;
        replay_show(app, 0);
        return;
    }
    app->replay_from = since_turn_start(app);
    replay_show(app, app->replay_from + 1);
}

void replay_close(App *app)
{
    if (!app->replaying)
        return;
    app->replaying = false;
    game_free(app->replay_state);
    app->replay_state = NULL;
    reset_view(app);
    app->dirty = true;
}

ViewFrame replay_frame(const App *app)
{
    const Match *m = &app->replay_match;
    ViewFrame f = {0};
    f.match = m;
    f.viewer = app->secrets_hidden ? -1 : app->viewer; /* as the live board */
    f.to_move = game_to_move(m->state);
    f.can_act = false;
    f.last_move = m->move_count ? m->moves[m->move_count - 1] : "";
    f.last_mover = m->move_count ? m->mover[m->move_count - 1] : -1;
    f.time = app->ui->now;
    f.replay = true;
    if (m->move_count > 0) /* the move that led here is marked */
        f.recent[f.recent_count++] = m->move_count - 1;
    return f;
}

void replay_draw_controls(App *app, SDL_Rect bar)
{
    Ui *ui = app->ui;
    const Match *m = app->match;
    int bw = ui_px(ui, 110), bh = ui_px(ui, 40), gap = ui_px(ui, 10), by = (bar.h - bh) / 2;
    SDL_Rect live = {ui->pixel_w - ui_px(ui, 20) - ui_px(ui, 130), by, ui_px(ui, 130), bh};
    SDL_Rect whole = {live.x - gap - ui_px(ui, 130), by, ui_px(ui, 130), bh};
    SDL_Rect fwd = {whole.x - gap - bw, by, bw, bh};
    SDL_Rect back = {fwd.x - gap - bw, by, bw, bh};
    int left = ui_px(ui, 200);
    SDL_Rect pill = {left, ui_px(ui, 12), back.x - 2 * gap - left, bar.h - ui_px(ui, 24)};
    ui_round_rect_border(ui, pill, pill.h / 2, ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));
    char text[120];
    snprintf(text, sizeof text, _("Replay: move %d of %d"), app->replay_at, m->move_count);
    ui_text_fit(ui, text, ui_style(UI_FONT_BOLD, ui_px(ui, 17), ui_colour(UI_GOLD)),
                pill.x + ui_px(ui, 18), pill.y + pill.h / 2, pill.w - ui_px(ui, 36),
                UI_ALIGN_MIDDLE);
    if (ui_button_ex(ui, back, _("Back"), UI_BUTTON_NORMAL, app->replay_at > app->replay_from,
                     _("The board one move earlier (Left arrow)")))
        replay_show(app, app->replay_at - 1);
    if (ui_button_ex(ui, fwd, _("Forward"), UI_BUTTON_NORMAL, app->replay_at < m->move_count,
                     _("The board one move later (Right arrow)")))
        replay_show(app, app->replay_at + 1);
    if (ui_button_ex(ui, whole, _("Whole game"), UI_BUTTON_NORMAL, app->replay_from > 0,
                     _("Step back as far as the first move")))
        app->replay_from = 0;
    if (ui_button_ex(ui, live, _("Back to live"), UI_BUTTON_PRIMARY, true,
                     _("Return to the game (or press any other key, or click the board)")))
        replay_close(app);
}

bool replay_event(App *app, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN) {
        switch (e->key.keysym.sym) {
        case SDLK_LEFT:
            replay_show(app, app->replay_at - 1);
            return true;
        case SDLK_RIGHT:
            replay_show(app, app->replay_at + 1);
            return true;
        case SDLK_F11: /* full screen and screenshots keep the replay */
        case SDLK_F12:
            return false;
        default:
            replay_close(app);
            return true;
        }
    }
    if (e->type != SDL_MOUSEBUTTONDOWN)
        return false;
    if (e->button.y < ui_px(app->ui, GAME_HEADER_H))
        return false; /* the replay's own buttons */
    replay_close(app);
    return true;
}
