// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The parser of JsoncText; the edits are in JsoncEdits.cpp.
#include "JsoncText.h"

namespace airlock::core {

namespace {

constexpr QByteArrayView kBom("\xEF\xBB\xBF");

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// A recursive-descent parser that records spans. The first error stops it; depth is bounded by kMaxDepth.
class Parser final
{
public:
    Parser(QByteArrayView text, JsoncDialect dialect)
        : m_text(text)
        , m_dialect(dialect)
    {}

    bool document(JsoncNode &root)
    {
        if (m_text.startsWith(kBom))
            m_pos = kBom.size();
        if (!skipTrivia() || !value(root, 0) || !skipTrivia())
            return false;
        if (m_pos < m_text.size())
            return fail(m_pos, QStringLiteral("expected the end of the file after the top-level value"));
        return true;
    }

    Error error() const
    {
        const auto [line, column] = JsoncText::lineColumn(m_text, m_errorAt);
        return Error::invalidArguments(QStringLiteral("line %1, column %2: %3").arg(line).arg(column).arg(m_why));
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    bool at(char c) const { return m_pos < m_text.size() && m_text[m_pos] == c; }

    bool fail(qsizetype offset, const QString &why)
    {
        m_errorAt = offset;
        m_why = why;
        return false;
    }

    bool skipTrivia()
    {
        while (!atEnd()) {
            const char c = m_text[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++m_pos;
                continue;
            }
            if (c != '/' || m_pos + 1 >= m_text.size() || (m_text[m_pos + 1] != '/' && m_text[m_pos + 1] != '*'))
                return true;
            if (m_dialect == JsoncDialect::Json)
                return fail(m_pos, QStringLiteral("expected JSON without comments (this file is plain JSON)"));
            if (m_text[m_pos + 1] == '/') {
                const qsizetype newline = m_text.indexOf('\n', m_pos);
                m_pos = newline < 0 ? m_text.size() : newline;
                continue;
            }
            const qsizetype close = m_text.indexOf(QByteArrayView("*/"), m_pos + 2);
            if (close < 0)
                return fail(m_pos, QStringLiteral("expected '*/' to end the comment that starts here"));
            m_pos = close + 2;
        }
        return true;
    }

    bool value(JsoncNode &node, int depth)
    {
        if (atEnd())
            return fail(m_pos, QStringLiteral("expected a value"));
        const char c = m_text[m_pos];
        if (c == '{' || c == '[') {
            if (depth >= JsoncText::kMaxDepth)
                return fail(m_pos,
                            QStringLiteral("expected at most %1 nested arrays and objects").arg(JsoncText::kMaxDepth));
            return c == '{' ? object(node, depth + 1) : array(node, depth + 1);
        }
        if (c == '"') {
            node.kind = JsoncNode::Kind::String;
            return string(node.span, node.string);
        }
        if (c == '-' || isDigit(c))
            return number(node);
        return literal(node);
    }

    bool object(JsoncNode &node, int depth)
    {
        node.kind = JsoncNode::Kind::Object;
        node.span.begin = m_pos++;
        if (!skipTrivia())
            return false;
        while (!at('}')) {
            if (!at('"'))
                return fail(m_pos, node.children.empty() ? QStringLiteral("expected a string key or '}'")
                                                         : QStringLiteral("expected a string key after ','"));
            JsoncNode member;
            if (!string(member.keySpan, member.key) || !skipTrivia())
                return false;
            if (!at(':'))
                return fail(m_pos, QStringLiteral("expected ':' after an object key"));
            ++m_pos;
            if (!skipTrivia() || !value(member, depth) || !skipTrivia())
                return false;
            node.children.push_back(std::move(member));
            if (at('}'))
                break;
            if (!at(','))
                return fail(m_pos, QStringLiteral("expected ',' or '}' after an object member"));
            ++m_pos;
            if (!skipTrivia())
                return false;
            if (at('}') && m_dialect == JsoncDialect::Json)
                return fail(m_pos, QStringLiteral("expected a string key after ',' (a trailing comma is not JSON)"));
        }
        node.span.end = ++m_pos;
        return true;
    }

    bool array(JsoncNode &node, int depth)
    {
        node.kind = JsoncNode::Kind::Array;
        node.span.begin = m_pos++;
        if (!skipTrivia())
            return false;
        while (!at(']')) {
            JsoncNode element;
            if (!value(element, depth) || !skipTrivia())
                return false;
            node.children.push_back(std::move(element));
            if (at(']'))
                break;
            if (!at(','))
                return fail(m_pos, QStringLiteral("expected ',' or ']' after an array element"));
            ++m_pos;
            if (!skipTrivia())
                return false;
            if (at(']') && m_dialect == JsoncDialect::Json)
                return fail(m_pos, QStringLiteral("expected a value after ',' (a trailing comma is not JSON)"));
        }
        node.span.end = ++m_pos;
        return true;
    }

    bool string(JsoncSpan &span, QString &decoded)
    {
        span.begin = m_pos++;
        decoded.clear();
        qsizetype chunk = m_pos;
        for (;;) {
            if (atEnd())
                return fail(span.begin, QStringLiteral("expected a closing '\"' for the string that starts here"));
            const auto c = static_cast<unsigned char>(m_text[m_pos]);
            if (c == '"')
                break;
            if (c < 0x20)
                return fail(m_pos, QStringLiteral("expected a control character in a string to be escaped"));
            if (c != '\\') {
                ++m_pos;
                continue;
            }
            decoded += QString::fromUtf8(m_text.sliced(chunk, m_pos - chunk));
            if (!escape(decoded))
                return false;
            chunk = m_pos;
        }
        decoded += QString::fromUtf8(m_text.sliced(chunk, m_pos - chunk));
        span.end = ++m_pos;
        return true;
    }

    // At a backslash: appends the escaped character and moves past it.
    bool escape(QString &decoded)
    {
        const qsizetype backslash = m_pos++;
        const char c = atEnd() ? '\0' : m_text[m_pos];
        static constexpr QByteArrayView simple("\"\\/bfnrt");
        static constexpr QByteArrayView meaning("\"\\/\b\f\n\r\t");
        if (const qsizetype i = simple.indexOf(c); c != '\0' && i >= 0) {
            decoded += QLatin1Char(meaning[i]);
            ++m_pos;
            return true;
        }
        if (c == 'u' && m_pos + 4 < m_text.size()) {
            int code = 0;
            for (int i = 1; i <= 4 && code >= 0; ++i) {
                const int digit = hexValue(m_text[m_pos + i]);
                code = digit < 0 ? -1 : code * 16 + digit;
            }
            if (code >= 0) {
                decoded += QChar(static_cast<char16_t>(code)); // a surrogate pair arrives as two escapes
                m_pos += 5;
                return true;
            }
        }
        return fail(backslash, QStringLiteral("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"));
    }

    bool digits(const QString &why)
    {
        if (atEnd() || !isDigit(m_text[m_pos]))
            return fail(m_pos, why);
        while (!atEnd() && isDigit(m_text[m_pos]))
            ++m_pos;
        return true;
    }

    bool number(JsoncNode &node)
    {
        node.kind = JsoncNode::Kind::Number;
        node.span.begin = m_pos;
        if (at('-'))
            ++m_pos;
        if (at('0'))
            ++m_pos;
        else if (!digits(QStringLiteral("expected a digit")))
            return false;
        if (at('.')) {
            ++m_pos;
            if (!digits(QStringLiteral("expected a digit after '.'")))
                return false;
        }
        if (at('e') || at('E')) {
            ++m_pos;
            if (at('+') || at('-'))
                ++m_pos;
            if (!digits(QStringLiteral("expected a digit in the exponent")))
                return false;
        }
        node.span.end = m_pos;
        return true;
    }

    bool literal(JsoncNode &node)
    {
        static const std::pair<QByteArrayView, JsoncNode::Kind> words[] = {
            {"true", JsoncNode::Kind::Bool}, {"false", JsoncNode::Kind::Bool}, {"null", JsoncNode::Kind::Null}};
        for (const auto &[word, kind] : words) {
            if (m_text.sliced(m_pos).startsWith(word)) {
                node.kind = kind;
                node.span = {m_pos, m_pos + word.size()};
                m_pos += word.size();
                return true;
            }
        }
        return fail(m_pos, QStringLiteral("expected a value"));
    }

    QByteArrayView m_text;
    JsoncDialect m_dialect;
    qsizetype m_pos = 0;
    qsizetype m_errorAt = 0;
    QString m_why;
};

} // namespace

int JsoncNode::memberIndex(QStringView name) const
{
    for (int i = int(children.size()) - 1; i >= 0; --i) {
        if (children[i].key == name)
            return i;
    }
    return -1;
}

const JsoncNode *JsoncNode::member(QStringView name) const
{
    const int index = memberIndex(name);
    return index < 0 ? nullptr : &children[index];
}

Result<JsoncText> JsoncText::parse(QByteArray text, JsoncDialect dialect)
{
    JsoncNode root;
    Parser parser(text, dialect);
    if (!parser.document(root))
        return parser.error();
    return JsoncText(std::move(text), std::move(root));
}

std::pair<int, int> JsoncText::lineColumn(QByteArrayView text, qsizetype offset)
{
    int line = 1;
    int column = 1;
    const qsizetype from = text.startsWith(kBom) && offset >= kBom.size() ? kBom.size() : 0;
    for (qsizetype i = from; i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

} // namespace airlock::core
