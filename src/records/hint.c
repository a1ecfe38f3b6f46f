#include "hint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "core/i18n.h"
#include "core/movelist.h"
#include "core/strbuf.h"

static void add_candidate(Hint *out, const GameState *state, BotMoveValue value)
{
    state->rules->format_code(state, value.move, out->candidate[out->count].move);
    out->candidate[out->count].win = value.win;
    out->count++;
}

/* How much higher the search must rate its own choice than the hard bot's move to recommend it
 * instead: a few points are within the figures' noise (a move tried some hundred times is known
 * to a few points), where the bot's rule, the game's strongest play, stands. */
#define CLEARLY_BETTER 0.05

/* The move the card recommends: the hard bot's, unless the search tried another move more often
 * and rates it clearly higher (only where the hard bot decides by a rule of its own, or the hint
 * searches less than the bot: otherwise the search is the bot's own and its move the one tried
 * most). A move tried less often than the bot's is never preferred for a higher rate: UCB tries a
 * move more the better it looks, so a high rate on fewer tries is the less sure figure. */
static BotMoveValue recommended(const BotAnalysis *a, BotMoveValue bot_move)
{
    if (a->count > 0 && a->best[0].visits > bot_move.visits &&
        a->best[0].win >= bot_move.win + CLEARLY_BETTER)
        return a->best[0];
    return bot_move;
}

static int by_chance(const void *x, const void *y)
{
    double a = ((const BotMoveValue *)x)->win, b = ((const BotMoveValue *)y)->win;
    return (a < b) - (a > b);
}

/* The runners-up, at most `most`, best chance first: the moves the search tried (and the hard
 * bot's, where it is not recommended), none rated above the recommended move, so the card
 * never reads as recommending the worse move. */
static int runners_up(const BotAnalysis *a, BotMoveValue first, BotMoveValue bot_move,
                      BotMoveValue *out, int most)
{
    BotMoveValue seen[BOT_ANALYSIS_MAX + 1];
    int n = 0;
    if (bot_move.move != first.move)
        seen[n++] = bot_move;
    for (int i = 0; i < a->count; i++)
        if (a->best[i].move != first.move && a->best[i].move != bot_move.move &&
            a->best[i].visits > 0 && a->best[i].win <= first.win)
            seen[n++] = a->best[i];
    qsort(seen, (size_t)n, sizeof seen[0], by_chance);
    n = n < most ? n : most;
    memcpy(out, seen, (size_t)n * sizeof seen[0]);
    return n;
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
    /* Every number on the card comes from this one search, asked about the hard bot's move. With
     * the bot's own seed and budget it is the very search the hard bot ran, where it searches. */
    CodeList asked = CODELIST_INIT;
    codelist_add(&asked, chosen);
    BotAnalysis a;
    int iterations = budget > 0 ? budget : bot_iterations(state, BOT_HARD);
    bool ok = bot_analyse(state, iterations, seed, cancel, &asked, 0, &a);
    codelist_free(&asked);
    if (!ok || (cancel && atomic_load(cancel)))
        return false;
    BotMoveValue first = recommended(&a, a.asked[0]);
    out->hard_bot_first = first.move == chosen;
    add_candidate(out, state, first);
    BotMoveValue others[HINT_CANDIDATES - 1];
    int count = runners_up(&a, first, a.asked[0], others, HINT_CANDIDATES - 1);
    for (int i = 0; i < count; i++)
        add_candidate(out, state, others[i]);
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
    const char *headline = _("The hard bot would %s (%d%% to win)");
    if (!hint->hard_bot_first)
        /* TRANSLATORS: a hint whose search rates a move above the one the hard bot would make
         * (the bot's move follows among the runners-up): that move, an infinitive phrase
         * ("sell RAT for $12"), and its chance of winning */
        headline = _("Best found by the search: %s (%d%% to win)");
    int n = snprintf(out, outlen, headline, sb_str(&words), percent(hint->candidate[0].win));
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
