/* Drawing only what changed (src/ui/draw_list.h) shows the picture a whole redraw shows. For every
 * game, through a game played by random moves: after each move, in the middle of its animation,
 * under the mouse at several places, after a resize and in another language, the frame drawn
 * from the last one is compared pixel for pixel with the same frame drawn whole. A frame where
 * nothing changed rasterises nothing, and a hover rasterises less than the window.
 *
 * And the text kit's kept measurements and wrapped lines: the same as measuring anew. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "ai/bot.h"
#include "app/view.h"
#include "app_drive.h"
#include "check.h"
#include "core/registry.h"
#include "core/rng.h"
#include "ui/sprite.h"

#define MOVES 24 /* moves played in each game */

static int pictures_compared;

static bool same_picture(const SDL_Surface *a, const SDL_Surface *b)
{
    if (!a || !b || a->w != b->w || a->h != b->h || a->pitch != b->pitch)
        return false;
    return !memcmp(a->pixels, b->pixels, (size_t)a->pitch * (size_t)a->h);
}

/* Whether two pictures differ by at most `levels` in any channel of any pixel (a blend rounds
 * apart from a stretch done in the same blit by a level or two). */
static bool near_picture(const SDL_Surface *a, const SDL_Surface *b, int levels)
{
    if (!a || !b || a->w != b->w || a->h != b->h || a->pitch != b->pitch)
        return false;
    const Uint8 *p = a->pixels, *q = b->pixels;
    for (size_t i = 0; i < (size_t)a->pitch * (size_t)a->h; i++)
        if (abs(p[i] - q[i]) > levels)
            return false;
    return true;
}

/* The frame as it stands drawn from the last one, then drawn whole: the same picture. Returns
 * how many pixels the first one rasterised. */
static long check_frame(App *app, const char *game, const char *when, int move)
{
    SDL_Surface *kept = app_read_frame(app);
    long redrawn = ui_draw_last_pixels(app->ui);
    ui_draw_redraw_all(app->ui);
    SDL_Surface *whole = app_read_frame(app);
    bool same = same_picture(kept, whole);
    if (!same)
        fprintf(stderr,
                "%s, move %d, %s: the frame drawn where it changed differs from the "
                "frame drawn whole\n",
                game, move, when);
    CHECK(same);
    pictures_compared++;
    SDL_FreeSurface(kept);
    SDL_FreeSurface(whole);
    return redrawn;
}

/* A match of human seats (nothing moves by itself). */
static Match *human_match(const GameRules *rules)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    for (int i = 0; i < MAX_SEATS; i++)
        seats[i].bot = false;
    return match_new(rules, &opts, 41, seats);
}

/* A frame that changes nothing rasterises nothing; the mouse moving over the board redraws what
 * its highlight changes, less than the window. */
static void check_nothing_redrawn(App *app)
{
    SDL_FreeSurface(app_read_frame(app));
    SDL_FreeSurface(app_read_frame(app));
    CHECK_INT(ui_draw_last_pixels(app->ui), 0);
}

static void play_game(App *app, const GameRules *rules)
{
    double clock = 10.0;
    app_stop_clock(app, clock);
    CHECK(app_show_match(app, human_match(rules), 0));
    Rng rng;
    rng_seed(&rng, 5);
    check_frame(app, rules->id, "at the start", 0);
    check_nothing_redrawn(app);
    for (int k = 1; k <= MOVES && !game_over(app_match(app)->state); k++) {
        char move[MOVE_MAX];
        CHECK(bot_random_move(app_match(app)->state, &rng, move));
        app->viewer = game_to_move(app_match(app)->state);
        CHECK(app_play_move(app, move));
        check_frame(app, rules->id, "as the move is played", k);
        app_stop_clock(app, clock += 0.2);
        check_frame(app, rules->id, "in its animation", k);
        SDL_Rect board = app_board_area(app);
        mouse_at(app, board.x + board.w * (1 + 3 * k % 8) / 9,
                 board.y + board.h * (1 + 5 * k % 7) / 8);
        check_frame(app, rules->id, "under the mouse", k);
        app_stop_clock(app, clock += 0.6); /* a tooltip shows */
        check_frame(app, rules->id, "with a tooltip", k);
        mouse_at(app, 0, 0);
        app_stop_clock(app, clock += 5.0); /* every animation is over */
        if (app->holding)
            game_release_hold(app);
        check_frame(app, rules->id, "at rest", k);
    }
    check_nothing_redrawn(app);
    game_close(app, false);
    app_set_scene(app, SCENE_LOBBY);
}

/* The lobby, after a resize and in another language. */
static void lobby_changes(App *app)
{
    app_stop_clock(app, 1.0);
    app_settle(app); /* the boxes' pictures made, one a frame */
    check_frame(app, "lobby", "at the start", 0);
    check_nothing_redrawn(app);
    mouse_at(app, 300, 300); /* over the first game's card */
    long redrawn = check_frame(app, "lobby", "under the mouse", 0);
    CHECK(redrawn > 0 && redrawn < (long)app->ui->pixel_w * app->ui->pixel_h / 4);
    SDL_SetWindowSize(app->ui->window, 1024, 640);
    ui_update_layout(app->ui);
    app_settle(app);
    check_frame(app, "lobby", "after a resize", 0);
    snprintf(app->settings.language, sizeof app->settings.language, "de");
    app_apply_settings(app);
    app_settle(app);
    check_frame(app, "lobby", "in German", 0);
    snprintf(app->settings.language, sizeof app->settings.language, "en");
    app_apply_settings(app);
    app_settle(app);
    check_frame(app, "lobby", "in English again", 0);
    SDL_SetWindowSize(app->ui->window, 1280, 800);
    ui_update_layout(app->ui);
}

/* A resize draws its first frame from the sprites made for the old size, stretched, where every
 * sprite was rasterised again inside that frame; the next frame shows each at its new size, made
 * by the sprite cache's worker: neither rasterises one itself. */
static void resize_waits_for_no_rasteriser(App *app, const GameRules *rules)
{
    app_stop_clock(app, 1.0);
    CHECK(app_show_match(app, human_match(rules), 0));
    app_settle(app);
    SDL_SetWindowSize(app->ui->window, 1024, 640);
    ui_update_layout(app->ui);
    int before = ui_sprites_rasterised(app->ui->sprites);
    app_step(app);
    CHECK_INT(ui_sprites_rasterised(app->ui->sprites) - before, 0);
    check_frame(app, rules->id, "after a resize", 0); /* read back: every sprite at its size */
    CHECK_INT(ui_sprites_rasterised(app->ui->sprites) - before, 0);
    SDL_SetWindowSize(app->ui->window, 1280, 800);
    ui_update_layout(app->ui);
    game_close(app, false);
    app_set_scene(app, SCENE_LOBBY);
}

/* What a later opaque fill paints over is not drawn: a background under a window-wide backdrop,
 * a shade under a panel, the backdrop under the panel; only what shows past the panel's edge is
 * drawn. */
static void hidden_not_drawn(App *app)
{
    Ui *ui = app->ui;
    const long w = ui->pixel_w, h = ui->pixel_h;
    const SDL_Rect window = {0, 0, (int)w, (int)h};
    ui_draw_redraw_all(ui);
    ui_draw_begin(ui);
    ui_draw_fill(ui, window, ui_rgba(0x102030, 255), SDL_BLENDMODE_NONE);
    ui_draw_fill(ui, window, ui_rgba(0x203040, 255), SDL_BLENDMODE_BLEND);
    ui_draw_fill(ui, (SDL_Rect){200, 200, 50, 50}, ui_rgba(0xffffff, 90), SDL_BLENDMODE_BLEND);
    ui_draw_fill(ui, (SDL_Rect){90, 100, 20, 300}, ui_rgba(0x000000, 40), SDL_BLENDMODE_BLEND);
    ui_draw_fill(ui, (SDL_Rect){100, 100, 400, 300}, ui_rgba(0x405060, 255), SDL_BLENDMODE_NONE);
    ui_draw_end(ui);
    /* the backdrop around the panel, the part of the shade left of the panel, and the panel */
    CHECK_INT(ui_draw_last_painted(ui), (w * h - 400 * 300) + 10 * 300 + 400 * 300);
    ui_draw_redraw_all(ui);
}

/* A blending texture of the pixels of `s` (freed), its opaque part noted. */
static SDL_Texture *blending_texture(Ui *ui, SDL_Surface *s)
{
    SDL_Texture *t = SDL_CreateTextureFromSurface(ui->renderer, s);
    CHECK(t != NULL);
    ui_draw_note_opaque(t, s);
    SDL_FreeSurface(s);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* A 100x100 texture, clear in a 10-pixel border and opaque white inside it, its opaque part
 * noted. */
static SDL_Texture *framed_square(Ui *ui)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 100, 100, 32, SDL_PIXELFORMAT_ARGB8888);
    CHECK(s != NULL);
    SDL_FillRect(s, NULL, SDL_MapRGBA(s->format, 255, 255, 255, 0));
    SDL_FillRect(s, &(SDL_Rect){10, 10, 80, 80}, SDL_MapRGBA(s->format, 255, 255, 255, 255));
    return blending_texture(ui, s);
}

/* One frame of a backdrop, a shadow and the square over it, copied at `alpha`; returns the
 * pixels painted. */
static long draw_square_on_shadow(Ui *ui, SDL_Texture *square, Uint8 alpha)
{
    ui_draw_redraw_all(ui);
    ui_draw_begin(ui);
    ui_draw_fill(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x203040, 255),
                 SDL_BLENDMODE_NONE);
    ui_draw_fill(ui, (SDL_Rect){200, 200, 100, 100}, ui_rgba(0x000000, 40), SDL_BLENDMODE_BLEND);
    SDL_SetTextureColorMod(square, 255, 0, 0);
    SDL_SetTextureAlphaMod(square, alpha);
    ui_draw_copy(ui, square, NULL, (SDL_Rect){200, 200, 100, 100}, 0.0);
    ui_draw_end(ui);
    return ui_draw_last_painted(ui);
}

/* What the opaque inside of a copied texture hides is not drawn (the backdrop and the shadow
 * under it), and it shows the texture's own colour; a copy at less than full alpha hides
 * nothing. */
static void opaque_inside_hides(App *app)
{
    Ui *ui = app->ui;
    const long window = (long)ui->pixel_w * ui->pixel_h, inside = 80 * 80;
    SDL_Texture *square = framed_square(ui);
    CHECK_INT(draw_square_on_shadow(ui, square, 255),
              (window - inside) + (100 * 100 - inside) + 100 * 100);
    Uint32 centre = 0;
    CHECK(SDL_RenderReadPixels(ui->renderer, &(SDL_Rect){250, 250, 1, 1}, SDL_PIXELFORMAT_ARGB8888,
                               &centre, 4) == 0);
    CHECK_INT(centre & 0xffffff, 0xff0000);
    CHECK_INT(draw_square_on_shadow(ui, square, 200), window + 100 * 100 + 100 * 100);
    SDL_DestroyTexture(square);
    ui_draw_redraw_all(ui);
}

/* Begins a frame painted over with an opaque backdrop. */
static void begin_on_backdrop(Ui *ui)
{
    ui_draw_begin(ui);
    ui_draw_fill(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x203040, 255),
                 SDL_BLENDMODE_NONE);
}

/* One frame of a backdrop and two crossing bars in `colour`. */
static void draw_cross(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    ui_draw_fill(ui, (SDL_Rect){100, 300, 400, 20}, ui_rgba(colour, 255), SDL_BLENDMODE_BLEND);
    ui_draw_fill(ui, (SDL_Rect){300, 100, 20, 400}, ui_rgba(colour, 255), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

/* A frame drawn by `draw` in white, then in red: the second redraws exactly `pixels`. */
static void check_recoloured(App *app, void (*draw)(Ui *, unsigned), long pixels)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw(ui, 0xffffff);
    draw(ui, 0xff0000);
    CHECK_INT(ui_draw_last_pixels(ui), pixels);
    ui_draw_redraw_all(ui);
}

/* Two changes that cross are redrawn apart, not as the square around them. */
static void crossing_changes_apart(App *app)
{
    check_recoloured(app, draw_cross, 2 * 400 * 20);
}

/* One frame of a backdrop and a row of 300 small squares, with `extra` more squares drawn in a
 * corner after the first ten (a hover highlighting many things at once). */
static void draw_row(Ui *ui, int extra)
{
    begin_on_backdrop(ui);
    for (int i = 0; i < 300; i++) {
        if (i == 10)
            for (int k = 0; k < extra; k++)
                ui_draw_fill(ui, (SDL_Rect){k % 20, k / 20, 1, 1}, ui_rgba(0xffffff, 255),
                             SDL_BLENDMODE_NONE);
        ui_draw_fill(ui, (SDL_Rect){20 + 4 * i % 1000, 100 + 4 * i / 1000 * 4, 3, 3},
                     ui_rgba(0xff0000, 255), SDL_BLENDMODE_NONE);
    }
    ui_draw_end(ui);
}

/* Many operations added in the middle of a frame redraw where they are, not everything drawn
 * after them. */
static void many_added_redraw_only_them(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_row(ui, 0);
    draw_row(ui, 200);
    CHECK_INT(ui_draw_last_pixels(ui), 20 * 10);
    draw_row(ui, 0);
    CHECK_INT(ui_draw_last_pixels(ui), 20 * 10);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop, 32 pairs of 10 x 10 squares two pixels apart, then 32 squares on
 * their own below them, all in `colour`: 96 changes when the colour changes. */
static void draw_pairs_then_singles(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    for (int i = 0; i < 32; i++) {
        int x = 20 + 80 * (i % 8), y = 20 + 40 * (i / 8);
        ui_draw_fill(ui, (SDL_Rect){x, y, 10, 10}, ui_rgba(colour, 255), SDL_BLENDMODE_NONE);
        ui_draw_fill(ui, (SDL_Rect){x + 12, y, 10, 10}, ui_rgba(colour, 255), SDL_BLENDMODE_NONE);
    }
    for (int i = 0; i < 32; i++)
        ui_draw_fill(ui, (SDL_Rect){20 + 80 * (i % 8), 300 + 60 * (i / 8), 10, 10},
                     ui_rgba(colour, 255), SDL_BLENDMODE_NONE);
    ui_draw_end(ui);
}

/* More changes than rectangles redrawn are merged where merging adds the fewest pixels, whatever
 * order they came in: each pair's squares into one rectangle (22 x 10) and the singles alone.
 * Merged as they came, the first change past the 64th rectangle was merged with a square far
 * away, and that one with others, over most of the window. */
static void scattered_changes_merged_closely(App *app)
{
    check_recoloured(app, draw_pairs_then_singles, 32 * 22 * 10 + 32 * 10 * 10);
}

/* One frame of a backdrop, a long one-coloured line (triangles) and a small square across it. */
static void draw_line_and_square(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    ui_line(ui, 50.0f, 300.5f, 650.0f, 300.5f, 3.0f, ui_rgba(0xf0e0d0, 230));
    ui_draw_fill(ui, (SDL_Rect){300, 290, 20, 20}, ui_rgba(colour, 255), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

static SDL_Surface *read_picture(Ui *ui)
{
    SDL_Surface *s =
        SDL_CreateRGBSurfaceWithFormat(0, ui->pixel_w, ui->pixel_h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s)
        SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    return s;
}

/* The opaque fills of a frame, drawn by the kit and by SDL_RenderFillRect. */
static const struct {
    SDL_Rect r;
    Uint32 rgb;
} opaque_fills[] = {
    {{0, 0, 0, 0}, 0x123457},         /* the window (its size set at the draw) */
    {{100, 100, 400, 300}, 0x2d2621}, /* a panel */
    {{700, 500, 100, 100}, 0xfe01a3}, /* small, in a colour of its own: left to SDL */
    {{600, 100, 40, 40}, 0x2d2621},   /* small, in the panel's colour (the second frame) */
};

/* A translucent fill over the panel, after the first `count` opaque fills. */
static const SDL_Rect veil = {150, 150, 200, 40};

static void kit_fills(Ui *ui, size_t count)
{
    ui_draw_begin(ui);
    for (size_t i = 0; i < count; i++) {
        SDL_Rect r = i == 0 ? (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h} : opaque_fills[i].r;
        ui_draw_fill(ui, r, ui_rgba(opaque_fills[i].rgb, 255), SDL_BLENDMODE_NONE);
    }
    ui_draw_fill(ui, veil, ui_rgba(0xffffff, 90), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

/* The same picture as kit_fills', from SDL's own fills. */
static SDL_Surface *sdl_fills(Ui *ui, size_t count)
{
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_NONE);
    for (size_t i = 0; i < count; i++) {
        SDL_Color c = ui_rgba(opaque_fills[i].rgb, 255);
        SDL_SetRenderDrawColor(ui->renderer, c.r, c.g, c.b, c.a);
        SDL_RenderFillRect(ui->renderer, i == 0 ? NULL : &opaque_fills[i].r);
    }
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(ui->renderer, 255, 255, 255, 90);
    SDL_RenderFillRect(ui->renderer, &veil);
    return read_picture(ui);
}

/* Large opaque fills are copied from rows of their colour (SDL's own fill writes past the
 * cache), and so are small ones in a colour whose rows are kept; other small ones are SDL's. The
 * picture is the one SDL's fills make. */
static void opaque_fills_copied(App *app)
{
    Ui *ui = app->ui;
    const long w = ui->pixel_w, h = ui->pixel_h;
    ui_draw_redraw_all(ui);
    kit_fills(ui, 3);
    /* every pixel but the small fill's: the backdrop around the panel, and the panel */
    CHECK_INT(ui_draw_last_banded(ui), w * h - 100 * 100);
    /* the next frame adds a small fill in the panel's colour: it alone is redrawn, copied */
    kit_fills(ui, 4);
    CHECK_INT(ui_draw_last_pixels(ui), 40 * 40);
    CHECK_INT(ui_draw_last_banded(ui), 40 * 40);
    SDL_Surface *kit = read_picture(ui);
    SDL_Surface *sdl = sdl_fills(ui, 4);
    CHECK(same_picture(kit, sdl));
    SDL_FreeSurface(kit);
    SDL_FreeSurface(sdl);
    ui_draw_redraw_all(ui);
}

/* Triangles of one colour are redrawn only where a change touches them, and the part redrawn
 * matches the rest: the picture is the one drawn whole. */
static void one_colour_triangles_in_part(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_line_and_square(ui, 0xffffff);
    draw_line_and_square(ui, 0x00ff00);
    CHECK_INT(ui_draw_last_pixels(ui), 20 * 20);
    SDL_Surface *part = read_picture(ui);
    ui_draw_redraw_all(ui);
    draw_line_and_square(ui, 0x00ff00);
    SDL_Surface *whole = read_picture(ui);
    CHECK(same_picture(part, whole));
    SDL_FreeSurface(part);
    SDL_FreeSurface(whole);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop, a header-wide gradient (opaque, then a translucent fade) and a small
 * square over it in `colour`. */
static void draw_gradient_and_square(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    ui_gradient_rect(ui, (SDL_Rect){0, 0, 900, 80}, ui_rgba(0x2b231d, 255), ui_rgba(0x1a1410, 255));
    ui_gradient_rect(ui, (SDL_Rect){100, 200, 300, 40}, ui_rgba(0x3a2e26, 230),
                     ui_rgba(0x3a2e26, 0));
    ui_draw_fill(ui, (SDL_Rect){300, 30, 20, 20}, ui_rgba(colour, 255), SDL_BLENDMODE_BLEND);
    ui_draw_fill(ui, (SDL_Rect){200, 210, 20, 20}, ui_rgba(colour, 160), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

/* A gradient is redrawn only where a change over it touches it (a status line changing in the
 * header redrew the whole header), and the part redrawn matches the rest. */
static void gradients_in_part(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_gradient_and_square(ui, 0xffffff);
    draw_gradient_and_square(ui, 0x00ff00);
    CHECK_INT(ui_draw_last_pixels(ui), 2 * 20 * 20);
    SDL_Surface *part = read_picture(ui);
    ui_draw_redraw_all(ui);
    draw_gradient_and_square(ui, 0x00ff00);
    SDL_Surface *whole = read_picture(ui);
    CHECK(same_picture(part, whole));
    SDL_FreeSurface(part);
    SDL_FreeSurface(whole);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop, the square icon drawn wider than tall and a small square over its
 * middle in `colour`. */
static void draw_wide_sprite_and_square(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    CHECK(ui_sprite(ui, "icon.svg", (SDL_Rect){100, 100, 136, 104}));
    ui_draw_fill(ui, (SDL_Rect){160, 140, 16, 16}, ui_rgba(colour, 255), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

/* An SVG drawn at a size unlike its proportions is stretched to it once, as the renderer
 * stretched it at every copy: the same picture (to a level of rounding), and a change over it
 * redraws only itself, not the whole sprite (a stretched copy is redrawn whole). */
static void stretched_sprites_once(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_wide_sprite_and_square(ui, 0xffffff);
    draw_wide_sprite_and_square(ui, 0x00ff00);
    CHECK_INT(ui_draw_last_pixels(ui), 16 * 16);
    SDL_Surface *once = read_picture(ui);
    /* the same frame with the icon rasterised in its proportions and stretched by the copy */
    char path[1400];
    snprintf(path, sizeof path, "%s/assets/icon.svg", ui->data_dir);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    CHECK(rw != NULL);
    SDL_Surface *square = IMG_LoadSizedSVG_RW(rw, 136, 104);
    SDL_RWclose(rw);
    CHECK(square != NULL && square->w == 104 && square->h == 104);
    SDL_Texture *t = SDL_CreateTextureFromSurface(ui->renderer, square);
    SDL_FreeSurface(square);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    ui_draw_redraw_all(ui);
    begin_on_backdrop(ui);
    ui_draw_copy(ui, t, NULL, (SDL_Rect){100, 100, 136, 104}, 0.0);
    ui_draw_fill(ui, (SDL_Rect){160, 140, 16, 16}, ui_rgba(0x00ff00, 255), SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
    SDL_Surface *each_copy = read_picture(ui);
    CHECK(near_picture(once, each_copy, 2));
    SDL_DestroyTexture(t);
    SDL_FreeSurface(once);
    SDL_FreeSurface(each_copy);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop and a panel: its border in `colour` drawn as a filled rectangle under
 * its inside (as a kit's rounded card and a board's quarters are), a line of text-like marks on
 * it. */
static void draw_bordered_panel(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    ui_draw_fill(ui, (SDL_Rect){100, 100, 400, 300}, ui_rgba(colour, 255), SDL_BLENDMODE_NONE);
    ui_draw_fill(ui, (SDL_Rect){104, 104, 392, 292}, ui_rgba(0x2d2621, 255), SDL_BLENDMODE_NONE);
    for (int i = 0; i < 20; i++)
        ui_draw_fill(ui, (SDL_Rect){120 + 15 * i, 200, 10, 10}, ui_rgba(0xf3efe6, 200),
                     SDL_BLENDMODE_BLEND);
    ui_draw_end(ui);
}

/* A change under what an opaque operation drawn later paints over changes nothing there: a
 * panel's border in a new colour redraws the border, not the panel inside it. */
static void changes_under_covers_not_redrawn(App *app)
{
    check_recoloured(app, draw_bordered_panel, 400 * 300 - 392 * 292);
}

/* One frame of a backdrop, a bordered panel (its border a fill under its inside) and three
 * framed squares in a row on it (framed_square: opaque inside a clear border). */
static void draw_squares_on_panel(Ui *ui, SDL_Texture *square)
{
    ui_draw_redraw_all(ui);
    begin_on_backdrop(ui);
    ui_draw_fill(ui, (SDL_Rect){100, 100, 400, 300}, ui_rgba(0xf2b84b, 255), SDL_BLENDMODE_NONE);
    ui_draw_fill(ui, (SDL_Rect){104, 104, 392, 292}, ui_rgba(0x5a5034, 255), SDL_BLENDMODE_NONE);
    SDL_SetTextureColorMod(square, 255, 255, 255);
    SDL_SetTextureAlphaMod(square, 255);
    for (int i = 0; i < 3; i++)
        ui_draw_copy(ui, square, NULL, (SDL_Rect){150 + 110 * i, 200, 100, 100}, 0.0);
    ui_draw_end(ui);
}

/* A panel's border drawn as a fill under its inside is hidden by the inside before the cards on
 * the panel cut it into pieces: only its rim is painted (Mint Bid's quarters, whose border fill
 * was painted whole under the cards and the inside: 2.4M pixels painted for a 1.0M-pixel frame
 * at 1920x1080, 1.7M now). */
static void border_hidden_before_cards_cut_it(App *app)
{
    Ui *ui = app->ui;
    const long window = (long)ui->pixel_w * ui->pixel_h, inside = 80 * 80;
    SDL_Texture *square = framed_square(ui);
    draw_squares_on_panel(ui, square);
    CHECK_INT(ui_draw_last_painted(ui), (window - 400 * 300) + (400 * 300 - 392 * 292) +
                                            (392 * 292 - 3 * inside) + 3 * 100 * 100);
    SDL_DestroyTexture(square);
    ui_draw_redraw_all(ui);
}

/* A 100x100 texture whose every pixel differs: half-transparent in a 10-pixel border, opaque
 * inside it, its opaque part noted. */
static SDL_Texture *patterned_square(Ui *ui)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 100, 100, 32, SDL_PIXELFORMAT_ARGB8888);
    CHECK(s != NULL);
    for (int y = 0; y < 100; y++)
        for (int x = 0; x < 100; x++) {
            bool rim = x < 10 || y < 10 || x >= 90 || y >= 90;
            ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x] =
                SDL_MapRGBA(s->format, (Uint8)(x * 2), (Uint8)(y * 2), (Uint8)(x + y),
                            rim ? (Uint8)(60 + x + y) : 255);
        }
    return blending_texture(ui, s);
}

/* A copy at full alpha, untinted, has its texture's opaque part copied without blending and
 * only its rim blended, with the picture of SDL's copy blended whole; a tinted copy is blended
 * whole. */
static void opaque_part_copied_unblended(App *app)
{
    Ui *ui = app->ui;
    SDL_Texture *square = patterned_square(ui);
    SDL_Rect at = {203, 157, 100, 100};
    for (int tinted = 0; tinted < 2; tinted++) {
        SDL_SetTextureColorMod(square, 255, tinted ? 200 : 255, 255);
        ui_draw_redraw_all(ui);
        begin_on_backdrop(ui);
        ui_draw_copy(ui, square, NULL, at, 0.0);
        ui_draw_end(ui);
        CHECK_INT(ui_draw_last_unblended(ui), tinted ? 0 : 80 * 80);
        SDL_Surface *kit = read_picture(ui);
        SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(ui->renderer, 0x20, 0x30, 0x40, 255);
        SDL_RenderFillRect(ui->renderer, NULL);
        SDL_RenderCopy(ui->renderer, square, NULL, &at);
        SDL_Surface *sdl = read_picture(ui);
        CHECK(same_picture(kit, sdl));
        SDL_FreeSurface(kit);
        SDL_FreeSurface(sdl);
    }
    SDL_DestroyTexture(square);
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop with rings of two sizes at several places: through ui_ring, or as
 * the triangles it stands for, blended where drawn. */
static void draw_rings(Ui *ui, bool as_triangles)
{
    begin_on_backdrop(ui);
    ui_fill_rect(ui, (SDL_Rect){50, 50, 300, 80}, ui_rgba(0xf3efe6, 255));
    for (int i = 0; i < 6; i++) {
        int cx = 60 + 47 * i, cy = 90 + 7 * i, radius = i % 2 ? 21 : 9;
        SDL_Color c = ui_rgba(0xf2c14e, i % 3 ? 200 : 255);
        if (!as_triangles) {
            ui_ring(ui, cx, cy, radius, 3, c);
            continue;
        }
        enum { SEGMENTS = 64 };
        SDL_Vertex v[2 * (SEGMENTS + 1)];
        int idx[6 * SEGMENTS];
        for (int k = 0; k <= SEGMENTS; k++) {
            float a = (float)k / SEGMENTS * 6.2831853f;
            v[2 * k] = (SDL_Vertex){{cx + cosf(a) * radius, cy + sinf(a) * radius}, c, {0, 0}};
            v[2 * k + 1] =
                (SDL_Vertex){{cx + cosf(a) * (radius - 3), cy + sinf(a) * (radius - 3)}, c, {0, 0}};
        }
        for (int k = 0; k < SEGMENTS; k++) {
            int *q = idx + 6 * k, b = 2 * k;
            q[0] = b, q[1] = b + 1, q[2] = b + 2, q[3] = b + 1, q[4] = b + 3, q[5] = b + 2;
        }
        ui_draw_geometry(ui, v, 2 * (SEGMENTS + 1), idx, 6 * SEGMENTS);
    }
    ui_draw_end(ui);
}

/* A ring is rasterised once for its size and colour and copied since, frame after frame and
 * wherever it is drawn: the picture its triangles give. */
static void rings_rasterised_once(App *app)
{
    Ui *ui = app->ui;
    ui_flush_caches(ui);
    ui_draw_end(ui);
    draw_rings(ui, true);
    SDL_Surface *triangles = read_picture(ui);
    for (int frame = 0; frame < 3; frame++) {
        ui_draw_redraw_all(ui);
        draw_rings(ui, false);
    }
    CHECK_INT(ui->ring_count, 4); /* two radii, two alphas */
    SDL_Surface *copied = read_picture(ui);
    CHECK(same_picture(triangles, copied));
    SDL_FreeSurface(triangles);
    SDL_FreeSurface(copied);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop, a disc that stays and a veil of colour `shade` beside it. */
static void draw_fading_shadow(Ui *ui, int shade)
{
    ui_begin_frame(ui);
    begin_on_backdrop(ui);
    ui_fill_circle(ui, 100, 100, 20, ui_rgba(0xc86432, 255));
    ui_fill_circle(ui, 300, 100, 20, ui_rgba((unsigned)shade, 128));
    ui_draw_end(ui);
    ui_end_frame(ui);
}

/* A veil changing through many shades (a shadow fading) fills the kept discs: the discs the
 * frame draws stay when the others are dropped, so no frame redraws more than the veil. */
static void fading_shadows_redraw_only_them(App *app)
{
    Ui *ui = app->ui;
    ui_flush_caches(ui);
    draw_fading_shadow(ui, 0);
    SDL_Texture *kept = ui_tinted_disc(ui, 20, ui_rgba(0xc86432, 255));
    long most = 0;
    for (int shade = 1; shade < UI_TINTED_DISCS; shade++) {
        draw_fading_shadow(ui, shade);
        if (ui_draw_last_pixels(ui) > most)
            most = ui_draw_last_pixels(ui);
    }
    CHECK(ui->tinted_count < UI_TINTED_DISCS * 3 / 4);
    CHECK(ui_tinted_disc(ui, 20, ui_rgba(0xc86432, 255)) == kept);
    CHECK_INT(most, 40 * 40);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop and 40 squares apart, in `colour`. */
static void draw_squares(Ui *ui, unsigned colour)
{
    begin_on_backdrop(ui);
    for (int i = 0; i < 40; i++)
        ui_draw_fill(ui, (SDL_Rect){20 + 100 * (i % 8), 20 + 100 * (i / 8), 10, 10},
                     ui_rgba(colour, 255), SDL_BLENDMODE_NONE);
    ui_draw_end(ui);
}

/* Forty changes apart (a new move touching the board, the cards, the header and the log) are
 * redrawn as forty small rectangles, not merged into boxes around them. */
static void many_changes_apart(App *app)
{
    check_recoloured(app, draw_squares, 40 * 10 * 10);
}

/* The software renderer's window keeps its pixels: only what changed is drawn in it, and what
 * was drawn into it outside a frame is painted over by the next one. */
static void window_gets_only_changes(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_cross(ui, 0xffffff);
    CHECK_INT(ui_draw_last_copied(ui), (long)ui->pixel_w * ui->pixel_h);
    draw_cross(ui, 0xff0000);
    CHECK_INT(ui_draw_last_copied(ui), 2 * 400 * 20);
    SDL_Surface *kept = read_picture(ui);
    ui_draw_fill(ui, (SDL_Rect){600, 50, 100, 100}, ui_rgba(0x00ff00, 255), SDL_BLENDMODE_NONE);
    draw_cross(ui, 0xff0000); /* nothing changed in the frame */
    SDL_Surface *after = read_picture(ui);
    CHECK(same_picture(kept, after));
    ui_draw_redraw_all(ui);
    draw_cross(ui, 0xff0000);
    SDL_Surface *whole = read_picture(ui);
    CHECK(same_picture(kept, whole));
    SDL_FreeSurface(kept);
    SDL_FreeSurface(after);
    SDL_FreeSurface(whole);
    ui_draw_redraw_all(ui);
}

/* Sizes and wrapped heights kept by the text kit equal those measured anew: every prefix of a
 * sentence measured, the kept sizes read back in another order, then measured again after the
 * kept ones were pushed out by many other strings. */
static void text_caches_agree(App *app)
{
    Ui *ui = app->ui;
    const char *sentence = "Ana buys 3 shares of Sapphire for $1,200 and merges Ruby into it.";
    size_t n = strlen(sentence);
    UiTextStyle style = ui_style(UI_FONT_REGULAR, 17, ui_colour(UI_TEXT));
    int widths[128], heights[128], w, h;
    char prefix[128];
    for (size_t i = 1; i <= n; i++) {
        snprintf(prefix, sizeof prefix, "%.*s", (int)i, sentence);
        ui_text_size(ui, prefix, style, &widths[i], &heights[i]);
    }
    int wrapped[8];
    for (int k = 0; k < 8; k++)
        wrapped[k] = ui_text_wrapped(ui, sentence, style, 0, 0, 60 + 40 * k, 0, false);
    for (size_t i = n; i >= 1; i--) { /* kept */
        snprintf(prefix, sizeof prefix, "%.*s", (int)i, sentence);
        ui_text_size(ui, prefix, style, &w, &h);
        CHECK(w == widths[i] && h == heights[i]);
    }
    char other[64];
    for (int i = 0; i < 5000; i++) { /* every kept size pushed out */
        snprintf(other, sizeof other, "filler %d", i);
        ui_text_size(ui, other, style, &w, &h);
        ui_text_wrapped(ui, other, style, 0, 0, 50, 0, false);
    }
    for (size_t i = 1; i <= n; i++) {
        snprintf(prefix, sizeof prefix, "%.*s", (int)i, sentence);
        ui_text_size(ui, prefix, style, &w, &h);
        CHECK(w == widths[i] && h == heights[i]);
        CHECK(i == 1 || w >= widths[i - 1]);
    }
    int line_h = ui_text_line_height(ui, style) + style.size / 6;
    for (int k = 0; k < 8; k++) {
        CHECK_INT(ui_text_wrapped(ui, sentence, style, 0, 0, 60 + 40 * k, 0, false), wrapped[k]);
        /* as many lines as the words need: the widest width takes the sentence in fewer */
        CHECK(wrapped[k] % line_h == 0 && (k == 0 || wrapped[k] <= wrapped[k - 1]));
    }
    CHECK_INT(ui_text_wrapped(ui, sentence, style, 0, 0, widths[n], 0, false), line_h);
}

/* One frame of a backdrop and `text` at (40, 40) in a colour; returns the window's picture. */
static SDL_Surface *draw_text_frame(Ui *ui, const char *text, UiTextStyle style)
{
    ui_draw_redraw_all(ui);
    begin_on_backdrop(ui);
    ui_text(ui, text, style, 40, 40, 0);
    ui_draw_end(ui);
    return read_picture(ui);
}

/* Fonts opened at more sizes than are kept open at once (a window resized many times, or several
 * boards at two sizes, as `moguls bench app` draws them) close the one asked for longest ago, and
 * the strings already made stay: drawn again, none is shaped. Closing every font emptied the
 * strings too, and the next frame shaped the whole window's text again (BuyWord's 1920x1080
 * frame after the others' boards: 68 strings, 9-15 ms). The picture is the same. */
static void many_sizes_keep_strings(App *app)
{
    Ui *ui = app->ui;
    const char *line = "Ada sells BRAVO for $16";
    UiTextStyle style = ui_style(UI_FONT_BOLD, 21, ui_colour(UI_GOLD));
    ui_text_flush(ui->text);
    SDL_Surface *first = draw_text_frame(ui, line, style);
    long before = ui_text_shaped(ui->text);
    for (int size = 8; size < 8 + 2 * 40; size++) { /* twice the fonts kept open (text.c) */
        int w, h;
        ui_text_size(ui, "W", ui_style(UI_FONT_REGULAR, size, style.colour), &w, &h);
    }
    long measured = ui_text_shaped(ui->text);
    SDL_Surface *again = draw_text_frame(ui, line, style);
    CHECK_INT(ui_text_shaped(ui->text) - measured, 0);
    CHECK(measured > before);
    CHECK(same_picture(first, again));
    SDL_FreeSurface(first);
    SDL_FreeSurface(again);
    ui_draw_redraw_all(ui);
}

/* A string measured and then drawn is shaped once (its pixels, rendered when it was measured, are
 * drawn in the colour asked, and their inked box is found once), and looks exactly as one drawn
 * without being measured first; so is one drawn in a colour and then in another, made from the
 * first one's pixels. */
static void measured_text_drawn_unshaped(App *app)
{
    Ui *ui = app->ui;
    const char *line = "Vera buys Tower Hotel for $7,450 (AV, To, Wa, fi kerned).";
    UiTextStyle gold = ui_style(UI_FONT_BOLD, 19, ui_colour(UI_GOLD));
    UiTextStyle dim = ui_style(UI_FONT_BOLD, 19, ui_rgba(0x9a8f80, 200));
    ui_text_flush(ui->text);
    long before = ui_text_shaped(ui->text), inks_before = ui_text_ink_boxes(ui->text);
    int w, h;
    ui_text_size(ui, line, gold, &w, &h);
    SDL_Surface *measured_gold = draw_text_frame(ui, line, gold);
    SDL_Surface *measured_dim = draw_text_frame(ui, line, dim);
    CHECK_INT(ui_text_shaped(ui->text) - before, 1);
    CHECK_INT(ui_text_ink_boxes(ui->text) - inks_before, 1); /* its ink found once too */
    ui_text_flush(ui->text); /* no kept pixels: each colour rendered by SDL_ttf itself */
    SDL_Surface *rendered_gold = draw_text_frame(ui, line, gold);
    ui_text_flush(ui->text);
    SDL_Surface *rendered_dim = draw_text_frame(ui, line, dim);
    CHECK_INT(ui_text_shaped(ui->text) - before, 3);
    ui_text_flush(ui->text); /* drawn in one colour, then in another (the log's lines dim) */
    SDL_FreeSurface(draw_text_frame(ui, line, gold));
    SDL_Surface *recoloured_dim = draw_text_frame(ui, line, dim);
    CHECK_INT(ui_text_shaped(ui->text) - before, 4);
    CHECK(same_picture(measured_gold, rendered_gold));
    CHECK(same_picture(measured_dim, rendered_dim));
    CHECK(same_picture(recoloured_dim, rendered_dim));
    CHECK(!same_picture(rendered_gold, rendered_dim));
    SDL_FreeSurface(measured_gold);
    SDL_FreeSurface(measured_dim);
    SDL_FreeSurface(rendered_gold);
    SDL_FreeSurface(rendered_dim);
    SDL_FreeSurface(recoloured_dim);
    ui_draw_redraw_all(ui);
}

/* A text fading (one colour, its alpha changing each frame) is shaped once, and each frame looks
 * exactly as the text drawn at that alpha without any drawn before it. */
static void fading_text_shaped_once(App *app)
{
    Ui *ui = app->ui;
    const char *label = "+$14,000";
    static const Uint8 alphas[] = {255, 180, 90, 180};
    enum { STEPS = sizeof alphas / sizeof alphas[0] };
    SDL_Surface *faded[STEPS];
    ui_text_flush(ui->text);
    long before = ui_text_shaped(ui->text);
    for (int i = 0; i < STEPS; i++)
        faded[i] =
            draw_text_frame(ui, label, ui_style(UI_FONT_BOLD, 15, ui_rgba(0x6fbf5a, alphas[i])));
    CHECK_INT(ui_text_shaped(ui->text) - before, 1);
    for (int i = 0; i < STEPS; i++) {
        ui_text_flush(ui->text);
        SDL_Surface *alone =
            draw_text_frame(ui, label, ui_style(UI_FONT_BOLD, 15, ui_rgba(0x6fbf5a, alphas[i])));
        CHECK(same_picture(faded[i], alone));
        SDL_FreeSurface(alone);
    }
    CHECK(same_picture(faded[1], faded[3]) && !same_picture(faded[0], faded[1]) &&
          !same_picture(faded[1], faded[2]));
    for (int i = 0; i < STEPS; i++)
        SDL_FreeSurface(faded[i]);
    ui_draw_redraw_all(ui);
}

/* One frame of a backdrop, a plain panel and, in a scrolling area on it, `count` lines of text
 * (each 20 px under the last, the newest at the foot), with a fade over its top. */
static void draw_scrolled_lines(Ui *ui, int count)
{
    SDL_Rect area = {100, 100, 300, 200};
    begin_on_backdrop(ui);
    ui_draw_fill(ui, (SDL_Rect){90, 90, 320, 220}, ui_rgba(0x2d2621, 255), SDL_BLENDMODE_BLEND);
    ui_scroll_clip(ui, &area);
    for (int i = 0; i < count; i++) {
        char line[40];
        snprintf(line, sizeof line, "Line %d of the log", i);
        ui_text(ui, line, ui_style(UI_FONT_REGULAR, 14, ui_rgba(0xf0e0d0, 255)), 110,
                area.y + area.h - 20 * (count - i), 0);
    }
    ui_scroll_clip(ui, NULL);
    ui_gradient_rect(ui, (SDL_Rect){100, 100, 300, 20}, ui_rgba(0x2d2621, 255),
                     ui_rgba(0x2d2621, 0));
    ui_draw_end(ui);
}

/* Lines that scroll up in a scrolling area (a new one at the foot of the log) are moved, not
 * drawn again: the frame redraws the new line, the rows the move left and the fade over the top,
 * and shows the picture a whole redraw shows. */
static void scrolled_lines_moved(App *app)
{
    Ui *ui = app->ui;
    ui_draw_redraw_all(ui);
    draw_scrolled_lines(ui, 14);
    draw_scrolled_lines(ui, 15); /* the same lines, one higher, and a new one at the foot */
    long redrawn = ui_draw_last_pixels(ui);
    SDL_Surface *moved = read_picture(ui);
    ui_draw_redraw_all(ui);
    draw_scrolled_lines(ui, 15);
    SDL_Surface *whole = read_picture(ui);
    CHECK(same_picture(moved, whole));
    /* the fade and the rows the move left (where the new line is) */
    CHECK(redrawn > 0 && redrawn <= 300 * (20 + 20));
    SDL_FreeSurface(moved);
    SDL_FreeSurface(whole);
    ui_draw_redraw_all(ui);
}

/* Strings shaped by one frame drawn as the main loop draws it. */
static long frame_shapes(App *app)
{
    long before = ui_text_shaped(app->ui->text);
    app_draw_frame(app);
    return ui_text_shaped(app->ui->text) - before;
}

/* Takeover's moves, whose log lines wrap, in a fresh app: move A and its frame, a second frame
 * (the log readies A's line in the style it takes when it is no longer the newest, unless `ready`
 * is false), then move B and its frame. Returns what the frame after B shaped; *second what the
 * second frame did. */
static long restyle_frame_shapes(const char *prefs, bool ready, long *second)
{
    App *app = open_test_app((AppOptions){.fast_bots = true, .animate = true}, prefs);
    if (!app)
        return -1;
    app_stop_clock(app, 10.0);
    CHECK(app_show_match(app, human_match(registry_find("takeover")), 0));
    Rng rng;
    rng_seed(&rng, 9);
    char move[MOVE_MAX];
    for (int k = 0; k < 6; k++) { /* a few moves in: the log holds lines to restyle */
        CHECK(bot_random_move(app_match(app)->state, &rng, move) && app_play_move(app, move));
        app_draw_frame(app);
    }
    CHECK(bot_random_move(app_match(app)->state, &rng, move) && app_play_move(app, move));
    app_draw_frame(app);
    if (!ready)
        app->log_newest = -1; /* as if the entry had just come */
    *second = frame_shapes(app);
    CHECK(bot_random_move(app_match(app)->state, &rng, move) && app_play_move(app, move));
    long after = frame_shapes(app);
    app_destroy(app);
    return after;
}

/* The log's newest entry, restyled when the next move comes (bold to regular), is not shaped again
 * in the frame after that move: the frame after it came readied it, and what that frame shaped
 * is what the frame after the next move no longer shapes. */
static void restyled_log_entry_ready(const char *prefs)
{
    long second_unready, second_ready;
    long unready = restyle_frame_shapes(prefs, false, &second_unready);
    long ready = restyle_frame_shapes(prefs, true, &second_ready);
    fprintf(stderr,
            "the frame after a move shaped %ld strings; %ld with the entry before readied, "
            "which the frame before shaped %ld\n",
            unready, ready, second_ready);
    CHECK_INT(second_unready, 0);
    CHECK(second_ready > 0);
    CHECK_INT(ready, unready - second_ready);
}

/* A fresh app over `prefs` showing a new game of `game` (a human against bots) on its first frame,
 * its clock stopped at `clock`; NULL without a display. */
static App *app_showing(const char *prefs, AppOptions options, const char *game, double clock)
{
    App *app = open_test_app(options, prefs);
    if (!app)
        return NULL;
    app_stop_clock(app, clock);
    CHECK(app_show_match(app, human_match(registry_find(game)), 0));
    app_draw_frame(app);
    return app;
}

enum { REHEARSED_MOVES = 16 };

/* Mixes a picture's pixels into h. */
static uint64_t hash_picture(uint64_t h, const SDL_Surface *s)
{
    const unsigned char *p = s->pixels;
    for (size_t i = 0; i < (size_t)s->pitch * (size_t)s->h; i++)
        h = (h ^ p[i]) * 0x100000001b3u;
    return h;
}

/* A Mint Bid game at 1920x1080 in a fresh app, REHEARSED_MOVES random moves in, each move
 * rehearsed first (game_rehearse_move, as the app does while a bot's move waits) or not and its
 * animation drawn to its end: the strings the first frames after the moves shaped, the most one
 * of them shaped, a hash of the second frames (read back, every sprite at its size: a card in
 * flight from where the board drew it) and the picture at the end. */
static long rehearsal_shapes(const char *prefs, bool rehearse, long *most, uint64_t *in_flight,
                             SDL_Surface **picture)
{
    double clock = 10.0;
    App *app = app_showing(
        prefs, (AppOptions){.fast_bots = true, .animate = true, .width = 1920, .height = 1080},
        "mintbid", clock);
    *picture = NULL;
    if (!app)
        return -1;
    Rng rng;
    rng_seed(&rng, 11);
    long shaped = 0;
    *most = 0;
    for (int k = 0; k < REHEARSED_MOVES && !game_over(app_match(app)->state); k++) {
        char move[MOVE_MAX];
        CHECK(bot_random_move(app_match(app)->state, &rng, move));
        if (rehearse)
            game_rehearse_move(app, move);
        CHECK(app_play_move(app, move));
        if (app->holding)
            game_release_hold(app);
        long first = frame_shapes(app);
        shaped += first;
        *most = first > *most ? first : *most;
        app_stop_clock(app, clock += 1.0 / 60);
        SDL_Surface *second = app_read_frame(app);
        CHECK(second != NULL);
        if (second)
            *in_flight = hash_picture(*in_flight, second);
        SDL_FreeSurface(second);
        while (clock < app->ui->tweens_until) {
            app_stop_clock(app, clock += 1.0 / 60);
            app_draw_frame(app);
        }
    }
    app_draw_frame(app); /* the sprites rasterised at their sizes in */
    *picture = read_picture(app->ui);
    app_destroy(app);
    return shaped;
}

/* A move rehearsed: the first frame after it shapes a few strings at most where unrehearsed
 * ones shape dozens (a move that grows the city: every card's words at a new size, the log's new
 * entry), and the board comes out the same, pixel for pixel. */
static void rehearsed_moves_shape_little(const char *prefs)
{
    long most_plain, most_rehearsed;
    uint64_t plain_flights = 14695981039346656037u, rehearsed_flights = plain_flights;
    SDL_Surface *plain_picture, *rehearsed_picture;
    long plain = rehearsal_shapes(prefs, false, &most_plain, &plain_flights, &plain_picture);
    long rehearsed =
        rehearsal_shapes(prefs, true, &most_rehearsed, &rehearsed_flights, &rehearsed_picture);
    fprintf(stderr,
            "the first frames after %d Mint Bid moves shaped %ld strings (at most %ld in one), "
            "%ld (at most %ld) with the moves rehearsed\n",
            REHEARSED_MOVES, plain, most_plain, rehearsed, most_rehearsed);
    CHECK(most_plain >= 20);
    CHECK(most_rehearsed <= 3);
    CHECK(rehearsed * 4 <= plain);
    CHECK(plain_flights == rehearsed_flights);
    CHECK(same_picture(plain_picture, rehearsed_picture));
    SDL_FreeSurface(plain_picture);
    SDL_FreeSurface(rehearsed_picture);
}

/* A fresh app on the manual clock, animations on, showing a new game of `game` (app_showing). */
static App *animated_app(const char *prefs, const char *game, double clock)
{
    return app_showing(
        prefs, (AppOptions){.fast_bots = true, .animate = true, .manual_clock = true}, game, clock);
}

/* A random move played, its reveal read at once. */
static void play_random_move(App *app, Rng *rng, char move[MOVE_MAX])
{
    CHECK(bot_random_move(app_match(app)->state, rng, move) && app_play_move(app, move));
    if (app->holding)
        game_release_hold(app);
}

/* Every frame of the animations running, then one with every animation over: returns the
 * sprites the animations' frames rasterised. */
static int animate_to_rest(App *app, double *clock)
{
    int before = ui_sprites_rasterised(app->ui->sprites);
    for (double until = app->ui->tweens_until; *clock < until;) {
        app_stop_clock(app, *clock += 1.0 / 60.0);
        app_draw_frame(app);
    }
    int rasterised = ui_sprites_rasterised(app->ui->sprites) - before;
    app_stop_clock(app, *clock += 5.0);
    app_draw_frame(app);
    return rasterised;
}

/* A roll's die is drawn from the first frame of its tumble without a rasteriser: the board's
 * frames before had the sprite worker make every face at the die's size (and every tile face
 * at the rack's, where the roll deals tiles), where the roll's first frames rasterised each face
 * it flickered through (up to 5M instructions a face at 1920x1080). */
static void dice_made_before_they_roll(const char *prefs)
{
    double clock = 10.0;
    App *app = animated_app(prefs, "buyword", clock);
    int rolls = 0, rasterised = 0;
    if (!app)
        return;
    Rng rng;
    rng_seed(&rng, 9);
    for (int k = 0; k < 200 && rolls < 2 && !game_over(app_match(app)->state); k++) {
        char move[MOVE_MAX];
        play_random_move(app, &rng, move);
        int made = animate_to_rest(app, &clock);
        if (!strcmp(move, "roll")) {
            rolls++;
            rasterised += made;
        }
    }
    app_destroy(app);
    CHECK_INT(rolls, 2);
    CHECK_INT(rasterised, 0);
}

enum { VIEWER_MOVES = 6 };

/* A Buyout! game at 1280x800, seat 0 a human and the others bots, played by random moves with
 * each move's animation drawn to its end (a bot's move rehearsed first, as the app does): the
 * strings made into textures in the first frame after each of the first VIEWER_MOVES moves of
 * the human (the most of them in *most). */
static long viewer_move_frames_make(const char *prefs, long *most)
{
    double clock = 10.0;
    App *app = open_test_app(
        (AppOptions){.fast_bots = true, .animate = true, .width = 1280, .height = 800}, prefs);
    *most = 0;
    if (!app)
        return -1;
    const GameRules *rules = registry_find("buyout");
    GameOptions opts;
    options_defaults(rules, &opts);
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Player");
    for (int i = 0; i < MAX_SEATS; i++)
        seats[i].bot = i > 0;
    app_stop_clock(app, clock);
    CHECK(app_show_match(app, match_new(rules, &opts, 41, seats), 0));
    app_draw_frame(app);
    Rng rng;
    rng_seed(&rng, 13);
    long made = 0;
    for (int k = 0, viewer = 0; viewer < VIEWER_MOVES && !game_over(app_match(app)->state); k++) {
        char move[MOVE_MAX];
        bool own = game_to_move(app_match(app)->state) == 0;
        CHECK(bot_random_move(app_match(app)->state, &rng, move));
        if (!own)
            game_rehearse_move(app, move);
        CHECK(app_play_move(app, move));
        if (app->holding)
            game_release_hold(app);
        long before = ui_text_made(app->ui->text);
        app_stop_clock(app, clock += 1.0 / 60);
        app_draw_frame(app);
        if (own) {
            long first = ui_text_made(app->ui->text) - before;
            made += first;
            *most = first > *most ? first : *most;
            viewer++;
        }
        while (clock < app->ui->tweens_until) {
            app_stop_clock(app, clock += 1.0 / 60);
            app_draw_frame(app);
        }
    }
    app_destroy(app);
    return made;
}

/* The frame after the human's own move (never rehearsed) draws the log's entries numbered since
 * the human's last turn dimmed and regular: the frames while the human was to move made those
 * lines ahead, so that frame makes only the human's new entry and what the move changed. */
static void viewer_move_frames_make_few(const char *prefs)
{
    long most;
    long made = viewer_move_frames_make(prefs, &most);
    fprintf(stderr,
            "the first frames after %d of the human's Buyout! moves made %ld strings (at most "
            "%ld in one)\n",
            VIEWER_MOVES, made, most);
    CHECK(made >= 0 && made <= 40); /* 51 when the frame made the dimmed lines */
    CHECK(most <= 8);               /* 16 */
}

/* The coins a move sends flying are drawn from the first frame of their flight without a
 * rasteriser: the board's frames before had the sprite worker make the coin at its size, where
 * the first frame of the first move's coins rasterised it itself. */
static void coins_made_before_they_fly(const char *prefs)
{
    double clock = 10.0;
    App *app = animated_app(prefs, "buyout", clock);
    if (!app)
        return;
    Rng rng;
    rng_seed(&rng, 9);
    int rasterised = -1;
    for (int k = 0; k < 200 && rasterised < 0 && !game_over(app_match(app)->state); k++) {
        char move[MOVE_MAX];
        play_random_move(app, &rng, move);
        bool paid = ui_money_running(app->ui, &app->money);
        int made = animate_to_rest(app, &clock);
        if (paid)
            rasterised = made;
    }
    app_destroy(app);
    CHECK_INT(rasterised, 0); /* -1: no move paid */
}

int main(void)
{
    char prefs[] = "/tmp/moguls-frames-XXXXXX";
    CHECK(mkdtemp(prefs) != NULL);
    App *app = open_test_app((AppOptions){.fast_bots = true, .animate = true}, prefs);
    if (app) {
        lobby_changes(app);
        hidden_not_drawn(app);
        opaque_fills_copied(app);
        opaque_inside_hides(app);
        crossing_changes_apart(app);
        many_added_redraw_only_them(app);
        scattered_changes_merged_closely(app);
        one_colour_triangles_in_part(app);
        gradients_in_part(app);
        changes_under_covers_not_redrawn(app);
        border_hidden_before_cards_cut_it(app);
        opaque_part_copied_unblended(app);
        rings_rasterised_once(app);
        fading_shadows_redraw_only_them(app);
        stretched_sprites_once(app);
        window_gets_only_changes(app);
        many_changes_apart(app);
        scrolled_lines_moved(app);
        for (int g = 0; g < registry_count(); g++)
            if (view_find(registry_game(g)->id)) {
                play_game(app, registry_game(g));
                resize_waits_for_no_rasteriser(app, registry_game(g));
            }
        text_caches_agree(app);
        measured_text_drawn_unshaped(app);
        fading_text_shaped_once(app);
        many_sizes_keep_strings(app);
        fprintf(stderr, "%d pictures compared\n", pictures_compared);
        app_destroy(app);
        restyled_log_entry_ready(prefs);
        rehearsed_moves_shape_little(prefs);
        coins_made_before_they_fly(prefs);
        dice_made_before_they_roll(prefs);
        viewer_move_frames_make_few(prefs);
    }
    check_remove_prefs(prefs);
    return check_report("gui_frames");
}
