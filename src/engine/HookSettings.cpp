// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookSettings.h"

#include "backends/PosixShellScript.h"
#include "core/JsoncText.h"
#include "core/TextDiff.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <sys/stat.h>
#include <utility>

namespace airlock::engine {

using core::JsoncDialect;
using core::JsoncNode;
using core::JsoncText;
using core::JsoncValue;
using core::TextDiff;

namespace {

// Where each agent keeps its user hooks, and how; from their documentation (code.claude.com/docs/en/hooks,
// developers.openai.com/codex/hooks, geminicli.com/docs/hooks/reference, cursor.com/docs/agent/hooks).
struct AgentSpec {
    HookAgent agent;
    QLatin1StringView name;
    QLatin1StringView relativePath;
    JsoncDialect dialect;
    bool grouped; // entries are {matcher, hooks: [handler]}; Cursor's entries are the handlers themselves
};

constexpr AgentSpec kAgents[] = {
    {HookAgent::ClaudeCode, QLatin1StringView("claude-code"), QLatin1StringView(".claude/settings.json"),
     JsoncDialect::Json, true},
    {HookAgent::Codex, QLatin1StringView("codex"), QLatin1StringView(".codex/hooks.json"), JsoncDialect::Json, true},
    {HookAgent::GeminiCli, QLatin1StringView("gemini-cli"), QLatin1StringView(".gemini/settings.json"),
     JsoncDialect::Jsonc, true},
    {HookAgent::Cursor, QLatin1StringView("cursor"), QLatin1StringView(".cursor/hooks.json"), JsoncDialect::Jsonc,
     false},
};

const AgentSpec &spec(HookAgent agent)
{
    return *std::find_if(std::begin(kAgents), std::end(kAgents),
                         [agent](const AgentSpec &s) { return s.agent == agent; });
}

// The handler and entry install adds. Timeouts: Claude Code and Codex count seconds, Gemini CLI milliseconds; Claude
// Code's onFailure:block (CLI 2.1.295 and later) makes a hook that cannot run block the command instead of letting it
// through.
JsoncValue entryFor(HookAgent agent, const QString &command)
{
    const std::string cmd = command.toStdString();
    switch (agent) {
    case HookAgent::ClaudeCode:
        return {{"matcher", "Bash"},
                {"hooks", JsoncValue::array(
                              {{{"type", "command"}, {"command", cmd}, {"timeout", 600}, {"onFailure", "block"}}})}};
    case HookAgent::Codex:
        return {{"matcher", "Bash"},
                {"hooks", JsoncValue::array({{{"type", "command"}, {"command", cmd}, {"timeout", 600}}})}};
    case HookAgent::GeminiCli:
        return {{"matcher", "run_shell_command"},
                {"hooks", JsoncValue::array(
                              {{{"name", "airlock"}, {"type", "command"}, {"command", cmd}, {"timeout", 600000}}})}};
    case HookAgent::Cursor: return {{"command", cmd}};
    }
    return {};
}

// The words of a POSIX shell command line, quotes and backslashes removed; enough to see which program it runs.
QStringList shellWords(const QString &command)
{
    QStringList words;
    QString word;
    bool inWord = false;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        if (c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n')) {
            if (inWord)
                words.append(std::exchange(word, {}));
            inWord = false;
            continue;
        }
        inWord = true;
        if (c == QLatin1Char('\'')) {
            const qsizetype close = command.indexOf(QLatin1Char('\''), i + 1);
            word += command.mid(i + 1, close < 0 ? -1 : close - i - 1);
            i = close < 0 ? command.size() : close;
        } else if (c == QLatin1Char('"')) {
            for (++i; i < command.size() && command[i] != QLatin1Char('"'); ++i) {
                if (command[i] == QLatin1Char('\\') && i + 1 < command.size() &&
                    QStringLiteral("\"\\$`").contains(command[i + 1]))
                    ++i;
                word += command[i];
            }
        } else if (c == QLatin1Char('\\') && i + 1 < command.size()) {
            word += command[++i];
        } else {
            word += c;
        }
    }
    if (inWord)
        words.append(word);
    return words;
}

QString kindName(JsoncNode::Kind kind)
{
    switch (kind) {
    case JsoncNode::Kind::Object: return QStringLiteral("an object");
    case JsoncNode::Kind::Array: return QStringLiteral("an array");
    case JsoncNode::Kind::String: return QStringLiteral("a string");
    case JsoncNode::Kind::Number: return QStringLiteral("a number");
    case JsoncNode::Kind::Bool: return QStringLiteral("true or false");
    case JsoncNode::Kind::Null: return QStringLiteral("null");
    }
    return {};
}

core::Error unchanged(const QString &path, const QString &why)
{
    return core::Error::invalidArguments(QStringLiteral("%1: %2; the file was not changed").arg(path, why));
}

struct FileText {
    bool exists = false;
    QByteArray bytes;
};

core::Result<FileText> readFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return info.isSymLink() ? core::Result<FileText>(unchanged(path, QStringLiteral("a broken symbolic link")))
                                : core::Result<FileText>(FileText{});
    if (info.isDir())
        return unchanged(path, QStringLiteral("a directory, not a settings file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unchanged(path, QStringLiteral("cannot read it: %1").arg(file.errorString()));
    QByteArray bytes = file.read(HookSettings::kMaxFileBytes + 1);
    if (bytes.size() > HookSettings::kMaxFileBytes)
        return unchanged(path, QStringLiteral("larger than %1 MiB, which no settings file is")
                                   .arg(HookSettings::kMaxFileBytes / (1024 * 1024)));
    return FileText{true, std::move(bytes)};
}

core::Result<JsoncText> parseSettings(HookAgent agent, const QString &path, const QByteArray &text)
{
    auto parsed = JsoncText::parse(text, spec(agent).dialect);
    if (!parsed)
        return unchanged(path, parsed.error().message);
    if (parsed->root().kind != JsoncNode::Kind::Object)
        return unchanged(
            path, QStringLiteral("the top-level value is %1, expected an object").arg(kindName(parsed->root().kind)));
    return parsed;
}

// The `hooks` object and one event's array in it, either null when absent.
struct EventSlot {
    const JsoncNode *hooks = nullptr;
    const JsoncNode *events = nullptr;
};

core::Result<EventSlot> findEvent(const JsoncText &doc, const QString &path, const QString &event)
{
    EventSlot slot;
    slot.hooks = doc.root().member(u"hooks");
    if (!slot.hooks)
        return slot;
    if (slot.hooks->kind != JsoncNode::Kind::Object)
        return unchanged(path, QStringLiteral("\"hooks\" is %1, expected an object").arg(kindName(slot.hooks->kind)));
    slot.events = slot.hooks->member(event);
    if (slot.events && slot.events->kind != JsoncNode::Kind::Array)
        return unchanged(
            path, QStringLiteral("\"hooks\".\"%1\" is %2, expected an array").arg(event, kindName(slot.events->kind)));
    return slot;
}

// The command string of a handler of ours, else null.
const JsoncNode *ourCommand(HookAgent agent, const JsoncNode &handler)
{
    if (handler.kind != JsoncNode::Kind::Object)
        return nullptr;
    const JsoncNode *command = handler.member(u"command");
    if (!command || command->kind != JsoncNode::Kind::String)
        return nullptr;
    QStringList args;
    if (const JsoncNode *list = handler.member(u"args"); list && list->kind == JsoncNode::Kind::Array) {
        for (const JsoncNode &arg : list->children)
            args.append(arg.string);
    }
    return HookSettings::isOurCommand(agent, command->string, args) ? command : nullptr;
}

struct OurHandler {
    int entry = -1;   // index in the event array
    int handler = -1; // index in the entry's `hooks` (grouped agents)
    const JsoncNode *command = nullptr;
};

std::vector<OurHandler> ourHandlers(HookAgent agent, const JsoncNode &events)
{
    std::vector<OurHandler> ours;
    for (int i = 0; i < int(events.children.size()); ++i) {
        const JsoncNode &entry = events.children[i];
        if (!spec(agent).grouped) {
            if (const JsoncNode *command = ourCommand(agent, entry))
                ours.push_back({i, -1, command});
            continue;
        }
        const JsoncNode *handlers = entry.kind == JsoncNode::Kind::Object ? entry.member(u"hooks") : nullptr;
        if (!handlers || handlers->kind != JsoncNode::Kind::Array)
            continue;
        for (int j = 0; j < int(handlers->children.size()); ++j) {
            if (const JsoncNode *command = ourCommand(agent, handlers->children[j]))
                ours.push_back({i, j, command});
        }
    }
    return ours;
}

// Our handler as install writes it: the entry's one handler, or (Cursor) the entry itself.
JsoncValue handlerFor(HookAgent agent, const QString &command)
{
    const JsoncValue entry = entryFor(agent, command);
    return spec(agent).grouped ? entry["hooks"][0] : entry;
}

const JsoncNode &handlerNode(HookAgent agent, const JsoncNode &events, const OurHandler &handler)
{
    const JsoncNode &entry = events.children[size_t(handler.entry)];
    return spec(agent).grouped ? entry.member(u"hooks")->children[size_t(handler.handler)] : entry;
}

// Every field install writes (type, timeout, onFailure, …) has install's value: a handler of ours with a 30 s
// timeout or without onFailure would let the agent run the command once it gave up on the hook.
bool handlerMatches(const JsoncText &doc, const JsoncNode &handler, const JsoncValue &ours)
{
    if (handler.kind != JsoncNode::Kind::Object)
        return false;
    for (const auto &[key, value] : ours.items()) {
        const JsoncNode *member = handler.member(QString::fromStdString(key));
        if (!member)
            return false;
        const QByteArray text = doc.text().mid(member->span.begin, member->span.end - member->span.begin);
        if (JsoncValue::parse(text.toStdString(), nullptr, false) != value)
            return false;
    }
    return true;
}

// One edit at a time, the text parsed afresh for each: the next edit's new text, or none when the file is done.
using NextEdit = std::optional<QByteArray>;

core::Result<QByteArray> runEdits(QByteArray text,
                                  const std::function<core::Result<NextEdit>(const QByteArray &)> &next)
{
    for (int i = 0; i < 1000; ++i) {
        auto edit = next(text);
        if (!edit)
            return edit.error();
        if (!edit->has_value())
            return text;
        text = **edit;
    }
    return core::Error::executionFailed(QStringLiteral("the settings edit did not settle after 1000 steps"));
}

core::Result<NextEdit> nextInstallEdit(HookAgent agent, const QString &path, const QByteArray &text,
                                       const QString &command)
{
    const auto doc = parseSettings(agent, path, text);
    if (!doc)
        return doc.error();
    const JsoncNode &root = doc->root();
    if (agent == HookAgent::Cursor && !root.member(u"version"))
        return NextEdit(doc->appendMember(root, QStringLiteral("version"), 1));
    const JsoncValue entry = entryFor(agent, command);
    for (const QString &event : HookSettings::events(agent)) {
        const auto slot = findEvent(*doc, path, event);
        if (!slot)
            return slot.error();
        if (!slot->hooks) {
            JsoncValue hooks = JsoncValue::object();
            hooks[event.toStdString()] = JsoncValue::array({entry});
            return NextEdit(doc->appendMember(root, QStringLiteral("hooks"), hooks));
        }
        if (!slot->events)
            return NextEdit(doc->appendMember(*slot->hooks, event, JsoncValue::array({entry})));
        const std::vector<OurHandler> ours = ourHandlers(agent, *slot->events);
        if (ours.empty())
            return NextEdit(doc->appendElement(*slot->events, entry));
        const JsoncValue wanted = handlerFor(agent, command);
        for (const OurHandler &handler : ours) {
            if (handler.command->string != command) // ours, another program: only the command string changes
                return NextEdit(doc->replaceValue(*handler.command, command.toStdString()));
            const JsoncNode &node = handlerNode(agent, *slot->events, handler);
            if (!handlerMatches(*doc, node, wanted)) // ours, with another timeout or failure setting: made ours again
                return NextEdit(doc->replaceValue(node, wanted));
        }
    }
    return NextEdit();
}

// Removes the first handler of ours; when that empties its entry, the entry instead; when that empties the event
// array, the event's member; when that empties `hooks`, `hooks`.
core::Result<NextEdit> nextUninstallEdit(HookAgent agent, const QString &path, const QByteArray &text)
{
    const auto doc = parseSettings(agent, path, text);
    if (!doc)
        return doc.error();
    for (const QString &event : HookSettings::events(agent)) {
        const auto slot = findEvent(*doc, path, event);
        if (!slot)
            return slot.error();
        if (!slot->events)
            continue;
        const std::vector<OurHandler> ours = ourHandlers(agent, *slot->events);
        if (ours.empty())
            continue;
        const OurHandler &first = ours.front();
        const JsoncNode &events = *slot->events;
        if (first.handler >= 0) {
            const JsoncNode &handlers = *events.children[first.entry].member(u"hooks");
            if (handlers.children.size() > 1)
                return NextEdit(doc->removeChild(handlers, first.handler));
        }
        if (events.children.size() > 1)
            return NextEdit(doc->removeChild(events, first.entry));
        if (slot->hooks->children.size() > 1)
            return NextEdit(doc->removeChild(*slot->hooks, slot->hooks->memberIndex(event)));
        return NextEdit(doc->removeChild(doc->root(), doc->root().memberIndex(u"hooks")));
    }
    return NextEdit();
}

bool isBlank(const QByteArray &text)
{
    return text.trimmed().isEmpty();
}

// Whether the program a command runs is there to run.
bool programRunnable(const QString &command)
{
    const QString program = shellWords(command).value(0);
    if (program.isEmpty())
        return false;
    if (!program.contains(QLatin1Char('/')))
        return !QStandardPaths::findExecutable(program).isEmpty();
    const QFileInfo info(program);
    return info.isFile() && info.isExecutable();
}

core::Result<bool> ensureDirectory(const QString &dir, int depth = 0)
{
    const QFileInfo info(dir);
    if (info.isDir())
        return true;
    if (info.exists() || info.isSymLink())
        return core::Error::executionFailed(QStringLiteral("%1 is not a directory").arg(dir));
    const QString parent = info.absolutePath();
    if (depth > 64 || parent == dir)
        return core::Error::executionFailed(QStringLiteral("cannot create %1").arg(dir));
    if (const auto made = ensureDirectory(parent, depth + 1); !made)
        return made;
    if (::mkdir(QFile::encodeName(dir).constData(), 0700) != 0 && errno != EEXIST)
        return core::Error::executionFailed(
            QStringLiteral("cannot create %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno))));
    return true;
}

core::Result<bool> writeAtomically(const QString &path, const QByteArray &bytes, QFileDevice::Permissions permissions)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return core::Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    if (!QFile::setPermissions(path, permissions))
        return core::Error::executionFailed(QStringLiteral("wrote %1 but cannot set its permissions").arg(path));
    return true;
}

HookPlan makePlan(HookAgent agent, const QString &path, const FileText &file, QByteArray newText)
{
    HookPlan plan;
    plan.agent = agent;
    plan.path = path;
    plan.fileExists = file.exists;
    plan.oldText = file.bytes;
    plan.newText = std::move(newText);
    plan.diff = TextDiff::unified(plan.oldText, plan.newText, path);
    return plan;
}

} // namespace

std::optional<HookAgent> HookSettings::agentFromName(const QString &name)
{
    for (const AgentSpec &s : kAgents) {
        if (name == s.name)
            return s.agent;
    }
    return std::nullopt;
}

QString HookSettings::agentName(HookAgent agent)
{
    return spec(agent).name;
}

QString HookSettings::settingsPath(HookAgent agent, const QString &home)
{
    return QDir(home).absoluteFilePath(spec(agent).relativePath);
}

QStringList HookSettings::events(HookAgent agent)
{
    switch (agent) {
    case HookAgent::ClaudeCode: return {QStringLiteral("PreToolUse")};
    case HookAgent::Codex: return {QStringLiteral("PreToolUse"), QStringLiteral("PermissionRequest")};
    case HookAgent::GeminiCli: return {QStringLiteral("BeforeTool")};
    case HookAgent::Cursor: return {QStringLiteral("beforeShellExecution")};
    }
    return {};
}

QString HookSettings::defaultProgram(const QString &directory)
{
    const QString beside = QDir(directory).absoluteFilePath(QStringLiteral("airlock-hook"));
    if (QFileInfo(beside).isExecutable())
        return QFileInfo(beside).canonicalFilePath();
    const QString found = QStandardPaths::findExecutable(QStringLiteral("airlock-hook"));
    return found.isEmpty() ? beside : found;
}

QString HookSettings::hookCommand(HookAgent agent, const QString &hookProgram)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    const QString program = plain.match(hookProgram).hasMatch()
                                ? hookProgram
                                : QString::fromUtf8(backends::PosixShellScript::singleQuote(hookProgram.toUtf8()));
    // Gemini CLI's default hook timeout is 60 s, too short for a person to read a question: install gives it 600 s,
    // and tells the hook so (it answers a little before).
    const QString timeout = agent == HookAgent::GeminiCli ? QStringLiteral(" --timeout 595") : QString();
    return program + QLatin1Char(' ') + agentName(agent) + timeout;
}

bool HookSettings::isOurCommand(HookAgent agent, const QString &command, const QStringList &args)
{
    const QStringList words = shellWords(command) + args;
    const QString program = words.value(0).section(QLatin1Char('/'), -1);
    const QString name = agentName(agent);
    if (program == QLatin1StringView("airlock-hook"))
        return words.value(1) == name;
    return program == QLatin1StringView("airlock") && words.value(1) == QLatin1StringView("hook") &&
           words.value(2) == name;
}

core::Result<HookPlan> HookSettings::planInstall(HookAgent agent, const QString &home, const QString &hookProgram)
{
    if (!QDir::isAbsolutePath(hookProgram))
        return core::Error::invalidArguments(
            QStringLiteral("the hook program must be an absolute path, not \"%1\"").arg(hookProgram));
    const QString path = settingsPath(agent, home);
    const auto file = readFile(path);
    if (!file)
        return file.error();
    const QString command = hookCommand(agent, hookProgram);
    const QByteArray start = isBlank(file->bytes) ? QByteArray("{}\n") : file->bytes;
    const auto edited =
        runEdits(start, [&](const QByteArray &text) { return nextInstallEdit(agent, path, text, command); });
    if (!edited)
        return edited.error();
    HookPlan plan = makePlan(agent, path, *file, *edited);
    plan.alreadyInstalled = !plan.changes();
    return plan;
}

core::Result<HookPlan> HookSettings::planUninstall(HookAgent agent, const QString &home)
{
    const QString path = settingsPath(agent, home);
    const auto file = readFile(path);
    if (!file)
        return file.error();
    if (isBlank(file->bytes))
        return makePlan(agent, path, *file, file->bytes);
    const auto edited =
        runEdits(file->bytes, [&](const QByteArray &text) { return nextUninstallEdit(agent, path, text); });
    if (!edited)
        return edited.error();
    HookPlan plan = makePlan(agent, path, *file, *edited);
    plan.alreadyInstalled = plan.changes();
    return plan;
}

HookStatus HookSettings::status(HookAgent agent, const QString &home, const QString &hookProgram)
{
    HookStatus status;
    status.agent = agent;
    status.path = settingsPath(agent, home);
    status.missingEvents = events(agent);
    auto fail = [&status](const core::Error &error) {
        status.valid = false;
        status.problem = error.message;
        return status;
    };
    const auto file = readFile(status.path);
    if (!file)
        return fail(file.error());
    status.fileExists = file->exists;
    if (isBlank(file->bytes))
        return status;
    const auto doc = parseSettings(agent, status.path, file->bytes);
    if (!doc)
        return fail(doc.error());
    status.missingEvents.clear();
    for (const QString &event : events(agent)) {
        const auto slot = findEvent(*doc, status.path, event);
        if (!slot)
            return fail(slot.error());
        const std::vector<OurHandler> ours =
            slot->events ? ourHandlers(agent, *slot->events) : std::vector<OurHandler>{};
        if (ours.empty())
            status.missingEvents.append(event);
        for (const OurHandler &handler : ours) {
            if (!status.commands.contains(handler.command->string))
                status.commands.append(handler.command->string);
            const JsoncValue wanted = handlerFor(agent, handler.command->string);
            status.upToDate =
                status.upToDate && handlerMatches(*doc, handlerNode(agent, *slot->events, handler), wanted);
        }
    }
    status.installed = status.missingEvents.isEmpty();
    const QString wanted = hookCommand(agent, hookProgram);
    status.programExists =
        !status.commands.isEmpty() && std::all_of(status.commands.begin(), status.commands.end(), programRunnable);
    status.usesProgram =
        !status.commands.isEmpty() && std::all_of(status.commands.begin(), status.commands.end(),
                                                  [&wanted](const QString &command) { return command == wanted; });
    return status;
}

core::Result<bool> HookSettings::apply(const HookPlan &plan)
{
    if (!plan.changes())
        return true;
    if (const auto check = parseSettings(plan.agent, plan.path, plan.newText); !check)
        return core::Error::executionFailed(
            QStringLiteral("refusing to write a settings file that would not parse: %1").arg(check.error().message));
    const auto current = readFile(plan.path);
    if (!current)
        return current.error();
    if (current->exists != plan.fileExists || current->bytes != plan.oldText)
        return unchanged(plan.path, QStringLiteral("it changed since the plan was made; look again and retry"));

    const QFileInfo info(plan.path);
    const QString target = plan.fileExists ? info.canonicalFilePath() : info.absoluteFilePath(); // a symlink's file
    if (const auto dir = ensureDirectory(QFileInfo(target).absolutePath()); !dir)
        return dir;
    const QFileDevice::Permissions permissions =
        plan.fileExists ? QFile::permissions(target) : QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (plan.fileExists) {
        if (const auto backup =
                writeAtomically(plan.path + QStringLiteral(".airlock-backup"), plan.oldText, permissions);
            !backup)
            return backup;
    }
    return writeAtomically(target, plan.newText, permissions);
}

} // namespace airlock::engine
