#!/usr/bin/env python3
"""Writes The Estates sprites (assets/estates/*.svg): a floor cube per company colour, the
rooftop (face up and face down), the building permit sign, the mayor, the cancel cube and the
company certificate. Numbers are drawn by the game over the sprites, so one file serves every
value. Every file uses a 100 x 100 view box and only what nanosvg (SDL2_image) reads: paths,
rectangles, circles and linear gradients; no text."""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "estates")

# front, top, side shades of each company colour (kept in step with src/games/estates/view*.c)
COLOURS = {
    "blue": ("#2f6fd0", "#6b9be6", "#1f4f9c"),
    "red": ("#d23a2f", "#ec7468", "#9a2820"),
    "yellow": ("#f0c534", "#f8de7c", "#b8921c"),
    "green": ("#3a9a4a", "#6fc27c", "#276d33"),
    "purple": ("#8c4fc0", "#b183dc", "#633690"),
    "white": ("#ecebe4", "#ffffff", "#b9b7ad"),
}


def svg(body, defs=""):
    head = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n'
    if defs:
        head += "<defs>\n" + defs + "</defs>\n"
    return head + body + "</svg>\n"


def cube(front, top, side):
    """A wooden cube seen a little from above and to the right: the front face fills
    x 4..80, y 20..96 (where the game writes the number)."""
    defs = (f'<linearGradient id="f" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{top}" stop-opacity="0.35"/>'
            f'<stop offset="0.25" stop-color="{front}"/><stop offset="1" stop-color="{front}"/>'
            f'</linearGradient>\n')
    body = f'<path fill="{top}" d="M 4 20 L 20 4 L 96 4 L 80 20 Z"/>\n'
    body += f'<path fill="{side}" d="M 80 20 L 96 4 L 96 80 L 80 96 Z"/>\n'
    body += '<rect x="4" y="20" width="76" height="76" rx="3" fill="url(#f)"/>\n'
    body += ('<path fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="1.5" '
             'd="M 4 20 L 20 4 L 96 4 L 96 80 L 80 96 L 4 96 Z M 4 20 L 80 20 L 80 96 M 80 20 L 96 4"/>\n')
    return svg(body, defs)


def rooftop(face_up):
    """A pitched roof (tiles and a ridge) with a pale sign in its gable, x 32..68, y 48..84,
    where the game writes the value."""
    tile = "#b5452b" if face_up else "#5b4a40"
    dark = "#7e2c1a" if face_up else "#3a2e27"
    gable = "#f3e6cf" if face_up else "#8d7b6c"
    body = f'<path fill="{dark}" d="M 0 84 L 50 6 L 100 84 L 91 84 L 50 20 L 9 84 Z"/>\n'
    body += f'<path fill="{tile}" d="M 9 84 L 50 20 L 91 84 Z"/>\n'
    for y in (32, 42):
        half = (y - 20) * 41 / 64
        body += (f'<path fill="none" stroke="{dark}" stroke-opacity="0.55" stroke-width="2" '
                 f'd="M {50 - half:.1f} {y} L {50 + half:.1f} {y}"/>\n')
    body += f'<rect x="32" y="48" width="36" height="36" rx="2" fill="{gable}"/>\n'
    body += f'<rect x="2" y="84" width="96" height="8" rx="2" fill="{dark}"/>\n'
    if not face_up:
        body += '<circle cx="50" cy="66" r="7" fill="#3a2e27"/>\n'
    return svg(body)


def permit():
    """A barrier sign on two posts; the game writes the value in the white board, x 10..90,
    y 10..54."""
    body = '<rect x="18" y="56" width="8" height="42" fill="#6b6b6b"/>\n'
    body += '<rect x="74" y="56" width="8" height="42" fill="#6b6b6b"/>\n'
    body += '<rect x="4" y="4" width="92" height="56" rx="6" fill="#c8321e"/>\n'
    body += '<rect x="10" y="10" width="80" height="44" rx="4" fill="#ffffff"/>\n'
    for x in (6, 30, 54, 78):
        body += f'<path fill="#c8321e" d="M {x} 68 L {x + 12} 68 L {x + 20} 80 L {x + 8} 80 Z"/>\n'
    body += '<rect x="4" y="66" width="92" height="2" fill="#7e1c10"/>\n'
    return svg(body)


def mayor():
    """A figure in a top hat with a sash."""
    body = '<rect x="34" y="2" width="32" height="24" rx="2" fill="#1d1d24"/>\n'
    body += '<rect x="26" y="24" width="48" height="6" rx="3" fill="#1d1d24"/>\n'
    body += '<rect x="34" y="20" width="32" height="4" fill="#c8a23c"/>\n'
    body += '<circle cx="50" cy="42" r="13" fill="#f0c9a0"/>\n'
    body += '<path fill="#2b3a67" d="M 22 98 L 26 66 Q 50 52 74 66 L 78 98 Z"/>\n'
    body += '<path fill="#c8a23c" d="M 30 62 L 38 60 L 72 96 L 62 98 Z"/>\n'
    body += '<circle cx="50" cy="80" r="5" fill="#f2d27a"/>\n'
    return svg(body)


def cancel():
    """A black cube with a white cross on its face."""
    body = '<path fill="#4a4a52" d="M 4 20 L 20 4 L 96 4 L 80 20 Z"/>\n'
    body += '<path fill="#18181c" d="M 80 20 L 96 4 L 96 80 L 80 96 Z"/>\n'
    body += '<rect x="4" y="20" width="76" height="76" rx="3" fill="#2a2a30"/>\n'
    body += '<path fill="#ffffff" d="M 18 30 L 26 30 L 42 50 L 58 30 L 66 30 L 66 36 L 50 58 L 66 80 L 66 86 L 58 86 L 42 66 L 26 86 L 18 86 L 18 80 L 34 58 L 18 36 Z"/>\n'
    return svg(body)


def certificate():
    """A share certificate in white (the game tints its band with the company colour)."""
    body = '<rect x="6" y="14" width="88" height="72" rx="6" fill="#fbf7ea"/>\n'
    body += '<rect x="6" y="14" width="88" height="72" rx="6" fill="none" stroke="#8a7d5a" stroke-width="2"/>\n'
    body += '<rect x="12" y="20" width="76" height="60" rx="3" fill="none" stroke="#c9b98a" stroke-width="1.5"/>\n'
    body += '<path fill="#8a7d5a" d="M 36 70 L 36 42 L 50 32 L 64 42 L 64 70 Z"/>\n'
    for y in (46, 56):
        for x in (41, 53):
            body += f'<rect x="{x}" y="{y}" width="6" height="6" fill="#fbf7ea"/>\n'
    body += '<rect x="18" y="72" width="64" height="3" fill="#c9b98a"/>\n'
    return svg(body)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = {f"cube-{name}.svg": cube(*shades) for name, shades in COLOURS.items()}
    files["roof.svg"] = rooftop(True)
    files["roof-back.svg"] = rooftop(False)
    files["permit.svg"] = permit()
    files["mayor.svg"] = mayor()
    files["cancel.svg"] = cancel()
    files["certificate.svg"] = certificate()
    for name, text in files.items():
        with open(os.path.join(OUT, name), "w") as f:
            f.write(text)
    print(f"wrote {len(files)} files to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
