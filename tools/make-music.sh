#!/usr/bin/env bash
# Renders the background themes (tools/make_music.c) and encodes each as assets/<theme>/music.ogg
# with fixed settings (Ogg Vorbis, quality 1, a fixed stream serial): the same files every time.
#     tools/make-music.sh [BUILD_DIR] [THEME]      (BUILD_DIR: build; needs oggenc, vorbis-tools)
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --build "$build" --target make_music >/dev/null
"$build/make_music" "$work" ${2:+"$2"}
for wav in "$work"/*.wav; do
  theme=$(basename "$wav" .wav)
  oggenc --quiet --quality 1 --serial 24 --output "$root/assets/$theme/music.ogg" "$wav"
done
