#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/match.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/strbuf.h"
#include "language.h"

const char *const anim_speed_names[ANIM_SPEED_COUNT] = {N_("Off"), N_("Slow"), N_("Normal"),
                                                            N_("Fast")};

void settings_defaults(Settings *s)
{
    *s = (Settings){.sound_volume = 70,
                    .music_volume = 35,
                    .anim_speed = ANIM_NORMAL,
                    .bot_pace_ms = 1000,
                    .fullscreen = false,
                    .colour_blind = false,
                    .window_w = 1280,
                    .window_h = 800};
}

float settings_anim_factor(const Settings *s)
{
    static const float factor[ANIM_SPEED_COUNT] = {0.0f, 0.6f, 1.0f, 1.8f};
    return s->anim_speed >= 0 && s->anim_speed < ANIM_SPEED_COUNT ? factor[s->anim_speed] : 1.0f;
}

typedef struct IntKey {
    const char *key;
    size_t offset;
    int min, max;
    bool is_bool;
} IntKey;

static const IntKey keys[] = {
    {"sound_volume", offsetof(Settings, sound_volume), 0, 100, false},
    {"music_volume", offsetof(Settings, music_volume), 0, 100, false},
    {"anim_speed", offsetof(Settings, anim_speed), 0, ANIM_SPEED_COUNT - 1, false},
    {"bot_pace_ms", offsetof(Settings, bot_pace_ms), 0, 3000, false},
    {"fullscreen", offsetof(Settings, fullscreen), 0, 1, true},
    {"colour_blind", offsetof(Settings, colour_blind), 0, 1, true},
    {"software_renderer", offsetof(Settings, software), 0, 1, true},
    {"hints", offsetof(Settings, hints), 0, 1, true},
    {"window_w", offsetof(Settings, window_w), 640, 8192, false},
    {"window_h", offsetof(Settings, window_h), 480, 8192, false},
};
#define KEY_COUNT ((int)(sizeof keys / sizeof keys[0]))

const char *settings_resource(const Settings *s, const char *key)
{
    for (int i = 0; i < s->resource_count; i++)
        if (!strcmp(s->resources[i].key, key))
            return s->resources[i].path;
    return "";
}

bool settings_set_resource(Settings *s, const char *key, const char *path)
{
    int i = 0;
    while (i < s->resource_count && strcmp(s->resources[i].key, key))
        i++;
    if (i == SETTINGS_RESOURCES_MAX || strlen(key) >= sizeof s->resources[i].key ||
        strlen(path) >= sizeof s->resources[i].path)
        return false;
    snprintf(s->resources[i].key, sizeof s->resources[i].key, "%s", key);
    snprintf(s->resources[i].path, sizeof s->resources[i].path, "%s", path);
    s->resource_count += i == s->resource_count;
    return true;
}

/* True if some game names a resource with this key. */
static bool is_resource_key(const char *key)
{
    for (int g = 0; g < registry_count(); g++) {
        const GameResource *res = registry_game(g)->resource;
        if (res && !strcmp(res->key, key))
            return true;
    }
    return false;
}

static bool set_key(Settings *s, const char *key, const char *value)
{
    if (!strcmp(key, "language")) { /* an unknown one keeps the desktop's */
        if (language_index(value) < 0)
            return false;
        snprintf(s->language, sizeof s->language, "%s", value);
        return true;
    }
    if (is_resource_key(key))
        return settings_set_resource(s, key, value);
    for (int i = 0; i < KEY_COUNT; i++) {
        if (strcmp(keys[i].key, key))
            continue;
        char *end;
        long v = strtol(value, &end, 10);
        if (!*value || *end || v < keys[i].min || v > keys[i].max)
            return false;
        char *field = (char *)s + keys[i].offset;
        if (keys[i].is_bool)
            *(bool *)field = v != 0;
        else
            *(int *)field = (int)v;
        return true;
    }
    return false;
}

/* Applies one line; false if it is not a valid setting. Blank lines and comments are fine. */
static bool read_line(Settings *s, char *line)
{
    line[strcspn(line, "\r")] = '\0';
    if (!*line || *line == '#')
        return true;
    char *eq = strchr(line, '=');
    if (!eq)
        return false;
    *eq = '\0';
    return set_key(s, line, eq + 1);
}

/* "%s line 3 is not a valid setting..." or "%s lines 3, 7, 9 are not valid settings...". */
static bool report_bad_lines(const char *path, const int *bad, int count, char *err, size_t errlen)
{
    StrBuf numbers = STRBUF_INIT;
    for (int i = 0; i < count; i++)
        sb_addf(&numbers, i ? ", %d" : "%d", bad[i]);
    fail(err, errlen,
         plural_text("%s line %s is not a valid setting; using the default for it",
                     "%s lines %s are not valid settings; using the defaults for them",
                     (unsigned long)count),
         path, sb_str(&numbers));
    sb_free(&numbers);
    return false;
}

bool settings_load(Settings *s, const char *path, char *err, size_t errlen)
{
    settings_defaults(s);
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT)
        return true; /* first run (a pipe there is refused by the reader, never waited on) */
    char why[300];
    char *text = read_text_file(path, 64 * 1024, why, sizeof why);
    if (!text)
        return fail(err, errlen, _("settings ignored: %s"), why);
    int bad[20], bad_count = 0, line_no = 0;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        line_no++; /* every line counts, blank or not, as an editor numbers them */
        if (!read_line(s, line) && bad_count < (int)(sizeof bad / sizeof bad[0]))
            bad[bad_count++] = line_no;
    }
    free(text);
    return bad_count == 0 || report_bad_lines(path, bad, bad_count, err, errlen);
}

bool settings_save(const Settings *s, const char *path, char *err, size_t errlen)
{
    StrBuf out = STRBUF_INIT;
    sb_add(&out, "# Moguls settings\n");
    for (int i = 0; i < KEY_COUNT; i++) {
        const char *field = (const char *)s + keys[i].offset;
        int v = keys[i].is_bool ? *(const bool *)field : *(const int *)field;
        sb_addf(&out, "%s=%d\n", keys[i].key, v);
    }
    sb_addf(&out, "language=%s\n", s->language);
    for (int i = 0; i < s->resource_count; i++)
        sb_addf(&out, "%s=%s\n", s->resources[i].key, s->resources[i].path);
    bool ok = write_file_atomic(path, sb_str(&out), err, errlen);
    sb_free(&out);
    return ok;
}
