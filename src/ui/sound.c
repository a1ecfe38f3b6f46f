#include "sound.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    MIX_RATE = 44100, /* every clip is converted to mono 16-bit samples at this rate */
    MIX_VOICES = 12,  /* effects sounding at once; a new one past that is dropped */
    MIX_BUFFER = 1024,
    MIX_MAX_VOLUME = 128,
};
#define MUSIC_FADE_IN 1.5 /* seconds */

typedef struct Clip {
    Sint16 *samples; /* NULL until read (or if it could not be) */
    int count;
    bool tried; /* read once: a missing file is reported once */
} Clip;

typedef struct Voice {
    const Clip *clip; /* NULL: free */
    int at;
} Voice;

struct UiSound {
    char dir[1024];
    SDL_AudioDeviceID device; /* 0: closed */
    bool subsystem;           /* SDL's audio is started */
    bool failed;              /* no audio at all: silent from then on */
    Clip effects[UI_SOUND_COUNT];
    Clip music;
    /* Shared with the mixing thread, changed only while the device is locked: */
    Voice voices[MIX_VOICES];
    bool music_playing;
    int music_at;     /* the next sample of the loop */
    int music_faded;  /* samples played since the music started, up to the fade's length */
    int effects_gain; /* 0..MIX_MAX_VOLUME */
    int music_gain;   /* 0..MIX_MAX_VOLUME */
    /* The main thread's: */
    bool music_on;
    int effects_volume, music_volume;
    double silent_since; /* on the caller's clock; < 0: not silent when last looked */
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

static int gain(int percent)
{
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    return percent * MIX_MAX_VOLUME / 100;
}

/* The mixing thread: the effects sounding and the music loop, added and clipped. */
static void SDLCALL mix(void *userdata, Uint8 *stream, int bytes)
{
    UiSound *s = userdata;
    Sint16 *out = (Sint16 *)stream;
    const int fade = (int)(MUSIC_FADE_IN * MIX_RATE);
    for (int i = 0; i < bytes / (int)sizeof *out; i++) {
        int sum = 0;
        for (int v = 0; v < MIX_VOICES; v++) {
            Voice *voice = &s->voices[v];
            if (!voice->clip)
                continue;
            sum += voice->clip->samples[voice->at++] * s->effects_gain / MIX_MAX_VOLUME;
            if (voice->at == voice->clip->count)
                voice->clip = NULL;
        }
        if (s->music_playing) {
            int sample = s->music.samples[s->music_at] * s->music_gain / MIX_MAX_VOLUME;
            if (s->music_faded < fade)
                sample = (int)((long long)sample * s->music_faded++ / fade);
            sum += sample;
            s->music_at = (s->music_at + 1) % s->music.count;
        }
        out[i] = (Sint16)(sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum);
    }
}

UiSound *ui_sound_create(const char *data_dir)
{
    UiSound *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    snprintf(s->dir, sizeof s->dir, "%s", data_dir);
    s->effects_volume = 70;
    s->music_volume = 40;
    s->effects_gain = gain(s->effects_volume);
    s->music_gain = gain(s->music_volume);
    s->silent_since = -1;
    return s;
}

/* Opens the device (and SDL's audio) if it is not; false if there is none. */
static bool open_device(UiSound *s)
{
    if (s->device)
        return true;
    if (s->failed)
        return false;
    if (!s->subsystem && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "moguls: no audio (%s); playing silently\n", SDL_GetError());
        s->failed = true;
        return false;
    }
    s->subsystem = true;
    SDL_AudioSpec want = {.freq = MIX_RATE,
                          .format = AUDIO_S16SYS,
                          .channels = 1,
                          .samples = MIX_BUFFER,
                          .callback = mix,
                          .userdata = s};
    s->device = SDL_OpenAudioDevice(NULL, 0, &want, NULL, 0); /* SDL converts for the device */
    if (!s->device) {
        fprintf(stderr, "moguls: no audio device (%s); playing silently\n", SDL_GetError());
        s->failed = true;
        return false;
    }
    s->silent_since = -1;
    SDL_PauseAudioDevice(s->device, 0);
    return true;
}

static void close_device(UiSound *s)
{
    if (!s->device)
        return;
    SDL_CloseAudioDevice(s->device);
    s->device = 0;
    for (int v = 0; v < MIX_VOICES; v++)
        s->voices[v].clip = NULL;
    s->music_playing = false;
}

/* Reads a WAV file into mono 16-bit samples at the mixing rate (once). */
static const Clip *clip_read(Clip *clip, const char *dir, const char *name)
{
    if (clip->tried)
        return clip->samples ? clip : NULL;
    clip->tried = true;
    char path[1200];
    snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", dir, name);
    SDL_AudioSpec spec;
    Uint8 *data;
    Uint32 length;
    if (!SDL_LoadWAV(path, &spec, &data, &length)) {
        fprintf(stderr, "moguls: missing sound %s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_AudioCVT cvt;
    Uint8 *converted = NULL;
    if (SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, MIX_RATE) >=
            0 &&
        (converted = SDL_malloc((size_t)length * (size_t)cvt.len_mult))) {
        SDL_memcpy(converted, data, length);
        cvt.buf = converted;
        cvt.len = (int)length;
        if (cvt.needed && SDL_ConvertAudio(&cvt) != 0) {
            SDL_free(converted);
            converted = NULL;
        }
    }
    SDL_FreeWAV(data);
    int count = converted ? (cvt.needed ? cvt.len_cvt : (int)length) / (int)sizeof(Sint16) : 0;
    if (count <= 0) {
        fprintf(stderr, "moguls: cannot read sound %s: %s\n", path, SDL_GetError());
        SDL_free(converted);
        return NULL;
    }
    clip->samples = (Sint16 *)converted;
    clip->count = count;
    return clip;
}

static void clip_free(Clip *clip)
{
    SDL_free(clip->samples);
    *clip = (Clip){0};
}

void ui_sound_destroy(UiSound *s)
{
    if (!s)
        return;
    close_device(s);
    if (s->subsystem)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    for (int i = 0; i < UI_SOUND_COUNT; i++)
        clip_free(&s->effects[i]);
    clip_free(&s->music);
    free(s);
}

void ui_sound_set_volumes(UiSound *s, int effects, int music)
{
    s->effects_volume = effects;
    s->music_volume = music;
    if (s->device)
        SDL_LockAudioDevice(s->device);
    s->effects_gain = gain(effects);
    s->music_gain = gain(music);
    if (s->device)
        SDL_UnlockAudioDevice(s->device);
    ui_sound_music(s, s->music_on);
}

void ui_sound_play(UiSound *s, UiSoundId id)
{
    if (!s || id < 0 || id >= UI_SOUND_COUNT || s->effects_volume <= 0)
        return;
    const Clip *clip = open_device(s) ? clip_read(&s->effects[id], s->dir, names[id]) : NULL;
    if (!clip)
        return;
    SDL_LockAudioDevice(s->device);
    for (int v = 0; v < MIX_VOICES; v++)
        if (!s->voices[v].clip) {
            s->voices[v] = (Voice){clip, 0};
            break;
        }
    SDL_UnlockAudioDevice(s->device);
}

void ui_sound_music(UiSound *s, bool on)
{
    if (!s)
        return;
    s->music_on = on;
    if (!s->device || (on && s->music_volume > 0))
        return; /* started by ui_sound_update */
    SDL_LockAudioDevice(s->device);
    s->music_playing = false;
    SDL_UnlockAudioDevice(s->device);
}

static void start_music(UiSound *s)
{
    if (s->music_playing || !open_device(s) || !clip_read(&s->music, s->dir, "music"))
        return;
    SDL_LockAudioDevice(s->device);
    s->music_playing = true;
    s->music_at = 0;
    s->music_faded = 0;
    SDL_UnlockAudioDevice(s->device);
}

/* Seconds until the effects sounding now have played (0 if none); -1 while the music plays. */
static double sounding_for(UiSound *s)
{
    SDL_LockAudioDevice(s->device);
    int left = 0;
    for (int v = 0; v < MIX_VOICES; v++)
        if (s->voices[v].clip && s->voices[v].clip->count - s->voices[v].at > left)
            left = s->voices[v].clip->count - s->voices[v].at;
    bool music = s->music_playing;
    SDL_UnlockAudioDevice(s->device);
    return music ? -1 : (double)left / MIX_RATE;
}

double ui_sound_update(UiSound *s, double now)
{
    if (!s)
        return 0;
    if (s->music_on && s->music_volume > 0 && !s->failed)
        start_music(s);
    if (!s->device)
        return 0;
    double left = sounding_for(s);
    if (left != 0) {
        s->silent_since = -1;
        /* the music plays on by itself: nothing to look at until it is turned off */
        return left < 0 ? 0 : now + left + 0.05;
    }
    if (s->silent_since < 0)
        s->silent_since = now;
    if (now - s->silent_since >= UI_SOUND_CLOSE_AFTER) {
        close_device(s);
        return 0;
    }
    return s->silent_since + UI_SOUND_CLOSE_AFTER;
}

UiSoundStatus ui_sound_status(const UiSound *s)
{
    UiSoundStatus status = {.device_open = s->device != 0,
                            .music_loaded = s->music.samples != NULL,
                            .failed = s->failed};
    for (int i = 0; i < UI_SOUND_COUNT; i++)
        status.effects_loaded += s->effects[i].samples != NULL;
    if (s->device) {
        SDL_LockAudioDevice(s->device);
        status.sounding = s->music_playing;
        for (int v = 0; v < MIX_VOICES; v++)
            status.sounding |= s->voices[v].clip != NULL;
        SDL_UnlockAudioDevice(s->device);
    }
    return status;
}
