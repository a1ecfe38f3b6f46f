#include "options.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

void options_defaults(const GameRules *rules, GameOptions *opts)
{
    memset(opts, 0, sizeof *opts);
    opts->players = rules->default_players;
    for (int i = 0; i < rules->option_count; i++)
        opts->value[i] = rules->options[i].def;
}

/* Digits, with a '-' in front if negative: no spaces, no '+'. strtol stops at the long range
 * without overflowing (errno says so), and the bounds keep the value well inside an int. */
static bool parse_int(const char *text, int *out)
{
    const char *digits = text[0] == '-' ? text + 1 : text;
    if (!isdigit((unsigned char)digits[0]))
        return false;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (*end || errno || v < -1000000 || v > 1000000)
        return false;
    *out = (int)v;
    return true;
}

static void describe_expected(const OptionSpec *spec, char *out, size_t outlen)
{
    if (spec->kind == OPTION_NUMBER) {
        snprintf(out, outlen, "a number %d-%d", spec->min, spec->max);
    } else if (spec->kind == OPTION_FLAG) {
        snprintf(out, outlen, "on or off");
    } else {
        StrBuf sb = STRBUF_INIT;
        sb_add(&sb, "one of ");
        for (int i = 0; i <= spec->max; i++)
            sb_addf(&sb, "%s%s", i ? ", " : "", spec->choices[i]);
        snprintf(out, outlen, "%s", sb_str(&sb));
        sb_free(&sb);
    }
}

static bool parse_value(const OptionSpec *spec, const char *text, int *out)
{
    switch (spec->kind) {
    case OPTION_NUMBER:
        return parse_int(text, out) && *out >= spec->min && *out <= spec->max;
    case OPTION_FLAG:
        if (!strcmp(text, "on") || !strcmp(text, "1") || !strcmp(text, "yes")) {
            *out = 1;
            return true;
        }
        if (!strcmp(text, "off") || !strcmp(text, "0") || !strcmp(text, "no")) {
            *out = 0;
            return true;
        }
        return false;
    case OPTION_CHOICE:
        for (int i = 0; i <= spec->max; i++)
            if (!strcmp(text, spec->choices[i])) {
                *out = i;
                return true;
            }
        return false;
    }
    return false;
}

bool options_set(const GameRules *rules, GameOptions *opts, const char *assignment, char *err,
                 size_t errlen)
{
    const char *eq = strchr(assignment, '=');
    if (!eq || eq == assignment)
        return fail(err, errlen, "%s: option '%s' is not of the form key=value", rules->id,
                    assignment);
    char key[64];
    snprintf(key, sizeof key, "%.*s", (int)(eq - assignment), assignment);
    const char *value = eq + 1;

    if (!strcmp(key, "players")) {
        int n;
        if (!parse_int(value, &n) || n < rules->min_players || n > rules->max_players)
            return fail(err, errlen, "%s: unknown option '%s': expected a number %d-%d", rules->id,
                        assignment, rules->min_players, rules->max_players);
        opts->players = n;
        return true;
    }
    for (int i = 0; i < rules->option_count; i++) {
        const OptionSpec *spec = &rules->options[i];
        if (strcmp(key, spec->key))
            continue;
        if (!parse_value(spec, value, &opts->value[i])) {
            char expected[200];
            describe_expected(spec, expected, sizeof expected);
            return fail(err, errlen, "%s: unknown option '%s': expected %s", rules->id, assignment,
                        expected);
        }
        return true;
    }
    StrBuf known = STRBUF_INIT;
    sb_add(&known, "players");
    for (int i = 0; i < rules->option_count; i++)
        sb_addf(&known, ", %s", rules->options[i].key);
    fail(err, errlen, "%s: unknown option '%s': this game's options are %s", rules->id, assignment,
         sb_str(&known));
    sb_free(&known);
    return false;
}

bool options_validate(const GameRules *rules, const GameOptions *opts, char *err, size_t errlen)
{
    if (opts->players < rules->min_players || opts->players > rules->max_players)
        return fail(err, errlen, "%s: %d players is not possible: expected %d-%d", rules->id,
                    opts->players, rules->min_players, rules->max_players);
    return !rules->validate_options || rules->validate_options(opts, err, errlen);
}

bool options_parse(const GameRules *rules, int count, const char *const *assignments,
                   GameOptions *opts, char *err, size_t errlen)
{
    options_defaults(rules, opts);
    for (int i = 0; i < count; i++)
        if (!options_set(rules, opts, assignments[i], err, errlen))
            return false;
    return options_validate(rules, opts, err, errlen);
}

void options_value_text(const OptionSpec *spec, int value, char *out, size_t outlen)
{
    if (spec->kind == OPTION_NUMBER)
        snprintf(out, outlen, "%d", value);
    else if (spec->kind == OPTION_FLAG)
        snprintf(out, outlen, "%s", value ? "on" : "off");
    else
        snprintf(out, outlen, "%s", spec->choices[value]);
}

void options_format(const GameRules *rules, const GameOptions *opts, StrBuf *out)
{
    sb_addf(out, "players=%d", opts->players);
    for (int i = 0; i < rules->option_count; i++) {
        char text[64];
        options_value_text(&rules->options[i], opts->value[i], text, sizeof text);
        sb_addf(out, " %s=%s", rules->options[i].key, text);
    }
}

int options_get(const GameRules *rules, const GameOptions *opts, const char *key)
{
    for (int i = 0; i < rules->option_count; i++)
        if (!strcmp(rules->options[i].key, key))
            return opts->value[i];
    return -1;
}
