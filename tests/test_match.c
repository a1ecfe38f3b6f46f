/* match_new and the seats, with a game made up for the test: the game is built from the options
 * match_new prepared (the replaceable file pinned), and a name too long for a seat is cut between
 * characters. */
#include <stdlib.h>

#include "check.h"
#include "core/match.h"

/* A game that records the file it was created with. */
static const void *created_with;
static const int word_list_in_use = 7; /* a stand-in for the handle of a word list */

static const void *current_word_list(char *err, size_t errlen)
{
    (void)err, (void)errlen;
    return &word_list_in_use;
}

static GameState *made_up_new_game(const GameOptions *opts, uint64_t seed);

static void made_up_free(GameState *s)
{
    free(s);
}

static const GameResource made_up_resource = {.key = "word_list", .current = current_word_list};
static const GameRules made_up_rules = {.id = "madeup",
                                        .name = "Made up",
                                        .min_players = 1,
                                        .max_players = 2,
                                        .default_players = 2,
                                        .new_game = made_up_new_game,
                                        .free_state = made_up_free,
                                        .resource = &made_up_resource};

static GameState *made_up_new_game(const GameOptions *opts, uint64_t seed)
{
    (void)seed;
    created_with = opts->resource;
    GameState *s = calloc(1, sizeof *s);
    s->rules = &made_up_rules;
    s->players = opts->players;
    return s;
}

/* A caller that did not pin the file itself gets a game with the file match_new pinned, the
 * one its options (and so its save file) name. */
static void test_match_new_prepares(void)
{
    GameOptions opts = {.players = 2};
    Match *m = match_new(&made_up_rules, &opts, 1, NULL);
    CHECK(m->opts.resource == &word_list_in_use);
    CHECK(created_with == &word_list_in_use);
    CHECK_STR(m->seats[1].name, "Player 2");
    match_free(m);
}

static void test_seat_names(void)
{
    Seat seat;
    seat_set_name(&seat, "Ana");
    CHECK_STR(seat.name, "Ana");
    seat_set_name(&seat, "éééééééééééé"); /* 24 bytes: the 12th character does not fit */
    CHECK_STR(seat.name, "ééééééééééé");
    seat_set_name(&seat, "Bartholomew Cunningham X"); /* 24 one-byte characters */
    CHECK_STR(seat.name, "Bartholomew Cunningham ");
    seat_set_name(&seat, "abcdefghijklmnopqrstu€€"); /* 21 + 3 + 3 bytes */
    CHECK_STR(seat.name, "abcdefghijklmnopqrstu");
    seat_set_name(&seat, "abcdefghijklmnopqrst€x"); /* 20 + 3: the euro fits exactly */
    CHECK_STR(seat.name, "abcdefghijklmnopqrst€");
}

int main(void)
{
    test_match_new_prepares();
    test_seat_names();
    return check_report("test_match");
}
