// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Data that becomes code: text a shell (or at, crontab, make, ssh) reads on its standard input from a pipe, a
// heredoc, a here-string or a process substitution, and the output of $(…) that eval or sh -c runs. Literal text is
// parsed and followed; text a decoder, transformer or program made, or a downloader fetched, is marked on the reader.
#include "CommandResolverImpl.h"

#include <algorithm>
#include <array>

namespace airlock::safety::detail {
namespace {

bool isDownloader(std::string_view p)
{
    return oneOf(p, {"curl",   "wget",  "fetch", "http",   "https", "xh",           "aria2c",      "lynx", "w3m",
                     "links",  "nc",    "ncat",  "netcat", "socat", "lwp-download", "lwp-request", "GET",  "httpie",
                     "curlie", "wget2", "ftp",   "tftp",   "scp",   "rsync",        "gsutil",      "s3cmd"});
}

bool isTransformer(std::string_view p)
{
    return isInterpreter(p) ||
           oneOf(p, {"base64",   "base32", "basenc", "xxd",     "uudecode", "openssl", "gpg",     "gpg2",   "age",
                     "rev",      "tr",     "gzip",   "gunzip",  "zcat",     "bzip2",   "bunzip2", "bzcat",  "xz",
                     "unxz",     "xzcat",  "lzcat",  "zstd",    "zstdcat",  "unzstd",  "lz4",     "lz4cat", "brotli",
                     "sed",      "awk",    "gawk",   "mawk",    "nawk",     "jq",      "yq",      "iconv",  "cut",
                     "fold",     "sort",   "dd",     "strings", "paste",    "column",  "recode",  "od",     "hexdump",
                     "envsubst", "m4",     "tac",    "shuf",    "uniq",     "xargs",   "gsed"});
}

bool passesThrough(std::string_view p)
{
    return oneOf(p, {"tee", "head", "tail", "stdbuf", "pv", "cat"});
}

// \n \t \\ and \" read as bash's echo -e and printf do; false for escapes that hide characters (\x41, \101, \u).
bool decodeEscapes(std::string_view in, std::string &out)
{
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (in[i] != '\\' || i + 1 >= in.size()) {
            out += in[i];
            continue;
        }
        const char c = in[++i];
        if (c == 'n')
            out += '\n';
        else if (c == 't')
            out += '\t';
        else if (c == '\\' || c == '"' || c == '\'')
            out += c;
        else if (c == 'c')
            return true;
        else
            return false;
    }
    return true;
}

// printf FORMAT ARGS: conversions take the arguments in turn.
bool printfText(const std::vector<Word> &args, std::string &out)
{
    std::size_t next = 1;
    std::string format;
    if (!decodeEscapes(args.front().text, format))
        return false;
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%' || i + 1 >= format.size()) {
            out += format[i];
            continue;
        }
        std::size_t j = i + 1;
        while (j < format.size() && std::string_view("-+ #0123456789.").find(format[j]) != std::string_view::npos)
            ++j;
        if (j >= format.size())
            break;
        if (format[j] == '%') {
            out += '%';
        } else if (next < args.size()) {
            std::string arg = args[next++].text;
            if (format[j] == 'b') {
                std::string decoded;
                if (!decodeEscapes(arg, decoded))
                    return false;
                arg = decoded;
            }
            out += arg;
        }
        i = j;
    }
    return true;
}

} // namespace

FedText Resolver::outputOf(int invocation, int depth)
{
    FedText out;
    if (invocation < 0 || depth > 16)
        return out;
    const Invocation &inv = m_out.invocations[static_cast<std::size_t>(invocation)];
    const std::string &p = inv.program;
    if (!inv.programKnown)
        return {FedText::Kind::Hidden, {}, inv.programText};
    const bool anyExpanded = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return w.expanded; });
    if (p == "echo" || p == "printf") {
        if (anyExpanded)
            return {FedText::Kind::Hidden, {}, p + " of a value only known when it runs"};
        std::size_t first = 0;
        bool escapes = false;
        while (p == "echo" && first < inv.args.size() && inv.args[first].text.size() > 1 &&
               inv.args[first].text.front() == '-' &&
               inv.args[first].text.find_first_not_of("neE", 1) == std::string::npos) {
            escapes = escapes || inv.args[first].text.find('e') != std::string::npos;
            ++first;
        }
        if (p == "printf" && !inv.args.empty() && inv.args.front().text == "--")
            ++first;
        if (first >= inv.args.size())
            return out;
        std::string text;
        bool readable = true;
        if (p == "printf") {
            if (inv.args[first].text == "-v")
                return out;
            const std::vector<Word> rest(inv.args.begin() + static_cast<std::ptrdiff_t>(first), inv.args.end());
            readable = printfText(rest, text);
        } else {
            std::string joinedText;
            for (std::size_t i = first; i < inv.args.size(); ++i)
                joinedText += (i > first ? " " : "") + inv.args[i].text;
            if (escapes)
                readable = decodeEscapes(joinedText, text);
            else
                text = joinedText;
            text += '\n';
        }
        if (!readable)
            return {FedText::Kind::Hidden, {}, p + " escapes"};
        return {FedText::Kind::Literal, text, "`" + p + "`"};
    }
    if (isDownloader(p))
        return {FedText::Kind::Downloaded, {}, p};
    if (passesThrough(p)) {
        const bool files = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return !w.text.empty() && (w.text.front() != '-' || w.text == "-");
        });
        if (p == "cat" && files)
            return out; // a file: as `sh file` is
        return stdinOf(invocation, depth + 1);
    }
    if (isTransformer(p))
        return {FedText::Kind::Hidden, {}, p};
    return out;
}

FedText Resolver::stdinOf(int invocation, int depth)
{
    FedText none;
    if (depth > 16)
        return none;
    const Invocation &inv = m_out.invocations[static_cast<std::size_t>(invocation)];
    for (const Redirect &r : inv.redirects) {
        if (r.fd != -1 && r.fd != 0)
            continue;
        if (r.op == "<<" || r.op == "<<-")
            return {FedText::Kind::Literal, r.heredoc, "a heredoc"};
        if (r.op == "<<<") {
            if (r.target.literal())
                return {FedText::Kind::Literal, r.target.text + "\n", "a here-string"};
            if (r.target.substitutions.empty())
                return {FedText::Kind::Hidden, {}, "a here-string only known when it runs"};
            return outputOfSubstitution(inv.tree, r.target, depth + 1);
        }
        if (r.op == "<")
            return r.target.substitutions.empty() ? none : outputOfSubstitution(inv.tree, r.target, depth + 1);
    }
    if (inv.command < 0)
        return none;
    const ParseTree &tree = m_out.trees[static_cast<std::size_t>(inv.tree)];
    const SimpleCommand &c = tree.commands[static_cast<std::size_t>(inv.command)];
    if (c.pipelineIndex > 0) {
        // The previous member of the pipeline, a few commands back (its substitutions come in between).
        for (int k = inv.command - 1; k >= 0 && k >= inv.command - 64; --k) {
            const SimpleCommand &prev = tree.commands[static_cast<std::size_t>(k)];
            if (prev.pipeline == c.pipeline && prev.pipelineIndex == c.pipelineIndex - 1)
                return outputOf(lastInvocationOf(inv.tree, k), depth + 1);
        }
        return none;
    }
    if (c.origin == Origin::ProcessSubstitutionOut && c.parent >= 0) {
        const int parent = lastInvocationOf(inv.tree, c.parent);
        if (parent >= 0 && passesThrough(m_out.invocations[static_cast<std::size_t>(parent)].program))
            return stdinOf(parent, depth + 1);
        return none;
    }
    if (inv.tree > 0 && c.origin == Origin::TopLevel) {
        const int host = m_out.treeParent[static_cast<std::size_t>(inv.tree)];
        if (host >= 0)
            return stdinOf(host, depth + 1);
    }
    return none;
}

FedText Resolver::outputOfSubstitution(int tree, const Word &word, int depth)
{
    // The last root command of the substitution writes what is read.
    for (auto it = word.substitutions.rbegin(); it != word.substitutions.rend(); ++it) {
        const int inv = lastInvocationOf(tree, *it);
        if (inv >= 0)
            return outputOf(inv, depth);
    }
    return {};
}

int Resolver::lastInvocationOf(int tree, int command) const
{
    if (tree < 0 || std::size_t(tree) >= m_last.size() || command < 0 ||
        std::size_t(command) >= m_last[std::size_t(tree)].size())
        return -1;
    return m_last[std::size_t(tree)][std::size_t(command)];
}

} // namespace airlock::safety::detail

namespace airlock::safety::detail {
namespace {

enum class Reader { None, Shell, Cron, Make, Editor };

bool shellReadsStdin(const Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a == "-" || a == "-s")
            return true;
        if (a == "-o" || a == "+o" || a == "-O" || a == "+O") {
            ++i;
            continue;
        }
        if (a.size() > 1 && a.front() == '-' && a[1] != '-' && a.find('c') != std::string::npos)
            return inv.argsFromInput && i + 1 >= inv.args.size(); // xargs sh -c: the text comes from stdin
        if (!a.empty() && a.front() != '-' && a.front() != '+')
            return false; // a script file
    }
    return true;
}

Reader readerOf(const Invocation &inv)
{
    const std::string &p = inv.program;
    auto has = [&](std::initializer_list<std::string_view> words) {
        return std::any_of(inv.args.begin(), inv.args.end(),
                           [&](const Word &w) { return std::find(words.begin(), words.end(), w.text) != words.end(); });
    };
    if (isShellProgram(p))
        return shellReadsStdin(inv) ? Reader::Shell : Reader::None;
    if (p == "at" || p == "batch")
        return has({"-l", "-r", "-d", "-c"}) || (has({"-f"}) && !has({"/dev/stdin", "-"})) ? Reader::None
                                                                                           : Reader::Shell;
    if (p == "ed" || p == "ex" ||
        ((p == "vi" || p == "vim" || p == "nvim") && has({"-e", "-es", "-E", "-Es", "-se", "--headless"})))
        return Reader::Editor; // commands on stdin, with their shell escapes
    if (p == "crontab")
        return inv.args.empty() || inv.args.back().text == "-" ? Reader::Cron : Reader::None;
    if (p == "make" || p == "gmake" || p == "bmake")
        return std::any_of(inv.args.begin(), inv.args.end(),
                           [](const Word &w) {
                               return w.text == "-" || w.text == "--file=-" || w.text == "--makefile=-" ||
                                      w.text == "/dev/stdin" || w.text == "-f-";
                           })
                   ? Reader::Make
                   : Reader::None;
    if (p == "ssh" && std::find(inv.wrappers.begin(), inv.wrappers.end(), "ssh") == inv.wrappers.end())
        return Reader::Shell; // no remote command: the remote shell reads stdin
    return Reader::None;
}

// Calls line(text) for each line of text, without its newline.
template<typename Line> void forEachLine(std::string_view text, Line line)
{
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        line(text.substr(start, end - start));
        start = end + 1;
    }
}

// The commands of crontab lines: what follows the five time fields (or @reboot and friends).
std::string cronCommands(std::string_view text)
{
    std::string out;
    forEachLine(text, [&](std::string_view line) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#')
            return;
        line.remove_prefix(first);
        const std::size_t eq = line.find('=');
        if (eq != std::string_view::npos && line.find_first_of(" \t") > eq)
            return; // NAME=value
        const int fields = line.front() == '@' ? 1 : 5;
        for (int f = 0; f < fields && !line.empty(); ++f) {
            const std::size_t gap = line.find_first_of(" \t");
            line = gap == std::string_view::npos ? std::string_view() : line.substr(gap);
            const std::size_t next = line.find_first_not_of(" \t");
            line = next == std::string_view::npos ? std::string_view() : line.substr(next);
        }
        out.append(line);
        out += '\n';
    });
    return out;
}

// A recipe line as the shell sees it: $$ is $, make's own $(VAR), ${VAR} and $@ are values (written as _).
void appendRecipe(std::string_view recipe, std::string &out)
{
    for (std::size_t i = 0; i < recipe.size(); ++i) {
        if (recipe[i] != '$' || i + 1 >= recipe.size()) {
            out += recipe[i];
            continue;
        }
        const char next = recipe[i + 1];
        if (next == '$') {
            out += '$';
            ++i;
        } else if (next == '(' || next == '{') {
            const std::size_t close = recipe.find(next == '(' ? ')' : '}', i);
            out += '_';
            i = close == std::string_view::npos ? recipe.size() : close;
        } else {
            out += '_';
            ++i;
        }
    }
}

} // namespace

// The shell text of makefile recipes: tab-indented lines, `target: ; recipe`, and $(shell …), with $$ as $.
std::string makeRecipes(std::string_view text)
{
    std::string out;
    forEachLine(text, [&](std::string_view line) {
        for (std::size_t at = line.find("$(shell "); at != std::string_view::npos; at = line.find("$(shell ", at + 1)) {
            const std::size_t close = line.find(')', at);
            out.append(line.substr(at + 8, close == std::string_view::npos ? std::string_view::npos : close - at - 8));
            out += '\n';
        }
        std::string_view recipe;
        const std::size_t colon = line.find(':');
        if (!line.empty() && line.front() == '\t')
            recipe = line.substr(1);
        else if (colon != std::string_view::npos && colon + 1 < line.size() && line[colon + 1] != '=' &&
                 line.find(';', colon) != std::string_view::npos)
            recipe = line.substr(line.find(';', colon) + 1);
        while (!recipe.empty() && (recipe.front() == '@' || recipe.front() == '-' || recipe.front() == '+' ||
                                   recipe.front() == ' ' || recipe.front() == '\t'))
            recipe.remove_prefix(1);
        appendRecipe(recipe, out);
        if (!recipe.empty())
            out += '\n';
    });
    return out;
}

void Resolver::followFedText(int tree, std::size_t first)
{
    const std::size_t end = m_out.invocations.size();
    for (std::size_t i = first; i < end && !atLimit(); ++i) {
        if (m_out.invocations[i].tree != tree)
            continue;
        followReader(static_cast<int>(i));
        followSubstitutedText(static_cast<int>(i));
        followCommandVariables(static_cast<int>(i));
    }
    followWrittenScripts(tree, first, end);
}

void Resolver::followReader(int invocation)
{
    const Reader reader = readerOf(m_out.invocations[static_cast<std::size_t>(invocation)]);
    if (reader == Reader::None)
        return;
    const FedText fed = stdinOf(invocation, 0);
    Invocation &inv = m_out.invocations[static_cast<std::size_t>(invocation)];
    if (fed.kind == FedText::Kind::Hidden || fed.kind == FedText::Kind::Downloaded) {
        inv.hiddenCodeFrom = fed.by;
        inv.hiddenCodeDownloaded = fed.kind == FedText::Kind::Downloaded;
        return;
    }
    if (fed.kind != FedText::Kind::Literal)
        return;
    std::string text = reader == Reader::Cron     ? cronCommands(fed.text)
                       : reader == Reader::Make   ? makeRecipes(fed.text)
                       : reader == Reader::Editor ? editorScriptText(fed.text)
                                                  : fed.text;
    if (!text.empty())
        resolveText(std::move(text), invocation,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 reading %2"), inv.program, fed.by));
}

void Resolver::followSubstitutedText(int invocation)
{
    const Invocation &inv = m_out.invocations[static_cast<std::size_t>(invocation)];
    const std::string &p = inv.program;
    const Word *word = nullptr;
    if (p == "eval" && inv.args.size() == 1)
        word = &inv.args.front();
    else if (p == "source" || p == "." || isShellProgram(p)) {
        for (std::size_t i = 0; i < inv.args.size() && !word; ++i) {
            const std::string &a = inv.args[i].text;
            if (a.size() > 1 && a.front() == '-' && a.find('c') != std::string::npos && isShellProgram(p)) {
                if (i + 1 < inv.args.size())
                    word = &inv.args[i + 1];
                break;
            }
            if (!a.empty() && a.front() != '-' && a.front() != '+')
                word = &inv.args[i];
        }
    }
    if (!word || word->substitutions.empty() || word->text.size() < 3)
        return;
    const std::string &t = word->text;
    const bool whole = (startsWith(t, "$(") || startsWith(t, "<(")) ? t.back() == ')' : t.front() == '`';
    if (!whole)
        return;
    const FedText fed = outputOfSubstitution(inv.tree, *word, 0);
    Invocation &reader = m_out.invocations[static_cast<std::size_t>(invocation)];
    if (fed.kind == FedText::Kind::Hidden || fed.kind == FedText::Kind::Downloaded) {
        reader.hiddenCodeFrom = fed.by;
        reader.hiddenCodeDownloaded = fed.kind == FedText::Kind::Downloaded;
    } else if (fed.kind == FedText::Kind::Literal && !fed.text.empty()) {
        reader.codeFollowed = true;
        resolveText(fed.text, invocation,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 of the output of %2"), p, fed.by));
    }
}

} // namespace airlock::safety::detail
