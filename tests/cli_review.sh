#!/bin/sh
# moguls review as a user types it: a review of a saved game in text and JSON, the same twice,
# one seat on request, and exit code 2 (bad command line) or 1 (a bad file) with the reason.
# usage: cli_review.sh MOGULS SCRATCH_DIR
set -u
moguls=$1
dir=$2
mkdir -p "$dir"
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# A whole Takeover game by random moves, Zoe (human) against two bots.
save="$dir/game.txt"
{
    echo "new takeover players=3 seed=12"
    i=0
    while [ $i -lt 400 ]; do echo "genmove random"; i=$((i + 1)); done
    echo "save $save"
} | "$moguls" engine > /dev/null
sed -i 's/^seat human 0 .*/seat human 0 Zoe/; s/^seat human 1 .*/seat normal 1 Ada/; s/^seat human 2 .*/seat hard 2 Bruno/' "$save"
grep -q '^seat human 0 Zoe$' "$save" || fail "the engine's save has no seat line to rename"

"$moguls" review "$save" --budget 40 > "$dir/text" || fail "review exits with $?"
head -1 "$dir/text" | grep -Eq '^Takeover: [0-9]+ decisions reviewed$' ||
    fail "the first line is '$(head -1 "$dir/text")'"
# each decision in words, as the Review shows it: "  12. Zoe chose to take the 5 of crowns ..."
grep -Eq '^ +[0-9]+\. Zoe chose to (take|merge|pass|keep|offer|accept|decline|spend) ' "$dir/text" ||
    fail "no decision of Zoe in words in the text"
grep -q '(wins [0-9]*%); The hard bot \(agrees\|would .* instead (wins [0-9]*%)\)' "$dir/text" ||
    fail "no hard bot's move in words in the text"
grep -q ' Ada chose \| Bruno chose ' "$dir/text" && fail "a bot's move is reviewed"
grep -Eq '^costliest:( move [0-9]+ \(-[0-9]+%\),?)+$' "$dir/text" ||
    fail "the last line is '$(tail -1 "$dir/text")'"
"$moguls" review "$save" --budget 40 > "$dir/again" && cmp -s "$dir/text" "$dir/again" ||
    fail "the same file gives another review"

"$moguls" review "$save" --budget 40 --seat 2 --json > "$dir/json" || fail "--json exits with $?"
grep -q '^{"game":"takeover","decisions":\[{"move":[0-9]*,"seat":1,' "$dir/json" ||
    fail "seat 2's review in JSON begins '$(head -c 80 "$dir/json")'"
grep -q '"seat":[02],' "$dir/json" && fail "seat 2's review holds another seat's decision"
grep -q '"played":"[^"]*","played_words":"Ada chose to [^"]*","suggested":"[^"]*","suggested_words":"The hard bot [^"]*",' "$dir/json" ||
    fail "the JSON has no moves in words beside the notation"

for args in "" "--seat 0 $save" "--seat 4 $save" "--budget x $save" "--frobnicate $save"; do
    # shellcheck disable=SC2086 # the arguments are split on purpose
    "$moguls" review $args > /dev/null 2> "$dir/err"
    code=$?
    [ $code -eq 2 ] || fail "review $args exits with $code, not 2"
    [ -s "$dir/err" ] || fail "review $args says nothing"
done
"$moguls" review "$dir/missing.txt" > /dev/null 2> "$dir/err"
[ $? -eq 1 ] || fail "a missing file does not exit with 1"
grep -q "^moguls review: " "$dir/err" || fail "a missing file gives '$(cat "$dir/err")'"

[ "$failures" -eq 0 ] && echo "moguls review: text, JSON, one seat and bad arguments as documented"
exit "$failures"
