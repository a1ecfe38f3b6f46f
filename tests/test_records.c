/* The history of finished games (src/records/history.c): kept whole and replayable, listed
 * newest first with seats, scores and winners, kept once, removed on request, durable across a
 * reopen, and a damaged file set aside, never emptied. */
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "check.h"
#include "core/match.h"
#include "core/movelist.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/buyword/buyword.h"
#include "records/gamerecord.h"
#include "records/hint.h"
#include "records/history.h"
#include "records/rating.h"
#include "records/review.h"
#include "records/series.h"

static char folder[256];

static void history_path(char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/history.db", folder);
}

/* A new game of `id` with its default seats (`players`: 0 for the game's default count). */
static Match *new_table(const char *id, int players, uint64_t seed)
{
    const GameRules *rules = registry_find(id);
    GameOptions opts;
    options_defaults(rules, &opts);
    if (players)
        opts.players = players;
    char err[300];
    CHECK(match_prepare(rules, &opts, err, sizeof err));
    return match_new(rules, &opts, seed, NULL);
}

/* A whole game of `id` between a human seat 0 and bots, played by random moves to its end. */
static Match *finished_game(const char *id, int players, uint64_t seed)
{
    const GameRules *rules = registry_find(id);
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = players;
    char err[300];
    if (!match_prepare(rules, &opts, err, sizeof err)) {
        fprintf(stderr, "cannot prepare %s: %s\n", id, err);
        exit(1);
    }
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ada");
    seats[1].level = BOT_HARD;
    Match *m = match_new(rules, &opts, seed, seats);
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    while (!game_over(m->state)) {
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        const char *move = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        if (!match_play(m, move, err, sizeof err)) {
            fprintf(stderr, "move '%s' refused: %s\n", move, err);
            exit(1);
        }
    }
    movelist_free(&legal);
    return m;
}

static History *open_history(char *note, size_t notelen)
{
    char path[300], err[600];
    history_path(path, sizeof path);
    History *h = history_open(path, note, notelen, err, sizeof err);
    if (!h)
        fprintf(stderr, "cannot open the history: %s\n", err);
    CHECK(h != NULL);
    return h;
}

/* A kept game lists what the game ended with, and its record replays to the same end. */
static void test_kept_whole(void)
{
    char note[400], err[600];
    History *h = open_history(note, sizeof note);
    CHECK_STR(note, "");
    Match *m = finished_game("buyout", 3, 11);
    int scores[MAX_SEATS];
    bool won[MAX_SEATS] = {false};
    m->rules->scores(m->state, scores);
    m->rules->winners(m->state, won);
    int64_t id = history_add(h, m, HISTORY_RATED, 1700000000, err, sizeof err);
    CHECK(id > 0);
    CHECK_INT(history_count(h, NULL), 1);
    CHECK_INT(history_count(h, "buyout"), 1);
    CHECK_INT(history_count(h, "takeover"), 0);

    HistoryGame g[4];
    CHECK_INT(history_list(h, NULL, 0, 4, g), 1);
    CHECK_INT(g[0].id, id);
    CHECK_STR(g[0].game, "buyout");
    CHECK_INT(g[0].finished, 1700000000);
    CHECK_INT(g[0].players, 3);
    CHECK_INT(g[0].moves, m->move_count);
    CHECK_INT(g[0].kind, HISTORY_RATED);
    CHECK_STR(g[0].seat[0].name, "Ada");
    CHECK(!g[0].seat[0].bot);
    CHECK(g[0].seat[1].bot);
    CHECK_INT(g[0].seat[1].level, BOT_HARD);
    CHECK_STR(g[0].seat[2].name, m->seats[2].name);
    for (int s = 0; s < 3; s++) {
        CHECK_INT(g[0].seat[s].score, scores[s]);
        CHECK_INT(g[0].seat[s].won, won[s]);
    }
    /* Ada's rating moved as rating_update says; the bots' did not */
    RatingSeat seat[3];
    double after[3];
    for (int s = 0; s < 3; s++)
        seat[s] = (RatingSeat){s ? rating_of_bot("buyout", m->seats[s].level) : RATING_START, 0,
                               s == 0, won[s], scores[s]};
    rating_update(seat, 3, after);
    CHECK(g[0].seat[0].rated && !g[0].seat[1].rated && !g[0].seat[2].rated);
    CHECK(g[0].seat[0].rating_before == RATING_START);
    CHECK(fabs(g[0].seat[0].rating_after - after[0]) < 1e-9);
    CHECK(after[0] != RATING_START);
    double rating;
    int rated_games;
    CHECK(history_rating(h, "Ada", "buyout", &rating, &rated_games));
    CHECK(fabs(rating - after[0]) < 1e-9);
    CHECK_INT(rated_games, 1);
    CHECK(history_rating(h, "Ada", "takeover", &rating, &rated_games));
    CHECK(rating == RATING_START && rated_games == 0);

    char *record = history_record(h, id, err, sizeof err);
    CHECK(record != NULL);
    Match *replayed = record ? match_read(record, err, sizeof err) : NULL;
    CHECK(replayed != NULL);
    if (replayed) {
        CHECK_INT(replayed->move_count, m->move_count);
        CHECK(game_over(replayed->state));
        CHECK_STR(replayed->moves[replayed->move_count - 1], m->moves[m->move_count - 1]);
        match_free(replayed);
    }
    free(record);

    /* the same game offered again is kept once */
    CHECK_INT(history_add(h, m, HISTORY_RATED, 1700000500, err, sizeof err), id);
    CHECK_INT(history_count(h, NULL), 1);
    match_free(m);
    history_close(h);
}

/* The bots' ratings come from the ladder's heads-up win rates, normal at 1500; each level is
 * above the one below in every game. */
static void test_bot_ratings(void)
{
    CHECK(fabs(rating_of_bot("buyout", BOT_HARD) - 1738.7) < 0.1);  /* hard beats normal 79.8% */
    CHECK(fabs(rating_of_bot("buyout", BOT_EASY) - 923.8) < 0.1);   /* normal beats easy 96.5% */
    CHECK(fabs(rating_of_bot("buyout", BOT_RANDOM) - 125.5) < 0.1); /* easy beats random 99% */
    CHECK(fabs(rating_of_bot("mintbid", BOT_EASY) - 1309.1) < 0.1); /* normal beats easy 75% */
    CHECK(rating_of_bot("no-such-game", BOT_HARD) == RATING_START);
    const char *games[] = {"buyout", "estates", "buyword", "takeover", "mintbid"};
    for (int g = 0; g < 5; g++) {
        CHECK(rating_of_bot(games[g], BOT_NORMAL) == RATING_START);
        for (int level = BOT_RANDOM; level < BOT_HARD; level++)
            CHECK(rating_of_bot(games[g], (BotLevel)level) <
                  rating_of_bot(games[g], (BotLevel)(level + 1)));
    }
}

/* Elo against every other seat: a newcomer moves 32 points a game, a settled player 16; a game
 * of four counts each rival a third; bots never move. */
static void test_rating_update(void)
{
    double after[4];
    RatingSeat duel[2] = {{1500, 0, true, true, 30}, {1500, 0, false, false, 20}};
    rating_update(duel, 2, after);
    CHECK(fabs(after[0] - 1516) < 1e-9); /* an even game won: 32 x (1 - 0.5) */
    CHECK(after[1] == 1500);
    duel[0].won = false, duel[0].score = 10;
    duel[1] = (RatingSeat){1738.7, 0, false, true, 40};
    rating_update(duel, 2, after);
    /* lost to a bot expected to win 79.8%: 32 x (0 - 0.202) */
    CHECK(fabs(after[0] - (1500 - 32 * 0.202)) < 0.05);
    duel[0].games = 20;
    rating_update(duel, 2, after);
    CHECK(fabs(after[0] - (1500 - 16 * 0.202)) < 0.05);

    /* four seats: the human wins outright; two humans tie on score below a bot */
    RatingSeat four[4] = {{1500, 3, true, true, 50},
                          {1500, 3, false, false, 40},
                          {1500, 3, true, false, 30},
                          {1500, 3, true, false, 30}};
    rating_update(four, 4, after);
    CHECK(fabs(after[0] - 1516) < 1e-9);              /* 32 x 3 x 0.5 / 3 */
    CHECK(fabs(after[2] - (1500 - 32.0 / 3)) < 1e-9); /* lost 2, drew 1: 0.5 of 1.5 expected */
    CHECK(fabs(after[3] - after[2]) < 1e-9);
    CHECK(after[1] == 1500);
}

/* Only a game played to its end is kept. */
static void test_unfinished_refused(void)
{
    char note[400], err[600] = "";
    History *h = open_history(note, sizeof note);
    const GameRules *rules = registry_find("takeover");
    GameOptions opts;
    options_defaults(rules, &opts);
    Match *m = match_new(rules, &opts, 3, NULL);
    CHECK_INT(history_add(h, m, HISTORY_RATED, 1700000000, err, sizeof err), 0);
    CHECK_STR(err, "only a finished game goes into the history");
    match_free(m);
    history_close(h);
}

/* Newest first, one game or all, in pages; practice and lessons marked; kept across a reopen;
 * removed for good on request. */
static void test_list_and_remove(void)
{
    char note[400], err[600];
    History *h = open_history(note, sizeof note);
    Match *a = finished_game("takeover", 2, 5), *b = finished_game("buyout", 2, 6),
          *c = finished_game("takeover", 4, 7);
    int64_t ia = history_add(h, a, HISTORY_PRACTICE, 1700000100, err, sizeof err);
    int64_t ib = history_add(h, b, HISTORY_LESSON, 1700000300, err, sizeof err);
    int64_t ic = history_add(h, c, HISTORY_RATED, 1700000200, err, sizeof err);
    CHECK(ia > 0 && ib > 0 && ic > 0);
    history_close(h);

    h = open_history(note, sizeof note);
    HistoryGame g[8];
    /* the game of the test before is there too, finished at 1700000000 */
    CHECK_INT(history_list(h, NULL, 0, 8, g), 4);
    CHECK_INT(g[0].id, ib);
    CHECK_INT(g[0].kind, HISTORY_LESSON);
    CHECK_INT(g[1].id, ic);
    CHECK_INT(g[2].id, ia);
    CHECK_INT(g[2].kind, HISTORY_PRACTICE);
    CHECK_INT(history_list(h, "takeover", 0, 8, g), 2);
    CHECK_INT(g[0].id, ic);
    CHECK_INT(g[0].players, 4);
    CHECK(g[0].seat[0].rated);  /* the rated game */
    CHECK(!g[1].seat[0].rated); /* the practice game */
    double rating;
    int rated_games;
    CHECK(history_rating(h, "Ada", "takeover", &rating, &rated_games));
    CHECK_INT(rated_games, 1);
    CHECK(fabs(rating - g[0].seat[0].rating_after) < 1e-9);
    CHECK(history_rating(h, "Ada", "buyout", &rating, &rated_games));
    CHECK_INT(rated_games, 1); /* the lesson game left the first game's rating alone */
    CHECK_INT(history_list(h, NULL, 1, 2, g), 2);
    CHECK_INT(g[0].id, ic);
    CHECK_INT(g[1].id, ia);
    /* the player's record apart from practice and lessons */
    CHECK_INT(history_count_kinds(h, NULL, HISTORY_KIND_BIT(HISTORY_RATED)), 2);
    CHECK_INT(history_count_kinds(h, "takeover", HISTORY_KIND_BIT(HISTORY_PRACTICE)), 1);
    unsigned apart = HISTORY_KIND_BIT(HISTORY_PRACTICE) | HISTORY_KIND_BIT(HISTORY_LESSON);
    CHECK_INT(history_list_kinds(h, NULL, apart, 0, 8, g), 2);
    CHECK_INT(g[0].id, ib);
    CHECK_INT(g[1].id, ia);
    CHECK_INT(history_list_kinds(h, NULL, HISTORY_KIND_BIT(HISTORY_RATED), 1, 8, g), 1);
    CHECK_INT(g[0].id, 1);

    CHECK(history_remove(h, ic, err, sizeof err));
    CHECK(!history_remove(h, ic, err, sizeof err));
    CHECK_INT(ic, 4); /* the game of the test before is 1 */
    CHECK_STR(err, "no game 4 in the history");
    CHECK(history_record(h, ic, err, sizeof err) == NULL);
    CHECK_INT(history_count(h, "takeover"), 1);
    history_close(h);
    match_free(a);
    match_free(b);
    match_free(c);
}

/* A player's record in a game: played, won, against each bot level, mean and best score,
 * streaks, the last games and the rating, from the games for the record only. */
static void test_stats(void)
{
    char note[400], err[600];
    History *h = open_history(note, sizeof note);
    const int games = 7;
    bool won[7];
    int score[7], wins = 0, best = -1, streak = 0, best_streak = 0;
    long long sum = 0;
    for (int i = 0; i < games; i++) {
        Match *m = finished_game("estates", 3, 100 + (uint64_t)i);
        int scores[MAX_SEATS];
        bool winners[MAX_SEATS] = {false};
        m->rules->scores(m->state, scores);
        m->rules->winners(m->state, winners);
        won[i] = winners[0];
        score[i] = scores[0];
        wins += won[i];
        sum += score[i];
        best = i == 0 || score[i] > best ? score[i] : best;
        streak = won[i] ? (streak > 0 ? streak + 1 : 1) : (streak < 0 ? streak - 1 : -1);
        best_streak = streak > best_streak ? streak : best_streak;
        CHECK(history_add(h, m, HISTORY_RATED, 1800000000 + i, err, sizeof err) > 0);
        match_free(m);
    }
    Match *practice = finished_game("estates", 3, 200);
    CHECK(history_add(h, practice, HISTORY_PRACTICE, 1900000000, err, sizeof err) > 0);
    match_free(practice);

    HistoryStats st;
    CHECK(history_stats(h, "Ada", "estates", &st));
    CHECK_INT(st.played, games);
    CHECK_INT(st.won, wins);
    CHECK_INT(st.against[BOT_HARD], games); /* seat 1 is hard, seat 2 normal */
    CHECK_INT(st.against[BOT_NORMAL], games);
    CHECK_INT(st.against[BOT_EASY], 0);
    CHECK_INT(st.won_against[BOT_HARD], wins);
    CHECK(fabs(st.mean_score - (double)sum / games) < 1e-9);
    CHECK_INT(st.best_score, best);
    CHECK_INT(st.streak, streak);
    CHECK_INT(st.best_streak, best_streak);
    CHECK_INT(st.rated_games, games);
    CHECK_INT(st.recent_count, games);
    for (int k = 0; k < games; k++) {
        CHECK_INT(st.recent[k].won, won[games - 1 - k]);
        CHECK_INT(st.recent[k].score, score[games - 1 - k]);
    }
    CHECK(fabs(st.recent[0].rating_after - st.rating) < 1e-9);
    CHECK(history_stats(h, "Nobody", "estates", &st));
    CHECK_INT(st.played, 0);
    CHECK(st.rating == RATING_START);
    history_close(h);
}

/* A game in which a hint was used is kept, marked assisted, counted in the profile, and moves
 * no rating; the next game without hints does. */
static void test_assisted_not_rated(void)
{
    char note[400], err[600];
    History *h = open_history(note, sizeof note);
    Match *m = finished_game("takeover", 2, 31);
    seat_set_name(&m->seats[0], "Bo");
    m->assisted = true;
    int64_t id = history_add(h, m, HISTORY_RATED, 1750000000, err, sizeof err);
    CHECK(id > 0);
    double rating;
    int rated_games;
    CHECK(history_rating(h, "Bo", "takeover", &rating, &rated_games));
    CHECK(rating == RATING_START);
    CHECK_INT(rated_games, 0);
    HistoryGame g;
    CHECK_INT(history_list(h, "takeover", 0, 1, &g), 1);
    CHECK_INT(g.id, id);
    CHECK(g.assisted);
    CHECK(!g.seat[0].rated);
    char *record = history_record(h, id, err, sizeof err);
    Match *replayed = record ? match_read(record, err, sizeof err) : NULL;
    CHECK(replayed && replayed->assisted);
    match_free(replayed);
    free(record);
    HistoryStats st;
    CHECK(history_stats(h, "Bo", "takeover", &st));
    CHECK_INT(st.played, 1);
    CHECK_INT(st.assisted, 1);
    CHECK_INT(st.rated_games, 0);
    CHECK(!st.recent[0].rating_after);

    Match *unaided = finished_game("takeover", 2, 32);
    seat_set_name(&unaided->seats[0], "Bo");
    CHECK(history_add(h, unaided, HISTORY_RATED, 1750000100, err, sizeof err) > 0);
    CHECK(history_rating(h, "Bo", "takeover", &rating, &rated_games));
    CHECK(rating != RATING_START);
    CHECK_INT(rated_games, 1);
    CHECK_INT(history_list(h, "takeover", 0, 1, &g), 1);
    CHECK(!g.assisted && g.seat[0].rated);
    match_free(unaided);
    match_free(m);
    history_close(h);
}

/* A hot-seat game between two humans is rated for both: each moves against the other as
 * rating_update says, and neither against a bot. */
static void test_hot_seat_rated_for_both(void)
{
    char note[400], err[600];
    History *h = open_history(note, sizeof note);
    Match *m = finished_game("takeover", 2, 35);
    seat_set_name(&m->seats[0], "Cy");
    seat_set_name(&m->seats[1], "Di");
    m->seats[1].bot = false;
    int scores[MAX_SEATS];
    bool won[MAX_SEATS] = {false};
    m->rules->scores(m->state, scores);
    m->rules->winners(m->state, won);
    CHECK(won[0] != won[1]); /* the seed gives a game won outright */
    RatingSeat seat[2] = {{RATING_START, 0, true, won[0], scores[0]},
                          {RATING_START, 0, true, won[1], scores[1]}};
    double after[2];
    rating_update(seat, 2, after);
    CHECK(fabs(after[0] - RATING_START) == 16 && fabs(after[1] - RATING_START) == 16);
    int64_t id = history_add(h, m, HISTORY_RATED, 1750000200, err, sizeof err);
    CHECK(id > 0);
    const char *names[2] = {"Cy", "Di"};
    for (int s = 0; s < 2; s++) {
        double rating;
        int rated_games;
        CHECK(history_rating(h, names[s], "takeover", &rating, &rated_games));
        CHECK(fabs(rating - after[s]) < 1e-9);
        CHECK_INT(rated_games, 1);
    }
    HistoryGame g;
    CHECK_INT(history_list(h, "takeover", 0, 1, &g), 1);
    CHECK(g.id == id && g.seat[0].rated && g.seat[1].rated);
    CHECK(history_remove(h, id, err, sizeof err));
    match_free(m);
    history_close(h);
}

/* The best word each seat sold, worked out here from the states the game went through. */
static int best_word(const Match *m, int seat, char word[MOVE_MAX])
{
    GameState *s = match_state_after(m, 0);
    int best = 0;
    for (int i = 0; i < m->move_count; i++) {
        int before = ((const BuywordState *)s)->earned[seat];
        CHECK(s->rules->apply(s, m->moves[i], NULL, 0));
        const BuywordState *b = (const BuywordState *)s;
        if (m->mover[i] == seat && b->earned[seat] - before > best) {
            best = b->earned[seat] - before;
            snprintf(word, MOVE_MAX, "%s", b->sold[b->sold_count - 1].word);
        }
    }
    game_free(s);
    return best;
}

/* A profile's best moments: the best word sold over every BuyWord game (the game's own
 * GameNotable, kept with each game), and the best solitaire game's rating. */
static void test_profile_bests(void)
{
    char note[400], err[600], word[MOVE_MAX] = "";
    History *h = open_history(note, sizeof note);
    int best = 0;
    for (int i = 0; i < 3; i++) {
        Match *m = finished_game("buyword", 2, 41 + (uint64_t)i);
        seat_set_name(&m->seats[0], "Cy");
        char w[MOVE_MAX];
        int worth = best_word(m, 0, w);
        if (worth > best) {
            best = worth;
            snprintf(word, sizeof word, "%s", w);
        }
        CHECK(history_add(h, m, HISTORY_RATED, 1760000000 + i, err, sizeof err) > 0);
        match_free(m);
    }
    CHECK(best > 0); /* random play sells words */
    HistoryStats st;
    CHECK(history_stats(h, "Cy", "buyword", &st));
    CHECK_INT(st.notable_worth, best);
    CHECK_STR(st.notable, word);
    CHECK_STR(st.solitaire, ""); /* no solitaire game yet */

    int top = -1;
    const char *top_rating = "";
    for (int i = 0; i < 3; i++) {
        Match *m = finished_game("buyword", 1, 51 + (uint64_t)i);
        seat_set_name(&m->seats[0], "Cy");
        int score;
        m->rules->scores(m->state, &score);
        if (score > top) {
            top = score;
            top_rating = m->rules->rating(m->state);
        }
        CHECK(history_add(h, m, HISTORY_RATED, 1760000100 + i, err, sizeof err) > 0);
        match_free(m);
    }
    CHECK(history_stats(h, "Cy", "buyword", &st));
    CHECK_STR(st.solitaire, top_rating);
    CHECK_INT(st.solitaire_score, top);
    CHECK(history_stats(h, "Cy", "takeover", &st)); /* a game without notable moves */
    CHECK_INT(st.notable_worth, 0);
    Match *shared = finished_game("takeover", 2, 77); /* a friend's game, imported */
    seat_set_name(&shared->seats[0], "Imogen");
    shared->seats[0].bot = false;
    CHECK(history_add(h, shared, HISTORY_IMPORTED, 1760000200, err, sizeof err) > 0);
    match_free(shared);
    char names[8][SEAT_NAME_MAX];
    int n = history_players(h, names, 8);
    CHECK(n >= 3);
    CHECK_STR(names[0], "Ada"); /* the most games: test_stats' and test_kept_whole's */
    bool cy = false, bot = false, imported = false;
    for (int i = 0; i < n; i++) {
        cy |= !strcmp(names[i], "Cy");
        bot |= !strcmp(names[i], "Bruno");
        imported |= !strcmp(names[i], "Imogen");
    }
    CHECK(cy && !bot); /* humans only */
    CHECK(!imported);  /* a player only in an imported game has no record to show */
    history_close(h);
}

/* A history of schema 1 (before assisted games and notable moves) is brought up to date in
 * place: its games kept, the new columns there, its version raised. */
static void test_migrate_from_1(void)
{
    char path[300], note[400], err[600];
    snprintf(path, sizeof path, "%s/history-1.db", folder);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    const char *schema_1 =
        "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished INTEGER NOT "
        "NULL, players INTEGER NOT NULL, moves INTEGER NOT NULL, kind INTEGER NOT NULL, record "
        "TEXT NOT NULL UNIQUE);"
        "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
        "seat INTEGER NOT NULL, name TEXT NOT NULL, bot INTEGER NOT NULL, level INTEGER NOT NULL, "
        "score INTEGER NOT NULL, won INTEGER NOT NULL, rating_before REAL, rating_after REAL, "
        "PRIMARY KEY (game_id, seat));"
        "CREATE TABLE ratings (player TEXT NOT NULL, game TEXT NOT NULL, rating REAL NOT NULL, "
        "games INTEGER NOT NULL, PRIMARY KEY (player, game));"
        "INSERT INTO games VALUES (7, 'buyword', 1600000000, 2, 40, 0, 'a record');"
        "INSERT INTO seats VALUES (7, 0, 'Di', 0, -1, 120, 1, NULL, NULL);"
        "INSERT INTO seats VALUES (7, 1, 'Ada', 1, 2, 80, 0, NULL, NULL);"
        "PRAGMA user_version=1;";
    CHECK_INT(sqlite3_exec(db, schema_1, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    CHECK(h != NULL);
    if (!h) {
        fprintf(stderr, "  %s\n", err);
        return;
    }
    CHECK_STR(note, "");
    HistoryGame g;
    CHECK_INT(history_list(h, NULL, 0, 1, &g), 1);
    CHECK_INT(g.id, 7);
    CHECK(!g.assisted);
    CHECK_INT(g.seat[0].score, 120);
    HistoryStats st;
    CHECK(history_stats(h, "Di", "buyword", &st));
    CHECK_INT(st.played, 1);
    CHECK_INT(st.notable_worth, 0);
    Match *m = finished_game("buyword", 2, 61);
    CHECK(history_add(h, m, HISTORY_RATED, 1600000100, err, sizeof err) > 0);
    match_free(m);
    history_close(h);
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *st_version;
    CHECK_INT(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st_version, NULL), SQLITE_OK);
    CHECK_INT(sqlite3_step(st_version), SQLITE_ROW);
    CHECK_INT(sqlite3_column_int(st_version, 0), 2);
    sqlite3_finalize(st_version);
    sqlite3_close(db);
}

/* A hint is the hard bot's move first (or the search's, rated higher), then runners-up, best
 * first, with chances between 0 and 1; the same
 * twice; and the same in every world the seat to move cannot tell from the real one (its
 * determinizations): it never reads what the seat may not know. */
static void test_hint(void)
{
    Match *m = new_table("buyword", 3, 71);
    const GameRules *rules = m->rules;
    char err[300];
    Rng rng;
    rng_seed(&rng, 71);
    MoveList legal = MOVELIST_INIT;
    int decisions = 0;
    while (!game_over(m->state) && decisions < 3) {
        movelist_clear(&legal);
        rules->legal_moves(m->state, &legal);
        if (legal.count > 1 && m->move_count > 12) {
            int seat = game_to_move(m->state);
            Hint real, again, other;
            CHECK(hint_find(m->state, 80, 9, NULL, &real));
            CHECK(hint_find(m->state, 80, 9, NULL, &again));
            CHECK(!memcmp(&real, &again, sizeof real));
            CHECK_INT(real.seat, seat);
            CHECK(real.count >= 1 && real.count <= HINT_CANDIDATES);
            for (int i = 0; i < real.count; i++)
                CHECK(real.candidate[i].win >= 0 && real.candidate[i].win <= 1);
            char chosen[MOVE_MAX];
            CHECK(bot_choose(m->state, BOT_HARD, 9, NULL, chosen, NULL));
            CHECK(!strcmp(real.candidate[0].move, chosen) == real.hard_bot_first);
            for (int i = 1; i < real.count; i++)
                CHECK(real.candidate[i].win <= real.candidate[i - 1].win);
            const char *names[MAX_SEATS];
            match_names(m, names);
            char line[600], guessed[600];
            hint_line(&real, m->state, names, line, sizeof line);
            for (int world = 0; world < 3; world++) {
                GameState *guess = game_clone(m->state);
                rules->determinize(guess, seat, &rng);
                CHECK(hint_find(guess, 80, 9, NULL, &other));
                CHECK(!memcmp(&real, &other, sizeof real));
                hint_line(&other, guess, names, guessed, sizeof guessed);
                CHECK_STR(guessed, line); /* its words too: nothing the seat does not know */
                game_free(guess);
            }
            StrBuf words = STRBUF_INIT;
            game_word_move(m->state, real.candidate[0].move, names, &words);
            CHECK_HAS(line, sb_str(&words));
            sb_free(&words);
            decisions++;
        }
        CHECK(match_play(m, legal.items[rng_below(&rng, (uint32_t)legal.count)], err, sizeof err));
    }
    CHECK_INT(decisions, 3);
    atomic_bool cancel = true;
    Hint cancelled;
    CHECK(!hint_find(m->state, 80, 9, &cancel, &cancelled));
    movelist_free(&legal);
    match_free(m);
}

/* The value the analysis gave `move` (asked about or among the most visited). */
static const BotMoveValue *analysed(const BotAnalysis *a, const GameState *state, const char *move)
{
    char text[MOVE_MAX];
    for (int i = 0; i < a->asked_count + a->count; i++) {
        const BotMoveValue *v = i < a->asked_count ? &a->asked[i] : &a->best[i - a->asked_count];
        state->rules->format_code(state, v->move, text);
        if (!strcmp(text, move))
            return v;
    }
    return NULL;
}

/* A Buyout! hint that once read as recommending the worse move: the hard bot's move came with the
 * chances of a second search (another seed), which rated it 61% and a runner-up 83%. Now the first
 * move is the hard bot's (Buyout!'s hard bot searches), no runner-up is rated above it, and every
 * chance on the card is the one search's, the hard bot's own (its seed and budget), asked about the
 * bot's move. */
static void test_hint_one_search(void)
{
    Match *m = new_table("buyout", 0, 5);
    const GameRules *rules = m->rules;
    char err[300];
    Rng rng;
    rng_seed(&rng, 5);
    MoveList legal = MOVELIST_INIT;
    while (m->move_count < 87) { /* random moves to the position */
        movelist_clear(&legal);
        rules->legal_moves(m->state, &legal);
        CHECK(match_play(m, legal.items[rng_below(&rng, (uint32_t)legal.count)], err, sizeof err));
    }
    const uint64_t seed = 1087;
    Hint hint;
    CHECK(hint_find(m->state, 0, seed, NULL, &hint));
    MoveCode chosen;
    CHECK(bot_choose_code(m->state, BOT_HARD, seed, NULL, NULL, &chosen, NULL));
    char bot_move[MOVE_MAX];
    rules->format_code(m->state, chosen, bot_move);
    CHECK(hint.hard_bot_first);
    CHECK_STR(hint.candidate[0].move, bot_move);
    CHECK(hint.count >= 2);
    for (int i = 1; i < hint.count; i++)
        CHECK(hint.candidate[i].win <= hint.candidate[i - 1].win);
    CodeList asked = CODELIST_INIT;
    codelist_add(&asked, chosen);
    BotAnalysis a;
    CHECK(bot_analyse(m->state, bot_iterations(m->state, BOT_HARD), seed, NULL, &asked, 0, &a));
    CHECK(a.best[0].move == chosen); /* the search is the bot's own: its move the most tried */
    for (int i = 0; i < hint.count; i++) {
        const BotMoveValue *v = analysed(&a, m->state, hint.candidate[i].move);
        CHECK(v != NULL && v->win == hint.candidate[i].win);
    }
    codelist_free(&asked);
    movelist_free(&legal);
    match_free(m);
}

/* Turns the history at path back into the layout of version 1: no reviews, no assisted games,
 * no notable moves (its games and ratings kept). */
static void make_version_1(const char *path)
{
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    CHECK_INT(sqlite3_exec(db,
                           "DROP TABLE review_decisions; DROP TABLE reviews;"
                           "ALTER TABLE games DROP COLUMN assisted;"
                           "ALTER TABLE games DROP COLUMN solitaire;"
                           "ALTER TABLE seats DROP COLUMN notable;"
                           "ALTER TABLE seats DROP COLUMN notable_worth; PRAGMA user_version=1;",
                           NULL, NULL, NULL),
              SQLITE_OK);
    sqlite3_close(db);
}

/* Removes a folder and everything in it. */
static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char file[600];
        snprintf(file, sizeof file, "%s/%s", dir, e->d_name);
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && remove(file) != 0)
            remove_tree(file);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

/* The database's file and its journals gone (the kept files stay). */
static void remove_database(void)
{
    char path[300], file[320];
    history_path(path, sizeof path);
    const char *const suffixes[] = {"", "-wal", "-shm"};
    for (int i = 0; i < 3; i++) {
        snprintf(file, sizeof file, "%s%s", path, suffixes[i]);
        unlink(file);
    }
}

static const char *kept_junk_path(const char *kept)
{
    static char path[400];
    snprintf(path, sizeof path, "%s/junk.txt", kept);
    return path;
}

/* What a list shows of each game, without the ids (a rebuilt history numbers them anew). */
static void list_text(History *h, StrBuf *out)
{
    HistoryGame g[16];
    int n = history_list(h, NULL, 0, 16, g);
    for (int i = 0; i < n; i++) {
        sb_addf(out, "%s %lld %d %d %d:", g[i].game, (long long)g[i].finished, g[i].players,
                g[i].moves, (int)g[i].kind);
        for (int s = 0; s < g[i].players; s++)
            sb_addf(out, " %s %d %d %d %.6f", g[i].seat[s].name, g[i].seat[s].score,
                    g[i].seat[s].won, g[i].seat[s].rated, g[i].seat[s].rating_after);
        sb_add(out, "\n");
    }
}

static int count_files(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

/* A damaged database is set aside and built again from the kept files: the same games, kinds,
 * times, scores and ratings, and no game that was removed; so is a missing one; a kept file that
 * cannot be read is said and left alone; a history of version 1 gets its files. */
static void test_rebuilt_from_kept_files(void)
{
    char path[300], kept[300], note[1400], expected[1400];
    history_path(path, sizeof path);
    snprintf(kept, sizeof kept, "%s/history", folder);
    History *h = open_history(note, sizeof note);
    StrBuf before = STRBUF_INIT, after = STRBUF_INIT;
    list_text(h, &before);
    int games = history_count(h, NULL);
    CHECK(games >= 5);
    CHECK_INT(count_files(kept), games); /* the removed game's file went with it */
    double rating_before, rating_after;
    int rated_before, rated_after;
    CHECK(history_rating(h, "Ada", "estates", &rating_before, &rated_before));
    history_close(h);

    remove_database();
    CHECK(write_file_atomic(path, "not a database\n", NULL, 0));
    h = open_history(note, sizeof note);
    snprintf(expected, sizeof expected,
             "The history of finished games was damaged. It was set aside as %s.bad and rebuilt "
             "from the %d games kept in %s.",
             path, games, kept);
    CHECK_STR(note, expected);
    list_text(h, &after);
    CHECK_STR(sb_str(&after), sb_str(&before));
    CHECK(history_rating(h, "Ada", "estates", &rating_after, &rated_after));
    CHECK_INT(rated_after, rated_before);
    CHECK(fabs(rating_after - rating_before) < 1e-9);
    history_close(h);
    char aside[320];
    snprintf(aside, sizeof aside, "%s.bad", path);
    unlink(aside); /* the damaged-database test counts its own */

    remove_database(); /* missing: rebuilt too */
    CHECK(write_file_atomic(kept_junk_path(kept), "moguls-record 1\nkind wrong\n", NULL, 0));
    h = open_history(note, sizeof note);
    snprintf(expected, sizeof expected,
             "The history of finished games was missing. It was rebuilt from the %d games kept in "
             "%s. 1 kept file could not be read; it is left as it is.",
             games, kept);
    CHECK_STR(note, expected);
    CHECK_INT(history_count(h, NULL), games);
    history_close(h);
    CHECK(access(kept_junk_path(kept), F_OK) == 0);
    unlink(kept_junk_path(kept));

    /* version 1 kept no files: opening it writes them */
    make_version_1(path);
    remove_tree(kept);
    h = open_history(note, sizeof note);
    CHECK_STR(note, "");
    CHECK_INT(count_files(kept), games);
    history_close(h);
    sb_free(&before);
    sb_free(&after);
}

/* A game record to share: read back as written (finished or not, its kind and time); a damaged
 * or foreign one refused with the line and the reason; the history's own is the same text. */
static void test_shared_record(void)
{
    char err[1000];
    Match *m = finished_game("takeover", 3, 31);
    StrBuf text = STRBUF_INIT;
    gamerecord_write(m, &(GameRecordInfo){true, HISTORY_PRACTICE, 1764355207}, &text);
    CHECK(!strncmp(sb_str(&text),
                   "moguls-record 1\nkind practice\nfinished 2025-11-28T18:40:07Z\nmoguls-save ",
                   70));
    GameRecordInfo info;
    Match *back = gamerecord_read(sb_str(&text), &info, err, sizeof err);
    CHECK(back != NULL);
    CHECK(info.finished && info.kind == HISTORY_PRACTICE && info.when == 1764355207);
    CHECK(back && back->move_count == m->move_count && game_over(back->state));
    match_free(back);

    char note[400];
    History *h = open_history(note, sizeof note);
    int64_t id = history_add(h, m, HISTORY_PRACTICE, 1764355207, err, sizeof err);
    char *shared = history_shared_record(h, id, err, sizeof err);
    CHECK_STR(shared, sb_str(&text));
    free(shared);
    CHECK(history_remove(h, id, err, sizeof err));
    history_close(h);

    /* the fourth move made illegal: its line is named in the whole file */
    char *damaged = text_copy(sb_str(&text));
    char *line = damaged;
    int line_no = 1;
    for (int moves = 0; moves < 4; line_no++) {
        line = strchr(line, '\n') + 1;
        moves += !strncmp(line, "move ", 5);
    }
    memcpy(line + 5, "zzz", 3);
    CHECK(gamerecord_read(damaged, &info, err, sizeof err) == NULL);
    char expected[80];
    int n = snprintf(expected, sizeof expected, "line %d: move 'zzz", line_no);
    CHECK(!strncmp(err, expected, (size_t)n));
    free(damaged);

    CHECK(gamerecord_read("\x89PNG\r\n", &info, err, sizeof err) == NULL);
    CHECK_STR(err, "line 1: not a Moguls game record or save");
    CHECK(gamerecord_read("moguls-record 1\nkind best\nmoguls-save 3\n", &info, err, sizeof err) ==
          NULL);
    CHECK_STR(err, "line 2: unknown kind 'best'");
    CHECK(gamerecord_read("moguls-record 7\n", &info, err, sizeof err) == NULL);
    CHECK_STR(err, "line 1: a game record of format 7 (this version reads 1)");

    /* a game in progress: no kind, no time; a plain save reads as well */
    Match *open = match_new(m->rules, &m->opts, 5, m->seats);
    CHECK(match_play(open, m->moves[0], err, sizeof err));
    sb_clear(&text);
    gamerecord_write(open, NULL, &text);
    back = gamerecord_read(sb_str(&text), &info, err, sizeof err);
    CHECK(back && back->move_count == 1 && !info.finished && info.when == 0);
    match_free(back);
    sb_clear(&text);
    match_write(open, &text);
    back = gamerecord_read(sb_str(&text), &info, err, sizeof err);
    CHECK(back && back->move_count == 1 && !info.finished);
    match_free(back);
    match_free(open);
    sb_free(&text);
    match_free(m);
}

/* A file that is not a history database is set aside whole, with a note, and a new history
 * starts; a second damaged file takes the next free name. */
static void test_damaged_set_aside(void)
{
    char path[300], aside[320], note[400];
    history_path(path, sizeof path);
    const char *junk = "this is not a database, but it was somebody's file\n";
    remove_database();
    char kept[300];
    snprintf(kept, sizeof kept, "%s/history", folder);
    remove_tree(kept); /* no kept files: nothing to rebuild from */
    for (int round = 1; round <= 2; round++) {
        unlink(path);
        CHECK(write_file_atomic(path, junk, NULL, 0));
        History *h = open_history(note, sizeof note);
        if (round == 1)
            snprintf(aside, sizeof aside, "%s.bad", path);
        else
            snprintf(aside, sizeof aside, "%s.bad.2", path);
        char expected[800];
        snprintf(expected, sizeof expected,
                 "The history of finished games was damaged. It was set aside as %s and a new "
                 "one was started.",
                 aside);
        CHECK_STR(note, expected);
        char *kept = read_text_file(aside, 1 << 20, NULL, 0);
        CHECK_STR(kept, junk);
        free(kept);
        CHECK_INT(history_count(h, NULL), 0);
        history_close(h);
    }
}

/* A history written by a newer Moguls is refused and left as it is. */
static void test_newer_refused(void)
{
    char path[300], note[400], err[600] = "";
    history_path(path, sizeof path);
    History *h = open_history(note, sizeof note);
    history_close(h);
    sqlite3 *db;
    CHECK_INT(sqlite3_open(path, &db), SQLITE_OK);
    CHECK_INT(sqlite3_exec(db, "PRAGMA user_version=99", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    CHECK(history_open(path, note, sizeof note, err, sizeof err) == NULL);
    char expected[600];
    snprintf(expected, sizeof expected,
             "%s was written by a newer version of Moguls; it is left as it is", path);
    CHECK_STR(err, expected);
}

/* A move the search soon finds poor is tried a few dozen times, too few for its chance to mean
 * much; asked with a number of visits, the analysis gives it at least that many (the review weighs
 * the move played so), and without, the search's own choice (a hint's search is the hard bot's). */
static void test_analysis_weighs_asked_moves(void)
{
    Match *m = new_table("buyout", 0, 5);
    char err[300];
    Rng rng;
    rng_seed(&rng, 3);
    MoveList legal = MOVELIST_INIT;
    while (m->move_count < 40) {
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        CHECK(match_play(m, legal.items[rng_below(&rng, (uint32_t)legal.count)], err, sizeof err));
    }
    const int budget = 2000, due = budget / 8;
    BotAnalysis a;
    CHECK(bot_analyse(m->state, budget, 7, NULL, NULL, 0, &a));
    CodeList codes = CODELIST_INIT, asked = CODELIST_INIT;
    m->rules->legal_codes(m->state, &codes);
    for (int i = 0; i < codes.count && !asked.count; i++) { /* a move not among the most visited */
        bool visited_most = false;
        for (int b = 0; b < a.count; b++)
            visited_most |= a.best[b].move == codes.items[i];
        if (!visited_most)
            codelist_add(&asked, codes.items[i]);
    }
    CHECK_INT(asked.count, 1);
    CHECK(bot_analyse(m->state, budget, 7, NULL, &asked, 0, &a));
    CHECK(a.asked[0].visits < due);
    CHECK(bot_analyse(m->state, budget, 7, NULL, &asked, due, &a));
    CHECK(a.asked[0].visits >= due);
    CHECK_INT(a.iterations, budget);
    codelist_free(&codes);
    codelist_free(&asked);
    movelist_free(&legal);
    match_free(m);
}

/* A cost is counted in the whole percents the player reads: two chances that both read 0% cost
 * nothing, and 45.2% against 45.6% reads as 45% against 46%: one point. */
static void test_review_cost_as_read(void)
{
    ReviewDecision same = {.win_best = 0.004, .win_played = 0.001};
    CHECK(review_cost(&same) == 0);
    ReviewDecision point = {.win_best = 0.456, .win_played = 0.452};
    CHECK(review_cost(&point) > 0.0099 && review_cost(&point) < 0.0101);
    ReviewDecision better = {.win_best = 0.30, .win_played = 0.31};
    CHECK(review_cost(&better) == 0);
}

/* How many moves of `seat` had a choice (more than one legal move): the decisions to review. */
static int decisions_of(const Match *m, int seat)
{
    GameState *s = match_state_after(m, 0);
    MoveList legal = MOVELIST_INIT;
    int n = 0;
    for (int i = 0; i < m->move_count; i++) {
        movelist_clear(&legal);
        s->rules->legal_moves(s, &legal);
        n += m->mover[i] == seat && legal.count > 1;
        CHECK(s->rules->apply(s, m->moves[i], NULL, 0));
    }
    movelist_free(&legal);
    game_free(s);
    return n;
}

/* Reviewing a game: every decision of the human seat (and only those), the move played and the
 * hard bot's, chances between 0 and 1, the costliest first; the same review twice; one seat on
 * request; a cancelled review says so. */
static void test_review(void)
{
    Match *m = finished_game("takeover", 3, 21);
    Review r, again;
    char err[300];
    CHECK(review_match(m, -1, 60, 5, NULL, NULL, NULL, &r, err, sizeof err));
    CHECK_INT(r.count, decisions_of(m, 0));
    CHECK(r.count > 5);
    double worst_cost = 2;
    for (int w = 0; w < r.worst_count; w++) {
        double cost = review_cost(&r.decision[r.worst[w]]);
        CHECK(cost > 0 && cost <= worst_cost);
        worst_cost = cost;
    }
    int costly = 0;
    for (int i = 0; i < r.count; i++) {
        const ReviewDecision *d = &r.decision[i];
        CHECK_INT(d->seat, 0);
        CHECK_INT(m->mover[d->move], 0);
        CHECK_STR(d->played, m->moves[d->move]);
        CHECK(d->win_played >= 0 && d->win_played <= d->win_best && d->win_best <= 1);
        CHECK(strcmp(d->played, d->suggested) || review_cost(d) == 0);
        costly += review_cost(d) > 0;
    }
    CHECK_INT(r.worst_count, costly < REVIEW_WORST ? costly : REVIEW_WORST);
    CHECK(review_match(m, -1, 60, 5, NULL, NULL, NULL, &again, err, sizeof err));
    CHECK_INT(again.count, r.count);
    CHECK(again.count == r.count &&
          !memcmp(again.decision, r.decision, (size_t)r.count * sizeof *r.decision));
    review_free(&again);
    review_free(&r);

    CHECK(review_match(m, 1, 30, 5, NULL, NULL, NULL, &r, err, sizeof err));
    CHECK_INT(r.count, decisions_of(m, 1));
    for (int i = 0; i < r.count; i++)
        CHECK_INT(r.decision[i].seat, 1);
    review_free(&r);

    atomic_bool cancel = true;
    CHECK(!review_match(m, -1, 30, 5, &cancel, NULL, NULL, &r, err, sizeof err));
    CHECK_STR(err, "the review was cancelled");
    CHECK_INT(r.count, 0);
    match_free(m);
}

/* What a word sells for in BuyWord: (its pips)^2, a wild (lower case) counting 1
 * (/work/shared/games/buyword.md's table). */
static int word_price(const char *word)
{
    static const int pips[26] = {1, 3, 2, 2, 1, 3, 2, 2, 1, 4, 2, 2, 3,
                                 1, 1, 2, 4, 1, 1, 1, 1, 3, 3, 4, 3, 4};
    int sum = 0;
    for (const char *c = word; *c; c++)
        sum += *c >= 'A' && *c <= 'Z' ? pips[*c - 'A'] : 1;
    return sum * sum;
}

static bool is_square(int n)
{
    int r = (int)lround(sqrt((double)n));
    return n > 0 && r * r == n;
}

/* The score chart of a BuyWord game, move by move: $200 each at the start; a sale raises the
 * seller's money by the word's price and a purchase lowers the buyer's by a square, nobody
 * else's money moving; nothing else moves money; the last point is the final score. An unfinished
 * game has no chart. */
static void test_score_series(void)
{
    Match *m = finished_game("buyword", 3, 31);
    ScoreSeries s;
    char err[300];
    CHECK(records_score_series(m, &s, err, sizeof err));
    CHECK_INT(s.players, 3);
    CHECK_INT(s.points, m->move_count + 1);
    for (int seat = 0; seat < 3; seat++)
        CHECK_INT(series_at(&s, 0, seat), 200);
    int sales = 0, purchases = 0, least = 200, most = 200;
    for (int i = 0; i < m->move_count; i++) {
        const char *move = m->moves[i];
        for (int seat = 0; seat < 3; seat++) {
            int before = series_at(&s, i, seat), after = series_at(&s, i + 1, seat);
            least = after < least ? after : least;
            most = after > most ? after : most;
            if (seat != m->mover[i])
                CHECK_INT(after, before);
            else if (!strncmp(move, "sell ", 5)) {
                CHECK_INT(after - before, word_price(move + 5));
                sales++;
            } else if (!strcmp(move, "buy")) {
                CHECK(is_square(before - after));
                purchases++;
            } else
                CHECK_INT(after, before);
        }
    }
    CHECK(sales > 0 && purchases > 0);
    CHECK_INT(s.least, least);
    CHECK_INT(s.most, most);
    int final[MAX_SEATS];
    m->rules->scores(m->state, final);
    for (int seat = 0; seat < 3; seat++)
        CHECK_INT(series_at(&s, m->move_count, seat), final[seat]);
    score_series_free(&s);
    match_free(m);

    GameOptions opts;
    options_defaults(registry_find("buyword"), &opts);
    CHECK(match_prepare(registry_find("buyword"), &opts, err, sizeof err));
    Match *going = match_new(registry_find("buyword"), &opts, 3, NULL);
    CHECK(!records_score_series(going, &s, err, sizeof err));
    CHECK_STR(err, "only a finished game has its scores charted");
    match_free(going);
}

/* A new history at the test's path holding the finished game m (rated, ended at `when`), its id
 * into *id. */
static History *new_history_with(const Match *m, int64_t when, int64_t *id)
{
    char path[300], note[400], err[600];
    history_path(path, sizeof path);
    remove(path);
    History *h = open_history(note, sizeof note);
    *id = history_add(h, m, HISTORY_RATED, when, err, sizeof err);
    CHECK(*id > 0);
    return h;
}

/* The history's change counter (what screens showing it watch): it moves with every game kept,
 * review kept and game removed, even when the count of games is back where it was, and never
 * with a read. */
static void test_changes_counted(void)
{
    char err[600];
    Match *first = finished_game("takeover", 2, 43), *second = finished_game("takeover", 2, 44);
    int64_t id;
    History *h = new_history_with(first, 1700001000, &id);
    unsigned kept_one = history_changes(h);
    HistoryGame g;
    HistoryStats st;
    double rating;
    int games;
    char players[4][SEAT_NAME_MAX];
    int count = history_count(h, NULL);
    CHECK(count >= 1);
    CHECK_INT(history_list(h, NULL, 0, 1, &g), 1);
    CHECK(history_stats(h, "Ada", "takeover", &st));
    CHECK(history_rating(h, "Ada", "takeover", &rating, &games));
    CHECK(history_players(h, players, 4) >= 1);
    CHECK_INT(history_changes(h), kept_one);
    CHECK_INT(history_add(h, first, HISTORY_RATED, 1700001001, err, sizeof err), id);
    CHECK_INT(history_changes(h), kept_one); /* kept already: nothing written */

    Review r = {0};
    CHECK(history_keep_review(h, id, &r, err, sizeof err));
    unsigned reviewed = history_changes(h);
    CHECK(reviewed != kept_one);
    CHECK(history_remove(h, id, err, sizeof err));
    unsigned removed = history_changes(h);
    CHECK(removed != reviewed);
    int64_t second_id = history_add(h, second, HISTORY_RATED, 1700001002, err, sizeof err);
    CHECK(second_id > 0);
    CHECK_INT(history_count(h, NULL), count);
    CHECK(history_changes(h) != removed);
    CHECK(history_remove(h, second_id, err, sizeof err)); /* the next tests find it as it was */
    match_free(first);
    match_free(second);
    history_close(h);
}

/* A review kept with its game reads back the same (the costliest in the same order), is kept
 * once (a second one replaces it) and goes with the game. */
static void test_review_kept(void)
{
    char note[400], err[600];
    Match *m = finished_game("takeover", 3, 41);
    int64_t id;
    History *h = new_history_with(m, 1700000900, &id);
    Review r, back;
    CHECK_INT(history_review(h, id, &back, err, sizeof err), 0);
    CHECK(review_match(m, -1, 40, 5, NULL, NULL, NULL, &r, err, sizeof err));
    CHECK(r.count > 3 && r.worst_count > 0);
    /* the game's record as kept (the file a player would share) gives the same figures */
    char *record = history_record(h, id, err, sizeof err);
    Match *read = record ? match_read(record, err, sizeof err) : NULL;
    CHECK(read != NULL);
    if (read) {
        Review from_file;
        CHECK(review_match(read, -1, 40, 5, NULL, NULL, NULL, &from_file, err, sizeof err));
        CHECK(from_file.count == r.count &&
              !memcmp(from_file.decision, r.decision, (size_t)r.count * sizeof *r.decision));
        review_free(&from_file);
        match_free(read);
    }
    free(record);
    CHECK(history_keep_review(h, id, &r, err, sizeof err));
    CHECK(history_keep_review(h, id, &r, err, sizeof err));
    history_close(h);
    h = open_history(note, sizeof note);
    CHECK_INT(history_review(h, id, &back, err, sizeof err), 1);
    CHECK_INT(back.count, r.count);
    CHECK_INT(back.budget, 40);
    CHECK(back.count == r.count &&
          !memcmp(back.decision, r.decision, (size_t)r.count * sizeof *r.decision));
    CHECK_INT(back.worst_count, r.worst_count);
    CHECK(!memcmp(back.worst, r.worst, sizeof r.worst));
    review_free(&back);
    CHECK(history_remove(h, id, err, sizeof err));
    CHECK_INT(history_review(h, id, &back, err, sizeof err), 0);
    review_free(&r);
    match_free(m);
    history_close(h);
}

/* A history of the first version (no reviews) opens as the current one with its games, ratings
 * and all, and then keeps reviews; its version is raised once. */
static void test_migration_from_1(void)
{
    char path[300], note[400], err[600];
    history_path(path, sizeof path);
    Match *m = finished_game("buyout", 2, 51);
    int64_t id;
    History *h = new_history_with(m, 1700001000, &id);
    history_close(h);
    /* the file as version 1 left it: its tables without the reviews and the later columns */
    make_version_1(path);

    h = open_history(note, sizeof note);
    CHECK_STR(note, "");
    CHECK_INT(history_count(h, NULL), 1);
    double rating;
    int games;
    CHECK(history_rating(h, "Ada", "buyout", &rating, &games));
    CHECK_INT(games, 1);
    Review r = {.decision =
                    &(ReviewDecision){.move = 3, .seat = 0, .win_best = 0.75, .win_played = 0.5},
                .count = 1};
    CHECK(history_keep_review(h, id, &r, err, sizeof err));
    Review back;
    CHECK_INT(history_review(h, id, &back, err, sizeof err), 1);
    CHECK_INT(back.count, 1);
    CHECK_INT(back.worst_count, 1);
    CHECK(back.count == 1 && back.decision[0].move == 3 && back.decision[0].win_best == 0.75);
    review_free(&back);
    history_close(h);
    sqlite3 *db;
    CHECK(sqlite3_open(path, &db) == SQLITE_OK);
    sqlite3_stmt *st;
    CHECK(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, NULL) == SQLITE_OK);
    CHECK(sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int(st, 0) == 2);
    sqlite3_finalize(st);
    sqlite3_close(db);
    match_free(m);
}

/* Whether `move` from `state` ends the game with seat 0 losing. */
static bool ends_lost(const GameState *state, const char *move)
{
    GameState *after = game_clone(state);
    bool lost = after->rules->apply(after, move, NULL, 0) && game_over(after);
    bool won[MAX_SEATS] = {false};
    if (lost)
        after->rules->winners(after, won);
    game_free(after);
    return lost && !won[0];
}

/* Whether `move` from `state` puts seat 0 ahead of seat 1. */
static bool puts_ahead(const GameState *state, const char *move)
{
    GameState *after = game_clone(state);
    int scores[MAX_SEATS];
    bool ok = after->rules->apply(after, move, NULL, 0);
    after->rules->scores(after, scores);
    game_free(after);
    return ok && scores[0] > scores[1];
}

/* A BuyWord game of two by random moves in which seat 0, in the last round's selling, behind,
 * holds a word that would put it ahead for good and says "done" instead, losing: the move's
 * index in *blunder. NULL if this seed never comes to that. */
static Match *game_with_blunder(uint64_t seed, int *blunder)
{
    const GameRules *rules = registry_find("buyword");
    GameOptions opts;
    options_defaults(rules, &opts);
    opts.players = 2;
    char err[300];
    CHECK(match_prepare(rules, &opts, err, sizeof err));
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ada");
    Match *m = match_new(rules, &opts, seed, seats);
    Rng rng;
    rng_seed(&rng, seed);
    MoveList legal = MOVELIST_INIT;
    *blunder = -1;
    while (!game_over(m->state)) {
        movelist_clear(&legal);
        m->rules->legal_moves(m->state, &legal);
        const char *move = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        if (game_to_move(m->state) == 0 && ends_lost(m->state, "done")) {
            for (int i = 0; i < legal.count && *blunder < 0; i++)
                if (!strncmp(legal.items[i], "sell ", 5) && puts_ahead(m->state, legal.items[i]))
                    *blunder = m->move_count;
            if (*blunder >= 0)
                move = "done";
        }
        CHECK(match_play(m, move, err, sizeof err));
    }
    movelist_free(&legal);
    if (*blunder < 0) {
        match_free(m);
        return NULL;
    }
    return m;
}

/* The review's costliest decision of a game thrown away at its last move (a winning sale passed
 * up) is that move, the hard bot's choice a sale, the win given up nearly whole. */
static void test_review_finds_blunder(void)
{
    int blunder = -1;
    Match *m = NULL;
    for (uint64_t seed = 1; seed < 200 && !m; seed++)
        m = game_with_blunder(seed, &blunder);
    CHECK(m != NULL);
    if (!m)
        return;
    fprintf(stderr, "blunder at move %d of %d\n", blunder, m->move_count);
    Review r;
    char err[300];
    CHECK(review_match(m, 0, 200, 9, NULL, NULL, NULL, &r, err, sizeof err));
    CHECK(r.worst_count > 0);
    if (r.worst_count > 0) {
        const ReviewDecision *d = &r.decision[r.worst[0]];
        CHECK_INT(d->move, blunder);
        CHECK_STR(d->played, "done");
        CHECK(!strncmp(d->suggested, "sell ", 5));
        CHECK(d->win_played < 0.05 && review_cost(d) > 0.9);
    }
    review_free(&r);
    match_free(m);
}

int main(void)
{
    snprintf(folder, sizeof folder, "/tmp/moguls-test-records-XXXXXX");
    if (!mkdtemp(folder))
        return 1;
    test_bot_ratings();
    test_rating_update();
    test_kept_whole();
    test_unfinished_refused();
    test_list_and_remove();
    test_stats();
    test_assisted_not_rated();
    test_hot_seat_rated_for_both();
    test_profile_bests();
    test_migrate_from_1();
    test_hint();
    test_hint_one_search();
    test_analysis_weighs_asked_moves();
    test_review_cost_as_read();
    test_rebuilt_from_kept_files();
    test_shared_record();
    test_damaged_set_aside();
    test_newer_refused();
    test_review();
    test_score_series();
    test_review_finds_blunder();
    test_review_kept();
    test_changes_counted();
    test_migration_from_1();
    remove_tree(folder);
    return check_report("test_records");
}
