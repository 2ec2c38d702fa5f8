// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SafetyCommands.h"

#include "HostSupport.h"
#include "core/Config.h"
#include "engine/AuditLog.h"
#include "engine/CheckpointRestoreRecord.h"
#include "gui/FindingText.h"
#include "safety/ApprovalPolicy.h"
#include "safety/Checkpoints.h"
#include "safety/InteractiveGuard.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <string>

namespace airlock::app {

namespace {

nlohmann::ordered_json verdictFor(const std::string &command)
{
    using nlohmann::ordered_json;
    const safety::Analysis analysis = safety::CommandAnalyzer::analyze(command);
    ordered_json findings = ordered_json::array();
    std::string verdict;
    bool floor = false;
    if (const auto refusal = safety::interactiveProgram(analysis.resolution)) {
        verdict = "deny";
        findings.push_back(
            {{"category", "interactive_program"}, {"reason", refusal->message}, {"segment", refusal->program}});
    } else {
        const safety::Decision decision = safety::ApprovalPolicy().decide(analysis, "local", {}, {});
        verdict = safety::verdictName(decision.verdict);
        floor = decision.floor;
        for (const safety::Finding &f : decision.findings) {
            ordered_json finding{{"category", f.category}, {"reason", f.reason}, {"segment", f.segment}};
            // The unwrapped command that was judged (sudo sh -c 'rm -rf x' → rm -rf x), as the dialog shows it.
            const QString judged = gui::FindingText::describe(f, analysis.resolution.invocations, command).judged;
            if (!judged.isEmpty())
                finding["judged"] = judged.toStdString();
            findings.push_back(std::move(finding));
        }
    }
    return {{"verdict", verdict}, {"floor", floor}, {"findings", findings}};
}

void writeLine(const nlohmann::ordered_json &value)
{
    const std::string out = value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fflush(stdout);
}

// The audit log of the config's "audit" settings, for recording a restore; none when it is off or the config cannot
// be read (the restore is the person's own and goes ahead; stderr says it is not recorded).
std::unique_ptr<engine::AuditLog> openAuditLog(const QString &configPath)
{
    const bool explicitConfig = !configPath.isEmpty();
    auto loaded = core::Config::load(explicitConfig ? configPath : core::Config::defaultPath(), explicitConfig);
    if (loaded) {
        core::Config config = std::move(loaded).value();
        if (const auto env = config.applyEnvironment(QProcessEnvironment::systemEnvironment()); !env)
            loaded = env.error();
        else if (!config.audit.enabled)
            return nullptr;
        else
            return std::make_unique<engine::AuditLog>(engine::AuditLog::Options{
                engine::AuditLog::pathFor(config), config.audit.retentionDays, config.audit.maxMb});
    }
    std::fprintf(stderr, "airlock checkpoints: %s\n",
                 qPrintable(QCoreApplication::translate("airlock::app::Checkpoints",
                                                        "the restore is not recorded in the audit log: %1")
                                .arg(loaded.error().message)));
    return nullptr;
}

} // namespace

int runAnalyze()
{
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue;
        std::string command;
        try {
            const auto parsed = nlohmann::json::parse(line);
            if (!parsed.is_string())
                throw std::runtime_error("each line must be a JSON string holding one command");
            command = parsed.get<std::string>();
        } catch (const std::exception &e) {
            // Fail closed: what cannot be read cannot be allowed.
            writeLine(
                {{"verdict", "ask"},
                 {"floor", false},
                 {"findings", nlohmann::ordered_json::array({{{"category", "unparseable"},
                                                              {"reason", std::string("not a JSON string: ") + e.what()},
                                                              {"segment", line.substr(0, 200)}}})}});
            continue;
        }
        writeLine(verdictFor(command));
    }
    return 0;
}

int runCheckpoints(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("airlock"));
    installLanguage();
    QStringList args = app.arguments().mid(2);
    QString dir = QDir::currentPath();
    const qsizetype dirAt = args.indexOf(QStringLiteral("--dir"));
    if (dirAt >= 0 && dirAt + 1 < args.size()) {
        dir = QDir(args.at(dirAt + 1)).absolutePath();
        args.remove(dirAt, 2);
    }
    QString configPath;
    const qsizetype configAt = args.indexOf(QStringLiteral("--config"));
    if (configAt >= 0 && configAt + 1 < args.size()) {
        configPath = args.at(configAt + 1);
        args.remove(configAt, 2);
    }
    const QString action = args.value(0);
    safety::Checkpoints checkpoints({});
    std::unique_ptr<engine::AuditLog> audit;
    int exitCode = 0;
    auto fail = [&](const QString &message) {
        std::fprintf(stderr, "airlock checkpoints: %s\n", qPrintable(message));
        exitCode = 1;
        QCoreApplication::quit();
    };
    // The work starts inside the event loop, so that an answer given at once (no shadow repository yet) still ends it.
    std::function<void()> start;
    if (action == QLatin1String("list")) {
        start = [&] {
            checkpoints.list(dir, [&](core::Result<QList<safety::Checkpoint>> result) {
                if (!result)
                    return fail(result.error().message);
                for (const safety::Checkpoint &c : *result)
                    std::printf("%s  %s  %s\n", qPrintable(c.id.left(12)), qPrintable(c.created.toString(Qt::ISODate)),
                                qPrintable(c.label));
                if (result->isEmpty())
                    std::printf("no checkpoints for %s\n", qPrintable(dir));
                QCoreApplication::quit();
            });
        };
    } else if ((action == QLatin1String("diff") || action == QLatin1String("restore")) && args.size() >= 2) {
        start = [&] {
            const QString id = args.at(1);
            auto done = [&](core::Result<QString> result) {
                if (!result)
                    return fail(result.error().message);
                std::fputs(qPrintable(*result), stdout);
                if (!result->endsWith(QLatin1Char('\n')))
                    std::fputs("\n", stdout);
                QCoreApplication::quit();
            };
            if (action == QLatin1String("diff")) {
                checkpoints.diff(dir, id, done);
                return;
            }
            // A restore is recorded in the audit log, success or not; the command ends once the record is written.
            const QStringList paths = args.mid(2);
            const QDateTime asked = QDateTime::currentDateTimeUtc();
            checkpoints.restore(dir, id, paths, [&, id, paths, asked](core::Result<QString> result) {
                if (result)
                    std::printf("%s\n", qPrintable(result->trimmed()));
                else
                    std::fprintf(stderr, "airlock checkpoints: %s\n", qPrintable(result.error().message));
                exitCode = result ? 0 : 1;
                audit = openAuditLog(configPath);
                if (!audit)
                    return QCoreApplication::quit();
                audit->append(engine::checkpointRestoreRecord(dir, id, paths, QStringLiteral("airlock checkpoints"),
                                                              asked, result),
                              &app, [&](bool written) {
                                  if (!written)
                                      std::fprintf(stderr,
                                                   "airlock checkpoints: the restore is not recorded in the audit "
                                                   "log: %s\n",
                                                   qPrintable(audit->problem()));
                                  QCoreApplication::quit();
                              });
            });
        };
    } else {
        //: `airlock checkpoints` without an action. Keep the commands and options as they are.
        std::fputs(qPrintable(QCoreApplication::translate(
                       "airlock::app::Checkpoints",
                       "usage: airlock checkpoints list [--dir DIR]\n"
                       "       airlock checkpoints diff ID [--dir DIR]\n"
                       "       airlock checkpoints restore ID [PATH…] [--dir DIR] [--config FILE]\n"
                       "A restore is recorded in the audit log (the config's \"audit\" settings).\n")),
                   stderr);
        return 2;
    }
    QTimer::singleShot(0, &app, start);
    const int loop = app.exec();
    return exitCode ? exitCode : loop;
}

} // namespace airlock::app
