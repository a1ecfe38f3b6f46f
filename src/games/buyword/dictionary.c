/* BuyWord's dictionary: a flat array of words, an open-addressing hash table of indices, and an
 * anagram trie for the word finder. */
#define _DEFAULT_SOURCE /* MAP_POPULATE */
#include "dictionary.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/bits.h"
#include "core/datadir.h"
#include "core/i18n.h"
#include "core/match.h"
#include "core/strbuf.h"

#define BUILTIN_LIST "assets/buyword/words.txt"
#define BW_LETTERS_IN_TRIE 26 /* a-z */

#define NO_ITEM 0xffffffu /* TrieNode.items: none */
#define NONE_BELOW 31u    /* TrieNode.below: no item */

/* 12 bytes: the nodes a search reads lie on fewer cache lines (the letters of a node's children
 * that have items, which only a wild walking the trie reads, lie apart in Trie.end_letters). */
typedef struct TrieNode {
    uint32_t child_base;         /* the child for letter l is node child_base + l (mod 2^32) */
    uint32_t child_letters : 26; /* bit l: a child for letter l */
    /* 1: `items` is the node's one item itself (most nodes have one: it is read with the node,
     * without a second look-up); 0: `items` is the first of them (they lie side by side in
     * Trie.item), NO_ITEM none */
    uint32_t alone : 1;
    /* the fewest letters that lead from the node to an item below it (at most BW_WORD_MAX),
     * NONE_BELOW none: a path is not followed where the rack cannot spell that many more (in
     * the top bits: read with a shift alone) */
    uint32_t below : 5;
    uint32_t items;
} TrieNode;
_Static_assert(sizeof(TrieNode) == 12, "a trie node packs into 12 bytes");
_Static_assert(BW_WORD_MAX < NONE_BELOW, "TrieNode.below holds any word's length");

static inline bool has_items(const TrieNode *n)
{
    return n->alone || n->items != NO_ITEM;
}

/* A word hanging on a trie node, in 32 bits: its index, the letter a wild stands for plus one
 * (the wild trie; 0 none) and whether it is the node's last item. A trie holds fewer than
 * NO_ITEM items: from_text turns down a larger list as too big for memory. */
typedef uint32_t TrieItem;
#define ITEM_WORD_SHIFT 6 /* the word in the top bits, read with one shift */
#define ITEM_LAST 1u

static inline TrieItem trie_item(int32_t word, int letter, bool last)
{
    return (uint32_t)word << ITEM_WORD_SHIFT | (uint32_t)(letter + 1) << 1 | (last ? ITEM_LAST : 0);
}
static inline int32_t item_word(TrieItem item)
{
    return (int32_t)(item >> ITEM_WORD_SHIFT);
}
static inline int item_letter(TrieItem item) /* -1 none */
{
    return (int)(item >> 1 & 31) - 1;
}

/* A path from the root spells a multiset of letters in alphabetical order ("enjoyed" lies on
 * d-e-e-j-n-o-y). Node 0 is the root; a node's children lie side by side, a slot for each letter
 * from the lowest child's to the highest's (the slots of the letters between left empty), so
 * that a child is found by its letter without counting its elder siblings. */
typedef struct Trie {
    TrieNode *node;
    uint32_t node_count, item_count;
    TrieItem *item;
    /* per node, bit l: the child for letter l has items (a wild may end there) */
    uint32_t *end_letters;
} Trie;

struct BuywordDict {
    BuywordDictWords w; /* first: dictionary.h reads it */
    uint32_t *slots; /* word index + 1, 0 = empty; size slot_mask + 1, a power of two */
    uint32_t slot_mask;
    /* The anagram trie: each word hangs on the path of its letters. */
    Trie words;
    /* The wild trie, for the short words (WILD_TRIE_LETTERS letters at most) that most racks with
     * a wild make: each hangs on the paths of its letters less one, once per letter it has (with
     * that letter), so that they are found by following the rack's letters only. A longer rack
     * follows its wild through the anagram trie (rack_words). */
    Trie wilds;
    char source[512];
    uint64_t fingerprint;     /* of the set of words, whatever their order (save files) */
    BuywordDict *next_loaded; /* every dictionary the process loaded, kept for its lifetime */
    /* A dictionary read from its prebuilt index: the index file mapped into memory, which every
     * array above points into (NULL: the arrays are allocated one by one). */
    void *mapped;
    size_t mapped_bytes;
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
        const char *w = d->w.text + d->w.offset[entry - 1];
        if (d->w.length[entry - 1] == len && !memcmp(w, word, len)) {
            *found = true;
            return (int)at;
        }
    }
}

void buyword_dict_free(BuywordDict *d)
{
    if (!d)
        return;
    if (d->mapped) {
        munmap(d->mapped, d->mapped_bytes);
        free(d);
        return;
    }
    free(d->w.text);
    free(d->w.offset);
    free(d->w.length);
    free(d->w.prefix);
    free(d->slots);
    free(d->words.node);
    free(d->words.item);
    free(d->words.end_letters);
    free(d->wilds.node);
    free(d->wilds.item);
    free(d->wilds.end_letters);
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

#define KEY_END BW_LETTERS_IN_TRIE /* ends a key's letters */

/* A key to file in a trie while it is built: its word, and where its letters are in the build's
 * `letters`: in alphabetical order (0..25), ended by KEY_END, then the letter of the word left
 * out for a wild (the wild trie) or KEY_END. */
typedef struct TrieKey {
    uint32_t at;
    int32_t word;
} TrieKey;

/* A trie being built: the keys are sorted into it letter by letter (a radix sort), each node
 * laid out as its keys are split among its children, depth first so a subtree lies close
 * together. */
typedef struct TrieBuild {
    Trie *trie;
    const uint8_t *letters;
    uint32_t node_cap, items;
} TrieBuild;

/* Node slots [from, to) added, empty. False when out of memory. */
static bool trie_add_slots(TrieBuild *t, uint32_t from, uint32_t to)
{
    if (to > t->node_cap) {
        uint32_t cap = t->node_cap;
        while (cap < to)
            cap *= 2;
        TrieNode *grown = realloc(t->trie->node, cap * sizeof *grown);
        if (!grown)
            return false;
        t->trie->node = grown;
        t->node_cap = cap;
    }
    for (uint32_t i = from; i < to; i++)
        t->trie->node[i] = (TrieNode){.below = NONE_BELOW, .items = NO_ITEM};
    t->trie->node_count = to;
    return true;
}

/* Hangs the word of a key of `length` letters on node `at` (after the node's other items). */
static void trie_add_item(TrieBuild *t, const TrieKey *key, int length, uint32_t at, bool last)
{
    uint8_t left_out = t->letters[key->at + (uint32_t)length + 1];
    if (t->trie->node[at].items == NO_ITEM)
        t->trie->node[at].items = t->items;
    int wild = left_out == KEY_END ? -1 : left_out;
    t->trie->item[t->items++] = trie_item(key->word, wild, last);
}

/* Lays out the path below node `at` for a key alone there, from its letter `depth` on: a node
 * for each letter left, one after the other. False when out of memory. */
static bool trie_build_path(TrieBuild *t, const TrieKey *key, int depth, uint32_t at)
{
    const uint8_t *letter = t->letters + key->at;
    int end = depth;
    while (letter[end] != KEY_END)
        end++;
    uint32_t child = t->trie->node_count;
    if (!trie_add_slots(t, child, child + (uint32_t)(end - depth)))
        return false;
    for (; depth < end; depth++, at = child++) {
        t->trie->node[at].child_base = child - letter[depth];
        t->trie->node[at].child_letters = 1u << letter[depth];
    }
    trie_add_item(t, key, end, at, true);
    return true;
}

/* How many slots a node's children take, side by side: one for each letter from the lowest
 * child's to the highest's (letters not used leave theirs empty). */
static uint32_t child_slots(uint32_t children)
{
    return (uint32_t)(31 - __builtin_clz(children) - __builtin_ctz(children) + 1);
}

/* Lays out node `at` for keys[0, count), which share their first `depth` letters: the keys that
 * end there become its items, the others go to its children, sorted by their next letter
 * through spare[0, count). False when out of memory. */
static bool trie_build_node(TrieBuild *t, TrieKey *keys, TrieKey *spare, int count, int depth,
                            uint32_t at)
{
    if (count == 1)
        return trie_build_path(t, keys, depth, at);
    int per[KEY_END + 1] = {0}, start[KEY_END + 1], next[KEY_END + 1], placed = 0;
    uint32_t letters = 0; /* bit l: a key goes on with letter l (bit KEY_END: a key ends) */
    const uint8_t *letter = t->letters + depth;
    for (int i = 0; i < count; i++) {
        int l = letter[keys[i].at];
        per[l]++;
        letters |= 1u << l;
    }
    if (!(letters & (letters - 1)) && letters != 1u << KEY_END) { /* one child: no sorting */
        int l = __builtin_ctz(letters);
        uint32_t child = t->trie->node_count;
        if (!trie_add_slots(t, child, child + 1))
            return false;
        t->trie->node[at].child_base = child - (uint32_t)l;
        t->trie->node[at].child_letters = letters;
        return trie_build_node(t, keys, spare, count, depth + 1, child);
    }
    for (uint32_t open = letters; open; open &= open - 1) {
        int l = __builtin_ctz(open);
        start[l] = next[l] = placed;
        placed += per[l];
    }
    for (int i = 0; i < count; i++)
        spare[next[letter[keys[i].at]]++] = keys[i];
    if (letters & 1u << KEY_END)
        for (int i = start[KEY_END]; i < count; i++)
            trie_add_item(t, &spare[i], depth, at, i == count - 1);
    uint32_t children = letters & ~(1u << KEY_END);
    if (!children)
        return true;
    uint32_t first = t->trie->node_count, base = first - (uint32_t)__builtin_ctz(children);
    if (!trie_add_slots(t, first, first + child_slots(children)))
        return false;
    t->trie->node[at].child_base = base;
    t->trie->node[at].child_letters = children;
    for (uint32_t open = children; open; open &= open - 1) {
        int l = __builtin_ctz(open);
        if (!trie_build_node(t, spare + start[l], keys + start[l], per[l], depth + 1,
                             base + (uint32_t)l))
            return false;
    }
    return true;
}

/* Sets each node's end_letters and below from its children's: a child lies after its parent, so
 * the nodes are set last to first. False when out of memory. */
static bool trie_mark_reach(Trie *trie)
{
    trie->end_letters = calloc(trie->node_count, sizeof *trie->end_letters);
    if (!trie->end_letters)
        return false;
    for (uint32_t at = trie->node_count; at-- > 0;) {
        TrieNode *n = &trie->node[at];
        for (uint32_t open = n->child_letters; open; open &= open - 1) {
            int l = __builtin_ctz(open);
            const TrieNode *child = &trie->node[n->child_base + (uint32_t)l];
            unsigned below = has_items(child) ? 1 : child->below + 1u;
            trie->end_letters[at] |= has_items(child) ? 1u << l : 0;
            n->below = below < n->below ? below : n->below;
        }
    }
    return true;
}

/* Lays the nodes out breadth first, each node's children still side by side: the upper levels,
 * which every search reads, lie together at the start. False when out of memory. */
static bool trie_breadth_first(Trie *trie)
{
    TrieNode *laid = malloc(trie->node_count * sizeof *laid);
    if (!laid)
        return false;
    laid[0] = trie->node[0];
    uint32_t placed = 1;
    for (uint32_t at = 0; at < placed; at++) {
        TrieNode *n = &laid[at];
        if (!n->child_letters)
            continue;
        uint32_t low = (uint32_t)__builtin_ctz(n->child_letters);
        uint32_t slots = child_slots(n->child_letters);
        memcpy(&laid[placed], &trie->node[n->child_base + low], slots * sizeof *laid);
        n->child_base = placed - low;
        placed += slots;
    }
    free(trie->node);
    trie->node = laid;
    return true;
}

/* Lays the item lists out in the order of their nodes, so that the lists of a node's children
 * (side by side as nodes) lie side by side too: the search reads them one after the other when
 * it reaches those children. (As built, each child's list is followed by those of its whole
 * subtree.) The lists themselves, and so the order the words are found in, do not change.
 * False when out of memory. */
static bool trie_order_items(Trie *trie, uint32_t item_count)
{
    TrieItem *ordered = malloc((size_t)(item_count ? item_count : 1) * sizeof *ordered);
    if (!ordered)
        return false;
    uint32_t placed = 0;
    for (uint32_t at = 0; at < trie->node_count; at++) {
        TrieNode *n = &trie->node[at];
        if (n->items == NO_ITEM)
            continue;
        uint32_t first = placed;
        for (const TrieItem *item = &trie->item[n->items];; item++) {
            ordered[placed++] = *item;
            if (*item & ITEM_LAST)
                break;
        }
        n->items = first;
    }
    free(trie->item);
    trie->item = ordered;
    return true;
}

/* A node with one item keeps the item itself (TrieNode.alone). */
static void trie_inline_items(Trie *trie)
{
    for (uint32_t at = 0; at < trie->node_count; at++) {
        TrieNode *n = &trie->node[at];
        if (n->items != NO_ITEM && trie->item[n->items] & ITEM_LAST) {
            n->items = trie->item[n->items];
            n->alone = 1;
        }
    }
}

/* Builds `trie` from keys[0, count) (reordered), their letters in `letters`. False when out of
 * memory. */
static bool trie_build(const uint8_t *letters, TrieKey *keys, int count, Trie *trie)
{
    TrieBuild t = {trie, letters, 1024, 0};
    TrieKey *spare = malloc((size_t)count * sizeof *spare);
    trie->node = malloc(t.node_cap * sizeof *trie->node);
    trie->item = malloc((size_t)count * sizeof *trie->item);
    trie->node_count = 0;
    /* no key (a list without a word short enough for the wild trie): the root alone */
    bool ok = spare && trie->node && trie->item && trie_add_slots(&t, 0, 1) &&
              (count == 0 || trie_build_node(&t, keys, spare, count, 0, 0));
    free(spare);
    TrieNode *fitted = ok ? realloc(trie->node, trie->node_count * sizeof *fitted) : NULL;
    if (fitted)
        trie->node = fitted;
    ok = ok && trie_breadth_first(trie) && trie_order_items(trie, t.items) && trie_mark_reach(trie);
    if (ok)
        trie_inline_items(trie);
    trie->item_count = t.items;
    return ok;
}

/* Sets each word's prefix (buyword_dict_prefix). False when out of memory. */
static bool pack_prefixes(BuywordDict *d)
{
    d->w.prefix = malloc((size_t)d->w.count * sizeof *d->w.prefix);
    if (!d->w.prefix)
        return false;
    for (int i = 0; i < d->w.count; i++) {
        const char *w = buyword_dict_word(d, i);
        uint64_t packed = 0;
        for (int k = 0; k < BW_PREFIX_CHARS; k++) {
            packed = packed << 8 | (uint64_t)(*w ? *w - 'a' + 'A' : 0);
            w += *w != '\0'; /* stay on the NUL: the rest is zeros */
        }
        d->w.prefix[i] = packed;
    }
    return true;
}

/* Writes a word's letters in alphabetical order (0..25), then KEY_END twice (its key in the
 * anagram trie), counted by letter. */
static void sort_letters(const char *word, uint8_t *key)
{
    uint8_t count[BW_LETTERS_IN_TRIE] = {0};
    uint32_t letters = 0;
    for (const char *c = word; *c; c++) {
        count[*c - 'a']++;
        letters |= 1u << (*c - 'a');
    }
    for (; letters; letters &= letters - 1) {
        int l = __builtin_ctz(letters);
        memset(key, l, count[l]);
        key += count[l];
    }
    key[0] = key[1] = KEY_END;
}

/* The words the wild trie holds: those a rack of fewer tiles than this makes with its wild. */
#define WILD_TRIE_LETTERS 6

/* Builds the anagram trie and the wild trie. False when out of memory. */
static bool build_tries(BuywordDict *d)
{
    size_t word_bytes = 0, wild_bytes = 0, wild_keys = 0;
    for (int i = 0; i < d->w.count; i++) {
        word_bytes += d->w.length[i] + 2u;
        if (d->w.length[i] <= WILD_TRIE_LETTERS) {
            wild_bytes += (d->w.length[i] + 1u) * d->w.length[i];
            wild_keys += d->w.length[i];
        }
    }
    /* the words' keys, one after the other, then the wild trie's */
    uint8_t *letters = malloc(word_bytes + wild_bytes);
    TrieKey *keys =
        malloc((wild_keys > (size_t)d->w.count ? wild_keys : (size_t)d->w.count) * sizeof *keys);
    bool ok = letters && keys && wild_keys < NO_ITEM;
    for (int i = 0, at = 0; ok && i < d->w.count; at += d->w.length[i++] + 2) {
        sort_letters(buyword_dict_word(d, i), letters + at);
        keys[i] = (TrieKey){(uint32_t)at, i};
    }
    ok = ok && trie_build(letters, keys, d->w.count, &d->words);
    int count = 0;
    uint32_t wild_at = (uint32_t)word_bytes;
    for (int i = 0, at = 0; ok && i < d->w.count; at += d->w.length[i++] + 2) {
        const uint8_t *key = letters + at;
        int n = d->w.length[i];
        for (int k = 0; k < n && n <= WILD_TRIE_LETTERS; k++) {
            if (k > 0 && key[k] == key[k - 1])
                continue; /* one key per letter the word has */
            uint8_t *less = letters + wild_at;
            memcpy(less, key, (size_t)k);
            memcpy(less + k, key + k + 1, (size_t)(n - k)); /* the rest and a KEY_END */
            less[n] = key[k];
            keys[count++] = (TrieKey){wild_at, i};
            wild_at += (uint32_t)n + 1;
        }
    }
    ok = ok && trie_build(letters, keys, count, &d->wilds);
    free(letters);
    free(keys);
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
        d->w.text = malloc(len + 1);
        d->w.offset = malloc((size_t)lines * sizeof *d->w.offset);
        d->w.length = malloc((size_t)lines);
        d->slots = calloc(slots, sizeof *d->slots);
        d->slot_mask = slots - 1;
    }
    if (!d || !d->w.text || !d->w.offset || !d->w.length || !d->slots) {
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
        char *word = d->w.text + used;
        size_t wlen;
        bool found;
        if (clean_word(text + start, n, word, &wlen)) {
            int slot = find_slot(d, word, wlen, &found);
            if (!found) {
                word[wlen] = '\0';
                d->w.offset[d->w.count] = (uint32_t)used;
                d->w.length[d->w.count] = (uint8_t)wlen;
                d->slots[slot] = (uint32_t)++d->w.count;
                d->fingerprint += word_print(word, wlen);
                used += wlen + 1;
            }
        }
        start += n + 1;
    }
    if (d->w.count == 0) {
        buyword_dict_free(d);
        fail(err, errlen,
             /* TRANSLATORS: %s is a file's path */
             _("%s has no usable words (expected one word a line, letters a-z only, 2 to %d "
               "letters)"),
             source, BW_WORD_MAX);
        return NULL;
    }
    if (d->w.count >= (int)NO_ITEM || !pack_prefixes(d) || !build_tries(d)) {
        buyword_dict_free(d);
        fail(err, errlen, _("%s: out of memory"), source);
        return NULL;
    }
    return d;
}

/* The text of the word list at `path`; NULL with the reason. */
static char *read_word_list(const char *path, char *err, size_t errlen)
{
    char why[600];
    char *text = read_text_file(path, 64u << 20, why, sizeof why);
    if (!text)
        fail(err, errlen, _("cannot read the word list: %s"), why);
    return text;
}

BuywordDict *buyword_dict_load(const char *path, char *err, size_t errlen)
{
    char *text = read_word_list(path, err, errlen);
    if (!text)
        return NULL;
    BuywordDict *d = buyword_dict_from_text(text, strlen(text), path, err, errlen);
    free(text);
    return d;
}

/* ---------------------------------------------------------------- the prebuilt index */

/* A prebuilt index (made at build time by tools/make_word_index.c) holds a dictionary's arrays
 * as they lie in memory, so that the built-in list is mapped instead of built: a header, then
 * each array of index_parts in that order, each padded to 8 bytes. It serves only the very text
 * it was made from and only a program whose arrays have its layout; a header that says
 * otherwise, or a payload whose hash differs, is refused, and the list is built from its text. */
#define INDEX_MAGIC "MOGULSWI"
/* The format's version (raise it when the arrays or the way they are built change) and the
 * sizes the arrays depend on. */
#define INDEX_VERSION 4u
#define INDEX_LAYOUT                                                                               \
    ((uint64_t)INDEX_VERSION << 48 | (uint64_t)sizeof(TrieNode) << 40 |                            \
     (uint64_t)sizeof(TrieItem) << 32 | (uint64_t)BW_WORD_MAX << 16 | WILD_TRIE_LETTERS << 8 |     \
     BW_PREFIX_CHARS)

typedef struct IndexHeader {
    char magic[8];         /* INDEX_MAGIC */
    uint64_t layout;       /* INDEX_LAYOUT */
    uint64_t source_bytes; /* the word list's text: its length and hash_bytes */
    uint64_t source_hash;
    uint64_t fingerprint;
    uint64_t payload_hash; /* of everything after the header */
    int32_t count;
    uint32_t text_bytes, slot_mask;
    uint32_t node_count[2], item_count[2]; /* the anagram trie's, the wild trie's */
    uint32_t zero;                         /* the header's size a multiple of 8 */
} IndexHeader;
_Static_assert(sizeof(IndexHeader) % 8 == 0, "the arrays after the header lie 8-aligned");

/* One array of a dictionary in an index: the address of its pointer in the dictionary, and its
 * size in bytes. */
typedef struct IndexPart {
    void *field;
    size_t bytes;
} IndexPart;
#define INDEX_PARTS 11

static void index_parts(BuywordDict *d, const IndexHeader *h, IndexPart part[INDEX_PARTS])
{
    size_t words = (size_t)h->count;
    const IndexPart parts[INDEX_PARTS] = {
        {&d->w.text, h->text_bytes},
        {&d->w.offset, words * sizeof *d->w.offset},
        {&d->w.length, words * sizeof *d->w.length},
        {&d->w.prefix, words * sizeof *d->w.prefix},
        {&d->slots, ((size_t)h->slot_mask + 1) * sizeof *d->slots},
        {&d->words.node, h->node_count[0] * sizeof(TrieNode)},
        {&d->words.item, h->item_count[0] * sizeof(TrieItem)},
        {&d->words.end_letters, h->node_count[0] * sizeof(uint32_t)},
        {&d->wilds.node, h->node_count[1] * sizeof(TrieNode)},
        {&d->wilds.item, h->item_count[1] * sizeof(TrieItem)},
        {&d->wilds.end_letters, h->node_count[1] * sizeof(uint32_t)},
    };
    memcpy(part, parts, sizeof parts);
}

static size_t padded(size_t bytes)
{
    return (bytes + 7) & ~(size_t)7;
}

/* The payload's size: every part, padded. */
static size_t index_payload_bytes(const IndexPart part[INDEX_PARTS])
{
    size_t bytes = 0;
    for (int i = 0; i < INDEX_PARTS; i++)
        bytes += padded(part[i].bytes);
    return bytes;
}

static inline uint64_t mix64(uint64_t h)
{
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 32);
}

/* A hash of n bytes, to tell a damaged or another file: 8 bytes at a time into four independent
 * lanes (each a rotation, an exclusive or and a multiplication), as it reads megabytes at each
 * start. */
static uint64_t hash_bytes(const void *data, size_t n)
{
    const uint8_t *p = data;
    uint64_t lane[4] = {1, 2, 3, 4};
    size_t whole = n & ~(size_t)31;
    for (size_t at = 0; at < whole; at += 32)
        for (int k = 0; k < 4; k++) {
            uint64_t x;
            memcpy(&x, p + at + 8 * k, 8);
            lane[k] = ((lane[k] << 23 | lane[k] >> 41) ^ x) * 0x9e3779b97f4a7c15ull;
        }
    uint8_t tail[32] = {0};
    memcpy(tail, p + whole, n - whole);
    for (int k = 0; k < 4; k++) {
        uint64_t x;
        memcpy(&x, tail + 8 * k, 8);
        lane[k] = mix64(lane[k] ^ x);
    }
    return mix64(lane[0] + mix64(lane[1] + mix64(lane[2] + mix64(lane[3] + n))));
}

void *buyword_dict_index_image(const BuywordDict *d, const char *text, size_t len, size_t *bytes)
{
    int last = d->w.count - 1;
    IndexHeader h = {.layout = INDEX_LAYOUT,
                     .source_bytes = len,
                     .source_hash = hash_bytes(text, len),
                     .fingerprint = d->fingerprint,
                     .count = d->w.count,
                     .text_bytes = d->w.offset[last] + d->w.length[last] + 1u,
                     .slot_mask = d->slot_mask,
                     .node_count = {d->words.node_count, d->wilds.node_count},
                     .item_count = {d->words.item_count, d->wilds.item_count}};
    memcpy(h.magic, INDEX_MAGIC, sizeof h.magic);
    IndexPart part[INDEX_PARTS];
    index_parts((BuywordDict *)d, &h, part); /* read only: the parts' pointers are copied out */
    size_t payload = index_payload_bytes(part);
    uint8_t *image = calloc(1, sizeof h + payload); /* zeros: the padding is always the same */
    if (!image)
        return NULL;
    uint8_t *at = image + sizeof h;
    for (int i = 0; i < INDEX_PARTS; i++) {
        const void *array;
        memcpy(&array, part[i].field, sizeof array);
        memcpy(at, array, part[i].bytes);
        at += padded(part[i].bytes);
    }
    h.payload_hash = hash_bytes(image + sizeof h, payload);
    memcpy(image, &h, sizeof h);
    *bytes = sizeof h + payload;
    return image;
}

/* Why the index image `map` (`bytes` long) cannot serve the list `text`, NULL if it can. (A
 * player never reads it: the list is then built from its text.) */
static const char *index_refusal(const void *map, size_t bytes, const char *text, size_t len)
{
    IndexHeader h;
    if (bytes < sizeof h)
        return "too short for an index";
    memcpy(&h, map, sizeof h);
    if (memcmp(h.magic, INDEX_MAGIC, sizeof h.magic))
        return "not a word index";
    if (h.layout != INDEX_LAYOUT)
        return "made by another version of the program";
    if (h.source_bytes != len || h.source_hash != hash_bytes(text, len))
        return "made from another word list";
    if (h.count <= 0 || h.count >= (int32_t)NO_ITEM || h.slot_mask & (h.slot_mask + 1))
        return "damaged (its header)";
    BuywordDict scratch;
    IndexPart part[INDEX_PARTS];
    index_parts(&scratch, &h, part);
    size_t payload = index_payload_bytes(part);
    if (bytes - sizeof h != payload)
        return "damaged (its length)";
    if (h.payload_hash != hash_bytes((const uint8_t *)map + sizeof h, payload))
        return "damaged (its contents)";
    return NULL;
}

/* The file at `path` mapped into memory, *bytes long; NULL with the reason. */
static void *map_file(const char *path, size_t *bytes, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        fail(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    void *map = MAP_FAILED;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        *bytes = (size_t)st.st_size;
        /* read at once: it is all read to check it */
        map = mmap(NULL, *bytes, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    }
    close(fd);
    if (map == MAP_FAILED) {
        fail(err, errlen, "%s: not a file that can be mapped", path);
        return NULL;
    }
    return map;
}

BuywordDict *buyword_dict_from_index(const char *index_path, const char *text, size_t len,
                                     const char *source, char *err, size_t errlen)
{
    size_t bytes;
    void *map = map_file(index_path, &bytes, err, errlen);
    if (!map)
        return NULL;
    const char *refusal = index_refusal(map, bytes, text, len);
    BuywordDict *d = refusal ? NULL : calloc(1, sizeof *d);
    if (!d) {
        fail(err, errlen, "%s: %s", index_path, refusal ? refusal : "out of memory");
        munmap(map, bytes);
        return NULL;
    }
    IndexHeader h;
    memcpy(&h, map, sizeof h);
    IndexPart part[INDEX_PARTS];
    index_parts(d, &h, part);
    uint8_t *at = (uint8_t *)map + sizeof h;
    for (int i = 0; i < INDEX_PARTS; i++) {
        memcpy(part[i].field, &at, sizeof at); /* the array's pointer, to its place in the map */
        at += padded(part[i].bytes);
    }
    d->w.count = h.count;
    d->slot_mask = h.slot_mask;
    d->words.node_count = h.node_count[0];
    d->words.item_count = h.item_count[0];
    d->wilds.node_count = h.node_count[1];
    d->wilds.item_count = h.item_count[1];
    d->fingerprint = h.fingerprint;
    snprintf(d->source, sizeof d->source, "%s", source);
    d->mapped = map;
    d->mapped_bytes = bytes;
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

void buyword_anagrams_free(BuywordAnagrams *list)
{
    if (list->items != list->local)
        free(list->items);
}

/* Bit l set if the rack has letter l, and in *tiles how many tiles it has: eight letters at a
 * time, each byte's "not zero" moved to its top bit, the top bits gathered into one byte by a
 * multiplication; the bytes summed in 16-bit lanes, the lanes gathered likewise; the last two
 * letters alone. The rack is read in place (through a copy on the stack, the wide reads would
 * wait for the narrower writes of the copy). */
static uint32_t held_letters(const uint8_t rack[26], int *tiles)
{
    uint32_t held = (rack[24] ? 1u << 24 : 0) | (rack[25] ? 1u << 25 : 0);
    uint64_t sums = 0;
    for (int at = 0; at < 24; at += 8) {
        uint64_t x; /* byte k (from the lowest): letter at + k */
        memcpy(&x, rack + at, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        x = __builtin_bswap64(x);
#endif
        const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
        uint64_t nonzero = (((x & low7) + low7) | x) & ~low7;
        held |= (uint32_t)((nonzero >> 7) * 0x0102040810204080ull >> 56) << at;
        const uint64_t even = 0x00ff00ff00ff00ffull;
        sums += (x & even) + (x >> 8 & even);
    }
    *tiles = (int)(sums * 0x0001000100010001ull >> 48) + rack[24] + rack[25];
    return held;
}

/* A trie node to expand along the rack's letters (and the wild). A path's letters are in
 * alphabetical order, so what the rack has left for the rest of a path is the whole rack but for
 * the path's last letter. */
typedef struct RackStep {
    /* the node reached; once stacked, its children's base (the child for letter l is node + l),
     * so that expanding it reads only the stack */
    uint32_t node;
    uint32_t open;      /* stacked: the letters its children are followed by (see reach_step) */
    uint32_t left;      /* the letters the rack can still give the path */
    uint16_t weight;    /* the path's */
    uint8_t letter;     /* the path's last letter */
    uint8_t rest;       /* how many more of it the rack can give */
    uint8_t tiles;      /* how many letters the rack can still give */
    uint8_t spare_wild; /* 1 while the path may still take a wild (WILD_WALK) */
    int8_t wild_letter; /* the letter the path's wild stands for, -1 none */
} RackStep;

/* How rack_words treats the wild: not at all, through the wild trie's items, or walking the
 * anagram trie with it. */
typedef enum { NO_WILD, WILD_ITEMS, WILD_WALK } WildSearch;

/* The list found so far, kept in locals (registers) by the search and written back once. */
typedef struct FoundList {
    BuywordAnagram *items;
    int count, cap;
} FoundList;

/* The list moves to the heap, or its heap block doubles. */
static __attribute__((noinline)) FoundList found_grow(FoundList found, BuywordAnagrams *out)
{
    int cap = found.cap * 2;
    BuywordAnagram *grown = found.items == out->local
                                ? malloc((size_t)cap * sizeof *grown)
                                : realloc(found.items, (size_t)cap * sizeof *grown);
    if (!grown)
        abort();
    if (found.items == out->local)
        memcpy(grown, out->local, sizeof out->local);
    return (FoundList){grown, found.count, cap};
}

/* The search's stack: at most every child of every node on a path, twice (the rack's letters
 * and the wild's). */
typedef struct RackStack {
    RackStep step[2 * BW_LETTERS_IN_TRIE * (BW_WORD_MAX + 1)];
    int depth;
} RackStack;

/* Notes a word hanging on the node a path reached. In the wild trie, a word is noted only if its
 * wild stands for a letter the rack has no more of (the others the rack makes without the wild,
 * or with the wild for another letter). */
static inline __attribute__((always_inline)) FoundList note_item(WildSearch wild, TrieItem item,
                                                                 uint32_t left, int weight,
                                                                 int wild_letter, FoundList found,
                                                                 BuywordAnagrams *out)
{
    int letter = wild == WILD_ITEMS ? item_letter(item) : wild_letter;
    if (wild != WILD_ITEMS || !(left & 1u << letter)) {
        if (found.count == found.cap)
            found = found_grow(found, out);
        found.items[found.count++] =
            (BuywordAnagram){item_word(item), (int8_t)letter, (uint16_t)weight};
    }
    return found;
}

/* Notes the words hanging on node `c` (note_item). */
static inline __attribute__((always_inline)) FoundList
note_items(const Trie *trie, WildSearch wild, const TrieNode *c, uint32_t left, int weight,
           int wild_letter, FoundList found, BuywordAnagrams *out)
{
    if (c->alone)
        return note_item(wild, c->items, left, weight, wild_letter, found, out);
    if (c->items == NO_ITEM)
        return found;
    for (const TrieItem *item = &trie->item[c->items];; item++) {
        found = note_item(wild, *item, left, weight, wild_letter, found, out);
        if (*item & ITEM_LAST)
            return found;
    }
}

/* The letters a wild may stand for after node `at` (WILD_WALK): one the rack has no more of
 * (`left` the letters it has) that ends a word or, while the rack has tiles, that a letter of
 * the rack may follow (one before the last letter it has: a path is in alphabetical order). */
static inline uint32_t wild_letters(const Trie *trie, uint32_t at, uint32_t left, int tiles)
{
    const TrieNode *n = &trie->node[at];
    uint32_t may = trie->end_letters[at];
    if (tiles && left)
        may |= n->child_letters & ((1u << (31 - __builtin_clz(left))) - 1);
    return may & ~left;
}

/* Notes the words hanging on the node a path reached, then stacks the node if the rack (and the
 * wild) may spell a word further below it. */
static inline __attribute__((always_inline)) FoundList
reach_step(const Trie *trie, WildSearch wild, RackStep next, int wild_weight, FoundList found,
           BuywordAnagrams *out, RackStack *stack)
{
    const TrieNode *c = &trie->node[next.node];
    found =
        note_items(trie, wild, c, next.left, next.weight + (wild == WILD_ITEMS ? wild_weight : 0),
                   next.wild_letter, found, out);
    uint32_t can_follow = c->child_letters & next.left;
    if (wild == WILD_WALK && next.spare_wild)
        can_follow |= wild_letters(trie, next.node, next.left, next.tiles);
    if (can_follow && c->below <= next.tiles + next.spare_wild) {
        /* its children, read when it is expanded, on their way meanwhile */
        __builtin_prefetch(&trie->node[c->child_base + (uint32_t)__builtin_ctz(can_follow)]);
        /* the rack's letters are those in `left`, the wild's the others (wild_letters) */
        next.node = c->child_base;
        next.open = can_follow;
        stack->step[stack->depth++] = next;
    }
    return found;
}

/* Notes the words hanging on the paths of `trie` that the rack's letters spell (all of the
 * rack's multisets) after those in `found`, depth first with a stack of the nodes to expand: a
 * node is stacked only if the rack can still spell a word below it. With WILD_WALK, also those
 * that take a wild on the way, for a letter the rack has no more of: each word is found once. */
static inline __attribute__((always_inline)) FoundList
rack_words(const Trie *trie, WildSearch wild, const uint8_t *rack, uint32_t held, int tiles,
           const uint8_t *weight, int wild_weight, FoundList found, BuywordAnagrams *out)
{
    RackStack stack;
    stack.depth = 0;
    /* no letter yet */
    RackStep root = {0,
                     0,
                     held,
                     0,
                     BW_LETTERS_IN_TRIE,
                     0,
                     (uint8_t)(tiles < BW_WORD_MAX ? tiles : BW_WORD_MAX),
                     wild == WILD_WALK,
                     -1};
    found = reach_step(trie, wild, root, wild_weight, found, out, &stack);
    while (stack.depth) {
        RackStep at = stack.step[--stack.depth];
        for (uint32_t open = at.open & at.left; open; open &= open - 1) {
            int l = __builtin_ctz(open);
            int rest = (l == at.letter ? at.rest : rack[l]) - 1;
            RackStep next = at;
            next.node = at.node + (uint32_t)l;
            next.left = rest ? at.left : at.left & ~(1u << l);
            next.weight = (uint16_t)(at.weight + weight[l]);
            next.letter = (uint8_t)l;
            next.rest = (uint8_t)rest;
            next.tiles--;
            found = reach_step(trie, wild, next, wild_weight, found, out, &stack);
        }
        if (wild != WILD_WALK || !at.spare_wild)
            continue;
        for (uint32_t wilds = at.open & ~at.left; wilds; wilds &= wilds - 1) {
            int l = __builtin_ctz(wilds);
            RackStep next = at;
            next.node = at.node + (uint32_t)l;
            next.weight = (uint16_t)(at.weight + wild_weight);
            next.letter = (uint8_t)l;
            next.rest = 0;
            next.spare_wild = 0;
            next.wild_letter = (int8_t)l;
            found = reach_step(trie, wild, next, wild_weight, found, out, &stack);
        }
    }
    return found;
}

void buyword_dict_anagrams(const BuywordDict *d, const uint8_t rack[26], bool wild,
                           const uint8_t weight[26], int wild_weight, BuywordAnagrams *out)
{
    int tiles;
    uint32_t held = held_letters(rack, &tiles);
    FoundList found = {out->local, 0, BW_ANAGRAMS_LOCAL};
    if (wild && tiles >= WILD_TRIE_LETTERS) {
        found =
            rack_words(&d->words, WILD_WALK, rack, held, tiles, weight, wild_weight, found, out);
    } else {
        found = rack_words(&d->words, NO_WILD, rack, held, tiles, weight, wild_weight, found, out);
        if (wild)
            found = rack_words(&d->wilds, WILD_ITEMS, rack, held, tiles, weight, wild_weight, found,
                               out);
    }
    out->items = found.items;
    out->count = found.count;
    out->cap = found.cap;
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

/* Where the built-in list at `path` (found as `relative`) may have its prebuilt index, the index
 * in `out` ("words.txt" -> "words.index"): beside it (an installed copy), or, `build` true, in
 * the build tree (a build run in place, whose list is the source tree's). False if there is no
 * such place. */
static bool index_place(const char *path, const char *relative, bool build, char *out,
                        size_t outlen)
{
    const char *name = build ? relative : path;
    const char *ext = strrchr(name, '.');
    if (!ext || strcmp(ext, ".txt"))
        return false;
#ifdef MOGULS_BUILD_DATA_DIR
    const char *dir = build ? MOGULS_BUILD_DATA_DIR "/" : "";
#else
    const char *dir = "";
    if (build)
        return false; /* a package build finds its files where they are installed only */
#endif
    int written = snprintf(out, outlen, "%s%.*s.index", dir, (int)(ext - name), name);
    return written > 0 && (size_t)written < outlen;
}

/* The built-in list at `path`: from its prebuilt index where one serves its text, else built
 * from the text. */
static BuywordDict *load_builtin_list(const char *path, char *err, size_t errlen)
{
    char *text = read_word_list(path, err, errlen);
    if (!text)
        return NULL;
    size_t len = strlen(text);
    char why[600];
    BuywordDict *d = NULL;
    char index[4096];
    for (int build = 0; build < 2 && !d; build++)
        if (index_place(path, builtin_relative, build, index, sizeof index))
            d = buyword_dict_from_index(index, text, len, path, why, sizeof why);
    if (!d)
        d = buyword_dict_from_text(text, len, path, err, errlen);
    free(text);
    return d;
}

static void load_builtin(void)
{
    char path[4096], err[600];
    BuywordDict *d = NULL;
    if (datadir_find(builtin_relative, path, sizeof path, err, sizeof err))
        d = load_builtin_list(path, err, sizeof err);
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
                             "BuyWord uses the built-in list: %d words", (unsigned long)d->w.count),
                 d->w.count);
    else
        snprintf(out, outlen,
                 plural_text("BuyWord uses %s: %d word", "BuyWord uses %s: %d words",
                             (unsigned long)d->w.count),
                 d->source, d->w.count);
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
                         (unsigned long)file->w.count),
             name, file->w.count);
        buyword_dict_free(file);
        return NULL;
    }
    pthread_mutex_lock(&lock);
    keep_loaded(file);
    pthread_mutex_unlock(&lock);
    return file;
}

/* A few hundred everyday words for a picture of a game under way (GameResource.sample): a
 * board with words sold on it, without the built-in list's 77 000 words in memory. */
static const char sample_words[] = /* one a line, as a word list file */
    "ace\nact\nadd\nage\naid\naim\nair\nale\nall\nand\nant\nany\nape\narc\nare\nark\narm\nart\n"
    "ash\nask\nate\nawe\naxe\nbad\nbag\nban\nbank\nbar\nbat\nbay\nbean\nbear\nbed\nbee\nbell\n"
    "bet\nbid\nbig\nbin\nbird\nbit\nboat\nbog\nbond\nbook\nbow\nbox\nboy\nbread\nbrick\nbud\n"
    "bug\nbun\nbus\nbut\nbuy\ncab\ncake\ncan\ncap\ncar\ncard\ncash\ncat\nchair\ncoast\ncob\ncod\n"
    "cog\ncoin\ncord\ncorn\ncot\ncow\ncrown\ncry\ncub\ncue\ncup\ncut\ndam\ndare\nday\ndeal\n"
    "deals\ndeed\nden\ndew\ndid\ndig\ndim\ndime\ndin\ndip\ndoe\ndog\ndoor\ndot\ndry\ndue\ndug\n"
    "dust\ndye\near\nearn\neast\neat\negg\nelk\nelm\nend\nera\neve\newe\neye\nfair\nfan\nfar\n"
    "farm\nfat\nfed\nfee\nfew\nfig\nfin\nfir\nfish\nfit\nfix\nfly\nfoe\nfog\nfor\nfox\nfry\nfun\n"
    "fur\ngain\ngap\ngas\ngel\ngem\nget\ngift\ngin\ngnu\ngold\ngot\ngrain\ngum\ngun\ngut\nguy\n"
    "gym\nhad\nham\nhand\nharp\nhas\nhat\nhay\nheir\nhen\nher\nhid\nhim\nhip\nhire\nhis\nhit\n"
    "hog\nhop\nhot\nhouse\nhow\nhub\nhue\nhug\nhum\nhut\nice\nidea\nink\ninn\nion\niron\nivy\n"
    "jab\njam\njar\njaw\njet\njob\njog\njoy\njug\nkeg\nkey\nkid\nkin\nkit\nlab\nlad\nlag\nlane\n"
    "lap\nlaw\nlay\nled\nleg\nlend\nlet\nlid\nlie\nlip\nlit\nloan\nlog\nlord\nlot\nlow\nmad\n"
    "mail\nman\nmap\nmark\nmat\nmay\nmen\nmet\nmint\nmints\nmix\nmob\nmoney\nmop\nmud\nmug\nnab\n"
    "nag\nnap\nnest\nnet\nnew\nnod\nnor\nnot\nnote\nnotes\nnow\nnut\noak\noar\noat\nodd\noff\n"
    "offer\noil\nold\none\norb\nore\nour\nout\noven\nowl\nown\nowner\npad\npal\npan\npark\npat\n"
    "paw\npay\npea\npear\npen\npet\npie\npig\npile\npin\npit\nplan\npod\nport\npot\nprice\npry\n"
    "pub\npun\npup\nrain\nrates\nrent\nring\nroad\nroof\nrose\nsale\nsales\nsalt\nseal\nseed\n"
    "sell\nshare\nshop\nsign\nsilk\nsoap\nstar\nstock\nstore\ntile\ntiles\ntoll\ntown\ntowns\n"
    "trade\ntree\ntrust\nvalue\nwage\nwages\nward\nwheat\nwine\nword\nwords\nyard\nzone\n";

static const void *sample_word_list(void)
{
    char err[200];
    return buyword_dict_from_text(sample_words, sizeof sample_words - 1, "sample", err, sizeof err);
}

static void free_sample_word_list(const void *handle)
{
    buyword_dict_free((BuywordDict *)handle);
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
    .sample = sample_word_list,
    .sample_free = free_sample_word_list,
};

#ifdef MOGULS_TESTING /* the tests' copy of the rules only (moguls_core_testing) */
#include "dictionary_testing.c"
#endif
