/* The Estates: the rules. See estates.h for the state and docs/notation-estates.md for moves.
 *
 * Moves (rows 1-3, lots 1-10):
 *   stow                              the auctioneer puts $1M into the cash box (before choosing)
 *   auction r5 | auction roof | auction permit 2 | auction mayor | auction cancel
 *   bid 3 | pass                      each other player once, from the auctioneer's left
 *   sell | buy                        the auctioneer's decision after a bid
 *   place 2.3                         a floor cube: a new building or on top of one
 *   roof 2.3                          the rooftop under auction onto an unroofed building
 *   permit 2 + | permit 2 -           lengthen or shorten row 2 by the permit's value
 *   mayor 3                           the mayor in front of row 3
 *   cancel 2                          the cancel cube removes permit 2 (value 2) from the board
 *   discard                           a permit, the mayor or the cancel cube leaves the game
 *   next                              multi-round games: deal the next round */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/movewords.h"
#include "estates.h"

/* The colours as the notation names them ("certificate blue" for a lesson): never translated. */
static const char *const colour_names[EST_COLOURS] = {"blue",  "red",    "yellow",
                                                      "green", "purple", "white"};

/* A refusal's reason, translated only where someone reads it: the legality checks also run
 * without an err buffer for the bots, thousands of times, and need no words then. */
#define refuse(err, errlen, ...) ((err) ? fail(err, errlen, __VA_ARGS__) : false)

static EstatesState *es(GameState *s)
{
    return (EstatesState *)s;
}
static const EstatesState *ces(const GameState *s)
{
    return (const EstatesState *)s;
}

/* ---------------------------------------------------------------- names */

const char *estates_colour_name(int colour)
{
    return colour >= 0 && colour < EST_COLOURS ? colour_names[colour] : "?";
}

static char colour_letter(int colour)
{
    return "brygpw"[colour];
}

void estates_cube_text(int cube, char out[3])
{
    out[0] = colour_letter(est_colour(cube));
    out[1] = (char)('0' + est_value(cube));
    out[2] = '\0';
}

void estates_cube_long_name(int cube, char *out, size_t outlen)
{
    static const char *const names[EST_COLOURS] = {
        /* TRANSLATORS: a floor cube by its colour and number (1-6), as it stands in a sentence:
         * "Ada auctions the blue 6", "Bid for the blue 6 or pass". The same sentences name a
         * rooftop ("rooftop %d"), a permit ("permit %d"), "the mayor" and "the cancel cube":
         * where your language inflects, write the one form all these sentences can take (German:
         * the accusative, "die blaue 6", "den Bürgermeister") */
        N_("the blue %d"),  N_("the red %d"),    N_("the yellow %d"),
        N_("the green %d"), N_("the purple %d"), N_("the white %d")};
    snprintf(out, outlen, _(names[est_colour(cube)]), est_value(cube));
}

void estates_certificate_name(int colour, char *out, size_t outlen)
{
    static const char *const names[EST_COLOURS] = {
        /* TRANSLATORS: a company's certificate, in a sentence: "Ada holds the blue
         * certificate", "Ada builds the blue 6 on row 2 lot 1 and takes the blue certificate" */
        N_("the blue certificate"),  N_("the red certificate"),    N_("the yellow certificate"),
        N_("the green certificate"), N_("the purple certificate"), N_("the white certificate")};
    snprintf(out, outlen, "%s", colour >= 0 && colour < EST_COLOURS ? _(names[colour]) : "?");
}

void estates_floor_name(int cube, char *out, size_t outlen)
{
    static const char *const names[EST_COLOURS] = {
        /* TRANSLATORS: one floor of a building in the list a tooltip gives ("Row 2 lot 1:
         * yellow 1, blue 6 (worth 7)."): the cube's colour and number */
        N_("blue %d"),  N_("red %d"),    N_("yellow %d"),
        N_("green %d"), N_("purple %d"), N_("white %d")};
    snprintf(out, outlen, _(names[est_colour(cube)]), est_value(cube));
}

int estates_parse_cube(const char *text)
{
    if (!text || strlen(text) != 2 || text[1] < '1' || text[1] > '6')
        return -1;
    const char *letters = "brygpw";
    const char *at = strchr(letters, text[0]);
    if (!text[0] || !at)
        return -1;
    return est_cube((int)(at - letters), text[1] - '0');
}

void estates_piece_name(EstatesPieceKind kind, int piece, char *out, size_t outlen)
{
    switch (kind) {
    case EST_PIECE_CUBE:
        estates_cube_long_name(piece, out, outlen);
        break;
    case EST_PIECE_ROOF:
        /* TRANSLATORS: a rooftop by its value (1-6), in the same sentences as "the blue %d" */
        snprintf(out, outlen, _("rooftop %d"), est_roof_value(piece));
        break;
    case EST_PIECE_PERMIT:
        /* TRANSLATORS: a building permit by its value (1-3), in the same sentences as
         * "the blue %d" */
        snprintf(out, outlen, _("permit %d"), piece + 1);
        break;
    case EST_PIECE_MAYOR:
        /* TRANSLATORS: the piece, in the same sentences as "the blue %d" */
        snprintf(out, outlen, "%s", _("the mayor"));
        break;
    case EST_PIECE_CANCEL:
        /* TRANSLATORS: the piece, in the same sentences as "the blue %d" */
        snprintf(out, outlen, "%s", _("the cancel cube"));
        break;
    default:
        snprintf(out, outlen, "%s", _("nothing"));
        break;
    }
}

/* ---------------------------------------------------------------- the board */

bool estates_white_dirt(int row, int lot)
{
    switch (row) {
    case 0:
        return lot == 0 || lot == 6;
    case 1:
        return lot == 2 || lot == 4;
    case 2:
        return lot == 1;
    default:
        return false;
    }
}

int estates_permit_lot(const EstatesState *s, int row)
{
    for (int p = 0; p < EST_PERMITS; p++)
        if (s->permit_place[p] == EST_AT_BOARD && s->permit_row[p] == row)
            return estates_requirement(s, row);
    return -1;
}

bool estates_row_complete(const EstatesState *s, int row)
{
    int built = estates_built(s, row);
    if (built != estates_requirement(s, row))
        return false;
    for (int lot = 0; lot < built; lot++)
        if (s->roof[row][lot] < 0)
            return false;
    return true;
}

int estates_display_end(const EstatesState *s, int row, int side)
{
    if (s->display_lo[row] >= s->display_hi[row])
        return -1;
    return side == 0 ? s->display[row][s->display_lo[row]]
                     : s->display[row][s->display_hi[row] - 1];
}

static bool display_empty(const EstatesState *s)
{
    for (int r = 0; r < EST_DISPLAY_ROWS; r++)
        if (s->display_lo[r] < s->display_hi[r])
            return false;
    return true;
}

static bool some_building_unroofed(const EstatesState *s)
{
    for (int row = 0; row < EST_ROWS; row++)
        for (int lot = 0; lot < estates_built(s, row); lot++)
            if (s->roof[row][lot] < 0)
                return true;
    return false;
}

bool estates_roof_available(const EstatesState *s)
{
    return s->roof_pile_count > 0 && some_building_unroofed(s);
}

void estates_project(const EstatesState *s, EstatesProjection *out)
{
    memset(out, 0, sizeof *out);
    for (int row = 0; row < EST_ROWS; row++) {
        EstatesRowProjection *p = &out->row[row];
        p->complete = estates_row_complete(s, row);
        p->mayor = s->mayor_place == EST_AT_BOARD && s->mayor_row == row;
        p->built = estates_built(s, row);
        p->requirement = estates_requirement(s, row);
        p->permit_lot = estates_permit_lot(s, row);
        for (int lot = 0; lot < EST_LOTS; lot++) {
            p->holder[lot] = -1;
            if (lot >= p->built)
                continue;
            int holder = s->certificate[est_colour(estates_top_cube(s, row, lot))];
            int score = estates_building_value(s, row, lot) * (p->complete ? 1 : -1);
            p->holder[lot] = holder;
            p->score[lot] = p->mayor ? 2 * score : score;
            if (holder >= 0)
                out->buildings[holder] += p->score[lot];
        }
    }
    for (int seat = 0; seat < s->base.players; seat++) {
        out->box[seat] = s->box[seat];
        out->round[seat] = out->buildings[seat] + out->box[seat];
        out->total[seat] = out->round[seat];
        for (int r = 0; r < s->round; r++)
            out->total[seat] += s->round_score[r][seat];
    }
}

bool estates_money_visible(const EstatesState *s, int seat, int viewer)
{
    /* a scored round is counted in the open: its tie-break is the checks each player holds */
    return s->open_money || (viewer >= 0 && viewer == seat) || s->phase >= EST_PHASE_ROUND_END;
}

int estates_round_wins(const EstatesState *s, int seat)
{
    int wins = 0;
    for (int r = 0; r < s->round + (s->phase >= EST_PHASE_ROUND_END); r++)
        wins += s->round_winner[r] == seat;
    return wins;
}

/* ---------------------------------------------------------------- setup */

static void clear_turn(EstatesState *s)
{
    s->stowed = false;
    s->piece_kind = EST_PIECE_NONE;
    s->piece = 0;
    s->bidder = -1;
    s->high_bidder = -1;
    s->high_bid = 0;
    s->owner = -1;
    for (int seat = 0; seat < MAX_SEATS; seat++)
        s->bid[seat] = EST_BID_WAITING;
}

static void start_turn(EstatesState *s, int auctioneer)
{
    clear_turn(s);
    s->phase = EST_PHASE_CHOOSE;
    s->auctioneer = (int8_t)auctioneer;
}

static void clear_board(EstatesState *s)
{
    memset(s->stack, -1, sizeof s->stack);
    memset(s->height, 0, sizeof s->height);
    memset(s->roof, -1, sizeof s->roof);
    memset(s->certificate, -1, sizeof s->certificate);
    for (int p = 0; p < EST_PERMITS; p++) {
        s->permit_place[p] = EST_AT_SUPPLY;
        s->permit_row[p] = -1;
        s->permit_sign[p] = 0;
    }
    s->mayor_place = EST_AT_SUPPLY;
    s->mayor_row = -1;
    s->cancel_place = EST_AT_SUPPLY;
    s->last_row = s->last_lot = -1;
    s->end = EST_END_NONE;
}

/* The setup of a round: 24 random cubes in the display, the rooftops shuffled face down. */
static void deal_round(EstatesState *s, int starter)
{
    clear_board(s);
    int cubes[EST_CUBES];
    for (int c = 0; c < EST_CUBES; c++) {
        cubes[c] = c;
        s->cube_place[c] = EST_CUBE_BOX;
    }
    rng_shuffle(&s->rng, cubes, EST_CUBES, sizeof cubes[0]);
    for (int r = 0; r < EST_DISPLAY_ROWS; r++) {
        for (int i = 0; i < EST_DISPLAY_LEN; i++) {
            int cube = cubes[r * EST_DISPLAY_LEN + i];
            s->display[r][i] = (int8_t)cube;
            s->cube_place[cube] = EST_CUBE_DISPLAY;
        }
        s->display_lo[r] = 0;
        s->display_hi[r] = EST_DISPLAY_LEN;
    }
    for (int i = 0; i < EST_ROOFS; i++) {
        s->roof_pile[i] = (int8_t)i;
        s->roof_place[i] = EST_AT_SUPPLY;
    }
    rng_shuffle(&s->rng, s->roof_pile, EST_ROOFS, sizeof s->roof_pile[0]);
    s->roof_pile_count = EST_ROOFS;
    s->round_starter = (int8_t)starter;
    start_turn(s, starter);
}

static GameState *est_new_game(const GameOptions *opts, uint64_t seed)
{
    EstatesState *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->base.rules = &estates_rules;
    s->base.players = opts->players;
    s->open_money = opts->value[EST_OPTION_MONEY] == EST_MONEY_OPEN;
    s->rounds = (int8_t)opts->value[EST_OPTION_ROUNDS];
    if (s->rounds < 1 || s->rounds > EST_ROUNDS_MAX)
        s->rounds = 1;
    rng_seed(&s->rng, seed);
    for (int seat = 0; seat < s->base.players; seat++)
        s->hand[seat] = EST_START_MONEY;
    memset(s->round_winner, -1, sizeof s->round_winner);
    deal_round(s, (int)rng_below(&s->rng, (uint32_t)opts->players));
    return &s->base;
}

static GameState *est_clone(const GameState *state)
{
    EstatesState *copy = malloc(sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, state, sizeof *copy);
    return &copy->base;
}

static void est_free(GameState *state)
{
    free(state);
}

static int est_to_move(const GameState *state)
{
    const EstatesState *s = ces(state);
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
    case EST_PHASE_DECIDE:
        return s->auctioneer;
    case EST_PHASE_BID:
        return s->bidder;
    case EST_PHASE_PLACE:
        return s->owner;
    case EST_PHASE_ROUND_END:
        return (s->round_starter + 1) % s->base.players;
    case EST_PHASE_OVER:
        break;
    }
    return GAME_OVER;
}

/* ---------------------------------------------------------------- placement checks */

/* Whether `cube` may go on lot `lot` of `row` (a new building or on top); the reason if not. */
static bool check_cube_spot(const EstatesState *s, int cube, int row, int lot, char *err,
                            size_t errlen)
{
    int built = estates_built(s, row), req = estates_requirement(s, row);
    if (lot > built)
        return refuse(err, errlen,
                      _("buildings in a row leave no gaps: the next lot of row %d is lot %d"),
                      row + 1, built + 1);
    if (lot == built) {
        if (lot >= req) {
            if (estates_permit_lot(s, row) >= 0)
                return refuse(err, errlen,
                              plural_text("row %d is full up to its permit (%d lot)",
                                          "row %d is full up to its permit (%d lots)", req),
                              row + 1, req);
            return refuse(err, errlen,
                          plural_text("row %d is full: it has its %d lot",
                                      "row %d is full: it has its %d lots", req),
                          row + 1, req);
        }
        return true;
    }
    if (s->roof[row][lot] >= 0)
        return refuse(err, errlen, _("the building on row %d lot %d has a rooftop: it is finished"),
                      row + 1, lot + 1);
    if (estates_white_dirt(row, lot))
        return refuse(err, errlen, _("row %d lot %d is white dirt: white dirt holds one cube"),
                      row + 1, lot + 1);
    int top = estates_top_cube(s, row, lot);
    if (est_value(cube) >= est_value(top))
        return refuse(err, errlen, _("a %d cannot go on a %d: cubes must get smaller upward"),
                      est_value(cube), est_value(top));
    return true;
}

static bool cube_has_spot(const EstatesState *s, int cube)
{
    for (int row = 0; row < EST_ROWS; row++)
        for (int lot = 0; lot <= estates_built(s, row) && lot < EST_LOTS; lot++)
            if (check_cube_spot(s, cube, row, lot, NULL, 0))
                return true;
    return false;
}

/* Whether a row may need `req` lots: 1..9 and no fewer than its buildings. */
static bool requirement_possible(const EstatesState *s, int row, int req)
{
    return req >= 1 && req <= EST_LOTS - 1 && req >= estates_built(s, row);
}

/* The requirement `req` a row would get from permit `permit` (0-2) is possible; the reason if
 * not. */
static bool check_permit_requirement(const EstatesState *s, int permit, int row, int req, char *err,
                                     size_t errlen)
{
    if (requirement_possible(s, row, req))
        return true;
    if (req > EST_LOTS - 1)
        return refuse(err, errlen, _("permit %d would make row %d need %d lots: 9 is the most"),
                      permit + 1, row + 1, req);
    if (req < 1)
        return refuse(err, errlen,
                      plural_text("permit %d would make row %d need %d lot: 1 is the fewest",
                                  "permit %d would make row %d need %d lots: 1 is the fewest",
                                  req < 0 ? 2UL : (unsigned long)req),
                      permit + 1, row + 1, req);
    return refuse(err, errlen, _("permit %d would make row %d shorter than its %d buildings"),
                  permit + 1, row + 1, estates_built(s, row));
}

/* Likewise for the cancel cube taking a permit off a row. */
static bool check_cancel_requirement(const EstatesState *s, int row, int req, char *err,
                                     size_t errlen)
{
    if (requirement_possible(s, row, req))
        return true;
    if (req > EST_LOTS - 1)
        return refuse(err, errlen,
                      _("the cancel cube would make row %d need %d lots: 9 is the most"), row + 1,
                      req);
    if (req < 1)
        return refuse(err, errlen,
                      plural_text("the cancel cube would make row %d need %d lot: 1 is the fewest",
                                  "the cancel cube would make row %d need %d lots: 1 is the fewest",
                                  req < 0 ? 2UL : (unsigned long)req),
                      row + 1, req);
    return refuse(err, errlen, _("the cancel cube would make row %d shorter than its %d buildings"),
                  row + 1, estates_built(s, row));
}

static bool check_permit(const EstatesState *s, int permit, int row, int sign, char *err,
                         size_t errlen)
{
    return check_permit_requirement(s, permit, row,
                                    estates_requirement(s, row) + sign * (permit + 1), err, errlen);
}

static bool check_cancel(const EstatesState *s, int permit, char *err, size_t errlen)
{
    if (s->permit_place[permit] != EST_AT_BOARD)
        return refuse(err, errlen, _("permit %d is not on the board"), permit + 1);
    int row = s->permit_row[permit];
    int req = estates_requirement(s, row) - s->permit_sign[permit] * (permit + 1);
    return check_cancel_requirement(s, row, req, err, errlen);
}

/* ---------------------------------------------------------------- the turn */

static int complete_rows(const EstatesState *s)
{
    int n = 0;
    for (int row = 0; row < EST_ROWS; row++)
        n += estates_row_complete(s, row);
    return n;
}

static EstatesEnd end_reason(const EstatesState *s)
{
    if (complete_rows(s) >= 2)
        return EST_END_TWO_ROWS;
    if (s->roof_pile_count == 0)
        return EST_END_NO_ROOFS;
    if (!some_building_unroofed(s) && display_empty(s))
        return EST_END_NOTHING_TO_BUILD;
    return EST_END_NONE;
}

/* The sole winner by score, then by checks; -1 when still tied. */
static int sole_best(const EstatesState *s, const int *score)
{
    int best = -1;
    bool tied = false;
    for (int seat = 0; seat < s->base.players; seat++) {
        if (best < 0 || score[seat] > score[best] ||
            (score[seat] == score[best] && estates_checks(s, seat) > estates_checks(s, best))) {
            best = seat;
            tied = false;
        } else if (score[seat] == score[best] &&
                   estates_checks(s, seat) == estates_checks(s, best)) {
            tied = true;
        }
    }
    return tied ? -1 : best;
}

static void end_round(EstatesState *s, EstatesEnd why)
{
    s->end = why;
    clear_turn(s);
    EstatesProjection p;
    estates_project(s, &p);
    for (int seat = 0; seat < s->base.players; seat++)
        s->round_score[s->round][seat] = (int16_t)p.round[seat];
    s->round_winner[s->round] = (int8_t)sole_best(s, p.round);
    s->phase = EST_PHASE_ROUND_END;
    bool two_wins = false;
    for (int seat = 0; seat < s->base.players; seat++)
        two_wins |= estates_round_wins(s, seat) >= 2;
    if (s->round + 1 >= s->rounds || two_wins)
        s->phase = EST_PHASE_OVER;
}

static void finish_turn(EstatesState *s)
{
    EstatesEnd why = end_reason(s);
    if (why != EST_END_NONE)
        end_round(s, why);
    else
        start_turn(s, (s->auctioneer + 1) % s->base.players);
}

/* The piece goes to its new owner, who places it; a cube with no legal spot leaves the game. */
static void give_piece(EstatesState *s, int owner)
{
    s->owner = (int8_t)owner;
    s->bidder = -1;
    if (s->piece_kind == EST_PIECE_CUBE && !cube_has_spot(s, s->piece)) {
        s->cube_place[s->piece] = EST_CUBE_GONE;
        finish_turn(s);
        return;
    }
    s->phase = EST_PHASE_PLACE;
}

static void next_bidder(EstatesState *s)
{
    int next = (s->bidder + 1) % s->base.players;
    if (next != s->auctioneer) {
        s->bidder = (int8_t)next;
        return;
    }
    if (s->high_bidder < 0)
        give_piece(s, s->auctioneer);
    else {
        s->bidder = -1;
        s->phase = EST_PHASE_DECIDE;
    }
}

/* ---------------------------------------------------------------- moves */

/* Estates moves have at most four words; longer ones are refused with the same reason. */
#define MAX_WORDS 4

typedef MoveWords Words;

static bool split_words(const char *move, Words *w, char *err, size_t errlen)
{
    if (!move_split(move, w, err, errlen))
        return false;
    if (w->count > MAX_WORDS)
        return refuse(err, errlen, _("'%s' has too many words"), move);
    return true;
}

/* A whole number 0..999 and nothing else. */
static bool parse_number(const char *text, int *out)
{
    return strlen(text) <= 3 && move_parse_number(text, out);
}

static bool parse_row(const char *text, int *row, char *err, size_t errlen)
{
    if (!parse_number(text, row) || *row < 1 || *row > EST_ROWS)
        return refuse(err, errlen, _("'%s' is not a row: rows are 1, 2 and 3"), text);
    (*row)--;
    return true;
}

/* "2.3": row 2, lot 3 (returned 0-based). */
static bool parse_spot(const char *text, int *row, int *lot, char *err, size_t errlen)
{
    const char *dot = strchr(text, '.');
    char r[8], l[8];
    if (!dot || dot - text >= (long)sizeof r || strlen(dot + 1) >= sizeof l)
        return refuse(err, errlen, _("'%s' is not a lot: write row.lot, e.g. 2.3"), text);
    memcpy(r, text, (size_t)(dot - text));
    r[dot - text] = '\0';
    memcpy(l, dot + 1, strlen(dot + 1) + 1);
    if (!parse_number(r, row) || !parse_number(l, lot) || *row < 1 || *row > EST_ROWS || *lot < 1 ||
        *lot > EST_LOTS)
        return refuse(err, errlen, _("'%s' is not a lot: rows are 1-3 and lots 1-10, e.g. 2.3"),
                      text);
    (*row)--;
    (*lot)--;
    return true;
}

static bool parse_permit(const char *text, int *permit, char *err, size_t errlen)
{
    if (!parse_number(text, permit) || *permit < 1 || *permit > EST_PERMITS)
        return refuse(err, errlen, _("'%s' is not a permit: permits are 1, 2 and 3"), text);
    (*permit)--;
    return true;
}

static bool apply_stow(EstatesState *s, int seat, char *err, size_t errlen)
{
    if (s->stowed)
        return refuse(err, errlen, _("you have stowed $1M this turn already"));
    if (s->hand[seat] < 1)
        return refuse(err, errlen, _("you have no money in hand to stow"));
    s->hand[seat]--;
    s->box[seat]++;
    s->stowed = true;
    return true;
}

/* Choosing the piece to auction: each kind's check and effect (cube: the cube's id, permit: its
 * number, 0-based); the text's reading and apply_code share them. */
static bool choose_cube(EstatesState *s, int cube, char *err, size_t errlen)
{
    char long_name[32];
    if (s->cube_place[cube] != EST_CUBE_DISPLAY) {
        estates_cube_long_name(cube, long_name, sizeof long_name);
        return refuse(err, errlen, _("%s is not in the display"), long_name);
    }
    for (int r = 0; r < EST_DISPLAY_ROWS; r++)
        for (int side = 0; side < 2; side++)
            if (estates_display_end(s, r, side) == cube) {
                if (side == 0)
                    s->display_lo[r]++;
                else
                    s->display_hi[r]--;
                s->cube_place[cube] = EST_CUBE_AUCTION;
                s->piece_kind = EST_PIECE_CUBE;
                s->piece = (int8_t)cube;
                return true;
            }
    estates_cube_long_name(cube, long_name, sizeof long_name);
    return refuse(err, errlen, _("%s is not at an end of its display row"), long_name);
}

static bool choose_permit(EstatesState *s, int p, char *err, size_t errlen)
{
    if (s->permit_place[p] == EST_AT_BOARD)
        return refuse(err, errlen, _("permit %d is already on the board"), p + 1);
    if (s->permit_place[p] != EST_AT_SUPPLY)
        return refuse(err, errlen, _("permit %d has left the game"), p + 1);
    s->permit_place[p] = EST_AT_AUCTION;
    s->piece_kind = EST_PIECE_PERMIT;
    s->piece = (int8_t)p;
    return true;
}

static bool choose_roof(EstatesState *s, char *err, size_t errlen)
{
    if (s->roof_pile_count == 0)
        return refuse(err, errlen, _("no rooftop is left"));
    if (!some_building_unroofed(s))
        return refuse(err, errlen, _("no building is waiting for a rooftop"));
    int roof = s->roof_pile[--s->roof_pile_count];
    s->roof_place[roof] = EST_AT_AUCTION;
    s->piece_kind = EST_PIECE_ROOF;
    s->piece = (int8_t)roof;
    return true;
}

static bool choose_mayor(EstatesState *s, char *err, size_t errlen)
{
    if (s->mayor_place == EST_AT_BOARD)
        return refuse(err, errlen, "%s", _("the mayor is already on the board"));
    if (s->mayor_place != EST_AT_SUPPLY)
        return refuse(err, errlen, "%s", _("the mayor has left the game"));
    s->mayor_place = EST_AT_AUCTION;
    s->piece_kind = EST_PIECE_MAYOR;
    s->piece = 0;
    return true;
}

static bool choose_cancel(EstatesState *s, char *err, size_t errlen)
{
    if (s->cancel_place != EST_AT_SUPPLY)
        return refuse(err, errlen, _("the cancel cube has been used"));
    s->cancel_place = EST_AT_AUCTION;
    s->piece_kind = EST_PIECE_CANCEL;
    s->piece = 0;
    return true;
}

/* The piece chosen: the bidding starts left of the auctioneer. */
static bool auction_opens(EstatesState *s)
{
    s->phase = EST_PHASE_BID;
    s->bidder = (int8_t)((s->auctioneer + 1) % s->base.players);
    return true;
}

static bool apply_choose(EstatesState *s, const Words *w, char *err, size_t errlen)
{
    const char *what = w->count >= 2 ? w->word[1] : "";
    bool chosen;
    if (w->count < 2)
        return refuse(err, errlen, _("auction what? e.g. auction r5, auction roof, auction mayor"));
    if (!strcmp(what, "permit")) {
        int p = 0;
        if (w->count != 3)
            return refuse(err, errlen, _("name the permit: auction permit 1, 2 or 3"));
        chosen = parse_permit(w->word[2], &p, err, errlen) && choose_permit(s, p, err, errlen);
    } else if (w->count != 2) {
        return refuse(err, errlen, _("'%s %s' takes no more words"), w->word[0], what);
    } else if (!strcmp(what, "roof")) {
        chosen = choose_roof(s, err, errlen);
    } else if (!strcmp(what, "mayor")) {
        chosen = choose_mayor(s, err, errlen);
    } else if (!strcmp(what, "cancel")) {
        chosen = choose_cancel(s, err, errlen);
    } else {
        int cube = estates_parse_cube(what);
        if (cube < 0)
            return refuse(err, errlen,
                          _("'%s' is not a piece: name a cube (colour b r y g p w and value, e.g. "
                            "r5), roof, permit 1-3, mayor or cancel"),
                          what);
        chosen = choose_cube(s, cube, err, errlen);
    }
    return chosen && auction_opens(s);
}

/* A bid of `amount`, or a pass (amount -1). */
static bool bid(EstatesState *s, int seat, int amount, char *err, size_t errlen)
{
    if (amount < 0) {
        s->bid[seat] = EST_BID_PASSED;
        next_bidder(s);
        return true;
    }
    if (amount < 1)
        return refuse(err, errlen, _("a bid is at least $1M"));
    if (s->high_bidder >= 0 && amount <= s->high_bid)
        return refuse(err, errlen, _("a bid must beat the high bid of $%dM"), s->high_bid);
    if (amount > s->hand[seat])
        return refuse(err, errlen, _("you have only $%dM in hand"), s->hand[seat]);
    s->bid[seat] = (int8_t)amount;
    s->high_bidder = (int8_t)seat;
    s->high_bid = (int8_t)amount;
    next_bidder(s);
    return true;
}

static bool apply_bid(EstatesState *s, int seat, const Words *w, char *err, size_t errlen)
{
    if (w->count == 1 && !strcmp(w->word[0], "pass"))
        return bid(s, seat, -1, err, errlen);
    if (strcmp(w->word[0], "bid") || w->count != 2)
        return refuse(err, errlen, _("bid an amount (e.g. bid 3) or pass"));
    int amount;
    if (!parse_number(w->word[1], &amount))
        return refuse(err, errlen, _("'%s' is not an amount: bid whole millions, e.g. bid 3"),
                      w->word[1]);
    return bid(s, seat, amount, err, errlen);
}

/* The auctioneer sells the piece to the high bidder or buys it at the high bid. */
static bool decide(EstatesState *s, int seat, bool sell, char *err, size_t errlen)
{
    int amount = s->high_bid, bidder = s->high_bidder;
    if (sell) {
        s->hand[bidder] -= (int16_t)amount;
        s->hand[seat] += (int16_t)amount;
        give_piece(s, bidder);
        return true;
    }
    if (s->hand[seat] < amount)
        return refuse(err, errlen, _("you have only $%dM in hand: you cannot pay $%dM"),
                      s->hand[seat], amount);
    s->hand[seat] -= (int16_t)amount;
    s->hand[bidder] += (int16_t)amount;
    give_piece(s, seat);
    return true;
}

static bool apply_decide(EstatesState *s, int seat, const Words *w, char *err, size_t errlen)
{
    if (w->count != 1 || (strcmp(w->word[0], "sell") && strcmp(w->word[0], "buy")))
        return refuse(err, errlen, _("sell to the high bidder or buy the piece yourself"));
    return decide(s, seat, !strcmp(w->word[0], "sell"), err, errlen);
}

static void place_cube(EstatesState *s, int seat, int cube, int row, int lot)
{
    s->stack[row][lot][s->height[row][lot]++] = (int8_t)cube;
    s->cube_place[cube] = EST_CUBE_BOARD;
    if (s->certificate[est_colour(cube)] < 0)
        s->certificate[est_colour(cube)] = (int8_t)seat;
}

static bool wrong_placement(const EstatesState *s, char *err, size_t errlen)
{
    char name[32];
    estates_piece_name(s->piece_kind, s->piece, name, sizeof name);
    switch (s->piece_kind) {
    case EST_PIECE_CUBE:
        return refuse(err, errlen, _("place %s on a lot: place row.lot, e.g. place 2.3"), name);
    case EST_PIECE_ROOF:
        return refuse(err, errlen, _("put %s on a building: roof row.lot, e.g. roof 2.3"), name);
    case EST_PIECE_PERMIT:
        return refuse(err, errlen,
                      _("place %s in a row (e.g. permit 2 + or permit 2 -) or discard it"), name);
    case EST_PIECE_MAYOR:
        return refuse(err, errlen,
                      _("place the mayor in front of a row (e.g. mayor 3) or discard it"));
    default:
        return refuse(err, errlen,
                      _("cancel a permit with the cancel cube (e.g. cancel 2) or discard it"));
    }
}

/* Places (or discards) the piece won: `verb` one of the place phase's, with a row or a permit in
 * `a` and a lot (PERMIT: 1 for '-') in `b`, 0-based and not yet checked. */
static bool place_piece(EstatesState *s, int seat, EstatesVerb verb, int a, int b, char *err,
                        size_t errlen)
{
    EstatesPieceKind kind = s->piece_kind;
    int row = a, lot = b;
    if (verb == EST_VERB_DISCARD) {
        if (kind == EST_PIECE_CUBE || kind == EST_PIECE_ROOF)
            return refuse(err, errlen, _("a floor cube or rooftop must be placed when it can be"));
        if (kind == EST_PIECE_PERMIT)
            s->permit_place[s->piece] = EST_AT_GONE;
        else if (kind == EST_PIECE_MAYOR)
            s->mayor_place = EST_AT_GONE;
        else
            s->cancel_place = EST_AT_GONE;
        return true;
    }
    if (kind == EST_PIECE_CUBE && verb == EST_VERB_PLACE) {
        if (!check_cube_spot(s, s->piece, row, lot, err, errlen))
            return false;
        place_cube(s, seat, s->piece, row, lot);
    } else if (kind == EST_PIECE_ROOF && verb == EST_VERB_ROOF) {
        if (s->height[row][lot] == 0)
            return refuse(err, errlen, _("row %d lot %d has no building"), row + 1, lot + 1);
        if (s->roof[row][lot] >= 0)
            return refuse(err, errlen, _("the building on row %d lot %d has a rooftop already"),
                          row + 1, lot + 1);
        s->roof[row][lot] = s->piece;
        s->roof_place[s->piece] = EST_AT_BOARD;
    } else if (kind == EST_PIECE_PERMIT && verb == EST_VERB_PERMIT) {
        int dir = b ? -1 : 1;
        if (!check_permit(s, s->piece, row, dir, err, errlen))
            return false;
        s->permit_place[s->piece] = EST_AT_BOARD;
        s->permit_row[s->piece] = (int8_t)row;
        s->permit_sign[s->piece] = (int8_t)dir;
        lot = estates_requirement(s, row);
    } else if (kind == EST_PIECE_MAYOR && verb == EST_VERB_MAYOR) {
        s->mayor_place = EST_AT_BOARD;
        s->mayor_row = (int8_t)row;
        lot = -1;
    } else if (kind == EST_PIECE_CANCEL && verb == EST_VERB_CANCEL) {
        int p = a;
        if (!check_cancel(s, p, err, errlen))
            return false;
        row = s->permit_row[p];
        s->permit_place[p] = EST_AT_GONE;
        s->cancel_place = EST_AT_GONE;
        lot = estates_permit_lot(s, row);
    } else {
        return wrong_placement(s, err, errlen);
    }
    s->last_row = (int8_t)row;
    s->last_lot = (int8_t)lot;
    return true;
}

/* Reads a placement's words into place_piece's terms. */
static bool apply_place(EstatesState *s, int seat, const Words *w, char *err, size_t errlen)
{
    const char *verb = w->word[0];
    EstatesPieceKind kind = s->piece_kind;
    int row = 0, lot = 0, p = 0;
    if (!strcmp(verb, "discard") && w->count == 1)
        return place_piece(s, seat, EST_VERB_DISCARD, 0, 0, err, errlen);
    if (kind == EST_PIECE_CUBE && !strcmp(verb, "place") && w->count == 2)
        return parse_spot(w->word[1], &row, &lot, err, errlen) &&
               place_piece(s, seat, EST_VERB_PLACE, row, lot, err, errlen);
    if (kind == EST_PIECE_ROOF && !strcmp(verb, "roof") && w->count == 2)
        return parse_spot(w->word[1], &row, &lot, err, errlen) &&
               place_piece(s, seat, EST_VERB_ROOF, row, lot, err, errlen);
    if (kind == EST_PIECE_PERMIT && !strcmp(verb, "permit") && w->count == 3) {
        const char *sign = w->word[2];
        if (!parse_row(w->word[1], &row, err, errlen))
            return false;
        if (strcmp(sign, "+") && strcmp(sign, "-"))
            return refuse(err, errlen, _("'%s': say + to lengthen the row or - to shorten it"),
                          sign);
        return place_piece(s, seat, EST_VERB_PERMIT, row, sign[0] == '-', err, errlen);
    }
    if (kind == EST_PIECE_MAYOR && !strcmp(verb, "mayor") && w->count == 2)
        return parse_row(w->word[1], &row, err, errlen) &&
               place_piece(s, seat, EST_VERB_MAYOR, row, 0, err, errlen);
    if (kind == EST_PIECE_CANCEL && !strcmp(verb, "cancel") && w->count == 2)
        return parse_permit(w->word[1], &p, err, errlen) &&
               place_piece(s, seat, EST_VERB_CANCEL, p, 0, err, errlen);
    return wrong_placement(s, err, errlen);
}

static void next_round(EstatesState *s)
{
    for (int seat = 0; seat < s->base.players; seat++) {
        s->hand[seat] += s->box[seat];
        s->box[seat] = 0;
    }
    s->round++;
    deal_round(s, (s->round_starter + 1) % s->base.players);
}

static bool apply_in_phase(EstatesState *s, int seat, const Words *w, char *err, size_t errlen)
{
    const char *verb = w->word[0];
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        if (!strcmp(verb, "stow") && w->count == 1)
            return apply_stow(s, seat, err, errlen);
        if (strcmp(verb, "auction"))
            return refuse(err, errlen,
                          _("choose a piece to auction (e.g. auction r5), stowing $1M first if you "
                            "like (stow)"));
        return apply_choose(s, w, err, errlen);
    case EST_PHASE_BID:
        return apply_bid(s, seat, w, err, errlen);
    case EST_PHASE_DECIDE:
        return apply_decide(s, seat, w, err, errlen);
    case EST_PHASE_PLACE:
        if (!apply_place(s, seat, w, err, errlen))
            return false;
        finish_turn(s);
        return true;
    case EST_PHASE_ROUND_END:
        if (strcmp(verb, "next") || w->count != 1)
            return refuse(err, errlen, _("the round is over: next deals the next round"));
        next_round(s);
        return true;
    case EST_PHASE_OVER:
        break;
    }
    return refuse(err, errlen, _("the game is over"));
}

static bool est_apply(GameState *state, const char *move, char *err, size_t errlen)
{
    EstatesState *s = es(state);
    int seat = est_to_move(state);
    if (seat == GAME_OVER)
        return refuse(err, errlen, _("the game is over"));
    Words w;
    if (!split_words(move, &w, err, errlen))
        return false;
    /* Work on a copy so that a refused move leaves the state unchanged. */
    EstatesState next = *s;
    if (!apply_in_phase(&next, seat, &w, err, errlen))
        return false;
    next.plies++;
    *s = next;
    return true;
}

/* Plays a code: placements straight through place_piece (the bots weigh every placement), the
 * other moves through their text. */
/* A code's move in the state's phase, as the text's reading plays it. */
static bool play_code(EstatesState *s, int seat, MoveCode code)
{
    EstatesVerb verb = estates_code_verb(code);
    int a = estates_code_a(code), b = estates_code_b(code);
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        switch (verb) {
        case EST_VERB_STOW:
            return apply_stow(s, seat, NULL, 0);
        case EST_VERB_AUCTION_CUBE:
            return a < EST_CUBES && choose_cube(s, a, NULL, 0) && auction_opens(s);
        case EST_VERB_AUCTION_ROOF:
            return choose_roof(s, NULL, 0) && auction_opens(s);
        case EST_VERB_AUCTION_PERMIT:
            return a < EST_PERMITS && choose_permit(s, a, NULL, 0) && auction_opens(s);
        case EST_VERB_AUCTION_MAYOR:
            return choose_mayor(s, NULL, 0) && auction_opens(s);
        case EST_VERB_AUCTION_CANCEL:
            return choose_cancel(s, NULL, 0) && auction_opens(s);
        default:
            return false;
        }
    case EST_PHASE_BID:
        return (verb == EST_VERB_PASS && bid(s, seat, -1, NULL, 0)) ||
               (verb == EST_VERB_BID && bid(s, seat, a, NULL, 0));
    case EST_PHASE_DECIDE:
        return (verb == EST_VERB_SELL || verb == EST_VERB_BUY) &&
               decide(s, seat, verb == EST_VERB_SELL, NULL, 0);
    case EST_PHASE_PLACE: {
        bool placement = verb == EST_VERB_PLACE || verb == EST_VERB_ROOF ||
                         verb == EST_VERB_PERMIT || verb == EST_VERB_MAYOR ||
                         verb == EST_VERB_CANCEL || verb == EST_VERB_DISCARD;
        bool spot = verb == EST_VERB_PLACE || verb == EST_VERB_ROOF;
        if (!placement || a >= (verb == EST_VERB_CANCEL ? EST_PERMITS : EST_ROWS) ||
            (spot && b >= EST_LOTS) || !place_piece(s, seat, verb, a, b, NULL, 0))
            return false;
        finish_turn(s);
        return true;
    }
    case EST_PHASE_ROUND_END:
        if (verb != EST_VERB_NEXT)
            return false;
        next_round(s);
        return true;
    case EST_PHASE_OVER:
        break;
    }
    return false;
}

/* The same as est_apply with the code's text, without the text. The functions play_code calls
 * check everything before they change anything, so a refused move leaves the state as it was. */
static bool est_apply_code(GameState *state, MoveCode code)
{
    EstatesState *s = es(state);
    int seat = est_to_move(state);
    if (seat == GAME_OVER || !play_code(s, seat, code))
        return false;
    s->plies++;
    return true;
}

/* ---------------------------------------------------------------- legal moves */

static void add_choices(const EstatesState *s, CodeList *out)
{
    for (int r = 0; r < EST_DISPLAY_ROWS; r++)
        for (int side = 0; side < 2; side++) {
            int cube = estates_display_end(s, r, side);
            if (cube < 0 || (side == 1 && s->display_hi[r] - s->display_lo[r] == 1))
                continue;
            codelist_add(out, estates_code(EST_VERB_AUCTION_CUBE, cube, 0));
        }
    if (estates_roof_available(s))
        codelist_add(out, estates_code(EST_VERB_AUCTION_ROOF, 0, 0));
    for (int p = 0; p < EST_PERMITS; p++)
        if (s->permit_place[p] == EST_AT_SUPPLY)
            codelist_add(out, estates_code(EST_VERB_AUCTION_PERMIT, p, 0));
    if (s->mayor_place == EST_AT_SUPPLY)
        codelist_add(out, estates_code(EST_VERB_AUCTION_MAYOR, 0, 0));
    if (s->cancel_place == EST_AT_SUPPLY)
        codelist_add(out, estates_code(EST_VERB_AUCTION_CANCEL, 0, 0));
}

static void add_placements(const EstatesState *s, CodeList *out)
{
    switch (s->piece_kind) {
    case EST_PIECE_CUBE:
        for (int row = 0; row < EST_ROWS; row++)
            for (int lot = 0; lot <= estates_built(s, row) && lot < EST_LOTS; lot++)
                if (check_cube_spot(s, s->piece, row, lot, NULL, 0))
                    codelist_add(out, estates_code(EST_VERB_PLACE, row, lot));
        return;
    case EST_PIECE_ROOF:
        for (int row = 0; row < EST_ROWS; row++)
            for (int lot = 0; lot < estates_built(s, row); lot++)
                if (s->roof[row][lot] < 0)
                    codelist_add(out, estates_code(EST_VERB_ROOF, row, lot));
        return;
    case EST_PIECE_PERMIT:
        for (int row = 0; row < EST_ROWS; row++)
            for (int dir = 1; dir >= -1; dir -= 2)
                if (check_permit(s, s->piece, row, dir, NULL, 0))
                    codelist_add(out, estates_code(EST_VERB_PERMIT, row, dir < 0));
        break;
    case EST_PIECE_MAYOR:
        for (int row = 0; row < EST_ROWS; row++)
            codelist_add(out, estates_code(EST_VERB_MAYOR, row, 0));
        break;
    case EST_PIECE_CANCEL:
        for (int p = 0; p < EST_PERMITS; p++)
            if (check_cancel(s, p, NULL, 0))
                codelist_add(out, estates_code(EST_VERB_CANCEL, p, 0));
        break;
    default:
        return;
    }
    codelist_add(out, estates_code(EST_VERB_DISCARD, 0, 0));
}

static void est_legal_codes(const GameState *state, CodeList *out)
{
    const EstatesState *s = ces(state);
    int seat = est_to_move(state);
    switch (s->phase) {
    case EST_PHASE_CHOOSE:
        if (!s->stowed && s->hand[seat] > 0)
            codelist_add(out, estates_code(EST_VERB_STOW, 0, 0));
        add_choices(s, out);
        break;
    case EST_PHASE_BID:
        codelist_add(out, estates_code(EST_VERB_PASS, 0, 0));
        for (int amount = s->high_bidder >= 0 ? s->high_bid + 1 : 1; amount <= s->hand[seat];
             amount++)
            codelist_add(out, estates_code(EST_VERB_BID, amount, 0));
        break;
    case EST_PHASE_DECIDE:
        codelist_add(out, estates_code(EST_VERB_SELL, 0, 0));
        if (s->hand[seat] >= s->high_bid)
            codelist_add(out, estates_code(EST_VERB_BUY, 0, 0));
        break;
    case EST_PHASE_PLACE:
        add_placements(s, out);
        break;
    case EST_PHASE_ROUND_END:
        codelist_add(out, estates_code(EST_VERB_NEXT, 0, 0));
        break;
    case EST_PHASE_OVER:
        break;
    }
}

/* "2.3" for row 1, lot 2 (0-based) */
static void write_spot(MoveWriter *w, int row, int lot)
{
    mw_number(w, row + 1);
    mw_char(w, '.');
    mw_number(w, lot + 1);
}

/* Written by hand (core/movecode.h): the search formats moves often. */
static void est_format_code(const GameState *state, MoveCode code, char out[MOVE_MAX])
{
    (void)state;
    static const char *const words[] = {
        [EST_VERB_STOW] = "stow",
        [EST_VERB_AUCTION_CUBE] = "auction ",
        [EST_VERB_AUCTION_ROOF] = "auction roof",
        [EST_VERB_AUCTION_PERMIT] = "auction permit ",
        [EST_VERB_AUCTION_MAYOR] = "auction mayor",
        [EST_VERB_AUCTION_CANCEL] = "auction cancel",
        [EST_VERB_PASS] = "pass",
        [EST_VERB_BID] = "bid ",
        [EST_VERB_SELL] = "sell",
        [EST_VERB_BUY] = "buy",
        [EST_VERB_PLACE] = "place ",
        [EST_VERB_ROOF] = "roof ",
        [EST_VERB_PERMIT] = "permit ",
        [EST_VERB_MAYOR] = "mayor ",
        [EST_VERB_CANCEL] = "cancel ",
        [EST_VERB_DISCARD] = "discard",
        [EST_VERB_NEXT] = "next",
    };
    EstatesVerb verb = estates_code_verb(code);
    int a = estates_code_a(code), b = estates_code_b(code);
    MoveWriter w = mw_start(out);
    mw_text(&w, verb <= EST_VERB_NEXT ? words[verb] : "?");
    switch (verb) {
    case EST_VERB_AUCTION_CUBE: {
        char cube[3];
        estates_cube_text(a, cube);
        mw_text(&w, cube);
        break;
    }
    case EST_VERB_BID:
        mw_number(&w, a);
        break;
    case EST_VERB_PLACE:
    case EST_VERB_ROOF:
        write_spot(&w, a, b);
        break;
    case EST_VERB_PERMIT:
        mw_number(&w, a + 1);
        mw_text(&w, b ? " -" : " +");
        break;
    case EST_VERB_AUCTION_PERMIT:
    case EST_VERB_MAYOR:
    case EST_VERB_CANCEL:
        mw_number(&w, a + 1);
        break;
    default:
        break;
    }
    mw_end(&w);
}

/* ---------------------------------------------------------------- scores */

static void est_scores(const GameState *state, int *out)
{
    EstatesProjection p;
    estates_project(ces(state), &p);
    for (int seat = 0; seat < state->players; seat++)
        out[seat] = p.total[seat];
}

static int est_winners(const GameState *state, bool *out)
{
    const EstatesState *s = ces(state);
    int n = state->players, count = 0;
    for (int seat = 0; seat < n; seat++) {
        out[seat] = estates_round_wins(s, seat) >= 2;
        count += out[seat];
    }
    if (count)
        return count;
    int scores[MAX_SEATS], best = -1;
    est_scores(state, scores);
    for (int seat = 0; seat < n; seat++)
        if (best < 0 || scores[seat] > scores[best] ||
            (scores[seat] == scores[best] && estates_checks(s, seat) > estates_checks(s, best)))
            best = seat;
    for (int seat = 0; seat < n; seat++) {
        out[seat] =
            scores[seat] == scores[best] && estates_checks(s, seat) == estates_checks(s, best);
        count += out[seat];
    }
    return count;
}

static void est_score_sheet(const GameState *state, ScoreSheet *sheet)
{
    const EstatesState *s = ces(state);
    EstatesProjection p;
    estates_project(s, &p);
    memset(sheet, 0, sizeof *sheet);
    for (int row = 0; row < EST_ROWS; row++) {
        const char *label =
            p.row[row].complete
                ? (p.row[row].mayor ? _("Row %d (complete, mayor)") : _("Row %d (complete)"))
                : (p.row[row].mayor ? _("Row %d (incomplete, mayor)") : _("Row %d (incomplete)"));
        snprintf(sheet->label[row], sizeof sheet->label[row], label, row + 1);
        for (int lot = 0; lot < p.row[row].built; lot++)
            if (p.row[row].holder[lot] >= 0)
                sheet->value[row][p.row[row].holder[lot]] += p.row[row].score[lot];
    }
    snprintf(sheet->label[3], sizeof sheet->label[3], "%s", _("Cash box"));
    sheet->rows = 4;
    for (int seat = 0; seat < state->players; seat++)
        sheet->value[3][seat] = p.box[seat];
    if (s->rounds > 1) {
        snprintf(sheet->label[4], sizeof sheet->label[4], "%s", _("Earlier rounds"));
        sheet->rows = 5;
        for (int seat = 0; seat < state->players; seat++)
            sheet->value[4][seat] = p.total[seat] - p.round[seat];
        StrBuf note = STRBUF_INIT;
        /* TRANSLATORS: on the score sheet, followed by each player's count of round wins */
        sb_add(&note, _("Round wins:"));
        for (int seat = 0; seat < state->players; seat++)
            sb_addf(&note, " %d", estates_round_wins(s, seat));
        snprintf(sheet->note, sizeof sheet->note, "%s", sb_str(&note));
        sb_free(&note);
    }
}

/* ---------------------------------------------------------------- hidden information */

/* Money in hand is secret, but every payment is made in the open, so a careful player can work
 * out everyone's money anyway: nothing to guess there. What nobody knows is the order of the
 * face-down rooftops and the state's own generator (later rounds' displays). */
static void est_determinize(GameState *state, int viewer, Rng *rng)
{
    EstatesState *s = es(state);
    (void)viewer;
    /* the pile put in the order of the rooftops' ids first, so the guess never depends on its
     * true order */
    int8_t pile[EST_ROOFS] = {0};
    for (int i = 0, n = 0; i < EST_ROOFS; i++)
        for (int k = 0; k < s->roof_pile_count; k++)
            if (s->roof_pile[k] == i)
                pile[n++] = (int8_t)i;
    memcpy(s->roof_pile, pile, sizeof pile); /* the rooftops drawn already: cleared */
    rng_shuffle(rng, s->roof_pile, s->roof_pile_count, sizeof s->roof_pile[0]);
    rng_seed(&s->rng, rng_next(rng));
}

static const char *const phase_names[] = {"choose", "bid", "decide", "place", "round_end", "over"};
static const char *const end_names[] = {"", "two_rows", "no_roofs", "nothing_to_build"};
static const char *const kind_names[] = {"", "cube", "roof", "permit", "mayor", "cancel"};
static const char *const place_names[] = {"supply", "auction", "board", "gone"};

static void add_int_array(StrBuf *json, const char *key, const int *values, int n)
{
    sb_addf(json, ",\"%s\":[", key);
    for (int i = 0; i < n; i++)
        sb_addf(json, "%s%d", i ? "," : "", values[i]);
    sb_add(json, "]");
}

static void describe_board(const EstatesState *s, StrBuf *json)
{
    EstatesProjection p;
    estates_project(s, &p);
    sb_add(json, ",\"rows\":[");
    for (int row = 0; row < EST_ROWS; row++) {
        const EstatesRowProjection *r = &p.row[row];
        sb_addf(json,
                "%s{\"requirement\":%d,\"built\":%d,\"permit_lot\":%d,\"complete\":%s,"
                "\"mayor\":%s,\"lots\":[",
                row ? "," : "", r->requirement, r->built, r->permit_lot + 1,
                r->complete ? "true" : "false", r->mayor ? "true" : "false");
        for (int lot = 0; lot < r->built; lot++) {
            sb_addf(json, "%s{\"cubes\":[", lot ? "," : "");
            for (int i = 0; i < s->height[row][lot]; i++) {
                char name[3];
                estates_cube_text(s->stack[row][lot][i], name);
                sb_addf(json, "%s\"%s\"", i ? "," : "", name);
            }
            int roof = s->roof[row][lot];
            sb_addf(json, "],\"roof\":%d,\"holder\":%d,\"score\":%d}",
                    roof >= 0 ? est_roof_value(roof) : 0, r->holder[lot], r->score[lot]);
        }
        sb_add(json, "]}");
    }
    sb_add(json, "],\"display\":[");
    for (int r = 0; r < EST_DISPLAY_ROWS; r++) {
        sb_add(json, r ? ",[" : "[");
        for (int i = s->display_lo[r]; i < s->display_hi[r]; i++) {
            char name[3];
            estates_cube_text(s->display[r][i], name);
            sb_addf(json, "%s\"%s\"", i > s->display_lo[r] ? "," : "", name);
        }
        sb_add(json, "]");
    }
    sb_add(json, "]");
    int certs[EST_COLOURS];
    for (int c = 0; c < EST_COLOURS; c++)
        certs[c] = s->certificate[c];
    add_int_array(json, "certificates", certs, EST_COLOURS);
    sb_addf(json, ",\"roof_pile\":%d,\"permits\":[", s->roof_pile_count);
    for (int p = 0; p < EST_PERMITS; p++)
        sb_addf(json, "%s{\"value\":%d,\"at\":\"%s\",\"row\":%d,\"sign\":%d}", p ? "," : "", p + 1,
                place_names[s->permit_place[p]], s->permit_row[p] + 1, s->permit_sign[p]);
    sb_addf(json, "],\"mayor\":{\"at\":\"%s\",\"row\":%d},\"cancel\":\"%s\"",
            place_names[s->mayor_place], s->mayor_row + 1, place_names[s->cancel_place]);
}

static void describe_auction(const EstatesState *s, StrBuf *json)
{
    int value = 0;
    char name[32] = "";
    if (s->piece_kind == EST_PIECE_CUBE)
        estates_cube_text(s->piece, name);
    else if (s->piece_kind == EST_PIECE_ROOF)
        value = est_roof_value(s->piece);
    else if (s->piece_kind == EST_PIECE_PERMIT)
        value = s->piece + 1;
    sb_addf(json, ",\"auction\":{\"kind\":\"%s\",\"cube\":\"%s\",\"value\":%d",
            kind_names[s->piece_kind], name, value);
    int bids[MAX_SEATS];
    for (int seat = 0; seat < s->base.players; seat++)
        bids[seat] = s->bid[seat];
    add_int_array(json, "bids", bids, s->base.players);
    sb_addf(json, ",\"high_bidder\":%d,\"high_bid\":%d,\"owner\":%d}", s->high_bidder, s->high_bid,
            s->owner);
}

static void est_describe(const GameState *state, int viewer, StrBuf *json)
{
    const EstatesState *s = ces(state);
    int n = s->base.players;
    sb_addf(json,
            "{\"game\":\"estates\",\"viewer\":%d,\"players\":%d,\"money\":\"%s\",\"rounds\":%d,"
            "\"round\":%d,\"phase\":\"%s\",\"to_move\":%d,\"auctioneer\":%d,\"stowed\":%s",
            viewer, n, s->open_money ? "open" : "hidden", s->rounds, s->round + 1,
            phase_names[s->phase], est_to_move(state), s->auctioneer, s->stowed ? "true" : "false");
    sb_add(json, ",\"hand\":[");
    for (int seat = 0; seat < n; seat++) {
        if (estates_money_visible(s, seat, viewer))
            sb_addf(json, "%s%d", seat ? "," : "", s->hand[seat]);
        else
            sb_addf(json, "%snull", seat ? "," : "");
    }
    sb_add(json, "]");
    int box[MAX_SEATS], scores[MAX_SEATS], wins[MAX_SEATS];
    for (int seat = 0; seat < n; seat++) {
        box[seat] = s->box[seat];
        wins[seat] = estates_round_wins(s, seat);
    }
    add_int_array(json, "box", box, n);
    describe_board(s, json);
    describe_auction(s, json);
    sb_addf(json, ",\"last\":[%d,%d]", s->last_row + 1, s->last_lot + 1);
    est_scores(state, scores);
    add_int_array(json, "scores", scores, n);
    add_int_array(json, "round_wins", wins, n);
    sb_add(json, ",\"round_scores\":[");
    int finished = s->round + (s->phase >= EST_PHASE_ROUND_END);
    for (int r = 0; r < finished; r++) {
        int row[MAX_SEATS];
        for (int seat = 0; seat < n; seat++)
            row[seat] = s->round_score[r][seat];
        sb_addf(json, "%s{\"winner\":%d", r ? "," : "", s->round_winner[r]);
        add_int_array(json, "scores", row, n);
        sb_add(json, "}");
    }
    sb_add(json, "]");
    sb_addf(json, ",\"end\":\"%s\"}", end_names[s->end]);
}

/* ---------------------------------------------------------------- the log */

/* Why a round ended, after "The round is over: " (EstatesEnd order). */
static const char *const end_texts[] = {
    "",
    /* TRANSLATORS: why a round ended, in a log line after "The round is over: " */
    N_("two rows are complete"),
    N_("no rooftop is left"),
    N_("every building has its rooftop and the display is empty"),
};

static void describe_outcome(const EstatesState *before, const EstatesState *after, StrBuf *out)
{
    char piece[32];
    estates_piece_name(before->piece_kind, before->piece, piece, sizeof piece);
    if (after->piece_kind == EST_PIECE_NONE && before->piece_kind == EST_PIECE_CUBE &&
        after->cube_place[before->piece] == EST_CUBE_GONE)
        /* TRANSLATORS: ends a log line ("Bo buys the red 5, paying Ada $2M"), its separator
         * included (French: " ; "); %s is a floor cube ("the red 5") */
        sb_addf(out, _("; %s has nowhere to go and leaves the game"), piece);
    if (after->phase >= EST_PHASE_ROUND_END) {
        const char *why = table_text(end_texts[after->end]);
        /* TRANSLATORS: these end a log line ("Ada puts rooftop 4 on row 1 lot 2"), the full stop
         * included; %s says why: "two rows are complete", "no rooftop is left", ... */
        if (after->rounds == 1)
            sb_addf(out, _(". The game is over: %s"), why);
        else if (after->phase == EST_PHASE_OVER)
            sb_addf(out, _(". The round is over: %s; the game is over"), why);
        else
            sb_addf(out, _(". The round is over: %s"), why);
    }
}

static void describe_placement(const EstatesState *before, const EstatesState *after,
                               const Words *w, const char *const *names, StrBuf *out)
{
    int seat = before->owner;
    char piece[32];
    estates_piece_name(before->piece_kind, before->piece, piece, sizeof piece);
    int row = after->last_row, lot = after->last_lot;
    const char *verb = w->word[0];
    if (!strcmp(verb, "discard")) {
        /* TRANSLATORS: %s is a player, then "permit 2", "the mayor" or "the cancel cube" */
        sb_addf(out, _("%s discards %s"), names[seat], piece);
    } else if (!strcmp(verb, "place")) {
        int below = lot < estates_built(before, row) ? estates_top_cube(before, row, lot) : -1;
        int colour = est_colour(before->piece);
        bool takes = before->certificate[colour] < 0; /* the first cube of its colour */
        char certificate[48];
        estates_certificate_name(colour, certificate, sizeof certificate);
        if (below >= 0) {
            char under[32];
            estates_cube_long_name(below, under, sizeof under);
            if (takes)
                /* TRANSLATORS: a player puts a floor cube ("the red 5") on another ("the blue
                 * 6"); the last %s is "the red certificate" */
                sb_addf(out, _("%s stacks %s on %s (row %d lot %d) and takes %s"), names[seat],
                        piece, under, row + 1, lot + 1, certificate);
            else
                /* TRANSLATORS: a player puts a floor cube ("the red 5") on another ("the blue
                 * 6") */
                sb_addf(out, _("%s stacks %s on %s (row %d lot %d)"), names[seat], piece, under,
                        row + 1, lot + 1);
        } else if (takes) {
            /* TRANSLATORS: a player, a floor cube ("the red 5"), then "the red certificate" */
            sb_addf(out, _("%s builds %s on row %d lot %d and takes %s"), names[seat], piece,
                    row + 1, lot + 1, certificate);
        } else {
            sb_addf(out, _("%s builds %s on row %d lot %d"), names[seat], piece, row + 1, lot + 1);
        }
    } else if (!strcmp(verb, "roof")) {
        /* TRANSLATORS: a player, then "rooftop 4" */
        sb_addf(out, _("%s puts %s on row %d lot %d"), names[seat], piece, row + 1, lot + 1);
    } else if (!strcmp(verb, "permit")) {
        int req = estates_requirement(after, row);
        if (w->word[2][0] == '+')
            sb_addf(out,
                    plural_text("%s places %s in row %d, lengthening it to %d lot",
                                "%s places %s in row %d, lengthening it to %d lots", req),
                    names[seat], piece, row + 1, req);
        else
            sb_addf(out,
                    plural_text("%s places %s in row %d, shortening it to %d lot",
                                "%s places %s in row %d, shortening it to %d lots", req),
                    names[seat], piece, row + 1, req);
    } else if (!strcmp(verb, "mayor")) {
        sb_addf(out, _("%s places the mayor in front of row %d"), names[seat], row + 1);
    } else {
        int permit = 0, req = estates_requirement(after, row);
        parse_permit(w->word[1], &permit, NULL, 0);
        sb_addf(out,
                plural_text("%s uses the cancel cube on permit %d: row %d needs %d lot now",
                            "%s uses the cancel cube on permit %d: row %d needs %d lots now", req),
                names[seat], permit + 1, row + 1, req);
    }
}

static void est_describe_move(const GameState *state, const char *move, const char *const *names,
                              StrBuf *out)
{
    const EstatesState *before = ces(state);
    EstatesState after = *before;
    Words w;
    int seat = est_to_move(state);
    if (!split_words(move, &w, NULL, 0) || !est_apply(&after.base, move, NULL, 0)) {
        sb_addf(out, "%s: %s", seat >= 0 ? names[seat] : "?", move);
        return;
    }
    char piece[32];
    const EstatesState *auction = before->piece_kind != EST_PIECE_NONE ? before : &after;
    estates_piece_name(auction->piece_kind, auction->piece, piece, sizeof piece);
    const char *verb = w.word[0];
    switch (before->phase) {
    case EST_PHASE_CHOOSE:
        if (!strcmp(verb, "stow"))
            sb_addf(out, _("%s stows $1M in the cash box"), names[seat]);
        else if (after.piece_kind == EST_PIECE_ROOF)
            /* TRANSLATORS: a player, then "rooftop 4" */
            sb_addf(out, _("%s turns up %s and auctions it"), names[seat], piece);
        else
            /* TRANSLATORS: a player, then a piece: "the red 5", "permit 2", "the mayor", ... */
            sb_addf(out, _("%s auctions %s"), names[seat], piece);
        break;
    case EST_PHASE_BID:
        if (!strcmp(verb, "pass"))
            sb_addf(out, _("%s passes"), names[seat]);
        else
            sb_addf(out, _("%s bids $%dM"), names[seat], after.high_bid);
        if (before->high_bidder < 0 && !strcmp(verb, "pass") && after.phase != EST_PHASE_BID)
            /* TRANSLATORS: ends "Bo passes", its separator included (French: " ; "): the
             * auctioneer, then a piece ("the red 5", "permit 2", "the mayor", ...) */
            sb_addf(out, _("; nobody bid: %s gets %s free"), names[before->auctioneer], piece);
        break;
    case EST_PHASE_DECIDE:
        if (!strcmp(verb, "sell"))
            /* TRANSLATORS: the auctioneer, a piece ("the red 5", "the mayor", ...), the high
             * bidder */
            sb_addf(out, _("%s sells %s to %s for $%dM"), names[seat], piece,
                    names[before->high_bidder], before->high_bid);
        else
            /* TRANSLATORS: the auctioneer, a piece ("the red 5", "the mayor", ...), the high
             * bidder */
            sb_addf(out, _("%s buys %s, paying %s $%dM"), names[seat], piece,
                    names[before->high_bidder], before->high_bid);
        break;
    case EST_PHASE_PLACE:
        describe_placement(before, &after, &w, names, out);
        break;
    case EST_PHASE_ROUND_END:
        sb_addf(out, _("Round %d begins; %s starts"), after.round + 1, names[after.round_starter]);
        break;
    case EST_PHASE_OVER:
        break;
    }
    describe_outcome(before, &after, out);
}

/* ---------------------------------------------------------------- a move for its player */

/* Placing the piece won, worded for its player (the piece and the board are public). */
static void word_placement(const EstatesState *before, const EstatesState *after, const Words *w,
                           StrBuf *out)
{
    char piece[32];
    estates_piece_name(before->piece_kind, before->piece, piece, sizeof piece);
    int row = after->last_row + 1, lot = after->last_lot + 1;
    const char *verb = w->word[0];
    if (!strcmp(verb, "discard")) {
        /* TRANSLATORS: %s is "permit 2", "the mayor" or "the cancel cube" */
        sb_addf(out, _("discard %s"), piece);
    } else if (!strcmp(verb, "place")) {
        int below = after->last_lot < estates_built(before, after->last_row)
                        ? estates_top_cube(before, after->last_row, after->last_lot)
                        : -1;
        char under[32];
        if (below >= 0) {
            estates_cube_long_name(below, under, sizeof under);
            /* TRANSLATORS: a floor cube ("the red 5") on another ("the blue 6") */
            sb_addf(out, _("stack %s on %s (row %d lot %d)"), piece, under, row, lot);
        } else {
            /* TRANSLATORS: a floor cube ("the red 5") */
            sb_addf(out, _("build %s on row %d lot %d"), piece, row, lot);
        }
    } else if (!strcmp(verb, "roof")) {
        /* TRANSLATORS: "rooftop 4" */
        sb_addf(out, _("put %s on row %d lot %d"), piece, row, lot);
    } else if (!strcmp(verb, "permit")) {
        /* TRANSLATORS: "permit 2", the row */
        sb_addf(out,
                w->word[2][0] == '+' ? _("place %s in row %d to lengthen it")
                                     : _("place %s in row %d to shorten it"),
                piece, row);
    } else if (!strcmp(verb, "mayor")) {
        sb_addf(out, _("place the mayor in front of row %d"), row);
    } else {
        int permit = 0;
        parse_permit(w->word[1], &permit, NULL, 0);
        sb_addf(out, _("use the cancel cube on permit %d"), permit + 1);
    }
}

/* A move worded for its player (a hint, a review): an infinitive phrase. A rooftop auctioned is
 * not named: it is turned up only by the move. */
static void est_describe_own_move(const GameState *state, const char *move,
                                  const char *const *names, StrBuf *out)
{
    const EstatesState *before = ces(state);
    EstatesState after = *before;
    Words w;
    split_words(move, &w, NULL, 0);
    est_apply(&after.base, move, NULL, 0);
    char piece[32];
    const EstatesState *auction = before->piece_kind != EST_PIECE_NONE ? before : &after;
    estates_piece_name(auction->piece_kind, auction->piece, piece, sizeof piece);
    const char *verb = w.word[0];
    /* TRANSLATORS: The Estates' moves worded for their player (a hint, a review): infinitive
     * phrases, as they follow "would" in English */
    if (before->phase == EST_PHASE_CHOOSE && !strcmp(verb, "stow"))
        sb_add(out, _("stow $1M in the cash box"));
    else if (before->phase == EST_PHASE_CHOOSE && after.piece_kind == EST_PIECE_ROOF)
        sb_add(out, _("turn up a rooftop and auction it"));
    else if (before->phase == EST_PHASE_CHOOSE)
        /* TRANSLATORS: "the red 5", "permit 2", "the mayor", ... */
        sb_addf(out, _("auction %s"), piece);
    else if (before->phase == EST_PHASE_BID && !strcmp(verb, "pass"))
        sb_add(out, _("pass"));
    else if (before->phase == EST_PHASE_BID)
        sb_addf(out, _("bid $%dM for %s"), after.high_bid, piece);
    else if (before->phase == EST_PHASE_DECIDE && !strcmp(verb, "sell"))
        /* TRANSLATORS: the piece, the high bidder, the bid */
        sb_addf(out, _("sell %s to %s for $%dM"), piece, names[before->high_bidder],
                before->high_bid);
    else if (before->phase == EST_PHASE_DECIDE)
        /* TRANSLATORS: the piece, the high bidder, the bid */
        sb_addf(out, _("keep %s, paying %s $%dM"), piece, names[before->high_bidder],
                before->high_bid);
    else if (before->phase == EST_PHASE_PLACE)
        word_placement(before, &after, &w, out);
    else
        sb_add(out, _("deal the next round"));
}

/* ---------------------------------------------------------------- invariants */

static bool check_cubes(const EstatesState *s, char *err, size_t errlen)
{
    int seen[EST_CUBES] = {0};
    for (int r = 0; r < EST_DISPLAY_ROWS; r++) {
        if (s->display_lo[r] < 0 || s->display_hi[r] > EST_DISPLAY_LEN)
            return fail(err, errlen, "display row %d has bounds %d..%d", r, s->display_lo[r],
                        s->display_hi[r]);
        for (int i = s->display_lo[r]; i < s->display_hi[r]; i++) {
            int c = s->display[r][i];
            if (c < 0 || c >= EST_CUBES || seen[c]++ || s->cube_place[c] != EST_CUBE_DISPLAY)
                return fail(err, errlen, "display cube %d is doubled or misplaced", c);
        }
    }
    for (int row = 0; row < EST_ROWS; row++)
        for (int lot = 0; lot < EST_LOTS; lot++) {
            int h = s->height[row][lot];
            if (h < 0 || h > EST_STACK_MAX || (h && lot > 0 && !s->height[row][lot - 1]))
                return fail(err, errlen, "row %d lot %d has height %d", row, lot, h);
            if (h > 1 && estates_white_dirt(row, lot))
                return fail(err, errlen, "white dirt at row %d lot %d holds %d cubes", row, lot, h);
            for (int i = 0; i < h; i++) {
                int c = s->stack[row][lot][i];
                if (c < 0 || c >= EST_CUBES || seen[c]++ || s->cube_place[c] != EST_CUBE_BOARD)
                    return fail(err, errlen, "board cube %d is doubled or misplaced", c);
                if (i && est_value(c) >= est_value(s->stack[row][lot][i - 1]))
                    return fail(err, errlen, "row %d lot %d does not get smaller upward", row, lot);
                if (s->certificate[est_colour(c)] < 0)
                    return fail(err, errlen, "the certificate of a built colour is unowned");
            }
        }
    int counts[5] = {0};
    for (int c = 0; c < EST_CUBES; c++) {
        if (s->cube_place[c] < EST_CUBE_BOX || s->cube_place[c] > EST_CUBE_GONE)
            return fail(err, errlen, "cube %d is nowhere", c);
        counts[s->cube_place[c]]++;
    }
    int auction = s->piece_kind == EST_PIECE_CUBE ? 1 : 0;
    if (counts[EST_CUBE_AUCTION] != auction ||
        (auction && s->cube_place[s->piece] != EST_CUBE_AUCTION))
        return fail(err, errlen, "%d cubes under auction", counts[EST_CUBE_AUCTION]);
    if (counts[EST_CUBE_BOX] != EST_CUBES - EST_DISPLAY_ROWS * EST_DISPLAY_LEN)
        return fail(err, errlen, "%d cubes in the box, not 12", counts[EST_CUBE_BOX]);
    return true;
}

static bool check_roofs(const EstatesState *s, char *err, size_t errlen)
{
    int seen[EST_ROOFS] = {0}, on_board = 0;
    for (int i = 0; i < s->roof_pile_count; i++) {
        int r = s->roof_pile[i];
        if (r < 0 || r >= EST_ROOFS || seen[r]++ || s->roof_place[r] != EST_AT_SUPPLY)
            return fail(err, errlen, "rooftop %d in the pile is doubled or misplaced", r);
    }
    for (int row = 0; row < EST_ROWS; row++)
        for (int lot = 0; lot < EST_LOTS; lot++) {
            int r = s->roof[row][lot];
            if (r < 0)
                continue;
            if (r >= EST_ROOFS || seen[r]++ || s->roof_place[r] != EST_AT_BOARD ||
                !s->height[row][lot])
                return fail(err, errlen, "rooftop %d on the board is misplaced", r);
            on_board++;
        }
    int auction = s->piece_kind == EST_PIECE_ROOF;
    if (auction && (s->roof_place[s->piece] != EST_AT_AUCTION || seen[s->piece]++))
        return fail(err, errlen, "the rooftop under auction is misplaced");
    for (int r = 0; r < EST_ROOFS; r++)
        if (seen[r] != 1)
            return fail(err, errlen, "rooftop %d is missing or doubled", r);
    if (s->roof_pile_count + on_board + auction != EST_ROOFS)
        return fail(err, errlen, "%d rooftops accounted for, not 12",
                    s->roof_pile_count + on_board + auction);
    return true;
}

static bool check_tokens(const EstatesState *s, char *err, size_t errlen)
{
    int permits_seen[EST_ROWS][2] = {{0}};
    for (int p = 0; p < EST_PERMITS; p++) {
        bool under_auction = s->piece_kind == EST_PIECE_PERMIT && s->piece == p;
        if ((s->permit_place[p] == EST_AT_AUCTION) != under_auction)
            return fail(err, errlen, "permit %d is wrongly under auction", p + 1);
        if (s->permit_place[p] == EST_AT_BOARD) {
            int row = s->permit_row[p];
            if (row < 0 || row >= EST_ROWS || (s->permit_sign[p] != 1 && s->permit_sign[p] != -1))
                return fail(err, errlen, "permit %d stands nowhere", p + 1);
            permits_seen[row][0]++;
        }
    }
    for (int row = 0; row < EST_ROWS; row++) {
        int req = estates_requirement(s, row);
        if (req < 1 || req > EST_LOTS - 1 || req < estates_built(s, row))
            return fail(err, errlen, "row %d needs %d lots with %d built", row + 1, req,
                        estates_built(s, row));
        if (!permits_seen[row][0] && req != EST_BASE_REQUIREMENT)
            return fail(err, errlen, "row %d needs %d lots without a permit", row + 1, req);
    }
    if ((s->mayor_place == EST_AT_AUCTION) != (s->piece_kind == EST_PIECE_MAYOR))
        return fail(err, errlen, "the mayor is wrongly under auction");
    if (s->mayor_place == EST_AT_BOARD && (s->mayor_row < 0 || s->mayor_row >= EST_ROWS))
        return fail(err, errlen, "the mayor stands nowhere");
    if ((s->cancel_place == EST_AT_AUCTION) != (s->piece_kind == EST_PIECE_CANCEL) ||
        s->cancel_place == EST_AT_BOARD)
        return fail(err, errlen, "the cancel cube is misplaced");
    return true;
}

static bool est_check_invariants(const GameState *state, char *err, size_t errlen)
{
    const EstatesState *s = ces(state);
    int total = 0;
    for (int seat = 0; seat < s->base.players; seat++) {
        if (s->hand[seat] < 0 || s->box[seat] < 0)
            return fail(err, errlen, "seat %d has $%dM in hand and %d checks in the box", seat,
                        s->hand[seat], s->box[seat]);
        total += s->hand[seat] + s->box[seat];
    }
    if (total != EST_START_MONEY * s->base.players)
        return fail(err, errlen, "$%dM in play, not $%dM", total,
                    EST_START_MONEY * s->base.players);
    return check_cubes(s, err, errlen) && check_roofs(s, err, errlen) &&
           check_tokens(s, err, errlen);
}

/* ---------------------------------------------------------------- the table */

static const char *const money_choices[] = {"hidden", "open"};

static const OptionSpec estates_options[] = {
    {"money", N_("Money"),
     N_("Hidden: only you see your money in hand. Open: everyone's is shown."), OPTION_CHOICE, 0, 1,
     EST_MONEY_HIDDEN, money_choices},
    {"rounds", N_("Rounds"),
     N_("Play several rounds; money carries over, scores add up, two round wins end it at once."),
     OPTION_NUMBER, 1, EST_ROUNDS_MAX, 1, NULL},
};

/* The lobby shows the money choices by name in the player's language (the option's values stay
 * "hidden" and "open"). */
static const char *est_option_label(int option, int value)
{
    /* TRANSLATORS: the choices of the lobby's Money option: money in hand is hidden or open */
    static const char *const money_labels[] = {N_("Hidden"), N_("Open")};
    if (option == EST_OPTION_MONEY && value >= 0 && value < 2)
        return _(money_labels[value]);
    return NULL;
}

/* ---------------------------------------------------------------- what a move reveals */

/* A rooftop turned up and a new round's display are news to everyone; so is a round's scoring,
 * which shows hidden money. Bids and payments are public. */
static Reveal est_reveals(const GameState *before, const char *move, const GameState *after)
{
    const EstatesState *b = ces(before), *a = ces(after);
    (void)move;
    if (a->round != b->round)
        return (Reveal){REVEAL_HIDDEN, N_("A new round was dealt with your move"), N_("A new round was dealt since your move")};
    if (a->phase == EST_PHASE_ROUND_END && b->phase != EST_PHASE_ROUND_END)
        return (Reveal){REVEAL_HIDDEN, N_("The round was scored with your move"), N_("The round was scored since your move")};
    if (a->roof_pile_count < b->roof_pile_count)
        return (Reveal){REVEAL_HIDDEN, N_("A rooftop was turned up with your move"), N_("A rooftop was turned up since your move")};
    return (Reveal){REVEAL_NOTHING, NULL, NULL};
}

const GameRules estates_rules = {
    .id = "estates",
    .name = "The Estates",
    .pitch = N_("Auction floors and rooftops; build three rows, but only finished rows pay."),
    .min_players = 2,
    .max_players = 6,
    .default_players = 4,
    .hides_information = true,
    .options = estates_options,
    .option_count = 2,
    .validate_options = NULL,
    .new_game = est_new_game,
    .state_size = sizeof(EstatesState),
    .clone = est_clone,
    .free_state = est_free,
    .to_move = est_to_move,
    .legal_moves = game_moves_from_codes,
    .apply = est_apply,
    .legal_codes = est_legal_codes,
    .format_code = est_format_code,
    .apply_code = est_apply_code,
    .scores = est_scores,
    .winners = est_winners,
    .score_sheet = est_score_sheet,
    .schema = &estates_schema,
    .determinize = est_determinize,
    .describe = est_describe,
    .describe_move = est_describe_move,
    .describe_own_move = est_describe_own_move,
    .check_invariants = est_check_invariants,
    .reveals = est_reveals,
    .pointable = estates_pointable,
    .option_label = est_option_label,
    .bot = &estates_bot_hooks,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "rules_testing.c"
#endif
