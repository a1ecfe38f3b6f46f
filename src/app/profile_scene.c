/* The profile screen: a player's record in one game, from the history of finished games
 * (records/history.h): games played and won, the win rate against each bot level, mean and best
 * score, the game's notable best (GameRules.notable: BuyWord's best word), the best solitaire
 * game, streaks, the rating, and a chart of the last games. The players are the humans of the
 * kept games; the lobby opens it on its first human seat, in the game chosen there if that player
 * has a record in it, else in the first game they have one in. */
#include <stdio.h>
#include <string.h>

#include "app_internal.h"
#include "records/rating.h"

#define PROFILE_PLAYERS 24

/* What the screen shows, read from the history when the player, the game or the history changes
 * (never every frame). */
typedef struct ProfileData {
    char name[SEAT_NAME_MAX];
    int game;
    unsigned changes; /* history_changes when read */
    bool ok;
    bool any; /* the player has a record in some game */
    HistoryStats stats;
    char players[PROFILE_PLAYERS][SEAT_NAME_MAX];
    int player_count;
} ProfileData;

static ProfileData shown = {.game = -1};

/* The game to show `name` in: `chosen` if the player has a record in it, else the first game they
 * have one in; -1 when nothing of theirs is recorded yet. */
static int game_with_record(App *app, const char *name, int chosen)
{
    History *h = app_history(app);
    HistoryStats st;
    if (!h || (history_stats(h, name, app->games[chosen]->id, &st) && st.played > 0))
        return chosen;
    for (int i = 0; i < app->game_count; i++)
        if (history_stats(h, name, app->games[i]->id, &st) && st.played > 0)
            return i;
    return -1;
}

/* Shows `name`, in the game shown if they have a record in it, else in one they have. */
static void show_player(App *app, const char *name, int chosen)
{
    snprintf(app->profile_name, sizeof app->profile_name, "%s", name);
    int game = game_with_record(app, name, chosen);
    app->profile_game = game >= 0 ? game : chosen;
}

void profile_open(App *app, const char *name, int game_index)
{
    show_player(app, name, game_index);
    shown.game = -1; /* read again */
    app_set_scene(app, SCENE_PROFILE);
}

static void refresh(App *app)
{
    History *h = app_history(app);
    unsigned changes = h ? history_changes(h) : 0;
    if (shown.game == app->profile_game && shown.changes == changes &&
        !strcmp(shown.name, app->profile_name))
        return;
    snprintf(shown.name, sizeof shown.name, "%s", app->profile_name);
    shown.game = app->profile_game;
    shown.changes = changes;
    const GameRules *rules = app->games[app->profile_game];
    shown.ok = h && history_stats(h, shown.name, rules->id, &shown.stats);
    shown.any = shown.ok && (shown.stats.played > 0 ||
                             game_with_record(app, shown.name, app->profile_game) >= 0);
    shown.player_count = h ? history_players(h, shown.players, PROFILE_PLAYERS) : 0;
    if (shown.player_count < 0)
        shown.player_count = 0;
}

/* The players down the left, in a tray; a click shows that player. */
static void draw_players(App *app, SDL_Rect tray)
{
    Ui *ui = app->ui;
    ui_panel(ui, tray, UI_PANEL_TRAY, false);
    int pad = ui_px(ui, 12), row_h = ui_px(ui, 36);
    ui_text(ui, _("Players"), ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_TEXT_DIM)),
            tray.x + pad, tray.y + pad, UI_ALIGN_LEFT);
    SDL_Rect row = {tray.x + pad, tray.y + pad + ui_px(ui, 28), tray.w - 2 * pad, row_h};
    for (int i = 0; i < shown.player_count && row.y + row_h <= tray.y + tray.h - pad; i++) {
        bool on = !strcmp(shown.players[i], app->profile_name);
        if (ui_button(ui, row, shown.players[i], on ? UI_BUTTON_PRIMARY : UI_BUTTON_QUIET))
            show_player(app, shown.players[i], app->profile_game);
        row.y += row_h + ui_px(ui, 4);
    }
}

/* A tab per game along the top of the record. */
static void draw_game_tabs(App *app, SDL_Rect bar)
{
    Ui *ui = app->ui;
    int gap = ui_px(ui, 8), w = (bar.w - gap * (app->game_count - 1)) / app->game_count;
    for (int i = 0; i < app->game_count; i++) {
        SDL_Rect tab = {bar.x + i * (w + gap), bar.y, w, bar.h};
        if (ui_button(ui, tab, app->games[i]->name,
                      i == app->profile_game ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL))
            app->profile_game = i;
    }
}

static int percent_of(int part, int whole)
{
    return whole ? (part * 100 + whole / 2) / whole : 0;
}

/* One figure: its name dim above, the value large below, each made smaller where the column is
 * narrow (a long word in another language). */
static void draw_figure(Ui *ui, int x, int y, int w, const char *name, const char *value)
{
    UiTextStyle small = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM));
    UiTextStyle large = ui_style(UI_FONT_BOLD, ui_px(ui, 22), ui_colour(UI_TEXT));
    ui_text_fit(ui, name, ui_style_fit(ui, name, small, w, ui_px(ui, 11)), x, y, w, UI_ALIGN_LEFT);
    ui_text_fit(ui, value, ui_style_fit(ui, value, large, w, ui_px(ui, 14)), x, y + ui_px(ui, 18),
                w, UI_ALIGN_LEFT);
}

/* The headline figures in a row of columns. */
static int draw_figures(Ui *ui, const HistoryStats *st, int x, int y, int w)
{
    char played[32], won[64], mean[32], best[32], streak[64], best_streak[32];
    snprintf(played, sizeof played, "%d", st->played);
    snprintf(won, sizeof won, _("%d (%d%%)"), st->won, percent_of(st->won, st->played));
    snprintf(mean, sizeof mean, "%.1f", st->mean_score);
    snprintf(best, sizeof best, "%d", st->best_score);
    if (st->streak > 0)
        snprintf(streak, sizeof streak, plural_text("%d won", "%d won", st->streak), st->streak);
    else /* a game not won is lost (a solitaire game short of its goal too) */
        snprintf(streak, sizeof streak, plural_text("%d lost", "%d lost", -st->streak),
                 -st->streak);
    snprintf(best_streak, sizeof best_streak, plural_text("%d won", "%d won", st->best_streak),
             st->best_streak);
    const char *names[] = {_("Played"),     _("Won"),        _("Mean score"),
                           _("Best score"), _("Streak now"), _("Best streak")};
    const char *values[] = {played, won, mean, best, st->played ? streak : "-", best_streak};
    int col = w / 6;
    for (int i = 0; i < 6; i++)
        draw_figure(ui, x + i * col, y, col - ui_px(ui, 10), names[i], values[i]);
    return y + ui_px(ui, 58);
}

/* The win rate against each bot level met, and the game's own bests, one line each. */
static int draw_lines(App *app, const HistoryStats *st, int x, int y, int w)
{
    Ui *ui = app->ui;
    static const char *const against[4] = {N_("Against random bots"), N_("Against easy bots"),
                                           N_("Against normal bots"), N_("Against hard bots")};
    UiTextStyle style = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    int line_h = ui_px(ui, 26);
    char text[300];
    for (int level = 0; level < 4; level++) {
        if (!st->against[level])
            continue;
        /* TRANSLATORS: "Against hard bots: won 3 of 7 (43%)" */
        snprintf(text, sizeof text, _("%s: won %d of %d (%d%%)"), _(against[level]),
                 st->won_against[level], st->against[level],
                 percent_of(st->won_against[level], st->against[level]));
        ui_text_fit(ui, text, style, x, y, w, UI_ALIGN_LEFT);
        y += line_h;
    }
    const GameNotable *notable = app->games[app->profile_game]->notable;
    if (notable && st->notable_worth > 0) {
        char best[200];
        snprintf(best, sizeof best, _(notable->format), st->notable, st->notable_worth);
        snprintf(text, sizeof text, "%s: %s", _(notable->title), best);
        ui_text_fit(ui, text, style, x, y, w, UI_ALIGN_LEFT);
        y += line_h;
    }
    if (st->solitaire[0]) {
        /* TRANSLATORS: the best solitaire game's rating and score: "good (912)" */
        snprintf(text, sizeof text, _("Best solitaire game: %s (%d)"), _(st->solitaire),
                 st->solitaire_score);
        ui_text_fit(ui, text, style, x, y, w, UI_ALIGN_LEFT);
        y += line_h;
    }
    if (st->assisted) {
        snprintf(text, sizeof text,
                 plural_text("%d game played with hints (not rated)",
                             "%d games played with hints (not rated)", st->assisted),
                 st->assisted);
        ui_text_fit(ui, text, style, x, y, w, UI_ALIGN_LEFT);
        y += line_h;
    }
    return y;
}

/* The last games as bars, the oldest on the left: their height the score, gold when won. */
static void draw_chart(Ui *ui, const HistoryStats *st, SDL_Rect area)
{
    ui_text(ui, _("Recent games (gold: won)"),
            ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_TEXT_DIM)), area.x, area.y,
            UI_ALIGN_LEFT);
    SDL_Rect plot = {area.x, area.y + ui_px(ui, 26), area.w, area.h - ui_px(ui, 26)};
    ui_fill_rect(ui, (SDL_Rect){plot.x, plot.y + plot.h - 1, plot.w, 1}, ui_colour(UI_BORDER));
    int top = 1;
    for (int i = 0; i < st->recent_count; i++)
        top = st->recent[i].score > top ? st->recent[i].score : top;
    int slot = plot.w / HISTORY_RECENT, bar_w = slot * 3 / 5;
    UiTextStyle label = ui_style(UI_FONT_REGULAR, ui_px(ui, 12), ui_colour(UI_TEXT_DIM));
    int label_h = ui_text_line_height(ui, label);
    for (int k = 0; k < st->recent_count; k++) {
        int i = st->recent_count - 1 - k; /* recent[] is newest first */
        int score = st->recent[i].score > 0 ? st->recent[i].score : 0;
        int h = (plot.h - label_h - ui_px(ui, 4)) * score / top;
        SDL_Rect bar = {plot.x + k * slot + (slot - bar_w) / 2, plot.y + plot.h - 1 - h, bar_w, h};
        ui_fill_rect(ui, bar, st->recent[i].won ? ui_colour(UI_GOLD) : ui_colour(UI_TEXT_DIM));
        char value[16];
        snprintf(value, sizeof value, "%d", st->recent[i].score);
        ui_text(ui, value, label, bar.x + bar_w / 2, bar.y - label_h, UI_ALIGN_CENTER);
    }
}

static void draw_rating(Ui *ui, const HistoryStats *st, int x, int y, int w)
{
    char rating[64], games[160];
    snprintf(rating, sizeof rating, "%.0f", st->rating);
    if (st->rated_games)
        snprintf(games, sizeof games,
                 plural_text("rating after %d rated game", "rating after %d rated games",
                             st->rated_games),
                 st->rated_games);
    else
        snprintf(games, sizeof games, "%s",
                 _("starting rating: about as strong as the normal bot"));
    SDL_Rect r = ui_text(ui, rating, ui_style(UI_FONT_DISPLAY, ui_px(ui, 30), ui_colour(UI_GOLD)),
                         x + w, y, UI_ALIGN_RIGHT);
    ui_text_fit(ui, games, ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM)), x + w,
                r.y + r.h + ui_px(ui, 2), w, UI_ALIGN_RIGHT);
}

/* The player's record in the game chosen. */
static void draw_record(App *app, SDL_Rect card)
{
    Ui *ui = app->ui;
    ui_panel(ui, card, UI_PANEL_CARD, false);
    int pad = ui_px(ui, 24), x = card.x + pad, w = card.w - 2 * pad, y = card.y + pad;
    ui_text_abbrev(ui, app->profile_name,
                   ui_style(UI_FONT_DISPLAY, ui_px(ui, 28), ui_colour(UI_TEXT)), x, y, w / 2,
                   UI_ALIGN_LEFT);
    const HistoryStats *st = &shown.stats;
    if (!shown.ok) {
        ui_text(ui, _("The history of finished games cannot be read."),
                ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), x, y + ui_px(ui, 60),
                UI_ALIGN_LEFT);
        return;
    }
    draw_rating(ui, st, x + w / 2, y, w / 2);
    y += ui_px(ui, 64);
    if (st->played == 0) {
        char text[300];
        if (shown.any)
            snprintf(text, sizeof text, _("No finished game of %s yet for the record."),
                     app->games[app->profile_game]->name);
        else
            /* TRANSLATORS: the profile of a player who has finished no game yet: their name */
            snprintf(text, sizeof text,
                     _("Nothing is recorded for %s yet: every game they finish will count here."),
                     app->profile_name);
        ui_text_wrapped(ui, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), x,
                        y, w, 0, true);
        return;
    }
    y = draw_figures(ui, st, x, y, w);
    y = draw_lines(app, st, x, y + ui_px(ui, 8), w);
    int chart_h = card.y + card.h - pad - y - ui_px(ui, 12);
    if (chart_h > ui_px(ui, 80))
        draw_chart(ui, st, (SDL_Rect){x, y + ui_px(ui, 12), w, chart_h});
}

void profile_draw(App *app)
{
    Ui *ui = app->ui;
    ui_table(ui, SHELL_TABLE);
    int top = app_draw_title(app, _("Players"), _("Games for the record, game by game"));
    if (app_back_button(app)) {
        app_set_scene(app, SCENE_LOBBY);
        return;
    }
    if (app->game_count == 0)
        return;
    refresh(app);
    int margin = ui_px(ui, 40), gap = ui_px(ui, 20), tray_w = ui_px(ui, 220);
    SDL_Rect tray = {margin, top, tray_w, ui->pixel_h - top - ui_px(ui, 28)};
    draw_players(app, tray);
    int x = tray.x + tray.w + gap, w = ui->pixel_w - margin - x;
    SDL_Rect tabs = {x, top, w, ui_px(ui, 40)};
    draw_game_tabs(app, tabs);
    refresh(app); /* a tab or a name just clicked */
    SDL_Rect card = {x, tabs.y + tabs.h + ui_px(ui, 14), w,
                     tray.y + tray.h - tabs.y - tabs.h - ui_px(ui, 14)};
    draw_record(app, card);
}
