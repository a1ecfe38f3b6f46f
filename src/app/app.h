/* The SDL2 app: the window, the scenes (lobby, game, help, settings, end, pass-the-device) and the
 * main loop. src/main.c calls app_main; `moguls bench` calls app_bench; tests/gui_*.c drive an
 * App through the test entry below. */
#ifndef MOGULS_APP_H
#define MOGULS_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdio.h>

struct Match;

/* Runs the GUI; returns the process exit code. Handles --help, --version (exit 0) and rejects
 * unknown options (exit 2). */
int app_main(int argc, char **argv);

/* Measures and prints: start to the first lobby frame (ms), the CPU use of an idle lobby over
 * 2 s (percent), and the frame times of the lobby and of each game's board (at a position a third
 * into a random game) at 1280x800 and 1920x1080: at rest, under a moving mouse and through a few
 * moves' animations, CPU ms per frame, mean and worst, naming the renderer (bench_frames.c).
 * Uses hidden windows and a private preference folder (removed after). Returns 0, or 1 if the app
 * cannot start. */
int app_bench(FILE *out, const char *only);

/* Keeps a connection to the display open, as a desktop's other clients do, until `socket` reads
 * end of file; writes one byte on it once connected (or found unable to: then it holds nothing).
 * For `moguls bench`: a bare X server (Xvfb) resets itself when its last client leaves, and the
 * next start measured would wait for that (startup_bench.c). */
int app_hold_display(int socket);

/* `moguls shot` (cli.h ShotRender): draws the game scene of the request's match as its viewer
 * sees it, or the lobby with every box's picture made, into a PNG with the software renderer
 * and SDL's dummy video driver, so it needs no display; default settings but the palette,
 * nothing of the player's is read or written. Takes ownership of the match. False with the
 * reason. */
struct ShotRequest;
bool app_shot(const struct ShotRequest *request, char *err, size_t errlen);

/* ---- a testable entry: an App under the caller's control ---- */
typedef struct App App;
struct Match;

typedef enum AppScene {
    SCENE_LOBBY,
    SCENE_GAME,
    SCENE_HELP,
    SCENE_SETTINGS,
    SCENE_END,
    SCENE_PASS,
    SCENE_REVIEW,
    SCENE_PROFILE,
    SCENE_HISTORY,
    SCENE_ONLINE,
    SCENE_COUNT
} AppScene;

/* `moguls import FILE...` (share.c): each game record into History or Saved games, in the
 * player's own folder. */
int share_import_command(int argc, char **argv);

typedef struct AppOptions {
    int width, height;    /* window size; 0 = remembered or 1280 x 800 */
    bool hidden;          /* no visible window (tests, bench) */
    bool software;        /* the software renderer */
    const char *pref_dir; /* settings and saves here instead of SDL_GetPrefPath (tests) */
    bool fast_bots;       /* no bot pace delay and no animations (tests) */
    bool manual_clock;    /* time moves only by app_advance_clock (tests of pacing and
                             animations that never wait for the wall clock) */
    bool animate;         /* with fast_bots: animations all the same, at the settings' speed */
    bool report_first_frame; /* moguls bench: report the start's cost at the first frame, exit */
    int review_budget;       /* Review's search iterations per decision; 0: the hard bot's */
} AppOptions;

/* Initialises SDL and opens the lobby. NULL with a reason. */
App *app_create(const AppOptions *opts, char *err, size_t errlen);
void app_destroy(App *app);
/* Handles every pending event, runs the turn flow (bot results, delays) and draws one frame.
 * False once the user asked to quit. */
bool app_step(App *app);
/* One turn of the main loop as the game runs it: sleeps until an event, a wake-up the app asked
 * for or the next animation frame is due, then steps (draws only when something changed). On a
 * manual clock the sleep moves the clock on to that moment instead, except while a bot thinks:
 * its answer is waited for in real time, so bots take no time on that clock. False once the user
 * asked to quit, or on a manual clock when nothing would ever wake the app. */
bool app_loop_once(App *app);
/* How long the main loop would now sleep before its next step, in ms: 0 when a frame is due,
 * -1 when nothing moves or waits for a time (it sleeps until an event: no timer). */
int app_idle_wait_ms(const App *app);
AppScene app_scene(const App *app);
const char *app_scene_name(AppScene scene);
/* Where the button (or card) with this label was drawn in the last frame, in pixels. */
bool app_find_widget(const App *app, const char *label, SDL_Rect *out);
/* Whether the button with this label was enabled in the last frame, and its tooltip (copied
 * into tip); false if it was not drawn. */
bool app_widget_state(const App *app, const char *label, bool *enabled, char *tip, size_t n);
/* Clicks the first widget whose label contains `fragment` (a row of a list). */
bool app_click_widget_containing(App *app, const char *fragment);
/* A move as if the board made it (a lesson may refuse it: the coach says why); false when the
 * board takes no move now. */
bool app_board_move(App *app, const char *move);
/* The coach's panel: the lesson step shown (-1 without a lesson) and the coach's answer to the
 * last refused move ("" if none). */
int app_lesson_step(const App *app, const char **reply);
/* Plays a move for the seat to move as its board would (autosave, animations, the log); false
 * with a toast if the rules refuse it. */
bool app_play_move(App *app, const char *move);
/* Stops the app's clock at `seconds` (a negative time lets it run again): tests draw animations
 * at exact moments (ui_stop_clock). */
void app_stop_clock(App *app, double seconds);
/* Pushes a left click (down and up) at a pixel position into the event queue. */
void app_click(App *app, int x, int y);
/* Clicks the centre of the widget with this label; false if it was not drawn in the last frame. */
bool app_click_widget(App *app, const char *label);
/* The last frame's pixels (ARGB8888); the caller frees the surface. */
SDL_Surface *app_read_frame(App *app);
/* The last toast's text ("" if none) and how many toasts were shown since the start. */
const char *app_last_toast(const App *app, int *shown);
/* The text check (MOGULS_TEXT_CHECK=1 when the app was created): how many distinct reports were
 * made, and one of the newest (back = 0 is the last; NULL past the ones kept). */
int app_text_check_count(const App *app);
const char *app_text_check_line(const App *app, int back);
/* The current lobby message (an error such as a bad save), "" if none. */
const char *app_lobby_message(const App *app);
/* Moves the manual clock (AppOptions.manual_clock) on by `seconds`. */
void app_advance_clock(App *app, double seconds);
/* Pushes a key press (down and up) into the event queue. */
void app_key(App *app, SDL_Keycode key);
/* Starts a game of this match at once, as Start would (takes ownership); false if it cannot. */
bool app_start_match(App *app, struct Match *m);

/* How the game scene is following the table (tests). */
typedef struct AppTableInfo {
    double now;           /* the app's clock */
    double last_move_at;  /* when the last move was played */
    double anim_until;    /* when that move's animation ends */
    double bot_pace;      /* seconds between two bot moves */
    bool holding;         /* the view holds play: a reveal waits to be read */
    bool skipping;        /* Skip to my turn is on */
    bool replaying;       /* Replay shows an earlier board */
    int replay_at;        /* its move count */
    int shown_moves;      /* the moves the board shows (replay_at in a replay) */
    int recent_from;      /* the first move since the viewer's turn (ViewFrame.recent[0]), -1 */
    int recent_count;
    int viewer;
    bool can_act;         /* a human at the device decides now */
    int coins_in_air;     /* the last move's coins flying between the panels */
    int money_shown[8];   /* what each seat's panel shows of its money now (counting) */
    bool money_known[8];  /* whether the viewer sees that seat's money at all */
    bool winners_forward; /* the game is over and its winners' panels came forward */
    bool fanfare_played;  /* the end's fanfare sounded */
} AppTableInfo;
bool app_table_info(const App *app, AppTableInfo *out);
/* Opens the game scene on m (takes ownership) as seat `viewer` (-1: nobody's secrets) sees it,
 * without running the turn flow: app_read_frame draws it as it stands, app_play_move plays the
 * moves the caller chooses, and nothing else moves until app_step runs bots and the end screen.
 * False, with the lobby message saying why, if it cannot start. */
bool app_show_match(App *app, struct Match *m, int viewer);
/* Where the game scene laid its board out at the last frame, in pixels (empty before). */
SDL_Rect app_board_area(const App *app);
/* The game scene's match, or NULL (tests inspect it). */
const struct Match *app_match(const App *app);

#endif
