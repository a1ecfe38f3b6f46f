/* Sound (src/ui/sound.h) through SDL's disk audio driver, which writes what the device plays to
 * a file: effects and music really reach the device, and nothing is opened, read or mixed while
 * nothing sounds (the device opens on demand and closes after a silence). Effects vary, themes
 * crossfade, a missing or damaged music file plays on silently, and the loudest mix stays below
 * full scale (the limiter, src/ui/limiter.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "ui/limiter.h"
#include "ui/sound.h"
#include "ui/ui.h"

static char played_path[] = "/tmp/moguls-sound-XXXXXX";

/* The loudest sample in the file the disk driver wrote (0: silence, or nothing). */
static int loudest_played(void)
{
    FILE *f = fopen(played_path, "rb");
    short sample;
    int loudest = 0;
    while (f && fread(&sample, sizeof sample, 1, f) == 1)
        loudest = abs(sample) > loudest ? abs(sample) : loudest;
    if (f)
        fclose(f);
    return loudest;
}

static bool something_played(void)
{
    return loudest_played() > 0;
}

static void forget_played(void)
{
    FILE *truncate = fopen(played_path, "wb");
    if (truncate)
        fclose(truncate);
}

/* Waits (up to 10 s) for the effects to have played out. */
static void wait_for_silence(UiSound *sound)
{
    for (int i = 0; i < 1000 && ui_sound_status(sound).sounding; i++)
        SDL_Delay(10);
    CHECK(!ui_sound_status(sound).sounding);
}

static void test_effects(UiSound *sound)
{
    UiSoundStatus st = ui_sound_status(sound);
    CHECK(!st.device_open); /* nothing opened or read before something is to be heard */
    CHECK_INT(st.effects_loaded, 0);
    CHECK(!st.music_loaded);
    CHECK(ui_sound_update(sound, 10.0) == 0); /* nothing to wake for */

    ui_sound_set_volumes(sound, 0, 0);
    ui_sound_play(sound, UI_SOUND_CLICK); /* muted: no device for it */
    CHECK(!ui_sound_status(sound).device_open);

    ui_sound_set_volumes(sound, 70, 0);
    ui_sound_play(sound, UI_SOUND_COIN);
    st = ui_sound_status(sound);
    CHECK(st.device_open);
    CHECK(st.sounding);
    CHECK_INT(st.effects_loaded, 1);
    double wake = ui_sound_update(sound, 20.0);
    CHECK(wake > 20.0 && wake < 21.0); /* when the coin (0.45 s) has played */
    wait_for_silence(sound);
    /* silent: the device stays open a while for the next effect, then closes */
    CHECK(ui_sound_update(sound, 21.0) == 21.0 + UI_SOUND_CLOSE_AFTER);
    CHECK(ui_sound_status(sound).device_open);
    CHECK(ui_sound_update(sound, 21.0 + UI_SOUND_CLOSE_AFTER) == 0);
    CHECK(!ui_sound_status(sound).device_open);
    CHECK(something_played());
}

static void test_music(UiSound *sound)
{
    forget_played();
    ui_sound_set_volumes(sound, 70, 40);
    ui_sound_music(sound, true);
    CHECK(!ui_sound_status(sound).device_open); /* read and started by the next update */
    CHECK(ui_sound_update(sound, 30.0) == 0);   /* the loop plays on by itself */
    UiSoundStatus st = ui_sound_status(sound);
    CHECK(st.device_open);
    CHECK(st.music_loaded);
    CHECK_STR(st.music_theme, "lobby"); /* the lobby's until told otherwise */
    CHECK(st.sounding);
    SDL_Delay(300);
    CHECK(ui_sound_update(sound, 31.0) == 0);
    CHECK(ui_sound_status(sound).sounding);
    ui_sound_music(sound, false);
    CHECK(!ui_sound_status(sound).sounding);
    CHECK(ui_sound_update(sound, 32.0) == 32.0 + UI_SOUND_CLOSE_AFTER);
    CHECK(ui_sound_update(sound, 32.0 + UI_SOUND_CLOSE_AFTER) == 0);
    CHECK(!ui_sound_status(sound).device_open);
    CHECK(something_played());
    /* music at volume 0 stays closed */
    ui_sound_set_volumes(sound, 70, 0);
    ui_sound_music(sound, true);
    CHECK(ui_sound_update(sound, 40.0) == 0);
    CHECK(!ui_sound_status(sound).device_open);
}

/* Each play of an effect with variants picks another than the last, and in time every one. */
static void test_variants(UiSound *sound)
{
    ui_sound_set_volumes(sound, 70, 0);
    CHECK(ui_sound_variants(UI_SOUND_COIN) >= 3);
    bool heard[8] = {false};
    int previous = -1;
    for (int i = 0; i < 40; i++) {
        ui_sound_play(sound, UI_SOUND_COIN);
        int variant = ui_sound_status(sound).last_variant[UI_SOUND_COIN];
        CHECK(variant >= 0 && variant < ui_sound_variants(UI_SOUND_COIN));
        CHECK(variant != previous);
        heard[variant & 7] = true;
        previous = variant;
    }
    for (int v = 0; v < ui_sound_variants(UI_SOUND_COIN); v++)
        CHECK(heard[v]);
    for (UiSoundId id = 0; id < UI_SOUND_COUNT; id++)
        CHECK(ui_sound_variants(id) >= 1);
    ui_sound_play(sound, UI_SOUND_ERROR); /* one file only */
    CHECK_INT(ui_sound_status(sound).last_variant[UI_SOUND_ERROR], 0);
    wait_for_silence(sound);
}

/* Another theme: the one playing fades out, then the new one fades in (and a theme left and
 * wanted again while it fades out fades back in). */
static void test_crossfade(UiSound *sound)
{
    ui_sound_set_volumes(sound, 70, 40);
    ui_sound_theme(sound, "lobby");
    ui_sound_music(sound, true);
    ui_sound_update(sound, 50.0);
    CHECK_STR(ui_sound_status(sound).music_theme, "lobby");
    ui_sound_theme(sound, "buyout");
    double wake = ui_sound_update(sound, 51.0);
    CHECK(wake > 51.0 && wake < 51.2); /* to start the next theme when the fade is done */
    CHECK_STR(ui_sound_status(sound).music_theme, "lobby"); /* still fading out */
    ui_sound_theme(sound, "lobby"); /* back at once: the lobby's fades in again */
    CHECK(ui_sound_update(sound, 51.1) == 0);
    SDL_Delay(1000);
    ui_sound_update(sound, 52.1);
    CHECK_STR(ui_sound_status(sound).music_theme, "lobby");
    CHECK(ui_sound_status(sound).sounding);
    ui_sound_theme(sound, "buyout");
    wake = ui_sound_update(sound, 53.0);
    CHECK(wake > 53.0 && wake < 53.2);
    for (int i = 0; i < 1000 && strcmp(ui_sound_status(sound).music_theme, "buyout"); i++) {
        SDL_Delay(10);
        ui_sound_update(sound, 53.0 + i * 0.01);
    }
    UiSoundStatus st = ui_sound_status(sound);
    CHECK_STR(st.music_theme, "buyout");
    CHECK(st.sounding);
    CHECK(ui_sound_update(sound, 55.0) == 0); /* it plays on by itself */
    ui_sound_music(sound, false);
    CHECK(!ui_sound_status(sound).music_loaded);
}

/* Every effect at full volume at once, over the music at full volume: loud, and never at full
 * scale. */
static void test_no_clipping(UiSound *sound)
{
    forget_played();
    ui_sound_set_volumes(sound, 100, 100);
    ui_sound_theme(sound, "lobby");
    ui_sound_music(sound, true);
    ui_sound_update(sound, 60.0);
    SDL_Delay(1600); /* the music faded in */
    for (int round = 0; round < 2; round++)
        for (UiSoundId id = 0; id < UI_SOUND_COUNT; id++)
            ui_sound_play(sound, id);
    SDL_Delay(800);
    ui_sound_music(sound, false);
    wait_for_silence(sound);
    int loudest = loudest_played();
    CHECK(loudest <= LIMITER_CEILING);
    CHECK(loudest < 32767);
    CHECK(loudest > LIMITER_CEILING * 9 / 10); /* the sum went past it: the limiter worked */
    CHECK(ui_sound_update(sound, 70.0) > 70.0);
    CHECK(ui_sound_update(sound, 70.0 + UI_SOUND_CLOSE_AFTER) == 0);
}

/* The limiter passes a quiet mix unchanged, holds a loud one below its ceiling, and afterwards
 * passes quiet sound unchanged again. */
static void test_limiter(void)
{
    enum { N = 44100 };
    static int sums[N];
    static short out[N];
    Limiter limiter = {1};
    for (int i = 0; i < N; i++)
        sums[i] = (int)(20000 * sin(i * 0.05));
    limiter_run(&limiter, sums, out, N);
    int changed = 0;
    for (int i = 0; i < N; i++)
        changed += out[i] != sums[i];
    CHECK_INT(changed, 0);
    for (int i = 0; i < N / 4; i++) /* eight loud sounds at once */
        sums[i] = (int)(8 * 30000 * sin(i * 0.05));
    limiter_run(&limiter, sums, out, N / 4);
    int loudest = 0;
    for (int i = 0; i < N / 4; i++)
        loudest = abs(out[i]) > loudest ? abs(out[i]) : loudest;
    CHECK(loudest <= LIMITER_CEILING && loudest > LIMITER_CEILING * 9 / 10);
    for (int i = 0; i < N; i++)
        sums[i] = (int)(20000 * sin(i * 0.05));
    limiter_run(&limiter, sums, out, N); /* recovers within the first half second */
    changed = 0;
    for (int i = N / 2; i < N; i++)
        changed += out[i] != sums[i];
    CHECK_INT(changed, 0);
}

/* Copies the first `bytes` bytes of one file to another (all of it if shorter). */
static bool copy_head(const char *from, const char *to, long bytes)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    char buffer[4096];
    size_t n;
    while (in && out && bytes > 0 &&
           (n = fread(buffer, 1, bytes < (long)sizeof buffer ? (size_t)bytes : sizeof buffer, in)) >
               0) {
        fwrite(buffer, 1, n, out);
        bytes -= (long)n;
    }
    bool done = in && out && bytes <= 0;
    if (in)
        fclose(in);
    if (out)
        done &= fclose(out) == 0;
    return done;
}

/* Where the `page`-th Ogg page of a file begins (counted from 0), or -1. */
static long ogg_page_offset(const char *path, int page)
{
    FILE *f = fopen(path, "rb");
    static char head[65536];
    size_t n = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    for (size_t at = 0; at + 4 <= n; at++)
        if (!memcmp(head + at, "OggS", 4) && page-- == 0)
            return (long)at;
    return -1;
}

/* A data folder whose lobby music is not Ogg at all, whose Buyout! music is cut inside its
 * headers, whose BuyWord music has its headers and no sound, and with no music for The Estates:
 * each plays on silently, with a line on stderr, and none is tried again. */
static void test_bad_music(const char *data_dir)
{
    char dir[] = "/tmp/moguls-badmusic-XXXXXX", path[1200], real[1200];
    enum { THEMES = 4 };
    const char *themes[THEMES] = {"lobby", "buyout", "estates", "buyword"};
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/assets", dir);
    mkdir(path, 0700);
    for (int t = 0; t < THEMES; t++) {
        snprintf(path, sizeof path, "%s/assets/%s", dir, themes[t]);
        mkdir(path, 0700);
    }
    snprintf(path, sizeof path, "%s/assets/lobby/music.ogg", dir);
    CHECK_WRITE(path, "this is no Ogg Vorbis file\n");
    snprintf(real, sizeof real, "%s/assets/buyout/music.ogg", data_dir);
    snprintf(path, sizeof path, "%s/assets/buyout/music.ogg", dir);
    CHECK(copy_head(real, path, 3000));
    snprintf(real, sizeof real, "%s/assets/buyword/music.ogg", data_dir);
    snprintf(path, sizeof path, "%s/assets/buyword/music.ogg", dir);
    long headers = ogg_page_offset(real, 2); /* the identification page, then the other two */
    CHECK(headers > 0 && copy_head(real, path, headers));

    UiSound *sound = ui_sound_create(dir);
    ui_sound_set_volumes(sound, 70, 40);
    ui_sound_music(sound, true);
    for (int t = 0; t < THEMES; t++) {
        ui_sound_theme(sound, themes[t]);
        /* the file without sound opens: the mixing thread finds it broken, then it is closed */
        double now = 100.0 + 10 * t;
        ui_sound_update(sound, now);
        for (int i = 0; i < 1000 && ui_sound_status(sound).music_loaded; i++) {
            SDL_Delay(10);
            ui_sound_update(sound, now += 0.01);
        }
        UiSoundStatus st = ui_sound_status(sound);
        CHECK(!st.music_loaded);
        CHECK(!st.sounding);
        CHECK_STR(st.music_theme, "");
        if (strcmp(themes[t], "buyword"))
            CHECK(!st.device_open); /* a file that does not open opens no device */
    }
    /* the device opened for it closes after the silence, and opens no more for any of them */
    ui_sound_update(sound, 150.0);
    CHECK(ui_sound_update(sound, 150.0 + UI_SOUND_CLOSE_AFTER) == 0);
    CHECK(!ui_sound_status(sound).device_open);
    for (int t = 0; t < THEMES; t++) {
        ui_sound_theme(sound, themes[t]);
        CHECK(ui_sound_update(sound, 160.0 + t) == 0);
        CHECK(!ui_sound_status(sound).device_open);
    }
    ui_sound_destroy(sound);
    for (int t = 0; t < THEMES; t++) {
        snprintf(path, sizeof path, "%s/assets/%s/music.ogg", dir, themes[t]);
        remove(path);
        snprintf(path, sizeof path, "%s/assets/%s", dir, themes[t]);
        rmdir(path);
    }
    snprintf(path, sizeof path, "%s/assets", dir);
    rmdir(path);
    rmdir(dir);
}

/* A device that cannot be opened (the disk driver's file is in no folder): the app plays on
 * silently, and SDL's audio is stopped again, so that none of its threads runs for nothing. */
static void test_no_device(const char *dir)
{
    setenv("SDL_DISKAUDIOFILE", "/nonexistent-moguls-folder/played.raw", 1);
    UiSound *sound = ui_sound_create(dir);
    ui_sound_play(sound, UI_SOUND_CLICK);
    UiSoundStatus st = ui_sound_status(sound);
    CHECK(st.failed);
    CHECK(!st.device_open);
    CHECK(!SDL_WasInit(SDL_INIT_AUDIO));
    ui_sound_play(sound, UI_SOUND_CLICK); /* not tried again */
    CHECK(!SDL_WasInit(SDL_INIT_AUDIO));
    ui_sound_destroy(sound);
    setenv("SDL_DISKAUDIOFILE", played_path, 1);
}

int main(void)
{
    int fd = mkstemp(played_path);
    CHECK(fd >= 0);
    close(fd);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", played_path, 1);
    char dir[1024], err[600];
    CHECK(ui_find_data_dir(dir, sizeof dir, err, sizeof err));
    UiSound *sound = ui_sound_create(dir);
    test_effects(sound);
    test_music(sound);
    test_variants(sound);
    test_crossfade(sound);
    test_no_clipping(sound);
    ui_sound_destroy(sound);
    test_limiter();
    test_bad_music(dir);
    test_no_device(dir);
    remove(played_path);
    return check_report("gui_sound");
}
