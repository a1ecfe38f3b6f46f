/* BuyWord view: the help screen (the rules in our own words, and a small example picture). */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/table.h"
#include "ui/text.h"
#include "view_internal.h"

/* Each line (a heading after "# ", a bullet after "- ", a paragraph) is a catalogue entry of its
 * own, which the help screen translates as it lays the text out. The words and letters in it
 * (ENJOYED, E, J...) stay English in every language: the game's word list is English. */
/* clang-format off */
const char bwv_help_text[] =
    "# " N_("The idea") "\n"
    N_("You buy letter tiles, then sell them back to the bank as words. Both prices are the "
       "square of the pips (the dots on the tiles), so a handful of rare letters costs a lot, "
       "while a long word full of them pays far more. Whoever ends with the most money wins.") "\n"
    "\n"
    "# " N_("The pieces") "\n"
    "- " N_("108 letter tiles. Each shows one to four pips in its lower right corner: "
            "everyday letters such as E, A or S have one, rare ones such as J, Q, X and Z "
            "have four.") "\n"
    "- " N_("Nine golden wild tiles with a star, shared out at the start: 8 for a solitaire "
            "player, 4 each for two players, 3 each for three, 2 each for four. A wild stands "
            "for whatever letter you like and counts as one pip. Once used it is gone for "
            "good.") "\n"
    "- " N_("A die with 2, 3, 4, 5 and two CHOICE faces.") "\n"
    "- " N_("$200 for every player.") "\n"
    "\n"
    "# " N_("A round") "\n"
    "- " N_("Roll: the leader (the player with the little die on their card) rolls. The "
            "number is how many new tiles every player gets. On CHOICE the leader decides, "
            "from 2 to 5. The tiles come out of the bag one at a time, going round the table "
            "from the leader.") "\n"
    "- " N_("Buy: in turn from the leader, each player takes all of their new tiles or none "
            "of them. The price is their pips added up and squared. Tiles nobody pays for "
            "leave the game face down. Until you pay, new tiles stay apart from the ones you "
            "already own.") "\n"
    "- " N_("Sell: in turn from the leader, each player may sell as many words as they like, "
            "using any of their tiles and at most one wild per word. A word pays the square "
            "of its pips, and its tiles leave the game.") "\n"
    "- " N_("Hand limit: when you finish selling you may keep no more than 8 letter tiles "
            "(wilds do not count). Sell more words or discard the extra tiles.") "\n"
    "- " N_("The die passes to the left: the next player leads the next round.") "\n"
    "\n"
    "# " N_("Words") "\n"
    N_("Any word of two letters or more from the game's dictionary of everyday English: no "
       "names, abbreviations, hyphens or apostrophes. The board checks every word as you "
       "spell it, so there are no challenges.") "\n"
    N_("BuyWord is played with English words in every language of Moguls, because its word "
       "list is English: the letter tiles, their pips and the words you spell stay the same "
       "whatever language the game speaks.") "\n"
    "\n"
    "# " N_("The end") "\n"
    N_("The round in which the bag runs dry is the last one. A player who got fewer tiles "
       "than the die said cannot buy them. After the last selling, tiles nobody sold are "
       "worth nothing. The most money wins; players who tie share the win. Playing alone, "
       "$800 is a fair result, $900 a good one and $1000 an outstanding one.") "\n"
    "\n"
    "# " N_("Examples") "\n"
    "- " N_("New tiles E, E, J and D have 1 + 1 + 4 + 2 = 8 pips: buying them costs 8 × 8 = "
            "$64.") "\n"
    "- " N_("ENJOYED has 13 pips and sells for 13 × 13 = $169. Spelt with a wild for the O it "
            "still has 13 pips, because a wild counts one, just as the O does.") "\n"
    "\n"
    "# " N_("Playing on this board") "\n"
    "- " N_("Click the die (or Roll the die) to roll. Your new tiles appear in a tray of "
            "their own with their price; choose Buy or Decline below the table.") "\n"
    "- " N_("To sell, click your tiles, drag them into the wooden bar, or simply type the "
            "word. Click the wild tiles to add one and pick its letter. The bar turns green "
            "and shows the price when the word is accepted; then press Sell. Click a tile in "
            "the bar to take it back; Backspace removes the last one and Escape clears the "
            "bar.") "\n"
    "- " N_("Holding more than 8 tiles: drag the extra ones onto the red bin, or put one tile "
            "in the bar and press Discard. Press Done when you have finished selling.") "\n"
    "- " N_("Another player's tiles show as teal backs: how many they hold is public, their "
            "letters are not. Money and wilds are public.") "\n";
/* clang-format on */

/* A row of tiles spelling `word` (lower case: a wild), from (x, y); returns the right edge. */
static int tile_row(Ui *ui, const char *word, int x, int y, int size)
{
    for (const char *p = word; *p; p++) {
        bool wild = *p >= 'a';
        char upper = (char)(wild ? *p - 'a' + 'A' : *p);
        bwv_draw_tile_lifted(ui, (SDL_Rect){x, y, size, size}, upper,
                             wild ? BWV_TILE_WILD_AS : BWV_TILE_LETTER, 0.0f);
        x += size + size / 9;
    }
    return x;
}

static void example(Ui *ui, const char *word, const char *sum, const char *price, int x, int y,
                    int size)
{
    UiTextStyle big = ui_style(UI_FONT_BOLD, ui_px(ui, 22), ui_colour(UI_GOLD));
    UiTextStyle text = ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_rgba(0xe8f0ea, 255));
    int right = tile_row(ui, word, x, y, size);
    int tw, th, pad = ui_px(ui, 8);
    ui_text_size(ui, price, big, &tw, &th);
    SDL_Rect plate = {right + ui_px(ui, 6), y + (size - th) / 2 - 3, tw + 2 * pad, th + 6};
    bwv_draw_plate(ui, plate); /* the price on a plate, as the board shows a sold word's */
    ui_text(ui, price, big, plate.x + pad, y + size / 2, UI_ALIGN_MIDDLE);
    ui_text(ui, sum, text, x, y + size + ui_px(ui, 6), 0);
}

int bwv_draw_help_picture(Ui *ui, SDL_Rect area)
{
    int pad = ui_board_frame_width(ui) + ui_px(ui, 12), size = ui_px(ui, 50);
    int h = area.h - ui_px(ui, 10);
    SDL_Rect board = {area.x, area.y, area.w, h};
    bwv_draw_board(ui, board);
    UiTextStyle head = ui_style(UI_FONT_BOLD, ui_px(ui, 14), ui_rgba(0xbfd6c9, 255));
    int x = board.x + pad, y = board.y + pad;
    ui_text(ui, _("Buying four new tiles"), head, x, y, 0);
    y += ui_px(ui, 24);
    example(ui, "EEJD", _("1 + 1 + 4 + 2 = 8 pips: 8 × 8"), "$64", x, y, size);
    y += size + ui_px(ui, 32);
    ui_text(ui, _("Selling a word (the O is a wild)"), head, x, y, 0);
    y += ui_px(ui, 24);
    example(ui, "ENJoYED", _("1 + 1 + 4 + 1 + 3 + 1 + 2 = 13 pips: 13 × 13"), "$169", x, y, size);
    return h;
}
