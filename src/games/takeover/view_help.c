/* Takeover view: the help screen (the rules in our own words, and a small sample picture). */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/table.h"
#include "ui/text.h"
#include "view_internal.h"

/* Each line (a heading after "# ", a bullet after "- ", a paragraph) is a catalogue entry of its
 * own, which the help screen translates as it lays the text out. */
/* clang-format off */
const char tkv_help_text[] =
    "# " N_("The idea") "\n"
    N_("Twenty-four companies lie on the table as piecepack tiles. You own some of them through "
       "coins. Over the game you fold companies into one another: a company that grows pays its "
       "shareholders at the end, and one that gets swallowed stops counting. Whoever holds the "
       "most money at the end wins.") "\n"
    "\n"
    "# " N_("The pieces") "\n"
    "- " N_("Four suits, each an industry: suns (red), moons (black), crowns (green) and arms "
            "(blue).") "\n"
    "- " N_("Six values per suit: null (worth nothing), ace (1), then 2, 3, 4 and 5.") "\n"
    "- " N_("One tile and one coin for every suit and value. The tiles form a grid of six "
            "columns and four rows; columns are named a to f and rows 1 to 4.") "\n"
    "- " N_("A pile of tiles on one cell is a corporation. Only its top tile matters: it names "
            "the corporation and gives its suit and value. The number on a pile shows how many "
            "tiles it holds.") "\n"
    "- " N_("A coin has two faces: a value side and a suit side. With the value side up it is "
            "cash; with the suit side up it is a stock in the tile of the same suit and "
            "value.") "\n"
    "\n"
    "# " N_("Getting ready") "\n"
    "- " N_("The players draft the coins from the pool one at a time, going round in one "
            "direction and then back, until all are taken. Click a coin in the pool to take "
            "it.") "\n"
    "- " N_("Then each player decides in secret which of their coins become stocks: click your "
            "coins to turn them suit side up, then Confirm. Everyone can see which coins you "
            "hold, but not which side is up. The choice is final, except that a stock can be "
            "forced to turn into cash.") "\n"
    "\n"
    "# " N_("On your turn") "\n"
    N_("Players take turns in the order of the draft. On your turn you either merge two "
       "corporations or pass. Before that you may make one trade offer.") "\n"
    "- " N_("Merging: drag a corporation onto one next to it (left, right, up or down; never "
            "diagonally), or click it and then the target. The whole pile moves and lands on "
            "top; the corporation underneath is subsumed.") "\n"
    "- " N_("Cost: when both top tiles share a suit, or the covered top tile is a null, the "
            "merge is free. Otherwise it costs the value of the covered top tile (just that "
            "tile's value, not the pile). Pay with cash coins adding up to at least the cost; "
            "change is never given. The board shows the cost on every lit target, and the coins "
            "to pay with are chosen for you; click your cash coins to change them.") "\n"
    "- " N_("Whoever holds the stock of the covered tile must turn that coin to its value side "
            "at once: it is cash from now on, and everybody sees it.") "\n"
    "- " N_("Penny stocks: a null coin kept value side up is worth nothing as cash, but you may "
            "spend it to merge two corporations in the same row or column with only empty cells "
            "(at least one) between them. Such targets light up in violet. The usual cost "
            "applies on top.") "\n"
    "- " N_("Trading: press Trade, pick a player, click the coins you give and those you want, "
            "then Offer. Your own offered coins show their sides to that player; the coins you "
            "receive show theirs to you once the deal is done. The other player accepts or "
            "declines. Coins keep the side they had. A trade followed by a pass counts as a "
            "pass.") "\n"
    "\n"
    "# " N_("The end") "\n"
    N_("The game ends when everyone passes one after the other, or when nobody has a merge left "
       "that they could pay for.") "\n"
    "- " N_("A stock pays if its tile is still the top of a corporation: the tile's value, plus "
            "one for every other tile in that pile. A stock whose tile was covered was already "
            "turned to cash.") "\n"
    "- " N_("Every cash coin pays its value (nulls pay nothing).") "\n"
    "- " N_("The most money wins; players who tie share the win.") "\n"
    "\n"
    "# " N_("An example") "\n"
    N_("The 2 of suns tops a pile of four tiles. Its stock pays 2 for the tile plus 3 for the "
       "three tiles under it: $5M.") "\n"
    "\n"
    "# " N_("Reading the board") "\n"
    "- " N_("A coloured badge on a tile shows who holds its coin.") "\n"
    "- " N_("Your coins show their real side; another player's coins show a patterned back with "
            "the coin's name, because only which coin they hold is public.") "\n"
    "- " N_("Gold frames mark the last merge.") "\n";
/* clang-format on */

/* The picture's example, the rulebook's: the 2 of suns on three other tiles. */
const char tkv_help_example[] =
    N_("The 2 of suns sits on three other tiles: its stock pays 2 + 3 = $5M.");

int tkv_help_pile(int8_t pile[TKV_HELP_PILE])
{
    const int8_t tiles[TKV_HELP_PILE] = {tk_piece(TK_MOONS, 3), tk_piece(TK_ARMS, 2),
                                         tk_piece(TK_CROWNS, TK_ACE), tk_piece(TK_SUNS, 2)};
    memcpy(pile, tiles, sizeof tiles);
    return TKV_HELP_PILE;
}

int tkv_draw_help_picture(Ui *ui, SDL_Rect area)
{
    /* a 2 x 2 corner of the board: the example's pile topped by the 2 of suns beside the 4 of
     * arms, the 5 of crowns under them and an empty cell; then one coin three ways: cash, stock,
     * hidden */
    int pad = ui_px(ui, 10), frame = ui_board_frame_width(ui);
    int cell = (area.h - 3 * pad - 2 * frame) * 100 / 252;
    if (cell > ui_px(ui, 110))
        cell = ui_px(ui, 110);
    int tile = cell * 82 / 100, margin = (cell - tile) / 2;
    int coin = cell * 62 / 100, gap = cell * 85 / 100;
    /* TRANSLATORS: under three pictures of one coin: value side up, suit side up, and as
       another player's coin shows (its back). */
    const char *labels[3] = {_("cash side"), _("stock side"), _("someone else's")};
    UiTextStyle dim = ui_style(UI_FONT_REGULAR, ui_px(ui, 13), ui_colour(UI_TEXT_DIM));
    for (int i = 0; i < 3; i++) { /* the coins as far apart as their captions need */
        int w;
        ui_text_size(ui, labels[i], dim, &w, NULL);
        if (gap < w + pad)
            gap = w + pad;
    }
    SDL_Rect base = {0, 0, tile, tile};
    int depth = tkv_stack_depth(base), cell_h = cell + tile * TKV_STACK_RISE / 100 + depth;
    int board_w = 2 * cell + 2 * pad + 2 * frame;
    int width = board_w + 2 * pad + 3 * gap + ui_px(ui, 140);
    int x0 = area.x + (area.w - width) / 2, y0 = area.y + pad;
    SDL_Rect board = {x0, y0, board_w, 2 * cell_h + 2 * pad + 2 * frame};
    SDL_Rect felt = ui_board_frame(ui, board, ui_rgba(TKV_FRAME, 255));
    ui_board_surface(ui, felt, TKV_FELT);
    int8_t pile[TKV_HELP_PILE];
    int height = tkv_help_pile(pile);
    const int8_t arms4[] = {tk_piece(TK_ARMS, 4)}, crowns5[] = {tk_piece(TK_CROWNS, 5)};
    SDL_Rect cells[4];
    for (int i = 0; i < 4; i++)
        cells[i] =
            (SDL_Rect){felt.x + pad + (i % 2) * cell + margin,
                       felt.y + pad + (i / 2 + 1) * cell_h - margin - depth - tile, tile, tile};
    ui_fill_round_rect(ui, (SDL_Rect){cells[3].x, cells[3].y, tile, tile + depth}, tile / 9,
                       ui_rgba(0x000000, 36));
    tkv_draw_stack(ui, pile, height, cells[0], 0.0f, true);
    tkv_draw_stack(ui, arms4, 1, cells[1], 0.0f, true);
    tkv_draw_stack(ui, crowns5, 1, cells[2], 0.0f, true);

    int cx = board.x + board.w + 2 * pad, cy = y0 + pad;
    UiTextStyle text = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    const CoinLook looks[3] = {COIN_VALUE_UP, COIN_SUIT_UP, COIN_HIDDEN};
    for (int i = 0; i < 3; i++) {
        SDL_Rect r = {cx + i * gap + (gap - coin) / 2, cy, coin, coin};
        tkv_draw_coin(ui, tk_piece(TK_SUNS, 2), looks[i], r);
        int under = r.y + coin + 2 * (coin / 14 + 1); /* below its edge and shadow */
        ui_text(ui, labels[i], dim, r.x + coin / 2, under + ui_px(ui, 3), UI_ALIGN_CENTER);
    }
    int ty = y0 + pad + cell + pad, tw = 3 * gap + ui_px(ui, 140);
    ty += ui_text_wrapped(ui, _(tkv_help_example), text, cx, ty, tw, 0, true);
    ty += ui_px(ui, 4);
    ui_text_wrapped(ui,
                    _("Moving that pile onto the 4 of arms would cost $4M; onto the 5 of crowns "
                      "below it, $5M. The empty cell is where a pile stood before an earlier "
                      "merge."),
                    dim, cx, ty, tw, 0, true);
    return board.h + 2 * pad;
}
