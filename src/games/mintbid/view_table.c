/* Mint Bid view: following the table. The moves since the viewer's turn are marked on the card
 * they laid, moved or turned (or on the mover's panel); closed bids are turned over together on
 * the board and held until the table has read them; the abilities the game's last move resolved
 * (the Deed's card, the Utility's move, the Production's turn) are shown one by one before the
 * end screen. */
#include <stdio.h>
#include <string.h>

#include "ui/flight.h"
#include "ui/text.h"
#include "ui/tween.h"
#include "view_internal.h"

const char *mbv_who_name(const ViewFrame *f, int who)
{
    return who == MB_AI ? _("The AI card") : f->match->seats[who].name;
}

/* ---------------------------------------------------------------- marks */

/* The card a move put on the table, moved (Utility) or turned (Production), or -1. */
static int touched_card(const MintBidState *before, const MintBidState *after)
{
    for (int c = 0; c < MB_CARDS; c++)
        if (before->where[c] != MB_ON_TABLE && after->where[c] == MB_ON_TABLE)
            return c;
    if (after->utility_move[0] >= 0 && before->utility_move[0] < 0)
        return after->utility_move[0];
    if (after->rotated_card >= 0 && before->rotated_card < 0)
        return after->rotated_card;
    return -1;
}

/* Replays the recent moves once per new list to learn the card each one touched. */
static void find_mark_cards(MintBidView *v, const ViewFrame *f)
{
    int key[3] = {f->recent_count ? f->recent[0] : -1, f->recent_count, f->match->move_count};
    if (!memcmp(key, v->mark_key, sizeof key))
        return;
    memcpy(v->mark_key, key, sizeof key);
    if (!f->recent_count)
        return;
    GameState *g = match_state_after(f->match, f->recent[0]);
    for (int k = 0; k < f->recent_count; k++) {
        MintBidState before = *(const MintBidState *)g; /* a flat struct: a copy is a clone */
        char err[160];
        v->mark_card[k] = -1;
        if (f->match->rules->apply(g, f->match->moves[f->recent[k]], err, sizeof err))
            v->mark_card[k] = (int8_t)touched_card(&before, (const MintBidState *)g);
    }
    game_free(g);
}

static SDL_Rect mark_where(void *view, const ViewFrame *f, int k)
{
    const MintBidView *v = view;
    int card = v->mark_card[k];
    if (card >= 0 && v->card_rect[card].w > 0)
        return v->card_rect[card];
    return v->panel[view_recent_mover(f, k)];
}

/* ---------------------------------------------------------------- held reveals */

static void add_end_step(MintBidView *v, int type, int card, int who)
{
    v->end_type[v->end_steps] = type;
    v->end_card[v->end_steps] = card;
    v->end_who[v->end_steps] = who;
    v->end_steps++;
}

void mbv_table_move_played(MintBidView *v, const MintBidState *before, const MintBidState *s)
{
    if (before->phase == MB_PHASE_SECRET && s->phase != MB_PHASE_SECRET) {
        v->bids_held = true;
        v->bids_card = before->auction.card;
        memcpy(v->bids, s->auction.secret, sizeof v->bids);
        ui_tween_start(v->ui, &v->bids_flip, 0.6, UI_EASE_OUT_CUBIC);
    }
    if (s->phase != MB_PHASE_OVER || before->phase == MB_PHASE_OVER)
        return;
    v->end_steps = v->end_step = 0;
    if (s->deed_unused && !before->deed_unused) /* the AI card could not win with it */
        add_end_step(v, MB_DEED, -1, MB_AI);
    if (s->deed_card >= 0 && before->deed_card < 0)
        add_end_step(v, MB_DEED, s->deed_card, s->holder[MB_DEED]);
    if (s->utility_move[0] >= 0 && before->utility_move[0] < 0)
        add_end_step(v, MB_UTILITY, s->utility_move[0], s->holder[MB_UTILITY]);
    if (s->rotated_card >= 0 && before->rotated_card < 0)
        add_end_step(v, MB_PRODUCTION, s->rotated_card, s->holder[MB_PRODUCTION]);
}

void mbv_table_reset(MintBidView *v)
{
    v->bids_held = false;
    v->end_steps = v->end_step = 0;
    v->mark_key[1] = -1; /* find the marks again */
}

bool mbv_holds_play(void *view, const ViewFrame *f)
{
    const MintBidView *v = view;
    return !f->replay && (v->bids_held || v->end_step < v->end_steps);
}

void mbv_release_hold(void *view, const ViewFrame *f)
{
    MintBidView *v = view;
    (void)f;
    if (v->bids_held)
        v->bids_held = false;
    else if (v->end_step < v->end_steps)
        v->end_step++;
}

void mbv_hold_prompt(void *view, const ViewFrame *f, char *out, size_t outlen)
{
    const MintBidView *v = view;
    (void)f;
    if (v->bids_held)
        snprintf(out, outlen, "%s", _("Bids turned over"));
    else
        /* TRANSLATORS: the end-of-game abilities are shown one after another */
        snprintf(out, outlen, _("The end: ability %d of %d"), v->end_step + 1, v->end_steps);
}

/* ---------------------------------------------------------------- drawing */

static UiTextStyle text_style(const Ui *ui, UiFont font, float size, UiColourName colour)
{
    return ui_style(font, ui_px(ui, size), ui_colour(colour));
}

/* A panel centred on the board, h units tall, with a title. Returns its rectangle. */
static SDL_Rect board_panel(MintBidView *v, int h, const char *title)
{
    Ui *ui = v->ui;
    int w = v->board.w * 3 / 4;
    SDL_Rect p = {v->board.x + (v->board.w - w) / 2, v->board.y + (v->board.h - ui_px(ui, h)) / 2,
                  w, ui_px(ui, h)};
    ui_begin_overlay(ui); /* a panel over the board, which shows dimmed around it */
    ui_fill_rect(ui, v->board, ui_rgba(0x000000, 70));
    ui_shadow(ui, p, ui_px(ui, 14), ui_px(ui, 6));
    ui_round_rect_border(ui, p, ui_px(ui, 14), ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));
    ui_text_fit(ui, title, text_style(ui, UI_FONT_BOLD, 20, UI_TEXT), p.x + p.w / 2,
                p.y + ui_px(ui, 16), p.w - ui_px(ui, 32), UI_ALIGN_CENTER);
    return p;
}

/* Every seat's closed bid as a chip turning over, all together. */
static void draw_bids(MintBidView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    int n = f->match->opts.players;
    char title[120];
    snprintf(title, sizeof title, _("Closed bids for the %s"),
             v->bids_card >= 0 ? mintbid_card_name(v->bids_card) : _("location"));
    SDL_Rect p = board_panel(v, 190, title);
    v->bids_rect = p;
    float t = ui_tween_progress(ui, &v->bids_flip);
    int cw = (p.w - ui_px(ui, 32)) / n, chip = ui_px(ui, 64);
    for (int seat = 0; seat < n; seat++) {
        int cx = p.x + ui_px(ui, 16) + seat * cw + cw / 2, cy = p.y + ui_px(ui, 96);
        bool face;
        SDL_Rect r = ui_flip_rect((SDL_Rect){cx - chip / 2, cy - chip / 2, chip, chip}, t, &face);
        ui_fill_round_rect(ui, r, ui_px(ui, 10),
                           face ? ui_rgba(0xf4ead5, 255) : ui_rgba(0x3a4a5c, 255));
        char amount[8];
        snprintf(amount, sizeof amount, "%d", v->bids[seat]);
        if (face)
            ui_text(ui, amount, ui_style(UI_FONT_BOLD, ui_px(ui, 30), ui_rgba(0x1d2a36, 255)), cx,
                    r.y + r.h / 2, UI_ALIGN_CENTER | UI_ALIGN_MIDDLE);
        int badge = ui_player_badge_radius(ui, ui_px(ui, 7)); /* before the name */
        ui_player_badge(ui, f->match->seats[seat].colour, cx - ui_px(ui, 33) - badge,
                        cy + ui_px(ui, 52), badge);
        ui_text_fit(ui, f->match->seats[seat].name, text_style(ui, UI_FONT_BOLD, 14, UI_TEXT),
                    cx - ui_px(ui, 30), cy + ui_px(ui, 52), cw - ui_px(ui, 30), UI_ALIGN_MIDDLE);
    }
}

/* The caption of one of the end's abilities, in the tray where the controls were, under the
 * auction's state: over the board it would hide the blocks' headers (who controls the block the
 * ability changes, its matches). Smaller, then on two lines, where the words are long. */
static void draw_end_caption(MintBidView *v, const char *text)
{
    Ui *ui = v->ui;
    SDL_Rect room = v->controls_rect;
    int inset = ui_px(ui, 16), width = room.w - 2 * inset;
    UiTextStyle st =
        ui_style_fit(ui, text, text_style(ui, UI_FONT_BOLD, 17, UI_TEXT), width, ui_px(ui, 13));
    int tw, th;
    ui_text_size(ui, text, st, &tw, &th);
    if (tw < width)
        width = tw;
    /* (wrapped lines end in a little leading, left out here to centre them) */
    int lines_h = tw > width ? ui_text_wrapped(ui, text, st, 0, 0, width, UI_ALIGN_CENTER, false) -
                                   st.size / 6
                             : th;
    int edge = ui_px(ui, 7); /* above and below the words */
    SDL_Rect bar = {room.x, room.y + ui_px(ui, 26), width + 2 * inset, lines_h + 2 * edge};
    ui_round_rect_border(ui, bar, th / 2 + edge, ui_colour(UI_PANEL), ui_colour(UI_GOLD),
                         ui_px(ui, 2));
    ui_text_wrapped(ui, text, st, bar.x + inset, bar.y + (bar.h - lines_h) / 2, width,
                    UI_ALIGN_CENTER, true);
}

/* One of the end's abilities: its card ringed on the board and a caption. */
static void draw_end_step(MintBidView *v, const ViewFrame *f)
{
    Ui *ui = v->ui;
    int i = v->end_step, card = v->end_card[i];
    const char *who = mbv_who_name(f, v->end_who[i]), *name = mintbid_card_name(card);
    char text[200];
    if (v->end_type[i] == MB_DEED && card < 0)
        /* TRANSLATORS: the AI card holds the Deed but cannot win with any location it could
         * draw, so it does not use it */
        snprintf(text, sizeof text, _("Deed (%d of %d): %s cannot win and leaves it unused"), i + 1,
                 v->end_steps, who);
    else if (v->end_type[i] == MB_DEED)
        /* TRANSLATORS: one of the end's abilities, which of them, who used it and on which
         * location ("Utility (2 of 3): Ana moves the Harbor") */
        snprintf(text, sizeof text, _("Deed (%d of %d): %s draws and lays the %s"), i + 1,
                 v->end_steps, who, name);
    else if (v->end_type[i] == MB_UTILITY)
        snprintf(text, sizeof text, _("Utility (%d of %d): %s moves the %s"), i + 1, v->end_steps,
                 who, name);
    else
        snprintf(text, sizeof text, _("Production (%d of %d): %s turns the %s around"), i + 1,
                 v->end_steps, who, name);
    SDL_Rect r = card >= 0 ? v->card_rect[card] : (SDL_Rect){0, 0, 0, 0};
    if (r.w > 0) {
        SDL_Rect ring = {r.x - ui_px(ui, 5), r.y - ui_px(ui, 5), r.w + ui_px(ui, 10),
                         r.h + ui_px(ui, 10)};
        ui_outline_rect(ui, ring, ui_px(ui, 4), ui_colour(UI_GOLD));
    }
    draw_end_caption(v, text);
}

void mbv_draw_table(MintBidView *v, const ViewFrame *f)
{
    find_mark_cards(v, f);
    v->bids_rect = (SDL_Rect){0, 0, 0, 0};
    if (!f->replay && v->bids_held) {
        draw_bids(v, f);
        return;
    }
    view_mark_recent(v->ui, f, mark_where, v);
    if (!f->replay && v->end_step < v->end_steps)
        draw_end_step(v, f);
}
