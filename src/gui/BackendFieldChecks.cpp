// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendFieldChecks.h"

#include "core/Paths.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace airlock::gui {

QString imageReferenceProblem(const QString &image)
{
    if (image.isEmpty())
        return {};
    // The grammar of distribution/reference, simplified: components of [a-z0-9] joined by . _ __ - .
    static const QRegularExpression reference(QStringLiteral(
        R"(^(?:[a-zA-Z0-9.-]+(?::[0-9]+)?/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*)"
        R"((?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$)"));
    if (reference.match(image).hasMatch())
        return {};
    return QCoreApplication::translate(
        "BackendFieldChecks",
        "Not an image name: expected a form like ubuntu:22.04 or registry.example.com/team/image:tag.");
}

QString apptainerImageProblem(const QString &image)
{
    if (image.isEmpty())
        return {};
    static const QRegularExpression uri(
        QStringLiteral(R"(^(docker|docker-daemon|oras|library|shub|docker-archive)://\S+$)"));
    if (uri.match(image).hasMatch())
        return {};
    const QString path = core::expandHome(image);
    if (QFileInfo(path).isFile() || QFileInfo(path).isDir())
        return {};
    return QCoreApplication::translate(
               "BackendFieldChecks",
               "No such image file, and not a docker://, oras://, library:// or shub:// address: %1")
        .arg(image);
}

QString binaryProblem(const QString &binary, const QString &path)
{
    if (binary.isEmpty())
        return {};
    if (binary.contains(QLatin1Char('/'))) {
        const QFileInfo file(core::expandHome(binary));
        return file.isFile() && file.isExecutable()
                   ? QString()
                   : QCoreApplication::translate("BackendFieldChecks", "No such program: %1").arg(binary);
    }
    const QString found = QStandardPaths::findExecutable(binary, path.split(QLatin1Char(':'), Qt::SkipEmptyParts));
    return found.isEmpty() ? QCoreApplication::translate("BackendFieldChecks", "Not found on PATH: %1").arg(binary)
                           : QString();
}

} // namespace airlock::gui
