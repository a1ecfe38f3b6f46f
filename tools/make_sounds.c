/* make_sounds: synthesises Moguls' sound effects from code, as WAV files (the music is
 * tools/make_music.c's).
 *
 *     ./build/make_sounds assets/sounds
 *
 * Everything is computed (sines, simple envelopes, filtered noise from a fixed generator), so the
 * same program always writes the same files. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wav.h"

#define PI 3.14159265358979323846

typedef struct Sound {
    int rate;
    int count;
    float *samples; /* mono, -1 .. 1 */
} Sound;

static Sound sound_new(int rate, double seconds)
{
    Sound s = {rate, (int)(rate * seconds), NULL};
    s.samples = calloc((size_t)s.count, sizeof(float));
    if (!s.samples) {
        fprintf(stderr, "make_sounds: out of memory\n");
        exit(1);
    }
    return s;
}

static uint32_t noise_state = 12345u;
static float noise(void)
{
    noise_state = noise_state * 1664525u + 1013904223u;
    return (float)((noise_state >> 8) / 8388608.0 - 1.0);
}

/* Attack then exponential decay. */
static double envelope(double t, double attack, double decay)
{
    if (t < 0)
        return 0;
    if (t < attack)
        return t / attack;
    return exp(-(t - attack) / decay);
}

/* A tone with a few harmonics, added at `start` seconds. */
static void add_tone(Sound *s, double start, double freq, double amp, double attack, double decay,
                     double length, const double *harmonics, int harmonic_count)
{
    int first = (int)(start * s->rate), n = (int)(length * s->rate);
    for (int i = 0; i < n && first + i < s->count; i++) {
        double t = (double)i / s->rate, v = 0;
        for (int h = 0; h < harmonic_count; h++)
            v += harmonics[h] * sin(2 * PI * freq * (h + 1) * t);
        s->samples[first + i] += (float)(amp * envelope(t, attack, decay) * v);
    }
}

static const double pure[] = {1.0};
static const double bell[] = {1.0, 0.0, 0.35, 0.0, 0.12};
static const double warm[] = {1.0, 0.3, 0.12, 0.05};
static const double reed[] = {1.0, 0.45, 0.3, 0.18, 0.1};

static double note(int midi)
{
    return 440.0 * pow(2.0, (midi - 69) / 12.0);
}

static void add_noise(Sound *s, double start, double amp, double attack, double decay,
                      double length, double smooth)
{
    int first = (int)(start * s->rate), n = (int)(length * s->rate);
    float low = 0;
    for (int i = 0; i < n && first + i < s->count; i++) {
        double t = (double)i / s->rate;
        low += (float)smooth * (noise() - low); /* one-pole low-pass */
        s->samples[first + i] += (float)(amp * envelope(t, attack, decay)) * low;
    }
}

static void normalise(Sound *s, float peak)
{
    float most = 0;
    for (int i = 0; i < s->count; i++)
        most = fabsf(s->samples[i]) > most ? fabsf(s->samples[i]) : most;
    if (most > 0)
        for (int i = 0; i < s->count; i++)
            s->samples[i] *= peak / most;
    /* fade the last 5 ms to avoid a click */
    int fade = s->rate / 200;
    for (int i = 0; i < fade && i < s->count; i++)
        s->samples[s->count - 1 - i] *= (float)i / fade;
}

static int write_wav(const char *dir, const char *name, const Sound *s)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wav", dir, name);
    int failed = wav_write_mono16("make_sounds", path, s->samples, s->count, s->rate);
    if (!failed)
        printf("wrote %s (%.2f s)\n", path, (double)s->count / s->rate);
    return failed;
}

/* Click, place, coin and flip come in VARIANTS versions, a little different in pitch, timbre and
 * length, so a sound heard a hundred times an hour does not tire: src/ui/sound.c never plays the
 * same one twice in a row. */
#define VARIANTS 4

static Sound make_click(int v)
{
    static const double pitch[VARIANTS] = {1900, 1700, 2150, 1800};
    static const double smooth[VARIANTS] = {0.6, 0.5, 0.7, 0.55};
    static const double decay[VARIANTS] = {0.012, 0.010, 0.015, 0.011};
    Sound s = sound_new(44100, 0.06);
    add_noise(&s, 0, 0.5, 0.0005, 0.004, 0.02, smooth[v]);
    add_tone(&s, 0, pitch[v], 0.6, 0.001, decay[v], 0.05, pure, 1);
    normalise(&s, 0.5f);
    return s;
}

static Sound make_place(int v)
{
    static const double base[VARIANTS] = {140, 125, 160, 150};
    static const double sweep[VARIANTS] = {220, 200, 260, 180};
    static const double decay[VARIANTS] = {0.035, 0.03, 0.04, 0.028};
    static const double knock[VARIANTS] = {0.35, 0.3, 0.4, 0.45};
    Sound s = sound_new(44100, 0.18);
    for (int i = 0; i < s.count; i++) { /* a wooden knock: falling pitch */
        double t = (double)i / s.rate, f = base[v] + sweep[v] * exp(-t / 0.02);
        s.samples[i] += (float)(envelope(t, 0.001, decay[v]) * sin(2 * PI * f * t));
    }
    add_noise(&s, 0, knock[v], 0.0005, 0.01, 0.05, 0.35);
    normalise(&s, 0.7f);
    return s;
}

static Sound make_coin(int v)
{
    /* two bell notes a fifth apart, in four keys; the last variant rings three */
    static const int low[VARIANTS] = {88, 86, 90, 88};
    static const double gap[VARIANTS] = {0.07, 0.06, 0.08, 0.05};
    Sound s = sound_new(44100, 0.45);
    add_tone(&s, 0.0, note(low[v]), 0.6, 0.002, 0.08, 0.2, bell, 5);
    if (v == 3)
        add_tone(&s, gap[v], note(low[v] + 4), 0.55, 0.002, 0.1, 0.25, bell, 5);
    double last = v == 3 ? 2 * gap[v] : gap[v];
    add_tone(&s, last, note(low[v] + 7), 0.7, 0.002, 0.16, 0.45 - last - 0.01, bell, 5);
    normalise(&s, 0.55f);
    return s;
}

static Sound make_flip(int v)
{
    static const double length[VARIANTS] = {0.15, 0.12, 0.18, 0.14};
    static const double smooth[VARIANTS] = {0.25, 0.3, 0.2, 0.35};
    static const double tick[VARIANTS] = {900, 1100, 800, 1000};
    Sound s = sound_new(44100, length[v] + 0.01);
    add_noise(&s, 0, 0.8, length[v] / 5, 0.03, length[v], smooth[v]);
    add_tone(&s, length[v] / 3, tick[v], 0.15, 0.002, 0.02, 0.06, pure, 1);
    normalise(&s, 0.45f);
    return s;
}

static Sound make_error(void)
{
    Sound s = sound_new(44100, 0.32);
    add_tone(&s, 0.0, 311.1, 0.6, 0.005, 0.06, 0.14, reed, 5);
    add_tone(&s, 0.12, 233.1, 0.6, 0.005, 0.09, 0.2, reed, 5);
    normalise(&s, 0.45f);
    return s;
}

static Sound make_turn(void)
{
    Sound s = sound_new(44100, 0.7);
    add_tone(&s, 0.0, note(76), 0.5, 0.004, 0.18, 0.5, bell, 5);
    add_tone(&s, 0.11, note(81), 0.5, 0.004, 0.25, 0.58, bell, 5);
    normalise(&s, 0.45f);
    return s;
}

/* The end of a game: a short brass fanfare, a rising call (two quick pickups, a fourth and a
 * fifth), then the tonic held over a warm major chord with a soft drum roll under it. */
static Sound make_fanfare(void)
{
    Sound s = sound_new(44100, 2.0);
    static const int call[] = {67, 67, 72, 76, 79};
    static const double at[] = {0.0, 0.09, 0.18, 0.42, 0.6};
    for (int i = 0; i < 5; i++)
        add_tone(&s, at[i], note(call[i]), 0.42, 0.012, i < 2 ? 0.07 : 0.16, 0.36, reed, 5);
    static const int chord[] = {72, 76, 79, 84};
    for (int i = 0; i < 4; i++)
        add_tone(&s, 0.84, note(chord[i]), i == 3 ? 0.4 : 0.28, 0.02, 0.55, 1.1, reed, 5);
    add_tone(&s, 0.84, note(48), 0.35, 0.02, 0.6, 1.1, warm, 4);
    add_noise(&s, 0.6, 0.12, 0.2, 0.25, 0.9, 0.6);
    normalise(&s, 0.6f);
    return s;
}

static Sound make_lose(void)
{
    Sound s = sound_new(44100, 1.3);
    const int notes[] = {67, 64, 60};
    for (int i = 0; i < 3; i++)
        add_tone(&s, i * 0.22, note(notes[i]), 0.5, 0.01, 0.3, 0.9, warm, 4);
    normalise(&s, 0.45f);
    return s;
}

typedef struct Effect {
    const char *name;
    Sound (*make)(void);
    Sound (*make_variant)(int variant); /* NAME-1 .. NAME-VARIANTS */
} Effect;

static const Effect effects[] = {
    {"click", NULL, make_click},     {"place", NULL, make_place}, {"coin", NULL, make_coin},
    {"flip", NULL, make_flip},       {"error", make_error, NULL}, {"turn", make_turn, NULL},
    {"fanfare", make_fanfare, NULL}, {"lose", make_lose, NULL},
};

static int write_sound(const char *dir, const char *name, Sound s)
{
    int failed = write_wav(dir, name, &s);
    free(s.samples);
    return failed;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "assets/sounds";
    int failures = 0;
    for (size_t i = 0; i < sizeof effects / sizeof effects[0]; i++) {
        const Effect *e = &effects[i];
        if (e->make)
            failures += write_sound(dir, e->name, e->make());
        for (int v = 0; e->make_variant && v < VARIANTS; v++) {
            char name[64];
            snprintf(name, sizeof name, "%s-%d", e->name, v + 1);
            failures += write_sound(dir, name, e->make_variant(v));
        }
    }
    return failures ? 1 : 0;
}
