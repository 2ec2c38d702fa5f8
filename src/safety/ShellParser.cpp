// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The parser's state and errors, blanks and keywords, lists and pipelines; ShellParser::parse.
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
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unexpected `%1`"), std::string(1, m_src[m_pos])));
    if (!failed() && !m_pending.empty())
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "here-document `%1` is never ended"),
                    m_pending.front().delimiter));
}

void Parser::fail(Phrase message)
{
    if (m_failed)
        return;
    m_failed = true;
    m_tree.errors.push_back(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 (at byte %2)"), std::move(message),
                                   std::to_string(m_pos)));
    m_pos = m_src.size();
}

void Parser::checkCommandCount()
{
    if (m_tree.commands.size() <= ShellParser::kMaxCommands || m_tree.truncated)
        return;
    m_tree.truncated = true;
    fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "the text holds more than %1 simple commands"),
                std::to_string(ShellParser::kMaxCommands)));
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
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "expected `%1`"), keyword));
        return;
    }
    m_pos += keyword.size();
}

void Parser::parseList(std::initializer_list<std::string_view> stops, char closer)
{
    if (++m_depth > ShellParser::kMaxDepth) {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "commands are nested too deeply")));
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
                fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unexpected `%1`"), std::string(1, at())));
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

} // namespace detail

ParseTree ShellParser::parse(std::string_view text)
{
    ParseTree tree;
    if (text.find('\0') != std::string_view::npos) {
        tree.errors.emplace_back(
            AIRLOCK_FINDING("airlock::safety::Finding", "the text contains a NUL byte, which bash cannot run"));
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
