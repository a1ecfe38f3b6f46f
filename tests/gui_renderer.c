/* The renderer's choice (src/ui/renderer_plan.h): OpenGL only where it is a GPU, SDL's software
 * renderer without framebuffer acceleration where OpenGL would be a software rasteriser, and the
 * cache of what a probe found; plus the app under the dummy driver draws in software. */
#include <stdlib.h>

#include "check.h"
#include "ui/renderer.h"
#include "ui/renderer_plan.h"

static UiRendererFacts x11_with_gpu(const char *known)
{
    return (UiRendererFacts){.video_driver = "x11", .gpu_device = true, .known_gl_renderer = known};
}

static void check_software(UiRendererFacts facts, bool framebuffer_acceleration)
{
    UiRendererPlan plan = ui_renderer_plan(&facts);
    CHECK_INT(plan.kind, UI_RENDERER_SOFTWARE);
    CHECK_INT(plan.framebuffer_acceleration, framebuffer_acceleration);
}

static void test_plan(void)
{
    /* a real GPU: the accelerated renderer */
    UiRendererFacts intel = x11_with_gpu("Mesa Intel(R) UHD Graphics 620 (KBL GT2)");
    CHECK_INT(ui_renderer_plan(&intel).kind, UI_RENDERER_ACCELERATED);
    UiRendererFacts amd = x11_with_gpu("AMD Radeon RX 580 Series (polaris10, LLVM 15.0.6, DRM "
                                       "3.49, 6.1.0-13-amd64)");
    CHECK_INT(ui_renderer_plan(&amd).kind, UI_RENDERER_ACCELERATED);
    /* OpenGL that is llvmpipe, softpipe or swrast: software, presented without OpenGL */
    check_software(x11_with_gpu("llvmpipe (LLVM 15.0.6, 256 bits)"), false);
    check_software(x11_with_gpu("softpipe"), false);
    check_software(x11_with_gpu("Software Rasterizer"), false);
    check_software(x11_with_gpu("zink (llvmpipe (LLVM 15.0.6, 256 bits))"), false);
    check_software(x11_with_gpu(""), false); /* OpenGL failed in the probe */
    /* no GPU device: never ask OpenGL (loading it is what costs) */
    check_software((UiRendererFacts){.video_driver = "x11"}, false);
    /* a GPU device and nothing known yet: probe */
    UiRendererFacts unknown_facts = x11_with_gpu(NULL);
    UiRendererPlan unknown = ui_renderer_plan(&unknown_facts);
    CHECK_INT(unknown.kind, UI_RENDERER_PROBE);
    /* --software or the setting, whatever the GPU */
    UiRendererFacts forced = x11_with_gpu("NVIDIA GeForce GTX 1060/PCIe/SSE2");
    CHECK_INT(ui_renderer_plan(&forced).kind, UI_RENDERER_ACCELERATED);
    forced.forced_software = true;
    check_software(forced, false);
    /* the environment asks Mesa for software */
    UiRendererFacts asked = x11_with_gpu(NULL);
    asked.software_gl_asked = true;
    check_software(asked, false);
    /* SDL2's Wayland driver shows software frames only through OpenGL */
    check_software((UiRendererFacts){.video_driver = "wayland"}, true);
    check_software((UiRendererFacts){.video_driver = "dummy", .gpu_device = true}, false);

    CHECK(ui_env_asks_software_gl("1", NULL));
    CHECK(ui_env_asks_software_gl("true", NULL));
    CHECK(!ui_env_asks_software_gl("0", NULL));
    CHECK(!ui_env_asks_software_gl("", NULL));
    CHECK(ui_env_asks_software_gl(NULL, "llvmpipe"));
    CHECK(!ui_env_asks_software_gl(NULL, "radeonsi"));
    CHECK(!ui_env_asks_software_gl(NULL, NULL));
}

static void test_cache(void)
{
    char gl[128];
    char *text = ui_renderer_cache_put(NULL, "x11 :0 i915 - -", "Mesa Intel(R) Xe Graphics");
    CHECK_STR(text, "x11 :0 i915 - -\tMesa Intel(R) Xe Graphics\n");
    char *two = ui_renderer_cache_put(text, "x11 :99 i915 - -", "llvmpipe (LLVM 15.0.6)");
    CHECK(ui_renderer_cache_find(two, "x11 :0 i915 - -", gl, sizeof gl));
    CHECK_STR(gl, "Mesa Intel(R) Xe Graphics");
    CHECK(ui_renderer_cache_find(two, "x11 :99 i915 - -", gl, sizeof gl));
    CHECK_STR(gl, "llvmpipe (LLVM 15.0.6)");
    CHECK(!ui_renderer_cache_find(two, "x11 :1 i915 - -", gl, sizeof gl));
    CHECK(!ui_renderer_cache_find(two, "x11 :", gl, sizeof gl)); /* whole keys only */
    /* a key probed again replaces its line; OpenGL that failed is remembered as "" */
    char *again = ui_renderer_cache_put(two, "x11 :0 i915 - -", "");
    CHECK_STR(again, "x11 :99 i915 - -\tllvmpipe (LLVM 15.0.6)\nx11 :0 i915 - -\t\n");
    CHECK(ui_renderer_cache_find(again, "x11 :0 i915 - -", gl, sizeof gl));
    CHECK_STR(gl, "");
    /* at most eight keys: the oldest goes */
    char *many = again;
    for (int i = 0; i < 10; i++) {
        char key[32];
        snprintf(key, sizeof key, "x11 :%d", 100 + i);
        char *next = ui_renderer_cache_put(many, key, "softpipe");
        free(many);
        many = next;
    }
    int lines = 0;
    for (const char *p = many; *p; p++)
        lines += *p == '\n';
    CHECK_INT(lines, 8);
    CHECK(!ui_renderer_cache_find(many, "x11 :101", gl, sizeof gl));
    CHECK(ui_renderer_cache_find(many, "x11 :102", gl, sizeof gl));
    CHECK(ui_renderer_cache_find(many, "x11 :109", gl, sizeof gl));
    free(text);
    free(two);
    free(many);
}

/* The window under the dummy driver (the tests' environment) draws in software, without
 * asking OpenGL. */
static void test_window(void)
{
    CHECK(SDL_Init(SDL_INIT_VIDEO) == 0);
    SDL_Window *window = SDL_CreateWindow("t", 0, 0, 320, 200, SDL_WINDOW_HIDDEN);
    UiRendererUsed used;
    SDL_Renderer *renderer = ui_renderer_create(window, false, NULL, &used);
    CHECK(renderer != NULL);
    CHECK_INT(used.plan.kind, UI_RENDERER_SOFTWARE);
    CHECK_STR(used.name, "software");
    CHECK_STR(SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION), "0");
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
}

int main(void)
{
    test_plan();
    test_cache();
    test_window();
    return check_report("gui_renderer");
}
