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

bool game_apply_code_as_text(GameState *s, MoveCode code)
{
    char text[MOVE_MAX];
    s->rules->format_code(s, code, text);
    return s->rules->apply(s, text, NULL, 0);
}
