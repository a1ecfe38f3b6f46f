# Desktop integration and the .deb package (cpack). Included from the top CMakeLists.txt when
# the app is built.
set(MOGULS_APP_ID net.moguls.moguls)
set(ICON_SIZES 48 64 128 256 512)
set(GEN ${PROJECT_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${GEN})

# Icons: the SVG rasterised into the hicolor theme sizes by our own tool.
add_executable(make_icons tools/make_icons.c)
target_link_libraries(make_icons PRIVATE SDL2::SDL2 SDL2_image::SDL2_image)
set(ICON_PNGS)
foreach(size ${ICON_SIZES})
  list(APPEND ICON_PNGS ${GEN}/icons/${size}x${size}/apps/${MOGULS_APP_ID}.png)
endforeach()
add_custom_command(OUTPUT ${ICON_PNGS}
  COMMAND make_icons ${PROJECT_SOURCE_DIR}/packaging/${MOGULS_APP_ID}.svg ${GEN}/icons ${ICON_SIZES}
  DEPENDS make_icons packaging/${MOGULS_APP_ID}.svg
  COMMENT "Rasterising the icon")

# The man page and changelog, compressed as Debian wants them (-n: reproducible).
add_custom_command(OUTPUT ${GEN}/moguls.6.gz
  COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/packaging/moguls.6 > ${GEN}/moguls.6.gz
  DEPENDS packaging/moguls.6)
add_custom_command(OUTPUT ${GEN}/changelog.gz
  COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/packaging/changelog > ${GEN}/changelog.gz
  DEPENDS packaging/changelog)
add_custom_command(OUTPUT ${GEN}/copyright
  COMMAND ${CMAKE_COMMAND} -DSOURCE=${PROJECT_SOURCE_DIR} -DOUTPUT=${GEN}/copyright
          -P ${PROJECT_SOURCE_DIR}/cmake/copyright.cmake
  DEPENDS cmake/copyright.cmake LICENSE assets/buyword/LICENSE-SCOWL.txt)
# The man page in each language of po/man (po4a; a page only for a complete catalogue).
set(MAN_PAGES_GZ)
find_program(PO4A_EXECUTABLE po4a)
if(PO4A_EXECUTABLE)
  set(MAN_LANGUAGES de fr es) # as [po4a_langs] in po/man/po4a.cfg
  set(MAN_PAGES)
  set(MAN_PO_FILES)
  foreach(lang ${MAN_LANGUAGES})
    list(APPEND MAN_PAGES ${GEN}/man/${lang}/moguls.6)
    list(APPEND MAN_PO_FILES po/man/${lang}.po)
  endforeach()
  add_custom_command(OUTPUT ${MAN_PAGES}
    COMMAND ${PO4A_EXECUTABLE} --no-update --srcdir ${PROJECT_SOURCE_DIR} --destdir ${GEN}
            ${PROJECT_SOURCE_DIR}/po/man/po4a.cfg
    DEPENDS packaging/moguls.6 po/man/po4a.cfg ${MAN_PO_FILES}
    COMMENT "Translating the man page")
  foreach(lang ${MAN_LANGUAGES})
    add_custom_command(OUTPUT ${GEN}/man/${lang}/moguls.6.gz
      COMMAND gzip -9n -c ${GEN}/man/${lang}/moguls.6 > ${GEN}/man/${lang}/moguls.6.gz
      DEPENDS ${GEN}/man/${lang}/moguls.6)
    list(APPEND MAN_PAGES_GZ ${GEN}/man/${lang}/moguls.6.gz)
    install(FILES ${GEN}/man/${lang}/moguls.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/${lang}/man6)
  endforeach()
else()
  message(WARNING "po4a not found: the man page is installed in English only")
endif()

add_custom_target(desktop_files ALL
  DEPENDS ${ICON_PNGS} ${GEN}/moguls.6.gz ${GEN}/changelog.gz ${GEN}/copyright ${MAN_PAGES_GZ})

# The desktop entry and the AppStream metainfo, with every language of po/ merged in (msgfmt
# --desktop / --xml, the latter with the metainfo ITS rules of the appstream package); without
# msgfmt, the English templates as they are.
set(DESKTOP_FILE ${GEN}/${MOGULS_APP_ID}.desktop)
set(METAINFO_FILE ${GEN}/${MOGULS_APP_ID}.metainfo.xml)
set(PO_FILES)
foreach(lang ${MOGULS_LANGUAGES})
  list(APPEND PO_FILES po/${lang}.po)
endforeach()
if(MSGFMT_EXECUTABLE)
  add_custom_command(OUTPUT ${DESKTOP_FILE}
    COMMAND ${MSGFMT_EXECUTABLE} --desktop -d ${PROJECT_SOURCE_DIR}/po
            --template ${PROJECT_SOURCE_DIR}/packaging/${MOGULS_APP_ID}.desktop.in -o ${DESKTOP_FILE}
    DEPENDS packaging/${MOGULS_APP_ID}.desktop.in ${PO_FILES} po/LINGUAS)
  add_custom_command(OUTPUT ${METAINFO_FILE}
    COMMAND ${MSGFMT_EXECUTABLE} --xml -d ${PROJECT_SOURCE_DIR}/po
            --template ${PROJECT_SOURCE_DIR}/packaging/${MOGULS_APP_ID}.metainfo.xml.in
            -o ${METAINFO_FILE}
    DEPENDS packaging/${MOGULS_APP_ID}.metainfo.xml.in ${PO_FILES} po/LINGUAS)
else()
  configure_file(packaging/${MOGULS_APP_ID}.desktop.in ${DESKTOP_FILE} COPYONLY)
  configure_file(packaging/${MOGULS_APP_ID}.metainfo.xml.in ${METAINFO_FILE} COPYONLY)
endif()
add_custom_target(desktop_entry ALL DEPENDS ${DESKTOP_FILE} ${METAINFO_FILE})
install(FILES ${DESKTOP_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${METAINFO_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES packaging/${MOGULS_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(DIRECTORY ${GEN}/icons/ DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor)
install(FILES ${GEN}/moguls.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${GEN}/copyright ${GEN}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/moguls)

# ---- cpack: the .deb ----
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME moguls)
set(CPACK_PACKAGE_VENDOR "The Moguls developers")
set(CPACK_PACKAGE_CONTACT "The Moguls developers <dev@moguls.net>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # dependencies from dpkg-shlibdeps (libssl3, libsqlite3-0, ...), not by hand
# ...and the fonts the game draws with, from Debian rather than a copy of our own.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-lato, fonts-roboto-slab, fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://moguls.net/)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "five economic board games against bots or friends")
# The extended description: cpack indents each line itself; "." separates paragraphs.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"Moguls plays Buyout!, The Estates, BuyWord, Takeover (for the piecepack)
and Mint Bid with the mouse, alone against bots of several strengths or
hot-seat with friends at one computer. Games are saved as you play; undo,
a plain-English log and the rules in our own words are at hand.
.
Headless commands simulate, replay and script games without a window.")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
