// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

// Marks the English template of a finding's sentence for lupdate, which reads it as QT_TRANSLATE_NOOP (the alias is
// given where lupdate runs: cmake/AirlockTranslations.cmake, tools/check-translations.py). Every template is in the
// one context "airlock::safety::Finding"; the GUI translates it there (src/gui/FindingText.cpp).
#define AIRLOCK_FINDING(context, text) text

namespace airlock::safety {

// A finding's sentence as a template and its arguments, so that a window can show it in the person's language while
// agents, the audit log's reason and exports keep the English text (english()). A template has numbered
// placeholders %1 … %n; each argument is either a literal (a path, a program, a mode: never translated) or a nested
// phrase, translated on its own. A literal phrase is text shown as it is (a person's own rule reason).
class Phrase final
{
public:
    Phrase() = default;

    // `text`: a template marked with AIRLOCK_FINDING (a literal, so it lives as long as the program).
    template<typename... Args>
    explicit Phrase(const char *text, Args &&...args)
        : m_template(text)
    {
        m_args.reserve(sizeof...(Args));
        (m_args.push_back(argument(std::forward<Args>(args))), ...);
    }

    static Phrase literal(std::string text)
    {
        Phrase p;
        p.m_literal = std::move(text);
        return p;
    }

    bool isLiteral() const { return m_template == nullptr; }
    bool empty() const { return m_template == nullptr && m_literal.empty(); }
    // The template, or for a literal its text.
    std::string_view text() const { return m_template ? std::string_view(m_template) : std::string_view(m_literal); }
    const std::vector<Phrase> &arguments() const { return m_args; }

    // The English sentence: the template with each %n replaced by the n-th argument's English, in one pass.
    std::string english() const;

private:
    static Phrase argument(Phrase p) { return p; }
    template<typename T>
    requires std::is_convertible_v<T, std::string_view> &&(!std::is_same_v<std::decay_t<T>, Phrase>)static Phrase
        argument(T &&text)
    {
        return literal(std::string(std::string_view(text)));
    }

    const char *m_template = nullptr;
    std::string m_literal;
    std::vector<Phrase> m_args;
};

// Where a placeholder %n starts at `text[i]`: its number (1 … 99, the longest that names an argument of `count`) and
// its length, or {0, 0}. The one rule of substitution, shared by english() and the GUI's translation.
inline std::pair<std::size_t, std::size_t> phrasePlaceholder(std::string_view text, std::size_t i, std::size_t count)
{
    if (text[i] != '%' || i + 1 >= text.size() || text[i + 1] < '1' || text[i + 1] > '9')
        return {0, 0};
    const std::size_t one = std::size_t(text[i + 1] - '0');
    if (i + 2 < text.size() && text[i + 2] >= '0' && text[i + 2] <= '9') {
        const std::size_t two = one * 10 + std::size_t(text[i + 2] - '0');
        if (two <= count)
            return {two, 3};
    }
    return one <= count ? std::pair<std::size_t, std::size_t>{one, 2} : std::pair<std::size_t, std::size_t>{0, 0};
}

} // namespace airlock::safety
