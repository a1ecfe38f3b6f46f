/* The shell's own controls under SDL's dummy video driver: Ctrl+A in the text fields (a seat's
 * name, a file path), the animation and window-size settings, and a click the board refuses,
 * said in the game's words over the board with nothing played. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/settings.h"
#include "app/view.h"
#include "app_drive.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"

static void push_key(SDL_Keycode key, Uint16 mod)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
}

/* Types text as SDL delivers it: in pieces that fit a text-input event. */
static void type_text(const char *text)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    size_t piece = sizeof e.text.text - 1;
    for (size_t at = 0; at < strlen(text); at += piece) {
        snprintf(e.text.text, sizeof e.text.text, "%.*s", (int)piece, text + at);
        SDL_PushEvent(&e);
    }
}

/* Pixels that differ between two frames inside r. */
static int changed_pixels(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            Uint32 pa = ((Uint32 *)((Uint8 *)a->pixels + y * a->pitch))[x];
            Uint32 pb = ((Uint32 *)((Uint8 *)b->pixels + y * b->pitch))[x];
            n += pa != pb;
        }
    return n;
}

/* Ctrl+A selects a seat's whole name, shown as a highlight; typing replaces it, Backspace clears
 * it (and an empty name becomes "Player N"). */
static void select_all_in_names(App *app)
{
    click_widget(app, "Takeover");
    click_widget(app, "name 1");
    SDL_Rect field;
    CHECK(app_find_widget(app, "name 1", &field));
    SDL_Surface *before = app_read_frame(app);
    push_key(SDLK_a, KMOD_LCTRL);
    steps(app, 1);
    SDL_Surface *selected = app_read_frame(app);
    CHECK(changed_pixels(before, selected, field) > 100); /* the highlight */
    SDL_FreeSurface(before);
    SDL_FreeSurface(selected);
    type_text("Zed");
    push_key(SDLK_RETURN, 0);
    click_widget(app, "name 2");
    push_key(SDLK_a, KMOD_LCTRL);
    push_key(SDLK_BACKSPACE, 0);
    push_key(SDLK_RETURN, 0);
    click_widget(app, "Start");
    const Match *m = app_match(app);
    CHECK(m != NULL);
    if (m) {
        CHECK_STR(m->seats[0].name, "Zed");
        CHECK_STR(m->seats[1].name, "Player 2");
    }
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
}

/* Ctrl+A in the word list's path: what is typed next replaces the whole path. */
static void select_all_in_a_path(App *app, const char *dir)
{
    click_widget(app, "Settings");
    click_widget(app, "BuyWord word list path");
    type_text("/first/guess.txt");
    push_key(SDLK_a, KMOD_RCTRL);
    char path[300];
    snprintf(path, sizeof path, "%s/no-such-list.txt", dir);
    type_text(path);
    push_key(SDLK_RETURN, 0); /* refused: the file does not exist, and the toast names it */
    steps(app, 2);
    int shown;
    const char *toast = app_last_toast(app, &shown);
    CHECK_HAS(toast, "no-such-list.txt");
    CHECK(strstr(toast, "/first/guess.txt") == NULL);
    click_widget(app, "Back");
}

/* The animation setting offers exactly Off, Slow, Normal and Fast, from none to quickest. */
static void animation_speeds(void)
{
    CHECK_INT(ANIM_SPEED_COUNT, 4);
    CHECK_STR(anim_speed_names[ANIM_OFF], "Off");
    CHECK_STR(anim_speed_names[ANIM_SLOW], "Slow");
    CHECK_STR(anim_speed_names[ANIM_NORMAL], "Normal");
    CHECK_STR(anim_speed_names[ANIM_FAST], "Fast");
    Settings s;
    settings_defaults(&s);
    float factor[ANIM_SPEED_COUNT];
    for (int i = 0; i < ANIM_SPEED_COUNT; i++) {
        s.anim_speed = i;
        factor[i] = settings_anim_factor(&s);
    }
    CHECK(factor[ANIM_OFF] == 0.0f);
    CHECK(factor[ANIM_SLOW] > 0.0f && factor[ANIM_SLOW] < factor[ANIM_NORMAL]);
    CHECK(factor[ANIM_NORMAL] < factor[ANIM_FAST]);
}

static bool file_has(const char *path, const char *fragment)
{
    char err[200];
    char *text = read_text_file(path, 1 << 16, err, sizeof err);
    bool found = text && strstr(text, fragment);
    free(text);
    return found;
}

/* Settings > Window size: a smaller size resizes the window at once and is remembered. */
static void window_size(App *app, const char *dir)
{
    click_widget(app, "Settings");
    CHECK(click_widget(app, "previous: 1280 \u00d7 800"));
    SDL_Surface *frame = app_read_frame(app);
    CHECK(frame != NULL);
    if (frame) {
        CHECK(frame->w < 1280 && frame->h < 800);
        CHECK_INT(frame->w * 10, frame->h * 16); /* the sizes offered keep 16:10 */
        char saved[64], settings[300];
        snprintf(saved, sizeof saved, "window_w=%d\nwindow_h=%d\n", frame->w, frame->h);
        snprintf(settings, sizeof settings, "%s/settings.txt", dir);
        CHECK(file_has(settings, saved));
    }
    SDL_FreeSurface(frame);
    click_widget(app, "Back");
}

/* A click on the board that cannot be played: the view's reason as an error toast, nothing
 * played. (Buyout: a lot clicked before a tile is picked.) */
static void refused_click(App *app)
{
    const GameRules *rules = registry_find("buyout");
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    Match *m = NULL;
    for (uint64_t seed = 1; !m || game_to_move(m->state) != 0; seed++) { /* seat 0 begins */
        match_free(m);
        m = match_new(rules, &opts, seed, seats);
    }
    CHECK(app_show_match(app, m, 0));
    SDL_FreeSurface(app_read_frame(app));
    SDL_Rect board = app_board_area(app);
    int before;
    app_last_toast(app, &before);
    app_click(app, board.x + board.w / 3, board.y + board.h / 3); /* on the city's lots */
    steps(app, 1);
    int after;
    CHECK_STR(app_last_toast(app, &after), "Pick a tile from your hand first");
    CHECK_INT(after, before + 1);
    CHECK_INT(app_match(app)->move_count, 0);
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
}

/* A game's table (GameView.table) reaches the shell: The Estates is laid on a wood of its own, so
 * its board after the lobby makes its table once, its later frames make none, and the lobby
 * after it makes the shell's again. */
static void game_table(App *app)
{
    const GameRules *rules = registry_find("estates");
    UiTable own = view_find("estates")->table, shell = SHELL_TABLE;
    CHECK(own.surface != shell.surface || own.tint != shell.tint);
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    SDL_FreeSurface(app_read_frame(app)); /* the lobby */
    int made = ui_table_made(app->ui);
    CHECK(app_show_match(app, match_new(rules, &opts, 5, seats), 0));
    SDL_FreeSurface(app_read_frame(app));
    CHECK_INT(ui_table_made(app->ui), made + 1);
    steps(app, 3);
    SDL_FreeSurface(app_read_frame(app));
    CHECK_INT(ui_table_made(app->ui), made + 1);
    click_widget(app, "Menu");
    click_widget(app, "Quit to lobby");
    SDL_FreeSurface(app_read_frame(app));
    CHECK_INT(ui_table_made(app->ui), made + 2);
}

int main(void)
{
    char dir[] = "/tmp/moguls-shell-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    if (app) {
        steps(app, 2);
        select_all_in_names(app);
        select_all_in_a_path(app, dir);
        animation_speeds();
        refused_click(app);
        game_table(app);
        window_size(app, dir);
        app_destroy(app);
    }
    check_remove_prefs(dir);
    return check_report("gui_shell");
}
