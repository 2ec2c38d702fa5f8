// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookCommand.h"

#include "HookClient.h"
#include "HostSupport.h"
#include "engine/HookSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cstdio>
#include <cstring>

namespace airlock::app {

namespace {

//: `airlock hook --help`. Keep the actions, agents, paths and options as they are.
const char kSetupUsage[] =
    QT_TRANSLATE_NOOP("airlock::app::Hook",
                      R"(Usage: airlock hook install|uninstall|status <agent> [--dry-run] [--program PATH] [--home DIR]

install    adds Airlock's hook to the agent's user settings (shows the change first; keeps a backup)
uninstall  takes it out again
status     says whether it is installed, with which program, and whether the app answers
Agents: claude-code (~/.claude/settings.json), codex (~/.codex/hooks.json), gemini-cli (~/.gemini/settings.json),
cursor (~/.cursor/hooks.json).
  --dry-run       print the change, write nothing
  --program PATH  the hook program to install (default: airlock-hook beside this airlock)
  --home DIR      the home directory whose settings to edit (default: $HOME)
)");

void print(const QString &text, FILE *stream = stdout)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
}

int showStatus(engine::HookAgent agent, const QString &home, const QString &program)
{
    const engine::HookStatus s = engine::HookSettings::status(agent, home, program);
    print(QStringLiteral("%1: %2\n").arg(engine::HookSettings::agentName(agent), s.path));
    if (!s.valid) {
        print(QCoreApplication::translate("airlock::app::Hook", "  the file cannot be read: %1\n").arg(s.problem));
        return 1;
    }
    if (!s.installed) {
        print(s.missingEvents.isEmpty() || !s.commands.isEmpty()
                  ? QCoreApplication::translate("airlock::app::Hook", "  not fully installed (missing for: %1)\n")
                        .arg(s.missingEvents.join(QStringLiteral(", ")))
                  : QCoreApplication::translate("airlock::app::Hook",
                                                "  not installed (`airlock hook install %1` adds it)\n")
                        .arg(engine::HookSettings::agentName(agent)));
    } else {
        print(QStringLiteral("  installed: %1\n").arg(s.commands.join(QStringLiteral("; "))));
        if (!s.programExists)
            print(QCoreApplication::translate("airlock::app::Hook",
                                              "  but its program is missing or not executable: reinstall\n"));
        else if (!s.upToDate)
            print(QCoreApplication::translate(
                "airlock::app::Hook",
                "  but with another timeout or failure setting than install writes: reinstall\n"));
        else if (!s.usesProgram)
            print(QCoreApplication::translate("airlock::app::Hook",
                                              "  (another program than %1; `install` points it there)\n")
                      .arg(program));
    }
    const std::string socket = defaultHookSocketPath();
    const std::string problem = hookAppProblem(socket);
    print(problem.empty()
              ? QCoreApplication::translate("airlock::app::Hook", "  the app answers at %1\n")
                    .arg(QString::fromStdString(socket))
              : QCoreApplication::translate("airlock::app::Hook", "  %1: hooks answer by hooks.on_failure\n")
                    .arg(QString::fromStdString(problem)));
    return s.installed && s.programExists && s.upToDate ? 0 : 3;
}

int runSetup(int argc, char **argv)
{
    const QString action = QString::fromLocal8Bit(argv[2]);
    if (argc < 4 || std::strcmp(argv[3], "--help") == 0) {
        print(QCoreApplication::translate("airlock::app::Hook", kSetupUsage), argc < 4 ? stderr : stdout);
        return argc < 4 ? 2 : 0;
    }
    const auto agent = engine::HookSettings::agentFromName(QString::fromLocal8Bit(argv[3]));
    if (!agent) {
        print(
            QCoreApplication::translate(
                "airlock::app::Hook", "airlock hook %1: unknown agent `%2` (claude-code, codex, gemini-cli, cursor)\n")
                .arg(action, QString::fromLocal8Bit(argv[3])),
            stderr);
        return 2;
    }
    bool dryRun = false;
    QString program = engine::HookSettings::defaultProgram(QFileInfo(QString::fromLocal8Bit(argv[0])).absolutePath());
    QString home = QDir::homePath();
    for (int i = 4; i < argc; ++i) {
        const QString flag = QString::fromLocal8Bit(argv[i]);
        if (flag == QLatin1String("--dry-run")) {
            dryRun = true;
        } else if ((flag == QLatin1String("--program") || flag == QLatin1String("--home")) && i + 1 < argc) {
            (flag == QLatin1String("--program") ? program : home) = QString::fromLocal8Bit(argv[++i]);
        } else {
            print(QCoreApplication::translate("airlock::app::Hook", "airlock hook %1: unknown option `%2`\n\n")
                          .arg(action, flag) +
                      QCoreApplication::translate("airlock::app::Hook", kSetupUsage),
                  stderr);
            return 2;
        }
    }
    if (action == QLatin1String("status"))
        return showStatus(*agent, home, program);
    const auto plan = action == QLatin1String("install") ? engine::HookSettings::planInstall(*agent, home, program)
                                                         : engine::HookSettings::planUninstall(*agent, home);
    if (!plan) {
        print(QCoreApplication::translate("airlock::app::Hook", "airlock hook %1: %2 (nothing was written)\n")
                  .arg(action, plan.error().message),
              stderr);
        return 1;
    }
    if (!plan->changes()) {
        print(action == QLatin1String("install")
                  ? QCoreApplication::translate("airlock::app::Hook", "already installed in %1\n").arg(plan->path)
                  : QCoreApplication::translate("airlock::app::Hook", "not installed in %1: nothing to remove\n")
                        .arg(plan->path));
        return 0;
    }
    print(plan->diff);
    if (dryRun)
        return 0;
    if (const auto applied = engine::HookSettings::apply(*plan); !applied) {
        print(QCoreApplication::translate("airlock::app::Hook", "airlock hook %1: %2\n")
                  .arg(action, applied.error().message),
              stderr);
        return 1;
    }
    print(action == QLatin1String("install")
              ? QCoreApplication::translate("airlock::app::Hook",
                                            "installed in %1 (the old file is in %1.airlock-backup)\n")
                    .arg(plan->path)
              : QCoreApplication::translate("airlock::app::Hook",
                                            "removed from %1 (the old file is in %1.airlock-backup)\n")
                    .arg(plan->path));
    return 0;
}

} // namespace

int runHook(int argc, char **argv)
{
    if (argc >= 3 && (std::strcmp(argv[2], "install") == 0 || std::strcmp(argv[2], "uninstall") == 0 ||
                      std::strcmp(argv[2], "status") == 0)) {
        QCoreApplication app(argc, argv);
        installLanguage();
        return runSetup(argc, argv);
    }
    return runHookClient(argc - 1, argv + 1);
}

} // namespace airlock::app
