/* A match: the game, its options, seed and seats, and the moves played so far.
 *
 * The move list is the single source of truth: the current state is the seed replayed through
 * the moves, so undo, save files, replays and the log all come from it, and undo never re-rolls a
 * draw (the same seed and moves always give the same draws). */
#ifndef MOGULS_MATCH_H
#define MOGULS_MATCH_H

#include "game.h"

#define SEAT_NAME_MAX 24
#define SAVE_FORMAT_VERSION 1

typedef struct Seat {
    char name[SEAT_NAME_MAX];
    bool bot;
    BotLevel level; /* bots only */
    int colour;     /* index into the app's palette */
} Seat;

typedef struct Match {
    const GameRules *rules;
    GameOptions opts;
    uint64_t seed;
    Seat seats[MAX_SEATS];
    int move_count;
    int move_cap;
    char (*moves)[MOVE_MAX];
    int *mover;  /* the seat that made each move */
    char **log;  /* one plain-English line per move */
    GameState *state;
} Match;

/* seats: opts->players entries; NULL gives "Player 1".. humans. */
Match *match_new(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                 const Seat *seats);
void match_free(Match *m);

/* Plays a move of the seat to move; logs it. False (match unchanged) with the reason if illegal. */
bool match_play(Match *m, const char *move, char *err, size_t errlen);
/* Takes back moves up to and including the last one a human made. False if there is none. */
bool match_undo(Match *m);
bool match_can_undo(const Match *m);
/* The seat names as an array for describe_move. */
void match_names(const Match *m, const char *names[MAX_SEATS]);
const char *bot_level_name(BotLevel level);
/* -1 if unknown. */
int bot_level_parse(const char *name);

/* Save files: text, versioned ("moguls-save 1"), ending in "end" so truncation shows. */
void match_write(const Match *m, StrBuf *out);
/* Parses and replays a save; every move is checked. NULL with a reason naming the line. */
Match *match_read(const char *text, char *err, size_t errlen);
/* Writes to a temporary file beside `path`, then renames it over `path`: never half a save. */
bool match_save(const Match *m, const char *path, char *err, size_t errlen);
Match *match_load(const char *path, char *err, size_t errlen);

/* Reads a whole file (at most max_bytes) into a NUL-terminated string; NULL with a reason. */
char *read_text_file(const char *path, size_t max_bytes, char *err, size_t errlen);
/* Writes `text` to path atomically (temp file + rename). */
bool write_file_atomic(const char *path, const char *text, char *err, size_t errlen);

#endif
