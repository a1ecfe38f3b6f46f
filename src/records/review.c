#include "review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "core/i18n.h"
#include "core/strbuf.h"

/* The code of the move played, among the legal codes of `before`: the one whose text it is, or
 * (a text written another way, "bid 05") the one that leaves the seat's view as it does. */
static bool played_code(const GameState *before, const char *played, const CodeList *legal,
                        MoveCode *out)
{
    char text[MOVE_MAX];
    for (int i = 0; i < legal->count; i++) {
        before->rules->format_code(before, legal->items[i], text);
        if (!strcmp(text, played)) {
            *out = legal->items[i];
            return true;
        }
    }
    int seat = game_to_move(before);
    GameState *by_text = game_clone(before), *by_code = game_clone(before);
    StrBuf want = STRBUF_INIT, got = STRBUF_INIT;
    bool found = false;
    if (before->rules->apply(by_text, played, NULL, 0)) {
        before->rules->describe(by_text, seat, &want);
        for (int i = 0; i < legal->count && !found; i++) {
            game_copy(by_code, before);
            before->rules->apply_code(by_code, legal->items[i]);
            sb_clear(&got);
            before->rules->describe(by_code, seat, &got);
            found = !strcmp(sb_str(&want), sb_str(&got));
            *out = legal->items[i];
        }
    }
    sb_free(&want);
    sb_free(&got);
    game_free(by_text);
    game_free(by_code);
    return found;
}

static double win_of(const BotAnalysis *a, MoveCode move)
{
    for (int i = 0; i < a->asked_count; i++)
        if (a->asked[i].move == move)
            return a->asked[i].win;
    return 0.0;
}

/* Each of the two moves weighed gets at least this share of the review's search: the search soon
 * leaves a move it finds poor, and a chance from its few dozen tries (44% to 0% from 20 of 10,000
 * iterations, in a Buyout! game) reads surer than it is. */
#define WEIGHED_SHARE 8

/* One decision: the hard bot's move, then one search that weighs it against the move played. */
static void review_decision(const GameState *before, MoveCode played, int budget, uint64_t seed,
                            const atomic_bool *cancel, ReviewDecision *d)
{
    MoveCode suggested;
    bot_choose_code(before, BOT_HARD, seed, cancel, NULL, &suggested, NULL);
    CodeList asked = CODELIST_INIT;
    codelist_add(&asked, played);
    codelist_add_unique(&asked, suggested);
    BotAnalysis a;
    bot_analyse(before, budget, seed ^ 0x9e3779b97f4a7c15ull, cancel, &asked,
                budget / WEIGHED_SHARE, &a);
    d->win_played = win_of(&a, played);
    /* the yardstick is the hard bot's move; a move the search likes better cost nothing */
    d->win_best = played == suggested ? d->win_played : win_of(&a, suggested);
    if (d->win_best < d->win_played)
        d->win_best = d->win_played;
    before->rules->format_code(before, suggested, d->suggested);
    codelist_free(&asked);
}

int review_percent(double chance)
{
    return (int)(chance * 100.0 + 0.5);
}

/* Counted in the whole percents shown, so that a move never reads as costing something beside two
 * equal chances ("wins 0%" and "instead (wins 0%)"). */
double review_cost(const ReviewDecision *d)
{
    int cost = review_percent(d->win_best) - review_percent(d->win_played);
    return cost > 0 ? cost / 100.0 : 0;
}

static bool reviewed_seat(const Match *m, int mover, int seat)
{
    return seat >= 0 ? mover == seat : !m->seats[mover].bot;
}

void review_rank_worst(Review *r)
{
    r->worst_count = 0;
    for (int i = 0; i < r->count; i++) {
        if (review_cost(&r->decision[i]) <= 0)
            continue;
        int at = r->worst_count < REVIEW_WORST ? r->worst_count++ : REVIEW_WORST;
        while (at > 0 &&
               review_cost(&r->decision[r->worst[at - 1]]) < review_cost(&r->decision[i])) {
            if (at < REVIEW_WORST)
                r->worst[at] = r->worst[at - 1];
            at--;
        }
        if (at < REVIEW_WORST)
            r->worst[at] = i;
    }
}

/* How many moves are decisions of the seats reviewed (for the progress count). */
static int decisions_to_review(const Match *m, int seat)
{
    int total = 0;
    for (int i = 0; i < m->move_count; i++)
        total += reviewed_seat(m, m->mover[i], seat);
    return total;
}

bool review_match(const Match *m, int seat, int budget, uint64_t seed, const atomic_bool *cancel,
                  ReviewProgress progress, void *ctx, Review *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    int total = decisions_to_review(m, seat), done = 0;
    out->decision = calloc((size_t)(total ? total : 1), sizeof *out->decision);
    if (!out->decision)
        abort();
    out->budget = budget;
    GameState *state = match_state_after(m, 0);
    CodeList legal = CODELIST_INIT;
    bool ok = true;
    for (int i = 0; i < m->move_count && ok; i++) {
        if (reviewed_seat(m, m->mover[i], seat)) {
            codelist_clear(&legal);
            state->rules->legal_codes(state, &legal);
            MoveCode played;
            if (legal.count > 1 && played_code(state, m->moves[i], &legal, &played)) {
                ReviewDecision *d = &out->decision[out->count++];
                d->move = i;
                d->seat = m->mover[i];
                snprintf(d->played, sizeof d->played, "%s", m->moves[i]);
                int iterations = budget > 0 ? budget : bot_iterations(state, BOT_HARD);
                review_decision(state, played, iterations, seed + (uint64_t)i, cancel, d);
            }
            if (progress)
                progress(ctx, ++done, total);
        }
        if (cancel && atomic_load(cancel))
            ok = fail(err, errlen, _("the review was cancelled"));
        else if (!state->rules->apply(state, m->moves[i], err, errlen))
            ok = false;
    }
    codelist_free(&legal);
    game_free(state);
    if (ok)
        review_rank_worst(out);
    else
        review_free(out);
    return ok;
}

void review_played_text(const ReviewDecision *d, const GameState *before, const char *const *names,
                        StrBuf *out)
{
    StrBuf words = STRBUF_INIT;
    game_word_move(before, d->played, names, &words);
    /* TRANSLATORS: the Review: a player's name, then the move they played as an infinitive
     * phrase ("sell RAT for $12") */
    sb_addf(out, _("%s chose to %s"), names[d->seat], sb_str(&words));
    sb_free(&words);
}

void review_suggested_text(const ReviewDecision *d, const GameState *before,
                           const char *const *names, StrBuf *out)
{
    if (!strcmp(d->played, d->suggested)) {
        sb_add(out, _("The hard bot agrees"));
        return;
    }
    StrBuf words = STRBUF_INIT;
    game_word_move(before, d->suggested, names, &words);
    if (review_cost(d) <= 0)
        /* TRANSLATORS: the Review: the hard bot's move, an infinitive phrase ("pass"), which the
         * search rates no higher than the move played */
        sb_addf(out, _("The hard bot would %s, which is no better"), sb_str(&words));
    else
        /* TRANSLATORS: the Review: the hard bot's move, an infinitive phrase ("pass") */
        sb_addf(out, _("The hard bot would %s instead"), sb_str(&words));
    sb_free(&words);
}

void review_free(Review *r)
{
    free(r->decision);
    memset(r, 0, sizeof *r);
}
