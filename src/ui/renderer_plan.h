/* Which renderer the window draws with, decided from facts that cost nothing to gather
 * (renderer.c gathers them): no SDL here, so the decision is tested on its own.
 *
 * SDL's accelerated renderer is OpenGL. Where OpenGL is a real GPU it is the fastest way to
 * draw. Where it is a software rasteriser (Mesa's llvmpipe, softpipe, swrast: a machine or a
 * virtual display without a usable GPU), loading it costs libLLVM (55 MB), about 340 ms of CPU
 * at start and two to three times the cost of each frame; there the app draws with SDL's
 * software renderer and presents the frame as a plain image (X11's shared-memory framebuffer),
 * without "framebuffer acceleration", which would go through that same OpenGL.
 *
 * Asking OpenGL what it is loads it, so the answer is looked for in this order: forced software
 * (--software, the setting); a video driver with no OpenGL (dummy, offscreen); the environment
 * asking Mesa for software; no GPU device at all (no DRM render node, no NVIDIA device this user
 * may open): OpenGL could only be software; then the answer remembered for this machine (the
 * GL_RENDERER string a probe got in a child process, keyed by display and GPU drivers); and only
 * without one, a probe. */
#ifndef MOGULS_RENDERER_PLAN_H
#define MOGULS_RENDERER_PLAN_H

#include <stdbool.h>

typedef enum UiRendererKind {
    UI_RENDERER_SOFTWARE,    /* SDL's software renderer */
    UI_RENDERER_ACCELERATED, /* SDL's accelerated (OpenGL) renderer */
    UI_RENDERER_PROBE,       /* unknown: ask OpenGL in a child process, then plan again */
} UiRendererKind;

typedef struct UiRendererFacts {
    bool forced_software;          /* --software or the setting */
    const char *video_driver;      /* SDL's current video driver: "x11", "wayland", "dummy" */
    bool software_gl_asked;        /* LIBGL_ALWAYS_SOFTWARE or GALLIUM_DRIVER asks for software */
    bool gpu_device;               /* a DRM render node or an NVIDIA device this user may open */
    const char *known_gl_renderer; /* GL_RENDERER a probe found for this machine's key, "" if
                                      OpenGL failed there, NULL if never probed */
} UiRendererFacts;

typedef struct UiRendererPlan {
    UiRendererKind kind;
    /* Only for the software renderer: present through OpenGL (SDL's framebuffer acceleration).
     * False where the video driver has a plain framebuffer (X11); SDL2's Wayland driver has
     * none, so there software frames still go through OpenGL. */
    bool framebuffer_acceleration;
    const char *reason; /* why, in a few English words (moguls bench prints it) */
} UiRendererPlan;

UiRendererPlan ui_renderer_plan(const UiRendererFacts *facts);
/* Whether an OpenGL renderer string (GL_RENDERER) names a software rasteriser. */
bool ui_gl_is_software(const char *gl_renderer);
/* Whether an environment variable's value (LIBGL_ALWAYS_SOFTWARE, GALLIUM_DRIVER) asks Mesa for
 * a software rasteriser; NULL is no. */
bool ui_env_asks_software_gl(const char *always_software, const char *gallium_driver);

#endif
