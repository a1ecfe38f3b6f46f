/* What every board view shares beyond the UI kit: its allocation and the marks of the moves
 * since the viewer's turn, drawn the same way on every board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"

#include "ui/widgets.h"

#include "view.h"

void *view_alloc(size_t size, char *err, size_t errlen)
{
    void *data = calloc(1, size);
    if (!data)
        fail(err, errlen, "out of memory");
    return data;
}

void view_mark_recent(Ui *ui, const ViewFrame *f, ViewMarkWhere where, void *view)
{
    SDL_Rect rects[VIEW_RECENT_MAX];
    for (int k = 0; k < f->recent_count; k++) {
        rects[k] = where(view, f, k);
        if (rects[k].w <= 0 || rects[k].h <= 0)
            continue;
        int slot = 0;
        for (int j = 0; j < k; j++)
            slot += !memcmp(&rects[j], &rects[k], sizeof rects[k]);
        int colour = f->match->seats[view_recent_mover(f, k)].colour;
        ui_mark_rect(ui, rects[k], colour, k + 1, f->recent_count, slot);
        char label[32];
        snprintf(label, sizeof label, "move mark %d", k + 1);
        ui_widget_record(ui, label, rects[k]); /* tests find each mark where it was drawn */
    }
}
