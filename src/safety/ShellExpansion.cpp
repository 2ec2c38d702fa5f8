// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Word expansion for judgement: words re-read from their text as written into quoted and unquoted characters and
// parameter expansions, brace lists expanded, known parameters substituted and unquoted results split by IFS.
#include "ShellExpansion.h"

#include "ShellExpansionImpl.h"

#include <algorithm>

namespace airlock::safety {

namespace expansion {

namespace {

// Brace expansion of one unit sequence: the first valid {a,b} or {x..y[..n]} found from the left.
struct Brace {
    std::size_t open = 0;
    std::size_t close = 0;
    std::vector<std::size_t> commas; // top-level commas
};

bool findBrace(const Units &units, std::size_t from, Brace &brace)
{
    for (std::size_t i = from; i < units.size(); ++i) {
        if (units[i].quoted || units[i].part >= 0 || units[i].c != '{')
            continue;
        int depth = 0;
        Brace b;
        b.open = i;
        for (std::size_t j = i; j < units.size(); ++j) {
            const Unit &u = units[j];
            if (u.quoted || u.part >= 0)
                continue;
            if (u.c == '{') {
                ++depth;
            } else if (u.c == '}' && --depth == 0) {
                b.close = j;
                break;
            } else if (u.c == ',' && depth == 1) {
                b.commas.push_back(j);
            }
        }
        if (b.close == 0)
            return false; // an unmatched `{`: nothing after it can match either
        if (!b.commas.empty() || sequenceOf(units, b.open, b.close)) {
            brace = std::move(b);
            return true;
        }
    }
    return false;
}

} // namespace

std::optional<std::vector<std::string>> sequenceOf(const Units &units, std::size_t open, std::size_t close)
{
    std::string body;
    for (std::size_t i = open + 1; i < close; ++i) {
        if (units[i].quoted || units[i].part >= 0)
            return std::nullopt;
        body += units[i].c;
    }
    const std::size_t dots = body.find("..");
    if (dots == std::string::npos || dots == 0)
        return std::nullopt;
    const std::string first = body.substr(0, dots);
    std::string last = body.substr(dots + 2);
    long step = 1;
    if (const std::size_t more = last.find(".."); more != std::string::npos) {
        try {
            step = std::labs(std::stol(last.substr(more + 2)));
        } catch (...) {
            return std::nullopt;
        }
        last = last.substr(0, more);
    }
    step = std::max(step, 1L);
    std::vector<std::string> out;
    const auto isNumber = [](const std::string &s) {
        const std::size_t start = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
        return s.size() > start && s.size() < 12 &&
               std::all_of(s.begin() + long(start), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    long from = 0;
    long to = 0;
    std::size_t width = 0;
    if (isNumber(first) && isNumber(last)) {
        from = std::stol(first);
        to = std::stol(last);
        if ((first.size() > 1 && first[0] == '0') || (last.size() > 1 && last[0] == '0'))
            width = std::max(first.size(), last.size());
    } else if (first.size() == 1 && last.size() == 1 && std::isalpha(static_cast<unsigned char>(first[0])) &&
               std::isalpha(static_cast<unsigned char>(last[0]))) {
        from = first[0];
        to = last[0];
    } else {
        return std::nullopt;
    }
    const bool letters = !isNumber(first);
    const unsigned long count = static_cast<unsigned long>(std::labs(to - from) / step) + 1;
    if (count > ShellExpansion::kMaxFields)
        return std::vector<std::string>(ShellExpansion::kMaxFields + 1); // past the bound: the caller overflows
    for (long v = from; from <= to ? v <= to : v >= to; v += from <= to ? step : -step) {
        std::string s = letters ? std::string(1, char(v)) : std::to_string(v);
        if (!letters && s.size() < width)
            s.insert(s[0] == '-' ? 1 : 0, width - s.size(), '0');
        out.push_back(std::move(s));
    }
    return out;
}

// bash's brace expansion, left to right, bounded by kMaxFields results and the state's budget.
bool expandBraces(const Units &word, std::vector<Units> &out, ShellState &state)
{
    std::vector<std::pair<Units, std::size_t>> work; // a sequence and where to look for its next brace
    work.emplace_back(word, 0);
    while (!work.empty()) {
        auto [units, from] = std::move(work.back());
        work.pop_back();
        state.spent += units.size();
        if (state.spent > ShellExpansion::kMaxExpansion || out.size() + work.size() > ShellExpansion::kMaxFields) {
            state.overflow = true;
            return false;
        }
        Brace b;
        if (!findBrace(units, from, b)) {
            out.push_back(std::move(units));
            continue;
        }
        const Units prefix(units.begin(), units.begin() + long(b.open));
        const Units suffix(units.begin() + long(b.close) + 1, units.end());
        std::vector<Units> alternatives;
        if (b.commas.empty()) {
            const auto values = sequenceOf(units, b.open, b.close);
            if (values->size() > ShellExpansion::kMaxFields) {
                state.overflow = true;
                return false;
            }
            for (const std::string &v : *values) {
                Units alt;
                for (const char c : v)
                    alt.push_back({c, false, -1});
                alternatives.push_back(std::move(alt));
            }
        } else {
            std::size_t start = b.open + 1;
            b.commas.push_back(b.close);
            for (const std::size_t comma : b.commas) {
                alternatives.emplace_back(units.begin() + long(start), units.begin() + long(comma));
                start = comma + 1;
            }
        }
        // Pushed in reverse so that the results come out in bash's order.
        for (auto it = alternatives.rbegin(); it != alternatives.rend(); ++it) {
            Units next = prefix;
            next.insert(next.end(), it->begin(), it->end());
            next.insert(next.end(), suffix.begin(), suffix.end());
            work.emplace_back(std::move(next), b.open);
        }
    }
    return true;
}

// The fields one brace-expanded sequence makes: parameters substituted, unquoted results split by IFS.
bool makeFields(const Units &units, const std::vector<Part> &parts, ShellState &state, bool split,
                std::vector<Field> &fields)
{
    Field current;
    const auto splitInto = [&](const std::string &value) {
        const auto isIfs = [&](char c) { return state.ifs.find(c) != std::string::npos; };
        const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
        for (std::size_t i = 0; i < value.size(); ++i) {
            const char c = value[i];
            if (!isIfs(c)) {
                current.text += c;
                current.any = true;
                continue;
            }
            if (isSpace(c)) {
                if (current.any)
                    fields.push_back(std::move(current));
                current = Field();
                continue;
            }
            fields.push_back(std::move(current)); // a non-blank IFS character delimits, empty fields included
            current = Field();
        }
    };
    for (const Unit &u : units) {
        if (u.part < 0) {
            if (u.c != '\0')
                current.text += u.c;
            current.any = true;
            current.quoted = current.quoted || u.quoted;
            continue;
        }
        const Part &p = parts[static_cast<std::size_t>(u.part)];
        std::vector<std::string> values;
        bool separate = false; // "${a[@]}": one field per element
        if (!resolveParameter(p, state, values, separate))
            return false;
        for (std::size_t k = 0; k < values.size(); ++k) {
            state.spent += values[k].size() + 1;
            if (state.spent > ShellExpansion::kMaxExpansion) {
                state.overflow = true;
                return false;
            }
            if (k > 0 && (separate || !p.quoted)) {
                if (current.any || p.quoted)
                    fields.push_back(std::move(current));
                current = Field();
            } else if (k > 0) {
                current.text += state.ifs.empty() ? std::string() : std::string(1, state.ifs[0]);
            }
            if (p.quoted || !split) {
                current.text += values[k];
                current.any = current.any || p.quoted;
                current.quoted = current.quoted || p.quoted;
            } else {
                splitInto(values[k]);
            }
        }
        if (fields.size() > ShellExpansion::kMaxFields) {
            state.overflow = true;
            return false;
        }
    }
    if (current.any || !current.text.empty())
        fields.push_back(std::move(current));
    return true;
}

} // namespace expansion

std::vector<Word> ShellExpansion::expandWords(const std::vector<Word> &words, std::string_view source,
                                              ShellState &state)
{
    using namespace expansion;
    std::vector<Word> out;
    out.reserve(words.size());
    for (const Word &w : words) {
        if ((!w.expanded && !w.brace) || state.overflow) {
            out.push_back(w);
            continue;
        }
        Lexed lexed;
        if (!lexWord(w, source, lexed)) {
            out.push_back(w);
            continue;
        }
        std::vector<Units> sequences;
        if (!expandBraces(lexed.units, sequences, state)) {
            out.push_back(w);
            continue;
        }
        std::vector<Field> fields;
        bool known = true;
        for (const Units &units : sequences) {
            if (!makeFields(units, lexed.parts, state, true, fields)) {
                known = false;
                break;
            }
        }
        if (!known) {
            if (sequences.size() <= 1) {
                out.push_back(w);
                continue;
            }
            // Braces around an unknown value ({rm,$X}): each alternative is judged, unknown ones as written.
            fields.clear();
            for (const Units &units : sequences) {
                Word alternative = w;
                bool unknown = false;
                alternative.text = textOf(units, lexed.parts, unknown);
                alternative.expanded = unknown;
                alternative.brace = false;
                out.push_back(std::move(alternative));
            }
            continue;
        }
        for (Field &f : fields) {
            Word expandedWord;
            expandedWord.text = std::move(f.text);
            expandedWord.begin = w.begin;
            expandedWord.end = w.end;
            expandedWord.quoted = w.quoted || f.quoted;
            expandedWord.glob = w.glob;
            out.push_back(std::move(expandedWord));
        }
    }
    return out;
}

bool ShellExpansion::expandValue(const Word &word, std::string_view source, ShellState &state, std::string &value)
{
    using namespace expansion;
    if (!word.expanded) {
        value = word.text;
        return true;
    }
    Lexed lexed;
    if (!lexWord(word, source, lexed))
        return false;
    std::vector<Field> fields;
    if (!makeFields(lexed.units, lexed.parts, state, false, fields))
        return false;
    value.clear();
    for (std::size_t i = 0; i < fields.size(); ++i)
        value += (i ? " " : "") + fields[i].text;
    return true;
}

} // namespace airlock::safety
