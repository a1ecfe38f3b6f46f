/* The test-only set-ups of rules.c (declared in mintbid.h for the tests only): rules.c includes
 * this file at its end when compiled for the tests (MOGULS_TESTING), never for the program. */

void mintbid_test_begin(MintBidState *s, const int *deck, int deck_count, int auctioneer)
{
    for (int k = 0; k < MB_CARDS; k++)
        if (s->where[k] != MB_OUT) {
            s->where[k] = MB_UNUSED;
            s->rotated[k] = false;
        }
    setup_table(s);
    s->deck_count = 0;
    s->block_count = 0;
    for (int i = deck_count - 1; i >= 0; i--) {
        s->where[deck[i]] = MB_IN_DECK;
        s->deck[s->deck_count++] = (int8_t)deck[i];
    }
    for (int seat = 0; seat < s->base.players; seat++)
        s->mints[seat] = s->income_total[seat] = s->roll_total[seat] = s->paid_total[seat] = 0;
    s->auctioneer = (int8_t)auctioneer;
    s->round = 0;
    s->wins = 0;
    if (deck_count > 0) {
        start_round(s);
        return;
    }
    /* An empty table to build a position on (and end with mintbid_test_end_game). */
    reset_auction(s);
    s->phase = MB_PHASE_PICK;
}

bool mintbid_test_put(MintBidState *s, int card, int area, int col, int row, bool rotated)
{
    if (s->area[area].cell[row][col] >= 0)
        return false;
    if (s->where[card] == MB_ON_TABLE)
        lift_card(s, card);
    for (int i = 0; i < s->deck_count; i++)
        if (s->deck[i] == card) {
            memmove(&s->deck[i], &s->deck[i + 1], (size_t)(s->deck_count - i - 1));
            s->deck_count--;
        }
    for (int i = 0; i < s->block_count; i++)
        if (s->block[i] == card) {
            memmove(&s->block[i], &s->block[i + 1], (size_t)(s->block_count - i - 1));
            s->block_count--;
        }
    MintBidArea *a = &s->area[area];
    a->cell[row][col] = (int8_t)card;
    a->count++;
    if (col + 1 > a->width)
        a->width = (int8_t)(col + 1);
    s->where[card] = MB_ON_TABLE;
    s->card_area[card] = (int8_t)area;
    s->card_col[card] = (int8_t)col;
    s->card_row[card] = (int8_t)row;
    s->rotated[card] = rotated;
    return true;
}

void mintbid_test_set_mints(MintBidState *s, int seat, int mints)
{
    s->income_total[seat] = (int16_t)(s->income_total[seat] + mints - s->mints[seat]);
    s->mints[seat] = (int16_t)mints;
}

void mintbid_test_remove(MintBidState *s, int card)
{
    s->where[card] = MB_OUT;
}

void mintbid_test_force_rolls(MintBidState *s, const int *rolls, int count)
{
    for (int i = 0; i < count && s->forced_count < MB_FORCED_ROLLS_MAX; i++)
        s->forced[s->forced_count++] = (int8_t)rolls[i];
}

void mintbid_test_end_game(MintBidState *s)
{
    for (int i = 0; i < s->block_count; i++)
        s->where[s->block[i]] = MB_UNUSED;
    for (int i = 0; i < s->deck_count; i++)
        s->where[s->deck[i]] = MB_UNUSED;
    if (s->auction.card >= 0)
        s->where[s->auction.card] = MB_UNUSED;
    s->block_count = s->deck_count = 0;
    end_game(s);
}
