// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace airlock::backends::DaytonaShellIo {

// The scripts DaytonaTransport runs in its io session, and the reading of their answers (docs/backends.md "Daytona").
// The shell's output is two files in the sandbox. Where the io session's shell is bash and can read
// /proc/<pid>/fdinfo, its top level keeps them open (descriptors 5 and 6, and 4 on a fifo nothing writes, to sleep on)
// and a read goes on from where the last one ended with built-ins only: text of up to kTextRead bytes costs no process
// in the sandbox. Anything else (other bytes, more text, a shell without those) is read from an offset with
// tail | head | base64, as everywhere else on this path.

constexpr qint64 kChunk = 1 << 20;     // bytes per stream per read, at most
constexpr qint64 kBudget = 2 * kChunk; // per stream and command before stretches may be skipped
constexpr int kTextRead = 4096;        // bytes a built-in read takes (one system call each)
constexpr int kWaitAfterWriteMs = 30;  // how long a command's write waits for its first output

struct Stream {
    qint64 offset = 0;    // bytes of the file read (or skipped)
    qint64 size = 0;      // the file's size at the last read, or more than the offset when more is there
    qint64 delivered = 0; // bytes delivered since the session was last idle
};

// Every script runs at the io session's top level (those that need one bring their own subshell).
// The io session's top level opens the descriptors and defines the functions; prints `fd-reads` when the built-in reads
// can work.
QByteArray openScript(const QByteArray &dir);

// Reads what is new in both files and the shell's exit status. `fdReads`: what openScript answered.
QByteArray pollScript(const QByteArray &dir, const Stream &out, const Stream &err, bool fdReads);

// Writes `chunk` into the shell's fifo. The first write of a command first skips what background jobs printed while
// the shell was idle, and reports where the files then stood (a `S` line); when it is also the command's last write
// and fdReads holds, it then waits up to kWaitAfterWriteMs for the command's first output on stderr (where the
// shell's end record goes last) and reads both streams: a short command takes one request.
QByteArray writeScript(const QByteArray &dir, const QByteArray &chunk, bool first, bool waitAndRead, bool fdReads);

struct Read {
    qint64 from = 0;
    qint64 size = 0; // known end of the file (more than from + data.size() when there is more)
    QByteArray data;
};

struct Answer {
    std::optional<std::pair<qint64, qint64>> start; // where the files stood before a command's first write
    QList<Read> reads;                              // stdout's, then stderr's
    QByteArray exitStatus;                          // the shell's, once it has ended
    bool malformed = false;
};

Answer parse(const QByteArray &result);

} // namespace airlock::backends::DaytonaShellIo
