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
  airlock_use_test_pch(${name} ${ARG_LIBS})
  airlock_add_test_run(${name} ${name} LABELS ${ARG_LABELS} TIMEOUT ${ARG_TIMEOUT} ENVIRONMENT ${ARG_ENVIRONMENT}
    WRAPPER ${ARG_WRAPPER})
endfunction()

# One more run of an existing test executable under another name and environment (a shared suite on another
# backend): built once, run as often as needed.
function(airlock_add_test_run name target)
  cmake_parse_arguments(ARG "" "TIMEOUT" "LABELS;ENVIRONMENT;WRAPPER" ${ARGN})
  add_test(NAME ${name} COMMAND ${ARG_WRAPPER} $<TARGET_FILE:${target}>)
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  # Qt Test's own watchdog (300 s by default in Qt 6.4, counted over more than one test function there) fires 15 s
  # before ctest's timeout instead, so a slow machine gets the whole time the test is given, and a hang still prints
  # Qt's stack trace before ctest kills the test.
  math(EXPR _watchdog_ms "(${ARG_TIMEOUT} - 15) * 1000")
  set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}" TIMEOUT ${ARG_TIMEOUT}
    ENVIRONMENT "AIRLOCK_BINARY=$<TARGET_FILE:airlock>;QT_QPA_PLATFORM=offscreen;LC_MESSAGES=C.UTF-8;LANGUAGE=;AIRLOCK_AUDIT_PATH=${CMAKE_BINARY_DIR}/test-audit/${name}.sqlite;QTEST_FUNCTION_TIMEOUT=${_watchdog_ms};${ARG_ENVIRONMENT}")
endfunction()

# Precompiled headers for the tests: Qt Test, Qt Core and nlohmann/json take much of each test's compile time, and
# every test is one file. A precompiled header is valid only for the same Qt modules (their *_LIB macros change what
# <QTest> includes), so there is one per set of modules the layers bring: core (Core), backends (+ Network), network
# (+ Sql: the engine and above), gui (+ Gui, Widgets). airlock_test_pch_donors() makes them (tests/CMakeLists.txt calls
# it first). A test whose modules match no group builds without one; a mismatch is a warning, never an error.
set(AIRLOCK_TEST_PCH_HEADERS <QTest> <QSignalSpy> <QTemporaryDir> <QProcess> <QElapsedTimer> <QFile> <QDir>
  <QStandardPaths> <nlohmann/json.hpp>)
function(airlock_test_pch_donors)
  set(_donor_source ${PROJECT_SOURCE_DIR}/tests/fixtures/PchDonor.cpp)
  foreach(group core backends network gui)
    qt_add_executable(airlock_test_pch_${group} ${_donor_source})
    target_link_libraries(airlock_test_pch_${group} PRIVATE airlock_common Qt6::Test nlohmann_json::nlohmann_json)
    set(_headers ${AIRLOCK_TEST_PCH_HEADERS})
    if(NOT group STREQUAL "core")
      target_link_libraries(airlock_test_pch_${group} PRIVATE Qt6::Network)
    endif()
    if(group STREQUAL "network" OR group STREQUAL "gui")
      target_link_libraries(airlock_test_pch_${group} PRIVATE Qt6::Sql)
    endif()
    if(group STREQUAL "gui")
      target_link_libraries(airlock_test_pch_${group} PRIVATE Qt6::Widgets)
      list(APPEND _headers <QApplication> <QWidget> <QLabel> <QPushButton> <QLineEdit>)
    endif()
    target_precompile_headers(airlock_test_pch_${group} PRIVATE ${_headers})
  endforeach()
endfunction()

# The group of a test, from the libraries it links: the highest layer decides.
function(airlock_use_test_pch name)
  if(NOT TARGET airlock_test_pch_core)
    return()
  endif()
  set(_rank 0)
  set(_groups none core backends network gui)
  foreach(lib ${ARGN})
    set(_r 0)
    if(lib MATCHES "^(airlock_gui)$")
      set(_r 4)
    elseif(lib MATCHES "^(airlock_engine|airlock_mcp|airlock_app)$")
      set(_r 3)
    elseif(lib STREQUAL "airlock_backends")
      set(_r 2)
    elseif(lib MATCHES "^(airlock_core|airlock_analysis|airlock_safety|airlock_hookclient)$")
      set(_r 1)
    elseif(lib MATCHES "^(Qt6::|airlock_secrets)")
      set(_rank -100) # other Qt modules: no group matches
    endif()
    if(_r GREATER _rank AND _rank GREATER_EQUAL 0)
      set(_rank ${_r})
    endif()
  endforeach()
  if(_rank LESS_EQUAL 0)
    return()
  endif()
  list(GET _groups ${_rank} group)
  target_precompile_headers(${name} REUSE_FROM airlock_test_pch_${group})
  target_compile_options(${name} PRIVATE -Wno-error=invalid-pch)
endfunction()
