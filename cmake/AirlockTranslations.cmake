# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# The translations (translations/airlock_<lang>.ts): compiled to .qm by lrelease and embedded under :/i18n/ in the
# target given; `update_translations` refreshes the .ts files from the sources. Before the .qm files are made, a check
# runs lupdate into temporary copies and fails the build when a string is untranslated, obsolete or vanished
# (tools/check-translations.py), so the committed .ts files are never rewritten by a normal build.
option(AIRLOCK_CHECK_TRANSLATIONS "Fail the build on untranslated or obsolete strings" ON)
add_feature_info(TranslationCheck AIRLOCK_CHECK_TRANSLATIONS "the build fails on unfinished or obsolete translations")
find_package(Python3 REQUIRED COMPONENTS Interpreter)

set(AIRLOCK_LANGUAGES de fr)
set(AIRLOCK_TS_DIR ${PROJECT_SOURCE_DIR}/translations)
set(AIRLOCK_TRANSLATIONS_CHECKER ${PROJECT_SOURCE_DIR}/tools/check-translations.py)
# The findings' templates of src/safety, marked AIRLOCK_FINDING (src/safety/Phrase.h); tools/check-translations.py
# passes the same.
set(AIRLOCK_LUPDATE_ALIASES -tr-function-alias QT_TRANSLATE_NOOP+=AIRLOCK_FINDING)

# airlock_add_translations(<target>): the .qm files of every language, embedded in <target> as :/i18n/airlock_<l>.qm.
# English is the source language: airlock_en.ts holds only the plural forms ("1 task", "2 tasks").
function(airlock_add_translations target)
  file(GLOB sources CONFIGURE_DEPENDS ${AIRLOCK_SOURCE_ROOT}/*/*.cpp ${AIRLOCK_SOURCE_ROOT}/*/*.h
    ${PROJECT_SOURCE_DIR}/ui/*.ui)
  set(list_file ${CMAKE_CURRENT_BINARY_DIR}/translated_sources.lst)
  string(REPLACE ";" "\n" lines "${sources}")
  file(CONFIGURE OUTPUT ${list_file} CONTENT "${lines}\n")
  set(ts_files ${AIRLOCK_TS_DIR}/airlock_en.ts)
  foreach(lang IN LISTS AIRLOCK_LANGUAGES)
    list(APPEND ts_files ${AIRLOCK_TS_DIR}/airlock_${lang}.ts)
  endforeach()

  get_target_property(lupdate Qt6::lupdate IMPORTED_LOCATION)
  get_target_property(lrelease Qt6::lrelease IMPORTED_LOCATION)
  set(check_stamp ${CMAKE_CURRENT_BINARY_DIR}/translations_checked.stamp)
  if(AIRLOCK_CHECK_TRANSLATIONS)
    add_custom_command(OUTPUT ${check_stamp}
      COMMAND ${CMAKE_COMMAND} -E rm -f ${check_stamp}
      COMMAND Python3::Interpreter ${AIRLOCK_TRANSLATIONS_CHECKER} current --lupdate ${lupdate}
        --sources ${list_file} --stamp ${check_stamp} ${ts_files}
      DEPENDS ${sources} ${ts_files} ${AIRLOCK_TRANSLATIONS_CHECKER}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
      COMMENT "Checking that every string is translated (translations/*.ts)"
      VERBATIM)
  else()
    add_custom_command(OUTPUT ${check_stamp} COMMAND ${CMAKE_COMMAND} -E touch ${check_stamp} VERBATIM)
  endif()

  set(qm_files)
  foreach(ts IN LISTS ts_files)
    get_filename_component(name ${ts} NAME_WE)
    set(qm ${CMAKE_CURRENT_BINARY_DIR}/i18n/${name}.qm)
    add_custom_command(OUTPUT ${qm}
      COMMAND ${lrelease} -silent ${ts} -qm ${qm}
      DEPENDS ${ts} ${check_stamp}
      COMMENT "Compiling ${name}.qm"
      VERBATIM)
    list(APPEND qm_files ${qm})
  endforeach()
  qt_add_resources(${target} airlock_translations PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}/i18n
    FILES ${qm_files})

  # The workflow: update the .ts files from the sources (dropping what the sources no longer have), translate, commit.
  add_custom_target(update_translations
    COMMAND ${lupdate} -silent -no-obsolete -locations absolute ${AIRLOCK_LUPDATE_ALIASES} @${list_file}
      -ts ${AIRLOCK_TS_DIR}/airlock_de.ts ${AIRLOCK_TS_DIR}/airlock_fr.ts
    COMMAND ${lupdate} -silent -no-obsolete -locations absolute -pluralonly ${AIRLOCK_LUPDATE_ALIASES} @${list_file}
      -ts ${AIRLOCK_TS_DIR}/airlock_en.ts
    COMMAND Python3::Interpreter ${AIRLOCK_TRANSLATIONS_CHECKER} current --lupdate ${lupdate}
      --sources ${list_file} --report-only ${ts_files}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Updating translations/*.ts from the sources; what is listed below is still to translate"
    VERBATIM)
endfunction()
