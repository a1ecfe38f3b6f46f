/* Shared by The Estates view files (view.c: layout, input, moves and animations; view_draw.c:
 * the scene; view_why.c: why a click cannot be played; view_help.c: the help screen). Only the
 * app links these: they use SDL. */
#ifndef MOGULS_ESTATES_VIEW_INTERNAL_H
#define MOGULS_ESTATES_VIEW_INTERNAL_H

#include "app/view.h"
#include "core/movelist.h"
#include "estates.h"
#include "ui/gesture.h"
#include "ui/tween.h"

/* What a hot spot does when clicked. */
typedef enum EsAction {
    ES_ACT_MOVE,     /* play `move` */
    ES_ACT_BID_LESS, /* lower the bid being prepared */
    ES_ACT_BID_MORE, /* raise it */
    ES_ACT_BID_TRACK /* the bid slider: the amount follows the click's x */
} EsAction;

/* A clickable area drawn in the last frame. */
typedef struct EsHot {
    SDL_Rect r;
    EsAction action;
    char move[MOVE_MAX];
} EsHot;

#define ES_MAX_HOTS 96

/* Something the last frame drew, by the name a lesson points at it with (docs/lessons.md: "lot
 * 2.3", "cube r5", "sell"). GameView.locate finds things here, and a click that plays nothing is
 * explained from the thing under the mouse. */
#define ES_NAME_MAX 24
typedef struct EsThing {
    SDL_Rect r;
    char name[ES_NAME_MAX];
} EsThing;

#define ES_MAX_THINGS 400

/* Every number on a piece or a lot is set at least ES_NUMBER_PX pixels high, whatever the
 * window: Lato Bold's digits are then 11 pixels tall. A face carrying one is at least
 * ES_FACE_MIN pixels high: the digits and a pixel of its colour above and below them. */
#define ES_NUMBER_PX 16
#define ES_FACE_MIN 13

/* The size of a building's floors (and of its rooftop and of the lots' label strip): the front
 * face, the depth its side and lid recede by, and the font of the numbers on them. */
typedef struct EsFloor {
    int width, height, depth, number_px;
} EsFloor;

/* Floors `width` pixels wide, their face as high as their proportions give but never lower
 * than ES_FACE_MIN, unless `most_height` (the room there is, 0 for no limit) is lower. */
EsFloor esv_floor(int width, int most_height);

/* Something moving across the table after a move: a cube, a rooftop or a money chip. */
typedef enum EsFlyKind { ES_FLY_NONE, ES_FLY_CUBE, ES_FLY_ROOF, ES_FLY_MONEY } EsFlyKind;

typedef struct EsFly {
    EsFlyKind kind;
    int piece; /* cube id, rooftop id or the amount of money */
    SDL_Rect from, to;
    int row, lot; /* the lot it lands on (drawn there only when it arrives); row -2: the
                     auction panel; -1: nowhere on the board */
    UiTween tween;
} EsFly;

#define ES_MAX_FLIES 2

typedef struct EstatesView {
    Ui *ui;
    SDL_Rect area;

    /* layout (pixels) */
    int lot_w;      /* one lot's width: the unit of the board */
    EsFloor strip;  /* the lots' label strips: the floors at their least height */
    int rise;       /* the height above a lot's strip that its building's pieces may take */
    EsFloor floor;  /* the buildings' floors now (esv_fit_floors) */
    int floor_from, floor_to; /* the floors' height settling from, to (0: none fitted yet) */
    UiTween floor_settle;
    SDL_Rect board; /* the table under Main Street, the lots and the river */
    SDL_Rect street, river;
    SDL_Rect band[EST_ROWS];          /* each row's strip */
    SDL_Rect lot[EST_ROWS][EST_LOTS]; /* each lot's ground */
    SDL_Rect row_end[EST_ROWS];       /* right of lot 10: the row's state */
    SDL_Rect mayor_spot[EST_ROWS];    /* on Main Street in front of each row */
    SDL_Rect tray;                    /* under the board: display, supply, auction */
    SDL_Rect display;                 /* the cube display */
    int cube;                         /* a display cube's size */
    bool cube_lettered;               /* ... laid out for a letter beside its number */
    SDL_Rect supply;                  /* rooftops, permits, mayor, cancel cube */
    SDL_Rect auction;                 /* the auction panel */
    SDL_Rect side;                    /* the players' cards */
    SDL_Rect card[MAX_SEATS];

    /* what the last frame drew, for clicks */
    EsHot hot[ES_MAX_HOTS];
    int hots;
    SDL_Rect auction_piece; /* where the piece under auction is drawn (set by the layout, so a
                               piece can fly there before the first frame) */
    EsThing thing[ES_MAX_THINGS];
    int things;

    /* the legal moves of the state they were listed for */
    MoveList legal;
    int legal_plies, legal_seat;
    bool legal_valid;

    /* the bid being prepared, valid for one auction turn */
    int bid, bid_plies;

    int mouse_x, mouse_y;
    int hover_row; /* the board row under the mouse, or -1 */
    int pressed_hot;
    UiGesture gesture;

    EsFly fly[ES_MAX_FLIES];
    UiTween turn_up; /* the rooftop just turned up, turning over in the auction panel */
} EstatesView;

static inline const EstatesState *esv_state(const ViewFrame *f)
{
    return (const EstatesState *)f->match->state;
}

/* The seat deciding now at this device, or -1. */
int esv_actor(const ViewFrame *f);
/* True if `move` is legal now for the human at the device (from the cached legal list). */
bool esv_legal(EstatesView *v, const ViewFrame *f, const char *move);
/* Adds a clickable area. */
void esv_hot(EstatesView *v, SDL_Rect r, EsAction action, const char *move);
/* The hot spot playing `move` drawn in the last frame, or NULL (tests use it to click). */
const EsHot *esv_find_hot(const EstatesView *v, const char *move);
/* Records a thing drawn at r under a name (printf-style). */
void esv_thing(EstatesView *v, SDL_Rect r, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The thing of this name drawn in the last frame, or NULL. */
const EsThing *esv_find_thing(const EstatesView *v, const char *name);
/* Where a display cube is drawn (fixed by its place in the display). */
SDL_Rect esv_display_rect(const EstatesView *v, int row, int index);
/* The foot of the building on a lot: the centre and bottom of its ground floor's front face,
 * which stands on the lot's label strip. */
void esv_lot_base(const EstatesView *v, int row, int lot, int *base_x, int *base_y);
/* A lot's label strip, under its building: the lot's number on the left, the owner's disc on
 * the right. */
SDL_Rect esv_lot_strip(const EstatesView *v, int row, int lot);
/* The top of what stands on a lot (its building, its permits), or the strip's top. */
int esv_lot_top(const EstatesView *v, const EstatesState *s, int row, int lot);
/* A row's strip has room for a building of six floors and its rooftop at the least floor height
 * (the lots' label strips keep it). While no building is that tall, the floors rise into the room
 * the tallest building leaves (up to square faces: stacked cubes), so that the buildings fill the
 * board; they settle lower as a taller building needs the room (a moment's motion, within the
 * animation setting). Sets v->floor for the state s. */
void esv_fit_floors(EstatesView *v, const EstatesState *s);
/* The lowest and highest bid the seat to move may make now. */
void esv_bid_range(const EstatesState *s, int seat, int *lo, int *hi);

/* view_draw.c */
SDL_Color esv_company_colour(int colour, int shade); /* shade: 0 front, 1 top, 2 side */
/* A display cube (the sprite with its number) filling r. Returns the plate of its number. */
SDL_Rect esv_draw_cube(Ui *ui, int cube, SDL_Rect r);
/* The width of the widest number with its company's letter ("8W") at ES_NUMBER_PX: a cube's
 * face in the colour-blind palette holds it. */
int esv_lettered_cube_width(Ui *ui);
/* A rooftop filling r, face up with its value or face down. Returns the plate of its number
 * (empty face down). */
SDL_Rect esv_draw_roof(Ui *ui, int roof, bool face_up, SDL_Rect r);
/* A building permit filling r, its value signed or not ("+2", "2"). Returns the number's
 * plate. */
SDL_Rect esv_draw_permit(Ui *ui, const char *value, SDL_Rect r);
/* A building (floors bottom to top, then its rooftop or -1) standing on a base point: the front
 * face of the ground floor is centred on base_x with its bottom at base_y. Returns the rectangle
 * of the whole building. */
SDL_Rect esv_draw_building(Ui *ui, const int8_t *cubes, int height, int roof, int base_x,
                           int base_y, EsFloor floor);
/* The front face of floor `index` (0: the ground floor) of a building; the floor `height` of a
 * building `height` floors high is where its rooftop or next floor goes. */
SDL_Rect esv_building_top(int base_x, int base_y, EsFloor floor, int index);
/* The plate of the number on a floor's front face, and on a rooftop standing on a building. */
SDL_Rect esv_floor_plate(SDL_Rect face);
/* Whose decision it is, as the auction panel tells a player who does not make it now ("Ada to
 * bid"): true in a replay or while a lesson's coach talks as much as while a bot thinks. */
void esv_turn_text(const ViewFrame *f, char *out, size_t outlen);
/* What a seat's card says about its money in hand, as `viewer` may see it. */
void esv_money_text(const EstatesState *s, int seat, int viewer, char *out, size_t outlen);
void esv_draw_scene(EstatesView *v, const ViewFrame *f);

/* view_why.c: a click at (x, y) that plays nothing, explained in the game's words with
 * view_refuse; VIEW_IGNORED where nothing clickable is there. */
ViewEventResult esv_refuse_click(EstatesView *v, const ViewFrame *f, int x, int y);

/* view_help.c */
extern const char esv_help_text[];
int esv_draw_help_picture(Ui *ui, SDL_Rect area);

#endif
