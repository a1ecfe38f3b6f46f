/* moguls lesson check [ID]: every lesson replayed headless (docs/lessons.md). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "core/lesson.h"
#include "core/registry.h"

/* Checks one game's lesson and says how it went; false if it fails. */
static bool check_one(const GameRules *rules)
{
    char err[1200];
    Lesson *lesson = lesson_load(rules->id, err, sizeof err);
    bool ok = lesson && lesson_check(lesson, err, sizeof err);
    if (ok) {
        int moves = 0;
        for (int i = 0; i < lesson->step_count; i++)
            moves += lesson->steps[i].kind != LESSON_READ;
        printf("%-9s ok: \"%s\", %d steps (%d moves), about %d minutes\n", rules->id,
               lesson->title, lesson->step_count, moves, lesson->minutes);
    } else {
        printf("%-9s FAILED: %s\n", rules->id, err);
    }
    lesson_free(lesson);
    return ok;
}

int cli_lesson(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "check") || argc > 3) {
        fprintf(stderr, "usage: moguls lesson check [ID]\n");
        return 2;
    }
    if (argc == 3) {
        const GameRules *rules = registry_find(argv[2]);
        if (!rules) {
            StrBuf ids = STRBUF_INIT;
            registry_ids(&ids);
            fprintf(stderr, "moguls lesson: unknown game '%s' (games: %s)\n", argv[2],
                    sb_str(&ids));
            sb_free(&ids);
            return 2;
        }
        return check_one(rules) ? 0 : 1;
    }
    bool all = true;
    for (int i = 0; i < registry_count(); i++)
        all = check_one(registry_game(i)) && all;
    return all ? 0 : 1;
}
