# Writes the Debian machine-readable copyright file from the licence texts in the tree. The
# package does not ship fonts/ (it depends on fonts-dejavu-core), so the DejaVu licence stays with
# the bundled copy in the source tree.
# cmake -DSOURCE=<source dir> -DOUTPUT=<file> -P copyright.cmake
function(indent_licence path out_var)
  file(READ "${path}" text)
  string(REGEX REPLACE "\n+$" "" text "${text}")
  string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" text "${text}")
  string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" text "${text}")
  string(REPLACE "\n" "\n " text "${text}")
  set(${out_var} " ${text}" PARENT_SCOPE)
endfunction()

file(READ "${SOURCE}/LICENSE" mit)
string(REGEX REPLACE "\nThird-party data.*$" "" mit "${mit}")
file(WRITE "${OUTPUT}.mit" "${mit}")
indent_licence("${OUTPUT}.mit" mit_text)
file(REMOVE "${OUTPUT}.mit")
indent_licence("${SOURCE}/assets/buyword/LICENSE-SCOWL.txt" scowl_text)

file(WRITE "${OUTPUT}"
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: moguls
Upstream-Contact: The Moguls developers <dev@moguls.net>

Files: *
Copyright: 2026 The Moguls developers
License: Expat

Files: assets/buyword/words.txt assets/buyword/words.index
Copyright: 2000-2011 Kevin Atkinson and the SCOWL contributors
License: SCOWL

License: Expat
${mit_text}

License: SCOWL
${scowl_text}
")
