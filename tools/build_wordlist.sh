#!/bin/sh
# Builds assets/buyword/words.txt, BuyWord's dictionary, from Debian's SCOWL word lists
# (package `scowl`, /usr/share/dict/scowl): the English and American "words" lists of sizes 10
# to 60. Kept: lower-case a-z only, 2 or more letters. That drops proper nouns (capitalised),
# possessives and contractions (apostrophes), hyphenated and accented entries; SCOWL keeps
# abbreviations in lists of their own, which are not read. The plurals of single consonant
# letters ("cs", "ks", "ts") are dropped too: they are letter names, not words to sell. So are
# the slurs listed in tools/wordlist-exclude.txt (see its header for what is in it and why).
# Usage: tools/build_wordlist.sh [SCOWL_DIR] [OUTPUT]
set -eu
scowl=${1:-/usr/share/dict/scowl}
here=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$here/assets/buyword/words.txt}
exclude="$here/tools/wordlist-exclude.txt"
sizes="10 20 35 40 50 55 60"

lists=""
for size in $sizes; do
    for kind in english american; do
        file="$scowl/$kind-words.$size"
        [ -r "$file" ] || { echo "build_wordlist: cannot read $file (install scowl)" >&2; exit 1; }
        lists="$lists $file"
    done
done

[ -r "$exclude" ] || { echo "build_wordlist: cannot read $exclude" >&2; exit 1; }

mkdir -p "$(dirname "$out")"
trap 'rm -f "$out.exclude" "$out.tmp"' EXIT
LC_ALL=C grep -vE '^(#|$)' "$exclude" >"$out.exclude"
# shellcheck disable=SC2086 # the list of files is meant to be split
cat $lists |
    LC_ALL=C grep -E '^[a-z][a-z]+$' |
    LC_ALL=C grep -vE '^[b-df-hj-np-tv-z]s$' |
    LC_ALL=C grep -vxF -f "$out.exclude" |
    LC_ALL=C sort -u >"$out.tmp"
mv "$out.tmp" "$out"
echo "build_wordlist: $(wc -l <"$out") words in $out"
