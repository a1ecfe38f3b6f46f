/* The Estates: the rulebook check and one scenario per rule, with exact money, scores and
 * reasons. Positions come from estates_test_setup (see estates.h); rows and lots in move texts
 * count from 1, in the state from 0. */
#include <stdlib.h>

#include "check.h"
#include "games/estates/estates.h"

static char err[256];
static const char *const NAMES[MAX_SEATS] = {"Ana", "Ben", "Cid", "Dee", "Eve", "Fay"};

static EstatesState *new_game(int players, const char *money, int rounds, uint64_t seed)
{
    GameOptions opts;
    char p[32], m[32], r[32];
    snprintf(p, sizeof p, "players=%d", players);
    snprintf(m, sizeof m, "money=%s", money);
    snprintf(r, sizeof r, "rounds=%d", rounds);
    const char *parts[3] = {p, m, r};
    if (!options_parse(&estates_rules, 3, parts, &opts, err, sizeof err)) {
        fprintf(stderr, "bad options: %s\n", err);
        exit(1);
    }
    return (EstatesState *)estates_rules.new_game(&opts, seed);
}

/* Lays out a position on a game (see estates_test_setup); aborts the test on a bad layout. */
static void set_layout(EstatesState *s, const char *row1, const char *row2, const char *row3,
                       const char *permits, const char *display, const char *certs, int auctioneer)
{
    const char *rows[EST_ROWS] = {row1, row2, row3};
    if (!estates_test_setup(s, rows, permits, display, certs, auctioneer, err, sizeof err)) {
        fprintf(stderr, "bad layout: %s\n", err);
        exit(1);
    }
}

static EstatesState *layout(int players, const char *row1, const char *row2, const char *row3,
                            const char *permits, const char *display, const char *certs,
                            int auctioneer)
{
    EstatesState *s = new_game(players, "hidden", 1, 1);
    set_layout(s, row1, row2, row3, permits, display, certs, auctioneer);
    return s;
}

static bool play(EstatesState *s, const char *move)
{
    err[0] = '\0';
    bool ok = estates_rules.apply(&s->base, move, err, sizeof err);
    char why[256];
    if (!estates_rules.check_invariants(&s->base, why, sizeof why)) {
        fprintf(stderr, "invariant broken after '%s': %s\n", move, why);
        check_failures++;
    }
    return ok;
}

/* The move is refused with exactly this reason, and the state is unchanged. */
static void refused(EstatesState *s, const char *move, const char *reason)
{
    EstatesState before = *s;
    CHECK(!play(s, move));
    CHECK_STR(err, reason);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

static void played(EstatesState *s, const char *move)
{
    bool ok = play(s, move);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(ok);
}

/* Plays the move and checks its log line. */
static void played_logged(EstatesState *s, const char *move, const char *line)
{
    StrBuf out = STRBUF_INIT;
    estates_rules.describe_move(&s->base, move, NAMES, &out);
    CHECK_STR(sb_str(&out), line);
    sb_free(&out);
    played(s, move);
}

/* Every other seat passes on the piece just put up for auction. */
static void all_pass(EstatesState *s)
{
    while (s->phase == EST_PHASE_BID)
        played(s, "pass");
}

static int score(const EstatesState *s, int seat)
{
    int scores[MAX_SEATS];
    estates_rules.scores(&s->base, scores);
    return scores[seat];
}

static int legal_count(const EstatesState *s)
{
    MoveList moves = MOVELIST_INIT;
    estates_rules.legal_moves(&s->base, &moves);
    int n = moves.count;
    movelist_free(&moves);
    return n;
}

static bool is_legal(const EstatesState *s, const char *move)
{
    MoveList moves = MOVELIST_INIT;
    estates_rules.legal_moves(&s->base, &moves);
    bool found = movelist_contains(&moves, move);
    movelist_free(&moves);
    return found;
}

static void set_money(EstatesState *s, const int *hand, const int *box)
{
    for (int seat = 0; seat < s->base.players; seat++) {
        s->hand[seat] = (int16_t)hand[seat];
        s->box[seat] = (int16_t)(box ? box[seat] : 0);
    }
}

/* ---------------------------------------------------------------- tests */

static void test_names(void)
{
    char text[3];
    estates_cube_text(est_cube(EST_RED, 5), text);
    CHECK_STR(text, "r5");
    CHECK_INT(estates_parse_cube("w1"), est_cube(EST_WHITE, 1));
    CHECK_INT(estates_parse_cube("p6"), est_cube(EST_PURPLE, 6));
    CHECK_INT(estates_parse_cube("x3"), -1);
    CHECK_INT(estates_parse_cube("r7"), -1);
    CHECK_INT(est_roof_value(0), 1);
    CHECK_INT(est_roof_value(11), 6);
    CHECK(estates_white_dirt(0, 0) && estates_white_dirt(0, 6) && estates_white_dirt(1, 2) &&
          estates_white_dirt(1, 4) && estates_white_dirt(2, 1));
    CHECK(!estates_white_dirt(0, 1) && !estates_white_dirt(2, 0) && !estates_white_dirt(1, 3));
}

static void test_setup(void)
{
    EstatesState *s = new_game(4, "hidden", 1, 42);
    int in_display = 0;
    for (int c = 0; c < EST_CUBES; c++)
        in_display += s->cube_place[c] == EST_CUBE_DISPLAY;
    CHECK_INT(in_display, 24);
    CHECK_INT(s->roof_pile_count, 12);
    for (int seat = 0; seat < 4; seat++) {
        CHECK_INT(s->hand[seat], 12);
        CHECK_INT(s->box[seat], 0);
    }
    CHECK_INT(s->phase, EST_PHASE_CHOOSE);
    CHECK_INT(estates_rules.to_move(&s->base), s->round_starter);
    for (int row = 0; row < EST_ROWS; row++)
        CHECK_INT(estates_requirement(s, row), 4);
    /* Six display ends, three permits, the mayor, the cancel cube and the stow; no rooftop while
     * nothing is built. */
    CHECK_INT(legal_count(s), 12);
    CHECK(!is_legal(s, "auction roof"));
    CHECK(is_legal(s, "stow"));
    /* The start player is random: several seeds give several starters. */
    int starters = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        EstatesState *t = new_game(4, "hidden", 1, seed);
        starters |= 1 << t->round_starter;
        estates_rules.free_state(&t->base);
    }
    CHECK(starters == 0xF);
    estates_rules.free_state(&s->base);
}

/* The rulebook's building: cubes 4 and 3 and rooftop 2, topped by blue: 9 points for blue's
 * holder in a complete row, -9 in an incomplete one, 18 and -18 in the mayor's row. */
static void test_rulebook_building(void)
{
    EstatesState *s = layout(4, "", "", "r4/b3:2", "", "y1 y2 | g1 |", "01----", 0);
    CHECK_INT(estates_building_value(s, 2, 0), 9);
    CHECK_INT(score(s, 0), -9); /* row 3 needs 4 lots and has 1: incomplete */
    CHECK_INT(score(s, 1), 0);  /* red is under blue: nothing for red's holder */

    played(s, "auction permit 3");
    all_pass(s);
    played(s, "permit 3 -"); /* row 3 now needs one lot: complete */
    CHECK(estates_row_complete(s, 2));
    CHECK_INT(score(s, 0), 9);

    played(s, "auction mayor"); /* Ben's turn */
    all_pass(s);
    played(s, "mayor 3");
    CHECK_INT(score(s, 0), 18);

    played(s, "auction cancel"); /* Cid's turn */
    all_pass(s);
    played(s, "cancel 3"); /* back to 4 lots: incomplete, and the mayor doubles the loss */
    CHECK_INT(estates_requirement(s, 2), 4);
    CHECK_INT(score(s, 0), -18);
    EstatesProjection p;
    estates_project(s, &p);
    CHECK_INT(p.row[2].score[0], -18);
    CHECK_INT(p.row[2].holder[0], 0);
    CHECK(p.row[2].mayor && !p.row[2].complete);
    CHECK_INT(p.buildings[0], -18);
    CHECK_INT(s->phase, EST_PHASE_CHOOSE);
    estates_rules.free_state(&s->base);
}

/* Bids go round once from the auctioneer's left; sell and buy move money; all passing gives
 * the piece free. */
static void test_auction_money(void)
{
    EstatesState *s = layout(4, "", "", "", "", "r1 b5 g2 | y6 | p3 w4", "------", 0);
    CHECK_INT(legal_count(s), 11); /* stow, five ends, three permits, mayor, cancel */
    CHECK(is_legal(s, "auction r1") && is_legal(s, "auction g2") && is_legal(s, "auction y6"));
    CHECK(!is_legal(s, "auction b5"));
    refused(s, "auction b5", "the blue 5 is not at an end of its display row");
    refused(s, "auction r2", "the red 2 is not in the display");
    refused(s, "auction roof", "no building is waiting for a rooftop");
    refused(s, "auction x9",
            "'x9' is not a piece: name a cube (colour b r y g p w and value, e.g. r5), roof, "
            "permit 1-3, mayor or cancel");
    refused(s, "bid 3",
            "choose a piece to auction (e.g. auction r5), stowing $1M first if you "
            "like (stow)");

    played_logged(s, "auction r1", "Ana auctions the red 1");
    CHECK_INT(s->display_lo[0], 1);
    CHECK_INT(estates_rules.to_move(&s->base), 1);
    CHECK_INT(legal_count(s), 13); /* pass and bid 1..12 */
    refused(s, "bid 0", "a bid is at least $1M");
    refused(s, "bid 13", "you have only $12M in hand");
    refused(s, "stow", "bid an amount (e.g. bid 3) or pass");
    played_logged(s, "bid 03", "Ben bids $3M"); /* the amount, however it was written */
    refused(s, "bid 3", "a bid must beat the high bid of $3M");
    played(s, "bid 5");
    played_logged(s, "pass", "Dee passes");
    CHECK_INT(s->phase, EST_PHASE_DECIDE);
    CHECK_INT(estates_rules.to_move(&s->base), 0);
    CHECK_INT(legal_count(s), 2);
    played_logged(s, "sell", "Ana sells the red 1 to Cid for $5M");
    CHECK_INT(s->hand[0], 17);
    CHECK_INT(s->hand[2], 7);
    CHECK_INT(s->hand[1], 12);
    CHECK_INT(estates_rules.to_move(&s->base), 2);
    refused(s, "place 1.2", "buildings in a row leave no gaps: the next lot of row 1 is lot 1");
    refused(s, "discard", "a floor cube or rooftop must be placed when it can be");
    played_logged(s, "place 1.1",
                  "Cid builds the red 1 on row 1 lot 1 and takes the red "
                  "certificate");
    CHECK_INT(s->certificate[EST_RED], 2);

    /* Ben's turn: he buys, paying the high bidder. */
    CHECK_INT(s->auctioneer, 1);
    played(s, "auction y6");
    CHECK_INT(estates_rules.to_move(&s->base), 2);
    played(s, "bid 2");
    played(s, "bid 4");
    played(s, "pass");
    played_logged(s, "buy", "Ben buys the yellow 6, paying Dee $4M");
    CHECK_INT(s->hand[1], 8);
    CHECK_INT(s->hand[3], 16);
    refused(s, "place 1.1", "row 1 lot 1 is white dirt: white dirt holds one cube");
    played(s, "place 1.2");
    CHECK_INT(s->certificate[EST_YELLOW], 1);

    /* Cid's turn: nobody bids, so he gets it free. */
    played(s, "auction g2");
    played(s, "pass");
    played(s, "pass");
    played_logged(s, "pass", "Ben passes; nobody bid: Cid gets the green 2 free");
    CHECK_INT(s->phase, EST_PHASE_PLACE);
    CHECK_INT(s->owner, 2);
    CHECK_INT(s->hand[2], 7);
    played_logged(s, "place 1.2",
                  "Cid stacks the green 2 on the yellow 6 (row 1 lot 2) and "
                  "takes the green certificate");
    CHECK_INT(estates_top_cube(s, 0, 1), est_cube(EST_GREEN, 2));
    CHECK_INT(s->hand[0] + s->hand[1] + s->hand[2] + s->hand[3], 48);
    estates_rules.free_state(&s->base);

    /* The auctioneer may buy only what he can pay for. */
    s = layout(2, "", "", "", "", "r1 | |", "------", 0);
    set_money(s, (int[]){2, 22}, NULL);
    played(s, "auction r1");
    played(s, "bid 5");
    CHECK_INT(legal_count(s), 1);
    refused(s, "buy", "you have only $2M in hand: you cannot pay $5M");
    refused(s, "place 1.1", "sell to the high bidder or buy the piece yourself");
    played(s, "sell");
    CHECK_INT(s->hand[0], 7);
    CHECK_INT(s->hand[1], 17);
    estates_rules.free_state(&s->base);
}

static void test_stow(void)
{
    EstatesState *s = layout(2, "", "", "", "", "r1 | |", "------", 0);
    played_logged(s, "stow", "Ana stows $1M in the cash box");
    CHECK_INT(s->hand[0], 11);
    CHECK_INT(s->box[0], 1);
    CHECK_INT(score(s, 0), 1); /* a check in the box is a point; money in hand is none */
    CHECK(!is_legal(s, "stow"));
    refused(s, "stow", "you have stowed $1M this turn already");
    CHECK_INT(estates_rules.to_move(&s->base), 0); /* still Ana's choice */
    played(s, "auction r1");
    played(s, "pass");
    played(s, "place 1.1");
    /* Ben's turn; with nothing in hand there is nothing to stow. */
    set_money(s, (int[]){23, 0}, (int[]){1, 0});
    CHECK(!is_legal(s, "stow"));
    refused(s, "stow", "you have no money in hand to stow");
    estates_rules.free_state(&s->base);
}

/* Gapless rows, full rows, stacking order, white dirt, finished buildings, certificates. */
static void test_placement(void)
{
    EstatesState *s = layout(2, "w2 g6/b4 y5:3", "", "", "", "r3 p1 p6 | b1 |", "0-10-1", 0);
    played(s, "auction r3");
    played(s, "pass");
    refused(s, "place 1.1", "row 1 lot 1 is white dirt: white dirt holds one cube");
    refused(s, "place 1.3", "the building on row 1 lot 3 has a rooftop: it is finished");
    refused(s, "place 1.5", "buildings in a row leave no gaps: the next lot of row 1 is lot 4");
    refused(s, "place 4.1", "'4.1' is not a lot: rows are 1-3 and lots 1-10, e.g. 2.3");
    refused(s, "place 2", "'2' is not a lot: write row.lot, e.g. 2.3");
    refused(s, "roof 1.2", "place the red 3 on a lot: place row.lot, e.g. place 2.3");
    CHECK_INT(legal_count(s), 4); /* 1.2 (on the blue 4), 1.4, 2.1, 3.1 */
    CHECK(is_legal(s, "place 1.2") && is_legal(s, "place 1.4") && is_legal(s, "place 2.1") &&
          is_legal(s, "place 3.1"));
    played(s, "place 1.2");
    CHECK_INT(s->height[0][1], 3);
    CHECK_INT(s->certificate[EST_RED], 0);
    CHECK_INT(estates_building_value(s, 0, 1), 13);

    played(s, "auction p6"); /* Ben */
    played(s, "pass");
    refused(s, "place 1.2", "a 6 cannot go on a 3: cubes must get smaller upward");
    played(s, "place 1.4");
    CHECK_INT(s->certificate[EST_PURPLE], 1);
    CHECK_INT(estates_built(s, 0), 4);

    played(s, "auction p1"); /* Ana: row 1 has its 4 lots */
    played(s, "pass");
    refused(s, "place 1.5", "row 1 is full: it has its 4 lots");
    played(s, "place 1.4");                   /* on the purple 6 */
    CHECK_INT(s->certificate[EST_PURPLE], 1); /* the certificate stays with the first placer */

    played(s, "auction b1"); /* Ben: a 1 fits on the red 3 but not on the purple 1 */
    played(s, "pass");
    CHECK(is_legal(s, "place 1.2"));
    CHECK(!is_legal(s, "place 1.4")); /* a 1 on the purple 1 */
    refused(s, "place 1.4", "a 1 cannot go on a 1: cubes must get smaller upward");
    estates_rules.free_state(&s->base);
}

static void test_rooftops(void)
{
    EstatesState *s = layout(2, "b6 r5:6", "", "", "", "g1 | |", "01----", 0);
    CHECK_INT(s->roof_pile_count, 11);
    played_logged(s, "auction roof", "Ana turns up rooftop 6 and auctions it");
    CHECK_INT(s->piece_kind, EST_PIECE_ROOF);
    CHECK_INT(est_roof_value(s->piece), 6); /* the other 6; the pile's top is its highest */
    CHECK_INT(s->roof_pile_count, 10);
    played(s, "bid 2");
    played(s, "sell");
    CHECK_INT(legal_count(s), 1);
    refused(s, "roof 1.2", "the building on row 1 lot 2 has a rooftop already");
    refused(s, "roof 1.3", "row 1 lot 3 has no building");
    refused(s, "discard", "a floor cube or rooftop must be placed when it can be");
    played_logged(s, "roof 1.1", "Ben puts rooftop 6 on row 1 lot 1");
    CHECK_INT(estates_building_value(s, 0, 0), 12);
    /* Every building is roofed: no rooftop can be auctioned. */
    CHECK(!is_legal(s, "auction roof"));
    refused(s, "auction roof", "no building is waiting for a rooftop");
    estates_rules.free_state(&s->base);
}

/* Permits lengthen or shorten a row; a second one joins the first; limits 1..9 and the built
 * lots. */
static void test_permits(void)
{
    EstatesState *s = layout(2, "b6 r5 g4", "", "", "", "y1 y2 | y3 | y4", "01-0--", 0);
    played(s, "auction permit 2");
    played(s, "pass");
    refused(s, "permit 1 -", "permit 2 would make row 1 shorter than its 3 buildings");
    refused(s, "permit 1 x", "'x': say + to lengthen the row or - to shorten it");
    refused(s, "permit 4 +", "'4' is not a row: rows are 1, 2 and 3");
    played_logged(s, "permit 1 +", "Ana places permit 2 in row 1, lengthening it to 6 lots");
    CHECK_INT(estates_requirement(s, 0), 6);
    CHECK_INT(estates_permit_lot(s, 0), 6); /* it stands on lot 7 */
    CHECK_INT(estates_permit_lot(s, 1), -1);
    refused(s, "auction permit 2", "permit 2 is already on the board");

    played(s, "auction permit 3"); /* Ben */
    played(s, "pass");
    played(s, "permit 1 -"); /* 4 + 2 - 3 = 3: both permits now stand on lot 4 */
    CHECK_INT(estates_requirement(s, 0), 3);
    CHECK_INT(estates_permit_lot(s, 0), 3);
    CHECK_INT(s->permit_row[1], 0);
    CHECK_INT(s->permit_row[2], 0);

    played(s, "auction permit 1"); /* Ana */
    played(s, "pass");
    refused(s, "permit 1 -", "permit 1 would make row 1 shorter than its 3 buildings");
    played(s, "discard");
    CHECK_INT(s->permit_place[0], EST_AT_GONE);
    refused(s, "auction permit 1", "permit 1 has left the game");
    estates_rules.free_state(&s->base);

    /* The upper limit: a row needs 9 lots at most (the permit stands on lot 10). */
    s = layout(2, "", "", "", "3:1+ 2:1+", "y1 | |", "------", 0);
    CHECK_INT(estates_requirement(s, 0), 9);
    played(s, "auction permit 1");
    played(s, "pass");
    refused(s, "permit 1 +", "permit 1 would make row 1 need 10 lots: 9 is the most");
    CHECK_INT(legal_count(s), 6); /* 1-, 2+, 2-, 3+, 3-, discard */
    played(s, "permit 1 -");
    CHECK_INT(estates_requirement(s, 0), 8);
    estates_rules.free_state(&s->base);

    /* The lower limit: one lot at least. */
    s = layout(2, "", "", "", "3:2-", "y1 | |", "------", 0);
    CHECK_INT(estates_requirement(s, 1), 1);
    played(s, "auction permit 1");
    played(s, "pass");
    refused(s, "permit 2 -", "permit 1 would make row 2 need 0 lots: 1 is the fewest");
    played(s, "permit 2 +");
    CHECK_INT(estates_requirement(s, 1), 2);
    estates_rules.free_state(&s->base);

    /* Down to one lot, and a row of one lot is full with one building. */
    s = layout(2, "", "b6", "", "2:2-", "y1 | |", "0-----", 0);
    CHECK_INT(estates_requirement(s, 1), 2);
    played(s, "auction permit 1");
    played(s, "pass");
    played_logged(s, "permit 2 -", "Ana places permit 1 in row 2, shortening it to 1 lot");
    played(s, "auction y1"); /* Ben */
    played(s, "pass");
    refused(s, "place 2.2", "row 2 is full up to its permit (1 lot)");
    estates_rules.free_state(&s->base);

    /* Lengthening a complete row makes it incomplete again. */
    s = layout(2, "", "b1:1 r2:1 g3:2 y4:2", "", "", "p1 | |", "01010-", 0);
    CHECK(estates_row_complete(s, 1));
    CHECK_INT(score(s, 0), 2 + 6); /* blue 1 + rooftop 1, yellow 4 + rooftop 2 */
    played(s, "auction permit 1");
    played(s, "pass");
    played(s, "permit 2 +");
    CHECK(!estates_row_complete(s, 1));
    CHECK_INT(score(s, 0), -8);
    CHECK_INT(score(s, 1), -3 - 5);
    estates_rules.free_state(&s->base);
}

static void test_cancel(void)
{
    /* Refused when the row would be shorter than its buildings; then only a discard is left. */
    EstatesState *s = layout(2, "b6 r5 g4 y3 p2", "", "", "2:1+", "w1 | |", "01010-", 0);
    played(s, "auction cancel");
    played(s, "pass");
    refused(s, "cancel 2", "the cancel cube would make row 1 shorter than its 5 buildings");
    refused(s, "cancel 1", "permit 1 is not on the board");
    refused(s, "mayor 1", "cancel a permit with the cancel cube (e.g. cancel 2) or discard it");
    CHECK_INT(legal_count(s), 1);
    played_logged(s, "discard", "Ana discards the cancel cube");
    CHECK_INT(s->cancel_place, EST_AT_GONE);
    CHECK_INT(estates_requirement(s, 0), 6);
    refused(s, "auction cancel", "the cancel cube has been used");
    estates_rules.free_state(&s->base);

    /* Two permits in a row (+3, -2: 5 lots); cancelling the 3 leaves 4 - 2 = 2 lots. */
    s = layout(2, "b6 r5", "", "", "3:1+ 2:1-", "w1 | |", "01----", 1);
    CHECK_INT(estates_requirement(s, 0), 5);
    played(s, "auction cancel");
    played(s, "pass");
    CHECK(is_legal(s, "cancel 3") && is_legal(s, "cancel 2"));
    played_logged(s, "cancel 03", "Ben uses the cancel cube on permit 3: row 1 needs 2 lots now");
    CHECK_INT(estates_requirement(s, 0), 2);
    CHECK_INT(estates_permit_lot(s, 0), 2);
    CHECK_INT(s->permit_place[2], EST_AT_GONE);
    CHECK_INT(s->cancel_place, EST_AT_GONE);
    refused(s, "auction permit 3", "permit 3 has left the game");
    estates_rules.free_state(&s->base);

    /* Cancelling the only permit of a row restores the base 4 lots. */
    s = layout(2, "b6", "", "", "1:1-", "w1 | |", "0-----", 0);
    played(s, "auction cancel");
    played(s, "pass");
    played(s, "cancel 1");
    CHECK_INT(estates_requirement(s, 0), 4);
    CHECK_INT(estates_permit_lot(s, 0), -1);
    estates_rules.free_state(&s->base);
}

static void test_mayor(void)
{
    EstatesState *s = layout(3, "b5 r3", "", "", "", "w1 | |", "01----", 0);
    CHECK_INT(score(s, 0), -5);
    CHECK_INT(score(s, 1), -3);
    played(s, "auction mayor");
    all_pass(s);
    refused(s, "mayor 4", "'4' is not a row: rows are 1, 2 and 3");
    CHECK_INT(legal_count(s), 4);
    played_logged(s, "mayor 1", "Ana places the mayor in front of row 1");
    CHECK_INT(score(s, 0), -10);
    CHECK_INT(score(s, 1), -6);
    refused(s, "auction mayor", "the mayor is already on the board");
    estates_rules.free_state(&s->base);

    s = layout(2, "", "", "", "", "w1 | |", "------", 0);
    played(s, "auction mayor");
    played(s, "pass");
    played(s, "discard");
    refused(s, "auction mayor", "the mayor has left the game");
    estates_rules.free_state(&s->base);
}

/* The end: two complete rows. */
static void test_end_two_rows(void)
{
    EstatesState *s =
        layout(2, "b1:1 r2:2 g3:3 y4:4", "p1:5 p2:5 p3:6 p4", "", "", "w1 | w2 | w3", "01010-", 0);
    CHECK(estates_row_complete(s, 0));
    played(s, "auction roof"); /* rooftop 6, the last one left beside the 1s, 2s, 3s and 4s */
    CHECK_INT(est_roof_value(s->piece), 6);
    played(s, "pass");
    played_logged(s, "roof 2.4",
                  "Ana puts rooftop 6 on row 2 lot 4. The game is over: two rows "
                  "are complete");
    CHECK_INT(s->phase, EST_PHASE_OVER);
    CHECK_INT(s->end, EST_END_TWO_ROWS);
    CHECK_INT(estates_rules.to_move(&s->base), GAME_OVER);
    /* Ana: blue 2 + yellow 8 + purple 6 + 7 + 9 + 10 = 42; Ben: red 4 + green 6 = 10. */
    CHECK_INT(score(s, 0), 42);
    CHECK_INT(score(s, 1), 10);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(estates_rules.winners(&s->base, won), 1);
    CHECK(won[0] && !won[1]);
    ScoreSheet sheet;
    estates_rules.score_sheet(&s->base, &sheet);
    CHECK_INT(sheet.rows, 4);
    CHECK_INT(sheet.value[0][0], 10);
    CHECK_INT(sheet.value[1][0], 32);
    CHECK_INT(sheet.value[0][1], 10);
    refused(s, "auction w1", "the game is over");
    CHECK_INT(legal_count(s), 0);
    estates_rules.free_state(&s->base);
}

/* The end: the last rooftop is gone (and two complete rows take precedence as the reason). */
static void test_end_no_roofs(void)
{
    EstatesState *s = layout(2, "b1:1 b2:1 b3:2 b4:2", "r1:3 r2:3 r3:4 r4:4 r5:5 r6:5 g1",
                             "y1:6 y2", "3:2+", "w1 | |", "0101--", 0);
    CHECK_INT(s->roof_pile_count, 1);
    played(s, "auction roof");
    played(s, "pass");
    EstatesState other = *s;
    played(s, "roof 3.2");
    CHECK_INT(s->phase, EST_PHASE_OVER);
    CHECK_INT(s->end, EST_END_NO_ROOFS);
    /* Ana: blue 16 (complete) - yellow 15; Ben: -(4+5+7+8+10+11) - 1. */
    CHECK_INT(score(s, 0), 1);
    CHECK_INT(score(s, 1), -46);
    played(&other, "roof 2.7");
    CHECK_INT(other.end, EST_END_TWO_ROWS);
    CHECK_INT(score(&other, 1), 46 + 6);
    estates_rules.free_state(&s->base);
}

/* The end: every building roofed and the display empty. Ties go to the most checks. */
static void test_end_nothing_to_build_and_ties(void)
{
    EstatesState *s = layout(2, "b4", "", "", "", "", "0-----", 0);
    set_money(s, (int[]){1, 13}, (int[]){10, 0});
    played(s, "auction roof");
    played(s, "pass");
    played_logged(s, "roof 1.1",
                  "Ana puts rooftop 6 on row 1 lot 1. The game is over: every "
                  "building has its rooftop and the display is empty");
    CHECK_INT(s->end, EST_END_NOTHING_TO_BUILD);
    CHECK_INT(score(s, 0), 0); /* -10 for the building, +10 for the checks in the box */
    CHECK_INT(score(s, 1), 0);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(estates_rules.winners(&s->base, won), 1);
    CHECK(!won[0] && won[1]); /* 13 checks beat 1 + 10 */
    set_money(s, (int[]){2, 12}, (int[]){10, 0});
    CHECK_INT(estates_rules.winners(&s->base, won), 2); /* 12 checks each: shared */
    CHECK(won[0] && won[1]);
    estates_rules.free_state(&s->base);
}

/* A cube with no legal spot leaves the game and the turn goes on. */
static void test_cube_with_no_spot(void)
{
    EstatesState *s =
        layout(2, "w1", "b1:1 r1:2", "g2 y1 p1:2", "3:1- 2:2- 1:3-", "b2 | |", "010101", 0);
    CHECK_INT(estates_requirement(s, 0), 1);
    CHECK_INT(estates_requirement(s, 1), 2);
    CHECK_INT(estates_requirement(s, 2), 3);
    played(s, "auction b2");
    played_logged(s, "pass",
                  "Ben passes; nobody bid: Ana gets the blue 2 free; the blue 2 has "
                  "nowhere to go and leaves the game");
    CHECK_INT(s->cube_place[est_cube(EST_BLUE, 2)], EST_CUBE_GONE);
    CHECK_INT(s->phase, EST_PHASE_CHOOSE);
    CHECK_INT(s->auctioneer, 1);
    CHECK_INT(s->end, EST_END_NONE); /* unroofed buildings remain and rooftops too */
    estates_rules.free_state(&s->base);
}

static void test_hidden_money(void)
{
    EstatesState *s = new_game(3, "hidden", 1, 5);
    StrBuf json = STRBUF_INIT;
    int me = s->auctioneer;
    played(s, "stow");
    estates_rules.describe(&s->base, 0, &json);
    CHECK_HAS(sb_str(&json), me == 0 ? "\"hand\":[11,null,null]" : "\"hand\":[12,null,null]");
    sb_clear(&json);
    estates_rules.describe(&s->base, -1, &json);
    CHECK_HAS(sb_str(&json), "\"hand\":[null,null,null]");
    CHECK_HAS(sb_str(&json), me == 0   ? "\"box\":[1,0,0]"
                             : me == 1 ? "\"box\":[0,1,0]"
                                       : "\"box\":[0,0,1]");
    CHECK(!estates_money_visible(s, 1, 0));
    CHECK(estates_money_visible(s, 1, 1));
    estates_rules.free_state(&s->base);

    s = new_game(3, "open", 1, 5);
    sb_clear(&json);
    estates_rules.describe(&s->base, -1, &json);
    CHECK_HAS(sb_str(&json), "\"hand\":[12,12,12]");
    CHECK(estates_money_visible(s, 1, 0));
    sb_free(&json);
    estates_rules.free_state(&s->base);
}

/* Determinize keeps what the viewer knows and reshuffles the face-down rooftops. */
static void test_determinize(void)
{
    EstatesState *s = new_game(3, "hidden", 1, 9);
    Rng rng;
    rng_seed(&rng, 77);
    StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
    estates_rules.describe(&s->base, 1, &a);
    int tops = 0;
    for (int i = 0; i < 30; i++) {
        EstatesState copy = *s;
        estates_rules.determinize(&copy.base, 1, &rng);
        sb_clear(&b);
        estates_rules.describe(&copy.base, 1, &b);
        CHECK_STR(sb_str(&b), sb_str(&a));
        CHECK(estates_rules.check_invariants(&copy.base, err, sizeof err));
        tops |= 1 << est_roof_value(copy.roof_pile[copy.roof_pile_count - 1]);
        CHECK(memcmp(copy.hand, s->hand, sizeof s->hand) == 0);
    }
    CHECK(tops != (1 << est_roof_value(s->roof_pile[11]))); /* the top is not fixed */
    sb_free(&a);
    sb_free(&b);
    estates_rules.free_state(&s->base);
}

/* Ends a round at once: the starter roofs a lone blue 4 held by `loser` (-10), display empty. */
static void quick_round(EstatesState *s, int loser, bool stow)
{
    char certs[7] = "------";
    certs[0] = (char)('0' + loser);
    set_layout(s, "b4", "", "", "", "", certs, s->round_starter);
    if (stow)
        played(s, "stow");
    played(s, "auction roof");
    all_pass(s);
    played(s, "roof 1.1");
}

static void test_rounds(void)
{
    EstatesState *s = new_game(2, "hidden", 3, 11);
    int first = s->round_starter, second = 1 - first;
    quick_round(s, second, true);
    CHECK_INT(s->phase, EST_PHASE_ROUND_END);
    /* the round is scored in the open: everyone's money is shown for the tie-break */
    StrBuf json = STRBUF_INIT;
    char hands[64];
    snprintf(hands, sizeof hands, "\"hand\":[%d,%d]", s->hand[0], s->hand[1]);
    estates_rules.describe(&s->base, -1, &json);
    CHECK_HAS(sb_str(&json), hands);
    CHECK(estates_money_visible(s, second, first));
    CHECK_INT(s->round_score[0][first], 1);
    CHECK_INT(s->round_score[0][second], -10);
    CHECK_INT(s->round_winner[0], first);
    CHECK_INT(estates_round_wins(s, first), 1);
    CHECK_INT(estates_rules.to_move(&s->base), second);
    CHECK_INT(score(s, first), 1);
    refused(s, "auction roof", "the round is over: next deals the next round");
    played_logged(s, "next",
                  second == 0 ? "Round 2 begins; Ana starts" : "Round 2 begins; Ben starts");
    /* Checks carry over, the box joining the hand; a fresh board; the next seat starts. */
    CHECK_INT(s->round, 1);
    CHECK_INT(s->hand[first], 12);
    CHECK_INT(s->box[first], 0);
    CHECK_INT(s->round_starter, second);
    CHECK_INT(s->auctioneer, second);
    CHECK_INT(s->roof_pile_count, 12);
    CHECK_INT(s->certificate[EST_BLUE], -1);
    CHECK_INT(estates_built(s, 0), 0);
    CHECK_INT(score(s, first), 1); /* earlier rounds count */
    sb_clear(&json);
    estates_rules.describe(&s->base, -1, &json);
    CHECK_HAS(sb_str(&json), "\"hand\":[null,null]"); /* hidden again in the new round */
    sb_free(&json);
    CHECK_INT(score(s, second), -10);

    /* A second round win ends the game at once, though a third round was agreed. */
    quick_round(s, second, false);
    CHECK_INT(s->phase, EST_PHASE_OVER);
    CHECK_INT(score(s, first), 1);
    CHECK_INT(score(s, second), -20);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(estates_rules.winners(&s->base, won), 1);
    CHECK(won[first] && !won[second]);
    ScoreSheet sheet;
    estates_rules.score_sheet(&s->base, &sheet);
    CHECK_INT(sheet.rows, 5);
    CHECK_INT(sheet.value[4][first], 1);
    CHECK_INT(sheet.value[4][second], -10);
    estates_rules.free_state(&s->base);

    /* A shared round win counts for nobody; the last round ends the game, decided on totals. */
    s = new_game(2, "hidden", 2, 11);
    first = s->round_starter;
    second = 1 - first;
    char certs[7] = "------";
    certs[0] = (char)('0' + first);
    set_layout(s, "b4", "", "", "", "", certs, first);
    set_money(s, first == 0 ? (int[]){2, 12} : (int[]){12, 2},
              first == 0 ? (int[]){10, 0} : (int[]){0, 10});
    played(s, "auction roof");
    all_pass(s);
    played(s, "roof 1.1");
    CHECK_INT(s->round_score[0][first], 0);
    CHECK_INT(s->round_score[0][second], 0);
    CHECK_INT(s->round_winner[0], -1);
    CHECK_INT(estates_round_wins(s, first) + estates_round_wins(s, second), 0);
    played(s, "next");
    CHECK_INT(s->hand[first], 12); /* 2 in hand + 10 from the box */
    quick_round(s, first, false);  /* now the first starter loses 10 */
    CHECK_INT(s->phase, EST_PHASE_OVER);
    CHECK_INT(score(s, first), -10);
    CHECK_INT(score(s, second), 0);
    CHECK_INT(estates_rules.winners(&s->base, won), 1);
    CHECK(won[second]);
    estates_rules.free_state(&s->base);
}

/* Random multi-round games to the end: every listed move applies, the invariants hold, the
 * rounds follow each other with rotating starters, and the game ends by rounds or two wins. */
static void test_random_multi_round_games(void)
{
    for (uint64_t seed = 1; seed <= 60; seed++) {
        EstatesState *s = new_game(3, seed % 2 ? "open" : "hidden", 3, seed);
        Rng rng;
        rng_seed(&rng, seed * 7);
        MoveList moves = MOVELIST_INIT;
        int starters[EST_ROUNDS_MAX], moves_made = 0;
        starters[0] = s->round_starter;
        while (estates_rules.to_move(&s->base) != GAME_OVER && moves_made++ < 20000) {
            movelist_clear(&moves);
            estates_rules.legal_moves(&s->base, &moves);
            CHECK(moves.count > 0);
            if (!moves.count)
                break;
            int round = s->round;
            played(s, moves.items[rng_below(&rng, (uint32_t)moves.count)]);
            if (s->round != round) {
                starters[s->round] = s->round_starter;
                CHECK_INT(s->round_starter, (starters[round] + 1) % 3);
                for (int seat = 0; seat < 3; seat++)
                    CHECK_INT(s->box[seat], 0);
            }
        }
        CHECK_INT(s->phase, EST_PHASE_OVER);
        int wins = 0;
        for (int seat = 0; seat < 3; seat++)
            wins = estates_round_wins(s, seat) > wins ? estates_round_wins(s, seat) : wins;
        CHECK(s->round == 2 || wins >= 2);
        movelist_free(&moves);
        estates_rules.free_state(&s->base);
    }
}

/* Options parse with readable errors. */
static void test_options(void)
{
    GameOptions opts;
    const char *bad_rounds[1] = {"rounds=6"};
    CHECK(!options_parse(&estates_rules, 1, bad_rounds, &opts, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'rounds=6': expected a number 1-5");
    const char *bad_money[1] = {"money=shown"};
    CHECK(!options_parse(&estates_rules, 1, bad_money, &opts, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'money=shown': expected one of hidden, open");
    options_defaults(&estates_rules, &opts);
    CHECK_INT(opts.value[EST_OPTION_MONEY], EST_MONEY_HIDDEN);
    CHECK_INT(opts.value[EST_OPTION_ROUNDS], 1);
}

/* What a lesson may point at (GameRules.pointable, docs/lessons.md): names of things the board
 * shows now; malformed names and things gone are refused. */
static void test_pointable(void)
{
    EstatesState *s = layout(3, "g6 r5/b4", "", "y5:2", "2:2+", "r1 b2 | y3 | g2", "01122-", 0);
    const GameState *g = &s->base;
    static const char *const shown[] = {
        "board",    "row 3",   "lot 3.10", "building 1.2", "owner 1.2",       "length 2",
        "street 1", "display", "cube b2",  "rooftops",     "permit 1",        "permit 2",
        "mayor",    "cancel",  "auction",  "card 3",       "certificate red", "stow"};
    static const char *const not_shown[] = {
        "lot 4.1", "lot 1.11", "lot 1.0",  "lot 1",   "building 1.3", "owner 2.1",
        "cube w6", "cube z1",  "permit 4", "card 4",  "card 0",       "certificate white",
        "piece",   "bid",      "sell",     "discard", "next",         "lengthen 1",
        "row 2 ",  "nothing"};
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        if (!estates_pointable(g, shown[i]))
            fprintf(stderr, "'%s' is not pointable\n", shown[i]);
        CHECK(estates_pointable(g, shown[i]));
    }
    for (size_t i = 0; i < sizeof not_shown / sizeof not_shown[0]; i++) {
        if (estates_pointable(g, not_shown[i]))
            fprintf(stderr, "'%s' is pointable\n", not_shown[i]);
        CHECK(!estates_pointable(g, not_shown[i]));
    }
    /* the auction: the piece and the bidder's buttons; stowing is over */
    CHECK(play(s, "auction r1"));
    CHECK(estates_pointable(g, "piece") && estates_pointable(g, "bid") &&
          estates_pointable(g, "pass"));
    CHECK(!estates_pointable(g, "cube r1") && !estates_pointable(g, "stow"));
    estates_rules.free_state(&s->base);
}

int main(void)
{
    test_names();
    test_setup();
    test_rulebook_building();
    test_auction_money();
    test_stow();
    test_placement();
    test_rooftops();
    test_permits();
    test_cancel();
    test_mayor();
    test_end_two_rows();
    test_end_no_roofs();
    test_end_nothing_to_build_and_ties();
    test_cube_with_no_spot();
    test_hidden_money();
    test_determinize();
    test_rounds();
    test_random_multi_round_games();
    test_options();
    test_pointable();
    return check_report("test_estates");
}
