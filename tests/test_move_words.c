/* A move worded for its mover (GameRules.describe_own_move: the hint's and the review's words)
 * tells nothing its mover could not know: for every game at every player count, over whole games
 * between random bots, every legal move of the seat to move (a spread of them where there are
 * many) is worded from the real state and from copies determinized for that seat, and the words
 * must be the same bytes. Then the exact sentences a player reads in a hint and in a review, for
 * a scripted position of each game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "core/registry.h"
#include "core/rng.h"
#include "lobby_options.h"
#include "records/hint.h"
#include "records/review.h"

#define GAMES_PER_COUNT 2
#define MOVES_MAX 400 /* a bound on a game's length here: games stop by themselves */
#define WORLDS 2      /* the determinized copies each decision is worded from */
#define SPREAD 30     /* the moves worded at one decision, at most (spread over the list) */

static const char *const names[MAX_SEATS] = {"Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"};
static long worded;

static void word(const GameState *state, const char *move, StrBuf *out)
{
    sb_clear(out);
    state->rules->describe_own_move(state, move, names, out);
}

/* Every move listed (a spread of them) is worded alike from the real state and the guesses. */
static void compare_decision(const GameState *real, Rng *rng)
{
    int mover = game_to_move(real);
    MoveList legal = MOVELIST_INIT;
    real->rules->legal_moves(real, &legal);
    int step = legal.count > SPREAD ? legal.count / SPREAD : 1;
    GameState *guess[WORLDS];
    for (int w = 0; w < WORLDS; w++) {
        guess[w] = game_clone(real);
        real->rules->determinize(guess[w], mover, rng);
    }
    StrBuf truth = STRBUF_INIT, guessed = STRBUF_INIT;
    for (int i = 0; i < legal.count; i += step) {
        word(real, legal.items[i], &truth);
        CHECK(truth.len > 0);
        for (int w = 0; w < WORLDS; w++) {
            GameState *after = game_clone(guess[w]);
            bool legal_there = real->rules->apply(after, legal.items[i], NULL, 0);
            game_free(after);
            CHECK(legal_there); /* the mover's own moves are the same in every world it guesses */
            word(guess[w], legal.items[i], &guessed);
            worded++;
            if (strcmp(sb_str(&truth), sb_str(&guessed))) {
                CHECK(!"a move's words depend on what its mover cannot know");
                fprintf(stderr, "  %s, seat %d, '%s':\n  real:    %s\n  guessed: %s\n",
                        real->rules->id, mover, legal.items[i], sb_str(&truth), sb_str(&guessed));
            }
        }
    }
    for (int w = 0; w < WORLDS; w++)
        game_free(guess[w]);
    sb_free(&truth);
    sb_free(&guessed);
    movelist_free(&legal);
}

static void play_game(const GameRules *rules, int players, uint64_t seed)
{
    GameOptions opts;
    if (!lobby_options(rules, players, &opts)) {
        CHECK(!"the game's options are refused");
        return;
    }
    char err[300];
    GameState *state = rules->new_game(&opts, seed);
    Rng rng;
    rng_seed(&rng, seed * 5 + 3);
    for (int number = 1; number <= MOVES_MAX && !game_over(state); number++) {
        compare_decision(state, &rng);
        char move[MOVE_MAX];
        CHECK(bot_choose(state, BOT_RANDOM, seed + (uint64_t)number, NULL, move, NULL));
        CHECK(rules->apply(state, move, err, sizeof err));
    }
    CHECK(game_over(state)); /* a whole game */
    game_free(state);
}

/* ---- the sentences a player reads, for a scripted position of each game ---- */

typedef struct Scripted {
    const char *game;
    int players;
    uint64_t seed;
    const char *const *moves; /* played from the start, NULL-terminated */
    const char *played, *suggested;
    const char *review_played, *review_suggested, *hint;
} Scripted;

static void check_scripted(const Scripted *t)
{
    const GameRules *rules = registry_find(t->game);
    GameOptions opts;
    CHECK(lobby_options(rules, t->players, &opts));
    char err[300];
    GameState *state = rules->new_game(&opts, t->seed);
    for (int i = 0; t->moves[i]; i++)
        if (!rules->apply(state, t->moves[i], err, sizeof err)) {
            fprintf(stderr, "  %s: '%s': %s\n", t->game, t->moves[i], err);
            CHECK(!"a scripted move is refused");
        }
    ReviewDecision d = {.seat = game_to_move(state), .win_best = 0.61, .win_played = 0.40};
    snprintf(d.played, sizeof d.played, "%s", t->played);
    snprintf(d.suggested, sizeof d.suggested, "%s", t->suggested);
    StrBuf text = STRBUF_INIT;
    review_played_text(&d, state, names, &text);
    CHECK_STR(sb_str(&text), t->review_played);
    sb_clear(&text);
    review_suggested_text(&d, state, names, &text);
    CHECK_STR(sb_str(&text), t->review_suggested);
    Hint hint = {.seat = d.seat, .count = 2, .hard_bot_first = true};
    snprintf(hint.candidate[0].move, MOVE_MAX, "%s", t->suggested);
    hint.candidate[0].win = 0.61;
    snprintf(hint.candidate[1].move, MOVE_MAX, "%s", t->played);
    hint.candidate[1].win = 0.40;
    char line[600];
    hint_line(&hint, state, names, line, sizeof line);
    CHECK_STR(line, t->hint);
    sb_free(&text);
    game_free(state);
}

static const char *const no_moves[] = {NULL};

static const char *const bw_rolled[] = {"roll", NULL};
static const char *const mb_closed[] = {"auction 17 closed", NULL};

static void test_scripted(void)
{
    const Scripted cases[] = {
        {"buyout", 3, 12, no_moves, "place R 3C", "place R 5E",
         "Cleo chose to place a regular tile on 3C (Downtown)",
         "The hard bot would place a regular tile on 5E (Suburbs) instead",
         "The hard bot would place a regular tile on 5E (Suburbs) (61% to win); else place a "
         "regular tile on 3C (Downtown) (40%)"},
        {"buyword", 3, 12, bw_rolled, "decline", "buy",
         "Cleo chose to let the 2 new tiles go unseen",
         "The hard bot would buy the 2 new tiles for $25 instead",
         "The hard bot would buy the 2 new tiles for $25 (61% to win); else let the 2 new tiles "
         "go unseen (40%)"},
        {"estates", 3, 12, no_moves, "auction p6", "stow", "Cleo chose to auction the purple 6",
         "The hard bot would stow $1M in the cash box instead",
         "The hard bot would stow $1M in the cash box (61% to win); else auction the purple 6 "
         "(40%)"},
        {"mintbid", 3, 12, no_moves, "auction 17 open", "auction 15 closed",
         "Cleo chose to put the Factory up for an open auction",
         "The hard bot would put the Fire Station up for a closed auction instead",
         "The hard bot would put the Fire Station up for a closed auction (61% to win); else put "
         "the Factory up for an open auction (40%)"},
        {"mintbid", 3, 12, mb_closed, "secret 1", "secret 3",
         "Cleo chose to bid 1 mint in secret for the Factory",
         "The hard bot would bid 3 mints in secret for the Factory instead",
         "The hard bot would bid 3 mints in secret for the Factory (61% to win); else bid 1 mint "
         "in secret for the Factory (40%)"},
        {"takeover", 3, 12, no_moves, "take sn", "take c5", "Ana chose to take the null of suns",
         "The hard bot would take the 5 of crowns instead",
         "The hard bot would take the 5 of crowns (61% to win); else take the null of suns "
         "(40%)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_scripted(&cases[i]);
}

/* The hard bot's line when it agrees, and when its move is no better than the one played. */
static void test_agreement(void)
{
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    CHECK(lobby_options(rules, 3, &opts));
    GameState *state = rules->new_game(&opts, 12);
    ReviewDecision d = {
        .seat = 0, .played = "take sn", .suggested = "take sn", .win_best = 0.5, .win_played = 0.5};
    StrBuf text = STRBUF_INIT;
    review_suggested_text(&d, state, names, &text);
    CHECK_STR(sb_str(&text), "The hard bot agrees");
    snprintf(d.suggested, sizeof d.suggested, "take c5");
    sb_clear(&text);
    review_suggested_text(&d, state, names, &text);
    CHECK_STR(sb_str(&text), "The hard bot would take the 5 of crowns, which is no better");
    sb_free(&text);
    game_free(state);
}

/* Three candidates: the runners-up are told apart by "or", since a worded move may hold a comma
 * ("place a regular tile on 2A (Harbor), buying out ..."); the first named as the hard bot's
 * only when it is. */
static void test_runners_up(void)
{
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    CHECK(lobby_options(rules, 3, &opts));
    GameState *state = rules->new_game(&opts, 12);
    Hint hint = {.seat = 0, .count = 3, .hard_bot_first = true};
    const char *const moves[] = {"take c5", "take sn", "take s3"};
    const double wins[] = {0.61, 0.40, 0.35};
    for (int i = 0; i < 3; i++) {
        snprintf(hint.candidate[i].move, MOVE_MAX, "%s", moves[i]);
        hint.candidate[i].win = wins[i];
    }
    char line[600];
    hint_line(&hint, state, names, line, sizeof line);
    CHECK_STR(line, "The hard bot would take the 5 of crowns (61% to win); else take the null of "
                    "suns (40%); or take the 3 of suns (35%)");
    /* where the search rates another move above the hard bot's, the card says whose it is */
    hint.hard_bot_first = false;
    hint_line(&hint, state, names, line, sizeof line);
    CHECK_STR(line, "Best found by the search: take the 5 of crowns (61% to win); else take the "
                    "null of suns (40%); or take the 3 of suns (35%)");
    game_free(state);
}

/* A hint whose moves are long (Takeover's secret choice of stocks, every coin named) keeps the
 * hard bot's move whole and leaves out runners-up that would make the line longer than a player
 * reads at a glance: the line once stopped mid-word at its buffer's end. */
static void test_long_runners_up(void)
{
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    CHECK(lobby_options(rules, 2, &opts));
    GameState *state = rules->new_game(&opts, 12);
    MoveList legal = MOVELIST_INIT;
    char move[MOVE_MAX];
    for (int i = 0; i < 40; i++) { /* the draft, to the secret choice */
        movelist_clear(&legal);
        rules->legal_moves(state, &legal);
        if (legal.count && !strncmp(legal.items[0], "stocks ", 7))
            break;
        CHECK(bot_choose(state, BOT_RANDOM, (uint64_t)i, NULL, move, NULL));
        CHECK(rules->apply(state, move, NULL, 0));
    }
    CHECK(legal.count >= 3 && !strncmp(legal.items[0], "stocks ", 7));
    Hint hint = {.seat = game_to_move(state), .count = 3, .hard_bot_first = true};
    for (int c = 0; c < 3; c++) { /* the three choices of most coins */
        size_t longest = 0;
        for (int i = 0; i < legal.count; i++)
            if (strlen(legal.items[i]) > longest &&
                (c == 0 || strcmp(legal.items[i], hint.candidate[0].move)) &&
                (c < 2 || strcmp(legal.items[i], hint.candidate[1].move))) {
                longest = strlen(legal.items[i]);
                snprintf(hint.candidate[c].move, MOVE_MAX, "%s", legal.items[i]);
            }
        hint.candidate[c].win = 0.5 - 0.1 * c;
    }
    StrBuf best = STRBUF_INIT;
    game_word_move(state, hint.candidate[0].move, names, &best);
    char expected[1024], line[1024];
    snprintf(expected, sizeof expected, "The hard bot would %s (50%% to win)", sb_str(&best));
    hint_line(&hint, state, names, line, sizeof line);
    CHECK(strlen(expected) > 200); /* so long that a runner-up more would pass the limit */
    CHECK_STR(line, expected);
    sb_free(&best);
    movelist_free(&legal);
    game_free(state);
}

int main(int argc, char **argv)
{
    test_scripted();
    test_agreement();
    test_runners_up();
    test_long_runners_up();
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (argc > 1 && strcmp(argv[1], rules->id))
            continue;
        for (int players = rules->min_players; players <= rules->max_players; players++)
            for (int k = 0; k < GAMES_PER_COUNT; k++)
                play_game(rules, players, 3000u * (unsigned)players + (unsigned)k);
    }
    printf("%ld moves worded from real and guessed worlds\n", worded);
    return check_report("test_move_words");
}
