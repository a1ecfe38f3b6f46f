/* make_sounds: synthesises Moguls' sound effects and its calm music loop from code, as WAV files.
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

static void put16(FILE *f, unsigned v)
{
    fputc((int)(v & 0xff), f);
    fputc((int)((v >> 8) & 0xff), f);
}
static void put32(FILE *f, uint32_t v)
{
    put16(f, v & 0xffff);
    put16(f, v >> 16);
}

static int write_wav(const char *dir, const char *name, const Sound *s)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wav", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        return 1;
    }
    uint32_t bytes = (uint32_t)s->count * 2;
    fwrite("RIFF", 1, 4, f);
    put32(f, 36 + bytes);
    fwrite("WAVEfmt ", 1, 8, f);
    put32(f, 16);
    put16(f, 1); /* PCM */
    put16(f, 1); /* mono */
    put32(f, (uint32_t)s->rate);
    put32(f, (uint32_t)s->rate * 2);
    put16(f, 2);
    put16(f, 16);
    fwrite("data", 1, 4, f);
    put32(f, bytes);
    for (int i = 0; i < s->count; i++) {
        float v = s->samples[i] < -1 ? -1 : s->samples[i] > 1 ? 1 : s->samples[i];
        put16(f, (unsigned)(uint16_t)(int16_t)lrintf(v * 32767));
    }
    int failed = ferror(f);
    failed |= fclose(f) != 0;
    if (failed)
        fprintf(stderr, "make_sounds: cannot write %s\n", path);
    else
        printf("wrote %s (%.2f s)\n", path, (double)s->count / s->rate);
    return failed;
}

static Sound make_click(void)
{
    Sound s = sound_new(44100, 0.06);
    add_noise(&s, 0, 0.5, 0.0005, 0.004, 0.02, 0.6);
    add_tone(&s, 0, 1900, 0.6, 0.001, 0.012, 0.05, pure, 1);
    normalise(&s, 0.5f);
    return s;
}

static Sound make_place(void)
{
    Sound s = sound_new(44100, 0.18);
    for (int i = 0; i < s.count; i++) { /* a wooden knock: falling pitch */
        double t = (double)i / s.rate, f = 140 + 220 * exp(-t / 0.02);
        s.samples[i] += (float)(envelope(t, 0.001, 0.035) * sin(2 * PI * f * t));
    }
    add_noise(&s, 0, 0.35, 0.0005, 0.01, 0.05, 0.35);
    normalise(&s, 0.7f);
    return s;
}

static Sound make_coin(void)
{
    Sound s = sound_new(44100, 0.45);
    add_tone(&s, 0.0, 1318.5, 0.6, 0.002, 0.08, 0.2, bell, 5);
    add_tone(&s, 0.07, 1975.5, 0.7, 0.002, 0.16, 0.38, bell, 5);
    normalise(&s, 0.55f);
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

static Sound make_flip(void)
{
    Sound s = sound_new(44100, 0.16);
    add_noise(&s, 0, 0.8, 0.03, 0.03, 0.15, 0.25);
    add_tone(&s, 0.05, 900, 0.15, 0.002, 0.02, 0.06, pure, 1);
    normalise(&s, 0.45f);
    return s;
}

static Sound make_win(void)
{
    Sound s = sound_new(44100, 1.6);
    const int notes[] = {72, 76, 79, 84};
    for (int i = 0; i < 4; i++)
        add_tone(&s, i * 0.12, note(notes[i]), 0.5, 0.005, i == 3 ? 0.5 : 0.22, 1.2, bell, 5);
    add_tone(&s, 0.48, note(60), 0.3, 0.02, 0.6, 1.1, warm, 4);
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

/* A calm 16-bar loop: soft pad chords (Cmaj7, Am7, Fmaj7, G6) and a slow pentatonic melody.
 * Every note ends inside the loop, so it repeats without a seam. */
static Sound make_music(void)
{
    const double beat = 0.6; /* 100 bpm */
    const int bars = 8;
    Sound s = sound_new(22050, bars * 4 * beat);
    const int chords[4][4] = {
        {48, 55, 64, 71}, {45, 52, 60, 67}, {41, 48, 57, 64}, {43, 50, 59, 64}};
    for (int bar = 0; bar < bars; bar++) {
        const int *c = chords[bar % 4];
        for (int k = 0; k < 4; k++)
            add_tone(&s, bar * 4 * beat, note(c[k]), 0.16, 0.6, 1.6, 4 * beat - 0.05, warm, 4);
    }
    const int melody[] = {76, 79, 81, 79, 76, 74, 72, 74, 76, 72, 69, 72, 74, 76, 74, 67,
                          76, 79, 84, 81, 79, 76, 74, 76, 72, 74, 76, 72, 69, 67, 69, 72};
    for (int i = 0; i < 32; i++) {
        double start = i * beat;
        if (i % 8 == 7)
            continue; /* a breath at the end of each phrase */
        add_tone(&s, start, note(melody[i]), 0.22, 0.01, 0.45,
                 beat * 1.8 < (bars * 4 - i) * beat ? beat * 1.8 : (bars * 4 - i) * beat, bell, 5);
    }
    normalise(&s, 0.5f);
    return s;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "assets/sounds";
    struct {
        const char *name;
        Sound (*make)(void);
    } sounds[] = {{"click", make_click}, {"place", make_place}, {"coin", make_coin},
                  {"error", make_error}, {"turn", make_turn},   {"flip", make_flip},
                  {"win", make_win},     {"lose", make_lose},   {"music", make_music}};
    int failures = 0;
    for (size_t i = 0; i < sizeof sounds / sizeof sounds[0]; i++) {
        Sound s = sounds[i].make();
        failures += write_wav(dir, sounds[i].name, &s);
        free(s.samples);
    }
    return failures ? 1 : 0;
}
