/* What the server tells a seat (docs/network.md), built from what that seat may know only: a
 * seat's view is the game's describe for that seat, the legal moves only to the seat to move,
 * and a move's event its public log line. tests/test_net_secrets.c builds these from the real
 * state and from the game's determinize for the seat and checks the bytes are the same. */
#ifndef MOGULS_NET_MESSAGES_H
#define MOGULS_NET_MESSAGES_H

#include "core/match.h"

/* "state K TOMOVE JSON\n" for viewer (-1: a spectator) after K moves, then, to the seat to
 * move, "legal MOVE\tMOVE...\n". */
void net_msg_view(const GameState *s, int viewer, int moves, StrBuf *out);
/* "event K SEAT LOG\n": move K (from 1) by SEAT, its log line escaped (net_escape). */
void net_msg_event(int number, int seat, const char *log, StrBuf *out);
/* "over SCORES WINNERS\n" once the game is over: "over 12,7,9 0" (winners' seats, '-' none). */
void net_msg_over(const GameState *s, StrBuf *out);

#endif
