#!/usr/bin/env bash
# Builds the .deb with cpack from a package build (MOGULS_PACKAGE_BUILD: Debian's hardening
# flags, no path of the build tree in the program), checks the program and its module (no
# test-only code, no build-tree path, a second build in another folder identical byte for byte),
# validates the package (desktop-file-validate, appstreamcli, lintian), installs it with apt,
# checks the installed program and module with hardening-check and the documents --help points
# to, runs the installed program from /usr (headless commands, and the lobby under Xvfb in every
# language: English, then each of po/LINGUAS, whose Start button must read differently), removes
# it and checks that nothing is left behind. Needs root (apt) and the packages of
# `MOGULS_DEPS=full tools/install-deps.sh`. Prints the package size and the time from install to
# the first lobby frame.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-pkg
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

package_build() { # FOLDER [TARGET...]
  local dir=$1
  shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DMOGULS_PACKAGE_BUILD=ON -DBUILD_TESTING=OFF > /dev/null
  if [ $# -gt 0 ]; then
    cmake --build "$dir" -j"$(nproc)" --target "$@"
  else
    cmake --build "$dir" -j"$(nproc)"
  fi
}
package_build "$build"
binaries=(moguls moguls-app.so moguls-server.so)

echo "== the program and its modules"
for check in no-test-code reentrant; do
  (cd "$build" && sh ../tests/check_symbols.sh "$check" nm "${binaries[@]}")
done
for binary in "${binaries[@]}"; do
  ! grep -q -a -F -e "$PWD" -e "$(realpath "$build")" "$build/$binary" ||
    { echo "$binary holds a path of the build tree ($PWD)"; exit 1; }
done
echo "no path of the build tree in: ${binaries[*]}"
# Two builds of one commit in two folders are the same bytes.
package_build "$work/again" moguls moguls_app_module moguls_server_module > /dev/null
for binary in "${binaries[@]}"; do
  cmp "$build/$binary" "$work/again/$binary" ||
    { echo "$binary differs between two builds of the same sources"; exit 1; }
done
echo "a second build in $work/again is identical: ${binaries[*]}"
rm -f "$build"/moguls_*.deb
(cd "$build" && cpack)
deb=$(ls "$build"/moguls_*.deb)
deb=$(realpath "$deb")

echo "== validating"
desktop-file-validate "$build/packaging/net.moguls.moguls.desktop"
appstreamcli validate --no-net "$build/packaging/net.moguls.moguls.metainfo.xml" | tee "$work/as"
grep -q 'Validation was successful\.$' "$work/as" || { echo "appstreamcli has notes"; exit 1; }
lintian --fail-on error,warning "$deb" | tee "$work/lintian"
[ ! -s "$work/lintian" ] || { echo "lintian has something to say"; exit 1; }
dpkg-deb -c "$deb" > "$work/contents"
! grep -q '\.[ot]tf$' "$work/contents" || { echo "the package ships fonts"; exit 1; }

echo "== installing $deb"
start=$(date +%s.%N)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > "$work/apt.log"
dpkg -L moguls > "$work/files"
test -x /usr/games/moguls
module=$(grep '/moguls-app\.so$' "$work/files")
# The program is compiled with -fcf-protection, but the linker marks it control-flow protected
# only if the C start files are too, and Debian 12's (Scrt1.o) are not: there the check is moot.
cf_check=()
readelf -n "$(cc -print-file-name=Scrt1.o)" | grep -q 'x86 feature: IBT' || {
  cf_check=(--nocfprotection)
  echo "(control-flow integrity not checked: this system's C start files are not marked for it)"
}
hardening-check "${cf_check[@]}" /usr/games/moguls "$module"
# The documents the program points to are installed.
/usr/games/moguls --help > "$work/help"
grep -q /usr/share/doc/moguls/engine.md "$work/help" || { echo "--help names no engine.md"; exit 1; }
for doc in engine.md notation.md lessons.md network.md rules/takeover.md changelog.gz copyright; do
  grep -q "^/usr/share/doc/moguls/$doc$" "$work/files" || { echo "no $doc in the package"; exit 1; }
done
# BuyWord's word list with its prebuilt index (made by the build) and their licence.
for data in words.txt words.index LICENSE-SCOWL.txt; do
  grep -q "^/usr/share/moguls/assets/buyword/$data$" "$work/files" || { echo "no $data in the package"; exit 1; }
done
/usr/games/moguls list | tee "$work/list"
grep -q '^takeover ' "$work/list"
/usr/games/moguls sim takeover --players 3 --games 20 --seed 7
# The lobby in a language (a desktop locale such as de_DE.UTF-8, generated here or not).
lobby() {
  local lang=$1 png="$work/lobby-$1.png"
  HOME="$work/home" LANGUAGE= LC_ALL= LC_MESSAGES= LANG="$lang" xvfb-run -a \
    -s "-screen 0 1280x800x24" /usr/games/moguls --screenshot "$png" 2> "$work/stderr" ||
    { cat "$work/stderr"; exit 1; }
  local size spread
  size=$(identify -format '%wx%h' "$png")
  spread=$(convert "$png" -format '%[fx:standard_deviation]' info:)
  echo "lobby frame ($lang): $size, pixel spread $spread"
  [ "$size" = 1280x800 ] || { echo "unexpected frame size $size"; exit 1; }
  awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || { echo "the lobby frame is blank"; exit 1; }
  # The lobby's title is drawn in the house text colour on the dark background: look for it.
  convert "$png" -crop 200x50+30+20 -format '%[fx:maxima.r]' info: |
    awk '{ exit !($1 > 0.8) }' || { echo "no lobby title in the frame"; exit 1; }
}
# The Start button (bottom right of the setup panel at 1280x800) and the subtitle.
start_button() { convert "$1" -crop 200x52+1016+696 +repage "$2"; }
lobby C.UTF-8
end=$(date +%s.%N)
start_button "$work/lobby-C.UTF-8.png" "$work/start-en.png"
while read -r code; do
  case "$code" in ''|'#'*) continue ;; esac
  grep -q "/usr/share/locale/$code/LC_MESSAGES/moguls.mo" "$work/files" ||
    { echo "no $code catalogue in the package"; exit 1; }
  lobby "${code}_$(echo "$code" | tr a-z A-Z).UTF-8"
  start_button "$work/lobby-${code}_$(echo "$code" | tr a-z A-Z).UTF-8.png" "$work/start-$code.png"
  # Translated, the Start button reads differently: many pixels differ from the English one.
  differ=$(compare -metric AE "$work/start-en.png" "$work/start-$code.png" null: 2>&1 || true)
  echo "start button ($code): $differ pixels differ from English"
  awk -v d="$differ" 'BEGIN { exit !(d > 200) }' || { echo "the $code lobby is not translated"; exit 1; }
done < po/LINGUAS
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
