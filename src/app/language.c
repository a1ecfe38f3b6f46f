#include "language.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/datadir.h"
#include "core/i18n.h"

#ifndef MOGULS_BUILD_LOCALE_DIR /* CMake: <build>/locale, except in a package build */
#define MOGULS_BUILD_LOCALE_DIR ""
#endif
#ifndef MOGULS_INSTALL_LOCALE_DIR /* CMake: <prefix>/share/locale */
#define MOGULS_INSTALL_LOCALE_DIR "/usr/share/locale"
#endif

const Language languages[LANGUAGE_COUNT] = {
    {"", N_("System")}, {"en", "English"}, {"de", "Deutsch"}, {"fr", "Fran\u00e7ais"},
    {"es", "Espa\u00f1ol"}};

int language_index(const char *code)
{
    for (int i = 0; i < LANGUAGE_COUNT; i++)
        if (!strcmp(languages[i].code, code))
            return i;
    return -1;
}

/* The desktop's LANGUAGE, read once before language_use first replaces it. */
static char desktop_language[256];
static bool desktop_read;

static void read_desktop_language(void)
{
    if (desktop_read)
        return;
    const char *list = getenv("LANGUAGE");
    snprintf(desktop_language, sizeof desktop_language, "%s", list ? list : "");
    desktop_read = true;
}

const char *language_of_system(void)
{
    static char lang[256];
    read_desktop_language();
    const char *locale = NULL;
    const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (int i = 0; i < 3 && !locale; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            locale = v;
    }
    /* As gettext does: an explicit C locale means English, whatever LANGUAGE says. */
    if (locale && (!strncmp(locale, "C.", 2) || !strcmp(locale, "C") || !strcmp(locale, "POSIX")))
        return "en";
    snprintf(lang, sizeof lang, "%s", desktop_language[0] ? desktop_language : locale ? locale : "en");
    lang[strcspn(lang, ".@")] = '\0'; /* "de_DE.UTF-8" -> "de_DE": gettext wants the name */
    return lang[0] ? lang : "en";
}

const char *language_system_name(void)
{
    const char *lang = language_of_system();
    for (int i = 1; i < LANGUAGE_COUNT; i++) {
        size_t n = strlen(languages[i].code);
        if (!strncmp(lang, languages[i].code, n) && strchr("_:", lang[n])) /* "de_AT", "de:en" */
            return languages[i].name;
    }
    return lang;
}

static bool has_catalogue(const char *dir)
{
    char path[1200];
    for (int i = 0; i < LANGUAGE_COUNT; i++) {
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, languages[i].code,
                 MOGULS_TEXT_DOMAIN);
        if (languages[i].code[0] && access(path, R_OK) == 0)
            return true;
    }
    return false;
}

/* Where the catalogues are: beside an installed or relocated program (<exe>/../share/locale),
 * the build tree (tests and a build run in place; not in a package build), then the configured
 * install folder. */
static const char *find_locale_dir(void)
{
    static char dir[1100];
    char exe[1024];
    if (datadir_program_dir(exe, sizeof exe)) {
        snprintf(dir, sizeof dir, "%s/../share/locale", exe);
        if (has_catalogue(dir))
            return dir;
    }
    const char *fixed[] = {MOGULS_BUILD_LOCALE_DIR, MOGULS_INSTALL_LOCALE_DIR};
    for (int i = 0; i < 2; i++)
        if (fixed[i][0] && has_catalogue(fixed[i]))
            return fixed[i];
    return "";
}

const char *language_use(const char *code)
{
    const char *dir = find_locale_dir();
    if (dir[0]) {
        bindtextdomain(MOGULS_TEXT_DOMAIN, dir);
        bind_textdomain_codeset(MOGULS_TEXT_DOMAIN, "UTF-8");
    }
    const char *lang = code && code[0] ? code : language_of_system();
    /* gettext takes the language from LANGUAGE, which it ignores in the C locale: so that a
     * desktop whose locale is not generated here (or a Settings choice) still gets its
     * language, LC_MESSAGES falls back to C.UTF-8. Only LC_MESSAGES changes: numbers and dates
     * are still written the C way. */
    setenv("LANGUAGE", lang, 1);
    const char *locale = setlocale(LC_MESSAGES, "");
    if (!locale || !strcmp(locale, "C") || !strcmp(locale, "POSIX"))
        setlocale(LC_MESSAGES, "C.UTF-8");
    /* Setting the same locale again leaves gettext's cache as it was: setting the same domain
     * again is gettext's documented signal that the language changed. */
    textdomain(textdomain(NULL));
    return dir;
}
