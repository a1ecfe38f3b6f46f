/* The protocol's words (protocol.h). Only the C library: the fuzz target builds this file
 * alone. */
#include "protocol.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool refuse(char *why, size_t whylen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool refuse(char *why, size_t whylen, const char *fmt, ...)
{
    if (whylen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, whylen, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* The length of the UTF-8 character at p (at most `left` bytes), 0 if it is not one: no
 * overlong form, no surrogate, nothing above U+10FFFF. */
static size_t utf8_char_length(const unsigned char *p, size_t left)
{
    if (p[0] < 0x80)
        return 1;
    size_t n;
    unsigned min;
    unsigned code;
    if ((p[0] & 0xe0) == 0xc0)
        n = 2, min = 0x80, code = p[0] & 0x1f;
    else if ((p[0] & 0xf0) == 0xe0)
        n = 3, min = 0x800, code = p[0] & 0x0f;
    else if ((p[0] & 0xf8) == 0xf0)
        n = 4, min = 0x10000, code = p[0] & 0x07;
    else
        return 0;
    if (n > left)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        code = code << 6 | (p[i] & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return 0;
    return n;
}

bool net_line_acceptable(const char *bytes, size_t len, char *why, size_t whylen)
{
    if (len >= NET_LINE_MAX)
        return refuse(why, whylen, "a line is at most %d bytes", NET_LINE_MAX - 1);
    const unsigned char *p = (const unsigned char *)bytes;
    for (size_t i = 0; i < len;) {
        if (p[i] < 0x20 && p[i] != '\t')
            return refuse(why, whylen, "control byte 0x%02x at byte %zu: lines are text", p[i],
                          i + 1);
        if (p[i] == 0x7f)
            return refuse(why, whylen, "control byte 0x7f at byte %zu: lines are text", i + 1);
        size_t n = utf8_char_length(p + i, len - i);
        if (!n)
            return refuse(why, whylen, "byte %zu is not UTF-8: lines are text", i + 1);
        i += n;
    }
    return true;
}

/* The next word of *rest (split at blanks), or NULL; *rest moves past it. */
static char *next_word(char **rest)
{
    char *p = *rest;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p) {
        *rest = p;
        return NULL;
    }
    char *word = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = '\0';
    *rest = p;
    return word;
}

/* What is left of the line, blanks trimmed from both ends. */
static const char *rest_of_line(char *rest)
{
    while (*rest == ' ' || *rest == '\t')
        rest++;
    size_t n = strlen(rest);
    while (n && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
        rest[--n] = '\0';
    return rest;
}

static bool parse_count(const char *word, long max, long *out)
{
    if (!word || !*word || strlen(word) > 18)
        return false;
    for (const char *p = word; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    errno = 0;
    long value = strtol(word, NULL, 10);
    if (errno || value > max)
        return false;
    *out = value;
    return true;
}

bool net_is_hex(const char *text, size_t digits)
{
    if (strlen(text) != digits)
        return false;
    for (const char *p = text; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
            return false;
    return true;
}

static bool parse_host(char *rest, NetRequest *out, char *why, size_t whylen)
{
    out->game = next_word(&rest);
    out->seats = next_word(&rest);
    if (!out->game || !out->seats)
        return refuse(why, whylen, "usage: host GAME SEATS [key=value ...]");
    out->option_count = 0;
    for (const char *word; (word = next_word(&rest));) {
        if (out->option_count == (int)(sizeof out->options / sizeof out->options[0]))
            return refuse(why, whylen, "too many options");
        if (!strchr(word, '='))
            return refuse(why, whylen, "'%.40s' is not an option key=value", word);
        out->options[out->option_count++] = word;
    }
    return true;
}

static bool parse_join(char *rest, NetRequest *out, char *why, size_t whylen)
{
    const char *table = next_word(&rest), *token = next_word(&rest), *since = next_word(&rest);
    long table_number;
    if (!table || !token || !since)
        return refuse(why, whylen, "usage: join TABLE TOKEN SINCE [NAME]");
    if (!parse_count(table, 1L << 53, &table_number) || table_number < 1)
        return refuse(why, whylen, "the table is a number from 1");
    if (!net_is_hex(token, NET_TOKEN_HEX))
        return refuse(why, whylen, "a token is %d hex digits", NET_TOKEN_HEX);
    if (!parse_count(since, 1000000, &out->since))
        return refuse(why, whylen, "SINCE is the number of moves already seen");
    out->table = table_number;
    out->token = token;
    out->text = rest_of_line(rest);
    if (strlen(out->text) > NET_NAME_MAX)
        return refuse(why, whylen, "a name is at most %d bytes", NET_NAME_MAX);
    return true;
}

bool net_parse_request(char *line, NetRequest *out, const char **code, char *why, size_t whylen)
{
    memset(out, 0, sizeof *out);
    *code = "syntax";
    char *rest = line;
    const char *word = next_word(&rest);
    if (!word)
        return refuse(why, whylen, "an empty line");
    if (!strcmp(word, NET_GREETING)) {
        out->kind = NET_REQ_HELLO;
        if (!parse_count(next_word(&rest), 1000000, &out->version) || next_word(&rest))
            return refuse(why, whylen, "usage: %s VERSION", NET_GREETING);
        return true;
    }
    if (!strcmp(word, "host")) {
        out->kind = NET_REQ_HOST;
        return parse_host(rest, out, why, whylen);
    }
    if (!strcmp(word, "join")) {
        out->kind = NET_REQ_JOIN;
        return parse_join(rest, out, why, whylen);
    }
    if (!strcmp(word, "move") || !strcmp(word, "chat")) {
        out->kind = word[0] == 'm' ? NET_REQ_MOVE : NET_REQ_CHAT;
        out->text = rest_of_line(rest);
        if (!*out->text)
            return refuse(why, whylen, "usage: %s TEXT", word);
        if (out->kind == NET_REQ_CHAT && strlen(out->text) > NET_CHAT_MAX)
            return refuse(why, whylen, "a chat message is at most %d bytes", NET_CHAT_MAX);
        return true;
    }
    if (!strcmp(word, "ping") || !strcmp(word, "quit")) {
        out->kind = word[0] == 'p' ? NET_REQ_PING : NET_REQ_QUIT;
        if (next_word(&rest))
            return refuse(why, whylen, "%s takes nothing more", word);
        return true;
    }
    if (!strcmp(word, "undo")) {
        out->kind = NET_REQ_UNDO;
        out->text = rest_of_line(rest);
        if (*out->text && strcmp(out->text, "yes") && strcmp(out->text, "no"))
            return refuse(why, whylen, "usage: undo, undo yes or undo no");
        return true;
    }
    if (!strcmp(word, "seat-bot")) {
        out->kind = NET_REQ_SEAT_BOT;
        long seat;
        if (!parse_count(next_word(&rest), 100, &seat) || !(out->text = next_word(&rest)) ||
            next_word(&rest))
            return refuse(why, whylen, "usage: seat-bot SEAT LEVEL");
        out->seat = (int)seat;
        return true;
    }
    return refuse(why, whylen,
                  "unknown request '%.40s': hello, host, join, move, chat, undo, seat-bot, ping, "
                  "quit",
                  word);
}

void net_escape(const char *text, char *out, size_t outlen)
{
    size_t n = 0;
    if (!outlen)
        return;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        char piece[8];
        if (*p == '\\')
            strcpy(piece, "\\\\");
        else if (*p == '\n')
            strcpy(piece, "\\n");
        else if (*p == '\t')
            strcpy(piece, "\\t");
        else if (*p < 0x20 || *p == 0x7f)
            snprintf(piece, sizeof piece, "\\x%02x", *p);
        else
            piece[0] = (char)*p, piece[1] = '\0';
        size_t len = strlen(piece);
        if (n + len >= outlen)
            break;
        memcpy(out + n, piece, len);
        n += len;
    }
    out[n] = '\0';
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

bool net_unescape(const char *text, char *out, size_t outlen)
{
    size_t n = 0;
    if (!outlen)
        return false;
    for (const char *p = text; *p; p++) {
        char c = *p;
        if (c == '\\') {
            p++;
            if (*p == '\\')
                c = '\\';
            else if (*p == 'n')
                c = '\n';
            else if (*p == 't')
                c = '\t';
            else if (*p == 'x' && hex_value(p[1]) >= 0 && hex_value(p[2]) >= 0) {
                c = (char)(hex_value(p[1]) * 16 + hex_value(p[2]));
                p += 2;
            } else {
                out[n] = '\0';
                return false;
            }
        }
        if (n + 1 >= outlen)
            break;
        out[n++] = c;
    }
    out[n] = '\0';
    return true;
}

void net_invite_format(const NetInvite *invite, char *out, size_t outlen)
{
    bool v6 = strchr(invite->host, ':') != NULL;
    snprintf(out, outlen, "moguls:%s%s%s:%d/%lld/%s/%s", v6 ? "[" : "", invite->host, v6 ? "]" : "",
             invite->port, (long long)invite->table, invite->token, invite->fingerprint);
}

/* The host and port of "HOST:PORT" or "[V6]:PORT" at the start of text, up to the first '/'
 * after them; *end moves past the '/'. */
static bool parse_address(const char *text, NetInvite *out, const char **end, char *why,
                          size_t whylen)
{
    const char *host = text, *host_end;
    if (*text == '[') {
        host = text + 1;
        host_end = strchr(host, ']');
        if (!host_end || host_end[1] != ':')
            return refuse(why, whylen, "an IPv6 address is written [ADDRESS]:PORT");
    } else {
        host_end = strchr(text, ':');
        const char *slash = strchr(text, '/');
        if (!host_end || (slash && slash < host_end))
            return refuse(why, whylen, "the code has no HOST:PORT");
    }
    size_t host_len = (size_t)(host_end - host);
    if (host_len == 0 || host_len > NET_HOST_MAX)
        return refuse(why, whylen, "the host name is empty or too long");
    for (const char *p = host; p < host_end; p++)
        if (*p <= ' ' || *p == '/' || *p == '[' || *p == ']' || (unsigned char)*p >= 0x7f)
            return refuse(why, whylen, "the host name holds a character it may not");
    memcpy(out->host, host, host_len);
    out->host[host_len] = '\0';
    const char *port = host_end + (*text == '[' ? 2 : 1);
    char *after;
    errno = 0;
    long value = strtol(port, &after, 10);
    if (port[0] < '0' || port[0] > '9' || errno || value < 1 || value > 65535 || *after != '/')
        return refuse(why, whylen, "the port is a number from 1 to 65535");
    out->port = (int)value;
    *end = after + 1;
    return true;
}

bool net_invite_parse(const char *text, NetInvite *out, char *why, size_t whylen)
{
    memset(out, 0, sizeof *out);
    while (*text == ' ' || *text == '\t' || *text == '\n' || *text == '\r')
        text++;
    if (strncmp(text, "moguls:", 7) != 0)
        return refuse(why, whylen, "an invite code starts with 'moguls:'");
    const char *p = NULL; /* set by parse_address when it succeeds */
    if (!parse_address(text + 7, out, &p, why, whylen))
        return false;
    char *after;
    errno = 0;
    long long table = strtoll(p, &after, 10);
    if (p[0] < '1' || p[0] > '9' || errno || table < 1 || table > (1LL << 53) || *after != '/')
        return refuse(why, whylen, "the code names no table");
    out->table = table;
    p = after + 1;
    if (strlen(p) < NET_TOKEN_HEX + 1 + NET_FINGERPRINT_HEX || p[NET_TOKEN_HEX] != '/')
        return refuse(why, whylen, "the code's token or fingerprint is cut short");
    memcpy(out->token, p, NET_TOKEN_HEX);
    memcpy(out->fingerprint, p + NET_TOKEN_HEX + 1, NET_FINGERPRINT_HEX);
    const char *tail = p + NET_TOKEN_HEX + 1 + NET_FINGERPRINT_HEX;
    while (*tail == ' ' || *tail == '\t' || *tail == '\n' || *tail == '\r')
        tail++;
    if (*tail || !net_is_hex(out->token, NET_TOKEN_HEX) ||
        !net_is_hex(out->fingerprint, NET_FINGERPRINT_HEX))
        return refuse(why, whylen, "the code's token or fingerprint is not what it should be");
    return true;
}

bool net_address_parse(const char *text, char *address, size_t addrlen, int *port)
{
    const char *colon = strrchr(text, ':');
    const char *start = text, *end = text + strlen(text);
    if (text[0] == '[') {
        const char *close = strchr(text, ']');
        if (!close || (close[1] && close[1] != ':'))
            return false;
        start = text + 1;
        end = close;
        colon = close[1] ? close + 1 : NULL;
    } else if (colon && strchr(text, ':') != colon) {
        colon = NULL; /* a bare IPv6 address */
    } else if (colon) {
        end = colon;
    }
    long value = NET_DEFAULT_PORT;
    if (colon) {
        char *stop;
        errno = 0;
        value = strtol(colon + 1, &stop, 10);
        if (!colon[1] || *stop || errno || value < 0 || value > 65535)
            return false;
    }
    if ((size_t)(end - start) >= addrlen || end == start)
        return false;
    memcpy(address, start, (size_t)(end - start));
    address[end - start] = '\0';
    *port = (int)value;
    return true;
}
