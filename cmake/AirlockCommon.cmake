# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# One INTERFACE target carries the language level, warnings, hardening and Qt strictness;
# every Airlock target links it instead of touching CMAKE_CXX_FLAGS.
add_library(airlock_common INTERFACE)
target_compile_features(airlock_common INTERFACE cxx_std_20)
target_compile_options(airlock_common INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual -Wold-style-cast
  -fstack-protector-strong
  $<$<BOOL:${AIRLOCK_WERROR}>:-Werror>)
target_compile_definitions(airlock_common INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_USE_QSTRINGBUILDER
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_NO_FOREACH
  $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
target_link_options(airlock_common INTERFACE -Wl,-z,relro,-z,now)
if(AIRLOCK_SANITIZE)
  string(REPLACE ";" "," _airlock_san "${AIRLOCK_SANITIZE}")
  target_compile_options(airlock_common INTERFACE -fsanitize=${_airlock_san} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  target_link_options(airlock_common INTERFACE -fsanitize=${_airlock_san})
endif()

# airlock_add_test(<name> SOURCES <files> [LIBS <targets>] [LABELS <labels>] [ENVIRONMENT <k=v>...] [TIMEOUT <s>]
#                  [WRAPPER <command>...])
# Registers one Qt Test executable with CTest; tests link the libraries, never the executable. A WRAPPER command runs
# the test (e.g. on a private D-Bus session with a keyring): `<wrapper...> <test binary>`.
function(airlock_add_test name)
  cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBS;LABELS;ENVIRONMENT;WRAPPER" ${ARGN})
  qt_add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE airlock_common Qt6::Test ${ARG_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/fixtures)
  add_test(NAME ${name} COMMAND ${ARG_WRAPPER} $<TARGET_FILE:${name}>)
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}" TIMEOUT ${ARG_TIMEOUT}
    ENVIRONMENT "AIRLOCK_BINARY=$<TARGET_FILE:airlock>;QT_QPA_PLATFORM=offscreen;AIRLOCK_AUDIT_PATH=${CMAKE_BINARY_DIR}/test-audit/${name}.sqlite;${ARG_ENVIRONMENT}")
endfunction()

# One more run of an existing test executable under another name and environment (a shared suite on another
# backend): built once, run as often as needed.
function(airlock_add_test_run name target)
  cmake_parse_arguments(ARG "" "TIMEOUT" "LABELS;ENVIRONMENT;WRAPPER" ${ARGN})
  add_test(NAME ${name} COMMAND ${ARG_WRAPPER} $<TARGET_FILE:${target}>)
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}" TIMEOUT ${ARG_TIMEOUT}
    ENVIRONMENT "AIRLOCK_BINARY=$<TARGET_FILE:airlock>;QT_QPA_PLATFORM=offscreen;AIRLOCK_AUDIT_PATH=${CMAKE_BINARY_DIR}/test-audit/${name}.sqlite;${ARG_ENVIRONMENT}")
endfunction()
