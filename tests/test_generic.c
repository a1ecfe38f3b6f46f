/* The tests every registered game must pass (after OpenSpiel's basic tests): seeded games to the
 * end with random and bot players; every listed move applies; illegal moves are refused with a
 * reason and leave the state alone; invariants (conservation) hold after every move;
 * determinize never changes what the viewer knows; a save replays to the same state; the compact
 * move codes round-trip with the move texts. */
#include <stdlib.h>

#include "ai/bot.h"
#include "check.h"
#include "core/match.h"
#include "core/registry.h"

/* Random games per game and player count; MOGULS_TEST_GAMES overrides (sanitizer builds). */
static int games_per_setting(void)
{
    const char *env = getenv("MOGULS_TEST_GAMES");
    return env && atoi(env) > 0 ? atoi(env) : 400;
}

/* Everything any seat (and a spectator) may know, as one text. */
static void all_views(const GameState *s, StrBuf *out)
{
    sb_clear(out);
    for (int v = -1; v < s->players; v++) {
        s->rules->describe(s, v, out);
        sb_add(out, "\n");
    }
}

static void check_illegal_refused(const GameState *s)
{
    static const char *const junk[] = {"", "xyzzy", "pass pass pass", "take zz", "merge a9 z0",
                                       "play 9Z", "\t", "!@#$%"};
    StrBuf before = STRBUF_INIT, after = STRBUF_INIT;
    all_views(s, &before);
    MoveList legal = MOVELIST_INIT;
    s->rules->legal_moves(s, &legal);
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        if (movelist_contains(&legal, junk[i]))
            continue;
        GameState *copy = game_clone(s);
        char err[200] = "";
        bool applied = s->rules->apply(copy, junk[i], err, sizeof err);
        CHECK(!applied);
        CHECK(err[0] != '\0');
        all_views(copy, &after);
        CHECK(!strcmp(sb_str(&before), sb_str(&after)));
        game_free(copy);
    }
    movelist_free(&legal);
    sb_free(&before);
    sb_free(&after);
}

/* Every listed move (up to a sample of 64) applies to a copy and keeps the invariants. */
static void check_all_listed_apply(const GameState *s, const MoveList *legal)
{
    int step = legal->count > 64 ? legal->count / 64 : 1;
    for (int i = 0; i < legal->count; i += step) {
        GameState *copy = game_clone(s);
        char err[300] = "";
        bool ok = s->rules->apply(copy, legal->items[i], err, sizeof err);
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  %s: listed move '%s' refused: %s\n", s->rules->id,
                    legal->items[i], err);
        ok = ok && s->rules->check_invariants(copy, err, sizeof err);
        CHECK(ok);
        game_free(copy);
    }
}

/* The compact move form: the codes are the listed moves in order, each formats to its text, and
 * applying a code does exactly what applying its text does. The bots' candidates are legal. */
static void check_codes(const GameState *s, const MoveList *legal)
{
    CodeList codes = CODELIST_INIT;
    s->rules->legal_codes(s, &codes);
    CHECK_INT(codes.count, legal->count);
    StrBuf by_text = STRBUF_INIT, by_code = STRBUF_INIT;
    for (int i = 0; i < codes.count && i < legal->count; i++) {
        char text[MOVE_MAX];
        s->rules->format_code(s, codes.items[i], text);
        CHECK_STR(text, legal->items[i]);
        if (i % 4 && i + 1 < codes.count)
            continue; /* apply a sample (and the last), as every listed text applies anyway */
        GameState *a = game_clone(s), *b = game_clone(s);
        CHECK(s->rules->apply(a, legal->items[i], NULL, 0));
        CHECK(s->rules->apply_code(b, codes.items[i]));
        all_views(a, &by_text);
        all_views(b, &by_code);
        CHECK(!strcmp(sb_str(&by_text), sb_str(&by_code)));
        game_free(a);
        game_free(b);
    }
    MoveList candidates = MOVELIST_INIT;
    bot_candidate_moves(s, &candidates);
    CHECK(candidates.count > 0);
    for (int i = 0; i < candidates.count; i++) {
        GameState *copy = game_clone(s);
        char err[300] = "";
        bool ok = s->rules->apply(copy, candidates.items[i], err, sizeof err);
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  %s: candidate '%s' refused: %s\n", s->rules->id,
                    candidates.items[i], err);
        game_free(copy);
    }
    movelist_free(&candidates);
    sb_free(&by_text);
    sb_free(&by_code);
    codelist_free(&codes);
}

static void check_determinize(const GameState *s, Rng *rng)
{
    StrBuf before = STRBUF_INIT, after = STRBUF_INIT;
    for (int v = 0; v < s->players; v++) {
        GameState *copy = game_clone(s);
        sb_clear(&before);
        sb_clear(&after);
        s->rules->describe(s, v, &before);
        s->rules->determinize(copy, v, rng);
        s->rules->describe(copy, v, &after);
        CHECK(!strcmp(sb_str(&before), sb_str(&after)));
        char err[200] = "";
        bool consistent = s->rules->check_invariants(copy, err, sizeof err);
        CHECK(consistent);
        if (!consistent)
            fprintf(stderr, "  after determinize for %d: %s\n", v, err);
        game_free(copy);
    }
    sb_free(&before);
    sb_free(&after);
}

/* Replays the match from its save text and compares every view and the scores. */
static void check_save_round_trip(const Match *m)
{
    StrBuf text = STRBUF_INIT, a = STRBUF_INIT, b = STRBUF_INIT;
    match_write(m, &text);
    char err[300];
    Match *copy = match_read(sb_str(&text), err, sizeof err);
    CHECK(copy != NULL);
    if (!copy) {
        fprintf(stderr, "  reload failed: %s\n", err);
    } else {
        all_views(m->state, &a);
        all_views(copy->state, &b);
        CHECK(!strcmp(sb_str(&a), sb_str(&b)));
        CHECK_INT(copy->move_count, m->move_count);
        match_free(copy);
    }
    sb_free(&text);
    sb_free(&a);
    sb_free(&b);
}

static bool check_invariants(const GameState *s, uint64_t seed, int move_no)
{
    char err[300] = "";
    bool ok = s->rules->check_invariants(s, err, sizeof err);
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "  %s seed %llu move %d: %s\n", s->rules->id, (unsigned long long)seed,
                move_no, err);
    return ok;
}

/* One game to the end; bots[seat] < 0 means random play from the test's own generator. */
static void play_game(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                      const int *bots, bool deep_checks)
{
    Match *m = match_new(rules, opts, seed, NULL);
    Rng rng;
    rng_seed(&rng, seed ^ 0xabcdef);
    MoveList legal = MOVELIST_INIT;
    bool ok = check_invariants(m->state, seed, 0);
    for (int n = 0; ok && !game_over(m->state); n++) {
        int seat = game_to_move(m->state);
        CHECK(seat >= 0 && seat < opts->players);
        movelist_clear(&legal);
        rules->legal_moves(m->state, &legal);
        CHECK(legal.count > 0);
        if (legal.count == 0 || n > 100000)
            break;
        char move[MOVE_MAX], err[300] = "";
        if (bots[seat] >= 0)
            bot_choose(m->state, (BotLevel)bots[seat], seed + (uint64_t)n, NULL, move, NULL);
        else
            snprintf(move, MOVE_MAX, "%s", legal.items[rng_below(&rng, (uint32_t)legal.count)]);
        if (deep_checks && n % 7 == 0) {
            check_illegal_refused(m->state);
            check_all_listed_apply(m->state, &legal);
            check_codes(m->state, &legal);
            check_determinize(m->state, &rng);
        }
        ok = match_play(m, move, err, sizeof err);
        CHECK(ok);
        if (!ok)
            fprintf(stderr, "  %s seed %llu: listed move '%s' refused: %s\n", rules->id,
                    (unsigned long long)seed, move, err);
        ok = ok && check_invariants(m->state, seed, n + 1);
    }
    CHECK(game_over(m->state));
    int scores[MAX_SEATS];
    bool won[MAX_SEATS] = {false};
    rules->scores(m->state, scores);
    int winners = rules->winners(m->state, won);
    CHECK(winners >= 0 && winners <= opts->players);
    ScoreSheet sheet;
    memset(&sheet, 0, sizeof sheet);
    rules->score_sheet(m->state, &sheet);
    for (int seat = 0; seat < opts->players; seat++) {
        int sum = 0;
        for (int r = 0; r < sheet.rows; r++)
            sum += sheet.value[r][seat];
        CHECK_INT(sum, scores[seat]);
    }
    if (deep_checks)
        check_save_round_trip(m);
    movelist_free(&legal);
    match_free(m);
}

/* Plays `games` random games and 3 bot games in one setting; false if the game refuses it. */
static bool test_setting(const GameRules *rules, const GameOptions *opts, const char *label,
                         int games)
{
    char err[200];
    if (!options_validate(rules, opts, err, sizeof err))
        return false; /* a combination the game does not allow (e.g. solitaire without an AI) */
    int random_seats[MAX_SEATS], bot_seats[MAX_SEATS];
    for (int i = 0; i < MAX_SEATS; i++) {
        random_seats[i] = -1;
        bot_seats[i] = i == 0 ? BOT_EASY : -1;
    }
    int failures_before = check_failures;
    for (int g = 0; g < games; g++)
        play_game(rules, opts, (uint64_t)g + 1, random_seats, g % 10 == 0);
    for (int g = 0; g < 3; g++)
        play_game(rules, opts, (uint64_t)g + 5000, bot_seats, true);
    printf("%s, %d players%s: %d random and 3 bot games%s\n", rules->id, opts->players, label,
           games, check_failures == failures_before ? "" : " FAILED");
    return true;
}

/* The values of an option worth a setting of their own: every choice, both flag values, a
 * number's two ends. */
static int option_values(const OptionSpec *spec, int *out)
{
    if (spec->kind == OPTION_NUMBER) {
        out[0] = spec->min;
        out[1] = spec->max;
        return spec->min == spec->max ? 1 : 2;
    }
    int n = 0;
    for (int v = 0; v <= (spec->kind == OPTION_FLAG ? 1 : spec->max) && n < 16; v++)
        out[n++] = v;
    return n;
}

/* Every player count with the default options, and each option's values varied one at a time
 * (so every mode of a game is played: Mint Bid's AI cards, The Estates' open money...). */
static void test_game(const GameRules *rules)
{
    int games = games_per_setting(), settings = 0;
    int variant_games = games / 4 > 20 ? games / 4 : 20;
    for (int players = rules->min_players; players <= rules->max_players; players++) {
        GameOptions opts;
        options_defaults(rules, &opts);
        opts.players = players;
        settings += test_setting(rules, &opts, "", games);
        for (int i = 0; i < rules->option_count; i++) {
            const OptionSpec *spec = &rules->options[i];
            int values[16];
            int count = option_values(spec, values);
            for (int k = 0; k < count; k++) {
                if (values[k] == spec->def)
                    continue;
                GameOptions variant = opts;
                variant.value[i] = values[k];
                char label[80], text[40];
                options_value_text(spec, values[k], text, sizeof text);
                snprintf(label, sizeof label, ", %s=%s", spec->key, text);
                settings += test_setting(rules, &variant, label, variant_games);
            }
        }
    }
    CHECK(settings > 0);
}

int main(void)
{
    CHECK(registry_count() >= 1);
    for (int i = 0; i < registry_count(); i++)
        test_game(registry_game(i));
    return check_report("test_generic");
}
