// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <nlohmann/json.hpp>

#include <QHash>
#include <QLocalSocket>
#include <QObject>

#include <functional>

namespace airlock::app {

// What one `terminal` call came back with, as an MCP client sees it.
struct DemoCallResult {
    QString text;
    bool isError = false;
    int exitCode = -1;
    int progressChunks = 0; // notifications/progress that carried output while the command ran
    QString progressText;   // their output, joined
};

// One MCP session of the demo agent over the app's bridge socket (newline-delimited JSON-RPC, as `airlock mcp`
// forwards it): initialize, then `terminal` calls with a progress token so that output streams in. Each connection
// is one task in the app.
class DemoLink final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoLink)

public:
    using Done = std::function<void(const DemoCallResult &)>;

    DemoLink(QString name, QObject *parent = nullptr);

    // Connects and initializes; `done(error)` with an empty error once the session is up. `backend` not empty: the
    // session's tasks run there (the bridge greeting of `airlock mcp --backend`, mcp/SessionWire.h).
    void open(const QString &socketPath, const QString &backend, std::function<void(const QString &error)> done);
    void terminal(const QString &command, int timeoutSecs, Done done);
    void close();
    QString name() const { return m_name; }

signals:
    void lost(const QString &why); // the app went away while calls were pending

private:
    struct Pending {
        std::function<void(const nlohmann::json &, const DemoCallResult &)> onResult;
        DemoCallResult partial;
    };
    void send(const nlohmann::json &message);
    int request(const std::string &method, nlohmann::json params,
                std::function<void(const nlohmann::json &, const DemoCallResult &)> done);
    void onReadyRead();
    void handle(const nlohmann::json &message);

    QString m_name;
    QString m_backend;
    QLocalSocket m_socket;
    QByteArray m_buffer;
    QHash<int, Pending> m_pending;
    int m_nextId = 1;
    bool m_closing = false;
};

} // namespace airlock::app
