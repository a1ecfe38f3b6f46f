#!/usr/bin/env bash
# The translation catalogues: regenerates po/moguls.pot from the sources (xgettext with the
# keywords of src/core/i18n.h: _, N_ and plural_text) and from the desktop entry and AppStream
# templates, then merges it into every po/<lang>.po (msgmerge: new strings come in untranslated,
# changed ones fuzzy; translate them and remove the fuzzy marks). Likewise the man page's
# catalogues in po/man (po4a, po/man/po4a.cfg).
#   tools/update-po.sh          update po/moguls.pot, po/man/moguls.6.pot and their .po files
#   tools/update-po.sh --check  change nothing; exit 1 if a .pot is out of date
set -euo pipefail
cd "$(dirname "$0")/.."

# References name files only (--add-location=file), so moving a string within its file
# leaves the catalogues as they are.
# What is translated, from po/POTFILES.in: source folders and files (their .c and .h files) and
# lessons (assets/<id>/lesson.txt).
mapfile -t listed < <(grep -v '^\s*\(#\|$\)' po/POTFILES.in)
source_dirs=() lessons=()
for item in "${listed[@]}"; do
  case "$item" in
    *lesson.txt) lessons+=("$item") ;;
    *) source_dirs+=("$item") ;;
  esac
done
templates=(packaging/net.moguls.moguls.desktop.in packaging/net.moguls.moguls.metainfo.xml.in)

# The coach's words of the lessons (docs/lessons.md), as a .pot on stdout: the title, the hints
# and every indented paragraph; src/core/lesson.c translates each as it reads the file.
lesson_pot() {
  local file
  for file in "${lessons[@]+"${lessons[@]}"}"; do
    awk -v file="$file" '
      function entry(text) {
        gsub(/\\/, "\\\\", text); gsub(/"/, "\\\"", text)
        printf "#: %s\nmsgid \"%s\"\nmsgstr \"\"\n\n", file, text
      }
      /^#/ { next }
      /^ +[^ ]/ { sub(/^ +/, ""); entry($0); next }
      /^(title|hint) / { sub(/^[a-z]+ +/, ""); entry($0) }
    ' "$file"
  done
}

make_pot() {
  local out=$1
  find "${source_dirs[@]}" -name '*.c' -o -name '*.h' | LC_ALL=C sort > "$out.files"
  xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=plural_text:1,2 \
    --flag=plural_text:1:c-format --flag=plural_text:2:c-format --add-comments=TRANSLATORS: \
    --package-name=moguls --msgid-bugs-address=dev@moguls.net --no-wrap --add-location=file \
    --files-from="$out.files" -o "$out"
  xgettext --join-existing --from-code=UTF-8 --no-wrap --add-location=file -o "$out" "${templates[@]}"
  { printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'; lesson_pot; } | msguniq --no-wrap > "$out.lessons"
  msgcat --use-first --no-wrap --add-location=file -o "$out" "$out" "$out.lessons"
  rm -f "$out.lessons"
  rm -f "$out.files"
}

# The .pot without the line that changes at every run.
stable() { grep -v '^"POT-Creation-Date:' "$1"; }

# The man page's template, made in a scratch copy of the page and po/man.
make_man_pot() {
  local scratch=$1
  mkdir -p "$scratch/packaging" "$scratch/po"
  cp packaging/moguls.6 "$scratch/packaging/"
  cp -r po/man "$scratch/po/"
  (cd "$scratch" && po4a --no-translations --msgmerge-opt=--no-wrap po/man/po4a.cfg > /dev/null)
}

if [ "${1:-}" = --check ]; then
  fresh=$(mktemp)
  scratch=$(mktemp -d)
  trap 'rm -rf "$fresh" "$scratch"' EXIT
  make_pot "$fresh"
  if ! diff -u <(stable po/moguls.pot) <(stable "$fresh"); then
    echo "po/moguls.pot is out of date: run tools/update-po.sh and translate the new strings"
    exit 1
  fi
  echo "po/moguls.pot is up to date"
  make_man_pot "$scratch"
  if ! diff -u <(stable po/man/moguls.6.pot) <(stable "$scratch/po/man/moguls.6.pot"); then
    echo "po/man/moguls.6.pot is out of date: run tools/update-po.sh and translate the man page"
    exit 1
  fi
  echo "po/man/moguls.6.pot is up to date"
  exit 0
fi

fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
make_pot "$fresh"
# Keep the old file (and its date) when nothing but the date changed.
if [ ! -f po/moguls.pot ] || ! diff -q <(stable po/moguls.pot) <(stable "$fresh") > /dev/null; then
  cp "$fresh" po/moguls.pot
fi
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  msgmerge --quiet --update --backup=none --no-wrap --add-location=file "po/$lang.po" po/moguls.pot
done < po/LINGUAS
po4a --no-translations --msgmerge-opt=--no-wrap po/man/po4a.cfg
