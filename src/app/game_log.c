/* The log panel: one entry per move, newest at the bottom. The moves since the viewer's last
 * decision are grouped under "Since your turn" and numbered as the board marks them. An entry's
 * first line is the move; each further line is a row of a block under it (a round's payout):
 * a line without a tab is the block's heading, and in a line with one the text after the last
 * tab is right-aligned (an amount). */
#include <stdio.h>
#include <string.h>

#include "app_internal.h"

#define ROW_MAX 400

/* The number the board gives move i (1 = the oldest since your turn), or 0. */
static int recent_number(const ViewFrame *f, int i)
{
    for (int k = 0; k < f->recent_count; k++)
        if (f->recent[k] == i)
            return k + 1;
    return 0;
}

/* Draws (or, with draw false, measures) one block row at y; returns its height. */
static int block_row(Ui *ui, const char *line, SDL_Rect box, int y, bool draw)
{
    char text[ROW_MAX];
    snprintf(text, sizeof text, "%s", line);
    char *tab = strrchr(text, '\t');
    UiTextStyle head = ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_colour(UI_GOLD));
    UiTextStyle cell = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT));
    int pad = ui_px(ui, 8);
    if (!tab)
        return ui_text_wrapped(ui, text, head, box.x + pad, y, box.w - 2 * pad, 0, draw);
    *tab = '\0';
    const char *amount = tab + 1;
    int aw, ah;
    ui_text_size(ui, amount, head, &aw, &ah);
    for (char *t = strchr(text, '\t'); t; t = strchr(t, '\t'))
        *t = ' ';
    int h = ui_text_wrapped(ui, text, cell, box.x + pad, y, box.w - 3 * pad - aw, 0, draw);
    if (draw)
        ui_text(ui, amount, ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_colour(UI_GOOD)),
                box.x + box.w - pad, y, UI_ALIGN_RIGHT);
    return h > ah ? h : ah;
}

/* The block of an entry's further lines (after the first '\n'); returns its height. */
static int entry_block(Ui *ui, const char *rows, SDL_Rect box, bool draw)
{
    int gap = ui_px(ui, 3), h = ui_px(ui, 6);
    int y = box.y + h;
    if (draw)
        ui_fill_round_rect(ui, box, ui_px(ui, 6), ui_rgba(0x000000, 60));
    while (rows && *rows) {
        const char *end = strchr(rows, '\n');
        char line[ROW_MAX];
        size_t len = end ? (size_t)(end - rows) : strlen(rows);
        snprintf(line, sizeof line, "%.*s", (int)len, rows);
        int rh = block_row(ui, line, box, y, draw) + gap;
        y += rh;
        h += rh;
        rows = end ? end + 1 : NULL;
    }
    return h + ui_px(ui, 4);
}

/* The style of an entry's first line: the newest in bold, the others regular; the newest and
 * those the board numbers in full ink, the others dimmed. */
static UiTextStyle entry_style(Ui *ui, bool newest, bool numbered)
{
    return ui_style(newest ? UI_FONT_BOLD : UI_FONT_REGULAR, ui_px(ui, 14),
                    numbered || newest ? ui_colour(UI_TEXT) : ui_colour(UI_TEXT_DIM));
}

/* An entry's first line (its move) into first. */
static void entry_line(const char *text, char *first, size_t size)
{
    const char *nl = strchr(text, '\n');
    snprintf(first, size, "%.*s", nl ? (int)(nl - text) : (int)strlen(text), text);
}

/* The entries' text column: right of the badges. */
static SDL_Rect entry_column(Ui *ui, SDL_Rect inner)
{
    return (SDL_Rect){inner.x + ui_px(ui, 22), inner.y, inner.w - ui_px(ui, 22), inner.h};
}

/* Entry i's line into `line`; returns the width the log wraps it at. */
static int entry_wrap(App *app, int i, SDL_Rect inner, char *line, size_t size)
{
    entry_line(app->match->log[i], line, size);
    return entry_column(app->ui, inner).w;
}

/* Wraps the newest entry's line in the style it takes once a newer entry comes (not bold), without
 * drawing it: its lines are then measured and their pixels kept (text.c), so the frame after the
 * next move, which wraps and draws the new entry, draws this one's lines without shaping them
 * again (they were nearly half of what that frame shaped). Done a frame after the entry first
 * shows, never in the frame that brings it; the colour it will take does not matter. */
static void ready_older_style(App *app, int i, SDL_Rect inner)
{
    char first[600];
    int width = entry_wrap(app, i, inner, first, sizeof first);
    ui_text_wrapped(app->ui, first, entry_style(app->ui, false, true), 0, 0, width, 0, false);
}

/* Makes a numbered entry's line in the style it takes when the viewer has moved (regular and
 * dimmed, numbered no more) without drawing it, in the frames while the viewer is to move: the
 * frame after the viewer's move, which cannot be rehearsed as a bot's is, then draws those lines
 * without making them (they were 31 of the strings that frame made in Buyout!). Kept as if drawn
 * each such frame, so a long wait does not drop them. */
static void ready_dimmed(App *app, int i, SDL_Rect inner)
{
    char first[600];
    int width = entry_wrap(app, i, inner, first, sizeof first);
    ui_text_wrapped_ready(app->ui, first, entry_style(app->ui, false, false), width);
}

/* One entry (its line and block) with its top at y; draw false only measures. */
static int log_entry(App *app, const ViewFrame *f, int i, bool newest, SDL_Rect inner, int y,
                     bool draw)
{
    int number = recent_number(f, i);
    Ui *ui = app->ui;
    const Match *m = app->match;
    const char *text = m->log[i];
    const char *nl = strchr(text, '\n');
    char first[600];
    entry_line(text, first, sizeof first);
    UiTextStyle style = entry_style(ui, newest, number != 0);
    SDL_Rect column = entry_column(ui, inner);
    int text_x = column.x, text_w = column.w;
    int h = ui_text_wrapped(ui, first, style, text_x, y, text_w, 0, draw);
    int colour = m->seats[m->mover[i]].colour;
    if (draw && number)
        ui_mark_badge(ui, inner.x + ui_px(ui, 8), y + ui_px(ui, 9), ui_px(ui, 8), colour, number,
                      f->recent_count);
    else if (draw)
        ui_player_badge(ui, colour, inner.x + ui_px(ui, 8), y + ui_px(ui, 9),
                        ui_player_badge_radius(ui, ui_px(ui, 5)));
    if (nl) {
        SDL_Rect box = {text_x, y + h + ui_px(ui, 3), text_w, 0};
        box.h = entry_block(ui, nl + 1, box, false);
        if (draw)
            entry_block(ui, nl + 1, box, true);
        h += box.h + ui_px(ui, 3);
    }
    return h;
}

/* "Since your turn" over the entries since the viewer's last decision ("Since Ana's turn" when
 * several humans share the device); returns its height. */
static int since_heading(App *app, SDL_Rect inner, int y, bool draw)
{
    Ui *ui = app->ui;
    const Match *m = app->match;
    char text[80];
    if (game_humans(m) > 1 && app->viewer >= 0)
        snprintf(text, sizeof text, _("Since %s's turn"), m->seats[app->viewer].name);
    else
        snprintf(text, sizeof text, "%s", _("Since your turn"));
    int h = ui_px(ui, 24);
    if (!draw)
        return h;
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 12), ui_colour(UI_ACCENT));
    int tw, th, cx = inner.x + inner.w / 2, gap = ui_px(ui, 6);
    ui_text_size(ui, text, style, &tw, &th);
    int side = (inner.w - tw) / 2 - gap; /* a rule on each side of the words */
    ui_fill_rect(ui, (SDL_Rect){inner.x, y + h / 2, side, 1}, ui_colour(UI_BORDER));
    ui_fill_rect(ui, (SDL_Rect){cx + tw / 2 + gap, y + h / 2, side, 1}, ui_colour(UI_BORDER));
    ui_text(ui, text, style, cx, y + h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    return h;
}

static void log_scroll(App *app, SDL_Rect r, int shown)
{
    Ui *ui = app->ui;
    if (!ui_hover(ui, r) || !ui->wheel)
        return;
    app->log_scroll += ui->wheel;
    if (app->log_scroll > shown - 1)
        app->log_scroll = shown - 1;
    if (app->log_scroll < 0)
        app->log_scroll = 0;
}

/* The entries from the newest shown up, bottom-aligned in inner. Returns the top of the highest
 * one drawn. */
static int log_entries(App *app, const ViewFrame *f, SDL_Rect inner, int shown)
{
    Ui *ui = app->ui;
    int first_recent = f->recent_count && !f->replay ? f->recent[0] : -1;
    /* not in the frame that brings a new entry, which does enough */
    bool viewer_next =
        !f->replay && app->viewer >= 0 && f->to_move == app->viewer && app->log_newest == shown - 1;
    int y = inner.y + inner.h;
    for (int i = shown - 1 - app->log_scroll; i >= 0 && y > inner.y; i--) {
        bool newest = i == shown - 1;
        int h = log_entry(app, f, i, newest, inner, 0, false);
        y -= h + ui_px(ui, 6);
        log_entry(app, f, i, newest, inner, y, true);
        if (newest && i == app->log_newest)
            ready_older_style(app, i, inner);
        if (viewer_next && recent_number(f, i))
            ready_dimmed(app, i, inner);
        if (i == first_recent && app->viewer >= 0) {
            y -= since_heading(app, inner, 0, false);
            since_heading(app, inner, y, true);
        }
    }
    return y;
}

void game_log_draw(App *app, SDL_Rect r)
{
    Ui *ui = app->ui;
    ViewFrame f = game_frame(app);
    int shown = f.match->move_count; /* in a replay: the moves up to the board shown */
    ui_panel(ui, r, UI_PANEL_CARD, false);
    int pad = ui_px(ui, 14);
    ui_text(ui, _("Game log"), ui_style(UI_FONT_DISPLAY, ui_px(ui, 16), ui_colour(UI_TEXT)),
            r.x + pad, r.y + pad, 0);
    SDL_Rect inner = {r.x + pad, r.y + pad + ui_px(ui, 30), r.w - 2 * pad,
                      r.h - 2 * pad - ui_px(ui, 30)};
    log_scroll(app, r, shown);
    if (shown == 0) {
        ui_text_wrapped(ui, _("The moves will be listed here."),
                        ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT_DIM)), inner.x,
                        inner.y, inner.w, 0, true);
        return;
    }
    ui_scroll_clip(ui, &inner);
    int top = log_entries(app, &f, inner, shown);
    app->log_newest = shown - 1;
    ui_scroll_clip(ui, NULL);
    /* older lines fade out under the heading instead of being cut (only where lines reach it:
     * the panel's colour is not opaque, so the fade would show as a band over empty panel) */
    SDL_Color panel = ui_colour(UI_PANEL), clear = panel;
    clear.a = 0;
    int fade_h = ui_px(ui, 28);
    if (top < inner.y + fade_h)
        ui_gradient_rect(ui, (SDL_Rect){inner.x, inner.y, inner.w, fade_h}, panel, clear);
    if (app->log_scroll > 0)
        ui_text(ui, _("scrolled: newer moves below"),
                ui_style(UI_FONT_REGULAR, ui_px(ui, 12), ui_colour(UI_ACCENT)), r.x + r.w - pad,
                r.y + pad + ui_px(ui, 3), UI_ALIGN_RIGHT);
}
