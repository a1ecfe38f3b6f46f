#include "sound.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>

struct UiSound {
    bool open; /* an audio device is open */
    Mix_Chunk *chunks[UI_SOUND_COUNT];
    Mix_Music *music;
    bool music_on;
    int effects_volume, music_volume;
};

static const char *const names[UI_SOUND_COUNT] = {
    [UI_SOUND_CLICK] = "click", [UI_SOUND_PLACE] = "place", [UI_SOUND_COIN] = "coin",
    [UI_SOUND_ERROR] = "error", [UI_SOUND_TURN] = "turn",   [UI_SOUND_FLIP] = "flip",
    [UI_SOUND_WIN] = "win",     [UI_SOUND_LOSE] = "lose",
};

const char *ui_sound_name(UiSoundId id)
{
    return id >= 0 && id < UI_SOUND_COUNT ? names[id] : "?";
}

UiSound *ui_sound_create(const char *data_dir)
{
    UiSound *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->effects_volume = 70;
    s->music_volume = 40;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "moguls: no audio (%s); playing silently\n", SDL_GetError());
        return s;
    }
    if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
        fprintf(stderr, "moguls: no audio device (%s); playing silently\n", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return s;
    }
    s->open = true;
    Mix_AllocateChannels(12);
    char path[1200];
    for (int i = 0; i < UI_SOUND_COUNT; i++) {
        snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", data_dir, names[i]);
        s->chunks[i] = Mix_LoadWAV(path);
        if (!s->chunks[i])
            fprintf(stderr, "moguls: missing sound %s: %s\n", path, Mix_GetError());
    }
    snprintf(path, sizeof path, "%s/assets/sounds/music.wav", data_dir);
    s->music = Mix_LoadMUS(path);
    if (!s->music)
        fprintf(stderr, "moguls: missing music %s: %s\n", path, Mix_GetError());
    ui_sound_set_volumes(s, s->effects_volume, s->music_volume);
    return s;
}

void ui_sound_destroy(UiSound *s)
{
    if (!s)
        return;
    if (s->open) {
        Mix_HaltChannel(-1);
        Mix_HaltMusic();
        for (int i = 0; i < UI_SOUND_COUNT; i++)
            if (s->chunks[i])
                Mix_FreeChunk(s->chunks[i]);
        if (s->music)
            Mix_FreeMusic(s->music);
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    free(s);
}

static int mix_volume(int percent)
{
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    return percent * MIX_MAX_VOLUME / 100;
}

void ui_sound_set_volumes(UiSound *s, int effects, int music)
{
    s->effects_volume = effects;
    s->music_volume = music;
    if (!s->open)
        return;
    Mix_Volume(-1, mix_volume(effects));
    Mix_VolumeMusic(mix_volume(music));
    ui_sound_music(s, s->music_on);
}

void ui_sound_play(UiSound *s, UiSoundId id)
{
    if (!s || !s->open || id < 0 || id >= UI_SOUND_COUNT || !s->chunks[id] ||
        s->effects_volume <= 0)
        return;
    Mix_PlayChannel(-1, s->chunks[id], 0);
}

void ui_sound_music(UiSound *s, bool on)
{
    if (!s)
        return;
    s->music_on = on;
    if (!s->open || !s->music)
        return;
    bool play = on && s->music_volume > 0;
    if (play && !Mix_PlayingMusic())
        Mix_FadeInMusic(s->music, -1, 1500);
    else if (!play && Mix_PlayingMusic())
        Mix_HaltMusic();
}
