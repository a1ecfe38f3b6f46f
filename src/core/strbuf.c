#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

static void sb_reserve(StrBuf *sb, size_t extra)
{
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap)
        return;
    size_t cap = sb->cap ? sb->cap : 64;
    while (cap < need)
        cap *= 2;
    char *grown = realloc(sb->data, cap);
    if (!grown)
        abort(); /* out of memory: nothing sensible to do in a board game */
    sb->data = grown;
    sb->cap = cap;
}

char *text_copy(const char *text)
{
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (!copy)
        abort();
    memcpy(copy, text, n);
    return copy;
}

void sb_free(StrBuf *sb)
{
    free(sb->data);
    sb->data = NULL;
    sb->len = sb->cap = 0;
}

void sb_clear(StrBuf *sb)
{
    sb->len = 0;
    if (sb->data)
        sb->data[0] = '\0';
}

void sb_add_len(StrBuf *sb, const char *bytes, size_t n)
{
    sb_reserve(sb, n);
    memcpy(sb->data + sb->len, bytes, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void sb_add(StrBuf *sb, const char *text)
{
    sb_add_len(sb, text, strlen(text));
}

void sb_vaddf(StrBuf *sb, const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0)
        return;
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    sb->len += (size_t)n;
}

void sb_addf(StrBuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vaddf(sb, fmt, ap);
    va_end(ap);
}

void sb_add_json_string(StrBuf *sb, const char *text)
{
    sb_add(sb, "\"");
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\')
            sb_addf(sb, "\\%c", *p);
        else if (*p < 0x20)
            sb_addf(sb, "\\u%04x", *p);
        else {
            char c[2] = {(char)*p, '\0'};
            sb_add(sb, c);
        }
    }
    sb_add(sb, "\"");
}

const char *sb_str(const StrBuf *sb)
{
    return sb->data ? sb->data : "";
}

const char *plural_text(const char *singular, const char *plural, unsigned long n)
{
    return dngettext(MOGULS_TEXT_DOMAIN, singular, plural, n);
}

bool fail_with(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return false;
}
