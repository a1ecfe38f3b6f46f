/* What the server tells a seat (docs/network.md), built from what that seat may know only: a
 * seat's view is the game's describe for that seat and the text of its state guessed for it (the
 * game's determinize from public data only), the legal moves only to the seat to move, and a
 * move's event its public log line and its text where the seat may know it.
 * tests/test_net_secrets.c builds these from the real state and from the game's determinize for
 * the seat and checks the bytes are the same. */
#ifndef MOGULS_NET_MESSAGES_H
#define MOGULS_NET_MESSAGES_H

#include "core/match.h"

/* For viewer (-1: a spectator) after K moves at table `table`: "state K TOMOVE JSON\n", then
 * "snapshot K TOMOVE TEXT\n" (the state as determinize guesses it for viewer, from a generator
 * seeded by the table, K and viewer only: core/snapshot.h), then, to the seat to move,
 * "legal MOVE\tMOVE...\n". */
void net_msg_view(const GameState *s, int viewer, int moves, int64_t table, StrBuf *out);
/* The state viewer is sent after K moves at table (the snapshot's state): the caller frees it. */
GameState *net_seat_state(const GameState *s, int viewer, int moves, int64_t table);
/* Whether viewer may know the text of `move`, played by `mover` from `before`: its mover
 * always; the others unless the game says it is a secret choice (GameRules.secret_move). */
bool net_move_shown(const GameState *before, const char *move, int mover, int viewer);
/* "event K SEAT MOVE\tLOG\n": move K (from 1) by SEAT, its text (empty where the viewer may not
 * know it) and its log line, each escaped (net_escape). */
void net_msg_event(int number, int seat, const char *move, const char *log, StrBuf *out);
/* "over SCORES WINNERS\n" once the game is over: "over 12,7,9 0" (winners' seats, '-' none). */
void net_msg_over(const GameState *s, StrBuf *out);
/* "record TEXT\n" once the game is over: the whole game as a save (match_write: the seed, the
 * seats and every move), escaped. Nothing of a finished game is a secret any more: every seat
 * may keep it, replay it and review it (docs/network.md). */
void net_msg_record(const Match *m, StrBuf *out);

/* A game that plays with a replaceable file (GameRules.resource: BuyWord's word list) is
 * played by the server with its own: the `table` line carries the file's fingerprint as
 * " resource=FINGERPRINT" (appended to out; nothing for other games). */
void net_resource_fingerprint(const GameRules *rules, const GameOptions *opts, StrBuf *out);
/* The fingerprint of a file's handle: its identity (GameResource.identify) up to the space
 * before the file's name. */
void net_resource_fingerprint_of(const GameResource *res, const void *handle, char *out,
                                 size_t outlen);

#endif
