/* Mint Bid: one scenario per rule, with exact mints, VP and refusal reasons. */
#include <stdlib.h>

#include "ai/bot.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/mintbid/mintbid.h"

enum {
    LAND_OFFICE,
    TITLE_COMPANY,
    COURTHOUSE,
    BANK,
    CITY_HALL,
    STOCK_EXCHANGE,
    RECORDS_HALL,
    WATER_WORKS,
    POWER_PLANT,
    RAIL_DEPOT,
    GAS_WORKS,
    TELEGRAPH,
    HARBOR,
    POST_OFFICE,
    FIRE_STATION,
    MINE,
    FACTORY,
    MILL,
    FOUNDRY,
    BREWERY,
    SHIPYARD,
    BAKERY,
    WORKSHOP,
    MUSEUM,
    THEATER,
    LIBRARY,
    OPERA_HOUSE,
    GALLERY,
    STADIUM,
    BOTANIC_GARDEN
};

static char err[256];
static const char *const NAMES[MAX_SEATS] = {"Ana", "Ben", "Cid", "Dee", "Eve", "Fay"};

/* A new game from option text ("players=4", "ai=developer"); aborts on bad options. */
static MintBidState *new_game_with_strength(int players, const char *ai, const char *strength,
                                            uint64_t seed)
{
    char p[32], a[32], st[32];
    snprintf(p, sizeof p, "players=%d", players);
    snprintf(a, sizeof a, "ai=%s", ai);
    snprintf(st, sizeof st, "strength=%s", strength);
    const char *assignments[3] = {p, a, st};
    GameOptions opts;
    if (!options_parse(&mintbid_rules, 3, assignments, &opts, err, sizeof err)) {
        fprintf(stderr, "bad options: %s\n", err);
        exit(1);
    }
    return (MintBidState *)mintbid_rules.new_game(&opts, seed);
}

static MintBidState *new_game(int players, const char *ai, uint64_t seed)
{
    return new_game_with_strength(players, ai, "printed", seed);
}

static bool play(MintBidState *s, const char *move)
{
    err[0] = '\0';
    bool ok = mintbid_rules.apply(&s->base, move, err, sizeof err);
    char why[256];
    if (!mintbid_rules.check_invariants(&s->base, why, sizeof why)) {
        fprintf(stderr, "invariant broken after '%s': %s\n", move, why);
        check_failures++;
    }
    return ok;
}

static void played(MintBidState *s, const char *move)
{
    bool ok = play(s, move);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(ok);
}

/* The move is refused with exactly this reason, and the state is unchanged. */
static void refused(MintBidState *s, const char *move, const char *reason)
{
    MintBidState before = *s;
    CHECK(!play(s, move));
    CHECK_STR(err, reason);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

static int to_move(const MintBidState *s)
{
    return mintbid_rules.to_move(&s->base);
}

/* The log line of a move, with the seat names above. */
static const char *log_line(const MintBidState *s, const char *move)
{
    static StrBuf line = STRBUF_INIT;
    sb_clear(&line);
    mintbid_rules.describe_move(&s->base, move, NAMES, &line);
    return sb_str(&line);
}

static void begin(MintBidState *s, const int *deck, int count, int auctioneer)
{
    mintbid_test_begin(s, deck, count, auctioneer);
}

static void force(MintBidState *s, int roll)
{
    mintbid_test_force_rolls(s, &roll, 1);
}

static bool legal(const MintBidState *s, const char *move)
{
    MoveList moves = MOVELIST_INIT;
    mintbid_rules.legal_moves(&s->base, &moves);
    bool found = movelist_contains(&moves, move);
    movelist_free(&moves);
    return found;
}

/* ---------------------------------------------------------------- setup and options */

static void test_options(void)
{
    GameOptions opts;
    const char *solo[1] = {"players=1"};
    CHECK(!options_parse(&mintbid_rules, 1, solo, &opts, err, sizeof err));
    CHECK_STR(err, "mintbid: solitaire needs an AI card: ai=developer, engineer, industrialist "
                   "or curator");
    const char *four_ai[2] = {"players=4", "ai=curator"};
    CHECK(!options_parse(&mintbid_rules, 2, four_ai, &opts, err, sizeof err));
    CHECK_STR(err, "mintbid: an AI card plays only in solitaire or a two-player game");
    const char *two_ai[2] = {"players=2", "ai=engineer"};
    CHECK(options_parse(&mintbid_rules, 2, two_ai, &opts, err, sizeof err));
    const char *strength_alone[2] = {"players=2", "strength=tough"};
    CHECK(!options_parse(&mintbid_rules, 2, strength_alone, &opts, err, sizeof err));
    CHECK_STR(err, "mintbid: an AI strength needs an AI card (ai=developer, ...)");
    /* the balanced tables are two-player tables */
    const char *balanced_solo[3] = {"players=1", "ai=curator", "strength=balanced"};
    CHECK(!options_parse(&mintbid_rules, 3, balanced_solo, &opts, err, sizeof err));
    CHECK_STR(err, "mintbid: the balanced tables are two-player tables (players=2); solitaire "
                   "plays the printed ones");
    /* the default is the printed tables */
    CHECK(options_parse(&mintbid_rules, 2, two_ai, &opts, err, sizeof err));
    StrBuf defaults = STRBUF_INIT;
    options_format(&mintbid_rules, &opts, &defaults);
    CHECK_STR(sb_str(&defaults), "players=2 ai=engineer strength=printed");
    sb_free(&defaults);
    /* the lobby offers printed, balanced, tough and ruthless with two players and an AI card;
     * never the older versions' "standard"; only printed without an AI card */
    CHECK_STR(mintbid_rules.option_label(1, MB_STRENGTH_PRINTED), "As printed");
    CHECK_STR(mintbid_rules.option_label(1, MB_STRENGTH_BALANCED), "Balanced");
    for (int v = 0; v <= MB_STRENGTH_STANDARD; v++) {
        CHECK_INT(mintbid_rules.option_allows(&opts, 1, v), v != MB_STRENGTH_STANDARD);
        GameOptions solo_opts = opts, four = opts;
        solo_opts.players = 1;
        CHECK_INT(mintbid_rules.option_allows(&solo_opts, 1, v),
                  v != MB_STRENGTH_STANDARD && v != MB_STRENGTH_BALANCED);
        four.players = 4;
        four.value[0] = MB_AI_NONE;
        CHECK_INT(mintbid_rules.option_allows(&four, 1, v), v == MB_STRENGTH_PRINTED);
    }
    /* older versions wrote strength=standard into every save, with or without an AI card */
    const char *old_four[2] = {"players=4", "strength=standard"};
    CHECK(options_parse(&mintbid_rules, 2, old_four, &opts, err, sizeof err));
    const char *ruthless[3] = {"players=1", "ai=curator", "strength=ruthless"};
    CHECK(options_parse(&mintbid_rules, 3, ruthless, &opts, err, sizeof err));
    StrBuf text = STRBUF_INIT;
    options_format(&mintbid_rules, &opts, &text);
    CHECK_STR(sb_str(&text), "players=1 ai=curator strength=ruthless");
    sb_free(&text);
    CHECK(registry_find("mintbid") == &mintbid_rules);
}

static void test_setup(void)
{
    for (int n = 3; n <= 6; n++) {
        MintBidState *s = new_game(n, "none", 40 + (uint64_t)n);
        CHECK_INT(s->mode, MB_MODE_FULL);
        CHECK_INT(s->area_count, n);
        CHECK_INT(s->block_count, n - 1);
        CHECK_INT(s->deck_count, 4 * (n - 1) - (n - 1)); /* 8, 12, 16, 20 dealt from */
        for (int seat = 0; seat < n; seat++)
            CHECK_INT(s->mints[seat], 4);
        CHECK_INT(s->phase, MB_PHASE_PICK);
        CHECK_INT(to_move(s), s->auctioneer);
        int unused = 0;
        for (int k = 0; k < MB_CARDS; k++)
            unused += s->where[k] == MB_UNUSED;
        CHECK_INT(unused, MB_CARDS - 4 * (n - 1));
        /* Areas are the blocks between neighbours: area i between seat i and seat i + 1. */
        CHECK(mintbid_controls(s, 0, 0) && mintbid_controls(s, 0, 1) && !mintbid_controls(s, 0, 2));
        CHECK_INT(mintbid_block_between(s, n - 1, 0), n - 1);
        CHECK(mintbid_rules.check_invariants(&s->base, err, sizeof err));
        free(s);
    }
    /* Two players: VP 1 and 6 removed, 10 cards, income 2, two cards on the block. */
    MintBidState *s = new_game(2, "none", 7);
    CHECK_INT(s->mode, MB_MODE_TWO);
    CHECK_INT(s->mints[0], 2);
    CHECK_INT(s->mints[1], 2);
    CHECK_INT(s->block_count, 2);
    CHECK_INT(s->deck_count, 8);
    int out = 0;
    for (int k = 0; k < MB_CARDS; k++) {
        int vp = mintbid_cards[k].vp;
        if (s->where[k] == MB_OUT) {
            out++;
            CHECK(vp == 1 || vp == 6);
        } else {
            CHECK(vp >= 2 && vp <= 5);
        }
    }
    CHECK_INT(out, 10);
    CHECK(mintbid_controls(s, 0, 0) && !mintbid_controls(s, 0, 1) && mintbid_controls(s, 1, 1));
    free(s);
    /* Solitaire: 8 cards of VP 2-5, income 2, one card straight up for auction. */
    s = new_game(1, "developer", 8);
    CHECK_INT(s->mode, MB_MODE_SOLO);
    CHECK_INT(s->mints[0], 2);
    CHECK_INT(s->deck_count, 7);
    CHECK_INT(s->block_count, 0);
    CHECK(s->auction.card >= 0);
    CHECK(mintbid_cards[s->auction.card].vp >= 2 && mintbid_cards[s->auction.card].vp <= 5);
    CHECK_INT(s->phase, MB_PHASE_SOLO_BID);
    CHECK_INT(s->ai_area, 1);
    CHECK(mintbid_controls(s, 1, MB_AI));
    free(s);
    s = new_game(2, "curator", 9);
    CHECK_INT(s->mode, MB_MODE_TWO_AI);
    CHECK_INT(s->area_count, 3);
    CHECK_INT(s->ai_area, 2);
    free(s);
}

static void test_card_data(void)
{
    int per_type[MB_TYPES] = {0}, vp_total = 0;
    for (int k = 0; k < MB_CARDS; k++) {
        per_type[mintbid_cards[k].type]++;
        vp_total += mintbid_cards[k].vp;
    }
    CHECK_INT(per_type[MB_DEED], 7);
    CHECK_INT(per_type[MB_UTILITY], 8);
    CHECK_INT(per_type[MB_PRODUCTION], 8);
    CHECK_INT(per_type[MB_CULTURE], 7);
    CHECK_INT(vp_total, 105);
    CHECK_INT(mintbid_parse_card("13"), HARBOR);
    CHECK_INT(mintbid_parse_card("opera house"), OPERA_HOUSE);
    CHECK_INT(mintbid_parse_card("31"), -1);
    CHECK_STR(mintbid_cards[HARBOR].name, "Harbor");
    CHECK_INT(mintbid_cards[HARBOR].left, MB_GREEN);
    CHECK_INT(mintbid_cards[HARBOR].right, MB_YELLOW);
}

/* ---------------------------------------------------------------- open auctions */

/* The rulebook's example: John opens with Rachel (his right), Matt asks John and is refused,
 * then Stephen agrees. Seats: 0 John, 1 Matt, 2 Stephen, 3 Rachel. */
static void test_open_partners(void)
{
    static const char *const names[4] = {"John", "Matt", "Stephen", "Rachel"};
    MintBidState *s = new_game(4, "none", 1);
    const int deck[6] = {MINE, HARBOR, BANK, MILL, LIBRARY, GAS_WORKS};
    begin(s, deck, 6, 0);
    CHECK_INT(s->block_count, 3);
    CHECK_INT(s->block[0], MINE);
    refused(s, "auction 30 open", "the Botanic Garden is not on the auction block");
    refused(s, "auction 16",
            "write it as 'auction', the location's number and open or closed, "
            "e.g. auction 16 open");
    played(s, "auction 16 open");
    CHECK_INT(s->phase, MB_PHASE_OPEN);
    CHECK_INT(to_move(s), 0);
    refused(s, "pass", "the auctioneer opens the auction: bid at least 1 mint");
    refused(s, "bid 0", "your bid must beat 0");
    refused(s, "bid 1+1 up", "only neighbours can be partners: name the left or right one");
    refused(s, "bid 1+5 right", "player 4 has only 4 mints");
    played(s, "bid 1+1 right");
    CHECK_INT(s->phase, MB_PHASE_PROPOSAL);
    CHECK_INT(to_move(s), 3);
    refused(s, "pass", "player 1 asks you to bid 1+1 with them: agree or refuse");
    StrBuf line = STRBUF_INIT;
    mintbid_rules.describe_move(&s->base, "agree", names, &line);
    CHECK_STR(sb_str(&line), "Rachel agrees: John and Rachel bid 1+1");
    played(s, "agree");
    CHECK_INT(s->auction.high, 2);
    CHECK_INT(to_move(s), 1);
    /* Matt offers John 2+1; John declines; Matt cannot ask him again this turn. */
    played(s, "bid 2+1 right");
    CHECK_INT(to_move(s), 0);
    played(s, "refuse");
    CHECK_INT(to_move(s), 1);
    CHECK_INT(s->auction.high, 2);
    refused(s, "bid 2+1 right", "player 1 has already refused you this turn");
    CHECK(!legal(s, "bid 2+1 right"));
    CHECK(legal(s, "bid 2+1 left"));
    sb_clear(&line);
    mintbid_rules.describe_move(&s->base, "bid 02+1 left", names, &line);
    CHECK_STR(sb_str(&line), "Matt asks Stephen to bid 2+1 together (Matt first)");
    played(s, "bid 2+1 left");
    played(s, "agree");
    CHECK_INT(s->auction.high, 3);
    CHECK_INT(s->auction.high_seat[0], 1);
    CHECK_INT(s->auction.high_seat[1], 2);
    /* Stephen, in the high bid, may not withdraw; he passes. */
    CHECK_INT(to_move(s), 2);
    refused(s, "withdraw", "you are part of the high bid: pass or bid higher");
    played(s, "pass");
    CHECK_INT(to_move(s), 3);
    refused(s, "bid 3", "your bid must beat 3");
    refused(s, "bid 0+4 left", "each share must be at least 1 mint");
    refused(s, "bid 5", "you have only 4 mints");
    played(s, "withdraw");
    CHECK_INT(to_move(s), 0);
    /* John passes: a full turn without a new bid ends the auction. */
    sb_clear(&line);
    mintbid_rules.describe_move(&s->base, "pass", names, &line);
    CHECK_STR(sb_str(&line), "John passes. Matt and Stephen win the Mine for 2+1 mints");
    played(s, "pass");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->mints[0], 4);
    CHECK_INT(s->mints[1], 2);
    CHECK_INT(s->mints[2], 3);
    CHECK_INT(s->mints[3], 4);
    CHECK_INT(to_move(s), 1); /* Matt paid more: he lays it */
    CHECK_INT(s->auction.area, 1);
    refused(s, "place A 1 1", "the Mine goes into block B, between players 2 and 3");
    refused(s, "place B 2 1", "area B is empty: lay the first card in column 1");
    refused(s, "place B 1 3", "a block has two rows: row 1 (top) or 2 (bottom)");
    played(s, "place B 1 2");
    CHECK_INT(mintbid_card_at(s, 1, 1, 2), MINE);
    CHECK_INT(s->phase, MB_PHASE_PICK);
    CHECK_INT(s->auctioneer, 1);
    CHECK_INT(mintbid_locations(s, 1), 1);
    CHECK_INT(mintbid_locations(s, 2), 1);
    CHECK_INT(mintbid_locations(s, 0), 0);
    CHECK_INT(mintbid_vp(s, 2), 1);
    sb_free(&line);
    free(s);
}

/* Equal shares: the one who made the bid places. A member of the high bid may join a new
 * higher bid of its other neighbour. */
static void test_open_equal_shares_and_switching(void)
{
    MintBidState *s = new_game(4, "none", 2);
    const int deck[3] = {HARBOR, BANK, MILL};
    begin(s, deck, 3, 0);
    played(s, "auction 13 open");
    played(s, "bid 1");
    /* Ben bids 2+2 with Ana (his right), who is in the high bid: she may accept. */
    played(s, "bid 2+2 right");
    CHECK_INT(to_move(s), 0);
    played(s, "agree");
    CHECK_INT(s->auction.high, 4);
    CHECK_INT(s->auction.high_bidder, 1);
    CHECK_INT(to_move(s), 2);
    played(s, "withdraw");
    played(s, "withdraw");
    /* Everyone outside the high bid withdrew: it ends at once. */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(to_move(s), 1); /* 2 + 2: the bidder, Ben, lays it */
    CHECK_INT(s->auction.area, 0);
    CHECK_INT(s->mints[0], 2);
    CHECK_INT(s->mints[1], 2);
    free(s);
}

/* Automatic withdrawal: a seat that cannot beat the bid even with its richest neighbour still in
 * is out; a lone winner picks the neighbour to share with. */
static void test_automatic_withdrawal_and_lone_winner(void)
{
    MintBidState *s = new_game(4, "none", 3);
    const int deck[3] = {HARBOR, BANK, MILL};
    begin(s, deck, 3, 0);
    mintbid_test_set_mints(s, 0, 8);
    for (int seat = 1; seat < 4; seat++)
        mintbid_test_set_mints(s, seat, 1);
    played(s, "auction 13 open");
    CHECK_STR(log_line(s, "bid 008"), "Ana bids 8. Cid cannot beat 8 and is out");
    played(s, "bid 8");
    /* Ben and Dee could still beat 8 with Ana (8 mints), so only Cid is out. */
    CHECK_INT(s->auction.withdrawn, 1 << 2);
    CHECK_INT(to_move(s), 1);
    played(s, "withdraw");
    CHECK_INT(to_move(s), 3); /* Cid is skipped */
    refused(s, "bid 1+9 left", "player 1 has only 8 mints");
    CHECK(legal(s, "bid 1+8 left"));
    played(s, "withdraw");
    CHECK_INT(s->phase, MB_PHASE_SHARE);
    CHECK_INT(to_move(s), 0);
    CHECK_INT(s->mints[0], 8); /* pays once the neighbour is chosen */
    refused(s, "share up", "pick the neighbour to share with: share left or share right");
    CHECK_STR(log_line(s, "share right"), "Ana wins the Harbor for 8 mints and shares it with "
                                          "Dee");
    played(s, "share right");
    CHECK_INT(s->mints[0], 0);
    CHECK_INT(s->mints[3], 1);
    CHECK_INT(s->auction.area, 3); /* block D: between Dee and Ana */
    CHECK_INT(to_move(s), 0);
    played(s, "place D 1 1");
    CHECK_INT(mintbid_vp(s, 0), 6);
    CHECK_INT(mintbid_vp(s, 3), 6);
    CHECK_INT(mintbid_vp(s, 1), 0);
    /* Ben is the auctioneer now; Ana has no mints but can still partner. */
    CHECK_INT(s->auctioneer, 1);
    free(s);
}

/* A member of the high bid who cannot beat it is passed over; an auctioneer without mints must
 * hold a closed auction. */
static void test_no_mints_auctioneer(void)
{
    MintBidState *s = new_game(3, "none", 4);
    const int deck[2] = {HARBOR, BANK};
    begin(s, deck, 2, 1);
    mintbid_test_set_mints(s, 1, 0);
    refused(s, "auction 13 open", "you have no mints to open with: choose a closed auction");
    CHECK(!legal(s, "auction 13 open"));
    CHECK(legal(s, "auction 13 closed"));
    played(s, "auction 13 closed");
    CHECK_INT(s->phase, MB_PHASE_SECRET);
    CHECK_INT(to_move(s), 1);
    refused(s, "secret 1", "you have only 0 mints");
    free(s);
}

/* ---------------------------------------------------------------- closed auctions */

static const char *secret_seen(const MintBidState *s, int viewer)
{
    static StrBuf json = STRBUF_INIT;
    sb_clear(&json);
    mintbid_rules.describe(&s->base, viewer, &json);
    return sb_str(&json);
}

static void test_closed_secrecy_and_single_pair(void)
{
    MintBidState *s = new_game(4, "none", 5);
    const int deck[3] = {HARBOR, BANK, MILL};
    begin(s, deck, 3, 2);
    played(s, "auction 13 closed");
    CHECK_INT(to_move(s), 2);
    CHECK_STR(log_line(s, "secret 3"), "Cid bids in secret");
    played(s, "secret 3");
    CHECK_HAS(secret_seen(s, 2), "\"secrets\":[\"waiting\",\"waiting\",3,\"waiting\"]");
    CHECK_HAS(secret_seen(s, 3), "\"secrets\":[\"waiting\",\"waiting\",\"hidden\",\"waiting\"]");
    CHECK_HAS(secret_seen(s, -1), "\"secrets\":[\"waiting\",\"waiting\",\"hidden\",\"waiting\"]");
    /* Determinizing for Dee guesses Cid's bid but changes nothing Dee can see. */
    StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
    mintbid_rules.describe(&s->base, 3, &a);
    GameState *copy = mintbid_rules.clone(&s->base);
    Rng rng;
    rng_seed(&rng, 77);
    mintbid_rules.determinize(copy, 3, &rng);
    mintbid_rules.describe(copy, 3, &b);
    CHECK_STR(sb_str(&b), sb_str(&a));
    mintbid_rules.free_state(copy);
    sb_free(&a);
    sb_free(&b);
    played(s, "secret 1"); /* Dee */
    played(s, "secret 0"); /* Ana */
    CHECK_STR(log_line(s, "secret 2"), "Ben bids in secret. The bids are revealed: Ana 0, Ben 2, "
                                       "Cid 3, Dee 1. Ben and Cid win the Harbor for 2+3 mints");
    played(s, "secret 2"); /* Ben */
    /* Pairs: Ana+Ben 2, Ben+Cid 5, Cid+Dee 4, Dee+Ana 1. */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 1);
    CHECK_INT(to_move(s), 2); /* Cid bid more */
    CHECK_INT(s->mints[1], 2);
    CHECK_INT(s->mints[2], 1);
    CHECK_INT(s->mints[3], 4);
    CHECK_HAS(secret_seen(s, -1), "\"secrets\":[0,2,3,1]");
    free(s);
}

static void closed_round(MintBidState *s, int auctioneer, const int *bids)
{
    const int deck[3] = {HARBOR, BANK, MILL};
    begin(s, deck, 3, auctioneer);
    played(s, "auction 13 closed");
    for (int i = 0; i < 4; i++) {
        char move[16];
        snprintf(move, sizeof move, "secret %d", bids[(auctioneer + i) % 4]);
        played(s, move);
    }
}

static void test_closed_ties(void)
{
    /* The auctioneer is among the tied highest bidders: it wins with its tied pair. */
    MintBidState *s = new_game(4, "none", 6);
    const int in_tie[4] = {2, 2, 2, 0}; /* pairs AB 4, BC 4, CD 2, DA 2 */
    closed_round(s, 0, in_tie);
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 0);
    CHECK_INT(to_move(s), 0); /* equal bids: the tie's winner lays it */
    CHECK_INT(s->mints[0], 2);
    CHECK_INT(s->mints[1], 2);
    CHECK_INT(s->mints[2], 4);

    /* The auctioneer is out of the tie: it names the winner among the candidates. */
    const int out_of_tie[4] = {0, 3, 1, 3}; /* AB 3, BC 4, CD 4, DA 3: candidates Ben and Dee */
    closed_round(s, 0, out_of_tie);
    CHECK_INT(s->phase, MB_PHASE_CHOOSE_WINNER);
    CHECK_INT(to_move(s), 0);
    CHECK(legal(s, "winner 2") && legal(s, "winner 4") && !legal(s, "winner 3"));
    refused(s, "winner 3", "player 3 is not among the tied highest bidders");
    refused(s, "winner 1", "player 1 is not among the tied highest bidders");
    played(s, "winner 4");
    /* Dee's only tied pair is with Cid (Dee+Ana is 3). */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 2);
    CHECK_INT(to_move(s), 3);
    CHECK_INT(s->mints[2], 3);
    CHECK_INT(s->mints[3], 1);
    CHECK_INT(s->mints[1], 4);

    /* One candidate in two tied pairs: it picks the pair. */
    const int two_pairs[4] = {1, 2, 1, 0}; /* AB 3, BC 3, CD 1, DA 1: Ben alone bid 2 */
    closed_round(s, 3, two_pairs);
    CHECK_INT(s->phase, MB_PHASE_SHARE);
    CHECK_INT(to_move(s), 1);
    CHECK(legal(s, "share left") && legal(s, "share right"));
    played(s, "share left");
    CHECK_INT(s->auction.area, 1);
    CHECK_INT(s->mints[1], 2);
    CHECK_INT(s->mints[2], 3);
    CHECK_INT(s->mints[0], 4);
    CHECK_INT(to_move(s), 1);

    /* A candidate may only pick a tied pair. */
    const int one_side[4] = {3, 3, 0, 3}; /* AB 6, BC 3, CD 3, DA 6: all 3s tie, auctioneer Cid */
    closed_round(s, 2, one_side);
    CHECK_INT(s->phase, MB_PHASE_CHOOSE_WINNER);
    played(s, "winner 2"); /* Ben: AB is tied, BC is not */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 0);
    CHECK_INT(to_move(s), 1);
    free(s);
}

/* ---------------------------------------------------------------- placement and matches */

static void test_placement_and_matches(void)
{
    MintBidState *s = new_game(3, "none", 9);
    const int deck[4] = {HARBOR, BANK, THEATER, MILL};
    begin(s, deck, 4, 0);
    /* Ana wins the Harbor alone and shares with Ben: block A. */
    played(s, "auction 13 open");
    played(s, "bid 1");
    played(s, "pass");
    played(s, "pass");
    played(s, "share left");
    refused(s, "place A 0 1", "area A is empty: lay the first card in column 1");
    played(s, "place A 1 1");
    CHECK_INT(s->auctioneer, 1);
    played(s, "auction 4 open"); /* the Bank */
    played(s, "bid 1+1 right");
    played(s, "agree");
    played(s, "pass");
    played(s, "pass"); /* Ana, in the bid, passes; back to Ben: the end */
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 0);
    CHECK_INT(to_move(s), 1);
    refused(s, "place A 3 1", "columns of area A run from 0 to 2");
    refused(s, "place A 2 2", "a card must touch another card of its block");
    refused(s, "place A 1 1", "A 1 1 is taken by the Harbor");
    CHECK(legal(s, "place A 0 1") && legal(s, "place A 2 1") && legal(s, "place A 1 2"));
    CHECK(!legal(s, "place A 0 2"));
    /* Bank (yellow | blue) right of the Harbor (green | yellow): yellow meets yellow. */
    force(s, 6); /* the round's roll: the Harbor is worth 6 */
    played(s, "place A 2 1");
    CHECK_INT(mintbid_area_matches(s, 0), 1);
    CHECK_INT(mintbid_matches(s, 0), 1);
    CHECK_INT(mintbid_vp(s, 0), 6 + 4 + 1);
    CHECK_INT(mintbid_vp(s, 1), 6 + 4 + 1);
    CHECK_INT(mintbid_vp(s, 2), 0);
    /* The roll of 6: Ana and Ben control the Harbor and gain 1 each; then income 4. */
    CHECK_INT(s->last_roll, 6);
    CHECK_INT(s->round, 2);
    CHECK_INT(s->mints[0], 4 - 1 - 1 + 1 + 4);
    CHECK_INT(s->mints[1], 4 - 1 + 1 + 4);
    CHECK_INT(s->mints[2], 8);
    /* A rotated Theater (blue | yellow after the turn) right of the Bank makes a second match;
     * laid as printed (yellow | blue) it would not. */
    CHECK(mintbid_test_put(s, THEATER, 0, 2, 0, false));
    CHECK_INT(mintbid_area_matches(s, 0), 1);
    s->rotated[THEATER] = true;
    CHECK_INT(mintbid_left_colour(s, THEATER), MB_BLUE);
    CHECK_INT(mintbid_area_matches(s, 0), 2);
    free(s);

    /* Laying at column 0 shifts the block right. */
    s = new_game(3, "none", 10);
    begin(s, deck, 4, 0);
    CHECK(mintbid_test_put(s, MINE, 0, 0, 0, false));
    played(s, "auction 13 open");
    played(s, "bid 1+1 left");
    played(s, "agree");
    played(s, "pass");
    played(s, "pass");
    played(s, "place A 0 1");
    CHECK_INT(mintbid_card_at(s, 0, 1, 1), HARBOR);
    CHECK_INT(mintbid_card_at(s, 0, 2, 1), MINE);
    CHECK_INT(s->area[0].width, 2);
    /* Harbor (.. yellow) beside the Mine (yellow ..): a match. */
    CHECK_INT(mintbid_area_matches(s, 0), 1);
    free(s);
}

/* ---------------------------------------------------------------- the end */

/* Clears the table of a game with `players` seats, ready for test_put. */
static MintBidState *empty_table(int players, const char *ai)
{
    MintBidState *s = new_game(players, ai, 11);
    begin(s, NULL, 0, 0);
    return s;
}

/* Leaves exactly one unused card, so the Deed's draw is known. */
static void only_unused(MintBidState *s, int card)
{
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_UNUSED && k != card)
            mintbid_test_remove(s, k);
}

static void test_deed(void)
{
    MintBidState *s = empty_table(3, "none");
    /* Ana: Bank (A) and City Hall (C) = 2 Deeds; Ben and Cid 1 each. */
    mintbid_test_put(s, BANK, 0, 0, 0, false);
    mintbid_test_put(s, CITY_HALL, 2, 0, 0, false);
    only_unused(s, MILL);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_DEED], 0);
    CHECK_INT(s->holder[MB_UTILITY], MB_NOBODY);
    CHECK_INT(s->phase, MB_PHASE_DEED);
    CHECK_INT(s->deed_card, MILL);
    CHECK_INT(to_move(s), 0);
    refused(s, "place B 1 1", "lay it in a block you control");
    refused(s, "place A 2 2", "a card must touch another card of its block");
    /* The Mill (blue ..) right of the Bank (.. blue): a match. */
    played(s, "place A 2 1");
    CHECK_INT(s->phase, MB_PHASE_OVER);
    CHECK_INT(mintbid_vp(s, 0), 4 + 3 + 5 + 1);
    CHECK_INT(mintbid_vp(s, 1), 4 + 3 + 1);
    CHECK_INT(mintbid_vp(s, 2), 5);
    free(s);
}

static void test_utility(void)
{
    MintBidState *s = empty_table(3, "none");
    /* Block A: Harbor, Gas Works, Telegraph Office in row 1: three Utilities for Ana and Ben;
     * a Water Works in block B for Ben and Cid: Ben holds 4. */
    mintbid_test_put(s, HARBOR, 0, 0, 0, false);
    mintbid_test_put(s, GAS_WORKS, 0, 1, 0, false);
    mintbid_test_put(s, TELEGRAPH, 0, 2, 0, false);
    mintbid_test_put(s, WATER_WORKS, 1, 0, 0, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_UTILITY], 1);
    CHECK_INT(s->phase, MB_PHASE_UTILITY);
    CHECK_INT(to_move(s), 1);
    refused(s, "move A 2 1 1 2", "the block would fall apart");
    refused(s, "move A 3 1 3 1", "the location must move to another spot");
    refused(s, "move A 3 1 3 2", "a card must touch another card of its block"); /* lifted */
    refused(s, "move B 1 1 1 2",
            "the Water Works is alone in its block: there is nowhere to "
            "move it");
    refused(s, "move A 1 2 2 2", "there is no location at A 1 2");
    CHECK(legal(s, "move A 3 1 1 2"));
    CHECK(!legal(s, "move A 2 1 1 2"));
    /* The Harbor to the right end: Gas Works | Telegraph | Harbor. */
    played(s, "move A 1 1 4 1");
    CHECK_INT(mintbid_card_at(s, 0, 1, 1), GAS_WORKS);
    CHECK_INT(mintbid_card_at(s, 0, 3, 1), HARBOR);
    CHECK_INT(s->area[0].width, 3);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    free(s);
}

static void test_production_and_culture(void)
{
    MintBidState *s = empty_table(3, "none");
    /* Block C (Cid and Ana): Library (blue | green) and Opera House (green | yellow): a match.
     * Ana also holds the Museum in block A: Culture 3 for Ana, 2 for Cid, 1 for Ben. */
    mintbid_test_put(s, LIBRARY, 2, 0, 0, false);
    mintbid_test_put(s, OPERA_HOUSE, 2, 1, 0, false);
    mintbid_test_put(s, MUSEUM, 0, 0, 0, false);
    /* Block B: the Mill and the Shipyard: Production for Ben and Cid (2 each): nobody. Cid also
     * has the Factory in block C: 3. */
    mintbid_test_put(s, MILL, 1, 0, 0, false);
    mintbid_test_put(s, SHIPYARD, 1, 1, 0, false);
    mintbid_test_put(s, FACTORY, 2, 0, 1, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_CULTURE], 0);
    CHECK_INT(s->holder[MB_PRODUCTION], 2);
    CHECK_INT(s->phase, MB_PHASE_PRODUCTION);
    CHECK_INT(to_move(s), 2);
    /* Mill (blue | pink) then Shipyard (pink | blue): a match in B. */
    CHECK_INT(mintbid_vp(s, 0), 3 + 4 + 2 + 1 + 1 + 1); /* C, the Museum, the match, Culture */
    CHECK_INT(mintbid_vp(s, 1), 1 + 3 + 6 + 1);
    CHECK_INT(mintbid_vp(s, 2), 3 + 6 + 1 + 3 + 4 + 2 + 1);
    refused(s, "rotate C 3 1", "there is no location at C 3 1");
    /* Cid turns the Opera House: yellow | green, no more match with the Library. */
    CHECK_STR(log_line(s, "rotate C 2 1"), "Cid turns the Opera House around (Production). "
                                           "Final scores are in");
    played(s, "rotate C 2 1");
    CHECK(s->rotated[OPERA_HOUSE]);
    CHECK_INT(mintbid_right_colour(s, OPERA_HOUSE), MB_GREEN);
    CHECK_INT(mintbid_area_matches(s, 2), 0);
    CHECK_INT(mintbid_vp(s, 0), 3 + 4 + 2 + 1);
    CHECK_INT(mintbid_culture_bonus(s, 0), 0);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    ScoreSheet sheet;
    mintbid_rules.score_sheet(&s->base, &sheet);
    CHECK_INT(sheet.rows, 3);
    CHECK_INT(sheet.value[0][2], 3 + 4 + 2 + 3 + 6);
    CHECK_INT(sheet.value[1][2], 1);
    free(s);

    /* A skipped Production keeps the match; Culture doubles it for its holder. */
    s = empty_table(3, "none");
    mintbid_test_put(s, LIBRARY, 2, 0, 0, false);
    mintbid_test_put(s, OPERA_HOUSE, 2, 1, 0, false);
    mintbid_test_put(s, MUSEUM, 0, 0, 0, false);
    mintbid_test_put(s, FACTORY, 2, 0, 1, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_NOBODY); /* Ana and Cid tie with the Factory */
    CHECK_INT(s->phase, MB_PHASE_OVER);
    CHECK_INT(mintbid_culture_bonus(s, 0), 1);
    CHECK_INT(mintbid_vp(s, 0), 3 + 4 + 1 + 2 + 1 + 1);
    free(s);
}

static void test_tie_breaks(void)
{
    MintBidState *s = empty_table(4, "none");
    /* A: Harbor (Ana, Ben). C: Title Company, Bank (Cid, Dee): 6 VP each, no match. */
    mintbid_test_put(s, HARBOR, 0, 0, 0, false);
    mintbid_test_put(s, TITLE_COMPANY, 2, 0, 0, false);
    mintbid_test_put(s, BANK, 2, 1, 0, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    int scores[MAX_SEATS];
    mintbid_rules.scores(&s->base, scores);
    for (int seat = 0; seat < 4; seat++)
        CHECK_INT(scores[seat], 6);
    /* Fewer locations: Ana and Ben (1) beat Cid and Dee (2); then more mints. */
    mintbid_test_set_mints(s, 0, 5);
    mintbid_test_set_mints(s, 1, 3);
    mintbid_test_set_mints(s, 2, 9);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 1);
    CHECK(won[0] && !won[1] && !won[2] && !won[3]);
    /* Equal mints: a shared win. */
    mintbid_test_set_mints(s, 1, 5);
    CHECK_INT(mintbid_rules.winners(&s->base, won), 2);
    CHECK(won[0] && won[1]);
    free(s);
}

/* Against an AI card the AI is a contender with 0 mints: it may win, or share a win. */
static void test_tie_breaks_with_ai(void)
{
    /* AI (area C): Bank, Gas Works, Theater = 10 VP in 3 locations, no match. */
    MintBidState *games[3];
    for (int i = 0; i < 3; i++) {
        MintBidState *s = games[i] = empty_table(2, "developer");
        mintbid_test_put(s, BANK, 2, 0, 0, false);
        mintbid_test_put(s, GAS_WORKS, 2, 0, 1, false);
        mintbid_test_put(s, THEATER, 2, 1, 1, false);
        mintbid_test_put(s, MILL, 1, 0, 0, false); /* Ben */
    }
    /* Ana, 10 VP in 2 locations: fewer locations than the AI, she wins. */
    mintbid_test_put(games[0], CITY_HALL, 0, 0, 0, false);
    mintbid_test_put(games[0], WORKSHOP, 0, 0, 1, false);
    /* Ana, 5 VP: the AI wins and nobody at the table does. */
    mintbid_test_put(games[1], CITY_HALL, 0, 0, 0, false);
    /* Ana, 10 VP in 3 locations and no mints, like the AI: a shared win. */
    mintbid_test_put(games[2], FOUNDRY, 0, 0, 0, false);
    mintbid_test_put(games[2], LIBRARY, 0, 0, 1, false);
    mintbid_test_put(games[2], COURTHOUSE, 0, 1, 1, false);
    const int ana_vp[3] = {10, 5, 10}, winners[3] = {1, 0, 1};
    for (int i = 0; i < 3; i++) {
        MintBidState *s = games[i];
        mintbid_test_end_game(s);
        if (i == 1) { /* Ben's Mill is the only Production there: he may turn a card */
            CHECK_INT(s->phase, MB_PHASE_PRODUCTION);
            CHECK_INT(to_move(s), 1);
            played(s, "skip");
        }
        CHECK_INT(s->phase, MB_PHASE_OVER);
        CHECK_INT(mintbid_vp(s, MB_AI), 10);
        CHECK_INT(mintbid_vp(s, 0), ana_vp[i]);
        CHECK_INT(s->mints[0], 0);
        bool won[MAX_SEATS] = {false};
        CHECK_INT(mintbid_rules.winners(&s->base, won), winners[i]);
        CHECK(won[0] == (winners[i] == 1) && !won[1]);
        const char *other = mintbid_rules.other_winner(&s->base);
        CHECK_STR(other ? other : "(none)", winners[i] ? "(none)" : "The Developer");
        free(s);
    }
}

/* ---------------------------------------------------------------- two players */

static void test_two_players(void)
{
    MintBidState *s = new_game(2, "none", 12);
    const int deck[4] = {BANK, MILL, GAS_WORKS, THEATER};
    begin(s, deck, 4, 0);
    CHECK_INT(s->mints[0], 2);
    refused(s, "auction 4 closed", "two-player games use open auctions only");
    CHECK(!legal(s, "auction 4 closed"));
    played(s, "auction 4 open");
    refused(s, "bid 1+1 left", "two-player games have no partners: bid alone");
    played(s, "bid 1");
    CHECK_INT(to_move(s), 1);
    CHECK_STR(log_line(s, "bid 2"), "Ben bids 2. Ana cannot beat 2 and is out. Ben wins the Bank "
                                    "for 2 mints");
    played(s, "bid 2");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(s->auction.area, 1);
    CHECK_INT(s->mints[1], 0);
    CHECK_INT(s->mints[0], 2);
    refused(s, "place A 1 1", "the Bank goes into area B");
    played(s, "place B 1 1");
    CHECK_INT(mintbid_vp(s, 1), 4);
    CHECK_INT(mintbid_vp(s, 0), 0);
    /* Ben is the auctioneer, with no mints: Ana may open, or withdraw and let him have it free. */
    CHECK_INT(s->auctioneer, 1);
    played(s, "auction 18 open");
    CHECK_INT(to_move(s), 0);
    refused(s, "pass", "open with at least 1 mint, or withdraw");
    CHECK_STR(log_line(s, "withdraw"), "Ana withdraws. Ben takes the Mill for free");
    played(s, "withdraw");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(to_move(s), 1);
    CHECK_INT(s->mints[1], 0);
    force(s, 3); /* the round's roll */
    CHECK_STR(log_line(s, "place b 02 1"),
              "Ben lays the Mill in area B (Ben's own area), top row, a new column on the right. "
              "The die shows 3: Ben gains 1. Round 2: everyone gains 2 mints; on the block: the "
              "Gas Works, the Theater");
    played(s, "place B 2 1");
    /* The roll of 3 gave Ben 1 for the Mill (VP 3); then income 2. */
    CHECK_INT(s->last_roll, 3);
    CHECK_INT(s->mints[1], 0 + 1 + 2);
    CHECK_INT(s->mints[0], 2 + 2);
    CHECK_INT(s->round, 2);
    CHECK_INT(mintbid_area_matches(s, 1), 1); /* Bank (.. blue) | Mill (blue ..) */

    /* Neither player has a mint: the auctioneer takes it for free. */
    mintbid_test_set_mints(s, 0, 0);
    mintbid_test_set_mints(s, 1, 0);
    played(s, "auction 11 open");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(to_move(s), s->auctioneer);
    CHECK(s->last_win.free);
    free(s);
}

/* ---------------------------------------------------------------- AI cards */

/* Two players + an AI card at `strength`, auctioneer Ana with `mints`, Ben with 2: Ana wins the
 * location for 1 (Ben passes), then the AI rolls `roll`. */
static MintBidState *duo_rolled(const char *ai, const char *strength, int card, int roll,
                                int ana_mints)
{
    MintBidState *s = new_game_with_strength(2, ai, strength, 13);
    const int deck[2] = {card, card == FOUNDRY ? COURTHOUSE : FOUNDRY};
    begin(s, deck, 2, 0);
    mintbid_test_set_mints(s, 0, ana_mints);
    char move[32];
    snprintf(move, sizeof move, "auction %d open", card + 1);
    played(s, move);
    played(s, "bid 1");
    force(s, roll);
    played(s, "pass");
    return s;
}

/* The same with the printed two-player tables (the rulebook's examples). */
static MintBidState *duo_after_roll(const char *ai, int card, int roll, int ana_mints)
{
    return duo_rolled(ai, "printed", card, roll, ana_mints);
}

static void test_ai_two_player_table(void)
{
    static const char *const ais[4] = {"developer", "engineer", "industrialist", "curator"};
    /* The printed tables (strength=printed, the default), then our balanced ones (balanced,
     * and "standard", older versions' name for them with two players). */
    static const char *const strengths[3] = {"printed", "balanced", "standard"};
    static const int steps[3][4][6] = {
        {{0, 0, 1, 1, 2, 3}, {0, 1, 1, 2, 2, 3}, {0, 0, 1, 2, 3, 3}, {0, 0, 0, 1, 2, 4}},
        {{0, 0, 1, 1, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 4}},
        {{0, 0, 1, 1, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 4}}};
    /* A favourite of each: Bank (Deed), Gas Works (Utility), Mill (Production), Theater
     * (Culture); the Mill is no favourite of the Developer. */
    static const int favourite[4] = {BANK, GAS_WORKS, MILL, THEATER};
    for (int t = 0; t < 3; t++)
        for (int ai = 0; ai < 4; ai++)
            for (int roll = 1; roll <= 6; roll++)
                for (int fav = 0; fav < 2; fav++) {
                    int card = fav ? favourite[ai] : favourite[(ai + 1) % 4];
                    MintBidState *s = duo_rolled(ais[ai], strengths[t], card, roll, 20);
                    /* the cell the card shows is the one the AI acted on */
                    MintBidAiCell cell = mintbid_ai_cell(s, roll);
                    CHECK_INT(cell.step, steps[t][ai][roll - 1]);
                    CHECK_INT(mintbid_ai_balanced(s), t > 0);
                    CHECK_INT(s->ai_roll, roll);
                    if (steps[t][ai][roll - 1] == 0) {
                        CHECK_INT(s->ai_action, MB_AI_ACT_PASS);
                        CHECK_INT(s->phase, MB_PHASE_PLACE);
                        CHECK_INT(to_move(s), 0);
                        CHECK_INT(s->mints[0], 19);
                    } else {
                        CHECK_INT(s->ai_action, MB_AI_ACT_BID);
                        CHECK_INT(s->ai_bid, 1 + steps[t][ai][roll - 1] + fav);
                        CHECK_INT(s->phase, MB_PHASE_AI_ANSWER);
                        CHECK_INT(to_move(s), 0);
                    }
                    free(s);
                }

    /* The Developer rolls 6 on the Bank: 1 + 3 + 1 = 5. Ana outbids; Ben cannot. */
    MintBidState *s = duo_after_roll("developer", BANK, 6, 6);
    CHECK_INT(s->ai_bid, 5);
    refused(s, "bid 5", "your bid must beat 5");
    refused(s, "bid 7", "you have only 6 mints");
    played(s, "bid 6");
    CHECK_INT(s->phase, MB_PHASE_PLACE); /* Ben (2 mints) has nothing to answer */
    CHECK_INT(s->mints[0], 0);
    CHECK_INT(s->auction.area, 0);
    free(s);

    /* The Curator rolls 4 on the Mill: bids 2. Ana passes; Ben's 2 mints cannot beat it, so the
     * AI takes the Mill, laid where it scores most. */
    s = duo_after_roll("curator", MILL, 4, 3);
    CHECK_INT(s->ai_bid, 2);
    CHECK_INT(to_move(s), 0);
    mintbid_test_put(s, BANK, 2, 0, 0, false);
    CHECK_STR(log_line(s, "pass"),
              "Ana passes. Ben cannot beat 2 and is out. The Curator takes the Mill");
    played(s, "pass");
    /* Ben's 2 mints cannot beat 2: skipped. The Mill matches right of the Bank. */
    CHECK_INT(mintbid_card_at(s, 2, 2, 1), MILL);
    CHECK_INT(mintbid_vp(s, MB_AI), 4 + 3 + 1);
    CHECK_INT(s->mints[0], 3);
    CHECK_INT(s->phase, MB_PHASE_PICK);
    free(s);

    /* Neither can beat the Developer's 5 on the Bank: the log says so after its roll. */
    s = new_game_with_strength(2, "developer", "printed", 13);
    const int deck[2] = {BANK, FOUNDRY};
    begin(s, deck, 2, 0);
    mintbid_test_set_mints(s, 0, 4);
    char open_bank[32];
    snprintf(open_bank, sizeof open_bank, "auction %d open", BANK + 1);
    played(s, open_bank);
    played(s, "bid 1");
    force(s, 6);
    CHECK_STR(log_line(s, "pass"),
              "Ben passes. The Developer rolls 6 and bids 5. Ana cannot beat 5 "
              "and is out. Ben cannot beat 5 and is out. The Developer takes "
              "the Bank");
    free(s);

    /* Both may answer once, the auctioneer first; the highest wins. */
    s = duo_after_roll("engineer", MILL, 2, 6); /* +1: bids 2 */
    mintbid_test_set_mints(s, 1, 5);
    played(s, "bid 3");
    CHECK_INT(to_move(s), 1);
    refused(s, "bid 3", "your bid must beat 3");
    played(s, "bid 4");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    CHECK_INT(to_move(s), 1);
    CHECK_INT(s->mints[1], 1);
    CHECK_INT(s->mints[0], 6);
    CHECK_INT(s->auction.area, 1);
    free(s);
}

/* A save written by an older version, whose default strength ("standard") played the balanced
 * two-player tables: it must replay to the same game. The Curator rolls 3, which is +1 on its
 * balanced table (P on the printed one): it bids 2, nobody can beat that and it takes the
 * Workshop, so the next move is a new auction. Read as the printed table, Player 2 would have won
 * the Workshop and "auction 5 open" would be refused. */
static void test_old_save_replays(void)
{
    static const char old_save[] = "moguls-save 2\n"
                                   "game mintbid\n"
                                   "seed 5\n"
                                   "options players=2 ai=curator strength=standard\n"
                                   "seat human 0 Player 1\n"
                                   "seat human 1 Player 2\n"
                                   "move auction 23 open\n"
                                   "move bid 1\n"
                                   "move pass\n"
                                   "move auction 5 open\n"
                                   "end\n";
    Match *m = match_read(old_save, err, sizeof err);
    if (!m)
        fprintf(stderr, "the old save does not load: %s\n", err);
    CHECK(m != NULL);
    if (!m)
        return;
    const MintBidState *s = (const MintBidState *)m->state;
    CHECK_INT(s->ai_strength, MB_STRENGTH_STANDARD);
    CHECK(mintbid_ai_balanced(s));
    CHECK_INT(s->ai_roll, 3);
    CHECK_INT(s->where[WORKSHOP], MB_ON_TABLE);
    CHECK_INT(s->card_area[WORKSHOP], s->ai_area);
    /* saved again, it still names the strength it was played with */
    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    CHECK(strstr(sb_str(&text), "options players=2 ai=curator strength=standard\n") != NULL);
    sb_free(&text);
    match_free(m);

    /* The same seed and moves as a new game (the printed tables): the Curator passes on its 3. */
    MintBidState *fresh = new_game(2, "curator", 5);
    played(fresh, "auction 23 open");
    played(fresh, "bid 1");
    CHECK_STR(log_line(fresh, "pass"),
              "Ana passes. The Curator rolls 3 and passes. Ben wins the Workshop for 1 mint");
    played(fresh, "pass");
    CHECK_INT(fresh->phase, MB_PHASE_PLACE);
    free(fresh);
}

/* Solitaire: bid 1, then one roll on the AI's solitaire table. */
static void test_ai_solitaire_table(void)
{
    static const char *const ais[4] = {"developer", "engineer", "industrialist", "curator"};
    /* 0 withdraw, 1 / 2 raise, 3 special */
    static const int table[4][6] = {
        {0, 0, 1, 1, 2, 3}, {0, 1, 1, 1, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 0, 1, 2, 3}};
    static const int favourite[4] = {BANK, GAS_WORKS, MILL, THEATER};
    for (int ai = 0; ai < 4; ai++)
        for (int roll = 1; roll <= 6; roll++)
            for (int fav = 0; fav < 2; fav++) {
                MintBidState *s = new_game(1, ais[ai], 14);
                int card = fav ? favourite[ai] : favourite[(ai + 1) % 4];
                const int deck[2] = {card, favourite[(ai + 2) % 4]};
                begin(s, deck, 2, 0);
                CHECK_INT(s->auction.card, card);
                force(s, roll);
                played(s, "bid 1");
                int entry = table[ai][roll - 1];
                if (entry == 0) {
                    CHECK_INT(s->ai_action, MB_AI_ACT_WITHDRAW);
                    CHECK_INT(s->phase, MB_PHASE_PLACE);
                    CHECK_INT(s->mints[0], 1);
                } else if (entry == 3 && fav) {
                    CHECK_INT(s->ai_action, MB_AI_ACT_TAKE);
                    CHECK_INT(mintbid_locations(s, MB_AI), 1);
                    CHECK_INT(s->mints[0], 2 + 2); /* nothing paid; the next round's income */
                } else {
                    CHECK_INT(s->ai_action, MB_AI_ACT_RAISE);
                    CHECK_INT(s->ai_bid, 1 + (entry == 3 ? 1 : entry));
                    CHECK_INT(s->phase, MB_PHASE_SOLO_ANSWER);
                }
                free(s);
            }
}

/* Our own addition: a tough AI card raises and bids one mint more; a ruthless one also rolls
 * three dice and acts on the highest. */
static void test_ai_strength(void)
{
    /* Solitaire, the Engineer on the Bank (not its favourite): a 5 is R2. */
    const int deck[2] = {BANK, MILL};
    MintBidState *s = new_game_with_strength(1, "engineer", "tough", 16);
    begin(s, deck, 2, 0);
    force(s, 5);
    played(s, "bid 1");
    CHECK_INT(s->ai_bid, 1 + 2 + 1);
    free(s);
    /* Ruthless: it rolls 1 (W), 4 (R1) and 1, and acts on the 4: a raise to 1 + 1 + 1. */
    s = new_game_with_strength(1, "engineer", "ruthless", 16);
    begin(s, deck, 2, 0);
    const int rolls[3] = {1, 4, 1};
    mintbid_test_force_rolls(s, rolls, 3);
    CHECK_STR(log_line(s, "bid 1"), "Ana bids 1 for the Bank. The Engineer rolls 1, 4 and 1, keeps "
                                    "the 4 and raises to 3");
    played(s, "bid 1");
    CHECK_INT(s->ai_roll, 4);
    CHECK_INT(s->ai_action, MB_AI_ACT_RAISE);
    CHECK_INT(s->ai_bid, 3);
    StrBuf json = STRBUF_INIT;
    mintbid_rules.describe(&s->base, 0, &json);
    CHECK(strstr(sb_str(&json),
                 "\"strength\":\"ruthless\",\"area\":1,\"roll\":4,\"dice\":[1,4,1]") != NULL);
    sb_free(&json);
    free(s);
    /* Two players: the Curator rolls 5 (+2) on the Mill after a win for 1: 1 + 2 + 1 = 4. */
    s = new_game_with_strength(2, "curator", "tough", 16);
    const int duo_deck[2] = {MILL, FOUNDRY};
    begin(s, duo_deck, 2, 0);
    mintbid_test_set_mints(s, 0, 20);
    played(s, "auction 18 open");
    played(s, "bid 1");
    force(s, 5);
    played(s, "pass");
    CHECK_INT(s->ai_action, MB_AI_ACT_BID);
    CHECK_INT(s->ai_bid, 4);
    free(s);
}

static void test_solitaire_flow(void)
{
    MintBidState *s = new_game(1, "industrialist", 15);
    const int deck[8] = {BANK, MILL, GAS_WORKS, THEATER, COURTHOUSE, FOUNDRY, LIBRARY, POST_OFFICE};
    begin(s, deck, 8, 0);
    refused(s, "bid 2", "bid 1 or withdraw");
    refused(s, "auction 4 open", "bid 1 or withdraw");
    /* Round 1, the Bank: the AI rolls 3 (R1): raises to 2; a raise costs 3, Ana has 2. */
    force(s, 3);
    CHECK_STR(log_line(s, "bid 1"), "Ana bids 1 for the Bank. The Industrialist rolls 3 and raises "
                                    "to 2");
    played(s, "bid 1");
    refused(s, "raise", "a raise costs 3 mints and you have 2");
    CHECK(!legal(s, "raise"));
    /* one player: no "everyone"; the round's one location comes up for auction */
    CHECK_STR(log_line(s, "withdraw"), "Ana withdraws. The Industrialist takes the Bank. Round 2: "
                                       "Ana gains 2 mints; up for auction: the Mill");
    played(s, "withdraw");
    CHECK_INT(mintbid_card_at(s, 1, 1, 1), BANK);
    CHECK_INT(s->round, 2);
    CHECK_INT(s->mints[0], 4);
    CHECK_INT(s->last_roll, 0); /* no roll step in solitaire */
    /* Round 2, the Mill (its favourite): a 6 takes it at once. */
    force(s, 6);
    played(s, "bid 1");
    CHECK_INT(mintbid_locations(s, MB_AI), 2);
    CHECK_INT(s->mints[0], 6);
    /* Round 3, the Gas Works: a 5 (R2) raises to 3; Ana raises to 4 and wins. */
    force(s, 5);
    played(s, "bid 1");
    CHECK_INT(s->ai_bid, 3);
    CHECK_STR(log_line(s, "raise"), "Ana raises to 4. Ana wins the Gas Works for 4 mints");
    played(s, "raise");
    CHECK_INT(s->mints[0], 2);
    played(s, "place A 1 1");
    /* Round 4, the Theater: withdraw at once; the AI takes it without a roll. */
    int rolls = s->ai_rolls;
    played(s, "withdraw");
    CHECK_INT(s->ai_rolls, rolls);
    CHECK_INT(mintbid_locations(s, MB_AI), 3);
    /* Round 5, the Courthouse: a 1 (W): Ana wins for 1. */
    force(s, 1);
    played(s, "bid 1");
    CHECK_INT(s->phase, MB_PHASE_PLACE);
    played(s, "place A 2 1");
    /* Rounds 6-8: withdraw. */
    played(s, "withdraw");
    played(s, "withdraw");
    played(s, "withdraw");
    /* The AI: Bank 4, Mill 3, Theater 2, Foundry 4, Library 3, Post Office 2 = 18 + matches;
     * Ana: Gas Works 4 + Courthouse 3 = 7 (Gas Works .. green | pink .. Courthouse: no match).
     * Deed and Utility are tied 1-1; the AI holds Production and Culture. */
    CHECK_INT(s->phase, MB_PHASE_OVER);
    CHECK_INT(mintbid_vp(s, 0), 7);
    CHECK(mintbid_vp(s, MB_AI) >= 18);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
    ScoreSheet sheet;
    mintbid_rules.score_sheet(&s->base, &sheet);
    CHECK_HAS(sheet.note, "You lose with 7 VP against The Industrialist's");
    CHECK_STR(sheet.rival, "The Industrialist"); /* its bar stands beside the player's */
    CHECK_INT(sheet.rival_score, mintbid_vp(s, MB_AI));
    free(s);
}

/* The AI's abilities while it is winning: it rotates where that widens its margin, and not
 * otherwise. */
static void test_ai_abilities(void)
{
    MintBidState *s = empty_table(1, "developer");
    /* AI, row 1: Bank (yellow | blue), Theater (yellow | blue), Post Office (pink | pink); row 2:
     * the Mill under the Bank. No match yet. Ana: the Gas Works (Utility ties 1-1). */
    mintbid_test_put(s, BANK, 1, 0, 0, false);
    mintbid_test_put(s, THEATER, 1, 1, 0, false);
    mintbid_test_put(s, POST_OFFICE, 1, 2, 0, false);
    mintbid_test_put(s, MILL, 1, 0, 1, false);
    mintbid_test_put(s, GAS_WORKS, 0, 0, 0, false);
    CHECK_INT(mintbid_area_matches(s, 1), 0);
    only_unused(s, COURTHOUSE);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_DEED], MB_AI);
    CHECK_INT(s->holder[MB_UTILITY], MB_NOBODY);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->holder[MB_CULTURE], MB_AI);
    /* Deed: the Courthouse (pink | yellow) matches left of the Bank, right of the Post Office and
     * right of the Mill: the leftmost of those spots, column 0 row 1. */
    CHECK_INT(s->deed_card, COURTHOUSE);
    CHECK_INT(mintbid_card_at(s, 1, 1, 1), COURTHOUSE);
    CHECK_INT(mintbid_card_at(s, 1, 2, 2), MILL);
    /* Production: turning the Theater (blue | yellow) matches the Bank's blue: +1, and +1 more
     * from the Culture. Turning the Bank would win one match and lose another. */
    CHECK_INT(s->rotated_card, THEATER);
    CHECK(s->rotated[THEATER] && !s->rotated[BANK]);
    CHECK_INT(mintbid_area_matches(s, 1), 2);
    CHECK_INT(mintbid_vp(s, MB_AI), 3 + 4 + 2 + 2 + 3 + 2 + 2);
    CHECK_INT(mintbid_vp(s, 0), 4);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    free(s);

    /* No rotation helps the AI: it leaves everything as it is. */
    s = empty_table(1, "developer");
    mintbid_test_put(s, FACTORY, 1, 0, 0, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->rotated_card, -1);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    free(s);
}

/* Ana's Deeds, City Hall (green | pink), Courthouse (pink | yellow) and Bank (yellow | blue), make
 * two matches: 14 VP. The AI's Production cards, `first` then Foundry (pink | yellow) and Brewery
 * (yellow | green), make one or two. No location is left for Ana's Deed. */
static MintBidState *production_duel(int players, int first)
{
    MintBidState *s = empty_table(players, "industrialist");
    int ai_area = players == 1 ? 1 : 2;
    mintbid_test_put(s, CITY_HALL, 0, 0, 0, false);
    mintbid_test_put(s, COURTHOUSE, 0, 1, 0, false);
    mintbid_test_put(s, BANK, 0, 2, 0, false);
    mintbid_test_put(s, first, ai_area, 0, 0, false);
    mintbid_test_put(s, FOUNDRY, ai_area, 1, 0, false);
    mintbid_test_put(s, BREWERY, ai_area, 2, 0, false);
    only_unused(s, -1);
    CHECK_INT(mintbid_vp(s, 0), 14);
    return s;
}

/* The rulebook: the AI uses an ability only when some use of it lets the AI win. Turning the
 * Courthouse costs Ana both her matches; turning City Hall or the Bank, one. */
static void test_ai_production_only_to_win(void)
{
    /* Solitaire, the Factory (green | blue) first: 12 VP for the AI. A tie goes to the AI there,
     * so turning the Courthouse wins it the game. */
    MintBidState *s = production_duel(1, FACTORY);
    CHECK_INT(mintbid_vp(s, MB_AI), 12);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->rotated_card, COURTHOUSE);
    CHECK(s->rotated[COURTHOUSE]);
    CHECK_INT(mintbid_vp(s, 0), 12);
    CHECK_INT(mintbid_vp(s, MB_AI), 12);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
    free(s);

    /* Two players, the same table: a tie on VP, locations (3 each) and mints (none) is no win for
     * the AI. No rotation lets it win, so it turns nothing, though turning the Courthouse would
     * cut Ana's lead: Ana wins 14 to 12. */
    s = production_duel(2, FACTORY);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    CHECK_INT(s->rotated_card, -1);
    CHECK(!s->rotated[COURTHOUSE] && !s->rotated[CITY_HALL] && !s->rotated[BANK]);
    CHECK_INT(mintbid_vp(s, 0), 14);
    CHECK_INT(mintbid_vp(s, MB_AI), 12);
    CHECK_INT(mintbid_rules.winners(&s->base, won), 1);
    CHECK(won[0] && !won[1]);
    free(s);

    /* Two players, the Mill (blue | pink) first: 14 VP in 3 locations for the AI. Ana adds the
     * Title Company under the Courthouse: 16 VP in 4. At 14 each the AI wins on fewer locations,
     * and only turning the Courthouse brings Ana down to 14. */
    s = production_duel(2, MILL);
    mintbid_test_put(s, TITLE_COMPANY, 0, 1, 1, false);
    CHECK_INT(mintbid_vp(s, 0), 16);
    CHECK_INT(mintbid_vp(s, MB_AI), 14);
    mintbid_test_end_game(s);
    CHECK_INT(s->rotated_card, COURTHOUSE);
    CHECK_INT(mintbid_vp(s, 0), 14);
    CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
    free(s);
}

/* The Utility follows the same rule. Ana's Deeds make no match, however one is moved: City Hall
 * (green | pink) over the Bank (yellow | blue), the Courthouse (pink | yellow) right of the Bank:
 * 12 VP. The AI's Gas Works (pink | green), Telegraph Office (blue | yellow) and Power Plant
 * (yellow | pink): 12 VP with one match; with the Gas Works moved to the right end, two matches
 * and 13 VP. */
static void test_ai_utility_only_to_win(void)
{
    for (int ana_extra = 0; ana_extra <= 1; ana_extra++) {
        MintBidState *s = empty_table(2, "engineer");
        mintbid_test_put(s, CITY_HALL, 0, 0, 0, false);
        mintbid_test_put(s, BANK, 0, 0, 1, false);
        mintbid_test_put(s, COURTHOUSE, 0, 1, 1, false);
        mintbid_test_put(s, GAS_WORKS, 2, 0, 0, false);
        mintbid_test_put(s, TELEGRAPH, 2, 1, 0, false);
        mintbid_test_put(s, POWER_PLANT, 2, 2, 0, false);
        /* Second time: Ana's Title Company (blue | green) right of City Hall, 2 VP more. */
        if (ana_extra)
            mintbid_test_put(s, TITLE_COMPANY, 0, 1, 0, false);
        only_unused(s, -1);
        CHECK_INT(mintbid_vp(s, 0), ana_extra ? 14 : 12);
        CHECK_INT(mintbid_vp(s, MB_AI), 12);
        mintbid_test_end_game(s);
        CHECK_INT(s->holder[MB_UTILITY], MB_AI);
        CHECK_INT(s->phase, MB_PHASE_OVER);
        bool won[MAX_SEATS] = {false};
        if (!ana_extra) { /* 13 to 12: the move wins */
            CHECK_INT(s->utility_move[0], GAS_WORKS);
            CHECK_INT(mintbid_card_at(s, 2, 1, 1), TELEGRAPH);
            CHECK_INT(mintbid_card_at(s, 2, 3, 1), GAS_WORKS);
            CHECK_INT(mintbid_vp(s, MB_AI), 13);
            CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
        } else { /* 13 would still lose to 14: the AI moves nothing */
            ScoreSheet sheet;
            mintbid_rules.score_sheet(&s->base, &sheet);
            CHECK_STR(sheet.note,
                      "The Engineer: 12 VP (11 from locations, 1 match, 0 Culture bonus)");
            CHECK_INT(s->utility_move[0], -1);
            CHECK_INT(mintbid_card_at(s, 2, 1, 1), GAS_WORKS);
            CHECK_INT(mintbid_vp(s, MB_AI), 12);
            CHECK_INT(mintbid_rules.winners(&s->base, won), 1);
            CHECK(won[0]);
        }
        free(s);
    }
}

/* When the AI holds both, its Utility counts on its own Production still to come. AI: Gas Works,
 * Telegraph Office (blue | yellow) and Power Plant in row 1 (one match), the Factory (green |
 * blue) and the Rail Depot (green | blue) in row 2 (none): 17 VP. Moving the Gas Works to the right
 * end adds a match, and so does turning the Factory: either alone gives 18, a tie on VP and on
 * locations (5 each) with Ana's 18 VP, and no win; both together win. */
static void test_ai_utility_counts_on_its_production(void)
{
    MintBidState *s = empty_table(2, "engineer");
    /* Ana: Bank (yellow | blue), City Hall, Records Hall (yellow | yellow); the Courthouse and the
     * Library (blue | green) below: no match. */
    mintbid_test_put(s, BANK, 0, 0, 0, false);
    mintbid_test_put(s, CITY_HALL, 0, 1, 0, false);
    mintbid_test_put(s, RECORDS_HALL, 0, 2, 0, false);
    mintbid_test_put(s, COURTHOUSE, 0, 0, 1, false);
    mintbid_test_put(s, LIBRARY, 0, 1, 1, false);
    mintbid_test_put(s, GAS_WORKS, 2, 0, 0, false);
    mintbid_test_put(s, TELEGRAPH, 2, 1, 0, false);
    mintbid_test_put(s, POWER_PLANT, 2, 2, 0, false);
    mintbid_test_put(s, FACTORY, 2, 0, 1, false);
    mintbid_test_put(s, RAIL_DEPOT, 2, 1, 1, false);
    only_unused(s, -1);
    CHECK_INT(mintbid_vp(s, 0), 18);
    CHECK_INT(mintbid_vp(s, MB_AI), 17);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_UTILITY], MB_AI);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->phase, MB_PHASE_OVER);
    /* Of the equally good pairs, the first found: the Gas Works goes left of the Factory in row
     * 2 (green | green), then the Rail Depot turns (blue | blue). */
    CHECK_INT(s->utility_move[0], GAS_WORKS);
    CHECK_INT(mintbid_card_at(s, 2, 1, 2), GAS_WORKS);
    CHECK_INT(mintbid_card_at(s, 2, 2, 2), FACTORY);
    CHECK_INT(s->rotated_card, RAIL_DEPOT);
    CHECK_INT(mintbid_area_matches(s, 2), 3);
    CHECK_INT(mintbid_vp(s, MB_AI), 19);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
    free(s);
}

/* A two-player game against the Industrialist (found with random moves, seed 26614): the AI holds
 * the Production and Ben the Culture. Turning the Power Plant would break Ben's match and his
 * Culture bonus, handing Ana the game, but the AI could not win either way: it leaves the table
 * alone and Ben wins 14 to 13. */
static void test_ai_keeps_out_of_a_lost_game(void)
{
    static const char *const moves[] = {
        "auction 17 open", "bid 2",          "auction 28 open", "bid 1",       "bid 2",
        "place B 1 2",     "auction 9 open", "bid 1",           "pass",        "place B 0 2",
        "auction 4 open",  "bid 1",          "bid 4",           "place A 1 1", "auction 14 open",
        "bid 2",           "auction 7 open", "bid 2",           "withdraw",    "auction 19 open",
        "bid 2",           "bid 4",          "withdraw",        "place A 0 1", "auction 11 open",
        "withdraw",        "place A 3 1",    "auction 18 open", "bid 7",       "auction 20 open",
        "bid 2",           "bid 3"};
    MintBidState *s = new_game(2, "industrialist", 26614);
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        played(s, moves[i]);
    CHECK_STR(
        log_line(s, "place B 0 2"),
        "Ben lays the Brewery in area B (Ben's own area), bottom row, a new column on the left. "
        "The die shows 1: nobody gains. The game ends; The Industrialist has the most "
        "Production; Ben has the most Culture. Final scores are in");
    played(s, "place B 0 2");
    CHECK(game_over(&s->base));
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK_INT(s->holder[MB_CULTURE], 1);
    CHECK_INT(s->rotated_card, -1);
    CHECK(!s->rotated[POWER_PLANT]);
    int scores[MAX_SEATS];
    mintbid_rules.scores(&s->base, scores);
    CHECK_INT(scores[0], 13);
    CHECK_INT(scores[1], 14);
    CHECK_INT(mintbid_vp(s, MB_AI), 11);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 1);
    CHECK(!won[0] && won[1]);
    free(s);
}

/* The rulebook: "If there is no way for the AI to win, they will not use their Special Ability",
 * and the Deed is one of the Special Abilities (docs/rules/mintbid.md). Solitaire, the
 * Developer: the last card, the Mill, goes to the AI when Ana withdraws; the AI then holds the
 * Deed (Bank and Courthouse) but is far behind. */
static MintBidState *deed_endgame(int ana_vp_card)
{
    MintBidState *s = new_game(1, "developer", 74);
    const int deck[1] = {MILL};
    begin(s, deck, 1, 0);
    mintbid_test_put(s, BANK, 1, 0, 0, false);       /* the AI: 4 + 3 VP, two Deeds */
    mintbid_test_put(s, COURTHOUSE, 1, 0, 1, false); /* (under the Bank: no match) */
    mintbid_test_put(s, BREWERY, 0, 0, 0, false);    /* Ana: 5 + 5 + 5 (+ the last one) */
    mintbid_test_put(s, WORKSHOP, 0, 0, 1, false);
    mintbid_test_put(s, TELEGRAPH, 0, 1, 1, false);
    if (ana_vp_card >= 0)
        mintbid_test_put(s, ana_vp_card, 0, 2, 1, false);
    return s;
}

static void test_ai_deed_only_to_win(void)
{
    /* Ana 15 + 5 = 20 VP. The AI: 7, and the Mill (blue | pink) left of the Courthouse (pink |
     * yellow) for 3 + 1. The best it could draw, a 5 with two matches, would not reach 20: it
     * leaves the Deed, and no location is drawn. */
    MintBidState *s = deed_endgame(CITY_HALL);
    CHECK_STR(log_line(s, "withdraw"),
              "Ana withdraws. The Developer takes the Mill. The game ends; The Developer has the "
              "most Deed; Ana has the most Utility; Ana has the most Production. The Developer "
              "cannot win, so it leaves the Deed unused");
    int unused = 0;
    for (int k = 0; k < MB_CARDS; k++)
        unused += s->where[k] == MB_UNUSED;
    played(s, "withdraw");
    CHECK_INT(s->holder[MB_DEED], MB_AI);
    CHECK(s->deed_unused);
    CHECK_INT(s->deed_card, -1);
    CHECK_INT(mintbid_locations(s, MB_AI), 3);
    CHECK_INT(mintbid_vp(s, MB_AI), 11);
    for (int k = 0; k < MB_CARDS; k++)
        unused -= s->where[k] == MB_UNUSED;
    CHECK_INT(unused, 0);
    StrBuf json = STRBUF_INIT;
    mintbid_rules.describe(&s->base, 0, &json);
    CHECK_HAS(sb_str(&json), "\"deed_card\":-1,\"deed_unused\":true}");
    sb_free(&json);
    free(s);

    /* Ana 15: a location worth 5 brings the AI to 16 (a tie would do in solitaire), so there is a
     * way to win, and it draws; the draw is random, so any location may come. */
    s = deed_endgame(-1);
    played(s, "withdraw");
    CHECK(!s->deed_unused);
    CHECK(s->deed_card >= 0);
    CHECK_INT(mintbid_locations(s, MB_AI), 4);
    free(s);

    /* Only the Title Company (2 VP, blue | green) is left: right of the Bank's blue for a match,
     * 11 + 2 + 1 = 14 < 15. No way: unused. Only the Gallery (5 VP): a way, and it is drawn. */
    s = deed_endgame(-1);
    only_unused(s, TITLE_COMPANY);
    played(s, "withdraw");
    CHECK(s->deed_unused);
    CHECK_INT(s->where[TITLE_COMPANY], MB_UNUSED);
    free(s);
    s = deed_endgame(-1);
    only_unused(s, GALLERY);
    played(s, "withdraw");
    CHECK(!s->deed_unused);
    CHECK_INT(s->deed_card, GALLERY);
    CHECK_INT(mintbid_vp(s, MB_AI), 11 + 5 + 1); /* left of the Mill: blue beside blue */
    free(s);

    /* Its own later ability counts. The AI: Bank (yellow | blue) and Mill (blue | pink), a match,
     * over the Courthouse: 11 VP, the Deed and the Production. Ana: Telegraph Office (blue |
     * yellow) beside the Fire Station (yellow | green), a match, and the Gas Works: 14 VP. The
     * Title Company (2 VP), the only card left, makes no match anywhere: 13. But the AI's
     * Production will then turn the Fire Station and break Ana's match, 13 all, a tie that goes
     * to the AI in solitaire: so there is a way, and it lays the Deed. */
    s = empty_table(1, "developer");
    mintbid_test_put(s, BANK, 1, 0, 0, false);
    mintbid_test_put(s, MILL, 1, 1, 0, false);
    mintbid_test_put(s, COURTHOUSE, 1, 0, 1, false);
    mintbid_test_put(s, TELEGRAPH, 0, 0, 0, false);
    mintbid_test_put(s, FIRE_STATION, 0, 1, 0, false);
    mintbid_test_put(s, GAS_WORKS, 0, 0, 1, false);
    only_unused(s, TITLE_COMPANY);
    CHECK_INT(mintbid_vp(s, MB_AI), 11);
    CHECK_INT(mintbid_vp(s, 0), 14);
    mintbid_test_end_game(s);
    CHECK_INT(s->holder[MB_PRODUCTION], MB_AI);
    CHECK(!s->deed_unused);
    CHECK_INT(s->deed_card, TITLE_COMPANY);
    CHECK_INT(mintbid_vp(s, MB_AI), 13);
    CHECK_INT(to_move(s), 0); /* Ana's Utility */
    played(s, "skip");
    CHECK(game_over(&s->base));
    CHECK_INT(mintbid_vp(s, 0), 13);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(mintbid_rules.winners(&s->base, won), 0);
    free(s);
}

/* ---------------------------------------------------------------- whole games */

/* Random games in every mode: invariants after every move, determinize keeps each view. */
static void test_random_games(void)
{
    static const struct {
        int players;
        const char *ai, *strength;
    } modes[] = {{1, "developer", "printed"},
                 {1, "engineer", "tough"},
                 {1, "industrialist", "ruthless"},
                 {1, "curator", "standard"},
                 {2, "none", "printed"},
                 {2, "developer", "printed"},
                 {2, "engineer", "balanced"},
                 {2, "industrialist", "standard"},
                 {2, "curator", "ruthless"},
                 {3, "none", "printed"},
                 {4, "none", "standard"},
                 {5, "none", "printed"},
                 {6, "none", "printed"}};
    MoveList moves = MOVELIST_INIT;
    StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++)
        for (uint64_t seed = 1; seed <= 60; seed++) {
            MintBidState *s =
                new_game_with_strength(modes[m].players, modes[m].ai, modes[m].strength, seed);
            Rng rng;
            rng_seed(&rng, seed * 31);
            int plies = 0;
            while (!game_over(&s->base) && plies < 5000) {
                movelist_clear(&moves);
                mintbid_rules.legal_moves(&s->base, &moves);
                CHECK(moves.count > 0);
                if (!moves.count)
                    break;
                if (plies % 5 == 0) {
                    int viewer = to_move(s);
                    sb_clear(&a);
                    sb_clear(&b);
                    mintbid_rules.describe(&s->base, viewer, &a);
                    GameState *copy = mintbid_rules.clone(&s->base);
                    mintbid_rules.determinize(copy, viewer, &rng);
                    mintbid_rules.describe(copy, viewer, &b);
                    CHECK(!strcmp(sb_str(&a), sb_str(&b)));
                    CHECK(mintbid_rules.check_invariants(copy, err, sizeof err));
                    mintbid_rules.free_state(copy);
                }
                played(s, moves.items[rng_below(&rng, (uint32_t)moves.count)]);
                plies++;
            }
            CHECK(game_over(&s->base));
            bool won[MAX_SEATS] = {false};
            int winners = mintbid_rules.winners(&s->base, won);
            CHECK(winners >= 0 && winners <= modes[m].players);
            if (modes[m].ai[0] == 'n')
                CHECK(winners >= 1);
            free(s);
        }
    movelist_free(&moves);
    sb_free(&a);
    sb_free(&b);
}

/* ---------------------------------------------------------------- bots */

static void test_bot(void)
{
    /* Ana holds the Production (Mill in A, Factory in C). Turning the Theater would add a match
     * for her and Cid; turning the Opera House breaks Ben and Cid's match and Cid's Culture
     * bonus: her lead over Cid grows most that way. */
    MintBidState *s = empty_table(3, "none");
    mintbid_test_put(s, MILL, 0, 0, 0, false);
    mintbid_test_put(s, FACTORY, 2, 0, 0, false);
    mintbid_test_put(s, BANK, 2, 1, 0, false);
    mintbid_test_put(s, THEATER, 2, 2, 0, false);
    mintbid_test_put(s, LIBRARY, 1, 0, 0, false);
    mintbid_test_put(s, OPERA_HOUSE, 1, 1, 0, false);
    mintbid_test_end_game(s);
    CHECK_INT(s->phase, MB_PHASE_PRODUCTION);
    CHECK_INT(to_move(s), 0);
    CHECK_INT(s->holder[MB_CULTURE], 2);
    char move[MOVE_MAX];
    CHECK(bot_choose(&s->base, BOT_NORMAL, 1, NULL, move, NULL));
    /* Turning the Library breaks the same match; either is best. */
    CHECK(!strcmp(move, "rotate B 1 1") || !strcmp(move, "rotate B 2 1"));
    free(s);

    /* Candidate bids: a few raises and even partner splits, all legal. */
    s = new_game(4, "none", 16);
    const int deck[3] = {HARBOR, BANK, MILL};
    begin(s, deck, 3, 0);
    mintbid_test_set_mints(s, 1, 8);
    played(s, "auction 13 open");
    played(s, "bid 3");
    MoveList moves = MOVELIST_INIT;
    bot_candidate_moves(&s->base, BOT_NORMAL, &moves);
    CHECK(movelist_contains(&moves, "bid 4") && movelist_contains(&moves, "bid 5"));
    CHECK(movelist_contains(&moves, "bid 7") && !movelist_contains(&moves, "bid 6"));
    CHECK(movelist_contains(&moves, "bid 2+2 left") && movelist_contains(&moves, "bid 3+2 right"));
    CHECK(movelist_contains(&moves, "pass") && movelist_contains(&moves, "withdraw"));
    CHECK(moves.count <= 10);
    for (int i = 0; i < moves.count; i++) {
        MintBidState copy = *s;
        CHECK(mintbid_rules.apply(&copy.base, moves.items[i], err, sizeof err));
    }
    movelist_free(&moves);
    free(s);

    /* Easy bots finish a solitaire game and a two-player game against an AI card. */
    const char *const ais[2] = {"curator", "engineer"};
    for (int players = 1; players <= 2; players++) {
        s = new_game(players, ais[players - 1], 17);
        for (int n = 0; !game_over(&s->base) && n < 400; n++) {
            CHECK(bot_choose(&s->base, BOT_EASY, (uint64_t)n, NULL, move, NULL));
            played(s, move);
        }
        CHECK(game_over(&s->base));
        free(s);
    }
}

int main(void)
{
    test_options();
    test_setup();
    test_card_data();
    test_open_partners();
    test_open_equal_shares_and_switching();
    test_automatic_withdrawal_and_lone_winner();
    test_no_mints_auctioneer();
    test_closed_secrecy_and_single_pair();
    test_closed_ties();
    test_placement_and_matches();
    test_deed();
    test_utility();
    test_production_and_culture();
    test_tie_breaks();
    test_tie_breaks_with_ai();
    test_two_players();
    test_ai_two_player_table();
    test_ai_solitaire_table();
    test_ai_strength();
    test_old_save_replays();
    test_ai_deed_only_to_win();
    test_solitaire_flow();
    test_ai_abilities();
    test_ai_production_only_to_win();
    test_ai_utility_only_to_win();
    test_ai_utility_counts_on_its_production();
    test_ai_keeps_out_of_a_lost_game();
    test_random_games();
    test_bot();
    return check_report("test_mintbid");
}
