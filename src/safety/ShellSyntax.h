// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Phrase.h"

#include <cstddef>
#include <string>
#include <vector>

namespace airlock::safety {

// The syntax tree ShellParser produces, flattened: every simple command at any depth (inside pipelines, lists,
// compound commands, functions, command and process substitutions) is one entry, linked to where it came from.

// One word after quote removal. Expansions stay in `text` as they were written ($HOME, $(…), `…`) and are flagged,
// so that rules can tell `rm -rf /` from `rm -rf "$DIR"`.
struct Word {
    std::string text;
    std::size_t begin = 0; // byte span in the parsed text
    std::size_t end = 0;
    bool quoted = false;   // some part was quoted or escaped
    bool expanded = false; // holds a parameter, command, arithmetic or process expansion
    bool glob = false;     // holds an unquoted * ? or [
    bool brace = false;    // holds an unquoted {a,b} list
    std::vector<int>
        substitutions; // commands of the $(…), `…`, <(…) inside the word (indices into ParseTree::commands)

    bool literal() const { return !expanded; }
};

struct Redirect {
    int fd = -1;    // explicit descriptor, or -1 for the operator's default
    std::string op; // > >> < << <<- <<< >& <& &> &>> >| <>
    Word target;
    std::string heredoc; // body of << and <<-
    bool heredocExpands = true;
};

enum class Origin {
    TopLevel,
    CommandSubstitution,    // $(…) or `…` in a word of `parent`
    ProcessSubstitutionIn,  // <(…): its output is read by `parent`
    ProcessSubstitutionOut, // >(…): it reads what `parent` writes
};

struct SimpleCommand {
    std::vector<Word> assignments; // NAME=value before the command
    std::vector<Word> words;       // argv
    std::vector<Redirect> redirects;
    std::size_t begin = 0;
    std::size_t end = 0;
    int parent = -1; // the command whose word holds this one's substitution
    Origin origin = Origin::TopLevel;
    int pipeline = -1; // commands of one pipeline share this id
    int pipelineIndex = 0;
    int pipelineLength = 1;
    bool background = false; // the pipeline ends with &
    int outerPipeline = -1;  // a command inside a compound element of a pipeline ({ a; } | b): that pipeline
    int outerIndex = 0;
    bool infiniteLoop = false; // inside `while :`, `while true` or `until false`
    std::string function;      // the function whose body holds this command
};

struct FunctionDefinition {
    std::string name;
    std::size_t begin = 0;
    std::size_t end = 0;
};

struct ParseTree {
    std::vector<SimpleCommand> commands;
    std::vector<FunctionDefinition> functions;
    std::vector<Phrase> errors; // why the text is not valid bash (empty when it is)
    int pipelines = 0;          // pipeline ids handed out
    bool truncated = false;     // the parse stopped at ShellParser::kMaxCommands; `errors` says so
    bool ok() const { return errors.empty(); }
};

} // namespace airlock::safety
