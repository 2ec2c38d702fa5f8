// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <vector>

namespace airlock::core {

// Plain JSON (Claude Code's and Codex's settings), or JSON with `//` and `/* */` comments and trailing commas (JSONC:
// Gemini CLI and Cursor read it).
enum class JsoncDialect { Json, Jsonc };

// [begin, end) byte offsets into the parsed text.
struct JsoncSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
};

// One value of a parsed file and where its bytes are, so an edit can change it and leave every other byte alone.
struct JsoncNode {
    enum class Kind { Object, Array, String, Number, Bool, Null };

    Kind kind = Kind::Null;
    JsoncSpan span;                  // the value, brackets and quotes included
    JsoncSpan keySpan;               // a member of an object: its key, quotes included
    QString key;                     // a member of an object: its key, unescaped
    QString string;                  // Kind::String: the value, unescaped
    std::vector<JsoncNode> children; // an object's members or an array's elements, in file order

    // The start of this child's bytes in its container: its key for a member, else its value.
    qsizetype start() const { return keySpan.end > keySpan.begin ? keySpan.begin : span.begin; }
    // Object only: the index of the member called `name`, the last one when the key repeats (as JSON parsers keep
    // the last); -1 when there is none.
    int memberIndex(QStringView name) const;
    const JsoncNode *member(QStringView name) const;
};

// A value to add to a file, keys in the order given.
using JsoncValue = nlohmann::ordered_json;

// How a file is laid out, for the text an edit adds: newline, indent unit (from its members: two or four spaces, a
// tab; two spaces when nothing shows), and whether it is written on one line.
struct JsoncStyle {
    QByteArray newline = "\n";
    QByteArray indentUnit = "  ";
    bool multiline = true;
};

// A parsed JSON(C) text and edits on it. Each edit returns the whole new text, changed only where it must be: the
// other bytes (comments, key order, whitespace, unknown keys) stay exactly as they were. Parse the result again
// before the next edit; the nodes of one text say nothing about another.
class JsoncText final
{
public:
    // Deeper nesting is refused with an error, so a hostile file cannot exhaust the stack.
    static constexpr int kMaxDepth = 512;

    // Errors say where and what was expected: `line 3, column 5: expected ',' or '}' after an object member`.
    static Result<JsoncText> parse(QByteArray text, JsoncDialect dialect);

    const QByteArray &text() const { return m_text; }
    const JsoncNode &root() const { return m_root; }
    const JsoncStyle &style() const { return m_style; }

    // Adds `"key": value` after the last member of `object` (a node of this text).
    QByteArray appendMember(const JsoncNode &object, const QString &key, const JsoncValue &value) const;
    // Adds `value` after the last element of `array`.
    QByteArray appendElement(const JsoncNode &array, const JsoncValue &value) const;
    // Removes child `index` of `container` with its comma and, when it had lines of its own, those lines; a container
    // left with only whitespace inside becomes `{}` / `[]`. The inverse of the append edits.
    QByteArray removeChild(const JsoncNode &container, int index) const;
    // Writes `replacement` where `value` is.
    QByteArray replaceValue(const JsoncNode &value, const JsoncValue &replacement) const;

    // `value` as text in `style`; lines after the first start with `indent`.
    static QByteArray serialize(const JsoncValue &value, const JsoncStyle &style, QByteArrayView indent);
    // 1-based line and column (in characters) of a byte offset, as editors count them.
    static std::pair<int, int> lineColumn(QByteArrayView text, qsizetype offset);

private:
    JsoncText(QByteArray text, JsoncNode root);
    QByteArray appendChild(const JsoncNode &container, const QString *key, const JsoncValue &value) const;

    QByteArray m_text;
    JsoncNode m_root;
    JsoncStyle m_style;
};

} // namespace airlock::core
