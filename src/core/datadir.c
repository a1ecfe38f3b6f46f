#include "datadir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "strbuf.h"

#ifndef MOGULS_SOURCE_DATA_DIR
#define MOGULS_SOURCE_DATA_DIR ""
#endif
#ifndef MOGULS_INSTALL_DATA_DIR
#define MOGULS_INSTALL_DATA_DIR ""
#endif

bool datadir_program_dir(char *out, size_t outlen)
{
    if (outlen < 2)
        return false;
    ssize_t n = readlink("/proc/self/exe", out, outlen - 1);
    if (n <= 0 || (size_t)n >= outlen - 1)
        return false;
    out[n] = '\0';
    char *slash = strrchr(out, '/');
    if (!slash)
        return false;
    *slash = '\0';
    return true;
}

/* The directory of the running program + "/../share/moguls". */
static bool exe_share_dir(char *out, size_t outlen)
{
    char exe[4096];
    if (!datadir_program_dir(exe, sizeof exe))
        return false;
    int written = snprintf(out, outlen, "%s/../share/moguls", exe);
    return written > 0 && (size_t)written < outlen;
}

static bool try_dir(const char *dir, const char *relative, char *out, size_t outlen)
{
    if (!dir || !dir[0])
        return false;
    int written = snprintf(out, outlen, "%s/%s", dir, relative);
    return written > 0 && (size_t)written < outlen && access(out, R_OK) == 0;
}

bool datadir_find(const char *relative, char *out, size_t outlen, char *err, size_t errlen)
{
    char exe_dir[4200];
    const char *dirs[4] = {getenv("MOGULS_DATA_DIR"),
                           exe_share_dir(exe_dir, sizeof exe_dir) ? exe_dir : NULL,
                           MOGULS_SOURCE_DATA_DIR, MOGULS_INSTALL_DATA_DIR};
    for (int i = 0; i < 4; i++)
        if (try_dir(dirs[i], relative, out, outlen))
            return true;
    if (outlen)
        out[0] = '\0';
    return fail(err, errlen,
                "cannot find %s (looked in $MOGULS_DATA_DIR, %s, %s and %s); set MOGULS_DATA_DIR "
                "to the directory that holds assets/",
                relative, dirs[1] ? dirs[1] : "the program's ../share/moguls",
                MOGULS_SOURCE_DATA_DIR[0] ? MOGULS_SOURCE_DATA_DIR : "(no source dir)",
                MOGULS_INSTALL_DATA_DIR[0] ? MOGULS_INSTALL_DATA_DIR : "(no install dir)");
}
