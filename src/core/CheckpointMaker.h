// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QString>

namespace airlock::core {

// One snapshot of a working tree being taken; ends once, with a note for the result when something went wrong.
class CheckpointJob : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointJob)

public:
    using QObject::QObject;
    ~CheckpointJob() override = default;

    bool isFinished() const { return m_finished; }
    bool ok() const { return m_ok; }
    QString note() const { return m_note; } // shown as a [note: …] line (failures, size cap)
    QString id() const { return m_id; }     // the checkpoint's id once taken
    QString directory() const { return m_directory; }

    void finish(bool ok, const QString &note, const QString &id = {}, const QString &directory = {})
    {
        if (m_finished)
            return;
        m_finished = true;
        m_ok = ok;
        m_note = note;
        m_id = id;
        m_directory = directory;
        emit finished();
    }

signals:
    void finished();

private:
    bool m_finished = false;
    bool m_ok = false;
    QString m_note;
    QString m_id;
    QString m_directory;
};

// Takes a checkpoint of a directory before a destructive command (the safety layer implements it).
class CheckpointMaker
{
public:
    virtual ~CheckpointMaker() = default;
    virtual CheckpointJob *checkpoint(const QString &directory, const QString &label, QObject *parent) = 0;
};

} // namespace airlock::core
