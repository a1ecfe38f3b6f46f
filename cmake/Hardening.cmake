# Debian's hardening flags for a package build (MOGULS_PACKAGE_BUILD): dpkg-buildflags with every
# hardening feature (stack protector, _FORTIFY_SOURCE, full RELRO with BIND_NOW, PIE), as a
# Debian package's rules file would pass them, and stack clash and control-flow protection.
# tools/check-package.sh runs hardening-check on the installed program and module.
find_program(DPKG_BUILDFLAGS dpkg-buildflags)
if(NOT DPKG_BUILDFLAGS)
  message(FATAL_ERROR "a package build needs dpkg-buildflags (package dpkg-dev)")
endif()
foreach(kind CPPFLAGS CFLAGS LDFLAGS)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env DEB_BUILD_MAINT_OPTIONS=hardening=+all
            ${DPKG_BUILDFLAGS} --get ${kind}
    OUTPUT_VARIABLE DEB_${kind} OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
endforeach()
# CMake reads no CPPFLAGS: the preprocessor's flags (_FORTIFY_SOURCE) go with the compiler's.
string(APPEND CMAKE_C_FLAGS " ${DEB_CPPFLAGS} ${DEB_CFLAGS}")
# Stack clash and control-flow protection joined hardening=+all in dpkg 1.22 (Debian 13);
# hardening-check looks for them, so add them where an older dpkg leaves them out.
include(CheckCCompilerFlag)
foreach(flag -fstack-clash-protection -fcf-protection)
  string(MAKE_C_IDENTIFIER "HAVE${flag}" have_flag)
  check_c_compiler_flag(${flag} ${have_flag})
  if(${have_flag} AND NOT DEB_CFLAGS MATCHES "${flag}")
    string(APPEND CMAKE_C_FLAGS " ${flag}")
  endif()
endforeach()
foreach(kind EXE SHARED MODULE)
  string(APPEND CMAKE_${kind}_LINKER_FLAGS " ${DEB_LDFLAGS}")
endforeach()
# dpkg-buildflags maps only the folder it ran in out of the debug information; the build-id of
# the stripped program is computed over it, so map both trees, or two builds of one commit in
# two folders would differ.
add_compile_options(-ffile-prefix-map=${PROJECT_SOURCE_DIR}=.
                    -ffile-prefix-map=${PROJECT_BINARY_DIR}=.)
# The executables are position-independent too (CMake passes -pie once it knows it works).
include(CheckPIESupported)
check_pie_supported()
