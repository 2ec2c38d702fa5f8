// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalShellState.h"

#include <QRandomGenerator>

namespace airlock::backends {

namespace {

// $1 nonce, $2 cwd, $3 exports, $4 functions, $5 options, $6 workdir, $7 the command. The report runs from the EXIT
// trap, so `exit N` in the command still reports; it writes to fd 9, the stdout saved before the command ran, so a
// command that closes or redirects its stdout does not lose it. It uses builtins only (no subshell, no sed): every
// fork is paid on every call.
const char kWrapper[] = R"SH(__an=$1 __ac=$2 __ae=$3 __af=$4 __ao=$5 __aw=$6 __acmd=$7; set --
exec 9>&1
if [ -n "$__ae" ]; then @UNSETENV@ eval "$__ae"; fi
@FUNCS@
[ -n "$__ac" ] && cd -- "$__ac" 2>/dev/null
__airlock_report() {
  __ar=$?; { set +xv; } 2>/dev/null; trap - EXIT
  printf '%s:B\n' "$__an" >&9; set +o >&9; @SHOPT@ printf 'umask ' >&9; umask >&9
  set +eu; printf '%s:C\n' "$__an" >&9; pwd >&9; printf '%s:E\n' "$__an" >&9; unset AIRLOCK_CMD; export -p >&9
  printf '%s:F\n' "$__an" >&9; @DECLF@ printf '%s:Z\n' "$__an" >&9
  exit $__ar
}
trap __airlock_report EXIT
if [ -n "$__aw" ]; then
  case $__aw in "~") __aw=$HOME ;; "~/"*) __aw=$HOME/${__aw#"~/"} ;; esac
  cd -- "$__aw" || exit 1
fi
if [ -n "$__ao" ]; then eval "$__ao"; fi
unset __ac __ae __af __ao __aw
eval "$__acmd"
)SH";

QByteArray wrapper(bool bash)
{
    QByteArray s(kWrapper);
    // AIRLOCK_CMD (the exec's mark, how a cancel finds its processes) is this call's own: kept, and not recorded.
    s.replace("@UNSETENV@",
              bash ? "for __av in $(compgen -e); do [ \"$__av\" = AIRLOCK_CMD ] || unset \"$__av\" 2>/dev/null; done;"
                   : "");
    s.replace("@FUNCS@", bash ? "if [ -n \"$__af\" ]; then eval \"$__af\"; fi" : "");
    s.replace("@SHOPT@", bash ? "shopt -p >&9;" : "");
    // The report leaves itself out of the functions it records by unsetting itself first (bash keeps running it).
    s.replace("@DECLF@", bash ? "unset -f __airlock_report; declare -f >&9;" : "");
    return s;
}

// Drops the options the wrapper must not restore before its own code (tracing would show it).
QByteArray restorable(const QByteArray &options)
{
    QByteArray out;
    for (const QByteArray &line : options.split('\n')) {
        if (line.isEmpty() || line.contains("xtrace") || line.contains("verbose") || line.contains("noexec"))
            continue;
        out += line + '\n';
    }
    return out;
}

} // namespace

QStringList ModalShellState::argv(bool bash, const QByteArray &nonce, const QByteArray &command,
                                  const QString &workdir) const
{
    return {bash ? QStringLiteral("bash") : QStringLiteral("sh"),
            QStringLiteral("-c"),
            QString::fromUtf8(wrapper(bash)),
            QStringLiteral("airlock-modal"),
            QString::fromLatin1(nonce),
            QString::fromUtf8(cwd),
            QString::fromUtf8(exports),
            bash ? QString::fromUtf8(functions) : QString(),
            QString::fromUtf8(restorable(options)),
            workdir,
            QString::fromUtf8(command)};
}

QByteArray ModalShellState::newNonce()
{
    quint64 words[2] = {QRandomGenerator::system()->generate64(), QRandomGenerator::system()->generate64()};
    return "AIRLOCK" + QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

StateFilter::StateFilter(const QByteArray &nonce)
    : m_marker(nonce + ":B\n")
    , m_nonce(nonce)
{}

QByteArray StateFilter::feed(const QByteArray &chunk)
{
    if (m_state)
        return chunk; // a background job's output after the record
    m_held += chunk;
    if (!m_inRecord) {
        const qsizetype at = m_held.indexOf(m_marker);
        if (at < 0) {
            // Keep only what could be the start of the marker.
            qsizetype keep = qMin(m_held.size(), m_marker.size() - 1);
            while (keep > 0 && !m_marker.startsWith(m_held.right(keep)))
                --keep;
            QByteArray out = m_held.left(m_held.size() - keep);
            m_held.remove(0, m_held.size() - keep);
            return out;
        }
        QByteArray out = m_held.left(at);
        m_held.remove(0, at + m_marker.size());
        m_inRecord = true;
        if (!out.isEmpty() || m_held.isEmpty())
            return out + feed({});
        return out + feed({});
    }
    const QByteArray end = m_nonce + ":Z\n";
    const qsizetype endAt = m_held.indexOf(end);
    if (endAt < 0) {
        if (m_held.size() > kMaxRecordBytes) {
            QByteArray out = m_marker + m_held; // not a record Airlock can use: the command's bytes after all
            m_held.clear();
            m_inRecord = false;
            return out;
        }
        return {};
    }
    const QByteArray body = m_held.left(endAt);
    const QByteArray rest = m_held.mid(endAt + end.size());
    m_held.clear();
    const QByteArray c = m_nonce + ":C\n", e = m_nonce + ":E\n", f = m_nonce + ":F\n";
    const qsizetype ci = body.indexOf(c), ei = body.indexOf(e), fi = body.indexOf(f);
    if (ci < 0 || ei < ci || fi < ei)
        return m_marker + body + end + rest;
    ModalShellState s;
    s.options = body.left(ci);
    s.cwd = body.mid(ci + c.size(), ei - ci - c.size());
    if (s.cwd.endsWith('\n'))
        s.cwd.chop(1);
    s.exports = body.mid(ei + e.size(), fi - ei - e.size());
    s.functions = body.mid(fi + f.size());
    m_state = s;
    return rest;
}

QByteArray StateFilter::finish()
{
    if (m_state)
        return {};
    QByteArray out = m_inRecord ? m_marker + m_held : m_held;
    m_held.clear();
    return out;
}

} // namespace airlock::backends
