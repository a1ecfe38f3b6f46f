# Translations (GNU gettext): po/<lang>.po compiled into <build>/locale/<lang>/LC_MESSAGES/
# moguls.mo, where the app finds them when it runs from the build tree (src/app/language.c), and
# installed to <datadir>/locale. The desktop entry and the AppStream metainfo are merged from
# their .in templates with the same catalogues. po/README.md tells how to update them.
find_program(MSGFMT_EXECUTABLE msgfmt)
find_program(XGETTEXT_EXECUTABLE xgettext)
find_program(MSGMERGE_EXECUTABLE msgmerge)
find_program(MSGCMP_EXECUTABLE msgcmp)
file(STRINGS ${PROJECT_SOURCE_DIR}/po/LINGUAS MOGULS_LANGUAGES REGEX "^[a-z]")
set(MOGULS_LOCALE_BUILD_DIR ${PROJECT_BINARY_DIR}/locale)

if(NOT MSGFMT_EXECUTABLE)
  message(WARNING "msgfmt (package gettext) not found: Moguls is built in English only")
  return()
endif()

set(MO_FILES)
foreach(lang ${MOGULS_LANGUAGES})
  set(mo ${MOGULS_LOCALE_BUILD_DIR}/${lang}/LC_MESSAGES/moguls.mo)
  add_custom_command(OUTPUT ${mo}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${MOGULS_LOCALE_BUILD_DIR}/${lang}/LC_MESSAGES
    COMMAND ${MSGFMT_EXECUTABLE} --check -o ${mo} ${PROJECT_SOURCE_DIR}/po/${lang}.po
    DEPENDS po/${lang}.po
    COMMENT "Compiling the ${lang} catalogue")
  list(APPEND MO_FILES ${mo})
  install(FILES ${mo} DESTINATION ${CMAKE_INSTALL_LOCALEDIR}/${lang}/LC_MESSAGES)
endforeach()
add_custom_target(translations ALL DEPENDS ${MO_FILES})
