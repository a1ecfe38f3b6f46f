/* The text of a game state (core/snapshot.h), for every game: each schema covers its state
 * struct; over many states of random games, at every player count, a state restored from its
 * text into another game's state is the same state (every field, every viewer's describe, the
 * legal moves, and the same play from there on), and so is a state guessed for a seat (what the
 * network sends); a text that is not a whole state of that game is refused with the state left
 * as it was. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "check.h"
#include "core/registry.h"
#include "core/snapshot.h"
#include "lobby_options.h"

#define GAMES_PER_COUNT 2
#define MOVES_MAX 400   /* a bound on a game's length: games stop by themselves */
#define EVERY 3         /* a state in this many is restored and compared */
#define CONTINUATION 12 /* moves played on from a restored state */

static long restored;
static size_t longest; /* the longest text of the game under test */

/* Whether a and b look the same to everyone and offer the same moves. */
static bool same_game(const GameState *a, const GameState *b)
{
    bool same = state_fields_equal(a, b) && game_to_move(a) == game_to_move(b);
    StrBuf da = STRBUF_INIT, db = STRBUF_INIT;
    for (int viewer = -1; same && viewer < a->players; viewer++) {
        sb_clear(&da);
        sb_clear(&db);
        a->rules->describe(a, viewer, &da);
        b->rules->describe(b, viewer, &db);
        same = !strcmp(sb_str(&da), sb_str(&db));
    }
    MoveList la = {0}, lb = {0};
    a->rules->legal_moves(a, &la);
    b->rules->legal_moves(b, &lb);
    same = same && la.count == lb.count;
    for (int i = 0; same && i < la.count; i++)
        same = !strcmp(la.items[i], lb.items[i]);
    movelist_free(&la);
    movelist_free(&lb);
    sb_free(&da);
    sb_free(&db);
    return same;
}

/* s restored from its text into a state of another seed: the same game now and for the next
 * moves. */
static void check_restore(const GameState *s, const GameOptions *opts, uint64_t seed)
{
    StrBuf text = STRBUF_INIT;
    char err[300] = "";
    state_encode(s, &text);
    longest = text.len > longest ? text.len : longest;
    GameState *copy = s->rules->new_game(opts, seed ^ 0x5eed);
    bool decoded = state_decode(copy, sb_str(&text), err, sizeof err);
    CHECK(decoded);
    if (!decoded)
        fprintf(stderr, "  %s: %s\n", s->rules->id, err);
    restored++;
    GameState *original = game_clone(s);
    bool same = decoded && same_game(original, copy);
    for (int k = 0; same && k < CONTINUATION && !game_over(original); k++) {
        char move[MOVE_MAX];
        CHECK(bot_choose(original, BOT_RANDOM, seed + (uint64_t)k, NULL, move, NULL));
        same = original->rules->apply(original, move, err, sizeof err) &&
               copy->rules->apply(copy, move, err, sizeof err) && same_game(original, copy);
    }
    CHECK(same);
    if (!same)
        fprintf(stderr, "  %s: a restored state plays differently: %.200s\n", s->rules->id,
                sb_str(&text));
    game_free(original);
    game_free(copy);
    sb_free(&text);
}

/* Texts that are no whole state of s's game are refused, and the state is left as it was. */
static void check_refusals(const GameState *s)
{
    StrBuf text = STRBUF_INIT;
    state_encode(s, &text);
    const char *good = sb_str(&text);
    int head = (int)(strrchr(good, ' ') - good); /* all but the last value */
    const char *after_game = strchr(good, ' '), *after_version = strchr(after_game + 1, ' ');
    const char *other =
        strcmp(s->rules->id, registry_game(0)->id) ? registry_game(0)->id : registry_game(1)->id;
    StrBuf cases[6] = {STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
                       STRBUF_INIT, STRBUF_INIT, STRBUF_INIT};
    sb_addf(&cases[0], "%.*s", head, good);                         /* cut short */
    sb_addf(&cases[1], "%s 0", good);                               /* a value too many */
    sb_addf(&cases[2], "%s%s", other, after_game);                  /* another game's */
    sb_addf(&cases[3], "%s 999%s", s->rules->id, after_version);    /* a newer version */
    sb_addf(&cases[4], "%.*s 99999999999999999999999", head, good); /* too big for its field */
    sb_addf(&cases[5], "%.*s x", head, good);                       /* not a number */
    GameState *into = game_clone(s);
    for (int i = 0; i < 6; i++) {
        char err[300] = "";
        CHECK(!state_decode(into, sb_str(&cases[i]), err, sizeof err));
        CHECK(err[0] != '\0');
        CHECK(state_fields_equal(into, s));
        sb_free(&cases[i]);
    }
    game_free(into);
    sb_free(&text);
}

static void play_game(const GameRules *rules, int players, uint64_t seed)
{
    GameOptions opts;
    CHECK(lobby_options(rules, players, &opts));
    GameState *state = rules->new_game(&opts, seed);
    Rng rng;
    rng_seed(&rng, seed);
    check_refusals(state);
    for (int number = 1; number <= MOVES_MAX && !game_over(state); number++) {
        char move[MOVE_MAX], err[300];
        CHECK(bot_choose(state, BOT_RANDOM, seed + (uint64_t)number, NULL, move, NULL));
        CHECK(rules->apply(state, move, err, sizeof err));
        if (number % EVERY)
            continue;
        check_restore(state, &opts, seed + (uint64_t)number);
        /* a seat's guessed state, as the network sends it */
        GameState *guess = game_clone(state);
        rules->determinize(guess, (int)rng_below(&rng, (uint32_t)players + 1) - 1, &rng);
        check_restore(guess, &opts, seed + (uint64_t)number);
        game_free(guess);
    }
    CHECK(game_over(state));
    check_restore(state, &opts, seed);
    game_free(state);
}

int main(int argc, char **argv)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if (argc > 1 && strcmp(argv[1], rules->id))
            continue;
        char err[300] = "";
        bool covered = state_schema_check(rules->schema, err, sizeof err);
        CHECK(covered);
        if (!covered)
            fprintf(stderr, "  %s's schema: %s\n", rules->id, err);
        CHECK(rules->schema->size == rules->state_size);
        longest = 0;
        for (int players = rules->min_players; players <= rules->max_players; players++)
            for (int k = 0; k < GAMES_PER_COUNT; k++)
                play_game(rules, players, 3000u * (unsigned)players + (unsigned)k);
        printf("%s: a state's text is at most %zu bytes\n", rules->id, longest);
    }
    printf("%ld states restored from their text\n", restored);
    return check_report("test_snapshot");
}
