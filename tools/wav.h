/* wav.h: writes mono 16-bit PCM WAV files for the sound tools (make_sounds, make_music). */
#ifndef MOGULS_TOOLS_WAV_H
#define MOGULS_TOOLS_WAV_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>

static void wav_put(FILE *f, uint32_t v, int bytes)
{
    for (int b = 0; b < bytes; b++)
        fputc((int)((v >> (8 * b)) & 0xff), f);
}

/* Writes `count` samples (-1 .. 1, clipped beyond) at `rate` to `path`; 0 when written, else 1
 * with the reason on stderr, named for `program`. */
static int wav_write_mono16(const char *program, const char *path, const float *samples, int count,
                            int rate)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        return 1;
    }
    uint32_t bytes = (uint32_t)count * 2;
    fwrite("RIFF", 1, 4, f);
    wav_put(f, 36 + bytes, 4);
    fwrite("WAVEfmt ", 1, 8, f);
    wav_put(f, 16, 4);
    wav_put(f, 1, 2); /* PCM */
    wav_put(f, 1, 2); /* mono */
    wav_put(f, (uint32_t)rate, 4);
    wav_put(f, (uint32_t)rate * 2, 4);
    wav_put(f, 2, 2);
    wav_put(f, 16, 2);
    fwrite("data", 1, 4, f);
    wav_put(f, bytes, 4);
    for (int i = 0; i < count; i++) {
        float v = fmaxf(-1, fminf(1, samples[i]));
        wav_put(f, (uint16_t)(int16_t)lrintf(v * 32767), 2);
    }
    int failed = ferror(f) | (fclose(f) != 0);
    if (failed)
        fprintf(stderr, "%s: cannot write %s\n", program, path);
    return failed;
}

#endif
