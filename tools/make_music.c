/* make_music: composes and renders Moguls' background music, a theme for the lobby and one for
 * each game, as WAV files (mono, 16 bits, 22050 Hz) that tools/make-music.sh encodes as
 * assets/<theme>/music.ogg.
 *
 *     ./build/make_music OUTDIR [THEME]     writes OUTDIR/<theme>.wav
 *
 * The composition is the data of each Theme at the end of this file: key, mode, tempo and metre;
 * the chord progression of each section; a melodic motif and its answer (a rhythm and a contour in
 * steps of the scale); the accompaniment's patterns (arpeggio, bass, drums); and the form, which
 * orders the sections with the instruments that play each time, so a theme runs for three to four
 * minutes before it starts again. The code below turns that into notes: every two bars of melody
 * are a phrase anchored on the chord they start over, long notes on the beat rest on chord tones,
 * the section's last phrase closes on its last chord's root, and each repeat of a section is
 * varied (a step here and there, a note left out) by a generator seeded per theme. The notes are
 * played by instruments synthesised here (an FM electric piano, vibraphone, Karplus-Strong
 * plucked strings, marimba, a bell, soft pads and strings, a round bass, light percussion) into a
 * dry mix and a reverb send (a Schroeder reverb), then brought to one loudness.
 * Every random choice comes from a fixed seed: the same program always writes the same files. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wav.h"

#define PI 3.14159265358979323846
#define RATE 22050
#define TAIL 4.0         /* seconds after the last bar, for the reverb to die away */
#define TARGET_RMS 0.085 /* every theme equally loud (-21.4 dBFS) ... */
#define PEAK_LIMIT 0.6   /* ... and never above -4.4 dBFS */
#define MOTIF_NOTES 16

/* ---- a deterministic generator ---- */

static uint32_t rng_state;
static double rng_unit(void) /* 0 .. 1 */
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return (rng_state >> 8) / 16777216.0;
}
static double rng_between(double low, double high)
{
    return low + (high - low) * rng_unit();
}

/* ---- the mix: a dry signal and what is sent to the reverb ---- */

typedef struct Mix {
    float *dry, *wet;
    int count;
} Mix;

static void *alloc_zeroed(size_t count, size_t size)
{
    void *p = calloc(count, size);
    if (!p) {
        fprintf(stderr, "make_music: out of memory\n");
        exit(1);
    }
    return p;
}

static void mix_add(Mix *m, int i, double v, double send)
{
    if (i < 0 || i >= m->count)
        return;
    m->dry[i] += (float)v;
    m->wet[i] += (float)(v * send);
}

static double midi_hz(double midi)
{
    return 440.0 * pow(2.0, (midi - 69) / 12.0);
}

/* Attack, exponential decay, and a release after `length` seconds. */
static double envelope(double t, double attack, double decay, double length, double release)
{
    if (t < 0)
        return 0;
    double v = t < attack ? t / attack : exp(-(t - attack) / decay);
    if (t > length)
        v *= exp(-(t - length) / release);
    return v;
}

/* ---- instruments: each adds one note (start and length in seconds, velocity 0..1) ---- */

typedef enum Instrument {
    EPIANO,  /* two-operator FM: a soft Rhodes-like tine */
    VIBES,   /* additive partials 1, 4, 10 with a slow tremolo */
    PLUCK,   /* Karplus-Strong: a nylon string */
    HARPSI,  /* Karplus-Strong, brighter and plucked nearer the bridge */
    MARIMBA, /* partials 1 and 3.9 with a short decay and a mallet's knock */
    BELL,    /* inharmonic partials: glass or a small bell */
    PAD,     /* detuned additive harmonics, slow in and out */
    STRINGS, /* a pad with vibrato and a brighter spectrum */
    BASS,    /* a round bass: sine and two harmonics */
    INSTRUMENT_COUNT
} Instrument;

typedef struct Note {
    double start, length, velocity;
    double midi;
} Note;

static void play_epiano(Mix *m, Note n, double send)
{
    double f = midi_hz(n.midi), decay = 1.6 * sqrt(262.0 / f);
    int first = (int)(n.start * RATE), count = (int)((n.length + 1.2) * RATE);
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE;
        double index = 1.2 * exp(-t / 0.35) + 0.25; /* bright at the strike, mellow after */
        double mod = index * sin(2 * PI * f * t);
        double v = sin(2 * PI * f * t + mod) + 0.12 * sin(2 * PI * 7 * f * t) * exp(-t / 0.03);
        mix_add(m, first + i, 0.5 * n.velocity * v * envelope(t, 0.003, decay, n.length, 0.25),
                send);
    }
}

static void play_vibes(Mix *m, Note n, double send)
{
    double f = midi_hz(n.midi);
    int first = (int)(n.start * RATE), count = (int)((n.length + 2.5) * RATE);
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE;
        double v = sin(2 * PI * f * t) + 0.25 * sin(2 * PI * 4 * f * t) * exp(-t / 0.4) +
                   0.06 * sin(2 * PI * 10 * f * t) * exp(-t / 0.08);
        double tremolo = 1 - 0.18 * (0.5 + 0.5 * sin(2 * PI * 4.5 * t));
        mix_add(m, first + i,
                0.45 * n.velocity * tremolo * v * envelope(t, 0.002, 1.8, n.length + 0.4, 0.5),
                send);
    }
}

/* A Karplus-Strong string; `brightness` (0..1) is the excitation's and the loop's. */
static void play_string(Mix *m, Note n, double send, double brightness)
{
    double f = midi_hz(n.midi), period = (double)RATE / f - 0.5; /* the loop's average: 1/2 */
    int length = (int)period;
    double frac = period - length, c = (1 - frac) / (1 + frac); /* all-pass: the fraction */
    float *line = alloc_zeroed((size_t)length + 1, sizeof *line);
    double smooth = 0;
    for (int i = 0; i < length; i++) { /* the pluck: noise, low-passed for a softer string */
        smooth += (0.25 + 0.7 * brightness) * (rng_between(-1, 1) - smooth);
        line[i] = (float)smooth;
    }
    double damping = 0.996 - 0.004 * (1 - brightness), previous = 0, ap_in = 0, ap_out = 0;
    int first = (int)(n.start * RATE), count = (int)((n.length + 1.5) * RATE), at = 0;
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE, out = line[at];
        double averaged = damping * (0.5 + 0.2 * brightness) * out +
                          damping * (0.5 - 0.2 * brightness) * previous;
        previous = out;
        ap_out = c * averaged + ap_in - c * ap_out;
        ap_in = averaged;
        line[at] = (float)ap_out;
        at = (at + 1) % length;
        double release = t > n.length ? exp(-(t - n.length) / 0.3) : 1;
        mix_add(m, first + i, 0.7 * n.velocity * out * release, send);
    }
    free(line);
}

static void play_marimba(Mix *m, Note n, double send)
{
    double f = midi_hz(n.midi);
    int first = (int)(n.start * RATE), count = (int)(1.2 * RATE);
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE;
        double v = sin(2 * PI * f * t) * exp(-t / 0.35) +
                   0.35 * sin(2 * PI * 3.9 * f * t) * exp(-t / 0.06) +
                   0.15 * sin(2 * PI * 9.2 * f * t) * exp(-t / 0.015);
        mix_add(m, first + i, 0.55 * n.velocity * v * (t < 0.002 ? t / 0.002 : 1), send);
    }
}

static void play_bell(Mix *m, Note n, double send)
{
    static const double ratios[] = {1.0, 2.01, 2.76, 4.07, 5.43};
    static const double amps[] = {1.0, 0.45, 0.3, 0.15, 0.08};
    static const double decays[] = {2.8, 1.6, 1.0, 0.5, 0.3};
    double f = midi_hz(n.midi);
    int first = (int)(n.start * RATE), count = (int)(3.0 * RATE);
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE, v = 0;
        for (int p = 0; p < 5; p++)
            v += amps[p] * sin(2 * PI * ratios[p] * f * t) * exp(-t / decays[p]);
        mix_add(m, first + i, 0.3 * n.velocity * v * (t < 0.004 ? t / 0.004 : 1), send);
    }
}

/* Harmonics 1..8 falling off by `tilt`, in two voices a few cents apart, with slow vibrato. */
static void play_pad(Mix *m, Note n, double send, double tilt, double attack, double vibrato)
{
    double f = midi_hz(n.midi), release = 1.5;
    int first = (int)(n.start * RATE), count = (int)((n.length + 3 * release) * RATE);
    double phases[2][8] = {{0}}, amps[8];
    for (int h = 0; h < 8; h++) {
        phases[1][h] = rng_unit();
        amps[h] = pow(h + 1, -tilt);
    }
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE, v = 0;
        double wobble = 1 + vibrato * sin(2 * PI * 5.0 * t) * fmin(t / 1.0, 1);
        for (int voice = 0; voice < 2; voice++) {
            double detune = voice ? 1.0035 : 0.9965;
            for (int h = 0; h < 8; h++) {
                phases[voice][h] += f * detune * wobble * (h + 1) / RATE;
                v += amps[h] * sin(2 * PI * phases[voice][h]);
            }
        }
        double level = t < attack ? 0.5 - 0.5 * cos(PI * t / attack) : 1;
        if (t > n.length)
            level *= exp(-(t - n.length) / release);
        mix_add(m, first + i, 0.12 * n.velocity * v * level, send);
    }
}

static void play_bass(Mix *m, Note n, double send)
{
    double f = midi_hz(n.midi);
    int first = (int)(n.start * RATE), count = (int)((n.length + 0.4) * RATE);
    for (int i = 0; i < count; i++) {
        double t = (double)i / RATE;
        double v = sin(2 * PI * f * t) + 0.3 * sin(4 * PI * f * t) * exp(-t / 0.3) +
                   0.12 * sin(6 * PI * f * t) * exp(-t / 0.1);
        mix_add(m, first + i, 0.6 * n.velocity * v * envelope(t, 0.008, 1.2, n.length, 0.08), send);
    }
}

static void play(Mix *m, Instrument in, Note n, double send)
{
    switch (in) {
    case EPIANO:
        play_epiano(m, n, send);
        break;
    case VIBES:
        play_vibes(m, n, send);
        break;
    case PLUCK:
        play_string(m, n, send, 0.35);
        break;
    case HARPSI:
        play_string(m, n, send, 0.9);
        break;
    case MARIMBA:
        play_marimba(m, n, send);
        break;
    case BELL:
        play_bell(m, n, send);
        break;
    case PAD:
        play_pad(m, n, send, 1.6, 1.2, 0.002);
        break;
    case STRINGS:
        play_pad(m, n, send, 1.1, 0.35, 0.004);
        break;
    case BASS:
        play_bass(m, n, send);
        break;
    case INSTRUMENT_COUNT:
        break;
    }
}

/* ---- light percussion ---- */

typedef enum Drum { KICK, RIM, SHAKER, TICK, BLOCK, DRUM_NONE } Drum;

static void play_drum(Mix *m, Drum d, double start, double velocity)
{
    int first = (int)(start * RATE);
    double previous = 0;
    for (int i = 0; i < (int)(0.4 * RATE); i++) {
        double t = (double)i / RATE, v = 0, noise = rng_between(-1, 1);
        switch (d) {
        case KICK: /* a soft felt beater: a falling sine */
            v = sin(2 * PI * (50 * t + 40 * 0.03 * (1 - exp(-t / 0.03)))) * exp(-t / 0.12);
            break;
        case RIM: /* a brushed rim: a short knock and a little noise */
            v = 0.6 * sin(2 * PI * 820 * t) * exp(-t / 0.012) + 0.3 * noise * exp(-t / 0.02);
            break;
        case SHAKER: /* high noise, in and out */
            v = 0.35 * (noise - previous) * (t < 0.01 ? t / 0.01 : exp(-(t - 0.01) / 0.035));
            break;
        case TICK: /* a clock's tick */
            v = 0.5 * sin(2 * PI * 2600 * t) * exp(-t / 0.004) + 0.2 * noise * exp(-t / 0.003);
            break;
        case BLOCK: /* a wood block */
            v = 0.6 * sin(2 * PI * 1250 * t) * exp(-t / 0.025) +
                0.25 * sin(2 * PI * 2900 * t) * exp(-t / 0.01);
            break;
        case DRUM_NONE:
            return;
        }
        previous = noise;
        mix_add(m, first + i, 0.5 * velocity * v, 0.15);
    }
}

/* ---- reverb: four damped combs in parallel, then two all-passes (Schroeder) ---- */

static void reverb(const float *in, float *out, int count, double room)
{
    static const int comb_lengths[] = {1116 / 2, 1188 / 2, 1277 / 2, 1356 / 2};
    static const int allpass_lengths[] = {556 / 2, 441 / 2};
    float *lines[6];
    int at[6] = {0};
    double low[4] = {0};
    for (int k = 0; k < 4; k++)
        lines[k] = alloc_zeroed((size_t)comb_lengths[k] * 3, sizeof(float));
    for (int k = 0; k < 2; k++)
        lines[4 + k] = alloc_zeroed((size_t)allpass_lengths[k], sizeof(float));
    for (int i = 0; i < count; i++) {
        double sum = 0;
        for (int k = 0; k < 4; k++) { /* three times the classic lengths: a larger hall */
            int length = comb_lengths[k] * 3;
            double y = lines[k][at[k]];
            low[k] += 0.6 * (y - low[k]); /* the walls soak up the highs */
            lines[k][at[k]] = (float)(in[i] * 0.25 + low[k] * room);
            at[k] = (at[k] + 1) % length;
            sum += y;
        }
        for (int k = 0; k < 2; k++) {
            float *line = lines[4 + k];
            double delayed = line[at[4 + k]];
            line[at[4 + k]] = (float)(sum + delayed * 0.5);
            sum = delayed - sum * 0.5;
            at[4 + k] = (at[4 + k] + 1) % allpass_lengths[k];
        }
        out[i] = (float)sum;
    }
    for (int k = 0; k < 6; k++)
        free(lines[k]);
}

/* ---- the composition's data ---- */

typedef struct Motif {
    const char *rhythm;       /* two bars in eighths: 'n' a note, '-' it holds, '.' silence */
    int contour[MOTIF_NOTES]; /* scale steps from the phrase's anchor, one per 'n' */
} Motif;

typedef struct Section {
    const char *chords; /* one chord a bar: its degree 1..7 in the key; "2:5" halves a bar */
    Motif motif;        /* phrases 1 and 3 (phrase 2: the motif varied) */
    Motif answer;       /* the section's last phrase, closing on its last chord */
} Section;

typedef struct Part {
    char section;       /* 'A'.. */
    const char *layers; /* m: melody (lead), n: melody (second instrument), h: a third under the
                           melody, p: pad, a: arpeggio, b: bass, d: drums */
    double level;       /* 0..1; the last part fades out to nothing */
} Part;

typedef struct DrumLine {
    Drum drum;
    const char *pattern; /* a bar in sixteenths: 'x' strong, 'o' soft, '.' nothing */
} DrumLine;

typedef struct Theme {
    const char *id, *character;
    int key;         /* the tonic's MIDI note, in the octave from C3 (48) */
    const int *mode; /* the scale: seven semitones from the tonic */
    double bpm;
    int beats;         /* in a bar: 3 or 4 */
    double swing;      /* 0: straight eighths; 0.1: the off-beat a tenth of a beat late */
    bool sevenths;     /* chords with their diatonic seventh */
    int melody_centre; /* scale steps above the tonic where the melody lives */
    Instrument lead, second, arpeggio_instrument, pad;
    const char *arpeggio; /* a bar in eighths: '0'-'3' a chord tone (root up), '4' the root an
                             octave up, 'c' the chord at once, '.' nothing */
    const char *bass;     /* a bar in eighths: 'R' root, '3', '5', 'O' octave, 'A' a step
                             leading to the next bar's root, '.' nothing */
    DrumLine drums[3];
    double reverb; /* the share sent to the reverb */
    uint32_t seed;
    Section sections[4];
    Part form[16];
} Theme;

/* ---- from data to notes ---- */

typedef struct Composer {
    const Theme *theme;
    Mix *mix;
    double bar_seconds, eighth;
    double part_start; /* seconds */
    double level_from, level_to, part_length;
    int previous_step; /* the melody's last pitch, in scale steps from the tonic */
} Composer;

/* The MIDI note `step` scale steps above the tonic (negative: below). */
static int scale_note(const Theme *th, int step)
{
    int octave = (int)floor(step / 7.0);
    return th->key + 12 * octave + th->mode[step - 7 * octave];
}

/* The chords of a section's bar: one or two degrees (0-based), the second for the bar's second
 * half (or the first again). */
static void bar_chords(const char *chords, int bar, int out[2])
{
    const char *p = chords;
    for (int b = 0; b < bar && *p; b++) {
        while (*p && *p != ' ')
            p++;
        while (*p == ' ')
            p++;
    }
    out[0] = out[1] = *p ? *p - '1' : 0;
    if (p[0] && p[1] == ':')
        out[1] = p[2] - '1';
}

static int section_bars(const Section *s)
{
    int bars = 0;
    for (const char *p = s->chords; *p; p++)
        bars += (*p != ' ' && (p == s->chords || p[-1] == ' '));
    return bars;
}

/* The chord (0-based degree) sounding `eighth` eighths into bar `bar`. */
static int chord_at(const Composer *c, const Section *s, int bar, int eighth)
{
    int degrees[2];
    bar_chords(s->chords, bar, degrees);
    return degrees[eighth >= c->theme->beats];
}

static bool is_chord_tone(const Theme *th, int degree, int step)
{
    int rel = ((step - degree) % 7 + 7) % 7;
    return rel == 0 || rel == 2 || rel == 4 || (th->sevenths && rel == 6);
}

/* The chord tone nearest `step` (ties go down: melodies settle). */
static int nearest_chord_tone(const Theme *th, int degree, int step)
{
    for (int d = 0; d < 4; d++) {
        if (is_chord_tone(th, degree, step - d))
            return step - d;
        if (is_chord_tone(th, degree, step + d))
            return step + d;
    }
    return step;
}

/* The chord's root nearest `step`. */
static int nearest_root(int degree, int step)
{
    int above = ((step - degree) % 7 + 7) % 7;
    return above > 3 ? step - above + 7 : step - above;
}

/* The level of the part at `seconds` into it: a fade when level_from and level_to differ. */
static double part_level(const Composer *c, double seconds)
{
    double x = fmin(fmax(seconds / c->part_length, 0), 1);
    return c->level_from + (c->level_to - c->level_from) * x;
}

/* The time of an eighth, swung, with a human's small unevenness. */
static double eighth_time(const Composer *c, int bar, int eighth)
{
    double t = c->part_start + bar * c->bar_seconds + eighth * c->eighth;
    if (eighth % 2)
        t += c->theme->swing * 2 * c->eighth;
    return t + rng_between(-0.006, 0.006);
}

static void emit(Composer *c, Instrument in, double start, double length, int midi, double velocity,
                 double send)
{
    Note n = {start, length, velocity * part_level(c, start - c->part_start), midi};
    n.velocity *= rng_between(0.9, 1.0);
    if (n.velocity > 0.001)
        play(c->mix, in, n, send);
}

/* A motif's notes with their contour varied: each step may move by one, a note may fall out. */
static void vary(const Motif *motif, int contour[MOTIF_NOTES], bool rests[MOTIF_NOTES],
                 double amount)
{
    for (int k = 0; k < MOTIF_NOTES; k++) {
        contour[k] = motif->contour[k];
        rests[k] = false;
        if (rng_unit() < amount)
            contour[k] += rng_unit() < 0.5 ? -1 : 1;
        if (k > 0 && rng_unit() < amount * 0.3)
            rests[k] = true;
    }
}

typedef struct Voices {
    bool lead, second, harmony;
} Voices;

/* One two-bar phrase of melody starting at `bar`. */
static void melody_phrase(Composer *c, const Section *s, int bar, const Motif *motif,
                          double variation, bool closing, Voices voices)
{
    const Theme *th = c->theme;
    int contour[MOTIF_NOTES];
    bool rests[MOTIF_NOTES];
    vary(motif, contour, rests, variation);
    int anchor = nearest_chord_tone(th, chord_at(c, s, bar, 0), c->previous_step);
    /* keep the melody near its centre: a phrase that drifted starts an octave back */
    if (anchor > th->melody_centre + 4)
        anchor -= 7;
    if (anchor < th->melody_centre - 4)
        anchor += 7;
    int length = (int)strlen(motif->rhythm), note = 0, last = 0;
    for (int e = 0; e < length; e++)
        last = motif->rhythm[e] == 'n' ? e : last;
    for (int e = 0; e < length; e++) {
        if (motif->rhythm[e] != 'n')
            continue;
        int held = 1;
        while (e + held < length && motif->rhythm[e + held] == '-')
            held++;
        int k = note++;
        if (rests[k] && e != last)
            continue;
        int b = bar + e / (2 * th->beats), in_bar = e % (2 * th->beats);
        int degree = chord_at(c, s, b, in_bar), step = anchor + contour[k];
        if (e == last && closing)
            step = nearest_root(degree, step);
        else if (held >= 2 && in_bar % 2 == 0)
            step = nearest_chord_tone(th, degree, step);
        c->previous_step = step;
        double start = eighth_time(c, b, in_bar), seconds = held * c->eighth * 0.92;
        double accent = in_bar == 0 ? 0.9 : in_bar % 2 ? 0.7 : 0.8;
        if (voices.lead)
            emit(c, th->lead, start, seconds, scale_note(th, step), accent, 0.35);
        if (voices.second)
            emit(c, th->second, start, seconds, scale_note(th, step) - 12 * (th->second == BASS),
                 accent * 0.9, 0.35);
        if (voices.harmony)
            emit(c, th->second, start + 0.01, seconds, scale_note(th, step - 2), accent * 0.45,
                 0.4);
    }
}

static void melody(Composer *c, const Section *s, int occurrence, Voices voices)
{
    int bars = section_bars(s);
    for (int bar = 0; bar + 1 < bars; bar += 2) {
        bool closing = bar + 2 >= bars;
        const Motif *motif = closing ? &s->answer : &s->motif;
        /* the first phrase is the motif as written the first time, later a little varied;
           the second is always varied */
        double variation = (bar / 2) % 2 ? 0.35 : occurrence ? 0.2 : 0;
        melody_phrase(c, s, bar, motif, closing ? 0.1 : variation, closing, voices);
    }
}

/* The chord's tones (MIDI), closely voiced in the octave above the tonic and a few notes up. */
static int chord_notes(const Theme *th, int degree, int out[4])
{
    int count = th->sevenths ? 4 : 3;
    for (int k = 0; k < count; k++) {
        int midi = scale_note(th, degree + 2 * k);
        while (midi < th->key + 7)
            midi += 12;
        while (midi >= th->key + 19)
            midi -= 12;
        out[k] = midi;
    }
    return count;
}

static void pad_bar(Composer *c, const Section *s, int bar)
{
    int degrees[2], notes[4];
    bar_chords(s->chords, bar, degrees);
    int halves = degrees[0] == degrees[1] ? 1 : 2;
    for (int h = 0; h < halves; h++) {
        double start = c->part_start + (bar + 0.5 * h) * c->bar_seconds;
        int count = chord_notes(c->theme, degrees[h], notes);
        for (int k = 0; k < count; k++)
            emit(c, c->theme->pad, start, c->bar_seconds / halves, notes[k], 0.3, 0.6);
    }
}

static void arpeggio_bar(Composer *c, const Section *s, int bar)
{
    const Theme *th = c->theme;
    const char *pattern = th->arpeggio;
    for (int e = 0; pattern[e]; e++) {
        if (pattern[e] == '.')
            continue;
        int held = 1;
        while (pattern[e + held] == '.')
            held++;
        int notes[4], count = chord_notes(th, chord_at(c, s, bar, e), notes);
        double start = eighth_time(c, bar, e), length = held * c->eighth * 0.9;
        double accent = e == 0 ? 0.55 : 0.42;
        if (pattern[e] == 'c')
            for (int k = 0; k < count; k++)
                emit(c, th->arpeggio_instrument, start + 0.008 * k, length, notes[k], accent * 0.55,
                     0.4);
        else {
            int k = pattern[e] - '0', note = k == 4 ? notes[0] + 12 : notes[k < count ? k : 0];
            emit(c, th->arpeggio_instrument, start, length, note, accent, 0.4);
        }
    }
}

static void bass_bar(Composer *c, const Section *s, int bar, int bars)
{
    const Theme *th = c->theme;
    const char *pattern = th->bass;
    for (int e = 0; pattern[e]; e++) {
        if (pattern[e] == '.')
            continue;
        int held = 1;
        while (pattern[e + held] == '.')
            held++;
        int degree = chord_at(c, s, bar, e), step = degree - 7;
        switch (pattern[e]) {
        case '3':
            step += 2;
            break;
        case '5':
            step += 4;
            break;
        case 'O':
            step += 7;
            break;
        case 'A': { /* a scale step below the next bar's root */
            int next = chord_at(c, s, bar + 1 < bars ? bar + 1 : 0, 0);
            step = next - 7 - 1;
            break;
        }
        default:
            break;
        }
        double length = fmin(held * c->eighth * 0.85, c->bar_seconds * 0.9);
        emit(c, BASS, eighth_time(c, bar, e), length, scale_note(th, step), e == 0 ? 0.85 : 0.7,
             0.12);
    }
}

static void drum_bar(Composer *c, int bar)
{
    for (int d = 0; d < 3 && c->theme->drums[d].pattern; d++) {
        const char *p = c->theme->drums[d].pattern;
        for (int s = 0; p[s]; s++) {
            if (p[s] == '.')
                continue;
            double t = c->part_start + bar * c->bar_seconds + s * c->eighth / 2 +
                       (s % 4 == 2 ? c->theme->swing * 2 * c->eighth : 0);
            double velocity = (p[s] == 'x' ? 0.8 : 0.45) * part_level(c, t - c->part_start);
            play_drum(c->mix, c->theme->drums[d].drum, t + rng_between(-0.004, 0.004),
                      velocity * rng_between(0.85, 1.0));
        }
    }
}

static void compose_part(Composer *c, const Part *part, int occurrence)
{
    const Section *s = &c->theme->sections[part->section - 'A'];
    int bars = section_bars(s);
    c->part_length = bars * c->bar_seconds;
    const char *l = part->layers;
    for (int bar = 0; bar < bars; bar++) {
        if (strchr(l, 'p'))
            pad_bar(c, s, bar);
        if (strchr(l, 'a'))
            arpeggio_bar(c, s, bar);
        if (strchr(l, 'b'))
            bass_bar(c, s, bar, bars);
        if (strchr(l, 'd'))
            drum_bar(c, bar);
    }
    Voices voices = {strchr(l, 'm') != NULL, strchr(l, 'n') != NULL, strchr(l, 'h') != NULL};
    if (voices.lead || voices.second)
        melody(c, s, occurrence, voices);
}

static double theme_seconds(const Theme *th, double bar_seconds)
{
    double seconds = 0;
    for (const Part *p = th->form; p->section; p++)
        seconds += section_bars(&th->sections[p->section - 'A']) * bar_seconds;
    return seconds;
}

/* The theme's notes into a mix, then the reverb, then one loudness. */
static Mix render(const Theme *th)
{
    Composer c = {.theme = th, .bar_seconds = th->beats * 60.0 / th->bpm};
    c.eighth = c.bar_seconds / (2 * th->beats);
    c.previous_step = th->melody_centre;
    double seconds = theme_seconds(th, c.bar_seconds);
    Mix m = {alloc_zeroed((size_t)((seconds + TAIL) * RATE), sizeof(float)),
             alloc_zeroed((size_t)((seconds + TAIL) * RATE), sizeof(float)),
             (int)((seconds + TAIL) * RATE)};
    c.mix = &m;
    rng_state = th->seed;
    int occurrences[4] = {0};
    for (const Part *p = th->form; p->section; p++) {
        bool last = !p[1].section;
        c.level_from = p->level;
        c.level_to = last ? 0 : p->level;
        compose_part(&c, p, occurrences[p->section - 'A']++);
        c.part_start += section_bars(&th->sections[p->section - 'A']) * c.bar_seconds;
    }
    float *hall = alloc_zeroed((size_t)m.count, sizeof(float));
    reverb(m.wet, hall, m.count, 0.84);
    for (int i = 0; i < m.count; i++)
        m.dry[i] = m.dry[i] * (float)(1 - th->reverb) + hall[i] * (float)(th->reverb * 2.2);
    free(hall);
    return m;
}

static void set_loudness(Mix *m)
{
    double squares = 0, peak = 0;
    for (int i = 0; i < m->count; i++) {
        squares += (double)m->dry[i] * m->dry[i];
        peak = fmax(peak, fabs(m->dry[i]));
    }
    double rms = sqrt(squares / m->count);
    double gain = fmin(TARGET_RMS / rms, PEAK_LIMIT / peak);
    for (int i = 0; i < m->count; i++)
        m->dry[i] *= (float)gain;
    int fade = RATE / 10; /* the very end reaches zero: the loop starts again without a click */
    for (int i = 0; i < fade; i++)
        m->dry[m->count - 1 - i] *= (float)i / fade;
}

static int write_wav(const char *path, const Mix *m)
{
    return wav_write_mono16("make_music", path, m->dry, m->count, RATE);
}

/* ---- the themes ---- */

static const int major[7] = {0, 2, 4, 5, 7, 9, 11};
static const int dorian[7] = {0, 2, 3, 5, 7, 9, 10};

static const Theme themes[] = {
    {.id = "lobby",
     .character = "F major, 76 bpm: an electric piano's tune over soft pads and a plucked arpeggio",
     .key = 53,
     .mode = major,
     .bpm = 76,
     .beats = 4,
     .sevenths = true,
     .melody_centre = 11,
     .lead = EPIANO,
     .second = VIBES,
     .arpeggio_instrument = PLUCK,
     .pad = PAD,
     .arpeggio = "0.2.4.3.",
     .bass = "R.....5.",
     .reverb = 0.3,
     .seed = 0x10bb1u,
     .sections =
         {
             {"1 6 4 5 1 6 2 5",
              {"n-.nn-n-n---.n-.", {0, 1, 2, 4, 2, 1}},
              {"n-n-n-n-n-------", {4, 2, 1, -1, 0}}},
             {"4 5 3 6 2 5 4:5 1",
              {"n---n-n-n---n---", {0, -1, 0, 2, 1}},
              {"n-n-n---n-------", {2, 1, -1, 0}}},
             {"1 4 1 4", {"", {0}}, {"", {0}}},
         },
     .form = {{'C', "pa", 0.6},
              {'A', "pma", 0.8},
              {'A', "pmab", 0.9},
              {'B', "pnab", 0.9},
              {'A', "pmhab", 1.0},
              {'C', "pab", 0.7},
              {'B', "pmab", 0.9},
              {'A', "pmab", 0.9},
              {'A', "pna", 0.8},
              {'C', "pa", 0.6}}},
    {.id = "buyout",
     .character = "D dorian, 88 bpm, lightly swung: vibraphone and electric piano, a walking "
                  "bass, brushes and shaker: an evening downtown",
     .key = 50,
     .mode = dorian,
     .bpm = 88,
     .beats = 4,
     .swing = 0.07,
     .sevenths = true,
     .melody_centre = 11,
     .lead = VIBES,
     .second = EPIANO,
     .arpeggio_instrument = EPIANO,
     .pad = PAD,
     .arpeggio = "c..c..c.",
     .bass = "R.3.5.A.",
     .drums = {{SHAKER, "x.o.x.o.x.o.x.o."}, {RIM, "....x.......x..."}, {KICK, "x.......x......."}},
     .reverb = 0.22,
     .seed = 0xb0e7u,
     .sections =
         {
             {"1 4 1 4 3 7 2:5 1",
              {"n.nn-.n-..n.n---", {4, 2, 3, 1, 0, -1}},
              {"..n.n.nn-.n-----", {2, 1, 0, -1, 0}}},
             {"3 4 7 1 3 4 2 5",
              {"n--.n-n-n--.n---", {0, 2, 3, 4, 2}},
              {"n-n-n-..n-------", {3, 2, 1, 0}}},
             {"1 4 1 4", {"", {0}}, {"", {0}}},
         },
     .form = {{'C', "pb", 0.6},
              {'A', "pmab", 0.8},
              {'A', "pmabd", 0.9},
              {'B', "pnabd", 0.9},
              {'A', "pmhabd", 1.0},
              {'C', "pabd", 0.8},
              {'B', "pmab", 0.85},
              {'A', "pnabd", 0.9},
              {'A', "pmhabd", 1.0},
              {'C', "pa", 0.6}}},
    {.id = "estates",
     .character = "D major in three, 84 bpm: a harpsichord's minuet over strings, a trio in "
                  "the relative minor: a stately town",
     .key = 50,
     .mode = major,
     .bpm = 84,
     .beats = 3,
     .sevenths = false,
     .melody_centre = 11,
     .lead = HARPSI,
     .second = STRINGS,
     .arpeggio_instrument = HARPSI,
     .pad = STRINGS,
     .arpeggio = "0.2.1.",
     .bass = "R...5.",
     .drums = {{KICK, "x..........."}},
     .reverb = 0.3,
     .seed = 0xe57a7e5u,
     .sections =
         {
             {"1 4 5 1 6 2 5 1",
              {"n-n-n-n---n-", {0, 1, 2, 4, 2}},
              {"n-n-n-n-----", {2, 1, -1, 0}}},
             {"6 3 4 1 2 5 1:4 5",
              {"n---n-n---n-", {4, 3, 2, 1}},
              {"n-nnn-n-----", {2, 1, 0, -1, 0}}},
             {"1 5 4 1", {"", {0}}, {"", {0}}},
             {"6 3 6 3 4 1 2 3",
              {"n-n-n-n-n-n-", {0, 2, 4, 3, 2, 1}},
              {"n---n-n-----", {1, -1, 0}}},
         },
     .form = {{'C', "p", 0.6},
              {'A', "pmb", 0.8},
              {'A', "pmab", 0.9},
              {'B', "pnab", 0.85},
              {'A', "pmhabd", 1.0},
              {'D', "pnb", 0.75},
              {'D', "pmab", 0.85},
              {'A', "pmabd", 0.95},
              {'B', "pmab", 0.85},
              {'A', "pmhabd", 1.0},
              {'A', "pnab", 0.8},
              {'C', "pa", 0.6}}},
    {.id = "buyword",
     .character = "C major, 104 bpm: marimba and a little bell, pizzicato arpeggios, wood "
                  "block and shaker: light and playful",
     .key = 48,
     .mode = major,
     .bpm = 104,
     .beats = 4,
     .swing = 0.04,
     .sevenths = false,
     .melody_centre = 12,
     .lead = MARIMBA,
     .second = BELL,
     .arpeggio_instrument = PLUCK,
     .pad = PAD,
     .arpeggio = "0.2.4.2.",
     .bass = "R...5...",
     .drums = {{BLOCK, "x.......x.....o."}, {SHAKER, "..o...o...o...o."}},
     .reverb = 0.2,
     .seed = 0xb1ee0u,
     .sections =
         {
             {"1 4 5 1 1 4 2:5 1",
              {"n.n.n.n.n-n-n---", {0, 2, 4, 2, 3, 1, 0}},
              {"n.n.n.n.n-------", {4, 3, 2, 1, 0}}},
             {"4 1 4 1 6 2 5 5",
              {"..n.n.n-..n.n-..", {0, 1, 2, 4, 3}},
              {"n.n.n-..n-------", {2, 1, -1, 0}}},
             {"1 4 1 5", {"", {0}}, {"", {0}}},
         },
     .form = {{'C', "pa", 0.6},
              {'A', "pmab", 0.8},
              {'A', "pmabd", 0.9},
              {'B', "pnabd", 0.85},
              {'A', "pmhabd", 1.0},
              {'C', "abd", 0.75},
              {'B', "pmab", 0.85},
              {'B', "pnabd", 0.9},
              {'A', "pmabd", 0.95},
              {'A', "pmhab", 0.9},
              {'C', "pa", 0.6}}},
    {.id = "takeover",
     .character = "A dorian, 72 bpm: a bell's fourths over long pads and a plucked pattern "
                  "across the beat, a wood block now and then: abstract, like the piecepack",
     .key = 57,
     .mode = dorian,
     .bpm = 72,
     .beats = 4,
     .sevenths = true,
     .melody_centre = 9,
     .lead = BELL,
     .second = PLUCK,
     .arpeggio_instrument = PLUCK,
     .pad = PAD,
     .arpeggio = "0310310.",
     .bass = "R.......",
     .drums = {{BLOCK, "x.........o....."}},
     .reverb = 0.35,
     .seed = 0x7a4e0u,
     .sections =
         {
             {"1 7 1 7 4 4 1 1",
              {"n--.n--.n-------", {0, 3, 1}},
              {"n--.n--.n--.n---", {3, 1, -1, 0}}},
             {"3 4 3 4 7 5 4 1",
              {"n-n-n---....n---", {4, 3, 0, 1}},
              {"n---n---n-------", {3, 1, 0}}},
             {"1 7 1 7", {"", {0}}, {"", {0}}},
         },
     .form = {{'C', "p", 0.6},
              {'C', "pa", 0.7},
              {'A', "pma", 0.8},
              {'A', "pmab", 0.9},
              {'B', "pnab", 0.85},
              {'A', "pmhabd", 1.0},
              {'C', "pad", 0.75},
              {'B', "pmabd", 0.9},
              {'A', "pnab", 0.85},
              {'A', "pmad", 0.85},
              {'C', "p", 0.6}}},
    {.id = "mintbid",
     .character = "E flat major, 108 bpm: a plucked tune and electric piano on the beat, a "
                  "bouncing bass and the auctioneer's clock ticking: a brisk auction house",
     .key = 51,
     .mode = major,
     .bpm = 108,
     .beats = 4,
     .sevenths = true,
     .melody_centre = 11,
     .lead = PLUCK,
     .second = EPIANO,
     .arpeggio_instrument = EPIANO,
     .pad = PAD,
     .arpeggio = "c.c.c.c.",
     .bass = "R.5.R.5.",
     .drums = {{TICK, "x.o.x.o.x.o.x.o."}, {RIM, "....x.......x..."}, {KICK, "x.......x......."}},
     .reverb = 0.2,
     .seed = 0x3171bu,
     .sections =
         {
             {"1 6 2 5 1 6 2:5 1",
              {"nnn.n.n.n-n.n---", {0, 1, 2, 4, 2, 4, 5, 4}},
              {"n.n.n.nnn-------", {4, 3, 2, 1, -1, 0}}},
             {"4 5 3 6 4 5 1 1",
              {"n-.nn-.nn---n---", {2, 1, 0, 1, 2, 4}},
              {"n-n-n-n-n-------", {3, 2, 1, -1, 0}}},
             {"1 4 1 5", {"", {0}}, {"", {0}}},
         },
     .form = {{'C', "pad", 0.6},
              {'A', "pmab", 0.8},
              {'A', "pmabd", 0.9},
              {'B', "pnabd", 0.85},
              {'A', "pmhabd", 1.0},
              {'C', "abd", 0.75},
              {'B', "pmabd", 0.85},
              {'A', "pnabd", 0.9},
              {'B', "pmhab", 0.85},
              {'A', "pmabd", 0.95},
              {'A', "pnab", 0.85},
              {'C', "pa", 0.6}}},
};

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: make_music OUTDIR [THEME]\n");
        return 2;
    }
    int failures = 0;
    for (size_t i = 0; i < sizeof themes / sizeof themes[0]; i++) {
        const Theme *th = &themes[i];
        if (argc > 2 && strcmp(argv[2], th->id))
            continue;
        Mix m = render(th);
        set_loudness(&m);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.wav", argv[1], th->id);
        failures += write_wav(path, &m);
        printf("%s: %.1f s, %s\n", th->id, (double)m.count / RATE, th->character);
        free(m.dry);
        free(m.wet);
    }
    return failures ? 1 : 0;
}
