/* A tiny test harness: CHECK records a failure and goes on; tests end with check_report(). */
#ifndef MOGULS_CHECK_H
#define MOGULS_CHECK_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/match.h" /* write_file_atomic */

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        check_count++;                                                                             \
        if (!(cond)) {                                                                             \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                                          \
    } while (0)

#define CHECK_INT(actual, expected)                                                                \
    do {                                                                                           \
        long long a_ = (long long)(actual), e_ = (long long)(expected);                            \
        check_count++;                                                                             \
        if (a_ != e_) {                                                                            \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #actual, a_, \
                    e_);                                                                           \
        }                                                                                          \
    } while (0)

#define CHECK_STR(actual, expected)                                                                \
    do {                                                                                           \
        const char *a_ = (actual), *e_ = (expected);                                               \
        check_count++;                                                                             \
        if (!a_ || strcmp(a_, e_)) {                                                               \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #actual, \
                    a_ ? a_ : "(null)", e_);                                                       \
        }                                                                                          \
    } while (0)

/* The text contains the fragment. */
#define CHECK_HAS(text, fragment)                                                                  \
    do {                                                                                           \
        const char *t_ = (text), *f_ = (fragment);                                                 \
        check_count++;                                                                             \
        if (!t_ || !strstr(t_, f_)) {                                                              \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__,         \
                    t_ ? t_ : "(null)", f_);                                                       \
        }                                                                                          \
    } while (0)

/* Writes a fixture file for a test; failing to write it is a failed check. */
#define CHECK_WRITE(path, text) CHECK(write_file_atomic((path), (text), NULL, 0))

/* The language an app started on `dir` speaks: its settings file says so ("" = the desktop's). */
static inline void check_write_language(const char *dir, const char *language)
{
    char path[400], text[100];
    mkdir(dir, 0700); /* a folder removed by check_remove_prefs comes back */
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    snprintf(text, sizeof text, "language=%s\n", language);
    CHECK_WRITE(path, text);
}

/* Removes a test's scratch preference folder: its settings, the lobby's seats, the files in
 * games/ (the index too) and saves/. */
static inline void check_remove_prefs(const char *dir)
{
    const char *const folders[] = {"games", "saves"};
    char path[600];
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, folders[i]);
        DIR *d = opendir(path);
        for (struct dirent *e; d && (e = readdir(d));) {
            char file[900];
            snprintf(file, sizeof file, "%s/%s", path, e->d_name);
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
                remove(file);
        }
        if (d)
            closedir(d);
        rmdir(path);
    }
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/lobby.txt", dir);
    remove(path);
    rmdir(dir);
}

static inline int check_report(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

#endif
