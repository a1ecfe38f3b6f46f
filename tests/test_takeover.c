/* Takeover: the rulebook check and one scenario per rule, with exact money and reasons. */
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "games/takeover/takeover.h"

static char err[256];

static TakeoverState *new_state(int players, uint64_t seed)
{
    GameOptions opts = {.players = players};
    return (TakeoverState *)takeover_rules.new_game(&opts, seed);
}

/* A game in play from a layout (see takeover_test_setup); aborts the test on a bad layout. */
static TakeoverState *layout(int players, const char *grid, const char *const *hands, int first)
{
    TakeoverState *s = new_state(players, 1);
    if (!takeover_test_setup(s, grid, hands, first, err, sizeof err)) {
        fprintf(stderr, "bad layout: %s\n", err);
        exit(1);
    }
    return s;
}

static bool play(TakeoverState *s, const char *move)
{
    err[0] = '\0';
    bool ok = takeover_rules.apply(&s->base, move, err, sizeof err);
    char why[256];
    if (!takeover_rules.check_invariants(&s->base, why, sizeof why)) {
        fprintf(stderr, "invariant broken after '%s': %s\n", move, why);
        check_failures++;
    }
    return ok;
}

/* The move is refused with exactly this reason, and the state is unchanged. */
static void refused(TakeoverState *s, const char *move, const char *reason)
{
    TakeoverState before = *s;
    CHECK(!play(s, move));
    CHECK_STR(err, reason);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

static void played(TakeoverState *s, const char *move)
{
    bool ok = play(s, move);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(ok);
}

static int score(const TakeoverState *s, int seat)
{
    int scores[MAX_SEATS];
    takeover_rules.scores(&s->base, scores);
    return scores[seat];
}

static int coin(const char *name)
{
    return takeover_parse_coin(name);
}

static int hand_size(const TakeoverState *s, int seat)
{
    int n = 0;
    for (int c = 0; c < TK_PIECES; c++)
        n += s->owner[c] == seat;
    return n;
}

/* Drafts every coin, each seat taking the first one listed. */
static void draft_all(TakeoverState *s)
{
    MoveList moves = MOVELIST_INIT;
    while (s->phase == TK_PHASE_DRAFT) {
        movelist_clear(&moves);
        takeover_rules.legal_moves(&s->base, &moves);
        played(s, moves.items[0]);
    }
    movelist_free(&moves);
}

/* The side of `name` as `viewer` sees it in describe(): "stock", "cash" or "hidden". */
static const char *side_seen(const TakeoverState *s, int viewer, const char *name)
{
    static char side[16];
    StrBuf json = STRBUF_INIT;
    takeover_rules.describe(&s->base, viewer, &json);
    char key[32];
    snprintf(key, sizeof key, "{\"coin\":\"%s\",", name);
    const char *at = strstr(sb_str(&json), key);
    const char *quote = at ? strstr(at, "\"side\":\"") : NULL;
    side[0] = '\0';
    if (quote)
        sscanf(quote + 8, "%15[a-z]", side);
    sb_free(&json);
    return side;
}

static const char *const seat_names[MAX_SEATS] = {"Ana", "Ben", "Cid", "Dee", "Eve", "Fay"};

/* The move's log line. */
static void log_line(const TakeoverState *s, const char *move, StrBuf *out)
{
    sb_clear(out);
    takeover_rules.describe_move(&s->base, move, seat_names, out);
}

/* The move worded for the player to move, who makes it. */
static void own_words(const TakeoverState *s, const char *move, StrBuf *out)
{
    sb_clear(out);
    takeover_rules.describe_own_move(&s->base, move, seat_names, out);
}

/* Every cell holds one tile. */
static const char *const GRID_FULL = "s2 s3 m3 ma cn c4 "
                                     "sa m4 s5 mn c5 a4 "
                                     "sn m2 c2 a2 ca a5 "
                                     "s4 m5 c3 aa an a3";

static void test_names(void)
{
    char text[3];
    takeover_coin_text(coin("mn"), text);
    CHECK_STR(text, "mn");
    CHECK_INT(coin("s3"), tk_piece(TK_SUNS, 3));
    CHECK_INT(coin("aa"), tk_piece(TK_ARMS, TK_ACE));
    CHECK_INT(coin("a1"), tk_piece(TK_ARMS, TK_ACE));
    CHECK_INT(coin("x3"), -1);
    CHECK_INT(coin("s6"), -1);
    CHECK_INT(takeover_parse_cell("b2"), tk_cell(1, 1));
    CHECK_INT(takeover_parse_cell("g1"), -1);
    CHECK_INT(takeover_parse_cell("a5"), -1);
    takeover_cell_text(tk_cell(5, 3), text);
    CHECK_STR(text, "f4");
    uint32_t coins;
    CHECK(!takeover_parse_coins("s3,s3", &coins, err, sizeof err));
    CHECK_STR(err, "s3 is named twice");
    CHECK(takeover_parse_coins("ma,s3", &coins, err, sizeof err));
    char list[64];
    takeover_format_coins(coins, list, sizeof list);
    CHECK_STR(list, "s3,ma");
}

static void test_setup_is_seeded(void)
{
    TakeoverState *a = new_state(4, 99), *b = new_state(4, 99), *c = new_state(4, 100);
    CHECK(memcmp(a, b, sizeof *a) == 0);
    CHECK(memcmp(a->stack, c->stack, sizeof a->stack) != 0 || a->starter != c->starter);
    for (int cell = 0; cell < TK_CELLS; cell++)
        CHECK_INT(a->height[cell], 1);
    CHECK(takeover_rules.check_invariants(&a->base, err, sizeof err));
    CHECK_INT(a->phase, TK_PHASE_DRAFT);
    free(a);
    free(b);
    free(c);
}

/* Snake order from the starter; with 5 players one seat drafts one coin fewer. */
static void test_draft_order(void)
{
    for (int n = 2; n <= 6; n++) {
        TakeoverState *s = new_state(n, 7 + (uint64_t)n);
        int start = s->starter, taken[MAX_SEATS] = {0};
        MoveList moves = MOVELIST_INIT;
        for (int pick = 0; pick < TK_PIECES; pick++) {
            int round = pick / n, pos = pick % n;
            int expected = (start + (round % 2 ? n - 1 - pos : pos)) % n;
            CHECK_INT(takeover_rules.to_move(&s->base), expected);
            movelist_clear(&moves);
            takeover_rules.legal_moves(&s->base, &moves);
            CHECK_INT(moves.count, TK_PIECES - pick);
            taken[expected]++;
            played(s, moves.items[moves.count - 1]);
        }
        movelist_free(&moves);
        for (int seat = 0; seat < n; seat++) {
            int want = n == 5 ? (seat == (start + 4) % 5 ? 4 : 5) : TK_PIECES / n;
            CHECK_INT(taken[seat], want);
            CHECK_INT(hand_size(s, seat), want);
        }
        CHECK_INT(s->phase, TK_PHASE_STOCKS);
        CHECK_INT(takeover_rules.to_move(&s->base), start);
        free(s);
    }
    /* 12 coins each: 256 distinct subsets are listed, "none" and "all" among them. */
    TakeoverState *two = new_state(2, 3);
    draft_all(two);
    MoveList choices = MOVELIST_INIT;
    takeover_rules.legal_moves(&two->base, &choices);
    CHECK_INT(choices.count, 256);
    int distinct = 1;
    for (int i = 1; i < choices.count; i++) {
        bool repeated = false;
        for (int j = 0; j < i; j++)
            repeated = repeated || !strcmp(choices.items[i], choices.items[j]);
        distinct += !repeated;
    }
    CHECK_INT(distinct, 256);
    CHECK(movelist_contains(&choices, "stocks none"));
    char all[64], move[80];
    takeover_format_coins(takeover_hand(two, takeover_rules.to_move(&two->base)), all, sizeof all);
    snprintf(move, sizeof move, "stocks %s", all);
    CHECK(movelist_contains(&choices, move));
    movelist_free(&choices);
    free(two);

    /* The 2-player order exactly: starter, other, other, starter, ... */
    TakeoverState *s = new_state(2, 5);
    int first = s->starter;
    int order[6];
    for (int i = 0; i < 6; i++) {
        order[i] = takeover_rules.to_move(&s->base);
        MoveList moves = MOVELIST_INIT;
        takeover_rules.legal_moves(&s->base, &moves);
        played(s, moves.items[0]);
        movelist_free(&moves);
    }
    int want[6] = {first, 1 - first, 1 - first, first, first, 1 - first};
    for (int i = 0; i < 6; i++)
        CHECK_INT(order[i], want[i]);
    refused(s, "take sn", "sn has already been taken");
    refused(s, "take q1", "'q1' is not a coin: a suit (s m c a) then a value (n a 2 3 4 5)");
    refused(s, "pass", "it is the draft: take a coin, e.g. take s5");
    free(s);
}

/* Each seat chooses in turn from the starter; nobody else sees the choice. */
static void test_secret_stock_choice(void)
{
    TakeoverState *s = new_state(3, 11);
    draft_all(s);
    int first = s->starter, second = (first + 1) % 3;
    CHECK_INT(takeover_rules.to_move(&s->base), first);
    /* Two of the first seat's coins, by name. */
    int mine[2], k = 0;
    for (int c = 0; c < TK_PIECES && k < 2; c++)
        if (s->owner[c] == first)
            mine[k++] = c;
    char a[3], b[3], other[3], move[64];
    takeover_coin_text(mine[0], a);
    takeover_coin_text(mine[1], b);
    int foreign = -1;
    for (int c = 0; c < TK_PIECES && foreign < 0; c++)
        if (s->owner[c] == second)
            foreign = c;
    takeover_coin_text(foreign, other);
    snprintf(move, sizeof move, "stocks %s,%s", a, other);
    char reason[64];
    snprintf(reason, sizeof reason, "%s is not yours", other);
    refused(s, move, reason);
    refused(s, "merge a1 b1", "choose your stocks first, e.g. stocks s3,ma (or stocks none)");
    /* Before the choice every side is in the open. */
    CHECK_STR(side_seen(s, second, a), "cash");
    snprintf(move, sizeof move, "stocks %s,%s", a, b);
    StrBuf line = STRBUF_INIT;
    log_line(s, move, &line);
    CHECK_STR(sb_str(&line), first == 0   ? "Ana chooses stocks in secret"
                             : first == 1 ? "Ben chooses stocks in secret"
                                          : "Cid chooses stocks in secret");
    played(s, move);
    CHECK(s->stock[mine[0]] && s->stock[mine[1]]);
    CHECK_STR(side_seen(s, first, a), "stock");
    CHECK_STR(side_seen(s, second, a), "hidden");
    CHECK_STR(side_seen(s, -1, a), "hidden");
    CHECK_STR(side_seen(s, second, b), "hidden");
    CHECK_INT(takeover_rules.to_move(&s->base), second);
    /* 8 coins each: all 256 subsets are listed, each once. */
    MoveList moves = MOVELIST_INIT;
    takeover_rules.legal_moves(&s->base, &moves);
    CHECK_INT(moves.count, 256);
    for (int i = 0; i < moves.count; i++)
        for (int j = i + 1; j < moves.count; j++)
            CHECK(strcmp(moves.items[i], moves.items[j]) != 0);
    CHECK(movelist_contains(&moves, "stocks none"));
    movelist_free(&moves);
    played(s, "stocks none");
    CHECK_INT(s->phase, TK_PHASE_STOCKS);
    played(s, "stocks none");
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    CHECK_INT(takeover_rules.to_move(&s->base), first);
    CHECK_STR(side_seen(s, second, a), "hidden");
    sb_free(&line);
    free(s);
}

/* The rulebook's example: the 2 of suns on top of three other tiles is a $5M stock. */
static void test_rulebook_stock_worth(void)
{
    const char *hands[2] = {"s2*,c5", "m5*,a3"};
    TakeoverState *s = layout(2,
                              "c4/m3/sa/s2 . s3 m4 cn c3 "
                              "m5 s5 mn c5 a4 ma "
                              "sn m2 c2 a2 ca a5 "
                              "s4 . . aa an a3",
                              hands, 0);
    CHECK_INT(takeover_stock_worth(s, coin("s2")), 5);
    CHECK_INT(takeover_stock_worth(s, coin("m5")), 5);
    CHECK_INT(takeover_stock_worth(s, coin("m3")), 0); /* covered */
    CHECK_INT(score(s, 0), 5 + 5);
    CHECK_INT(score(s, 1), 5 + 3);
    ScoreSheet sheet;
    takeover_rules.score_sheet(&s->base, &sheet);
    /* item by item: what each stock paid its holder, then the cash */
    CHECK_INT(sheet.rows, 3);
    CHECK_STR(sheet.label[0], "Stock: the 2 of suns");
    CHECK_INT(sheet.value[0][0], 5);
    CHECK_INT(sheet.value[0][1], 0);
    CHECK_STR(sheet.label[1], "Stock: the 5 of moons");
    CHECK_INT(sheet.value[1][0], 0);
    CHECK_INT(sheet.value[1][1], 5);
    CHECK_STR(sheet.label[2], "Cash");
    CHECK_INT(sheet.value[2][0], 5);
    CHECK_INT(sheet.value[2][1], 3);
    free(s);
}

/* Merges: free ones, paid ones (overpay lost), onto a null, the refusals, the cash-out. */
static void test_merges(void)
{
    const char *hands[3] = {"c5,sa,m2,an,s3*", "m3*,a2,ca,s2", "c4*,m5*,aa"};
    TakeoverState *s = layout(3, GRID_FULL, hands, 0);
    StrBuf line = STRBUF_INIT;
    CHECK_INT(takeover_cash(s, 0), 8);
    CHECK_INT(takeover_cash(s, 1), 5);
    CHECK_INT(takeover_cash(s, 2), 1);
    CHECK_INT(score(s, 0), 8 + 3);

    /* Ana: the ace of moons onto the null of crowns is free though the suits differ. */
    CHECK_INT(takeover_merge_cost(s, takeover_parse_cell("d1"), takeover_parse_cell("e1")), 0);
    refused(s, "merge d1 e1 pay sa", "this merge is free: pay nothing");
    log_line(s, "merge d1 e1", &line);
    CHECK_STR(sb_str(&line),
              "Ana merges the ace of moons (d1) onto the null of crowns (e1) for free");
    played(s, "merge d1 e1");
    CHECK_INT(s->height[takeover_parse_cell("d1")], 0);
    CHECK_INT(s->height[takeover_parse_cell("e1")], 2);
    CHECK_INT(takeover_top(s, takeover_parse_cell("e1")), coin("ma"));
    CHECK_INT(takeover_cash(s, 0), 8);
    CHECK_INT(s->passes, 0);

    /* Ben: the 3 of moons onto the 3 of suns costs $3M. */
    CHECK_INT(takeover_rules.to_move(&s->base), 1);
    refused(s, "merge c1 b1", "this merge costs $3M: add 'pay' and the cash coins you pay with");
    refused(s, "merge c1 b1 pay a2", "coins pay only $2M of $3M");
    refused(s, "merge c1 b1 pay c5", "c5 is not yours");
    refused(s, "merge c1 b1 pay m3", "m3 is a stock, not cash");
    refused(s, "merge c1 a1", "c1 and a1 are not next to each other");
    refused(s, "merge c1 d1", "d1 is empty");
    refused(s, "merge c1 c1", "a corporation cannot merge with itself");
    refused(s, "merge c1 z9", "'z9' is not a cell (a1 to f4)");
    refused(s, "merge c1 b1 pay s2,s2", "s2 is named twice");
    CHECK_STR(side_seen(s, 2, "s3"), "hidden");
    CHECK_STR(side_seen(s, 1, "s3"), "hidden");
    log_line(s, "merge c1 b1 pay s2,a2", &line);
    CHECK_STR(sb_str(&line), "Ben merges the 3 of moons (c1) onto the 3 of suns (b1) for $3M, "
                             "paying with the 2 of suns and the 2 of arms ($1M lost); Ana cashes "
                             "out the stock of the 3 of suns");
    played(s, "merge c1 b1 pay s2,a2");
    CHECK_INT(takeover_cash(s, 1), 1); /* $4M paid for a $3M merge: $1M lost */
    CHECK_INT(s->owner[coin("s2")], TK_DISCARD);
    CHECK_INT(s->owner[coin("a2")], TK_DISCARD);
    /* The forced cash-out: Ana's stock of the 3 of suns is cash now, and everyone sees it. */
    CHECK(!s->stock[coin("s3")]);
    CHECK_INT(takeover_cash(s, 0), 11);
    CHECK_STR(side_seen(s, 2, "s3"), "cash");
    CHECK_STR(side_seen(s, -1, "s3"), "cash");
    CHECK_INT(takeover_stock_worth(s, coin("m3")), 3 + 1);
    CHECK_INT(score(s, 1), 1 + 4);

    /* Cid: $1M of cash cannot buy the 5 of suns' merge onto the 4 of moons. */
    refused(s, "merge c2 b2 pay aa", "you cannot afford $4M: your cash is $1M");
    refused(s, "merge c2 b2", "you cannot afford $4M: your cash is $1M");
    refused(s, "merge e3 d3 pay aa,an", "an is not yours");
    refused(s, "merge e2 e1", "this merge costs $1M: add 'pay' and the cash coins you pay with");
    played(s, "merge e2 e1 pay aa");
    CHECK_INT(takeover_cash(s, 2), 0);
    CHECK_INT(takeover_top(s, takeover_parse_cell("e1")), coin("c5"));
    CHECK_INT(s->stock[coin("ma")], false);
    log_line(s, "merge c3 c4", &line);
    CHECK_STR(sb_str(&line), "Ana merges the 2 of crowns (c3) onto the 3 of crowns (c4) for free");

    /* Ana: paying with a null is refused; cash coins are listed as minimal payments. */
    refused(s, "merge f1 f2 pay an,c5", "an is a null: it is worth nothing as cash");
    MoveList moves = MOVELIST_INIT;
    takeover_rules.legal_moves(&s->base, &moves);
    /* The 4 of crowns onto the 4 of arms costs $4M; Ana's cash: c5, s3, m2, sa. */
    CHECK(movelist_contains(&moves, "merge f1 f2 pay c5"));
    CHECK(movelist_contains(&moves, "merge f1 f2 pay sa,s3"));
    CHECK(movelist_contains(&moves, "merge f1 f2 pay s3,m2"));
    CHECK(!movelist_contains(&moves, "merge f1 f2 pay sa,s3,m2")); /* sa could be left out */
    CHECK(!movelist_contains(&moves, "merge f1 f2 pay s3,c5"));
    CHECK(movelist_contains(&moves, "merge c3 c4"));
    CHECK(movelist_contains(&moves, "pass"));
    /* Penny merges across the empty c1 and d1. */
    CHECK(movelist_contains(&moves, "penny an b1 e1 pay c5"));
    CHECK(movelist_contains(&moves, "penny an e1 b1 pay sa,m2"));
    CHECK(movelist_contains(&moves, "penny an e1 b1 pay s3"));
    CHECK(!movelist_contains(&moves, "penny an a1 c1"));
    movelist_free(&moves);
    sb_free(&line);
    free(s);
}

/* Penny stocks: along a row or column, across empty cells only. */
static void test_penny_merges(void)
{
    const char *hands[2] = {"mn,an*,c4,m2", "sn*,s5,a2"};
    TakeoverState *s = layout(2,
                              "s3/s2 . . m3 cn c4 "
                              "sa m4 s5 mn c5 a4 "
                              "sn m2 c2 a2 ca a5 "
                              "s4 m5 c3 aa an ma/a3",
                              hands, 0);
    refused(s, "penny mn a2 d2 pay c4", "b2 lies between a2 and d2 and is not empty");
    refused(s, "penny mn d1 e1",
            "d1 and e1 are next to each other: merge them without a penny "
            "stock");
    refused(s, "penny mn a1 d2", "a1 and d2 are not in one row or column");
    refused(s, "penny an a1 d1", "an is a stock: only a value-up null is a penny stock");
    refused(s, "penny sn a1 d1", "sn is not yours");
    refused(s, "penny s3 a1 d1", "'s3' is not a null coin (sn, mn, cn or an)");
    refused(s, "penny mn a1 d1", "this merge costs $3M: add 'pay' and the cash coins you pay with");
    refused(s, "penny mn a1 d1 pay mn", "the penny stock cannot also pay");
    refused(s, "penny mn a1 d1 pay m2", "coins pay only $2M of $3M");
    StrBuf line = STRBUF_INIT;
    log_line(s, "penny mn a1 d1 pay c4", &line);
    CHECK_STR(sb_str(&line), "Ana spends the null of moons as a penny stock to merge the 2 of suns "
                             "(a1) onto the 3 of moons (d1) for $3M, paying with the 4 of crowns "
                             "($1M lost)");
    played(s, "penny mn a1 d1 pay c4");
    int d1 = takeover_parse_cell("d1");
    CHECK_INT(s->height[d1], 3);
    CHECK_INT(takeover_top(s, d1), coin("s2"));
    CHECK_INT(s->height[takeover_parse_cell("a1")], 0);
    CHECK_INT(s->owner[coin("mn")], TK_DISCARD);
    CHECK_INT(s->owner[coin("c4")], TK_DISCARD);
    CHECK_INT(takeover_cash(s, 0), 2);
    CHECK_INT(takeover_penny_coin(s, 0), -1);
    /* Ben's only null is a stock: no penny merge for him. */
    refused(s, "penny sn c1 f1", "you hold no penny stock (a value-up null coin)");
    MoveList moves = MOVELIST_INIT;
    takeover_rules.legal_moves(&s->base, &moves);
    for (int i = 0; i < moves.count; i++)
        CHECK(strncmp(moves.items[i], "penny", 5) != 0);
    movelist_free(&moves);
    /* A null stock tops a corporation: worth 0 + 1 per tile under it. */
    CHECK_INT(takeover_stock_worth(s, coin("an")), 0);
    sb_free(&line);
    free(s);
}

/* Trades: sides kept, the offered sides seen by the receiver, one offer a turn, and a turn of
 * trading then passing is a pass. */
static void test_trades_and_passes(void)
{
    const char *hands[3] = {"c5,sa*,m2", "m3*,a2,ca", "c4*,m5,aa"};
    TakeoverState *s = layout(3, GRID_FULL, hands, 0);
    StrBuf line = STRBUF_INIT;
    refused(s, "offer 1 give c5", "you cannot trade with yourself");
    refused(s, "offer 4 give c5",
            "name the player to trade with by number, 1 to 3: offer 2 give "
            "s3 get c2");
    /* Numbers out of any range are refused the same way (never read into an overflow). */
    static const char *const odd[] = {"-9223372036854775808",
                                      "9223372036854775807",
                                      "99999999999999999999",
                                      "-0",
                                      "+2",
                                      "-2",
                                      "2.0",
                                      ""};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        char move[80];
        snprintf(move, sizeof move, "offer %s give c5", odd[i]);
        refused(s, move, "name the player to trade with by number, 1 to 3: offer 2 give s3 get c2");
    }
    refused(s, "offer -9223372036854775808",
            "name the player to trade with by number, 1 to 3: offer 2 give s3 get c2");
    CHECK_STR(sb_str(&line), "");
    log_line(s, "offer 02 give c5", &line); /* a leading zero changes nothing */
    CHECK_STR(sb_str(&line), "Ana offers Ben the 5 of crowns for nothing");
    refused(s, "offer 2 give m3", "m3 is not yours");
    refused(s, "offer 2 get c4", "player 2 does not hold c4");
    refused(s, "offer 2", "an offer must move at least one coin");
    refused(s, "offer 2 give c5 give sa",
            "write an offer as 'offer 2 give s3,m4 get c2' (either part may be left out)");
    refused(s, "accept", "'accept' is not a move now: merge, penny, offer or pass");
    CHECK_STR(side_seen(s, 1, "sa"), "hidden");
    log_line(s, "offer 2 give c5,sa get m3", &line);
    CHECK_STR(sb_str(&line), "Ana offers Ben the ace of suns and the 5 of crowns for the 3 of "
                             "moons");
    log_line(s, "offer 2 get m3", &line);
    CHECK_STR(sb_str(&line), "Ana offers Ben nothing for the 3 of moons");
    /* the same three offers worded for Ana, who makes them */
    own_words(s, "offer 2 give c5", &line);
    CHECK_STR(sb_str(&line), "offer Ben the 5 of crowns for nothing");
    own_words(s, "offer 2 get m3", &line);
    CHECK_STR(sb_str(&line), "offer Ben nothing for the 3 of moons");
    own_words(s, "offer 2 give c5,sa get m3", &line);
    CHECK_STR(sb_str(&line), "offer Ben the ace of suns and the 5 of crowns for the 3 of moons");
    played(s, "offer 2 give c5,sa get m3");
    CHECK_INT(s->phase, TK_PHASE_TRADE);
    CHECK_INT(takeover_rules.to_move(&s->base), 1);
    /* Ben now sees the sides of what he is offered; Cid does not; Ana not yet Ben's m3. */
    CHECK_STR(side_seen(s, 1, "sa"), "stock");
    CHECK_STR(side_seen(s, 1, "c5"), "cash");
    CHECK_STR(side_seen(s, 2, "sa"), "hidden");
    CHECK_STR(side_seen(s, 0, "m3"), "hidden");
    refused(s, "pass", "answer the offer: accept or decline");
    MoveList moves = MOVELIST_INIT;
    takeover_rules.legal_moves(&s->base, &moves);
    CHECK_INT(moves.count, 2);
    CHECK(movelist_contains(&moves, "accept") && movelist_contains(&moves, "decline"));
    log_line(s, "accept", &line);
    CHECK_STR(sb_str(&line), "Ben accepts the offer of Ana");
    played(s, "accept");
    CHECK_INT(s->owner[coin("c5")], 1);
    CHECK_INT(s->owner[coin("sa")], 1);
    CHECK_INT(s->owner[coin("m3")], 0);
    CHECK(s->stock[coin("sa")] && s->stock[coin("m3")] && !s->stock[coin("c5")]);
    CHECK_STR(side_seen(s, 0, "m3"), "stock");
    CHECK_STR(side_seen(s, 2, "m3"), "hidden");
    CHECK_INT(takeover_cash(s, 0), 2);
    CHECK_INT(takeover_cash(s, 1), 8);
    CHECK_INT(takeover_rules.to_move(&s->base), 0);
    refused(s, "offer 3 get aa", "you have already made an offer this turn");
    movelist_clear(&moves);
    takeover_rules.legal_moves(&s->base, &moves);
    for (int i = 0; i < moves.count; i++)
        CHECK(strncmp(moves.items[i], "offer", 5) != 0);
    played(s, "pass");
    CHECK_INT(s->passes, 1);

    /* Ben offers Cid a swap; Cid declines: nothing moves, but Cid has seen the 2 of arms. */
    played(s, "offer 3 give a2 get m5");
    log_line(s, "decline", &line);
    CHECK_STR(sb_str(&line), "Cid declines the offer of Ben");
    played(s, "decline");
    CHECK_INT(s->owner[coin("a2")], 1);
    CHECK_INT(s->owner[coin("m5")], 2);
    CHECK_STR(side_seen(s, 2, "a2"), "cash");
    CHECK_STR(side_seen(s, 1, "m5"), "hidden");
    played(s, "pass");
    CHECK_INT(s->passes, 2);
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    log_line(s, "pass", &line);
    CHECK_STR(sb_str(&line), "Cid passes. Everyone has passed in turn: the game is over");
    played(s, "pass");
    CHECK_INT(s->phase, TK_PHASE_OVER);
    CHECK_INT(s->end, TK_END_PASSES);
    CHECK_INT(takeover_rules.to_move(&s->base), GAME_OVER);
    refused(s, "pass", "the game is over");
    movelist_clear(&moves);
    takeover_rules.legal_moves(&s->base, &moves);
    CHECK_INT(moves.count, 0);
    /* Scores: Ana m3 stock $3M + m2 $2M; Ben c5 + a2 + ca cash $8M + sa stock $1M; Cid c4
     * stock $4M + m5 + aa cash $6M. Every side is shown at the end. */
    CHECK_INT(score(s, 0), 5);
    CHECK_INT(score(s, 1), 9);
    CHECK_INT(score(s, 2), 10);
    CHECK_STR(side_seen(s, 0, "c4"), "stock");
    bool won[MAX_SEATS];
    CHECK_INT(takeover_rules.winners(&s->base, won), 1);
    CHECK(won[2] && !won[0] && !won[1]);
    movelist_free(&moves);
    sb_free(&line);
    free(s);
}

/* A merge breaks a run of passes. */
static void test_merge_resets_passes(void)
{
    const char *hands[2] = {"c5", "a5"};
    TakeoverState *s = layout(2, GRID_FULL, hands, 1);
    played(s, "pass");
    CHECK_INT(s->passes, 1);
    played(s, "merge a1 b1");
    CHECK_INT(s->passes, 0);
    played(s, "pass");
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    played(s, "pass");
    CHECK_INT(s->phase, TK_PHASE_OVER);
    /* Tied at $5M: both win. */
    CHECK_INT(score(s, 0), 5);
    CHECK_INT(score(s, 1), 5);
    bool won[MAX_SEATS];
    CHECK_INT(takeover_rules.winners(&s->base, won), 2);
    CHECK(won[0] && won[1]);
    free(s);
}

/* The game ends when no player can pay for any merge, judged seat by seat. */
static const char *const GRID_THREE = "mn/ma/m2/m3/m5/s5 cn/ca/c2/c3/c4/c5/s4 . "
                                      "an/aa/a2/a3/a4/a5/sn/sa/s2/s3/m4 . . "
                                      ". . . . . . . . . . . . . . . . . .";

static void test_no_merge_left(void)
{
    /* After a1 onto b1 only a penny merge across c1 is left, costing $4M or $5M. Ana has the
     * cash (her stock of the 4 of suns is cashed out) but no penny stock; Ben has a penny stock
     * but only $3M. */
    const char *poor[2] = {"c3,s4*", "a3,an"};
    TakeoverState *s = layout(2, GRID_THREE, poor, 0);
    StrBuf line = STRBUF_INIT;
    log_line(s, "merge a1 b1", &line);
    CHECK_STR(sb_str(&line), "Ana merges the 5 of suns (a1) onto the 4 of suns (b1) for free; Ana "
                             "cashes out the stock of the 4 of suns. No one can pay for a merge "
                             "any more: the game is over");
    played(s, "merge a1 b1");
    CHECK_INT(s->phase, TK_PHASE_OVER);
    CHECK_INT(s->end, TK_END_NO_MERGE);
    CHECK_INT(score(s, 0), 7);
    CHECK_INT(score(s, 1), 3);
    free(s);

    /* With $4M, Ben can pay for the penny merge: the game goes on. */
    const char *rich[2] = {"c3,s4*", "a4,an"};
    s = layout(2, GRID_THREE, rich, 0);
    played(s, "merge a1 b1");
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    MoveList moves = MOVELIST_INIT;
    takeover_rules.legal_moves(&s->base, &moves);
    CHECK(movelist_contains(&moves, "penny an b1 d1 pay a4"));
    CHECK(!movelist_contains(&moves, "penny an d1 b1 pay a4"));
    played(s, "penny an b1 d1 pay a4");
    CHECK_INT(s->height[takeover_parse_cell("d1")], 24);
    /* One corporation left: nothing can merge. */
    CHECK_INT(s->phase, TK_PHASE_OVER);
    CHECK_INT(s->end, TK_END_NO_MERGE);
    CHECK_INT(takeover_stock_worth(s, coin("s5")), 5 + 23);
    movelist_free(&moves);
    free(s);

    /* Ben has no null coin: no penny merge, the game ends. */
    const char *no_penny[2] = {"c3,s4*", "a4"};
    s = layout(2, GRID_THREE, no_penny, 0);
    played(s, "merge a1 b1");
    CHECK_INT(s->end, TK_END_NO_MERGE);
    free(s);

    /* Free merges count for everybody, even without cash: the 5 of suns onto the null of
     * arms. */
    const char *broke[2] = {"s5*", "an*"};
    s = layout(2,
               "mn/ma/m2/m3/m5/s5 cn/ca/c2/c3/c4/c5/s4 aa/a2/a3/a4/a5/sn/sa/s2/s3/m4/an . . . "
               ". . . . . . . . . . . . . . . . . .",
               broke, 0);
    played(s, "merge a1 b1");
    CHECK_INT(takeover_cash(s, 0) + takeover_cash(s, 1), 0);
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    CHECK_INT(takeover_merge_cost(s, takeover_parse_cell("b1"), takeover_parse_cell("c1")), 0);
    CHECK_INT(takeover_merge_cost(s, takeover_parse_cell("c1"), takeover_parse_cell("b1")), 5);
    sb_free(&line);
    free(s);
}

/* An accepted trade is a move like any other: if it leaves nobody able to pay for a merge, the
 * game ends at once. */
static void test_trade_can_end_the_game(void)
{
    /* As in test_no_merge_left: after a1 onto b1 only a penny merge across c1 is left ($4M or
     * $5M). Ben holds the penny stock and $4M, so the game goes on, until he gives Ana his 4 of
     * arms. */
    const char *hands[2] = {"c3,s4*", "a4,an"};
    TakeoverState *s = layout(2, GRID_THREE, hands, 0);
    played(s, "merge a1 b1");
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    played(s, "offer 1 give a4");
    CHECK_INT(s->phase, TK_PHASE_TRADE);
    StrBuf line = STRBUF_INIT;
    log_line(s, "accept", &line);
    CHECK_STR(sb_str(&line), "Ana accepts the offer of Ben. No one can pay for a merge any more: "
                             "the game is over");
    played(s, "accept");
    CHECK_INT(s->phase, TK_PHASE_OVER);
    CHECK_INT(s->end, TK_END_NO_MERGE);
    CHECK_INT(takeover_rules.to_move(&s->base), GAME_OVER);
    CHECK_INT(score(s, 0), 3 + 4 + 4);
    CHECK_INT(score(s, 1), 0);
    free(s);

    /* Declined, nothing moves and the game goes on. */
    s = layout(2, GRID_THREE, hands, 0);
    played(s, "merge a1 b1");
    played(s, "offer 1 give a4");
    played(s, "decline");
    CHECK_INT(s->phase, TK_PHASE_PLAY);
    CHECK_INT(takeover_rules.to_move(&s->base), 1);
    sb_free(&line);
    free(s);
}

/* No legal move is too long to be a move: an offer may name every coin in play (88 characters
 * with two players), and it goes through a match, its log and a save file like any other. */
static void test_offer_of_every_coin(void)
{
    GameOptions opts = {.players = 2};
    Match *m = match_new(&takeover_rules, &opts, 7, NULL);
    MoveList moves = MOVELIST_INIT;
    while (((const TakeoverState *)m->state)->phase == TK_PHASE_DRAFT) {
        movelist_clear(&moves);
        takeover_rules.legal_moves(m->state, &moves);
        CHECK(match_play(m, moves.items[0], err, sizeof err));
    }
    CHECK(match_play(m, "stocks none", err, sizeof err));
    CHECK(match_play(m, "stocks none", err, sizeof err));
    const TakeoverState *s = (const TakeoverState *)m->state;
    int seat = s->turn, other = 1 - seat;
    uint32_t mine = takeover_hand(s, seat), theirs = takeover_hand(s, other);
    char give[3 * TK_PIECES], get[3 * TK_PIECES], move[2 * MOVE_MAX];
    takeover_format_coins(mine, give, sizeof give);
    takeover_format_coins(theirs, get, sizeof get);
    snprintf(move, sizeof move, "offer %d give %s get %s", other + 1, give, get);
    CHECK_INT(strlen(move), 88);
    CHECK(strlen(move) < MOVE_MAX);
    bool ok = match_play(m, move, err, sizeof err);
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(match_play(m, "accept", err, sizeof err));
    s = (const TakeoverState *)m->state;
    CHECK(takeover_hand(s, seat) == theirs && takeover_hand(s, other) == mine);
    CHECK_STR(m->moves[m->move_count - 2], move);
    CHECK_STR(m->log[m->move_count - 2],
              "Player 1 offers Player 2 the null of suns, the 3 of suns, the 4 of suns, the ace "
              "of moons, the 2 of moons, the 5 of moons, the null of crowns, the 3 of crowns, the "
              "4 of crowns, the ace of arms, the 2 of arms and the 5 of arms for the ace of suns, "
              "the 2 of suns, the 5 of suns, the null of moons, the 3 of moons, the 4 of moons, "
              "the ace of crowns, the 2 of crowns, the 5 of crowns, the null of arms, the 3 of "
              "arms and the 4 of arms");

    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    Match *copy = match_read(sb_str(&text), err, sizeof err);
    CHECK(copy != NULL);
    if (copy) {
        CHECK_INT(copy->move_count, m->move_count);
        CHECK(takeover_hand((const TakeoverState *)copy->state, seat) == theirs);
        match_free(copy);
    }
    sb_free(&text);
    movelist_free(&moves);
    match_free(m);
}

/* Plays seeded random games; calls `visit` (may be NULL) before every move. Checks that every
 * listed move applies, the invariants hold and every game ends. */
static void random_games(int players, int games, uint64_t seed,
                         void (*visit)(const TakeoverState *, Rng *))
{
    MoveList moves = MOVELIST_INIT;
    for (int g = 0; g < games; g++) {
        TakeoverState *s = new_state(players, seed + (uint64_t)g);
        Rng rng;
        rng_seed(&rng, seed * 31 + (uint64_t)g);
        int plies = 0;
        while (takeover_rules.to_move(&s->base) != GAME_OVER && plies < 2000) {
            if (visit)
                visit(s, &rng);
            movelist_clear(&moves);
            takeover_rules.legal_moves(&s->base, &moves);
            CHECK(moves.count > 0);
            if (!moves.count)
                break;
            const char *move = moves.items[rng_below(&rng, (uint32_t)moves.count)];
            if (!play(s, move)) {
                fprintf(stderr, "listed move '%s' refused: %s\n", move, err);
                check_failures++;
                break;
            }
            plies++;
        }
        CHECK_INT(s->phase, TK_PHASE_OVER);
        bool won[MAX_SEATS];
        CHECK(takeover_rules.winners(&s->base, won) >= 1);
        free(s);
    }
    movelist_free(&moves);
}

/* determinize(viewer) changes nothing the viewer can see, and guesses the rest. */
static int hidden_guesses_differ;

static void check_determinize(const TakeoverState *s, Rng *rng)
{
    for (int viewer = 0; viewer < s->base.players; viewer++) {
        TakeoverState copy = *s;
        takeover_rules.determinize(&copy.base, viewer, rng);
        StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
        takeover_rules.describe(&s->base, viewer, &a);
        takeover_rules.describe(&copy.base, viewer, &b);
        CHECK_STR(sb_str(&b), sb_str(&a));
        if (memcmp(copy.stock, s->stock, sizeof copy.stock))
            hidden_guesses_differ++;
        char why[256];
        CHECK(takeover_rules.check_invariants(&copy.base, why, sizeof why));
        sb_free(&a);
        sb_free(&b);
    }
}

/* The listing's merges, in order, are the cells' targets (takeover_merge_targets, right, left,
 * below, above; normal merges, then penny ones) the mover can pay for, each with minimal
 * payments only: the listing works them out from the board's lines as bits. */
static int listed_merges_checked;

static void check_listed_merges(const TakeoverState *s, Rng *rng)
{
    (void)rng;
    if (s->phase != TK_PHASE_PLAY)
        return;
    int seat = s->turn, cash = takeover_cash(s, seat), penny = takeover_penny_coin(s, seat);
    MoveCode expected[TK_CELLS * 8];
    int count = 0;
    for (int from = 0; from < TK_CELLS; from++)
        for (int kind = 0; kind < (penny >= 0 ? 2 : 1); kind++) {
            int targets[4];
            int n = takeover_merge_targets(s, from, kind, targets);
            for (int i = 0; i < n; i++)
                if (takeover_merge_cost(s, from, targets[i]) <= cash)
                    expected[count++] = takeover_code(kind ? TK_VERB_PENNY : TK_VERB_MERGE, from,
                                                      targets[i], kind ? penny : 0);
        }
    CodeList listed = CODELIST_INIT;
    takeover_list_merges(s, seat, &listed);
    int matched = 0;
    for (int i = 0; i < listed.count; i++) {
        MoveCode code = listed.items[i];
        MoveCode merge = code & ((1ULL << 40) - 1);
        if (i == 0 || merge != (listed.items[i - 1] & ((1ULL << 40) - 1))) {
            CHECK(matched < count && merge == expected[matched]);
            matched++;
        }
        uint32_t pay = (uint32_t)(code >> 40);
        int cost = takeover_merge_cost(s, takeover_code_a(code), takeover_code_b(code));
        int paid = 0, smallest = 0;
        for (int c = TK_PIECES - 1; c >= 0; c--)
            if (pay & (1u << c)) {
                paid += tk_value(c);
                if (!smallest || tk_value(c) < smallest)
                    smallest = tk_value(c);
            }
        CHECK((pay & ~takeover_cash_coins(s, seat)) == 0);
        CHECK(cost == 0 ? pay == 0 : paid >= cost && paid - smallest < cost);
    }
    CHECK_INT(matched, count);
    listed_merges_checked++;
    codelist_free(&listed);
}

/* The random bot's move by the hook (counting the merges, making only the one drawn) is the one
 * it draws from the listing, with the same one draw, at every move. */
static int random_codes_checked;

static void check_random_code(const TakeoverState *s, Rng *rng)
{
    CodeList listed = CODELIST_INIT;
    takeover_rules.legal_codes(&s->base, &listed);
    for (int draw = 0; draw < 6; draw++) {
        Rng by_list, by_hook;
        rng_seed(&by_list, rng_next(rng));
        by_hook = by_list;
        MoveCode expected = listed.items[rng_below(&by_list, (uint32_t)listed.count)], picked = 0;
        CHECK(takeover_bot_hooks.random_code &&
              takeover_bot_hooks.random_code(&s->base, &by_hook, &picked));
        CHECK(picked == expected);
        CHECK(!memcmp(&by_hook, &by_list, sizeof by_list));
    }
    random_codes_checked++;
    codelist_free(&listed);
}

static void test_random_games(void)
{
    for (int players = 2; players <= 6; players++)
        random_games(players, 60, 1000 + (uint64_t)players * 100, NULL);
    hidden_guesses_differ = 0;
    random_games(3, 10, 77, check_determinize);
    CHECK(hidden_guesses_differ > 0);
    listed_merges_checked = 0;
    for (int players = 2; players <= 6; players++)
        random_games(players, 10, 500 + (uint64_t)players, check_listed_merges);
    CHECK(listed_merges_checked > 1000);
    for (int players = 2; players <= 6; players++)
        random_games(players, 20, 900 + (uint64_t)players, check_random_code);
    CHECK(random_codes_checked > 5000);
}

/* describe() shows a seat's own sides and only public ones of others. */
static void test_describe(void)
{
    const char *hands[2] = {"c5,sa*", "m3*,a2"};
    TakeoverState *s = layout(2, GRID_FULL, hands, 0);
    StrBuf json = STRBUF_INIT;
    takeover_rules.describe(&s->base, 1, &json);
    CHECK_HAS(sb_str(&json), "\"phase\":\"play\"");
    CHECK_HAS(sb_str(&json), "{\"coin\":\"sa\",\"owner\":0,\"side\":\"hidden\"}");
    CHECK_HAS(sb_str(&json), "{\"coin\":\"m3\",\"owner\":1,\"side\":\"stock\"}");
    CHECK_HAS(sb_str(&json), "{\"coin\":\"s4\",\"owner\":-2,\"side\":\"cash\"}");
    CHECK_HAS(sb_str(&json), "\"grid\":[[\"s2\"],[\"s3\"]");
    CHECK(!strstr(sb_str(&json), "scores"));
    sb_free(&json);
    free(s);
}

/* The bot answers an offer by value, judged from the sides it was shown. */
static void test_bot_answers_by_value(void)
{
    const char *hands[2] = {"c5*,sa,m2", "m3*,a2,ca"};
    TakeoverState *s = layout(2, GRID_FULL, hands, 0);
    char move[MOVE_MAX];
    /* Ana's 5 of crowns (a $5M stock) for Ben's 2 of arms: good for Ben. */
    played(s, "offer 2 give c5 get a2");
    CHECK(bot_choose(&s->base, BOT_NORMAL, 1, NULL, move, NULL));
    CHECK_STR(move, "accept");
    free(s);
    /* Ana's ace for Ben's 3 of moons stock: bad for Ben. */
    s = layout(2, GRID_FULL, hands, 0);
    played(s, "offer 2 give sa get m3");
    CHECK(bot_choose(&s->base, BOT_NORMAL, 1, NULL, move, NULL));
    CHECK_STR(move, "decline");
    free(s);
}

/* The bot proposes a trade that helps it: Ana's 3 of suns stock (a 3 under two tiles, worth $5M)
 * for Ben's $4M cash, which Ben's bot accepts by today's worth; then Ana merges her 5 of suns
 * onto the 3 of suns for free, which cashes the 3 out at $3M in Ben's hands. */
static void test_bot_proposes_trades(void)
{
    const char *grid =
        "s5 mn/an/s3 . . c4 m2 m3 c5 a2 ca m4 a3 sa c2 m5 s2 c3 aa cn a5 ma s4 sn a4";
    const char *hands[2] = {"s5*,s3*,m2", "a4,c3,m5"};
    TakeoverState *s = layout(2, grid, hands, 0);
    char move[MOVE_MAX];
    for (uint64_t seed = 1; seed <= 3; seed++) {
        CHECK(bot_choose(&s->base, BOT_NORMAL, seed, NULL, move, NULL));
        CHECK_STR(move, "offer 2 give s3 get a4");
    }
    played(s, "offer 2 give s3 get a4");
    CHECK(bot_choose(&s->base, BOT_NORMAL, 1, NULL, move, NULL));
    CHECK_STR(move, "accept");
    played(s, move);
    CHECK(bot_choose(&s->base, BOT_NORMAL, 1, NULL, move, NULL));
    CHECK_STR(move, "merge a1 b1");
    played(s, move);
    CHECK_INT(score(s, 0), 14);
    CHECK_INT(score(s, 1), 11);
    free(s);
}

/* The bot's decision depends only on what its seat knows: turning a rival's hidden coins over
 * does not change it. */
static void test_bot_does_not_peek(void)
{
    const char *hands[3] = {"c5,sa,m2,an", "m3*,a2,ca,s4*", "c4*,m5,aa,s2"};
    const char *flipped[3] = {"c5,sa,m2,an", "m3,a2*,ca*,s4", "c4,m5*,aa*,s2*"};
    for (uint64_t seed = 1; seed <= 4; seed++) {
        TakeoverState *a = layout(3, GRID_FULL, hands, 0);
        TakeoverState *b = layout(3, GRID_FULL, flipped, 0);
        char move_a[MOVE_MAX], move_b[MOVE_MAX];
        CHECK(bot_choose(&a->base, BOT_NORMAL, seed, NULL, move_a, NULL));
        CHECK(bot_choose(&b->base, BOT_NORMAL, seed, NULL, move_b, NULL));
        CHECK_STR(move_b, move_a);
        free(a);
        free(b);
    }
}

/* The bot plays whole games legally at every level. */
static void test_bot_games(void)
{
    for (int players = 2; players <= 6; players += 2) {
        TakeoverState *s = new_state(players, 40 + (uint64_t)players);
        int plies = 0;
        while (takeover_rules.to_move(&s->base) != GAME_OVER && plies < 400) {
            int seat = takeover_rules.to_move(&s->base);
            char move[MOVE_MAX];
            BotLevel level = seat == 0 ? BOT_NORMAL : seat == 1 ? BOT_EASY : BOT_RANDOM;
            CHECK(bot_choose(&s->base, level, (uint64_t)plies, NULL, move, NULL));
            if (!play(s, move)) {
                fprintf(stderr, "bot move '%s' refused: %s\n", move, err);
                check_failures++;
                break;
            }
            plies++;
        }
        CHECK_INT(s->phase, TK_PHASE_OVER);
        free(s);
    }
}

int main(void)
{
    test_names();
    test_setup_is_seeded();
    test_draft_order();
    test_secret_stock_choice();
    test_rulebook_stock_worth();
    test_merges();
    test_penny_merges();
    test_trades_and_passes();
    test_merge_resets_passes();
    test_no_merge_left();
    test_trade_can_end_the_game();
    test_offer_of_every_coin();
    test_describe();
    test_random_games();
    test_bot_answers_by_value();
    test_bot_proposes_trades();
    test_bot_does_not_peek();
    test_bot_games();
    return check_report("test_takeover");
}
