/* The history of finished games (src/records/history.c): kept whole and replayable, listed
 * newest first with seats, scores and winners, kept once, removed on request, durable across a
 * reopen, and a damaged file set aside, never emptied. */
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "core/match.h"
#include "core/movelist.h"
#include "core/registry.h"
#include "core/rng.h"
#include "records/history.h"
#include "records/rating.h"
#include "records/review.h"

static char folder[256];

static void history_path(char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/history.db", folder);
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

/* A file that is not a history database is set aside whole, with a note, and a new history
 * starts; a second damaged file takes the next free name. */
static void test_damaged_set_aside(void)
{
    char path[300], aside[320], note[400];
    history_path(path, sizeof path);
    const char *junk = "this is not a database, but it was somebody's file\n";
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

/* Removes the test's folder and every file in it. */
static void remove_folder(void)
{
    DIR *d = opendir(folder);
    for (struct dirent *e; d && (e = readdir(d));) {
        char file[600];
        snprintf(file, sizeof file, "%s/%s", folder, e->d_name);
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            remove(file);
    }
    if (d)
        closedir(d);
    rmdir(folder);
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
    test_damaged_set_aside();
    test_newer_refused();
    test_review();
    remove_folder();
    return check_report("test_records");
}
