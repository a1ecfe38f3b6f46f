#!/usr/bin/env bash
# The screenshots, drawn by the game itself with `moguls shot` (SDL's dummy video driver and the
# software renderer: no display needed) in English, the same pictures at every run:
#   docs/screenshots/       the lobby and a game of each kind under way, 1280x800 (README.md
#                           shows them), and the lobby in the colour-blind palette;
#   packaging/screenshots/  the AppStream screenshots the metainfo lists (the lobby, Buyout! and
#                           Takeover), published at https://moguls.net/screenshots/.
# Run after a change that shows on them (a board's look, the lobby):
#   cmake --build build && tools/make-screenshots.sh [build]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
docs=docs/screenshots
appstream=packaging/screenshots
mkdir -p "$docs" "$appstream"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shot() { HOME="$home" XDG_DATA_HOME="$home" LANGUAGE= LC_ALL=C.UTF-8 "$build/moguls" shot "$@"; }

size=1280x800
shot lobby --size $size "$docs/lobby.png"
shot lobby --size $size --palette colour-blind "$docs/lobby-colour-blind.png"
# each game a third or so of the way in, normal bots, as seat 0 sees it
shot buyout --seed 4 --moves 72 --bots normal --size $size "$docs/buyout.png"
shot estates --seed 5 --moves 90 --bots normal --size $size "$docs/estates.png"
shot buyword --seed 3 --moves 30 --bots normal --size $size "$docs/buyword.png"
shot takeover --seed 7 --moves 40 --bots normal --size $size "$docs/takeover.png"
shot mintbid --seed 2 --moves 40 --bots normal --size $size "$docs/mintbid.png"
for name in lobby buyout takeover; do
  cp "$docs/$name.png" "$appstream/$name.png"
done
for png in "$docs"/*.png "$appstream"/*.png; do
  got=$(file -b "$png" | grep -o '[0-9]* x [0-9]*')
  [ "$got" = "1280 x 800" ] || { echo "$png is $got, not 1280 x 800"; exit 1; }
done
ls -l "$docs" "$appstream"
