/* The app: start-up, the main loop, scene switching, settings, the test entry and the bench. */
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "app_internal.h"
#include "module.h"
#include "online.h"

#define FRAME_SECONDS (1.0 / 60.0)
#ifndef MOGULS_DOC_DIR /* CMake: where the documents are installed */
#define MOGULS_DOC_DIR "/usr/share/doc/moguls"
#endif

static const char *const scene_names[SCENE_COUNT] = {
    "lobby", "game", "help", "settings", "end", "pass", "review", "profile", "history", "online"};

const char *app_scene_name(AppScene scene)
{
    return scene >= 0 && scene < SCENE_COUNT ? scene_names[scene] : "?";
}

AppScene app_scene(const App *app)
{
    return app->scene;
}
const char *app_lobby_message(const App *app)
{
    return app->lobby_message;
}
const struct Match *app_match(const App *app)
{
    return app->match;
}
SDL_Rect app_board_area(const App *app)
{
    return app->board_area;
}

/* The music for the scene: the lobby's, or the game's own (assets/<id>/music.ogg); help and
 * settings keep the music of the scene they were opened from. */
static const char *music_theme(const App *app)
{
    AppScene scene =
        app->scene == SCENE_HELP || app->scene == SCENE_SETTINGS ? app->help_return : app->scene;
    return scene == SCENE_LOBBY || !app->match ? "lobby" : app->match->rules->id;
}

void app_set_scene(App *app, AppScene scene)
{
    if ((scene == SCENE_HELP || scene == SCENE_SETTINGS) && app->scene != SCENE_HELP &&
        app->scene != SCENE_SETTINGS)
        app->help_return = app->scene;
    if (scene == SCENE_HELP)
        app->help_scroll = 0;
    if (scene == SCENE_LOBBY)
        lobby_refresh_latest(app);
    if (scene == SCENE_END)
        ui_tween_start(app->ui, &app->end_tween, 0.45, UI_EASE_OUT_BACK);
    app->scene = scene;
    app->ui->active_id = 0;
    app->dirty = true;
}

static void settings_path(const App *app, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/settings.txt", app->pref_dir);
}

/* Full screen on or off. Back in a window, the window is given its size again: the window
 * system answers a fullscreen change later and SDL may take the answer for no change at all,
 * which left the renderer drawing the full screen's layout into the smaller window. */
static void set_fullscreen(App *app, bool on)
{
    SDL_Window *window = app->ui->window;
    if (on)
        SDL_GetWindowSize(window, &app->windowed_w, &app->windowed_h);
    SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    if (!on) {
        SDL_SetWindowSize(window, app->windowed_w > 0 ? app->windowed_w : app->settings.window_w,
                          app->windowed_h > 0 ? app->windowed_h : app->settings.window_h);
        app->size_settling = 1.0; /* the size events of the change are not the player's */
        app->size_settle_from = ui_clock(app->ui);
    }
    ui_update_layout(app->ui);
}

/* The layout follows the size the window really has now (after a change the window system
 * made without telling: see set_fullscreen). */
static void follow_window_size(App *app)
{
    Ui *ui = app->ui;
    int w, h, pw, ph;
    SDL_GetWindowSize(ui->window, &w, &h);
    if (SDL_GetRendererOutputSize(ui->renderer, &pw, &ph) != 0)
        return;
    if (pw != ui->pixel_w || ph != ui->pixel_h) {
        ui_update_layout(ui);
        app->dirty = true;
    }
    int layout_w = (int)(ui->pixel_w / ui->mouse_factor + 0.5f);
    int layout_h = (int)(ui->pixel_h / ui->mouse_factor + 0.5f);
    if (!(SDL_GetWindowFlags(ui->window) & SDL_WINDOW_FULLSCREEN) &&
        (layout_w != w || layout_h != h)) {
        SDL_SetWindowSize(ui->window, w, h); /* makes SDL renew the window's surface */
        ui_update_layout(ui);
        app->dirty = true;
    }
}

void app_apply_settings(App *app)
{
    Ui *ui = app->ui;
    if (!app->language_set || strcmp(app->language, app->settings.language)) {
        language_use(app->settings.language); /* every label is looked up again at the next frame */
        snprintf(app->language, sizeof app->language, "%s", app->settings.language);
        app->language_set = true;
    }
    ui->colour_blind = app->settings.colour_blind;
    ui->anim_speed =
        app->opts.fast_bots && !app->opts.animate ? 0.0f : settings_anim_factor(&app->settings);
    ui_sound_set_volumes(ui->sound, app->settings.sound_volume, app->settings.music_volume);
    /* A hidden window (tests, bench) neither plays music nor goes full screen. */
    ui_sound_music(ui->sound, app->settings.music_volume > 0 && !app->opts.hidden);
    bool is_full = (SDL_GetWindowFlags(ui->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) ==
                   SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (is_full != app->settings.fullscreen && !app->opts.hidden)
        set_fullscreen(app, app->settings.fullscreen);
    app->dirty = true;
}

void app_apply_window_size(App *app)
{
    SDL_Window *window = app->ui->window;
    int display = SDL_GetWindowDisplayIndex(window);
    SDL_SetWindowSize(window, app->settings.window_w, app->settings.window_h);
    if (!app->settings.fullscreen)
        SDL_SetWindowPosition(window, SDL_WINDOWPOS_CENTERED_DISPLAY(display),
                              SDL_WINDOWPOS_CENTERED_DISPLAY(display));
    ui_update_layout(app->ui);
    app->dirty = true;
}

void app_save_settings(App *app)
{
    char path[1200], err[400];
    settings_path(app, path, sizeof path);
    if (!settings_save(&app->settings, path, err, sizeof err))
        ui_toast(app->ui, err, true);
}

int app_draw_title(App *app, const char *title, const char *subtitle)
{
    Ui *ui = app->ui;
    int x = ui_px(ui, 40), y = ui_px(ui, 26);
    SDL_Rect t =
        ui_text(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 30), ui_colour(UI_TEXT)), x, y, 0);
    if (subtitle)
        ui_text(ui, subtitle, ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT)),
                t.x + t.w + ui_px(ui, 16), t.y + t.h - ui_px(ui, 6), UI_ALIGN_BOTTOM);
    return y + ui_px(ui, 64);
}

bool app_back_button(App *app)
{
    Ui *ui = app->ui;
    int w = ui_button_width(ui, _("Back"), ui_px(ui, 40), ui_px(ui, 120));
    SDL_Rect r = {ui->pixel_w - ui_px(ui, 40) - w, ui_px(ui, 24), w, ui_px(ui, 40)};
    return ui_button(ui, r, _("Back"), UI_BUTTON_NORMAL);
}

/* ---- start-up ---- */

static bool make_dir(const char *path, char *err, size_t errlen)
{
    if (mkdir(path, 0755) == 0 || errno == EEXIST)
        return true;
    return fail(err, errlen, _("cannot create %s: %s"), path, strerror(errno));
}

static bool find_pref_dir(App *app, char *err, size_t errlen)
{
    if (app->opts.pref_dir) {
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", app->opts.pref_dir);
        if (!make_dir(app->pref_dir, err, errlen))
            return false;
    } else {
        char *pref = SDL_GetPrefPath("moguls", "moguls");
        if (!pref)
            return fail(err, errlen, _("cannot find a folder for settings and saves: %s"),
                        SDL_GetError());
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref);
        SDL_free(pref);
    }
    size_t n = strlen(app->pref_dir);
    if (n > 1 && app->pref_dir[n - 1] == '/')
        app->pref_dir[n - 1] = '\0';
    return true;
}

App *app_create(const AppOptions *opts, char *err, size_t errlen)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        fail(err, errlen, "cannot start SDL: %s", SDL_GetError());
        return NULL;
    }
    App *app = calloc(1, sizeof *app);
    if (!app)
        abort();
    app->opts = *opts;
    app->started_ms = SDL_GetTicks64();
    app->editing_seat = -1;
    app->editing_resource = -1;
    app->viewer = -1;
    app->autosaver = autosaver_create();
    if (!find_pref_dir(app, err, errlen))
        goto failed;

    char path[1200], why[400];
    settings_path(app, path, sizeof path);
    language_use(""); /* the desktop's language, to tell what is wrong with the settings */
    if (!settings_load(&app->settings, path, why, sizeof why)) {
        fprintf(stderr, "moguls: %s\n", why);
        snprintf(app->lobby_message, sizeof app->lobby_message, "%s", why);
        app->lobby_message_is_error = true;
    }
    char renderer_cache[1200];
    snprintf(renderer_cache, sizeof renderer_cache, "%s/opengl.txt", app->pref_dir);
    UiCreateOptions uo = {"Moguls",
                          opts->width ? opts->width : app->settings.window_w,
                          opts->height ? opts->height : app->settings.window_h,
                          app->settings.fullscreen && !opts->hidden,
                          opts->hidden,
                          opts->software || app->settings.software,
                          renderer_cache};
    app->ui = ui_create(&uo, err, errlen);
    if (!app->ui)
        goto failed;
    ui_table_prepare(app->ui, SHELL_TABLE); /* the lobby's, while the rest starts */
    app->ui->manual_clock = opts->manual_clock;
    app->ui->manual_now = app->ui->now;
    app_apply_settings(app);
    SDL_StopTextInput(); /* on only while a name is being typed */
    lobby_init(app);
    app_use_resources(app);
    app->dirty = true;
    return app;
failed:
    app_destroy(app);
    return NULL;
}

void app_destroy(App *app)
{
    if (!app)
        return;
    if (app->match)
        game_close(app, true);
    online_free(app);
    autosaver_destroy(app->autosaver); /* what is queued is written first */
    history_close(app_history(app));
    lobby_free(app);
    ui_destroy(app->ui);
    free(app);
    TTF_Quit();
    SDL_Quit();
}

/* ---- events and frames ---- */

static void remember_window_size(App *app)
{
    Uint32 flags = SDL_GetWindowFlags(app->ui->window);
    if (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED) || app->opts.hidden ||
        ui_clock(app->ui) - app->size_settle_from < app->size_settling)
        return;
    int w, h;
    SDL_GetWindowSize(app->ui->window, &w, &h);
    if (w != app->settings.window_w || h != app->settings.window_h) {
        app->settings.window_w = w;
        app->settings.window_h = h;
        app_save_settings(app);
    }
}

/* Saves the current frame as a PNG. False with a reason. */
static bool save_screenshot(App *app, const char *path, char *err, size_t errlen)
{
    SDL_Surface *frame = app_read_frame(app);
    bool ok = frame && IMG_SavePNG(frame, path) == 0;
    if (!ok)
        snprintf(err, errlen, _("cannot save a screenshot to %s: %s"), path, SDL_GetError());
    SDL_FreeSurface(frame);
    return ok;
}

/* F12: a screenshot into <pref dir>/screenshots, announced by a toast. */
static void take_screenshot(App *app)
{
    char dir[1100], path[1200], err[1300], stamp[32];
    time_t now = time(NULL);
    struct tm local;
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime_r(&now, &local));
    snprintf(dir, sizeof dir, "%s/screenshots", app->pref_dir);
    snprintf(path, sizeof path, "%s/moguls-%s.png", dir, stamp);
    if (!make_dir(dir, err, sizeof err) || !save_screenshot(app, path, err, sizeof err)) {
        ui_toast(app->ui, err, true);
        return;
    }
    snprintf(err, sizeof err, _("Screenshot saved: %s"), path);
    ui_toast(app->ui, err, false);
}

static void handle_key(App *app, const SDL_Event *e)
{
    SDL_Keycode key = e->key.keysym.sym;
    if (key == SDLK_F12) {
        take_screenshot(app);
    } else if (key == SDLK_F11) {
        app->settings.fullscreen = !app->settings.fullscreen;
        app_apply_settings(app);
        app_save_settings(app);
    } else if (key == SDLK_ESCAPE) {
        if (app->scene == SCENE_HELP || app->scene == SCENE_SETTINGS)
            app_set_scene(app, app->help_return);
        else if (app->scene == SCENE_GAME)
            app->menu_open = !app->menu_open;
        else if (app->scene == SCENE_END)
            app_set_scene(app, SCENE_GAME); /* the final board; Results reopens the end screen */
        else if (app->scene == SCENE_REVIEW)
            review_close(app); /* back to the end screen */
        else if (app->scene == SCENE_HISTORY)
            history_escape(app);
        else if (app->scene == SCENE_ONLINE)
            online_escape(app);
        else if (app->scene == SCENE_LOBBY) {
            app->editing_seat = -1;
            app->saves_open = false;
        }
    }
    app->dirty = true;
}

static void handle_event(App *app, SDL_Event *e)
{
    Ui *ui = app->ui;
    switch (e->type) {
    case SDL_QUIT:
        app->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED) {
            ui_update_layout(ui); /* the game scene re-lays its view out when it draws */
            remember_window_size(app);
        }
        app->dirty = true;
        break;
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
        ui_event_to_pixels(ui, e);
        ui_input_event(ui, e);
        app->dirty = true;
        break;
    case SDL_KEYDOWN:
        /* Escape first drops what the board has picked up (a word, a selection); only when the
         * board has nothing to drop does it open the menu */
        if (app->scene == SCENE_GAME && !app->menu_open && e->key.keysym.sym == SDLK_ESCAPE &&
            game_event(app, e)) {
            app->dirty = true;
            return;
        }
        handle_key(app, e);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        ui_flush_caches(ui); /* textures may be gone: make them again */
        lobby_art_free(app);
        app->dirty = true;
        break;
    case SDL_TEXTINPUT:
        app->dirty = true;
        break;
    case SDL_DROPFILE: /* a game record to import */
        share_import_dropped(app, e->drop.file);
        SDL_free(e->drop.file);
        app->dirty = true;
        return;
    default:
        if (e->type >= SDL_USEREVENT)
            app->dirty = true; /* a bot finished */
        break;
    }
    if (app->scene == SCENE_LOBBY)
        lobby_event(app, e);
    else if (app->scene == SCENE_GAME)
        game_event(app, e);
    else if (app->scene == SCENE_SETTINGS)
        settings_event(app, e);
    else if (app->scene == SCENE_REVIEW)
        review_event(app, e);
    else if (app->scene == SCENE_HISTORY)
        history_event(app, e);
    else if (app->scene == SCENE_ONLINE)
        online_event(app, e);
}

static void draw_scene(App *app)
{
    Ui *ui = app->ui;
    ui_draw_fill(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_colour(UI_BG),
                 SDL_BLENDMODE_NONE);
    switch (app->scene) {
    case SCENE_LOBBY:
        lobby_draw(app);
        break;
    case SCENE_GAME:
        game_draw(app);
        break;
    case SCENE_HELP:
        help_draw(app);
        break;
    case SCENE_SETTINGS:
        settings_draw(app);
        break;
    case SCENE_END:
        end_draw(app);
        break;
    case SCENE_REVIEW:
        review_draw(app);
        break;
    case SCENE_PASS:
        pass_draw(app);
        break;
    case SCENE_PROFILE:
        profile_draw(app);
        break;
    case SCENE_HISTORY:
        history_draw(app);
        break;
    case SCENE_ONLINE:
        online_draw(app);
        break;
    default:
        break;
    }
    ui->input_blocked = false;
    ui_draw_toasts(ui);
    ui_draw_tooltip(ui);
}

/* Draws one frame; with `capture`, returns its pixels (read before presenting). */
static SDL_Surface *draw_frame(App *app, bool capture)
{
    Ui *ui = app->ui;
    ui_sprites_stand_ins(ui, !capture); /* a picture read back shows every sprite at its size */
    ui_begin_frame(ui);
    /* A click may change what the frame shows (a menu opens): draw once more after it. */
    bool had_click = ui->mouse_clicked || ui->mouse_pressed;
    /* Widgets act while drawing; a scene switch mid-frame would draw half of each: draw the new
     * scene again at once so a frame always shows one scene. */
    AppScene before = app->scene;
    draw_scene(app);
    if (app->scene != before) {
        ui_end_frame(ui);
        ui_begin_frame(ui);
        draw_scene(app);
    }
    ui_draw_end(ui); /* the picture, rasterised where it changed */
    SDL_Surface *shot = NULL;
    if (capture) {
        shot = SDL_CreateRGBSurfaceWithFormat(0, ui->pixel_w, ui->pixel_h, 32,
                                              SDL_PIXELFORMAT_ARGB8888);
        if (shot && SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels,
                                         shot->pitch) != 0) {
            SDL_FreeSurface(shot);
            shot = NULL;
        }
    }
    SDL_RenderPresent(ui->renderer);
    ui_end_frame(ui);
    app->dirty = had_click;
    return shot;
}

/* Handles pending events and the turn flow; draws if anything changed. */
static void step(App *app, bool force_draw)
{
    Ui *ui = app->ui;
    bool animating = ui->frame_requested;
    double pending = ui->wake_at;
    ui->now = ui_clock(ui);
    bool woke = pending > 0 && ui->now >= pending;
    ui->wake_at = 0; /* the update and the frame ask again for what they still need */
    SDL_Event e;
    while (!app->quit && SDL_PollEvent(&e))
        handle_event(app, &e);
    if (!app->opts.hidden)
        follow_window_size(app);
    if (app->match && (app->scene == SCENE_GAME || app->scene == SCENE_PASS))
        game_update(app);
    if (app->scene == SCENE_ONLINE)
        online_update(app);
    if (force_draw || app->dirty || animating || woke) {
        draw_frame(app, false);
        if (app->opts.report_first_frame)
            app_report_first_frame(app);
        app_history_prefetch(app);
    } else if (pending > 0) /* nothing drawn: keep the wake-up that is not due yet */
        ui_request_wake(ui, pending);
    /* after the frame: the music starts once the window shows, the device closes when silent */
    ui_sound_theme(ui->sound, music_theme(app));
    double sound_wake = ui_sound_update(ui->sound, ui->now);
    if (sound_wake > 0)
        ui_request_wake(ui, sound_wake);
}

bool app_step(App *app)
{
    step(app, true);
    return !app->quit;
}

void app_rehearse_frame(App *app)
{
    Ui *ui = app->ui;
    /* the input, hover and wishes the next real frame acts on, which a rehearsal must not take
       (a tooltip shown keeps its hover's age) */
    const Ui before = *ui;
    bool dirty = app->dirty;
    ui->mouse_pressed = ui->mouse_clicked = false;
    ui->wheel = 0;
    ui_sprites_stand_ins(ui, true);
    ui_begin_frame(ui);
    draw_scene(app);
    ui_draw_discard(ui);
    ui_end_frame(ui);
    ui->mouse_pressed = before.mouse_pressed;
    ui->mouse_clicked = before.mouse_clicked;
    ui->wheel = before.wheel;
    ui->active_id = before.active_id;
    ui->hover_id = before.hover_id;
    ui->hover_since = before.hover_since;
    ui->frame_requested = before.frame_requested;
    ui->wake_at = before.wake_at;
    app->dirty = dirty;
}

void app_draw_frame(App *app)
{
    draw_frame(app, false);
}

SDL_Surface *app_read_frame(App *app)
{
    return draw_frame(app, true);
}

int app_idle_wait_ms(const App *app)
{
    const Ui *ui = app->ui;
    if (ui->frame_requested || app->dirty)
        return 0;
    if (ui->wake_at <= 0)
        return -1; /* nothing moves: no timer, the next event wakes the loop */
    double wait = (ui->wake_at - ui_clock(ui)) * 1000.0;
    return wait < 0 ? 0 : wait > INT_MAX / 2 ? INT_MAX / 2 : (int)wait + 1;
}

/* The manual clock's sleep (tests): the clock moves on to the wake-up asked for, never while a
 * bot thinks, whose answer is waited for in real time (a bot takes no time on this clock).
 * False when nothing would ever wake the app. */
static bool manual_sleep(App *app)
{
    Ui *ui = app->ui;
    if (SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) || app_idle_wait_ms(app) == 0)
        return true;
    if (app->bot_running) /* its answer is in (its event may not be yet), or will be */
        return atomic_load(&app->bot.done) || SDL_WaitEventTimeout(NULL, 60000) == 1;
    if (ui->wake_at <= 0)
        return false;
    ui_advance_clock(ui, ui->wake_at - ui_clock(ui));
    return true;
}

/* One turn of the main loop: sleeps until an event, a wake-up or the next animation frame is
 * due (or stop_at_ms on SDL's clock, if not 0), then steps. With nothing to wait for, it sleeps
 * until an event: no timer. */
static void loop_turn(App *app, Uint64 stop_at_ms)
{
    Ui *ui = app->ui;
    Uint64 frame_start = SDL_GetTicks64();
    int timeout = app_idle_wait_ms(app);
    Uint64 left = stop_at_ms > frame_start ? stop_at_ms - frame_start : 0;
    if (stop_at_ms && (timeout < 0 || (Uint64)timeout > left))
        timeout = (int)left;
    if (timeout != 0)
        SDL_WaitEventTimeout(NULL, timeout);
    bool animating = ui->frame_requested;
    step(app, false);
    /* While animating, hold the frame rate near 60 per second (no vsync on every driver). */
    Uint64 spent = SDL_GetTicks64() - frame_start;
    if (animating && spent < (Uint64)(FRAME_SECONDS * 1000))
        SDL_Delay((Uint32)(FRAME_SECONDS * 1000 - spent));
}

static void run_loop(App *app, Uint64 stop_after_ms)
{
    Uint64 stop_at = stop_after_ms ? SDL_GetTicks64() + stop_after_ms : 0;
    while (!app->quit && (!stop_at || SDL_GetTicks64() < stop_at))
        loop_turn(app, stop_at);
}

bool app_loop_once(App *app)
{
    if (!app->ui->manual_clock) {
        loop_turn(app, 0);
        return !app->quit;
    }
    bool animating = app->ui->frame_requested;
    if (!manual_sleep(app))
        return false;
    step(app, false);
    if (animating)
        ui_advance_clock(app->ui, FRAME_SECONDS);
    return !app->quit;
}

/* ---- test helpers ---- */

bool app_find_widget(const App *app, const char *label, SDL_Rect *out)
{
    return ui_widget_find(app->ui, label, out);
}

const char *app_last_toast(const App *app, int *shown)
{
    return ui_last_toast(app->ui, shown);
}

void app_stop_clock(App *app, double seconds)
{
    ui_stop_clock(app->ui, seconds);
}

int app_text_check_count(const App *app)
{
    return ui_text_check_count(app->ui);
}

const char *app_text_check_line(const App *app, int back)
{
    return ui_text_check_line(app->ui, back);
}

bool app_widget_state(const App *app, const char *label, bool *enabled, char *tip, size_t n)
{
    const char *tooltip;
    if (!ui_widget_state(app->ui, label, enabled, &tooltip))
        return false;
    snprintf(tip, n, "%s", tooltip);
    return true;
}

static void push_button(Ui *ui, Uint32 type, int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    /* Events carry window coordinates; the app converts them to pixels. */
    e.button.x = (Sint32)(x / ui->mouse_factor);
    e.button.y = (Sint32)(y / ui->mouse_factor);
    e.button.windowID = SDL_GetWindowID(ui->window);
    SDL_PushEvent(&e);
}

void app_click(App *app, int x, int y)
{
    SDL_Event m;
    SDL_zero(m);
    m.type = SDL_MOUSEMOTION;
    m.motion.x = (Sint32)(x / app->ui->mouse_factor);
    m.motion.y = (Sint32)(y / app->ui->mouse_factor);
    m.motion.windowID = SDL_GetWindowID(app->ui->window);
    SDL_PushEvent(&m);
    push_button(app->ui, SDL_MOUSEBUTTONDOWN, x, y);
    push_button(app->ui, SDL_MOUSEBUTTONUP, x, y);
}

bool app_click_widget_containing(App *app, const char *fragment)
{
    SDL_Rect r;
    if (!ui_widget_find_containing(app->ui, fragment, &r))
        return false;
    app_click(app, r.x + r.w / 2, r.y + r.h / 2);
    return true;
}

void app_key(App *app, SDL_Keycode key)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.windowID = SDL_GetWindowID(app->ui->window);
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

bool app_start_match(App *app, struct Match *m)
{
    return game_start(app, m, NULL);
}

bool app_table_info(const App *app, AppTableInfo *out)
{
    memset(out, 0, sizeof *out);
    if (!app->match)
        return false;
    ViewFrame f = game_frame(app);
    out->now = app->ui->now;
    out->last_move_at = app->last_move_at;
    out->anim_until = app->anim_until;
    out->bot_pace = app->opts.fast_bots ? 0.0 : app->settings.bot_pace_ms / 1000.0;
    out->holding = app->holding;
    out->skipping = app->skipping;
    out->replaying = app->replaying;
    out->replay_at = app->replay_at;
    out->shown_moves = f.match->move_count;
    out->recent_from = f.recent_count ? f.recent[0] : -1;
    out->recent_count = f.recent_count;
    out->viewer = f.viewer;
    out->can_act = f.can_act;
    game_motion_info(app, &f, out);
    return true;
}

void app_advance_clock(App *app, double seconds)
{
    ui_advance_clock(app->ui, seconds);
}

bool app_board_move(App *app, const char *move)
{
    if (!app->match || !game_frame(app).can_act)
        return false;
    game_board_move(app, move);
    return true;
}

int app_lesson_step(const App *app, const char **reply)
{
    *reply = app->coach_reply;
    return app->lesson ? app->lesson_step : -1;
}

bool app_play_move(App *app, const char *move)
{
    return app->match && game_play_move(app, move);
}

bool app_click_widget(App *app, const char *label)
{
    SDL_Rect r;
    if (!app_find_widget(app, label, &r))
        return false;
    app_click(app, r.x + r.w / 2, r.y + r.h / 2);
    return true;
}

/* ---- entry points ---- */

static void usage(FILE *out)
{
    /* TRANSLATORS: keep the options, commands and their order; translate the words. %s is the
     * folder of the installed documents, /usr/share/doc/moguls */
    fprintf(out,
            _("Usage: moguls [--load FILE] [--software] [--screenshot PNG]\n"
              "       moguls COMMAND ...   (list, sim, replay, engine, bench, lesson, shot: see\n"
              "                            'man moguls' and %s/engine.md)\n"
              "       moguls shot ID --seed S --moves N --size WxH [--viewer SEAT] OUT.png\n"
              "\n"
              "Five economic board games against bots or friends at one computer.\n"
              "\n"
              "  --load FILE   open a saved game\n"
              "  --software    draw with the software renderer\n"
              "  --screenshot PNG  draw the first screen into PNG and quit\n"
              "  (in the game, F11 toggles full screen and F12 saves a screenshot)\n"
              "  --help        show this help\n"
              "  --version     show the version\n"),
            MOGULS_DOC_DIR);
}

/* Says why the app cannot start: on stderr, and in a message box for a player who started it
 * from a menu. Not with --screenshot, which must never wait for a click (a message box waits,
 * and a desktop's dialog helper such as zenity waits even with no display). */
static void show_fatal(const char *message, bool message_box)
{
    fprintf(stderr, "moguls: %s\n", message);
    /* Fails quietly when there is no display: the message is on stderr anyway. */
    if (message_box)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, _("Moguls cannot start"), message, NULL);
}

static bool is_set(const char *variable)
{
    const char *value = getenv(variable);
    return value && *value;
}

void app_use_compose_cache(const char *pref_dir)
{
    const char *home = getenv("HOME");
    char dir[1200];
    struct stat st;
    snprintf(dir, sizeof dir, "%s/.compose-cache", home ? home : "");
    if (getenv("XCOMPOSECACHE") || (home && *home && stat(dir, &st) == 0))
        return; /* the player's own */
    size_t n = strlen(pref_dir);
    snprintf(dir, sizeof dir, "%s%scompose-cache", pref_dir,
             n && pref_dir[n - 1] == '/' ? "" : "/"); /* SDL's ends in one */
    /* Xlib keeps nothing in a folder others may write to, nor in one of another user's */
    if (mkdir(dir, 0700) == 0 || errno == EEXIST)
        setenv("XCOMPOSECACHE", dir, 1);
}

/* Whether a window can be shown: false, after saying why, when no display is named or SDL found
 * none that answers and fell back to drawing offscreen (an app that nobody sees would run until
 * it is killed). A video driver the user chose (SDL_VIDEODRIVER) is taken as it is. On success
 * SDL's video stays started for app_create. */
static bool display_found(void)
{
    /* TRANSLATORS: follows "moguls: no display to open the game on (...)." */
    const char *no_window = _("Start it from a desktop session, or use the commands that need no "
                              "window: moguls list, sim, replay, engine (moguls --help).");
    if (getenv("SDL_VIDEODRIVER"))
        return true;
    bool x11 = is_set("DISPLAY"), wayland = is_set("WAYLAND_DISPLAY");
    if (!x11 && !wayland) {
        fprintf(stderr, "%s %s\n",
                _("moguls: no display to open the game on (DISPLAY and WAYLAND_DISPLAY are empty "
                  "or not set)."),
                no_window);
        return false;
    }
    char *pref = x11 ? SDL_GetPrefPath("moguls", "moguls") : NULL;
    if (pref) /* before SDL's X11 driver opens its input method */
        app_use_compose_cache(pref);
    SDL_free(pref);
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0)
        return true; /* app_create says what SDL found wrong */
    const char *driver = SDL_GetCurrentVideoDriver();
    if (strcmp(driver, "offscreen") && strcmp(driver, "dummy"))
        return true;
    SDL_Quit();
    char named[600];
    snprintf(named, sizeof named, "%s%.250s%s%s%.250s", x11 ? "DISPLAY=" : "",
             x11 ? getenv("DISPLAY") : "", x11 && wayland ? ", " : "",
             wayland ? "WAYLAND_DISPLAY=" : "", wayland ? getenv("WAYLAND_DISPLAY") : "");
    fprintf(stderr, _("moguls: no display to open the game on (nothing answers at %s)."), named);
    fprintf(stderr, " %s\n", no_window);
    return false;
}

int app_main(int argc, char **argv)
{
    const char *load = NULL, *screenshot = NULL;
    AppOptions opts = {0};
    /* ui_renderer_create asks what OpenGL is in a child process: this one */
    if (argc == 2 && !strcmp(argv[1], UI_PROBE_OPENGL_OPTION))
        return ui_renderer_probe_main();
    language_use(""); /* the terminal's messages in the desktop's language */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--version")) {
            printf("moguls %s\n", MOGULS_VERSION);
            return 0;
        } else if (!strcmp(argv[i], APP_FIRST_FRAME_OPTION)) {
            opts.report_first_frame = true; /* moguls bench, which runs this program again */
        } else if (!strcmp(argv[i], APP_BENCH_GAME_OPTION) && i + 1 < argc) {
            return app_bench_game(argv[i + 1]);
        } else if (!strcmp(argv[i], APP_BENCH_LOBBY_OPTION)) {
            return app_bench_lobby();
        } else if (!strcmp(argv[i], "--software")) {
            opts.software = true;
        } else if (!strcmp(argv[i], "--load") && i + 1 < argc) {
            load = argv[++i];
        } else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) {
            screenshot = argv[++i];
        } else {
            fprintf(stderr, _("moguls: unknown option '%s' (try 'moguls --help')\n"), argv[i]);
            return 2;
        }
    }
    if (!display_found())
        return 1;
    char err[1024];
    App *app = app_create(&opts, err, sizeof err);
    if (!app) {
        show_fatal(err, !screenshot);
        return 1;
    }
    if (load)
        game_load(app, load);
    int status = 0;
    if (screenshot) {
        app_settle(app); /* the first screen once it is all drawn */
        if (!save_screenshot(app, screenshot, err, sizeof err)) {
            fprintf(stderr, "moguls: %s\n", err);
            status = 1;
        }
    } else {
        run_loop(app, 0);
    }
    app_destroy(app);
    return status;
}

static double cpu_seconds(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec +
           (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

bool app_scratch_prefs(const char *purpose, char *out, size_t outlen, char *err, size_t errlen)
{
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp)
        tmp = "/tmp";
    snprintf(out, outlen, "%s/moguls-%s-XXXXXX", tmp, purpose);
    if (mkdtemp(out))
        return true;
    return fail(err, errlen, "cannot make a private folder for settings and saves in %s", tmp);
}

void app_remove_scratch_prefs(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (remove(path) != 0)
            app_remove_scratch_prefs(path);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

/* The lobby's CPU share over 2 s with nothing happening (the goal: about none). */
static void bench_idle_lobby(App *app, FILE *out)
{
    double freq = (double)SDL_GetPerformanceFrequency();
    double cpu0 = cpu_seconds();
    Uint64 t0 = SDL_GetPerformanceCounter();
    run_loop(app, 2000);
    double wall = (SDL_GetPerformanceCounter() - t0) / freq;
    double idle_cpu = wall > 0 ? (cpu_seconds() - cpu0) / wall * 100.0 : 0.0;
    fprintf(out, "app: idle lobby CPU over %.1f s: %.1f%%\n", wall, idle_cpu);
}

int app_bench(FILE *out, const char *only)
{
    char err[1024], pref_dir[1024];
    if (!app_scratch_prefs("bench", pref_dir, sizeof pref_dir, err, sizeof err)) {
        fprintf(out, "app bench: %s\n", err);
        return 1;
    }
    AppOptions opts = {.width = 1280,
                       .height = 800,
                       .hidden = true,
                       .software = true,
                       .pref_dir = pref_dir,
                       .fast_bots = true};
    SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy"); /* the frames are measured, not the sound */
    App *app = app_create(&opts, err, sizeof err);
    if (!app && !getenv("SDL_VIDEODRIVER")) { /* no display: measure offscreen */
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        app = app_create(&opts, err, sizeof err);
    }
    if (!app) {
        fprintf(out, "app bench: cannot start the app: %s\n", err);
        app_remove_scratch_prefs(pref_dir);
        return 1;
    }
    app_settle(app); /* idle: once the lobby's boxes are drawn (their cost: app_bench_frames) */
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen")))
        /* these drivers cannot sleep until an event: SDL polls them every millisecond */
        fprintf(out,
                "app: idle lobby CPU not measured: the %s video driver polls for events "
                "(measure it on a display)\n",
                driver);
    else
        bench_idle_lobby(app, out);
    app_destroy(app);
    app_bench_frames(pref_dir, out, only);
    app_remove_scratch_prefs(pref_dir);
    return 0;
}
