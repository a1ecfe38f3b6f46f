/* The autosave writer: a game in progress is written to its file on a thread of its own, so no
 * frame ever waits for the disk. The game scene hands it what to write, in order: the whole
 * journal (match_write_journal: when the game starts, is resumed or undone), then one line per
 * move, appended and flushed (journal_append: O(1) a move, however long the game), and at the
 * end the file's removal. Where a line cannot be appended (the file was removed, a write
 * failed), the writer writes the whole journal again from its own copy of the text. Where
 * another program put a file of its own in the journal's place, that file is never written
 * over nor removed: the writer drops every job for its path and says so (autosaver_replaced),
 * and the game goes on in a new file. */
#ifndef MOGULS_AUTOSAVE_H
#define MOGULS_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct Autosaver Autosaver;

/* Starts the writer (without threads, every write happens at once, on the caller's thread). */
Autosaver *autosaver_create(void);
/* Writes everything still queued, then stops. */
void autosaver_destroy(Autosaver *a);
/* Queues the whole journal text of a game that begins (starts, or is resumed from path): the
 * file path names now is this game's. */
void autosaver_begin(Autosaver *a, const char *path, const char *text);
/* Queues the whole journal text of the game begun at path again (after an undo). */
void autosaver_whole(Autosaver *a, const char *path, const char *text);
/* Queues one line to append to the journal last queued whole for path. */
void autosaver_append(Autosaver *a, const char *path, const char *line);
/* Queues the removal of path (the game ended). */
void autosaver_remove(Autosaver *a, const char *path);
/* Waits until every queued write is done (before the files are listed or the app quits). */
void autosaver_flush(Autosaver *a);
/* Whether, since the last call, the writer found the journal's file replaced by another one
 * (which it leaves alone, with every later job for that path). */
bool autosaver_replaced(Autosaver *a);
/* What came of the writes done since the last call: false when none was done; else *ok tells
 * whether the last one succeeded, and err holds why it failed. */
bool autosaver_result(Autosaver *a, bool *ok, char *err, size_t errlen);

#endif
