// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// What commands make known to the commands after them: assignments (also arrays and those of export, declare,
// typeset, local and readonly), alias and unalias, unset, read from a here-string or here-document.
#include "ShellExpansionImpl.h"
#include "ShellParserImpl.h"

#include <algorithm>

namespace airlock::safety {

namespace {

using namespace expansion;

bool validName(std::string_view name)
{
    return !name.empty() && detail::isNameStart(name[0]) &&
           std::all_of(name.begin(), name.end(), [](char c) { return detail::isNameChar(c); });
}

void store(ShellState &state, const std::string &name, std::vector<std::string> values, bool append)
{
    std::size_t size = 0;
    for (const std::string &v : values)
        size += v.size() + 1;
    state.spent += size;
    if (state.spent > ShellExpansion::kMaxExpansion) {
        state.overflow = true;
        state.variables.erase(name);
        return;
    }
    if (name == "IFS")
        state.ifs = values.empty() ? std::string() : values.front();
    auto &slot = state.variables[name];
    if (!append || slot.empty()) {
        slot = std::move(values);
    } else if (values.size() == 1 && slot.size() == 1) {
        slot.front() += values.front();
    } else {
        slot.insert(slot.end(), values.begin(), values.end());
    }
}

// name=(a b c): the elements, each brace-expanded and split as words are.
bool arrayElements(std::string_view raw, ShellState &state, std::vector<std::string> &elements)
{
    const std::size_t open = raw.find("=(");
    if (open == std::string_view::npos || raw.back() != ')')
        return false;
    Lexed lexed;
    std::string text;
    if (!lexText(raw.substr(open + 2, raw.size() - open - 3), lexed, text))
        return false;
    Units word;
    const auto flush = [&]() {
        if (word.empty())
            return true;
        std::vector<Units> sequences;
        if (!expandBraces(word, sequences, state))
            return false;
        std::vector<Field> fields;
        for (const Units &units : sequences) {
            if (!makeFields(units, lexed.parts, state, true, fields))
                return false;
        }
        for (Field &f : fields)
            elements.push_back(std::move(f.text));
        word.clear();
        return true;
    };
    for (const Unit &u : lexed.units) {
        if (u.part < 0 && !u.quoted && (u.c == ' ' || u.c == '\t' || u.c == '\n')) {
            if (!flush())
                return false;
            continue;
        }
        word.push_back(u);
    }
    return flush();
}

// NAME=value, NAME+=value, NAME=(…): the value when it is known, else NAME is forgotten.
void assign(const Word &word, std::string_view source, ShellState &state)
{
    const std::size_t eq = word.text.find('=');
    if (eq == std::string::npos || eq == 0)
        return;
    const bool append = word.text[eq - 1] == '+';
    std::string name = word.text.substr(0, append ? eq - 1 : eq);
    if (!validName(name)) {
        const std::size_t bracket = name.find('[');
        state.variables.erase(name.substr(0, bracket)); // a[i]=…: the array is no longer known
        return;
    }
    const bool array = word.text.size() > eq + 1 && word.text[eq + 1] == '(' && word.text.back() == ')';
    if (array) {
        std::vector<std::string> elements;
        if (word.begin < word.end && word.end <= source.size() &&
            arrayElements(source.substr(word.begin, word.end - word.begin), state, elements))
            store(state, name, std::move(elements), append);
        else
            state.variables.erase(name);
        return;
    }
    std::string value;
    if (!ShellExpansion::expandValue(word, source, state, value) || value.compare(0, eq + 1, word.text, 0, eq + 1)) {
        state.variables.erase(name);
        return;
    }
    store(state, name, {value.substr(eq + 1)}, append);
}

void recordRead(const SimpleCommand &command, const std::vector<Word> &words, std::string_view source,
                ShellState &state)
{
    std::vector<std::string> names;
    std::string arrayName;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string &a = words[i].text;
        if (a == "-a" && i + 1 < words.size()) {
            arrayName = words[++i].text;
        } else if ((a == "-d" || a == "-p" || a == "-t" || a == "-n" || a == "-N" || a == "-u" || a == "-i") &&
                   i + 1 < words.size()) {
            ++i;
        } else if (!a.empty() && a[0] != '-') {
            names.push_back(a);
        }
    }
    std::string input;
    bool known = false;
    for (const Redirect &r : command.redirects) {
        if (r.op == "<<<")
            known = ShellExpansion::expandValue(r.target, source, state, input);
        else if ((r.op == "<<" || r.op == "<<-") &&
                 (!r.heredocExpands || r.heredoc.find_first_of("$`\\") == std::string::npos)) {
            known = true;
            input = r.heredoc.substr(0, r.heredoc.find('\n'));
        }
    }
    if (names.empty() && arrayName.empty())
        names.push_back("REPLY");
    if (!known) {
        for (const std::string &n : names)
            state.variables.erase(n);
        state.variables.erase(arrayName);
        return;
    }
    std::vector<std::string> fields;
    Field current;
    const auto isIfs = [&](char c) { return state.ifs.find(c) != std::string::npos; };
    for (std::size_t i = 0; i < input.size(); ++i) {
        // The last name takes the rest of the line.
        if (arrayName.empty() && !names.empty() && fields.size() + 1 == names.size()) {
            std::string rest = input.substr(i);
            while (!rest.empty() && isIfs(rest.back()))
                rest.pop_back();
            current.text += rest;
            break;
        }
        if (isIfs(input[i])) {
            if (!current.text.empty())
                fields.push_back(std::move(current.text));
            current = Field();
        } else {
            current.text += input[i];
        }
    }
    if (!current.text.empty())
        fields.push_back(std::move(current.text));
    if (!arrayName.empty()) {
        if (validName(arrayName))
            store(state, arrayName, std::move(fields), false);
        return;
    }
    for (std::size_t n = 0; n < names.size(); ++n) {
        if (validName(names[n]))
            store(state, names[n], {n < fields.size() ? fields[n] : std::string()}, false);
    }
}

void recordAliases(const std::vector<Word> &words, ShellState &state)
{
    for (std::size_t i = 1; i < words.size(); ++i) {
        const Word &w = words[i];
        const std::size_t eq = w.text.find('=');
        if (eq == std::string::npos || eq == 0)
            continue;
        const std::string name = w.text.substr(0, eq);
        if (w.expanded) {
            state.aliases.erase(name);
            continue;
        }
        state.spent += w.text.size();
        if (state.spent > ShellExpansion::kMaxExpansion) {
            state.overflow = true;
            return;
        }
        state.aliases[name] = w.text.substr(eq + 1);
    }
}

} // namespace

void ShellExpansion::record(const SimpleCommand &command, const std::vector<Word> &words, std::string_view source,
                            ShellState &state)
{
    if (words.empty()) {
        for (const Word &a : command.assignments)
            assign(a, source, state);
        return;
    }
    if (words[0].expanded)
        return;
    const std::string &program = words[0].text;
    if (program == "export" || program == "declare" || program == "typeset" || program == "local" ||
        program == "readonly") {
        bool reference = false;
        for (std::size_t i = 1; i < command.words.size(); ++i) {
            const Word &w = command.words[i];
            if (!w.text.empty() && (w.text[0] == '-' || w.text[0] == '+')) {
                reference = reference || (w.text[0] == '-' && w.text.find('n') != std::string::npos);
                continue;
            }
            if (reference || w.text.find('=') == std::string::npos)
                state.variables.erase(w.text.substr(0, w.text.find('=')));
            else
                assign(w, source, state);
        }
    } else if (program == "alias") {
        recordAliases(words, state);
    } else if (program == "unalias") {
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i].text == "-a")
                state.aliases.clear();
            state.aliases.erase(words[i].text);
        }
    } else if (program == "unset") {
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i].text == "-f")
                return;
            state.variables.erase(words[i].text);
        }
    } else if (program == "read") {
        recordRead(command, words, source, state);
    }
}

std::string ShellExpansion::aliasOf(const std::vector<Word> &words, const ShellState &state)
{
    if (words.empty() || words[0].quoted || words[0].expanded || state.aliases.empty())
        return {};
    const auto it = state.aliases.find(words[0].text);
    if (it == state.aliases.end() || state.expandingAliases.count(it->first))
        return {};
    return it->first;
}

} // namespace airlock::safety
