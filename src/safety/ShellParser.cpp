// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ShellParserImpl.h"

namespace airlock::safety {

namespace detail {

Parser::Parser(std::string_view src, ParseTree &tree, int depth)
    : m_src(src)
    , m_tree(tree)
    , m_depth(depth)
{}

void Parser::parseProgram()
{
    parseList({}, ')');
    if (!failed() && m_pos < m_src.size())
        fail("unexpected `" + std::string(1, m_src[m_pos]) + "`");
    if (!failed() && !m_pending.empty())
        fail("here-document `" + m_pending.front().delimiter + "` is never ended");
}

void Parser::fail(const std::string &message)
{
    if (m_failed)
        return;
    m_failed = true;
    m_tree.errors.push_back(message + " (at byte " + std::to_string(m_pos) + ")");
    m_pos = m_src.size();
}

void Parser::checkCommandCount()
{
    if (m_tree.commands.size() <= ShellParser::kMaxCommands || m_tree.truncated)
        return;
    m_tree.truncated = true;
    fail("the text holds more than " + std::to_string(ShellParser::kMaxCommands) + " simple commands");
}

void Parser::skipBlanks()
{
    while (!atEnd()) {
        if (isBlank(at())) {
            ++m_pos;
        } else if (at() == '\\' && at(1) == '\n') {
            m_pos += 2;
        } else {
            break;
        }
    }
}

void Parser::skipBlankLines()
{
    while (!atEnd() && !failed()) {
        skipBlanks();
        if (at() == '#') {
            skipComment();
        } else if (at() == '\n') {
            ++m_pos;
            readHeredocBodies();
        } else {
            break;
        }
    }
}

void Parser::skipComment()
{
    while (!atEnd() && at() != '\n')
        ++m_pos;
}

std::string_view Parser::peekBareWord() const
{
    std::size_t end = m_pos;
    while (end < m_src.size() && !isMeta(m_src[end]) && m_src[end] != '\'' && m_src[end] != '"' && m_src[end] != '\\' &&
           m_src[end] != '$' && m_src[end] != '`')
        ++end;
    if (end < m_src.size() && !isMeta(m_src[end]))
        return {}; // quoted or expanded: not a keyword
    return m_src.substr(m_pos, end - m_pos);
}

void Parser::expectKeyword(std::string_view keyword)
{
    skipBlankLines();
    if (!peekKeyword(keyword)) {
        fail("expected `" + std::string(keyword) + "`");
        return;
    }
    m_pos += keyword.size();
}

void Parser::parseList(std::initializer_list<std::string_view> stops, char closer)
{
    if (++m_depth > ShellParser::kMaxDepth) {
        fail("commands are nested too deeply");
        --m_depth;
        return;
    }
    parseListItems(stops, closer);
    --m_depth;
}

void Parser::parseListItems(std::initializer_list<std::string_view> stops, char closer)
{
    while (!failed()) {
        skipBlankLines();
        if (atEnd() || at() == closer)
            return;
        if (closer != ')' && at() == ')')
            return;
        const std::string_view word = peekBareWord();
        if (!word.empty() && std::find(stops.begin(), stops.end(), word) != stops.end())
            return;
        if (lookingAt(";;"))
            return; // end of a case item
        parseAndOr();
        if (failed())
            return;
        skipBlanks();
        if (at() == '#')
            skipComment();
        if (at() == ';' && at(1) != ';') {
            ++m_pos;
        } else if (at() == '&' && at(1) != '&' && at(1) != '>') {
            markBackground();
            ++m_pos;
        } else if (at() == '\n') {
            ++m_pos;
            readHeredocBodies();
        } else if (!atEnd() && at() != closer && at() != ')' && !lookingAt(";;")) {
            const std::string_view next = peekBareWord();
            if (next.empty() || std::find(stops.begin(), stops.end(), next) == stops.end())
                fail("unexpected `" + std::string(1, at()) + "`");
        }
    }
}

void Parser::parseAndOr()
{
    m_lastListStart = m_tree.commands.size();
    while (!failed()) {
        parsePipeline();
        skipBlanks();
        if (lookingAt("&&") || lookingAt("||")) {
            m_pos += 2;
            skipBlankLines();
            continue;
        }
        return;
    }
}

void Parser::parsePipeline()
{
    skipBlanks();
    if (peekKeyword("time")) {
        m_pos += 4;
        skipBlanks();
        if (lookingAt("-p") && (m_pos + 2 >= m_src.size() || isMeta(m_src[m_pos + 2])))
            m_pos += 2;
        skipBlanks();
    }
    while (peekKeyword("!")) {
        ++m_pos;
        skipBlanks();
    }
    const int pipeline = m_tree.pipelines++;
    const std::size_t firstCommand = m_tree.commands.size();
    int index = 0;
    while (!failed()) {
        const std::size_t before = m_tree.commands.size();
        parseCommand();
        // Tag the commands this element produced at this level (not those of its substitutions).
        for (std::size_t i = before; i < m_tree.commands.size(); ++i) {
            SimpleCommand &c = m_tree.commands[i];
            if (c.origin != Origin::TopLevel || c.parent != -1)
                continue;
            if (c.pipeline == -1) {
                c.pipeline = pipeline;
                c.pipelineIndex = index;
            } else if (c.outerPipeline == -1) {
                c.outerPipeline = pipeline; // inside a compound command that is this pipeline's element
                c.outerIndex = index;
            }
        }
        skipBlanks();
        if ((at() == '|' && at(1) != '|') || lookingAt("|&")) {
            m_pos += at(1) == '&' ? 2 : 1;
            ++index;
            skipBlankLines();
            continue;
        }
        break;
    }
    for (std::size_t i = firstCommand; i < m_tree.commands.size(); ++i) {
        if (m_tree.commands[i].pipeline == pipeline || m_tree.commands[i].outerPipeline == pipeline)
            m_tree.commands[i].pipelineLength = std::max(m_tree.commands[i].pipelineLength, index + 1);
    }
}

void Parser::markBackground()
{
    for (std::size_t i = m_lastListStart; i < m_tree.commands.size(); ++i)
        m_tree.commands[i].background = true;
}

void Parser::parseCommand()
{
    skipBlanks();
    if (atEnd()) {
        fail("a command is missing");
        return;
    }
    if (at() == '(' && at(1) == '(') {
        parseArithmeticCommand();
        parseTrailingRedirects();
        return;
    }
    if (at() == '(') {
        ++m_pos;
        parseList({}, ')');
        if (at() != ')') {
            fail("`(` is never closed");
            return;
        }
        ++m_pos;
        parseTrailingRedirects();
        return;
    }
    const std::string_view word = peekBareWord();
    if (word == "{") {
        ++m_pos;
        parseList({"}"}, ')');
        expectKeyword("}");
        parseTrailingRedirects();
        return;
    }
    if (word == "if") {
        parseIf();
        parseTrailingRedirects();
        return;
    }
    if (word == "while" || word == "until") {
        const bool isWhile = word == "while";
        m_pos += word.size();
        const std::size_t conditionStart = m_tree.commands.size();
        parseList({"do"}, ')');
        bool infinite = false;
        if (m_tree.commands.size() == conditionStart + 1) {
            const SimpleCommand &c = m_tree.commands[conditionStart];
            if (c.words.size() == 1 && c.words[0].literal()) {
                const std::string &w = c.words[0].text;
                infinite = isWhile ? (w == ":" || w == "true") : w == "false";
            }
        }
        expectKeyword("do");
        const std::size_t bodyStart = m_tree.commands.size();
        parseList({"done"}, ')');
        for (std::size_t i = bodyStart; infinite && i < m_tree.commands.size(); ++i)
            m_tree.commands[i].infiniteLoop = true;
        expectKeyword("done");
        parseTrailingRedirects();
        return;
    }
    if (word == "for" || word == "select") {
        parseFor(word.size());
        parseTrailingRedirects();
        return;
    }
    if (word == "case") {
        parseCase();
        parseTrailingRedirects();
        return;
    }
    if (word == "[[") {
        parseConditional();
        parseTrailingRedirects();
        return;
    }
    if (word == "function") {
        m_pos += word.size();
        skipBlanks();
        const Word name = readWord();
        skipBlanks();
        if (at() == '(' && at(1) == ')')
            m_pos += 2;
        parseFunctionBody(name.text, name.begin);
        return;
    }
    if (word == "coproc") {
        m_pos += word.size();
        skipBlanks();
        const std::string_view next = peekBareWord();
        if (!next.empty() && !isReserved(next)) {
            // `coproc NAME compound` or `coproc command`: treat as a command either way.
        }
        parseCommand();
        return;
    }
    if (!word.empty() && (word == "then" || word == "fi" || word == "do" || word == "done" || word == "esac" ||
                          word == "elif" || word == "else" || word == "}" || word == "in")) {
        fail("unexpected `" + std::string(word) + "`");
        return;
    }
    // A function definition: name ( ). bash accepts almost any word as a name (`:` in the classic fork bomb).
    if (!word.empty() && !isReserved(word)) {
        std::size_t p = m_pos + word.size();
        while (p < m_src.size() && isBlank(m_src[p]))
            ++p;
        if (p + 1 < m_src.size() && m_src[p] == '(') {
            std::size_t q = p + 1;
            while (q < m_src.size() && isBlank(m_src[q]))
                ++q;
            if (q < m_src.size() && m_src[q] == ')') {
                const std::size_t begin = m_pos;
                m_pos = q + 1;
                parseFunctionBody(std::string(word), begin);
                return;
            }
        }
    }
    parseSimpleCommand();
}

void Parser::parseFunctionBody(const std::string &name, std::size_t begin)
{
    skipBlankLines();
    const std::string outer = m_function;
    m_function = name;
    const std::size_t first = m_tree.commands.size();
    parseCommand();
    for (std::size_t i = first; i < m_tree.commands.size(); ++i) {
        if (m_tree.commands[i].function.empty())
            m_tree.commands[i].function = name;
    }
    m_function = outer;
    m_tree.functions.push_back({name, begin, m_pos});
}

void Parser::parseIf()
{
    m_pos += 2;
    parseList({"then"}, ')');
    expectKeyword("then");
    parseList({"elif", "else", "fi"}, ')');
    while (!failed()) {
        skipBlankLines();
        if (peekKeyword("elif")) {
            m_pos += 4;
            parseList({"then"}, ')');
            expectKeyword("then");
            parseList({"elif", "else", "fi"}, ')');
            continue;
        }
        if (peekKeyword("else")) {
            m_pos += 4;
            parseList({"fi"}, ')');
        }
        break;
    }
    expectKeyword("fi");
}

void Parser::parseFor(std::size_t keywordLength)
{
    m_pos += keywordLength;
    skipBlanks();
    if (at() == '(' && at(1) == '(') {
        parseArithmeticCommand();
    } else {
        readWord(); // the variable
        skipBlanks();
        std::size_t save = m_pos;
        skipBlankLines();
        if (peekKeyword("in")) {
            m_pos += 2;
            while (!failed()) {
                skipBlanks();
                if (atEnd() || at() == ';' || at() == '\n')
                    break;
                if (at() == '#') {
                    skipComment();
                    break;
                }
                readWord();
            }
        } else {
            m_pos = save;
        }
    }
    skipBlanks();
    if (at() == ';')
        ++m_pos;
    skipBlankLines();
    if (peekKeyword("{")) { // the old `for x in …; { …; }` form
        ++m_pos;
        parseList({"}"}, ')');
        expectKeyword("}");
        return;
    }
    expectKeyword("do");
    parseList({"done"}, ')');
    expectKeyword("done");
}

void Parser::parseCase()
{
    m_pos += 4;
    skipBlanks();
    readWord();
    skipBlankLines();
    expectKeyword("in");
    while (!failed()) {
        skipBlankLines();
        if (peekKeyword("esac")) {
            m_pos += 4;
            return;
        }
        if (atEnd()) {
            fail("`case` is never closed with `esac`");
            return;
        }
        if (at() == '(')
            ++m_pos;
        // patterns: word ( | word )* )
        while (!failed()) {
            skipBlanks();
            readWord();
            skipBlanks();
            if (at() == '|') {
                ++m_pos;
                continue;
            }
            if (at() == ')') {
                ++m_pos;
                break;
            }
            fail("a case pattern is not closed with `)`");
            return;
        }
        parseList({"esac"}, ')');
        skipBlankLines();
        if (lookingAt(";;&"))
            m_pos += 3;
        else if (lookingAt(";;") || lookingAt(";&"))
            m_pos += 2;
    }
}

void Parser::parseConditional()
{
    m_pos += 2;
    while (!failed()) {
        skipBlanks();
        if (atEnd()) {
            fail("`[[` is never closed with `]]`");
            return;
        }
        if (at() == '\n') {
            ++m_pos;
            continue;
        }
        if (lookingAt("]]") && (m_pos + 2 >= m_src.size() || isMeta(m_src[m_pos + 2]))) {
            m_pos += 2;
            return;
        }
        if (lookingAt("&&") || lookingAt("||")) {
            m_pos += 2;
            continue;
        }
        if (at() == '(' || at() == ')' || at() == '<' || at() == '>' || at() == '!' || at() == '|' || at() == '&' ||
            at() == ';') {
            ++m_pos;
            continue;
        }
        readWord();
    }
}

void Parser::parseArithmeticCommand()
{
    const std::size_t begin = m_pos;
    m_pos += 2;
    Word w;
    w.begin = begin;
    scanArithmetic(w, 2);
}

void Parser::parseTrailingRedirects()
{
    SimpleCommand holder;
    holder.begin = m_pos;
    holder.function = m_function;
    const std::size_t pendingBefore = m_pending.size();
    while (!failed()) {
        skipBlanks();
        Redirect r;
        if (!tryReadRedirect(r, static_cast<int>(holder.redirects.size())))
            break;
        holder.redirects.push_back(std::move(r));
    }
    if (holder.redirects.empty() || failed())
        return;
    holder.end = m_pos;
    const int index = static_cast<int>(m_tree.commands.size());
    for (std::size_t i = pendingBefore; i < m_pending.size(); ++i) {
        if (m_pending[i].command == -1)
            m_pending[i].command = index;
    }
    m_tree.commands.push_back(std::move(holder));
    checkCommandCount();
}

void Parser::parseSimpleCommand()
{
    SimpleCommand command;
    command.begin = m_pos;
    command.function = m_function;
    std::vector<int> substitutionCommands;
    bool sawProgram = false;
    std::size_t pendingBefore = m_pending.size();
    while (!failed()) {
        skipBlanks();
        if (atEnd() || at() == '\n' || at() == ';' || at() == ')' || at() == '|' || (at() == '&' && at(1) != '>'))
            break;
        if (at() == '#' && (m_pos == 0 || isMeta(m_src[m_pos - 1]))) {
            skipComment();
            break;
        }
        Redirect redirect;
        if (tryReadRedirect(redirect, static_cast<int>(command.redirects.size()))) {
            command.redirects.push_back(std::move(redirect));
            continue;
        }
        if (at() == '(') {
            if (!sawProgram && !command.assignments.empty())
                break;
            fail("unexpected `(`");
            return;
        }
        Word word = readWord();
        if (failed())
            return;
        if (!sawProgram && isAssignment(word)) {
            if (at() == '(' && !word.text.empty() && word.text.back() == '=') {
                readArrayLiteral(word);
            }
            command.assignments.push_back(std::move(word));
            continue;
        }
        sawProgram = true;
        command.words.push_back(std::move(word));
    }
    if (failed())
        return;
    command.end = m_pos;
    if (command.words.empty() && command.assignments.empty() && command.redirects.empty()) {
        fail("a command is missing");
        return;
    }
    const int index = static_cast<int>(m_tree.commands.size());
    // Heredocs of this command were registered with a pointer into the local object: fix them to the index.
    for (std::size_t i = pendingBefore; i < m_pending.size(); ++i) {
        if (m_pending[i].command == -1)
            m_pending[i].command = index;
    }
    auto adopt = [&](Word &w) {
        for (const int child : w.substitutions) {
            if (child >= 0 && child < static_cast<int>(m_tree.commands.size()) &&
                m_tree.commands[static_cast<std::size_t>(child)].parent == -2)
                m_tree.commands[static_cast<std::size_t>(child)].parent = index;
        }
    };
    for (Word &w : command.assignments)
        adopt(w);
    for (Word &w : command.words)
        adopt(w);
    for (Redirect &r : command.redirects)
        adopt(r.target);
    m_tree.commands.push_back(std::move(command));
    checkCommandCount();
}

bool Parser::isAssignment(const Word &word)
{
    if (word.text.empty() || !isNameStart(word.text.front()))
        return false;
    std::size_t i = 1;
    while (i < word.text.size() && isNameChar(word.text[i]))
        ++i;
    if (i < word.text.size() && word.text[i] == '[') {
        const std::size_t close = word.text.find(']', i);
        if (close == std::string::npos)
            return false;
        i = close + 1;
    }
    if (i < word.text.size() && word.text[i] == '+')
        ++i;
    return i < word.text.size() && word.text[i] == '=';
}

void Parser::readArrayLiteral(Word &word)
{
    ++m_pos; // (
    word.text += '(';
    while (!failed()) {
        skipBlankLines();
        if (atEnd()) {
            fail("array `(` is never closed");
            return;
        }
        if (at() == ')') {
            ++m_pos;
            word.text += ')';
            word.end = m_pos;
            return;
        }
        Word element = readWord();
        word.text += element.text + ' ';
        word.expanded = word.expanded || element.expanded;
        word.substitutions.insert(word.substitutions.end(), element.substitutions.begin(), element.substitutions.end());
    }
}

bool Parser::tryReadRedirect(Redirect &r, int indexInCommand)
{
    // Most words are not redirections: only these characters can start one.
    const char first = at();
    if (first != '<' && first != '>' && first != '&' && first != '{' && !(first >= '0' && first <= '9'))
        return false;
    std::size_t p = m_pos;
    int fd = -1;
    // [n] or {varname} before the operator
    if (p < m_src.size() && m_src[p] >= '0' && m_src[p] <= '9') {
        std::size_t q = p;
        while (q < m_src.size() && m_src[q] >= '0' && m_src[q] <= '9')
            ++q;
        if (q < m_src.size() && (m_src[q] == '<' || m_src[q] == '>') && q - p < 6) {
            fd = std::stoi(std::string(m_src.substr(p, q - p)));
            p = q;
        }
    } else if (p < m_src.size() && m_src[p] == '{') {
        std::size_t q = p + 1;
        while (q < m_src.size() && isNameChar(m_src[q]))
            ++q;
        if (q < m_src.size() && m_src[q] == '}' && q + 1 < m_src.size() && (m_src[q + 1] == '<' || m_src[q + 1] == '>'))
            p = q + 1;
    }
    static constexpr std::array<std::string_view, 13> kOps = {"&>>", "<<<", "<<-", "&>", ">>", "<<", ">&",
                                                              "<&",  ">|",  "<>",  ">",  "<",  ""};
    std::string_view op;
    for (const std::string_view candidate : kOps) {
        if (!candidate.empty() && m_src.substr(p, candidate.size()) == candidate) {
            op = candidate;
            break;
        }
    }
    if (op.empty())
        return false;
    // <( and >( are process substitutions, not redirections.
    if ((op == "<" || op == ">") && p + 1 < m_src.size() && m_src[p + 1] == '(')
        return false;
    m_pos = p + op.size();
    r.fd = fd;
    r.op = std::string(op);
    skipBlanks();
    if (atEnd() || (isMeta(at()) && !((at() == '<' || at() == '>') && at(1) == '('))) {
        fail("redirection `" + r.op + "` has no target");
        return true;
    }
    r.target = readWord();
    if (r.op == "<<" || r.op == "<<-") {
        PendingHeredoc heredoc;
        heredoc.command = -1;
        heredoc.redirect = static_cast<std::size_t>(std::max(indexInCommand, 0));
        heredoc.delimiter = r.target.text;
        heredoc.stripTabs = r.op == "<<-";
        heredoc.expands = !r.target.quoted;
        r.heredocExpands = heredoc.expands;
        m_pending.push_back(heredoc);
    }
    return true;
}

void Parser::readHeredocBodies()
{
    std::vector<PendingHeredoc> pending;
    pending.swap(m_pending);
    for (PendingHeredoc &h : pending) {
        std::string body;
        bool closed = false;
        const std::size_t bodyBegin = m_pos;
        while (!atEnd()) {
            const std::size_t lineEnd = std::min(m_src.find('\n', m_pos), m_src.size());
            std::string_view line = m_src.substr(m_pos, lineEnd - m_pos);
            m_pos = lineEnd < m_src.size() ? lineEnd + 1 : lineEnd;
            if (h.stripTabs) {
                while (!line.empty() && line.front() == '\t')
                    line.remove_prefix(1);
            }
            if (line == h.delimiter) {
                closed = true;
                break;
            }
            body += line;
            body += '\n';
        }
        if (!closed) {
            m_pending.push_back(h);
            return; // reported at the end of the program
        }
        std::vector<int> substitutions;
        if (h.expands)
            substitutions = parseExpandingText(body, bodyBegin);
        if (h.command >= 0 && static_cast<std::size_t>(h.command) < m_tree.commands.size()) {
            SimpleCommand &c = m_tree.commands[static_cast<std::size_t>(h.command)];
            if (h.redirect < c.redirects.size()) {
                c.redirects[h.redirect].heredoc = body;
                c.redirects[h.redirect].target.substitutions.insert(c.redirects[h.redirect].target.substitutions.end(),
                                                                    substitutions.begin(), substitutions.end());
            }
            for (const int child : substitutions)
                m_tree.commands[static_cast<std::size_t>(child)].parent = h.command;
        }
    }
}

} // namespace detail

ParseTree ShellParser::parse(std::string_view text)
{
    ParseTree tree;
    if (text.find('\0') != std::string_view::npos) {
        tree.errors.emplace_back("the text contains a NUL byte, which bash cannot run");
        return tree;
    }
    detail::Parser parser(text, tree, 0);
    parser.parseProgram();
    // Commands whose parent could not be linked (substitutions in loose words) belong to the top level.
    for (SimpleCommand &c : tree.commands) {
        if (c.parent == -2)
            c.parent = -1;
    }
    return tree;
}

} // namespace airlock::safety
