/* A game record to share: one text file holding a whole game, finished or not, that a friend
 * imports and replays (docs/notation.md, "Game records"). It is a save (match_write) under a
 * short header of its own:
 *
 *   moguls-record 1
 *   kind rated                        (finished games only: rated, practice, lesson, imported)
 *   finished 2026-11-28T18:40:07Z     (finished games only, UTC)
 *   moguls-save 3
 *   ...the save's lines...
 *   end
 *
 * The history keeps each finished game in this form too (history.h), so a damaged database is
 * rebuilt from those files. A plain save file is read as a record without the header. No SDL. */
#ifndef MOGULS_GAMERECORD_H
#define MOGULS_GAMERECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/match.h"
#include "core/strbuf.h"
#include "history.h"

#define GAMERECORD_VERSION 1

/* What the header says besides the save. */
typedef struct GameRecordInfo {
    bool finished;    /* the game is over (the kind and time below are known) */
    HistoryKind kind; /* what it counted for where it was played */
    int64_t when;     /* when it ended, seconds since the epoch; 0 if the record does not say */
} GameRecordInfo;

/* Writes the record of m; `info` is NULL for a game in progress. */
void gamerecord_write(const Match *m, const GameRecordInfo *info, StrBuf *out);
/* Only the record's own header (a save's text follows it). */
void gamerecord_write_header(const GameRecordInfo *info, StrBuf *out);
/* Reads a record (or a plain save) and replays it, checking every move. NULL with the reason
 * naming the file's line when it is damaged, foreign or cut short: never half a game. info says
 * what the header said; a finished game without the header counts as rated, with no time. */
Match *gamerecord_read(const char *text, GameRecordInfo *info, char *err, size_t errlen);
/* Only what the header says, without replaying the game; false with the reason. */
bool gamerecord_peek(const char *text, GameRecordInfo *info, char *err, size_t errlen);

/* The folder exports go to, made if missing: "Moguls" in the player's documents folder (the XDG
 * documents folder, else ~/Documents), else `fallback`. False with the reason. */
bool gamerecord_export_folder(const char *fallback, char *out, size_t outlen, char *err,
                              size_t errlen);

#endif
