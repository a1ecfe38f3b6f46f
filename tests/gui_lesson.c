/* The lesson shell with a small lesson of its own (from a data folder made here): Learn opens it
 * beside the board; Next walks the coach's words; only the taught move is played, any other is
 * answered in words; the bots' moves come from the lesson; undo is off; Leave lesson keeps the
 * place and Resume lesson comes back to it; the summary's "Play a real game" returns to the
 * lobby with the game chosen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "check.h"
#include "app_drive.h"
#include "core/match.h"

static const char *const lesson_text =
    "lesson takeover\n"
    "title Draft two coins\n"
    "minutes 2\n"
    "options players=2\n"
    "seed 5\n"
    "seat human Player\n"
    "seat bot easy Ada\n"
    "read\n"
    "  Welcome to the draft.\n"
    "point log\n"
    "point undo\n"
    "play take sa\n"
    "  Take the ace of suns.\n"
    "hint Click the ace of suns in the pool.\n"
    "bot take m5\n"
    "  Ada takes the 5 of moons.\n"
    "summary\n"
    "  You drafted a coin.\n";

static bool enabled(App *app, const char *label, char *tip, size_t n)
{
    app_step(app);
    bool on = false;
    CHECK(app_widget_state(app, label, &on, tip, n));
    return on;
}

int main(void)
{
    char data[] = "/tmp/moguls-lesson-XXXXXX", prefs[] = "/tmp/moguls-lprefs-XXXXXX";
    CHECK(mkdtemp(data) != NULL && mkdtemp(prefs) != NULL);
    char path[300];
    snprintf(path, sizeof path, "%s/assets", data);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/assets/takeover", data);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/assets/takeover/lesson.txt", data);
    CHECK_WRITE(path, lesson_text);
    setenv("MOGULS_DATA_DIR", data, 1);

    App *app = open_test_app((AppOptions){.fast_bots = true}, prefs);
    if (!app)
        return 1;
    steps(app, 2);
    click_widget(app, "Takeover");
    click_widget(app, "Learn");
    CHECK_INT(app_scene(app), SCENE_GAME);
    CHECK_INT(step_of(app), 0);
    char tip[300];
    CHECK(!enabled(app, "Undo", tip, sizeof tip));
    CHECK_HAS(tip, "A lesson only goes forward");
    CHECK(!app_board_move(app, "take sa")); /* the coach is still talking */
    click_widget(app, "Next");
    CHECK_INT(step_of(app), 1);

    /* Another move is answered, not played; the taught one (in any spelling) is played. */
    CHECK(app_board_move(app, "take s4"));
    const char *reply;
    app_lesson_step(app, &reply);
    CHECK_STR(reply, "Click the ace of suns in the pool. (In a real game this would be fine: "
                     "Player takes the 4 of suns.)");
    CHECK_INT(app_match(app)->move_count, 0);
    CHECK(app_board_move(app, "take s1"));
    CHECK_INT(app_match(app)->move_count, 1);
    CHECK_INT(step_of(app), 2);

    /* Leave and come back: the lesson picks up at the step it was left. */
    click_widget(app, "Leave lesson");
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    SDL_Rect r;
    app_step(app);
    CHECK(app_find_widget(app, "Resume lesson", &r));
    click_widget(app, "Learn");
    CHECK_INT(step_of(app), 2);
    CHECK(app_match(app)->move_count >= 1); /* (the bot's step may have played already) */
    CHECK_STR(app_match(app)->moves[0], "take sa"); /* the lesson replays its own moves */
    CHECK_STR(app_match(app)->seats[0].name, "Player");

    /* The bot's step plays its move, then Next shows the summary. */
    for (int i = 0; i < 20 && app_match(app)->move_count < 2; i++)
        app_step(app);
    CHECK_INT(app_match(app)->move_count, 2);
    CHECK_STR(app_match(app)->moves[1], "take m5");
    click_widget(app, "Next");
    CHECK_INT(step_of(app), 3);
    click_widget(app, "Play a real game");
    CHECK_INT(app_scene(app), SCENE_LOBBY);
    app_step(app);
    CHECK(app_find_widget(app, "Learn", &r));
    CHECK(!app_find_widget(app, "Resume lesson", &r)); /* done: it starts afresh next time */

    app_destroy(app);
    remove(path);
    snprintf(path, sizeof path, "%s/assets/takeover", data);
    rmdir(path);
    snprintf(path, sizeof path, "%s/assets", data);
    rmdir(path);
    rmdir(data);
    snprintf(path, sizeof path, "%s/lessons", prefs);
    rmdir(path);
    snprintf(path, sizeof path, "%s/settings.txt", prefs);
    remove(path);
    rmdir(prefs);
    return check_report("gui_lesson");
}
