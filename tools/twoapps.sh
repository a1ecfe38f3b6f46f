#!/bin/sh
# Two apps on one machine play a game through a server, by clicks (issue 26, docs/network.md):
# app A on an X display of 1280x800 hosts a table of GAME (A's human, a friend, a bot), app B on
# one of 1024x640 joins it with the friend's code typed by xdotool, and tests/twoapps_twin
# clicks each seat's moves in its window until the game ends. Screenshots of both screens at the
# same moment go to OUT/GAME.
#
#   tools/twoapps.sh start GAME PAIR   set up displays, apps and the table, start the clickers
#   tools/twoapps.sh drop GAME PAIR    kill -9 app B, start it again and take the seat again
#   tools/twoapps.sh shot GAME PAIR NAME
#   tools/twoapps.sh stop GAME PAIR    end what start began (by the ids it kept)
#   tools/twoapps.sh run GAME PAIR K   start, drop and rejoin after K moves, play to the end
#
# PAIR (1-9) keeps pairs apart: displays :1PA and :1PB, port 734P. Needs Xvfb, xdotool and
# ImageMagick's import; the build in BUILD (default ./build). The clicks are placed for the
# lobby and Play online screens as they are laid out at these two sizes, in English.
set -eu
action=$1 game=$2 pair=$3
build=${BUILD:-./build}
out=${OUT:-/tmp/twoapps}
dir=$out/$game
da=":1${pair}1" db=":1${pair}2" port="734$pair"
mkdir -p "$dir/a" "$dir/b" "$out/shots/$game"

click() { DISPLAY=$1 xdotool mousemove "$2" "$3"; sleep 0.15; DISPLAY=$1 xdotool click 1; sleep 0.7; }
key() { DISPLAY=$1 xdotool key "$2"; sleep 0.4; }
typ() { DISPLAY=$1 xdotool type --delay 20 "$2"; sleep 0.3; }
shots() {
    import -display "$da" -window root "$out/shots/$game/$1-A-1280x800.png" &
    import -display "$db" -window root "$out/shots/$game/$1-B-1024x640.png" &
    wait
}
app() { # DISPLAY DATA LOG: an app of its own data folder, in English
    (DISPLAY=$1 XDG_DATA_HOME=$2 XDG_CONFIG_HOME=$2/config LANGUAGE= LC_ALL=C.UTF-8 \
        SDL_AUDIODRIVER=dummy "$build/moguls" >"$3" 2>&1 &
     echo $! >"$2.pid")
}
twin() { # SEAT SIZE DISPLAY NAME
    (LANGUAGE= LC_ALL=C.UTF-8 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
        SDL_RENDER_DRIVER=software "$build/tests/twoapps_twin" "$dir/a/moguls/moguls/server" 1 \
        "$1" "$2" "$3" 0,0 >"$dir/twin-$4.log" 2>&1 &
     echo $! >"$dir/twin-$4.pid")
}
take_seat_again() { # app B's Play online, its table in the list
    click "$db" 588 578
    click "$db" 300 306
    sleep 3
}

moves() { # the moves the clickers saw so far
    cat "$dir"/twin-*.log 2>/dev/null | sed -n 's/.* move \([0-9]*\):.*/\1/p' | sort -n | tail -1
}
over() { grep -q "game is over" "$dir/twin-a.log" 2>/dev/null; }

case $action in
run)
    "$0" start "$game" "$pair"
    while m=$(moves) && [ "${m:-0}" -lt "$4" ] && ! over; do sleep 2; done
    shots 02-playing
    "$0" drop "$game" "$pair"
    sleep 6
    shots 05-after-rejoin
    while ! over; do sleep 3; done
    sleep 4
    shots 09-over
    ;;
start)
    (Xvfb "$da" -screen 0 1280x800x24 >"$dir/xa.log" 2>&1 & echo $! >"$dir/xa.pid")
    (Xvfb "$db" -screen 0 1024x640x24 >"$dir/xb.log" 2>&1 & echo $! >"$dir/xb.pid")
    sleep 2
    app "$da" "$dir/a" "$dir/app-a.log"
    app "$db" "$dir/b" "$dir/app-b.log"
    sleep 5
    case $game in # its box in the lobby, and its fewest players
    buyout) x=150 least=2 ;;
    estates) x=395 least=2 ;;
    buyword) x=640 least=1 ;;
    takeover) x=883 least=2 ;;
    mintbid) x=1127 least=1 ;;
    esac
    click "$da" $x 240
    for i in 1 2 3 4 5 6; do click "$da" 552 437; done # the fewest players
    i=$least
    while [ $i -lt 3 ]; do click "$da" 664 437; i=$((i + 1)); done
    for i in 1 2 3; do click "$da" 502 536; done # seat 2: Bot: normal, easy, random, Human
    shots 00-lobby-A
    click "$da" 734 721 # Play online
    click "$da" 525 241 # Host
    click "$da" 973 270 # Listen on
    key "$da" ctrl+a
    typ "$da" "127.0.0.1:$port"
    key "$da" Tab
    click "$da" 1115 723 # Host the table
    sleep 2
    click "$da" 1170 228 # Copy the friend's code
    shots 00-codes
    click "$da" 1105 723 # Take your seat
    code=$(awk '$1 == "invite" && $2 == "1" { print $3 }' "$dir/a/moguls/moguls/online.txt" | tail -1)
    click "$db" 588 578 # Play online
    click "$db" 908 194 # Join
    click "$db" 467 162 # the code
    typ "$db" "$code"
    click "$db" 369 228 # the name
    key "$db" ctrl+a
    typ "$db" Ben
    click "$db" 724 370 # Join
    sleep 3
    shots 01-joined
    twin 0 1280x800 "$da" a
    twin 1 1024x640 "$db" b
    ;;
drop)
    kill -STOP "$(cat "$dir/twin-b.pid")"
    kill -9 "$(cat "$dir/b.pid")"
    sleep 4
    shots 03-B-killed
    app "$db" "$dir/b" "$dir/app-b2.log"
    sleep 4
    take_seat_again
    shots 04-B-rejoined
    kill -CONT "$(cat "$dir/twin-b.pid")"
    ;;
shot)
    shots "$4"
    ;;
stop)
    for p in twin-a twin-b a b xa xb; do
        [ -f "$dir/$p.pid" ] && kill "$(cat "$dir/$p.pid")" 2>/dev/null || true
    done
    ;;
esac
