/* What the server tells a seat (messages.h). */
#include "messages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/snapshot.h"
#include "net/protocol.h"

GameState *net_seat_state(const GameState *s, int viewer, int moves, int64_t table)
{
    Rng rng;
    /* public data only: the same table, move and seat always give the same guess */
    rng_seed(&rng, rng_first((uint64_t)table * 0x9e3779b97f4a7c15ULL ^
                             (uint64_t)moves * 0xbf58476d1ce4e5b9ULL ^ (uint64_t)(viewer + 1)));
    GameState *guess = game_clone(s);
    guess->rules->determinize(guess, viewer, &rng);
    if (guess->rules->schema->conceal)
        guess->rules->schema->conceal(guess, viewer);
    return guess;
}

void net_msg_view(const GameState *s, int viewer, int moves, int64_t table, StrBuf *out)
{
    int to_move = game_to_move(s);
    sb_addf(out, "state %d %d ", moves, to_move);
    s->rules->describe(s, viewer, out);
    sb_addf(out, "\nsnapshot %d %d ", moves, to_move);
    GameState *guess = net_seat_state(s, viewer, moves, table);
    state_encode(guess, out);
    game_free(guess);
    sb_add(out, "\n");
    if (viewer < 0 || viewer != to_move)
        return;
    MoveList legal = {0};
    s->rules->legal_moves(s, &legal);
    sb_add(out, "legal");
    for (int i = 0; i < legal.count; i++) {
        sb_add(out, i ? "\t" : " ");
        sb_add(out, legal.items[i]);
    }
    sb_add(out, "\n");
    movelist_free(&legal);
}

bool net_move_shown(const GameState *before, const char *move, int mover, int viewer)
{
    return viewer == mover || !before->rules->secret_move ||
           !before->rules->secret_move(before, move);
}

static void add_escaped(const char *text, StrBuf *out)
{
    size_t size = 4 * strlen(text) + 1;
    char *escaped = malloc(size);
    if (!escaped)
        abort();
    net_escape(text, escaped, size);
    sb_add(out, escaped);
    free(escaped);
}

void net_msg_event(int number, int seat, const char *move, const char *log, StrBuf *out)
{
    sb_addf(out, "event %d %d ", number, seat);
    add_escaped(move, out);
    sb_add(out, "\t");
    add_escaped(log, out);
    sb_add(out, "\n");
}

void net_msg_over(const GameState *s, StrBuf *out)
{
    int scores[MAX_SEATS];
    bool won[MAX_SEATS] = {false};
    s->rules->scores(s, scores);
    int winners = s->rules->winners(s, won);
    sb_add(out, "over ");
    for (int i = 0; i < s->players; i++)
        sb_addf(out, "%s%d", i ? "," : "", scores[i]);
    sb_add(out, winners ? " " : " -");
    for (int i = 0, n = 0; i < s->players; i++)
        if (won[i])
            sb_addf(out, "%s%d", n++ ? "," : "", i);
    sb_add(out, "\n");
}

void net_msg_record(const Match *m, StrBuf *out)
{
    StrBuf save = STRBUF_INIT;
    match_write(m, &save);
    sb_add(out, "record ");
    add_escaped(sb_str(&save), out);
    sb_add(out, "\n");
    sb_free(&save);
}

void net_resource_fingerprint_of(const GameResource *res, const void *handle, char *out,
                                 size_t outlen)
{
    StrBuf identity = STRBUF_INIT;
    res->identify(handle, &identity);
    snprintf(out, outlen, "%.*s", (int)strcspn(sb_str(&identity), " "), sb_str(&identity));
    sb_free(&identity);
}

void net_resource_fingerprint(const GameRules *rules, const GameOptions *opts, StrBuf *out)
{
    if (!rules->resource || !opts->resource)
        return;
    char fingerprint[64];
    net_resource_fingerprint_of(rules->resource, opts->resource, fingerprint, sizeof fingerprint);
    sb_addf(out, " resource=%s", fingerprint);
}
