/* The language the app speaks: the desktop's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) or the one
 * chosen in Settings. Only the app binds the "moguls" text domain (core/i18n.h); no SDL here. */
#ifndef MOGULS_LANGUAGE_H
#define MOGULS_LANGUAGE_H

#include <stdbool.h>

typedef struct Language {
    const char *code; /* the settings value and gettext's language: "de"; "" = the system's */
    const char *name; /* in its own language: "Deutsch" (only "System" is translated) */
} Language;

#define LANGUAGE_COUNT 5
/* System, English, Deutsch, Français, Español: the Settings choice, in this order. */
extern const Language languages[LANGUAGE_COUNT];

/* The index of a settings value in languages[], or -1 if it names no language. */
int language_index(const char *code);
/* Binds the text domain (the build tree's catalogues first, then the installed ones) and makes
 * gettext speak `code` ("" = the system's language) from the next string on. Returns the
 * catalogue folder used, "" if none was found (then the app speaks English). */
const char *language_use(const char *code);
/* The language the desktop asks for ("de", "fr_CA", ...; "en" for C/POSIX or nothing set). */
const char *language_of_system(void);
/* Its name for the Settings: "Deutsch" for "de_AT", the code itself for a language the game does
 * not speak. */
const char *language_system_name(void);

#endif
