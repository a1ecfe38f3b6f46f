/* The help screen: a game's rules in our words (from its view), scrollable. */
#include <string.h>

#include "app_internal.h"

/* Type sizes: the help page, and the narrower panel beside the board. */
typedef struct HelpType {
    int body, heading, bullet_indent, gap;
} HelpType;
static const HelpType page_type = {17, 22, 24, 14};
static const HelpType side_type = {14, 17, 20, 10};

/* Lays out the help text; draws it when draw is true. Returns the height. Each line is translated
 * on its own (table_text): a heading after its "# ", a bullet after its "- ", a paragraph whole,
 * so a view marks every line with N_ (see src/games/mintbid/view_help.c). */
static int layout_text(App *app, const HelpType *type, const char *text, SDL_Rect r, int y,
                       bool draw)
{
    Ui *ui = app->ui;
    UiTextStyle body = ui_style(UI_FONT_REGULAR, ui_px(ui, type->body), ui_colour(UI_TEXT));
    UiTextStyle heading = ui_style(UI_FONT_DISPLAY, ui_px(ui, type->heading), ui_colour(UI_GOLD));
    int start = y;
    const char *p = text;
    char line[2048];
    while (*p) {
        size_t n = strcspn(p, "\n");
        size_t m = n < sizeof line ? n : sizeof line - 1;
        memcpy(line, p, m);
        line[m] = '\0';
        p += n + (p[n] == '\n');
        if (!line[0]) {
            y += ui_px(ui, type->gap * 0.7f);
        } else if (!strncmp(line, "# ", 2)) {
            y += ui_px(ui, type->gap);
            y += ui_text_wrapped(ui, table_text(line + 2), heading, r.x, y, r.w, 0, draw) +
                 ui_px(ui, 4);
        } else if (!strncmp(line, "- ", 2)) {
            int indent = ui_px(ui, type->bullet_indent);
            if (draw)
                ui_fill_circle(ui, r.x + indent * 3 / 8, y + ui_px(ui, type->body * 0.65f),
                               ui_px(ui, 3), ui_colour(UI_ACCENT));
            y += ui_text_wrapped(ui, table_text(line + 2), body, r.x + indent, y, r.w - indent, 0,
                                 draw) +
                 ui_px(ui, 4);
        } else {
            y += ui_text_wrapped(ui, table_text(line), body, r.x, y, r.w, 0, draw) + ui_px(ui, 4);
        }
    }
    return y - start;
}

/* The rules of `view`'s game scrolled in `inner` (with its picture on the page), and a scroll
 * bar at the right edge of `frame`. */
static void draw_scrolled(App *app, const GameView *view, const HelpType *type, bool picture,
                          SDL_Rect frame, SDL_Rect inner)
{
    Ui *ui = app->ui;
    const char *text = view ? view->help_text : _("No help for this game yet.");
    int picture_h = picture && view && view->draw_help_picture ? ui_px(ui, 280) : 0;
    int total = layout_text(app, type, text, inner, 0, false) + ui_px(ui, 40) + picture_h;
    int max_scroll = total - inner.h > 0 ? total - inner.h : 0;
    if (ui_hover(ui, frame) && ui->wheel)
        app->help_scroll -= ui->wheel * ui_px(ui, 60);
    if (app->help_scroll > max_scroll)
        app->help_scroll = max_scroll;
    if (app->help_scroll < 0)
        app->help_scroll = 0;

    ui_scroll_clip(ui, &inner);
    int y = inner.y - app->help_scroll;
    if (picture_h) {
        view->draw_help_picture(ui, (SDL_Rect){inner.x, y + ui_px(ui, 10), inner.w,
                                                ui_px(ui, 260)});
        y += picture_h;
    }
    layout_text(app, type, text, inner, y, true);
    ui_scroll_clip(ui, NULL);
    if (max_scroll > 0) { /* a scroll bar */
        int track = inner.h, thumb = track * inner.h / total;
        int ty = inner.y + (track - thumb) * app->help_scroll / max_scroll;
        ui_fill_round_rect(ui,
                           (SDL_Rect){frame.x + frame.w - ui_px(ui, 12), ty, ui_px(ui, 5), thumb},
                           ui_px(ui, 3), ui_colour(UI_BORDER));
    }
}

void help_draw(App *app)
{
    Ui *ui = app->ui;
    const GameRules *rules = app->match        ? app->match->rules
                             : app->game_count ? app->games[app->game_index]
                                               : NULL;
    const GameView *view = rules ? view_find(rules->id) : NULL;
    char title[120];
    snprintf(title, sizeof title, _("How to play %s"), rules ? rules->name : "");
    ui_table(ui, view ? view->table : SHELL_TABLE);
    int top = app_draw_title(app, title, NULL);
    if (app_back_button(app)) {
        app_set_scene(app, app->help_return);
        return;
    }
    int w = ui_px(ui, 820);
    if (w > ui->pixel_w - ui_px(ui, 80))
        w = ui->pixel_w - ui_px(ui, 80);
    SDL_Rect page = {(ui->pixel_w - w) / 2, top, w, ui->pixel_h - top - ui_px(ui, 24)};
    ui_round_rect_border(ui, page, ui_px(ui, 14), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    int pad = ui_px(ui, 28);
    SDL_Rect inner = {page.x + pad, page.y + pad / 2, page.w - 2 * pad, page.h - pad};
    draw_scrolled(app, view, &page_type, true, page, inner);
}

void help_draw_beside(App *app, SDL_Rect panel)
{
    Ui *ui = app->ui;
    ui_round_rect_border(ui, panel, ui_px(ui, 12), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    int pad = ui_px(ui, 14), bh = ui_px(ui, 32);
    int close_w = ui_button_width(ui, _("Close"), bh, ui_px(ui, 64));
    int page_w = ui_button_width(ui, _("Full page"), bh, ui_px(ui, 100));
    SDL_Rect close = {panel.x + panel.w - pad - close_w, panel.y + pad, close_w, bh};
    SDL_Rect page = {close.x - ui_px(ui, 4) - page_w, close.y, page_w, bh};
    /* The title only where the buttons leave room for it (longer words in some languages). */
    UiTextStyle title = ui_style(UI_FONT_DISPLAY, ui_px(ui, 16), ui_colour(UI_TEXT));
    int title_w;
    ui_text_size(ui, _("Rules"), title, &title_w, NULL);
    if (panel.x + pad + title_w + ui_px(ui, 8) <= page.x)
        ui_text(ui, _("Rules"), title, panel.x + pad, panel.y + pad + bh / 2, UI_ALIGN_MIDDLE);
    if (ui_button_ex(ui, close, _("Close"), UI_BUTTON_QUIET, true, _("Back to the game log")))
        app->help_beside = false;
    if (ui_button_ex(ui, page, _("Full page"), UI_BUTTON_QUIET, true,
                     _("The rules on a page of their own, with a picture"))) {
        app->help_beside = false;
        app_set_scene(app, SCENE_HELP);
    }
    int top = pad + bh + ui_px(ui, 10);
    SDL_Rect inner = {panel.x + pad, panel.y + top, panel.w - 2 * pad - ui_px(ui, 8),
                      panel.h - top - pad};
    draw_scrolled(app, app->view, &side_type, false, panel, inner);
}
