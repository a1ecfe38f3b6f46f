/* The player's games on disk, in the preference folder:
 *
 *   games/  one file per game in progress, a journal each move is appended to (its autosave),
 *           removed when the game ends; Start always makes a new one, so no game replaces
 *           another;
 *   saves/  copies the player asked for (Menu > Save a copy); loading one starts a new game in
 *           progress from it and leaves the copy as it was.
 *
 * The list of both folders comes from an index, games/.index: what each file's header says,
 * with the file's size and time. A file is read again only when it is new or its size or time
 * changed, and then only its header (the moves of a large file are counted when they are first
 * shown). The index is only ever a copy of what the files say: missing or stale, it is rebuilt
 * from them; damaged, it is set aside (games/.index.bad) and rebuilt. A damaged save is still
 * listed (and refused, with the reason, when loaded). */
#ifndef MOGULS_SAVES_H
#define MOGULS_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "core/match.h"

#define SAVE_FILE_MAX (4 << 20) /* the largest save file loaded (match_load) */
#define SAVE_NAME_MAX 256       /* a file name in its folder, NUL included */
#define SAVES_ABANDONED_DAYS 7  /* a game in progress unplayed this long counts as abandoned */
#define SAVES_INDEX ".index"    /* in games/ */

typedef enum SaveFolder { SAVE_IN_PROGRESS, SAVE_COPY } SaveFolder;

typedef struct SaveEntry {
    char name[SAVE_NAME_MAX]; /* the file's name in its folder */
    SaveFolder folder;
    time_t modified;
    long modified_ns; /* orders files written within the same second */
    long long size;
    bool readable;       /* the header was read: summary is valid */
    SaveSummary summary; /* game, options, seats, practice; moves is -1 until counted */
    char *header;        /* the header's lines as the file has them (the list's own; NULL in a
                            copy taken out of the list) */
} SaveEntry;

typedef struct SaveList {
    SaveEntry *entries; /* both folders, newest first */
    int count, cap;
    bool changed; /* the index no longer says what the list knows: saves_keep_index writes it */
    int reused;   /* entries taken from the index unchanged (while listing) */
} SaveList;

/* The folder for a kind of save (created if missing); false with the reason. */
bool saves_folder(const char *pref_dir, SaveFolder folder, char *out, size_t outlen, char *err,
                  size_t errlen);
/* A new file name in a folder for a game of `game_id` that no other file uses (never an
 * overwrite): "takeover-20261122-140501.txt". */
bool saves_new_path(const char *pref_dir, SaveFolder folder, const char *game_id, char *out,
                    size_t outlen, char *err, size_t errlen);
/* The same in any folder (exports). */
bool saves_new_file(const char *dir, const char *game_id, char *out, size_t outlen, char *err,
                    size_t errlen);
/* Moves the autosaves of older versions (one per game kind, autosave-ID.txt) into games/. */
void saves_migrate(const char *pref_dir);
/* Removes the temporary files a killed writer left in the preference folder, games/, saves/ and
 * lessons/ ("NAME.txt.XXXXXX"): only those unchanged for a few minutes that no running program
 * is writing (see remove_stale_temp). Returns how many. */
int saves_remove_stale_temps(const char *pref_dir);

/* Lists both folders into `list` (emptied first), newest first, through the index; writes the
 * index back when it was missing, stale or damaged. */
void saves_list(const char *pref_dir, SaveList *list);
void saves_list_free(SaveList *list);
/* The path of an entry's file. */
void saves_path(const char *pref_dir, const SaveEntry *e, char *out, size_t outlen);
/* The entry of this file in the list, or -1. */
int saves_find(const SaveList *list, SaveFolder folder, const char *name);
/* Makes sure entry i's moves are counted (reading its file once, for a large file). */
void saves_count_moves(const char *pref_dir, SaveList *list, int i);
/* Writes the index if the list knows more than it says (moves counted since). */
void saves_keep_index(const char *pref_dir, SaveList *list);
/* The most recently played game in progress that can be read, its moves counted; false if
 * there is none. */
bool saves_latest_in_progress(const char *pref_dir, SaveEntry *out);
/* A game in progress another game in progress holds exactly as the copy at entry i does (a
 * copy loaded before and not played since): its entry, or -1. */
int saves_started_from(const char *pref_dir, const SaveList *list, int i);

/* Abandoned: a game in progress that can be read, is not the most recent one (Continue's),
 * and was never started (no move) or not played for SAVES_ABANDONED_DAYS. Never a copy. */
bool saves_is_abandoned(const SaveList *list, int i, time_t now);
int saves_count_abandoned(const SaveList *list, time_t now);
/* Removes the abandoned games' files; returns how many went (err says why one could not). */
int saves_clear_abandoned(const char *pref_dir, SaveList *list, time_t now, char *err,
                          size_t errlen);

/* "Takeover - you vs 3 bots - move 41" (and " - practice"). */
void saves_describe(const SaveEntry *e, char *out, size_t outlen);
/* Who plays: "you vs 3 bots", "you alone", "3 players", "2 players and a bot". */
void saves_players_text(const Seat *seats, int players, char *out, size_t outlen);
/* True if path is in the folder of games in progress. */
bool saves_is_in_progress(const char *pref_dir, const char *path);

#endif
