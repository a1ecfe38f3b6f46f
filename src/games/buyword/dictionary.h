/* BuyWord's dictionary: an immutable set of lower-case words loaded from a word list file (one
 * word a line), with O(1) lookups and, for the word finder, anagram tries.
 *
 * A process loads the built-in list (assets/buyword/words.txt, found with datadir_find) once, on
 * first use, thread-safely, from its prebuilt index where one serves (below); a custom list set
 * with buyword_set_word_list() replaces it for games started afterwards. Games hold a pointer to
 * the dictionary they started with; dictionaries are never freed while the process runs, so a bot
 * thread may keep reading one safely. */
#ifndef MOGULS_BUYWORD_DICTIONARY_H
#define MOGULS_BUYWORD_DICTIONARY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

#define BW_WORD_MAX 24 /* longer lines of a word list are ignored */

typedef struct BuywordDict BuywordDict;

/* The words of a dictionary, at its start (so that the accessors below are inline: the sales'
 * sort keys read them in the bots' inner loops). Read through the accessors only. */
typedef struct BuywordDictWords {
    char *text;       /* the words, each NUL-terminated */
    uint32_t *offset; /* where word i starts in text */
    uint8_t *length;
    uint64_t *prefix; /* per word: see buyword_dict_prefix */
    int count;
} BuywordDictWords;

/* Loads a word list: one word a line; letters are folded to lower case, and lines that are not
 * 2 to BW_WORD_MAX letters a-z (after trimming spaces and "\r") are skipped; duplicates count
 * once. NULL with a reason if the file cannot be read or has no usable word. */
BuywordDict *buyword_dict_load(const char *path, char *err, size_t errlen);
/* The same from text in memory (`source` names it in errors). */
BuywordDict *buyword_dict_from_text(const char *text, size_t len, const char *source, char *err,
                                    size_t errlen);
void buyword_dict_free(BuywordDict *dict);

/* A prebuilt index lets the built-in list load without building its tries: an image of the
 * dictionary's arrays made from the list's text at build time (tools/make_word_index.c) and
 * installed beside the list ("words.txt" -> "words.index"). A missing index, or one that is
 * damaged, of another version of the program or made from another text, is passed over: the
 * list is then built from its text, with the same result. */
/* The index of `dict`, built from `text` (len bytes): malloc'd, *bytes long, the same bytes for
 * the same text. NULL when out of memory. */
void *buyword_dict_index_image(const BuywordDict *dict, const char *text, size_t len,
                               size_t *bytes);
/* The dictionary of the word list `text` (len bytes, read from `source`) from the index file at
 * `index_path`, mapped into memory; NULL with the reason (not for players: in English) if the
 * index cannot serve that text. */
BuywordDict *buyword_dict_from_index(const char *index_path, const char *text, size_t len,
                                     const char *source, char *err, size_t errlen);

/* True if the word (lower case a-z) is in the dictionary. */
bool buyword_dict_contains(const BuywordDict *dict, const char *word);
static inline int buyword_dict_size(const BuywordDict *dict)
{
    return ((const BuywordDictWords *)dict)->count;
}
/* Word i (0 <= i < size) and its length. */
static inline const char *buyword_dict_word(const BuywordDict *dict, int i)
{
    const BuywordDictWords *w = (const BuywordDictWords *)dict;
    return w->text + w->offset[i];
}
static inline int buyword_dict_length(const BuywordDict *dict, int i)
{
    return ((const BuywordDictWords *)dict)->length[i];
}
/* The first BW_PREFIX_CHARS letters of word i in upper case, one a byte, the first in the
 * highest, zeros past its end: words compare as their upper-case texts do on those letters. */
#define BW_PREFIX_CHARS 7
static inline uint64_t buyword_dict_prefix(const BuywordDict *dict, int i)
{
    return ((const BuywordDictWords *)dict)->prefix[i];
}
/* Starts fetching word i's prefix, for a loop over many words that reads them next. */
static inline void buyword_dict_prefetch_prefix(const BuywordDict *dict, int i)
{
    __builtin_prefetch(&((const BuywordDictWords *)dict)->prefix[i]);
}
/* A word that the letters of a rack can make (buyword_dict_anagrams). */
typedef struct BuywordAnagram {
    int32_t word;       /* its index */
    int8_t wild_letter; /* the letter the wild stands for, -1 none */
    uint16_t weight;    /* weight[] summed over its letters, wild_weight for the wild */
} BuywordAnagram;

/* The words found: in `local` while they fit (most racks make a few dozen words at most), else
 * on the heap. Not to be copied (items may point into it). */
#define BW_ANAGRAMS_LOCAL 128
typedef struct BuywordAnagrams {
    BuywordAnagram *items;
    int count, cap;
    BuywordAnagram local[BW_ANAGRAMS_LOCAL];
} BuywordAnagrams;

/* The words that the letters of a rack (counts per letter, 'a' = 0) can make, with at most one
 * letter the rack lacks when `wild` is true, into `out` in no particular order (free it with
 * buyword_anagrams_free). A wild stands only for a letter the rack has run out of, so each word
 * is found once. */
void buyword_dict_anagrams(const BuywordDict *dict, const uint8_t rack[26], bool wild,
                           const uint8_t weight[26], int wild_weight, BuywordAnagrams *out);
void buyword_anagrams_free(BuywordAnagrams *list);

/* ---- the dictionary of the process ---- */

/* The dictionary new games use: the custom list if one is set, else the built-in list (loaded
 * on the first call). NULL if the built-in list cannot be loaded (buyword_dictionary_status()
 * says why): BuyWord then cannot start. Thread-safe. */
const BuywordDict *buyword_dictionary(void);
/* False with the reason if the built-in list could not be loaded (the app shows it). */
bool buyword_dictionary_status(char *err, size_t errlen);
/* Games started from now on use the word list at `path`; NULL or "" goes back to the built-in
 * list. False with a clear reason (and nothing changed) if the file cannot be read or holds no
 * usable word. The app reaches this through buyword_word_list (GameRules.resource), which also
 * names the list in save files. */
bool buyword_set_word_list(const char *path, char *err, size_t errlen);

#ifdef MOGULS_TESTING /* for the tests only (moguls_core_testing) */
/* Tests only: forget the lists loaded and look for the built-in one under another name. */
void buyword_test_builtin_list(const char *relative);
/* Tests only: whether the dictionary was read from a prebuilt index. */
bool buyword_test_dict_from_index(const BuywordDict *dict);
/* Tests only: whether both tries are laid out for the search (breadth first, the item lists in
 * the order of their nodes). */
bool buyword_test_tries_laid_out(const BuywordDict *dict);
#endif

/* The word list as the game's replaceable file (settings and save files). */
extern const GameResource buyword_word_list;

#endif
