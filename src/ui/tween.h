/* Tweens: a value moving from 0 to 1 over a duration with an easing curve, on the app clock
 * (ui->now). Durations are scaled by the animation speed setting (ui->anim_speed; 0 = instant).
 * While any tween is running, reading its progress asks the app for another frame, so the main
 * loop draws at the display rate only while something moves.
 *
 *     UiTween slide;
 *     ui_tween_start(ui, &slide, 0.35, UI_EASE_OUT_CUBIC);     // when the move is played
 *     float t = ui_tween_progress(ui, &slide);                 // while drawing: 0 .. 1
 *     int x = (int)ui_lerp(from_x, to_x, t);
 */
#ifndef MOGULS_TWEEN_H
#define MOGULS_TWEEN_H

#include "ui.h"

typedef enum UiEasing {
    UI_EASE_LINEAR,
    UI_EASE_IN_OUT_CUBIC,
    UI_EASE_OUT_CUBIC,
    UI_EASE_OUT_BACK, /* overshoots a little, then settles: for pieces landing */
    UI_EASE_OUT_BOUNCE
} UiEasing;

typedef struct UiTween {
    double start;    /* ui->now when started */
    double duration; /* seconds after the speed setting; 0 = finished */
    UiEasing easing;
    unsigned epoch; /* ui->tween_epoch when started */
} UiTween;

/* base_seconds at normal animation speed. */
void ui_tween_start(Ui *ui, UiTween *tween, double base_seconds, UiEasing easing);
/* Like ui_tween_start, but begins `delay` base seconds from now (staggered animations). */
void ui_tween_start_delayed(Ui *ui, UiTween *tween, double delay, double base_seconds,
                            UiEasing easing);
/* Eased progress in [0, 1] (may overshoot 1 slightly with UI_EASE_OUT_BACK); 1 when finished or
 * never started. Requests a frame while running. */
float ui_tween_progress(Ui *ui, const UiTween *tween);
bool ui_tween_running(const Ui *ui, const UiTween *tween);
void ui_tween_stop(UiTween *tween);
/* Every tween running or waiting to start is over at once: a click during an animation shows
 * where everything ends and acts on it, never waiting for the motion. */
void ui_tweens_finish(Ui *ui);
float ui_ease(UiEasing easing, float t);

static inline float ui_lerp(float a, float b, float t)
{
    return a + (b - a) * t;
}

#endif
