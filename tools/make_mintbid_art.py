#!/usr/bin/env python3
"""Writes the Mint Bid sprites (assets/mintbid/*.svg): the four location-type icons, the white and
red mint coins, the four mint-colour tabs, the card paper and the six die faces. The art is
geometric, so it is kept as code: run this script to rebuild it. Every file uses a 100 x 100 view
box (the card 100 x 140) and only what SDL2_image's rasteriser (nanosvg) reads: paths, circles,
rectangles, gradients; no text."""
import math
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "mintbid")

TYPE_INK = {"deed": "#8a5a1c", "utility": "#1f5f9e", "production": "#6b4a3a", "culture": "#8a2f6e"}
MINT_COLOURS = {"green": ("#4fb36a", "#2c7a43"), "blue": ("#4a8fdc", "#25579a"),
                "pink": ("#ea7fb4", "#b04682"), "yellow": ("#f2cc45", "#b58d12")}


def svg(body, defs="", w=100, h=100):
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">\n')
    if defs:
        head += "<defs>\n" + defs + "</defs>\n"
    return head + body + "</svg>\n"


def write(name, text):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)


def icon_deed(ink):
    # a scroll with a seal: the title to a piece of land
    return (f'<rect x="20" y="18" width="56" height="66" rx="6" fill="#fbf3dd" stroke="{ink}" '
            f'stroke-width="5"/>'
            f'<path d="M30 34 H66 M30 46 H66 M30 58 H52" stroke="{ink}" stroke-width="5" '
            f'stroke-linecap="round"/>'
            f'<circle cx="66" cy="72" r="13" fill="#c8321e" stroke="{ink}" stroke-width="3"/>'
            f'<path d="M60 84 L56 96 L66 90 L76 96 L72 84 Z" fill="#c8321e"/>')


def icon_utility(ink):
    # a lightning bolt inside a ring: power and water for the city
    return (f'<circle cx="50" cy="50" r="40" fill="#e6f0fb" stroke="{ink}" stroke-width="6"/>'
            f'<path d="M56 14 L28 56 H48 L42 88 L72 42 H52 Z" fill="#f2b84b" stroke="{ink}" '
            f'stroke-width="4" stroke-linejoin="round"/>')


def icon_production(ink):
    # a cog wheel
    teeth = []
    for i in range(8):
        a = i * math.pi / 4
        cx, cy = 50 + 36 * math.cos(a), 50 + 36 * math.sin(a)
        teeth.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="9" fill="{ink}"/>')
    return ("".join(teeth) + f'<circle cx="50" cy="50" r="34" fill="{ink}"/>'
            f'<circle cx="50" cy="50" r="22" fill="#f3e6d8"/>'
            f'<circle cx="50" cy="50" r="9" fill="{ink}"/>')


def icon_culture(ink):
    # a temple front: pediment, columns and steps
    cols = "".join(f'<rect x="{x}" y="40" width="8" height="36" fill="{ink}"/>'
                   for x in (24, 38, 54, 68))
    return (f'<path d="M12 38 L50 12 L88 38 Z" fill="{ink}"/>'
            f'<circle cx="50" cy="29" r="5" fill="#f6e3ef"/>' + cols +
            f'<rect x="16" y="78" width="68" height="7" fill="{ink}"/>'
            f'<rect x="10" y="86" width="80" height="7" fill="{ink}"/>')


def coin(face, rim, mark, value5):
    defs = (f'<radialGradient id="g" cx="0.38" cy="0.32" r="0.75"><stop offset="0" '
            f'stop-color="{face[0]}"/><stop offset="1" stop-color="{face[1]}"/></radialGradient>\n')
    body = (f'<circle cx="50" cy="52" r="47" fill="#000" fill-opacity="0.25"/>'
            f'<circle cx="50" cy="49" r="47" fill="{rim}"/>'
            f'<circle cx="50" cy="49" r="42" fill="url(#g)"/>'
            f'<circle cx="50" cy="49" r="34" fill="none" stroke="{rim}" stroke-opacity="0.55" '
            f'stroke-width="2.5" stroke-dasharray="4 3"/>')
    # a mint leaf: two arcs; the red coin carries a five-pointed star as well
    body += (f'<path d="M50 24 C70 34 70 62 50 74 C30 62 30 34 50 24 Z" fill="{mark}" '
             f'fill-opacity="0.85"/><path d="M50 28 V70" stroke="{face[0]}" stroke-width="3"/>')
    if value5:
        pts = []
        for i in range(10):
            r = 12 if i % 2 == 0 else 5
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(f"{50 + r * math.cos(a):.2f} {49 + r * math.sin(a):.2f}")
        body += f'<path d="M{" L".join(pts)} Z" fill="#fff4c8"/>'
    return svg(body, defs)


def mint_tab(light, dark):
    defs = (f'<radialGradient id="g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" '
            f'stop-color="{light}"/><stop offset="1" stop-color="{dark}"/></radialGradient>\n')
    return svg(f'<circle cx="50" cy="50" r="47" fill="{dark}"/>'
               f'<circle cx="50" cy="50" r="41" fill="url(#g)"/>'
               f'<circle cx="50" cy="50" r="30" fill="none" stroke="#ffffff" '
               f'stroke-opacity="0.55" stroke-width="4"/>', defs)


def card_paper():
    defs = ('<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
            'stop-color="#fbf6ea"/><stop offset="1" stop-color="#efe4cc"/></linearGradient>\n')
    return svg('<rect x="1" y="1" width="98" height="138" rx="9" fill="#3b2f25"/>'
               '<rect x="4" y="4" width="92" height="132" rx="7" fill="url(#p)"/>'
               '<rect x="9" y="9" width="82" height="122" rx="5" fill="none" stroke="#c9b48c" '
               'stroke-width="1.5"/>', defs, 100, 140)


def die_face(n):
    spots = {1: [(50, 50)], 2: [(30, 30), (70, 70)], 3: [(28, 28), (50, 50), (72, 72)],
             4: [(30, 30), (70, 30), (30, 70), (70, 70)],
             5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
             6: [(30, 26), (70, 26), (30, 50), (70, 50), (30, 74), (70, 74)]}[n]
    defs = ('<linearGradient id="d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" '
            'stop-color="#ffffff"/><stop offset="1" stop-color="#dcd6cc"/></linearGradient>\n')
    body = ('<rect x="5" y="8" width="90" height="90" rx="16" fill="#000" fill-opacity="0.3"/>'
            '<rect x="4" y="4" width="90" height="90" rx="16" fill="#8d857a"/>'
            '<rect x="7" y="7" width="84" height="84" rx="13" fill="url(#d)"/>')
    for x, y in spots:
        body += f'<circle cx="{x - 1}" cy="{y - 1}" r="8" fill="{"#c8321e" if n == 1 else "#2a2622"}"/>'
    return svg(body, defs)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, fn in (("deed", icon_deed), ("utility", icon_utility),
                     ("production", icon_production), ("culture", icon_culture)):
        write(f"type-{name}.svg", svg(fn(TYPE_INK[name])))
    write("mint-white.svg", coin(("#ffffff", "#d9dde2"), "#8f969e", "#9fb7a8", False))
    write("mint-red.svg", coin(("#f06a5a", "#b3261e"), "#6e140f", "#ffd9d2", True))
    for name, (light, dark) in MINT_COLOURS.items():
        write(f"tab-{name}.svg", mint_tab(light, dark))
    write("card.svg", card_paper())
    for n in range(1, 7):
        write(f"die-{n}.svg", die_face(n))


if __name__ == "__main__":
    main()
