/* Mint Bid: the rules. See mintbid.h for the state and docs/notation-mintbid.md for moves.
 *
 * Moves (seats are numbered from 1 in moves and messages; areas are letters A, B, ..):
 *   auction 13 open | auction 13 closed   the auctioneer puts location 13 up
 *   bid 3 | bid 2+1 left | bid 2+1 right  a bid alone, or a proposal to a neighbour (own + its)
 *   agree | refuse                        the asked neighbour's answer
 *   pass | withdraw
 *   secret 4                              a closed bid
 *   winner 3                              the auctioneer names the winner of a closed tie
 *   share left | share right              a lone winner picks the neighbour to share with
 *   place B 0 1                           lay the location: area, column, row
 *   bid 6 | pass                          two players + AI: outbid the AI's bid, or let it be
 *   bid 1 | raise | withdraw              solitaire: open, outbid the AI by one, give up
 *   move B 2 1 3 2 | rotate B 2 1 | skip  the Utility and Production abilities */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/movewords.h"
#include "mintbid.h"

enum { G = MB_GREEN, B = MB_BLUE, P = MB_PINK, Y = MB_YELLOW };

const MintBidCard mintbid_cards[MB_CARDS] = {
    /* TRANSLATORS: Mint Bid's 30 locations, the buildings of a city, named on the cards and in
     * the game's sentences */
    {N_("Land Office"), MB_DEED, 1, G, G},     {N_("Title Company"), MB_DEED, 2, B, G},
    {N_("Courthouse"), MB_DEED, 3, P, Y},      {N_("Bank"), MB_DEED, 4, Y, B},
    {N_("City Hall"), MB_DEED, 5, G, P},       {N_("Stock Exchange"), MB_DEED, 6, B, Y},
    {N_("Records Hall"), MB_DEED, 3, Y, Y},    {N_("Water Works"), MB_UTILITY, 1, B, B},
    {N_("Power Plant"), MB_UTILITY, 2, Y, P},  {N_("Rail Depot"), MB_UTILITY, 3, G, B},
    {N_("Gas Works"), MB_UTILITY, 4, P, G},    {N_("Telegraph Office"), MB_UTILITY, 5, B, Y},
    {N_("Harbor"), MB_UTILITY, 6, G, Y},       {N_("Post Office"), MB_UTILITY, 2, P, P},
    {N_("Fire Station"), MB_UTILITY, 4, Y, G}, {N_("Mine"), MB_PRODUCTION, 1, Y, Y},
    {N_("Factory"), MB_PRODUCTION, 2, G, B},   {N_("Mill"), MB_PRODUCTION, 3, B, P},
    {N_("Foundry"), MB_PRODUCTION, 4, P, Y},   {N_("Brewery"), MB_PRODUCTION, 5, Y, G},
    {N_("Shipyard"), MB_PRODUCTION, 6, P, B},  {N_("Bakery"), MB_PRODUCTION, 1, G, P},
    {N_("Workshop"), MB_PRODUCTION, 5, B, G},  {N_("Museum"), MB_CULTURE, 1, P, P},
    {N_("Theater"), MB_CULTURE, 2, Y, B},      {N_("Library"), MB_CULTURE, 3, B, G},
    {N_("Opera House"), MB_CULTURE, 4, G, Y},  {N_("Gallery"), MB_CULTURE, 5, P, B},
    {N_("Stadium"), MB_CULTURE, 6, Y, P},      {N_("Botanic Garden"), MB_CULTURE, 6, G, G},
};

/* TRANSLATORS: Mint Bid's four types of location (on the cards), which are also the names of the
 * four end-of-game abilities */
static const char *const type_names[MB_TYPES] = {N_("Deed"), N_("Utility"), N_("Production"),
                                                 N_("Culture")};
/* TRANSLATORS: the colours of the mints on Mint Bid's cards, as nouns ("mints green | yellow") */
static const char *const colour_names[4] = {N_("green"), N_("blue"), N_("pink"), N_("yellow")};
/* TRANSLATORS: Mint Bid's four AI cards, pretend opponents, named as the subject of sentences
 * ("The Developer bids 5") */
static const char *const ai_names[] = {"", N_("The Developer"), N_("The Engineer"),
                                       N_("The Industrialist"), N_("The Curator")};
static const char *const ai_choices[] = {"none", "developer", "engineer", "industrialist",
                                         "curator"};
/* In MintBidStrength order. "standard" is what older versions called their default (the printed
 * solitaire tables, our balanced two-player ones): the lobby no longer offers it, but it still
 * parses, so that their save files replay to the same game. */
static const char *const strength_choices[] = {"printed", "balanced", "tough", "ruthless",
                                               "standard"};

/* The AI cards' tables, indexed by the die minus 1. Solitaire: 0 withdraw, 1 / 2 raise by that
 * much, 3 take it if it is the favourite type (else raise by 1). Two players: 0 pass, k > 0 bid
 * the current bid plus k (one more on the favourite type). mintbid_ai_cell reads them. */
enum { SOLO_W = 0, SOLO_S = 3 };
static const int8_t solo_table[5][6] = {
    {0},
    {SOLO_W, SOLO_W, 1, 1, 2, SOLO_S},
    {SOLO_W, 1, 1, 1, 2, SOLO_S},
    {SOLO_W, SOLO_W, 1, 2, 2, SOLO_S},
    {SOLO_W, SOLO_W, SOLO_W, 1, 2, SOLO_S},
};
static const int8_t duo_printed[5][6] = {
    {0}, {0, 0, 1, 1, 2, 3}, {0, 1, 1, 2, 2, 3}, {0, 0, 1, 2, 3, 3}, {0, 0, 0, 1, 2, 4},
};
/* Our own two-player tables (docs/rules/mintbid.md): against two players of equal skill the
 * printed ones let the Engineer win 69% of games and the Curator 33%; these give every card
 * about half. */
static const int8_t duo_balanced[5][6] = {
    {0}, {0, 0, 1, 1, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 3}, {0, 0, 1, 2, 2, 4},
};

static MintBidState *mb(GameState *s)
{
    return (MintBidState *)s;
}
static const MintBidState *cmb(const GameState *s)
{
    return (const MintBidState *)s;
}

static int popcount(unsigned bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        n++;
    return n;
}

static unsigned who_bit(int who)
{
    return 1u << who;
}

/* ---------------------------------------------------------------- names */

const char *mintbid_type_name(int type)
{
    return type >= 0 && type < MB_TYPES ? _(type_names[type]) : "?";
}

const char *mintbid_colour_name(int colour)
{
    return colour >= 0 && colour < 4 ? _(colour_names[colour]) : "?";
}

const char *mintbid_ai_name(int ai)
{
    return ai >= 1 && ai <= 4 ? _(ai_names[ai]) : "";
}

const char *mintbid_card_name(int card)
{
    return card >= 0 && card < MB_CARDS ? _(mintbid_cards[card].name) : "?";
}

int mintbid_ai_favourite(int ai)
{
    return ai >= 1 && ai <= 4 ? ai - 1 : -1;
}

int mintbid_left_colour(const MintBidState *s, int card)
{
    return s->rotated[card] ? mintbid_cards[card].right : mintbid_cards[card].left;
}

int mintbid_right_colour(const MintBidState *s, int card)
{
    return s->rotated[card] ? mintbid_cards[card].left : mintbid_cards[card].right;
}

int mintbid_parse_card(const char *text)
{
    if (!text || !*text)
        return -1;
    int number;
    if (move_parse_number(text, &number))
        return number >= 1 && number <= MB_CARDS ? number - 1 : -1;
    for (int c = 0; c < MB_CARDS; c++) {
        const char *a = mintbid_cards[c].name, *b = text;
        while (*a && *b && tolower((unsigned char)*a) == tolower((unsigned char)*b))
            a++, b++;
        if (!*a && !*b)
            return c;
    }
    return -1;
}

/* A card's name in the player's language ("Harbor"); sentences put their own article, or none. */
static const char *card_name(int card)
{
    return mintbid_card_name(card);
}

static char area_letter(int area)
{
    return (char)('A' + area);
}

/* ---------------------------------------------------------------- the table */

int mintbid_to_move(const MintBidState *s);

bool mintbid_controls(const MintBidState *s, int area, int who)
{
    return area >= 0 && area < s->area_count && (s->area[area].controllers & who_bit(who));
}

int mintbid_block_between(const MintBidState *s, int a, int b)
{
    if (s->mode != MB_MODE_FULL || a == b)
        return -1;
    if (mintbid_left_of(s, a) == b)
        return a;
    if (mintbid_left_of(s, b) == a)
        return b;
    return -1;
}

int mintbid_card_at(const MintBidState *s, int area, int col, int row)
{
    const MintBidArea *a = &s->area[area];
    if (col < 1 || col > a->width || row < 1 || row > MB_ROWS)
        return -1;
    return a->cell[row - 1][col - 1];
}

/* The card at internal column c, row r (0-based); -1 if empty or outside. */
static int cell_at(const MintBidArea *a, int c, int r)
{
    if (c < 0 || c >= MB_COLS || r < 0 || r >= MB_ROWS)
        return -1;
    return a->cell[r][c];
}

static bool touches_a_card(const MintBidArea *a, int c, int r)
{
    return cell_at(a, c - 1, r) >= 0 || cell_at(a, c + 1, r) >= 0 || cell_at(a, c, 1 - r) >= 0;
}

/* Whether a card may go at notation (col, row) of block `a` (area number `area`, for messages). */
static bool can_place_in(const MintBidArea *a, int area, int col, int row, char *err, size_t errlen)
{
    if (row < 1 || row > MB_ROWS)
        return fail(err, errlen, _("a block has two rows: row 1 (top) or 2 (bottom)"));
    if (a->count == 0) {
        if (col != 1)
            return fail(err, errlen, _("area %c is empty: lay the first card in column 1"),
                        area_letter(area));
        return true;
    }
    if (col < 0 || col > a->width + 1)
        return fail(err, errlen, _("columns of area %c run from 0 to %d"), area_letter(area),
                    a->width + 1);
    if (a->width + 1 >= MB_COLS)
        return fail(err, errlen, _("area %c is full"), area_letter(area));
    int taken = cell_at(a, col - 1, row - 1);
    if (taken >= 0)
        return fail(err, errlen, _("%c %d %d is taken by the %s"), area_letter(area), col, row,
                    card_name(taken));
    if (!touches_a_card(a, col - 1, row - 1))
        return fail(err, errlen, _("a card must touch another card of its block"));
    return true;
}

bool mintbid_can_place(const MintBidState *s, int area, int col, int row, char *err, size_t errlen)
{
    if (area < 0 || area >= s->area_count)
        return fail(err, errlen, _("there is no area %c"), area_letter(area));
    return can_place_in(&s->area[area], area, col, row, err, errlen);
}

int mintbid_place_spots(const MintBidState *s, int area, int cols[], int rows[])
{
    int n = 0, width = s->area[area].width;
    for (int col = 0; col <= width + 1; col++)
        for (int row = 1; row <= MB_ROWS; row++)
            if (mintbid_can_place(s, area, col, row, NULL, 0)) {
                cols[n] = col;
                rows[n++] = row;
            }
    return n;
}

/* Lays a card in a block's grid at notation (col, row); the spot was checked. Column 0 shifts
 * the grid right: returns whether it did. */
static bool lay_in_grid(MintBidArea *a, int card, int col, int row)
{
    int c = col - 1;
    bool shifted = c < 0;
    if (shifted) {
        for (int r = 0; r < MB_ROWS; r++) {
            memmove(&a->cell[r][1], &a->cell[r][0], MB_COLS - 1);
            a->cell[r][0] = -1;
        }
        a->width++;
        c = 0;
    }
    a->cell[row - 1][c] = (int8_t)card;
    if (c + 1 > a->width)
        a->width = (int8_t)(c + 1);
    a->count++;
    return shifted;
}

/* Moves every location on the table in `area` by `columns`. */
static void shift_cards(MintBidState *s, int area, int columns)
{
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_ON_TABLE && s->card_area[k] == area)
            s->card_col[k] = (int8_t)(s->card_col[k] + columns);
}

/* Lays a card at notation (col, row); the spot was checked. */
static void lay_card(MintBidState *s, int area, int card, int col, int row)
{
    if (lay_in_grid(&s->area[area], card, col, row))
        shift_cards(s, area, 1);
    s->where[card] = MB_ON_TABLE;
    s->card_area[card] = (int8_t)area;
    s->card_col[card] = (int8_t)(col > 0 ? col - 1 : 0);
    s->card_row[card] = (int8_t)(row - 1);
}

/* Shifts a block's grid so that its leftmost card is in column 0 and recomputes its width;
 * returns the columns it moved left. */
static int normalise_grid(MintBidArea *a)
{
    int lo = MB_COLS, hi = -1;
    for (int c = 0; c < MB_COLS; c++)
        for (int r = 0; r < MB_ROWS; r++)
            if (a->cell[r][c] >= 0) {
                lo = c < lo ? c : lo;
                hi = c > hi ? c : hi;
            }
    if (hi < 0) {
        a->width = 0;
        return 0;
    }
    if (lo > 0)
        for (int r = 0; r < MB_ROWS; r++) {
            memmove(&a->cell[r][0], &a->cell[r][lo], (size_t)(MB_COLS - lo));
            memset(&a->cell[r][MB_COLS - lo], -1, (size_t)lo);
        }
    a->width = (int8_t)(hi - lo + 1);
    return lo;
}

static void normalise_area(MintBidState *s, int area)
{
    int moved = normalise_grid(&s->area[area]);
    if (moved)
        shift_cards(s, area, -moved);
}

static int grid_matches(const MintBidState *s, const MintBidArea *a);

int mintbid_matches_if_laid(const MintBidState *s, int area, int card, int col, int row)
{
    MintBidArea block = s->area[area];
    lay_in_grid(&block, card, col, row);
    return grid_matches(s, &block);
}

/* Takes a card off the table without closing the gap (the grid keeps its frame). */
static void lift_card(MintBidState *s, int card)
{
    MintBidArea *a = &s->area[s->card_area[card]];
    a->cell[s->card_row[card]][s->card_col[card]] = -1;
    a->count--;
    s->where[card] = MB_UNUSED;
}

static bool area_connected(const MintBidArea *a)
{
    if (a->count == 0)
        return true;
    bool seen[MB_ROWS][MB_COLS] = {{false}};
    int stack[MB_ROWS * MB_COLS], top = 0, reached = 0;
    for (int c = 0; c < MB_COLS && !top; c++)
        for (int r = 0; r < MB_ROWS && !top; r++)
            if (a->cell[r][c] >= 0) {
                seen[r][c] = true;
                stack[top++] = r * MB_COLS + c;
            }
    while (top) {
        int at = stack[--top], r = at / MB_COLS, c = at % MB_COLS;
        reached++;
        const int nr[3] = {r, r, 1 - r}, nc[3] = {c - 1, c + 1, c};
        for (int i = 0; i < 3; i++)
            if (cell_at(a, nc[i], nr[i]) >= 0 && !seen[nr[i]][nc[i]]) {
                seen[nr[i]][nc[i]] = true;
                stack[top++] = nr[i] * MB_COLS + nc[i];
            }
    }
    return reached == a->count;
}

/* The matches of block `a` of the table (each card's colours as the state has it turned). */
static int grid_matches(const MintBidState *s, const MintBidArea *a)
{
    int matches = 0;
    for (int r = 0; r < MB_ROWS; r++)
        for (int c = 0; c + 1 < a->width; c++) {
            int x = a->cell[r][c], y = a->cell[r][c + 1];
            if (x >= 0 && y >= 0 && mintbid_right_colour(s, x) == mintbid_left_colour(s, y))
                matches++;
        }
    return matches;
}

int mintbid_area_matches(const MintBidState *s, int area)
{
    return grid_matches(s, &s->area[area]);
}

/* Matches a card would make if laid at notation (col, row) of an area (unrotated). */
static int match_gain(const MintBidState *s, int area, int card, int col, int row)
{
    const MintBidArea *a = &s->area[area];
    int c = col - 1, r = row - 1, gain = 0;
    int left = cell_at(a, c - 1, r), right = cell_at(a, c + 1, r);
    if (left >= 0 && mintbid_right_colour(s, left) == mintbid_cards[card].left)
        gain++;
    if (right >= 0 && mintbid_cards[card].right == mintbid_left_colour(s, right))
        gain++;
    return gain;
}

/* ---------------------------------------------------------------- scores */

int mintbid_matches(const MintBidState *s, int who)
{
    int total = 0;
    for (int a = 0; a < s->area_count; a++)
        if (mintbid_controls(s, a, who))
            total += mintbid_area_matches(s, a);
    return total;
}

int mintbid_locations(const MintBidState *s, int who)
{
    int total = 0;
    for (int a = 0; a < s->area_count; a++)
        if (mintbid_controls(s, a, who))
            total += s->area[a].count;
    return total;
}

int mintbid_type_count(const MintBidState *s, int who, int type)
{
    int total = 0;
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_ON_TABLE && mintbid_cards[k].type == type &&
            mintbid_controls(s, s->card_area[k], who))
            total++;
    return total;
}

int mintbid_location_vp(const MintBidState *s, int who)
{
    int total = 0;
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_ON_TABLE && mintbid_controls(s, s->card_area[k], who))
            total += mintbid_cards[k].vp;
    return total;
}

int mintbid_culture_bonus(const MintBidState *s, int who)
{
    return s->holder[MB_CULTURE] == who ? mintbid_matches(s, who) : 0;
}

int mintbid_vp(const MintBidState *s, int who)
{
    return mintbid_location_vp(s, who) + mintbid_matches(s, who) + mintbid_culture_bonus(s, who);
}

/* The locations of each type each seat and the AI control (count[who][type]), in one pass. */
static void type_counts(const MintBidState *s, int count[MB_AI + 1][MB_TYPES])
{
    memset(count, 0, sizeof(int[MB_AI + 1][MB_TYPES]));
    for (int k = 0; k < MB_CARDS; k++) {
        if (s->where[k] != MB_ON_TABLE)
            continue;
        unsigned controllers = s->area[s->card_area[k]].controllers;
        for (int who = 0; who <= MB_AI; who++)
            count[who][mintbid_cards[k].type] += (controllers >> who) & 1;
    }
}

/* mintbid_majority from the counts of type_counts. */
static int majority_of(const MintBidState *s, int count[MB_AI + 1][MB_TYPES], int type)
{
    int best = 0, holder = MB_NOBODY;
    bool tie = false;
    for (int who = 0; who <= MB_AI; who++) {
        if (who >= s->base.players && who != MB_AI)
            continue;
        if (who == MB_AI && s->ai_area < 0)
            continue;
        int n = count[who][type];
        if (n > best) {
            best = n;
            holder = who;
            tie = false;
        } else if (n == best && n > 0) {
            tie = true;
        }
    }
    return tie ? MB_NOBODY : holder;
}

int mintbid_majority(const MintBidState *s, int type)
{
    int count[MB_AI + 1][MB_TYPES];
    type_counts(s, count);
    return majority_of(s, count, type);
}

bool mintbid_secret_visible(const MintBidState *s, int seat, int viewer)
{
    return s->auction.revealed || seat == viewer;
}

/* ---------------------------------------------------------------- setup and flow */

static void reset_auction(MintBidState *s)
{
    MintBidAuction *a = &s->auction;
    memset(a, 0, sizeof *a);
    a->card = -1;
    a->turn = a->high_bidder = a->prop_from = a->prop_to = -1;
    a->high_seat[0] = a->high_seat[1] = -1;
    a->win_seat[0] = a->win_seat[1] = -1;
    a->winner = a->placer = a->area = a->answer_seat = a->best_seat = -1;
    for (int i = 0; i < MAX_SEATS; i++)
        a->secret[i] = -1;
}

static int roll_die(MintBidState *s)
{
    if (s->forced_count > 0) {
        int roll = s->forced[0];
        memmove(&s->forced[0], &s->forced[1], (size_t)(s->forced_count - 1));
        s->forced_count--;
        return roll;
    }
    return rng_range(&s->rng, 1, 6);
}

static void put_on_auction(MintBidState *s, int card)
{
    for (int i = 0; i < s->block_count; i++)
        if (s->block[i] == card) {
            memmove(&s->block[i], &s->block[i + 1], (size_t)(s->block_count - i - 1));
            s->block_count--;
            break;
        }
    s->where[card] = MB_ON_AUCTION;
    s->auction.card = (int8_t)card;
}

static void start_round(MintBidState *s)
{
    s->round++;
    for (int seat = 0; seat < s->base.players; seat++) {
        s->mints[seat] = (int16_t)(s->mints[seat] + s->income);
        s->income_total[seat] = (int16_t)(s->income_total[seat] + s->income);
    }
    while (s->block_count < s->block_size && s->deck_count > 0) {
        int card = s->deck[--s->deck_count];
        s->where[card] = MB_IN_BLOCK;
        s->block[s->block_count++] = (int8_t)card;
    }
    reset_auction(s);
    if (s->mode == MB_MODE_SOLO) {
        put_on_auction(s, s->block[0]);
        s->phase = MB_PHASE_SOLO_BID;
    } else {
        s->phase = MB_PHASE_PICK;
    }
}

static void roll_step(MintBidState *s)
{
    int roll = roll_die(s);
    s->last_roll = (int8_t)roll;
    s->rolls++;
    for (int seat = 0; seat < s->base.players; seat++) {
        int gain = 0;
        for (int k = 0; k < MB_CARDS; k++)
            if (s->where[k] == MB_ON_TABLE && mintbid_cards[k].vp == roll &&
                mintbid_controls(s, s->card_area[k], seat))
                gain++;
        s->mints[seat] = (int16_t)(s->mints[seat] + gain);
        s->roll_total[seat] = (int16_t)(s->roll_total[seat] + gain);
    }
}

static void run_abilities(MintBidState *s, MintBidPhase from);

static void end_game(MintBidState *s)
{
    int count[MB_AI + 1][MB_TYPES];
    type_counts(s, count);
    for (int t = 0; t < MB_TYPES; t++)
        s->holder[t] = (int8_t)majority_of(s, count, t);
    run_abilities(s, MB_PHASE_DEED);
}

/* A location has been laid (or taken by the AI): the next auction, roll or round. */
static void after_location(MintBidState *s)
{
    reset_auction(s);
    if (s->mode != MB_MODE_SOLO)
        s->auctioneer = (int8_t)mintbid_left_of(s, s->auctioneer);
    if (s->block_count > 0) {
        s->phase = MB_PHASE_PICK;
        return;
    }
    if (s->mode != MB_MODE_SOLO)
        roll_step(s);
    if (s->deck_count > 0)
        start_round(s);
    else
        end_game(s);
}

static void record_win(MintBidState *s, int seat0, int pay0, int seat1, int pay1, bool free)
{
    MintBidWin *w = &s->last_win;
    w->card = s->auction.card;
    w->seat[0] = (int8_t)seat0;
    w->seat[1] = (int8_t)seat1;
    w->pay[0] = (int8_t)pay0;
    w->pay[1] = (int8_t)pay1;
    w->free = free;
    w->shared = false;
    s->wins++;
}

static void pay(MintBidState *s, int seat, int amount)
{
    if (seat < 0 || seat >= s->base.players)
        return;
    s->mints[seat] = (int16_t)(s->mints[seat] - amount);
    s->paid_total[seat] = (int16_t)(s->paid_total[seat] + amount);
}

/* The winners pay; the placer lays the location in `area` next. */
static void award(MintBidState *s, int seat0, int pay0, int seat1, int pay1, int area, int placer)
{
    pay(s, seat0, pay0);
    pay(s, seat1, pay1);
    record_win(s, seat0, pay0, seat1, pay1, s->auction.free_take && pay0 == 0);
    s->auction.win_seat[0] = (int8_t)seat0;
    s->auction.win_seat[1] = (int8_t)seat1;
    s->auction.win_pay[0] = (int8_t)pay0;
    s->auction.win_pay[1] = (int8_t)pay1;
    s->auction.area = (int8_t)area;
    s->auction.placer = (int8_t)placer;
    s->phase = MB_PHASE_PLACE;
}

/* The AI's spot for a card in its area: the most matches, then the leftmost column, then the top
 * row. */
static void ai_spot(const MintBidState *s, int card, int *col, int *row)
{
    int cols[2 * MB_COLS], rows[2 * MB_COLS], best = -1;
    int n = mintbid_place_spots(s, s->ai_area, cols, rows);
    for (int i = 0; i < n; i++) {
        int gain = match_gain(s, s->ai_area, card, cols[i], rows[i]);
        if (gain > best) {
            best = gain;
            *col = cols[i];
            *row = rows[i];
        }
    }
}

static void ai_takes(MintBidState *s)
{
    int card = s->auction.card, col = 1, row = 1;
    ai_spot(s, card, &col, &row);
    lay_card(s, s->ai_area, card, col, row);
    record_win(s, MB_AI, 0, -1, 0, false);
    after_location(s);
}

/* ---------------------------------------------------------------- end-of-game abilities */

/* mintbid_vp of every seat and of the AI (index MB_AI) in one pass over the areas: the AI weighs
 * hundreds of uses at the end of every game, bots' rollouts included. */
static void all_vp(const MintBidState *s, int vp[MB_AI + 1])
{
    int area_vp[MB_AREAS_MAX] = {0}, matches[MB_AI + 1] = {0};
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_ON_TABLE)
            area_vp[s->card_area[k]] += mintbid_cards[k].vp;
    memset(vp, 0, sizeof(int) * (MB_AI + 1));
    for (int a = 0; a < s->area_count; a++) {
        int m = mintbid_area_matches(s, a);
        for (int who = 0; who <= MB_AI; who++)
            if (s->area[a].controllers & who_bit(who)) {
                vp[who] += area_vp[a] + m;
                matches[who] += m;
            }
    }
    int culture = s->holder[MB_CULTURE];
    if (culture != MB_NOBODY)
        vp[culture] += matches[culture];
}

/* The AI's margin: its score less the best player's. */
static int ai_margin(const MintBidState *s)
{
    int vp[MB_AI + 1], best = -1000;
    all_vp(s, vp);
    for (int seat = 0; seat < s->base.players; seat++)
        best = vp[seat] > best ? vp[seat] : best;
    return vp[MB_AI] - best;
}

static bool ai_wins(const MintBidState *s);

/* How the game would end for the AI if it were scored now. */
typedef struct AiOutlook {
    bool wins;
    int margin;
} AiOutlook;

static AiOutlook ai_outlook(const MintBidState *s)
{
    int margin = ai_margin(s);
    /* Ahead or behind on VP decides; only a tie needs the tie-breaks. */
    return (AiOutlook){margin > 0 || (margin == 0 && ai_wins(s)), margin};
}

static bool outlook_better(AiOutlook a, AiOutlook b)
{
    return a.wins != b.wins ? a.wins : a.margin > b.margin;
}

/* Turning a card changes a score only if its two sides differ and it has a neighbour in its row
 * (the other turns leave everything as it is, so the AI need not weigh them). */
static bool turn_can_matter(const MintBidState *s, int card)
{
    if (mintbid_cards[card].left == mintbid_cards[card].right)
        return false;
    const MintBidArea *a = &s->area[s->card_area[card]];
    int col = s->card_col[card], row = s->card_row[card];
    return cell_at(a, col - 1, row) >= 0 || cell_at(a, col + 1, row) >= 0;
}

/* The rulebook: the AI uses an ability only if some use of it lets the AI win, and then the most
 * advantageous one. So a use is taken only when the AI would win after it, and only when it beats
 * leaving the table as it is (a win beats no win, then the wider margin over the best player).
 *
 * The AI's Production: the card to turn, or -1 to skip, and the outlook after that choice. The
 * table is left as it was. */
static int ai_pick_rotation(MintBidState *s, AiOutlook *after)
{
    AiOutlook best = ai_outlook(s);
    int pick = -1;
    for (int k = 0; k < MB_CARDS; k++) {
        if (s->where[k] != MB_ON_TABLE || !turn_can_matter(s, k))
            continue;
        s->rotated[k] = !s->rotated[k];
        AiOutlook outlook = ai_outlook(s);
        s->rotated[k] = !s->rotated[k];
        if (outlook.wins && outlook_better(outlook, best)) {
            best = outlook;
            pick = k;
        }
    }
    *after = best;
    return pick;
}

/* The outlook once the Utility is settled: when the AI also holds the Production, its own
 * rotation still follows (a player's later rotation is not foreseen). */
static AiOutlook outlook_after_utility(MintBidState *s)
{
    AiOutlook after = ai_outlook(s);
    if (s->holder[MB_PRODUCTION] == MB_AI)
        ai_pick_rotation(s, &after);
    return after;
}

static bool utility_move(MintBidState *s, int card, int col, int row, char *err, size_t errlen);

/* The AI's Utility: the best move by the rule above, or none. */
static void ai_utility(MintBidState *s)
{
    AiOutlook best = outlook_after_utility(s);
    MintBidState trial, chosen = *s;
    bool moved = false;
    for (int k = 0; k < MB_CARDS; k++) {
        if (s->where[k] != MB_ON_TABLE)
            continue;
        int width = s->area[s->card_area[k]].width;
        for (int col = 0; col <= width + 1; col++)
            for (int row = 1; row <= MB_ROWS; row++) {
                trial = *s;
                if (!utility_move(&trial, k, col, row, NULL, 0))
                    continue;
                AiOutlook outlook = outlook_after_utility(&trial);
                if (outlook.wins && outlook_better(outlook, best)) {
                    best = outlook;
                    chosen = trial;
                    moved = true;
                }
            }
    }
    if (moved)
        *s = chosen;
}

static void ai_production(MintBidState *s)
{
    AiOutlook after;
    int pick = ai_pick_rotation(s, &after);
    if (pick >= 0) {
        s->rotated[pick] = !s->rotated[pick];
        s->rotated_card = (int8_t)pick;
    }
}

/* Draws the Deed's location from the unused ones (in two-player games and solitaire only VP 2-5
 * locations are in play at all); -1 if none is left. */
static int draw_unused(MintBidState *s)
{
    int pool[MB_CARDS], n = 0;
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_UNUSED)
            pool[n++] = k;
    return n ? pool[rng_below(&s->rng, (uint32_t)n)] : -1;
}

/* How far the AI's own later abilities could move its margin over the best player at most: a
 * Utility move or a Production turn makes or breaks at most two matches, of its own or of a
 * player's, each worth two VP to whoever holds the Culture. */
static int own_abilities_reach(const MintBidState *s)
{
    return 4 * ((s->holder[MB_UTILITY] == MB_AI) + (s->holder[MB_PRODUCTION] == MB_AI));
}

/* The AI's outlook once it has settled its own later abilities as it would (a player's are not
 * foreseen). */
static AiOutlook outlook_after_own_abilities(const MintBidState *s)
{
    MintBidState trial = *s;
    if (trial.holder[MB_UTILITY] == MB_AI)
        ai_utility(&trial);
    if (trial.holder[MB_PRODUCTION] == MB_AI)
        ai_production(&trial);
    return ai_outlook(&trial);
}

/* The Deed is one of the rulebook's Special Abilities, which the AI uses only if there is a way for
 * it to win. Its location is drawn at random, so there is a way when some location it could draw,
 * laid where the AI lays it, lets it win (with its own later abilities); otherwise it leaves the
 * Deed unused. */
static bool ai_deed_could_win(const MintBidState *s)
{
    if (ai_outlook(s).wins) /* a location only adds to the AI's score */
        return true;
    int reach = own_abilities_reach(s);
    bool tried[7][4][4] = {{{false}}}; /* locations alike in VP and mints are laid alike */
    for (int k = 0; k < MB_CARDS; k++) {
        const MintBidCard *c = &mintbid_cards[k];
        if (s->where[k] != MB_UNUSED || tried[c->vp][c->left][c->right])
            continue;
        tried[c->vp][c->left][c->right] = true;
        MintBidState trial = *s;
        int col = 1, row = 1;
        ai_spot(&trial, k, &col, &row);
        lay_card(&trial, trial.ai_area, k, col, row);
        AiOutlook laid = ai_outlook(&trial);
        if (laid.wins)
            return true;
        /* (the search of its own abilities only where they could close the gap) */
        if (reach > 0 && laid.margin + reach >= 0 && outlook_after_own_abilities(&trial).wins)
            return true;
    }
    return false;
}

/* Plays the abilities from `from` on, the AI's at once, stopping at a seat's decision. */
static void run_abilities(MintBidState *s, MintBidPhase from)
{
    reset_auction(s);
    for (MintBidPhase phase = from; phase <= MB_PHASE_PRODUCTION; phase++) {
        int type = phase == MB_PHASE_DEED      ? MB_DEED
                   : phase == MB_PHASE_UTILITY ? MB_UTILITY
                                               : MB_PRODUCTION;
        int holder = s->holder[type];
        if (holder == MB_NOBODY)
            continue;
        if (phase == MB_PHASE_DEED) {
            if (holder == MB_AI && !ai_deed_could_win(s)) {
                s->deed_unused = true;
                continue;
            }
            int card = draw_unused(s);
            if (card < 0)
                continue;
            s->deed_card = (int8_t)card;
            s->where[card] = MB_ON_AUCTION;
            s->auction.card = (int8_t)card;
            if (holder == MB_AI) {
                int col = 1, row = 1;
                ai_spot(s, card, &col, &row);
                lay_card(s, s->ai_area, card, col, row);
                s->auction.card = -1;
                continue;
            }
        } else if (holder == MB_AI) {
            if (phase == MB_PHASE_UTILITY)
                ai_utility(s);
            else
                ai_production(s);
            continue;
        }
        s->phase = phase;
        return;
    }
    s->phase = MB_PHASE_OVER;
}

/* Moves a card to notation (col, row) of its own area, in the frame before the move; the block
 * must stay connected. */
static bool area_connected(const MintBidArea *a);

/* Whether a location may move to (col, row) of its block, false with the reason if not: on a
 * copy of the block, lifted, laid again, and still in one piece. */
static bool utility_move_allowed(const MintBidState *s, int card, int col, int row, char *err,
                                 size_t errlen)
{
    int area = s->card_area[card];
    int from_col = s->card_col[card] + 1, from_row = s->card_row[card] + 1;
    if (col == from_col && row == from_row)
        return fail(err, errlen, _("the location must move to another spot"));
    if (s->area[area].count < 2)
        return fail(err, errlen, _("the %s is alone in its block: there is nowhere to move it"),
                    card_name(card));
    MintBidArea block = s->area[area];
    block.cell[from_row - 1][from_col - 1] = -1;
    block.count--;
    if (!can_place_in(&block, area, col, row, err, errlen))
        return false;
    lay_in_grid(&block, card, col, row);
    normalise_grid(&block);
    if (!area_connected(&block))
        return fail(err, errlen, _("the block would fall apart"));
    return true;
}

/* Moves a location to another spot of its block; false with the reason, and nothing changed, if
 * it may not go there. */
static bool utility_move(MintBidState *s, int card, int col, int row, char *err, size_t errlen)
{
    if (!utility_move_allowed(s, card, col, row, err, errlen))
        return false;
    int area = s->card_area[card];
    lift_card(s, card);
    lay_card(s, area, card, col, row);
    normalise_area(s, area);
    s->utility_move[0] = (int8_t)card;
    s->utility_move[1] = (int8_t)area;
    return true;
}

/* ---------------------------------------------------------------- new game */

/* The option values (in mb_options order). */
enum { MB_OPTION_AI, MB_OPTION_STRENGTH };

static const OptionSpec mb_options[] = {
    {"ai", N_("AI card"),
     N_("An AI opponent card: needed for solitaire, optional with two players"), OPTION_CHOICE, 0,
     4, 0, ai_choices},
    {"strength", N_("AI strength"),
     N_("As printed: the AI card plays the tables printed on it. The others are our own "
        "additions: balanced (two players) plays our tables that give every card about even "
        "chances; tough bids one mint more; ruthless also rolls three dice and acts on the "
        "highest"),
     OPTION_CHOICE, 0, MB_STRENGTH_STANDARD, MB_STRENGTH_PRINTED, strength_choices},
};

/* The lobby shows the AI cards by name (beside "AI card", without their "The", to fit), and
 * offers one only where it plays (solitaire needs one; three or more players have none), and an AI
 * strength only with an AI card. */
static const char *mb_option_label(int option, int value)
{
    /* TRANSLATORS: the AI cards in the lobby, beside "AI card": "The Developer" without "The" */
    static const char *const ai_labels[] = {N_("None"), N_("Developer"), N_("Engineer"),
                                            N_("Industrialist"), N_("Curator")};
    /* TRANSLATORS: the AI strengths in the lobby, beside "AI strength": the tables printed on
     * the AI cards, our balanced two-player tables, then two harder ways of play ("Standard" is
     * an older name, never offered); short, the lobby gives them little room */
    static const char *const strength_labels[] = {N_("As printed"), N_("Balanced"), N_("Tough"),
                                                  N_("Ruthless"), N_("Standard")};
    return _(option == MB_OPTION_AI ? ai_labels[value] : strength_labels[value]);
}

static bool mb_option_allows(const GameOptions *opts, int option, int value)
{
    if (option == MB_OPTION_STRENGTH) {
        bool ai = opts->value[MB_OPTION_AI] != MB_AI_NONE;
        switch ((MintBidStrength)value) {
        case MB_STRENGTH_PRINTED:
            return true;
        case MB_STRENGTH_BALANCED:
            return ai && opts->players == 2;
        case MB_STRENGTH_TOUGH:
        case MB_STRENGTH_RUTHLESS:
            return ai;
        case MB_STRENGTH_STANDARD:
            return false;
        }
        return false;
    }
    if (opts->players == 1)
        return value != MB_AI_NONE;
    return opts->players == 2 || value == MB_AI_NONE;
}

static bool mb_validate_options(const GameOptions *opts, char *err, size_t errlen)
{
    int ai = opts->value[MB_OPTION_AI], strength = opts->value[MB_OPTION_STRENGTH];
    /* (older saves of games without an AI card name the strength standard) */
    if (strength != MB_STRENGTH_PRINTED && strength != MB_STRENGTH_STANDARD && ai == MB_AI_NONE)
        return fail(err, errlen, _("mintbid: an AI strength needs an AI card (ai=developer, ...)"));
    if (strength == MB_STRENGTH_BALANCED && opts->players != 2)
        return fail(err, errlen,
                    _("mintbid: the balanced tables are two-player tables (players=2); solitaire "
                      "plays the printed ones"));
    if (opts->players == 1 && ai == MB_AI_NONE)
        return fail(err, errlen,
                    _("mintbid: solitaire needs an AI card: ai=developer, engineer, "
                      "industrialist or curator"));
    if (opts->players >= 3 && ai != MB_AI_NONE)
        return fail(err, errlen,
                    _("mintbid: an AI card plays only in solitaire or a two-player game"));
    return true;
}

static void setup_table(MintBidState *s)
{
    int n = s->base.players;
    s->area_count = (int8_t)(s->mode == MB_MODE_FULL ? n : s->mode == MB_MODE_TWO_AI ? 3 : 2);
    s->ai_area = (int8_t)(s->mode == MB_MODE_TWO_AI ? 2 : s->mode == MB_MODE_SOLO ? 1 : -1);
    for (int a = 0; a < MB_AREAS_MAX; a++) {
        memset(s->area[a].cell, -1, sizeof s->area[a].cell);
        s->area[a].width = s->area[a].count = 0;
        s->area[a].controllers = 0;
    }
    for (int a = 0; a < s->area_count; a++) {
        if (a == s->ai_area)
            s->area[a].controllers = MB_AI_BIT;
        else if (s->mode == MB_MODE_FULL)
            s->area[a].controllers = (uint8_t)(who_bit(a) | who_bit((a + 1) % n));
        else
            s->area[a].controllers = (uint8_t)who_bit(a);
    }
}

static GameState *mb_new_game(const GameOptions *opts, uint64_t seed)
{
    MintBidState *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    int n = opts->players;
    s->base.rules = &mintbid_rules;
    s->base.players = n;
    rng_seed(&s->rng, seed);
    s->ai = (MintBidAiCard)opts->value[MB_OPTION_AI];
    s->ai_strength = (int8_t)opts->value[MB_OPTION_STRENGTH];
    s->mode = n >= 3   ? MB_MODE_FULL
              : n == 2 ? (s->ai ? MB_MODE_TWO_AI : MB_MODE_TWO)
                       : MB_MODE_SOLO;
    setup_table(s);
    bool full = s->mode == MB_MODE_FULL;
    s->income = (int8_t)(full ? 4 : 2);
    s->block_size = (int8_t)(full ? n - 1 : s->mode == MB_MODE_SOLO ? 1 : 2);
    int deck_size = full ? 4 * (n - 1) : s->mode == MB_MODE_SOLO ? 8 : 10;

    int pool[MB_CARDS], count = 0;
    for (int k = 0; k < MB_CARDS; k++) {
        if (full || (mintbid_cards[k].vp >= 2 && mintbid_cards[k].vp <= 5))
            pool[count++] = k;
        else
            s->where[k] = MB_OUT;
    }
    rng_shuffle(&s->rng, pool, count, sizeof pool[0]);
    for (int i = 0; i < count; i++) {
        s->where[pool[i]] = i < deck_size ? MB_IN_DECK : MB_UNUSED;
        if (i < deck_size)
            s->deck[s->deck_count++] = (int8_t)pool[i];
    }
    s->auctioneer = (int8_t)(s->mode == MB_MODE_SOLO ? 0 : rng_below(&s->rng, (uint32_t)n));
    for (int t = 0; t < MB_TYPES; t++)
        s->holder[t] = MB_NOBODY;
    s->deed_card = s->rotated_card = -1;
    s->utility_move[0] = s->utility_move[1] = -1;
    s->last_win.card = -1;
    start_round(s);
    return &s->base;
}

static GameState *mb_clone(const GameState *state)
{
    MintBidState *copy = malloc(sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, state, sizeof *copy);
    return &copy->base;
}

static void mb_free(GameState *state)
{
    free(state);
}

int mintbid_to_move(const MintBidState *s)
{
    const MintBidAuction *a = &s->auction;
    switch (s->phase) {
    case MB_PHASE_PICK:
    case MB_PHASE_CHOOSE_WINNER:
        return s->auctioneer;
    case MB_PHASE_OPEN:
        return a->turn;
    case MB_PHASE_PROPOSAL:
        return a->prop_to;
    case MB_PHASE_SECRET:
        return (s->auctioneer + a->secrets_in) % s->base.players;
    case MB_PHASE_SHARE:
        return a->winner;
    case MB_PHASE_AI_ANSWER:
        return a->answer_seat;
    case MB_PHASE_SOLO_BID:
    case MB_PHASE_SOLO_ANSWER:
        return 0;
    case MB_PHASE_PLACE:
        return a->placer;
    case MB_PHASE_DEED:
        return s->holder[MB_DEED];
    case MB_PHASE_UTILITY:
        return s->holder[MB_UTILITY];
    case MB_PHASE_PRODUCTION:
        return s->holder[MB_PRODUCTION];
    case MB_PHASE_OVER:
        break;
    }
    return GAME_OVER;
}

static int mb_to_move(const GameState *state)
{
    return mintbid_to_move(cmb(state));
}

/* ---------------------------------------------------------------- open auctions */

static bool withdrawn(const MintBidState *s, int seat)
{
    return (s->auction.withdrawn & who_bit(seat)) != 0;
}

static bool in_high_bid(const MintBidState *s, int seat)
{
    return s->auction.high_seat[0] == seat || s->auction.high_seat[1] == seat;
}

static bool partners_allowed(const MintBidState *s)
{
    return s->mode == MB_MODE_FULL;
}

/* Whether a seat could beat the current bid, alone or with a neighbour still in the auction. */
static bool can_beat(const MintBidState *s, int seat)
{
    int high = s->auction.high, own = s->mints[seat];
    if (own > high)
        return true;
    if (!partners_allowed(s) || own < 1)
        return false;
    const int side[2] = {mintbid_left_of(s, seat), mintbid_right_of(s, seat)};
    for (int i = 0; i < 2; i++)
        if (!withdrawn(s, side[i]) && s->mints[side[i]] >= 1 && own + s->mints[side[i]] > high)
            return true;
    return false;
}

/* Notes for the log that a seat could not beat `bid` and was passed over. */
static void pass_over(MintBidState *s, int seat, int bid)
{
    s->passed_over |= (uint8_t)who_bit(seat);
    s->passed_over_bid = (int8_t)bid;
}

/* Withdraws every seat outside the high bid that cannot beat it (until none is left). */
static void auto_withdraw(MintBidState *s)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int seat = 0; seat < s->base.players; seat++)
            if (!withdrawn(s, seat) && !in_high_bid(s, seat) && !can_beat(s, seat)) {
                s->auction.withdrawn |= (uint8_t)who_bit(seat);
                pass_over(s, seat, s->auction.high);
                changed = true;
            }
    }
}

static bool all_outside_withdrawn(const MintBidState *s)
{
    for (int seat = 0; seat < s->base.players; seat++)
        if (!withdrawn(s, seat) && !in_high_bid(s, seat))
            return false;
    return true;
}

static void ai_answers_or_award(MintBidState *s, int winner, int price);

/* The open auction is over: the high bid wins. */
static void end_open(MintBidState *s)
{
    MintBidAuction *a = &s->auction;
    int first = a->high_seat[0], second = a->high_seat[1];
    if (!partners_allowed(s)) {
        ai_answers_or_award(s, first, a->high);
        return;
    }
    if (second < 0) { /* a lone winner: it pays once it has picked the neighbour */
        a->winner = (int8_t)first;
        a->share_ok = 3;
        s->phase = MB_PHASE_SHARE;
        return;
    }
    int share0 = a->high_share[0], share1 = a->high_share[1];
    int placer = share0 > share1 ? first : share1 > share0 ? second : a->high_bidder;
    award(s, first, share0, second, share1, mintbid_block_between(s, first, second), placer);
}

/* Passes the turn on from `from`; ends the auction after a full turn without a new bid. A member
 * of the high bid who cannot beat it is passed over. */
static void advance_turn(MintBidState *s, int from)
{
    MintBidAuction *a = &s->auction;
    a->asked = 0;
    a->prop_from = a->prop_to = -1;
    s->phase = MB_PHASE_OPEN;
    int seat = from;
    for (int step = 0; step < 2 * MAX_SEATS; step++) {
        seat = mintbid_left_of(s, seat);
        if (withdrawn(s, seat))
            continue;
        if (seat == a->high_bidder)
            break;
        if (in_high_bid(s, seat) && !can_beat(s, seat))
            continue;
        a->turn = (int8_t)seat;
        return;
    }
    end_open(s);
}

static void new_high_bid(MintBidState *s, int bidder, int share, int partner, int partner_share)
{
    MintBidAuction *a = &s->auction;
    a->high = (int8_t)(share + partner_share);
    a->high_seat[0] = (int8_t)bidder;
    a->high_seat[1] = (int8_t)partner;
    a->high_share[0] = (int8_t)share;
    a->high_share[1] = (int8_t)partner_share;
    a->high_bidder = (int8_t)bidder;
    auto_withdraw(s);
    if (all_outside_withdrawn(s)) {
        end_open(s);
        return;
    }
    advance_turn(s, bidder);
}

/* ---------------------------------------------------------------- the AI in two-player games */

static int answer_skip(MintBidState *s, int seat)
{
    /* A player who cannot outbid the highest bid has nothing to answer. */
    return s->mints[seat] <= s->auction.best;
}

/* The next player to answer the AI's bid, or the outcome once both have had their chance. */
static void next_answer(MintBidState *s)
{
    MintBidAuction *a = &s->auction;
    while (a->answers < 2) {
        int seat = (s->auctioneer + a->answers) % 2;
        if (!answer_skip(s, seat)) {
            a->answer_seat = (int8_t)seat;
            s->phase = MB_PHASE_AI_ANSWER;
            return;
        }
        pass_over(s, seat, a->best);
        a->answers++;
    }
    if (a->best_seat == MB_AI)
        ai_takes(s);
    else
        award(s, a->best_seat, a->best, -1, 0, a->best_seat, a->best_seat);
}

/* The AI card's roll: one die, or for a ruthless card three, acting on the highest (its tables
 * run from its weakest answer to its strongest). */
static int ai_die(MintBidState *s)
{
    int count = s->ai_strength == MB_STRENGTH_RUTHLESS ? MB_AI_DICE_MAX : 1, roll = 0;
    for (int i = 0; i < count; i++) {
        s->ai_dice[i] = (int8_t)roll_die(s);
        roll = s->ai_dice[i] > roll ? s->ai_dice[i] : roll;
    }
    s->ai_dice_count = (int8_t)count;
    s->ai_roll = (int8_t)roll;
    s->ai_rolls++;
    return roll;
}

/* Mints a tough or ruthless AI card adds to every raise and bid. */
static int ai_extra(const MintBidState *s)
{
    return s->ai_strength == MB_STRENGTH_TOUGH || s->ai_strength == MB_STRENGTH_RUTHLESS ? 1 : 0;
}

bool mintbid_ai_balanced(const MintBidState *s)
{
    return s->mode == MB_MODE_TWO_AI && s->ai_strength != MB_STRENGTH_PRINTED;
}

MintBidAiCell mintbid_ai_cell(const MintBidState *s, int roll)
{
    MintBidAiCell cell = {MB_AI_ACT_NONE, 0};
    if (s->ai < MB_AI_DEVELOPER || s->ai > MB_AI_CURATOR || roll < 1 || roll > 6)
        return cell;
    if (s->mode == MB_MODE_SOLO) {
        int entry = solo_table[s->ai][roll - 1];
        cell.action = (int8_t)(entry == SOLO_W   ? MB_AI_ACT_WITHDRAW
                               : entry == SOLO_S ? MB_AI_ACT_TAKE
                                                 : MB_AI_ACT_RAISE);
        cell.step = (int8_t)(entry == SOLO_W ? 0 : (entry == SOLO_S ? 1 : entry) + ai_extra(s));
        return cell;
    }
    const int8_t *table = mintbid_ai_balanced(s) ? duo_balanced[s->ai] : duo_printed[s->ai];
    int step = table[roll - 1];
    cell.action = (int8_t)(step ? MB_AI_ACT_BID : MB_AI_ACT_PASS);
    cell.step = (int8_t)(step ? step + ai_extra(s) : 0);
    return cell;
}

/* Two players: the auction between the players is won by `winner` for `price`; with an AI card
 * the AI rolls first, and may outbid them. */
static void ai_answers_or_award(MintBidState *s, int winner, int price)
{
    if (s->mode != MB_MODE_TWO_AI) {
        award(s, winner, price, -1, 0, winner, winner);
        return;
    }
    MintBidAiCell cell = mintbid_ai_cell(s, ai_die(s));
    if (cell.action == MB_AI_ACT_PASS) {
        s->ai_action = MB_AI_ACT_PASS;
        s->ai_bid = 0;
        award(s, winner, price, -1, 0, winner, winner);
        return;
    }
    bool favourite = mintbid_cards[s->auction.card].type == mintbid_ai_favourite(s->ai);
    s->ai_action = MB_AI_ACT_BID;
    s->ai_bid = (int8_t)(price + cell.step + (favourite ? 1 : 0));
    MintBidAuction *a = &s->auction;
    a->best = s->ai_bid;
    a->best_seat = MB_AI;
    a->answers = 0;
    next_answer(s);
}

/* Two players: the auctioneer cannot open; the other may, or else it is free. */
static void open_two_player(MintBidState *s)
{
    MintBidAuction *a = &s->auction;
    int other = 1 - s->auctioneer;
    s->phase = MB_PHASE_OPEN;
    if (s->mints[s->auctioneer] >= 1) {
        a->turn = s->auctioneer;
    } else if (s->mints[other] >= 1) {
        a->turn = (int8_t)other;
    } else {
        a->free_take = true;
        ai_answers_or_award(s, s->auctioneer, 0);
    }
}

/* ---------------------------------------------------------------- closed auctions */

/* The placer of a closed win: the higher bid; equal bids: the chosen winner if any, else the
 * first of the two going left from the auctioneer. */
static void award_closed(MintBidState *s, int pair, int chosen)
{
    int a = pair, b = mintbid_left_of(s, pair);
    int bid_a = s->auction.secret[a], bid_b = s->auction.secret[b];
    int placer;
    if (bid_a != bid_b)
        placer = bid_a > bid_b ? a : b;
    else if (chosen >= 0)
        placer = chosen;
    else {
        int n = s->base.players;
        int da = (a - s->auctioneer + n) % n, db = (b - s->auctioneer + n) % n;
        placer = da < db ? a : b;
    }
    award(s, a, bid_a, b, bid_b, pair, placer);
}

static int pair_total(const MintBidState *s, int pair)
{
    return s->auction.secret[pair] + s->auction.secret[mintbid_left_of(s, pair)];
}

static int best_pair_total(const MintBidState *s)
{
    int best = -1;
    for (int p = 0; p < s->base.players; p++)
        best = pair_total(s, p) > best ? pair_total(s, p) : best;
    return best;
}

/* The winner of a closed tie picks a tied pair it belongs to (asking only if it has two). */
static void closed_winner(MintBidState *s, int winner)
{
    MintBidAuction *a = &s->auction;
    int best = best_pair_total(s), right = mintbid_right_of(s, winner);
    bool left_ok = pair_total(s, winner) == best, right_ok = pair_total(s, right) == best;
    a->winner = (int8_t)winner;
    if (left_ok && right_ok) {
        a->share_ok = 3;
        s->phase = MB_PHASE_SHARE;
        return;
    }
    award_closed(s, left_ok ? winner : right, winner);
}

static void resolve_closed(MintBidState *s)
{
    MintBidAuction *a = &s->auction;
    int n = s->base.players, best = best_pair_total(s), tied = 0, only = -1;
    a->revealed = true;
    unsigned in_tied = 0;
    for (int p = 0; p < n; p++)
        if (pair_total(s, p) == best) {
            tied++;
            only = p;
            in_tied |= who_bit(p) | who_bit(mintbid_left_of(s, p));
        }
    if (tied == 1) {
        award_closed(s, only, -1);
        return;
    }
    int top = -1;
    for (int seat = 0; seat < n; seat++)
        if ((in_tied & who_bit(seat)) && a->secret[seat] > top)
            top = a->secret[seat];
    unsigned candidates = 0;
    for (int seat = 0; seat < n; seat++)
        if ((in_tied & who_bit(seat)) && a->secret[seat] == top)
            candidates |= who_bit(seat);
    if (candidates & who_bit(s->auctioneer)) {
        closed_winner(s, s->auctioneer);
    } else if (popcount(candidates) == 1) {
        int seat = 0;
        while (!(candidates & who_bit(seat)))
            seat++;
        closed_winner(s, seat);
    } else {
        a->candidates = (uint8_t)candidates;
        s->phase = MB_PHASE_CHOOSE_WINNER;
    }
}

/* ---------------------------------------------------------------- solitaire */

static void solo_bid(MintBidState *s)
{
    MintBidAiCell cell = mintbid_ai_cell(s, ai_die(s));
    bool favourite = mintbid_cards[s->auction.card].type == mintbid_ai_favourite(s->ai);
    if (cell.action == MB_AI_ACT_WITHDRAW) {
        s->ai_action = MB_AI_ACT_WITHDRAW;
        s->ai_bid = 0;
        award(s, 0, 1, -1, 0, 0, 0);
        return;
    }
    if (cell.action == MB_AI_ACT_TAKE && favourite) {
        s->ai_action = MB_AI_ACT_TAKE;
        s->ai_bid = 0;
        ai_takes(s);
        return;
    }
    s->ai_action = MB_AI_ACT_RAISE;
    s->ai_bid = (int8_t)(1 + cell.step);
    s->phase = MB_PHASE_SOLO_ANSWER;
}

/* ---------------------------------------------------------------- reading moves */

static bool parse_area(const MintBidState *s, const char *text, int *area, char *err, size_t errlen)
{
    int letter = toupper((unsigned char)text[0]);
    if (strlen(text) != 1 || letter < 'A' || letter >= 'A' + s->area_count)
        return fail(err, errlen, _("'%s' is not an area: a letter A to %c"), text,
                    area_letter(s->area_count - 1));
    *area = letter - 'A';
    return true;
}

/* "A 3 1" from word i: an area, a column and a row. */
static bool parse_spot(const MintBidState *s, const MoveWords *w, int i, int *area, int *col,
                       int *row, char *err, size_t errlen)
{
    if (w->count < i + 3)
        return fail(err, errlen, _("name a spot as an area, a column and a row, e.g. A 2 1"));
    if (!parse_area(s, w->word[i], area, err, errlen))
        return false;
    if (!move_parse_number(w->word[i + 1], col) || !move_parse_number(w->word[i + 2], row))
        return fail(err, errlen, _("a column and a row are numbers, e.g. A 2 1"));
    return true;
}

/* ---------------------------------------------------------------- applying moves */

/* Each move's rules come in two parts: reading its text (the words' errors), then a function
 * shared with apply_code that checks the rest and then plays it, changing nothing when it
 * refuses. A check the text's reading made between two of its own is called there too, so every
 * message comes in the same order. */

static bool check_on_block(const MintBidState *s, int card, char *err, size_t errlen)
{
    if (s->where[card] != MB_IN_BLOCK)
        return fail(err, errlen, _("the %s is not on the auction block"), card_name(card));
    return true;
}

static bool pick(MintBidState *s, int seat, int card, bool closed, char *err, size_t errlen)
{
    bool full = s->mode == MB_MODE_FULL;
    if (!check_on_block(s, card, err, errlen))
        return false;
    if (closed && !full)
        return fail(err, errlen, _("two-player games use open auctions only"));
    if (!closed && full && s->mints[seat] < 1)
        return fail(err, errlen, _("you have no mints to open with: choose a closed auction"));
    put_on_auction(s, card);
    s->auction.closed = closed;
    if (closed) {
        s->phase = MB_PHASE_SECRET;
    } else if (full) {
        s->phase = MB_PHASE_OPEN;
        s->auction.turn = (int8_t)seat;
    } else {
        open_two_player(s);
    }
    return true;
}

static bool apply_pick(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    bool full = s->mode == MB_MODE_FULL;
    if (!move_word_is(w, 0, "auction"))
        return fail(err, errlen, _("you are the auctioneer: put a location up, e.g. auction %d %s"),
                    s->block[0] + 1, "open");
    if (w->count < 2 || w->count > 3 || (w->count == 2 && full))
        return fail(err, errlen,
                    _("write it as 'auction', the location's number and open or "
                      "closed, e.g. auction %d open"),
                    s->block[0] + 1);
    int card = mintbid_parse_card(w->word[1]);
    if (card < 0)
        return fail(err, errlen, _("'%s' is not a location number 1-30"), w->word[1]);
    if (!check_on_block(s, card, err, errlen))
        return false;
    bool closed = move_word_is(w, 2, "closed");
    if (w->count == 3 && !closed && !move_word_is(w, 2, "open"))
        return fail(err, errlen, _("an auction is open or closed, not '%s'"), w->word[2]);
    return pick(s, seat, card, closed, err, errlen);
}

/* Checks one share of a bid. */
static bool check_share(const MintBidState *s, int seat, int share, bool own, char *err,
                        size_t errlen)
{
    if (share < 1)
        return fail(err, errlen, _("each share must be at least 1 mint"));
    if (share > s->mints[seat]) {
        int mints = s->mints[seat];
        if (own)
            return fail(err, errlen,
                        plural_text("you have only %d mint", "you have only %d mints", mints),
                        mints);
        return fail(err, errlen,
                    plural_text("player %d has only %d mint", "player %d has only %d mints", mints),
                    seat + 1, mints);
    }
    return true;
}

static bool check_partners(const MintBidState *s, char *err, size_t errlen)
{
    if (!partners_allowed(s))
        return fail(err, errlen, _("two-player games have no partners: bid alone"));
    return true;
}

/* A bid of `own` mints alone (side -1), or a proposal to bid own + other with the neighbour on
 * `side` (0 left, 1 right). */
static bool bid(MintBidState *s, int seat, int own, int other, int side, char *err, size_t errlen)
{
    MintBidAuction *a = &s->auction;
    if (side >= 0 && !check_partners(s, err, errlen))
        return false;
    int total = own + other;
    if (total <= a->high)
        return fail(err, errlen, _("your bid must beat %d"), a->high);
    if (!check_share(s, seat, own, true, err, errlen))
        return false;
    if (side < 0) {
        new_high_bid(s, seat, own, -1, 0);
        return true;
    }
    int partner = side == 0 ? mintbid_left_of(s, seat) : mintbid_right_of(s, seat);
    if (withdrawn(s, partner))
        return fail(err, errlen, _("player %d has withdrawn from this auction"), partner + 1);
    if (a->asked & who_bit(partner))
        return fail(err, errlen, _("player %d has already refused you this turn"), partner + 1);
    if (!check_share(s, partner, other, false, err, errlen))
        return false;
    a->prop_from = (int8_t)seat;
    a->prop_to = (int8_t)partner;
    a->prop_share_from = (int8_t)own;
    a->prop_share_to = (int8_t)other;
    s->phase = MB_PHASE_PROPOSAL;
    return true;
}

/* "bid X" or "bid X+Y left|right" in an open auction. */
static bool apply_bid(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    const char *amount = w->count >= 2 ? w->word[1] : "";
    const char *plus = strchr(amount, '+');
    int own, other = 0;
    if (!plus) {
        if (w->count != 2 || !move_parse_number(amount, &own))
            return fail(err, errlen,
                        _("write a bid as 'bid 3', or with a neighbour as 'bid 2+1 "
                          "left'"));
        return bid(s, seat, own, 0, -1, err, errlen);
    }
    char first[16];
    snprintf(first, sizeof first, "%.*s", (int)(plus - amount), amount);
    if (w->count != 3 || !move_parse_number(first, &own) || !move_parse_number(plus + 1, &other))
        return fail(err, errlen,
                    _("write a partner bid as your share + your neighbour's and "
                      "its side, e.g. bid 2+1 left"));
    if (!check_partners(s, err, errlen))
        return false;
    if (!move_word_is(w, 2, "left") && !move_word_is(w, 2, "right"))
        return fail(err, errlen, _("only neighbours can be partners: name the left or right one"));
    return bid(s, seat, own, other, move_word_is(w, 2, "left") ? 0 : 1, err, errlen);
}

/* "pass" or "withdraw" in an open auction. */
static bool pass_or_withdraw(MintBidState *s, int seat, bool pass, char *err, size_t errlen)
{
    MintBidAuction *a = &s->auction;
    bool opening = a->high == 0;
    if (opening && seat == s->auctioneer)
        return fail(err, errlen, _("the auctioneer opens the auction: bid at least 1 mint"));
    if (opening) { /* two players: the other may open for an auctioneer without mints */
        if (pass)
            return fail(err, errlen, _("open with at least 1 mint, or withdraw"));
        a->withdrawn |= (uint8_t)who_bit(seat);
        a->free_take = true;
        ai_answers_or_award(s, s->auctioneer, 0);
        return true;
    }
    if (pass) {
        advance_turn(s, seat);
        return true;
    }
    if (in_high_bid(s, seat))
        return fail(err, errlen, _("you are part of the high bid: pass or bid higher"));
    a->withdrawn |= (uint8_t)who_bit(seat);
    auto_withdraw(s);
    if (all_outside_withdrawn(s))
        end_open(s);
    else
        advance_turn(s, seat);
    return true;
}

static bool apply_open(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    if (move_word_is(w, 0, "bid"))
        return apply_bid(s, seat, w, err, errlen);
    if (w->count != 1 || (!move_word_is(w, 0, "pass") && !move_word_is(w, 0, "withdraw")))
        return fail(err, errlen, _("bid, pass or withdraw"));
    return pass_or_withdraw(s, seat, move_word_is(w, 0, "pass"), err, errlen);
}

static void answer_proposal(MintBidState *s, bool agree)
{
    MintBidAuction *a = &s->auction;
    if (!agree) {
        a->asked |= (uint8_t)who_bit(a->prop_to);
        a->prop_from = a->prop_to = -1;
        s->phase = MB_PHASE_OPEN;
        return;
    }
    int from = a->prop_from, to = a->prop_to;
    int share_from = a->prop_share_from, share_to = a->prop_share_to;
    a->prop_from = a->prop_to = -1;
    a->asked = 0;
    new_high_bid(s, from, share_from, to, share_to);
}

static bool apply_proposal(MintBidState *s, const MoveWords *w, char *err, size_t errlen)
{
    MintBidAuction *a = &s->auction;
    if (w->count != 1 || (!move_word_is(w, 0, "agree") && !move_word_is(w, 0, "refuse")))
        return fail(err, errlen, _("player %d asks you to bid %d+%d with them: agree or refuse"),
                    a->prop_from + 1, a->prop_share_from, a->prop_share_to);
    answer_proposal(s, move_word_is(w, 0, "agree"));
    return true;
}

static bool secret_bid(MintBidState *s, int seat, int amount, char *err, size_t errlen)
{
    if (amount > s->mints[seat])
        return fail(err, errlen,
                    plural_text("you have only %d mint", "you have only %d mints", s->mints[seat]),
                    s->mints[seat]);
    s->auction.secret[seat] = (int8_t)amount;
    if (++s->auction.secrets_in == s->base.players)
        resolve_closed(s);
    return true;
}

static bool apply_secret(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    int amount;
    if (w->count != 2 || !move_word_is(w, 0, "secret") || !move_parse_number(w->word[1], &amount))
        return fail(err, errlen, _("choose your closed bid, e.g. secret 3 (0 to %d)"),
                    s->mints[seat]);
    return secret_bid(s, seat, amount, err, errlen);
}

/* `number`: the winner's seat counted from 1. */
static bool choose_winner(MintBidState *s, int number, char *err, size_t errlen)
{
    if (number < 1 || number > s->base.players || !(s->auction.candidates & who_bit(number - 1)))
        return fail(err, errlen, _("player %d is not among the tied highest bidders"), number);
    closed_winner(s, number - 1);
    return true;
}

static bool apply_winner(MintBidState *s, const MoveWords *w, char *err, size_t errlen)
{
    int number;
    if (w->count != 2 || !move_word_is(w, 0, "winner") || !move_parse_number(w->word[1], &number))
        return fail(err, errlen, _("name the winner of the tie by number, e.g. winner 2"));
    return choose_winner(s, number, err, errlen);
}

static bool share_with(MintBidState *s, int seat, bool left, char *err, size_t errlen)
{
    MintBidAuction *a = &s->auction;
    if (!(a->share_ok & (left ? 1 : 2)))
        return fail(err, errlen, _("player %d is not in a tied pair with you"),
                    (left ? mintbid_left_of(s, seat) : mintbid_right_of(s, seat)) + 1);
    if (a->closed) {
        award_closed(s, left ? seat : mintbid_right_of(s, seat), seat);
        return true;
    }
    int partner = left ? mintbid_left_of(s, seat) : mintbid_right_of(s, seat);
    award(s, seat, a->high, partner, 0, mintbid_block_between(s, seat, partner), seat);
    s->last_win.shared = true;
    return true;
}

static bool apply_share(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    bool left = move_word_is(w, 1, "left");
    if (w->count != 2 || !move_word_is(w, 0, "share") || (!left && !move_word_is(w, 1, "right")))
        return fail(err, errlen, _("pick the neighbour to share with: share left or share right"));
    return share_with(s, seat, left, err, errlen);
}

/* Outbidding the AI card's bid with `amount` mints, or passing (amount -1). */
static bool answer_ai(MintBidState *s, int seat, int amount, char *err, size_t errlen)
{
    MintBidAuction *a = &s->auction;
    if (amount >= 0) {
        if (amount <= a->best)
            return fail(err, errlen, _("your bid must beat %d"), a->best);
        if (amount > s->mints[seat])
            return fail(
                err, errlen,
                plural_text("you have only %d mint", "you have only %d mints", s->mints[seat]),
                s->mints[seat]);
        a->best = (int8_t)amount;
        a->best_seat = (int8_t)seat;
    }
    a->answers++;
    next_answer(s);
    return true;
}

static bool apply_ai_answer(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    int amount;
    if (w->count == 1 && move_word_is(w, 0, "pass"))
        return answer_ai(s, seat, -1, err, errlen);
    if (w->count != 2 || !move_word_is(w, 0, "bid") || !move_parse_number(w->word[1], &amount))
        return fail(err, errlen, _("%s bids %d: bid higher (e.g. bid %d) or pass"),
                    mintbid_ai_name(s->ai), s->ai_bid, s->auction.best + 1);
    return answer_ai(s, seat, amount, err, errlen);
}

/* Solitaire: withdrawing, opening with 1 mint, or raising the AI card's bid. */
typedef enum SoloMove { SOLO_WITHDRAW, SOLO_OPEN, SOLO_RAISE } SoloMove;

static bool solo_move(MintBidState *s, SoloMove move, char *err, size_t errlen)
{
    bool answer = s->phase == MB_PHASE_SOLO_ANSWER;
    if (move == SOLO_WITHDRAW) {
        /* (the AI's last roll, if any, stays on its card until it rolls again) */
        ai_takes(s);
        return true;
    }
    if (answer != (move == SOLO_RAISE))
        return false; /* the text's reading says why */
    if (!answer) {
        if (s->mints[0] < 1)
            return fail(err, errlen, _("you have no mints: withdraw"));
        solo_bid(s);
        return true;
    }
    int cost = s->ai_bid + 1;
    if (s->mints[0] < cost)
        return fail(err, errlen, _("a raise costs %d mints and you have %d"), cost, s->mints[0]);
    award(s, 0, cost, -1, 0, 0, 0);
    return true;
}

static bool apply_solo(MintBidState *s, const MoveWords *w, char *err, size_t errlen)
{
    bool answer = s->phase == MB_PHASE_SOLO_ANSWER;
    if (w->count == 1 && move_word_is(w, 0, "withdraw"))
        return solo_move(s, SOLO_WITHDRAW, err, errlen);
    if (!answer) {
        int amount = 0;
        if (w->count != 2 || !move_word_is(w, 0, "bid") ||
            !move_parse_number(w->word[1], &amount) || amount != 1)
            return fail(err, errlen, _("bid 1 or withdraw"));
        return solo_move(s, SOLO_OPEN, err, errlen);
    }
    if (w->count != 1 || !move_word_is(w, 0, "raise"))
        return fail(err, errlen, _("%s bids %d: raise (to %d) or withdraw"), mintbid_ai_name(s->ai),
                    s->ai_bid, s->ai_bid + 1);
    return solo_move(s, SOLO_RAISE, err, errlen);
}

/* Laying the location won (or a Deed's) at a valid area's spot. */
static bool place(MintBidState *s, int seat, int area, int col, int row, char *err, size_t errlen)
{
    if (s->phase == MB_PHASE_PLACE && area != s->auction.area) {
        if (s->mode == MB_MODE_FULL)
            return fail(err, errlen, _("the %s goes into block %c, between players %d and %d"),
                        card_name(s->auction.card), area_letter(s->auction.area),
                        s->auction.area + 1, mintbid_left_of(s, s->auction.area) + 1);
        return fail(err, errlen, _("the %s goes into area %c"), card_name(s->auction.card),
                    area_letter(s->auction.area));
    }
    if (s->phase == MB_PHASE_DEED && !mintbid_controls(s, area, seat))
        return fail(err, errlen, _("lay it in a block you control"));
    if (!mintbid_can_place(s, area, col, row, err, errlen))
        return false;
    lay_card(s, area, s->auction.card, col, row);
    if (s->phase == MB_PHASE_DEED)
        run_abilities(s, MB_PHASE_UTILITY);
    else
        after_location(s);
    return true;
}

static bool apply_place(MintBidState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    int area, col, row;
    if (!move_word_is(w, 0, "place") || w->count != 4)
        return fail(err, errlen,
                    _("lay the %s: place, an area, a column and a row, e.g. place "
                      "%c 1 1"),
                    card_name(s->auction.card),
                    area_letter(s->phase == MB_PHASE_PLACE ? s->auction.area : 0));
    if (!parse_spot(s, w, 1, &area, &col, &row, err, errlen))
        return false;
    return place(s, seat, area, col, row, err, errlen);
}

/* The location at a spot of a valid area; false with the reason when there is none. */
static bool location_at(const MintBidState *s, int area, int col, int row, int *card, char *err,
                        size_t errlen)
{
    *card = mintbid_card_at(s, area, col, row);
    if (*card < 0)
        return fail(err, errlen, _("there is no location at %c %d %d"), area_letter(area), col,
                    row);
    return true;
}

/* The Utility ability (moving the location at a spot of a valid area to a new spot), the
 * Production ability (rotating it: no new spot), or skipping the ability (area -1). */
static bool use_ability(MintBidState *s, int area, int col, int row, int to_col, int to_row,
                        char *err, size_t errlen)
{
    bool utility = s->phase == MB_PHASE_UTILITY;
    if (area < 0) {
        run_abilities(s, utility ? MB_PHASE_PRODUCTION : MB_PHASE_OVER);
        return true;
    }
    int card;
    if (!location_at(s, area, col, row, &card, err, errlen))
        return false;
    if (utility) {
        if (!utility_move(s, card, to_col, to_row, err, errlen))
            return false;
        run_abilities(s, MB_PHASE_PRODUCTION);
    } else {
        s->rotated[card] = !s->rotated[card];
        s->rotated_card = (int8_t)card;
        run_abilities(s, MB_PHASE_OVER);
    }
    return true;
}

/* "move A 2 1 3 2" or "rotate A 2 1" (or "skip"). */
static bool apply_ability(MintBidState *s, const MoveWords *w, char *err, size_t errlen)
{
    bool utility = s->phase == MB_PHASE_UTILITY;
    if (w->count == 1 && move_word_is(w, 0, "skip"))
        return use_ability(s, -1, 0, 0, 0, 0, err, errlen);
    const char *verb = utility ? "move" : "rotate";
    int need = utility ? 6 : 4;
    if (!move_word_is(w, 0, verb) || w->count != need)
        return fail(err, errlen, "%s",
                    utility ? _("move a location: move A 2 1 3 1 (from, then to), or skip")
                            : _("rotate a location: rotate A 2 1, or skip"));
    int area, col, row, card, to_col = 0, to_row = 0;
    if (!parse_spot(s, w, 1, &area, &col, &row, err, errlen) ||
        !location_at(s, area, col, row, &card, err, errlen))
        return false;
    if (utility &&
        (!move_parse_number(w->word[4], &to_col) || !move_parse_number(w->word[5], &to_row)))
        return fail(err, errlen, _("the new spot is a column and a row, e.g. move A 2 1 3 1"));
    return use_ability(s, area, col, row, to_col, to_row, err, errlen);
}

static bool mb_apply(GameState *state, const char *move, char *err, size_t errlen)
{
    MintBidState *s = mb(state);
    int seat = mintbid_to_move(s);
    if (seat == GAME_OVER)
        return fail(err, errlen, _("the game is over"));
    MoveWords w;
    if (!move_split(move, &w, err, errlen))
        return false;
    /* Work on a copy so that a refused move leaves the state unchanged. */
    MintBidState next = *s;
    next.passed_over = 0;
    bool ok = false;
    switch (s->phase) {
    case MB_PHASE_PICK:
        ok = apply_pick(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_OPEN:
        ok = apply_open(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_PROPOSAL:
        ok = apply_proposal(&next, &w, err, errlen);
        break;
    case MB_PHASE_SECRET:
        ok = apply_secret(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_CHOOSE_WINNER:
        ok = apply_winner(&next, &w, err, errlen);
        break;
    case MB_PHASE_SHARE:
        ok = apply_share(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_AI_ANSWER:
        ok = apply_ai_answer(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_SOLO_BID:
    case MB_PHASE_SOLO_ANSWER:
        ok = apply_solo(&next, &w, err, errlen);
        break;
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        ok = apply_place(&next, seat, &w, err, errlen);
        break;
    case MB_PHASE_UTILITY:
    case MB_PHASE_PRODUCTION:
        ok = apply_ability(&next, &w, err, errlen);
        break;
    case MB_PHASE_OVER:
        break;
    }
    if (!ok)
        return false;
    next.plies++;
    *s = next;
    return true;
}

/* A code's move in phase `phase` (which its verb must fit), as play_code plays it. */
static bool play_code(MintBidState *s, int seat, MoveCode code)
{
    int f[5];
    for (int i = 0; i < 5; i++)
        f[i] = mintbid_code_field(code, i);
    bool area = f[0] < s->area_count;
    switch (s->phase) {
    case MB_PHASE_PICK: {
        bool closed = mintbid_code_verb(code) == MB_VERB_AUCTION_CLOSED;
        return (closed || mintbid_code_verb(code) == MB_VERB_AUCTION_OPEN) && f[0] < MB_CARDS &&
               pick(s, seat, f[0], closed, NULL, 0);
    }
    case MB_PHASE_OPEN:
        switch (mintbid_code_verb(code)) {
        case MB_VERB_BID:
            return bid(s, seat, f[0], 0, -1, NULL, 0);
        case MB_VERB_BID_WITH:
            return f[2] < 2 && bid(s, seat, f[0], f[1], f[2], NULL, 0);
        case MB_VERB_PASS:
        case MB_VERB_WITHDRAW:
            return pass_or_withdraw(s, seat, mintbid_code_verb(code) == MB_VERB_PASS, NULL, 0);
        default:
            return false;
        }
    case MB_PHASE_PROPOSAL:
        if (mintbid_code_verb(code) != MB_VERB_AGREE && mintbid_code_verb(code) != MB_VERB_REFUSE)
            return false;
        answer_proposal(s, mintbid_code_verb(code) == MB_VERB_AGREE);
        return true;
    case MB_PHASE_SECRET:
        return mintbid_code_verb(code) == MB_VERB_SECRET && secret_bid(s, seat, f[0], NULL, 0);
    case MB_PHASE_CHOOSE_WINNER:
        return mintbid_code_verb(code) == MB_VERB_WINNER && choose_winner(s, f[0] + 1, NULL, 0);
    case MB_PHASE_SHARE:
        return mintbid_code_verb(code) == MB_VERB_SHARE && f[0] < 2 &&
               share_with(s, seat, f[0] == 0, NULL, 0);
    case MB_PHASE_AI_ANSWER:
        if (mintbid_code_verb(code) == MB_VERB_PASS)
            return answer_ai(s, seat, -1, NULL, 0);
        return mintbid_code_verb(code) == MB_VERB_BID && answer_ai(s, seat, f[0], NULL, 0);
    case MB_PHASE_SOLO_BID:
    case MB_PHASE_SOLO_ANSWER:
        switch (mintbid_code_verb(code)) {
        case MB_VERB_WITHDRAW:
            return solo_move(s, SOLO_WITHDRAW, NULL, 0);
        case MB_VERB_BID:
            return f[0] == 1 && solo_move(s, SOLO_OPEN, NULL, 0);
        case MB_VERB_RAISE:
            return solo_move(s, SOLO_RAISE, NULL, 0);
        default:
            return false;
        }
    case MB_PHASE_PLACE:
    case MB_PHASE_DEED:
        return mintbid_code_verb(code) == MB_VERB_PLACE && area &&
               place(s, seat, f[0], f[1], f[2], NULL, 0);
    case MB_PHASE_UTILITY:
    case MB_PHASE_PRODUCTION:
        if (mintbid_code_verb(code) == MB_VERB_SKIP)
            return use_ability(s, -1, 0, 0, 0, 0, NULL, 0);
        return mintbid_code_verb(code) ==
                   (s->phase == MB_PHASE_UTILITY ? MB_VERB_MOVE : MB_VERB_ROTATE) &&
               area && use_ability(s, f[0], f[1], f[2], f[3], f[4], NULL, 0);
    case MB_PHASE_OVER:
        break;
    }
    return false;
}

/* The same as mb_apply with the code's text, without the text. The functions play_code calls
 * check everything before they change anything. */
static bool mb_apply_code(GameState *state, MoveCode code)
{
    MintBidState *s = mb(state);
    int seat = mintbid_to_move(s);
    if (seat == GAME_OVER)
        return false;
    uint8_t passed_over = s->passed_over; /* the last move's, kept if this one is refused */
    s->passed_over = 0;
    if (!play_code(s, seat, code)) {
        s->passed_over = passed_over;
        return false;
    }
    s->plies++;
    return true;
}

/* ---------------------------------------------------------------- legal moves */

/* Proposals to each neighbour still in, for totals up to 4 above the current bid (apply accepts
 * every legal split and total). */
#define PROPOSAL_SPAN 4

static void list_open(const MintBidState *s, int seat, CodeList *out)
{
    const MintBidAuction *a = &s->auction;
    int own = s->mints[seat];
    bool opening = a->high == 0;
    for (int x = a->high + 1; x <= own; x++)
        codelist_add(out, mintbid_code(MB_VERB_BID, x, 0, 0));
    if (partners_allowed(s)) {
        const int partner[2] = {mintbid_left_of(s, seat), mintbid_right_of(s, seat)};
        for (int side = 0; side < 2; side++) {
            int p = partner[side];
            if (withdrawn(s, p) || (a->asked & who_bit(p)))
                continue;
            for (int total = a->high + 1; total <= a->high + PROPOSAL_SPAN; total++)
                for (int x = 1; x < total; x++)
                    if (x <= own && total - x <= s->mints[p])
                        codelist_add(out, mintbid_code(MB_VERB_BID_WITH, x, total - x, side));
        }
    }
    if (opening) {
        if (seat != s->auctioneer)
            codelist_add(out, mintbid_code(MB_VERB_WITHDRAW, 0, 0, 0));
        return;
    }
    codelist_add(out, mintbid_code(MB_VERB_PASS, 0, 0, 0));
    if (!in_high_bid(s, seat))
        codelist_add(out, mintbid_code(MB_VERB_WITHDRAW, 0, 0, 0));
}

static void list_spots(const MintBidState *s, int area, CodeList *out)
{
    int cols[2 * MB_COLS], rows[2 * MB_COLS];
    int n = mintbid_place_spots(s, area, cols, rows);
    for (int i = 0; i < n; i++)
        codelist_add(out, mintbid_code(MB_VERB_PLACE, area, cols[i], rows[i]));
}

static void list_utility(const MintBidState *s, CodeList *out)
{
    codelist_add(out, mintbid_code(MB_VERB_SKIP, 0, 0, 0));
    for (int k = 0; k < MB_CARDS; k++) {
        if (s->where[k] != MB_ON_TABLE)
            continue;
        int area = s->card_area[k], width = s->area[area].width;
        for (int col = 0; col <= width + 1; col++)
            for (int row = 1; row <= MB_ROWS; row++) {
                if (utility_move_allowed(s, k, col, row, NULL, 0))
                    codelist_add(out, mintbid_move_code(area, s->card_col[k] + 1,
                                                        s->card_row[k] + 1, col, row));
            }
    }
}

static void mb_legal_codes(const GameState *state, CodeList *out)
{
    const MintBidState *s = cmb(state);
    const MintBidAuction *a = &s->auction;
    int seat = mintbid_to_move(s);
    switch (s->phase) {
    case MB_PHASE_PICK:
        for (int i = 0; i < s->block_count; i++) {
            if (s->mode != MB_MODE_FULL || s->mints[seat] >= 1)
                codelist_add(out, mintbid_code(MB_VERB_AUCTION_OPEN, s->block[i], 0, 0));
            if (s->mode == MB_MODE_FULL)
                codelist_add(out, mintbid_code(MB_VERB_AUCTION_CLOSED, s->block[i], 0, 0));
        }
        break;
    case MB_PHASE_OPEN:
        list_open(s, seat, out);
        break;
    case MB_PHASE_PROPOSAL:
        codelist_add(out, mintbid_code(MB_VERB_AGREE, 0, 0, 0));
        codelist_add(out, mintbid_code(MB_VERB_REFUSE, 0, 0, 0));
        break;
    case MB_PHASE_SECRET:
        for (int x = 0; x <= s->mints[seat]; x++)
            codelist_add(out, mintbid_code(MB_VERB_SECRET, x, 0, 0));
        break;
    case MB_PHASE_CHOOSE_WINNER:
        for (int p = 0; p < s->base.players; p++)
            if (a->candidates & who_bit(p))
                codelist_add(out, mintbid_code(MB_VERB_WINNER, p, 0, 0));
        break;
    case MB_PHASE_SHARE:
        for (int side = 0; side < 2; side++)
            if (a->share_ok & (1 << side))
                codelist_add(out, mintbid_code(MB_VERB_SHARE, side, 0, 0));
        break;
    case MB_PHASE_AI_ANSWER:
        for (int x = a->best + 1; x <= s->mints[seat]; x++)
            codelist_add(out, mintbid_code(MB_VERB_BID, x, 0, 0));
        codelist_add(out, mintbid_code(MB_VERB_PASS, 0, 0, 0));
        break;
    case MB_PHASE_SOLO_BID:
        if (s->mints[0] >= 1)
            codelist_add(out, mintbid_code(MB_VERB_BID, 1, 0, 0));
        codelist_add(out, mintbid_code(MB_VERB_WITHDRAW, 0, 0, 0));
        break;
    case MB_PHASE_SOLO_ANSWER:
        if (s->mints[0] > s->ai_bid)
            codelist_add(out, mintbid_code(MB_VERB_RAISE, 0, 0, 0));
        codelist_add(out, mintbid_code(MB_VERB_WITHDRAW, 0, 0, 0));
        break;
    case MB_PHASE_PLACE:
        list_spots(s, a->area, out);
        break;
    case MB_PHASE_DEED:
        for (int area = 0; area < s->area_count; area++)
            if (mintbid_controls(s, area, seat))
                list_spots(s, area, out);
        break;
    case MB_PHASE_UTILITY:
        list_utility(s, out);
        break;
    case MB_PHASE_PRODUCTION:
        codelist_add(out, mintbid_code(MB_VERB_SKIP, 0, 0, 0));
        for (int k = 0; k < MB_CARDS; k++)
            if (s->where[k] == MB_ON_TABLE)
                codelist_add(out, mintbid_code(MB_VERB_ROTATE, s->card_area[k], s->card_col[k] + 1,
                                               s->card_row[k] + 1));
        break;
    case MB_PHASE_OVER:
        break;
    }
}

/* The words of each verb's text, in MintBidVerb's order; the numbers follow as the verb needs. */
static const char *const verb_words[] = {
    "auction", "auction", "bid",   "bid",   "pass",  "withdraw", "agree", "refuse",
    "secret",  "winner",  "share", "raise", "place", "skip",     "move",  "rotate",
};

/* " A 2 1": an area and a spot. */
static void put_spot(MoveWriter *w, const int *f)
{
    mw_char(w, ' ');
    mw_char(w, area_letter(f[0]));
    mw_char(w, ' ');
    mw_number(w, f[1]);
    mw_char(w, ' ');
    mw_number(w, f[2]);
}

/* Written by hand rather than with snprintf: the search formats moves often. */
static void mb_format_code(const GameState *state, MoveCode code, char out[MOVE_MAX])
{
    static const char *const sides[2] = {"left", "right"};
    (void)state;
    int f[5];
    for (int i = 0; i < 5; i++)
        f[i] = mintbid_code_field(code, i);
    MintBidVerb verb = mintbid_code_verb(code);
    MoveWriter w = mw_start(out);
    mw_text(&w, verb <= MB_VERB_ROTATE ? verb_words[verb] : "?");
    switch (verb) {
    case MB_VERB_AUCTION_OPEN:
    case MB_VERB_AUCTION_CLOSED:
        mw_char(&w, ' ');
        mw_number(&w, f[0] + 1);
        mw_text(&w, verb == MB_VERB_AUCTION_OPEN ? " open" : " closed");
        break;
    case MB_VERB_BID_WITH:
        mw_char(&w, ' ');
        mw_number(&w, f[0]);
        mw_char(&w, '+');
        mw_number(&w, f[1]);
        mw_char(&w, ' ');
        mw_text(&w, sides[f[2] & 1]);
        break;
    case MB_VERB_BID:
    case MB_VERB_SECRET:
        mw_char(&w, ' ');
        mw_number(&w, f[0]);
        break;
    case MB_VERB_WINNER:
        mw_char(&w, ' ');
        mw_number(&w, f[0] + 1);
        break;
    case MB_VERB_SHARE:
        mw_char(&w, ' ');
        mw_text(&w, sides[f[0] & 1]);
        break;
    case MB_VERB_PLACE:
    case MB_VERB_ROTATE:
        put_spot(&w, f);
        break;
    case MB_VERB_MOVE:
        put_spot(&w, f);
        mw_char(&w, ' ');
        mw_number(&w, f[3]);
        mw_char(&w, ' ');
        mw_number(&w, f[4]);
        break;
    default: /* pass, withdraw, agree, refuse, raise, skip: the word alone */
        break;
    }
    mw_end(&w);
}

/* ---------------------------------------------------------------- scores */

static void mb_scores(const GameState *state, int *out)
{
    const MintBidState *s = cmb(state);
    for (int seat = 0; seat < s->base.players; seat++)
        out[seat] = mintbid_vp(s, seat);
}

/* True if a ranks above b: more VP, then fewer locations, then more mints (the AI holds 0). */
static int compare_standing(const MintBidState *s, int a, int b)
{
    int va = mintbid_vp(s, a), vb = mintbid_vp(s, b);
    if (va != vb)
        return va > vb ? 1 : -1;
    int la = mintbid_locations(s, a), lb = mintbid_locations(s, b);
    if (la != lb)
        return la < lb ? 1 : -1;
    int ma = a == MB_AI ? 0 : s->mints[a], mb_ = b == MB_AI ? 0 : s->mints[b];
    return ma == mb_ ? 0 : ma > mb_ ? 1 : -1;
}

/* The seat ranking first by compare_standing (the lowest seat among equals). */
static int best_seat(const MintBidState *s)
{
    int best = 0;
    for (int seat = 1; seat < s->base.players; seat++)
        if (compare_standing(s, seat, best) > 0)
            best = seat;
    return best;
}

/* Whether the AI card beats the players: in solitaire a tie goes to the AI; with two players it
 * must rank strictly above the best of them. */
static bool ai_wins(const MintBidState *s)
{
    if (s->ai_area < 0)
        return false;
    if (s->mode == MB_MODE_SOLO)
        return mintbid_vp(s, MB_AI) >= mintbid_vp(s, 0);
    return compare_standing(s, MB_AI, best_seat(s)) > 0;
}

static int mb_winners(const GameState *state, bool *out)
{
    const MintBidState *s = cmb(state);
    int n = s->base.players, count = 0;
    int best = best_seat(s);
    bool ai_ahead = ai_wins(s);
    for (int seat = 0; seat < n; seat++) {
        out[seat] = !ai_ahead && compare_standing(s, seat, best) == 0;
        count += out[seat];
    }
    return count;
}

static const char *mb_other_winner(const GameState *state)
{
    const MintBidState *s = cmb(state);
    return ai_wins(s) ? mintbid_ai_name(s->ai) : NULL;
}

static void mb_score_sheet(const GameState *state, ScoreSheet *sheet)
{
    const MintBidState *s = cmb(state);
    memset(sheet, 0, sizeof *sheet);
    sheet->rows = 3;
    snprintf(sheet->label[0], sizeof sheet->label[0], "%s", _("Locations (VP)"));
    snprintf(sheet->label[1], sizeof sheet->label[1], "%s", _("Matches"));
    snprintf(sheet->label[2], sizeof sheet->label[2], "%s", _("Culture bonus"));
    for (int seat = 0; seat < s->base.players; seat++) {
        sheet->value[0][seat] = mintbid_location_vp(s, seat);
        sheet->value[1][seat] = mintbid_matches(s, seat);
        sheet->value[2][seat] = mintbid_culture_bonus(s, seat);
    }
    if (s->ai_area < 0)
        return;
    int ai = mintbid_vp(s, MB_AI);
    snprintf(sheet->rival, sizeof sheet->rival, "%s", mintbid_ai_name(s->ai));
    sheet->rival_score = ai;
    if (s->mode == MB_MODE_SOLO) {
        int you = mintbid_vp(s, 0);
        snprintf(sheet->note, sizeof sheet->note,
                 /* TRANSLATORS: the end of a solitaire game; %s is the AI card ("The Curator") */
                 you > ai ? _("You win with %d VP against %s's %d VP")
                          : _("You lose with %d VP against %s's %d VP"),
                 you, mintbid_ai_name(s->ai), ai);
    } else {
        int matches = mintbid_matches(s, MB_AI);
        snprintf(sheet->note, sizeof sheet->note,
                 /* TRANSLATORS: the AI card's score ("The Curator: 25 VP (...)") */
                 plural_text("%s: %d VP (%d from locations, %d match, %d Culture bonus)",
                             "%s: %d VP (%d from locations, %d matches, %d Culture bonus)",
                             matches),
                 mintbid_ai_name(s->ai), ai, mintbid_location_vp(s, MB_AI), matches,
                 mintbid_culture_bonus(s, MB_AI));
    }
}

/* ---------------------------------------------------------------- hidden information */

/* Only its mover may know a closed bid. */
static bool mb_secret_move(const GameState *before, const char *move)
{
    (void)move;
    return ((const MintBidState *)before)->phase == MB_PHASE_SECRET;
}

static void mb_determinize(GameState *state, int viewer, Rng *rng)
{
    MintBidState *s = mb(state);
    /* The deck and the unused locations are one unknown pool to everyone. */
    int pool[MB_CARDS], n = 0;
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] == MB_IN_DECK || s->where[k] == MB_UNUSED)
            pool[n++] = k;
    rng_shuffle(rng, pool, n, sizeof pool[0]);
    memset(s->deck, 0, sizeof s->deck); /* the cards drawn already are no guess: cleared */
    for (int i = 0; i < n; i++) {
        bool in_deck = i < s->deck_count;
        s->where[pool[i]] = in_deck ? MB_IN_DECK : MB_UNUSED;
        if (in_deck)
            s->deck[i] = (int8_t)pool[i];
    }
    MintBidAuction *a = &s->auction;
    if (s->phase == MB_PHASE_SECRET)
        for (int seat = 0; seat < s->base.players; seat++)
            if (seat != viewer && a->secret[seat] >= 0)
                a->secret[seat] = (int8_t)rng_range(rng, 0, s->mints[seat]);
    s->forced_count = 0;
    rng_seed(&s->rng, rng_next(rng));
}

static const char *const phase_names[] = {
    "pick",     "open",        "proposal", "secret", "choose_winner", "share",      "ai_answer",
    "solo_bid", "solo_answer", "place",    "deed",   "utility",       "production", "over"};
static const char *const ai_action_names[] = {"none", "withdraw", "raise", "take", "pass", "bid"};

static void add_int_array(StrBuf *json, const int *values, int n)
{
    sb_add(json, "[");
    for (int i = 0; i < n; i++)
        sb_addf(json, "%s%d", i ? "," : "", values[i]);
    sb_add(json, "]");
}

static void describe_areas(const MintBidState *s, StrBuf *json)
{
    sb_add(json, ",\"areas\":[");
    for (int area = 0; area < s->area_count; area++) {
        const MintBidArea *a = &s->area[area];
        sb_addf(json, "%s{\"name\":\"%c\",\"controllers\":[", area ? "," : "", area_letter(area));
        bool first = true;
        for (int who = 0; who <= MB_AI; who++)
            if (a->controllers & who_bit(who)) {
                sb_addf(json, "%s%d", first ? "" : ",", who == MB_AI ? -2 : who);
                first = false;
            }
        sb_addf(json, "],\"width\":%d,\"matches\":%d,\"rows\":[", a->width,
                mintbid_area_matches(s, area));
        for (int r = 0; r < MB_ROWS; r++) {
            sb_add(json, r ? ",[" : "[");
            for (int c = 0; c < a->width; c++) {
                int card = a->cell[r][c];
                if (card < 0)
                    sb_addf(json, "%snull", c ? "," : "");
                else
                    sb_addf(json, "%s{\"card\":%d,\"rotated\":%s}", c ? "," : "", card + 1,
                            s->rotated[card] ? "true" : "false");
            }
            sb_add(json, "]");
        }
        sb_add(json, "]}");
    }
    sb_add(json, "]");
}

static void describe_auction(const MintBidState *s, int viewer, StrBuf *json)
{
    const MintBidAuction *a = &s->auction;
    sb_addf(json, ",\"auction\":{\"card\":%d,\"closed\":%s", a->card + (a->card >= 0),
            a->closed ? "true" : "false");
    if (!a->closed) {
        sb_addf(json,
                ",\"turn\":%d,\"high\":%d,\"high_seats\":[%d,%d],\"high_shares\":[%d,%d]"
                ",\"bidder\":%d,\"withdrawn\":[",
                a->turn, a->high, a->high_seat[0], a->high_seat[1], a->high_share[0],
                a->high_share[1], a->high_bidder);
        bool first = true;
        for (int seat = 0; seat < s->base.players; seat++)
            if (withdrawn(s, seat)) {
                sb_addf(json, "%s%d", first ? "" : ",", seat);
                first = false;
            }
        sb_add(json, "]");
        if (s->phase == MB_PHASE_PROPOSAL)
            sb_addf(json, ",\"proposal\":{\"from\":%d,\"to\":%d,\"shares\":[%d,%d]}", a->prop_from,
                    a->prop_to, a->prop_share_from, a->prop_share_to);
    } else {
        sb_addf(json, ",\"revealed\":%s,\"secrets\":[", a->revealed ? "true" : "false");
        for (int seat = 0; seat < s->base.players; seat++) {
            sb_add(json, seat ? "," : "");
            if (a->secret[seat] < 0)
                sb_add(json, "\"waiting\"");
            else if (mintbid_secret_visible(s, seat, viewer))
                sb_addf(json, "%d", a->secret[seat]);
            else
                sb_add(json, "\"hidden\"");
        }
        sb_add(json, "]");
    }
    sb_addf(json, ",\"winner\":%d,\"candidates\":%d,\"share_ok\":%d,\"placer\":%d,\"area\":%d",
            a->winner, a->candidates, a->share_ok, a->placer, a->area);
    if (s->phase == MB_PHASE_AI_ANSWER)
        sb_addf(json, ",\"best\":%d,\"best_seat\":%d", a->best,
                a->best_seat == MB_AI ? -2 : a->best_seat);
    sb_add(json, "}");
}

static void mb_describe(const GameState *state, int viewer, StrBuf *json)
{
    const MintBidState *s = cmb(state);
    static const char *const mode_names[] = {"full", "two", "two_ai", "solo"};
    int n = s->base.players, values[MAX_SEATS] = {0};
    sb_addf(json,
            "{\"game\":\"mintbid\",\"viewer\":%d,\"players\":%d,\"mode\":\"%s\",\"phase\":"
            "\"%s\",\"to_move\":%d,\"round\":%d,\"auctioneer\":%d,\"deck\":%d",
            viewer, n, mode_names[s->mode], phase_names[s->phase], mintbid_to_move(s), s->round,
            s->auctioneer, s->deck_count);
    for (int i = 0; i < n; i++)
        values[i] = s->mints[i];
    sb_add(json, ",\"mints\":");
    add_int_array(json, values, n);
    for (int i = 0; i < n; i++)
        values[i] = mintbid_vp(s, i);
    sb_add(json, ",\"vp\":");
    add_int_array(json, values, n);
    sb_add(json, ",\"block\":[");
    for (int i = 0; i < s->block_count; i++)
        sb_addf(json, "%s%d", i ? "," : "", s->block[i] + 1);
    sb_addf(json, "],\"last_roll\":%d", s->last_roll);
    describe_areas(s, json);
    describe_auction(s, viewer, json);
    if (s->ai_area >= 0) { /* only with an AI card: without one there is no "ai" object */
        sb_addf(json,
                ",\"ai\":{\"card\":\"%s\",\"strength\":\"%s\",\"area\":%d,\"roll\":%d,"
                "\"dice\":[",
                ai_choices[s->ai], strength_choices[s->ai_strength], s->ai_area, s->ai_roll);
        for (int i = 0; i < s->ai_dice_count; i++)
            sb_addf(json, "%s%d", i ? "," : "", s->ai_dice[i]);
        sb_addf(json, "],\"action\":\"%s\",\"bid\":%d,\"vp\":%d}", ai_action_names[s->ai_action],
                s->ai_bid, mintbid_vp(s, MB_AI));
    }
    sb_add(json, ",\"holders\":[");
    for (int t = 0; t < MB_TYPES; t++)
        sb_addf(json, "%s%d", t ? "," : "", s->holder[t] == MB_AI ? -2 : s->holder[t]);
    sb_addf(json, "],\"deed_card\":%d,\"deed_unused\":%s}", s->deed_card + (s->deed_card >= 0),
            s->deed_unused ? "true" : "false");
}

/* ---------------------------------------------------------------- the log */

/* Every sentence is one format string for its case, so that each language words it its own way;
 * the sentences that follow a move are joined with ". " (describe_consequences). */

static const char *who_name(const MintBidState *s, int who, const char *const *names)
{
    return who == MB_AI ? mintbid_ai_name(s->ai) : names[who];
}

static void describe_win(const MintBidState *s, const char *const *names, StrBuf *out)
{
    const MintBidWin *w = &s->last_win;
    const char *card = card_name(w->card);
    sb_add(out, ". ");
    if (w->seat[0] == MB_AI) {
        /* TRANSLATORS: an AI card ("The Curator") takes a location ("Harbor") */
        sb_addf(out, _("%s takes the %s"), mintbid_ai_name(s->ai), card);
    } else if (w->free) {
        sb_addf(out, _("%s takes the %s for free"), names[w->seat[0]], card);
    } else if (w->shared) {
        sb_addf(out,
                /* TRANSLATORS: a player, a location, the price and the neighbour who shares it */
                plural_text("%s wins the %s for %d mint and shares it with %s",
                            "%s wins the %s for %d mints and shares it with %s", w->pay[0]),
                names[w->seat[0]], card, w->pay[0], names[w->seat[1]]);
    } else if (w->seat[1] < 0) {
        sb_addf(out,
                plural_text("%s wins the %s for %d mint", "%s wins the %s for %d mints", w->pay[0]),
                names[w->seat[0]], card, w->pay[0]);
    } else {
        /* TRANSLATORS: two partners win a location, each paying their own share ("2+1 mints") */
        sb_addf(out, _("%s and %s win the %s for %d+%d mints"), names[w->seat[0]],
                names[w->seat[1]], card, w->pay[0], w->pay[1]);
    }
}

/* What an AI card's roll made it do; a ruthless card names its three dice. */
static void describe_ai_roll(const MintBidState *s, StrBuf *out)
{
    const char *ai = mintbid_ai_name(s->ai);
    const int8_t *d = s->ai_dice;
    int roll = s->ai_roll, bid = s->ai_bid;
    sb_add(out, ". ");
    if (s->ai_dice_count == MB_AI_DICE_MAX) {
        switch (s->ai_action) {
        case MB_AI_ACT_WITHDRAW:
            /* TRANSLATORS: a ruthless AI card throws three dice and acts on the highest ("The
             * Curator rolls 2, 5 and 3, keeps the 5 and raises to 4") */
            sb_addf(out, _("%s rolls %d, %d and %d, keeps the %d and withdraws"), ai, d[0], d[1],
                    d[2], roll);
            return;
        case MB_AI_ACT_RAISE:
            sb_addf(out, _("%s rolls %d, %d and %d, keeps the %d and raises to %d"), ai, d[0], d[1],
                    d[2], roll, bid);
            return;
        case MB_AI_ACT_TAKE:
            sb_addf(out,
                    _("%s rolls %d, %d and %d, keeps the %d: its favourite type, it takes it at "
                      "once"),
                    ai, d[0], d[1], d[2], roll);
            return;
        case MB_AI_ACT_PASS:
            sb_addf(out, _("%s rolls %d, %d and %d, keeps the %d and passes"), ai, d[0], d[1], d[2],
                    roll);
            return;
        case MB_AI_ACT_BID:
            sb_addf(out, _("%s rolls %d, %d and %d, keeps the %d and bids %d"), ai, d[0], d[1],
                    d[2], roll, bid);
            return;
        default:
            sb_addf(out, _("%s rolls %d, %d and %d, keeps the %d"), ai, d[0], d[1], d[2], roll);
            return;
        }
    }
    switch (s->ai_action) {
    case MB_AI_ACT_WITHDRAW:
        sb_addf(out, _("%s rolls %d and withdraws"), ai, roll);
        return;
    case MB_AI_ACT_RAISE:
        sb_addf(out, _("%s rolls %d and raises to %d"), ai, roll, bid);
        return;
    case MB_AI_ACT_TAKE:
        sb_addf(out, _("%s rolls %d: its favourite type, it takes it at once"), ai, roll);
        return;
    case MB_AI_ACT_PASS:
        sb_addf(out, _("%s rolls %d and passes"), ai, roll);
        return;
    case MB_AI_ACT_BID:
        sb_addf(out, _("%s rolls %d and bids %d"), ai, roll, bid);
        return;
    default:
        sb_addf(out, _("%s rolls %d"), ai, roll);
        return;
    }
}

/* An area as its header on the board names it: "area B (Ana & Ben)", "area A (Ana's own area)". */
static void describe_area(const MintBidState *s, int area, const char *const *names, StrBuf *out)
{
    int who_list[2], count = 0;
    for (int who = 0; who <= MB_AI && count < 2; who++)
        if (mintbid_controls(s, area, who))
            who_list[count++] = who;
    if (count == 2)
        /* TRANSLATORS: an area (in a game of three or more: the block between two neighbours),
         * its letter and the two players who control it */
        sb_addf(out, _("area %c (%s & %s)"), area_letter(area), who_name(s, who_list[0], names),
                who_name(s, who_list[1], names));
    else if (count == 1)
        /* TRANSLATORS: in a two-player game each player (and an AI card) builds an own area */
        sb_addf(out, _("area %c (%s's own area)"), area_letter(area),
                who_name(s, who_list[0], names));
    else
        sb_addf(out, _("area %c"), area_letter(area));
}

/* A spot of the notation (column 0 and width + 1 are new columns) in the board's words:
 * "area B (Ana & Ben), top row, a new column on the right". */
static void describe_spot(const MintBidState *s, int area, int col, int row,
                          const char *const *names, StrBuf *out)
{
    const MintBidArea *a = &s->area[area];
    StrBuf where = STRBUF_INIT;
    describe_area(s, area, names, &where);
    const char *area_text = sb_str(&where);
    bool top = row == 1;
    if (a->count == 0) /* the first card of an area: nothing to tell it from */
        sb_add(out, area_text);
    else if (col == 0)
        sb_addf(out,
                /* TRANSLATORS: where a card is laid; %s is an area ("area B (Ana & Ben)") */
                top ? _("%s, top row, a new column on the left")
                    : _("%s, bottom row, a new column on the left"),
                area_text);
    else if (col == a->width + 1)
        sb_addf(out,
                top ? _("%s, top row, a new column on the right")
                    : _("%s, bottom row, a new column on the right"),
                area_text);
    else
        sb_addf(out, top ? _("%s, top row, column %d") : _("%s, bottom row, column %d"), area_text,
                col);
    sb_free(&where);
}

/* The seats that could not beat a bid in the last move (the auction may be over since). */
static void describe_passed_over(const MintBidState *s, const char *const *names, StrBuf *out)
{
    for (int seat = 0; seat < s->base.players; seat++)
        if (s->passed_over & who_bit(seat)) {
            sb_add(out, ". ");
            sb_addf(out, _("%s cannot beat %d and is out"), names[seat], s->passed_over_bid);
        }
}

/* What happened by itself after the move: reveals, withdrawals, rolls, wins, rounds, the end. */
static void describe_consequences(const MintBidState *before, const MintBidState *after,
                                  const char *const *names, StrBuf *out)
{
    int n = before->base.players;
    if (before->phase == MB_PHASE_SECRET && after->phase != MB_PHASE_SECRET) {
        /* TRANSLATORS: followed by every player's name and closed bid ("Ana 2, Ben 0") */
        sb_addf(out, ". %s", _("The bids are revealed:"));
        for (int seat = 0; seat < n; seat++)
            sb_addf(out, "%s %s %d", seat ? "," : "", names[seat], after->auction.secret[seat]);
    }
    bool ai_rolled = after->ai_rolls > before->ai_rolls;
    if (!ai_rolled)
        describe_passed_over(after, names, out);
    if (before->phase == MB_PHASE_CHOOSE_WINNER || before->phase == MB_PHASE_SECRET)
        if (after->phase == MB_PHASE_SHARE) {
            sb_add(out, ". ");
            sb_addf(out, _("%s wins the tie and picks a partner"), names[after->auction.winner]);
        }
    if (before->phase == MB_PHASE_OPEN && after->phase == MB_PHASE_SHARE) {
        sb_add(out, ". ");
        sb_addf(out, _("%s wins alone and picks a neighbour to share with"),
                names[after->auction.winner]);
    }
    if (ai_rolled) { /* those who cannot beat the AI's bid are passed over after its roll */
        describe_ai_roll(after, out);
        describe_passed_over(after, names, out);
    }
    if (after->wins > before->wins)
        describe_win(after, names, out);
    if (after->rolls > before->rolls) {
        bool any = false;
        for (int seat = 0; seat < n; seat++)
            any |= after->roll_total[seat] > before->roll_total[seat];
        sb_add(out, ". ");
        if (!any)
            sb_addf(out, _("The die shows %d: nobody gains"), after->last_roll);
        else
            /* TRANSLATORS: followed by who gains mints ("Ana gains 1, Ben gains 2") */
            sb_addf(out, _("The die shows %d:"), after->last_roll);
        for (int seat = 0, listed = 0; seat < n; seat++) {
            int gain = after->roll_total[seat] - before->roll_total[seat];
            if (gain > 0) {
                sb_add(out, listed++ ? ", " : " ");
                /* TRANSLATORS: a player gains that many mints from the die's roll */
                sb_addf(out, _("%s gains %d"), names[seat], gain);
            }
        }
    }
    if (after->round > before->round) {
        /* the new block (in solitaire, the one card it holds is on auction already) */
        int cards[MB_CARDS], count = 0;
        for (int i = 0; i < after->block_count; i++)
            cards[count++] = after->block[i];
        if (after->mode == MB_MODE_SOLO)
            cards[count++] = after->auction.card;
        sb_add(out, ". ");
        if (after->mode == MB_MODE_SOLO)
            /* TRANSLATORS: a new solitaire round: the player's income and the round's location */
            sb_addf(out, _("Round %d: %s gains %d mints; up for auction: the %s"), after->round,
                    names[0], after->income, card_name(count ? cards[0] : -1));
        else
            /* TRANSLATORS: a new round's income, and the first location on the auction block
             * (the others follow as ", the %s") */
            sb_addf(out, _("Round %d: everyone gains %d mints; on the block: the %s"), after->round,
                    after->income, card_name(count ? cards[0] : -1));
        for (int i = 1; i < count; i++)
            /* TRANSLATORS: the next location on the auction block, after "on the block: the %s" */
            sb_addf(out, _(", the %s"), card_name(cards[i]));
    }
    if (before->holder[MB_DEED] == MB_NOBODY && before->phase < MB_PHASE_DEED &&
        after->phase >= MB_PHASE_DEED) {
        sb_addf(out, ". %s", _("The game ends"));
        for (int t = 0; t < MB_TYPES; t++)
            if (after->holder[t] != MB_NOBODY) {
                sb_add(out, "; ");
                /* TRANSLATORS: a player (or AI card) has the most locations of a type ("Deed")
                 * and so holds that ability at the end */
                sb_addf(out, _("%s has the most %s"), who_name(after, after->holder[t], names),
                        mintbid_type_name(t));
            }
    }
    if (after->deed_unused && !before->deed_unused) {
        sb_add(out, ". ");
        /* TRANSLATORS: an AI card holds the Deed but no location it could draw would let it win,
         * so (by the rulebook) it does not use it */
        sb_addf(out, _("%s cannot win, so it leaves the Deed unused"), mintbid_ai_name(after->ai));
    }
    if (after->deed_card >= 0 && before->deed_card < 0) {
        sb_add(out, ". ");
        if (after->holder[MB_DEED] == MB_AI)
            /* TRANSLATORS: the Deed ability draws a location; an AI card lays it */
            sb_addf(out, _("The Deed draws the %s and %s lays it"), card_name(after->deed_card),
                    mintbid_ai_name(after->ai));
        else
            sb_addf(out, _("The Deed draws the %s"), card_name(after->deed_card));
    }
    if (after->utility_move[0] >= 0 && before->utility_move[0] < 0 &&
        after->holder[MB_UTILITY] == MB_AI) {
        sb_add(out, ". ");
        /* TRANSLATORS: an AI card uses the Utility ability on a location */
        sb_addf(out, _("%s moves the %s"), mintbid_ai_name(after->ai),
                card_name(after->utility_move[0]));
    }
    if (after->rotated_card >= 0 && before->rotated_card < 0 &&
        after->holder[MB_PRODUCTION] == MB_AI) {
        sb_add(out, ". ");
        /* TRANSLATORS: an AI card uses the Production ability on a location */
        sb_addf(out, _("%s turns the %s around"), mintbid_ai_name(after->ai),
                card_name(after->rotated_card));
    }
    if (after->phase == MB_PHASE_OVER && before->phase != MB_PHASE_OVER)
        sb_addf(out, ". %s", _("Final scores are in"));
}

static void mb_describe_move(const GameState *state, const char *move, const char *const *names,
                             StrBuf *out)
{
    const MintBidState *before = cmb(state);
    MintBidState after = *before;
    int seat = mintbid_to_move(before);
    size_t start = out->len;
    MoveWords w;
    if (seat == GAME_OVER || !move_split(move, &w, NULL, 0) ||
        !mb_apply(&after.base, move, NULL, 0)) {
        sb_addf(out, "%s: %s", seat >= 0 ? names[seat] : "?", move);
        return;
    }
    const char *name = names[seat], *verb = w.word[0];
    const MintBidAuction *a = &before->auction;
    if (!strcmp(verb, "auction")) {
        const char *card = card_name(after.auction.card);
        if (after.auction.closed)
            sb_addf(out, _("%s puts the %s up for a closed auction"), name, card);
        else
            sb_addf(out, _("%s puts the %s up for an open auction"), name, card);
    } else if (!strcmp(verb, "bid") && w.count == 3) {
        int partner = move_word_is(&w, 2, "left") ? mintbid_left_of(before, seat)
                                                  : mintbid_right_of(before, seat);
        /* TRANSLATORS: a proposal: the first player asks a neighbour to bid together, the first
         * share being the asker's ("Ana asks Ben to bid 2+1 together (Ana first)") */
        sb_addf(out, _("%s asks %s to bid %d+%d together (%s first)"), name, names[partner],
                after.auction.prop_share_from, after.auction.prop_share_to, name);
    } else if (!strcmp(verb, "bid") && before->phase == MB_PHASE_SOLO_BID) {
        sb_addf(out, _("%s bids 1 for the %s"), name, card_name(a->card));
    } else if (!strcmp(verb, "bid")) {
        int amount = 0;
        move_parse_number(w.word[1], &amount);
        sb_addf(out, _("%s bids %d"), name, amount);
    } else if (!strcmp(verb, "agree")) {
        /* TRANSLATORS: the asked neighbour agrees; then the asker and the neighbour, and their
         * shares */
        sb_addf(out, _("%s agrees: %s and %s bid %d+%d"), name, names[a->prop_from], name,
                a->prop_share_from, a->prop_share_to);
    } else if (!strcmp(verb, "refuse")) {
        sb_addf(out, _("%s refuses to bid with %s"), name, names[a->prop_from]);
    } else if (!strcmp(verb, "pass")) {
        sb_addf(out, _("%s passes"), name);
    } else if (!strcmp(verb, "withdraw")) {
        sb_addf(out, _("%s withdraws"), name);
    } else if (!strcmp(verb, "secret")) {
        sb_addf(out, _("%s bids in secret"), name);
    } else if (!strcmp(verb, "winner")) {
        int winner = 1;
        move_parse_number(w.word[1], &winner);
        /* TRANSLATORS: the auctioneer names the winner of a tie of closed bids */
        sb_addf(out, _("%s names %s the winner of the tie"), name, names[winner - 1]);
    } else if (!strcmp(verb, "share") && a->closed) {
        int partner = move_word_is(&w, 1, "left") ? mintbid_left_of(before, seat)
                                                  : mintbid_right_of(before, seat);
        sb_addf(out, _("%s picks %s as partner"), name, names[partner]);
    } else if (!strcmp(verb, "share")) {
        /* the win line says it all */
    } else if (!strcmp(verb, "raise")) {
        sb_addf(out, _("%s raises to %d"), name, before->ai_bid + 1);
    } else if (!strcmp(verb, "place")) {
        int area = 0, col = 0, row = 0;
        parse_spot(before, &w, 1, &area, &col, &row, NULL, 0);
        int card = before->phase == MB_PHASE_DEED ? before->deed_card : a->card;
        StrBuf spot = STRBUF_INIT;
        describe_spot(before, area, col, row, names, &spot);
        /* TRANSLATORS: a player, a location, and where it goes ("area B (Ana & Ben), top row,
         * column 2") */
        sb_addf(out, _("%s lays the %s in %s"), name, card_name(card), sb_str(&spot));
        sb_free(&spot);
    } else if (!strcmp(verb, "move")) {
        int area = 0, col = 0, row = 0;
        parse_spot(before, &w, 1, &area, &col, &row, NULL, 0);
        move_parse_number(w.word[4], &col);
        move_parse_number(w.word[5], &row);
        StrBuf spot = STRBUF_INIT;
        describe_spot(before, area, col, row, names, &spot);
        /* TRANSLATORS: the Utility ability moves a location to another spot ("area B (Ana &
         * Ben), top row, column 2") */
        sb_addf(out, _("%s moves the %s to %s (Utility)"), name, card_name(after.utility_move[0]),
                sb_str(&spot));
        sb_free(&spot);
    } else if (!strcmp(verb, "rotate")) {
        sb_addf(out, _("%s turns the %s around (Production)"), name, card_name(after.rotated_card));
    } else if (before->phase == MB_PHASE_UTILITY) {
        sb_addf(out, _("%s skips the Utility ability"), name);
    } else {
        sb_addf(out, _("%s skips the Production ability"), name);
    }
    StrBuf more = STRBUF_INIT;
    describe_consequences(before, &after, names, &more);
    /* Each consequence starts with ". "; without a verb sentence the first one opens the line. */
    sb_add(out, out->len == start && more.len > 2 ? sb_str(&more) + 2 : sb_str(&more));
    sb_free(&more);
}

/* ---------------------------------------------------------------- a move for its player */

/* Laying a card, or moving one with the Utility ability, worded for its player. */
static void word_spot_move(const MintBidState *before, const MintBidState *after,
                           const MoveWords *w, const char *const *names, StrBuf *out)
{
    int area = 0, col = 0, row = 0;
    parse_spot(before, w, 1, &area, &col, &row, NULL, 0);
    bool move = !strcmp(w->word[0], "move");
    if (move) {
        move_parse_number(w->word[4], &col);
        move_parse_number(w->word[5], &row);
    }
    StrBuf spot = STRBUF_INIT;
    describe_spot(before, area, col, row, names, &spot);
    int card = before->phase == MB_PHASE_DEED ? before->deed_card : before->auction.card;
    if (move)
        /* TRANSLATORS: a Mint Bid move for its player: a location, where it goes ("area B (Ana
         * & Ben), top row, column 2") */
        sb_addf(out, _("move the %s to %s (Utility)"), card_name(after->utility_move[0]),
                sb_str(&spot));
    else
        /* TRANSLATORS: a Mint Bid move for its player: a location, where it goes */
        sb_addf(out, _("lay the %s in %s"), card_name(card), sb_str(&spot));
    sb_free(&spot);
}

/* The neighbour a move's "left" or "right" names. */
static int named_neighbour(const MintBidState *s, const MoveWords *w, int word, int seat)
{
    return move_word_is(w, word, "left") ? mintbid_left_of(s, seat) : mintbid_right_of(s, seat);
}

/* A move worded for its player (a hint, a review): an infinitive phrase, a closed bid named as
 * its bidder knows it. */
static void mb_describe_own_move(const GameState *state, const char *move, const char *const *names,
                                 StrBuf *out)
{
    const MintBidState *before = cmb(state);
    MintBidState after = *before;
    int seat = mintbid_to_move(before), amount = 0;
    MoveWords w;
    move_split(move, &w, NULL, 0);
    mb_apply(&after.base, move, NULL, 0);
    const char *verb = w.word[0];
    const MintBidAuction *a = &before->auction;
    const char *card = card_name(a->card);
    if (w.count > 1)
        move_parse_number(w.word[1], &amount);
    /* TRANSLATORS: Mint Bid moves worded for their player (a hint, a review): infinitive
     * phrases, as they follow "would" in English; "the %s" is a location */
    if (!strcmp(verb, "auction"))
        sb_addf(out,
                after.auction.closed ? _("put the %s up for a closed auction")
                                     : _("put the %s up for an open auction"),
                card_name(after.auction.card));
    else if (!strcmp(verb, "bid") && w.count == 3)
        /* TRANSLATORS: a proposal to a neighbour: the neighbour, the player's share, theirs */
        sb_addf(out, _("ask %s to bid %d+%d together"), names[named_neighbour(before, &w, 2, seat)],
                after.auction.prop_share_from, after.auction.prop_share_to);
    else if (!strcmp(verb, "bid") || !strcmp(verb, "secret"))
        sb_addf(out,
                !strcmp(verb, "bid")
                    ? plural_text("bid %d mint for the %s", "bid %d mints for the %s",
                                  (unsigned long)amount)
                    : plural_text("bid %d mint in secret for the %s",
                                  "bid %d mints in secret for the %s", (unsigned long)amount),
                amount, card);
    else if (!strcmp(verb, "agree"))
        /* TRANSLATORS: the asker, the asker's share, the player's own */
        sb_addf(out, _("agree to bid with %s, %d+%d"), names[a->prop_from], a->prop_share_from,
                a->prop_share_to);
    else if (!strcmp(verb, "refuse"))
        sb_addf(out, _("refuse to bid with %s"), names[a->prop_from]);
    else if (!strcmp(verb, "pass"))
        sb_add(out, _("pass"));
    else if (!strcmp(verb, "withdraw"))
        sb_addf(out, _("withdraw from the auction of the %s"), card);
    else if (!strcmp(verb, "winner"))
        sb_addf(out, _("name %s the winner of the tie"), names[amount > 0 ? amount - 1 : 0]);
    else if (!strcmp(verb, "share"))
        sb_addf(out, _("share the %s with %s"), card, names[named_neighbour(before, &w, 1, seat)]);
    else if (!strcmp(verb, "raise"))
        sb_addf(out, _("raise the bid to %d"), before->ai_bid + 1);
    else if (!strcmp(verb, "place") || !strcmp(verb, "move"))
        word_spot_move(before, &after, &w, names, out);
    else if (!strcmp(verb, "rotate"))
        sb_addf(out, _("turn the %s around (Production)"), card_name(after.rotated_card));
    else if (before->phase == MB_PHASE_UTILITY)
        sb_add(out, _("skip the Utility ability"));
    else
        sb_add(out, _("skip the Production ability"));
}

/* ---------------------------------------------------------------- invariants */

static bool check_area(const MintBidState *s, int area, int *on_table, char *err, size_t errlen)
{
    const MintBidArea *a = &s->area[area];
    int count = 0, hi = -1;
    bool first_column = a->count == 0;
    for (int c = 0; c < MB_COLS; c++)
        for (int r = 0; r < MB_ROWS; r++) {
            int card = a->cell[r][c];
            if (card < 0)
                continue;
            if (card >= MB_CARDS || s->where[card] != MB_ON_TABLE || s->card_area[card] != area ||
                s->card_col[card] != c || s->card_row[card] != r)
                return fail(err, errlen, "area %c: card %d at %d,%d is misfiled", area_letter(area),
                            card + 1, c, r);
            count++;
            hi = c;
            first_column |= c == 0;
        }
    if (count != a->count || hi + 1 != a->width || !first_column)
        return fail(err, errlen, "area %c: %d cards, width %d do not fit its grid",
                    area_letter(area), a->count, a->width);
    if (!area_connected(a))
        return fail(err, errlen, "area %c is not one connected group", area_letter(area));
    *on_table += count;
    return true;
}

static bool mb_check_invariants(const GameState *state, char *err, size_t errlen)
{
    const MintBidState *s = cmb(state);
    int counts[MB_OUT + 1] = {0}, on_table = 0;
    for (int k = 0; k < MB_CARDS; k++) {
        if (s->where[k] < MB_IN_DECK || s->where[k] > MB_OUT)
            return fail(err, errlen, "card %d is nowhere", k + 1);
        counts[s->where[k]]++;
    }
    for (int i = 0; i < s->deck_count; i++)
        if (s->where[s->deck[i]] != MB_IN_DECK)
            return fail(err, errlen, "the deck holds card %d, which is elsewhere", s->deck[i] + 1);
    for (int i = 0; i < s->block_count; i++)
        if (s->where[s->block[i]] != MB_IN_BLOCK)
            return fail(err, errlen, "the block holds card %d, which is elsewhere",
                        s->block[i] + 1);
    if (counts[MB_IN_DECK] != s->deck_count || counts[MB_IN_BLOCK] != s->block_count)
        return fail(err, errlen, "%d cards in the deck and %d on the block, listed %d and %d",
                    counts[MB_IN_DECK], counts[MB_IN_BLOCK], s->deck_count, s->block_count);
    bool pending = s->auction.card >= 0;
    if (counts[MB_ON_AUCTION] != (pending ? 1 : 0) ||
        (pending && s->where[s->auction.card] != MB_ON_AUCTION))
        return fail(err, errlen, "%d cards on auction", counts[MB_ON_AUCTION]);
    for (int area = 0; area < s->area_count; area++)
        if (!check_area(s, area, &on_table, err, errlen))
            return false;
    if (on_table != counts[MB_ON_TABLE])
        return fail(err, errlen, "%d cards on the table, %d in areas", counts[MB_ON_TABLE],
                    on_table);
    for (int seat = 0; seat < s->base.players; seat++) {
        if (s->mints[seat] < 0)
            return fail(err, errlen, "player %d has %d mints", seat + 1, s->mints[seat]);
        if (s->mints[seat] != s->income_total[seat] + s->roll_total[seat] - s->paid_total[seat])
            return fail(err, errlen, "player %d has %d mints, but gained %d + %d and paid %d",
                        seat + 1, s->mints[seat], s->income_total[seat], s->roll_total[seat],
                        s->paid_total[seat]);
    }
    if (s->phase != MB_PHASE_OVER && mintbid_to_move(s) < 0)
        return fail(err, errlen, "nobody is to move in phase %s", phase_names[s->phase]);
    return true;
}

/* ---------------------------------------------------------------- the table */

/* ---------------------------------------------------------------- what a move reveals */

/* Closed bids turned over, cards from the hidden deck and every die roll are news to everyone. */
static Reveal mb_reveals(const GameState *before, const char *move, const GameState *after)
{
    const MintBidState *b = cmb(before), *a = cmb(after);
    (void)move;
    if (b->phase == MB_PHASE_SECRET && a->phase != MB_PHASE_SECRET)
        return (Reveal){REVEAL_HIDDEN, N_("The closed bids were turned over with your move"),
                        N_("The closed bids were turned over since your move")};
    if (a->deck_count < b->deck_count)
        return (Reveal){REVEAL_HIDDEN, N_("New locations were drawn with your move"),
                        N_("New locations were drawn since your move")};
    if (a->rolls != b->rolls || a->ai_rolls != b->ai_rolls)
        return (Reveal){REVEAL_HIDDEN, N_("The die was rolled with your move"),
                        N_("The die was rolled since your move")};
    if (memcmp(&a->rng, &b->rng, sizeof a->rng))
        return (Reveal){REVEAL_HIDDEN, N_("A location was drawn with your move"),
                        N_("A location was drawn since your move")};
    return (Reveal){REVEAL_NOTHING, NULL, NULL};
}

const GameRules mintbid_rules = {
    .id = "mintbid",
    .name = "Mint Bid",
    .pitch = N_("Bid mints with your neighbours for the locations of a new city."),
    .min_players = 1,
    .max_players = 6,
    .default_players = 4,
    .hides_information = true,
    .options = mb_options,
    .option_count = 2,
    .validate_options = mb_validate_options,
    .new_game = mb_new_game,
    .state_size = sizeof(MintBidState),
    .clone = mb_clone,
    .free_state = mb_free,
    .to_move = mb_to_move,
    .legal_moves = game_moves_from_codes,
    .apply = mb_apply,
    .legal_codes = mb_legal_codes,
    .format_code = mb_format_code,
    .apply_code = mb_apply_code,
    .scores = mb_scores,
    .winners = mb_winners,
    .other_winner = mb_other_winner,
    .score_sheet = mb_score_sheet,
    .schema = &mintbid_schema,
    .determinize = mb_determinize,
    .describe = mb_describe,
    .describe_move = mb_describe_move,
    .describe_own_move = mb_describe_own_move,
    .secret_move = mb_secret_move,
    .check_invariants = mb_check_invariants,
    .reveals = mb_reveals,
    .pointable = mintbid_pointable,
    .option_label = mb_option_label,
    .option_allows = mb_option_allows,
    .bot = &mintbid_bot_hooks,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "rules_testing.c"
#endif
