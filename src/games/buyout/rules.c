/* Buyout!: the rules (docs/rules/buyout.md) and the move notation (docs/notation.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "buyout.h"
#include "core/bits.h"
#include "core/i18n.h"
#include "core/movewords.h"

/* ---- the board and the tiles ---- */

/* The region of each lot, row by row (the letters: Downtown 0, Harbor 1, Midtown 2,
 * Riverside 3, Old Town 4, Suburbs 5). */
const uint8_t buyout_lot_regions[BUYOUT_LOTS] = {
    1, 1, 1, 1, 3, 3, 3, 3, /* HHHHRRRR */
    1, 1, 1, 1, 3, 3, 3, 3, /* HHHHRRRR */
    4, 4, 0, 0, 0, 2, 2, 2, /* OODDDMMM */
    4, 4, 0, 0, 0, 2, 2, 2, /* OODDDMMM */
    4, 4, 5, 5, 5, 5, 2, 2, /* OOSSSSMM */
    4, 4, 5, 5, 5, 5, 5, 5, /* OOSSSSSS */
};
/* The names in English: the lessons' pointers and the JSON use them as they are; what a player
 * reads is their translation (_(buyout_region_name(r))). */
static const char *const region_names[BUYOUT_REGIONS] = {
    /* TRANSLATORS: the six districts of Buyout!'s city, richest first: Downtown, Harbor,
       Midtown, Riverside, Old Town, Suburbs. Names on a small chip: keep them short. */
    N_("Downtown"), N_("Harbor"), N_("Midtown"), N_("Riverside"), N_("Old Town"), N_("Suburbs"),
};
static const int region_values[BUYOUT_REGIONS] = {5, 4, 3, 3, 2, 1};
/* The lots of each region (the map above, read row by row), for quick payouts. */
static const int region_sizes[BUYOUT_REGIONS] = {6, 8, 8, 8, 8, 10};
static const int region_lots[BUYOUT_REGIONS][10] = {
    {18, 19, 20, 26, 27, 28},         {0, 1, 2, 3, 8, 9, 10, 11},
    {21, 22, 23, 29, 30, 31, 38, 39}, {4, 5, 6, 7, 12, 13, 14, 15},
    {16, 17, 24, 25, 32, 33, 40, 41}, {34, 35, 36, 37, 42, 43, 44, 45, 46, 47},
};

/* A bag of 30: 21 regular, 3 park, 3 roof, 2 department store, 1 scaffolding. */
static const int bag_mix[BUYOUT_KINDS] = {21, 3, 3, 2, 1};
static const char kind_letters[BUYOUT_KINDS + 1] = "RPFDS";
/* English; a player reads _(buyout_kind_name(kind)) (a hand tile's tooltip). */
static const char *const kind_names[BUYOUT_KINDS] = {
    /* TRANSLATORS: Buyout!'s five kinds of tile, as a hand tile's tooltip */
    N_("regular tile"), N_("park"), N_("roof"), N_("department store"), N_("scaffolding"),
};
/* "you hold no ... tile", a sentence for each kind. */
static const char *const no_tile[BUYOUT_KINDS] = {
    N_("you hold no regular tile"),     N_("you hold no park tile"),
    N_("you hold no roof tile"),        N_("you hold no department store tile"),
    N_("you hold no scaffolding tile"),
};

/* As in "seat 0 has 20 regular tiles in all" (the invariants, never shown to a player). */
static const char *const kind_short[BUYOUT_KINDS] = {
    "regular", "park", "roof", "department store", "scaffolding",
};

void buyout_lot_name(int lot, char out[3])
{
    out[0] = (char)('1' + buyout_lot_col(lot));
    out[1] = (char)('A' + buyout_lot_row(lot));
    out[2] = '\0';
}

int buyout_parse_lot(const char *text)
{
    if (!text || strlen(text) != 2)
        return -1;
    int col = text[0] - '1';
    int row = (text[1] | 0x20) - 'a';
    if (col < 0 || col >= BUYOUT_COLS || row < 0 || row >= BUYOUT_ROWS)
        return -1;
    return buyout_lot_at(col, row);
}

int buyout_region_lots(BuyoutRegion region, int out[10])
{
    memcpy(out, region_lots[region], sizeof region_lots[region]);
    return region_sizes[region];
}

const char *buyout_region_name(BuyoutRegion region)
{
    return region_names[region];
}
int buyout_region_value(BuyoutRegion region)
{
    return region_values[region];
}

int buyout_neighbours(int lot, int out[4])
{
    int col = buyout_lot_col(lot), row = buyout_lot_row(lot), n = 0;
    if (row > 0)
        out[n++] = lot - BUYOUT_COLS;
    if (row < BUYOUT_ROWS - 1)
        out[n++] = lot + BUYOUT_COLS;
    if (col > 0)
        out[n++] = lot - 1;
    if (col < BUYOUT_COLS - 1)
        out[n++] = lot + 1;
    return n;
}

char buyout_kind_letter(BuyoutKind kind)
{
    return kind_letters[kind];
}
const char *buyout_kind_name(BuyoutKind kind)
{
    return kind_names[kind];
}

int buyout_parse_kind(char letter)
{
    for (int k = 0; k < BUYOUT_KINDS; k++)
        if (letter == kind_letters[k] || letter == kind_letters[k] + ('a' - 'A'))
            return k;
    return -1;
}

/* ---- reading a state ---- */

void buyout_format_money(int thousands, char *out, size_t outlen)
{
    int n = thousands < 0 ? -thousands : thousands;
    const char *sign = thousands < 0 ? "-" : "";
    if (n == 0)
        snprintf(out, outlen, "$0");
    else if (n < 1000)
        snprintf(out, outlen, "%s$%d,000", sign, n);
    else
        snprintf(out, outlen, "%s$%d,%03d,000", sign, n / 1000, n % 1000);
}

static const BuyoutState *cstate(const GameState *g)
{
    return (const BuyoutState *)g;
}
static BuyoutState *mstate(GameState *g)
{
    return (BuyoutState *)g;
}

/* ---- where a tile may go and what it costs ---- */

/* Whether `seat` may put `kind` on `lot` (from_lot as in buyout_placement_cost); false with the
 * reason if not. The costs aside: listing moves needs only this. */
static bool placement_allowed(const BuyoutState *s, int seat, BuyoutKind kind, int lot,
                              int from_lot, char *err, size_t errlen)
{
    if (lot < 0 || lot >= BUYOUT_LOTS)
        return fail(err, errlen, "%s", _("there is no such lot"));
    if (lot == from_lot)
        /* TRANSLATORS: "stay" is the move's notation: keep it in English */
        return fail(err, errlen, "%s", _("the scaffolding must move to another lot (or \"stay\")"));
    int height = s->board.height[lot], owner = s->board.owner[lot];
    if (s->closed >> lot & 1)
        return buyout_top_kind(s, lot) == BUYOUT_PARK
                   ? fail(err, errlen, "%s", _("nothing may be built on a park"))
                   : fail(err, errlen, "%s", _("nothing may be built on a roof"));
    if (kind == BUYOUT_PARK && height > 0)
        return fail(err, errlen, "%s", _("a park goes on an empty lot"));
    if (kind == BUYOUT_ROOF && height == 0)
        return fail(err, errlen, "%s", _("a roof goes on top of a building"));
    if (kind == BUYOUT_SCAFFOLD && height == 0)
        return fail(err, errlen, "%s", _("scaffolding goes on top of a building"));
    if (owner >= 0 && owner != seat && s->money[seat] < 2 * height) {
        char need[24], have[24];
        buyout_format_money(2 * height, need, sizeof need);
        buyout_format_money(s->money[seat], have, sizeof have);
        /* TRANSLATORS: the buyout's price, then the placer's money ("$4,000", "$2,000") */
        return fail(err, errlen, _("you cannot afford the %s buyout (you have %s)"), need, have);
    }
    return true;
}

bool buyout_can_place(const BuyoutState *s, int seat, BuyoutKind kind, int lot, int from_lot)
{
    return placement_allowed(s, seat, kind, lot, from_lot, NULL, 0);
}

bool buyout_placement_cost(const BuyoutState *s, int seat, BuyoutKind kind, int lot, int from_lot,
                           BuyoutCost *cost, char *err, size_t errlen)
{
    memset(cost, 0, sizeof *cost);
    cost->buyout_seat = -1;
    if (!placement_allowed(s, seat, kind, lot, from_lot, err, errlen))
        return false;
    int owner = s->board.owner[lot];
    if (owner >= 0 && owner != seat) {
        cost->buyout_seat = owner;
        cost->buyout_amount = 2 * s->board.height[lot];
    }
    int next[4], n = buyout_neighbours(lot, next);
    for (int i = 0; i < n; i++) {
        int top_seat = s->board.owner[next[i]];
        bool store = s->stores >> next[i] & 1;
        if (next[i] == from_lot) { /* the top once the scaffolding and the tile under it left */
            const BuyoutStack *st = &s->lot[from_lot];
            top_seat = st->height > 2 ? st->tile[st->height - 3].seat : -1;
            store = st->height > 2 && st->tile[st->height - 3].kind == BUYOUT_STORE;
        }
        if (top_seat < 0 || top_seat == seat)
            continue;
        if (store)
            cost->net[top_seat] -= 1; /* building next to a rival's store */
        if (kind == BUYOUT_STORE && from_lot < 0)
            cost->net[top_seat] += 1; /* a new store charges every rival building it touches */
    }
    return true;
}

/* The lots where `seat` may put a tile of each kind now (the hand and phase aside), a bit per
 * lot: what placement_allowed says, worked out for every lot at once. */
typedef struct PlaceableLots {
    uint64_t kind[BUYOUT_KINDS];
} PlaceableLots;

static void placeable_lots(const BuyoutState *s, int seat, PlaceableLots *out)
{
    uint64_t empty = ~s->built & ((1ULL << BUYOUT_LOTS) - 1), buildable = s->built & ~s->closed;
    int money = s->money[seat];
    /* Every building is affordable to a seat that could buy out the tallest. */
    for (uint64_t open = money < 2 * s->tallest ? buildable : 0; open; open &= open - 1) {
        int lot = __builtin_ctzll(open);
        bool unaffordable = s->board.owner[lot] != seat && money < 2 * s->board.height[lot];
        buildable &= ~((uint64_t)unaffordable << lot);
    }
    out->kind[BUYOUT_REGULAR] = out->kind[BUYOUT_STORE] = buildable | empty;
    out->kind[BUYOUT_PARK] = empty;
    out->kind[BUYOUT_ROOF] = out->kind[BUYOUT_SCAFFOLD] = buildable;
}

static void buyout_format_code(const GameState *g, MoveCode code, char out[MOVE_MAX]);

/* The first legal placement of the seat to move; false if there is none. */
static bool first_placement(const BuyoutState *s, int *kind, int *lot)
{
    PlaceableLots lots;
    placeable_lots(s, s->current, &lots);
    for (int k = 0; k < BUYOUT_KINDS; k++)
        if (s->hand[s->current][k] && lots.kind[k]) {
            *kind = k;
            *lot = __builtin_ctzll(lots.kind[k]);
            return true;
        }
    return false;
}

/* ---- money ---- */

static void pay(BuyoutState *s, int from, int to, int amount)
{
    s->money[from] -= amount;
    s->money[to] += amount;
}

/* Pays a placement's costs: the buyout in full, then the netted store charges, each as far as
 * cash allows. (After netting, a new store only collects and any other placement only pays, so
 * the order of the payments never matters; collecting first is the safe choice anyway.) */
static void settle(BuyoutState *s, int seat, const BuyoutCost *cost, BuyoutSettlement *rec)
{
    int n = s->base.players;
    rec->buyout_seat = cost->buyout_seat;
    rec->buyout_amount = cost->buyout_amount;
    if (cost->buyout_seat >= 0)
        pay(s, seat, cost->buyout_seat, cost->buyout_amount);
    for (int i = 1; i < n; i++) {
        int o = (seat + i) % n, owed = cost->net[o];
        rec->owed[o] = owed;
        if (owed > 0) {
            int paid = owed < s->money[o] ? owed : s->money[o];
            pay(s, o, seat, paid);
            rec->paid[o] = paid;
        }
    }
    for (int i = 1; i < n; i++) {
        int o = (seat + i) % n, owed = -cost->net[o];
        if (owed > 0) {
            int paid = owed < s->money[seat] ? owed : s->money[seat];
            pay(s, seat, o, paid);
            rec->paid[o] = -paid;
        }
    }
}

/* Brings the lot's part of what is kept with the stacks up to date: s->board, the lot masks
 * and, unless `payout` is false, the standing payout. */
static void lot_summary(BuyoutState *s, int lot, bool payout)
{
    int kind = buyout_top_kind(s, lot), height = s->lot[lot].height;
    uint64_t bit = 1ULL << lot;
    bool was_tallest = s->board.height[lot] == s->tallest;
    s->board.height[lot] = (int8_t)height;
    if (height > s->tallest)
        s->tallest = height;
    else if (was_tallest && height < s->tallest) /* a scaffolding moved off it */
        for (int other = s->tallest = 0; other < BUYOUT_LOTS; other++)
            s->tallest = s->board.height[other] > s->tallest ? s->board.height[other] : s->tallest;
    s->board.owner[lot] = (int8_t)buyout_owner(s, lot);
    s->built = (s->built & ~bit) | (kind >= 0 ? bit : 0);
    s->closed = (s->closed & ~bit) | (kind == BUYOUT_PARK || kind == BUYOUT_ROOF ? bit : 0);
    s->stores = (s->stores & ~bit) | (kind == BUYOUT_STORE ? bit : 0);
    if (payout)
        buyout_payout_replace_region(&s->board, s->base.players, buyout_region_of(lot),
                                     &s->standing);
}

static void lot_changed(BuyoutState *s, int lot)
{
    lot_summary(s, lot, true);
}

/* lot_changed after a tile of the seat to move went on top of `lot`. */
static void tile_placed(BuyoutState *s, int lot)
{
    BuyoutRegion r = buyout_region_of(lot);
    BuyoutRegionPayout *region = &s->standing.region[r], after;
    buyout_region_after_placement(region, r, s->base.players, s->board.owner[lot],
                                  s->board.height[lot], s->current, &after);
    lot_summary(s, lot, false);
    buyout_region_count(region, -1, s->standing.total);
    *region = after;
    buyout_region_count(region, 1, s->standing.total);
}

static void all_lots_changed(BuyoutState *s)
{
    s->tallest = 0;
    memset(s->board.height, 0, sizeof s->board.height);
    for (int lot = 0; lot < BUYOUT_LOTS; lot++)
        lot_summary(s, lot, false);
    memset(&s->standing, 0, sizeof s->standing);
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        buyout_board_region_payout(&s->board, s->base.players, (BuyoutRegion)r,
                                   &s->standing.region[r]);
        buyout_region_count(&s->standing.region[r], 1, s->standing.total);
    }
}

static void begin_record(BuyoutState *s, int kind, int lot, int from_lot)
{
    memset(&s->last, 0, sizeof s->last);
    s->last.seat = s->current;
    s->last.kind = kind;
    s->last.lot = lot;
    s->last.from_lot = from_lot;
    s->last.buyout_seat = -1;
    s->last.buyout_height = s->lot[lot].height;
}

/* ---- payouts ---- */

void buyout_board_of(const BuyoutState *s, BuyoutBoard *out)
{
    *out = s->board;
}

void buyout_board_region_payout(const BuyoutBoard *b, int players, BuyoutRegion r,
                                BuyoutRegionPayout *out)
{
    /* Counted in locals: `out` may not alias the board, but the compiler cannot know it. */
    int buildings[BUYOUT_MAX_PLAYERS] = {0}, tallest = 0, tallest_owner = -1;
    bool tied = false;
    for (int i = 0; i < region_sizes[r]; i++) {
        int lot = region_lots[r][i];
        int owner = b->owner[lot], height = b->height[lot];
        if (owner < 0)
            continue;
        buildings[owner]++;
        if (height > tallest) {
            tallest = height;
            tallest_owner = owner;
            tied = false;
        } else if (height == tallest && owner != tallest_owner) {
            tied = true;
        }
    }
    memset(out, 0, sizeof *out);
    memcpy(out->buildings, buildings, sizeof buildings);
    out->tallest_height = tallest;
    out->tallest_tied = tied;
    out->tallest_seat = out->most_seat = -1;
    if (tallest > 0 && !tied) {
        out->tallest_seat = tallest_owner;
        out->tallest_amount = region_values[r] + tallest;
    }
    int most = 0, holders = 0, who = -1;
    for (int seat = 0; seat < players; seat++) {
        if (buildings[seat] > most) {
            most = buildings[seat];
            holders = 1;
            who = seat;
        } else if (most > 0 && buildings[seat] == most) {
            holders++;
        }
    }
    out->most_tied = holders > 1;
    if (holders == 1) {
        out->most_seat = who;
        out->most_amount = 2 * most;
    }
}

/* The most buildings of a region's payout, from its buildings. */
static void most_buildings(BuyoutRegionPayout *out, int players)
{
    int most = 0, holders = 0, who = -1;
    for (int seat = 0; seat < players; seat++) {
        if (out->buildings[seat] > most) {
            most = out->buildings[seat];
            holders = 1;
            who = seat;
        } else if (most > 0 && out->buildings[seat] == most) {
            holders++;
        }
    }
    out->most_tied = holders > 1;
    out->most_seat = holders == 1 ? who : -1;
    out->most_amount = holders == 1 ? 2 * most : 0;
}

void buyout_region_after_placement(const BuyoutRegionPayout *before, BuyoutRegion r, int players,
                                   int owner, int height, int seat, BuyoutRegionPayout *out)
{
    *out = *before;
    if (owner != seat) {
        if (owner >= 0)
            out->buildings[owner]--;
        out->buildings[seat]++;
    }
    int raised = height + 1;
    if (raised > out->tallest_height) { /* the only building this tall */
        out->tallest_height = raised;
        out->tallest_tied = false;
    } else if (raised == out->tallest_height) { /* as tall as the tallest: a tie unless alike */
        out->tallest_tied = out->tallest_tied || out->tallest_seat != seat;
    }
    if (raised >= out->tallest_height) {
        out->tallest_seat = out->tallest_tied ? -1 : seat;
        out->tallest_amount = out->tallest_tied ? 0 : region_values[r] + out->tallest_height;
    }
    most_buildings(out, players);
}

void buyout_region_payout(const BuyoutState *s, BuyoutRegion r, BuyoutRegionPayout *out)
{
    *out = s->standing.region[r];
}

void buyout_payout_replace_region(const BuyoutBoard *b, int players, BuyoutRegion r,
                                  BuyoutPayout *p)
{
    buyout_region_count(&p->region[r], -1, p->total);
    buyout_board_region_payout(b, players, r, &p->region[r]);
    buyout_region_count(&p->region[r], 1, p->total);
}

void buyout_compute_payout(const BuyoutState *s, BuyoutPayout *out)
{
    *out = s->standing;
    out->round = s->round;
}

static void finish_game(BuyoutState *s, bool empty_round)
{
    int n = s->base.players;
    BuyoutFinal *f = &s->final;
    memset(f, 0, sizeof *f);
    f->ended_by_empty_round = empty_round;
    f->tallest_seat = f->most_seat = -1;
    int buildings[BUYOUT_MAX_PLAYERS] = {0}, tallest_owner = -1;
    bool tied = false;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        int owner = buyout_owner(s, lot), height = s->lot[lot].height;
        if (owner < 0)
            continue;
        buildings[owner]++;
        if (height > f->tallest_height) {
            f->tallest_height = height;
            tallest_owner = owner;
            tied = false;
        } else if (height == f->tallest_height && owner != tallest_owner) {
            tied = true;
        }
    }
    if (f->tallest_height > 0 && !tied)
        f->tallest_seat = tallest_owner;
    int holders = 0;
    for (int seat = 0; seat < n; seat++) {
        if (buildings[seat] > f->most_count) {
            f->most_count = buildings[seat];
            f->most_seat = seat;
            holders = 1;
        } else if (f->most_count > 0 && buildings[seat] == f->most_count) {
            holders++;
        }
    }
    if (holders != 1)
        f->most_seat = -1;
    for (int seat = 0; seat < n; seat++) {
        f->money_before[seat] = s->money[seat];
        f->tallest_bonus[seat] = seat == f->tallest_seat ? 2 * f->tallest_height : 0;
        f->most_bonus[seat] = seat == f->most_seat ? f->most_count : 0;
        f->tiles_sold[seat] = buyout_hand_count(s, seat);
        int gain = f->tallest_bonus[seat] + f->most_bonus[seat] + f->tiles_sold[seat];
        s->money[seat] += gain;
        s->bank_paid += gain;
    }
    s->phase = BUYOUT_PHASE_OVER;
    s->current = GAME_OVER;
}

static void end_round(BuyoutState *s)
{
    int n = s->base.players;
    buyout_compute_payout(s, &s->payout);
    for (int seat = 0; seat < n; seat++) {
        s->money[seat] += s->payout.total[seat];
        s->bank_paid += s->payout.total[seat];
    }
    bool out_of_tiles = false;
    for (int seat = 0; seat < n; seat++)
        out_of_tiles |= buyout_tiles_left(s, seat) == 0;
    if (out_of_tiles || s->round_placements == 0) {
        finish_game(s, !out_of_tiles);
        return;
    }
    s->round++;
    s->die_holder = (s->die_holder + 1) % n; /* the die passes left */
    s->current = s->die_holder;
    s->turns_done = 0;
    s->round_placements = 0;
    s->phase = BUYOUT_PHASE_PLACE;
}

/* ---- the turn ---- */

static void draw_tile(BuyoutState *s, int seat)
{
    int total = buyout_bag_count(s, seat);
    if (total == 0)
        return;
    int pick = (int)rng_below(&s->rng, (uint32_t)total);
    for (int k = 0; k < BUYOUT_KINDS; k++) {
        if (pick < s->bag[seat][k]) {
            s->bag[seat][k]--;
            s->hand[seat][k]++;
            return;
        }
        pick -= s->bag[seat][k];
    }
}

static void end_turn(BuyoutState *s)
{
    int seat = s->current;
    while (buyout_hand_count(s, seat) < BUYOUT_HAND_SIZE && buyout_bag_count(s, seat) > 0)
        draw_tile(s, seat);
    s->turns_done++;
    s->turn_placements = 0;
    s->scaffold_lot = -1;
    if (s->turns_done == s->base.players) {
        end_round(s);
        return;
    }
    s->current = (seat + 1) % s->base.players;
    s->phase = BUYOUT_PHASE_PLACE;
}

static void placement_done(BuyoutState *s)
{
    s->turn_placements++;
    s->round_placements++;
    s->scaffold_lot = -1;
    s->phase = BUYOUT_PHASE_CONTINUE;
    if (buyout_hand_count(s, s->current) == 0)
        end_turn(s);
}

/* Places a tile of `kind` (a valid kind) from the hand on `lot` (a valid lot); false with the
 * reason, and nothing changed, when the rules forbid it. */
static bool play_place(BuyoutState *s, int kind, int lot, char *err, size_t errlen)
{
    int seat = s->current;
    if (!s->hand[seat][kind])
        return fail(err, errlen, "%s", _(no_tile[kind]));
    BuyoutCost cost;
    if (!buyout_placement_cost(s, seat, (BuyoutKind)kind, lot, -1, &cost, err, errlen))
        return false;

    s->hand[seat][kind]--;
    if (kind == BUYOUT_REGULAR && s->known_regular[seat] > 0)
        s->known_regular[seat]--; /* it may have been one of the dealt tiles */
    begin_record(s, kind, lot, -1);
    settle(s, seat, &cost, &s->last);
    BuyoutStack *st = &s->lot[lot];
    st->tile[st->height++] = (BuyoutTile){(uint8_t)seat, (uint8_t)kind};
    tile_placed(s, lot);
    if (kind == BUYOUT_SCAFFOLD) {
        s->phase = BUYOUT_PHASE_SCAFFOLD;
        s->scaffold_lot = lot;
        return true;
    }
    placement_done(s);
    return true;
}

/* Moves the scaffolding just placed, with the tile under it, to `lot` (a valid lot). */
static bool play_move(BuyoutState *s, int lot, char *err, size_t errlen)
{
    int seat = s->current, from = s->scaffold_lot;
    BuyoutCost cost;
    if (!buyout_placement_cost(s, seat, BUYOUT_REGULAR, lot, from, &cost, err, errlen))
        return false;

    begin_record(s, BUYOUT_SCAFFOLD, lot, from);
    BuyoutStack *src = &s->lot[from], *dst = &s->lot[lot];
    BuyoutTile under = src->tile[src->height - 2], scaffold = src->tile[src->height - 1];
    src->height -= 2;
    memset(&src->tile[src->height], 0, 2 * sizeof src->tile[0]); /* no stale tiles above the top */
    s->last.uncovered_store = buyout_top_kind(s, from) == BUYOUT_STORE;
    settle(s, seat, &cost, &s->last);
    dst->tile[dst->height++] = under;
    dst->tile[dst->height++] = scaffold;
    lot_changed(s, from);
    lot_changed(s, lot);
    placement_done(s);
    return true;
}

static bool play_end(BuyoutState *s, char *err, size_t errlen)
{
    if (s->phase != BUYOUT_PHASE_CONTINUE)
        return fail(err, errlen, "%s",
                    _("you must place a tile before ending your turn (or pass when none can "
                      "go anywhere)"));
    end_turn(s);
    return true;
}

static bool play_pass(BuyoutState *s, char *err, size_t errlen)
{
    if (s->phase == BUYOUT_PHASE_CONTINUE)
        return fail(err, errlen, "%s",
                    /* TRANSLATORS: "end" is the move's notation: keep it in English */
                    _("you have placed a tile already: finish with \"end\""));
    int kind, lot;
    if (first_placement(s, &kind, &lot)) {
        char example[MOVE_MAX];
        buyout_format_code(&s->base, buyout_code(BUYOUT_VERB_PLACE, kind, lot), example);
        return fail(err, errlen,
                    /* TRANSLATORS: %s is a move in the notation ("place R 3C") */
                    _("you can still place a tile (e.g. \"%s\"): pass only when none can go "
                      "anywhere"),
                    example);
    }
    end_turn(s);
    return true;
}

static bool scaffold_pending(const BuyoutState *s, char *err, size_t errlen)
{
    char name[3];
    buyout_lot_name(s->scaffold_lot, name);
    return fail(err, errlen,
                /* TRANSLATORS: %s is a lot ("6D"); the quoted moves are the notation: keep them */
                _("you have just placed scaffolding on %s: move it (\"move 3C\") or \"stay\""),
                name);
}

/* Splits a move into words; returns how many, 0 for an empty move and 5 for one that is too
 * wordy or has a word of 16 characters or more (no Buyout! move has either). */
static int split_words(const char *move, MoveWords *w)
{
    if (!move_split(move, w, NULL, 0))
        return strspn(move, " ") == strlen(move) ? 0 : 5;
    if (w->count > 4)
        return 5;
    for (int i = 0; i < w->count; i++)
        if (strlen(w->word[i]) >= 16)
            return 5;
    return w->count;
}

/* TRANSLATORS: the quoted moves are the notation: keep them in English */
#define unknown_move                                                                               \
    N_("unknown move '%s': expected \"place R 3C\", \"move 3C\", \"stay\", \"end\" or \"pass\"")

static bool buyout_apply(GameState *g, const char *move, char *err, size_t errlen)
{
    BuyoutState *s = mstate(g);
    MoveWords words;
    int n = split_words(move, &words);
    char(*w)[MOVE_MAX] = words.word;
    if (s->phase == BUYOUT_PHASE_OVER)
        return fail(err, errlen, "%s", _("the game is over"));
    if (n < 1 || n > 3)
        return fail(err, errlen, _(unknown_move), move);
    bool scaffold = s->phase == BUYOUT_PHASE_SCAFFOLD;
    if (!strcasecmp(w[0], "move") || !strcasecmp(w[0], "stay")) {
        if (!scaffold)
            return fail(err, errlen, "%s", _("there is no scaffolding to move"));
        if (!strcasecmp(w[0], "stay") && n == 1) {
            placement_done(s);
            return true;
        }
        if (!strcasecmp(w[0], "move") && n == 2) {
            int lot = buyout_parse_lot(w[1]);
            if (lot < 0)
                return fail(err, errlen,
                            _("unknown lot '%s': a lot is a column 1-8 and a row A-F, e.g. 3C"),
                            w[1]);
            return play_move(s, lot, err, errlen);
        }
        /* TRANSLATORS: the quoted moves are the notation: keep them in English */
        return fail(err, errlen, "%s", _("write \"move 3C\" or \"stay\""));
    }
    if (scaffold)
        return scaffold_pending(s, err, errlen);
    if (!strcasecmp(w[0], "place") && n == 3) {
        int kind = strlen(w[1]) == 1 ? buyout_parse_kind(w[1][0]) : -1;
        if (kind < 0)
            return fail(err, errlen,
                        /* TRANSLATORS: the letters R, P, F, D and S are the notation: keep them */
                        _("unknown tile '%s': use R (regular), P (park), F (roof), D (department "
                          "store) or S (scaffolding)"),
                        w[1]);
        int lot = buyout_parse_lot(w[2]);
        if (lot < 0)
            return fail(err, errlen,
                        _("unknown lot '%s': a lot is a column 1-8 and a row A-F, e.g. 3C"), w[2]);
        return play_place(s, kind, lot, err, errlen);
    }
    if (!strcasecmp(w[0], "end") && n == 1)
        return play_end(s, err, errlen);
    if (!strcasecmp(w[0], "pass") && n == 1)
        return play_pass(s, err, errlen);
    return fail(err, errlen, _(unknown_move), move);
}

/* The same as buyout_apply with the code's text, without the text. */
static bool buyout_apply_code(GameState *g, MoveCode code)
{
    BuyoutState *s = mstate(g);
    int kind = buyout_code_kind(code), lot = buyout_code_lot(code);
    if (s->phase == BUYOUT_PHASE_OVER || kind >= BUYOUT_KINDS || lot >= BUYOUT_LOTS)
        return false;
    BuyoutVerb verb = buyout_code_verb(code);
    bool scaffold = s->phase == BUYOUT_PHASE_SCAFFOLD;
    if (scaffold != (verb == BUYOUT_VERB_MOVE || verb == BUYOUT_VERB_STAY))
        return false;
    switch (verb) {
    case BUYOUT_VERB_STAY:
        placement_done(s);
        return true;
    case BUYOUT_VERB_MOVE:
        return play_move(s, lot, NULL, 0);
    case BUYOUT_VERB_PLACE:
        return play_place(s, kind, lot, NULL, 0);
    case BUYOUT_VERB_END:
        return play_end(s, NULL, 0);
    case BUYOUT_VERB_PASS:
        return play_pass(s, NULL, 0);
    }
    return false;
}

static void add_placements(CodeList *list, BuyoutVerb verb, int kind, uint64_t lots)
{
    codelist_reserve(list, bits_count64(lots));
    for (; lots; lots &= lots - 1)
        list->items[list->count++] = buyout_code(verb, kind, __builtin_ctzll(lots));
}

static void buyout_legal_codes(const GameState *g, CodeList *list)
{
    const BuyoutState *s = cstate(g);
    int seat = s->current;
    if (s->phase == BUYOUT_PHASE_OVER)
        return;
    PlaceableLots lots;
    placeable_lots(s, seat, &lots);
    if (s->phase == BUYOUT_PHASE_SCAFFOLD) {
        codelist_add(list, buyout_code(BUYOUT_VERB_STAY, 0, 0));
        uint64_t from = 1ULL << s->scaffold_lot;
        add_placements(list, BUYOUT_VERB_MOVE, 0, lots.kind[BUYOUT_REGULAR] & ~from);
        return;
    }
    int first = list->count;
    for (int k = 0; k < BUYOUT_KINDS; k++)
        if (s->hand[seat][k])
            add_placements(list, BUYOUT_VERB_PLACE, k, lots.kind[k]);
    if (s->phase == BUYOUT_PHASE_CONTINUE)
        codelist_add(list, buyout_code(BUYOUT_VERB_END, 0, 0));
    else if (list->count == first)
        codelist_add(list, buyout_code(BUYOUT_VERB_PASS, 0, 0));
}

/* Lot number `nth` (from 0) of the set `lots`, in ascending order. */
static int nth_lot(uint64_t lots, uint32_t nth)
{
    for (; nth; nth--)
        lots &= lots - 1;
    return __builtin_ctzll(lots);
}

bool buyout_random_code(const GameState *g, Rng *rng, MoveCode *move_out)
{
    const BuyoutState *s = cstate(g);
    int seat = s->current;
    if (s->phase == BUYOUT_PHASE_OVER)
        return false;
    PlaceableLots lots;
    placeable_lots(s, seat, &lots);
    if (s->phase == BUYOUT_PHASE_SCAFFOLD) { /* listed: stay, then each lot to move to */
        uint64_t to = lots.kind[BUYOUT_REGULAR] & ~(1ULL << s->scaffold_lot);
        uint32_t pick = rng_below(rng, 1u + (uint32_t)bits_count64(to));
        *move_out = pick ? buyout_code(BUYOUT_VERB_MOVE, 0, nth_lot(to, pick - 1))
                         : buyout_code(BUYOUT_VERB_STAY, 0, 0);
        return true;
    }
    uint32_t placements = 0; /* listed: each kind in hand on each of its lots, then end or pass */
    for (int k = 0; k < BUYOUT_KINDS; k++) {
        lots.kind[k] = s->hand[seat][k] ? lots.kind[k] : 0;
        placements += (uint32_t)bits_count64(lots.kind[k]);
    }
    bool closing = s->phase == BUYOUT_PHASE_CONTINUE || placements == 0;
    uint32_t pick = rng_below(rng, placements + (closing ? 1u : 0u));
    for (int k = 0; k < BUYOUT_KINDS; k++) {
        uint32_t here = (uint32_t)bits_count64(lots.kind[k]);
        if (pick < here) {
            *move_out = buyout_code(BUYOUT_VERB_PLACE, k, nth_lot(lots.kind[k], pick));
            return true;
        }
        pick -= here;
    }
    *move_out =
        buyout_code(s->phase == BUYOUT_PHASE_CONTINUE ? BUYOUT_VERB_END : BUYOUT_VERB_PASS, 0, 0);
    return true;
}

/* Written by hand rather than with snprintf: the search formats moves often. */
static void buyout_format_code(const GameState *g, MoveCode code, char out[MOVE_MAX])
{
    (void)g;
    switch (buyout_code_verb(code)) {
    case BUYOUT_VERB_PLACE:
        memcpy(out, "place K ", 8);
        out[6] = kind_letters[buyout_code_kind(code)];
        buyout_lot_name(buyout_code_lot(code), out + 8);
        return;
    case BUYOUT_VERB_MOVE:
        memcpy(out, "move ", 5);
        buyout_lot_name(buyout_code_lot(code), out + 5);
        return;
    case BUYOUT_VERB_STAY:
        strcpy(out, "stay");
        return;
    case BUYOUT_VERB_END:
        strcpy(out, "end");
        return;
    case BUYOUT_VERB_PASS:
        strcpy(out, "pass");
        return;
    }
    strcpy(out, "?");
}

/* ---- life cycle ---- */

static GameState *buyout_new_game(const GameOptions *opts, uint64_t seed)
{
    BuyoutState *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->base.rules = &buyout_rules;
    s->base.players = opts->players;
    rng_seed(&s->rng, seed);
    for (int seat = 0; seat < opts->players; seat++) {
        memcpy(s->bag[seat], bag_mix, sizeof bag_mix);
        /* The starting hand is three regular tiles taken from the bag. */
        s->bag[seat][BUYOUT_REGULAR] -= BUYOUT_HAND_SIZE;
        s->hand[seat][BUYOUT_REGULAR] = BUYOUT_HAND_SIZE;
        s->known_regular[seat] = BUYOUT_HAND_SIZE;
        s->money[seat] = BUYOUT_START_MONEY;
    }
    all_lots_changed(s);
    s->round = 1;
    s->die_holder = (int)rng_below(&s->rng, (uint32_t)opts->players); /* the die roll */
    s->current = s->die_holder;
    s->phase = BUYOUT_PHASE_PLACE;
    s->scaffold_lot = -1;
    s->last.seat = -1;
    s->final.tallest_seat = s->final.most_seat = -1;
    return &s->base;
}

static GameState *buyout_clone(const GameState *g)
{
    BuyoutState *copy = malloc(sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, g, sizeof *copy);
    return &copy->base;
}

static void buyout_free(GameState *g)
{
    free(g);
}

static int buyout_to_move(const GameState *g)
{
    const BuyoutState *s = cstate(g);
    return s->phase == BUYOUT_PHASE_OVER ? GAME_OVER : s->current;
}

static void buyout_scores(const GameState *g, int *out)
{
    const BuyoutState *s = cstate(g);
    for (int seat = 0; seat < s->base.players; seat++)
        out[seat] = s->money[seat];
}

static int buyout_winners(const GameState *g, bool *out)
{
    const BuyoutState *s = cstate(g);
    int best = -1, count = 0;
    for (int seat = 0; seat < s->base.players; seat++)
        if (s->money[seat] > best)
            best = s->money[seat];
    for (int seat = 0; seat < s->base.players; seat++) {
        out[seat] = s->money[seat] == best;
        count += out[seat];
    }
    return count;
}

static void buyout_score_sheet(const GameState *g, ScoreSheet *sheet)
{
    const BuyoutState *s = cstate(g);
    memset(sheet, 0, sizeof *sheet);
    if (s->phase != BUYOUT_PHASE_OVER) {
        sheet->rows = 1;
        /* TRANSLATORS: a score sheet row (39 bytes at most); money is counted in $1,000 */
        snprintf(sheet->label[0], sizeof sheet->label[0], "%s", _("Money so far ($1,000)"));
        for (int seat = 0; seat < s->base.players; seat++)
            sheet->value[0][seat] = s->money[seat];
        return;
    }
    static const char *const labels[4] = {
        /* TRANSLATORS: the end screen's score sheet rows (39 bytes at most each) */
        N_("Money before bonuses ($1,000)"),
        N_("Tallest building bonus"),
        N_("Most buildings bonus"),
        N_("Hand tiles sold"),
    };
    sheet->rows = 4;
    for (int row = 0; row < 4; row++)
        snprintf(sheet->label[row], sizeof sheet->label[row], "%s", _(labels[row]));
    for (int seat = 0; seat < s->base.players; seat++) {
        sheet->value[0][seat] = s->final.money_before[seat];
        sheet->value[1][seat] = s->final.tallest_bonus[seat];
        sheet->value[2][seat] = s->final.most_bonus[seat];
        sheet->value[3][seat] = s->final.tiles_sold[seat];
    }
}

/* ---- hidden information ---- */

/* Takes `count` tiles at random from the multiset `pool` into `into`. */
static void take_random(int pool[BUYOUT_KINDS], int into[BUYOUT_KINDS], int count, Rng *rng)
{
    for (int i = 0; i < count; i++) {
        int total = buyout_kinds_total(pool);
        if (total == 0)
            return;
        int pick = (int)rng_below(rng, (uint32_t)total);
        for (int k = 0; k < BUYOUT_KINDS; k++) {
            if (pick < pool[k]) {
                pool[k]--;
                into[k]++;
                break;
            }
            pick -= pool[k];
        }
    }
}

static void buyout_determinize(GameState *g, int viewer, Rng *rng)
{
    BuyoutState *s = mstate(g);
    for (int seat = 0; seat < s->base.players; seat++) {
        if (seat == viewer)
            continue; /* the viewer knows its hand; its bag is an unordered multiset already */
        int pool[BUYOUT_KINDS], hand[BUYOUT_KINDS] = {0};
        int size = buyout_hand_count(s, seat), known = s->known_regular[seat];
        for (int k = 0; k < BUYOUT_KINDS; k++)
            pool[k] = s->hand[seat][k] + s->bag[seat][k];
        pool[BUYOUT_REGULAR] -= known;
        hand[BUYOUT_REGULAR] = known;
        take_random(pool, hand, size - known, rng);
        memcpy(s->hand[seat], hand, sizeof hand);
        memcpy(s->bag[seat], pool, sizeof pool);
    }
    rng_seed(&s->rng, rng_next(rng));
}

static const char *phase_name(BuyoutPhase phase)
{
    static const char *const names[] = {"place", "continue", "scaffold", "over"};
    return names[phase];
}

static void add_int_array(StrBuf *json, const char *key, const int *values, int n)
{
    sb_addf(json, ",\"%s\":[", key);
    for (int i = 0; i < n; i++)
        sb_addf(json, "%s%d", i ? "," : "", values[i]);
    sb_add(json, "]");
}

static void describe_payout(const BuyoutPayout *p, int n, StrBuf *json)
{
    sb_addf(json, ",\"payout\":{\"round\":%d,\"regions\":[", p->round);
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        const BuyoutRegionPayout *rp = &p->region[r];
        sb_addf(json,
                "%s{\"name\":\"%s\",\"value\":%d,\"tallest_height\":%d,\"tallest_seat\":%d,"
                "\"tallest_tied\":%s,\"tallest_amount\":%d,\"most_seat\":%d,\"most_tied\":%s,"
                "\"most_amount\":%d",
                r ? "," : "", region_names[r], region_values[r], rp->tallest_height,
                rp->tallest_seat, rp->tallest_tied ? "true" : "false", rp->tallest_amount,
                rp->most_seat, rp->most_tied ? "true" : "false", rp->most_amount);
        add_int_array(json, "buildings", rp->buildings, n);
        sb_add(json, "}");
    }
    sb_add(json, "]");
    add_int_array(json, "total", p->total, n);
    sb_add(json, "}");
}

static void buyout_describe(const GameState *g, int viewer, StrBuf *json)
{
    const BuyoutState *s = cstate(g);
    int n = s->base.players, counts[BUYOUT_MAX_PLAYERS] = {0};
    sb_addf(json, "{\"game\":\"buyout\",\"players\":%d,\"viewer\":%d,\"round\":%d,", n, viewer,
            s->round);
    sb_addf(json, "\"phase\":\"%s\",\"to_move\":%d,\"die\":%d", phase_name(s->phase),
            buyout_to_move(g), s->die_holder);
    add_int_array(json, "money", s->money, n);
    for (int seat = 0; seat < n; seat++)
        counts[seat] = buyout_hand_count(s, seat);
    add_int_array(json, "hand_count", counts, n);
    for (int seat = 0; seat < n; seat++)
        counts[seat] = buyout_bag_count(s, seat);
    add_int_array(json, "bag_count", counts, n);
    add_int_array(json, "known_regular", s->known_regular, n);
    if (viewer >= 0 && viewer < n) {
        sb_add(json, ",\"hand\":\"");
        for (int k = 0; k < BUYOUT_KINDS; k++)
            for (int i = 0; i < s->hand[viewer][k]; i++)
                sb_addf(json, "%c", kind_letters[k]);
        sb_add(json, "\"");
    }
    /* Each lot's stack bottom first: a seat digit and a kind letter per tile. */
    sb_add(json, ",\"lots\":[");
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        const BuyoutStack *st = &s->lot[lot];
        sb_addf(json, "%s\"", lot ? "," : "");
        for (int i = 0; i < st->height; i++)
            sb_addf(json, "%d%c", st->tile[i].seat, kind_letters[st->tile[i].kind]);
        sb_add(json, "\"");
    }
    sb_add(json, "]");
    if (s->scaffold_lot >= 0) {
        char name[3];
        buyout_lot_name(s->scaffold_lot, name);
        sb_addf(json, ",\"scaffold_lot\":\"%s\"", name);
    }
    if (s->payout.round > 0)
        describe_payout(&s->payout, n, json);
    if (s->phase == BUYOUT_PHASE_OVER) {
        const BuyoutFinal *f = &s->final;
        sb_addf(json,
                ",\"final\":{\"tallest_height\":%d,\"tallest_seat\":%d,\"most_count\":%d,"
                "\"most_seat\":%d",
                f->tallest_height, f->tallest_seat, f->most_count, f->most_seat);
        add_int_array(json, "money_before", f->money_before, n);
        add_int_array(json, "tallest_bonus", f->tallest_bonus, n);
        add_int_array(json, "most_bonus", f->most_bonus, n);
        add_int_array(json, "tiles_sold", f->tiles_sold, n);
        sb_add(json, "}");
    }
    sb_add(json, "}");
}

/* ---- the log ---- */

/* The log's lines are whole sentences, one format string each, in the player's language (the
 * headless commands bind no catalogue: there they stay English). Amounts follow a tab, which the
 * log right-aligns; a row that pays nobody ends with the tab alone. */

static void add_money(StrBuf *out, int thousands)
{
    char text[24];
    buyout_format_money(thousands, text, sizeof text);
    sb_add(out, text);
}

/* "5C (Downtown)": a lot and its district. */
static void lot_words(int lot, char out[64])
{
    char name[3];
    buyout_lot_name(lot, name);
    snprintf(out, 64, "%s (%s)", name, _(region_names[buyout_region_of(lot)]));
}

static void describe_settlement(const BuyoutState *s, const char *const *names, StrBuf *out)
{
    const BuyoutSettlement *r = &s->last;
    StrBuf list = STRBUF_INIT;
    for (int o = 0; o < s->base.players; o++) {
        if (o == r->seat || r->owed[o] == 0)
            continue;
        bool to_placer = r->owed[o] > 0;
        int owed = to_placer ? r->owed[o] : -r->owed[o];
        int paid = to_placer ? r->paid[o] : -r->paid[o];
        const char *payer = names[to_placer ? o : r->seat];
        const char *payee = names[to_placer ? r->seat : o];
        char paid_text[24], owed_text[24];
        buyout_format_money(paid, paid_text, sizeof paid_text);
        buyout_format_money(owed, owed_text, sizeof owed_text);
        if (list.len)
            sb_add(&list, ", ");
        if (paid < owed)
            /* TRANSLATORS: a department store's charge paid in part: who pays, to whom, the sum
               paid, the sum owed ("Ada pays Ben $1,000 of $2,000 owed") */
            sb_addf(&list, _("%s pays %s %s of %s owed"), payer, payee, paid_text, owed_text);
        else
            /* TRANSLATORS: a department store's charge: who pays, to whom, the sum */
            sb_addf(&list, _("%s pays %s %s"), payer, payee, paid_text);
    }
    if (list.len)
        /* TRANSLATORS: the end of a log line, after a placement: the list of charges ("Ada pays
           Ben $1,000, Cleo pays Ben $1,000") */
        sb_addf(out, _("; store charges: %s"), sb_str(&list));
    sb_free(&list);
}

/* The payout as a block of log rows under the move that ended the round: a heading, then one row
 * per district and prize, the amount after a tab. */
static void describe_round_payout(const BuyoutState *s, const char *const *names, StrBuf *out)
{
    const BuyoutPayout *p = &s->payout;
    sb_add(out, "\n");
    sb_addf(out, _("Round %d payout"), p->round);
    bool any = false;
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        const BuyoutRegionPayout *rp = &p->region[r];
        const char *region = _(region_names[r]);
        int height = rp->tallest_height;
        if (height == 0)
            continue;
        any = true;
        sb_add(out, "\n");
        if (rp->tallest_seat >= 0) {
            sb_addf(out,
                    /* TRANSLATORS: a row of a round's payout in the log: the district, the player
                       paid for the tallest building there, its height */
                    plural_text("%s: %s, tallest (%d tile)", "%s: %s, tallest (%d tiles)",
                                (unsigned long)height),
                    region, names[rp->tallest_seat], height);
            sb_add(out, "\t+");
            add_money(out, rp->tallest_amount);
        } else {
            sb_addf(out,
                    /* TRANSLATORS: a row of a round's payout in the log: the district, the height
                       shared by the tallest buildings of different players */
                    plural_text("%s: tallest tied at %d tile, nobody paid",
                                "%s: tallest tied at %d tiles, nobody paid", (unsigned long)height),
                    region, height);
            sb_add(out, "\t");
        }
        sb_add(out, "\n");
        if (rp->most_seat >= 0) {
            /* TRANSLATORS: a row of a round's payout in the log: the district, the player owning
               the most buildings there, how many */
            sb_addf(out, _("%s: %s, most buildings (%d)"), region, names[rp->most_seat],
                    rp->buildings[rp->most_seat]);
            sb_add(out, "\t+");
            add_money(out, rp->most_amount);
        } else {
            /* TRANSLATORS: a row of a round's payout in the log: the district */
            sb_addf(out, _("%s: most buildings tied, nobody paid"), region);
            sb_add(out, "\t");
        }
    }
    if (!any) {
        sb_add(out, "\n");
        sb_add(out, _("Nothing is built yet"));
        sb_add(out, "\t");
    }
}

/* The end as a block of rows: why it ended, the bonuses and the tiles sold. */
static void describe_final(const BuyoutState *s, const char *const *names, StrBuf *out)
{
    const BuyoutFinal *f = &s->final;
    sb_add(out, "\n");
    sb_add(out, f->ended_by_empty_round ? _("Game over: a whole round passed with no tile placed")
                                        : _("Game over: a player has no tiles left"));
    sb_add(out, "\n");
    if (f->tallest_seat >= 0) {
        sb_addf(out,
                /* TRANSLATORS: a final bonus in the log: the owner of the tallest building, its
                   height */
                plural_text("Tallest building on the board: %s (%d tile)",
                            "Tallest building on the board: %s (%d tiles)",
                            (unsigned long)f->tallest_height),
                names[f->tallest_seat], f->tallest_height);
        sb_add(out, "\t+");
        add_money(out, f->tallest_bonus[f->tallest_seat]);
    } else {
        sb_add(out, _("Tallest building on the board: tied, nobody paid"));
        sb_add(out, "\t");
    }
    sb_add(out, "\n");
    if (f->most_seat >= 0) {
        /* TRANSLATORS: a final bonus in the log: the player owning the most buildings, how many */
        sb_addf(out, _("Most buildings: %s (%d)"), names[f->most_seat], f->most_count);
        sb_add(out, "\t+");
        add_money(out, f->most_bonus[f->most_seat]);
    } else {
        sb_add(out, _("Most buildings: tied, nobody paid"));
        sb_add(out, "\t");
    }
    for (int seat = 0; seat < s->base.players; seat++) {
        int sold = f->tiles_sold[seat];
        if (sold) {
            sb_add(out, "\n");
            /* TRANSLATORS: a player sells the tiles left in hand at the end, $1,000 each */
            sb_addf(out, plural_text("%s sells %d tile", "%s sells %d tiles", (unsigned long)sold),
                    names[seat], sold);
            sb_add(out, "\t+");
            add_money(out, sold);
        }
    }
}

/* A tile placed without a buyout: the player, the lot and its district ("5C (Downtown)"). */
static void describe_place(StrBuf *out, int kind, const char *who, const char *lot)
{
    switch (kind) {
    case BUYOUT_REGULAR:
        sb_addf(out, _("%s places a regular tile on %s"), who, lot);
        return;
    case BUYOUT_PARK:
        sb_addf(out, _("%s places a park on %s"), who, lot);
        return;
    case BUYOUT_ROOF:
        sb_addf(out, _("%s places a roof on %s"), who, lot);
        return;
    case BUYOUT_STORE:
        sb_addf(out, _("%s places a department store on %s"), who, lot);
        return;
    default:
        sb_addf(out, _("%s places scaffolding on %s"), who, lot);
        return;
    }
}

/* A buyout by placing a tile: the player, the owner bought out, the building's height, the lot
 * and its district, the price. (A park only goes on an empty lot: it never buys out.) */
static void describe_buyout(StrBuf *out, int kind, const char *who, const char *owner, int height,
                            const char *lot, const char *price)
{
    unsigned long n = (unsigned long)height;
    switch (kind) {
    case BUYOUT_ROOF:
        sb_addf(out,
                /* TRANSLATORS: the player, the rival bought out, the height of the rival's
                   building, the lot and its district ("5C (Downtown)"), the price */
                plural_text("%s buys out %s's %d-tile building on %s for %s with a roof",
                            "%s buys out %s's %d-tile building on %s for %s with a roof", n),
                who, owner, height, lot, price);
        return;
    case BUYOUT_STORE:
        sb_addf(out,
                /* TRANSLATORS: the player, the rival bought out, the height of the rival's
                   building, the lot and its district ("5C (Downtown)"), the price */
                plural_text("%s buys out %s's %d-tile building on %s for %s with a department "
                            "store",
                            "%s buys out %s's %d-tile building on %s for %s with a department "
                            "store",
                            n),
                who, owner, height, lot, price);
        return;
    case BUYOUT_SCAFFOLD:
        sb_addf(out,
                /* TRANSLATORS: the player, the rival bought out, the height of the rival's
                   building, the lot and its district ("5C (Downtown)"), the price */
                plural_text("%s buys out %s's %d-tile building on %s for %s with scaffolding",
                            "%s buys out %s's %d-tile building on %s for %s with scaffolding", n),
                who, owner, height, lot, price);
        return;
    default:
        sb_addf(out,
                /* TRANSLATORS: the player, the rival bought out, the height of the rival's
                   building, the lot and its district ("5C (Downtown)"), the price */
                plural_text("%s buys out %s's %d-tile building on %s for %s with a regular tile",
                            "%s buys out %s's %d-tile building on %s for %s with a regular tile",
                            n),
                who, owner, height, lot, price);
        return;
    }
}

static void describe_placement(const BuyoutState *after, const char *const *names, StrBuf *out)
{
    const BuyoutSettlement *r = &after->last;
    const char *who = names[r->seat];
    char lot[64], from[3], price[24];
    lot_words(r->lot, lot);
    buyout_format_money(r->buyout_amount, price, sizeof price);
    if (r->from_lot >= 0) {
        buyout_lot_name(r->from_lot, from);
        if (r->buyout_seat < 0)
            /* TRANSLATORS: the player, the lot the scaffolding leaves ("6D"), the lot it goes to
               and its district ("7D (Midtown)") */
            sb_addf(out, _("%s moves the scaffolding and the tile under it from %s to %s"), who,
                    from, lot);
        else
            sb_addf(out,
                    /* TRANSLATORS: the player, the lot the scaffolding leaves ("6D"), the lot it
                       goes to and its district ("7D (Midtown)"), the rival bought out there, the
                       height of the rival's building, the price */
                    plural_text("%s moves the scaffolding and the tile under it from %s to %s, "
                                "buying out %s's %d-tile building for %s",
                                "%s moves the scaffolding and the tile under it from %s to %s, "
                                "buying out %s's %d-tile building for %s",
                                (unsigned long)r->buyout_height),
                    who, from, lot, names[r->buyout_seat], r->buyout_height, price);
    } else if (r->buyout_seat < 0) {
        describe_place(out, r->kind, who, lot);
    } else {
        describe_buyout(out, r->kind, who, names[r->buyout_seat], r->buyout_height, lot, price);
    }
    if (r->uncovered_store) {
        buyout_lot_name(r->from_lot, from);
        /* TRANSLATORS: the end of a log line after a scaffolding move: the store's owner, the
           lot the scaffolding left ("6D") */
        sb_addf(out, _("; %s's department store on %s is open again"),
                names[buyout_owner(after, r->from_lot)], from);
    }
    describe_settlement(after, names, out);
}

static void buyout_describe_move(const GameState *g, const char *move, const char *const *names,
                                 StrBuf *out)
{
    const BuyoutState *before = cstate(g);
    BuyoutState *after = mstate(buyout_clone(g));
    char err[160];
    int seat = before->current;
    if (!buyout_apply(&after->base, move, err, sizeof err)) {
        /* TRANSLATORS: the player, the move (notation), why the rules refuse it */
        sb_addf(out, _("%s: illegal move '%s' (%s)"), names[seat], move, err);
        buyout_free(&after->base);
        return;
    }
    char word[8] = "";
    sscanf(move, " %7s", word);
    if (!strcasecmp(word, "stay")) {
        char lot[3];
        buyout_lot_name(before->scaffold_lot, lot);
        /* TRANSLATORS: the player, the lot ("6D") */
        sb_addf(out, _("%s leaves the scaffolding on %s"), names[seat], lot);
    } else if (!strcasecmp(word, "end")) {
        sb_addf(out, _("%s ends the turn"), names[seat]);
    } else if (!strcasecmp(word, "pass")) {
        sb_addf(out, _("%s passes: no tile can go anywhere"), names[seat]);
    } else {
        describe_placement(after, names, out);
    }
    int drawn = buyout_bag_count(before, seat) - buyout_bag_count(after, seat);
    if (drawn > 0)
        /* TRANSLATORS: the end of a log line: the player draws tiles from the bag */
        sb_addf(out, plural_text("; %s draws %d tile", "; %s draws %d tiles", (unsigned long)drawn),
                names[seat], drawn);
    if (after->payout.round != before->payout.round)
        describe_round_payout(after, names, out);
    if (after->phase == BUYOUT_PHASE_OVER)
        describe_final(after, names, out);
    buyout_free(&after->base);
}

/* ---- a move in the mover's own words (a hint, a review) ---- */

/* "place a park on 5C (Downtown)": one phrase a kind, so each language words it its own way. */
static void word_place(StrBuf *out, int kind, const char *lot)
{
    static const char *const place[BUYOUT_KINDS] = {
        /* TRANSLATORS: Buyout! moves worded for their player (a hint, a review): infinitive
         * phrases, as they follow "would" in English; the lot and its district ("5C
         * (Downtown)") */
        N_("place a regular tile on %s"),  N_("place a park on %s"),
        N_("place a roof on %s"),          N_("place a department store on %s"),
        N_("place the scaffolding on %s"),
    };
    sb_addf(out, _(place[kind]), lot);
}

static void buyout_describe_own_move(const GameState *g, const char *move, const char *const *names,
                                     StrBuf *out)
{
    const BuyoutState *before = cstate(g);
    char word[8] = "", lot[64];
    sscanf(move, " %7s", word);
    if (!strcasecmp(word, "stay")) {
        char name[3];
        buyout_lot_name(before->scaffold_lot, name);
        sb_addf(out, _("leave the scaffolding on %s"), name);
        return;
    }
    if (!strcasecmp(word, "end") || !strcasecmp(word, "pass")) {
        sb_add(out,
               !strcasecmp(word, "end") ? _("end the turn") : _("pass (no tile can go anywhere)"));
        return;
    }
    BuyoutState *after = mstate(buyout_clone(g));
    buyout_apply(&after->base, move, NULL, 0);
    const BuyoutSettlement *r = &after->last;
    lot_words(r->lot, lot);
    if (r->from_lot >= 0)
        /* TRANSLATORS: a Buyout! move for its player: the lot and its district */
        sb_addf(out, _("move the scaffolding and the tile under it to %s"), lot);
    else
        word_place(out, r->kind, lot);
    if (r->buyout_seat >= 0) {
        char price[24];
        buyout_format_money(r->buyout_amount, price, sizeof price);
        /* TRANSLATORS: after a Buyout! move for its player: the rival bought out, the price */
        sb_addf(out, _(", buying out %s's building for %s"), names[r->buyout_seat], price);
    }
    buyout_free(&after->base);
}

/* ---- consistency ---- */

static bool check_stacks(const BuyoutState *s, int on_board[][BUYOUT_KINDS], char *err,
                         size_t errlen)
{
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        const BuyoutStack *st = &s->lot[lot];
        char name[3];
        buyout_lot_name(lot, name);
        if (st->height > BUYOUT_STACK_MAX)
            return fail(err, errlen, "lot %s is %d tiles high", name, st->height);
        for (int i = 0; i < st->height; i++) {
            BuyoutTile t = st->tile[i];
            if (t.seat >= s->base.players || t.kind >= BUYOUT_KINDS)
                return fail(err, errlen, "lot %s holds a bad tile", name);
            on_board[t.seat][t.kind]++;
            if (t.kind == BUYOUT_PARK && (i != 0 || st->height != 1))
                return fail(err, errlen, "the park on %s is not alone", name);
            if (t.kind == BUYOUT_ROOF && (i == 0 || i != st->height - 1))
                return fail(err, errlen, "the roof on %s is not on top of a building", name);
        }
    }
    return true;
}

/* Field by field: padding is no part of a payout. */
static bool same_payout(const BuyoutPayout *a, const BuyoutPayout *b)
{
    bool same = a->round == b->round && !memcmp(a->total, b->total, sizeof a->total);
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        const BuyoutRegionPayout *x = &a->region[r], *y = &b->region[r];
        same = same && !memcmp(x->buildings, y->buildings, sizeof x->buildings) &&
               x->tallest_height == y->tallest_height && x->tallest_seat == y->tallest_seat &&
               x->tallest_tied == y->tallest_tied && x->tallest_amount == y->tallest_amount &&
               x->most_seat == y->most_seat && x->most_tied == y->most_tied &&
               x->most_amount == y->most_amount;
    }
    return same;
}

static bool buyout_check_invariants(const GameState *g, char *err, size_t errlen)
{
    const BuyoutState *s = cstate(g);
    int n = s->base.players;
    if (n < 2 || n > BUYOUT_MAX_PLAYERS)
        return fail(err, errlen, "%d players", n);
    int on_board[BUYOUT_MAX_PLAYERS][BUYOUT_KINDS] = {{0}};
    if (!check_stacks(s, on_board, err, errlen))
        return false;
    BuyoutState summary = *s;
    all_lots_changed(&summary);
    if (memcmp(&summary.board, &s->board, sizeof s->board) || summary.built != s->built ||
        summary.closed != s->closed || summary.stores != s->stores ||
        summary.tallest != s->tallest || !same_payout(&summary.standing, &s->standing))
        return fail(err, errlen, "the heights and owners kept do not match the stacks");
    int money = 0;
    for (int seat = 0; seat < n; seat++) {
        for (int k = 0; k < BUYOUT_KINDS; k++) {
            int total = on_board[seat][k] + s->hand[seat][k] + s->bag[seat][k];
            if (s->hand[seat][k] < 0 || s->bag[seat][k] < 0 || total != bag_mix[k])
                return fail(err, errlen, "seat %d has %d %s tiles in all, not %d", seat, total,
                            kind_short[k], bag_mix[k]);
        }
        if (buyout_hand_count(s, seat) > BUYOUT_HAND_SIZE)
            return fail(err, errlen, "seat %d holds %d tiles", seat, buyout_hand_count(s, seat));
        if (s->known_regular[seat] < 0 || s->known_regular[seat] > s->hand[seat][BUYOUT_REGULAR])
            return fail(err, errlen, "seat %d: %d hand tiles known regular, %d held", seat,
                        s->known_regular[seat], s->hand[seat][BUYOUT_REGULAR]);
        if (s->money[seat] < 0)
            return fail(err, errlen, "seat %d has negative money", seat);
        money += s->money[seat];
    }
    if (money != n * BUYOUT_START_MONEY + s->bank_paid)
        return fail(err, errlen, "money is %d, but the bank paid %d to %d players", money,
                    s->bank_paid, n);
    if (s->phase == BUYOUT_PHASE_OVER)
        return true;
    if (s->current < 0 || s->current >= n || s->die_holder < 0 || s->die_holder >= n)
        return fail(err, errlen, "seat to move %d, die holder %d", s->current, s->die_holder);
    if (s->phase == BUYOUT_PHASE_SCAFFOLD &&
        (s->scaffold_lot < 0 || buyout_top_kind(s, s->scaffold_lot) != BUYOUT_SCAFFOLD ||
         buyout_owner(s, s->scaffold_lot) != s->current || s->lot[s->scaffold_lot].height < 2))
        return fail(err, errlen, "no scaffolding of the seat to move to move");
    return true;
}

/* ---------------------------------------------------------------- what a move reveals */

/* Draws and payouts are news to everyone; a tile played shows what its hand held. */
static Reveal buyout_reveals(const GameState *before, const char *move, const GameState *after)
{
    const BuyoutState *b = cstate(before), *a = cstate(after);
    (void)move;
    if (a->payout.round != b->payout.round)
        return (Reveal){REVEAL_HIDDEN, N_("The round was paid out with your move"),
                        N_("The round was paid out since your move")};
    for (int seat = 0; seat < b->base.players; seat++)
        if (buyout_bag_count(a, seat) < buyout_bag_count(b, seat))
            return (Reveal){REVEAL_HIDDEN, N_("New tiles were drawn with your move"),
                            N_("New tiles were drawn since your move")};
    if (memcmp(a->hand, b->hand, sizeof a->hand))
        return (Reveal){REVEAL_OWN, N_("A tile from a hidden hand was played with your move"),
                        N_("A tile from a hidden hand was played since your move")};
    return (Reveal){REVEAL_NOTHING, NULL, NULL};
}

const GameRules buyout_rules = {
    .id = "buyout",
    .name = "Buyout!",
    .pitch = N_("Build up the city, buy out your rivals and cash in every round."),
    .min_players = 2,
    .max_players = 4,
    .default_players = 4,
    .hides_information = true,
    .options = NULL,
    .option_count = 0,
    .validate_options = NULL,
    .new_game = buyout_new_game,
    .state_size = sizeof(BuyoutState),
    .clone = buyout_clone,
    .free_state = buyout_free,
    .to_move = buyout_to_move,
    .legal_moves = game_moves_from_codes,
    .apply = buyout_apply,
    .legal_codes = buyout_legal_codes,
    .format_code = buyout_format_code,
    .apply_code = buyout_apply_code,
    .scores = buyout_scores,
    .winners = buyout_winners,
    .score_sheet = buyout_score_sheet,
    .schema = &buyout_schema,
    .determinize = buyout_determinize,
    .describe = buyout_describe,
    .describe_move = buyout_describe_move,
    .describe_own_move = buyout_describe_own_move,
    .pointable = buyout_pointable,
    .check_invariants = buyout_check_invariants,
    .reveals = buyout_reveals,
    .bot = &buyout_bot_hooks,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "rules_testing.c"
#endif
