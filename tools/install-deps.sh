#!/usr/bin/env bash
# Installs what a fresh Debian 12 (or Ubuntu) machine lacks to build, run and test Moguls.
# Runs apt-get only for packages that are missing; uses sudo when not root.
set -euo pipefail

# gettext and po4a build and check the translations (po4a: the man page); appstream gives
# msgfmt the metainfo rules; fonts-lato, fonts-roboto-slab and fonts-dejavu-core are the faces
# the game draws with (reading, display, symbols); libvorbis-dev: the music's decoder;
# libsqlite3-dev: the history of finished games and the server's tables; libssl-dev: TLS for
# play over the network.
packages=(build-essential cmake pkg-config file
          libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libvorbis-dev libsqlite3-dev libssl-dev
          gettext po4a appstream fonts-lato fonts-roboto-slab fonts-dejavu-core)
# Extra tools for the packaging checks (dpkg-buildflags, lintian, hardening-check of devscripts),
# screenshots and CI's second compiler (clang): MOGULS_DEPS=full.
if [ "${MOGULS_DEPS:-}" = full ]; then
  packages+=(xvfb xauth imagemagick xdotool desktop-file-utils appstream lintian file dpkg-dev
             devscripts clang)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
echo "Installing: ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
