// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HistoryCommand.h"

#include "HostSupport.h"
#include "core/Config.h"
#include "engine/AuditExport.h"
#include "engine/AuditLog.h"
#include "engine/AuditQuery.h"
#include "engine/AuditReader.h"
#include "engine/AuditRecord.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

namespace airlock::app {

namespace {

using engine::AuditQuery;
using engine::AuditReader;
using engine::AuditRecord;

enum Exit { Done = 0, Unreadable = 1, Usage = 2 };

// The table shows this many of the newest records unless --limit says otherwise.
constexpr int kTableLimit = 50;
// Records read at a time when all of them are printed, so that a large log needs little memory.
constexpr int kPageSize = 500;
// How often --follow looks without being told by the file watcher (which misses a file that does not exist yet).
constexpr int kFollowPollMs = 500;

QString usage()
{
    //: `airlock history --help`. Keep the options, values and formats; %1 and %2 list the decisions and deciders.
    return QCoreApplication::translate("airlock::app::History",
                                       R"(Usage: airlock history [options]

The audit log: every `terminal` call Airlock judged, the decision, who made it and what came of it; oldest first.

Filters (together, a record must match them all):
  --task ID          one task
  --client NAME      one client, by its name (without the version)
  --backend KIND     local, docker, ssh, modal, daytona, singularity
  --decision D       %1
  --decided-by WHO   %2
  --kind KIND        terminal, hook (an agent's own shell command) or checkpoint_restore
  --since T          from T on; T is an ISO 8601 date (2026-12-01, local midnight) or date-time (2026-12-01T11:30,
                     local unless it ends in Z or an offset), or a time ago: 45s, 30m, 2h, 7d, 2w
  --until T          before T (same forms)
  --text S           S in the command, the message or the rule (ASCII case ignored)

Output:
  --format F         jsonl (the default: one JSON object per line), csv (RFC 4180, with a header row) or table
  --limit N          the N newest matching records only (default: all; the table shows the 50 newest)
  --follow           then go on printing new records as the running app writes them, until Ctrl-C or SIGTERM
  --db FILE          the log to read (default: `audit.path` of the config, else %3)
  --config FILE      the config file
  -h, --help         show this help

Exit codes: 0 done, 1 the log cannot be read, 2 usage.
)")
        .arg(engine::auditDecisions().join(QStringLiteral(", ")), engine::auditDeciders().join(QStringLiteral(", ")),
             engine::AuditLog::defaultPath());
}

void printError(const QString &message)
{
    std::fprintf(stderr, "airlock history: %s\n", qPrintable(message));
}

enum class Format { JsonLines, Csv, Table };

struct Request {
    AuditQuery query; // the filters
    Format format = Format::JsonLines;
    int limit = 0; // 0: all
    bool follow = false;
    QString database;
};

struct Options {
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            QCoreApplication::translate("airlock::app::Options", "Show help.")};
    QCommandLineOption task{QStringLiteral("task"), QCoreApplication::translate("airlock::app::Options", "Task id."),
                            QStringLiteral("ID")};
    QCommandLineOption client{QStringLiteral("client"),
                              QCoreApplication::translate("airlock::app::Options", "Client name."),
                              QStringLiteral("NAME")};
    QCommandLineOption backend{QStringLiteral("backend"),
                               QCoreApplication::translate("airlock::app::Options", "Backend kind."),
                               QStringLiteral("KIND")};
    QCommandLineOption decision{QStringLiteral("decision"),
                                QCoreApplication::translate("airlock::app::Options", "Decision."), QStringLiteral("D")};
    QCommandLineOption decidedBy{QStringLiteral("decided-by"),
                                 QCoreApplication::translate("airlock::app::Options", "Who decided."),
                                 QStringLiteral("WHO")};
    QCommandLineOption kind{QStringLiteral("kind"),
                            QCoreApplication::translate("airlock::app::Options", "Record kind."),
                            QStringLiteral("KIND")};
    QCommandLineOption since{QStringLiteral("since"),
                             QCoreApplication::translate("airlock::app::Options", "From this time on."),
                             QStringLiteral("T")};
    QCommandLineOption until{QStringLiteral("until"),
                             QCoreApplication::translate("airlock::app::Options", "Before this time."),
                             QStringLiteral("T")};
    QCommandLineOption text{QStringLiteral("text"),
                            QCoreApplication::translate("airlock::app::Options", "Text to find."), QStringLiteral("S")};
    QCommandLineOption limit{QStringLiteral("limit"),
                             QCoreApplication::translate("airlock::app::Options", "Newest N only."),
                             QStringLiteral("N")};
    QCommandLineOption format{QStringLiteral("format"),
                              QCoreApplication::translate("airlock::app::Options", "jsonl, csv or table."),
                              QStringLiteral("F")};
    QCommandLineOption follow{QStringLiteral("follow"),
                              QCoreApplication::translate("airlock::app::Options", "Go on printing new records.")};
    QCommandLineOption db{QStringLiteral("db"), QCoreApplication::translate("airlock::app::Options", "The audit log."),
                          QStringLiteral("FILE")};
    QCommandLineOption config{QStringLiteral("config"),
                              QCoreApplication::translate("airlock::app::Options", "Config file."),
                              QStringLiteral("FILE")};

    QList<QCommandLineOption> all() const
    {
        return {help,  task, client, backend, decision, decidedBy, kind,  since,
                until, text, limit,  format,  follow,   db,        config};
    }
};

// --since and --until: an ISO 8601 date (local midnight) or date-time (local unless it has an offset), or a time ago.
core::Result<QDateTime> parseTime(const QString &option, const QString &text, const QDateTime &now)
{
    static const QRegularExpression ago(QStringLiteral("^([0-9]{1,9})([smhdw])$"));
    if (const QRegularExpressionMatch match = ago.match(text); match.hasMatch()) {
        const qint64 count = match.captured(1).toLongLong();
        const char unit = match.captured(2).at(0).toLatin1();
        const qint64 seconds = unit == 's'   ? 1
                               : unit == 'm' ? 60
                               : unit == 'h' ? 3600
                               : unit == 'd' ? 86400
                                             : 7 * 86400;
        const QDateTime time = now.addSecs(-count * seconds);
        if (time.isValid())
            return time;
    }
    QString iso = text;
    if (iso.size() > 10 && iso.at(10) == QLatin1Char(' '))
        iso[10] = QLatin1Char('T'); // "2026-12-01 11:30", as people type it
    if (iso.size() == 10) {
        const QDate date = QDate::fromString(iso, Qt::ISODate);
        if (date.isValid())
            return date.startOfDay().toUTC();
    } else if (iso.size() > 10 && iso.at(10) == QLatin1Char('T')) {
        const QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
        if (time.isValid())
            return time.toUTC();
    }
    return core::Error::invalidArguments(
        QCoreApplication::translate(
            "airlock::app::History",
            "--%1 needs an ISO 8601 date or date-time (2026-12-01, 2026-12-01T11:30:00Z) or a time ago "
            "(30m, 2h, 7d), not \"%2\"")
            .arg(option, text));
}

core::Result<QString> oneOf(const QString &option, const QString &value, const QStringList &allowed)
{
    if (allowed.contains(value))
        return value;
    return core::Error::invalidArguments(
        QCoreApplication::translate("airlock::app::History", "--%1 must be one of %2, not \"%3\"")
            .arg(option, allowed.join(QStringLiteral(", ")), value));
}

// Where the log is: --db, else the config's audit.path, else the default location.
core::Result<QString> databasePath(const QCommandLineParser &parser, const Options &options)
{
    if (parser.isSet(options.db))
        return parser.value(options.db);
    const bool explicitConfig = parser.isSet(options.config);
    auto config =
        core::Config::load(explicitConfig ? parser.value(options.config) : core::Config::defaultPath(), explicitConfig);
    if (!config)
        return config.error();
    for (const QString &warning : std::as_const(config->warnings))
        printError(QCoreApplication::translate("airlock::app::History", "warning: %1").arg(warning));
    return engine::AuditLog::pathFor(*config);
}

core::Result<Request> parseRequest(const QCommandLineParser &parser, const Options &options)
{
    if (!parser.positionalArguments().isEmpty())
        return core::Error::invalidArguments(
            QCoreApplication::translate("airlock::app::History", "unexpected argument `%1`")
                .arg(parser.positionalArguments().constFirst()));
    Request request;
    AuditQuery &query = request.query;
    query.taskId = parser.value(options.task);
    query.client = parser.value(options.client);
    query.text = parser.value(options.text);
    if (parser.isSet(options.backend)) {
        const auto kind = core::Config::canonicalBackend(parser.value(options.backend));
        if (!kind)
            return kind.error();
        query.backend = *kind;
    }
    const struct {
        const QCommandLineOption &option;
        QString *field;
        QStringList allowed;
    } choices[] = {
        {options.decision, &query.decision, engine::auditDecisions()},
        {options.decidedBy, &query.decidedBy, engine::auditDeciders()},
        {options.kind,
         &query.kind,
         {QStringLiteral("terminal"), QStringLiteral("hook"), QStringLiteral("checkpoint_restore")}},
    };
    for (const auto &choice : choices) {
        if (!parser.isSet(choice.option))
            continue;
        const auto value = oneOf(choice.option.names().constFirst(), parser.value(choice.option), choice.allowed);
        if (!value)
            return value.error();
        *choice.field = *value;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const std::pair<const QCommandLineOption *, QDateTime *> times[] = {{&options.since, &query.since},
                                                                        {&options.until, &query.until}};
    for (const auto &[option, field] : times) {
        if (!parser.isSet(*option))
            continue;
        const auto time = parseTime(option->names().constFirst(), parser.value(*option), now);
        if (!time)
            return time.error();
        *field = *time;
    }

    const QString format = parser.isSet(options.format) ? parser.value(options.format) : QStringLiteral("jsonl");
    if (format == QLatin1String("jsonl"))
        request.format = Format::JsonLines;
    else if (format == QLatin1String("csv"))
        request.format = Format::Csv;
    else if (format == QLatin1String("table"))
        request.format = Format::Table;
    else
        return core::Error::invalidArguments(
            QCoreApplication::translate("airlock::app::History", "--format must be jsonl, csv or table, not \"%1\"")
                .arg(format));
    if (parser.isSet(options.limit)) {
        bool ok = false;
        request.limit = parser.value(options.limit).toInt(&ok);
        if (!ok || request.limit < 0)
            return core::Error::invalidArguments(
                QCoreApplication::translate("airlock::app::History",
                                            "--limit needs a whole number, 0 or more (0: all), not \"%1\"")
                    .arg(parser.value(options.limit)));
    } else if (request.format == Format::Table) {
        request.limit = kTableLimit;
    }
    request.follow = parser.isSet(options.follow);
    const auto database = databasePath(parser, options);
    if (!database)
        return database.error();
    request.database = *database;
    return request;
}

QByteArray render(const QList<AuditRecord> &records, Format format, bool header)
{
    if (format == Format::Table)
        return engine::formatTable(records, header).toUtf8();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (format == Format::Csv)
        engine::writeCsv(buffer, records, header);
    else
        engine::writeJsonLines(buffer, records);
    return buffer.data();
}

// stdout, flushed after every write. A reader that went away (`airlock history --follow | head`) ends the command
// quietly; any other failure is said.
class Output final
{
public:
    bool write(const QByteArray &bytes)
    {
        if (m_failed)
            return false;
        const bool written = std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size());
        if (written && std::fflush(stdout) == 0)
            return true;
        m_failed = true;
        if (errno != EPIPE) {
            printError(QCoreApplication::translate("airlock::app::History", "cannot write to stdout: %1")
                           .arg(QString::fromLocal8Bit(std::strerror(errno))));
            m_exitCode = Unreadable;
        }
        return false;
    }
    bool failed() const { return m_failed; }
    int exitCode() const { return m_exitCode; }

private:
    bool m_failed = false;
    int m_exitCode = Done;
};

qint64 largestId(const QList<AuditRecord> &records, qint64 id)
{
    for (const AuditRecord &record : records)
        id = std::max(id, record.id);
    return id;
}

// Prints the records that match now, oldest first, and returns the largest id printed: --follow goes on after it.
core::Result<qint64> printExisting(const AuditReader &reader, const Request &request, Output &out)
{
    AuditQuery query = request.query;
    if (request.limit > 0) {
        // The newest N, shown oldest first.
        query.newestFirst = true;
        query.limit = request.limit;
        auto records = reader.query(query);
        if (!records)
            return records.error();
        QList<AuditRecord> list = std::move(records).value();
        std::reverse(list.begin(), list.end());
        out.write(render(list, request.format, true));
        return largestId(list, 0);
    }
    // Page by page by id (each page starts after the last id printed, so a page costs the same at the end of a million
    // records as at the start), inside one read transaction: one snapshot of the file while the app goes on writing,
    // so that no record is printed twice or skipped and --follow starts exactly after the last one.
    QSqlDatabase database = reader.database();
    const bool snapshot = database.transaction();
    query.newestFirst = false;
    query.limit = kPageSize;
    qint64 last = 0;
    for (bool first = true; !out.failed(); first = false, query.afterId = last) {
        const auto page = reader.query(query);
        if (!page) {
            if (snapshot)
                database.rollback();
            return page.error();
        }
        if (first || !page->isEmpty())
            out.write(render(*page, request.format, first));
        last = largestId(*page, last);
        if (page->size() < kPageSize)
            break;
    }
    if (snapshot)
        database.rollback(); // it only read
    return last;
}

// --follow: prints the matching records committed after `lastId`, oldest first, each time the log's files change
// (and every kFollowPollMs, for changes the watcher misses: the "-wal" file comes and goes with the app).
class Follower final : public QObject
{
    Q_DISABLE_COPY_MOVE(Follower)

public:
    Follower(const AuditReader &reader, const Request &request, qint64 lastId, Output &out, QObject *parent = nullptr)
        : QObject(parent)
        , m_reader(reader)
        , m_request(request)
        , m_lastId(lastId)
        , m_out(out)
        , m_files({request.database, request.database + QStringLiteral("-wal")})
    {
        connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &Follower::soon);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            watch();
            poll();
        });
    }

    void start()
    {
        watch();
        m_timer.start(kFollowPollMs);
        soon(); // what was committed between the first query and the watcher
    }

private:
    // Many changes in a row (one transaction touches the file several times) are one query.
    void soon()
    {
        if (m_queued)
            return;
        m_queued = true;
        QTimer::singleShot(0, this, [this] {
            m_queued = false;
            poll();
        });
    }

    void watch()
    {
        const QStringList watched = m_watcher.files();
        for (const QString &file : m_files) {
            if (!watched.contains(file) && QFileInfo::exists(file))
                m_watcher.addPath(file); // again, after the app removed and recreated it
        }
    }

    void poll()
    {
        AuditQuery query = m_request.query;
        query.afterId = m_lastId;
        query.newestFirst = false;
        const auto records = m_reader.query(query);
        if (!records) {
            // Say it once, and go on trying: the app may be replacing or fixing the file.
            if (records.error().message != m_problem)
                printError(records.error().message);
            m_problem = records.error().message;
            return;
        }
        m_problem.clear();
        if (records->isEmpty())
            return;
        m_lastId = largestId(*records, m_lastId);
        if (!m_out.write(render(*records, m_request.format, false)))
            QCoreApplication::exit(m_out.exitCode());
    }

    const AuditReader &m_reader;
    const Request m_request;
    qint64 m_lastId;
    Output &m_out;
    const QStringList m_files;
    QFileSystemWatcher m_watcher;
    QTimer m_timer;
    bool m_queued = false;
    QString m_problem;
};

} // namespace

int runHistory(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    nameApplication(); // AppDataLocation, where the default log is
    QCommandLineParser parser;
    const Options options;
    parser.addOptions(options.all());
    QStringList arguments = app.arguments();
    arguments.removeAt(1); // "history"
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        std::fputs(qPrintable(usage()), stderr);
        return Usage;
    }
    if (parser.isSet(options.help)) {
        std::fputs(qPrintable(usage()), stdout);
        return Done;
    }
    const auto request = parseRequest(parser, options);
    if (!request) {
        printError(request.error().message);
        return Usage;
    }

    const QString &path = request->database;
    // A log that does not exist is not created here: the reader never writes, and an empty file would be no log.
    if (!QFileInfo::exists(path)) {
        printError(
            QCoreApplication::translate("airlock::app::History",
                                        "no audit log at %1 yet: Airlock records calls there once it has run one")
                .arg(path));
        return Unreadable;
    }
    AuditReader reader(path);
    if (const auto opened = reader.open(); !opened) {
        const QString &message = opened.error().message;
        printError(message.contains(path) ? message : QStringLiteral("%1: %2").arg(path, message));
        return Unreadable;
    }

    // Ctrl-C or SIGTERM ends --follow normally, even during the first records.
    if (request->follow)
        watchSignals(&app, [](int) { QCoreApplication::exit(Done); });
    Output out;
    const auto last = printExisting(reader, *request, out);
    if (!last) {
        printError(last.error().message);
        return Unreadable;
    }
    if (!request->follow || out.failed())
        return out.exitCode();

    Follower follower(reader, *request, *last, out);
    follower.start();
    const int code = app.exec();
    return out.failed() ? out.exitCode() : code;
}

} // namespace airlock::app
