/* Sound effects and the music loop, from data_dir/assets/sounds/NAME.wav (made by
 * tools/make_sounds.c), mixed here on SDL's own audio (no SDL2_mixer: for these few WAV files it
 * loaded fluidsynth, modplug, FLAC, mpg123, opusfile and what they need, 14 libraries at start).
 *
 * Nothing costs before it sounds: the audio device is opened, and a file read, only when
 * something is to be heard (the first effect played, or the music turned on, which
 * ui_sound_update starts after the first frame), and the device is closed again once everything
 * has been silent for UI_SOUND_CLOSE_AFTER seconds, so an idle window mixes nothing. Without an
 * audio device, or with a missing file, everything runs silent: no call here ever fails loudly. */
#ifndef MOGULS_SOUND_H
#define MOGULS_SOUND_H

#include <stdbool.h>

#define UI_SOUND_CLOSE_AFTER 3.0 /* seconds of silence before the device is closed */

typedef struct UiSound UiSound;

typedef enum UiSoundId {
    UI_SOUND_CLICK, /* a button */
    UI_SOUND_PLACE, /* a piece or tile put down */
    UI_SOUND_COIN,  /* money changes hands */
    UI_SOUND_ERROR, /* a refused move */
    UI_SOUND_TURN,  /* your turn */
    UI_SOUND_FLIP,  /* a card or coin turned over */
    UI_SOUND_WIN,   /* the game ends and you won */
    UI_SOUND_LOSE,  /* the game ends and you did not */
    UI_SOUND_COUNT
} UiSoundId;

/* The file name (without .wav) of an effect: "click". */
const char *ui_sound_name(UiSoundId id);

/* Opens nothing yet: see above. */
UiSound *ui_sound_create(const char *data_dir);
void ui_sound_destroy(UiSound *sound);
/* Volumes 0..100. */
void ui_sound_set_volumes(UiSound *sound, int effects, int music);
void ui_sound_play(UiSound *sound, UiSoundId id);
/* The music loop wanted on or off (it starts, fading in, at the next ui_sound_update). */
void ui_sound_music(UiSound *sound, bool on);
/* Starts the music wanted, and closes the device after a silence. `now` is the caller's clock
 * in seconds; returns when to be called again on that clock (0: not before something else
 * plays). */
double ui_sound_update(UiSound *sound, double now);

typedef struct UiSoundStatus {
    bool device_open;   /* the audio device is open (its thread mixes) */
    bool sounding;      /* an effect or the music is playing */
    bool music_loaded;  /* the music has been read */
    int effects_loaded; /* effects read so far */
    bool failed;        /* no audio device could be opened: silent */
} UiSoundStatus;
UiSoundStatus ui_sound_status(const UiSound *sound);

#endif
