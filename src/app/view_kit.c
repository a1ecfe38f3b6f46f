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
    bool done[VIEW_RECENT_MAX] = {false};
    for (int k = 0; k < f->recent_count; k++)
        rects[k] = where(view, f, k);
    /* one mark per place, listing every move made there; drawn oldest place first */
    for (int k = 0; k < f->recent_count; k++) {
        if (done[k] || rects[k].w <= 0 || rects[k].h <= 0)
            continue;
        int numbers[VIEW_RECENT_MAX], n = 0, newest = k;
        for (int j = k; j < f->recent_count; j++)
            if (!done[j] && !memcmp(&rects[j], &rects[k], sizeof rects[k])) {
                done[j] = true;
                numbers[n++] = j + 1;
                newest = j;
            }
        int colour = f->match->seats[view_recent_mover(f, newest)].colour;
        SDL_Rect badge = ui_mark_rect(ui, rects[k], colour, numbers, n, f->recent_count);
        char label[160], list[96];
        for (int i = 0; i < n; i++) { /* tests find each mark where it was drawn */
            snprintf(label, sizeof label, "move mark %d", numbers[i]);
            ui_widget_record(ui, label, rects[k]);
        }
        ui_mark_numbers(numbers, n, list, sizeof list);
        snprintf(label, sizeof label, "move badge %s", list);
        ui_widget_record(ui, label, badge);
    }
}
