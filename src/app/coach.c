/* Lessons in the app: the coach panel beside the board, the lesson's order of steps, the move it
 * teaches, pointers on the board, and the player's progress (src/core/lesson.h has the lesson
 * itself; docs/lessons.md the file format). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app_internal.h"

#define BOT_STEP_DELAY 0.9 /* seconds the coach's words show before the bot's move */

/* ---- progress on disk: <prefs>/lessons/<id>.txt holds "step N" ---- */

static void progress_path(const App *app, const char *id, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/lessons/%s.txt", app->pref_dir, id);
}

int coach_saved_step(const App *app, const char *id)
{
    char path[1200], err[300];
    progress_path(app, id, path, sizeof path);
    /* Missing (not begun) or not a file: no step. Never opened first with fopen, which would
     * wait for ever on a pipe. */
    char *text = read_text_file(path, 256, err, sizeof err);
    int step = 0;
    if (!text || sscanf(text, "step %4d", &step) != 1 || step < 0)
        step = 0;
    free(text);
    return step;
}

static void save_progress(App *app)
{
    char dir[1100], path[1200], text[32], err[1300];
    snprintf(dir, sizeof dir, "%s/lessons", app->pref_dir);
    mkdir(dir, 0755);
    progress_path(app, app->lesson->rules->id, path, sizeof path);
    snprintf(text, sizeof text, "step %d\n", app->lesson_step);
    if (!write_file_atomic(path, text, err, sizeof err))
        fprintf(stderr, "moguls: the lesson's place is not kept: %s\n", err);
}

static void forget_progress(App *app, const char *id)
{
    char path[1200];
    progress_path(app, id, path, sizeof path);
    remove(path);
}

/* ---- starting and leaving ---- */

bool coach_start(App *app, const GameRules *rules, const char *player_name)
{
    char err[1400];
    Lesson *lesson = lesson_load(rules->id, err, sizeof err);
    if (!lesson) {
        snprintf(app->lobby_message, sizeof app->lobby_message, _("No lesson: %s"), err);
        app->lobby_message_is_error = true;
        return false;
    }
    int step = coach_saved_step(app, rules->id);
    if (step > lesson->step_count)
        step = 0;
    Match *m = lesson_match_at(lesson, step);
    if (!m && step > 0) /* the lesson changed since: start it again */
        m = lesson_match_at(lesson, step = 0);
    if (!m) {
        snprintf(app->lobby_message, sizeof app->lobby_message,
                 _("The %s lesson cannot start (moguls lesson check %s says why)"), rules->name,
                 rules->id);
        app->lobby_message_is_error = true;
        lesson_free(lesson);
        return false;
    }
    view_default_colours(view_find(rules->id), m->seats);
    for (int i = 0; i < m->opts.players; i++)
        if (!m->seats[i].bot && player_name && player_name[0])
            snprintf(m->seats[i].name, SEAT_NAME_MAX, "%s", player_name);
    if (!game_start(app, m, GAME_NO_FILE)) {
        lesson_free(lesson);
        return false;
    }
    app->lesson = lesson;
    app->lesson_step = step;
    app->lesson_step_done = false;
    app->lesson_step_at = app->ui->now;
    app->coach_reply[0] = '\0';
    return true;
}

void coach_stop(App *app)
{
    lesson_free(app->lesson);
    app->lesson = NULL;
}

static const LessonStep *current_step(const App *app)
{
    return app->lesson_step < app->lesson->step_count ? &app->lesson->steps[app->lesson_step]
                                                      : NULL;
}

static void next_step(App *app)
{
    app->lesson_step++;
    app->lesson_step_done = false;
    app->lesson_step_at = app->ui->now;
    app->coach_reply[0] = '\0';
    save_progress(app);
    app->dirty = true;
}

/* "Play a real game": the lobby, with this game chosen and the lesson done. */
static void finish(App *app)
{
    const GameRules *rules = app->lesson->rules;
    forget_progress(app, rules->id);
    game_close(app, false);
    for (int i = 0; i < app->game_count; i++)
        if (app->games[i] == rules)
            app->selected = i;
    app_set_scene(app, SCENE_LOBBY);
}

/* ---- the flow of steps ---- */

bool coach_can_act(const App *app)
{
    const LessonStep *step = current_step(app);
    return step && step->kind == LESSON_PLAY && !app->lesson_step_done;
}

void coach_update(App *app, bool held)
{
    const LessonStep *step = current_step(app);
    if (!step || held || app->lesson_step_done || step->kind != LESSON_BOT)
        return;
    double at = app->lesson_step_at + (app->opts.fast_bots ? 0.0 : BOT_STEP_DELAY);
    if (app->ui->now < at) {
        ui_request_wake(app->ui, at);
        return;
    }
    app->lesson_step_done = true;
    if (!game_play_move(app, step->move))
        fprintf(stderr, "moguls: the lesson's move '%s' was refused\n", step->move);
}

void coach_try_move(App *app, const char *move)
{
    if (!coach_can_act(app))
        return;
    if (!lesson_is_taught(app->lesson, app->match, app->lesson_step, move)) {
        lesson_refusal(app->lesson, app->match, app->lesson_step, move, app->coach_reply,
                       sizeof app->coach_reply);
        ui_sound_play(app->ui->sound, UI_SOUND_ERROR);
        app->dirty = true;
        return;
    }
    if (game_play_move(app, move))
        next_step(app); /* the next step's words tell what happened */
}

bool coach_turn_text(const App *app, char *out, size_t outlen)
{
    const LessonStep *step = current_step(app);
    if (step && step->kind == LESSON_PLAY)
        return false;
    if (step && step->kind == LESSON_BOT && !app->lesson_step_done)
        return false;
    snprintf(out, outlen, "%s",
             step ? _("Lesson: read the coach's words, then Next")
                  : _("Lesson over: Play a real game when you are ready"));
    return true;
}

/* ---- drawing ---- */

/* Where a named thing is: the shell's own, else the board's (GameView.locate). */
static bool locate(App *app, const char *name, SDL_Rect *out)
{
    static const struct {
        const char *name, *widget;
    } buttons[] = {{"undo", N_("Undo")}, {"help", N_("Help")}, {"menu", N_("Menu")}};
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
        if (!strcmp(name, buttons[i].name))
            return ui_widget_find(app->ui, _(buttons[i].widget), out);
    if (!strcmp(name, "header")) {
        *out = (SDL_Rect){0, 0, app->ui->pixel_w, ui_px(app->ui, GAME_HEADER_H)};
        return true;
    }
    if (!strcmp(name, "log")) {
        *out = app->log_area;
        return true;
    }
    ViewFrame f = game_frame(app);
    return app->view->locate && app->view->locate(app->view_data, &f, name, out);
}

/* Where an arrow `size` long pointing at the ring lies, coming from `side` (0 above, 1 below,
 * 2 left, 3 right), its tip `gap` away from the ring. */
static SDL_Rect arrow_box(SDL_Rect ring, int side, int size, int gap)
{
    int cx = ring.x + ring.w / 2, cy = ring.y + ring.h / 2, half = size / 2 + 1;
    switch (side) {
    case 0:
        return (SDL_Rect){cx - half, ring.y - gap - 2 * size, 2 * half, 2 * size};
    case 1:
        return (SDL_Rect){cx - half, ring.y + ring.h + gap, 2 * half, 2 * size};
    case 2:
        return (SDL_Rect){ring.x - gap - 2 * size, cy - half, 2 * size, 2 * half};
    default:
        return (SDL_Rect){ring.x + ring.w + gap, cy - half, 2 * size, 2 * half};
    }
}

/* Whether an arrow there would lie over a piece or a badge (what the view keeps move marks clear
 * of: numbers are read on them) other than the one pointed at, or leave the window. */
static bool arrow_in_the_way(const Ui *ui, SDL_Rect box, SDL_Rect target)
{
    if (box.x < 0 || box.y < 0 || box.x + box.w > ui->pixel_w || box.y + box.h > ui->pixel_h)
        return true;
    for (int i = 0; i < ui->mark_clear_count; i++)
        if (SDL_HasIntersection(&ui->mark_clear[i], &box) &&
            !SDL_HasIntersection(&ui->mark_clear[i], &target))
            return true;
    return false;
}

/* An arrow pointing at the ring of `target`: from above, else from the first side where it hides
 * no piece's number (below, left, right); none where every side would (a coin amid the pool's:
 * the ring alone shows it). */
static void draw_arrow(Ui *ui, SDL_Rect ring, SDL_Rect target, SDL_Color colour)
{
    int size = ui_px(ui, 12), gap = ui_px(ui, 4), side = 0;
    while (side < 4 && arrow_in_the_way(ui, arrow_box(ring, side, size, gap), target))
        side++;
    if (side == 4)
        return;
    bool across = side >= 2;                           /* the arrow runs across, not up and down */
    float dir = side == 0 || side == 2 ? -1.0f : 1.0f; /* from the tip towards the tail */
    float tip = (float)(side == 0   ? ring.y - gap
                        : side == 1 ? ring.y + ring.h + gap
                        : side == 2 ? ring.x - gap
                                    : ring.x + ring.w + gap);
    float mid = (float)(across ? ring.y + ring.h / 2 : ring.x + ring.w / 2), s = (float)size;
    /* (along, aside): along the arrow's length, aside across it */
    float shaft[4] = {tip + dir * 2 * s, mid, tip, mid},
          left[4] = {tip + dir * s / 2, mid - s / 2, tip, mid},
          right[4] = {tip + dir * s / 2, mid + s / 2, tip, mid};
    float *parts[3] = {shaft, left, right}, widths[3] = {s / 2, s / 3, s / 3};
    for (int k = 0; k < 3; k++) {
        float *p = parts[k];
        if (across)
            ui_line(ui, p[0], p[1], p[2], p[3], widths[k], colour);
        else
            ui_line(ui, p[1], p[0], p[3], p[2], widths[k], colour);
    }
}

void coach_draw_pointers(App *app)
{
    const LessonStep *step = current_step(app);
    if (!step)
        return;
    Ui *ui = app->ui;
    float pulse = ui->anim_speed > 0 ? 0.5f + 0.5f * (float)SDL_sin(ui->now * 4.0) : 1.0f;
    SDL_Color gold = ui_colour(UI_GOLD);
    gold.a = (Uint8)(150 + 105 * pulse);
    for (int k = 0; k < step->point_count; k++) {
        SDL_Rect r;
        if (!locate(app, step->points[k], &r))
            continue;
        char label[LESSON_NAME_MAX + 16];
        snprintf(label, sizeof label, "pointer %s", step->points[k]);
        ui_widget_record(ui, label, r); /* tests find where each pointer was drawn */
        /* the ring keeps a few pixels off what it rings (a text's letters stay on their own
         * ground), and passes under a number it meets (a stack's height on a tile's corner) */
        int width = ui_px(ui, 3), grow = width + ui_px(ui, 4);
        SDL_Rect ring = {r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow};
        ui_marks_outline_clear(ui, ring, r, width, ui_px(ui, 3), gold);
        draw_arrow(ui, ring, r, gold);
    }
    if (ui->anim_speed > 0)
        ui_request_frame(ui);
}

/* The coach's words, one paragraph a line; returns the y below them. */
static int draw_words(Ui *ui, const char *text, UiTextStyle style, SDL_Rect box, int y)
{
    int gap = ui_px(ui, 8);
    while (text && *text) {
        const char *end = strchr(text, '\n');
        char para[1200];
        snprintf(para, sizeof para, "%.*s", end ? (int)(end - text) : (int)strlen(text), text);
        y += ui_text_wrapped(ui, para, style, box.x, y, box.w, 0, true) + gap;
        text = end ? end + 1 : NULL;
    }
    return y;
}

void coach_draw(App *app, SDL_Rect panel)
{
    Ui *ui = app->ui;
    const Lesson *l = app->lesson;
    const LessonStep *step = current_step(app);
    ui_round_rect_border(ui, panel, ui_px(ui, 12), ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));
    int pad = ui_px(ui, 14);
    SDL_Rect inner = {panel.x + pad, panel.y + pad, panel.w - 2 * pad, panel.h - 2 * pad};
    char head[160];
    if (step)
        snprintf(head, sizeof head, _("Coach  -  step %d of %d"), app->lesson_step + 1,
                 l->step_count);
    else
        snprintf(head, sizeof head, "%s", _("Coach  -  well done"));
    ui_text(ui, head, ui_style(UI_FONT_DISPLAY, ui_px(ui, 15), ui_colour(UI_GOLD)), inner.x,
            inner.y, 0);
    int bh = ui_px(ui, 38);
    SDL_Rect words = {inner.x, inner.y + ui_px(ui, 28), inner.w, inner.h - ui_px(ui, 28) - bh};
    ui_scroll_clip(ui, &words);
    UiTextStyle plain = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    int y = draw_words(ui, step ? step->text : l->summary, plain, words, words.y);
    if (app->coach_reply[0])
        draw_words(ui, app->coach_reply,
                   ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_ACCENT)), words, y);
    ui_scroll_clip(ui, NULL);

    SDL_Rect right = {inner.x + inner.w / 2 + ui_px(ui, 4), inner.y + inner.h - bh,
                      inner.w / 2 - ui_px(ui, 4), bh};
    SDL_Rect left = {inner.x, right.y, inner.w / 2 - ui_px(ui, 4), bh};
    if (!step) {
        if (ui_button(ui, (SDL_Rect){inner.x, right.y, inner.w, bh}, _("Play a real game"),
                      UI_BUTTON_PRIMARY))
            finish(app);
        return;
    }
    bool waiting = step->kind == LESSON_BOT && !app->lesson_step_done;
    if (step->kind != LESSON_PLAY &&
        ui_button_ex(ui, right, _("Next"), UI_BUTTON_PRIMARY, !waiting && !app->holding,
                     app->holding ? _("Read what the table shows first, then Continue") : NULL))
        next_step(app);
    if (ui_button_ex(ui, left, _("Leave lesson"), UI_BUTTON_QUIET, true,
                     _("Back to the lobby; Learn picks the lesson up where you left it"))) {
        save_progress(app);
        game_close(app, false);
        app_set_scene(app, SCENE_LOBBY);
    }
}
