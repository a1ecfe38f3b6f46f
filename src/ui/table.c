#include "table.h"

#include <math.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "draw_list.h"
#include "text_check.h"

/* ---- the table's texture: a seamless tile of the surface, repeated over the window and lit */

/* Deterministic lattice values in [0, 1): the same table on every machine. */
static float lattice(unsigned x, unsigned y, unsigned seed)
{
    unsigned h = x * 0x8da6b343u ^ y * 0xd8163841u ^ seed * 0xcb1ab31fu;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return (float)(h & 0xffffu) / 65536.0f;
}

/* One axis of the noise at a coordinate u (in cells): the lattice cells on either side
 * (periodic over `cells`) and how far between them, smoothed. A tile's columns share theirs
 * with every row, and a row's with every column, so each is worked out once. */
typedef struct NoiseAxis {
    unsigned near, far;
    float t;
} NoiseAxis;

static NoiseAxis noise_axis(float u, unsigned cells)
{
    float fu = floorf(u), t = u - fu;
    unsigned near = (unsigned)fu % cells;
    return (NoiseAxis){near, (near + 1) % cells, t * t * (3 - 2 * t)};
}

/* One row of smooth value noise: the lattice values along the row's two lattice lines (up to
 * NOISE_CELLS cells across) and how far between them the row is. */
#define NOISE_CELLS 96

typedef struct NoiseRow {
    float near[NOISE_CELLS], far[NOISE_CELLS];
    float t;
} NoiseRow;

static void noise_row(NoiseRow *row, NoiseAxis y, unsigned cells_x, unsigned seed)
{
    for (unsigned x = 0; x < cells_x; x++) {
        row->near[x] = lattice(x, y.near, seed);
        row->far[x] = lattice(x, y.far, seed);
    }
    row->t = y.t;
}

/* Smooth value noise at column x of a row, periodic over the lattice cells (so a tile made of
 * it repeats without a seam). */
static float noise_at(const NoiseRow *row, NoiseAxis x)
{
    float a = row->near[x.near], b = row->near[x.far];
    float c = row->far[x.near], d = row->far[x.far];
    return (a + (b - a) * x.t) * (1 - row->t) + (c + (d - c) * x.t) * row->t;
}

/* A tile's columns on one axis of a noise of `cells` cells across the tile. */
static void noise_columns(NoiseAxis *out, int size, float cells)
{
    for (int x = 0; x < size; x++)
        out[x] = noise_axis((float)x / (float)size * cells, (unsigned)cells);
}

#define WOOD_PLANKS 4 /* planks across a tile */

/* What a tile's row of the surface is made of: the columns' noise axes (work space) and the
 * row's noise. */
typedef struct ToneRows {
    NoiseAxis *slow_x, *fine_x; /* the tile's columns in the slow and the fine noise */
    NoiseRow slow, fine;
} ToneRows;

/* How light the wood is along row y of a tile `size` pixels square, 0 to 1, into tone: planks
 * running across, each with rings warped by slow noise, fibres along the grain, a seam between
 * planks and a joint where a plank ends. */
static void wood_tones(float *tone, ToneRows *w, int y, int size)
{
    int plank_h = size / WOOD_PLANKS;
    int plank = y / plank_h, ly = y % plank_h;
    float v = (float)y / (float)size;
    noise_row(&w->slow, noise_axis(v * 8, 8), 2, 11u + (unsigned)plank);
    noise_row(&w->fine, noise_axis(v * 360, 360), 48, 5u);
    float plank_tone = 0.14f * lattice((unsigned)plank, 0, 7u);
    int joint = (int)(lattice((unsigned)plank, 1, 9u) * (float)size);
    for (int x = 0; x < size; x++) {
        float warp = noise_at(&w->slow, w->slow_x[x]) * 1.6f;
        float ring = (float)ly / (float)plank_h * 5.0f + warp + (float)plank * 0.37f;
        ring -= floorf(ring);
        /* a dark late-wood line, then the grain */
        float rings = ring < 0.18f ? ring / 0.18f : 1.0f;
        float fibre = noise_at(&w->fine, w->fine_x[x]);
        float t = 0.42f + 0.28f * rings + 0.16f * fibre + plank_tone;
        if (ly < 2) /* the seam between two planks */
            t *= ly == 0 ? 0.45f : 0.75f;
        if (x == joint || x == (joint + 1) % size)
            t *= 0.55f;
        tone[x] = t;
    }
}

/* How light the felt is along row y: fine fibres over slow mottling. */
static void felt_tones(float *tone, ToneRows *f, int y, int size)
{
    float v = (float)y / (float)size;
    noise_row(&f->slow, noise_axis(v * 4, 4), 4, 3u);
    noise_row(&f->fine, noise_axis(v * 96, 96), 96, 8u);
    for (int x = 0; x < size; x++)
        tone[x] = 0.62f + 0.12f * noise_at(&f->slow, f->slow_x[x]) +
                  0.14f * noise_at(&f->fine, f->fine_x[x]) +
                  0.08f * lattice((unsigned)x, (unsigned)y, 4u);
}

static unsigned surface_tint(UiTable t)
{
    if (t.tint)
        return t.tint;
    return t.surface == UI_SURFACE_FELT ? 0x2f6a52 : 0x6e4a2e;
}

/* One tile of the surface, `size` pixels square, as 0xRRGGBB: the tint from dark (tone 0) to
 * light (tone 1). Made row by row, each row's noise worked out once (make_tile was a third of
 * the instructions of a start when every pixel hashed its eight lattice values). */
static void make_tile(Uint32 *tile, int size, UiTable t)
{
    SDL_Color tint = ui_rgba(surface_tint(t), 255);
    SDL_Color dark = ui_mix(tint, ui_rgba(0x000000, 255), 0.55f);
    SDL_Color light = ui_mix(tint, ui_rgba(0xffe8c8, 255), 0.22f);
    bool felt = t.surface == UI_SURFACE_FELT;
    ToneRows *rows = SDL_malloc(sizeof *rows);
    NoiseAxis *columns = SDL_malloc(sizeof *columns * 2 * (size_t)size);
    float *tone = SDL_malloc(sizeof *tone * (size_t)size);
    if (!rows || !columns || !tone) { /* a plain table rather than none */
        for (int i = 0; i < size * size; i++)
            tile[i] = surface_tint(t);
    } else {
        rows->slow_x = columns;
        rows->fine_x = columns + size;
        noise_columns(rows->slow_x, size, felt ? 4.0f : 2.0f);
        noise_columns(rows->fine_x, size, felt ? 96.0f : 48.0f);
        for (int y = 0; y < size; y++) {
            if (felt)
                felt_tones(tone, rows, y, size);
            else
                wood_tones(tone, rows, y, size);
            for (int x = 0; x < size; x++) {
                SDL_Color c = ui_mix(dark, light, tone[x] > 1 ? 1 : tone[x]);
                tile[y * size + x] = (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
            }
        }
    }
    SDL_free(tone);
    SDL_free(columns);
    SDL_free(rows);
}

/* The light over the table along one side, in 1/256: brightest in the middle, falling off
 * towards the edges (the two sides multiplied make the vignette). */
static void light_profile(int *out, int n, float middle, float fall)
{
    for (int i = 0; i < n; i++) {
        float d = n > 1 ? 2.0f * (float)i / (float)(n - 1) - 1.0f : 0.0f;
        out[i] = (int)(256.0f * (middle - fall * d * d));
    }
}

/* How much darker a table's corners are than its middle. */
#define TABLE_FALL 0.5f

/* Rows a surface's texture is filled by at a time (a band's pixels, then the band copied into
 * the texture), so the whole surface is never held twice. */
#define SURFACE_BAND_ROWS 32

/* n pixels of a row of the tile lit: each channel of src[k] times light_x[k] * ly / 256, over
 * 256, at most 255. With SSE2 four pixels at a time in 16-bit lanes: (channel << 8) times the
 * factor, high half, is that product over 256 (gcc's own vectoriser kept 32-bit lanes and took
 * twice the instructions: a whole window's table is most of a lobby's first frame). */
static void light_run(Uint32 *out, const Uint32 *src, const int *light_x, int ly, int n)
{
    int k = 0;
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128(), ly_lanes = _mm_set1_epi32(ly);
    for (; k + 4 <= n; k += 4) {
        __m128i c = _mm_loadu_si128((const __m128i *)(src + k));
        __m128i lx = _mm_loadu_si128((const __m128i *)(light_x + k));
        __m128i f = _mm_srli_epi32(_mm_madd_epi16(lx, ly_lanes), 8); /* both below 2^15 */
        f = _mm_packs_epi32(f, f);
        f = _mm_unpacklo_epi16(f, f);
        __m128i f01 = _mm_unpacklo_epi32(f, f), f23 = _mm_unpackhi_epi32(f, f);
        __m128i lo = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, c), f01);
        __m128i hi = _mm_mulhi_epu16(_mm_unpackhi_epi8(zero, c), f23);
        _mm_storeu_si128((__m128i *)(out + k), _mm_packus_epi16(lo, hi));
    }
#endif
    for (; k < n; k++) {
        Uint32 c = src[k];
        int f = light_x[k] * ly >> 8;
        int r = (int)(c >> 16 & 0xff) * f >> 8, g = (int)(c >> 8 & 0xff) * f >> 8,
            b = (int)(c & 0xff) * f >> 8;
        out[k] = (Uint32)(r > 255 ? 255 : r) << 16 | (Uint32)(g > 255 ? 255 : g) << 8 |
                 (Uint32)(b > 255 ? 255 : b);
    }
}

/* The pixels of `part` of a surface: the tile repeated, lit by the two light profiles (over the
 * whole surface), into out, rows `pitch` pixels apart. */
static void light_part(Uint32 *out, int pitch, SDL_Rect part, const Uint32 *tile, int tile_size,
                       const int *light_x, const int *light_y)
{
    for (int y = part.y; y < part.y + part.h; y++) {
        Uint32 *row = out + (size_t)(y - part.y) * (size_t)pitch;
        const Uint32 *src = tile + (size_t)(y % tile_size) * (size_t)tile_size;
        for (int i = 0; i < part.w;) { /* in runs that stay within one tile */
            int x = part.x + i, tx = x % tile_size;
            int run = tile_size - tx < part.w - i ? tile_size - tx : part.w - i;
            light_run(row + i, src + tx, light_x + x, light_y[y], run);
            i += run;
        }
    }
}

static Uint32 *new_tile(int tile_size)
{
    return SDL_malloc(sizeof(Uint32) * (size_t)tile_size * (size_t)tile_size);
}

/* The light along each side of a w x h surface (`fall`: how much darker its corners are than
 * its middle). */
static void light_profiles(int *light_x, int w, int *light_y, int h, float fall)
{
    light_profile(light_x, w, 1.06f, 0.40f * fall);
    light_profile(light_y, h, 1.05f, 0.60f * fall);
}

/* A w x h texture of the surface: tiles of it, lit from the middle (`fall`: how much darker the
 * corners are than the middle). */
static SDL_Texture *make_surface(Ui *ui, UiTable t, int tile_size, int w, int h, float fall)
{
    Uint32 *tile = new_tile(tile_size);
    int *light_x = SDL_malloc(sizeof *light_x * (size_t)w);
    int *light_y = SDL_malloc(sizeof *light_y * (size_t)h);
    Uint32 *band = SDL_malloc(sizeof *band * (size_t)w * SURFACE_BAND_ROWS);
    SDL_Texture *texture = tile && light_x && light_y && band
                               ? SDL_CreateTexture(ui->renderer, SDL_PIXELFORMAT_RGB888,
                                                   SDL_TEXTUREACCESS_STATIC, w, h)
                               : NULL;
    if (texture) {
        make_tile(tile, tile_size, t);
        light_profiles(light_x, w, light_y, h, fall);
        for (int y = 0; y < h; y += SURFACE_BAND_ROWS) {
            int n = h - y < SURFACE_BAND_ROWS ? h - y : SURFACE_BAND_ROWS;
            light_part(band, w, (SDL_Rect){0, y, w, n}, tile, tile_size, light_x, light_y);
            SDL_UpdateTexture(texture, &(SDL_Rect){0, y, w, n}, band, w * (int)sizeof *band);
        }
    }
    SDL_free(band);
    SDL_free(light_y);
    SDL_free(light_x);
    SDL_free(tile);
    return texture;
}

/* The grain keeps its size in layout units: planks as wide at every window size. */
/* What a surface's texture is made of: the surface, its tint and the tile's size (the grain). */
static Uint32 surface_key(UiTable t, int tile_size)
{
    return (Uint32)t.surface * 0x1000193u ^ surface_tint(t) ^ (Uint32)tile_size << 24;
}

static int surface_tile_size(const Ui *ui)
{
    int tile_size = ui_px(ui, 420);
    return tile_size < 64 ? 64 : tile_size;
}

/* ---- the window's table made ahead: its tile (the costly part, 20-40 ms at 1280 x 800) on a
 * thread of its own while the app starts, so the first frame only lights and copies it */

typedef struct UiTablePrep {
    SDL_Thread *thread;
    Uint32 *tile; /* allocated by the window's thread (its memory), filled by this one */
    int tile_size;
    UiTable table;
    Uint32 key; /* surface_key of the table and tile size */
} UiTablePrep;

static int make_prepared_tile(void *data)
{
    UiTablePrep *prep = data;
    make_tile(prep->tile, prep->tile_size, prep->table);
    return 0;
}

void ui_table_prepare(Ui *ui, UiTable table)
{
    if (ui->table_prep || ui->table)
        return;
    UiTablePrep *prep = SDL_calloc(1, sizeof *prep);
    if (!prep)
        return;
    int tile_size = surface_tile_size(ui);
    *prep = (UiTablePrep){NULL, NULL, tile_size, table, surface_key(table, tile_size)};
    prep->tile = new_tile(prep->tile_size);
    prep->thread = prep->tile ? SDL_CreateThread(make_prepared_tile, "moguls-table", prep) : NULL;
    if (!prep->thread) { /* made at the first frame, as without it */
        SDL_free(prep->tile);
        SDL_free(prep);
        return;
    }
    ui->table_prep = prep;
}

/* The tile made ahead, waited for, if it is the one of `key` (surface_key: the caller's to
 * free); NULL if none was, or another (the window resized meanwhile), which is dropped. */
static Uint32 *take_prepared_tile(Ui *ui, Uint32 key)
{
    UiTablePrep *prep = ui->table_prep;
    if (!prep)
        return NULL;
    SDL_WaitThread(prep->thread, NULL);
    ui->table_prep = NULL;
    Uint32 *tile = prep->tile;
    if (prep->key != key) {
        SDL_free(tile);
        tile = NULL;
    }
    SDL_free(prep);
    return tile;
}

void ui_table_forget_prepared(Ui *ui)
{
    SDL_free(take_prepared_tile(ui, 0));
}

/* Makes *texture again unless it shows this surface at w x h already (the key: surface, tint
 * and grain). */
static void keep_surface(Ui *ui, SDL_Texture **texture, Uint32 *made_key, UiTable t, int w, int h,
                         float fall)
{
    int tile_size = surface_tile_size(ui);
    Uint32 key = surface_key(t, tile_size);
    int tw = 0, th = 0;
    if (*texture)
        SDL_QueryTexture(*texture, NULL, NULL, &tw, &th);
    if (*texture && key == *made_key && tw == w && th == h)
        return;
    ui_draw_release_texture(ui->draws, *texture);
    *texture = make_surface(ui, t, tile_size, w, h, fall);
    *made_key = key;
}

/* Copies the surface's texture over r (a fill of its colour without one). */
static void show_surface(Ui *ui, SDL_Texture *texture, UiTable t, SDL_Rect r)
{
    if (!texture) {
        ui_fill_rect(ui, r, ui_rgba(surface_tint(t), 255));
        return;
    }
    ui_text_check_cover(ui, r, 255);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
    ui_draw_copy(ui, texture, NULL, r, 0.0);
}

/* ---- the window's table: its tile lit where it shows (ui_draw_painted), not kept whole in a
 * texture of the window's size (4 MB at 1280 x 800, 8 MB at 1920 x 1080) */

struct UiLitTable {
    UiPainter painter; /* first: the draw list hands it back to paint_table */
    Uint32 key;        /* surface_key of the table and its grain */
    int w, h;
    Uint32 *tile;
    int tile_size;
    int *light_x, *light_y; /* the light along each side (light_profile) */
};

static void paint_table(const UiPainter *painter, SDL_Rect part, Uint32 *pixels, int pitch)
{
    const UiLitTable *t = (const UiLitTable *)painter;
    light_part(pixels, pitch / (int)sizeof *pixels, part, t->tile, t->tile_size, t->light_x,
               t->light_y);
}

void ui_table_free(UiLitTable *t)
{
    if (!t)
        return;
    SDL_free(t->tile);
    SDL_free(t->light_x);
    SDL_free(t->light_y);
    SDL_free(t);
}

/* A new lit table of the surface at w x h, from the tile made ahead if it fits; NULL without
 * memory. */
static UiLitTable *new_lit_table(Ui *ui, UiTable table, int w, int h)
{
    int tile_size = surface_tile_size(ui);
    Uint32 key = surface_key(table, tile_size);
    Uint32 *made = take_prepared_tile(ui, key);
    UiLitTable *t = SDL_calloc(1, sizeof *t);
    if (!t) {
        SDL_free(made);
        return NULL;
    }
    *t = (UiLitTable){.painter = {paint_table, ui->table_made + 1},
                      .key = key,
                      .w = w,
                      .h = h,
                      .tile = made ? made : new_tile(tile_size),
                      .tile_size = tile_size,
                      .light_x = SDL_malloc(sizeof(int) * (size_t)w),
                      .light_y = SDL_malloc(sizeof(int) * (size_t)h)};
    if (!t->tile || !t->light_x || !t->light_y) {
        ui_table_free(t);
        return NULL;
    }
    if (!made)
        make_tile(t->tile, tile_size, table);
    light_profiles(t->light_x, w, t->light_y, h, TABLE_FALL);
    return t;
}

void ui_table(Ui *ui, UiTable table)
{
    SDL_Rect all = {0, 0, ui->pixel_w, ui->pixel_h};
    UiLitTable *t = ui->table;
    if (!t || t->key != surface_key(table, surface_tile_size(ui)) || t->w != all.w ||
        t->h != all.h) {
        /* the one replaced may be painted yet in this frame: freed once it is drawn */
        ui_table_free(ui->table_replaced);
        ui->table_replaced = t;
        t = ui->table = new_lit_table(ui, table, all.w, all.h);
        ui->table_made++;
    }
    if (!t) {
        ui_fill_rect(ui, all, ui_rgba(surface_tint(table), 255));
        return;
    }
    ui_text_check_cover(ui, all, 255);
    ui_draw_painted(ui, &t->painter, all);
}

void ui_board_surface(Ui *ui, SDL_Rect r, UiTable surface)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    /* two kept (the board and its help picture may show together): the one of this size, else
     * the one not used last */
    int slot = ui->board_surface_last;
    for (int i = 0; i < UI_BOARD_SURFACES; i++) {
        int w = 0, h = 0;
        if (ui->board_surface[i])
            SDL_QueryTexture(ui->board_surface[i], NULL, NULL, &w, &h);
        if (w == r.w && h == r.h) {
            slot = i;
            break;
        }
        if (i != ui->board_surface_last)
            slot = i;
    }
    keep_surface(ui, &ui->board_surface[slot], &ui->board_surface_key[slot], surface, r.w, r.h,
                 0.25f);
    ui->board_surface_last = slot;
    show_surface(ui, ui->board_surface[slot], surface, r);
}

int ui_table_made(const Ui *ui)
{
    return ui->table_made;
}

/* ---- the board as an object ---- */

int ui_board_frame_width(const Ui *ui)
{
    return ui_px(ui, 12);
}

SDL_Rect ui_board_frame(Ui *ui, SDL_Rect r, SDL_Color face)
{
    int radius = ui_px(ui, 8), rim = ui_board_frame_width(ui), bevel = ui_px(ui, 2);
    if (bevel < 1)
        bevel = 1;
    ui_shadow(ui, r, radius, ui_px(ui, 6));
    SDL_Color black = ui_rgba(0x000000, 255), white = ui_rgba(0xffffff, 255);
    ui_fill_round_rect(ui, r, radius, ui_mix(face, black, 0.6f)); /* the board's cut edge */
    SDL_Rect lit = {r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    ui_fill_round_rect(ui, lit, radius - 1, ui_mix(face, white, 0.28f));
    SDL_Rect shade = {lit.x + bevel, lit.y + bevel, lit.w - bevel, lit.h - bevel};
    ui_fill_round_rect(ui, shade, radius - 1, ui_mix(face, black, 0.35f));
    SDL_Rect flat = {lit.x + bevel, lit.y + bevel, lit.w - 2 * bevel, lit.h - 2 * bevel};
    ui_fill_round_rect(ui, flat, radius - 2, face);
    /* the printed rule, then the art's well a shade darker at its rim */
    SDL_Rect inner = {r.x + rim, r.y + rim, r.w - 2 * rim, r.h - 2 * rim};
    int rule = rim * 4 / 10;
    SDL_Rect gold = {inner.x - rule, inner.y - rule, inner.w + 2 * rule, inner.h + 2 * rule};
    ui_outline_rect(ui, gold, 1, ui_rgba(0xc9a75e, 200));
    ui_outline_rect(ui, (SDL_Rect){inner.x - 1, inner.y - 1, inner.w + 2, inner.h + 2}, 1,
                    ui_mix(face, black, 0.5f));
    return inner;
}

/* ---- panels ---- */

void ui_panel(Ui *ui, SDL_Rect r, UiPanelKind kind, bool lit)
{
    int radius = ui_px(ui, 10), edge = lit ? ui_px(ui, 2) : 1;
    SDL_Color black = ui_rgba(0x000000, 255), white = ui_rgba(0xffffff, 255);
    if (kind == UI_PANEL_TRAY) {
        /* sunk: the table's edge lit at the bottom, the tray's floor shaded under its top rim */
        SDL_Color floor = ui_mix(ui_colour(UI_PANEL), black, 0.3f);
        ui_fill_round_rect(ui, (SDL_Rect){r.x, r.y + 1, r.w, r.h}, radius, ui_rgba(0xffffff, 40));
        ui_round_rect_border(ui, r, radius, floor,
                             lit ? ui_colour(UI_ACCENT) : ui_rgba(0x0d0a08, 255), edge);
        SDL_Rect rim = {r.x + radius, r.y + edge, r.w - 2 * radius, ui_px(ui, 8)};
        ui_gradient_rect(ui, rim, ui_rgba(0x000000, 110), ui_rgba(0x000000, 0));
        return;
    }
    /* its shadow: one soft layer offset down (a card lies flat; ui_shadow's several layers cost
     * every frame that redraws around many cards) */
    int drop = ui_px(ui, 3) > 1 ? ui_px(ui, 3) : 1;
    ui_fill_round_rect(ui, (SDL_Rect){r.x + 1, r.y + drop, r.w, r.h}, radius,
                       ui_rgba(0x000000, 90));
    ui_round_rect_border(ui, r, radius, ui_colour(UI_PANEL),
                         lit ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER), edge);
    /* the light from above catching the card's top edge */
    SDL_Rect top = {r.x + radius, r.y + edge, r.w - 2 * radius, 1};
    ui_fill_rect(ui, top, ui_mix(ui_colour(UI_PANEL), white, 0.18f));
}

int ui_seat_band_width(const Ui *ui)
{
    int w = ui_px(ui, 6);
    return w > 3 ? w : 3;
}

void ui_seat_band(Ui *ui, SDL_Rect card, SDL_Color seat)
{
    int inset = ui_px(ui, 10); /* inside the card's rounded corners */
    SDL_Rect band = {card.x + ui_px(ui, 3), card.y + inset, ui_seat_band_width(ui),
                     card.h - 2 * inset};
    ui_fill_round_rect(ui, band, band.w / 2, seat);
}
