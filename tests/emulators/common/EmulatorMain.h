// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The command line the HTTP emulators share (daytona-emulator, modal-gateway-emulator):
//   <name> --state-dir DIR [--port N] [--port-file FILE] [--<key option> KEY]
// The key may also come from an environment variable. It prints `port N` on stdout once it listens; SIGTERM/SIGINT
// end it, and its destructor its sandboxes.
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <optional>
#include <sys/socket.h>
#include <unistd.h>

namespace airlock::emulators {

struct EmulatorCommandLine {
    const char *name;      // for messages
    const char *keyOption; // the option that names the credential to accept
    const char *keyHelp;
    const char *keyEnv;     // the environment variable that may name it instead
    const char *defaultKey; // neither given
};

inline int g_signalPipe[2] = {-1, -1};

inline void onTerminatingSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &c, 1);
}

// `Emulator` is constructed from the state directory and the key, and has listen(port) and port().
template<typename Emulator> int emulatorMain(int argc, char **argv, const EmulatorCommandLine &cli)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QString keyOption = QString::fromLatin1(cli.keyOption);
    parser.addOption({QStringLiteral("state-dir"), QStringLiteral("where sandboxes live"), QStringLiteral("dir")});
    parser.addOption(
        {QStringLiteral("port"), QStringLiteral("port (0: any)"), QStringLiteral("n"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("port-file"), QStringLiteral("write the port here"), QStringLiteral("file")});
    parser.addOption({keyOption, QString::fromLatin1(cli.keyHelp), QStringLiteral("key")});
    parser.process(app);
    // A directory of its own only when none is given (one made anyway would be left behind by a SIGKILL).
    std::optional<QTemporaryDir> fallback;
    if (!parser.isSet(QStringLiteral("state-dir")))
        fallback.emplace();
    const QString state = fallback ? fallback->path() : parser.value(QStringLiteral("state-dir"));
    QByteArray key = parser.value(keyOption).toUtf8();
    if (key.isEmpty())
        key = qgetenv(cli.keyEnv);
    if (key.isEmpty())
        key = cli.defaultKey;
    Emulator emulator(state, key);
    if (!emulator.listen(static_cast<quint16>(parser.value(QStringLiteral("port")).toUInt()))) {
        std::fprintf(stderr, "%s: cannot listen\n", cli.name);
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
    std::signal(SIGTERM, onTerminatingSignal);
    std::signal(SIGINT, onTerminatingSignal);
    return app.exec();
}

} // namespace airlock::emulators
