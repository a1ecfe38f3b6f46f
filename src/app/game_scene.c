/* The game scene: hosts a game's view; the header, log, undo, menu; bots on a worker thread;
 * autosave; the pass-the-device screen. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ai/bot.h"
#include "app_internal.h"
#include "game_hint.h"
#include "online.h"

#define LOG_W 300     /* the side column: the log, or the rules beside the board (Help) */
#define END_DELAY 1.2 /* seconds to look at the last move before the end screen */
#define REHEARSAL_DELAY 0.05 /* seconds after a move is shown before the next one is rehearsed */
#define HOLD_LOOK 2.5 /* seconds a bot-only table looks at a held reveal (at normal speed) */

int game_humans(const Match *m)
{
    int n = 0;
    for (int i = 0; i < m->opts.players; i++)
        n += !m->seats[i].bot;
    return n;
}

static int only_human(const Match *m)
{
    int seat = -1;
    for (int i = 0; i < m->opts.players; i++)
        if (!m->seats[i].bot) {
            if (seat >= 0)
                return -1;
            seat = i;
        }
    return seat;
}

/* The moves from `from` on, the newest VIEW_RECENT_MAX of them. */
static void fill_recent(const Match *m, int from, ViewFrame *f)
{
    if (m->move_count - from > VIEW_RECENT_MAX)
        from = m->move_count - VIEW_RECENT_MAX;
    f->recent_count = 0;
    for (int i = from; i < m->move_count; i++)
        f->recent[f->recent_count++] = i;
}

ViewFrame game_frame(const App *app)
{
    if (app->replaying)
        return replay_frame(app);
    const Match *m = app->match;
    ViewFrame f = {0};
    f.match = m;
    f.viewer = app->secrets_hidden ? -1 : app->viewer;
    f.to_move = game_to_move(m->state);
    f.can_act = f.to_move != GAME_OVER && !m->seats[f.to_move].bot && app->scene == SCENE_GAME &&
                !app->menu_open && app->viewer == f.to_move && !app->holding &&
                (!app->lesson || coach_can_act(app)) &&
                (!online_board_shown(app) || online_board_can_act(app));
    f.last_move = m->move_count ? m->moves[m->move_count - 1] : "";
    f.last_mover = m->move_count ? m->mover[m->move_count - 1] : -1;
    f.time = app->ui->anim_speed > 0 ? app->ui->now : 0.0; /* animations off: nothing pulses */
    f.money = &app->money;
    fill_recent(m, match_since_turn(m, app->viewer), &f);
    return f;
}

/* Saving can fail (a full disk, a folder without write permission): the player is told once,
 * and plays on. */
static void warn_unsaved(App *app, const char *why)
{
    if (app->save_warned)
        return;
    app->save_warned = true;
    char text[1400];
    snprintf(text, sizeof text,
             _("This game cannot be saved (%s). You can play on, but it will "
               "not be kept."),
             why);
    fprintf(stderr, "moguls: %s\n", text);
    ui_toast(app->ui, text, true);
}

/* The whole game to its file (a journal the moves are then appended to), on the writer's
 * thread; `begins`: the game starts or is resumed in that file. */
static void autosave(App *app, bool begins)
{
    if (!app->autosave_path[0])
        return; /* no file could be made for this game: already said */
    StrBuf text = STRBUF_INIT;
    match_write_journal(app->match, &text);
    if (begins)
        autosaver_begin(app->autosaver, app->autosave_path, sb_str(&text));
    else
        autosaver_whole(app->autosaver, app->autosave_path, sb_str(&text));
    sb_free(&text);
}

/* Another program put a file of its own where this game's was (e.g. a second window playing
 * the same saved game): that file is left as it is, and this game goes on in a new one. */
static void go_on_in_new_file(App *app)
{
    if (!app->match || !app->autosave_written || game_over(app->match->state))
        return;
    char err[1300];
    if (!saves_new_path(app->pref_dir, SAVE_IN_PROGRESS, app->match->rules->id, app->autosave_path,
                        sizeof app->autosave_path, err, sizeof err)) {
        app->autosave_path[0] = '\0';
        warn_unsaved(app, err);
        return;
    }
    autosave(app, true);
    ui_toast(app->ui,
             _("Another program replaced this game's file. It is left as it is, and this "
               "game goes on in a file of its own."),
             false);
}

/* The writer's news: a failed save is said once, a later success lets the next failure be said
 * again. */
static void check_autosaves(App *app)
{
    bool ok;
    char err[1400];
    if (autosaver_replaced(app->autosaver))
        go_on_in_new_file(app);
    if (!autosaver_result(app->autosaver, &ok, err, sizeof err))
        return;
    if (ok)
        app->save_warned = false;
    else
        warn_unsaved(app, err);
}

/* The move just played, appended to the game's file: the same cost however long the game. */
static void autosave_move(App *app)
{
    if (!app->autosave_path[0])
        return;
    StrBuf line = STRBUF_INIT;
    match_journal_line(app->match, app->match->move_count - 1, &line);
    autosaver_append(app->autosaver, app->autosave_path, sb_str(&line));
    sb_free(&line);
}

/* Removes this game's own file once the game has ended (after what is queued for it). */
static void drop_autosave(App *app)
{
    if (app->autosave_written && app->autosave_path[0])
        autosaver_remove(app->autosaver, app->autosave_path);
    app->autosave_written = false;
}

/* The file this game autosaves to: its own when resumed, else a new one. */
static void choose_autosave_path(App *app, const Match *m, const char *resume_path)
{
    char err[1300];
    app->save_warned = false;
    app->autosave_path[0] = '\0';
    app->autosave_written = true; /* the file is this game's own from now on */
    if (resume_path)              /* GAME_NO_FILE: "" */
        snprintf(app->autosave_path, sizeof app->autosave_path, "%s", resume_path);
    else if (!saves_new_path(app->pref_dir, SAVE_IN_PROGRESS, m->rules->id, app->autosave_path,
                             sizeof app->autosave_path, err, sizeof err))
        warn_unsaved(app, err);
}

bool game_start(App *app, Match *m, const char *resume_path)
{
    const GameView *view = view_find(m->rules->id);
    char err[400] = "";
    if (!view) {
        snprintf(app->lobby_message, sizeof app->lobby_message,
                 _("%s has no game board in this version yet, so it cannot be played here."),
                 m->rules->name);
        app->lobby_message_is_error = true;
        if (!online_board_owns(app, m))
            match_free(m);
        app_set_scene(app, SCENE_LOBBY);
        return false;
    }
    if (app->match)
        game_close(app, true);
    ViewContext ctx = {app->ui, m};
    void *data = view->create(&ctx, err, sizeof err);
    if (!data) {
        snprintf(app->lobby_message, sizeof app->lobby_message, _("%s cannot start: %s"),
                 m->rules->name, err[0] ? err : _("its board failed to open"));
        app->lobby_message_is_error = true;
        if (!online_board_owns(app, m))
            match_free(m);
        app_set_scene(app, SCENE_LOBBY);
        return false;
    }
    app->match = m;
    app->view = view;
    app->view_data = data;
    app->game_index = 0;
    for (int i = 0; i < app->game_count; i++)
        if (app->games[i] == m->rules)
            app->game_index = i;
    app->viewer = only_human(m);
    app->viewer_private = false;
    app->private_known.moves = -1;
    app->secrets_hidden = false;
    app->bot_result = false;
    app->bot_rehearsed = false;
    app->bot_running = false;
    app->menu_open = false;
    app->log_scroll = 0;
    app->game_over_at = 0;
    app->end_shown = false;
    app->kept_game = false;
    app->skipping = false;
    app->holding = false;
    app->anim_until = 0;
    app->last_move_at = app->ui->now;
    app->turn_sounded = -1;
    app->board_area = (SDL_Rect){0, 0, 0, 0};
    app->lobby_message[0] = '\0';
    game_motion_reset(app);
    app->help_beside = false;
    choose_autosave_path(app, m, resume_path);
    if (view->reset) {
        ViewFrame f = game_frame(app);
        view->reset(data, &f);
    }
    if (!game_over(m->state))
        autosave(app, true);
    app_set_scene(app, SCENE_GAME);
    return true;
}

bool game_load(App *app, const char *path)
{
    char err[1400];
    Match *m = match_load(path, err, sizeof err);
    if (!m) {
        snprintf(app->lobby_message, sizeof app->lobby_message,
                 _("This game cannot be opened, and its file was left as it is: %s"), err);
        app->lobby_message_is_error = true;
        app_set_scene(app, SCENE_LOBBY);
        return false;
    }
    int torn_line = m->torn_line, moves = m->move_count;
    if (!game_start(app, m, saves_is_in_progress(app->pref_dir, path) ? path : NULL))
        return false;
    if (torn_line) { /* the program stopped while it added a move to the file */
        char text[400];
        snprintf(text, sizeof text,
                 _("The last move in this game's file was cut short (line %d), so it is left "
                   "out: the game goes on after move %d."),
                 torn_line, moves);
        fprintf(stderr, "moguls: %s: %s\n", path, text);
        ui_toast(app->ui, text, true);
    }
    return true;
}

void game_close(App *app, bool keep_autosave)
{
    review_close(app);
    end_forget(app);
    replay_close(app);
    bot_stop(app);
    game_hint_stop(app);
    coach_stop(app);
    if (app->view && app->view_data)
        app->view->destroy(app->view_data);
    if (!keep_autosave && app->match)
        drop_autosave(app);
    autosaver_flush(app->autosaver); /* the lobby lists the files as they now are */
    if (autosaver_replaced(app->autosaver)) {
        go_on_in_new_file(app);
        autosaver_flush(app->autosaver);
    }
    bool ok;
    char err[1400];
    if (autosaver_result(app->autosaver, &ok, err, sizeof err) && !ok)
        fprintf(stderr, "moguls: %s\n", err);
    if (online_board_owns(app, app->match))
        online_board_closed(app); /* the match is the table's */
    else
        match_free(app->match);
    app->match = NULL;
    app->view = NULL;
    app->view_data = NULL;
}

/* ---- bots ---- */

static int bot_thread(void *data)
{
    BotJob *job = data;
    job->found = bot_choose(job->state, job->level, job->seed, &job->cancel, job->move, NULL);
    atomic_store(&job->done, true);
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = SDL_USEREVENT; /* wakes the main loop */
    SDL_PushEvent(&wake);
    return 0;
}

/* The bot's seed comes from the match seed and the move number, so a replay is reproducible. */
static uint64_t bot_seed(const Match *m)
{
    uint64_t x = m->seed ^ (0x9E3779B97F4A7C15ULL * (uint64_t)(m->move_count + 1));
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ULL;
    return x ^ (x >> 29);
}

static void bot_start(App *app)
{
    Match *m = app->match;
    BotJob *job = &app->bot;
    job->state = game_clone(m->state);
    job->level = m->seats[game_to_move(m->state)].level;
    job->seed = bot_seed(m);
    job->found = false;
    job->for_move_count = m->move_count;
    atomic_store(&job->cancel, false);
    atomic_store(&job->done, false);
    app->bot_running = true;
    job->thread = SDL_CreateThread(bot_thread, "moguls-bot", job);
    if (!job->thread) /* no threads: decide here (the window waits for it) */
        bot_thread(job);
}

static void bot_join(App *app)
{
    BotJob *job = &app->bot;
    if (job->thread)
        SDL_WaitThread(job->thread, NULL);
    job->thread = NULL;
    game_free(job->state);
    job->state = NULL;
    app->bot_running = false;
}

void bot_stop(App *app)
{
    if (app->bot_running) {
        atomic_store(&app->bot.cancel, true);
        bot_join(app);
    }
    app->bot_result = false;
    app->bot_rehearsed = false;
}

static double bot_pace(const App *app)
{
    return app->opts.fast_bots ? 0.0 : app->settings.bot_pace_ms / 1000.0;
}

/* When the next bot move may be shown: once the last move's animation is over and the bot pace
 * has passed since it was played (the pace counts from the move, so a short animation does not
 * lengthen it). Skipping plays at once. */
static double next_bot_time(const App *app)
{
    if (app->skipping)
        return 0.0;
    double paced = app->last_move_at + bot_pace(app);
    return paced > app->anim_until ? paced : app->anim_until;
}

/* ---- playing ---- */

static bool view_holds_play(App *app);

static bool play_move(App *app, const char *move, bool animate)
{
    Match *m = app->match;
    char err[300];
    int mover = game_to_move(m->state);
    GameState *before = game_clone(m->state);
    app->private_known.moves = -1;
    if (!match_play(m, move, err, sizeof err)) {
        char text[400];
        snprintf(text, sizeof text, _("Not allowed: %s"), err);
        ui_toast(app->ui, text, true);
        game_free(before);
        return false;
    }
    game_move_shown(app, before, move, mover, animate);
    game_free(before);
    if (!game_over(m->state))
        autosave_move(app);
    return true;
}

void game_move_shown(App *app, const GameState *before, const char *move, int mover, bool animate)
{
    if (app->view->move_played) {
        ViewFrame f = game_frame(app);
        app->view->move_played(app->view_data, &f, before, move, mover, animate);
    }
    game_motion_move(app, before, animate);
    app->last_move_at = app->ui->now;
    /* only tweens this move started end later than now; an unanimated move has none */
    app->anim_until = animate ? app->ui->tweens_until : app->ui->now;
    app->holding = view_holds_play(app); /* nobody acts on a reveal the table must read first */
    app->hold_since = app->ui->now;
    app->log_scroll = 0;
    app->dirty = true;
}

void game_state_replaced(App *app)
{
    if (app->view->reset) {
        ViewFrame f = game_frame(app);
        app->view->reset(app->view_data, &f);
    }
    game_motion_reset(app);
    app->holding = view_holds_play(app);
    app->last_move_at = app->ui->now;
    app->dirty = true;
}

bool game_play_move(App *app, const char *move)
{
    return play_move(app, move, true);
}

/* Keeps the finished game in the history; only then is its autosave dropped, so a game that
 * cannot be kept stays in Saved games. */
static void keep_finished_game(App *app)
{
    if (online_board_shown(app))
        return; /* the server keeps it: this mirror has no seed to replay */
    const Match *m = app->match;
    HistoryKind kind = app->lesson   ? HISTORY_LESSON
                       : m->practice ? HISTORY_PRACTICE
                                     : HISTORY_RATED;
    History *h = app_history(app);
    char err[1400];
    int64_t id = h ? history_add(h, m, kind, (int64_t)time(NULL), err, sizeof err) : 0;
    end_note_kept(app, app->match, id);
    if (id > 0) {
        drop_autosave(app);
        return;
    }
    if (h) {
        char text[1600];
        snprintf(text, sizeof text,
                 _("This game could not be kept in the history (%s); it stays in Saved games."),
                 err);
        ui_toast(app->ui, text, true);
    }
}

static void update_over(App *app)
{
    Ui *ui = app->ui;
    if (app->game_over_at == 0) {
        app->game_over_at = ui->now;
        keep_finished_game(app);
    }
    app->skipping = false;
    if (app->end_shown || app->scene != SCENE_GAME || app->menu_open)
        return;
    if (app->holding) { /* the end-game reveals first; the end screen follows their last part */
        app->game_over_at = ui->now;
        return;
    }
    game_motion_end(app); /* the winners come forward while the table looks at the last move */
    double delay = app->opts.fast_bots ? 0.0 : END_DELAY;
    if (ui->now >= app->game_over_at + delay) {
        app->end_shown = true;
        app_set_scene(app, SCENE_END);
    } else {
        ui_request_wake(ui, app->game_over_at + delay);
    }
}

static bool view_holds_play(App *app)
{
    if (!app->view->holds_play)
        return false;
    ViewFrame f = game_frame(app);
    return app->view->holds_play(app->view_data, &f);
}

/* A held reveal waits for a human when one is seated and the table animates at all. */
static bool hold_waits_for_human(const App *app)
{
    return game_humans(app->match) > 0 && app->ui->anim_speed > 0;
}

void game_release_hold(App *app)
{
    if (!app->holding)
        return;
    ViewFrame f = game_frame(app);
    app->view->release_hold(app->view_data, &f);
    app->hold_since = app->ui->now;
    app->holding = view_holds_play(app);
    app->dirty = true;
}

/* Whether play is held now; a bot-only table lets the hold go after a short look. */
static bool update_hold(App *app)
{
    Ui *ui = app->ui;
    bool holds = view_holds_play(app);
    if (holds && !app->holding)
        app->hold_since = ui->now;
    if (holds != app->holding)
        app->dirty = true;
    app->holding = holds;
    if (!holds || hold_waits_for_human(app))
        return holds;
    double until = app->hold_since + (ui->anim_speed > 0 ? HOLD_LOOK / ui->anim_speed : 0.0);
    if (ui->now >= until)
        game_release_hold(app);
    else
        ui_request_wake(ui, until);
    return app->holding;
}

void game_rehearse_move(App *app, const char *move)
{
    Match *m = app->match;
    int count = m->move_count;
    GameState *shown = game_clone(m->state);
    if (match_play(m, move, NULL, 0)) {
        app_rehearse_frame(app);
        match_forget_after(m, count);
        game_copy(m->state, shown); /* in place: whoever holds the state holds it still */
        app->private_known.moves = -1;
        /* the board as shown once more: a view keeps where it drew things for the move's
           animation (a Mint Bid card flies from where the last frame drew it) */
        app_rehearse_frame(app);
    }
    game_free(shown);
}

/* A bot's move waits for its time (the bot pace, or the table reading a reveal): its frame is
 * rehearsed once the board is idle (the last move's animation over, which is when the loop wakes
 * next if it is not yet). */
static void rehearse_bot_move(App *app)
{
    if (app->bot_rehearsed || app->scene != SCENE_GAME || app->replaying)
        return;
    /* not in the step that showed the last move either (a move without animation: the next
       bot may have answered at once), whose frame it would slow */
    double idle_from = fmax(app->anim_until, app->last_move_at + REHEARSAL_DELAY);
    if (app->ui->frame_requested || app->ui->now < idle_from) {
        ui_request_wake(app->ui, idle_from);
        return;
    }
    app->bot_rehearsed = true;
    game_rehearse_move(app, app->bot.move);
}

/* Thinks on the worker thread whatever happens; plays the found move when play is not held and
 * its time has come (next_bot_time). */
static void update_bot(App *app, bool held)
{
    Ui *ui = app->ui;
    if (!app->bot_running && !app->bot_result)
        bot_start(app);
    if (app->bot_running && atomic_load(&app->bot.done)) {
        bool found = app->bot.found;
        bot_join(app);
        if (!found) /* only when the game is over, which was checked: a bug, not a crash */
            return;
        app->bot_result = true;
    }
    if (!app->bot_result)
        return;
    if (held) { /* the table reads a reveal first: the board is idle meanwhile */
        rehearse_bot_move(app);
        return;
    }
    double at = next_bot_time(app);
    if (ui->now < at) {
        ui_request_wake(ui, at);
        rehearse_bot_move(app);
        return;
    }
    app->bot_result = false;
    app->bot_rehearsed = false;
    if (!play_move(app, app->bot.move, !app->skipping))
        fprintf(stderr, "moguls: the bot's move '%s' was refused\n", app->bot.move);
}

/* Hot-seat: whether the board must be hidden from the other humans at the device while `seat`
 * decides: its view holds something the others may not know (game_view_private, worked out once
 * per move and seat: a move played or taken back forgets it). */
static bool turn_is_private(App *app, int seat)
{
    const Match *m = app->match;
    if (game_humans(m) < 2)
        return false;
    if (app->private_known.moves != m->move_count || app->private_known.seat != seat) {
        app->private_known.moves = m->move_count;
        app->private_known.seat = seat;
        app->private_known.is_private = game_view_private(m->state, seat);
    }
    return app->private_known.is_private;
}

/* The turn flow once: holds, the bots, the end, whose turn it is. */
static void update_table(App *app)
{
    Match *m = app->match;
    if (app->replaying)
        return; /* the table waits while the player looks back */
    bool held = app->scene == SCENE_GAME && !app->menu_open && update_hold(app);
    int seat = game_to_move(m->state);
    if (app->lesson) { /* the lesson plays the bots' moves; its summary comes before any result */
        coach_update(app, held || app->scene != SCENE_GAME || app->menu_open);
        if (seat >= 0 && !m->seats[seat].bot)
            app->viewer = seat;
        return;
    }
    if (seat == GAME_OVER) {
        app->secrets_hidden = false;
        update_over(app);
        return;
    }
    if (online_board_shown(app))
        return; /* the server plays the bots; each player has a screen of their own */
    if (app->scene == SCENE_PASS || app->menu_open)
        return;
    if (m->seats[seat].bot) {
        /* hot-seat: the last human's hand leaves the screen while the bots play, since the
           next human may already be looking */
        if (app->viewer >= 0 && turn_is_private(app, app->viewer) && !app->secrets_hidden) {
            app->secrets_hidden = true;
            app->dirty = true;
        }
        update_bot(app, held);
        return;
    }
    app->skipping = false;
    if (held)
        return; /* a pass-the-device screen would cover what the table reads */
    bool private_turn = turn_is_private(app, seat);
    if (app->viewer != seat || (private_turn && !app->viewer_private)) {
        if (private_turn) {
            app->pass_to = seat;
            ui_toasts_clear(app->ui); /* a refusal told the last player is not the next's */
            app_set_scene(app, SCENE_PASS);
            return;
        }
        app->viewer = seat;
        app->dirty = true;
    }
    app->viewer_private = private_turn;
    app->secrets_hidden = false;
    if (app->turn_sounded != m->move_count) {
        app->turn_sounded = m->move_count;
        if (m->move_count > 0 && m->mover[m->move_count - 1] != seat)
            ui_sound_play(app->ui->sound, UI_SOUND_TURN);
    }
}

void game_update(App *app)
{
    online_board_poll(app);
    if (!app->match)
        return;
    check_autosaves(app);
    int moves = app->match->move_count;
    update_table(app);
    /* A move was just played: the next bot starts thinking now, not at the next frame, which
     * may be a long way off when nothing animates. */
    if (app->match && app->match->move_count != moves)
        update_table(app);
    game_hint_update(app);
}

/* Whether the player at the device may undo now, and why not. */
static bool undo_allowed(const App *app, char *why, size_t whylen)
{
    if (app->lesson)
        return fail(why, whylen, "%s",
                    _("A lesson only goes forward (Leave lesson stops it; Learn picks it up "
                      "again)"));
    if (online_board_shown(app))
        return online_board_undo_allowed(app, why, whylen);
    return match_undo_allowed(app->match, app->viewer, why, whylen);
}

static void undo(App *app)
{
    char why[300];
    if (!undo_allowed(app, why, sizeof why)) {
        ui_toast(app->ui, why, true);
        return;
    }
    if (online_board_shown(app))
        return online_board_undo(app); /* the others are asked; the server takes it back */
    bot_stop(app);
    match_undo(app->match, app->viewer, why, sizeof why);
    app->private_known.moves = -1;
    if (app->view->reset) {
        ViewFrame f = game_frame(app);
        app->view->reset(app->view_data, &f);
    }
    app->game_over_at = 0;
    app->end_shown = false;
    app->last_move_at = app->ui->now;
    game_motion_reset(app);
    autosave(app, false);
}

static void save_copy(App *app)
{
    char path[1300], err[1300];
    if (!saves_new_path(app->pref_dir, SAVE_COPY, app->match->rules->id, path, sizeof path, err,
                        sizeof err) ||
        !match_save(app->match, path, err, sizeof err)) {
        ui_toast(app->ui, err, true);
        return;
    }
    char text[1400];
    snprintf(text, sizeof text, _("Saved to %s"), path);
    ui_toast(app->ui, text, false);
}

/* ---- input ---- */

/* A click on the board, Enter or Space tells the shell the table has read a held reveal. */
static bool hold_event(App *app, const SDL_Event *e, bool over_board)
{
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT && over_board) {
        game_release_hold(app);
        return true;
    }
    if (e->type != SDL_KEYDOWN)
        return false;
    SDL_Keycode key = e->key.keysym.sym;
    if (key != SDLK_RETURN && key != SDLK_KP_ENTER && key != SDLK_SPACE)
        return false;
    game_release_hold(app);
    return true;
}

void game_board_move(App *app, const char *move)
{
    if (online_board_shown(app))
        online_board_move(app, move);
    else if (app->lesson)
        coach_try_move(app, move);
    else
        game_play_move(app, move);
}

bool game_event(App *app, const SDL_Event *e)
{
    if (!app->match || app->menu_open || !app->view)
        return false;
    if (online_board_event(app, e))
        return true;
    if (app->replaying)
        return replay_event(app, e);
    Ui *ui = app->ui;
    bool mouse = e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEBUTTONDOWN ||
                 e->type == SDL_MOUSEBUTTONUP || e->type == SDL_MOUSEWHEEL;
    /* Clicks and the wheel go to the view only over its board (the header and the log are the
     * shell's); a release goes where its press went, so a drag can end anywhere. */
    bool over_board = ui_inside(app->board_area, ui->mouse_x, ui->mouse_y);
    if (e->type == SDL_MOUSEBUTTONDOWN)
        app->view_pressed = over_board;
    if ((e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEWHEEL) && !over_board)
        return false;
    if (e->type == SDL_MOUSEBUTTONUP && !app->view_pressed)
        return false;
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN)
        game_motion_finish(app); /* what moves lands now, and the click acts on it */
    if (app->holding && hold_event(app, e, over_board))
        return true;
    if (!mouse && e->type != SDL_KEYDOWN && e->type != SDL_KEYUP)
        return false;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_z && (e->key.keysym.mod & KMOD_CTRL)) {
        undo(app);
        return false;
    }
    ViewFrame f = game_frame(app);
    if (e->type != SDL_MOUSEMOTION && !f.can_act)
        return false;
    char move[MOVE_MAX] = "", reason[VIEW_REASON_MAX] = "";
    f.refusal = reason;
    ViewEventResult r = app->view->handle_event(app->view_data, &f, e, move);
    if (r == VIEW_MOVE && f.can_act)
        game_board_move(app, move);
    else if (r == VIEW_REFUSED)
        ui_toast(ui, reason[0] ? reason : _("That cannot be played now"), true);
    if (r != VIEW_IGNORED)
        app->dirty = true;
    return r != VIEW_IGNORED;
}

/* ---- drawing ---- */

/* What the turn pill says: whose turn and what to do; prompt_only gets the game's prompt alone
 * (or ""), for when the whole sentence does not fit. Both hold n bytes. */
static void turn_text(App *app, char *out, char *prompt_only, size_t n, int *badge_seat)
{
    Match *m = app->match;
    int seat = game_to_move(m->state);
    *badge_seat = seat;
    if (app->holding) {
        char what[200] = "";
        ViewFrame f = game_frame(app);
        if (app->view->hold_prompt)
            app->view->hold_prompt(app->view_data, &f, what, sizeof what);
        if (what[0])
            /* TRANSLATORS: %s says what the table reads (a round's payout, revealed bids) */
            snprintf(out, n, _("%s: click to go on"), what);
        else
            snprintf(out, n, "%s", _("Click to go on"));
        return;
    }
    if (app->lesson && coach_turn_text(app, out, n))
        return;
    if (seat == GAME_OVER) {
        snprintf(out, n, "%s", _("Game over"));
        return;
    }
    if (online_board_waiting(app)) { /* the plate above the board says for what */
        *badge_seat = GAME_OVER;
        snprintf(out, n, "%s", _("Waiting for the table"));
        return;
    }
    const char *name = m->seats[seat].name;
    if (m->seats[seat].bot) {
        int dots = (int)(app->ui->now * 3) % 4;
        /* TRANSLATORS: a bot is choosing its move; %.*s are zero to three dots */
        snprintf(out, n, _("%s is thinking%.*s"), name, dots, "...");
        ui_request_wake(app->ui, ((int)(app->ui->now * 3) + 1) / 3.0);
        return;
    }
    char prompt[200] = "";
    ViewFrame f = game_frame(app);
    if (app->view->prompt && f.can_act)
        app->view->prompt(app->view_data, &f, prompt, sizeof prompt);
    bool you = online_board_shown(app) ? seat == app->viewer : game_humans(m) == 1;
    if (prompt[0]) {
        /* TRANSLATORS: "Your turn" or a player's name, then what to do */
        snprintf(out, n, _("%s: %s"), you ? _("Your turn") : name, prompt);
        snprintf(prompt_only, n, "%s", prompt);
    } else if (you)
        snprintf(out, n, "%s", _("Your turn"));
    else
        snprintf(out, n, _("%s to play"), name);
}

/* The width of the button left of Replay (Continue, Results or Skip to my turn). */
static int extra_button_width(Ui *ui, const char *label, int h)
{
    return ui_button_width(ui, label, h, ui_px(ui, 160));
}

/* Whose turn it is and what to do, in a pill from the game's name to `right`. */
static void draw_turn_pill(App *app, SDL_Rect bar, int right)
{
    Ui *ui = app->ui;
    Match *m = app->match;
    char text[300], prompt[300] = "";
    int seat;
    turn_text(app, text, prompt, sizeof text, &seat);
    int left = ui_px(ui, 200);
    SDL_Rect pill = {left, ui_px(ui, 12), right - left, bar.h - ui_px(ui, 24)};
    bool mine = app->holding || (seat != GAME_OVER && !m->seats[seat].bot);
    if (mine)
        ui_round_rect_border(ui, pill, pill.h / 2, ui_colour(UI_PANEL), ui_colour(UI_ACCENT),
                             ui_px(ui, 2));
    else
        ui_fill_round_rect(ui, pill, pill.h / 2, ui_colour(UI_PANEL));
    int tx = pill.x + ui_px(ui, 16);
    if (seat != GAME_OVER) {
        ui_player_badge(ui, m->seats[seat].colour, tx + pill.h / 2 - ui_px(ui, 6),
                        pill.y + pill.h / 2, pill.h / 2 - ui_px(ui, 6));
        tx += pill.h;
    }
    char said[sizeof text + 8];
    snprintf(said, sizeof said, "turn: %s", text); /* tests read what the pill says */
    ui_widget_record(ui, said, pill);
    int room = pill.x + pill.w - tx - ui_px(ui, 16); /* a long prompt is set smaller */
    UiTextStyle bold = ui_style(UI_FONT_BOLD, ui_px(ui, 17), ui_colour(UI_TEXT));
    UiTextStyle turn = ui_style_fit(ui, text, bold, room, ui_px(ui, 13));
    int w;
    ui_text_size(ui, text, turn, &w, NULL);
    if (w > room && prompt[0]) { /* the badge's colour still says whose turn it is */
        turn = ui_style_fit(ui, prompt, bold, room, ui_px(ui, 13));
        ui_text_fit(ui, prompt, turn, tx, pill.y + pill.h / 2, room, UI_ALIGN_MIDDLE);
        return;
    }
    ui_text_fit(ui, text, turn, tx, pill.y + pill.h / 2, room, UI_ALIGN_MIDDLE);
}

/* Replay, and beside it Continue while the table reads a held reveal, Skip to my turn while bots
 * play for a seated human, or Results once the game is over. Returns where the turn pill must
 * end. */
static int draw_table_buttons(App *app, SDL_Rect replay_r, int gap)
{
    Ui *ui = app->ui;
    Match *m = app->match;
    bool online = online_board_shown(app);
    if (ui_button_ex(ui, replay_r, _("Replay"), UI_BUTTON_NORMAL,
                     m->move_count > 0 && !app->holding && !online,
                     online         ? _("Not at an online table yet: the log tells every move")
                     : app->holding ? _("Read what the table shows first")
                                    : _("Step back through the moves since your turn")))
        replay_open(app);
    int seat = game_to_move(m->state);
    SDL_Rect extra = {replay_r.x - gap, replay_r.y, 0, replay_r.h};
    if (app->holding && hold_waits_for_human(app)) {
        extra.w = extra_button_width(ui, _("Continue"), extra.h);
        extra.x -= extra.w;
        if (ui_button_ex(ui, extra, _("Continue"), UI_BUTTON_PRIMARY, true,
                         _("The table has read this: go on (or click the board, Enter or Space)")))
            game_release_hold(app);
        return extra.x - gap * 2;
    }
    if (seat == GAME_OVER) {
        extra.w = extra_button_width(ui, _("Results"), extra.h);
        extra.x -= extra.w;
        if (ui_button_ex(ui, extra, _("Results"), UI_BUTTON_PRIMARY, true,
                         _("The winner and the score breakdown")))
            app_set_scene(app, SCENE_END);
        return extra.x - gap * 2;
    }
    if (!m->seats[seat].bot || game_humans(m) == 0 || app->skipping || app->lesson || online)
        return replay_r.x - gap * 2;
    extra.w = extra_button_width(ui, _("Skip to my turn"), extra.h);
    extra.x -= extra.w;
    if (ui_button_ex(ui, extra, _("Skip to my turn"), UI_BUTTON_NORMAL, true,
                     _("Play the bots' moves at once, without animations, until you decide")))
        app->skipping = true;
    return extra.x - gap * 2;
}

/* A hint marks the game assisted (it will not be rated), in its file at once. */
static void ask_hint(App *app)
{
    if (!app->match->assisted) {
        app->match->assisted = true;
        autosave(app, false);
    }
    game_hint_request(app);
}

static void draw_header(App *app)
{
    Ui *ui = app->ui;
    Match *m = app->match;
    SDL_Rect bar = {0, 0, ui->pixel_w, ui_px(ui, GAME_HEADER_H)};
    /* the rail along the table's far edge, its brass lip towards the board */
    ui_gradient_rect(ui, bar, ui_rgba(0x2b231d, 255), ui_rgba(0x1a1410, 255));
    ui_fill_rect(ui, (SDL_Rect){0, bar.h - 2, bar.w, 1}, ui_rgba(0xb08d4a, 255));
    ui_fill_rect(ui, (SDL_Rect){0, bar.h - 1, bar.w, 1}, ui_rgba(0x0d0a08, 255));
    int name_y = m->practice ? bar.h / 2 - ui_px(ui, 8) : bar.h / 2;
    ui_text_fit(ui, m->rules->name, ui_style(UI_FONT_DISPLAY, ui_px(ui, 22), ui_colour(UI_GOLD)),
                ui_px(ui, 24), name_y, ui_px(ui, 164), UI_ALIGN_MIDDLE);
    if (m->practice) {
        SDL_Rect chip =
            ui_text(ui, _("PRACTICE"), ui_style(UI_FONT_BOLD, ui_px(ui, 11), ui_colour(UI_ACCENT)),
                    ui_px(ui, 24), bar.h / 2 + ui_px(ui, 14), UI_ALIGN_MIDDLE);
        ui_tooltip(ui, chip, _("A practice game: Undo takes back any move"));
    }

    if (app->replaying) {
        replay_draw_controls(app, bar);
        return;
    }
    int bw = ui_px(ui, 96), bh = ui_px(ui, 40), gap = ui_px(ui, 10), by = (bar.h - bh) / 2;
    int menu_w = ui_button_width(ui, _("Menu"), bh, bw);
    int help_w = ui_button_width(ui, _("Help"), bh, bw);
    int undo_w = ui_button_width(ui, _("Undo"), bh, bw);
    int replay_w = ui_button_width(ui, _("Replay"), bh, bw);
    SDL_Rect menu = {ui->pixel_w - ui_px(ui, 20) - menu_w, by, menu_w, bh};
    SDL_Rect help = {menu.x - gap - help_w, by, help_w, bh};
    SDL_Rect undo_r = {help.x - gap - undo_w, by, undo_w, bh};
    bool hint = game_hint_offered(app);
    int hint_w = hint ? ui_button_width(ui, _("Hint"), bh, bw) : 0;
    SDL_Rect hint_r = {undo_r.x - (hint ? gap + hint_w : 0), by, hint_w, bh};
    SDL_Rect replay_r = {hint_r.x - gap - replay_w, by, replay_w, bh};
    int pill_right = draw_table_buttons(app, replay_r, gap);
    draw_turn_pill(app, bar, pill_right);

    char why[300];
    bool can_undo = undo_allowed(app, why, sizeof why);
    if (ui_button_ex(ui, undo_r, _("Undo"), UI_BUTTON_NORMAL, can_undo,
                     !can_undo                 ? why
                     : online_board_shown(app) ? _("Ask the other players to agree that your "
                                                   "last decision is taken back")
                                               : _("Take back your last decision (and the bots' "
                                                   "moves after it)")))
        undo(app);
    if (hint && ui_button_ex(ui, hint_r, _("Hint"), UI_BUTTON_NORMAL, true,
                             _("What the hard bot would play now, and why. A game with a hint "
                               "is not rated.")))
        ask_hint(app);
    if (ui_button_ex(ui, help, _("Help"), app->help_beside ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL,
                     true, _("The rules beside the board (again: back to the log)"))) {
        app->help_beside = !app->help_beside;
        app->help_scroll = 0;
    }
    if (ui_button(ui, menu, _("Menu"), UI_BUTTON_NORMAL))
        app->menu_open = true;
}

static void draw_menu(App *app)
{
    Ui *ui = app->ui;
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x000000, 150));
    int w = ui_px(ui, 360), bh = ui_px(ui, 48), gap = ui_px(ui, 12), pad = ui_px(ui, 28);
    int h = pad * 2 + ui_px(ui, 44) + 4 * bh + 3 * gap;
    SDL_Rect box = {(ui->pixel_w - w) / 2, (ui->pixel_h - h) / 2, w, h};
    ui_shadow(ui, box, ui_px(ui, 16), ui_px(ui, 8));
    ui_round_rect_border(ui, box, ui_px(ui, 16), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    ui_text(ui, _("Menu"), ui_style(UI_FONT_DISPLAY, ui_px(ui, 22), ui_colour(UI_TEXT)),
            box.x + w / 2, box.y + pad, UI_ALIGN_CENTER);
    SDL_Rect b = {box.x + pad, box.y + pad + ui_px(ui, 44), w - 2 * pad, bh};
    if (ui_button(ui, b, _("Resume"), UI_BUTTON_PRIMARY))
        app->menu_open = false;
    b.y += bh + gap;
    bool online = online_board_shown(app);
    if (ui_button_ex(ui, b, _("Save a copy"), UI_BUTTON_NORMAL, !online,
                     _("Write this game to a file in your saves folder (it is also saved "
                       "automatically after every move)")))
        save_copy(app);
    b.y += bh + gap;
    if (ui_button(ui, b, _("Settings"), UI_BUTTON_NORMAL)) {
        app->menu_open = false;
        app_set_scene(app, SCENE_SETTINGS);
    }
    b.y += bh + gap;
    if (online) {
        if (ui_button_ex(ui, b, _("Leave the table"), UI_BUTTON_NORMAL, true,
                         _("The game goes on at the server: open it again from Play online"))) {
            app->menu_open = false;
            online_board_leave(app);
        }
    } else if (ui_button_ex(ui, b, _("Quit to lobby"), UI_BUTTON_NORMAL, true,
                            _("The game stays saved: Continue picks it up from the lobby"))) {
        app->menu_open = false;
        game_close(app, true);
        app_set_scene(app, SCENE_LOBBY);
    }
}

void game_draw(App *app)
{
    Ui *ui = app->ui;
    if (!app->match)
        return;
    ui_table(ui, app->view->table);
    bool modal = app->menu_open || app->scene != SCENE_GAME;
    ui->input_blocked = modal;
    int margin = ui_px(ui, 16);
    SDL_Rect log = {ui->pixel_w - ui_px(ui, LOG_W) - margin, ui_px(ui, GAME_HEADER_H) + margin,
                    ui_px(ui, LOG_W), ui->pixel_h - ui_px(ui, GAME_HEADER_H) - 2 * margin};
    SDL_Rect board = {margin, log.y, log.x - 2 * margin, log.h};
    /* an online table's plate ("Waiting for every player...") has room of its own above the
     * board: it covers nothing the board shows */
    SDL_Rect banner = {board.x, board.y, board.w, online_board_banner_height(app)};
    if (banner.h) {
        board.y += banner.h + margin;
        board.h -= banner.h + margin;
    }
    SDL_Rect coach = log;
    if (app->lesson) { /* the coach above the log */
        coach.h = log.h * 3 / 5;
        log.y += coach.h + margin;
        log.h -= coach.h + margin;
    }
    app->log_area = log;
    if (memcmp(&board, &app->board_area, sizeof board) || app->board_scale != ui->scale) {
        app->board_area = board;
        app->board_scale = ui->scale;
        app->view->layout(app->view_data, board, ui->scale);
    }
    ui_toast_area(ui, board); /* refusals and notes show over the board */
    ViewFrame f = game_frame(app);
    SDL_RenderSetClipRect(ui->renderer, &board);
    app->view->draw(app->view_data, &f);
    game_motion_draw(app, &f);
    SDL_RenderSetClipRect(ui->renderer, NULL);
    if (online_board_shown(app)) {
        online_board_draw_banner(app, banner, board);
        if (!app->help_beside)
            online_board_draw_side(app, &log);
    }
    if (app->help_beside)
        help_draw_beside(app, log);
    else
        game_log_draw(app, log);
    game_hint_draw(app, log);
    if (app->scene != SCENE_REVIEW) /* the review has a header of its own */
        draw_header(app);
    if (app->lesson) {
        coach_draw(app, coach);
        if (app->match)
            coach_draw_pointers(app);
    }
    if (app->menu_open && app->scene == SCENE_GAME) {
        ui->input_blocked = false;
        draw_menu(app);
    }
}

/* ---- pass the device ---- */

void pass_draw(App *app)
{
    Ui *ui = app->ui;
    Match *m = app->match;
    const Seat *seat = &m->seats[app->pass_to];
    ui_table(ui, app->view->table);
    int cx = ui->pixel_w / 2, cy = ui->pixel_h / 2;
    /* on the bare table: the light ink (the dim one is for cards) */
    ui_text(ui, _("Pass the device to"),
            ui_style(UI_FONT_REGULAR, ui_px(ui, 22), ui_colour(UI_TEXT)), cx, cy - ui_px(ui, 120),
            UI_ALIGN_CENTER);
    ui_player_badge(ui, seat->colour, cx, cy - ui_px(ui, 40), ui_px(ui, 30));
    ui_text(ui, seat->name, ui_style(UI_FONT_DISPLAY, ui_px(ui, 44), ui_colour(UI_TEXT)), cx,
            cy + ui_px(ui, 10), UI_ALIGN_CENTER);
    char text[300];
    snprintf(text, sizeof text, _("Everyone else: please look away. %s, click when ready."),
             seat->name);
    ui_text(ui, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), cx,
            cy + ui_px(ui, 80), UI_ALIGN_CENTER);
    SDL_Rect b = {cx - ui_px(ui, 120), cy + ui_px(ui, 130), ui_px(ui, 240), ui_px(ui, 52)};
    if (ui_button(ui, b, _("I am ready"), UI_BUTTON_PRIMARY)) {
        app->viewer = app->pass_to;
        app->viewer_private = true;
        app->secrets_hidden = false;
        app_set_scene(app, SCENE_GAME);
        return;
    }
    ui_text(ui, m->rules->name, ui_style(UI_FONT_DISPLAY, ui_px(ui, 22), ui_colour(UI_GOLD)),
            ui_px(ui, 24), ui_px(ui, 32), UI_ALIGN_MIDDLE);
    SDL_Rect quit = {ui->pixel_w - ui_px(ui, 200), ui_px(ui, 12), ui_px(ui, 180), ui_px(ui, 40)};
    if (ui_button_ex(ui, quit, _("Quit to lobby"), UI_BUTTON_QUIET, true,
                     _("The game stays saved: Continue picks it up from the lobby"))) {
        game_close(app, true);
        app_set_scene(app, SCENE_LOBBY);
    }
}
