/* A table played over the network (online.h), on the game scene: the board is the game's own
 * view of the NetTable's mirror (src/net/table_client.h) for your seat, with no pass screens;
 * the board's moves go to the server, the moves that come back are played on the board as
 * they arrive; the side column shows the seats (here, away, a bot) and a short chat; a dropped
 * connection comes back by itself. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app_internal.h"
#include "net/table_client.h"
#include "online.h"

#define JOIN_WAIT_MS 8000   /* to connect and be welcomed, off the main thread */
#define CONNECT_POLL_S 0.05 /* how often a connection being made is looked at */
#define REJOIN_WAIT_MS 5000
#define RETRIES 8         /* reconnections tried before the player is asked */
#define RETRY_FIRST_S 1.0 /* the wait before the first, doubled each time up to RETRY_MOST_S */
#define RETRY_MOST_S 20.0
#define CHAT_LINES 4 /* the chat lines shown */
#define SEAT_ROW 30  /* units */
#define CHAT_H 170   /* units */
#define BANNER_H 48  /* units: the plate above the board */

bool online_board_owns(const App *app, const Match *m)
{
    return m && app->online && app->online->table && app->online->table->match == m;
}

bool online_board_shown(const App *app)
{
    return online_board_owns(app, app->match);
}

/* ---- the watcher: wakes the main loop when the server sent something ---- */

static int watch_thread(void *data)
{
    Online *o = data;
    while (!SDL_AtomicGet(&o->watch_stop)) {
        int fd = SDL_AtomicGet(&o->watch_fd);
        if (fd < 0 || SDL_AtomicGet(&o->watch_pending)) {
            SDL_Delay(50); /* the main loop has not read the last lines yet */
            continue;
        }
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, 200) > 0) {
            SDL_AtomicSet(&o->watch_pending, 1);
            SDL_Event wake = {.type = SDL_USEREVENT};
            SDL_PushEvent(&wake);
        }
    }
    return 0;
}

static void watch(Online *o)
{
    SDL_AtomicSet(&o->watch_fd, o->table ? net_table_fd(o->table) : -1);
    SDL_AtomicSet(&o->watch_pending, 0);
    if (!o->watcher && o->table) {
        SDL_AtomicSet(&o->watch_stop, 0);
        o->watcher = SDL_CreateThread(watch_thread, "moguls-net-watch", o);
    }
}

static void unwatch(Online *o)
{
    if (!o->watcher)
        return;
    SDL_AtomicSet(&o->watch_stop, 1);
    SDL_WaitThread(o->watcher, NULL);
    o->watcher = NULL;
    SDL_AtomicSet(&o->watch_fd, -1);
}

/* ---- the list ---- */

/* The entry as the table stands now, kept in the list when whose turn it is changed. */
static void remember(App *app, bool always)
{
    Online *o = app->online;
    const NetTable *t = o->table;
    const Match *m = t->match;
    OnlineEntry *e = &o->entry;
    int to_move = t->over ? GAME_OVER : t->to_move;
    bool changed = always || e->to_move != to_move || e->players != m->opts.players;
    snprintf(e->game, sizeof e->game, "%s", m->rules->id);
    e->seat = t->seat >= 0 ? t->seat : 0;
    e->players = m->opts.players;
    for (int i = 0; i < e->players; i++) {
        changed |= strcmp(e->names[i], m->seats[i].name) != 0;
        snprintf(e->names[i], SEAT_NAME_MAX, "%s", m->seats[i].name);
    }
    e->to_move = to_move;
    if (!changed)
        return;
    e->seen = (int64_t)time(NULL);
    for (int i = 0; i < o->tables.count; i++) /* a hosted table's codes stay with it */
        if (!strcmp(o->tables.entries[i].code, e->code))
            memcpy(e->invites, o->tables.entries[i].invites, sizeof e->invites);
    online_list_put(&o->tables, e);
    char err[1400];
    if (!online_list_save(app->pref_dir, &o->tables, err, sizeof err))
        ui_toast(app->ui, err, true);
}

/* ---- joining ---- */

/* The mirror's earlier states (a view marks the moves since your turn on them): the ones this
 * client saw; before it joined, the first it saw after. */
static GameState *seen_state_after(const Match *m, int count, void *source)
{
    const NetTable *t = source;
    for (int k = count; k <= m->move_count; k++) {
        const GameState *seen = net_table_state_after(t, k);
        if (seen)
            return game_clone(seen);
    }
    return game_clone(m->state);
}

bool online_board_join(App *app, const OnlineEntry *entry, const char *name)
{
    Online *o = app->online;
    NetInvite invite;
    char why[600];
    o->message[0] = '\0';
    if (!net_invite_parse(entry->code, &invite, why, sizeof why)) {
        fprintf(stderr, "moguls: invite code: %s\n", why);
        snprintf(o->message, sizeof o->message, "%s",
                 _("This invite code is damaged: copy the whole code again."));
        return false;
    }
    net_table_close(o->pending);
    o->pending = net_table_open(&invite, name, JOIN_WAIT_MS);
    o->pending_entry = *entry;
    app->dirty = true;
    return true;
}

void online_board_cancel_join(App *app)
{
    Online *o = app->online;
    net_table_close(o->pending);
    o->pending = NULL;
    snprintf(o->message, sizeof o->message, "%s", _("Connecting was cancelled."));
    app->dirty = true;
}

/* The table joined: its board opens. */
static void open_board(App *app, NetTable *t, const OnlineEntry *entry)
{
    Online *o = app->online;
    if (app->match)
        game_close(app, true);
    t->match->state_after = seen_state_after;
    t->match->state_source = t;
    o->table = t;
    o->entry = *entry;
    o->changes_seen = t->changes;
    o->turn_noticed = -1;
    o->retries = 0;
    o->retry_at = 0;
    o->gave_up = false;
    o->record_kept = false;
    o->chat[0] = '\0';
    if (!game_start(app, t->match, GAME_NO_FILE)) {
        snprintf(o->message, sizeof o->message, "%.1300s", app->lobby_message);
        net_table_close(t);
        o->table = NULL;
        app_set_scene(app, SCENE_ONLINE);
        return;
    }
    app->viewer = t->seat;
    remember(app, true);
    watch(o);
}

void online_board_follow_join(App *app)
{
    Online *o = app->online;
    NetTable *t = o ? o->pending : NULL;
    if (!t)
        return;
    net_table_poll(t);
    if (t->connecting) {
        ui_request_wake(app->ui, app->ui->now + CONNECT_POLL_S);
        return;
    }
    o->pending = NULL;
    app->dirty = true;
    if (t->connected && net_table_ready(t)) {
        open_board(app, t, &o->pending_entry);
        return;
    }
    if (t->detail[0])
        fprintf(stderr, "moguls: joining a table: %s\n", t->detail);
    snprintf(o->message, sizeof o->message, "%s",
             t->error[0] ? t->error : _("The table did not answer in time."));
    net_table_close(t);
}

/* ---- following the table ---- */

static bool readable(const NetTable *t)
{
    struct pollfd p = {.fd = net_table_fd(t), .events = POLLIN};
    return p.fd >= 0 && poll(&p, 1, 0) > 0;
}

static bool anyone_missing(const NetTable *t)
{
    for (int i = 0; i < t->match->opts.players; i++)
        if (t->status[i] == NET_SEAT_OPEN)
            return true;
    return false;
}

/* Your turn came: a sound, and the window asks for attention when it is not focused. */
static void notice_turn(App *app)
{
    Online *o = app->online;
    const NetTable *t = o->table;
    int moves = t->match->move_count;
    if (t->seat < 0 || t->over || t->to_move != t->seat || anyone_missing(t) ||
        o->turn_noticed == moves)
        return;
    o->turn_noticed = moves;
    ui_sound_play(app->ui->sound, UI_SOUND_TURN);
    if (!(SDL_GetWindowFlags(app->ui->window) & SDL_WINDOW_INPUT_FOCUS))
        SDL_FlashWindow(app->ui->window, SDL_FLASH_UNTIL_FOCUSED);
}

/* Reads what came; one new move is played on the board as at the table, from the state the
 * table kept when it saw the move before it (no copy of its own: most lines change no move),
 * more (a rejoin) set the board anew. */
static void read_table(App *app)
{
    Online *o = app->online;
    NetTable *t = o->table;
    int had = t->match->move_count;
    net_table_poll(t);
    SDL_AtomicSet(&o->watch_pending, 0);
    Match *m = t->match;
    const GameState *before = m->move_count == had + 1 ? net_table_state_after(t, had) : NULL;
    if (before)
        game_move_shown(app, before, m->moves[had], m->mover[had], true);
    else if (m->move_count != had || t->changes != o->changes_seen)
        game_state_replaced(app);
}

static void start_reconnecting(App *app)
{
    Online *o = app->online;
    o->retries = 0;
    o->gave_up = false;
    o->retry_at = app->ui->now + RETRY_FIRST_S;
    SDL_AtomicSet(&o->watch_fd, -1);
    app->dirty = true;
}

static void try_rejoin(App *app)
{
    Online *o = app->online;
    o->retry_at = 0;
    net_table_start_rejoin(o->table, REJOIN_WAIT_MS);
    /* the connection is made on a thread that wakes nobody: follow_rejoin looks at it then */
    ui_request_wake(app->ui, app->ui->now + CONNECT_POLL_S);
    app->dirty = true;
}

/* While a rejoin connects: back at the table when it is done, else the next try later. */
static void follow_rejoin(App *app)
{
    Online *o = app->online;
    NetTable *t = o->table;
    net_table_poll(t);
    if (t->connecting) {
        ui_request_wake(app->ui, app->ui->now + CONNECT_POLL_S);
        return;
    }
    app->dirty = true;
    if (t->connected) {
        o->retries = 0;
        net_table_clear_error(t);
        game_state_replaced(app);
        watch(o);
        ui_toast(app->ui, _("Back at the table"), false);
        return;
    }
    if (t->detail[0])
        fprintf(stderr, "moguls: rejoining the table: %s\n", t->detail);
    if (o->gave_up)
        return; /* cancelled */
    double wait = RETRY_FIRST_S;
    for (int i = 0; i < o->retries && wait < RETRY_MOST_S; i++)
        wait *= 2;
    o->gave_up = ++o->retries >= RETRIES;
    if (!o->gave_up)
        o->retry_at = app->ui->now + (wait < RETRY_MOST_S ? wait : RETRY_MOST_S);
    app->dirty = true;
}

/* The finished game, as the server recorded it (seed and moves), kept in History like a game
 * played here: rated as docs/ratings.md says, with Replay and Review; a game only watched is
 * kept apart from the player's record, as a game a friend shared is. */
static void keep_record(App *app)
{
    Online *o = app->online;
    o->record_kept = true;
    char err[1400];
    Match *whole = match_read(o->table->record, err, sizeof err);
    History *h = app_history(app);
    HistoryKind kind = o->table->seat >= 0 ? HISTORY_RATED : HISTORY_IMPORTED;
    int64_t id = whole && h ? history_add(h, whole, kind, (int64_t)time(NULL), err, sizeof err) : 0;
    if (whole)
        end_note_kept(app, whole, id);
    match_free(whole);
    if (id <= 0 && h) {
        fprintf(stderr, "moguls: the online game's record: %s\n", err);
        ui_toast(app->ui, _("This game could not be kept in the history."), true);
    }
}

/* The host's "Hand to a bot" appears when a seat has been away long enough: a frame then. */
static void wake_for_hand_button(App *app)
{
    const NetTable *t = app->online->table;
    for (int s = 0; s < t->match->opts.players; s++) {
        double wait = net_table_hand_in(t, s);
        if (wait > 0)
            ui_request_wake(app->ui, app->ui->now + wait + 0.05);
    }
}

void online_board_poll(App *app)
{
    if (!online_board_shown(app))
        return;
    Online *o = app->online;
    NetTable *t = o->table;
    if (t->connecting)
        follow_rejoin(app);
    else if (t->connected && readable(t))
        read_table(app);
    if (t->notice[0]) { /* what became of a request to take back a move */
        ui_toast(app->ui, t->notice, false);
        net_table_clear_notice(t);
    }
    if (t->error[0] && t->connected) { /* a refused move or chat: the table is as it was */
        char text[400];
        snprintf(text, sizeof text, "%s", t->error);
        if (t->detail[0])
            fprintf(stderr, "moguls: the server refused: %s\n", t->detail);
        ui_toast(app->ui, text, true);
        net_table_clear_error(t);
    }
    if (!t->connected && !t->connecting && o->retry_at == 0 && !o->gave_up && o->retries == 0)
        start_reconnecting(app);
    if (!t->connected && o->retry_at > 0) {
        if (app->ui->now >= o->retry_at)
            try_rejoin(app);
        else
            ui_request_wake(app->ui, o->retry_at);
    }
    if (t->changes != o->changes_seen) {
        o->changes_seen = t->changes;
        app->dirty = true;
        remember(app, false);
    }
    if (t->record && !o->record_kept)
        keep_record(app);
    notice_turn(app);
    wake_for_hand_button(app);
}

bool online_board_can_act(const App *app)
{
    const NetTable *t = app->online->table;
    return t->connected && !t->over && t->seat >= 0 && t->to_move == t->seat && !anyone_missing(t);
}

void online_board_move(App *app, const char *move)
{
    NetTable *t = app->online->table;
    if (!net_table_move(t, move)) {
        ui_toast(app->ui, t->error[0] ? t->error : _("The move could not be sent"), true);
        net_table_clear_error(t);
    }
}

bool online_board_undo_allowed(const App *app, char *why, size_t whylen)
{
    const NetTable *t = app->online->table;
    if (net_table_may_undo(t))
        return true;
    if (t->seat < 0)
        snprintf(why, whylen, "%s", _("A spectator does not play"));
    else if (t->undo_seat >= 0)
        snprintf(why, whylen, "%s", _("A request to take back a move is being answered"));
    else if (!net_table_ready(t) || match_since_turn(t->match, t->seat) == 0)
        snprintf(why, whylen, "%s", _("You have not made a move yet"));
    else
        snprintf(why, whylen, "%s",
                 _("Only your own last decision can be taken back, before another player "
                   "decides"));
    return false;
}

void online_board_undo(App *app)
{
    NetTable *t = app->online->table;
    if (!net_table_undo(t)) {
        ui_toast(app->ui, t->error, true);
        net_table_clear_error(t);
    }
}

/* ---- the side column ---- */

static const char *status_text(NetSeatStatus status)
{
    switch (status) {
    case NET_SEAT_OPEN:
        return _("not joined yet");
    case NET_SEAT_HERE:
        return _("here");
    case NET_SEAT_AWAY:
        return _("away");
    default:
        return _("bot");
    }
}

/* Beside a seat away long enough, for the host: "Hand to a bot" (a normal bot plays it until its
 * player comes back). Its rectangle, or an empty one when there is none. */
static SDL_Rect hand_button(App *app, int seat, SDL_Rect row, int pad)
{
    Ui *ui = app->ui;
    NetTable *t = app->online->table;
    if (!net_table_may_hand(t, seat))
        return (SDL_Rect){0};
    const char *label = _("Hand to a bot");
    int h = row.h - ui_px(ui, 6), w = ui_button_width(ui, label, h, ui_px(ui, 60));
    SDL_Rect r = {row.x + row.w - pad / 2 - w, row.y + (row.h - h) / 2, w, h};
    char tip[200];
    snprintf(tip, sizeof tip,
             _("%s is away: a bot plays the seat until they come back, then it is theirs again"),
             t->match->seats[seat].name);
    if (ui_button_ex(ui, r, label, UI_BUTTON_NORMAL, true, tip) &&
        !net_table_seat_bot(t, seat, BOT_NORMAL)) {
        ui_toast(ui, t->error, true);
        net_table_clear_error(t);
    }
    return r;
}

static void draw_seats(App *app, SDL_Rect card)
{
    Ui *ui = app->ui;
    const NetTable *t = app->online->table;
    const Match *m = t->match;
    ui_panel(ui, card, UI_PANEL_CARD, false);
    int pad = ui_px(ui, 10), row_h = ui_px(ui, SEAT_ROW);
    for (int i = 0; i < m->opts.players; i++) {
        SDL_Rect row = {card.x + pad / 2, card.y + pad / 2 + i * row_h, card.w - pad, row_h};
        bool turn = !t->over && t->to_move == i;
        if (turn)
            ui_round_rect_border(ui, row, ui_px(ui, 6), ui_colour(UI_PANEL_HI),
                                 ui_colour(UI_ACCENT), ui_px(ui, 1.5f));
        int mid = row.y + row.h / 2, r = row_h / 2 - ui_px(ui, 6);
        ui_player_badge(ui, m->seats[i].colour, row.x + pad + r, mid, r);
        char name[SEAT_NAME_MAX + 20];
        snprintf(name, sizeof name, i == t->seat ? _("%s (you)") : "%s", m->seats[i].name);
        const char *status = status_text(t->status[i]);
        bool here = t->status[i] == NET_SEAT_HERE || t->status[i] == NET_SEAT_BOT;
        UiTextStyle dim = ui_style(UI_FONT_REGULAR, ui_px(ui, 13),
                                   here ? ui_colour(UI_TEXT_DIM) : ui_colour(UI_ACCENT));
        SDL_Rect st = hand_button(app, i, row, pad);
        if (!st.w)
            st = ui_text(ui, status, dim, row.x + row.w - pad, mid,
                         UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        int x = row.x + pad + 2 * r + pad;
        ui_text_abbrev(
            ui, name,
            ui_style(turn ? UI_FONT_BOLD : UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT)), x,
            mid, st.x - pad - x, UI_ALIGN_MIDDLE);
        char label[40];
        snprintf(label, sizeof label, "seat status %d", i);
        ui_widget_record(ui, label, row);
        ui_tooltip(ui, row, status);
    }
}

static void send_chat(App *app)
{
    Online *o = app->online;
    if (!o->chat[0])
        return;
    if (!net_table_chat(o->table, o->chat)) {
        ui_toast(app->ui, o->table->error, true);
        net_table_clear_error(o->table);
        return;
    }
    o->chat[0] = '\0';
}

static void draw_chat(App *app, SDL_Rect card)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    const NetTable *t = o->table;
    ui_panel(ui, card, UI_PANEL_TRAY, false);
    int pad = ui_px(ui, 10), fh = ui_px(ui, 32);
    UiTextStyle who = ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_colour(UI_TEXT));
    UiTextStyle says = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT));
    int line_h = ui_text_line_height(ui, says), top = card.y + pad;
    int shown = t->chat_count < CHAT_LINES ? t->chat_count : CHAT_LINES;
    int y = card.y + card.h - pad - fh - pad - shown * line_h;
    if (t->chat_count == 0)
        ui_text_wrapped(ui, _("Chat: a short message to the table (Enter sends it)."),
                        ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM)),
                        card.x + pad, top, card.w - 2 * pad, 0, true);
    for (int k = t->chat_count - shown; k < t->chat_count; k++, y += line_h) {
        if (y < top)
            continue;
        const NetChatLine *c = &t->chat[k];
        char name[NET_NAME_MAX + 4];
        snprintf(name, sizeof name, "%s:", c->name);
        SDL_Rect n = ui_text_abbrev(ui, name, who, card.x + pad, y, card.w / 3, 0);
        ui_text_abbrev(ui, c->text, says, n.x + n.w + ui_px(ui, 6), y,
                       card.x + card.w - pad - n.x - n.w - ui_px(ui, 6), 0);
    }
    SDL_Rect field = {card.x + pad, card.y + card.h - pad - fh, card.w - 2 * pad, fh};
    bool editing = o->editing == ONLINE_FIELD_CHAT;
    const char *label = _("Chat");
    ui_widget_record(ui, label, field);
    if (ui_clicked(ui, field, ui_widget_id(field, label)) && !editing) {
        o->editing = ONLINE_FIELD_CHAT;
        o->edit = ui_edit_begin(o->chat, sizeof o->chat);
        SDL_StartTextInput();
        editing = true;
    } else if (editing && ui->mouse_pressed && !ui_inside(field, ui->press_x, ui->press_y)) {
        o->editing = ONLINE_FIELD_NONE;
        SDL_StopTextInput();
        editing = false;
    }
    ui_round_rect_border(ui, field, ui_px(ui, 6), ui_colour(UI_BG),
                         editing ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER), ui_px(ui, 1.5f));
    ui_edit_draw(ui, (SDL_Rect){field.x + pad, field.y, field.w - 2 * pad, fh}, o->chat, says,
                 editing, editing && o->edit.all_selected, _("Say something..."));
}

void online_board_draw_side(App *app, SDL_Rect *log)
{
    Ui *ui = app->ui;
    const Match *m = app->online->table->match;
    int gap = ui_px(ui, 10);
    int seats_h = m->opts.players * ui_px(ui, SEAT_ROW) + ui_px(ui, 10);
    int chat_h = ui_px(ui, CHAT_H);
    if (log->h - seats_h - chat_h - 2 * gap < ui_px(ui, 120))
        chat_h = ui_px(ui, 90); /* a short window keeps room for the log */
    draw_seats(app, (SDL_Rect){log->x, log->y, log->w, seats_h});
    draw_chat(app, (SDL_Rect){log->x, log->y + log->h - chat_h, log->w, chat_h});
    log->y += seats_h + gap;
    log->h -= seats_h + chat_h + 2 * gap;
}

/* The names of the seats asked to agree, as a list: "Ben", "Ben and Cleo", "Ben, Cleo and Dan". */
static void voter_names(const NetTable *t, char *out, size_t outlen)
{
    const char *names[MAX_SEATS];
    int n = 0;
    for (int s = 0; s < t->match->opts.players; s++)
        if (t->undo_voter[s])
            names[n++] = t->match->seats[s].name;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        char joined[300];
        if (i == 0)
            snprintf(joined, sizeof joined, "%s", names[i]);
        else if (i == n - 1)
            /* TRANSLATORS: the last two names of a list: "Ben and Cleo" */
            snprintf(joined, sizeof joined, _("%s and %s"), out, names[i]);
        else
            /* TRANSLATORS: names in a list before its last two: "Ben, Cleo" */
            snprintf(joined, sizeof joined, _("%s, %s"), out, names[i]);
        snprintf(out, outlen, "%s", joined);
    }
}

/* A request to take back a move while it is answered: to its asker who is waited for, to those
 * asked a question with Agree and Refuse, to the others what is asked. */
static void draw_undo_ask(App *app, SDL_Rect board)
{
    Ui *ui = app->ui;
    NetTable *t = app->online->table;
    const char *asker = t->match->seats[t->undo_seat].name;
    char text[400], names[300];
    bool asked = t->seat >= 0 && t->undo_voter[t->seat] && !t->undo_answered;
    voter_names(t, names, sizeof names);
    if (t->seat == t->undo_seat)
        snprintf(text, sizeof text, _("Waiting for %s to agree\u2026"), names);
    else if (asked)
        snprintf(text, sizeof text, _("%s asks to take back their last move."), asker);
    else
        snprintf(text, sizeof text, _("%s asks to take back their last move: waiting for %s."),
                 asker, names);
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT));
    int pad = ui_px(ui, 20), bh = ui_px(ui, 36), gap = ui_px(ui, 10);
    int agree_w = asked ? ui_button_width(ui, _("Agree"), bh, ui_px(ui, 100)) : 0;
    int refuse_w = asked ? ui_button_width(ui, _("Refuse"), bh, ui_px(ui, 100)) : 0;
    int w, h = ui_px(ui, asked ? 104 : 48);
    ui_text_size(ui, text, style, &w, NULL);
    int buttons_w = asked ? agree_w + gap + refuse_w : 0;
    w = (w > buttons_w ? w : buttons_w) + 2 * pad;
    if (w > board.w - ui_px(ui, 20))
        w = board.w - ui_px(ui, 20);
    SDL_Rect plate = {board.x + (board.w - w) / 2, board.y + ui_px(ui, 12), w, h};
    ui_shadow(ui, plate, ui_px(ui, 10), ui_px(ui, 4));
    ui_round_rect_border(ui, plate, ui_px(ui, 10), ui_colour(UI_PANEL), ui_colour(UI_ACCENT),
                         ui_px(ui, 2));
    ui_widget_record(ui, "online undo", plate);
    ui_text_fit(ui, text, style, plate.x + pad, plate.y + ui_px(ui, 24), plate.w - 2 * pad,
                UI_ALIGN_MIDDLE);
    if (!asked)
        return;
    int x = plate.x + (plate.w - buttons_w) / 2, y = plate.y + h - bh - ui_px(ui, 12);
    bool agree = ui_button(ui, (SDL_Rect){x, y, agree_w, bh}, _("Agree"), UI_BUTTON_PRIMARY);
    bool refuse = ui_button(ui, (SDL_Rect){x + agree_w + gap, y, refuse_w, bh}, _("Refuse"),
                            UI_BUTTON_NORMAL);
    if ((agree || refuse) && !net_table_undo_answer(t, agree)) {
        ui_toast(ui, t->error, true);
        net_table_clear_error(t);
    }
}

/* The sentence of the plate above the board: the connection's state, or who the table waits
 * for; NULL when there is none. */
static const char *banner_text(const App *app)
{
    const Online *o = app->online;
    const NetTable *t = o->table;
    if (!t->connected)
        return o->gave_up ? _("The connection to the table is lost.") : _("Reconnecting\u2026");
    if (!t->over && anyone_missing(t))
        return _("Waiting for every player to join: the game starts when all are here.");
    return NULL;
}

bool online_board_waiting(const App *app)
{
    return online_board_shown(app) && banner_text(app);
}

int online_board_banner_height(const App *app)
{
    return online_board_waiting(app) ? ui_px(app->ui, BANNER_H) : 0;
}

void online_board_draw_banner(App *app, SDL_Rect strip, SDL_Rect board)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    const NetTable *t = o->table;
    const char *text = banner_text(app);
    if (!text) {
        if (t->undo_seat >= 0)
            draw_undo_ask(app, board);
        return;
    }
    bool trouble = !t->connected;
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT));
    const char *action = o->gave_up ? _("Try again") : trouble ? _("Cancel") : NULL;
    int w, h = strip.h,
           bw = action ? ui_button_width(ui, action, ui_px(ui, 36), ui_px(ui, 120)) : 0;
    ui_text_size(ui, text, style, &w, NULL);
    w += 2 * ui_px(ui, 20) + (bw ? bw + ui_px(ui, 16) : 0);
    if (w > strip.w - ui_px(ui, 20))
        w = strip.w - ui_px(ui, 20);
    SDL_Rect plate = {strip.x + (strip.w - w) / 2, strip.y, w, h};
    ui_shadow(ui, plate, ui_px(ui, 10), ui_px(ui, 4));
    ui_round_rect_border(ui, plate, ui_px(ui, 10), ui_colour(UI_PANEL),
                         trouble ? ui_colour(UI_BAD) : ui_colour(UI_ACCENT), ui_px(ui, 2));
    ui_widget_record(ui, "online banner", plate);
    if (trouble && t->error[0])
        ui_tooltip(ui, plate, t->error); /* why, in a sentence of its own */
    ui_text_fit(ui, text, style, plate.x + ui_px(ui, 20), plate.y + h / 2,
                plate.w - 2 * ui_px(ui, 20) - (bw ? bw + ui_px(ui, 16) : 0), UI_ALIGN_MIDDLE);
    if (!bw)
        return;
    SDL_Rect again = {plate.x + plate.w - ui_px(ui, 12) - bw, plate.y + ui_px(ui, 6), bw,
                      ui_px(ui, 36)};
    if (!ui_button(ui, again, action, o->gave_up ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL))
        return;
    if (o->gave_up) {
        o->retries = 0;
        o->gave_up = false;
        try_rejoin(app);
    } else { /* Cancel: the table waits for Try again */
        o->gave_up = true;
        o->retry_at = 0;
        net_table_cancel(o->table);
    }
    app->dirty = true;
}

bool online_board_event(App *app, const SDL_Event *e)
{
    if (!online_board_shown(app))
        return false;
    Online *o = app->online;
    if (o->editing != ONLINE_FIELD_CHAT)
        return false;
    if (e->type == SDL_TEXTINPUT || e->type == SDL_KEYDOWN || e->type == SDL_KEYUP) {
        if (!ui_edit_event(&o->edit, e) && e->type == SDL_KEYDOWN) {
            SDL_Keycode key = e->key.keysym.sym;
            if (key == SDLK_RETURN || key == SDLK_KP_ENTER)
                send_chat(app);
            else if (key == SDLK_ESCAPE) {
                o->editing = ONLINE_FIELD_NONE;
                SDL_StopTextInput();
            }
        }
        app->dirty = true;
        return true;
    }
    return false;
}

/* ---- leaving ---- */

void online_board_closed(App *app)
{
    Online *o = app->online;
    if (!o || !o->table)
        return;
    unwatch(o);
    if (o->editing == ONLINE_FIELD_CHAT)
        SDL_StopTextInput();
    o->editing = ONLINE_FIELD_NONE;
    net_table_close(o->table);
    o->table = NULL;
}

void online_board_leave(App *app)
{
    game_close(app, true);
    online_open(app);
}
