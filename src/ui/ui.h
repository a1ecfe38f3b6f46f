/* The UI kit: one Ui per window. Drawing helpers, layout scale, data files, the player palette.
 *
 * Coordinates: everything the kit draws is in *pixels* of the renderer's output (so text and
 * sprites are crisp on high-DPI screens). Layout is thought in *units*: ui->scale pixels per unit,
 * chosen so that a 1280 x 800 unit canvas fits the window (ui->units_w x ui->units_h is the whole
 * window in units, at least 1280 x 800 in one direction). ui_px() turns units into pixels.
 * Mouse events handed to scenes and views are already converted to pixels. */
#ifndef MOGULS_UI_H
#define MOGULS_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "renderer.h"

#define UI_DESIGN_W 1280
#define UI_DESIGN_H 800
#define UI_PALETTE_SIZE 6
#define UI_DISC_CACHE 160
#define UI_TINTED_DISCS 512 /* room for discs by radius and colour (kept under 3/4 full) */
#define UI_RINGS 64         /* rings kept by radius, width and colour */
#define UI_BOARD_SURFACES 2 /* boards' own surfaces kept (table.h: ui_board_surface) */

typedef struct UiText UiText;           /* text cache (text.h) */
typedef struct UiSprites UiSprites;     /* sprite cache (sprite.h) */
typedef struct UiSound UiSound;         /* sound effects and music (sound.h) */
typedef struct UiTextCheck UiTextCheck; /* MOGULS_TEXT_CHECK=1: texts that do not fit */
typedef struct UiDrawList UiDrawList;   /* the frame's drawing, rasterised where it changed */

typedef struct Ui {
    SDL_Window *window; /* NULL in a picture's kit (ui_create_picture) */
    SDL_Renderer *renderer;
    SDL_Surface *picture;         /* what a picture's kit draws on: its renderer's (software) */
    UiRendererUsed renderer_used; /* which renderer, and why (renderer.h) */
    int pixel_w, pixel_h;   /* renderer output size */
    float scale;            /* pixels per layout unit */
    float units_w, units_h; /* window size in units */
    float mouse_factor;     /* window coordinates * this = pixels (high-DPI) */
    char data_dir[1024];    /* holds assets/ and fonts/ */
    double now;             /* seconds (ui_clock), set by ui_begin_frame */
    bool manual_clock;      /* tests: the clock moves only by ui_advance_clock / ui_stop_clock */
    double manual_now;      /* that clock */
    bool frame_requested;   /* something animates: draw the next frame at the display rate */
    int mouse_x, mouse_y;   /* last mouse position in pixels */

    /* immediate-mode input for the widgets (widgets.h), fed by ui_input_event */
    bool input_blocked;   /* a modal layer is open: widgets below it ignore the mouse */
    int press_x, press_y; /* where the left button last went down */
    double wake_at;       /* redraw at this time even without events (0 = no need) */
    bool mouse_down;      /* the left button is held */
    bool mouse_pressed;   /* it went down since the last frame */
    bool mouse_clicked;   /* it went up since the last frame (a click ends) */
    int wheel;            /* wheel steps since the last frame (+ = up) */
    unsigned active_id;   /* the widget being pressed or dragged, 0 = none */
    unsigned hover_id;    /* the widget under the mouse at the last frame */
    double hover_since;   /* when hover_id became hovered */
    char tooltip[256];    /* the tooltip to draw at the end of this frame */

    /* settings the kit honours */
    bool colour_blind; /* palette with symbols on every player colour */
    float anim_speed;  /* 1 = normal; 2 = twice as fast; 0 = no animation */
    double tweens_until; /* when the latest-ending tween started so far ends (ui->now clock):
                            the shell waits for a move's animation before the next move */
    unsigned tween_epoch; /* tweens started before the last ui_tweens_finish are over */

    UiText *text;
    UiSprites *sprites;
    UiSound *sound;
    UiTextCheck *text_check; /* NULL unless MOGULS_TEXT_CHECK=1 (text_check.h) */
    UiDrawList *draws;       /* draw_list.h */
    SDL_Texture *disc;       /* white anti-aliased disc used for circles and rounded corners */
    /* discs of exact pixel radii (below UI_DISC_CACHE) made in their colour: an unscaled copy
     * without a colour to apply is the software renderer's fast path (3-4 ns a pixel, against
     * 13-15 with a colour); keyed by radius and colour */
    struct UiTintedDisc {
        SDL_Texture *texture;
        Uint32 rgba;
        int radius;
        unsigned last_used; /* the frame (frame_count) that last drew it */
    } tinted[UI_TINTED_DISCS];
    int tinted_count;
    unsigned frame_count; /* frames begun so far */
    /* rings rasterised once each, copied since (ui_ring) */
    struct UiRing {
        SDL_Texture *texture;
        Uint32 rgba;
        int radius, width;
    } rings[UI_RINGS];
    int ring_count;
    struct UiLitTable *table;          /* the window's table, made for its size (table.h) */
    struct UiLitTable *table_replaced; /* the one before, freed at the frame's end */
    int table_made;                /* tables made so far (tests: once a size, not a frame) */
    struct UiTablePrep *table_prep; /* the table being made ahead (ui_table_prepare), or NULL */
    SDL_Texture *board_surface[UI_BOARD_SURFACES]; /* boards' felts, made for their sizes */
    Uint32 board_surface_key[UI_BOARD_SURFACES];
    int board_surface_last;        /* the one shown last */
    struct UiWidgetState *widgets; /* toasts and the widgets drawn last frame (widgets.c) */
    SDL_Rect *mark_clear;          /* what this frame's move marks must not cover (marks.h) */
    int mark_clear_count, mark_clear_cap;
} Ui;

typedef struct UiCreateOptions {
    const char *title;
    int width, height; /* window size in screen coordinates */
    bool fullscreen;
    bool hidden;   /* tests and bench: no visible window */
    bool software; /* force the software renderer */
    const char *renderer_cache; /* what OpenGL is on this machine, remembered (renderer.h) */
} UiCreateOptions;

/* Opens the window and renderer, finds the data directory, loads fonts, opens audio (silently
 * running without sound if there is no device). NULL with a readable reason on failure. SDL must
 * be initialised (video, events) by the caller. */
Ui *ui_create(const UiCreateOptions *opts, char *err, size_t errlen);
void ui_destroy(Ui *ui);
/* A kit of its own for drawing a picture of w x h pixels at `scale` pixels per unit
 * (ui_draw_picture), with SDL's software renderer on a surface and no window, mouse, sound or
 * text check, so that another thread may draw it and destroy it while the window's goes on: the
 * window's palette, animation speed and clock, and the faces its text has read (`window` must
 * outlive it). Made on the window's thread, with only what it takes from the window; NULL if it
 * cannot be. */
Ui *ui_create_picture(const Ui *window, int w, int h, float scale);
/* The rest of a picture's kit (its surface, renderer, disc, sprites), made by the thread that
 * draws it before anything else uses the kit (ui_draw_picture does, if not done yet): made in a
 * frame of the window's, it cost that frame 4-6 ms, mostly the page faults of its surfaces.
 * False if it cannot be made. */
bool ui_picture_open(Ui *picture);

/* The data directory: $MOGULS_DATA_DIR, SDL_GetBasePath()/../share/moguls, the source tree (not
 * in a package build), the
 * install prefix; the first holding assets/icon.svg. False with the places tried. */
bool ui_find_data_dir(char *out, size_t outlen, char *err, size_t errlen);

/* Call after a resize or a display change: recomputes the scale; sprites are rasterised again at
 * their new sizes (sprite.h). */
void ui_update_layout(Ui *ui);
/* Drops every cached texture (text, sprites, discs, board surfaces) after the renderer lost them.
 */
void ui_flush_caches(Ui *ui);
/* The clock ui->now follows: SDL's ticks in seconds, or the manual clock. */
double ui_clock(const Ui *ui);
/* Moves the manual clock on (tests of pacing and animations without waiting). */
void ui_advance_clock(Ui *ui, double seconds);
/* Tests: the clock stands at `seconds` from now on (a manual clock), so animations are drawn at
 * exact moments (sets ui->now too); a negative time lets the real clock run again. */
void ui_stop_clock(Ui *ui, double seconds);
/* Sets ui->now; clears frame_requested. */
void ui_begin_frame(Ui *ui);
/* Ask for another frame soon (an animation is running). */
static inline void ui_request_frame(Ui *ui)
{
    ui->frame_requested = true;
}
/* Ask for a frame at time `when` (ui->now clock), e.g. to show a tooltip after a delay. */
static inline void ui_request_wake(Ui *ui, double when)
{
    if (ui->wake_at <= 0 || when < ui->wake_at)
        ui->wake_at = when;
}
/* Converts a mouse event's coordinates from window to pixels in place. */
void ui_event_to_pixels(const Ui *ui, SDL_Event *e);
/* Feeds one (already converted) event to the widget input state. */
void ui_input_event(Ui *ui, const SDL_Event *e);
/* Ends a frame: clears the per-frame input (clicks, wheel), ages caches. */
void ui_end_frame(Ui *ui);

/* Units to pixels. */
static inline int ui_px(const Ui *ui, float units)
{
    return (int)(units * ui->scale + 0.5f);
}
static inline bool ui_inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* Clips drawing to a scrolling area (NULL: no clip). Lines of text may leave such an area at the
 * top and bottom (the text check does not report them); at the sides they must fit. */
void ui_scroll_clip(Ui *ui, const SDL_Rect *area);
/* What is drawn from now on in this frame lies over everything drawn before it (a tooltip, a
 * toast, a pop-up without an opaque panel): the text check does not compare its texts with the
 * ones below. */
void ui_begin_overlay(Ui *ui);

/* ---- the house palette ---- */
typedef enum UiColourName {
    UI_BG,       /* window background */
    UI_PANEL,    /* cards and panels */
    UI_PANEL_HI, /* hovered panel */
    UI_BORDER,
    UI_TEXT,
    UI_TEXT_DIM,
    UI_ACCENT,      /* primary buttons, selection */
    UI_ACCENT_TEXT, /* text on the accent */
    UI_GOOD,
    UI_BAD,
    UI_GOLD,
    UI_SHADOW,
    UI_FELT, /* board background (the table) */
    UI_COLOUR_COUNT
} UiColourName;
SDL_Color ui_colour(UiColourName name);
SDL_Color ui_rgba(unsigned rgb, unsigned char alpha);
SDL_Color ui_mix(SDL_Color a, SDL_Color b, float t);
/* WCAG 2's contrast ratio of two colours (1 to 21). */
double ui_contrast(SDL_Color a, SDL_Color b);

/* ---- player colours: 6 colours, each with a symbol. In colour-blind mode a safer set is used
 * and every badge carries its symbol; use these wherever a player's colour appears. ---- */
SDL_Color ui_player_colour(const Ui *ui, int index);
/* The colour's symbol, a white shape to tint ("symbols/triangle.svg", an asset for ui_sprite),
 * drawn by ui_player_badge in colour-blind mode. */
const char *ui_player_symbol(int index);
/* The colour's name for screen text ("Red"). */
const char *ui_player_colour_name(const Ui *ui, int index);
/* A filled disc in the player's colour (with its symbol in colour-blind mode, where it is never
 * smaller than ui_player_badge_radius says). */
void ui_player_badge(Ui *ui, int index, int cx, int cy, int radius);
/* The radius a badge asked at `radius` is drawn at: in colour-blind mode large enough for its
 * symbol to be told from the others. */
int ui_player_badge_radius(const Ui *ui, int radius);

/* ---- shapes (pixels) ---- */
void ui_set_colour(Ui *ui, SDL_Color c);
void ui_fill_rect(Ui *ui, SDL_Rect r, SDL_Color c);
void ui_outline_rect(Ui *ui, SDL_Rect r, int width, SDL_Color c);
/* A filled four-sided shape: corners (x, y) in order around it, as xy[0..7]. */
void ui_fill_quad(Ui *ui, const float xy[8], SDL_Color c);
/* Anti-aliased rounded rectangle. */
void ui_fill_round_rect(Ui *ui, SDL_Rect r, int radius, SDL_Color c);
/* A rounded rectangle with a border of `width` pixels. */
void ui_round_rect_border(Ui *ui, SDL_Rect r, int radius, SDL_Color fill, SDL_Color border,
                          int width);
/* A soft drop shadow under a rounded rectangle. */
void ui_shadow(Ui *ui, SDL_Rect r, int radius, int offset);
void ui_fill_circle(Ui *ui, int cx, int cy, int radius, SDL_Color c);
/* The disc circles and rounded corners of `radius` pixels in colour c are copied from (made at
 * first use, then kept); NULL outside 1..UI_DISC_CACHE-1, where the big disc is scaled. */
SDL_Texture *ui_tinted_disc(Ui *ui, int radius, SDL_Color c);
/* The renderer's target and clip, kept while the kit draws into a texture of its own. */
typedef struct UiTargetKept {
    SDL_Texture *target;
    SDL_Rect clip;
    bool clipped;
} UiTargetKept;
/* Draws into `texture` (made with SDL_TEXTUREACCESS_TARGET) until ui_target_back. */
UiTargetKept ui_target_into(Ui *ui, SDL_Texture *texture);
void ui_target_back(Ui *ui, UiTargetKept kept);
void ui_ring(Ui *ui, int cx, int cy, int radius, int width, SDL_Color c);
/* A thick line (quad). */
void ui_line(Ui *ui, float x1, float y1, float x2, float y2, float width, SDL_Color c);
/* Vertical gradient fill. */
void ui_gradient_rect(Ui *ui, SDL_Rect r, SDL_Color top, SDL_Color bottom);

#endif
