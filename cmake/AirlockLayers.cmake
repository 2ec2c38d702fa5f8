# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# The layers are targets, and a target sees only the headers of the layers it links. Each layer's folder src/<f>/ is
# exposed as "<f>/…" through an include root of its own in the build tree (a symbolic link), never through src/ as a
# whole: an upward include (say, core including "engine/Engine.h") finds no such file and fails to build.
# scripts/check-layers states the allowed directions in one place and checks them on the tree.
get_filename_component(AIRLOCK_SOURCE_ROOT "${CMAKE_CURRENT_LIST_DIR}/../src" ABSOLUTE)

# airlock_expose_layer(<target> <folder>): users of <target> may include "<folder>/Header.h".
function(airlock_expose_layer target folder)
  set(root "${CMAKE_BINARY_DIR}/layers/${folder}")
  if(NOT EXISTS "${root}/${folder}")
    file(MAKE_DIRECTORY "${root}")
    file(CREATE_LINK "${AIRLOCK_SOURCE_ROOT}/${folder}" "${root}/${folder}" SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC "${root}")
endfunction()

# airlock_add_analysis_library(<target>): the Qt-free bash parser, resolver, danger rules and policy
# (src/safety), one source list for the app's build and the libFuzzer build (tests/fuzz).
function(airlock_add_analysis_library target)
  set(dir "${AIRLOCK_SOURCE_ROOT}/safety")
  add_library(${target} STATIC
    ${dir}/ApprovalPolicy.cpp ${dir}/ApprovalPolicy.h
    ${dir}/CommandAnalyzer.cpp ${dir}/CommandAnalyzer.h
    ${dir}/CommandResolver.cpp ${dir}/CommandResolver.h ${dir}/CommandResolverImpl.h
    ${dir}/CommandWrappers.cpp ${dir}/NestedCommands.cpp ${dir}/EmbeddedCommands.cpp ${dir}/WrapperTable.cpp
    ${dir}/WrapperTable.h
    ${dir}/FedCode.cpp ${dir}/FedCodeRules.cpp ${dir}/FedCodeRules.h ${dir}/WrittenScripts.cpp
    ${dir}/FileRules.cpp ${dir}/SystemRules.cpp ${dir}/HistoryRules.cpp ${dir}/RuleHelpers.h
    ${dir}/InlineCode.cpp ${dir}/InlineCode.h ${dir}/InlineCodeCalls.cpp ${dir}/InlineCodeLexer.cpp
    ${dir}/InlineCodeRules.cpp ${dir}/InlineCodeTable.cpp ${dir}/InlineCodeValues.cpp
    ${dir}/CloudRules.cpp ${dir}/NetworkRules.cpp ${dir}/ServiceRules.cpp ${dir}/SourceRules.cpp ${dir}/StorageRules.cpp
    ${dir}/SetupIdioms.cpp ${dir}/SetupIdioms.h
    ${dir}/InteractiveGuard.cpp ${dir}/InteractiveGuard.h
    ${dir}/Invocation.h
    ${dir}/PathRules.cpp ${dir}/PathRules.h ${dir}/Phrase.cpp ${dir}/Phrase.h
    ${dir}/ProgramRules.cpp ${dir}/ProgramRules.h
    ${dir}/Rule.cpp ${dir}/Rule.h
    ${dir}/ShellParser.cpp ${dir}/ShellParser.h ${dir}/ShellParserImpl.h ${dir}/ShellWords.cpp
    ${dir}/ShellCompoundCommands.cpp ${dir}/ShellSimpleCommands.cpp
    ${dir}/ShellSyntax.h
    ${dir}/ShellExpansion.cpp ${dir}/ShellExpansion.h ${dir}/ShellExpansionImpl.h ${dir}/ShellWordLexer.cpp
    ${dir}/ShellParameters.cpp ${dir}/ShellState.cpp ${dir}/ShellAliases.cpp
    ${dir}/SqlRules.cpp ${dir}/SqlRules.h
    ${dir}/SudoRewriter.cpp ${dir}/SudoRewriter.h
    ${dir}/TextReview.cpp ${dir}/TextReview.h)
  target_compile_features(${target} PUBLIC cxx_std_20)
  airlock_expose_layer(${target} safety)
endfunction()
