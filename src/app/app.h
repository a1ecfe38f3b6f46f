/* The SDL2 app: the window, the scenes (lobby, game, help, settings, end, pass-the-device) and the
 * main loop. src/main.c calls app_main; `moguls bench` calls app_bench; tests/gui_*.c drive an
 * App through the test entry below. */
#ifndef MOGULS_APP_H
#define MOGULS_APP_H

#include <SDL.h>
#include <stdbool.h>
#include <stdio.h>

/* Runs the GUI; returns the process exit code. Handles --help, --version (exit 0) and rejects
 * unknown options (exit 2). */
int app_main(int argc, char **argv);

/* Measures and prints: start to the first lobby frame (ms), the mean time to draw one lobby frame
 * at 1280x800 with the software renderer (ms, over 200 frames), the CPU use of an idle lobby
 * over 2 s (percent) and each game's board frame (CPU ms, at a position a third into a random
 * game). Uses a hidden window and a private preference folder (removed after). Returns 0, or 1
 * if the app cannot start. */
int app_bench(FILE *out);

/* ---- a testable entry: an App under the caller's control ---- */
typedef struct App App;

typedef enum AppScene {
    SCENE_LOBBY,
    SCENE_GAME,
    SCENE_HELP,
    SCENE_SETTINGS,
    SCENE_END,
    SCENE_PASS,
    SCENE_COUNT
} AppScene;

typedef struct AppOptions {
    int width, height;    /* window size; 0 = remembered or 1280 x 800 */
    bool hidden;          /* no visible window (tests, bench) */
    bool software;        /* the software renderer */
    const char *pref_dir; /* settings and saves here instead of SDL_GetPrefPath (tests) */
    bool fast_bots;       /* no bot pace delay and no animations (tests) */
} AppOptions;

/* Initialises SDL and opens the lobby. NULL with a reason. */
App *app_create(const AppOptions *opts, char *err, size_t errlen);
void app_destroy(App *app);
/* Handles every pending event, runs the turn flow (bot results, delays) and draws one frame.
 * False once the user asked to quit. */
bool app_step(App *app);
AppScene app_scene(const App *app);
const char *app_scene_name(AppScene scene);
/* Where the button (or card) with this label was drawn in the last frame, in pixels. */
bool app_find_widget(const App *app, const char *label, SDL_Rect *out);
/* Pushes a left click (down and up) at a pixel position into the event queue. */
void app_click(App *app, int x, int y);
/* Clicks the centre of the widget with this label; false if it was not drawn in the last frame. */
bool app_click_widget(App *app, const char *label);
/* The last frame's pixels (ARGB8888); the caller frees the surface. */
SDL_Surface *app_read_frame(App *app);
/* The current lobby message (an error such as a bad save), "" if none. */
const char *app_lobby_message(const App *app);
/* The game scene's match, or NULL (tests inspect it). */
const struct Match *app_match(const App *app);

#endif
