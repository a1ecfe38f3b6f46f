/* The player's settings, kept across runs in <prefdir>/settings.txt as "key=value" lines. */
#ifndef MOGULS_SETTINGS_H
#define MOGULS_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum AnimSpeed { ANIM_OFF, ANIM_SLOW, ANIM_NORMAL, ANIM_FAST, ANIM_SPEED_COUNT } AnimSpeed;

typedef struct Settings {
    int sound_volume; /* 0..100 */
    int music_volume; /* 0..100 */
    int anim_speed;   /* AnimSpeed */
    int bot_pace_ms;  /* least time between two bot moves, 0..3000 */
    bool fullscreen;
    bool colour_blind; /* palette with a symbol on every player colour */
    int window_w, window_h;
    char word_list[512]; /* BuyWord's house word list (a file path); "" = the built-in list */
} Settings;

void settings_defaults(Settings *s);
/* Reads the file; a missing file gives the defaults silently. A damaged line is skipped and
 * reported in err (returns false), keeping the defaults for what it would have set. */
bool settings_load(Settings *s, const char *path, char *err, size_t errlen);
bool settings_save(const Settings *s, const char *path, char *err, size_t errlen);
/* The multiplier for UI tweens (ui->anim_speed). */
float settings_anim_factor(const Settings *s);
extern const char *const anim_speed_names[ANIM_SPEED_COUNT];

#endif
