/* BuyWord view: its part of the end screen. Under the shell's table and chart, the standing
 * with each player's best word laid out in tiles and what it paid; alone, the rating scale with
 * the money reached and the game's three best words. Sold words are public: everyone at the
 * device may read them. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/text.h"
#include "ui/widgets.h"
#include "view_internal.h"

#define BEST_MAX 3 /* words shown alone */

typedef struct BestWord {
    char word[BWV_WORD_MAX + 1]; /* move notation ("" when the seat sold none) */
    int value, seat;
} BestWord;

/* Keeps `word` in `best` (`n` of them, best first, at most BEST_MAX); returns how many. */
static int keep_best(BestWord *best, int n, const char *word)
{
    int value = buyword_word_value(word), at = n;
    while (at > 0 && best[at - 1].value < value)
        at--;
    if (at >= BEST_MAX)
        return n;
    int moved = (n < BEST_MAX ? n : BEST_MAX - 1) - at;
    memmove(&best[at + 1], &best[at], (size_t)moved * sizeof *best);
    best[at] = (BestWord){"", value, 0};
    snprintf(best[at].word, sizeof best[at].word, "%s", word);
    return n < BEST_MAX ? n + 1 : n;
}

/* The rows to show: alone, the game's best words; else each seat's best (the first sold of its
 * best paying), in the order of the final standing (the most money first). */
static int best_rows(const ViewFrame *f, BestWord *rows)
{
    const Match *m = f->match;
    const BuywordState *s = bwv_state(f);
    int players = s->base.players, n = 0;
    if (players > 1)
        for (int seat = 0; seat < players; seat++)
            rows[n++] = (BestWord){"", 0, seat};
    for (int i = 0; i < m->move_count; i++) {
        if (strncmp(m->moves[i], "sell ", 5))
            continue;
        const char *word = m->moves[i] + 5;
        BestWord *b = &rows[m->mover[i]];
        if (players == 1)
            n = keep_best(rows, n, word);
        else if (buyword_word_value(word) > b->value) {
            b->value = buyword_word_value(word);
            snprintf(b->word, sizeof b->word, "%s", word);
        }
    }
    for (int a = 1; a < n && players > 1; a++) /* the most money first, seat order on a tie */
        for (int b = a; b > 0 && s->money[rows[b].seat] > s->money[rows[b - 1].seat]; b--) {
            BestWord t = rows[b];
            rows[b] = rows[b - 1];
            rows[b - 1] = t;
        }
    return n;
}

/* A seat's place in the standing: 0 for the most money (players who tie share a place). */
static int place_of(const BuywordState *s, int seat)
{
    int place = 0;
    for (int other = 0; other < s->base.players; other++)
        place += s->money[other] > s->money[seat];
    return place;
}

#define ROW_UNITS 46
#define TITLE_UNITS 34
#define SCALE_UNITS 100

/* A place in the standing on a medal: gold, silver, bronze, then plain. */
static void medal(Ui *ui, int cx, int cy, int place)
{
    static const unsigned metal[] = {0xf2c14e, 0xc9ced6, 0xd08a4e, 0xa89880};
    int radius = ui_px(ui, 16);
    ui_fill_circle(ui, cx + 1, cy + ui_px(ui, 2), radius, ui_rgba(0x000000, 90));
    ui_fill_circle(ui, cx, cy, radius, ui_rgba(metal[place < 3 ? place : 3], 255));
    char text[16];
    snprintf(text, sizeof text, "%d", place + 1);
    ui_text(ui, text, ui_style(UI_FONT_DISPLAY, ui_px(ui, 20), ui_rgba(0x231b14, 255)), cx, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

/* A word as played tiles from x on the row's middle line, then its price on a plate. */
static void word_tiles(Ui *ui, const BestWord *b, int x, int mid, int right)
{
    int len = (int)strlen(b->word), size = ui_px(ui, 34);
    UiTextStyle gold = ui_style(UI_FONT_BOLD, ui_px(ui, 18), ui_colour(UI_GOLD));
    char value[16];
    snprintf(value, sizeof value, "$%d", b->value);
    int tw, th, pad = ui_px(ui, 8);
    ui_text_size(ui, value, gold, &tw, &th);
    int room = right - x - tw - 2 * pad - ui_px(ui, 10);
    if (len * (size + 2) > room) /* a long word: smaller tiles */
        size = room / len - 2;
    ui_shadow(ui, (SDL_Rect){x, mid - size / 2, len * (size + 2) - 2, size}, size / 8,
              ui_px(ui, 2));
    for (int k = 0; k < len; k++) {
        char c = b->word[k];
        bool wild = c >= 'a';
        SDL_Rect r = {x + k * (size + 2), mid - size / 2, size, size};
        bwv_draw_tile(ui, r, (char)(wild ? c - 'a' + 'A' : c),
                      wild ? BWV_TILE_WILD_AS : BWV_TILE_LETTER);
    }
    SDL_Rect plate = {x + len * (size + 2) + ui_px(ui, 10), mid - th / 2 - 3, tw + 2 * pad, th + 6};
    bwv_draw_plate(ui, plate);
    ui_text(ui, value, gold, plate.x + pad, mid, UI_ALIGN_MIDDLE);
}

static void best_row(Ui *ui, const ViewFrame *f, const BestWord *b, int place, SDL_Rect row)
{
    int mid = row.y + row.h / 2, x = row.x;
    if (place >= 0) {
        medal(ui, x + ui_px(ui, 16), mid, place);
        x += ui_px(ui, 44);
        int badge = ui_player_badge_radius(ui, ui_px(ui, 9));
        ui_player_badge(ui, f->match->seats[b->seat].colour, x + badge, mid, badge);
        int name_w = ui_px(ui, 150);
        ui_text_abbrev(ui, f->match->seats[b->seat].name,
                       ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT)),
                       x + 2 * badge + ui_px(ui, 8), mid, name_w - 2 * badge - ui_px(ui, 16),
                       UI_ALIGN_MIDDLE);
        x += name_w;
    }
    char label[256]; /* what the row says, for the tests */
    snprintf(label, sizeof label, "best word: %s %s", f->match->seats[b->seat].name, b->word);
    ui_widget_record(ui, label, row);
    if (b->word[0])
        word_tiles(ui, b, x, mid, row.x + row.w);
    else
        /* TRANSLATORS: the end screen, beside a player who sold no word all game */
        ui_text(ui, _("no word sold"), ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT_DIM)),
                x, mid, UI_ALIGN_MIDDLE);
}

int bwv_draw_end(void *view, const ViewFrame *f, SDL_Rect area, bool draw)
{
    BuywordView *v = view;
    Ui *ui = v->ui;
    const BuywordState *s = bwv_state(f);
    BestWord rows[MAX_SEATS > BEST_MAX ? MAX_SEATS : BEST_MAX];
    int n = best_rows(f, rows);
    bool alone = s->base.players == 1;
    int h = (alone ? SCALE_UNITS : 0) + (n ? TITLE_UNITS + n * ROW_UNITS : 0);
    if (!draw)
        return ui_px(ui, (float)h);
    ui_fill_rect(ui, (SDL_Rect){area.x, area.y, area.w, 1}, ui_colour(UI_BORDER));
    int y = area.y;
    if (alone) {
        SDL_Rect bar = {area.x + ui_px(ui, 40), y + ui_px(ui, 34), area.w - ui_px(ui, 80),
                        ui_px(ui, 16)};
        bwv_draw_rating_bar(ui, bar, s->money[0], true);
        y += ui_px(ui, SCALE_UNITS);
    }
    if (!n)
        return ui_px(ui, (float)h);
    const char *title = alone ? _("Your best words") : _("Best words");
    ui_text(ui, title, ui_style(UI_FONT_DISPLAY, ui_px(ui, 20), ui_colour(UI_GOLD)), area.x,
            y + ui_px(ui, 8), 0);
    y += ui_px(ui, TITLE_UNITS);
    for (int i = 0; i < n; i++, y += ui_px(ui, ROW_UNITS))
        best_row(ui, f, &rows[i], alone ? -1 : place_of(s, rows[i].seat),
                 (SDL_Rect){area.x, y, area.w, ui_px(ui, ROW_UNITS)});
    return ui_px(ui, (float)h);
}
