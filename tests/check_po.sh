#!/usr/bin/env bash
# The catalogue test: po/moguls.pot holds every string of the sources, and every po/<lang>.po
# translates all of them (no untranslated, fuzzy or missing entry), with format directives that
# match their msgid (msgfmt --check).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/update-po.sh --check
status=0
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  stats=$(msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1) || {
    echo "$lang: msgfmt --check fails: $stats"; status=1; continue; }
  echo "$lang: $stats"
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$lang: not complete"; status=1 ;;
  esac
  # Every msgid of the template has a translation (not fuzzy, not empty) in the catalogue.
  msgcmp "po/$lang.po" po/moguls.pot || { echo "$lang: strings of po/moguls.pot missing"; status=1; }
done < po/LINGUAS
exit $status
