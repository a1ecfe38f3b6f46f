#!/usr/bin/env python3
"""Writes the Buyout! sprites (assets/buyout/*.svg): the pictures drawn on the top face of a
special tile (park, roof, department store, scaffolding), a tile's back, the die and a coin,
and the ground of a city block in each of the six districts (ground-*.svg: the quarter's own
paving, so the districts differ by pattern as well as by colour). The tile pictures are dark
line art on a transparent ground: the view lays them over a tile filled with the owner's
colour. Every file uses a 100 x 100 view box and only what nanosvg reads."""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "buyout")
INK = "#23262e"


def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
            'viewBox="0 0 100 100">\n' + body + "</svg>\n")


def park():
    # two round trees on a lawn
    b = f'<ellipse cx="50" cy="80" rx="40" ry="10" fill="#2f7d3a" fill-opacity="0.85"/>\n'
    b += f'<rect x="31" y="52" width="7" height="26" rx="2" fill="#5b3a1e"/>\n'
    b += f'<circle cx="34" cy="42" r="20" fill="#2f9e44" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<rect x="63" y="58" width="6" height="20" rx="2" fill="#5b3a1e"/>\n'
    b += f'<circle cx="66" cy="50" r="15" fill="#49b35a" stroke="{INK}" stroke-width="3"/>\n'
    return svg(b)


def roof():
    # a gable roof with a chimney
    b = f'<rect x="64" y="18" width="10" height="24" fill="#8a3b2a" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<path d="M 8 62 L 50 20 L 92 62 Z" fill="#b4452f" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
    b += f'<path d="M 22 56 L 50 30 L 78 56" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>\n'
    b += f'<rect x="20" y="62" width="60" height="24" fill="#f1e6d2" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<rect x="44" y="68" width="12" height="18" fill="{INK}"/>\n'
    return svg(b)


def store():
    # a shop front under a striped awning
    b = f'<rect x="14" y="40" width="72" height="48" fill="#f7f1e3" stroke="{INK}" stroke-width="3"/>\n'
    stripes = ""
    for i in range(6):
        colour = "#d63a3a" if i % 2 == 0 else "#ffffff"
        x = 10 + i * 13.33
        stripes += (f'<path d="M {x:.2f} 22 L {x + 13.33:.2f} 22 L {x + 13.33:.2f} 38 '
                    f'Q {x + 6.67:.2f} 46 {x:.2f} 38 Z" fill="{colour}"/>\n')
    b += stripes
    b += f'<path d="M 10 22 L 90 22 L 90 38 L 10 38 Z" fill="none" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<rect x="22" y="52" width="24" height="20" fill="#9fd3f0" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<rect x="56" y="52" width="20" height="36" fill="#6b4a2b" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<circle cx="71" cy="70" r="2" fill="#f4d35e"/>\n'
    return svg(b)


def scaffold():
    # poles, planks and cross braces
    b = ""
    for x in (18, 50, 82):
        b += f'<rect x="{x - 3}" y="10" width="6" height="82" fill="#c9cdd3" stroke="{INK}" stroke-width="2"/>\n'
    for y in (30, 60):
        b += f'<rect x="10" y="{y}" width="80" height="8" fill="#d9a441" stroke="{INK}" stroke-width="2"/>\n'
    for (x1, y1, x2, y2) in ((18, 38, 50, 60), (50, 38, 82, 60), (18, 68, 50, 90), (50, 68, 82, 90),
                             (18, 10, 50, 30), (50, 10, 82, 30)):
        b += f'<path d="M {x1} {y1} L {x2} {y2}" stroke="{INK}" stroke-width="3"/>\n'
    return svg(b)


def back():
    # a tile's back: a little skyline
    b = '<rect x="2" y="2" width="96" height="96" rx="14" fill="#3b4252"/>\n'
    b += '<rect x="9" y="9" width="82" height="82" rx="9" fill="none" stroke="#d8dee9" stroke-opacity="0.5" stroke-width="3"/>\n'
    b += ('<path d="M 18 78 L 18 50 L 30 50 L 30 36 L 42 36 L 42 58 L 50 58 L 50 26 L 64 26 '
          'L 64 48 L 74 48 L 74 60 L 82 60 L 82 78 Z" fill="#d8dee9" fill-opacity="0.75"/>\n')
    return svg(b)


def die():
    b = '<rect x="6" y="6" width="88" height="88" rx="18" fill="#fbfbf8" stroke="#23262e" stroke-width="5"/>\n'
    for (x, y) in ((30, 30), (70, 30), (30, 70), (70, 70), (50, 50)):
        b += f'<circle cx="{x}" cy="{y}" r="8" fill="#23262e"/>\n'
    return svg(b)


def coin():
    b = '<circle cx="50" cy="50" r="46" fill="#e0b23a" stroke="#8a6a12" stroke-width="5"/>\n'
    b += '<circle cx="50" cy="50" r="34" fill="none" stroke="#fff3c4" stroke-opacity="0.7" stroke-width="3"/>\n'
    b += ('<path d="M 62 34 Q 50 26 40 32 Q 32 40 44 47 L 56 53 Q 68 60 60 68 Q 50 74 38 66" '
          'fill="none" stroke="#6b4f08" stroke-width="7" stroke-linecap="round"/>\n')
    b += '<path d="M 50 20 L 50 80" stroke="#6b4f08" stroke-width="5" stroke-linecap="round"/>\n'
    return svg(b)


def ground(base, pattern):
    """A city block's ground: the district's colour with its paving, and a shaded rim on the
    right and bottom (the block is a step up from the kerb, lit from the top left)."""
    b = f'<rect x="0" y="0" width="100" height="100" fill="{base}"/>\n' + pattern
    b += '<rect x="0" y="0" width="100" height="3" fill="#ffffff" fill-opacity="0.35"/>\n'
    b += '<rect x="0" y="0" width="3" height="100" fill="#ffffff" fill-opacity="0.25"/>\n'
    b += '<rect x="97" y="0" width="3" height="100" fill="#000000" fill-opacity="0.18"/>\n'
    b += '<rect x="0" y="97" width="100" height="3" fill="#000000" fill-opacity="0.22"/>\n'
    return svg(b)


def lines(d, ink, opacity, width):
    return (f'<path d="{d}" fill="none" stroke="{ink}" stroke-opacity="{opacity}" '
            f'stroke-width="{width}"/>\n')


def downtown():
    # large square paving slabs
    d = "".join(f"M {x} 0 L {x} 100 M 0 {x} L 100 {x} " for x in (25, 50, 75))
    return ground("#c3a5d8", lines(d, "#4a2f63", 0.28, 1.6))


def harbor():
    # the boards of a wharf, with a bollard in a corner
    d = "".join(f"M 0 {y} L 100 {y} " for y in range(12, 100, 12))
    d += "".join(f"M {x} {y} L {x} {y + 12} " for y, x in
                 ((0, 30), (12, 70), (24, 45), (36, 85), (48, 20), (60, 60), (72, 35), (84, 75)))
    b = lines(d, "#1f4f6e", 0.3, 1.4)
    b += '<circle cx="88" cy="88" r="4" fill="#2d3640" fill-opacity="0.55"/>\n'
    return ground("#93c2dc", b)


def midtown():
    # diagonal tiles
    d = "".join(f"M {x} 0 L {x - 100} 100 " for x in range(20, 200, 20))
    d += "".join(f"M {x} 0 L {x + 100} 100 " for x in range(-80, 100, 20))
    return ground("#e5c981", lines(d, "#6b5216", 0.18, 1.2))


def riverside():
    # a lawn with gravel paths
    b = lines("M 0 70 Q 40 60 100 78 M 30 0 Q 36 40 30 100", "#f4f1e4", 0.55, 5)
    for (x, y) in ((12, 18), (62, 22), (80, 50), (18, 48), (55, 88), (88, 12), (44, 40)):
        b += f'<circle cx="{x}" cy="{y}" r="2.2" fill="#2e6b55" fill-opacity="0.35"/>\n'
    return ground("#9bd3bd", b)


def old_town():
    # cobbles in staggered rows
    b = ""
    for row, y in enumerate(range(4, 100, 12)):
        for x in range(-6 if row % 2 else 2, 100, 16):
            b += (f'<rect x="{x}" y="{y}" width="13" height="9" rx="3" fill="#7a3c25" '
                  f'fill-opacity="0.16"/>\n')
    return ground("#e0a88d", b)


def suburbs():
    # a mown lawn in stripes, a hedge along the far edge
    b = "".join(f'<rect x="0" y="{y}" width="100" height="10" fill="#ffffff" fill-opacity="0.14"/>\n'
                for y in range(20, 100, 20))
    b += '<rect x="0" y="0" width="100" height="9" fill="#5f8a2e" fill-opacity="0.55"/>\n'
    return ground("#cddc97", b)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = {"park.svg": park(), "roof.svg": roof(), "store.svg": store(),
             "scaffold.svg": scaffold(), "tile-back.svg": back(), "die.svg": die(),
             "coin.svg": coin(), "ground-downtown.svg": downtown(),
             "ground-harbor.svg": harbor(), "ground-midtown.svg": midtown(),
             "ground-riverside.svg": riverside(), "ground-old-town.svg": old_town(),
             "ground-suburbs.svg": suburbs()}
    for name, text in files.items():
        with open(os.path.join(OUT, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
