#include "limiter.h"

#include <math.h>

#define LIMITER_RELEASE 0.0005f /* the gain's way back to 1 per sample at 44.1 kHz: ~50 ms */

void limiter_run(Limiter *l, const int *sums, short *out, int count)
{
    for (int i = 0; i < count; i++) {
        float loudest = fabsf((float)sums[i]) * l->gain;
        if (loudest > LIMITER_CEILING)
            l->gain = LIMITER_CEILING / fabsf((float)sums[i]);
        /* the product can round up past the ceiling by a hair: clamp what rounding adds */
        long sample = lrintf((float)sums[i] * l->gain);
        out[i] = (short)(sample > LIMITER_CEILING    ? LIMITER_CEILING
                         : sample < -LIMITER_CEILING ? -LIMITER_CEILING
                                                     : sample);
        l->gain += (1.0f - l->gain) * LIMITER_RELEASE;
        if (l->gain > 0.9999f)
            l->gain = 1.0f; /* back to passing the samples exactly */
    }
}
