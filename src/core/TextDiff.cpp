// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TextDiff.h"

#include <QHash>
#include <QList>

#include <algorithm>
#include <optional>
#include <vector>

namespace airlock::core {

namespace {

// Each line with its line break, the last one perhaps without.
QList<QByteArrayView> splitLines(QByteArrayView text)
{
    QList<QByteArrayView> lines;
    qsizetype from = 0;
    while (from < text.size()) {
        const qsizetype newline = text.indexOf('\n', from);
        const qsizetype end = newline < 0 ? text.size() : newline + 1;
        lines.append(text.sliced(from, end - from));
        from = end;
    }
    return lines;
}

enum class Op { Equal, Delete, Insert };

struct Step {
    Op op = Op::Equal;
    qsizetype oldLine = 0; // Equal, Delete: the old line shown
    qsizetype newLine = 0; // Equal, Insert: the new line shown
};

// Myers' O(ND) shortest edit script between a and b (line ids); nullopt when it needs more than kMaxEdits edits.
std::optional<std::vector<Step>> myers(const std::vector<int> &a, const std::vector<int> &b, qsizetype oldBase,
                                       qsizetype newBase)
{
    const auto n = qsizetype(a.size());
    const auto m = qsizetype(b.size());
    std::vector<std::vector<qsizetype>> trace; // trace[d][k + d]: the furthest x on diagonal k after d edits
    auto furthest = [&trace](int d, qsizetype k) { return trace[d][k + d]; };
    for (int d = 0; d <= TextDiff::kMaxEdits; ++d) {
        std::vector<qsizetype> row(2 * d + 1);
        for (qsizetype k = -d; k <= d; k += 2) {
            qsizetype x = 0;
            if (d > 0)
                x = (k == -d || (k != d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1)))
                        ? furthest(d - 1, k + 1)
                        : furthest(d - 1, k - 1) + 1;
            qsizetype y = x - k;
            while (x < n && y < m && a[x] == b[y]) {
                ++x;
                ++y;
            }
            row[k + d] = x;
            if (x < n || y < m)
                continue;
            trace.push_back(std::move(row));
            std::vector<Step> steps;
            for (int e = d; e >= 0; --e) {
                const qsizetype diagonal = x - y;
                const bool down = e > 0 && (diagonal == -e || (diagonal != e && furthest(e - 1, diagonal - 1) <
                                                                                    furthest(e - 1, diagonal + 1)));
                const qsizetype previousK = down ? diagonal + 1 : diagonal - 1;
                const qsizetype previousX = e > 0 ? furthest(e - 1, previousK) : 0;
                const qsizetype previousY = e > 0 ? previousX - previousK : 0;
                for (; x > previousX && y > previousY; --x, --y)
                    steps.push_back({Op::Equal, oldBase + x - 1, newBase + y - 1});
                if (e == 0)
                    break;
                if (down)
                    steps.push_back({Op::Insert, oldBase + previousX, newBase + previousY});
                else
                    steps.push_back({Op::Delete, oldBase + previousX, newBase + previousY});
                x = previousX;
                y = previousY;
            }
            std::reverse(steps.begin(), steps.end());
            return steps;
        }
        trace.push_back(std::move(row));
    }
    return std::nullopt;
}

void replaceAll(std::vector<Step> &steps, qsizetype oldFrom, qsizetype oldTo, qsizetype newFrom, qsizetype newTo)
{
    for (qsizetype i = oldFrom; i < oldTo; ++i)
        steps.push_back({Op::Delete, i, newFrom});
    for (qsizetype j = newFrom; j < newTo; ++j)
        steps.push_back({Op::Insert, oldTo, j});
}

// The edit script: common head and tail kept, Myers on the middle, every deletion of a change before its insertions.
std::vector<Step> editScript(const QList<QByteArrayView> &oldLines, const QList<QByteArrayView> &newLines)
{
    std::vector<Step> steps;
    const qsizetype n = oldLines.size();
    const qsizetype m = newLines.size();
    if (n + m > TextDiff::kMaxLines) {
        replaceAll(steps, 0, n, 0, m);
        return steps;
    }
    qsizetype head = 0;
    while (head < n && head < m && oldLines[head] == newLines[head])
        ++head;
    qsizetype tail = 0;
    while (tail < n - head && tail < m - head && oldLines[n - 1 - tail] == newLines[m - 1 - tail])
        ++tail;
    for (qsizetype i = 0; i < head; ++i)
        steps.push_back({Op::Equal, i, i});

    QHash<QByteArrayView, int> ids;
    auto idsOf = [&ids](const QList<QByteArrayView> &lines, qsizetype from, qsizetype to) {
        std::vector<int> out;
        for (qsizetype i = from; i < to; ++i) {
            auto it = ids.constFind(lines[i]);
            if (it == ids.constEnd())
                it = ids.insert(lines[i], int(ids.size()));
            out.push_back(*it);
        }
        return out;
    };
    const std::vector<int> a = idsOf(oldLines, head, n - tail);
    const std::vector<int> b = idsOf(newLines, head, m - tail);
    if (auto middle = myers(a, b, head, head))
        steps.insert(steps.end(), middle->begin(), middle->end());
    else
        replaceAll(steps, head, n - tail, head, m - tail);
    for (qsizetype i = 0; i < tail; ++i)
        steps.push_back({Op::Equal, n - tail + i, m - tail + i});

    // Within each run of changes, deletions first: a person reads "this went, this came".
    for (auto run = steps.begin(); run != steps.end();) {
        auto runEnd = std::find_if(run, steps.end(), [](const Step &s) { return s.op == Op::Equal; });
        std::stable_partition(run, runEnd, [](const Step &s) { return s.op == Op::Delete; });
        run = runEnd == steps.end() ? runEnd : runEnd + 1;
    }
    qsizetype oldLine = 0; // and the positions again, which the reordering moved
    qsizetype newLine = 0;
    for (Step &step : steps) {
        step.oldLine = step.op == Op::Insert ? oldLine : oldLine++;
        step.newLine = step.op == Op::Delete ? newLine : newLine++;
    }
    return steps;
}

void appendLine(QByteArray &out, char marker, QByteArrayView line)
{
    out += marker;
    const bool complete = line.endsWith('\n');
    QByteArrayView shown = complete ? line.chopped(1) : line;
    if (shown.endsWith('\r'))
        shown.chop(1);
    out += shown;
    out += complete ? "\n" : "\n\\ No newline at end of file\n";
}

void appendHunk(QByteArray &out, const std::vector<Step> &steps, size_t from, size_t to,
                const QList<QByteArrayView> &oldLines, const QList<QByteArrayView> &newLines)
{
    qsizetype oldCount = 0;
    qsizetype newCount = 0;
    for (size_t i = from; i < to; ++i) {
        oldCount += steps[i].op != Op::Insert ? 1 : 0;
        newCount += steps[i].op != Op::Delete ? 1 : 0;
    }
    // The first line of each side, or (for an empty side) the line after which the change goes.
    const qsizetype oldStart = steps[from].oldLine + (oldCount > 0 ? 1 : 0);
    const qsizetype newStart = steps[from].newLine + (newCount > 0 ? 1 : 0);
    out += QByteArray("@@ -") + QByteArray::number(oldStart) + ',' + QByteArray::number(oldCount) + " +" +
           QByteArray::number(newStart) + ',' + QByteArray::number(newCount) + " @@\n";
    for (size_t i = from; i < to; ++i) {
        const Step &step = steps[i];
        if (step.op == Op::Insert)
            appendLine(out, '+', newLines[step.newLine]);
        else
            appendLine(out, step.op == Op::Delete ? '-' : ' ', oldLines[step.oldLine]);
    }
}

} // namespace

QString TextDiff::unified(QByteArrayView oldText, QByteArrayView newText, const QString &path, int context)
{
    if (oldText == newText)
        return {};
    const QList<QByteArrayView> oldLines = splitLines(oldText);
    const QList<QByteArrayView> newLines = splitLines(newText);
    const std::vector<Step> steps = editScript(oldLines, newLines);
    const QByteArray shownPath = (path.startsWith(QLatin1Char('/')) ? path.mid(1) : path).toUtf8();
    QByteArray out = "--- a/" + shownPath + "\n+++ b/" + shownPath + '\n';

    const auto total = steps.size();
    const auto reach = size_t(std::max(context, 0));
    size_t i = 0;
    while (i < total) {
        while (i < total && steps[i].op == Op::Equal)
            ++i;
        if (i == total)
            break;
        const size_t from = i >= reach ? i - reach : 0;
        // Extend over changes whose context would touch this hunk's.
        size_t lastChange = i;
        for (size_t j = i; j < total && j <= lastChange + 2 * reach + 1; ++j) {
            if (steps[j].op != Op::Equal)
                lastChange = j;
        }
        const size_t to = std::min(total, lastChange + reach + 1);
        appendHunk(out, steps, from, to, oldLines, newLines);
        i = to;
    }
    return QString::fromUtf8(out);
}

} // namespace airlock::core
