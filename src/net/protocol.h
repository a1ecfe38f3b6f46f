/* The network protocol's words (docs/network.md): what a line may be, a request read from a
 * line, text made safe for a line, and invite codes.
 *
 * Nothing here touches a socket or the rules: it is the part a hostile peer talks to first, so
 * it is small, takes bytes of any kind and is fuzzed (tests/fuzz_net_protocol.c). */
#ifndef MOGULS_NET_PROTOCOL_H
#define MOGULS_NET_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define NET_PROTOCOL_VERSION 1
#define NET_GREETING "moguls-net"
/* A client's line, its newline included: a longer one ends the connection. */
#define NET_LINE_MAX 1024
/* A server's line (a seat's view, the legal moves): what a client accepts at most. */
#define NET_SERVER_LINE_MAX (256 * 1024)
/* A chat message's bytes (UTF-8). */
#define NET_CHAT_MAX 200
/* A name's bytes, as a seat's name is kept (SEAT_NAME_MAX - 1). */
#define NET_NAME_MAX 23
/* A seat token: 128 random bits as 32 lower-case hex digits. */
#define NET_TOKEN_HEX 32
/* A certificate's SHA-256 fingerprint as 64 lower-case hex digits. */
#define NET_FINGERPRINT_HEX 64
#define NET_HOST_MAX 255
/* A seat away this long (seconds) may be handed to a bot by the table's host (seat-bot). */
#define NET_HAND_AFTER_S 120
/* How long (seconds) the other players have to agree to an undo before it is refused. */
#define NET_UNDO_WAIT_S 60
/* The port a server listens on when none is given. */
#define NET_DEFAULT_PORT 7140

typedef enum NetRequestKind {
    NET_REQ_HELLO,   /* moguls-net VERSION */
    NET_REQ_HOST,    /* host GAME SEATS [key=value ...] */
    NET_REQ_JOIN,    /* join TABLE TOKEN SINCE [NAME] */
    NET_REQ_MOVE,    /* move TEXT */
    NET_REQ_CHAT,    /* chat TEXT */
    NET_REQ_PING,    /* ping */
    NET_REQ_QUIT,    /* quit */
    NET_REQ_UNDO,    /* undo [yes|no]: asks to take back this seat's last decision, or answers */
    NET_REQ_SEAT_BOT /* seat-bot SEAT LEVEL: the host hands an away seat to a bot */
} NetRequestKind;

/* A request read from a client's line. The text fields point into the line it was read from
 * (which net_parse_request cuts into words with NULs): valid while that line is. */
typedef struct NetRequest {
    NetRequestKind kind;
    long version;            /* hello */
    const char *game;        /* host */
    const char *seats;       /* host: "human,human,normal" */
    const char *options[16]; /* host: key=value words */
    int option_count;
    int64_t table;     /* join */
    const char *token; /* join: 32 hex digits */
    long since;        /* join: the moves the client already has */
    const char *text;  /* join: the name ("" for none); move: the move; chat: the message;
                          undo: "" (asks), "yes" or "no"; seat-bot: the bot's level */
    int seat;          /* seat-bot */
} NetRequest;

/* Whether `len` bytes (without their newline) may be a client's line: at most NET_LINE_MAX - 1
 * bytes, valid UTF-8, no control character but a tab. False with the reason (a short phrase
 * for an error line). A CR before the newline is the caller's to drop. */
bool net_line_acceptable(const char *bytes, size_t len, char *why, size_t whylen);

/* Reads an acceptable line (NUL-terminated, cut into words in place). False with the error's
 * code ("syntax", "version") and the reason. */
bool net_parse_request(char *line, NetRequest *out, const char **code, char *why, size_t whylen);

/* Appends text so that it stays on one line and shows every control character: a backslash as
 * \\, a newline as \n, a tab as \t, any other control byte as \xHH. */
void net_escape(const char *text, char *out, size_t outlen);
/* The reverse of net_escape into out (at most outlen - 1 bytes and a NUL). False when the text
 * holds an escape net_escape never writes. */
bool net_unescape(const char *text, char *out, size_t outlen);

/* An invite: where the server is, which table and seat, and how to know the server. The text
 * form is one line:  moguls:HOST:PORT/TABLE/TOKEN/FINGERPRINT  (an IPv6 host in brackets). */
typedef struct NetInvite {
    char host[NET_HOST_MAX + 1];
    int port;
    int64_t table;
    char token[NET_TOKEN_HEX + 1];
    char fingerprint[NET_FINGERPRINT_HEX + 1];
} NetInvite;

void net_invite_format(const NetInvite *invite, char *out, size_t outlen);
/* Reads an invite code (blanks around it ignored). False with the reason. */
bool net_invite_parse(const char *text, NetInvite *out, char *why, size_t whylen);

/* "ADDR:PORT", "[V6]:PORT", "ADDR" (NET_DEFAULT_PORT) or a bare IPv6 address into address and
 * port: where a server listens. False when it is none of these. */
bool net_address_parse(const char *text, char *address, size_t addrlen, int *port);

/* Whether text is exactly `digits` lower-case hex digits. */
bool net_is_hex(const char *text, size_t digits);

#endif
