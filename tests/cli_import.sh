#!/bin/sh
# moguls import as a user types it: a finished game goes into History (the database in the data
# folder gets it, marked imported), an unfinished one into Saved games, the same record again is
# kept once; a damaged file is refused with its line and exit code 1, and nothing is added.
# usage: cli_import.sh MOGULS SCRATCH_DIR
set -u
moguls=$1
dir=$2
rm -rf "$dir"
mkdir -p "$dir"
export XDG_DATA_HOME="$dir/data"
data="$XDG_DATA_HOME/moguls/moguls"
failures=0

fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}

# A whole Takeover game by random moves, and the same game after 10 moves.
{
    echo "new takeover players=3 seed=12"
    i=0
    while [ $i -lt 400 ]; do echo "genmove random"; i=$((i + 1)); done
    echo "save $dir/finished.txt"
    echo "new takeover players=3 seed=12"
    i=0
    while [ $i -lt 10 ]; do echo "genmove random"; i=$((i + 1)); done
    echo "save $dir/open.txt"
} | "$moguls" engine > /dev/null
grep -q '^end$' "$dir/finished.txt" || fail "the engine wrote no finished game"
{ printf 'moguls-record 1\nkind rated\nfinished 2026-11-28T18:40:07Z\n'; cat "$dir/finished.txt"; } \
    > "$dir/record.txt"

"$moguls" import "$dir/record.txt" > "$dir/out" 2>&1 || fail "importing a finished game exits with $?"
grep -q '^Imported into History: Takeover, ' "$dir/out" || fail "it says '$(cat "$dir/out")'"
"$moguls" import "$dir/open.txt" > "$dir/out" 2>&1 || fail "importing an unfinished game exits with $?"
grep -q '^Imported into Saved games: Takeover, ' "$dir/out" || fail "it says '$(cat "$dir/out")'"
[ "$(ls "$data/saves" | wc -l)" -eq 1 ] || fail "Saved games holds $(ls "$data/saves" | wc -l) files"
"$moguls" import "$dir/record.txt" > /dev/null 2>&1 || fail "the same record again exits with $?"
[ "$(ls "$data/history" | wc -l)" -eq 1 ] || fail "History keeps $(ls "$data/history" | wc -l) files"
grep -q '^kind imported$' "$data/history/"*.txt || fail "the kept game is not marked imported"

# the 5th move broken: refused with its line in the file (3 header lines, then the save's)
line=$(grep -n '^move ' "$dir/record.txt" | sed -n 5p | cut -d: -f1)
sed "${line}s/^move .*/move zzz/" "$dir/record.txt" > "$dir/damaged.txt"
"$moguls" import "$dir/damaged.txt" > "$dir/out" 2>&1
[ $? -eq 1 ] || fail "a damaged file exits with something else than 1"
grep -q "cannot be imported: line $line: move 'zzz' is illegal" "$dir/out" ||
    fail "a damaged file: '$(cat "$dir/out")'"
printf 'PNG\n' > "$dir/foreign.png"
"$moguls" import "$dir/foreign.png" > "$dir/out" 2>&1 && fail "a foreign file is imported"
grep -q 'cannot be imported: line 1: not a Moguls game record or save' "$dir/out" ||
    fail "a foreign file: '$(cat "$dir/out")'"
[ "$(ls "$data/history" | wc -l)" -eq 1 ] || fail "a refused file left something in History"

[ "$failures" -eq 0 ] && echo "moguls import files records where they belong and refuses damaged ones"
exit "$failures"
