// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The calls of inline code by qualified name: imports and assignments that alias a module or function, names bound to
// literals or to downloaded or decoded text, and each call's arguments.
#include "InlineCode.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace airlock::safety::code {
namespace {

bool isSeparator(const Token &t)
{
    return t.kind == Tok::Punct && (t.text == "." || t.text == "->" || t.text == "::" || t.text == "?.");
}

bool punct(const std::vector<Token> &t, std::size_t i, std::string_view p)
{
    return i < t.size() && t[i].kind == Tok::Punct && t[i].text == p;
}

bool nameAt(const std::vector<Token> &t, std::size_t i, std::string_view n = {})
{
    return i < t.size() && t[i].kind == Tok::Name && (n.empty() || t[i].text == n);
}

bool stringAt(const std::vector<Token> &t, std::size_t i)
{
    return i < t.size() && t[i].kind == Tok::String;
}

std::string normalModule(std::string m)
{
    if (m.rfind("node:", 0) == 0)
        m = m.substr(5);
    if (m == "fs/promises" || m == "fs-extra" || m == "graceful-fs")
        return "fs";
    if (m == "child_process/promises")
        return "child_process";
    if (m == "posix" || m == "nt")
        return "os";
    std::replace(m.begin(), m.end(), '/', '.');
    return m;
}

// The index past the bracket that opens at `i`, or the end.
std::size_t matching(const std::vector<Token> &t, std::size_t i)
{
    return t[i].closer == std::string::npos ? t.size() : t[i].closer + 1;
}

// Pairs every bracket with its closing one in one pass, so that skipping a bracket costs nothing.
void pairBrackets(std::vector<Token> &t)
{
    std::vector<std::size_t> open;
    for (std::size_t j = 0; j < t.size(); ++j) {
        if (t[j].kind != Tok::Punct)
            continue;
        const std::string &p = t[j].text;
        if (p == "(" || p == "[" || p == "{") {
            open.push_back(j);
        } else if ((p == ")" || p == "]" || p == "}") && !open.empty()) {
            t[open.back()].closer = j;
            open.pop_back();
        }
    }
}

// Statements and arguments are read this far at most: the work per token stays bounded.
constexpr std::size_t kScanLimit = 128;

// Statement end from `i` at bracket depth 0: ';', or a closing bracket of an outer level.
std::size_t statementEnd(const std::vector<Token> &t, std::size_t i, bool lowPrecedenceWords)
{
    for (std::size_t j = i; j < t.size(); ++j) {
        if (j - i > kScanLimit)
            return j;
        const Token &k = t[j];
        if (k.kind == Tok::Punct) {
            if (k.text == "(" || k.text == "[" || k.text == "{") {
                j = matching(t, j) - 1;
                continue;
            }
            if (k.text == ";" || k.text == ")" || k.text == "]" || k.text == "}" || k.text == "|" || k.text == "||" ||
                k.text == "&&")
                return j;
        }
        if (lowPrecedenceWords && k.kind == Tok::Name &&
            (k.text == "or" || k.text == "and" || k.text == "if" || k.text == "unless" || k.text == "while" ||
             k.text == "until" || k.text == "then" || k.text == "do" || k.text == "foreach" || k.text == "for"))
            return j;
    }
    return t.size();
}

class Parser
{
public:
    explicit Parser(Script &s)
        : m_s(s)
        , m_t(s.tokens)
    {}

    void run()
    {
        for (std::size_t i = 0; i < m_t.size(); ++i)
            definitions(i);
        for (const std::string &name : m_varying)
            m_s.constants.erase(name); // assigned twice or updated (b += d): not one literal
        for (std::size_t i = 0; i < m_t.size(); ++i) {
            if (m_t[i].kind == Tok::Name && (i == 0 || !isSeparator(m_t[i - 1])))
                chain(i);
        }
    }

private:
    bool parenless() const
    {
        const Lang l = m_s.lang;
        return l == Lang::Perl || l == Lang::Ruby || l == Lang::Tcl || l == Lang::Lua || l == Lang::PowerShell ||
               l == Lang::AppleScript || l == Lang::R;
    }

    std::string canon(const std::string &name) const
    {
        const std::size_t dot = name.find('.');
        const std::string head = name.substr(0, dot);
        const auto it = m_s.aliases.find(head);
        if (it == m_s.aliases.end())
            return name;
        return dot == std::string::npos ? it->second : it->second + name.substr(dot);
    }

    // The qualified name starting at `i` (require('m') and __import__('m') give m); `end` is past it.
    std::string qualified(std::size_t i, std::size_t &end) const
    {
        std::string name;
        std::size_t j = i;
        const std::string &first = m_t[i].text;
        if ((first == "require" || first == "__import__" || first == "import" || first == "import_module") &&
            punct(m_t, i + 1, "(") && stringAt(m_t, i + 2) && punct(m_t, i + 3, ")")) {
            name = normalModule(m_t[i + 2].text);
            j = i + 4;
        } else if (first == "require" && stringAt(m_t, i + 1) && m_s.lang == Lang::Lua) {
            name = normalModule(m_t[i + 1].text);
            j = i + 2;
        } else {
            name = first;
            ++j;
        }
        while (j + 1 < m_t.size() && isSeparator(m_t[j]) && m_t[j + 1].kind == Tok::Name && j - i < 128) {
            name += "." + m_t[j + 1].text;
            j += 2;
        }
        end = j;
        return name;
    }

    void pythonImport(std::size_t i)
    {
        if (nameAt(m_t, i, "from") && nameAt(m_t, i + 1)) {
            std::size_t j = i + 1;
            std::string module = m_t[j].text;
            for (++j; punct(m_t, j, ".") && nameAt(m_t, j + 1); j += 2)
                module += "." + m_t[j + 1].text;
            module = normalModule(module);
            if (!nameAt(m_t, j, "import"))
                return;
            for (++j; j < m_t.size() && j - i < kScanLimit && !punct(m_t, j, ";"); ++j) {
                if (punct(m_t, j, "*"))
                    m_s.starModules.push_back(module);
                if (!nameAt(m_t, j))
                    continue;
                const std::string what = m_t[j].text;
                if (nameAt(m_t, j + 1, "as") && nameAt(m_t, j + 2)) {
                    m_s.aliases[m_t[j + 2].text] = module + "." + what;
                    j += 2;
                } else {
                    m_s.aliases[what] = module + "." + what;
                }
            }
        } else if (nameAt(m_t, i, "import") && (i == 0 || m_t[i - 1].kind == Tok::Punct) && !punct(m_t, i - 1, ".")) {
            for (std::size_t j = i + 1; j < m_t.size() && j - i < kScanLimit && !punct(m_t, j, ";"); ++j) {
                if (!nameAt(m_t, j))
                    continue;
                std::string module = m_t[j].text;
                while (punct(m_t, j + 1, ".") && nameAt(m_t, j + 2)) {
                    module += "." + m_t[j + 2].text;
                    j += 2;
                }
                if (nameAt(m_t, j + 1, "as") && nameAt(m_t, j + 2)) {
                    m_s.aliases[m_t[j + 2].text] = normalModule(module);
                    j += 2;
                }
            }
        }
    }

    // import X from 'm', import * as X from 'm', import {a as b} from 'm'.
    void javascriptImport(std::size_t i)
    {
        if (!nameAt(m_t, i, "import") || punct(m_t, i + 1, "("))
            return;
        std::size_t from = i + 1;
        while (from < m_t.size() && from - i < kScanLimit && !nameAt(m_t, from, "from") && !punct(m_t, from, ";"))
            ++from;
        if (!nameAt(m_t, from, "from") || !stringAt(m_t, from + 1))
            return;
        const std::string module = normalModule(m_t[from + 1].text);
        bool braces = false;
        for (std::size_t j = i + 1; j < from; ++j) {
            if (punct(m_t, j, "{") || punct(m_t, j, "}")) {
                braces = punct(m_t, j, "{");
                continue;
            }
            const bool star = punct(m_t, j, "*");
            if (!star && !nameAt(m_t, j))
                continue;
            const std::string what = star ? std::string() : m_t[j].text;
            const std::string source = star || !braces ? module : module + "." + what;
            if (nameAt(m_t, j + 1, "as") && nameAt(m_t, j + 2)) {
                m_s.aliases[m_t[j + 2].text] = source; // * as X, {a as b}
                j += 2;
            } else if (!star) {
                m_s.aliases[what] = source; // default import X, {a}
            }
        }
    }

    // const {a, b: c} = <chain>.
    void destructuring(std::size_t open)
    {
        const std::size_t close = matching(m_t, open);
        if (!punct(m_t, close, "=") || !nameAt(m_t, close + 1))
            return;
        std::size_t end = 0;
        const std::string source = canon(qualified(close + 1, end));
        for (std::size_t j = open + 1; j + 1 < close; ++j) {
            if (!nameAt(m_t, j))
                continue;
            if (punct(m_t, j + 1, ":") && nameAt(m_t, j + 2)) {
                m_s.aliases[m_t[j + 2].text] = source + "." + m_t[j].text;
                j += 2;
            } else {
                m_s.aliases[m_t[j].text] = source + "." + m_t[j].text;
            }
        }
    }

    // name = <chain> (an alias), name = <literal> (a constant), name = <network or decoded text> (tainted).
    void assignment(std::size_t i)
    {
        if (!nameAt(m_t, i) || !punct(m_t, i + 1, "=") || (i > 0 && isSeparator(m_t[i - 1])))
            return;
        const std::string &target = m_t[i].text;
        if (!m_assigned.insert(target).second)
            m_varying.insert(target);
        const std::size_t end = statementEnd(m_t, i + 2, false);
        std::size_t chainEnd = 0;
        if (nameAt(m_t, i + 2)) {
            const std::string source = qualified(i + 2, chainEnd);
            if (chainEnd == end && source != target) {
                m_s.aliases[target] = canon(source);
                return;
            }
        }
        if (usesNetwork(m_s, i + 2, end))
            m_s.tainted[target] = "network";
        else if (decodes(m_s, i + 2, end))
            m_s.tainted[target] = "decoded";
        const Value v = evaluate(m_s, i + 2, end);
        if (v.kind != Value::Unknown)
            m_s.constants[target] = v;
    }

    void definitions(std::size_t i)
    {
        if (nameAt(m_t, i) && i + 2 < m_t.size() && m_t[i + 1].kind == Tok::Punct && punct(m_t, i + 2, "=") &&
            std::string_view("+-.|*/").find(m_t[i + 1].text) != std::string_view::npos && m_t[i + 1].text.size() == 1)
            m_varying.insert(m_t[i].text);
        if (m_s.lang == Lang::Python)
            pythonImport(i);
        if (m_s.lang == Lang::JavaScript) {
            javascriptImport(i);
            if (punct(m_t, i, "{") && i > 0 &&
                (nameAt(m_t, i - 1, "const") || nameAt(m_t, i - 1, "let") || nameAt(m_t, i - 1, "var")))
                destructuring(i);
        }
        assignment(i);
    }

    std::vector<Value> arguments(std::size_t first, std::size_t last) const
    {
        std::vector<Value> out;
        if (m_s.lang == Lang::Tcl || m_s.lang == Lang::PowerShell) {
            // Command words: each word or bracketed group is one argument.
            for (std::size_t j = first; j < last; ++j) {
                std::size_t end = j + 1;
                if (m_t[j].kind == Tok::Punct && (m_t[j].text == "(" || m_t[j].text == "[" || m_t[j].text == "{"))
                    end = std::min(matching(m_t, j), last);
                out.push_back(evaluate(m_s, j, end));
                j = end - 1;
            }
            return out;
        }
        std::size_t start = first;
        for (std::size_t j = first; j <= last; ++j) {
            if (j < last && m_t[j].kind == Tok::Punct &&
                (m_t[j].text == "(" || m_t[j].text == "[" || m_t[j].text == "{")) {
                j = matching(m_t, j) - 1;
                continue;
            }
            if (j < last && !(punct(m_t, j, ",") || punct(m_t, j, "=>")))
                continue;
            if (j > start) {
                std::size_t from = start;
                std::string key;
                if (j > start + 2 && nameAt(m_t, start) && (punct(m_t, start + 1, "=") || punct(m_t, start + 1, ":"))) {
                    key = m_t[start].text;
                    from = start + 2;
                }
                Value v = evaluate(m_s, from, j);
                v.key = key;
                out.push_back(std::move(v));
            }
            start = j + 1;
        }
        return out;
    }

    // A call chain from the name at `i`: a.b.c(args).d(args)…, or a name whose arguments follow without
    // parentheses (Perl, Ruby, Tcl, Lua strings).
    void chain(std::size_t i)
    {
        std::size_t j = 0;
        std::string name = qualified(i, j);
        std::optional<Value> receiver;
        while (true) {
            if (punct(m_t, j, "(")) {
                const std::size_t close = matching(m_t, j);
                m_s.calls.push_back(Call{canon(name), arguments(j + 1, close - 1), receiver, i, close});
                j = close;
                if (j + 1 < m_t.size() && isSeparator(m_t[j]) && nameAt(m_t, j + 1)) {
                    receiver = evaluate(m_s, i, close);
                    if (name.size() > 256)
                        name = "x"; // a long chain: only its last calls matter
                    name += "()." + m_t[j + 1].text;
                    j += 2;
                    while (j + 1 < m_t.size() && isSeparator(m_t[j]) && nameAt(m_t, j + 1)) {
                        name += "." + m_t[j + 1].text;
                        j += 2;
                    }
                    continue;
                }
                return;
            }
            break;
        }
        if (!parenless())
            return;
        std::size_t end = j;
        if (j < m_t.size()) {
            const Token &next = m_t[j];
            const bool argument =
                next.kind == Tok::String || next.kind == Tok::Command || next.kind == Tok::Number ||
                next.kind == Tok::Name || (m_s.lang == Lang::Tcl && next.kind == Tok::Punct && next.text == "[") ||
                (m_s.lang == Lang::Perl && next.kind == Tok::Punct && (next.text == "-" || next.text == "["));
            if (argument)
                end = statementEnd(m_t, j, m_s.lang == Lang::Perl || m_s.lang == Lang::Ruby);
        }
        if (end > j)
            m_s.calls.push_back(Call{canon(name), arguments(j, end), receiver, i, end});
        else if (std::isalpha(static_cast<unsigned char>(name.front())))
            m_s.calls.push_back(Call{canon(name), {}, receiver, i, j}); // fork, loop { fork }
    }

    Script &m_s;
    const std::vector<Token> &m_t;
    std::set<std::string> m_assigned;
    std::set<std::string> m_varying;
};

} // namespace

std::optional<Lang> languageOf(std::string_view program)
{
    static const std::map<std::string_view, Lang> kPrograms = {{"python", Lang::Python},
                                                               {"python2", Lang::Python},
                                                               {"python3", Lang::Python},
                                                               {"pypy", Lang::Python},
                                                               {"pypy3", Lang::Python},
                                                               {"perl", Lang::Perl},
                                                               {"perl5", Lang::Perl},
                                                               {"ruby", Lang::Ruby},
                                                               {"jruby", Lang::Ruby},
                                                               {"node", Lang::JavaScript},
                                                               {"nodejs", Lang::JavaScript},
                                                               {"deno", Lang::JavaScript},
                                                               {"bun", Lang::JavaScript},
                                                               {"php", Lang::Php},
                                                               {"lua", Lang::Lua},
                                                               {"luajit", Lang::Lua},
                                                               {"lua5.1", Lang::Lua},
                                                               {"lua5.3", Lang::Lua},
                                                               {"lua5.4", Lang::Lua},
                                                               {"Rscript", Lang::R},
                                                               {"R", Lang::R},
                                                               {"awk", Lang::Awk},
                                                               {"gawk", Lang::Awk},
                                                               {"mawk", Lang::Awk},
                                                               {"nawk", Lang::Awk},
                                                               {"busybox-awk", Lang::Awk},
                                                               {"tclsh", Lang::Tcl},
                                                               {"wish", Lang::Tcl},
                                                               {"expect", Lang::Tcl},
                                                               {"osascript", Lang::AppleScript},
                                                               {"pwsh", Lang::PowerShell},
                                                               {"powershell", Lang::PowerShell}};
    const auto it = kPrograms.find(program);
    if (it != kPrograms.end())
        return it->second;
    if (program.rfind("python3.", 0) == 0 || program.rfind("python2.", 0) == 0 || program.rfind("pypy3.", 0) == 0)
        return Lang::Python;
    if (program.rfind("php", 0) == 0 && program.size() <= 6 &&
        program.find_first_not_of("php.0123456789") == std::string_view::npos)
        return Lang::Php;
    return std::nullopt;
}

std::string_view languageName(Lang lang)
{
    switch (lang) {
    case Lang::Python: return "Python";
    case Lang::Perl: return "Perl";
    case Lang::Ruby: return "Ruby";
    case Lang::JavaScript: return "JavaScript";
    case Lang::Php: return "PHP";
    case Lang::Lua: return "Lua";
    case Lang::R: return "R";
    case Lang::Awk: return "awk";
    case Lang::Tcl: return "Tcl";
    case Lang::AppleScript: return "AppleScript";
    case Lang::PowerShell: return "PowerShell";
    }
    return "code";
}

Script parseScript(std::string_view text, Lang lang)
{
    Script s;
    s.lang = lang;
    s.tokens = tokenize(text, lang);
    pairBrackets(s.tokens);
    Parser(s).run();
    return s;
}

} // namespace airlock::safety::code
