/* Translations through GNU gettext (libintl, part of glibc), text domain "moguls".
 *
 *   _("Start")           a string a player reads, translated where it is shown;
 *   N_("Slow")           marked for the catalogue only (a static table), translated with _() where
 *                        it is shown;
 *   plural_text(s, p, n) in strbuf.h: ngettext with the domain, for "1 coin" / "3 coins".
 *
 * Rules code may include this (no SDL). Only the app binds the domain and sets LC_MESSAGES
 * (src/app/language.c); the headless commands never do, so gettext hands back the English msgid
 * and everything they print (the engine protocol, `sim`, `replay`, `list`) stays English. Move
 * notation, save files and settings keys are never translated. po/README.md tells how to update
 * the catalogues. */
#ifndef MOGULS_I18N_H
#define MOGULS_I18N_H

#include <libintl.h>

#define MOGULS_TEXT_DOMAIN "moguls"

#define _(text) dgettext(MOGULS_TEXT_DOMAIN, text)
#define N_(text) text

/* The translation of a string that a table marked with N_ (a game's pitch, an option's label).
 * NULL and "" stay as they are: gettext would answer "" with the catalogue's header. */
static inline const char *table_text(const char *text)
{
    return text && *text ? _(text) : text;
}

#endif
