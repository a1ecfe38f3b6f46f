/* Sound effects and the music loop (SDL2_mixer), from data_dir/assets/sounds/NAME.wav (made by
 * tools/make_sounds.c). Without an audio device, or with a missing file, everything runs silent:
 * no call here ever fails loudly. */
#ifndef MOGULS_SOUND_H
#define MOGULS_SOUND_H

#include <stdbool.h>

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

UiSound *ui_sound_create(const char *data_dir);
void ui_sound_destroy(UiSound *sound);
/* Volumes 0..100. */
void ui_sound_set_volumes(UiSound *sound, int effects, int music);
void ui_sound_play(UiSound *sound, UiSoundId id);
void ui_sound_music(UiSound *sound, bool on);

#endif
