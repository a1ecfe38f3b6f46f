/* `moguls review FILE [--seat N] [--budget N] [--json]`: the review of a saved game (or a game
 * record), as the app's Review shows it (src/records/review.h). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "core/match.h"
#include "records/review.h"

static void usage(void)
{
    fprintf(stderr, "usage: moguls review FILE [--seat N] [--budget N] [--json]\n");
}

/* A whole number in [low, high] as an int. */
static bool parse_count(const char *text, int low, int high, int *out)
{
    long v;
    if (!cli_parse_long(text, low, high, &v))
        return false;
    *out = (int)v;
    return true;
}

/* Each decision's moves worded for its seat (GameRules.describe_own_move), from the state before
 * it: played[i] and suggested[i] for decision i. */
typedef struct DecisionWords {
    StrBuf *played, *suggested;
} DecisionWords;

static DecisionWords word_decisions(const Review *r, const Match *m)
{
    DecisionWords w = {calloc((size_t)r->count + 1, sizeof(StrBuf)),
                       calloc((size_t)r->count + 1, sizeof(StrBuf))};
    if (!w.played || !w.suggested)
        abort();
    const char *names[MAX_SEATS];
    match_names(m, names);
    GameState *state = match_state_after(m, 0);
    for (int i = 0, at = 0; i < r->count; i++) {
        const ReviewDecision *d = &r->decision[i];
        for (; at < d->move; at++)
            state->rules->apply(state, m->moves[at], NULL, 0);
        review_played_text(d, state, names, &w.played[i]);
        review_suggested_text(d, state, names, &w.suggested[i]);
    }
    game_free(state);
    return w;
}

static void free_words(DecisionWords *w, int count)
{
    for (int i = 0; i < count; i++) {
        sb_free(&w->played[i]);
        sb_free(&w->suggested[i]);
    }
    free(w->played);
    free(w->suggested);
}

static void add_text(StrBuf *out, const Review *r, const Match *m, const DecisionWords *words)
{
    sb_addf(out, "%s: %d decisions reviewed\n", m->rules->name, r->count);
    for (int i = 0; i < r->count; i++) {
        const ReviewDecision *d = &r->decision[i];
        sb_addf(out, "%4d. ", d->move + 1);
        cli_add_printable(out, sb_str(&words->played[i]));
        sb_addf(out, " (wins %d%%); ", review_percent(d->win_played));
        cli_add_printable(out, sb_str(&words->suggested[i]));
        if (strcmp(d->played, d->suggested))
            sb_addf(out, " (wins %d%%)", review_percent(d->win_best));
        sb_add(out, "\n");
    }
    sb_add(out, "costliest:");
    for (int w = 0; w < r->worst_count; w++) {
        const ReviewDecision *d = &r->decision[r->worst[w]];
        sb_addf(out, "%s move %d (-%d%%)", w ? "," : "", d->move + 1,
                review_percent(review_cost(d)));
    }
    sb_add(out, r->worst_count ? "\n" : " none\n");
}

static void add_json(StrBuf *out, const Review *r, const Match *m, const DecisionWords *words)
{
    sb_addf(out, "{\"game\":\"%s\",\"decisions\":[", m->rules->id);
    for (int i = 0; i < r->count; i++) {
        const ReviewDecision *d = &r->decision[i];
        sb_addf(out, "%s{\"move\":%d,\"seat\":%d,\"played\":", i ? "," : "", d->move + 1, d->seat);
        sb_add_json_string(out, d->played);
        sb_add(out, ",\"played_words\":");
        sb_add_json_string(out, sb_str(&words->played[i]));
        sb_add(out, ",\"suggested\":");
        sb_add_json_string(out, d->suggested);
        sb_add(out, ",\"suggested_words\":");
        sb_add_json_string(out, sb_str(&words->suggested[i]));
        sb_addf(out, ",\"win_best\":%.3f,\"win_played\":%.3f,\"cost\":%.3f}", d->win_best,
                d->win_played, review_cost(d));
    }
    sb_add(out, "],\"costliest\":[");
    for (int w = 0; w < r->worst_count; w++)
        sb_addf(out, "%s%d", w ? "," : "", r->decision[r->worst[w]].move + 1);
    sb_add(out, "]}\n");
}

int cli_review(int argc, char **argv, FILE *stream)
{
    const char *path = NULL;
    bool json = false;
    int seat = -1, budget = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = true;
        else if (!strcmp(argv[i], "--seat") && i + 1 < argc &&
                 parse_count(argv[i + 1], 1, MAX_SEATS, &seat))
            seat--, i++; /* seats are counted from 1 on the command line */
        else if (!strcmp(argv[i], "--budget") && i + 1 < argc &&
                 parse_count(argv[i + 1], 1, 10000000, &budget))
            i++;
        else if (!path && argv[i][0] != '-')
            path = argv[i];
        else {
            fprintf(stderr, "moguls review: unexpected argument '%s'\n", argv[i]);
            usage();
            return 2;
        }
    }
    if (!path) {
        usage();
        return 2;
    }
    char err[400];
    Match *m = match_load(path, err, sizeof err);
    if (!m) {
        fprintf(stderr, "moguls review: %s\n", err);
        return 1;
    }
    if (seat >= m->opts.players) {
        fprintf(stderr, "moguls review: this game has %d seats\n", m->opts.players);
        match_free(m);
        return 2;
    }
    Review r;
    if (!review_match(m, seat, budget, m->seed, NULL, NULL, NULL, &r, err, sizeof err)) {
        fprintf(stderr, "moguls review: %s\n", err);
        match_free(m);
        return 1;
    }
    StrBuf out = STRBUF_INIT;
    DecisionWords words = word_decisions(&r, m);
    if (json)
        add_json(&out, &r, m, &words);
    else
        add_text(&out, &r, m, &words);
    free_words(&words, r.count);
    fputs(sb_str(&out), stream);
    sb_free(&out);
    review_free(&r);
    match_free(m);
    return 0;
}
