/* The tests every registered game must pass (after OpenSpiel's basic tests): seeded games to the
 * end with random and bot players; every listed move applies; illegal moves are refused with a
 * reason and leave the state alone; invariants (conservation) hold after every move;
 * determinize never changes what the viewer knows; a save replays to the same state; the compact
 * move codes round-trip with the move texts. */
#include <ctype.h>
#include <stdlib.h>

#include "ai/bot.h"
#include "check.h"
#include "core/datadir.h"
#include "core/match.h"
#include "core/registry.h"
#include "games/buyword/buyword.h"
#include "games/takeover/takeover.h"

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

/* Applies a move to a copy; *views gets every view after it (unchanged when refused). */
static bool apply_to_copy(const GameState *s, const char *move, StrBuf *views, char *err,
                          size_t errlen)
{
    GameState *copy = game_clone(s);
    err[0] = '\0';
    bool ok = s->rules->apply(copy, move, err, errlen);
    all_views(copy, views);
    game_free(copy);
    return ok;
}

/* The move with `len` characters at `at` replaced by `with`. */
static void replaced(const char *move, size_t at, size_t len, const char *with, char *out,
                     size_t outlen)
{
    snprintf(out, outlen, "%.*s%s%s", (int)at, move, with, move + at + len);
}

/* Numbers written in extreme or unusual ways: wherever a listed move has a run of digits, each
 * of these in its place is refused with a reason and leaves the state alone (the sanitizer
 * builds catch any overflow on the way); a leading zero on a number of its own changes
 * nothing. */
static void check_odd_numbers(const GameState *s, const MoveList *legal)
{
    static const char *const odd[] = {"-9223372036854775808",
                                      "9223372036854775807",
                                      "99999999999999999999",
                                      "18446744073709551616",
                                      "-0",
                                      "-1",
                                      "+%s",
                                      "-%s"};
    StrBuf before = STRBUF_INIT, after = STRBUF_INIT, plain = STRBUF_INIT;
    all_views(s, &before);
    int step = legal->count > 4 ? legal->count / 4 : 1;
    for (int i = 0; i < legal->count; i += step) {
        const char *move = legal->items[i];
        for (size_t at = 0; move[at]; at++) {
            if (!isdigit((unsigned char)move[at]) || (at && isdigit((unsigned char)move[at - 1])))
                continue;
            size_t len = strspn(move + at, "0123456789");
            char digits[MOVE_MAX], with[2 * MOVE_MAX], text[4 * MOVE_MAX], err[300];
            snprintf(digits, sizeof digits, "%.*s", (int)len, move + at);
            for (size_t k = 0; k < sizeof odd / sizeof odd[0]; k++) {
                snprintf(with, sizeof with, odd[k], digits);
                replaced(move, at, len, with, text, sizeof text);
                bool ok = apply_to_copy(s, text, &after, err, sizeof err);
                CHECK(!ok && err[0]);
                CHECK(!strcmp(sb_str(&before), sb_str(&after)));
                if (ok)
                    fprintf(stderr, "  %s: '%s' accepted (from '%s')\n", s->rules->id, text, move);
            }
            bool whole = (!at || move[at - 1] == ' ') && (!move[at + len] || move[at + len] == ' ');
            if (!whole || len > 2)
                continue;
            snprintf(with, sizeof with, "0%s", digits);
            replaced(move, at, len, with, text, sizeof text);
            bool ok = apply_to_copy(s, text, &after, err, sizeof err);
            CHECK(ok && apply_to_copy(s, move, &plain, err, sizeof err));
            CHECK(!strcmp(sb_str(&plain), sb_str(&after)));
            if (!ok)
                fprintf(stderr, "  %s: '%s' refused (from '%s'): %s\n", s->rules->id, text, move,
                        err);
        }
    }
    sb_free(&before);
    sb_free(&after);
    sb_free(&plain);
}

/* Every listed move (up to a sample of 64) applies to a copy and keeps the invariants. */
static void check_all_listed_apply(const GameState *s, const MoveList *legal)
{
    int step = legal->count > 64 ? legal->count / 64 : 1;
    for (int i = 0; i < legal->count; i += step) {
        CHECK(strlen(legal->items[i]) < MOVE_MAX - 1); /* not cut short by the list */
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
        /* The whole state, hidden parts and generator included: the code is the text's move. */
        CHECK(!memcmp(a, b, s->rules->state_size));
        game_free(a);
        game_free(b);
    }
    const GameBotHooks *hooks = s->rules->bot;
    /* A listed move with one draw over the list, as from the list (which move a draw gives is
     * the game's to check: GameBotHooks.random_code) */
    if (hooks && hooks->random_code && codes.count > 0)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            Rng by_list, by_hook;
            rng_seed(&by_list, seed * 7919 + (uint64_t)codes.count);
            by_hook = by_list;
            rng_below(&by_list, (uint32_t)codes.count);
            MoveCode picked;
            CHECK(hooks->random_code(s, &by_hook, &picked));
            bool listed = false;
            for (int i = 0; i < codes.count; i++)
                listed |= codes.items[i] == picked;
            CHECK(listed);
            CHECK(!memcmp(&by_list, &by_hook, sizeof by_list)); /* one draw, the same */
        }
    MoveList candidates = MOVELIST_INIT;
    /* The hard level has candidates of its own only where the game gives it hooks. */
    BotLevel last = hooks && hooks->hard ? BOT_HARD : BOT_NORMAL;
    for (BotLevel level = BOT_NORMAL; level <= last; level++) {
        bot_candidate_moves(s, level, &candidates);
        CHECK(candidates.count > 0);
        for (int i = 0; i < candidates.count; i++) {
            GameState *copy = game_clone(s);
            char err[300] = "";
            bool ok = s->rules->apply(copy, candidates.items[i], err, sizeof err);
            CHECK(ok);
            if (!ok)
                fprintf(stderr, "  %s: %s candidate '%s' refused: %s\n", s->rules->id,
                        bot_level_name(level), candidates.items[i], err);
            game_free(copy);
        }
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

/* `move` applied to `samples` determinizations of `before` for `viewer`, each seen by the seats
 * in `seen` (a bit per seat, bit 0 = spectator): true if every copy accepted it and gave the
 * same views as the real `after`. */
static bool outcome_fixed_for(const GameState *before, const char *move, const GameState *after,
                              int viewer, unsigned seen, Rng *rng)
{
    StrBuf real = STRBUF_INIT, guess = STRBUF_INIT;
    for (int v = -1; v < after->players; v++)
        if (seen & (1u << (v + 1)))
            after->rules->describe(after, v, &real);
    bool fixed = true;
    for (int k = 0; k < 3 && fixed; k++) {
        GameState *copy = game_clone(before);
        before->rules->determinize(copy, viewer, rng);
        char err[300];
        fixed = before->rules->apply(copy, move, err, sizeof err);
        sb_clear(&guess);
        for (int v = -1; fixed && v < after->players; v++)
            if (seen & (1u << (v + 1)))
                copy->rules->describe(copy, v, &guess);
        fixed = fixed && !strcmp(sb_str(&real), sb_str(&guess));
        game_free(copy);
    }
    sb_free(&real);
    sb_free(&guess);
    return fixed;
}

/* The game's answer to "what did this move bring to light?" against its own determinize: a
 * move said to reveal nothing gives every seat the same view whatever it could not see; a move
 * said to reveal only its mover's secrets shows nobody anything hidden from the mover. (A move
 * said to reveal something hidden is never taken back, so it needs no check.) */
static void check_reveal(const GameState *before, const char *move, const GameState *after,
                         Rng *rng)
{
    Reveal r = game_reveals(before, move, after);
    int mover = game_to_move(before), n = before->players;
    CHECK(r.kind == REVEAL_NOTHING || (r.with_move && r.with_move[0] && r.since_move && r.since_move[0]));
    bool ok = true;
    if (r.kind == REVEAL_NOTHING)
        for (int v = 0; v < n && ok; v++)
            ok = outcome_fixed_for(before, move, after, v, 1u | (1u << (v + 1)), rng);
    else if (r.kind == REVEAL_OWN)
        ok = outcome_fixed_for(before, move, after, mover, 1u | (1u << (mover + 1)), rng);
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "  %s: '%s' by seat %d is said to reveal %s, but it shows more\n",
                before->rules->id, move, mover,
                r.kind == REVEAL_NOTHING ? "nothing" : "only its mover's secrets");
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

/* Fair undo, seen from the match (every seat human): the move just played is taken back
 * exactly when it revealed nothing hidden from its mover, and playing it again gives every seat
 * the same view as before. */
static void check_undo_last(Match *m)
{
    int last = m->move_count - 1, mover = m->mover[last];
    char why[300] = "", err[300];
    bool allowed = match_undo_allowed(m, mover, why, sizeof why);
    CHECK(allowed == (m->reveal[last].kind != REVEAL_HIDDEN));
    if (!allowed) {
        CHECK(why[0] != '\0');
        return;
    }
    StrBuf before = STRBUF_INIT, again = STRBUF_INIT;
    all_views(m->state, &before);
    char move[MOVE_MAX];
    snprintf(move, sizeof move, "%s", m->moves[last]);
    CHECK(match_undo(m, mover, why, sizeof why));
    CHECK_INT(m->move_count, last);
    CHECK(match_play(m, move, err, sizeof err));
    all_views(m->state, &again);
    CHECK_STR(sb_str(&again), sb_str(&before));
    sb_free(&before);
    sb_free(&again);
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
    bool reveal_checks = deep_checks;
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
            if (n % 35 == 0)
                check_odd_numbers(m->state, &legal);
            check_all_listed_apply(m->state, &legal);
            check_codes(m->state, &legal);
            check_determinize(m->state, &rng);
        }
        GameState *before = reveal_checks ? game_clone(m->state) : NULL;
        ok = match_play(m, move, err, sizeof err);
        if (ok && before)
            check_reveal(before, move, m->state, &rng);
        if (ok && before && n % 11 == 0)
            check_undo_last(m);
        game_free(before);
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

/* A list of `count` coins of Takeover, from the null of suns on: "sn,sa,s2,...". */
static void coin_list(int count, StrBuf *out)
{
    for (int c = 0; c < count; c++) {
        char name[3];
        takeover_coin_text(c, name);
        sb_addf(out, "%s%s", c ? "," : "", name);
    }
}

/* The longest texts a game's notation (docs/notation.md) can write, from the game's own limits;
 * numbers have at most 4 digits (move_parse_number). False for a game not listed here. */
static bool longest_moves(const char *id, StrBuf *out)
{
    sb_clear(out);
    if (!strcmp(id, "buyout")) {
        sb_add(out, "place R 8F\nmove 8F");
    } else if (!strcmp(id, "estates")) {
        sb_add(out, "auction permit 3\nauction cancel\npermit 3 +\nplace 3.10\nbid 999");
    } else if (!strcmp(id, "buyword")) {
        sb_add(out, "sell ");
        for (int i = 0; i < BW_WORD_MAX; i++)
            sb_add(out, "w");
        sb_add(out, "\nchoose 5\ndiscard W");
    } else if (!strcmp(id, "takeover")) {
        /* An offer naming every coin, its two sides together (88 characters, the longest legal
         * move of any game); a choice of stocks and a payment naming every coin, longer than any
         * legal one. */
        sb_add(out, "offer 6 give ");
        coin_list(TK_PIECES - 1, out);
        sb_add(out, " get an\nstocks ");
        coin_list(TK_PIECES, out);
        sb_add(out, "\npenny mn a1 f1 pay ");
        coin_list(TK_PIECES, out);
    } else if (!strcmp(id, "mintbid")) {
        sb_add(out, "bid 9999+9999 right\nauction 30 closed\nmove F 9999 9999 9999 9999\n"
                    "place F 9999 9999\nsecret 9999");
    } else {
        return false;
    }
    return true;
}

/* MOVE_MAX holds every game's longest move, and none is refused for its length. */
static void test_longest_moves_fit(void)
{
    StrBuf lines = STRBUF_INIT;
    for (int i = 0; i < registry_count(); i++) {
        const GameRules *rules = registry_game(i);
        bool listed = longest_moves(rules->id, &lines);
        CHECK(listed);
        if (!listed)
            fprintf(stderr, "  %s: add its longest moves to longest_moves()\n", rules->id);
        GameOptions opts;
        options_defaults(rules, &opts);
        GameState *s = rules->new_game(&opts, 1);
        char move[4 * MOVE_MAX];
        for (const char *p = sb_str(&lines); *p;) {
            size_t n = strcspn(p, "\n");
            snprintf(move, sizeof move, "%.*s", (int)n, p);
            p += n + (p[n] == '\n');
            CHECK(strlen(move) < MOVE_MAX);
            char err[300] = "";
            GameState *copy = game_clone(s);
            rules->apply(copy, move, err, sizeof err);
            CHECK(!strstr(err, "too long"));
            game_free(copy);
        }
        game_free(s);
    }
    sb_free(&lines);
}

/* Adds the top-level keys of one JSON object to `keys` as "|key|", each once. */
static void collect_top_keys(const char *json, StrBuf *keys)
{
    int depth = 0;
    for (const char *p = json; *p; p++) {
        if (*p == '{' || *p == '[') {
            depth++;
        } else if (*p == '}' || *p == ']') {
            depth--;
        } else if (*p == '"') {
            const char *start = ++p;
            while (*p && *p != '"')
                p += *p == '\\' && p[1] ? 2 : 1;
            if (!*p)
                return;
            char key[64];
            snprintf(key, sizeof key, "|%.*s|", (int)(p - start), start);
            if (depth == 1 && p[1] == ':' && !strstr(sb_str(keys), key))
                sb_add(keys, key);
        }
    }
}

/* The fields of the "State JSON" table in the game's section of docs/notation.md, as "|key|". */
static bool documented_keys(const char *doc, const char *game_name, StrBuf *keys)
{
    char heading[80];
    snprintf(heading, sizeof heading, "\n## %s\n", game_name);
    const char *section = strstr(doc, heading);
    const char *next = section ? strstr(section + 1, "\n## ") : NULL;
    const char *table = section ? strstr(section, "\n### State JSON") : NULL;
    if (!table || (next && table > next))
        return false;
    const char *row = strstr(table, "\n| `");
    for (; row && (!next || row < next); row = strstr(row + 1, "\n")) {
        if (strncmp(row, "\n| `", 4))
            break;
        const char *end = strchr(row + 4, '`');
        sb_addf(keys, "|%.*s|", (int)(end - (row + 4)), row + 4);
    }
    return true;
}

/* Every key in `want` ("|a||b|") is in `have`; the missing ones are reported. */
static void check_keys_within(const char *game, const char *want, const char *have,
                              const char *what)
{
    for (const char *p = want; (p = strchr(p, '|')) && p[1]; p = strchr(p + 1, '|') + 1) {
        const char *end = strchr(p + 1, '|');
        char key[64];
        snprintf(key, sizeof key, "%.*s", (int)(end - p + 1), p);
        bool found = strstr(have, key) != NULL;
        CHECK(found);
        if (!found)
            fprintf(stderr, "  %s: state field %s %s\n", game, key, what);
    }
}

/* docs/notation.md documents every top-level field of each game's state JSON, and every field it
 * documents occurs: random games at every player count and option value (Mint Bid's AI cards
 * among them) collect the fields seen by a spectator and by the seat to move. */
static void test_state_docs(void)
{
    char path[512], err[300];
    CHECK(datadir_find("docs/notation.md", path, sizeof path, err, sizeof err));
    char *doc = read_text_file(path, 1 << 20, err, sizeof err);
    CHECK(doc != NULL);
    StrBuf documented = STRBUF_INIT, seen = STRBUF_INIT, json = STRBUF_INIT;
    MoveList legal = MOVELIST_INIT;
    for (int i = 0; doc && i < registry_count(); i++) {
        const GameRules *rules = registry_game(i);
        sb_clear(&documented);
        sb_clear(&seen);
        CHECK(documented_keys(doc, rules->name, &documented));
        for (int players = rules->min_players; players <= rules->max_players; players++)
            for (int option = -1; option < rules->option_count; option++) {
                GameOptions opts;
                options_defaults(rules, &opts);
                opts.players = players;
                int values[16],
                    count = option < 0 ? 1 : option_values(&rules->options[option], values);
                for (int k = 0; k < count; k++) {
                    if (option >= 0)
                        opts.value[option] = values[k];
                    if (!options_validate(rules, &opts, err, sizeof err))
                        continue;
                    GameState *s = rules->new_game(&opts, (uint64_t)(players * 31 + k));
                    Rng rng;
                    rng_seed(&rng, (uint64_t)k + 7);
                    for (int n = 0; n < 5000; n++) {
                        for (int v = -1; v <= 0; v++) {
                            sb_clear(&json);
                            rules->describe(s, v < 0 ? -1 : game_to_move(s), &json);
                            collect_top_keys(sb_str(&json), &seen);
                        }
                        if (game_over(s))
                            break;
                        movelist_clear(&legal);
                        rules->legal_moves(s, &legal);
                        rules->apply(s, legal.items[rng_below(&rng, (uint32_t)legal.count)], err,
                                     sizeof err);
                    }
                    game_free(s);
                }
            }
        check_keys_within(rules->id, sb_str(&seen), sb_str(&documented), "is not documented");
        check_keys_within(rules->id, sb_str(&documented), sb_str(&seen), "never occurs");
    }
    movelist_free(&legal);
    sb_free(&documented);
    sb_free(&seen);
    sb_free(&json);
    free(doc);
}

/* test_generic [ID | docs]: one game's tests (ctest runs one per game, in parallel), the checks
 * of every game's notation and state documents, or with nothing all of them. */
int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    CHECK(registry_count() >= 1);
    if (only && strcmp(only, "docs") && !registry_find(only)) {
        fprintf(stderr, "test_generic: no game '%s' (give a game's id or docs)\n", only);
        return 2;
    }
    if (!only || !strcmp(only, "docs")) {
        test_longest_moves_fit();
        test_state_docs();
    }
    for (int i = 0; i < registry_count(); i++)
        if (!only || !strcmp(only, registry_game(i)->id))
            test_game(registry_game(i));
    return check_report("test_generic");
}
