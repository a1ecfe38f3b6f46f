/* Play online through the app's screens (src/app/online_*.c), on the loopback address: the
 * lobby's Play online, Host (a server started in the app, a bot seated), the codes, your seat,
 * a whole game played on the board against the server's bot, the list of your tables, a drop
 * and the reconnection, and Join refusing a wrong code, a damaged one, an unreachable server
 * and a wrong fingerprint with a clear message. Every loop is bounded. */
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "check.h"

#include "app/online.h"
#include "app_drive.h"
#include "net/table_client.h"

#define GAME_ID "mintbid" /* the shortest whole game of the five */
#define WAIT_STEPS 20000  /* app steps a wait may take (each waits at most 5 ms for an event) */

/* Clicks a widget and draws what it led to (a page drawn anew at the next frame). */
static void click(App *app, const char *label)
{
    CHECK(app_click_widget(app, label));
    app_step(app);
    app_step(app);
}

static void type_text(App *app, const char *text)
{
    SDL_Event e = {.type = SDL_TEXTINPUT};
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    app_step(app);
}

/* Clicks a field, selects what it holds and types text over it. */
static void fill_field(App *app, const char *label, const char *text)
{
    click(app, label);
    SDL_Event e = {.type = SDL_KEYDOWN};
    e.key.keysym.sym = SDLK_a;
    e.key.keysym.mod = KMOD_CTRL;
    SDL_PushEvent(&e);
    app_step(app);
    for (const char *p = text; *p; p += strlen(p) < 30 ? strlen(p) : 30) {
        char part[31];
        snprintf(part, sizeof part, "%.30s", p);
        type_text(app, part);
    }
    app_key(app, SDLK_TAB);
    app_step(app);
}

/* Steps the app until `done` holds (or the bound runs out); true if it did. */
static bool step_until(App *app, bool (*done)(App *), int bound)
{
    for (int i = 0; i < bound; i++) {
        if (done(app))
            return true;
        SDL_WaitEventTimeout(NULL, 5);
        app_step(app);
    }
    return done(app);
}

static NetTable *table_of(App *app)
{
    return app->online ? app->online->table : NULL;
}

static bool my_turn_or_over(App *app)
{
    NetTable *t = table_of(app);
    return !t || t->over || (t->connected && t->to_move == t->seat && t->legal.count > 0);
}

static bool reconnected(App *app)
{
    NetTable *t = table_of(app);
    return t && t->connected;
}

static bool dropped(App *app)
{
    NetTable *t = table_of(app);
    return t && !t->connected;
}

/* A reconnection was tried and failed (the server is still down). */
static bool retried(App *app)
{
    return app->online->retries > 0;
}

/* The app's own loop, left alone (no event from the player): true once done holds; false when
 * the loop would sleep with no wake-up asked for (only the player's next event would wake it)
 * or after `bound` turns. */
static bool idle_until(App *app, bool (*done)(App *), int bound)
{
    for (int i = 0; i < bound; i++) {
        if (done(app))
            return true;
        if (app_idle_wait_ms(app) < 0) {
            fprintf(stderr, "  the app sleeps until an event: %s\n",
                    table_of(app) && table_of(app)->connecting ? "a connection is being made"
                                                               : "the table as it is");
            return false;
        }
        app_loop_once(app);
    }
    return done(app);
}

static bool not_joining(App *app)
{
    return !app->online->pending;
}

static bool at_end(App *app)
{
    return app_scene(app) == SCENE_END;
}

/* Lobby > Play online > Host: the game, seat 0 you, then (with a friend) seat 1 a friend's, and
 * last a random bot, the server on the loopback address at any free port; then the codes and
 * your seat. */
static void host_game(App *app, const char *game, bool friend)
{
    const GameRules *rules = registry_find(game);
    CHECK(app_click_widget(app, rules->name));
    app_step(app);
    GameSetup *setup = &app->setups[app->selected];
    CHECK(app->games[app->selected] == rules);
    setup->opts.players = friend ? 3 : 2;
    setup->seats[1].bot = !friend;
    setup->seats[friend ? 2 : 1].bot = true;
    setup->seats[friend ? 2 : 1].level = BOT_RANDOM;
    click(app, "Play online");
    CHECK_STR(app_scene_name(app_scene(app)), "online");
    click(app, "Host");
    fill_field(app, "Listen on", "127.0.0.1:0");
    CHECK_STR(app->online->address, "127.0.0.1:0");
    click(app, "Host the table");
    CHECK_STR(app->online->message, "");
    CHECK(app->online->server != NULL);
    CHECK(app->online->page == ONLINE_CODES);
    /* the bot's seat has no code; the spectators' is there, and Copy puts it on the clipboard */
    CHECK(app->online->hosted.invites[0][0] != '\0');
    CHECK((app->online->hosted.invites[1][0] != '\0') == friend);
    CHECK(app->online->hosted.invites[friend ? 2 : 1][0] == '\0');
    CHECK(!strncmp(app->online->hosted.invites[MAX_SEATS], "moguls:127.0.0.1:", 17));
    click(app, "copy 0");
    char *clip = SDL_GetClipboardText();
    CHECK_STR(clip, app->online->hosted.invites[MAX_SEATS]);
    SDL_free(clip);
    click(app, "Take your seat");
    CHECK(step_until(app, not_joining, WAIT_STEPS));
    CHECK_STR(app_scene_name(app_scene(app)), "game");
    CHECK(table_of(app) != NULL);
    CHECK(app_match(app) == table_of(app)->match);
}

/* Plays your moves on the board until the game is over (the bot's come from the server): none
 * is refused. */
static void play_whole_game(App *app)
{
    int moves = 0, toasts, refusals;
    app_last_toast(app, &toasts);
    for (int turn = 0; turn < 400 && table_of(app) && !table_of(app)->over; turn++) {
        CHECK(step_until(app, my_turn_or_over, WAIT_STEPS));
        NetTable *t = table_of(app);
        if (t->over)
            break;
        int had = t->match->move_count;
        CHECK(app_board_move(app, t->legal.items[turn % t->legal.count]));
        moves++;
        for (int i = 0; i < WAIT_STEPS && t->match->move_count == had && t->connected; i++) {
            SDL_WaitEventTimeout(NULL, 5);
            app_step(app);
        }
        CHECK(t->match->move_count > had); /* the server took it and told the board */
    }
    app_last_toast(app, &refusals);
    CHECK_INT(refusals, toasts);
    CHECK(moves > 0);
    CHECK(table_of(app)->over);
    CHECK(step_until(app, at_end, WAIT_STEPS));
}

static void test_host_and_play(const char *dir)
{
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    app_step(app);
    host_game(app, GAME_ID, false);
    NetTable *t = table_of(app);
    CHECK_INT(t->seat, 0);
    CHECK_INT(t->status[1], NET_SEAT_BOT);
    /* the seats' band shows both seats and the log and chat are beside the board */
    SDL_Rect r;
    CHECK(app_find_widget(app, "seat status 0", &r));
    CHECK(app_find_widget(app, "seat status 1", &r));
    CHECK(app_find_widget(app, "Chat", &r));
    /* a chat line goes to the server and comes back to the table */
    click(app, "Chat");
    type_text(app, "good luck");
    app_key(app, SDLK_RETURN);
    for (int i = 0; i < WAIT_STEPS && t->chat_count == 0; i++) {
        SDL_WaitEventTimeout(NULL, 5);
        app_step(app);
    }
    CHECK_INT(t->chat_count, 1);
    CHECK_STR(t->chat[0].text, "good luck");
    app_key(app, SDLK_ESCAPE); /* the chat field let go: its caret no longer wakes the loop */
    app_step(app);
    CHECK(app->online->editing == ONLINE_FIELD_NONE);

    /* a drop: the server stops; the board says it reconnects, tries (and fails) while the
     * player touches nothing, and is back once the server is */
    char address[ONLINE_ADDRESS_MAX];
    snprintf(address, sizeof address, "%s", online_server_address(app->online->server));
    online_server_stop(app->online->server);
    app->online->server = NULL;
    CHECK(step_until(app, dropped, WAIT_STEPS));
    app_step(app);
    CHECK(app_find_widget(app, "online banner", &r));
    CHECK(idle_until(app, retried, WAIT_STEPS));
    char err[600];
    app->online->server = online_server_start(dir, address, err, sizeof err);
    CHECK(app->online->server != NULL);
    CHECK(idle_until(app, reconnected, WAIT_STEPS));

    play_whole_game(app);
    /* the game is kept in History as a game played here is, with its scores, for Replay and
     * Review: the server sent its whole record once it was over */
    History *h = app_history(app);
    HistoryGame g;
    CHECK(h && history_count(h, NULL) == 1 && history_list(h, NULL, 0, 1, &g) == 1);
    if (h && history_count(h, NULL) == 1) {
        CHECK_STR(g.game, GAME_ID);
        CHECK_INT(g.players, 2);
        for (int i = 0; i < 2; i++)
            CHECK_INT(g.seat[i].score, t->scores[i]);
        CHECK(g.seat[1].bot && !g.seat[0].bot);
        char *record = history_record(h, g.id, err, sizeof err);
        Match *replayed = record ? match_read(record, err, sizeof err) : NULL;
        CHECK(replayed && game_over(replayed->state) &&
              replayed->move_count == t->match->move_count);
        match_free(replayed);
        free(record);
    }
    CHECK(app->end_record.id == g.id); /* the end screen shows the kept game */
    /* the list keeps the table, over */
    OnlineList list;
    CHECK(online_list_load(dir, &list, err, sizeof err));
    CHECK(list.count >= 1);
    CHECK_STR(list.entries[0].game, GAME_ID);
    CHECK_INT(list.entries[0].to_move, GAME_OVER);
    click(app, "Back to Play online");
    CHECK_STR(app_scene_name(app_scene(app)), "online");
    CHECK(table_of(app) == NULL);
    /* the list row opens the table again: its server is still running here */
    CHECK(app_click_widget_containing(app, "seat 1 of 2"));
    app_step(app);
    CHECK(step_until(app, not_joining, WAIT_STEPS));
    CHECK_STR(app_scene_name(app_scene(app)), "game");
    CHECK(table_of(app) && table_of(app)->over);
    /* the same game is not kept twice */
    for (int i = 0; i < 10; i++)
        app_step(app);
    CHECK_INT(history_count(app_history(app), NULL), 1);
    app_destroy(app);
}

/* The friend at the other computer: a seat joined from here (the app's server runs on a thread
 * of its own), read while the app steps. */
static NetTable *friend_table;

static void step_both(App *app)
{
    SDL_WaitEventTimeout(NULL, 5);
    app_step(app);
    net_table_poll(friend_table);
}

/* Steps until done(app) or the bound runs out. */
static bool both_until(App *app, bool (*done)(App *))
{
    for (int i = 0; i < WAIT_STEPS && !done(app); i++)
        step_both(app);
    return done(app);
}

static bool both_settled(App *app)
{
    NetTable *t = table_of(app);
    return t->undo_seat < 0 && friend_table->undo_seat < 0 && net_table_ready(t) &&
           t->status[1] == NET_SEAT_HERE && friend_table->status[0] == NET_SEAT_HERE &&
           net_table_ready(friend_table) &&
           t->match->move_count == friend_table->match->move_count &&
           t->to_move == friend_table->to_move;
}

static bool friend_asked(App *app)
{
    return friend_table->undo_seat == 0 && table_of(app)->undo_seat == 0;
}

static bool app_asked(App *app)
{
    return table_of(app)->undo_seat == 1;
}

/* Plays (the app's seat on its board, the friend at random) until `undoer` (0: the app's seat,
 * 1: the friend) may take back its move, or the game ends. */
static bool play_until_undo(App *app, int undoer)
{
    NetTable *t = table_of(app);
    char why[300];
    for (int turn = 0; turn < 400 && !t->over; turn++) {
        CHECK(both_until(app, both_settled));
        if (t->to_move != undoer && (undoer == 0 ? online_board_undo_allowed(app, why, sizeof why)
                                                 : net_table_may_undo(friend_table)))
            return true;
        AppTableInfo info;
        app_table_info(app, &info);
        if (t->to_move == 0 && info.holding) { /* a reveal to read first: Continue */
            CHECK(app_click_widget(app, "Continue"));
            app_step(app);
            continue;
        }
        if (t->to_move == 0 && t->legal.count &&
            !app_board_move(app, t->legal.items[turn % t->legal.count])) {
            CHECK(!"the board refused a legal move");
            fprintf(stderr, "  scene %s, can act %d, holding %d, missing %d %d %d, over %d\n",
                    app_scene_name(app_scene(app)), info.can_act, info.holding, t->status[0],
                    t->status[1], t->status[2], t->over);
        } else if (t->to_move == 1 && friend_table->legal.count)
            CHECK(net_table_move(friend_table,
                                 friend_table->legal.items[turn % friend_table->legal.count]));
        int had = t->match->move_count;
        for (int i = 0; i < WAIT_STEPS && t->match->move_count == had && !t->over; i++)
            step_both(app);
    }
    return false;
}

static void look(App *app, const char *what);

/* An online table's Undo: the app's Undo asks the friend, who agrees, and the board goes back;
 * the friend's request comes to the app as Agree / Refuse, and Agree takes it back. */
static void test_undo_buttons(const char *dir)
{
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    app_step(app);
    host_game(app, "estates", true);
    NetInvite invite;
    char err[600];
    CHECK(net_invite_parse(app->online->hosted.invites[1], &invite, err, sizeof err));
    friend_table = net_table_join(&invite, "Ben", 5000, err, sizeof err);
    CHECK(friend_table != NULL);
    if (!friend_table)
        return app_destroy(app);
    NetTable *t = table_of(app);
    SDL_Rect r;
    /* the app's seat asks; the friend agrees */
    for (int tries = 0; tries < 20; tries++) {
        CHECK(play_until_undo(app, 0));
        click(app, "Undo");
        if (both_until(app, friend_asked))
            break;
        CHECK(both_until(app, both_settled)); /* refused by the rule: play on */
    }
    CHECK(friend_asked(app));
    app_step(app);
    CHECK(app_find_widget(app, "online undo", &r)); /* "Waiting for Ben to agree..." */
    CHECK(!app_find_widget(app, "Agree", &r));
    int moves = t->match->move_count;
    CHECK(net_table_undo_answer(friend_table, true));
    CHECK(both_until(app, both_settled));
    CHECK(t->match->move_count < moves);
    CHECK_INT(t->to_move, 0);
    /* the friend asks; the app agrees */
    for (int tries = 0; tries < 20; tries++) {
        CHECK(play_until_undo(app, 1));
        CHECK(net_table_undo(friend_table));
        if (both_until(app, app_asked))
            break;
        net_table_clear_error(friend_table);
        CHECK(both_until(app, both_settled));
    }
    CHECK(app_asked(app));
    app_step(app);
    look(app, "undo asked");
    moves = t->match->move_count;
    click(app, "Agree");
    CHECK(both_until(app, both_settled));
    CHECK(t->match->move_count < moves);
    CHECK(friend_table->match->move_count == t->match->move_count);
    CHECK_INT(friend_table->to_move, 1);
    net_table_close(friend_table);
    app_destroy(app);
}

/* Join: the code is refused with a clear message, nothing crashes, the page stays. */
static bool everyone_here(App *app)
{
    SDL_Rect r;
    return !app_find_widget(app, "online banner", &r);
}

static bool pill_says(const App *app, const char *fragment)
{
    SDL_Rect r;
    return ui_widget_find_containing(app->ui, fragment, &r);
}

/* While the table waits for the friend, its plate has room of its own above the board (it
 * covered the top of the board and of the first player's panel); once the friend joins, the
 * board takes that room back. Until then the turn pill names nobody's turn (it said "Your turn"
 * to a host who moves first, beside the plate saying the game had not started). */
static void test_waiting_plate(const char *dir, int w, int h)
{
    App *app = open_test_app((AppOptions){.fast_bots = true, .width = w, .height = h}, dir);
    app_step(app);
    host_game(app, GAME_ID, true);
    app_step(app);
    SDL_Rect plate, board = app_board_area(app);
    CHECK(app_find_widget(app, "online banner", &plate));
    if (SDL_HasIntersection(&plate, &board))
        fprintf(stderr, "  %dx%d: the plate %d,%d %dx%d is over the board %d,%d %dx%d\n", w, h,
                plate.x, plate.y, plate.w, plate.h, board.x, board.y, board.w, board.h);
    CHECK(!SDL_HasIntersection(&plate, &board));
    CHECK(plate.y >= 0 && plate.y + plate.h < board.y);
    CHECK(plate.x >= board.x && plate.x + plate.w <= board.x + board.w);
    CHECK(pill_says(app, "turn: Waiting for the table"));
    CHECK(!pill_says(app, "Your turn"));
    NetInvite invite;
    char err[600];
    CHECK(net_invite_parse(app->online->hosted.invites[1], &invite, err, sizeof err));
    friend_table = net_table_join(&invite, "Ben", 5000, err, sizeof err);
    CHECK(friend_table != NULL);
    if (friend_table) {
        CHECK(both_until(app, everyone_here));
        CHECK(app_board_area(app).y <= plate.y);
        CHECK(!pill_says(app, "Waiting for the table"));
        net_table_close(friend_table);
    }
    app_destroy(app);
}

static void join_refused(App *app, const char *code, const char *says)
{
    fill_field(app, "Invite code", code);
    click(app, "Join");
    CHECK(step_until(app, not_joining, WAIT_STEPS));
    CHECK_STR(app_scene_name(app_scene(app)), "online");
    if (!strstr(app->online->message, says))
        fprintf(stderr, "message: %s\n", app->online->message);
    CHECK(strstr(app->online->message, says) != NULL);
    SDL_Rect r;
    CHECK(app_find_widget(app, "online message", &r));
}

static void test_join_refusals(const char *dir)
{
    App *app = open_test_app((AppOptions){.fast_bots = true}, dir);
    app_step(app);
    click(app, "Play online");
    click(app, "Join");
    CHECK(app->online->page == ONLINE_JOIN);
    join_refused(app, "hello there", "not an invite code");
    /* a code cut short */
    join_refused(app, "moguls:127.0.0.1:7140/3/0123456789abcdef", "not an invite code");
    /* nothing listens there */
    char err[600];
    OnlineServer *server = online_server_start(dir, "127.0.0.1:0", err, sizeof err);
    CHECK(server != NULL);
    char host[64], code[ONLINE_CODE_MAX];
    int port;
    online_server_local(server, host, sizeof host, &port);
    const char *fp = online_server_fingerprint(server);
    snprintf(code, sizeof code, "moguls:127.0.0.1:1/1/%032d/%s", 0, fp); /* port 1: closed */
    join_refused(app, code, "Nothing answers at the address in the code.");
    /* a server that takes the connection and never answers: the window goes on while it
     * connects, shows it, and Cancel gives up at once */
    int silent = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    CHECK(silent >= 0 && bind(silent, (struct sockaddr *)&a, sizeof a) == 0 &&
          listen(silent, 4) == 0 && getsockname(silent, (struct sockaddr *)&a, &len) == 0);
    snprintf(code, sizeof code, "moguls:127.0.0.1:%d/1/%032d/%s", ntohs(a.sin_port), 0, fp);
    fill_field(app, "Invite code", code);
    click(app, "Join");
    for (int i = 0; i < 20; i++)
        app_step(app); /* each step returns: nothing waits on the silent server */
    CHECK(app->online->pending != NULL && app->online->pending->connecting);
    SDL_Rect r;
    CHECK(app_find_widget(app, "connecting", &r));
    click(app, "Cancel");
    CHECK(app->online->pending == NULL);
    CHECK_STR(app->online->message, "Connecting was cancelled.");
    CHECK(!app_find_widget(app, "connecting", &r));
    close(silent);
    /* the right server, another fingerprint */
    char wrong[NET_FINGERPRINT_HEX + 1];
    snprintf(wrong, sizeof wrong, "%s", fp);
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    snprintf(code, sizeof code, "moguls:127.0.0.1:%d/1/%032d/%s", port, 0, wrong);
    join_refused(app, code, "certificate does not match");
    /* the right server, a token that opens no seat */
    snprintf(code, sizeof code, "moguls:127.0.0.1:%d/1/%032d/%s", port, 0, fp);
    join_refused(app, code, "opens no seat");
    /* Paste takes the clipboard's text into the field */
    SDL_SetClipboardText("moguls:pasted");
    click(app, "Paste");
    CHECK_STR(app->online->code, "moguls:pasted");
    online_server_stop(server);
    app_destroy(app);
}

/* Every text of the pages fits where it is drawn (the text check), at the smallest window and
 * the default one. */
static void look(App *app, const char *what)
{
    app_step(app);
    int before = app_text_check_count(app);
    SDL_FreeSurface(app_read_frame(app));
    int count = app_text_check_count(app);
    for (int back = count - before - 1; back >= 0; back--)
        fprintf(stderr, "%s: %s\n", what, app_text_check_line(app, back));
    CHECK_INT(count, before);
}

static void test_pages_fit(const char *dir, int w, int h)
{
    setenv("MOGULS_TEXT_CHECK", "1", 1);
    App *app = open_test_app((AppOptions){.fast_bots = true, .width = w, .height = h}, dir);
    unsetenv("MOGULS_TEXT_CHECK");
    look(app, "lobby");
    click(app, "Play online");
    look(app, "home");
    click(app, "Host");
    look(app, "host");
    app_key(app, SDLK_ESCAPE);
    app_step(app);
    click(app, "Join");
    look(app, "join");
    fill_field(app, "Invite code", "moguls:nowhere");
    click(app, "Join");
    look(app, "join refused");
    app_destroy(app);
}

int main(void)
{
    char dir[] = "/tmp/moguls-gui-online-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    test_pages_fit(dir, 1024, 640);
    test_pages_fit(dir, 1280, 800);
    test_join_refusals(dir);
    test_host_and_play(dir);
    test_undo_buttons(dir);
    test_waiting_plate(dir, 1024, 640);
    test_waiting_plate(dir, 1280, 800);
    test_waiting_plate(dir, 1920, 1080);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
    return check_report("gui_online");
}
