/* Lessons: the file format, the headless check (legal moves by the right seat, pointers the
 * board can show, reaching the end), the taught move in either spelling and the coach's answer
 * to any other move. */
#include <stdlib.h>

#include "check.h"
#include "core/lesson.h"

/* Seat 0 (the player) drafts first in Takeover with this seed. */
static const char *const good =
    "# a tiny lesson\n"
    "lesson takeover\n"
    "title Draft two coins\n"
    "minutes 1\n"
    "options players=2\n"
    "seed 5\n"
    "seat human You\n"
    "seat bot easy Ada\n"
    "read\n"
    "  Welcome.\n"
    "  Coins are taken in turn.\n"
    "point log\n"
    "play take sa\n"
    "  Take the ace of suns.\n"
    "hint Click the ace of suns in the pool.\n"
    "bot take m5\n"
    "  Ada takes the 5 of moons.\n"
    "summary\n"
    "  You drafted a coin.\n";

static void test_parse(void)
{
    char err[600];
    Lesson *l = lesson_parse(good, "good", err, sizeof err);
    CHECK(l != NULL);
    if (!l) {
        fprintf(stderr, "  %s\n", err);
        return;
    }
    CHECK_STR(l->rules->id, "takeover");
    CHECK_STR(l->title, "Draft two coins");
    CHECK_INT(l->minutes, 1);
    CHECK_INT(l->opts.players, 2);
    CHECK(l->seed == 5);
    CHECK(!l->seats[0].bot && l->seats[1].bot && l->seats[1].level == BOT_EASY);
    CHECK_STR(l->seats[1].name, "Ada");
    CHECK_INT(l->step_count, 3);
    CHECK_INT(l->steps[0].kind, LESSON_READ);
    CHECK_STR(l->steps[0].text, "Welcome.\nCoins are taken in turn.");
    CHECK_INT(l->steps[0].point_count, 1);
    CHECK_STR(l->steps[0].points[0], "log");
    CHECK_INT(l->steps[1].kind, LESSON_PLAY);
    CHECK_STR(l->steps[1].move, "take sa");
    CHECK_STR(l->steps[1].hint, "Click the ace of suns in the pool.");
    CHECK_INT(l->steps[2].kind, LESSON_BOT);
    CHECK_STR(l->summary, "You drafted a coin.");
    CHECK(lesson_check(l, err, sizeof err));
    lesson_free(l);
}

/* A lesson text with one line replaced; the parse or the check must fail with `expected`. */
static void expect_failure(const char *from, const char *to, const char *expected)
{
    StrBuf text = STRBUF_INIT;
    const char *at = strstr(good, from);
    CHECK(at != NULL);
    if (!at)
        return;
    sb_add_len(&text, good, (size_t)(at - good));
    sb_add(&text, to);
    sb_add(&text, at + strlen(from));
    char err[600] = "";
    Lesson *l = lesson_parse(sb_str(&text), "bad", err, sizeof err);
    bool failed = !l || !lesson_check(l, err, sizeof err);
    CHECK(failed);
    CHECK_HAS(err, expected);
    lesson_free(l);
    sb_free(&text);
}

static void test_refused_lessons(void)
{
    expect_failure("lesson takeover\n", "lesson chess\n", "bad line 2: a lesson starts with");
    expect_failure("play take sa\n", "play take s9\n", "line 13: 'take s9' is illegal here");
    expect_failure("bot take m5\n", "play take m5\n", "is taught, but Ada (a bot) is to move");
    expect_failure("play take sa\n  Take the ace of suns.\nhint Click the ace of suns in the pool.\n",
                   "bot take sa\n  Take it.\n", "the bot should play 'take sa', but the player");
    expect_failure("point log\n", "point the moon\n", "line 9: the board shows no 'the moon' here");
    expect_failure("seat bot easy Ada\n", "", "1 seats for 2 players");
    expect_failure("seat bot easy Ada\n", "seat human Ada\n", "exactly one human seat");
    expect_failure("summary\n  You drafted a coin.\n", "", "needs a title, minutes, steps and a summary");
    expect_failure("  Welcome.\n  Coins are taken in turn.\n", "",
                   "every step needs the coach's words");
    expect_failure("hint Click", "frobnicate Click", "line 15: expected a step");
    expect_failure("seed 5\n", "seed -5\n", "line 6: expected 'seed NUMBER'");
    expect_failure("minutes 1\n", "minutes 0\n", "line 4: minutes: 1 to 99");
}

static void test_taught_move(void)
{
    char err[600];
    Lesson *l = lesson_parse(good, "good", err, sizeof err);
    Match *m = lesson_match_at(l, 1);
    CHECK(m != NULL && m->move_count == 0);
    CHECK(lesson_is_taught(l, m, 1, "take sa"));
    CHECK(lesson_is_taught(l, m, 1, "take s1")); /* the ace, written the other way */
    CHECK(!lesson_is_taught(l, m, 1, "take s4"));
    CHECK(!lesson_is_taught(l, m, 0, "take sa")); /* step 0 is read, not play */
    char why[400];
    lesson_refusal(l, m, 1, "take s4", why, sizeof why);
    CHECK_STR(why, "Click the ace of suns in the pool. (In a real game this would be fine: You "
                   "takes the 4 of suns.)");
    lesson_refusal(l, m, 1, "fly", why, sizeof why);
    CHECK_STR(why, "Click the ace of suns in the pool.");
    match_free(m);
    m = lesson_match_at(l, 3);
    CHECK(m != NULL && m->move_count == 2);
    match_free(m);
    lesson_free(l);
}

int main(void)
{
    test_parse();
    test_refused_lessons();
    test_taught_move();
    return check_report("test_lesson");
}
