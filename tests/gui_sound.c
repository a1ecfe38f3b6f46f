/* Sound (src/ui/sound.h) through SDL's disk audio driver, which writes what the device plays to
 * a file: effects and music really reach the device, and nothing is opened, read or mixed while
 * nothing sounds (the device opens on demand and closes after a silence). */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "ui/sound.h"
#include "ui/ui.h"

static char played_path[] = "/tmp/moguls-sound-XXXXXX";

/* Whether the file the disk driver wrote holds any sample that is not silence. */
static bool something_played(void)
{
    FILE *f = fopen(played_path, "rb");
    short sample;
    bool heard = false;
    while (f && !heard && fread(&sample, sizeof sample, 1, f) == 1)
        heard = sample != 0;
    if (f)
        fclose(f);
    return heard;
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
    FILE *truncate = fopen(played_path, "wb");
    if (truncate)
        fclose(truncate);
    ui_sound_set_volumes(sound, 70, 40);
    ui_sound_music(sound, true);
    CHECK(!ui_sound_status(sound).device_open); /* read and started by the next update */
    CHECK(ui_sound_update(sound, 30.0) == 0);   /* the loop plays on by itself */
    UiSoundStatus st = ui_sound_status(sound);
    CHECK(st.device_open);
    CHECK(st.music_loaded);
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
    ui_sound_destroy(sound);
    remove(played_path);
    return check_report("gui_sound");
}
