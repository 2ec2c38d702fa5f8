// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: the shell record scanner (backends/RecordScanner.h), with the fuzzer as the command.
// The input is a script of commands: each prints bytes of the fuzzer's choice (which may imitate records, reuse an
// earlier command's nonce or end in part of the current one, but never holds the current nonce: the command never
// sees it), and the wrapper interleaves real records (`<nonce>:<type>…`, fields of the fuzzer's choice without the
// nonce). Each command gets a fresh 32-hex-digit nonce, as ShellScript::newNonce() makes them.
// Oracles: whatever the chunking, the scanner gives back exactly the wrapper's records, in order, with their
// fields, and exactly the command's bytes around them (nothing the command prints is taken for a record, nothing
// it prints is lost or reordered).
#include "FuzzChunks.h"
#include "backends/RecordScanner.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

using airlock::backends::RecordScanner;
using airlock::fuzz::check;

namespace {

// Fixed so that runs are reproducible; random-looking like real ones (a nonce with a period would let a field that
// ends in its first digits run into it, which a command cannot arrange without knowing the nonce).
constexpr std::array<std::string_view, 4> kNonces = {
    "9f1c27e04b8d6a35c2e7f90a1d4b6e83", "3a7d05c9e1f2846b0d9c3e5a7f18b260", "c4e8a1f6037b92d5e6a0c8f14b3d7925",
    "5b2f9d0e6c1a7384f5e2b9c06d8a1f47"};

struct Event {
    char type = 0; // 0: command output
    QByteArray data;
    QList<QByteArray> fields;
    bool operator==(const Event &) const = default;
};

struct Command {
    QByteArray nonce;
    QByteArray stream;
    std::vector<Event> expected; // output runs merged
};

int fieldsOf(char type)
{
    return type == 'I' ? 4 : type == 'E' ? 2 : type == 'W' ? 1 : 0;
}

// The command cannot print the nonce it never saw: break every occurrence (a hex digit becomes 'g', which no nonce
// holds, so no new occurrence appears).
QByteArray withoutNonce(QByteArray bytes, const QByteArray &nonce)
{
    for (qsizetype at = bytes.indexOf(nonce); at >= 0; at = bytes.indexOf(nonce, at))
        bytes[at + nonce.size() - 1] = 'g';
    return bytes;
}

void appendOutput(std::vector<Event> &events, const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    if (!events.empty() && events.back().type == 0)
        events.back().data += bytes;
    else
        events.push_back({0, bytes, {}});
}

// Script: a byte chooses the operation, the next one a length. Output runs are sanitized as a whole afterwards, so
// two runs that meet cannot spell the nonce either.
std::vector<Command> buildCommands(std::string_view script)
{
    std::vector<Command> commands;
    std::size_t pos = 0;
    auto take = [&](std::size_t n) {
        const std::string_view bytes = script.substr(pos, n);
        pos += bytes.size();
        return QByteArray(bytes.data(), qsizetype(bytes.size()));
    };
    struct Op {
        char type = 0;
        QByteArray output;
        QList<QByteArray> fields;
    };
    std::vector<std::vector<Op>> ops(1);
    while (pos < script.size()) {
        const auto op = static_cast<unsigned char>(script[pos++]);
        const std::size_t length = pos < script.size() ? static_cast<unsigned char>(script[pos++]) : 0;
        static constexpr std::array<char, 5> kTypes = {'I', 'E', 'W', 'e', 'i'};
        if (op < 0x80) {
            ops.back().push_back({0, take(length), {}});
        } else if (op < 0xF0) {
            Op record{kTypes[op % kTypes.size()], {}, {}};
            for (int i = 0; i < fieldsOf(record.type); ++i)
                record.fields.append(take(length / (i + 1)));
            ops.back().push_back(record);
        } else if (ops.size() < 8) {
            ops.emplace_back(); // the next command
        }
    }
    for (std::size_t c = 0; c < ops.size(); ++c) {
        Command command{QByteArray(kNonces[c % kNonces.size()].data(), 32), {}, {}};
        QByteArray run;
        auto endRun = [&] {
            run = withoutNonce(run, command.nonce);
            command.stream += run;
            appendOutput(command.expected, run);
            run.clear();
        };
        for (Op &op : ops[c]) {
            if (op.type == 0) {
                run += op.output;
                continue;
            }
            endRun();
            command.stream += command.nonce + ':' + op.type;
            if (op.fields.isEmpty() && fieldsOf(op.type) == 0) {
                command.stream += '\n';
            } else {
                command.stream += ':';
                for (QByteArray &field : op.fields) {
                    field = withoutNonce(field, command.nonce);
                    command.stream += field + command.nonce;
                }
                command.stream += '\n';
            }
            command.expected.push_back({op.type, {}, op.fields});
        }
        endRun();
        commands.push_back(command);
    }
    return commands;
}

std::vector<Event> scan(RecordScanner &scanner, const Command &command, const airlock::fuzz::ChunkedInput &cuts)
{
    airlock::fuzz::ChunkedInput plan = cuts;
    plan.payload = std::string_view(command.stream.constData(), size_t(command.stream.size()));
    std::vector<Event> events;
    scanner.reset(command.nonce);
    for (const std::string_view chunk : plan.chunks()) {
        for (const RecordScanner::Piece &piece : scanner.feed(QByteArray(chunk.data(), qsizetype(chunk.size())))) {
            if (piece.record.type)
                events.push_back({piece.record.type, {}, piece.record.fields});
            else
                appendOutput(events, piece.data);
        }
    }
    appendOutput(events, scanner.flush());
    check(!scanner.overflowed(), "RecordScanner: overflow on a stream of well-formed records");
    return events;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const airlock::fuzz::ChunkedInput in = airlock::fuzz::splitFuzzInput(data, size);
    airlock::fuzz::ChunkedInput whole;
    whole.sizes = {std::size_t(1) << 30};
    RecordScanner scanner; // one scanner for all the commands, as ShellSession keeps one per stream
    for (const Command &command : buildCommands(in.payload)) {
        whole.payload = {};
        check(scan(scanner, command, whole) == command.expected, "RecordScanner: records or output differ (whole)");
        check(scan(scanner, command, in) == command.expected, "RecordScanner: records or output differ (chunked)");
    }
    return 0;
}
