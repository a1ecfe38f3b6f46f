#!/bin/sh
# moguls sim and moguls bench as a user types them: what they report, and the same games from
# the same command.
# usage: cli_sim.sh MOGULS
set -u
moguls=$1
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# A random bot's decisions are counted, not timed (reading the clock would cost more than the
# move); a searching bot's are timed.
out=$("$moguls" sim buyout --players 2 --games 4 --seed 5 --bots easy,random) ||
    fail "sim buyout exits with $?"
echo "$out" | grep -q '^random decisions: [0-9][0-9]* (not timed)$' ||
    fail "random decisions are not counted alone: $out"
echo "$out" | grep -q '^easy decisions: [0-9][0-9]*, mean [0-9.]* ms, max [0-9.]* ms$' ||
    fail "easy decisions are not timed: $out"
json=$("$moguls" sim takeover --players 3 --games 5 --seed 2 --json) || fail "sim --json exits with $?"
echo "$json" | grep -q '"decisions":{"random":{"count":[0-9][0-9]*}}}$' ||
    fail "the JSON's random decisions: $json"

# The same command, the same games: everything but the timings.
untimed() {
    sed 's/"seconds":[^,]*,"games_per_s":[^,]*,"moves_per_s":[^,]*,//'
}
again=$("$moguls" sim takeover --players 3 --games 5 --seed 2 --json)
[ "$(echo "$json" | untimed)" = "$(echo "$again" | untimed)" ] ||
    fail "the same sim differs: $json / $again"

# moguls bench: 50 positions unless told, each level's median and worst, and the app's move path.
usage=$("$moguls" bench --positions 0 2>&1)
[ $? -eq 2 ] || fail "bench --positions 0 exits with $?, not 2"
echo "$usage" | grep -q 'default 50' || fail "the usage does not give the default: $usage"
out=$("$moguls" bench mintbid --positions 2) || fail "bench mintbid exits with $?"
echo "$out" | grep -q 'ms (median/worst) over 2 positions per game' ||
    fail "bench does not say what it measured: $out"
echo "$out" | grep -Eq '^game +players +moves/s +iter/s +easy +normal +hard +play$' ||
    fail "bench's columns: $out"
echo "$out" | grep -Eq '^mintbid +[0-9]+ +[0-9]+ +[0-9]+( +[0-9.]+/ *[0-9.]+){4}$' ||
    fail "bench's row for mintbid: $out"

# every game that seats four is measured at four (BuyWord's default is two)
out=$("$moguls" bench buyword --positions 2) || fail "bench buyword exits with $?"
echo "$out" | grep -Eq '^buyword +4 ' || fail "bench does not seat four at BuyWord: $out"

# bench's History line: the same path as the whole bench's 10,000 games, on a few; a history it
# cannot make says why instead of a figure.
out=$("$moguls" bench history --games 200) || fail "bench history exits with $?"
echo "$out" | grep -Eq '^history: 200 games: opened and checked in [0-9.]+ ms CPU \([0-9.]+ wall\); counted with the first page in [0-9.]+ ms CPU \([0-9.]+ wall\); a page at game 160 in [0-9.]+ ms CPU \([0-9.]+ wall\)$' ||
    fail "bench's History line: $out"
"$moguls" bench history --games 99 >/dev/null 2>&1
[ $? -eq 2 ] || fail "bench history --games 99 is not refused"

# bench app: the app's numbers alone, of one game's board when an id follows; one it does not know
# is named and refused before anything is measured.
out=$("$moguls" bench app nosuch 2>&1)
[ $? -eq 2 ] || fail "bench app nosuch exits with $?, not 2"
[ "$out" = "moguls bench: no game 'nosuch' (moguls list shows them)" ] ||
    fail "bench app nosuch says: $out"

[ "$failures" -eq 0 ] || exit 1
echo "cli_sim: all checks passed"
