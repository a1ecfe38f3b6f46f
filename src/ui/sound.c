#include "sound.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vorbis/vorbisfile.h>

#include "limiter.h"

enum {
    MIX_RATE = 44100, /* every clip is converted to mono 16-bit samples at this rate */
    MIX_VOICES = 12,  /* effects sounding at once; a new one past that is dropped */
    MIX_BUFFER = 1024,
    MIX_MAX_VOLUME = 128,
    VARIANTS_MAX = 4,
    MUSIC_CHUNK = 4096, /* bytes of music decoded at a time */
    THEMES_FAILED_MAX = 8,
};
#define MUSIC_FADE_IN 1.5  /* seconds */
#define MUSIC_FADE_OUT 0.8 /* seconds: the old theme's, when another is wanted */

typedef struct Clip {
    Sint16 *samples; /* NULL until read (or if it could not be) */
    int count;
    bool tried; /* read once: a missing file is reported once */
} Clip;

typedef struct Voice {
    const Clip *clip; /* NULL: free */
    int at;
} Voice;

/* A theme streamed from its Ogg Vorbis file as the mixing thread needs it, looping. */
typedef struct Music {
    OggVorbis_File file;
    int channels;
    double step;             /* the file's samples per mixed sample */
    double phase;            /* 0..1 from `previous` to `current` */
    float previous, current; /* the two decoded samples the mixed one lies between */
    Sint16 decoded[MUSIC_CHUNK / 2];
    int decoded_count, decoded_at; /* samples (all channels) */
    bool at_start; /* nothing decoded since the start: the file is open, or looped */
    bool broken;                   /* decoding failed: silent from there */
} Music;

struct UiSound {
    char dir[1024];
    SDL_AudioDeviceID device; /* 0: closed */
    bool subsystem;           /* SDL's audio is started */
    bool failed;              /* no audio at all: silent from then on */
    Clip effects[UI_SOUND_COUNT][VARIANTS_MAX];
    uint32_t pick_state; /* this file's own generator: never the game's */
    int last_variant[UI_SOUND_COUNT];
    Music *music;         /* the theme open (NULL: none), streamed by the mixing thread */
    char music_theme[64]; /* its folder under assets/ */
    char music_failed[THEMES_FAILED_MAX][64]; /* themes whose file failed: not tried again */
    int music_failed_count;
    /* Shared with the mixing thread, changed only while the device is locked: */
    Voice voices[MIX_VOICES];
    bool music_playing;
    float music_level; /* 0..1: the fade's */
    float music_fade;  /* added to the level each sample: > 0 in, < 0 out */
    int effects_gain;  /* 0..MIX_MAX_VOLUME */
    int music_gain;    /* 0..MIX_MAX_VOLUME */
    Limiter limiter;
    int sums[MIX_BUFFER * 4];
    /* The main thread's: */
    bool music_on;
    char theme[64]; /* the theme wanted */
    int effects_volume, music_volume;
    double silent_since; /* on the caller's clock; < 0: not silent when last looked */
};

/* Each effect and how many variants of it there are: NAME-1.wav .. NAME-N.wav, or NAME.wav. */
static const struct {
    const char *name;
    int variants;
} effects[UI_SOUND_COUNT] = {
    [UI_SOUND_CLICK] = {"click", 4},     [UI_SOUND_PLACE] = {"place", 4},
    [UI_SOUND_COIN] = {"coin", 4},       [UI_SOUND_ERROR] = {"error", 1},
    [UI_SOUND_TURN] = {"turn", 1},       [UI_SOUND_FLIP] = {"flip", 4},
    [UI_SOUND_FANFARE] = {"fanfare", 1}, [UI_SOUND_LOSE] = {"lose", 1},
};

const char *ui_sound_name(UiSoundId id)
{
    return id >= 0 && id < UI_SOUND_COUNT ? effects[id].name : "?";
}

int ui_sound_variants(UiSoundId id)
{
    return id >= 0 && id < UI_SOUND_COUNT ? effects[id].variants : 0;
}

static int gain(int percent)
{
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    return percent * MIX_MAX_VOLUME / 100;
}

/* ---- the music, on the mixing thread ---- */

/* The next sample of the file (its channels averaged), from the start again at its end. */
static float music_next_sample(Music *m)
{
    while (!m->broken && m->decoded_at >= m->decoded_count) {
        int section;
        long bytes = ov_read(&m->file, (char *)m->decoded, sizeof m->decoded, 0, 2, 1, &section);
        if (bytes == 0) /* the end: loop (a file with no sound at all is broken) */
            m->broken = m->at_start || ov_pcm_seek(&m->file, 0) != 0;
        else if (bytes < 0 && bytes != OV_HOLE)
            m->broken = true;
        m->at_start = bytes == 0;
        m->decoded_count = bytes > 0 ? (int)(bytes / 2) : 0;
        m->decoded_at = 0;
    }
    if (m->broken)
        return 0;
    float sum = 0;
    for (int c = 0; c < m->channels; c++)
        sum += m->decoded[m->decoded_at++];
    return sum / (float)m->channels;
}

/* The music's next mixed sample, at the mixing rate (linear interpolation from the file's). */
static float music_sample(Music *m)
{
    while (m->phase >= 1) {
        m->previous = m->current;
        m->current = music_next_sample(m);
        m->phase -= 1;
    }
    float v = m->previous + (m->current - m->previous) * (float)m->phase;
    m->phase += m->step;
    return v;
}

static int effects_sum(UiSound *s)
{
    int sum = 0;
    for (int v = 0; v < MIX_VOICES; v++) {
        Voice *voice = &s->voices[v];
        if (!voice->clip)
            continue;
        sum += voice->clip->samples[voice->at++] * s->effects_gain / MIX_MAX_VOLUME;
        if (voice->at == voice->clip->count)
            voice->clip = NULL;
    }
    return sum;
}

static int music_sum(UiSound *s)
{
    if (!s->music_playing)
        return 0;
    s->music_level += s->music_fade;
    if (s->music_level >= 1) {
        s->music_level = 1;
        s->music_fade = 0;
    } else if (s->music_level <= 0) { /* faded out: the main thread closes it */
        s->music_level = 0;
        s->music_playing = false;
        return 0;
    }
    return (int)(music_sample(s->music) * s->music_level * (float)s->music_gain / MIX_MAX_VOLUME);
}

/* The mixing thread: the effects sounding and the music, added, then limited below full
 * scale. */
static void SDLCALL mix(void *userdata, Uint8 *stream, int bytes)
{
    UiSound *s = userdata;
    Sint16 *out = (Sint16 *)stream;
    int count = bytes / (int)sizeof *out;
    for (int done = 0; done < count;) {
        int n =
            count - done < (int)SDL_arraysize(s->sums) ? count - done : (int)SDL_arraysize(s->sums);
        for (int i = 0; i < n; i++)
            s->sums[i] = effects_sum(s) + music_sum(s);
        limiter_run(&s->limiter, s->sums, out + done, n);
        done += n;
    }
}

/* ---- the device ---- */

UiSound *ui_sound_create(const char *data_dir)
{
    UiSound *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    snprintf(s->dir, sizeof s->dir, "%s", data_dir);
    snprintf(s->theme, sizeof s->theme, "lobby");
    s->effects_volume = 70;
    s->music_volume = 40;
    s->effects_gain = gain(s->effects_volume);
    s->music_gain = gain(s->music_volume);
    s->silent_since = -1;
    s->pick_state = 0x9e3779b9u;
    s->limiter.gain = 1;
    for (int i = 0; i < UI_SOUND_COUNT; i++)
        s->last_variant[i] = -1;
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
        /* SDL's audio left started would keep its driver's threads (ALSA's looks for new devices
         * every five seconds: 0.1% of a CPU for a table with no sound) */
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        s->subsystem = false;
        return false;
    }
    s->silent_since = -1;
    SDL_PauseAudioDevice(s->device, 0);
    return true;
}

/* Stops the music and closes its file. */
static void music_close(UiSound *s)
{
    if (s->device)
        SDL_LockAudioDevice(s->device);
    s->music_playing = false;
    Music *m = s->music;
    s->music = NULL;
    if (s->device)
        SDL_UnlockAudioDevice(s->device);
    if (m) {
        ov_clear(&m->file);
        free(m);
    }
    s->music_theme[0] = '\0';
}

static void close_device(UiSound *s)
{
    if (!s->device)
        return;
    music_close(s);
    SDL_CloseAudioDevice(s->device);
    s->device = 0;
    for (int v = 0; v < MIX_VOICES; v++)
        s->voices[v].clip = NULL;
}

/* Reads a WAV file into mono 16-bit samples at the mixing rate (once). */
static const Clip *clip_read(Clip *clip, const char *dir, const char *file)
{
    if (clip->tried)
        return clip->samples ? clip : NULL;
    clip->tried = true;
    char path[1200];
    snprintf(path, sizeof path, "%s/assets/sounds/%s.wav", dir, file);
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
        for (int k = 0; k < VARIANTS_MAX; k++)
            clip_free(&s->effects[i][k]);
    free(s);
}

void ui_sound_set_volumes(UiSound *s, int effects_volume, int music_volume)
{
    s->effects_volume = effects_volume;
    s->music_volume = music_volume;
    if (s->device)
        SDL_LockAudioDevice(s->device);
    s->effects_gain = gain(effects_volume);
    s->music_gain = gain(music_volume);
    if (s->device)
        SDL_UnlockAudioDevice(s->device);
    ui_sound_music(s, s->music_on);
}

/* ---- effects ---- */

/* A variant of the effect other than the one it played last (xorshift: the game's random
 * stream is never touched). */
static int pick_variant(UiSound *s, UiSoundId id)
{
    int count = effects[id].variants, last = s->last_variant[id];
    if (count <= 1)
        return 0;
    s->pick_state ^= s->pick_state << 13;
    s->pick_state ^= s->pick_state >> 17;
    s->pick_state ^= s->pick_state << 5;
    int pick = (int)(s->pick_state % (uint32_t)(last < 0 ? count : count - 1));
    return last >= 0 && pick >= last ? pick + 1 : pick;
}

void ui_sound_play(UiSound *s, UiSoundId id)
{
    if (!s || id < 0 || id >= UI_SOUND_COUNT || s->effects_volume <= 0 || !open_device(s))
        return;
    int variant = pick_variant(s, id);
    s->last_variant[id] = variant;
    char file[64];
    if (effects[id].variants > 1)
        snprintf(file, sizeof file, "%s-%d", effects[id].name, variant + 1);
    else
        snprintf(file, sizeof file, "%s", effects[id].name);
    const Clip *clip = clip_read(&s->effects[id][variant], s->dir, file);
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

/* ---- music, on the main thread ---- */

void ui_sound_music(UiSound *s, bool on)
{
    if (!s)
        return;
    s->music_on = on;
    if (!on || s->music_volume <= 0)
        music_close(s); /* at once: a slider put to 0 means silence now */
}

void ui_sound_theme(UiSound *s, const char *theme)
{
    if (s && theme)
        snprintf(s->theme, sizeof s->theme, "%s", theme);
}

static bool has_failed(const UiSound *s, const char *theme)
{
    for (int i = 0; i < s->music_failed_count; i++)
        if (!strcmp(s->music_failed[i], theme))
            return true;
    return false;
}

/* A theme not to try again (past THEMES_FAILED_MAX, the newest replaces the last one kept). */
static void remember_failed(UiSound *s, const char *theme)
{
    int slot =
        s->music_failed_count < THEMES_FAILED_MAX ? s->music_failed_count++ : THEMES_FAILED_MAX - 1;
    snprintf(s->music_failed[slot], sizeof s->music_failed[slot], "%s", theme);
}

/* Opens assets/<theme>/music.ogg; NULL (said once on stderr) if it is missing or not Vorbis. */
static Music *music_open(UiSound *s, const char *theme)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/assets/%s/music.ogg", s->dir, theme);
    Music *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    int error = ov_fopen(path, &m->file);
    vorbis_info *info = error ? NULL : ov_info(&m->file, -1);
    if (!info || info->channels < 1 || info->rate <= 0) {
        fprintf(stderr, "moguls: cannot play music %s (%s); playing on without it\n", path,
                error == -1 || error == OV_EREAD ? "cannot read it" : "not Ogg Vorbis");
        if (!error)
            ov_clear(&m->file);
        free(m);
        remember_failed(s, theme);
        return NULL;
    }
    m->channels = info->channels;
    m->step = (double)info->rate / MIX_RATE;
    m->phase = 1; /* the first mixed sample reads the first decoded one */
    m->at_start = true;
    return m;
}

static void music_start(UiSound *s, const char *theme)
{
    Music *m = has_failed(s, theme) ? NULL : music_open(s, theme);
    if (!m)
        return;
    if (!open_device(s)) {
        ov_clear(&m->file);
        free(m);
        return;
    }
    SDL_LockAudioDevice(s->device);
    s->music = m;
    s->music_playing = true;
    s->music_level = 0;
    s->music_fade = (float)(1.0 / (MUSIC_FADE_IN * MIX_RATE));
    SDL_UnlockAudioDevice(s->device);
    snprintf(s->music_theme, sizeof s->music_theme, "%s", theme);
}

/* Closes the music playing if it could not be decoded further (said once on stderr). */
static void drop_broken_music(UiSound *s)
{
    SDL_LockAudioDevice(s->device);
    bool broken = s->music->broken;
    SDL_UnlockAudioDevice(s->device);
    if (!broken)
        return;
    fprintf(stderr, "moguls: the music of %s is damaged; playing on without it\n", s->music_theme);
    remember_failed(s, s->music_theme);
    music_close(s);
}

/* Plays the theme wanted: another playing fades out first (true while it does); the one wanted,
 * caught fading out because the player came straight back, fades in again. */
static bool follow_theme(UiSound *s)
{
    if (s->music)
        drop_broken_music(s);
    if (!s->music_on || s->music_volume <= 0 || s->failed)
        return false;
    bool same = !strcmp(s->music_theme, s->theme);
    if (s->music) {
        SDL_LockAudioDevice(s->device);
        bool playing = s->music_playing;
        if (playing && same && s->music_fade < 0)
            s->music_fade = (float)(1.0 / (MUSIC_FADE_IN * MIX_RATE));
        else if (playing && !same && s->music_fade >= 0)
            s->music_fade = -(float)(1.0 / (MUSIC_FADE_OUT * MIX_RATE));
        SDL_UnlockAudioDevice(s->device);
        if (playing)
            return !same;
        music_close(s); /* faded out */
    }
    music_start(s, s->theme);
    return false;
}

/* Seconds until the effects sounding now have played (0 if none); -1 while the music plays. */
static double sounding_for(UiSound *s)
{
    SDL_LockAudioDevice(s->device);
    int left = 0;
    for (int v = 0; v < MIX_VOICES; v++)
        if (s->voices[v].clip && s->voices[v].clip->count - s->voices[v].at > left)
            left = s->voices[v].clip->count - s->voices[v].at;
    bool music = s->music_playing && !s->music->broken;
    SDL_UnlockAudioDevice(s->device);
    return music ? -1 : (double)left / MIX_RATE;
}

double ui_sound_update(UiSound *s, double now)
{
    if (!s)
        return 0;
    if (follow_theme(s))
        return now + 0.05; /* to start the next theme once this one has faded out */
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
    UiSoundStatus status = {
        .device_open = s->device != 0, .music_loaded = s->music != NULL, .failed = s->failed};
    snprintf(status.music_theme, sizeof status.music_theme, "%s", s->music_theme);
    snprintf(status.theme, sizeof status.theme, "%s", s->theme);
    for (int i = 0; i < UI_SOUND_COUNT; i++) {
        status.last_variant[i] = s->last_variant[i];
        for (int k = 0; k < VARIANTS_MAX; k++)
            status.effects_loaded += s->effects[i][k].samples != NULL;
    }
    if (s->device) {
        SDL_LockAudioDevice(s->device);
        status.sounding = s->music_playing && !s->music->broken;
        for (int v = 0; v < MIX_VOICES; v++)
            status.sounding |= s->voices[v].clip != NULL;
        SDL_UnlockAudioDevice(s->device);
    }
    return status;
}
