#!/usr/bin/env bash
# The AppStream screenshots (packaging/screenshots/*.png, 1280x800, committed): the lobby and two
# games, drawn by the game itself in English with no display needed (the dummy video driver and
# the software renderer; `moguls shot` for the games). Run after a change that shows on them:
#   cmake --build build && tools/make-screenshots.sh [build]
# They are published at https://moguls.net/screenshots/, where the metainfo points.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=packaging/screenshots
mkdir -p "$out"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
run() { HOME="$home" LANGUAGE= LC_ALL=C.UTF-8 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"; }

run "$build/moguls" --software --screenshot "$out/lobby.png"
run "$build/moguls" shot buyout --seed 4 --moves 72 --bots normal --size 1280x800 "$out/buyout.png"
run "$build/moguls" shot takeover --seed 7 --moves 40 --bots normal --size 1280x800 \
  "$out/takeover.png"
for png in "$out"/*.png; do
  size=$(file -b "$png" | grep -o '[0-9]* x [0-9]*')
  [ "$size" = "1280 x 800" ] || { echo "$png is $size, not 1280 x 800"; exit 1; }
done
ls -l "$out"
