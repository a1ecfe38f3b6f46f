#!/bin/sh
# The game started where it cannot show itself says why and exits, within seconds: with an empty
# or a dead DISPLAY (SDL would otherwise draw offscreen, unseen, until killed), and with
# --screenshot when its first screen is an error (no message box waits for a click; a desktop's
# dialog helper is stood in for by a zenity that never answers).
# usage: cli_startup.sh MOGULS SCRATCH_DIR
set -u
moguls=$1
dir=$2
rm -rf "$dir"
mkdir -p "$dir/bin" "$dir/runtime"
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# expect STATUS MESSAGE COMMAND...: the command exits with STATUS within 20 s, saying MESSAGE.
expect() {
    status=$1 expected=$2
    shift 2
    message=$(timeout 20 "$@" 2>&1 >/dev/null)
    got=$?
    [ "$got" -ne 124 ] || fail "$* still runs after 20 s"
    [ "$got" -eq "$status" ] || fail "$* exits with $got, not $status"
    case "$message" in
    *"$expected"*) ;;
    *) fail "$* says '$message', not '$expected'" ;;
    esac
}

unset WAYLAND_DISPLAY SDL_VIDEODRIVER
export LANGUAGE= LC_ALL=C.UTF-8 XDG_RUNTIME_DIR="$dir/runtime" SDL_AUDIODRIVER=dummy
expect 1 "no display to open the game on (DISPLAY and WAYLAND_DISPLAY are empty or not set)." \
    env DISPLAY= "$moguls"
# a display number nobody serves
dead=:4711
while [ -e "/tmp/.X11-unix/X${dead#:}" ]; do dead=":$((${dead#:} + 1))"; done
expect 1 "no display to open the game on (nothing answers at DISPLAY=$dead). Start it" \
    env DISPLAY="$dead" "$moguls"
expect 1 "nothing answers at DISPLAY=$dead" env DISPLAY="$dead" "$moguls" --screenshot "$dir/x.png"

# --screenshot whose first screen is an error exits 1 with the message, without waiting.
printf '#!/bin/sh\nsleep 60\n' > "$dir/bin/zenity"
chmod +x "$dir/bin/zenity"
: > "$dir/not-a-folder"
expect 1 "cannot find a folder for settings and saves: " \
    env PATH="$dir/bin:$PATH" SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$dir/not-a-folder" \
    "$moguls" --screenshot "$dir/x.png"
expect 1 "cannot find a folder for settings and saves: " \
    env PATH="$dir/bin:$PATH" SDL_VIDEODRIVER=dummy XDG_DATA_HOME=/proc/moguls-nowhere \
    "$moguls" --screenshot "$dir/x.png"
if [ "$(id -u)" -ne 0 ]; then # root writes into a read-only folder anyway
    mkdir -p "$dir/read-only" && chmod 555 "$dir/read-only"
    expect 1 "cannot find a folder for settings and saves: " \
        env PATH="$dir/bin:$PATH" SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$dir/read-only" \
        "$moguls" --screenshot "$dir/x.png"
fi
[ ! -e "$dir/x.png" ] || fail "a failed start wrote a screenshot"

[ "$failures" -eq 0 ] && echo "cli_startup: all passed"
exit "$failures"
