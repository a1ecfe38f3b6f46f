#include "marks.h"

#include <stdio.h>

#include "text.h"

float ui_mark_strength(int number, int count)
{
    if (count <= 1 || number >= count)
        return 1.0f;
    return 0.6f + 0.3f * (float)(number - 1) / (float)(count - 1);
}

static SDL_Color faded(SDL_Color c, float strength)
{
    c.a = (Uint8)(c.a * strength);
    return c;
}

void ui_mark_badge(Ui *ui, int cx, int cy, int radius, int colour_index, int number, int count)
{
    float strength = ui_mark_strength(number, count);
    SDL_Color colour = ui_player_colour(ui, colour_index);
    if (number == count)
        ui_ring(ui, cx, cy, radius + ui_px(ui, 3), ui_px(ui, 2), ui_colour(UI_GOLD));
    ui_fill_circle(ui, cx, cy, radius + 1, faded(ui_rgba(0x0b1218, 255), strength));
    ui_fill_circle(ui, cx, cy, radius - 1, faded(colour, strength));
    char text[8];
    snprintf(text, sizeof text, "%d", number);
    int size = radius * 5 / 4 > 8 ? radius * 5 / 4 : 8;
    ui_text(ui, text, ui_style(UI_FONT_BOLD, size, faded(ui_rgba(0xffffff, 255), strength)), cx, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

void ui_mark_rect(Ui *ui, SDL_Rect r, int colour_index, int number, int count, int slot)
{
    float strength = ui_mark_strength(number, count);
    int width = number == count ? ui_px(ui, 3) : ui_px(ui, 2);
    if (width < 1)
        width = 1;
    ui_outline_rect(ui, r, width, faded(ui_player_colour(ui, colour_index), strength));
    int radius = ui_px(ui, 9);
    int x = r.x + radius / 2 + slot * (2 * radius + ui_px(ui, 2));
    ui_mark_badge(ui, x, r.y + radius / 2, radius, colour_index, number, count);
}
