#include "board.h"

#include "table.h"
#include "text.h"

SDL_Rect ui_board_side(const Ui *ui, SDL_Rect area, int percent, float min_units, float max_units,
                       int gap, SDL_Rect *left)
{
    int w = area.w * percent / 100;
    if (w < ui_px(ui, min_units))
        w = ui_px(ui, min_units);
    if (w > ui_px(ui, max_units))
        w = ui_px(ui, max_units);
    *left = (SDL_Rect){area.x, area.y, area.w - w - gap, area.h};
    return (SDL_Rect){area.x + area.w - w, area.y, w, area.h};
}

void ui_board_card(Ui *ui, SDL_Rect card, bool turn)
{
    ui_panel(ui, card, UI_PANEL_CARD, turn);
}

SDL_Rect ui_board_button_rect(Ui *ui, const char *label, float height_units, int bottom, int *right)
{
    int w, h;
    ui_text_size(ui, label, ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT)), &w, &h);
    int bw = w + ui_px(ui, 36), bh = ui_px(ui, height_units);
    SDL_Rect r = {*right - bw, bottom - bh, bw, bh};
    *right = r.x - ui_px(ui, 10);
    return r;
}
