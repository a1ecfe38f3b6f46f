#include "ui.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "draw_list.h"
#include "sound.h"

#include "marks.h"
#include "renderer.h"
#include "sprite.h"
#include "table.h"
#include "text.h"
#include "text_check.h"
#include "widgets.h"

enum { WINDOW_MIN_W = 800, WINDOW_MIN_H = 560 }; /* the smallest window the layouts are made for */
/* Where Debian's fonts-lato, fonts-roboto-slab and fonts-dejavu-core put the faces text.c uses. */
#define LATO_DIR "/usr/share/fonts/truetype/lato"
#define ROBOTO_SLAB_DIR "/usr/share/fonts/opentype/roboto/slab"
#define DEJAVU_DIR "/usr/share/fonts/truetype/dejavu"

#define DISC_SIZE 256

void ui_widgets_create(Ui *ui);      /* widgets.c */
void ui_widgets_destroy(Ui *ui);     /* widgets.c */
void ui_widgets_begin_frame(Ui *ui); /* widgets.c */

static bool file_exists(const char *path)
{
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    if (!f)
        return false;
    SDL_RWclose(f);
    return true;
}

static bool try_data_dir(const char *dir, char *out, size_t outlen, StrBuf *tried)
{
    if (!dir || !*dir)
        return false;
    char probe[1200];
    snprintf(probe, sizeof probe, "%s/assets/icon.svg", dir);
    sb_addf(tried, "\n  %s", dir);
    if (!file_exists(probe))
        return false;
    snprintf(out, outlen, "%s", dir);
    return true;
}

bool ui_find_data_dir(char *out, size_t outlen, char *err, size_t errlen)
{
    StrBuf tried = STRBUF_INIT;
    bool found = try_data_dir(getenv("MOGULS_DATA_DIR"), out, outlen, &tried);
    if (!found) {
        char *base = SDL_GetBasePath();
        if (base) {
            char installed[1100];
            snprintf(installed, sizeof installed, "%s../share/moguls", base);
            found = try_data_dir(installed, out, outlen, &tried);
            SDL_free(base);
        }
    }
#ifdef MOGULS_SOURCE_DATA_DIR
    if (!found)
        found = try_data_dir(MOGULS_SOURCE_DATA_DIR, out, outlen, &tried);
#endif
#ifdef MOGULS_INSTALL_DATA_DIR
    if (!found)
        found = try_data_dir(MOGULS_INSTALL_DATA_DIR, out, outlen, &tried);
#endif
    if (!found)
        fail(err, errlen,
             _("cannot find the game's data (assets/icon.svg); looked in:%s\n"
               "Set MOGULS_DATA_DIR to the folder holding assets/."),
             sb_str(&tried));
    sb_free(&tried);
    return found;
}

/* A disc with an anti-aliased edge in colour c (white for the big one that is scaled and
 * coloured at each copy). Its alpha is the edge's coverage times c's alpha, as a copy of a
 * white disc coloured c would give it. */
static SDL_Texture *make_disc(SDL_Renderer *renderer, int size, SDL_Color c)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    const float r = size / 2.0f;
    const Uint32 rgb = (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < size; x++) {
            float dx = x + 0.5f - r, dy = y + 0.5f - r;
            float coverage = r - sqrtf(dx * dx + dy * dy) + 0.5f;
            coverage = coverage < 0 ? 0 : coverage > 1 ? 1 : coverage;
            Uint32 alpha = (Uint32)(coverage * 255.0f + 0.5f) * c.a / 255;
            row[x] = alpha << 24 | rgb;
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(renderer, s);
    ui_draw_note_opaque(t, s);
    SDL_FreeSurface(s);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

/* The window icon from assets/icon.svg; without it the system's default icon stays. */
static void set_window_icon(Ui *ui)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/assets/icon.svg", ui->data_dir);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    SDL_Surface *icon = rw ? IMG_LoadSizedSVG_RW(rw, 64, 64) : NULL;
    if (rw)
        SDL_RWclose(rw);
    if (icon) {
        SDL_SetWindowIcon(ui->window, icon);
        SDL_FreeSurface(icon);
    }
}

/* A window never opens larger than the screen can show (a remembered 1280x800 on a 1024x640
 * display would be cut off): it shrinks to the first display's usable area, not below the
 * window's minimum size. */
static void fit_to_display(int *width, int *height)
{
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0)
        return;
    if (*width > usable.w)
        *width = usable.w > WINDOW_MIN_W ? usable.w : WINDOW_MIN_W;
    if (*height > usable.h)
        *height = usable.h > WINDOW_MIN_H ? usable.h : WINDOW_MIN_H;
}

Ui *ui_create(const UiCreateOptions *opts, char *err, size_t errlen)
{
    Ui *ui = SDL_calloc(1, sizeof *ui);
    if (!ui) {
        fail(err, errlen, "out of memory");
        return NULL;
    }
    ui->anim_speed = 1.0f;
    const char *check = getenv("MOGULS_TEXT_CHECK");
    if (check && *check && strcmp(check, "0"))
        ui->text_check = ui_text_check_create(!strcmp(check, "legibility"));
    if (!ui_find_data_dir(ui->data_dir, sizeof ui->data_dir, err, errlen))
        goto failed;
    if (TTF_WasInit() == 0 && TTF_Init() != 0) {
        fail(err, errlen, _("cannot start the font library: %s"), TTF_GetError());
        goto failed;
    }
    /* The system's fonts (the package depends on their packages), else the copies in the data
     * folder's fonts/ for a build from source on a system without them. */
    char bundled_fonts[sizeof ui->data_dir + 8];
    snprintf(bundled_fonts, sizeof bundled_fonts, "%s/fonts", ui->data_dir);
    const char *const font_dirs[] = {LATO_DIR, ROBOTO_SLAB_DIR, DEJAVU_DIR, bundled_fonts};
    ui->draws = ui_draw_list_create();
    ui->text = ui_text_create(font_dirs, 4, err, errlen);
    if (!ui->text)
        goto failed;
    ui_text_set_draw_list(ui->text, ui->draws);

    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    flags |= opts->hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN;
    if (opts->fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    int width = opts->width, height = opts->height;
    if (!opts->hidden)
        fit_to_display(&width, &height);
    ui->window = SDL_CreateWindow(opts->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                  width, height, flags);
    if (!ui->window) {
        fail(err, errlen, _("cannot open a window: %s"), SDL_GetError());
        goto failed;
    }
    SDL_SetWindowMinimumSize(ui->window, WINDOW_MIN_W, WINDOW_MIN_H);
    set_window_icon(ui);
    ui->renderer =
        ui_renderer_create(ui->window, opts->software, opts->renderer_cache, &ui->renderer_used);
    if (!ui->renderer) {
        fail(err, errlen, _("cannot create a renderer: %s"), SDL_GetError());
        goto failed;
    }
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    ui->disc = make_disc(ui->renderer, DISC_SIZE, ui_rgba(0xffffff, 255));
    ui->sprites = ui_sprites_create(ui->draws);
    ui->sound = ui_sound_create(ui->data_dir);
    ui_widgets_create(ui);
    ui_update_layout(ui);
    ui_begin_frame(ui);
    return ui;
failed:
    ui_destroy(ui);
    return NULL;
}

Ui *ui_create_picture(const Ui *window, int w, int h, float scale)
{
    Ui *ui = SDL_calloc(1, sizeof *ui);
    if (!ui)
        return NULL;
    memcpy(ui->data_dir, window->data_dir, sizeof ui->data_dir);
    ui->colour_blind = window->colour_blind;
    ui->anim_speed = window->anim_speed;
    ui->now = window->now;
    ui->manual_clock = window->manual_clock;
    ui->manual_now = window->manual_now;
    ui->pixel_w = w;
    ui->pixel_h = h;
    ui->scale = scale;
    ui->units_w = (float)w / scale;
    ui->units_h = (float)h / scale;
    ui->mouse_x = ui->mouse_y = -1000000; /* no mouse over a picture */
    ui->input_blocked = true;
    ui->draws = ui_draw_list_create();
    ui->text = ui_text_create_sharing(window->text);
    if (!ui->text) {
        ui_destroy(ui);
        return NULL;
    }
    ui_text_set_draw_list(ui->text, ui->draws);
    return ui;
}

bool ui_picture_open(Ui *ui)
{
    if (ui->renderer)
        return true;
    ui->picture =
        SDL_CreateRGBSurfaceWithFormat(0, ui->pixel_w, ui->pixel_h, 32, SDL_PIXELFORMAT_ARGB8888);
    ui->renderer = ui->picture ? SDL_CreateSoftwareRenderer(ui->picture) : NULL;
    if (!ui->renderer)
        return false;
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    ui->disc = make_disc(ui->renderer, DISC_SIZE, ui_rgba(0xffffff, 255));
    ui->sprites = ui_sprites_create(ui->draws);
    ui_widgets_create(ui);
    return true;
}

void ui_destroy(Ui *ui)
{
    if (!ui)
        return;
    ui_widgets_destroy(ui);
    ui_sound_destroy(ui->sound);
    ui_sprites_destroy(ui->sprites);
    ui_text_destroy(ui->text);
    ui_text_check_destroy(ui->text_check);
    free(ui->mark_clear);
    if (ui->disc)
        SDL_DestroyTexture(ui->disc);
    ui_table_forget_prepared(ui);
    ui_table_free(ui->table);
    ui_table_free(ui->table_replaced);
    for (int i = 0; i < UI_BOARD_SURFACES; i++)
        if (ui->board_surface[i])
            SDL_DestroyTexture(ui->board_surface[i]);
    for (int i = 0; i < UI_TINTED_DISCS; i++)
        if (ui->tinted[i].texture)
            SDL_DestroyTexture(ui->tinted[i].texture);
    for (int i = 0; i < ui->ring_count; i++)
        SDL_DestroyTexture(ui->rings[i].texture);
    ui_draw_list_destroy(ui->draws); /* the textures it still holds, before their renderer */
    if (ui->renderer)
        SDL_DestroyRenderer(ui->renderer);
    if (ui->window)
        SDL_DestroyWindow(ui->window);
    SDL_FreeSurface(ui->picture);
    SDL_free(ui);
}

void ui_update_layout(Ui *ui)
{
    int ww = 1, wh = 1, pw = 1, ph = 1;
    SDL_GetWindowSize(ui->window, &ww, &wh);
    if (SDL_GetRendererOutputSize(ui->renderer, &pw, &ph) != 0 || pw <= 0 || ph <= 0) {
        pw = ww;
        ph = wh;
    }
    bool changed = pw != ui->pixel_w || ph != ui->pixel_h;
    ui->pixel_w = pw;
    ui->pixel_h = ph;
    ui->mouse_factor = ww > 0 ? (float)pw / (float)ww : 1.0f;
    float sx = (float)pw / UI_DESIGN_W, sy = (float)ph / UI_DESIGN_H;
    ui->scale = sx < sy ? sx : sy;
    if (ui->scale < 0.25f)
        ui->scale = 0.25f;
    ui->units_w = pw / ui->scale;
    ui->units_h = ph / ui->scale;
    if (changed && ui->sprites)
        ui_sprites_resized(ui->sprites);
}

double ui_clock(const Ui *ui)
{
    return ui->manual_clock ? ui->manual_now : SDL_GetTicks64() / 1000.0;
}

void ui_advance_clock(Ui *ui, double seconds)
{
    ui->manual_now += seconds;
}

void ui_stop_clock(Ui *ui, double seconds)
{
    ui->manual_clock = seconds >= 0;
    ui->manual_now = seconds;
    ui->now = ui_clock(ui);
}

void ui_begin_frame(Ui *ui)
{
    ui->frame_count++;
    ui->now = ui_clock(ui);
    ui->frame_requested = false;
    ui_sprites_collect(ui, ui->manual_clock);
    ui->tooltip[0] = '\0';
    ui_widgets_begin_frame(ui);
    ui_marks_begin_frame(ui);
    ui_text_check_begin_frame(ui);
    ui_draw_begin(ui);
}

void ui_event_to_pixels(const Ui *ui, SDL_Event *e)
{
    float f = ui->mouse_factor;
    if (f == 1.0f)
        return;
    switch (e->type) {
    case SDL_MOUSEMOTION:
        e->motion.x = (Sint32)(e->motion.x * f);
        e->motion.y = (Sint32)(e->motion.y * f);
        e->motion.xrel = (Sint32)(e->motion.xrel * f);
        e->motion.yrel = (Sint32)(e->motion.yrel * f);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        e->button.x = (Sint32)(e->button.x * f);
        e->button.y = (Sint32)(e->button.y * f);
        break;
    default:
        break;
    }
}

void ui_input_event(Ui *ui, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
        ui->mouse_x = e->motion.x;
        ui->mouse_y = e->motion.y;
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_LEFT) {
            ui->mouse_x = e->button.x;
            ui->mouse_y = e->button.y;
            ui->press_x = e->button.x;
            ui->press_y = e->button.y;
            ui->mouse_down = true;
            ui->mouse_pressed = true;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT) {
            ui->mouse_x = e->button.x;
            ui->mouse_y = e->button.y;
            ui->mouse_down = false;
            ui->mouse_clicked = true;
        }
        break;
    case SDL_MOUSEWHEEL:
        ui->wheel += e->wheel.y;
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
            ui->mouse_x = -1;
            ui->mouse_y = -1;
        }
        break;
    default:
        break;
    }
}

void ui_end_frame(Ui *ui)
{
    ui->mouse_pressed = false;
    if (ui->mouse_clicked)
        ui->active_id = 0;
    ui->mouse_clicked = false;
    ui->wheel = 0;
    ui_draw_end(ui); /* the picture, if the app did not finish it before reading it */
    ui_table_free(ui->table_replaced); /* painted for the last time */
    ui->table_replaced = NULL;
    ui_text_check_end_frame(ui);
    ui_text_end_frame(ui->text);
}

/* ---- colours ---- */

SDL_Color ui_rgba(unsigned rgb, unsigned char alpha)
{
    SDL_Color c = {(Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, alpha};
    return c;
}

SDL_Color ui_colour(UiColourName name)
{
    static const unsigned rgb[UI_COLOUR_COUNT] = {
        /* warm inks printed on dark card, on a walnut table (docs/look.md) */
        [UI_BG] = 0x1e1915,     [UI_PANEL] = 0x2d2621,       [UI_PANEL_HI] = 0x3b322b,
        [UI_BORDER] = 0x6a5840, [UI_TEXT] = 0xf3efe6,        [UI_TEXT_DIM] = 0xc7bba8,
        [UI_ACCENT] = 0xf2b84b, [UI_ACCENT_TEXT] = 0x231b14, [UI_GOOD] = 0x6cc48a,
        [UI_BAD] = 0xe5675f,    [UI_GOLD] = 0xf2c14e,        [UI_SHADOW] = 0x0c0805,
        [UI_FELT] = 0x2e5b4a,
    };
    return ui_rgba(rgb[name], name == UI_SHADOW ? 110 : 255);
}

SDL_Color ui_mix(SDL_Color a, SDL_Color b, float t)
{
    SDL_Color c = {(Uint8)(a.r + (b.r - a.r) * t), (Uint8)(a.g + (b.g - a.g) * t),
                   (Uint8)(a.b + (b.b - a.b) * t), (Uint8)(a.a + (b.a - a.a) * t)};
    return c;
}

/* ---- player palette ---- */

typedef struct PlayerColour {
    unsigned rgb;
    const char *name;
} PlayerColour;

static const PlayerColour normal_palette[UI_PALETTE_SIZE] = {
    {0xe0584f, N_("Red")},    {0x4a90d9, N_("Blue")},   {0x58b368, N_("Green")},
    {0xf0c93c, N_("Yellow")}, {0x9b6bcf, N_("Purple")}, {0xf08a3c, N_("Orange")},
};
/* Okabe & Ito's colour-blind-safe set. */
static const PlayerColour safe_palette[UI_PALETTE_SIZE] = {
    {0xe69f00, N_("Orange")}, {0x56b4e9, N_("Sky blue")}, {0x009e73, N_("Green")},
    {0xf0e442, N_("Yellow")}, {0x0072b2, N_("Blue")},     {0xcc79a7, N_("Pink")},
};
/* The colours' symbols: shapes drawn by tools/make_symbol_art.py, not glyphs (at a badge's size
 * a glyph's triangle was 5 px at 1024x640). */
static const char *const symbols[UI_PALETTE_SIZE] = {"symbols/triangle.svg", "symbols/square.svg",
                                                     "symbols/diamond.svg",  "symbols/star.svg",
                                                     "symbols/disc.svg",     "symbols/cross.svg"};

static int palette_index(int index)
{
    return ((index % UI_PALETTE_SIZE) + UI_PALETTE_SIZE) % UI_PALETTE_SIZE;
}

SDL_Color ui_player_colour(const Ui *ui, int index)
{
    const PlayerColour *p = ui->colour_blind ? safe_palette : normal_palette;
    return ui_rgba(p[palette_index(index)].rgb, 255);
}

const char *ui_player_symbol(int index)
{
    return symbols[palette_index(index)];
}

const char *ui_player_colour_name(const Ui *ui, int index)
{
    const PlayerColour *p = ui->colour_blind ? safe_palette : normal_palette;
    return _(p[palette_index(index)].name);
}

static double linear(Uint8 v)
{
    double c = v / 255.0;
    return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double relative_luminance(SDL_Color c)
{
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

double ui_contrast(SDL_Color a, SDL_Color b)
{
    double la = relative_luminance(a) + 0.05, lb = relative_luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

/* Whether dark ink stands out more from c than white does (WCAG's relative luminance above
 * 0.2: the Okabe-Ito green takes dark ink, 6:1, where white had 3.4:1). */
static bool is_light(SDL_Color c)
{
    return relative_luminance(c) > 0.2;
}

/* The smallest badge in the colour-blind palette, in units: a disc 20 units across (16 px at
 * 1024x640) is the least whose six symbols stay told apart (gui_ui's test_badge_symbols: on a
 * disc 12 px across the diamond and the disc drew the same pixels). */
#define SYMBOL_BADGE_UNITS 10

int ui_player_badge_radius(const Ui *ui, int radius)
{
    int least = ui_px(ui, SYMBOL_BADGE_UNITS);
    return ui->colour_blind && radius < least ? least : radius;
}

void ui_player_badge(Ui *ui, int index, int cx, int cy, int radius)
{
    SDL_Color c = ui_player_colour(ui, index);
    radius = ui_player_badge_radius(ui, radius);
    ui_marks_keep_clear(ui, (SDL_Rect){cx - radius, cy - radius, 2 * radius, 2 * radius});
    ui_fill_circle(ui, cx, cy, radius, ui_rgba(0x000000, 90));
    int inner = radius - (radius > 8 ? 2 : 1);
    ui_fill_circle(ui, cx, cy, inner, c);
    if (ui->colour_blind) {
        /* the shape across most of the disc (it keeps inside the circle of its box), the colour
           round it, in the ink that stands out from it */
        SDL_Color ink = is_light(c) ? ui_rgba(0x1a1a1a, 255) : ui_rgba(0xffffff, 255);
        int half = inner * 9 / 10;
        ui_sprite_ex(ui, ui_player_symbol(index),
                     (SDL_Rect){cx - half, cy - half, 2 * half, 2 * half}, ink, 0);
    }
}

/* ---- shapes ---- */

void ui_set_colour(Ui *ui, SDL_Color c)
{
    SDL_SetRenderDrawColor(ui->renderer, c.r, c.g, c.b, c.a);
}

/* A filled rectangle, unknown to the text check: a part of a shape, or a line. */
static void fill_rect_part(Ui *ui, SDL_Rect r, SDL_Color c)
{
    if (r.w <= 0 || r.h <= 0 || c.a == 0)
        return;
    /* Opaque fills skip blending: much faster with the software renderer. */
    ui_draw_fill(ui, r, c, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
}

void ui_fill_rect(Ui *ui, SDL_Rect r, SDL_Color c)
{
    if (r.w <= 0 || r.h <= 0 || c.a == 0)
        return;
    ui_text_check_cover(ui, r, c.a);
    fill_rect_part(ui, r, c);
}

/* An outline is a line, no picture: the text check does not count it as covering anything. */
void ui_outline_rect(Ui *ui, SDL_Rect r, int width, SDL_Color c)
{
    fill_rect_part(ui, (SDL_Rect){r.x, r.y, r.w, width}, c);
    fill_rect_part(ui, (SDL_Rect){r.x, r.y + r.h - width, r.w, width}, c);
    fill_rect_part(ui, (SDL_Rect){r.x, r.y + width, width, r.h - 2 * width}, c);
    fill_rect_part(ui, (SDL_Rect){r.x + r.w - width, r.y + width, width, r.h - 2 * width}, c);
}

/* Forgets every disc made in a colour (destroyed at the end of the frame). */
static void drop_tinted_discs(Ui *ui)
{
    for (int i = 0; i < UI_TINTED_DISCS; i++)
        ui_draw_release_texture(ui->draws, ui->tinted[i].texture);
    memset(ui->tinted, 0, sizeof ui->tinted);
    ui->tinted_count = 0;
}

/* The slot of the disc of `radius` and `rgba`: where it is kept, or the empty slot where it
 * goes. */
static struct UiTintedDisc *tinted_slot(Ui *ui, int radius, Uint32 rgba)
{
    unsigned slot = (rgba * 2654435761u ^ (unsigned)radius * 40503u) % UI_TINTED_DISCS;
    for (;; slot = (slot + 1) % UI_TINTED_DISCS) {
        struct UiTintedDisc *d = &ui->tinted[slot];
        if (!d->texture || (d->radius == radius && d->rgba == rgba))
            return d;
    }
}

/* Forgets the discs this frame has not drawn (destroyed at the end of the frame), keeping
 * those it did: a piece's shadow fading through many shades fills the table over a game, and
 * dropping every disc would make each again and redraw the whole window. */
static void drop_stale_discs(Ui *ui)
{
    struct UiTintedDisc kept[UI_TINTED_DISCS];
    int kept_count = 0;
    for (int i = 0; i < UI_TINTED_DISCS; i++) {
        struct UiTintedDisc *d = &ui->tinted[i];
        if (d->texture && d->last_used == ui->frame_count)
            kept[kept_count++] = *d;
        else
            ui_draw_release_texture(ui->draws, d->texture);
    }
    memset(ui->tinted, 0, sizeof ui->tinted);
    for (int i = 0; i < kept_count; i++)
        *tinted_slot(ui, kept[i].radius, kept[i].rgba) = kept[i];
    ui->tinted_count = kept_count;
}

SDL_Texture *ui_tinted_disc(Ui *ui, int radius, SDL_Color c)
{
    if (radius <= 0 || radius >= UI_DISC_CACHE)
        return NULL;
    const Uint32 rgba = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    struct UiTintedDisc *d = tinted_slot(ui, radius, rgba);
    if (d->texture) {
        d->last_used = ui->frame_count;
        return d->texture;
    }
    if (ui->tinted_count >= UI_TINTED_DISCS * 3 / 4) { /* full: keep only this frame's */
        drop_stale_discs(ui);
        if (ui->tinted_count >= UI_TINTED_DISCS * 3 / 4) /* a frame that uses very many */
            drop_tinted_discs(ui);
        return ui_tinted_disc(ui, radius, c);
    }
    SDL_Texture *t = make_disc(ui->renderer, 2 * radius, c);
    if (t) {
        *d = (struct UiTintedDisc){t, rgba, radius, ui->frame_count};
        ui->tinted_count++;
    }
    return t;
}

/* A disc of exactly `radius` pixels made in colour c, or the big white one to be scaled and
 * coloured c. */
static SDL_Texture *disc_for(Ui *ui, int radius, SDL_Color c, bool *exact)
{
    SDL_Texture *t = ui_tinted_disc(ui, radius, c);
    *exact = t != NULL;
    if (t)
        return t;
    SDL_SetTextureColorMod(ui->disc, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(ui->disc, c.a);
    return ui->disc;
}

void ui_fill_quad(Ui *ui, const float xy[8], SDL_Color c)
{
    SDL_Vertex v[4];
    for (int i = 0; i < 4; i++)
        v[i] = (SDL_Vertex){{xy[2 * i], xy[2 * i + 1]}, c, {0, 0}};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    ui_draw_geometry(ui, v, 4, idx, 6);
}

void ui_fill_round_rect(Ui *ui, SDL_Rect r, int radius, SDL_Color c)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    if (radius > r.w / 2)
        radius = r.w / 2;
    if (radius > r.h / 2)
        radius = r.h / 2;
    if (radius <= 0 || !ui->disc) {
        ui_fill_rect(ui, r, c);
        return;
    }
    ui_text_check_cover(ui, r, c.a);
    fill_rect_part(ui, (SDL_Rect){r.x + radius, r.y, r.w - 2 * radius, r.h}, c);
    fill_rect_part(ui, (SDL_Rect){r.x, r.y + radius, radius, r.h - 2 * radius}, c);
    fill_rect_part(ui, (SDL_Rect){r.x + r.w - radius, r.y + radius, radius, r.h - 2 * radius}, c);
    bool exact;
    SDL_Texture *disc = disc_for(ui, radius, c, &exact);
    const int h = exact ? radius : DISC_SIZE / 2;
    SDL_Rect src[4] = {{0, 0, h, h}, {h, 0, h, h}, {0, h, h, h}, {h, h, h, h}};
    SDL_Rect dst[4] = {{r.x, r.y, radius, radius},
                       {r.x + r.w - radius, r.y, radius, radius},
                       {r.x, r.y + r.h - radius, radius, radius},
                       {r.x + r.w - radius, r.y + r.h - radius, radius, radius}};
    for (int i = 0; i < 4; i++)
        ui_draw_copy(ui, disc, &src[i], dst[i], 0.0);
}

void ui_round_rect_border(Ui *ui, SDL_Rect r, int radius, SDL_Color fill, SDL_Color border,
                          int width)
{
    ui_fill_round_rect(ui, r, radius, border);
    SDL_Rect inner = {r.x + width, r.y + width, r.w - 2 * width, r.h - 2 * width};
    ui_fill_round_rect(ui, inner, radius > width ? radius - width : 0, fill);
}

/* Intersects a band with the current clip (if any) and makes it the clip; false if empty. */
static bool clip_to(Ui *ui, SDL_Rect band, const SDL_Rect *outer)
{
    SDL_Rect clip = band;
    if (outer && !SDL_IntersectRect(&band, outer, &clip))
        return false;
    if (clip.w <= 0 || clip.h <= 0)
        return false;
    SDL_RenderSetClipRect(ui->renderer, &clip);
    return true;
}

void ui_shadow(Ui *ui, SDL_Rect r, int radius, int offset)
{
    /* Soft layers, drawn only in bands around the rectangle: the inside is covered by whatever
     * casts the shadow, and blending a large hidden area is slow in software. */
    SDL_Rect saved;
    bool clipped = SDL_RenderIsClipEnabled(ui->renderer);
    SDL_RenderGetClipRect(ui->renderer, &saved);
    int spread = 4, inset = radius + 2;
    SDL_Rect bands[4] = {
        {r.x - spread, r.y + r.h - inset, r.w + 2 * spread + offset, inset + offset + spread},
        {r.x - spread, r.y - spread, r.w + 2 * spread + offset, inset + spread},
        {r.x - spread, r.y + inset - spread, inset + spread, r.h - 2 * inset + 2 * spread},
        {r.x + r.w - inset, r.y + inset - spread, inset + spread + offset,
         r.h - 2 * inset + 2 * spread},
    };
    for (int b = 0; b < 4; b++) {
        if (!clip_to(ui, bands[b], clipped ? &saved : NULL))
            continue;
        for (int i = 3; i >= 1; i--) {
            SDL_Rect s = {r.x - i + offset / 2, r.y - i + offset, r.w + 2 * i, r.h + 2 * i};
            ui_fill_round_rect(ui, s, radius + i, ui_rgba(0x000000, 22));
        }
    }
    SDL_RenderSetClipRect(ui->renderer, clipped ? &saved : NULL);
}

void ui_fill_circle(Ui *ui, int cx, int cy, int radius, SDL_Color c)
{
    if (radius <= 0)
        return;
    if (!ui->disc) {
        ui_fill_rect(ui, (SDL_Rect){cx - radius, cy - radius, 2 * radius, 2 * radius}, c);
        return;
    }
    int inside = radius * 7 / 10; /* half the side of the square inside the circle */
    ui_text_check_cover_shape(ui, (SDL_Rect){cx - inside, cy - inside, 2 * inside, 2 * inside},
                              (SDL_Rect){cx - radius, cy - radius, 2 * radius, 2 * radius}, c.a);
    bool exact;
    SDL_Texture *disc = disc_for(ui, radius, c, &exact);
    SDL_Rect dst = {cx - radius, cy - radius, 2 * radius, 2 * radius};
    ui_draw_copy(ui, disc, NULL, dst, 0.0);
}

#define RING_MARGIN 2 /* pixels around a ring's texture, past the triangles' edges */

/* A ring as a strip of triangles between two circles about (cx, cy), in v and idx. */
enum { RING_SEGMENTS = 64 };
static void ring_triangles(float cx, float cy, int radius, int width, SDL_Color c,
                           SDL_Vertex v[2 * (RING_SEGMENTS + 1)], int idx[6 * RING_SEGMENTS])
{
    float outer = (float)radius, inner = (float)(radius - width);
    for (int i = 0; i <= RING_SEGMENTS; i++) {
        float a = (float)i / RING_SEGMENTS * 6.2831853f;
        float ca = cosf(a), sa = sinf(a);
        v[2 * i] = (SDL_Vertex){{cx + ca * outer, cy + sa * outer}, c, {0, 0}};
        v[2 * i + 1] = (SDL_Vertex){{cx + ca * inner, cy + sa * inner}, c, {0, 0}};
    }
    for (int i = 0; i < RING_SEGMENTS; i++) {
        int *q = idx + 6 * i, b = 2 * i;
        q[0] = b, q[1] = b + 1, q[2] = b + 2, q[3] = b + 1, q[4] = b + 3, q[5] = b + 2;
    }
}

UiTargetKept ui_target_into(Ui *ui, SDL_Texture *texture)
{
    UiTargetKept kept = {.target = SDL_GetRenderTarget(ui->renderer),
                         .clipped = SDL_RenderIsClipEnabled(ui->renderer)};
    SDL_RenderGetClipRect(ui->renderer, &kept.clip);
    SDL_SetRenderTarget(ui->renderer, texture);
    return kept;
}

void ui_target_back(Ui *ui, UiTargetKept kept)
{
    SDL_SetRenderTarget(ui->renderer, kept.target);
    SDL_RenderSetClipRect(ui->renderer, kept.clipped ? &kept.clip : NULL);
}

/* The ring's triangles rasterised once into a clear texture, in its colour and alpha, to be
 * copied blended where it is drawn: the same pixels as the triangles blended there, at the cost
 * of a copy (the software renderer blends each of the 128 triangles through a surface of its
 * own). */
static SDL_Texture *make_ring(Ui *ui, int radius, int width, SDL_Color c)
{
    int size = 2 * (radius + RING_MARGIN);
    SDL_Texture *t = SDL_CreateTexture(ui->renderer, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_TARGET, size, size);
    if (!t)
        return NULL;
    UiTargetKept kept = ui_target_into(ui, t);
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(ui->renderer, c.r, c.g, c.b, 0);
    SDL_RenderClear(ui->renderer);
    SDL_Vertex v[2 * (RING_SEGMENTS + 1)];
    int idx[6 * RING_SEGMENTS];
    float centre = (float)(radius + RING_MARGIN);
    ring_triangles(centre, centre, radius, width, c, v, idx);
    SDL_RenderGeometry(ui->renderer, NULL, v, 2 * (RING_SEGMENTS + 1), idx, 6 * RING_SEGMENTS);
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    ui_target_back(ui, kept);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* Forgets every ring kept (destroyed at the end of the frame). */
static void drop_rings(Ui *ui)
{
    for (int i = 0; i < ui->ring_count; i++)
        ui_draw_release_texture(ui->draws, ui->rings[i].texture);
    ui->ring_count = 0;
}

/* The ring's texture, made at its first use; NULL if none can be made. */
static SDL_Texture *ring_texture(Ui *ui, int radius, int width, SDL_Color c)
{
    const Uint32 rgba = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    for (int i = 0; i < ui->ring_count; i++) {
        struct UiRing *r = &ui->rings[i];
        if (r->radius == radius && r->width == width && r->rgba == rgba)
            return r->texture;
    }
    if (ui->ring_count == UI_RINGS) /* a table that uses very many: start over */
        drop_rings(ui);
    SDL_Texture *t = make_ring(ui, radius, width, c);
    if (t)
        ui->rings[ui->ring_count++] = (struct UiRing){t, rgba, radius, width};
    return t;
}

void ui_ring(Ui *ui, int cx, int cy, int radius, int width, SDL_Color c)
{
    if (radius <= 0 || c.a == 0)
        return;
    SDL_Texture *t = ring_texture(ui, radius, width, c);
    if (t) {
        int size = 2 * (radius + RING_MARGIN);
        SDL_SetTextureColorMod(t, 255, 255, 255);
        SDL_SetTextureAlphaMod(t, 255);
        ui_draw_copy(ui, t, NULL,
                     (SDL_Rect){cx - radius - RING_MARGIN, cy - radius - RING_MARGIN, size, size},
                     0.0);
        return;
    }
    SDL_Vertex v[2 * (RING_SEGMENTS + 1)];
    int idx[6 * RING_SEGMENTS];
    ring_triangles((float)cx, (float)cy, radius, width, c, v, idx);
    ui_draw_geometry(ui, v, 2 * (RING_SEGMENTS + 1), idx, 6 * RING_SEGMENTS);
}

void ui_line(Ui *ui, float x1, float y1, float x2, float y2, float width, SDL_Color c)
{
    float dx = x2 - x1, dy = y2 - y1, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0.0f)
        return;
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    SDL_Vertex v[4] = {{{x1 + nx, y1 + ny}, c, {0, 0}},
                       {{x1 - nx, y1 - ny}, c, {0, 0}},
                       {{x2 + nx, y2 + ny}, c, {0, 0}},
                       {{x2 - nx, y2 - ny}, c, {0, 0}}};
    int idx[6] = {0, 1, 2, 1, 3, 2};
    ui_draw_geometry(ui, v, 4, idx, 6);
}

/* The colour at t (0 to 1) from a to b, each channel rounded. */
static SDL_Color gradient_at(SDL_Color a, SDL_Color b, float t)
{
    return (SDL_Color){(Uint8)lroundf(a.r + (b.r - a.r) * t), (Uint8)lroundf(a.g + (b.g - a.g) * t),
                       (Uint8)lroundf(a.b + (b.b - a.b) * t),
                       (Uint8)lroundf(a.a + (b.a - a.a) * t)};
}

void ui_gradient_rect(Ui *ui, SDL_Rect r, SDL_Color top, SDL_Color bottom)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    ui_text_check_cover(ui, r, top.a < bottom.a ? top.a : bottom.a);
    /* Bands of rows of one colour, each a fill, not triangles of two colours: a fill is redrawn
     * in part where something over it changes and costs a fraction of the triangles, which the
     * software renderer blends through a surface of their own (a header's status line redrew the
     * whole header). Each row takes the colour at its middle, as the triangles did. */
    int band = 0;
    SDL_Color colour = gradient_at(top, bottom, 0.5f / (float)r.h);
    for (int y = 1; y <= r.h; y++) {
        SDL_Color next =
            y < r.h ? gradient_at(top, bottom, ((float)y + 0.5f) / (float)r.h) : colour;
        if (y < r.h && !memcmp(&next, &colour, sizeof next))
            continue;
        fill_rect_part(ui, (SDL_Rect){r.x, r.y + band, r.w, y - band}, colour);
        band = y;
        colour = next;
    }
}

void ui_flush_caches(Ui *ui)
{
    ui_text_flush(ui->text);
    ui_sprites_flush(ui->sprites);
    drop_tinted_discs(ui);
    drop_rings(ui);
    for (int i = 0; i < UI_BOARD_SURFACES; i++) {
        ui_draw_release_texture(ui->draws, ui->board_surface[i]);
        ui->board_surface[i] = NULL;
    }
    ui_draw_redraw_all(ui);
}
