/* The lobby: a card per game, the chosen game's seats and options, Start and Continue. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app_internal.h"
#include "online.h"

static const char *const seat_kinds[] = {N_("Human"), N_("Bot: random"), N_("Bot: easy"),
                                         N_("Bot: normal"), N_("Bot: hard")};
#define SEAT_KIND_COUNT 5

/* The human's default name: the login name when it looks like a person's ("sam" -> "Sam"),
 * else "Player". Not "You": the log reads "NAME takes ...", which "You" would make ungrammatical. */
static void default_human_name(char *out, size_t outlen)
{
    const char *login = getenv("USER");
    bool usable = login && *login && strlen(login) < SEAT_NAME_MAX && strcmp(login, "root");
    for (const char *p = login; usable && *p; p++)
        usable = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z');
    snprintf(out, outlen, "%s", usable ? login : _("Player"));
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}

static void default_setup(const GameRules *rules, GameSetup *setup)
{
    options_defaults(rules, &setup->opts);
    char name[SEAT_NAME_MAX];
    default_human_name(name, sizeof name);
    match_default_seats(setup->seats, 0, name);
    view_default_colours(view_find(rules->id), setup->seats);
}

void lobby_refresh_latest(App *app)
{
    app->has_latest = saves_latest_in_progress(app->pref_dir, &app->latest);
}

void lobby_init(App *app)
{
    app->game_count = 0;
    for (int i = 0; i < registry_count() && app->game_count < MAX_GAMES; i++) {
        const GameRules *rules = registry_game(i);
        if (!view_find(rules->id))
            continue; /* no board yet: not offered */
        default_setup(rules, &app->setups[app->game_count]);
        app->games[app->game_count++] = rules;
    }
    app->selected = 0;
    app->scene = SCENE_LOBBY;
    lobby_memory_load(app);
    saves_migrate(app->pref_dir);
    saves_remove_stale_temps(app->pref_dir);
    for (int i = 0; i < app->game_count; i++) {
        char err[1400];
        Lesson *lesson = lesson_load(app->games[i]->id, err, sizeof err);
        app->lessons[i].minutes = lesson ? lesson->minutes : 0;
        lesson_free(lesson);
    }
    lobby_refresh_latest(app);
    for (int i = 0; i < app->game_count && app->has_latest; i++)
        if (app->games[i] == app->latest.summary.rules)
            app->selected = i; /* the lobby opens on the game to continue */
    if (app->game_count == 0 && !app->lobby_message[0]) {
        snprintf(app->lobby_message, sizeof app->lobby_message,
                 "%s", _("No game in this build has a board yet."));
        app->lobby_message_is_error = true;
    }
}

static void saves_key(App *app, SDL_Keycode key);

static void stop_editing(App *app)
{
    if (app->editing_seat >= 0) {
        SDL_StopTextInput();
        Seat *s = &app->setups[app->selected].seats[app->editing_seat];
        match_tidy_name(s->name, app->editing_seat); /* blanks only: "Player N" */
    }
    app->editing_seat = -1;
}

void lobby_event(App *app, const SDL_Event *e)
{
    if (app->saves_open && !app->confirm_delete && !app->confirm_clear && e->type == SDL_KEYDOWN) {
        saves_key(app, e->key.keysym.sym);
        return;
    }
    if (app->editing_seat < 0 || app->game_count == 0 || ui_edit_event(&app->edit, e))
        return;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode key = e->key.keysym.sym;
        if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_ESCAPE || key == SDLK_TAB)
            stop_editing(app);
    }
}

/* ---- pieces of the lobby ---- */

static void players_text(const GameRules *r, char *out, size_t n)
{
    if (r->min_players == r->max_players)
        snprintf(out, n, plural_text("%d player", "%d players", (unsigned long)r->min_players),
                 r->min_players);
    else
        /* TRANSLATORS: a range of player counts, "2–4 players" */
        snprintf(out, n, _("%d\u2013%d players"), r->min_players, r->max_players);
}

/* The lid's picture: the game in play (lobby_art), or the lid's own colour until it is made. */
static void draw_lid_picture(App *app, int index, SDL_Rect pic)
{
    Ui *ui = app->ui;
    SDL_Texture *art = lobby_art(app, index, pic.w, pic.h);
    if (art) {
        SDL_SetTextureBlendMode(art, SDL_BLENDMODE_NONE);
        ui_draw_copy(ui, art, NULL, pic, 0.0);
    } else {
        ui_fill_rect(ui, pic, ui_mix(ui_colour(UI_PANEL), ui_rgba(0x000000, 255), 0.3f));
    }
    ui_outline_rect(ui, pic, 1, ui_rgba(0x000000, 160));
}

/* A game's box lying on the table: the lid shows the game as it looks in play with its title on
 * a printed band across the picture's foot, then the players and the pitch. The chosen box is
 * lit and lifted off the table; a hovered one rises a little. */
static void draw_card(App *app, int index, SDL_Rect r)
{
    Ui *ui = app->ui;
    const GameRules *rules = app->games[index];
    bool selected = index == app->selected;
    bool hot = ui_hover(ui, r);
    unsigned id = ui_widget_id(r, rules->name);
    ui_widget_record(ui, rules->name, r);
    if (ui_clicked(ui, r, id) && app->selected != index) {
        app->selected = index;
        app->editing_seat = -1;
    }
    int pad = ui_px(ui, 10), depth = ui_px(ui, 6),
        lift = selected ? ui_px(ui, 4)
               : hot    ? ui_px(ui, 2)
                        : 0;
    SDL_Rect lid = {r.x, r.y + depth - lift, r.w, r.h - depth};
    /* the box under its lid: the shadow it casts, its side below the lid's edge */
    SDL_Rect box = {lid.x, lid.y, lid.w, lid.h + depth + lift};
    ui_shadow(ui, box, ui_px(ui, 10), ui_px(ui, 4) + lift);
    ui_fill_round_rect(ui, (SDL_Rect){lid.x, lid.y + depth + lift, lid.w, lid.h}, ui_px(ui, 10),
                       ui_mix(ui_colour(UI_PANEL), ui_rgba(0x000000, 255), 0.5f));
    ui_panel(ui, lid, UI_PANEL_CARD, selected);
    SDL_Rect pic = {lid.x + pad, lid.y + pad, lid.w - 2 * pad, lobby_art_height(lid.w - 2 * pad)};
    draw_lid_picture(app, index, pic);
    int band_h = ui_px(ui, 34);
    SDL_Rect band = {pic.x, pic.y + pic.h - band_h, pic.w, band_h};
    ui_fill_rect(ui, band, ui_rgba(0x15110d, 235));
    ui_fill_rect(ui, (SDL_Rect){band.x, band.y, band.w, 1}, ui_colour(UI_GOLD));
    ui_text_fit(ui, rules->name, ui_style(UI_FONT_DISPLAY, ui_px(ui, 21), ui_colour(UI_TEXT)),
                band.x + ui_px(ui, 8), band.y + band.h / 2 + 1, band.w - ui_px(ui, 16),
                UI_ALIGN_MIDDLE);
    int y = pic.y + pic.h + ui_px(ui, 8);
    char players[48];
    players_text(rules, players, sizeof players);
    ui_text(ui, players, ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_colour(UI_ACCENT)), lid.x + pad,
            y, 0);
    SDL_Rect clip = {lid.x, y, lid.w, lid.y + lid.h - pad / 2 - y};
    SDL_RenderSetClipRect(ui->renderer, &clip); /* a long pitch never leaves its box */
    ui_text_wrapped(ui, table_text(rules->pitch),
                    ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM)), lid.x + pad,
                    y + ui_px(ui, 20), lid.w - 2 * pad, 0, true);
    SDL_RenderSetClipRect(ui->renderer, NULL);
}

static int next_free_colour(const GameSetup *setup, int seat)
{
    int c = setup->seats[seat].colour;
    for (int tries = 0; tries < UI_PALETTE_SIZE; tries++) {
        c = (c + 1) % UI_PALETTE_SIZE;
        bool used = false;
        for (int i = 0; i < setup->opts.players; i++)
            used |= i != seat && setup->seats[i].colour == c;
        if (!used)
            return c;
    }
    return setup->seats[seat].colour;
}

static void draw_seat(App *app, GameSetup *setup, int i, SDL_Rect row)
{
    Ui *ui = app->ui;
    Seat *seat = &setup->seats[i];
    int h = row.h, gap = ui_px(ui, 10);
    /* colour badge: click for the next free colour */
    SDL_Rect badge = {row.x, row.y, h, h};
    char label[40];
    snprintf(label, sizeof label, "colour %d", i + 1);
    ui_widget_record(ui, label, badge);
    if (ui_clicked(ui, badge, ui_widget_id(badge, label)))
        seat->colour = next_free_colour(setup, i);
    ui_player_badge(ui, seat->colour, badge.x + h / 2, badge.y + h / 2,
                    h / 2 - (ui_hover(ui, badge) ? 0 : ui_px(ui, 3)));
    ui_tooltip(ui, badge, _("Click to change this player's colour"));

    /* name field */
    int kind_w = ui_px(ui, 200);
    SDL_Rect field = {badge.x + h + gap, row.y, row.w - h - kind_w - 2 * gap, h};
    snprintf(label, sizeof label, "name %d", i + 1);
    ui_widget_record(ui, label, field);
    bool editing = app->editing_seat == i;
    if (ui_clicked(ui, field, ui_widget_id(field, label)) && !editing) {
        stop_editing(app);
        app->editing_seat = i;
        app->edit = ui_edit_begin(seat->name, SEAT_NAME_MAX);
        SDL_StartTextInput();
        editing = true;
    } else if (editing && ui->mouse_pressed && !ui_inside(field, ui->press_x, ui->press_y)) {
        stop_editing(app);
        editing = false;
    }
    SDL_Color fill =
        editing ? ui_colour(UI_BG) : ui_mix(ui_colour(UI_PANEL), ui_colour(UI_BG), 0.5f);
    SDL_Color edge = editing               ? ui_colour(UI_ACCENT)
                     : ui_hover(ui, field) ? ui_colour(UI_TEXT_DIM)
                                           : ui_colour(UI_BORDER);
    ui_round_rect_border(ui, field, ui_px(ui, 8), fill, edge, ui_px(ui, 1.5f));
    UiTextStyle style = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    SDL_Rect inner = {field.x + ui_px(ui, 12), field.y, field.w - ui_px(ui, 24), h};
    ui_edit_draw(ui, inner, seat->name, style, editing, editing && app->edit.all_selected, NULL);
    if (!editing)
        ui_tooltip(ui, field, _("Click to rename"));

    /* human or bot level */
    SDL_Rect kind = {row.x + row.w - kind_w, row.y, kind_w, h};
    int value = seat->bot ? 1 + (int)seat->level : 0;
    const char *kinds[SEAT_KIND_COUNT];
    for (int k = 0; k < SEAT_KIND_COUNT; k++)
        kinds[k] = _(seat_kinds[k]);
    if (ui_choice(ui, kind, &value, kinds, SEAT_KIND_COUNT)) {
        seat->bot = value > 0;
        seat->level = value > 0 ? (BotLevel)(value - 1) : BOT_NORMAL;
    }
}

void lobby_draw_seats(App *app, SDL_Rect area)
{
    Ui *ui = app->ui;
    const GameRules *rules = app->games[app->selected];
    GameSetup *setup = &app->setups[app->selected];
    int row_h = ui_px(ui, 38), gap = ui_px(ui, 8), x = area.x, y = area.y;
    UiTextStyle heading = ui_style(UI_FONT_DISPLAY, ui_px(ui, 18), ui_colour(UI_TEXT));
    ui_text(ui, _("Players"), heading, x, y + row_h / 2, UI_ALIGN_MIDDLE);
    if (rules->min_players < rules->max_players) {
        SDL_Rect count = {x + area.w - ui_px(ui, 150), y, ui_px(ui, 150), row_h};
        if (ui_stepper(ui, count, &setup->opts.players, rules->min_players, rules->max_players))
            app->editing_seat = -1;
    }
    y += row_h + ui_px(ui, 14);
    /* the seats shrink to stay in the area (six seats in a small window) */
    int n = setup->opts.players, seat_h = (area.y + area.h - y + gap) / n - gap;
    seat_h = seat_h > row_h ? row_h : seat_h < ui_px(ui, 28) ? ui_px(ui, 28) : seat_h;
    for (int i = 0; i < n; i++)
        draw_seat(app, setup, i, (SDL_Rect){x, y + i * (seat_h + gap), area.w, seat_h});
}

/* A choice offers only the values the rest of the options allow (GameRules.option_allows), by
 * their labels; a value no longer allowed (the player count changed) moves to the first allowed. */
static void draw_choice(Ui *ui, SDL_Rect widget, const GameRules *rules, int k,
                        const GameOptions *opts, int *value)
{
    const OptionSpec *spec = &rules->options[k];
    const char *shown[16];
    int index[16], count = 0, at = 0;
    for (int v = spec->min; v <= spec->max && count < 16; v++) {
        if (rules->option_allows && !rules->option_allows(opts, k, v))
            continue;
        const char *label = rules->option_label ? rules->option_label(k, v) : NULL;
        if (v == *value)
            at = count;
        index[count] = v;
        shown[count++] = label ? label : spec->choices[v];
    }
    if (count == 0)
        return;
    ui_choice(ui, widget, &at, shown, count);
    *value = index[at];
}

static void draw_option(App *app, GameSetup *setup, const OptionSpec *spec, int k, SDL_Rect row)
{
    Ui *ui = app->ui;
    int *value = &setup->opts.value[k];
    SDL_Rect widget = {row.x + row.w - ui_px(ui, 190), row.y, ui_px(ui, 190), row.h};
    if (spec->kind == OPTION_FLAG) {
        bool on = *value != 0;
        if (ui_toggle(ui, row, table_text(spec->label), &on))
            *value = on;
    } else {
        ui_text_fit(ui, table_text(spec->label), ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)),
                    row.x, row.y + row.h / 2, row.w - widget.w - ui_px(ui, 10), UI_ALIGN_MIDDLE);
        if (spec->kind == OPTION_NUMBER)
            ui_stepper(ui, widget, value, spec->min, spec->max);
        else
            draw_choice(ui, widget, app->games[app->selected], k, &setup->opts, value);
    }
    ui_tooltip(ui, row, table_text(spec->help));
}

static void start_new(App *app)
{
    const GameRules *rules = app->games[app->selected];
    GameSetup *setup = &app->setups[app->selected];
    GameOptions opts = setup->opts;
    char err[700];
    if (!options_validate(rules, &opts, err, sizeof err)) {
        ui_toast(app->ui, err, true);
        return;
    }
    if (!match_prepare(rules, &opts, err, sizeof err)) {
        snprintf(app->lobby_message, sizeof app->lobby_message, _("%s cannot start: %s"),
                 rules->name, err);
        app->lobby_message_is_error = true;
        return;
    }
    uint64_t seed = SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20);
    Match *m = match_new(rules, &opts, seed, setup->seats);
    m->practice = setup->practice;
    setup->remembered = true; /* the next run's lobby opens with these seats */
    lobby_memory_save(app);
    game_start(app, m, NULL);
}

/* "Learn": the chosen game's guided first game, from where the player left it. */
static void draw_learn(App *app, SDL_Rect r)
{
    const GameRules *rules = app->games[app->selected];
    const LobbyLesson *lesson = &app->lessons[app->selected];
    char tip[300];
    snprintf(tip, sizeof tip,
             plural_text("A guided first game against bots: a coach explains each step (about %d "
                         "minute)",
                         "A guided first game against bots: a coach explains each step (about %d "
                         "minutes)",
                         (unsigned long)lesson->minutes),
             lesson->minutes);
    bool resume = coach_saved_step(app, rules->id) > 0;
    if (ui_button_ex(app->ui, r, resume ? _("Resume lesson") : _("Learn"), UI_BUTTON_NORMAL, true,
                     tip)) {
        const GameSetup *setup = &app->setups[app->selected];
        coach_start(app, rules, setup->seats[0].bot ? NULL : setup->seats[0].name);
    }
    ui_widget_record(app->ui, _("Learn"), r);
}

/* "Continue Takeover - you vs 3 bots - move 41": the most recent game in progress. */
static void draw_continue(App *app, SDL_Rect r)
{
    char what[300], label[340];
    saves_describe(&app->latest, what, sizeof what);
    /* TRANSLATORS: %s describes the game: "Takeover - you vs 3 bots - move 41" */
    snprintf(label, sizeof label, _("Continue %s"), what);
    bool clicked = ui_button_ex(app->ui, r, label, UI_BUTTON_NORMAL, true,
                                _("Carry on with your most recent game (it is saved after every "
                                  "move)"));
    ui_widget_record(app->ui, _("Continue"), r);
    if (clicked) {
        char path[1400];
        saves_path(app->pref_dir, &app->latest, path, sizeof path);
        game_load(app, path);
    }
}

static void draw_message(App *app, int y)
{
    Ui *ui = app->ui;
    SDL_Rect box = {ui_px(ui, 40), y, ui->pixel_w - ui_px(ui, 80), ui_px(ui, 44)};
    SDL_Color edge = app->lobby_message_is_error ? ui_colour(UI_BAD) : ui_colour(UI_GOOD);
    ui_round_rect_border(ui, box, ui_px(ui, 10), ui_mix(ui_colour(UI_BG), edge, 0.18f), edge,
                         ui_px(ui, 1.5f));
    ui_text_fit(ui, app->lobby_message, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT)),
                box.x + ui_px(ui, 16), box.y + box.h / 2, box.w - ui_px(ui, 140), UI_ALIGN_MIDDLE);
    ui_tooltip(ui, box, app->lobby_message);
    SDL_Rect dismiss = {box.x + box.w - ui_px(ui, 110), box.y + ui_px(ui, 6), ui_px(ui, 100),
                        box.h - ui_px(ui, 12)};
    if (ui_button(ui, dismiss, _("Dismiss"), UI_BUTTON_QUIET))
        app->lobby_message[0] = '\0';
}

static void draw_setup(App *app, SDL_Rect panel)
{
    Ui *ui = app->ui;
    const GameRules *rules = app->games[app->selected];
    GameSetup *setup = &app->setups[app->selected];
    ui_shadow(ui, panel, ui_px(ui, 16), ui_px(ui, 6));
    ui_round_rect_border(ui, panel, ui_px(ui, 16), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    int pad = ui_px(ui, 24), row_h = ui_px(ui, 38), gap = ui_px(ui, 8);
    UiTextStyle heading = ui_style(UI_FONT_DISPLAY, ui_px(ui, 18), ui_colour(UI_TEXT));
    int col_w = (panel.w - 3 * pad) * 11 / 20;
    int x = panel.x + pad, y = panel.y + pad;

    int bh = ui_px(ui, 52), by = panel.y + panel.h - pad - bh;
    lobby_draw_seats(app, (SDL_Rect){x, y, col_w, by - gap - y});

    int ox = x + col_w + pad, ow = panel.x + panel.w - pad - ox;
    int oy = panel.y + pad;
    ui_text(ui, _("Options"), heading, ox, oy + row_h / 2, UI_ALIGN_MIDDLE);
    oy += row_h + ui_px(ui, 14);
    for (int k = 0; k < rules->option_count; k++)
        draw_option(app, setup, &rules->options[k], k,
                    (SDL_Rect){ox, oy + k * (row_h + gap), ow, row_h});
    SDL_Rect practice = {ox, oy + rules->option_count * (row_h + gap), ow, row_h};
    ui_toggle(ui, practice, _("Practice: undo anything"), &setup->practice);
    ui_tooltip(ui, practice,
               _("Take back any move, even after a draw or a reveal: for trying things out. The "
                 "game is marked Practice."));

    SDL_Rect start = {panel.x + panel.w - pad - ui_px(ui, 200), by, ui_px(ui, 200), bh};
    if (ui_button(ui, start, _("Start"), UI_BUTTON_PRIMARY))
        start_new(app);
    SDL_Rect learn = {start.x - gap - ui_px(ui, 180), by, ui_px(ui, 180), bh};
    if (app->lessons[app->selected].minutes > 0)
        draw_learn(app, learn);
    else
        learn.x = start.x;
    int online_w = ui_button_width(ui, _("Play online"), bh, ui_px(ui, 170));
    SDL_Rect online = {learn.x - gap - online_w, by, online_w, bh};
    if (ui_button_ex(ui, online, _("Play online"), UI_BUTTON_NORMAL, true,
                     _("Host a table for friends on other computers, or join theirs")))
        online_open(app);
    if (app->has_latest)
        draw_continue(app, (SDL_Rect){x, by, online.x - gap - x, bh});
    SDL_Rect rules_button = {ox + ow - ui_px(ui, 150), panel.y + pad, ui_px(ui, 150), row_h};
    if (ui_button(ui, rules_button, _("How to play"), UI_BUTTON_QUIET)) {
        app->game_index = app->selected;
        app_set_scene(app, SCENE_HELP);
    }
}

static void draw_games(App *app, int top);

/* ---- saved games ---- */

/* "in progress - 2026-11-22 14:05" or "saved copy - ...". */
static void save_status(const SaveEntry *e, char *out, size_t n)
{
    char when[32];
    struct tm tm;
    localtime_r(&e->modified, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    snprintf(out, n, "%s - %s", e->folder == SAVE_IN_PROGRESS ? _("in progress") : _("saved copy"),
             when);
}

/* "Takeover - you vs 3 bots - move 41 - in progress - 2026-11-22 14:05". */
static void save_line(const SaveEntry *e, char *out, size_t n)
{
    char what[300], status[100];
    saves_describe(e, what, sizeof what);
    save_status(e, status, sizeof status);
    snprintf(out, n, "%s - %s", what, status);
}

/* The row of the game picked, or -1. */
static int picked_row(const App *app)
{
    return app->save_pick[0] ? saves_find(&app->save_list, app->save_pick_folder, app->save_pick)
                             : -1;
}

static void pick_row(App *app, int i)
{
    app->save_pick[0] = '\0';
    if (i < 0 || i >= app->save_list.count)
        return;
    app->save_pick_folder = app->save_list.entries[i].folder;
    snprintf(app->save_pick, sizeof app->save_pick, "%s", app->save_list.entries[i].name);
}

/* Lists the folders again; the game picked stays picked wherever its row went, and when it is
 * gone the one at `fallback_row` is picked in its place. */
static void list_saves(App *app, int fallback_row)
{
    saves_list(app->pref_dir, &app->save_list);
    if (picked_row(app) < 0) {
        int last = app->save_list.count - 1;
        pick_row(app, fallback_row < last ? fallback_row : last);
    }
    app->save_abandoned = saves_count_abandoned(&app->save_list, time(NULL));
    app->save_scroll = -1; /* show the game picked */
    app->save_drag_from = -1;
    app->confirm_delete = false;
    app->confirm_clear = false;
}

/* Moves the pick by `by` rows (clamped) and scrolls it into view (keys). */
static void move_pick(App *app, int by)
{
    int count = app->save_list.count, row = picked_row(app);
    if (count == 0)
        return;
    row = row < 0 ? 0 : row + by;
    pick_row(app, row < 0 ? 0 : row >= count ? count - 1 : row);
    row = picked_row(app);
    if (row < app->save_scroll)
        app->save_scroll = row;
    else if (row >= app->save_scroll + app->save_page)
        app->save_scroll = row - app->save_page + 1;
}

static void load_picked(App *app)
{
    int row = picked_row(app);
    if (row < 0)
        return;
    /* A copy loaded before and not played since is that game in progress, not another one
     * labelled the same. */
    int started = saves_started_from(app->pref_dir, &app->save_list, row);
    char path[1400];
    saves_path(app->pref_dir, &app->save_list.entries[started >= 0 ? started : row], path,
               sizeof path);
    app->saves_open = false;
    game_load(app, path);
}

static void delete_picked(App *app)
{
    int row = picked_row(app);
    if (row < 0)
        return;
    char path[1400];
    saves_path(app->pref_dir, &app->save_list.entries[row], path, sizeof path);
    if (remove(path) != 0) {
        char text[1700];
        snprintf(text, sizeof text, _("Cannot delete %s: %s"), path, strerror(errno));
        ui_toast(app->ui, text, true);
    }
    list_saves(app, row);
    lobby_refresh_latest(app);
}

static void export_picked(App *app)
{
    int row = picked_row(app);
    char path[1400];
    if (row < 0)
        return;
    saves_path(app->pref_dir, &app->save_list.entries[row], path, sizeof path);
    share_export_save(app, path);
}

static void clear_abandoned(App *app)
{
    char err[1700] = "";
    int removed =
        saves_clear_abandoned(app->pref_dir, &app->save_list, time(NULL), err, sizeof err);
    list_saves(app, 0);
    lobby_refresh_latest(app);
    char text[200];
    snprintf(text, sizeof text,
             plural_text("%d abandoned game removed", "%d abandoned games removed",
                         (unsigned long)removed),
             removed);
    ui_toast(app->ui, err[0] ? err : text, err[0] != '\0');
}

int app_ask(App *app, SDL_Rect over, const char *title, const char *text, const char *yes,
            const char *yes_tip, const char *no)
{
    Ui *ui = app->ui;
    ui_begin_overlay(ui); /* over the list, half seen through its shade */
    ui_fill_rect(ui, over, ui_rgba(0x000000, 120));
    int w = ui_px(ui, 520), h = ui_px(ui, 230), pad = ui_px(ui, 24);
    SDL_Rect box = {over.x + (over.w - w) / 2, over.y + (over.h - h) / 2, w, h};
    ui_shadow(ui, box, ui_px(ui, 14), ui_px(ui, 6));
    ui_round_rect_border(ui, box, ui_px(ui, 14), ui_colour(UI_PANEL), ui_colour(UI_BAD),
                         ui_px(ui, 2));
    ui_text_fit(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 20), ui_colour(UI_TEXT)),
                box.x + pad, box.y + pad, w - 2 * pad, 0);
    ui_text_wrapped(ui, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM)),
                    box.x + pad, box.y + pad + ui_px(ui, 36), w - 2 * pad, 0, true);
    int bh = ui_px(ui, 44), gap = ui_px(ui, 12);
    int yes_w = ui_button_width(ui, yes, bh, ui_px(ui, 150));
    int no_w = ui_button_width(ui, no, bh, ui_px(ui, 150));
    SDL_Rect yes_r = {box.x + w - pad - yes_w, box.y + h - pad - bh, yes_w, bh};
    SDL_Rect no_r = {yes_r.x - gap - no_w, yes_r.y, no_w, bh};
    if (ui_button_ex(ui, yes_r, yes, UI_BUTTON_DANGER, true, yes_tip))
        return 1;
    return ui_button(ui, no_r, no, UI_BUTTON_NORMAL) ? 0 : -1;
}

/* "Delete this game?": nothing is deleted without a second click. */
static void draw_confirm_delete(App *app, SDL_Rect over)
{
    int row = picked_row(app);
    char line[500] = "";
    if (row >= 0)
        save_line(&app->save_list.entries[row], line, sizeof line);
    int answer = app_ask(app, over, _("Delete this game?"), line, _("Delete for good"),
                         _("The file is removed; this cannot be undone"), _("Keep it"));
    if (answer >= 0)
        app->confirm_delete = false;
    if (answer == 1)
        delete_picked(app);
}

/* "Remove 37 abandoned games?": says which, and never touches a saved copy. */
static void draw_confirm_clear(App *app, SDL_Rect over)
{
    char title[120], text[400];
    snprintf(title, sizeof title,
             plural_text("Remove %d abandoned game?", "Remove %d abandoned games?",
                         (unsigned long)app->save_abandoned),
             app->save_abandoned);
    snprintf(text, sizeof text,
             plural_text("Games in progress never started, or not played for %d day or more. "
                         "Your most recent game and every saved copy are kept.",
                         "Games in progress never started, or not played for %d days or more. "
                         "Your most recent game and every saved copy are kept.",
                         SAVES_ABANDONED_DAYS),
             SAVES_ABANDONED_DAYS);
    int answer = app_ask(app, over, title, text, _("Remove them"),
                         _("Their files are removed; this cannot be undone"), _("Keep them"));
    if (answer >= 0)
        app->confirm_clear = false;
    if (answer == 1)
        clear_abandoned(app);
}

/* The scroll bar beside the rows: drag its thumb, or click above or below it for a page. */
static void draw_scroll_bar(App *app, SDL_Rect track, int visible)
{
    Ui *ui = app->ui;
    int count = app->save_list.count, most = count - visible;
    if (most <= 0)
        return;
    int thumb_h = track.h * visible / count;
    if (thumb_h < ui_px(ui, 28))
        thumb_h = ui_px(ui, 28);
    int span = track.h - thumb_h;
    SDL_Rect thumb = {track.x, track.y + (int)((long long)span * app->save_scroll / most), track.w,
                      thumb_h};
    ui_widget_record(ui, "scroll bar", track);
    unsigned id = ui_widget_id(track, "scroll bar");
    if (ui->mouse_pressed && ui_inside(thumb, ui->press_x, ui->press_y) && !ui->input_blocked)
        app->save_drag_from = app->save_scroll;
    if (app->save_drag_from >= 0 && span > 0) {
        app->save_scroll =
            app->save_drag_from + (int)((long long)(ui->mouse_y - ui->press_y) * most / span);
        if (!ui->mouse_down)
            app->save_drag_from = -1;
    } else if (ui_clicked(ui, track, id)) {
        app->save_scroll += ui->press_y < thumb.y ? -visible : visible;
    }
    if (app->save_scroll < 0)
        app->save_scroll = 0;
    if (app->save_scroll > most)
        app->save_scroll = most;
    thumb.y = track.y + (int)((long long)span * app->save_scroll / most);
    ui_fill_round_rect(ui, track, track.w / 2, ui_mix(ui_colour(UI_PANEL), ui_colour(UI_BG), 0.5f));
    ui_fill_round_rect(ui, thumb, track.w / 2,
                       ui_hover(ui, thumb) || app->save_drag_from >= 0 ? ui_colour(UI_TEXT_DIM)
                                                                       : ui_colour(UI_BORDER));
}

/* One game: what it is on the left, where it is and when on the right. */
static void draw_save_row(App *app, int i, SDL_Rect row, bool picked)
{
    Ui *ui = app->ui;
    const SaveEntry *e = &app->save_list.entries[i];
    char line[500], what[300], status[100];
    save_line(e, line, sizeof line);
    saves_describe(e, what, sizeof what);
    save_status(e, status, sizeof status);
    ui_widget_record(ui, line, row);
    if (ui_clicked(ui, row, ui_widget_id(row, line)))
        pick_row(app, i);
    if (picked) {
        ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
        ui_fill_rect(ui, (SDL_Rect){row.x, row.y, ui_px(ui, 4), row.h}, ui_colour(UI_ACCENT));
    } else if (ui_hover(ui, row)) {
        ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
    }
    int pad = ui_px(ui, 12), mid = row.y + row.h / 2;
    UiTextStyle dim = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM));
    SDL_Rect right =
        ui_text(ui, status, dim, row.x + row.w - pad, mid, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    ui_text_fit(ui, what, ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x + pad,
                mid, right.x - row.x - 2 * pad, UI_ALIGN_MIDDLE);
}

/* The rows that fit, from save_scroll, and the scroll bar: thousands of games page through. */
static void draw_save_rows(App *app, SDL_Rect list)
{
    Ui *ui = app->ui;
    int row_h = ui_px(ui, 36), bar_w = ui_px(ui, 12), gap = ui_px(ui, 8);
    int visible = list.h / row_h > 0 ? list.h / row_h : 1, count = app->save_list.count;
    int picked = picked_row(app);
    app->save_page = visible;
    if (app->save_scroll < 0) /* just listed: the game picked in view */
        app->save_scroll = picked - visible / 2;
    if (ui_hover(ui, list) && ui->wheel && !ui->input_blocked)
        app->save_scroll -= 3 * ui->wheel;
    if (app->save_scroll > count - visible)
        app->save_scroll = count - visible;
    if (app->save_scroll < 0)
        app->save_scroll = 0;
    draw_scroll_bar(app, (SDL_Rect){list.x + list.w - bar_w, list.y, bar_w, visible * row_h},
                    visible);
    SDL_Rect rows = {list.x, list.y, list.w - (count > visible ? bar_w + gap : 0), row_h};
    ui_fill_round_rect(ui, (SDL_Rect){rows.x, rows.y, rows.w, list.h}, ui_px(ui, 8),
                       ui_colour(UI_PANEL));
    for (int k = 0; k < visible && app->save_scroll + k < count; k++) {
        int i = app->save_scroll + k;
        saves_count_moves(app->pref_dir, &app->save_list, i); /* a large file's, once */
        rows.y = list.y + k * row_h;
        draw_save_row(app, i, rows, i == picked);
    }
    saves_keep_index(app->pref_dir, &app->save_list);
}

static void draw_saves(App *app)
{
    Ui *ui = app->ui;
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x000000, 150));
    int w = ui_px(ui, 900), h = ui_px(ui, 560), pad = ui_px(ui, 28);
    if (w > ui->pixel_w - 2 * pad)
        w = ui->pixel_w - 2 * pad;
    SDL_Rect box = {(ui->pixel_w - w) / 2, (ui->pixel_h - h) / 2, w, h};
    ui_shadow(ui, box, ui_px(ui, 16), ui_px(ui, 8));
    ui_round_rect_border(ui, box, ui_px(ui, 16), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    SDL_Rect title =
        ui_text(ui, _("Saved games"), ui_style(UI_FONT_DISPLAY, ui_px(ui, 22), ui_colour(UI_TEXT)),
                box.x + pad, box.y + pad, 0);
    ui->input_blocked = app->confirm_delete || app->confirm_clear;
    int bh = ui_px(ui, 46), count = app->save_list.count;
    SDL_Rect list = {box.x + pad, box.y + pad + ui_px(ui, 44), w - 2 * pad,
                     h - 2 * pad - ui_px(ui, 44) - bh - ui_px(ui, 16)};
    if (count == 0) {
        ui_fill_round_rect(ui, list, ui_px(ui, 8),
                           ui_mix(ui_colour(UI_PANEL), ui_colour(UI_BG), 0.5f));
        ui_text_wrapped(ui,
                        _("No saved games yet. Every game you start is kept here while it is in "
                          "progress; in a game, Menu > Save a copy adds a copy."),
                        ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT_DIM)),
                        list.x + ui_px(ui, 16), list.y + ui_px(ui, 16), list.w - ui_px(ui, 32), 0,
                        true);
    } else {
        draw_save_rows(app, list);
        char shown[120]; /* "21–32 of 10000" */
        int last =
            app->save_scroll + app->save_page < count ? app->save_scroll + app->save_page : count;
        /* TRANSLATORS: the rows of the saved-games list in view, of how many: "21–32 of 10000" */
        snprintf(shown, sizeof shown, _("%d\u2013%d of %d"), app->save_scroll + 1, last, count);
        ui_text_fit(ui, shown, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT_DIM)),
                    box.x + w - pad, title.y + title.h / 2,
                    box.x + w - pad - (title.x + title.w) - pad, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    bool any = picked_row(app) >= 0;
    int bw = ui_px(ui, 150), gap = ui_px(ui, 12);
    /* Load, Delete and Export as wide as their words, leaving room for Clear */
    int least = ui_px(ui, 110), load_w = ui_button_width(ui, _("Load"), bh, least);
    SDL_Rect load = {box.x + w - pad - load_w, box.y + h - pad - bh, load_w, bh};
    int del_w = ui_button_width(ui, _("Delete"), bh, least);
    SDL_Rect del = {load.x - gap - del_w, load.y, del_w, bh};
    int export_w = ui_button_width(ui, _("Export"), bh, least);
    SDL_Rect export = {del.x - gap - export_w, load.y, export_w, bh};
    SDL_Rect cancel = {box.x + pad, load.y, bw, bh};
    /* The quiet button between Close and Export: set smaller where its words are long. */
    SDL_Rect clear = {cancel.x + bw + gap, load.y, 0, bh};
    int clear_room = export.x - gap - clear.x;
    clear.w = ui_button_width(ui, _("Clear abandoned games"), clear.h, bw);
    if (clear.w > clear_room) {
        clear.h = ui_px(ui, 38);
        clear.y += (bh - clear.h) / 2;
        clear.w = ui_button_width(ui, _("Clear abandoned games"), clear.h, 0);
        if (clear.w > clear_room)
            clear.w = clear_room;
    }
    if (ui_button_ex(ui, load, _("Load"), UI_BUTTON_PRIMARY, any,
                     _("Play on: a game in progress continues in its own file; a copy starts a "
                       "new game from it and stays as it is")))
        load_picked(app);
    else if (ui_button_ex(ui, del, _("Delete"), UI_BUTTON_NORMAL, any, _("Asks first")))
        app->confirm_delete = true;
    else if (ui_button_ex(ui, export, _("Export"), UI_BUTTON_NORMAL, any,
                          _("Writes the game to a file to share; a friend drops it on the Moguls "
                            "window")))
        export_picked(app);
    else if (ui_button(ui, cancel, _("Close"), UI_BUTTON_NORMAL))
        app->saves_open = false;
    else if (ui_button_ex(ui, clear, _("Clear abandoned games"), UI_BUTTON_QUIET,
                          app->save_abandoned > 0,
                          _("Removes the games in progress never started or not played for a "
                            "week, after asking; saved copies are kept")))
        app->confirm_clear = true;
    ui->input_blocked = false;
    if (app->confirm_delete)
        draw_confirm_delete(app, box);
    else if (app->confirm_clear)
        draw_confirm_clear(app, box);
}

/* Keys in the saved-games list: the arrows, Page Up and Down, Home and End move the pick;
 * Return loads it. */
static void saves_key(App *app, SDL_Keycode key)
{
    int page = app->save_page > 1 ? app->save_page - 1 : 1;
    if (key == SDLK_UP)
        move_pick(app, -1);
    else if (key == SDLK_DOWN)
        move_pick(app, 1);
    else if (key == SDLK_PAGEUP)
        move_pick(app, -page);
    else if (key == SDLK_PAGEDOWN)
        move_pick(app, page);
    else if (key == SDLK_HOME)
        move_pick(app, -app->save_list.count);
    else if (key == SDLK_END)
        move_pick(app, app->save_list.count);
    else if (key == SDLK_RETURN || key == SDLK_KP_ENTER)
        load_picked(app);
}

void lobby_free(App *app)
{
    saves_list_free(&app->save_list);
    lobby_art_free(app);
}

/* The profile of the chosen game's first human seat (a table of bots: the first player). */
static void open_profile(App *app)
{
    const GameSetup *setup = &app->setups[app->selected];
    const char *name = setup->seats[0].name;
    for (int i = setup->opts.players - 1; i >= 0; i--)
        if (!setup->seats[i].bot)
            name = setup->seats[i].name;
    profile_open(app, name, app->selected);
}

void lobby_draw(App *app)
{
    Ui *ui = app->ui;
    ui_table(ui, SHELL_TABLE);
    int top = app_draw_title(app, "Moguls", _("Five economic board games"));
    int settings_w = ui_button_width(ui, _("Settings"), ui_px(ui, 40), ui_px(ui, 120));
    SDL_Rect settings = {ui->pixel_w - ui_px(ui, 40) - settings_w, ui_px(ui, 24), settings_w,
                         ui_px(ui, 40)};
    ui->input_blocked = app->saves_open;
    if (ui_button(ui, settings, _("Settings"), UI_BUTTON_NORMAL))
        app_set_scene(app, SCENE_SETTINGS);
    int saved_w = ui_button_width(ui, _("Saved games"), settings.h, ui_px(ui, 190));
    SDL_Rect saved = {settings.x - ui_px(ui, 12) - saved_w, settings.y, saved_w, settings.h};
    if (ui_button(ui, saved, _("Saved games"), UI_BUTTON_QUIET)) {
        list_saves(app, 0);
        app->saves_open = true;
    }
    int history_w = ui_button_width(ui, _("History"), settings.h, ui_px(ui, 130));
    SDL_Rect history = {saved.x - ui_px(ui, 12) - history_w, settings.y, history_w, settings.h};
    if (ui_button_ex(ui, history, _("History"), UI_BUTTON_QUIET, true,
                     _("Your finished games: scores, replays, and records to share")))
        history_scene_open(app);
    int players_w = ui_button_width(ui, _("Players"), settings.h, ui_px(ui, 120));
    SDL_Rect players = {history.x - ui_px(ui, 12) - players_w, settings.y, players_w, settings.h};
    if (ui_button_ex(ui, players, _("Players"), UI_BUTTON_QUIET, app->game_count > 0,
                     _("Each player's record, game by game: wins, scores, rating")))
        open_profile(app);
    if (app->lobby_message[0]) {
        draw_message(app, top - ui_px(ui, 8));
        top += ui_px(ui, 44);
    }
    if (app->game_count > 0)
        draw_games(app, top);
    ui->input_blocked = false;
    if (app->saves_open)
        draw_saves(app);
    app->lobby_shown = true;
}

static void draw_games(App *app, int top)
{
    Ui *ui = app->ui;
    int margin = ui_px(ui, 40), gap = ui_px(ui, 20), n = app->game_count;
    int card_w = (ui->pixel_w - 2 * margin - (n - 1) * gap) / n;
    if (card_w > ui_px(ui, 250))
        card_w = ui_px(ui, 250);
    /* the lid's picture, the players' line and four lines of pitch (French), the box's side */
    int card_h = lobby_art_height(card_w - ui_px(ui, 20)) + ui_px(ui, 126);
    for (int i = 0; i < n; i++)
        draw_card(app, i, (SDL_Rect){margin + i * (card_w + gap), top, card_w, card_h});
    int panel_y = top + card_h + ui_px(ui, 24);
    SDL_Rect panel = {margin, panel_y, ui->pixel_w - 2 * margin,
                      ui->pixel_h - panel_y - ui_px(ui, 28)};
    draw_setup(app, panel);
}
