/* Finding the program's data files (assets/, fonts/) without SDL, for rules code and tools.
 *
 * A relative path such as "assets/buyword/words.txt" is looked up under these directories, the
 * first that holds a readable file winning:
 *   1. $MOGULS_DATA_DIR (a user's or a test's override);
 *   2. the directory of the running program + "/../share/moguls" (an installed or relocated copy);
 *   3. MOGULS_SOURCE_DATA_DIR, the source tree (a build run in place);
 *   4. MOGULS_INSTALL_DATA_DIR, where `cmake --install` puts the data.
 * (3 and 4 are compile definitions from CMake.) */
#ifndef MOGULS_DATADIR_H
#define MOGULS_DATADIR_H

#include <stdbool.h>
#include <stddef.h>

/* Writes the full path of the first readable `relative` into out. False with the places tried
 * when none has it (or out is too small). */
bool datadir_find(const char *relative, char *out, size_t outlen, char *err, size_t errlen);

/* The running program's own directory (an installed or relocated copy finds its files from
 * there); false where /proc is missing or out is too small. */
bool datadir_program_dir(char *out, size_t outlen);

#endif
