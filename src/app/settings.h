/* The player's settings, kept across runs in <prefdir>/settings.txt as "key=value" lines. */
#ifndef MOGULS_SETTINGS_H
#define MOGULS_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum AnimSpeed { ANIM_OFF, ANIM_SLOW, ANIM_NORMAL, ANIM_FAST, ANIM_SPEED_COUNT } AnimSpeed;

#define SETTINGS_RESOURCES_MAX 8

/* The file a game's replaceable resource comes from (GameRules.resource): its key, a path. */
typedef struct ResourceSetting {
    char key[32];   /* GameResource.key: "word_list" */
    char path[512]; /* "" = the game's built-in file */
} ResourceSetting;

typedef struct Settings {
    int sound_volume; /* 0..100 */
    int music_volume; /* 0..100 */
    int anim_speed;   /* AnimSpeed */
    int bot_pace_ms;  /* least time between two bot moves, 0..3000 */
    bool fullscreen;
    bool colour_blind; /* palette with a symbol on every player colour */
    bool software;     /* draw with the software renderer even where OpenGL is a GPU */
    bool hints;        /* a Hint button on the board (off: a game with a hint is not rated) */
    int window_w, window_h;
    ResourceSetting resources[SETTINGS_RESOURCES_MAX]; /* the games' files, by key */
    int resource_count;
    char language[16]; /* languages[].code (language.h): "" = the desktop's, "de", ... */
} Settings;

void settings_defaults(Settings *s);
/* Reads the file; a missing file gives the defaults silently, a pipe or a folder is refused
 * without waiting on it. Every damaged line is skipped, keeping the defaults for what it would
 * have set, and reported in err with its number as an editor counts lines (returns false). */
bool settings_load(Settings *s, const char *path, char *err, size_t errlen);
bool settings_save(const Settings *s, const char *path, char *err, size_t errlen);
/* The path chosen for a game's resource ("" = built-in, also when never set). */
const char *settings_resource(const Settings *s, const char *key);
/* Remembers the path for a resource key; false if the path is too long or there are too many. */
bool settings_set_resource(Settings *s, const char *key, const char *path);
/* The multiplier for UI tweens (ui->anim_speed). */
float settings_anim_factor(const Settings *s);
extern const char *const anim_speed_names[ANIM_SPEED_COUNT];

#endif
