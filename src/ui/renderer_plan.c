#include "renderer_plan.h"

#include <string.h>
#include <strings.h>

bool ui_gl_is_software(const char *gl_renderer)
{
    /* Mesa's llvmpipe, softpipe and swrast ("Software Rasterizer"), also under zink or virgl's
     * names for them, and the names of other systems' fallbacks. */
    static const char *const software[] = {
        "llvmpipe", "softpipe",    "swrast",           "software rasterizer",
        "swr",      "gdi generic", "software renderer"};
    char lower[256];
    size_t n = strlen(gl_renderer);
    if (n >= sizeof lower)
        n = sizeof lower - 1;
    for (size_t i = 0; i < n; i++)
        lower[i] = (char)(gl_renderer[i] >= 'A' && gl_renderer[i] <= 'Z' ? gl_renderer[i] + 32
                                                                         : gl_renderer[i]);
    lower[n] = '\0';
    for (size_t i = 0; i < sizeof software / sizeof software[0]; i++)
        if (strstr(lower, software[i]))
            return true;
    return false;
}

bool ui_env_asks_software_gl(const char *always_software, const char *gallium_driver)
{
    bool always = always_software && *always_software && strcmp(always_software, "0") &&
                  strcasecmp(always_software, "false");
    return always || (gallium_driver && ui_gl_is_software(gallium_driver));
}

static UiRendererPlan software(const UiRendererFacts *f, const char *reason)
{
    /* Only X11 (of SDL2's desktop drivers) shows a software frame without OpenGL. */
    bool plain_framebuffer = strcmp(f->video_driver, "wayland") != 0;
    return (UiRendererPlan){UI_RENDERER_SOFTWARE, !plain_framebuffer, reason};
}

UiRendererPlan ui_renderer_plan(const UiRendererFacts *f)
{
    if (f->forced_software)
        return software(f, "software chosen (--software or Settings)");
    if (!strcmp(f->video_driver, "dummy") || !strcmp(f->video_driver, "offscreen"))
        return software(f, "no display to accelerate");
    if (f->software_gl_asked)
        return software(f, "the environment asks OpenGL for software");
    if (!f->gpu_device)
        return software(f, "no GPU device: OpenGL would be a software rasteriser");
    if (!f->known_gl_renderer)
        return (UiRendererPlan){UI_RENDERER_PROBE, false, "GPU device found, OpenGL not yet asked"};
    if (!*f->known_gl_renderer)
        return software(f, "OpenGL failed when asked");
    if (ui_gl_is_software(f->known_gl_renderer))
        return software(f, "OpenGL is a software rasteriser");
    return (UiRendererPlan){UI_RENDERER_ACCELERATED, false, "OpenGL is a GPU"};
}
