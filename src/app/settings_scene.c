/* The settings screen: volumes, animation speed, bot pace, full screen, colour-blind palette,
 * and BuyWord's house word list. */
#include <stdio.h>
#include <string.h>

#include "app_internal.h"
#include "games/buyword/dictionary.h"

bool app_use_word_list(App *app, const char *path)
{
    char err[700], text[800];
    if (buyword_set_word_list(path, err, sizeof err))
        return true;
    snprintf(text, sizeof text, "BuyWord word list not changed: %s", err);
    fprintf(stderr, "moguls: %s\n", text);
    ui_toast(app->ui, text, true);
    return false;
}

static void stop_editing_word_list(App *app, bool apply)
{
    app->editing_word_list = false;
    SDL_StopTextInput();
    if (apply && app_use_word_list(app, app->word_list_draft)) {
        snprintf(app->settings.word_list, sizeof app->settings.word_list, "%s",
                 app->word_list_draft);
        app_save_settings(app);
        ui_toast(app->ui, "BuyWord games started from now on use this word list", false);
    }
}

void settings_event(App *app, const SDL_Event *e)
{
    if (!app->editing_word_list)
        return;
    char *draft = app->word_list_draft;
    size_t n = strlen(draft);
    if (e->type == SDL_TEXTINPUT) {
        size_t add = strlen(e->text.text);
        if (n + add < sizeof app->word_list_draft)
            memcpy(draft + n, e->text.text, add + 1);
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode key = e->key.keysym.sym;
        if (key == SDLK_BACKSPACE && n > 0) {
            while (n > 0 && (draft[n - 1] & 0xC0) == 0x80) /* a whole UTF-8 character */
                n--;
            draft[n > 0 ? n - 1 : 0] = '\0';
        } else if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
            stop_editing_word_list(app, true);
        } else if (key == SDLK_ESCAPE) {
            stop_editing_word_list(app, false);
        }
    }
    app->dirty = true;
}

/* "BuyWord words: [path field] [Use] [Built-in]" and what is in use now. */
static void draw_word_list_row(App *app, SDL_Rect row)
{
    Ui *ui = app->ui;
    int button_w = ui_px(ui, 96), gap = ui_px(ui, 8), label_w = ui_px(ui, 150);
    ui_text(ui, "BuyWord words", ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)),
            row.x, row.y + row.h / 2, UI_ALIGN_MIDDLE);
    SDL_Rect field = {row.x + label_w, row.y, row.w - label_w - 2 * (button_w + gap), row.h};
    SDL_Rect use = {field.x + field.w + gap, row.y, button_w, row.h};
    SDL_Rect builtin = {use.x + button_w + gap, row.y, button_w, row.h};
    if (!app->editing_word_list && strcmp(app->word_list_draft, app->settings.word_list))
        snprintf(app->word_list_draft, sizeof app->word_list_draft, "%s", app->settings.word_list);
    if (ui_clicked(ui, field, ui_widget_id(field, "word list path")) && !app->editing_word_list) {
        app->editing_word_list = true;
        SDL_StartTextInput();
    }
    ui_widget_record(ui, "word list path", field);
    SDL_Color edge = app->editing_word_list ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER);
    ui_round_rect_border(ui, field, ui_px(ui, 6), ui_colour(UI_BG), edge, 1);
    const char *shown = app->word_list_draft[0]  ? app->word_list_draft
                        : app->editing_word_list ? ""
                                                 : "type a file path, then Use";
    ui_text_fit(ui, shown,
                ui_style(UI_FONT_REGULAR, ui_px(ui, 14),
                         app->word_list_draft[0] ? ui_colour(UI_TEXT) : ui_colour(UI_TEXT_DIM)),
                field.x + ui_px(ui, 10), field.y + field.h / 2, field.w - ui_px(ui, 20),
                UI_ALIGN_MIDDLE);
    ui_tooltip(ui, field, "A text file with one word a line: BuyWord's house rules");
    if (ui_button_ex(ui, use, "Use", UI_BUTTON_NORMAL, app->word_list_draft[0] != '\0', NULL))
        stop_editing_word_list(app, true);
    if (ui_button_ex(ui, builtin, "Built-in", UI_BUTTON_NORMAL, app->settings.word_list[0] != '\0',
                     "Go back to the word list that comes with Moguls")) {
        app->word_list_draft[0] = '\0';
        stop_editing_word_list(app, true);
    }
}

static void draw_word_list_status(App *app, SDL_Rect row)
{
    const BuywordDict *dict = buyword_dictionary();
    char status[800];
    if (app->settings.word_list[0])
        snprintf(status, sizeof status, "BuyWord uses %s: %d words", buyword_dict_source(dict),
                 buyword_dict_size(dict));
    else
        snprintf(status, sizeof status, "BuyWord uses the built-in list: %d words",
                 buyword_dict_size(dict));
    ui_text_fit(app->ui, status,
                ui_style(UI_FONT_REGULAR, ui_px(app->ui, 13), ui_colour(UI_TEXT_DIM)), row.x,
                row.y + row.h / 2, row.w, UI_ALIGN_MIDDLE);
}

void settings_draw(App *app)
{
    Ui *ui = app->ui;
    ui_backdrop(ui, ui_rgba(0x22364a, 255), ui_colour(UI_BG));
    int top = app_draw_title(app, "Settings", NULL);
    if (app_back_button(app)) {
        if (app->editing_word_list)
            stop_editing_word_list(app, false);
        app_set_scene(app, app->help_return);
        return;
    }
    Settings *s = &app->settings;
    Settings before = *s;
    int w = ui_px(ui, 640), row_h = ui_px(ui, 44), gap = ui_px(ui, 14), pad = ui_px(ui, 32);
    SDL_Rect panel = {(ui->pixel_w - w) / 2, top + ui_px(ui, 10), w,
                      pad * 2 + 10 * row_h + 9 * gap};
    ui_shadow(ui, panel, ui_px(ui, 16), ui_px(ui, 6));
    ui_round_rect_border(ui, panel, ui_px(ui, 16), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    SDL_Rect row = {panel.x + pad, panel.y + pad, w - 2 * pad, row_h};
    bool released = ui->mouse_clicked; /* sliders save when let go */
    ui_slider(ui, row, "Sound effects", &s->sound_volume, 0, 100, "%");
    row.y += row_h + gap;
    ui_slider(ui, row, "Music", &s->music_volume, 0, 100, "%");
    row.y += row_h + gap;
    ui_text(ui, "Animations", ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x,
            row.y + row_h / 2, UI_ALIGN_MIDDLE);
    ui_choice(ui, (SDL_Rect){row.x + row.w - ui_px(ui, 220), row.y, ui_px(ui, 220), row_h},
              &s->anim_speed, anim_speed_names, ANIM_SPEED_COUNT);
    row.y += row_h + gap;
    ui_slider(ui, row, "Bot pace", &s->bot_pace_ms, 0, 3000, " ms");
    ui_tooltip(ui, row, "The least time between two bot moves, so you can follow them");
    row.y += row_h + gap;
    ui_toggle(ui, row, "Full screen (F11)", &s->fullscreen);
    row.y += row_h + gap;
    ui_toggle(ui, row, "Colour-blind-safe colours with symbols", &s->colour_blind);
    row.y += row_h + gap;
    /* a preview of the palette as it will appear */
    for (int i = 0; i < UI_PALETTE_SIZE; i++)
        ui_player_badge(ui, i, row.x + ui_px(ui, 18) + i * ui_px(ui, 52), row.y + row_h / 2,
                        ui_px(ui, 18));
    row.y += row_h + gap;
    draw_word_list_row(app, row);
    row.y += row_h;
    draw_word_list_status(app, row);
    row.y += row_h + gap;
    char where[1200];
    snprintf(where, sizeof where, "Settings and saved games live in %s", app->pref_dir);
    ui_text_wrapped(ui, where, ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM)),
                    row.x, row.y, row.w, 0, true);
    bool changed = memcmp(&before, s, sizeof before) != 0;
    if (changed)
        app_apply_settings(app);
    bool dragging = ui->mouse_down && ui->active_id != 0;
    if ((changed && !dragging) || (released && !changed))
        app_save_settings(app);
}
