/* What the app says when it cannot start: a missing font is named with every folder it was
 * looked for in (not SDL's "Parameter 'src' is invalid"), an unreadable one with the reason. */
#include <SDL_ttf.h>
#include <stdlib.h>

#include "check.h"
#include "ui/text.h"

static void test_missing_font(void)
{
    char err[600] = "";
    const char *const nowhere[] = {"/nonexistent/moguls-fonts", "/nonexistent/data/fonts"};
    CHECK(ui_text_create(nowhere, 2, err, sizeof err) == NULL);
    CHECK_STR(err, "cannot find the font DejaVuSans.ttf; looked in:\n"
                   "  /nonexistent/moguls-fonts\n"
                   "  /nonexistent/data/fonts\n"
                   "Install the package fonts-dejavu-core, or put the font in one of those "
                   "folders.");
}

/* The bold font missing where the regular one was found: the bold one is named. */
static void test_missing_bold_font(void)
{
    char dir[] = "/tmp/moguls-fonts-XXXXXX", path[200], err[600] = "";
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/DejaVuSans.ttf", dir);
    CHECK(symlink(MOGULS_SOURCE_DATA_DIR "/fonts/DejaVuSans.ttf", path) == 0);
    const char *const dirs[] = {dir};
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    char expected[600];
    snprintf(expected, sizeof expected,
             "cannot find the font DejaVuSans-Bold.ttf; looked in:\n  %s\n", dir);
    CHECK_HAS(err, expected);
    unlink(path);
    rmdir(dir);
}

/* A font that is there but cannot be read, or is no font, says so. */
static void test_unusable_font(void)
{
    char dir[] = "/tmp/moguls-fonts-XXXXXX", path[200], err[600] = "";
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/DejaVuSans.ttf", dir);
    CHECK(mkdir(path, 0755) == 0); /* a folder where the font should be */
    const char *const dirs[] = {dir};
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    char expected[600];
    snprintf(expected, sizeof expected, "cannot read the font %s: Is a directory", path);
    CHECK_STR(err, expected);
    rmdir(path);
    CHECK_WRITE(path, "not a font");
    CHECK(ui_text_create(dirs, 1, err, sizeof err) == NULL);
    CHECK_HAS(err, "the font DejaVuSans.ttf is damaged: ");
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL_ttf: %s\n", TTF_GetError());
        return 1;
    }
    test_missing_font();
    test_missing_bold_font();
    test_unusable_font();
    TTF_Quit();
    return check_report("gui_startup");
}
