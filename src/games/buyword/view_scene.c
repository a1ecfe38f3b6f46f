/* BuyWord view: the scene. The felt with the bag, the die, the viewer's rack, the word bar (or
 * the new tiles while buying) and the words sold this round; the tray under it with what to do
 * and the buttons; the players' cards at the side; the letter picker for a wild. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/board.h"
#include "ui/flight.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/tween.h"
#include "ui/widgets.h"
#include "view_internal.h"

static UiTextStyle style(const BuywordView *v, UiFont font, float size, UiColourName colour)
{
    return ui_style(font, ui_px(v->ui, size), ui_colour(colour));
}

/* Text on the baize: a pale green-white, `strength` from 0.8 (second rank; 4.5:1 on the baize
 * needs that much) to 1 (white). */
static UiTextStyle felt_style(const BuywordView *v, UiFont font, float size, float strength)
{
    SDL_Color c = ui_mix(ui_colour(UI_FELT), ui_rgba(0xffffff, 255), strength);
    return ui_style(font, ui_px(v->ui, size), c);
}

/* The wood of the rack and the dice tray, and of the word stand (lighter, told apart). */
#define RACK_WOOD 0x9a6a3e
#define STAND_WOOD 0xc0925a
/* A yes and a no on the baize, light enough for 4.5:1 on it (UI_GOOD is not). */
#define BAIZE_GOOD 0xa6e8b8
#define BAIZE_BAD 0xffbdb3

static const char *seat_name(const ViewFrame *f, int seat)
{
    return f->match->seats[seat].name;
}

static bool is_you(const ViewFrame *f, int seat)
{
    return seat == f->viewer;
}

int bwv_money_shown(BuywordView *v, const ViewFrame *f, int seat)
{
    return view_money_shown(v->ui, f, seat, bwv_state(f)->money[seat]);
}

/* ---------------------------------------------------------------- the felt's top row */

/* Is a tile in the air (dealt, bought, sold, discarded)? */
static bool tiles_in_flight(BuywordView *v)
{
    for (int i = 0; i < v->flyers; i++)
        if (ui_tween_running(v->ui, &v->flyer[i].tween))
            return true;
    return false;
}

static void draw_bag(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    ui_sprite(ui, "buyword/bag.svg", v->bag);
    char text[64];
    /* TRANSLATORS: under the bag: how many letter tiles are still in it */
    snprintf(text, sizeof text, _("%d in the bag"), s->bag_count);
    UiTextStyle st = felt_style(v, UI_FONT_BOLD, 13, 0.85f);
    int w, h, cx = v->bag.x + v->bag.w / 2;
    ui_text_size(ui, text, st, &w, &h);
    v->bag_caption_right = cx + (w + 1) / 2;
    /* the tiles dealt from the bag fly over its caption: it shows again once they have landed */
    if (!tiles_in_flight(v))
        ui_text(ui, text, st, cx, v->bag.y + v->bag.h + ui_px(ui, 2), UI_ALIGN_CENTER);
}

/* The wooden tray the die is rolled in: a rim in light from the top left, its floor in shade. */
static void draw_dice_tray(BuywordView *v)
{
    Ui *ui = v->ui;
    int rim = ui_px(ui, 9), radius = ui_px(ui, 14);
    SDL_Rect r = {v->die.x - rim, v->die.y - rim, v->die.w + 2 * rim, v->die.h + 2 * rim};
    SDL_Color wood = ui_rgba(RACK_WOOD, 255), black = ui_rgba(0x000000, 255);
    ui_fill_round_rect(ui, (SDL_Rect){r.x + 2, r.y + ui_px(ui, 4), r.w, r.h}, radius,
                       ui_rgba(0x000000, 80));
    ui_fill_round_rect(ui, r, radius, ui_mix(wood, ui_rgba(0xffffff, 255), 0.2f));
    ui_fill_round_rect(ui, (SDL_Rect){r.x + 2, r.y + 2, r.w - 2, r.h - 2}, radius,
                       ui_mix(wood, black, 0.3f));
    ui_fill_round_rect(ui, (SDL_Rect){r.x + 2, r.y + 2, r.w - 4, r.h - 4}, radius - 1, wood);
    int lip = ui_px(ui, 5);
    SDL_Rect floor = {r.x + lip, r.y + lip, r.w - 2 * lip, r.h - 2 * lip};
    ui_fill_round_rect(ui, floor, radius - lip / 2, ui_mix(ui_colour(UI_FELT), black, 0.35f));
    ui_fill_rect(ui, (SDL_Rect){floor.x + radius / 2, floor.y, floor.w - radius, ui_px(ui, 3)},
                 ui_rgba(0x000000, 70));
}

/* The die, tumbling for a moment after a roll; clickable (lit) when the human may roll. */
static void draw_die(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    bool can_roll = bwv_actor(f) >= 0 && s->phase == BW_PHASE_ROLL;
    SDL_Rect r = v->die;
    draw_dice_tray(v);
    if (s->face == 0 && !can_roll) {
        ui_fill_round_rect(ui, r, r.w / 6, ui_rgba(0x000000, 40));
    } else if (ui_tween_running(ui, &v->die_roll)) {
        float t = ui_tween_progress(ui, &v->die_roll);
        /* faces flicker while it spins, then it lands on the rolled face */
        static const int faces[] = {3, 5, BW_DIE_CHOICE, 2, 4, 5, 3, BW_DIE_CHOICE, 2};
        int face = t < 0.85f ? faces[(int)(t * 24) % 9] : s->face;
        double angle = (1.0 - t) * 540.0;
        int hop = (int)(sinf(t * 3.14159265f) * r.h * 0.35f);
        bwv_draw_die(ui, (SDL_Rect){r.x, r.y - hop, r.w, r.h}, face, angle);
    } else if (can_roll) {
        /* the die waits for the leader: it bobs gently under the mouse */
        bool hover = ui_inside(r, v->mouse_x, v->mouse_y);
        int face = s->face; /* 0: a blank die until the first roll */
        SDL_Rect d = r;
        if (hover)
            d.y -= ui_px(ui, 3);
        int ring = ui_px(ui, 5);
        ui_round_rect_border(ui, (SDL_Rect){d.x - ring, d.y - ring, d.w + 2 * ring, d.h + 2 * ring},
                             d.w / 5, ui_mix(ui_colour(UI_FELT), ui_rgba(0x000000, 255), 0.35f),
                             ui_colour(UI_ACCENT), ui_px(ui, 3));
        bwv_draw_die(ui, d, face, hover ? -8.0 : 0.0);
    } else {
        bwv_draw_die(ui, r, s->face, 0.0);
    }
    char caption[40];
    /* TRANSLATORS: the captions under the die */
    if (can_roll)
        snprintf(caption, sizeof caption, "%s", _("click to roll"));
    else if (s->face == 0)
        snprintf(caption, sizeof caption, "%s", _("not rolled yet"));
    else if (s->face == BW_DIE_CHOICE && s->count)
        /* TRANSLATORS: the die showed CHOICE and the leader picked this many tiles */
        snprintf(caption, sizeof caption, _("CHOICE: %d"), s->count);
    else if (s->face == BW_DIE_CHOICE)
        /* TRANSLATORS: the die's "?" face, on which the leader chooses how many tiles */
        snprintf(caption, sizeof caption, "%s", _("CHOICE"));
    else
        snprintf(caption, sizeof caption, _("rolled %d"), s->face);
    /* under the die, between the bag's caption and the round's facts: moved aside or set
     * smaller where the words are longer (some languages) */
    int left = v->bag_caption_right + ui_px(ui, 10), right = v->info.x - ui_px(ui, 4);
    UiTextStyle st = ui_style_fit(ui, caption,
                                  felt_style(v, UI_FONT_BOLD, 13, can_roll ? 1.0f : 0.85f),
                                  right - left, ui_px(ui, 10));
    int w, h, cx = r.x + r.w / 2, y = v->bag.y + v->bag.h + ui_px(ui, 2);
    ui_text_size(ui, caption, st, &w, &h);
    if (w > right - left) { /* too long even smaller: on two lines in the room there is */
        ui_text_wrapped(ui, caption, st, left, y, right - left, UI_ALIGN_CENTER, true);
        return;
    }
    if (cx - w / 2 < left)
        cx = left + w / 2;
    if (cx + (w + 1) / 2 > right)
        cx = right - (w + 1) / 2;
    ui_text(ui, caption, st, cx, y, UI_ALIGN_CENTER);
}

void bwv_deal_text(const BuywordState *s, char *out, size_t outlen)
{
    bool alone = s->base.players == 1, choice = s->face == BW_DIE_CHOICE;
    unsigned long count = (unsigned long)s->count;
    if (s->count > 0 && alone && choice)
        snprintf(out, outlen,
                 plural_text("%d new tile this round (CHOICE)", "%d new tiles this round (CHOICE)",
                             count),
                 s->count);
    else if (s->count > 0 && alone)
        snprintf(out, outlen,
                 plural_text("%d new tile this round", "%d new tiles this round", count), s->count);
    else if (s->count > 0 && choice)
        snprintf(out, outlen,
                 plural_text("%d new tile each this round (CHOICE)",
                             "%d new tiles each this round (CHOICE)", count),
                 s->count);
    else if (s->count > 0)
        snprintf(out, outlen,
                 plural_text("%d new tile each this round", "%d new tiles each this round", count),
                 s->count);
    else if (s->phase == BW_PHASE_CHOOSE)
        snprintf(out, outlen, "%s",
                 alone ? _("CHOICE: pick 2 to 5 new tiles")
                       : _("CHOICE: the leader picks 2 to 5 tiles each"));
    else
        snprintf(out, outlen, "%s",
                 alone ? _("The die sets how many new tiles you get")
                       : _("The die sets how many new tiles everyone gets"));
}

static void draw_info(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    SDL_Rect r = v->info;
    char text[160];
    int y = r.y + ui_px(ui, 4);
    if (s->phase == BW_PHASE_OVER)
        snprintf(text, sizeof text,
                 plural_text("Game over after %d round", "Game over after %d rounds",
                             (unsigned long)s->round),
                 s->round);
    else if (s->base.players == 1)
        snprintf(text, sizeof text, _("Round %d"), s->round);
    else if (is_you(f, s->leader))
        snprintf(text, sizeof text, _("Round %d · you lead"), s->round);
    else
        /* TRANSLATORS: %s is the name of the player who leads the round */
        snprintf(text, sizeof text, _("Round %d · %s leads"), s->round, seat_name(f, s->leader));
    y += ui_text_fit(ui, text, felt_style(v, UI_FONT_BOLD, 20, 1.0f), r.x, y, r.w, 0).h;
    bwv_deal_text(s, text, sizeof text);
    /* the info lines shrink a little where the words are longer (some languages) */
    UiTextStyle line =
        ui_style_fit(ui, text, felt_style(v, UI_FONT_REGULAR, 15, 0.9f), r.w, ui_px(ui, 12));
    y += ui_text_fit(ui, text, line, r.x, y + ui_px(ui, 4), r.w, 0).h + ui_px(ui, 4);
    int face_up = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        face_up += s->shown[l];
    snprintf(text, sizeof text, _("Out of play: %d sold or discarded, %d unseen"), face_up,
             s->boxed_count);
    line = ui_style_fit(ui, text, felt_style(v, UI_FONT_REGULAR, 14, 0.8f), r.w, ui_px(ui, 11));
    y += ui_text_fit(ui, text, line, r.x, y + ui_px(ui, 4), r.w, 0).h;
    const char *last = _("Last round: the bag is empty; unsold tiles will be lost");
    UiTextStyle warning = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_colour(UI_GOLD));
    if (s->last_round && s->phase != BW_PHASE_OVER) /* on two lines where it is longer */
        ui_text_wrapped(ui, last, ui_style_fit(ui, last, warning, r.w, ui_px(ui, 12)), r.x,
                        y + ui_px(ui, 6), r.w, 0, true);
}

/* ---------------------------------------------------------------- the rack */

static void row_label(BuywordView *v, SDL_Rect row, const char *text, float raise)
{
    ui_text(v->ui, text, felt_style(v, UI_FONT_BOLD, 14, 0.8f), row.x, row.y - ui_px(v->ui, raise),
            UI_ALIGN_BOTTOM);
}

/* An empty place on the baize or in a tray where a tile was or may go. */
static void socket(BuywordView *v, SDL_Rect r)
{
    ui_fill_round_rect(v->ui, (SDL_Rect){r.x, r.y, r.w, r.h * 92 / 100}, r.w / 8,
                       ui_rgba(0x000000, 45));
}

/* An empty place on a stand: a recess in its back board, under the tile's top quarter. */
static void stand_socket(BuywordView *v, SDL_Rect r)
{
    int top = v->tile / 4 + 2;
    ui_fill_round_rect(v->ui, (SDL_Rect){r.x + 1, r.y + top, r.w - 2, r.h - top}, r.w / 10,
                       ui_rgba(0x000000, 50));
}

/* The rack: a wooden stand as long as the hand limit (or the tiles held, when more), with a
 * recess where each tile that may be kept stands. */
static void draw_rack_stand(BuywordView *v, int n)
{
    int slots = n > BW_HAND_LIMIT ? n : BW_HAND_LIMIT;
    SDL_Rect first = bwv_rack_rect(v, 0), last = bwv_rack_rect(v, slots - 1);
    SDL_Rect row = {first.x, first.y, last.x + last.w - first.x, v->tile};
    bwv_draw_stand(v->ui, row, v->tile, ui_rgba(RACK_WOOD, 255), ui_rgba(0x000000, 0));
    for (int i = n; i < BW_HAND_LIMIT; i++)
        stand_socket(v, bwv_rack_rect(v, i));
}

static void tile_tooltip(BuywordView *v, SDL_Rect r, char letter, bool clickable)
{
    char text[120];
    int pips = buyword_pips(letter);
    /* TRANSLATORS: a tile's tooltip: its letter and its pips (the dots on it) */
    if (clickable)
        snprintf(text, sizeof text,
                 plural_text("%c: %d pip. Click to put it in the word, or drag it",
                             "%c: %d pips. Click to put it in the word, or drag it",
                             (unsigned long)pips),
                 letter, pips);
    else
        snprintf(text, sizeof text, plural_text("%c: %d pip", "%c: %d pips", (unsigned long)pips),
                 letter, pips);
    ui_tooltip(v->ui, r, text);
}

static bool being_dragged_rack(const BuywordView *v, int index)
{
    return v->gesture.dragging && v->drag_rack == index;
}

/* The count over the wild pile ("4 wilds"): its text, style and centre, kept on the felt where
 * the word is longer (some languages). */
static UiTextStyle wild_label(const BuywordView *v, int wilds, char *text, size_t textlen, int *cx)
{
    int t = v->tile;
    SDL_Rect row = v->rack_row;
    snprintf(text, textlen, plural_text("%d wild", "%d wilds", (unsigned long)wilds), wilds);
    UiTextStyle st = felt_style(v, UI_FONT_BOLD, 14, 0.8f);
    int tw, th;
    ui_text_size(v->ui, text, st, &tw, &th);
    *cx = row.x + row.w - t / 2; /* over the top tile of the pile */
    if (*cx + (tw + 1) / 2 > row.x + row.w)
        *cx = row.x + row.w - (tw + 1) / 2;
    return st;
}

static void draw_wild_pile(BuywordView *v, int wilds, bool mine_to_use)
{
    Ui *ui = v->ui;
    SDL_Rect row = v->rack_row;
    int t = v->tile;
    v->wild_rect = v->wild_pile = (SDL_Rect){0, 0, 0, 0};
    if (wilds <= 0)
        return;
    int shown = wilds > 4 ? 4 : wilds, step = t / 12 > 1 ? t / 12 : 1;
    SDL_Rect base = {row.x + row.w - t - (shown - 1) * step, row.y, t, t};
    bool used = bwv_word_has_wild(v) || (v->gesture.dragging && v->drag_wild);
    int usable = wilds - (used ? 1 : 0);
    bool hover = mine_to_use && usable > 0 && ui_inside(base, v->mouse_x, v->mouse_y) &&
                 !v->gesture.dragging;
    for (int i = 0; i < shown; i++) {
        SDL_Rect r = {base.x + i * step, base.y - i * step, t, t};
        if (i == shown - 1 && usable == 0) {
            socket(v, r);
            continue;
        }
        bwv_draw_tile_lifted(ui, r, 0, BWV_TILE_WILD, hover && i == shown - 1 ? 0.6f : 0.0f);
    }
    char text[48];
    int cx;
    UiTextStyle st = wild_label(v, wilds, text, sizeof text, &cx);
    ui_text(ui, text, st, cx, row.y - (shown - 1) * step - ui_px(ui, 6),
            UI_ALIGN_CENTER | UI_ALIGN_BOTTOM);
    v->wild_pile = (SDL_Rect){base.x, base.y - (shown - 1) * step, t + (shown - 1) * step,
                              t + (shown - 1) * step};
    if (mine_to_use)
        v->wild_rect = v->wild_pile;
    if (hover)
        ui_tooltip(ui, v->wild_rect,
                   _("A wild stands for any letter you choose, and counts 1 pip. One per word."));
}

static void draw_rack(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    int seat = f->viewer;
    v->rack_shown = 0;
    v->wild_rect = v->wild_pile = (SDL_Rect){0, 0, 0, 0};
    if (seat < 0) {
        row_label(v, v->rack_row, _("Every rack is private"), 8);
        return;
    }
    char letters[BWV_RACK_MAX], text[120];
    int n = bwv_rack_letters(s->held[seat], letters);
    if (n > 0)
        v->faces_shown |= 1u << seat;
    bool selling = bwv_actor(f) == seat && s->phase == BW_PHASE_SELL;
    if (s->phase == BW_PHASE_BUY && s->fresh_count[seat] > 0)
        snprintf(text, sizeof text, _("Your tiles: %d kept from earlier rounds"), n);
    else if (s->last_round)
        snprintf(text, sizeof text, _("Your tiles: %d (the last round has no limit)"), n);
    else if (n > BW_HAND_LIMIT)
        snprintf(text, sizeof text,
                 _("Your tiles: %d, more than the %d kept at the end of a round"), n,
                 BW_HAND_LIMIT);
    else
        snprintf(text, sizeof text, _("Your tiles: %d of %d kept at the end of a round"), n,
                 BW_HAND_LIMIT);
    if (n == 0)
        snprintf(text, sizeof text, "%s",
                 s->spent[seat] ? _("Your tiles: none") : _("Your tiles: none yet"));
    /* the label keeps clear of the wild pile's count, set smaller where it is long */
    int room = v->rack_row.w;
    if (s->wilds[seat] > 0) {
        char count[48];
        int cx, tw, th;
        UiTextStyle st = wild_label(v, s->wilds[seat], count, sizeof count, &cx);
        ui_text_size(ui, count, st, &tw, &th);
        room = cx - tw / 2 - ui_px(ui, 12) - v->rack_row.x;
    }
    UiTextStyle label =
        ui_style_fit(ui, text, felt_style(v, UI_FONT_BOLD, 14, 0.8f), room, ui_px(ui, 11));
    ui_text_fit(ui, text, label, v->rack_row.x, v->rack_row.y - ui_px(ui, 8), room,
                UI_ALIGN_BOTTOM);
    draw_rack_stand(v, n);
    bwv_prepare_tile_faces(ui, bwv_rack_rect(v, 0));
    for (int i = 0; i < n; i++) {
        SDL_Rect r = bwv_rack_rect(v, i);
        v->rack_rect[i] = r;
        bool used = bwv_rack_used(v, i) || being_dragged_rack(v, i);
        if (used || bwv_hidden_count(v, BWV_HIDE_RACK, i, seat)) {
            stand_socket(v, r);
            continue;
        }
        bool hover =
            selling && !v->gesture.dragging && !v->picking && ui_inside(r, v->mouse_x, v->mouse_y);
        bwv_draw_tile_lifted(ui, r, letters[i], BWV_TILE_LETTER, hover ? 0.7f : 0.0f);
        if (ui_inside(r, v->mouse_x, v->mouse_y) && !v->gesture.dragging)
            tile_tooltip(v, r, letters[i], selling);
    }
    v->rack_shown = n;
    draw_wild_pile(v, s->wilds[seat], selling);
}

/* ---------------------------------------------------------------- the word bar */

static void price_chip(BuywordView *v, int right, int y, int value, int pips, bool good)
{
    Ui *ui = v->ui;
    char big[16], small[48];
    snprintf(big, sizeof big, "$%d", value);
    /* TRANSLATORS: before the price: "7 pips: 7 × 7 =" then "$49" */
    snprintf(small, sizeof small,
             plural_text("%d pip: %d × %d =", "%d pips: %d × %d =", (unsigned long)pips), pips,
             pips, pips);
    UiTextStyle bs =
        ui_style(UI_FONT_BOLD, ui_px(ui, 22), good ? ui_colour(UI_GOLD) : ui_rgba(0xf3efe6, 255));
    UiTextStyle ss = style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM);
    int bw, bh, sw, sh;
    ui_text_size(ui, big, bs, &bw, &bh);
    ui_text_size(ui, small, ss, &sw, &sh);
    int pad = ui_px(ui, 10), w = bw + sw + 3 * pad, h = bh + ui_px(ui, 4);
    SDL_Rect chip = {right - w, y, w, h};
    bwv_draw_plate(ui, chip);
    ui_text(ui, small, ss, chip.x + pad, chip.y + h / 2, UI_ALIGN_MIDDLE);
    ui_text(ui, big, bs, chip.x + w - pad, chip.y + h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
}

static int pips_of(const char *word)
{
    int pips = 0;
    for (const char *p = word; *p; p++)
        pips += *p >= 'a' ? 1 : buyword_pips(*p);
    return pips;
}

/* The verdict under the bar: is it a word, and why not. */
static void word_verdict(BuywordView *v, const ViewFrame *f, int y)
{
    Ui *ui = v->ui;
    char text[BWV_WORD_MAX + 1], err[200], line[260];
    bwv_word_text(v, text);
    int value = 0;
    bool ok = false;
    if (v->word_len == 0)
        snprintf(line, sizeof line, "%s", _("Click tiles, drag them here, or type a word"));
    else if (v->word_len == 1)
        snprintf(line, sizeof line, "%s", _("A word needs at least 2 letters"));
    else if ((ok = buyword_check_word(bwv_state(f), f->to_move, text, &value, err, sizeof err))) {
        for (char *p = text; *p; p++)
            *p = (char)(*p >= 'a' ? *p - 'a' + 'A' : *p);
        snprintf(line, sizeof line, _("✓ %s is in the dictionary"), text);
        bwv_word_text(v, text);
    } else
        snprintf(line, sizeof line, "✗ %s", err);
    UiTextStyle st = ok ? ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(BAIZE_GOOD, 255))
                     : v->word_len >= 2
                         ? ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(BAIZE_BAD, 255))
                         : felt_style(v, UI_FONT_REGULAR, 15, 0.85f);
    int room = v->word_row.w * 62 / 100;
    ui_text_fit(ui, line, ui_style_fit(ui, line, st, room, ui_px(ui, 12)), v->word_row.x, y, room,
                0);
    if (v->word_len > 0)
        price_chip(v, v->word_row.x + v->word_row.w, y - ui_px(ui, 4), buyword_word_value(text),
                   pips_of(text), ok);
}

/* The word stand: a lighter wooden stand along the bar, ringed in green once the word sells. */
static void draw_bar_frame(BuywordView *v, bool good)
{
    SDL_Rect first = bwv_word_slot(v, 0);
    int inset = first.x - v->bar.x;
    SDL_Rect row = {first.x, first.y, v->bar.w - 2 * inset, v->tile};
    bwv_draw_stand(v->ui, row, v->tile, ui_rgba(STAND_WOOD, 255),
                   good ? ui_colour(UI_GOOD) : ui_rgba(0x000000, 0));
}

static void draw_word_bar(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    char text[BWV_WORD_MAX + 1];
    int value;
    bwv_word_text(v, text);
    bool good = v->word_len >= 2 && buyword_check_word(s, f->to_move, text, &value, NULL, 0);
    int capacity = buyword_held_count(s, f->to_move) + (s->wilds[f->to_move] > 0 ? 1 : 0);
    if (capacity < 2)
        capacity = 2;
    SDL_Rect last = bwv_word_slot(v, capacity - 1);
    int inset = (v->word_row.h - v->tile) / 2; /* the same margin all round the tiles */
    v->bar = (SDL_Rect){v->word_row.x, v->word_row.y, last.x + last.w + inset - v->word_row.x,
                        v->word_row.h};
    if (v->bar.w > v->word_row.w)
        v->bar.w = v->word_row.w;
    row_label(v, v->word_row, _("Your word"), 8);
    draw_bar_frame(v, good);
    /* while a tile is carried over the bar, a gap opens where it would go */
    int gap_at = -1;
    if (v->gesture.dragging && (ui_inside(v->bar, v->mouse_x, v->mouse_y)))
        gap_at = 0;
    if (gap_at == 0) {
        int step = bwv_word_slot(v, 1).x - bwv_word_slot(v, 0).x;
        int first = bwv_word_slot(v, 0).x;
        gap_at = (v->mouse_x - first + step / 2) / step;
        if (gap_at < 0)
            gap_at = 0;
    }
    int slot = 0;
    for (int i = 0; i < v->word_len; i++) {
        if (v->gesture.dragging && v->drag_word == i) {
            v->word_rect[i] = (SDL_Rect){0, 0, 0, 0};
            continue;
        }
        if (slot == gap_at)
            slot++;
        SDL_Rect r = bwv_word_slot(v, slot++);
        v->word_rect[i] = r;
        bool hover = !v->gesture.dragging && !v->picking && ui_inside(r, v->mouse_x, v->mouse_y);
        BwvPiece p = v->word[i];
        bwv_draw_tile_lifted(ui, r, p.letter, p.rack < 0 ? BWV_TILE_WILD_AS : BWV_TILE_LETTER,
                             hover ? 0.5f : 0.0f);
        if (hover)
            ui_tooltip(ui, r, _("Click to take the tile back; drag to move it"));
    }
    for (; slot < capacity; slot++) {
        SDL_Rect r = bwv_word_slot(v, slot);
        if (r.x + r.w <= v->bar.x + v->bar.w)
            stand_socket(v, r);
    }
    word_verdict(v, f, v->bar.y + v->bar.h + ui_px(ui, 10));
}

/* While buying: the viewer's new tiles, apart from the rack, with their price. */
static void draw_fresh(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    int seat = f->viewer;
    char letters[BWV_RACK_MAX], text[200];
    int n = bwv_rack_letters(s->fresh[seat], letters);
    v->faces_shown |= 1u << seat;
    bool short_deal = s->fresh_status[seat] == BW_FRESH_SHORT;
    if (short_deal)
        snprintf(text, sizeof text, _("Your new tiles: only %d of %d before the bag ran out"), n,
                 s->count);
    else
        snprintf(text, sizeof text, "%s", _("Your new tiles, kept apart until you buy them"));
    row_label(v, v->word_row, text, 8);
    SDL_Rect tray = {v->word_row.x, v->word_row.y, 0, v->word_row.h};
    SDL_Rect last = bwv_word_slot(v, n > 0 ? n - 1 : 0);
    tray.w = last.x + last.w + (v->word_row.h - v->tile) / 2 - tray.x;
    ui_panel(ui, tray, UI_PANEL_TRAY, false);
    v->fresh_row = tray;
    for (int i = 0; i < n; i++) {
        SDL_Rect r = bwv_word_slot(v, i);
        if (bwv_hidden_count(v, BWV_HIDE_FRESH, i, seat)) {
            socket(v, r);
            continue;
        }
        bwv_draw_tile_lifted(ui, r, letters[i], BWV_TILE_LETTER, 0.0f);
        if (ui_inside(r, v->mouse_x, v->mouse_y))
            tile_tooltip(v, r, letters[i], false);
    }
    int price = buyword_fresh_price(s, seat);
    int pips = (int)lround(sqrt((double)price));
    int y = v->word_row.y + v->word_row.h + ui_px(ui, 10);
    if (short_deal)
        snprintf(text, sizeof text, "%s", _("Short tiles cannot be bought: they go out of play"));
    else if (price > s->money[seat])
        snprintf(text, sizeof text, _("More than your $%d"), s->money[seat]);
    else
        snprintf(text, sizeof text, "%s", _("The price: their pips added up, squared"));
    bool dear = !short_deal && price > s->money[seat];
    UiTextStyle st = dear ? ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(BAIZE_BAD, 255))
                          : felt_style(v, UI_FONT_BOLD, 15, 0.9f);
    /* the price chip takes the right of the row, when there is a price */
    int room = short_deal ? v->word_row.w : v->word_row.w * 62 / 100;
    ui_text_fit(ui, text, ui_style_fit(ui, text, st, room, ui_px(ui, 12)), v->word_row.x, y, room,
                0);
    if (!short_deal)
        price_chip(v, v->word_row.x + v->word_row.w, y - ui_px(ui, 4), price, pips, !dear);
}

/* The middle row of the felt, by phase. */
static void draw_middle(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    int seat = f->viewer;
    v->bar = v->fresh_row = (SDL_Rect){0, 0, 0, 0};
    if (seat >= 0 && s->phase == BW_PHASE_BUY && s->fresh_count[seat] > 0) {
        draw_fresh(v, f);
        return;
    }
    /* the viewer's bar shows on their selling turn, also while the coach is talking */
    if (seat >= 0 && seat == f->to_move && s->phase == BW_PHASE_SELL) {
        draw_word_bar(v, f);
        return;
    }
    char text[160];
    switch (s->phase) {
    case BW_PHASE_ROLL:
    case BW_PHASE_CHOOSE:
        snprintf(text, sizeof text, "%s", _("New tiles come here after the roll"));
        break;
    case BW_PHASE_BUY:
        if (is_you(f, f->to_move))
            snprintf(text, sizeof text, "%s", _("You to buy or decline"));
        else
            /* TRANSLATORS: %s is a player's name: it is their turn to buy their new tiles */
            snprintf(text, sizeof text, _("%s to buy or decline"), seat_name(f, f->to_move));
        break;
    case BW_PHASE_SELL:
        if (is_you(f, f->to_move))
            snprintf(text, sizeof text, "%s", _("You to sell words"));
        else
            /* TRANSLATORS: %s is a player's name: it is their turn to sell words */
            snprintf(text, sizeof text, _("%s to sell words"), seat_name(f, f->to_move));
        break;
    case BW_PHASE_OVER:
        snprintf(text, sizeof text, "%s", _("Unsold tiles were lost at the end"));
        break;
    }
    ui_panel(v->ui, v->word_row, UI_PANEL_TRAY, false);
    ui_text(v->ui, text, style(v, UI_FONT_REGULAR, 16, UI_TEXT_DIM),
            v->word_row.x + v->word_row.w / 2, v->word_row.y + v->word_row.h / 2,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

/* ---------------------------------------------------------------- sold words and the bin */

/* The sales of `s` (the live round, or the last one kept for the viewer) in the sold box. */
static void draw_sales(BuywordView *v, const ViewFrame *f, const BuywordState *s, bool live)
{
    Ui *ui = v->ui;
    bool last_is_sale = live && !strncmp(f->last_move, "sell ", 5);
    SDL_Point at[BW_SOLD_MAX];
    int size = bwv_sold_flow(v, s, at);
    for (int i = 0; i < s->sold_count; i++) {
        if (at[i].x < 0)
            continue; /* left out: too many words this round */
        if (live && bwv_hidden_count(v, BWV_HIDE_SOLD, i, -1))
            continue;
        const BuywordSale *sale = &s->sold[i];
        int len = (int)strlen(sale->word);
        SDL_Rect first = bwv_sold_tile(v, s, i, 0);
        int badge = ui_player_badge_radius(ui, size / 4); /* left of the word */
        ui_player_badge(ui, f->match->seats[sale->seat].colour, first.x - size / 8 - badge,
                        first.y + size / 2, badge);
        if (last_is_sale && i == s->sold_count - 1) {
            /* the newest sale, when it is the last move, sits in a gold frame */
            SDL_Rect glow = {first.x - ui_px(ui, 4), first.y - ui_px(ui, 4),
                             len * (size + 2) + ui_px(ui, 6), size + ui_px(ui, 8)};
            ui_round_rect_border(ui, glow, ui_px(ui, 6), ui_colour(UI_FELT), ui_colour(UI_GOLD),
                                 ui_px(ui, 2));
        }
        /* the word lies on the baize as played tiles: one shadow under the row of them */
        ui_shadow(ui, (SDL_Rect){first.x, first.y, len * (size + 2) - 2, size}, size / 8,
                  ui_px(ui, 2));
        for (int k = 0; k < len; k++) {
            char c = sale->word[k];
            bool wild = c >= 'a';
            SDL_Rect r = {first.x + k * (size + 2), first.y, size, size};
            bwv_draw_tile(ui, r, (char)(wild ? c - 'a' + 'A' : c),
                          wild ? BWV_TILE_WILD_AS : BWV_TILE_LETTER);
        }
        char value[16];
        snprintf(value, sizeof value, "$%d", sale->value);
        UiTextStyle gold = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_GOLD));
        int tw, th, pad = ui_px(ui, 7);
        ui_text_size(ui, value, gold, &tw, &th);
        SDL_Rect plate = {first.x + len * (size + 2) + ui_px(ui, 6), first.y + (size - th) / 2 - 2,
                          tw + 2 * pad, th + 4};
        bwv_draw_plate(ui, plate);
        ui_text(ui, value, gold, plate.x + pad, first.y + size / 2, UI_ALIGN_MIDDLE);
    }
}

static void draw_sold(BuywordView *v, const ViewFrame *f)
{
    bool kept;
    const BuywordState *s = bwv_sales_shown(v, f, &kept);
    Ui *ui = v->ui;
    SDL_Rect box = v->sold_box;
    ui_fill_rect(ui, (SDL_Rect){box.x, box.y, box.w, 1}, ui_rgba(0xffffff, 40));
    const char *title = kept            ? _("Sold last round (kept until you play)")
                        : s->sold_count ? _("Sold this round")
                                        : _("No word sold yet this round");
    ui_text(ui, title, felt_style(v, UI_FONT_BOLD, 14, 0.8f), box.x, box.y + ui_px(ui, 8), 0);
    if (s->sold_count)
        draw_sales(v, f, s, !kept);
}

/* The price card's stock and inks: cream card, brown print, prices in a deep red. */
#define CARD_STOCK 0xf3e8cf
#define CARD_EDGE 0xa8895a
#define CARD_INK 0x3a2c1f
#define CARD_PRICE 0x8c2418
#define CARD_BAND 0xe6d6b4

/* The price card's title and rule, in the card's left column; returns the column's width. */
static int price_title(BuywordView *v, SDL_Rect c, int pad)
{
    Ui *ui = v->ui;
    /* TRANSLATORS: the title of the price card: what so many pips cost or pay */
    const char *title = _("Price list");
    /* TRANSLATORS: under the price card's title: how a price is worked out */
    const char *rule = _("pips × pips");
    int room = ui_px(ui, 110);
    UiTextStyle head =
        ui_style_fit(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 17), ui_rgba(CARD_INK, 255)),
                     room, ui_px(ui, 12));
    UiTextStyle small =
        ui_style_fit(ui, rule, ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_rgba(CARD_INK, 255)),
                     room, ui_px(ui, 10));
    int mid = c.y + c.h / 2;
    SDL_Rect a = ui_text_fit(ui, title, head, c.x + pad, mid - ui_px(ui, 2), room, UI_ALIGN_BOTTOM);
    SDL_Rect b = ui_text_fit(ui, rule, small, c.x + pad, mid + ui_px(ui, 3), room, 0);
    int w = (a.w > b.w ? a.w : b.w) + 2 * pad;
    return w;
}

/* The game's price list, printed on a card along the foot of the board: a buy or a word of so
 * many pips costs or pays their square. Bands of pips and their price side by side. */
static void draw_price_list(BuywordView *v)
{
    Ui *ui = v->ui;
    SDL_Rect c = v->price_card;
    int radius = ui_px(ui, 6), pad = ui_px(ui, 10);
    ui_fill_round_rect(ui, (SDL_Rect){c.x + 1, c.y + ui_px(ui, 3), c.w, c.h}, radius,
                       ui_rgba(0x000000, 90));
    ui_round_rect_border(ui, c, radius, ui_rgba(CARD_STOCK, 255), ui_rgba(CARD_EDGE, 255), 1);
    int left = c.x + price_title(v, c, pad);
    int entries = BWV_PRICE_LAST - BWV_PRICE_FIRST + 1;
    int bands = (entries + BWV_PRICE_COLUMNS - 1) / BWV_PRICE_COLUMNS;
    int inset = ui_px(ui, 5), band_h = (c.h - 2 * inset) / bands;
    int col_w = (c.x + c.w - pad - left) / BWV_PRICE_COLUMNS;
    UiTextStyle pips = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_rgba(CARD_INK, 255));
    UiTextStyle price = ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(CARD_PRICE, 255));
    for (int b = 0; b < bands; b += 2) /* a band under every other one, as printed tables have */
        ui_fill_rect(ui, (SDL_Rect){left, c.y + inset + b * band_h, c.x + c.w - pad - left, band_h},
                     ui_rgba(CARD_BAND, 255));
    for (int i = 0; i < entries; i++) {
        int band = i / BWV_PRICE_COLUMNS, col = i % BWV_PRICE_COLUMNS, p = BWV_PRICE_FIRST + i;
        SDL_Rect cell = {left + col * col_w, c.y + inset + band * band_h, col_w, band_h};
        char a[8], b[12];
        snprintf(a, sizeof a, "%d", p);
        snprintf(b, sizeof b, "$%d", p * p);
        int mid = cell.y + band_h / 2, edge = ui_px(ui, 6);
        ui_text(ui, a, pips, cell.x + edge, mid, UI_ALIGN_MIDDLE);
        ui_text(ui, b, price, cell.x + col_w - edge, mid, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        char entry[32]; /* what the entry says, for the tests */
        snprintf(entry, sizeof entry, "price %s: %s", a, b);
        ui_widget_record(ui, entry, cell);
    }
    for (int col = 0; col < BWV_PRICE_COLUMNS; col++)
        ui_fill_rect(ui, (SDL_Rect){left + col * col_w, c.y + inset, 1, bands * band_h},
                     ui_rgba(CARD_EDGE, 255));
}

/* Where the bin goes (before the sold words, which keep clear of it). */
static void place_bin(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    /* shown on the viewer's selling turn, also while the coach is talking */
    bool mine = f->viewer >= 0 && f->viewer == f->to_move && s->phase == BW_PHASE_SELL;
    bool over = mine && bwv_excess(s, f->to_move) > 0;
    int w = ui_px(v->ui, 150), h = ui_px(v->ui, 90);
    v->bin =
        over ? (SDL_Rect){v->sold_box.x + v->sold_box.w - w, v->sold_box.y + ui_px(v->ui, 10), w, h}
             : (SDL_Rect){0, 0, 0, 0};
}

/* While the human holds more than 8 tiles: a bin to drag the extra tiles into. */
static void draw_bin(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    int excess = v->bin.w > 0 ? bwv_excess(s, f->to_move) : 0;
    if (excess <= 0)
        return;
    int w = v->bin.w;
    bool hot = v->gesture.dragging && ui_inside(v->bin, v->mouse_x, v->mouse_y);
    SDL_Color fill = ui_mix(ui_colour(UI_FELT), ui_rgba(0x3a1512, 255), hot ? 0.8f : 0.55f);
    ui_round_rect_border(ui, v->bin, ui_px(ui, 12), fill, ui_colour(UI_BAD),
                         hot ? ui_px(ui, 3) : ui_px(ui, 2));
    char text[60];
    /* TRANSLATORS: on the bin: how many tiles must still be discarded */
    snprintf(text, sizeof text, _("Discard %d more"), excess);
    int inside = w - ui_px(ui, 12); /* both lines stay on the bin, smaller where words are long */
    UiTextStyle big = ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(0xffd2cc, 255));
    ui_text_fit(ui, text, ui_style_fit(ui, text, big, inside, ui_px(ui, 10)), v->bin.x + w / 2,
                v->bin.y + ui_px(ui, 10), inside, UI_ALIGN_CENTER);
    const char *hint = _("drag a tile here");
    UiTextStyle small = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_rgba(0xffd2cc, 200));
    ui_text_fit(ui, hint, ui_style_fit(ui, hint, small, inside, ui_px(ui, 9)), v->bin.x + w / 2,
                v->bin.y + ui_px(ui, 32), inside, UI_ALIGN_CENTER);
}

/* ---------------------------------------------------------------- the players' cards */

static void card_header(BuywordView *v, const ViewFrame *f, int seat, SDL_Rect card)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    int pad = ui_px(ui, 12), radius = ui_player_badge_radius(ui, ui_px(ui, 9));
    int line_y = card.y + pad + radius;
    ui_player_badge(ui, f->match->seats[seat].colour, card.x + pad + radius, line_y, radius);
    int name_x = card.x + pad + 2 * radius + ui_px(ui, 8);
    char name[64];
    bool mark = is_you(f, seat) && SDL_strcasecmp(seat_name(f, seat), "you") != 0;
    if (mark)
        /* TRANSLATORS: on the player's own card, after their name */
        snprintf(name, sizeof name, _("%s (you)"), seat_name(f, seat));
    else
        snprintf(name, sizeof name, "%s", seat_name(f, seat));
    int right = card.x + card.w - pad;
    if (s->phase != BW_PHASE_OVER && f->to_move == seat) {
        SDL_Rect used = ui_text(ui, bwv_actor(f) == seat ? _("your move") : _("to move"),
                                style(v, UI_FONT_BOLD, 13, UI_ACCENT), right, line_y,
                                UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        right = used.x - ui_px(ui, 8);
    }
    if (s->leader == seat && s->phase != BW_PHASE_OVER) {
        int d = ui_px(ui, 20);
        SDL_Rect die = {right - d, line_y - d / 2, d, d};
        v->card_die = die;
        bwv_draw_die(ui, die, s->face, 0.0); /* blank until rolled */
        ui_tooltip(ui, die,
                   s->base.players == 1
                       ? _("Your die: roll it once a round")
                       : _("The leader this round: rolls the die, buys and sells first"));
        right = die.x - ui_px(ui, 8);
    }
    /* a long name (or a long "(you)") is set a little smaller before it is shortened */
    UiTextStyle st =
        ui_style_fit(ui, name, style(v, UI_FONT_BOLD, 16, UI_TEXT), right - name_x, ui_px(ui, 13));
    ui_text_fit(ui, name, st, name_x, line_y, right - name_x, UI_ALIGN_MIDDLE);
}

static void card_money(BuywordView *v, const ViewFrame *f, int seat, SDL_Rect card)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    int pad = ui_px(ui, 12), y = card.y + ui_px(ui, 52);
    char text[48];
    snprintf(text, sizeof text, "$%d", bwv_money_shown(v, f, seat));
    SDL_Rect used =
        ui_text(ui, text, style(v, UI_FONT_DISPLAY, 26, UI_GOLD), card.x + pad, y, UI_ALIGN_MIDDLE);
    if (ui_tween_running(ui, &v->money_tween[seat])) {
        /* the change floats up beside the money and fades */
        float t = ui_tween_progress(ui, &v->money_tween[seat]);
        int delta = v->money_delta[seat];
        snprintf(text, sizeof text, "%s$%d", delta > 0 ? "+" : "−", delta > 0 ? delta : -delta);
        SDL_Color c = delta > 0 ? ui_colour(UI_GOOD) : ui_colour(UI_BAD);
        c.a = (Uint8)((int)(255 * (1.0f - t * t)) & 0xf0);
        ui_text(ui, text, ui_style(UI_FONT_BOLD, ui_px(ui, 18), c), used.x + used.w + ui_px(ui, 10),
                y - (int)(t * ui_px(ui, 12)), UI_ALIGN_MIDDLE);
    }
    /* the wilds, public, at the right of the money line */
    int wilds = s->wilds[seat], size = ui_px(ui, 22);
    int x = card.x + card.w - pad - size;
    if (wilds == 0) {
        ui_text(ui, _("no wilds"), style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM),
                card.x + card.w - pad, y, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
        return;
    }
    for (int i = 0; i < wilds; i++, x -= size * 7 / 10)
        bwv_draw_tile(ui, (SDL_Rect){x, y - size / 2, size, size}, 0, BWV_TILE_WILD);
    snprintf(text, sizeof text, plural_text("%d wild", "%d wilds", (unsigned long)wilds), wilds);
    ui_tooltip(ui, (SDL_Rect){x, y - size / 2, card.x + card.w - pad - x, size}, text);
}

/* A row of mini tiles on a card, face down for everyone: the viewer reads their own letters on
 * the rack, where they are large (a card's tiles are too small for a letter to read). */
static void card_row(BuywordView *v, int seat, int row, const char *label, int count, int hidden,
                     const char *note)
{
    Ui *ui = v->ui;
    SDL_Rect first = bwv_card_tile(v, seat, row, 0);
    int pad = ui_px(ui, 12);
    ui_text(ui, label, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), v->card[seat].x + pad,
            first.y + first.h / 2, UI_ALIGN_MIDDLE);
    int shown = count - hidden;
    for (int i = 0; i < shown && i < BWV_RACK_MAX; i++)
        bwv_draw_tile(ui, bwv_card_tile(v, seat, row, i), 0, BWV_TILE_BACK);
    int x = shown > 0 ? bwv_card_tile(v, seat, row, shown - 1).x + first.w + ui_px(ui, 8) : first.x;
    int room = v->card[seat].x + v->card[seat].w - pad - x, w, h;
    if (!note || !note[0])
        return;
    /* the note gives way to the tiles: smaller, or left out when a full row leaves no room */
    UiTextStyle st =
        ui_style_fit(ui, note, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), room, ui_px(ui, 10));
    ui_text_size(ui, note, st, &w, &h);
    if (w <= room)
        ui_text_fit(ui, note, st, x, first.y + first.h / 2, room, UI_ALIGN_MIDDLE);
}

static void card_new_row(BuywordView *v, const ViewFrame *f, int seat)
{
    const BuywordState *s = bwv_state(f);
    int hidden = bwv_hidden_count(v, BWV_HIDE_CARD_NEW, seat, -1);
    if (is_you(f, seat))
        for (int i = 0; i < s->fresh_count[seat]; i++)
            hidden += bwv_hidden_count(v, BWV_HIDE_FRESH, i, seat);
    const char *note = "";
    /* TRANSLATORS: notes on a player's card beside their new tiles */
    switch (s->fresh_status[seat]) {
    case BW_FRESH_WAITING:
        note = s->turn == seat && s->phase == BW_PHASE_BUY ? _("deciding") : _("to buy");
        break;
    case BW_FRESH_SHORT:
        note = _("short: cannot be bought");
        break;
    case BW_FRESH_BOUGHT:
        note = _("bought this round");
        break;
    case BW_FRESH_DECLINED:
        note = _("declined this round");
        break;
    default:
        note = s->phase == BW_PHASE_OVER ? "" : _("none this round");
        break;
    }
    /* TRANSLATORS: a player's card: the label of the row of new tiles (short) */
    card_row(v, seat, 1, _("New"), s->fresh_count[seat], hidden, note);
}

static void draw_card(BuywordView *v, const ViewFrame *f, int seat)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    SDL_Rect card = v->card[seat];
    bool turn = f->to_move == seat && s->phase != BW_PHASE_OVER;
    ui_board_card(ui, card, turn);
    card_header(v, f, seat, card);
    card_money(v, f, seat, card);
    int held = buyword_held_count(s, seat);
    int hidden = bwv_hidden_count(v, BWV_HIDE_CARD_HELD, seat, -1);
    char note[60] = "";
    if (held == 0 && !tiles_in_flight(v)) /* tiles leave from where the note would be */
        /* TRANSLATORS: a player's card: no tiles kept */
        snprintf(note, sizeof note, "%s", _("none"));
    else if (held > BW_HAND_LIMIT && s->phase == BW_PHASE_SELL && !s->last_round)
        /* TRANSLATORS: a player's card: this many tiles over the hand limit of 8 */
        snprintf(note, sizeof note, _("%d over"), held - BW_HAND_LIMIT);
    /* TRANSLATORS: a player's card: the label of the row of tiles kept (short) */
    card_row(v, seat, 0, _("Tiles"), held, hidden, note);
    card_new_row(v, f, seat);
    char text[160];
    snprintf(text, sizeof text,
             plural_text("%d word · earned $%d · spent $%d", "%d words · earned $%d · spent $%d",
                         (unsigned long)s->words_sold[seat]),
             s->words_sold[seat], s->earned[seat], s->spent[seat]);
    int foot = card.y + card.h - ui_px(ui, 12);
    int room = card.w - ui_px(ui, 24);
    UiTextStyle st =
        ui_style_fit(ui, text, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), room, ui_px(ui, 10));
    if (foot > bwv_card_tile(v, seat, 1, 0).y + bwv_card_tile(v, seat, 1, 0).h + ui_px(ui, 12))
        ui_text_fit(ui, text, st, card.x + ui_px(ui, 12), foot, room, UI_ALIGN_BOTTOM);
}

/* ---------------------------------------------------------------- the tray */

typedef struct TrayText {
    int x, y, w;
} TrayText;

/* The next button's place, sized to `label`, right to left along the foot of the tray. */
static SDL_Rect next_button_rect(BuywordView *v, const char *label, int *right)
{
    int bottom = v->tray.y + v->tray.h - ui_px(v->ui, 10);
    return ui_board_button_rect(v->ui, label, 40, bottom, right);
}

/* A tray button. A disabled one says why (`why`) in its tooltip, and the same words answer a
 * click on it. */
static void button_at(BuywordView *v, SDL_Rect r, const char *label, BwvAction action, int arg,
                      bool enabled, UiButtonKind kind, const char *why)
{
    if (v->buttons == BWV_MAX_BUTTONS)
        return;
    /* the click itself is handled by handle_event (it must produce the move) */
    (void)ui_button_ex(v->ui, r, label, kind, enabled, enabled ? NULL : why);
    BwvButton *b = &v->button[v->buttons++];
    *b = (BwvButton){r, action, arg, enabled, ""};
    if (!enabled)
        snprintf(b->why, sizeof b->why, "%s", why ? why : "");
}

/* Buttons are laid out right to left along the foot of the tray. */
static void button(BuywordView *v, int *right, const char *label, BwvAction action, int arg,
                   bool enabled, UiButtonKind kind, const char *why)
{
    button_at(v, next_button_rect(v, label, right), label, action, arg, enabled, kind, why);
}

/* A button that keeps its place and width whatever its label says now: sized to `widest`. */
static void button_fixed(BuywordView *v, int *right, const char *label, const char *widest,
                         BwvAction action, bool enabled, UiButtonKind kind, const char *why)
{
    button_at(v, next_button_rect(v, widest, right), label, action, 0, enabled, kind, why);
}

static void tray_line(BuywordView *v, TrayText *tt, const char *text, UiFont font, float size,
                      SDL_Color colour)
{
    UiTextStyle st = ui_style(font, ui_px(v->ui, size), colour);
    tt->y += ui_text_wrapped(v->ui, text, st, tt->x, tt->y, tt->w, 0, true) + ui_px(v->ui, 4);
}

static void tray_title(BuywordView *v, TrayText *tt, const char *text)
{
    tray_line(v, tt, text, UI_FONT_BOLD, 17, ui_colour(UI_TEXT));
}

static void tray_note(BuywordView *v, TrayText *tt, const char *text)
{
    tray_line(v, tt, text, UI_FONT_REGULAR, 14, ui_colour(UI_TEXT_DIM));
}

static void tray_roll(BuywordView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const BuywordState *s = bwv_state(f);
    char text[200];
    if (bwv_actor(f) < 0) {
        if (s->base.players == 1)
            snprintf(text, sizeof text, _("Round %d: roll the die"), s->round);
        else if (is_you(f, s->leader)) /* before they may act (a lesson's coach talks) */
            snprintf(text, sizeof text, _("Round %d: you lead and roll the die"), s->round);
        else
            snprintf(text, sizeof text, _("Round %d: %s leads and rolls the die"), s->round,
                     seat_name(f, s->leader));
        tray_title(v, tt, text);
        return;
    }
    if (s->base.players == 1)
        snprintf(text, sizeof text, _("Round %d: roll the die"), s->round);
    else
        snprintf(text, sizeof text, _("Round %d: you lead. Roll the die"), s->round);
    tray_title(v, tt, text);
    tray_note(v, tt,
              s->base.players == 1
                  ? _("It says how many new tiles you draw: 2 to 5, or CHOICE (you pick).")
                  : _("It says how many new tiles everyone draws: 2 to 5, or CHOICE (you "
                      "pick)."));
    button(v, right, _("Roll the die"), BWV_ACT_ROLL, 0, true, UI_BUTTON_PRIMARY, NULL);
}

static void tray_choose(BuywordView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const BuywordState *s = bwv_state(f);
    char text[200];
    if (bwv_actor(f) < 0) {
        if (s->base.players == 1)
            snprintf(text, sizeof text, _("%s rolled CHOICE and picks how many new tiles"),
                     seat_name(f, s->leader));
        else
            snprintf(text, sizeof text, _("%s rolled CHOICE and picks how many tiles each"),
                     seat_name(f, s->leader));
        tray_title(v, tt, text);
        return;
    }
    tray_title(v, tt,
               s->base.players == 1 ? _("CHOICE! How many new tiles?")
                                    : _("CHOICE! How many new tiles each?"));
    if (s->base.players == 1)
        snprintf(text, sizeof text,
                 plural_text("%d tile left in the bag.", "%d tiles left in the bag.",
                             (unsigned long)s->bag_count),
                 s->bag_count);
    else
        snprintf(text, sizeof text,
                 plural_text("%d tile left in the bag. Everyone gets the number you pick.",
                             "%d tiles left in the bag. Everyone gets the number you pick.",
                             (unsigned long)s->bag_count),
                 s->bag_count);
    tray_note(v, tt, text);
    for (int n = 5; n >= 2; n--) {
        char label[40];
        /* TRANSLATORS: a button: how many new tiles each player gets (2 to 5) */
        snprintf(label, sizeof label, plural_text("%d tile", "%d tiles", (unsigned long)n), n);
        button(v, right, label, BWV_ACT_CHOOSE, n, true,
               n == 4 ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL, NULL);
    }
}

static void tray_buy(BuywordView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const BuywordState *s = bwv_state(f);
    char text[240];
    int me = bwv_actor(f);
    if (me < 0) {
        snprintf(text, sizeof text,
                 plural_text("%s decides whether to buy their %d new tile",
                             "%s decides whether to buy their %d new tiles",
                             (unsigned long)s->fresh_count[f->to_move]),
                 seat_name(f, f->to_move), s->fresh_count[f->to_move]);
        tray_title(v, tt, text);
        if (f->viewer >= 0 && s->fresh_status[f->viewer] == BW_FRESH_WAITING &&
            s->fresh_count[f->viewer] > 0) {
            snprintf(text, sizeof text, _("Your own new tiles will cost $%d when your turn comes."),
                     buyword_fresh_price(s, f->viewer));
            tray_note(v, tt, text);
        }
        return;
    }
    int price = buyword_fresh_price(s, me), money = s->money[me];
    if (s->fresh_status[me] == BW_FRESH_SHORT) {
        snprintf(text, sizeof text,
                 plural_text("The bag ran out: you got %d of %d tile",
                             "The bag ran out: you got %d of %d tiles", (unsigned long)s->count),
                 s->fresh_count[me], s->count);
        tray_title(v, tt, text);
        tray_note(v, tt, _("Tiles dealt short cannot be bought: they go out of play unseen."));
        button(v, right, _("Let them go"), BWV_ACT_DECLINE, 0, true, UI_BUTTON_PRIMARY, NULL);
        return;
    }
    snprintf(text, sizeof text,
             plural_text("Buy your %d new tile for $%d?", "Buy your %d new tiles for $%d?",
                         (unsigned long)s->fresh_count[me]),
             s->fresh_count[me], price);
    tray_title(v, tt, text);
    if (price > money) {
        snprintf(text, sizeof text,
                 _("You cannot afford $%d: you have $%d. Declined tiles go out of play."), price,
                 money);
        tray_line(v, tt, text, UI_FONT_BOLD, 14, ui_colour(UI_BAD));
    } else {
        snprintf(text, sizeof text,
                 _("You have $%d. All or nothing: declined tiles go out of play unseen."), money);
        tray_note(v, tt, text);
    }
    char label[60], why[BWV_WHY_MAX] = "";
    /* TRANSLATORS: a button */
    snprintf(label, sizeof label, _("Buy for $%d"), price);
    bool landed = bwv_deal_landed(v);
    if (price > money)
        snprintf(why, sizeof why, _("You cannot pay $%d: you have $%d"), price, money);
    else if (!landed)
        snprintf(why, sizeof why, "%s", _("Wait a moment: your new tiles are still being dealt"));
    button(v, right, label, BWV_ACT_BUY, 0, price <= money && landed, UI_BUTTON_PRIMARY, why);
    /* TRANSLATORS: a button: not to buy the new tiles */
    button(v, right, _("Decline"), BWV_ACT_DECLINE, 0, true, UI_BUTTON_NORMAL, NULL);
}

static void tray_sell(BuywordView *v, const ViewFrame *f, TrayText *tt, int *right)
{
    const BuywordState *s = bwv_state(f);
    char text[300];
    int me = bwv_actor(f);
    if (me < 0) {
        if (is_you(f, f->to_move)) /* before they may act (a lesson's coach talks) */
            snprintf(text, sizeof text, "%s", _("You to sell words"));
        else
            /* TRANSLATORS: %s is a player's name: it is their turn to sell words */
            snprintf(text, sizeof text, _("%s to sell words"), seat_name(f, f->to_move));
        tray_title(v, tt, text);
        tray_note(v, tt,
                  _("Each word sells for the square of its pips; its tiles leave the game."));
        return;
    }
    int excess = bwv_excess(s, me), held = buyword_held_count(s, me);
    char word[BWV_WORD_MAX + 1];
    int value = 0;
    bwv_word_text(v, word);
    bool valid = v->word_len >= 2 && buyword_check_word(s, me, word, &value, NULL, 0);
    if (excess > 0) {
        snprintf(text, sizeof text, _("You hold %d tiles: sell words, or discard %d"), held,
                 excess);
        tray_title(v, tt, text);
        tray_line(v, tt, _("Keep at most 8 letter tiles: drag the extra ones onto the bin."),
                  UI_FONT_REGULAR, 14, ui_rgba(0xffb3a8, 255));
    } else {
        tray_title(v, tt, _("Sell words: spell one in the bar, then Sell"));
        tray_note(v, tt,
                  s->last_round
                      ? _("Last round: the tiles you do not sell now are lost.")
                      : _("A word may use one wild. Press Done when you have sold all you want."));
    }
    char label[60], widest[60], why[BWV_WHY_MAX];
    /* TRANSLATORS: a button: sell the word in the bar */
    snprintf(label, sizeof label, "%s", _("Sell"));
    if (valid)
        /* TRANSLATORS: a button: sell the word in the bar for its price */
        snprintf(label, sizeof label, _("Sell for $%d"), value);
    snprintf(widest, sizeof widest, _("Sell for $%d"), 1000);
    bwv_sell_refusal(v, f, why, sizeof why);
    /* Sell, Clear and Done keep their places whatever Sell's label says */
    button_fixed(v, right, label, widest, BWV_ACT_SELL, valid, UI_BUTTON_PRIMARY, why);
    /* TRANSLATORS: a button: empty the word bar */
    button_fixed(v, right, _("Clear"), _("Clear"), BWV_ACT_CLEAR, v->word_len > 0, UI_BUTTON_NORMAL,
                 _("The word bar is empty already"));
    snprintf(why, sizeof why,
             plural_text("You hold %d tile: sell or discard down to 8 before you are done",
                         "You hold %d tiles: sell or discard down to 8 before you are done",
                         (unsigned long)held),
             held);
    /* TRANSLATORS: a button: end your selling for this round */
    button_fixed(v, right, _("Done"), _("Done"), BWV_ACT_DONE, excess == 0, UI_BUTTON_NORMAL, why);
    if (excess > 0) {
        bool one = v->word_len == 1 && v->word[0].rack >= 0;
        /* TRANSLATORS: a button: throw away the one tile in the bar */
        snprintf(label, sizeof label, "%s", _("Discard"));
        if (one)
            /* TRANSLATORS: a button: throw away the tile of this letter */
            snprintf(label, sizeof label, _("Discard %c"), v->word[0].letter);
        snprintf(widest, sizeof widest, _("Discard %c"), 'W');
        button_fixed(v, right, label, widest, BWV_ACT_DISCARD, one, UI_BUTTON_DANGER,
                     _("Put the one tile you want to discard in the bar first, alone"));
    }
}

static void tray_over(BuywordView *v, const ViewFrame *f, TrayText *tt)
{
    const BuywordState *s = bwv_state(f);
    char text[300];
    tray_title(v, tt, _("The game is over: the most money wins"));
    if (s->base.players == 1) {
        snprintf(text, sizeof text,
                 /* TRANSLATORS: %s is a rating: "keep practising", "fair", "good" or
                  * "outstanding" */
                 _("You finished with $%d: %s. ($800 is fair, $900 good, $1000 outstanding.)"),
                 s->money[0], _(buyword_rating(s->money[0])));
        tray_note(v, tt, text);
        return;
    }
    char list[240];
    int n = 0;
    list[0] = '\0';
    for (int seat = 0; seat < s->base.players && n < (int)sizeof list - 40; seat++)
        n += snprintf(list + n, sizeof list - (size_t)n, "%s%s $%d", seat ? ", " : "",
                      seat_name(f, seat), s->money[seat]);
    /* TRANSLATORS: %s is the list of players and their money: "Ada $950, Bruno $870" */
    snprintf(text, sizeof text, _("Final money: %s"), list);
    tray_note(v, tt, text);
}

static void draw_tray(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    int pad = ui_px(v->ui, 14);
    ui_panel(v->ui, v->tray, UI_PANEL_CARD, false);
    TrayText tt = {v->tray.x + pad, v->tray.y + ui_px(v->ui, 10), v->tray.w - 2 * pad};
    int right = v->tray.x + v->tray.w - pad;
    v->buttons = 0;
    switch (s->phase) {
    case BW_PHASE_ROLL:
        tray_roll(v, f, &tt, &right);
        break;
    case BW_PHASE_CHOOSE:
        tray_choose(v, f, &tt, &right);
        break;
    case BW_PHASE_BUY:
        tray_buy(v, f, &tt, &right);
        break;
    case BW_PHASE_SELL:
        tray_sell(v, f, &tt, &right);
        break;
    case BW_PHASE_OVER:
        tray_over(v, f, &tt);
        break;
    }
}

/* ---------------------------------------------------------------- the letter picker */

static void draw_picker(BuywordView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    v->picker = (SDL_Rect){0, 0, 0, 0};
    if (!v->picking || bwv_actor(f) < 0)
        return;
    int cols = 9, rows = 3, size = ui_px(ui, 46), gap = ui_px(ui, 8), pad = ui_px(ui, 18);
    int head = ui_px(ui, 40);
    int w = cols * size + (cols - 1) * gap + 2 * pad,
        h = head + rows * size + (rows - 1) * gap + 2 * pad;
    SDL_Rect box = {v->felt.x + (v->felt.w - w) / 2, v->word_row.y - h - ui_px(ui, 12), w, h};
    if (box.y < v->felt.y + ui_px(ui, 6))
        box.y = v->felt.y + ui_px(ui, 6);
    v->picker = box;
    ui_begin_overlay(ui); /* a pop-up over the felt, which shows dimmed around it */
    ui_fill_rect(ui, v->felt, ui_rgba(0x000000, 70));
    ui_shadow(ui, box, ui_px(ui, 14), ui_px(ui, 8));
    ui_panel(ui, box, UI_PANEL_CARD, true);
    /* TRANSLATORS: a button: close the letter picker without choosing */
    const char *cancel = _("Cancel");
    int close_h = ui_px(ui, 32), close_w = ui_button_width(ui, cancel, close_h, ui_px(ui, 84));
    SDL_Rect close = {box.x + w - pad - close_w, box.y + pad - ui_px(ui, 6), close_w, close_h};
    button_at(v, close, cancel, BWV_ACT_PICK_CLOSE, 0, true, UI_BUTTON_QUIET, NULL);
    /* the question takes the room left of the button, set smaller where the words are longer */
    const char *question = _("Which letter does the wild stand for?");
    int room = close.x - ui_px(ui, 10) - (box.x + pad);
    UiTextStyle ask =
        ui_style_fit(ui, question, style(v, UI_FONT_BOLD, 17, UI_TEXT), room, ui_px(ui, 12));
    ui_text_fit(ui, question, ask, box.x + pad, box.y + pad, room, 0);
    for (int l = 0; l < BW_LETTERS; l++) {
        int col = l % cols, row = l / cols;
        if (row == rows - 1) /* the last row holds 8: centre it */
            col = l - (rows - 1) * cols;
        int x0 = box.x + pad + (row == rows - 1 ? (size + gap) / 2 : 0);
        SDL_Rect r = {x0 + col * (size + gap), box.y + pad + head + row * (size + gap), size, size};
        v->picker_tile[l] = r;
        bool hover = ui_inside(r, v->mouse_x, v->mouse_y);
        bwv_draw_tile_lifted(ui, r, (char)('A' + l), BWV_TILE_WILD_AS, hover ? 0.7f : 0.0f);
    }
}

/* ---------------------------------------------------------------- things in the air */

/* Where a tile in the air at `r` and `t` of its flight is drawn (raised as bwv_draw_flying_tile
 * raises it, most at the middle of the flight). */
static SDL_Rect lifted(SDL_Rect r, float t)
{
    r.y -= (int)(sinf(t * 3.14159265f) * r.h * 0.12f);
    return r;
}

static void draw_flyers(BuywordView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    SDL_Rect at[BWV_MAX_FLYERS];
    float progress[BWV_MAX_FLYERS];
    bool flying[BWV_MAX_FLYERS];
    for (int i = 0; i < v->flyers; i++) {
        BwvFlyer *fl = &v->flyer[i];
        float t = 0;
        flying[i] = ui_flight_progress(ui, &fl->tween, &t); /* false: not yet left, or landed */
        progress[i] = t;
        SDL_Rect r = ui_flight_rect(fl->from, fl->to, t, 0);
        if (fl->fade) {
            int shrink = (int)(r.w * t * 0.6f);
            r = (SDL_Rect){r.x + shrink / 2, r.y + shrink / 2, r.w - shrink, r.h - shrink};
        }
        at[i] = r;
    }
    for (int i = 0; i < v->flyers; i++) {
        if (!flying[i])
            continue;
        BwvFlyer *fl = &v->flyer[i];
        /* a private letter shows only to its owner (the viewer may change mid-flight) */
        bool secret = fl->secret_of >= 0 && fl->secret_of != f->viewer;
        BwvTileKind kind = secret ? BWV_TILE_BACK : fl->kind;
        if (fl->secret_of >= 0 && !secret)
            v->faces_shown |= 1u << fl->secret_of;
        bool covered = false; /* by a tile drawn after it, leaving the bag or the stand behind it */
        for (int j = i + 1; j < v->flyers && !covered; j++) {
            SDL_Rect a = lifted(at[i], progress[i]), b = lifted(at[j], progress[j]);
            covered = flying[j] && SDL_HasIntersection(&a, &b);
        }
        bwv_draw_flying_tile(ui, at[i], fl->letter, kind, sinf(progress[i] * 3.14159265f), covered);
    }
}

/* The tile carried by the mouse. */
static void draw_carried(BuywordView *v, const ViewFrame *f)
{
    if (!v->gesture.dragging)
        return;
    const BuywordState *s = bwv_state(f);
    SDL_Rect r = {v->mouse_x - v->tile / 2, v->mouse_y - v->tile / 2, v->tile, v->tile};
    if (v->drag_rack >= 0 && v->drag_rack < v->rack_shown) {
        char letters[BWV_RACK_MAX];
        bwv_rack_letters(s->held[f->to_move], letters);
        bwv_draw_tile_lifted(v->ui, r, letters[v->drag_rack], BWV_TILE_LETTER, 1.0f);
    } else if (v->drag_word >= 0 && v->drag_word < v->word_len) {
        BwvPiece p = v->word[v->drag_word];
        bwv_draw_tile_lifted(v->ui, r, p.letter, p.rack < 0 ? BWV_TILE_WILD_AS : BWV_TILE_LETTER,
                             1.0f);
    } else if (v->drag_wild) {
        bwv_draw_tile_lifted(v->ui, r, 0, BWV_TILE_WILD, 1.0f);
    }
}

/* Solitaire: the rulebook's scale under the player's card, with the money reached so far. */
static void draw_goal(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    Ui *ui = v->ui;
    if (s->base.players != 1)
        return;
    int pad = ui_px(ui, 12), gap = ui_px(ui, 8), inner = v->side.w - 2 * pad;
    /* the scale and the rating wrap where their words are longer (some languages): the card
     * grows to hold them */
    const char *scale = _("$800 fair · $900 good · $1000 outstanding");
    UiTextStyle dim =
        ui_style_fit(ui, scale, style(v, UI_FONT_REGULAR, 13, UI_TEXT_DIM), inner, ui_px(ui, 11));
    char text[120];
    /* TRANSLATORS: %s is a rating: "keep practising", "fair", "good" or "outstanding" */
    snprintf(text, sizeof text, _("Now $%d: %s"), s->money[0], _(buyword_rating(s->money[0])));
    UiTextStyle now =
        ui_style_fit(ui, text, style(v, UI_FONT_BOLD, 14, UI_TEXT), inner, ui_px(ui, 12));
    int scale_h = ui_text_wrapped(ui, scale, dim, 0, 0, inner, 0, false);
    int now_h = ui_text_wrapped(ui, text, now, 0, 0, inner, 0, false);
    SDL_Rect card = {v->side.x, v->card[0].y + v->card[0].h + gap, v->side.w,
                     ui_px(ui, 72) + scale_h + ui_px(ui, 6) + now_h + pad};
    ui_panel(ui, card, UI_PANEL_CARD, false);
    ui_text(ui, _("Solitaire goal"), style(v, UI_FONT_BOLD, 16, UI_TEXT), card.x + pad,
            card.y + pad, 0);
    SDL_Rect bar = {card.x + pad, card.y + ui_px(ui, 46), card.w - 2 * pad, ui_px(ui, 16)};
    bwv_draw_rating_bar(ui, bar, bwv_money_shown(v, f, 0), false);
    int y = bar.y + bar.h + ui_px(ui, 10);
    y += ui_text_wrapped(ui, scale, dim, card.x + pad, y, inner, 0, true) + ui_px(ui, 6);
    ui_text_wrapped(ui, text, now, card.x + pad, y, inner, 0, true);
}

/* Every BuyWord move is marked on its mover's card (a rack is never shown). */
static SDL_Rect mark_where(void *view, const ViewFrame *f, int k)
{
    const BuywordView *v = view;
    return v->card[view_recent_mover(f, k)];
}

void bwv_draw_scene(BuywordView *v, const ViewFrame *f)
{
    const BuywordState *s = bwv_state(f);
    v->faces_shown = 0;
    bwv_draw_board(v->ui, v->felt);
    draw_bag(v, f);
    draw_die(v, f);
    draw_info(v, f);
    draw_rack(v, f);
    draw_middle(v, f);
    place_bin(v, f);
    draw_sold(v, f);
    draw_price_list(v);
    draw_bin(v, f);
    draw_tray(v, f);
    for (int seat = 0; seat < s->base.players; seat++)
        draw_card(v, f, seat);
    draw_goal(v, f);
    draw_picker(v, f);
    view_mark_recent(v->ui, f, mark_where, v);
    draw_flyers(v, f);
    draw_carried(v, f);
}
