/* Buyout! view: the help screen (the rules in our own words, and a small sample picture). */
#include <stdio.h>

#include "core/i18n.h"
#include "ui/text.h"
#include "view_internal.h"

/* The rules, a line for each heading ("# "), bullet ("- ") or paragraph, each marked for the
 * catalogue without its "# " or "- ": the help screen shows each line in the player's language. */
/* clang-format off */
const char bov_help_text[] =
    "# " N_("The idea") "\n"
    N_("You are a property developer in a city of six districts. Put up buildings, grow "
       "them tall, take over your rivals' towers, and collect rent from the districts you "
       "dominate at the end of every round. Whoever ends with the most money wins.") "\n"
    "\n"
    "# " N_("The city") "\n"
    "- " N_("Forty-eight lots in eight columns (1 to 8) and six rows (A to F), split into "
            "six districts, each with a value: Downtown $5,000, Harbor $4,000, Midtown "
            "$3,000, Riverside $3,000, Old Town $2,000 and Suburbs $1,000.") "\n"
    "- " N_("A building is the pile of tiles on a lot. The colour of its top tile tells who "
            "owns it, the number on its foot how many tiles it holds, and the picture on "
            "top whether it is special. Lots next to each other share a side (never a "
            "corner), across district lines too.") "\n"
    "\n"
    "# " N_("Your tiles") "\n"
    N_("Everyone has a bag of 30 tiles: 21 plain ones, 3 parks, 3 roofs, 2 department "
       "stores and 1 scaffolding. You begin with $6,000 and three plain tiles in hand. Only "
       "you see your hand; the others see how many tiles you hold and how many are left in "
       "your bag.") "\n"
    "\n"
    "# " N_("On your turn") "\n"
    N_("Click a tile in your hand: the lots where it may go light up, and pointing at one "
       "shows what it would cost. Click a lit lot to build. Then build again or press End "
       "turn. You must build at least once if you can; if nothing of yours fits anywhere, "
       "press Pass. Your hand is then topped up to three from your bag.") "\n"
    "- " N_("A plain tile or a store may go on an empty lot, on your own building, or on a "
            "rival's building: that is a buyout, and you first pay the owner $2,000 for "
            "every tile in it. You need the full sum in hand.") "\n"
    "- " N_("A park only goes on an empty lot, and nothing may ever go on top of it.") "\n"
    "- " N_("A roof only goes on top of a building (yours, or a rival's as a buyout), and "
            "it closes the building for good.") "\n"
    "- " N_("Scaffolding goes on top of a building that is not a park or roof (a buyout if "
            "it is a rival's). Right after, you may carry the scaffolding and the tile "
            "beneath it to any lot where a plain tile could go (click that lot, paying "
            "whatever it costs there), or press Stay.") "\n"
    "- " N_("A department store, the moment it is placed, collects $1,000 from each rival "
            "for each of their buildings beside it. From then on, anyone who builds next to "
            "a rival's store pays its owner $1,000. Cover a store and it stops working.") "\n"
    "- " N_("Nobody's cash drops below zero from store charges: a player who cannot pay in "
            "full pays what they have.") "\n"
    "\n"
    "# " N_("Payday") "\n"
    N_("When everyone has had a turn, each district pays:") "\n"
    "- " N_("The owner of its tallest building gets the district's value plus $1,000 per "
            "tile of that building. If two players share the top height, nobody gets it.") "\n"
    "- " N_("The player owning strictly the most buildings there gets $2,000 for each of "
            "them. A draw pays nobody.") "\n"
    "- " N_("Parks count as buildings one tile high.") "\n"
    N_("The strip under the city keeps the score as you play: under each district's name "
       "and value, the tower line shows whose building is tallest there now and what it "
       "would earn, and the line of little houses who owns the most buildings and what that "
       "would earn (\"tie\" when nobody would be paid). Point at a district there to read "
       "it in words.") "\n"
    N_("A panel shows who got what, district by district. Then the die moves to the next "
       "player on the left, who starts the next round.") "\n"
    "\n"
    "# " N_("The end") "\n"
    N_("The game stops after a payday when somebody has no tiles left at all, or after a "
       "round in which nobody built. Then three bonuses: $2,000 per tile for the tallest "
       "building in the city, $1,000 per building for whoever owns the most buildings (a "
       "tie pays nobody), and $1,000 for every tile still in your hand (not the bag). The "
       "richest player wins.") "\n";
/* clang-format on */

/* Yellow buys out Green's three-tile tower: $2,000 a tile, $6,000 in all. */
int bov_draw_help_picture(Ui *ui, SDL_Rect area)
{
    int caption = ui_px(ui, 56);
    int cell = area.h - caption;
    if (cell > ui_px(ui, 170))
        cell = ui_px(ui, 170);
    if (cell * 3 > area.w)
        cell = area.w / 3;
    /* seat 0 plays Green and seat 1 Yellow in the house palette (red, blue, green, yellow) */
    int colours[BUYOUT_MAX_PLAYERS] = {2, 3, 0, 1};
    BuyoutStack before = {3, {{0, BUYOUT_REGULAR}, {0, BUYOUT_REGULAR}, {0, BUYOUT_REGULAR}}};
    BuyoutStack after = before;
    after.tile[3] = (BuyoutTile){1, BUYOUT_STORE};
    after.height = 4;
    int x = area.x + (area.w - 3 * cell) / 2;
    SDL_Color ground = bov_region_colour(BUYOUT_DOWNTOWN);
    SDL_Rect a = {x, area.y, cell, cell}, b = {x + 2 * cell, area.y, cell, cell};
    ui_fill_round_rect(ui, a, cell / 10, ground);
    ui_fill_round_rect(ui, b, cell / 10, ground);
    bov_draw_stack(ui, colours, &before, a, 0);
    bov_draw_stack(ui, colours, &after, b, 0);
    UiTextStyle small = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM));
    int under = cell + cell / 2; /* a caption's room under its building */
    /* TRANSLATORS: the help's picture of a buyout: Green's building before, Yellow's after */
    const char *was = _("Green's building"), *now = _("now Yellow's");
    ui_text_fit(ui, was, ui_style_fit(ui, was, small, under, ui_px(ui, 9)), a.x + a.w / 2,
                a.y + a.h + ui_px(ui, 4), under, UI_ALIGN_CENTER);
    ui_text_fit(ui, now, ui_style_fit(ui, now, small, under, ui_px(ui, 9)), b.x + b.w / 2,
                b.y + b.h + ui_px(ui, 4), under, UI_ALIGN_CENTER);
    int mid = area.y + cell / 2;
    /* the payment in the gap between the two buildings, wrapped above the arrow */
    const char *pays = _("Yellow pays Green $6,000");
    UiTextStyle gold = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_GOLD));
    int gap_w = cell - ui_px(ui, 12);
    int pays_h = ui_text_wrapped(ui, pays, gold, 0, 0, gap_w, UI_ALIGN_CENTER, false);
    ui_text_wrapped(ui, pays, gold, x + cell + ui_px(ui, 6), mid - pays_h, gap_w, UI_ALIGN_CENTER,
                    true);
    float x1 = (float)(x + cell + cell / 8), x2 = (float)(x + 2 * cell - cell / 8);
    float ay = (float)(mid + ui_px(ui, 8)), head = (float)ui_px(ui, 9);
    SDL_Color ink = ui_colour(UI_TEXT);
    ui_line(ui, x1, ay, x2, ay, (float)ui_px(ui, 3), ink);
    ui_line(ui, x2 - head, ay - head, x2, ay, (float)ui_px(ui, 3), ink);
    ui_line(ui, x2 - head, ay + head, x2, ay, (float)ui_px(ui, 3), ink);
    UiTextStyle cap = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    const char *what = _("A buyout: Yellow tops Green's 3-tile building and pays Green 3 x $2,000");
    ui_text_fit(ui, what, ui_style_fit(ui, what, cap, area.w, ui_px(ui, 10)), area.x + area.w / 2,
                area.y + cell + ui_px(ui, 28), area.w, UI_ALIGN_CENTER);
    return cell + caption;
}
