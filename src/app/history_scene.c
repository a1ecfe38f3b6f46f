/* History: every finished game, newest first (src/records/history.h), read from the database a
 * page at a time, so that ten thousand games open as fast as ten. A filter keeps the player's
 * record (rated games) apart from practice and lessons and from games a friend shared; another
 * shows one game. A game opens to its end screen, or to its replay from the first move; Export
 * writes it as a record to share (share.c); Delete asks first. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app_internal.h"

typedef enum HistoryFilter {
    FILTER_RECORD,
    FILTER_APART,
    FILTER_IMPORTED,
    FILTER_ALL,
    FILTER_COUNT
} HistoryFilter;

static const char *const filter_names[FILTER_COUNT] = {
    N_("Your record"), N_("Practice and lessons"), N_("Imported"), N_("Everything")};
static const unsigned filter_kinds[FILTER_COUNT] = {
    HISTORY_KIND_BIT(HISTORY_RATED),
    HISTORY_KIND_BIT(HISTORY_PRACTICE) | HISTORY_KIND_BIT(HISTORY_LESSON),
    HISTORY_KIND_BIT(HISTORY_IMPORTED), HISTORY_ALL_KINDS};

/* The game the list shows, or NULL for every game. */
static const char *shown_game(const App *app)
{
    int g = app->history_screen.game;
    return g > 0 && g <= app->game_count ? app->games[g - 1]->id : NULL;
}

static int open_history(void *data)
{
    App *app = data;
    char path[1100];
    snprintf(path, sizeof path, "%s/history.db", app->pref_dir);
    app->history_opened = history_open(path, app->history_note, sizeof app->history_note,
                                       app->history_err, sizeof app->history_err);
    return 0;
}

void app_history_prefetch(App *app)
{
    if (app->history || app->history_failed || app->history_opener)
        return;
    app->history_opener = SDL_CreateThread(open_history, "history", app);
    if (!app->history_opener) /* no thread: opened here */
        app_history(app);
}

History *app_history(App *app)
{
    if (app->history || app->history_failed)
        return app->history;
    if (!app->history_opener)
        open_history(app);
    else
        SDL_WaitThread(app->history_opener, NULL);
    app->history_opener = NULL;
    app->history = app->history_opened;
    char text[1600];
    if (!app->history) {
        app->history_failed = true;
        snprintf(text, sizeof text, _("Finished games cannot be kept: %s"), app->history_err);
        ui_toast(app->ui, text, true);
    } else if (app->history_note[0]) {
        ui_toast(app->ui, app->history_note, true);
    }
    return app->history;
}

void history_scene_open(App *app)
{
    HistoryScreen *hs = &app->history_screen;
    hs->stale = true;
    hs->scroll = 0;
    hs->confirm_delete = false;
    app_set_scene(app, SCENE_HISTORY);
}

/* Reads the count and the page in view from the database when they may have changed. */
static void read_page(App *app, int rows)
{
    HistoryScreen *hs = &app->history_screen;
    History *h = app_history(app);
    if (!h) {
        hs->count = hs->page_count = 0;
        return;
    }
    unsigned kinds = filter_kinds[hs->kinds];
    if (hs->stale) {
        hs->count = history_count_kinds(h, shown_game(app), kinds);
        hs->count = hs->count > 0 ? hs->count : 0;
    }
    if (hs->scroll > hs->count - rows)
        hs->scroll = hs->count - rows;
    if (hs->scroll < 0)
        hs->scroll = 0;
    if (rows > HISTORY_PAGE_MAX)
        rows = HISTORY_PAGE_MAX;
    if (hs->stale || hs->page_from != hs->scroll || hs->page_rows != rows) {
        int n = history_list_kinds(h, shown_game(app), kinds, hs->scroll, rows, hs->page);
        hs->page_count = n > 0 ? n : 0;
        hs->page_from = hs->scroll;
        hs->page_rows = rows;
    }
    hs->stale = false;
}

static const HistoryGame *picked_game(const App *app)
{
    const HistoryScreen *hs = &app->history_screen;
    for (int i = 0; i < hs->page_count; i++)
        if (hs->page[i].id == hs->picked)
            return &hs->page[i];
    return NULL;
}

static const char *game_name(const App *app, const char *id)
{
    for (int g = 0; g < app->game_count; g++)
        if (!strcmp(app->games[g]->id, id))
            return table_text(app->games[g]->name);
    return id;
}

const char *history_row_mark(const HistoryGame *g)
{
    if (g->assisted && g->kind == HISTORY_RATED)
        return _("Hints used: not rated");
    switch (g->kind) {
    case HISTORY_PRACTICE:
        return _("Practice");
    case HISTORY_LESSON:
        return _("Lesson");
    case HISTORY_IMPORTED:
        return _("Imported");
    default:
        return "";
    }
}

/* "Ada won", "Ada and Bo won", "No winner". */
static void result_text(const HistoryGame *g, char *out, size_t outlen)
{
    const char *names[MAX_SEATS];
    int n = 0;
    for (int s = 0; s < g->players; s++)
        if (g->seat[s].won)
            names[n++] = g->seat[s].name;
    if (n == 0)
        snprintf(out, outlen, "%s", _("No winner"));
    else if (n == 1)
        snprintf(out, outlen, _("%s won"), names[0]);
    else /* TRANSLATORS: a tie between two or more, "Ada and Bo won" */
        snprintf(out, outlen, _("%s and %s won"), names[0], names[n - 1]);
}

/* "Takeover - 2026-11-28 18:40 - 212 moves". */
static void heading_text(const App *app, const HistoryGame *g, char *out, size_t outlen)
{
    char when[40];
    time_t t = (time_t)g->finished;
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    snprintf(out, outlen, "%s - %s - ", game_name(app, g->game), when);
    size_t used = strlen(out);
    snprintf(out + used, outlen - used, plural_text("%d move", "%d moves", (unsigned long)g->moves),
             g->moves);
}

/* A seat as the row names it: "Ada", "Bot 2 (hard)". */
static void seat_text(const HistorySeat *seat, char *out, size_t outlen)
{
    static const char *const levels[] = {N_("random"), N_("easy"), N_("normal"), N_("hard")};
    if (seat->bot && seat->level >= 0 && seat->level <= BOT_HARD)
        snprintf(out, outlen, "%s (%s)", seat->name, _(levels[seat->level]));
    else
        snprintf(out, outlen, "%s", seat->name);
}

/* The seats and their scores, the winners' in gold, from x as far as `right`. */
static void draw_seats(App *app, const HistoryGame *g, int x, int y, int right)
{
    Ui *ui = app->ui;
    UiTextStyle name = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM));
    for (int s = 0; s < g->players && x < right; s++) {
        char who[SEAT_NAME_MAX + 24], score[24];
        seat_text(&g->seat[s], who, sizeof who);
        snprintf(score, sizeof score, "%d", g->seat[s].score);
        SDL_Rect r = ui_text_abbrev(ui, who, name, x, y, right - x, UI_ALIGN_MIDDLE);
        x = r.x + r.w + ui_px(ui, 6);
        UiTextStyle value = ui_style(UI_FONT_BOLD, ui_px(ui, 15),
                                     g->seat[s].won ? ui_colour(UI_GOLD) : ui_colour(UI_TEXT));
        if (x < right)
            r = ui_text(ui, score, value, x, y, UI_ALIGN_MIDDLE);
        x = r.x + r.w + ui_px(ui, 22);
    }
}

/* One game in two lines: what, when and how long, and the result; the seats and their scores. */
static void draw_row(App *app, const HistoryGame *g, SDL_Rect row)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    char heading[200], result[200], label[420];
    heading_text(app, g, heading, sizeof heading);
    result_text(g, result, sizeof result);
    snprintf(label, sizeof label, "%s - %s", heading, result);
    ui_widget_record(ui, label, row); /* tests find a game by what its row says */
    if (ui_clicked(ui, row, ui_widget_id(row, label)))
        hs->picked = g->id;
    if (g->id == hs->picked) {
        ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
        ui_fill_rect(ui, (SDL_Rect){row.x, row.y, ui_px(ui, 4), row.h}, ui_colour(UI_ACCENT));
    } else if (ui_hover(ui, row)) {
        ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
    }
    int pad = ui_px(ui, 14), top = row.y + row.h * 3 / 10, bottom = row.y + row.h * 7 / 10;
    int right = row.x + row.w - pad;
    SDL_Rect won = ui_text(ui, result, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT)),
                           right, top, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    const char *mark = history_row_mark(g);
    if (mark[0]) {
        SDL_Rect m = ui_text(ui, mark, ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_ACCENT)),
                             right, bottom, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        right = m.x - pad;
    }
    ui_text_fit(ui, heading, ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x + pad,
                top, won.x - row.x - 2 * pad, UI_ALIGN_MIDDLE);
    draw_seats(app, g, row.x + pad, bottom, right);
}

static Match *kept_match(App *app, const HistoryGame *g)
{
    char err[1400], text[1600];
    History *h = app_history(app);
    char *record = h ? history_record(h, g->id, err, sizeof err) : NULL;
    Match *m = record ? match_read(record, err, sizeof err) : NULL;
    free(record);
    if (!m && h) {
        snprintf(text, sizeof text, _("This game cannot be opened: %s"), err);
        ui_toast(app->ui, text, true);
    }
    return m;
}

/* Opens the game picked: its end screen, or its replay from the first move. */
static void open_picked(App *app, bool replay)
{
    const HistoryGame *g = picked_game(app);
    Match *m = g ? kept_match(app, g) : NULL;
    HistoryKind kind = g ? g->kind : HISTORY_RATED;
    int64_t id = g ? g->id : 0;
    if (!m || !game_start(app, m, GAME_NO_FILE))
        return;
    end_note_kept(app, app->match, id); /* its ratings and chart, and its review kept with it */
    app->kept_game = true;
    app->kept_kind = kind;
    app->end_shown = true; /* kept already: the end is not seen (and kept) again */
    app->game_over_at = app->ui->now;
    if (replay)
        replay_open(app);
    else
        app_set_scene(app, SCENE_END);
}

static void export_picked(App *app)
{
    const HistoryGame *g = picked_game(app);
    History *h = app_history(app);
    char err[1400], text[1600];
    char *record = g && h ? history_shared_record(h, g->id, err, sizeof err) : NULL;
    if (record)
        share_export_text(app, g->game, record);
    else if (g && h) {
        snprintf(text, sizeof text, _("The game cannot be exported: %s"), err);
        ui_toast(app->ui, text, true);
    }
    free(record);
}

static void delete_picked(App *app)
{
    HistoryScreen *hs = &app->history_screen;
    History *h = app_history(app);
    char err[1400], text[1600];
    if (h && !history_remove(h, hs->picked, err, sizeof err)) {
        snprintf(text, sizeof text, _("This game cannot be deleted: %s"), err);
        ui_toast(app->ui, text, true);
    }
    hs->picked = 0;
    hs->stale = true;
}

/* "Delete this game?": nothing is deleted without a second click. */
static void draw_confirm_delete(App *app, SDL_Rect over)
{
    HistoryScreen *hs = &app->history_screen;
    const HistoryGame *g = picked_game(app);
    char heading[200] = "", result[200] = "", line[420] = "";
    if (g) {
        heading_text(app, g, heading, sizeof heading);
        result_text(g, result, sizeof result);
        snprintf(line, sizeof line, "%s - %s", heading, result);
    }
    int answer =
        app_ask(app, over, _("Delete this game from your history?"), line, _("Delete for good"),
                _("The game leaves your history; this cannot be undone"), _("Keep it"));
    if (answer >= 0)
        hs->confirm_delete = false;
    if (answer == 1)
        delete_picked(app);
}

/* The filters: whose games (the record, practice and lessons, imported, all) and which game. */
static int draw_filters(App *app, int y)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    int x = ui_px(ui, 40), h = ui_px(ui, 38), gap = ui_px(ui, 8);
    for (int f = 0; f < FILTER_COUNT; f++) {
        const char *label = _(filter_names[f]);
        SDL_Rect r = {x, y, ui_button_width(ui, label, h, ui_px(ui, 90)), h};
        if (ui_button(ui, r, label, f == hs->kinds ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL) &&
            hs->kinds != f) {
            hs->kinds = f;
            hs->scroll = 0;
            hs->stale = true;
        }
        x += r.w + gap;
    }
    const char *games[MAX_GAMES + 1] = {_("Every game")};
    for (int g = 0; g < app->game_count; g++)
        games[g + 1] = table_text(app->games[g]->name);
    int choice_w = ui_px(ui, 230);
    SDL_Rect choice = {ui->pixel_w - ui_px(ui, 40) - choice_w, y, choice_w, h};
    if (ui_choice(ui, choice, &hs->game, games, app->game_count + 1)) {
        hs->scroll = 0;
        hs->stale = true;
    }
    return y + h + ui_px(ui, 14);
}

/* The rows of the page in view; the wheel scrolls. */
static void draw_list(App *app, SDL_Rect list)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    int row_h = ui_px(ui, 58), rows = list.h / row_h > 0 ? list.h / row_h : 1;
    if (ui_hover(ui, list) && ui->wheel && !ui->input_blocked) {
        hs->scroll -= 3 * ui->wheel;
        ui->wheel = 0;
    }
    read_page(app, rows);
    ui_panel(ui, list, UI_PANEL_TRAY, false);
    if (hs->count == 0) {
        ui_text_wrapped(ui,
                        hs->kinds == FILTER_IMPORTED
                            ? _("No imported games. To replay a game a friend shared, drop its "
                                "file on this window.")
                            : _("No finished games here yet. Every game played to its end is "
                                "kept here, with its scores and every move."),
                        ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT_DIM)),
                        list.x + ui_px(ui, 18), list.y + ui_px(ui, 18), list.w - ui_px(ui, 36), 0,
                        true);
        return;
    }
    for (int i = 0; i < hs->page_count && i < rows; i++)
        draw_row(app, &hs->page[i],
                 (SDL_Rect){list.x + ui_px(ui, 4), list.y + ui_px(ui, 4) + i * row_h,
                            list.w - ui_px(ui, 8), row_h});
}

/* "21–32 of 10000", and the buttons for the page before and after. */
static void draw_paging(App *app, SDL_Rect bar)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    if (hs->count == 0)
        return;
    char shown[120];
    /* TRANSLATORS: the games of the History list in view, of how many: "21–32 of 10000" */
    snprintf(shown, sizeof shown, _("%d\u2013%d of %d"), hs->scroll + 1,
             hs->scroll + hs->page_count, hs->count);
    int bw = ui_button_width(ui, _("Older"), bar.h, ui_px(ui, 90));
    SDL_Rect older = {bar.x + bar.w - bw, bar.y, bw, bar.h};
    SDL_Rect newer = {older.x - ui_px(ui, 8) - bw, bar.y, bw, bar.h};
    ui_text(ui, shown, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT)),
            newer.x - ui_px(ui, 14), bar.y + bar.h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    if (ui_button_ex(ui, newer, _("Newer"), UI_BUTTON_NORMAL, hs->scroll > 0,
                     _("The newer games (Page Up)")))
        hs->scroll -= hs->page_rows;
    if (ui_button_ex(ui, older, _("Older"), UI_BUTTON_NORMAL,
                     hs->scroll + hs->page_count < hs->count, _("The older games (Page Down)")))
        hs->scroll += hs->page_rows;
}

/* Results (the end screen), Replay, Export and Delete for the game picked; how to import. */
static void draw_actions(App *app, SDL_Rect bar)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    bool any = picked_game(app) != NULL;
    int gap = ui_px(ui, 12), x = bar.x + bar.w;
    const char *labels[4] = {_("Results"), _("Replay"), _("Export"), _("Delete")};
    const char *tips[4] = {
        _("The game's end screen: scores and the final board (Return)"),
        _("Step through the game from its first move"),
        _("Writes the game to a file to share; a friend drops it on the Moguls window"),
        _("Asks first (Delete)")};
    UiButtonKind kinds[4] = {UI_BUTTON_PRIMARY, UI_BUTTON_NORMAL, UI_BUTTON_NORMAL,
                             UI_BUTTON_NORMAL};
    int clicked = -1;
    for (int i = 0; i < 4; i++) {
        int w = ui_button_width(ui, labels[i], bar.h, ui_px(ui, 110));
        x -= w;
        if (ui_button_ex(ui, (SDL_Rect){x, bar.y, w, bar.h}, labels[i], kinds[i], any, tips[i]))
            clicked = i;
        x -= gap;
    }
    ui_text_fit(ui, _("To import a game a friend shared, drop its file on this window."),
                ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT)), bar.x,
                bar.y + bar.h / 2, x - bar.x - gap, UI_ALIGN_MIDDLE);
    if (clicked == 0)
        open_picked(app, false);
    else if (clicked == 1)
        open_picked(app, true);
    else if (clicked == 2)
        export_picked(app);
    else if (clicked == 3)
        hs->confirm_delete = true;
}

void history_draw(App *app)
{
    Ui *ui = app->ui;
    HistoryScreen *hs = &app->history_screen;
    ui_table(ui, SHELL_TABLE);
    char subtitle[120] = "";
    if (!hs->stale && hs->count > 0)
        snprintf(subtitle, sizeof subtitle,
                 plural_text("%d game", "%d games", (unsigned long)hs->count), hs->count);
    int top = app_draw_title(app, _("History"), subtitle[0] ? subtitle : NULL);
    ui->input_blocked = hs->confirm_delete;
    if (app_back_button(app)) {
        app_set_scene(app, SCENE_LOBBY);
        ui->input_blocked = false;
        return;
    }
    top = draw_filters(app, top - ui_px(ui, 6));
    int margin = ui_px(ui, 40), bar_h = ui_px(ui, 44), gap = ui_px(ui, 12);
    int bottom = ui->pixel_h - ui_px(ui, 24);
    SDL_Rect actions = {margin, bottom - bar_h, ui->pixel_w - 2 * margin, bar_h};
    SDL_Rect paging = {margin, actions.y - gap - ui_px(ui, 38), actions.w, ui_px(ui, 38)};
    SDL_Rect list = {margin, top, actions.w, paging.y - gap - top};
    draw_list(app, list);
    draw_paging(app, paging);
    draw_actions(app, actions);
    ui->input_blocked = false;
    if (hs->confirm_delete)
        draw_confirm_delete(app, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h});
}

/* The arrows move the pick (scrolling at the page's ends), Page Up and Down turn a page,
 * Return opens the game, Delete asks to delete it. */
static void history_key(App *app, SDL_Keycode key)
{
    HistoryScreen *hs = &app->history_screen;
    int row = -1;
    for (int i = 0; i < hs->page_count; i++)
        row = hs->page[i].id == hs->picked ? i : row;
    if (key == SDLK_UP || key == SDLK_DOWN) {
        int to = row < 0 ? 0 : row + (key == SDLK_UP ? -1 : 1);
        if (to < 0 && hs->scroll > 0)
            hs->scroll--;
        else if (to >= hs->page_count && hs->scroll + hs->page_count < hs->count)
            hs->scroll++;
        else if (to >= 0 && to < hs->page_count)
            hs->picked = hs->page[to].id;
    } else if (key == SDLK_PAGEUP) {
        hs->scroll -= hs->page_rows;
    } else if (key == SDLK_PAGEDOWN) {
        hs->scroll += hs->page_rows;
    } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && row >= 0) {
        open_picked(app, false);
    } else if (key == SDLK_DELETE && row >= 0) {
        hs->confirm_delete = true;
    }
}

void history_event(App *app, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN && !app->history_screen.confirm_delete)
        history_key(app, e->key.keysym.sym);
}

void history_escape(App *app)
{
    if (app->history_screen.confirm_delete)
        app->history_screen.confirm_delete = false;
    else
        app_set_scene(app, SCENE_LOBBY);
}
