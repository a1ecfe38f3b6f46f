/* No secret reaches a seat over the network: for every game at every player count, over whole
 * games between random bots, what the server sends a seat and a spectator after each move (the
 * move's event with its text where the viewer may know it, the view, the text of the state guessed
 * for the viewer, the legal moves to the seat to move, the scores and winners at the end:
 * src/net/messages.h) is built again
 * from a world that viewer cannot tell from the real one (the game's own determinize for it),
 * and must be the same bytes.
 *
 * The event (the move's public log line) is the same line to every viewer. Where a move brings
 * something to light (a roll, a tile from a hidden hand: GameRules.reveals) its line tells it,
 * and the world before the move cannot be guessed without it; so the line is built again from
 * the guessed world before the move only where the move revealed nothing the viewer could not
 * see: nothing at all, or its own secrets.
 *
 * A move's text is told to a viewer other than its mover only when it tells nothing the board
 * does not: any other move its mover could have played that leaves the viewer the same view and
 * the same log line (a closed bid of another amount) must give the viewer the same text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "core/registry.h"
#include "core/rng.h"
#include "lobby_options.h"
#include "net/messages.h"

#define GAMES_PER_COUNT 2
#define MOVES_MAX 400 /* a bound on a game's length here: games stop by themselves */
#define TABLE 7       /* the table the snapshots are guessed for */
#define OTHER_MOVES 24 /* the other moves a move's text is weighed against (spread over them) */

static const char *const names[MAX_SEATS] = {"Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"};
static long compared, weighed;

static const char *move_text(const GameState *before, const char *move, int mover, int viewer)
{
    return net_move_shown(before, move, mover, viewer) ? move : "";
}

/* What viewer is told about move `move` (number `number`, by `mover`) played from `before` and
 * giving `after`. */
static void messages(const GameState *before, const char *move, int mover, const GameState *after,
                     int number, int viewer, StrBuf *out)
{
    StrBuf log = STRBUF_INIT;
    before->rules->describe_move(before, move, names, &log);
    net_msg_event(number, mover, move_text(before, move, mover, viewer), sb_str(&log), out);
    net_msg_view(after, viewer, number, TABLE, out);
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
        bool hidden_shown =
            revealed == REVEAL_HIDDEN || (revealed == REVEAL_OWN && viewer != mover);
        const GameState *seen_before = hidden_shown ? before : world_before;
        before->rules->describe_move(seen_before, move, names, &log);
        net_msg_event(number, mover, move_text(seen_before, move, mover, viewer), sb_str(&log),
                      &guessed);
        net_msg_view(world, viewer, number, TABLE, &guessed);
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

/* What viewer sees of a move: the view after it and its log line. */
static void seen(const GameState *before, const char *move, const GameState *after, int viewer,
                 StrBuf *out)
{
    after->rules->describe(after, viewer, out);
    sb_add(out, "\n");
    before->rules->describe_move(before, move, names, out);
}

/* Every other move the mover could have played that shows each other viewer the same as `move`
 * must give that viewer the same text. */
static void weigh_text(const GameState *before, const char *move, int mover, const GameState *after)
{
    MoveList legal = {0};
    before->rules->legal_moves(before, &legal);
    int step = legal.count > OTHER_MOVES ? legal.count / OTHER_MOVES : 1;
    StrBuf real = STRBUF_INIT, other = STRBUF_INIT;
    for (int i = 0; i < legal.count; i += step) {
        const char *alternative = legal.items[i];
        GameState *other_after = game_clone(before);
        if (!strcmp(alternative, move) ||
            !before->rules->apply(other_after, alternative, NULL, 0)) {
            game_free(other_after);
            continue;
        }
        for (int viewer = -1; viewer < before->players; viewer++) {
            if (viewer == mover)
                continue;
            sb_clear(&real);
            sb_clear(&other);
            seen(before, move, after, viewer, &real);
            seen(before, alternative, other_after, viewer, &other);
            weighed++;
            if (!strcmp(sb_str(&real), sb_str(&other)) &&
                strcmp(move_text(before, move, mover, viewer),
                       move_text(before, alternative, mover, viewer))) {
                CHECK(!"a move's text tells a viewer what its board does not");
                fprintf(stderr, "  %s, viewer %d: '%s' and '%s' look the same\n", before->rules->id,
                        viewer, move, alternative);
            }
        }
        game_free(other_after);
    }
    sb_free(&real);
    sb_free(&other);
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
    rng_seed(&rng, seed * 7 + 1);
    for (int number = 1; number <= MOVES_MAX && !game_over(state); number++) {
        char move[MOVE_MAX];
        int mover = game_to_move(state);
        CHECK(bot_choose(state, BOT_RANDOM, seed + (uint64_t)number, NULL, move, NULL));
        GameState *before = game_clone(state);
        CHECK(rules->apply(state, move, err, sizeof err));
        compare_worlds(before, move, mover, state, number, &rng);
        weigh_text(before, move, mover, state);
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
    printf("%ld messages compared between real and guessed worlds, %ld move texts weighed\n",
           compared, weighed);
    return check_report("test_net_secrets");
}
