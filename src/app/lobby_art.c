/* The lobby's boxes show each game as it looks in play: the game's own view (GameView) draws its
 * board, a seeded game some random moves in, on the game's own table, into a picture kept for the
 * box's lid. So the lid follows the board's look wherever the view changes it, with nothing
 * drawn twice. The pictures are made from the lobby's second frame on, one at a time on a thread
 * of their own with a drawing kit of their own (ui_create_picture: SDL's software renderer on a
 * surface, fonts of their own, its surfaces made on that thread), so the lobby's frames stay
 * quick while the lids fill in; and again when the lid's size, the palette or the language
 * changes. */
#include <stdlib.h> /* defines __GLIBC__ where it is glibc */
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "ai/bot.h"
#include "app_internal.h"
#include "ui/draw_list.h"

#define ART_SEED 24
#define ART_MOVES 40 /* random moves before the picture is taken: a board well under way */
/* The picture in units: a board's area in a game at the design size (1280 x 800 units less the
 * header and the log column), with the table's margin round it: the board as most windows show
 * it. */
#define ART_UNITS_W 964
#define ART_UNITS_H 736
#define ART_MARGIN 16
#define ART_SUPERSAMPLE 2 /* drawn at twice the lid's pixels, then each 2x2 averaged into one */

int lobby_art_height(int width)
{
    return width * ART_UNITS_H / ART_UNITS_W;
}

/* A game ART_MOVES random moves in (more until the first seat is to move: the board as the
 * player sees it at a turn), the default options and seats, the same every time; with the
 * game's sample file where it has one (GameResource.sample), freed by free_art_match. */
static Match *art_match(const GameRules *rules)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    if (rules->resource && rules->resource->sample)
        opts.resource = rules->resource->sample();
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, _("Player"));
    view_default_colours(view_find(rules->id), seats);
    Match *m = match_new(rules, &opts, ART_SEED, seats);
    Rng rng;
    rng_seed(&rng, ART_SEED);
    for (int i = 0; i < 4 * ART_MOVES && !game_over(m->state); i++) {
        if (i >= ART_MOVES && game_to_move(m->state) == 0)
            break;
        char move[MOVE_MAX];
        if (!bot_random_move(m->state, &rng, move) || !match_play(m, move, NULL, 0))
            break;
    }
    return m;
}

static void free_art_match(Match *m)
{
    const GameResource *resource = m->rules->resource;
    const void *sample = m->opts.resource;
    match_free(m);
    if (resource && resource->sample)
        resource->sample_free(sample);
}

typedef struct ArtScene {
    const GameView *view;
    void *data;
    const Match *match;
} ArtScene;

/* The game's table, and its board on it as the first seat sees it, nothing lit or marked. */
static void draw_art(Ui *ui, void *p)
{
    const ArtScene *a = p;
    SDL_Rect all = {0, 0, ui->pixel_w, ui->pixel_h};
    ui_table(ui, a->view->table);
    int margin = ui_px(ui, ART_MARGIN);
    SDL_Rect board = {margin, margin, all.w - 2 * margin, all.h - 2 * margin};
    a->view->layout(a->data, board, ui->scale);
    ViewFrame f = {.match = a->match,
                   .viewer = 0,
                   .to_move = game_to_move(a->match->state),
                   .last_move = "",
                   .last_mover = -1};
    a->view->draw(a->data, &f);
}

/* Each 2x2 block of `big` (ARGB8888) averaged into one pixel of a new surface. */
static SDL_Surface *halve(const SDL_Surface *big)
{
    int w = big->w / 2, h = big->h / 2;
    SDL_Surface *small = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    for (int y = 0; small && y < h; y++) {
        const Uint32 *a =
            (const Uint32 *)((const Uint8 *)big->pixels + (size_t)(2 * y) * (size_t)big->pitch);
        const Uint32 *b = (const Uint32 *)((const Uint8 *)a + big->pitch);
        Uint32 *out = (Uint32 *)((Uint8 *)small->pixels + (size_t)y * (size_t)small->pitch);
        for (int x = 0; x < w; x++) {
            Uint32 p[4] = {a[2 * x], a[2 * x + 1], b[2 * x], b[2 * x + 1]}, mean = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                Uint32 sum = 2; /* rounded */
                for (int k = 0; k < 4; k++)
                    sum += p[k] >> shift & 0xff;
                mean |= (sum / 4) << shift;
            }
            out[x] = mean;
        }
    }
    return small;
}

/* The job's picture, drawn at twice the lid's pixels with the job's kit, then averaged down; on
 * the job's thread. The kit is destroyed here, and the main loop woken to take the picture. */
static int make_art(void *data)
{
    LobbyArtJob *job = data;
    Match *m = art_match(job->rules);
    ArtScene scene = {view_find(job->rules->id), NULL, m};
    char err[300];
    if (ui_picture_open(job->kit))
        scene.data = scene.view->create(&(ViewContext){job->kit, m}, err, sizeof err);
    SDL_Surface *big = NULL;
    if (scene.data) {
        big = ui_draw_picture(job->kit, draw_art, &scene);
        scene.view->destroy(scene.data);
    }
    free_art_match(m);
    ui_destroy(job->kit);
    job->kit = NULL;
    job->picture = big ? halve(big) : NULL;
    SDL_FreeSurface(big);
#ifdef __GLIBC__
    /* the picture's fonts, texts and sprites are freed, but glibc keeps the pages: given back,
     * the lobby stays about 3.5 MB lighter once its pictures are made (37 MB at 1280x800) */
    malloc_trim(0);
#endif
    atomic_store(&job->done, true);
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = SDL_USEREVENT; /* the next frame takes the picture */
    SDL_PushEvent(&wake);
    return 0;
}

/* Starts making the picture of game `index` at w x h pixels as things are now. */
static void start_art(App *app, int index, int w, int h)
{
    LobbyArtJob *job = &app->art_job;
    int big_w = w * ART_SUPERSAMPLE, big_h = h * ART_SUPERSAMPLE;
    job->kit = ui_create_picture(app->ui, big_w, big_h, (float)big_w / (float)ART_UNITS_W);
    job->index = index;
    job->rules = app->games[index];
    job->made_for = (LobbyArt){NULL, true, w, h, app->ui->colour_blind, ""};
    snprintf(job->made_for.language, sizeof job->made_for.language, "%s", app->language);
    job->picture = NULL;
    job->busy = true;
    atomic_store(&job->done, false);
    job->thread = job->kit ? SDL_CreateThread(make_art, "moguls-lid", job) : NULL;
    if (!job->thread && job->kit) /* no thread: made here, the frame waits for it */
        make_art(job);
    else if (!job->thread) /* no kit: the lid keeps its colour */
        atomic_store(&job->done, true);
}

/* A finished picture becomes its box's texture, marked with what it was made for (if the palette
 * or language changed meanwhile, it shows until the new one is made). */
static void take_art(App *app)
{
    LobbyArtJob *job = &app->art_job;
    if (!job->busy || !atomic_load(&job->done))
        return;
    SDL_WaitThread(job->thread, NULL);
    job->thread = NULL;
    job->busy = false;
    LobbyArt *art = &app->art[job->index];
    ui_draw_release_texture(app->ui->draws, art->texture);
    *art = job->made_for;
    art->texture =
        job->picture ? SDL_CreateTextureFromSurface(app->ui->renderer, job->picture) : NULL;
    SDL_FreeSurface(job->picture);
    job->picture = NULL;
}

static bool art_current(const App *app, const LobbyArt *art, int w, int h)
{
    return art->made && art->w == w && art->h == h && art->colour_blind == app->ui->colour_blind &&
           !strcmp(art->language, app->language);
}

SDL_Texture *lobby_art(App *app, int index, int w, int h)
{
    LobbyArt *art = &app->art[index];
    if (art_current(app, art, w, h) || w <= 0 || h <= 0)
        return art->texture;
    take_art(app);
    if (!app->lobby_shown) /* none in the lobby's first frame: the start shows at once */
        ui_request_frame(app->ui);
    else if (!art_current(app, art, w, h) && !app->art_job.busy)
        start_art(app, index, w, h);
    return art->texture; /* the last picture, scaled, until the new one is made */
}

bool lobby_art_wait(App *app)
{
    LobbyArtJob *job = &app->art_job;
    if (!job->busy)
        return false;
    SDL_WaitThread(job->thread, NULL);
    job->thread = NULL;
    return true;
}

void lobby_art_free(App *app)
{
    if (!app->ui) /* the window never opened: no picture was made */
        return;
    if (lobby_art_wait(app)) { /* its picture is not wanted now */
        SDL_FreeSurface(app->art_job.picture);
        app->art_job.picture = NULL;
        app->art_job.busy = false;
    }
    for (int i = 0; i < MAX_GAMES; i++) {
        ui_draw_release_texture(app->ui->draws, app->art[i].texture);
        app->art[i] = (LobbyArt){0};
    }
}
