#!/usr/bin/env python3
"""Writes the Takeover sprites (assets/takeover/*.svg): suit symbols, value numerals, tile faces
and coin sides. The art is geometric, so it is kept as code: run this script to rebuild it.
Every file uses a 100 x 100 view box and only what SDL2_image's SVG rasteriser (nanosvg) reads:
paths, circles, rectangles, linear and radial gradients, transforms; no text, no <use>."""
import math
import os
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "takeover")

SUIT_COLOURS = {"suns": "#c8321e", "moons": "#26242c", "crowns": "#2a8a3a", "arms": "#1f56b0"}
SUIT_WASH = {"suns": "#fbe9df", "moons": "#ecebf0", "crowns": "#e4f2df", "arms": "#e1eaf8"}


def svg(body, defs=""):
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n'
    if defs:
        head += "<defs>\n" + defs + "</defs>\n"
    return head + body + "</svg>\n"


def pt(x, y):
    return f"{x:.2f} {y:.2f}"


def sun_shape(colour, cx=50, cy=50, scale=1.0):
    rays = []
    n = 12
    for i in range(n):
        a = 2 * math.pi * i / n
        half = math.pi / n * 0.55
        r_in, r_out = 27 * scale, 46 * scale
        p1 = (cx + r_in * math.cos(a - half), cy + r_in * math.sin(a - half))
        p2 = (cx + r_out * math.cos(a), cy + r_out * math.sin(a))
        p3 = (cx + r_in * math.cos(a + half), cy + r_in * math.sin(a + half))
        rays.append(f"M {pt(*p1)} L {pt(*p2)} L {pt(*p3)} Z")
    body = f'<path fill="{colour}" d="{" ".join(rays)}"/>\n'
    body += f'<circle cx="{cx}" cy="{cy}" r="{25 * scale:.2f}" fill="{colour}"/>\n'
    body += f'<circle cx="{cx}" cy="{cy}" r="{17 * scale:.2f}" fill="#ffffff" fill-opacity="0.22"/>\n'
    return body


def moon_shape(colour):
    # A crescent: the outer circle minus a circle shifted up and right.
    R, cx, cy = 40.0, 50.0, 50.0
    r, ox, oy = 33.0, 66.0, 40.0
    d = math.hypot(ox - cx, oy - cy)
    # intersection points of the two circles
    a = (R * R - r * r + d * d) / (2 * d)
    h = math.sqrt(R * R - a * a)
    mx, my = cx + a * (ox - cx) / d, cy + a * (oy - cy) / d
    p1 = (mx + h * (oy - cy) / d, my - h * (ox - cx) / d)
    p2 = (mx - h * (oy - cy) / d, my + h * (ox - cx) / d)
    path = (f"M {pt(*p1)} A {R} {R} 0 1 0 {pt(*p2)} A {r} {r} 0 1 1 {pt(*p1)} Z")
    body = f'<path fill="{colour}" d="{path}"/>\n'
    # two small stars beside it
    for sx, sy, s in ((70, 36, 7.0), (84, 58, 4.5)):
        star = []
        for i in range(8):
            rr = s if i % 2 == 0 else s * 0.38
            ang = math.pi / 4 * i - math.pi / 2
            star.append(pt(sx + rr * math.cos(ang), sy + rr * math.sin(ang)))
        body += f'<path fill="{colour}" d="M {" L ".join(star)} Z"/>\n'
    return body


def crown_shape(colour):
    body = (f'<path fill="{colour}" d="M 18 70 L 12 30 L 33 50 L 50 20 L 67 50 L 88 30 L 82 70 Z"/>\n'
            f'<rect x="17" y="73" width="66" height="11" rx="3" fill="{colour}"/>\n')
    for x, y in ((12, 27), (50, 16), (88, 27)):
        body += f'<circle cx="{x}" cy="{y}" r="6.5" fill="{colour}"/>\n'
    body += '<circle cx="50" cy="56" r="6" fill="#ffffff" fill-opacity="0.35"/>\n'
    body += '<circle cx="31" cy="61" r="3.5" fill="#ffffff" fill-opacity="0.3"/>\n'
    body += '<circle cx="69" cy="61" r="3.5" fill="#ffffff" fill-opacity="0.3"/>\n'
    return body


def sword(colour, angle):
    return (f'<g transform="rotate({angle} 50 50)">\n'
            f'<path fill="{colour}" d="M 50 6 L 56 16 L 56 66 L 44 66 L 44 16 Z"/>\n'
            f'<path fill="#ffffff" fill-opacity="0.3" d="M 50 10 L 52 16 L 52 64 L 50 64 Z"/>\n'
            f'<rect x="32" y="66" width="36" height="8" rx="3" fill="{colour}"/>\n'
            f'<rect x="46" y="74" width="8" height="14" fill="{colour}"/>\n'
            f'<circle cx="50" cy="91" r="6" fill="{colour}"/>\n'
            "</g>\n")


def arms_shape(colour):
    return sword(colour, 40) + sword(colour, -40)


SHAPES = {"suns": sun_shape, "moons": moon_shape, "crowns": crown_shape, "arms": arms_shape}

# Numerals as strokes (drawn white; the view tints them with the suit colour).
NUMERALS = {
    "null": '<circle cx="50" cy="50" r="25" fill="none" stroke="#ffffff" stroke-width="11"/>\n'
            '<circle cx="50" cy="50" r="6" fill="#ffffff"/>\n',
    "ace": "M 26 84 L 50 16 L 74 84 M 35 60 L 65 60",
    "2": "M 29 33 C 29 10 71 10 71 33 C 71 52 40 62 29 84 L 73 84",
    "3": "M 30 18 L 70 18 L 48 44 C 72 42 76 62 70 72 C 62 88 38 88 28 76",
    "4": "M 62 86 L 62 16 L 24 64 L 78 64",
    "5": "M 70 18 L 35 18 L 31 46 C 40 41 71 38 71 62 C 71 86 40 90 28 76",
}


def numeral(name):
    d = NUMERALS[name]
    if d.startswith("<"):
        return svg(d)
    return svg(f'<path d="{d}" fill="none" stroke="#ffffff" stroke-width="12" '
               'stroke-linecap="round" stroke-linejoin="round"/>\n')


def tile(suit):
    defs = (f'<linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="{SUIT_WASH[suit]}"/>'
            "</linearGradient>\n")
    c = SUIT_COLOURS[suit]
    body = ('<rect x="1" y="1" width="98" height="98" rx="9" fill="#8f7d58"/>\n'
            '<rect x="2.5" y="2.5" width="95" height="95" rx="8" fill="url(#g)"/>\n'
            f'<rect x="7" y="7" width="86" height="86" rx="5" fill="none" stroke="{c}" '
            'stroke-opacity="0.45" stroke-width="1.2"/>\n')
    # the suit in two corners, small
    for tx, ty, rot in ((8, 8, 0), (74, 74, 0)):
        body += (f'<g transform="translate({tx} {ty}) rotate({rot} 9 9) scale(0.18)">\n'
                 + SHAPES[suit](c) + "</g>\n")
    return svg(body, defs)


def tile_edge():
    # A covered tile's edge as seen under the stack: darker, no face.
    defs = ('<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#e9dfc4"/><stop offset="1" stop-color="#b9a67c"/>'
            "</linearGradient>\n")
    body = ('<rect x="1" y="1" width="98" height="98" rx="9" fill="#6f5f40"/>\n'
            '<rect x="2.5" y="2.5" width="95" height="95" rx="8" fill="url(#g)"/>\n')
    return svg(body, defs)


def coin(kind):
    """value: brass (cash side); suit: nickel (stock side); back: a side the viewer cannot see.
    Struck coins in light from the top left: a raised rim lit at its upper left and shaded at its
    lower right, the field sunk inside it (its bevel the other way round)."""
    if kind == "value":
        inner, outer, rim, lit, shade = "#fbe7a1", "#c99a33", "#8a6418", "#fff1c2", "#7a5512"
    elif kind == "suit":
        inner, outer, rim, lit, shade = "#ffffff", "#cfd3da", "#7d8592", "#ffffff", "#6b7280"
    else:
        inner, outer, rim, lit, shade = "#7a6a5c", "#4a3f36", "#2c241e", "#9a8877", "#211a15"
    defs = (f'<radialGradient id="g" cx="0.4" cy="0.35" r="0.7">'
            f'<stop offset="0" stop-color="{inner}"/><stop offset="1" stop-color="{outer}"/>'
            "</radialGradient>\n"
            f'<linearGradient id="rim" x1="0.15" y1="0.1" x2="0.85" y2="0.9">'
            f'<stop offset="0" stop-color="{lit}"/><stop offset="0.5" stop-color="{outer}"/>'
            f'<stop offset="1" stop-color="{shade}"/></linearGradient>\n'
            f'<linearGradient id="well" x1="0.15" y1="0.1" x2="0.85" y2="0.9">'
            f'<stop offset="0" stop-color="{shade}"/><stop offset="0.5" stop-color="{outer}"/>'
            f'<stop offset="1" stop-color="{lit}"/></linearGradient>\n')
    body = (f'<circle cx="50" cy="50" r="49" fill="{rim}"/>\n'
            '<circle cx="50" cy="50" r="47.5" fill="url(#rim)"/>\n'
            '<circle cx="50" cy="50" r="41" fill="url(#well)"/>\n'
            '<circle cx="50" cy="50" r="39.5" fill="url(#g)"/>\n')
    # the milling on the rim: short ticks all round
    ticks = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        ticks.append(f"M {pt(50 + 43.5 * math.cos(a), 50 + 43.5 * math.sin(a))} "
                     f"L {pt(50 + 47 * math.cos(a), 50 + 47 * math.sin(a))}")
    body += (f'<path d="{" ".join(ticks)}" fill="none" stroke="{rim}" stroke-opacity="0.35" '
             'stroke-width="1.2"/>\n')
    if kind == "back":
        # a rosette of rings: the pattern of a coin whose side you cannot see
        for i in range(8):
            a = math.pi / 4 * i
            body += (f'<circle cx="{50 + 17 * math.cos(a):.2f}" cy="{50 + 17 * math.sin(a):.2f}" '
                     'r="17" fill="none" stroke="#b8a48c" stroke-opacity="0.35" stroke-width="1.6"/>\n')
        # a pale medallion where the view writes the coin's name (which coin it is is public)
        body += ('<circle cx="50" cy="50" r="33" fill="#efe6d6" stroke="#b8a48c" '
                 'stroke-width="2"/>\n')
    return svg(body, defs)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = {}
    for suit, colour in SUIT_COLOURS.items():
        files[f"suit-{suit}.svg"] = svg(SHAPES[suit](colour))
        files[f"tile-{suit}.svg"] = tile(suit)
    for name in NUMERALS:
        files[f"value-{name}.svg"] = numeral(name)
    files["tile-edge.svg"] = tile_edge()
    for kind in ("value", "suit", "back"):
        files[f"coin-{kind}.svg"] = coin(kind)
    for name, text in files.items():
        with open(os.path.join(OUT, name), "w") as f:
            f.write(text)
    print(f"wrote {len(files)} files to {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
