/* A game scene drawn into a PNG with no window (`moguls shot`), and the test entry it uses. */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "app_internal.h"
#include "cli/cli.h"

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

void app_settle(App *app)
{
    for (int i = 0;
         i < 2 * MAX_GAMES && (i == 0 || app->ui->frame_requested || lobby_art_wait(app)); i++)
        app_step(app);
}

bool app_shot(const ShotRequest *request, char *err, size_t errlen)
{
    Match *m = request->match;
    char scratch[1024];
    if (!app_scratch_prefs("shot", scratch, sizeof scratch, err, errlen)) {
        match_free(m);
        return false;
    }
    /* Offscreen whatever the environment says: no window, no sound. */
    SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE);
    SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
    if (m)
        view_default_colours(view_find(m->rules->id), m->seats);
    AppOptions opts = {.width = request->width,
                       .height = request->height,
                       .hidden = true,
                       .software = true,
                       .pref_dir = scratch,
                       .fast_bots = true};
    App *app = app_create(&opts, err, errlen);
    bool ok = app != NULL;
    if (app) { /* the same picture every time: "NAME is thinking..." with all three dots */
        ui_stop_clock(app->ui, 1.0);
        app->settings.colour_blind = request->colour_blind;
        app_apply_settings(app);
    }
    if (!ok)
        match_free(m);
    else if (!m)
        app_settle(app);
    else if (!app_show_match(app, m, request->viewer))
        ok = fail(err, errlen, "%s", app_lobby_message(app));
    if (ok)
        ok = save_frame(app, request->png, err, errlen);
    if (app) {
        game_close(app, false);
        app_destroy(app);
    }
    app_remove_scratch_prefs(scratch);
    return ok;
}
