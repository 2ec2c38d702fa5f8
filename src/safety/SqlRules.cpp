// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SqlRules.h"

#include <algorithm>
#include <vector>

namespace airlock::safety::sql {

namespace {

// Upper-cased words of a statement, with string literals and comments removed.
std::vector<std::vector<std::string>> statements(std::string_view text)
{
    std::vector<std::vector<std::string>> out(1);
    std::string word;
    auto flush = [&] {
        if (!word.empty()) {
            out.back().push_back(word);
            word.clear();
        }
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\'' || c == '"' || c == '`') {
            flush();
            const std::size_t close = text.find(c, i + 1);
            if (c != '\'') {
                // identifiers in quotes are still identifiers
                out.back().push_back(
                    "\"" + std::string(text.substr(i + 1, close == std::string_view::npos ? 0 : close - i - 1)));
            }
            i = close == std::string_view::npos ? text.size() : close;
            continue;
        }
        if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
            flush();
            const std::size_t nl = text.find('\n', i);
            i = nl == std::string_view::npos ? text.size() : nl;
            continue;
        }
        if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            flush();
            const std::size_t close = text.find("*/", i + 2);
            i = close == std::string_view::npos ? text.size() : close + 1;
            continue;
        }
        if (c == ';') {
            flush();
            out.emplace_back();
            continue;
        }
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '(' || c == ')' || c == '{' ||
            c == '}' || c == '$') {
            word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            continue;
        }
        flush();
    }
    flush();
    return out;
}

bool contains(const std::vector<std::string> &words, std::string_view w)
{
    return std::find(words.begin(), words.end(), w) != words.end();
}

} // namespace

std::optional<Phrase> destructiveStatement(std::string_view text, std::string_view client)
{
    std::string lowerText(text);
    std::transform(lowerText.begin(), lowerText.end(), lowerText.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (client == "redis-cli") {
        for (const auto &s : statements(text)) {
            if (contains(s, "FLUSHALL") || contains(s, "FLUSHDB"))
                return Phrase(
                    AIRLOCK_FINDING("airlock::safety::Finding", "deletes every key in redis (FLUSHALL/FLUSHDB)"));
        }
        return std::nullopt;
    }
    if (client == "mongosh" || client == "mongo") {
        if (lowerText.find("dropdatabase(") != std::string::npos || lowerText.find(".drop(") != std::string::npos)
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "drops a MongoDB database or collection"));
        if (lowerText.find("deletemany({})") != std::string::npos || lowerText.find("remove({})") != std::string::npos)
            return Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "deletes every document of a MongoDB collection"));
        return std::nullopt;
    }
    for (const auto &s : statements(text)) {
        if (s.empty())
            continue;
        const std::string &first = s.front();
        if (first == "DROP" && s.size() >= 2)
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "DROP %1 deletes it with its data"), s[1]);
        if (first == "TRUNCATE")
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "TRUNCATE deletes every row"));
        if (first == "DELETE" && !contains(s, "WHERE"))
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "DELETE without WHERE deletes every row"));
        if (first == "UPDATE" && contains(s, "SET") && !contains(s, "WHERE"))
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "UPDATE without WHERE changes every row"));
        if (first == "ALTER" && contains(s, "DROP"))
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                          "ALTER … DROP deletes a column or constraint with its data"));
        if ((first == "WITH" || first == "EXPLAIN") && contains(s, "DELETE") && !contains(s, "WHERE") &&
            first != "EXPLAIN")
            return Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "DELETE without WHERE deletes every row"));
    }
    return std::nullopt;
}

} // namespace airlock::safety::sql
