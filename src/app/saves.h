/* The player's games on disk, in the preference folder:
 *
 *   games/  one file per game in progress, rewritten after every move (its autosave) and removed
 *           when the game ends; Start always makes a new one, so no game replaces another;
 *   saves/  copies the player asked for (Menu > Save a copy); loading one starts a new game in
 *           progress from it and leaves the copy as it was.
 *
 * Listing reads each file's header only (match_peek), so a damaged file is still listed (and
 * refused, with the reason, when loaded). */
#ifndef MOGULS_SAVES_H
#define MOGULS_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "core/match.h"

#define SAVES_MAX 200

typedef enum SaveFolder { SAVE_IN_PROGRESS, SAVE_COPY } SaveFolder;

typedef struct SaveEntry {
    char path[1400];
    SaveFolder folder;
    time_t modified;
    long modified_ns; /* orders files written within the same second */
    bool readable;       /* the header was read: summary is valid */
    SaveSummary summary; /* game, options, seats, practice, moves */
} SaveEntry;

/* The folder for a kind of save (created if missing); false with the reason. */
bool saves_folder(const char *pref_dir, SaveFolder folder, char *out, size_t outlen, char *err,
                  size_t errlen);
/* A new file name in a folder for a game of `game_id` that no other file uses (never an
 * overwrite): "takeover-20261122-140501.txt". */
bool saves_new_path(const char *pref_dir, SaveFolder folder, const char *game_id, char *out,
                    size_t outlen, char *err, size_t errlen);
/* Moves the autosaves of older versions (one per game kind, autosave-ID.txt) into games/. */
void saves_migrate(const char *pref_dir);
/* Both folders, newest first; returns how many (at most max). */
int saves_list(const char *pref_dir, SaveEntry *out, int max);
/* The most recently played game in progress that can be read; false if there is none. */
bool saves_latest_in_progress(const char *pref_dir, SaveEntry *out);
/* "Takeover - you vs 3 bots - move 41" (and " - practice"). */
void saves_describe(const SaveEntry *e, char *out, size_t outlen);
/* Who plays: "you vs 3 bots", "you alone", "3 players", "2 players and a bot". */
void saves_players_text(const Seat *seats, int players, char *out, size_t outlen);
/* True if path is in the folder of games in progress. */
bool saves_is_in_progress(const char *pref_dir, const char *path);

#endif
