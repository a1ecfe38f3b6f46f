/* The seats the lobby remembers for each game across runs, and the game last started (the
 * lobby opens on it), in <prefs>/lobby.txt:
 *
 *   # Moguls: the seats last used for each game
 *   chosen takeover
 *   game takeover 3
 *   seat human 0 Ana
 *   seat hard 1 Ada
 *   seat human 2 Bruno
 *
 * A game line gives the player count; a seat line per player follows, as in a save file. Only
 * the games a player started are written, so the others keep the defaults of the version that
 * runs. A game this build does not offer is passed over, in a chosen line as in a game line. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app_internal.h"

static void memory_path(const App *app, const char *suffix, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/lobby.txt%s", app->pref_dir, suffix);
}

/* The game of a "game ID PLAYERS" line and its count into *players; -1 for a game this build
 * does not offer (its lines are skipped), -2 when the line is not one. */
static int parse_game_line(const App *app, const char *line, int *players)
{
    char id[32];
    int used = 0;
    if (sscanf(line, "game %31s %d%n", id, players, &used) != 2 || line[used])
        return -2;
    for (int g = 0; g < app->game_count; g++)
        if (!strcmp(app->games[g]->id, id))
            return *players >= app->games[g]->min_players && *players <= app->games[g]->max_players
                       ? g
                       : -2;
    return -1;
}

/* The seats read for a game: each a colour of the palette, no two alike. */
static bool seats_fit(const Seat *seats, int players)
{
    for (int i = 0; i < players; i++) {
        if (seats[i].colour < 0 || seats[i].colour >= UI_PALETTE_SIZE)
            return false;
        for (int k = 0; k < i; k++)
            if (seats[k].colour == seats[i].colour)
                return false;
    }
    return true;
}

/* Reads the text into the setups; false with the line that is wrong (in English, as a save
 * file's errors are: they quote the file's own words). Nothing is changed for a
 * game until all its lines were read. */
static bool read_memory(App *app, char *text, char *err, size_t errlen)
{
    int line_no = 0;
    char *next = text;
    for (char *line; (line = next) != NULL;) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        line_no++;
        line[strcspn(line, "\r")] = '\0';
        if (!*line || *line == '#')
            continue;
        if (!strncmp(line, "chosen ", 7)) {
            for (int g = 0; g < app->game_count; g++)
                if (!strcmp(app->games[g]->id, line + 7))
                    app->selected = g;
            continue;
        }
        int players = 0, g = parse_game_line(app, line, &players);
        if (g == -2)
            return fail(err, errlen, "line %d: expected 'game ID PLAYERS'", line_no);
        Seat seats[MAX_SEATS];
        for (int i = 0; i < players; i++) {
            line = next;
            next = line ? strchr(line, '\n') : NULL;
            if (next)
                *next++ = '\0';
            line_no++;
            char why[200];
            if (!line || strncmp(line, "seat ", 5))
                return fail(err, errlen, "line %d: expected 'seat' %d of %d", line_no, i + 1,
                            players);
            line[strcspn(line, "\r")] = '\0';
            if (!match_parse_seat(line + 5, &seats[i], why, sizeof why))
                return fail(err, errlen, "line %d: %s", line_no, why);
            match_tidy_name(seats[i].name, i);
        }
        if (g >= 0 && !seats_fit(seats, players))
            return fail(err, errlen, "line %d: two seats share a colour, or one is unknown",
                        line_no);
        if (g >= 0) {
            GameSetup *setup = &app->setups[g];
            memcpy(setup->seats, seats, (size_t)players * sizeof *seats);
            setup->opts.players = players;
            setup->remembered = true;
        }
    }
    return true;
}

void lobby_memory_load(App *app)
{
    char path[1200], why[400];
    memory_path(app, "", path, sizeof path);
    if (access(path, F_OK) != 0 && errno == ENOENT)
        return; /* nothing remembered yet */
    char *text = read_text_file(path, 64 * 1024, why, sizeof why);
    GameSetup kept[MAX_GAMES];
    memcpy(kept, app->setups, sizeof kept);
    if (text && read_memory(app, text, why, sizeof why)) {
        free(text);
        return;
    }
    free(text);
    memcpy(app->setups, kept, sizeof kept); /* the defaults, whole */
    app->selected = 0;
    char aside[1200];
    memory_path(app, ".bad", aside, sizeof aside);
    bool moved = rename(path, aside) == 0;
    char message[1800];
    if (moved)
        snprintf(message, sizeof message,
                 _("The seats you last used could not be read (%s); the file was set aside as %s"),
                 why, aside);
    else
        snprintf(message, sizeof message, _("The seats you last used could not be read (%s)"), why);
    fprintf(stderr, "moguls: %s\n", message);
    size_t used = strlen(app->lobby_message); /* after a settings message, if there is one */
    snprintf(app->lobby_message + used, sizeof app->lobby_message - used, "%s%s",
             used ? " \u2014 " : "", message);
    app->lobby_message_is_error = true;
}

void lobby_memory_save(App *app)
{
    StrBuf out = STRBUF_INIT;
    sb_add(&out, "# Moguls: the seats last used for each game\n");
    sb_addf(&out, "chosen %s\n", app->games[app->selected]->id);
    for (int g = 0; g < app->game_count; g++) {
        const GameSetup *setup = &app->setups[g];
        if (!setup->remembered)
            continue;
        sb_addf(&out, "game %s %d\n", app->games[g]->id, setup->opts.players);
        for (int i = 0; i < setup->opts.players; i++) {
            const Seat *s = &setup->seats[i];
            sb_addf(&out, "seat %s %d %s\n", s->bot ? bot_level_name(s->level) : "human", s->colour,
                    s->name);
        }
    }
    char path[1200], err[1400];
    memory_path(app, "", path, sizeof path);
    if (!write_file_atomic(path, sb_str(&out), err, sizeof err))
        fprintf(stderr, "moguls: the lobby's seats are not remembered: %s\n", err);
    sb_free(&out);
}
