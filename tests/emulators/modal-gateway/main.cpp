// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// modal-gateway-emulator: the managed Modal gateway emulator (a test tool, see ModalGatewayEmulator.h), on
// 127.0.0.1.
//   modal-gateway-emulator --state-dir DIR [--port N] [--port-file FILE] [--token TOKEN]
// The token may also come from MODAL_GATEWAY_EMULATOR_TOKEN (default gw-token). It prints `port N` on stdout once it
// listens; the gateway is http://127.0.0.1:N (paths /v1/...). SIGTERM/SIGINT end it and its sandboxes.
#include "ModalGatewayEmulator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace {
int g_signalPipe[2] = {-1, -1};
void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &c, 1);
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("state-dir"), QStringLiteral("where sandboxes live"), QStringLiteral("dir")});
    parser.addOption(
        {QStringLiteral("port"), QStringLiteral("port (0: any)"), QStringLiteral("n"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("port-file"), QStringLiteral("write the port here"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("token"), QStringLiteral("the Bearer token to accept"), QStringLiteral("token")});
    parser.process(app);
    QTemporaryDir fallback;
    const QString state =
        parser.isSet(QStringLiteral("state-dir")) ? parser.value(QStringLiteral("state-dir")) : fallback.path();
    QByteArray key = parser.value(QStringLiteral("token")).toUtf8();
    if (key.isEmpty())
        key = qgetenv("MODAL_GATEWAY_EMULATOR_TOKEN");
    if (key.isEmpty())
        key = "gw-token";
    airlock::emulators::ModalGatewayEmulator emulator(state, key);
    if (!emulator.listen(static_cast<quint16>(parser.value(QStringLiteral("port")).toUInt()))) {
        std::fprintf(stderr, "modal-gateway-emulator: cannot listen\n");
        return 1;
    }
    if (parser.isSet(QStringLiteral("port-file"))) {
        QFile file(parser.value(QStringLiteral("port-file")));
        if (file.open(QIODevice::WriteOnly))
            file.write(QByteArray::number(emulator.port()) + '\n');
    }
    std::printf("port %u\n", emulator.port());
    std::fflush(stdout);
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
        return 1;
    QSocketNotifier notifier(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [] { QCoreApplication::quit(); });
    std::signal(SIGTERM, onSignal);
    std::signal(SIGINT, onSignal);
    return app.exec();
}
