#!/usr/bin/env bash
# Takes translations written in a small .po file into a catalogue: the small file's entries win,
# the catalogue keeps everything else and stays merged with po/moguls.pot.
#   tools/merge-translations.sh LANG FILE.po   e.g. tools/merge-translations.sh de /tmp/buyout-de.po
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: tools/merge-translations.sh LANG FILE.po" >&2; exit 2; }
lang=$1 file=$(realpath "$2")
[ -f "po/$lang.po" ] || { echo "no catalogue po/$lang.po" >&2; exit 1; }
msgfmt --check-format -o /dev/null "$file"
merged=$(mktemp)
trap 'rm -f "$merged"' EXIT
# The catalogue's header first (msgcat keeps the first header it reads), then the small file.
awk 'BEGIN { RS = ""; ORS = "\n\n" } NR == 1' "po/$lang.po" > "$merged.header"
msgcat --use-first --no-wrap -o "$merged" "$merged.header" "$file" "po/$lang.po"
rm -f "$merged.header"
# The catalogue's own header, and only the template's messages (no leftovers of the small file).
msgmerge --quiet --no-wrap --add-location=file --no-fuzzy-matching -o "po/$lang.po" "$merged" po/moguls.pot
msgattrib --no-obsolete --no-wrap -o "po/$lang.po" "po/$lang.po"
