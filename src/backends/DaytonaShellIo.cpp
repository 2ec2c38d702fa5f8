// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaShellIo.h"

#include "PosixShellScript.h"

namespace airlock::backends::DaytonaShellIo {

namespace {

constexpr qint64 kPunchAfter = 8 * (1 << 20); // read output is punched out of the files past this much
const QByteArray kTextEnd = QByteArrayLiteral("\nT-end\n");

// The io session's functions (bash, C locale: one byte is one character), defined once at its top level where they
// run too: a request is one short line, and no subshell. __t prints what was read from $2 of file $1: the text itself
// (`T <from> <length>`, a line, then the text and the line `T-end`) when the read ended at the end of the file ($3 not
// 0) and every byte is printable or white space; otherwise `B <from> <base64>` of up to kChunk bytes read again from
// the file. __r reads descriptor $1 (file $2) from offset $3: a descriptor behind it is moved on (dd skips relative to
// where it stands); one ahead of it (an earlier read took more) is not read. __s moves descriptor $1 to the end of
// file $2 (one byte read tells whether anything is there). __w and __p are writeScript and pollScript.
constexpr char kFunctions[] = R"SH(
__t() {
  if [ "$3" != 0 ] && [[ $4 != *[![:print:][:space:]]* ]]; then
    printf 'T %s %s\n%s\nT-end\n' "$2" "${#4}" "$4"
  else
    printf 'B %s ' "$2"; tail -c +$(($2 + 1)) "$1" | head -c @CHUNK@ | base64 -w0; echo
  fi
}
__r() {
  local k p x= s=0
  read -r k p </proc/$BASHPID/fdinfo/$1 || return 1
  if [ "$p" -lt "$3" ]; then dd bs=1 skip=$(($3 - p)) count=0 iflag=skip_bytes status=none <&$1 || return 1; p=$3; fi
  if [ "$p" -eq "$3" ]; then IFS= read -r -d '' -n @TEXT@ x <&$1; s=$?; fi
  __t "$2" "$3" "$s" "$x"
}
__s() {
  local k p x z
  IFS= read -r -d '' -n 1 x <&$1 || [ -n "$x" ] || return 0
  read -r k p </proc/$BASHPID/fdinfo/$1 && z=$(stat -c %s "$2") || return 1
  [ "$z" -le "$p" ] || dd bs=1 skip=$((z - p)) count=0 iflag=skip_bytes status=none <&$1
}
__w() {
  local a b e k s i=0
  cd @DIR@ || return 3
  if [ "$1" = 1 ]; then
    { __s 5 out && __s 6 err; } 2>/dev/null || return 5
    read -r k a </proc/$BASHPID/fdinfo/5 && read -r k b </proc/$BASHPID/fdinfo/6 || return 5
  fi
  if [ "$3" = t ]; then printf %s "$4" >&7 || return 4; else printf %s "$4" | base64 -d >&7 || return 4; fi
  [ "$1" = 1 ] || return 0
  echo "S $a $b"
  [ "$2" = 1 ] || return 0
  until IFS= read -r -d '' -n @TEXT@ e <&6; s=$?; [ -n "$e" ] || [ "$s" = 0 ] || [ "$i" -ge @WAITS@ ]; do
    i=$((i + 1)); read -r -t 0.0002 -u 4 k
  done
  { __r 5 out "$a" && __t err "$b" "$s" "$e"; } 2>/dev/null
  return 0
}
__p() {
  local r=
  cd @DIR@ || return 3
  { read -r r <rc; } 2>/dev/null
  { __r 5 out "$1" && __r 6 err "$2"; } 2>/dev/null || return 5
  echo "R $r"
}
)SH";

QByteArray functions(const QByteArray &dir)
{
    QByteArray script(kFunctions);
    script.replace("@CHUNK@", QByteArray::number(kChunk));
    script.replace("@TEXT@", QByteArray::number(kTextRead));
    script.replace("@WAITS@", QByteArray::number(kWaitAfterWriteMs * 5));
    script.replace("@DIR@", PosixShellScript::singleQuote(dir));
    return script;
}

// What a write tells the shell: text as it is (printf is a builtin: no process); bytes JSON cannot carry as base64.
bool isText(const QByteArray &chunk)
{
    return !chunk.contains('\0') && QString::fromUtf8(chunk).toUtf8() == chunk;
}

// Prints "H <offset> <size> <base64 of up to kChunk bytes from offset>" (no process at all when nothing is new), the
// size being $size. Past the command's budget, a stretch of more than kChunk bytes behind the end is skipped, unless
// anything in it looks like the start of a protocol record (32 hex digits and a colon, looked for in two staggered
// passes of 4 KiB lines so that no match can straddle a line break in both).
QByteArray offsetRead(const char *name, const Stream &stream, const char *size)
{
    const QByteArray f = name;
    const QByteArray s = QByteArray("$") + size;
    QByteArray script = "o=" + QByteArray::number(stream.offset) + "; ";
    if (stream.delivered >= kBudget) {
        const QByteArray look = " | tr '\\n' ' ' | fold -b -w 4096 | grep -qE '[0-9a-f]{32}:'";
        script += "n=$((" + s + " - " + QByteArray::number(kChunk) +
                  " - o)); if [ \"$n\" -gt 8192 ] && ! { tail -c +$((o + 1)) " + f + " | head -c $n" + look +
                  " || tail -c +$((o + 2049)) " + f + " | head -c $((n - 2048))" + look + "; }; then o=$((" + s +
                  " - " + QByteArray::number(kChunk) + ")); fi; ";
    }
    return script + "printf 'H %s %s ' \"$o\" \"" + s + "\"; if [ \"" + s +
           "\" -gt \"$o\" ]; then tail -c +$((o + 1)) " + f + " | head -c " + QByteArray::number(kChunk) +
           " | base64 -w0; fi; echo";
}

bool ok(const QByteArray &field, qint64 *value)
{
    bool good = false;
    *value = field.toLongLong(&good);
    return good && *value >= 0;
}

} // namespace

QByteArray openScript(const QByteArray &dir)
{
    // At the io session's top level, so that the descriptors and the functions outlive this request (a request's text
    // is read by the session's shell one byte at a time: the shorter, the faster). Descriptor 7 holds the fifo open
    // from before the shell opens it: a fifo nobody holds drops what was written into it.
    return functions(dir) + "cd " + PosixShellScript::singleQuote(dir) +
           " && exec 7<>in 4<>wait 5<out 6<err && [ -n \"$BASH_VERSION\" ] && " +
           "LC_ALL=C && read -r k p </proc/$BASHPID/fdinfo/5 && [ \"$p\" = 0 ] && echo fd-reads; true";
}

bool fdRead(const Stream &out, const Stream &err, bool fdReads)
{
    return fdReads && out.delivered < kBudget && err.delivered < kBudget;
}

QByteArray pollScript(const QByteArray &dir, const Stream &out, const Stream &err, bool fdReads)
{
    QByteArray script;
    if (fdRead(out, err, fdReads)) {
        script = "__p " + QByteArray::number(out.offset) + ' ' + QByteArray::number(err.offset);
    } else {
        // The end first: once `rc` exists, everything the shell printed is in the files.
        script = "( cd " + PosixShellScript::singleQuote(dir) +
                 " || exit 3; r=; { read -r r <rc; } 2>/dev/null; set -- $(stat -c %s out err); { " +
                 offsetRead("out", out, "1") + "; " + offsetRead("err", err, "2") + "; } 2>/dev/null; echo \"R $r\"\n)";
    }
    QByteArray punch;
    if (out.offset > kPunchAfter)
        punch += "fallocate -p -o 0 -l " + QByteArray::number(out.offset) + " " + PosixShellScript::singleQuote(dir) +
                 "/out 2>/dev/null; ";
    if (err.offset > kPunchAfter)
        punch += "fallocate -p -o 0 -l " + QByteArray::number(err.offset) + " " + PosixShellScript::singleQuote(dir) +
                 "/err 2>/dev/null; ";
    return punch.isEmpty() ? script : script + " && { " + punch + "true; }";
}

QByteArray writeScript(const QByteArray &dir, const QByteArray &chunk, bool first, bool waitAndRead, bool fdReads)
{
    if (fdReads) {
        return "__w " + QByteArray(first ? "1 " : "0 ") + (waitAndRead ? "1 " : "0 ") +
               (isText(chunk) ? "t " + PosixShellScript::singleQuote(chunk) : "b " + chunk.toBase64());
    }
    // The fifo is opened read-write (and held by the io session, see openScript): opening it write-only waits for a
    // reader, forever once the shell has ended (a write racing the shell's exit would wedge the io session, and every
    // read and signal queued behind it).
    QByteArray script = "( cd " + PosixShellScript::singleQuote(dir) + " || exit 3; ";
    if (first)
        script += "set -- $(stat -c %s out err); a=$1 b=$2; ";
    if (isText(chunk))
        script += "printf %s " + PosixShellScript::singleQuote(chunk) + " 1<>in || exit 4";
    else
        script += "printf %s " + chunk.toBase64() + " | base64 -d 1<>in || exit 4";
    if (first)
        script += "; echo \"S $a $b\"";
    return script + "\n)";
}

Answer parse(const QByteArray &result)
{
    Answer answer;
    qsizetype at = 0;
    while (at < result.size() && !answer.malformed) {
        qsizetype end = result.indexOf('\n', at);
        if (end < 0)
            end = result.size();
        const QByteArray line = result.mid(at, end - at);
        at = end + 1;
        if (line.isEmpty())
            continue;
        const QList<QByteArray> fields = line.split(' ');
        const char kind = line.at(0);
        Read read;
        qint64 a = 0;
        qint64 b = 0;
        if (kind == 'R') {
            answer.exitStatus = line.mid(1).trimmed();
        } else if (kind == 'S' && ok(fields.value(1), &a) && ok(fields.value(2), &b)) {
            answer.start = std::make_pair(a, b);
        } else if (kind == 'T' && ok(fields.value(1), &read.from) && ok(fields.value(2), &a) &&
                   result.mid(at + a, kTextEnd.size()) == kTextEnd) {
            // (A service that changed a line's bytes, e.g. stripped its blanks, moves the end line: caught here.)
            read.data = result.mid(at, a);
            read.size = read.from + a; // read to the end of the file
            at += a + kTextEnd.size();
            answer.reads << read;
        } else if (kind == 'B' && ok(fields.value(1), &read.from)) {
            read.data = QByteArray::fromBase64(fields.value(2));
            read.size = read.from + read.data.size() + (read.data.size() >= kChunk ? 1 : 0);
            answer.reads << read;
        } else if (kind == 'H' && ok(fields.value(1), &read.from) && ok(fields.value(2), &read.size)) {
            read.data = QByteArray::fromBase64(fields.value(3));
            answer.reads << read;
        } else {
            answer.malformed = true;
        }
    }
    return answer;
}

} // namespace airlock::backends::DaytonaShellIo
