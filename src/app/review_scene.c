/* The Review screen: the finished game played back with, at each of a human's decisions, what
 * the hard bot would have chosen from that seat's information (src/records/review.h), the chance
 * of winning before and after the move played, and the three decisions that cost the most, each
 * a click from the board where it was made. The review is computed once, on a worker thread of
 * its own (a progress bar and Cancel; the window never waits), and kept with the game in the
 * history. The board is the replay's (replay.c), drawn for the same viewer as the live board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_internal.h"
#include "core/strbuf.h"
#include "records/review.h"

typedef struct ReviewRun {
    SDL_Thread *thread; /* NULL once joined (or when the review was read from the history) */
    atomic_bool cancel, finished;
    atomic_int done, total; /* decisions reviewed so far, of how many */
    Match *match;           /* the worker's own copy of the game */
    int budget;
    Review review; /* the worker's until finished; then the screen's */
    bool ok;
    char err[400];
    bool ready; /* review holds the whole review */
    /* the costliest decisions' moves worded for their seat, worked out once when ready (each
     * needs the board before it, replayed) */
    bool worded;
    char worst_words[REVIEW_WORST][200];
} ReviewRun;

static void wake_main_loop(void)
{
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = SDL_USEREVENT;
    SDL_PushEvent(&wake);
}

static void note_progress(void *ctx, int done, int total)
{
    ReviewRun *run = ctx;
    atomic_store(&run->done, done);
    atomic_store(&run->total, total);
    wake_main_loop(); /* the progress bar moves */
}

static int review_thread(void *data)
{
    ReviewRun *run = data;
    run->ok = review_match(run->match, -1, run->budget, run->match->seed, &run->cancel,
                           note_progress, run, &run->review, run->err, sizeof run->err);
    atomic_store(&run->finished, true);
    wake_main_loop();
    return 0;
}

/* The review kept with this game, if there is one. */
static bool read_kept(App *app, ReviewRun *run)
{
    if (!app->history || app->end_record.id <= 0)
        return false;
    char err[400];
    int found = history_review(app->history, app->end_record.id, &run->review, err, sizeof err);
    if (found < 0)
        fprintf(stderr, "moguls: the kept review cannot be read: %s\n", err);
    return found > 0;
}

static bool start_worker(App *app, ReviewRun *run)
{
    StrBuf record = STRBUF_INIT;
    match_write(app->match, &record);
    run->match = match_read(sb_str(&record), run->err, sizeof run->err);
    sb_free(&record);
    run->budget = app->opts.review_budget;
    run->thread = run->match ? SDL_CreateThread(review_thread, "moguls-review", run) : NULL;
    return run->thread != NULL;
}

void review_open(App *app)
{
    if (!app->match || app->review)
        return;
    ReviewRun *run = calloc(1, sizeof *run);
    if (!run)
        abort();
    app->review = run;
    run->ready = read_kept(app, run);
    if (!run->ready && !start_worker(app, run)) {
        char text[600];
        snprintf(text, sizeof text, _("The review cannot start: %s"),
                 run->err[0] ? run->err : SDL_GetError());
        ui_toast(app->ui, text, true);
        review_close(app);
        return;
    }
    app->replaying = true;
    app->replay_from = 0;
    replay_show(app, run->ready && run->review.worst_count
                         ? run->review.decision[run->review.worst[0]].move
                         : app->match->move_count);
    app_set_scene(app, SCENE_REVIEW);
}

void review_close(App *app)
{
    ReviewRun *run = app->review;
    if (!run)
        return;
    if (run->thread) {
        atomic_store(&run->cancel, true);
        SDL_WaitThread(run->thread, NULL);
    }
    review_free(&run->review);
    match_free(run->match);
    free(run);
    app->review = NULL;
    replay_close(app);
    if (app->scene == SCENE_REVIEW)
        app_set_scene(app, app->match ? SCENE_END : SCENE_LOBBY);
}

/* The worker has finished: its review is kept with the game (once), or the reason is said. */
static void collect(App *app, ReviewRun *run)
{
    SDL_WaitThread(run->thread, NULL);
    run->thread = NULL;
    if (!run->ok) {
        char text[600];
        snprintf(text, sizeof text, _("The review stopped: %s"), run->err);
        ui_toast(app->ui, text, true);
        review_close(app);
        return;
    }
    run->ready = true;
    char err[400];
    if (app->history && app->end_record.id > 0 &&
        !history_keep_review(app->history, app->end_record.id, &run->review, err, sizeof err)) {
        char text[600];
        snprintf(text, sizeof text, _("The review could not be kept with the game: %s"), err);
        ui_toast(app->ui, text, true);
    }
    if (run->review.worst_count)
        replay_show(app, run->review.decision[run->review.worst[0]].move);
}

/* The decision made at the board shown (the board before it), or NULL. */
static const ReviewDecision *decision_at(const ReviewRun *run, int at)
{
    for (int i = 0; i < run->review.count; i++)
        if (run->review.decision[i].move == at)
            return &run->review.decision[i];
    return NULL;
}

/* The next reviewed decision after (dir > 0) or before the board shown; -1 if none. */
static int next_decision(const ReviewRun *run, int at, int dir)
{
    int found = -1;
    for (int i = 0; i < run->review.count; i++) {
        int move = run->review.decision[i].move;
        if (dir > 0 ? move > at && (found < 0 || move < found)
                    : move < at && (found < 0 || move > found))
            found = move;
    }
    return found;
}

/* The header bar: the game, where the replay stands, stepping, and back to the results. */
static void draw_header(App *app)
{
    Ui *ui = app->ui;
    SDL_Rect bar = {0, 0, ui->pixel_w, ui_px(ui, GAME_HEADER_H)};
    ui_gradient_rect(ui, bar, ui_rgba(0x2b231d, 255), ui_rgba(0x1a1410, 255));
    ui_fill_rect(ui, (SDL_Rect){0, bar.h - 2, bar.w, 1}, ui_rgba(0xb08d4a, 255));
    char title[160];
    /* TRANSLATORS: the Review screen's title: "Review: Takeover" */
    snprintf(title, sizeof title, _("Review: %s"), app->match->rules->name);
    ui_text_fit(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 22), ui_colour(UI_GOLD)),
                ui_px(ui, 24), bar.h / 2, ui_px(ui, 330), UI_ALIGN_MIDDLE);
    int bh = ui_px(ui, 40), gap = ui_px(ui, 10), by = (bar.h - bh) / 2;
    int bw = ui_button_width(ui, _("Forward"), bh, ui_px(ui, 100));
    bw = ui_button_width(ui, _("Back"), bh, bw);
    int results_w = ui_button_width(ui, _("Results"), bh, ui_px(ui, 120));
    SDL_Rect results = {ui->pixel_w - ui_px(ui, 20) - results_w, by, results_w, bh};
    SDL_Rect fwd = {results.x - 2 * gap - bw, by, bw, bh};
    SDL_Rect back = {fwd.x - gap - bw, by, bw, bh};
    char where[80];
    if (app->replay_at < app->match->move_count) /* the board before that move */
        snprintf(where, sizeof where, _("Move %d of %d"), app->replay_at + 1,
                 app->match->move_count);
    else
        snprintf(where, sizeof where, "%s", _("After the last move"));
    ui_text(ui, where, ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT)), back.x - 2 * gap,
            bar.h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    if (ui_button_ex(ui, back, _("Back"), UI_BUTTON_NORMAL, app->replay_at > 0,
                     _("The board one move earlier (Left arrow)")))
        replay_show(app, app->replay_at - 1);
    if (ui_button_ex(ui, fwd, _("Forward"), UI_BUTTON_NORMAL,
                     app->replay_at < app->match->move_count,
                     _("The board one move later (Right arrow)")))
        replay_show(app, app->replay_at + 1);
    if (ui_button_ex(ui, results, _("Results"), UI_BUTTON_PRIMARY, true,
                     _("Back to the end of the game (Escape)")))
        review_close(app);
}

/* While the worker reviews: how far it is, and Cancel. */
static void draw_progress(App *app, ReviewRun *run, SDL_Rect panel)
{
    Ui *ui = app->ui;
    int pad = ui_px(ui, 18), y = panel.y + pad;
    ui_text_fit(ui, _("Reviewing the game"),
                ui_style(UI_FONT_DISPLAY, ui_px(ui, 20), ui_colour(UI_GOLD)), panel.x + pad, y,
                panel.w - 2 * pad, 0);
    y += ui_px(ui, 40);
    int done = atomic_load(&run->done), total = atomic_load(&run->total);
    char text[160];
    snprintf(text, sizeof text, _("%d of %d decisions weighed"), done, total);
    ui_text_fit(ui, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT)),
                panel.x + pad, y, panel.w - 2 * pad, 0);
    y += ui_px(ui, 30);
    SDL_Rect track = {panel.x + pad, y, panel.w - 2 * pad, ui_px(ui, 14)};
    ui_fill_round_rect(ui, track, track.h / 2, ui_rgba(0x000000, 90));
    SDL_Rect fill = track;
    fill.w = total > 0 ? (int)((long)track.w * done / total) : 0;
    if (fill.w > 0)
        ui_fill_round_rect(ui, fill, track.h / 2, ui_colour(UI_GOLD));
    ui_widget_record(ui, "review progress", fill);
    y += ui_px(ui, 34);
    SDL_Rect cancel = {panel.x + pad, y, ui_button_width(ui, _("Cancel"), ui_px(ui, 44), 120),
                       ui_px(ui, 44)};
    if (ui_button_ex(ui, cancel, _("Cancel"), UI_BUTTON_NORMAL, true,
                     _("Stop the review and go back to the results")))
        review_close(app);
}

static void word_worst(App *app, ReviewRun *run)
{
    if (run->worded)
        return;
    run->worded = true;
    const char *names[MAX_SEATS];
    match_names(app->match, names);
    for (int i = 0; i < run->review.worst_count; i++) {
        const ReviewDecision *d = &run->review.decision[run->review.worst[i]];
        GameState *before = match_state_after(app->match, d->move);
        StrBuf words = STRBUF_INIT;
        game_word_move(before, d->played, names, &words);
        snprintf(run->worst_words[i], sizeof run->worst_words[i], "%s", sb_str(&words));
        sb_free(&words);
        game_free(before);
    }
}

/* One line of the costliest decisions: a click shows the board where it was made. The move
 * played is in words where they fit the button, else in its tooltip. */
static int draw_worst(App *app, const ReviewRun *run, int rank, SDL_Rect row)
{
    Ui *ui = app->ui;
    const ReviewDecision *d = &run->review.decision[run->review.worst[rank]];
    const char *words = run->worst_words[rank];
    char label[300];
    /* TRANSLATORS: one of the costliest decisions: the move's number, what was played (an
     * infinitive phrase), and the chance of winning it gave up ("Move 34: take the 5 of suns,
     * -38%") */
    snprintf(label, sizeof label, _("Move %d: %s, -%d%%"), d->move + 1, words,
             review_percent(review_cost(d)));
    int w, h;
    ui_text_size(ui, label, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT)), &w, &h);
    bool fits = w <= row.w - ui_px(ui, 12);
    if (!fits)
        /* TRANSLATORS: one of the costliest decisions where its move does not fit: the move's
         * number and the chance of winning it gave up ("Move 34, -38%") */
        snprintf(label, sizeof label, _("Move %d, -%d%%"), d->move + 1,
                 review_percent(review_cost(d)));
    bool shown = app->replay_at == d->move;
    char name[32];
    snprintf(name, sizeof name, "costliest %d", rank + 1);
    ui_widget_record(ui, name, row);
    if (ui_button_ex(ui, row, label, shown ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL, true,
                     fits ? _("Show the board where this decision was made") : words))
        replay_show(app, d->move);
    return row.h;
}

/* What the board shown asks: the decision made there, the hard bot's choice, the chances. */
static int draw_decision(App *app, const ReviewRun *run, SDL_Rect r)
{
    Ui *ui = app->ui;
    const ReviewDecision *d = decision_at(run, app->replay_at);
    UiTextStyle body = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    UiTextStyle strong = ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT));
    int line = ui_px(ui, 22), y = r.y;
    char text[300];
    if (!d) {
        ui_text_fit(ui, _("No decision of yours here: step on, or pick one below"), body, r.x, y,
                    r.w, 0);
        return line;
    }
    const char *names[MAX_SEATS];
    match_names(app->match, names);
    StrBuf words = STRBUF_INIT;
    review_played_text(d, app->replay_state, names, &words);
    y += ui_text_wrapped(ui, sb_str(&words), strong, r.x, y, r.w, 0, true) + ui_px(ui, 4);
    sb_clear(&words);
    review_suggested_text(d, app->replay_state, names, &words);
    y += ui_text_wrapped(ui, sb_str(&words), body, r.x, y, r.w, 0, true) + ui_px(ui, 4);
    sb_free(&words);
    snprintf(text, sizeof text, _("Chance of winning: %d%% before, %d%% after"),
             review_percent(d->win_best), review_percent(d->win_played));
    SDL_Rect at = ui_text_fit(ui, text, body, r.x, y, r.w, 0);
    ui_widget_record(ui, "review chances", at);
    ui_tooltip(ui, at,
               _("Before: with the best move the search found. After: with the move played. "
                 "Searched from what this seat knew then, never from the hidden cards"));
    return y + line - r.y;
}

/* The panel beside the board once the review is ready. */
static void draw_findings(App *app, ReviewRun *run, SDL_Rect panel)
{
    Ui *ui = app->ui;
    int pad = ui_px(ui, 16), w = panel.w - 2 * pad, x = panel.x + pad, y = panel.y + pad;
    word_worst(app, run);
    y += draw_decision(app, run, (SDL_Rect){x, y, w, 0}) + ui_px(ui, 10);
    int bh = ui_px(ui, 36), half = (w - ui_px(ui, 8)) / 2;
    int before = next_decision(run, app->replay_at, -1),
        after = next_decision(run, app->replay_at, 1);
    const char *previous = _("Previous decision"), *next = _("Next decision");
    /* side by side, or one above the other where a label would not fit half the panel (German) */
    bool stacked =
        ui_button_width(ui, previous, bh, 0) > half || ui_button_width(ui, next, bh, 0) > half;
    SDL_Rect previous_at = {x, y, stacked ? w : half, bh};
    SDL_Rect next_at = stacked ? (SDL_Rect){x, y + bh + ui_px(ui, 6), w, bh}
                               : (SDL_Rect){x + w - half, y, half, bh};
    if (ui_button_ex(ui, previous_at, previous, UI_BUTTON_NORMAL, before >= 0, NULL))
        replay_show(app, before);
    if (ui_button_ex(ui, next_at, next, UI_BUTTON_NORMAL, after >= 0, NULL))
        replay_show(app, after);
    y = next_at.y + bh + ui_px(ui, 18);
    UiTextStyle head = ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_GOLD));
    ui_text_fit(ui, _("Costliest decisions"), head, x, y, w, 0);
    y += ui_px(ui, 26);
    if (run->review.worst_count == 0) {
        ui_text_fit(ui, _("None: every decision matched the hard bot's"),
                    ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT)), x, y, w, 0);
        y += ui_px(ui, 26);
    }
    for (int i = 0; i < run->review.worst_count; i++)
        y += draw_worst(app, run, i, (SDL_Rect){x, y, w, bh}) + ui_px(ui, 6);
    y += ui_px(ui, 14);
    ui_text_fit(ui, _("Scores across the game"), head, x, y, w, 0);
    y += ui_px(ui, 22);
    SDL_Rect chart = {x, y, w, panel.y + panel.h - pad - y};
    if (chart.h > ui_px(ui, 60)) {
        int point = end_draw_series(ui, app->match, &app->end_record.series, chart, app->replay_at);
        if (point >= 0)
            replay_show(app, point);
    }
}

void review_draw(App *app)
{
    ReviewRun *run = app->review;
    if (!run || !app->match) {
        review_close(app);
        return;
    }
    if (run->thread && atomic_load(&run->finished)) {
        collect(app, run);
        if (!app->review)
            return;
    }
    Ui *ui = app->ui;
    game_draw(app); /* the replay's board, its log beside it */
    ui->input_blocked = false;
    int margin = ui_px(ui, 16), w = ui_px(ui, 300); /* over the log's column (game_draw) */
    SDL_Rect panel = {ui->pixel_w - w - margin, ui_px(ui, GAME_HEADER_H) + margin, w,
                      ui->pixel_h - ui_px(ui, GAME_HEADER_H) - 2 * margin};
    ui_shadow(ui, panel, ui_px(ui, 12), ui_px(ui, 6));
    ui_round_rect_border(ui, panel, ui_px(ui, 12), ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));
    if (run->ready)
        draw_findings(app, run, panel);
    else
        draw_progress(app, run, panel);
    if (app->review)
        draw_header(app);
}

void review_event(App *app, const SDL_Event *e)
{
    if (!app->review || e->type != SDL_KEYDOWN)
        return;
    if (e->key.keysym.sym == SDLK_LEFT)
        replay_show(app, app->replay_at - 1);
    else if (e->key.keysym.sym == SDLK_RIGHT)
        replay_show(app, app->replay_at + 1);
}
