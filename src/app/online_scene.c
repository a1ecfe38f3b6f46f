/* Play online (online.h): your online tables, Host (the seats as the lobby sets them, a server
 * started here, the invite codes to copy) and Join (a code and a name). The table itself is
 * played on the game scene (online_board.c). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app_internal.h"
#include "net/table_client.h"
#include "online.h"

#define HOST_WAIT_MS 5000

static Online *online(App *app)
{
    if (!app->online) {
        app->online = calloc(1, sizeof *app->online);
        if (!app->online)
            abort();
        snprintf(app->online->address, sizeof app->online->address, "0.0.0.0:%d", NET_DEFAULT_PORT);
        SDL_AtomicSet(&app->online->watch_fd, -1);
    }
    return app->online;
}

static void stop_typing(Online *o)
{
    if (o->editing != ONLINE_FIELD_NONE)
        SDL_StopTextInput();
    o->editing = ONLINE_FIELD_NONE;
}

static void show_page(App *app, OnlinePage page)
{
    Online *o = online(app);
    stop_typing(o);
    app->editing_seat = -1;
    o->page = page;
    o->message[0] = '\0';
    app->dirty = true;
}

void online_open(App *app)
{
    Online *o = online(app);
    char err[1400];
    if (!online_list_load(app->pref_dir, &o->tables, err, sizeof err))
        ui_toast(app->ui, err, true);
    if (!o->name[0] && app->game_count > 0)
        snprintf(o->name, sizeof o->name, "%s", app->setups[app->selected].seats[0].name);
    show_page(app, ONLINE_HOME);
    app_set_scene(app, SCENE_ONLINE);
}

/* ---- pieces ---- */

/* A card with a title in the display face; returns the y under the title. */
static int titled_card(Ui *ui, SDL_Rect card, const char *title)
{
    ui_panel(ui, card, UI_PANEL_CARD, false);
    int pad = ui_px(ui, 24);
    ui_text(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 20), ui_colour(UI_TEXT)), card.x + pad,
            card.y + pad, 0);
    return card.y + pad + ui_px(ui, 40);
}

/* A line of wrapped dim text; returns the y under it. */
static int say(Ui *ui, const char *text, int x, int y, int w)
{
    return y + ui_text_wrapped(ui, text,
                               ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT_DIM)), x,
                               y, w, 0, true);
}

/* What went wrong, in a red-edged box; returns the y under it. */
static int draw_message(App *app, int x, int y, int w)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    if (!o->message[0])
        return y;
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT));
    int pad = ui_px(ui, 12),
        h = ui_text_wrapped(ui, o->message, style, 0, 0, w - 2 * pad, 0, false);
    SDL_Rect box = {x, y, w, h + 2 * pad};
    ui_round_rect_border(ui, box, ui_px(ui, 8), ui_mix(ui_colour(UI_BG), ui_colour(UI_BAD), 0.18f),
                         ui_colour(UI_BAD), ui_px(ui, 1.5f));
    ui_text_wrapped(ui, o->message, style, x + pad, y + pad, w - 2 * pad, 0, true);
    ui_widget_record(ui, "online message", box);
    return box.y + box.h + ui_px(ui, 12);
}

/* A field typed into: its label above, the text, a placeholder when empty. */
static void draw_field(App *app, SDL_Rect field, const char *label, OnlineField which, char *text,
                       size_t size, const char *placeholder)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    ui_text(ui, label, ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_TEXT)), field.x,
            field.y - ui_px(ui, 6), UI_ALIGN_BOTTOM);
    ui_widget_record(ui, label, field);
    bool editing = o->editing == which;
    if (ui_clicked(ui, field, ui_widget_id(field, label)) && !editing) {
        stop_typing(o);
        o->editing = which;
        o->edit = ui_edit_begin(text, size);
        SDL_StartTextInput();
        editing = true;
    } else if (editing && ui->mouse_pressed && !ui_inside(field, ui->press_x, ui->press_y)) {
        stop_typing(o);
        editing = false;
    }
    SDL_Color edge = editing               ? ui_colour(UI_ACCENT)
                     : ui_hover(ui, field) ? ui_colour(UI_TEXT_DIM)
                                           : ui_colour(UI_BORDER);
    ui_round_rect_border(ui, field, ui_px(ui, 8), ui_colour(UI_BG), edge, ui_px(ui, 1.5f));
    SDL_Rect inner = {field.x + ui_px(ui, 12), field.y, field.w - ui_px(ui, 24), field.h};
    ui_edit_draw(ui, inner, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT)),
                 editing, editing && o->edit.all_selected, placeholder);
}

/* ---- your tables ---- */

static void open_entry(App *app, const OnlineEntry *e)
{
    Online *o = app->online;
    o->message[0] = '\0';
    if (e->listen[0] && (!o->server || !online_server_listens_on(o->server, e->listen))) {
        online_server_stop(o->server); /* a table hosted here: its server runs here */
        o->server = online_server_start(app->pref_dir, e->listen, o->message, sizeof o->message);
        if (!o->server)
            return;
    }
    /* a seat is named at its first join: the host's as the lobby named it */
    online_board_join(app, e, e->names[e->seat][0] ? e->names[e->seat] : o->name);
}

static void show_codes(App *app, const OnlineEntry *e)
{
    app->online->hosted = *e;
    show_page(app, ONLINE_CODES);
}

/* "Buyout! - seat 2 of 3: Ana, Bruno, Ben - Ben's turn - 2026-11-22 14:05". */
static void draw_entry(App *app, const OnlineEntry *e, SDL_Rect row)
{
    Ui *ui = app->ui;
    const GameRules *rules = registry_find(e->game);
    char names[MAX_SEATS * SEAT_NAME_MAX + 16] = "", what[600], turn[100], when[40];
    for (int s = 0; s < e->players; s++)
        snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", s ? ", " : "",
                 e->names[s]);
    /* TRANSLATORS: an online table: the game, your seat, how many seats, the players' names */
    snprintf(what, sizeof what, _("%s - seat %d of %d: %s"), rules ? rules->name : e->game,
             e->seat + 1, e->players, names);
    online_entry_turn(e, turn, sizeof turn);
    time_t seen = (time_t)e->seen;
    struct tm tm;
    localtime_r(&seen, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    int pad = ui_px(ui, 12), mid = row.y + row.h / 2;
    if (e->invites[MAX_SEATS][0]) { /* hosted here: its codes again */
        int bh = row.h - ui_px(ui, 8), bw = ui_button_width(ui, _("Codes"), bh, ui_px(ui, 80));
        SDL_Rect codes = {row.x + row.w - bw, row.y + ui_px(ui, 4), bw, bh};
        if (ui_button_ex(ui, codes, _("Codes"), UI_BUTTON_QUIET, true,
                         _("The invite codes of this table, to send again")))
            show_codes(app, e);
        row.w -= bw + pad;
    }
    ui_widget_record(ui, what, row);
    if (ui_clicked(ui, row, ui_widget_id(row, what)))
        open_entry(app, e);
    if (ui_hover(ui, row))
        ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
    UiTextStyle dim = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM));
    SDL_Rect right =
        ui_text(ui, when, dim, row.x + row.w - pad, mid, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    bool yours = e->to_move == e->seat;
    SDL_Rect turn_r = ui_text(
        ui, turn,
        ui_style(UI_FONT_BOLD, ui_px(ui, 14), yours ? ui_colour(UI_ACCENT) : ui_colour(UI_TEXT)),
        right.x - ui_px(ui, 24), mid, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    ui_text_fit(ui, what, ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x + pad,
                mid, turn_r.x - row.x - 2 * pad, UI_ALIGN_MIDDLE);
    ui_tooltip(ui, row,
               e->listen[0] ? _("Hosted on this computer: opening it starts its server")
                            : _("Open to take your seat again"));
}

static void draw_tables(App *app, SDL_Rect tray)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    ui_panel(ui, tray, UI_PANEL_TRAY, false);
    int pad = ui_px(ui, 16), row_h = ui_px(ui, 40);
    ui_text(ui, _("Your online tables"),
            ui_style(UI_FONT_DISPLAY, ui_px(ui, 18), ui_colour(UI_TEXT)), tray.x + pad,
            tray.y + pad, 0);
    int y = tray.y + pad + ui_px(ui, 36);
    if (o->tables.count == 0) {
        say(ui,
            _("None yet. A table you host or join is listed here, with whose turn it was, so you "
              "can come back to it: a game may go on for days."),
            tray.x + pad, y, tray.w - 2 * pad);
        return;
    }
    for (int i = 0; i < o->tables.count && y + row_h <= tray.y + tray.h - pad; i++, y += row_h)
        draw_entry(app, &o->tables.entries[i],
                   (SDL_Rect){tray.x + pad, y, tray.w - 2 * pad, row_h});
}

static void draw_home(App *app, int top)
{
    Ui *ui = app->ui;
    int margin = ui_px(ui, 40), gap = ui_px(ui, 20), pad = ui_px(ui, 24), bh = ui_px(ui, 48);
    int w = (ui->pixel_w - 2 * margin - gap) / 2, h = ui_px(ui, 200);
    SDL_Rect host = {margin, top, w, h}, join = {margin + w + gap, top, w, h};
    int y = titled_card(ui, host, _("Host a table"));
    say(ui,
        _("Seat friends and bots as in the lobby; this computer runs the table and gives you a "
          "code for each friend."),
        host.x + pad, y, w - 2 * pad);
    SDL_Rect b = {host.x + w - pad - ui_px(ui, 160), host.y + h - pad - bh, ui_px(ui, 160), bh};
    if (ui_button(ui, b, _("Host"), UI_BUTTON_PRIMARY))
        show_page(app, ONLINE_HOST);
    y = titled_card(ui, join, _("Join a table"));
    say(ui, _("Paste the code a friend sent you, and take your seat at their table."), join.x + pad,
        y, w - 2 * pad);
    b.x = join.x + w - pad - b.w;
    if (ui_button(ui, b, _("Join"), UI_BUTTON_PRIMARY))
        show_page(app, ONLINE_JOIN);
    int list_y = draw_message(app, margin, top + h + gap, ui->pixel_w - 2 * margin);
    draw_tables(app, (SDL_Rect){margin, list_y, ui->pixel_w - 2 * margin,
                                ui->pixel_h - list_y - ui_px(ui, 28)});
}

/* ---- Host ---- */

/* The seats as `host` takes them: "human,human,normal:Bruno", a bot with the name the lobby
 * gave it, every byte of the name but a letter or digit written \xHH (the seats are one word). */
static void seats_text(const GameSetup *setup, char *out, size_t outlen)
{
    StrBuf text = STRBUF_INIT;
    for (int i = 0; i < setup->opts.players; i++) {
        const Seat *s = &setup->seats[i];
        sb_add(&text, i ? "," : "");
        if (!s->bot) {
            sb_add(&text, "human");
            continue;
        }
        sb_addf(&text, "%s:", bot_level_name(s->level));
        for (const unsigned char *c = (const unsigned char *)s->name; *c; c++)
            if (isalnum(*c) || *c >= 0x80)
                sb_addf(&text, "%c", *c);
            else
                sb_addf(&text, "\\x%02x", *c);
    }
    snprintf(out, outlen, "%s", sb_str(&text));
    sb_free(&text);
}

/* The game's options as `host` takes them: every one but the player count, which the seats
 * give. */
static void options_text(const GameRules *rules, const GameOptions *opts, char *out, size_t outlen)
{
    StrBuf all = STRBUF_INIT;
    options_format(rules, opts, &all);
    out[0] = '\0';
    char *save = NULL;
    for (char *word = all.data ? strtok_r(all.data, " ", &save) : NULL; word;
         word = strtok_r(NULL, " ", &save))
        if (strncmp(word, "players=", 8))
            snprintf(out + strlen(out), outlen - strlen(out), "%s%s", out[0] ? " " : "", word);
    sb_free(&all);
}

/* The first human seat is the host's own; none: the host watches. */
static int host_seat(const GameSetup *setup)
{
    for (int i = 0; i < setup->opts.players; i++)
        if (!setup->seats[i].bot)
            return i;
    return -1;
}

/* The table just hosted goes into your list at once, every code with it: nothing is lost if
 * you close the page before sending them. */
static void keep_hosted(App *app, const NetHosted *hosted)
{
    Online *o = app->online;
    const GameSetup *setup = &app->setups[app->selected];
    OnlineEntry *e = &o->hosted;
    memset(e, 0, sizeof *e);
    char code[ONLINE_CODE_MAX];
    for (int i = 0; i < hosted->players; i++) {
        snprintf(e->names[i], SEAT_NAME_MAX, "%s", setup->seats[i].name);
        if (hosted->human[i]) {
            net_invite_format(&hosted->invite[i], code, sizeof code);
            online_server_public_code(o->server, code, e->invites[i], sizeof e->invites[i]);
        }
    }
    net_invite_format(&hosted->spectator, code, sizeof code);
    online_server_public_code(o->server, code, e->invites[MAX_SEATS], sizeof e->invites[MAX_SEATS]);
    int seat = host_seat(setup);
    e->seat = seat >= 0 ? seat : 0;
    snprintf(e->code, sizeof e->code, "%s", e->invites[seat >= 0 ? seat : MAX_SEATS]);
    snprintf(e->game, sizeof e->game, "%s", app->games[app->selected]->id);
    snprintf(e->listen, sizeof e->listen, "%s", online_server_address(o->server));
    e->players = hosted->players;
    e->to_move = ONLINE_TO_MOVE_UNKNOWN;
    e->seen = (int64_t)time(NULL);
    online_list_put(&o->tables, e);
    char err[1400];
    if (!online_list_save(app->pref_dir, &o->tables, err, sizeof err))
        ui_toast(app->ui, err, true);
}

static void host_table(App *app)
{
    Online *o = app->online;
    const GameRules *rules = app->games[app->selected];
    GameSetup *setup = &app->setups[app->selected];
    o->message[0] = '\0';
    stop_typing(o);
    if (!options_validate(rules, &setup->opts, o->message, sizeof o->message))
        return;
    if (o->server && !online_server_listens_on(o->server, o->address)) {
        online_server_stop(o->server); /* the player chose another address */
        o->server = NULL;
    }
    if (!o->server && !(o->server = online_server_start(app->pref_dir, o->address, o->message,
                                                        sizeof o->message)))
        return;
    char seats[700], host[NET_HOST_MAX + 1], why[600];
    seats_text(setup, seats, sizeof seats);
    char opts[600];
    options_text(rules, &setup->opts, opts, sizeof opts);
    int port;
    online_server_local(o->server, host, sizeof host, &port);
    NetHosted hosted;
    bool ok = net_table_host(host, port, online_server_fingerprint(o->server), rules->id, seats,
                             opts, HOST_WAIT_MS, &hosted, why, sizeof why);
    if (!ok) {
        snprintf(o->message, sizeof o->message, _("The table could not be made: %s"), why);
        return;
    }
    setup->remembered = true; /* the lobby keeps these seats */
    lobby_memory_save(app);
    keep_hosted(app, &hosted);
    show_page(app, ONLINE_CODES);
}

static void draw_host(App *app, int top)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    int margin = ui_px(ui, 40), gap = ui_px(ui, 20), pad = ui_px(ui, 24), bh = ui_px(ui, 48);
    int h = ui->pixel_h - top - ui_px(ui, 28), seats_w = (ui->pixel_w - 2 * margin - gap) * 11 / 20;
    SDL_Rect seats = {margin, top, seats_w, h};
    ui_panel(ui, seats, UI_PANEL_CARD, false);
    const char *names[MAX_GAMES];
    for (int i = 0; i < app->game_count; i++)
        names[i] = app->games[i]->name;
    SDL_Rect game = {seats.x + pad, seats.y + pad, seats.w - 2 * pad, ui_px(ui, 40)};
    if (ui_choice(ui, game, &app->selected, names, app->game_count))
        app->editing_seat = -1;
    int y = game.y + game.h + ui_px(ui, 16);
    y = say(ui,
            _("Human seats are for friends: each gets a code to join with, and names the seat "
              "when joining. The first is yours."),
            seats.x + pad, y, seats.w - 2 * pad) +
        ui_px(ui, 12);
    lobby_draw_seats(app,
                     (SDL_Rect){seats.x + pad, y, seats.w - 2 * pad, seats.y + seats.h - pad - y});

    SDL_Rect side = {seats.x + seats.w + gap, top, ui->pixel_w - margin - seats.x - seats.w - gap,
                     h};
    y = titled_card(ui, side, _("Your computer runs the table"));
    int x = side.x + pad, w = side.w - 2 * pad;
    y = say(ui,
            _("It holds every secret of the game: each player's hidden cards and the draws to "
              "come. Host for friends; with strangers, play on a server none of you runs."),
            x, y, w) +
        ui_px(ui, 36);
    draw_field(app, (SDL_Rect){x, y, w, ui_px(ui, 40)}, _("Listen on"), ONLINE_FIELD_ADDRESS,
               o->address, sizeof o->address, NULL);
    y += ui_px(ui, 48);
    y = say(ui,
            _("0.0.0.0 takes friends on your network and beyond (your router must pass the port "
              "on); 127.0.0.1 this computer only."),
            x, y, w) +
        ui_px(ui, 12);
    y = draw_message(app, x, y, w);
    SDL_Rect b = {side.x + side.w - pad - ui_px(ui, 200), side.y + side.h - pad - bh,
                  ui_px(ui, 200), bh};
    if (ui_button_ex(ui, b, _("Host the table"), UI_BUTTON_PRIMARY, app->game_count > 0,
                     _("Starts the table and gives you the codes to send")))
        host_table(app);
}

/* The table hosted: each human seat's code with Copy, the spectators', and your seat. */
static void copy_code(App *app, const char *code)
{
    if (SDL_SetClipboardText(code) == 0)
        ui_toast(app->ui, _("Copied: paste it into a message to your friend"), false);
    else
        ui_toast(app->ui, SDL_GetError(), true);
}

static int draw_code_row(App *app, const char *who, const char *code, int x, int y, int w,
                         int index)
{
    Ui *ui = app->ui;
    int bh = ui_px(ui, 36), copy_w = ui_button_width(ui, _("Copy"), bh, ui_px(ui, 90));
    ui_text_fit(ui, who, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT)), x, y, w, 0);
    SDL_Rect field = {x, y + ui_px(ui, 22), w - copy_w - ui_px(ui, 10), bh};
    ui_fill_round_rect(ui, field, ui_px(ui, 6), ui_colour(UI_BG));
    ui_text_fit(ui, code, ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT)),
                field.x + ui_px(ui, 10), field.y + bh / 2, field.w - ui_px(ui, 20),
                UI_ALIGN_MIDDLE);
    ui_tooltip(ui, field, code);
    SDL_Rect copy = {field.x + field.w + ui_px(ui, 10), field.y, copy_w, bh};
    char label[40];
    snprintf(label, sizeof label, "copy %d", index);
    ui_widget_record(ui, label, copy);
    if (ui_button(ui, copy, _("Copy"), UI_BUTTON_NORMAL))
        copy_code(app, code);
    return field.y + bh + ui_px(ui, 14);
}

static void take_host_seat(App *app)
{
    Online *o = app->online;
    open_entry(app, &o->hosted);
}

static void draw_codes(App *app, int top)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    int margin = ui_px(ui, 40), pad = ui_px(ui, 24), bh = ui_px(ui, 48);
    SDL_Rect card = {margin, top, ui->pixel_w - 2 * margin, ui->pixel_h - top - ui_px(ui, 28)};
    int y = titled_card(ui, card, _("Send each friend their code"));
    const OnlineEntry *e = &o->hosted;
    bool watching = !strcmp(e->code, e->invites[MAX_SEATS]);
    int x = card.x + pad, w = card.w - 2 * pad, mine = watching ? -1 : e->seat;
    y = say(ui,
            _("A code is a key to its seat: send each one only to its player. The game starts "
              "when every friend has joined; the table waits on this computer meanwhile."),
            x, y, w) +
        ui_px(ui, 14);
    for (int i = 0; i < e->players; i++) {
        if (!e->invites[i][0] || i == mine)
            continue;
        char who[120];
        /* TRANSLATORS: whose invite code this is: "Seat 2 (Player 2)" */
        snprintf(who, sizeof who, _("Seat %d (%s)"), i + 1, e->names[i]);
        y = draw_code_row(app, who, e->invites[i], x, y, w, i + 1);
    }
    y = draw_code_row(app, _("Spectators: they see only what every player sees"),
                      e->invites[MAX_SEATS], x, y, w, 0);
    draw_message(app, x, y, w);
    SDL_Rect b = {card.x + card.w - pad - ui_px(ui, 220), card.y + card.h - pad - bh,
                  ui_px(ui, 220), bh};
    if (ui_button_ex(ui, b, mine >= 0 ? _("Take your seat") : _("Watch the table"),
                     UI_BUTTON_PRIMARY, true, _("Opens the board; the codes stay in your list")))
        take_host_seat(app);
}

/* ---- Join ---- */

static void paste_code(App *app)
{
    Online *o = app->online;
    char *text = SDL_GetClipboardText();
    if (text && text[0]) {
        snprintf(o->code, sizeof o->code, "%s", text);
        o->message[0] = '\0';
    } else {
        snprintf(o->message, sizeof o->message, "%s",
                 _("There is nothing to paste: copy the code from your friend's message first."));
    }
    SDL_free(text);
    app->dirty = true;
}

static void join_table(App *app)
{
    Online *o = app->online;
    stop_typing(o);
    NetInvite invite;
    char why[300];
    if (!net_invite_parse(o->code, &invite, why, sizeof why)) {
        fprintf(stderr, "moguls: invite code: %s\n", why);
        snprintf(o->message, sizeof o->message, "%s",
                 _("This is not an invite code, or it was cut short or changed. Copy the whole "
                   "code again: it starts with moguls:"));
        return;
    }
    match_tidy_name(o->name, 0);
    OnlineEntry e = {0};
    net_invite_format(&invite, e.code, sizeof e.code);
    online_board_join(app, &e, o->name);
}

static void draw_join(App *app, int top)
{
    Ui *ui = app->ui;
    Online *o = app->online;
    int margin = ui_px(ui, 40), pad = ui_px(ui, 24), bh = ui_px(ui, 48), fh = ui_px(ui, 42);
    int w = ui_px(ui, 760) < ui->pixel_w - 2 * margin ? ui_px(ui, 760) : ui->pixel_w - 2 * margin;
    SDL_Rect card = {(ui->pixel_w - w) / 2, top, w, ui_px(ui, 420)};
    int y = titled_card(ui, card, _("Join a table")) + ui_px(ui, 28);
    int x = card.x + pad, fw = w - 2 * pad;
    int paste_w = ui_button_width(ui, _("Paste"), fh, ui_px(ui, 100));
    draw_field(app, (SDL_Rect){x, y, fw - paste_w - ui_px(ui, 10), fh}, _("Invite code"),
               ONLINE_FIELD_CODE, o->code, sizeof o->code, _("moguls:... (Ctrl+V)"));
    if (ui_button(ui, (SDL_Rect){x + fw - paste_w, y, paste_w, fh}, _("Paste"), UI_BUTTON_NORMAL))
        paste_code(app);
    y += fh + ui_px(ui, 40);
    draw_field(app, (SDL_Rect){x, y, fw / 2, fh}, _("Your name"), ONLINE_FIELD_NAME, o->name,
               NET_NAME_MAX + 1 < sizeof o->name ? NET_NAME_MAX + 1 : sizeof o->name, NULL);
    y += fh + ui_px(ui, 20);
    draw_message(app, x, y, fw);
    SDL_Rect b = {card.x + w - pad - ui_px(ui, 180), card.y + card.h - pad - bh, ui_px(ui, 180),
                  bh};
    if (ui_button_ex(ui, b, _("Join"), UI_BUTTON_PRIMARY, o->code[0] != '\0' && !o->pending,
                     _("Connects to your friend's table and opens the board")))
        join_table(app);
}

/* Ctrl+V in a field: the clipboard's first line typed in, as much as the field holds. */
static void paste_into_field(Online *o)
{
    char *text = SDL_GetClipboardText();
    SDL_Event typed = {.type = SDL_TEXTINPUT};
    size_t room = sizeof typed.text.text - 1;
    for (const char *p = text ? text : ""; *p && *p != '\n' && *p != '\r';) {
        size_t n = strcspn(p, "\r\n");
        if (n > room) /* a piece at a time, never cutting a character in two */
            for (n = room; ((unsigned char)p[n] & 0xC0) == 0x80; n--)
                ;
        memcpy(typed.text.text, p, n);
        typed.text.text[n] = '\0';
        ui_edit_event(&o->edit, &typed);
        p += n;
    }
    SDL_free(text);
}

/* ---- the scene ---- */

/* Over the page while a table is being joined: "Connecting..." and Cancel. The window goes on
 * answering: the connection is made off the main thread. */
static void draw_connecting(App *app)
{
    Ui *ui = app->ui;
    const char *text = _("Connecting to the table\u2026");
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 18), ui_colour(UI_TEXT));
    int pad = ui_px(ui, 24), bh = ui_px(ui, 44), tw;
    int bw = ui_button_width(ui, _("Cancel"), bh, ui_px(ui, 120));
    ui_text_size(ui, text, style, &tw, NULL);
    int w = tw + bw + 3 * pad, h = bh + 2 * pad;
    SDL_Rect plate = {(ui->pixel_w - w) / 2, (ui->pixel_h - h) / 2, w, h};
    ui_shadow(ui, plate, ui_px(ui, 12), ui_px(ui, 6));
    ui_round_rect_border(ui, plate, ui_px(ui, 12), ui_colour(UI_PANEL), ui_colour(UI_ACCENT),
                         ui_px(ui, 2));
    ui_widget_record(ui, "connecting", plate);
    ui_text(ui, text, style, plate.x + pad, plate.y + h / 2, UI_ALIGN_MIDDLE);
    SDL_Rect cancel = {plate.x + w - pad - bw, plate.y + pad, bw, bh};
    if (ui_button(ui, cancel, _("Cancel"), UI_BUTTON_NORMAL))
        online_board_cancel_join(app);
}

static const char *page_title(OnlinePage page)
{
    switch (page) {
    case ONLINE_HOST:
    case ONLINE_CODES:
        return _("Host a table");
    case ONLINE_JOIN:
        return _("Join a table");
    default:
        return _("Play online");
    }
}

void online_draw(App *app)
{
    Ui *ui = app->ui;
    Online *o = online(app);
    ui_table(ui, SHELL_TABLE);
    int top = app_draw_title(app, page_title(o->page),
                             o->page == ONLINE_HOME ? _("With friends on other computers") : NULL);
    if (app_back_button(app)) {
        online_escape(app);
        return;
    }
    if (o->server && online_server_failed(o->server) && !o->message[0])
        snprintf(o->message, sizeof o->message, "%s",
                 _("The table server here stopped: its database cannot be written. Your "
                   "tables are as they were last stored."));
    switch (o->page) {
    case ONLINE_HOST:
        draw_host(app, top);
        break;
    case ONLINE_CODES:
        draw_codes(app, top);
        break;
    case ONLINE_JOIN:
        draw_join(app, top);
        break;
    default:
        draw_home(app, top);
        break;
    }
    if (o->pending)
        draw_connecting(app);
}

void online_update(App *app)
{
    if (app->online)
        online_board_follow_join(app);
}

void online_event(App *app, const SDL_Event *e)
{
    Online *o = online(app);
    if (o->page == ONLINE_HOST && o->editing == ONLINE_FIELD_NONE) {
        lobby_event(app, e); /* the seats' names */
        return;
    }
    if (o->editing == ONLINE_FIELD_NONE) {
        if (e->type == SDL_KEYDOWN && o->page == ONLINE_JOIN && e->key.keysym.sym == SDLK_v &&
            (e->key.keysym.mod & KMOD_CTRL))
            paste_code(app);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_v && (e->key.keysym.mod & KMOD_CTRL)) {
        paste_into_field(o);
        return;
    }
    if (ui_edit_event(&o->edit, e))
        return;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode key = e->key.keysym.sym;
        bool enter = key == SDLK_RETURN || key == SDLK_KP_ENTER;
        OnlineField field = o->editing;
        if (enter || key == SDLK_ESCAPE || key == SDLK_TAB)
            stop_typing(o);
        if (enter && o->page == ONLINE_JOIN && field != ONLINE_FIELD_NONE)
            join_table(app);
    }
}

void online_escape(App *app)
{
    Online *o = online(app);
    if (o->editing != ONLINE_FIELD_NONE) {
        stop_typing(o);
    } else if (o->page == ONLINE_HOME) {
        app_set_scene(app, SCENE_LOBBY);
    } else {
        show_page(app, ONLINE_HOME);
    }
    app->dirty = true;
}

void online_free(App *app)
{
    Online *o = app->online;
    if (!o)
        return;
    online_board_closed(app);
    net_table_close(o->pending);
    online_server_stop(o->server);
    free(o);
    app->online = NULL;
}
