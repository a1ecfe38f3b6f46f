/* Lessons: a guided first game of each game, read from assets/<id>/lesson.txt (the format is in
 * docs/lessons.md). A lesson fixes the options, the seed and the seats, then goes step by step:
 * the coach says something (and points at things on the board), the player plays the one move
 * being taught, or a bot plays a given move while the coach explains it. Every move goes through
 * the rules, so a lesson can never teach something the rules refuse; `moguls lesson check`
 * replays every lesson headless. No SDL here: the app shows the coach, this module keeps the
 * lesson's order. */
#ifndef MOGULS_LESSON_H
#define MOGULS_LESSON_H

#include "match.h"

#define LESSON_POINTS_MAX 4
#define LESSON_NAME_MAX 48

typedef enum LessonStepKind {
    LESSON_READ, /* the coach speaks; the player clicks Next */
    LESSON_PLAY, /* the player must play `move` */
    LESSON_BOT   /* a bot plays `move`, at a reading pace */
} LessonStepKind;

typedef struct LessonStep {
    LessonStepKind kind;
    char move[MOVE_MAX];                      /* PLAY and BOT */
    char *text;                               /* the coach's words; '\n' between paragraphs */
    char *hint;                               /* PLAY: said to any other move; may be NULL */
    char points[LESSON_POINTS_MAX][LESSON_NAME_MAX]; /* what the coach points at */
    int point_count;
    int line; /* where the step starts in its file */
} LessonStep;

typedef struct Lesson {
    const GameRules *rules;
    char title[120];
    int minutes; /* about how long it takes */
    GameOptions opts;
    uint64_t seed;
    Seat seats[MAX_SEATS];
    LessonStep *steps;
    int step_count;
    char *summary; /* what the player has learned, shown at the end */
} Lesson;

/* Parses a lesson's text (`source` names it in errors). NULL with the line and the reason. */
Lesson *lesson_parse(const char *text, const char *source, char *err, size_t errlen);
/* The lesson of game `id` from the data folder (assets/<id>/lesson.txt); NULL with a reason. */
Lesson *lesson_load(const char *id, char *err, size_t errlen);
void lesson_free(Lesson *lesson);

/* The match a lesson plays: its options, seed and seats, no move yet, with the game's built-in
 * files; NULL if those are missing. */
Match *lesson_match(const Lesson *lesson);
/* Plays the lesson's moves up to (not including) step `step` into a new match; NULL if a move is
 * refused (lesson_check says which). Used to resume a lesson. */
Match *lesson_match_at(const Lesson *lesson, int step);

/* True if `move` has the effect of the move step `step` teaches (written either way: "place r
 * 3c" is "place R 3C"). */
bool lesson_is_taught(const Lesson *lesson, const Match *m, int step, const char *move);
/* What the coach says to a move that is not the one taught now: the step's hint and, where the
 * move would be legal in a real game, what it would do. */
void lesson_refusal(const Lesson *lesson, const Match *m, int step, const char *move, char *out,
                    size_t outlen);

/* Whether a board or shell thing of this name can be pointed at in this state: the game's own
 * names (GameRules.pointable) or the shell's ("undo", "log", ...). */
bool lesson_pointable(const GameState *s, const char *name);

/* Plays the whole lesson headless: every step's move is legal and made by the right seat (the
 * player for PLAY, a bot for BOT), every pointer names something the board can show at that
 * step, and the lesson reaches its end. False with the step's line and the reason. */
bool lesson_check(const Lesson *lesson, char *err, size_t errlen);

#endif
