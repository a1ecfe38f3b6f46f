/* Sound effects and music, mixed here on SDL's own audio (no SDL2_mixer: for a few WAV files it
 * loaded fluidsynth, modplug, FLAC, mpg123, opusfile and what they need, 14 libraries at start).
 *
 * Effects come from data_dir/assets/sounds/NAME.wav, or NAME-1.wav .. NAME-N.wav for an effect
 * with variants (made by tools/make_sounds.c): each play picks a variant other than the last one,
 * with a generator of this file's own (the game's random stream is never touched). The music is
 * a theme, a folder of assets/ holding music.ogg (made by tools/make_music.c): the lobby's, or a
 * game's id from its tables. It is streamed from the Ogg Vorbis file (libvorbisfile) on the
 * mixing thread and loops; when another theme is wanted the one playing fades out and the new
 * one fades in. A limiter (limiter.h) keeps the sum below full scale: nothing clips.
 *
 * Nothing costs before it sounds: the audio device is opened, and a file read, only when
 * something is to be heard (the first effect played, or the music turned on, which
 * ui_sound_update starts after the first frame), and the device is closed again once everything
 * has been silent for UI_SOUND_CLOSE_AFTER seconds, so an idle window mixes nothing. Without an
 * audio device, or with a missing or damaged file, everything runs silent (a line on stderr): no
 * call here ever fails loudly. */
#ifndef MOGULS_SOUND_H
#define MOGULS_SOUND_H

#include <stdbool.h>

#define UI_SOUND_CLOSE_AFTER 3.0 /* seconds of silence before the device is closed */

typedef struct UiSound UiSound;

typedef enum UiSoundId {
    UI_SOUND_CLICK,   /* a button */
    UI_SOUND_PLACE,   /* a piece or tile put down */
    UI_SOUND_COIN,    /* money changes hands */
    UI_SOUND_ERROR,   /* a refused move */
    UI_SOUND_TURN,    /* your turn */
    UI_SOUND_FLIP,    /* a card or coin turned over */
    UI_SOUND_FANFARE, /* the game ends: the winners come forward (and you won) */
    UI_SOUND_LOSE,    /* the game ends and you did not */
    UI_SOUND_COUNT
} UiSoundId;

/* The file name (without .wav and the variant's number) of an effect: "click". */
const char *ui_sound_name(UiSoundId id);
/* How many variants of the effect there are (1: NAME.wav only). */
int ui_sound_variants(UiSoundId id);

/* Opens nothing yet: see above. */
UiSound *ui_sound_create(const char *data_dir);
void ui_sound_destroy(UiSound *sound);
/* Volumes 0..100. */
void ui_sound_set_volumes(UiSound *sound, int effects, int music);
void ui_sound_play(UiSound *sound, UiSoundId id);
/* The music wanted on or off (it starts, fading in, at the next ui_sound_update; off: at once). */
void ui_sound_music(UiSound *sound, bool on);
/* The theme wanted: a folder of assets/ with a music.ogg ("lobby" until told otherwise). A change
 * crossfades at the next ui_sound_update. */
void ui_sound_theme(UiSound *sound, const char *theme);
/* Starts the music wanted, and closes the device after a silence. `now` is the caller's clock
 * in seconds; returns when to be called again on that clock (0: not before something else
 * plays). */
double ui_sound_update(UiSound *sound, double now);

typedef struct UiSoundStatus {
    bool device_open;   /* the audio device is open (its thread mixes) */
    bool sounding;      /* an effect or the music is playing */
    bool music_loaded;  /* a theme's file is open */
    char music_theme[64];             /* that theme ("" if none) */
    char theme[64];                   /* the theme wanted (ui_sound_theme) */
    int effects_loaded;               /* effects (their variants) read so far */
    int last_variant[UI_SOUND_COUNT]; /* the variant of each effect played last (-1: none) */
    bool failed;        /* no audio device could be opened: silent */
} UiSoundStatus;
UiSoundStatus ui_sound_status(const UiSound *sound);

#endif
