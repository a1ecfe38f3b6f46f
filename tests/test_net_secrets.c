/* No secret reaches a seat over the network: for every game at every player count, over whole
 * games between random bots, what the server sends a seat and a spectator after each move (the
 * move's event, the view, the legal moves to the seat to move, the scores and winners at the end:
 * src/net/messages.h) is built again
 * from a world that viewer cannot tell from the real one (the game's own determinize for it),
 * and must be the same bytes.
 *
 * The event (the move's public log line) is the same line to every viewer. Where a move brings
 * something to light (a roll, a tile from a hidden hand: GameRules.reveals) its line tells it,
 * and the world before the move cannot be guessed without it; so the line is built again from
 * the guessed world before the move only where the move revealed nothing the viewer could not
 * see: nothing at all, or its own secrets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "core/registry.h"
#include "core/rng.h"
#include "net/messages.h"

#define GAMES_PER_COUNT 2
#define MOVES_MAX 400 /* a bound on a game's length here: games stop by themselves */

static long compared;

/* What viewer is told about move `move` (number `number`, by `mover`) played from `before` and
 * giving `after`. */
static void messages(const GameState *before, const char *move, int mover, const GameState *after,
                     int number, int viewer, StrBuf *out)
{
    const char *names[MAX_SEATS] = {"Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"};
    StrBuf log = STRBUF_INIT;
    before->rules->describe_move(before, move, names, &log);
    net_msg_event(number, mover, sb_str(&log), out);
    net_msg_view(after, viewer, number, out);
    if (game_over(after))
        net_msg_over(after, out);
    sb_free(&log);
}

/* The move is played in the viewer's guessed world too when it can be (the viewer's own move
 * always can); the messages from both worlds must match. */
static void compare_worlds(const GameState *before, const char *move, int mover,
                           const GameState *after, int number, Rng *rng)
{
    RevealKind revealed = game_reveals(before, move, after).kind;
    StrBuf real = STRBUF_INIT, guessed = STRBUF_INIT;
    for (int viewer = -1; viewer < after->players; viewer++) {
        sb_clear(&real);
        sb_clear(&guessed);
        messages(before, move, mover, after, number, viewer, &real);
        /* the world after the move, guessed for the viewer */
        GameState *world = game_clone(after);
        after->rules->determinize(world, viewer, rng);
        GameState *world_before = game_clone(before);
        before->rules->determinize(world_before, viewer, rng);
        StrBuf log = STRBUF_INIT;
        const char *names[MAX_SEATS] = {"Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"};
        bool hidden_shown =
            revealed == REVEAL_HIDDEN || (revealed == REVEAL_OWN && viewer != mover);
        before->rules->describe_move(hidden_shown ? before : world_before, move, names, &log);
        net_msg_event(number, mover, sb_str(&log), &guessed);
        net_msg_view(world, viewer, number, &guessed);
        if (game_over(world))
            net_msg_over(world, &guessed);
        compared++;
        if (strcmp(sb_str(&real), sb_str(&guessed))) {
            CHECK(!"a message depends on what its viewer cannot know");
            fprintf(stderr,
                    "  %s, viewer %d, move %d (%s):\n  real:    %.300s\n  guessed: %.300s\n",
                    after->rules->id, viewer, number, move, sb_str(&real), sb_str(&guessed));
        }
        sb_free(&log);
        game_free(world);
        game_free(world_before);
    }
    sb_free(&real);
    sb_free(&guessed);
}

static void play_game(const GameRules *rules, int players, uint64_t seed)
{
    /* the defaults, with each value the lobby would move where the count does not allow it */
    GameOptions opts;
    char err[300];
    options_defaults(rules, &opts);
    opts.players = players;
    for (int i = 0; i < rules->option_count && rules->option_allows; i++)
        for (int v = rules->options[i].min;
             v <= rules->options[i].max && !rules->option_allows(&opts, i, opts.value[i]); v++)
            opts.value[i] = v;
    if (!options_validate(rules, &opts, err, sizeof err) ||
        !match_prepare(rules, &opts, err, sizeof err)) {
        fprintf(stderr, "  %s players=%d: %s\n", rules->id, players, err);
        CHECK(!"the game's options are refused");
        return;
    }
    GameState *state = rules->new_game(&opts, seed);
    Rng rng;
    rng_seed(&rng, seed * 7 + 1);
    for (int number = 1; number <= MOVES_MAX && !game_over(state); number++) {
        char move[MOVE_MAX];
        int mover = game_to_move(state);
        CHECK(bot_choose(state, BOT_RANDOM, seed + (uint64_t)number, NULL, move, NULL));
        GameState *before = game_clone(state);
        CHECK(rules->apply(state, move, err, sizeof err));
        compare_worlds(before, move, mover, state, number, &rng);
        game_free(before);
    }
    CHECK(game_over(state)); /* a whole game */
    game_free(state);
}

int main(int argc, char **argv)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (argc > 1 && strcmp(argv[1], rules->id))
            continue;
        for (int players = rules->min_players; players <= rules->max_players; players++)
            for (int k = 0; k < GAMES_PER_COUNT; k++)
                play_game(rules, players, 1000u * (unsigned)players + (unsigned)k);
    }
    printf("%ld messages compared between real and guessed worlds\n", compared);
    return check_report("test_net_secrets");
}
