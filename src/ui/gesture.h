/* The board kit's mouse gestures: one press-drag-release on a board read the same way in every
 * view. A press starts it; if the view says the press took something a drag may carry
 * (gesture.held) and the mouse then moves a few units, it becomes a drag; the release is a click
 * or a drop. The view maps each kind to its own meaning (a lot clicked, a tile dropped).
 *
 *     int x, y;
 *     switch (ui_gesture_read(ui, &v->gesture, e, f->can_act, &x, &y)) {
 *     case UI_GESTURE_PRESS: v->gesture.held = piece_at(v, x, y) >= 0; ...
 *     case UI_GESTURE_CLICK: return click(v, f, x, y, move_out);
 *     case UI_GESTURE_DROP: return drop(v, f, x, y, move_out);
 *     ...
 */
#ifndef MOGULS_GESTURE_H
#define MOGULS_GESTURE_H

#include "ui.h"

#define UI_DRAG_MIN_UNITS 6 /* how far the mouse moves before a press becomes a drag */

typedef struct UiGesture {
    bool pressing; /* the left button went down on the board and is held */
    bool held;     /* the press took something a drag may carry (set by the view on PRESS) */
    bool dragging; /* it moved far enough with something held */
    int press_x, press_y;
} UiGesture;

typedef enum UiGestureKind {
    UI_GESTURE_NONE,       /* not a gesture (a key, another button): the view reads the event */
    UI_GESTURE_HOVER,      /* the mouse moved, nothing dragged */
    UI_GESTURE_DRAG_START, /* this motion turned the press into a drag */
    UI_GESTURE_DRAG,       /* the mouse moved while dragging */
    UI_GESTURE_PRESS,      /* the left button went down while the player may act */
    UI_GESTURE_CLICK,      /* released without a drag */
    UI_GESTURE_DROP,       /* released after a drag */
    UI_GESTURE_CANCEL,     /* released when the player may no longer act: do nothing */
    UI_GESTURE_DESELECT    /* the right button: drop what is picked */
} UiGestureKind;

/* Reads one event of the view (pixels); x, y: where it happened. can_act: the player at the
 * device decides now (ViewFrame.can_act). */
UiGestureKind ui_gesture_read(const Ui *ui, UiGesture *g, const SDL_Event *e, bool can_act, int *x,
                              int *y);
/* Forgets a gesture under way (undo, a move played). */
void ui_gesture_reset(UiGesture *g);

#endif
