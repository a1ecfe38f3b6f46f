/* Inside the app: the App struct shared by the scenes (lobby.c, game_scene.c, help.c, end.c,
 * settings_scene.c) and the main loop (app.c). Not for views. */
#ifndef MOGULS_APP_INTERNAL_H
#define MOGULS_APP_INTERNAL_H

#include <SDL.h>
#include <stdatomic.h>

#include "app.h"
#include "autosave.h"
#include "core/i18n.h"
#include "core/lesson.h"
#include "core/match.h"
#include "core/registry.h"
#include "language.h"
#include "records/history.h"
#include "records/series.h"
#include "saves.h"
#include "settings.h"
#include "ui/draw_list.h"
#include "ui/sound.h"
#include "ui/sprite.h"
#include "ui/text.h"
#include "ui/tween.h"
#include "ui/ui.h"
#include "ui/widgets.h"
#include "view.h"

/* The table under the shell's own screens (the lobby, settings): the default walnut. */
#define SHELL_TABLE ((UiTable){UI_SURFACE_WOOD, 0})

#define MAX_GAMES 16
#define GAME_HEADER_H 64 /* the game scene's header bar, in units */

/* History (history_scene.c): the finished games, one page at a time from the database. */
#define HISTORY_PAGE_MAX 40
typedef struct HistoryScreen {
    int kinds;     /* the filter: HistoryFilter in history_scene.c */
    int game;      /* the game shown (index into games[]), or -1 for every game */
    int scroll;    /* the first row shown */
    int page_rows; /* rows the list showed at its last frame */
    int count;     /* games the filter shows */
    bool stale;    /* the page below must be read again */
    int page_from; /* the page read: its first row, its games */
    int page_count;
    HistoryGame page[HISTORY_PAGE_MAX];
    int64_t picked; /* the game picked, by its id (0: none) */
    bool confirm_delete;
} HistoryScreen;

/* The lobby's choices for one game: seats and options, kept while the app runs. */
typedef struct GameSetup {
    GameOptions opts;
    Seat seats[MAX_SEATS];
    bool practice; /* undo is free; the game is marked Practice */
    bool remembered; /* started once (or read from lobby.txt): lobby_memory_save keeps it */
} GameSetup;

/* What the lobby knows of a game's lesson. */
typedef struct LobbyLesson {
    int minutes; /* about how long it takes; 0: the game has no lesson */
} LobbyLesson;

/* A box's picture of its game in play, and what it was made for. */
typedef struct LobbyArt {
    SDL_Texture *texture; /* NULL if it could not be made */
    bool made;
    int w, h;
    bool colour_blind;
    char language[16];
} LobbyArt;

/* A box's picture being made on a thread of its own (lobby_art.c). */
typedef struct LobbyArtJob {
    bool busy;          /* from its start until its picture is taken */
    SDL_Thread *thread; /* NULL when it was made at once (no thread could start) */
    atomic_bool done;
    int index; /* the game's */
    const GameRules *rules;
    LobbyArt made_for;    /* the size, palette and language asked for */
    Ui *kit;              /* the picture's own (ui_create_picture), the thread's until done */
    SDL_Surface *picture; /* what it made, the lid's size; NULL if it could not */
} LobbyArtJob;

/* A bot decision running on a worker thread. */
typedef struct BotJob {
    SDL_Thread *thread;
    GameState *state; /* the worker's own copy */
    BotLevel level;
    uint64_t seed;
    atomic_bool cancel;
    atomic_bool done;
    bool found;
    char move[MOVE_MAX];
    int for_move_count; /* the match's move count when it started (stale results are dropped) */
} BotJob;

/* What the end screen shows of a finished game beyond its final state: how the history kept it
 * (its id, the humans' ratings before and after) and each seat's score across the game. */
typedef struct EndRecord {
    int64_t id;         /* in the history; 0: not kept */
    HistoryGame kept;   /* valid when id > 0 */
    ScoreSeries series; /* points 0: none */
} EndRecord;

struct App {
    Ui *ui;
    AppOptions opts;
    Settings settings;
    double size_settle_from, size_settling; /* after leaving full screen: sizes to ignore */
    int windowed_w, windowed_h;             /* the window's size before full screen */
    char language[16]; /* the Settings language last applied (language_use) */
    bool language_set;
    char pref_dir[1024];
    History *history;    /* the finished games (src/records), opened after the first frame */
    bool history_failed; /* it could not be opened: said once, not tried again */
    SDL_Thread *history_opener; /* opening it (its check reads the whole file) off the frame */
    History *history_opened;    /* what the opener found, and its note or reason */
    char history_note[1400], history_err[1400];
    AppScene scene;
    AppScene help_return; /* the scene help and settings go back to */
    bool quit;
    bool dirty; /* something changed: draw a frame */
    Uint64 started_ms;

    /* lobby */
    const GameRules *games[MAX_GAMES]; /* the games with a view, in registry order */
    int game_count;
    int selected;
    GameSetup setups[MAX_GAMES];
    char profile_name[SEAT_NAME_MAX]; /* the player the profile screen shows */
    int profile_game;                 /* and the game (index into games[]) */
    LobbyLesson lessons[MAX_GAMES];
    LobbyArt art[MAX_GAMES]; /* the boxes' pictures of the boards (lobby_art.c) */
    LobbyArtJob art_job;
    bool lobby_shown; /* a lobby frame was drawn: the pictures may be made */
    char lobby_message[2048];
    bool lobby_message_is_error;
    int editing_seat;                  /* seat whose name is being typed, or -1 */
    int editing_resource;              /* settings: the game (registry index) whose file path
                                          is being typed, or -1 */
    char resource_draft[512];          /* that path as typed so far */
    UiTextEdit edit;                   /* the field being typed into: a name or that path */
    bool has_latest;                   /* a game in progress can be continued: */
    SaveEntry latest;                  /* the most recent one */
    bool saves_open;                   /* the saved-games list is shown */
    SaveList save_list;                /* its entries, newest first */
    SaveFolder save_pick_folder;       /* the game picked in it, by its file (never by row: */
    char save_pick[SAVE_NAME_MAX];     /* the rows move when a game is played), "" for none */
    int save_scroll;                   /* the first row shown; -1: scroll to the game picked */
    int save_page;                     /* rows the list showed at its last frame */
    int save_drag_from;                /* the scroll when the scroll bar's thumb was taken, or -1 */
    int save_abandoned;                /* how many games in progress are abandoned */
    bool confirm_delete;               /* "Delete this game?" is asked */
    bool confirm_clear;                /* "Remove N abandoned games?" is asked */
    HistoryScreen history_screen;

    /* game */
    Match *match;
    const GameView *view;
    void *view_data;
    int game_index; /* index into games[] */
    int viewer;     /* the seat whose secrets the board shows, or -1 */
    bool viewer_private; /* hot-seat: the viewer's turn shown now is private (game_view_private) */
    /* game_view_private of seat `seat` after `moves` moves (-1: not known): it builds two views of
     * the table, and the turn flow asks it every frame */
    struct {
        int moves, seat;
        bool is_private;
    } private_known;
    bool secrets_hidden; /* hot-seat: bots move after a private turn; the board shows no seat's
                            secrets until the next human's turn (or pass screen) */
    int pass_to;    /* SCENE_PASS: the seat to hand the device to */
    BotJob bot;
    struct GameHint *hint; /* the Hint button's search and answer (game_hint.c), or NULL */
    bool bot_running;
    bool bot_result;     /* bot.move holds a found move, waiting for its time */
    bool bot_rehearsed;  /* ... and the frame it will show was rehearsed (game_rehearse_move) */
    int turn_sounded;    /* the move count at which "your turn" last sounded */
    SDL_Rect board_area; /* the view's area at its last layout */
    bool view_pressed;   /* the last button press was on the board */
    float board_scale;
    double last_move_at;
    double game_over_at; /* when the end was seen (the end screen follows shortly) */
    bool menu_open;
    int log_scroll; /* lines scrolled up from the newest */
    int log_newest; /* the log's newest entry in the frame before (game_log.c) */
    Autosaver *autosaver;     /* writes the games in progress, off the main thread */
    char autosave_path[1200]; /* this game's own file in games/ ("" if none can be made) */
    bool autosave_written;    /* the file holds this game: it is removed when the game ends */
    bool save_warned;         /* saving failed and the player was told once */

    UiTween end_tween; /* the end screen's panel rising into place */
    UiMoney money;     /* the last move's coins and counting numbers (game_motion.c) */
    UiTween winner_tween; /* the winners' panels coming forward at the end */
    bool winner_shown;    /* that moment began (with its fanfare) */
    bool end_shown;    /* the end screen opened once: from now on only Results reopens it */
    EndRecord end_record;     /* the finished game as the history keeps it (end.c) */
    struct ReviewRun *review; /* the Review screen's review, while it is open (review_scene.c) */
    bool kept_game; /* the match is a finished game opened from History: its end screen goes
                       back there, and its replay starts at the first move */
    HistoryKind kept_kind;

    /* following the table */
    double anim_until; /* the last move's animation ends then: the next move waits for it */
    bool skipping;     /* "Skip to my turn": bots play at once, unanimated, until a human decides */
    bool holding;      /* the view holds play: the table reads a reveal (GameView.holds_play) */
    double hold_since; /* when the current hold (or part of it) began */

    /* Replay: the board after an earlier move, drawn from a copy of the match cut there */
    bool replaying;
    int replay_at;         /* moves applied in the board shown */
    int replay_from;       /* the earliest it steps back to (your turn, or 0: the whole game) */
    Match replay_match;    /* a shallow copy of `match` with move_count = replay_at */
    GameState *replay_state; /* match_state_after(match, replay_at), owned here */

    /* a lesson (coach.c): the coach beside the board, the steps in their order */
    Lesson *lesson;         /* the lesson being played, or NULL */
    int lesson_step;        /* the step shown; step_count: the summary */
    bool lesson_step_done;  /* its move was played (a bot's step) */
    double lesson_step_at;  /* when it was shown */
    char coach_reply[600];  /* the coach's answer to another move, "" if none */
    SDL_Rect log_area;      /* where the log was drawn (the coach can point at it) */

    /* help */
    int help_scroll;
    bool help_beside; /* the game scene shows the rules beside the board instead of the log */

    struct Online *online; /* Play online: its screens and the table at the board (online.h) */
};

/* app.c */
void app_set_scene(App *app, AppScene scene);
void app_apply_settings(App *app);
/* Gives the window the size in the settings, centred on its display (when full screen is off;
 * otherwise the size it will have when it is switched off). */
void app_apply_window_size(App *app);
void app_save_settings(App *app);
/* A standard page header: title on the left; returns the y below it (pixels). */
int app_draw_title(App *app, const char *title, const char *subtitle);
bool app_back_button(App *app);

/* lobby.c */
void lobby_init(App *app);
void lobby_draw(App *app);
void lobby_event(App *app, const SDL_Event *e);
/* Looks for the most recent game in progress (for Continue). */
void lobby_refresh_latest(App *app);
/* Frees what the lobby holds (the saved-games list). */
void lobby_free(App *app);
/* The chosen game's seats as the lobby sets them: the player count, and each seat's colour,
 * name and kind (a human or a bot's level), in area (Play online's Host sets them the same). */
void lobby_draw_seats(App *app, SDL_Rect area);

/* A question over `over`: its title, a text, and two buttons. 1: yes, 0: no, -1: not yet. */
int app_ask(App *app, SDL_Rect over, const char *title, const char *text, const char *yes,
            const char *yes_tip, const char *no);

/* shot.c: draws frames until the screen is all drawn (the lobby's boxes fill in as their
 * pictures are made: it waits for each), for a picture of it. */
void app_settle(App *app);

/* lobby_art.c: the picture of game `index` in play for its box, w x h pixels, made after the
 * lobby's first frame on a thread, one at a time (until then the last one, or NULL), and kept. */
SDL_Texture *lobby_art(App *app, int index, int w, int h);
/* Waits for the picture being made, if one is (its frame follows the wake it sends); false if
 * none is being made. */
bool lobby_art_wait(App *app);
/* The height of a picture `width` pixels wide. */
int lobby_art_height(int width);
/* Drops the pictures (they are made again when next shown). */
void lobby_art_free(App *app);

/* lobby_memory.c: the seats last used per game, in <prefs>/lobby.txt */
/* Reads them into the setups; a damaged file is set aside with a message in the lobby. */
void lobby_memory_load(App *app);
/* Writes the setups of the games started at least once (atomically). */
void lobby_memory_save(App *app);

/* A private preference folder for a run that must not touch the player's (bench, shot):
 * $TMPDIR/moguls-PURPOSE-XXXXXX, made anew; and its removal with everything the app wrote in
 * it. */
bool app_scratch_prefs(const char *purpose, char *out, size_t outlen, char *err, size_t errlen);
void app_remove_scratch_prefs(const char *dir);
/* Draws one frame as it stands, without events or the turn flow (bench_frames.c). */
void app_draw_frame(App *app);
/* Draws the scene as a frame would, into nothing: what it makes on the way is kept (texts
 * shaped and their textures, fonts opened, sprites asked of the worker at their sizes), and the
 * window, the list the next frame is compared with and the input it acts on stay as they were. */
void app_rehearse_frame(App *app);
/* bench_frames.c: `moguls bench`'s frame times, the lobby and every board at 1280x800 and
 * 1920x1080, in hidden apps of their own over the preference folder pref_dir. */
bool app_bench_frames(const char *pref_dir, FILE *out, const char *only);

/* game_scene.c */
/* Starts a game (takes ownership of m). It autosaves to `resume_path` (a game in progress
 * loaded from its own file) or, when that is NULL, to a new file of its own. False (m freed)
 * with a message in the lobby if it has no view or the view cannot start. */
bool game_start(App *app, Match *m, const char *resume_path);
/* Xlib reads the locale's whole Compose table (about 6,000 lines: 48M instructions, a quarter of
 * a start's on the main thread) each time SDL opens its input method, unless it has a folder to
 * keep it in (it keeps nothing for root): the player's ~/.compose-cache if there is one, else
 * XCOMPOSECACHE, set here to pref_dir/compose-cache unless the player set it. Before SDL's
 * video starts. */
void app_use_compose_cache(const char *pref_dir);
/* `moguls bench` (startup_bench.c): prints what the start cost up to the first lobby frame (the
 * CPU, peak memory, libraries loaded and the renderer) as one line and ends the process; and a
 * whole game of bots drawn in a hidden window, for its peak memory. */
void app_report_first_frame(const App *app);
int app_bench_game(const char *id);
/* The history of finished games (pref_dir/history.db), waiting for its opening if it is under
 * way; NULL, said once in a toast, when it cannot be opened. A damaged one set aside (and
 * rebuilt) is said too. */
History *app_history(App *app);
/* Starts opening it on a thread of its own (once, after the first frame): the check of a large
 * history takes a while, and History then opens at once. */
void app_history_prefetch(App *app);

int app_bench_lobby(void);
/* game_start's resume_path for a game kept in no file (a lesson). */
#define GAME_NO_FILE ""
/* Loads a save: a game in progress resumes in its own file, a copy starts a new game from it. A
 * file that cannot be loaded leaves a message in the lobby and is not touched. */
bool game_load(App *app, const char *path);
void game_close(App *app, bool keep_autosave);
void game_update(App *app);
/* Plays a move for the seat to move (from the board, a bot, or a test); false with a toast. */
bool game_play_move(App *app, const char *move);
/* A move was played on the match (here, or at an online table's server): the board, the
 * coins and the log follow it from `before`. */
void game_move_shown(App *app, const GameState *before, const char *move, int mover, bool animate);
/* The match's state changed other than by one move (an online table caught up): the board
 * starts again from it. */
void game_state_replaced(App *app);
/* A move the board made: in a lesson only the taught one is played. */
void game_board_move(App *app, const char *move);
void game_draw(App *app);
/* Hands an event to the board; true if the view used it. */
bool game_event(App *app, const SDL_Event *e);
/* The table has read what the view holds (a click, Enter, Continue). */
void game_release_hold(App *app);
/* Number of human seats. */
int game_humans(const Match *m);
void pass_draw(App *app);
void bot_stop(App *app);
/* The frame that `move` (the seat to move's, legal) will show, rehearsed (app_rehearse_frame)
 * while the board is idle: the frame showing it then draws what it made instead of making it (a
 * Mint Bid move that grows the city: every card's words at a new size). The match and the board
 * stay as they were. */
void game_rehearse_move(App *app, const char *move);
ViewFrame game_frame(const App *app);

/* game_motion.c: what the shell animates over every game's board, through GameView.seat_money
 * and seat_panel: coins between the panels after a move, the winners' moment at the end */
/* A move was played: its money, as the viewer may see it, starts moving. */
void game_motion_move(App *app, const GameState *before, bool animate);
/* The coins in the air and the winners' panels, over the board (after the view drew it). */
void game_motion_draw(App *app, const ViewFrame *f);
/* The game is over and the table has read it: the winners come forward, with the fanfare. */
void game_motion_end(App *app);
/* A click or a key: everything moving lands at once, and the click acts. */
void game_motion_finish(App *app);
/* Undo, load, a new game: nothing moves. */
void game_motion_reset(App *app);
/* What moves now, for app_table_info. */
void game_motion_info(const App *app, const ViewFrame *f, AppTableInfo *out);

/* game_log.c: the log panel (entries since the viewer's turn grouped and numbered like the
 * board's marks; an entry's further lines drawn as a block of rows) */
void game_log_draw(App *app, SDL_Rect r);

/* replay.c: Replay steps through the boards after earlier moves; any other key or click
 * returns to the live game. The table waits meanwhile. */
void replay_open(App *app);
void replay_close(App *app);
/* Shows the board after move `at` (clamped to replay_from .. the moves played). */
void replay_show(App *app, int at);
ViewFrame replay_frame(const App *app);
/* The replay controls in the header bar (in place of the turn pill and buttons). */
void replay_draw_controls(App *app, SDL_Rect bar);
/* A key or click during a replay: arrows step, anything else returns to live. True if used. */
bool replay_event(App *app, const SDL_Event *e);

/* coach.c */
/* Starts the lesson of `rules` where the player left it (or at its start), the player's seat
 * named player_name. False with a message in the lobby. */
bool coach_start(App *app, const GameRules *rules, const char *player_name);
void coach_stop(App *app);
/* The step a lesson was left at (0: not begun). */
int coach_saved_step(const App *app, const char *id);
/* Whether the board takes the player's move now (a step that teaches one). */
bool coach_can_act(const App *app);
/* Plays a bot's step when its time comes (unless a reveal holds play). */
void coach_update(App *app, bool held);
/* The player's move: played if it is the one taught, else the coach says why not. */
void coach_try_move(App *app, const char *move);
void coach_draw(App *app, SDL_Rect panel);
/* The header's line while the coach talks (false: the usual "Your turn..." applies). */
bool coach_turn_text(const App *app, char *out, size_t outlen);
void coach_draw_pointers(App *app);

/* end.c */
void end_draw(App *app);
/* The finished game m (the app's match, or an online table's whole record) was kept in the
 * history as `id` (0: it could not be): the end screen reads its ratings and charts its scores. */
void end_note_kept(App *app, const Match *m, int64_t id);
/* Forgets what end_note_kept read (the game closes). */
void end_forget(App *app);
/* Each seat's score across the game as a step chart in r, in the players' colours; a marker at
 * point `at` (-1: none). Returns the point under the mouse when it was clicked, else -1. */
int end_draw_series(Ui *ui, const Match *m, const ScoreSeries *s, SDL_Rect r, int at);
/* The end screen's title: who won, or a solitaire game's rating. */
void end_title(const Match *m, char *out, size_t n);

/* review_scene.c: the Review screen, the review computed on a worker thread */
/* Opens the review of the finished game: the one kept in the history, or a new one. */
void review_open(App *app);
void review_draw(App *app);
void review_event(App *app, const SDL_Event *e);
/* Stops a review being computed (it is dropped) and frees the screen's state. */
void review_close(App *app);

/* profile_scene.c: a player's record, game by game (the lobby's Players button) */
void profile_open(App *app, const char *name, int game_index);
void profile_draw(App *app);

/* The history of finished games (pref_dir/history.db), opened at first use; NULL, said once in
 * a toast, when it cannot be opened. */
History *app_history(App *app);

/* history_scene.c: the History screen (the lobby's History button) */
void history_scene_open(App *app);
void history_draw(App *app);
void history_event(App *app, const SDL_Event *e);
/* Escape: the question closes, else the screen goes back to the lobby. */
void history_escape(App *app);
/* What a row of the list says of its game besides the result: "Practice", "Lesson", "Imported",
 * "Hints used: not rated", or "" for a game for the record. */
const char *history_row_mark(const HistoryGame *g);

/* share.c: game records to share (src/records/gamerecord.h) */
/* Writes a record's text to a new file in the export folder and says where in a toast. */
void share_export_text(App *app, const char *game_id, const char *text);
/* Exports the save at path (a game in progress or a saved copy). */
void share_export_save(App *app, const char *path);
/* Imports the record in the file at path (a file dropped on the window): a finished game into
 * History (marked imported), an unfinished one into Saved games; a damaged or foreign file is
 * refused whole, with the line and the reason. Says which in a toast. */
void share_import_dropped(App *app, const char *path);
/* The same without a window (`moguls import FILE`): true with what happened in `said`, false
 * with the reason. */
bool share_import(const char *pref_dir, History *h, const char *path, char *said, size_t saidlen);

/* help.c */
void help_draw(App *app);
/* The rules in the game scene's side column (the Help button), with Close and Full page. */
void help_draw_beside(App *app, SDL_Rect panel);

/* settings_scene.c */
void settings_draw(App *app);
/* Text typed into the settings screen (a game's file path). */
void settings_event(App *app, const SDL_Event *e);
/* Makes new games of `rules` use the file at path ("" = the built-in one). On failure the file
 * in use stays, and the reason is shown as a toast and on stderr. */
bool app_use_resource(App *app, const GameRules *rules, const char *path);
/* Every game's file as the settings name it (at start-up). */
void app_use_resources(App *app);

#endif
