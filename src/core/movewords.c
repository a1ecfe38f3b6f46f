#include "movewords.h"

#include <ctype.h>
#include <string.h>

#include "strbuf.h"

bool move_split(const char *move, MoveWords *w, char *err, size_t errlen)
{
    w->count = 0;
    for (const char *p = move;;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (w->count == MOVE_WORDS_MAX)
            return fail(err, errlen, "'%s' has too many words", move);
        size_t n = strcspn(p, " ");
        if (n >= MOVE_MAX)
            return fail(err, errlen, "'%s' is too long", move);
        memcpy(w->word[w->count], p, n);
        w->word[w->count++][n] = '\0';
        p += n;
    }
    return w->count || fail(err, errlen, "the move is empty");
}

bool move_word_is(const MoveWords *w, int i, const char *word)
{
    return i < w->count && !strcmp(w->word[i], word);
}

bool move_parse_number(const char *text, int *out)
{
    if (!*text || strlen(text) > 4)
        return false;
    int value = 0;
    for (const char *p = text; *p; p++) {
        if (!isdigit((unsigned char)*p))
            return false;
        value = value * 10 + (*p - '0');
    }
    *out = value;
    return true;
}
