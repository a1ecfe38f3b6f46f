/* Buyout!: the rulebook checks, every rule with exact money, hidden information, and many
 * seeded games to the end with the invariants checked after every move. */
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "games/buyout/buyout.h"

enum { RED = 0, BLUE = 1, GREEN = 2 };
static const char *const names[4] = {"Red", "Blue", "Green", "Yellow"};

static BuyoutState *fresh(int players, uint64_t seed)
{
    GameOptions opts = {.players = players};
    return (BuyoutState *)buyout_rules.new_game(&opts, seed);
}

static BuyoutState *position(int players, const char *text)
{
    BuyoutState *s = fresh(players, 7);
    char err[160] = "";
    bool ok = buyout_test_setup(s, text, err, sizeof err);
    if (!ok)
        fprintf(stderr, "setup '%s': %s\n", text, err);
    CHECK(ok);
    return s;
}

static void invariants(const BuyoutState *s)
{
    char err[200] = "";
    bool ok = buyout_rules.check_invariants(&s->base, err, sizeof err);
    if (!ok)
        fprintf(stderr, "invariants: %s\n", err);
    CHECK(ok);
}

/* Plays a move that must be legal; returns its log line (caller frees with sb_free). */
static void play_logged(BuyoutState *s, const char *move, StrBuf *line)
{
    char err[200] = "";
    sb_clear(line);
    buyout_rules.describe_move(&s->base, move, names, line);
    bool ok = buyout_rules.apply(&s->base, move, err, sizeof err);
    if (!ok)
        fprintf(stderr, "move '%s' refused: %s\n", move, err);
    CHECK(ok);
    invariants(s);
}

static void play(BuyoutState *s, const char *move)
{
    StrBuf line = STRBUF_INIT;
    play_logged(s, move, &line);
    sb_free(&line);
}

/* A move that must be refused with a reason containing `reason`, leaving the state unchanged. */
static void refuse(BuyoutState *s, const char *move, const char *reason)
{
    BuyoutState *copy = (BuyoutState *)buyout_rules.clone(&s->base);
    char err[200] = "";
    bool ok = buyout_rules.apply(&s->base, move, err, sizeof err);
    CHECK(!ok);
    CHECK_HAS(err, reason);
    CHECK(memcmp(copy, s, sizeof *s) == 0);
    game_free(&copy->base);
}

static bool is_legal(const BuyoutState *s, const char *move)
{
    MoveList list = MOVELIST_INIT;
    buyout_rules.legal_moves(&s->base, &list);
    bool found = movelist_contains(&list, move);
    movelist_free(&list);
    return found;
}

static void test_board(void)
{
    int lots[BUYOUT_REGIONS] = {0};
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        lots[buyout_region_of(lot)]++;
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        int list[10], count = buyout_region_lots((BuyoutRegion)r, list);
        CHECK_INT(count, lots[r]);
        for (int i = 0; i < count; i++)
            CHECK_INT(buyout_region_of(list[i]), r);
    }
    CHECK_INT(lots[BUYOUT_DOWNTOWN], 6);
    CHECK_INT(lots[BUYOUT_HARBOR], 8);
    CHECK_INT(lots[BUYOUT_MIDTOWN], 8);
    CHECK_INT(lots[BUYOUT_RIVERSIDE], 8);
    CHECK_INT(lots[BUYOUT_OLD_TOWN], 8);
    CHECK_INT(lots[BUYOUT_SUBURBS], 10);
    CHECK_INT(buyout_region_value(BUYOUT_DOWNTOWN), 5);
    CHECK_INT(buyout_region_value(BUYOUT_HARBOR), 4);
    CHECK_INT(buyout_region_value(BUYOUT_MIDTOWN), 3);
    CHECK_INT(buyout_region_value(BUYOUT_RIVERSIDE), 3);
    CHECK_INT(buyout_region_value(BUYOUT_OLD_TOWN), 2);
    CHECK_INT(buyout_region_value(BUYOUT_SUBURBS), 1);
    CHECK_INT(buyout_region_of(buyout_parse_lot("3C")), BUYOUT_DOWNTOWN);
    CHECK_INT(buyout_region_of(buyout_parse_lot("5A")), BUYOUT_RIVERSIDE);
    CHECK_INT(buyout_region_of(buyout_parse_lot("7E")), BUYOUT_MIDTOWN);
    CHECK_INT(buyout_region_of(buyout_parse_lot("8F")), BUYOUT_SUBURBS);
    CHECK_INT(buyout_region_of(buyout_parse_lot("2F")), BUYOUT_OLD_TOWN);
    CHECK_INT(buyout_parse_lot("3c"), buyout_lot_at(2, 2));
    CHECK_INT(buyout_parse_lot("9A"), -1);
    CHECK_INT(buyout_parse_lot("1G"), -1);
    CHECK_INT(buyout_parse_lot("3CC"), -1);
    CHECK_INT(buyout_parse_kind('f'), BUYOUT_ROOF);
    CHECK_INT(buyout_parse_kind(' '), -1);
    CHECK_INT(buyout_parse_kind('\0'), -1);
    CHECK_INT(buyout_parse_kind('X'), -1);
    char name[3];
    buyout_lot_name(buyout_lot_at(7, 5), name);
    CHECK_STR(name, "8F");
    int next[4];
    CHECK_INT(buyout_neighbours(buyout_parse_lot("1A"), next), 2);
    CHECK_INT(buyout_neighbours(buyout_parse_lot("4D"), next), 4);
    char money[24];
    buyout_format_money(6, money, sizeof money);
    CHECK_STR(money, "$6,000");
    buyout_format_money(1234, money, sizeof money);
    CHECK_STR(money, "$1,234,000");
    buyout_format_money(0, money, sizeof money);
    CHECK_STR(money, "$0");
}

static void test_setup(void)
{
    bool first_seen[4] = {false};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        BuyoutState *s = fresh(4, seed);
        invariants(s);
        for (int seat = 0; seat < 4; seat++) {
            CHECK_INT(s->hand[seat][BUYOUT_REGULAR], 3);
            CHECK_INT(buyout_hand_count(s, seat), 3);
            CHECK_INT(buyout_bag_count(s, seat), 27);
            CHECK_INT(s->bag[seat][BUYOUT_PARK], 3);
            CHECK_INT(s->bag[seat][BUYOUT_ROOF], 3);
            CHECK_INT(s->bag[seat][BUYOUT_STORE], 2);
            CHECK_INT(s->bag[seat][BUYOUT_SCAFFOLD], 1);
            CHECK_INT(s->money[seat], 6);
        }
        CHECK_INT(s->current, s->die_holder);
        CHECK_INT(s->round, 1);
        first_seen[s->die_holder] = true;
        game_free(&s->base);
    }
    for (int seat = 0; seat < 4; seat++)
        CHECK(first_seen[seat]); /* the first player is random */
    BuyoutState *a = fresh(3, 99), *b = fresh(3, 99);
    CHECK(memcmp(a, b, sizeof *a) == 0); /* the same seed, the same game */
    game_free(&a->base);
    game_free(&b->base);
}

/* Rulebook: buying out a 3-tile building costs $6,000, paid to its owner. */
static void test_rulebook_buyout(void)
{
    BuyoutState *s = position(2, "3C:1R1R1R hand0:RR money0:5 turn:0");
    refuse(s, "place R 3C", "you cannot afford the $6,000 buyout");
    CHECK(!is_legal(s, "place R 3C"));
    game_free(&s->base);

    s = position(2, "3C:1R1R1R hand0:RR turn:0");
    CHECK(is_legal(s, "place R 3C"));
    StrBuf line = STRBUF_INIT;
    play_logged(s, "place R 3C", &line);
    CHECK_STR(sb_str(&line),
              "Red buys out Blue's 3-tile building on 3C (Downtown) for $6,000 with a regular "
              "tile");
    CHECK_INT(s->money[RED], 0);
    CHECK_INT(s->money[BLUE], 12);
    CHECK_INT(buyout_height(s, buyout_parse_lot("3C")), 4);
    CHECK_INT(buyout_owner(s, buyout_parse_lot("3C")), RED);
    CHECK_INT(s->last.buyout_seat, BLUE);
    CHECK_INT(s->last.buyout_amount, 6);
    /* Red's own building now: building on it again costs nothing. */
    play(s, "place R 3C");
    CHECK_INT(s->money[RED], 0);
    CHECK_INT(buyout_height(s, buyout_parse_lot("3C")), 5);
    sb_free(&line);
    game_free(&s->base);
}

/* Rulebook: a store placed next to two buildings of one opponent takes $2,000 from them. */
static void test_rulebook_store(void)
{
    BuyoutState *s = position(3, "3C:1R 5C:1R1R 4B:0R hand0:DR turn:0");
    BuyoutCost cost;
    CHECK(buyout_placement_cost(s, RED, BUYOUT_STORE, buyout_parse_lot("4C"), -1, &cost, NULL, 0));
    CHECK_INT(cost.net[BLUE], 2);
    CHECK_INT(cost.buyout_seat, -1);
    StrBuf line = STRBUF_INIT;
    play_logged(s, "place D 4C", &line);
    CHECK_STR(sb_str(&line), "Red places a department store on 4C (Downtown); store charges: "
                             "Blue pays Red $2,000");
    CHECK_INT(s->money[RED], 8);
    CHECK_INT(s->money[BLUE], 4);
    CHECK_INT(s->money[GREEN], 6);
    sb_free(&line);
    game_free(&s->base);
}

static void test_park_and_roof(void)
{
    BuyoutState *s = position(2, "3C:1P 4C:1R 5C:1R1F hand0:PFR turn:0");
    refuse(s, "place P 4C", "a park goes on an empty lot");
    refuse(s, "place R 3C", "nothing may be built on a park");
    refuse(s, "place F 3C", "nothing may be built on a park");
    refuse(s, "place R 5C", "nothing may be built on a roof");
    refuse(s, "place F 5C", "nothing may be built on a roof");
    refuse(s, "place F 6C", "a roof goes on top of a building");
    refuse(s, "place D 6C", "you hold no department store tile");
    refuse(s, "place S 6C", "you hold no scaffolding tile");
    CHECK(is_legal(s, "place P 6C"));
    CHECK(!is_legal(s, "place P 4C"));
    CHECK(!is_legal(s, "place F 6C"));
    /* A roof on a rival's building is a buyout. */
    play(s, "place F 4C");
    CHECK_INT(s->money[RED], 4);
    CHECK_INT(s->money[BLUE], 8);
    CHECK_INT(buyout_owner(s, buyout_parse_lot("4C")), RED);
    refuse(s, "place R 4C", "nothing may be built on a roof");
    play(s, "place P 1A");
    CHECK_INT(buyout_top_kind(s, buyout_parse_lot("1A")), BUYOUT_PARK);
    game_free(&s->base);

    /* A roof on one's own building costs nothing. */
    s = position(2, "4C:0R hand0:F turn:0");
    play(s, "place F 4C");
    CHECK_INT(s->money[RED], 6);
    game_free(&s->base);
}

static void test_store_neighbours(void)
{
    /* Building next to rivals' stores pays each owner $1,000; one's own store is free. */
    BuyoutState *s = position(3, "3D:1D 5D:2D 4E:0D hand0:RRR turn:0");
    play(s, "place R 4D");
    CHECK_INT(s->money[RED], 4);
    CHECK_INT(s->money[BLUE], 7);
    CHECK_INT(s->money[GREEN], 7);
    /* 4F touches only Red's own store. */
    play(s, "place R 4F");
    CHECK_INT(s->money[RED], 4);
    game_free(&s->base);

    /* Covering a store cancels it: after Red builds over Blue's store, 4C costs nothing. */
    s = position(2, "3C:1D hand0:RR turn:0");
    play(s, "place R 3C");
    CHECK_INT(s->money[RED], 4); /* the $2,000 buyout */
    CHECK_INT(s->money[BLUE], 8);
    play(s, "place R 4C");
    CHECK_INT(s->money[RED], 4);
    CHECK_INT(s->money[BLUE], 8);
    game_free(&s->base);

    /* Netting: Red's new store touches Blue's store (Red owes $1,000) and three Blue buildings
     * counting that store (Blue owes $3,000): Blue pays $2,000 net. */
    s = position(2, "4C:1D 3D:1R 5D:1R hand0:D turn:0");
    play(s, "place D 4D");
    CHECK_INT(s->last.owed[BLUE], 2);
    CHECK_INT(s->last.paid[BLUE], 2);
    CHECK_INT(s->money[RED], 8);
    CHECK_INT(s->money[BLUE], 4);
    game_free(&s->base);

    /* The $0 floor: Blue owes $2,000 net but has $1,000. */
    s = position(2, "4C:1D 3D:1R 5D:1R hand0:D money1:1 turn:0");
    StrBuf line = STRBUF_INIT;
    play_logged(s, "place D 4D", &line);
    CHECK_HAS(sb_str(&line), "Blue pays Red $1,000 of $2,000 owed");
    CHECK_INT(s->last.paid[BLUE], 1);
    CHECK_INT(s->money[RED], 7);
    CHECK_INT(s->money[BLUE], 0);
    sb_free(&line);
    game_free(&s->base);

    /* The placer pays only as far as cash allows too. */
    s = position(2, "4C:1D hand0:R money0:0 turn:0");
    play(s, "place R 4D");
    CHECK_INT(s->last.owed[BLUE], -1);
    CHECK_INT(s->last.paid[BLUE], 0);
    CHECK_INT(s->money[RED], 0);
    CHECK_INT(s->money[BLUE], 6);
    game_free(&s->base);

    /* A store placed over a rival's store: the buyout in full, then the charges; the covered
     * store no longer counts as a store. Blue: 3C (store, covered) and 4C touch... only 4C. */
    s = position(2, "3C:1D 4C:1R 2C:1R hand0:D turn:0");
    play(s, "place D 3C");
    CHECK_INT(s->last.buyout_amount, 2);
    CHECK_INT(s->last.owed[BLUE], 2); /* 4C and 2C touch the new store */
    CHECK_INT(s->money[RED], 6 - 2 + 2);
    CHECK_INT(s->money[BLUE], 6 + 2 - 2);
    game_free(&s->base);
}

static void test_scaffolding(void)
{
    BuyoutState *s = position(2, "3C:1P 4C:1R1F hand0:SR turn:0");
    refuse(s, "place S 5C", "scaffolding goes on top of a building");
    refuse(s, "place S 3C", "nothing may be built on a park");
    refuse(s, "place S 4C", "nothing may be built on a roof");
    refuse(s, "stay", "there is no scaffolding to move");
    game_free(&s->base);

    /* Red places scaffolding on its own building next to Blue's store (pays $1,000), then moves
     * it with the tile under it onto Blue's 2-tile building at 6F ($4,000 buyout) next to
     * Green's store ($1,000). The source keeps Green's store, which is active again without
     * charging anyone for being uncovered. */
    s = position(3, "4D:2D0R 5D:1D 6F:1R1R 7F:2D hand0:SR money0:10 turn:0");
    play(s, "place S 4D");
    CHECK_INT(s->phase, BUYOUT_PHASE_SCAFFOLD);
    CHECK_INT(s->money[RED], 9);
    CHECK_INT(s->money[BLUE], 7);
    CHECK(is_legal(s, "stay"));
    CHECK(is_legal(s, "move 6F"));
    CHECK(!is_legal(s, "move 4D"));
    CHECK(!is_legal(s, "place R 1A"));
    refuse(s, "place R 1A", "you have just placed scaffolding on 4D");
    refuse(s, "end", "you have just placed scaffolding on 4D");
    refuse(s, "move 4D", "the scaffolding must move to another lot");
    StrBuf line = STRBUF_INIT;
    play_logged(s, "move 6F", &line);
    CHECK_STR(sb_str(&line),
              "Red moves the scaffolding and the tile under it from 4D to 6F (Suburbs), buying "
              "out Blue's 2-tile building for $4,000; Green's department store on 4D is open "
              "again; store charges: Red pays Green $1,000");
    CHECK_INT(s->money[RED], 4);
    CHECK_INT(s->money[BLUE], 11);
    CHECK_INT(s->money[GREEN], 7);
    int lot4d = buyout_parse_lot("4D"), lot6f = buyout_parse_lot("6F");
    CHECK_INT(buyout_height(s, lot4d), 1);
    CHECK_INT(buyout_top_kind(s, lot4d), BUYOUT_STORE);
    CHECK_INT(buyout_owner(s, lot4d), GREEN);
    CHECK_INT(buyout_height(s, lot6f), 4);
    CHECK_INT(buyout_top_kind(s, lot6f), BUYOUT_SCAFFOLD);
    CHECK_INT(s->lot[lot6f].tile[2].kind, BUYOUT_REGULAR);
    CHECK_INT(s->lot[lot6f].tile[2].seat, RED);
    CHECK_INT(s->phase, BUYOUT_PHASE_CONTINUE);
    /* Green's uncovered store charges later placements next to it. */
    play(s, "place R 4E");
    CHECK_INT(s->money[RED], 3);
    CHECK_INT(s->money[GREEN], 8);
    CHECK_INT(s->money[BLUE], 11);
    CHECK_INT(s->current, BLUE); /* Red's hand ran out: the turn ended by itself */
    CHECK_INT(buyout_hand_count(s, RED), 3);
    sb_free(&line);
    game_free(&s->base);

    /* Moving next to the store it uncovers: the destination touches that store. */
    s = position(2, "3C:1D0R hand0:S turn:0");
    play(s, "place S 3C");
    play(s, "move 3D");
    CHECK_INT(s->money[RED], 5);
    CHECK_INT(s->money[BLUE], 7);
    game_free(&s->base);

    /* Scaffolding on a one-tile building empties the source; a park or roof is no destination;
     * an unaffordable buyout is refused. */
    s = position(2, "3C:0R 5C:1P 6C:1R1F 7C:1R1R1R hand0:S money0:5 turn:0");
    play(s, "place S 3C");
    refuse(s, "move 5C", "nothing may be built on a park");
    refuse(s, "move 6C", "nothing may be built on a roof");
    refuse(s, "move 7C", "you cannot afford the $6,000 buyout");
    refuse(s, "place R 1A", "you have just placed scaffolding");
    play(s, "move 1F");
    CHECK_INT(buyout_height(s, buyout_parse_lot("3C")), 0);
    CHECK_INT(buyout_height(s, buyout_parse_lot("1F")), 2);
    game_free(&s->base);

    /* Scaffolding on a rival's building is a buyout; "stay" keeps it there; it can be built
     * over later. */
    s = position(2, "3C:1R hand0:SR turn:0");
    play(s, "place S 3C");
    CHECK_INT(s->money[RED], 4);
    play_logged(s, "stay", &line);
    CHECK_STR(sb_str(&line), "Red leaves the scaffolding on 3C");
    play(s, "place R 3C");
    CHECK_INT(buyout_height(s, buyout_parse_lot("3C")), 3);
    CHECK_INT(s->money[RED], 4);
    sb_free(&line);
    game_free(&s->base);
}

static void test_turns(void)
{
    BuyoutState *s = fresh(2, 5);
    int me = s->current, other = 1 - me;
    refuse(s, "end", "you must place a tile before ending your turn");
    refuse(s, "pass", "you can still place a tile");
    refuse(s, "move 3C", "there is no scaffolding to move");
    refuse(s, "place F 3C", "you hold no roof tile");
    refuse(s, "place R 9C", "unknown lot '9C'");
    refuse(s, "place X 3C", "unknown tile 'X'");
    refuse(s, "build 3C", "unknown move");
    refuse(s, "", "unknown move");
    MoveList list = MOVELIST_INIT;
    buyout_rules.legal_moves(&s->base, &list);
    CHECK_INT(list.count, BUYOUT_LOTS); /* three regular tiles: one move per lot */
    play(s, "place r 1a");              /* lower case is accepted */
    CHECK_INT(s->phase, BUYOUT_PHASE_CONTINUE);
    refuse(s, "pass", "finish with \"end\"");
    buyout_rules.legal_moves(&s->base, &list);
    CHECK(movelist_contains(&list, "end"));
    CHECK_INT(list.count, BUYOUT_LOTS + 1);
    play(s, "place R 2A");
    play(s, "end");
    CHECK_INT(buyout_hand_count(s, me), 3);
    CHECK_INT(buyout_bag_count(s, me), 25);
    CHECK_INT(s->known_regular[me], 1);
    CHECK_INT(s->current, other);
    play(s, "place R 8F");
    StrBuf line = STRBUF_INIT;
    play_logged(s, "end", &line);
    char expected[240];
    snprintf(expected, sizeof expected,
             "%s ends the turn; %s draws 1 tile\nRound 1 payout\nHarbor: %s, tallest (1 tile)\t"
             "+$5,000\nHarbor: %s, most buildings (2)\t+$4,000\nSuburbs:",
             names[other], names[other], names[me], names[me]);
    CHECK_HAS(sb_str(&line), expected);
    sb_free(&line);
    /* Round over: the payout, then the die passes left. */
    CHECK_INT(s->round, 2);
    CHECK_INT(s->die_holder, other);
    CHECK_INT(s->current, other);
    CHECK_INT(s->payout.round, 1);
    /* Harbor: 2 one-tile buildings of `me` (tallest tied only with itself: paid once). */
    CHECK_INT(s->payout.region[BUYOUT_HARBOR].tallest_seat, me);
    CHECK_INT(s->payout.region[BUYOUT_HARBOR].tallest_amount, 5);
    CHECK_INT(s->payout.region[BUYOUT_HARBOR].most_amount, 4);
    CHECK_INT(s->money[me], 6 + 9);
    CHECK_INT(s->money[other], 6 + 2 + 2);
    movelist_free(&list);
    game_free(&s->base);

    /* With no legal placement the only move is to pass (and the hand is still refilled). */
    s = position(2, "hand0:FF turn:0");
    buyout_rules.legal_moves(&s->base, &list);
    CHECK_INT(list.count, 1);
    CHECK_STR(list.items[0], "pass");
    refuse(s, "place F 3C", "a roof goes on top of a building");
    refuse(s, "end", "you must place a tile");
    play(s, "pass");
    CHECK_INT(buyout_hand_count(s, RED), 3);
    CHECK_INT(s->current, BLUE);
    movelist_free(&list);
    game_free(&s->base);
}

/* Every payout case at the end of a round: Green's placement ends round 1. */
static void test_payout(void)
{
    BuyoutState *s = position(3, "3C:0R0R0R 4C:1R "       /* Downtown */
                                 "1A:0R0R 2A:1R1R 3A:0R " /* Harbor */
                                 "6C:1R1R 7C:1R1R "       /* Midtown */
                                 "5A:2P "                 /* Riverside */
                                 "hand2:R turn:2 die:0");
    StrBuf line = STRBUF_INIT;
    play_logged(s, "place R 8F", &line);
    const BuyoutPayout *p = &s->payout;
    CHECK_INT(p->round, 1);
    /* Downtown: Red's 3 tiles are tallest (5 + 3); Red and Blue tie with one building each. */
    CHECK_INT(p->region[BUYOUT_DOWNTOWN].tallest_seat, RED);
    CHECK_INT(p->region[BUYOUT_DOWNTOWN].tallest_amount, 8);
    CHECK_INT(p->region[BUYOUT_DOWNTOWN].most_seat, -1);
    CHECK(p->region[BUYOUT_DOWNTOWN].most_tied);
    /* Harbor: the 2-tile buildings of Red and Blue tie: nobody; Red has most (2 x 2). */
    CHECK_INT(p->region[BUYOUT_HARBOR].tallest_seat, -1);
    CHECK(p->region[BUYOUT_HARBOR].tallest_tied);
    CHECK_INT(p->region[BUYOUT_HARBOR].tallest_height, 2);
    CHECK_INT(p->region[BUYOUT_HARBOR].most_seat, RED);
    CHECK_INT(p->region[BUYOUT_HARBOR].most_amount, 4);
    /* Midtown: Blue's two equal tallest are paid once (3 + 2); most: 2 x 2. */
    CHECK_INT(p->region[BUYOUT_MIDTOWN].tallest_seat, BLUE);
    CHECK_INT(p->region[BUYOUT_MIDTOWN].tallest_amount, 5);
    CHECK_INT(p->region[BUYOUT_MIDTOWN].most_amount, 4);
    /* Riverside: a park is a 1-tile building (3 + 1, and 2 for most). */
    CHECK_INT(p->region[BUYOUT_RIVERSIDE].tallest_seat, GREEN);
    CHECK_INT(p->region[BUYOUT_RIVERSIDE].tallest_amount, 4);
    CHECK_INT(p->region[BUYOUT_RIVERSIDE].most_amount, 2);
    /* Suburbs: Green's new tile (1 + 1, and 2). Old Town is empty. */
    CHECK_INT(p->region[BUYOUT_SUBURBS].tallest_amount, 2);
    CHECK_INT(p->region[BUYOUT_SUBURBS].most_amount, 2);
    CHECK_INT(p->region[BUYOUT_OLD_TOWN].tallest_height, 0);
    CHECK_INT(p->region[BUYOUT_OLD_TOWN].tallest_seat, -1);
    CHECK_INT(p->region[BUYOUT_OLD_TOWN].most_seat, -1);
    CHECK_INT(p->total[RED], 12);
    CHECK_INT(p->total[BLUE], 9);
    CHECK_INT(p->total[GREEN], 10);
    CHECK_INT(s->money[RED], 18);
    CHECK_INT(s->money[BLUE], 15);
    CHECK_INT(s->money[GREEN], 16);
    CHECK_INT(s->round, 2);
    CHECK_INT(s->die_holder, BLUE);
    CHECK_INT(s->current, BLUE);
    /* the payout is a block of rows under the move: district, who and why, then the amount */
    CHECK_HAS(sb_str(&line), "Green places a regular tile on 8F (Suburbs); Green draws 3 tiles\n"
                             "Round 1 payout\n"
                             "Downtown: Red, tallest (3 tiles)\t+$8,000\n"
                             "Downtown: most buildings tied, nobody paid\t\n"
                             "Harbor: tallest tied at 2 tiles, nobody paid\t\n"
                             "Harbor: Red, most buildings (2)\t+$4,000\n");
    sb_free(&line);
    game_free(&s->base);
}

/* A round in which nobody can place ends the game; ties in the final bonuses pay nobody. */
static void test_end_by_empty_round(void)
{
    BuyoutState *s = position(2, "1A:0P 8F:1P hand0:FF hand1:F turn:0");
    play(s, "pass");
    CHECK(!game_over(&s->base));
    StrBuf line = STRBUF_INIT;
    play_logged(s, "pass", &line);
    CHECK(game_over(&s->base));
    CHECK_INT(game_to_move(&s->base), GAME_OVER);
    /* Payout: Red's park in Harbor 4 + 1 and 2; Blue's park in Suburbs 1 + 1 and 2. */
    CHECK_INT(s->final.money_before[RED], 13);
    CHECK_INT(s->final.money_before[BLUE], 10);
    CHECK_INT(s->final.tallest_seat, -1);
    CHECK_INT(s->final.most_seat, -1);
    CHECK(s->final.ended_by_empty_round);
    CHECK_INT(s->final.tiles_sold[RED], 3);
    CHECK_INT(s->final.tiles_sold[BLUE], 3);
    int scores[2];
    buyout_rules.scores(&s->base, scores);
    CHECK_INT(scores[RED], 16);
    CHECK_INT(scores[BLUE], 13);
    bool won[2];
    CHECK_INT(buyout_rules.winners(&s->base, won), 1);
    CHECK(won[RED] && !won[BLUE]);
    CHECK_HAS(sb_str(&line), "\nGame over: a whole round passed with no tile placed\n"
                             "Tallest building on the board: tied, nobody paid\t\n"
                             "Most buildings: tied, nobody paid\t\n"
                             "Red sells 3 tiles\t+$3,000\n"
                             "Blue sells 3 tiles\t+$3,000");
    refuse(s, "pass", "the game is over");
    MoveList list = MOVELIST_INIT;
    buyout_rules.legal_moves(&s->base, &list);
    CHECK_INT(list.count, 0);
    movelist_free(&list);
    sb_free(&line);
    game_free(&s->base);
}

/* Red places its last tile: after the round's payout the game ends with the bonuses. */
static void test_end_out_of_tiles(void)
{
    BuyoutState *s =
        position(2, "1C:0R0R0R0R0R0F 2C:0R0R0R0R0R0F 1D:0R0R0R0R0R0F 1E:0D 2E:0D 2D:0R0S "
                    "2F:0R0R0R0R 1A:0P 2A:0P 3A:0P 5A:1R1R1R1R1R1R1R hand0:R hand1:RRD "
                    "turn:0 die:1");
    CHECK_INT(buyout_tiles_left(s, RED), 1);
    play(s, "place R 8F");
    CHECK(game_over(&s->base));
    CHECK(!s->final.ended_by_empty_round);
    /* Old Town: Red's three 6-tile buildings paid once (2 + 6), 7 buildings (14). Harbor: three
     * parks (4 + 1, and 6). Suburbs: 1 + 1 and 2. Blue: Riverside 3 + 7 and 2. */
    CHECK_INT(s->payout.region[BUYOUT_OLD_TOWN].tallest_amount, 8);
    CHECK_INT(s->payout.region[BUYOUT_OLD_TOWN].most_amount, 14);
    CHECK_INT(s->payout.total[RED], 22 + 11 + 4);
    CHECK_INT(s->payout.total[BLUE], 12);
    CHECK_INT(s->final.money_before[RED], 43);
    CHECK_INT(s->final.money_before[BLUE], 18);
    /* Tallest on the board: Blue's 7 tiles ($14,000); most buildings: Red's 11 ($11,000);
     * Blue sells its 3 hand tiles, Red has none. */
    CHECK_INT(s->final.tallest_seat, BLUE);
    CHECK_INT(s->final.tallest_bonus[BLUE], 14);
    CHECK_INT(s->final.most_seat, RED);
    CHECK_INT(s->final.most_bonus[RED], 11);
    CHECK_INT(s->final.tiles_sold[RED], 0);
    CHECK_INT(s->final.tiles_sold[BLUE], 3);
    CHECK_INT(s->money[RED], 54);
    CHECK_INT(s->money[BLUE], 35);
    ScoreSheet sheet;
    buyout_rules.score_sheet(&s->base, &sheet);
    CHECK_INT(sheet.rows, 4);
    for (int seat = 0; seat < 2; seat++) {
        int sum = 0;
        for (int row = 0; row < sheet.rows; row++)
            sum += sheet.value[row][seat];
        CHECK_INT(sum, s->money[seat]);
    }
    CHECK_INT(sheet.value[1][BLUE], 14);
    CHECK_INT(sheet.value[2][RED], 11);
    CHECK_INT(sheet.value[3][BLUE], 3);
    game_free(&s->base);

    /* Equal money shares the win. */
    s = position(2, "8C:0P 8A:1P hand0:F hand1:F turn:0");
    play(s, "pass");
    play(s, "pass");
    CHECK(game_over(&s->base));
    bool won[2];
    CHECK_INT(buyout_rules.winners(&s->base, won), 2);
    game_free(&s->base);
}

static void test_hidden_information(void)
{
    BuyoutState *s = fresh(3, 11);
    StrBuf json = STRBUF_INIT;
    buyout_rules.describe(&s->base, 1, &json);
    CHECK_HAS(sb_str(&json), "\"hand\":\"RRR\"");
    CHECK_HAS(sb_str(&json), "\"bag_count\":[27,27,27]");
    sb_clear(&json);
    buyout_rules.describe(&s->base, -1, &json);
    CHECK(!strstr(sb_str(&json), "\"hand\":"));
    BuyoutState *shown = position(2, "1A:0R1D 8F:1P hand0:RS");
    sb_clear(&json);
    buyout_rules.describe(&shown->base, 0, &json);
    CHECK_HAS(sb_str(&json), "\"lots\":[\"0R1D\",\"\",");
    CHECK_HAS(sb_str(&json), ",\"1P\"]");
    CHECK_HAS(sb_str(&json), "\"hand\":\"RS\"");
    CHECK_HAS(sb_str(&json), "\"hand_count\":[2,0]");
    game_free(&shown->base);
    /* Right after the deal everyone knows every hand is three regular tiles. */
    Rng rng;
    rng_seed(&rng, 3);
    BuyoutState *guess = (BuyoutState *)buyout_rules.clone(&s->base);
    buyout_rules.determinize(&guess->base, 0, &rng);
    for (int seat = 0; seat < 3; seat++)
        CHECK_INT(guess->hand[seat][BUYOUT_REGULAR], 3);
    game_free(&guess->base);

    /* Later: the viewer's hand and everything public stay; others' tiles are redealt. */
    Rng play_rng;
    rng_seed(&play_rng, 17);
    for (int i = 0; i < 40 && !game_over(&s->base); i++) {
        char move[MOVE_MAX];
        CHECK(buyout_greedy_move(&s->base, 3.0, &play_rng, move));
        play(s, move);
    }
    bool differs = false;
    for (int trial = 0; trial < 20; trial++) {
        guess = (BuyoutState *)buyout_rules.clone(&s->base);
        buyout_rules.determinize(&guess->base, 0, &rng);
        invariants(guess);
        CHECK(memcmp(guess->lot, s->lot, sizeof s->lot) == 0);
        CHECK(memcmp(guess->money, s->money, sizeof s->money) == 0);
        CHECK(memcmp(guess->hand[0], s->hand[0], sizeof s->hand[0]) == 0);
        CHECK(memcmp(guess->bag[0], s->bag[0], sizeof s->bag[0]) == 0);
        for (int seat = 1; seat < 3; seat++) {
            CHECK_INT(buyout_hand_count(guess, seat), buyout_hand_count(s, seat));
            CHECK_INT(buyout_bag_count(guess, seat), buyout_bag_count(s, seat));
            for (int k = 0; k < BUYOUT_KINDS; k++)
                CHECK_INT(guess->hand[seat][k] + guess->bag[seat][k],
                          s->hand[seat][k] + s->bag[seat][k]);
            differs |= memcmp(guess->hand[seat], s->hand[seat], sizeof s->hand[seat]) != 0;
        }
        sb_clear(&json);
        buyout_rules.describe(&guess->base, 0, &json);
        StrBuf real = STRBUF_INIT;
        buyout_rules.describe(&s->base, 0, &real);
        CHECK_STR(sb_str(&json), sb_str(&real)); /* the viewer sees no difference */
        sb_free(&real);
        game_free(&guess->base);
    }
    CHECK(differs);
    sb_free(&json);
    game_free(&s->base);
}

/* Seeded games to the end: random and greedy players, every listed move legal, illegal moves
 * refused without a change, the invariants after every move. */
static void test_many_games(void)
{
    int over = 0;
    for (int game = 0; game < 240; game++) {
        int players = 2 + game % 3;
        BuyoutState *s = fresh(players, 1000 + (uint64_t)game);
        Rng rng;
        rng_seed(&rng, (uint64_t)game);
        MoveList list = MOVELIST_INIT;
        int moves = 0;
        while (!game_over(&s->base) && moves < 2000) {
            buyout_rules.legal_moves(&s->base, &list);
            CHECK(list.count > 0);
            if (list.count == 0)
                break;
            char move[MOVE_MAX];
            if (game % 2)
                snprintf(move, MOVE_MAX, "%s", list.items[rng_below(&rng, (uint32_t)list.count)]);
            else
                CHECK(buyout_greedy_move(&s->base, 2.0, &rng, move));
            CHECK(movelist_contains(&list, move));
            if (moves % 7 == 0)
                refuse(s, s->phase == BUYOUT_PHASE_SCAFFOLD ? "move 9Z" : "place R 9Z",
                       "unknown lot '9Z'");
            char err[200] = "";
            bool ok = buyout_rules.apply(&s->base, move, err, sizeof err);
            if (!ok)
                fprintf(stderr, "game %d: '%s' refused: %s\n", game, move, err);
            CHECK(ok);
            char why[200] = "";
            if (!buyout_rules.check_invariants(&s->base, why, sizeof why)) {
                fprintf(stderr, "game %d move %d '%s': %s\n", game, moves, move, why);
                CHECK(false);
                break;
            }
            moves++;
        }
        over += game_over(&s->base);
        if (game_over(&s->base)) {
            ScoreSheet sheet;
            buyout_rules.score_sheet(&s->base, &sheet);
            for (int seat = 0; seat < players; seat++) {
                int sum = 0;
                for (int row = 0; row < sheet.rows; row++)
                    sum += sheet.value[row][seat];
                CHECK_INT(sum, s->money[seat]);
            }
        }
        movelist_free(&list);
        game_free(&s->base);
    }
    CHECK_INT(over, 240);
}

/* The greedy bot (the rollout and easy player) against three random players. */
static void test_greedy_beats_random(void)
{
    int wins = 0, games = 60, rounds = 0;
    for (int game = 0; game < games; game++) {
        BuyoutState *s = fresh(4, 5000 + (uint64_t)game);
        int greedy = game % 4;
        Rng rng;
        rng_seed(&rng, (uint64_t)game);
        MoveList list = MOVELIST_INIT;
        while (!game_over(&s->base)) {
            char move[MOVE_MAX];
            if (game_to_move(&s->base) == greedy) {
                buyout_greedy_move(&s->base, 0.0, &rng, move);
            } else {
                buyout_rules.legal_moves(&s->base, &list);
                snprintf(move, MOVE_MAX, "%s", list.items[rng_below(&rng, (uint32_t)list.count)]);
            }
            buyout_rules.apply(&s->base, move, NULL, 0);
        }
        bool won[4];
        buyout_rules.winners(&s->base, won);
        wins += won[greedy];
        rounds += s->round;
        movelist_free(&list);
        game_free(&s->base);
    }
    printf("greedy won %d of %d four-player games against random players (%.1f rounds)\n", wins,
           games, (double)rounds / games);
    CHECK(wins * 10 >= games * 8);
}

/* The hooks give legal moves, read nothing secret, and the search picks a legal move. */
static void test_bot_hooks(void)
{
    const GameBotHooks *hooks = buyout_rules.bot;
    BuyoutState *s = fresh(4, 21);
    Rng rng;
    rng_seed(&rng, 8);
    for (int i = 0; i < 30; i++) {
        char move[MOVE_MAX];
        CHECK(buyout_greedy_move(&s->base, 3.0, &rng, move));
        play(s, move);
    }
    MoveList legal = MOVELIST_INIT, cand = MOVELIST_INIT, other = MOVELIST_INIT;
    buyout_rules.legal_moves(&s->base, &legal);
    bot_candidate_moves(&s->base, BOT_NORMAL, &cand);
    CHECK(cand.count > 0 && cand.count <= 12);
    for (int i = 0; i < cand.count; i++)
        CHECK(movelist_contains(&legal, cand.items[i]));
    double value[4], sum = 0;
    hooks->evaluate(&s->base, value);
    for (int seat = 0; seat < 4; seat++)
        sum += value[seat];
    CHECK(sum > 0.999 && sum < 1.001);
    /* Redeal what the seat to move cannot see: the hooks must not notice. */
    BuyoutState *guess = (BuyoutState *)buyout_rules.clone(&s->base);
    for (int k = 0; k < 5; k++) {
        buyout_rules.determinize(&guess->base, s->current, &rng);
        double value2[4];
        hooks->evaluate(&guess->base, value2);
        bot_candidate_moves(&guess->base, BOT_NORMAL, &other);
        CHECK(memcmp(value, value2, sizeof value) == 0);
        CHECK_INT(other.count, cand.count);
        for (int i = 0; i < cand.count && i < other.count; i++)
            CHECK_STR(other.items[i], cand.items[i]);
    }
    for (int i = 0; i < 20; i++) {
        char move[MOVE_MAX];
        MoveCode code;
        CHECK(hooks->rollout_move(&s->base, &rng, &code));
        buyout_rules.format_code(&s->base, code, move);
        CHECK(movelist_contains(&legal, move));
    }
    char chosen[MOVE_MAX];
    BotStats stats;
    CHECK(bot_choose(&s->base, BOT_NORMAL, 5, NULL, chosen, &stats));
    CHECK(movelist_contains(&legal, chosen));
    CHECK(stats.iterations > 0);
    game_free(&guess->base);
    movelist_free(&legal);
    movelist_free(&cand);
    movelist_free(&other);
    game_free(&s->base);
}

/* The names a lesson's coach may point at: the city, the districts, the hand, the cards, the
 * die always; a tile while the seat to move holds one; each button in its phase. */
static void test_pointable(void)
{
    BuyoutState *s = position(2, "3C:0R hand0:RS hand1:RR turn:0");
    const GameState *g = &s->base;
    const char *always[] = {
        "lot 3C", "lot 8f", "district downtown", "district Old Town", "districts", "hand", "card 1",
        "card 2", "die"};
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++)
        CHECK(buyout_pointable(g, always[i]));
    const char *never[] = {"lot 9A", "district nowhere",
                           "card 3", "card 0",
                           "tile X", "tile RR",
                           "lots",   "Hand",
                           "lot",    "end",
                           "stay",   "pass"};
    for (size_t i = 0; i < sizeof never / sizeof never[0]; i++)
        if (buyout_pointable(g, never[i])) {
            fprintf(stderr, "'%s' should not be pointable\n", never[i]);
            CHECK(false);
        }
    CHECK(buyout_pointable(g, "tile R"));
    CHECK(buyout_pointable(g, "tile s"));
    CHECK(!buyout_pointable(g, "tile D"));
    play(s, "place S 3C");
    CHECK(buyout_pointable(g, "stay"));
    CHECK(!buyout_pointable(g, "tile R")); /* the scaffolding first */
    play(s, "stay");
    CHECK(buyout_pointable(g, "end"));
    CHECK(!buyout_pointable(g, "stay"));
    game_free(&s->base);
    BuyoutState *stuck = position(2, "hand0:F hand1:R turn:0");
    CHECK(buyout_pointable(&stuck->base, "pass"));
    game_free(&stuck->base);
}

/* A placement's region payout worked out in a few steps (the bots' and the standing payout's)
 * is the one worked out on the changed board, for every seat on every lot of positions spread
 * over random games: a tile on an empty lot, on a rival's or an own building, raising it to the
 * tallest, level with it (a tie or not) or below it. */
static void test_region_after_placement(void)
{
    int checked = 0, differ = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        BuyoutState *s = fresh(4, seed);
        Rng rng;
        rng_seed(&rng, seed);
        for (int move = 0; move < 200 && !game_over(&s->base); move++) {
            for (int lot = 0; lot < BUYOUT_LOTS; lot++)
                for (int seat = 0; seat < 4; seat++) {
                    BuyoutRegion r = buyout_region_of(lot);
                    BuyoutRegionPayout quick, full;
                    buyout_region_after_placement(&s->standing.region[r], r, 4, s->board.owner[lot],
                                                  s->board.height[lot], seat, &quick);
                    BuyoutBoard board = s->board;
                    board.height[lot]++;
                    board.owner[lot] = (int8_t)seat;
                    buyout_board_region_payout(&board, 4, r, &full);
                    differ += memcmp(quick.buildings, full.buildings, sizeof full.buildings) ||
                              quick.tallest_height != full.tallest_height ||
                              quick.tallest_seat != full.tallest_seat ||
                              quick.tallest_tied != full.tallest_tied ||
                              quick.tallest_amount != full.tallest_amount ||
                              quick.most_seat != full.most_seat ||
                              quick.most_tied != full.most_tied ||
                              quick.most_amount != full.most_amount;
                    checked++;
                }
            char move_text[MOVE_MAX];
            CHECK(bot_random_move(&s->base, &rng, move_text));
            CHECK(buyout_rules.apply(&s->base, move_text, NULL, 0));
        }
        free(s);
    }
    CHECK(checked > 100000);
    CHECK_INT(differ, 0);
}

/* The random player's move by the hook (made without the list) is the one it draws from the
 * list, with the same one draw, at every move of random games at each table size (the
 * scaffolding's moves and the end of a turn among them). */
static void test_random_code(void)
{
    int checked = 0, scaffold = 0, closing = 0;
    CodeList listed = CODELIST_INIT;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        BuyoutState *s = fresh(2 + (int)(seed % 3), seed);
        Rng rng;
        rng_seed(&rng, seed);
        while (!game_over(&s->base)) {
            codelist_clear(&listed);
            buyout_rules.legal_codes(&s->base, &listed);
            for (int draw = 0; draw < 3; draw++) {
                Rng by_list, by_hook;
                rng_seed(&by_list, rng_next(&rng));
                by_hook = by_list;
                MoveCode expected = listed.items[rng_below(&by_list, (uint32_t)listed.count)];
                MoveCode picked = 0;
                CHECK(buyout_bot_hooks.random_code &&
                      buyout_bot_hooks.random_code(&s->base, &by_hook, &picked));
                CHECK(picked == expected);
                CHECK(!memcmp(&by_hook, &by_list, sizeof by_list));
                checked++;
                scaffold += buyout_code_verb(picked) == BUYOUT_VERB_MOVE ||
                            buyout_code_verb(picked) == BUYOUT_VERB_STAY;
                closing += buyout_code_verb(picked) == BUYOUT_VERB_END ||
                           buyout_code_verb(picked) == BUYOUT_VERB_PASS;
            }
            CHECK(buyout_rules.apply_code(&s->base,
                                          listed.items[rng_below(&rng, (uint32_t)listed.count)]));
        }
        free(s);
    }
    codelist_free(&listed);
    CHECK(checked > 10000 && scaffold > 0 && closing > 0);
}

int main(void)
{
    test_board();
    test_setup();
    test_rulebook_buyout();
    test_rulebook_store();
    test_park_and_roof();
    test_store_neighbours();
    test_scaffolding();
    test_turns();
    test_payout();
    test_region_after_placement();
    test_end_by_empty_round();
    test_end_out_of_tiles();
    test_hidden_information();
    test_many_games();
    test_greedy_beats_random();
    test_bot_hooks();
    test_pointable();
    test_random_code();
    return check_report("test_buyout");
}
