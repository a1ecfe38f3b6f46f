/* The test-only functions of dictionary.c (declared in dictionary.h for the tests only):
 * dictionary.c includes this file at its end when compiled for the tests (MOGULS_TESTING), never
 * for the program. */

void buyword_test_builtin_list(const char *relative)
{
    pthread_once(&builtin_once, load_builtin);
    builtin_relative = relative;
    builtin = custom = NULL;
    load_builtin();
}

bool buyword_test_dict_from_index(const BuywordDict *dict)
{
    return dict->mapped != NULL;
}

/* Whether `trie` is laid out breadth first (each node's children right after those of the nodes
 * before it) with its item lists in the order of their nodes (a node whose one item is kept in
 * the node still has its place among the lists). */
static bool trie_laid_out(const Trie *trie)
{
    uint32_t next_child = 1, next_item = 0;
    for (uint32_t at = 0; at < trie->node_count; at++) {
        const TrieNode *n = &trie->node[at];
        if (n->child_letters) {
            uint32_t low = (uint32_t)__builtin_ctz(n->child_letters);
            if (n->child_base + low != next_child)
                return false;
            next_child += child_slots(n->child_letters);
        }
        if (n->alone) {
            if (next_item >= trie->item_count || trie->item[next_item++] != n->items)
                return false;
        } else if (n->items != NO_ITEM) {
            if (n->items != next_item)
                return false;
            while (next_item < trie->item_count && !(trie->item[next_item++] & ITEM_LAST))
                continue;
        }
    }
    return next_child == trie->node_count && next_item == trie->item_count;
}

bool buyword_test_tries_laid_out(const BuywordDict *dict)
{
    return trie_laid_out(&dict->words) && trie_laid_out(&dict->wilds);
}
