/* tests/legibility_known.txt: the games whose pieces the legibility rules still find fault with
 * ("text too small" or "text hard to read"), one "GAME RULE" a line, until that game's look is
 * redrawn; "GAME RULE (de es)" is met only in those languages' runs. Such reports are shown but
 * let pass (gui_text); a line without languages that no report of gui_text's
 * whole English run matches any more fails it, so the list only shrinks. */
#ifndef MOGULS_TESTS_LEGIBILITY_KNOWN_H
#define MOGULS_TESTS_LEGIBILITY_KNOWN_H

#include <stdio.h>
#include <string.h>

#include "check.h"

typedef struct LegibilityKnown {
    char game[32], rule[32];
    char languages[32]; /* "(de es)" after the rule: met only in those languages' runs */
    int seen;
} LegibilityKnown;

static LegibilityKnown legibility_known[32];
static int legibility_known_count;

static inline void legibility_known_read(void)
{
    FILE *f = fopen(MOGULS_SOURCE_DATA_DIR "/tests/legibility_known.txt", "r");
    CHECK(f != NULL);
    char line[200];
    while (f && fgets(line, sizeof line, f) &&
           legibility_known_count < (int)(sizeof legibility_known / sizeof *legibility_known)) {
        LegibilityKnown *k = &legibility_known[legibility_known_count];
        if (line[0] == '#' || sscanf(line, "%31s %31[^\n]", k->game, k->rule) != 2)
            continue;
        char *paren = strchr(k->rule, '(');
        if (paren) {
            snprintf(k->languages, sizeof k->languages, "%s", paren + 1);
            k->languages[strcspn(k->languages, ")")] = '\0';
            while (paren > k->rule && paren[-1] == ' ')
                paren--;
            *paren = '\0';
        }
        legibility_known_count++;
    }
    if (f)
        fclose(f);
}

/* Whether a report met in `language`'s run ("" for English) is a known legibility fault of the
 * game `where` begins with (its id, then a space or the end). */
static inline bool legibility_known_fault(const char *where, const char *language, const char *line)
{
    size_t game_len = strcspn(where, " ");
    for (int i = 0; i < legibility_known_count; i++) {
        LegibilityKnown *k = &legibility_known[i];
        if (k->languages[0] && (!language[0] || !strstr(k->languages, language)))
            continue;
        char prefix[64];
        snprintf(prefix, sizeof prefix, "text %s: ", k->rule);
        if (!strncmp(line, prefix, strlen(prefix)) && strlen(k->game) == game_len &&
            !strncmp(where, k->game, game_len)) {
            k->seen++;
            return true;
        }
    }
    return false;
}

/* A known fault no run met any more: it was fixed, and leaves the list. */
static inline void legibility_known_all_seen(void)
{
    for (int i = 0; i < legibility_known_count; i++) {
        const LegibilityKnown *k = &legibility_known[i];
        if (!k->seen && !k->languages[0]) {
            fprintf(stderr, "legibility_known.txt: '%s %s' is reported no more: remove it\n",
                    k->game, k->rule);
            CHECK(k->seen > 0);
        }
    }
}

#endif
