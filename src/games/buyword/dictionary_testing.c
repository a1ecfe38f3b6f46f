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
