/* The board kit's money motion: when a move moves money between the seats (a payout, a purchase,
 * a charge), coins fly from each payer's panel to each payee's panel (from or to the bank when
 * the sums do not meet), and every number in a panel counts from its old amount to its new one.
 * The shell plans it from the money each seat shows the viewer (GameView.seat_money) and draws
 * the coins over the board; a view shows a panel's number with ui_money_shown.
 *
 *     ui_money_start(ui, &money, viewer, players, before, after, known);  // after a move
 *     int shown = ui_money_shown(ui, &money, f->viewer, seat, s->money[seat]);  // in a panel
 *     ui_money_draw(ui, &money, anchors);  // after the board: the coins in the air
 *
 * Only amounts the viewer may see take part: a seat whose money it cannot see neither pays nor
 * is paid here, and nothing counts for another viewer. */
#ifndef MOGULS_MONEY_H
#define MOGULS_MONEY_H

#include "tween.h"

#define UI_MONEY_SEATS 8
#define UI_MONEY_COINS 24
#define UI_MONEY_BANK (-1) /* a coin's end that is no seat: the bank, the pool */

typedef struct UiMoneyCoin {
    int from, to; /* seats, or UI_MONEY_BANK */
    UiTween tween;
} UiMoneyCoin;

typedef struct UiMoney {
    int viewer; /* the seat it was planned for (-1: nobody's secrets) */
    int seats;
    int from[UI_MONEY_SEATS], to[UI_MONEY_SEATS];
    UiTween count; /* the numbers counting; running while any coin flies */
    UiMoneyCoin coin[UI_MONEY_COINS];
    int coins;
} UiMoney;

/* Plans the motion of one move: before[s] and after[s] are what seat s shows `viewer`, known[s]
 * whether it shows it at all (both before and after). The payers pay the payees, and the bank
 * what is left; `via_bank`: every sum goes to or comes from the bank (a game where the players
 * never pay one another). Nothing moves with animations off. */
void ui_money_start(Ui *ui, UiMoney *m, int viewer, int seats, const int before[],
                    const int after[], const bool known[], bool via_bank);
/* The amount a panel shows for `seat` now: counting towards `actual`, or `actual` itself (no
 * motion, another viewer, or once it is over). m may be NULL (a replay). */
int ui_money_shown(Ui *ui, const UiMoney *m, int viewer, int seat, int actual);
/* Whether coins are in the air or numbers counting. */
bool ui_money_running(const Ui *ui, const UiMoney *m);
/* How many coins are in the air now (left, not landed). */
int ui_money_in_air(Ui *ui, const UiMoney *m);
/* The coins in the air, each between the centres of its ends' rectangles: anchor[seat + 1]
 * (anchor[0] is the bank); an empty rectangle keeps a coin on the ground. Each is the sprite
 * (the game's own coin), or NULL for a gold disc. Small pieces only: cheap over a board that is
 * drawn anyway. */
void ui_money_draw(Ui *ui, const UiMoney *m, const SDL_Rect anchor[UI_MONEY_SEATS + 1],
                   const char *sprite);
/* Has the sprite of the coins rasterised at their size ahead of the first move that makes them
 * fly (ui_sprite_prepare): called at the frames before one. */
void ui_money_prepare(Ui *ui, const char *sprite);
/* Drops it at once (a click, undo, a new game): every number shows its amount. */
void ui_money_stop(UiMoney *m);

#endif
