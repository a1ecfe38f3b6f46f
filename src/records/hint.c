#include "hint.h"

#include <stdio.h>
#include <string.h>

#include "ai/bot.h"
#include "core/i18n.h"
#include "core/movelist.h"
#include "core/strbuf.h"

/* The search's view of a move, found among what it reported (0 when it never reached it). */
static double win_of(const BotAnalysis *a, MoveCode move)
{
    for (int i = 0; i < a->asked_count; i++)
        if (a->asked[i].move == move)
            return a->asked[i].win;
    for (int i = 0; i < a->count; i++)
        if (a->best[i].move == move)
            return a->best[i].win;
    return 0.0;
}

static void add_candidate(Hint *out, const GameState *state, MoveCode move, double win)
{
    state->rules->format_code(state, move, out->candidate[out->count].move);
    out->candidate[out->count].win = win;
    out->count++;
}

bool hint_find(const GameState *state, int budget, uint64_t seed, const atomic_bool *cancel,
               Hint *out)
{
    memset(out, 0, sizeof *out);
    if (game_over(state))
        return false;
    out->seat = game_to_move(state);
    MoveCode chosen;
    if (!bot_choose_code(state, BOT_HARD, seed, cancel, NULL, &chosen, NULL))
        return false;
    CodeList asked = CODELIST_INIT;
    codelist_add(&asked, chosen);
    BotAnalysis a;
    int iterations = budget > 0 ? budget : bot_iterations(state, BOT_HARD);
    bool ok = bot_analyse(state, iterations, seed ^ 0x9e3779b97f4a7c15ull, cancel, &asked, &a);
    codelist_free(&asked);
    if (!ok || (cancel && atomic_load(cancel)))
        return false;
    add_candidate(out, state, chosen, win_of(&a, chosen));
    /* the runners-up: the moves the search visited most, the hard bot's own left out */
    for (int i = 0; i < a.count && out->count < HINT_CANDIDATES; i++)
        if (a.best[i].move != chosen && a.best[i].visits > 0)
            add_candidate(out, state, a.best[i].move, a.best[i].win);
    return true;
}

/* A chance of winning as a whole percentage, never shown as 100 or 0 (the search is not sure). */
static int percent(double win)
{
    int p = (int)(win * 100.0 + 0.5);
    return p > 99 ? 99 : p < 1 ? 1 : p;
}

void hint_line(const Hint *hint, const GameState *state, const char *const *names, char *out,
               size_t outlen)
{
    if (hint->count == 0) {
        snprintf(out, outlen, "%s", _("No hint: the game is over"));
        return;
    }
    StrBuf words = STRBUF_INIT;
    game_word_move(state, hint->candidate[0].move, names, &words);
    /* TRANSLATORS: a hint: the hard bot's move, an infinitive phrase as it follows "would"
     * ("sell RAT for $12"), and its chance of winning */
    int n = snprintf(out, outlen, _("The hard bot would %s (%d%% to win)"), sb_str(&words),
                     percent(hint->candidate[0].win));
    size_t most = outlen < HINT_LINE_MOST ? outlen : HINT_LINE_MOST;
    char runner_up[HINT_LINE_MOST];
    for (int i = 1; i < hint->count && n > 0 && (size_t)n < most; i++) {
        sb_clear(&words);
        game_word_move(state, hint->candidate[i].move, names, &words);
        /* TRANSLATORS: a hint's runners-up after the hard bot's move, infinitive phrases:
         * "; else pass (48%)", then "; or discard the Q (40%)" (a worded move may hold a
         * comma, so the runners-up are parted by more than one) */
        const char *format = i == 1 ? _("; else %s (%d%%)") : _("; or %s (%d%%)");
        int len = snprintf(runner_up, sizeof runner_up, format, sb_str(&words),
                           percent(hint->candidate[i].win));
        if (len < 0 || (size_t)n + (size_t)len >= most)
            break; /* a long move read in full is worth more than the runners-up */
        memcpy(out + n, runner_up, (size_t)len + 1);
        n += len;
    }
    sb_free(&words);
}
