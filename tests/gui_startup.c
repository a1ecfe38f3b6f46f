/* What the app says when it cannot start: a missing font is named with every folder it was
 * looked for in (not SDL's "Parameter 'src' is invalid"), an unreadable one with the reason.
 * And where Xlib keeps the Compose table it would otherwise read at every start. */
#include <SDL_ttf.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "app/app_internal.h"
#include "check.h"
#include "ui/text.h"

static void test_missing_font(void)
{
    char err[600] = "";
    const char *const nowhere[] = {"/nonexistent/moguls-fonts", "/nonexistent/data/fonts"};
    CHECK(ui_text_create(nowhere, 2, err, sizeof err) == NULL);
    CHECK_STR(err, "cannot find the font Lato-Regular.ttf; looked in:\n"
                   "  /nonexistent/moguls-fonts\n"
                   "  /nonexistent/data/fonts\n"
                   "Install the package fonts-lato, or put the font in one of those folders.");
}

/* A font missing where the ones before it were found: it is named, with its package. */
static void check_missing_after(const char *const present[], int count, const char *missing,
                                const char *package)
{
    char dir[] = "/tmp/moguls-fonts-XXXXXX", path[200], err[600] = "";
    CHECK(mkdtemp(dir) != NULL);
    for (int i = 0; i < count; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, present[i]);
        char source[300];
        snprintf(source, sizeof source, "%s/fonts/%s", MOGULS_SOURCE_DATA_DIR, present[i]);
        CHECK(symlink(source, path) == 0);
    }
    const char *const dirs[] = {dir};
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    char expected[600];
    snprintf(expected, sizeof expected,
             "cannot find the font %s; looked in:\n  %s\nInstall the package %s, or put", missing,
             dir, package);
    CHECK_HAS(err, expected);
    for (int i = 0; i < count; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, present[i]);
        unlink(path);
    }
    rmdir(dir);
}

/* The bold face, the display face and the symbols' face are each named when missing. */
static void test_missing_later_fonts(void)
{
    const char *const fonts[] = {"Lato-Regular.ttf", "Lato-Bold.ttf", "RobotoSlab-Bold.otf"};
    check_missing_after(fonts, 1, "Lato-Bold.ttf", "fonts-lato");
    check_missing_after(fonts, 2, "RobotoSlab-Bold.otf", "fonts-roboto-slab");
    check_missing_after(fonts, 3, "DejaVuSans.ttf", "fonts-dejavu-core");
}

/* A font that is there but cannot be read, or is no font, says so. */
static void test_unusable_font(void)
{
    char dir[] = "/tmp/moguls-fonts-XXXXXX", path[200], err[600] = "";
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/Lato-Regular.ttf", dir);
    CHECK(mkdir(path, 0755) == 0); /* a folder where the font should be */
    const char *const dirs[] = {dir};
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    char expected[600];
    snprintf(expected, sizeof expected, "cannot read the font %s: Is a directory", path);
    CHECK_STR(err, expected);
    rmdir(path);
    CHECK_WRITE(path, "not a font");
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    CHECK_HAS(err, "the font Lato-Regular.ttf is damaged: ");
    CHECK_WRITE(path, ""); /* an empty file */
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    CHECK_HAS(err, "the font Lato-Regular.ttf is damaged: ");
    unlink(path);
    rmdir(dir);
}

/* Xlib is given a private folder in the preferences for the Compose table, unless the player has
 * a ~/.compose-cache or an XCOMPOSECACHE of their own. */
static void test_compose_cache(void)
{
    char home[] = "/tmp/moguls-home-XXXXXX", prefs[100], own[100], expected[200];
    CHECK(mkdtemp(home) != NULL);
    snprintf(prefs, sizeof prefs, "%s/prefs", home);
    CHECK(mkdir(prefs, 0755) == 0);
    setenv("HOME", home, 1);
    unsetenv("XCOMPOSECACHE");
    app_use_compose_cache(prefs);
    snprintf(expected, sizeof expected, "%s/compose-cache", prefs);
    CHECK_STR(getenv("XCOMPOSECACHE") ? getenv("XCOMPOSECACHE") : "(unset)", expected);
    struct stat st;
    CHECK(stat(expected, &st) == 0 && S_ISDIR(st.st_mode));
    CHECK_INT((int)(st.st_mode & 0777), 0700); /* Xlib uses none that others may write to */

    setenv("XCOMPOSECACHE", "/elsewhere", 1); /* the player's choice stays */
    app_use_compose_cache(prefs);
    CHECK_STR(getenv("XCOMPOSECACHE"), "/elsewhere");

    unsetenv("XCOMPOSECACHE"); /* and so does the player's own folder */
    snprintf(own, sizeof own, "%s/.compose-cache", home);
    CHECK(mkdir(own, 0700) == 0);
    app_use_compose_cache(prefs);
    CHECK(getenv("XCOMPOSECACHE") == NULL);
    rmdir(own);
    rmdir(expected);
    rmdir(prefs);
    rmdir(home);
}

int main(void)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL_ttf: %s\n", TTF_GetError());
        return 1;
    }
    test_missing_font();
    test_missing_later_fonts();
    test_unusable_font();
    test_compose_cache();
    TTF_Quit();
    return check_report("gui_startup");
}
