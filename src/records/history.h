/* The history of finished games: every game played to its end is kept in an SQLite database
 * (history.db beside the saved games), with what the History list shows (game, date, seats,
 * scores, winners, length) and the game's whole record (a save's text, which replays it move by
 * move from the first). No SDL: the app only draws what this gives. */
#ifndef MOGULS_HISTORY_H
#define MOGULS_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/match.h"

typedef struct History History;

/* What a game counts for: a rated game goes into the player's record; practice games (undo is
 * free) and lesson games are kept apart from it. */
typedef enum HistoryKind { HISTORY_RATED, HISTORY_PRACTICE, HISTORY_LESSON } HistoryKind;

typedef struct HistorySeat {
    char name[SEAT_NAME_MAX];
    bool bot;
    BotLevel level; /* bots only */
    int score;
    bool won;
    bool rated; /* a human in a rated game: its rating moved */
    double rating_before, rating_after;
} HistorySeat;

/* One finished game as the History list shows it. */
typedef struct HistoryGame {
    int64_t id;
    char game[16];    /* the game's id: "buyout" */
    int64_t finished; /* seconds since the epoch */
    int players;
    int moves;
    HistoryKind kind;
    HistorySeat seat[MAX_SEATS];
} HistoryGame;

/* Opens (or creates) the database at path. A file that is not a sound history database is never
 * emptied: it is set aside beside it as path.bad (path.bad.2, ... if taken), a new one is
 * started, and `note` says so in a sentence for the player (else note is ""). NULL with the
 * reason when even that fails, or when the file was written by a newer Moguls. */
History *history_open(const char *path, char *note, size_t notelen, char *err, size_t errlen);
void history_close(History *h);

/* Keeps a finished game and, when it is rated (a game for the record, of two seats or more,
 * with a human in it), moves its humans' ratings (rating.h) in the same step; returns its id (the
 * same id if this very game, the same record, is kept already), 0 with the reason on failure. The
 * game is on disk when this returns. */
int64_t history_add(History *h, const Match *m, HistoryKind kind, int64_t finished, char *err,
                    size_t errlen);
/* How many games are kept (of one game when `game` is not NULL). -1 on failure. */
int history_count(History *h, const char *game);
/* The newest first, from `offset`, at most `max` into out; returns how many, -1 on failure. */
int history_list(History *h, const char *game, int offset, int max, HistoryGame *out);
/* The game's whole record (a save's text: match_read replays it), malloc'd; NULL with the reason
 * when there is no such game. */
char *history_record(History *h, int64_t id, char *err, size_t errlen);
/* A player's rating in a game (by the player's name and the game's id) and how many rated games
 * of it they played: RATING_START and 0 for a newcomer. False when the history cannot be read. */
bool history_rating(History *h, const char *player, const char *game, double *rating, int *games);
/* A player's record in one game, from the games for the record (practice and lessons are kept
 * apart from it), as a profile shows it. */
#define HISTORY_RECENT 10
typedef struct HistoryStats {
    int played, won;
    /* games with a bot of each level at the table (BotLevel), and how many of them were won */
    int against[4], won_against[4];
    double mean_score;
    int best_score;
    int streak;      /* now: wins in a row (> 0) or games without a win in a row (< 0) */
    int best_streak; /* the most wins in a row */
    double rating;
    int rated_games;
    /* the last games, the newest first: won or not, the score, the rating after (or 0) */
    int recent_count;
    struct {
        bool won;
        int score;
        double rating_after;
    } recent[HISTORY_RECENT];
} HistoryStats;
bool history_stats(History *h, const char *player, const char *game, HistoryStats *out);
/* Forgets a game for good (the app asks first). False with the reason. */
bool history_remove(History *h, int64_t id, char *err, size_t errlen);

#endif
