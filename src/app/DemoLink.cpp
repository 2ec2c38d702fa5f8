// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DemoLink.h"

#include "mcp/SessionWire.h"

#include <QCoreApplication>

namespace airlock::app {

DemoLink::DemoLink(QString name, QObject *parent)
    : QObject(parent)
    , m_name(std::move(name))
{
    connect(&m_socket, &QLocalSocket::readyRead, this, &DemoLink::onReadyRead);
    connect(&m_socket, &QLocalSocket::disconnected, this, [this] {
        if (!m_closing && !m_pending.isEmpty())
            emit lost(QStringLiteral("the app closed the connection of task \"%1\"").arg(m_name));
    });
}

void DemoLink::open(const QString &socketPath, const QString &backend, std::function<void(const QString &error)> done)
{
    m_backend = backend;
    connect(&m_socket, &QLocalSocket::errorOccurred, this, [this, done](QLocalSocket::LocalSocketError) {
        if (m_socket.state() != QLocalSocket::ConnectedState)
            done(m_socket.errorString());
    });
    connect(&m_socket, &QLocalSocket::connected, this, [this, done] {
        if (!m_backend.isEmpty())
            m_socket.write(QByteArray::fromStdString(mcp::sessionwire::greetingLine(m_backend.toStdString())));
        const nlohmann::json params = {{"protocolVersion", "2025-06-18"},
                                       {"capabilities", nlohmann::json::object()},
                                       {"clientInfo",
                                        {{"name", "airlock-demo-" + m_name.toStdString()},
                                         {"version", QCoreApplication::applicationVersion().toStdString()}}}};
        request("initialize", params, [this, done](const nlohmann::json &answer, const DemoCallResult &) {
            if (!answer.contains("result"))
                return done(QString::fromStdString(answer.dump()));
            send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
            done({});
        });
    });
    m_socket.connectToServer(socketPath);
}

void DemoLink::terminal(const QString &command, int timeoutSecs, Done done)
{
    const int id = m_nextId; // the progress token is the request's id
    // (request() takes this id next.)
    nlohmann::json params = {{"name", "terminal"},
                             {"arguments", {{"command", command.toStdString()}, {"timeout_seconds", timeoutSecs}}},
                             {"_meta", {{"progressToken", id}}}};
    request("tools/call", std::move(params), [done](const nlohmann::json &answer, const DemoCallResult &partial) {
        DemoCallResult result = partial;
        if (const auto r = answer.find("result"); r != answer.end() && r->is_object()) {
            result.isError = r->value("isError", false);
            const auto &content = (*r)["content"];
            if (content.is_array() && !content.empty())
                result.text = QString::fromStdString(content[0].value("text", std::string()));
            if (const auto s = r->find("structuredContent"); s != r->end() && s->is_object())
                result.exitCode = s->value("exit_code", -1);
        } else {
            result.isError = true;
            result.text = QString::fromStdString(answer.dump());
        }
        done(result);
    });
}

void DemoLink::close()
{
    m_closing = true;
    m_socket.disconnectFromServer();
}

void DemoLink::send(const nlohmann::json &message)
{
    m_socket.write(QByteArray::fromStdString(message.dump()) + '\n');
}

int DemoLink::request(const std::string &method, nlohmann::json params,
                      std::function<void(const nlohmann::json &, const DemoCallResult &)> done)
{
    const int id = m_nextId++;
    m_pending.insert(id, Pending{std::move(done), {}});
    send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}});
    return id;
}

void DemoLink::onReadyRead()
{
    m_buffer += m_socket.readAll();
    qsizetype newline = 0;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (line.trimmed().isEmpty())
            continue;
        try {
            handle(nlohmann::json::parse(line.toStdString()));
        } catch (const nlohmann::json::exception &) {
            emit lost(QStringLiteral("the app sent a line that is not JSON"));
        }
    }
}

void DemoLink::handle(const nlohmann::json &message)
{
    if (!message.is_object())
        return;
    if (message.value("method", std::string()) == "notifications/progress") {
        const auto &params = message["params"];
        const auto token = params.find("progressToken");
        if (token == params.end() || !token->is_number_integer())
            return;
        const auto found = m_pending.find(token->get<int>());
        const std::string text = params.value("message", std::string());
        if (found != m_pending.end() && !text.empty()) {
            ++found->partial.progressChunks;
            found->partial.progressText += QString::fromStdString(text);
        }
        return;
    }
    const auto id = message.find("id");
    if (id == message.end() || !id->is_number_integer() || message.contains("method"))
        return; // requests from the server (none expected: the window presents approvals)
    const auto found = m_pending.find(id->get<int>());
    if (found == m_pending.end())
        return;
    const Pending pending = *found;
    m_pending.erase(found);
    pending.onResult(message, pending.partial);
}

} // namespace airlock::app
