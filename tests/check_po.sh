#!/usr/bin/env bash
# The catalogue test: po/moguls.pot holds every string of the sources (and po/man/moguls.6.pot
# every paragraph of the man page), and every po/<lang>.po and po/man/<lang>.po translates all of
# them (no untranslated, fuzzy or missing entry), with format directives that match their msgid
# (msgfmt --check).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/update-po.sh --check
status=0
# check CATALOGUE TEMPLATE
check() {
  local stats
  stats=$(msgfmt --check --statistics -o /dev/null "$1" 2>&1) || {
    echo "$1: msgfmt --check fails: $stats"; status=1; return; }
  echo "$1: $stats"
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$1: not complete"; status=1 ;;
  esac
  # Every msgid of the template has a translation (not fuzzy, not empty) in the catalogue.
  msgcmp "$1" "$2" || { echo "$1: strings of $2 missing"; status=1; }
}
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  check "po/$lang.po" po/moguls.pot
  check "po/man/$lang.po" po/man/moguls.6.pot
done < po/LINGUAS
exit $status
