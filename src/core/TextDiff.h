// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArrayView>
#include <QString>

namespace airlock::core {

// A unified diff of two texts, line by line (Myers), for a person to read before a file is written: `--- a/<path>`,
// `+++ b/<path>`, then `@@ -l,n +l,n @@` hunks with `context` lines around each change. Lines are shown without
// their line break (\n or \r\n); a last line without one is followed by `\ No newline at end of file`.
class TextDiff final
{
public:
    // Above this many lines in the two texts together, or when the changed middle needs more than kMaxEdits line
    // edits, the work is not done: one hunk removes every old line and adds every new one.
    static constexpr qsizetype kMaxLines = 20000;
    static constexpr int kMaxEdits = 1000;

    // Empty when the texts are equal. A leading '/' of `path` is dropped after `a/` and `b/`, as git does.
    static QString unified(QByteArrayView oldText, QByteArrayView newText, const QString &path, int context = 3);
};

} // namespace airlock::core
