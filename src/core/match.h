/* A match: the game, its options, seed and seats, and the moves played so far.
 *
 * The move list is the single source of truth: the current state is the seed replayed through
 * the moves, so undo, save files, replays and the log all come from it, and undo never re-rolls a
 * draw (the same seed and moves always give the same draws).
 *
 * Fair undo (the house rule): a human takes back only their own decisions, with the moves played
 * after them, and never past a move that brought to light something they could not know (what
 * each move revealed is kept beside it, from GameRules.reveals) nor past another human's move.
 * A practice match undoes freely. */
#ifndef MOGULS_MATCH_H
#define MOGULS_MATCH_H

#include <sys/types.h>

#include "game.h"

#define SEAT_NAME_MAX 24
#define SAVE_FORMAT_VERSION 4

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
    int *mover;      /* the seat that made each move */
    Reveal *reveal;  /* what each move brought to light */
    char **log;      /* one plain-English line per move */
    GameState *state;
    bool practice;   /* undo is free: a practice game, marked as such everywhere */
    bool assisted;   /* a hint was shown during the game: marked in its save and its history,
                        and never rated */
    int torn_line;   /* loaded from a journal whose last line was cut short (a program stopped
                        while appending it) and left out: that line's number; else 0 */
    /* A mirror of a match played elsewhere (a seat at a network table) has no seed to replay:
     * match_state_after asks this for its earlier states (a new state the caller frees) when it
     * is set. */
    GameState *(*state_after)(const struct Match *m, int count, void *source);
    void *state_source;
} Match;

/* Pins in opts the replaceable file new games of this kind use now (GameRules.resource), if
 * it is not pinned yet. False with the reason when it is missing: such a game cannot start. */
bool match_prepare(const GameRules *rules, GameOptions *opts, char *err, size_t errlen);
/* seats: opts->players entries; NULL gives "Player 1".. humans, each in a colour of its own.
 * The options must be prepared (match_prepare) where the game has a resource that may be
 * missing; otherwise it aborts. */
Match *match_new(const GameRules *rules, const GameOptions *opts, uint64_t seed,
                 const Seat *seats);
void match_free(Match *m);
/* Copies a name into the seat, cut where it is too long at a character boundary (UTF-8), never
 * in the middle of a character. */
void seat_set_name(Seat *seat, const char *name);
/* The lobby's default table: seat `human` (or none, -1) is a human called human_name, every other
 * seat a normal bot with a name of its own ("Ada", "Bruno", ...); colours follow the seats. */
void match_default_seats(Seat seats[MAX_SEATS], int human, const char *human_name);

/* Trims blanks (spaces, tabs, Unicode spaces) from both ends of a seat's name; a name that was
 * only blanks becomes "Player N" (seat N-1), so no player is ever invisible. */
void match_tidy_name(char name[SEAT_NAME_MAX], int seat);

/* Plays a move of the seat to move; logs it. False (match unchanged) with the reason if illegal. */
bool match_play(Match *m, const char *move, char *err, size_t errlen);
/* Records a move played elsewhere, in a match that mirrors another (a seat at a network table,
 * net/table_client.h): its text ("" for a secret choice of another seat), mover, what it brought
 * to light and its log line are kept; the state is the caller's to set. */
void match_record(Match *m, const char *move, int mover, Reveal reveal, const char *log);
/* Forgets the moves after the first `count` of a match that mirrors another (a seat at a network
 * table whose moves were taken back there); the state is the caller's to set. */
void match_forget_after(Match *m, int count);
/* Whether `seat` (the human at the device) may take back its last decision now. False with a
 * sentence saying why ("New tiles were drawn since your move"). */
bool match_undo_allowed(const Match *m, int seat, char *why, size_t whylen);
/* Takes back `seat`'s last decision and every move after it, if match_undo_allowed. */
bool match_undo(Match *m, int seat, char *why, size_t whylen);
/* Takes back the last move whatever it revealed (analysis in the engine). False if none. */
bool match_undo_force(Match *m);
/* The state after the first `count` moves (the seed replayed; the shell's Replay draws it). A new
 * state the caller frees; count beyond the moves played stops at the current state. */
GameState *match_state_after(const Match *m, int count);
/* Where the moves since `seat`'s last decision begin: the index after its last move (0 if it
 * has not moved). -1 (nobody at the device): the last move alone. */
int match_since_turn(const Match *m, int seat);
/* The seat that made the last human decision, or -1. */
int match_last_human(const Match *m);
/* What a move brought to light: the game's answer (GameRules.reveals), and the end of the game,
 * which shows every secret and is never taken back. */
Reveal game_reveals(const GameState *before, const char *move, const GameState *after);
/* Why the rules refuse `move` now, as a sentence (its first letter capitalised): true with the
 * reason in why; false when the move is legal. The move is tried on a copy. For a view that
 * explains a button or a click before the move is sent. */
bool game_refusal(const GameState *s, const char *move, char *why, size_t whylen);
/* The scores `viewer` (-1: a spectator) may know: known[seat] is false for a score that counts
 * secrets while the game is on (GameRules.score_hidden). */
void game_scores_seen(const GameState *s, int viewer, int *scores, bool *known);
/* Whether `seat`'s view now holds something another seat may not know: its describe shows more
 * than a spectator's (its own hand, hidden money, its secret choice made), or the choice it is
 * to make now is a secret one (GameRules.secret_move). False in a game without hidden
 * information and once the game is over. Hot-seat play hands the device over privately before
 * such a view only. */
bool game_view_private(const GameState *s, int seat);
/* The seat names as an array for describe_move. */
void match_names(const Match *m, const char *names[MAX_SEATS]);
const char *bot_level_name(BotLevel level);
/* -1 if unknown. */
int bot_level_parse(const char *name);

/* A seat as a save file's "seat" line has it after the word: "normal 1 Ada" (kind, colour,
 * name). False with the reason. */
bool match_parse_seat(const char *text, Seat *seat, char *err, size_t errlen);

/* Save files: text, versioned ("moguls-save 3"; 4 for an assisted game, which an older Moguls
 * refuses as newer rather than misreads), ending in "end" so truncation shows. */
void match_write(const Match *m, StrBuf *out);
/* A save kept up to date move by move (a game in progress): the same header marked `journal`
 * and the moves, without "end"; each later move is appended as its line (match_journal_line).
 * A journal ends after its last whole line: a last line cut short is left out when loading. */
void match_write_journal(const Match *m, StrBuf *out);
/* Move i's line in a save: "move TEXT\n". */
void match_journal_line(const Match *m, int i, StrBuf *out);

/* What a save file's header says, read without replaying it (the saved-games list). */
typedef struct SaveSummary {
    const GameRules *rules;
    GameOptions opts;
    Seat seats[MAX_SEATS];
    bool practice;
    bool assisted; /* a hint was used (Match.assisted) */
    bool journal;  /* moves are appended as they are played (match_write_journal) */
    int moves;    /* whole move lines */
} SaveSummary;
/* False with the reason if the text does not start like a save of a known game. */
bool match_peek(const char *text, SaveSummary *out, char *err, size_t errlen);
/* Parses and replays a save; every move is checked. NULL with a reason naming the line. A
 * journal's last line cut short is left out (Match.torn_line says so). */
Match *match_read(const char *text, char *err, size_t errlen);
/* Writes to a new temporary file beside `path`, then renames it over `path`: never half a save. */
bool match_save(const Match *m, const char *path, char *err, size_t errlen);
Match *match_load(const char *path, char *err, size_t errlen);

/* Reads a whole regular file (at most max_bytes) into a NUL-terminated string; NULL with a
 * reason (a directory, a FIFO or a device is refused at once, without waiting on it). */
char *read_text_file(const char *path, size_t max_bytes, char *err, size_t errlen);
/* Writes `text` to path atomically: a uniquely named temporary file in the same folder (created
 * exclusively, so a link planted there is never followed), flushed to disk, then renamed. */
bool write_file_atomic(const char *path, const char *text, char *err, size_t errlen);
/* A journal on disk (match_write_journal), as the app keeps a game in progress: written whole
 * once, atomically, then a move at a time. Each append is one write of a whole line, flushed to
 * the disk: a program killed at any moment leaves the file as it was before or after the move,
 * or with that line cut short, which loading leaves out and says so. */
typedef struct SaveJournal {
    int fd; /* the file last written whole, kept open to append to; -1 if none */
    dev_t device;
    ino_t inode; /* that file's identity: appends go only to the file the path still names */
} SaveJournal;
#define SAVE_JOURNAL_INIT ((SaveJournal){-1, 0, 0})
/* Writes text to path atomically (write_file_atomic) and keeps the file open for appends. */
bool journal_write_whole(SaveJournal *j, const char *path, const char *text, char *err,
                         size_t errlen);
/* Appends a whole line to the file, flushed to the disk. False, with the reason, when it could
 * not (the file is then closed, so the next write must be whole) or when `path` no longer names
 * the file written whole (removed, or replaced by another program). */
bool journal_append(SaveJournal *j, const char *path, const char *line, char *err, size_t errlen);
void journal_close(SaveJournal *j);
/* Whether path now names a file other than the one j last wrote whole: another program (or
 * another window on the same game) put a file of its own there, which must not be written over.
 * False when nothing was written yet or when path names no file. */
bool journal_replaced(const SaveJournal *j, const char *path);
/* Removes a temporary file write_file_atomic left behind when its program was killed: only a
 * regular file unchanged for min_age_s seconds whose writer is gone (a live writer holds a lock
 * on it until it renames it). True if it was removed. */
bool remove_stale_temp(const char *path, int min_age_s);

#endif
