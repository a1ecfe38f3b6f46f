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
 * free), lesson games and games imported from a record a friend shared (gamerecord.h) are kept
 * apart from it. */
typedef enum HistoryKind {
    HISTORY_RATED,
    HISTORY_PRACTICE,
    HISTORY_LESSON,
    HISTORY_IMPORTED
} HistoryKind;
/* A set of kinds for a list: (1u << kind) for each kind in it. */
#define HISTORY_KIND_BIT(kind) (1u << (kind))
#define HISTORY_ALL_KINDS 0xfu

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
    bool assisted; /* a hint was used (Match.assisted): the game was not rated */
    HistorySeat seat[MAX_SEATS];
} HistoryGame;

/* Opens (or creates) the database at path. Every game in it is also kept as a file of its own
 * (a game record, gamerecord.h) in the folder named like path without ".db" ("history.db":
 * "history/"). A file that is not a sound history database is never emptied: it is set aside
 * beside it as path.bad (path.bad.2, ... if taken), and a new one is built again from the kept
 * files (so is a database that is missing while those files are there); `note` says so in a
 * sentence for the player (else note is ""). NULL with the reason when even that fails, or when
 * the file was written by a newer Moguls. */
History *history_open(const char *path, char *note, size_t notelen, char *err, size_t errlen);
void history_close(History *h);

/* Keeps a finished game (its file first, then its rows) and, when it is rated (a game for the
 * record, of two seats or more, with a human in it, in which no hint was used: Match.assisted),
 * moves its humans' ratings (rating.h) in the same step; returns its id (the same id if this very
 * game, the same record, is kept already), 0 with the reason on failure. The game is on disk when
 * this returns. */
int64_t history_add(History *h, const Match *m, HistoryKind kind, int64_t finished, char *err,
                    size_t errlen);
/* A number that changes whenever this handle writes to the history (a game kept or removed, a
 * review kept) and never on a read: a screen showing the history reads it again only when this
 * moved, not every frame. */
unsigned history_changes(History *h);
/* How many games are kept (of one game when `game` is not NULL). -1 on failure. */
int history_count(History *h, const char *game);
/* The newest first, from `offset`, at most `max` into out; returns how many, -1 on failure. */
int history_list(History *h, const char *game, int offset, int max, HistoryGame *out);
/* The same of the kinds in the set `kinds` only (HISTORY_KIND_BIT): a page of the History list
 * reads only a small index (games_list), never the games' records. */
int history_count_kinds(History *h, const char *game, unsigned kinds);
int history_list_kinds(History *h, const char *game, unsigned kinds, int offset, int max,
                       HistoryGame *out);
/* The game's whole record (a save's text: match_read replays it), malloc'd; NULL with the reason
 * when there is no such game. */
char *history_record(History *h, int64_t id, char *err, size_t errlen);
/* The game as a record to share (gamerecord.h: its kind and time, then the save), malloc'd;
 * NULL with the reason. */
char *history_shared_record(History *h, int64_t id, char *err, size_t errlen);
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
    int assisted; /* games in which a hint was used (counted above, never rated) */
    /* the best move of the game's notable kind (GameRules.notable: BuyWord's best word) and
     * its worth, 0 when none */
    char notable[MOVE_MAX];
    int notable_worth;
    /* the best solitaire game's rating (GameRules.rating, in English: "good") and its score;
     * "" when none was played */
    char solitaire[32];
    int solitaire_score;
    /* the last games, the newest first: won or not, the score, the rating after (or 0) */
    int recent_count;
    struct {
        bool won;
        int score;
        double rating_after;
    } recent[HISTORY_RECENT];
} HistoryStats;
bool history_stats(History *h, const char *player, const char *game, HistoryStats *out);
/* One kept game as the list shows it (its seats' ratings before and after it, for the end
 * screen). False when there is no such game or the history cannot be read. */
bool history_game(History *h, int64_t id, HistoryGame *out);
/* Keeps the review of game `id` with it (in place of any kept before), so it is computed once;
 * it goes when the game goes. False with the reason. */
struct Review;
bool history_keep_review(History *h, int64_t id, const struct Review *r, char *err, size_t errlen);
/* The review kept with game `id` into out (review_free it): 1, or 0 when none is kept, -1 with
 * the reason when the history cannot be read. */
int history_review(History *h, int64_t id, struct Review *out, char *err, size_t errlen);
/* The names of the humans in the games of the player's record (HISTORY_RATED: not practice,
 * lessons or imported games, whose players have no profile), the most games first (then by
 * name), at most `max` into out; how many, -1 on failure. */
int history_players(History *h, char (*out)[SEAT_NAME_MAX], int max);
/* Forgets a game for good, its kept file too (the app asks first). False with the reason. */
bool history_remove(History *h, int64_t id, char *err, size_t errlen);

#endif
