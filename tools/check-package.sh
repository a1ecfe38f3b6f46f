#!/usr/bin/env bash
# Builds the .deb with cpack, validates it (desktop-file-validate, appstreamcli, lintian),
# installs it with apt, runs the installed program from /usr (headless commands and the lobby
# under Xvfb), removes it and checks that nothing is left behind. Needs root (apt) and the
# packages of `MOGULS_DEPS=full tools/install-deps.sh`. Prints the package size and the time
# from install to the first lobby frame.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-pkg
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DBUILD_TESTING=OFF
cmake --build "$build" -j"$(nproc)"
rm -f "$build"/moguls_*.deb
(cd "$build" && cpack)
deb=$(ls "$build"/moguls_*.deb)
deb=$(realpath "$deb")

echo "== validating"
desktop-file-validate packaging/net.moguls.Moguls.desktop
appstreamcli validate --no-net packaging/net.moguls.Moguls.metainfo.xml
lintian --fail-on error "$deb"

echo "== installing $deb"
start=$(date +%s.%N)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > "$work/apt.log"
dpkg -L moguls > "$work/files"
test -x /usr/games/moguls
/usr/games/moguls list | tee "$work/list"
grep -q '^takeover ' "$work/list"
/usr/games/moguls sim takeover --players 3 --games 20 --seed 7
HOME="$work/home" xvfb-run -a -s "-screen 0 1280x800x24" \
  /usr/games/moguls --screenshot "$work/lobby.png" 2> "$work/stderr" || { cat "$work/stderr"; exit 1; }
end=$(date +%s.%N)
size=$(identify -format '%wx%h' "$work/lobby.png")
spread=$(convert "$work/lobby.png" -format '%[fx:standard_deviation]' info:)
echo "lobby frame: $size, pixel spread $spread"
[ "$size" = 1280x800 ] || { echo "unexpected frame size $size"; exit 1; }
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || { echo "the lobby frame is blank"; exit 1; }
# The lobby's title is drawn in the house text colour on the dark background: look for it.
convert "$work/lobby.png" -crop 200x50+30+20 -format '%[fx:maxima.r]' info: |
  awk '{ exit !($1 > 0.8) }' || { echo "no lobby title in the frame"; exit 1; }
# Settings and saves go to the user's data directory, never beside the program.
find /usr/share/moguls /usr/games -type f | sort > "$work/present"
sort "$work/files" | comm -23 "$work/present" - > "$work/extra"
[ ! -s "$work/extra" ] || { echo "files written into the installation:"; cat "$work/extra"; exit 1; }

echo "== removing"
DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq moguls > "$work/apt.log"
left=0
while read -r path; do
  if [ -f "$path" ] || [ -L "$path" ]; then echo "left behind: $path"; left=1; fi
done < "$work/files"
[ ! -e /usr/share/moguls ] || { echo "left behind: /usr/share/moguls"; left=1; }
[ "$left" = 0 ]

printf 'package: %s, %s bytes (%s installed)\n' "$(basename "$deb")" "$(stat -c %s "$deb")" \
  "$(dpkg-deb -f "$deb" Installed-Size) KiB"
awk -v a="$start" -v b="$end" 'BEGIN { printf "install to first lobby frame: %.2f s\n", b - a }'
