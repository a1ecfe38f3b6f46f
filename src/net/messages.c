/* What the server tells a seat (messages.h). */
#include "messages.h"

#include <stdlib.h>

#include "net/protocol.h"

void net_msg_view(const GameState *s, int viewer, int moves, StrBuf *out)
{
    int to_move = game_to_move(s);
    sb_addf(out, "state %d %d ", moves, to_move);
    s->rules->describe(s, viewer, out);
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

void net_msg_event(int number, int seat, const char *log, StrBuf *out)
{
    size_t size = 4 * strlen(log) + 1;
    char *escaped = malloc(size);
    if (!escaped)
        abort();
    net_escape(log, escaped, size);
    sb_addf(out, "event %d %d %s\n", number, seat, escaped);
    free(escaped);
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
