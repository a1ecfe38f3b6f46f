/* BuyWord: the rules. See buyword.h for the state and docs/notation-buyword.md for moves. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buyword.h"
#include "core/i18n.h"
#include "core/movewords.h"

/* Tiles per letter and pips per letter, A..Z (shared/games/buyword.md). */
static const uint8_t letter_totals[BW_LETTERS] = {8, 2, 4, 4, 10, 3, 4, 4, 7, 2, 2, 4, 3,
                                                  6, 8, 4, 1, 6,  6, 6, 4, 3, 2, 1, 2, 2};
#define LETTER_PIPS(F)                                                                             \
    F(1), F(3), F(2), F(2), F(1), F(3), F(2), F(2), F(1), F(4), F(2), F(2), F(3), F(1), F(1),      \
        F(2), F(4), F(1), F(1), F(1), F(1), F(3), F(3), F(4), F(3), F(4)
#define PIPS(p) (p)
#define PIPS_LESS_ONE_BIT0(p) (((p)-1) & 1 ? 0xff : 0)
#define PIPS_LESS_ONE_BIT1(p) (((p)-1) & 2 ? 0xff : 0)
static const uint8_t letter_pips[BW_LETTERS] = {LETTER_PIPS(PIPS)};
/* Masks of the letters whose pips less one (0 to 3) have bit 0 and bit 1 set, eight letters a
 * word (rack_pips reads the first 24). */
static const uint8_t pips_bit0[BW_LETTERS] = {LETTER_PIPS(PIPS_LESS_ONE_BIT0)};
static const uint8_t pips_bit1[BW_LETTERS] = {LETTER_PIPS(PIPS_LESS_ONE_BIT1)};

static BuywordState *bw(GameState *s)
{
    return (BuywordState *)s;
}
static const BuywordState *cbw(const GameState *s)
{
    return (const BuywordState *)s;
}

static int next_seat(const BuywordState *s, int seat)
{
    return (seat + 1) % s->base.players;
}

/* ---------------------------------------------------------------- tiles and words */

int buyword_pips(char letter)
{
    if (letter >= 'a' && letter <= 'z')
        letter = (char)(letter - 'a' + 'A');
    return letter >= 'A' && letter <= 'Z' ? letter_pips[letter - 'A'] : 0;
}

int buyword_letter_total(int letter)
{
    return letter >= 0 && letter < BW_LETTERS ? letter_totals[letter] : 0;
}

int buyword_wilds_per_seat(int players)
{
    static const int per_seat[] = {0, 8, 4, 3, 2};
    return players >= 1 && players <= 4 ? per_seat[players] : 0;
}

/* Letters [at, at + 8) of a rack as one word, read in place: through a copy on the stack, the
 * wide reads would wait for the narrower writes of the copy. */
static inline uint64_t eight_letters(const uint8_t *rack, int at)
{
    uint64_t x;
    memcpy(&x, rack + at, 8);
    return x;
}

/* Eight letters at a time, then the eight sums of the bytes gathered in the top one by a
 * multiplication (no sum passes 255: the set has BW_TILES letter tiles); the last two letters
 * alone. */
static int rack_size(const uint8_t rack[BW_LETTERS])
{
    uint64_t sums = eight_letters(rack, 0) + eight_letters(rack, 8) + eight_letters(rack, 16);
    return (int)(sums * 0x0101010101010101ull >> 56) + rack[24] + rack[25];
}

/* Eight letters at a time: a count times its pips (1 to 4) is the count, plus the count again
 * where bit 0 of the pips less one is set, plus twice the count where bit 1 is; the sums
 * gathered as in rack_size (the whole set has 182 pips); the last two letters alone. */
static int rack_pips(const uint8_t rack[BW_LETTERS])
{
    uint64_t sums = 0;
    for (int at = 0; at < 24; at += 8) {
        uint64_t count = eight_letters(rack, at);
        uint64_t bit0 = eight_letters(pips_bit0, at), bit1 = eight_letters(pips_bit1, at);
        sums += count + (count & bit0) + ((count & bit1) << 1);
    }
    return (int)(sums * 0x0101010101010101ull >> 56) + rack[24] * letter_pips[24] +
           rack[25] * letter_pips[25];
}

int buyword_held_count(const BuywordState *s, int seat)
{
    return rack_size(s->held[seat]);
}

int buyword_fresh_price(const BuywordState *s, int seat)
{
    int pips = rack_pips(s->fresh[seat]);
    return pips * pips;
}

void buyword_rack_text(const uint8_t rack[BW_LETTERS], char *out, size_t outlen)
{
    size_t n = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        for (int i = 0; i < rack[l] && n + 1 < outlen; i++)
            out[n++] = (char)('A' + l);
    if (outlen)
        out[n] = '\0';
}

int buyword_word_value(const char *word)
{
    int pips = 0;
    for (const char *p = word; *p; p++) {
        if (*p >= 'a' && *p <= 'z')
            pips += 1;
        else if (*p >= 'A' && *p <= 'Z')
            pips += letter_pips[*p - 'A'];
        else
            return 0;
    }
    return pips * pips;
}

/* Lower-cases a word of letters into out; false if it is not 2..BW_WORD_MAX letters. */
static bool fold_word(const char *word, char out[BW_WORD_MAX + 1])
{
    size_t n = strlen(word);
    if (n < 2 || n > BW_WORD_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = word[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c < 'a' || c > 'z')
            return false;
        out[i] = c;
    }
    out[n] = '\0';
    return true;
}

bool buyword_in_dictionary(const BuywordState *s, const char *word)
{
    char folded[BW_WORD_MAX + 1];
    return fold_word(word, folded) && buyword_dict_contains(s->dict, folded);
}

/* Why a word cannot take the n-th tile of `letter`: "you don't hold that tile (an E)" (letter
 * names that start with a vowel sound take "an"), "(a J)", "(a second J)". Whole sentences, so
 * each language words the count its own way. */
static bool missing_tile(char *err, size_t errlen, int n, char letter)
{
    static const char *const nth[] = {
        /* TRANSLATORS: a word needs more tiles of a letter than the player holds; %c is the
         * letter: "a second J" is the word's second J */
        N_("you don't hold that tile (a second %c)"),
        N_("you don't hold that tile (a third %c)"),
        N_("you don't hold that tile (a fourth %c)"),
        N_("you don't hold that tile (a fifth %c)"),
        N_("you don't hold that tile (a sixth %c)"),
        N_("you don't hold that tile (a seventh %c)"),
        N_("you don't hold that tile (an eighth %c)"),
        N_("you don't hold that tile (a ninth %c)")};
    if (n == 1 && strchr("AEFHILMNORSX", letter))
        /* TRANSLATORS: %c is a letter whose English name starts with a vowel sound ("an E") */
        return fail(err, errlen, _("you don't hold that tile (an %c)"), letter);
    if (n == 1)
        /* TRANSLATORS: %c is a letter ("a J") */
        return fail(err, errlen, _("you don't hold that tile (a %c)"), letter);
    if (n >= 2 && n <= 9)
        return fail(err, errlen, _(nth[n - 2]), letter);
    return fail(err, errlen, _("you don't hold that tile (another %c)"), letter);
}

/* Whether `seat` holds the tiles of a word in move notation (at most one wild). */
static bool holds_tiles(const BuywordState *s, int seat, const char *word, char *err, size_t errlen)
{
    if (s->wilds[seat] < 1)
        for (const char *c = word; *c; c++)
            if (*c >= 'a')
                return fail(err, errlen, _("you have no wild tile"));
    int need[BW_LETTERS] = {0};
    for (const char *c = word; *c; c++) {
        if (*c >= 'a')
            continue;
        int l = *c - 'A';
        if (++need[l] > s->held[seat][l])
            return missing_tile(err, errlen, need[l], *c);
    }
    return true;
}

bool buyword_check_word(const BuywordState *s, int seat, const char *word, int *value, char *err,
                        size_t errlen)
{
    size_t len = strlen(word);
    int wilds = 0;
    for (size_t i = 0; i < len; i++) {
        char c = word[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
            return fail(err, errlen,
                        /* TRANSLATORS: ENJoYED is move notation (a wild as the o): keep it */
                        _("'%s' is not a word: write letter tiles in upper case and a wild as "
                          "the lower-case letter it stands for (ENJoYED)"),
                        word);
        wilds += c >= 'a';
    }
    if (len < 2)
        return fail(err, errlen, _("a word needs at least 2 letters"));
    if (len > BW_WORD_MAX)
        return fail(err, errlen, _("%s is too long to be in the dictionary"), word);
    if (wilds > 1)
        return fail(err, errlen, _("two wilds in one word (%s): a word may use at most one wild"),
                    word);
    char upper[BW_WORD_MAX + 1];
    for (size_t i = 0; i <= len; i++)
        upper[i] = (char)(word[i] >= 'a' ? word[i] - 'a' + 'A' : word[i]);
    if (!buyword_in_dictionary(s, word))
        return fail(err, errlen, _("%s is not in the dictionary"), upper);
    if (!holds_tiles(s, seat, word, err, errlen))
        return false;
    *value = buyword_word_value(word);
    return true;
}

/* A word the rack can make, before it is written out. */
typedef struct Sale {
    uint64_t key;       /* sorts sales best first: see place_wild (set once the best are kept) */
    int index;          /* in the dictionary */
    int8_t wild_letter; /* the letter the wild stands for, -1 none */
    int8_t wild_at;     /* the wild's position, -1 none (set with the key) */
    int8_t pips;
} Sale;

/* Sales: in `local` while they fit (most racks make a few dozen words at most), else on the
 * heap. */
#define SALES_LOCAL 64
typedef struct SaleList {
    Sale *sales;
    int count, cap;
    Sale local[SALES_LOCAL];
} SaleList;

static void sales_start(SaleList *f)
{
    f->sales = f->local;
    f->count = 0;
    f->cap = SALES_LOCAL;
}

static void sales_free(SaleList *f)
{
    if (f->sales != f->local)
        free(f->sales);
}

static __attribute__((noinline)) void sales_grow(SaleList *f)
{
    f->cap *= 2;
    Sale *grown = f->sales == f->local ? malloc((size_t)f->cap * sizeof *grown)
                                       : realloc(f->sales, (size_t)f->cap * sizeof *grown);
    if (!grown)
        abort();
    if (f->sales == f->local)
        memcpy(grown, f->local, sizeof f->local);
    f->sales = grown;
}

static inline void sales_add(SaleList *f, Sale sale)
{
    if (f->count == f->cap)
        sales_grow(f);
    f->sales[f->count++] = sale;
}

/* Where a word's wild goes: the first occurrence of its letter beyond what the rack holds. */
static inline int wild_position(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int index,
                                int letter)
{
    const char *w = buyword_dict_word(dict, index);
    for (int k = 0, seen = 0;; k++)
        if (w[k] - 'a' == letter && seen++ == rack[letter])
            return k;
}

/* wild_position read from a word's prefix (buyword_dict_prefix): -1 when the wild's letter
 * lies beyond the prefix's letters. The prefix is read for the sort key anyway, and it spares
 * reading where the word's text is and then the text (two look-ups, each waiting on memory, for
 * each of the many words a rack with a wild makes). */
static inline int wild_position_in_prefix(uint64_t prefix, int held, int letter)
{
    for (int k = 0, seen = 0; k < BW_PREFIX_CHARS; k++)
        if ((int)(prefix >> 8 * (BW_PREFIX_CHARS - 1 - k) & 0xff) == 'A' + letter && seen++ == held)
            return k;
    return -1;
}

/* wild_position, read from the word's prefix when the wild lies among its letters (the random
 * player's sale of a wild word: one look-up, where the text takes two). */
static inline int wild_position_from(const BuywordDict *dict, const uint8_t rack[BW_LETTERS],
                                     int index, int letter, uint64_t prefix)
{
    int at = wild_position_in_prefix(prefix, rack[letter], letter);
    return at >= 0 ? at : wild_position(dict, rack, index, letter);
}

/* Puts a sale's wild (if any) in its place (wild_position) and sets its sort key: most pips
 * first, then the text in move notation, the pips' complement in the top byte, then the first
 * BW_PREFIX_CHARS characters as written (upper case, the wild in lower case). Sales whose keys
 * tie are compared in full. */
static inline void place_wild(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], Sale *sale)
{
    int letter = sale->wild_letter;
    uint64_t prefix = buyword_dict_prefix(dict, sale->index);
    uint64_t key = (uint64_t)(255 - sale->pips) << 8 * BW_PREFIX_CHARS | prefix;
    sale->wild_at = -1;
    if (letter >= 0) {
        sale->wild_at = (int8_t)wild_position_from(dict, rack, sale->index, letter, prefix);
        if (sale->wild_at < BW_PREFIX_CHARS) /* 'a' - 'A': the wild's letter in lower case */
            key |= (uint64_t)('a' - 'A') << 8 * (BW_PREFIX_CHARS - 1 - sale->wild_at);
    }
    sale->key = key;
}

/* The sale of a word the rack makes, its wild placed and its sort key set. */
static Sale sale_of(const BuywordDict *dict, const uint8_t rack[BW_LETTERS],
                    const BuywordAnagram *found)
{
    Sale sale = {
        .index = found->word, .wild_letter = found->wild_letter, .pips = (int8_t)found->weight};
    place_wild(dict, rack, &sale);
    return sale;
}

/* The order of two sales: best paying first, then by text in move notation (upper case, the
 * wild in lower case). */
static int compare_sales(const BuywordDict *dict, const Sale *a, const Sale *b)
{
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    const char *x = buyword_dict_word(dict, a->index), *y = buyword_dict_word(dict, b->index);
    for (int k = 0;; k++) {
        int cx = x[k] && k != a->wild_at ? x[k] - 'a' + 'A' : x[k];
        int cy = y[k] && k != b->wild_at ? y[k] - 'a' + 'A' : y[k];
        if (cx != cy || !cx)
            return cx - cy;
    }
}

/* Whether sale a goes before sale b: the key decides almost always. A list holds a word once,
 * so the same word is the same sale (as when a quickselect meets its pivot). */
static inline bool sale_before(const BuywordDict *dict, const Sale *a, const Sale *b)
{
    if (a->key != b->key)
        return a->key < b->key;
    return a->index != b->index && compare_sales(dict, a, b) < 0;
}

/* A merge sort of sales[lo, hi) with compare_sales, through `tmp` (as long as sales); short
 * runs by insertion. Stable, as the order of equal sales must not depend on the sort. */
static void merge_sort_sales(const BuywordDict *dict, Sale *sales, Sale *tmp, int lo, int hi)
{
    enum { INSERTION_RUN = 12 };
    if (hi - lo <= INSERTION_RUN) {
        for (int i = lo + 1; i < hi; i++) {
            Sale sale = sales[i];
            int j = i;
            for (; j > lo && sale_before(dict, &sale, &sales[j - 1]); j--)
                sales[j] = sales[j - 1];
            sales[j] = sale;
        }
        return;
    }
    int mid = (lo + hi) / 2;
    merge_sort_sales(dict, sales, tmp, lo, mid);
    merge_sort_sales(dict, sales, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi)
        tmp[k++] = sale_before(dict, &sales[j], &sales[i]) ? sales[j++] : sales[i++];
    while (i < mid)
        tmp[k++] = sales[i++];
    while (j < hi)
        tmp[k++] = sales[j++];
    memcpy(sales + lo, tmp + lo, (size_t)(hi - lo) * sizeof *sales);
}

static void sort_sales(const BuywordDict *dict, Sale *sales, int count)
{
    if (count < 2)
        return;
    Sale local[SALES_LOCAL];
    Sale *tmp = count <= SALES_LOCAL ? local : malloc((size_t)count * sizeof *tmp);
    if (!tmp)
        abort();
    merge_sort_sales(dict, sales, tmp, 0, count);
    if (tmp != local)
        free(tmp);
}

/* Puts the sale that is nth (0: the first) in sorted order at sales[nth], the ones before it
 * in sales[0, nth) (in any order there): quickselect, the middle of three as the pivot. No two
 * sales tie (their texts differ), so which sales these are does not depend on how they are
 * found. */
static void select_nth(const BuywordDict *dict, Sale *sales, int count, int nth)
{
    int lo = 0, hi = count - 1;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (sale_before(dict, &sales[mid], &sales[lo])) {
            Sale t = sales[mid];
            sales[mid] = sales[lo];
            sales[lo] = t;
        }
        if (sale_before(dict, &sales[hi], &sales[lo])) {
            Sale t = sales[hi];
            sales[hi] = sales[lo];
            sales[lo] = t;
        }
        if (sale_before(dict, &sales[hi], &sales[mid])) {
            Sale t = sales[hi];
            sales[hi] = sales[mid];
            sales[mid] = t;
        }
        Sale pivot = sales[mid];
        int i = lo, j = hi;
        while (i <= j) {
            while (sale_before(dict, &sales[i], &pivot))
                i++;
            while (sale_before(dict, &pivot, &sales[j]))
                j--;
            if (i <= j) {
                Sale t = sales[i];
                sales[i] = sales[j];
                sales[j] = t;
                i++;
                j--;
            }
        }
        if (nth <= j)
            hi = j;
        else if (nth >= i)
            lo = i;
        else
            return;
    }
}

#define SALE_PIPS_MAX (4 * BW_WORD_MAX) /* the most pips a word can have */

/* The pips of the word ranked `rank` (0: the best paying) among those found, and in *better
 * how many pay more. */
static int pips_at_rank(const BuywordAnagrams *found, int rank, int *better)
{
    int paying[SALE_PIPS_MAX + 1] = {0}, pips = 0;
    for (int i = 0; i < found->count; i++) {
        int weight = found->items[i].weight;
        paying[weight]++;
        pips = weight > pips ? weight : pips; /* the best paying */
    }
    *better = 0;
    while (*better + paying[pips] <= rank)
        *better += paying[pips--];
    return pips;
}

static void search_words(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                         BuywordAnagrams *found)
{
    buyword_dict_anagrams(dict, rack, wilds > 0, letter_pips, 1, found);
}

/* The words the rack (and one of its wilds) can make, best paying first, into `f`: all of them
 * (limit INT_MAX), or the best `limit`. Only those paying at least what the limit-th best pays
 * are placed and keyed. */
static void find_sales(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                       int limit, SaleList *f)
{
    BuywordAnagrams found;
    search_words(dict, rack, wilds, &found);
    int better, least = found.count > limit ? pips_at_rank(&found, limit - 1, &better) : 0;
    sales_start(f);
    for (int i = 0; i < found.count; i++)
        if (found.items[i].weight >= least)
            sales_add(f, sale_of(dict, rack, &found.items[i]));
    buyword_anagrams_free(&found);
    if (f->count > limit) {
        select_nth(dict, f->sales, f->count, limit - 1);
        f->count = limit;
    }
    sort_sales(dict, f->sales, f->count);
}

/* The sale that find_sales would put nth (0: the first) of the words found, without ordering
 * them all: only those paying as much as it are placed and ordered. */
static Sale nth_sale(const BuywordDict *dict, const uint8_t rack[BW_LETTERS],
                     const BuywordAnagrams *found, int nth)
{
    int better, pips = pips_at_rank(found, nth, &better);
    SaleList tied;
    sales_start(&tied);
    for (int i = 0; i < found->count; i++)
        if (found->items[i].weight == pips) {
            const BuywordAnagram *word = &found->items[i];
            /* the words' prefixes fetched all at once, then read */
            buyword_dict_prefetch_prefix(dict, word->word);
            sales_add(&tied, (Sale){.index = word->word,
                                    .wild_letter = word->wild_letter,
                                    .pips = (int8_t)word->weight});
        }
    for (int i = 0; i < tied.count; i++)
        place_wild(dict, rack, &tied.sales[i]);
    select_nth(dict, tied.sales, tied.count, nth - better);
    Sale sale = tied.sales[nth - better];
    sales_free(&tied);
    return sale;
}

/* A sale's word in move notation: upper case, the wild's letter in lower case. */
static void write_sale(const BuywordDict *dict, int index, int wild_at, char *out)
{
    const char *word = buyword_dict_word(dict, index);
    int n = 0;
    for (; word[n]; n++)
        out[n] = (char)(n == wild_at ? word[n] : word[n] - 'a' + 'A');
    out[n] = '\0';
}

/* A sale as the word finder gives it. */
static void sale_word(const BuywordDict *dict, const Sale *sale, BuywordWord *w)
{
    write_sale(dict, sale->index, sale->wild_at, w->text);
    w->index = sale->index;
    w->wild_at = sale->wild_at;
    w->pips = sale->pips;
    w->value = w->pips * w->pips;
    w->length = buyword_dict_length(dict, sale->index);
    w->wild = sale->wild_at >= 0;
}

int buyword_find_words_where(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                             bool (*keep)(const BuywordWord *word, const void *context),
                             const void *context, BuywordWord **out)
{
    BuywordAnagrams found;
    search_words(dict, rack, wilds, &found);
    SaleList f;
    sales_start(&f);
    for (int i = 0; i < found.count; i++) {
        Sale sale = sale_of(dict, rack, &found.items[i]);
        BuywordWord word;
        if (keep) {
            sale_word(dict, &sale, &word);
            if (!keep(&word, context))
                continue;
        }
        sales_add(&f, sale);
    }
    buyword_anagrams_free(&found);
    sort_sales(dict, f.sales, f.count);
    int count = f.count;
    *out = count ? malloc((size_t)count * sizeof **out) : NULL;
    if (count && !*out)
        abort();
    for (int i = 0; i < count; i++)
        sale_word(dict, &f.sales[i], &(*out)[i]);
    sales_free(&f);
    return count;
}

int buyword_find_words(const BuywordDict *dict, const uint8_t rack[BW_LETTERS], int wilds,
                       BuywordWord **out)
{
    return buyword_find_words_where(dict, rack, wilds, NULL, NULL, out);
}

/* In English (the engine and the JSON say it so); marked for the views and the score sheet,
 * which show it translated with _(). */
const char *buyword_rating(int money)
{
    /* TRANSLATORS: the solitaire ratings, shown after "Now $950: " or "Target: " */
    return money >= 1000  ? N_("outstanding")
           : money >= 900 ? N_("good")
           : money >= 800 ? N_("fair")
                          : N_("keep practising");
}

/* ---------------------------------------------------------------- state */

static void fill_bag(BuywordState *s)
{
    s->bag_count = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        for (int i = 0; i < letter_totals[l]; i++)
            s->bag[s->bag_count++] = (uint8_t)l;
    rng_shuffle(&s->rng, s->bag, s->bag_count, 1);
}

static GameState *bw_new_game(const GameOptions *opts, uint64_t seed)
{
    BuywordState *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->base.rules = &buyword_rules;
    s->base.players = opts->players;
    s->dict = opts->resource ? opts->resource : buyword_dictionary();
    if (!s->dict) {
        char err[600];
        buyword_dictionary_status(err, sizeof err);
        fprintf(stderr, "moguls: %s\n", err);
        abort(); /* a match checks the word list first (match_prepare): this is a bug */
    }
    rng_seed(&s->rng, seed);
    fill_bag(s);
    int wilds = buyword_wilds_per_seat(opts->players);
    for (int seat = 0; seat < opts->players; seat++) {
        s->wilds[seat] = (int8_t)wilds;
        s->money[seat] = BW_START_MONEY;
    }
    s->wilds_dealt = (int8_t)(wilds * opts->players);
    s->phase = BW_PHASE_ROLL;
    s->round = 1;
    /* The first leader is drawn (the rulebook leaves it to the players); nothing to draw alone. */
    int leader = opts->players > 1 ? (int)rng_below(&s->rng, (uint32_t)opts->players) : 0;
    s->leader = s->turn = (int8_t)leader;
    return &s->base;
}

static GameState *bw_clone(const GameState *state)
{
    BuywordState *copy = malloc(sizeof *copy);
    if (!copy)
        abort();
    memcpy(copy, state, sizeof *copy);
    return &copy->base;
}

static void bw_free(GameState *state)
{
    free(state);
}

static int bw_to_move(const GameState *state)
{
    const BuywordState *s = cbw(state);
    return s->phase == BW_PHASE_OVER ? GAME_OVER : s->turn;
}

/* ---------------------------------------------------------------- the flow of a round */

/* Adds rack `from` to rack `to` and empties it: eight letters at a time (no count passes 255,
 * so no byte carries into the next), in place (as rack_size reads them), the last two alone. */
static void move_rack(uint8_t to[BW_LETTERS], uint8_t from[BW_LETTERS])
{
    for (int at = 0; at < 24; at += 8) {
        uint64_t sum = eight_letters(to, at) + eight_letters(from, at);
        memcpy(to + at, &sum, 8);
    }
    to[24] = (uint8_t)(to[24] + from[24]);
    to[25] = (uint8_t)(to[25] + from[25]);
    memset(from, 0, BW_LETTERS);
}

static void box_rack(BuywordState *s, uint8_t rack[BW_LETTERS])
{
    s->boxed_count = (int16_t)(s->boxed_count + rack_size(rack));
    move_rack(s->boxed, rack);
}

static void end_round(BuywordState *s)
{
    if (s->last_round) {
        for (int seat = 0; seat < s->base.players; seat++)
            box_rack(s, s->held[seat]); /* unsold tiles are lost */
        s->phase = BW_PHASE_OVER;
        return;
    }
    s->leader = s->turn = (int8_t)next_seat(s, s->leader);
    s->round++;
    s->phase = BW_PHASE_ROLL;
    s->face = 0;
    s->count = 0;
    for (int seat = 0; seat < s->base.players; seat++)
        s->fresh_status[seat] = BW_FRESH_NONE;
}

/* Selling goes round from the leader; seats without a letter tile have nothing to do. */
static void next_seller(BuywordState *s, int after_seat)
{
    for (int seat = after_seat; seat != s->leader; seat = next_seat(s, seat))
        if (buyword_held_count(s, seat) > 0) {
            s->turn = (int8_t)seat;
            return;
        }
    end_round(s);
}

static void start_selling(BuywordState *s)
{
    s->phase = BW_PHASE_SELL;
    if (buyword_held_count(s, s->leader) > 0)
        s->turn = s->leader;
    else
        next_seller(s, next_seat(s, s->leader));
}

/* Buying goes round from the leader; seats dealt nothing are passed over. */
static void next_buyer(BuywordState *s, int after_seat)
{
    for (int seat = after_seat; seat != s->leader; seat = next_seat(s, seat))
        if (s->fresh_count[seat] > 0) {
            s->turn = (int8_t)seat;
            return;
        }
    start_selling(s);
}

static void start_buying(BuywordState *s)
{
    s->phase = BW_PHASE_BUY;
    if (s->fresh_count[s->leader] > 0)
        s->turn = s->leader;
    else
        next_buyer(s, next_seat(s, s->leader));
}

/* One tile at a time round the table from the leader until each seat has `count` or the bag
 * is empty; the round that empties the bag is the last. */
static void deal(BuywordState *s, int count)
{
    s->count = (int8_t)count;
    for (int i = 0; i < count; i++)
        for (int k = 0, seat = s->leader; k < s->base.players; k++, seat = next_seat(s, seat)) {
            if (s->bag_count == 0)
                break;
            int letter = s->bag[--s->bag_count];
            s->fresh[seat][letter]++;
            s->fresh_count[seat]++;
        }
    for (int seat = 0; seat < s->base.players; seat++)
        s->fresh_status[seat] = s->fresh_count[seat] == count ? BW_FRESH_WAITING
                                : s->fresh_count[seat] > 0    ? BW_FRESH_SHORT
                                                              : BW_FRESH_NONE;
    if (s->bag_count == 0)
        s->last_round = true;
    start_buying(s);
}

/* ---------------------------------------------------------------- moves */

static bool apply_roll(BuywordState *s, char *err, size_t errlen)
{
    if (s->phase != BW_PHASE_ROLL)
        return fail(err, errlen, _("the die is already rolled this round"));
    static const int8_t faces[6] = {2, 3, 4, 5, BW_DIE_CHOICE, BW_DIE_CHOICE};
    s->face = faces[rng_below(&s->rng, 6)];
    s->sold_count = 0;
    if (s->face == BW_DIE_CHOICE)
        s->phase = BW_PHASE_CHOOSE;
    else
        deal(s, s->face);
    return true;
}

/* `count`: the number chosen, 0 when the move named none. */
static bool apply_choose(BuywordState *s, int count, char *err, size_t errlen)
{
    if (s->phase != BW_PHASE_CHOOSE)
        return fail(err, errlen, _("you choose the number of tiles only after rolling CHOICE"));
    if (count < 2 || count > 5)
        /* TRANSLATORS: 'choose 4' is move notation: keep it */
        return fail(err, errlen, _("choose a number of tiles from 2 to 5 ('choose 4')"));
    deal(s, count);
    return true;
}

static bool apply_buy(BuywordState *s, int seat, bool buy, char *err, size_t errlen)
{
    if (s->phase != BW_PHASE_BUY)
        return fail(err, errlen,
                    buy ? _("there are no new tiles to buy now")
                        : _("there are no new tiles to decline now"));
    int price = buyword_fresh_price(s, seat);
    if (buy && s->fresh_status[seat] == BW_FRESH_SHORT)
        return fail(err, errlen,
                    plural_text("you got only %d of %d tile before the bag ran out: they cannot "
                                "be bought",
                                "you got only %d of %d tiles before the bag ran out: they cannot "
                                "be bought",
                                (unsigned long)s->count),
                    s->fresh_count[seat], s->count);
    if (buy && price > s->money[seat])
        return fail(err, errlen, _("you cannot afford $%d (you have $%d)"), price, s->money[seat]);
    if (buy) {
        move_rack(s->held[seat], s->fresh[seat]);
        s->money[seat] -= price;
        s->spent[seat] += price;
        s->fresh_status[seat] = BW_FRESH_BOUGHT;
    } else {
        box_rack(s, s->fresh[seat]);
        s->fresh_status[seat] = BW_FRESH_DECLINED;
    }
    s->fresh_count[seat] = 0;
    next_buyer(s, next_seat(s, seat));
    return true;
}

/* `refusal`: why not outside the selling phase ("you can sell words only in the selling phase"),
 * marked with N_. */
static bool selling_phase(const BuywordState *s, const char *refusal, char *err, size_t errlen)
{
    return s->phase == BW_PHASE_SELL || fail(err, errlen, "%s", _(refusal));
}

/* Sells a word that `seat` may sell: its letters in either case, the one at `wild_at` (-1
 * none) the wild. */
static void sell_word(BuywordState *s, int seat, const char *word, int wild_at)
{
    char text[BW_WORD_MAX + 1]; /* in move notation, for the round's sales */
    int pips = 0, k = 0;
    for (; word[k]; k++) {
        int l = (word[k] | ('a' - 'A')) - 'a';
        if (k == wild_at) {
            s->wilds[seat]--;
            s->wilds_sold[seat]++;
            pips += 1;
            text[k] = (char)('a' + l);
        } else {
            s->held[seat][l]--;
            s->shown[l]++;
            pips += letter_pips[l];
            text[k] = (char)('A' + l);
        }
    }
    text[k] = '\0';
    int value = pips * pips;
    s->money[seat] += value;
    s->earned[seat] += value;
    s->words_sold[seat]++;
    if (s->sold_count < BW_SOLD_MAX) {
        BuywordSale *sale = &s->sold[s->sold_count++];
        sale->seat = (int8_t)seat;
        sale->value = (int16_t)value;
        memcpy(sale->word, text, (size_t)k + 1);
    }
    if (buyword_held_count(s, seat) == 0)
        next_seller(s, next_seat(s, seat)); /* nothing left to sell or discard */
}

/* Whether `seat` holds the tiles of word `index` of the dictionary with the wild at `wild_at`
 * (-1 none; past the word's end, none). Sets *wild_at to -1 when it is past the end. */
static bool holds_word(const BuywordState *s, int seat, int index, int *wild_at)
{
    const char *word = buyword_dict_word(s->dict, index);
    if (*wild_at >= buyword_dict_length(s->dict, index))
        *wild_at = -1;
    if (*wild_at >= 0 && s->wilds[seat] < 1)
        return false;
    uint8_t left[BW_LETTERS];
    memcpy(left, s->held[seat], BW_LETTERS);
    for (int k = 0; word[k]; k++)
        if (k != *wild_at && left[word[k] - 'a']-- == 0)
            return false;
    return true;
}

static bool apply_sell(BuywordState *s, int seat, const char *word, char *err, size_t errlen)
{
    int value;
    if (!selling_phase(s, N_("you can sell words only in the selling phase"), err, errlen))
        return false;
    if (!word || !word[0])
        /* TRANSLATORS: 'sell ENJoYED' is move notation: keep it */
        return fail(err, errlen, _("sell what? Name the word: 'sell ENJoYED'"));
    if (!buyword_check_word(s, seat, word, &value, err, errlen))
        return false;
    int wild_at = -1; /* checked: one at most */
    for (int k = 0; word[k]; k++)
        if (word[k] >= 'a')
            wild_at = k;
    sell_word(s, seat, word, wild_at);
    return true;
}

static int excess_tiles(const BuywordState *s, int seat)
{
    int over = buyword_held_count(s, seat) - BW_HAND_LIMIT;
    return s->last_round || over < 0 ? 0 : over;
}

/* `letter`: 0..25, -1 when the move named none. */
static bool apply_discard(BuywordState *s, int seat, int letter, char *err, size_t errlen)
{
    if (!selling_phase(s, N_("you can discard only in the selling phase"), err, errlen))
        return false;
    if (letter < 0)
        /* TRANSLATORS: 'discard Q' is move notation: keep it */
        return fail(err, errlen, _("discard one letter tile, in upper case ('discard Q')"));
    int held = buyword_held_count(s, seat);
    if (excess_tiles(s, seat) == 0 && s->last_round)
        return fail(err, errlen,
                    _("no hand limit in the last round: unsold tiles are lost anyway"));
    if (excess_tiles(s, seat) == 0)
        return fail(err, errlen,
                    plural_text("you hold %d tile: discard only to get down to %d",
                                "you hold %d tiles: discard only to get down to %d", held),
                    held, BW_HAND_LIMIT);
    if (s->held[seat][letter] == 0)
        return missing_tile(err, errlen, 1, (char)('A' + letter));
    s->held[seat][letter]--;
    s->shown[letter]++;
    return true;
}

static bool apply_done(BuywordState *s, int seat, char *err, size_t errlen)
{
    if (!selling_phase(s, N_("you can end your selling only in the selling phase"), err, errlen))
        return false;
    int over = excess_tiles(s, seat);
    if (over > 0)
        return fail(err, errlen,
                    _("you must keep at most %d tiles: discard %d more (or sell them in words)"),
                    BW_HAND_LIMIT, over);
    next_seller(s, next_seat(s, seat));
    return true;
}

static bool bw_apply(GameState *state, const char *move, char *err, size_t errlen)
{
    BuywordState *s = bw(state);
    if (s->phase == BW_PHASE_OVER)
        return fail(err, errlen, _("the game is over"));
    MoveWords w;
    if (!move_split(move, &w, err, errlen))
        return false;
    int seat = s->turn;
    if (w.count > 2)
        return fail(err, errlen, _("'%s': too many words in the move"), move);
    const char *verb = w.word[0], *a = w.count == 2 ? w.word[1] : NULL;
    bool bare = w.count == 1;
    if (!strcmp(verb, "roll") && bare)
        return apply_roll(s, err, errlen);
    if (!strcmp(verb, "choose")) {
        int count = 0;
        return apply_choose(s, a && move_parse_number(a, &count) ? count : 0, err, errlen);
    }
    if ((!strcmp(verb, "buy") || !strcmp(verb, "decline")) && bare)
        return apply_buy(s, seat, verb[0] == 'b', err, errlen);
    if (!strcmp(verb, "sell"))
        return apply_sell(s, seat, a, err, errlen);
    if (!strcmp(verb, "discard"))
        return apply_discard(s, seat, a && a[0] >= 'A' && a[0] <= 'Z' && !a[1] ? a[0] - 'A' : -1,
                             err, errlen);
    if (!strcmp(verb, "done") && bare)
        return apply_done(s, seat, err, errlen);
    return fail(err, errlen,
                /* TRANSLATORS: the moves are notation (what one types): keep them in English */
                _("'%s' is not a BuyWord move: roll, choose N, buy, decline, sell WORD, "
                  "discard X or done"),
                move);
}

/* A listed code played without reading its text: the same checks and steps as bw_apply. */
static bool bw_apply_code(GameState *state, MoveCode code)
{
    BuywordState *s = bw(state);
    if (s->phase == BW_PHASE_OVER)
        return false;
    int seat = s->turn, arg = buyword_code_arg(code);
    switch (buyword_code_verb(code)) {
    case BW_VERB_ROLL:
        return apply_roll(s, NULL, 0);
    case BW_VERB_CHOOSE:
        return arg >= 2 && arg <= 5 && apply_choose(s, arg, NULL, 0);
    case BW_VERB_BUY:
    case BW_VERB_DECLINE:
        return apply_buy(s, seat, buyword_code_verb(code) == BW_VERB_BUY, NULL, 0);
    case BW_VERB_SELL: {
        if (buyword_code_word(code) >= buyword_dict_size(s->dict))
            return false;
        /* a word of the dictionary: only the phase and the tiles to check */
        int index = buyword_code_word(code), wild_at = buyword_code_wild_at(code);
        if (s->phase != BW_PHASE_SELL || !holds_word(s, seat, index, &wild_at))
            return false;
        sell_word(s, seat, buyword_dict_word(s->dict, index), wild_at);
        return true;
    }
    case BW_VERB_DISCARD:
        return arg < BW_LETTERS && apply_discard(s, seat, arg, NULL, 0);
    case BW_VERB_DONE:
        return apply_done(s, seat, NULL, 0);
    }
    return false;
}

/* ---------------------------------------------------------------- legal moves */

static void add_sales(const BuywordState *s, int seat, CodeList *out)
{
    SaleList f;
    find_sales(s->dict, s->held[seat], s->wilds[seat], BW_LIST_WORDS_MAX, &f);
    for (int i = 0; i < f.count; i++)
        codelist_add(out, buyword_sell_code(f.sales[i].index, f.sales[i].wild_at));
    sales_free(&f);
}

/* The legal moves other than sales, in list order (all of them outside the selling phase).
 * Returns how many. */
static int other_codes(const BuywordState *s, int seat, MoveCode out[BW_LETTERS])
{
    int n = 0;
    switch (s->phase) {
    case BW_PHASE_ROLL:
        out[n++] = buyword_code(BW_VERB_ROLL, 0);
        break;
    case BW_PHASE_CHOOSE:
        for (int count = 2; count <= 5; count++)
            out[n++] = buyword_code(BW_VERB_CHOOSE, count);
        break;
    case BW_PHASE_BUY:
        if (s->fresh_status[seat] == BW_FRESH_WAITING &&
            buyword_fresh_price(s, seat) <= s->money[seat])
            out[n++] = buyword_code(BW_VERB_BUY, 0);
        out[n++] = buyword_code(BW_VERB_DECLINE, 0);
        break;
    case BW_PHASE_SELL:
        if (excess_tiles(s, seat) > 0) {
            for (int l = 0; l < BW_LETTERS; l++)
                if (s->held[seat][l])
                    out[n++] = buyword_code(BW_VERB_DISCARD, l);
        } else {
            out[n++] = buyword_code(BW_VERB_DONE, 0);
        }
        break;
    case BW_PHASE_OVER:
        break;
    }
    return n;
}

/* The sales (best paying first, at most BW_LIST_WORDS_MAX) while selling, then other_codes. */
static void bw_legal_codes(const GameState *state, CodeList *out)
{
    const BuywordState *s = cbw(state);
    if (s->phase == BW_PHASE_SELL)
        add_sales(s, s->turn, out);
    MoveCode others[BW_LETTERS];
    int count = other_codes(s, s->turn, others);
    for (int i = 0; i < count; i++)
        codelist_add(out, others[i]);
}

/* The sale of a word found, its wild placed, as a code. */
static MoveCode found_code(const BuywordDict *dict, const uint8_t rack[BW_LETTERS],
                           const BuywordAnagram *found)
{
    int wild_at = found->wild_letter < 0
                      ? -1
                      : wild_position_from(dict, rack, found->word, found->wild_letter,
                                           buyword_dict_prefix(dict, found->word));
    return buyword_sell_code(found->word, wild_at);
}

/* While selling: the random pick among the sales listed and `others`, with one draw over their
 * count. When the list holds every sale (all but a rack in thousands), the draw takes the sale
 * found at its place, unordered: each legal move still has the same chance, and no sale is
 * keyed or ordered. When the list keeps only the best BW_LIST_WORDS_MAX, the draw takes its
 * place in the list's order, so that only the sales listed can be drawn. */
static bool pick_sale_or_other(const BuywordState *s, const MoveCode *others, int other_count,
                               Rng *rng, MoveCode *move_out)
{
    const uint8_t *rack = s->held[s->turn];
    BuywordAnagrams found;
    search_words(s->dict, rack, s->wilds[s->turn], &found);
    int sales = found.count < BW_LIST_WORDS_MAX ? found.count : BW_LIST_WORDS_MAX;
    bool any = sales + other_count > 0;
    if (any) {
        int pick = (int)rng_below(rng, (uint32_t)(sales + other_count));
        if (pick >= sales) {
            *move_out = others[pick - sales];
        } else if (found.count <= BW_LIST_WORDS_MAX) {
            *move_out = found_code(s->dict, rack, &found.items[pick]);
        } else {
            Sale sale = nth_sale(s->dict, rack, &found, pick);
            *move_out = buyword_sell_code(sale.index, sale.wild_at);
        }
    }
    buyword_anagrams_free(&found);
    return any;
}

bool buyword_random_code(const GameState *state, Rng *rng, MoveCode *move_out)
{
    const BuywordState *s = cbw(state);
    MoveCode others[BW_LETTERS];
    int other_count = other_codes(s, s->turn, others);
    if (s->phase == BW_PHASE_SELL)
        return pick_sale_or_other(s, others, other_count, rng, move_out);
    if (other_count == 0)
        return false;
    *move_out = others[rng_below(rng, (uint32_t)other_count)];
    return true;
}

static void bw_format_code(const GameState *state, MoveCode code, char out[MOVE_MAX])
{
    const BuywordState *s = cbw(state);
    switch (buyword_code_verb(code)) {
    case BW_VERB_ROLL:
        strcpy(out, "roll");
        return;
    case BW_VERB_CHOOSE:
        snprintf(out, MOVE_MAX, "choose %d", buyword_code_arg(code));
        return;
    case BW_VERB_BUY:
        strcpy(out, "buy");
        return;
    case BW_VERB_DECLINE:
        strcpy(out, "decline");
        return;
    case BW_VERB_SELL:
        strcpy(out, "sell ");
        write_sale(s->dict, buyword_code_word(code), buyword_code_wild_at(code), out + 5);
        return;
    case BW_VERB_DISCARD:
        snprintf(out, MOVE_MAX, "discard %c", 'A' + buyword_code_arg(code));
        return;
    case BW_VERB_DONE:
        strcpy(out, "done");
        return;
    }
    strcpy(out, "?");
}

/* ---------------------------------------------------------------- scores */

static void bw_scores(const GameState *state, int *out)
{
    const BuywordState *s = cbw(state);
    for (int seat = 0; seat < s->base.players; seat++)
        out[seat] = s->money[seat];
}

/* Most money wins, ties share; a solitaire game is won from $800 (a "fair" game). */
static int bw_winners(const GameState *state, bool *out)
{
    const BuywordState *s = cbw(state);
    int best = -1, winners = 0;
    for (int seat = 0; seat < s->base.players; seat++)
        best = s->money[seat] > best ? s->money[seat] : best;
    if (s->base.players == 1 && best < BW_SOLITAIRE_WIN)
        best = -1;
    for (int seat = 0; seat < s->base.players; seat++) {
        out[seat] = s->money[seat] == best;
        winners += out[seat];
    }
    return winners;
}

static void bw_score_sheet(const GameState *state, ScoreSheet *sheet)
{
    const BuywordState *s = cbw(state);
    memset(sheet, 0, sizeof *sheet);
    sheet->rows = 3;
    snprintf(sheet->label[0], sizeof sheet->label[0], "%s", _("Starting money"));
    snprintf(sheet->label[1], sizeof sheet->label[1], "%s", _("Tiles bought"));
    snprintf(sheet->label[2], sizeof sheet->label[2], "%s", _("Words sold"));
    for (int seat = 0; seat < s->base.players; seat++) {
        sheet->value[0][seat] = BW_START_MONEY;
        sheet->value[1][seat] = -s->spent[seat];
        sheet->value[2][seat] = s->earned[seat];
    }
    if (s->base.players != 1)
        return;
    snprintf(sheet->note, sizeof sheet->note,
             /* TRANSLATORS: %s is a rating: "keep practising", "fair", "good" or "outstanding" */
             _("Solitaire rating for $%d: %s ($800 is fair, $900 good, $1000 outstanding)"),
             s->money[0], _(buyword_rating(s->money[0])));
    /* beside the player: the next rating's target (the highest once reached) */
    int money = s->money[0];
    sheet->rival_score = money < 800 ? 800 : money < 900 ? 900 : 1000;
    /* TRANSLATORS: beside the player's score on the end screen: the next rating to reach */
    snprintf(sheet->rival, sizeof sheet->rival, _("Target: %s"),
             _(buyword_rating(sheet->rival_score)));
}

/* ---------------------------------------------------------------- hidden information */

/* Everything `viewer` cannot see (the bag, the unseen out-of-play tiles, the other seats' held
 * and new tiles) is pooled, shuffled and dealt back in the same numbers. A seat that declined
 * tiles saw them, but they are pooled too: a small loss of memory for the bots, never a leak. */
static void bw_determinize(GameState *state, int viewer, Rng *rng)
{
    BuywordState *s = bw(state);
    /* the unseen tiles gathered letter by letter, whatever order the bag is in: the guess then
     * depends only on what the viewer knows and on rng (a hint never varies with the hidden
     * order) */
    uint8_t pool[BW_TILES], bag[BW_LETTERS] = {0};
    int n = 0;
    for (int i = 0; i < s->bag_count; i++)
        bag[s->bag[i]]++;
    for (int l = 0; l < BW_LETTERS; l++) {
        for (int i = 0; i < bag[l]; i++)
            pool[n++] = (uint8_t)l;
        for (int i = 0; i < s->boxed[l]; i++)
            pool[n++] = (uint8_t)l;
        for (int seat = 0; seat < s->base.players; seat++) {
            if (seat == viewer)
                continue;
            for (int i = 0; i < s->held[seat][l] + s->fresh[seat][l]; i++)
                pool[n++] = (uint8_t)l;
        }
    }
    rng_shuffle(rng, pool, n, 1);
    int next = 0;
    memset(s->boxed, 0, sizeof s->boxed);
    for (int i = 0; i < s->boxed_count; i++)
        s->boxed[pool[next++]]++;
    for (int seat = 0; seat < s->base.players; seat++) {
        if (seat == viewer)
            continue;
        int held = buyword_held_count(s, seat);
        memset(s->held[seat], 0, BW_LETTERS);
        memset(s->fresh[seat], 0, BW_LETTERS);
        for (int i = 0; i < held; i++)
            s->held[seat][pool[next++]]++;
        for (int i = 0; i < s->fresh_count[seat]; i++)
            s->fresh[seat][pool[next++]]++;
    }
    /* the tiles drawn already (what is left beyond the count) are no guess: cleared */
    memset(s->bag, 0, sizeof s->bag);
    for (int i = 0; i < s->bag_count; i++)
        s->bag[i] = pool[next++];
    rng_seed(&s->rng, rng_next(rng));
}

static const char *phase_name(BuywordPhase phase)
{
    static const char *const names[] = {"roll", "choose", "buy", "sell", "over"};
    return names[phase];
}

static const char *fresh_name(int status)
{
    static const char *const names[] = {"none", "waiting", "short", "bought", "declined"};
    return names[status];
}

static void add_rack_json(StrBuf *json, const char *key, const uint8_t rack[BW_LETTERS])
{
    char text[BW_TILES + 1];
    buyword_rack_text(rack, text, sizeof text);
    sb_addf(json, ",\"%s\":", key);
    sb_add_json_string(json, text);
}

static void bw_describe(const GameState *state, int viewer, StrBuf *json)
{
    const BuywordState *s = cbw(state);
    sb_addf(json,
            "{\"game\":\"buyword\",\"viewer\":%d,\"round\":%d,\"phase\":\"%s\",\"leader\":%d,"
            "\"turn\":%d,\"die\":",
            viewer, s->round, phase_name(s->phase), s->leader, s->turn);
    if (s->face == 0)
        sb_add(json, "null");
    else if (s->face == BW_DIE_CHOICE)
        sb_add(json, "\"choice\"");
    else
        sb_addf(json, "%d", s->face);
    sb_addf(json, ",\"count\":%d,\"last_round\":%s,\"bag\":%d,\"unseen_out\":%d", s->count,
            s->last_round ? "true" : "false", s->bag_count, s->boxed_count);
    add_rack_json(json, "shown_out", s->shown);
    sb_add(json, ",\"seats\":[");
    for (int seat = 0; seat < s->base.players; seat++) {
        sb_addf(json,
                "%s{\"money\":%d,\"wilds\":%d,\"tiles\":%d,\"new\":%d,\"new_status\":\"%s\","
                "\"spent\":%d,\"earned\":%d,\"words\":%d",
                seat ? "," : "", s->money[seat], s->wilds[seat], buyword_held_count(s, seat),
                s->fresh_count[seat], fresh_name(s->fresh_status[seat]), s->spent[seat],
                s->earned[seat], s->words_sold[seat]);
        if (seat == viewer) {
            add_rack_json(json, "held", s->held[seat]);
            add_rack_json(json, "new_tiles", s->fresh[seat]);
            sb_addf(json, ",\"price\":%d", buyword_fresh_price(s, seat));
        }
        sb_add(json, "}");
    }
    sb_add(json, "],\"sold\":[");
    for (int i = 0; i < s->sold_count; i++) {
        sb_addf(json, "%s{\"seat\":%d,\"word\":", i ? "," : "", s->sold[i].seat);
        sb_add_json_string(json, s->sold[i].word);
        sb_addf(json, ",\"value\":%d}", s->sold[i].value);
    }
    sb_add(json, "]}");
}

/* ---------------------------------------------------------------- the log */

/* "Ada chooses 3 new tiles each", alone "... 3 new tiles"; with the last round's warning. */
static void describe_count(const char *name, int count, bool alone, bool last, StrBuf *out)
{
    unsigned long n = (unsigned long)count;
    if (alone && last)
        sb_addf(out,
                plural_text("%s chooses %d new tile; the bag is empty: this is the last round",
                            "%s chooses %d new tiles; the bag is empty: this is the last round", n),
                name, count);
    else if (alone)
        sb_addf(out, plural_text("%s chooses %d new tile", "%s chooses %d new tiles", n), name,
                count);
    else if (last)
        sb_addf(out,
                plural_text("%s chooses %d new tile each; the bag is empty: this is the last "
                            "round",
                            "%s chooses %d new tiles each; the bag is empty: this is the "
                            "last round",
                            n),
                name, count);
    else
        sb_addf(out, plural_text("%s chooses %d new tile each", "%s chooses %d new tiles each", n),
                name, count);
}

/* "Ada rolls 3: 3 new tiles each", alone "... 3 new tiles"; with the last round's warning. */
static void describe_face(const char *name, int face, bool alone, bool last, StrBuf *out)
{
    unsigned long n = (unsigned long)face;
    if (alone && last)
        sb_addf(out,
                plural_text("%s rolls %d: %d new tile; the bag is empty: this is the last round",
                            "%s rolls %d: %d new tiles; the bag is empty: this is the last round",
                            n),
                name, face, face);
    else if (alone)
        /* TRANSLATORS: a log line of a solitaire game: "Ada rolls 3: 3 new tiles" */
        sb_addf(out, plural_text("%s rolls %d: %d new tile", "%s rolls %d: %d new tiles", n), name,
                face, face);
    else if (last)
        /* TRANSLATORS: a log line: "Ada rolls 3: 3 new tiles each; ..." */
        sb_addf(out,
                plural_text("%s rolls %d: %d new tile each; the bag is empty: this is the "
                            "last round",
                            "%s rolls %d: %d new tiles each; the bag is empty: this is the "
                            "last round",
                            n),
                name, face, face);
    else
        /* TRANSLATORS: a log line: "Ada rolls 3: 3 new tiles each" */
        sb_addf(out,
                plural_text("%s rolls %d: %d new tile each", "%s rolls %d: %d new tiles each", n),
                name, face, face);
}

static void describe_roll(const BuywordState *before, const char *name, StrBuf *out)
{
    GameState *after = bw_clone(&before->base);
    char err[160];
    bool alone = before->base.players == 1;
    if (bw_apply(after, "roll", err, sizeof err)) {
        const BuywordState *a = cbw(after);
        bool last = a->phase == BW_PHASE_BUY && a->last_round;
        if (a->face == BW_DIE_CHOICE && alone)
            /* TRANSLATORS: a log line of a solitaire game; CHOICE is the die's "?" face */
            sb_addf(out, _("%s rolls CHOICE and picks how many new tiles to take"), name);
        else if (a->face == BW_DIE_CHOICE)
            /* TRANSLATORS: a log line: %s is a player's name; CHOICE is the die's "?" face */
            sb_addf(out, _("%s rolls CHOICE and picks how many tiles each player gets"), name);
        else
            describe_face(name, a->face, alone, last, out);
    } else {
        sb_addf(out, _("%s rolls"), name);
    }
    game_free(after);
}

/* The word of a sale in capitals; returns the letter its wild stands for, 0 without one. */
static char sold_word(const char *arg, char upper[BW_WORD_MAX + 1])
{
    char wild = 0;
    size_t n = strlen(arg) < BW_WORD_MAX ? strlen(arg) : BW_WORD_MAX;
    for (size_t i = 0; i < n; i++) {
        wild = arg[i] >= 'a' ? (char)(arg[i] - 'a' + 'A') : wild;
        upper[i] = arg[i] >= 'a' ? (char)(arg[i] - 'a' + 'A') : arg[i];
    }
    upper[n] = '\0';
    return wild;
}

static void bw_describe_move(const GameState *state, const char *move, const char *const *names,
                             StrBuf *out)
{
    const BuywordState *s = cbw(state);
    int seat = s->turn;
    const char *name = names && names[seat] ? names[seat] : "?";
    MoveWords w;
    if (!move_split(move, &w, NULL, 0)) {
        /* TRANSLATORS: a log line: a player's name and a move in notation */
        sb_addf(out, _("%s plays %s"), name, move);
        return;
    }
    const char *verb = w.word[0], *arg = w.count > 1 ? w.word[1] : "";
    if (!strcmp(verb, "roll")) {
        describe_roll(s, name, out);
    } else if (!strcmp(verb, "choose")) {
        int count = 0;
        move_parse_number(arg, &count);
        GameState *after = bw_clone(state);
        char err[160];
        bool last = bw_apply(after, move, err, sizeof err) && cbw(after)->last_round;
        game_free(after);
        describe_count(name, count, s->base.players == 1, last, out);
    } else if (!strcmp(verb, "buy")) {
        sb_addf(out,
                plural_text("%s buys %d tile for $%d", "%s buys %d tiles for $%d",
                            (unsigned long)s->fresh_count[seat]),
                name, s->fresh_count[seat], buyword_fresh_price(s, seat));
    } else if (!strcmp(verb, "decline")) {
        if (s->fresh_status[seat] == BW_FRESH_SHORT)
            sb_addf(out,
                    plural_text("%s got only %d of %d tile before the bag ran out; they go out "
                                "of play",
                                "%s got only %d of %d tiles before the bag ran out; they go out "
                                "of play",
                                (unsigned long)s->count),
                    name, s->fresh_count[seat], s->count);
        else
            sb_addf(out,
                    plural_text("%s declines the %d new tile; it goes out of play unseen",
                                "%s declines the %d new tiles; they go out of play unseen",
                                (unsigned long)s->fresh_count[seat]),
                    name, s->fresh_count[seat]);
    } else if (!strcmp(verb, "sell")) {
        char upper[BW_WORD_MAX + 1];
        char wild = sold_word(arg, upper);
        if (!wild)
            /* TRANSLATORS: a log line: a player's name, the word sold (in capitals), its price */
            sb_addf(out, _("%s sells %s for $%d"), name, upper, buyword_word_value(arg));
        else
            /* TRANSLATORS: "Ada sells PARAMECIA for $196 (a wild as C)": the wild tile stood
             * for the letter C */
            sb_addf(out, _("%s sells %s for $%d (a wild as %c)"), name, upper,
                    buyword_word_value(arg), wild);
    } else if (!strcmp(verb, "discard")) {
        /* TRANSLATORS: a log line: a player's name and the letter discarded */
        sb_addf(out, _("%s discards %s to keep at most %d tiles"), name, arg, BW_HAND_LIMIT);
    } else if (!strcmp(verb, "done")) {
        if (s->last_round)
            sb_addf(out, _("%s is done selling; unsold tiles will be lost"), name);
        else
            sb_addf(out, _("%s is done selling"), name);
    } else {
        sb_addf(out, _("%s plays %s"), name, move);
    }
}

/* ---------------------------------------------------------------- a move for its player */

/* A move worded for its player (a hint, a review): the price of new tiles is their pips, which
 * their owner has seen; a sale's worth is the word's. */
static void bw_describe_own_move(const GameState *state, const char *move, const char *const *names,
                                 StrBuf *out)
{
    (void)names;
    const BuywordState *s = cbw(state);
    int seat = s->turn;
    MoveWords w;
    move_split(move, &w, NULL, 0);
    const char *verb = w.word[0], *arg = w.count > 1 ? w.word[1] : "";
    int count = 0;
    unsigned long fresh = (unsigned long)s->fresh_count[seat];
    /* TRANSLATORS: BuyWord moves worded for their player (a hint, a review): infinitive
     * phrases, as they follow "would" in English */
    if (!strcmp(verb, "roll")) {
        sb_add(out, _("roll the die"));
    } else if (!strcmp(verb, "choose") && move_parse_number(arg, &count)) {
        sb_addf(out,
                s->base.players == 1
                    ? plural_text("take %d new tile", "take %d new tiles", (unsigned long)count)
                    : plural_text("deal %d new tile each", "deal %d new tiles each",
                                  (unsigned long)count),
                count);
    } else if (!strcmp(verb, "buy")) {
        sb_addf(out,
                plural_text("buy the %d new tile for $%d", "buy the %d new tiles for $%d", fresh),
                s->fresh_count[seat], buyword_fresh_price(s, seat));
    } else if (!strcmp(verb, "decline")) {
        sb_addf(
            out,
            plural_text("let the %d new tile go unseen", "let the %d new tiles go unseen", fresh),
            s->fresh_count[seat]);
    } else if (!strcmp(verb, "sell")) {
        char upper[BW_WORD_MAX + 1];
        char wild = sold_word(arg, upper);
        if (wild)
            /* TRANSLATORS: "sell PARAMECIA for $196 (a wild as C)" */
            sb_addf(out, _("sell %s for $%d (a wild as %c)"), upper, buyword_word_value(arg), wild);
        else
            sb_addf(out, _("sell %s for $%d"), upper, buyword_word_value(arg));
    } else if (!strcmp(verb, "discard")) {
        sb_addf(out, _("discard the %s"), arg);
    } else {
        sb_add(out, _("stop selling"));
    }
}

/* ---------------------------------------------------------------- invariants */

static bool check_letters(const BuywordState *s, char *err, size_t errlen)
{
    int bag[BW_LETTERS] = {0}, boxed = 0;
    for (int i = 0; i < s->bag_count; i++) {
        if (s->bag[i] >= BW_LETTERS)
            return fail(err, errlen, "bag tile %d is not a letter", i);
        bag[s->bag[i]]++;
    }
    for (int l = 0; l < BW_LETTERS; l++) {
        int total = bag[l] + s->shown[l] + s->boxed[l];
        for (int seat = 0; seat < s->base.players; seat++)
            total += s->held[seat][l] + s->fresh[seat][l];
        if (total != letter_totals[l])
            return fail(err, errlen, "%d tiles of %c are accounted for, not %d", total, 'A' + l,
                        letter_totals[l]);
        boxed += s->boxed[l];
    }
    if (boxed != s->boxed_count)
        return fail(err, errlen, "%d tiles out of play unseen, counted %d", boxed, s->boxed_count);
    return true;
}

static bool check_seat(const BuywordState *s, int seat, char *err, size_t errlen)
{
    if (s->money[seat] < 0 || s->money[seat] != BW_START_MONEY - s->spent[seat] + s->earned[seat])
        return fail(err, errlen, "seat %d has $%d: not $%d - $%d + $%d", seat, s->money[seat],
                    BW_START_MONEY, s->spent[seat], s->earned[seat]);
    if (rack_size(s->fresh[seat]) != s->fresh_count[seat])
        return fail(err, errlen, "seat %d has %d new tiles, counted %d", seat,
                    rack_size(s->fresh[seat]), s->fresh_count[seat]);
    bool awaiting =
        s->fresh_status[seat] == BW_FRESH_WAITING || s->fresh_status[seat] == BW_FRESH_SHORT;
    if ((s->fresh_count[seat] > 0) != (awaiting && s->phase == BW_PHASE_BUY))
        return fail(err, errlen, "seat %d holds %d new tiles in phase %s", seat,
                    s->fresh_count[seat], phase_name(s->phase));
    if (s->phase == BW_PHASE_ROLL && buyword_held_count(s, seat) > BW_HAND_LIMIT)
        return fail(err, errlen, "seat %d kept %d tiles", seat, buyword_held_count(s, seat));
    if (s->phase == BW_PHASE_OVER && buyword_held_count(s, seat) > 0)
        return fail(err, errlen, "seat %d still holds tiles after the end", seat);
    return true;
}

static bool bw_check_invariants(const GameState *state, char *err, size_t errlen)
{
    const BuywordState *s = cbw(state);
    if (!check_letters(s, err, errlen))
        return false;
    int wilds = 0;
    for (int seat = 0; seat < s->base.players; seat++) {
        if (!check_seat(s, seat, err, errlen))
            return false;
        if (s->wilds[seat] < 0)
            return fail(err, errlen, "seat %d has %d wilds", seat, s->wilds[seat]);
        wilds += s->wilds[seat] + s->wilds_sold[seat];
    }
    if (wilds != s->wilds_dealt || s->wilds_dealt > BW_WILDS)
        return fail(err, errlen, "%d wilds held or sold, %d dealt", wilds, s->wilds_dealt);
    if (s->turn < 0 || s->turn >= s->base.players || s->leader < 0 || s->leader >= s->base.players)
        return fail(err, errlen, "turn %d or leader %d is not a seat", s->turn, s->leader);
    return true;
}

/* ---------------------------------------------------------------- what a move reveals */

/* A roll deals tiles nobody has seen; buying, selling and discarding show what a hand held. */
static Reveal bw_reveals(const GameState *before, const char *move, const GameState *after)
{
    const BuywordState *b = cbw(before), *a = cbw(after);
    (void)move;
    if (a->bag_count < b->bag_count)
        return (Reveal){REVEAL_HIDDEN, N_("New tiles were drawn with your move"),
                        N_("New tiles were drawn since your move")};
    if (a->face != b->face)
        return (Reveal){REVEAL_HIDDEN, N_("The die was rolled with your move"),
                        N_("The die was rolled since your move")};
    bool hand_shown =
        memcmp(a->money, b->money, sizeof a->money) || memcmp(a->shown, b->shown, sizeof a->shown);
    if (hand_shown)
        return (Reveal){REVEAL_OWN, N_("Tiles from a hidden hand were shown with your move"),
                        N_("Tiles from a hidden hand were shown since your move")};
    return (Reveal){REVEAL_NOTHING, NULL, NULL};
}

static const char *bw_rating(const GameState *state)
{
    const BuywordState *s = cbw(state);
    return s->base.players == 1 && bw_to_move(state) == GAME_OVER ? buyword_rating(s->money[0])
                                                                  : NULL;
}

/* A word sold is worth what it paid; the profile keeps the best one, as the sale wrote it
 * ("ENJoYED": the lower-case letter is a wild). */
static int bw_word_worth(const GameState *before, const char *move, char label[MOVE_MAX])
{
    int before_sold = cbw(before)->sold_count;
    GameState *after = game_clone(before);
    const BuywordState *s = cbw(after);
    int worth = 0;
    if (!strncmp(move, "sell ", 5) && before->rules->apply(after, move, NULL, 0) &&
        s->sold_count > before_sold) {
        const BuywordSale *sale = &s->sold[s->sold_count - 1];
        snprintf(label, MOVE_MAX, "%s", sale->word);
        worth = sale->value;
    }
    game_free(after);
    return worth;
}

static const GameNotable bw_best_word = {
    /* TRANSLATORS: a player's profile: the word that paid most in all their BuyWord games */
    N_("Best word"),
    /* TRANSLATORS: a player's best word and what it paid: "ENJOYED ($196)" */
    N_("%s ($%d)"),
    bw_word_worth,
};

/* ---------------------------------------------------------------- the table */

const GameRules buyword_rules = {
    .id = "buyword",
    .name = "BuyWord",
    .pitch = N_("Buy letters at the square of their pips, sell words at the square of theirs."),
    .min_players = 1,
    .max_players = 4,
    .default_players = 2,
    .hides_information = true,
    .options = NULL,
    .option_count = 0,
    .validate_options = NULL,
    .new_game = bw_new_game,
    .state_size = sizeof(BuywordState),
    .clone = bw_clone,
    .free_state = bw_free,
    .to_move = bw_to_move,
    .legal_moves = game_moves_from_codes,
    .apply = bw_apply,
    .legal_codes = bw_legal_codes,
    .format_code = bw_format_code,
    .apply_code = bw_apply_code,
    .scores = bw_scores,
    .winners = bw_winners,
    .score_sheet = bw_score_sheet,
    .schema = &buyword_schema,
    .determinize = bw_determinize,
    .describe = bw_describe,
    .describe_move = bw_describe_move,
    .describe_own_move = bw_describe_own_move,
    .check_invariants = bw_check_invariants,
    .reveals = bw_reveals,
    .rating = bw_rating,
    .notable = &bw_best_word,
    .resource = &buyword_word_list,
    .pointable = buyword_pointable,
    .bot = &buyword_bot_hooks,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "rules_testing.c"
#endif
