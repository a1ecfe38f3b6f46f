/* The Estates view: the rules in our own words and a small picture for the help screen.
 *
 * Each line of the help text is marked for the catalogue on its own (N_), without its "# " or
 * "- ", and the help screen shows each line in the player's language. */
#include <stdio.h>

#include "core/i18n.h"
#include "ui/text.h"
#include "view_internal.h"

const char esv_help_text[] =
    "# " N_("The idea") "\n"
    N_("Three rows of lots run from Main Street across the river. You auction building "
       "pieces to one another and put them up. Only rows that get finished pay: when the "
       "game stops, every building in an unfinished row costs its owner points.") "\n"
    "\n"
    "# " N_("What you start with") "\n"
    "- " N_("Everyone begins with $12M in hand, as twelve checks of $1M each. A check is the "
            "game's money: one check is one million, and it is also what you stow in your "
            "cash box.") "\n"
    "- " N_("Beside the board lie 24 floor cubes in three rows of eight, drawn at random from "
            "the 36 (six company colours, numbered 1 to 6); the other 12 stay out of the "
            "game.") "\n"
    "- " N_("A face-down pile of 12 rooftops (two each of 1 to 6), three building permits (1, "
            "2 and 3), the mayor and the cancel cube wait in the supply.") "\n"
    "\n"
    "# " N_("On your turn") "\n"
    "- " N_("First you may stow $1M from your hand in your cash box. Stowed money can never "
            "be spent again, but each stowed million is a point at the end.") "\n"
    "- " N_("Then pick one piece and auction it: a floor cube from either end of a display "
            "row, the top rooftop (it is turned up first; only while some building lacks a "
            "roof), a building permit, the mayor or the cancel cube.") "\n"
    "- " N_("Going round from your left, every other player bids once or passes. A bid must "
            "beat the one before and cannot exceed the bidder's money in hand.") "\n"
    "- " N_("Then you choose: sell (the high bidder pays you and takes the piece) or buy (you "
            "pay the high bidder that sum and keep it). If nobody bid, the piece is yours for "
            "nothing.") "\n"
    "- " N_("The new owner places it at once. A permit, the mayor or the cancel cube may be "
            "thrown out instead; a cube or rooftop that fits nowhere leaves the game.") "\n"
    "\n"
    "# " N_("Building") "\n"
    "- " N_("Each row must fill 4 lots to begin with. Buildings stand side by side from Main "
            "Street with no gap; you may not build on or beyond a permit.") "\n"
    "- " N_("A cube may go on an unroofed building if its number is lower than the cube it "
            "lands on. The pale speckled lots (white dirt) take a single cube only.") "\n"
    "- " N_("Whoever builds the first cube of a colour takes that company's certificate for "
            "the rest of the game.") "\n"
    "- " N_("A rooftop finishes a building: nothing more goes on it.") "\n"
    "- " N_("A permit of value 1, 2 or 3 makes a row that many lots longer or shorter. It "
            "stands just past the row's new end, which must stay between 1 and 9 lots and not "
            "fall below what is already built. The buttons at a row's end show the new "
            "length.") "\n"
    "- " N_("The mayor stands in front of one row and doubles every score there, good or bad.") "\n"
    "- " N_("The cancel cube takes one permit off the board, undoing its effect.") "\n"
    "\n"
    "# " N_("The end") "\n"
    N_("The game stops as soon as two rows are complete (every required lot built and "
       "roofed), or when no more buildings can be finished: the rooftops are gone, or "
       "every building has a roof and the display is empty.") "\n"
    "\n"
    "# " N_("Scoring") "\n"
    "- " N_("A building is worth its cube numbers plus its rooftop, and belongs to the holder "
            "of the certificate matching its top cube's colour.") "\n"
    "- " N_("In a complete row it scores plus, in an unfinished row minus; the mayor doubles "
            "it either way.") "\n"
    "- " N_("Each check in your cash box adds 1. Money still in hand adds nothing.") "\n"
    "- " N_("Highest score wins; a tie goes to whoever owns more checks in all.") "\n"
    "\n"
    "# " N_("Hidden money") "\n"
    N_("Nobody sees anyone else's money in hand until a round is scored, when all money is "
       "laid open for the tie-break. The stowed checks are counted openly, so every score is "
       "known. The lobby option open money shows everything.") "\n"
    "\n"
    "# " N_("Several rounds") "\n"
    N_("With the rounds option you play a set number of rounds. Everyone's checks, hand "
       "and cash box together, become the next round's starting money, and scores add "
       "up. Win two rounds and you win at once (a shared round win counts for nobody). "
       "Each round starts one seat further left; the starter deals it with Deal the next "
       "round.") "\n"
    "\n"
    "# " N_("Using the board") "\n"
    "- " N_("Lit pieces and lots are what you may click now. Hover over a row to see what "
            "each building would score if the game ended now; hover over a lit lot to see it "
            "after your placement.") "\n"
    "- " N_("Bid with the slider, the + and \xe2\x88\x92 buttons or the arrow keys, then Bid; "
            "or Pass.") "\n";

int esv_draw_help_picture(Ui *ui, SDL_Rect area)
{
    /* the help screen leaves about 260 units for the picture */
    int h = area.h - ui_px(ui, 10);
    SDL_Rect board = {area.x, area.y, area.w, h};
    /* a deep green, so that the white words beside the building read on it (6:1) */
    ui_fill_round_rect(ui, board, ui_px(ui, 10), ui_rgba(0x3d6132, 255));
    int width = h * 30 / 100;
    SDL_Rect ground = {area.x + ui_px(ui, 40), area.y + h - width * 3 / 4 - ui_px(ui, 14),
                       width * 3 / 2, width * 3 / 4};
    ui_fill_round_rect(ui, ground, ui_px(ui, 6), ui_rgba(0x7cae5a, 255));
    int8_t cubes[2] = {(int8_t)est_cube(EST_BLUE, 4), (int8_t)est_cube(EST_BLUE, 3)};
    /* rooftop id 2 has the value 2 */
    esv_draw_building(ui, cubes, 2, 2, ground.x + ground.w / 2 - width / 8,
                      ground.y + ground.h * 3 / 4, esv_floor(width, 0));
    UiTextStyle big = ui_style(UI_FONT_BOLD, ui_px(ui, 22), ui_rgba(0xffffff, 255));
    UiTextStyle small = ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_rgba(0xffffff, 255));
    int x = ground.x + ground.w + ui_px(ui, 40), y = area.y + ui_px(ui, 40);
    int room = area.x + area.w - ui_px(ui, 24) - x;
    const char *title = _("Cubes 4 + 3, rooftop 2: worth 9");
    ui_text(ui, title, ui_style_fit(ui, title, big, room, ui_px(ui, 15)), x, y, 0);
    y += ui_px(ui, 44);
    ui_text_wrapped(ui,
                    _("Its top cube is blue, so it counts for whoever holds the blue "
                      "certificate: +9 in a complete row, \xe2\x88\x92"
                      "9 in an unfinished one, +18 or \xe2\x88\x92"
                      "18 with the mayor in front of its row."),
                    small, x, y, room, 0, true);
    return h;
}
