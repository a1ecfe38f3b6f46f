#!/usr/bin/env python3
"""Writes the Mint Bid sprites (assets/mintbid/*.svg): the four location-type icons, the white and
red mint coins, the four mint-colour tabs, the card paper, the six die faces and the four scenes
printed at the top of a location card (a building of its type in its street, 100 x 44). The art is
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


# The scenes printed at the top of a location card: a building of the type under a sky of the type's
# own tint, on a street. The card's VP seal lies over the right third, so the building stands left
# of x = 62 and the right holds only sky, a tree or a lamp. Flat fills: no text.
SCENE_SKY = {"deed": "#f3e2bd", "utility": "#d6e7f4", "production": "#f2d2b0", "culture": "#e8d9ef"}


def scene(kind, body):
    frame = TYPE_INK[kind]
    return svg(f'<rect x="0" y="0" width="100" height="44" fill="{SCENE_SKY[kind]}"/>'
               '<rect x="0" y="36" width="100" height="8" fill="#8c8273"/>'
               '<rect x="0" y="35" width="100" height="2" fill="#b8ae9c"/>' + body +
               f'<rect x="0.75" y="0.75" width="98.5" height="42.5" fill="none" stroke="{frame}" '
               'stroke-width="1.5"/>', w=100, h=44)


def tree(x, y, r):
    return (f'<rect x="{x - 1}" y="{y}" width="2" height="{r + 2}" fill="#5a3d22"/>'
            f'<circle cx="{x}" cy="{y - r * 0.3:.1f}" r="{r}" fill="#4f7a3f"/>'
            f'<circle cx="{x - r * 0.35:.1f}" cy="{y - r * 0.6:.1f}" r="{r * 0.5:.1f}" '
            'fill="#6a9a52"/>')


def scene_deed():
    # a bank: a domed stone hall with columns and steps, a flag over it
    cols = "".join(f'<rect x="{x}" y="20" width="3" height="13" fill="#efe2c4"/>'
                   for x in (12, 19, 26, 33, 40))
    return scene("deed",
                 '<path d="M27 12 C27 4 37 4 37 12 Z" fill="#b9925a"/>'
                 '<rect x="31.5" y="0" width="1" height="6" fill="#5a3d22"/>'
                 '<path d="M32.5 0 H39 L37 2 L39 4 H32.5 Z" fill="#c8321e"/>'
                 '<path d="M7 20 L32 11 L57 20 Z" fill="#d8c39a" stroke="#8a5a1c" '
                 'stroke-width="1"/>'
                 '<rect x="9" y="20" width="46" height="14" fill="#c9b088"/>' + cols +
                 '<rect x="47" y="24" width="5" height="10" rx="2" fill="#6b4a2a"/>'
                 '<rect x="6" y="33" width="52" height="2" fill="#a88f66"/>'
                 '<rect x="4" y="35" width="56" height="2" fill="#8f7a58"/>' +
                 tree(72, 28, 6) + tree(90, 30, 5))


def scene_utility():
    # a power station: a brick hall with two chimneys and their smoke, a water tower, a pylon
    return scene("utility",
                 '<circle cx="17" cy="6" r="3.5" fill="#ffffff" fill-opacity="0.8"/>'
                 '<circle cx="22" cy="3.5" r="3" fill="#ffffff" fill-opacity="0.7"/>'
                 '<rect x="13" y="9" width="6" height="14" fill="#7a3b2a"/>'
                 '<rect x="22" y="12" width="5" height="11" fill="#7a3b2a"/>'
                 '<rect x="6" y="21" width="32" height="15" fill="#a4533a"/>'
                 '<path d="M6 21 L22 16 L38 21 Z" fill="#6e3224"/>' +
                 "".join(f'<rect x="{x}" y="25" width="4" height="6" fill="#f2c14e"/>'
                         for x in (10, 17, 24, 31)) +
                 '<rect x="44" y="18" width="1.5" height="18" fill="#4a4f57"/>'
                 '<rect x="54" y="18" width="1.5" height="18" fill="#4a4f57"/>'
                 '<rect x="41" y="8" width="17" height="10" rx="2" fill="#1f5f9e"/>'
                 '<rect x="41" y="8" width="17" height="3" fill="#4a8fdc"/>'
                 '<path d="M72 36 L78 6 L84 36 M74 26 H82 M75.5 16 H80.5 M70 10 H86" '
                 'stroke="#4a4f57" stroke-width="1.5" fill="none"/>'
                 '<path d="M86 10 Q94 14 100 12" stroke="#4a4f57" stroke-width="0.8" '
                 'fill="none"/>')


def scene_production():
    # a factory: a saw-tooth roofed shed, a tall chimney with smoke, a cog on its gable
    teeth = "".join(f'<path d="M{x} 22 L{x} 14 L{x + 10} 22 Z" fill="#6b4a3a"/>'
                    for x in (6, 16, 26, 36))
    return scene("production",
                 '<circle cx="54" cy="5" r="4" fill="#8d8379" fill-opacity="0.7"/>'
                 '<circle cx="60" cy="3" r="3" fill="#8d8379" fill-opacity="0.55"/>'
                 '<rect x="48" y="8" width="6" height="28" fill="#7a4a32"/>'
                 '<rect x="47" y="8" width="8" height="2" fill="#5a3422"/>' + teeth +
                 '<rect x="6" y="22" width="40" height="14" fill="#9a6a4e"/>' +
                 "".join(f'<rect x="{x}" y="25" width="5" height="5" fill="#f2c14e"/>'
                         for x in (9, 17, 33, 40)) +
                 '<circle cx="27.5" cy="29" r="5" fill="#6b4a3a"/>'
                 '<circle cx="27.5" cy="29" r="2" fill="#f3e6d8"/>' +
                 tree(76, 29, 5) + tree(91, 28, 6))


def scene_culture():
    # a theatre: a temple front with columns, red banners and steps, a tree beside it
    cols = "".join(f'<rect x="{x}" y="18" width="3" height="15" fill="#f6ecf4"/>'
                   for x in (11, 18, 25, 32, 39, 46))
    return scene("culture",
                 '<path d="M6 18 L29.5 6 L53 18 Z" fill="#8a2f6e"/>'
                 '<circle cx="29.5" cy="13.5" r="2.5" fill="#f6e3ef"/>'
                 '<rect x="8" y="18" width="43" height="15" fill="#c9a5bd"/>' + cols +
                 '<rect x="14.5" y="20" width="3" height="8" fill="#c8321e"/>'
                 '<rect x="42.5" y="20" width="3" height="8" fill="#c8321e"/>'
                 '<rect x="6" y="33" width="47" height="2" fill="#a88aa0"/>'
                 '<rect x="4" y="35" width="51" height="2" fill="#8f7488"/>' +
                 tree(70, 27, 7) + tree(88, 29, 5))


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
    for name, fn in (("deed", scene_deed), ("utility", scene_utility),
                     ("production", scene_production), ("culture", scene_culture)):
        write(f"scene-{name}.svg", fn())


if __name__ == "__main__":
    main()
