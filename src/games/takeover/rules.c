/* Takeover (piecepack): the rules. See takeover.h for the state and docs/notation.md for moves.
 *
 * Moves:
 *   take s3                          draft a coin
 *   stocks s3,ma | stocks none       the secret choice of which own coins are stocks
 *   merge b2 c2 [pay s3,m1]          move the stack on b2 onto c2 (pay when the suits differ)
 *   penny mn b1 b4 [pay ...]         spend a value-up null coin to merge along a row or column
 *   offer 2 [give s3,m4] [get c2]    offer a trade to player 2 (1-based), before merging
 *   accept | decline                 the receiver's answer
 *   pass */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/bits.h"
#include "core/i18n.h"
#include "core/movewords.h"
#include "takeover.h"

#define ALL_COINS ((1u << TK_PIECES) - 1)

static const char suit_letters[TK_SUITS + 1] = "smca";
static const char value_letters[TK_VALUES + 1] = "na2345";
static const char *const suit_names[TK_SUITS] = {"suns", "moons", "crowns", "arms"};
static const char *const value_names[TK_VALUES] = {"null", "ace", "2", "3", "4", "5"};
/* The pieces' names for players, in id order (suit * 6 + value); translated where shown. */
static const char *const long_names[TK_PIECES] = {
    N_("the null of suns"),   N_("the ace of suns"),   N_("the 2 of suns"),
    N_("the 3 of suns"),      N_("the 4 of suns"),     N_("the 5 of suns"),
    N_("the null of moons"),  N_("the ace of moons"),  N_("the 2 of moons"),
    N_("the 3 of moons"),     N_("the 4 of moons"),    N_("the 5 of moons"),
    N_("the null of crowns"), N_("the ace of crowns"), N_("the 2 of crowns"),
    N_("the 3 of crowns"),    N_("the 4 of crowns"),   N_("the 5 of crowns"),
    N_("the null of arms"),   N_("the ace of arms"),   N_("the 2 of arms"),
    N_("the 3 of arms"),      N_("the 4 of arms"),     N_("the 5 of arms")};

static TakeoverState *tk(GameState *s)
{
    return (TakeoverState *)s;
}
static const TakeoverState *ctk(const GameState *s)
{
    return (const TakeoverState *)s;
}

/* ---------------------------------------------------------------- names */

const char *takeover_suit_name(int suit)
{
    return suit >= 0 && suit < TK_SUITS ? suit_names[suit] : "?";
}

const char *takeover_value_name(int value)
{
    return value >= 0 && value < TK_VALUES ? value_names[value] : "?";
}

void takeover_coin_text(int piece, char out[3])
{
    out[0] = suit_letters[tk_suit(piece)];
    out[1] = value_letters[tk_value(piece)];
    out[2] = '\0';
}

void takeover_piece_long_name(int piece, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", _(long_names[piece]));
}

int takeover_parse_coin(const char *text)
{
    if (!text || strlen(text) != 2)
        return -1;
    const char *suit = strchr(suit_letters, text[0]);
    /* "1" is accepted for the ace; names are always written with "a". */
    const char *value = strchr(value_letters, text[1] == '1' ? 'a' : text[1]);
    if (!text[0] || !text[1] || !suit || !value)
        return -1;
    return tk_piece((int)(suit - suit_letters), (int)(value - value_letters));
}

void takeover_cell_text(int cell, char out[3])
{
    out[0] = (char)('a' + tk_col(cell));
    out[1] = (char)('1' + tk_row(cell));
    out[2] = '\0';
}

int takeover_parse_cell(const char *text)
{
    if (!text || strlen(text) != 2 || text[0] < 'a' || text[0] >= 'a' + TK_COLS || text[1] < '1' ||
        text[1] >= '1' + TK_ROWS)
        return -1;
    return tk_cell(text[0] - 'a', text[1] - '1');
}

void takeover_format_coins(uint32_t coins, char *out, size_t outlen)
{
    size_t len = 0;
    if (outlen)
        out[0] = '\0';
    for (int c = 0; c < TK_PIECES; c++) {
        if (!(coins & (1u << c)))
            continue;
        char name[3];
        takeover_coin_text(c, name);
        int n = snprintf(out + len, outlen > len ? outlen - len : 0, "%s%s", len ? "," : "", name);
        len += (size_t)n;
        if (len >= outlen)
            return;
    }
}

bool takeover_parse_coins(const char *text, uint32_t *coins, char *err, size_t errlen)
{
    *coins = 0;
    if (!strcmp(text, "none"))
        return true;
    const char *p = text;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char name[8];
        if (n == 0 || n >= sizeof name)
            return fail(err, errlen, _("'%s' is not a list of coins such as s3,mn"), text);
        memcpy(name, p, n);
        name[n] = '\0';
        int coin = takeover_parse_coin(name);
        if (coin < 0)
            return fail(err, errlen,
                        _("'%s' is not a coin: a suit (s m c a) then a value (n a 2 3 4 5)"), name);
        if (*coins & (1u << coin))
            return fail(err, errlen, _("%s is named twice"), name);
        *coins |= 1u << coin;
        if (!end)
            return true;
        p = end + 1;
    }
}

/* ---------------------------------------------------------------- the board */

TakeoverPhase takeover_phase(const TakeoverState *s)
{
    return s->phase;
}

bool takeover_tops(const TakeoverState *s, int tile)
{
    return takeover_top(s, s->tile_cell[tile]) == tile;
}

int takeover_stock_worth(const TakeoverState *s, int tile)
{
    int cell = s->tile_cell[tile];
    return takeover_top(s, cell) == tile ? tk_value(tile) + s->height[cell] - 1 : 0;
}

bool takeover_merge_shape(const TakeoverState *s, int from, int to, bool penny, char *err,
                          size_t errlen)
{
    char a[3], b[3];
    takeover_cell_text(from, a);
    takeover_cell_text(to, b);
    if (from == to)
        return fail(err, errlen, _("a corporation cannot merge with itself"));
    if (!s->height[from])
        return fail(err, errlen, _("%s is empty"), a);
    if (!s->height[to])
        return fail(err, errlen, _("%s is empty"), b);
    int dc = tk_col(to) - tk_col(from), dr = tk_row(to) - tk_row(from);
    int distance = abs(dc) + abs(dr);
    if (!penny) {
        if (distance != 1)
            return fail(err, errlen, _("%s and %s are not next to each other"), a, b);
        return true;
    }
    if (dc && dr)
        return fail(err, errlen, _("%s and %s are not in one row or column"), a, b);
    if (distance == 1)
        return fail(err, errlen,
                    _("%s and %s are next to each other: merge them without a penny stock"), a, b);
    int step = dc ? (dc > 0 ? 1 : -1) : (dr > 0 ? TK_COLS : -TK_COLS);
    for (int cell = from + step; cell != to; cell += step)
        if (s->height[cell]) {
            char c[3];
            takeover_cell_text(cell, c);
            return fail(err, errlen, _("%s lies between %s and %s and is not empty"), c, a, b);
        }
    return true;
}

const int8_t takeover_neighbours[TK_CELLS][4] = {
    {1, -1, 6, -1},   {2, 0, 7, -1},    {3, 1, 8, -1},    {4, 2, 9, -1},    {5, 3, 10, -1},
    {-1, 4, 11, -1},  {7, -1, 12, 0},   {8, 6, 13, 1},    {9, 7, 14, 2},    {10, 8, 15, 3},
    {11, 9, 16, 4},   {-1, 10, 17, 5},  {13, -1, 18, 6},  {14, 12, 19, 7},  {15, 13, 20, 8},
    {16, 14, 21, 9},  {17, 15, 22, 10}, {-1, 16, 23, 11}, {19, -1, -1, 12}, {20, 18, -1, 13},
    {21, 19, -1, 14}, {22, 20, -1, 15}, {23, 21, -1, 16}, {-1, 22, -1, 17},
};

/* ---------------------------------------------------------------- coins */

bool takeover_side_known(const TakeoverState *s, int coin, int viewer)
{
    unsigned bit = viewer < 0 ? TK_KNOWN_PUBLIC : 1u << viewer;
    return (s->known[coin] & bit) != 0;
}

/* The coins of one value (a bit per coin): value 0, the nulls, are coins 0, 6, 12 and 18. */
static uint32_t coins_of_value(int value)
{
    return 0x041041u << value;
}

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
_Static_assert(sizeof(bool) == 1, "a stock flag is one byte");

/* The coins whose owner is `owner` (a seat, TK_POOL), only those value side up if `cash_side`.
 * The bots and the random player ask for hands all the time: eight coins at a time, a byte each
 * (no branch: who holds which coin follows no pattern a branch predictor could learn). A byte
 * is 0 where the coin matches; each 0 byte becomes bit 7 of its byte, then one multiplication
 * gathers those bits into one byte. */
static uint32_t coins_held(const TakeoverState *s, int owner, bool cash_side)
{
    const uint64_t ones = 0x0101010101010101ull, low7 = 0x7F7F7F7F7F7F7F7Full;
    const uint64_t gather = 0x0102040810204080ull; /* bit 0 of byte i to bit 56 + i */
    uint64_t owner_bytes = ones * (uint8_t)owner, side_mask = cash_side ? ~0ull : 0;
    uint32_t coins = 0;
    for (int i = 0; i < TK_PIECES / 8; i++) {
        uint64_t owners, stocks;
        memcpy(&owners, s->owner + 8 * i, 8);
        memcpy(&stocks, s->stock + 8 * i, 8);
        uint64_t other = (owners ^ owner_bytes) | (stocks & side_mask); /* 0: a match */
        uint64_t zero = ~(((other & low7) + low7) | other | low7);
        coins |= (uint32_t)(((zero >> 7) * gather) >> 56) << (8 * i);
    }
    return coins;
}
#else
static uint32_t coins_held(const TakeoverState *s, int owner, bool cash_side)
{
    uint32_t coins = 0;
    for (int c = 0; c < TK_PIECES; c++)
        coins |= (uint32_t)((s->owner[c] == owner) & !(cash_side && s->stock[c])) << c;
    return coins;
}
#endif

uint32_t takeover_hand(const TakeoverState *s, int seat)
{
    return coins_held(s, seat, false);
}

uint32_t takeover_cash_coins(const TakeoverState *s, int seat)
{
    return coins_held(s, seat, true) & ~coins_of_value(TK_NULL);
}

/* How many of `coins` have the value: its coins' bits (v, v + 6, v + 12, v + 18) summed by one
 * multiplication into bits 18-20. */
static int coins_of_value_count(uint32_t coins, int value)
{
    return (int)(((coins >> value & coins_of_value(0)) * coins_of_value(0)) >> 18 & 7);
}

static int coins_value(uint32_t coins)
{
    int sum = 0;
    for (int v = 1; v < TK_VALUES; v++)
        sum += v * coins_of_value_count(coins, v);
    return sum;
}

int takeover_cash(const TakeoverState *s, int seat)
{
    return coins_value(takeover_cash_coins(s, seat));
}

int takeover_penny_coin(const TakeoverState *s, int seat)
{
    for (int suit = 0; suit < TK_SUITS; suit++) {
        int c = tk_piece(suit, TK_NULL);
        if (s->owner[c] == seat && !s->stock[c])
            return c;
    }
    return -1;
}

/* A seat's cash coins grouped by value, lowest id first. */
typedef struct CashByValue {
    int count[TK_VALUES];
    int coin[TK_VALUES][TK_SUITS];
} CashByValue;

/* `coins`: a seat's cash coins (takeover_cash_coins). */
static void cash_by_value(uint32_t coins, CashByValue *cash)
{
    memset(cash->count, 0, sizeof cash->count);
    for (; coins; coins &= coins - 1) {
        int c = __builtin_ctz(coins);
        cash->coin[tk_value(c)][cash->count[tk_value(c)]++] = c;
    }
}

/* Steps take[1..5] through every count vector with take[v] <= limit[v]; false after the last. */
static bool next_counts(int *take, const int *limit)
{
    for (int v = 1; v < TK_VALUES; v++) {
        if (take[v] < limit[v]) {
            take[v]++;
            return true;
        }
        take[v] = 0;
    }
    return false;
}

static uint32_t counts_to_coins(const CashByValue *cash, const int *take)
{
    uint32_t coins = 0;
    for (int v = 1; v < TK_VALUES; v++)
        for (int i = 0; i < take[v]; i++)
            coins |= 1u << cash->coin[v][i];
    return coins;
}

uint32_t takeover_suggest_payment(const TakeoverState *s, int seat, int cost)
{
    if (cost <= 0)
        return 0;
    /* Coins of one value are interchangeable, and more than `cost` coins of a value never help:
     * a few hundred count vectors at most. */
    CashByValue cash;
    cash_by_value(takeover_cash_coins(s, seat), &cash);
    int take[TK_VALUES] = {0}, limit[TK_VALUES] = {0}, best[TK_VALUES] = {0};
    int best_sum = -1, best_count = 0;
    for (int v = 1; v < TK_VALUES; v++)
        limit[v] = cash.count[v] < (cost + v - 1) / v ? cash.count[v] : (cost + v - 1) / v;
    while (next_counts(take, limit)) {
        int sum = 0, count = 0;
        for (int v = 1; v < TK_VALUES; v++) {
            sum += v * take[v];
            count += take[v];
        }
        if (sum >= cost &&
            (best_sum < 0 || sum < best_sum || (sum == best_sum && count < best_count))) {
            memcpy(best, take, sizeof best);
            best_sum = sum;
            best_count = count;
        }
    }
    return best_sum < 0 ? 0 : counts_to_coins(&cash, best);
}

/* ---------------------------------------------------------------- scoring */

int takeover_stock_total(const TakeoverState *s, int seat)
{
    int total = 0;
    for (uint32_t stocks = coins_held(s, seat, false) & ~coins_held(s, seat, true); stocks;
         stocks &= stocks - 1)
        total += takeover_stock_worth(s, __builtin_ctz(stocks));
    return total;
}

int takeover_cash_total(const TakeoverState *s, int seat)
{
    return coins_value(coins_held(s, seat, true)); /* nulls are worth 0 */
}

/* ---------------------------------------------------------------- setup */

static void board_changed(TakeoverState *s);

static void place_tile(TakeoverState *s, int cell, int tile)
{
    s->stack[cell][s->height[cell]++] = (int8_t)tile;
    s->tile_cell[tile] = (int8_t)cell;
}

static GameState *tk_new_game(const GameOptions *opts, uint64_t seed)
{
    TakeoverState *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->base.rules = &takeover_rules;
    s->base.players = opts->players;
    rng_seed(&s->rng, seed);
    int tiles[TK_PIECES];
    for (int i = 0; i < TK_PIECES; i++)
        tiles[i] = i;
    rng_shuffle(&s->rng, tiles, TK_PIECES, sizeof tiles[0]);
    for (int cell = 0; cell < TK_CELLS; cell++)
        place_tile(s, cell, tiles[cell]);
    for (int c = 0; c < TK_PIECES; c++) {
        s->owner[c] = TK_POOL;
        s->known[c] = 0xFF; /* value side up, in the open */
    }
    board_changed(s);
    s->starter = (int8_t)rng_below(&s->rng, (uint32_t)opts->players);
    s->turn = s->starter;
    s->phase = TK_PHASE_DRAFT;
    s->last_from = s->last_to = -1;
    return &s->base;
}

static GameState *tk_clone(const GameState *state)
{
    TakeoverState *copy = malloc(sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, state, sizeof *copy);
    return &copy->base;
}

static void tk_free(GameState *state)
{
    free(state);
}

/* The seat that makes draft pick number `pick`: snake order from the starter. */
static int draft_seat(const TakeoverState *s, int pick)
{
    int n = s->base.players, round = pick / n, pos = pick % n;
    int index = round % 2 == 0 ? pos : n - 1 - pos;
    return (s->starter + index) % n;
}

static int tk_to_move(const GameState *state)
{
    const TakeoverState *s = ctk(state);
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        return draft_seat(s, s->picks);
    case TK_PHASE_STOCKS:
        return (s->starter + s->stocks_chosen) % s->base.players;
    case TK_PHASE_PLAY:
        return s->turn;
    case TK_PHASE_TRADE:
        return s->offer_to;
    case TK_PHASE_OVER:
        break;
    }
    return GAME_OVER;
}

/* ---------------------------------------------------------------- the end */

static bool seat_can_merge(const TakeoverState *s, int seat, int cheapest, int cheapest_penny)
{
    int cash = takeover_cash(s, seat);
    if (cheapest >= 0 && cheapest <= cash)
        return true;
    return cheapest_penny >= 0 && cheapest_penny <= cash && takeover_penny_coin(s, seat) >= 0;
}

/* The cells next to any of `cells` (a bit per cell). */
static uint32_t next_to(uint32_t cells)
{
    const uint32_t first_column = 0x041041, last_column = 0x820820; /* cells 0, 6, 12, 18; 5 ... */
    uint32_t board = (1u << TK_CELLS) - 1;
    return (((cells & ~last_column) << 1) | ((cells & ~first_column) >> 1) | (cells << TK_COLS) |
            (cells >> TK_COLS)) &
           board;
}

/* The cheapest penny merge between the occupied cells of one line (a row or a column): `first`,
 * then every `step` cells, `length` of them; -1 when none. */
static int cheapest_penny_in_line(const TakeoverState *s, int first, int step, int length)
{
    int cheapest = -1, last = -1;
    for (int i = 0; i < length; i++) {
        int cell = first + i * step;
        if (!s->height[cell])
            continue;
        if (last >= 0 && cell - last > step) /* empty cells between: both ways are penny merges */
            for (int way = 0; way < 2; way++) {
                int cost =
                    way ? takeover_merge_cost(s, cell, last) : takeover_merge_cost(s, last, cell);
                if (cheapest < 0 || cost < cheapest)
                    cheapest = cost;
            }
        last = cell;
    }
    return cheapest;
}

static int lower_price(int a, int b)
{
    return a < 0 ? b : b < 0 || a < b ? a : b;
}

/* The cheapest merge on the board and the cheapest penny merge (-1: none; the penny price is not
 * looked for once a free merge is found, and callers look at it only when none is free). Worked
 * out on masks of cells: a merge is free when the two corporations share a suit or the one
 * covered is topped by a null; otherwise it costs the covered top's value. */
static void cheapest_merges(const TakeoverState *s, int *cheapest, int *cheapest_penny)
{
    uint32_t occupied = s->occupied;
    const uint32_t *suit = s->top_suit, *value = s->top_value;
    bool free = next_to(value[TK_NULL]) & occupied;
    for (int k = 0; k < TK_SUITS; k++)
        free |= (next_to(suit[k]) & suit[k]) != 0;
    *cheapest = *cheapest_penny = -1;
    if (free) {
        *cheapest = 0;
        return;
    }
    uint32_t covered = next_to(occupied) & occupied; /* tops a merge could cover */
    for (int v = TK_VALUES - 1; v > TK_NULL; v--)
        if (value[v] & covered)
            *cheapest = v;
    for (int row = 0; row < TK_ROWS; row++)
        *cheapest_penny =
            lower_price(*cheapest_penny, cheapest_penny_in_line(s, tk_cell(0, row), 1, TK_COLS));
    for (int col = 0; col < TK_COLS; col++)
        *cheapest_penny = lower_price(*cheapest_penny,
                                      cheapest_penny_in_line(s, tk_cell(col, 0), TK_COLS, TK_ROWS));
}

/* Brings the prices kept with the board up to date after its masks changed. */
static void board_priced(TakeoverState *s)
{
    int cheapest, cheapest_penny;
    cheapest_merges(s, &cheapest, &cheapest_penny);
    s->cheapest = (int8_t)cheapest;
    s->cheapest_penny = (int8_t)cheapest_penny;
}

/* The masks kept with the board after a merge moved `mover` (the top of `from`) onto
 * `subsumed` (the top of `to`): `from` is empty, `to` topped by the mover. */
static void tops_moved(TakeoverState *s, int from, int to, int subsumed, int mover)
{
    uint32_t from_bit = 1u << from, to_bit = 1u << to;
    s->occupied &= ~from_bit;
    s->top_suit[tk_suit(mover)] &= ~from_bit;
    s->top_value[tk_value(mover)] &= ~from_bit;
    s->top_suit[tk_suit(subsumed)] &= ~to_bit;
    s->top_value[tk_value(subsumed)] &= ~to_bit;
    s->top_suit[tk_suit(mover)] |= to_bit;
    s->top_value[tk_value(mover)] |= to_bit;
}

/* Works out the masks and prices kept with the board from its cells (a new board). */
static void board_changed(TakeoverState *s)
{
    s->occupied = 0;
    memset(s->top_suit, 0, sizeof s->top_suit);
    memset(s->top_value, 0, sizeof s->top_value);
    for (int cell = 0; cell < TK_CELLS; cell++) {
        int top = takeover_top(s, cell);
        if (top < 0)
            continue;
        s->occupied |= 1u << cell;
        s->top_suit[tk_suit(top)] |= 1u << cell;
        s->top_value[tk_value(top)] |= 1u << cell;
    }
    board_priced(s);
}

/* True if some player has a merge they can pay for (free ones count for everybody). */
static bool anyone_can_merge(const TakeoverState *s)
{
    if (s->cheapest == 0)
        return true;
    for (int seat = 0; seat < s->base.players; seat++)
        if (seat_can_merge(s, seat, s->cheapest, s->cheapest_penny))
            return true;
    return false;
}

/* The game going on after a move shows its mover something only when no merge is free and the
 * mover cannot pay for one: then some rival's hidden cash can. */
static bool going_on_is_news(const TakeoverState *s, int mover)
{
    return s->cheapest != 0 && !seat_can_merge(s, mover, s->cheapest, s->cheapest_penny);
}

static void end_if_over(TakeoverState *s)
{
    if (s->passes >= s->base.players)
        s->end = TK_END_PASSES;
    else if (!anyone_can_merge(s))
        s->end = TK_END_NO_MERGE;
    else
        return;
    s->phase = TK_PHASE_OVER;
    /* The coins are shown at the end. */
    for (int c = 0; c < TK_PIECES; c++)
        s->known[c] = 0xFF;
}

static void next_turn(TakeoverState *s)
{
    s->turn = (int8_t)((s->turn + 1) % s->base.players);
    s->offered = false;
    end_if_over(s);
}

/* ---------------------------------------------------------------- moves */

/* Each move's rules come in two parts: reading its text (the arguments' errors), then a
 * function shared with apply_code that checks what remains and plays it, changing nothing when
 * it refuses. */

/* `typed`: the coin as the player wrote it, for the message. */
static bool take_coin(TakeoverState *s, int seat, int coin, const char *typed, char *err,
                      size_t errlen)
{
    if (s->owner[coin] != TK_POOL)
        return fail(err, errlen, _("%s has already been taken"), typed);
    s->owner[coin] = (int8_t)seat;
    if (++s->picks == TK_PIECES)
        s->phase = TK_PHASE_STOCKS;
    return true;
}

static bool apply_take(TakeoverState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    if (w->count != 2)
        return fail(err, errlen, _("write a draft pick as 'take' and a coin, e.g. take s5"));
    int coin = takeover_parse_coin(w->word[1]);
    if (coin < 0)
        return fail(err, errlen,
                    _("'%s' is not a coin: a suit (s m c a) then a value (n a 2 3 4 5)"),
                    w->word[1]);
    return take_coin(s, seat, coin, w->word[1], err, errlen);
}

static bool choose_stocks(TakeoverState *s, int seat, uint32_t coins, char *err, size_t errlen)
{
    uint32_t hand = takeover_hand(s, seat);
    if (coins & ~hand) {
        char name[3];
        takeover_coin_text(__builtin_ctz(coins & ~hand), name);
        return fail(err, errlen, _("%s is not yours"), name);
    }
    for (; hand; hand &= hand - 1) {
        int c = __builtin_ctz(hand);
        s->stock[c] = (coins & (1u << c)) != 0;
        s->known[c] = (uint8_t)(1u << seat);
    }
    if (++s->stocks_chosen == s->base.players) {
        s->phase = TK_PHASE_PLAY;
        s->turn = s->starter;
        end_if_over(s);
    }
    return true;
}

static bool apply_stocks(TakeoverState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    if (w->count != 2)
        return fail(err, errlen,
                    _("write the choice as 'stocks' and your coins, e.g. stocks s3,ma "
                      "(or stocks none)"));
    uint32_t coins;
    if (!takeover_parse_coins(w->word[1], &coins, err, errlen))
        return false;
    return choose_stocks(s, seat, coins, err, errlen);
}

/* Checks that `coins` are the seat's own cash and cover `cost`. */
static bool check_payment(const TakeoverState *s, int seat, uint32_t coins, int cost, char *err,
                          size_t errlen)
{
    for (uint32_t rest = coins; rest; rest &= rest - 1) {
        int c = __builtin_ctz(rest);
        if (s->owner[c] == seat && !s->stock[c] && tk_value(c) != TK_NULL)
            continue;
        char name[3];
        takeover_coin_text(c, name);
        if (s->owner[c] != seat)
            return fail(err, errlen, _("%s is not yours"), name);
        if (s->stock[c])
            return fail(err, errlen, _("%s is a stock, not cash"), name);
        return fail(err, errlen, _("%s is a null: it is worth nothing as cash"), name);
    }
    int paid = coins_value(coins);
    if (paid >= cost)
        return true;
    int cash = takeover_cash(s, seat);
    if (cash < cost)
        return fail(err, errlen, _("you cannot afford $%dM: your cash is $%dM"), cost, cash);
    if (!coins)
        return fail(err, errlen,
                    _("this merge costs $%dM: add 'pay' and the cash coins you pay with"), cost);
    return fail(err, errlen, _("coins pay only $%dM of $%dM"), paid, cost);
}

/* Moves the stack on `from` onto `to`, after the payment; the subsumed stock is cashed out. */
static void do_merge(TakeoverState *s, int from, int to, uint32_t spent)
{
    for (uint32_t rest = spent; rest; rest &= rest - 1) {
        s->owner[__builtin_ctz(rest)] = TK_DISCARD;
        s->known[__builtin_ctz(rest)] = 0xFF;
    }
    int subsumed = takeover_top(s, to), mover = takeover_top(s, from);
    s->stock[subsumed] = false; /* its holder turns it value side up, in the open */
    s->known[subsumed] = 0xFF;
    for (int i = 0; i < s->height[from]; i++)
        place_tile(s, to, s->stack[from][i]);
    s->height[from] = 0;
    tops_moved(s, from, to, subsumed, mover);
    board_priced(s);
    s->last_from = (int8_t)from;
    s->last_to = (int8_t)to;
    s->passes = 0;
}

/* Whether the seat may spend null coin `coin` as a penny stock (`typed`: as it was written). */
static bool check_penny(const TakeoverState *s, int seat, int coin, const char *typed, char *err,
                        size_t errlen)
{
    if (takeover_penny_coin(s, seat) < 0)
        return fail(err, errlen, _("you hold no penny stock (a value-up null coin)"));
    if (s->owner[coin] != seat)
        return fail(err, errlen, _("%s is not yours"), typed);
    if (s->stock[coin])
        return fail(err, errlen, _("%s is a stock: only a value-up null is a penny stock"), typed);
    return true;
}

/* A merge of a valid shape (and penny coin, when penny_coin is not 0) paid with `pay`. */
static bool merge_paid(TakeoverState *s, int seat, uint32_t penny_coin, int from, int to,
                       uint32_t pay, char *err, size_t errlen)
{
    int cost = takeover_merge_cost(s, from, to);
    if (cost == 0 && pay)
        return fail(err, errlen, _("this merge is free: pay nothing"));
    if (pay & penny_coin)
        return fail(err, errlen, _("the penny stock cannot also pay"));
    if (!check_payment(s, seat, pay, cost, err, errlen))
        return false;
    do_merge(s, from, to, pay | penny_coin);
    next_turn(s);
    return true;
}

/* "merge A B [pay ...]" (first = 1) or "penny N A B [pay ...]" (first = 2). */
static bool apply_merge(TakeoverState *s, int seat, const MoveWords *w, bool penny, char *err,
                        size_t errlen)
{
    int first = penny ? 2 : 1;
    bool has_pay = w->count == first + 4 && !strcmp(w->word[first + 2], "pay");
    if (w->count != first + 2 && !has_pay)
        return fail(err, errlen,
                    penny ? _("write a penny merge as 'penny mn b1 b4' (+ 'pay s3')")
                          : _("write a merge as 'merge b2 c2' (+ 'pay s3,m1')"));
    uint32_t penny_coin = 0;
    if (penny) {
        int coin = takeover_parse_coin(w->word[1]);
        if (coin < 0 || tk_value(coin) != TK_NULL)
            return fail(err, errlen, _("'%s' is not a null coin (sn, mn, cn or an)"), w->word[1]);
        if (!check_penny(s, seat, coin, w->word[1], err, errlen))
            return false;
        penny_coin = 1u << coin;
    }
    int from = takeover_parse_cell(w->word[first]), to = takeover_parse_cell(w->word[first + 1]);
    if (from < 0 || to < 0)
        return fail(err, errlen, _("'%s' is not a cell (a1 to f4)"),
                    w->word[from < 0 ? first : first + 1]);
    if (!takeover_merge_shape(s, from, to, penny, err, errlen))
        return false;
    uint32_t pay = 0;
    if (has_pay && !takeover_parse_coins(w->word[first + 3], &pay, err, errlen))
        return false;
    return merge_paid(s, seat, penny_coin, from, to, pay, err, errlen);
}

/* An offer to a valid other seat `to`: the coins must be the proposer's and the receiver's. */
static bool make_offer(TakeoverState *s, int seat, int to, uint32_t give, uint32_t get, char *err,
                       size_t errlen)
{
    for (uint32_t rest = give | get; rest; rest &= rest - 1) {
        int c = __builtin_ctz(rest);
        bool not_given = (give & (1u << c)) && s->owner[c] != seat;
        if (!not_given && !((get & (1u << c)) && s->owner[c] != to))
            continue;
        char name[3];
        takeover_coin_text(c, name);
        if (not_given)
            return fail(err, errlen, _("%s is not yours"), name);
        return fail(err, errlen, _("player %d does not hold %s"), to + 1, name);
    }
    if (!give && !get)
        return fail(err, errlen, _("an offer must move at least one coin"));
    s->offered = true;
    s->offer_from = (int8_t)seat;
    s->offer_to = (int8_t)to;
    s->offer_give = give;
    s->offer_get = get;
    for (int c = 0; c < TK_PIECES; c++)
        if (give & (1u << c))
            s->known[c] |= (uint8_t)(1u << to); /* the receiver sees what is offered */
    s->phase = TK_PHASE_TRADE;
    return true;
}

/* "offer P [give LIST] [get LIST]" */
static bool apply_offer(TakeoverState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    if (s->offered)
        return fail(err, errlen, _("you have already made an offer this turn"));
    int n = s->base.players, number = 0;
    if (w->count < 2 || !move_parse_number(w->word[1], &number) || number < 1 || number > n)
        return fail(err, errlen,
                    _("name the player to trade with by number, 1 to %d: offer 2 give "
                      "s3 get c2"),
                    n);
    int to = number - 1;
    if (to == seat)
        return fail(err, errlen, _("you cannot trade with yourself"));
    uint32_t sides[2] = {0, 0}; /* give, get */
    bool seen[2] = {false, false};
    for (int i = 2; i < w->count; i += 2) {
        int which = !strcmp(w->word[i], "give") ? 0 : !strcmp(w->word[i], "get") ? 1 : -1;
        if (which < 0 || i + 1 >= w->count || seen[which])
            return fail(err, errlen,
                        _("write an offer as 'offer 2 give s3,m4 get c2' (either part "
                          "may be left out)"));
        seen[which] = true;
        if (!takeover_parse_coins(w->word[i + 1], &sides[which], err, errlen))
            return false;
    }
    return make_offer(s, seat, to, sides[0], sides[1], err, errlen);
}

/* The answer to an offer; an accepted trade moves cash between players, which can leave nobody
 * able to pay for a merge, so the end is checked as after any move. */
static void answer_offer(TakeoverState *s, bool accept)
{
    if (accept)
        for (int c = 0; c < TK_PIECES; c++) {
            if (s->offer_give & (1u << c))
                s->owner[c] = s->offer_to;
            if (s->offer_get & (1u << c)) {
                s->owner[c] = s->offer_from;
                s->known[c] |= (uint8_t)(1u << s->offer_from);
            }
        }
    s->phase = TK_PHASE_PLAY;
    end_if_over(s);
}

static bool apply_play(TakeoverState *s, int seat, const MoveWords *w, char *err, size_t errlen)
{
    const char *verb = w->word[0];
    if (!strcmp(verb, "pass")) {
        if (w->count != 1)
            return fail(err, errlen, _("'pass' takes nothing after it"));
        s->passes++;
        next_turn(s);
        return true;
    }
    if (!strcmp(verb, "merge"))
        return apply_merge(s, seat, w, false, err, errlen);
    if (!strcmp(verb, "penny"))
        return apply_merge(s, seat, w, true, err, errlen);
    if (!strcmp(verb, "offer"))
        return apply_offer(s, seat, w, err, errlen);
    return fail(err, errlen, _("'%s' is not a move now: merge, penny, offer or pass"), verb);
}

static bool tk_apply(GameState *state, const char *move, char *err, size_t errlen)
{
    TakeoverState *s = tk(state);
    int seat = tk_to_move(state);
    if (seat == GAME_OVER)
        return fail(err, errlen, _("the game is over"));
    MoveWords w;
    if (!move_split(move, &w, err, errlen))
        return false;
    /* Work on a copy so that a refused move leaves the state unchanged. */
    TakeoverState next = *s;
    bool ok = false;
    const char *verb = w.word[0];
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        if (strcmp(verb, "take"))
            return fail(err, errlen, _("it is the draft: take a coin, e.g. take s5"));
        ok = apply_take(&next, seat, &w, err, errlen);
        break;
    case TK_PHASE_STOCKS:
        if (strcmp(verb, "stocks"))
            return fail(err, errlen,
                        _("choose your stocks first, e.g. stocks s3,ma (or stocks none)"));
        ok = apply_stocks(&next, seat, &w, err, errlen);
        break;
    case TK_PHASE_PLAY:
        ok = apply_play(&next, seat, &w, err, errlen);
        break;
    case TK_PHASE_TRADE:
        if (w.count == 1 && (!strcmp(verb, "accept") || !strcmp(verb, "decline"))) {
            answer_offer(&next, !strcmp(verb, "accept"));
            ok = true;
        } else {
            return fail(err, errlen, _("answer the offer: accept or decline"));
        }
        break;
    case TK_PHASE_OVER:
        break;
    }
    if (!ok)
        return false;
    next.plies++;
    *s = next;
    return true;
}

/* The same as tk_apply with the code's text, without the text: the arguments are checked here,
 * the rest by the functions the text's moves share. */
static bool tk_apply_code(GameState *state, MoveCode code)
{
    TakeoverState *s = tk(state);
    int seat = tk_to_move(state);
    if (seat == GAME_OVER)
        return false;
    int a = takeover_code_a(code), b = takeover_code_b(code), c = takeover_code_c(code);
    bool play = s->phase == TK_PHASE_PLAY, cells = a < TK_CELLS && b < TK_CELLS;
    bool ok = false;
    switch (takeover_code_verb(code)) {
    case TK_VERB_TAKE:
        ok = s->phase == TK_PHASE_DRAFT && a < TK_PIECES && take_coin(s, seat, a, NULL, NULL, 0);
        break;
    case TK_VERB_STOCKS:
        ok =
            s->phase == TK_PHASE_STOCKS && choose_stocks(s, seat, takeover_code_pay(code), NULL, 0);
        break;
    case TK_VERB_MERGE:
        ok = play && cells && takeover_merge_shape(s, a, b, false, NULL, 0) &&
             merge_paid(s, seat, 0, a, b, takeover_code_pay(code), NULL, 0);
        break;
    case TK_VERB_PENNY:
        ok = play && cells && c < TK_PIECES && tk_value(c) == TK_NULL &&
             check_penny(s, seat, c, NULL, NULL, 0) &&
             takeover_merge_shape(s, a, b, true, NULL, 0) &&
             merge_paid(s, seat, 1u << c, a, b, takeover_code_pay(code), NULL, 0);
        break;
    case TK_VERB_OFFER:
        ok = play && !s->offered && a < s->base.players && a != seat &&
             make_offer(s, seat, a, takeover_code_give(code), takeover_code_pay(code), NULL, 0);
        break;
    case TK_VERB_ACCEPT:
    case TK_VERB_DECLINE:
        ok = s->phase == TK_PHASE_TRADE;
        if (ok)
            answer_offer(s, takeover_code_verb(code) == TK_VERB_ACCEPT);
        break;
    case TK_VERB_PASS:
        ok = play;
        if (ok) {
            s->passes++;
            next_turn(s);
        }
        break;
    }
    if (ok)
        s->plies++;
    return ok;
}

/* ---------------------------------------------------------------- legal moves */

/* Every minimal way to pay each price from a seat's cash (no coin could be left out), treating
 * cash coins of one value as the same (the lowest ids of each value pay), as counts of coins of
 * each value 1..5 (3 bits each). They depend only on how many cash coins of each value the seat
 * holds, capped at the most any minimal payment of at most $5M uses (more of a value would pay
 * $5M without the smallest coin): worked out once for every such cash. */
static const int payment_caps[TK_VALUES] = {0, 4, 3, 2, 2, 1};
#define CASH_KINDS (5 * 4 * 3 * 3 * 2)
#define PAYMENTS_ALL 8192 /* 6508 payments in all */

static struct {
    uint16_t first[CASH_KINDS][TK_VALUES]; /* by cash kind and cost: the first payment's index */
    uint8_t count[CASH_KINDS][TK_VALUES];  /* and how many there are */
    uint16_t takes[PAYMENTS_ALL];          /* the payments, in the listing's order */
    int used;
} payments;

/* Visits the count vectors take[1..v] (take[v'] for v' > v already chosen, their value `sum`) in
 * next_counts' order, the lower values changing fastest, and notes each minimal payment of
 * `cost`. A minimal payment less its smallest coin pays less than the cost, so it pays less than
 * the cost plus 5: vectors worth that much already are not followed. */
static void visit_payments(const int *held, int cost, int *take, int v, int sum)
{
    if (sum >= cost + TK_VALUES - 1)
        return;
    if (v == 0) {
        int smallest = 0, packed = 0;
        for (int value = TK_VALUES - 1; value >= 1; value--) {
            if (take[value])
                smallest = value;
            packed = packed << 3 | take[value];
        }
        if (sum >= cost && sum - smallest < cost) {
            if (payments.used == PAYMENTS_ALL)
                abort();
            payments.takes[payments.used++] = (uint16_t)packed;
        }
        return;
    }
    for (take[v] = 0; take[v] <= held[v]; take[v]++)
        visit_payments(held, cost, take, v - 1, sum + v * take[v]);
    take[v] = 0;
}

static void work_out_payments(void)
{
    for (int kind = 0; kind < CASH_KINDS; kind++) {
        int held[TK_VALUES] = {0}, take[TK_VALUES] = {0};
        for (int v = 1, rest = kind; v < TK_VALUES; rest /= payment_caps[v] + 1, v++)
            held[v] = rest % (payment_caps[v] + 1);
        for (int cost = 1; cost < TK_VALUES; cost++) {
            payments.first[kind][cost] = (uint16_t)payments.used;
            visit_payments(held, cost, take, TK_VALUES - 1, 0);
            payments.count[kind][cost] = (uint8_t)(payments.used - payments.first[kind][cost]);
        }
    }
}

/* The kind of a seat's cash coins (the counts of each value, capped), to look its payments up. */
static int cash_kind(uint32_t cash_coins)
{
    int kind = 0;
    for (int v = TK_VALUES - 1; v >= 1; v--) {
        int held = coins_of_value_count(cash_coins, v);
        kind = kind * (payment_caps[v] + 1) + (held < payment_caps[v] ? held : payment_caps[v]);
    }
    return kind;
}

/* The coins of a payment from the seat's cash: the lowest ids of each value. */
static uint32_t payment_coins(uint32_t cash_coins, unsigned takes)
{
    uint32_t coins = 0;
    for (int v = 1; v < TK_VALUES; v++, takes >>= 3) {
        uint32_t of_value = cash_coins & coins_of_value(v);
        for (unsigned n = takes & 7; n; n--) {
            coins |= of_value & -of_value;
            of_value &= of_value - 1;
        }
    }
    return coins;
}

/* Adds one code per minimal way to pay `cost` for the merge from cash of that kind. */
static void add_payments(uint32_t cash_coins, int kind, int cost, MoveCode merge, CodeList *out)
{
    if (cost == 0) {
        codelist_add(out, merge);
        return;
    }
    const uint16_t *takes = payments.takes + payments.first[kind][cost];
    for (int i = 0; i < payments.count[kind][cost]; i++)
        codelist_add(out, merge | takeover_code_with_pay(payment_coins(cash_coins, takes[i])));
}

/* The target in one line of the stack at place `at` of it, whose occupied places are `line`:
 * towards higher places (way 1) or lower ones (way -1). A normal merge's target is the next
 * place, occupied; else a penny merge's is the first occupied place beyond it. Returns the
 * target's place, or -1. */
static int line_target(unsigned line, int at, int way, int length)
{
    int next = at + way;
    if (next < 0 || next >= length)
        return -1;
    if (line >> next & 1u)
        return next;
    unsigned beyond = way > 0 ? line >> next : line & ((1u << next) - 1);
    if (!beyond)
        return -1;
    return way > 0 ? next + __builtin_ctz(beyond) : 31 - __builtin_clz(beyond);
}

/* line_target for every line of occupied places and place in it, both ways ([0]: higher
 * places, [1]: lower), rows and columns: the listing and the random player ask for every
 * stack's targets. */
static int8_t row_targets[1 << TK_COLS][TK_COLS][2], col_targets[1 << TK_ROWS][TK_ROWS][2];

static void work_out_targets(void)
{
    for (unsigned line = 0; line < 1u << TK_COLS; line++)
        for (int at = 0; at < TK_COLS; at++)
            for (int way = 0; way < 2; way++) {
                row_targets[line][at][way] = (int8_t)line_target(line, at, way ? -1 : 1, TK_COLS);
                if (line < 1u << TK_ROWS && at < TK_ROWS)
                    col_targets[line][at][way] =
                        (int8_t)line_target(line, at, way ? -1 : 1, TK_ROWS);
            }
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void work_out_tables(void)
{
    work_out_payments();
    work_out_targets();
}

/* Called first by whatever uses the tables above. */
static void need_tables(void)
{
    pthread_once(&tables_once, work_out_tables);
}

/* The target of each way of the stack on `from` (right, left, below, above: the order merges
 * are listed in), or -1; a target next to `from` is a normal merge's, one further a penny
 * merge's. */
static void stack_targets(uint32_t occupied, int from, int out[4])
{
    int col = tk_col(from), row = tk_row(from);
    unsigned row_line = occupied >> (row * TK_COLS) & ((1u << TK_COLS) - 1);
    uint32_t column = occupied >> col; /* row r's cell at bit 6r, gathered to bit r */
    unsigned col_line = (column & 1) | (column >> 5 & 2) | (column >> 10 & 4) | (column >> 15 & 8);
    for (int way = 0; way < 2; way++) {
        int to = row_targets[row_line][col][way];
        out[way] = to < 0 ? -1 : tk_cell(to, row);
        to = col_targets[col_line][row][way];
        out[2 + way] = to < 0 ? -1 : tk_cell(col, to);
    }
}

/* A merge the seat can pay for, before its payment: its code without the payment, and its cost. */
typedef struct Merge {
    MoveCode code;
    int cost;
} Merge;

/* The merges of the stack on `from` that cost at most `cash`, in the listing's order: the normal
 * ones, then (holding the penny coin `penny`, else -1) the penny ones, each kind right, left,
 * below, above. At most 4: a way has a normal merge or a penny one, not both. */
static int cell_merges(const TakeoverState *s, int from, int penny, int cash, Merge out[4])
{
    int targets[4], count = 0;
    stack_targets(s->occupied, from, targets);
    for (int kind = 0; kind < (penny >= 0 ? 2 : 1); kind++)
        for (int way = 0; way < 4; way++) {
            int to = targets[way];
            if (to < 0 || (to != takeover_neighbours[from][way]) != kind)
                continue;
            int cost = takeover_merge_cost(s, from, to);
            if (cost <= cash)
                out[count++] = (Merge){kind ? takeover_code(TK_VERB_PENNY, from, to, penny)
                                            : takeover_code(TK_VERB_MERGE, from, to, 0),
                                       cost};
        }
    return count;
}

void takeover_list_merges(const TakeoverState *s, int seat, CodeList *out)
{
    uint32_t cash_coins = takeover_cash_coins(s, seat);
    int cash = coins_value(cash_coins), penny = takeover_penny_coin(s, seat);
    need_tables();
    int kind = cash_kind(cash_coins);
    for (uint32_t cells = s->occupied; cells; cells &= cells - 1) {
        Merge merges[4];
        int n = cell_merges(s, __builtin_ctz(cells), penny, cash, merges);
        for (int i = 0; i < n; i++)
            add_payments(cash_coins, kind, merges[i].cost, merges[i].code, out);
    }
}

/* ---- the random bot's move without the list (GameBotHooks.random_code) */

/* The number of codes add_payments lists for a merge of each cost (0 above the cash). */
static void payments_per_cost(uint32_t cash_coins, int per_cost[TK_VALUES])
{
    int kind = cash_kind(cash_coins), cash = coins_value(cash_coins);
    per_cost[0] = 1;
    for (int cost = 1; cost < TK_VALUES; cost++)
        per_cost[cost] = cost <= cash ? payments.count[kind][cost] : 0;
}

/* The cells whose neighbour one way (0 right, 1 left, 2 below, 3 above) is in `cells`. */
static uint32_t beside(uint32_t cells, int way)
{
    const uint32_t first_column = 0x041041, last_column = 0x820820;
    const uint32_t board = (1u << TK_CELLS) - 1;
    switch (way) {
    case 0:
        return cells >> 1 & ~last_column;
    case 1:
        return cells << 1 & ~first_column & board;
    case 2:
        return cells >> TK_COLS;
    default:
        return cells << TK_COLS & board;
    }
}

/* The stacks with a penny merge one way onto a stack of `targets`: walking that way from each
 * stack over at least one empty cell, the first stack met is one of them. */
static uint32_t penny_sources(uint32_t occupied, uint32_t targets, int way)
{
    uint32_t empty = ~occupied & ((1u << TK_CELLS) - 1);
    uint32_t reach = empty & beside(targets, way); /* empty cells whose walk meets a target */
    for (int i = (way < 2 ? TK_COLS : TK_ROWS) - 3; i > 0; i--) /* the longest empty run, less 1 */
        reach |= empty & beside(reach, way);
    return occupied & beside(reach, way);
}

/* How many codes the listing has for the merges from each cell (cell_merges with their
 * payments), counted without making them, for all cells at once and without a branch (which way
 * a merge goes and what it costs follow no pattern a branch predictor could learn): a cell's
 * count is a binary number whose bit b is the cell's bit in count[b]. */
typedef struct MergeCodes {
    uint32_t count[6]; /* at most 4 ways of at most 11 payments: less than 64 */
    int total;
    uint32_t way[2][4][4]; /* the codes of each kind (normal, penny) and way, as 4 bit planes */
} MergeCodes;

/* Bit i of `bits` (8 of them) as byte i (0 or 1) of a word. */
static uint64_t spread_bits(uint32_t bits)
{
    const uint64_t bytes = 0x0101010101010101ull, own_bit = 0x8040201008040201ull;
    /* Each byte gets a copy of the bits and keeps its own; adding 0x7F carries a kept bit into
     * bit 7. */
    uint64_t kept = (bits & 0xFFu) * bytes & own_bit;
    return (kept + 0x7F7F7F7F7F7F7F7Full) >> 7 & bytes;
}

/* Each cell's codes, a byte per cell: eight cells a word. */
static void codes_by_cell(const MergeCodes *codes, uint64_t words[TK_CELLS / 8])
{
    for (int i = 0; i < TK_CELLS / 8; i++) {
        words[i] = 0;
        for (int b = 0; b < 6; b++)
            words[i] += spread_bits(codes->count[b] >> (8 * i)) << b;
    }
}

/* Adds the codes of one way's merges, given as 4 bit planes, to every cell's count: a
 * ripple-carry addition of all cells at once. */
static void add_planes(MergeCodes *codes, const uint32_t add[4])
{
    uint32_t carry = 0;
    for (int b = 0; b < 6; b++) {
        uint32_t x = b < 4 ? add[b] : 0, sum = codes->count[b];
        codes->count[b] = sum ^ x ^ carry;
        carry = (sum & x) | (carry & (sum ^ x));
    }
}

/* Notes the codes of one kind of merge one way, as 4 bit planes: the `free` ones have one code;
 * the others cover a top of paid[b] where their number of codes has bit b. */
static void set_way(MergeCodes *codes, int kind, int way, uint32_t free, const uint32_t paid[4])
{
    uint32_t *planes = codes->way[kind][way];
    for (int b = 0; b < 4; b++)
        planes[b] = ~free & paid[b];
    planes[0] |= free;
}

static void count_merge_codes(const TakeoverState *s, bool penny_held,
                              const int per_cost[TK_VALUES], MergeCodes *codes)
{
    memset(codes, 0, sizeof *codes);
    /* The tops whose covering costs a number of codes with bit b set, in paid[b] (a paid
     * merge's codes depend on the covered top's value only). */
    uint32_t paid[4] = {0};
    for (int v = 1; v < TK_VALUES; v++)
        for (int b = 0; b < 4; b++)
            paid[b] |= s->top_value[v] & -(uint32_t)(per_cost[v] >> b & 1);
    uint32_t occupied = s->occupied;
    for (int way = 0; way < 4; way++) {
        /* Normal merges: the covered top is the neighbour. */
        uint32_t free = occupied & beside(s->top_value[TK_NULL], way), covered[4];
        for (int suit = 0; suit < TK_SUITS; suit++)
            free |= s->top_suit[suit] & beside(s->top_suit[suit], way);
        for (int b = 0; b < 4; b++)
            covered[b] = occupied & beside(paid[b], way);
        set_way(codes, 0, way, free, covered);
        if (penny_held) {
            /* Penny merges: the covered top is the first one beyond the empty cells. */
            free = penny_sources(occupied, s->top_value[TK_NULL], way);
            for (int suit = 0; suit < TK_SUITS; suit++)
                free |= s->top_suit[suit] & penny_sources(occupied, s->top_suit[suit], way);
            for (int b = 0; b < 4; b++)
                covered[b] = penny_sources(occupied, paid[b], way);
            set_way(codes, 1, way, free, covered);
        }
        /* A way has a normal merge or a penny one, never both: their planes add as one. */
        uint32_t planes[4];
        for (int b = 0; b < 4; b++)
            planes[b] = codes->way[0][way][b] | codes->way[1][way][b];
        add_planes(codes, planes);
    }
    for (int b = 0; b < 6; b++)
        codes->total += bits_count32(codes->count[b]) << b;
}

/* The k-th code of the merges listed from `from` (counted in `codes`), with its payment. */
static MoveCode merge_code_at(const TakeoverState *s, const MergeCodes *codes, uint32_t cash_coins,
                              int penny, int from, int k)
{
    for (int kind = 0; kind < 2; kind++)
        for (int way = 0; way < 4; way++) {
            const uint32_t *planes = codes->way[kind][way];
            int count = 0;
            for (int b = 0; b < 4; b++)
                count += (int)(planes[b] >> from & 1) << b;
            if (k >= count) {
                k -= count;
                continue;
            }
            int targets[4];
            stack_targets(s->occupied, from, targets);
            int to = targets[way], cost = takeover_merge_cost(s, from, to);
            MoveCode merge = kind ? takeover_code(TK_VERB_PENNY, from, to, penny)
                                  : takeover_code(TK_VERB_MERGE, from, to, 0);
            if (cost == 0)
                return merge;
            unsigned takes = payments.takes[payments.first[cash_kind(cash_coins)][cost] + k];
            return merge | takeover_code_with_pay(payment_coins(cash_coins, takes));
        }
    abort(); /* count_merge_codes counted codes it did not place */
}

static int lowest_coin(uint32_t coins)
{
    return coins ? __builtin_ctz(coins) : -1;
}

/* A few trade offers per other player: a swap of one coin each, a gift and a request. Returns
 * how many were written. */
static int sample_offers(const TakeoverState *s, int seat, MoveCode out[3 * MAX_SEATS])
{
    int mine = lowest_coin(takeover_hand(s, seat)), count = 0;
    for (int other = 0; other < s->base.players; other++) {
        if (other == seat)
            continue;
        int theirs = lowest_coin(takeover_hand(s, other));
        uint32_t give = mine >= 0 ? 1u << mine : 0, get = theirs >= 0 ? 1u << theirs : 0;
        if (give && get)
            out[count++] = takeover_offer_code(other, give, get);
        if (give)
            out[count++] = takeover_offer_code(other, give, 0);
        if (get)
            out[count++] = takeover_offer_code(other, 0, get);
    }
    return count;
}

/* How many offers sample_offers makes, without making them. */
static int sample_offer_count(const TakeoverState *s, int seat)
{
    /* A bit per seat holding a coin: some owner byte is the seat, eight coins at a time. */
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    uint64_t owners[TK_PIECES / 8];
    memcpy(owners, s->owner, sizeof owners);
    uint32_t holding = 0;
    for (int other = 0; other < s->base.players; other++) {
        uint64_t zero_byte = 0;
        for (int i = 0; i < TK_PIECES / 8; i++) {
            uint64_t x = owners[i] ^ ones * (uint8_t)other; /* a 0 byte: the seat's coin */
            zero_byte |= (x - ones) & ~x & highs;
        }
        holding |= (uint32_t)(zero_byte != 0) << other;
    }
    int others = bits_count32(holding & ~(1u << seat));
    return holding >> seat & 1 ? s->base.players - 1 + 2 * others : others;
}

/* The coins of a seat (or of TK_POOL) in id order, into coins[]; returns how many. */
static int seat_coins(const TakeoverState *s, int seat, int coins[TK_PIECES])
{
    int k = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (s->owner[c] == seat)
            coins[k++] = c;
    return k;
}

#define STOCK_CHOICES_LISTED 256

static uint32_t stock_choices_listed(int coins)
{
    return coins < 8 ? 1u << coins : STOCK_CHOICES_LISTED;
}

/* The i-th of the `listed` stock choices of a seat of `coins` coins: a bit per coin of the seat,
 * in id order. i * odd is a permutation modulo 2^coins, so these are distinct; the last one is
 * "all" unless that came up already. */
static uint32_t stock_pick(uint32_t i, uint32_t listed, int coins)
{
    uint32_t all = (1u << coins) - 1, pick = (i * 0x9E3779B1u) & all;
    if (i + 1 < listed || pick == all)
        return pick;
    for (uint32_t before = 0; before < i; before++)
        if (((before * 0x9E3779B1u) & all) == all)
            return pick;
    return all;
}

/* out[pick], for each pick of the first `k` (at most 8) of `coins`: a mask of the coins picked. */
static void subset_coins(const int *coins, int k, uint32_t out[256])
{
    out[0] = 0;
    for (uint32_t pick = 1; pick < 1u << k; pick++)
        out[pick] = out[pick & (pick - 1)] | 1u << coins[__builtin_ctz(pick)];
}

/* All subsets of the seat's coins when there are at most 8; otherwise 256 of them spread over
 * all (none and all included). apply() accepts every subset. */
static void add_stock_choices(const TakeoverState *s, int seat, CodeList *out)
{
    int coins[TK_PIECES], k = seat_coins(s, seat, coins);
    /* A pick's coins, from tables of the subsets of its low 8 and high 8 coins (a seat drafts
     * 24 / players coins: at most 12). */
    uint32_t low[256], high[256];
    subset_coins(coins, k < 8 ? k : 8, low);
    subset_coins(coins + 8, k > 8 ? k - 8 : 0, high);
    uint32_t listed = stock_choices_listed(k);
    for (uint32_t i = 0; i < listed; i++) {
        uint32_t pick = stock_pick(i, listed, k);
        codelist_add(out, takeover_stocks_code(low[pick & 255] | high[pick >> 8]));
    }
}

static void tk_legal_codes(const GameState *state, CodeList *out)
{
    const TakeoverState *s = ctk(state);
    int seat = tk_to_move(state);
    switch (s->phase) {
    case TK_PHASE_DRAFT:
        for (int c = 0; c < TK_PIECES; c++)
            if (s->owner[c] == TK_POOL)
                codelist_add(out, takeover_code(TK_VERB_TAKE, c, 0, 0));
        break;
    case TK_PHASE_STOCKS:
        add_stock_choices(s, seat, out);
        break;
    case TK_PHASE_PLAY:
        takeover_list_merges(s, seat, out);
        codelist_add(out, takeover_code(TK_VERB_PASS, 0, 0, 0));
        if (!s->offered) {
            MoveCode offers[3 * MAX_SEATS];
            int n = sample_offers(s, seat, offers);
            for (int i = 0; i < n; i++)
                codelist_add(out, offers[i]);
        }
        break;
    case TK_PHASE_TRADE:
        codelist_add(out, takeover_code(TK_VERB_ACCEPT, 0, 0, 0));
        codelist_add(out, takeover_code(TK_VERB_DECLINE, 0, 0, 0));
        break;
    case TK_PHASE_OVER:
        break;
    }
}

/* The random bot's play move: the merges are counted, not listed (the listing makes every
 * payment of every merge), and only the one drawn is made. */
static MoveCode random_play_code(const TakeoverState *s, int seat, Rng *rng)
{
    uint32_t cash_coins = takeover_cash_coins(s, seat);
    int penny = takeover_penny_coin(s, seat), per_cost[TK_VALUES];
    need_tables();
    payments_per_cost(cash_coins, per_cost);
    MergeCodes codes;
    count_merge_codes(s, penny >= 0, per_cost, &codes);
    int merges = codes.total;
    int offers = s->offered ? 0 : sample_offer_count(s, seat);
    int k = (int)rng_below(rng, (uint32_t)(merges + 1 + offers));
    if (k == merges)
        return takeover_code(TK_VERB_PASS, 0, 0, 0);
    if (k > merges) {
        MoveCode offer[3 * MAX_SEATS];
        sample_offers(s, seat, offer);
        return offer[k - merges - 1];
    }
    uint64_t per_cell[TK_CELLS / 8];
    codes_by_cell(&codes, per_cell);
    int from = 0;
    for (int count; k >= (count = (int)(per_cell[from / 8] >> (from % 8 * 8) & 0xFF)); from++)
        k -= count;
    return merge_code_at(s, &codes, cash_coins, penny, from, k);
}

bool takeover_random_code(const GameState *state, Rng *rng, MoveCode *move_out)
{
    const TakeoverState *s = ctk(state);
    int seat = tk_to_move(state), coins[TK_PIECES], k;
    switch (s->phase) {
    case TK_PHASE_DRAFT: {
        uint32_t pool = coins_held(s, TK_POOL, false);
        for (uint32_t skip = rng_below(rng, (uint32_t)bits_count32(pool)); skip; skip--)
            pool &= pool - 1;
        *move_out = takeover_code(TK_VERB_TAKE, __builtin_ctz(pool), 0, 0);
        return true;
    }
    case TK_PHASE_STOCKS: {
        k = seat_coins(s, seat, coins);
        uint32_t listed = stock_choices_listed(k);
        uint32_t pick = stock_pick(rng_below(rng, listed), listed, k), stocks = 0;
        for (int j = 0; j < k; j++)
            if (pick & (1u << j))
                stocks |= 1u << coins[j];
        *move_out = takeover_stocks_code(stocks);
        return true;
    }
    case TK_PHASE_PLAY:
        *move_out = random_play_code(s, seat, rng);
        return true;
    case TK_PHASE_TRADE:
        *move_out = takeover_code(rng_below(rng, 2) ? TK_VERB_DECLINE : TK_VERB_ACCEPT, 0, 0, 0);
        return true;
    case TK_PHASE_OVER:
        break;
    }
    return false;
}

/* ---------------------------------------------------------------- formatting codes */

/* The search formats moves often, so codes are written by hand (core/movecode.h). */

static void put_coin(MoveWriter *w, int coin)
{
    char name[3];
    takeover_coin_text(coin, name);
    mw_text(w, name);
}

static void put_cell(MoveWriter *w, int cell)
{
    char name[3];
    takeover_cell_text(cell, name);
    mw_text(w, name);
}

/* "s3,ma" */
static void put_coins(MoveWriter *w, uint32_t coins)
{
    const char *separator = "";
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c)) {
            mw_text(w, separator);
            put_coin(w, c);
            separator = ",";
        }
}

/* "b2 c2" and " pay s3" when it costs something. */
static void put_merge(MoveWriter *w, MoveCode code)
{
    put_cell(w, takeover_code_a(code));
    mw_text(w, " ");
    put_cell(w, takeover_code_b(code));
    if (takeover_code_pay(code)) {
        mw_text(w, " pay ");
        put_coins(w, takeover_code_pay(code));
    }
}

static void tk_format_code(const GameState *state, MoveCode code, char out[MOVE_MAX])
{
    (void)state;
    MoveWriter w = mw_start(out);
    uint32_t pay = takeover_code_pay(code), give = takeover_code_give(code);
    switch (takeover_code_verb(code)) {
    case TK_VERB_TAKE:
        mw_text(&w, "take ");
        put_coin(&w, takeover_code_a(code));
        break;
    case TK_VERB_STOCKS:
        mw_text(&w, "stocks ");
        if (pay)
            put_coins(&w, pay);
        else
            mw_text(&w, "none");
        break;
    case TK_VERB_MERGE:
        mw_text(&w, "merge ");
        put_merge(&w, code);
        break;
    case TK_VERB_PENNY:
        mw_text(&w, "penny ");
        put_coin(&w, takeover_code_c(code));
        mw_text(&w, " ");
        put_merge(&w, code);
        break;
    case TK_VERB_OFFER:
        mw_text(&w, "offer ");
        mw_number(&w, takeover_code_a(code) + 1);
        if (give) {
            mw_text(&w, " give ");
            put_coins(&w, give);
        }
        if (pay) {
            mw_text(&w, " get ");
            put_coins(&w, pay);
        }
        break;
    case TK_VERB_ACCEPT:
        mw_text(&w, "accept");
        break;
    case TK_VERB_DECLINE:
        mw_text(&w, "decline");
        break;
    case TK_VERB_PASS:
        mw_text(&w, "pass");
        break;
    }
    mw_end(&w);
}

/* ---------------------------------------------------------------- scores */

static void tk_scores(const GameState *state, int *out)
{
    const TakeoverState *s = ctk(state);
    for (int seat = 0; seat < s->base.players; seat++)
        out[seat] = takeover_stock_total(s, seat) + takeover_cash_total(s, seat);
}

static int tk_winners(const GameState *state, bool *out)
{
    int scores[MAX_SEATS], best = -1, count = 0, n = state->players;
    tk_scores(state, scores);
    for (int seat = 0; seat < n; seat++)
        if (scores[seat] > best)
            best = scores[seat];
    for (int seat = 0; seat < n; seat++) {
        out[seat] = scores[seat] == best;
        count += out[seat];
    }
    return count;
}

/* Item by item: what each stock paid its holder (those past the table's room gathered in "Other
 * stocks"), then each seat's cash. */
static void tk_score_sheet(const GameState *state, ScoreSheet *sheet)
{
    const TakeoverState *s = ctk(state);
    memset(sheet, 0, sizeof *sheet);
    int other = SCORE_ROWS_MAX - 2; /* the last stock row, and Cash after it */
    for (int c = 0; c < TK_PIECES; c++) {
        if (s->owner[c] < 0 || !s->stock[c])
            continue;
        int row = sheet->rows < other ? sheet->rows++ : other;
        if (row < other) {
            char name[32];
            takeover_piece_long_name(c, name, sizeof name);
            /* TRANSLATORS: a row of the end screen's score table: what this stock paid. */
            snprintf(sheet->label[row], sizeof sheet->label[row], _("Stock: %s"), name);
        } else {
            snprintf(sheet->label[row], sizeof sheet->label[row], "%s", _("Other stocks"));
            sheet->rows = other + 1;
        }
        sheet->value[row][s->owner[c]] += takeover_stock_worth(s, c);
    }
    int cash = sheet->rows++;
    snprintf(sheet->label[cash], sizeof sheet->label[cash], "%s", _("Cash"));
    for (int seat = 0; seat < s->base.players; seat++)
        sheet->value[cash][seat] = takeover_cash_total(s, seat);
}

/* ---------------------------------------------------------------- hidden information */

/* Only its mover may know the secret choice of which coins are stocks. */
static bool tk_secret_move(const GameState *before, const char *move)
{
    (void)move;
    return ((const TakeoverState *)before)->phase == TK_PHASE_STOCKS;
}

/* A guess of every side `viewer` does not know. It must agree with what the table saw: while the
 * game is on, someone can pay for a merge (else it would have ended), so a guess that says
 * otherwise is drawn again (a few times; the last guess stands if none agrees). */
static void tk_determinize(GameState *state, int viewer, Rng *rng)
{
    TakeoverState *s = tk(state);
    bool on = s->phase == TK_PHASE_PLAY || s->phase == TK_PHASE_TRADE;
    for (int attempt = 0; attempt < 64; attempt++) {
        for (int c = 0; c < TK_PIECES; c++)
            if (s->owner[c] >= 0 && !takeover_side_known(s, c, viewer))
                s->stock[c] = rng_below(rng, 2) == 1;
        if (!on || anyone_can_merge(s))
            break;
    }
    rng_seed(&s->rng, rng_next(rng));
}

static const char *const phase_names[] = {"draft", "stocks", "play", "trade", "over"};
static const char *const end_names[] = {"", "passes", "no_merge"};

static void add_coin_array(StrBuf *json, uint32_t coins)
{
    sb_add(json, "[");
    bool first = true;
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c)) {
            char name[3];
            takeover_coin_text(c, name);
            sb_addf(json, "%s\"%s\"", first ? "" : ",", name);
            first = false;
        }
    sb_add(json, "]");
}

static void tk_describe(const GameState *state, int viewer, StrBuf *json)
{
    const TakeoverState *s = ctk(state);
    int n = s->base.players;
    sb_addf(json, "{\"game\":\"takeover\",\"viewer\":%d,\"players\":%d,\"phase\":\"%s\"", viewer, n,
            phase_names[s->phase]);
    sb_addf(json, ",\"to_move\":%d,\"starter\":%d,\"turn\":%d,\"passes\":%d,\"offered\":%s",
            tk_to_move(state), s->starter, s->turn, s->passes, s->offered ? "true" : "false");
    sb_addf(json, ",\"stocks_chosen\":%d,\"last_merge\":[%d,%d]", s->stocks_chosen, s->last_from,
            s->last_to);
    sb_add(json, ",\"grid\":[");
    for (int cell = 0; cell < TK_CELLS; cell++) {
        sb_add(json, cell ? ",[" : "[");
        for (int i = 0; i < s->height[cell]; i++) {
            char name[3];
            takeover_coin_text(s->stack[cell][i], name);
            sb_addf(json, "%s\"%s\"", i ? "," : "", name);
        }
        sb_add(json, "]");
    }
    sb_add(json, "],\"coins\":[");
    for (int c = 0; c < TK_PIECES; c++) {
        char name[3];
        takeover_coin_text(c, name);
        const char *side = !takeover_side_known(s, c, viewer) ? "hidden"
                           : s->stock[c]                      ? "stock"
                                                              : "cash";
        sb_addf(json, "%s{\"coin\":\"%s\",\"owner\":%d,\"side\":\"%s\"}", c ? "," : "", name,
                s->owner[c], side);
    }
    sb_add(json, "]");
    if (s->phase == TK_PHASE_TRADE) {
        sb_addf(json, ",\"offer\":{\"from\":%d,\"to\":%d,\"give\":", s->offer_from, s->offer_to);
        add_coin_array(json, s->offer_give);
        sb_add(json, ",\"get\":");
        add_coin_array(json, s->offer_get);
        sb_add(json, "}");
    }
    if (s->phase == TK_PHASE_OVER) {
        int scores[MAX_SEATS];
        tk_scores(state, scores);
        sb_addf(json, ",\"end\":\"%s\",\"scores\":[", end_names[s->end]);
        for (int seat = 0; seat < n; seat++)
            sb_addf(json, "%s%d", seat ? "," : "", scores[seat]);
        sb_add(json, "]");
    }
    sb_add(json, "}");
}

/* ---------------------------------------------------------------- the log */

void takeover_coin_names(uint32_t coins, StrBuf *out)
{
    int total = bits_count32(coins), done = 0;
    StrBuf list = STRBUF_INIT, joined = STRBUF_INIT;
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c)) {
            char name[40];
            takeover_piece_long_name(c, name, sizeof name);
            if (done == 0) {
                sb_add(&list, name);
            } else {
                sb_clear(&joined);
                if (done + 1 == total)
                    /* TRANSLATORS: joins the last coin to a list of coins ("the 3 of suns, the
                       ace of moons and the 5 of arms"): the list so far, the last coin. */
                    sb_addf(&joined, _("%s and %s"), sb_str(&list), name);
                else
                    /* TRANSLATORS: joins a coin to a longer list of coins: the list so far, the
                       next coin. */
                    sb_addf(&joined, _("%s, %s"), sb_str(&list), name);
                sb_clear(&list);
                sb_add(&list, sb_str(&joined));
            }
            done++;
        }
    /* TRANSLATORS: an empty list of coins (an offer that gives or asks for nothing). */
    sb_add(out, total ? sb_str(&list) : _("nothing"));
    sb_free(&list);
    sb_free(&joined);
}

/* The sentence of a merge, one per kind of merge and of payment. */
static void merge_sentence(StrBuf *out, const char *who, const char *penny, const char *a,
                           const char *ca, const char *b, const char *cb, int cost,
                           const char *paid, int lost)
{
    if (!penny && !cost)
        /* TRANSLATORS: a log line: the player, the moving top tile (its cell), the covered top
           tile (its cell). */
        sb_addf(out, _("%s merges %s (%s) onto %s (%s) for free"), who, a, ca, b, cb);
    else if (!penny && !lost)
        /* TRANSLATORS: a log line: the player, the moving top tile (its cell), the covered top
           tile (its cell), the cost in millions, the coins paid. */
        sb_addf(out, _("%s merges %s (%s) onto %s (%s) for $%dM, paying with %s"), who, a, ca, b,
                cb, cost, paid);
    else if (!penny)
        /* TRANSLATORS: as above; the last number is what the payment was worth above the cost
           (no change is given). */
        sb_addf(out, _("%s merges %s (%s) onto %s (%s) for $%dM, paying with %s ($%dM lost)"), who,
                a, ca, b, cb, cost, paid, lost);
    else if (!cost)
        /* TRANSLATORS: a log line: the player, the null coin spent as a penny stock, the moving
           top tile (its cell), the covered top tile (its cell). */
        sb_addf(out, _("%s spends %s as a penny stock to merge %s (%s) onto %s (%s) for free"), who,
                penny, a, ca, b, cb);
    else if (!lost)
        sb_addf(out,
                _("%s spends %s as a penny stock to merge %s (%s) onto %s (%s) for $%dM, paying "
                  "with %s"),
                who, penny, a, ca, b, cb, cost, paid);
    else
        sb_addf(out,
                _("%s spends %s as a penny stock to merge %s (%s) onto %s (%s) for $%dM, paying "
                  "with %s ($%dM lost)"),
                who, penny, a, ca, b, cb, cost, paid, lost);
}

static void describe_merge(const TakeoverState *before, const MoveWords *w,
                           const char *const *names, StrBuf *out)
{
    bool penny = !strcmp(w->word[0], "penny");
    int first = penny ? 2 : 1, seat = before->turn;
    int from = takeover_parse_cell(w->word[first]), to = takeover_parse_cell(w->word[first + 1]);
    int mover = takeover_top(before, from), target = takeover_top(before, to);
    char a[40], b[40], ca[3], cb[3], null_coin[40] = "";
    takeover_piece_long_name(mover, a, sizeof a);
    takeover_piece_long_name(target, b, sizeof b);
    takeover_cell_text(from, ca);
    takeover_cell_text(to, cb);
    if (penny)
        takeover_piece_long_name(takeover_parse_coin(w->word[1]), null_coin, sizeof null_coin);
    int cost = takeover_merge_cost(before, from, to), lost = 0;
    StrBuf merge = STRBUF_INIT, paid = STRBUF_INIT;
    if (cost) {
        uint32_t pay = 0;
        if (w->count == first + 4)
            takeover_parse_coins(w->word[first + 3], &pay, NULL, 0);
        takeover_coin_names(pay, &paid);
        lost = coins_value(pay) - cost > 0 ? coins_value(pay) - cost : 0;
    }
    merge_sentence(&merge, names[seat], penny ? null_coin : NULL, a, ca, b, cb, cost, sb_str(&paid),
                   lost);
    int holder = before->owner[target];
    if (holder >= 0 && before->stock[target])
        /* TRANSLATORS: the sentence of a merge, then what happened to the covered tile's coin:
           its holder, the covered tile. */
        sb_addf(out, _("%s; %s cashes out the stock of %s"), sb_str(&merge), names[holder], b);
    else if (holder >= 0)
        /* TRANSLATORS: the sentence of a merge, then the holder of the covered tile's coin, the
           covered tile. */
        sb_addf(out, _("%s; %s holds %s as cash already"), sb_str(&merge), names[holder], b);
    else
        sb_add(out, sb_str(&merge));
    sb_free(&merge);
    sb_free(&paid);
}

/* The three sentences an offer is worded in: a gift (nothing asked), a request (nothing given)
 * and a trade. Each names its people first (the proposer and the receiver in a log line, the
 * receiver alone for the proposer), then the coins: those given, or those asked in a request. */
typedef struct OfferSentences {
    const char *gift, *request, *trade;
} OfferSentences;

/* The offer in `after` in the sentence of `sentences` that fits it; `who` is NULL when the
 * sentences do not name the proposer. A gift or a request reads one coin list and leaves the
 * last argument unread, which printf allows. */
static void word_offer(const TakeoverState *after, const OfferSentences *sentences, const char *who,
                       const char *to, StrBuf *out)
{
    StrBuf give = STRBUF_INIT, get = STRBUF_INIT;
    takeover_coin_names(after->offer_give, &give);
    takeover_coin_names(after->offer_get, &get);
    const char *format = !after->offer_get    ? sentences->gift
                         : !after->offer_give ? sentences->request
                                              : sentences->trade;
    const char *first_coins = after->offer_give ? sb_str(&give) : sb_str(&get);
    if (who)
        sb_addf(out, format, who, to, first_coins, sb_str(&get));
    else
        sb_addf(out, format, to, first_coins, sb_str(&get));
    sb_free(&give);
    sb_free(&get);
}

/* "Ana offers Ben the 3 of suns for the ace of moons". */
static void describe_offer(const TakeoverState *after, const char *who, const char *to, StrBuf *out)
{
    const OfferSentences log_line = {
        /* TRANSLATORS: a log line: the proposer, the receiver, the coins offered (a gift). */
        .gift = _("%s offers %s %s for nothing"),
        /* TRANSLATORS: a log line: the proposer, the receiver, the coins asked for. */
        .request = _("%s offers %s nothing for %s"),
        /* TRANSLATORS: a log line: the proposer, the receiver, the coins offered, the coins
           asked for in return. */
        .trade = _("%s offers %s %s for %s"),
    };
    word_offer(after, &log_line, who, to, out);
}

static void tk_describe_move(const GameState *state, const char *move, const char *const *names,
                             StrBuf *out)
{
    const TakeoverState *before = ctk(state);
    TakeoverState after = *before;
    MoveWords w;
    if (!move_split(move, &w, NULL, 0) || !tk_apply(&after.base, move, NULL, 0)) {
        sb_addf(out, "%s: %s", names[tk_to_move(state)], move);
        return;
    }
    int seat = tk_to_move(state);
    const char *verb = w.word[0];
    StrBuf line = STRBUF_INIT;
    if (!strcmp(verb, "take")) {
        char name[40];
        takeover_piece_long_name(takeover_parse_coin(w.word[1]), name, sizeof name);
        /* TRANSLATORS: a log line of the draft: the player, the coin taken. */
        sb_addf(&line, _("%s takes %s"), names[seat], name);
    } else if (!strcmp(verb, "stocks")) {
        sb_addf(&line, _("%s chooses stocks in secret"), names[seat]);
    } else if (!strcmp(verb, "merge") || !strcmp(verb, "penny")) {
        describe_merge(before, &w, names, &line);
    } else if (!strcmp(verb, "offer")) {
        describe_offer(&after, names[seat], names[after.offer_to], &line);
    } else if (!strcmp(verb, "accept")) {
        /* TRANSLATORS: a log line: the receiver of an offer, its proposer. */
        sb_addf(&line, _("%s accepts the offer of %s"), names[seat], names[before->offer_from]);
    } else if (!strcmp(verb, "decline")) {
        /* TRANSLATORS: a log line: the receiver of an offer, its proposer. */
        sb_addf(&line, _("%s declines the offer of %s"), names[seat], names[before->offer_from]);
    } else {
        sb_addf(&line, _("%s passes"), names[seat]);
    }
    if (after.phase != TK_PHASE_OVER)
        sb_add(out, sb_str(&line));
    else if (after.end == TK_END_PASSES)
        /* TRANSLATORS: the log line of the last move (a whole sentence), then why the game
           ended. */
        sb_addf(out, _("%s. Everyone has passed in turn: the game is over"), sb_str(&line));
    else
        /* TRANSLATORS: the log line of the last move (a whole sentence), then why the game
           ended. */
        sb_addf(out, _("%s. No one can pay for a merge any more: the game is over"), sb_str(&line));
    sb_free(&line);
}

/* ---------------------------------------------------------------- a move for its player */

/* A merge worded for its player: the tiles (their cells), the price and the coins paid. */
static void word_merge(const TakeoverState *before, const MoveWords *w, StrBuf *out)
{
    bool penny = !strcmp(w->word[0], "penny");
    int first = penny ? 2 : 1;
    int from = takeover_parse_cell(w->word[first]), to = takeover_parse_cell(w->word[first + 1]);
    char a[40], b[40], ca[3], cb[3], null_coin[40] = "";
    takeover_piece_long_name(takeover_top(before, from), a, sizeof a);
    takeover_piece_long_name(takeover_top(before, to), b, sizeof b);
    takeover_cell_text(from, ca);
    takeover_cell_text(to, cb);
    if (penny) {
        takeover_piece_long_name(takeover_parse_coin(w->word[1]), null_coin, sizeof null_coin);
        /* TRANSLATORS: a Takeover move for its player: the null coin spent, then the merge */
        sb_addf(out, _("spend %s as a penny stock to merge %s (%s) onto %s (%s)"), null_coin, a, ca,
                b, cb);
    } else {
        /* TRANSLATORS: a Takeover move for its player: the moving top tile (its cell), the
           covered top tile (its cell) */
        sb_addf(out, _("merge %s (%s) onto %s (%s)"), a, ca, b, cb);
    }
    int cost = takeover_merge_cost(before, from, to);
    uint32_t pay = 0;
    if (cost && w->count == first + 4)
        takeover_parse_coins(w->word[first + 3], &pay, NULL, 0);
    StrBuf paid = STRBUF_INIT;
    takeover_coin_names(pay, &paid);
    if (cost)
        /* TRANSLATORS: ends a merge worded for its player: the price, the coins paid */
        sb_addf(out, _(" for $%dM, paying with %s"), cost, sb_str(&paid));
    else
        sb_add(out, _(" for free"));
    sb_free(&paid);
}

/* An offer worded for its proposer: the receiver, what is given, what is asked. */
static void word_own_offer(const TakeoverState *after, const char *to, StrBuf *out)
{
    const OfferSentences for_proposer = {
        /* TRANSLATORS: a Takeover move for its player: the receiver, the coins given */
        .gift = _("offer %s %s for nothing"),
        /* TRANSLATORS: a Takeover move for its player: the receiver, the coins asked for */
        .request = _("offer %s nothing for %s"),
        /* TRANSLATORS: a Takeover move for its player: the receiver, the coins given, the coins
           asked for */
        .trade = _("offer %s %s for %s"),
    };
    word_offer(after, &for_proposer, NULL, to, out);
}

/* A move worded for its player (a hint, a review): an infinitive phrase; the secret choice of
 * stocks named, as its chooser knows it. */
static void tk_describe_own_move(const GameState *state, const char *move, const char *const *names,
                                 StrBuf *out)
{
    const TakeoverState *before = ctk(state);
    TakeoverState after = *before;
    MoveWords w;
    move_split(move, &w, NULL, 0);
    tk_apply(&after.base, move, NULL, 0);
    const char *verb = w.word[0];
    if (!strcmp(verb, "take")) {
        char name[40];
        takeover_piece_long_name(takeover_parse_coin(w.word[1]), name, sizeof name);
        /* TRANSLATORS: a Takeover move for its player: the coin taken */
        sb_addf(out, _("take %s"), name);
    } else if (!strcmp(verb, "stocks")) {
        uint32_t stocks = 0;
        takeover_parse_coins(w.word[1], &stocks, NULL, 0);
        StrBuf list = STRBUF_INIT;
        takeover_coin_names(stocks, &list);
        if (stocks)
            /* TRANSLATORS: the secret choice worded for its player: the coins turned stock */
            sb_addf(out, _("keep %s as stocks, the rest as cash"), sb_str(&list));
        else
            sb_add(out, _("keep every coin as cash"));
        sb_free(&list);
    } else if (!strcmp(verb, "merge") || !strcmp(verb, "penny")) {
        word_merge(before, &w, out);
    } else if (!strcmp(verb, "offer")) {
        word_own_offer(&after, names[after.offer_to], out);
    } else if (!strcmp(verb, "accept")) {
        /* TRANSLATORS: a Takeover move for its player: the proposer */
        sb_addf(out, _("accept the offer of %s"), names[before->offer_from]);
    } else if (!strcmp(verb, "decline")) {
        sb_addf(out, _("decline the offer of %s"), names[before->offer_from]);
    } else {
        sb_add(out, _("pass"));
    }
}

/* ---------------------------------------------------------------- invariants */

static bool tk_check_invariants(const GameState *state, char *err, size_t errlen)
{
    const TakeoverState *s = ctk(state);
    int seen[TK_PIECES] = {0}, tiles = 0;
    for (int cell = 0; cell < TK_CELLS; cell++) {
        if (s->height[cell] < 0 || s->height[cell] > TK_PIECES)
            return fail(err, errlen, "cell %d has height %d", cell, s->height[cell]);
        for (int i = 0; i < s->height[cell]; i++) {
            int tile = s->stack[cell][i];
            if (tile < 0 || tile >= TK_PIECES || seen[tile]++)
                return fail(err, errlen, "tile %d is missing or doubled", tile);
            if (s->tile_cell[tile] != cell)
                return fail(err, errlen, "tile %d is on cell %d, not %d", tile, cell,
                            s->tile_cell[tile]);
            tiles++;
        }
    }
    if (tiles != TK_PIECES)
        return fail(err, errlen, "%d tiles on the board, not 24", tiles);
    TakeoverState priced = *s;
    board_changed(&priced);
    if (priced.occupied != s->occupied ||
        memcmp(priced.top_suit, s->top_suit, sizeof s->top_suit) ||
        memcmp(priced.top_value, s->top_value, sizeof s->top_value))
        return fail(err, errlen, "the cell masks kept are not the board's");
    if (priced.cheapest != s->cheapest || priced.cheapest_penny != s->cheapest_penny)
        return fail(err, errlen, "the prices kept (%d, penny %d) are not the board's (%d, %d)",
                    s->cheapest, s->cheapest_penny, priced.cheapest, priced.cheapest_penny);
    int pool = 0;
    for (int c = 0; c < TK_PIECES; c++) {
        int owner = s->owner[c];
        if (owner != TK_POOL && owner != TK_DISCARD && (owner < 0 || owner >= s->base.players))
            return fail(err, errlen, "coin %d has owner %d", c, owner);
        pool += owner == TK_POOL;
        if (owner == TK_DISCARD && (s->stock[c] || !(s->known[c] & TK_KNOWN_PUBLIC)))
            return fail(err, errlen, "discarded coin %d is not public cash", c);
        if (s->stock[c] && !takeover_tops(s, c))
            return fail(err, errlen, "coin %d is a stock of a covered tile", c);
        if (owner >= 0 && !(s->known[c] & (1u << owner)))
            return fail(err, errlen, "the owner of coin %d does not know its side", c);
    }
    if (s->phase == TK_PHASE_DRAFT ? pool != TK_PIECES - s->picks : pool != 0)
        return fail(err, errlen, "%d coins in the pool after %d picks", pool, s->picks);
    return true;
}

/* ---------------------------------------------------------------- the table */

/* ---------------------------------------------------------------- what a move reveals */

/* Coin sides are the secrets. A trade's answer and a cash-out of someone else's stock show the
 * mover sides it did not know; an offer, a payment or a spent penny stock shows only its own. */
static Reveal tk_reveals(const GameState *before, const char *move, const GameState *after)
{
    const TakeoverState *b = ctk(before), *a = ctk(after);
    (void)move;
    if (b->phase == TK_PHASE_TRADE)
        return (Reveal){REVEAL_HIDDEN, N_("The trade offer was answered with your move"),
                        N_("The trade offer was answered since your move")};
    int mover = tk_to_move(before);
    uint8_t mover_bit = (uint8_t)(1u << mover);
    bool own = false;
    for (int coin = 0; coin < TK_PIECES; coin++) {
        own = own || (b->owner[coin] == mover && a->owner[coin] != mover); /* spent */
        if (!(a->known[coin] & ~b->known[coin]))
            continue;
        if (!(b->known[coin] & mover_bit))
            return (Reveal){REVEAL_HIDDEN, N_("A rival's stock was cashed out with your move"),
                            N_("A rival's stock was cashed out since your move")};
        own = true;
    }
    if (a->phase != TK_PHASE_OVER && going_on_is_news(a, mover))
        return (Reveal){
            REVEAL_HIDDEN,
            N_("The game went on, so a rival can still pay for a merge with your move"),
            N_("The game went on, so a rival can still pay for a merge since your move")};
    if (own)
        return (Reveal){REVEAL_OWN, N_("Coins of a hidden side were shown with your move"),
                        N_("Coins of a hidden side were shown since your move")};
    return (Reveal){REVEAL_NOTHING, NULL, NULL};
}

/* A seat's total counts its stocks, whose sides are secret until cashed out. */
static bool tk_score_hidden(const GameState *state, int viewer, int seat)
{
    const TakeoverState *s = ctk(state);
    for (int coin = 0; coin < TK_PIECES; coin++)
        if (s->owner[coin] == seat && !takeover_side_known(s, coin, viewer))
            return true;
    return false;
}

const GameRules takeover_rules = {
    .id = "takeover",
    .name = "Takeover",
    .pitch = N_("Merge corporations on a grid of tiles; keep cash or bet on stocks."),
    .min_players = 2,
    .max_players = 6,
    .default_players = 4,
    .hides_information = true,
    .options = NULL,
    .option_count = 0,
    .validate_options = NULL,
    .new_game = tk_new_game,
    .state_size = sizeof(TakeoverState),
    .clone = tk_clone,
    .free_state = tk_free,
    .to_move = tk_to_move,
    .legal_moves = game_moves_from_codes,
    .apply = tk_apply,
    .legal_codes = tk_legal_codes,
    .format_code = tk_format_code,
    .apply_code = tk_apply_code,
    .scores = tk_scores,
    .winners = tk_winners,
    .score_sheet = tk_score_sheet,
    .schema = &takeover_schema,
    .determinize = tk_determinize,
    .describe = tk_describe,
    .describe_move = tk_describe_move,
    .describe_own_move = tk_describe_own_move,
    .secret_move = tk_secret_move,
    .check_invariants = tk_check_invariants,
    .reveals = tk_reveals,
    .score_hidden = tk_score_hidden,
    .pointable = takeover_pointable,
    .bot = &takeover_bot_hooks,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "rules_testing.c"
#endif
