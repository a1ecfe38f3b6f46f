#include "widgets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sound.h"
#include "text_check.h"

#define MAX_RECORDS 160
#define MAX_TOASTS 3
#define TOAST_SECONDS 4.0
#define TOOLTIP_DELAY 0.5
#define MAX_KEEP_CLEAR 48

typedef struct WidgetRecord {
    char label[160];
    SDL_Rect rect;
    bool disabled;
    bool button; /* a button (ui_button_ex): tooltips and toasts leave it in sight */
    char tooltip[256];
} WidgetRecord;

typedef struct Toast {
    char text[256];
    bool is_error;
    double start;
} Toast;

typedef struct UiWidgetState {
    WidgetRecord records[MAX_RECORDS];
    int record_count;
    Toast toasts[MAX_TOASTS];
    int toast_count;
    unsigned hovered_now; /* the widget with a tooltip under the mouse this frame */
    int toasts_shown;     /* since the start (tests count them) */
    SDL_Rect toast_area;  /* where this frame's toasts go (w = 0: the window) */
    char last_toast[256];
    SDL_Rect keep_clear[MAX_KEEP_CLEAR]; /* what this frame's tooltip must not cover */
    int keep_clear_count;
    SDL_Rect tooltip_box; /* where this frame's tooltip was drawn (w = 0: none), for tests */
    SDL_Rect toasts_box;  /* around this frame's toasts (w = 0: none), for tests */
} UiWidgetState;

void ui_widgets_create(Ui *ui)
{
    ui->widgets = calloc(1, sizeof *ui->widgets);
    if (!ui->widgets)
        abort();
}

void ui_widgets_destroy(Ui *ui)
{
    free(ui->widgets);
    ui->widgets = NULL;
}

void ui_widgets_begin_frame(Ui *ui)
{
    ui->widgets->record_count = 0;
    ui->widgets->hovered_now = 0;
    ui->widgets->toast_area = (SDL_Rect){0, 0, 0, 0};
    ui->widgets->keep_clear_count = 0;
    ui->widgets->tooltip_box = (SDL_Rect){0, 0, 0, 0};
}

void ui_widget_record(Ui *ui, const char *label, SDL_Rect r)
{
    UiWidgetState *w = ui->widgets;
    if (!label || !*label || w->record_count == MAX_RECORDS)
        return;
    WidgetRecord *rec = &w->records[w->record_count++];
    memset(rec, 0, sizeof *rec);
    snprintf(rec->label, sizeof rec->label, "%s", label);
    rec->rect = r;
}

/* Notes on the widget just recorded whether it was enabled and its tooltip (tests read them). */
static void note_state(Ui *ui, const char *label, bool enabled, const char *tooltip)
{
    UiWidgetState *w = ui->widgets;
    if (w->record_count == 0 || strcmp(w->records[w->record_count - 1].label, label))
        return;
    WidgetRecord *rec = &w->records[w->record_count - 1];
    rec->disabled = !enabled;
    rec->button = true;
    snprintf(rec->tooltip, sizeof rec->tooltip, "%s", tooltip ? tooltip : "");
}

bool ui_widget_find_containing(const Ui *ui, const char *fragment, SDL_Rect *out)
{
    const UiWidgetState *w = ui->widgets;
    for (int i = 0; i < w->record_count; i++)
        if (strstr(w->records[i].label, fragment)) {
            *out = w->records[i].rect;
            return true;
        }
    return false;
}

bool ui_widget_state(const Ui *ui, const char *label, bool *enabled, const char **tooltip)
{
    const UiWidgetState *w = ui->widgets;
    for (int i = 0; i < w->record_count; i++)
        if (!strcmp(w->records[i].label, label)) {
            *enabled = !w->records[i].disabled;
            *tooltip = w->records[i].tooltip;
            return true;
        }
    return false;
}

int ui_widget_count(const Ui *ui)
{
    return ui->widgets->record_count;
}

const char *ui_widget_at(const Ui *ui, int i, SDL_Rect *rect, bool *button, bool *enabled,
                         const char **tooltip)
{
    const UiWidgetState *w = ui->widgets;
    if (i < 0 || i >= w->record_count)
        return NULL;
    const WidgetRecord *rec = &w->records[i];
    *rect = rec->rect;
    *button = rec->button;
    *enabled = !rec->disabled;
    *tooltip = rec->tooltip;
    return rec->label;
}

/* How many of this frame's buttons the box would hide, but for the one under the mouse: a
 * tooltip or a toast leaves in sight the buttons a player may click next. */
static int buttons_hidden(const Ui *ui, SDL_Rect box)
{
    const UiWidgetState *w = ui->widgets;
    int n = 0;
    for (int i = 0; i < w->record_count; i++) {
        const WidgetRecord *rec = &w->records[i];
        n += rec->button && !ui_inside(rec->rect, ui->mouse_x, ui->mouse_y) &&
             SDL_HasIntersection(&box, &rec->rect);
    }
    return n;
}

bool ui_widget_find(const Ui *ui, const char *label, SDL_Rect *out)
{
    const UiWidgetState *w = ui->widgets;
    for (int i = 0; i < w->record_count; i++)
        if (!strcmp(w->records[i].label, label)) {
            *out = w->records[i].rect;
            return true;
        }
    return false;
}

unsigned ui_widget_id(SDL_Rect r, const char *label)
{
    unsigned h = 2166136261u;
    int parts[4] = {r.x, r.y, r.w, r.h};
    for (int i = 0; i < 4; i++)
        h = (h ^ (unsigned)parts[i]) * 16777619u;
    for (const unsigned char *p = (const unsigned char *)(label ? label : ""); *p; p++)
        h = (h ^ *p) * 16777619u;
    return h ? h : 1;
}

bool ui_hover(Ui *ui, SDL_Rect r)
{
    return !ui->input_blocked && ui_inside(r, ui->mouse_x, ui->mouse_y);
}

bool ui_clicked(Ui *ui, SDL_Rect r, unsigned id)
{
    if (ui->input_blocked)
        return false;
    if (ui->mouse_pressed && ui_inside(r, ui->press_x, ui->press_y))
        ui->active_id = id;
    if (ui->mouse_clicked && ui->active_id == id && ui_inside(r, ui->mouse_x, ui->mouse_y)) {
        ui->active_id = 0;
        ui_sound_play(ui->sound, UI_SOUND_CLICK);
        return true;
    }
    return false;
}

static int radius_of(const Ui *ui, SDL_Rect r)
{
    int radius = ui_px(ui, 8);
    return radius > r.h / 2 ? r.h / 2 : radius;
}

bool ui_button_ex(Ui *ui, SDL_Rect r, const char *label, UiButtonKind kind, bool enabled,
                  const char *tooltip)
{
    unsigned id = ui_widget_id(r, label);
    ui_widget_record(ui, label, r);
    note_state(ui, label, enabled, tooltip);
    bool hot = enabled && ui_hover(ui, r);
    bool pressed = hot && ui->mouse_down && ui->active_id == id;
    bool clicked = enabled && ui_clicked(ui, r, id);
    SDL_Color fill, ink, border;
    switch (kind) {
    case UI_BUTTON_PRIMARY:
        fill = ui_colour(UI_ACCENT);
        ink = ui_colour(UI_ACCENT_TEXT);
        border = fill;
        if (hot)
            fill = ui_mix(fill, ui_rgba(0xffffff, 255), 0.18f);
        break;
    case UI_BUTTON_DANGER: /* a darker red than UI_BAD: white stands out 5:1 on it, hovered 6:1 */
        fill = ui_mix(ui_colour(UI_BAD), ui_rgba(0x000000, 255), hot ? 0.3f : 0.22f);
        ink = ui_rgba(0xffffff, 255);
        border = fill;
        break;
    case UI_BUTTON_QUIET:
        fill = hot ? ui_colour(UI_PANEL_HI) : ui_rgba(0, 0);
        ink = ui_colour(UI_TEXT); /* it may lie on the bare table, where the dim ink is too faint */
        border = fill;
        break;
    case UI_BUTTON_NORMAL:
    default:
        fill = hot ? ui_colour(UI_PANEL_HI) : ui_colour(UI_PANEL);
        ink = ui_colour(UI_TEXT);
        border = hot ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER);
        break;
    }
    if (!enabled) {
        fill = ui_mix(fill, ui_colour(UI_BG), 0.6f);
        ink = ui_mix(ink, ui_colour(UI_BG), 0.55f);
        border = ui_mix(border, ui_colour(UI_BG), 0.6f);
    }
    SDL_Rect shown = r;
    if (pressed)
        shown.y += ui_px(ui, 1);
    int radius = radius_of(ui, r);
    ui_round_rect_border(ui, shown, radius, fill, border,
                         ui_px(ui, 1.5f) > 0 ? ui_px(ui, 1.5f) : 1);
    int size = ui_px(ui, r.h > ui_px(ui, 40) ? 18 : 15);
    ui_text_check_inactive(ui, !enabled);
    ui_text_fit(ui, label, ui_style(UI_FONT_BOLD, size, ink), shown.x + shown.w / 2,
                shown.y + shown.h / 2, shown.w - ui_px(ui, 12), UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    ui_text_check_inactive(ui, false);
    if (tooltip)
        ui_tooltip(ui, r, tooltip);
    return clicked;
}

int ui_button_width(Ui *ui, const char *label, int height, int min_w)
{
    int size = ui_px(ui, height > ui_px(ui, 40) ? 18 : 15), w, h;
    ui_text_size(ui, label, ui_style(UI_FONT_BOLD, size, ui_colour(UI_TEXT)), &w, &h);
    w += ui_px(ui, 32);
    return w > min_w ? w : min_w;
}

bool ui_button(Ui *ui, SDL_Rect r, const char *label, UiButtonKind kind)
{
    return ui_button_ex(ui, r, label, kind, true, NULL);
}

bool ui_toggle(Ui *ui, SDL_Rect r, const char *label, bool *value)
{
    unsigned id = ui_widget_id(r, label);
    ui_widget_record(ui, label, r);
    bool changed = ui_clicked(ui, r, id);
    if (changed)
        *value = !*value;
    UiTextStyle style = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    ui_text_fit(ui, label, style, r.x, r.y + r.h / 2, r.w - ui_px(ui, 70), UI_ALIGN_MIDDLE);
    int tw = ui_px(ui, 48), th = ui_px(ui, 26);
    SDL_Rect track = {r.x + r.w - tw, r.y + (r.h - th) / 2, tw, th};
    SDL_Color on = ui_colour(UI_ACCENT), off = ui_colour(UI_BORDER);
    ui_fill_round_rect(ui, track, th / 2, *value ? on : off);
    int knob = th / 2 - ui_px(ui, 3);
    int kx = *value ? track.x + track.w - th / 2 : track.x + th / 2;
    ui_fill_circle(ui, kx, track.y + th / 2, knob, ui_rgba(0xffffff, 255));
    if (ui_hover(ui, r))
        ui_ring(ui, kx, track.y + th / 2, knob + ui_px(ui, 3), ui_px(ui, 2), ui_rgba(0xffffff, 90));
    return changed;
}

bool ui_slider(Ui *ui, SDL_Rect r, const char *label, int *value, int min, int max,
               const char *unit)
{
    unsigned id = ui_widget_id(r, label);
    ui_widget_record(ui, label, r);
    UiTextStyle style = ui_style(UI_FONT_REGULAR, ui_px(ui, 16), ui_colour(UI_TEXT));
    int label_w = r.w * 2 / 5, value_w = ui_px(ui, 70);
    ui_text_fit(ui, label, style, r.x, r.y + r.h / 2, label_w - ui_px(ui, 8), UI_ALIGN_MIDDLE);
    SDL_Rect track = {r.x + label_w, r.y + r.h / 2 - ui_px(ui, 3), r.w - label_w - value_w,
                      ui_px(ui, 6)};
    SDL_Rect hit = {track.x - ui_px(ui, 10), r.y, track.w + ui_px(ui, 20), r.h};
    int old = *value;
    if (!ui->input_blocked && ui->mouse_pressed && ui_inside(hit, ui->press_x, ui->press_y))
        ui->active_id = id;
    if (ui->active_id == id && (ui->mouse_down || ui->mouse_clicked) && track.w > 0) {
        float t = (float)(ui->mouse_x - track.x) / (float)track.w;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        *value = min + (int)(t * (float)(max - min) + 0.5f);
    }
    float t = max > min ? (float)(*value - min) / (float)(max - min) : 0;
    ui_fill_round_rect(ui, track, track.h / 2, ui_colour(UI_BORDER));
    SDL_Rect done = track;
    done.w = (int)(track.w * t);
    ui_fill_round_rect(ui, done, track.h / 2, ui_colour(UI_ACCENT));
    int kx = track.x + done.w, ky = track.y + track.h / 2;
    bool hot = ui_hover(ui, hit) || ui->active_id == id;
    ui_fill_circle(ui, kx, ky, ui_px(ui, hot ? 11 : 9), ui_rgba(0xffffff, 255));
    char text[32];
    snprintf(text, sizeof text, "%d%s", *value, unit ? unit : "");
    ui_text(ui, text, style, r.x + r.w, r.y + r.h / 2, UI_ALIGN_RIGHT | UI_ALIGN_MIDDLE);
    return *value != old;
}

/* The small square arrow buttons of steppers and choices. */
static bool arrow_button(Ui *ui, SDL_Rect r, const char *glyph, bool enabled, unsigned salt,
                         const char *record)
{
    unsigned id = ui_widget_id(r, glyph) ^ salt;
    ui_widget_record(ui, record, r);
    bool hot = enabled && ui_hover(ui, r);
    bool clicked = enabled && ui_clicked(ui, r, id);
    SDL_Color fill = hot ? ui_colour(UI_PANEL_HI) : ui_colour(UI_PANEL);
    SDL_Color ink = enabled ? ui_colour(UI_TEXT) : ui_colour(UI_BORDER);
    ui_round_rect_border(ui, r, radius_of(ui, r), fill,
                         hot ? ui_colour(UI_ACCENT) : ui_colour(UI_BORDER), 1);
    ui_text_check_inactive(ui, !enabled);
    ui_text(ui, glyph, ui_style(UI_FONT_BOLD, r.h * 3 / 5, ink), r.x + r.w / 2, r.y + r.h / 2,
            UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    ui_text_check_inactive(ui, false);
    return clicked;
}

static bool value_with_arrows(Ui *ui, SDL_Rect r, const char *text, int *value, int min, int max,
                              bool wrap, const char *minus, const char *plus)
{
    int b = r.h;
    SDL_Rect left = {r.x, r.y, b, r.h}, right = {r.x + r.w - b, r.y, b, r.h};
    unsigned salt = ui_widget_id(r, text);
    int old = *value;
    /* recorded as "previous: TEXT" and "next: TEXT" for scripted tests */
    char before[96], after[96];
    snprintf(before, sizeof before, "previous: %s", text);
    snprintf(after, sizeof after, "next: %s", text);
    if (arrow_button(ui, left, minus, wrap || *value > min, salt, before))
        *value = *value > min ? *value - 1 : max;
    if (arrow_button(ui, right, plus, wrap || *value < max, salt, after))
        *value = *value < max ? *value + 1 : min;
    ui_text_fit(ui, text, ui_style(UI_FONT_REGULAR, ui_px(ui, 15), ui_colour(UI_TEXT)),
                r.x + r.w / 2, r.y + r.h / 2, r.w - 2 * b - ui_px(ui, 8),
                UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
    return *value != old;
}

bool ui_stepper(Ui *ui, SDL_Rect r, int *value, int min, int max)
{
    char text[24];
    snprintf(text, sizeof text, "%d", *value);
    return value_with_arrows(ui, r, text, value, min, max, false, "\u2212", "+");
}

bool ui_choice(Ui *ui, SDL_Rect r, int *value, const char *const *choices, int count)
{
    if (count <= 0)
        return false;
    if (*value < 0 || *value >= count)
        *value = 0;
    return value_with_arrows(ui, r, choices[*value], value, 0, count - 1, true, "\u2039", "\u203A");
}

bool ui_list(Ui *ui, SDL_Rect r, int row_h, const char *const *items, int count, int *selected,
             int *scroll)
{
    int visible = row_h > 0 ? r.h / row_h : 0;
    if (ui_hover(ui, r) && ui->wheel)
        *scroll -= ui->wheel;
    if (*scroll > count - visible)
        *scroll = count - visible;
    if (*scroll < 0)
        *scroll = 0;
    int old = *selected;
    ui_fill_round_rect(ui, r, ui_px(ui, 8), ui_colour(UI_PANEL));
    ui_scroll_clip(ui, &r);
    for (int i = *scroll; i < count && i < *scroll + visible + 1; i++) {
        SDL_Rect row = {r.x, r.y + (i - *scroll) * row_h, r.w, row_h};
        unsigned id = ui_widget_id(row, items[i]);
        ui_widget_record(ui, items[i], row);
        if (ui_clicked(ui, row, id))
            *selected = i;
        if (i == *selected) {
            ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
            ui_fill_rect(ui, (SDL_Rect){row.x, row.y, ui_px(ui, 4), row.h}, ui_colour(UI_ACCENT));
        } else if (ui_hover(ui, row))
            ui_fill_rect(ui, row, ui_colour(UI_PANEL_HI));
        ui_text_fit(ui, items[i], ui_style(UI_FONT_REGULAR, row_h / 2, ui_colour(UI_TEXT)),
                    row.x + ui_px(ui, 10), row.y + row_h / 2, row.w - ui_px(ui, 20),
                    UI_ALIGN_MIDDLE);
    }
    ui_scroll_clip(ui, NULL);
    return *selected != old;
}

/* ---- text fields ---- */

UiTextEdit ui_edit_begin(char *text, size_t size)
{
    UiTextEdit edit = {text, size, false};
    return edit;
}

/* Removes the last UTF-8 character. */
static void erase_last(char *text)
{
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] & 0xC0) == 0x80) /* continuation bytes of a character */
        n--;
    text[n > 0 ? n - 1 : 0] = '\0';
}

bool ui_edit_event(UiTextEdit *edit, const SDL_Event *e)
{
    if (e->type == SDL_TEXTINPUT) {
        if (edit->all_selected)
            edit->text[0] = '\0';
        edit->all_selected = false;
        size_t n = strlen(edit->text), add = strlen(e->text.text);
        if (n + add < edit->size)
            memcpy(edit->text + n, e->text.text, add + 1);
        return true;
    }
    if (e->type != SDL_KEYDOWN)
        return false;
    SDL_Keycode key = e->key.keysym.sym;
    if (key == SDLK_a && (e->key.keysym.mod & KMOD_CTRL)) {
        edit->all_selected = edit->text[0] != '\0';
        return true;
    }
    if (key == SDLK_BACKSPACE || key == SDLK_DELETE) {
        if (edit->all_selected)
            edit->text[0] = '\0';
        else if (key == SDLK_BACKSPACE)
            erase_last(edit->text);
        edit->all_selected = false;
        return true;
    }
    return false;
}

/* The end of `text` after "..." that fits `width`, into out. */
static void tail_that_fits(Ui *ui, const char *text, UiTextStyle style, int width, char *out,
                           size_t outlen)
{
    size_t n = strlen(text), start = 0;
    int w;
    do {
        start++;
        while (start < n && (text[start] & 0xC0) == 0x80)
            start++;
        snprintf(out, outlen, "...%s", text + start);
        ui_text_size(ui, out, style, &w, NULL);
    } while (w > width && start < n);
}

void ui_edit_draw(Ui *ui, SDL_Rect box, const char *text, UiTextStyle style, bool editing,
                  bool all_selected, const char *placeholder)
{
    int cy = box.y + box.h / 2;
    if (!text[0] && !editing) {
        if (placeholder)
            ui_text_fit(ui, placeholder, ui_style(style.font, style.size, ui_colour(UI_TEXT_DIM)),
                        box.x, cy, box.w, UI_ALIGN_MIDDLE);
        return;
    }
    char shown[600];
    int w, h;
    ui_text_size(ui, text, style, &w, &h);
    if (w > box.w)
        tail_that_fits(ui, text, style, box.w, shown, sizeof shown);
    else
        snprintf(shown, sizeof shown, "%s", text);
    ui_text_size(ui, shown, style, &w, NULL);
    if (editing && all_selected) {
        SDL_Color mark = ui_colour(UI_ACCENT);
        mark.a = 110;
        ui_fill_round_rect(ui, (SDL_Rect){box.x - 2, cy - h / 2, w + 4, h}, ui_px(ui, 3), mark);
    }
    ui_text(ui, shown, style, box.x, cy, UI_ALIGN_MIDDLE);
    if (!editing || all_selected)
        return;
    if ((int)(ui->now * 2) % 2 == 0) /* a blinking caret */
        ui_fill_rect(ui, (SDL_Rect){box.x + w + 2, cy - h / 3, ui_px(ui, 2), 2 * h / 3},
                     ui_colour(UI_ACCENT));
    ui_request_wake(ui, ((int)(ui->now * 2) + 1) / 2.0);
}

void ui_tooltip(Ui *ui, SDL_Rect r, const char *text)
{
    if (!text || !*text || !ui_hover(ui, r))
        return;
    unsigned id = ui_widget_id(r, text);
    ui->widgets->hovered_now = id;
    if (ui->hover_id != id) {
        ui->hover_id = id;
        ui->hover_since = ui->now;
    }
    if (ui->now - ui->hover_since >= TOOLTIP_DELAY)
        snprintf(ui->tooltip, sizeof ui->tooltip, "%s", text);
    else
        ui_request_wake(ui, ui->hover_since + TOOLTIP_DELAY);
}

void ui_tooltip_keep_clear(Ui *ui, SDL_Rect r)
{
    UiWidgetState *w = ui->widgets;
    if (w->keep_clear_count < MAX_KEEP_CLEAR)
        w->keep_clear[w->keep_clear_count++] = r;
}

/* True if a tooltip box at `box` lies in the window and covers nothing it must keep clear of. */
static bool tooltip_fits(const Ui *ui, SDL_Rect box)
{
    if (box.x < 0 || box.y < 0 || box.x + box.w > ui->pixel_w || box.y + box.h > ui->pixel_h)
        return false;
    const UiWidgetState *w = ui->widgets;
    for (int i = 0; i < w->keep_clear_count; i++)
        if (SDL_HasIntersection(&box, &w->keep_clear[i]))
            return false;
    return true;
}

/* How far a box lies from the mouse (0 if the mouse is inside it). */
static int distance_to_mouse(const Ui *ui, SDL_Rect box)
{
    int mx = ui->mouse_x, my = ui->mouse_y;
    int x = mx < box.x ? box.x - mx : mx > box.x + box.w ? mx - box.x - box.w : 0;
    int y = my < box.y ? box.y - my : my > box.y + box.h ? my - box.y - box.h : 0;
    return x + y;
}

/* Where the tooltip box goes: the place nearest the mouse, beside it or just past one of the
 * things it must keep clear of (ui_tooltip_keep_clear) or of a button, that lies in the window,
 * covers none of those things and hides the fewest buttons (the one under the mouse aside); the
 * place below and right of the mouse, pulled inside the window, if there is none. */
static SDL_Rect tooltip_box(const Ui *ui, int w, int h)
{
    const UiWidgetState *ws = ui->widgets;
    int dx = ui_px(ui, 14), dy = ui_px(ui, 18), gap = ui_px(ui, 8), pad = ui_px(ui, 10);
    int mx = ui->mouse_x, my = ui->mouse_y;
    SDL_Rect best = {mx + dx, my + dy, w, h};
    if (best.x + best.w > ui->pixel_w)
        best.x = ui->pixel_w - best.w - pad;
    if (best.y + best.h > ui->pixel_h)
        best.y = my - best.h - gap;
    enum { MAX_SPOTS = 2 + 2 * (MAX_KEEP_CLEAR + MAX_RECORDS) };
    static int xs[MAX_SPOTS], ys[MAX_SPOTS];
    int n = 0;
    xs[n] = mx + dx, ys[n++] = my + dy;
    xs[n] = mx - dx - w, ys[n++] = my - gap - h;
    for (int i = 0; i < ws->keep_clear_count + ws->record_count; i++) {
        bool kept = i < ws->keep_clear_count;
        const WidgetRecord *rec = kept ? NULL : &ws->records[i - ws->keep_clear_count];
        if (rec && !rec->button)
            continue;
        SDL_Rect k = kept ? ws->keep_clear[i] : rec->rect;
        xs[n] = k.x + k.w + gap, ys[n++] = k.y + k.h + gap;
        xs[n] = k.x - gap - w, ys[n++] = k.y - gap - h;
    }
    int best_hidden = -1, best_distance = -1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            SDL_Rect box = {xs[i], ys[j], w, h};
            int d = distance_to_mouse(ui, box); /* 0: it would hide the mouse */
            if (d <= 0 || !tooltip_fits(ui, box))
                continue;
            int hidden = buttons_hidden(ui, box);
            if (best_hidden < 0 || hidden < best_hidden ||
                (hidden == best_hidden && d < best_distance)) {
                best = box;
                best_hidden = hidden;
                best_distance = d;
            }
        }
    return best;
}

void ui_draw_tooltip(Ui *ui)
{
    if (!ui->widgets->hovered_now)
        ui->hover_id = 0;
    if (!ui->tooltip[0])
        return;
    ui_begin_overlay(ui);
    UiTextStyle style = ui_style(UI_FONT_REGULAR, ui_px(ui, 14), ui_colour(UI_TEXT));
    int max_w = ui_px(ui, 320), pad = ui_px(ui, 10);
    int w;
    ui_text_size(ui, ui->tooltip, style, &w, NULL);
    if (w > max_w)
        w = max_w;
    int h = ui_text_wrapped(ui, ui->tooltip, style, 0, 0, w, 0, false);
    SDL_Rect box = tooltip_box(ui, w + 2 * pad, h + 2 * pad);
    ui->widgets->tooltip_box = box;
    ui_shadow(ui, box, ui_px(ui, 6), ui_px(ui, 3));
    ui_round_rect_border(ui, box, ui_px(ui, 6), ui_rgba(0x111b23, 245), ui_colour(UI_BORDER), 1);
    ui_text_wrapped(ui, ui->tooltip, style, box.x + pad, box.y + pad, w, 0, true);
}

bool ui_toasts_drawn(const Ui *ui, SDL_Rect *box)
{
    *box = ui->widgets->toasts_box;
    return box->w > 0;
}

bool ui_tooltip_drawn(const Ui *ui, SDL_Rect *box, bool *clear)
{
    *box = ui->widgets->tooltip_box;
    *clear = tooltip_fits(ui, *box);
    return box->w > 0;
}

/* Takes toast i off the stack. */
static void drop_toast(UiWidgetState *w, int i)
{
    memmove(&w->toasts[i], &w->toasts[i + 1], sizeof(Toast) * (size_t)(w->toast_count - i - 1));
    w->toast_count--;
}

void ui_toast(Ui *ui, const char *text, bool is_error)
{
    UiWidgetState *w = ui->widgets;
    /* the same message again (a player clicking on while it shows) is the one toast, shown
     * anew, rather than a stack of copies over the table */
    for (int i = 0; i < w->toast_count; i++)
        if (w->toasts[i].is_error == is_error && !strcmp(w->toasts[i].text, text) &&
            ui_clock(ui) - w->toasts[i].start < TOAST_SECONDS) {
            drop_toast(w, i);
            break;
        }
    if (w->toast_count == MAX_TOASTS)
        drop_toast(w, 0);
    Toast *t = &w->toasts[w->toast_count++];
    snprintf(t->text, sizeof t->text, "%s", text);
    snprintf(w->last_toast, sizeof w->last_toast, "%s", text);
    w->toasts_shown++;
    t->is_error = is_error;
    t->start = ui_clock(ui);
    if (is_error)
        ui_sound_play(ui->sound, UI_SOUND_ERROR);
}

void ui_toasts_clear(Ui *ui)
{
    ui->widgets->toast_count = 0;
    ui_request_frame(ui);
}

void ui_toast_area(Ui *ui, SDL_Rect area)
{
    ui->widgets->toast_area = area;
}

const char *ui_last_toast(const Ui *ui, int *shown)
{
    *shown = ui->widgets->toasts_shown;
    return ui->widgets->last_toast;
}

/* Where a toast of w x h goes in `area`: centred with its bottom at `bottom`, or raised (then
 * lowered) by steps to the nearest place that hides no button, so the button a player clicks
 * next stays in sight. */
static SDL_Rect toast_box(const Ui *ui, SDL_Rect area, int bottom, int w, int h)
{
    SDL_Rect box = {area.x + (area.w - w) / 2, bottom - h, w, h};
    if (buttons_hidden(ui, box) == 0)
        return box;
    int step = ui_px(ui, 8) > 1 ? ui_px(ui, 8) : 1;
    for (int shift = step; shift < area.h; shift += step)
        for (int sign = -1; sign <= 1; sign += 2) {
            SDL_Rect moved = box;
            moved.y += sign * shift;
            if (moved.y >= area.y && moved.y + moved.h <= area.y + area.h &&
                buttons_hidden(ui, moved) == 0)
                return moved;
        }
    return box;
}

void ui_draw_toasts(Ui *ui)
{
    UiWidgetState *w = ui->widgets;
    int kept = 0;
    for (int i = 0; i < w->toast_count; i++)
        if (ui->now - w->toasts[i].start < TOAST_SECONDS)
            w->toasts[kept++] = w->toasts[i];
    w->toast_count = kept;
    w->toasts_box = (SDL_Rect){0, 0, 0, 0};
    ui_begin_overlay(ui);
    UiTextStyle style = ui_style(UI_FONT_BOLD, ui_px(ui, 16), ui_colour(UI_TEXT));
    SDL_Rect area =
        w->toast_area.w > 0 ? w->toast_area : (SDL_Rect){0, 0, ui->pixel_w, ui->pixel_h};
    int y = area.y + area.h - ui_px(ui, 28), pad = ui_px(ui, 14);
    for (int i = w->toast_count - 1; i >= 0; i--) {
        Toast *t = &w->toasts[i];
        double age = ui->now - t->start, left = TOAST_SECONDS - age;
        float alpha = left < 0.5 ? (float)(left / 0.5) : 1.0f;
        if (left < 0.5)
            ui_request_frame(ui);
        else
            ui_request_wake(ui, t->start + TOAST_SECONDS - 0.5);
        int max_w = area.w * 2 / 3, tw;
        ui_text_size(ui, t->text, style, &tw, NULL);
        if (tw > max_w)
            tw = max_w;
        int th = ui_text_wrapped(ui, t->text, style, 0, 0, tw, 0, false);
        SDL_Rect box = toast_box(ui, area, y, tw + 2 * pad, th + 2 * pad);
        SDL_Color fill = t->is_error ? ui_rgba(0x7a2823, (Uint8)(240 * alpha))
                                     : ui_rgba(0x1f4a36, (Uint8)(240 * alpha));
        SDL_Color edge = t->is_error ? ui_colour(UI_BAD) : ui_colour(UI_GOOD);
        edge.a = (Uint8)(255 * alpha);
        ui_shadow(ui, box, ui_px(ui, 10), ui_px(ui, 4));
        ui_round_rect_border(ui, box, ui_px(ui, 10), fill, edge, ui_px(ui, 2));
        style.colour.a = (Uint8)(255 * alpha);
        ui_text_wrapped(ui, t->text, style, box.x + pad, box.y + pad, tw, 0, true);
        if (w->toasts_box.w == 0)
            w->toasts_box = box;
        else
            SDL_UnionRect(&w->toasts_box, &box, &w->toasts_box);
        y = box.y - ui_px(ui, 10);
    }
}
