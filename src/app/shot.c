/* A game scene drawn into a PNG with no window (`moguls shot`), and the test entry it uses. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "app_internal.h"

bool app_show_match(App *app, Match *m, int viewer)
{
    if (!game_start(app, m, NULL))
        return false;
    app->viewer = viewer;
    return true;
}

static bool save_frame(App *app, const char *png, char *err, size_t errlen)
{
    SDL_Surface *frame = app_read_frame(app);
    bool ok = frame && IMG_SavePNG(frame, png) == 0;
    if (!ok)
        fail(err, errlen, "cannot write the picture to %s: %s", png, SDL_GetError());
    SDL_FreeSurface(frame);
    return ok;
}

/* The app keeps the game in progress in <pref dir>/games: a fresh folder of our own, removed
 * once the game was closed (which removes its file). */
static bool make_scratch_dir(char *out, size_t outlen, char *err, size_t errlen)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(out, outlen, "%s/moguls-shot-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (mkdtemp(out))
        return true;
    return fail(err, errlen, "cannot make a scratch folder in %s", tmp && *tmp ? tmp : "/tmp");
}

static void remove_scratch_dir(const char *dir)
{
    char games[1100];
    snprintf(games, sizeof games, "%s/games", dir);
    rmdir(games);
    rmdir(dir);
}

bool app_shot(Match *m, int viewer, int width, int height, const char *png, char *err,
              size_t errlen)
{
    char scratch[1024];
    if (!make_scratch_dir(scratch, sizeof scratch, err, errlen)) {
        match_free(m);
        return false;
    }
    /* Offscreen whatever the environment says: no window, no sound. */
    SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE);
    SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
    view_default_colours(view_find(m->rules->id), m->seats);
    AppOptions opts = {.width = width,
                       .height = height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = scratch,
                       .fast_bots = true};
    App *app = app_create(&opts, err, errlen);
    bool ok = app != NULL;
    if (app) /* the same picture every time: "NAME is thinking..." with all three dots */
        ui_stop_clock(app->ui, 1.0);
    if (!ok)
        match_free(m);
    else if (!app_show_match(app, m, viewer))
        ok = fail(err, errlen, "%s", app_lobby_message(app));
    else
        ok = save_frame(app, png, err, errlen);
    if (app) {
        game_close(app, false);
        app_destroy(app);
    }
    remove_scratch_dir(scratch);
    return ok;
}
