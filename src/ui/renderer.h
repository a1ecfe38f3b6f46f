/* The window's renderer, chosen as renderer_plan.h describes: this part gathers the facts,
 * remembers what OpenGL turned out to be (a cache file in the preference folder, one line per
 * machine key: "KEY<tab>GL_RENDERER"), asks OpenGL in a child process when nothing is known, and
 * creates the renderer. */
#ifndef MOGULS_RENDERER_H
#define MOGULS_RENDERER_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "renderer_plan.h"

/* The program's hidden option that runs the probe: prints GL_RENDERER and exits. */
#define UI_PROBE_OPENGL_OPTION "--probe-opengl"

typedef struct UiRendererUsed {
    UiRendererPlan plan;
    char name[32]; /* SDL's renderer name: "software", "opengl" */
} UiRendererUsed;

/* Creates the window's renderer; forced_software: --software or the setting; cache_path: the
 * file of known OpenGL answers (NULL: none, a probe's answer is not kept). NULL with SDL's error
 * if no renderer at all could be made. */
SDL_Renderer *ui_renderer_create(SDL_Window *window, bool forced_software, const char *cache_path,
                                 UiRendererUsed *used);
/* The probe itself (the program run with UI_PROBE_OPENGL_OPTION): opens an OpenGL context in a
 * hidden window and prints its GL_RENDERER. The exit status. */
int ui_renderer_probe_main(void);

/* The cache's text: the GL_RENDERER remembered for `key` into out (true), or false. */
bool ui_renderer_cache_find(const char *text, const char *key, char *out, size_t outlen);
/* The cache's text with `key` set to `gl_renderer` (the newest last, at most 8 keys kept);
 * allocated with malloc. */
char *ui_renderer_cache_put(const char *text, const char *key, const char *gl_renderer);

#endif
