/* The engine protocol as a client sees it: answers start with "= " or "? " and end with an
 * empty line; errors carry a reason; nothing crashes on bad input. */
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

static void test_errors(void)
{
    char *out = session("legal\n"
                        "new chess\n"
                        "new takeover players=9\n"
                        "new takeover seed=x\n"
                        "frobnicate\n"
                        "genmove\n");
    StrBuf ids = STRBUF_INIT, expected = STRBUF_INIT;
    registry_ids(&ids);
    sb_addf(&expected,
            "? no game yet: start one with 'new ID'\n\n"
            "? unknown game 'chess' (games: %s)\n\n"
            "? takeover: unknown option 'players=9': expected a number 2-6\n\n"
            "? seed: expected a whole number, not 'x'\n\n"
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
    CHECK_HAS(out, "? nothing to undo\n\n");
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

int main(void)
{
    test_errors();
    test_game_session();
    test_play_listed_moves();
    return check_report("test_engine");
}
