/* Mint Bid view: the scene. The areas of cards on the felt, the players' panels with their mints,
 * the AI card, and the tray (the auction block, the die, the auction's state and the controls). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board.h"
#include "ui/flight.h"
#include "ui/sprite.h"
#include "ui/table.h"
#include "ui/text.h"
#include "ui/text_check.h"
#include "ui/widgets.h"
#include "view_internal.h"

#define INK 0x2b2118
#define OUTLINE_OFF 3 /* pixels between a block card and its chosen or hover outline */
/* An area's plaque: cream with a dark rim, its matches in a dark gold (5:1 on the cream). */
#define PLAQUE 0xf0e6cc
#define PLAQUE_RIM 0x4a3b2c
#define PLAQUE_GOLD 0x735410
/* The board's colours: its frame, the streets' setts and their kerbs, and each quarter's own
 * ground (dark enough that a light text on it reads 4.5:1 and the cards stand out). */
#define MB_FRAME 0x27443b
#define MB_SETTS 0x5c5650
#define MB_KERB 0x9b9385
#define MB_LINE 0xd9cfb8
static const unsigned quarter_ground[MB_AREAS_MAX] = {0x3d5636, 0x5e4034, 0x3b4d60,
                                                      0x5a5034, 0x4d3f5a, 0x345552};

/* the type's name on a card: 4.5:1 or more on the card, also under a hover's shade */
static const unsigned type_ink[MB_TYPES] = {0x6a420f, 0x174a80, 0x55392b, 0x72245a};

const char *mbv_type_sprite(int type)
{
    static const char *names[MB_TYPES] = {"mintbid/type-deed.svg", "mintbid/type-utility.svg",
                                          "mintbid/type-production.svg",
                                          "mintbid/type-culture.svg"};
    return names[type];
}

/* The scene printed at the top of a card of the type: a building of its kind in its street. */
static const char *mbv_scene_sprite(int type)
{
    static const char *names[MB_TYPES] = {"mintbid/scene-deed.svg", "mintbid/scene-utility.svg",
                                          "mintbid/scene-production.svg",
                                          "mintbid/scene-culture.svg"};
    return names[type];
}

const char *mbv_tab_sprite(int colour)
{
    static const char *names[4] = {"mintbid/tab-green.svg", "mintbid/tab-blue.svg",
                                   "mintbid/tab-pink.svg", "mintbid/tab-yellow.svg"};
    return names[colour];
}

static UiTextStyle style(const Ui *ui, UiFont font, float size, UiColourName colour)
{
    return ui_style(font, ui_px(ui, size), ui_colour(colour));
}

static int px_min(int a, int b)
{
    return a < b ? a : b;
}

static int px_max(int a, int b)
{
    return a > b ? a : b;
}

/* ---------------------------------------------------------------- cards and coins */

int mbv_card_text_least(const Ui *ui)
{
    /* Lato's capitals and digits are 11 px high from 16 px on: read at 1024x640 without
     * hovering (issue 24); a little larger on a larger window */
    int px = ui_px(ui, 12);
    return px > MB_LEGIBLE_PX ? px : MB_LEGIBLE_PX;
}

/* The least diameter of a mint tab that holds its letter at the least size (its capital, 11 px
 * at 16, with a ring of the tab's colour around it): small, so that a crowded table's narrow
 * card keeps room between its tabs for the VP. */
static int tab_least(const Ui *ui)
{
    return mbv_card_text_least(ui) * 5 / 4;
}

/* Whether a card that wide has room for two tabs with their letters side by side: a smaller one
 * (a card still to come in the block, one flying) shows the colours alone. */
static bool tabs_lettered(const Ui *ui, int card_w)
{
    return 2 * tab_least(ui) <= card_w * 92 / 100;
}

/* A mint tab's diameter: a third of the card, and never too small for its letter where it has
 * one. */
static int tab_diameter(const Ui *ui, int card_w)
{
    int d = card_w * 34 / 100;
    return tabs_lettered(ui, card_w) && d < tab_least(ui) ? tab_least(ui) : d;
}

/* Where a card's mint tab sits: a disc on the side edge, in the card's lower corner, reaching
 * at most half-way across the gap to the next card (a seventh of a card, view.c's card_size)
 * less a pixel or two: the tabs of two neighbours come close, and never overlap. */
SDL_Rect mbv_tab_rect(SDL_Rect card, bool right, int d)
{
    int gap = px_max(2, card.w / 7), clear = px_max(2, card.w / 40);
    int inset = card.w * 8 / 100, reach = (d + clear - gap + 1) / 2;
    if (inset < reach)
        inset = reach;
    int cx = right ? card.x + card.w - inset : card.x + inset;
    int cy = card.y + card.h - d / 2 - px_max(2, card.h * 3 / 100);
    SDL_Rect r = {cx - d / 2, cy - d / 2, d, d};
    return r;
}

/* The size of a tab's letter on a card that wide (0: none, the card is too small for them). */
static int tab_letter_size(const Ui *ui, int card_w)
{
    int size = tab_diameter(ui, card_w) * 60 / 100, least = mbv_card_text_least(ui);
    if (!tabs_lettered(ui, card_w))
        return 0;
    return size > least ? size : least;
}

/* How far a match's gold clasp reaches around the tabs it holds. */
static int clasp_pad(int tab_d)
{
    return tab_d / 5 > 2 ? tab_d / 5 : 2;
}

/* A mint tab: the coloured disc with its letter large on a flat centre of the tab's own colour,
 * white on the dark ones and ink on yellow, so that it reads at any size (contrast 5:1 or more). */
static void draw_tab(Ui *ui, int colour, SDL_Rect r, int letter_size)
{
    static const char *letters[4] = {"G", "B", "P", "Y"};
    static const unsigned centre[4] = {0x2c7a43, 0x25579a, 0xb04682, 0xf0c040};
    ui_sprite(ui, mbv_tab_sprite(colour), r);
    if (letter_size == 0)
        return; /* a card too small for the letters: lifted under the mouse, it shows them */
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    ui_fill_circle(ui, cx, cy, r.w * 40 / 100, ui_rgba(centre[colour], 255));
    SDL_Color ink = colour == MB_YELLOW ? ui_rgba(INK, 255) : ui_rgba(0xffffff, 255);
    ui_text(ui, letters[colour], ui_style(UI_FONT_BOLD, letter_size, ink), cx, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

static int text_w(Ui *ui, const char *text, UiTextStyle st)
{
    int w, h;
    ui_text_size(ui, text, st, &w, &h);
    return w;
}

/* Whether the letter at word[i] sounds as a vowel: a, e, i, o, u, any accented letter (é, ü,
 * ó...: bytes of a UTF-8 character), and y unless a vowel follows it ("Shipyard"). */
static bool is_vowel(const char *word, size_t i)
{
    char c = word[i];
    if (c == 'y' || c == 'Y')
        return word[i + 1] == '\0' || !is_vowel(word, i + 1);
    return strchr("aeiouAEIOU", c) != NULL || (unsigned char)c >= 0x80;
}

/* Two consonants that sound as one and are never split ("sh", "ch", "ph", "ck", "gh"; not "th",
 * which the names have across their parts: "Court-house"). */
static bool digraph(const char *word, size_t i)
{
    static const char *pairs[] = {"sh", "ch", "ph", "ck", "gh", "qu"};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
        if (!strncmp(word + i, pairs[k], 2))
            return true;
    return false;
}

/* How well a word breaks before byte `cut` (-1: never, inside a digraph): best where the part
 * after it starts a syllable with a consonant and r or l ("Foun-dry", "Tele-graph"), then with
 * one consonant sound, a digraph too ("Sta-dium", "Court-house", "Ex-change"), before a vowel;
 * worst anywhere else. Rough rules, not a dictionary: they only make a word too long for the card
 * read well. */
static int cut_quality(const char *word, size_t cut)
{
    if (digraph(word, cut - 1))
        return -1;
    if (is_vowel(word, cut))
        return 0;
    bool cluster = word[cut + 1] && strchr("rl", word[cut + 1]) && word[cut + 1] != word[cut];
    size_t onset = digraph(word, cut) || cluster ? 2 : 1;
    return is_vowel(word, cut + onset) ? (cluster ? 4 : 3) : 0;
}

/* Where to cut `word` (whole UTF-8 characters, two bytes before it at least, three after) so that
 * its start fits `width` with a hyphen after it: the best break of those that fit, the latest among
 * equals, and first of all one whose rest fits a line ("Biblio-thèque" rather than
 * "Bi-bliothèque", whose rest would take two more); 0 if none fits. */
static size_t hyphen_cut(Ui *ui, const char *word, UiTextStyle st, int width)
{
    size_t n = strlen(word), best = 0;
    int best_quality = -1;
    char head[64];
    for (size_t cut = 2; cut + 3 <= n && cut < sizeof head - 2; cut++) {
        if (((unsigned char)word[cut] & 0xc0) == 0x80)
            continue; /* inside a character */
        snprintf(head, sizeof head, "%.*s-", (int)cut, word);
        if (text_w(ui, head, st) > width)
            break;
        int quality = cut_quality(word, cut);
        if (quality >= 0 && text_w(ui, word + cut, st) <= width)
            quality += 5; /* (above every cut whose rest is cut again) */
        if (quality >= 0 && quality >= best_quality) {
            best_quality = quality;
            best = cut;
        }
    }
    return best;
}

/* Sets `name` in lines of `width` at one size, wrapping between its words and, with `split`,
 * cutting a word longer than a line with a hyphen. False if it takes more than `most` lines or a
 * word does not fit. */
static bool set_name_lines(Ui *ui, const char *name, UiTextStyle st, int width, bool split,
                           int most, MbCardFace *face)
{
    char rest[64], line[64], *saved;
    int lines = 0;
    snprintf(rest, sizeof rest, "%s", name);
    line[0] = '\0';
    for (char *word = strtok_r(rest, " ", &saved); word;) {
        char joined[160];
        snprintf(joined, sizeof joined, "%s%s%s", line, line[0] ? " " : "", word);
        if (text_w(ui, joined, st) <= width) {
            snprintf(line, sizeof line, "%.63s", joined);
            word = strtok_r(NULL, " ", &saved);
            continue;
        }
        if (line[0]) { /* the word starts the next line */
            if (lines == most)
                return false;
            snprintf(face->name_line[lines++], sizeof face->name_line[0], "%.63s", line);
            line[0] = '\0';
            continue;
        }
        size_t cut = split ? hyphen_cut(ui, word, st, width) : 0;
        if (cut == 0 || lines == most)
            return false;
        snprintf(face->name_line[lines++], sizeof face->name_line[0], "%.*s-", (int)cut, word);
        word += cut;
    }
    if (line[0]) {
        if (lines == most)
            return false;
        snprintf(face->name_line[lines++], sizeof face->name_line[0], "%.63s", line);
    }
    face->name_lines = lines;
    return true;
}

/* Whether the name set at `size` in at most `lines_most` lines of the card's width fits between
 * `top` and `bottom` (cutting a word with `split`): if so, set so in `face`. */
static bool name_fits_at(Ui *ui, const char *name, SDL_Rect r, int top, int bottom, int size,
                         bool split, int lines_most, MbCardFace *face)
{
    UiTextStyle st = ui_style(UI_FONT_BOLD, size, ui_rgba(INK, 255));
    /* the lines set solid (a line's descenders meet the next one's ascenders, clear of its
       capitals), the last one whole (its descenders too; an accent over a capital of the first
       line rises into the room kept over it: "Étude notariale") */
    int line_h, last_h;
    ui_text_size(ui, "Ag", st, NULL, &line_h);
    if (!set_name_lines(ui, name, st, r.w * 92 / 100, split, lines_most, face))
        return false;
    ui_text_size(ui, face->name_line[face->name_lines - 1], st, NULL, &last_h);
    if ((face->name_lines - 1) * line_h + last_h > bottom - top)
        return false;
    face->name_size = size;
    face->name_line_h = line_h;
    face->name_y = (top + bottom - (face->name_lines - 1) * line_h - last_h) / 2;
    return true;
}

/* The name as large as its room between `top` and `bottom` allows, from a sixth of the card's
 * width down to the least size; only if it fits at no size so is a word cut with a hyphen, and
 * only if it fits in no three lines so is it set in four (the three-word names of a French or
 * Spanish card on a crowded table). */
static bool fit_name(Ui *ui, const char *name, SDL_Rect r, int top, int bottom, MbCardFace *face)
{
    int least = mbv_card_text_least(ui), most = r.w * 17 / 100;
    for (int lines_most = 3; lines_most <= MB_NAME_LINES_MOST; lines_most++)
        for (int split = 0; split < 2; split++)
            for (int size = most > least ? most : least; size >= least; size--)
                if (name_fits_at(ui, name, r, top, bottom, size, split, lines_most, face))
                    return true;
    face->name_size = 0;
    face->name_lines = 0;
    return false;
}

/* Whether fit_name finds the name a size, with fewer strings shaped: first at the least size,
 * where a name that fits at all nearly always does and whose measures every card size shares (a
 * card of a size not drawn before, such as one flying, then shapes no name of the game again at
 * sizes of its own); only if it fits there in no way, the whole search. */
static bool name_fits(Ui *ui, const char *name, SDL_Rect r, int top, int bottom)
{
    MbCardFace face;
    int least = mbv_card_text_least(ui);
    for (int split = 0; split < 2; split++)
        if (name_fits_at(ui, name, r, top, bottom, least, split, MB_NAME_LINES_MOST, &face))
            return true;
    return fit_name(ui, name, r, top, bottom, &face);
}

/* Whether the rectangle from (x0, y0) to (x1, y1) stays outside the circle of radius `rad`
 * around (cx, cy). */
static bool clear_of_circle(int x0, int y0, int x1, int y1, int cx, int cy, int rad)
{
    int nx = px_max(x0, px_min(cx, x1)), ny = px_max(y0, px_min(cy, y1));
    return (nx - cx) * (nx - cx) + (ny - cy) * (ny - cy) >= rad * rad;
}

/* Where a match's clasp rounds off beside a tab whose centre is `tab_x` (`pad` beyond the tab's
 * rim, around both tabs): its end's centre, further from the card's middle than the tab's
 * (mbv_draw_match ends it a pixel outside the tabs, so that it never reaches towards the card's
 * middle further than the tab itself). */
static int clasp_end_x(int tab_x, int card_mid, int pad)
{
    return tab_x < card_mid ? tab_x - pad + 1 : tab_x + pad - 1;
}

/* How far over the tabs' centres the VP's plaque (`half_w` by `half_h` around `cx`) stands:
 * between the tabs where it has room there, else raised until it clears them and its figure
 * (`figure_w` by `figure_h`) clears the gold clasp a match draws around a tab (which may reach
 * over the plaque's rim). */
static int plaque_lift(SDL_Rect left, SDL_Rect right, int cx, int half_w, int half_h, int figure_w,
                       int figure_h, int pad)
{
    int cy = left.y + left.h / 2, tab_r = left.w / 2;
    SDL_Rect tabs[2] = {left, right};
    for (int lift = 0;; lift++) {
        int y = cy - lift;
        bool clear = true;
        for (int i = 0; i < 2 && clear; i++) {
            int tx = tabs[i].x + tab_r, clasp_x = clasp_end_x(tx, cx, pad);
            clear = clear_of_circle(cx - half_w, y - half_h, cx + half_w, y + half_h, tx, cy,
                                    tab_r + 1) &&
                    clear_of_circle(cx - figure_w / 2 - 1, y - figure_h / 2, cx + figure_w / 2 + 1,
                                    y + figure_h / 2, clasp_x, cy, tab_r + pad);
        }
        if (clear)
            return lift;
    }
}

/* The face of a card too small for the seal's row over its name (a crowded table): the name in a
 * band across the top, the VP's plaque between the mint tabs low on the card (raised over them
 * on a card too narrow for it between them), and the type's scene in what room is left (none
 * when the name needs it all; all of it when the name has no room there). */
static void band_face(Ui *ui, int card, SDL_Rect r, MbCardFace *face)
{
    int least = mbv_card_text_least(ui), margin = px_max(2, r.w * 5 / 100);
    int seal_r = (least * 5 + 7) / 8;
    SDL_Rect left = mbv_tab_rect(r, false, face->tab_d), right = mbv_tab_rect(r, true, face->tab_d);
    int pad = clasp_pad(face->tab_d);
    int vp_size = px_max(seal_r * 3 / 2, least),
        figure_w = text_w(ui, "8", ui_style(UI_FONT_BOLD, vp_size, ui_rgba(INK, 255)));
    /* (a digit's ink is about three quarters of its size high) */
    int cx = r.x + r.w / 2, figure_h = vp_size * 3 / 4;
    int half_w = seal_r,
        lift = plaque_lift(left, right, cx, half_w, seal_r, figure_w, figure_h, pad);
    /* a card too narrow for the square plaque between its tabs (about 50 px: a late 6-player
     * table at 1024x640) takes an upright one as wide as the room between them, down to its
     * figure's width and two pixels of gold and rim either side: the name keeps the room of a
     * third line */
    for (int w = seal_r - 1; lift > 0 && w >= figure_w / 2 + 2; w--)
        if (plaque_lift(left, right, cx, w, seal_r, figure_w, figure_h, pad) == 0) {
            half_w = w;
            lift = 0;
        }
    int seal_y = left.y + left.h / 2 - lift;
    MbCardFace band = *face;
    /* the name at least 5 px under the card's edge: a capital's accent (Ó, É) rises a pixel
     * over the line's top, and stood on the card's dark outline (2 px) */
    int top = r.y + px_max(margin, 4) + 1;
    int bottom = lift > 0 ? seal_y - seal_r - 1 : face->tab_y - pad;
    /* (a few pixels of the card's cream under the name and over the seal, as around any text:
     * a descender reaches a pixel under the line, and the picture's frame is dark) */
    int clear = px_max(margin / 2, 3) + 1, scene_top = top;
    /* a name with no room in the band leaves it to the scene: the card keeps the face of its
     * neighbours (lifted under the mouse, it shows the name) */
    if (fit_name(ui, mintbid_card_name(card), r, top, bottom, &band)) {
        int name_h;
        ui_text_size(ui, "Ag", ui_style(UI_FONT_BOLD, band.name_size, ui_rgba(INK, 255)), NULL,
                     &name_h);
        band.name_y = top; /* the band at the top; what is left under it is the scene's */
        scene_top += (band.name_lines - 1) * band.name_line_h + name_h + clear;
    }
    int scene_h = bottom - clear - scene_top;
    band.picture = scene_h >= least ? (SDL_Rect){r.x + margin, scene_top, r.w - 2 * margin, scene_h}
                                    : (SDL_Rect){0, 0, 0, 0};
    band.seal_r = seal_r;
    band.plaque_half_w = half_w;
    band.seal_x = cx;
    band.seal_y = seal_y;
    band.vp_size = vp_size;
    band.type_size = 0;
    band.band = true;
    *face = band;
}

/* The printed face's shapes, without its words: the type's scene across the top, the VP's seal
 * over its right end and the mint tabs low on the sides; and between them the room for the name
 * (from `top` to `bottom`). False if the card is too small for any word. */
static bool printed_frame(Ui *ui, SDL_Rect r, MbCardFace *face, int *top, int *bottom)
{
    int least = mbv_card_text_least(ui), margin = r.w * 8 / 100;
    memset(face, 0, sizeof *face);
    /* the type's scene across the top, and the VP on a gold seal over its right end */
    /* (a card too small for the VP's figure at the least size shows no seal: lifted under the
     * mouse, it shows it) */
    int seal_least = (least * 5 + 7) / 8;
    bool vp_fits = 2 * seal_least <= r.w * 70 / 100;
    face->seal_r = r.w * 17 / 100;
    if (vp_fits && face->seal_r < seal_least)
        face->seal_r = seal_least;
    face->vp_size = vp_fits ? px_max(face->seal_r * 3 / 2, least) : 0;
    face->seal_x = r.x + r.w - margin - face->seal_r;
    face->seal_y = r.y + margin + face->seal_r;
    face->picture = (SDL_Rect){r.x + margin, r.y + margin, r.w - 2 * margin, 2 * face->seal_r};
    /* the mint tabs low on the sides */
    face->tab_d = tab_diameter(ui, r.w);
    face->tab_size = tab_letter_size(ui, r.w);
    face->tab_y = mbv_tab_rect(r, false, face->tab_d).y;
    if (face->tab_size == 0)
        return false; /* no room for any word either */
    *top = face->seal_y + face->seal_r + r.w * 3 / 100;
    /* (clear of the gold clasp a match draws around two touching tabs) */
    *bottom = face->tab_y - clasp_pad(face->tab_d);
    return true;
}

/* The card's face as printed: the type's scene across the top with the VP's seal over its right
 * end, the name under it and the type's name above the tabs where there is room. */
static void printed_face(Ui *ui, int card, SDL_Rect r, MbCardFace *face)
{
    const MintBidCard *c = &mintbid_cards[card];
    int least = mbv_card_text_least(ui), top, bottom;
    if (!printed_frame(ui, r, face, &top, &bottom))
        return;
    /* between the seal and the tabs the name, and the type's name above the tabs if there is
     * room for both */
    const char *type_name = mintbid_type_name(c->type);
    int type_size = r.w * 13 / 100 > least ? r.w * 13 / 100 : least;
    UiTextStyle type = ui_style_fit(
        ui, type_name, ui_style(UI_FONT_BOLD, type_size, ui_rgba(INK, 255)), r.w * 92 / 100, least);
    /* its whole height, descenders included, whatever its letters (a face may measure a word
     * without descenders shorter): the clasp's edge comes right under it */
    int type_w, type_h;
    ui_text_size(ui, type_name, type, &type_w, NULL);
    ui_text_size(ui, "Ag", type, NULL, &type_h);
    /* every card of a size says its type or none does: only a card with room for two lines of
     * a name at the least size besides it */
    UiTextStyle least_name = ui_style(UI_FONT_BOLD, least, ui_rgba(INK, 255));
    int least_h;
    ui_text_size(ui, "Ag", least_name, NULL, &least_h);
    bool type_room = bottom - type_h - top >= 2 * least_h;
    if (type_room && type_w <= r.w * 92 / 100 &&
        fit_name(ui, mintbid_card_name(card), r, top, bottom - type_h, face)) {
        face->type_size = type.size;
        face->type_y = bottom - type_h;
        return;
    }
    fit_name(ui, mintbid_card_name(card), r, top, bottom, face);
}

/* Whether a card's words are shown on a face of that size. */
typedef bool (*CardShown)(Ui *ui, int card, SDL_Rect r);

/* How many cards are `shown` at that size (in the language shown). The last sizes asked are
 * kept: every card drawn asks, and they are few (the table's, the block's, a lifted one's, the
 * shapes a layout tries). Kept per thread: a lobby box's picture is drawn on a thread of its own
 * while the window may draw a table. */
static int cards_shown(Ui *ui, SDL_Rect r, CardShown shown)
{
    typedef struct Fit {
        int w, h, least;
        const char *first_name; /* the language's name of card 0 */
        CardShown shown;
        int count;
    } Fit;
    static _Thread_local Fit kept[32];
    static _Thread_local int next;
    int least = mbv_card_text_least(ui);
    const char *first_name = mintbid_card_name(0);
    for (int i = 0; i < 32; i++)
        if (kept[i].w == r.w && kept[i].h == r.h && kept[i].least == least &&
            kept[i].first_name == first_name && kept[i].shown == shown)
            return kept[i].count;
    int count = 0;
    for (int card = 0; card < MB_CARDS; card++)
        count += shown(ui, card, r);
    kept[next] = (Fit){r.w, r.h, least, first_name, shown, count};
    next = (next + 1) % 32;
    return count;
}

/* Whether printed_face finds room for the card's name: as the name fits the room it would have
 * without the type's line, if it fits with it (printed_face tries that room last). */
static bool printed_name_shown(Ui *ui, int card, SDL_Rect r)
{
    MbCardFace face;
    int top, bottom;
    return printed_frame(ui, r, &face, &top, &bottom) &&
           name_fits(ui, mintbid_card_name(card), r, top, bottom);
}

/* A face with no room for words (nor, on the band's face, for its scene) shows the type's icon
 * large instead: under the printed face's seal where that reaches the middle (a small card),
 * above the band's plaque. Without it a block's small cards were blank but for their VP. */
static void place_icon(SDL_Rect r, MbCardFace *face)
{
    face->icon = (SDL_Rect){0, 0, 0, 0};
    if (face->name_size > 0 || (face->band && face->picture.w > 0))
        return;
    int big = r.w * 58 / 100, cy = r.h / 2;
    if (face->band && face->vp_size > 0) {
        int top = px_max(2, r.w * 5 / 100) + 2, above = face->seal_y - face->seal_r - r.y - 1;
        big = px_min(big, above - top);
        cy = px_min(cy, above - big / 2);
    } else if (face->vp_size > 0) {
        cy = px_min(px_max(cy, face->seal_y - r.y + face->seal_r + big / 2 + 1), r.h - big / 2);
    }
    if (big > 0)
        face->icon = (SDL_Rect){r.x + (r.w - big) / 2, r.y + cy - big / 2, big, big};
}

/* Every card of a size has one face: the printed one where every name fits it, else the band
 * (band_face); but a card whose name has no room in the band and has under the seal takes the
 * printed face (a wide card on a board with height to spare: naming it beats the block's one
 * look). */
void mbv_card_face(Ui *ui, int card, SDL_Rect r, MbCardFace *face)
{
    printed_face(ui, card, r, face);
    if (face->tab_size > 0 && cards_shown(ui, r, printed_name_shown) < MB_CARDS) {
        MbCardFace band = *face;
        band_face(ui, card, r, &band);
        if (band.name_size > 0 || face->name_size == 0)
            *face = band;
    }
    place_icon(r, face);
}

static bool words_shown(Ui *ui, int card, SDL_Rect r)
{
    MbCardFace face;
    mbv_card_face(ui, card, r, &face);
    return face.name_size > 0 && face.vp_size > 0 && face.tab_size > 0;
}

int mbv_cards_named(Ui *ui, int w, int h)
{
    return cards_shown(ui, (SDL_Rect){0, 0, w, h}, words_shown);
}

void mbv_draw_card(Ui *ui, const MintBidState *s, int card, SDL_Rect r, bool rotated)
{
    const MintBidCard *c = &mintbid_cards[card];
    (void)s;
    MbCardFace face;
    mbv_card_face(ui, card, r, &face);
    ui_shadow(ui, r, r.w / 12, ui_px(ui, 2));
    ui_sprite(ui, "mintbid/card.svg", r);
    if (face.icon.w > 0)
        ui_sprite(ui, mbv_type_sprite(c->type), face.icon);
    else if (face.picture.w > 0)
        ui_sprite(ui, mbv_scene_sprite(c->type), face.picture);
    if (face.vp_size > 0 && face.band) {
        /* between the round mint tabs, a square plaque: no yellow tab to be taken for it */
        int rim = ui_px(ui, 1) > 1 ? ui_px(ui, 1) : 1, w = 2 * face.plaque_half_w;
        SDL_Rect plaque = {face.seal_x - face.plaque_half_w, face.seal_y - face.seal_r, w,
                           2 * face.seal_r};
        ui_round_rect_border(ui, plaque, w / 4, ui_colour(UI_GOLD), ui_rgba(0x7a5a12, 255), rim);
    } else if (face.vp_size > 0) {
        ui_fill_circle(ui, face.seal_x, face.seal_y, face.seal_r + ui_px(ui, 1),
                       ui_rgba(0x7a5a12, 255));
        ui_fill_circle(ui, face.seal_x, face.seal_y, face.seal_r, ui_colour(UI_GOLD));
    }
    if (face.vp_size > 0) {
        char vp[8];
        snprintf(vp, sizeof vp, "%d", c->vp);
        ui_text(ui, vp, ui_style(UI_FONT_BOLD, face.vp_size, ui_rgba(INK, 255)), face.seal_x,
                face.seal_y, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
    UiTextStyle name = ui_style(UI_FONT_BOLD, face.name_size, ui_rgba(INK, 255));
    for (int i = 0; i < face.name_lines; i++)
        ui_text(ui, face.name_line[i], name, r.x + r.w / 2, face.name_y + i * face.name_line_h,
                UI_ALIGN_CENTER);
    if (face.type_size > 0)
        ui_text(ui, mintbid_type_name(c->type),
                ui_style(UI_FONT_BOLD, face.type_size, ui_rgba(type_ink[c->type], 255)),
                r.x + r.w / 2, face.type_y, UI_ALIGN_CENTER);
    int left = rotated ? c->right : c->left, right = rotated ? c->left : c->right;
    draw_tab(ui, left, mbv_tab_rect(r, false, face.tab_d), face.tab_size);
    draw_tab(ui, right, mbv_tab_rect(r, true, face.tab_d), face.tab_size);
    if (rotated && r.w >= ui_px(ui, 40)) {
        int size =
            r.w * 14 / 100 > mbv_card_text_least(ui) ? r.w * 14 / 100 : mbv_card_text_least(ui);
        SDL_Color red = ui_rgba(0x8a2f2f, 255);
        if (!face.band)
            ui_text(ui, "\u21bb", ui_style(UI_FONT_BOLD, size, red), r.x + r.w / 2,
                    r.y + r.h - r.w * 4 / 100, UI_ALIGN_CENTER | UI_ALIGN_BOTTOM);
        else if (face.picture.h >= size) { /* (the seal has the bottom's middle) */
            int x = face.picture.x + face.picture.w / 2, y = face.picture.y + face.picture.h / 2;
            /* on a disc of the plaques' paper: the picture under it may be as dark as the ink */
            ui_fill_circle(ui, x, y, size * 13 / 20, ui_rgba(PLAQUE, 255));
            ui_text(ui, "\u21bb", ui_style(UI_FONT_BOLD, size, red), x, y,
                    UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        }
    }
}

void mbv_draw_card_back(Ui *ui, SDL_Rect r)
{
    ui_shadow(ui, r, r.w / 12, ui_px(ui, 2));
    ui_round_rect_border(ui, r, r.w / 12, ui_rgba(0x5b3a6e, 255), ui_rgba(0x2b1c33, 255),
                         ui_px(ui, 2));
    SDL_Rect inner = {r.x + r.w / 5, r.y + r.h / 2 - r.w * 3 / 10, r.w * 3 / 5, r.w * 3 / 5};
    ui_sprite(ui, "mintbid/mint-white.svg", inner);
}

void mbv_draw_match(Ui *ui, SDL_Rect left_card, SDL_Rect right_card, int colour)
{
    /* drawn over the two cards: a gold clasp around the two touching tabs */
    int d = tab_diameter(ui, left_card.w);
    SDL_Rect a = mbv_tab_rect(left_card, true, d), b = mbv_tab_rect(right_card, false, d);
    int pad = clasp_pad(d);
    /* its ends a pixel outside the tabs: towards the cards' middles, where the VP's plaque may
     * stand between the tabs, it reaches no further than they do */
    SDL_Rect clasp = {a.x - 1, a.y - pad, b.x + b.w - a.x + 2, a.h + 2 * pad};
    ui_round_rect_border(ui, clasp, clasp.h / 2, ui_colour(UI_GOLD), ui_rgba(0x7a5a12, 255), 1);
    draw_tab(ui, colour, a, tab_letter_size(ui, left_card.w));
    draw_tab(ui, colour, b, tab_letter_size(ui, left_card.w));
}

void mbv_draw_mints(Ui *ui, int mints, SDL_Rect r)
{
    int reds = mints / 5, whites = mints % 5, coins = reds + whites;
    if (coins == 0)
        return;
    int d = r.h, step = px_min(d * 2 / 3, coins > 1 ? (r.w - d) / (coins - 1) : d);
    for (int i = 0; i < coins; i++) {
        SDL_Rect c = {r.x + i * step, r.y, d, d};
        ui_sprite(ui, i < reds ? "mintbid/mint-red.svg" : "mintbid/mint-white.svg", c);
    }
}

/* ---------------------------------------------------------------- names */

static const char *ai_short(void)
{
    /* TRANSLATORS: the AI card as a short name, where a player's name would go (and on its
     * badge) */
    return _("AI");
}

static const char *seat_name(const ViewFrame *f, int who)
{
    return who == MB_AI ? ai_short() : f->match->seats[who].name;
}

static void badge(MintBidView *v, const ViewFrame *f, int who, int cx, int cy, int radius)
{
    if (who == MB_AI) {
        /* the AI card plays by its die: a die face for a badge (its letters would be too small
         * to read in a badge's disc) */
        ui_sprite(v->ui, "mintbid/die-5.svg",
                  (SDL_Rect){cx - radius, cy - radius, 2 * radius, 2 * radius});
        return;
    }
    ui_player_badge(v->ui, f->match->seats[who].colour, cx, cy, radius);
}

/* ---------------------------------------------------------------- the board: a city */

/* The board lying on the table: its frame, and inside it the streets, their centre lines dashed
 * between the quarters. Flat fills only: the draw list redraws what lies under them for free. */
static void draw_streets(MintBidView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const MintBidState *s = mbv_state(f);
    SDL_Rect in = ui_board_frame(ui, v->board, ui_rgba(MB_FRAME, 255));
    ui_fill_rect(ui, in, ui_rgba(MB_SETTS, 255));
    int gap = ui_px(ui, MB_STREET), dash = ui_px(ui, 10),
        thick = ui_px(ui, 2) > 1 ? ui_px(ui, 2) : 1;
    SDL_Color line = ui_rgba(MB_LINE, 150);
    for (int a = 0; a < s->area_count; a++) {
        SDL_Rect b = v->box[a].box;
        /* a street to the right of a quarter that has one beside it, and one above a lower row */
        if (b.x + b.w + gap < v->quarters.x + v->quarters.w)
            for (int y = b.y; y + dash <= b.y + b.h; y += 2 * dash)
                ui_fill_rect(ui, (SDL_Rect){b.x + b.w + gap / 2 - thick / 2, y, thick, dash}, line);
        if (b.y > v->quarters.y && b.x == v->quarters.x)
            for (int x = in.x + dash / 2; x + dash <= in.x + in.w; x += 2 * dash)
                ui_fill_rect(ui, (SDL_Rect){x, b.y - gap / 2 - thick / 2, dash, thick}, line);
    }
}

/* A house seen from above: a pitched roof, its lit slope above the ridge (or left of it), its
 * shaded slope below, a shadow falling to the lower right. */
static void draw_roof(Ui *ui, SDL_Rect r, unsigned colour, bool across)
{
    int fall = ui_px(ui, 2) > 1 ? ui_px(ui, 2) : 1;
    ui_fill_rect(ui, (SDL_Rect){r.x + fall, r.y + fall, r.w, r.h}, ui_rgba(0x000000, 70));
    SDL_Color c = ui_rgba(colour, 255);
    ui_fill_rect(ui, r, ui_mix(c, ui_rgba(0x000000, 255), 0.22f));
    SDL_Rect lit = across ? (SDL_Rect){r.x, r.y, r.w, r.h / 2} : (SDL_Rect){r.x, r.y, r.w / 2, r.h};
    ui_fill_rect(ui, lit, ui_mix(c, ui_rgba(0xffffff, 255), 0.2f));
}

/* The quarter's houses: roofs in tiles and slates along its lower edge and its sides, around the
 * square where the cards lie (they lie over the houses where a block grows), a tree in some gaps.
 * Laid out from the area's letter alone, so the same quarter looks the same every frame. */
static void draw_houses(Ui *ui, SDL_Rect ground, int a)
{
    static const unsigned roofs[] = {0x9c4a32, 0x7a5648, 0x5c6270, 0xa8683c, 0x874236};
    int depth = ui_px(ui, 20), unit = ui_px(ui, 17), edge = ui_px(ui, 7), space = ui_px(ui, 4);
    unsigned seed = 2654435761u * (unsigned)(a + 1);
    for (int side = 0; side < 3; side++) { /* the lower edge, the left side, the right side */
        bool across = side == 0;
        int start = across ? ground.x + 4 * edge : ground.y + ui_px(ui, 36);
        int end = across ? ground.x + ground.w - 4 * edge : ground.y + ground.h - 4 * edge;
        for (int at = start; at + unit <= end;) {
            seed = seed * 1103515245u + 12345u;
            int len = unit * (2 + (int)((seed >> 16) % 3)) / 2;
            if (at + len > end)
                break;
            SDL_Rect r = across ? (SDL_Rect){at, ground.y + ground.h - edge - depth, len, depth}
                         : side == 1
                             ? (SDL_Rect){ground.x + edge, at, depth, len}
                             : (SDL_Rect){ground.x + ground.w - edge - depth, at, depth, len};
            if ((seed >> 24) % 6 == 0) {
                int t = depth / 2;
                ui_fill_circle(ui, r.x + t, r.y + t, t, ui_rgba(0x4f7a3f, 255));
                ui_fill_circle(ui, r.x + t - t / 3, r.y + t - t / 3, t / 2, ui_rgba(0x6a9a52, 255));
                at += depth + space;
                continue;
            }
            draw_roof(ui, r, roofs[(seed >> 8) % 5], across);
            at += len + space;
        }
    }
}

/* A quarter: a block of its own ground inside a pavement's kerb (the accent's while the player
 * choosing here controls it), its top edge in shade. */
static void draw_quarter(MintBidView *v, int a, bool lit)
{
    Ui *ui = v->ui;
    SDL_Rect b = v->box[a].box;
    int kerb = ui_px(ui, 3) > 2 ? ui_px(ui, 3) : 2, radius = ui_px(ui, 8);
    ui_fill_round_rect(ui, b, radius, lit ? ui_colour(UI_ACCENT) : ui_rgba(MB_KERB, 255));
    SDL_Rect ground = {b.x + kerb, b.y + kerb, b.w - 2 * kerb, b.h - 2 * kerb};
    SDL_Color g = ui_rgba(quarter_ground[a], 255);
    ui_fill_round_rect(ui, ground, radius - kerb / 2, g);
    /* the square's paving: its joints a shade lighter, a slab as wide at every size */
    SDL_Color joint = ui_mix(g, ui_rgba(0xffffff, 255), 0.05f);
    int slab = ui_px(ui, 36);
    for (int x = ground.x + slab; x < ground.x + ground.w - kerb; x += slab)
        ui_fill_rect(ui, (SDL_Rect){x, ground.y + kerb, 1, ground.h - 2 * kerb}, joint);
    for (int y = ground.y + slab; y < ground.y + ground.h - kerb; y += slab)
        ui_fill_rect(ui, (SDL_Rect){ground.x + kerb, y, ground.w - 2 * kerb, 1}, joint);
    ui_fill_rect(ui, (SDL_Rect){ground.x + radius / 2, ground.y, ground.w - radius, kerb},
                 ui_mix(g, ui_rgba(0x000000, 255), 0.3f));
    draw_houses(ui, ground, a);
    /* a tree in each lower corner, where the cards seldom reach */
    int tree = ui_px(ui, 7);
    for (int side = 0; side < 2; side++) {
        int cx = side ? ground.x + ground.w - 2 * tree : ground.x + 2 * tree;
        int cy = ground.y + ground.h - 2 * tree;
        ui_fill_circle(ui, cx + tree / 3, cy + tree / 3, tree, ui_rgba(0x000000, 70));
        ui_fill_circle(ui, cx, cy, tree, ui_rgba(0x4f7a3f, 255));
        ui_fill_circle(ui, cx - tree / 3, cy - tree / 3, tree / 2, ui_rgba(0x6a9a52, 255));
    }
}

/* ---------------------------------------------------------------- the areas */

/* An area header's parts (units): its letter's chip, a badge per controller, the controllers'
 * names (from 13 units down to 10 to fit) and its matches. */
#define HEAD_EDGE 8
#define HEAD_CHIP 20
#define HEAD_BADGE 7
#define HEAD_NAMES 13
#define HEAD_NAMES_LEAST 10

/* The area's letter on its chip, at the least size of a word on a piece. */
static int chip_diameter(const Ui *ui)
{
    return px_max(ui_px(ui, HEAD_CHIP), MB_LEGIBLE_PX + 6);
}

/* The plaque across a quarter's top, as tall as its chip. */
static int plaque_height(const Ui *ui)
{
    return px_max(ui_px(ui, 19), chip_diameter(ui) + 2);
}

int mbv_header_height(const Ui *ui)
{
    return ui_px(ui, 4) + plaque_height(ui) + ui_px(ui, 2);
}

/* Who controls an area (up to two), and their names as its header says them. */
static int area_names(const ViewFrame *f, int a, int who_list[2], char *out, size_t outlen)
{
    const MintBidState *s = mbv_state(f);
    int count = 0;
    for (int who = 0; who <= MB_AI && count < 2; who++)
        if (mintbid_controls(s, a, who))
            who_list[count++] = who;
    out[0] = '\0';
    if (count == 2)
        snprintf(out, outlen, "%s & %s", seat_name(f, who_list[0]), seat_name(f, who_list[1]));
    else if (count == 1 && who_list[0] == MB_AI)
        /* TRANSLATORS: the header of the AI card's own area */
        snprintf(out, outlen, "%s", _("The AI card's own area"));
    else if (count == 1)
        /* TRANSLATORS: the header of a player's own area in a two-player game */
        snprintf(out, outlen, _("%s's own area"), seat_name(f, who_list[0]));
    return count;
}

/* How many matches a block holds, in words ("" for none). */
static void matches_text(const MintBidState *s, int a, char *out, size_t outlen)
{
    int matches = mintbid_area_matches(s, a);
    out[0] = '\0';
    if (matches > 0)
        /* TRANSLATORS: how many matches (touching mints of one colour) a block holds */
        snprintf(out, outlen, plural_text("%d match", "%d matches", matches), matches);
}

/* The matches as a narrow header says them: their count on a gold clasp, as the cards' matches
 * are clasped. */
static UiTextStyle clasp_count_style(const Ui *ui)
{
    /* (as large as the area's letter on its chip: read without hovering) */
    return ui_style(UI_FONT_BOLD, px_max(ui_px(ui, 13), MB_LEGIBLE_PX), ui_rgba(INK, 255));
}

static int clasp_count_w(Ui *ui, int matches)
{
    char count[12];
    snprintf(count, sizeof count, "%d", matches);
    return text_w(ui, count, clasp_count_style(ui)) + ui_px(ui, 14);
}

/* The width of an area's header, its matches in words or (in_words false) as a clasp. */
static int header_width(Ui *ui, const ViewFrame *f, int area, bool in_words)
{
    int who_list[2], matches = mintbid_area_matches(mbv_state(f), area), info_w = 0;
    char names[96], info[48];
    int count = area_names(f, area, who_list, names, sizeof names);
    matches_text(mbv_state(f), area, info, sizeof info);
    if (matches > 0)
        info_w = (in_words ? text_w(ui, info, style(ui, UI_FONT_BOLD, 12, UI_GOLD))
                           : clasp_count_w(ui, matches)) +
                 ui_px(ui, 8);
    return ui_px(ui, 2 * HEAD_EDGE + 8) + chip_diameter(ui) +
           count * ui_px(ui, 2 * HEAD_BADGE + 4) + info_w;
}

/* A header's least width: its matches on a clasp (a crowded table's header, whose words "1
 * coincidencia" would take a card's width from every block of its row). */
int mbv_header_min_width(Ui *ui, const ViewFrame *f, int area)
{
    return header_width(ui, f, area, false);
}

/* The count of matches on a gold clasp whose right end is at `right`, centred on `cy`; its
 * width. */
static int draw_clasp_count(Ui *ui, int matches, int right, int cy)
{
    char count[12];
    snprintf(count, sizeof count, "%d", matches);
    int w = clasp_count_w(ui, matches), h;
    ui_text_size(ui, count, clasp_count_style(ui), NULL, &h);
    SDL_Rect clasp = {right - w, cy - h / 2 - 1, w, h + 2};
    ui_round_rect_border(ui, clasp, clasp.h / 2, ui_colour(UI_GOLD), ui_rgba(0x7a5a12, 255), 1);
    ui_text(ui, count, clasp_count_style(ui), clasp.x + w / 2, cy,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    return w;
}

static void area_header(MintBidView *v, const ViewFrame *f, int a)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    const MbAreaBox *b = &v->box[a];
    /* a printed plaque across the quarter's top: a street sign in ink on cream */
    SDL_Rect plaque = {b->box.x + ui_px(ui, 4), b->box.y + ui_px(ui, 4), b->box.w - ui_px(ui, 8),
                       plaque_height(ui)};
    ui_fill_round_rect(ui, plaque, ui_px(ui, 4), ui_rgba(PLAQUE_RIM, 255));
    ui_fill_round_rect(ui, (SDL_Rect){plaque.x + 1, plaque.y + 1, plaque.w - 2, plaque.h - 2},
                       ui_px(ui, 4) - 1, ui_rgba(PLAQUE, 255));
    int x = b->box.x + ui_px(ui, HEAD_EDGE), y = plaque.y + plaque.h / 2;
    char letter[4];
    snprintf(letter, sizeof letter, "%c", mbv_area_letter(a));
    int chip_r = chip_diameter(ui) / 2;
    ui_fill_circle(ui, x + chip_r, y, chip_r, ui_rgba(quarter_ground[a], 255));
    ui_text(ui, letter,
            ui_style(UI_FONT_BOLD, px_max(ui_px(ui, 13), MB_LEGIBLE_PX), ui_rgba(PLAQUE, 255)),
            x + chip_r, y, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    SDL_Rect chip = {x, y - chip_r, 2 * chip_r, 2 * chip_r};
    x += chip.w + ui_px(ui, 8);
    char names[96];
    int who_list[2], count = area_names(f, a, who_list, names, sizeof names);
    for (int i = 0; i < count; i++) {
        int r = ui_player_badge_radius(ui, ui_px(ui, HEAD_BADGE));
        badge(v, f, who_list[i], x + r, y, r);
        x += 2 * r + ui_px(ui, 4);
    }
    char info[48];
    matches_text(s, a, info, sizeof info);
    UiTextStyle gold = ui_style(UI_FONT_BOLD, ui_px(ui, 12), ui_rgba(PLAQUE_GOLD, 255));
    int iw = 0, ih;
    int right = b->box.x + b->box.w - ui_px(ui, HEAD_EDGE);
    if (info[0] && b->box.w < header_width(ui, f, a, true))
        iw = draw_clasp_count(ui, mintbid_area_matches(s, a), right, y);
    else if (info[0]) {
        ui_text_size(ui, info, gold, &iw, &ih);
        ui_text(ui, info, gold, right, y, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    /* players' names may be long: smaller, then shortened on purpose on a board too small for
     * them (the badges say who) */
    int room = right - iw - ui_px(ui, 8) - x;
    UiTextStyle bold =
        ui_style_fit(ui, names, ui_style(UI_FONT_BOLD, ui_px(ui, HEAD_NAMES), ui_rgba(INK, 255)),
                     room, ui_px(ui, HEAD_NAMES_LEAST));
    ui_text_abbrev(ui, names, bold, x, y, room, UI_ALIGN_MIDDLE);
}

/* A spot the placer may choose: an outline with a plus; under the mouse, the card as a ghost and
 * what it would score. */
/* A lit spot `r` of a block whose cards are `card_w` wide (a slot beside them is narrower). */
static void draw_spot(MintBidView *v, const ViewFrame *f, SDL_Rect r, int card_w, const char *move,
                      int card)
{
    Ui *ui = v->ui;
    /* steady, not pulsing: an idle board asks for no frames */
    SDL_Color accent = ui_colour(UI_ACCENT);
    bool hover = ui_inside(r, v->mouse_x, v->mouse_y);
    accent.a = (Uint8)(hover ? 255 : 190);
    ui_fill_round_rect(ui, r, r.w / 12, ui_rgba(0xf2b84b, hover ? 60 : 28));
    ui_outline_rect(ui, r, ui_px(ui, 2), accent);
    int arm = r.w / 6, thick = ui_px(ui, 3) > 1 ? ui_px(ui, 3) : 1;
    ui_fill_rect(ui, (SDL_Rect){r.x + r.w / 2 - arm, r.y + r.h / 2 - thick / 2, 2 * arm, thick},
                 accent);
    ui_fill_rect(ui, (SDL_Rect){r.x + r.w / 2 - thick / 2, r.y + r.h / 2 - arm, thick, 2 * arm},
                 accent);
    if (!hover)
        return;
    /* hovered, the card shows at its size over the slot, and the VP it would bring on it */
    r = (SDL_Rect){r.x + r.w / 2 - card_w / 2, r.y, card_w, r.h};
    if (card >= 0) {
        mbv_draw_card(ui, mbv_state(f), card, r, false);
        ui_fill_round_rect(ui, r, r.w / 12, ui_rgba(0xf2b84b, 50));
    }
    bool ok;
    int who = f->to_move, delta = mbv_preview_vp(f, move, who, &ok);
    if (!ok)
        return;
    char text[32];
    /* TRANSLATORS: how the player's victory points would change ("+3 VP") */
    snprintf(text, sizeof text, _("%+d VP"), delta);
    UiTextStyle st = style(ui, UI_FONT_BOLD, 14, delta >= 0 ? UI_GOOD : UI_BAD);
    int w, h;
    ui_text_size(ui, text, st, &w, &h);
    /* inside the spot, over the ghost card's foot: above it would cover the block's header */
    SDL_Rect chip = {r.x + r.w / 2 - w / 2 - ui_px(ui, 6), r.y + r.h - h - ui_px(ui, 6),
                     w + ui_px(ui, 12), h + ui_px(ui, 2)};
    ui_fill_round_rect(ui, chip, chip.h / 2, ui_rgba(0x141d25, 235));
    ui_text(ui, text, st, chip.x + chip.w / 2, chip.y + chip.h / 2,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
}

static int placing_card(const MintBidState *s)
{
    if (s->phase == MB_PHASE_PLACE)
        return s->auction.card;
    if (s->phase == MB_PHASE_DEED)
        return s->deed_card;
    return -1;
}

static void draw_spots(MintBidView *v, const ViewFrame *f, const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    if (mbv_actor(f) < 0)
        return;
    for (int i = 0; i < legal->count; i++) {
        char letter;
        int c1, r1, c2, r2;
        const char *m = legal->items[i];
        if (sscanf(m, "place %c %d %d", &letter, &c1, &r1) == 3) {
            draw_spot(v, f, mbv_spot_rect(v, s, letter - 'A', c1, r1), v->box[letter - 'A'].card_w,
                      m, placing_card(s));
        } else if (v->source >= 0 &&
                   sscanf(m, "move %c %d %d %d %d", &letter, &c1, &r1, &c2, &r2) == 5 &&
                   letter - 'A' == s->card_area[v->source] && c1 == s->card_col[v->source] + 1 &&
                   r1 == s->card_row[v->source] + 1) {
            draw_spot(v, f, mbv_spot_rect(v, s, letter - 'A', c2, r2), v->box[letter - 'A'].card_w,
                      m, v->source);
        }
    }
}

/* The Utility and Production holders: the cards they may pick glow; hovering a Production card
 * shows what turning it would score. */
static void ability_marks(MintBidView *v, const ViewFrame *f, const MoveList *legal, int card,
                          SDL_Rect r)
{
    const MintBidState *s = mbv_state(f);
    if (mbv_actor(f) < 0)
        return;
    const char *verb = s->phase == MB_PHASE_UTILITY      ? "move"
                       : s->phase == MB_PHASE_PRODUCTION ? "rotate"
                                                         : NULL;
    if (!verb)
        return;
    char prefix[MOVE_MAX];
    snprintf(prefix, sizeof prefix, "%s %c %d %d", verb, mbv_area_letter(s->card_area[card]),
             s->card_col[card] + 1, s->card_row[card] + 1);
    size_t n = strlen(prefix);
    const char *hit = NULL;
    for (int i = 0; i < legal->count && !hit; i++)
        if (!strncmp(legal->items[i], prefix, n) &&
            (legal->items[i][n] == '\0' || legal->items[i][n] == ' '))
            hit = legal->items[i];
    if (!hit)
        return;
    Ui *ui = v->ui;
    bool hover = ui_inside(r, v->mouse_x, v->mouse_y), chosen = v->source == card;
    SDL_Rect ring = {r.x - ui_px(ui, 3), r.y - ui_px(ui, 3), r.w + ui_px(ui, 6),
                     r.h + ui_px(ui, 6)};
    ui_outline_rect(ui, ring, ui_px(ui, chosen || hover ? 3 : 1),
                    chosen ? ui_colour(UI_ACCENT) : ui_rgba(0xffffff, hover ? 230 : 120));
    if (hover && s->phase == MB_PHASE_PRODUCTION) {
        bool ok;
        int delta = mbv_preview_vp(f, hit, f->to_move, &ok);
        char text[48];
        /* TRANSLATORS: the Production ability: turning this card around changes the VP so */
        snprintf(text, sizeof text, _("turn it: %+d VP"), delta);
        ui_tooltip(ui, r, text);
    }
}

/* A card's tooltip: what the card shows, in words ("Harbor: Utility, 6 VP; mints green |
 * yellow"). */
void mbv_card_tooltip_text(const MintBidState *s, int card, char *out, size_t outlen)
{
    const MintBidCard *c = &mintbid_cards[card];
    snprintf(out, outlen,
             /* TRANSLATORS: a card's tooltip: its name, type, VP, and the colours of its mints
              * on the left | right ("Harbor: Utility, 6 VP; mints green | yellow") */
             s->rotated[card] ? _("%s: %s, %d VP; mints %s | %s (turned)")
                              : _("%s: %s, %d VP; mints %s | %s"),
             mintbid_card_name(card), mintbid_type_name(c->type), c->vp,
             mintbid_colour_name(mintbid_left_colour(s, card)),
             mintbid_colour_name(mintbid_right_colour(s, card)));
}

/* Whether a card drawn there is lifted whole when hovered (draw_zoom): it leaves out a word (its
 * name or its type's) or a figure, and no panel lies over the board. */
static bool card_lifts(const MintBidView *v, int card, SDL_Rect r)
{
    if (v->zoom_blocked)
        return false;
    MbCardFace face;
    mbv_card_face(v->ui, card, r, &face);
    return face.vp_size == 0 || face.tab_size == 0 || face.name_size == 0 || face.type_size == 0;
}

/* A card laid in an area, or one of the block's the auctioneer picks from, says its name and VP
 * without hovering (issue 24): one the layout left too small for them is reported to the text
 * check, `where` saying which. */
static void check_card_words(Ui *ui, int card, SDL_Rect r, const char *where)
{
    MbCardFace face;
    mbv_card_face(ui, card, r, &face);
    if (face.name_size == 0 || face.vp_size == 0) {
        char why[120];
        snprintf(why, sizeof why, "a location card %s too small for its name and VP", where);
        ui_text_check_left_out(ui, mintbid_card_name(card), why);
    }
}

/* A card's words as a tooltip, where it is not lifted whole (which says them all). */
static void card_tooltip(MintBidView *v, const MintBidState *s, int card, SDL_Rect r)
{
    if (card_lifts(v, card, r))
        return;
    char text[200];
    mbv_card_tooltip_text(s, card, text, sizeof text);
    ui_tooltip(v->ui, r, text);
}

static void draw_area(MintBidView *v, const ViewFrame *f, int a, const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    const MbAreaBox *b = &v->box[a];
    bool lit = false;
    for (int p = 0; p < s->base.players; p++)
        lit |= p == mbv_actor(f) && mintbid_controls(s, a, p);
    draw_quarter(v, a, lit);
    area_header(v, f, a);
    const MintBidArea *ar = &s->area[a];
    bool flying = ui_tween_running(ui, &v->fly);
    for (int row = 0; row < MB_ROWS; row++)
        for (int col = 0; col < ar->width; col++) {
            int card = ar->cell[row][col];
            if (card < 0)
                continue;
            SDL_Rect r = mbv_spot_rect(v, s, a, col + 1, row + 1);
            v->card_rect[card] = r;
            if (flying && card == v->fly_card)
                continue;
            if (card == v->source) {
                SDL_Color dim = ui_rgba(0x000000, 60);
                ui_fill_round_rect(ui, r, r.w / 12, dim);
            }
            mbv_draw_card(ui, s, card, r, s->rotated[card]);
            check_card_words(ui, card, r, "on the table");
            if (card == s->last_win.card && s->phase != MB_PHASE_OVER) {
                SDL_Rect g = {r.x - ui_px(ui, 2), r.y - ui_px(ui, 2), r.w + ui_px(ui, 4),
                              r.h + ui_px(ui, 4)};
                ui_outline_rect(ui, g, ui_px(ui, 2), ui_colour(UI_GOLD));
            }
            ability_marks(v, f, legal, card, r);
            if (ui_inside(r, v->mouse_x, v->mouse_y))
                card_tooltip(v, s, card, r);
        }
    /* the matches, clasped over the cards' tabs */
    for (int row = 0; row < MB_ROWS; row++)
        for (int col = 0; col + 1 < ar->width; col++) {
            int l = ar->cell[row][col], r = ar->cell[row][col + 1];
            if (l < 0 || r < 0 || (flying && (l == v->fly_card || r == v->fly_card)))
                continue;
            int colour = mintbid_right_colour(s, l);
            if (colour == mintbid_left_colour(s, r))
                mbv_draw_match(ui, mbv_spot_rect(v, s, a, col + 1, row + 1),
                               mbv_spot_rect(v, s, a, col + 2, row + 1), colour);
        }
    if (ar->count == 0 &&
        !(mbv_actor(f) >= 0 && (s->phase == MB_PHASE_PLACE || s->phase == MB_PHASE_DEED))) {
        /* on a plate of the square's paving in shade, clear of the houses under it */
        const char *empty = _("no locations yet");
        UiTextStyle st = style(ui, UI_FONT_REGULAR, 13, UI_TEXT);
        int w, h, cx = b->box.x + b->box.w / 2, cy = b->grid_y + b->card_h / 2;
        ui_text_size(ui, empty, st, &w, &h);
        SDL_Rect plate = {cx - w / 2 - ui_px(ui, 8), cy - h / 2 - ui_px(ui, 3), w + ui_px(ui, 16),
                          h + ui_px(ui, 6)};
        /* a crowded table leaves an empty block its header's width alone: its bare square says
         * it is empty without words, which would run over its houses (27 units deep inside
         * the kerb on either side) and the next block */
        if (plate.w > b->box.w - 2 * ui_px(ui, 30))
            return;
        ui_fill_round_rect(ui, plate, plate.h / 2,
                           ui_mix(ui_rgba(quarter_ground[a], 255), ui_rgba(0x000000, 255), 0.3f));
        ui_text(ui, empty, st, cx, cy, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    }
}

static void draw_flying_card(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    float t;
    if (!ui_flight_progress(v->ui, &v->fly, &t) || v->fly_card < 0 ||
        s->where[v->fly_card] != MB_ON_TABLE)
        return;
    SDL_Rect landed = v->card_rect[v->fly_card];
    SDL_Rect r = ui_flight_rect(v->fly_from, landed, t, 0);
    /* its art rasterised once, at the size it lands at, not at each frame's size */
    ui_sprites_rasterise_landed(v->ui, r, landed);
    mbv_draw_card(v->ui, s, v->fly_card, r, s->rotated[v->fly_card]);
    ui_sprites_rasterise_drawn(v->ui);
}

/* ---------------------------------------------------------------- the players */

static void panel_status(const ViewFrame *f, int seat, char *out, size_t outlen)
{
    const MintBidState *s = mbv_state(f);
    const MintBidAuction *a = &s->auction;
    out[0] = '\0';
    if (s->phase == MB_PHASE_OPEN || s->phase == MB_PHASE_PROPOSAL) {
        for (int i = 0; i < 2; i++)
            if (a->high_seat[i] == seat) {
                /* TRANSLATORS: on a player's panel: its share of the high bid */
                snprintf(out, outlen, _("in the high bid: %d"), a->high_share[i]);
                return;
            }
        if (a->withdrawn & (1u << seat))
            snprintf(out, outlen, "%s", _("withdrawn"));
        else if (s->phase == MB_PHASE_PROPOSAL && a->prop_to == seat)
            /* TRANSLATORS: on the panel of a player asked to bid together: the two shares */
            snprintf(out, outlen, _("asked: %d + %d"), a->prop_share_from, a->prop_share_to);
    } else if (s->phase == MB_PHASE_SECRET || (a->closed && a->revealed && a->card >= 0)) {
        if (mintbid_secret_visible(s, seat, f->viewer) && a->secret[seat] >= 0)
            snprintf(out, outlen, a->revealed ? _("closed bid: %d") : _("your secret bid: %d"),
                     a->secret[seat]);
        else if (a->secret[seat] >= 0)
            snprintf(out, outlen, "%s", _("bid sealed"));
        else
            snprintf(out, outlen, "%s", _("choosing a bid"));
    }
}

/* The type counts' row: each type's icon and how many locations of it the player holds (one
 * digit: a type has eight cards at most). */
static UiTextStyle type_count_style(const Ui *ui, bool holds)
{
    return style(ui, UI_FONT_BOLD, 12, holds ? UI_GOLD : UI_TEXT);
}

static int type_icon_size(const Ui *ui)
{
    return ui_px(ui, 16);
}

/* A type's icon and its count, side by side. */
static int type_count_width(Ui *ui)
{
    return type_icon_size(ui) + ui_px(ui, 2) + text_w(ui, "8", type_count_style(ui, false));
}

/* The step of a narrow panel's row: its count and a few pixels after it (a wide one keeps 18
 * units after each icon). */
static int narrow_type_step(Ui *ui)
{
    return type_count_width(ui) + ui_px(ui, 4);
}

int mbv_narrow_panel_width(Ui *ui)
{
    return 2 * ui_px(ui, 9) + (MB_TYPES - 1) * narrow_type_step(ui) + type_count_width(ui);
}

static void draw_type_counts(MintBidView *v, int who, const MintBidState *s, int x, int y)
{
    Ui *ui = v->ui;
    int size = type_icon_size(ui);
    int step = v->narrow_side ? narrow_type_step(ui) : size + ui_px(ui, 18);
    for (int t = 0; t < MB_TYPES; t++) {
        SDL_Rect ir = {x, y - size / 2, size, size};
        ui_sprite(ui, mbv_type_sprite(t), ir);
        char n[4];
        snprintf(n, sizeof n, "%d", mintbid_type_count(s, who, t));
        bool holds = s->holder[t] == who && s->phase >= MB_PHASE_DEED;
        ui_text(ui, n, type_count_style(ui, holds), x + size + ui_px(ui, 2), y, UI_ALIGN_MIDDLE);
        x += step;
    }
}

/* What the auctioneer's token means in this mode. */
static const char *token_tip(const MintBidState *s)
{
    if (s->mode == MB_MODE_SOLO)
        return _("The auctioneer's token: in solitaire you are always the auctioneer and put "
                 "each location up yourself");
    if (s->mode != MB_MODE_FULL)
        return _("The auctioneer's token: this player picks the next location for an open "
                 "auction; the token passes to the other player after each one");
    return _("The auctioneer's token: this player picks the next location and an open or "
             "closed auction; the token passes left after each one");
}

static bool coin_delta_shown(const MintBidView *v, int seat)
{
    return ui_tween_running(v->ui, &v->coins) && v->coin_delta[seat];
}

/* The change of a seat's mints, fading out while the coins fly: on a wide panel right of its
 * last line, on a narrow one in its coins' place. */
static void draw_coin_delta(MintBidView *v, int seat, int x, int y, int align)
{
    Ui *ui = v->ui;
    float t = ui_tween_progress(ui, &v->coins);
    char d[16];
    snprintf(d, sizeof d, "%+d", v->coin_delta[seat]);
    SDL_Color c = ui_colour(v->coin_delta[seat] > 0 ? UI_GOOD : UI_BAD);
    c.a = (Uint8)(255 * (1.0f - t));
    ui_text(ui, d, ui_style(UI_FONT_BOLD, ui_px(ui, 15), c), x, y, align | UI_ALIGN_MIDDLE);
}

static void draw_panel(MintBidView *v, const ViewFrame *f, int seat)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    SDL_Rect r = v->panel[seat];
    bool turn = f->to_move == seat;
    ui_board_card(ui, r, turn);
    int pad = ui_px(ui, 9), rad = ui_player_badge_radius(ui, ui_px(ui, 8));
    int y = r.y + pad + rad;
    badge(v, f, seat, r.x + pad + rad, y, rad);
    int x = r.x + pad + 2 * rad + ui_px(ui, 6);
    char vp[24];
    snprintf(vp, sizeof vp, _("%d VP"), mintbid_vp(s, seat));
    UiTextStyle vps = style(ui, UI_FONT_BOLD, 14, UI_GOLD);
    int vw, vh;
    ui_text_size(ui, vp, vps, &vw, &vh);
    /* a narrow panel's VP starts the mints' line, leaving the name its line and a move's mark
     * the panel's top right corner (over the coins) */
    int line = ui_px(ui, 24);
    if (v->narrow_side)
        ui_text(ui, vp, vps, r.x + pad, y + line, UI_ALIGN_MIDDLE);
    else
        ui_text(ui, vp, vps, r.x + r.w - pad, y, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    int name_w = r.x + r.w - pad - (v->narrow_side ? 0 : vw + ui_px(ui, 6)) - x;
    if (seat == s->auctioneer && s->phase < MB_PHASE_DEED) {
        /* the auctioneer's token: a small gavel-coloured chip */
        SDL_Rect tok = {x, y - ui_px(ui, 8), ui_px(ui, 16), ui_px(ui, 16)};
        v->token_rect = tok;
        ui_fill_round_rect(ui, tok, ui_px(ui, 4), ui_colour(UI_ACCENT));
        ui_text(ui, "A", ui_style(UI_FONT_BOLD, ui_px(ui, 11), ui_colour(UI_ACCENT_TEXT)),
                tok.x + tok.w / 2, y, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        if (ui_inside(tok, v->mouse_x, v->mouse_y))
            ui_tooltip(ui, tok, token_tip(s));
        x += tok.w + ui_px(ui, 5);
        name_w -= tok.w + ui_px(ui, 5);
    }
    ui_text_fit(ui, seat_name(f, seat), style(ui, UI_FONT_BOLD, 14, UI_TEXT), x, y, name_w,
                UI_ALIGN_MIDDLE);
    /* mints: coins and the number */
    y += line;
    char mints[24];
    int shown = view_money_shown(ui, f, seat, s->mints[seat]); /* counting while mints fly */
    snprintf(mints, sizeof mints, "%d", shown);
    int coin = ui_px(ui, 18);
    int mints_x = r.x + pad + (v->narrow_side ? vw + ui_px(ui, 10) : 0);
    ui_text(ui, mints, style(ui, UI_FONT_BOLD, 14, UI_TEXT), mints_x, y, UI_ALIGN_MIDDLE);
    int coins_x = mints_x + ui_px(ui, 24);
    if (v->narrow_side && coin_delta_shown(v, seat)) /* (no room for it beside the counts) */
        draw_coin_delta(v, seat, coins_x, y, UI_ALIGN_LEFT);
    else
        mbv_draw_mints(ui, shown,
                       (SDL_Rect){coins_x, y - coin / 2, r.x + r.w - pad - coins_x, coin});
    if (y + line <= r.y + r.h - ui_px(ui, 8)) {
        y += line;
        draw_type_counts(v, seat, s, r.x + pad, y);
    }
    char status[64];
    panel_status(f, seat, status, sizeof status);
    UiTextStyle status_style = style(ui, UI_FONT_REGULAR, 12, UI_TEXT_DIM);
    int status_top = y + type_icon_size(ui) / 2 + ui_px(ui, 1);
    if (status[0] && v->narrow_side && text_w(ui, status, status_style) > r.w - 2 * pad &&
        status_top + ui_text_wrapped(ui, status, status_style, 0, 0, r.w - 2 * pad, 0, false) <=
            r.y + r.h - ui_px(ui, 3)) {
        /* a narrow panel sets a long status ("your secret bid: 0" in German or French) on two
         * lines under the counts */
        ui_text_wrapped(ui, status, status_style, r.x + pad, status_top, r.w - 2 * pad,
                        UI_ALIGN_LEFT, true);
    } else if (status[0] && y + line <= r.y + r.h - ui_px(ui, 4)) {
        y += line - ui_px(ui, 4);
        ui_text_fit(ui, status, status_style, r.x + pad, y, r.w - 2 * pad, UI_ALIGN_MIDDLE);
    } else if (status[0]) {
        ui_text(ui, status, style(ui, UI_FONT_REGULAR, 11, UI_TEXT_DIM), r.x + r.w - pad, y,
                UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    }
    if (!v->narrow_side && coin_delta_shown(v, seat))
        draw_coin_delta(v, seat, r.x + r.w - pad, y, UI_ALIGN_RIGHT);
}

/* The label of a cell of the AI card's table in play, as the card prints it: W, R1, S, P, +2. */
void mbv_ai_cell_label(const MintBidState *s, int roll, char *out, size_t outlen)
{
    MintBidAiCell cell = mintbid_ai_cell(s, roll);
    switch (cell.action) {
    case MB_AI_ACT_WITHDRAW:
        snprintf(out, outlen, "W");
        break;
    case MB_AI_ACT_RAISE:
        snprintf(out, outlen, "R%d", cell.step);
        break;
    case MB_AI_ACT_TAKE:
        snprintf(out, outlen, "S");
        break;
    case MB_AI_ACT_PASS:
        snprintf(out, outlen, "P");
        break;
    case MB_AI_ACT_BID:
        snprintf(out, outlen, "+%d", cell.step);
        break;
    default:
        snprintf(out, outlen, "?");
        break;
    }
}

/* What a cell of the AI card's table means, for its tooltip. */
static void ai_cell_meaning(const MintBidState *s, int roll, char *out, size_t outlen)
{
    MintBidAiCell cell = mintbid_ai_cell(s, roll);
    const char *fav = mintbid_type_name(mintbid_ai_favourite(s->ai));
    switch (cell.action) {
    case MB_AI_ACT_WITHDRAW:
        /* TRANSLATORS: the tooltip of a cell of the AI card's table: what a die roll makes the
         * AI card do */
        snprintf(out, outlen, _("Roll %d: the AI card withdraws and you win for 1"), roll);
        break;
    case MB_AI_ACT_RAISE:
        snprintf(out, outlen, _("Roll %d: the AI card raises to your bid + %d"), roll, cell.step);
        break;
    case MB_AI_ACT_TAKE:
        /* TRANSLATORS: %s is a type of location ("Culture") */
        snprintf(out, outlen,
                 _("Roll %d: the AI card takes a %s location at once; any other, it raises to "
                   "your bid + %d"),
                 roll, fav, cell.step);
        break;
    case MB_AI_ACT_PASS:
        snprintf(out, outlen, _("Roll %d: the AI card passes"), roll);
        break;
    case MB_AI_ACT_BID:
        snprintf(out, outlen, _("Roll %d: the AI card bids the price + %d (+ %d on a %s location)"),
                 roll, cell.step, cell.step + 1, fav);
        break;
    default:
        out[0] = '\0';
        break;
    }
}

/* The AI card's last roll and what it did ("Rolled 5: raised to 3"); it stays until the next. */
void mbv_ai_last_roll(const MintBidState *s, char *out, size_t outlen)
{
    out[0] = '\0';
    if (!s->ai_roll)
        return;
    switch (s->ai_action) {
    case MB_AI_ACT_WITHDRAW:
        /* TRANSLATORS: the AI card's last roll and what it did ("Rolled 5: raised to 3": it
         * raised the bid to 3) */
        snprintf(out, outlen, _("Rolled %d: withdrew"), s->ai_roll);
        break;
    case MB_AI_ACT_RAISE:
        snprintf(out, outlen, _("Rolled %d: raised to %d"), s->ai_roll, s->ai_bid);
        break;
    case MB_AI_ACT_TAKE:
        snprintf(out, outlen, _("Rolled %d: took it"), s->ai_roll);
        break;
    case MB_AI_ACT_PASS:
        snprintf(out, outlen, _("Rolled %d: passed"), s->ai_roll);
        break;
    case MB_AI_ACT_BID:
        snprintf(out, outlen, _("Rolled %d: bid %d"), s->ai_roll, s->ai_bid);
        break;
    default:
        snprintf(out, outlen, _("Rolled %d"), s->ai_roll);
        break;
    }
}

/* Under the AI card's name: which tables it plays, where they are not the printed ones. */
static const char *ai_tables_note(const MintBidState *s)
{
    bool balanced = mintbid_ai_balanced(s);
    switch (s->ai_strength) {
    case MB_STRENGTH_TOUGH:
        /* TRANSLATORS: on the AI card: it plays at strength tough (one mint more than its
         * table), with two players on the balanced table */
        return balanced ? _("Tough, balanced table") : _("Tough: one mint more");
    case MB_STRENGTH_RUTHLESS:
        /* TRANSLATORS: on the AI card: strength ruthless (best of three dice, one mint more) */
        return balanced ? _("Ruthless, balanced table") : _("Ruthless: best of 3 dice");
    default:
        /* TRANSLATORS: on the AI card: it plays our balanced two-player table, not the one
         * printed on the card */
        return balanced ? _("Balanced table (not as printed)") : NULL;
    }
}

/* The AI card: its name, favourite type and the table in play, the cell of its last roll lit. */
static void draw_ai_card(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    if (s->ai == MB_AI_NONE)
        return;
    Ui *ui = v->ui;
    SDL_Rect r = v->ai_panel;
    ui_shadow(ui, r, ui_px(ui, 10), ui_px(ui, 3));
    ui_round_rect_border(ui, r, ui_px(ui, 10), ui_rgba(0xf4ecdc, 255), ui_rgba(0x5b3a6e, 255),
                         ui_px(ui, 3));
    int pad = ui_px(ui, 10);
    int fav = mintbid_ai_favourite(s->ai);
    int icon = ui_px(ui, 34);
    ui_sprite(ui, mbv_type_sprite(fav), (SDL_Rect){r.x + pad, r.y + pad, icon, icon});
    /* the name and the line under it, set smaller where a language needs more room */
    int tx = r.x + pad + icon + ui_px(ui, 8), room = r.x + r.w - pad - tx;
    const char *name = mintbid_ai_name(s->ai);
    UiTextStyle name_style = ui_style_fit(
        ui, name, ui_style(UI_FONT_BOLD, ui_px(ui, 15), ui_rgba(INK, 255)), room, ui_px(ui, 11));
    ui_text_fit(ui, name, name_style, tx, r.y + pad + ui_px(ui, 2), room, 0);
    char sub[64];
    /* TRANSLATORS: under an AI card's name: its favourite type of location, and its score */
    snprintf(sub, sizeof sub, _("loves %s · %d VP"), mintbid_type_name(fav), mintbid_vp(s, MB_AI));
    UiTextStyle sub_style =
        ui_style_fit(ui, sub, ui_style(UI_FONT_REGULAR, ui_px(ui, 12), ui_rgba(0x5a4a3a, 255)),
                     room, ui_px(ui, 9));
    ui_text_fit(ui, sub, sub_style, tx, r.y + pad + ui_px(ui, 21), room, 0);
    int top = r.y + pad + icon + ui_px(ui, 10);
    const char *note = ai_tables_note(s);
    if (note) {
        UiTextStyle note_style =
            ui_style_fit(ui, note, ui_style(UI_FONT_BOLD, ui_px(ui, 12), ui_rgba(0x8a2f6e, 255)),
                         r.w - 2 * pad, ui_px(ui, 10));
        ui_text_fit(ui, note, note_style, r.x + pad, top, r.w - 2 * pad, 0);
        top += ui_px(ui, 18);
    }
    /* the table in play, read from the rules: the cell the AI acted on is lit */
    int cw = (r.w - 2 * pad) / 6, die = px_min(cw - ui_px(ui, 6), ui_px(ui, 28));
    float spin = ui_tween_running(ui, &v->roll) ? ui_tween_progress(ui, &v->roll) : 1.0f;
    int hover = -1;
    for (int i = 0; i < 6; i++) {
        int cx = r.x + pad + i * cw + cw / 2;
        bool lit = s->ai_roll == i + 1 && spin >= 1.0f;
        SDL_Rect cell = {cx - cw / 2 + ui_px(ui, 2), top, cw - ui_px(ui, 4), die + ui_px(ui, 30)};
        v->ai_cell[i] = cell;
        ui_fill_round_rect(ui, cell, ui_px(ui, 6),
                           lit ? ui_colour(UI_ACCENT) : ui_rgba(0xe4d8c0, 255));
        char sprite[24], label[8];
        snprintf(sprite, sizeof sprite, "mintbid/die-%d.svg", i + 1);
        ui_sprite(ui, sprite, (SDL_Rect){cx - die / 2, top + ui_px(ui, 3), die, die});
        mbv_ai_cell_label(s, i + 1, label, sizeof label);
        ui_text(ui, label, ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_rgba(INK, 255)), cx,
                top + die + ui_px(ui, 16), UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        if (ui_inside(cell, v->mouse_x, v->mouse_y))
            hover = i;
    }
    /* the last roll, at the foot of the card, stays until the AI rolls again */
    char last[96];
    mbv_ai_last_roll(s, last, sizeof last);
    int foot = r.y + r.h - pad - ui_px(ui, 8);
    if (last[0]) {
        UiTextStyle last_style =
            ui_style_fit(ui, last, ui_style(UI_FONT_BOLD, ui_px(ui, 13), ui_rgba(0x5b3a6e, 255)),
                         r.w - 2 * pad, ui_px(ui, 11));
        ui_text_fit(ui, last, last_style, r.x + pad, foot, r.w - 2 * pad, UI_ALIGN_MIDDLE);
    }
    /* the key, between the table and the last roll */
    char key[160];
    if (s->mode == MB_MODE_SOLO)
        snprintf(key, sizeof key,
                 /* TRANSLATORS: the key to the AI card's solitaire table; the letters W, Rk and S
                  * stay as printed on the card; %d: what S raises by off its favourite type */
                 _("W withdraw · Rk raise your bid by k · S take a favourite (else R%d)"),
                 mintbid_ai_cell(s, 6).step);
    else
        /* TRANSLATORS: the key to the AI card's two-player table; P and +k as on the card */
        snprintf(key, sizeof key, "%s", _("P pass · +k bid k more (+1 more on a favourite)"));
    int ky = top + die + ui_px(ui, 36), key_bottom = foot - ui_px(ui, 10);
    SDL_Rect key_box = {r.x + pad, ky, r.w - 2 * pad, key_bottom - ky};
    UiTextStyle key_style = ui_style(UI_FONT_REGULAR, ui_px(ui, 11), ui_rgba(0x5a4a3a, 255));
    if (ui_text_wrapped(ui, key, key_style, 0, 0, key_box.w, UI_ALIGN_LEFT, false) <= key_box.h)
        ui_text_wrapped(ui, key, key_style, key_box.x, key_box.y, key_box.w, UI_ALIGN_LEFT, true);
    if (hover >= 0) {
        char meaning[200];
        ai_cell_meaning(s, hover + 1, meaning, sizeof meaning);
        ui_tooltip(ui, v->ai_cell[hover], meaning);
    }
}

/* ---------------------------------------------------------------- the tray */

/* A button of the tray; `why` NULL: enabled, else it is greyed and says why (its tooltip, and
 * the view's refusal when it is clicked). */
static SDL_Rect add_button(MintBidView *v, SDL_Rect r, const char *label, MbAction action,
                           int value, const char *move, const char *why, UiButtonKind kind)
{
    if (v->buttons == MB_MAX_BUTTONS)
        return r;
    (void)ui_button_ex(v->ui, r, label, kind, why == NULL, why);
    MbButton *b = &v->button[v->buttons++];
    b->r = r;
    b->action = action;
    b->value = value;
    snprintf(b->move, sizeof b->move, "%s", move ? move : "");
    b->enabled = why == NULL;
    snprintf(b->why, sizeof b->why, "%s", why ? why : "");
    return r;
}

typedef struct Flow {
    int x, y, h, right, left; /* left: where a wrapped line starts (0: the first x) */
} Flow;

/* A button's width for its label. */
static int button_w(MintBidView *v, const char *label)
{
    int w;
    ui_text_size(v->ui, label, style(v->ui, UI_FONT_BOLD, 15, UI_TEXT), &w, NULL);
    return w + ui_px(v->ui, 26);
}

static SDL_Rect flow_rect(MintBidView *v, Flow *fl, const char *label, int min_w)
{
    int w = button_w(v, label);
    if (w < min_w)
        w = min_w;
    if (!fl->left)
        fl->left = fl->x;
    if (fl->x + w > fl->right && fl->x > fl->left) {
        /* no room left on this line: continue on the next */
        fl->x = fl->left;
        fl->y += fl->h + ui_px(v->ui, 6);
    }
    SDL_Rect r = {fl->x, fl->y, w, fl->h};
    fl->x += w + ui_px(v->ui, 8);
    return r;
}

static void flow_button(MintBidView *v, Flow *fl, const char *label, MbAction action, int value,
                        const char *move, const char *why, UiButtonKind kind)
{
    add_button(v, flow_rect(v, fl, label, 0), label, action, value, move, why, kind);
}

static void flow_text(MintBidView *v, Flow *fl, const char *text)
{
    UiTextStyle st = style(v->ui, UI_FONT_BOLD, 15, UI_TEXT);
    if (fl->right > fl->x) /* smaller where the words are longer, to stay in the row */
        st = ui_style_fit(v->ui, text, st, fl->right - fl->x, ui_px(v->ui, 11));
    SDL_Rect r = ui_text(v->ui, text, st, fl->x, fl->y + fl->h / 2, UI_ALIGN_MIDDLE);
    fl->x += r.w + ui_px(v->ui, 8);
}

/* "-  n  +" with a label; down_why / up_why: why that way is shut (NULL: open). */
static void stepper(MintBidView *v, Flow *fl, const char *label, int value, MbAction down,
                    MbAction up, const char *down_why, const char *up_why)
{
    if (label)
        flow_text(v, fl, label);
    char num[8];
    int w = fl->h;
    SDL_Rect r = {fl->x, fl->y, w, fl->h};
    add_button(v, r, "\u2212", down, 0, NULL, down_why, UI_BUTTON_NORMAL);
    snprintf(num, sizeof num, "%d", value);
    ui_text(v->ui, num, style(v->ui, UI_FONT_BOLD, 18, UI_ACCENT), r.x + w + ui_px(v->ui, 16),
            fl->y + fl->h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    SDL_Rect p = {r.x + w + ui_px(v->ui, 32), fl->y, w, fl->h};
    add_button(v, p, "+", up, 0, NULL, up_why, UI_BUTTON_NORMAL);
    fl->x = p.x + w + ui_px(v->ui, 12);
}

static bool legal_has(const MoveList *legal, const char *move)
{
    return movelist_contains(legal, move);
}

/* Why a move the tray offers cannot be played: the rules' reason as a sentence. */
static const char *refused_why(const ViewFrame *f, const char *move, char *out, size_t outlen)
{
    if (!game_refusal(f->match->state, move, out, outlen))
        out[0] = '\0';
    return out;
}

/* The width controls_pick's buttons take beside the block: the open auction on a line of its
 * own, the closed one and Cancel under it (the flow wraps so). The block's cards take the rest. */
static int pick_controls_w(MintBidView *v)
{
    int under = button_w(v, _("Closed auction")) + ui_px(v->ui, 8) + button_w(v, _("Cancel"));
    return px_max(button_w(v, _("Open auction")), under);
}

static void controls_pick(MintBidView *v, const ViewFrame *f, Flow *fl, const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    if (v->pick < 0) {
        flow_text(v, fl, _("Click a location in the block"));
        return;
    }
    char open[MOVE_MAX], closed[MOVE_MAX], why[VIEW_REASON_MAX];
    snprintf(open, sizeof open, "auction %d open", v->pick + 1);
    snprintf(closed, sizeof closed, "auction %d closed", v->pick + 1);
    const char *open_why = NULL;
    if (!legal_has(legal, open))
        open_why = s->mints[f->to_move] == 0 && s->mode == MB_MODE_FULL
                       ? _("You have no mints: choose a closed auction")
                       : refused_why(f, open, why, sizeof why);
    flow_button(v, fl, _("Open auction"), MB_ACT_MOVE, 0, open, open_why, UI_BUTTON_PRIMARY);
    if (s->mode == MB_MODE_FULL)
        flow_button(v, fl, _("Closed auction"), MB_ACT_MOVE, 0, closed,
                    legal_has(legal, closed) ? NULL : refused_why(f, closed, why, sizeof why),
                    UI_BUTTON_PRIMARY);
    flow_button(v, fl, _("Cancel"), MB_ACT_CANCEL, 0, NULL, NULL, UI_BUTTON_QUIET);
}

/* "You have only 3 mints" / "Ana has only 3 mints". */
static const char *only_mints(const ViewFrame *f, int seat, bool me, char *out, size_t outlen)
{
    int n = mbv_state(f)->mints[seat];
    if (me)
        snprintf(out, outlen, plural_text("You have only %d mint", "You have only %d mints", n), n);
    else
        snprintf(out, outlen, plural_text("%s has only %d mint", "%s has only %d mints", n),
                 seat_name(f, seat), n);
    return out;
}

/* The partner choice: alone, or with a neighbour who could still join a bid that beats the high
 * bid (never one who withdrew, refused this turn, or has no mints). */
static void partner_buttons(MintBidView *v, const ViewFrame *f, Flow *fl, const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    /* TRANSLATORS: bid alone, not with a neighbour as partner */
    flow_button(v, fl, _("Alone"), MB_ACT_PARTNER, 0, NULL, NULL,
                v->partner == 0 ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL);
    /* right first: it sits to the left on screen, as the arrow says */
    for (int side = 2; side >= 1; side--) {
        if (!mbv_partner_offered(legal, side))
            continue;
        char with[64], label[80];
        int seat = side == 1 ? mintbid_left_of(s, me) : mintbid_right_of(s, me);
        /* TRANSLATORS: bid together with this neighbour (an arrow shows on which side) */
        snprintf(with, sizeof with, _("with %s"), seat_name(f, seat));
        if (side == 2)
            snprintf(label, sizeof label, "\u2190 %s", with);
        else
            snprintf(label, sizeof label, "%s \u2192", with);
        flow_button(v, fl, label, MB_ACT_PARTNER, side, NULL, NULL,
                    v->partner == side ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL);
    }
}

static const char *beat_why(int total, int high, char *out, size_t outlen)
{
    snprintf(out, outlen, _("%d does not beat the high bid of %d: raise it first"), total, high);
    return out;
}

static void controls_open(MintBidView *v, const ViewFrame *f, Flow *fl, Flow *fl2,
                          const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    if (s->mode == MB_MODE_FULL && v->partner && !mbv_partner_offered(legal, v->partner))
        v->partner = 0; /* that neighbour can no longer join */
    int p = s->mode == MB_MODE_FULL ? mbv_partner_seat(v, s, me) : -1;
    char up_why[96], other_why[96];
    /* TRANSLATORS: the label of the bid's amount: "You" (your share, beside your partner's) */
    stepper(v, fl, p >= 0 ? _("You") : _("Bid"), v->amount, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP,
            v->amount > 1 ? NULL
            : p >= 0      ? _("Your share is at least 1 mint")
                          : _("A bid is at least 1 mint"),
            v->amount < s->mints[me] ? NULL : only_mints(f, me, true, up_why, sizeof up_why));
    if (p >= 0) {
        char down_why[96];
        snprintf(down_why, sizeof down_why, _("%s's share is at least 1 mint"), seat_name(f, p));
        stepper(v, fl, seat_name(f, p), v->other, MB_ACT_OTHER_DOWN, MB_ACT_OTHER_UP,
                v->other > 1 ? NULL : down_why,
                v->other < s->mints[p] ? NULL
                                       : only_mints(f, p, false, other_why, sizeof other_why));
    }
    if (s->mode == MB_MODE_FULL) {
        partner_buttons(v, f, fl2, legal);
        fl2++; /* the actions go on the row below the partner choice */
    }
    char move[MOVE_MAX], label[32], why[VIEW_REASON_MAX];
    int total = v->amount + (p >= 0 ? v->other : 0);
    if (p >= 0)
        snprintf(move, sizeof move, "bid %d+%d %s", v->amount, v->other,
                 v->partner == 1 ? "left" : "right");
    else
        snprintf(move, sizeof move, "bid %d", v->amount);
    /* TRANSLATORS: buttons: propose a bid of that total to the partner, or bid it alone */
    snprintf(label, sizeof label, p >= 0 ? _("Propose %d") : _("Bid %d"), total);
    const char *bid_why = NULL;
    if (v->amount > s->mints[me])
        bid_why = only_mints(f, me, true, why, sizeof why);
    else if (total <= s->auction.high)
        bid_why = beat_why(total, s->auction.high, why, sizeof why);
    else if (!legal_has(legal, move))
        bid_why = refused_why(f, move, why, sizeof why);
    flow_button(v, fl2, label, MB_ACT_MOVE, 0, move, bid_why, UI_BUTTON_PRIMARY);
    if (legal_has(legal, "pass"))
        flow_button(v, fl2, _("Pass"), MB_ACT_MOVE, 0, "pass", NULL, UI_BUTTON_NORMAL);
    if (legal_has(legal, "withdraw"))
        flow_button(v, fl2, _("Withdraw"), MB_ACT_MOVE, 0, "withdraw", NULL, UI_BUTTON_DANGER);
}

static void controls_proposal(MintBidView *v, const ViewFrame *f, Flow *fl)
{
    const MintBidState *s = mbv_state(f);
    const MintBidAuction *a = &s->auction;
    char text[96];
    /* TRANSLATORS: a neighbour's proposal to bid together: its share, yours, and the bid */
    snprintf(text, sizeof text, _("%s puts in %d if you put in %d (total %d)"),
             seat_name(f, a->prop_from), a->prop_share_from, a->prop_share_to,
             a->prop_share_from + a->prop_share_to);
    flow_text(v, fl, text);
}

static void controls_secret(MintBidView *v, const ViewFrame *f, Flow *fl, Flow *fl2)
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    char up_why[96];
    stepper(v, fl, _("Secret bid"), v->amount, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP,
            v->amount > 0 ? NULL : _("A closed bid is 0 mints or more"),
            v->amount < s->mints[me] ? NULL : only_mints(f, me, true, up_why, sizeof up_why));
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "secret %d", v->amount);
    flow_button(v, fl2, _("Seal my bid"), MB_ACT_MOVE, 0, move, NULL, UI_BUTTON_PRIMARY);
}

static void controls_ai_answer(MintBidView *v, const ViewFrame *f, Flow *fl, Flow *fl2)
{
    const MintBidState *s = mbv_state(f);
    int me = f->to_move;
    char text[80];
    snprintf(text, sizeof text, _("Best bid %d by %s"), s->auction.best,
             seat_name(f, s->auction.best_seat));
    flow_text(v, fl, text);
    if (v->amount <= s->auction.best)
        v->amount = s->auction.best + 1;
    char down_why[96], up_why[96];
    snprintf(down_why, sizeof down_why, _("Your bid must beat the best bid of %d"),
             s->auction.best);
    stepper(v, fl, NULL, v->amount, MB_ACT_SHARE_DOWN, MB_ACT_SHARE_UP,
            v->amount > s->auction.best + 1 ? NULL : down_why,
            v->amount < s->mints[me] ? NULL : only_mints(f, me, true, up_why, sizeof up_why));
    char move[MOVE_MAX], label[32], why[96];
    snprintf(move, sizeof move, "bid %d", v->amount);
    snprintf(label, sizeof label, _("Bid %d"), v->amount);
    flow_button(v, fl2, label, MB_ACT_MOVE, 0, move,
                v->amount <= s->mints[me] ? NULL : only_mints(f, me, true, why, sizeof why),
                UI_BUTTON_PRIMARY);
    /* TRANSLATORS: a button: do not outbid the AI card's bid */
    flow_button(v, fl2, _("Let it stand"), MB_ACT_MOVE, 0, "pass", NULL, UI_BUTTON_NORMAL);
}

static void controls(MintBidView *v, const ViewFrame *f, Flow rows[3], const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    char label[80], share[64], move[MOVE_MAX], why[128];
    switch (s->phase) {
    case MB_PHASE_PICK:
        controls_pick(v, f, &rows[1], legal);
        break;
    case MB_PHASE_OPEN:
        controls_open(v, f, &rows[0], &rows[1], legal);
        break;
    case MB_PHASE_PROPOSAL:
        controls_proposal(v, f, &rows[0]);
        flow_button(v, &rows[1], _("Agree"), MB_ACT_MOVE, 0, "agree", NULL, UI_BUTTON_PRIMARY);
        flow_button(v, &rows[1], _("Refuse"), MB_ACT_MOVE, 0, "refuse", NULL, UI_BUTTON_NORMAL);
        break;
    case MB_PHASE_SECRET:
        controls_secret(v, f, &rows[0], &rows[1]);
        break;
    case MB_PHASE_CHOOSE_WINNER:
        for (int p = 0; p < s->base.players; p++) {
            snprintf(move, sizeof move, "winner %d", p + 1);
            if (legal_has(legal, move)) {
                /* TRANSLATORS: a button: the auctioneer names this player the winner of a tie */
                snprintf(label, sizeof label, _("%s wins"), seat_name(f, p));
                flow_button(v, &rows[1], label, MB_ACT_MOVE, 0, move, NULL, UI_BUTTON_PRIMARY);
            }
        }
        break;
    case MB_PHASE_SHARE:
        if (legal_has(legal, "share right")) {
            /* TRANSLATORS: a button: share the location won alone with this neighbour (an
             * arrow shows on which side) */
            snprintf(share, sizeof share, _("share with %s"),
                     seat_name(f, mintbid_right_of(s, f->to_move)));
            snprintf(label, sizeof label, "\u2190 %s", share);
            flow_button(v, &rows[1], label, MB_ACT_MOVE, 0, "share right", NULL, UI_BUTTON_PRIMARY);
        }
        if (legal_has(legal, "share left")) {
            snprintf(share, sizeof share, _("share with %s"),
                     seat_name(f, mintbid_left_of(s, f->to_move)));
            snprintf(label, sizeof label, "%s \u2192", share);
            flow_button(v, &rows[1], label, MB_ACT_MOVE, 0, "share left", NULL, UI_BUTTON_PRIMARY);
        }
        break;
    case MB_PHASE_AI_ANSWER:
        controls_ai_answer(v, f, &rows[0], &rows[1]);
        break;
    case MB_PHASE_SOLO_BID:
        snprintf(label, sizeof label, _("Bid %d"), 1);
        flow_button(v, &rows[1], label, MB_ACT_MOVE, 0, "bid 1",
                    legal_has(legal, "bid 1") ? NULL : _("You have no mints: withdraw"),
                    UI_BUTTON_PRIMARY);
        flow_button(v, &rows[1], _("Withdraw"), MB_ACT_MOVE, 0, "withdraw", NULL, UI_BUTTON_DANGER);
        break;
    case MB_PHASE_SOLO_ANSWER:
        snprintf(label, sizeof label, _("Raise to %d"), s->ai_bid + 1);
        snprintf(why, sizeof why, _("Raising to %d needs %d mints and you have %d"), s->ai_bid + 1,
                 s->ai_bid + 1, s->mints[f->to_move]);
        flow_button(v, &rows[1], label, MB_ACT_MOVE, 0, "raise",
                    legal_has(legal, "raise") ? NULL : why, UI_BUTTON_PRIMARY);
        flow_button(v, &rows[1], _("Withdraw"), MB_ACT_MOVE, 0, "withdraw", NULL, UI_BUTTON_DANGER);
        break;
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        flow_text(v, &rows[1], _("Click a lit spot on the table"));
        break;
    case MB_PHASE_UTILITY:
    case MB_PHASE_PRODUCTION:
        flow_text(v, &rows[0],
                  s->phase == MB_PHASE_UTILITY
                      ? (v->source < 0 ? _("Click a location to move") : _("Click its new spot"))
                      : _("Click a location to turn it"));
        if (v->source >= 0)
            flow_button(v, &rows[1], _("Cancel"), MB_ACT_CANCEL, 0, NULL, NULL, UI_BUTTON_QUIET);
        /* TRANSLATORS: a button: do not use the Utility (or Production) ability */
        flow_button(v, &rows[1], _("Skip"), MB_ACT_MOVE, 0, "skip", NULL, UI_BUTTON_NORMAL);
        break;
    case MB_PHASE_OVER:
        break;
    }
}

/* One line on the auction in progress, for everyone. */
static void auction_status(const ViewFrame *f, char *out, size_t outlen)
{
    const MintBidState *s = mbv_state(f);
    const MintBidAuction *a = &s->auction;
    out[0] = '\0';
    if (s->phase == MB_PHASE_OVER) {
        snprintf(out, outlen, "%s", _("The game is over"));
        return;
    }
    if (s->phase >= MB_PHASE_DEED) {
        /* TRANSLATORS: an ability (Deed, Utility, Production) and the player who holds it */
        snprintf(out, outlen, _("End of the game: %s ability for %s"),
                 mintbid_type_name(s->phase - MB_PHASE_DEED),
                 seat_name(f, s->holder[s->phase - MB_PHASE_DEED]));
        return;
    }
    if (a->card < 0) {
        snprintf(out, outlen, _("Round %d · %s picks the next location"), s->round,
                 seat_name(f, s->auctioneer));
        return;
    }
    const char *name = mintbid_card_name(a->card);
    if (s->phase == MB_PHASE_PLACE) {
        /* TRANSLATORS: a player lays a location ("Ana places Harbor") */
        snprintf(out, outlen, _("%s places %s"), seat_name(f, a->placer), name);
    } else if (s->phase == MB_PHASE_SOLO_ANSWER) {
        snprintf(out, outlen, _("%s · the AI raised to %d"), name, s->ai_bid);
    } else if (s->phase == MB_PHASE_AI_ANSWER) {
        snprintf(out, outlen, _("%s · the AI bid %d"), name, s->ai_bid);
    } else if (a->closed) {
        if (a->revealed)
            snprintf(out, outlen, _("Closed auction for %s · the bids are revealed"), name);
        else
            snprintf(out, outlen, _("Closed auction for %s · %d of %d bids sealed"), name,
                     a->secrets_in, s->base.players);
    } else if (a->high > 0 && a->high_seat[1] >= 0) {
        /* TRANSLATORS: a location, the high bid, and the two partners' shares of it */
        snprintf(out, outlen, _("%s · high bid %d: %s %d + %s %d"), name, a->high,
                 seat_name(f, a->high_seat[0]), a->high_share[0], seat_name(f, a->high_seat[1]),
                 a->high_share[1]);
    } else if (a->high > 0) {
        snprintf(out, outlen, _("%s · high bid %d by %s"), name, a->high,
                 seat_name(f, a->high_seat[0]));
    } else {
        snprintf(out, outlen, _("%s · no bid yet"), name);
    }
}

static void draw_die(MintBidView *v, const ViewFrame *f, SDL_Rect r)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    int face = s->mode == MB_MODE_SOLO ? s->ai_roll : s->last_roll;
    double angle = 0;
    if (ui_tween_running(ui, &v->roll)) {
        float t = ui_tween_progress(ui, &v->roll);
        angle = (1.0 - t) * 540.0;
        if (t < 0.8f)
            face = 1 + (int)(t * 23) % 6;
    }
    if (face >= 1) {
        char name[24];
        snprintf(name, sizeof name, "mintbid/die-%d.svg", face);
        ui_sprite_ex(ui, name, r, ui_rgba(0xffffff, 255), angle);
    } else {
        ui_round_rect_border(ui, r, r.w / 6, ui_rgba(0x000000, 40), ui_rgba(0xffffff, 60), 1);
    }
}

static void die_tooltip(MintBidView *v, const ViewFrame *f, SDL_Rect r)
{
    const MintBidState *s = mbv_state(f);
    if (!ui_inside(r, v->mouse_x, v->mouse_y))
        return;
    char text[300];
    if (s->mode == MB_MODE_SOLO)
        snprintf(text, sizeof text, "%s",
                 s->ai_roll ? _("The die: the AI card rolls it after your bid and acts on its "
                                "table; it shows the last roll")
                            : _("The die: the AI card rolls it after your bid and acts on its "
                                "table"));
    else if (s->last_roll)
        snprintf(text, sizeof text,
                 _("The die: rolled after each round's auctions; every player gains 1 mint per "
                   "location they control worth the roll. Last roll: %d"),
                 s->last_roll);
    else
        snprintf(text, sizeof text, "%s",
                 _("The die: rolled after each round's auctions; every player gains 1 mint per "
                   "location they control worth the roll"));
    ui_tooltip(v->ui, r, text);
}

/* The tray's room for the auction's state and the controls (units): the block's cards take no
 * more than what is left. */
#define CONTROLS_LEAST 500

/* The block's cards still to come, beside the one in play, within `room` (its height: the card in
 * play's): in a row at the card in play's size where there is room, else smaller, two deep, as
 * large as a row of them would be. Returns the x after them. */
static int draw_waiting(MintBidView *v, const MintBidState *s, int main_card, SDL_Rect room)
{
    Ui *ui = v->ui;
    int waiting = 0;
    for (int i = 0; i < s->block_count; i++)
        waiting += s->block[i] != main_card;
    if (waiting == 0)
        return room.x;
    int gap = ui_px(ui, 6), small_h = room.h / 2 - ui_px(ui, 4);
    int row_w = px_min(room.h * 5 / 7, room.w / waiting - gap);
    bool in_row = row_w >= small_h * 5 / 7;
    int w = in_row ? row_w : small_h * 5 / 7, h = in_row ? row_w * 7 / 5 : small_h, k = 0;
    for (int i = 0; i < s->block_count; i++) {
        int c = s->block[i];
        if (c == main_card)
            continue;
        SDL_Rect r = {room.x + (in_row ? k : k / 2) * (w + gap),
                      in_row ? room.y + room.h - h : room.y + (k % 2) * (h + ui_px(ui, 8)), w, h};
        v->block_rect[c] = r;
        mbv_draw_card(ui, s, c, r, false);
        if (ui_inside(r, v->mouse_x, v->mouse_y))
            card_tooltip(v, s, c, r);
        k++;
    }
    return room.x + (in_row ? k : (k + 1) / 2) * (w + gap);
}

static void draw_tray(MintBidView *v, const ViewFrame *f, const MoveList *legal)
{
    const MintBidState *s = mbv_state(f);
    Ui *ui = v->ui;
    SDL_Rect t = v->tray;
    ui_panel(ui, t, UI_PANEL_TRAY, false);
    int pad = ui_px(ui, 10), label_h = ui_px(ui, 18);
    memset(v->block_rect, 0, sizeof v->block_rect);
    /* the die and the deck on the right */
    int die = ui_px(ui, 44);
    SDL_Rect dr = {t.x + t.w - pad - die, t.y + pad + ui_px(ui, 6), die, die};
    draw_die(v, f, dr);
    die_tooltip(v, f, dr);
    char deck[24];
    /* TRANSLATORS: under the die: how many cards are left in the deck */
    snprintf(deck, sizeof deck, _("deck %d"), s->deck_count);
    ui_text(ui, deck, style(ui, UI_FONT_REGULAR, 12, UI_TEXT_DIM), dr.x + die / 2,
            dr.y + die + ui_px(ui, 6), UI_ALIGN_CENTER);
    SDL_Rect deck_r = {dr.x, dr.y + die + ui_px(ui, 24), die, die * 7 / 5};
    v->die_rect = dr;
    v->deck_rect = (SDL_Rect){dr.x, dr.y + die, die, ui_px(ui, 20)}; /* its count */
    if (deck_r.y + deck_r.h <= t.y + t.h - pad && s->deck_count > 0) {
        mbv_draw_card_back(ui, deck_r);
        v->deck_rect.h = deck_r.y + deck_r.h - v->deck_rect.y;
    }
    v->bank = (SDL_Rect){dr.x, dr.y, die * 5 / 7, die};
    int right = dr.x - pad;
    /* the block: full-size cards while the auctioneer picks; else the card in play large and the
     * rest small */
    /* TRANSLATORS: the cards up for auction this round, in the tray under the table */
    SDL_Rect label = ui_text(ui, _("Auction block"), style(ui, UI_FONT_BOLD, 12, UI_TEXT_DIM),
                             t.x + pad, t.y + pad, 0);
    int top = t.y + pad + label_h, h = t.y + t.h - pad - top, w = h * 5 / 7;
    int x = t.x + pad;
    int main_card = s->auction.card >= 0 ? s->auction.card : placing_card(s);
    bool picking = s->phase == MB_PHASE_PICK;
    if (picking && s->block_count > 0) {
        /* the card chosen rises by `lift` in its outline (`ring` around it): the row keeps that
         * room under the label, whose letters stay clear of the outline */
        int lift = ui_px(ui, 6), ring = OUTLINE_OFF + ui_px(ui, 3), raise = lift + ring;
        /* the cards as large as the tray's height allows, a fifth of a card apart; or, where
         * the pick's buttons leave too little room for that, as large as they leave room for, a
         * seventh apart as on the table (their mint tabs reach across it towards each other):
         * a 6-player block at 1024x640 says its names */
        int room = right - x - pad - pick_controls_w(v), n = s->block_count;
        w = px_min((h - raise) * 5 / 7, room * 5 / (6 * n));
        int gap = w / 5;
        if (w < (h - raise) * 5 / 7) {
            w = px_min((h - raise) * 5 / 7, room * 7 / (8 * n));
            gap = w / 7;
        }
        int ch = w * 7 / 5;
        for (int i = 0; i < s->block_count; i++) {
            int c = s->block[i];
            SDL_Rect r = {x, top + raise + (h - raise - ch) / 2, w, ch};
            bool chosen = v->pick == c,
                 hover = ui_inside(r, v->mouse_x, v->mouse_y) && mbv_actor(f) >= 0;
            if (chosen)
                r.y -= lift;
            v->block_rect[c] = r;
            mbv_draw_card(ui, s, c, r, false);
            check_card_words(ui, c, r, "of the block to pick from");
            if (chosen || hover)
                ui_outline_rect(ui,
                                (SDL_Rect){r.x - OUTLINE_OFF, r.y - OUTLINE_OFF,
                                           r.w + 2 * OUTLINE_OFF, r.h + 2 * OUTLINE_OFF},
                                ui_px(ui, chosen ? 3 : 2),
                                chosen ? ui_colour(UI_ACCENT) : ui_rgba(0xffffff, 200));
            if (ui_inside(r, v->mouse_x, v->mouse_y))
                card_tooltip(v, s, c, r);
            x += w + gap;
        }
    } else {
        if (main_card >= 0 && !(ui_tween_running(ui, &v->fly) && v->fly_card == main_card)) {
            SDL_Rect r = {x, top, w, h};
            v->block_rect[main_card] = r;
            if (s->where[main_card] != MB_ON_TABLE)
                mbv_draw_card(ui, s, main_card, r, false);
        }
        x += w + ui_px(ui, 10);
        x = draw_waiting(v, s, main_card,
                         (SDL_Rect){x, top, right - x - ui_px(ui, CONTROLS_LEAST), h});
    }
    v->block_area = (SDL_Rect){t.x + pad, t.y + pad, x - t.x - pad, t.h - 2 * pad};
    /* the auction's state and the controls */
    int cx = x + pad;
    if (cx < label.x + label.w + pad) /* a narrow block (one card, or none) under a longer label */
        cx = label.x + label.w + pad;
    v->controls_rect = (SDL_Rect){cx, t.y + pad, right - cx, t.h - 2 * pad};
    char status[160];
    auction_status(f, status, sizeof status);
    /* (over a row of cards being picked, whose buttons leave it little room beside them, it
     * runs on the label's line from the label on: the row keeps room over the cards) */
    int sx = picking && s->block_count > 0 ? label.x + label.w + pad : cx;
    UiTextStyle gold =
        ui_style_fit(ui, status, style(ui, UI_FONT_BOLD, 14, UI_GOLD), right - sx, ui_px(ui, 11));
    ui_text_fit(ui, status, gold, sx, t.y + pad, right - sx, 0);
    v->buttons = 0;
    if (mbv_actor(f) < 0)
        return;
    int row_h = ui_px(ui, 32), gap = ui_px(ui, 6);
    Flow rows[3];
    for (int i = 0; i < 3; i++)
        rows[i] = (Flow){cx, t.y + pad + ui_px(ui, 26) + i * (row_h + gap), row_h, right, cx};
    controls(v, f, rows, legal);
}

/* ---------------------------------------------------------------- the card under the mouse */

/* The card under the mouse, on the table or in the block (-1: none), and where it lies. */
static int hovered_card(const MintBidView *v, SDL_Rect *where)
{
    for (int c = 0; c < MB_CARDS; c++) {
        const SDL_Rect *r = v->card_rect[c].w > 0 ? &v->card_rect[c] : &v->block_rect[c];
        if (r->w > 0 && ui_inside(*r, v->mouse_x, v->mouse_y)) {
            *where = *r;
            return c;
        }
    }
    return -1;
}

/* A card the table shows smaller than its words need comes up whole beside the mouse, as a
 * player lifts a card to read it: at a card's size on a table, or larger until its type's name
 * shows too; beside the card on the side with room, within the view. */
static void draw_zoom(MintBidView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    const MintBidState *s = mbv_state(f);
    SDL_Rect at;
    int card = hovered_card(v, &at);
    v->zoom_card = -1;
    v->zoom_rect = (SDL_Rect){0, 0, 0, 0};
    if (card < 0 || !card_lifts(v, card, at))
        return;
    SDL_Rect r = {0, 0, ui_px(ui, MB_CARD_MOST_W), 0};
    for (r.h = r.w * 7 / 5; card_lifts(v, card, r) && r.w < v->area.w / 3; r.h = r.w * 7 / 5)
        r.w += ui_px(ui, 10);
    int gap = ui_px(ui, 12);
    if (at.y >= v->tray.y) { /* a card in the tray comes up over the board, clear of the controls */
        r.x = px_min(at.x, v->tray.x + v->tray.w - r.w);
        r.y = at.y - gap - r.h;
    } else { /* one on the table beside it, on the side with room */
        r.x = at.x + at.w + gap;
        if (r.x + r.w > v->area.x + v->area.w)
            r.x = at.x - gap - r.w;
        r.y = at.y + at.h / 2 - r.h / 2;
    }
    if (r.y + r.h > v->area.y + v->area.h)
        r.y = v->area.y + v->area.h - r.h;
    if (r.y < v->area.y)
        r.y = v->area.y;
    v->zoom_card = card;
    v->zoom_rect = r;
    ui_begin_overlay(ui);
    mbv_draw_card(ui, s, card, r, s->where[card] == MB_ON_TABLE && s->rotated[card]);
}

/* ---------------------------------------------------------------- the scene */

void mbv_draw_scene(MintBidView *v, const ViewFrame *f)
{
    const MintBidState *s = mbv_state(f);
    MoveList legal = MOVELIST_INIT;
    if (mbv_actor(f) >= 0)
        mbv_legal(f, &legal);
    v->zoom_blocked = !f->replay && v->bids_held; /* (the closed bids' panel, mbv_draw_table) */
    draw_streets(v, f);
    memset(v->card_rect, 0, sizeof v->card_rect);
    v->token_rect = (SDL_Rect){0, 0, 0, 0};
    for (int a = 0; a < s->area_count; a++)
        draw_area(v, f, a, &legal);
    draw_spots(v, f, &legal);
    draw_tray(v, f, &legal);
    for (int p = 0; p < s->base.players; p++)
        draw_panel(v, f, p);
    draw_ai_card(v, f);
    mbv_draw_table(v, f);
    draw_flying_card(v, f);
    draw_zoom(v, f);
    movelist_free(&legal);
}
