// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CallCommand.h"
#include "DemoCommand.h"
#include "GuiCommand.h"
#include "HistoryCommand.h"
#include "HookCommand.h"
#include "HostSupport.h"
#include "McpCommand.h"
#include "SafetyCommands.h"
#include "SecretCommand.h"
#include "SimpleCommands.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>

namespace {

//: The whole `airlock --help`. Keep the command names, options (--task, --config FILE…), values (deny|allow),
//: the JSON and the alignment; translate the descriptions.
const char kUsage[] = QT_TRANSLATE_NOOP("airlock::app::Usage", R"(Usage: airlock [<command>] [options]

Airlock supervises the shell commands AI coding agents run.

Commands:
  gui        The desktop app (the default): every task live, approvals in a dialog, cleanup controls, settings:
               airlock [gui] [--config FILE] [--hidden]
             A second `airlock` raises the running one's window.
  call       Run `terminal` tool calls read from stdin, one JSON object per line, on one task:
               airlock call [--task ID] [--backend KIND] [--config FILE]
             Each result is written to stdout as one line: {"text": "...", "is_error": false}.
             --approve deny|allow|ask-timeout answers commands that need approval (default deny).
  mcp        The MCP server agents start (stdio), bridged to the running app (started if needed):
               airlock mcp
             or with the engine in this process, on stdio or on Streamable HTTP (127.0.0.1):
               airlock mcp --headless [--approve deny|allow|ask-timeout|elicit] [--task-prefix X] [--config FILE]
                                      [--clean-leftovers]
               airlock mcp --http PORT [--approve deny|allow|ask-timeout|elicit]
  serve      The app without a window: engine, bridge socket for `airlock mcp`, optional HTTP; until SIGTERM:
               airlock serve [--approve deny|allow|ask-timeout|elicit] [--http PORT] [--config FILE]
                             [--clean-leftovers]
             At start both list what an earlier Airlock that died left on the backends (containers, instances,
             cloud sandboxes) on stderr; --clean-leftovers removes them and says what it removed.
  demo       An offline demo in a temporary project: a scripted agent runs three tasks in the app, asks for
             approvals, meets a timeout, a redacted secret, a checkpoint and its restore (docs/demo.md):
               airlock demo [--auto] [--screenshots DIR] [--config FILE]
             --auto answers the approvals itself; the transcript goes to stdout; exit 0 when all went as scripted.
  redact     Copy stdin to stdout with secrets redacted (streaming, constant memory).
  analyze    Judge commands read from stdin (one JSON string per line) with the default policy:
             {"verdict": "allow"|"ask"|"deny", "floor": bool, "findings": [...]} per line.
  checkpoints list|diff ID|restore ID [PATH...] [--dir DIR] [--config FILE]
             The snapshots taken before destructive commands on the local backend; a restore is
             recorded in the audit log.
  history    The audit log: every call, its decision, who made it and what came of it; oldest first, read-only:
               airlock history [--task ID] [--decision D] [--since T] [--format jsonl|csv|table] [--follow] [--db FILE]
             Also --client, --backend, --decided-by, --kind, --until, --text, --limit N (see `airlock history -h`).
  hook       Supervise an agent's own shell tool through its hook (claude-code, codex, gemini-cli, cursor):
               airlock hook install|uninstall|status <agent> [--dry-run]   (edits the agent's user settings)
               airlock hook <agent>   (what the hook runs: reads the agent's hook input, answers for the app)
             Its commands are judged and asked about in the running app, recorded and shown; they run where
             the agent runs them. See `airlock hook --help`.
  secret     Credentials in the OS keychain (values on stdin, never in argv; see `airlock secret --help`):
               airlock secret set NAME | get NAME [--show] | delete NAME | list
  askpass    (internal) The helper `sudo -A` runs for a task's shell.
  demo-agent (internal) The demo's scripted agent, started by `airlock demo` and the window's "Try the demo".

Options:
  -h, --help     Show this help.
  -v, --version  Show the version.

Backends: local (default), docker, ssh, modal, daytona, singularity (alias apptainer).
Configuration: ~/.config/airlock/config.json, overridden by AIRLOCK_* environment variables,
overridden by command-line options.
)");

// The usage in the configured language: a small application object only to load the translation.
int printUsage(int argc, char **argv, FILE *out, const char *unknownCommand)
{
    QCoreApplication app(argc, argv);
    airlock::app::nameApplication();
    const QString usage = QCoreApplication::translate("airlock::app::Usage", kUsage);
    if (unknownCommand)
        std::fputs(QCoreApplication::translate("airlock::app::Usage", "airlock: unknown command `%1`\n\n")
                       .arg(QString::fromLocal8Bit(unknownCommand))
                       .toLocal8Bit()
                       .constData(),
                   out);
    std::fputs(usage.toLocal8Bit().constData(), out);
    return unknownCommand ? 2 : 0;
}

} // namespace

#if defined(__SANITIZE_ADDRESS__)
// LeakSanitizer (the asan preset): OpenSSL 3 keeps per-thread state for each libssh worker thread and frees it in the
// thread's exit handlers; a worker still ending while the process exits is reported as a leak of libcrypto's.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libcrypto.so\n";
}
#endif

int main(int argc, char **argv)
{
    const char *command = argc > 1 ? argv[1] : "";
    if (std::strcmp(command, "askpass") == 0)
        return argc > 2 ? airlock::app::runAskpass(argv[2]) : 1;
    if (std::strcmp(command, "demo") == 0)
        return airlock::app::runDemo(argc, argv);
    if (std::strcmp(command, "demo-agent") == 0)
        return airlock::app::runDemoAgent(argc, argv);
    if (std::strcmp(command, "redact") == 0)
        return airlock::app::runRedact();
    if (std::strcmp(command, "analyze") == 0)
        return airlock::app::runAnalyze();
    if (std::strcmp(command, "checkpoints") == 0)
        return airlock::app::runCheckpoints(argc, argv);
    if (std::strcmp(command, "history") == 0)
        return airlock::app::runHistory(argc, argv);
    if (std::strcmp(command, "hook") == 0)
        return airlock::app::runHook(argc, argv);
    if (std::strcmp(command, "secret") == 0)
        return airlock::app::runSecret(argc, argv);
    if (std::strcmp(command, "call") == 0)
        return airlock::app::runCall(argc, argv);
    if (std::strcmp(command, "mcp") == 0)
        return airlock::app::runMcp(argc, argv);
    if (std::strcmp(command, "serve") == 0)
        return airlock::app::runServe(argc, argv);
    if (std::strcmp(command, "--version") == 0 || std::strcmp(command, "-v") == 0) {
        std::printf("airlock %s\n", AIRLOCK_VERSION);
        return 0;
    }
    if (std::strcmp(command, "--help") == 0 || std::strcmp(command, "-h") == 0)
        return printUsage(argc, argv, stdout, nullptr);
    // `airlock`, `airlock gui …` and the desktop app's own options without the command (`airlock --hidden`,
    // `airlock --config FILE`), as the usage shows them.
    if (argc == 1 || std::strcmp(command, "gui") == 0 || command[0] == '-')
        return airlock::app::runGui(argc, argv);
    return printUsage(argc, argv, stderr, command);
}
