/* The settings screen: volumes, animation speed, bot pace, full screen, colour-blind palette. */
#include <stdio.h>
#include <string.h>

#include "app_internal.h"

void settings_draw(App *app)
{
    Ui *ui = app->ui;
    ui_backdrop(ui, ui_rgba(0x22364a, 255), ui_colour(UI_BG));
    int top = app_draw_title(app, "Settings", NULL);
    if (app_back_button(app)) {
        app_set_scene(app, app->help_return);
        return;
    }
    Settings *s = &app->settings;
    Settings before = *s;
    int w = ui_px(ui, 640), row_h = ui_px(ui, 44), gap = ui_px(ui, 14), pad = ui_px(ui, 32);
    SDL_Rect panel = {(ui->pixel_w - w) / 2, top + ui_px(ui, 10), w, pad * 2 + 8 * row_h + 7 * gap};
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
