// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApptainerBackend.h"
#include "OwnerInstance.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace airlock::backends {

ApptainerLeftoverFinder::ApptainerLeftoverFinder(QString binary, QProcessEnvironment environment, QObject *parent)
    : LeftoverFinder(parent)
    , m_binary(std::move(binary))
    , m_environment(std::move(environment))
{}

ApptainerLeftoverFinder *ApptainerLeftoverFinder::create(const core::Config &config,
                                                         const QProcessEnvironment &environment, QObject *parent)
{
    const QString binary = ApptainerBackend::findBinary(config.singularity, environment);
    return binary.isEmpty() ? nullptr : new ApptainerLeftoverFinder(binary, environment, parent);
}

void ApptainerLeftoverFinder::find(Found done)
{
    QList<Leftover> found;
    const QDir dir(ApptainerBackend::stateDirectory());
    for (const QFileInfo &file : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(file.filePath());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        const QString owner = o.value(QStringLiteral("owner")).toString();
        if (owner.isEmpty() || !OwnerInstance::isGone(owner))
            continue;
        Leftover l;
        l.kind = kind();
        l.id = o.value(QStringLiteral("instance")).toString();
        l.taskId = o.value(QStringLiteral("task")).toString();
        l.owner = owner;
        l.description = QStringLiteral("instance %1 (%2)").arg(l.id, o.value(QStringLiteral("image")).toString());
        l.created = file.birthTime().isValid() ? file.birthTime() : file.lastModified();
        found.append(l);
    }
    QTimer::singleShot(0, this, [found, done = std::move(done)] { done(found, {}); });
}

void ApptainerLeftoverFinder::remove(const Leftover &leftover, Removed done)
{
    const QString name = leftover.id;
    CliCommand::run(m_binary, {QStringLiteral("instance"), QStringLiteral("stop"), name}, m_environment, 60000, this,
                    [name, done = std::move(done)](const CliCommand::Reply &reply) {
                        const bool gone = reply.ok() || reply.err.contains("no instance found");
                        const QString base = ApptainerBackend::stateDirectory() + QLatin1Char('/') + name;
                        if (gone) {
                            QDir(base + QStringLiteral("-overlay")).removeRecursively();
                            QFile::remove(base + QStringLiteral(".json"));
                        }
                        done(gone, gone ? QString() : QString::fromUtf8(reply.err.trimmed()));
                    });
}

} // namespace airlock::backends
