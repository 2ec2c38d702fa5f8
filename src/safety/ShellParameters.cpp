// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Parameter expansions with known values: $X, ${X}, ${a[@]}, ${a[n]}, ${#X}, defaults and alternatives (${X:-w},
// ${X:=w}, ${X:+w}), substitution (${X/a/b}), prefix and suffix removal with literal patterns, substrings and case.
#include "ShellExpansionImpl.h"
#include "ShellParserImpl.h"

#include <algorithm>
#include <cctype>

namespace airlock::safety::expansion {

namespace {

bool hasGlob(std::string_view pattern)
{
    return pattern.find_first_of("*?[\\") != std::string_view::npos;
}

// A word inside ${…} (a default, a replacement) expanded without splitting.
bool wordValue(std::string_view raw, ShellState &state, std::string &value)
{
    Lexed lexed;
    std::string text;
    if (!lexText(raw, lexed, text))
        return false;
    std::vector<Field> fields;
    if (!makeFields(lexed.units, lexed.parts, state, false, fields))
        return false;
    value.clear();
    for (const Field &f : fields)
        value += f.text;
    return true;
}

bool number(std::string_view s, long &out)
{
    std::size_t i = 0;
    while (i < s.size() && s[i] == ' ')
        ++i;
    s.remove_prefix(i);
    if (s.empty() || s.size() > 9)
        return false;
    const bool negative = s[0] == '-';
    if (negative)
        s.remove_prefix(1);
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    out = std::stol(std::string(s)) * (negative ? -1 : 1);
    return true;
}

// ${X/pattern/replacement}, ${X//…}, ${X/#…}, ${X/%…} with a literal pattern.
bool substituted(std::string_view op, std::vector<std::string> &values, ShellState &state)
{
    op.remove_prefix(1);
    char mode = '/';
    if (!op.empty() && (op[0] == '/' || op[0] == '#' || op[0] == '%')) {
        mode = op[0];
        op.remove_prefix(1);
    } else {
        mode = '1';
    }
    const std::size_t slash = op.find('/');
    const std::string_view pattern = op.substr(0, slash);
    std::string replacement;
    if (slash != std::string_view::npos && !wordValue(op.substr(slash + 1), state, replacement))
        return false;
    if (hasGlob(pattern) || pattern.empty())
        return false;
    for (std::string &v : values) {
        if (mode == '#') {
            if (v.compare(0, pattern.size(), pattern) == 0)
                v.replace(0, pattern.size(), replacement);
        } else if (mode == '%') {
            if (v.size() >= pattern.size() && v.compare(v.size() - pattern.size(), pattern.size(), pattern) == 0)
                v.replace(v.size() - pattern.size(), pattern.size(), replacement);
        } else {
            std::string out;
            std::size_t from = 0;
            for (std::size_t at = v.find(pattern); at != std::string::npos; at = v.find(pattern, from)) {
                out.append(v, from, at - from);
                out += replacement;
                from = at + pattern.size();
                if (mode == '1')
                    break;
            }
            out.append(v, from, std::string::npos);
            v = std::move(out);
        }
    }
    return true;
}

// The operator after the name: defaults, alternatives, removal, substrings, case.
bool applyOperator(std::string_view name, std::string_view op, bool found, ShellState &state,
                   std::vector<std::string> &values)
{
    const bool colon = !op.empty() && op[0] == ':';
    const std::string_view rest = colon ? op.substr(1) : op;
    const bool empty = !found || std::all_of(values.begin(), values.end(), [](const auto &v) { return v.empty(); });
    const bool missing = colon ? empty : !found;
    if (!rest.empty() && (rest[0] == '-' || rest[0] == '=' || rest[0] == '?' || rest[0] == '+')) {
        if (rest[0] == '?')
            return found;
        if (rest[0] == '+') {
            if (!found)
                return false; // the environment may set it
            if (missing) {
                values = {std::string()};
                return true;
            }
        } else if (!missing) {
            return true;
        }
        std::string word;
        if (!wordValue(rest.substr(1), state, word))
            return false;
        values = {word};
        if (rest[0] == '=')
            state.variables[std::string(name)] = values;
        return true;
    }
    if (!found)
        return false;
    if (op[0] == '/')
        return substituted(op, values, state);
    if (op[0] == '#' || op[0] == '%') {
        const bool prefix = op[0] == '#';
        std::string_view pattern = op.substr(op.size() > 1 && op[1] == op[0] ? 2 : 1);
        if (hasGlob(pattern))
            return false;
        for (std::string &v : values) {
            if (prefix && v.compare(0, pattern.size(), pattern) == 0)
                v.erase(0, pattern.size());
            else if (!prefix && v.size() >= pattern.size() &&
                     v.compare(v.size() - pattern.size(), pattern.size(), pattern) == 0)
                v.erase(v.size() - pattern.size());
        }
        return true;
    }
    if (op == "^^" || op == ",," || op == "^" || op == ",") {
        for (std::string &v : values) {
            const std::size_t n = op.size() == 2 ? v.size() : std::min<std::size_t>(1, v.size());
            for (std::size_t i = 0; i < n; ++i)
                v[i] = static_cast<char>(op[0] == '^' ? std::toupper(static_cast<unsigned char>(v[i]))
                                                      : std::tolower(static_cast<unsigned char>(v[i])));
        }
        return true;
    }
    if (colon) {
        const std::size_t second = rest.find(':');
        long offset = 0;
        long length = -1;
        if (!number(rest.substr(0, second), offset) ||
            (second != std::string_view::npos && !number(rest.substr(second + 1), length)))
            return false;
        for (std::string &v : values) {
            const long size = static_cast<long>(v.size());
            const long from = std::clamp(offset < 0 ? size + offset : offset, 0L, size);
            const long to = length < 0 ? (second == std::string_view::npos ? size : size + length) : from + length;
            v = to <= from ? std::string() : v.substr(std::size_t(from), std::size_t(std::min(to, size) - from));
        }
        return true;
    }
    return false;
}

} // namespace

bool resolveParameter(const Part &part, ShellState &state, std::vector<std::string> &values, bool &separate)
{
    if (part.opaque)
        return false;
    std::string_view body = part.body;
    const bool length = body.size() > 1 && body[0] == '#';
    if (length)
        body.remove_prefix(1);
    if (!body.empty() && !length && state.positionalKnown && body.find_first_not_of("0123456789") == body.npos) {
        const std::size_t n = static_cast<std::size_t>(std::stoul(std::string(body.substr(0, 6))));
        values = {n == 0 || n > state.positional.size() ? std::string() : state.positional[n - 1]};
        return n > 0;
    }
    if (state.positionalKnown && (body == "@" || body == "*" || body == "#")) {
        values = body == "#" ? std::vector<std::string>{std::to_string(state.positional.size())} : state.positional;
        separate = body == "@" && part.quoted;
        return true;
    }
    if (body.empty() || !detail::isNameStart(body[0]))
        return false; // ${!x} indirection, positional and special parameters: only known when it runs
    std::size_t end = 1;
    while (end < body.size() && detail::isNameChar(body[end]))
        ++end;
    const std::string_view name = body.substr(0, end);
    std::string_view op = body.substr(end);
    const auto it = state.variables.find(name);
    const bool found = it != state.variables.end();
    // Not assigned in this text: the environment may hold anything, also for ${X:-default} (an earlier command of
    // the same session may have exported it), so the value stays unknown.
    if (!found)
        return false;
    values = it->second;
    bool all = false;
    if (!op.empty() && op[0] == '[') {
        const std::size_t close = op.find(']');
        if (close == std::string_view::npos)
            return false;
        const std::string_view index = op.substr(1, close - 1);
        op = op.substr(close + 1);
        long n = 0;
        if (index == "@" || index == "*") {
            all = true;
            separate = index == "@" && part.quoted;
        } else if (!number(index, n)) {
            return false;
        } else if (found) {
            const long size = static_cast<long>(values.size());
            n = n < 0 ? size + n : n;
            values = n >= 0 && n < size ? std::vector<std::string>{values[std::size_t(n)]} : std::vector<std::string>{};
        }
    } else if (found && !values.empty()) {
        values.resize(1); // $a is ${a[0]}
    }
    if (length) {
        if (!found || !op.empty())
            return false;
        values = {std::to_string(all ? values.size() : (values.empty() ? 0 : values[0].size()))};
        separate = false;
        return true;
    }
    if (op.empty())
        return found;
    if (!applyOperator(name, op, found, state, values))
        return false;
    return true;
}

} // namespace airlock::safety::expansion
