// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Simple commands: assignments, array literals, redirections (also those after a compound command) and heredoc
// bodies.
#include "ShellParserImpl.h"

namespace airlock::safety::detail {

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
            // declare -a a=(…), local a=(…): the declaration builtins take array assignments as arguments.
            if (sawProgram && !command.words.empty() && isAssignment(command.words.back()) &&
                command.words.back().text.back() == '=' && command.words.back().end == m_pos + m_offsetBase &&
                isDeclaration(command.words.front().text)) {
                readArrayLiteral(command.words.back());
                continue;
            }
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unexpected `(`")));
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
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "a command is missing")));
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

bool Parser::isDeclaration(std::string_view program)
{
    return program == "declare" || program == "typeset" || program == "local" || program == "export" ||
           program == "readonly";
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
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "array `(` is never closed")));
            return;
        }
        if (at() == ')') {
            ++m_pos;
            word.text += ')';
            word.end = m_pos + m_offsetBase;
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
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "redirection `%1` has no target"), r.op));
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

} // namespace airlock::safety::detail
