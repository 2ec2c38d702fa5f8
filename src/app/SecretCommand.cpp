// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SecretCommand.h"

#include "HostSupport.h"
#include "core/Config.h"
#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <termios.h>
#include <unistd.h>

namespace airlock::app {

namespace {

using secrets::SecretJob;
using secrets::SecretOrigin;
using secrets::SecretStore;
namespace SecretName = secrets::SecretName;

enum Exit { Done = 0, NotFound = 1, Usage = 2, KeychainFailed = 3 };

constexpr qsizetype kMaxValueBytes = 1024 * 1024;

//: `airlock secret --help`. Keep the actions, names, options and exit codes as they are.
const char kSecretUsage[] = QT_TRANSLATE_NOOP("airlock::app::Secret", R"(Usage: airlock secret <action> [NAME] [options]

  set NAME       Store the value read from stdin (one trailing newline is dropped) in the keychain.
  get NAME       Print the value Airlock would use: its environment variable, else the keychain.
                 Refuses when stdout is a terminal, unless --show.
  delete NAME    Forget the value stored in the keychain.
  list           Every name Airlock knows and where its value comes from; never the values.

Names: ssh-password/<user>@<host>:<port>, ssh-passphrase/<key file>, sudo-password/<backend>/<host>,
       modal-token-id, modal-token-secret, modal-gateway-token, daytona-api-key, mcp-http-token
Exit codes: 0 done, 1 no such secret, 2 usage, 3 keychain missing, locked or failing.
)");

void printUsage(FILE *stream)
{
    std::fputs(qPrintable(QCoreApplication::translate("airlock::app::Secret", kSecretUsage)), stream);
}

void printError(const QString &message)
{
    std::fprintf(stderr, "airlock secret: %s\n", qPrintable(message));
}

int exitFor(const core::Error &error)
{
    return error.kind == core::ErrorKind::InvalidArguments ? Usage : KeychainFailed;
}

// A note for stderr when a variable overrides what the keychain holds for this name.
QString overrideNote(const QString &name)
{
    const QString variable = SecretName::environmentVariable(name);
    if (variable.isEmpty() || qEnvironmentVariable(variable.toLatin1().constData()).isEmpty())
        return {};
    return QCoreApplication::translate("airlock::app::Secret",
                                       "note: %1 is set and takes precedence over the keychain for %2")
        .arg(variable, name);
}

// The value on stdin: everything up to EOF, one trailing newline dropped. On a terminal it asks, without echo.
std::optional<QByteArray> readValue(const QString &name)
{
    const bool terminal = ::isatty(STDIN_FILENO) == 1;
    termios saved{};
    if (terminal) {
        std::fputs(
            qPrintable(QCoreApplication::translate("airlock::app::Secret", "Value for %1 (not echoed): ").arg(name)),
            stderr);
        std::fflush(stderr);
        if (::tcgetattr(STDIN_FILENO, &saved) == 0) {
            termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
    }
    QByteArray value;
    char buffer[4096];
    bool failed = false;
    while (value.size() <= kMaxValueBytes) {
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            failed = true;
        if (n <= 0)
            break;
        value.append(buffer, n);
        if (terminal && value.endsWith('\n'))
            break; // one line from a person
    }
    if (terminal) {
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        std::fputc('\n', stderr);
    }
    if (failed) {
        printError(QCoreApplication::translate("airlock::app::Secret", "cannot read stdin: %1")
                       .arg(QString::fromLocal8Bit(std::strerror(errno))));
        return std::nullopt;
    }
    if (value.size() > kMaxValueBytes) {
        printError(QCoreApplication::translate("airlock::app::Secret", "the value on stdin is larger than 1 MiB"));
        return std::nullopt;
    }
    if (value.endsWith('\n'))
        value.chop(1);
    if (value.endsWith('\r'))
        value.chop(1);
    if (value.isEmpty()) {
        printError(QCoreApplication::translate(
                       "airlock::app::Secret",
                       "no value on stdin; pipe it in, e.g. `printf %s \"$TOKEN\" | airlock secret set %1`")
                       .arg(name));
        return std::nullopt;
    }
    return value;
}

// The names worth listing even when nothing is stored: the fixed ones, sudo on this machine, the configured SSH host.
QStringList knownNames(const core::Config &config)
{
    QStringList names = {
        QString::fromLatin1(SecretName::kModalTokenId),      QString::fromLatin1(SecretName::kModalTokenSecret),
        QString::fromLatin1(SecretName::kModalGatewayToken), QString::fromLatin1(SecretName::kDaytonaApiKey),
        QString::fromLatin1(SecretName::kMcpHttpToken),      SecretName::localSudoPassword()};
    if (!config.ssh.host.isEmpty()) {
        QString user = config.ssh.user;
        if (user.isEmpty())
            user = qEnvironmentVariable("USER");
        if (!user.isEmpty())
            names.append(SecretName::sshPassword(user, config.ssh.host, config.ssh.port));
        names.append(SecretName::sudoPassword(QStringLiteral("ssh"), config.ssh.host));
    }
    if (!config.ssh.identityFile.isEmpty())
        names.append(SecretName::sshPassphrase(config.ssh.identityFile));
    return names;
}

class SecretRun final : public QObject
{
public:
    explicit SecretRun(QObject *parent)
        : QObject(parent)
        , m_store(new SecretStore(this))
    {}

    void set(const QString &name, const QByteArray &value)
    {
        SecretJob *job = m_store->write(name, QString::fromUtf8(value));
        connect(job, &SecretJob::finished, this, [this, job, name] {
            job->deleteLater();
            if (job->hasError())
                return finish(exitFor(job->error()), job->error().message);
            printError(QCoreApplication::translate("airlock::app::Secret", "stored %1 in the keychain").arg(name));
            if (const QString note = overrideNote(name); !note.isEmpty())
                printError(note);
            finish(Done);
        });
    }

    void get(const QString &name)
    {
        SecretJob *job = m_store->resolve(name, QProcessEnvironment::systemEnvironment());
        connect(job, &SecretJob::finished, this, [this, job, name] {
            job->deleteLater();
            if (job->hasError())
                return finish(exitFor(job->error()), job->error().message);
            if (!job->found()) {
                const QString variable = SecretName::environmentVariable(name);
                return finish(NotFound,
                              QCoreApplication::translate("airlock::app::Secret",
                                                          "%1 is not set: neither %2 nor the keychain has it")
                                  .arg(name, variable.isEmpty() ? QCoreApplication::translate("airlock::app::Secret",
                                                                                              "the environment")
                                                                : variable));
            }
            if (job->origin() == SecretOrigin::Environment)
                printError(QCoreApplication::translate("airlock::app::Secret", "note: from %1")
                               .arg(SecretName::environmentVariable(name)));
            const QByteArray value = job->value().toUtf8() + '\n';
            std::fwrite(value.constData(), 1, size_t(value.size()), stdout);
            finish(std::fflush(stdout) == 0 ? Done : KeychainFailed);
        });
    }

    void remove(const QString &name)
    {
        SecretJob *job = m_store->remove(name);
        connect(job, &SecretJob::finished, this, [this, job, name] {
            job->deleteLater();
            if (job->hasError())
                return finish(exitFor(job->error()), job->error().message);
            printError(
                QCoreApplication::translate("airlock::app::Secret", "%1 is no longer in the keychain").arg(name));
            if (const QString note = overrideNote(name); !note.isEmpty())
                printError(note);
            finish(Done);
        });
    }

    void list(const core::Config &config)
    {
        SecretJob *stored = m_store->list();
        connect(stored, &SecretJob::finished, this, [this, stored, config] {
            stored->deleteLater();
            QStringList names = knownNames(config) + stored->names();
            names.removeDuplicates();
            names.sort();
            if (stored->hasError()) {
                printError(stored->error().message);
                m_reportedKeychain = true;
                m_exit = KeychainFailed;
            }
            m_pending = int(names.size());
            for (const QString &name : std::as_const(names)) {
                SecretJob *job = m_store->resolve(name, QProcessEnvironment::systemEnvironment());
                connect(job, &SecretJob::finished, this, [this, job, name] {
                    job->deleteLater();
                    m_sources.insert(name, sourceOf(job));
                    if (--m_pending == 0)
                        printList();
                });
            }
        });
    }

private:
    QString sourceOf(const SecretJob *job)
    {
        if (job->hasError()) {
            if (!m_reportedKeychain)
                printError(job->error().message);
            m_reportedKeychain = true;
            m_exit = KeychainFailed;
            return QCoreApplication::translate("airlock::app::Secret", "unknown (keychain unavailable)");
        }
        switch (job->origin()) {
        case SecretOrigin::Environment:
            return QStringLiteral("environment (%1)").arg(SecretName::environmentVariable(job->name()));
        case SecretOrigin::Keychain: return QStringLiteral("keychain");
        case SecretOrigin::Nowhere: break;
        }
        return QCoreApplication::translate("airlock::app::Secret", "not set");
    }

    void printList()
    {
        for (auto it = m_sources.cbegin(); it != m_sources.cend(); ++it)
            std::printf("%s\t%s\n", qPrintable(it.key()), qPrintable(it.value()));
        std::fflush(stdout);
        finish(m_exit);
    }

    void finish(int code, const QString &message = {})
    {
        if (!message.isEmpty())
            printError(message);
        QCoreApplication::exit(code);
    }

    SecretStore *m_store;
    QMap<QString, QString> m_sources;
    int m_pending = 0;
    int m_exit = Done;
    bool m_reportedKeychain = false;
};

} // namespace

int runSecret(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("airlock::app::Options", "Airlock's credentials in the OS keychain."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QCoreApplication::translate("airlock::app::Options", "Show help."));
    const QCommandLineOption showOption(
        QStringLiteral("show"), QCoreApplication::translate("airlock::app::Options", "get: print even to a terminal."));
    const QCommandLineOption configOption(QStringLiteral("config"),
                                          QCoreApplication::translate("airlock::app::Options", "Config file (list)."),
                                          QStringLiteral("FILE"));
    parser.addOptions({helpOption, showOption, configOption});
    QStringList arguments = app.arguments();
    arguments.removeAt(1); // "secret"
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        printUsage(stderr);
        return Usage;
    }
    if (parser.isSet(helpOption)) {
        printUsage(stdout);
        return Done;
    }
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    const bool takesName =
        action == QLatin1String("set") || action == QLatin1String("get") || action == QLatin1String("delete");
    if (!(takesName && positional.size() == 2) && !(action == QLatin1String("list") && positional.size() == 1)) {
        if (action.isEmpty())
            printError(QCoreApplication::translate("airlock::app::Secret", "which action: set, get, delete or list?"));
        else if (takesName && positional.size() > 2)
            printError(QCoreApplication::translate(
                "airlock::app::Secret", "one NAME only; the value comes from stdin, never from the command line"));
        else if (takesName)
            printError(QCoreApplication::translate("airlock::app::Secret", "%1 needs a NAME").arg(action));
        else
            printError(QCoreApplication::translate("airlock::app::Secret", "unknown action `%1`").arg(action));
        printUsage(stderr);
        return Usage;
    }

    auto *run = new SecretRun(&app);
    if (action == QLatin1String("list")) {
        const bool explicitConfig = parser.isSet(configOption);
        auto config = core::Config::load(explicitConfig ? parser.value(configOption) : core::Config::defaultPath(),
                                         explicitConfig);
        if (!config) {
            printError(config.error().message);
            return Usage;
        }
        run->list(*config);
        return app.exec();
    }

    const QString name = positional.at(1);
    if (const auto checked = SecretName::check(name); !checked) {
        printError(checked.error().message);
        return Usage;
    }
    if (action == QLatin1String("set")) {
        const auto value = readValue(name);
        if (!value)
            return Usage;
        run->set(name, *value);
    } else if (action == QLatin1String("get")) {
        if (::isatty(STDOUT_FILENO) == 1 && !parser.isSet(showOption)) {
            printError(QCoreApplication::translate(
                "airlock::app::Secret", "refusing to print a secret to a terminal; pipe it elsewhere, or add --show"));
            return Usage;
        }
        run->get(name);
    } else {
        run->remove(name);
    }
    return app.exec();
}

} // namespace airlock::app
