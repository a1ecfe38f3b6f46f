#include "renderer.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/match.h"
#include "core/strbuf.h"

enum { CACHE_KEYS_MAX = 8, PROBE_TIMEOUT_MS = 8000 };
#define GL_RENDERER_NAME 0x1F01 /* glGetString's GL_RENDERER */

extern char **environ;

/* Every DRM render node and NVIDIA device this user may open, as the names of their kernel
 * drivers ("i915,nvidia"); false if there is none. */
static bool gpu_devices(StrBuf *drivers)
{
    bool found = false;
    DIR *dri = opendir("/dev/dri");
    for (struct dirent *e; dri && (e = readdir(dri));) {
        char path[300], link[300], target[300];
        snprintf(path, sizeof path, "/dev/dri/%s", e->d_name);
        if (strncmp(e->d_name, "renderD", 7) || access(path, R_OK | W_OK) != 0)
            continue;
        snprintf(link, sizeof link, "/sys/class/drm/%s/device/driver", e->d_name);
        ssize_t n = readlink(link, target, sizeof target - 1);
        target[n > 0 ? n : 0] = '\0';
        const char *name = strrchr(target, '/');
        sb_addf(drivers, "%s%s", found ? "," : "", name ? name + 1 : "?");
        found = true;
    }
    if (dri)
        closedir(dri);
    if (access("/dev/nvidiactl", R_OK | W_OK) == 0) {
        sb_addf(drivers, "%snvidia", found ? "," : "");
        found = true;
    }
    return found;
}

/* What OpenGL is depends on the display (a desktop's X server or a virtual one), the GPU
 * drivers, and what the environment tells Mesa. */
static void machine_key(StrBuf *key, const char *video_driver, const char *drivers)
{
    const char *display = getenv(strcmp(video_driver, "wayland") ? "DISPLAY" : "WAYLAND_DISPLAY");
    const char *vendor = getenv("__GLX_VENDOR_LIBRARY_NAME");
    const char *loader = getenv("MESA_LOADER_DRIVER_OVERRIDE");
    sb_addf(key, "%s %s %s %s %s", video_driver, display ? display : "-", drivers,
            vendor ? vendor : "-", loader ? loader : "-");
}

bool ui_renderer_cache_find(const char *text, const char *key, char *out, size_t outlen)
{
    size_t klen = strlen(key);
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        if (len > klen && !strncmp(line, key, klen) && line[klen] == '\t') {
            snprintf(out, outlen, "%.*s", (int)(len - klen - 1), line + klen + 1);
            return true;
        }
        line = end ? end + 1 : NULL;
    }
    return false;
}

char *ui_renderer_cache_put(const char *text, const char *key, const char *gl_renderer)
{
    const char *lines[CACHE_KEYS_MAX];
    int lens[CACHE_KEYS_MAX], count = 0;
    size_t klen = strlen(key);
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        int len = (int)(end ? (size_t)(end - line) : strlen(line));
        bool same = (size_t)len > klen && !strncmp(line, key, klen) && line[klen] == '\t';
        if (!same && len > 0) {
            if (count == CACHE_KEYS_MAX - 1) { /* the oldest goes */
                memmove(lines, lines + 1, (CACHE_KEYS_MAX - 2) * sizeof *lines);
                memmove(lens, lens + 1, (CACHE_KEYS_MAX - 2) * sizeof *lens);
                count--;
            }
            lines[count] = line;
            lens[count++] = len;
        }
        line = end ? end + 1 : NULL;
    }
    StrBuf out = STRBUF_INIT;
    for (int i = 0; i < count; i++)
        sb_addf(&out, "%.*s\n", lens[i], lines[i]);
    sb_addf(&out, "%s\t%s\n", key, gl_renderer);
    char *result = strdup(sb_str(&out));
    sb_free(&out);
    if (!result)
        abort();
    return result;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* Runs this program's probe in a child process (loading OpenGL there, never here): its
 * GL_RENDERER into out, "" if OpenGL failed. False if the probe gave no answer in time. */
static bool probe_opengl(char *out, size_t outlen)
{
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0)
        return false;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    char program[] = "moguls", option[] = UI_PROBE_OPENGL_OPTION;
    char *argv[] = {program, option, NULL};
    pid_t child;
    int spawned = posix_spawn(&child, "/proc/self/exe", &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(pipe_fds[1]);
    if (spawned != 0) {
        close(pipe_fds[0]);
        return false;
    }
    size_t got = 0;
    double deadline = now_ms() + PROBE_TIMEOUT_MS;
    for (;;) {
        struct pollfd p = {pipe_fds[0], POLLIN, 0};
        int left = (int)(deadline - now_ms());
        if (left <= 0 || poll(&p, 1, left) <= 0)
            break;
        ssize_t n = read(pipe_fds[0], out + got, outlen - 1 - got);
        if (n <= 0 || (got += (size_t)n) == outlen - 1)
            break;
    }
    close(pipe_fds[0]);
    out[got] = '\0';
    out[strcspn(out, "\r\n")] = '\0';
    int status = 0;
    bool answered = now_ms() < deadline;
    if (!answered)
        kill(child, SIGKILL);
    waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        out[0] = '\0';
    return answered;
}

int ui_renderer_probe_main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    SDL_Window *window =
        SDL_CreateWindow("moguls", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 16, 16,
                         SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    SDL_GLContext context = window ? SDL_GL_CreateContext(window) : NULL;
    const unsigned char *(*get_string)(unsigned) =
        context ? (const unsigned char *(*)(unsigned))SDL_GL_GetProcAddress("glGetString") : NULL;
    const unsigned char *name = get_string ? get_string(GL_RENDERER_NAME) : NULL;
    if (name)
        printf("%s\n", (const char *)name);
    fflush(stdout);
    _exit(name ? 0 : 1); /* nothing to tear down: the process ends */
}

/* What OpenGL is on this machine: remembered, else probed (and remembered). NULL if unknown. */
static const char *known_gl_renderer(const char *cache_path, const char *key, char *out,
                                     size_t outlen)
{
    char err[300];
    char *text = cache_path ? read_text_file(cache_path, 64 * 1024, err, sizeof err) : NULL;
    bool found = text && ui_renderer_cache_find(text, key, out, outlen);
    if (!found && probe_opengl(out, outlen)) {
        found = true;
        char *updated = ui_renderer_cache_put(text, key, out);
        if (cache_path && !write_file_atomic(cache_path, updated, err, sizeof err))
            fprintf(stderr, "moguls: %s\n", err);
        free(updated);
    }
    free(text);
    return found ? out : NULL;
}

static UiRendererPlan plan_for(bool forced_software, const char *cache_path)
{
    const char *video = SDL_GetCurrentVideoDriver();
    UiRendererFacts facts = {
        .forced_software = forced_software,
        .video_driver = video ? video : "dummy",
        .software_gl_asked =
            ui_env_asks_software_gl(getenv("LIBGL_ALWAYS_SOFTWARE"), getenv("GALLIUM_DRIVER")),
    };
    StrBuf drivers = STRBUF_INIT, key = STRBUF_INIT;
    facts.gpu_device = gpu_devices(&drivers);
    UiRendererPlan plan = ui_renderer_plan(&facts);
    if (plan.kind == UI_RENDERER_PROBE) {
        char gl[256];
        machine_key(&key, facts.video_driver, sb_str(&drivers));
        facts.known_gl_renderer = known_gl_renderer(cache_path, sb_str(&key), gl, sizeof gl);
        plan = ui_renderer_plan(&facts);
        if (plan.kind == UI_RENDERER_PROBE) /* no answer in time: software this once */
            plan = (UiRendererPlan){UI_RENDERER_SOFTWARE, false, "OpenGL did not answer"};
    }
    sb_free(&drivers);
    sb_free(&key);
    return plan;
}

SDL_Renderer *ui_renderer_create(SDL_Window *window, bool forced_software, const char *cache_path,
                                 UiRendererUsed *used)
{
    used->plan = plan_for(forced_software, cache_path);
    SDL_Renderer *renderer = NULL;
    if (used->plan.kind == UI_RENDERER_SOFTWARE) {
        /* Read once, when the window's framebuffer is first made; the environment's own
         * SDL_FRAMEBUFFER_ACCELERATION still wins. */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION,
                    used->plan.framebuffer_acceleration ? "1" : "0");
        renderer =
            SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    }
    if (!renderer) /* accelerated, or where no software frame can be shown */
        renderer =
            SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
    if (!renderer && used->plan.kind != UI_RENDERER_SOFTWARE)
        renderer =
            SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    SDL_RendererInfo info;
    if (renderer && SDL_GetRendererInfo(renderer, &info) == 0)
        snprintf(used->name, sizeof used->name, "%s", info.name);
    return renderer;
}
