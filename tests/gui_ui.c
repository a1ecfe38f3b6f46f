/* The UI kit and the settings file: data lookup, text, sprites (and the placeholder for a missing
 * one), tweens, the palette, silent sound, settings round trip and a damaged settings file. */
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/settings.h"
#include "check.h"
#include "ui/draw_list.h"
#include "ui/marks.h"
#include "ui/sound.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/text_check.h"
#include "ui/tween.h"
#include "ui/ui.h"
#include "ui/widgets.h"

static bool file_has_line(const char *path, const char *line)
{
    char err[200];
    char *text = read_text_file(path, 1 << 16, err, sizeof err);
    char *found = text ? strstr(text, line) : NULL;
    bool whole = found && (found == text || found[-1] == '\n') && found[strlen(line)] == '\n';
    free(text);
    return whole;
}

static void test_settings(void)
{
    char path[] = "/tmp/moguls-settings-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    Settings s, back;
    char err[300];
    settings_defaults(&s);
    s.sound_volume = 12;
    s.colour_blind = true;
    s.bot_pace_ms = 1500;
    s.window_w = 1600;
    CHECK(!s.software); /* the renderer is chosen by what OpenGL is, unless the player says */
    s.software = true;
    CHECK(settings_save(&s, path, err, sizeof err));
    CHECK(file_has_line(path, "software_renderer=1"));
    CHECK(settings_load(&back, path, err, sizeof err));
    CHECK_INT(back.sound_volume, 12);
    CHECK(back.colour_blind);
    CHECK_INT(back.bot_pace_ms, 1500);
    CHECK_INT(back.window_w, 1600);
    CHECK(back.software);

    CHECK_WRITE(path, "sound_volume=40\nmusic_volume=loud\nbogus\n");
    CHECK(!settings_load(&back, path, err, sizeof err));
    CHECK_HAS(err, "lines 2, 3 are not valid settings"); /* every bad line */
    CHECK_INT(back.sound_volume, 40);                    /* good lines still count */
    settings_defaults(&s);
    CHECK_INT(back.music_volume, s.music_volume); /* the bad one keeps its default */

    CHECK_WRITE(path, "sound_volume=400\n"); /* out of range */
    CHECK(!settings_load(&back, path, err, sizeof err));
    CHECK_INT(back.sound_volume, s.sound_volume);
    remove(path);
    /* no file: the defaults, no complaint */
    CHECK(settings_load(&back, path, err, sizeof err));
    CHECK_INT(back.anim_speed, ANIM_NORMAL);
}

static void test_tweens(void)
{
    for (int e = UI_EASE_LINEAR; e <= UI_EASE_OUT_BOUNCE; e++) {
        CHECK(ui_ease((UiEasing)e, 0.0f) < 0.01f);
        CHECK(ui_ease((UiEasing)e, 1.0f) > 0.99f && ui_ease((UiEasing)e, 1.0f) < 1.01f);
    }
    CHECK(ui_ease(UI_EASE_OUT_CUBIC, 0.5f) > 0.5f); /* fast start */
    CHECK(ui_ease(UI_EASE_IN_OUT_CUBIC, 0.25f) < 0.25f);
}

/* Counts pixels close to a colour in a rectangle of the renderer. */
/* t exists and is w x h pixels. */
static void check_texture_size(SDL_Texture *t, int w, int h)
{
    int tw = 0, th = 0;
    CHECK(t != NULL);
    if (t)
        SDL_QueryTexture(t, NULL, NULL, &tw, &th);
    CHECK_INT(tw, w);
    CHECK_INT(th, h);
}

static int count_colour(Ui *ui, SDL_Rect r, Uint8 red, Uint8 green, Uint8 blue)
{
    Uint32 *pixels = malloc((size_t)r.w * r.h * 4);
    int n = 0;
    if (pixels &&
        SDL_RenderReadPixels(ui->renderer, &r, SDL_PIXELFORMAT_ARGB8888, pixels, r.w * 4) == 0)
        for (int i = 0; i < r.w * r.h; i++) {
            Uint8 pr = (Uint8)(pixels[i] >> 16), pg = (Uint8)(pixels[i] >> 8),
                  pb = (Uint8)pixels[i];
            n += abs(pr - red) < 40 && abs(pg - green) < 40 && abs(pb - blue) < 40;
        }
    free(pixels);
    return n;
}

/* The height of `text` wrapped at `width` as the rule says, measuring every prefix: each line
 * ends at the last space whose prefix fits (the whole rest if it fits; a word wider than the
 * line is cut by characters). */
static int wrapped_height_by_rule(Ui *ui, const char *text, UiTextStyle style, int width)
{
    int lines = 0;
    for (const char *p = text; *p; lines++) {
        size_t end = strlen(p), best = 0;
        char prefix[256];
        for (size_t i = 1; i <= end; i++)
            if (i == end || p[i] == ' ') {
                int w;
                snprintf(prefix, sizeof prefix, "%.*s", (int)i, p);
                ui_text_size(ui, prefix, style, &w, NULL);
                if (w > width)
                    break;
                best = i;
            }
        if (best == 0) /* one long word: cut where it fits (at least a character) */
            for (best = 1; best < end; best++) {
                int w;
                snprintf(prefix, sizeof prefix, "%.*s", (int)best + 1, p);
                ui_text_size(ui, prefix, style, &w, NULL);
                if (w > width)
                    break;
            }
        p += best;
        if (*p == ' ')
            p++;
    }
    return lines * (ui_text_line_height(ui, style) + style.size / 6);
}

/* Wrapped texts break where measuring every prefix would break them, whatever the width (the
 * kit guesses the break from its words' widths and measures only next to the guess). */
static void check_wrapping(Ui *ui)
{
    static const char *const texts[] = {
        /* one text in two literals (the parentheses say so to the compiler) */
        ("Player 3 merges the 2 of crowns (f3) onto the ace of arms (e3) for $1M, paying with the "
         "ace of suns; Player 4 holds the ace of arms as cash already"),
        "Bot 1 lays the Rail Depot in area A (Bot 1 & Bot 2)",
        "WWWW iiii WWWW iiii mmmm llll AVAVAV ffiffl To.Ta.Ty",
        "a  double  spaced  line with Supercalifragilisticexpialidocious inside",
    };
    for (int bold = 0; bold < 2; bold++)
        for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
            for (int width = 20; width <= 420; width += 7) {
                UiTextStyle style =
                    ui_style(bold ? UI_FONT_BOLD : UI_FONT_REGULAR, 14, ui_colour(UI_TEXT));
                CHECK_INT(ui_text_wrapped(ui, texts[t], style, 0, 0, width, 0, false),
                          wrapped_height_by_rule(ui, texts[t], style, width));
            }
}

static void test_ui(void)
{
    char err[600];
    UiCreateOptions opts = {"test", 1280, 800, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    if (!ui)
        fprintf(stderr, "ui_create: %s\n", err);
    CHECK(ui != NULL);
    if (!ui)
        return;
    CHECK_INT(ui->pixel_w, 1280);
    CHECK(ui->scale > 0.99f && ui->scale < 1.01f);
    ui_begin_frame(ui);

    /* text */
    UiTextStyle style = ui_style(UI_FONT_REGULAR, 16, ui_colour(UI_TEXT));
    int w1, h1, w2;
    ui_text_size(ui, "Moguls", style, &w1, &h1);
    ui_text_size(ui, "Moguls Moguls", style, &w2, NULL);
    CHECK(w1 > 20 && h1 > 10 && w2 > w1);
    int tall = ui_text_wrapped(ui, "one two three four five six seven", style, 0, 0, 60, 0, false);
    int flat =
        ui_text_wrapped(ui, "one two three four five six seven", style, 0, 0, 2000, 0, false);
    CHECK(tall > 2 * flat);
    check_wrapping(ui);

    /* a real sprite, and a missing one drawn as a magenta placeholder; the frame ends first, so
     * what follows is drawn at once (draw_list.h) and read back before any frame ends */
    ui_draw_end(ui);
    SDL_SetRenderDrawColor(ui->renderer, 0, 0, 0, 255);
    SDL_RenderClear(ui->renderer);
    CHECK(ui_sprite(ui, "takeover/tile-arms.svg", (SDL_Rect){0, 0, 180, 180}));
    check_texture_size(ui_sprite_texture(ui, "takeover/tile-arms.svg", 180, 180), 180, 180);
    SDL_Rect hole = {400, 0, 100, 100};
    CHECK(!ui_sprite(ui, "no/such/file.svg", hole));
    CHECK(count_colour(ui, hole, 255, 0, 255) > 100);

    /* shapes draw where asked */
    ui_fill_round_rect(ui, (SDL_Rect){600, 0, 100, 100}, 20, ui_rgba(0x00ff00, 255));
    CHECK(count_colour(ui, (SDL_Rect){600, 0, 100, 100}, 0, 255, 0) > 9000);
    CHECK(count_colour(ui, (SDL_Rect){600, 0, 4, 4}, 0, 255, 0) == 0); /* a rounded corner */

    /* palette: six distinct symbols; the colour-blind set differs */
    for (int i = 0; i < UI_PALETTE_SIZE; i++)
        for (int j = i + 1; j < UI_PALETTE_SIZE; j++)
            CHECK(strcmp(ui_player_symbol(i), ui_player_symbol(j)) != 0);
    SDL_Color normal = ui_player_colour(ui, 0);
    ui->colour_blind = true;
    SDL_Color safe = ui_player_colour(ui, 0);
    CHECK(normal.r != safe.r || normal.g != safe.g || normal.b != safe.b);

    /* tweens follow the clock and the speed setting */
    UiTween tw_;
    ui->anim_speed = 1.0f;
    ui_tween_start(ui, &tw_, 0.5, UI_EASE_LINEAR);
    CHECK(ui_tween_running(ui, &tw_));
    ui->now += 0.25;
    float mid = ui_tween_progress(ui, &tw_);
    CHECK(mid > 0.45f && mid < 0.55f);
    CHECK(ui->frame_requested);
    ui->now += 0.3;
    CHECK(!ui_tween_running(ui, &tw_));
    CHECK(ui_tween_progress(ui, &tw_) == 1.0f);
    ui->anim_speed = 0.0f; /* animations off: done at once */
    ui_tween_start(ui, &tw_, 0.5, UI_EASE_LINEAR);
    CHECK(!ui_tween_running(ui, &tw_));

    /* sound without a real device never fails */
    ui_sound_play(ui->sound, UI_SOUND_COIN);
    ui_sound_set_volumes(ui->sound, 0, 0);
    ui_sound_play(ui->sound, UI_SOUND_CLICK);
    CHECK_STR(ui_sound_name(UI_SOUND_FANFARE), "fanfare");
    ui_end_frame(ui);
    ui_destroy(ui);
}

/* How many text-check reports one frame of `draw` makes. */
static int reports_in_frame(Ui *ui, void (*draw)(Ui *ui))
{
    int before = ui_text_check_count(ui);
    ui_begin_frame(ui);
    draw(ui);
    ui_end_frame(ui);
    return ui_text_check_count(ui) - before;
}

static UiTextStyle body(void)
{
    return ui_style(UI_FONT_REGULAR, 16, ui_colour(UI_TEXT));
}

static void shortened(Ui *ui)
{
    ui_text_fit(ui, "A rather long line of text", body(), 10, 10, 60, 0);
}
static void abbreviated(Ui *ui)
{
    ui_text_abbrev(ui, "A rather long line of text", body(), 10, 10, 60, 0);
}
static void fitting(Ui *ui)
{
    ui_text_fit(ui, "Short", body(), 10, 10, 200, 0);
}
static void long_word(Ui *ui)
{
    ui_text_wrapped(ui, "a Supercalifragilistic word", body(), 10, 10, 60, 0, true);
}
static void cut_by_clip(Ui *ui)
{
    SDL_RenderSetClipRect(ui->renderer, &(SDL_Rect){0, 0, 60, 100});
    ui_text(ui, "Wider than its area", body(), 10, 10, 0);
    SDL_RenderSetClipRect(ui->renderer, NULL);
}
static void past_the_window(Ui *ui)
{
    ui_text(ui, "Off the edge", body(), ui->pixel_w - 20, 10, 0);
}
static void scrolled_out_at_the_top(Ui *ui)
{
    ui_scroll_clip(ui, &(SDL_Rect){0, 100, 400, 100});
    ui_text(ui, "Half a line above the list", body(), 10, 92, 0);
    ui_text(ui, "A line far above", body(), 10, 10, 0);
    ui_scroll_clip(ui, NULL);
}
static void scrolled_but_too_wide(Ui *ui)
{
    ui_scroll_clip(ui, &(SDL_Rect){0, 100, 80, 100});
    ui_text(ui, "Too wide for the list", body(), 10, 120, 0);
    ui_scroll_clip(ui, NULL);
}
static void two_texts_collide(Ui *ui)
{
    ui_text(ui, "tallest 8", body(), 100, 300, 0);
    ui_text(ui, "+$25,000", body(), 150, 302, 0);
}
static void panel_between(Ui *ui)
{
    ui_text(ui, "under the panel", body(), 100, 300, 0);
    ui_fill_round_rect(ui, (SDL_Rect){80, 280, 300, 80}, 8, ui_colour(UI_PANEL));
    ui_text(ui, "on the panel", body(), 110, 305, 0);
}
static void faint_veil_between(Ui *ui)
{
    ui_text(ui, "under a veil", body(), 100, 300, 0);
    ui_fill_rect(ui, (SDL_Rect){80, 280, 300, 80}, ui_rgba(0x000000, 40));
    ui_text(ui, "over a veil", body(), 110, 305, 0);
}
static void overlay(Ui *ui)
{
    ui_text(ui, "the board", body(), 100, 300, 0);
    ui_begin_overlay(ui);
    ui_text(ui, "a pop-up", body(), 110, 305, 0);
}
static void shadowed(Ui *ui)
{
    ui_text(ui, "Title", ui_style(UI_FONT_BOLD, 30, ui_rgba(0x000000, 120)), 102, 302, 0);
    ui_text(ui, "Title", ui_style(UI_FONT_BOLD, 30, ui_colour(UI_TEXT)), 100, 300, 0);
}
static void stacked_lines(Ui *ui)
{
    int line = ui_text_line_height(ui, body());
    ui_text(ui, "First line, quite long", body(), 100, 300, 0);
    ui_text(ui, "Second line, quite long", body(), 100, 300 + line, 0);
}

/* A white coin (a disc: a piece) with a black number on it, its size in pixels. */
static void number_on_coin(Ui *ui, const char *number, int size)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x1d2b36, 255));
    ui_fill_circle(ui, 200, 200, 40, ui_rgba(0xffffff, 255));
    ui_text(ui, number, ui_style(UI_FONT_REGULAR, size, ui_rgba(0x000000, 255)), 200, 200,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}
static void small_number_on_coin(Ui *ui)
{
    number_on_coin(ui, "$9", 12);
}
static void number_big_enough_on_coin(Ui *ui)
{
    number_on_coin(ui, "$12", 17);
}
/* The same small size on a panel's fill: no piece, the size rule is not for it. */
static void small_number_on_panel(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0xffffff, 255));
    ui_text(ui, "$9", ui_style(UI_FONT_REGULAR, 12, ui_rgba(0x000000, 255)), 200, 200, 0);
}
static void grey_on_grey(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x808080, 255));
    ui_text(ui, "Grey on grey", ui_style(UI_FONT_REGULAR, 20, ui_rgba(0x999999, 255)), 100, 100, 0);
}
/* Faint on purpose: a greyed control's label, and a text behind an overlay's shade. */
static void faint_on_purpose(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x808080, 255));
    ui_text_check_inactive(ui, true);
    ui_text(ui, "Greyed", ui_style(UI_FONT_REGULAR, 20, ui_rgba(0x999999, 255)), 100, 100, 0);
    ui_text_check_inactive(ui, false);
    ui_text(ui, "Behind", ui_style(UI_FONT_REGULAR, 20, ui_rgba(0xffffff, 255)), 100, 200, 0);
    ui_begin_overlay(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 150, ui->pixel_w, 200}, ui_rgba(0x000000, 120));
}

/* The marks of the moves since a turn, every player's colour, the oldest of six and the newest:
 * on the board (a lot's area on a pale and on a dark ground) and in the log (a tag per line,
 * one cut by the log's edge). */
static void marks_of_every_colour(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h / 2}, ui_rgba(0xd8cfb8, 255));
    ui_fill_rect(ui, (SDL_Rect){0, ui->pixel_h / 2, ui->pixel_w, ui->pixel_h / 2},
                 ui_rgba(0x2d2621, 255));
    for (int c = 0; c < UI_PALETTE_SIZE; c++) {
        const int oldest[1] = {1}, newest[2] = {5, 6};
        ui_mark_rect(ui, (SDL_Rect){40 + 150 * c, 60, 60, 60}, c, oldest, 1, 6);
        ui_mark_rect(ui, (SDL_Rect){40 + 150 * c, 200, 60, 60}, c, newest, 2, 6);
        ui_mark_rect(ui, (SDL_Rect){40 + 150 * c, 400, 60, 60}, c, oldest, 1, 6);
        ui_mark_badge(ui, 60 + 150 * c, 560, ui_px(ui, 8), c, 1 + c, 6);
    }
    ui_scroll_clip(ui, &(SDL_Rect){0, 600, ui->pixel_w, 40});
    ui_mark_badge(ui, 60, 600, ui_px(ui, 8), 1, 3, 6); /* half above the log's top */
    ui_scroll_clip(ui, NULL);
}

/* A light label on a dark plate, half of it under a pale panel drawn later (the end screen rising
 * over the board): what shows of it reads well. */
static void half_under_a_later_panel(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x2d2621, 255));
    ui_text(ui, "Harbor $4,000", ui_style(UI_FONT_BOLD, 20, ui_colour(UI_TEXT)), 100, 100, 0);
    ui_begin_overlay(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 110, ui->pixel_w, 300}, ui_rgba(0xf4ecd8, 255));
}

/* Dark words on a pale card, half under a tooltip raised later, the rest in the tooltip's
 * shadow (Mint Bid's 'Deed' under a card's tooltip read 3.9:1): it is behind what is read now. */
static void half_under_a_tooltip(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0xf0e6cc, 255));
    ui_text(ui, "Deed", ui_style(UI_FONT_BOLD, 20, ui_rgba(0x735410, 255)), 100, 100, 0);
    ui_begin_overlay(ui);
    SDL_Rect tip = {20, 40, 400, 72}; /* its shadow, cast 10 px down, reaches under the word */
    ui_shadow(ui, tip, 6, 10);
    ui_fill_rect(ui, tip, ui_rgba(0x111b23, 245));
}

/* Brown figures on a pale plate (5.4:1), then an overlay's faint dark shade over all (the end
 * screen's as it starts to deepen): under it they read 4.2:1. */
static void under_a_faint_shade(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0xc8b89a, 255));
    ui_text(ui, "Lot 4 $12", ui_style(UI_FONT_BOLD, 20, ui_rgba(0x4a3c2e, 255)), 100, 100, 0);
    ui_begin_overlay(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0x0b1218, 50));
}

/* The same while something moves (the shade is deepening): the eye is on what rises. */
static void under_a_deepening_shade(Ui *ui)
{
    ui_request_frame(ui);
    under_a_faint_shade(ui);
}

/* The same figures under a faint shade laid in two bands that meet across them (a rising
 * panel's shadow, drawn as bands): neither holds them whole. While something moves: the panel
 * rises and the eye is on it. */
static void under_a_rising_shadow(Ui *ui)
{
    ui_request_frame(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_rgba(0xc8b89a, 255));
    ui_text(ui, "Lot 5 $14", ui_style(UI_FONT_BOLD, 20, ui_rgba(0x4a3c2e, 255)), 100, 100, 0);
    ui_begin_overlay(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, 110}, ui_rgba(0x0b1218, 50));
    ui_fill_rect(ui, (SDL_Rect){0, 110, ui->pixel_w, ui->pixel_h - 110}, ui_rgba(0x0b1218, 50));
}

/* A kit of w x h pixels with the text check in `mode` (MOGULS_TEXT_CHECK's value). */
static Ui *ui_with_text_check(const char *mode, int w, int h)
{
    setenv("MOGULS_TEXT_CHECK", mode, 1);
    char err[600];
    UiCreateOptions opts = {"text check", w, h, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    unsetenv("MOGULS_TEXT_CHECK");
    CHECK(ui != NULL && ui->text_check != NULL);
    return ui;
}

/* MOGULS_TEXT_CHECK=legibility at 1024x640: a number on a piece must be 11 px high, and every text
 * stand out 4.5:1 from what it sits on. */
static void test_legibility_check(void)
{
    Ui *ui = ui_with_text_check("legibility", 1024, 640);
    if (!ui)
        return;
    CHECK_INT(reports_in_frame(ui, small_number_on_coin), 1);
    CHECK_STR(ui_text_check_line(ui, 0), "text too small: '$9' is 8 px high (11 px at least)");
    CHECK_INT(reports_in_frame(ui, number_big_enough_on_coin), 0);
    CHECK_INT(reports_in_frame(ui, small_number_on_panel), 0);
    CHECK_INT(reports_in_frame(ui, grey_on_grey), 1);
    CHECK_STR(ui_text_check_line(ui, 0),
              "text hard to read: 'Grey on grey' has contrast 1.3:1 (4.5:1 at least)");
    CHECK_INT(reports_in_frame(ui, faint_on_purpose), 0);
    CHECK_INT(reports_in_frame(ui, marks_of_every_colour), 0);
    CHECK_INT(reports_in_frame(ui, half_under_a_later_panel), 0);
    CHECK_INT(reports_in_frame(ui, half_under_a_tooltip), 0);
    CHECK_INT(reports_in_frame(ui, under_a_deepening_shade), 0);
    CHECK_INT(reports_in_frame(ui, under_a_faint_shade), 1);
    CHECK_INT(reports_in_frame(ui, under_a_rising_shadow), 0);
    ui_destroy(ui);
}

/* MOGULS_TEXT_CHECK=1: what the kit reports, and what it lets be. */
static void test_text_check(void)
{
    Ui *ui = ui_with_text_check("1", 1280, 800);
    if (!ui)
        return;
    CHECK_INT(reports_in_frame(ui, shortened), 1);
    CHECK_HAS(ui_text_check_line(ui, 0), "text does not fit: 'A rather long line of text' needs");
    CHECK_HAS(ui_text_check_line(ui, 0), "has 60 px (shortened to 'A rath...' at 10,10)");
    CHECK_INT(reports_in_frame(ui, shortened), 0); /* said once */
    CHECK_INT(reports_in_frame(ui, abbreviated), 0);
    CHECK_INT(reports_in_frame(ui, fitting), 0);
    CHECK_INT(reports_in_frame(ui, long_word), 1);
    CHECK_HAS(ui_text_check_line(ui, 0), "'Supercalifragilistic' needs");
    CHECK_INT(reports_in_frame(ui, cut_by_clip), 1);
    CHECK_HAS(ui_text_check_line(ui, 0), "cut at the side of its area");
    CHECK_INT(reports_in_frame(ui, past_the_window), 1);
    CHECK_INT(reports_in_frame(ui, scrolled_out_at_the_top), 0);
    CHECK_INT(reports_in_frame(ui, scrolled_but_too_wide), 1);
    CHECK_INT(reports_in_frame(ui, two_texts_collide), 1);
    CHECK_HAS(ui_text_check_line(ui, 0), "'+$25,000' overlaps 'tallest 8'");
    CHECK_INT(reports_in_frame(ui, panel_between), 0);
    CHECK_INT(reports_in_frame(ui, faint_veil_between), 1);
    CHECK_INT(reports_in_frame(ui, overlay), 0);
    CHECK_INT(reports_in_frame(ui, shadowed), 0);
    CHECK_INT(reports_in_frame(ui, stacked_lines), 0);
    CHECK_INT(ui_text_check_count(ui), 7);
    CHECK(ui_text_check_line(ui, 6) != NULL && ui_text_check_line(ui, 7) == NULL);

    /* a style shrinks to fit, not below its floor */
    UiTextStyle big = ui_style(UI_FONT_BOLD, 30, ui_colour(UI_TEXT));
    int w;
    UiTextStyle fitted = ui_style_fit(ui, "Money before bonuses", big, 150, 8);
    ui_text_size(ui, "Money before bonuses", fitted, &w, NULL);
    CHECK(fitted.size < 30 && w <= 150);
    CHECK_INT(ui_style_fit(ui, "Money before bonuses", big, 10, 12).size, 12);
    ui_destroy(ui);
}

/* A board's number, as a lobby box's picture and the window both draw it. */
static UiTextStyle board_number(void)
{
    return ui_style(UI_FONT_BOLD, 20, ui_rgba(0xffffff, 255));
}

/* A number just below a tile: its ink is clear of the tile, its line's box is not. */
static void number_below_tile(Ui *ui)
{
    ui_fill_rect(ui, (SDL_Rect){170, 160, 60, 43}, ui_rgba(0xffffff, 255));
    ui_text(ui, "6", board_number(), 196, 200, 0);
}

/* A picture of a board: the same number, a tile and a button. */
static void board_picture(Ui *ui, void *data)
{
    (void)data;
    ui_text(ui, "6", board_number(), 10, 10, 0);
    ui_text(ui, "a picture's own size", ui_style(UI_FONT_REGULAR, 7, ui_colour(UI_TEXT)), 30, 10,
            0);
    ui_sprite(ui, "takeover/tile-arms.svg", (SDL_Rect){60, 10, 23, 23});
    ui_button(ui, (SDL_Rect){10, 40, 100, 24}, "In the picture", UI_BUTTON_NORMAL);
}

/* A text's ink is measured whether or not a text check is on: move marks keep clear of the
 * same pixels in a game as in the tests. */
static void test_ink_without_check(void)
{
    char err[600];
    UiCreateOptions opts = {"ink", 640, 400, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    CHECK(ui != NULL && ui->text_check == NULL);
    if (!ui)
        return;
    ui_begin_frame(ui);
    int before = ui->mark_clear_count;
    SDL_Rect line = ui_text(ui, "6", board_number(), 100, 100, 0);
    CHECK_INT(ui->mark_clear_count, before + 1);
    SDL_Rect ink = ui->mark_clear[before];
    CHECK(ink.h > 0 && ink.h < line.h && ink.y > line.y); /* the digit, not its line's leading */
    ui_end_frame(ui);
    ui_destroy(ui);
}

/* The toasts a frame shows after `texts` were toasted in turn (NULL ends them): their box. */
static SDL_Rect toasts_box(const char *const *texts)
{
    char err[600];
    UiCreateOptions opts = {"toasts", 1024, 640, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    CHECK(ui != NULL);
    SDL_Rect box = {0, 0, 0, 0};
    if (!ui)
        return box;
    for (int i = 0; texts[i]; i++)
        ui_toast(ui, texts[i], true);
    ui_begin_frame(ui);
    ui_draw_toasts(ui);
    CHECK(ui_toasts_drawn(ui, &box));
    ui_end_frame(ui);
    ui_destroy(ui);
    return box;
}

/* A refusal toasted again while it shows (a player clicking on) is one toast: it once stacked
 * three copies over the table. Two different refusals still show both. */
static void test_same_toast_once(void)
{
    const char *refusal = "Place the green 5 first: click a lit lot";
    SDL_Rect once = toasts_box((const char *[]){refusal, NULL});
    SDL_Rect thrice = toasts_box((const char *[]){refusal, refusal, refusal, NULL});
    SDL_Rect two = toasts_box((const char *[]){refusal, "That cannot be played now", NULL});
    CHECK_INT(thrice.h, once.h);
    CHECK_INT(thrice.y, once.y);
    CHECK(two.h > once.h);
}

/* The badge of a mark of four moves on `area` in a frame where nothing is taken (*roomy), then in
 * one where the `n` rectangles `taken` are (*crowded). False if the kit could not start. */
static bool badge_crowded(SDL_Rect area, const SDL_Rect *taken, int n, SDL_Rect *roomy,
                          SDL_Rect *crowded)
{
    char err[600];
    UiCreateOptions opts = {"marks", 1024, 640, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    CHECK(ui != NULL);
    if (!ui)
        return false;
    const int numbers[4] = {2, 4, 8, 10};
    ui_begin_frame(ui);
    *roomy = ui_mark_rect(ui, area, 1, numbers, 4, 10);
    ui_end_frame(ui);
    ui_begin_frame(ui);
    for (int i = 0; i < n; i++)
        ui_marks_keep_clear(ui, taken[i]);
    *crowded = ui_mark_rect(ui, area, 1, numbers, 4, 10);
    ui_end_frame(ui);
    ui_destroy(ui);
    return true;
}

/* A mark of four moves with room around it for a short badge only: it keeps its size and names
 * the newest moves ("…10"), its digits as high as anywhere, rather than shrinking them (at
 * 1024x640 under 11 px: a player panel's mark once did). */
static void test_crowded_mark(void)
{
    const SDL_Rect taken[] = {{0, 0, 1024, 200},
                              {0, 200, 200, 440},
                              {260, 200, 764, 440},
                              {200, 240, 60, 400}}; /* all but 60 x 40 inside the area's corner */
    SDL_Rect roomy, crowded;
    if (!badge_crowded((SDL_Rect){200, 200, 200, 80}, taken, 4, &roomy, &crowded))
        return;
    CHECK_INT(crowded.h, roomy.h);
    CHECK(crowded.w < roomy.w);
    CHECK(crowded.x >= 200 && crowded.x + crowded.w <= 260 && crowded.y >= 200 &&
          crowded.y + crowded.h <= 240);
}

/* A mark whose area (a player's panel) has room for a short badge only, with room beside it (the
 * board): the badge stays on its area naming the newest moves ("…10"), rather than lying beside
 * it over what is there (the board's pieces), where it would tell of the wrong place. */
static void test_mark_stays_on_its_area(void)
{
    const SDL_Rect area = {400, 200, 200, 80};
    /* the area's texts, all but 60 x 40 in its top left corner; beside it nothing */
    const SDL_Rect taken[] = {{460, 200, 140, 80}, {400, 240, 60, 40}};
    SDL_Rect roomy, crowded;
    if (!badge_crowded(area, taken, 2, &roomy, &crowded))
        return;
    CHECK_INT(crowded.h, roomy.h);
    CHECK(crowded.w < roomy.w);
    SDL_Point centre = {crowded.x + crowded.w / 2, crowded.y + crowded.h / 2};
    CHECK(SDL_PointInRect(&centre, &area)); /* on a corner of it at least, as a tag */
}

/* A picture made with a kit of its own (a lobby box's lid), on a thread of its own. */
typedef struct PictureJob {
    Ui *kit;
    SDL_Surface *picture;
} PictureJob;

static int draw_picture_job(void *data)
{
    PictureJob *job = data;
    job->picture = ui_draw_picture(job->kit, board_picture, NULL);
    ui_destroy(job->kit);
    return 0;
}

/* A picture drawn on another thread with a kit of its own (a lobby box's lid) while the window
 * draws a frame leaves no trace in the window (its widgets, marks' clearances and caches are its
 * own), and has the pixels the window's renderer draws for the same (RGB: the picture starts
 * transparent). */
static void test_picture_on_a_thread(void)
{
    Ui *ui = ui_with_text_check("1", 1280, 800);
    if (!ui)
        return;
    ui_begin_frame(ui);
    ui_button(ui, (SDL_Rect){300, 300, 140, 24}, "In the window", UI_BUTTON_NORMAL);
    int clear_of = ui->mark_clear_count, sprites = ui_sprites_cached(ui->sprites);
    int texts = ui_text_cached(ui->text);
    PictureJob job = {ui_create_picture(ui, 120, 80, 1.0f), NULL};
    CHECK(job.kit != NULL);
    SDL_Thread *thread = job.kit ? SDL_CreateThread(draw_picture_job, "picture", &job) : NULL;
    for (int i = 0; i < 50; i++) /* the window's fonts opened meanwhile */
        number_below_tile(ui);
    SDL_WaitThread(thread, NULL);
    CHECK(job.picture != NULL);
    SDL_Rect r;
    CHECK(ui_widget_find(ui, "In the window", &r));
    CHECK(!ui_widget_find(ui, "In the picture", &r));
    CHECK_INT(ui_sprites_cached(ui->sprites), sprites);
    CHECK_INT(ui_text_cached(ui->text), texts + 1); /* the window's number only */
    CHECK(ui->mark_clear_count > clear_of);
    ui_end_frame(ui);
    /* the same drawn in the window, at once */
    ui_begin_frame(ui);
    ui_draw_end(ui);
    SDL_SetRenderDrawColor(ui->renderer, 0, 0, 0, 255);
    SDL_RenderClear(ui->renderer);
    board_picture(ui, NULL);
    SDL_Surface *window = SDL_CreateRGBSurfaceWithFormat(0, 120, 80, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_RenderReadPixels(ui->renderer, &(SDL_Rect){0, 0, 120, 80}, SDL_PIXELFORMAT_ARGB8888,
                         window->pixels, window->pitch);
    long differ = 0, inked = 0;
    for (int y = 0; job.picture && y < 80; y++)
        for (int x = 0; x < 120; x++) {
            Uint32 a = ((Uint32 *)((Uint8 *)job.picture->pixels + y * job.picture->pitch))[x];
            Uint32 b = ((Uint32 *)((Uint8 *)window->pixels + y * window->pitch))[x];
            differ += (a & 0xffffff) != (b & 0xffffff);
            inked += (a & 0xffffff) != 0;
        }
    CHECK_INT(differ, 0);
    CHECK(inked > 120 * 80 / 10);
    SDL_FreeSurface(window);
    SDL_FreeSurface(job.picture);
    ui_destroy(ui);
}

/* The pixel at (x, y) of the renderer. */
static SDL_Color pixel_at(Ui *ui, int x, int y)
{
    Uint32 p = 0;
    SDL_RenderReadPixels(ui->renderer, &(SDL_Rect){x, y, 1, 1}, SDL_PIXELFORMAT_ARGB8888, &p, 4);
    return (SDL_Color){(Uint8)(p >> 16), (Uint8)(p >> 8), (Uint8)p, 255};
}

static bool near_colour(SDL_Color a, int r, int g, int b)
{
    return abs(a.r - r) <= 2 && abs(a.g - g) <= 2 && abs(a.b - b) <= 2;
}

/* Discs are made once per radius and colour, and made again for another radius or colour. */
static void test_tinted_discs(void)
{
    char err[600];
    UiCreateOptions opts = {"test", 1280, 800, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    CHECK(ui != NULL);
    if (!ui)
        return;
    SDL_Color orange = ui_rgba(0xc86432, 255), veil = ui_rgba(0x0ac81e, 128);
    SDL_Texture *t = ui_tinted_disc(ui, 10, orange);
    check_texture_size(t, 20, 20);
    CHECK(ui_tinted_disc(ui, 10, orange) == t);
    CHECK(ui_tinted_disc(ui, 10, veil) != t);
    CHECK(ui_tinted_disc(ui, 10, ui_rgba(0xc86432, 254)) != t);
    SDL_Texture *bigger = ui_tinted_disc(ui, 11, orange);
    CHECK(bigger != t);
    check_texture_size(bigger, 22, 22);
    CHECK(ui_tinted_disc(ui, UI_DISC_CACHE, orange) == NULL); /* the big disc is scaled */

    /* drawn at once after the frame ended: each circle in its own colour, blended over black */
    ui_begin_frame(ui);
    ui_draw_end(ui);
    SDL_SetRenderDrawColor(ui->renderer, 0, 0, 0, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill_circle(ui, 100, 100, 10, orange);
    ui_fill_circle(ui, 200, 100, 11, orange);
    ui_fill_circle(ui, 300, 100, 10, veil);
    CHECK(near_colour(pixel_at(ui, 100, 100), 0xc8, 0x64, 0x32));
    CHECK(near_colour(pixel_at(ui, 200, 100), 0xc8, 0x64, 0x32));
    CHECK(pixel_at(ui, 200 + 10, 100).r > 150);                   /* radius 11 reaches */
    CHECK(near_colour(pixel_at(ui, 100 + 10, 100), 0, 0, 0));     /* radius 10 does not */
    CHECK(near_colour(pixel_at(ui, 300, 100), 0x05, 0x64, 0x0f)); /* half over black */
    /* a rounded rectangle's corners in the same colour as its middle */
    ui_fill_round_rect(ui, (SDL_Rect){400, 50, 100, 100}, 12, veil);
    CHECK(near_colour(pixel_at(ui, 406, 56), 0x05, 0x64, 0x0f));
    CHECK(near_colour(pixel_at(ui, 450, 100), 0x05, 0x64, 0x0f));
    CHECK(near_colour(pixel_at(ui, 400, 50), 0, 0, 0));
    ui_destroy(ui);
}

/* ---- the colour-blind palette's symbols ---- */

#define SYMBOL_SPAN 32 /* pixels read round a badge's centre, each way */

/* A badge's symbol as drawn: the pixels of its disc nearer its ink than its colour. */
typedef struct SymbolInk {
    bool at[2 * SYMBOL_SPAN][2 * SYMBOL_SPAN];
    int count, w, h; /* inked pixels, and the box round them */
    double contrast; /* of the ink, where it is solid, against the disc */
} SymbolInk;

static int colour_distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* Reads the symbol of the badge of `index` drawn at (cx, cy), its disc `inner` pixels round. */
static void read_symbol(Ui *ui, int index, int cx, int cy, int inner, SymbolInk *ink)
{
    memset(ink, 0, sizeof *ink);
    SDL_Color disc = ui_player_colour(ui, index);
    SDL_Color dark = ui_rgba(0x1a1a1a, 255), white = ui_rgba(0xffffff, 255);
    SDL_Color want = ui_contrast(dark, disc) > ui_contrast(white, disc) ? dark : white;
    int left = SYMBOL_SPAN, top = SYMBOL_SPAN, right = -1, bottom = -1, farthest = 0;
    for (int y = -inner; y <= inner; y++)
        for (int x = -inner; x <= inner; x++) {
            if (x * x + y * y >= (inner - 1) * (inner - 1))
                continue; /* the disc's anti-aliased edge */
            SDL_Color p = pixel_at(ui, cx + x, cy + y);
            if (colour_distance(p, want) >= colour_distance(p, disc))
                continue;
            ink->at[y + SYMBOL_SPAN][x + SYMBOL_SPAN] = true;
            ink->count++;
            left = x < left ? x : left, right = x > right ? x : right;
            top = y < top ? y : top, bottom = y > bottom ? y : bottom;
            if (colour_distance(p, disc) > farthest) {
                farthest = colour_distance(p, disc);
                ink->contrast = ui_contrast(p, disc);
            }
        }
    ink->w = right - left + 1;
    ink->h = bottom - top + 1;
}

/* How many pixels two symbols laid on one another do not share. */
static int symbols_differ(const SymbolInk *a, const SymbolInk *b)
{
    int n = 0;
    for (int y = 0; y < 2 * SYMBOL_SPAN; y++)
        for (int x = 0; x < 2 * SYMBOL_SPAN; x++)
            n += a->at[y][x] != b->at[y][x];
    return n;
}

/* The colour-blind palette tells its colours by their symbols: at 1024x640 a badge asked as small
 * as the log's (7 units) is drawn large enough, each symbol spans at least half its disc each way
 * in an ink that stands out 4.5:1 from it, any two differ in a fifth of their pixels, and none is
 * a glyph the legibility check would read (they are shapes, measured here). */
static void test_badge_symbols(void)
{
    Ui *ui = ui_with_text_check("legibility", 1024, 640);
    if (!ui)
        return;
    ui->colour_blind = true;
    int radius = ui_player_badge_radius(ui, ui_px(ui, 7)), inner = radius - (radius > 8 ? 2 : 1);
    CHECK_INT(radius, 8); /* 10 units at least */
    ui_begin_frame(ui);
    ui_fill_rect(ui, (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h}, ui_colour(UI_PANEL));
    for (int i = 0; i < UI_PALETTE_SIZE; i++)
        ui_player_badge(ui, i, 40 + 40 * i, 40, ui_px(ui, 7));
    ui_end_frame(ui);
    CHECK_INT(ui_text_check_count(ui), 0);

    static SymbolInk inks[UI_PALETTE_SIZE];
    ui_begin_frame(ui);
    ui_draw_end(ui); /* drawn at once, read back */
    SDL_SetRenderDrawColor(ui->renderer, 0x2d, 0x26, 0x21, 255);
    SDL_RenderClear(ui->renderer);
    for (int i = 0; i < UI_PALETTE_SIZE; i++) {
        ui_player_badge(ui, i, 40 + 40 * i, 40, ui_px(ui, 7));
        read_symbol(ui, i, 40 + 40 * i, 40, inner, &inks[i]);
        if (inks[i].w < inner || inks[i].h < inner || inks[i].contrast < 4.5)
            fprintf(stderr, "symbol %d: %dx%d px in a disc %d px across, contrast %.1f:1\n", i,
                    inks[i].w, inks[i].h, 2 * inner, inks[i].contrast);
        CHECK(inks[i].w >= inner && inks[i].h >= inner);
        CHECK(inks[i].contrast >= 4.5);
    }
    for (int i = 0; i < UI_PALETTE_SIZE; i++)
        for (int j = i + 1; j < UI_PALETTE_SIZE; j++) {
            int most = inks[i].count > inks[j].count ? inks[i].count : inks[j].count;
            int differ = symbols_differ(&inks[i], &inks[j]);
            if (differ * 5 < most)
                fprintf(stderr, "symbols %d and %d differ in %d px of %d\n", i, j, differ, most);
            CHECK(differ * 5 >= most);
        }
    ui_end_frame(ui);
    ui_destroy(ui);
}

/* One frame of the table alone, drawn and shown. */
static void table_frame(Ui *ui, UiTable table)
{
    ui_begin_frame(ui);
    ui_draw_begin(ui);
    ui_table(ui, table);
    ui_draw_end(ui);
}

/* The table is made once per window size and table, not at every frame; it is lit in the
 * middle and shaded at the edges, and a felt is another table than the wood. */
static void test_table(void)
{
    char err[600];
    UiCreateOptions opts = {"test", 1280, 800, false, true, true, NULL};
    Ui *ui = ui_create(&opts, err, sizeof err);
    CHECK(ui != NULL);
    if (!ui)
        return;
    UiTable wood = {UI_SURFACE_WOOD, 0}, felt = {UI_SURFACE_FELT, 0};
    for (int i = 0; i < 5; i++)
        table_frame(ui, wood);
    CHECK_INT(ui_table_made(ui), 1);
    /* lighter towards the middle than in a corner, over a whole patch (the grain varies) */
    int middle = 0, corner = 0;
    for (int y = 0; y < 40; y += 4)
        for (int x = 0; x < 40; x += 4) {
            SDL_Color m = pixel_at(ui, 620 + x, 380 + y), c = pixel_at(ui, 2 + x, 2 + y);
            middle += m.r + m.g + m.b;
            corner += c.r + c.g + c.b;
        }
    CHECK(middle > corner * 5 / 4);
    SDL_Color grain = pixel_at(ui, 640, 400);
    table_frame(ui, felt);
    CHECK_INT(ui_table_made(ui), 2);
    SDL_Color cloth = pixel_at(ui, 640, 400);
    CHECK(cloth.g > cloth.r && grain.r > grain.g); /* a green felt, a brown wood */
    table_frame(ui, felt);
    CHECK_INT(ui_table_made(ui), 2);
    SDL_SetWindowSize(ui->window, 1024, 640);
    ui_update_layout(ui);
    table_frame(ui, felt);
    table_frame(ui, felt);
    CHECK_INT(ui_table_made(ui), 3);
    ui_destroy(ui);
}

/* The whole window's pixels as the last frame left them (the caller frees them). */
static Uint32 *read_window(Ui *ui)
{
    Uint32 *pixels = calloc((size_t)ui->pixel_w * (size_t)ui->pixel_h, 4);
    if (pixels)
        SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, ui->pixel_w * 4);
    return pixels;
}

/* Pixels of the two windows' last frames that differ (both of one size). */
static long pixels_differing(Ui *a, Ui *b)
{
    Uint32 *pa = read_window(a), *pb = read_window(b);
    long n = (long)a->pixel_w * a->pixel_h, differ = pa && pb ? 0 : n;
    for (long i = 0; pa && pb && i < n; i++)
        differ += pa[i] != pb[i];
    free(pa);
    free(pb);
    return differ;
}

/* A table made ahead on a thread (ui_table_prepare, as the app starts) is the table made at the
 * first frame, pixel for pixel, and is used up by it; one made ahead for another table, or for
 * the window's size before a resize, is dropped and the right table made instead. */
static void test_table_made_ahead(void)
{
    char err[600];
    UiCreateOptions opts = {"test", 1280, 800, false, true, true, NULL};
    Ui *plain = ui_create(&opts, err, sizeof err), *ahead = ui_create(&opts, err, sizeof err);
    CHECK(plain != NULL && ahead != NULL);
    if (!plain || !ahead)
        return;
    UiTable wood = {UI_SURFACE_WOOD, 0}, green = {UI_SURFACE_FELT, 0x2a5d3c};
    ui_table_prepare(ahead, wood);
    CHECK(ahead->table_prep != NULL);
    table_frame(plain, wood);
    table_frame(ahead, wood);
    CHECK(ahead->table_prep == NULL);
    CHECK_INT(pixels_differing(plain, ahead), 0);
    ui_destroy(ahead);

    ahead = ui_create(&opts, err, sizeof err); /* made ahead for a felt, a wood shown */
    ui_table_prepare(ahead, green);
    table_frame(ahead, wood);
    CHECK_INT(pixels_differing(plain, ahead), 0);
    ui_destroy(ahead);

    ahead = ui_create(&opts, err, sizeof err); /* made ahead at 1280 x 800, shown at 1024 x 640 */
    ui_table_prepare(ahead, wood);
    SDL_SetWindowSize(ahead->window, 1024, 640);
    ui_update_layout(ahead);
    SDL_SetWindowSize(plain->window, 1024, 640);
    ui_update_layout(plain);
    table_frame(ahead, wood);
    table_frame(plain, wood);
    CHECK_INT(pixels_differing(plain, ahead), 0);
    ui_destroy(ahead);

    ahead = ui_create(&opts, err, sizeof err); /* never shown: dropped with the window */
    ui_table_prepare(ahead, wood);
    ui_destroy(ahead);
    ui_destroy(plain);
}

static void test_data_dir(void)
{
    char dir[1024], err[600];
    setenv("MOGULS_DATA_DIR", MOGULS_SOURCE_DATA_DIR, 1);
    CHECK(ui_find_data_dir(dir, sizeof dir, err, sizeof err));
    CHECK_STR(dir, MOGULS_SOURCE_DATA_DIR);
    /* a wrong MOGULS_DATA_DIR falls through to the other places */
    setenv("MOGULS_DATA_DIR", "/nonexistent-moguls", 1);
    CHECK(ui_find_data_dir(dir, sizeof dir, err, sizeof err));
    unsetenv("MOGULS_DATA_DIR");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    test_settings();
    test_tweens();
    test_data_dir();
    test_ui();
    test_tinted_discs();
    test_table();
    test_table_made_ahead();
    test_text_check();
    test_legibility_check();
    test_badge_symbols();
    test_picture_on_a_thread();
    test_ink_without_check();
    test_crowded_mark();
    test_mark_stays_on_its_area();
    test_same_toast_once();
    TTF_Quit();
    SDL_Quit();
    return check_report("gui_ui");
}
