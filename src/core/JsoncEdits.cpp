// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// JsoncText's layout detection, serializer and text edits. An append and the removal of what it added are exact
// inverses, so installing a hook and removing it again gives back the original bytes.
#include "JsoncText.h"

#include <algorithm>

namespace airlock::core {

namespace {

struct Edit {
    qsizetype at = 0;
    qsizetype length = 0;
    QByteArray with;
};

QByteArray applyEdits(QByteArrayView text, std::vector<Edit> edits)
{
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.at > b.at; });
    QByteArray result = text.toByteArray();
    for (const Edit &edit : edits)
        result.replace(edit.at, edit.length, edit.with);
    return result;
}

// The length of the line break at `pos` (\n or \r\n), 0 if there is none.
qsizetype newlineLength(QByteArrayView text, qsizetype pos)
{
    if (pos < text.size() && text[pos] == '\n')
        return 1;
    if (pos + 1 < text.size() && text[pos] == '\r' && text[pos + 1] == '\n')
        return 2;
    return 0;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// Past spaces, tabs and comments that end on this line; stops at a line break or anything else.
qsizetype skipLineTrivia(QByteArrayView text, qsizetype pos)
{
    while (pos < text.size()) {
        if (isBlank(text[pos])) {
            ++pos;
        } else if (text.sliced(pos).startsWith("//")) {
            while (pos < text.size() && text[pos] != '\n' && newlineLength(text, pos) == 0)
                ++pos;
        } else if (text.sliced(pos).startsWith("/*")) {
            const qsizetype close = text.indexOf(QByteArrayView("*/"), pos + 2);
            if (close < 0 || text.sliced(pos, close - pos).contains('\n'))
                return pos;
            pos = close + 2;
        } else {
            return pos;
        }
    }
    return pos;
}

// Past all whitespace and comments (the text parsed, so every comment is closed).
qsizetype skipTrivia(QByteArrayView text, qsizetype pos)
{
    for (;;) {
        pos = skipLineTrivia(text, pos);
        if (const qsizetype newline = newlineLength(text, pos); newline > 0)
            pos += newline;
        else if (pos < text.size() && text[pos] == '\r')
            ++pos;
        else if (const qsizetype close = text.sliced(pos).startsWith("/*") ? text.indexOf("*/", pos + 2) : -1;
                 close > 0)
            pos = close + 2;
        else
            return pos;
    }
}

// The offset of the comma that follows a value ending at `end`, or -1 when the next token is not a comma.
qsizetype commaAfter(QByteArrayView text, qsizetype end)
{
    const qsizetype pos = skipTrivia(text, end);
    return pos < text.size() && text[pos] == ',' ? pos : -1;
}

qsizetype lineStart(QByteArrayView text, qsizetype pos)
{
    while (pos > 0 && text[pos - 1] != '\n')
        --pos;
    return pos;
}

// Whether only spaces and tabs come before `pos` on its line.
bool startsLine(QByteArrayView text, qsizetype pos)
{
    for (qsizetype i = lineStart(text, pos); i < pos; ++i) {
        if (!isBlank(text[i]))
            return false;
    }
    return true;
}

QByteArray lineIndent(QByteArrayView text, qsizetype pos)
{
    const qsizetype start = lineStart(text, pos);
    qsizetype end = start;
    while (end < text.size() && isBlank(text[end]))
        ++end;
    return text.sliced(start, end - start).toByteArray();
}

bool sameLine(QByteArrayView text, qsizetype from, qsizetype to)
{
    return !text.sliced(from, to - from).contains('\n');
}

bool onlyWhitespace(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return isBlank(c) || c == '\n' || c == '\r'; });
}

// The first container with a child on a line of its own gives the indent unit: the child's indent less its
// container's.
bool findIndentUnit(QByteArrayView text, const JsoncNode &node, QByteArray &unit)
{
    if (node.children.empty())
        return false;
    const qsizetype first = node.children.front().start();
    if (!sameLine(text, node.span.begin, first) && startsLine(text, first)) {
        const QByteArray outer = lineIndent(text, node.span.begin);
        const QByteArray inner = lineIndent(text, first);
        if (inner.size() > outer.size() && inner.startsWith(outer)) {
            unit = inner.sliced(outer.size());
            return true;
        }
    }
    return std::any_of(node.children.begin(), node.children.end(),
                       [&](const JsoncNode &child) { return findIndentUnit(text, child, unit); });
}

JsoncStyle detectStyle(QByteArrayView text, const JsoncNode &root)
{
    JsoncStyle style;
    if (const qsizetype newline = text.indexOf('\n'); newline > 0 && text[newline - 1] == '\r')
        style.newline = "\r\n";
    findIndentUnit(text, root, style.indentUnit);
    if (!root.children.empty())
        style.multiline = !sameLine(text, root.span.begin, root.children.front().start());
    return style;
}

QByteArray scalarText(const JsoncValue &value)
{
    return QByteArray::fromStdString(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

QByteArray keyText(const std::string &key)
{
    return scalarText(JsoncValue(key));
}

} // namespace

JsoncText::JsoncText(QByteArray text, JsoncNode root)
    : m_text(std::move(text))
    , m_root(std::move(root))
    , m_style(detectStyle(m_text, m_root))
{}

QByteArray JsoncText::serialize(const JsoncValue &value, const JsoncStyle &style, QByteArrayView indent)
{
    if (!value.is_structured() || value.empty())
        return value.is_object() ? QByteArray("{}") : value.is_array() ? QByteArray("[]") : scalarText(value);
    const bool isObject = value.is_object();
    const QByteArray inner = indent.toByteArray() + style.indentUnit;
    QByteArray out(1, isObject ? '{' : '[');
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        out += first ? "" : ",";
        out += style.multiline ? QByteArray(style.newline + inner) : QByteArray(first ? "" : " ");
        if (isObject)
            out += keyText(it.key()) + ": ";
        out += serialize(it.value(), style, style.multiline ? QByteArrayView(inner) : indent);
        first = false;
    }
    if (style.multiline)
        out += style.newline + indent.toByteArray();
    out += isObject ? '}' : ']';
    return out;
}

QByteArray JsoncText::appendMember(const JsoncNode &object, const QString &key, const JsoncValue &value) const
{
    return appendChild(object, &key, value);
}

QByteArray JsoncText::appendElement(const JsoncNode &array, const JsoncValue &value) const
{
    return appendChild(array, nullptr, value);
}

QByteArray JsoncText::appendChild(const JsoncNode &container, const QString *key, const JsoncValue &value) const
{
    const QByteArrayView text = m_text;
    const qsizetype open = container.span.begin;
    const qsizetype close = container.span.end - 1;
    const QByteArray &newline = m_style.newline;
    auto render = [&](QByteArrayView indent, bool multiline) {
        JsoncStyle style = m_style;
        style.multiline = multiline;
        const QByteArray rendered = serialize(value, style, indent);
        return key ? QByteArray(keyText(key->toStdString()) + ": " + rendered) : rendered;
    };

    if (container.children.empty()) {
        const QByteArray outer = lineIndent(text, open);
        const QByteArray inner = outer + m_style.indentUnit;
        if (!m_style.multiline)
            return applyEdits(text, {{close, 0, render({}, false)}});
        if (onlyWhitespace(text.sliced(open + 1, close - open - 1)))
            return applyEdits(text,
                              {{open + 1, close - open - 1, newline + inner + render(inner, true) + newline + outer}});
        // Comments inside: keep them, and add the child on a line of its own before the closing bracket.
        if (startsLine(text, close))
            return applyEdits(text, {{lineStart(text, close), 0, inner + render(inner, true) + newline}});
        return applyEdits(text, {{close, 0, newline + inner + render(inner, true) + newline + outer}});
    }

    const JsoncNode &last = container.children.back();
    const qsizetype trailing = commaAfter(text, last.span.end);
    if (sameLine(text, open, container.children.front().start())) {
        if (trailing < 0)
            return applyEdits(text, {{last.span.end, 0, ", " + render({}, false)}});
        return applyEdits(text, {{trailing + 1, 0, " " + render({}, false) + ","}});
    }
    // After the last child's line comment, if it has one, so the comment stays with its child.
    const QByteArray indent = lineIndent(text, last.start());
    const qsizetype at = skipLineTrivia(text, trailing < 0 ? last.span.end : trailing + 1);
    std::vector<Edit> edits = {{at, 0, newline + indent + render(indent, true) + (trailing < 0 ? "" : ",")}};
    if (trailing < 0)
        edits.push_back({last.span.end, 0, ","});
    return applyEdits(text, std::move(edits));
}

QByteArray JsoncText::removeChild(const JsoncNode &container, int index) const
{
    const QByteArrayView text = m_text;
    const auto count = int(container.children.size());
    if (index < 0 || index >= count)
        return m_text;
    const JsoncNode &child = container.children[index];
    const qsizetype start = child.start();
    const qsizetype trailing = commaAfter(text, child.span.end);
    const qsizetype end = trailing < 0 ? child.span.end : trailing + 1;

    if (index == count - 1 && count > 1) {
        // The last child: the comma before it goes (unless it had a trailing comma of its own, which the previous
        // child then keeps), and so does the line break that led to it.
        const qsizetype previousComma = commaAfter(text, container.children[index - 1].span.end);
        const qsizetype lineBreak = skipLineTrivia(text, previousComma + 1);
        if (newlineLength(text, lineBreak) == 0 || lineBreak >= start) {
            if (trailing < 0)
                return applyEdits(text, {{previousComma, child.span.end - previousComma, {}}});
            return applyEdits(text, {{previousComma + 1, end - previousComma - 1, {}}});
        }
        const qsizetype after = skipLineTrivia(text, end);
        const qsizetype stop = newlineLength(text, after) > 0 ? after : end;
        std::vector<Edit> edits = {{lineBreak, stop - lineBreak, {}}};
        if (trailing < 0)
            edits.push_back({previousComma, 1, {}});
        return applyEdits(text, std::move(edits));
    }

    const qsizetype open = container.span.begin;
    const qsizetype close = container.span.end - 1;
    if (count == 1 && onlyWhitespace(text.sliced(open + 1, start - open - 1)) &&
        onlyWhitespace(text.sliced(end, close - end)))
        return applyEdits(text, {{open + 1, close - open - 1, {}}});

    // A child with a next one (or the only one, beside comments): its own lines go when it has them, else only it
    // and its comma.
    const qsizetype after = skipLineTrivia(text, end);
    if (startsLine(text, start) && newlineLength(text, after) > 0) {
        const qsizetype from = lineStart(text, start);
        return applyEdits(text, {{from, after + newlineLength(text, after) - from, {}}});
    }
    qsizetype stop = end;
    while (stop < close && isBlank(text[stop]))
        ++stop;
    return applyEdits(text, {{start, stop - start, {}}});
}

QByteArray JsoncText::replaceValue(const JsoncNode &value, const JsoncValue &replacement) const
{
    const QByteArray rendered = serialize(replacement, m_style, lineIndent(m_text, value.span.begin));
    return applyEdits(m_text, {{value.span.begin, value.span.end - value.span.begin, rendered}});
}

} // namespace airlock::core
