/* make_word_index LIST INDEX: writes the prebuilt index of BuyWord's word list LIST (its
 * dictionary's arrays, as buyword_dict_index_image lays them out) to INDEX, so that the program
 * maps the built-in list instead of building it at each start. Run by the build from
 * assets/buyword/words.txt; the same list always gives the same bytes. The index is derived
 * from the list and shares its licence (assets/buyword/LICENSE-SCOWL.txt). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/match.h"
#include "games/buyword/dictionary.h"

/* Writes `bytes` of `image` to a temporary file beside `path`, then renames it over `path`, so
 * that an interrupted build never leaves half an index. */
static int write_index(const char *path, const void *image, size_t bytes)
{
    char temp[4096];
    snprintf(temp, sizeof temp, "%s.tmp", path);
    FILE *f = fopen(temp, "wb");
    if (!f || fwrite(image, 1, bytes, f) != bytes || fclose(f) != 0 || rename(temp, path) != 0) {
        perror(temp);
        remove(temp);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_word_index LIST INDEX\n");
        return 2;
    }
    char err[800];
    char *text = read_text_file(argv[1], 64u << 20, err, sizeof err);
    BuywordDict *dict =
        text ? buyword_dict_from_text(text, strlen(text), argv[1], err, sizeof err) : NULL;
    if (!dict) {
        fprintf(stderr, "make_word_index: %s\n", err);
        free(text);
        return 1;
    }
    size_t bytes;
    void *image = buyword_dict_index_image(dict, text, strlen(text), &bytes);
    int status = image ? write_index(argv[2], image, bytes) : 1;
    if (!image)
        fprintf(stderr, "make_word_index: out of memory\n");
    free(image);
    buyword_dict_free(dict);
    free(text);
    return status;
}
