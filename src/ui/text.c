#include "text.h"

#include <SDL_ttf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "draw_list.h"
#include "marks.h"
#include "text_check.h"

#define MAX_FONTS 40
#define MAX_ENTRIES 768
#define ENTRY_SLOTS 2048 /* the entries' index by hash (open addressing), kept under 3/8 full */
#define KEEP_FRAMES 240  /* a string not drawn for this many frames is dropped */
#define SIZE_SLOTS 4096  /* measured strings kept (ui_text_size); all dropped when 3/4 full */
#define WRAP_SLOTS 512   /* wrapped texts kept (ui_text_wrapped), one per slot of their hash */
#define WRAP_LINES 48    /* a text wrapped into more lines is not kept */
#define MASK_SLOTS 64    /* strings measured by rendering them, kept to be drawn in any colour */
#define MASK_BYTES (2 << 20) /* and not more pixels than this between them */
#define INK_ALPHA 96         /* a pixel fainter (the fringe of anti-aliasing) is not ink */

/* The faces: the three a caller picks (UiFont), then DejaVu Sans for the symbols Lato lacks (the
 * player colours' shapes, check marks, a turning arrow): a text holding a character its face
 * lacks is drawn whole in the symbol face of its weight. */
enum { FACE_SYMBOLS = UI_FONT_DISPLAY + 1, FACE_SYMBOLS_BOLD, FACE_COUNT };

typedef struct FaceFile {
    const char *file;
    const char *package; /* the Debian package that installs it */
    bool at_start;       /* read when the text is created; the others at their first use */
} FaceFile;

static const FaceFile face_files[FACE_COUNT] = {
    {"Lato-Regular.ttf", "fonts-lato", true},
    {"Lato-Bold.ttf", "fonts-lato", true},
    {"RobotoSlab-Bold.otf", "fonts-roboto-slab", false},
    {"DejaVuSans.ttf", "fonts-dejavu-core", false},
    {"DejaVuSans-Bold.ttf", "fonts-dejavu-core", false},
};

/* The face drawn in place of one that cannot be read at its first use. */
static const int stand_in[FACE_COUNT] = {UI_FONT_REGULAR, UI_FONT_BOLD, UI_FONT_BOLD,
                                         UI_FONT_REGULAR, UI_FONT_BOLD};

typedef struct FontSlot {
    int face;
    int size;
    TTF_Font *ttf;
    unsigned used; /* when it was last asked for (UiText's font_asks) */
} FontSlot;

typedef struct TextEntry {
    Uint32 hash;
    Uint32 shape; /* hash_shape: the same string in any colour */
    char *text;
    UiTextStyle style;
    SDL_Texture *texture;
    /* its pixels' alpha, w x h: the string in another colour is made from it, not shaped again
     * (the log's lines dim when the player moves); NULL if it is not one colour */
    Uint8 *alpha;
    int w, h;
    SDL_Rect ink; /* the inked pixels within w x h (the text check) */
    int letter_h; /* the height of a capital in its font (the text check) */
    unsigned last_used;
} TextEntry;

/* A string's measured size in one font and size (TTF_SizeUTF8). */
typedef struct SizeEntry {
    char *text; /* NULL: a free slot */
    Uint32 hash;
    UiFont font;
    int size;
    int w, h;
} SizeEntry;

/* A string rendered when it was measured, its pixels' alpha kept a while so that drawing it
 * then, in any colour, copies them instead of shaping it again: SDL_ttf's blended text is one
 * colour throughout, the glyphs only in its alpha, so a colour's pixels are the alpha with that
 * colour. Shaping (HarfBuzz) is nearly all of what a new string costs. */
typedef struct MaskEntry {
    char *text; /* NULL: a free slot */
    Uint32 hash;
    UiFont font;
    int size;
    Uint8 *alpha; /* w x h */
    int w, h;
    int letter_h;
    SDL_Rect ink; /* the inked pixels (ink_box), read at the first draw in any colour */
    bool ink_known;
} MaskEntry;

/* A line of a wrapped text: where it starts, how many bytes it shows, and whether it ended
 * inside a word (cut). */
typedef struct WrapLine {
    int start, length;
    bool cut;
} WrapLine;

/* A text wrapped at a width in one font and size. */
typedef struct WrapEntry {
    char *text; /* NULL: a free slot */
    Uint32 hash;
    UiFont font;
    int size, width;
    WrapLine lines[WRAP_LINES];
    int line_count;
} WrapEntry;

struct UiText {
    char *font_path[FACE_COUNT];
    void *font_data[FACE_COUNT]; /* NULL until read */
    size_t font_size[FACE_COUNT];
    bool font_borrowed[FACE_COUNT]; /* another text's data (ui_text_create_sharing), kept by it */
    bool font_failed[FACE_COUNT]; /* could not be read at its first use: stand_in serves */
    FontSlot fonts[MAX_FONTS];
    int font_count;
    unsigned font_asks; /* fonts asked for so far: the clock of FontSlot's used */
    TextEntry entries[MAX_ENTRIES];
    int entry_count;
    /* entry i + 1 at the slot of its hash or the first free one after it (0: free): a frame
     * looks up hundreds of strings, each found without passing the others */
    short entry_index[ENTRY_SLOTS];
    unsigned frame;
    UiDrawList *draws; /* textures are destroyed through it (NULL: at once) */
    SizeEntry *sizes;  /* SIZE_SLOTS, open addressing */
    int size_count;
    WrapEntry *wraps;            /* WRAP_SLOTS */
    MaskEntry masks[MASK_SLOTS]; /* a ring: the oldest is replaced */
    int mask_next;
    size_t mask_bytes;
    long shaped;    /* strings SDL_ttf shaped (tests) */
    long ink_boxes; /* rendered strings whose inked pixels were looked for (tests) */
    long made;      /* strings made into textures (tests) */
};

/* A regular file mapped into memory (unmap_file frees it; an empty file is an empty text, which
 * no font is); NULL with errno set (EISDIR for a folder). Mapped, not read: only the pages
 * FreeType reads are resident, and they are the page cache's, shared with every other program
 * using the font. Opened without blocking, so a FIFO in its place never hangs the start. */
static void *map_file(const char *path, size_t *size)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0)
        return NULL;
    void *data = NULL;
    if (fstat(fd, &st) == 0) {
        if (!S_ISREG(st.st_mode))
            errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        else if (st.st_size == 0)
            data = (void *)"";
        else if ((data = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) ==
                 MAP_FAILED)
            data = NULL;
    }
    int saved = errno;
    close(fd);
    errno = saved;
    *size = data ? (size_t)st.st_size : 0;
    return data;
}

static void unmap_file(void *data, size_t size)
{
    if (data && size)
        munmap(data, size);
}

/* The path of a face in the first of `dirs` that holds it, malloc'd. NULL with the font's name, the
 * folders looked in and the package to install when none does (not SDL's "Parameter 'src' is
 * invalid"). */
static char *find_font_file(const char *const dirs[], int dir_count, const FaceFile *face,
                            char *err, size_t errlen)
{
    StrBuf looked = STRBUF_INIT;
    for (int i = 0; i < dir_count; i++) {
        StrBuf path = STRBUF_INIT;
        sb_addf(&path, "%s/%s", dirs[i], face->file);
        if (access(sb_str(&path), F_OK) == 0) {
            sb_free(&looked);
            return path.data; /* the buffer is the caller's now */
        }
        sb_free(&path);
        sb_addf(&looked, "\n  %s", dirs[i]);
    }
    fail(err, errlen,
         _("cannot find the font %s; looked in:%s\n"
           "Install the package %s, or put the font in one of those folders."),
         face->file, sb_str(&looked), face->package);
    sb_free(&looked);
    return NULL;
}

/* FreeType opens and closes faces in one library, which two threads must not do at once: a
 * picture drawn on a thread of its own (ui_create_picture) opens its fonts while the window's
 * thread may open or close its own. Drawing with a font of one's own needs no lock. */
static SDL_SpinLock faces_lock;

static TTF_Font *open_font(const void *data, size_t size, int point_size)
{
    SDL_AtomicLock(&faces_lock);
    TTF_Font *font = TTF_OpenFontRW(SDL_RWFromConstMem(data, (int)size), 1, point_size);
    SDL_AtomicUnlock(&faces_lock);
    return font;
}

static void close_font(TTF_Font *font)
{
    SDL_AtomicLock(&faces_lock);
    TTF_CloseFont(font);
    SDL_AtomicUnlock(&faces_lock);
}

/* Reads a face's file and checks that it really is a font (now, not at the first draw). */
static bool read_face(UiText *t, int face, char *err, size_t errlen)
{
    t->font_data[face] = map_file(t->font_path[face], &t->font_size[face]);
    if (!t->font_data[face]) {
        fail(err, errlen, _("cannot read the font %s: %s"), t->font_path[face], strerror(errno));
        return false;
    }
    TTF_Font *probe = open_font(t->font_data[face], t->font_size[face], 12);
    if (!probe) {
        fail(err, errlen, _("the font %s is damaged: %s"), face_files[face].file, TTF_GetError());
        unmap_file(t->font_data[face], t->font_size[face]);
        t->font_data[face] = NULL;
        return false;
    }
    close_font(probe);
    return true;
}

/* Every face is found now (a missing one is named at the start); the reading faces are read
 * too, the others when first drawn, which keeps them off the start's time and memory. */
/* A text with its caches and no face; NULL if out of memory. */
static UiText *new_text(void)
{
    UiText *t = calloc(1, sizeof *t);
    if (t) {
        t->sizes = calloc(SIZE_SLOTS, sizeof *t->sizes);
        t->wraps = calloc(WRAP_SLOTS, sizeof *t->wraps);
    }
    if (t && (!t->sizes || !t->wraps)) {
        ui_text_destroy(t);
        return NULL;
    }
    return t;
}

UiText *ui_text_create(const char *const font_dirs[], int dir_count, char *err, size_t errlen)
{
    UiText *t = new_text();
    if (!t) {
        fail(err, errlen, "out of memory");
        return NULL;
    }
    for (int i = 0; i < FACE_COUNT; i++) {
        t->font_path[i] = find_font_file(font_dirs, dir_count, &face_files[i], err, errlen);
        if (!t->font_path[i] || (face_files[i].at_start && !read_face(t, i, err, errlen))) {
            ui_text_destroy(t);
            return NULL;
        }
    }
    return t;
}

UiText *ui_text_create_sharing(const UiText *other)
{
    UiText *t = new_text();
    for (int i = 0; t && i < FACE_COUNT; i++) {
        t->font_path[i] = other->font_path[i] ? strdup(other->font_path[i]) : NULL;
        t->font_data[i] = other->font_data[i];
        t->font_size[i] = other->font_size[i];
        t->font_borrowed[i] = other->font_data[i] != NULL;
        t->font_failed[i] = other->font_failed[i];
        if (other->font_path[i] && !t->font_path[i]) {
            ui_text_destroy(t);
            return NULL;
        }
    }
    return t;
}

void ui_text_set_draw_list(UiText *t, UiDrawList *draws)
{
    t->draws = draws;
}

static void release_texture(UiText *t, SDL_Texture *texture)
{
    if (t->draws)
        ui_draw_release_texture(t->draws, texture);
    else
        SDL_DestroyTexture(texture);
}

/* Enters entry i in the index. */
static void index_entry(UiText *t, int i)
{
    unsigned slot = t->entries[i].hash % ENTRY_SLOTS;
    while (t->entry_index[slot])
        slot = (slot + 1) % ENTRY_SLOTS;
    t->entry_index[slot] = (short)(i + 1);
}

/* Indexes the entries again after some were dropped and the others moved up. */
static void reindex_entries(UiText *t)
{
    memset(t->entry_index, 0, sizeof t->entry_index);
    for (int i = 0; i < t->entry_count; i++)
        index_entry(t, i);
}

static void forget_mask(UiText *t, MaskEntry *m)
{
    if (m->alpha)
        t->mask_bytes -= (size_t)m->w * (size_t)m->h;
    free(m->text);
    free(m->alpha);
    *m = (MaskEntry){0};
}

static void forget_masks(UiText *t)
{
    for (int i = 0; i < MASK_SLOTS; i++)
        forget_mask(t, &t->masks[i]);
}

void ui_text_flush(UiText *t)
{
    forget_masks(t);
    for (int i = 0; i < t->entry_count; i++) {
        free(t->entries[i].text);
        free(t->entries[i].alpha);
        release_texture(t, t->entries[i].texture);
    }
    t->entry_count = 0;
    reindex_entries(t);
}

static void forget_sizes(UiText *t)
{
    for (int i = 0; i < SIZE_SLOTS; i++) {
        free(t->sizes[i].text);
        t->sizes[i].text = NULL;
    }
    t->size_count = 0;
}

static void forget_wraps(UiText *t)
{
    for (int i = 0; i < WRAP_SLOTS; i++) {
        free(t->wraps[i].text);
        t->wraps[i].text = NULL;
    }
}

void ui_text_destroy(UiText *t)
{
    if (!t)
        return;
    if (t->sizes)
        forget_sizes(t);
    if (t->wraps)
        forget_wraps(t);
    free(t->sizes);
    free(t->wraps);
    ui_text_flush(t);
    for (int i = 0; i < t->font_count; i++)
        close_font(t->fonts[i].ttf);
    for (int i = 0; i < FACE_COUNT; i++) {
        free(t->font_path[i]);
        if (!t->font_borrowed[i])
            unmap_file(t->font_data[i], t->font_size[i]);
    }
    free(t);
}

int ui_text_cached(const UiText *t)
{
    return t->entry_count;
}

long ui_text_shaped(const UiText *t)
{
    return t->shaped;
}

long ui_text_ink_boxes(const UiText *t)
{
    return t->ink_boxes;
}

long ui_text_made(const UiText *t)
{
    return t->made;
}

/* Drops entries last drawn before frame `oldest`. */
static void evict_before(UiText *t, unsigned oldest)
{
    int kept = 0;
    for (int i = 0; i < t->entry_count; i++) {
        TextEntry *e = &t->entries[i];
        if (e->last_used < oldest) {
            free(e->text);
            free(e->alpha);
            release_texture(t, e->texture);
        } else {
            t->entries[kept++] = *e;
        }
    }
    t->entry_count = kept;
    reindex_entries(t);
}

void ui_text_end_frame(UiText *t)
{
    t->frame++;
    if (t->frame % 60 == 0 && t->frame > KEEP_FRAMES)
        evict_before(t, t->frame - KEEP_FRAMES);
}

/* A face's data, read at its first use; a face that cannot be read then is reported once and its
 * stand-in serves. */
static int readable_face(UiText *t, int face)
{
    while (!t->font_data[face]) {
        char err[1400];
        if (!t->font_failed[face] && read_face(t, face, err, sizeof err))
            break;
        if (!t->font_failed[face])
            fprintf(stderr, "moguls: %s\n", err);
        t->font_failed[face] = true;
        face = stand_in[face];
    }
    return face;
}

/* A slot for one more font: a free one, or else the one asked for longest ago, closed. Only that
 * font goes: the strings made in it stay (each cache knows its strings by face and size), so a
 * window resized many times, or many boards at several sizes, never drops every string at once
 * (a frame that shaped the whole window's text again). */
static int free_font_slot(UiText *t)
{
    if (t->font_count < MAX_FONTS)
        return t->font_count++;
    int oldest = 0;
    for (int i = 1; i < t->font_count; i++)
        if (t->fonts[i].used < t->fonts[oldest].used)
            oldest = i;
    close_font(t->fonts[oldest].ttf);
    return oldest;
}

static TTF_Font *face_font(UiText *t, int face, int size)
{
    if (size < 4)
        size = 4;
    face = readable_face(t, face);
    t->font_asks++;
    for (int i = 0; i < t->font_count; i++)
        if (t->fonts[i].face == face && t->fonts[i].size == size) {
            t->fonts[i].used = t->font_asks;
            return t->fonts[i].ttf;
        }
    TTF_Font *ttf = open_font(t->font_data[face], t->font_size[face], size);
    if (!ttf)
        return NULL;
    TTF_SetFontHinting(ttf, TTF_HINTING_LIGHT);
    t->fonts[free_font_slot(t)] = (FontSlot){face, size, ttf, t->font_asks};
    return ttf;
}

/* The next character of a UTF-8 string (a malformed byte stands for itself). */
static Uint32 next_char(const unsigned char **p)
{
    const unsigned char *s = *p;
    int extra = s[0] >= 0xF0 ? 3 : s[0] >= 0xE0 ? 2 : s[0] >= 0xC0 ? 1 : 0;
    Uint32 c = extra ? s[0] & (0x3F >> extra) : s[0];
    int i = 1;
    for (; i <= extra && (s[i] & 0xC0) == 0x80; i++)
        c = c << 6 | (s[i] & 0x3F);
    *p = s + (i > extra ? i : 1);
    return i > extra ? c : s[0];
}

/* Whether the font has a glyph for every character of the first n bytes of text. */
static bool has_glyphs(TTF_Font *font, const char *text, size_t n)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + n;
    while (p < end) {
        if (*p < 0x80) { /* every face has the printable ASCII */
            p++;
            continue;
        }
        if (!TTF_GlyphIsProvided32(font, next_char(&p)))
            return false;
    }
    return true;
}

/* The font that draws the first n bytes of text in a style: its face, or the symbol face of its
 * weight when the face lacks one of its characters. */
static TTF_Font *font_for_text(UiText *t, const char *text, size_t n, UiFont font, int size)
{
    TTF_Font *ttf = face_font(t, (int)font, size);
    if (!ttf || has_glyphs(ttf, text, n))
        return ttf;
    return face_font(t, font == UI_FONT_REGULAR ? FACE_SYMBOLS : FACE_SYMBOLS_BOLD, size);
}

/* The font of a style, for its line's metrics. */
static TTF_Font *font_for(UiText *t, UiFont font, int size)
{
    return face_font(t, (int)font, size);
}

/* The hash of a string in a font and size, whatever its colour. */
static Uint32 hash_shape(const char *text, size_t n, UiFont font, int size)
{
    Uint32 h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)text[i]) * 16777619u;
    h = (h ^ (Uint32)font) * 16777619u;
    return (h ^ (Uint32)size) * 16777619u;
}

static char *copy_text(const char *text, size_t n)
{
    char *copy = malloc(n + 1);
    if (!copy)
        abort();
    memcpy(copy, text, n);
    copy[n] = '\0';
    return copy;
}

/* A drawn string's key: its text, font, size and colour, not the colour's alpha, which is the
 * texture's alpha at each draw (a text fading in or out is one texture, not one a frame). */
static Uint32 hash_key(const char *text, UiTextStyle s)
{
    Uint32 h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        h = (h ^ *p) * 16777619u;
    h = (h ^ (Uint32)s.font) * 16777619u;
    h = (h ^ (Uint32)s.size) * 16777619u;
    h = (h ^ ((Uint32)s.colour.r << 16 | (Uint32)s.colour.g << 8 | (Uint32)s.colour.b)) * 16777619u;
    return h;
}

static bool same_style(UiTextStyle a, UiTextStyle b)
{
    return a.font == b.font && a.size == b.size && a.colour.r == b.colour.r &&
           a.colour.g == b.colour.g && a.colour.b == b.colour.b;
}

/* The rectangle of a rendered line's visible pixels (from their alpha, w x h): the glyphs
 * without the font's leading. Each row is read from its left end up to the first inked pixel,
 * then from its right end down to the last: an inked row costs its margins, not its width (it
 * ran for every string drawn). */
static SDL_Rect ink_box(UiText *t, const Uint8 *alpha, int w, int h)
{
    t->ink_boxes++;
    int left = w, right = -1, top = -1, bottom = -1;
    for (int y = 0; y < h; y++) {
        const Uint8 *row = alpha + (size_t)y * (size_t)w;
        int x = 0, r = w - 1;
        while (x < left && row[x] < INK_ALPHA)
            x++;
        while (r >= x && row[r] < INK_ALPHA)
            r--;
        if (r < x) /* nothing inked from x on, nor (x == left) left of it */
            continue;
        left = x < left ? x : left;
        right = r > right ? r : right;
        top = top < 0 ? y : top;
        bottom = y;
    }
    if (right < 0)
        return (SDL_Rect){0, 0, 0, 0};
    return (SDL_Rect){left, top, right - left + 1, bottom - top + 1};
}

/* One line rendered by SDL_ttf in a colour (opaque: the alpha is the texture's). */
static SDL_Surface *render(UiText *t, TTF_Font *font, const char *text, SDL_Color colour)
{
    colour.a = 255;
    t->shaped++;
    return TTF_RenderUTF8_Blended(font, text, colour);
}

/* The height of a capital in a font (the text check). */
static int capital_height(TTF_Font *font)
{
    int letter_h = 0;
    TTF_GlyphMetrics32(font, 'H', NULL, NULL, NULL, &letter_h, NULL);
    return letter_h;
}

/* The kept mask of the first n bytes of text in a font and size, or NULL. */
static MaskEntry *find_mask(UiText *t, const char *text, size_t n, UiFont font, int size)
{
    Uint32 hash = hash_shape(text, n, font, size);
    for (int i = 0; i < MASK_SLOTS; i++) {
        MaskEntry *m = &t->masks[i];
        if (m->text && m->hash == hash && m->font == font && m->size == size &&
            !strncmp(m->text, text, n) && m->text[n] == '\0')
            return m;
    }
    return NULL;
}

/* Whether a rendered line is as SDL_ttf's blended text is: 32 bits, the alpha in the top byte,
 * one colour in the others. */
static bool one_colour_argb(const SDL_Surface *s)
{
    return s->format->format == SDL_PIXELFORMAT_ARGB8888;
}

/* The alpha of a rendered line's pixels (malloc'd, w x h), or NULL if it is not one colour. */
static Uint8 *alpha_of(SDL_Surface *s)
{
    if (!one_colour_argb(s) || SDL_LockSurface(s) != 0)
        return NULL;
    Uint8 *alpha = malloc((size_t)s->w * (size_t)s->h + 1);
    if (!alpha)
        abort();
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x++)
            alpha[(size_t)y * (size_t)s->w + (size_t)x] = (Uint8)(row[x] >> 24);
    }
    SDL_UnlockSurface(s);
    return alpha;
}

static Uint8 *copy_alpha(const Uint8 *alpha, int w, int h)
{
    Uint8 *copy = malloc((size_t)w * (size_t)h + 1);
    if (!copy)
        abort();
    memcpy(copy, alpha, (size_t)w * (size_t)h);
    return copy;
}

/* A line's pixels in a colour from their alpha (w x h), as SDL_ttf renders it in that colour. */
static SDL_Surface *tinted(const Uint8 *alpha, int w, int h, SDL_Color colour)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s || SDL_LockSurface(s) != 0)
        return s;
    Uint32 rgb = (Uint32)colour.r << 16 | (Uint32)colour.g << 8 | colour.b;
    for (int y = 0; y < h; y++) {
        const Uint8 *from = alpha + (size_t)y * (size_t)w;
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < w; x++)
            row[x] = (Uint32)from[x] << 24 | rgb;
    }
    SDL_UnlockSurface(s);
    return s;
}

/* Keeps a string's rendered pixels' alpha (owned from now), in place of the oldest kept and as
 * many after it as the room needs. */
static void keep_mask(UiText *t, const char *text, size_t n, UiFont font, int size, Uint8 *alpha,
                      int w, int h, TTF_Font *ttf)
{
    size_t bytes = (size_t)w * (size_t)h;
    if (bytes > MASK_BYTES / 8) { /* a long text: not worth the room */
        free(alpha);
        return;
    }
    forget_mask(t, &t->masks[t->mask_next]);
    for (int i = 1; i < MASK_SLOTS && t->mask_bytes + bytes > MASK_BYTES; i++)
        forget_mask(t, &t->masks[(t->mask_next + i) % MASK_SLOTS]);
    t->masks[t->mask_next] = (MaskEntry){.text = copy_text(text, n),
                                         .hash = hash_shape(text, n, font, size),
                                         .font = font,
                                         .size = size,
                                         .alpha = alpha,
                                         .w = w,
                                         .h = h,
                                         .letter_h = capital_height(ttf)};
    t->mask_bytes += bytes;
    t->mask_next = (t->mask_next + 1) % MASK_SLOTS;
}

/* The string drawn already in the style's font and size, in another colour (with its alpha), or
 * NULL. */
static const TextEntry *other_colour(const UiText *t, Uint32 shape, const char *text,
                                     UiTextStyle style)
{
    for (int i = 0; i < t->entry_count; i++) {
        const TextEntry *e = &t->entries[i];
        if (e->shape == shape && e->alpha && e->style.font == style.font &&
            e->style.size == style.size && !strcmp(e->text, text))
            return e;
    }
    return NULL;
}

static TextEntry *lookup(Ui *ui, const char *text, UiTextStyle style)
{
    UiText *t = ui->text;
    Uint32 h = hash_key(text, style);
    for (unsigned slot = h % ENTRY_SLOTS; t->entry_index[slot]; slot = (slot + 1) % ENTRY_SLOTS) {
        TextEntry *e = &t->entries[t->entry_index[slot] - 1];
        if (e->hash == h && same_style(e->style, style) && !strcmp(e->text, text)) {
            e->last_used = t->frame;
            return e;
        }
    }
    size_t n = strlen(text);
    Uint32 shape = hash_shape(text, n, style.font, style.size);
    MaskEntry *mask = find_mask(t, text, n, style.font, style.size);
    const TextEntry *other = mask ? NULL : other_colour(t, shape, text, style);
    SDL_Surface *s = NULL;
    SDL_Rect ink = {0, 0, 0, 0};
    int letter_h = 0;
    Uint8 *alpha = NULL;
    if (mask) { /* measured a moment ago: the same pixels in this colour */
        if (!mask->ink_known) /* the same in every colour: looked for once */
            mask->ink = ink_box(t, mask->alpha, mask->w, mask->h);
        mask->ink_known = true;
        alpha = copy_alpha(mask->alpha, mask->w, mask->h);
        s = tinted(alpha, mask->w, mask->h, style.colour);
        ink = mask->ink;
        letter_h = mask->letter_h;
    } else if (other) { /* drawn in another colour: likewise */
        alpha = copy_alpha(other->alpha, other->w, other->h);
        s = tinted(alpha, other->w, other->h, style.colour);
        ink = other->ink;
        letter_h = other->letter_h;
    } else {
        TTF_Font *font = font_for_text(t, text, n, style.font, style.size);
        s = font ? render(t, font, text, style.colour) : NULL;
        alpha = s ? alpha_of(s) : NULL;
        /* measured whether or not a text check is on: an entry made where none is (a picture
         * drawn offscreen, ui_draw_offscreen) is the same when the window draws it, and move
         * marks keep clear of the same ink in a game as in the tests */
        if (s)
            ink = alpha ? ink_box(t, alpha, s->w, s->h) : (SDL_Rect){0, 0, s->w, s->h};
        letter_h = font ? capital_height(font) : 0;
    }
    SDL_Texture *tex = s ? SDL_CreateTextureFromSurface(ui->renderer, s) : NULL;
    int w = s ? s->w : 0, h2 = s ? s->h : 0;
    SDL_FreeSurface(s);
    if (!tex) {
        free(alpha);
        return NULL;
    }
    t->made++;
    if (t->entry_count == MAX_ENTRIES) /* full: keep only what this frame drew */
        evict_before(t, t->frame);
    if (t->entry_count == MAX_ENTRIES)
        ui_text_flush(t);
    TextEntry *e = &t->entries[t->entry_count++];
    *e = (TextEntry){.hash = h,
                     .shape = shape,
                     .text = copy_text(text, n),
                     .style = style,
                     .texture = tex,
                     .alpha = alpha,
                     .w = w,
                     .h = h2,
                     .ink = ink,
                     .letter_h = letter_h,
                     .last_used = t->frame};
    index_entry(t, t->entry_count - 1);
    return e;
}

SDL_Rect ui_text(Ui *ui, const char *text, UiTextStyle style, int x, int y, int align)
{
    SDL_Rect r = {x, y, 0, 0};
    if (!text || !*text)
        return r;
    TextEntry *e = lookup(ui, text, style);
    if (!e)
        return r;
    r.w = e->w;
    r.h = e->h;
    if (align & UI_ALIGN_CENTER)
        r.x -= e->w / 2;
    else if (align & UI_ALIGN_RIGHT)
        r.x -= e->w;
    if (align & UI_ALIGN_MIDDLE)
        r.y -= e->h / 2;
    else if (align & UI_ALIGN_BOTTOM)
        r.y -= e->h;
    SDL_SetTextureAlphaMod(e->texture, style.colour.a); /* the draw list keeps it per copy */
    ui_draw_copy(ui, e->texture, NULL, r, 0.0);
    if (style.colour.a > 0) /* no move mark covers a text */
        ui_marks_keep_clear(ui, (SDL_Rect){r.x + e->ink.x, r.y + e->ink.y, e->ink.w, e->ink.h});
    if (ui->text_check && style.colour.a > 0)
        ui_text_check_drawn(ui, text,
                            (SDL_Rect){r.x + e->ink.x, r.y + e->ink.y, e->ink.w, e->ink.h},
                            style.colour, e->letter_h);
    return r;
}

/* The first n bytes of text measured in the style, as TTF_SizeUTF8 measures them: each string
 * is measured once and its size kept (a frame asks for the same ones again and again). */
static void measure(Ui *ui, const char *text, size_t n, UiTextStyle style, int *w, int *h)
{
    UiText *t = ui->text;
    Uint32 hash = hash_shape(text, n, style.font, style.size);
    unsigned slot = hash % SIZE_SLOTS;
    for (SizeEntry *e = &t->sizes[slot]; e->text;
         slot = (slot + 1) % SIZE_SLOTS, e = &t->sizes[slot])
        if (e->hash == hash && e->font == style.font && e->size == style.size &&
            !strncmp(e->text, text, n) && e->text[n] == '\0') {
            *w = e->w;
            *h = e->h;
            return;
        }
    *w = *h = 0;
    TTF_Font *font = font_for_text(t, text, n, style.font, style.size);
    if (!font)
        return;
    char *copy = copy_text(text, n);
    /* rendered rather than only measured: drawing it then costs no shaping again */
    SDL_Surface *pixels = render(t, font, copy, (SDL_Color){255, 255, 255, 255});
    Uint8 *alpha = pixels ? alpha_of(pixels) : NULL;
    if (alpha) {
        *w = pixels->w;
        *h = pixels->h;
        keep_mask(t, text, n, style.font, style.size, alpha, *w, *h, font);
        SDL_FreeSurface(pixels);
    } else { /* one SDL_ttf cannot render (no width) */
        SDL_FreeSurface(pixels);
        t->shaped++;
        TTF_SizeUTF8(font, copy, w, h);
    }
    if (t->size_count >= SIZE_SLOTS * 3 / 4) { /* full enough: start again */
        forget_sizes(t);
        slot = hash % SIZE_SLOTS;
    }
    t->sizes[slot] = (SizeEntry){copy, hash, style.font, style.size, *w, *h};
    t->size_count++;
}

void ui_text_size(Ui *ui, const char *text, UiTextStyle style, int *w, int *h)
{
    int tw = 0, th = 0;
    if (text && *text) {
        measure(ui, text, strlen(text), style, &tw, &th);
    } else {
        TTF_Font *font = font_for(ui->text, style.font, style.size);
        th = font ? TTF_FontHeight(font) : 0;
    }
    if (w)
        *w = tw;
    if (h)
        *h = th;
}

int ui_text_line_height(Ui *ui, UiTextStyle style)
{
    TTF_Font *font = font_for(ui->text, style.font, style.size);
    return font ? TTF_FontLineSkip(font) : style.size;
}

static int text_width(Ui *ui, const char *text, size_t n, UiTextStyle style)
{
    int w, h;
    measure(ui, text, n < 1023 ? n : 1023, style, &w, &h);
    return w;
}

/* Where a line may end after byte `from` of line: before the next space, or at `end` (the
 * line's end); 0 past the end. */
static size_t next_break(const char *line, size_t from, size_t end)
{
    if (from >= end)
        return 0;
    size_t i = from + 1;
    while (i < end && line[i] != ' ')
        i++;
    return i;
}

/* The break before `at`: before the last space ahead of it (not the first byte); 0 if none. */
static size_t break_before(const char *line, size_t at)
{
    for (size_t i = at; i-- > 1;)
        if (line[i] == ' ')
            return i;
    return 0;
}

/* The width of the first n bytes of text as a guess: the sum of their glyphs' advances in the
 * style's face, without shaping (kerning) and without the glyphs' overhang. */
static int advance_width(Ui *ui, const char *text, size_t n, UiTextStyle style)
{
    TTF_Font *font = font_for(ui->text, style.font, style.size);
    const unsigned char *p = (const unsigned char *)text, *end = p + n;
    int w = 0;
    while (font && p < end) {
        int advance = 0;
        TTF_GlyphMetrics32(font, next_char(&p), NULL, NULL, NULL, NULL, &advance);
        w += advance;
    }
    return w;
}

/* The break whose prefix a guess says is the longest that fits (0: none): the guess adds up the
 * glyphs' advances (no string is shaped for it), so it is off by a pixel or two of kerning and
 * of the glyphs' overhang at the ends; fit_words measures the breaks next to it. */
static size_t guessed_break(Ui *ui, const char *line, size_t end, UiTextStyle style, int width)
{
    int guess = 0;
    size_t fits = 0;
    for (size_t at = 0, next; (next = next_break(line, at, end)) != 0; at = next) {
        guess += advance_width(ui, line + at, next - at, style);
        if (guess > width)
            break;
        fits = next;
    }
    return fits;
}

/* The longest prefix of `line` (up to its end or a '\n') that fits in width, broken at a space
 * (the whole of it if it fits). A longer prefix is never narrower (its glyphs reach at least as
 * far), so that is the last break whose prefix fits. It is looked for from a guess: only the
 * prefixes next to the guess are measured, where measuring the rest of the text and then each
 * break in turn shaped the line's text over and over (most of a frame that adds a move to the
 * log). */
static size_t fit_words(Ui *ui, const char *line, UiTextStyle style, int width)
{
    size_t end = strcspn(line, "\n");
    size_t best = guessed_break(ui, line, end, style, width);
    if (best == 0) /* the first break, checked like any guess */
        best = next_break(line, 0, end);
    if (text_width(ui, line, best, style) <= width)
        for (size_t next; (next = next_break(line, best, end)) != 0 &&
                          text_width(ui, line, next, style) <= width;)
            best = next;
    else
        while (best && text_width(ui, line, best, style) > width)
            best = break_before(line, best);
    if (best == 0) { /* one long word: cut it by characters */
        for (best = 1; best < end && text_width(ui, line, best + 1, style) <= width;)
            best++;
        while (best < end && (line[best] & 0xC0) == 0x80) /* not inside a UTF-8 sequence */
            best++;
    }
    return best;
}

/* The line starts with a word wider than the whole line, which had to be cut: the text check
 * reports it. */
static void report_cut_word(Ui *ui, const char *line, UiTextStyle style, int width)
{
    char word[256];
    snprintf(word, sizeof word, "%.*s", (int)strcspn(line, " \n"), line);
    int w;
    ui_text_size(ui, word, style, &w, NULL);
    ui_text_check_short(ui, word, w, width, "a word wider than its line, cut");
}

/* The line of text starting at byte `at` that fits in `width`; *next is where the one after it
 * starts (at the end of the text: none). */
static WrapLine next_line(Ui *ui, const char *text, int at, UiTextStyle style, int width, int *next)
{
    const char *p = text + at;
    size_t n = fit_words(ui, p, style, width);
    WrapLine line = {at, (int)n, p[n] && p[n] != ' ' && p[n] != '\n'};
    *next = at + (int)n + (p[n] == '\n' || p[n] == ' ');
    return line;
}

/* Breaks text into lines of at most `width` pixels; returns how many, -1 if more than max. */
static int wrap_lines(Ui *ui, const char *text, UiTextStyle style, int width, WrapLine *lines,
                      int max)
{
    int count = 0, at = 0;
    while (text[at] && count < max)
        lines[count++] = next_line(ui, text, at, style, width, &at);
    return text[at] ? -1 : count;
}

/* The lines of text wrapped at width, worked out once and kept (NULL for a text of more than
 * WRAP_LINES lines, which is wrapped anew each time). */
static const WrapEntry *wrapped(Ui *ui, const char *text, UiTextStyle style, int width)
{
    UiText *t = ui->text;
    size_t n = strlen(text);
    Uint32 hash = hash_shape(text, n, style.font, style.size) ^ (Uint32)width * 2654435761u;
    WrapEntry *e = &t->wraps[hash % WRAP_SLOTS];
    if (e->text && e->hash == hash && e->font == style.font && e->size == style.size &&
        e->width == width && !strcmp(e->text, text))
        return e;
    WrapLine lines[WRAP_LINES];
    int count = wrap_lines(ui, text, style, width, lines, WRAP_LINES);
    if (count < 0)
        return NULL;
    free(e->text);
    e->text = copy_text(text, n);
    e->hash = hash;
    e->font = style.font;
    e->size = style.size;
    e->width = width;
    memcpy(e->lines, lines, (size_t)count * sizeof *lines);
    e->line_count = count;
    return e;
}

/* A wrapped line's text (`line` points at its start) into buf, cut to fit. */
static void line_text(const char *line, const WrapLine *l, char *buf, size_t size)
{
    size_t m = (size_t)l->length < size ? (size_t)l->length : size - 1;
    memcpy(buf, line, m);
    buf[m] = '\0';
}

/* Draws one wrapped line at y (the text check hears of a word cut at its start). */
static void draw_line(Ui *ui, const char *line, const WrapLine *l, bool after_cut,
                      UiTextStyle style, int x, int y, int width, int align)
{
    if (ui->text_check && l->cut && !after_cut)
        report_cut_word(ui, line, style, width);
    if (l->length == 0)
        return;
    char buf[1024];
    line_text(line, l, buf, sizeof buf);
    int lx = (align & UI_ALIGN_CENTER) ? x + width / 2 : (align & UI_ALIGN_RIGHT) ? x + width : x;
    ui_text(ui, buf, style, lx, y, align & (UI_ALIGN_CENTER | UI_ALIGN_RIGHT));
}

int ui_text_wrapped(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width, int align,
                    bool draw)
{
    if (!text)
        return 0;
    /* a little extra leading: wrapped paragraphs read more easily */
    int line_h = ui_text_line_height(ui, style) + style.size / 6;
    const WrapEntry *e = wrapped(ui, text, style, width);
    if (!e) { /* a long text: wrapped line by line as it is drawn */
        int count = 0;
        bool after_cut = false;
        for (int at = 0; text[at]; count++) {
            WrapLine line = next_line(ui, text, at, style, width, &at);
            if (draw)
                draw_line(ui, text + line.start, &line, after_cut, style, x, y + count * line_h,
                          width, align);
            after_cut = line.cut;
        }
        return count * line_h;
    }
    for (int i = 0; draw && i < e->line_count; i++)
        draw_line(ui, text + e->lines[i].start, &e->lines[i], i > 0 && e->lines[i - 1].cut, style,
                  x, y + i * line_h, width, align);
    return e->line_count * line_h;
}

void ui_text_wrapped_ready(Ui *ui, const char *text, UiTextStyle style, int width)
{
    const WrapEntry *e = text ? wrapped(ui, text, style, width) : NULL;
    for (int i = 0; e && i < e->line_count; i++) {
        char line[1024];
        line_text(text + e->lines[i].start, &e->lines[i], line, sizeof line);
        if (*line)
            lookup(ui, line, style);
    }
}

/* Draws text cut with "..." to fit width; reports the cut unless it is on purpose. */
static SDL_Rect draw_shortened(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width,
                               int align, bool on_purpose)
{
    int w;
    ui_text_size(ui, text, style, &w, NULL);
    if (w <= width)
        return ui_text(ui, text, style, x, y, align);
    char buf[512];
    size_t n = strlen(text);
    if (n > sizeof buf - 4)
        n = sizeof buf - 4;
    while (n > 0) {
        n--;
        while (n > 0 && (text[n] & 0xC0) == 0x80)
            n--;
        memcpy(buf, text, n);
        strcpy(buf + n, "...");
        int cut_w;
        ui_text_size(ui, buf, style, &cut_w, NULL);
        if (cut_w <= width)
            break;
    }
    SDL_Rect r = ui_text(ui, buf, style, x, y, align);
    if (!on_purpose && ui->text_check) {
        char how[600];
        snprintf(how, sizeof how, "shortened to '%s' at %d,%d", buf, r.x, r.y);
        ui_text_check_short(ui, text, w, width, how);
    }
    return r;
}

SDL_Rect ui_text_fit(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width,
                     int align)
{
    return draw_shortened(ui, text, style, x, y, width, align, false);
}

SDL_Rect ui_text_abbrev(Ui *ui, const char *text, UiTextStyle style, int x, int y, int width,
                        int align)
{
    return draw_shortened(ui, text, style, x, y, width, align, true);
}

UiTextStyle ui_style_fit(Ui *ui, const char *text, UiTextStyle style, int width, int min_size)
{
    int w;
    ui_text_size(ui, text, style, &w, NULL);
    while (w > width && style.size > min_size) {
        /* the width is close to proportional to the size: jump near the answer, then step */
        int guess = style.size * width / (w > 0 ? w : 1);
        style.size = guess < style.size ? guess : style.size - 1;
        if (style.size < min_size)
            style.size = min_size;
        ui_text_size(ui, text, style, &w, NULL);
    }
    return style;
}
