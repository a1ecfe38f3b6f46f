/* BuyWord's dictionary: a flat array of words, an open-addressing hash table of indices, and an
 * anagram trie for the word finder. */
#include "dictionary.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/datadir.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/strbuf.h"

#define BUILTIN_LIST "assets/buyword/words.txt"
#define BW_LETTERS_IN_TRIE 26 /* a-z */

typedef struct TrieNode {
    uint32_t child_base;    /* the child for letter l is node child_base + l (mod 2^32) */
    int32_t first_word;     /* a word with the letters of this path, -1 none */
    uint32_t child_letters; /* bit l: a child for letter l */
} TrieNode;

struct BuywordDict {
    char *text;       /* the words, each NUL-terminated */
    uint32_t *offset; /* where word i starts in text */
    uint8_t *length;
    uint64_t *prefix; /* per word: see buyword_dict_prefix */
    int count;
    uint32_t *slots; /* word index + 1, 0 = empty; size slot_mask + 1, a power of two */
    uint32_t slot_mask;
    /* The anagram trie: a path from the root spells a word's letters in alphabetical order
     * ("enjoyed" lies on d-e-e-j-n-o-y), and the words with exactly those letters hang on its
     * last node. Node 0 is the root; a node's children lie side by side, a slot for each letter
     * from the lowest child's to the highest's (the slots of the letters between left empty),
     * so that a child is found by its letter without counting its elder siblings. */
    TrieNode *node;
    int32_t *next_word; /* per word: the next with the same letters, -1 none */
    uint32_t node_count;
    char source[512];
    uint64_t fingerprint;     /* of the set of words, whatever their order (save files) */
    BuywordDict *next_loaded; /* every dictionary the process loaded, kept for its lifetime */
};

static uint32_t hash_word(const char *word, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < len; i++)
        h = (h ^ (uint8_t)word[i]) * 16777619u;
    return h;
}

/* A word's share of a dictionary's fingerprint: FNV-1a, then a finaliser so that the sum of
 * many words' shares stays well mixed. Summing makes the fingerprint independent of order. */
static uint64_t word_print(const char *word, size_t len)
{
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (uint8_t)word[i]) * 1099511628211ull;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    return h ^ (h >> 33);
}

static int find_slot(const BuywordDict *d, const char *word, size_t len, bool *found)
{
    uint32_t at = hash_word(word, len) & d->slot_mask;
    for (;; at = (at + 1) & d->slot_mask) {
        uint32_t entry = d->slots[at];
        if (!entry) {
            *found = false;
            return (int)at;
        }
        const char *w = d->text + d->offset[entry - 1];
        if (d->length[entry - 1] == len && !memcmp(w, word, len)) {
            *found = true;
            return (int)at;
        }
    }
}

void buyword_dict_free(BuywordDict *d)
{
    if (!d)
        return;
    free(d->text);
    free(d->offset);
    free(d->length);
    free(d->prefix);
    free(d->slots);
    free(d->node);
    free(d->next_word);
    free(d);
}

/* Folds a line to a lower-case word in out; false if it is not 2..BW_WORD_MAX letters. */
static bool clean_word(const char *line, size_t n, char *out, size_t *out_len)
{
    while (n && (line[0] == ' ' || line[0] == '\t'))
        line++, n--;
    while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
        n--;
    if (n < 2 || n > BW_WORD_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = line[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c < 'a' || c > 'z')
            return false;
        out[i] = c;
    }
    *out_len = n;
    return true;
}

static int count_lines(const char *text, size_t len)
{
    int lines = 1;
    for (size_t i = 0; i < len; i++)
        lines += text[i] == '\n';
    return lines;
}

/* A trie while it is built: children in linked lists. */
typedef struct TrieBuild {
    uint32_t *child, *sibling; /* 0: none */
    uint8_t *letter;
    int32_t *first_word;
    uint32_t count;
} TrieBuild;

/* The node for `letter` under `node`, added if missing (children kept in letter order). */
static uint32_t trie_step(TrieBuild *t, uint32_t node, uint8_t letter)
{
    uint32_t *link = &t->child[node];
    while (*link && t->letter[*link] < letter)
        link = &t->sibling[*link];
    if (*link && t->letter[*link] == letter)
        return *link;
    uint32_t c = t->count++;
    t->letter[c] = letter;
    t->child[c] = 0;
    t->first_word[c] = -1;
    t->sibling[c] = *link;
    *link = c;
    return c;
}

/* The slots the children of a node of the build take: one per letter from its lowest child's
 * to its highest's. */
static uint32_t child_slots(const TrieBuild *t, uint32_t node)
{
    uint32_t first = t->child[node], last = first;
    if (!first)
        return 0;
    while (t->sibling[last])
        last = t->sibling[last];
    return t->letter[last] - t->letter[first] + 1u;
}

/* Copies node `from` of the build into the final layout at `to`, its children's slots from
 * *next_free on (depth first, so a subtree lies close together). */
static void trie_lay_out(const TrieBuild *t, uint32_t from, TrieNode *nodes, uint32_t to,
                         uint32_t *next_free)
{
    TrieNode *n = &nodes[to];
    uint32_t first = t->child[from];
    n->first_word = t->first_word[from];
    n->child_letters = 0;
    n->child_base = first ? *next_free - t->letter[first] : 0;
    *next_free += child_slots(t, from);
    for (uint32_t c = first; c; c = t->sibling[c]) {
        n->child_letters |= 1u << t->letter[c];
        trie_lay_out(t, c, nodes, n->child_base + t->letter[c], next_free);
    }
}

/* Sets each word's prefix (buyword_dict_prefix). False when out of memory. */
static bool pack_prefixes(BuywordDict *d)
{
    d->prefix = malloc((size_t)d->count * sizeof *d->prefix);
    if (!d->prefix)
        return false;
    for (int i = 0; i < d->count; i++) {
        const char *w = buyword_dict_word(d, i);
        uint64_t packed = 0;
        for (int k = 0; k < BW_PREFIX_CHARS; k++) {
            packed = packed << 8 | (uint64_t)(*w ? *w - 'a' + 'A' : 0);
            w += *w != '\0'; /* stay on the NUL: the rest is zeros */
        }
        d->prefix[i] = packed;
    }
    return true;
}

/* Builds the anagram trie; `bound` bounds the node count (every letter of every word, plus the
 * root). False when out of memory. */
static bool build_trie(BuywordDict *d, size_t bound)
{
    TrieBuild t = {malloc(bound * sizeof *t.child), malloc(bound * sizeof *t.sibling),
                   malloc(bound), malloc(bound * sizeof *t.first_word), 1};
    d->next_word = malloc((size_t)d->count * sizeof *d->next_word);
    bool ok = t.child && t.sibling && t.letter && t.first_word && d->next_word;
    if (ok) {
        t.child[0] = t.sibling[0] = 0;
        t.letter[0] = 0;
        t.first_word[0] = -1;
        for (int i = d->count - 1; i >= 0; i--) { /* backwards: each list runs in word order */
            uint8_t counts[26] = {0};
            for (const char *c = buyword_dict_word(d, i); *c; c++)
                counts[*c - 'a']++;
            uint32_t node = 0;
            for (uint8_t l = 0; l < 26; l++)
                for (int k = 0; k < counts[l]; k++)
                    node = trie_step(&t, node, l);
            d->next_word[i] = t.first_word[node];
            t.first_word[node] = i;
        }
        d->node_count = 1;
        for (uint32_t i = 0; i < t.count; i++)
            d->node_count += child_slots(&t, i);
        d->node = malloc(d->node_count * sizeof *d->node);
        ok = d->node != NULL;
    }
    if (ok) {
        for (uint32_t i = 0; i < d->node_count; i++)
            d->node[i] = (TrieNode){0, -1, 0}; /* the empty slots stay so */
        uint32_t next_free = 1;
        trie_lay_out(&t, 0, d->node, 0, &next_free);
    }
    free(t.child);
    free(t.sibling);
    free(t.letter);
    free(t.first_word);
    return ok;
}

BuywordDict *buyword_dict_from_text(const char *text, size_t len, const char *source, char *err,
                                    size_t errlen)
{
    int lines = count_lines(text, len);
    uint32_t slots = 16;
    while (slots < (uint32_t)lines * 2)
        slots *= 2;
    BuywordDict *d = calloc(1, sizeof *d);
    if (d) {
        d->text = malloc(len + 1);
        d->offset = malloc((size_t)lines * sizeof *d->offset);
        d->length = malloc((size_t)lines);
        d->slots = calloc(slots, sizeof *d->slots);
        d->slot_mask = slots - 1;
    }
    if (!d || !d->text || !d->offset || !d->length || !d->slots) {
        buyword_dict_free(d);
        fail(err, errlen, _("%s: out of memory"), source);
        return NULL;
    }
    snprintf(d->source, sizeof d->source, "%s", source);
    size_t used = 0, start = 0;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
        start = 3; /* a UTF-8 byte order mark, as some editors write */
    while (start < len) {
        const char *nl = memchr(text + start, '\n', len - start);
        size_t n = nl ? (size_t)(nl - (text + start)) : len - start;
        char *word = d->text + used;
        size_t wlen;
        bool found;
        if (clean_word(text + start, n, word, &wlen)) {
            int slot = find_slot(d, word, wlen, &found);
            if (!found) {
                word[wlen] = '\0';
                d->offset[d->count] = (uint32_t)used;
                d->length[d->count] = (uint8_t)wlen;
                d->slots[slot] = (uint32_t)++d->count;
                d->fingerprint += word_print(word, wlen);
                used += wlen + 1;
            }
        }
        start += n + 1;
    }
    if (d->count == 0) {
        buyword_dict_free(d);
        fail(err, errlen,
             /* TRANSLATORS: %s is a file's path */
             _("%s has no usable words (expected one word a line, letters a-z only, 2 to %d "
               "letters)"),
             source, BW_WORD_MAX);
        return NULL;
    }
    if (!pack_prefixes(d) || !build_trie(d, used + 1)) {
        buyword_dict_free(d);
        fail(err, errlen, _("%s: out of memory"), source);
        return NULL;
    }
    return d;
}

BuywordDict *buyword_dict_load(const char *path, char *err, size_t errlen)
{
    char why[600];
    char *text = read_text_file(path, 64u << 20, why, sizeof why);
    if (!text) {
        fail(err, errlen, _("cannot read the word list: %s"), why);
        return NULL;
    }
    BuywordDict *d = buyword_dict_from_text(text, strlen(text), path, err, errlen);
    free(text);
    return d;
}

bool buyword_dict_contains(const BuywordDict *d, const char *word)
{
    size_t len = strlen(word);
    bool found;
    if (len < 2 || len > BW_WORD_MAX)
        return false;
    find_slot(d, word, len, &found);
    return found;
}

int buyword_dict_size(const BuywordDict *d)
{
    return d->count;
}
const char *buyword_dict_word(const BuywordDict *d, int i)
{
    return d->text + d->offset[i];
}
int buyword_dict_length(const BuywordDict *d, int i)
{
    return d->length[i];
}
uint64_t buyword_dict_prefix(const BuywordDict *d, int i)
{
    return d->prefix[i];
}

void buyword_anagrams_free(BuywordAnagrams *list)
{
    if (list->items != list->local)
        free(list->items);
}

static __attribute__((noinline)) void anagrams_grow(BuywordAnagrams *list)
{
    int cap = list->cap * 2;
    BuywordAnagram *grown = list->items == list->local
                                ? malloc((size_t)cap * sizeof *grown)
                                : realloc(list->items, (size_t)cap * sizeof *grown);
    if (!grown)
        abort();
    if (list->items == list->local)
        memcpy(grown, list->local, sizeof list->local);
    list->items = grown;
    list->cap = cap;
}

/* A search for the words a rack can make. A path's letters are in alphabetical order, so what
 * the rack has left for the rest of a path is the whole rack but for the path's last letter. */
typedef struct AnagramSearch {
    const BuywordDict *d;
    const uint8_t *rack;
    const uint8_t *weight;
    int wild_weight;
    BuywordAnagrams *out;
} AnagramSearch;

#define WILD_SPARE (-2) /* RackStep.wild: the path has not used the rack's wild yet */

/* A trie node to expand along the rack's letters. */
typedef struct RackStep {
    uint32_t node;
    uint32_t left;   /* the letters the rack can still give the path */
    uint16_t weight; /* the path's */
    uint8_t letter;  /* the path's last letter */
    uint8_t rest;    /* how many more of it the rack can give */
    int8_t wild;     /* the letter the wild stands for on the path, -1 none, or WILD_SPARE */
} RackStep;

static inline void note_words(const AnagramSearch *a, int32_t first_word, int wild_letter,
                              int weight)
{
    BuywordAnagrams *out = a->out;
    for (int32_t w = first_word; w >= 0; w = a->d->next_word[w]) {
        if (out->count == out->cap)
            anagrams_grow(out);
        out->items[out->count++] = (BuywordAnagram){w, (int8_t)wild_letter, (uint16_t)weight};
    }
}

/* The step to child node c along rack letter l. */
static inline RackStep rack_step(const AnagramSearch *a, const RackStep *at, uint32_t c, int l)
{
    int rest = (l == at->letter ? at->rest : a->rack[l]) - 1;
    return (RackStep){c,
                      rest ? at->left : at->left & ~(1u << l),
                      (uint16_t)(at->weight + a->weight[l]),
                      (uint8_t)l,
                      (uint8_t)rest,
                      at->wild};
}

/* Notes the words on the paths below `start` (itself included) that the rack can make, depth
 * first with a stack of the nodes to expand: a child is stacked only if it has a letter to
 * follow, so dead ends cost no step. While the wild is spare, every child is followed: along a
 * rack letter while the rack has it, else with the wild standing for its letter (a wild stands
 * only for a letter the rack has run out of, so each word is found once). */
static void rack_words(const AnagramSearch *a, RackStep start)
{
    const TrieNode *node = a->d->node;
    if (node[start.node].first_word >= 0)
        note_words(a, node[start.node].first_word, -1, start.weight);
    /* at most every child of every node on a path */
    RackStep stack[BW_LETTERS_IN_TRIE * (BW_WORD_MAX + 1)];
    int depth = 0;
    stack[depth++] = start;
    while (depth) {
        RackStep at = stack[--depth];
        const TrieNode *n = &node[at.node];
        if (at.wild == WILD_SPARE) {
            for (uint32_t open = n->child_letters; open; open &= open - 1) {
                int l = __builtin_ctz(open);
                uint32_t c = n->child_base + (uint32_t)l;
                RackStep next =
                    at.left & 1u << l
                        ? rack_step(a, &at, c, l)
                        : (RackStep){c,          at.left, (uint16_t)(at.weight + a->wild_weight),
                                     (uint8_t)l, 0,       (int8_t)l};
                if (node[c].first_word >= 0)
                    note_words(a, node[c].first_word, next.wild < 0 ? -1 : next.wild, next.weight);
                if (node[c].child_letters & (next.wild == WILD_SPARE ? ~0u : next.left))
                    stack[depth++] = next;
            }
            continue;
        }
        for (uint32_t open = n->child_letters & at.left; open; open &= open - 1) {
            int l = __builtin_ctz(open);
            RackStep next = rack_step(a, &at, n->child_base + (uint32_t)l, l);
            const TrieNode *c = &node[next.node];
            if (c->first_word >= 0)
                note_words(a, c->first_word, at.wild, next.weight);
            if (c->child_letters & next.left)
                stack[depth++] = next;
        }
    }
}

/* Bit l set if the rack has letter l: eight letters at a time, each byte's "not zero" moved to
 * its top bit, the top bits gathered into one byte by a multiplication. */
static uint32_t held_letters(const uint8_t rack[26])
{
    uint8_t bytes[32] = {0};
    memcpy(bytes, rack, 26);
    uint32_t held = 0;
    for (int at = 0; at < 32; at += 8) {
        uint64_t x; /* byte k (from the lowest): letter at + k */
        memcpy(&x, bytes + at, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        x = __builtin_bswap64(x);
#endif
        const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
        uint64_t nonzero = (((x & low7) + low7) | x) & ~low7;
        held |= (uint32_t)((nonzero >> 7) * 0x0102040810204080ull >> 56) << at;
    }
    return held;
}

void buyword_dict_anagrams(const BuywordDict *d, const uint8_t rack[26], bool wild,
                           const uint8_t weight[26], int wild_weight, BuywordAnagrams *out)
{
    out->items = out->local;
    out->count = 0;
    out->cap = BW_ANAGRAMS_LOCAL;
    if (!d->node_count)
        return; /* the empty dictionary */
    AnagramSearch a = {d, rack, weight, wild_weight, out};
    /* no letter yet */
    RackStep root = {0, held_letters(rack), 0, BW_LETTERS_IN_TRIE, 0, wild ? WILD_SPARE : -1};
    rack_words(&a, root);
}

/* ---------------------------------------------------------------- the process's dictionary */

/* Shared, immutable once loaded; guarded by `lock`. Every dictionary loaded stays on the
 * `loaded` list until the process ends, because running games and bot threads point into them. */
static pthread_once_t builtin_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static BuywordDict *builtin, *custom, *loaded;
static char builtin_error[600];
static const char *builtin_relative = BUILTIN_LIST;

static void keep_loaded(BuywordDict *d)
{
    d->next_loaded = loaded;
    loaded = d;
}

static void load_builtin(void)
{
    char path[4096], err[600];
    BuywordDict *d = NULL;
    if (datadir_find(builtin_relative, path, sizeof path, err, sizeof err))
        d = buyword_dict_load(path, err, sizeof err);
    pthread_mutex_lock(&lock);
    if (d) {
        builtin = d;
        keep_loaded(d);
    } else {
        snprintf(builtin_error, sizeof builtin_error, "%s", err);
    }
    pthread_mutex_unlock(&lock);
}

const BuywordDict *buyword_dictionary(void)
{
    pthread_once(&builtin_once, load_builtin);
    pthread_mutex_lock(&lock);
    const BuywordDict *d = custom ? custom : builtin;
    pthread_mutex_unlock(&lock);
    return d;
}

bool buyword_dictionary_status(char *err, size_t errlen)
{
    pthread_once(&builtin_once, load_builtin);
    pthread_mutex_lock(&lock);
    bool ok = builtin != NULL;
    if (!ok)
        fail(err, errlen, _("BuyWord has no word list: %s"), builtin_error);
    pthread_mutex_unlock(&lock);
    return ok;
}

bool buyword_set_word_list(const char *path, char *err, size_t errlen)
{
    BuywordDict *d = NULL;
    if (path && path[0] && !(d = buyword_dict_load(path, err, errlen)))
        return false;
    pthread_mutex_lock(&lock);
    custom = d;
    if (d)
        keep_loaded(d);
    pthread_mutex_unlock(&lock);
    return true;
}

/* ---------------------------------------------------------------- the game's resource table */

#define BUILTIN_NAME "built-in"

static bool use_word_list(const char *path, char *err, size_t errlen)
{
    return buyword_set_word_list(path, err, errlen);
}

static void word_list_status(char *out, size_t outlen)
{
    const BuywordDict *d = buyword_dictionary();
    char err[600];
    if (!d && !buyword_dictionary_status(err, sizeof err))
        snprintf(out, outlen, "%s", err);
    else if (d == builtin)
        snprintf(out, outlen,
                 plural_text("BuyWord uses the built-in list: %d word",
                             "BuyWord uses the built-in list: %d words", (unsigned long)d->count),
                 d->count);
    else
        snprintf(out, outlen,
                 plural_text("BuyWord uses %s: %d word", "BuyWord uses %s: %d words",
                             (unsigned long)d->count),
                 d->source, d->count);
}

static const void *current_word_list(char *err, size_t errlen)
{
    const BuywordDict *d = buyword_dictionary();
    if (!d)
        buyword_dictionary_status(err, errlen);
    return d;
}

static void identify_word_list(const void *handle, StrBuf *out)
{
    const BuywordDict *d = handle;
    sb_addf(out, "%016llx %s", (unsigned long long)d->fingerprint,
            d == builtin ? BUILTIN_NAME : d->source);
}

static const BuywordDict *loaded_with(uint64_t fingerprint)
{
    pthread_mutex_lock(&lock);
    const BuywordDict *d = loaded;
    while (d && d->fingerprint != fingerprint)
        d = d->next_loaded;
    pthread_mutex_unlock(&lock);
    return d;
}

static const void *builtin_word_list(char *err, size_t errlen)
{
    pthread_once(&builtin_once, load_builtin);
    pthread_mutex_lock(&lock);
    const BuywordDict *d = builtin;
    pthread_mutex_unlock(&lock);
    if (!d)
        buyword_dictionary_status(err, errlen);
    return d;
}

/* A save names its list as "FINGERPRINT NAME". A list already in memory with that fingerprint
 * serves; a save made with an earlier built-in list plays on with today's (a replay that then
 * meets a word no longer listed says so); a named file is read again and must be unchanged. */
static const void *find_word_list(const char *identity, char *err, size_t errlen)
{
    char *end;
    uint64_t fingerprint = strtoull(identity, &end, 16);
    if (end == identity || *end != ' ' || !end[1]) {
        fail(err, errlen, _("'%.60s' does not name a word list"), identity);
        return NULL;
    }
    const char *name = end + 1;
    pthread_once(&builtin_once, load_builtin);
    const BuywordDict *d = loaded_with(fingerprint);
    if (d)
        return d;
    if (!strcmp(name, BUILTIN_NAME))
        return builtin_word_list(err, errlen);
    char why[700];
    BuywordDict *file = buyword_dict_load(name, why, sizeof why);
    if (!file) {
        fail(err, errlen, _("this game was played with the word list %s, which is missing (%s)"),
             name, why);
        return NULL;
    }
    if (file->fingerprint != fingerprint) {
        fail(err, errlen,
             plural_text("this game was played with the word list %s, which has changed since "
                         "(it now has %d word)",
                         "this game was played with the word list %s, which has changed since "
                         "(it now has %d words)",
                         (unsigned long)file->count),
             name, file->count);
        buyword_dict_free(file);
        return NULL;
    }
    pthread_mutex_lock(&lock);
    keep_loaded(file);
    pthread_mutex_unlock(&lock);
    return file;
}

const GameResource buyword_word_list = {
    .key = "word_list",
    .label = N_("BuyWord word list"),
    .hint = N_("a text file with one word a line"),
    .use = use_word_list,
    .status = word_list_status,
    .current = current_word_list,
    .identify = identify_word_list,
    .find = find_word_list,
    .builtin = builtin_word_list,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "dictionary_testing.c"
#endif
