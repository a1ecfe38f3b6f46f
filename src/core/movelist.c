#include "movelist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void movelist_free(MoveList *list)
{
    free(list->items);
    list->items = NULL;
    list->count = list->cap = 0;
}

void movelist_clear(MoveList *list)
{
    list->count = 0;
}

static char *movelist_push(MoveList *list)
{
    if (list->count == list->cap) {
        int cap = list->cap ? list->cap * 2 : 32;
        void *grown = realloc(list->items, (size_t)cap * MOVE_MAX);
        if (!grown)
            abort();
        list->items = grown;
        list->cap = cap;
    }
    return list->items[list->count++];
}

void movelist_add(MoveList *list, const char *move)
{
    char *slot = movelist_push(list);
    snprintf(slot, MOVE_MAX, "%s", move);
}

bool movelist_contains(const MoveList *list, const char *move)
{
    for (int i = 0; i < list->count; i++)
        if (strcmp(list->items[i], move) == 0)
            return true;
    return false;
}
