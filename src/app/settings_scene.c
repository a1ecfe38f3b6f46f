/* The settings screen: the language, volumes, animation speed, bot pace, window size, full screen, colour-blind
 * palette, and the files games play with (GameRules.resource: BuyWord's house word list). */
#include <stdio.h>
#include <string.h>

#include "app_internal.h"
#include "core/i18n.h"

bool app_use_resource(App *app, const GameRules *rules, const char *path)
{
    const GameResource *res = rules->resource;
    char err[700], text[900];
    if (res->use(path, err, sizeof err))
        return true;
    snprintf(text, sizeof text, _("%s not changed: %s"), table_text(res->label), err);
    fprintf(stderr, "moguls: %s\n", text);
    ui_toast(app->ui, text, true);
    return false;
}

void app_use_resources(App *app)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (rules->resource)
            app_use_resource(app, rules, settings_resource(&app->settings, rules->resource->key));
    }
}

static void stop_editing_resource(App *app, bool apply)
{
    const GameRules *rules = app->editing_resource >= 0 ? registry_game(app->editing_resource)
                                                        : NULL;
    app->editing_resource = -1;
    SDL_StopTextInput();
    if (!rules || !apply || !app_use_resource(app, rules, app->resource_draft))
        return;
    settings_set_resource(&app->settings, rules->resource->key, app->resource_draft);
    app_save_settings(app);
    char text[200];
    snprintf(text, sizeof text, _("%s games started from now on use this file"), rules->name);
    ui_toast(app->ui, text, false);
}

void settings_event(App *app, const SDL_Event *e)
{
    if (app->editing_resource < 0)
        return;
    app->dirty = true;
    if (ui_edit_event(&app->edit, e) || e->type != SDL_KEYDOWN)
        return;
    SDL_Keycode key = e->key.keysym.sym;
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER)
        stop_editing_resource(app, true);
    else if (key == SDLK_ESCAPE)
        stop_editing_resource(app, false);
}

/* ---- the window size ---- */

/* The sizes offered, in screen coordinates: the design's 16:10 at several scales. */
static const int window_sizes[][2] = {{1024, 640},  {1152, 720},  {1280, 800}, {1440, 900},
                                      {1680, 1050}, {1920, 1200}, {2560, 1600}};
#define WINDOW_SIZE_COUNT ((int)(sizeof window_sizes / sizeof window_sizes[0]))

typedef struct SizeChoices {
    int w[WINDOW_SIZE_COUNT + 1], h[WINDOW_SIZE_COUNT + 1];
    char names[WINDOW_SIZE_COUNT + 1][24];
    const char *list[WINDOW_SIZE_COUNT + 1];
    int count;
    int current; /* the remembered window size's entry */
} SizeChoices;

static void add_size(SizeChoices *c, int w, int h)
{
    int i = c->count++;
    c->w[i] = w;
    c->h[i] = h;
    snprintf(c->names[i], sizeof c->names[i], "%d \u00d7 %d", w, h);
    c->list[i] = c->names[i];
}

/* The sizes that fit the window's display with its frame, smallest first, and among them the
 * remembered size, whatever it is (a window resized by hand). */
static void size_choices(App *app, SizeChoices *c)
{
    const Settings *s = &app->settings;
    SDL_Window *window = app->ui->window;
    SDL_Rect usable = {0, 0, 1 << 15, 1 << 15};
    SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(window), &usable);
    int top = 0, left = 0, bottom = 0, right = 0;
    SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right);
    bool placed = false;
    c->count = 0;
    for (int i = 0; i < WINDOW_SIZE_COUNT; i++) {
        int w = window_sizes[i][0], h = window_sizes[i][1];
        bool same = w == s->window_w && h == s->window_h;
        if (!placed && (same || w * h > s->window_w * s->window_h)) {
            placed = true;
            c->current = c->count;
            add_size(c, s->window_w, s->window_h);
            if (same)
                continue;
        }
        if (w + left + right <= usable.w && h + top + bottom <= usable.h)
            add_size(c, w, h);
    }
    if (!placed) {
        c->current = c->count;
        add_size(c, s->window_w, s->window_h);
    }
}

/* "Window size  < 1280 x 800 >": a choice that resizes the window at once. */
static void draw_window_size(App *app, SDL_Rect row)
{
    Ui *ui = app->ui;
    SizeChoices c;
    size_choices(app, &c);
    ui_text(ui, _("Window size"), ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x,
            row.y + row.h / 2, UI_ALIGN_MIDDLE);
    int chosen = c.current;
    SDL_Rect choice = {row.x + row.w - ui_px(ui, 220), row.y, ui_px(ui, 220), row.h};
    if (ui_choice(ui, choice, &chosen, c.list, c.count) && chosen != c.current) {
        app->settings.window_w = c.w[chosen];
        app->settings.window_h = c.h[chosen];
        app_apply_window_size(app);
    }
    ui_tooltip(ui, row,
               app->settings.fullscreen
                   ? _("The size of the window when full screen is switched off")
                   : _("The window's size; sizes larger than the screen are not offered"));
}

/* "LABEL: [path field] [Use] [Built-in]" for game `g`, and below it what is in use now. */
static void draw_resource_rows(App *app, int g, SDL_Rect row)
{
    Ui *ui = app->ui;
    const GameResource *res = registry_game(g)->resource;
    const char *chosen = settings_resource(&app->settings, res->key);
    bool editing = app->editing_resource == g;
    UiTextStyle label = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    int button_w = ui_px(ui, 96), gap = ui_px(ui, 8), label_w;
    ui_text_size(ui, table_text(res->label), label, &label_w, NULL); /* the field takes the rest */
    label_w = label_w + 2 * gap < ui_px(ui, 190) ? label_w + 2 * gap : ui_px(ui, 190);
    ui_text_fit(ui, table_text(res->label), label, row.x, row.y + row.h / 2, label_w - gap, UI_ALIGN_MIDDLE);
    SDL_Rect field = {row.x + label_w, row.y, row.w - label_w - 2 * (button_w + gap), row.h};
    SDL_Rect use = {field.x + field.w + gap, row.y, button_w, row.h};
    SDL_Rect builtin = {use.x + button_w + gap, row.y, button_w, row.h};
    const char *draft = editing ? app->resource_draft : chosen;
    char field_label[80];
    snprintf(field_label, sizeof field_label, _("%s path"), table_text(res->label));
    if (ui_clicked(ui, field, ui_widget_id(field, field_label)) && !editing) {
        if (app->editing_resource >= 0)
            stop_editing_resource(app, false);
        app->editing_resource = g;
        snprintf(app->resource_draft, sizeof app->resource_draft, "%s", chosen);
        app->edit = ui_edit_begin(app->resource_draft, sizeof app->resource_draft);
        SDL_StartTextInput();
    }
    ui_widget_record(ui, field_label, field);
    SDL_Color edge = editing ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER);
    ui_round_rect_border(ui, field, ui_px(ui, 6), ui_colour(UI_BG), edge, 1);
    SDL_Rect inner = {field.x + ui_px(ui, 10), field.y, field.w - ui_px(ui, 20), field.h};
    ui_edit_draw(ui, inner, draft, ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT)),
                 editing, editing && app->edit.all_selected, _("Type a path, then Use"));
    ui_tooltip(ui, field, table_text(res->hint));
    if (ui_button_ex(ui, use, _("Use"), UI_BUTTON_NORMAL, editing && draft[0] != '\0', NULL))
        stop_editing_resource(app, true);
    if (ui_button_ex(ui, builtin, _("Built-in"), UI_BUTTON_NORMAL, chosen[0] != '\0',
                     _("Go back to the file that comes with Moguls"))) {
        app->editing_resource = g;
        app->resource_draft[0] = '\0';
        stop_editing_resource(app, true);
    }
    char status[800];
    res->status(status, sizeof status);
    ui_text_fit(app->ui, status,
                ui_style(UI_FONT_REGULAR, ui_px(app->ui, 13), ui_colour(UI_TEXT_DIM)), row.x,
                row.y + row.h + row.h / 2, row.w, UI_ALIGN_MIDDLE);
}

/* "Language  < System (Deutsch) >": takes effect at once (app_apply_settings). */
static void draw_language(App *app, SDL_Rect row)
{
    Ui *ui = app->ui;
    ui_text(ui, _("Language"), ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x,
            row.y + row.h / 2, UI_ALIGN_MIDDLE);
    const char *names[LANGUAGE_COUNT];
    char system[80];
    /* TRANSLATORS: the Settings choice that follows the desktop, with the language it finds */
    snprintf(system, sizeof system, _("System (%s)"), language_system_name());
    names[0] = system;
    for (int i = 1; i < LANGUAGE_COUNT; i++)
        names[i] = languages[i].name;
    int value = language_index(app->settings.language);
    if (value < 0)
        value = 0;
    SDL_Rect choice = {row.x + row.w - ui_px(ui, 260), row.y, ui_px(ui, 260), row.h};
    if (ui_choice(ui, choice, &value, names, LANGUAGE_COUNT))
        snprintf(app->settings.language, sizeof app->settings.language, "%s",
                 languages[value].code);
    ui_tooltip(ui, row, _("The language of the game; System follows the desktop's"));
}

/* The software renderer even where OpenGL is a graphics card; it takes effect at the next start
 * (the window's renderer is made once), which the tooltip says with what draws now. */
static void draw_software_renderer(App *app, SDL_Rect row)
{
    Ui *ui = app->ui;
    ui_toggle(ui, row, _("Draw without the graphics card"), &app->settings.software);
    bool software = !strcmp(ui->renderer_used.name, "software");
    ui_tooltip(ui, row,
               software
                   ? _("For a computer whose graphics are slow or faulty. From the next start. "
                       "Now drawing without the graphics card.")
                   : _("For a computer whose graphics are slow or faulty. From the next start. "
                       "Now drawing with the graphics card."));
}

void settings_draw(App *app)
{
    Ui *ui = app->ui;
    ui_table(ui, SHELL_TABLE);
    int top = app_draw_title(app, _("Settings"), NULL);
    if (app_back_button(app)) {
        if (app->editing_resource >= 0)
            stop_editing_resource(app, false);
        app_set_scene(app, app->help_return);
        return;
    }
    Settings *s = &app->settings;
    Settings before = *s;
    const char *speeds[ANIM_SPEED_COUNT];
    for (int i = 0; i < ANIM_SPEED_COUNT; i++)
        speeds[i] = _(anim_speed_names[i]);
    int w = ui_px(ui, 640), row_h = ui_px(ui, 40), gap = ui_px(ui, 10), pad = ui_px(ui, 32);
    int resources = 0;
    for (int g = 0; g < registry_count(); g++)
        resources += registry_game(g)->resource != NULL;
    int rows = 12 + 2 * resources, gaps = 11 + resources;
    int room = ui->pixel_h - top - ui_px(ui, 10) - ui_px(ui, 12);
    if (pad * 2 + rows * row_h + gaps * gap > room) /* a small window: closer rows */
        row_h = SDL_max(ui_px(ui, 32), (room - pad * 2 - gaps * gap) / rows);
    SDL_Rect panel = {(ui->pixel_w - w) / 2, top + ui_px(ui, 10), w,
                      pad * 2 + rows * row_h + gaps * gap};
    ui_shadow(ui, panel, ui_px(ui, 16), ui_px(ui, 6));
    ui_round_rect_border(ui, panel, ui_px(ui, 16), ui_colour(UI_PANEL), ui_colour(UI_BORDER), 1);
    SDL_Rect row = {panel.x + pad, panel.y + pad, w - 2 * pad, row_h};
    bool released = ui->mouse_clicked; /* sliders save when let go */
    draw_language(app, row);
    row.y += row_h + gap;
    ui_slider(ui, row, _("Sound effects"), &s->sound_volume, 0, 100, "%");
    row.y += row_h + gap;
    ui_slider(ui, row, _("Music"), &s->music_volume, 0, 100, "%");
    row.y += row_h + gap;
    ui_text(ui, _("Animations"), ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)), row.x,
            row.y + row_h / 2, UI_ALIGN_MIDDLE);
    ui_choice(ui, (SDL_Rect){row.x + row.w - ui_px(ui, 220), row.y, ui_px(ui, 220), row_h},
              &s->anim_speed, speeds, ANIM_SPEED_COUNT);
    row.y += row_h + gap;
    ui_slider(ui, row, _("Bot pace"), &s->bot_pace_ms, 0, 3000, " ms");
    ui_tooltip(ui, row, _("The least time between two bot moves, so you can follow them"));
    row.y += row_h + gap;
    draw_window_size(app, row);
    row.y += row_h + gap;
    ui_toggle(ui, row, _("Full screen (F11)"), &s->fullscreen);
    row.y += row_h + gap;
    draw_software_renderer(app, row);
    row.y += row_h + gap;
    ui_toggle(ui, row, _("Colour-blind-safe colours with symbols"), &s->colour_blind);
    row.y += row_h + gap;
    /* a preview of the palette as it will appear */
    for (int i = 0; i < UI_PALETTE_SIZE; i++)
        ui_player_badge(ui, i, row.x + ui_px(ui, 18) + i * ui_px(ui, 52), row.y + row_h / 2,
                        ui_px(ui, 18));
    row.y += row_h + gap;
    ui_toggle(ui, row, _("Hints: what the hard bot would play"), &s->hints);
    ui_tooltip(ui, row,
               _("A Hint button on the board during your turn. A game in which you ask for a "
                 "hint is marked assisted and does not count for your rating."));
    row.y += row_h + gap;
    for (int g = 0; g < registry_count(); g++)
        if (registry_game(g)->resource) {
            draw_resource_rows(app, g, row);
            row.y += 2 * row_h + gap;
        }
    char where[1200];
    snprintf(where, sizeof where, _("Settings and saved games live in %s"), app->pref_dir);
    ui_text_wrapped(ui, where, ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM)),
                    row.x, row.y, row.w, 0, true);
    bool changed = memcmp(&before, s, sizeof before) != 0;
    if (changed)
        app_apply_settings(app);
    bool dragging = ui->mouse_down && ui->active_id != 0;
    if ((changed && !dragging) || (released && !changed))
        app_save_settings(app);
}
