/* The lobby's boxes: each lid shows its game as its view draws it in play (src/app/lobby_art.c),
 * made on a thread of its own, one at a time, so the lobby shows at once and its frames stay
 * quick, made again for another palette, language or size, and a click on a box still chooses
 * its game. */
#include <stdlib.h>

#include "app_drive.h"
#include "ui/draw_list.h"

/* How many pixels of r differ between two frames. */
static long pixels_differing(const SDL_Surface *a, const SDL_Surface *b, SDL_Rect r)
{
    long count = 0;
    for (int y = r.y; y < r.y + r.h; y++) {
        const Uint32 *pa = (const Uint32 *)((const Uint8 *)a->pixels + (size_t)y * a->pitch);
        const Uint32 *pb = (const Uint32 *)((const Uint8 *)b->pixels + (size_t)y * b->pitch);
        for (int x = r.x; x < r.x + r.w; x++)
            count += pa[x] != pb[x];
    }
    return count;
}

/* Where game i's box was drawn in the last frame. */
static SDL_Rect box_of(App *app, int i)
{
    SDL_Rect r = {0, 0, 0, 0};
    CHECK(app_find_widget(app, app->games[i]->name, &r));
    return r;
}

static int pictures_made(const App *app)
{
    int made = 0;
    for (int i = 0; i < app->game_count; i++)
        made += app->art[i].made;
    return made;
}

/* The first frame makes no picture (the start shows at once) and asks for the next frame; the
 * next starts the first picture on a thread and draws without it; the frame after the thread is
 * done takes it and starts the next; and once all are made, nothing more is made or asked for,
 * each picture as large as its lid asks. */
static void made_on_a_thread(App *app)
{
    CHECK_INT(pictures_made(app), 0);
    app_step(app);
    CHECK_INT(pictures_made(app), 0);
    CHECK(app->ui->frame_requested);
    CHECK(!app->art_job.busy);
    app_step(app);
    CHECK_INT(pictures_made(app), 0);
    CHECK(app->art_job.busy);
    CHECK(app->art_job.thread != NULL);
    CHECK(lobby_art_wait(app));
    app_step(app);
    CHECK_INT(pictures_made(app), 1);
    CHECK(app->art_job.busy); /* the next */
    app_settle(app);
    CHECK_INT(pictures_made(app), app->game_count);
    CHECK(!app->ui->frame_requested);
    CHECK(!app->art_job.busy);
    for (int i = 0; i < app->game_count; i++) {
        int w = 0, h = 0;
        CHECK(app->art[i].texture != NULL);
        SDL_QueryTexture(app->art[i].texture, NULL, NULL, &w, &h);
        CHECK_INT(w, app->art[i].w);
        CHECK_INT(h, app->art[i].h);
        CHECK(w > box_of(app, i).w * 3 / 4);
    }
}

/* Nothing of the window's size is kept beside the window (the software renderer, as here, draws
 * into the window's own pixels): no layer holding the last picture, no texture of the table
 * (it is lit where it shows): the largest texture a lobby frame copies, a lid's picture, is a
 * small part of the window. */
static void nothing_of_the_window_size(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    app_step(app);
    CHECK(!ui_draw_keeps_layer(ui));
    long largest = ui_draw_largest_texture(ui), window = (long)ui->pixel_w * ui->pixel_h;
    CHECK(largest >= (long)app->art[0].w * app->art[0].h); /* the lids' pictures were copied */
    CHECK(largest < window / 8);
}

/* Every box shows a picture of its own: no two lids alike. */
static void lids_differ(App *app)
{
    SDL_Surface *frame = app_read_frame(app);
    for (int i = 0; i < app->game_count; i++)
        for (int j = i + 1; j < app->game_count; j++) {
            SDL_Rect a = box_of(app, i), b = box_of(app, j);
            SDL_Rect top = {0, 0, a.w < b.w ? a.w : b.w, (a.h < b.h ? a.h : b.h) / 2};
            long differ = 0;
            for (int y = 0; y < top.h; y++)
                for (int x = 0; x < top.w; x++) {
                    const Uint8 *row = frame->pixels;
                    Uint32 pa = *(const Uint32 *)(row + (size_t)(a.y + y) * frame->pitch +
                                                  (size_t)(a.x + x) * 4);
                    Uint32 pb = *(const Uint32 *)(row + (size_t)(b.y + y) * frame->pitch +
                                                  (size_t)(b.x + x) * 4);
                    differ += pa != pb;
                }
            if (differ < (long)top.w * top.h / 4)
                fprintf(stderr, "the lids of %s and %s are alike\n", app->games[i]->id,
                        app->games[j]->id);
            CHECK(differ >= (long)top.w * top.h / 4);
        }
    SDL_FreeSurface(frame);
}

/* The lids follow the look the views draw: in the colour-blind palette the seats' colours on
 * every board change (if only a few pixels of a lid: BuyWord shows two small discs), so every
 * lid is made again and changes; back to the default palette, the
 * lids are as they were. */
static void lids_follow_the_palette(App *app)
{
    SDL_Surface *before = app_read_frame(app);
    app->settings.colour_blind = true;
    app_apply_settings(app);
    app_settle(app);
    SDL_Surface *blind = app_read_frame(app);
    for (int i = 0; i < app->game_count; i++) {
        long changed = pixels_differing(before, blind, box_of(app, i));
        if (changed == 0)
            fprintf(stderr, "%s's lid does not change with the palette\n", app->games[i]->id);
        CHECK(changed > 0);
        CHECK(app->art[i].colour_blind);
    }
    app->settings.colour_blind = false;
    app_apply_settings(app);
    app_settle(app);
    SDL_Surface *again = app_read_frame(app);
    CHECK_INT(pixels_differing(before, again, (SDL_Rect){0, 0, again->w, again->h}), 0);
    SDL_FreeSurface(before);
    SDL_FreeSurface(blind);
    SDL_FreeSurface(again);
}

/* Another language or window size makes the pictures again, for it. */
static void lids_follow_language_and_size(App *app)
{
    snprintf(app->settings.language, sizeof app->settings.language, "de");
    app_apply_settings(app);
    app_step(app); /* starts the first picture in German */
    CHECK(lobby_art_wait(app));
    app_step(app); /* takes it */
    CHECK_STR(app->art[0].language, "de");
    CHECK(strcmp(app->art[1].language, "de") != 0); /* the one being made */
    app_settle(app);
    CHECK_STR(app->art[app->game_count - 1].language, "de");
    int w = app->art[0].w;
    SDL_SetWindowSize(app->ui->window, 1920, 1080);
    ui_update_layout(app->ui);
    app_settle(app);
    CHECK(app->art[0].w > w);
    CHECK_INT(app->art[0].w, app->art[app->game_count - 1].w);
}

/* The pictures dropped while one is being made (the renderer lost its textures): the thread's
 * picture is not taken, and they are all made again. */
static void dropped_while_making(App *app)
{
    lobby_art_free(app);
    app_step(app);
    CHECK(app->art_job.busy);
    lobby_art_free(app);
    CHECK(!app->art_job.busy);
    CHECK_INT(pictures_made(app), 0);
    app_settle(app);
    CHECK_INT(pictures_made(app), app->game_count);
}

/* A click on a box chooses its game: the setup below is that game's. */
static void click_chooses(App *app)
{
    for (int i = app->game_count - 1; i >= 0; i--) {
        click_widget(app, app->games[i]->name);
        CHECK_INT(app->selected, i);
    }
}

int main(void)
{
    setenv("LANGUAGE", "en", 1);
    char dir[] = "/tmp/moguls-lobby-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    App *app = open_test_app((AppOptions){0}, dir);
    if (!app)
        return 1;
    CHECK(app->game_count >= 5);
    made_on_a_thread(app);
    nothing_of_the_window_size(app);
    lids_differ(app);
    dropped_while_making(app);
    lids_follow_the_palette(app);
    click_chooses(app);
    lids_follow_language_and_size(app);
    close_test_app(app, dir);
    return check_report("gui_lobby");
}
