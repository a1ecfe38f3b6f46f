#!/usr/bin/env python3
"""Writes the BuyWord sprites (assets/buyword/*.svg): letter tiles (a cream face with 1 to 4 pip
dots; the letter itself is drawn by the game in its font), the wild tile, the back of a tile
(someone else's secret letter), the faces of the special die and the tile bag.
The art is geometric, so it is kept as code: run this script to rebuild it.
Every file uses a 100 x 100 view box and only what SDL2_image's SVG rasteriser (nanosvg) reads:
paths, circles, rectangles, linear and radial gradients, strokes; no text, no <use>."""
import math
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "buyword")

PIP_INK = "#3b2f25"
WILD_INK = "#5b2a92"  # the game draws a wild's chosen letter in this violet


def svg(body, defs=""):
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n'
    if defs:
        head += "<defs>\n" + defs + "</defs>\n"
    return head + body + "</svg>\n"


def gradient(name, top, bottom, x2=0, y2=1):
    return (f'<linearGradient id="{name}" x1="0" y1="0" x2="{x2}" y2="{y2}">'
            f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
            "</linearGradient>\n")


def tile_body(face_top, face_bottom, edge, rim):
    """A thick tile: the edge shows below the face, like a wooden tile seen slightly from above."""
    defs = gradient("face", face_top, face_bottom)
    body = (f'<rect x="2" y="5" width="96" height="93" rx="11" fill="{edge}"/>\n'
            f'<rect x="2" y="2" width="96" height="90" rx="11" fill="{rim}"/>\n'
            '<rect x="3.5" y="3.5" width="93" height="87" rx="10" fill="url(#face)"/>\n'
            # a soft highlight along the top of the face
            '<rect x="8" y="6" width="84" height="10" rx="5" fill="#ffffff" fill-opacity="0.35"/>\n')
    return body, defs


def pip_row(count, ink=PIP_INK, y=80.0):
    """`count` dots in a row ending at the bottom right corner of the face. Off the middle, so a
    single pip under an I never reads as "!"."""
    body = ""
    gap = 12.5
    x0 = 84.0 - gap * (count - 1)
    for i in range(count):
        body += f'<circle cx="{x0 + i * gap:.2f}" cy="{y:.2f}" r="4.6" fill="{ink}"/>\n'
    return body


def letter_tile(pips):
    body, defs = tile_body("#fffaf0", "#f1e2c0", "#a88b5c", "#c9b083")
    body += pip_row(pips)
    return svg(body, defs)


def star_path(cx, cy, r_out, r_in, points=5, turn=-90.0):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + 180.0 / points * i)
        pts.append(f"{cx + r * math.cos(a):.2f} {cy + r * math.sin(a):.2f}")
    return "M " + " L ".join(pts) + " Z"


def wild_tile(with_letter):
    """The wild: a golden tile with a star. With a letter chosen, the star shrinks to a corner
    so that the letter (drawn by the game) has the middle."""
    body, defs = tile_body("#fff3c4", "#f2c95a", "#a77a1c", "#c9972e")
    if with_letter:
        body += f'<path fill="{WILD_INK}" d="{star_path(84, 16, 8.5, 3.6)}"/>\n'
    else:
        body += f'<path fill="{WILD_INK}" d="{star_path(50, 43, 27, 11.5)}"/>\n'
        body += f'<path fill="#ffffff" fill-opacity="0.35" d="{star_path(50, 43, 12, 5)}"/>\n'
    body += pip_row(1, "#6b4a12")
    return svg(body, defs)


def tile_back():
    """Someone else's tile: a teal back with a lattice of diamonds."""
    body, defs = tile_body("#3f7f86", "#2a5b61", "#173a3e", "#1f4a4f")
    for row in range(4):
        for col in range(4):
            cx, cy = 20 + col * 20, 18 + row * 19
            if (row + col) % 2:
                continue
            body += (f'<path fill="#ffffff" fill-opacity="0.16" d="M {cx} {cy - 7} L {cx + 7} {cy} '
                     f'L {cx} {cy + 7} L {cx - 7} {cy} Z"/>\n')
    body += ('<rect x="10" y="10" width="80" height="74" rx="6" fill="none" stroke="#ffffff" '
             'stroke-opacity="0.25" stroke-width="1.5"/>\n')
    return svg(body, defs)


DIE_DOTS = {
    2: ((30, 30), (70, 70)),
    3: ((28, 28), (50, 50), (72, 72)),
    4: ((30, 30), (70, 30), (30, 70), (70, 70)),
    5: ((28, 28), (72, 28), (50, 50), (28, 72), (72, 72)),
}


def die_body():
    defs = ('<radialGradient id="g" cx="0.35" cy="0.3" r="0.8">'
            '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dcdfe6"/>'
            "</radialGradient>\n")
    body = ('<rect x="2" y="4" width="96" height="94" rx="18" fill="#8b93a3"/>\n'
            '<rect x="2" y="2" width="96" height="92" rx="18" fill="url(#g)"/>\n')
    return body, defs


def die_face(value):
    body, defs = die_body()
    for x, y in DIE_DOTS[value]:
        body += f'<circle cx="{x}" cy="{y}" r="8.5" fill="#b3262e"/>\n'
        body += f'<circle cx="{x - 2}" cy="{y - 2}" r="3" fill="#ffffff" fill-opacity="0.25"/>\n'
    return svg(body, defs)


def die_choice():
    """CHOICE: a question mark, for the leader picks 2 to 5."""
    body, defs = die_body()
    body += ('<path d="M 35 34 A 15 15 0 1 1 57 47 Q 50 51 50 60 L 50 63" fill="none" '
             'stroke="#1f56b0" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>\n'
             '<circle cx="50" cy="79" r="6" fill="#1f56b0"/>\n')
    return svg(body, defs)


def bag():
    """The cloth bag the tiles are drawn from."""
    defs = ('<radialGradient id="cloth" cx="0.4" cy="0.45" r="0.75">'
            '<stop offset="0" stop-color="#b0713e"/><stop offset="1" stop-color="#6e3f1d"/>'
            "</radialGradient>\n")
    body = ('<ellipse cx="50" cy="95" rx="36" ry="4" fill="#000000" fill-opacity="0.25"/>\n'
            # the sack
            '<path fill="url(#cloth)" d="M 34 30 C 14 44 8 66 16 82 C 22 94 78 94 84 82 '
            'C 92 66 86 44 66 30 Z"/>\n'
            # the gathered neck and its frill
            '<path fill="#8a5128" d="M 36 31 L 64 31 L 60 22 L 40 22 Z"/>\n'
            '<path fill="#a8683a" d="M 40 22 C 30 8 42 6 46 14 C 48 4 54 4 54 14 C 58 6 70 8 60 22 Z"/>\n'
            # the drawstring
            '<path d="M 33 31 Q 50 38 67 31" fill="none" stroke="#e8c77a" stroke-width="3.5" '
            'stroke-linecap="round"/>\n'
            '<path d="M 62 34 Q 70 44 64 52" fill="none" stroke="#e8c77a" stroke-width="2.5" '
            'stroke-linecap="round"/>\n'
            '<circle cx="64" cy="53" r="3" fill="#e8c77a"/>\n'
            # a little tile peeking from the neck
            '<rect x="43" y="9" width="14" height="13" rx="2.5" fill="#f6ead0" stroke="#a88b5c" '
            'stroke-width="1.2" transform="rotate(-12 50 15)"/>\n'
            # stitching
            '<path d="M 22 74 C 35 84 65 84 78 74" fill="none" stroke="#e8c77a" stroke-opacity="0.55" '
            'stroke-width="1.6" stroke-dasharray="4 3"/>\n')
    return svg(body, defs)


def main():
    files = {f"tile-{p}.svg": letter_tile(p) for p in range(1, 5)}
    files["tile-wild.svg"] = wild_tile(False)
    files["tile-wild-letter.svg"] = wild_tile(True)
    files["tile-back.svg"] = tile_back()
    for value in DIE_DOTS:
        files[f"die-{value}.svg"] = die_face(value)
    files["die-choice.svg"] = die_choice()
    files["die-blank.svg"] = svg(*die_body())  # before the first roll: no face yet
    files["bag.svg"] = bag()
    os.makedirs(OUT, exist_ok=True)
    for name, text in sorted(files.items()):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote {len(files)} files to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
