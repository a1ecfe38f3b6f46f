/* The per-game board view: how a game's board scene plugs into the app shell.
 *
 * Each game with a board writes src/games/<id>/view.c defining one constant table
 *
 *     const GameView <id>_view = { .game_id = "<id>", .create = ..., ... };
 *
 * CMake finds every src/games/<id>/view.c and lists <id>_view in the app's view table
 * (src/app/views.c), so nothing else needs editing. A game without a view.c does not appear in the
 * lobby, and the shell refuses to start it (or to load its saves) with a clear message.
 *
 * Who does what:
 *  - The SHELL owns the Match (src/core/match.h) and the turn flow: it submits moves with
 *    match_play, shows a refused move as a toast with the reason, autosaves, runs bots on a worker
 *    thread, does undo, the log panel, the whose-turn header, help, menu, pass-the-device screens
 *    and the end screen.
 *  - The VIEW draws its board into the rectangle it is given and turns mouse input into move
 *    strings (the game's notation, docs/notation.md). It never changes the match itself. It
 *    reads the state from frame->match->state at every call (the state object is replaced on undo
 *    or load: never keep a pointer to it between calls).
 *
 * Every refusal says why. A click on something that cannot be played now (a piece that may not
 * move, a spot that is not lit, a bid above the player's money) is answered with the reason in the
 * game's words: handle_event returns view_refuse(frame, "Only the cubes at either end of a row can
 * be taken"), and the shell shows it as a toast over the board. A move the view sends that the
 * rules refuse is shown the same way, with the rules' reason. Either way the player's selection
 * stays: a view clears it in move_played (the move was accepted) or reset, never when it sends
 * the move or refuses a click.
 *
 * Coordinates are pixels. The view's area and scale come from layout(); mouse events are already
 * converted to pixels. Use the UI kit (src/ui/): text, sprites (SVGs in
 * assets/<id>/), tweens for moving pieces, sounds, and the player palette
 * (ui_player_colour/ui_player_badge with match->seats[seat].colour: in colour-blind mode every
 * player colour carries a symbol: use the badge wherever a colour identifies a player).
 *
 * Hidden information: draw only what frame->viewer may know (-1: nobody's secrets). The shell sets
 * viewer to the human seat at the device (the one to move, or the last human who moved while bots
 * play; -1 while bots play after a private turn of a hot-seat game) and shows a pass-the-device
 * screen between two humans before the turns whose view holds a secret (game_view_private). */
#ifndef MOGULS_VIEW_H
#define MOGULS_VIEW_H

#include <SDL.h>
#include <stdbool.h>

#include "core/match.h"
#include "ui/marks.h"
#include "ui/money.h"
#include "ui/table.h"
#include "ui/ui.h"

#define VIEW_RECENT_MAX 24

/* What the view may look at while drawing or handling input. */
typedef struct ViewFrame {
    const Match *match;    /* read-only; match->state is the state to draw (in a replay, a copy
                              of the match cut at an earlier move: see `replay`) */
    int viewer;            /* the seat whose secrets may be drawn, or -1 */
    int to_move;           /* game_to_move(match->state): a seat or GAME_OVER */
    bool can_act;          /* a human at the device decides now: accept input and highlight
                              legal targets; false while a bot thinks, while the table reads a
                              reveal, in a replay, or once the game is over */
    const char *last_move; /* the last move played ("" if none): highlight it */
    int last_mover;        /* the seat that played it, or -1 */
    double time;           /* seconds (ui->now) for pulsing highlights; it stands still at 0
                              when the player switched animations off */
    /* The moves since the viewer's last decision, oldest first (indices into match->moves; the
     * newest VIEW_RECENT_MAX of them). The board marks each where it happened with
     * ui_move_mark (src/ui/marks.h), numbered from 1, so the table can be followed. In a replay:
     * the move that led to the board shown. */
    int recent[VIEW_RECENT_MAX];
    int recent_count;
    bool replay;   /* the board of an earlier move (Replay): draw it, start nothing */
    char *refusal; /* where view_refuse writes why a click is refused (VIEW_REASON_MAX bytes);
                      NULL outside handle_event */
    const UiMoney *money; /* the last move's money in motion (the shell's), or NULL: read it
                             with view_money_shown */
} ViewFrame;

/* The amount seat's panel shows now: counting from its old amount to `actual` while the last
 * move's coins fly (GameView.seat_money), else `actual`. */
static inline int view_money_shown(Ui *ui, const ViewFrame *f, int seat, int actual)
{
    return ui_money_shown(ui, f->money, f->viewer, seat, actual);
}

#define VIEW_REASON_MAX 256

/* The seat that played the k-th recent move (frame->recent[k]). */
static inline int view_recent_mover(const ViewFrame *f, int k)
{
    return f->match->mover[f->recent[k]];
}

/* Where a view shows the k-th recent move (frame->recent[k]): the rectangle it touched (a lot,
 * a cell, the mover's card for a move with no place on the board), or an empty one (w = 0) to
 * leave it unmarked. It must not tell a secret: a hidden choice is marked on its mover's card. */
typedef SDL_Rect (*ViewMarkWhere)(void *view, const ViewFrame *frame, int k);

/* Marks every recent move where `where` says (ui_mark_rect), numbered as the log numbers them;
 * the moves on one rectangle share one mark that lists them. Each move's rectangle is recorded
 * as the widget "move mark N", each badge as "move badge LIST" ("move badge 1, 3"). Call it
 * last in draw. */
void view_mark_recent(Ui *ui, const ViewFrame *frame, ViewMarkWhere where, void *view);

/* What handle_event did with an event. */
typedef enum ViewEventResult {
    VIEW_IGNORED, /* not the view's business */
    VIEW_HANDLED, /* used (hover changed, a piece selected): the shell redraws */
    VIEW_MOVE,    /* a complete move was written to move_out: the shell plays it */
    VIEW_REFUSED  /* the click asked for something that cannot be done now; view_refuse wrote why
                     into frame->refusal: the shell shows it */
} ViewEventResult;

/* For handle_event: a click on something that cannot be played now. Writes why, in the game's
 * words and as a sentence ("Pick a tile from your hand first"), for the shell to show, and returns
 * VIEW_REFUSED. The view keeps its selection. */
ViewEventResult view_refuse(const ViewFrame *frame, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

typedef struct ViewContext {
    Ui *ui;             /* the UI kit: renderer, text, sprites, sounds, palette */
    const Match *match; /* the match the view is made for (same rules for the view's lifetime) */
} ViewContext;

typedef struct GameView {
    const char *game_id; /* the GameRules id: "takeover" */

    /* Creates the view's own data for a match (selection, hover, tweens, cached layout). NULL
     * with a reason if it cannot. Required. */
    void *(*create)(const ViewContext *ctx, char *err, size_t errlen);
    void (*destroy)(void *view);

    /* The board's rectangle in pixels and the layout scale (pixels per unit; ui->scale). Called
     * before the first draw and after every resize. Required. */
    void (*layout)(void *view, SDL_Rect area, float scale);

    /* Draws the board (and the players' panels, if the view shows them) inside the area. Running
     * tweens (ui_tween_progress) make the shell keep drawing at the display rate. Required. */
    void (*draw)(void *view, const ViewFrame *frame);

    /* Mouse events (motion, button down/up, wheel) in pixels, and key events. When the user
     * completes a move, write it into move_out and return VIEW_MOVE; the shell plays it and calls
     * move_played (or shows the rules' refusal, and the selection stays: clear it in
     * move_played). A click that cannot be played returns view_refuse(frame, why). Motion always
     * arrives; presses and the wheel only over the view's area, a release only after a press
     * there; buttons and keys only while frame->can_act. Required. */
    ViewEventResult (*handle_event)(void *view, const ViewFrame *frame, const SDL_Event *event,
                                    char move_out[MOVE_MAX]);

    /* A move was played (by anyone; also when a saved game is replayed, with animate = false):
     * `before` is the state before it, frame->match->state after. Start the move's tweens and
     * sounds here, and drop the selection that made it. May be NULL. */
    void (*move_played)(void *view, const ViewFrame *frame, const GameState *before,
                        const char *move, int mover, bool animate);

    /* The state changed without a move (undo, load): drop selections and running tweens. May be
     * NULL. */
    void (*reset)(void *view, const ViewFrame *frame);

    /* One short line telling the human to move what to do now ("Pick a corporation to merge",
     * "Bid or pass"). Shown in the header after "Your turn". May be NULL. */
    void (*prompt)(void *view, const ViewFrame *frame, char *out, size_t outlen);

    /* True while the board shows something the table must read before play goes on (a round's
     * payout, closed bids turned over, the end-game abilities one by one). Meanwhile the shell
     * plays no move, shows no end screen and lets nobody act. With a human seated it waits for
     * them: a click on the board, Enter or Space, or its Continue button calls release_hold. On a
     * bot-only table it calls release_hold after a short look, and at once with animations Off.
     * May be NULL. */
    bool (*holds_play)(void *view, const ViewFrame *frame);
    /* The table has read what is held: show the next part, or let play go on. Required with
     * holds_play. */
    void (*release_hold)(void *view, const ViewFrame *frame);
    /* One line for the header while play is held ("Round 2 payout"). May be NULL. */
    void (*hold_prompt)(void *view, const ViewFrame *frame, char *out, size_t outlen);

    /* Where the board shows the thing a lesson names (docs/lessons.md: "lot 3C", "hand"), in
     * pixels; false if it is not on the board now. GameRules.pointable says which names exist;
     * this must find every name it accepts. May be NULL (the game has no lesson). */
    bool (*locate)(void *view, const ViewFrame *frame, const char *name, SDL_Rect *out);

    /* The palette colours (ui_player_colour indices) the seats take when nobody chose them (the
     * lobby's first setup, a lesson's seats, moguls shot), seat 0 first and ending with -1, so a
     * game can follow its rulebook's order. Seats past the list take the colours left, in
     * palette order. May be NULL: seat i takes colour i. */
    const int *seat_colours;

    /* The table the game is laid on, under its board and the shell's panels (src/ui/table.h,
     * docs/look.md). Zero: walnut wood. */
    UiTable table;

    /* The money seat `seat` holds as `viewer` may see it (-1: nobody's secrets): true with the
     * amount in *money, false if that viewer may not know it. After every animated move the
     * shell compares it before and after, flies coins from the payers' panels to the payees'
     * (or the bank's) and counts the numbers up; the view's panels show view_money_shown. May be
     * NULL (no money changes hands), or else seat_panel is required. */
    bool (*seat_money)(const GameState *state, int seat, int viewer, int *money);
    /* Where seat's panel is drawn now, in pixels (seat -1: where the bank's money lies); an empty
     * rectangle if it is not on the board. The coins fly between these, and at the end of the
     * game the winners' panels come forward. May be NULL. */
    SDL_Rect (*seat_panel)(void *view, const ViewFrame *frame, int seat);
    /* The players never pay one another, only the bank (the coins go there and back). */
    bool money_via_bank;
    /* The coin that flies (an SVG in assets/, "<id>/coin.svg"); NULL: a plain gold coin. */
    const char *coin_sprite;
    /* The game's own part of the end screen, under the score table and chart (BuyWord: the best
     * words): drawn into `area` when `draw`, else only measured; returns the height it needs in
     * pixels for area.w. Public facts only: everyone at the device reads it. May be NULL. */
    int (*draw_end)(void *view, const ViewFrame *frame, SDL_Rect area, bool draw);

    /* The rules in our own words, for the help screen. Plain text: a line starting with "# " is a
     * heading, "- " a bullet, an empty line ends a paragraph. Required. */
    const char *help_text;

    /* Optional picture at the top of the help screen (e.g. a sample board), drawn into area.
     * Returns the height used in pixels. May be NULL. */
    int (*draw_help_picture)(Ui *ui, SDL_Rect area);
} GameView;

/* A view's data for create, zeroed; NULL with the reason if memory ran out. */
void *view_alloc(size_t size, char *err, size_t errlen);

/* Gives the seats the view's default colours (GameView.seat_colours); no change without them. */
void view_default_colours(const GameView *view, Seat seats[MAX_SEATS]);

/* The views that exist (src/app/views.c). NULL if the game has no view yet. */
const GameView *view_find(const char *game_id);

#endif
