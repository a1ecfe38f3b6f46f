#include "movecode.h"

#include <stdlib.h>

#include "game.h"

void codelist_free(CodeList *list)
{
    free(list->items);
    list->items = NULL;
    list->count = list->cap = 0;
}

void codelist_reserve(CodeList *list, int count)
{
    if (list->count + count <= list->cap)
        return;
    int cap = list->cap ? list->cap : 32;
    while (cap < list->count + count)
        cap *= 2;
    MoveCode *grown = realloc(list->items, (size_t)cap * sizeof *grown);
    if (!grown)
        abort();
    list->items = grown;
    list->cap = cap;
}

bool codelist_contains(const CodeList *list, MoveCode code)
{
    for (int i = 0; i < list->count; i++)
        if (list->items[i] == code)
            return true;
    return false;
}

void codelist_add_unique(CodeList *list, MoveCode code)
{
    if (!codelist_contains(list, code))
        codelist_add(list, code);
}

void game_moves_from_codes(const GameState *s, MoveList *out)
{
    CodeList codes = CODELIST_INIT;
    s->rules->legal_codes(s, &codes);
    movelist_clear(out);
    for (int i = 0; i < codes.count; i++) {
        char text[MOVE_MAX];
        s->rules->format_code(s, codes.items[i], text);
        movelist_add(out, text);
    }
    codelist_free(&codes);
}

void game_word_move(const GameState *before, const char *move, const char *const *names,
                    StrBuf *out)
{
    GameState *after = game_clone(before);
    bool legal = before->rules->apply(after, move, NULL, 0);
    game_free(after);
    if (legal)
        before->rules->describe_own_move(before, move, names, out);
    else
        sb_add(out, move);
}

MoveWriter mw_start(char *out)
{
    return (MoveWriter){out, out + MOVE_MAX - 1};
}

void mw_char(MoveWriter *w, char c)
{
    if (w->at < w->end)
        *w->at++ = c;
}

void mw_text(MoveWriter *w, const char *text)
{
    while (*text)
        mw_char(w, *text++);
}

void mw_number(MoveWriter *w, int n)
{
    char digits[12];
    int count = 0;
    unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    do {
        digits[count++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (n < 0)
        mw_char(w, '-');
    while (count)
        mw_char(w, digits[--count]);
}

void mw_end(MoveWriter *w)
{
    *w->at = '\0';
}
