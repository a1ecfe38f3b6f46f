/* The protocol parser fuzzed (src/net/protocol.c): any bytes as a client's line, as an invite
 * code and as escaped text. Built with libFuzzer when clang is at hand (a fixed number of runs in
 * ctest); otherwise the same target is fed a fixed number of seeded random inputs. Either way a
 * crash, a sanitizer report or a broken promise (below) fails it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/protocol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4 * NET_LINE_MAX)
        return 0;
    char *line = malloc(size + 1);
    if (!line)
        abort();
    memcpy(line, data, size);
    line[size] = '\0';
    char why[300];
    if (net_line_acceptable(line, size, why, sizeof why)) {
        if (memchr(line, '\0', size) || size >= NET_LINE_MAX)
            abort(); /* a NUL byte or a long line must be refused */
        NetRequest request;
        const char *code;
        net_parse_request(line, &request, &code, why, sizeof why);
    }
    memcpy(line, data, size);
    NetInvite invite;
    if (net_invite_parse(line, &invite, why, sizeof why)) {
        char again[600];
        NetInvite back;
        net_invite_format(&invite, again, sizeof again);
        if (!net_invite_parse(again, &back, why, sizeof why) || memcmp(&back, &invite, sizeof back))
            abort(); /* a code read and written again reads the same */
    }
    char escaped[4 * 4 * NET_LINE_MAX + 1], unescaped[4 * NET_LINE_MAX + 1];
    net_escape(line, escaped, sizeof escaped);
    if (strpbrk(escaped, "\n\r\t") || !net_unescape(escaped, unescaped, sizeof unescaped) ||
        strcmp(unescaped, line))
        abort(); /* escaped text is one line and comes back as it was */
    free(line);
    return 0;
}

#ifndef MOGULS_LIBFUZZER
/* Without libFuzzer: seeded random inputs, half of them mutations of valid lines. */
int main(int argc, char **argv)
{
    long runs = argc > 1 ? atol(argv[1]) : 200000;
    static const char *const seeds[] = {
        "moguls-net 1",
        "host buyout human,human,normal rounds=3",
        "join 12 0123456789abcdef0123456789abcdef 4 Ana",
        "move place 3C",
        "chat hi\tthere",
        "moguls:127.0.0.1:7140/3/0123456789abcdef0123456789abcdef/"
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
        "moguls:[::1]:7140/3/0123456789abcdef0123456789abcdef/"
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"};
    uint64_t x = 0x9e3779b97f4a7c15ULL;
    uint8_t buf[2 * NET_LINE_MAX];
    for (long r = 0; r < runs; r++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        size_t size;
        if (r % 2) {
            const char *seed = seeds[x % (sizeof seeds / sizeof seeds[0])];
            size = strlen(seed);
            memcpy(buf, seed, size);
            for (int k = 0; k < 3; k++) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                buf[x % size] = (uint8_t)(x >> 32);
            }
        } else {
            size = x % sizeof buf;
            for (size_t i = 0; i < size; i++) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                buf[i] = (uint8_t)x;
            }
        }
        LLVMFuzzerTestOneInput(buf, size);
    }
    printf("fuzz_net_protocol: %ld inputs\n", runs);
    return 0;
}
#endif
