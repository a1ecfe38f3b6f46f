/* make_icons SVG OUTDIR SIZE...: rasterises the app icon into OUTDIR/SIZExSIZE/apps/NAME.png for
 * the hicolor icon theme, where NAME is the SVG's file name without ".svg". Run by the build. */
#include <SDL.h>
#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int make_dirs(const char *path)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0755) && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return mkdir(buf, 0755) && errno != EEXIST ? -1 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: make_icons SVG OUTDIR SIZE...\n");
        return 2;
    }
    const char *svg = argv[1], *outdir = argv[2];
    const char *base = strrchr(svg, '/') ? strrchr(svg, '/') + 1 : svg;
    char name[256];
    const char *dot = strrchr(base, '.');
    snprintf(name, sizeof name, "%.*s", (int)(dot ? dot - base : (long)strlen(base)), base);
    for (int i = 3; i < argc; i++) {
        int size = atoi(argv[i]);
        SDL_RWops *rw = SDL_RWFromFile(svg, "rb");
        SDL_Surface *icon = rw ? IMG_LoadSizedSVG_RW(rw, size, size) : NULL;
        if (rw)
            SDL_RWclose(rw);
        if (!icon) {
            fprintf(stderr, "make_icons: cannot read %s: %s\n", svg, SDL_GetError());
            return 1;
        }
        char dir[1024], path[1300];
        snprintf(dir, sizeof dir, "%s/%dx%d/apps", outdir, size, size);
        snprintf(path, sizeof path, "%s/%s.png", dir, name);
        if (make_dirs(dir) || IMG_SavePNG(icon, path)) {
            fprintf(stderr, "make_icons: cannot write %s: %s\n", path, SDL_GetError());
            SDL_FreeSurface(icon);
            return 1;
        }
        SDL_FreeSurface(icon);
    }
    return 0;
}
