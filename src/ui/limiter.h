/* The mixer's last stage (src/ui/sound.c): a peak limiter that keeps the sum of the effects and
 * the music below full scale, so however many sounds play at once nothing clips. Below its ceiling
 * it changes nothing: a quiet mix passes sample for sample. A peak above it turns the gain down at
 * once, just enough, and the gain recovers over about 50 ms. */
#ifndef MOGULS_LIMITER_H
#define MOGULS_LIMITER_H

#define LIMITER_CEILING 29000 /* -1.1 dBFS: the loudest sample it lets out */

typedef struct Limiter {
    float gain; /* 1: not limiting; set it to 1 before the first sample */
} Limiter;

/* Turns `count` mixed sums (any size) into samples no louder than LIMITER_CEILING. */
void limiter_run(Limiter *limiter, const int *sums, short *out, int count);

#endif
