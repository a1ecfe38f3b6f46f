/* The engine protocol as a client sees it: answers start with "= " or "? " and end with an
 * empty line; errors carry a reason; nothing crashes on bad input. And `moguls replay` as a
 * terminal shows it. */
#include <stdlib.h>

#include "check.h"
#include "cli/cli.h"
#include "core/registry.h"

/* Runs a whole session and returns everything the engine wrote. */
static char *session(const char *input)
{
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    char *out_text = NULL;
    size_t out_len = 0;
    FILE *out = open_memstream(&out_text, &out_len);
    cli_engine(in, out);
    fclose(in);
    fclose(out);
    return out_text;
}

/* A game saved from the engine opens in the app with a colour per seat, not all in the first. */
static void test_saved_seats(void)
{
    char path[] = "/tmp/moguls-engine-save-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    char input[200];
    snprintf(input, sizeof input, "new estates players=3 seed=5\nsave %s\n", path);
    free(session(input));
    char text[4096] = "";
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (f) {
        text[fread(text, 1, sizeof text - 1, f)] = '\0';
        fclose(f);
    }
    CHECK_HAS(text, "seat human 0 Player 1\nseat human 1 Player 2\nseat human 2 Player 3\n");
    unlink(path);
}

static void test_errors(void)
{
    char *out = session("legal\n"
                        "new chess\n"
                        "new takeover players=9\n"
                        "new takeover seed=x\n"
                        "new takeover seed=-1\n"
                        "frobnicate\n"
                        "genmove\n");
    StrBuf ids = STRBUF_INIT, expected = STRBUF_INIT;
    registry_ids(&ids);
    sb_addf(&expected,
            "? no game yet: start one with 'new ID'\n\n"
            "? unknown game 'chess' (games: %s)\n\n"
            "? takeover: unknown option 'players=9': expected a number 2-6\n\n"
            "? seed: expected a whole number 0-18446744073709551615, not 'x'\n\n"
            "? seed: expected a whole number 0-18446744073709551615, not '-1'\n\n"
            "? unknown command 'frobnicate' (try 'help')\n\n"
            "? no game yet: start one with 'new ID'\n\n",
            sb_str(&ids));
    CHECK_STR(out, sb_str(&expected));
    CHECK_HAS(sb_str(&ids), "takeover");
    sb_free(&ids);
    sb_free(&expected);
    free(out);
}

static void test_game_session(void)
{
    char *out = session("new takeover players=3 seed=7\n"
                        "scores\n"
                        "play flap the coins\n"
                        "undo\n"
                        "genmove normal\n"
                        "undo\n"
                        "state 1\n"
                        "quit\n"
                        "legal\n");
    CHECK_HAS(out, "= takeover players=3 seed=7\n\n");
    CHECK_HAS(out, "? illegal move 'flap the coins': ");
    CHECK_HAS(out, "? cannot undo: You have not made a move yet\n\n");
    CHECK_HAS(out, "= 0 0 0\n\n");
    CHECK_HAS(out, "= {\"game\":\"takeover\",\"moves\":0,\"to_move\":");
    /* quit ends the session: the last command is never answered. */
    const char *last = strstr(out, "\"view\":");
    CHECK(last != NULL);
    CHECK(strstr(out, "= \n\n") != NULL);
    int answers = 0;
    for (const char *p = out; (p = strstr(p, "\n\n")); p += 2)
        answers++;
    CHECK_INT(answers, 8);
    free(out);
}

static void test_play_listed_moves(void)
{
    /* Every move the engine lists can be played back to it. */
    char *listed = session("new takeover players=2 seed=3\nlegal\n");
    const char *first = strstr(listed, "\n\n= ");
    CHECK(first != NULL);
    char move[64] = "";
    if (first)
        sscanf(first + 4, "%63[^\n]", move);
    char input[256];
    snprintf(input, sizeof input, "new takeover players=2 seed=3\nplay %s\nlog\n", move);
    char *out = session(input);
    CHECK(strstr(out, "? ") == NULL);
    free(out);
    free(listed);
}

/* A session: `head`, then `count` times `repeated`, then `tail`. */
static char *session_repeating(const char *head, const char *repeated, int count, const char *tail)
{
    StrBuf input = STRBUF_INIT;
    sb_add(&input, head);
    for (int i = 0; i < count; i++)
        sb_add(&input, repeated);
    sb_add(&input, tail);
    char *out = session(sb_str(&input));
    sb_free(&input);
    return out;
}

/* Undo stops at a move that showed something hidden; "undo force" takes one move back. */
static void test_undo_rule(void)
{
    char *out = session("new buyword players=1 seed=1\n"
                        "play roll\n"
                        "undo\n"
                        "undo force\n"
                        "undo force\n");
    CHECK_HAS(out, "= Player 1 rolls 5: 5 new tiles\n\n"
                   "? cannot undo: New tiles were drawn with your move\n\n"
                   "= \n\n"
                   "? nothing to undo\n\n");
    free(out);
    /* A secret choice reveals nothing: it may be taken back. */
    out =
        session_repeating("new takeover players=2 seed=7\n", "genmove random\n", 25, "undo\nlog\n");
    CHECK_HAS(out, "Player 2 takes the ace of arms\n"); /* the draft's last pick stays */
    CHECK(strstr(out, "chooses stocks in secret\nPlayer") == NULL);
    CHECK_HAS(out, "= \n\n= Player 1 takes");
    free(out);
}

/* Scores never count a secret the asker may not know; winners come once the game is over. */
static void test_scores_and_winners(void)
{
    char *out = session_repeating("new takeover players=2 seed=7\n", "genmove random\n", 24,
                                  "scores\nwinners\n");
    CHECK_HAS(out, "= 40 20\n\n? the game is not over yet\n\n"); /* the draft is open */
    free(out);
    out = session_repeating("new takeover players=2 seed=7\n", "genmove random\n", 26,
                            "scores\nscores 0\nscores 1\nscores 2\n");
    CHECK_HAS(out, "= ? ?\n\n= 40 ?\n\n= ? 20\n\n? scores: seat must be 0-1\n\n");
    free(out);
    out = session_repeating("new takeover players=2 seed=7\n", "genmove random\n", 300,
                            "scores\nwinners\n");
    CHECK_HAS(out, "= 8 12\n\n= 1\n\n");
    free(out);
    out = session_repeating("new buyword players=1 seed=3\n", "genmove\n", 300, "winners\n");
    CHECK_HAS(out, "= 0\nrating outstanding\n\n");
    free(out);
}

/* Runs `moguls replay ARGS` and returns what it printed. */
static char *replay(const char *path, bool json)
{
    char *args[] = {"replay", (char *)path, json ? "--json" : NULL};
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    CHECK_INT(cli_replay(json ? 3 : 2, args, out), 0);
    fclose(out);
    return text;
}

/* The Estates' scores are public while the game is on: buildings plus the cash box, whose checks
 * everyone counts; money in hand (the one secret) never scores. */
static void test_estates_scores_public(void)
{
    char path[] = "/tmp/moguls-engine-estates-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    StrBuf input = STRBUF_INIT;
    sb_add(&input, "new estates players=3 seed=5\n"
                   "play stow\nplay auction y5\nplay pass\nplay pass\nplay place 1.1\n"
                   "play stow\nplay auction g5\nplay bid 2\nplay pass\nplay sell\n"
                   "play place 1.2\n"
                   "scores\nscores 0\nscores 1\nscores 2\n");
    sb_addf(&input, "save %s\n", path);
    char *out = session(sb_str(&input));
    /* Player 1: the green 5 in an open row, -5; Player 2: the yellow 5, -5, and one check
     * stowed; Player 3: one check stowed. Every seat and a spectator know them all. */
    CHECK_HAS(out, "= -5 -4 1\n\n= -5 -4 1\n\n= -5 -4 1\n\n= -5 -4 1\n\n");
    free(out);
    sb_free(&input);
    char *json = replay(path, true);
    CHECK_HAS(json, "{\"game\":\"estates\",\"moves\":11,\"over\":false,\"scores\":[-5,-4,1],");
    free(json);
    unlink(path);
}

/* Whatever bytes arrive, every line gets its answer and the next command is read. */
static void test_odd_bytes(void)
{
    static const char input[] = "play x\0y\nlist\nnew takeover players=2\nplay offer "
                                "-9223372036854775808\nquit\n";
    FILE *in = fmemopen((void *)input, sizeof input - 1, "r");
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    cli_engine(in, out);
    fclose(in);
    fclose(out);
    CHECK_HAS(text, "? the line holds a NUL byte: commands are text\n\n= buyout\n");
    CHECK_HAS(text, "? illegal move 'offer -9223372036854775808': ");
    free(text);
}

/* Reads a whole file into a malloc'd string ("" when it cannot be read). */
static char *read_text(const char *path)
{
    StrBuf text = STRBUF_INIT;
    FILE *f = fopen(path, "r");
    char chunk[4096];
    for (size_t n; f && (n = fread(chunk, 1, sizeof chunk, f)) > 0;)
        sb_add_len(&text, chunk, n);
    if (f)
        fclose(f);
    char *copy = text_copy(sb_str(&text));
    sb_free(&text);
    return copy;
}

/* A takeover save of one move whose first seat is named `name` (written into `path`). */
static void write_named_save(const char *path, const char *name)
{
    char input[300];
    snprintf(input, sizeof input, "new takeover players=2 seed=3\ngenmove random\nsave %s\n", path);
    free(session(input));
    char *text = read_text(path);
    const char *seat = strstr(text, "seat human 0 Player 1\n");
    CHECK(seat != NULL);
    if (seat) {
        StrBuf renamed = STRBUF_INIT;
        sb_add_len(&renamed, text, (size_t)(seat - text));
        sb_addf(&renamed, "seat human 0 %s\n", name);
        sb_add(&renamed, seat + strlen("seat human 0 Player 1\n"));
        CHECK_WRITE(path, sb_str(&renamed));
        sb_free(&renamed);
    }
    free(text);
}

/* Control bytes of a line come back as escapes, so that every answer stays whole lines of text
 * (a client reading lines would otherwise split one answer in two and fall behind); a line
 * holds at most 1,022 characters, a CR before its newline aside. */
static void test_line_bytes(void)
{
    char *out = session("new takeover players=2 seed=3\nplay a\r\rb\nlist\n");
    CHECK(strchr(out, '\r') == NULL);
    CHECK_HAS(out, "\n\n? illegal move 'a\\r\\rb': ");
    CHECK_HAS(out, "\n\n= buyout\n");
    int answers = 0;
    for (const char *p = out; (p = strstr(p, "\n\n")); p += 2)
        answers++;
    CHECK_INT(answers, 3);
    free(out);

    StrBuf input = STRBUF_INIT, expected = STRBUF_INIT;
    char longest[1023];
    memset(longest, 'x', sizeof longest - 1);
    longest[sizeof longest - 1] = '\0';
    memcpy(longest, "play ", 5); /* "play xxx...": 1,022 characters */
    sb_addf(&input, "new takeover players=2 seed=3\n%s\n%s\r\n%sx\n%sx\r\nlist\n", longest, longest,
            longest, longest);
    out = session(sb_str(&input));
    sb_addf(&expected, "? illegal move '%s", longest + 5);
    const char *first = strstr(out, sb_str(&expected));
    CHECK(first != NULL);
    CHECK(first && strstr(first + 1, sb_str(&expected)) != NULL); /* the CR is not counted */
    CHECK_HAS(out, "\n\n? line too long (at most 1022 characters)\n\n"
                   "? line too long (at most 1022 characters)\n\n= buyout\n");
    sb_free(&input);
    sb_free(&expected);
    free(out);
}

/* A name too long for a seat loses whole characters, never half of one. */
static void test_long_name(void)
{
    char path[] = "/tmp/moguls-engine-name-XXXXXX", again[] = "/tmp/moguls-engine-again-XXXXXX";
    close(mkstemp(path));
    close(mkstemp(again));
    write_named_save(path, "éééééééééééé"); /* 12 two-byte characters: 24 bytes */
    char input[200];
    snprintf(input, sizeof input, "load %s\nsave %s\n", path, again);
    free(session(input));
    char *text = read_text(again);
    CHECK_HAS(text, "\nseat human 0 ééééééééééé\n"); /* 11 characters, 22 bytes */
    free(text);
    unlink(path);
    unlink(again);
}

/* A name from a save file never sends a terminal its control sequences: `moguls replay` and the
 * engine show them as escapes. */
static void test_control_codes_in_names(void)
{
    char path[] = "/tmp/moguls-engine-escape-XXXXXX";
    close(mkstemp(path));
    write_named_save(path, "Ann\x1b[2J\x1b]0;pwned\x07\xc2\x9b"
                           "1m");
    char *out = replay(path, false);
    CHECK(strchr(out, '\x1b') == NULL && strchr(out, '\x07') == NULL);
    CHECK(strstr(out, "\xc2\x9b") == NULL);
    CHECK_HAS(out, "   1. Ann\\x1b[2J\\x1b]0;pwned\\x07\\xc2\\x9b1m takes ");
    CHECK_HAS(out, "scores: Ann\\x1b[2J\\x1b]0;pwned\\x07\\xc2\\x9b1m ");
    free(out);
    char input[200];
    snprintf(input, sizeof input, "load %s\nlog\n", path);
    out = session(input);
    CHECK(strchr(out, '\x1b') == NULL);
    CHECK_HAS(out, "= Ann\\x1b[2J\\x1b]0;pwned\\x07\\xc2\\x9b1m takes ");
    free(out);
    unlink(path);
}

int main(void)
{
    test_line_bytes();
    test_long_name();
    test_control_codes_in_names();
    test_undo_rule();
    test_scores_and_winners();
    test_estates_scores_public();
    test_odd_bytes();
    test_errors();
    test_saved_seats();
    test_game_session();
    test_play_listed_moves();
    return check_report("test_engine");
}
