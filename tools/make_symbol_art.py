#!/usr/bin/env python3
"""Writes the player colours' symbols (assets/symbols/*.svg): triangle, square, diamond, star,
disc and cross, the shapes the colour-blind palette sets on every player's badge
(ui_player_badge). Each is white on a transparent ground, tinted to the badge's ink when drawn,
and fits the circle inscribed in its 100 x 100 view box, laid over the badge's disc, so it stays
inside it whatever its shape. Shapes, not glyphs: drawn as pictures at any size, with no font to fall back
on. Only what nanosvg reads (paths, circles)."""
import math
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "symbols")


def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
            'viewBox="0 0 100 100">\n' + body + "</svg>\n")


def polygon(points):
    d = "M " + " L ".join(f"{x:.2f} {y:.2f}" for x, y in points) + " Z"
    return svg(f'<path d="{d}" fill="#ffffff"/>\n')


def around(count, radius, start_degrees, cx=50.0, cy=50.0):
    """`count` points on a circle, the first at `start_degrees` (0 is up), clockwise."""
    points = []
    for i in range(count):
        a = math.radians(start_degrees + 360.0 * i / count)
        points.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    return points


def triangle():
    # pointing up, its centre of area a little below the middle so it sits level in the disc
    return polygon(around(3, 46, 0, cy=54))


def square():
    return polygon([(14, 14), (86, 14), (86, 86), (14, 86)])


def diamond():
    # taller than wide, as the square is not
    return polygon([(50, 2), (84, 50), (50, 98), (16, 50)])


def star():
    outer = around(5, 47, 0, cy=52)
    inner = around(5, 20, 36, cy=52)
    return polygon([p for pair in zip(outer, inner) for p in pair])


def disc():
    # smaller than the others: at a badge's size a full disc and a diamond would look alike
    return svg('<circle cx="50" cy="50" r="32" fill="#ffffff"/>\n')


def cross():
    a, b = 38, 62  # the arms narrow: at a badge's size a thicker cross looks like the diamond
    return polygon([(a, 6), (b, 6), (b, a), (94, a), (94, b), (b, b), (b, 94), (a, 94), (a, b),
                    (6, b), (6, a), (a, a)])


# In the palette's order (src/ui/ui.c): the first colour's symbol first.
SYMBOLS = [("triangle", triangle), ("square", square), ("diamond", diamond), ("star", star),
           ("disc", disc), ("cross", cross)]


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, make in SYMBOLS:
        with open(os.path.join(OUT, name + ".svg"), "w") as f:
            f.write(make())


if __name__ == "__main__":
    main()
