// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Round trip of tools/call `true` (median and p99 over N calls, default 1000), beside the engine's own time for the
// same call, so that what MCP adds is visible:
//   engine      TerminalService::call in this process (EngineFixture)
//   bridge      stdio → `airlock mcp` → the app's socket → a running `airlock serve` → engine, and back
//   headless    stdio → `airlock mcp --headless` (engine in that process)
//   http        POST /mcp on `airlock mcp --http 0`, one keep-alive connection
// Each beside the floor measured in the same run (a bare persistent bash with a nonce fence, ShellFloor.h); targets
// (issue 17): headless ≤ 1.8× the floor, bridged ≤ 2.2×.
// Usage: bench_mcp [calls]; AIRLOCK_BINARY picks the binary (default: the one built beside this benchmark).
#include "EngineFixture.h"
#include "ShellFloor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace {

struct Figures {
    double median = 0;
    double p99 = 0;
};

Figures summarise(std::vector<double> micros)
{
    std::sort(micros.begin(), micros.end());
    if (micros.empty())
        return {};
    return {micros[micros.size() / 2], micros[std::min(micros.size() - 1, micros.size() * 99 / 100)]};
}

Figures theFloor; // measured first, in main()

void print(const char *name, const Figures &figures, const Figures &engine, const char *target = "")
{
    std::printf("%-10s median %8.1f us   p99 %8.1f us   over the engine: median %+8.1f us   %.2fx the floor%s\n", name,
                figures.median, figures.p99, figures.median - engine.median,
                figures.median / std::max(1.0, theFloor.median), target);
}

QByteArray callLine(int id)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) +
           R"(,"method":"tools/call","params":{"name":"terminal","arguments":{"command":"true"}}})" + '\n';
}

// Reads lines from a process's stdout until the one answering `id`.
bool awaitResponse(QProcess &process, QByteArray &buffer, int id)
{
    const QByteArray needle = "\"id\":" + QByteArray::number(id) + ",";
    while (true) {
        qsizetype newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const QByteArray line = buffer.left(newline);
            buffer.remove(0, newline + 1);
            if (line.contains(needle) && !line.contains("\"method\""))
                return true;
        }
        if (!process.waitForReadyRead(30000))
            return false;
        buffer += process.readAllStandardOutput();
    }
}

Figures benchStdio(QProcess &process, int calls)
{
    QByteArray buffer;
    process.write(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
                  R"("capabilities":{},"clientInfo":{"name":"bench","version":"1"}}})"
                  "\n");
    if (!awaitResponse(process, buffer, 0))
        return {};
    std::vector<double> micros;
    QElapsedTimer timer;
    for (int i = 1; i <= calls + 20; ++i) {
        timer.start();
        process.write(callLine(i));
        if (!awaitResponse(process, buffer, i))
            return {};
        if (i > 20) // the first calls start the shell
            micros.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    return summarise(micros);
}

Figures benchHttp(quint16 port, const QByteArray &token, int calls)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket.waitForConnected(5000))
        return {};
    QByteArray session;
    auto post = [&](const QByteArray &body) -> QByteArray {
        QByteArray request = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
                             "\r\nAuthorization: Bearer " + token +
                             "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n";
        if (!session.isEmpty())
            request += "Mcp-Session-Id: " + session + "\r\n";
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        socket.write(request);
        QByteArray response;
        // A JSON answer ends at its Content-Length; an SSE one at the last chunk.
        while (true) {
            const qsizetype headEnd = response.indexOf("\r\n\r\n");
            if (headEnd >= 0) {
                const QByteArray head = response.left(headEnd).toLower();
                if (head.contains("transfer-encoding: chunked") && response.endsWith("\r\n0\r\n\r\n"))
                    return response;
                const qsizetype at = head.indexOf("content-length: ");
                if (at >= 0 && response.size() - headEnd - 4 >= head.mid(at + 16).split('\r').first().toLongLong())
                    return response;
            }
            if (!socket.waitForReadyRead(30000))
                return {};
            response += socket.readAll();
        }
    };
    const QByteArray init = post(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":)"
                                 R"("2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}})");
    const qsizetype at = init.toLower().indexOf("mcp-session-id: ");
    if (at < 0)
        return {};
    session = init.mid(at + 16).split('\r').first();
    std::vector<double> micros;
    QElapsedTimer timer;
    for (int i = 1; i <= calls + 20; ++i) {
        timer.start();
        if (post(callLine(i).trimmed()).isEmpty())
            return {};
        if (i > 20)
            micros.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    return summarise(micros);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int calls = argc > 1 ? std::max(10, atoi(argv[1])) : 1000;
    QString binary = qEnvironmentVariable("AIRLOCK_BINARY");
    if (binary.isEmpty())
        binary = QCoreApplication::applicationDirPath() + QStringLiteral("/../../src/airlock");
    if (!QFile::exists(binary)) {
        std::fprintf(stderr, "bench_mcp: no airlock binary at %s (set AIRLOCK_BINARY)\n", qPrintable(binary));
        return 1;
    }
    // Private config, data and runtime directories for the processes started here.
    QTemporaryDir dir;
    for (const char *sub : {"config", "data", "runtime"})
        QDir(dir.path()).mkpath(QString::fromLatin1(sub));
    QFile::setPermissions(dir.path() + QStringLiteral("/runtime"),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.path() + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.path() + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path() + QStringLiteral("/runtime"));
    // The HTTP bearer token from the environment (never the person's keychain; no session bus at all).
    const QByteArray httpToken = QByteArray(32, 'b').toHex();
    env.insert(QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN"), QString::fromLatin1(httpToken));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
               QStringLiteral("unix:path=") + dir.path() + QStringLiteral("/no-bus"));
    std::printf("tools/call `true`, %d calls each (after 20 warm-up calls)\n", calls);

    {
        airlock::test::ShellFloor shell;
        theFloor = summarise(shell.measure(calls));
        std::printf("%-10s median %8.1f us   p99 %8.1f us   (a bare persistent bash with a nonce fence)\n", "floor",
                    theFloor.median, theFloor.p99);
    }
    Figures engine;
    {
        QStandardPaths::setTestModeEnabled(true);
        airlock::test::EngineFixture fixture;
        std::vector<double> micros;
        QElapsedTimer timer;
        for (int i = 0; i < calls + 20; ++i) {
            timer.start();
            fixture.run("true");
            if (i >= 20)
                micros.push_back(double(timer.nsecsElapsed()) / 1000.0);
        }
        engine = summarise(micros);
        std::printf("%-10s median %8.1f us   p99 %8.1f us   %.2fx the floor   target: <= 1.5x\n", "engine",
                    engine.median, engine.p99, engine.median / std::max(1.0, theFloor.median));
    }

    QProcess serve;
    serve.setProcessEnvironment(env);
    serve.start(binary, {QStringLiteral("serve")});
    const QString socket = dir.path() + QStringLiteral("/runtime/airlock.sock");
    for (int i = 0; i < 300 && !QFile::exists(socket); ++i)
        serve.waitForFinished(20);
    {
        QProcess bridge;
        bridge.setProcessEnvironment(env);
        bridge.start(binary, {QStringLiteral("mcp")});
        print("bridge", benchStdio(bridge, calls), engine, "   target: <= 2.2x");
        bridge.closeWriteChannel();
        bridge.waitForFinished(10000);
    }
    serve.terminate();
    serve.waitForFinished(30000);
    {
        QProcess headless;
        headless.setProcessEnvironment(env);
        headless.start(binary, {QStringLiteral("mcp"), QStringLiteral("--headless")});
        print("headless", benchStdio(headless, calls), engine, "   target: <= 1.8x");
        headless.closeWriteChannel();
        headless.waitForFinished(10000);
    }
    {
        QProcess http;
        http.setProcessEnvironment(env);
        http.setReadChannel(QProcess::StandardError);
        http.start(binary, {QStringLiteral("mcp"), QStringLiteral("--http"), QStringLiteral("0")});
        QByteArray err;
        quint16 port = 0;
        static const QRegularExpression listening(QStringLiteral("127\\.0\\.0\\.1:(\\d+)/mcp"));
        while (port == 0 && http.waitForReadyRead(10000)) {
            err += http.readAllStandardError();
            port = quint16(listening.match(QString::fromUtf8(err)).captured(1).toUInt());
        }
        print("http", benchHttp(port, httpToken, calls), engine);
        http.terminate();
        http.waitForFinished(30000);
    }
    return 0;
}
