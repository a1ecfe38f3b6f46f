#include "flight.h"

#include <math.h>

bool ui_flight_progress(Ui *ui, const UiTween *tween, float *t)
{
    if (!ui_tween_running(ui, tween) || ui->now < tween->start)
        return false;
    *t = ui_tween_progress(ui, tween);
    return true;
}

SDL_Rect ui_flight_rect(SDL_Rect from, SDL_Rect to, float t, int hop)
{
    SDL_Rect r = {
        (int)ui_lerp((float)from.x, (float)to.x, t), (int)ui_lerp((float)from.y, (float)to.y, t),
        (int)ui_lerp((float)from.w, (float)to.w, t), (int)ui_lerp((float)from.h, (float)to.h, t)};
    r.y -= (int)(sinf(t * 3.14159265f) * (float)hop);
    return r;
}

SDL_Rect ui_flip_rect(SDL_Rect r, float t, bool *face)
{
    t = t < 0.0f ? 0.0f : t > 1.0f ? 1.0f : t;
    float width = fabsf(cosf(t * 3.14159265f));
    SDL_Rect out = r;
    out.w = (int)((float)r.w * width + 0.5f);
    if (out.w < 1)
        out.w = 1;
    out.x = r.x + (r.w - out.w) / 2;
    out.y -= (int)(sinf(t * 3.14159265f) * (float)r.h * 0.15f);
    *face = t >= 0.5f;
    return out;
}
