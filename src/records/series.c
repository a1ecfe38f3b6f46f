#include "series.h"

#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/strbuf.h"

static void note_point(ScoreSeries *s, const GameState *state, int point)
{
    int *row = &s->value[point * s->players];
    state->rules->scores(state, row);
    for (int seat = 0; seat < s->players; seat++) {
        if ((point == 0 && seat == 0) || row[seat] < s->least)
            s->least = row[seat];
        if ((point == 0 && seat == 0) || row[seat] > s->most)
            s->most = row[seat];
    }
}

bool records_score_series(const Match *m, ScoreSeries *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (!game_over(m->state))
        return fail(err, errlen, _("only a finished game has its scores charted"));
    out->players = m->opts.players;
    out->points = m->move_count + 1;
    out->value = calloc((size_t)out->points * (size_t)out->players, sizeof *out->value);
    if (!out->value)
        abort();
    GameState *state = match_state_after(m, 0);
    note_point(out, state, 0);
    bool ok = true;
    for (int i = 0; i < m->move_count && ok; i++) {
        ok = state->rules->apply(state, m->moves[i], err, errlen);
        if (ok)
            note_point(out, state, i + 1);
    }
    game_free(state);
    if (!ok)
        score_series_free(out);
    return ok;
}

void score_series_free(ScoreSeries *s)
{
    free(s->value);
    memset(s, 0, sizeof *s);
}
