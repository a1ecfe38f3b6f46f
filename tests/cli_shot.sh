#!/bin/sh
# moguls shot as a user types it, with no display at all: a picture of the asked size, in either
# palette, of a game or the lobby, and exit code 2 with the reason for every bad argument.
# usage: cli_shot.sh MOGULS SCRATCH_DIR
set -u
moguls=$1
dir=$2
unset DISPLAY WAYLAND_DISPLAY SDL_VIDEODRIVER
mkdir -p "$dir"
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# The width and height in a PNG's header (bytes 17-24), as "WxH".
png_size() {
    od -An -tu1 -j16 -N8 "$1" |
        awk '{ printf "%dx%d", (($1*256+$2)*256+$3)*256+$4, (($5*256+$6)*256+$7)*256+$8 }'
}

out="$dir/takeover.png"
rm -f "$out"
"$moguls" shot takeover --seed 3 --moves 12 --size 1024x640 --viewer 1 "$out" ||
    fail "a picture of takeover exits with $?"
[ "$(head -c 4 "$out" | od -An -c | tr -d ' ')" = "211PNG" ] || fail "$out is not a PNG"
[ "$(png_size "$out")" = "1024x640" ] || fail "$out is $(png_size "$out"), not 1024x640"
# the same command, the same picture
"$moguls" shot takeover --seed 3 --moves 12 --size 1024x640 --viewer 1 "$dir/again.png" &&
    cmp -s "$out" "$dir/again.png" || fail "the same shot twice gives two different pictures"

# the colour-blind palette, as the Settings option gives it: the seats' colours change where
# the board draws them (the same game, another picture); --palette default is the default
"$moguls" shot takeover --seed 3 --moves 12 --size 1024x640 --viewer 1 --palette colour-blind \
    "$dir/blind.png" || fail "a picture in the colour-blind palette exits with $?"
cmp -s "$out" "$dir/blind.png" && fail "the colour-blind palette gives the default's picture"
"$moguls" shot takeover --seed 3 --moves 12 --size 1024x640 --viewer 1 --palette default \
    "$dir/default.png" && cmp -s "$out" "$dir/default.png" ||
    fail "--palette default does not give the default picture"

# the lobby, its boxes drawn
"$moguls" shot lobby --size 1280x800 --palette colour-blind "$dir/lobby.png" ||
    fail "a picture of the lobby exits with $?"
[ "$(png_size "$dir/lobby.png")" = "1280x800" ] || fail "the lobby is $(png_size "$dir/lobby.png")"

# A late six-player Mint Bid table reads whole under the legibility check at 1280x800: the
# Shipyard lies turned round in area C, its turn mark over its picture on a paper disc (it was
# 4.4:1 against the picture)
report=$(LC_ALL=C.UTF-8 MOGULS_TEXT_CHECK=legibility "$moguls" shot mintbid --players 6 --seed 4 \
    --moves 223 --size 1280x800 "$dir/turned.png" 2>&1 >/dev/null | grep "text ")
[ -z "$report" ] || fail "a late Mint Bid table at 1280x800: $report"

# A crowded Spanish table at 1024x640: the Ópera's accent clear of its card's edge (2.9:1)
report=$(env -u LC_ALL LANG=es_ES.UTF-8 LANGUAGE=es MOGULS_TEXT_CHECK=legibility "$moguls" shot \
    mintbid --players 6 --seed 11 --moves 128 --size 1024x640 "$dir/accent.png" 2>&1 >/dev/null |
    grep "hard to read")
[ -z "$report" ] || fail "a crowded Spanish Mint Bid table at 1024x640: $report"

# ... and at 1280x800: its descender clear of the picture's dark frame under the name (2.0:1)
report=$(env -u LC_ALL LANG=es_ES.UTF-8 LANGUAGE=es MOGULS_TEXT_CHECK=legibility "$moguls" shot \
    mintbid --players 6 --seed 11 --moves 128 --size 1280x800 "$dir/descender.png" 2>&1 >/dev/null |
    grep "hard to read")
[ -z "$report" ] || fail "a crowded Spanish Mint Bid table at 1280x800: $report"

# A late 6-player table names every card in French and Spanish: at 1280x800 the names of three
# words on four lines of a taller card; at 1024x640 (seed 4: nine columns of cards 57 px wide)
# the cards' short names, such as 'Pompiers' and 'Bomberos' (the long ones showed a scene)
for table in 7:230:1280x800 4:223:1024x640; do
    seed=${table%%:*} rest=${table#*:}
    moves=${rest%%:*} size=${rest#*:}
    for lang in fr_FR:fr es_ES:es; do
        report=$(env -u LC_ALL LANG="${lang%%:*}.UTF-8" LANGUAGE="${lang##*:}" \
            MOGULS_TEXT_CHECK=legibility "$moguls" shot mintbid --players 6 --seed "$seed" \
            --moves "$moves" --size "$size" "$dir/named.png" 2>&1 >/dev/null | grep "text ")
        [ -z "$report" ] || fail "a late Mint Bid table at $size (${lang##*:}): $report"
    done
done

# refused: exit code 2 and a message naming the problem
expect_refusal() {
    expected=$1
    shift
    message=$("$moguls" shot "$@" 2>&1 >/dev/null)
    status=$?
    [ "$status" -eq 2 ] || fail "moguls shot $* exits with $status, not 2"
    case "$message" in
    *"$expected"*) ;;
    *) fail "moguls shot $* says '$message', not '$expected'" ;;
    esac
}
expect_refusal "unknown game 'chess'" chess "$dir/x.png"
expect_refusal "--size: expected WIDTHxHEIGHT" buyout --size 100x100 "$dir/x.png"
expect_refusal "--size: expected WIDTHxHEIGHT" buyout --size wide "$dir/x.png"
expect_refusal "--viewer: expected a seat from 0 to 3" buyout --viewer 4 "$dir/x.png"
expect_refusal "--viewer: expected a seat from 0 to 1" buyout --players 2 --viewer two "$dir/x.png"
expect_refusal "this game is over after" takeover --players 2 --moves 5000 "$dir/x.png"
expect_refusal "--moves: expected a number" takeover --moves -3 "$dir/x.png"
expect_refusal "where should the picture go" takeover --moves 3
expect_refusal "unknown option '--colour'" takeover --colour red "$dir/x.png"
expect_refusal "--palette: expected default or colour-blind, not 'sepia'" takeover --palette sepia \
    "$dir/x.png"
expect_refusal "the lobby has no seats or options to set" lobby --players 3 "$dir/x.png"
[ ! -e "$dir/x.png" ] || fail "a refused command wrote a picture"

[ "$failures" -eq 0 ] && echo "cli_shot: all passed"
exit "$failures"
