/* Mint Bid view: the help screen (the rules in our own words, and a small example). */
#include <stdio.h>

#include "ui/text.h"
#include "view_internal.h"

/* Each line (a heading after "# ", a bullet after "- ", a paragraph) is a catalogue entry of its
 * own, which the help screen translates as it lays the text out. */
/* clang-format off */
const char mbv_help_text[] =
    "# " N_("The idea") "\n"
    N_("The city of Mintopia is being rebuilt, and its leading citizens buy up the new "
       "locations at auction. Nobody can afford the city alone, so you bid together with the "
       "players beside you and share what you win. Whoever controls the most victory points "
       "(VP) at the end becomes mayor.") "\n"
    "\n"
    "# " N_("The pieces") "\n"
    "- " N_("Mints are the money: a white coin is 1, a red coin 5. Everyone's mints are "
            "public.") "\n"
    "- " N_("Each location card shows a name, a type (Deed, Utility, Production or Culture, "
            "with its icon at the top left), its VP on the gold seal, and a coloured mint tab "
            "on each side (green G, blue B, pink P or yellow Y).") "\n"
    "- " N_("Between every two neighbours lies a block of cards, two rows high. Both "
            "neighbours control everything in it. The board shows each block with the two "
            "players' badges.") "\n"
    "- " N_("When two cards lie side by side in a row and their touching tabs have the same "
            "colour, they form a match, shown by a gold clasp joining the two tabs. Every "
            "match is worth 1 VP to both controllers of its block.") "\n"
    "\n"
    "# " N_("A round") "\n"
    "- " N_("Income: everyone receives 4 mints.") "\n"
    "- " N_("The auctioneer turns up one location fewer than there are players. This is the "
            "auction block, shown in the tray under the table.") "\n"
    "- " N_("The auctioneer clicks a location in the block and chooses an open or a closed "
            "auction. Once it is won, the auctioneer's token moves to the next player on the "
            "left, who picks from what is left, until the block is empty.") "\n"
    "- " N_("Finally the die is rolled: for every location you control whose VP equals the "
            "roll, you earn 1 mint.") "\n"
    "\n"
    "# " N_("Open auctions") "\n"
    "- " N_("The auctioneer opens with at least 1 mint, alone or together with a neighbour. "
            "Use the - and + buttons to set the amounts and the Alone / with ... buttons to "
            "choose a partner.") "\n"
    "- " N_("A bid with a partner is a proposal: the partner is asked and may agree or "
            "refuse. Both shares must be at least 1.") "\n"
    "- " N_("Going left around the table, each player may bid more than the current bid "
            "(alone or with a neighbour), pass (stay in the auction without bidding now) or "
            "withdraw (leave it for good). Someone who cannot beat the bid even with a "
            "partner is withdrawn for you.") "\n"
    "- " N_("The auction ends when everybody outside the high bid has withdrawn, or after a "
            "full round of the table without a new bid. The winners pay their shares; the one "
            "who paid more lays the card in the block between them. A lone winner chooses the "
            "neighbour who shares it.") "\n"
    "\n"
    "# " N_("Closed auctions") "\n"
    "- " N_("Everyone secretly chooses a bid from 0 up to all their mints. When several "
            "people play at one computer, the game hands the device from one to the next, and "
            "nobody sees another player's sealed bid until all are revealed together.") "\n"
    "- " N_("The pair of neighbours with the largest combined bid wins, each paying their own "
            "bid. In a tie, the auctioneer wins if involved; otherwise the auctioneer names "
            "the winner among the tied players with the highest single bid.") "\n"
    "\n"
    "# " N_("Laying a location") "\n"
    N_("The first card of a block can go anywhere; each later one must touch a card already "
       "in the block, above, below or beside it. The lit spots show where it may go; hovering "
       "one shows the card there and how your VP would change.") "\n"
    "\n"
    "# " N_("The end") "\n"
    N_("When the deck and the block are empty, four abilities are handed out, each to the one "
       "player with strictly the most locations of that type (a tie gives it to nobody):") "\n"
    "- " N_("Deed: draw an unused location and lay it in one of your blocks.") "\n"
    "- " N_("Utility: move one location to another spot in its block; the block must stay in "
            "one piece. Click the card, then its new spot.") "\n"
    "- " N_("Production: turn any one location on the table around, which swaps its two tabs.") "\n"
    "- " N_("Culture: 1 extra VP for every match you control.") "\n"
    N_("Your score is the VP on every location you control plus 1 per match (plus the Culture "
       "bonus). Ties go to the player with fewer locations, then to more mints left.") "\n"
    "\n"
    "# " N_("Two players") "\n"
    N_("Only the locations worth 2 to 5 VP are used, 10 of them. Income is 2 mints, two cards "
       "come up each round, every auction is open and there are no partners. Each player "
       "builds an own two-row area with the same rules for laying cards and matches.") "\n"
    "\n"
    "# " N_("AI cards") "\n"
    N_("An AI card is a pretend opponent that bids by die roll from its table; the last roll "
       "is lit on the card. It pays no mints, keeps its own area and lays its cards where they "
       "score best. It uses an ability only when that can still win it the game: when no "
       "location it could draw would let it win, it leaves even the Deed unused.") "\n"
    "- " N_("Two players with an AI card: after the players' auction the AI rolls. If it bids "
            "more, each player may once bid above the best bid so far; if neither does, the "
            "AI takes the location.") "\n"
    "- " N_("Solitaire: 8 locations worth 2 to 5, income 2, one card a round and no die roll "
            "for income. You bid 1 or withdraw; then the AI rolls. W: it withdraws and you "
            "win for 1. R1 or R2: it raises by that much, and you may outbid it by one or "
            "withdraw. S: it takes a location of its favourite type at once (otherwise S "
            "counts as R1). Beat the AI's VP to win.") "\n"
    "- " N_("AI strength, in the lobby: As printed (the default) plays the tables printed on "
            "the cards. Balanced, with two players, plays tables of our own: between two "
            "players of equal skill the printed tables let the Engineer win about three games in "
            "four and the Curator about one in three, and the balanced ones give every card "
            "about even chances. Tough bids and raises one mint more; ruthless also rolls three "
            "dice and acts on the highest. The AI card shows the table it plays.") "\n";
/* clang-format on */

int mbv_draw_help_picture(Ui *ui, SDL_Rect area)
{
    /* Harbor (green | yellow) beside the Courthouse (pink | yellow) turned around (yellow |
     * pink): the two yellow tabs touch */
    int h = area.h < ui_px(ui, 170) ? area.h : ui_px(ui, 170);
    int w = h * 5 / 7, gap = w / 7;
    int total = 2 * w + gap;
    int x = area.x + (area.w - total) / 2 - ui_px(ui, 120);
    SDL_Rect a = {x, area.y, w, h}, b = {x + w + gap, area.y, w, h};
    mbv_draw_card(ui, NULL, 12, a, false);
    mbv_draw_card(ui, NULL, 2, b, true);
    mbv_draw_match(ui, a, b, MB_YELLOW);
    UiTextStyle st = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    int tx = b.x + b.w + ui_px(ui, 24);
    ui_text_wrapped(ui,
                    _("A match: the Harbor's yellow tab touches the yellow tab of the Courthouse "
                      "(turned around). Both players of this block score 6 + 3 VP for the cards "
                      "and 1 VP for the match."),
                    st, tx, area.y + ui_px(ui, 20), area.x + area.w - tx, UI_ALIGN_LEFT, true);
    return h + ui_px(ui, 8);
}
