// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: JSON-RPC framing (LineReader + parseMessage), as McpSession reads stdio and the bridge.
// Oracles: the lines and oversize reports are the same whatever the chunking, and the same as a plain split on '\n'
// (one trailing '\r' dropped, blank lines skipped, a line over the limit reported once); every line parses to a
// well-formed message or to a JSON-RPC error with a code to answer; the answer McpSession would send (an error for an
// invalid message, a result echoing a request's params) serializes to JSON that parses back to a response with the
// same id; nothing accepted nests deeper than kMaxNestingDepth.
#include "FuzzChunks.h"
#include "mcp/JsonRpc.h"
#include "mcp/LineReader.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace airlock::mcp;
using airlock::fuzz::check;

namespace {

struct LineEvent {
    bool oversize = false;
    std::string line;
    bool operator==(const LineEvent &) const = default;
};

std::vector<LineEvent> readLines(qsizetype maxBytes, const std::vector<std::string_view> &chunks)
{
    std::vector<LineEvent> events;
    LineReader reader(
        maxBytes,
        [&](QByteArrayView line) {
            events.push_back({false, std::string(line.data(), size_t(line.size()))});
        },
        [&] {
            events.push_back({true, {}});
        });
    for (const std::string_view chunk : chunks) {
        reader.append(QByteArrayView(chunk.data(), qsizetype(chunk.size())));
        check(reader.bufferedBytes() <= maxBytes, "LineReader holds more than its limit");
    }
    reader.finish();
    check(reader.bufferedBytes() == 0, "LineReader holds bytes after finish()");
    return events;
}

// The contract stated in LineReader.h and McpSession, written independently of LineReader.
std::vector<LineEvent> referenceLines(qsizetype maxBytes, std::string_view text)
{
    std::vector<LineEvent> events;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (qsizetype(line.size()) > maxBytes) {
            events.push_back({true, {}});
            continue;
        }
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!QByteArrayView(line.data(), qsizetype(line.size())).trimmed().isEmpty())
            events.push_back({false, std::string(line)});
    }
    return events;
}

int jsonDepth(const nlohmann::json &value)
{
    if (!value.is_structured())
        return 0;
    int deepest = 0;
    for (const auto &child : value)
        deepest = std::max(deepest, jsonDepth(child));
    return deepest + 1;
}

bool isIdType(const nlohmann::json &id)
{
    return id.is_string() || id.is_number_integer() || id.is_number_unsigned();
}

// What McpSession answers, serialized, must come back as a response with the same id.
void checkAnswerRoundTrips(const nlohmann::json &answer, const QByteArray &key)
{
    const QByteArray text = serialize(answer);
    const Message back = parseMessage(std::string_view(text.constData(), size_t(text.size())));
    check(back.kind == Message::Kind::Response, "an answer does not parse back as a response");
    check(back.key() == key, "an answer's id does not survive serialization");
}

void checkMessage(std::string_view line)
{
    const Message m = parseMessage(line);
    switch (m.kind) {
    case Message::Kind::Invalid:
        check(m.errorCode == jsonrpc::kParseError || m.errorCode == jsonrpc::kInvalidRequest ||
                  m.errorCode == jsonrpc::kInvalidParams,
              "an invalid message has no JSON-RPC error code to answer");
        check(!m.errorMessage.empty(), "an invalid message has no error text");
        check(m.id.is_null() || isIdType(m.id), "an invalid message keeps an id of a type ids cannot have");
        checkAnswerRoundTrips(makeError(m.id, m.errorCode, m.errorMessage), m.key());
        return;
    case Message::Kind::Request:
        check(isIdType(m.id), "a request's id is neither a string nor an integer");
        check(m.params.is_null() || m.params.is_object(), "a request's params are neither an object nor absent");
        check(jsonDepth(m.params) <= kMaxNestingDepth, "a request nests deeper than the limit");
        checkAnswerRoundTrips(makeResult(m.id, m.params), m.key());
        return;
    case Message::Kind::Notification:
        check(m.id.is_null(), "a notification has an id");
        check(m.params.is_null() || m.params.is_object(), "a notification's params are neither an object nor absent");
        check(jsonDepth(m.params) <= kMaxNestingDepth, "a notification nests deeper than the limit");
        return;
    case Message::Kind::Response:
        check(isIdType(m.id) || (m.id.is_null() && !m.error.is_null()), "a response's id is not an id");
        check(m.result.is_null() || m.error.is_null(), "a response has both a result and an error");
        check(m.error.is_null() || m.error.is_object(), "a response's error is not an object");
        check(jsonDepth(m.result) <= kMaxNestingDepth, "a response nests deeper than the limit");
        (void)serialize(m.result); // McpSession hands results on; dump() must stay far from the stack limit
        return;
    }
    airlock::fuzz::oracleFailed("a message of no known kind");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const airlock::fuzz::ChunkedInput in = airlock::fuzz::splitFuzzInput(data, size);
    // The real limit, and small ones so that oversize lines (and the line after them) are reached.
    static constexpr std::array<qsizetype, 4> kLimits = {kMaxMessageBytes, 8, 64, 1000};
    const qsizetype limit = kLimits[in.flags & 3];
    const std::vector<LineEvent> whole = readLines(limit, {in.payload});
    check(readLines(limit, in.chunks()) == whole, "LineReader: chunking changes the lines");
    check(referenceLines(limit, in.payload) == whole, "LineReader: lines differ from the stated contract");
    for (const LineEvent &event : whole) {
        if (!event.oversize)
            checkMessage(event.line);
    }
    return 0;
}
