#include "gesture.h"

#include <stdlib.h>

void ui_gesture_reset(UiGesture *g)
{
    g->pressing = g->held = g->dragging = false;
}

static UiGestureKind motion(const Ui *ui, UiGesture *g, const SDL_Event *e, bool can_act, int *x,
                            int *y)
{
    *x = e->motion.x;
    *y = e->motion.y;
    if (g->dragging)
        return UI_GESTURE_DRAG;
    if (g->pressing && g->held && can_act &&
        abs(*x - g->press_x) + abs(*y - g->press_y) > ui_px(ui, UI_DRAG_MIN_UNITS)) {
        g->dragging = true;
        return UI_GESTURE_DRAG_START;
    }
    return UI_GESTURE_HOVER;
}

static UiGestureKind press(UiGesture *g, const SDL_Event *e, bool can_act, int *x, int *y)
{
    *x = e->button.x;
    *y = e->button.y;
    if (e->button.button == SDL_BUTTON_RIGHT)
        return UI_GESTURE_DESELECT;
    if (e->button.button != SDL_BUTTON_LEFT || !can_act)
        return UI_GESTURE_NONE;
    ui_gesture_reset(g);
    g->pressing = true;
    g->press_x = *x;
    g->press_y = *y;
    return UI_GESTURE_PRESS;
}

static UiGestureKind release(UiGesture *g, const SDL_Event *e, bool can_act, int *x, int *y)
{
    *x = e->button.x;
    *y = e->button.y;
    if (e->button.button != SDL_BUTTON_LEFT || !g->pressing)
        return UI_GESTURE_NONE;
    bool dragged = g->dragging;
    ui_gesture_reset(g);
    if (!can_act)
        return UI_GESTURE_CANCEL;
    return dragged ? UI_GESTURE_DROP : UI_GESTURE_CLICK;
}

UiGestureKind ui_gesture_read(const Ui *ui, UiGesture *g, const SDL_Event *e, bool can_act, int *x,
                              int *y)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        return motion(ui, g, e, can_act, x, y);
    case SDL_MOUSEBUTTONDOWN:
        return press(g, e, can_act, x, y);
    case SDL_MOUSEBUTTONUP:
        return release(g, e, can_act, x, y);
    default:
        return UI_GESTURE_NONE;
    }
}
