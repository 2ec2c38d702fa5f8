// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Autostart.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace airlock::gui {

namespace {

const QString kFileName = QStringLiteral("io.airlock.Airlock.desktop");

QString configHome()
{
    // The XDG Base Directory specification: a relative $XDG_CONFIG_HOME is invalid and ignored.
    const QString xdg = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (!xdg.isEmpty() && QDir::isAbsolutePath(xdg))
        return xdg;
    return QDir::homePath() + QStringLiteral("/.config");
}

} // namespace

QString Autostart::entryPath()
{
    return configHome() + QStringLiteral("/autostart/") + kFileName;
}

bool Autostart::isEnabled()
{
    QFile file(entryPath());
    if (!file.open(QIODevice::ReadOnly))
        return false;
    bool inEntry = false;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith('[')) {
            inEntry = line == "[Desktop Entry]";
            continue;
        }
        const QByteArray compact = QByteArray(line).replace(' ', "");
        if (inEntry && (compact == "Hidden=true" || compact == "X-GNOME-Autostart-enabled=false"))
            return false;
    }
    return true;
}

QString Autostart::execQuoted(const QString &program)
{
    static const QString reserved = QStringLiteral(" \t\n\"'\\><~|&;$*?#()`");
    bool quote = program.isEmpty();
    for (const QChar c : program)
        quote = quote || reserved.contains(c);
    QString arg;
    if (quote) {
        arg = QStringLiteral("\"");
        for (const QChar c : program) {
            if (c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('$') || c == QLatin1Char('\\'))
                arg += QLatin1Char('\\');
            arg += c;
        }
        arg += QLatin1Char('"');
    } else {
        arg = program;
    }
    // Then the rules of every string value: a backslash is written twice, and % is a field code unless doubled.
    return arg.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('%'), QStringLiteral("%%"));
}

QString Autostart::entryText(const QString &program)
{
    return QStringLiteral("[Desktop Entry]\n"
                          "Type=Application\n"
                          "Name=Airlock\n"
                          "Comment=Supervises the shell commands AI coding agents run\n"
                          "Exec=%1 gui --hidden\n"
                          "Icon=io.airlock.Airlock\n"
                          "Terminal=false\n"
                          "X-GNOME-Autostart-enabled=true\n")
        .arg(execQuoted(program));
}

core::Result<bool> Autostart::setEnabled(bool enabled, const QString &program)
{
    const QString path = entryPath();
    const QString dir = QFileInfo(path).absolutePath();
    if (!enabled) {
        if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
            return false;
        QFile file(path);
        if (!file.remove())
            return core::Error::executionFailed(tr("%1 cannot be removed: %2").arg(path, file.errorString()));
        return true;
    }
    if (QFileInfo(dir).exists() && !QFileInfo(dir).isDir())
        return core::Error::executionFailed(tr("%1 is not a folder, so the autostart entry cannot go there").arg(dir));
    if (!QDir().mkpath(dir))
        return core::Error::executionFailed(tr("The folder %1 cannot be made").arg(dir));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return core::Error::executionFailed(tr("%1 cannot be written: %2").arg(path, file.errorString()));
    file.write(entryText(program).toUtf8());
    if (!file.commit())
        return core::Error::executionFailed(tr("%1 cannot be written: %2").arg(path, file.errorString()));
    return true;
}

} // namespace airlock::gui
