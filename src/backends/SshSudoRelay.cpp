// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SshSudoRelay.h"

#include "BackendsLog.h"
#include "SshConnection.h"
#include "SshTransport.h"

namespace airlock::backends {

namespace {

// The relay, in bash on the host. Its FIFO is opened read-write so that it never waits in open(); it ends when its
// session goes (the connection dropped) or with the task (it carries the task's marker). Only builtins touch the
// password (read, printf), so it is in no command line; the write to the helper's FIFO runs in the background so that
// a helper that died cannot block the relay.
constexpr char kRelay[] = R"RELAY(umask 077
d=@DIR@
mkdir -p -- "$d" || exit 1
cat > "$d/askpass" <<'AIRLOCK_HELPER'
#!/bin/sh
d=${0%/*}
f="$d/a.$$"
rm -f "$f"
mkfifo -m 600 "$f" || exit 1
trap 'rm -f "$f"' EXIT
printf '%s %s\n' "$$" "$PPID" > "$d/req" || exit 1
IFS= read -r pw < "$f" || exit 1
[ -n "$pw" ] || { echo 'airlock askpass: no password was handed out' >&2; exit 1; }
printf '%s\n' "$pw"
AIRLOCK_HELPER
chmod 700 "$d/askpass" || exit 1
rm -f "$d/req"
mkfifo -m 600 "$d/req" || exit 1
exec 3<>"$d/req"
p=$PPID
echo READY
while kill -0 "$p" 2>/dev/null; do
  IFS=' ' read -r -t 5 id ppid <&3 || continue
  case "$id:$ppid" in *[!0-9:]*|:*|*:) continue ;; esac
  name= euid=
  while IFS=$' \t' read -r k v1 v2 rest; do
    case $k in Name:) name=$v1 ;; Uid:) euid=$v2 ;; esac
  done < "/proc/$ppid/status"
  echo "ASK $id $ppid ${name:-?} ${euid:-?}"
  IFS= read -r pw || exit 0
  [ -p "$d/a.$id" ] && { printf '%s\n' "$pw" > "$d/a.$id" & }
  pw=
done
)RELAY";

constexpr int kStartTimeoutMs = 10000;

} // namespace

SshSudoRelay::SshSudoRelay(SshConnection *connection, const QString &taskDir, const QByteArray &taskMarker,
                           SudoPassword *password, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_taskDir(taskDir)
    , m_taskMarker(taskMarker)
    , m_password(password)
{
    m_startTimer.setSingleShot(true);
    connect(&m_startTimer, &QTimer::timeout, this,
            [this] { finishStart(false, QStringLiteral("the sudo relay did not start within 10 s")); });
    connect(m_connection, &SshConnection::channelData, this, [this](int channel, int stream, const QByteArray &bytes) {
        if (channel != m_channel)
            return;
        if (stream == SshConnection::Stdout)
            onData(bytes);
        else
            qCDebug(lcSsh) << "sudo relay:" << bytes.size() << "bytes";
    });
    connect(m_connection, &SshConnection::channelFailed, this, [this](int channel, const QString &reason) {
        if (channel == m_channel)
            finishStart(false, QStringLiteral("cannot open the sudo relay's channel: ") + reason);
    });
    connect(m_connection, &SshConnection::channelClosed, this, [this](int channel, int exitStatus, int) {
        if (channel != m_channel)
            return;
        m_channel = -1;
        finishStart(
            false,
            QStringLiteral("the sudo relay ended (exit status %1); it needs bash, mkfifo and /proc").arg(exitStatus));
    });
}

SshSudoRelay::~SshSudoRelay()
{
    if (m_channel >= 0 && m_connection)
        m_connection->closeChannel(m_channel);
}

QString SshSudoRelay::helperPath() const
{
    return m_taskDir + QStringLiteral("/askpass");
}

void SshSudoRelay::start()
{
    QByteArray script(kRelay);
    script.replace("@DIR@", SshTransport::shellQuote(m_taskDir));
    m_channel =
        m_connection->openChannel("exec env " + SshTransport::shellQuote(QString::fromUtf8(m_taskMarker)) +
                                  " bash --norc --noprofile -c " + SshTransport::shellQuote(QString::fromUtf8(script)));
    m_startTimer.start(kStartTimeoutMs);
}

void SshSudoRelay::finishStart(bool ok, const QString &problem)
{
    if (m_started)
        return;
    m_started = true;
    m_startTimer.stop();
    if (!ok)
        qCInfo(lcSsh).noquote() << "sudo is left alone on this host:" << problem;
    emit ready(ok, problem);
}

void SshSudoRelay::onData(const QByteArray &bytes)
{
    m_buffer += bytes;
    if (m_buffer.size() > 4096 && !m_buffer.contains('\n')) {
        m_buffer.clear(); // not the relay talking
        return;
    }
    for (qsizetype end = m_buffer.indexOf('\n'); end >= 0; end = m_buffer.indexOf('\n')) {
        const QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 1);
        onLine(line);
    }
}

void SshSudoRelay::onLine(const QByteArray &line)
{
    if (line == "READY") {
        finishStart(true, {});
        return;
    }
    const QList<QByteArray> fields = line.split(' ');
    if (fields.size() != 5 || fields[0] != "ASK")
        return;
    bool ok = false;
    const qint64 requester = fields[2].toLongLong(&ok);
    const int channel = m_channel;
    const auto reply = [connection = m_connection, channel](const QString &password) {
        if (connection)
            connection->write(channel, password.toUtf8() + '\n');
    };
    // Only the password's true recipient is answered: a sudo with root's effective uid (no user process has it).
    if (!ok || fields[3] != "sudo" || fields[4] != "0") {
        qCWarning(lcSsh) << "sudo relay: a request not made by sudo refused, parent" << fields[2] << fields[3];
        reply({});
        return;
    }
    m_password->answer(requester, reply);
}

} // namespace airlock::backends
