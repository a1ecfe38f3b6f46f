/* BuyWord: the rulebook checks and one scenario per rule, with exact money and reasons. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ai/bot.h"
#include "check.h"
#include "core/datadir.h"
#include "core/match.h"
#include "core/rng.h"
#include "games/buyword/buyword.h"

static char err[256];
static const char *const names[] = {"Ana", "Ben", "Cy", "Dee"};

static BuywordState *new_state(int players, uint64_t seed)
{
    GameOptions opts = {.players = players};
    return (BuywordState *)buyword_rules.new_game(&opts, seed);
}

/* A game at the start of a round (see buyword_test_setup); aborts the test on a bad layout. */
static BuywordState *layout(int players, const char *const *racks, const int *wilds,
                            const char *bag, bool fill_bag, int leader)
{
    BuywordState *s = new_state(players, 7);
    if (!buyword_test_setup(s, racks, wilds, bag, fill_bag, leader, err, sizeof err)) {
        fprintf(stderr, "bad layout: %s\n", err);
        exit(1);
    }
    return s;
}

static bool play(BuywordState *s, const char *move)
{
    err[0] = '\0';
    bool ok = buyword_rules.apply(&s->base, move, err, sizeof err);
    char why[256];
    if (!buyword_rules.check_invariants(&s->base, why, sizeof why)) {
        fprintf(stderr, "invariant broken after '%s': %s\n", move, why);
        check_failures++;
    }
    return ok;
}

/* The move is refused with exactly this reason, and the state is unchanged. */
static void refused(BuywordState *s, const char *move, const char *reason)
{
    BuywordState before = *s;
    CHECK(!play(s, move));
    CHECK_STR(err, reason);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

static void played(BuywordState *s, const char *move)
{
    bool ok = play(s, move);
    if (!ok)
        fprintf(stderr, "'%s' refused: %s\n", move, err);
    CHECK(ok);
}

/* Reseeds the state's generator so that the next roll shows `face`. */
static void rig_die(BuywordState *s, int face)
{
    for (uint64_t k = 1; k < 1000; k++) {
        BuywordState copy = *s;
        rng_seed(&copy.rng, k);
        if (buyword_rules.apply(&copy.base, "roll", err, sizeof err) && copy.face == face) {
            rng_seed(&s->rng, k);
            return;
        }
    }
    fprintf(stderr, "no seed rolls %d\n", face);
    exit(1);
}

/* Rolls the die, showing `face`. */
static void roll(BuywordState *s, int face)
{
    rig_die(s, face);
    played(s, "roll");
}

static void rack_is(const uint8_t rack[BW_LETTERS], const char *expected)
{
    char text[BW_TILES + 1];
    buyword_rack_text(rack, text, sizeof text);
    CHECK_STR(text, expected);
}

static void log_is(const BuywordState *s, const char *move, const char *expected)
{
    StrBuf out = STRBUF_INIT;
    buyword_rules.describe_move(&s->base, move, names, &out);
    CHECK_STR(sb_str(&out), expected);
    sb_free(&out);
}

static bool lists(const BuywordState *s, const char *move)
{
    MoveList moves = MOVELIST_INIT;
    buyword_rules.legal_moves(&s->base, &moves);
    bool found = movelist_contains(&moves, move);
    movelist_free(&moves);
    return found;
}

static int legal_count(const BuywordState *s)
{
    MoveList moves = MOVELIST_INIT;
    buyword_rules.legal_moves(&s->base, &moves);
    int n = moves.count;
    movelist_free(&moves);
    return n;
}

/* ---------------------------------------------------------------- the rulebook */

static void test_rulebook_examples(void)
{
    static const char *const racks[] = {"NOY"};
    static const int wilds[] = {8};
    BuywordState *s = layout(1, racks, wilds, "EEJD", true, 0);
    rig_die(s, 4);
    log_is(s, "roll", "Ana rolls 4: 4 new tiles"); /* alone: no "each" */
    played(s, "roll");
    CHECK_INT(s->phase, BW_PHASE_BUY);
    rack_is(s->fresh[0], "DEEJ");
    CHECK_INT(buyword_fresh_price(s, 0), 64); /* 8 pips squared */
    log_is(s, "buy", "Ana buys 4 tiles for $64");
    played(s, "buy");
    CHECK_INT(s->money[0], 136);
    rack_is(s->held[0], "DEEJNOY");
    CHECK_INT(s->phase, BW_PHASE_SELL);
    CHECK_INT(buyword_word_value("ENJOYED"), 169); /* 13 pips squared */
    CHECK(lists(s, "sell ENJOYED"));
    CHECK(lists(s, "done"));
    log_is(s, "sell ENJOYED", "Ana sells ENJOYED for $169");
    played(s, "sell ENJOYED");
    CHECK_INT(s->money[0], 305);
    CHECK_INT(s->earned[0], 169);
    CHECK_INT(s->spent[0], 64);
    CHECK_INT(s->words_sold[0], 1);
    CHECK_INT(s->sold_count, 1);
    CHECK_STR(s->sold[0].word, "ENJOYED");
    CHECK_INT(s->shown['E' - 'A'], 2);
    /* No tile left: the round ends by itself and the next begins. */
    CHECK_INT(s->phase, BW_PHASE_ROLL);
    CHECK_INT(s->round, 2);
    free(s);
}

/* ---------------------------------------------------------------- setup */

static void test_setup_per_player_count(void)
{
    static const int per_seat[] = {0, 8, 4, 3, 2};
    for (int players = 1; players <= 4; players++) {
        BuywordState *s = new_state(players, 3);
        CHECK_INT(buyword_wilds_per_seat(players), per_seat[players]);
        for (int seat = 0; seat < players; seat++) {
            CHECK_INT(s->wilds[seat], per_seat[players]);
            CHECK_INT(s->money[seat], 200);
            CHECK_INT(buyword_held_count(s, seat), 0);
        }
        CHECK_INT(s->bag_count, 108);
        CHECK_INT(s->phase, BW_PHASE_ROLL);
        CHECK_INT(buyword_rules.to_move(&s->base), s->leader);
        CHECK(buyword_rules.check_invariants(&s->base, err, sizeof err));
        free(s);
    }
    int tiles = 0, pips = 0;
    for (int l = 0; l < BW_LETTERS; l++) {
        tiles += buyword_letter_total(l);
        pips += buyword_letter_total(l) * buyword_pips((char)('A' + l));
    }
    CHECK_INT(tiles, 108);
    CHECK_INT(buyword_letter_total('E' - 'A'), 10);
    CHECK_INT(buyword_pips('Q'), 4);
    CHECK_INT(buyword_pips('q'), 4);
    CHECK_INT(pips, 182);
}

/* The first leader is drawn from the seed: the same seed, the same leader; over many seeds every
 * seat leads. Solitaire has nothing to draw. */
static void test_first_leader_is_drawn(void)
{
    static const int seed_3[5] = {0, 0, 0, 1, 2}; /* with seed 3, by player count */
    for (int players = 1; players <= 4; players++) {
        BuywordState *s = new_state(players, 3);
        CHECK_INT(s->leader, seed_3[players]);
        CHECK_INT(s->turn, seed_3[players]);
        free(s);
        int led[4] = {0, 0, 0, 0};
        for (uint64_t seed = 1; seed <= 200; seed++) {
            BuywordState *a = new_state(players, seed), *b = new_state(players, seed);
            CHECK_INT(a->leader, b->leader);
            CHECK(a->leader >= 0 && a->leader < players);
            led[a->leader]++;
            free(a);
            free(b);
        }
        for (int seat = 0; seat < players; seat++)
            CHECK(led[seat] >= 200 / players / 2);
    }
}

/* ---------------------------------------------------------------- the die and the deal */

/* Alone there is no leader and nobody else: the log says what the one player takes. */
static void test_solitaire_log(void)
{
    static const char *const racks[] = {""};
    static const int wilds[] = {4};
    BuywordState *s = layout(1, racks, wilds, "ABCDEFGHI", true, 0);
    rig_die(s, BW_DIE_CHOICE);
    log_is(s, "roll", "Ana rolls CHOICE and picks how many new tiles to take");
    played(s, "roll");
    log_is(s, "choose 3", "Ana chooses 3 new tiles");
    free(s);
    s = layout(1, racks, wilds, "AB", false, 0);
    rig_die(s, 3);
    log_is(s, "roll", "Ana rolls 3: 3 new tiles; the bag is empty: this is the last round");
    rig_die(s, BW_DIE_CHOICE);
    played(s, "roll");
    log_is(s, "choose 2", "Ana chooses 2 new tiles; the bag is empty: this is the last round");
    free(s);
}

static void test_choice_and_dealing_order(void)
{
    static const char *const racks[] = {"", "", ""};
    static const int wilds[] = {3, 3, 3};
    BuywordState *s = layout(3, racks, wilds, "ABCDEFGHI", true, 1);
    CHECK_INT(buyword_rules.to_move(&s->base), 1);
    refused(s, "choose 3", "you choose the number of tiles only after rolling CHOICE");
    refused(s, "buy", "there are no new tiles to buy now");
    rig_die(s, BW_DIE_CHOICE);
    log_is(s, "roll", "Ben rolls CHOICE and picks how many tiles each player gets");
    played(s, "roll");
    CHECK_INT(s->phase, BW_PHASE_CHOOSE);
    CHECK_INT(buyword_rules.to_move(&s->base), 1);
    CHECK_INT(legal_count(s), 4);
    CHECK(lists(s, "choose 2") && lists(s, "choose 5"));
    refused(s, "choose 6", "choose a number of tiles from 2 to 5 ('choose 4')");
    refused(s, "choose 1", "choose a number of tiles from 2 to 5 ('choose 4')");
    refused(s, "roll", "the die is already rolled this round");
    log_is(s, "choose 3", "Ben chooses 3 new tiles each");
    played(s, "choose 3");
    /* One tile at a time from the leader (seat 1) to the left. */
    rack_is(s->fresh[1], "ADG");
    rack_is(s->fresh[2], "BEH");
    rack_is(s->fresh[0], "CFI");
    CHECK_INT(s->bag_count, 99);
    CHECK_INT(s->count, 3);
    /* Buying in the same order: Ben, Cy, Ana. */
    CHECK_INT(buyword_rules.to_move(&s->base), 1);
    CHECK_INT(buyword_fresh_price(s, 1), 25); /* A1 D2 G2 */
    played(s, "buy");
    CHECK_INT(buyword_rules.to_move(&s->base), 2);
    CHECK_INT(buyword_fresh_price(s, 2), 36); /* B3 E1 H2 */
    log_is(s, "decline", "Cy declines the 3 new tiles; they go out of play unseen");
    played(s, "decline");
    CHECK_INT(s->boxed_count, 3);
    CHECK_INT(buyword_rules.to_move(&s->base), 0);
    CHECK_INT(buyword_fresh_price(s, 0), 36); /* C2 F3 I1 */
    played(s, "buy");
    CHECK_INT(s->money[0], 164);
    CHECK_INT(s->money[1], 175);
    CHECK_INT(s->money[2], 200);
    CHECK_INT(s->phase, BW_PHASE_SELL);
    /* Selling in the same order; Cy holds nothing and is passed over. */
    CHECK_INT(buyword_rules.to_move(&s->base), 1);
    played(s, "done");
    CHECK_INT(buyword_rules.to_move(&s->base), 0);
    played(s, "done");
    /* The die passes left. */
    CHECK_INT(s->phase, BW_PHASE_ROLL);
    CHECK_INT(s->leader, 2);
    CHECK_INT(buyword_rules.to_move(&s->base), 2);
    free(s);
}

static void test_rolls_deal_that_many(void)
{
    for (int face = 2; face <= 5; face++) {
        static const char *const racks[] = {"", ""};
        static const int wilds[] = {4, 4};
        BuywordState *s = layout(2, racks, wilds, "", true, 0);
        roll(s, face);
        CHECK_INT(s->fresh_count[0], face);
        CHECK_INT(s->fresh_count[1], face);
        CHECK_INT(s->bag_count, 108 - 2 * face);
        CHECK_INT(s->phase, BW_PHASE_BUY);
        free(s);
    }
}

/* ---------------------------------------------------------------- buying */

static void test_buy_all_or_none(void)
{
    static const char *const racks[] = {"", ""};
    static const int wilds[] = {4, 4};
    BuywordState *s = layout(2, racks, wilds, "AEIO", true, 0);
    roll(s, 2);
    rack_is(s->fresh[0], "AI");
    refused(s, "buy A",
            "'buy A' is not a BuyWord move: roll, choose N, buy, decline, sell WORD, "
            "discard X or done");
    refused(s, "sell AI", "you can sell words only in the selling phase");
    CHECK_INT(legal_count(s), 2);
    played(s, "buy");
    CHECK_INT(s->money[0], 196); /* (1 + 1)^2 */
    rack_is(s->held[0], "AI");
    CHECK_INT(s->fresh_status[0], BW_FRESH_BOUGHT);
    played(s, "decline");
    CHECK_INT(s->money[1], 200);
    CHECK_INT(buyword_held_count(s, 1), 0);
    CHECK_INT(s->boxed['E' - 'A'] + s->boxed['O' - 'A'], 2);
    free(s);
}

static void test_cannot_afford(void)
{
    static const char *const racks[] = {""};
    static const int wilds[] = {8};
    BuywordState *s = layout(1, racks, wilds, "JZZX", true, 0);
    roll(s, 4);
    CHECK_INT(buyword_fresh_price(s, 0), 256);
    refused(s, "buy", "you cannot afford $256 (you have $200)");
    CHECK_INT(legal_count(s), 1);
    CHECK(lists(s, "decline"));
    played(s, "decline");
    CHECK_INT(s->money[0], 200);
    CHECK_INT(s->boxed_count, 4);
    free(s);

    /* Exactly affordable is affordable. */
    static const char *const rich[] = {""};
    s = layout(1, rich, wilds, "JZDG", true, 0); /* 4 + 4 + 2 + 2 = 12 pips: $144 */
    roll(s, 4);
    played(s, "buy");
    CHECK_INT(s->money[0], 56);
    free(s);
}

/* ---------------------------------------------------------------- the end of the bag */

static void test_short_deal_last_round(void)
{
    static const char *const racks[] = {"", ""};
    static const int wilds[] = {4, 4};
    BuywordState *s = layout(2, racks, wilds, "ABC", false, 0);
    CHECK_INT(s->bag_count, 3);
    rig_die(s, 2);
    log_is(s, "roll", "Ana rolls 2: 2 new tiles each; the bag is empty: this is the last round");
    played(s, "roll");
    /* Ana gets A and C, Ben only B before the bag runs out. */
    rack_is(s->fresh[0], "AC");
    rack_is(s->fresh[1], "B");
    CHECK(s->last_round);
    CHECK_INT(s->fresh_status[0], BW_FRESH_WAITING);
    CHECK_INT(s->fresh_status[1], BW_FRESH_SHORT);
    played(s, "buy");
    CHECK_INT(s->money[0], 191); /* (1 + 2)^2 */
    refused(s, "buy", "you got only 1 of 2 tiles before the bag ran out: they cannot be bought");
    CHECK_INT(legal_count(s), 1);
    log_is(s, "decline", "Ben got only 1 of 2 tiles before the bag ran out; they go out of play");
    played(s, "decline");
    CHECK_INT(s->phase, BW_PHASE_SELL);
    /* Last round: no hand limit, and unsold tiles are lost. */
    refused(s, "discard A", "no hand limit in the last round: unsold tiles are lost anyway");
    log_is(s, "done", "Ana is done selling; unsold tiles will be lost");
    played(s, "done");
    CHECK_INT(s->phase, BW_PHASE_OVER);
    CHECK_INT(buyword_rules.to_move(&s->base), GAME_OVER);
    CHECK_INT(buyword_held_count(s, 0), 0);
    CHECK_INT(s->boxed_count, 108 - 0); /* everything but sold tiles is out of play unseen */
    bool won[MAX_SEATS] = {false};
    CHECK_INT(buyword_rules.winners(&s->base, won), 1);
    CHECK(!won[0] && won[1]);
    refused(s, "roll", "the game is over");
    free(s);
}

static void test_bag_empties_exactly(void)
{
    static const char *const racks[] = {"", ""};
    static const int wilds[] = {4, 4};
    BuywordState *s = layout(2, racks, wilds, "ABCD", false, 1);
    roll(s, 2);
    CHECK(s->last_round);
    CHECK_INT(s->fresh_status[0], BW_FRESH_WAITING);
    CHECK_INT(s->fresh_status[1], BW_FRESH_WAITING);
    rack_is(s->fresh[1], "AC");
    rack_is(s->fresh[0], "BD");
    played(s, "buy"); /* Ben, the leader: $9 */
    played(s, "buy"); /* Ana: $25 */
    CHECK_INT(s->money[1], 191);
    CHECK_INT(s->money[0], 175);
    /* Ben sells CAB? He holds A and C only, plus a wild: CAb. */
    CHECK_INT(buyword_rules.to_move(&s->base), 1);
    played(s, "sell CAb");
    CHECK_INT(s->money[1], 191 + 16); /* 2 + 1 + 1 pips */
    CHECK_INT(s->wilds[1], 3);
    CHECK_INT(buyword_rules.to_move(&s->base), 0); /* Ben holds nothing more */
    played(s, "sell BaD");
    CHECK_INT(s->money[0], 175 + 36); /* 3 + 1 + 2 pips */
    CHECK_INT(s->phase, BW_PHASE_OVER);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(buyword_rules.winners(&s->base, won), 1);
    CHECK(won[0] && !won[1]);
    free(s);
}

static void test_ties_share(void)
{
    static const char *const racks[] = {"", ""};
    static const int wilds[] = {4, 4};
    BuywordState *s = layout(2, racks, wilds, "AE", false, 0);
    roll(s, 2);
    played(s, "decline");
    played(s, "decline"); /* nobody holds a tile: the game ends */
    CHECK_INT(s->phase, BW_PHASE_OVER);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(buyword_rules.winners(&s->base, won), 2);
    free(s);
}

/* ---------------------------------------------------------------- selling */

static BuywordState *selling(const char *rack, int wilds_held)
{
    const char *racks[] = {rack};
    int wilds[] = {wilds_held};
    BuywordState *s = layout(1, racks, wilds, "EE", true, 0);
    roll(s, 2);
    played(s, "decline");
    CHECK_INT(s->phase, BW_PHASE_SELL);
    return s;
}

static void test_sell_with_one_wild(void)
{
    BuywordState *s = selling("JAZ", 2);
    CHECK(lists(s, "sell JAZz"));
    log_is(s, "sell JAZz", "Ana sells JAZZ for $100 (a wild as Z)");
    played(s, "sell JAZz");
    CHECK_INT(s->money[0], 300); /* 4 + 1 + 4 + 1 pips */
    CHECK_INT(s->wilds[0], 1);
    CHECK_INT(s->wilds_sold[0], 1);
    CHECK_STR(s->sold[0].word, "JAZz");
    free(s);

    s = selling("ENJOYD", 1); /* one E short: a wild stands in */
    played(s, "sell ENJOYeD");
    CHECK_INT(s->money[0], 369);
    free(s);
}

static void test_sell_refusals(void)
{
    BuywordState *s = selling("ENJOYEDQIAZ", 2);
    refused(s, "sell ENjoYED", "two wilds in one word (ENjoYED): a word may use at most one wild");
    refused(s, "sell QI", "QI is not in the dictionary");
    refused(s, "sell JAZZ", "you don't hold that tile (a second Z)");
    refused(s, "sell JEEJ", "JEEJ is not in the dictionary");
    refused(s, "sell ZOO", "you don't hold that tile (a second O)");
    refused(s, "sell BOA", "you don't hold that tile (a B)");
    refused(s, "sell A", "a word needs at least 2 letters");
    refused(s, "sell EN-JOY",
            "'EN-JOY' is not a word: write letter tiles in upper case and a "
            "wild as the lower-case letter it stands for (ENJoYED)");
    refused(s, "sell", "sell what? Name the word: 'sell ENJoYED'");
    refused(s, "buy", "there are no new tiles to buy now");
    CHECK(buyword_in_dictionary(s, "enjoyed") && buyword_in_dictionary(s, "Jazz"));
    CHECK(!buyword_in_dictionary(s, "qi"));
    int value = 0;
    CHECK(buyword_check_word(s, 0, "JAZz", &value, err, sizeof err));
    CHECK_INT(value, 100);
    CHECK(!buyword_check_word(s, 0, "JAZZ", &value, err, sizeof err));
    CHECK_STR(err, "you don't hold that tile (a second Z)");
    free(s);

    s = selling("JAZ", 0);
    refused(s, "sell JAZz", "you have no wild tile");
    CHECK(!lists(s, "sell JAZz"));
    free(s);
}

/* The code of a listed move (the move as text), 0 if it is not listed. */
static MoveCode listed_code(const BuywordState *s, const char *move)
{
    CodeList codes = CODELIST_INIT;
    buyword_rules.legal_codes(&s->base, &codes);
    MoveCode found = 0;
    for (int i = 0; i < codes.count; i++) {
        char text[MOVE_MAX];
        buyword_rules.format_code(&s->base, codes.items[i], text);
        if (!strcmp(text, move))
            found = codes.items[i];
    }
    codelist_free(&codes);
    return found;
}

/* A sale played as a code refuses what its text refuses, the state untouched: a wild one
 * without a wild, one short of a tile, a word past the dictionary's end; a wild placed past the
 * word's end stands for nothing (the word sells without it). */
static void test_sell_codes_refused(void)
{
    BuywordState *s = selling("JAZ", 2);
    MoveCode jazz_wild = listed_code(s, "sell JAZz");
    CHECK(jazz_wild != 0);
    free(s);
    int jazz = buyword_code_word(jazz_wild);
    static const struct {
        const char *rack;
        int wilds;
        MoveCode code;
    } refusals[] = {
        {"JAZ", 0, 0}, /* the wild sale without a wild (code filled in below) */
        {"JA", 2, 0},  /* a Z short even with the wild */
        {"JAZ", 2, 1}, /* JAZZ without a wild */
        {"JAZZ", 2, 2} /* a word past the dictionary's end */
    };
    for (size_t i = 0; i < sizeof refusals / sizeof *refusals; i++) {
        s = selling(refusals[i].rack, refusals[i].wilds);
        MoveCode code = refusals[i].code == 0   ? jazz_wild
                        : refusals[i].code == 1 ? buyword_sell_code(jazz, -1)
                                                : buyword_sell_code(buyword_dict_size(s->dict), -1);
        BuywordState before = *s;
        CHECK(!buyword_rules.apply_code(&s->base, code));
        CHECK(memcmp(&before, s, sizeof before) == 0);
        free(s);
    }
    s = selling("JAZZ", 0);
    CHECK(buyword_rules.apply_code(&s->base, buyword_sell_code(jazz, 10)));
    CHECK_STR(s->sold[0].word, "JAZZ");
    CHECK_INT(s->money[0], BW_START_MONEY + 13 * 13);
    free(s);
}

static bool pays_at_least(const BuywordWord *word, const void *least)
{
    return word->value >= *(const int *)least;
}

static void test_word_finder(void)
{
    BuywordState *s = selling("ENJOYED", 1);
    BuywordWord *words;
    int n = buyword_find_words(s->dict, s->held[0], s->wilds[0], &words);
    CHECK(n > 10);
    if (n > 0) {
        CHECK_STR(words[0].text, "ENJOYED"); /* the best paying first */
        CHECK_INT(words[0].value, 169);
        for (int i = 1; i < n; i++)
            CHECK(words[i].value <= words[i - 1].value);
    }
    bool found_wild_word = false;
    for (int i = 0; i < n; i++) {
        int value = 0;
        char word_err[200];
        CHECK(buyword_check_word(s, 0, words[i].text, &value, word_err, sizeof word_err));
        CHECK_INT(value, words[i].value);
        found_wild_word |= words[i].wild;
    }
    CHECK(found_wild_word);
    /* only the words kept, in the same order */
    BuywordWord *kept;
    int least = 49, k = buyword_find_words_where(s->dict, s->held[0], s->wilds[0], pays_at_least,
                                                 &least, &kept);
    int expected = 0;
    for (int i = 0; i < n; i++) {
        if (words[i].value < least)
            continue;
        if (expected < k)
            CHECK_STR(kept[expected].text, words[i].text);
        expected++;
    }
    CHECK_INT(k, expected);
    CHECK(k > 0 && k < n);
    free(kept);
    free(words);
    free(s);
}

/* The sales a rack can make, found the slow way: every word of the dictionary tried, the wild
 * on the first letter beyond what the rack holds, best paying first, then by text. */
typedef struct BruteSale {
    char text[BW_WORD_MAX + 1];
    int value;
    MoveCode code;
} BruteSale;

static int brute_sale_order(const void *a, const void *b)
{
    const BruteSale *x = a, *y = b;
    return x->value != y->value ? y->value - x->value : strcmp(x->text, y->text);
}

static int brute_sales(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], bool wild,
                       BruteSale *out)
{
    int n = 0;
    for (int i = 0; i < buyword_dict_size(dict); i++) {
        const char *word = buyword_dict_word(dict, i);
        int used[BW_LETTERS] = {0}, wild_at = -1;
        bool fits = true;
        for (int k = 0; word[k] && fits; k++) {
            int l = word[k] - 'a';
            if (++used[l] <= rack[l])
                out[n].text[k] = (char)(word[k] - 'a' + 'A');
            else if (wild && wild_at < 0)
                out[n].text[k] = word[k], wild_at = k;
            else
                fits = false;
        }
        if (!fits)
            continue;
        out[n].text[strlen(word)] = '\0';
        out[n].value = buyword_word_value(out[n].text);
        out[n].code = buyword_sell_code(i, wild_at);
        n++;
    }
    qsort(out, (size_t)n, sizeof *out, brute_sale_order);
    return n < BW_LIST_WORDS_MAX ? n : BW_LIST_WORDS_MAX;
}

enum { RACKS = 300 };

/* RACKS random racks of 0 to `most` tiles (over 8 must discard) with 0 to 2 wilds. */
static void random_racks(uint64_t seed, int most, uint8_t racks[RACKS][BW_LETTERS],
                         int wilds[RACKS])
{
    static const char pool[] =
        "AAAAABBCCDDDEEEEEEEFFGGHHIIIIIJKLLLMMNNNNOOOOOPPQRRRRSSSSTTTTUUVWXYYZ";
    Rng rng;
    rng_seed(&rng, seed);
    memset(racks, 0, RACKS * sizeof *racks);
    for (int r = 0; r < RACKS; r++) {
        int tiles = (int)rng_below(&rng, (uint32_t)most + 1);
        for (int t = 0; t < tiles; t++)
            racks[r][pool[rng_below(&rng, sizeof pool - 1)] - 'A']++;
        wilds[r] = (int)rng_below(&rng, 3);
    }
}

/* The words legal_codes lists for random racks of up to `most` tiles (each listed twice, and
 * again after others) are exactly those, in that order. */
static void check_sales_listed(uint64_t seed, int most)
{
    static uint8_t racks[RACKS][BW_LETTERS];
    static BruteSale expected[80000];
    int wilds[RACKS];
    random_racks(seed, most, racks, wilds);
    BuywordState *s = selling("A", 0);
    CodeList codes = CODELIST_INIT;
    for (int pass = 0; pass < 3; pass++)
        for (int r = pass == 2 ? RACKS / 2 : 0; r < RACKS; r++) {
            memcpy(s->held[0], racks[r], BW_LETTERS);
            s->wilds[0] = (int8_t)wilds[r];
            int n = brute_sales(s->dict, racks[r], wilds[r] > 0, expected);
            codelist_clear(&codes);
            buyword_rules.legal_codes(&s->base, &codes);
            int sales = 0;
            while (sales < codes.count && buyword_code_verb(codes.items[sales]) == BW_VERB_SELL)
                sales++;
            CHECK_INT(sales, n);
            for (int i = 0; i < n && i < sales; i++)
                if (codes.items[i] != expected[i].code) {
                    CHECK_STR(expected[i].text, "(listed otherwise)");
                    break;
                }
        }
    codelist_free(&codes);
    free(s);
}

static void test_sales_listed_match_brute_force(void)
{
    check_sales_listed(23, 9);
    check_sales_listed(31, 16); /* long racks: long words, many with the wild */
}

/* The words a rack makes, found by a plain scan of the list: each word the rack's letters (and
 * with `wild`, one letter more that the rack has run out of) spell, as (word, wild letter,
 * weight), the weight counting `pips` per letter and `wild_pips` for the wild. */
static int scan_anagrams(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], bool wild,
                         const uint8_t pips[BW_LETTERS], int wild_pips, BuywordAnagram *out)
{
    int n = 0;
    for (int i = 0; i < buyword_dict_size(dict); i++) {
        int used[BW_LETTERS] = {0}, wild_letter = -1, weight = 0;
        bool fits = true;
        for (const char *c = buyword_dict_word(dict, i); *c && fits; c++) {
            int l = *c - 'a';
            if (++used[l] <= rack[l])
                weight += pips[l];
            else if (wild && wild_letter < 0)
                wild_letter = l, weight += wild_pips;
            else
                fits = false;
        }
        if (fits)
            out[n++] = (BuywordAnagram){i, (int8_t)wild_letter, (uint16_t)weight};
    }
    return n;
}

static int anagram_order(const void *a, const void *b)
{
    const BuywordAnagram *x = a, *y = b;
    return x->word != y->word ? (x->word > y->word) - (x->word < y->word)
                              : x->wild_letter - y->wild_letter;
}

/* The anagram search finds exactly what a plain scan finds (each word once, its wild letter and
 * weight), on `count` random racks of 0 to `most` tiles drawn from `pool`, with and without a
 * wild: short racks look their wild words up in the wild trie, long ones walk the wild through
 * the anagram trie. */
static void check_anagrams_scan(const BuywordDict *dict, uint64_t seed, int count, int most,
                                const char *pool)
{
    static BuywordAnagram expected[80000];
    static const uint8_t pips[BW_LETTERS] = {1, 3, 2, 2, 1, 3, 2, 2, 1, 4, 2, 2, 3,
                                             1, 1, 2, 4, 1, 1, 1, 1, 3, 3, 4, 3, 4};
    Rng rng;
    rng_seed(&rng, seed);
    int mismatches = 0, wild_words = 0;
    for (int r = 0; r < count; r++) {
        uint8_t rack[BW_LETTERS] = {0};
        int tiles = (int)rng_below(&rng, (uint32_t)most + 1);
        for (int t = 0; t < tiles; t++)
            rack[pool[rng_below(&rng, (uint32_t)strlen(pool))] - 'a']++;
        bool wild = rng_below(&rng, 3) > 0;
        int n = scan_anagrams(dict, rack, wild, pips, 5, expected);
        BuywordAnagrams found;
        buyword_dict_anagrams(dict, rack, wild, pips, 5, &found);
        qsort(expected, (size_t)n, sizeof *expected, anagram_order);
        qsort(found.items, (size_t)found.count, sizeof *found.items, anagram_order);
        bool same = found.count == n;
        for (int i = 0; same && i < n; i++)
            same = found.items[i].word == expected[i].word &&
                   found.items[i].wild_letter == expected[i].wild_letter &&
                   found.items[i].weight == expected[i].weight;
        if (!same && mismatches++ < 3) {
            char text[BW_TILES + 1];
            buyword_rack_text(rack, text, sizeof text);
            fprintf(stderr, "rack %s%s: found %d words, the scan %d\n", text, wild ? " + wild" : "",
                    found.count, n);
        }
        for (int i = 0; i < n; i++)
            wild_words += expected[i].wild_letter >= 0;
        buyword_anagrams_free(&found);
    }
    CHECK_INT(mismatches, 0);
    CHECK(wild_words > 0);
}

static void test_anagrams_match_a_scan(void)
{
    const BuywordDict *builtin = buyword_dictionary();
    CHECK(builtin != NULL);
    if (builtin) {
        const char *letters = "aaaaabbccdddeeeeeeeffgghhiiiiijklllmmnnnnooooopp"
                              "qrrrrssssttttuuvwxyyz";
        check_anagrams_scan(builtin, 41, 300, 8, letters);  /* a game's racks */
        check_anagrams_scan(builtin, 43, 60, 16, letters);  /* over the hand limit */
        check_anagrams_scan(builtin, 47, 100, 6, "aeinst"); /* many words each */
    }
    /* repeated letters, words of every length, a wild anywhere in them */
    static const char list[] = "aa\nab\nba\naab\nabba\nbaba\nabbab\naaaaaa\naabbaab\nbbbbbbb\n"
                               "ababababab\nbaaaaaaaab\nzz\nza\nazzaazza\n";
    char why[200];
    BuywordDict *d = buyword_dict_from_text(list, strlen(list), "repeats", why, sizeof why);
    CHECK(d != NULL);
    if (d) {
        check_anagrams_scan(d, 53, 2000, 12, "aaabbbz");
        buyword_dict_free(d);
    }
}

/* The tries are laid out for the search (breadth first, each node's children together and their
 * item lists together), whether built from a list's text or read from the built-in index. */
static void test_tries_laid_out(void)
{
    const BuywordDict *builtin = buyword_dictionary();
    CHECK(builtin && buyword_test_dict_from_index(builtin));
    CHECK(builtin && buyword_test_tries_laid_out(builtin));
    static const char list[] = "aa\nab\nba\naab\nabba\nbaba\nabbab\nzz\nza\nazzaazza\nbaaaaaaaab\n";
    char why[200];
    BuywordDict *d = buyword_dict_from_text(list, strlen(list), "layout", why, sizeof why);
    CHECK(d && buyword_test_tries_laid_out(d));
    buyword_dict_free(d);
}

/* A rack, its wilds and the words it makes, as found: best paying first, then by text. */
typedef struct WordsCase {
    const char *rack;
    int wilds;
    const char *words;
} WordsCase;

/* Checks the words that each case's rack makes from the word list `list`. */
static void check_words_found(const char *list, const WordsCase *cases, size_t count)
{
    char err[200];
    BuywordDict *d = buyword_dict_from_text(list, strlen(list), "cases", err, sizeof err);
    CHECK(d != NULL);
    if (!d)
        return;
    for (size_t c = 0; c < count; c++) {
        uint8_t rack[BW_LETTERS] = {0};
        for (const char *l = cases[c].rack; *l; l++)
            rack[*l - 'A']++;
        BuywordWord *words;
        int n = buyword_find_words(d, rack, cases[c].wilds, &words);
        char found[200] = "";
        for (int i = 0; i < n; i++)
            snprintf(found + strlen(found), sizeof found - strlen(found), "%s%s", i ? " " : "",
                     words[i].text);
        CHECK_STR(found, cases[c].words);
        free(words);
    }
    buyword_dict_free(d);
}

/* A wild stands for one letter the rack lacks, on the first of that letter beyond those the rack
 * holds; a word missing two letters (or two of one) is not found; a word the rack makes without
 * the wild is found once, without it. */
static void test_wild_words(void)
{
    static const WordsCase cases[] = {
        {"A", 1, "Aa Ab"},
        {"AB", 1, "AaB BAa AB Aa"},
        {"ABB", 1, "ABBa AaB BAa AB Aa"},
        {"ABB", 0, "AB"},
        {"B", 2, "aB"},
        {"Z", 1, "Zz"},
        {"AAB", 1, "ABbA AAB BAA AB AA"},
    };
    check_words_found("aa\nab\naab\nabba\nzz\nqi\nbaa\n", cases, sizeof cases / sizeof *cases);
}

/* The wild goes on the first of its letter beyond those the rack holds wherever that lies in
 * the word: among its first letters (read from the word's packed prefix) or further on (read
 * from its text), the eighth letter (index 7) the first of those. The list has no word short
 * enough for the wild trie (which was then built from no key, until the stack overflowed). */
static void test_wild_placed_in_long_words(void)
{
    static const WordsCase cases[] = {
        {"ABCDEFGH", 1, "ABCDEFGHa HGFEDCBAa"}, /* the second A: index 8 */
        {"ABDEFGHA", 1, "ABcDEFGHA HGFEDcBAA"}, /* the C: index 2, index 5 */
        {"AAAAAAAB", 1, "AAAAAAAaB"},           /* the eighth A: index 7 */
        {"AAAAAAB", 1, ""},                     /* two A missing */
        {"BCDEFGHA", 1, "ABCDEFGHa HGFEDCBAa"},
        {"ACDEFGHA", 1, "AbCDEFGHA HGFEDCbAA"},
    };
    check_words_found("abcdefgha\naaaaaaaab\nhgfedcbaa\n", cases, sizeof cases / sizeof *cases);
}

/* The index of `code` in the list, -1 if it is not listed. */
static int listed_at(const CodeList *codes, MoveCode code)
{
    for (int i = 0; i < codes->count; i++)
        if (codes->items[i] == code)
            return i;
    return -1;
}

/* The random bot picks its move without listing them all (the random_code hook), yet as from
 * legal_codes' list: one draw over the list's length (the generator left as the list's pick
 * leaves it), a listed move every time, and every listed move drawn. Its draw takes a sale in
 * the order its words are found, except when the list keeps only the best sales: then exactly
 * the list's place, so that only listed sales are drawn. Checked on random racks, some with more
 * sales than are listed and some over the hand limit. */
static void test_random_pick_draws_the_list(void)
{
    static uint8_t racks[RACKS][BW_LETTERS];
    int wilds[RACKS];
    random_racks(29, 9, racks, wilds);
    BuywordState *s = selling("A", 0);
    const GameBotHooks *hooks = buyword_rules.bot;
    CHECK(hooks->random_code != NULL);
    if (!hooks->random_code) {
        free(s);
        return;
    }
    CodeList codes = CODELIST_INIT;
    int capped = 0, discarding = 0;
    for (int r = 0; r < RACKS; r++) {
        memcpy(s->held[0], racks[r], BW_LETTERS);
        s->wilds[0] = (int8_t)wilds[r];
        codelist_clear(&codes);
        buyword_rules.legal_codes(&s->base, &codes);
        bool cut = codes.count > BW_LIST_WORDS_MAX;
        capped += cut;
        discarding += buyword_code_verb(codes.items[codes.count - 1]) == BW_VERB_DISCARD;
        bool seen[BW_LIST_WORDS_MAX + BW_LETTERS] = {false};
        int unseen = codes.count;
        for (uint64_t seed = 1; unseen > 0 && seed <= 40 * (uint64_t)codes.count; seed++) {
            Rng by_list, by_hook;
            rng_seed(&by_list, seed);
            by_hook = by_list;
            uint32_t k = rng_below(&by_list, (uint32_t)codes.count);
            MoveCode picked = 0;
            CHECK(hooks->random_code(&s->base, &by_hook, &picked));
            int at = listed_at(&codes, picked);
            CHECK(at >= 0);
            if (cut || buyword_code_verb(codes.items[k]) != BW_VERB_SELL)
                CHECK(picked == codes.items[k]);
            CHECK(!memcmp(&by_list, &by_hook, sizeof by_list));
            if (at >= 0) {
                unseen -= !seen[at];
                seen[at] = true;
            }
        }
        CHECK_INT(unseen, 0); /* every place of the list was drawn at least once */
    }
    CHECK(capped > 0);
    CHECK(discarding > 0);
    codelist_free(&codes);
    free(s);
}

/* ---------------------------------------------------------------- the hand limit */

static void test_hand_limit(void)
{
    BuywordState *one = selling("B", 0);
    refused(one, "discard B", "you hold 1 tile: discard only to get down to 8");
    free(one);

    static const char *const racks[] = {"BCDFGHKL"};
    static const int wilds[] = {0};
    BuywordState *s = layout(1, racks, wilds, "QX", true, 0);
    roll(s, 2);
    played(s, "buy");
    CHECK_INT(s->money[0], 136); /* (4 + 4)^2 */
    CHECK_INT(buyword_held_count(s, 0), 10);
    refused(s, "done", "you must keep at most 8 tiles: discard 2 more (or sell them in words)");
    CHECK(!lists(s, "done"));
    CHECK(lists(s, "discard Q"));
    refused(s, "discard E", "you don't hold that tile (an E)");
    refused(s, "discard q", "discard one letter tile, in upper case ('discard Q')");
    log_is(s, "discard Q", "Ana discards Q to keep at most 8 tiles");
    played(s, "discard Q");
    refused(s, "done", "you must keep at most 8 tiles: discard 1 more (or sell them in words)");
    played(s, "discard X");
    refused(s, "discard B", "you hold 8 tiles: discard only to get down to 8");
    played(s, "done");
    CHECK_INT(s->phase, BW_PHASE_ROLL);
    CHECK_INT(buyword_held_count(s, 0), 8);
    CHECK_INT(s->shown['Q' - 'A'] + s->shown['X' - 'A'], 2);
    CHECK_INT(s->money[0], 136);
    free(s);

    /* Selling a word brings the hand down too. */
    static const char *const racks2[] = {"ENJOYEDS"};
    s = layout(1, racks2, wilds, "TA", true, 0);
    roll(s, 2);
    played(s, "buy");
    CHECK_INT(s->money[0], 196);
    played(s, "sell AT");
    CHECK_INT(s->money[0], 200);
    played(s, "done");
    CHECK_INT(buyword_held_count(s, 0), 8);
    free(s);
}

/* ---------------------------------------------------------------- the end */

static void test_solitaire_rating(void)
{
    CHECK_STR(buyword_rating(0), "keep practising");
    CHECK_STR(buyword_rating(799), "keep practising");
    CHECK_STR(buyword_rating(800), "fair");
    CHECK_STR(buyword_rating(899), "fair");
    CHECK_STR(buyword_rating(900), "good");
    CHECK_STR(buyword_rating(999), "good");
    CHECK_STR(buyword_rating(1000), "outstanding");

    static const char *const racks[] = {"NOY"};
    static const int wilds[] = {8};
    BuywordState *s = layout(1, racks, wilds, "EEJD", false, 0);
    roll(s, 4);
    played(s, "buy");
    played(s, "sell ENJOYED");
    CHECK_INT(s->phase, BW_PHASE_OVER);
    ScoreSheet sheet;
    buyword_rules.score_sheet(&s->base, &sheet);
    CHECK_INT(sheet.rows, 3);
    CHECK_INT(sheet.value[0][0], 200);
    CHECK_INT(sheet.value[1][0], -64);
    CHECK_INT(sheet.value[2][0], 169);
    CHECK_STR(sheet.note, "Solitaire rating for $305: keep practising ($800 is fair, $900 good, "
                          "$1000 outstanding)");
    CHECK_STR(sheet.rival, "Target: fair"); /* drawn beside the player on the end screen */
    CHECK_INT(sheet.rival_score, 800);
    bool won[MAX_SEATS] = {false};
    CHECK_INT(buyword_rules.winners(&s->base, won), 0); /* a solitaire win needs $800 */
    free(s);
}

/* ---------------------------------------------------------------- hidden information */

static void test_hidden_information(void)
{
    static const char *const racks[] = {"JAZ", "ENJOY"};
    static const int wilds[] = {4, 4};
    BuywordState *s = layout(2, racks, wilds, "", true, 0);
    roll(s, 3);
    StrBuf view = STRBUF_INIT, after = STRBUF_INIT;
    buyword_rules.describe(&s->base, 0, &view);
    CHECK_HAS(sb_str(&view), "\"held\":\"AJZ\"");
    CHECK(!strstr(sb_str(&view), "EJNOY"));
    sb_clear(&view);
    buyword_rules.describe(&s->base, -1, &view);
    CHECK(!strstr(sb_str(&view), "\"held\""));
    for (int viewer = 0; viewer < 2; viewer++) {
        Rng rng;
        rng_seed(&rng, 11);
        BuywordState copy = *s;
        sb_clear(&view);
        sb_clear(&after);
        buyword_rules.describe(&s->base, viewer, &view);
        buyword_rules.determinize(&copy.base, viewer, &rng);
        buyword_rules.describe(&copy.base, viewer, &after);
        CHECK_STR(sb_str(&after), sb_str(&view));
        CHECK(memcmp(copy.held[viewer], s->held[viewer], BW_LETTERS) == 0);
        CHECK(memcmp(copy.fresh[viewer], s->fresh[viewer], BW_LETTERS) == 0);
        CHECK(buyword_rules.check_invariants(&copy.base, err, sizeof err));
    }
    /* Ben's rack changes for Ana's eyes (with these seeds it does). */
    Rng rng;
    rng_seed(&rng, 11);
    BuywordState copy = *s;
    buyword_rules.determinize(&copy.base, 0, &rng);
    CHECK(memcmp(copy.held[1], s->held[1], BW_LETTERS) != 0 ||
          memcmp(copy.bag, s->bag, sizeof s->bag) != 0);
    sb_free(&view);
    sb_free(&after);
    free(s);
}

/* ---------------------------------------------------------------- the dictionary */

/* The built-in dictionary refuses slurs (tools/wordlist-exclude.txt, applied when the list is
 * built) and keeps the ordinary words around them, even those spelt with a slur inside. */
static void test_dictionary_refuses_slurs(void)
{
    const BuywordDict *d = buyword_dictionary();
    static const char *const slurs[] = {
        "nigger", "niggers", "nigga",  "kike",    "spic",      "wetback", "gook",   "wop",
        "dago",   "coolie",  "squaw",  "redskin", "kraut",     "yid",     "darkie", "honky",
        "whitey", "wog",     "mick",   "gyp",     "gypped",    "mulatto", "papist", "faggot",
        "homo",   "poofter", "midget", "mongol",  "mongoloid", "schizo"};
    int accepted = 0;
    for (size_t i = 0; i < sizeof slurs / sizeof slurs[0]; i++)
        if (buyword_dict_contains(d, slurs[i])) {
            fprintf(stderr, "  the dictionary accepts '%s'\n", slurs[i]);
            accepted++;
        }
    CHECK_INT(accepted, 0);
    static const char *const kept[] = {
        "niggard",  "niggardly", "niggle", "spice",   "spicy",    "squawk", "homogeneous",
        "homonym",  "mickey",    "gypsum", "gypsy",   "dagger",   "coolly", "midge",
        "mongoose", "papyrus",   "whiten", "honk",    "schizoid", "kraal",  "chink",
        "coon",     "dyke",      "retard", "spastic", "queer",    "poof",   "japan"};
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        bool found = buyword_dict_contains(d, kept[i]);
        CHECK(found);
        if (!found)
            fprintf(stderr, "  the dictionary lost '%s'\n", kept[i]);
    }

    /* Every word of the exclusion list is out. */
    char path[512];
    CHECK(datadir_find("tools/wordlist-exclude.txt", path, sizeof path, err, sizeof err));
    char *text = read_text_file(path, 1 << 16, err, sizeof err);
    CHECK(text != NULL);
    int listed = 0;
    for (char *save = NULL, *line = text ? strtok_r(text, "\n", &save) : NULL; line;
         line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#')
            continue;
        listed++;
        CHECK(!buyword_dict_contains(d, line));
    }
    CHECK(listed >= 100);
    free(text);

    /* In a game: the word is refused like any other unknown word. */
    BuywordState *s = selling("SPIC", 0);
    refused(s, "sell SPIC", "SPIC is not in the dictionary");
    free(s);
    s = selling("SPICY", 0);
    played(s, "sell SPICY");
    free(s);
}

static void test_dictionary_files(void)
{
    char dir[] = "/tmp/moguls-buyword-XXXXXX";
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        exit(1);
    }
    char missing[256], empty[256], junk[256], custom[256];
    snprintf(missing, sizeof missing, "%s/missing.txt", dir);
    snprintf(empty, sizeof empty, "%s/empty.txt", dir);
    snprintf(junk, sizeof junk, "%s/junk.txt", dir);
    snprintf(custom, sizeof custom, "%s/custom.txt", dir);
    CHECK_WRITE(empty, "");
    CHECK_WRITE(junk, "a\nx-ray\nit's\ncaf\xc3\xa9\n");
    CHECK_WRITE(custom, "\xEF\xBB\xBFQi\r\n  zax \nqi\nZa\n");

    CHECK(buyword_dict_load(missing, err, sizeof err) == NULL);
    CHECK_HAS(err, "cannot read the word list");
    CHECK_HAS(err, "missing.txt");
    CHECK(buyword_dict_load(empty, err, sizeof err) == NULL);
    CHECK_HAS(err, "empty.txt has no usable words");
    CHECK(buyword_dict_load(junk, err, sizeof err) == NULL);
    CHECK_HAS(err, "junk.txt has no usable words");

    BuywordDict *d = buyword_dict_load(custom, err, sizeof err);
    CHECK(d != NULL);
    if (d) {
        CHECK_INT(buyword_dict_size(d), 3); /* "qi" once, folded to lower case, trimmed */
        CHECK(buyword_dict_contains(d, "qi") && buyword_dict_contains(d, "zax"));
        CHECK(buyword_dict_contains(d, "za") && !buyword_dict_contains(d, "jazz"));
        buyword_dict_free(d);
    }

    /* The built-in list. */
    CHECK(buyword_dictionary_status(err, sizeof err));
    CHECK(buyword_dict_size(buyword_dictionary()) > 50000);
    CHECK(buyword_dict_contains(buyword_dictionary(), "enjoyed"));
    CHECK(!buyword_dict_contains(buyword_dictionary(), "paris"));

    /* A custom list for new games; a bad one changes nothing. */
    CHECK(!buyword_set_word_list(empty, err, sizeof err));
    CHECK_HAS(err, "has no usable words");
    CHECK(buyword_dict_contains(buyword_dictionary(), "enjoyed"));
    CHECK(buyword_set_word_list(custom, err, sizeof err));
    BuywordState *s = selling("QI", 0);
    played(s, "sell QI");
    CHECK_INT(s->money[0], 225);
    free(s);
    CHECK(buyword_set_word_list(NULL, err, sizeof err));
    s = selling("QI", 0);
    refused(s, "sell QI", "QI is not in the dictionary");
    free(s);

    /* The data directory: $MOGULS_DATA_DIR first, then the other places. */
    char found[512];
    setenv("MOGULS_DATA_DIR", dir, 1);
    CHECK(datadir_find("custom.txt", found, sizeof found, err, sizeof err));
    CHECK_STR(found, custom);
    CHECK(datadir_find("assets/buyword/words.txt", found, sizeof found, err, sizeof err));
    CHECK_HAS(found, "assets/buyword/words.txt");
    CHECK(!datadir_find("assets/none/such.txt", found, sizeof found, err, sizeof err));
    CHECK_HAS(err, "cannot find assets/none/such.txt");
    unsetenv("MOGULS_DATA_DIR");

    unlink(empty);
    unlink(junk);
    unlink(custom);
    rmdir(dir);
}

/* A save names the word list it was played with; loading finds it again, or names the one it
 * needs. */
static void test_word_list_in_saves(void)
{
    char dir[] = "/tmp/moguls-wl-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char custom[256], err[800];
    snprintf(custom, sizeof custom, "%s/house.txt", dir);
    CHECK_WRITE(custom, "qi\nza\nzax\n");
    CHECK(buyword_set_word_list(custom, err, sizeof err));

    GameOptions opts;
    options_defaults(&buyword_rules, &opts);
    CHECK(match_prepare(&buyword_rules, &opts, err, sizeof err));
    Match *m = match_new(&buyword_rules, &opts, 5, NULL);
    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    CHECK_HAS(sb_str(&text), "resource word_list ");
    CHECK_HAS(sb_str(&text), custom);
    CHECK(buyword_set_word_list(NULL, err, sizeof err)); /* new games: the built-in list again */

    Match *loaded = match_read(sb_str(&text), err, sizeof err);
    CHECK(loaded != NULL);
    if (loaded)
        CHECK_INT(buyword_dict_size(((BuywordState *)loaded->state)->dict), 3);
    match_free(loaded);

    /* Named lists that cannot be found, or have changed, are named in the refusal. */
    char save[1024];
    const char *body = "options players=1\n%sseat human 0 A\nend\n";
    char line[600];
    snprintf(line, sizeof line, "resource word_list 0000000000000001 %s/gone.txt\n", dir);
    char header[700];
    snprintf(header, sizeof header, body, line);
    snprintf(save, sizeof save, "moguls-save 2\ngame buyword\nseed 1\n%s", header);
    CHECK(match_read(save, err, sizeof err) == NULL);
    CHECK_HAS(err, "line 5: this game was played with the word list ");
    CHECK_HAS(err, "gone.txt, which is missing");
    snprintf(line, sizeof line, "resource word_list 0000000000000001 %s\n", custom);
    snprintf(header, sizeof header, body, line);
    snprintf(save, sizeof save, "moguls-save 2\ngame buyword\nseed 1\n%s", header);
    CHECK(match_read(save, err, sizeof err) == NULL);
    CHECK_HAS(err, "house.txt, which has changed since (it now has 3 words)");
    /* A save made with an earlier built-in list plays on with today's. */
    snprintf(header, sizeof header, body, "resource word_list 00000000000000ab built-in\n");
    snprintf(save, sizeof save, "moguls-save 2\ngame buyword\nseed 1\n%s", header);
    loaded = match_read(save, err, sizeof err);
    CHECK(loaded != NULL);
    if (loaded)
        CHECK(((BuywordState *)loaded->state)->dict == buyword_dictionary());
    match_free(loaded);

    sb_free(&text);
    match_free(m);
    unlink(custom);
    rmdir(dir);
}

/* A whole file into a malloc'd buffer (*bytes long); NULL if it cannot be read. */
static void *read_bytes(const char *path, size_t *bytes)
{
    FILE *f = fopen(path, "rb");
    *bytes = 0;
    if (!f)
        return NULL;
    char *data = NULL;
    long size = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    if (size >= 0 && fseek(f, 0, SEEK_SET) == 0 && (data = malloc((size_t)size + 1)) &&
        fread(data, 1, (size_t)size, f) != (size_t)size) {
        free(data);
        data = NULL;
    }
    fclose(f);
    *bytes = (size_t)size;
    return data;
}

static void write_bytes(const char *path, const void *data, size_t bytes)
{
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(data, 1, bytes, f) == bytes);
    if (f)
        fclose(f);
}

/* Two dictionaries find the same words in the same order (so that they play the same games) on
 * random racks of up to 12 of `pool`'s letters, with and without a wild. */
static void check_same_search(const BuywordDict *a, const BuywordDict *b, const char *pool)
{
    static const uint8_t pips[BW_LETTERS] = {1, 3, 2, 2, 1, 3, 2, 2, 1, 4, 2, 2, 3,
                                             1, 1, 2, 4, 1, 1, 1, 1, 3, 3, 4, 3, 4};
    Rng rng;
    rng_seed(&rng, 61);
    int differ = 0, found_any = 0;
    for (int r = 0; r < 400; r++) {
        uint8_t rack[BW_LETTERS] = {0};
        for (int t = (int)rng_below(&rng, 13); t > 0; t--)
            rack[pool[rng_below(&rng, (uint32_t)strlen(pool))] - 'a']++;
        bool wild = rng_below(&rng, 2);
        BuywordAnagrams x, y;
        buyword_dict_anagrams(a, rack, wild, pips, 1, &x);
        buyword_dict_anagrams(b, rack, wild, pips, 1, &y);
        differ += x.count != y.count;
        for (int i = 0; i < x.count && i < y.count; i++)
            differ += x.items[i].word != y.items[i].word ||
                      x.items[i].wild_letter != y.items[i].wild_letter ||
                      x.items[i].weight != y.items[i].weight;
        found_any += x.count > 0;
        buyword_anagrams_free(&x);
        buyword_anagrams_free(&y);
    }
    CHECK_INT(differ, 0);
    CHECK(found_any > 0);
}

/* A dictionary read from an index is the one built from its text: the same words, lookups,
 * identity and searches. */
static void check_same_dictionary(const BuywordDict *a, const BuywordDict *b, const char *pool)
{
    CHECK_INT(buyword_dict_size(b), buyword_dict_size(a));
    int differ = 0;
    for (int i = 0; i < buyword_dict_size(a) && i < buyword_dict_size(b); i++)
        differ += strcmp(buyword_dict_word(a, i), buyword_dict_word(b, i)) ||
                  buyword_dict_length(a, i) != buyword_dict_length(b, i) ||
                  buyword_dict_prefix(a, i) != buyword_dict_prefix(b, i) ||
                  !buyword_dict_contains(b, buyword_dict_word(a, i));
    CHECK_INT(differ, 0);
    CHECK(!buyword_dict_contains(b, "qqq"));
    StrBuf x = STRBUF_INIT, y = STRBUF_INIT;
    buyword_word_list.identify(a, &x);
    buyword_word_list.identify(b, &y);
    CHECK(!strncmp(y.data, x.data, 16)); /* the fingerprint (the built-in list is named so) */
    sb_free(&x);
    sb_free(&y);
    check_same_search(a, b, pool);
}

/* In a child process: the built-in list, found in `dir` (whose words.index is as the caller
 * left it), loads with the words of `list` and from its index or not as said. */
static void check_builtin_loads(const char *dir, const char *list, bool from_index)
{
    pid_t child = fork();
    if (child == 0) {
        setenv("MOGULS_DATA_DIR", dir, 1);
        buyword_test_builtin_list("assets/buyword/words.txt");
        const BuywordDict *d = buyword_dictionary();
        bool ok = d && buyword_dict_contains(d, "abba") && !buyword_dict_contains(d, "enjoyed") &&
                  buyword_test_dict_from_index(d) == from_index;
        BuywordDict *text = buyword_dict_from_text(list, strlen(list), "list", err, sizeof err);
        ok = ok && buyword_dict_size(d) == buyword_dict_size(text);
        _exit(ok ? 0 : 1);
    }
    int status = -1;
    waitpid(child, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* The prebuilt index: the build's is exactly what the built-in list makes (every time the same
 * bytes) and the built-in list is read from it; a dictionary read back from an index is the one
 * built from the text; an index damaged, cut short, made from another list or not an index at
 * all is refused with the reason, and the built-in list is then built from its text. */
static void test_word_index(void)
{
    const char *letters = "aaaaabbccdddeeeeeeeffgghhiiiiijklllmmnnnnooooopprrrrssssttttuuvwyy";
    CHECK(buyword_test_dict_from_index(buyword_dictionary()));
    char path[4096];
    CHECK(datadir_find("assets/buyword/words.txt", path, sizeof path, err, sizeof err));
    char *text = read_text_file(path, 64u << 20, err, sizeof err);
    BuywordDict *built =
        text ? buyword_dict_from_text(text, strlen(text), path, err, sizeof err) : NULL;
    CHECK(built != NULL);
    if (!built)
        return;
    size_t bytes, again_bytes, file_bytes;
    void *image = buyword_dict_index_image(built, text, strlen(text), &bytes);
    void *again = buyword_dict_index_image(built, text, strlen(text), &again_bytes);
    void *file = read_bytes(MOGULS_BUILD_DATA_DIR "/assets/buyword/words.index", &file_bytes);
    CHECK(image && again && file);
    CHECK(again_bytes == bytes && !memcmp(again, image, bytes));
    CHECK(file_bytes == bytes && file && !memcmp(file, image, bytes));
    check_same_dictionary(built, buyword_dictionary(), letters);
    free(image);
    free(again);
    free(file);
    buyword_dict_free(built);
    free(text);

    char dir[] = "/tmp/moguls-windex-XXXXXX", words[300], index[300];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(words, sizeof words, "%s/assets", dir);
    mkdir(words, 0700);
    snprintf(words, sizeof words, "%s/assets/buyword", dir);
    mkdir(words, 0700);
    snprintf(words, sizeof words, "%s/assets/buyword/words.txt", dir);
    snprintf(index, sizeof index, "%s/assets/buyword/words.index", dir);
    static const char list[] = "aa\nab\nba\naab\nabba\nbaba\nabbab\naaaaaa\naabbaab\nbbbbbbb\n"
                               "ababababab\nbaaaaaaaab\nzz\nza\nazzaazza\nzebra\nbazaar\n";
    CHECK_WRITE(words, list);
    BuywordDict *small = buyword_dict_from_text(list, strlen(list), "small", err, sizeof err);
    uint8_t *small_image = buyword_dict_index_image(small, list, strlen(list), &bytes);
    write_bytes(index, small_image, bytes);
    BuywordDict *mapped =
        buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err);
    CHECK(mapped != NULL);
    if (mapped)
        check_same_dictionary(small, mapped, "aaaabbbbzzer");
    buyword_dict_free(mapped);
    check_builtin_loads(dir, list, true);

    static const char other[] = "aa\nab\nba\n";
    CHECK(!buyword_dict_from_index(index, other, strlen(other), "other", err, sizeof err));
    CHECK_HAS(err, "made from another word list");
    small_image[bytes / 2] ^= 0x10;
    write_bytes(index, small_image, bytes);
    CHECK(!buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err));
    CHECK_HAS(err, "damaged (its contents)");
    check_builtin_loads(dir, list, false);
    write_bytes(index, small_image, bytes - 8);
    CHECK(!buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err));
    CHECK_HAS(err, "damaged (its length)");
    write_bytes(index, list, strlen(list));
    CHECK(!buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err));
    CHECK_HAS(err, "not a word index");
    check_builtin_loads(dir, list, false);
    write_bytes(index, "MOGULSWI", 8);
    CHECK(!buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err));
    CHECK_HAS(err, "too short for an index");
    unlink(index);
    CHECK(!buyword_dict_from_index(index, list, strlen(list), "small", err, sizeof err));
    CHECK_HAS(err, "words.index: No such file or directory");
    check_builtin_loads(dir, list, false);
    free(small_image);
    buyword_dict_free(small);
    unlink(words);
    snprintf(words, sizeof words, "%s/assets/buyword", dir);
    rmdir(words);
    snprintf(words, sizeof words, "%s/assets", dir);
    rmdir(words);
    rmdir(dir);
}

/* Without its built-in word list BuyWord does not start: it says why, and never plays on with
 * an empty dictionary. Run in a child process, whose built-in list is looked for under another
 * name. */
static void test_missing_word_list(void)
{
    pid_t child = fork();
    if (child == 0) {
        buyword_test_builtin_list("assets/buyword/no-such-list.txt");
        GameOptions opts;
        options_defaults(&buyword_rules, &opts);
        char err[800];
        bool refused = !match_prepare(&buyword_rules, &opts, err, sizeof err) &&
                       strstr(err, "BuyWord has no word list: cannot find "
                                   "assets/buyword/no-such-list.txt");
        _exit(refused ? 0 : 1);
    }
    int status = -1;
    waitpid(child, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* ---------------------------------------------------------------- the bots */

/* The bots' own decision at the normal level, as text. */
static bool normal_choice(const BuywordState *s, Rng *rng, char move[MOVE_MAX])
{
    MoveCode code;
    if (!buyword_bot_hooks.choose(&s->base, BOT_NORMAL, rng, &code))
        return false;
    buyword_rules.format_code(&s->base, code, move);
    return true;
}

static void test_bot_sells_best_word(void)
{
    BuywordState *s = selling("ENJOYED", 0);
    char move[MOVE_MAX];
    Rng rng;
    rng_seed(&rng, 1);
    CHECK(normal_choice(s, &rng, move));
    CHECK_STR(move, "sell ENJOYED");
    free(s);

    /* Over the limit with nothing to sell: it discards down to 8. */
    static const char *const racks[] = {"BCDFGHKL"};
    static const int wilds[] = {0};
    s = layout(1, racks, wilds, "QX", true, 0);
    roll(s, 2);
    played(s, "buy");
    for (int i = 0; i < 10 && s->phase == BW_PHASE_SELL; i++) {
        CHECK(normal_choice(s, &rng, move));
        played(s, move);
    }
    CHECK_INT(s->phase, BW_PHASE_ROLL);
    CHECK(buyword_held_count(s, 0) <= 8);
    free(s);

    /* JZZX at $256 is more than anyone has: declined. */
    static const char *const none[] = {""};
    s = layout(1, none, wilds, "JZZX", true, 0);
    roll(s, 4);
    CHECK(normal_choice(s, &rng, move));
    CHECK_STR(move, "decline");
    free(s);
}

/* Hard weighs moves by playing the game on: its choices are legal, the same for the same seed,
 * and it sees a solitaire game to the end. */
static void test_hard_bot(void)
{
    GameOptions opts;
    options_defaults(&buyword_rules, &opts);
    opts.players = 1;
    GameState *s = buyword_rules.new_game(&opts, 7);
    for (int n = 0; !game_over(s) && n < 400; n++) {
        char move[MOVE_MAX], again[MOVE_MAX];
        CHECK(bot_choose(s, BOT_HARD, (uint64_t)n, NULL, move, NULL));
        if (n % 10 == 0) {
            CHECK(bot_choose(s, BOT_HARD, (uint64_t)n, NULL, again, NULL));
            CHECK_STR(again, move);
        }
        bool ok = buyword_rules.apply(s, move, err, sizeof err);
        if (!ok)
            fprintf(stderr, "hard bot move '%s' refused: %s\n", move, err);
        CHECK(ok);
    }
    CHECK(game_over(s));
    game_free(s);
}

int main(void)
{
    test_rulebook_examples();
    test_setup_per_player_count();
    test_first_leader_is_drawn();
    test_choice_and_dealing_order();
    test_solitaire_log();
    test_rolls_deal_that_many();
    test_buy_all_or_none();
    test_cannot_afford();
    test_short_deal_last_round();
    test_bag_empties_exactly();
    test_ties_share();
    test_sell_with_one_wild();
    test_sell_codes_refused();
    test_sell_refusals();
    test_word_finder();
    test_sales_listed_match_brute_force();
    test_anagrams_match_a_scan();
    test_tries_laid_out();
    test_wild_words();
    test_wild_placed_in_long_words();
    test_random_pick_draws_the_list();
    test_hand_limit();
    test_solitaire_rating();
    test_hidden_information();
    test_dictionary_refuses_slurs();
    test_dictionary_files();
    test_word_list_in_saves();
    test_missing_word_list();
    test_word_index();
    test_bot_sells_best_word();
    test_hard_bot();
    return check_report("test_buyword");
}
