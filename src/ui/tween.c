#include "tween.h"

#include <math.h>

float ui_ease(UiEasing easing, float t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    switch (easing) {
    case UI_EASE_IN_OUT_CUBIC:
        return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
    case UI_EASE_OUT_CUBIC:
        return 1 - powf(1 - t, 3);
    case UI_EASE_OUT_BACK: {
        const float c1 = 1.70158f, c3 = c1 + 1;
        return 1 + c3 * powf(t - 1, 3) + c1 * powf(t - 1, 2);
    }
    case UI_EASE_OUT_BOUNCE: {
        const float n = 7.5625f, d = 2.75f;
        if (t < 1 / d)
            return n * t * t;
        if (t < 2 / d)
            return t -= 1.5f / d, n * t * t + 0.75f;
        if (t < 2.5f / d)
            return t -= 2.25f / d, n * t * t + 0.9375f;
        return t -= 2.625f / d, n * t * t + 0.984375f;
    }
    case UI_EASE_LINEAR:
    default:
        return t;
    }
}

void ui_tween_start_delayed(Ui *ui, UiTween *tween, double delay, double base_seconds,
                            UiEasing easing)
{
    double speed = ui->anim_speed;
    tween->easing = easing;
    tween->epoch = ui->tween_epoch;
    if (speed <= 0.0) {
        tween->start = ui->now;
        tween->duration = 0.0;
        return;
    }
    tween->start = ui->now + delay / speed;
    tween->duration = base_seconds / speed;
    if (tween->start + tween->duration > ui->tweens_until)
        ui->tweens_until = tween->start + tween->duration;
    ui_request_frame(ui);
}

void ui_tween_start(Ui *ui, UiTween *tween, double base_seconds, UiEasing easing)
{
    ui_tween_start_delayed(ui, tween, 0.0, base_seconds, easing);
}

bool ui_tween_running(const Ui *ui, const UiTween *tween)
{
    return tween->duration > 0.0 && tween->epoch == ui->tween_epoch &&
           ui->now < tween->start + tween->duration;
}

float ui_tween_progress(Ui *ui, const UiTween *tween)
{
    if (!ui_tween_running(ui, tween))
        return 1.0f;
    ui_request_frame(ui);
    double t = (ui->now - tween->start) / tween->duration;
    return ui_ease(tween->easing, t < 0 ? 0.0f : (float)t);
}

void ui_tween_stop(UiTween *tween)
{
    tween->duration = 0.0;
}

void ui_tweens_finish(Ui *ui)
{
    ui->tween_epoch++;
    if (ui->tweens_until > ui->now)
        ui->tweens_until = ui->now;
}
