/* What the shell animates over every game's board, the same in all of them: the money of a move
 * flying as coins between the players' panels while their numbers count (src/ui/money.h), and
 * the end of a game, when the winners' panels come forward with a fanfare. The games take part
 * through GameView.seat_money and seat_panel. */
#include "app_internal.h"

#define WINNER_SECONDS 0.6

/* What every seat shows the viewer of `state`: known[s] false where it may not see the money. */
static void visible_money(const App *app, const GameState *state, int viewer,
                          int money[UI_MONEY_SEATS], bool known[UI_MONEY_SEATS])
{
    for (int s = 0; s < UI_MONEY_SEATS; s++) {
        money[s] = 0;
        known[s] =
            s < app->match->opts.players && app->view->seat_money(state, s, viewer, &money[s]);
    }
}

void game_motion_move(App *app, const GameState *before, bool animate)
{
    ui_money_stop(&app->money);
    if (!animate || !app->view->seat_money || !app->view->seat_panel)
        return;
    int viewer = game_frame(app).viewer;
    int was[UI_MONEY_SEATS], now[UI_MONEY_SEATS];
    bool known_before[UI_MONEY_SEATS], known[UI_MONEY_SEATS];
    visible_money(app, before, viewer, was, known_before);
    visible_money(app, app->match->state, viewer, now, known);
    for (int s = 0; s < UI_MONEY_SEATS; s++)
        known[s] = known[s] && known_before[s];
    ui_money_start(app->ui, &app->money, viewer, app->match->opts.players, was, now, known,
                   app->view->money_via_bank);
}

static void draw_coins(App *app, const ViewFrame *f)
{
    if (!app->view->seat_panel)
        return;
    if (!ui_money_running(app->ui, &app->money)) {
        ui_money_prepare(app->ui, app->view->coin_sprite);
        return;
    }
    SDL_Rect anchor[UI_MONEY_SEATS + 1] = {{0, 0, 0, 0}};
    for (int s = -1; s < app->match->opts.players && s < UI_MONEY_SEATS; s++)
        anchor[s + 1] = app->view->seat_panel(app->view_data, f, s);
    ui_money_draw(app->ui, &app->money, anchor, app->view->coin_sprite);
}

/* The winners' panels come forward: the others' dim, and a gold frame with a soft glow closes in
 * on each winner's (no ribbon: on a panel it would cover the panel's own words). */
static void draw_winners(App *app, const ViewFrame *f)
{
    Ui *ui = app->ui;
    const Match *m = app->match;
    if (!app->winner_shown || !app->view->seat_panel || app->replaying)
        return;
    bool won[MAX_SEATS] = {false};
    m->rules->winners(m->state, won);
    float t = ui_tween_progress(ui, &app->winner_tween);
    float settled = t > 1.0f ? 1.0f : t;
    for (int s = 0; s < m->opts.players; s++) {
        SDL_Rect r = app->view->seat_panel(app->view_data, f, s);
        if (r.w <= 0)
            continue;
        if (!won[s]) {
            ui_fill_rect(ui, r, ui_rgba(0x14100c, (unsigned char)(110 * settled)));
            continue;
        }
        int grow = (int)((float)ui_px(ui, 14) * (1.0f - t)) + ui_px(ui, 3);
        for (int ring = 0; ring < 3; ring++) { /* a gold frame with a soft glow outside it */
            int out = grow + ring * ui_px(ui, 3);
            SDL_Rect frame = {r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out};
            unsigned char alpha = (unsigned char)(settled * (ring == 0 ? 255 : 110 / ring));
            ui_outline_rect(ui, frame, ui_px(ui, ring == 0 ? 3 : 2), ui_rgba(0xe2b84a, alpha));
        }
    }
}

void game_motion_draw(App *app, const ViewFrame *f)
{
    draw_winners(app, f);
    draw_coins(app, f);
}

static bool any_human_won(const Match *m)
{
    bool won[MAX_SEATS] = {false};
    m->rules->winners(m->state, won);
    for (int i = 0; i < m->opts.players; i++)
        if (won[i] && !m->seats[i].bot)
            return true;
    return false;
}

void game_motion_end(App *app)
{
    if (app->winner_shown)
        return;
    app->winner_shown = true;
    ui_tween_start(app->ui, &app->winner_tween, WINNER_SECONDS, UI_EASE_OUT_BACK);
    if (game_humans(app->match) > 0)
        ui_sound_play(app->ui->sound, any_human_won(app->match) ? UI_SOUND_FANFARE : UI_SOUND_LOSE);
}

void game_motion_finish(App *app)
{
    ui_tweens_finish(app->ui);
    if (app->anim_until > app->ui->now)
        app->anim_until = app->ui->now;
}

void game_motion_reset(App *app)
{
    ui_money_stop(&app->money);
    ui_tween_stop(&app->winner_tween);
    app->winner_shown = false;
}

void game_motion_info(const App *app, const ViewFrame *f, AppTableInfo *out)
{
    Ui *ui = app->ui;
    out->coins_in_air = ui_money_in_air(ui, &app->money);
    for (int s = 0; s < app->match->opts.players && s < 8 && app->view->seat_money; s++) {
        int actual = 0;
        out->money_known[s] = app->view->seat_money(f->match->state, s, f->viewer, &actual);
        out->money_shown[s] = view_money_shown(ui, f, s, actual);
    }
    out->winners_forward = app->winner_shown;
    out->fanfare_played = ui_sound_status(ui->sound).last_variant[UI_SOUND_FANFARE] >= 0;
}
