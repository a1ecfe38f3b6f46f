/* Growable text buffer: the one way core code builds strings (logs, JSON, saves). */
#ifndef MOGULS_STRBUF_H
#define MOGULS_STRBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct StrBuf {
    char *data; /* always NUL-terminated once anything was added; NULL when empty and new */
    size_t len;
    size_t cap;
} StrBuf;

#define STRBUF_INIT {NULL, 0, 0}

void sb_free(StrBuf *sb);
void sb_clear(StrBuf *sb);
void sb_add(StrBuf *sb, const char *text);
void sb_add_len(StrBuf *sb, const char *bytes, size_t n);
void sb_addf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vaddf(StrBuf *sb, const char *fmt, va_list ap);
/* Adds text as a JSON string literal, quotes included. */
void sb_add_json_string(StrBuf *sb, const char *text);
/* The text so far ("" when empty). */
const char *sb_str(const StrBuf *sb);

/* A malloc'd copy of text (aborts when memory runs out, as StrBuf does). */
char *text_copy(const char *text);

/* The singular or the plural of a phrase for the count n: plural_text("%d lot", "%d lots", n).
 * Each form is a whole format string, never a suffix. It is ngettext in the "moguls" domain
 * (i18n.h), so the app shows the form of the player's language with its plural rules; where no
 * language is bound (the headless commands) it is the English one. */
const char *plural_text(const char *singular, const char *plural, unsigned long n)
    __attribute__((format_arg(1), format_arg(2)));

/* snprintf into a caller's error buffer; safe with NULL or size 0. Returns false so that
 * failing functions can `return fail(err, errlen, "...")`. A macro, so that the reason's
 * arguments (a translation with _() is a gettext lookup under a lock) are worked out only when
 * someone reads them: the bots' legality checks pass err = NULL millions of times a second. */
bool fail_with(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static inline bool fail_wanted(const char *err, size_t errlen)
{
    return err && errlen;
}
#define fail(err, errlen, ...)                                                                     \
    (fail_wanted((err), (errlen)) ? fail_with((err), (errlen), __VA_ARGS__) : false)

#endif
