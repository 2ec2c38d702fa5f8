// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ExecJob.h"
#include "core/Error.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace airlock::backends {

// What a Modal sandbox is created with.
struct ModalSandboxSpec {
    QString image;
    double cpu = 1;
    int memoryMb = 5120;
    int timeoutSecs = 3600;    // the sandbox's own lifetime: Modal ends it after this
    int idleTimeoutSecs = 300; // and after this long without an exec (0: never)
    QString workdir;           // the sandbox's own working directory ("" = the image's)
    bool network = true;
    QMap<QString, QString> env;  // the scrubbed environment the task's commands get
    QMap<QString, QString> tags; // airlock.task and airlock.instance: how a restart finds it again
};

// A sandbox as the API describes it.
struct ModalSandboxInfo {
    QString id;
    QString image;
    QString region;              // where it runs, when the API says
    QDateTime expiresAt;         // when Modal will end it (invalid when unknown)
    QMap<QString, QString> tags; // as created
};

// One exec of argv in a sandbox, its stdout and stderr streamed apart where the API gives them. Owned by whoever
// called ModalApi::exec(), who deletes it after finished().
class ModalExec : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalExec)

public:
    using QObject::QObject;
    ~ModalExec() override = default;

    // Stops the remote command; finished() follows (with the exit code the command got, or an error).
    virtual void cancel() = 0;
    // Lines for the result's notes, read after finished() (e.g. output dropped inside the sandbox).
    QStringList notes() const { return m_notes; }

signals:
    void output(airlock::backends::OutputStream stream, const QByteArray &bytes);
    // The command ended with exitCode; or it could not be run or followed (error set). `mayHaveStarted` is false
    // only when the exec certainly never reached the sandbox (then the call may be retried). `sandboxGone` says the
    // sandbox itself no longer exists (expired, terminated, deleted): the backend must rebuild it.
    void finished(int exitCode, const std::optional<airlock::core::Error> &error, bool mayHaveStarted,
                  bool sandboxGone);

protected:
    QStringList m_notes;
};

// The calls ModalBackend makes, in one of two ways: Modal's own gRPC API (`direct`, ModalGrpcApi) or the managed
// gateway's REST contract the seed speaks (`managed`, ModalGatewayApi). Every callback runs on the thread that owns
// the API object, once. An error that is transient and had no effect has kind Unavailable.
class ModalApi : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalApi)

public:
    using QObject::QObject;
    ~ModalApi() override = default;

    template<typename T> using Done = std::function<void(const core::Result<T> &result)>;

    virtual QString mode() const = 0; // "direct" or "managed"
    // Where it talks to, for facts and messages (never with a credential).
    virtual QString endpoint() const = 0;

    virtual void createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done) = 0;
    // Runs argv (no shell of its own) in the sandbox; timeoutSecs bounds it on the server too.
    virtual ModalExec *exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, QObject *parent) = 0;
    // Ends the sandbox; succeeds also when it is already gone.
    virtual void terminate(const QString &sandboxId, Done<bool> done) = 0;
    // Whether the sandbox still runs (false: it ended, expired or was deleted).
    virtual void isRunning(const QString &sandboxId, Done<bool> done) = 0;
    // The running sandboxes that carry tag `key` (any value): what an earlier run of Airlock left.
    virtual void listTagged(const QString &key, Done<QList<ModalSandboxInfo>> done) = 0;
};

} // namespace airlock::backends
