// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Where an interpreter's inline code comes from: -c/-e/-r/--eval style arguments (per interpreter's own option
// syntax), a here-doc or here-string on its standard input, or literal text piped in. Text a decoder makes is code
// nobody can review.
#include "InlineCode.h"

#include "RuleHelpers.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace airlock::safety {

namespace {

using code::Lang;

struct Source {
    const Word *word = nullptr; // the argument holding the code
    std::string text;           // the code, when it is attached to an option (-e'…', --eval=…)
    Phrase origin;              // "-c", "-e", "program"
};

// The code arguments of an invocation, read with the interpreter's own option syntax; `stdinCode` says whether the
// program reads its program from stdin instead.
class CodeArguments
{
public:
    CodeArguments(const Invocation &inv, Lang lang)
        : m_a(inv.args)
        , m_program(inv.program)
        , m_lang(lang)
    {}

    std::vector<Source> run(bool &stdinCode)
    {
        for (m_i = 0; m_i < m_a.size() && !m_done; ++m_i) {
            const std::string &t = m_a[m_i].text;
            if (t == "--")
                break;
            if (t.empty() || t[0] != '-' || t == "-")
                operand(t);
            else
                option(t);
        }
        if (!m_out.empty() || m_lang == Lang::Awk)
            m_stdin = false;
        stdinCode = m_stdin;
        return std::move(m_out);
    }

private:
    void next(const std::string &option)
    {
        if (m_i + 1 < m_a.size())
            m_out.push_back(Source{&m_a[m_i + 1], {}, Phrase::literal(option)});
        ++m_i;
    }

    void operand(const std::string &t)
    {
        m_done = true;
        if (m_lang == Lang::Awk && m_out.empty()) {
            m_out.push_back(Source{&m_a[m_i], {}, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "program"))});
        } else if (m_program == "deno" && t == "eval") {
            for (std::size_t j = m_i + 1; j < m_a.size(); ++j) {
                if (!m_a[j].text.starts_with("-")) {
                    m_out.push_back(Source{&m_a[j], {}, Phrase::literal("eval")});
                    break;
                }
            }
        }
        if (t != "-")
            m_stdin = false; // a script file, module or subcommand
    }

    // perl -e, -pe, -lne, -E; ruby -e, -ne; values attached to -M, -I, -i, -r…
    void cluster(const std::string &t)
    {
        for (std::size_t k = 1; k < t.size(); ++k) {
            const char c = t[k];
            if (c == 'e' || (c == 'E' && m_lang == Lang::Perl)) {
                if (k + 1 < t.size())
                    m_out.push_back(Source{nullptr, t.substr(k + 1), Phrase::literal("-e")});
                else
                    next("-e");
                return;
            }
            if (c == 'l' || c == '0') {
                while (k + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[k + 1])))
                    ++k;
                continue;
            }
            if (std::string_view("MmIixdDCFrE").find(c) != std::string_view::npos) {
                if (k + 1 == t.size() && (c == 'I' || (m_lang == Lang::Ruby && (c == 'r' || c == 'C' || c == 'E'))))
                    ++m_i;
                return;
            }
        }
    }

    void powerShell(const std::string &t)
    {
        const std::string low = rules::lower(t);
        if (low == "-c" || low == "-command" || low == "-com") {
            for (std::size_t j = m_i + 1; j < m_a.size(); ++j)
                m_out.push_back(Source{&m_a[j], {}, Phrase::literal("-Command")});
            m_stdin = false;
            m_done = true;
        } else if (low == "-file" || low == "-f") {
            m_stdin = false;
        }
    }

    void option(const std::string &t)
    {
        switch (m_lang) {
        case Lang::Python:
            if (t == "-m") {
                m_stdin = false;
                m_done = true;
            } else if (t == "-W" || t == "-X") {
                ++m_i;
            } else if (t[1] != '-' && t.back() == 'c' && t.find_first_not_of("-bBdEhiIOPqsSuvx", 1) == t.size() - 1) {
                next("-c");
            }
            break;
        case Lang::Perl:
        case Lang::Ruby:
            if (t[1] != '-')
                cluster(t);
            break;
        case Lang::JavaScript:
            if (t == "-e" || t == "--eval" || t == "-p" || t == "--print" || t == "-pe")
                next(t);
            else if (t.starts_with("--eval=") || t.starts_with("--print="))
                m_out.push_back(Source{nullptr, t.substr(t.find('=') + 1), Phrase::literal("--eval")});
            else if (t == "-r" || t == "--require" || t == "--import" || t == "--loader" || t == "--cwd")
                ++m_i;
            break;
        case Lang::Php:
            if (t == "-r" || t == "-B" || t == "-R" || t == "-E")
                next(t);
            else if (t == "-d" || t == "-c" || t == "-z")
                ++m_i;
            else if (t == "-f" || t == "-S" || t == "-a")
                m_stdin = false;
            break;
        case Lang::Lua:
        case Lang::R:
        case Lang::AppleScript:
            if (t == "-e")
                next("-e");
            else if (t == "-l" || t == "-f")
                ++m_i;
            if (m_lang == Lang::R && (t == "-f" || t.starts_with("--file")))
                m_stdin = false;
            break;
        case Lang::Awk:
            if (t == "-f" || t.starts_with("--file") || t == "-E") {
                m_stdin = false;
                m_done = true;
            } else if (t == "-v" || t == "-F" || t == "--assign" || t == "--field-separator") {
                ++m_i;
            }
            break;
        case Lang::PowerShell: powerShell(t); break;
        case Lang::Tcl: break;
        }
    }

    const std::vector<Word> &m_a;
    const std::string &m_program;
    Lang m_lang;
    std::size_t m_i = 0;
    bool m_done = false;
    bool m_stdin = true;
    std::vector<Source> m_out;
};

std::vector<Source> codeArguments(const Invocation &inv, Lang lang, bool &stdinCode)
{
    return CodeArguments(inv, lang).run(stdinCode);
}

bool encodedPowerShell(const Invocation &inv)
{
    return std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
        const std::string low = rules::lower(w.text);
        return low == "-encodedcommand" || low == "-enc" || low == "-ec" || low == "-e" || low == "-en" ||
               low == "-encoded";
    });
}

// The decoders and transformers whose output is code nobody reads before it runs.
std::optional<std::string> decoderName(const Invocation &inv)
{
    const std::string &p = inv.program;
    auto has = [&](std::initializer_list<std::string_view> flags) { return rules::anyArg(inv, flags); };
    if ((p == "base64" || p == "base32" || p == "basenc" || p == "gbase64") && has({"-d", "--decode", "-D", "-di"}))
        return p + " -d";
    if (p == "xxd" && std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text.starts_with("-") && w.text.find('r') != std::string::npos;
        }))
        return std::string("xxd -r");
    if (p == "openssl" && has({"-d", "-base64", "-a", "base64"}))
        return std::string("openssl");
    static const std::set<std::string, std::less<>> kAlways = {
        "uudecode", "zcat", "gzcat",  "bzcat",   "xzcat",  "zstdcat", "lzcat",  "rev",
        "tr",       "unxz", "gunzip", "bunzip2", "unzstd", "lz4cat",  "brotli", "recode"};
    if (kAlways.count(p) && (p != "tr" || !inv.args.empty()))
        return p;
    if ((p == "gzip" || p == "bzip2" || p == "xz" || p == "zstd" || p == "lz4") &&
        std::any_of(inv.args.begin(), inv.args.end(),
                    [](const Word &w) { return w.text.starts_with("-") && w.text.find('d') != std::string::npos; }))
        return p + " -d";
    return std::nullopt;
}

std::string withEscapes(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size()) {
            const char n = s[++i];
            out += n == 'n' ? '\n' : n == 't' ? '\t' : n == '\\' ? '\\' : n;
            if (n != 'n' && n != 't' && n != '\\')
                out.insert(out.size() - 1, 1, '\\');
            continue;
        }
        out += s[i];
    }
    return out;
}

// The literal text echo, printf or cat writes to the pipe; nothing when it is not literal.
std::optional<std::string> literalOutput(const Invocation &source)
{
    const auto &a = source.args;
    if (std::any_of(a.begin(), a.end(), [](const Word &w) { return !w.literal(); }))
        return std::nullopt;
    if (source.program == "echo") {
        std::string text;
        bool escapes = false;
        std::size_t i = 0;
        for (; i < a.size() && (a[i].text == "-n" || a[i].text == "-e" || a[i].text == "-E" || a[i].text == "-ne"); ++i)
            escapes = escapes || a[i].text.find('e') != std::string::npos;
        for (; i < a.size(); ++i)
            text += (text.empty() ? "" : " ") + a[i].text;
        return escapes ? withEscapes(text) : text;
    }
    if (source.program == "printf" && !a.empty()) {
        std::size_t i = a.front().text == "--" ? 1 : 0;
        if (i >= a.size())
            return std::nullopt;
        const std::string format = withEscapes(a[i].text);
        if (format.find("%s") == std::string::npos || i + 1 >= a.size())
            return format;
        std::string text;
        for (std::size_t j = i + 1; j < a.size(); ++j)
            text += withEscapes(a[j].text) + "\n";
        return text;
    }
    if (source.program == "cat" && a.empty()) {
        for (const Redirect &r : source.redirects) {
            if (r.op == "<<" || r.op == "<<-")
                return r.heredoc;
            if (r.op == "<<<" && r.target.literal())
                return r.target.text;
        }
    }
    return std::nullopt;
}

void judgeText(rules::Context &ctx, const Invocation &inv, Lang lang, const std::string &text, const Phrase &how)
{
    if (text.size() > CommandAnalyzer::kReviewLimit)
        return; // the whole command asks already
    const code::Script script = code::parseScript(text, lang);
    code::judgeScript(ctx, inv, script, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2"), inv.program, how));
}

// Code in a word that is only known when the command runs: decoded text asks as unreviewable.
void judgeExpandedCode(rules::Context &ctx, const Invocation &inv, const Word &w, const Phrase &origin)
{
    for (const int child : w.substitutions) {
        for (const int i : ctx.invocationsOf(inv.tree, child)) {
            if (const auto decoder = decoderName(ctx.resolution.invocations[static_cast<std::size_t>(i)])) {
                ctx.add(inv, Category::Unreviewable,
                        Phrase(AIRLOCK_FINDING(
                                   "airlock::safety::Finding",
                                   "%1 runs code that `%2` decodes when the command runs, which nobody can review"),
                               Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2"), inv.program, origin),
                               *decoder));
                return;
            }
        }
    }
    const std::string &t = w.text;
    const bool whole =
        t.starts_with("$") && t.find_first_of(" ;()'\"\n", t.starts_with("$(") ? 2 : 0) == std::string::npos;
    if (whole || (t.starts_with("$(") && t.ends_with(")")) || (t.starts_with("`") && t.ends_with("`")))
        ctx.add(inv, Category::UnknownProgram,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 runs code only known when it runs"),
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2"), inv.program, origin)));
    else
        judgeText(ctx, inv, *code::languageOf(inv.program), t, origin);
}

} // namespace

namespace rules {

void judgeInlineCode(Context &ctx, const Invocation &inv)
{
    const std::optional<Lang> lang = code::languageOf(inv.program);
    if (!lang)
        return;
    const Lang l = inv.program == "osascript" && anyArg(inv, {"JavaScript"}) ? Lang::JavaScript : *lang;
    if (l == Lang::PowerShell && encodedPowerShell(inv)) {
        ctx.add(
            inv, Category::Unreviewable,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 -EncodedCommand runs base64 text nobody can review"),
                   inv.program));
        return;
    }
    bool stdinCode = false;
    const std::vector<Source> sources = codeArguments(inv, *lang, stdinCode);
    std::string joined;
    for (const Source &s : sources) {
        if (s.word && !s.word->literal()) {
            judgeExpandedCode(ctx, inv, *s.word, s.origin);
            continue;
        }
        joined += (s.word ? s.word->text : s.text) + "\n";
    }
    if (!joined.empty())
        judgeText(ctx, inv, l, joined, sources.front().origin);
    const Resolution &res = ctx.resolution;
    if (!res.writtenScripts.empty() && !res.invocations.empty() && &inv >= &res.invocations.front() &&
        &inv <= &res.invocations.back()) {
        const auto it = res.writtenScripts.find(static_cast<int>(&inv - &res.invocations.front()));
        if (it != res.writtenScripts.end())
            judgeText(ctx, inv, l, it->second.second,
                      Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "the script %1 written before it"),
                             it->second.first));
    }
    if (!stdinCode)
        return;
    for (const Redirect &r : inv.redirects) {
        if ((r.op == "<<" || r.op == "<<-") && (r.fd == -1 || r.fd == 0))
            judgeText(ctx, inv, l, r.heredoc, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "here-doc")));
        else if (r.op == "<<<" && r.target.literal())
            judgeText(ctx, inv, l, r.target.text, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "here-string")));
        else if (r.op == "<<<" && r.target.substitutions.empty())
            ctx.add(inv, Category::UnknownProgram,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "%1 runs code only known when it runs (here-string)"),
                           inv.program));
    }
}

bool judgePipedCode(Context &ctx, const Invocation &source, const Invocation &sink)
{
    const std::optional<Lang> lang = code::languageOf(sink.program);
    if (!lang)
        return false;
    bool stdinCode = false;
    if (!codeArguments(sink, *lang, stdinCode).empty() || !stdinCode)
        return false;
    const std::size_t before = ctx.findings.size();
    if (const auto decoder = decoderName(source)) {
        ctx.add(sink, Category::Unreviewable,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "runs code that `%1` decodes with %2, which nobody can review"),
                       *decoder, sink.program));
    } else if (const auto text = literalOutput(source)) {
        judgeText(ctx, sink, *lang, *text,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "piped from %1"), source.program));
    }
    return ctx.findings.size() > before;
}

} // namespace rules
} // namespace airlock::safety
