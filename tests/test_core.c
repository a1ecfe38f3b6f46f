/* Core unit tests: the RNG, option parsing, match history (undo, log), save files. */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "core/match.h"
#include "core/movewords.h"
#include "core/registry.h"

/* ---- RNG: the same numbers on every machine ---- */

#define RNG_SEED42_FIRST 0x15780b2e0c2ec716ULL
#define RNG_SEED42_SECOND 0x6104d9866d113a7eULL
static const int RNG_SEED7_D6[5] = {5, 2, 1, 1, 2};

static void test_rng(void)
{
    Rng a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++)
        CHECK(rng_next(&a) == rng_next(&b));

    /* Pinned values: if these change, every saved game would replay differently. */
    Rng r;
    rng_seed(&r, 42);
    CHECK(rng_next(&r) == RNG_SEED42_FIRST);
    CHECK(rng_first(42) == RNG_SEED42_FIRST);
    for (uint64_t seed = 0; seed < 1000; seed++) { /* and for every seed */
        Rng fresh;
        rng_seed(&fresh, seed * 0x9e3779b97f4a7c15ULL + 12345);
        CHECK(rng_first(seed * 0x9e3779b97f4a7c15ULL + 12345) == rng_next(&fresh));
    }
    CHECK(rng_next(&r) == RNG_SEED42_SECOND);
    rng_seed(&r, 7);
    int draws[5];
    for (int i = 0; i < 5; i++)
        draws[i] = (int)rng_below(&r, 6);
    CHECK_INT(draws[0], RNG_SEED7_D6[0]);
    CHECK_INT(draws[1], RNG_SEED7_D6[1]);
    CHECK_INT(draws[2], RNG_SEED7_D6[2]);
    CHECK_INT(draws[3], RNG_SEED7_D6[3]);
    CHECK_INT(draws[4], RNG_SEED7_D6[4]);

    /* rng_below stays in range and hits every value. */
    int seen[7] = {0};
    for (int i = 0; i < 7000; i++)
        seen[rng_below(&r, 7)]++;
    for (int v = 0; v < 7; v++)
        CHECK(seen[v] > 800 && seen[v] < 1200);

    /* A shuffle is a permutation. */
    int items[20], count[20] = {0};
    for (int i = 0; i < 20; i++)
        items[i] = i;
    rng_shuffle(&r, items, 20, sizeof items[0]);
    for (int i = 0; i < 20; i++)
        count[items[i]]++;
    for (int i = 0; i < 20; i++)
        CHECK_INT(count[i], 1);
}

/* ---- options ---- */

static const char *const money_choices[] = {"hidden", "open"};
static const OptionSpec fake_options[] = {
    {"rounds", "Rounds", "rounds to play", OPTION_NUMBER, 1, 5, 1, NULL},
    {"money", "Money", "who sees money", OPTION_CHOICE, 0, 1, 0, money_choices},
    {"fast", "Fast", "shorter game", OPTION_FLAG, 0, 1, 0, NULL},
};
static const GameRules fake_rules = {
    .id = "estates", .name = "Fake", .min_players = 2, .max_players = 6, .default_players = 4,
    .options = fake_options, .option_count = 3};

static void test_options(void)
{
    GameOptions o;
    char err[200];
    const char *good[] = {"players=3", "rounds=2", "money=open", "fast=on"};
    CHECK(options_parse(&fake_rules, 4, good, &o, err, sizeof err));
    CHECK_INT(o.players, 3);
    CHECK_INT(options_get(&fake_rules, &o, "rounds"), 2);
    CHECK_INT(options_get(&fake_rules, &o, "money"), 1);
    CHECK_INT(options_get(&fake_rules, &o, "fast"), 1);
    CHECK_INT(options_get(&fake_rules, &o, "nope"), -1);

    StrBuf text = STRBUF_INIT;
    options_format(&fake_rules, &o, &text);
    CHECK_STR(sb_str(&text), "players=3 rounds=2 money=open fast=on");
    sb_free(&text);

    CHECK(options_parse(&fake_rules, 0, NULL, &o, err, sizeof err));
    CHECK_INT(o.players, 4);
    CHECK_INT(o.value[0], 1);

    const char *bad_number[] = {"rounds=x"};
    CHECK(!options_parse(&fake_rules, 1, bad_number, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'rounds=x': expected a number 1-5");
    const char *too_big[] = {"rounds=6"};
    CHECK(!options_parse(&fake_rules, 1, too_big, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'rounds=6': expected a number 1-5");
    const char *bad_choice[] = {"money=shown"};
    CHECK(!options_parse(&fake_rules, 1, bad_choice, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'money=shown': expected one of hidden, open");
    const char *bad_flag[] = {"fast=maybe"};
    CHECK(!options_parse(&fake_rules, 1, bad_flag, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'fast=maybe': expected on or off");
    const char *unknown[] = {"colour=red"};
    CHECK(!options_parse(&fake_rules, 1, unknown, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'colour=red': this game's options are players, "
                   "rounds, money, fast");
    const char *players[] = {"players=7"};
    CHECK(!options_parse(&fake_rules, 1, players, &o, err, sizeof err));
    CHECK_STR(err, "estates: unknown option 'players=7': expected a number 2-6");
    /* Numbers beyond any integer type, signs and spaces are refused with the same reason. */
    static const char *const odd[] = {"rounds=-9223372036854775808",
                                      "rounds=9223372036854775807",
                                      "rounds=99999999999999999999",
                                      "rounds=+2",
                                      "rounds= 2",
                                      "rounds=-0",
                                      "rounds=2 ",
                                      "rounds="};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        char expected[120];
        snprintf(expected, sizeof expected, "estates: unknown option '%s': expected a number 1-5",
                 odd[i]);
        CHECK(!options_parse(&fake_rules, 1, &odd[i], &o, err, sizeof err));
        CHECK_STR(err, expected);
    }
    const char *zero[] = {"rounds=02"};
    CHECK(options_parse(&fake_rules, 1, zero, &o, err, sizeof err));
    CHECK_INT(options_get(&fake_rules, &o, "rounds"), 2);
    const char *no_value[] = {"rounds"};
    CHECK(!options_parse(&fake_rules, 1, no_value, &o, err, sizeof err));
    CHECK_STR(err, "estates: option 'rounds' is not of the form key=value");
}

/* Numbers in moves: 4 digits at most, no sign or space, whatever the size. */
static void test_move_numbers(void)
{
    static const struct {
        const char *text;
        int value; /* -1: refused */
    } cases[] = {{"0", 0},
                 {"7", 7},
                 {"0005", 5},
                 {"9999", 9999},
                 {"00005", -1},
                 {"10000", -1},
                 {"+5", -1},
                 {"-0", -1},
                 {"-5", -1},
                 {" 5", -1},
                 {"5 ", -1},
                 {"", -1},
                 {"5x", -1},
                 {"0x5", -1},
                 {"-9223372036854775808", -1},
                 {"9223372036854775807", -1},
                 {"99999999999999999999", -1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int value = -1;
        bool ok = move_parse_number(cases[i].text, &value);
        CHECK(ok == (cases[i].value >= 0));
        CHECK_INT(ok ? value : -1, cases[i].value);
    }
}

/* The singular for exactly one, the plural for every other count, as whole phrases. */
static void test_plural_text(void)
{
    StrBuf text = STRBUF_INIT;
    for (int n = 0; n <= 2; n++)
        sb_addf(&text, plural_text("%d lot;", "%d lots;", (unsigned long)n), n);
    CHECK_STR(sb_str(&text), "0 lots;1 lot;2 lots;");
    sb_free(&text);
}

/* ---- match history ---- */

static Match *new_match(const GameRules *rules, uint64_t seed, bool first_human_only)
{
    GameOptions o;
    options_defaults(rules, &o);
    Seat seats[MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < o.players; i++) {
        snprintf(seats[i].name, SEAT_NAME_MAX, "P%d", i + 1);
        seats[i].bot = first_human_only && i > 0;
        seats[i].level = BOT_EASY;
        seats[i].colour = i;
    }
    return match_new(rules, &o, seed, seats);
}

static void play_random(Match *m, int moves, uint64_t seed)
{
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    char err[200];
    for (int i = 0; i < moves && !game_over(m->state); i++) {
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        const char *move = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        bool played = match_play(m, move, err, sizeof err);
        CHECK(played);
        if (!played)
            fprintf(stderr, "  move %d '%s' refused: %s\n", i, move, err);
    }
    movelist_free(&legal);
}

static void views(const GameState *s, StrBuf *out)
{
    sb_clear(out);
    for (int v = -1; v < s->players; v++)
        s->rules->describe(s, v, out);
}

/* The house rule spelled out from the recorded reveals: seat may take back its last decision
 * when it made the last human decision and nothing after it (or in it) showed seat a secret. */
static bool undo_expected(const Match *m, int seat)
{
    int target = -1;
    for (int i = m->move_count - 1; i >= 0 && target < 0; i--)
        if (!m->seats[m->mover[i]].bot)
            target = i;
    if (target < 0 || m->mover[target] != seat)
        return false;
    for (int i = target; i < m->move_count; i++)
        if (m->reveal[i].kind == REVEAL_HIDDEN ||
            (m->reveal[i].kind == REVEAL_OWN && m->mover[i] != seat))
            return false;
    return true;
}

/* Plays random moves; after each, undo is allowed exactly as the rule says, for the human and
 * never for a bot; when allowed it goes back to just before the human's last decision. */
static void test_undo(const GameRules *rules)
{
    Match *m = new_match(rules, 11, true);
    char why[300], err[200];
    CHECK(!match_undo_allowed(m, 0, why, sizeof why));
    CHECK_STR(why, "You have not made a move yet");
    int allowed = 0, refused = 0;
    StrBuf expected = STRBUF_INIT, actual = STRBUF_INIT;
    for (int step = 0; step < 60 && !game_over(m->state); step++) {
        play_random(m, 1, 100 + (uint64_t)step);
        bool ok = match_undo_allowed(m, 0, why, sizeof why);
        CHECK(ok == undo_expected(m, 0));
        CHECK(ok || why[0]);
        CHECK(!match_undo_allowed(m, 1, why, sizeof why));
        allowed += ok;
        refused += !ok;
        if (!ok || step % 3)
            continue;
        /* Undo goes back to just before the human's last decision, log included. */
        int target = m->move_count - 1;
        while (m->mover[target] != 0)
            target--;
        Match *fresh = new_match(rules, 11, true);
        for (int i = 0; i < target; i++)
            CHECK(match_play(fresh, m->moves[i], err, sizeof err));
        Match *copy = new_match(rules, 11, true);
        for (int i = 0; i < m->move_count; i++)
            CHECK(match_play(copy, m->moves[i], err, sizeof err));
        CHECK(match_undo(copy, 0, why, sizeof why));
        CHECK_INT(copy->move_count, target);
        views(fresh->state, &expected);
        views(copy->state, &actual);
        CHECK_STR(sb_str(&actual), sb_str(&expected));
        for (int i = 0; i < copy->move_count; i++)
            CHECK_STR(copy->log[i], fresh->log[i]);
        match_free(fresh);
        match_free(copy);
    }
    printf("%s: undo allowed %d times, refused %d times in 60 moves\n", rules->id, allowed,
           refused);
    CHECK(refused > 0);

    /* Replaying the same moves gives the same draws: nothing is re-rolled. */
    Match *redo = new_match(rules, 11, true);
    for (int i = 0; i < m->move_count; i++)
        CHECK(match_play(redo, m->moves[i], err, sizeof err));
    views(m->state, &expected);
    views(redo->state, &actual);
    CHECK_STR(sb_str(&actual), sb_str(&expected));
    match_free(redo);

    /* Forced undo takes back exactly one move, whatever it showed. */
    int count = m->move_count;
    CHECK(match_undo_force(m));
    CHECK_INT(m->move_count, count - 1);
    match_free(m);
    sb_free(&expected);
    sb_free(&actual);
}

/* Hot-seat: the player handed the device never takes back the previous human's move; a practice
 * game undoes freely. */
static void test_undo_hot_seat(const GameRules *rules)
{
    Match *m = new_match(rules, 12, false); /* every seat human */
    char why[300], err[200];
    MoveList legal = MOVELIST_INIT;
    rules->legal_moves(m->state, &legal);
    int first = game_to_move(m->state);
    CHECK(match_play(m, legal.items[0], err, sizeof err));
    int next = game_to_move(m->state);
    if (next != first) {
        CHECK(!match_undo_allowed(m, next, why, sizeof why));
        char expected[120];
        snprintf(expected, sizeof expected, "P%d has moved since your last decision", first + 1);
        CHECK_STR(why, expected);
    }
    m->practice = true;
    CHECK(match_undo(m, next, why, sizeof why));
    CHECK_INT(m->move_count, 0);
    movelist_free(&legal);
    match_free(m);
}

/* ---- save files ---- */

static const char *tmp_path(const char *name)
{
    static char path[256];
    snprintf(path, sizeof path, "/tmp/moguls-test-%d-%s", (int)getpid(), name);
    return path;
}

static void expect_refused(const char *text, const char *fragment)
{
    char err[400] = "";
    Match *m = match_read(text, err, sizeof err);
    CHECK(m == NULL);
    CHECK_HAS(err, fragment);
    match_free(m);
}

/* Files in the folder of `prefix` whose names start like its last part. */
static int files_starting(const char *prefix)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s", prefix);
    char *slash = strrchr(dir, '/');
    *slash = '\0';
    const char *start = slash + 1;
    int count = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));)
        count += !strncmp(e->d_name, start, strlen(start));
    if (d)
        closedir(d);
    return count;
}

/* Two programs saving the same file over and over: a reader always finds one whole save. */
/* Removes the files whose paths start with prefix. */
static void remove_files_starting(const char *prefix)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s", prefix);
    char *slash = strrchr(dir, '/');
    *slash = '\0';
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (!strncmp(path, prefix, strlen(prefix)))
            remove(path);
    }
    if (d)
        closedir(d);
}

static void test_concurrent_saves(const GameRules *rules)
{
    Match *a = new_match(rules, 1, false), *b = new_match(rules, 2, false);
    play_random(a, 3, 1);
    play_random(b, 5, 2);
    const char *path = tmp_path("shared.txt");
    char err[300];
    CHECK(match_save(a, path, err, sizeof err));
    pid_t child = fork();
    if (child == 0) {
        for (int i = 0; i < 300; i++)
            match_save(b, path, err, sizeof err);
        _exit(0);
    }
    int whole = 0;
    for (int i = 0; i < 300; i++) {
        CHECK(match_save(a, path, err, sizeof err));
        Match *read = match_load(path, err, sizeof err);
        CHECK(read != NULL);
        whole += read && (read->move_count == 3 || read->move_count == 5);
        match_free(read);
    }
    waitpid(child, NULL, 0);
    CHECK_INT(whole, 300);
    CHECK_INT(files_starting(tmp_path("shared.txt.")), 0);
    remove(path);
    match_free(a);
    match_free(b);
}

static void test_save_files(const GameRules *rules)
{
    Match *m = new_match(rules, 1234, false);
    snprintf(m->seats[1].name, SEAT_NAME_MAX, "Ana Maria");
    m->seats[1].bot = true;
    m->seats[1].level = BOT_HARD;
    play_random(m, 25, 9);

    char err[400];
    char path[256];
    snprintf(path, sizeof path, "%s", tmp_path("save.txt"));
    /* A link planted at a predictable temporary name is never followed. */
    CHECK_WRITE(tmp_path("victim.txt"), "precious");
    remove(tmp_path("save.txt.tmp"));
    char victim_path[256];
    snprintf(victim_path, sizeof victim_path, "%s", tmp_path("victim.txt"));
    CHECK(symlink(victim_path, tmp_path("save.txt.tmp")) == 0);
    CHECK(match_save(m, path, err, sizeof err));
    char *victim = read_text_file(tmp_path("victim.txt"), 100, err, sizeof err);
    CHECK_STR(victim ? victim : "", "precious");
    free(victim);
    remove(tmp_path("save.txt.tmp"));
    remove(tmp_path("victim.txt"));
    CHECK_INT(files_starting(tmp_path("save.txt.")), 0); /* no temporary file left behind */
    Match *loaded = match_load(path, err, sizeof err);
    CHECK(loaded != NULL);
    if (!loaded)
        fprintf(stderr, "  %s\n", err);
    if (loaded) {
        CHECK_INT(loaded->move_count, 25);
        CHECK(loaded->seed == 1234);
        CHECK_STR(loaded->seats[1].name, "Ana Maria");
        CHECK(loaded->seats[1].bot);
        CHECK_INT(loaded->seats[1].level, BOT_HARD);
        CHECK_INT(loaded->seats[2].colour, 2);
        StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
        views(m->state, &a);
        views(loaded->state, &b);
        CHECK_STR(sb_str(&b), sb_str(&a));
        match_write(m, &a);
        match_write(loaded, &b);
        CHECK_STR(sb_str(&b), sb_str(&a));
        sb_free(&a);
        sb_free(&b);
        match_free(loaded);
    }

    StrBuf text = STRBUF_INIT;
    match_write(m, &text);
    const char *good = sb_str(&text);
    CHECK_HAS(good, "moguls-save 3\n");
    CHECK(strstr(good, "journal\n") == NULL);
    CHECK(strstr(good, "practice\n") == NULL);

    /* The header is read without replaying, for the saved-games list. */
    SaveSummary summary;
    CHECK(match_peek(good, &summary, err, sizeof err));
    CHECK(summary.rules == rules);
    CHECK_INT(summary.moves, 25);
    CHECK_INT(summary.opts.players, m->opts.players);
    CHECK_STR(summary.seats[1].name, "Ana Maria");
    CHECK(!summary.practice);

    /* A practice game says so, and stays one when loaded. */
    m->practice = true;
    StrBuf practice = STRBUF_INIT;
    match_write(m, &practice);
    m->practice = false;
    CHECK_HAS(sb_str(&practice), "practice\n");
    CHECK(match_peek(sb_str(&practice), &summary, err, sizeof err) && summary.practice);
    Match *reloaded = match_read(sb_str(&practice), err, sizeof err);
    CHECK(reloaded && reloaded->practice);
    match_free(reloaded);
    sb_free(&practice);

    /* A game in which a hint was used says so in format 4, as a save and as a journal, and
     * stays assisted when loaded; "assisted" in an older format is no header line. */
    m->assisted = true;
    StrBuf assisted = STRBUF_INIT, assisted_journal = STRBUF_INIT;
    match_write(m, &assisted);
    match_write_journal(m, &assisted_journal);
    m->assisted = false;
    CHECK_HAS(sb_str(&assisted), "moguls-save 4\n");
    CHECK_HAS(sb_str(&assisted), "assisted\n");
    CHECK(match_peek(sb_str(&assisted), &summary, err, sizeof err) && summary.assisted);
    CHECK(match_peek(good, &summary, err, sizeof err) && !summary.assisted);
    reloaded = match_read(sb_str(&assisted), err, sizeof err);
    CHECK(reloaded && reloaded->assisted && reloaded->move_count == 25);
    match_free(reloaded);
    reloaded = match_read(sb_str(&assisted_journal), err, sizeof err);
    CHECK(reloaded && reloaded->assisted);
    match_free(reloaded);
    char *mislabelled = strdup(sb_str(&assisted));
    mislabelled[strlen("moguls-save ")] = '3';
    CHECK(match_read(mislabelled, err, sizeof err) == NULL);
    CHECK_HAS(err, "expected 'seat'");
    free(mislabelled);
    sb_free(&assisted);
    sb_free(&assisted_journal);

    /* Saves of format 1 (before practice games and resources) and 2 (before journals) still
     * load. */
    char *older = strdup(good);
    for (char version = '1'; version <= '2'; version++) {
        older[strlen("moguls-save ")] = version;
        reloaded = match_read(older, err, sizeof err);
        CHECK(reloaded != NULL);
        CHECK(reloaded && reloaded->move_count == 25 && !reloaded->torn_line);
        match_free(reloaded);
    }
    free(older);

    /* Truncated anywhere: refused, never half-loaded. */
    char *cut = malloc(text.len + 1);
    for (size_t n = 0; n + 1 < text.len; n += 7) {
        memcpy(cut, good, n);
        cut[n] = '\0';
        char why[400] = "";
        Match *partial = match_read(cut, why, sizeof why);
        CHECK(partial == NULL);
        CHECK(why[0] != '\0');
        match_free(partial);
    }
    free(cut);

    expect_refused("", "not a Moguls save file");
    expect_refused("PNG\x89 binary junk", "not a Moguls save file");
    expect_refused("moguls-save 99\ngame takeover\n", "newer Moguls (format 99");
    expect_refused("moguls-save 99999999999999999999999\ngame takeover\n", "newer Moguls");
    expect_refused("moguls-save -1\ngame takeover\n", "not a Moguls save file");
    expect_refused("moguls-save 2x\ngame takeover\n", "not a Moguls save file");
    expect_refused("moguls-save 1\ngame chess\n", "line 2: unknown game 'chess'");
    expect_refused("moguls-save 1\ngame takeover\nseed abc\n", "line 3: expected 'seed NUMBER'");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=9\n",
                   "line 4: takeover: unknown option 'players=9'");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n",
                   "line 5: expected 'seat' 2 of 2");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n"
                   "seat easy 99999999999 B\n",
                   "line 6: a seat needs a kind, a colour (a small number) and a name");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n"
                   "seat robot 1 B\n",
                   "line 6: unknown seat kind 'robot'");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n"
                   "seat easy 1 B\nmove fly away\nend\n",
                   "line 7: move 'fly away' is illegal");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n"
                   "seat easy 1 B\nend\nmore\n",
                   "text after 'end'");
    expect_refused("moguls-save 1\ngame takeover\nseed 5\noptions players=2\nseat human 0 A\n"
                   "seat easy 1 B\n",
                   "cut short");

    /* Files: missing, binary, too big. */
    CHECK(match_load(tmp_path("missing.txt"), err, sizeof err) == NULL);
    CHECK_HAS(err, "cannot open");
    FILE *f = fopen(tmp_path("binary.txt"), "wb");
    fwrite("moguls-save 1\n\0\0\0", 1, 17, f);
    fclose(f);
    CHECK(match_load(tmp_path("binary.txt"), err, sizeof err) == NULL);
    CHECK_HAS(err, "not a text file");
    remove(tmp_path("binary.txt"));

    /* A folder or a pipe is refused at once (a pipe would otherwise wait for a writer). */
    CHECK(match_load("/tmp", err, sizeof err) == NULL);
    CHECK_HAS(err, "is a folder, not a file");
    remove(tmp_path("pipe"));
    CHECK(mkfifo(tmp_path("pipe"), 0600) == 0);
    CHECK(match_load(tmp_path("pipe"), err, sizeof err) == NULL);
    CHECK_HAS(err, "is a pipe or a device, not a file");
    remove(tmp_path("pipe"));
    remove(path);
    sb_free(&text);
    match_free(m);
}

/* The exact reason match_read gives for a text ("" when it loads). */
static const char *read_error(const char *text)
{
    static char err[400];
    err[0] = '\0';
    match_free(match_read(text, err, sizeof err));
    return err;
}

/* Hostile and odd save files: the message says exactly what is wrong, nothing is cut unseen. */
static void test_save_file_edges(void)
{
    const char *header = "moguls-save 2\ngame takeover\nseed 5\noptions players=2\n";
    const char *seats = "seat human 0 Ana\nseat easy 1 Bo\nend\n";
    char text[2000], err[400];

    /* An editor's byte order mark before the first line. */
    snprintf(text, sizeof text, "\xEF\xBB\xBF%s%s", header, seats);
    Match *m = match_read(text, err, sizeof err);
    CHECK(m != NULL);
    if (m)
        CHECK_STR(m->seats[0].name, "Ana");
    match_free(m);
    SaveSummary summary;
    CHECK(match_peek(text, &summary, err, sizeof err));

    /* A version too large for a number is named as written. */
    CHECK_STR(read_error("moguls-save 123456789012345678901234567890\ngame takeover\n"),
              "this save was written by a newer Moguls (format 123456789012345678901234567890; "
              "this version reads up to 4)");
    CHECK_STR(read_error("moguls-save 0005\ngame takeover\n"),
              "this save was written by a newer Moguls (format 5; this version reads up to 4)");

    /* An options line longer than 511 characters is read to its end. */
    snprintf(text, sizeof text,
             "moguls-save 2\ngame takeover\nseed 5\noptions players=2%600s"
             "players=9\n%s",
             "", seats);
    CHECK_STR(read_error(text),
              "line 4: takeover: unknown option 'players=9': expected a number 2-6");

    /* A name of blanks only (an older version let one through) is a name again. */
    snprintf(text, sizeof text, "%sseat human 0    \nseat easy 1 \t Bo \xC2\xA0\nend\n", header);
    m = match_read(text, err, sizeof err);
    CHECK(m != NULL);
    if (m) {
        CHECK_STR(m->seats[0].name, "Player 1");
        CHECK_STR(m->seats[1].name, "Bo");
    }
    match_free(m);
    char name[SEAT_NAME_MAX] = "\xE3\x80\x80 \xE2\x80\x8B";
    match_tidy_name(name, 3);
    CHECK_STR(name, "Player 4");
    snprintf(name, sizeof name, "  Zo\xC3\xAB  Li ");
    match_tidy_name(name, 0);
    CHECK_STR(name, "Zo\xC3\xAB  Li");
}

/* The same game: the same moves and the same state. */
static void check_same_game(const Match *a, const Match *b)
{
    CHECK_INT(b->move_count, a->move_count);
    StrBuf x = STRBUF_INIT, y = STRBUF_INIT;
    views(a->state, &x);
    views(b->state, &y);
    CHECK_STR(sb_str(&y), sb_str(&x));
    sb_free(&x);
    sb_free(&y);
}

/* A journal (a game in progress, its moves appended as played) read back: whole, and cut at every
 * byte as a program killed while appending a line leaves it. The moves up to the last whole line
 * load and nothing else is lost; a line cut short is left out and said (torn_line); a cut in the
 * header is refused. */
static void test_journal(const GameRules *rules)
{
    Match *m = new_match(rules, 77, false);
    play_random(m, 30, 4);
    StrBuf text = STRBUF_INIT;
    match_write_journal(m, &text);
    const char *journal = sb_str(&text);
    CHECK_HAS(journal, "moguls-save 3\n");
    CHECK_HAS(journal, "journal\nseat ");
    CHECK(strstr(journal, "\nend\n") == NULL);
    char err[400] = "";
    SaveSummary summary;
    CHECK(match_peek(journal, &summary, err, sizeof err));
    CHECK(summary.journal);
    CHECK_INT(summary.moves, 30);
    Match *whole = match_read(journal, err, sizeof err);
    CHECK(whole != NULL);
    if (whole) {
        check_same_game(m, whole);
        CHECK_INT(whole->torn_line, 0);
    }
    match_free(whole);

    /* appending a move's line is the journal of the game one move on */
    Match *shorter = match_read(journal, err, sizeof err);
    StrBuf grown = STRBUF_INIT, line = STRBUF_INIT;
    CHECK(shorter && match_undo_force(shorter));
    if (shorter) {
        match_write_journal(shorter, &grown);
        match_journal_line(m, 29, &line);
        char expected_line[MOVE_MAX + 8];
        snprintf(expected_line, sizeof expected_line, "move %s\n", m->moves[29]);
        CHECK_STR(sb_str(&line), expected_line);
        sb_add(&grown, sb_str(&line));
        CHECK_STR(sb_str(&grown), journal);
    }
    match_free(shorter);
    sb_free(&grown);
    sb_free(&line);

    size_t header = (size_t)(strstr(journal, "\nmove ") + 1 - journal);
    int header_lines = 0;
    for (size_t i = 0; i < header; i++)
        header_lines += journal[i] == '\n';
    char *cut = malloc(text.len + 1);
    int refused = 0, torn = 0;
    for (size_t n = 0; n < text.len; n++) {
        memcpy(cut, journal, n);
        cut[n] = '\0';
        char why[400] = "";
        Match *part = match_read(cut, why, sizeof why);
        CHECK((part == NULL) == (n < header)); /* the header is written whole */
        refused += part == NULL;
        if (!part)
            continue;
        int whole_moves = 0; /* the move lines that end in the text */
        for (const char *p = cut + header - 1; (p = strstr(p, "\nmove ")) && strchr(p + 1, '\n');
             p++)
            whole_moves++;
        Match *expected = match_new(rules, &m->opts, m->seed, m->seats);
        for (int i = 0; i < whole_moves; i++)
            CHECK(match_play(expected, m->moves[i], why, sizeof why));
        check_same_game(expected, part);
        bool cut_in_line = n > header && cut[n - 1] != '\n';
        CHECK_INT(part->torn_line != 0, cut_in_line);
        if (cut_in_line)
            CHECK_INT(part->torn_line, header_lines + whole_moves + 1);
        torn += part->torn_line != 0;
        CHECK(match_peek(cut, &summary, why, sizeof why));
        CHECK_INT(summary.moves, whole_moves);
        match_free(expected);
        match_free(part);
    }
    CHECK(refused > 0 && torn > 0);
    free(cut);

    /* a journal holds no "end": one there is refused, as anything but a move */
    StrBuf ended = STRBUF_INIT;
    sb_add(&ended, journal);
    sb_add(&ended, "end\n");
    CHECK(match_read(sb_str(&ended), err, sizeof err) == NULL);
    CHECK_HAS(err, "expected 'move ...'");
    sb_free(&ended);
    sb_free(&text);
    match_free(m);
}

/* Appends go only to the file written whole: once the path names another file (or none), an
 * append is refused and the writer must write the whole game again. */
static void test_journal_file(const GameRules *rules)
{
    Match *m = new_match(rules, 5, false);
    play_random(m, 6, 2);
    const char *path = tmp_path("journal.txt");
    StrBuf text = STRBUF_INIT, line = STRBUF_INIT;
    match_write_journal(m, &text);
    char err[400];
    SaveJournal j = SAVE_JOURNAL_INIT;
    CHECK(journal_write_whole(&j, path, sb_str(&text), err, sizeof err));
    struct stat first, later;
    CHECK(stat(path, &first) == 0);
    play_random(m, 10, 3);
    for (int i = 6; i < m->move_count; i++) {
        sb_clear(&line);
        match_journal_line(m, i, &line);
        CHECK(journal_append(&j, path, sb_str(&line), err, sizeof err));
    }
    CHECK(stat(path, &later) == 0);
    CHECK(later.st_ino == first.st_ino); /* appended to, never written again */
    Match *loaded = match_load(path, err, sizeof err);
    CHECK(loaded != NULL);
    if (loaded)
        check_same_game(m, loaded);
    match_free(loaded);

    CHECK(write_file_atomic(path, "moguls-save 3\n", err, sizeof err)); /* another program's */
    CHECK(!journal_append(&j, path, sb_str(&line), err, sizeof err));
    CHECK_HAS(err, "is no longer the file written");
    char *other = read_text_file(path, 1000, err, sizeof err);
    CHECK_STR(other ? other : "", "moguls-save 3\n");
    free(other);
    remove(path);
    CHECK(!journal_append(&j, path, sb_str(&line), err, sizeof err));
    CHECK(access(path, F_OK) != 0);
    journal_close(&j);
    CHECK(!journal_append(&j, path, sb_str(&line), err, sizeof err));
    sb_free(&text);
    sb_free(&line);
    match_free(m);
}

/* A program appending a long game's moves to its journal (and writing it whole again now and
 * then, as after an undo), killed at moments of every kind once it has a file: the file always
 * loads, as the game up to some move. */
static void test_journal_killed(const GameRules *rules)
{
    Match *m = new_match(rules, 8, false);
    play_random(m, 400, 6);
    const char *path = tmp_path("killed.txt");
    int loaded = 0, torn = 0;
    for (int round = 0; round < 40; round++) {
        remove(path);
        int ready[2];
        CHECK(pipe(ready) == 0);
        pid_t child = fork();
        if (child == 0) {
            SaveJournal j = SAVE_JOURNAL_INIT;
            Match *copy = match_new(rules, &m->opts, m->seed, m->seats);
            StrBuf text = STRBUF_INIT;
            for (int i = 0;; i = (i + 1) % m->move_count) {
                if (i == 0) { /* the game from the start again */
                    match_free(copy);
                    copy = match_new(rules, &m->opts, m->seed, m->seats);
                }
                if (i % 97 == 0) { /* written whole now and then */
                    sb_clear(&text);
                    match_write_journal(copy, &text);
                    journal_write_whole(&j, path, sb_str(&text), NULL, 0);
                    if (write(ready[1], "", 1) < 0) /* the file is there: kill when you like */
                        _exit(1);
                }
                match_play(copy, m->moves[i], NULL, 0);
                sb_clear(&text);
                match_journal_line(copy, copy->move_count - 1, &text);
                journal_append(&j, path, sb_str(&text), NULL, 0);
            }
        }
        char byte;
        CHECK(read(ready[0], &byte, 1) == 1);
        close(ready[0]);
        close(ready[1]);
        struct timespec pause = {0, round * 257000L % 10000000L};
        nanosleep(&pause, NULL);
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
        char err[400];
        Match *part = match_load(path, err, sizeof err);
        CHECK(part != NULL);
        if (!part) {
            fprintf(stderr, "  %s\n", err);
            continue;
        }
        loaded++;
        torn += part->torn_line != 0;
        for (int i = 0; i < part->move_count; i++)
            CHECK_STR(part->moves[i], m->moves[i]);
        match_free(part);
    }
    fprintf(stderr, "journal killed 40 times: %d loaded, %d with a line cut short\n", loaded, torn);
    CHECK_INT(loaded, 40);
    remove(path);
    remove_files_starting(tmp_path("killed.txt.")); /* a killed writer's temporary files */
    match_free(m);
}

/* A temporary file left by a killed writer is removed once stale; one being written is not. */
static void test_stale_temps(void)
{
    char path[256];
    snprintf(path, sizeof path, "%s", tmp_path("left.txt.a1B2c3"));
    CHECK_WRITE(path, "moguls-save 2\n");
    CHECK(!remove_stale_temp(path, 60)); /* too new: a writer may have just made it */
    struct timespec old[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
    CHECK(utimensat(AT_FDCWD, path, old, 0) == 0);
    int fd = open(path, O_RDONLY); /* a writer is still at it (however long it has been) */
    CHECK(flock(fd, LOCK_EX) == 0);
    CHECK(!remove_stale_temp(path, 60));
    close(fd);
    CHECK(remove_stale_temp(path, 60));
    CHECK(access(path, F_OK) != 0);
}

static void test_log(const GameRules *rules)
{
    Match *m = new_match(rules, 3, false);
    play_random(m, 12, 3);
    for (int i = 0; i < m->move_count; i++) {
        CHECK(m->log[i] != NULL && strlen(m->log[i]) > 5);
        /* A log line names the player who moved. */
        CHECK_HAS(m->log[i], m->seats[m->mover[i]].name);
    }
    char err[200];
    CHECK(!match_play(m, "definitely not a move", err, sizeof err));
    CHECK_INT(m->move_count, 12);
    match_free(m);
}

int main(void)
{
    test_rng();
    test_options();
    test_plural_text();
    test_move_numbers();
    for (int i = 0; i < registry_count(); i++) {
        test_undo(registry_game(i));
        test_undo_hot_seat(registry_game(i));
        test_log(registry_game(i));
    }
    test_save_files(registry_find("takeover"));
    test_journal(registry_find("takeover"));
    test_journal(registry_find("buyword"));
    test_journal_file(registry_find("estates"));
    test_journal_killed(registry_find("buyout"));
    test_concurrent_saves(registry_find("takeover"));
    test_save_file_edges();
    test_stale_temps();
    return check_report("test_core");
}
