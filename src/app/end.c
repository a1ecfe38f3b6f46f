/* The end screen: winners, the score sheet as a table (under each rated human's name the rating
 * and how the game moved it), a bar chart of the totals drawn from zero, a chart of every score
 * across the game, Review, play again. It can be closed to look at the final board (Escape or
 * View board) and reopened from the header's Results. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app_internal.h"
#include "online.h"

void end_title(const Match *m, char *out, size_t n)
{
    /* a game rated alone is neither won nor lost: its title is the rating */
    const char *rating = m->rules->rating ? m->rules->rating(m->state) : NULL;
    if (rating) {
        /* TRANSLATORS: the end screen's title for a solitaire game rated "fair", "good"... */
        snprintf(out, n, _("Rating: %s"), _(rating));
        return;
    }
    bool won[MAX_SEATS] = {false};
    int count = m->rules->winners(m->state, won);
    if (count == 0) {
        const char *other = m->rules->other_winner ? m->rules->other_winner(m->state) : NULL;
        if (other)
            snprintf(out, n, plural_text("%s wins!", "%s share the win!", 1), other);
        else
            snprintf(out, n, "%s", _("Nobody wins this time"));
        return;
    }
    char names[300] = "";
    size_t used = 0;
    int shown = 0;
    for (int i = 0; i < m->opts.players && used < sizeof names; i++) {
        if (!won[i])
            continue;
        /* TRANSLATORS: between the names of winners: "Ana, Ben and Cy" */
        const char *sep = shown == 0 ? "" : shown == count - 1 ? _(" and ") : _(", ");
        used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", sep, m->seats[i].name);
        shown++;
    }
    /* TRANSLATORS: %s is one winner's name, or several joined by ", " and " and " */
    snprintf(out, n, plural_text("%s wins!", "%s share the win!", (unsigned long)count), names);
}

/* The width of the rows' labels: as wide as the longest needs, leaving every player's column at
 * least 64 units; a label that still does not fit is drawn smaller (draw_table). */
static int label_column(Ui *ui, const ScoreSheet *sheet, UiTextStyle cell, int width, int players)
{
    int longest = 0;
    for (int row = 0; row < sheet->rows; row++) {
        int w;
        ui_text_size(ui, sheet->label[row], cell, &w, NULL);
        longest = w > longest ? w : longest;
    }
    int wanted = longest + ui_px(ui, 20), most = width - players * ui_px(ui, 64);
    return wanted < most ? wanted : most;
}

void end_note_kept(App *app, const Match *m, int64_t id)
{
    EndRecord *e = &app->end_record;
    end_forget(app);
    if (id > 0 && app->history && history_game(app->history, id, &e->kept))
        e->id = id;
    char err[300];
    if (!records_score_series(m, &e->series, err, sizeof err))
        fprintf(stderr, "moguls: no chart of the scores: %s\n", err);
}

void end_forget(App *app)
{
    score_series_free(&app->end_record.series);
    memset(&app->end_record, 0, sizeof app->end_record);
}

/* Whether any seat's rating moved with this game (the table makes room for the line). */
static bool any_rated(const App *app)
{
    const EndRecord *e = &app->end_record;
    for (int s = 0; e->id > 0 && s < e->kept.players; s++)
        if (e->kept.seat[s].rated)
            return true;
    return false;
}

/* "1512 (+12)" under a rated human's name: the rating after the game and how it moved. */
static void draw_rating(App *app, int seat, int cx, int y, int width)
{
    Ui *ui = app->ui;
    const HistorySeat *hs = &app->end_record.kept.seat[seat];
    if (app->end_record.id <= 0 || !hs->rated)
        return;
    long after = lround(hs->rating_after), change = after - lround(hs->rating_before);
    char text[64];
    /* TRANSLATORS: a player's rating after the game and how much it moved: "1512 (+12)" */
    snprintf(text, sizeof text, _("%ld (%+ld)"), after, change);
    SDL_Color colour = change > 0 ? ui_colour(UI_GOOD) : ui_colour(UI_TEXT_DIM);
    SDL_Rect at = ui_text_abbrev(ui, text, ui_style(UI_FONT_BOLD, ui_px(ui, 14), colour), cx, y,
                                 width, UI_ALIGN_CENTER);
    ui_widget_record(ui, "rating", at); /* tests read it */
    ui_tooltip(ui, at, _("Your rating in this game after it, and how much this game moved it"));
}

/* The table's head, in units: badges and names, and the ratings' line when there is one. */
static int table_head(const App *app)
{
    return any_rated(app) ? 64 : 48;
}

static void draw_table(App *app, const ScoreSheet *sheet, const int *totals, const bool *won,
                       SDL_Rect r)
{
    Ui *ui = app->ui;
    const Match *m = app->match;
    int players = m->opts.players, row_h = ui_px(ui, 28);
    UiTextStyle head = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_TEXT));
    UiTextStyle cell = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM));
    int label_w = label_column(ui, sheet, cell, r.w, players), col_w = (r.w - label_w) / players;
    int y = r.y;
    for (int p = 0; p < players; p++) {
        int cx = r.x + label_w + p * col_w + col_w / 2;
        ui_player_badge(ui, m->seats[p].colour, cx, y + ui_px(ui, 10), ui_px(ui, 8));
        ui_text_abbrev(ui, m->seats[p].name, head, cx, y + ui_px(ui, 22), col_w - ui_px(ui, 6),
                       UI_ALIGN_CENTER);
        draw_rating(app, p, cx, y + ui_px(ui, 42), col_w - ui_px(ui, 6));
    }
    y += ui_px(ui, table_head(app));
    for (int row = 0; row < sheet->rows; row++, y += row_h) {
        if (row % 2 == 0)
            ui_fill_rect(ui, (SDL_Rect){r.x, y, r.w, row_h}, ui_rgba(0xffffff, 10));
        int room = label_w - ui_px(ui, 12);
        UiTextStyle style = ui_style_fit(ui, sheet->label[row], cell, room, ui_px(ui, 11));
        ui_text_fit(ui, sheet->label[row], style, r.x + ui_px(ui, 8), y + row_h / 2, room,
                    UI_ALIGN_MIDDLE);
        for (int p = 0; p < players; p++) {
            char v[24];
            snprintf(v, sizeof v, "%d", sheet->value[row][p]);
            ui_text(ui, v, cell, r.x + label_w + p * col_w + col_w / 2, y + row_h / 2,
                    UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        }
    }
    ui_fill_rect(ui, (SDL_Rect){r.x, y + 2, r.w, ui_px(ui, 2)}, ui_colour(UI_BORDER));
    y += ui_px(ui, 8);
    ui_text(ui, _("Total"), head, r.x + ui_px(ui, 8), y + row_h / 2, UI_ALIGN_MIDDLE);
    for (int p = 0; p < players; p++) {
        char v[24];
        snprintf(v, sizeof v, "%d", totals[p]);
        UiTextStyle s = ui_style(UI_FONT_DISPLAY, ui_px(ui, 18),
                                 won[p] ? ui_colour(UI_GOLD) : ui_colour(UI_TEXT));
        ui_text(ui, v, s, r.x + label_w + p * col_w + col_w / 2, y + row_h / 2,
                UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
}

/* One bar of the chart per seat, and after them the rival (an AI card, a solitaire target). */
typedef struct ChartBar {
    const char *name;
    int total, colour; /* colour -1: the rival, in grey */
    bool won;
} ChartBar;

static int chart_bars(const App *app, const ScoreSheet *sheet, const int *totals, const bool *won,
                      ChartBar *bars)
{
    const Match *m = app->match;
    int n = 0;
    for (int p = 0; p < m->opts.players; p++)
        bars[n++] = (ChartBar){m->seats[p].name, totals[p], m->seats[p].colour, won[p]};
    if (sheet->rival[0])
        bars[n++] = (ChartBar){sheet->rival, sheet->rival_score, -1, false};
    return n;
}

static void draw_chart(App *app, const ScoreSheet *sheet, const int *totals, const bool *won,
                       SDL_Rect r)
{
    Ui *ui = app->ui;
    ChartBar bars[MAX_SEATS + 1];
    int players = chart_bars(app, sheet, totals, won, bars), best = 1, least = 0;
    for (int p = 0; p < players; p++) {
        best = bars[p].total > best ? bars[p].total : best;
        least = bars[p].total < least ? bars[p].total : least;
    }
    int span = best - least, bar_h = ui_px(ui, 26), gap = ui_px(ui, 14);
    int name_w = ui_px(ui, 110), value_w = ui_px(ui, 50);
    int chart_w = r.w - name_w - value_w;
    int zero_x = r.x + name_w + (int)((long)chart_w * -least / (span ? span : 1));
    int axis_h = players * (bar_h + gap) - gap;
    for (int p = 0; p < players; p++) {
        const ChartBar *b = &bars[p];
        int y = r.y + p * (bar_h + gap);
        ui_text_abbrev(
            ui, b->name,
            ui_style(b->won ? UI_FONT_BOLD : UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT)),
            r.x, y + bar_h / 2, name_w - ui_px(ui, 10), UI_ALIGN_MIDDLE);
        int len = (int)((long)chart_w * (b->total < 0 ? -b->total : b->total) / (span ? span : 1));
        /* a negative score points left of the zero line */
        SDL_Rect bar = {b->total < 0 ? zero_x - len : zero_x, y, len, bar_h};
        ui_fill_round_rect(ui, (SDL_Rect){r.x + name_w, y, chart_w, bar_h}, ui_px(ui, 6),
                           ui_rgba(0xffffff, 14));
        SDL_Color fill = b->colour < 0 ? ui_rgba(0x8a949e, 255) : ui_player_colour(ui, b->colour);
        ui_fill_round_rect(ui, bar, ui_px(ui, 6), fill);
        char label[64];
        snprintf(label, sizeof label, "bar: %s", b->name);
        ui_widget_record(ui, label, bar); /* tests read where each bar was drawn */
        if (ui->colour_blind && b->colour >= 0) {
            int radius = ui_player_badge_radius(ui, ui_px(ui, 9)), gap = radius + ui_px(ui, 3);
            int bx = b->total < 0 ? bar.x - gap : bar.x + bar.w + gap;
            ui_player_badge(ui, b->colour, bx, y + bar_h / 2, radius);
        }
        char v[24];
        snprintf(v, sizeof v, "%d", b->total);
        ui_text(ui, v, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_colour(UI_TEXT)), r.x + r.w,
                y + bar_h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    ui_fill_rect(ui, (SDL_Rect){zero_x - 1, r.y - ui_px(ui, 4), 2, axis_h + ui_px(ui, 8)},
                 ui_colour(UI_TEXT_DIM));
}

/* The y of a score in the chart's rectangle (the lowest at the bottom). */
static int series_y(const ScoreSeries *s, SDL_Rect r, int value)
{
    int span = s->most - s->least;
    return r.y + r.h - (int)((long)(value - s->least) * r.h / (span ? span : 1));
}

/* One seat's line: level while its score stays, a step up or down where a move (a round's
 * payout) changed it. */
static void draw_series_line(Ui *ui, const ScoreSeries *s, SDL_Rect r, int seat, SDL_Color c)
{
    int thick = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2, last = s->points - 1;
    int from = 0;
    for (int i = 1; i <= last; i++) {
        int before = series_at(s, i - 1, seat), now = series_at(s, i, seat);
        if (now == before && i < last)
            continue;
        int x0 = r.x + (int)((long)from * r.w / (last ? last : 1));
        int x1 = r.x + (int)((long)i * r.w / (last ? last : 1));
        int y0 = series_y(s, r, before), y1 = series_y(s, r, now);
        ui_fill_rect(ui, (SDL_Rect){x0, y0 - thick / 2, x1 - x0 + thick / 2, thick}, c);
        int top = y0 < y1 ? y0 : y1, bottom = y0 < y1 ? y1 : y0;
        ui_fill_rect(ui, (SDL_Rect){x1 - thick / 2, top - thick / 2, thick, bottom - top + thick},
                     c);
        from = i;
    }
}

int end_draw_series(Ui *ui, const Match *m, const ScoreSeries *s, SDL_Rect r, int at)
{
    if (s->points < 2)
        return -1;
    UiTextStyle small = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM));
    int label_w = ui_px(ui, 44), badge = ui_player_badge_radius(ui, ui_px(ui, 7));
    SDL_Rect plot = {r.x + label_w, r.y + badge, r.w - label_w - 3 * badge, r.h - 2 * badge};
    ui_fill_round_rect(ui, (SDL_Rect){plot.x - badge, r.y, plot.w + 4 * badge, r.h}, ui_px(ui, 6),
                       ui_rgba(0xffffff, 12));
    /* the highest and lowest scores, and zero when the lines cross it away from both */
    int marks[3] = {s->most, s->least, 0}, count = 2;
    int zero_y = series_y(s, plot, 0), room = ui_px(ui, 16);
    if (zero_y > series_y(s, plot, s->most) + room && zero_y < series_y(s, plot, s->least) - room)
        count = 3;
    for (int i = 0; i < count; i++) {
        char v[24];
        snprintf(v, sizeof v, "%d", marks[i]);
        int y = series_y(s, plot, marks[i]);
        ui_fill_rect(ui, (SDL_Rect){plot.x, y, plot.w, 1}, ui_rgba(0xffffff, 40));
        ui_text(ui, v, small, plot.x - ui_px(ui, 8), y, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    for (int seat = 0; seat < s->players; seat++)
        draw_series_line(ui, s, plot, seat, ui_player_colour(ui, m->seats[seat].colour));
    int last = s->points - 1;
    for (int seat = 0; seat < s->players; seat++) /* whose line ends where */
        ui_player_badge(ui, m->seats[seat].colour, plot.x + plot.w + badge,
                        series_y(s, plot, series_at(s, last, seat)), badge);
    if (at >= 0) {
        int x = plot.x + (int)((long)at * plot.w / last);
        ui_fill_rect(ui, (SDL_Rect){x - 1, r.y, 2, r.h}, ui_colour(UI_GOLD));
    }
    ui_widget_record(ui, "score chart", plot); /* tests read where it was drawn */
    if (!ui_clicked(ui, plot, ui_widget_id(plot, "score chart")))
        return -1;
    int point = (int)lround((double)(ui->mouse_x - plot.x) * last / (plot.w ? plot.w : 1));
    return point < 0 ? 0 : point > last ? last : point;
}

static void play_again(App *app)
{
    const Match *m = app->match;
    uint64_t seed = SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20) ^ m->seed;
    Match *next = match_new(m->rules, &m->opts, seed, m->seats);
    next->practice = m->practice;
    game_close(app, false);
    game_start(app, next, NULL);
}

/* The chart of the scores across the game, in units: its height at most and at least, and the
 * room for its caption above it and a space under it. */
#define SERIES_H 150
#define SERIES_MIN 90
#define SERIES_GAP 56

/* How tall the chart across the game can be under an end screen `h` pixels tall (0: no room, or
 * no chart). */
static int series_room(const App *app, int h)
{
    Ui *ui = app->ui;
    if (app->end_record.series.points < 2)
        return 0;
    int room = ui->pixel_h - 2 * ui_px(ui, 12) - h - ui_px(ui, SERIES_GAP);
    if (room > ui_px(ui, SERIES_H))
        room = ui_px(ui, SERIES_H);
    return room >= ui_px(ui, SERIES_MIN) ? room : 0;
}

/* The chart of every score across the game, under its caption. */
static void draw_series_panel(App *app, SDL_Rect r)
{
    Ui *ui = app->ui;
    ui_text(ui, _("Scores across the game"),
            ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_TEXT)), r.x, r.y - ui_px(ui, 16),
            UI_ALIGN_MIDDLE);
    end_draw_series(ui, app->match, &app->end_record.series, r, -1);
}

/* Whether the game has a human's decision to review. */
static bool reviewable(const App *app)
{
    return game_humans(app->match) > 0 && !online_board_shown(app);
}

static void draw_buttons(App *app, SDL_Rect box)
{
    Ui *ui = app->ui;
    int bh = ui_px(ui, 50), bw = ui_px(ui, 180), gap = ui_px(ui, 16), pad = ui_px(ui, 32);
    /* a game opened from History goes back there */
    const char *back = app->kept_game ? _("Back to history") : _("Back to lobby");
    const char *labels[4] = {back, _("View board"), _("Review"), _("Play again")};
    if (online_board_shown(app))
        labels[0] = _("Back to Play online");
    for (int i = 0; i < 4; i++)
        bw = ui_button_width(ui, labels[i], bh, bw); /* the four as wide as the widest */
    SDL_Rect b[4];
    int x = box.x + (box.w - 4 * bw - 3 * gap) / 2;
    for (int i = 0; i < 4; i++)
        b[i] = (SDL_Rect){x + i * (bw + gap), box.y + box.h - pad - bh, bw, bh};
    bool online = online_board_shown(app);
    if (ui_button(ui, b[0], labels[0], UI_BUTTON_NORMAL)) {
        if (online) {
            online_board_leave(app);
            return;
        }
        bool to_history = app->kept_game;
        game_close(app, false);
        if (to_history)
            history_scene_open(app);
        else
            app_set_scene(app, SCENE_LOBBY);
        return;
    }
    if (ui_button_ex(ui, b[1], labels[1], UI_BUTTON_NORMAL, true,
                     _("Close this to look at the final board and replay the game (Escape); "
                       "Results reopens it"))) {
        app_set_scene(app, SCENE_GAME);
        return;
    }
    if (ui_button_ex(ui, b[2], labels[2], UI_BUTTON_NORMAL, reviewable(app),
                     _("Play the game back with what the hard bot would have chosen at each of "
                       "your decisions, and the ones that cost the most"))) {
        review_open(app);
        return;
    }
    if (ui_button_ex(ui, b[3], labels[3], UI_BUTTON_PRIMARY, !online,
                     online ? _("Host a new table from Play online")
                            : _("The same players and options, a new shuffle")))
        play_again(app);
}

void end_draw(App *app)
{
    Ui *ui = app->ui;
    if (!app->match) {
        app_set_scene(app, SCENE_LOBBY);
        return;
    }
    game_draw(app); /* the final board, behind */
    ui->input_blocked = false;
    ui_begin_overlay(ui); /* the results rise over the board while its shade deepens */
    float rise = ui_tween_progress(ui, &app->end_tween);
    float shade = rise < 1.0f ? rise : 1.0f;
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h},
                 ui_rgba(0x0b1218, (Uint8)(170 * shade)));

    const Match *m = app->match;
    bool won[MAX_SEATS] = {false};
    m->rules->winners(m->state, won);
    int totals[MAX_SEATS] = {0};
    m->rules->scores(m->state, totals);
    ScoreSheet sheet;
    memset(&sheet, 0, sizeof sheet);
    m->rules->score_sheet(m->state, &sheet);

    int pad = ui_px(ui, 32), w = ui_px(ui, 1040);
    int table_h = ui_px(ui, table_head(app)) + (sheet.rows + 1) * ui_px(ui, 28) + ui_px(ui, 16);
    int chart_h = (m->opts.players + (sheet.rival[0] != '\0')) * ui_px(ui, 40);
    int chart_top = ui_px(ui, 48); /* the chart starts level with the table's first row */
    int body_h = table_h > chart_top + chart_h ? table_h : chart_top + chart_h;
    /* the game's own part (its highlights), under the table and the chart */
    ViewFrame frame = game_frame(app);
    SDL_Rect part = {0, 0, w - 2 * pad, 0};
    if (app->view->draw_end)
        part.h = app->view->draw_end(app->view_data, &frame, part, false);
    int h = pad * 2 + ui_px(ui, 70) + body_h + ui_px(ui, 40) + ui_px(ui, 56) +
            (part.h ? part.h + ui_px(ui, 12) : 0);
    /* the chart across the game under all that, as tall as the window leaves room for; in a
     * window too short for it, in place of the bars (the table's totals say the same) */
    int series_h = series_room(app, h), beside_h = body_h - chart_top;
    bool beside =
        series_h == 0 && app->end_record.series.points > 1 && beside_h >= ui_px(ui, SERIES_MIN);
    h += series_h ? series_h + ui_px(ui, SERIES_GAP) : 0;
    SDL_Rect box = {(ui->pixel_w - w) / 2, (ui->pixel_h - h) / 2, w, h};
    box.y += (int)((1.0f - rise) * ui_px(ui, 60));
    ui_shadow(ui, box, ui_px(ui, 18), ui_px(ui, 10));
    ui_round_rect_border(ui, box, ui_px(ui, 18), ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));

    char title[200];
    end_title(m, title, sizeof title);
    ui_text_fit(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 32), ui_colour(UI_GOLD)),
                box.x + w / 2, box.y + pad, w - 2 * pad, UI_ALIGN_CENTER);
    /* why no rating moved, where none did */
    const char *mark = app->kept_game && app->kept_kind == HISTORY_IMPORTED ? _("Imported game")
                       : m->practice                                        ? _("Practice game")
                       : m->assisted ? _("Hints used: not rated")
                                     : NULL;
    if (mark)
        ui_widget_record(ui, mark, /* tests read it */
                         ui_text(ui, mark,
                                 ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_ACCENT)),
                                 box.x + w / 2, box.y + pad + ui_px(ui, 44), UI_ALIGN_CENTER));
    int y = box.y + pad + ui_px(ui, 70);
    int table_w = (w - 3 * pad) * 3 / 5;
    draw_table(app, &sheet, totals, won, (SDL_Rect){box.x + pad, y, table_w, table_h});
    SDL_Rect chart = {box.x + 2 * pad + table_w, y + chart_top, w - 3 * pad - table_w, chart_h};
    if (beside) {
        chart.h = beside_h;
        draw_series_panel(app, chart);
    } else {
        draw_chart(app, &sheet, totals, won, chart);
    }
    y += body_h + ui_px(ui, 8);
    if (sheet.note[0])
        ui_text_fit(ui, sheet.note, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT)),
                    box.x + w / 2, y, w - 2 * pad, UI_ALIGN_CENTER);
    if (part.h) {
        part.x = box.x + pad;
        part.y = y + ui_px(ui, 40);
        app->view->draw_end(app->view_data, &frame, part, true);
        y += part.h + ui_px(ui, 12);
    }
    if (series_h) /* under its caption */
        draw_series_panel(app, (SDL_Rect){box.x + pad, y + ui_px(ui, 80), w - 2 * pad, series_h});

    draw_buttons(app, box);
}
